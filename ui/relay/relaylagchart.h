#pragma once

#include <QChartView>
#include <QDateTime>
#include <QList>

#include <optional>
#include <utility>

class QDateTimeAxis;
class QLineSeries;
class QValueAxis;

namespace outbox::ui {

// The relay panel's lag chart: the oldest pending row's age at each sample (the last 720), on an
// axis in seconds, minutes, hours or days, at least a dozen sample intervals wide. Its colours
// follow the palette.
//
// Object name: relayLagChart.
class RelayLagChart : public QChartView {
    Q_OBJECT
public:
    explicit RelayLagChart(QWidget *parent = nullptr);

    // A sample; no age: nothing is pending.
    void addPoint(const QDateTime &at, std::optional<double> ageSeconds);
    void clear();
    int sampleCount() const { return int(m_lag.size()); }
    // How often samples come (default 5000 ms): the time axis spans at least twelve of them.
    void setSampleInterval(int ms) { m_sampleInterval = ms; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void replot();
    void applyTheme();

    QLineSeries *m_series = nullptr;
    QDateTimeAxis *m_timeAxis = nullptr;
    QValueAxis *m_ageAxis = nullptr;
    static constexpr int kMaxLagPoints = 720; // the samples kept
    QList<std::pair<QDateTime, std::optional<double>>> m_lag;
    int m_sampleInterval = 5000;
};

} // namespace outbox::ui
