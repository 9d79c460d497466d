#include "relay/claimquery.h"

#include "query/filtersql.h"
#include "relay/deliveryorder.h"
#include "relay/heldkeys.h"
#include "relay/preparedstatements.h"
#include "schema/deliverytable.h"
#include "util/coretr.h"

#include <QLoggingCategory>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcRelay)

namespace outbox {

namespace {

// One claim: the parts of its statements, and the rows claimed so far.
class Claim {
public:
    Claim(DatabaseSession &session, const OutboxTable &table, const RelaySettings &settings,
          PreparedStatements &statements, HeldKeys &holds, bool deliveryTable, const QDateTime &at,
          QHash<QString, int> &previousAttempts);

    Result<QList<OutboxRow>> run();

private:
    using Runs = QHash<QString, QStringList>; // key → the ready rows right after its head

    // Where a locking read locks only the rows it returns (PostgreSQL, SQLite).
    Status claimLockingReturnedRows();
    // The same in order per key on PostgreSQL with the indexes that make a row's key a probe.
    Status claimFromWindowFirst();
    // Where a locking read locks every row it examines (InnoDB).
    Status claimFromUnlockedWindow();
    // In order per key from one ranking of the undelivered rows: each key's ready run.
    Status claimReadyRuns();
    // The same on PostgreSQL with the kept holds, for rows of one key each: the heads of a window
    // of the oldest rows ranked and locked in one statement, which reads whether the holds are
    // current beside them; their runs from claimReadyRuns() when they leave room.
    Status claimWindowHeads();
    // The name readyRuns() reads the kept holds under, current (rebuilt when they were not), or
    // empty: every undelivered row is ranked.
    Result<QString> currentHolds();

    // A column a claim's statement reads beside the rows (its SQL and values), and what it read.
    struct Trailing {
        QString column;
        QVariantList values;
        QVariant read;
    };
    Status readRows(const QString &sql, const QVariantList &values, Trailing *trailing = nullptr);
    // Locks the rows of these ids that are still ready (skipping rows others hold) and reads
    // them.
    Status claimIds(const QStringList &ids);
    // Locks the ids of up to `limit` of the oldest rows that meet `condition` and reads those
    // rows, in one statement.
    Status claimWhere(const SqlCondition &condition, int limit, Trailing *trailing = nullptr);
    // The heads claimed from m_rows[firstHead] on bring their runs.
    Status claimRuns(qsizetype firstHead);
    Result<Runs> readRuns(const QStringList &keys, const QHash<QString, QString> &headOf,
                          qsizetype budget);
    Status lockRuns(const QStringList &keys, const Runs &runs, const QStringList &candidates);

    const SqlDialect &m_dialect;
    const OutboxTable &m_table;
    PreparedStatements &m_statements;
    HeldKeys &m_holds;
    QHash<QString, int> &m_previousAttempts;
    const OutboxReader m_reader;
    const int m_batch;
    const bool m_byKey; // in order per key (RelaySettings::ordering)
    // In order per key on PostgreSQL, where a key's head brings its run.
    const bool m_ordered;
    const QString m_qualified; // the table's name in statements
    QString m_from;
    QString m_extra; // what the select list reads of the delivery table
    SqlCondition m_where;
    SqlCondition m_ready; // m_where without the order per key
    QString m_locking;
    QString m_id;
    QString m_order;
    QList<OutboxRow> m_rows;
};

Claim::Claim(DatabaseSession &session, const OutboxTable &table, const RelaySettings &settings,
             PreparedStatements &statements, HeldKeys &holds, bool deliveryTable,
             const QDateTime &at, QHash<QString, int> &previousAttempts)
    : m_dialect(session.dialect())
    , m_table(table)
    , m_statements(statements)
    , m_holds(holds)
    , m_previousAttempts(previousAttempts)
    , m_reader(session, table)
    , m_batch(settings.batchSize)
    , m_byKey(settings.ordering == DeliveryOrdering::Key)
    , m_ordered(m_byKey && ordersByKey(table) && m_dialect.kind() == DatabaseKind::PostgreSQL)
    , m_qualified(m_dialect.qualified(table.name)) {
    const SqlDialect &d = m_dialect;
    const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
    m_where = stateCondition(m_table, d, {RowState::Pending});
    m_from = m_qualified;
    const FormatDescription &format = m_table.description();
    if (!format.deliveryStateInConsoleTable) { // the row's own next attempt
        const QString next = d.quoteIdentifier(format.rowDeliveryColumns.nextAttemptAt);
        m_where.add(u"(%1 IS NULL OR %1 <= ?)"_s.arg(next),
                    {d.timestampValue(format.wholeSecondTimes ? wholeSeconds(at) : at,
                                      m_table.timestamps)});
    } else if (deliveryTable) {
        m_from += u" LEFT JOIN %1 ON %1.%2 = %3"_s.arg(side, d.quoteIdentifier(u"outbox_id"_s),
                                                       d.column(m_table.name, u"id"_s));
        m_where.add(
            u"(%1.%2 IS NULL OR %1.%2 <= ?)"_s.arg(side, d.quoteIdentifier(u"next_attempt_at"_s)),
            {d.timestampValue(at, deliveryTimestampStorage(m_table.timestamps))});
        m_extra = u", %1.%2"_s.arg(side, d.quoteIdentifier(u"attempts"_s));
    }
    // In order per key: only rows no older undelivered row of their key waits before. Checked
    // when the candidates are chosen; locking a chosen row by id re-checks only that it is ready
    // (an older row of its key cannot appear later: writers insert rows created now).
    m_ready = m_where;
    if (m_byKey)
        m_where.append(d.kind() == DatabaseKind::SQLite ? olderRowOfKeyUndelivered(m_table, d)
                                                        : oldestUndeliveredOfKey(m_table, d));
    if (d.supportsSkipLocked()) {
        m_locking =
            deliveryTable && d.kind() == DatabaseKind::PostgreSQL
                ? u" FOR UPDATE OF %1 SKIP LOCKED"_s.arg(d.quoteIdentifier(m_table.name.name))
                : u" FOR UPDATE SKIP LOCKED"_s;
    }
    m_id = d.column(m_table.name, u"id"_s);
    m_order = u" ORDER BY %1, %2"_s.arg(d.column(m_table.name, u"created_at"_s), m_id);
}

Result<QList<OutboxRow>> Claim::run() {
    // In order per key, a key's run is claimed with its head: from one ranking of the
    // undelivered rows on MySQL/MariaDB and SQLite; on PostgreSQL without the advised indexes for
    // rows of several keys (Vortos: its ranking of the heads alone took 20 times as long) and
    // where the console keeps the holds (a window of the oldest rows, readyRuns()); on PostgreSQL
    // otherwise behind the heads its claim locks in one statement (claimLockingReturnedRows()).
    // With the advised indexes and the holds, the probes of a window: ranking the window instead
    // was faster with one relay (1.01 of pgbench's raw rate against 0.72) and slower with four
    // relays refused now and then (16-19 s against 11-12 s in tst_crashsafety).
    const bool byRanking = m_byKey && ordersByKey(m_table) &&
                           (m_dialect.kind() != DatabaseKind::PostgreSQL ||
                            (!hasOrderingIndexes(m_table) &&
                             (severalKeysPerRow(m_table, m_dialect) || m_holds.enabled())));
    const bool windowHeads = byRanking && m_dialect.kind() == DatabaseKind::PostgreSQL &&
                             !severalKeysPerRow(m_table, m_dialect);
    const Status claimed = windowHeads                          ? claimWindowHeads()
                           : byRanking                          ? claimReadyRuns()
                           : m_dialect.locksRowsBeforeSorting() ? claimFromUnlockedWindow()
                                                                : claimLockingReturnedRows();
    if (!claimed)
        return claimed.error();
    return m_rows;
}

Status Claim::readRows(const QString &sql, const QVariantList &values, Trailing *trailing) {
    auto read = m_statements.run(sql, values);
    if (!read)
        return Error::failed(CoreText::tr("Claiming rows failed: %1").arg(read.error().message));
    const int trailingAt = OutboxReader::kSelectListColumns + (m_extra.isEmpty() ? 0 : 1);
    for (QSqlQuery *q = *read; q->next();) {
        OutboxRow row = m_reader.readRow(*q);
        if (!m_extra.isEmpty())
            m_previousAttempts.insert(row.id, q->value(OutboxReader::kSelectListColumns).toInt());
        if (trailing)
            trailing->read = q->value(trailingAt);
        m_rows.append(row);
    }
    (*read)->finish();
    return Done{};
}

Status Claim::claimIds(const QStringList &ids) {
    const SqlDialect &d = m_dialect;
    SqlCondition byId = m_ready;
    byId.add(d.idInCondition(u"id"_s, m_table.idStorage, ids.size())
                 .replace(d.quoteIdentifier(u"id"_s), m_id),
             d.idInValues(ids));
    return readRows(u"SELECT %1%2 FROM %3%4%5"_s.arg(m_reader.selectList(), m_extra, m_from,
                                                     byId.whereClause(), m_locking),
                    byId.values);
}

Status Claim::claimWhere(const SqlCondition &condition, int limit, Trailing *trailing) {
    QVariantList values = condition.values;
    if (trailing)
        values += trailing->values;
    return readRows(u"WITH claimed AS (SELECT %1 AS claimed_id FROM %2%3%4%5%6) SELECT "
                    u"%7%8 FROM %2 WHERE %1 IN (SELECT claimed_id FROM claimed)%4"_s.arg(
                        m_id, m_from, condition.whereClause(), m_order,
                        m_dialect.limitClause(limit), m_locking, m_reader.selectList(),
                        m_extra + (trailing ? u", "_s + trailing->column : QString())),
                    values, trailing);
}

Status Claim::claimLockingReturnedRows() {
    // PostgreSQL locks only the rows a locking read returns: lock the ids of a batch of the
    // oldest ready rows and read those rows, in one statement (reading every ready row's
    // text columns and payload before the sort cost ~20 ms a batch at 20,000 ready rows).
    if (m_ordered && hasOrderingIndexes(m_table))
        return claimFromWindowFirst();
    if (auto read = claimWhere(m_where, m_batch); !read)
        return read;
    // In order per key, the heads leave room: their runs fill it (a hot key's backlog went a row a
    // batch). Rows of distinct keys fill the batch with heads, and no ranking is read.
    if (m_ordered && m_rows.size() < m_batch)
        return claimReadyRuns();
    return Done{};
}

Status Claim::claimFromWindowFirst() {
    // In order per key on PostgreSQL with the advised index on (aggregate_id, created_at,
    // id), or Vortos's two on its object keys: a window of the oldest ready rows, a few batches
    // deep, is claimed from first, each of its rows checked by a probe of that index. The rule
    // over the whole table sorts every undelivered row by key instead. Only when the window
    // comes back short (its rows wait behind older rows of their keys, other relays hold them,
    // or few rows are ready) is the whole table looked at, so that a key blocked by a dead row
    // never starves the keys behind it. (The window is read once, as an array: as IN (subquery)
    // it was joined against a scan of the whole table.)
    const SqlDialect &d = m_dialect;
    SqlCondition inWindow = m_ready;
    inWindow.append(olderRowOfKeyUndeliveredProbe(m_table, d));
    inWindow.add(u"%1 = ANY(ARRAY(SELECT %1 FROM %2%3%4%5))"_s.arg(
                     m_id, m_from, m_ready.whereClause(), m_order, d.limitClause(m_batch * 4)),
                 m_ready.values);
    if (auto read = claimWhere(inWindow, m_batch); !read)
        return read;
    // Runs before the rest of the table: a key with a backlog fills the batch from the
    // window without a read of every undelivered row.
    if (auto runs = claimRuns(0); !runs)
        return runs;
    if (m_rows.size() >= m_batch)
        return Done{};
    const qsizetype firstHead = m_rows.size();
    SqlCondition beyond = m_where;
    if (!m_rows.isEmpty()) {
        QStringList claimed;
        for (const OutboxRow &r : std::as_const(m_rows))
            claimed.append(r.id);
        beyond.add(u"NOT (%1)"_s.arg(d.idInCondition(u"id"_s, m_table.idStorage, claimed.size())
                                         .replace(d.quoteIdentifier(u"id"_s), m_id)),
                   d.idInValues(claimed));
    }
    // Rows of several keys (Vortos) have no run by index: their keys' runs come from the ranking.
    if (severalKeysPerRow(m_table, d))
        return claimReadyRuns();
    if (auto read = claimWhere(beyond, m_batch - int(m_rows.size())); !read)
        return read;
    return claimRuns(firstHead);
}

// In order per key, a key's head may bring the ready rows right behind it (its run): claimed by
// id, in the key's order, and delivered in order in one lane, which stops at the first failure
// (DeliveryLanes). Otherwise a key with a backlog drained at one row a batch.
Status Claim::claimRuns(qsizetype firstHead) {
    // With the advised index each key's rows are a probe away; without it every key
    // would be a read of the table, and a key's rows go one a batch.
    if (!m_ordered || !m_table.hasAggregateIdIndex || m_rows.size() <= firstHead ||
        m_rows.size() >= m_batch)
        return Done{};
    QStringList keys;
    QHash<QString, QString> headOf; // key → its head's id
    for (qsizetype i = firstHead; i < m_rows.size(); ++i) {
        keys.append(m_rows.at(i).aggregateId);
        headOf.insert(m_rows.at(i).aggregateId, m_rows.at(i).id);
    }
    const qsizetype budget = m_batch - m_rows.size();
    auto runs = readRuns(keys, headOf, budget);
    if (!runs)
        return runs.error();
    // The batch's room, shared out a row per key in turn.
    QHash<QString, qsizetype> take;
    for (qsizetype round = 0, left = budget; left > 0; ++round) {
        const qsizetype before = left;
        for (const QString &k : std::as_const(keys)) {
            if (left > 0 && runs->value(k).size() > round) {
                ++take[k];
                --left;
            }
        }
        if (left == before)
            break;
    }
    QStringList candidates;
    for (const QString &k : std::as_const(keys)) {
        (*runs)[k] = runs->value(k).mid(0, take.value(k));
        candidates += runs->value(k);
    }
    if (candidates.isEmpty())
        return Done{};
    return lockRuns(keys, *runs, candidates);
}

// Each key's first undelivered rows in order, head first, with whether each is ready: unlocked,
// by probes of the index. A key's run is the ready rows right after its head.
Result<Claim::Runs> Claim::readRuns(const QStringList &keys, const QHash<QString, QString> &headOf,
                                    qsizetype budget) {
    const SqlDialect &d = m_dialect;
    const SqlCondition holds = holdsItsKeyBack(m_table, d, m_qualified);
    const QString key = d.column(m_table.name, orderingKeyColumn(m_table)); // runs: a column
    QVariantList values{SqlDialect::pgTextArray(keys)};
    values += m_ready.values;
    values += holds.values;
    values.append(budget + 1); // the head and as many rows as the batch has room for
    auto read = m_statements.run(
        u"SELECT run_key.k, run_rows.run_id, run_rows.run_ready FROM unnest(CAST(? AS "
        u"text[])) AS run_key(k) CROSS JOIN LATERAL (SELECT %1 AS run_id, CASE WHEN %2 "
        u"THEN 1 ELSE 0 END AS run_ready FROM %3 WHERE %4 = run_key.k AND %5%6 LIMIT ?) "
        u"AS run_rows"_s.arg(d.textOf(u"id"_s), m_ready.terms.join(u" AND "_s), m_from, key,
                             holds.terms.join(u" AND "_s), m_order),
        values);
    if (!read)
        return Error::failed(CoreText::tr("Claiming rows failed: %1").arg(read.error().message));
    Runs runOf;
    QSet<QString> broken; // keys whose run has ended
    for (QSqlQuery *q = *read; q->next();) {
        const QString k = q->value(0).toString();
        const QString rowId = q->value(1).toString();
        if (broken.contains(k))
            continue;
        if (rowId == headOf.value(k)) {
            runOf.insert(k, {}); // the head comes first: its run starts after it
            continue;
        }
        if (!runOf.contains(k) || q->value(2).toInt() != 1) {
            broken.insert(k); // not behind the head, or not ready: the run ends here
            continue;
        }
        runOf[k].append(rowId);
    }
    (*read)->finish();
    return runOf;
}

// Locks the candidates (skipping rows another consumer holds) and keeps of each run the rows up
// to the first that could not be locked.
Status Claim::lockRuns(const QStringList &keys, const Runs &runs, const QStringList &candidates) {
    const qsizetype heads = m_rows.size();
    if (auto locked = claimIds(candidates); !locked)
        return locked;
    QHash<QString, OutboxRow> lockedRows;
    for (qsizetype i = heads; i < m_rows.size(); ++i)
        lockedRows.insert(m_rows.at(i).id, m_rows.at(i));
    m_rows.resize(heads);
    for (const QString &k : keys) {
        for (const QString &rowId : runs.value(k)) {
            const auto it = lockedRows.constFind(rowId);
            if (it == lockedRows.cend())
                break; // held elsewhere: the rest of the run waits for it
            m_rows.append(*it);
        }
    }
    return Done{};
}

// Each key's ready run (readyRuns()) is read without locks, oldest rows first, a window several
// batches deep; then locked by id a batch's worth at a time, skipping the rows other relays hold
// (InnoDB locks only the rows named). Of each key only the rows from its head on are kept, up to
// the first that could not be locked: another relay may hold the head and the rows after it. Rows
// claimed already (the window's heads) count as locked.
Result<QString> Claim::currentHolds() {
    if (!m_holds.enabled())
        return QString();
    auto current = m_holds.built(); // the dead rows are counted once the ranking is read
    if (!current)
        return current.error();
    if (!*current) {
        auto rebuilt = m_holds.rebuild(m_rows.isEmpty());
        if (!rebuilt)
            return rebuilt.error();
        if (!*rebuilt)
            return QString(); // another relay is rebuilding them
    }
    return m_holds.outboxName();
}

Status Claim::claimWindowHeads() {
    auto holds = currentHolds();
    if (!holds)
        return holds.error();
    if (holds->isEmpty())
        return claimReadyRuns(); // another relay rebuilds them: every undelivered row is ranked
    // The ranking and the holds' check read one view of the table (one statement): a row that
    // died before it marked the holds stale (or changed the count) in that view; one that dies
    // after it was ready in it, and its lock fails (relay/heldkeys.h).
    QVariantList values;
    const RunRanking how{*holds, m_holds.noneHeld(), m_batch * 2};
    const QString ranked = readyRuns(m_table, m_dialect, m_ready, m_from, &values, how);
    SqlCondition heads = m_ready;
    heads.add(u"%1 IN (SELECT run_row FROM (%2) AS run_heads WHERE run_unready = 0 AND "
              u"run_position = 1)"_s.arg(m_id, ranked),
              values);
    Trailing currency{m_holds.currency(), {}, {}};
    if (auto read = claimWhere(heads, m_batch, &currency); !read)
        return read;
    if (!m_rows.isEmpty() && !m_holds.noteCurrency(currency.read, how.noneHeld)) {
        // Not current: nothing of this ranking goes (its rows stay locked, untouched, until the
        // batch ends); the holds are rebuilt and the rows ranked again.
        for (const OutboxRow &r : std::as_const(m_rows))
            m_previousAttempts.remove(r.id);
        m_rows.clear();
    }
    // The heads' runs, and a window deeper when its heads leave the batch empty.
    return m_rows.size() < m_batch ? claimReadyRuns() : Status(Done{});
}

Status Claim::claimReadyRuns() {
    auto holds = currentHolds();
    if (!holds)
        return holds.error();
    // The ranking of a window of the oldest rows `depth` deep (with the kept holds: RunRanking
    // says why that is exact), or of every undelivered row, its first `depth` ready rows read.
    QVariantList values;
    bool windowed = false;       // the ranking last written is of a window
    bool rankedNoneHeld = false; // … and looked up no hold
    const auto ranking = [&](int depth) {
        values.clear();
        windowed = !holds->isEmpty();
        rankedNoneHeld = !holds->isEmpty() && m_holds.noneHeld();
        const RunRanking how{*holds, rankedNoneHeld, windowed ? depth : 0,
                             holds->isEmpty() ? QString() : m_holds.currency()};
        const QString sql = readyRuns(m_table, m_dialect, m_ready, m_from, &values, how);
        return windowed ? sql : sql + m_dialect.limitClause(depth);
    };
    bool rebuiltOnce = false;
    struct Candidate {
        QString id;
        QString key;
        qint64 position;
    };
    QSet<QString> mine;
    for (const OutboxRow &r : std::as_const(m_rows))
        mine.insert(r.id);
    // Locks rows by id into `locked` (m_rows keeps only the rows the runs keep).
    QHash<QString, OutboxRow> locked;
    const auto lock = [&](const QStringList &ids) -> Status {
        if (ids.isEmpty())
            return Done{};
        const qsizetype before = m_rows.size();
        if (auto read = claimIds(ids); !read)
            return read;
        for (qsizetype i = before; i < m_rows.size(); ++i)
            locked.insert(m_rows.at(i).id, m_rows.at(i));
        m_rows.resize(before);
        return Done{};
    };
    // A window two batches deep serves two connections' claims, and is read again for each
    // claim: a deeper one costs every claim (400 rows: 2.2 ms, 100: 0.9 ms).
    for (int depth = !holds->isEmpty() ? m_batch * 2 : m_batch * 8;;) {
        const QString runs = ranking(depth);
        auto window = m_statements.run(runs, values);
        if (!window)
            return Error::failed(
                CoreText::tr("Claiming rows failed: %1").arg(window.error().message));
        QList<Candidate> candidates;
        qint64 ranked = 0; // the rows the ranking read, up to depth: fewer, and it read them all
        QVariant currency; // the holds' check, beside the rows (none read: nothing to claim)
        for (QSqlQuery *q = *window; q->next();) {
            ranked = windowed ? q->value(4).toLongLong() : ranked + 1;
            if (!holds->isEmpty())
                currency = q->value(windowed ? 6 : 3);
            if (!windowed || q->value(3).toLongLong() == 0)
                candidates.append(
                    {q->value(0).toString(), q->value(1).toString(), q->value(2).toLongLong()});
        }
        (*window)->finish();
        if (!holds->isEmpty() && ranked > 0) {
            // Current in the ranking's own view (relay/heldkeys.h says why that keeps order):
            // else rows died or left their dead status, and the ranking is read again, with the
            // holds rebuilt (once) or every undelivered row ranked.
            if (!m_holds.noteCurrency(currency, rankedNoneHeld)) {
                auto rebuilt = rebuiltOnce ? Result<bool>(false)
                                           : m_holds.rebuild(m_rows.isEmpty() && locked.isEmpty());
                if (!rebuilt)
                    return rebuilt.error();
                rebuiltOnce = true;
                if (!*rebuilt)
                    holds->clear();
                continue; // the same depth again
            }
        }
        QSet<QString> held;          // keys whose head this claim holds
        QHash<QString, qint64> next; // key → the position its run goes on at; -1: ended
        for (qsizetype start = 0; start < candidates.size() && m_rows.size() < m_batch;) {
            // A batch's worth of candidates: their heads first, then the rows behind the heads
            // this claim holds (a row behind a head another relay holds is never locked).
            qsizetype end = start;
            QStringList heads;
            for (qsizetype room = m_batch - m_rows.size(); end < candidates.size() && room > 0;
                 ++end) {
                const Candidate &c = candidates.at(end);
                if (mine.contains(c.id)) {
                    if (c.position == 1)
                        held.insert(c.key);
                    continue;
                }
                --room;
                if (c.position == 1)
                    heads.append(c.id);
            }
            if (auto read = lock(heads); !read)
                return read;
            QStringList behind;
            for (qsizetype i = start; i < end; ++i) {
                const Candidate &c = candidates.at(i);
                if (c.position == 1 && locked.contains(c.id))
                    held.insert(c.key);
                else if (c.position > 1 && held.contains(c.key) && !mine.contains(c.id))
                    behind.append(c.id);
            }
            if (auto read = lock(behind); !read)
                return read;
            // Of each key the rows from its head on, up to the first that is not this claim's.
            for (qsizetype i = start; i < end; ++i) {
                const Candidate &c = candidates.at(i);
                qint64 &at = next[c.key];
                if (at == 0)
                    at = 1;
                const bool taken = mine.contains(c.id) || locked.contains(c.id);
                if (at < 0 || !taken || c.position != at) {
                    at = -1; // the rest of the key waits (a row locked after a gap is let go)
                    continue;
                }
                ++at;
                if (!mine.contains(c.id))
                    m_rows.append(locked.value(c.id));
            }
            start = end;
        }
        if (m_rows.size() > mine.size() || ranked < depth)
            break; // claimed, or every run was in the window and none is free
        qCDebug(lcRelay) << "claim: other relays hold the runs of all" << candidates.size()
                         << "rows of the window; looking deeper";
        depth *= 8;
    }
    return Done{};
}

Status Claim::claimFromUnlockedWindow() {
    // InnoDB locks every row a locking read examines, sent rows included, before ORDER BY and
    // LIMIT apply, and keeps the locks until the commit: a claim over the ready rows in created
    // order held thousands of locks (a purge of sent rows waited for the relay). So read a window
    // of the oldest ready rows, several batches deep, without locks; then lock a batch's worth of
    // them at a time by primary key (skipping the rows other relays hold), so that only the rows
    // named are locked. When other relays hold the whole window, look deeper.
    const QString readyIds =
        u"SELECT %1 AS claimed_id FROM %2%3%4"_s.arg(m_id, m_from, m_where.whereClause(), m_order);
    for (int depth = m_batch * 8;; depth *= 8) {
        auto window = m_statements.run(readyIds + m_dialect.limitClause(depth), m_where.values);
        if (!window)
            return Error::failed(
                CoreText::tr("Claiming rows failed: %1").arg(window.error().message));
        QStringList ids;
        for (QSqlQuery *q = *window; q->next();)
            ids.append(q->value(0).toString());
        (*window)->finish();
        for (qsizetype start = 0; start < ids.size() && m_rows.size() < m_batch; start += m_batch) {
            if (auto read = claimIds(ids.mid(start, m_batch - m_rows.size())); !read)
                return read;
        }
        if (!m_rows.isEmpty() || ids.size() < depth)
            break; // claimed, or every ready row was in the window and none is free
        qCDebug(lcRelay) << "claim: other relays hold all" << ids.size()
                         << "rows of the window; looking deeper";
    }
    // Chunks arrive in any order: deliver oldest first.
    std::stable_sort(m_rows.begin(), m_rows.end(), [](const OutboxRow &a, const OutboxRow &b) {
        if (a.createdAt != b.createdAt)
            return a.createdAt < b.createdAt;
        return a.createdAtText != b.createdAtText ? a.createdAtText < b.createdAtText : a.id < b.id;
    });
    return Done{};
}

} // namespace

ClaimQuery::ClaimQuery(DatabaseSession &session, const OutboxTable &table,
                       const RelaySettings &settings, PreparedStatements &statements)
    : m_session(session)
    , m_table(table)
    , m_settings(settings)
    , m_statements(statements)
    , m_holds(session, table, statements) {}

Result<QList<OutboxRow>> ClaimQuery::claim(const QDateTime &at,
                                           QHash<QString, int> &previousAttempts) {
    return Claim(m_session, m_table, m_settings, m_statements, m_holds, m_deliveryTable, at,
                 previousAttempts)
        .run();
}

} // namespace outbox
