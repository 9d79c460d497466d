#pragma once

#include "query/outboxreader.h"

#include <QDateTime>

#include <optional>

namespace outbox {

// What `outboxctl stats` shows of a table: the counts per state and raw status, and the oldest
// pending row.
struct TableStats {
    StateCounts counts;
    std::optional<QDateTime> oldestPending; // nullopt: nothing pending
    bool readSideBySide = false; // the oldest pending row was read on a connection of its own
};

// How readTableStats() reads.
struct StatsOptions {
    // The counts' own options: with estimateSentWhenLarge, sent and the total of a large table
    // are the planner's estimate (StateCounts::sentEstimated says so), and the counts read only
    // the other states' rows through the status index.
    CountOptions counts;
    // The planner's row count from which the oldest pending row is read side by side (below).
    qint64 sideBySideRows = 2'000'000;
};

// Reads the counts and the oldest pending row. Where no index serves the oldest pending row (it is
// looked for among all pending rows: 0.5 s at 10M rows on PostgreSQL, nearly as long as the
// counts), every row is counted and the table is large, the two are read side by side: the oldest
// pending row on a connection of its own, opened and closed on a thread of its own, while the
// counts run on the reader's. If that connection cannot be opened, both are read on the reader's,
// one after the other.
// "Large": the planner's row count at least sideBySideRows. Below 2M rows the second connection's
// set-up costs about what it saves (FennFlow at 1M rows: 1.42x the raw count side by side,
// 1.33-1.40x one after the other; at 10M 1.53x against 1.65-1.76x: docs/benchmarks.md). Counts
// that estimate sent read a few rows: nothing is gained beside them.
Result<TableStats> readTableStats(const OutboxReader &reader, const StatsOptions &options = {});

} // namespace outbox
