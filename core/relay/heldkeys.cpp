#include "relay/heldkeys.h"

#include "query/filtersql.h"
#include "relay/deliveryorder.h"
#include "schema/deliverytable.h"
#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

HeldKeys::HeldKeys(DatabaseSession &session, const OutboxTable &table,
                   PreparedStatements &statements)
    : m_session(session)
    , m_table(table)
    , m_statements(statements)
    , m_enabled(table.hasKeyHolds && !table.isAdapted() && ordersByKey(table))
    , m_name(table.name.display()) {
    if (!m_enabled)
        return;
    // The raw statuses, not the dead state: the console's own entries (parked, superseded,
    // archived) change only with a change that marks the holds stale.
    QStringList dead;
    for (QString status : table.vocabulary.rawStatusesOf(RowState::Dead))
        dead.append(u'\'' + status.replace(u'\'', u"''"_s) + u'\''); // the vocabulary's own texts
    const SqlDialect &d = session.dialect();
    m_deadRows = u"SELECT COUNT(*) FROM %1 WHERE %2 IN (%3)"_s.arg(
        d.qualified(table.name), d.quoteIdentifier(u"status"_s), dead.join(u", "_s));
}

Result<QSqlQuery *> HeldKeys::run(const QString &sql, const QVariantList &values) {
    auto q = m_statements.run(sql, values);
    if (!q)
        return Error::failed(
            CoreText::tr("Reading the keys dead rows hold back failed: %1").arg(q.error().message));
    return q;
}

Result<bool> HeldKeys::built() {
    auto q = run(u"SELECT stale FROM %1 WHERE outbox_table = ?"_s.arg(
                     m_session.dialect().quoteIdentifier(QString::fromLatin1(KeyHoldState::kName))),
                 {m_name});
    if (!q)
        return q.error();
    const bool built = (*q)->next() && (*q)->value(0).toInt() == 0;
    (*q)->finish();
    return built;
}

Result<bool> HeldKeys::current() {
    const SqlDialect &d = m_session.dialect();
    auto q = run(u"SELECT dead_rows, stale, (%1) FROM %2 WHERE outbox_table = ?"_s.arg(
                     m_deadRows, d.quoteIdentifier(QString::fromLatin1(KeyHoldState::kName))),
                 {m_name});
    if (!q)
        return q.error();
    const bool built = (*q)->next();
    const bool current = built && (*q)->value(1).toInt() == 0 &&
                         (*q)->value(0).toLongLong() == (*q)->value(2).toLongLong();
    (*q)->finish();
    return current;
}

Result<bool> HeldKeys::rebuild() {
    const SqlDialect &d = m_session.dialect();
    const QString state = d.quoteIdentifier(QString::fromLatin1(KeyHoldState::kName));
    const QString holds = d.quoteIdentifier(QString::fromLatin1(KeyHolds::kName));
    // The state's row, then locked without waiting: one relay rebuilds at a time. (No statement
    // here may fail on a race: on PostgreSQL that would end the claim's transaction.)
    const QString insert = d.kind() == DatabaseKind::PostgreSQL ? u"INSERT INTO %1 (outbox_table, "
                                                                  u"dead_rows, stale) VALUES (?, "
                                                                  u"-1, 1) ON CONFLICT DO NOTHING"_s
                           : d.kind() == DatabaseKind::MySQL
                               ? u"INSERT IGNORE INTO %1 (outbox_table, dead_rows, stale) VALUES "
                                 u"(?, -1, 1)"_s
                               : u"INSERT OR IGNORE INTO %1 (outbox_table, dead_rows, stale) "
                                 u"VALUES (?, -1, 1)"_s;
    if (auto added = run(insert.arg(state), {m_name}); !added)
        return added.error();
    if (d.supportsSkipLocked()) {
        auto locked =
            run(u"SELECT stale FROM %1 WHERE outbox_table = ? FOR UPDATE SKIP LOCKED"_s.arg(state),
                {m_name});
        if (!locked)
            return locked.error();
        const bool mine = (*locked)->next();
        (*locked)->finish();
        if (!mine)
            return false;
    }
    auto counted = run(m_deadRows, {});
    if (!counted)
        return counted.error();
    const qint64 deadRows = (*counted)->next() ? (*counted)->value(0).toLongLong() : 0;
    (*counted)->finish();
    if (auto cleared = run(u"DELETE FROM %1 WHERE outbox_table = ?"_s.arg(holds), {m_name});
        !cleared)
        return cleared.error();
    // Per key, the oldest row that holds it back and cannot be delivered: dead or archived, not
    // parked (superseded rows are not dead rows to stateCondition()).
    const QString source = d.qualified(m_table.name);
    const SqlCondition held = stateCondition(m_table, d, {RowState::Dead, RowState::Archived});
    QStringList branches;
    QVariantList values{m_name};
    for (const KeyBranch &branch : keyBranches(m_table, d, source)) {
        branches.append(
            u"SELECT %1 AS hold_key, %2 AS hold_id, %3 AS hold_created FROM %4%5%6"_s.arg(
                branch.key, d.column(m_table.name, u"id"_s),
                d.column(m_table.name, u"created_at"_s), source, held.whereClause(),
                notParked(m_table, d, source) + branch.keyed));
        values += held.values;
    }
    const QString key =
        d.kind() == DatabaseKind::PostgreSQL ? u"hold_key COLLATE \"C\""_s : u"hold_key"_s;
    if (auto built = run(
            u"INSERT INTO %1 (outbox_table, ordering_key, row_id) SELECT ?, hold_key, hold_id "
            u"FROM (SELECT hold_key, hold_id, ROW_NUMBER() OVER (PARTITION BY %2 ORDER BY "
            u"hold_created, hold_id) AS hold_rank FROM (%3) AS hold_keyed) AS hold_ranked WHERE "
            u"hold_rank = 1"_s.arg(holds, key, branches.join(u" UNION ALL "_s)),
            values);
        !built)
        return built.error();
    if (auto marked =
            run(u"UPDATE %1 SET dead_rows = ?, stale = 0 WHERE outbox_table = ?"_s.arg(state),
                {deadRows, m_name});
        !marked)
        return marked.error();
    return true;
}

} // namespace outbox
