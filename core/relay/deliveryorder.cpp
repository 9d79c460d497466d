#include "relay/deliveryorder.h"

#include "schema/deliverytable.h"
#include "schema/formatrows.h"
#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

#include <optional>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {
// The rows that hold their key back while undelivered: ready, in flight or dead, archived ones
// too (archive sets a row apart from the counts, not from the order); superseded ones do not.
const QList<RowState> kHoldsItsKey{RowState::Pending, RowState::InFlight, RowState::Dead,
                                   RowState::Archived};
} // namespace

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
    if (table.isAdapted())
        return table.adapter.orderedByKey;
    const FormatDescription &format = table.description();
    return format.orderingKeyInPayload ||
           (!format.orderingKeyColumn.isEmpty() && table.hasColumn(format.orderingKeyColumn));
}

QString orderingKeyColumn(const OutboxTable &table) {
    return ordersByKey(table) ? table.description().orderingKeyColumn : QString();
}

QString keyPositionColumn(const OutboxTable &table) {
    return table.isAdapted() && table.adapter.hasColumn(u"key_position"_s) ? u"key_position"_s
                                                                           : u"created_at"_s;
}

QString orderingKeyName(const OutboxTable &table) {
    if (!ordersByKey(table))
        return {};
    return table.description().rows->orderingKeyName();
}

QStringList orderingKeys(const OutboxTable &table, const SqlDialect &d, const QString &row) {
    const QString prefix = row.isEmpty() ? QString() : row + u'.'; // empty: an index's own
    return table.description().rows->orderingKeys(d, prefix);
}

// "and the row (row: the table's name or alias in the query) is not a parked dead row": a parked
// row no longer holds its key back while it stays dead. Set back to ready by anything else (the
// framework's own retry, SQL by hand), it holds its key again though its parked entry remains.
// Empty when the table has no parked rows.
QString deadStatusList(const OutboxTable &table, const SqlDialect &d) {
    QStringList dead;
    for (const QString &status : table.vocabulary.rawStatusesOf(RowState::Dead))
        dead.append(d.textLiteral(status)); // the vocabulary's own texts
    return dead.join(u", "_s);
}

QString notParked(const OutboxTable &table, const SqlDialect &d, const QString &row) {
    if (!table.hasParkedRows)
        return {};
    const QString parked = d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName));
    return u" AND (%1.%2 NOT IN (%3) OR NOT EXISTS (SELECT 1 FROM %4 WHERE %4.%5 = %1.%6))"_s.arg(
        row, d.quoteIdentifier(u"status"_s), deadStatusList(table, d), parked,
        d.quoteIdentifier(u"outbox_id"_s), d.quoteIdentifier(u"id"_s));
}

namespace {

// "Rows a and b (names or aliases in the query) share an ordering key": for a Vortos row, any of
// its keys is one of the other's.
QString sharesAKey(const OutboxTable &table, const SqlDialect &d, const QString &a,
                   const QString &b) {
    const QStringList ofA = orderingKeys(table, d, a);
    const QStringList ofB = orderingKeys(table, d, b);
    if (ofA.size() == 1 && ofB.size() == 1)
        return ofA.constFirst() + u" = "_s + ofB.constFirst();
    QStringList any;
    for (const QString &key : ofA)
        any.append(u"%1 IN (%2)"_s.arg(key, ofB.join(u", "_s)));
    return u'(' + any.join(u" OR "_s) + u')';
}

} // namespace

// "FROM … AS other WHERE other is a row of the outer row's key, older (or later) than it by
// its position in the key (keyPositionColumn()), then id, undelivered and not parked": the inner
// half of the claim's rule and of the count of the rows behind a parked row. The outer query reads
// the rows as rowSource() names them.
QString undeliveredOfSameKey(const OutboxTable &table, const SqlDialect &d, bool older,
                             QVariantList *values, const QString &match) {
    const QString other = d.quoteIdentifier(older ? u"ordering_older"_s : u"ordering_later"_s);
    const QString outer = sourceName(table, d);
    const QString created = d.quoteIdentifier(keyPositionColumn(table));
    const QString id = d.quoteIdentifier(u"id"_s);
    const QString before = older ? u"<"_s : u">"_s;
    // The undelivered statuses, on the inner row (its columns are the nearest in scope).
    const SqlCondition undelivered = stateCondition(table, d, kHoldsItsKey);
    *values = undelivered.values;
    // On PostgreSQL as a row comparison, which an index on (key, created_at, id) starts a scan at.
    const QString order = d.kind() == DatabaseKind::PostgreSQL
                              ? u"(%1.%2, %1.%3) %4 (%5, %6)"_s
                              : u"(%1.%2 %4 %5 OR (%1.%2 = %5 AND %1.%3 %4 %6))"_s;
    return u"FROM %1 WHERE %2 AND "_s.arg(rowSourceAs(table, d, other),
                                          match.isEmpty() ? sharesAKey(table, d, other, outer)
                                                          : match) +
           order.arg(other, created, id, before, outer + u'.' + created, outer + u'.' + id) +
           u" AND "_s + undelivered.terms.join(u" AND "_s) + notParked(table, d, other);
}

bool severalKeysPerRow(const OutboxTable &table, const SqlDialect &d) {
    return orderingKeys(table, d, {}).size() > 1;
}

namespace {

SqlCondition firstInEachOfItsKeys(const OutboxTable &table, const SqlDialect &d);

// The claim's condition where rows do not have one key each: none for a table not delivered in
// order per key, one ranking for rows of several keys (firstInEachOfItsKeys()); nullopt for rows
// of one key, which are checked per key.
std::optional<SqlCondition> unlessOneKeyPerRow(const OutboxTable &table, const SqlDialect &d) {
    if (!ordersByKey(table))
        return SqlCondition();
    if (severalKeysPerRow(table, d))
        return firstInEachOfItsKeys(table, d);
    return std::nullopt;
}

// "No older undelivered row of the key", written as shape (%1: the FROM … WHERE of those rows).
// Rows of several keys are checked by one ranking instead (firstInEachOfItsKeys()): a correlated
// check would read every older undelivered row's payload again for each candidate.
SqlCondition noOlderUndelivered(const OutboxTable &table, const SqlDialect &d,
                                const QString &shape) {
    if (auto other = unlessOneKeyPerRow(table, d))
        return *other;
    SqlCondition condition;
    QVariantList values;
    const QString older = undeliveredOfSameKey(table, d, true, &values);
    condition.add(shape.arg(older), values);
    return condition;
}

} // namespace

SqlCondition olderRowOfKeyUndelivered(const OutboxTable &table, const SqlDialect &d) {
    return noOlderUndelivered(table, d, u"NOT EXISTS (SELECT 1 %1)"_s);
}

SqlCondition olderRowOfKeyUndeliveredProbe(const OutboxTable &table, const SqlDialect &d) {
    // A scalar subquery with ORDER BY … LIMIT stays a per-row probe (an EXISTS would be planned
    // as an anti-join); newest first, so that for any row but a key's head the probe stops at the
    // row just before it, and sent rows of the key are passed only between the two.
    const QString other = d.quoteIdentifier(u"ordering_older"_s);
    const QString shape =
        u"(SELECT 1 %1 ORDER BY "_s +
        u"%1.%2 DESC, %1.%3 DESC LIMIT 1) IS NULL"_s.arg(other, d.quoteIdentifier(u"created_at"_s),
                                                         d.quoteIdentifier(u"id"_s));
    if (!severalKeysPerRow(table, d))
        return noOlderUndelivered(table, d, shape);
    // One probe per pair of keys, each through the index on the other row's key (an OR of the
    // pairs would be one scan of both indexes, not a probe that stops at the first row).
    SqlCondition condition;
    const QStringList theirs = orderingKeys(table, d, other);
    const QStringList ours = orderingKeys(table, d, d.qualified(table.name));
    for (const QString &their : theirs) {
        for (const QString &our : ours) {
            QVariantList values;
            const QString older =
                undeliveredOfSameKey(table, d, true, &values, their + u" = "_s + our);
            condition.add(shape.arg(older), values);
        }
    }
    return condition;
}

SqlCondition holdsItsKeyBack(const OutboxTable &table, const SqlDialect &d, const QString &row) {
    SqlCondition condition = stateCondition(table, d, kHoldsItsKey);
    if (const QString parked = notParked(table, d, row); !parked.isEmpty())
        condition.add(parked.mid(int(qstrlen(" AND ")))); // notParked() starts with " AND "
    return condition;
}

QStringList orderingIndexStatements(const OutboxTable &table, const SqlDialect &d) {
    // Without the delivered rows, where the database can: a key's history never lengthens a probe.
    const QString undelivered = u"%1 <> %2"_s.arg(d.quoteIdentifier(u"status"_s),
                                                  d.textLiteral(table.vocabulary.sentStatus()));
    const FormatDescription &format = table.description();
    if (!format.orderingKeyInPayload) {
        const QString key = format.orderingKeyColumn;
        return {d.createIndexStatement(table.name,
                                       u"idx_%1_%2_created_at"_s.arg(table.name.name, key),
                                       {key, u"created_at"_s, u"id"_s}, undelivered)};
    }
    if (d.kind() != DatabaseKind::PostgreSQL)
        return {};
    // The key expressions exactly as the claim writes them (unqualified): the planner uses an
    // index on an expression only for that same expression.
    const QStringList keys = orderingKeys(table, d, {});
    const QStringList names = format.rows->orderingKeyIndexNames();
    QStringList statements;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QString name = u"idx_%1_ordering_%2"_s.arg(table.name.name, names.at(i));
        // An index of that name made by an earlier advice is on the unguarded payload read,
        // which the claim no longer writes: replaced.
        statements.append(u"DROP INDEX CONCURRENTLY IF EXISTS %1;"_s.arg(
            d.qualified(TableName{table.name.schema, name})));
        statements.append(d.createIndexStatement(
            table.name, name, {u'(' + keys.at(i) + u')', u"created_at"_s, u"id"_s}, undelivered));
    }
    return statements;
}

bool hasOrderingIndexes(const OutboxTable &table) {
    return table.description().orderingKeyInPayload ? table.hasObjectKeyIndexes
                                                    : table.hasAggregateIdIndex;
}

namespace {

// The ordering key as rows are grouped by it: on PostgreSQL in byte order (grouping needs only
// equality, and "C" sorts several times faster than a language's collation).
QString groupingKey(const OutboxTable &table, const SqlDialect &d) {
    const QString key = d.quoteIdentifier(orderingKeyColumn(table));
    return d.kind() == DatabaseKind::PostgreSQL ? key + u" COLLATE \"C\""_s : key;
}

} // namespace

// The undelivered rows' ids and statuses, ranked by age within their key (1: the key's head),
// with the number of undelivered rows of the key. Parked rows are not among them.
QString rankedUndelivered(const OutboxTable &table, const SqlDialect &d, QVariantList *values) {
    const SqlCondition undelivered = stateCondition(table, d, kHoldsItsKey);
    const QString source = sourceName(table, d);
    const QStringList keys = orderingKeys(table, d, source);
    if (keys.size() > 1) {
        // A row of several keys (Vortos) is ranked in each: one line per row and key. A key
        // that repeats an earlier one of the row (a move onto itself) is left out, so that no
        // row waits behind itself.
        QStringList branches;
        values->clear();
        for (qsizetype i = 0; i < keys.size(); ++i) {
            const QString repeat =
                i == 0 ? QString()
                       : u" AND (%1 IS NULL OR %2 <> %1)"_s.arg(keys.constFirst(), keys.at(i));
            branches.append(u"SELECT %1 AS ordering_id, %2 AS ordering_status, %3 AS "
                            u"ordering_created, %4 AS ordering_key FROM %5%6%7%8"_s.arg(
                                d.quoteIdentifier(u"id"_s), d.exactText(u"status"_s),
                                d.quoteIdentifier(u"created_at"_s), keys.at(i), source,
                                undelivered.whereClause(), notParked(table, d, source), repeat));
            *values += undelivered.values;
        }
        const QString key = d.kind() == DatabaseKind::PostgreSQL ? u"ordering_key COLLATE \"C\""_s
                                                                 : u"ordering_key"_s;
        return u"SELECT ordering_id, ordering_status, ordering_key, ROW_NUMBER() OVER (PARTITION "
               u"BY %1 ORDER BY ordering_created, ordering_id) AS ordering_rank, COUNT(*) OVER "
               u"(PARTITION BY %1) AS ordering_undelivered FROM (%2) AS ordering_keyed WHERE "
               u"ordering_key IS NOT NULL"_s.arg(key, branches.join(u" UNION ALL "_s));
    }
    *values = undelivered.values;
    // Another library's rows without a key (gruelbox's unordered entries) are in no key.
    const QString key = d.quoteIdentifier(orderingKeyColumn(table));
    const QString keyed = table.isAdapted() ? u" AND %1 IS NOT NULL"_s.arg(key) : QString();
    return u"SELECT %1 AS ordering_id, %2 AS ordering_status, %3 AS ordering_key, ROW_NUMBER() "
           u"OVER (PARTITION BY %4 ORDER BY %5, %1) AS ordering_rank, COUNT(*) OVER (PARTITION BY "
           u"%4) AS ordering_undelivered FROM %6%7%8%9"_s.arg(
               d.quoteIdentifier(u"id"_s), d.exactText(u"status"_s), key, groupingKey(table, d),
               d.quoteIdentifier(keyPositionColumn(table)), rowSource(table, d, false),
               undelivered.whereClause(), notParked(table, d, source), keyed);
}

QList<KeyBranch> keyBranches(const OutboxTable &table, const SqlDialect &d, const QString &row) {
    const QStringList keys = orderingKeys(table, d, row);
    const QString idText = d.textOfExpression(row + u'.' + d.quoteIdentifier(u"id"_s));
    QList<KeyBranch> branches;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (i == 0) {
            branches.append({u"COALESCE(%1, %2)"_s.arg(keys.constFirst(), idText), QString()});
            continue;
        }
        // A key that repeats the row's first (a move onto itself) is left out.
        branches.append({keys.at(i), u" AND %2 IS NOT NULL AND (%1 IS NULL OR %2 <> %1)"_s.arg(
                                         keys.constFirst(), keys.at(i))});
    }
    return branches;
}

namespace {
// The rows that can be delivered some time: ready, waiting for their next attempt, or in flight.
const QList<RowState> kDeliverable{RowState::Pending, RowState::InFlight};
} // namespace

QString readyRuns(const OutboxTable &table, const SqlDialect &d, const SqlCondition &ready,
                  const QString &from, QVariantList *values, const RunRanking &ranking) {
    const bool kept = !ranking.heldKeysOf.isEmpty();
    const SqlCondition undelivered = stateCondition(table, d, kept ? kDeliverable : kHoldsItsKey);
    const QString source = d.qualified(table.name);
    const QStringList keys = orderingKeys(table, d, source);
    // A row of two different keys (the object written and the source deleted).
    const QString twoKeys =
        keys.size() > 1
            ? u"CASE WHEN %1 IS NOT NULL AND %2 IS NOT NULL AND %2 <> %1 THEN 1 ELSE 0 END"_s.arg(
                  keys.at(0), keys.at(1))
            : u"0"_s;
    // With kept holds, a row behind the oldest dead row of its key is not ready either (in a
    // subquery: the ready condition names the table's columns unqualified).
    const auto notReady = [&](const QString &branchKey) {
        QString beforeHeld;
        if (kept && !ranking.noneHeld) {
            const QString hold = d.quoteIdentifier(u"run_hold"_s);
            const QString rowCreated = d.column(table.name, u"created_at"_s);
            const QString rowId = d.column(table.name, u"id"_s);
            const QString keyed = u"%1.outbox_table = ? AND %1.ordering_key = %2"_s.arg(
                hold, KeyHolds::keptKey(d.kind(), branchKey));
            if (d.kind() == DatabaseKind::MySQL) {
                // The held row's time is kept: its id compares in a binary collation, which the
                // outbox's own key cannot serve.
                beforeHeld =
                    u" AND NOT EXISTS (SELECT 1 FROM %1 AS %2 WHERE %3 AND (%2.held_created "
                    u"< %4 OR (%2.held_created = %4 AND %2.row_id < %5)))"_s.arg(
                        d.quoteIdentifier(QString::fromLatin1(KeyHolds::kName)), hold, keyed,
                        rowCreated, rowId);
            } else {
                const QString held = d.quoteIdentifier(u"run_held"_s);
                const QString heldCreated = held + u'.' + d.quoteIdentifier(u"created_at"_s);
                const QString heldId = held + u'.' + d.quoteIdentifier(u"id"_s);
                const QString older =
                    d.kind() == DatabaseKind::PostgreSQL
                        ? u"(%1, %2) < (%3, %4)"_s.arg(heldCreated, heldId, rowCreated, rowId)
                        : u"(%1 < %3 OR (%1 = %3 AND %2 < %4))"_s.arg(heldCreated, heldId,
                                                                      rowCreated, rowId);
                beforeHeld = u" AND NOT EXISTS (SELECT 1 FROM %1 AS %2 JOIN %3 AS %4 ON %5 = "
                             u"%2.row_id WHERE %6 AND %7)"_s.arg(
                                 d.quoteIdentifier(QString::fromLatin1(KeyHolds::kName)), hold,
                                 source, held, heldId, keyed, older);
            }
        }
        return u"CASE WHEN %1%2 THEN 0 ELSE 1 END"_s.arg(ready.terms.join(u" AND "_s), beforeHeld);
    };
    // Each row once per key. A row without its first key (a payload without the field,
    // dead-lettered when tried) is a key of its own, named by its id.
    const QString id = d.column(table.name, u"id"_s);
    const QString idText = d.textOfExpression(id);
    const QString created = d.column(table.name, u"created_at"_s);
    // With the holds, rows of several keys are ranked within a window of the oldest rows that may
    // be delivered some time, read once per key (each key's line joins it by id): exact for the
    // same reason as for rows of one key, as every older row sharing either key is older.
    const bool windowed = keys.size() > 1 && kept && ranking.windowRows > 0;
    const QString oldest =
        windowed ? u" JOIN (SELECT %1 AS run_window_id FROM %2%3%4 ORDER BY %5, %1%6) AS "
                   u"run_window ON %1 = run_window.run_window_id"_s.arg(
                       id, from, undelivered.whereClause(), notParked(table, d, source), created,
                       d.limitClause(ranking.windowRows))
                 : QString();
    QStringList branches;
    values->clear();
    const QList<KeyBranch> keyed = keyBranches(table, d, source);
    for (qsizetype i = 0; i < keyed.size(); ++i) {
        branches.append(u"SELECT %1 AS run_id, %2 AS run_sort_id, %3 AS run_key, %4 AS "
                        u"run_created, %5 AS run_branch, %6 AS run_not_ready, %7 AS run_two_keys "
                        u"FROM %8%9%10"_s.arg(idText, id, keyed.at(i).key, created)
                            .arg(i)
                            .arg(notReady(keyed.at(i).key), twoKeys, from + oldest,
                                 undelivered.whereClause(),
                                 notParked(table, d, source) + keyed.at(i).keyed));
        *values += ready.values;
        if (kept && !ranking.noneHeld)
            values->append(ranking.heldKeysOf);
        if (windowed)
            *values += undelivered.values;
        *values += undelivered.values;
    }
    const QString key =
        d.kind() == DatabaseKind::PostgreSQL ? u"run_key COLLATE \"C\""_s : u"run_key"_s;
    const QString window = u"OVER (PARTITION BY %1 ORDER BY run_created, run_sort_id)"_s.arg(key);
    const QString currency =
        ranking.currency.isEmpty() ? QString() : u", "_s + ranking.currency + u" AS run_currency"_s;
    if (keys.size() == 1 && kept && ranking.windowRows > 0) {
        // The oldest rows that may be delivered some time, ranked within their keys: the first
        // row always, so that the caller learns how many the window held.
        return u"SELECT %1, run_key, run_position, run_unready, run_window, run_sort_id AS "
               u"run_row%7 FROM (SELECT "
               u"run_sort_id, run_key, run_created, ROW_NUMBER() %2 AS run_position, "
               u"SUM(run_not_ready) %2 AS run_unready, COUNT(*) OVER () AS run_window, "
               u"ROW_NUMBER() "
               u"OVER (ORDER BY run_created, run_sort_id) AS run_nth FROM (%3 ORDER BY %4, %5%6) "
               u"AS "
               u"run_keyed) AS run_placed WHERE run_unready = 0 OR run_nth = 1 ORDER BY "
               u"run_created, "
               u"run_sort_id"_s.arg(d.textOfExpression(u"run_sort_id"_s), window,
                                    branches.constFirst(), d.column(table.name, u"created_at"_s),
                                    id, d.limitClause(ranking.windowRows), currency);
    }
    if (keys.size() == 1) {
        // One key a row (FennFlow): the rows in its run, nothing to group; the ids as text only
        // for the rows read.
        return u"SELECT %1, run_key, run_position%4 FROM (SELECT run_sort_id, run_key, "
               u"run_created, "
               u"ROW_NUMBER() %2 AS run_position, SUM(run_not_ready) %2 AS run_unready FROM (%3) "
               u"AS run_keyed) AS run_placed WHERE run_unready = 0 ORDER BY run_created, "
               u"run_sort_id"_s.arg(d.textOfExpression(u"run_sort_id"_s), window,
                                    branches.constFirst(), currency);
    }
    // Per row and key: its place in the key, whether it or an older row is not ready, and whether
    // an older row has two keys. (The order ties nowhere: the running sums' default frame ends at
    // the row itself.)
    const QString placed =
        u"SELECT run_id, run_sort_id, run_key, run_created, run_branch, run_two_keys, "
        u"ROW_NUMBER() %1 AS run_position, SUM(run_not_ready) %1 AS run_unready, "
        u"SUM(run_two_keys) %1 - run_two_keys AS run_two_keys_before FROM (%2) AS run_keyed"_s.arg(
            window, branches.join(u" UNION ALL "_s));
    // A row is in its keys' runs when in each of them nothing before it, nor itself, is not
    // ready, no row of two keys is before it, and a row of two keys heads the key.
    // (PostgreSQL has no MIN() of a uuid: the row's id and time are grouped by.)
    const QString unready = u"MAX(CASE WHEN run_unready = 0 AND run_two_keys_before = 0 AND "
                            u"(run_two_keys = 0 OR run_position = 1) THEN 0 ELSE 1 END)"_s;
    const QString firstKey = u"MAX(CASE WHEN run_branch = 0 THEN run_key END) AS run_key, MAX(CASE "
                             u"WHEN run_branch = 0 THEN run_position END) AS run_position"_s;
    const QString grouped =
        u" FROM (%1) AS run_placed GROUP BY run_id, run_sort_id, run_created"_s.arg(placed);
    if (windowed) {
        // The window's columns (RunRanking::windowRows), its first row whatever its run.
        return u"SELECT run_id, run_key, run_position, run_unready, run_window, run_row%1 FROM "
               u"(SELECT run_id, %2, %3 AS run_unready, COUNT(*) OVER () AS run_window, "
               u"run_sort_id AS run_row, run_created, ROW_NUMBER() OVER (ORDER BY run_created, "
               u"run_sort_id) AS run_nth%4) AS run_rows WHERE run_unready = 0 OR run_nth = 1 "
               u"ORDER BY run_created, run_row"_s.arg(currency, firstKey, unready, grouped);
    }
    return u"SELECT run_id, %1%2%3 HAVING %4 = 0 ORDER BY run_created, run_sort_id"_s.arg(
        firstKey, currency, grouped, unready);
}

namespace {

// For rows of several keys (Vortos): "the row is behind no older undelivered row in any of its
// keys", uncorrelated: one ranking of the undelivered rows per statement, whatever the claim.
// Each row's keys are read out of its payload once a statement; no index on them is needed.
SqlCondition firstInEachOfItsKeys(const OutboxTable &table, const SqlDialect &d) {
    SqlCondition condition;
    QVariantList values;
    const QString ranked = rankedUndelivered(table, d, &values);
    const QString id = d.column(table.name, u"id"_s);
    // PostgreSQL: an anti-join (a NOT IN past work_mem would scan the list for every row).
    condition.add(
        d.kind() == DatabaseKind::PostgreSQL
            ? u"NOT EXISTS (SELECT 1 FROM (%2) AS ordering_behind WHERE "
              u"ordering_behind.ordering_rank > 1 AND ordering_behind.ordering_id = %1)"_s.arg(
                  id, ranked)
            : u"%1 NOT IN (SELECT ordering_id FROM (%2) AS ordering_behind WHERE "
              u"ordering_rank > 1)"_s.arg(id, ranked),
        values);
    return condition;
}

} // namespace

SqlCondition oldestUndeliveredOfKey(const OutboxTable &table, const SqlDialect &d) {
    if (auto other = unlessOneKeyPerRow(table, d))
        return *other;
    SqlCondition condition;
    QVariantList values;
    if (d.kind() == DatabaseKind::PostgreSQL) {
        // Each key's first row in (key, created_at, id) order: one sort of the undelivered rows,
        // by the key's bytes (equality is all the grouping needs; "C" sorts faster than a
        // language's collation).
        const SqlCondition undelivered = stateCondition(table, d, kHoldsItsKey);
        const QString key = groupingKey(table, d);
        condition.add(u"%1 IN (SELECT DISTINCT ON (%2) %3 FROM %4%5%6 ORDER BY %2, %7, %3)"_s.arg(
                          d.column(table.name, u"id"_s), key, d.quoteIdentifier(u"id"_s),
                          d.qualified(table.name), undelivered.whereClause(),
                          notParked(table, d, d.qualified(table.name)),
                          d.quoteIdentifier(u"created_at"_s)),
                      undelivered.values);
        return condition;
    }
    const QString ranked = rankedUndelivered(table, d, &values);
    condition.add(
        u"%1 IN (SELECT ordering_id FROM (%2) AS ordering_heads WHERE ordering_rank = 1)"_s.arg(
            d.column(table.name, u"id"_s), ranked),
        values);
    return condition;
}

Result<HeldBack> countHeldBack(const DatabaseSession &session, const OutboxTable &table) {
    HeldBack held;
    if (!ordersByKey(table))
        return held;
    const SqlDialect &d = session.dialect();
    QVariantList values;
    const QString ranked = rankedUndelivered(table, d, &values);
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    // Rows once each (a Vortos row can wait in two keys).
    q.prepare(u"SELECT ordering_status, COUNT(DISTINCT ordering_id), COUNT(DISTINCT ordering_key) "
              u"FROM (%1) AS "
              u"ordering_heads WHERE ordering_rank > 1 GROUP BY ordering_status"_s.arg(ranked));
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Counting the rows held back failed: %1").arg(q.lastError().text()));
    while (q.next()) {
        if (table.vocabulary.stateOf(q.value(0).toString()) != RowState::Pending)
            continue; // in flight or dead behind their head: not waiting to be claimed
        held.rows += q.value(1).toLongLong();
        held.keys = qMax(held.keys, q.value(2).toLongLong());
    }
    return held;
}

QString describeHeldBack(const HeldBack &held) {
    return CoreText::tr("In order per key: %n ready row(s) wait behind an older undelivered row of "
                        "their key (%1 key(s)).",
                        nullptr, int(qMin<qint64>(held.rows, INT_MAX)))
        .arg(held.keys);
}

} // namespace outbox
