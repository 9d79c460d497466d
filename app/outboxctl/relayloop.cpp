// The relay loop of `outboxctl relay`: the runner on its own thread, the metrics endpoint and the
// stop signals on the main thread's event loop.
#include "relayloop.h"

#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "relay/metricsserver.h"
#include "util/threadtls.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSocketNotifier>
#include <QThread>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

int s_signalFd[2] = {-1, -1};

extern "C" void onStopSignal(int) {
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(s_signalFd[1], &c, 1); // async-signal-safe
}

// SIGTERM, SIGINT and SIGHUP (a closed terminal finishes the batch like SIGTERM) written to a
// socket the event loop reads, for as long as this guard lives.
class StopSignals {
public:
    bool install() {
        if (::socketpair(AF_UNIX, SOCK_STREAM, 0, s_signalFd) != 0)
            return false;
        std::signal(SIGTERM, onStopSignal);
        std::signal(SIGINT, onStopSignal);
        std::signal(SIGHUP, onStopSignal);
        m_installed = true;
        return true;
    }
    ~StopSignals() {
        if (!m_installed)
            return;
        std::signal(SIGTERM, SIG_DFL);
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGHUP, SIG_DFL);
        ::close(s_signalFd[0]);
        ::close(s_signalFd[1]);
    }
    static int readFd() { return s_signalFd[0]; }
    static void drain() {
        char buffer[16];
        [[maybe_unused]] const auto n = ::read(s_signalFd[0], buffer, sizeof buffer);
    }

private:
    bool m_installed = false;
};

// --metrics: Prometheus text and the health checks at HOST:PORT.
Status serveMetrics(Context &c, const RelayJob &job, MetricsServer &server, RelayMetrics &metrics) {
    if (auto listening = server.listen(job.metricsAt); !listening)
        return listening;
    const QString tableName = job.table.name.display();
    server.setProvider([&metrics, tableName] { return renderPrometheus(metrics, tableName); });
    server.setHealthProvider([&metrics](bool ready) {
        return relayHealth(metrics, ready, double(QDateTime::currentMSecsSinceEpoch()) / 1000);
    });
    metrics.pollIntervalSeconds = job.options.sleepSeconds;
    c.err << Cli::tr("Metrics at %1, health at /healthz and /readyz")
                 .arg(u"http://%1/metrics"_s.arg(job.metricsAt))
          << Qt::endl;
    return Done{};
}

// The gauges of the whole table, measured on the relay thread's connection.
void measureGauges(const OutboxReader &gauges, const RelayJob &job, RelayMetrics &metrics) {
    RowFilter waiting;
    waiting.states = {RowState::Pending, RowState::Dead};
    if (auto counts = gauges.counts(waiting)) {
        metrics.pendingRows = counts->of(RowState::Pending);
        metrics.deadRows = counts->of(RowState::Dead);
    }
    if (auto oldest = gauges.oldestPending())
        metrics.oldestPendingAgeSeconds =
            *oldest ? double((*oldest)->secsTo(QDateTime::currentDateTimeUtc())) : 0.0;
    if (job.settings.ordering == DeliveryOrdering::Key && ordersByKey(job.table))
        if (auto held = countBlockedKeys(gauges))
            metrics.blockedKeys = held->keys;
}

void recordBatch(RelayMetrics &metrics, const BatchResult &b) {
    metrics.recordPoll(true);
    if (b.claimed > 0) // a batch that delivered none of its rows: the sink is down
        metrics.sinkReachable = b.delivered > 0 || b.failed + b.dead == 0;
    if (b.claimed > 0) {
        metrics.claimedTotal += quint64(b.claimed);
        metrics.deliveredTotal += quint64(b.delivered);
        metrics.failedTotal += quint64(b.failed + b.dead);
        metrics.deadTotal += quint64(b.dead);
        metrics.recordBatch(b.seconds, b.publishSeconds);
    }
}

// The relay thread's work: its connection, the runner, and the metrics it feeds.
class RelayThreadWork {
public:
    RelayThreadWork(Context &c, const RelayJob &job, RelayMetrics &metrics)
        : m_c(c)
        , m_job(job)
        , m_metrics(metrics) {}

    void run() {
        // Last, once the runner and its clients are gone: OpenSSL's state of this thread, before
        // the process may exit (util/threadtls.h).
        const auto tlsState = qScopeGuard([] { releaseThreadTlsState(); });
        DatabaseSession session(m_job.spec, u"relay"_s);
        RelayRunner runner(session, m_job.table, m_job.settings, m_job.factory, m_job.options);
        if (auto prepared = runner.prepare(); !prepared) {
            m_result = prepared;
            return;
        }
        for (const QString &note : runner.notes())
            m_c.err << Cli::tr("note: %1").arg(note) << Qt::endl;
        // Gauges of the whole table, measured on this thread's connection at most every 10 s.
        OutboxReader gauges(session, m_job.table);
        QElapsedTimer sinceGauges;
        runner.onProblem = [&](const QString &) { m_metrics.recordPoll(false); };
        runner.onBatch = [&](const BatchResult &b) {
            recordBatch(m_metrics, b);
            if (!m_job.metricsAt.isEmpty() &&
                (!sinceGauges.isValid() || sinceGauges.elapsed() > 10'000)) {
                measureGauges(gauges, m_job, m_metrics);
                sinceGauges.start();
            }
        };
        m_running = &runner;
        if (m_stopRequested)
            runner.stop();
        m_result = runner.run();
        m_running = nullptr;
        m_totals.delivered = runner.counters().delivered.load();
        m_totals.failed = runner.counters().failed.load();
        m_totals.dead = runner.counters().dead.load();
        m_totals.batches = runner.counters().batches.load();
    }
    // From the main thread: the current batch settles first.
    void stop() {
        m_stopRequested = true;
        if (RelayRunner *r = m_running.load())
            r->stop();
    }
    const Status &result() const { return m_result; }
    const RelayCounters &totals() const { return m_totals; }

private:
    Context &m_c;
    const RelayJob &m_job;
    RelayMetrics &m_metrics;
    std::atomic<RelayRunner *> m_running{nullptr};
    std::atomic_bool m_stopRequested{false};
    Status m_result = Done{};
    RelayCounters m_totals;
};

} // namespace

int runRelayLoop(Context &c, const RelayJob &job) {
    RelayMetrics metrics;
    RelayThreadWork work(c, job, metrics);
    {
        StopSignals stopSignals;
        if (!stopSignals.install())
            return c.fail(Error::failed(Cli::tr("Could not set up signal handling.")));
        QSocketNotifier notifier(StopSignals::readFd(), QSocketNotifier::Read);
        MetricsServer metricsServer;
        if (!job.metricsAt.isEmpty())
            if (auto served = serveMetrics(c, job, metricsServer, metrics); !served)
                return c.fail(served.error());
        QThread *worker = QThread::create([&work] { work.run(); });
        QObject::connect(&notifier, &QSocketNotifier::activated, &notifier, [&work] {
            StopSignals::drain();
            work.stop();
        });
        QObject::connect(worker, &QThread::finished, QCoreApplication::instance(),
                         &QCoreApplication::quit);
        c.err << (job.options.once ? Cli::tr("Relay on %1 → %2 (one batch)")
                                   : Cli::tr("Relay on %1 → %2"))
                     .arg(job.table.name.display(), job.destination)
              << Qt::endl;
        worker->start();
        QCoreApplication::exec();
        worker->wait();
        delete worker;
    } // the signals' default actions are back before the outcome is printed
    if (!work.result())
        return c.fail(work.result().error());
    c.err << Cli::tr("Relay stopped: %1").arg(describeRelayRun(work.totals(), work.result()))
          << Qt::endl;
    return Success;
}

} // namespace outbox::cli
