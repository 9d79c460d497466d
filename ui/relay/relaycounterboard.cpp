#include "ui/relay/relaycounterboard.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RelayCounterBoard::RelayCounterBoard(QWidget *parent)
    : QWidget(parent) {
    auto *counters = new QGridLayout(this);
    counters->setContentsMargins(0, 0, 0, 0);
    // Each figure's object name, caption and tooltip, in the order of the columns.
    const std::array<std::array<QString, 3>, FigureCount> figures{{
        {u"relayClaimed"_s, tr("Claimed"), tr("Rows claimed since the start")},
        {u"relayDelivered"_s, tr("Delivered"), tr("Rows delivered")},
        {u"relayFailed"_s, tr("Failed"),
         tr("Rows whose delivery failed and that will be tried again")},
        {u"relayDead"_s, tr("Dead"), tr("Rows that failed for the last time")},
        {u"relayRate"_s, tr("Rows per second"),
         tr("Rows settled per second over the last 5 seconds")},
    }};
    for (int column = 0; column < FigureCount; ++column) {
        const auto &[name, caption, tip] = figures.at(std::size_t(column));
        auto *value = new QLabel(u"0"_s, this);
        value->setObjectName(name);
        value->setAlignment(Qt::AlignCenter);
        QFont f = value->font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        value->setFont(f);
        value->setAccessibleName(caption);
        value->setToolTip(tip);
        auto *label = new QLabel(caption, this);
        label->setAlignment(Qt::AlignCenter);
        label->setToolTip(tip);
        counters->addWidget(value, 0, column);
        counters->addWidget(label, 1, column);
        m_figures.at(std::size_t(column)) = value;
    }
}

void RelayCounterBoard::clear() {
    m_rateWindow.clear();
    for (QLabel *figure : m_figures)
        figure->setText(QLocale().toString(0));
}

void RelayCounterBoard::restart() {
    m_rateWindow = {{0, 0}}; // the rate counts from the start
    m_lastBurstRate = 0;
}

void RelayCounterBoard::record(qint64 ms, qint64 settled) {
    m_rateWindow.append({ms, settled});
    while (m_rateWindow.size() > 2 && ms - m_rateWindow.constFirst().first > kRateWindowMs)
        m_rateWindow.removeFirst();
}

double RelayCounterBoard::rowsPerSecond() const {
    if (m_rateWindow.size() < 2)
        return 0;
    const auto &first = m_rateWindow.constFirst();
    const auto &last = m_rateWindow.constLast();
    const qint64 ms = last.first - first.first;
    return ms > 0 ? double(last.second - first.second) * 1000.0 / double(ms) : 0;
}

void RelayCounterBoard::showCounts(qint64 claimed, qint64 delivered, qint64 failed, qint64 dead,
                                   double rowsPerSecond) {
    const QLocale locale;
    const std::array<qint64, Rate> counts{claimed, delivered, failed, dead};
    for (std::size_t figure = Claimed; figure < counts.size(); ++figure)
        m_figures.at(figure)->setText(locale.toString(counts.at(figure)));
    // Idle (nothing settled over the window): the pace of the last burst stays, said to be past,
    // rather than a bare 0.0 a moment after 45 rows went by.
    if (rowsPerSecond > 0)
        m_lastBurstRate = rowsPerSecond;
    const double shown = rowsPerSecond > 0 ? rowsPerSecond : m_lastBurstRate;
    const QString number = locale.toString(shown, 'f', shown < 10 ? 1 : 0);
    m_figures.at(Rate)->setText(
        rowsPerSecond > 0 || m_lastBurstRate == 0 ? number : tr("%1 (idle)").arg(number));
}

} // namespace outbox::ui
