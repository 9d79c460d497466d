// worker install: the relay as a service, or the purge on a schedule, under systemd or
// supervisor. The service runs this same executable with the same outbox selection; secrets
// stay in an environment file, never in the unit.
#include "cli.h"
#include "commands.h"

#include "relay/serviceinstaller.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runWorker(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption worker(u"worker"_s, Cli::tr("relay or purge."), u"WORKER"_s,
                                    u"relay"_s);
    const QCommandLineOption manager(u"manager"_s, Cli::tr("systemd or supervisor."), u"MANAGER"_s,
                                     u"systemd"_s);
    const QCommandLineOption path(u"path"_s, Cli::tr("Where to write the service file."),
                                  u"FILE"_s);
    const QCommandLineOption dryRun(u"dry-run"_s,
                                    Cli::tr("Print the files instead of writing them."));
    const QCommandLineOption check(u"check"_s, Cli::tr("Exit 1 when the file on disk differs."));
    const QCommandLineOption user(u"user"_s, Cli::tr("Run the service as this user."), u"USER"_s);
    const QCommandLineOption envFile(u"environment-file"_s,
                                     Cli::tr("KEY=VALUE file with the secrets."), u"FILE"_s);
    const QCommandLineOption schedule(u"schedule"_s,
                                      Cli::tr("Purge timer (systemd OnCalendar=, default daily)."),
                                      u"WHEN"_s, u"daily"_s);
    const QCommandLineOption olderThan(u"older-than"_s, Cli::tr("Purge retention (default 30d)."),
                                       u"PERIOD"_s, u"30d"_s);
    const QCommandLineOption relayArgs(u"relay-arg"_s,
                                       Cli::tr("An extra argument for the relay (repeatable), e.g. "
                                               "--relay-arg=--sink=file:/var/lib/x.jsonl."),
                                       u"ARG"_s);
    const QCommandLineOption force(
        u"force"_s, Cli::tr("Replace a file at --path that worker install did not write."));
    p.addOptions({worker, manager, path, dryRun, check, user, envFile, schedule, olderThan,
                  relayArgs, force});
    p.addPositionalArgument(u"install"_s,
                            Cli::tr("Install (or print, or check) the service definition."),
                            u"install"_s);
    if (auto stop = parseCommand(
            c, p, arguments,
            Cli::tr("Write a systemd unit or a supervisor program for the relay or the purge.")))
        return *stop;
    if (p.positionalArguments() != QStringList{u"install"_s})
        return c.usageError(Cli::tr("Use: outboxctl worker install --worker=relay|purge "
                                    "--manager=systemd|supervisor."));

    ServiceSpec spec;
    const QString w = p.value(worker), m = p.value(manager);
    if (w != u"relay"_s && w != u"purge"_s)
        return c.usageError(Cli::tr("--worker must be relay or purge, not \"%1\".").arg(w));
    if (m != u"systemd"_s && m != u"supervisor"_s)
        return c.usageError(Cli::tr("--manager must be systemd or supervisor, not \"%1\".").arg(m));
    spec.worker = w == u"relay"_s ? ServiceSpec::Relay : ServiceSpec::Purge;
    spec.manager = m == u"systemd"_s ? ServiceSpec::Systemd : ServiceSpec::Supervisor;
    spec.executable = QFileInfo(QCoreApplication::applicationFilePath()).canonicalFilePath();
    spec.user = p.value(user);
    spec.environmentFile = p.value(envFile);
    spec.purgeSchedule = p.value(schedule);
    spec.path = p.value(path);

    // The service selects the same outbox as this command line, without any password.
    QStringList args;
    if (!c.profileName.isEmpty())
        args << u"--profile"_s << c.profileName;
    if (!c.databaseUrl.isEmpty()) {
        auto url = ConnectionSpec::fromUrl(c.databaseUrl);
        if (!url)
            return c.fail(url.error());
        if (url->passwordFromUrl)
            return c.fail(Error::invalid(
                Cli::tr("The database URL carries a password: service files never hold secrets. "
                        "Give the URL without it, and the password in the environment file "
                        "(--environment-file) as OUTBOX_DATABASE_PASSWORD.")));
        args << u"--database"_s
             << (url->kind == DatabaseKind::SQLite ? u"sqlite://"_s + url->database
                                                   : url->displayUrl());
    }
    if (!c.tableName.isEmpty())
        args << u"--table"_s << c.tableName;
    if (!c.typeName.isEmpty())
        args << u"--type"_s << c.typeName;
    if (!c.objectStoreSpec.isEmpty())
        args << u"--object-store"_s << c.objectStoreSpec;
    // How the service reaches and logs in to the database: options, never secrets.
    for (const auto &[option, value] :
         {std::pair{u"--ssh"_s, c.sshDestination}, std::pair{u"--ssh-config"_s, c.sshConfig},
          std::pair{u"--password-command"_s, c.passwordCommand}})
        if (!value.isEmpty())
            args << option << value;
    if (spec.worker == ServiceSpec::Relay) {
        args << u"relay"_s << p.values(relayArgs);
    } else {
        if (auto period = parseRetention(p.value(olderThan)); !period)
            return c.fail(period.error());
        args << u"purge"_s << u"--older-than=%1"_s.arg(p.value(olderThan)) << u"--force"_s
             << u"--reason=scheduled purge"_s;
    }
    spec.arguments = args;
    // A service file is readable by everyone and its command line shows in ps: no password may
    // reach it, from the main --database (refused above as well) or from a --relay-arg.
    static const QRegularExpression credentials(
        u"[A-Za-z][A-Za-z0-9+.-]*://[^/@\\s]*:[^/@\\s]*@"_s);
    for (const QString &arg : p.values(relayArgs))
        if (credentials.match(arg).hasMatch())
            return c.fail(Error::invalid(
                Cli::tr("--relay-arg carries a URL with a password: service files never hold "
                        "secrets. Put the password in the environment file (--environment-file) "
                        "as OUTBOX_DATABASE_PASSWORD, or in the keychain.")));

    auto files = render(spec);
    if (!files)
        return c.fail(files.error());
    if (p.isSet(dryRun)) {
        for (const ServiceFile &f : *files)
            c.out << "# " << f.kind << ": " << f.path << '\n' << f.content << '\n';
        return Success;
    }
    if (p.isSet(check)) {
        bool anyDiffers = false;
        for (const ServiceFile &f : *files) {
            auto d = differs(f, f.path);
            if (!d)
                return c.fail(d.error());
            if (*d) {
                c.err << Cli::tr("%1 differs from what would be installed.").arg(f.path)
                      << Qt::endl;
                anyDiffers = true;
            }
        }
        if (!anyDiffers)
            c.err << Cli::tr("Installed service definition is up to date.") << Qt::endl;
        return anyDiffers ? Failed : Success;
    }
    for (const ServiceFile &f : *files) {
        if (auto written = write(f, f.path, p.isSet(force)); !written)
            return c.fail(written.error());
        c.err << Cli::tr("Wrote %1").arg(f.path) << Qt::endl;
    }
    c.err << Cli::tr("Then run:") << Qt::endl;
    for (const QString &command : activationCommands(spec))
        c.err << "  " << command << Qt::endl;
    return Success;
}

} // namespace outbox::cli
