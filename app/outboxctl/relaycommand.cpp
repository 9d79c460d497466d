// relay: the headless relay worker (cli.md), `relay init` for the FennFlow side table and
// `relay test-publish`. What the relay runs with is read and checked here, before any thread
// starts; relayloop.cpp runs it.
#include "cli.h"
#include "commands.h"

#include "access/tableprivileges.h"
#include "actions/schemachange.h"
#include "audit/auditrecord.h"
#include "deliverysetup.h"
#include "profilesecrets.h"
#include "relay/deliveryorder.h"
#include "relay/eventformat.h"
#include "relay/relaysetup.h"
#include "relayloop.h"
#include "schema/relayregistry.h"
#include "schema/tableresolver.h"
#include "secretstore.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// The relay's whole-number options, declared, defaulted and bounded in one place, in the order
// its help lists them.
struct NumberOption {
    const char *name;
    const char *description; // translated when the help is shown
    int defaultValue, min, max;
    int &(*field)(RelayJob &job);
};
const NumberOption kNumberOptions[] = {
    {"sleep", QT_TRANSLATE_NOOP("outboxctl", "Seconds to sleep after an empty poll (default 2)."),
     2, 0, 3600, [](RelayJob &j) -> int & { return j.options.sleepSeconds; }},
    {"batch-size", QT_TRANSLATE_NOOP("outboxctl", "Rows per batch (default 50)."), 50, 1, 10'000,
     [](RelayJob &j) -> int & { return j.settings.batchSize; }},
    {"concurrency", QT_TRANSLATE_NOOP("outboxctl", "Rows delivered at once (default 4)."), 4, 1, 64,
     [](RelayJob &j) -> int & { return j.settings.concurrency; }},
    {"connections",
     QT_TRANSLATE_NOOP("outboxctl",
                       "Database connections that claim at once while a backlog lasts: one "
                       "claims while another's batch is delivered (default 2; SQLite: 1)."),
     2, 1, RelayRunner::kMaxConnections,
     [](RelayJob &j) -> int & { return j.options.connections; }},
    {"max-attempts", QT_TRANSLATE_NOOP("outboxctl", "Attempts before a row is dead (default 5)."),
     5, 1, 1000, [](RelayJob &j) -> int & { return j.settings.maxAttempts; }},
    {"backoff",
     QT_TRANSLATE_NOOP("outboxctl",
                       "Seconds before a failed row's first retry (default 30); each further "
                       "retry waits twice as long, at most an hour."),
     30, 1, 3600, [](RelayJob &j) -> int & { return j.settings.backoffBaseSeconds; }},
};

QList<QCommandLineOption> relayOptions() {
    QList<QCommandLineOption> options{{u"once"_s, Cli::tr("Run one batch, then exit.")}};
    for (const NumberOption &o : kNumberOptions)
        options.append({QString::fromLatin1(o.name), Cli::tr(o.description), u"N"_s,
                        QString::number(o.defaultValue)});
    options += sinkOptions();
    options
        << QCommandLineOption(u"metrics"_s, Cli::tr("Serve Prometheus metrics at HOST:PORT."),
                              u"HOST:PORT"_s)
        << reasonOption(Cli::tr("Why (kept in the audit; with init required on prod profiles)."))
        << QCommandLineOption(
               u"ordering"_s,
               Cli::tr("key (default): a row waits while an older row of its key is "
                       "undelivered (FennFlow: aggregate_id; Vortos: each object key the row "
                       "writes or deletes); none: oldest ready rows first, whatever their key."),
               u"ORDER"_s, u"key"_s);
    return options;
}

// relay init: the delivery side table and the record of the table's status vocabulary.
int initRelayTables(Context &c, const QString &reason) {
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    const OutboxTable &table = c.reader().table();
    auto setUp = setUpRelayTables(changeContext(c, reason), c.session(), table);
    if (!setUp)
        return c.fail(setUp.error());
    if (!setUp->created)
        c.err << Cli::tr("The delivery table already exists.") << Qt::endl;
    if (!setUp->outcomeWarning.isEmpty())
        c.err << "outboxctl: " << setUp->outcomeWarning << Qt::endl;
    c.out << relayTablesDdl(c.session().spec().kind, table.idStorage) << Qt::endl;
    return Success;
}

// relay test-publish: one test event to the sink; no database is touched.
int testPublishEvent(Context &c, const QCommandLineParser &p) {
    if (!c.profileName.isEmpty()) {
        c.profile = ProfileStore().find(c.profileName);
        if (!c.profile)
            return c.fail(Error::invalid(Cli::tr("No profile named \"%1\".").arg(c.profileName)));
    }
    SinkOptions sinkOptions;
    if (auto set = readEventSettings(c, p, sinkOptions); !set)
        return c.usageError(set.error().message);
    const QString sinkSpec = sinkSetting(c, p);
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

// --once, the whole numbers and --ordering (else the profile's, else key) into the job; invalid
// input names the option.
Status readRunOptions(const QCommandLineParser &p, RelayJob &job) {
    job.options.once = p.isSet(u"once"_s);
    for (const NumberOption &o : kNumberOptions) {
        auto value = boundedIntOption(p, QString::fromLatin1(o.name), o.min, o.max);
        if (!value)
            return value.error();
        o.field(job) = *value;
    }
    return Done{};
}

Status readOrdering(const Context &c, const QCommandLineParser &p, RelaySettings &settings) {
    const QString text =
        p.isSet(u"ordering"_s) || !c.profile ? p.value(u"ordering"_s) : c.profile->relayOrdering;
    auto order = parseDeliveryOrdering(text);
    if (!order)
        return order.error();
    settings.ordering = *order;
    return Done{};
}

// The table, resolved once here so that a wrong table or format fails before any thread starts;
// other relays of the table are a note, not a refusal (relays share a table safely).
Result<OutboxTable> resolveTable(Context &c, const ConnectionTarget &target) {
    DatabaseSession probe(target.changeSpec(), u"relay-probe"_s);
    auto resolved = TableResolver::resolve(probe, target.request);
    if (!resolved)
        return resolved.error();
    // The relay settles rows as the profile's write user: refused up front without UPDATE.
    if (auto allowed = checkPrivilegesFor(probe, resolved->name, u"relay"_s); !allowed)
        return allowed.error();
    if (auto others = RelayRegistry::relaysOf(probe, resolved->name.display(),
                                              QDateTime::currentDateTimeUtc());
        others && !others->isEmpty()) {
        QStringList who;
        for (const RelayHeartbeat &r : std::as_const(*others))
            who << r.who();
        c.err << Cli::tr("Other relays running on %1: %2.")
                     .arg(resolved->name.display(), who.join(u"; "_s))
              << Qt::endl;
    }
    return *resolved;
}

// Where the rows go (the object store, or the sink with its secrets), checked: the job's
// delivery, destination and settings.
Status prepareDelivery(Context &c, const QCommandLineParser &p, RelayJob &job,
                       const SinkOptions &eventSettings) {
    auto delivery = prepareCommandDelivery(c, p, job.table, job.settings, eventSettings);
    if (!delivery)
        return delivery.error();
    job.settings = delivery->settings;
    job.factory = delivery->factory;
    job.destination = delivery->destination;
    return Done{};
}

// The relay itself: everything read and checked, then the loop.
int runRelayWorker(Context &c, const QCommandLineParser &p) {
    RelayJob job;
    if (auto read = readRunOptions(p, job); !read)
        return c.usageError(read.error().message);
    auto target = c.target();
    if (!target)
        return c.fail(target.error());
    if (auto ordered = readOrdering(c, p, job.settings); !ordered)
        return c.usageError(ordered.error().message);
    if (c.profile && c.profile->readOnly)
        return c.fail(Error::refused(
            Cli::tr("Profile \"%1\" is read-only: the relay changes rows and will not start.")
                .arg(c.profile->name)));
    auto table = resolveTable(c, *target);
    if (!table)
        return c.fail(table.error());
    if (auto offered = checkChangeOffered(*table, u"relaying"_s); !offered)
        return c.fail(offered.error());
    job.table = *table;
    job.spec = target->changeSpec();
    SinkOptions eventSettings;
    if (auto set = readEventSettings(c, p, eventSettings); !set)
        return c.usageError(set.error().message);
    if (auto prepared = prepareDelivery(c, p, job, eventSettings); !prepared)
        return c.fail(prepared.error());
    // The runner writes the relay-start and relay-stop audit records.
    job.options.audit =
        RelayAuditInfo{AuditLog(), target->profileName, job.destination, p.value(u"reason"_s)};
    job.options.agent = u"outboxctl"_s;
    job.metricsAt = p.value(u"metrics"_s);
    return runRelayLoop(c, job);
}

} // namespace

int runRelay(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(relayOptions());
    p.addPositionalArgument(u"init"_s,
                            Cli::tr("init: create the FennFlow delivery side table and print its "
                                    "DDL. test-publish: send one test event to the sink (no "
                                    "database is touched) and exit."),
                            u"[init|test-publish]"_s);
    if (auto stop =
            parseCommand(c, p, arguments,
                         Cli::tr("Run the relay: deliver ready rows, with retries and backoff.")))
        return *stop;
    const QStringList positional = p.positionalArguments();
    if (positional == QStringList{u"init"_s})
        return initRelayTables(c, p.value(u"reason"_s));
    if (positional == QStringList{u"test-publish"_s})
        return testPublishEvent(c, p);
    if (!positional.isEmpty())
        return c.usageError(
            Cli::tr("Unknown relay subcommand \"%1\".").arg(positional.constFirst()));
    return runRelayWorker(c, p);
}

} // namespace outbox::cli
