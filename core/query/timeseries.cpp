#include "query/timeseries.h"
#include "util/coretr.h"

#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcTimeSeries, "outbox.core.timeseries", QtInfoMsg)

namespace outbox {

namespace {

constexpr BucketSize kSizes[] = {BucketSize::Minute, BucketSize::TenMinutes, BucketSize::Hour,
                                 BucketSize::Day};

// Characters of 'YYYY-MM-DD HH:MM:SS…' that name the bucket: the rest is cut off by SUBSTR.
int keyLength(BucketSize size) {
    switch (size) {
    case BucketSize::Minute:
        return 16; // YYYY-MM-DD HH:MM
    case BucketSize::TenMinutes:
        return 15; // YYYY-MM-DD HH:M
    case BucketSize::Hour:
        return 13; // YYYY-MM-DD HH
    case BucketSize::Day:
        return 10; // YYYY-MM-DD
    }
    return 16;
}

// The start of the bucket a key names; invalid for anything else.
QDateTime keyStart(const QString &key, BucketSize size) {
    static const QString pad = u"0000-00-00 00:00:00"_s;
    if (key.size() != keyLength(size))
        return {};
    // The padding completes the cut-off digits with zeros ("…HH:M" + "0:00").
    return parseUtcTimestampText(key + pad.mid(key.size()));
}

QDateTime floorTo(const QDateTime &t, BucketSize size) {
    const QDateTime u = t.toUTC();
    const QTime time = u.time();
    switch (size) {
    case BucketSize::Minute:
        return QDateTime(u.date(), QTime(time.hour(), time.minute()), Qt::UTC);
    case BucketSize::TenMinutes:
        return QDateTime(u.date(), QTime(time.hour(), time.minute() - time.minute() % 10), Qt::UTC);
    case BucketSize::Hour:
        return QDateTime(u.date(), QTime(time.hour(), 0), Qt::UTC);
    case BucketSize::Day:
        return QDateTime(u.date(), QTime(0, 0), Qt::UTC);
    }
    return u;
}

QDateTime ceilTo(const QDateTime &t, BucketSize size) {
    const QDateTime down = floorTo(t, size);
    return down == t ? down : down.addSecs(bucketSeconds(size));
}

// SUBSTR(<column as timestamp text>, 1, n): portable, because every dialect renders the same
// 'YYYY-MM-DD HH:MM:SS' prefix and all three databases spell SUBSTR alike.
QString bucketKey(const SqlDialect &d, const QString &column, const OutboxTable &table,
                  BucketSize size) {
    return u"SUBSTR(%1, 1, %2)"_s.arg(d.timestampText(column, table.timestamps))
        .arg(keyLength(size));
}

Result<QSqlQuery> run(const OutboxReader &reader, const QString &sql, const QVariantList &values,
                      const QString &what) {
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    const auto failed = [&] {
        return Error::failed(
            CoreText::tr("%1 failed: %2").arg(what, q.lastError().text().trimmed()));
    };
    if (!q.prepare(sql))
        return failed();
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return failed();
    qCDebug(lcTimeSeries).noquote() << what << sql;
    return q;
}

Status checkWindow(const TimeWindow &window) {
    if (!window.isValid())
        return Error::invalid(CoreText::tr("The time window is empty or invalid."));
    if (window.bucketCount() > 100'000)
        return Error::invalid(
            CoreText::tr("The time window has too many buckets (%1); use a larger bucket "
                         "size.")
                .arg(window.bucketCount()));
    return Done{};
}

} // namespace

qint64 bucketSeconds(BucketSize size) {
    switch (size) {
    case BucketSize::Minute:
        return 60;
    case BucketSize::TenMinutes:
        return 600;
    case BucketSize::Hour:
        return 3600;
    case BucketSize::Day:
        return 86400;
    }
    return 60;
}

int TimeWindow::bucketCount() const {
    if (!isValid())
        return 0;
    return int(from.secsTo(to) / bucketSeconds(bucket));
}

QDateTime TimeWindow::bucketStart(int index) const {
    return from.addSecs(qint64(index) * bucketSeconds(bucket));
}

int TimeWindow::bucketOf(const QDateTime &t) const {
    if (t < from)
        return -1;
    if (t >= to)
        return bucketCount();
    return int(from.msecsTo(t) / (bucketSeconds(bucket) * 1000));
}

TimeWindow TimeWindow::covering(const QDateTime &fromTime, const QDateTime &toTime,
                                int maxBuckets) {
    maxBuckets = qMax(1, maxBuckets);
    TimeWindow w;
    w.end = toTime.toUTC();
    for (const BucketSize size : kSizes) {
        w.bucket = size;
        w.from = floorTo(fromTime, size);
        w.to = ceilTo(toTime, size);
        if (w.from.secsTo(w.to) / bucketSeconds(size) <= maxBuckets)
            return w;
    }
    // Even days are too many: keep the latest maxBuckets days.
    w.from = w.to.addDays(-maxBuckets);
    return w;
}

TimeWindow TimeWindow::aligned(const QDateTime &fromTime, const QDateTime &toTime,
                               BucketSize size) {
    TimeWindow w;
    w.bucket = size;
    w.from = floorTo(fromTime, size);
    w.to = ceilTo(toTime, size);
    w.end = toTime.toUTC();
    return w;
}

TimeWindow TimeWindow::ending(const QDateTime &end, qint64 spanSeconds, int maxBuckets) {
    return covering(end.addSecs(-spanSeconds), end, maxBuckets);
}

qint64 ThroughputSeries::total() const {
    qint64 sum = 0;
    for (const qint64 v : sent)
        sum += v;
    return sum;
}

qint64 BacklogPoint::oldestAgeSeconds() const {
    if (!oldestCreated)
        return 0;
    return qMax<qint64>(0, oldestCreated->secsTo(at));
}

Result<ThroughputSeries> sentPerMinute(const OutboxReader &reader, const RowFilter &filter,
                                       const TimeWindow &window) {
    if (auto ok = checkWindow(window); !ok)
        return ok.error();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    auto condition = filterCondition(table, d, filter);
    if (!condition)
        return condition.error();
    const QString sentAt = table.changedAtColumn();
    condition->append(stateCondition(table, d, {RowState::Sent}));
    condition->add(u"%1 >= ? AND %1 < ?"_s.arg(d.quoteIdentifier(sentAt)),
                   {d.timestampValue(window.from, table.timestamps),
                    d.timestampValue(window.to, table.timestamps)});
    const QString sql = u"SELECT %1, COUNT(*) FROM %2%3 GROUP BY 1"_s.arg(
        bucketKey(d, sentAt, table, window.bucket),
        rowSource(table, d, condition->readsDeliveryState), condition->whereClause());
    auto q = run(reader, sql, condition->values, CoreText::tr("Counting rows sent over time"));
    if (!q)
        return q.error();
    ThroughputSeries series;
    series.window = window;
    series.sent = QList<qint64>(window.bucketCount(), 0);
    while (q->next()) {
        // Keys can differ in form for the same bucket (SQLite text with 'T' or ' '): add them up.
        const int index = window.bucketOf(keyStart(q->value(0).toString(), window.bucket));
        if (index >= 0 && index < series.sent.size())
            series.sent[index] += q->value(1).toLongLong();
    }
    return series;
}

Result<ThroughputSeries> sentPerMinute(const OutboxReader &reader, const RowFilter &filter,
                                       const QDateTime &from, const QDateTime &to) {
    return sentPerMinute(reader, filter, TimeWindow::covering(from, to));
}

Result<BacklogSeries> backlogOverTime(const OutboxReader &reader, const RowFilter &filter,
                                      const TimeWindow &window) {
    if (auto ok = checkWindow(window); !ok)
        return ok.error();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    auto filterTerms = filterCondition(table, d, filter);
    if (!filterTerms)
        return filterTerms.error();
    const QString created = d.quoteIdentifier(u"created_at"_s);
    const QString sentAt = d.quoteIdentifier(table.changedAtColumn());
    const QVariant from = d.timestampValue(window.from, table.timestamps);
    const QVariant to = d.timestampValue(window.to, table.timestamps);
    const SqlCondition sent = stateCondition(table, d, {RowState::Sent});
    const SqlCondition waiting = stateCondition(table, d, {RowState::Pending, RowState::InFlight});

    // Each row reduces to (bucket it arrived in, bucket it was sent in): NULL for "before the
    // window" and "not sent before the window's end". A row waits at the end of every bucket from
    // its arrival up to the one before its departure, so these pairs give exact counts and, with
    // the oldest created_at of each pair, the exact oldest waiting row at every bucket end. The
    // pairs are bounded by the buckets squared, whatever the number of rows.
    QVariantList values;
    const QString arrival = u"CASE WHEN %1 < ? THEN NULL ELSE %2 END"_s.arg(
        created, bucketKey(d, u"created_at"_s, table, window.bucket));
    values << from;
    const QString departure = u"CASE WHEN %1 AND %2 < ? THEN %3 ELSE NULL END"_s.arg(
        sent.terms.join(u" AND "_s), sentAt,
        bucketKey(d, table.changedAtColumn(), table, window.bucket));
    values << sent.values << to;

    SqlCondition where = *filterTerms;
    where.add(u"%1 < ?"_s.arg(created), {to});
    // Rows that may wait at some moment of the window: waiting now, or sent after it began.
    QVariantList eligibleValues = waiting.values;
    eligibleValues << sent.values << from;
    where.add(u"(%1 OR (%2 AND %3 >= ?))"_s.arg(waiting.terms.join(u" AND "_s),
                                                sent.terms.join(u" AND "_s), sentAt),
              eligibleValues);
    values << where.values;

    const QString sql = u"SELECT %1, %2, COUNT(*), MIN(%3) FROM %4%5 GROUP BY 1, 2"_s.arg(
        arrival, departure, d.timestampText(u"created_at"_s, table.timestamps),
        rowSource(table, d, where.readsDeliveryState), where.whereClause());
    auto q = run(reader, sql, values, CoreText::tr("Reconstructing the backlog over time"));
    if (!q)
        return q.error();

    const int count = window.bucketCount();
    QList<qint64> waitingAt(count, 0);
    QList<QDateTime> oldestAt(count);
    while (q->next()) {
        const int arrived =
            q->isNull(0) ? -1 : window.bucketOf(keyStart(q->value(0).toString(), window.bucket));
        const int departed =
            q->isNull(1) ? count : window.bucketOf(keyStart(q->value(1).toString(), window.bucket));
        const qint64 rows = q->value(2).toLongLong();
        const QDateTime oldest = parseUtcTimestampText(q->value(3).toString());
        for (int i = qMax(arrived, 0); i < qMin(departed, count); ++i) {
            waitingAt[i] += rows;
            if (oldest.isValid() && (!oldestAt.at(i).isValid() || oldest < oldestAt.at(i)))
                oldestAt[i] = oldest;
        }
    }

    BacklogSeries series;
    series.window = window;
    series.points.reserve(count);
    for (int i = 0; i < count; ++i) {
        BacklogPoint p;
        p.at = window.bucketEnd(i);
        if (window.end.isValid() && window.end < p.at)
            p.at = qMax(window.end, window.bucketStart(i));
        p.waiting = waitingAt.at(i);
        if (oldestAt.at(i).isValid())
            p.oldestCreated = oldestAt.at(i);
        series.points.append(p);
    }
    return series;
}

} // namespace outbox
