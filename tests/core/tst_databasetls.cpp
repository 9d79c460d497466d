#include "connection/databasesession.h"
#include "connection/servercertificate.h"
#include "failurechecks.h"
#include "testdatabases.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QSemaphore>
#include <QSqlError>
#include <QSqlQuery>
#include <QSslCertificate>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <pwd.h>
#include <thread>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace outbox;

// TLS with client certificates on a PostgreSQL of the test's own (ssl on, the role tls_user
// admitted only with a certificate of the test's CA: pg_hba "cert"): verify-full with the client's
// certificate and key logs in without a password; a wrong CA, a host name the certificate does
// not hold, a missing client certificate, a wrong key passphrase and an expired server certificate
// are refused, each naming its cause. And on a MariaDB of its own with TLS: a user REQUIRE X509
// logs in with ssl-ca/ssl-cert/ssl-key and is refused without; ssl-mode=REQUIRED refuses the
// fixtures' MariaDB, which does not encrypt. Certificates are made per run (tests/support/test-ca).
// The connection test's certificate probe (connection/servercertificate.h) reads both servers'
// certificates, trusted or not, and says what it verified; a server without TLS is reported so.

// A PostgreSQL stand-in on loopback for one connection: it reads the 8 bytes of an SSLRequest and
// answers `reply` (empty: it stays silent until the client goes). On a thread of its own, since
// the probe blocks the test's thread.
class SslRequestStandIn {
public:
    explicit SslRequestStandIn(QByteArray reply) {
        QSemaphore listening;
        m_thread = std::thread([this, reply = std::move(reply), &listening] {
            QTcpServer server;
            const bool ok = server.listen(QHostAddress::LocalHost, 0);
            m_port = ok ? server.serverPort() : 0;
            listening.release();
            if (!ok || !server.waitForNewConnection(15000))
                return;
            QTcpSocket *socket = server.nextPendingConnection();
            while (m_received.size() < 8 && socket->waitForReadyRead(15000))
                m_received += socket->readAll();
            if (!reply.isEmpty()) {
                socket->write(reply); // one write: the bytes arrive together
                socket->waitForBytesWritten(5000);
            }
            socket->waitForDisconnected(15000);
        });
        listening.acquire();
    }
    ~SslRequestStandIn() { finish(); }
    SslRequestStandIn(const SslRequestStandIn &) = delete;
    SslRequestStandIn &operator=(const SslRequestStandIn &) = delete;

    quint16 port() const { return m_port; }
    ConnectionSpec spec() const {
        auto spec = ConnectionSpec::fromUrl(u"postgresql://nobody@127.0.0.1:%1/x"_s.arg(m_port));
        return spec ? *spec : ConnectionSpec{};
    }
    // Every byte the client sent, once the stand-in is done.
    QByteArray received() {
        finish();
        return m_received;
    }

private:
    void finish() {
        if (m_thread.joinable())
            m_thread.join();
    }
    std::thread m_thread;
    quint16 m_port = 0;
    QByteArray m_received;
};

class TestDatabaseTls : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    QString m_certs;
    QString m_pg;
    int m_port = 0;
    QString m_maria;
    int m_mariaPort = 0;
    static constexpr char kKeyPassphrase[] = "key-pass-w0rd";

    QString cert(const QString &name) const { return m_certs + u'/' + name; }

    bool run(const QString &program, const QStringList &args,
             const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
             QString *out = nullptr) {
        const test::CliRun r = test::runProgram(program, args, env, 120'000);
        if (r.code != 0)
            qWarning().noquote() << program << args << r.err;
        if (out)
            *out = r.out;
        return r.code == 0;
    }

    // Starts a database server of the test's own (script of tests/support: pg-server,
    // mariadb-server) in folder; the port it listens on, 0 when it did not start.
    int startServer(const QString &script, const QString &folder, const QProcessEnvironment &env) {
        QString url;
        if (!run(test::supportFile(script), {u"start"_s, folder}, env, &url))
            return 0;
        const auto port = QRegularExpression(u":(\\d+)/"_s).match(url);
        if (!port.hasMatch())
            qWarning().noquote() << script << "printed no URL with a port:" << url;
        return port.hasMatch() ? port.captured(1).toInt() : 0;
    }

    // The server may read its certificate and key (it runs as postgres when the test is root).
    bool handToServer(const QStringList &files) {
        if (geteuid() != 0)
            return true;
        const passwd *pg = getpwnam("postgres");
        if (!pg)
            return false;
        for (const QString &f : files)
            if (chown(QFile::encodeName(cert(f)).constData(), pg->pw_uid, pg->pw_gid) != 0)
                return false;
        return true;
    }

    ConnectionSpec tlsUser(const QString &options, const QString &host = u"127.0.0.1"_s) const {
        auto spec = ConnectionSpec::fromUrl(
            u"postgresql://tls_user@%1:%2/outbox_test?%3"_s.arg(host).arg(m_port).arg(options));
        return spec ? *spec : ConnectionSpec{};
    }
    QString clientOptions(const QString &rootCert = u"ca.pem"_s) const {
        return u"sslmode=verify-full&sslrootcert=%1&sslcert=%2&sslkey=%3"_s.arg(
            cert(rootCert), cert(u"client.pem"_s), cert(u"client.key"_s));
    }
    Status adminSql(const QStringList &statements) {
        auto spec =
            ConnectionSpec::fromUrl(u"postgresql://outbox@127.0.0.1:%1/outbox_test"_s.arg(m_port));
        if (!spec)
            return spec.error();
        spec->password = u"outbox-test-pw"_s;
        DatabaseSession admin(*spec, u"tls-admin"_s);
        if (Status opened = admin.open(); !opened)
            return opened;
        return test::runSql(admin, statements);
    }

    // The server's certificate and key: NAME.pem and NAME.key, read again at a reload.
    bool serveCertificate(const QString &name) {
        return adminSql({u"ALTER SYSTEM SET ssl_cert_file = '%1'"_s.arg(cert(name + u".pem"_s)),
                         u"ALTER SYSTEM SET ssl_key_file = '%1'"_s.arg(cert(name + u".key"_s)),
                         u"SELECT pg_reload_conf()"_s})
            .ok();
    }
    // Opens a session of spec, trying again for a while: a reload takes effect for connections
    // made after the server has read it.
    Status openWithin(const ConnectionSpec &spec, bool wantOpen) {
        Status last = Done{};
        (void)QTest::qWaitFor(
            [&] {
                DatabaseSession session(spec, u"tls-wait"_s);
                last = session.open();
                return last.ok() == wantOpen;
            },
            10000);
        return last;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner |
                                                QFile::ExeGroup | QFile::ExeOther);
        m_certs = m_dir.filePath(u"certs"_s);
        const QString ca = test::supportFile(u"test-ca"_s);
        QVERIFY(run(ca, {m_certs, u"ca"_s, u"ca"_s}));
        QVERIFY(run(ca, {m_certs, u"ca"_s, u"other-ca"_s}));
        QVERIFY(run(ca, {m_certs, u"cert"_s, u"ca"_s, u"server"_s, u"127.0.0.1"_s}));
        QVERIFY(run(ca, {m_certs, u"cert"_s, u"ca"_s, u"expired"_s, u"127.0.0.1"_s,
                         u"IP:127.0.0.1"_s, u"expired"_s}));
        QVERIFY(
            run(ca, {m_certs, u"cert"_s, u"ca"_s, u"client"_s, u"tls_user"_s, u"DNS:tls_user"_s}));
        QVERIFY(run(u"openssl"_s, {u"pkey"_s, u"-in"_s, cert(u"client.key"_s), u"-aes256"_s,
                                   u"-passout"_s, u"pass:"_s + QLatin1StringView(kKeyPassphrase),
                                   u"-out"_s, cert(u"client-locked.key"_s)}));
        QVERIFY(QFile::setPermissions(cert(u"client-locked.key"_s),
                                      QFile::ReadOwner | QFile::WriteOwner));
        QVERIFY(
            handToServer({u"server.pem"_s, u"server.key"_s, u"expired.pem"_s, u"expired.key"_s}));

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"OUTBOX_PG_HBA"_s, u"hostssl all tls_user 127.0.0.1/32 cert"_s);
        m_pg = m_dir.filePath(u"pg"_s);
        m_port = startServer(u"pg-server"_s, m_pg, env);
        QVERIFY(m_port > 0);
        // TLS by ALTER SYSTEM, not by server options (which would win over it), so that the
        // last case can swap the certificate with a reload.
        QVERIFY(serveCertificate(u"server"_s));
        QVERIFY(adminSql({u"ALTER SYSTEM SET ssl_ca_file = '%1'"_s.arg(cert(u"ca.pem"_s)),
                          u"ALTER SYSTEM SET ssl = on"_s, u"SELECT pg_reload_conf()"_s,
                          u"CREATE ROLE tls_user LOGIN"_s,
                          u"GRANT CONNECT ON DATABASE outbox_test TO tls_user"_s})
                    .ok());
    }

    void cleanupTestCase() {
        if (!m_pg.isEmpty())
            run(test::supportFile(u"pg-server"_s), {u"stop"_s, m_pg});
        if (!m_maria.isEmpty())
            run(test::supportFile(u"mariadb-server"_s), {u"stop"_s, m_maria});
    }

    ConnectionSpec mariaUser(const QString &user, const QString &options) const {
        const QString database = user == u"outbox"_s ? u"outbox_test"_s : u"information_schema"_s;
        auto spec = ConnectionSpec::fromUrl(
            u"mariadb://%1@127.0.0.1:%2/%3?%4"_s.arg(user).arg(m_mariaPort).arg(database, options));
        return spec ? *spec : ConnectionSpec{};
    }
    static QString cipherOf(DatabaseSession &session) {
        QSqlQuery q(session.database());
        if (!q.exec(u"SHOW SESSION STATUS LIKE 'Ssl_cipher'"_s) || !q.next())
            return {};
        return q.value(1).toString();
    }

    void mariaDbClientCertificate() {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"OUTBOX_MARIADB_OPTIONS"_s,
                   u"--ssl-ca=%1 --ssl-cert=%2 --ssl-key=%3"_s.arg(
                       cert(u"ca.pem"_s), cert(u"server.pem"_s), cert(u"server.key"_s)));
        m_maria = m_dir.filePath(u"maria"_s);
        m_mariaPort = startServer(u"mariadb-server"_s, m_maria, env);
        QVERIFY(m_mariaPort > 0);
        ConnectionSpec admin = mariaUser(u"outbox"_s, u"ssl-mode=REQUIRED"_s);
        admin.password = u"outbox-test-pw"_s;
        {
            DatabaseSession session(admin, u"maria-admin"_s);
            const Status opened = session.open();
            QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
            QVERIFY(!cipherOf(session).isEmpty()); // REQUIRED: an encrypted session
            // No grant (the fixture's admin has no GRANT OPTION): the user reads
            // information_schema, which every user may.
            const Status made =
                test::runSql(session, {u"CREATE USER 'x509_user'@'127.0.0.1' REQUIRE X509"_s});
            QVERIFY2(made.ok(), made.ok() ? "" : qPrintable(made.error().message));
        }
        const QString files = u"ssl-mode=VERIFY_CA&ssl-ca=%1&ssl-cert=%2&ssl-key=%3"_s.arg(
            cert(u"ca.pem"_s), cert(u"client.pem"_s), cert(u"client.key"_s));
        DatabaseSession withCertificate(mariaUser(u"x509_user"_s, files), u"maria-x509"_s);
        const Status opened = withCertificate.open();
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
        QVERIFY(!cipherOf(withCertificate).isEmpty());

        DatabaseSession without(mariaUser(u"x509_user"_s, u"ssl-mode=REQUIRED"_s),
                                u"maria-no-cert"_s);
        const Status refused = without.open();
        OUTBOX_VERIFY_FAILS_SAYING(refused, u"Access denied"_s);

        // ssl-ca is checked: a server certificate of another CA is refused.
        DatabaseSession otherCa(
            mariaUser(u"x509_user"_s, QString(files).replace(u"/ca.pem"_s, u"/other-ca.pem"_s)),
            u"maria-other-ca"_s);
        const Status other = otherCa.open();
        OUTBOX_VERIFY_FAILS_SAYING(other, u"self-signed certificate in certificate chain"_s);
    }

    // The fixtures' MariaDB has no TLS: ssl-mode=REQUIRED must not fall back to a plain session.
    void mariaDbRequiredRefusesPlainServer() {
        ConnectionSpec spec = test::mysqlSpec();
        spec.sslMode = u"REQUIRED"_s;
        DatabaseSession session(spec, u"maria-plain"_s);
        const Status opened = session.open();
        QVERIFY(!opened.ok());
        QVERIFY2(opened.error().message.contains(u"SSL"_s, Qt::CaseInsensitive) ||
                     opened.error().message.contains(u"did not encrypt"_s),
                 qPrintable(opened.error().message));
    }

    void clientCertificateLogsIn() {
        QVERIFY(openWithin(tlsUser(clientOptions()), true).ok()); // the reload has taken effect
        DatabaseSession session(tlsUser(clientOptions()), u"tls-client"_s);
        const Status opened = session.open();
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
        QSqlQuery q(session.database());
        QVERIFY(q.exec(u"SELECT ssl, client_dn, current_user FROM pg_stat_ssl "
                       "WHERE pid = pg_backend_pid()"_s));
        QVERIFY(q.next());
        QVERIFY(q.value(0).toBool());
        QCOMPARE(q.value(1).toString(), u"/CN=tls_user"_s);
        QCOMPARE(q.value(2).toString(), u"tls_user"_s);
    }

    void lockedKeyWithItsPassphrase() {
        ConnectionSpec spec =
            tlsUser(clientOptions().replace(u"client.key"_s, u"client-locked.key"_s));
        spec.sslKeyPassword = QString::fromLatin1(kKeyPassphrase);
        DatabaseSession session(spec, u"tls-locked"_s);
        const Status opened = session.open();
        QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));

        spec.sslKeyPassword = u"wrong-passphrase"_s;
        DatabaseSession wrong(spec, u"tls-locked-wrong"_s);
        const Status refused = wrong.open();
        QVERIFY(!refused.ok());
        QVERIFY2(refused.error().message.contains(u"private key"_s, Qt::CaseInsensitive),
                 qPrintable(refused.error().message));
        QVERIFY(!refused.error().message.contains(u"wrong-passphrase"_s));
    }

    void refusalsNameTheirCause_data() {
        QTest::addColumn<QString>("options");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("says");
        QTest::newRow("another CA")
            << clientOptions(u"other-ca.pem"_s) << u"127.0.0.1"_s << u"certificate verify failed"_s;
        QTest::newRow("host name not in the certificate")
            << clientOptions() << u"localhost"_s << u"does not match host name"_s;
        QTest::newRow("no client certificate")
            << u"sslmode=verify-full&sslrootcert=%1"_s.arg(cert(u"ca.pem"_s)) << u"127.0.0.1"_s
            << u"certificate"_s;
        QTest::newRow("key file missing")
            << clientOptions().replace(u"client.key"_s, u"absent.key"_s) << u"127.0.0.1"_s
            << u"absent.key"_s;
    }

    void refusalsNameTheirCause() {
        QFETCH(QString, options);
        QFETCH(QString, host);
        QFETCH(QString, says);
        DatabaseSession session(tlsUser(options, host), u"tls-refused"_s);
        const Status opened = session.open();
        OUTBOX_VERIFY_FAILS_SAYING(opened, says);
    }

    QSslCertificate certificateFile(const QString &name) const {
        return QSslCertificate::fromPath(cert(name)).value(0);
    }
    // A user of database ("postgresql": the tls_user of the test's PostgreSQL; "mariadb": the
    // x509_user of its MariaDB) checking the server against caFile, at host; no client
    // certificate and no password: the probe sends neither.
    ConnectionSpec probeSpec(const QString &database, const QString &caFile,
                             const QString &host) const {
        auto spec = database == u"postgresql"_s
                        ? ConnectionSpec::fromUrl(
                              u"postgresql://tls_user@%1:%2/outbox_test?sslmode=verify-full&"
                              "sslrootcert=%3"_s.arg(host)
                                  .arg(m_port)
                                  .arg(cert(caFile)))
                        : ConnectionSpec::fromUrl(
                              u"mariadb://x509_user@%1:%2/information_schema?ssl-mode=VERIFY_CA&"
                              "ssl-ca=%3"_s.arg(host)
                                  .arg(m_mariaPort)
                                  .arg(cert(caFile)));
        return spec ? *spec : ConnectionSpec{};
    }

    void probeReadsTheServerCertificate_data() {
        QTest::addColumn<QString>("database");
        QTest::addColumn<QString>("caFile");
        QTest::addColumn<QString>("host");
        QTest::addColumn<bool>("verified");
        QTest::addColumn<bool>("hostMatches");
        for (const QString &database : {u"postgresql"_s, u"mariadb"_s}) {
            QTest::addRow("%s trusted", qPrintable(database))
                << database << u"ca.pem"_s << u"127.0.0.1"_s << true << true;
            QTest::addRow("%s another CA", qPrintable(database))
                << database << u"other-ca.pem"_s << u"127.0.0.1"_s << false << true;
            QTest::addRow("%s host name not in the certificate", qPrintable(database))
                << database << u"ca.pem"_s << u"localhost"_s << true << false;
        }
    }

    // Subject, issuer and expiry as the certificate files have them, whether the chain is
    // trusted or not; trust and host name each reported.
    void probeReadsTheServerCertificate() {
        QFETCH(QString, database);
        QFETCH(QString, caFile);
        QFETCH(QString, host);
        QFETCH(bool, verified);
        QFETCH(bool, hostMatches);
        QVERIFY2(m_mariaPort != 0 || database != u"mariadb"_s, "the TLS MariaDB did not start");
        QVERIFY(openWithin(tlsUser(clientOptions()), true).ok()); // the reload has taken effect
        const ConnectionSpec spec = probeSpec(database, caFile, host);
        QVERIFY(connectionUsesTls(spec));
        const auto report = readServerCertificate(spec);
        QVERIFY2(report.ok(), qPrintable(test::errorText(report)));
        QVERIFY(report->tlsOffered);

        const QSslCertificate served = certificateFile(u"server.pem"_s);
        const QSslCertificate ca = certificateFile(u"ca.pem"_s);
        QVERIFY(!served.isNull() && !ca.isNull());
        QCOMPARE(report->certificate(), served);
        QCOMPARE(certificateSubjectText(report->certificate()), u"CN=127.0.0.1"_s);
        QCOMPARE(certificateIssuerText(report->certificate()),
                 u"CN="_s + ca.subjectInfo(QSslCertificate::CommonName).value(0));
        QVERIFY(
            ca.subjectInfo(QSslCertificate::CommonName).value(0).startsWith(u"outbox-test-ca-"_s));
        QCOMPARE(report->certificate().expiryDate(), served.expiryDate());
        QCOMPARE(report->caFile, cert(caFile));
        QCOMPARE(report->hostName, host);
        QCOMPARE(report->verified(), verified);
        QCOMPARE(report->verificationErrors.isEmpty(), verified);
        QCOMPARE(report->hostNameMatches, hostMatches);

        const QString line = report->summary();
        QVERIFY2(line.startsWith(u"TLS: certificate CN=127.0.0.1 issued by CN=outbox-test-ca-"_s),
                 qPrintable(line));
        QVERIFY2(
            line.contains(u"valid until "_s + served.expiryDate().toUTC().toString(Qt::ISODate)),
            qPrintable(line));
        QVERIFY2(line.contains(verified ? u"; verified against ca.pem;"_s
                                        : u"; not verified against other-ca.pem ("_s),
                 qPrintable(line));
        QVERIFY2(line.contains(hostMatches ? u"host name 127.0.0.1 matches."_s
                                           : u"host name localhost is not in the certificate."_s),
                 qPrintable(line));
    }

    // The fixtures' MariaDB has no TLS; a PostgreSQL without it answers the SSLRequest with 'N'.
    // Either is a report, not an error, and the probe sends nothing after the request.
    void probeReportsServerWithoutTls() {
        ConnectionSpec maria = test::mysqlSpec();
        const auto plainMaria = readServerCertificate(maria);
        QVERIFY2(plainMaria.ok(), qPrintable(test::errorText(plainMaria)));
        QVERIFY(!plainMaria->tlsOffered);
        QVERIFY(!plainMaria->verified());
        QCOMPARE(plainMaria->summary(), u"TLS: the server does not offer TLS."_s);

        SslRequestStandIn noTls("N");
        QVERIFY(noTls.port() != 0);
        ConnectionSpec spec = noTls.spec();
        spec.password = u"probe-must-not-send-this"_s;
        const auto plainPg = readServerCertificate(spec);
        QVERIFY2(plainPg.ok(), qPrintable(test::errorText(plainPg)));
        QVERIFY(!plainPg->tlsOffered);
        QCOMPARE(plainPg->summary(), u"TLS: the server does not offer TLS."_s);
        // int32 length 8, int32 80877103, and nothing else.
        QCOMPARE(noTls.received(), QByteArray::fromHex("0000000804d2162f"));
    }

    // A server that never answers is an error naming the step and the time limit, within it; one
    // that sends bytes between its 'S' and the handshake is refused.
    void probeFailuresNameTheirCause() {
        SslRequestStandIn silent{QByteArray()};
        QVERIFY(silent.port() != 0);
        QElapsedTimer timer;
        timer.start();
        const auto late = readServerCertificate(silent.spec(), 300);
        QVERIFY(!late.ok());
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY2(late.error().message.contains(u"did not answer the TLS request within 0.3 s"_s),
                 qPrintable(late.error().message));
        QVERIFY2(late.error().message.contains(u"127.0.0.1:%1"_s.arg(silent.port())),
                 qPrintable(late.error().message));

        SslRequestStandIn injected("Sx");
        QVERIFY(injected.port() != 0);
        const auto refused = readServerCertificate(injected.spec());
        OUTBOX_VERIFY_FAILS_SAYING(refused, u"sent data before the TLS handshake"_s);

        const auto sqlite = readServerCertificate(test::sqliteSpec(m_dir.filePath(u"x.db"_s)));
        QVERIFY(!sqlite.ok());
        QCOMPARE(sqlite.error().kind, ErrorKind::InvalidInput);
    }

    void whichConnectionsUseTls_data() {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("usesTls");
        QTest::newRow("pg default (prefer)") << u"postgresql://u@h/db"_s << true;
        QTest::newRow("pg require") << u"postgresql://u@h/db?sslmode=require"_s << true;
        QTest::newRow("pg disable") << u"postgresql://u@h/db?sslmode=disable"_s << false;
        QTest::newRow("pg allow") << u"postgresql://u@h/db?sslmode=allow"_s << false;
        QTest::newRow("maria default") << u"mariadb://u@h/db"_s << false;
        QTest::newRow("maria required") << u"mariadb://u@h/db?ssl-mode=REQUIRED"_s << true;
        QTest::newRow("maria ca file") << u"mysql://u@h/db?ssl-ca=/x/ca.pem"_s << true;
        QTest::newRow("maria disabled") << u"mariadb://u@h/db?ssl-mode=DISABLED"_s << false;
        QTest::newRow("sqlite") << u"sqlite:///tmp/x.db"_s << false;
    }
    void whichConnectionsUseTls() {
        QFETCH(QString, url);
        QFETCH(bool, usesTls);
        const auto spec = ConnectionSpec::fromUrl(url);
        QVERIFY2(spec.ok(), qPrintable(test::errorText(spec)));
        QCOMPARE(connectionUsesTls(*spec), usesTls);
    }

    // Last: the server's certificate replaced by one that ran out in 2020.
    void expiredServerCertificateIsRefused() {
        QVERIFY(serveCertificate(u"expired"_s));
        const Status opened = openWithin(tlsUser(clientOptions()), false);
        OUTBOX_VERIFY_FAILS_SAYING(opened, u"certificate verify failed"_s);
        // The probe still shows it, and why it is not trusted.
        const auto report = readServerCertificate(tlsUser(clientOptions()));
        QVERIFY2(report.ok(), qPrintable(test::errorText(report)));
        QCOMPARE(report->certificate(), certificateFile(u"expired.pem"_s));
        QVERIFY(!report->verified());
        QVERIFY2(report->summary().contains(u"expired on 2020-01-02T00:00:00Z"_s),
                 qPrintable(report->summary()));
    }
};

QTEST_GUILESS_MAIN(TestDatabaseTls)
#include "tst_databasetls.moc"
