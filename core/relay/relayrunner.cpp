#include "relay/relayrunner.h"
#include "schema/relayregistry.h"
#include "util/actor.h"

#include "notify/changelistener.h"
#include "notify/changenotify.h"
#include "util/coretr.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QTimer>
#include <QUuid>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcRelay)

namespace outbox {

RelayRunner::RelayRunner(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                         ExecutorFactory factory, RunnerOptions options, Clock clock)
    : m_engine(session, std::move(table), settings, factory, clock)
    , m_settings(settings)
    , m_factory(std::move(factory))
    , m_clock(std::move(clock))
    , m_options(options)
    , m_relayId(QUuid::createUuid().toString(QUuid::WithoutBraces)) {}

RelayRunner::~RelayRunner() {
    stop();
    for (const auto &helper : m_helpers)
        helper->wait();
}

Status RelayRunner::prepare() {
    if (auto prepared = m_engine.prepare(); !prepared)
        return prepared;
    m_notes = m_engine.notes();
    // Where the table could wake the relay at each commit but does not, say how.
    const DatabaseSession &session = m_engine.session();
    if (m_options.wakeOnChange && !m_options.once && m_options.sleepSeconds > 0 &&
        ChangeNotify::supported(session.spec().kind)) {
        if (auto installed = ChangeNotify::installed(session, m_engine.table().name);
            installed && !*installed)
            m_notes.append(
                CoreText::tr("When idle the relay looks for new rows every %n s; to send "
                             "each event as soon as it is committed, install the "
                             "table's notify trigger: outboxctl notify install",
                             nullptr, m_options.sleepSeconds));
    }
    return Done{};
}

namespace {

// The wait after the first empty poll that follows a batch with rows.
constexpr int kFirstIdleWaitMs = 25;

// Ends a local event loop from any thread (queued to the loop's own).
void quitSoon(QEventLoop *loop) {
    if (loop)
        QMetaObject::invokeMethod(
            loop, [loop] { loop->quit(); }, Qt::QueuedConnection);
}

} // namespace

void RelayRunner::stop() {
    m_stop.store(true);
    QMutexLocker lock(&m_mutex);
    m_wake.wakeAll();
    m_helperWake.wakeAll();
    quitSoon(m_loop);
}

void RelayRunner::setPaused(bool paused) {
    m_paused.store(paused);
    QMutexLocker lock(&m_mutex);
    m_wake.wakeAll();
    m_helperWake.wakeAll();
    quitSoon(m_loop);
}

void RelayRunner::listen() {
    if (!m_options.wakeOnChange || m_options.once)
        return;
    if (!m_listener) {
        m_listener =
            std::make_unique<ChangeListener>(m_engine.session().spec(), m_engine.table().name);
        QObject::connect(m_listener.get(), &ChangeListener::changed, m_listener.get(), [this] {
            m_changed = true;
            QMutexLocker lock(&m_mutex);
            if (m_loop)
                m_loop->quit();
        });
    }
    auto started = m_listener->start();
    m_listening.store(started && *started);
    if (!started)
        qCInfo(lcRelay).noquote() << "not listening for commits, polling:"
                                  << started.error().message;
    else if (*started)
        qCInfo(lcRelay).noquote() << u"waking on commits (LISTEN %1)"_s.arg(m_listener->channel());
}

bool RelayRunner::sleepFor(int ms) {
    if (!m_listening.load()) {
        QMutexLocker lock(&m_mutex);
        if (!m_stop.load())
            m_wake.wait(&m_mutex, QDeadlineTimer(ms));
        return !m_stop.load();
    }
    // Notifications come through this thread's event loop: wait in one.
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    {
        QMutexLocker lock(&m_mutex);
        if (m_stop.load())
            return false;
        m_loop = &loop;
    }
    if (!m_changed)
        loop.exec();
    m_changed = false;
    QMutexLocker lock(&m_mutex);
    m_loop = nullptr;
    return !m_stop.load();
}

QString describeRelayRun(const RelayCounters &counters, const Status &result) {
    const QString ended = result.ok() ? QString() : u"; "_s + result.error().message;
    return CoreText::tr("%n batch(es): %1 delivered, %2 failed, %3 dead%4", nullptr,
                        int(counters.batches.load()))
        .arg(counters.delivered.load())
        .arg(counters.failed.load())
        .arg(counters.dead.load())
        .arg(ended);
}

Status RelayRunner::audit(const QString &action, const QString &outcome) {
    if (!m_options.audit)
        return Done{};
    const RelayAuditInfo &info = *m_options.audit;
    AuditRecord record = AuditRecord::begin(action);
    record.profile = info.profile;
    record.database = m_engine.session().spec().displayUrl();
    record.table = m_engine.table().name.display();
    record.filter = info.destination;
    record.reason = info.reason;
    record.outcome = outcome;
    if (auto logged = info.log.append(record); !logged) {
        qCWarning(lcRelay).noquote() << "audit log not written:" << logged.error().message;
        return logged;
    }
    DatabaseSession &session = m_engine.session();
    if (session.isOpen() && AuditTable::exists(session)) {
        if (auto inserted = AuditTable::insert(session, record); !inserted)
            qCWarning(lcRelay).noquote() << "audit row not written:" << inserted.error().message;
    }
    return Done{};
}

Status RelayRunner::run() {
    if (auto recorded = audit(u"relay-start"_s, u"started"_s); !recorded)
        return Error::failed(CoreText::tr("The relay did not start: it changes rows and its start "
                                          "cannot be audited. %1")
                                 .arg(recorded.error().message));
    std::unique_ptr<QThread> beats;
    if (m_options.registerRelay && !m_options.once) {
        {
            QMutexLocker lock(&m_mutex);
            m_beating = true;
        }
        beats.reset(QThread::create([this] { heartbeat(); }));
        beats->setObjectName(u"relay-heartbeat"_s);
        beats->start();
    }
    const Status result = loop();
    if (beats) {
        {
            QMutexLocker lock(&m_mutex);
            m_beating = false;
            m_beatWake.wakeAll();
        }
        beats->wait();
    }
    const QString outcome = [&] {
        const CoreText::EnglishScope english; // audit records stay English
        return describeRelayRun(m_counters, result);
    }();
    (void)audit(u"relay-stop"_s, outcome); // the rows are changed already: a warning only
    return result;
}

void RelayRunner::heartbeat() {
    DatabaseSession session(m_engine.session().spec(), u"relay-heartbeat"_s);
    if (!session.open() || !RelayRegistry::exists(session))
        return; // no registry (relay init creates it): the relay runs unregistered
    RelayHeartbeat h;
    h.relayId = m_relayId;
    h.table = m_engine.table().name.display();
    h.host = Actor::current().host;
    h.pid = QCoreApplication::applicationPid();
    h.agent = m_options.agent.isEmpty() ? QCoreApplication::applicationName() : m_options.agent;
    if (m_options.audit) {
        h.profile = m_options.audit->profile;
        h.destination = m_options.audit->destination;
    }
    h.startedAt = QDateTime::currentDateTimeUtc();
    bool warned = false;
    QMutexLocker lock(&m_mutex);
    while (m_beating) {
        lock.unlock();
        h.beatAt = QDateTime::currentDateTimeUtc();
        h.delivered = m_counters.delivered.load();
        h.dead = m_counters.dead.load();
        h.paused = m_paused.load();
        if (auto beat = RelayRegistry::beat(session, h); !beat && !warned) {
            qCWarning(lcRelay).noquote() << beat.error().message; // once: it is no reason to stop
            warned = true;
        }
        lock.relock();
        if (m_beating)
            m_beatWake.wait(&m_mutex, QDeadlineTimer(qMax(1, m_options.heartbeatSeconds) * 1000));
    }
    lock.unlock();
    (void)RelayRegistry::remove(session, m_relayId);
}

void RelayRunner::report(const BatchResult &r) {
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
}

void RelayRunner::reportHelpers() {
    QList<BatchResult> batches;
    QStringList problems;
    {
        QMutexLocker lock(&m_mutex);
        batches.swap(m_helperBatches);
        problems.swap(m_helperProblems);
    }
    for (const QString &problem : std::as_const(problems)) {
        if (onProblem)
            onProblem(problem);
    }
    for (const BatchResult &batch : std::as_const(batches))
        report(batch);
}

bool RelayRunner::helperWait(int ms) {
    QMutexLocker lock(&m_mutex);
    if (!m_stop.load())
        m_helperWake.wait(&m_mutex,
                          ms < 0 ? QDeadlineTimer(QDeadlineTimer::Forever) : QDeadlineTimer(ms));
    return !m_stop.load();
}

void RelayRunner::help(int index) {
    const auto said = [this](const QString &problem) {
        qCWarning(lcRelay).noquote() << problem;
        QMutexLocker lock(&m_mutex);
        m_helperProblems.append(problem);
    };
    DatabaseSession session(m_engine.session().spec(), u"relay-%1"_s.arg(index + 2));
    RelayEngine engine(session, m_engine.table(), m_settings, m_factory, m_clock);
    // The runner's own connection prepared and checked the same table already: a failure here
    // (a connection limit, say) leaves the relay working on one connection, and says so.
    if (auto prepared = engine.prepare(); !prepared) {
        said(CoreText::tr("The relay's connection %1 did not start (the relay goes on with "
                          "fewer): %2")
                 .arg(index + 2)
                 .arg(prepared.error().message));
        return;
    }
    engine.setChainBatches(true);
    const auto endTransaction = qScopeGuard([&engine] { engine.rest(); });
    qint64 ownPid = 0;
    if (m_options.ownSessions)
        m_options.ownSessions->track(session, &ownPid);
    const auto forgetPid = qScopeGuard([&] {
        if (m_options.ownSessions && ownPid)
            m_options.ownSessions->remove(ownPid);
    });
    int reconnectDelay = 1;
    int emptyWaitMs = 0;
    while (!m_stop.load()) {
        if (m_paused.load() || !m_backlog.load()) {
            engine.rest();
            QMutexLocker lock(&m_mutex);
            if (!m_stop.load() && (m_paused.load() || !m_backlog.load()))
                m_helperWake.wait(&m_mutex);
            continue;
        }
        auto batch = engine.runOnce();
        if (!batch) {
            said(CoreText::tr("%1 (connection %2 reconnecting in %n s)", nullptr, reconnectDelay)
                     .arg(batch.error().message)
                     .arg(index + 2));
            if (!helperWait(reconnectDelay * 1000))
                break;
            reconnectDelay = qMin(reconnectDelay * 2, m_options.maxReconnectSeconds);
            if (auto reopened = engine.reconnect(); !reopened) {
                said(reopened.error().message);
            } else {
                ++m_counters.reconnects;
                if (m_options.ownSessions)
                    m_options.ownSessions->track(session, &ownPid);
            }
            continue;
        }
        reconnectDelay = 1;
        if (batch->claimed < m_settings.batchSize)
            m_backlog.store(false); // caught up: wait for the runner's next full batch
        batch->connection = index + 2;
        {
            QMutexLocker lock(&m_mutex);
            m_helperBatches.append(*batch);
            m_wake.wakeAll(); // the runner reports it
            quitSoon(m_loop);
        }
        // Nothing to claim beside the runner (its rows are all one key's, say, which wait
        // behind the runner's batch): the next try waits, 25 ms and longer each time up to 1 s,
        // so that a claim that finds nothing does not run beside every batch of the runner.
        emptyWaitMs = batch->claimed > 0 ? 0 : qMin(1000, emptyWaitMs == 0 ? 25 : emptyWaitMs * 2);
        if (emptyWaitMs > 0 && !helperWait(emptyWaitMs))
            break;
    }
}

Status RelayRunner::loop() {
    int reconnectDelay = 1;
    int idleMs = 0; // the wait after the last empty poll; 0 after a batch with rows
    listen();
    // Its connection belongs to this thread: closed here, not where the runner is destroyed.
    const auto closeListener = qScopeGuard([this] {
        m_listening.store(false);
        m_listener.reset();
    });
    const int connections = m_options.once || m_engine.session().spec().kind == DatabaseKind::SQLite
                                ? 1
                                : qBound(1, m_options.connections, kMaxConnections);
    for (int i = 0; i + 1 < connections; ++i) {
        m_helpers.emplace_back(QThread::create([this, i] { help(i); }));
        m_helpers.back()->start();
    }
    // They finish their batches before the runner returns; what they did is reported.
    const auto joinHelpers = qScopeGuard([this] {
        {
            QMutexLocker lock(&m_mutex);
            m_stop.store(true);
            m_helperWake.wakeAll();
        }
        for (const auto &helper : m_helpers)
            helper->wait();
        m_helpers.clear();
        reportHelpers();
    });
    // Batch after batch: each commit opens the next one's transaction; not across a stop.
    m_engine.setChainBatches(!m_options.once);
    const auto endTransaction = qScopeGuard([this] {
        m_engine.rest();
        m_engine.setChainBatches(false);
    });
    while (!m_stop.load()) {
        if (m_paused.load()) {
            m_engine.rest();
            sleepFor(500);
            continue;
        }
        reportHelpers();
        auto batch = m_engine.runOnce();
        if (!batch) {
            const QString problem = batch.error().message;
            qCWarning(lcRelay).noquote()
                << problem << u"; reconnecting in %1 s"_s.arg(reconnectDelay);
            if (onProblem)
                onProblem(CoreText::tr("%1 (reconnecting in %n s)", nullptr, reconnectDelay)
                              .arg(problem));
            if (m_options.once)
                return batch.error();
            if (!sleepFor(reconnectDelay * 1000))
                break;
            reconnectDelay = qMin(reconnectDelay * 2, m_options.maxReconnectSeconds);
            if (auto reopened = m_engine.reconnect(); !reopened) {
                qCWarning(lcRelay).noquote() << reopened.error().message;
                if (onProblem)
                    onProblem(reopened.error().message);
            } else {
                ++m_counters.reconnects;
                qCInfo(lcRelay) << "reconnected";
                if (m_listening.load())
                    listen(); // LISTEN belongs to a connection: on a new one
            }
            continue;
        }
        reconnectDelay = 1;
        const BatchResult &r = *batch;
        if (r.claimed >= m_settings.batchSize && !m_helpers.empty() && !m_backlog.load()) {
            // A backlog: the other connections claim beside this one until it is gone.
            QMutexLocker lock(&m_mutex);
            m_backlog.store(true);
            m_helperWake.wakeAll();
        }
        report(r);
        if (m_options.once)
            break;
        // While rows keep coming the relay polls again soon; it backs off to --sleep only when
        // idle: 25 ms after the first empty poll, doubling with each further one.
        if (r.claimed > 0) {
            idleMs = 0;
        } else {
            const int full = m_options.sleepSeconds * 1000;
            idleMs = qMin(full, idleMs == 0 ? kFirstIdleWaitMs : idleMs * 2);
            if (!sleepFor(idleMs))
                break;
        }
    }
    return Done{};
}

} // namespace outbox
