#include "relay/deliveryorder.h"

#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

Result<DeliveryOrdering> parseDeliveryOrdering(const QString &text) {
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == u"key"_s)
        return DeliveryOrdering::Key;
    if (t == u"none"_s)
        return DeliveryOrdering::None;
    return Error::invalid(
        CoreText::tr("Unknown ordering \"%1\": use key (in order per key) or none.").arg(text));
}

QString deliveryOrderingName(DeliveryOrdering ordering) {
    return ordering == DeliveryOrdering::Key ? u"key"_s : u"none"_s;
}

bool ordersByKey(const OutboxTable &table) {
    return !table.isVortos() && table.hasColumn(u"aggregate_id"_s);
}

QString orderingKeyColumn(const OutboxTable &table) {
    return ordersByKey(table) ? u"aggregate_id"_s : QString();
}

namespace {

// FROM … AS older WHERE older's key is the outer row's: the inner half of both statements.
QString olderOfSameKey(const OutboxTable &table, const SqlDialect &d, const QString &outerKey) {
    const QString older = d.quoteIdentifier(u"ordering_older"_s);
    const QString key = d.quoteIdentifier(orderingKeyColumn(table));
    return u"FROM %1 AS %2 WHERE %2.%3 = %4"_s.arg(d.qualified(table.name), older, key, outerKey);
}

} // namespace

SqlCondition olderRowOfKeyUndelivered(const OutboxTable &table, const SqlDialect &d) {
    SqlCondition condition;
    if (!ordersByKey(table))
        return condition;
    const QString older = d.quoteIdentifier(u"ordering_older"_s);
    const QString created = d.quoteIdentifier(u"created_at"_s);
    const QString id = d.quoteIdentifier(u"id"_s);
    // The undelivered statuses, on the inner row (its columns are the nearest in scope).
    const SqlCondition undelivered =
        stateCondition(table, d, {RowState::Pending, RowState::InFlight, RowState::Dead});
    condition.add(
        u"NOT EXISTS (SELECT 1 %1 AND (%2.%3 < %4 OR (%2.%3 = %4 AND %2.%5 < %6)) AND %7)"_s.arg(
            olderOfSameKey(table, d, d.column(table.name, orderingKeyColumn(table))), older,
            created, d.column(table.name, u"created_at"_s), id, d.column(table.name, u"id"_s),
            undelivered.terms.join(u" AND "_s)),
        undelivered.values);
    return condition;
}

QString orderingIndexStatement(const OutboxTable &table, const SqlDialect &d) {
    const QString index =
        d.quoteIdentifier(u"idx_%1_aggregate_id_created_at"_s.arg(table.name.name));
    const QString columns =
        u"(%1, %2, %3)"_s.arg(d.quoteIdentifier(u"aggregate_id"_s),
                              d.quoteIdentifier(u"created_at"_s), d.quoteIdentifier(u"id"_s));
    switch (d.kind()) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE INDEX CONCURRENTLY %1 ON %2 %3;"_s.arg(index, d.qualified(table.name),
                                                               columns);
    case DatabaseKind::MySQL:
        return u"CREATE INDEX %1 ON %2 %3 ALGORITHM=INPLACE LOCK=NONE;"_s.arg(
            index, d.qualified(table.name), columns);
    case DatabaseKind::SQLite:
        break;
    }
    return u"CREATE INDEX %1 ON %2 %3;"_s.arg(index, d.qualified(table.name), columns);
}

namespace {

// The undelivered rows' ids and statuses, ranked by age within their key (1: the key's head),
// with the number of undelivered rows of the key.
QString rankedUndelivered(const OutboxTable &table, const SqlDialect &d, QVariantList *values) {
    const SqlCondition undelivered =
        stateCondition(table, d, {RowState::Pending, RowState::InFlight, RowState::Dead});
    *values = undelivered.values;
    const QString key = d.quoteIdentifier(orderingKeyColumn(table));
    return u"SELECT %1 AS ordering_id, %2 AS ordering_status, ROW_NUMBER() OVER (PARTITION BY %3 "
           u"ORDER BY %4, %1) AS ordering_rank, COUNT(*) OVER (PARTITION BY %3) AS "
           u"ordering_undelivered FROM %5%6"_s.arg(
               d.quoteIdentifier(u"id"_s), d.exactText(u"status"_s), key,
               d.quoteIdentifier(u"created_at"_s), d.qualified(table.name),
               undelivered.whereClause());
}

} // namespace

SqlCondition oldestUndeliveredOfKey(const OutboxTable &table, const SqlDialect &d) {
    SqlCondition condition;
    if (!ordersByKey(table))
        return condition;
    QVariantList values;
    const QString ranked = rankedUndelivered(table, d, &values);
    condition.add(
        u"%1 IN (SELECT ordering_id FROM (%2) AS ordering_heads WHERE ordering_rank = 1)"_s.arg(
            d.column(table.name, u"id"_s), ranked),
        values);
    return condition;
}

Result<qint64> countKeysHeldByDeadRows(const DatabaseSession &session, const OutboxTable &table) {
    if (!ordersByKey(table))
        return qint64(0);
    const SqlDialect &d = session.dialect();
    // The keys' heads (one read of the undelivered rows), counted by status: the dead ones.
    QVariantList values;
    const QString ranked = rankedUndelivered(table, d, &values);
    QSqlQuery q(session.database());
    q.prepare(u"SELECT ordering_status, COUNT(*) FROM (%1) AS ordering_heads WHERE "
              u"ordering_rank = 1 GROUP BY ordering_status"_s.arg(ranked));
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(CoreText::tr("Counting the keys held by dead rows failed: %1")
                                 .arg(q.lastError().text()));
    qint64 held = 0;
    while (q.next())
        if (table.vocabulary.stateOf(q.value(0).toString()) == RowState::Dead)
            held += q.value(1).toLongLong();
    return held;
}

Result<QList<BlockedKey>> blockedKeys(const OutboxReader &reader, const BlockedRequest &request) {
    const OutboxTable &table = reader.table();
    QList<BlockedKey> out;
    if (!ordersByKey(table))
        return out;
    const SqlDialect &d = reader.session().dialect();
    auto filter = filterCondition(table, d, request.filter);
    if (!filter)
        return filter.error();
    QVariantList values;
    const QString ranked = rankedUndelivered(table, d, &values);
    // Dead, or ready / in flight since longer than the threshold.
    const QDateTime now = request.now.isValid() ? request.now : QDateTime::currentDateTimeUtc();
    const SqlCondition dead = stateCondition(table, d, {RowState::Dead});
    const SqlCondition waiting = stateCondition(table, d, {RowState::Pending, RowState::InFlight});
    SqlCondition where;
    where.add(
        u"((%1) OR ((%2) AND %3 < ?))"_s.arg(dead.terms.join(u" AND "_s),
                                             waiting.terms.join(u" AND "_s),
                                             d.column(table.name, u"created_at"_s)),
        dead.values + waiting.values +
            QVariantList{d.timestampValue(now.addSecs(-request.waitingSeconds), table.timestamps)});
    where.append(*filter);
    values += where.values;
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1, ordering_heads.ordering_undelivered - 1 FROM %2 JOIN (%3) AS "
              u"ordering_heads ON ordering_heads.ordering_id = %4 AND "
              u"ordering_heads.ordering_rank = 1%5 ORDER BY %6, %4%7"_s.arg(
                  reader.selectList(), rowSource(table, d, true), ranked,
                  d.column(table.name, u"id"_s), where.whereClause(),
                  d.column(table.name, u"created_at"_s), d.limitClause(request.limit)));
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Listing the blocked keys failed: %1").arg(q.lastError().text()));
    while (q.next()) {
        BlockedKey blocked;
        blocked.head = reader.readRow(q);
        blocked.key = blocked.head.aggregateId;
        blocked.behind = q.value(OutboxReader::kSelectListColumns).toLongLong();
        out.append(blocked);
    }
    return out;
}

} // namespace outbox
