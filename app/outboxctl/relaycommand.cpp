// relay: the headless relay worker (cli.md), and `relay init` for the FennFlow side table.
// The relay loop runs on its own thread with its own connection; the main thread keeps an event
// loop for the metrics endpoint and turns SIGTERM/SIGINT/SIGHUP into "finish the batch, then exit
// 0".
#include "cli.h"
#include "relay/blockedkeys.h"

#include "actions/schemachange.h"
#include "audit/auditrecord.h"
#include "profilesecrets.h"
#include "relay/metricsserver.h"
#include "relay/relayrunner.h"
#include "relay/relaysetup.h"
#include "schema/deliverytable.h"
#include "schema/relayregistry.h"
#include "schema/vocabularyrecord.h"
#include "secretstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
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

} // namespace

int runRelay(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption once(u"once"_s, Cli::tr("Run one batch, then exit."));
    const QCommandLineOption sleep(
        u"sleep"_s, Cli::tr("Seconds to sleep after an empty poll (default 2)."), u"N"_s, u"2"_s);
    const QCommandLineOption batch(u"batch-size"_s, Cli::tr("Rows per batch (default 50)."), u"N"_s,
                                   u"50"_s);
    const QCommandLineOption concurrency(
        u"concurrency"_s, Cli::tr("Rows delivered at once (default 4)."), u"N"_s, u"4"_s);
    const QCommandLineOption connections(
        u"connections"_s,
        Cli::tr("Database connections that claim at once while a backlog lasts: one claims while "
                "another's batch is delivered (default 2; SQLite: 1)."),
        u"N"_s, u"2"_s);
    const QCommandLineOption maxAttempts(
        u"max-attempts"_s, Cli::tr("Attempts before a row is dead (default 5)."), u"N"_s, u"5"_s);
    const QCommandLineOption backoff(
        u"backoff"_s,
        Cli::tr("Seconds before a failed row's first retry (default 30); each further retry waits "
                "twice as long, at most an hour."),
        u"N"_s, u"30"_s);
    const QCommandLineOption sink(u"sink"_s,
                                  Cli::tr("FennFlow sink: webhook:URL, file:PATH, "
                                          "amqp[s]://USER@HOST:PORT/VHOST?exchange=NAME or "
                                          "nats://USER@HOST:PORT/SUBJECT or "
                                          "kafka://HOST:PORT,…/TOPIC (broker passwords: "
                                          "keychain or OUTBOX_SINK_PASSWORD)."),
                                  u"SINK"_s);
    const QCommandLineOption eventFormat(
        u"event-format"_s,
        Cli::tr("FennFlow: plain (default; the event's JSON), ce-binary (CloudEvents 1.0, the "
                "attributes in headers) or ce-structured (CloudEvents 1.0, one JSON document)."),
        u"FORMAT"_s, u"plain"_s);
    const QCommandLineOption ceSource(
        u"ce-source"_s,
        Cli::tr("CloudEvents source (default /outbox/{table}); {aggregate_type}, {aggregate_id}, "
                "{event_type}, {event_id}, {storage_path} and {table} stand for the event's."),
        u"TEMPLATE"_s);
    const QCommandLineOption ceType(
        u"ce-type"_s, Cli::tr("CloudEvents type (default {aggregate_type}.{event_type})."),
        u"TEMPLATE"_s);
    const QCommandLineOption ceSubject(
        u"ce-subject"_s,
        Cli::tr("CloudEvents subject (default {storage_path}; left out when empty)."),
        u"TEMPLATE"_s);
    const QCommandLineOption signatureScheme(
        u"signature"_s,
        Cli::tr("How the webhook is signed when it has a secret: hmac-sha256 (default; "
                "X-Outbox-Signature) or standard-webhooks (webhook-id, webhook-timestamp, "
                "webhook-signature; the secret is whsec_ and a base64 key)."),
        u"SCHEME"_s, u"hmac-sha256"_s);
    const QCommandLineOption metricsAt(
        u"metrics"_s, Cli::tr("Serve Prometheus metrics at HOST:PORT."), u"HOST:PORT"_s);
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; with init required on prod profiles)."),
        u"TEXT"_s);
    const QCommandLineOption ordering(
        u"ordering"_s,
        Cli::tr("key (default): a row waits while an older row of its key is undelivered "
                "(FennFlow: aggregate_id; Vortos: each object key the row writes or deletes); "
                "none: oldest ready rows first, whatever their key."),
        u"ORDER"_s, u"key"_s);
    p.addOptions({once, sleep, batch, concurrency, connections, maxAttempts, backoff, sink,
                  eventFormat, ceSource, ceType, ceSubject, signatureScheme, metricsAt, reason,
                  ordering});
    p.addPositionalArgument(u"init"_s,
                            Cli::tr("init: create the FennFlow delivery side table and print its "
                                    "DDL. test-publish: send one test event to the sink (no "
                                    "database is touched) and exit."),
                            u"[init|test-publish]"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Run the relay: deliver ready rows, with retries and backoff."),
                      &code))
        return code;

    if (p.positionalArguments() == QStringList{u"init"_s}) {
        if (auto s = c.open(); !s)
            return c.fail(s.error());
        // The delivery side table and the record of the table's status vocabulary.
        const OutboxTable &table = c.reader().table();
        auto setUp = setUpRelayTables(changeContext(c, p.value(u"reason"_s)), c.session(), table);
        if (!setUp)
            return c.fail(setUp.error());
        if (!setUp->created)
            c.err << Cli::tr("The delivery table already exists.") << Qt::endl;
        if (!setUp->outcomeWarning.isEmpty())
            c.err << "outboxctl: " << setUp->outcomeWarning << Qt::endl;
        c.out << relayTablesDdl(c.session().spec().kind, table.idStorage) << Qt::endl;
        return Success;
    }
    // The FennFlow event settings: the profile's, then the options given; and the sink.
    const auto eventSettings = [&](SinkOptions &sinkOptions) -> Status {
        if (c.profile) {
            if (auto applied = applyProfileSinkSettings(*c.profile, sinkOptions); !applied)
                return applied;
        }
        if (p.isSet(eventFormat)) {
            auto format = parseEventFormat(p.value(eventFormat));
            if (!format)
                return format.error();
            sinkOptions.format = *format;
        }
        if (p.isSet(signatureScheme)) {
            auto scheme = parseWebhookSignature(p.value(signatureScheme));
            if (!scheme)
                return scheme.error();
            sinkOptions.signature = *scheme;
        }
        for (const auto &[option, field] :
             {std::pair{&ceSource, &sinkOptions.cloudEvents.source},
              std::pair{&ceType, &sinkOptions.cloudEvents.type},
              std::pair{&ceSubject, &sinkOptions.cloudEvents.subject}}) {
            if (p.isSet(*option))
                *field = p.value(*option);
        }
        return Done{};
    };
    const auto sinkSetting = [&] {
        return p.isSet(sink) ? p.value(sink) : (c.profile ? c.profile->sink : QString());
    };

    if (p.positionalArguments() == QStringList{u"test-publish"_s}) {
        if (!c.profileName.isEmpty()) {
            c.profile = ProfileStore().find(c.profileName);
            if (!c.profile)
                return c.fail(
                    Error::invalid(Cli::tr("No profile named \"%1\".").arg(c.profileName)));
        }
        SinkOptions sinkOptions;
        if (auto set = eventSettings(sinkOptions); !set)
            return c.usageError(set.error().message);
        const QString sinkSpec = sinkSetting();
        if (auto secrets = applySinkSecrets(c.profileName, c.keychain(), sinkSpec, sinkOptions);
            !secrets)
            return c.fail(secrets.error());
        auto sent = testPublish(sinkSpec, sinkOptions, c.tableName);
        if (!sent)
            return c.fail(sent.error());
        c.out << Cli::tr("Published test event %1 to %2 in %3 ms.")
                     .arg(sent->eventId, sent->destination)
                     .arg(sent->milliseconds)
              << Qt::endl;
        return Success;
    }
    if (!p.positionalArguments().isEmpty())
        return c.usageError(
            Cli::tr("Unknown relay subcommand \"%1\".").arg(p.positionalArguments().constFirst()));

    RelaySettings settings;
    RunnerOptions options;
    options.once = p.isSet(once);
    struct Bounded {
        QString name;
        int *target;
        int min, max;
    };
    for (const Bounded &o :
         {Bounded{u"sleep"_s, &options.sleepSeconds, 0, 3600},
          Bounded{u"batch-size"_s, &settings.batchSize, 1, 10'000},
          Bounded{u"concurrency"_s, &settings.concurrency, 1, 64},
          Bounded{u"connections"_s, &options.connections, 1, RelayRunner::kMaxConnections},
          Bounded{u"max-attempts"_s, &settings.maxAttempts, 1, 1000},
          Bounded{u"backoff"_s, &settings.backoffBaseSeconds, 1, 3600}}) {
        auto value = boundedIntOption(p, o.name, o.min, o.max);
        if (!value)
            return c.usageError(value.error().message);
        *o.target = *value;
    }
    auto target = c.target();
    if (!target)
        return c.fail(target.error());
    // --ordering, else the profile's, else key.
    const QString orderingText =
        p.isSet(ordering) || !c.profile ? p.value(ordering) : c.profile->relayOrdering;
    if (auto order = parseDeliveryOrdering(orderingText); order)
        settings.ordering = *order;
    else
        return c.usageError(order.error().message);
    if (c.profile && c.profile->readOnly)
        return c.fail(Error::refused(
            Cli::tr("Profile \"%1\" is read-only: the relay changes rows and will not start.")
                .arg(c.profile->name)));

    // Resolve the table once here, so a wrong table or format fails before any thread starts.
    OutboxTable table;
    {
        DatabaseSession probe(target->spec, u"relay-probe"_s);
        auto resolved = TableResolver::resolve(probe, target->request);
        if (!resolved)
            return c.fail(resolved.error());
        table = *resolved;
        // Other relays of the table, as they registered themselves (a note, not a refusal:
        // relays share a table safely).
        if (auto others = RelayRegistry::relaysOf(probe, table.name.display(),
                                                  QDateTime::currentDateTimeUtc());
            others && !others->isEmpty()) {
            QStringList who;
            for (const RelayHeartbeat &r : std::as_const(*others))
                who << r.who();
            c.err << Cli::tr("Other relays running on %1: %2.")
                         .arg(table.name.display(), who.join(u"; "_s))
                  << Qt::endl;
        }
    }
    ObjectStoreOpener openStore;
    QString sinkSpec;
    SinkOptions sinkOptions;
    if (auto set = eventSettings(sinkOptions); !set)
        return c.usageError(set.error().message);
    if (!table.relayDeliversEvents()) {
        if (!c.hasObjectStore())
            return c.fail(Error::invalid(
                Cli::tr("No object store for the Vortos relay: pass --object-store, set it in "
                        "the profile, or set the OBJECT_STORE_* environment.")));
        // The secret key is read from the keychain once, here; each delivery lane opens its
        // own store (one network client per thread) from that.
        auto secretKey = objectStoreSecretKeyFor(c.profileName, c.keychain());
        if (!secretKey)
            return c.fail(secretKey.error());
        const QString spec = c.objectStoreSpecOrProfile();
        const QString profileName = c.profileName;
        const QString key = *secretKey;
        openStore = [spec, profileName, key] {
            return openProfileObjectStoreWithKey(spec, profileName, key);
        };
    } else {
        sinkSpec = sinkSetting();
        if (sinkSpec.isEmpty())
            return c.fail(Error::invalid(
                Cli::tr("No sink for the FennFlow relay: pass --sink=webhook:URL, "
                        "--sink=file:PATH or a broker's URL (amqp://, nats://, kafka://).")));
        if (auto secrets = applySinkSecrets(c.profileName, c.keychain(), sinkSpec, sinkOptions);
            !secrets)
            return c.fail(secrets.error());
    }
    auto delivery = prepareRelayDelivery(table, settings, openStore, sinkSpec, sinkOptions);
    if (!delivery)
        return c.fail(delivery.error());
    settings = delivery->settings;
    const ExecutorFactory factory = delivery->factory;
    const QString destination = delivery->destination;
    // The runner writes the relay-start and relay-stop audit records.
    options.audit = RelayAuditInfo{AuditLog(), target->profileName, destination, p.value(reason)};
    options.agent = u"outboxctl"_s;

    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, s_signalFd) != 0)
        return c.fail(Error::failed(Cli::tr("Could not set up signal handling.")));
    QSocketNotifier notifier(s_signalFd[0], QSocketNotifier::Read);
    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGINT, onStopSignal);
    std::signal(SIGHUP, onStopSignal); // a closed terminal finishes the batch like SIGTERM

    RelayMetrics metrics;
    MetricsServer metricsServer;
    if (p.isSet(metricsAt)) {
        if (auto listening = metricsServer.listen(p.value(metricsAt)); !listening)
            return c.fail(listening.error());
        const QString tableName = table.name.display();
        metricsServer.setProvider(
            [&metrics, tableName] { return renderPrometheus(metrics, tableName); });
        metricsServer.setHealthProvider([&metrics](bool ready) {
            return relayHealth(metrics, ready, double(QDateTime::currentMSecsSinceEpoch()) / 1000);
        });
        metrics.pollIntervalSeconds = options.sleepSeconds;
        c.err << Cli::tr("Metrics at %1, health at /healthz and /readyz")
                     .arg(u"http://%1/metrics"_s.arg(p.value(metricsAt)))
              << Qt::endl;
    }

    std::atomic<RelayRunner *> running{nullptr};
    std::atomic_bool stopRequested{false};
    Status result = Done{};
    RelayCounters totals;
    QThread *worker = QThread::create([&] {
        DatabaseSession session(target->spec, u"relay"_s);
        RelayRunner runner(session, table, settings, factory, options);
        if (auto prepared = runner.prepare(); !prepared) {
            result = prepared;
            return;
        }
        for (const QString &note : runner.notes())
            c.err << Cli::tr("note: %1").arg(note) << Qt::endl;
        // Gauges of the whole table, measured on this thread's connection at most every 10 s.
        OutboxReader gauges(session, table);
        QElapsedTimer sinceGauges;
        const auto measure = [&] {
            RowFilter waiting;
            waiting.states = {RowState::Pending, RowState::Dead};
            if (auto counts = gauges.counts(waiting)) {
                metrics.pendingRows = counts->of(RowState::Pending);
                metrics.deadRows = counts->of(RowState::Dead);
            }
            if (auto oldest = gauges.oldestPending())
                metrics.oldestPendingAgeSeconds =
                    *oldest ? double((*oldest)->secsTo(QDateTime::currentDateTimeUtc())) : 0.0;
            if (settings.ordering == DeliveryOrdering::Key && ordersByKey(table))
                if (auto held = countBlockedKeys(gauges))
                    metrics.blockedKeys = held->keys;
            sinceGauges.start();
        };
        runner.onProblem = [&](const QString &) { metrics.recordPoll(false); };
        runner.onBatch = [&](const BatchResult &b) {
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
            if (p.isSet(metricsAt) && (!sinceGauges.isValid() || sinceGauges.elapsed() > 10'000))
                measure();
        };
        running = &runner;
        if (stopRequested)
            runner.stop();
        result = runner.run();
        running = nullptr;
        totals.delivered = runner.counters().delivered.load();
        totals.failed = runner.counters().failed.load();
        totals.dead = runner.counters().dead.load();
        totals.batches = runner.counters().batches.load();
    });
    QObject::connect(&notifier, &QSocketNotifier::activated, &notifier, [&] {
        char buffer[16];
        [[maybe_unused]] const auto n = ::read(s_signalFd[0], buffer, sizeof buffer);
        stopRequested = true;
        if (RelayRunner *r = running.load())
            r->stop(); // the current batch settles first
    });
    QObject::connect(worker, &QThread::finished, QCoreApplication::instance(),
                     &QCoreApplication::quit);
    c.err << (options.once ? Cli::tr("Relay on %1 → %2 (one batch)") : Cli::tr("Relay on %1 → %2"))
                 .arg(table.name.display(), destination)
          << Qt::endl;
    worker->start();
    QCoreApplication::exec();
    worker->wait();
    delete worker;
    std::signal(SIGTERM, SIG_DFL);
    std::signal(SIGINT, SIG_DFL);
    std::signal(SIGHUP, SIG_DFL);
    ::close(s_signalFd[0]);
    ::close(s_signalFd[1]);

    if (!result)
        return c.fail(result.error());
    c.err << Cli::tr("Relay stopped: %1").arg(describeRelayRun(totals, result)) << Qt::endl;
    return Success;
}

} // namespace outbox::cli
