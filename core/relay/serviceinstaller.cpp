#include "relay/serviceinstaller.h"
#include "util/coretr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr int kMinStopWaitSeconds = 30;

const QString kSupervisorRelayProgram = u"object-store-outbox-relay"_s; // as the reference names it
const QString kSupervisorPurgeProgram = u"outbox-purge"_s;

bool hasControlCharacter(const QString &text) {
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.unicode() < 0x20 || c.unicode() == 0x7f || c == QChar::LineSeparator ||
               c == QChar::ParagraphSeparator;
    });
}

// Supervisor's INI parser cuts a value at ';' or '#' after whitespace, wherever it stands.
bool hasIniComment(const QString &text) {
    static const QRegularExpression comment(u"\\s[;#]"_s);
    return comment.match(text).hasMatch();
}

bool isSafeWord(const QString &text) {
    static const QRegularExpression safe(u"^[A-Za-z0-9_@%+=:,./-]+$"_s);
    return safe.match(text).hasMatch();
}

// systemd expands %-specifiers in most settings; a literal '%' is "%%".
QString systemdValue(QString text) {
    return text.replace(u'%', u"%%"_s);
}

// Supervisor expands %(name)s in every value; a literal '%' is "%%".
QString supervisorValue(QString text) {
    return text.replace(u'%', u"%%"_s);
}

QString baseName(const QString &path) {
    return QFileInfo(path).fileName();
}

// outbox-purge.service → outbox-purge.timer, beside it.
QString timerPathFor(const QString &servicePath) {
    QString p = servicePath;
    p.chop(QStringLiteral(".service").size());
    return p + u".timer"_s;
}

QString mainPath(const ServiceSpec &spec) {
    return spec.path.isEmpty() ? defaultServicePath(spec.worker, spec.manager) : spec.path;
}

QString logDirectory(const ServiceSpec &spec) {
    QString dir = spec.logDirectory.isEmpty() ? u"/var/log/supervisor"_s : spec.logDirectory;
    while (dir.size() > 1 && dir.endsWith(u'/'))
        dir.chop(1);
    return dir;
}

QString systemdCommand(const ServiceSpec &spec) {
    QStringList words{quoteSystemdArgument(spec.executable)};
    for (const QString &a : spec.arguments)
        words << quoteSystemdArgument(a);
    return words.join(u' ');
}

QString supervisorCommand(const ServiceSpec &spec) {
    QStringList words{quoteSupervisorArgument(spec.executable)};
    // Supervisor cannot read an environment file, and secrets must not sit in environment=:
    // outboxctl reads the file itself, with systemd's EnvironmentFile= rules, so that a value
    // means the same under both managers and none is ever run by a shell (environmentfile.h).
    if (!spec.environmentFile.isEmpty())
        words << quoteSupervisorArgument(u"--environment-file="_s + spec.environmentFile);
    for (const QString &a : spec.arguments)
        words << quoteSupervisorArgument(a);
    return supervisorValue(words.join(u' '));
}

QString systemdCommonService(const ServiceSpec &spec) {
    QString s;
    if (!spec.user.isEmpty())
        s += u"User=%1\n"_s.arg(systemdValue(spec.user));
    if (!spec.workingDirectory.isEmpty())
        s += u"WorkingDirectory=%1\n"_s.arg(systemdValue(spec.workingDirectory));
    if (!spec.environmentFile.isEmpty()) {
        s += u"# Secrets (database password, object store secret key, webhook secret) come from "
             u"this file\n# (KEY=VALUE lines, owned by root, mode 0600), never from this unit.\n"
             u"EnvironmentFile=%1\n"_s.arg(systemdValue(spec.environmentFile));
    } else {
        s += u"# Secrets (database password, object store secret key, webhook secret) belong in "
             u"an\n# environment file (KEY=VALUE lines, mode 0600), never in this unit:\n"
             u"# EnvironmentFile=/etc/outbox/outbox.env\n"_s;
    }
    s += u"ExecStart=%1\n"_s.arg(systemdCommand(spec));
    return s;
}

// Hardening that leaves the file system writable where the relay may legitimately write: a
// SQLite outbox, a file sink, a folder object store and the local audit log can live in /var,
// /srv, /tmp or a home folder, so ProtectHome=, PrivateTmp= and ProtectSystem=strict stay off.
QString systemdHardening() {
    return u"NoNewPrivileges=yes\n"
           u"ProtectSystem=full\n"
           u"ProtectKernelTunables=yes\n"
           u"ProtectKernelModules=yes\n"
           u"ProtectControlGroups=yes\n"
           u"RestrictSUIDSGID=yes\n"
           u"RestrictRealtime=yes\n"
           u"LockPersonality=yes\n"_s;
}

// What ends every unit's [Service]: SIGTERM, the kill once stopWaitSeconds have passed, the name
// in the journal (the unit's), and the hardening.
QString systemdStopAndHardening(const ServiceSpec &spec, const QString &path) {
    return u"KillSignal=SIGTERM\n"
           u"TimeoutStopSec=%1\n"
           u"SyslogIdentifier=%2\n"_s.arg(spec.stopWaitSeconds)
               .arg(QFileInfo(path).completeBaseName()) +
           systemdHardening();
}

const QString kHeaderSystemd =
    u"# Generated by `outboxctl worker install`; `outboxctl worker install --check` reports\n"
    u"# drift. Edit with `systemctl edit` (a drop-in) rather than here.\n"_s;
const QString kHeaderSupervisor =
    u"; Generated by `outboxctl worker install`; `outboxctl worker install --check` reports\n"
    u"; drift.\n"_s;

ServiceFile systemdRelay(const ServiceSpec &spec) {
    const QString path = mainPath(spec);
    QString c = kHeaderSystemd;
    c += u"[Unit]\n"
         u"Description=Outbox Console relay (delivers outbox rows)\n"
         u"Documentation=man:outboxctl(1)\n"
         u"Wants=network-online.target\n"
         u"After=network-online.target\n"
         // Keep restarting however often the database is away: no start rate limit.
         u"StartLimitIntervalSec=0\n"
         u"\n"
         u"[Service]\n"
         u"Type=simple\n"_s;
    c += systemdCommonService(spec);
    c += u"Restart=always\n"
         u"RestartSec=5\n"
         u"# SIGTERM lets the relay finish and settle its current batch, then exit 0; it is\n"
         u"# killed only if that takes longer than TimeoutStopSec.\n"_s;
    c += systemdStopAndHardening(spec, path);
    c += u"\n[Install]\nWantedBy=multi-user.target\n"_s;
    return {path, c, u"systemd service"_s};
}

QList<ServiceFile> systemdPurge(const ServiceSpec &spec) {
    const QString path = mainPath(spec);
    const QString unit = baseName(path);
    QString c = kHeaderSystemd;
    c += u"# Started by %1.\n"_s.arg(baseName(timerPathFor(path)));
    c += u"[Unit]\n"
         u"Description=Outbox Console purge of delivered outbox rows\n"
         u"Documentation=man:outboxctl(1)\n"
         u"Wants=network-online.target\n"
         u"After=network-online.target\n"
         u"\n"
         u"[Service]\n"
         u"Type=oneshot\n"_s;
    c += systemdCommonService(spec);
    c += u"# SIGTERM stops after the current delete batch; every batch is its own transaction.\n"_s;
    c += systemdStopAndHardening(spec, path);

    QString t = kHeaderSystemd;
    t += u"[Unit]\n"
         u"Description=Run the Outbox Console purge (%1)\n"
         u"Documentation=man:outboxctl(1)\n"
         u"\n"
         u"[Timer]\n"
         u"OnCalendar=%1\n"
         u"# A run missed while the machine was off happens at the next boot.\n"
         u"Persistent=true\n"
         u"Unit=%2\n"
         u"\n"
         u"[Install]\n"
         u"WantedBy=timers.target\n"_s.arg(systemdValue(spec.purgeSchedule), unit);
    return {{path, c, u"systemd service"_s}, {timerPathFor(path), t, u"systemd timer"_s}};
}

// A program's section up to the settings of its own: its name, command, directory and user.
QString supervisorProgram(const ServiceSpec &spec, const QString &program) {
    QString c = u"[program:%1]\n"_s.arg(program);
    c += u"command=%1\n"_s.arg(supervisorCommand(spec));
    if (!spec.workingDirectory.isEmpty())
        c += u"directory=%1\n"_s.arg(supervisorValue(spec.workingDirectory));
    if (!spec.user.isEmpty())
        c += u"user=%1\n"_s.arg(supervisorValue(spec.user));
    return c;
}

// What ends every program's section: SIGTERM, the kill once stopWaitSeconds have passed, and its
// two log files.
QString supervisorStopAndLogs(const ServiceSpec &spec, const QString &program) {
    return u"stopsignal=TERM\n"
           u"stopwaitsecs=%1\n"
           u"stdout_logfile=%2/%3.out.log\n"
           u"stderr_logfile=%2/%3.err.log\n"_s.arg(spec.stopWaitSeconds)
               .arg(supervisorValue(logDirectory(spec)), program);
}

// A supervisor program file: what the program is (about), where its secrets belong when no
// environment file is given (secrets), and its section, with the settings of its own (run)
// between the command and the stop and logs.
ServiceFile supervisorFile(const ServiceSpec &spec, const QString &program, const QString &about,
                           const QString &secrets, const QString &run) {
    QString c = kHeaderSupervisor + about;
    if (spec.environmentFile.isEmpty())
        c += secrets;
    c += supervisorProgram(spec, program);
    c += run;
    c += supervisorStopAndLogs(spec, program);
    return {mainPath(spec), c, u"supervisor program"_s};
}

ServiceFile supervisorRelay(const ServiceSpec &spec) {
    return supervisorFile(
        spec, kSupervisorRelayProgram,
        u"; One process, as the reference installs: several relays may share a table, but each\n"
        u"; on its own machine or program.\n"_s,
        u"; Secrets (database password, object store secret key, webhook secret) belong in an\n"
        u"; environment file given to `worker install`, never in environment= here.\n"_s,
        u"numprocs=1\n"
        u"autostart=true\n"
        u"autorestart=true\n"
        u"startsecs=3\n"
        u"; A relay that exits at once (database down at boot) is tried again for a while\n"
        u"; instead of being given up after supervisor's default of 3 tries.\n"
        u"startretries=100\n"
        u"; SIGTERM lets the relay finish and settle its current batch, then exit 0.\n"_s);
}

ServiceFile supervisorPurge(const ServiceSpec &spec) {
    return supervisorFile(
        spec, kSupervisorPurgeProgram,
        u"; Supervisor keeps programs running; it has no schedule. This program runs the purge\n"
        u"; once per `supervisorctl start %1`, from cron for instance:\n"
        u";   17 3 * * * root supervisorctl start %1\n"
        u"; A systemd timer (`worker install --worker=purge --manager=systemd`) or a cron job\n"
        u"; calling outboxctl directly is the better fit.\n"_s.arg(kSupervisorPurgeProgram),
        u"; Secrets (database password) belong in an environment file given to `worker\n"
        u"; install`, never in environment= here.\n"_s,
        u"numprocs=1\n"
        u"; Runs to completion and stays stopped: never started or restarted on its own.\n"
        u"autostart=false\n"
        u"autorestart=false\n"
        u"startsecs=0\n"
        u"startretries=0\n"
        u"exitcodes=0\n"_s);
}

} // namespace

QString defaultServicePath(ServiceSpec::Worker worker, ServiceSpec::Manager manager) {
    const QString name = worker == ServiceSpec::Relay ? u"outbox-relay"_s : u"outbox-purge"_s;
    if (manager == ServiceSpec::Systemd)
        return u"/etc/systemd/system/%1.service"_s.arg(name);
    return u"/etc/supervisor/conf.d/%1.conf"_s.arg(name);
}

QString quoteSystemdArgument(const QString &argument) {
    // systemd reads C escapes inside double quotes, then expands specifiers (%%) and, in
    // ExecStart=, environment variables ($$).
    QString escaped = argument;
    escaped.replace(u'%', u"%%"_s).replace(u'$', u"$$"_s);
    if (!argument.isEmpty() && isSafeWord(argument))
        return escaped;
    escaped.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s);
    return u'"' + escaped + u'"';
}

QString quoteSupervisorArgument(const QString &argument) {
    // Supervisor splits command= with Python's shlex (POSIX rules): single quotes keep
    // everything literal, and a quote inside is closed, escaped in double quotes, reopened.
    if (!argument.isEmpty() && isSafeWord(argument))
        return argument;
    QString inner = argument;
    inner.replace(u"'"_s, u"'\"'\"'"_s);
    // The INI parser would cut the line at ';' or '#' after whitespace, even inside quotes;
    // closing and reopening the quote ('') puts a quote character in between.
    static const QRegularExpression comment(u"(\\s)([;#])"_s);
    inner.replace(comment, u"\\1''\\2"_s);
    return u'\'' + inner + u'\'';
}

Status validate(const ServiceSpec &spec) {
    const auto bad = [](const QString &why) {
        return Error::invalid(CoreText::tr("Cannot install the worker: %1.").arg(why));
    };
    const bool supervisor = spec.manager == ServiceSpec::Supervisor;

    if (spec.executable.isEmpty())
        return bad(u"the path of outboxctl is not known"_s);
    if (!QDir::isAbsolutePath(spec.executable) || !spec.executable.startsWith(u'/'))
        return bad(u"the executable \"%1\" is not an absolute path"_s.arg(spec.executable));
    if (hasControlCharacter(spec.executable))
        return bad(u"the executable path contains a line break or control character"_s);
    for (qsizetype i = 0; i < spec.arguments.size(); ++i) {
        if (hasControlCharacter(spec.arguments.at(i)))
            return bad(u"argument %1 contains a line break or control character, which a "
                       u"service file cannot carry"_s.arg(i + 1));
    }
    if (!spec.user.isEmpty()) {
        static const QRegularExpression userName(u"^(?:[A-Za-z_][A-Za-z0-9_.-]{0,31}|[0-9]+)$"_s);
        if (!userName.match(spec.user).hasMatch())
            return bad(u"\"%1\" is not a valid user name"_s.arg(spec.user));
    }
    const QList<std::pair<QString, QString>> paths = {
        {u"working directory"_s, spec.workingDirectory},
        {u"environment file"_s, spec.environmentFile},
        {u"log folder"_s, supervisor ? spec.logDirectory : QString()},
    };
    for (const auto &[what, value] : paths) {
        if (value.isEmpty())
            continue;
        if (!value.startsWith(u'/'))
            return bad(u"the %1 \"%2\" is not an absolute path"_s.arg(what, value));
        if (hasControlCharacter(value))
            return bad(u"the %1 contains a line break or control character"_s.arg(what));
        if (supervisor && hasIniComment(value))
            return bad(u"the %1 \"%2\" contains ';' or '#' after a space, which supervisor "
                       u"reads as a comment"_s.arg(what, value));
        if (value != value.trimmed())
            return bad(u"the %1 \"%2\" starts or ends with a space"_s.arg(what, value));
    }
    if (spec.stopWaitSeconds < kMinStopWaitSeconds)
        return bad(u"the stop wait of %1 s is too short to drain a batch (at least %2 s)"_s
                       .arg(spec.stopWaitSeconds)
                       .arg(kMinStopWaitSeconds));
    if (spec.worker == ServiceSpec::Purge && !supervisor) {
        const QString schedule = spec.purgeSchedule.trimmed();
        if (schedule.isEmpty() || hasControlCharacter(schedule))
            return bad(u"the purge schedule \"%1\" is not a systemd calendar expression (such as "
                       u"daily or *-*-* 03:17:00)"_s.arg(spec.purgeSchedule));
    }

    const QString path = mainPath(spec);
    if (hasControlCharacter(path))
        return bad(u"the file path contains a line break or control character"_s);
    const QString name = baseName(path);
    if (supervisor) {
        if (!name.endsWith(u".conf"_s) || name.size() <= 5)
            return bad(u"the supervisor program file \"%1\" must end in .conf (supervisor "
                       u"includes conf.d/*.conf)"_s.arg(path));
    } else {
        static const QRegularExpression unitName(u"^[A-Za-z0-9:_.\\\\-]+\\.service$"_s);
        if (!unitName.match(name).hasMatch())
            return bad(u"the systemd unit file \"%1\" must be named like outbox-relay.service "
                       u"(letters, digits, ':', '_', '.', '-'; ending in .service)"_s.arg(path));
    }
    return Done{};
}

Result<QList<ServiceFile>> render(const ServiceSpec &spec) {
    if (Status s = validate(spec); !s)
        return s.error();
    if (spec.manager == ServiceSpec::Systemd) {
        if (spec.worker == ServiceSpec::Relay)
            return QList<ServiceFile>{systemdRelay(spec)};
        return systemdPurge(spec);
    }
    if (spec.worker == ServiceSpec::Relay)
        return QList<ServiceFile>{supervisorRelay(spec)};
    return QList<ServiceFile>{supervisorPurge(spec)};
}

QStringList activationCommands(const ServiceSpec &spec) {
    const QString path = mainPath(spec);
    if (spec.manager == ServiceSpec::Systemd) {
        const QString unit =
            spec.worker == ServiceSpec::Relay ? baseName(path) : baseName(timerPathFor(path));
        return {u"systemctl daemon-reload"_s, u"systemctl enable --now %1"_s.arg(unit)};
    }
    QStringList commands{u"supervisorctl reread"_s, u"supervisorctl update"_s};
    if (spec.worker == ServiceSpec::Purge)
        commands << u"supervisorctl start %1"_s.arg(kSupervisorPurgeProgram);
    return commands;
}

Status write(const ServiceFile &file, const QString &path, bool force) {
    const QFileInfo info(path);
    if (info.exists() && !force) {
        QFile existing(path);
        const bool ours =
            existing.open(QIODevice::ReadOnly) &&
            existing.read(64 * 1024).contains("Generated by `outboxctl worker install`");
        if (!ours)
            return Error::refused(
                CoreText::tr("%1 exists and was not written by outboxctl worker install: it is "
                             "left as it is (pass --force to replace it).")
                    .arg(path));
    }
    if (!info.absoluteDir().exists())
        return Error::failed(
            CoreText::tr("Cannot write %1: the folder %2 does not exist (is %3 "
                         "installed?).")
                .arg(path, info.absolutePath(),
                     file.kind.startsWith(u"systemd"_s) ? u"systemd"_s : u"supervisor"_s));
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return Error::failed(CoreText::tr("Cannot write %1: %2.").arg(path, out.errorString()));
    // A service definition holds no secret and its manager (or an admin) must read it.
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup |
                       QFileDevice::ReadOther);
    const QByteArray bytes = file.content.toUtf8();
    if (out.write(bytes) != bytes.size() || !out.commit())
        return Error::failed(CoreText::tr("Cannot write %1: %2.").arg(path, out.errorString()));
    return Done{};
}

Result<bool> differs(const ServiceFile &file, const QString &path) {
    QFile in(path);
    if (!in.exists())
        return true;
    if (!in.open(QIODevice::ReadOnly))
        return Error::failed(
            CoreText::tr("Cannot read %1 to compare it: %2.").arg(path, in.errorString()));
    return in.readAll() != file.content.toUtf8();
}

} // namespace outbox
