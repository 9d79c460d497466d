#include "ui/charts/outboxcharts.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QValueAxis>

using namespace Qt::StringLiterals;

namespace outbox::ui {

void BacklogChart::render(const ChartInput &input) {
    QChart *c = prepare(tr("Backlog"));
    if (showPlaceholder(input, tr("Could not reconstruct the backlog:\n%1"), tr("Reading…")))
        return;
    const BacklogSeries &backlog = input.data->backlog;
    qreal highest = 0;
    qint64 oldestAge = 0;
    for (const BacklogPoint &p : backlog.points) {
        highest = qMax(highest, qreal(p.waiting));
        oldestAge = qMax(oldestAge, p.oldestAgeSeconds());
    }
    // Age in the unit that keeps the axis readable.
    double unit = 60;
    QString unitName = tr("minutes");
    if (oldestAge >= 3 * 86400) {
        unit = 86400;
        unitName = tr("days");
    } else if (oldestAge >= 2 * 3600) {
        unit = 3600;
        unitName = tr("hours");
    }
    const auto age = [&](qint64 seconds) {
        return QLocale().toString(double(seconds) / unit, 'f', unit == 60 ? 0 : 1);
    };
    const double bucketMs = double(bucketSeconds(backlog.window.bucket)) * 1000;
    auto *waiting = new QLineSeries;
    waiting->setObjectName(u"waitingSeries"_s);
    waiting->setName(tr("Waiting rows"));
    auto *oldest = new QLineSeries;
    oldest->setObjectName(u"oldestAgeSeries"_s);
    oldest->setName(tr("Oldest waiting (%1)").arg(unitName));
    for (const BacklogPoint &p : backlog.points) {
        const double x = double(backlog.window.from.msecsTo(p.at)) / bucketMs;
        waiting->append(x, qreal(p.waiting));
        oldest->append(x, double(p.oldestAgeSeconds()) / unit);
    }
    const BacklogPoint last =
        backlog.points.isEmpty() ? BacklogPoint() : backlog.points.constLast();
    addToTitle(last.waiting == 0
                   ? tr("nothing waiting")
                   : tr("%1 waiting, oldest %2 %3")
                         .arg(number(last.waiting), age(last.oldestAgeSeconds()), unitName));
    c->addSeries(waiting);
    c->addSeries(oldest);
    waiting->setPen(QPen(stateColor(RowState::Pending), 2));
    QPen agePen(stateColor(RowState::InFlight), 1.6, Qt::DashLine);
    oldest->setPen(agePen);
    auto *y = countAxis(highest, 1.1);
    y->setTitleText(tr("Rows"));
    auto *y2 = countAxis(double(oldestAge) / unit, 1.1);
    y2->setTitleText(unitName);
    addAxis(timeAxis(backlog.window, 0), Qt::AlignBottom, {waiting, oldest});
    addAxis(y, Qt::AlignLeft, {waiting});
    addAxis(y2, Qt::AlignRight, {oldest});
    y2->setGridLineVisible(false);
    if (highest == 0)
        panel()->setPlaceholder(tr("No row matching the filter waited in this window."));
    panel()->setAccessibleDescription(
        tr("Waiting rows (%1): at most %2, now %3; the oldest waiting row is %4 %5 old")
            .arg(spanName(input.spanSeconds), number(qint64(highest)), number(last.waiting),
                 age(last.oldestAgeSeconds()), unitName));
}

} // namespace outbox::ui
