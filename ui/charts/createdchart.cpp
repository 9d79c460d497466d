#include "ui/charts/outboxcharts.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QStackedBarSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace outbox::ui {

void CreatedChart::render(const ChartInput &input) {
    const bool byDay = input.data ? input.data->createdByDay : input.spanSeconds > 2 * 86400;
    QChart *c = prepare(byDay ? tr("Rows created per day") : tr("Rows created per hour"));
    if (showPlaceholder(input, tr("Could not count the rows created:\n%1"), tr("Counting…")))
        return;
    const TimeWindow &window = input.data->createdWindow;
    const int buckets = window.bucketCount();
    // Sent at the bottom (usually the bulk), the states that need attention on top.
    const RowState order[] = {RowState::Sent, RowState::Pending, RowState::InFlight, RowState::Dead,
                              RowState::Unknown};
    QHash<int, QList<qreal>> values;
    qint64 total = 0;
    qreal highest = 0;
    QList<qreal> stackHeights(buckets, 0);
    for (const HistogramBucket &bucket : input.data->created) {
        const int index = window.bucketOf(bucket.start);
        if (index < 0 || index >= buckets)
            continue;
        for (auto s = bucket.counts.cbegin(); s != bucket.counts.cend(); ++s) {
            QList<qreal> &v = values[int(s.key())];
            if (v.isEmpty())
                v = QList<qreal>(buckets, 0);
            v[index] += qreal(s.value());
            stackHeights[index] += qreal(s.value());
            total += s.value();
        }
    }
    for (const qreal h : std::as_const(stackHeights))
        highest = qMax(highest, h);
    addToTitle(rowCount(total));
    if (total == 0) {
        showEmpty(tr("No rows matching the filter were created in this window."));
        return;
    }
    auto *series = new QStackedBarSeries;
    series->setObjectName(u"createdSeries"_s);
    series->setBarWidth(0.82);
    QStringList summary;
    for (const RowState state : order) {
        const auto v = values.constFind(int(state));
        if (v == values.constEnd())
            continue;
        auto *set = new QBarSet(stateLabel(state));
        set->append(*v);
        set->setColor(stateColor(state));
        set->setBorderColor(stateColor(state));
        series->append(set);
        qreal sum = 0;
        for (const qreal x : *v)
            sum += x;
        summary.append(tr("%1: %2").arg(stateLabel(state), number(qint64(sum))));
    }
    c->addSeries(series);
    addAxis(timeAxis(window, -0.5), Qt::AlignBottom, {series});
    addAxis(countAxis(highest, 1.05), Qt::AlignLeft, {series});
    panel()->setAccessibleDescription(
        tr("%Ln row(s) created: %1", "", int(qMin<qint64>(total, INT_MAX)))
            .arg(summary.join(u"; "_s)));
}

} // namespace outbox::ui
