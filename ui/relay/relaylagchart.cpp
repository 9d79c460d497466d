#include "ui/relay/relaylagchart.h"

#include "ui/common/stateappearance.h"

#include <QChart>
#include <QDateTimeAxis>
#include <QLineSeries>
#include <QValueAxis>

#include <utility>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RelayLagChart::RelayLagChart(QWidget *parent)
    : QChartView(new QChart, parent) {
    QChart *c = chart();
    c->setTitle(tr("Oldest pending row's age"));
    c->legend()->hide();
    c->setMargins(QMargins(4, 4, 4, 4));
    m_series = new QLineSeries(c);
    m_series->setName(tr("Oldest pending age"));
    m_series->setPointsVisible(true);
    c->addSeries(m_series);
    m_timeAxis = new QDateTimeAxis(c);
    m_timeAxis->setFormat(u"HH:mm:ss"_s);
    m_timeAxis->setTickCount(5);
    m_ageAxis = new QValueAxis(c);
    m_ageAxis->setLabelFormat(u"%.0f"_s);
    m_ageAxis->setMin(0);
    c->addAxis(m_timeAxis, Qt::AlignBottom);
    c->addAxis(m_ageAxis, Qt::AlignLeft);
    m_series->attachAxis(m_timeAxis);
    m_series->attachAxis(m_ageAxis);
    replot(); // the empty chart's axes: a minute, in seconds
    setObjectName(u"relayLagChart"_s);
    setAccessibleName(tr("Lag chart: oldest pending row's age over time"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(180);
    applyTheme();
}

void RelayLagChart::applyTheme() {
    QChart *c = chart();
    c->setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    c->setBackgroundBrush(palette().color(QPalette::Base));
    c->setTitleBrush(palette().color(QPalette::Text));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_ageAxis)}) {
        axis->setLabelsBrush(palette().color(QPalette::Text));
        axis->setTitleBrush(palette().color(QPalette::Text));
    }
    QPen pen(stateColor(RowState::Pending));
    pen.setWidthF(2);
    m_series->setPen(pen);
}

void RelayLagChart::changeEvent(QEvent *event) {
    QChartView::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_series)
        applyTheme();
}

void RelayLagChart::addPoint(const QDateTime &at, std::optional<double> ageSeconds) {
    m_lag.append({at, ageSeconds});
    while (m_lag.size() > kMaxLagPoints)
        m_lag.removeFirst();
    replot();
}

void RelayLagChart::clear() {
    m_lag.clear();
    m_series->clear();
    replot();
}

void RelayLagChart::replot() {
    double max = 0;
    for (const auto &[at, age] : std::as_const(m_lag))
        max = qMax(max, age.value_or(0));
    // A unit that keeps the axis readable: the largest of which the oldest age is two or more,
    // else seconds.
    double unit = 1;
    QString unitName = tr("seconds");
    const std::pair<double, QString> units[] = {
        {86400, tr("days")}, {3600, tr("hours")}, {60, tr("minutes")}};
    for (const auto &[seconds, name] : units) {
        if (max >= 2 * seconds) {
            unit = seconds;
            unitName = name;
            break;
        }
    }
    QList<QPointF> points;
    for (const auto &[at, age] : std::as_const(m_lag))
        points.append(QPointF(double(at.toMSecsSinceEpoch()), age.value_or(0) / unit));
    m_series->replace(points);
    m_ageAxis->setTitleText(unitName);
    const double top = m_lag.isEmpty() ? 60.0 : qMax(1.0, max / unit * 1.15);
    m_ageAxis->setRange(0, top);
    m_ageAxis->setLabelFormat(top < 10 ? u"%.1f"_s : u"%.0f"_s);
    QDateTime first =
        m_lag.isEmpty() ? QDateTime::currentDateTime() : m_lag.constFirst().first.toLocalTime();
    QDateTime last = m_lag.isEmpty() ? first : m_lag.constLast().first.toLocalTime();
    // At least a dozen sample intervals wide (a minute at the default 5 s), so the first points do
    // not fill the whole width.
    const qint64 minimumMs = qMax<qint64>(10'000, 12LL * m_sampleInterval);
    if (first.msecsTo(last) < minimumMs)
        last = first.addMSecs(minimumMs);
    m_timeAxis->setRange(first, last);
}

} // namespace outbox::ui
