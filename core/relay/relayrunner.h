#pragma once

#include "audit/auditrecord.h"
#include "relay/relayengine.h"
#include "relay/relaypeers.h"

#include <QMutex>
#include <QPointer>
#include <QWaitCondition>

#include <atomic>

class QEventLoop;

namespace outbox {

class ChangeListener;

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
    bool once = false; // one batch, then return
    // The longest wait after an empty poll: the first empty poll after rows waits 25 ms, each
    // further one twice as long, up to this.
    int sleepSeconds = 2;
    // PostgreSQL with the table's notify trigger (outboxctl notify install): an empty poll waits
    // for the next commit's notification (or sleepSeconds, whichever comes first), so an event
    // goes out milliseconds after its commit instead of up to sleepSeconds later.
    bool wakeOnChange = true;
    int maxReconnectSeconds = 30;
    // Connections that claim at once while a backlog lasts (PostgreSQL, MySQL/MariaDB; SQLite
    // and once: one). While one connection's batch is delivered and settled, another claims the
    // next, so the database is not idle while the relay works. Every connection claims with
    // SKIP LOCKED and in order per key like another relay would: a key's rows still go out in
    // order. The others join when a batch comes back full and stop when theirs comes back short.
    int connections = 2;
    std::optional<RelayAuditInfo> audit; // none: run() writes no audit records
    // Registers the relay beside the outbox (schema/relayregistry.h, where that table exists):
    // a row at start, a heartbeat every RelayRegistry::kBeatSeconds on a connection of its own,
    // removed when run() returns. Not for once.
    bool registerRelay = true;
    int heartbeatSeconds = 10; // RelayRegistry::kBeatSeconds; tests beat faster
    QString agent;             // names the program in the registry; empty: the application's name
    // Where the relay keeps the process ids of its further connections (connections > 1), so
    // that its own row locks are not taken for another relay's; may be null.
    std::shared_ptr<OwnSessions> ownSessions;
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
    static constexpr int kMaxConnections = 8;

    RelayRunner(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                ExecutorFactory factory, RunnerOptions options, Clock clock = {});
    ~RelayRunner();

    Status prepare(); // see RelayEngine::prepare
    // The engine's notes, and how to wake the relay at each commit where it could but will not.
    QStringList notes() const { return m_notes; }
    Status run();
    void stop();
    void setPaused(bool paused);
    bool isPaused() const { return m_paused.load(); }
    // Waking on the table's change notifications (RunnerOptions::wakeOnChange), not only polling.
    bool isListening() const { return m_listening.load(); }

    const RelayCounters &counters() const { return m_counters; }
    // This run's id in the relay registry (RunnerOptions::registerRelay).
    QString relayId() const { return m_relayId; }
    // Both called on the runner's thread, also for the batches of its other connections.
    std::function<void(const BatchResult &)> onBatch;
    std::function<void(const QString &)> onProblem; // lost connection, reconnect, …

private:
    Status loop();
    // The local record is required (the relay changes rows: no record, no start); the audit
    // table's row, where the table exists, is best effort.
    Status audit(const QString &action, const QString &outcome);
    // Sleeps up to ms, waking early on stop (or unpause) and, while listening, on a change
    // notification (one that came during the last batch included). Returns false when stopping.
    bool sleepFor(int ms);
    // Listens for the table's notifications where it can (on the runner's thread).
    void listen();
    // Counts a batch and hands it to onBatch (runner thread).
    void report(const BatchResult &batch);
    // Reports what the other connections did since the last call (runner thread).
    void reportHelpers();
    // The loop of another connection (connections > 1), on a thread of its own: batches while
    // the runner's last full batch says there is a backlog, until one of its own comes back short.
    void help(int index);
    // Waits up to ms (forever: -1) on m_helperWake; false when stopping.
    bool helperWait(int ms);
    // The registry's heartbeat, on a thread and connection of its own, until m_beating ends.
    void heartbeat();

    RelayEngine m_engine;
    RelaySettings m_settings;
    ExecutorFactory m_factory;
    Clock m_clock;
    RunnerOptions m_options;
    QStringList m_notes;
    RelayCounters m_counters;
    std::atomic_bool m_stop{false};
    std::atomic_bool m_paused{false};
    std::atomic_bool m_listening{false};
    std::unique_ptr<ChangeListener> m_listener;
    bool m_changed = false;      // a notification came since the last poll (runner thread)
    QPointer<QEventLoop> m_loop; // the wait in progress, under m_mutex
    QMutex m_mutex;
    QWaitCondition m_wake;
    // The other connections' threads, what they did (under m_mutex), and whether to work.
    std::vector<std::unique_ptr<QThread>> m_helpers;
    QList<BatchResult> m_helperBatches;
    QStringList m_helperProblems;
    std::atomic_bool m_backlog{false};
    QWaitCondition m_helperWake;
    QString m_relayId;
    bool m_beating = false; // under m_mutex: the heartbeat thread goes on
    QWaitCondition m_beatWake;
};

} // namespace outbox
