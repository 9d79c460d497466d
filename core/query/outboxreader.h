#pragma once

#include "connection/databasesession.h"
#include "masking/payloadmask.h"
#include "query/filtersql.h"
#include "query/outboxrow.h"

#include <QList>
#include <QMap>

#include <functional>
#include <optional>

namespace outbox {

enum class SortOrder { NewestFirst, OldestFirst };

// Sees every statement the reader runs, with its bound values: for benchmarks that replay the
// same SQL through psql/sqlite3, and for tests. Not for logging (values may be sensitive).
using QueryTraceHook = std::function<void(const QString &sql, const QVariantList &values)>;
void setQueryTraceHook(QueryTraceHook hook);

struct PageRequest {
    RowFilter filter;
    SortOrder order = SortOrder::NewestFirst;
    int limit = 50;
    QString cursor; // opaque, from a previous Page::nextCursor
};

struct Page {
    QList<OutboxRow> rows;
    QString nextCursor; // empty on the last page
};

struct StateCounts {
    QMap<RowState, qint64> byState;
    QMap<QString, qint64> byRawStatus;
    qint64 total = 0;
    // Superseded and archived rows are dead rows set apart (RowState::Superseded, Archived):
    // counted there, not as dead; byRawStatus counts them under their dead status.
    // Sent and the total are the planner's estimate (large tables, no filter); every other state
    // is exact.
    bool sentEstimated = false;
    qint64 of(RowState s) const { return byState.value(s, 0); }
};

// How counts() counts. On large tables an exact count of every state reads the whole status
// index (0.5 s at 10M rows on PostgreSQL); the sent rows are nearly all of it and the least
// interesting, so they may be estimated from the planner's row count. Only through an index that
// starts with status (else every count reads the whole table anyway): the other states' rows are
// counted through it, and so are the rows of any status outside the vocabulary, found by a probe
// of the index per status present.
struct CountOptions {
    bool estimateSentWhenLarge = false;
    qint64 largeTableRows = 1'000'000; // "large": the planner's estimate at least this
};

struct HistogramBucket {
    QDateTime start; // UTC start of the hour or day
    QMap<RowState, qint64> counts;
};

// Reads one outbox table: keyset pages, single rows, counts and time series. Runs on the thread
// that owns the session; never loads the whole table.
class OutboxReader {
public:
    OutboxReader(DatabaseSession &session, OutboxTable table);

    const OutboxTable &table() const { return m_table; }
    DatabaseSession &session() const { return m_session; }

    // Every row this reader returns (pages, single rows, blocked heads) shows its payload through
    // the mask: the profile's, for everything people see. A reader without one (the relay's, a
    // change's) reads payloads as stored.
    void setPayloadMask(PayloadMask mask) { m_mask = std::move(mask); }
    const PayloadMask &payloadMask() const { return m_mask; }
    // The row as stored, whatever the mask: for a change that writes from it (resend), never to
    // show.
    Result<OutboxRow> storedRow(const QString &id) const;

    Result<Page> page(const PageRequest &request) const;
    Result<OutboxRow> row(const QString &id) const;
    // With a --payload-key filter: the rows its other conditions select whose payload is not
    // JSON at all (SQLite's column takes any text), which the key can therefore never match.
    // 0 without a payload-key filter and where the column only takes JSON.
    Result<qint64> rowsUnmatchableByPayloadKey(const RowFilter &filter) const;
    Result<StateCounts> counts(const RowFilter &filter = {},
                               const CountOptions &options = {}) const;
    // The planner's row count of the table (PostgreSQL, MySQL/MariaDB), or nullopt.
    Result<std::optional<qint64>> estimatedRowCount() const;
    // The statuses the table's rows have, through an index that starts with status: one probe
    // per status on PostgreSQL (a skip scan), MySQL's loose index scan (whose statuses are one of
    // each equal under the column's collation). Empty without such an index, and on SQLite.
    Result<QStringList> presentStatuses() const;
    Result<std::optional<QDateTime>> oldestPending() const;
    Result<QList<HistogramBucket>> createdHistogram(const RowFilter &filter, bool byDay) const;

    // The sort key pages use: (created_at, id), or id alone when ids are time-ordered UUIDv7 and
    // nothing indexes created_at.
    bool sortsById() const;

    QString selectList() const;
    // How many columns selectList() has: what a statement adds after it starts at this index.
    static constexpr int kSelectListColumns = 15;
    OutboxRow readRow(const class QSqlQuery &query) const;

private:
    DatabaseSession &m_session;
    OutboxTable m_table;
    PayloadMask m_mask;
};

} // namespace outbox
