#include "relay/relayrunner.h"

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcRelay)

namespace outbox {

RelayRunner::RelayRunner(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                         ExecutorFactory factory, RunnerOptions options, Clock clock)
    : m_engine(session, std::move(table), settings, std::move(factory), std::move(clock))
    , m_options(options) {}

Status RelayRunner::prepare() {
    return m_engine.prepare();
}

void RelayRunner::stop() {
    m_stop.store(true);
    QMutexLocker lock(&m_mutex);
    m_wake.wakeAll();
}

void RelayRunner::setPaused(bool paused) {
    m_paused.store(paused);
    QMutexLocker lock(&m_mutex);
    m_wake.wakeAll();
}

bool RelayRunner::sleepFor(int ms) {
    QMutexLocker lock(&m_mutex);
    if (!m_stop.load())
        m_wake.wait(&m_mutex, QDeadlineTimer(ms));
    return !m_stop.load();
}

Status RelayRunner::run() {
    int reconnectDelay = 1;
    while (!m_stop.load()) {
        if (m_paused.load()) {
            sleepFor(500);
            continue;
        }
        auto batch = m_engine.runOnce();
        if (!batch) {
            const QString problem = batch.error().message;
            qCWarning(lcRelay).noquote()
                << problem << u"; reconnecting in %1 s"_s.arg(reconnectDelay);
            if (onProblem)
                onProblem(u"%1 (reconnecting in %2 s)"_s.arg(problem).arg(reconnectDelay));
            if (m_options.once)
                return batch.error();
            if (!sleepFor(reconnectDelay * 1000))
                break;
            reconnectDelay = qMin(reconnectDelay * 2, m_options.maxReconnectSeconds);
            m_engine.session().close();
            if (auto reopened = m_engine.session().open(); !reopened) {
                qCWarning(lcRelay).noquote() << reopened.error().message;
                if (onProblem)
                    onProblem(reopened.error().message);
            } else {
                ++m_counters.reconnects;
                qCInfo(lcRelay) << "reconnected";
            }
            continue;
        }
        reconnectDelay = 1;
        const BatchResult &r = *batch;
        if (r.claimed > 0) {
            ++m_counters.batches;
            m_counters.claimed += r.claimed;
            m_counters.delivered += r.delivered;
            m_counters.failed += r.failed;
            m_counters.dead += r.dead;
            m_counters.lastBatchMicros = qint64(r.seconds * 1e6);
        }
        if (onBatch)
            onBatch(r);
        if (m_options.once)
            break;
        if (r.claimed == 0 && !sleepFor(m_options.sleepSeconds * 1000))
            break;
    }
    return Done{};
}

} // namespace outbox
