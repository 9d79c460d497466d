#pragma once

#include <QList>
#include <QWidget>

#include <array>
#include <utility>

class QLabel;

namespace outbox::ui {

// The relay panel's counters, in large figures: rows claimed, delivered, failed and dead since the
// start, and rows settled per second over the last 5 seconds (while idle, the last burst's pace,
// said to be past).
//
// Object names: relayClaimed, relayDelivered, relayFailed, relayDead, relayRate.
class RelayCounterBoard : public QWidget {
    Q_OBJECT
public:
    explicit RelayCounterBoard(QWidget *parent = nullptr);

    // Every figure 0 and the rate's window empty (another table).
    void clear();
    // A run starts: the rate counts from it, and no burst has been seen yet.
    void restart();
    // The rows settled so far, ms after the start: the rate's window keeps the last 5 seconds.
    void record(qint64 ms, qint64 settled);
    // Rows settled per second over the window; 0 without two looks.
    double rowsPerSecond() const;
    void showCounts(qint64 claimed, qint64 delivered, qint64 failed, qint64 dead,
                    double rowsPerSecond);

private:
    // The figures, one a column: the four counts, then the rate.
    enum Figure { Claimed, Delivered, Failed, Dead, Rate, FigureCount };
    std::array<QLabel *, FigureCount> m_figures{};
    static constexpr int kRateWindowMs = 5000;     // the rate's window
    QList<std::pair<qint64, qint64>> m_rateWindow; // (ms since start, settled rows)
    double m_lastBurstRate = 0; // rows per second over the last window in which rows settled
};

} // namespace outbox::ui
