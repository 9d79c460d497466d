#include "ui/charts/outboxcharts.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLineSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

QString bucketName(BucketSize size) {
    switch (size) {
    case BucketSize::Minute:
        return ThroughputChart::tr("minute");
    case BucketSize::TenMinutes:
        return ThroughputChart::tr("10 minutes");
    case BucketSize::Hour:
        return ThroughputChart::tr("hour");
    case BucketSize::Day:
        return ThroughputChart::tr("day");
    }
    return {};
}

} // namespace

void ThroughputChart::render(const ChartInput &input) {
    const QString per =
        input.data ? bucketName(input.data->throughput.window.bucket) : tr("minute");
    QChart *c = prepare(tr("Sent per %1").arg(per));
    if (showPlaceholder(input, tr("Could not count the rows sent:\n%1"), tr("Counting…")))
        return;
    const ThroughputSeries &series = input.data->throughput;
    const qint64 total = series.total();
    addToTitle(rowCount(total));
    auto *upper = new QLineSeries;
    qreal highest = 0;
    // A step per bucket (two points: its start and its end), not a line through midpoints: the
    // count belongs to the whole bucket, and low counts would otherwise draw a saw.
    for (int i = 0; i < series.sent.size(); ++i) {
        upper->append(i, qreal(series.sent.at(i)));
        upper->append(i + 1, qreal(series.sent.at(i)));
        highest = qMax(highest, qreal(series.sent.at(i)));
    }
    auto *area = new QAreaSeries(upper);
    upper->setParent(area);
    area->setObjectName(u"sentSeries"_s);
    area->setName(tr("Sent"));
    const QColor color = stateColor(RowState::Sent);
    QColor fill = color;
    fill.setAlphaF(0.28f);
    area->setBrush(fill);
    area->setPen(Qt::NoPen); // an outline would also draw the baseline and the sides
    c->addSeries(area);
    auto *line = new QLineSeries;
    line->append(upper->points());
    line->setName(tr("Sent"));
    c->addSeries(line);
    line->setPen(QPen(color, 1.8));
    c->legend()->setVisible(false);
    auto *y = countAxis(highest, 1.1);
    y->setTitleText(tr("Rows per %1").arg(per));
    addAxis(timeAxis(series.window, 0), Qt::AlignBottom, {area, line});
    addAxis(y, Qt::AlignLeft, {area, line});
    if (total == 0)
        panel()->setPlaceholder(tr("Nothing matching the filter was sent in this window."));
    panel()->setAccessibleDescription(tr("%1 (%2): %3 sent, at most %4 per %5")
                                          .arg(c->title(), spanName(input.spanSeconds),
                                               number(total), number(qint64(highest)), per));
}

} // namespace outbox::ui
