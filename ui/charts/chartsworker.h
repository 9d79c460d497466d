#pragma once

#include "actions/deadlettergroups.h"
#include "query/timeseries.h"
#include "ui/common/coremetatypes.h"
#include "ui/common/workerthread.h"

#include <QMutex>
#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>

namespace outbox::ui {

// What the charts ask for in one go: every chart follows the same filter, and the time charts
// share one window so their x axes line up.
struct ChartsRequest {
    RowFilter filter;
    TimeWindow window;         // sent per bucket, backlog
    bool createdByDay = false; // rows created per hour or per day, over the same window
};

// One chart's worth of data; the worker fills the part it just read.
struct ChartsData {
    enum class Part { States, Created, Throughput, Backlog, DeadLetters };

    Part part = Part::States;
    StateCounts counts;
    QList<HistogramBucket> created;
    TimeWindow createdWindow; // the hours or days the histogram covers
    bool createdByDay = false;
    ThroughputSeries throughput;
    BacklogSeries backlog;
    QList<DeadLetterGroup> deadGroups;
};

// Reads the charts' data of one outbox table on its own thread, with its own DatabaseSession
// (one connection per thread). A request runs its parts one after the other and reports each as
// soon as it is in, so the quick counts show while the dead rows are still being grouped. Like
// OutboxWorker, requests carry a generation: supersede() skips the remaining parts of older
// requests and cancels a running grouping.
class ChartsWorker : public QObject {
    Q_OBJECT
public:
    explicit ChartsWorker(QObject *parent = nullptr);
    ~ChartsWorker() override;

    // Thread-safe.
    void supersede(quint64 generation);

public Q_SLOTS:
    // Opens a connection for a table the caller already resolved. Emits opened or openFailed.
    void open(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table);
    void close();
    // Emits partReady/partFailed for every part, then finished (unless superseded).
    void fetch(quint64 generation, const outbox::ui::ChartsRequest &request);

Q_SIGNALS:
    void opened();
    void openFailed(const QString &message);
    void partReady(quint64 generation, const outbox::ui::ChartsData &data);
    void partFailed(quint64 generation, outbox::ui::ChartsData::Part part, const QString &message);
    void finished(quint64 generation);

private:
    bool isStale(quint64 generation) const;

    std::unique_ptr<DatabaseSession> m_session;
    std::unique_ptr<OutboxReader> m_reader;
    std::atomic<quint64> m_minGeneration{0};
    QMutex m_cancelMutex; // guards m_running against supersede() from the GUI thread
    CancelToken *m_running = nullptr;
    quint64 m_runningGeneration = 0;
};

// The graphs' worker on its own thread.
class ChartsWorkerThread : public WorkerThread<ChartsWorker> {
public:
    ChartsWorkerThread()
        : WorkerThread(QStringLiteral("outbox-charts")) {}
};

void registerChartsMetaTypes();

} // namespace outbox::ui

Q_DECLARE_METATYPE(outbox::ui::ChartsRequest)
Q_DECLARE_METATYPE(outbox::ui::ChartsData)
