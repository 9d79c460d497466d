#include "connection/databasesession.h"
#include "connection/sshtunnel.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace outbox;

// The database through the user's own OpenSSH, with real sshd servers of the test's own: a
// bastion that may forward only to the inner host, and an inner host that may forward only to
// the fixtures' PostgreSQL and MariaDB. So the databases are reached only along the two-hop chain
// (ProxyJump in the test's ssh config, its own keys and known_hosts). outboxctl reads and changes
// a table that way; a hop that may not forward, an unknown host key and a killed tunnel are each
// seen for what they are.
class TestSshTunnel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_config;
    QString m_untrusting; // the same hosts with an empty known_hosts
    QStringList m_servers;
    ConnectionSpec m_pg;
    ConnectionSpec m_maria;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    bool run(const QString &program, const QStringList &args, QString *out = nullptr) {
        QProcess p;
        p.start(program, args);
        const bool ok = p.waitForFinished(60'000) && p.exitStatus() == QProcess::NormalExit &&
                        p.exitCode() == 0;
        if (!ok)
            qWarning().noquote() << program << args << p.readAllStandardError();
        if (out)
            *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        return ok;
    }
    // Starts an sshd in DIR/name that forwards only to permitOpen; its port, 0 on failure.
    int startSshd(const QString &name, const QString &permitOpen) {
        QString port;
        if (!run(test::supportFile(u"sshd-server"_s),
                 {u"start"_s, path(name), path(u"id.pub"_s), permitOpen}, &port))
            return 0;
        m_servers << path(name);
        return port.toInt();
    }
    QString hostKeyLine(const QString &name, int port) const {
        QFile f(path(name + u"/host_key.pub"_s));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QStringList parts = QString::fromUtf8(f.readAll()).split(u' ');
        return u"[127.0.0.1]:%1 %2 %3\n"_s.arg(port).arg(parts.value(0), parts.value(1));
    }
    bool writeFile(const QString &name, const QString &text) {
        QFile f(path(name));
        return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) >= 0;
    }
    QString sshConfig(int bastion, int inner, const QString &knownHosts) const {
        return u"Host bastion\n  HostName 127.0.0.1\n  Port %1\n"
               "Host inner\n  HostName 127.0.0.1\n  Port %2\n  ProxyJump bastion\n"
               "Host *\n  User %3\n  IdentityFile %4\n  IdentitiesOnly yes\n"
               "  UserKnownHostsFile %5\n  GlobalKnownHostsFile /dev/null\n"
               "  StrictHostKeyChecking yes\n"_s.arg(bastion)
                   .arg(inner)
                   .arg(qEnvironmentVariable("USER", u"root"_s), path(u"id"_s), knownHosts);
    }
    ConnectionSpec throughSsh(ConnectionSpec spec, const QString &destination,
                              const QString &config) const {
        spec.sshDestination = destination;
        spec.sshConfig = config;
        return spec;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_pg = test::postgresSpec();
        m_maria = test::mysqlSpec();
        QVERIFY(run(u"ssh-keygen"_s,
                    {u"-q"_s, u"-t"_s, u"ed25519"_s, u"-N"_s, QString(), u"-f"_s, path(u"id"_s)}));
        const int inner =
            startSshd(u"inner"_s, u"127.0.0.1:%1 127.0.0.1:%2"_s.arg(m_pg.port).arg(m_maria.port));
        QVERIFY(inner > 0);
        const int bastion = startSshd(u"bastion"_s, u"127.0.0.1:%1"_s.arg(inner));
        QVERIFY(bastion > 0);
        QVERIFY(writeFile(u"known_hosts"_s,
                          hostKeyLine(u"bastion"_s, bastion) + hostKeyLine(u"inner"_s, inner)));
        QVERIFY(writeFile(u"known_hosts_empty"_s, QString()));
        m_config = path(u"ssh_config"_s);
        m_untrusting = path(u"ssh_config_untrusting"_s);
        QVERIFY(writeFile(u"ssh_config"_s, sshConfig(bastion, inner, path(u"known_hosts"_s))));
        QVERIFY(writeFile(u"ssh_config_untrusting"_s,
                          sshConfig(bastion, inner, path(u"known_hosts_empty"_s))));
        DatabaseSession direct(m_pg, u"ssh-setup"_s);
        QVERIFY(direct.open().ok());
        QVERIFY(test::makePostgresVortos(direct, u"sshtest"_s).ok());
    }

    void cleanupTestCase() {
        for (const QString &dir : std::as_const(m_servers))
            run(test::supportFile(u"sshd-server"_s), {u"stop"_s, dir});
    }

    void destinationsAreChecked() {
        QVERIFY(SshTunnels::checkDestination(u"ops@bastion.example:2222"_s).ok());
        QVERIFY(SshTunnels::checkDestination(u"inner"_s).ok());
        for (const QString &bad : {u"-oProxyCommand=x"_s, u"a b"_s, u""_s, u"host:port"_s}) {
            const Status s = SshTunnels::checkDestination(bad);
            QVERIFY2(!s.ok(), qPrintable(bad));
            QVERIFY(s.error().message.contains(u"SSH destination"_s));
        }
    }

    // Both databases along the chain, from the core.
    void twoHopsToBothDatabases() {
        for (const ConnectionSpec &spec : {m_pg, m_maria}) {
            DatabaseSession session(throughSsh(spec, u"inner"_s, m_config), u"ssh-two-hops"_s);
            const Status opened = session.open();
            QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
            QSqlQuery q(session.database());
            QVERIFY(q.exec(u"SELECT 41 + 1"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 42);
        }
    }

    // outboxctl reads and changes the table through the chain (--ssh, --ssh-config).
    void outboxctlReadsAndChangesThroughTheChain() {
        QProcessEnvironment env = test::databaseUserEnvironment(m_dir.path(), m_pg);
        const QStringList through{u"--ssh=inner"_s, u"--ssh-config"_s, m_config,
                                  u"--table=sshtest.object_store_outbox"_s};
        test::CliRun r = test::runOutboxctl(through + QStringList{u"stats"_s, u"--json"_s}, env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"total"_s).toInt(), 5);
        r = test::runOutboxctl(
            through + QStringList{u"retry"_s, u"--force"_s, u"--reason=through the bastion"_s},
            env);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(u"2 "_s) || r.err.contains(u"2 "_s), qPrintable(r.out + r.err));
        DatabaseSession direct(m_pg, u"ssh-check"_s);
        QVERIFY(direct.open().ok());
        QSqlQuery q(direct.database());
        QVERIFY(
            q.exec(u"SELECT COUNT(*) FROM sshtest.object_store_outbox WHERE status = 'dead'"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    void failuresNameTheHop_data() {
        QTest::addColumn<QString>("destination");
        QTest::addColumn<bool>("untrusting");
        QTest::addColumn<QString>("says");
        QTest::newRow("the bastion may not reach the database")
            << u"bastion"_s << false << u"administratively prohibited"_s;
        QTest::newRow("host key not trusted")
            << u"inner"_s << true << u"Host key verification failed"_s;
    }
    void failuresNameTheHop() {
        QFETCH(QString, destination);
        QFETCH(bool, untrusting);
        QFETCH(QString, says);
        DatabaseSession session(throughSsh(m_pg, destination, untrusting ? m_untrusting : m_config),
                                u"ssh-fail"_s);
        const Status opened = session.open();
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().message.contains(says), qPrintable(opened.error().message));
        QVERIFY2(opened.error().message.contains(u"through ssh "_s + destination),
                 qPrintable(opened.error().message));
    }

    // A tunnel that drops is a dropped connection: the next connection runs a new ssh.
    void aKilledTunnelIsOpenedAgain() {
        const ConnectionSpec spec = throughSsh(m_pg, u"inner"_s, m_config);
        DatabaseSession session(spec, u"ssh-kill"_s);
        QVERIFY(session.open().ok());
        // Every ssh this process runs (its children), killed as a dropped network would.
        QDir proc(u"/proc"_s);
        int killed = 0;
        for (const QString &pid : proc.entryList(QDir::Dirs)) {
            QFile stat(u"/proc/%1/stat"_s.arg(pid));
            QFile cmd(u"/proc/%1/cmdline"_s.arg(pid));
            if (!stat.open(QIODevice::ReadOnly) || !cmd.open(QIODevice::ReadOnly))
                continue;
            const QList<QByteArray> fields = stat.readAll().split(' ');
            const QList<QByteArray> argv = cmd.readAll().split('\0');
            if (fields.value(3).toLongLong() == QCoreApplication::applicationPid() &&
                argv.value(0).endsWith("ssh") && argv.value(1) == "-W") {
                ::kill(pid.toInt(), SIGKILL);
                ++killed;
            }
        }
        QVERIFY(killed >= 1);
        QSqlQuery q(session.database());
        QTRY_VERIFY_WITH_TIMEOUT(!q.exec(u"SELECT 1"_s), 10000);
        session.close();
        const Status again = session.open();
        QVERIFY2(again.ok(), again.ok() ? "" : qPrintable(again.error().message));
        QSqlQuery q2(session.database());
        QVERIFY(q2.exec(u"SELECT 1"_s));
    }
};

QTEST_GUILESS_MAIN(TestSshTunnel)
#include "tst_sshtunnel.moc"
