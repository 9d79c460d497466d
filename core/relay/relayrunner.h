#pragma once

#include "audit/auditrecord.h"
#include "relay/relayengine.h"

#include <QMutex>
#include <QWaitCondition>

#include <atomic>

namespace outbox {

// Who runs a relay and where it delivers: run() writes a relay-start audit record when it starts
// and a relay-stop record (with the totals) when it returns, to the local log and, when it
// exists, to the audit table of the relay's database.
struct RelayAuditInfo {
    AuditLog log;
    QString profile;     // profile name, if any
    QString destination; // the store or sink, no secrets
    QString reason;
};

struct RunnerOptions {
    bool once = false;    // one batch, then return
    int sleepSeconds = 2; // after an empty poll
    int maxReconnectSeconds = 30;
    std::optional<RelayAuditInfo> audit; // none: run() writes no audit records
};

// What a running relay has done so far; read from any thread.
struct RelayCounters {
    std::atomic<qint64> batches{0};
    std::atomic<qint64> claimed{0};
    std::atomic<qint64> delivered{0};
    std::atomic<qint64> failed{0};
    std::atomic<qint64> dead{0};
    std::atomic<qint64> reconnects{0};
    std::atomic<qint64> lastBatchMicros{0};
};

// "3 batches: 120 delivered, 2 failed, 0 dead" (plus "; <error>" when the run ended with one).
QString describeRelayRun(const RelayCounters &counters, const Status &result);

// The relay loop: batches until stopped, sleeping after empty polls, reconnecting with backoff
// when the database goes away. Blocking: run() belongs on a worker thread (or the CLI's own);
// stop() and setPaused() may be called from any thread, and stop lets the current batch settle.
class RelayRunner {
public:
    RelayRunner(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                ExecutorFactory factory, RunnerOptions options, Clock clock = {});

    Status prepare(); // see RelayEngine::prepare
    QStringList notes() const { return m_engine.notes(); }
    Status run();
    void stop();
    void setPaused(bool paused);
    bool isPaused() const { return m_paused.load(); }

    const RelayCounters &counters() const { return m_counters; }
    std::function<void(const BatchResult &)> onBatch; // called on the runner's thread
    std::function<void(const QString &)> onProblem;   // lost connection, reconnect, …

private:
    Status loop();
    // The local record is required (the relay changes rows: no record, no start); the audit
    // table's row, where the table exists, is best effort.
    Status audit(const QString &action, const QString &outcome);
    // Sleeps up to ms, waking early on stop (or unpause). Returns false when stopping.
    bool sleepFor(int ms);

    RelayEngine m_engine;
    RunnerOptions m_options;
    RelayCounters m_counters;
    std::atomic_bool m_stop{false};
    std::atomic_bool m_paused{false};
    QMutex m_mutex;
    QWaitCondition m_wake;
};

} // namespace outbox
