#include "connection/databasesession.h"
#include "connection/sshtunnel.h"
#include "failurechecks.h"
#include "namespacedpostgres.h"
#include "sshchain.h"
#include "testdatabases.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <csignal>

using namespace Qt::StringLiterals;
using namespace outbox;

// The database through the user's own OpenSSH, with real sshd servers of the test's own: a
// bastion that may forward only to the inner host, and an inner host that may forward only to
// the fixtures' PostgreSQL and MariaDB. So the databases are reached only along the two-hop chain
// (ProxyJump in the test's ssh config, its own keys and known_hosts). outboxctl reads and changes
// a table that way; a hop that may not forward, an unknown host key and a killed tunnel are each
// seen for what they are. The route check names each hop and what failed there, and a failed
// connection says the same words. A PostgreSQL of the test's own in a network namespace it makes
// is reached only through the chain: a direct connection is refused.
class TestSshTunnel : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::SshChain m_chain{m_dir.path()}; // its servers stopped when the test ends
    QString m_config;
    QString m_untrusting;       // the same hosts with an empty known_hosts
    QString m_innerUntrusting;  // known_hosts with the bastion's key only
    quint16 m_closed = 0;       // a port the inner host may forward to, where nothing listens
    QString m_innerFingerprint; // "SHA256:…" of the inner host's key
    ConnectionSpec m_pg;
    ConnectionSpec m_maria;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString hop(const QString &name) const { return m_chain.hop(name); }
    QString database(const QString &host, int port, const QString &from) const {
        return u"database %1:%2 as seen from %3"_s.arg(host).arg(port).arg(from);
    }
    ConnectionSpec throughSsh(ConnectionSpec spec, const QString &destination,
                              const QString &config) const {
        spec.sshDestination = destination;
        spec.sshConfig = config;
        return spec;
    }
    // table (of the database of spec) read and changed by outboxctl through the chain of config,
    // as its user: `stats --json` counts its 5 rows, then `retry --force --reason=reason`
    // succeeds, its run into *retry.
    void statsAndRetryThroughChain(const ConnectionSpec &spec, const QString &config,
                                   const QString &table, const QString &reason,
                                   test::CliRun *retry) {
        const QProcessEnvironment env = test::databaseUserEnvironment(m_dir.path(), spec);
        const QStringList through{u"--ssh=inner"_s, u"--ssh-config"_s, config,
                                  u"--table="_s + table};
        const test::CliRun stats =
            test::runOutboxctl(through + QStringList{u"stats"_s, u"--json"_s}, env);
        QVERIFY2(stats.code == 0, qPrintable(stats.err));
        QCOMPARE(test::jsonObject(stats.out).value(u"total"_s).toInt(), 5);
        *retry = test::runOutboxctl(
            through + QStringList{u"retry"_s, u"--force"_s, u"--reason="_s + reason}, env);
        QVERIFY2(retry->code == 0, qPrintable(retry->err));
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        m_pg = test::postgresSpec();
        m_maria = test::mysqlSpec();
        m_closed = test::closedPort();
        QVERIFY(m_closed > 0);
        QVERIFY(m_chain.start(u"127.0.0.1:%1 127.0.0.1:%2 127.0.0.1:%3"_s.arg(m_pg.port)
                                  .arg(m_maria.port)
                                  .arg(m_closed)));
        m_innerFingerprint = m_chain.fingerprint(u"inner"_s);
        QVERIFY(m_innerFingerprint.startsWith(u"SHA256:"_s));
        m_config = m_chain.writeConfig(
            u"ssh_config"_s, m_chain.writeKnownHosts(u"known_hosts"_s, {u"bastion"_s, u"inner"_s}));
        m_untrusting = m_chain.writeConfig(u"ssh_config_untrusting"_s,
                                           m_chain.writeKnownHosts(u"known_hosts_empty"_s, {}));
        m_innerUntrusting =
            m_chain.writeConfig(u"ssh_config_inner_untrusting"_s,
                                m_chain.writeKnownHosts(u"known_hosts_bastion"_s, {u"bastion"_s}));
        for (const QString &file : {m_config, m_untrusting, m_innerUntrusting})
            QVERIFY(!file.isEmpty());
        DatabaseSession direct(m_pg, u"ssh-setup"_s);
        QVERIFY(direct.open().ok());
        QVERIFY(test::makePostgresVortos(direct, u"sshtest"_s).ok());
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
        test::CliRun r;
        statsAndRetryThroughChain(m_pg, m_config, u"sshtest.object_store_outbox"_s,
                                  u"through the bastion"_s, &r);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(r.out.contains(u"2 "_s) || r.err.contains(u"2 "_s), qPrintable(r.out + r.err));
        DatabaseSession direct(m_pg, u"ssh-check"_s);
        QVERIFY(direct.open().ok());
        QSqlQuery q(direct.database());
        QVERIFY(
            q.exec(u"SELECT COUNT(*) FROM sshtest.object_store_outbox WHERE status = 'dead'"_s));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }

    // A database that only the inner host reaches: PostgreSQL in a network namespace the test
    // makes, on that namespace's 127.0.0.1, with the inner host's sshd in there too (the bastion,
    // out here, reaches it through a relay). A direct connection is refused; outboxctl reads and
    // changes a table there through the chain, and the change is seen through the chain.
    void onlyTheInnerHopReachesTheDatabase() {
        if (const QString why = test::NamespacedPostgres::whyNoNamespace(); !why.isEmpty())
            QSKIP(qPrintable(why));
        QVERIFY(QDir().mkpath(path(u"hidden-chain"_s)));
        // Declared before the chain: stopped after it, even when a check below fails.
        test::NamespacedPostgres hidden(path(u"hidden-db"_s));
        const quint16 port = test::closedPort(); // closed here: a direct try meets no one
        QVERIFY(port > 0);
        QVERIFY(hidden.start(port));
        const ConnectionSpec spec = hidden.spec(m_pg);
        test::SshChain chain(path(u"hidden-chain"_s));
        chain.setInnerNamespace(hidden.folder());
        QVERIFY(chain.start(u"127.0.0.1:%1"_s.arg(port)));
        const QString config = chain.writeConfig(
            u"ssh_config"_s, chain.writeKnownHosts(u"known_hosts"_s, {u"bastion"_s, u"inner"_s}));
        QVERIFY(!config.isEmpty());

        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!socket.waitForConnected(5000));
        QCOMPARE(socket.error(), QAbstractSocket::ConnectionRefusedError);
        DatabaseSession direct(spec, u"hidden-direct"_s);
        QVERIFY(!direct.open().ok());

        DatabaseSession session(throughSsh(spec, u"inner"_s, config), u"hidden-chain"_s);
        const Status opened = session.open();
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
        QVERIFY(test::makePostgresVortos(session, u"hidden"_s).ok());
        const QString deadRows =
            u"SELECT COUNT(*) FROM hidden.object_store_outbox WHERE status = 'dead'"_s;
        QCOMPARE(test::queryValue(session, deadRows), u"2"_s);

        test::CliRun r;
        statsAndRetryThroughChain(spec, config, u"hidden.object_store_outbox"_s,
                                  u"only the inner host"_s, &r);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(test::queryValue(session, deadRows), u"0"_s);
    }

    // The route check, hop by hop, against the real chain: each line names its hop (alias and
    // address, as ssh -G resolves the ProxyJump chain) and what happened there.
    void routeCheckNamesEachHop_data() {
        QTest::addColumn<QString>("destination");
        QTest::addColumn<QString>("config");
        QTest::addColumn<int>("targetPort");
        QTest::addColumn<QStringList>("lines");
        const QString pgHost = m_pg.host;
        QTest::newRow("two hops, ok")
            << u"inner"_s << m_config << m_pg.port
            << QStringList{hop(u"bastion"_s) + u": ok"_s, hop(u"inner"_s) + u": ok"_s,
                           database(pgHost, m_pg.port, u"inner"_s) + u": ok"_s};
        QTest::newRow("inner host key not trusted")
            << u"inner"_s << m_innerUntrusting << m_pg.port
            << QStringList{
                   hop(u"bastion"_s) + u": ok"_s,
                   hop(u"inner"_s) +
                       u": host key not trusted (ED25519 fingerprint %1)"_s.arg(m_innerFingerprint),
                   database(pgHost, m_pg.port, u"inner"_s) + u": not reached"_s};
        QTest::newRow("bastion host key not trusted")
            << u"inner"_s << m_untrusting << m_pg.port
            << QStringList{hop(u"bastion"_s) +
                               u": host key not trusted (ED25519 "
                               u"fingerprint %1)"_s.arg(m_chain.fingerprint(u"bastion"_s)),
                           hop(u"inner"_s) + u": not reached"_s,
                           database(pgHost, m_pg.port, u"inner"_s) + u": not reached"_s};
        // Port 1 is not in the inner host's PermitOpen: it refuses without connecting.
        QTest::newRow("forwarding refused by the inner host")
            << u"inner"_s << m_config << 1
            << QStringList{hop(u"bastion"_s) + u": ok"_s, hop(u"inner"_s) + u": ok"_s,
                           database(u"127.0.0.1"_s, 1, u"inner"_s) +
                               u": forwarding refused by inner (administratively prohibited)"_s};
        QTest::newRow("forwarding refused by the bastion")
            << u"bastion"_s << m_config << m_pg.port
            << QStringList{hop(u"bastion"_s) + u": ok"_s,
                           database(pgHost, m_pg.port, u"bastion"_s) +
                               u": forwarding refused by bastion (administratively prohibited)"_s};
        QTest::newRow("database port closed")
            << u"inner"_s << m_config << int(m_closed)
            << QStringList{hop(u"bastion"_s) + u": ok"_s, hop(u"inner"_s) + u": ok"_s,
                           database(u"127.0.0.1"_s, m_closed, u"inner"_s) +
                               u": connection refused"_s};
    }
    void routeCheckNamesEachHop() {
        QFETCH(QString, destination);
        QFETCH(QString, config);
        QFETCH(int, targetPort);
        QFETCH(QStringList, lines);
        const QString host = targetPort == m_pg.port ? m_pg.host : u"127.0.0.1"_s;
        QElapsedTimer took;
        took.start();
        const auto report = SshTunnels::checkRoute({destination, config, host, targetPort});
        QVERIFY2(report.ok(), report.ok() ? "" : qPrintable(report.error().message));
        QCOMPARE(report->toText(), lines.join(u'\n'));
        QCOMPARE(report->lines.size(), lines.size());
        const bool allOk = std::all_of(lines.cbegin(), lines.cend(),
                                       [](const QString &l) { return l.endsWith(u": ok"_s); });
        QCOMPARE(report->ok, allOk);
        QCOMPARE(report->failure().isEmpty(), allOk);
        QVERIFY2(took.elapsed() < 10'000, "the check stays within its time limit");
    }

    // A route that does not answer is cut off at the time limit, the hop named.
    void routeCheckHasATimeLimit() {
        QTcpServer silent; // accepts, says nothing: ssh waits for a banner
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        const QString config = m_chain.writeConfig(
            u"ssh_config_silent"_s, path(u"known_hosts"_s),
            u"Host silent\n  HostName 127.0.0.1\n  Port %1\n"_s.arg(silent.serverPort()));
        QVERIFY(!config.isEmpty());
        QElapsedTimer took;
        took.start();
        const auto report = SshTunnels::checkRoute({u"silent"_s, config, u"127.0.0.1"_s, 1}, 2000);
        QVERIFY(took.elapsed() < 8000);
        QVERIFY(report.ok());
        QVERIFY(!report->ok);
        QVERIFY2(
            report->failure().startsWith(u"silent (127.0.0.1:%1): "_s.arg(silent.serverPort())),
            qPrintable(report->toText()));
        QVERIFY2(report->failure().contains(u"no answer within the time limit"_s),
                 qPrintable(report->toText()));
    }

    void routeCheckRefusesABadDestination() {
        const auto report = SshTunnels::checkRoute({u"-oProxyCommand=x"_s, {}, u"db"_s, 5432});
        QVERIFY(!report.ok());
        QVERIFY(report.error().message.contains(u"SSH destination"_s));
    }

    // A connection that fails through ssh says which hop failed and why, in the words of the
    // route check.
    void failuresNameTheHop_data() {
        QTest::addColumn<QString>("destination");
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("says");
        QTest::newRow("the bastion may not reach the database")
            << u"bastion"_s << m_config
            << database(m_pg.host, m_pg.port, u"bastion"_s) +
                   u": forwarding refused by bastion (administratively prohibited)"_s;
        QTest::newRow("bastion host key not trusted")
            << u"inner"_s << m_untrusting
            << hop(u"bastion"_s) + u": host key not trusted (ED25519 fingerprint "_s;
        QTest::newRow("inner host key not trusted")
            << u"inner"_s << m_innerUntrusting
            << hop(u"inner"_s) +
                   u": host key not trusted (ED25519 fingerprint %1)"_s.arg(m_innerFingerprint);
    }
    void failuresNameTheHop() {
        QFETCH(QString, destination);
        QFETCH(QString, config);
        QFETCH(QString, says);
        DatabaseSession session(throughSsh(m_pg, destination, config), u"ssh-fail"_s);
        const Status opened = session.open();
        OUTBOX_VERIFY_FAILS_SAYING(opened, says);
        QVERIFY2(opened.error().message.contains(u"through ssh "_s + destination),
                 qPrintable(opened.error().message));
        const auto report = SshTunnels::checkRoute({destination, config, m_pg.host, m_pg.port});
        QVERIFY(report.ok());
        QVERIFY2(opened.error().message.contains(report->failure()),
                 qPrintable(opened.error().message + u" / "_s + report->failure()));
    }

    // outboxctl ssh check prints the same report (BatchMode) and exits 1 on a failed hop.
    void outboxctlChecksTheRoute() {
        QProcessEnvironment env = test::databaseUserEnvironment(m_dir.path(), m_pg);
        test::CliRun r = test::runOutboxctl(
            {u"--ssh=inner"_s, u"--ssh-config"_s, m_config, u"ssh"_s, u"check"_s}, env);
        QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
        QCOMPARE(r.out.trimmed(),
                 QStringList({hop(u"bastion"_s) + u": ok"_s, hop(u"inner"_s) + u": ok"_s,
                              database(m_pg.host, m_pg.port, u"inner"_s) + u": ok"_s})
                     .join(u'\n'));
        r = test::runOutboxctl(
            {u"--ssh=inner"_s, u"--ssh-config"_s, m_innerUntrusting, u"ssh"_s, u"check"_s}, env);
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(
                     hop(u"inner"_s) +
                     u": host key not trusted (ED25519 fingerprint %1)"_s.arg(m_innerFingerprint)),
                 qPrintable(r.out + r.err));
        // Without a route through ssh there is nothing to check.
        r = test::runOutboxctl({u"ssh"_s, u"check"_s}, env);
        QCOMPARE(r.code, 2);
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
