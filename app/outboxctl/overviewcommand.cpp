// outboxctl overview: every saved profile's outbox on one line each.
#include "cli.h"
#include "commands.h"

#include "output/rowformat.h"
#include "overview/overviewprobe.h"
#include "profilesecrets.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// "+3", "-2", "0"; empty where there is nothing to compare with.
QString signedChange(std::optional<qint64> change) {
    if (!change)
        return {};
    return *change > 0 ? u"+%1"_s.arg(*change) : QString::number(*change);
}

QString relayText(const OutboxSnapshot &s) {
    switch (s.relay) {
    case RelayActivity::Working:
        return Cli::tr("working (%1)").arg(s.relayNote);
    case RelayActivity::Paused:
        return Cli::tr("paused (%1)").arg(s.relayNote);
    case RelayActivity::Silent:
        return Cli::tr("silent (%1)").arg(s.relayNote);
    case RelayActivity::None:
        return Cli::tr("none");
    case RelayActivity::Library:
        return Cli::tr("its library");
    case RelayActivity::Unknown:
        break;
    }
    return Cli::tr("unknown");
}

} // namespace

int runOverview(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption timeLimit(
        u"time-limit"_s,
        Cli::tr("Seconds each profile may take before its line says it did not answer (default "
                "10, 1 to 300)."),
        u"SECONDS"_s, u"10"_s);
    const QCommandLineOption noHistory(
        u"no-history"_s,
        Cli::tr("Neither show nor keep the change since the previous run (kept in %1).")
            .arg(OverviewHistory::defaultFile()));
    p.addOptions({outputOption(Cli::tr("table or json.")), timeLimit, noHistory});
    OutputFormat format = OutputFormat::Table;
    if (auto stop = parseCommandWithOutput(
            c, p, arguments,
            Cli::tr("Every saved profile: pending, dead, blocked keys, oldest pending age and "
                    "whether a relay works the table, each profile read on its own connection."),
            format))
        return *stop;
    if (format == OutputFormat::Csv)
        return c.usageError(Cli::tr("--output must be table or json for overview."));
    auto seconds = boundedIntOption(p, u"time-limit"_s, 1, 300);
    if (!seconds)
        return c.fail(seconds.error());
    if (!c.profileName.isEmpty() || !c.databaseUrl.isEmpty() || !c.tableName.isEmpty())
        return c.usageError(Cli::tr("overview reads every saved profile: --profile, --database "
                                    "and --table do not apply."));

    const ProfileStore store;
    if (auto readable = store.check(); !readable) // never "no saved profiles", exit 0
        return c.fail(readable.error());
    const QList<Profile> profiles = store.profiles();
    if (profiles.isEmpty()) {
        c.err << Cli::tr("No saved profiles: add one with 'outboxctl profile add'.") << Qt::endl;
        if (format == OutputFormat::Json)
            c.out << QJsonDocument(QJsonObject{{u"profiles"_s, QJsonArray()}}).toJson();
        return Success;
    }
    OverviewHistory history;
    const bool keepHistory = !p.isSet(noHistory);
    if (keepHistory)
        if (Status loaded = history.load(OverviewHistory::defaultFile()); !loaded)
            c.err << Cli::tr("Warning: %1").arg(loaded.error().message) << Qt::endl;

    OverviewProbe probe;
    probe.setTimeLimit(std::chrono::seconds(*seconds));
    probe.setPreparePassword([&c](ConnectionTarget &target) -> Status {
        if (target.spec.kind == DatabaseKind::SQLite)
            return Done{};
        return applyDatabasePassword(target, c.keychain());
    });
    const QList<OutboxSnapshot> snapshots = probe.refreshAndWait(profiles);

    bool anyFailed = false;
    QJsonArray lines;
    TextTable table({u"Env"_s, u"Profile"_s, u"Database"_s, u"Table"_s, u"Type"_s, u"Pending"_s,
                     u"Change"_s, u"Dead"_s, u"Change"_s, u"Blocked"_s, u"Oldest pending"_s,
                     u"Relay"_s});
    QStringList errors;
    for (const OutboxSnapshot &s : snapshots) {
        const std::optional<OutboxSnapshot> before = history.previous(s.profile);
        const auto change = [&](qint64 OutboxSnapshot::*field) -> std::optional<qint64> {
            if (!before || !s.ok())
                return std::nullopt;
            return s.*field - (*before).*field;
        };
        QJsonObject line = s.toJson();
        if (before && s.ok())
            line.insert(u"change"_s, QJsonObject{{u"since"_s, isoUtc(before->at)},
                                                 {u"pending"_s, *change(&OutboxSnapshot::pending)},
                                                 {u"dead"_s, *change(&OutboxSnapshot::dead)}});
        lines.append(line);
        if (!s.ok()) {
            anyFailed = true;
            table.addRow({s.environment, s.profile, s.database, s.table, QString(), QString(),
                          QString(), QString(), QString(), QString(), QString(),
                          Cli::tr("error (below)")});
            errors << Cli::tr("%1: %2").arg(s.profile, s.error);
            continue;
        }
        table.addRow({s.environment, s.profile, s.database, s.table, s.format,
                      QString::number(s.pending), signedChange(change(&OutboxSnapshot::pending)),
                      QString::number(s.dead), signedChange(change(&OutboxSnapshot::dead)),
                      s.blockedKeys ? QString::number(*s.blockedKeys) : u"-"_s,
                      s.oldestPendingAgeSeconds
                          ? Cli::tr("%1 ago").arg(humanDuration(*s.oldestPendingAgeSeconds))
                          : u"-"_s,
                      relayText(s)});
        history.record(s);
    }
    if (format == OutputFormat::Json) {
        c.out << QJsonDocument(QJsonObject{{u"profiles"_s, lines}}).toJson(QJsonDocument::Indented);
    } else {
        c.out << table.render();
        for (const QString &e : std::as_const(errors))
            c.out << escapeControls(e) << '\n';
        c.out.flush();
    }
    if (keepHistory) {
        QStringList names;
        for (const Profile &profile : profiles)
            names << profile.name;
        history.keepOnly(names);
        if (Status saved = history.save(OverviewHistory::defaultFile()); !saved)
            c.err << Cli::tr("Warning: %1").arg(saved.error().message) << Qt::endl;
    }
    // Every line is printed either way; a profile that did not answer makes it a failure, so a
    // monitoring script notices.
    return anyFailed ? Failed : Success;
}

} // namespace outbox::cli
