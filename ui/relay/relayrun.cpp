#include "ui/relay/relayrun.h"

#include "profiledelivery.h"

#include "util/threadtls.h"

#include <QMetaObject>
#include <QObject>
#include <QScopeGuard>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RelayRun::RelayRun(Request request, QObject *receiver, Events events)
    : m_request(std::move(request))
    , m_receiver(receiver)
    , m_events(std::move(events)) {}

void RelayRun::post(std::function<void()> f) const {
    QMetaObject::invokeMethod(m_receiver, std::move(f), Qt::QueuedConnection);
}

void RelayRun::setPaused(bool paused) {
    m_paused = paused;
    QMutexLocker lock(&m_mutex);
    if (m_runner)
        m_runner->setPaused(paused);
}

void RelayRun::stop() {
    m_stopRequested = true;
    QMutexLocker lock(&m_mutex);
    if (m_runner)
        m_runner->stop(); // the current batch settles first
}

void RelayRun::attach(RelayRunner *runner) {
    QMutexLocker lock(&m_mutex);
    m_runner = runner;
    if (!runner)
        return;
    runner->setPaused(m_paused);
    if (m_stopRequested)
        runner->stop();
}

void RelayRun::run() {
    // Last, once the runner and its clients are gone: OpenSSL's state of this thread, before the
    // console may exit (util/threadtls.h).
    const auto tlsState = qScopeGuard([] { releaseThreadTlsState(); });
    const Request &r = m_request;
    const auto notStarted = [this](const QString &message) {
        post([f = m_events.notStarted, message] { f(message); });
    };
    DatabaseSession session(r.target.spec, u"relay-panel"_s);
    const std::optional<Profile> &profile = r.target.profile;
    const QString destination = !profile                        ? QString()
                                : r.table.relayDeliversEvents() ? profile->sink
                                                                : profile->objectStore;
    auto delivery = prepareProfileDelivery(profile, r.target.profileName, r.table, r.settings,
                                           destination, *r.secrets);
    if (!delivery)
        return notStarted(delivery.error().message);
    RunnerOptions options = r.options;
    options.once = false;
    options.audit =
        RelayAuditInfo{AuditLog(), r.target.profileName, delivery->destination, r.auditReason};
    options.agent = u"outbox-console"_s;
    options.ownSessions = r.ownSessions;
    RelayRunner runner(session, r.table, delivery->settings, delivery->factory, options);
    if (auto prepared = runner.prepare(); !prepared)
        return notStarted(prepared.error().message);
    if (auto pid = backendProcessId(session))
        *r.relayPid = *pid;
    const Started started{delivery->destination, runner.notes(), delivery->settings.concurrency,
                          runner.relayId()};
    post([f = m_events.started, started] { f(started); });
    runner.onBatch = [this](const BatchResult &b) {
        if (b.heldBack)
            post([f = m_events.heldBack, held = *b.heldBack] { f(held); });
        if (b.claimed == 0)
            return;
        ++m_counters.batches;
        m_counters.claimed += b.claimed;
        m_counters.delivered += b.delivered;
        m_counters.failed += b.failed;
        m_counters.dead += b.dead;
        m_counters.lastBatchMicros = qint64(b.seconds * 1e6);
        post([f = m_events.batch, b] { f(b); });
    };
    runner.onProblem = [this](const QString &problem) {
        post([f = m_events.problem, problem] { f(problem); });
    };
    attach(&runner);
    const Status result = runner.run();
    attach(nullptr);
    const QString summary = describeRelayRun(runner.counters(), result);
    post([f = m_events.stopped, summary] { f(summary); });
}

} // namespace outbox::ui
