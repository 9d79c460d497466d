#include "relay/blockedkeys.h"

#include "query/filtersql.h"
#include "relay/deliveryorder.h"
#include "schema/deliverytable.h"
#include "schema/formatrows.h"
#include "util/coretr.h"

#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// "The head row (as rowSource() names it) blocks its key": dead, or ready / in flight since
// longer than the threshold; in a table another library delivers, also a head that failed and
// waits for that library's next attempt (gruelbox retries an ordered entry for ever, never
// blocking it, and keeps no time of its first attempt).
SqlCondition headBlocks(const OutboxTable &table, const SqlDialect &d,
                        const BlockedRequest &request) {
    const QDateTime now = request.now.isValid() ? request.now : QDateTime::currentDateTimeUtc();
    // An archived dead head still blocks its key (archive sets it apart from the counts only).
    const SqlCondition dead = stateCondition(table, d, {RowState::Dead, RowState::Archived});
    const SqlCondition waiting = stateCondition(table, d, {RowState::Pending, RowState::InFlight});
    const QString failed =
        table.isAdapted() ? u" OR %1 > 0"_s.arg(sourceColumn(table, d, u"attempts"_s)) : QString();
    SqlCondition blocks;
    blocks.add(
        u"((%1) OR ((%2) AND (%3 < ?%4)))"_s.arg(dead.terms.join(u" AND "_s),
                                                 waiting.terms.join(u" AND "_s),
                                                 sourceColumn(table, d, u"created_at"_s), failed),
        dead.values + waiting.values +
            QVariantList{d.timestampValue(now.addSecs(-request.waitingSeconds), table.timestamps)});
    return blocks;
}

// What listing and counting the blocked keys share: the undelivered rows ranked in their keys
// (rankedUndelivered()) and the condition on a blocking head, with the values of both in order.
struct BlockingHeads {
    QString ranked;
    SqlCondition where;
    QVariantList values;
};
BlockingHeads blockingHeads(const OutboxTable &table, const SqlDialect &d,
                            const BlockedRequest &request, const SqlCondition &filter) {
    BlockingHeads heads;
    heads.ranked = rankedUndelivered(table, d, &heads.values);
    heads.where = headBlocks(table, d, request);
    heads.where.append(filter);
    heads.values += heads.where.values;
    return heads;
}

// The parked rows (blockedKeys with request.parked), each with the undelivered rows of its key
// after it.
Result<QList<BlockedKey>> parkedHeads(const OutboxReader &reader, const BlockedRequest &request,
                                      const SqlCondition &filter) {
    const OutboxTable &table = reader.table();
    QList<BlockedKey> out;
    if (!table.hasParkedRows)
        return out;
    const SqlDialect &d = reader.session().dialect();
    QVariantList values;
    const QString later = undeliveredOfSameKey(table, d, false, &values);
    values += filter.values;
    const QString parked = d.quoteIdentifier(u"ordering_parked"_s);
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1, (SELECT COUNT(*) %2), %3, %12 FROM %4 JOIN %5 AS %6 ON %6.%7 = %8%9 "
              u"ORDER BY %10, %8%11"_s.arg(
                  reader.selectList(), later,
                  // parked_at: no other column of the join has that name
                  d.timestampText(u"parked_at"_s, deliveryTimestampStorage(table.timestamps)),
                  rowSource(table, d, true),
                  d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName)), parked,
                  d.quoteIdentifier(u"outbox_id"_s), sourceColumn(table, d, u"id"_s),
                  filter.whereClause(), sourceColumn(table, d, u"created_at"_s),
                  d.limitClause(request.limit),
                  // its (first) key: the object a Vortos row writes
                  orderingKeys(table, d, sourceName(table, d)).constFirst()));
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Listing the parked rows failed: %1").arg(q.lastError().text()));
    while (q.next()) {
        BlockedKey key;
        key.head = reader.readRow(q);
        key.behind = q.value(OutboxReader::kSelectListColumns).toLongLong();
        key.parkedAt =
            parseUtcTimestampText(q.value(OutboxReader::kSelectListColumns + 1).toString());
        key.key = q.value(OutboxReader::kSelectListColumns + 2).toString();
        out.append(key);
    }
    return out;
}

} // namespace

Result<QList<BlockedKey>> blockedKeys(const OutboxReader &reader, const BlockedRequest &request) {
    const OutboxTable &table = reader.table();
    QList<BlockedKey> out;
    if (!ordersByKey(table))
        return out;
    const SqlDialect &d = reader.session().dialect();
    auto filter = filterCondition(table, d, request.filter);
    if (!filter)
        return filter.error();
    if (request.parked)
        return parkedHeads(reader, request, *filter);
    const BlockingHeads heads = blockingHeads(table, d, request, *filter);
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    // Only keys with rows behind their head: a dead row alone blocks nothing.
    q.prepare(u"SELECT %1, ordering_heads.ordering_undelivered - 1, ordering_heads.ordering_key "
              u"FROM %2 JOIN (%3) AS ordering_heads ON ordering_heads.ordering_id = %4 AND "
              u"ordering_heads.ordering_rank = 1 AND ordering_heads.ordering_undelivered > 1%5 "
              u"ORDER BY %6, %4%7"_s.arg(
                  reader.selectList(), rowSource(table, d, true), heads.ranked,
                  sourceColumn(table, d, u"id"_s), heads.where.whereClause(),
                  sourceColumn(table, d, u"created_at"_s), d.limitClause(request.limit)));
    for (const QVariant &v : heads.values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Listing the blocked keys failed: %1").arg(q.lastError().text()));
    while (q.next()) {
        BlockedKey blocked;
        blocked.head = reader.readRow(q);
        blocked.behind = q.value(OutboxReader::kSelectListColumns).toLongLong();
        // A Vortos row can head two keys (a move's target and source): listed once for each.
        blocked.key = q.value(OutboxReader::kSelectListColumns + 1).toString();
        out.append(blocked);
    }
    return out;
}

Result<BlockedTotals> countBlockedKeys(const OutboxReader &reader, const BlockedRequest &request) {
    const OutboxTable &table = reader.table();
    BlockedTotals totals;
    if (!ordersByKey(table))
        return totals;
    const SqlDialect &d = reader.session().dialect();
    auto filter = filterCondition(table, d, request.filter);
    if (!filter)
        return filter.error();
    // The ranking once (a common table expression): the blocking heads, joined to the table for
    // their state and age, then the rows ranked behind them in the same keys.
    const BlockingHeads heads = blockingHeads(table, d, request, *filter);
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(
        u"WITH ordering_ranked AS (%1), ordering_blocking AS (SELECT "
        u"ordering_heads.ordering_key AS blocked_key FROM %2 JOIN ordering_ranked AS "
        u"ordering_heads ON ordering_heads.ordering_id = %3 AND ordering_heads.ordering_rank = "
        u"1 AND ordering_heads.ordering_undelivered > 1%4) SELECT (SELECT COUNT(DISTINCT "
        u"blocked_key) FROM ordering_blocking), (SELECT COUNT(DISTINCT "
        u"ordering_behind.ordering_id) FROM ordering_ranked AS ordering_behind JOIN "
        u"ordering_blocking ON ordering_blocking.blocked_key = ordering_behind.ordering_key "
        u"WHERE ordering_behind.ordering_rank > 1)"_s.arg(heads.ranked, rowSource(table, d, true),
                                                          sourceColumn(table, d, u"id"_s),
                                                          heads.where.whereClause()));
    for (const QVariant &v : heads.values)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return Error::failed(
            CoreText::tr("Counting the blocked keys failed: %1").arg(q.lastError().text()));
    totals.keys = q.value(0).toLongLong();
    totals.rowsHeldBack = q.value(1).toLongLong();
    return totals;
}

QString describeBlocked(const BlockedTotals &totals) {
    if (totals.keys == 0)
        return CoreText::tr("No key is blocked.");
    return CoreText::tr("%Ln key(s) holding %1 back", nullptr,
                        int(qMin<qint64>(totals.keys, INT_MAX)))
        .arg(CoreText::tr("%Ln row(s)", nullptr, int(qMin<qint64>(totals.rowsHeldBack, INT_MAX))));
}

Result<std::optional<WaitingBehind>> waitsBehind(const OutboxReader &reader, const OutboxRow &row) {
    const OutboxTable &table = reader.table();
    if (!ordersByKey(table) || (row.state != RowState::Pending && row.state != RowState::InFlight))
        return std::optional<WaitingBehind>();
    const SqlDialect &d = reader.session().dialect();
    // The row as rowSource() names it, its older undelivered rows of a shared key beside it.
    QVariantList values;
    const QString older = undeliveredOfSameKey(table, d, true, &values);
    const QString other = d.quoteIdentifier(u"ordering_older"_s);
    const SqlCondition self = idCondition(table, d, row.id);
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(
        u"SELECT (SELECT %1 %2 ORDER BY %3.%4, %3.%5%6), (SELECT COUNT(*) %2) FROM %7%8"_s.arg(
            other + u'.' + d.quoteIdentifier(u"id"_s), older, other,
            d.quoteIdentifier(keyPositionColumn(table)), d.quoteIdentifier(u"id"_s),
            d.limitClause(1), rowSource(table, d, false), self.whereClause()));
    for (const QVariant &v : values + values + self.values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(CoreText::tr("Reading what row %1 waits behind failed: %2")
                                 .arg(row.id, q.lastError().text()));
    if (!q.next() || q.isNull(0))
        return std::optional<WaitingBehind>();
    auto head = reader.row(q.value(0).toString());
    if (!head)
        return head.error();
    return std::optional<WaitingBehind>(WaitingBehind{*head, q.value(1).toLongLong()});
}

QStringList orderingKeysOf(const OutboxTable &table, const QString &kind,
                           const QJsonObject &payload, const QString &aggregateId) {
    if (!ordersByKey(table))
        return {};
    return table.description().rows->orderingKeysOf(kind, payload, aggregateId);
}

Result<qint64> undeliveredRowsOfKeys(const OutboxReader &reader, const QStringList &keys,
                                     const QString &exceptId) {
    const OutboxTable &table = reader.table();
    if (keys.isEmpty() || !ordersByKey(table))
        return qint64(0);
    const SqlDialect &d = reader.session().dialect();
    SqlCondition where = holdsItsKeyBack(table, d, sourceName(table, d));
    QStringList marks;
    for (qsizetype i = 0; i < keys.size(); ++i)
        marks.append(u"?"_s);
    QStringList any;
    QVariantList keyValues;
    for (const QString &expression : orderingKeys(table, d, sourceName(table, d))) {
        any.append(u"%1 IN (%2)"_s.arg(expression, marks.join(u", "_s)));
        for (const QString &key : keys)
            keyValues.append(key);
    }
    where.add(u'(' + any.join(u" OR "_s) + u')', keyValues);
    if (!exceptId.isEmpty()) {
        const SqlCondition self = idCondition(table, d, exceptId);
        where.add(u"NOT ("_s + self.terms.join(u" AND "_s) + u')', self.values);
    }
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT COUNT(*) FROM %1%2"_s.arg(rowSource(table, d, false), where.whereClause()));
    for (const QVariant &v : std::as_const(where.values))
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return Error::failed(
            CoreText::tr("Counting the rows of a key failed: %1").arg(q.lastError().text()));
    return q.value(0).toLongLong();
}

QString headWaitReason(const OutboxTable &table, const OutboxRow &head, const QDateTime &now) {
    const QLocale locale;
    const auto at = [&](const QDateTime &t) {
        return locale.toString(t.toLocalTime(), QLocale::ShortFormat);
    };
    const QString error = head.lastError.section(u'\n', 0, 0).trimmed();
    switch (head.state) {
    case RowState::Dead:
    case RowState::Superseded:
    case RowState::Archived:
        return error.isEmpty() ? CoreText::tr("dead (no error recorded)")
                               : CoreText::tr("dead: %1").arg(error);
    case RowState::InFlight:
        return CoreText::tr("in flight since %1").arg(at(head.inFlightSince()));
    case RowState::Pending:
        break;
    case RowState::Sent:
    case RowState::Unknown:
        return {};
    }
    if (head.nextAttemptAt.isValid() && head.nextAttemptAt > now)
        return error.isEmpty()
                   ? CoreText::tr("waiting for its retry at %1").arg(at(head.nextAttemptAt))
                   : CoreText::tr("waiting for its retry at %1 (attempt %2 failed: %3)")
                         .arg(at(head.nextAttemptAt))
                         .arg(head.attempts.value_or(0))
                         .arg(error);
    if (head.attempts.value_or(0) > 0 || !error.isEmpty())
        return CoreText::tr("due now, not taken yet (attempt %1 failed: %2)")
            .arg(head.attempts.value_or(0))
            .arg(error.isEmpty() ? CoreText::tr("no error recorded") : error);
    if (!table.description().changes.relay)
        return CoreText::tr("not attempted yet: ready since %1, waiting for %2 to deliver it")
            .arg(at(head.createdAt), table.description().title);
    return CoreText::tr("never tried: ready since %1, and no relay has taken it (is one running, "
                        "or paused?)")
        .arg(at(head.createdAt));
}

} // namespace outbox
