#include "relay/deliverylanes.h"

#include "util/coretr.h"
#include "util/threadtls.h"

#include <QCoreApplication>
#include <QSemaphore>
#include <QThread>

using namespace Qt::StringLiterals;

namespace outbox {

struct DeliveryLanes::LaneThread {
    QThread thread;
    QObject *context = nullptr; // lives in thread: the target of queued deliveries
    std::unique_ptr<RowExecutor> executor;
};

namespace {

// The rows' indexes, shared out to laneCount lanes by their keys (laneKey()): rows that touch the
// same object (or the same file, for FennFlow) go to the same lane, in order.
QList<QList<qsizetype>> sharedOut(const QList<OutboxRow> &rows, int laneCount) {
    QList<QList<qsizetype>> lanes(laneCount);
    for (qsizetype i = 0; i < rows.size(); ++i)
        lanes[int(qHash(laneKey(rows.at(i))) % uint(laneCount))].append(i);
    return lanes;
}

// Runs a lane's rows through its executor into `into`, then makes them durable (a failed flush
// fails the lane's delivered rows).
void deliverLane(RowExecutor &executor, const QList<OutboxRow> &rows, const QList<qsizetype> &lane,
                 bool stopKeyAtFailure, LaneOutcomes &into) {
    // What a delivery reports becomes the row's last_error, which every console reads and
    // groups: stored in English, whatever the language of this relay's user.
    const CoreText::EnglishScope english;
    QList<const OutboxRow *> laneRows;
    laneRows.reserve(lane.size());
    for (qsizetype i : lane)
        laneRows.append(&rows.at(i));
    const std::vector<std::optional<Status>> results =
        executor.executeAll(laneRows, stopKeyAtFailure);
    for (qsizetype k = 0; k < lane.size(); ++k) {
        if (results[size_t(k)])
            into.outcomes[lane.at(k)] = results[size_t(k)];
        else
            into.skipped[lane.at(k)] = 1;
    }
    if (auto flushed = executor.flush(); !flushed) {
        for (qsizetype i : lane) {
            if (into.outcomes[i] && into.outcomes[i]->ok())
                into.outcomes[i] = flushed;
        }
    }
}

} // namespace

DeliveryLanes::DeliveryLanes(ExecutorFactory factory, int concurrency)
    : m_factory(std::move(factory))
    , m_concurrency(concurrency) {}

DeliveryLanes::~DeliveryLanes() {
    // Executors are destroyed on the threads that created them (network clients are bound to
    // their thread), then the threads stop.
    for (auto &lane : m_lanes) {
        QMetaObject::invokeMethod(
            lane->context,
            [&lane] {
                lane->executor.reset();
                QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
                releaseThreadTlsState(); // util/threadtls.h
            },
            Qt::BlockingQueuedConnection);
        lane->thread.quit();
        lane->thread.wait();
        delete lane->context;
    }
}

DeliveryLanes::LaneThread &DeliveryLanes::laneThread(int index) {
    while (int(m_lanes.size()) <= index) {
        auto lane = std::make_unique<LaneThread>();
        lane->context = new QObject;
        lane->context->moveToThread(&lane->thread);
        lane->thread.setObjectName(u"relay-lane-%1"_s.arg(m_lanes.size()));
        lane->thread.start();
        m_lanes.push_back(std::move(lane));
    }
    return *m_lanes.at(index);
}

Result<LaneOutcomes> DeliveryLanes::deliver(const QList<OutboxRow> &rows, bool stopKeyAtFailure) {
    const int laneCount = qBound(1, m_concurrency, int(rows.size()));
    const QList<QList<qsizetype>> lanes = sharedOut(rows, laneCount);
    LaneOutcomes result;
    result.outcomes.resize(rows.size());
    result.skipped.resize(rows.size(), 0);
    if (laneCount == 1) {
        // One lane: deliver on this thread with an executor kept across batches (no thread to
        // start, no sink or client to set up again for every batch).
        if (!m_inlineExecutor) {
            auto executor = m_factory();
            if (!executor)
                return Error::failed(CoreText::tr("Could not open the delivery target: %1")
                                         .arg(executor.error().message));
            m_inlineExecutor = std::move(*executor);
        }
        deliverLane(*m_inlineExecutor, rows, lanes.constFirst(), stopKeyAtFailure, result);
        return result;
    }
    // Several lanes: each runs on a thread of its own that lives as long as the engine, with
    // an executor created there and kept across batches (network clients keep their
    // connections alive between batches).
    QSemaphore finished;
    int started = 0;
    for (int l = 0; l < laneCount; ++l) {
        const QList<qsizetype> &lane = lanes.at(l);
        if (lane.isEmpty())
            continue;
        LaneThread &worker = laneThread(l);
        ++started;
        QMetaObject::invokeMethod(
            worker.context,
            [this, &worker, &rows, &lane, stopKeyAtFailure, &result, &finished] {
                const CoreText::EnglishScope english; // a failed factory's error is stored too
                if (!worker.executor) {
                    auto executor = m_factory();
                    if (!executor) {
                        for (qsizetype i : lane)
                            result.outcomes[i] = executor.error();
                        finished.release();
                        return;
                    }
                    worker.executor = std::move(*executor);
                }
                deliverLane(*worker.executor, rows, lane, stopKeyAtFailure, result);
                finished.release();
            },
            Qt::QueuedConnection);
    }
    finished.acquire(started);
    return result;
}

} // namespace outbox
