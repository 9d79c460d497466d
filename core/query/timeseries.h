#pragma once

#include "query/outboxreader.h"

#include <QDateTime>
#include <QList>

#include <optional>

namespace outbox {

// How long one bucket of a time series is. Only sizes whose bucket start is a prefix of the
// 'YYYY-MM-DD HH:MM' text that SqlDialect::timestampText() renders on every database: the SQL
// then buckets with SUBSTR alone, with no epoch arithmetic that each dialect spells differently.
enum class BucketSize { Minute, TenMinutes, Hour, Day };

qint64 bucketSeconds(BucketSize size);

// A bounded stretch of time cut into equal buckets, aligned to UTC minute/hour/day boundaries.
struct TimeWindow {
    QDateTime from; // start of the first bucket (UTC, aligned)
    QDateTime to;   // end of the last bucket (UTC, aligned, exclusive)
    QDateTime end;  // the moment asked for (<= to): "now" for the last, still running bucket
    BucketSize bucket = BucketSize::Minute;

    bool isValid() const { return from.isValid() && to.isValid() && from < to; }
    int bucketCount() const;
    QDateTime bucketStart(int index) const;
    QDateTime bucketEnd(int index) const { return bucketStart(index + 1); }
    // The bucket holding t; -1 before the window, bucketCount() after it.
    int bucketOf(const QDateTime &t) const;

    // [from, to) with the finest bucket size that needs at most maxBuckets buckets (a day per
    // bucket when even days need more: windows longer than maxBuckets days are cut at the start).
    static TimeWindow covering(const QDateTime &from, const QDateTime &to, int maxBuckets = 240);
    // [from, to) in buckets of the given size.
    static TimeWindow aligned(const QDateTime &from, const QDateTime &to, BucketSize size);
    // The span seconds up to end.
    static TimeWindow ending(const QDateTime &end, qint64 spanSeconds, int maxBuckets = 240);
};

// Rows delivered per bucket.
struct ThroughputSeries {
    TimeWindow window;
    QList<qint64> sent; // one value per bucket
    qint64 total() const;
};

// The waiting rows (pending and in flight: not delivered, not dead) at the end of each bucket.
struct BacklogPoint {
    QDateTime at; // end of the bucket, or the window's end for the last, still running one
    qint64 waiting = 0;
    std::optional<QDateTime> oldestCreated; // created_at of the oldest waiting row
    qint64 oldestAgeSeconds() const;        // 0 when nothing waits
};

struct BacklogSeries {
    TimeWindow window;
    QList<BacklogPoint> points; // one per bucket
};

// Rows sent (Vortos: done, by processed_at; FennFlow: sent, by updated_at) in each bucket of the
// window, among the rows matching the filter. One grouped query bounded by the window.
Result<ThroughputSeries> sentPerMinute(const OutboxReader &reader, const RowFilter &filter,
                                       const TimeWindow &window);
// The same for [from, to), cut as TimeWindow::covering() cuts it.
Result<ThroughputSeries> sentPerMinute(const OutboxReader &reader, const RowFilter &filter,
                                       const QDateTime &from, const QDateTime &to);

// The backlog over the window, reconstructed from the timestamps the formats keep: a row waits
// from created_at until it was sent (processed_at / updated_at). Counted per bucket end, so a row
// created and sent within one bucket never shows. Rows that are waiting now count as waiting
// since their creation; dead rows are left out altogether, because neither format records when
// a row died (and a dead row is not backlog: it waits for a person, not for the relay). Rows
// retried after dying therefore count as waiting since their creation. One grouped query,
// returning at most one group per pair of buckets however many rows the window holds.
Result<BacklogSeries> backlogOverTime(const OutboxReader &reader, const RowFilter &filter,
                                      const TimeWindow &window);

} // namespace outbox
