#pragma once

#include "connection/databasesession.h"
#include "query/filtersql.h"
#include "query/outboxreader.h"
#include "schema/outboxtable.h"

namespace outbox {

// Ordered delivery per key (docs/formats.md "Delivery order"): a row is delivered only when no
// older row (by created_at, then id) with the same key is still undelivered: ready (its retry may
// be waiting), in flight in any relay or another consumer, or dead. Rows of other keys are never
// held up. The rule is part of the claim's condition, so that it holds across batches, retries,
// restarts and any number of relays sharing the table (each claim sees every older row, locked
// or not).
enum class DeliveryOrdering { Key, None };

// "key" / "none"; anything else names the choices.
Result<DeliveryOrdering> parseDeliveryOrdering(const QString &text);
QString deliveryOrderingName(DeliveryOrdering ordering);

// Whether rows of the table are ordered per key under DeliveryOrdering::Key: FennFlow rows by
// aggregate_id (FennFlow's documented partition key), Vortos rows by the object keys they touch
// (orderingKeys()).
bool ordersByKey(const OutboxTable &table);
// The ordering key's column (FennFlow: aggregate_id); empty for Vortos (its keys are inside the
// payload) and when the table is not ordered.
QString orderingKeyColumn(const OutboxTable &table);
// What a key's rows are ordered by (then id): "created_at", or the position the writer's library
// numbers them with (TableAdapter::orderedByKey: gruelbox's seq).
QString keyPositionColumn(const OutboxTable &table);
// What the key is called in messages: "aggregate_id", or "object key" (translated).
QString orderingKeyName(const OutboxTable &table);
// A row's ordering keys as SQL expressions (row: the table's name or alias in the query).
// FennFlow: aggregate_id. Vortos: the object the row writes (put/delete key, copy/move target,
// promote permanent_key), then the source a move or promote deletes (source, temporary_key):
// NULL where the operation has none, or the payload lacks the field. Compared as stored.
QStringList orderingKeys(const OutboxTable &table, const SqlDialect &dialect, const QString &row);
// Whether a row has several ordering keys (Vortos: the object written and the source deleted).
bool severalKeysPerRow(const OutboxTable &table, const SqlDialect &dialect);

// The claim's term: no older undelivered row of the same key. The outer query reads the table
// under its own name (not an alias). Correlated; SQLite's claim (no row locks, small tables). On
// PostgreSQL a hash anti-join of this degenerates when one key holds many undelivered rows (the
// older rows of a key are searched row by row in one hash bucket: minutes at 300,000 rows).
SqlCondition olderRowOfKeyUndelivered(const OutboxTable &table, const SqlDialect &dialect);
// The same rule as a probe that PostgreSQL runs once per candidate row (never flattened into a
// join): the newest older undelivered row of the key, looked up backwards through an index on
// (key, created_at, id). For a few candidate rows (the claim's window), with that index. A
// Vortos row: one probe for each pair of its keys and the other row's (four).
SqlCondition olderRowOfKeyUndeliveredProbe(const OutboxTable &table, const SqlDialect &dialect);
// The same rule as "the row is the oldest undelivered row of its key", uncorrelated (computed once
// per statement: one read and sort of the undelivered rows, whatever their spread over keys):
// DISTINCT ON on PostgreSQL, a ranking on MySQL/MariaDB (whose nested loops would read the table
// again for every candidate row).
SqlCondition oldestUndeliveredOfKey(const OutboxTable &table, const SqlDialect &dialect);

// The rows a claim may take together in order per key, whatever the indexes: each key's ready
// run, the undelivered rows of the key from its head on up to the first that is not ready
// (ready: the claim's own condition, on rows read from `from`, the table under its own name with
// any join the condition needs). Rows of several keys (a Vortos move or promote) only where they
// head each of their keys, and nothing of a key behind one, so that the rows of one key are one
// lane's (DeliveryLanes). One ranking of the undelivered rows, oldest first; columns run_id (the
// id as text), run_key (the row's first key) and run_position (1: the key's head). A claim keeps
// of a key only the rows it could lock from the head on, without a gap (another relay may hold
// the head).
// How readyRuns() ranks beside the console's kept holds (KeyHolds, current: see
// relay/heldkeys.h).
struct RunRanking {
    // The name the outbox's holds are kept under. With it only the rows that can be delivered some
    // time (ready, waiting or in flight) are ranked, each beside the oldest dead row of its key the
    // kept holds name, if any: the dead rows are not read. Empty: every undelivered row is ranked.
    QString heldKeysOf;
    // The holds name no key (the table had no dead row when they were built): none is looked up.
    bool noneHeld = false;
    // With the holds: only the windowRows oldest rows that can be delivered some time are
    // ranked, in (created_at, id) order: one read of the oldest rows, as an unordered claim's,
    // not of every row, so that no index on the key is needed. Exact: every older row of a ranked
    // row's key (of either key, for a Vortos move) that may be delivered some time is in the
    // window too, and the older rows that cannot are the kept holds. Three more columns follow:
    // run_unready (0: the row is in a ready run), run_window (how many rows the window held; fewer
    // than asked: every such row was in it) and run_row (the id as the table has it), and the
    // window's first row is returned whether or not it is in a run. 0: no window.
    int windowRows = 0;
    // A scalar read beside the rows as the last column, run_currency (HeldKeys::currency(): the
    // holds' check, in the ranking's own view of the table). Empty: none.
    QString currency = {};
};
QString readyRuns(const OutboxTable &table, const SqlDialect &dialect, const SqlCondition &ready,
                  const QString &from, QVariantList *values, const RunRanking &ranking = {});

// One line per row and ordering key, as readyRuns() ranks them (a Vortos move, two lines): the key
// (a row without its first key is a key of its own, named by its id) and the condition that the
// row has that key (empty for the first). row: the table as the statement names it.
struct KeyBranch {
    QString key;
    QString keyed;
};
QList<KeyBranch> keyBranches(const OutboxTable &table, const SqlDialect &dialect,
                             const QString &row);

// "The row holds its key back": undelivered and not a parked dead row (row: the table's name or
// alias in the query; the status terms are unqualified, the nearest in scope).
SqlCondition holdsItsKeyBack(const OutboxTable &table, const SqlDialect &dialect,
                             const QString &row);

// The statements that create the indexes the in-order claim wants: (key, created_at, id) for
// each of a row's keys, on PostgreSQL and SQLite without the delivered rows (a key's history
// never slows a probe). FennFlow: one on aggregate_id. Vortos on PostgreSQL: two, on the
// expressions of orderingKeys(); none elsewhere (MariaDB has no index on an expression, and
// Vortos on SQLite has one relay).
QStringList orderingIndexStatements(const OutboxTable &table, const SqlDialect &dialect);
// Whether the table has them: the claim then probes each candidate's keys (a window of the
// oldest ready rows) instead of ranking every undelivered row.
bool hasOrderingIndexes(const OutboxTable &table);

// Ready rows that wait because an older row of their key is undelivered (its retry is waiting, it
// is in flight, or dead), and how many keys they belong to (the largest count of one status: a
// lower bound when several ready statuses are in use). One read of the undelivered rows.
struct HeldBack {
    qint64 rows = 0;
    qint64 keys = 0;
};
Result<HeldBack> countHeldBack(const DatabaseSession &session, const OutboxTable &table);
// "In order per key: 12 ready rows wait behind an older undelivered row of their key (3 keys)."
QString describeHeldBack(const HeldBack &held);

// Building blocks of the statements that read keys and their heads (blockedkeys.h):
// "and the row is not a parked dead row" (row: its name or alias in the query; " AND …", or empty
// without parked rows);
QString notParked(const OutboxTable &table, const SqlDialect &dialect, const QString &row);
// The table's raw dead statuses as SQL literals, for "status IN (…)": the vocabulary's own texts.
QString deadStatusList(const OutboxTable &table, const SqlDialect &d);
// "FROM … AS other WHERE other is a row of the outer row's key, older (or later) than it,
// undelivered and not parked" (match: the key comparison, when not the default one);
QString undeliveredOfSameKey(const OutboxTable &table, const SqlDialect &dialect, bool older,
                             QVariantList *values, const QString &match = {});
// the undelivered rows ranked by age within their key: ordering_id, ordering_status,
// ordering_key, ordering_rank (1: the key's head) and ordering_undelivered (rows of the key).
QString rankedUndelivered(const OutboxTable &table, const SqlDialect &dialect,
                          QVariantList *values);

} // namespace outbox
