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
    const auto counter = [&](int column, const QString &name, const QString &caption,
                             const QString &tip) {
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
        return value;
    };
    m_claimed = counter(0, u"relayClaimed"_s, tr("Claimed"), tr("Rows claimed since the start"));
    m_delivered = counter(1, u"relayDelivered"_s, tr("Delivered"), tr("Rows delivered"));
    m_failed = counter(2, u"relayFailed"_s, tr("Failed"),
                       tr("Rows whose delivery failed and that will be tried again"));
    m_dead = counter(3, u"relayDead"_s, tr("Dead"), tr("Rows that failed for the last time"));
    m_rate = counter(4, u"relayRate"_s, tr("Rows per second"),
                     tr("Rows settled per second over the last 5 seconds"));
}

void RelayCounterBoard::clear() {
    m_rateWindow.clear();
    for (QLabel *l : {m_claimed, m_delivered, m_failed, m_dead, m_rate})
        l->setText(QLocale().toString(0));
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
    m_claimed->setText(locale.toString(claimed));
    m_delivered->setText(locale.toString(delivered));
    m_failed->setText(locale.toString(failed));
    m_dead->setText(locale.toString(dead));
    // Idle (nothing settled over the window): the pace of the last burst stays, said to be past,
    // rather than a bare 0.0 a moment after 45 rows went by.
    if (rowsPerSecond > 0)
        m_lastBurstRate = rowsPerSecond;
    const double shown = rowsPerSecond > 0 ? rowsPerSecond : m_lastBurstRate;
    const QString number = locale.toString(shown, 'f', shown < 10 ? 1 : 0);
    m_rate->setText(rowsPerSecond > 0 || m_lastBurstRate == 0 ? number
                                                              : tr("%1 (idle)").arg(number));
}

} // namespace outbox::ui
