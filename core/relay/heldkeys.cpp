#include "relay/heldkeys.h"

#include "query/filtersql.h"
#include "relay/deliveryorder.h"
#include "schema/deliverytable.h"
#include "util/coretr.h"

#include <QDeadlineTimer>
#include <QDebug>
#include <QSqlQuery>
#include <QThread>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {
// How long a claim waits for another relay's rebuild, and how often it looks.
constexpr int kRebuildWaitMs = 2000;
constexpr int kRebuildPollMs = 20;
} // namespace

HeldKeys::HeldKeys(DatabaseSession &session, const OutboxTable &table,
                   PreparedStatements &statements)
    : m_session(session)
    , m_table(table)
    , m_statements(statements) {
    // The raw statuses, not the dead state, and the entries of the console's tables counted
    // apart: each a count through an index.
    const SqlDialect &d = session.dialect();
    m_deadRows = u"SELECT COUNT(*) FROM %1 WHERE %2 IN (%3)"_s.arg(
        d.qualified(table.name), d.quoteIdentifier(u"status"_s), deadStatusList(table, d));
    QStringList apart{u"0"_s};
    if (table.hasParkedRows)
        apart.append(u"(SELECT COUNT(*) FROM %1)"_s.arg(
            d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName))));
    if (table.hasSupersededRows)
        apart.append(u"(SELECT COUNT(*) FROM %1)"_s.arg(
            d.quoteIdentifier(QString::fromLatin1(SupersededRows::kName))));
    m_setApart = apart.join(u" + "_s);
}

bool HeldKeys::keptFor(const OutboxTable &table) {
    return table.hasKeyHolds && !table.isAdapted() && ordersByKey(table);
}

const QString &HeldKeys::outboxName() {
    if (m_name.isEmpty())
        m_name = KeyHoldState::outboxKey(m_session, m_table);
    return m_name;
}

Result<QSqlQuery *> HeldKeys::run(const QString &sql, const QVariantList &values) {
    auto q = m_statements.run(sql, values);
    if (!q)
        return Error::failed(
            CoreText::tr("Reading the keys dead rows hold back failed: %1").arg(q.error().message));
    return q;
}

Result<bool> HeldKeys::built() {
    if (m_current)
        return true;
    return readState();
}

Result<bool> HeldKeys::readState() {
    auto q = run(u"SELECT stale, dead_rows FROM %1 WHERE outbox_table = ?"_s.arg(
                     m_session.dialect().quoteIdentifier(QString::fromLatin1(KeyHoldState::kName))),
                 {outboxName()});
    if (!q)
        return q.error();
    const bool built = (*q)->next() && (*q)->value(0).toInt() == 0;
    m_noneHeld = built && (*q)->value(1).toLongLong() == 0;
    (*q)->finish();
    return built;
}

QString HeldKeys::currency() {
    // The name as a literal (the catalog's: an oid or database.table): a column of a statement
    // whose placeholders are the ranking's.
    QString name = outboxName();
    return u"(SELECT CASE WHEN stale = 0 AND dead_rows = (%1) AND set_apart = (%2) THEN CASE WHEN "
           u"dead_rows = 0 THEN 1 ELSE 2 END ELSE 0 END FROM %3 WHERE outbox_table = '%4')"_s.arg(
               m_deadRows, m_setApart,
               m_session.dialect().quoteIdentifier(QString::fromLatin1(KeyHoldState::kName)),
               name.replace(u'\'', u"''"_s));
}

bool HeldKeys::noteCurrency(const QVariant &value, bool rankedNoneHeld) {
    const int read = value.isNull() ? 0 : value.toInt(); // no state's row: not built
    m_current = read != 0;
    if (m_current)
        m_noneHeld = read == 1;
    // A ranking that looked up no hold is right only while none is kept (another connection may
    // have rebuilt them since this one last looked).
    return read == 1 || (read == 2 && !rankedNoneHeld);
}

Result<bool> HeldKeys::rebuild(bool mayWait) {
    const SqlDialect &d = m_session.dialect();
    // The state's row (made at the relay's start, KeyHoldState::markStale()) locked without
    // waiting: one relay rebuilds at a time. No row: someone else holds it, or it is gone.
    // Another relay's rebuild is one ranking of the dead rows (under a second at 60,000; its lock
    // lasts until its batch is settled): waited for, a while, without a lock, rather than ranking
    // every undelivered row meanwhile, dead ones included (each such claim costs as much as the
    // rebuild). Only by a claim that locked no row yet: rows it holds would stall their keys.
    if (d.supportsSkipLocked()) {
        const QString state = d.quoteIdentifier(QString::fromLatin1(KeyHoldState::kName));
        auto locked =
            run(u"SELECT stale FROM %1 WHERE outbox_table = ? FOR UPDATE SKIP LOCKED"_s.arg(state),
                {outboxName()});
        if (!locked)
            return locked.error();
        const bool mine = (*locked)->next();
        (*locked)->finish();
        if (!mine)
            return mayWait && waitForRebuild();
    }
    // In a savepoint: a rebuild that fails (a role that may not write the tables) must not end the
    // claim's transaction; the claim ranks every undelivered row instead.
    QSqlQuery savepoint(m_session.database());
    if (!savepoint.exec(u"SAVEPOINT outbox_key_holds_rebuild"_s))
        return false;
    if (auto rebuilt = rebuildNow(); !rebuilt) {
        savepoint.exec(u"ROLLBACK TO SAVEPOINT outbox_key_holds_rebuild"_s);
        qWarning().noquote() << rebuilt.error().message;
        return false;
    }
    savepoint.exec(u"RELEASE SAVEPOINT outbox_key_holds_rebuild"_s);
    return true;
}

bool HeldKeys::waitForRebuild() {
    for (QDeadlineTimer wait(kRebuildWaitMs); !wait.hasExpired();) {
        QThread::msleep(kRebuildPollMs);
        auto rebuilt = readState();
        if (!rebuilt)
            return false; // the claim ranks every undelivered row
        if (*rebuilt)
            return true; // the claim's ranking checks them, as always
    }
    return false;
}

Status HeldKeys::rebuildNow() {
    const SqlDialect &d = m_session.dialect();
    const QString holds = d.quoteIdentifier(QString::fromLatin1(KeyHolds::kName));
    auto counted = run(u"SELECT (%1), %2"_s.arg(m_deadRows, m_setApart), {});
    if (!counted)
        return counted.error();
    const bool read = (*counted)->next();
    const qint64 deadRows = read ? (*counted)->value(0).toLongLong() : 0;
    const qint64 setApart = read ? (*counted)->value(1).toLongLong() : 0;
    (*counted)->finish();
    m_noneHeld = false; // until the holds are built
    m_current = false;
    if (auto cleared = run(u"DELETE FROM %1 WHERE outbox_table = ?"_s.arg(holds), {outboxName()});
        !cleared)
        return cleared.error();
    // Per key, the oldest row that holds it back and cannot be delivered: dead or archived, not
    // parked (superseded rows are not dead rows to stateCondition()).
    const QString source = d.qualified(m_table.name);
    const SqlCondition held = stateCondition(m_table, d, {RowState::Dead, RowState::Archived});
    QStringList branches;
    QVariantList values{outboxName()};
    for (const KeyBranch &branch : keyBranches(m_table, d, source)) {
        branches.append(
            u"SELECT %1 AS hold_key, %2 AS hold_id, %3 AS hold_created FROM %4%5%6"_s.arg(
                branch.key, d.column(m_table.name, u"id"_s),
                d.column(m_table.name, u"created_at"_s), source, held.whereClause(),
                notParked(m_table, d, source) + branch.keyed));
        values += held.values;
    }
    const bool mysql = d.kind() == DatabaseKind::MySQL; // keeps the held row's time (KeyHolds)
    const QString key =
        d.kind() == DatabaseKind::PostgreSQL ? u"hold_key COLLATE \"C\""_s : u"hold_key"_s;
    if (auto built = run(
            u"INSERT INTO %1 (outbox_table, ordering_key, row_id%2) SELECT ?, %3, hold_id%4 FROM "
            u"(SELECT hold_key, hold_id, hold_created, ROW_NUMBER() OVER (PARTITION BY %5 ORDER BY "
            u"hold_created, hold_id) AS hold_rank FROM (%6) AS hold_keyed) AS hold_ranked WHERE "
            u"hold_rank = 1"_s.arg(holds, mysql ? u", held_created"_s : QString(),
                                   KeyHolds::keptKey(d.kind(), u"hold_key"_s),
                                   mysql ? u", hold_created"_s : QString(), key,
                                   branches.join(u" UNION ALL "_s)),
            values);
        !built)
        return built.error();
    if (auto marked = run(
            u"UPDATE %1 SET dead_rows = ?, set_apart = ?, stale = 0 WHERE "
            u"outbox_table = ?"_s.arg(d.quoteIdentifier(QString::fromLatin1(KeyHoldState::kName))),
            {deadRows, setApart, outboxName()});
        !marked)
        return marked.error();
    m_noneHeld = deadRows == 0;
    return Done{};
}

} // namespace outbox
