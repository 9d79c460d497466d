// `worker install`: the systemd units and supervisor programs for the relay and the purge, the
// quoting of arguments for each format (read back the way each manager reads it where the tools
// exist: systemd-analyze verify, and Python's configparser + shlex as supervisor uses them), and
// the write/--check round trip.
#include "failurechecks.h"
#include "relay/serviceinstaller.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// Arguments that would break naive quoting in either format.
const QStringList kTrickyArguments = {
    u"--profile"_s,
    u"prod eu"_s,
    u"relay"_s,
    u"--sink=webhook:https://hooks.example.com/x?a=1&b=$HOME"_s,
    u"--metrics=127.0.0.1:9464"_s,
    u"50%"_s,
    u"it's \"quoted\" \\ back"_s,
    u"a ;comment #too"_s,
    u"${VAR}"_s,
    u"%n%%"_s,
    u""_s,
};

ServiceSpec spec(ServiceSpec::Worker worker, ServiceSpec::Manager manager) {
    ServiceSpec s;
    s.worker = worker;
    s.manager = manager;
    s.executable = u"/usr/bin/outboxctl"_s;
    s.arguments = {u"--profile"_s, u"prod"_s,
                   worker == ServiceSpec::Relay ? u"relay"_s : u"purge"_s};
    if (worker == ServiceSpec::Purge)
        s.arguments << u"--older-than=30d"_s << u"--force"_s;
    s.user = u"outbox"_s;
    s.workingDirectory = u"/var/lib/outbox"_s;
    s.environmentFile = u"/etc/outbox/outbox.env"_s;
    return s;
}

QList<ServiceFile> renderOrFail(const ServiceSpec &s) {
    auto files = render(s);
    if (!files) {
        qWarning().noquote() << files.error().message;
        return {};
    }
    return *files;
}

QStringList lines(const QString &content) {
    return content.split(u'\n');
}

// Each of expected is a line of content (the failure names the first that is not).
void checkLines(const QString &content, const QStringList &expected) {
    const QStringList l = lines(content);
    for (const QString &line : expected)
        QVERIFY2(l.contains(line), qPrintable(line + u"\n---\n"_s + content));
}

// No secret values and no inline environment in any rendered file.
void checkNoSecrets(const QString &content) {
    QVERIFY2(!content.contains(u"\nEnvironment="_s), qPrintable(content));
    QVERIFY2(!content.contains(u"\nenvironment="_s), qPrintable(content));
    QVERIFY2(!content.contains(u"PASSWORD="_s), qPrintable(content));
    QVERIFY2(!content.contains(u"SECRET_ACCESS_KEY="_s), qPrintable(content));
}

QString python() {
    return QStandardPaths::findExecutable(u"python3"_s);
}

QStringList supervisorArgv(const QString &file) {
    return test::supervisorArgv(file);
}

} // namespace

class TestServiceInstaller : public QObject {
    Q_OBJECT

private slots:
    void defaultPaths() {
        QCOMPARE(defaultServicePath(ServiceSpec::Relay, ServiceSpec::Systemd),
                 u"/etc/systemd/system/outbox-relay.service"_s);
        QCOMPARE(defaultServicePath(ServiceSpec::Purge, ServiceSpec::Systemd),
                 u"/etc/systemd/system/outbox-purge.service"_s);
        QCOMPARE(defaultServicePath(ServiceSpec::Relay, ServiceSpec::Supervisor),
                 u"/etc/supervisor/conf.d/outbox-relay.conf"_s);
        QCOMPARE(defaultServicePath(ServiceSpec::Purge, ServiceSpec::Supervisor),
                 u"/etc/supervisor/conf.d/outbox-purge.conf"_s);
    }

    void systemdRelay() {
        const QList<ServiceFile> files =
            renderOrFail(spec(ServiceSpec::Relay, ServiceSpec::Systemd));
        QCOMPARE(files.size(), 1);
        const ServiceFile &f = files.first();
        QCOMPARE(f.path, u"/etc/systemd/system/outbox-relay.service"_s);
        QCOMPARE(f.kind, u"systemd service"_s);
        checkLines(f.content, {u"[Unit]"_s, u"[Service]"_s, u"[Install]"_s, u"Type=simple"_s,
                               u"ExecStart=/usr/bin/outboxctl --profile prod relay"_s,
                               u"Restart=always"_s, u"KillSignal=SIGTERM"_s, u"TimeoutStopSec=60"_s,
                               u"EnvironmentFile=/etc/outbox/outbox.env"_s, u"User=outbox"_s,
                               u"WorkingDirectory=/var/lib/outbox"_s, u"NoNewPrivileges=yes"_s,
                               u"After=network-online.target"_s, u"WantedBy=multi-user.target"_s});
        checkNoSecrets(f.content);
        QVERIFY(f.content.endsWith(u'\n'));
    }

    void systemdPurge() {
        ServiceSpec s = spec(ServiceSpec::Purge, ServiceSpec::Systemd);
        s.purgeSchedule = u"*-*-* 03:17:00"_s;
        const QList<ServiceFile> files = renderOrFail(s);
        QCOMPARE(files.size(), 2);
        const ServiceFile &service = files.at(0);
        const ServiceFile &timer = files.at(1);
        QCOMPARE(service.path, u"/etc/systemd/system/outbox-purge.service"_s);
        QCOMPARE(timer.path, u"/etc/systemd/system/outbox-purge.timer"_s);
        QCOMPARE(timer.kind, u"systemd timer"_s);
        checkLines(service.content,
                   {u"Type=oneshot"_s,
                    u"ExecStart=/usr/bin/outboxctl --profile prod purge --older-than=30d --force"_s,
                    u"EnvironmentFile=/etc/outbox/outbox.env"_s, u"KillSignal=SIGTERM"_s});
        QVERIFY(!service.content.contains(u"Restart="_s));
        QVERIFY(!service.content.contains(u"[Install]"_s)); // started by the timer only
        checkLines(timer.content,
                   {u"[Timer]"_s, u"OnCalendar=*-*-* 03:17:00"_s, u"Persistent=true"_s,
                    u"Unit=outbox-purge.service"_s, u"WantedBy=timers.target"_s});
        checkNoSecrets(service.content);
        checkNoSecrets(timer.content);

        // Default schedule, and a custom path names the timer and its Unit= after it.
        ServiceSpec custom = spec(ServiceSpec::Purge, ServiceSpec::Systemd);
        custom.path = u"/srv/units/shop-purge.service"_s;
        const QList<ServiceFile> other = renderOrFail(custom);
        QCOMPARE(other.size(), 2);
        QCOMPARE(other.at(1).path, u"/srv/units/shop-purge.timer"_s);
        QVERIFY(lines(other.at(1).content).contains(u"Unit=shop-purge.service"_s));
        QVERIFY(lines(other.at(1).content).contains(u"OnCalendar=daily"_s));
        QCOMPARE(activationCommands(custom),
                 QStringList(
                     {u"systemctl daemon-reload"_s, u"systemctl enable --now shop-purge.timer"_s}));
    }

    void supervisorRelay() {
        ServiceSpec s = spec(ServiceSpec::Relay, ServiceSpec::Supervisor);
        s.environmentFile.clear();
        const QList<ServiceFile> files = renderOrFail(s);
        QCOMPARE(files.size(), 1);
        const ServiceFile &f = files.first();
        QCOMPARE(f.path, u"/etc/supervisor/conf.d/outbox-relay.conf"_s);
        QCOMPARE(f.kind, u"supervisor program"_s);
        checkLines(f.content,
                   {u"[program:object-store-outbox-relay]"_s,
                    u"command=/usr/bin/outboxctl --profile prod relay"_s, u"autostart=true"_s,
                    u"autorestart=true"_s, u"startsecs=3"_s, u"stopsignal=TERM"_s,
                    u"stopwaitsecs=60"_s, u"numprocs=1"_s, u"user=outbox"_s,
                    u"directory=/var/lib/outbox"_s,
                    u"stdout_logfile=/var/log/supervisor/object-store-outbox-relay.out.log"_s,
                    u"stderr_logfile=/var/log/supervisor/object-store-outbox-relay.err.log"_s});
        checkNoSecrets(f.content);
        QCOMPARE(activationCommands(s),
                 QStringList({u"supervisorctl reread"_s, u"supervisorctl update"_s}));

        // The stop wait never goes below 30 s: the reference's drain time.
        ServiceSpec shortWait = s;
        shortWait.stopWaitSeconds = 10;
        QVERIFY(!render(shortWait).ok());
        shortWait.stopWaitSeconds = 30;
        QVERIFY(lines(renderOrFail(shortWait).value(0).content).contains(u"stopwaitsecs=30"_s));
    }

    void supervisorRelayLoadsTheEnvironmentFile() {
        // outboxctl reads the file itself (with systemd's rules: a value is never run by a
        // shell); the option goes before the command. tst_safetypromises runs such a program
        // against PostgreSQL with a password full of shell syntax.
        const ServiceSpec s = spec(ServiceSpec::Relay, ServiceSpec::Supervisor);
        const ServiceFile f = renderOrFail(s).value(0);
        QVERIFY2(lines(f.content).contains(
                     u"command=/usr/bin/outboxctl --environment-file=/etc/outbox/outbox.env "
                     u"--profile prod relay"_s),
                 qPrintable(f.content));
        QVERIFY2(!f.content.contains(u"/bin/sh"_s), qPrintable(f.content));
        checkNoSecrets(f.content);
    }

    void supervisorPurge() {
        const ServiceSpec s = spec(ServiceSpec::Purge, ServiceSpec::Supervisor);
        const QList<ServiceFile> files = renderOrFail(s);
        QCOMPARE(files.size(), 1);
        const ServiceFile &f = files.first();
        QCOMPARE(f.path, u"/etc/supervisor/conf.d/outbox-purge.conf"_s);
        checkLines(f.content, {u"[program:outbox-purge]"_s, u"autostart=false"_s,
                               u"autorestart=false"_s, u"startsecs=0"_s, u"stopsignal=TERM"_s});
        QVERIFY(f.content.contains(u"cron"_s));
        QVERIFY(f.content.contains(u"systemd timer"_s));
        QVERIFY(f.content.contains(u"--older-than=30d --force"_s));
        checkNoSecrets(f.content);
        QVERIFY(activationCommands(s).contains(u"supervisorctl start outbox-purge"_s));
    }

    void quoting() {
        QCOMPARE(quoteSystemdArgument(u"--profile"_s), u"--profile"_s);
        QCOMPARE(quoteSystemdArgument(u"prod eu"_s), u"\"prod eu\""_s);
        QCOMPARE(quoteSystemdArgument(u"50%"_s), u"50%%"_s);
        QCOMPARE(quoteSystemdArgument(u"$HOME"_s), u"\"$$HOME\""_s);
        QCOMPARE(quoteSystemdArgument(u"a\"b\\c"_s), u"\"a\\\"b\\\\c\""_s);
        QCOMPARE(quoteSystemdArgument(u";"_s), u"\";\""_s);
        QCOMPARE(quoteSystemdArgument(QString()), u"\"\""_s);

        QCOMPARE(quoteSupervisorArgument(u"--profile"_s), u"--profile"_s);
        QCOMPARE(quoteSupervisorArgument(u"prod eu"_s), u"'prod eu'"_s);
        QCOMPARE(quoteSupervisorArgument(u"it's"_s), u"'it'\"'\"'s'"_s);
        QCOMPARE(quoteSupervisorArgument(u"a ;b #c"_s), u"'a '';b ''#c'"_s);
        QCOMPARE(quoteSupervisorArgument(QString()), u"''"_s);

        // Everything in one unit: the ExecStart line holds each argument quoted once.
        ServiceSpec s = spec(ServiceSpec::Relay, ServiceSpec::Systemd);
        s.arguments = kTrickyArguments;
        const QString content = renderOrFail(s).value(0).content;
        QVERIFY2(
            content.contains(u"\nExecStart=/usr/bin/outboxctl --profile \"prod eu\" relay "
                             u"\"--sink=webhook:https://hooks.example.com/x?a=1&b=$$HOME\" "
                             u"--metrics=127.0.0.1:9464 50%% \"it's \\\"quoted\\\" \\\\ back\" "
                             u"\"a ;comment #too\" \"$${VAR}\" %%n%%%% \"\"\n"_s),
            qPrintable(content));
    }

    void supervisorReadsArgumentsBack() {
        if (python().isEmpty())
            QSKIP("python3 not found: cannot read the program back as supervisor does");
        QTemporaryDir dir;
        for (const bool withEnvironment : {false, true}) {
            ServiceSpec s = spec(ServiceSpec::Relay, ServiceSpec::Supervisor);
            s.arguments = kTrickyArguments;
            s.executable = u"/opt/outbox console/bin/outboxctl"_s;
            if (!withEnvironment)
                s.environmentFile.clear();
            const QString path = dir.filePath(u"relay.conf"_s);
            s.path = path;
            QVERIFY(write(renderOrFail(s).value(0), path).ok());
            QStringList expected{s.executable};
            if (withEnvironment)
                expected << u"--environment-file="_s + s.environmentFile;
            expected << kTrickyArguments;
            QCOMPARE(supervisorArgv(path), expected);
        }
    }

    void validation_data() {
        QTest::addColumn<int>("manager");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("expected");
        const int systemd = ServiceSpec::Systemd;
        const int supervisor = ServiceSpec::Supervisor;
        QTest::newRow("no executable")
            << systemd << u"executable"_s << QString() << u"path of outboxctl"_s;
        QTest::newRow("relative executable")
            << systemd << u"executable"_s << u"bin/outboxctl"_s << u"absolute"_s;
        QTest::newRow("newline in argument")
            << supervisor << u"argument"_s << u"a\nb"_s << u"argument 4"_s;
        QTest::newRow("newline in systemd argument")
            << systemd << u"argument"_s << u"a\nexec=x"_s << u"line break"_s;
        QTest::newRow("bad user") << systemd << u"user"_s << u"out box"_s << u"user name"_s;
        QTest::newRow("relative folder")
            << systemd << u"workingDirectory"_s << u"var/lib"_s << u"absolute"_s;
        QTest::newRow("relative env")
            << systemd << u"environmentFile"_s << u"outbox.env"_s << u"absolute"_s;
        QTest::newRow("comment in folder")
            << supervisor << u"workingDirectory"_s << u"/srv/a ;b"_s << u"comment"_s;
        QTest::newRow("systemd wrong suffix")
            << systemd << u"path"_s << u"/tmp/relay.conf"_s << u".service"_s;
        QTest::newRow("supervisor wrong suffix")
            << supervisor << u"path"_s << u"/tmp/relay.service"_s << u".conf"_s;
        QTest::newRow("bad unit name")
            << systemd << u"path"_s << u"/tmp/out box.service"_s << u".service"_s;
    }
    void validation() {
        QFETCH(int, manager);
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        ServiceSpec s = spec(ServiceSpec::Relay, ServiceSpec::Manager(manager));
        if (field == u"executable"_s)
            s.executable = value;
        else if (field == u"argument"_s)
            s.arguments << value;
        else if (field == u"user"_s)
            s.user = value;
        else if (field == u"workingDirectory"_s)
            s.workingDirectory = value;
        else if (field == u"environmentFile"_s)
            s.environmentFile = value;
        else if (field == u"path"_s)
            s.path = value;
        auto files = render(s);
        OUTBOX_VERIFY_FAILS_AS(files, ErrorKind::InvalidInput, expected);
        QVERIFY(!validate(s).ok());
    }

    void writeAndCheck() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"outbox-relay.service"_s);
        const ServiceFile f = renderOrFail(spec(ServiceSpec::Relay, ServiceSpec::Systemd)).value(0);

        auto missing = differs(f, path);
        QVERIFY(missing.ok());
        QVERIFY(*missing); // not installed yet

        const Status written = write(f, path);
        QVERIFY2(written.ok(), qPrintable(written ? QString() : written.error().message));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(file.readAll()), f.content);
        file.close();
        QCOMPARE(QFileInfo(path).permissions() & QFileDevice::Permissions(0x7077),
                 QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup |
                     QFileDevice::ReadOther);
        auto same = differs(f, path);
        QVERIFY(same.ok());
        QVERIFY(!*same);

        // Drift: someone edited the file.
        QVERIFY(file.open(QIODevice::Append));
        file.write("Environment=EXTRA=1\n");
        file.close();
        auto drifted = differs(f, path);
        QVERIFY(drifted.ok());
        QVERIFY(*drifted);

        // Rewriting repairs it; a different spec differs.
        QVERIFY(write(f, path).ok());
        QVERIFY(!*differs(f, path));
        ServiceSpec other = spec(ServiceSpec::Relay, ServiceSpec::Systemd);
        other.stopWaitSeconds = 120;
        QVERIFY(*differs(renderOrFail(other).value(0), path));

        const Status noFolder = write(f, dir.filePath(u"missing/outbox-relay.service"_s));
        OUTBOX_VERIFY_FAILS_SAYING(noFolder, dir.filePath(u"missing"_s));

        auto unreadable = differs(f, dir.path()); // a folder cannot be compared
        QVERIFY(!unreadable.ok() || *unreadable);
    }

    void systemdAnalyzeVerify_data() {
        QTest::addColumn<int>("worker");
        QTest::newRow("relay") << int(ServiceSpec::Relay);
        QTest::newRow("purge") << int(ServiceSpec::Purge);
    }
    void systemdAnalyzeVerify() {
        QFETCH(int, worker);
        const QString analyze = QStandardPaths::findExecutable(u"systemd-analyze"_s);
        if (analyze.isEmpty())
            QSKIP("systemd-analyze not found");
        QTemporaryDir dir;
        ServiceSpec s = spec(ServiceSpec::Worker(worker), ServiceSpec::Systemd);
        s.executable = u"/bin/true"_s; // verify checks that the executable exists
        s.arguments << kTrickyArguments;
        s.user = u"root"_s;
        s.workingDirectory = dir.path();
        s.path = dir.filePath(worker == ServiceSpec::Relay ? u"outbox-relay.service"_s
                                                           : u"outbox-purge.service"_s);
        QStringList paths;
        for (const ServiceFile &f : renderOrFail(s)) {
            QVERIFY(write(f, f.path).ok());
            paths << f.path;
        }
        QVERIFY(!paths.isEmpty());
        QProcess p;
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(analyze, QStringList{u"verify"_s, u"--man=no"_s} + paths);
        QVERIFY(p.waitForFinished(60000));
        const QString output = QString::fromUtf8(p.readAll());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0, qPrintable(output));
        // Warnings about our own files count as failures too.
        for (const QString &path : paths)
            QVERIFY2(!output.contains(QFileInfo(path).fileName()), qPrintable(output));
    }
};

QTEST_GUILESS_MAIN(TestServiceInstaller)
#include "tst_serviceinstaller.moc"
