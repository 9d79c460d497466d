#pragma once

#include "ui/charts/chartsworker.h"

#include <QDateTime>
#include <QHash>
#include <QImage>
#include <QWidget>

#include <memory>
#include <optional>

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QProgressBar;
class QScrollArea;
class QToolButton;

namespace outbox::ui {

class ChartPanel;
class ChartRenderer;
class MessageBar;

// The Graph view: what the outbox looks like under the current filter, in six Qt Charts.
//   States           rows per state (donut, numbers in the legend and the total in the middle)
//   Created          rows created per hour or per day, stacked by state
//   Throughput       rows sent per minute (10 minutes, hour, day for longer windows)
//   Backlog          waiting rows and the age of the oldest one, at the end of every bucket
//   DeadByGroup      dead rows by normalised error signature (top 10, the rest summed up)
//   DeadByOperation  dead rows by operation (Vortos) or event type (FennFlow)
// States and the dead charts count every row matching the filter; the time charts cover the time
// window chosen in the view (default: the last 24 hours) and ignore the filter's state part, since
// they are about state changes.
//
// The view lays the charts out, asks the worker and hands each answer to the charts drawn from
// it: a ChartRenderer per chart (StatesChart, CreatedChart, ThroughputChart, BacklogChart,
// DeadGroupsChart, DeadOperationsChart), each drawing into its ChartPanel.
//
// All queries run on a ChartsWorker thread with its own connection. setFilter(), refresh() and a
// new window start a new generation; answers to older ones are dropped. While the view is hidden,
// changes only mark the charts stale: they are read when it is shown again (or on refresh()).
//
// Ctrl+Shift+S (QKeySequence::SaveAs, while the charts have the focus) saves the whole view; each
// chart's context menu saves or copies that chart.
//
// Object names for tests and accessibility: chartsSpan, chartsFilterLabel, chartsBusyIndicator,
// chartsRefreshButton, chartsSaveButton, chartsMessageBar, chartsScrollArea, chartsContent, and
// the chart views statesChart, createdChart, throughputChart, backlogChart, deadGroupsChart,
// deadOperationsChart. Series: stateSlices, createdSeries, sentSeries, waitingSeries,
// oldestAgeSeries, deadGroupSeries, deadOperationSeries.
class ChartsView : public QWidget {
    Q_OBJECT
public:
    enum class Chart { States, Created, Throughput, Backlog, DeadByGroup, DeadByOperation };
    Q_ENUM(Chart)

    explicit ChartsView(QWidget *parent = nullptr);
    ~ChartsView() override;

    // The table to chart, already resolved (MainWindow has it from its own workers). The charts
    // open their own connection with the spec; clearSource() closes it and empties the charts.
    // label: the profile (or URL) named in the caption of saved images.
    void setSource(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table,
                   const QString &label = QString());
    void clearSource();
    bool hasSource() const { return m_hasSource; }

    void setFilter(const outbox::RowFilter &filter);
    outbox::RowFilter filter() const { return m_filter; }

    // How far back the time charts look (the span combo offers 1 h, 6 h, 24 h, 7 and 30 days),
    // and where they end: invalid (the default) is "now" at each refresh.
    void setTimeSpan(qint64 seconds);
    qint64 timeSpan() const { return m_spanSeconds; }
    void setWindowEnd(const QDateTime &end);
    QDateTime windowEnd() const { return m_windowEnd; }

    bool isBusy() const { return m_busy; }
    QString errorText() const; // the message bar's text; empty when no error shows

    QChart *chart(Chart which) const;
    QChartView *chartView(Chart which) const;

    // PNG of every chart as laid out (the whole grid, also the part scrolled away), or of one,
    // with a caption below it: profile, table, filter, time window and when it was made.
    bool savePng(const QString &path) const;
    bool savePng(Chart which, const QString &path) const;
    QString caption() const;
    QImage captioned(const QPixmap &charts) const;

public Q_SLOTS:
    // Reads every chart again (also when hidden).
    void refresh();
    // The data changed (the window's F5, a retry, the relay): read again now when visible, else
    // when next shown.
    void invalidate();
    // Asks for a file name and saves the whole view.
    void saveWithDialog();

Q_SIGNALS:
    void busyChanged(bool busy);
    // Every chart shows the answer (or the error) for the current source, filter and window.
    void refreshed();
    void errorShown(const QString &message);
    // Clicks in the charts, for the window to narrow its filter.
    void stateActivated(outbox::RowState state);
    void deadGroupActivated(const QString &signature); // a bar of "Dead rows by error"
    void operationActivated(const QString &operation); // a bar of "Dead rows by operation"

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QWidget *createToolbar();
    void requestIfVisible();
    void setBusy(bool busy);
    void showError(const QString &message);
    void onPartReady(quint64 generation, const outbox::ui::ChartsData &part);
    void onPartFailed(quint64 generation, outbox::ui::ChartsData::Part part,
                      const QString &message);
    void onFinished(quint64 generation);
    void updateFilterLabel();

    ChartRenderer *createRenderer(Chart which, ChartPanel *panel);
    void render(ChartRenderer *renderer);
    void renderAll();

    std::unique_ptr<ChartsWorkerThread> m_thread;
    bool m_hasSource = false;
    OutboxTable m_table;
    QString m_sourceLabel;
    int m_opensInFlight = 0;
    QString m_openError;
    RowFilter m_filter;
    qint64 m_spanSeconds = 24 * 3600;
    QDateTime m_windowEnd;
    bool m_stale = true;
    bool m_busy = false;
    quint64 m_generation = 0;
    QStringList m_errors; // of the current generation

    // What the charts show: the last answer per part, and its error.
    QHash<int, ChartsData> m_data;
    QHash<int, QString> m_partErrors;

    QComboBox *m_span = nullptr;
    QLabel *m_filterLabel = nullptr;
    QProgressBar *m_busyIndicator = nullptr;
    QToolButton *m_refreshButton = nullptr;
    QToolButton *m_saveButton = nullptr;
    MessageBar *m_messageBar = nullptr;
    QScrollArea *m_scroll = nullptr;
    QWidget *m_content = nullptr;
    QList<ChartRenderer *> m_renderers; // by Chart; each draws into its panel
};

} // namespace outbox::ui
