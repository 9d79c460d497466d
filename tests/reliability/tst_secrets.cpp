// Secrets (product.md "Connect"): the database password, the object store's secret key, the
// webhook secret, a password command's output, the client key's passphrase and the AWS secret
// key and session token an RDS IAM token is signed with never reach settings files, logs, audit
// records (local log and audit table), command output, the rows' last_error, a webhook receiver,
// service files, or process arguments.
//
// Real commands with real secrets, keychain-less (no D-Bus session: the secrets come from the
// environment, as on a server): profiles saved with `outboxctl profile add`, three long-running
// `outboxctl relay` processes (Vortos against a signature-checking S3 proxy that only accepts the
// secret key, once with the password in the environment and once with a password command that
// reads it from a vault file, FennFlow to a webhook receiver that only accepts the right HMAC)
// whose /proc/PID/cmdline is read while they run, failing runs (wrong secret key, wrong password,
// a password command that prints a secret and fails) whose messages are kept, and a password given
// in the URL. Then the other ways a database is reached: a PostgreSQL of the test's own with TLS,
// logged in to with a client key locked by a passphrase (OUTBOX_DATABASE_SSLPASSWORD; the
// passphrase is also given to every command on the fixtures' server, which has no TLS and never
// uses it), a wrong passphrase refused; `auth rds-token`, whose output is the one place the token
// (and, inside it as AWS makes it, the session token) may be; a profile with auth=rds-iam that
// the TLS server refuses (its token is no password there), with the AWS credentials in the
// environment and in an environment file; `worker install` of these profiles and options. Every
// debug log category of ours is on. Then every file the commands wrote, everything they printed,
// every message this test logged, the database rows and every readable /proc/*/cmdline are
// searched for each secret, and for any RDS IAM token.
#include "faultserver.h"

#include "relay/webhooksink.h"
#include "reportsupport.h"
#include "testdatabases.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <csignal>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

QMutex s_logMutex;
QStringList s_log; // every message this test process logged
QtMessageHandler s_previous = nullptr;

void keepMessage(QtMsgType type, const QMessageLogContext &context, const QString &message) {
    {
        QMutexLocker lock(&s_logMutex);
        s_log.append(message);
    }
    if (s_previous)
        s_previous(type, context, message);
}

QString randomSecret(const char *prefix) {
    return QString::fromLatin1(prefix) +
           QString::number(QRandomGenerator::system()->generate64(), 36) +
           QString::number(QRandomGenerator::system()->generate64(), 36);
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A file only its owner may read (a vault's secret, a client key, an environment file).
bool writePrivate(const QString &path, const QByteArray &content) {
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
           f.write(content) == content.size() &&
           f.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
}

// What every RDS IAM token holds (host:port/?Action=connect&DBUser=…&X-Amz-…): a token anywhere.
constexpr char kRdsTokenMark[] = "Action=connect&DBUser=";
// The password pg-server gives the role outbox (changed to a random one on the TLS server).
constexpr char kPgServerPassword[] = "outbox-test-pw";
constexpr char kAwsKeyId[] = "AKIAREL2SECRETSTEST";
constexpr char kRegion[] = "us-east-1";

} // namespace

class TestSecrets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void relaysAndCommandsKeepSecrets();
    void passwordCommandKeepsSecrets();
    void clientKeyPassphraseKeepsSecrets();
    void rdsIamKeepsSecrets();
    void workerInstallKeepsSecrets();
    void nothingLeaked(); // the search of every place, after every command above
    void cleanupTestCase();

private:
    using Run = test::CliRun;
    QProcessEnvironment environment(const QProcessEnvironment &extra = {}) const;
    // keepStdout false: the command's standard output is not part of "everything the commands
    // printed" (auth rds-token prints a token on purpose); its standard error still is.
    Run run(const QStringList &args, const QProcessEnvironment &extra = {}, bool keepStdout = true);
    QProcess *start(const QStringList &args, const QProcessEnvironment &extra);
    void stop(QProcess *p, const QString &name);
    // Searches text for every secret but those named in allowed; a hit fails the test (after the
    // whole search is noted).
    void search(const QString &where, const QByteArray &text, const QStringList &allowed = {});
    QStringList leaks(const QByteArray &text, const QStringList &allowed = {}) const;
    qint64 count(const QString &sql);
    // The environments commands get: the secrets of a server's environment.
    QProcessEnvironment secretsEnvironment() const;
    QProcessEnvironment awsEnvironment() const;
    // The vault's password command, which prints the database password (read from a file of
    // the vault, so that the command itself holds no secret), and one that prints a secret on
    // standard output and fails.
    QString passwordCommand() const;
    QString failingPasswordCommand() const;
    // The test's TLS PostgreSQL as user outbox, verify-full; with the locked client key.
    QString tlsUrl(const QString &more = {}) const;
    QString clientKeyUrl() const;
    QString rdsUrl() const;
    QString store() const;
    void startTlsServer();

    QTemporaryDir m_dir;
    // What holds the secrets on purpose and is not searched: the vault files a password command
    // reads, the environment file, the certificates and keys, the TLS server.
    QTemporaryDir m_vault;
    QString m_dbPassword;
    QString m_s3Secret = randomSecret("rel2-s3-");
    QString m_hookSecret = randomSecret("rel2-hook-");
    QString m_commandOutput = randomSecret("rel2-cmdout-"); // the failing command's stdout
    QString m_keyPassphrase = randomSecret("rel2-keypass-");
    QString m_tlsDbPassword = randomSecret("rel2-tlspw-");
    QString m_awsSecret = randomSecret("rel2-awssecret-");
    QString m_awsSessionToken = randomSecret("rel2-awssession-");
    QString m_tlsPg; // the TLS server's folder, for pg-server stop
    int m_tlsPort = 0;
    QProcess m_proxy;
    quint16 m_proxyPort = 0;
    std::unique_ptr<DatabaseSession> m_pg;
    QByteArray m_output; // everything the commands printed
    QStringList m_report;
    QStringList m_hits;
};

QProcessEnvironment TestSecrets::environment(const QProcessEnvironment &extra) const {
    QProcessEnvironment env = test::userEnvironment(m_dir.path());
    env.insert(u"XDG_CACHE_HOME"_s, m_dir.filePath(u"cache"_s));
    env.insert(u"XDG_RUNTIME_DIR"_s, m_dir.filePath(u"runtime"_s));
    // No keychain: a bus address that leads nowhere, so QtKeychain fails at once.
    env.insert(u"DBUS_SESSION_BUS_ADDRESS"_s, u"unix:path="_s + m_dir.filePath(u"no-bus"_s));
    env.remove(u"DISPLAY"_s);
    // Every log category of ours at debug level: the most a log could ever say.
    env.insert(u"QT_LOGGING_RULES"_s, u"outbox.*=true"_s);
    for (const QString &name :
         {u"OUTBOX_DATABASE_URL"_s, u"OUTBOX_DATABASE_PASSWORD"_s,
          u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, u"OUTBOX_WEBHOOK_SECRET"_s, u"OBJECT_STORE_BUCKET"_s,
          u"OBJECT_STORE_ENDPOINT"_s, u"OUTBOX_TEST_DB_PASSWORD"_s,
          u"OUTBOX_DATABASE_SSLPASSWORD"_s, u"AWS_ACCESS_KEY_ID"_s, u"AWS_SECRET_ACCESS_KEY"_s,
          u"AWS_SESSION_TOKEN"_s, u"AWS_PROFILE"_s, u"AWS_SHARED_CREDENTIALS_FILE"_s})
        env.remove(name);
    // The test servers' addresses and passwords (tests/support/test-env): the broker fixtures'
    // passwords may equal the database's, and the commands need none of them.
    for (const QString &name : env.keys())
        if (name.startsWith(u"OUTBOX_TEST_"_s))
            env.remove(name);
    env.insert(extra);
    return env;
}

TestSecrets::Run TestSecrets::run(const QStringList &args, const QProcessEnvironment &extra,
                                  bool keepStdout) {
    QProcess p;
    p.setProcessEnvironment(environment(extra));
    p.setWorkingDirectory(m_dir.path());
    p.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
    }
    Run r{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
    m_output += (keepStdout ? r.out.toUtf8() : QByteArray()) + r.err.toUtf8();
    return r;
}

QProcess *TestSecrets::start(const QStringList &args, const QProcessEnvironment &extra) {
    auto *p = new QProcess(this);
    test::dieWithTest(*p);
    p->setProcessEnvironment(environment(extra));
    p->setWorkingDirectory(m_dir.path());
    p->start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s, args);
    return p->waitForStarted() ? p : nullptr;
}

void TestSecrets::stop(QProcess *p, const QString &name) {
    ::kill(pid_t(p->processId()), SIGTERM);
    QVERIFY2(p->waitForFinished(30000), qPrintable(name));
    const QByteArray out = p->readAllStandardOutput() + p->readAllStandardError();
    m_output += out;
    QVERIFY2(p->exitStatus() == QProcess::NormalExit && p->exitCode() == 0,
             qPrintable(name + u": "_s + QString::fromUtf8(out.right(800))));
    search(name + u" output"_s, out);
}

void TestSecrets::search(const QString &where, const QByteArray &text, const QStringList &allowed) {
    const QStringList found = leaks(text, allowed);
    m_report << u"| %1 | %2 | %3 |"_s.arg(where)
                    .arg(text.size())
                    .arg(found.isEmpty() ? u"clean"_s
                                         : u"**LEAK: "_s + found.join(u", "_s) + u"**"_s);
    for (const QString &f : std::as_const(found))
        m_hits << where + u": "_s + f;
}

QStringList TestSecrets::leaks(const QByteArray &text, const QStringList &allowed) const {
    QStringList found;
    const QList<std::pair<QString, QString>> secrets{
        {u"database password"_s, m_dbPassword},
        {u"S3 secret key"_s, m_s3Secret},
        {u"webhook secret"_s, m_hookSecret},
        {u"password command output"_s, m_commandOutput},
        {u"client key passphrase"_s, m_keyPassphrase},
        {u"TLS database password"_s, m_tlsDbPassword},
        {u"AWS secret access key"_s, m_awsSecret},
        {u"AWS session token"_s, m_awsSessionToken},
        {u"RDS IAM token"_s, QString::fromLatin1(kRdsTokenMark)}};
    for (const auto &[name, secret] : secrets) {
        if (allowed.contains(name))
            continue;
        for (const QByteArray &form :
             {secret.toUtf8(), QUrl::toPercentEncoding(secret), secret.toUtf8().toBase64()}) {
            if (text.contains(form)) {
                found << name;
                break;
            }
        }
    }
    return found;
}

qint64 TestSecrets::count(const QString &sql) {
    QSqlQuery q(m_pg->database());
    return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
}

QProcessEnvironment TestSecrets::secretsEnvironment() const {
    QProcessEnvironment secrets;
    secrets.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_dbPassword);
    secrets.insert(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, m_s3Secret);
    secrets.insert(u"OUTBOX_WEBHOOK_SECRET"_s, m_hookSecret);
    // The fixtures' PostgreSQL has no TLS: the passphrase goes into the connect options of
    // every connection (sslpassword) and is never used.
    secrets.insert(u"OUTBOX_DATABASE_SSLPASSWORD"_s, m_keyPassphrase);
    return secrets;
}

QProcessEnvironment TestSecrets::awsEnvironment() const {
    QProcessEnvironment aws;
    aws.insert(u"AWS_ACCESS_KEY_ID"_s, QString::fromLatin1(kAwsKeyId));
    aws.insert(u"AWS_SECRET_ACCESS_KEY"_s, m_awsSecret);
    aws.insert(u"AWS_SESSION_TOKEN"_s, m_awsSessionToken);
    return aws;
}

QString TestSecrets::passwordCommand() const {
    return u"cat '%1'"_s.arg(m_vault.filePath(u"db-password"_s));
}

QString TestSecrets::failingPasswordCommand() const {
    return u"cat '%1'; echo 'vault: permission denied' >&2; exit 3"_s.arg(
        m_vault.filePath(u"not-a-password"_s));
}

QString TestSecrets::tlsUrl(const QString &more) const {
    return u"postgresql://outbox@127.0.0.1:%1/outbox_test?sslmode=verify-full&sslrootcert=%2%3"_s
        .arg(m_tlsPort)
        .arg(m_vault.filePath(u"tls/ca.pem"_s), more);
}

QString TestSecrets::clientKeyUrl() const {
    return tlsUrl(u"&sslcert=%1&sslkey=%2"_s.arg(m_vault.filePath(u"tls/client.pem"_s),
                                                 m_vault.filePath(u"tls/client-locked.key"_s)));
}

QString TestSecrets::rdsUrl() const {
    return tlsUrl(u"&auth=rds-iam&region="_s + QString::fromLatin1(kRegion));
}

QString TestSecrets::store() const {
    return u"s3://%1?endpoint=http://127.0.0.1:%2&region=us-east-1&"
           "access_key_id=S3RVER&path_style=true"_s
               .arg(qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET"))
               .arg(m_proxyPort);
}

// A PostgreSQL of the test's own with TLS (as tests/core/tst_databasetls.cpp starts one, but
// with ssl on from the start), the role outbox given a random password, a Vortos table in
// tlssec, and a client certificate whose key is locked with the passphrase (given to openssl
// through its environment, never as an argument).
void TestSecrets::startTlsServer() {
    // The server (postgres, when the test is root) must reach its certificate in the vault.
    QVERIFY(QFile::setPermissions(m_vault.path(), QFile::ReadOwner | QFile::WriteOwner |
                                                      QFile::ExeOwner | QFile::ExeGroup |
                                                      QFile::ExeOther));
    const QString certs = m_vault.filePath(u"tls"_s);
    const QString ca = test::supportFile(u"test-ca"_s);
    for (const QStringList &args :
         {QStringList{certs, u"ca"_s, u"ca"_s},
          QStringList{certs, u"cert"_s, u"ca"_s, u"server"_s, u"127.0.0.1"_s},
          QStringList{certs, u"cert"_s, u"ca"_s, u"client"_s, u"outbox"_s, u"DNS:outbox"_s}}) {
        const Run made = test::runProgram(ca, args);
        QVERIFY2(made.code == 0, qPrintable(made.err));
    }
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OUTBOX_TEST_KEY_PASSPHRASE"_s, m_keyPassphrase);
    const QString locked = certs + u"/client-locked.key"_s;
    const Run lockedKey =
        test::runProgram(u"openssl"_s,
                         {u"pkey"_s, u"-in"_s, certs + u"/client.key"_s, u"-aes256"_s,
                          u"-passout"_s, u"env:OUTBOX_TEST_KEY_PASSPHRASE"_s, u"-out"_s, locked},
                         env);
    QVERIFY2(lockedKey.code == 0, qPrintable(lockedKey.err));
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner));
    if (geteuid() == 0) {
        const passwd *pg = getpwnam("postgres");
        QVERIFY(pg);
        for (const QString &f : {u"server.pem"_s, u"server.key"_s})
            QVERIFY(chown(QFile::encodeName(certs + u'/' + f).constData(), pg->pw_uid,
                          pg->pw_gid) == 0);
    }
    env = QProcessEnvironment::systemEnvironment();
    env.insert(
        u"OUTBOX_PG_OPTIONS"_s,
        u"-c ssl=on -c ssl_cert_file=%1/server.pem -c ssl_key_file=%1/server.key"_s.arg(certs));
    m_tlsPg = m_vault.filePath(u"pg"_s);
    const Run started =
        test::runProgram(test::supportFile(u"pg-server"_s), {u"start"_s, m_tlsPg}, env, 120000);
    const auto port = QRegularExpression(u":(\\d+)/"_s).match(started.out);
    QVERIFY2(started.code == 0 && port.hasMatch(), qPrintable(started.out + started.err));
    m_tlsPort = port.captured(1).toInt();

    auto admin = ConnectionSpec::fromUrl(tlsUrl());
    QVERIFY(admin);
    admin->password = QString::fromLatin1(kPgServerPassword);
    DatabaseSession session(*admin, u"secrets-tls-admin"_s);
    const Status opened = session.open();
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    QVERIFY(
        test::runSql(session, {u"ALTER ROLE outbox PASSWORD '%1'"_s.arg(m_tlsDbPassword)}).ok());
    QVERIFY(reliability::makeVortosAndFennFlow(session, u"tlssec"_s, u"tlssecf"_s).ok());
}

void TestSecrets::initTestCase() {
    s_previous = qInstallMessageHandler(keepMessage);
    QVERIFY(m_dir.isValid());
    QVERIFY(m_vault.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    const ConnectionSpec spec = test::postgresSpec();
    m_dbPassword = spec.password;
    QVERIFY(!m_dbPassword.isEmpty());
    QVERIFY(writePrivate(m_vault.filePath(u"db-password"_s), m_dbPassword.toUtf8() + '\n'));
    QVERIFY(writePrivate(m_vault.filePath(u"not-a-password"_s), m_commandOutput.toUtf8() + '\n'));
    m_pg = std::make_unique<DatabaseSession>(spec, u"secrets"_s);
    QVERIFY(m_pg->open().ok());
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS rel2sec CASCADE"_s,
                                 u"DROP SCHEMA IF EXISTS rel2secf CASCADE"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_delivery"_s})
                .ok());
    QVERIFY(reliability::makeVortosAndFennFlow(*m_pg, u"rel2sec"_s, u"rel2secf"_s).ok());
    QVERIFY(test::runSql(
                *m_pg,
                {u"DELETE FROM rel2sec.object_store_outbox"_s, u"DELETE FROM rel2secf.outbox"_s,
                 u"INSERT INTO rel2sec.object_store_outbox (id, operation, status, attempt_count, "
                 "payload, created_at) SELECT md5('s' || g)::uuid, 'put', 'pending', 0, "
                 "('{\"name\":\"put\",\"key\":\"secrets\\/' || g || '.txt\",\"body_base64\":"
                 "\"c2VjcmV0cyB0ZXN0Cg==\"}')::json, '2026-06-01 10:00:00' FROM "
                 "generate_series(1, 3) g"_s,
                 u"INSERT INTO rel2secf.outbox SELECT md5('r' || g)::uuid, md5('e' || g)::uuid, "
                 "'StorageObject', 'default|||files|||s' || g, 'put', ('{\"storage_path\": \"s' "
                 "|| g || '\"}')::json, 'pending', now(), now() FROM generate_series(1, 3) g"_s})
                .ok());

    // A second signature-checking proxy in front of the fixture's s3rver, that knows the access
    // key S3RVER only with this run's random secret key. It picks a free port and says which on
    // its first line: "listening http://127.0.0.1:PORT upstream …".
    const QString server = qEnvironmentVariable("OUTBOX_TEST_S3_SERVER");
    const QString upstream = qEnvironmentVariable("OUTBOX_TEST_S3_UPSTREAM_PORT");
    QVERIFY2(QFileInfo(server).isExecutable() && !upstream.isEmpty(),
             "OUTBOX_TEST_S3_SERVER or OUTBOX_TEST_S3_UPSTREAM_PORT not set: run through ctest");
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"S3_KEYS"_s, u"S3RVER:"_s + m_s3Secret);
    m_proxy.setProcessEnvironment(env);
    test::dieWithTest(m_proxy);
    m_proxy.start(server, {u"proxy"_s, upstream});
    QVERIFY(m_proxy.waitForStarted());
    // The first start may install the npm packages (npm ci): allow for it.
    QTRY_VERIFY_WITH_TIMEOUT(m_proxy.canReadLine() || m_proxy.state() == QProcess::NotRunning,
                             120000);
    const QString line = QString::fromUtf8(m_proxy.readLine()).trimmed();
    const QUrl listening(line.section(u' ', 1, 1));
    QVERIFY2(line.startsWith(u"listening "_s) && listening.port() > 0,
             qPrintable(line + QString::fromUtf8(m_proxy.readAllStandardError())));
    m_proxyPort = quint16(listening.port());
    m_report << u"| where | bytes | result |"_s << u"|---|---|---|"_s;
}

void TestSecrets::cleanupTestCase() {
    if (!m_tlsPg.isEmpty())
        test::runProgram(test::supportFile(u"pg-server"_s), {u"stop"_s, m_tlsPg});
    if (m_proxy.state() != QProcess::NotRunning) {
        m_proxy.terminate();
        if (!m_proxy.waitForFinished(5000))
            m_proxy.kill();
        m_proxy.waitForFinished();
    }
    qInstallMessageHandler(s_previous);
    reliability::publishReport(u"secrets.md"_s, m_report);
}

void TestSecrets::relaysAndCommandsKeepSecrets() {
    const ConnectionSpec spec = test::postgresSpec();
    const QString url = spec.displayUrl();
    QVERIFY(!url.contains(m_dbPassword));
    const QProcessEnvironment secrets = secretsEnvironment();
    // Without the password: the vault's password command gives it.
    QProcessEnvironment commandOnly = secrets;
    commandOnly.remove(u"OUTBOX_DATABASE_PASSWORD"_s);

    // Profiles (profiles.ini) and the audit table.
    const QString store = this->store();
    Run r = run({u"--database"_s, url, u"--table=rel2sec.object_store_outbox"_s, u"profile"_s,
                 u"add"_s, u"vortos-live"_s, u"--object-store"_s, store},
                secrets);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--database"_s, url, u"--table=rel2sec.object_store_outbox"_s,
             u"--password-command"_s, passwordCommand(), u"profile"_s, u"add"_s, u"vortos-cmd"_s,
             u"--object-store"_s, store},
            secrets);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--database"_s, url, u"--table=rel2secf.outbox"_s, u"--vocabulary=shipped"_s,
             u"profile"_s, u"add"_s, u"fenn-live"_s},
            secrets);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // A password in the URL is refused for a profile, and not echoed.
    QString urlWithPassword = url;
    urlWithPassword.replace(u"outbox@"_s, u"outbox:"_s + m_dbPassword + u'@');
    r = run({u"--database"_s, urlWithPassword, u"profile"_s, u"add"_s, u"leaky"_s});
    QCOMPARE(r.code, 2);
    r = run({u"--profile=vortos-live"_s, u"audit"_s, u"init"_s}, secrets);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--profile=fenn-live"_s, u"relay"_s, u"init"_s}, secrets);
    QVERIFY2(r.code == 0, qPrintable(r.err));

    // The receiver accepts only events signed with this run's webhook secret.
    test::FaultServer receiver;
    const QByteArray hookSecret = m_hookSecret.toUtf8();
    receiver.setHandler([hookSecret](const test::FaultServer::Request &request) {
        test::FaultServer::Reply reply;
        if (request.headers.value("x-outbox-signature") !=
            WebhookSink::signature(hookSecret, request.body)) {
            reply.status = 401;
            reply.reason = "Unauthorized";
        }
        reply.contentType = "application/json";
        reply.body = "{}";
        return std::optional<test::FaultServer::Reply>(reply);
    });

    // Three long-running relays; their arguments are read while they run. The Vortos relays
    // share the table: one has the password in its environment, the other runs the profile's
    // password command for every connection it opens.
    QProcess *vortos = start({u"--profile=vortos-live"_s, u"relay"_s, u"--sleep=1"_s}, secrets);
    QVERIFY(vortos);
    QProcess *vortosCmd =
        start({u"--profile=vortos-cmd"_s, u"relay"_s, u"--sleep=1"_s}, commandOnly);
    QVERIFY(vortosCmd);
    QProcess *fenn = start({u"--profile=fenn-live"_s, u"relay"_s, u"--sleep=1"_s,
                            u"--sink=webhook:http://127.0.0.1:%1/hook"_s.arg(receiver.port())},
                           secrets);
    QVERIFY(fenn);
    QTRY_COMPARE_WITH_TIMEOUT(
        count(u"SELECT count(*) FROM rel2sec.object_store_outbox WHERE status = 'done'"_s), 3,
        30000);
    QTRY_COMPARE_WITH_TIMEOUT(
        count(u"SELECT count(*) FROM rel2secf.outbox WHERE status = 'sent'"_s), 3, 30000);
    QCOMPARE(vortos->state(), QProcess::Running);
    QCOMPARE(fenn->state(), QProcess::Running);
    // The relay that has only its password command connected: it resolved the table and wrote
    // its start into the audit table.
    QTRY_COMPARE_WITH_TIMEOUT(count(u"SELECT count(*) FROM outbox_console_audit WHERE action = "
                                    "'relay-start' AND profile = 'vortos-cmd'"_s),
                              1, 30000);
    QCOMPARE(vortosCmd->state(), QProcess::Running);
    for (QProcess *p : {vortos, vortosCmd, fenn}) {
        const QString pid = QString::number(p->processId());
        const QByteArray cmdline = readAll(u"/proc/%1/cmdline"_s.arg(pid));
        QVERIFY(cmdline.contains("relay"));
        search(u"/proc/%1/cmdline (running relay)"_s.arg(pid), cmdline);
        // The control: the secrets are really in the process (its environment, where they
        // belong), and the search finds them there; the relay with the password command has
        // no password in its environment.
        const QByteArray environment = readAll(u"/proc/%1/environ"_s.arg(pid));
        const QStringList inEnvironment = leaks(environment);
        QStringList holders; // which variables hold what, for the failure message
        for (const QByteArray &variable : environment.split('\0'))
            if (const QStringList found = leaks(variable); !found.isEmpty())
                holders << QString::fromUtf8(variable.left(variable.indexOf('='))) + u": "_s +
                               found.join(u", "_s);
        QVERIFY2(inEnvironment.contains(u"database password"_s) == (p != vortosCmd) &&
                     inEnvironment.contains(u"client key passphrase"_s) &&
                     inEnvironment.contains(p == fenn ? u"webhook secret"_s : u"S3 secret key"_s),
                 qPrintable(u"relay %1: %2"_s.arg(p == vortosCmd ? u"vortos-cmd"_s
                                                  : p == fenn    ? u"fenn-live"_s
                                                                 : u"vortos-live"_s,
                                                  holders.join(u"; "_s))));
    }
    // Every process this user can see: no argument anywhere carries the random secrets.
    QByteArray everyone;
    int processes = 0;
    for (const QString &entry : QDir(u"/proc"_s).entryList(QDir::Dirs)) {
        bool numeric = false;
        entry.toInt(&numeric);
        if (numeric) {
            everyone += readAll(u"/proc/%1/cmdline"_s.arg(entry)) + '\n';
            ++processes;
        }
    }
    search(u"/proc/*/cmdline (%1 processes)"_s.arg(processes), everyone, {u"database password"_s});
    stop(vortos, u"relay (Vortos → S3, running)"_s);
    stop(vortosCmd, u"relay (Vortos → S3, password command, running)"_s);
    stop(fenn, u"relay (FennFlow → webhook, running)"_s);
    QCOMPARE(receiver.requestCount(), 3);
    search(u"webhook receiver (all bytes received)"_s, receiver.received());

    // Failing runs, whose messages name the problem: a wrong secret key (the proxy rejects the
    // signature), a wrong webhook secret, a wrong database password, a password in the URL.
    QVERIFY(test::runSql(*m_pg, {u"INSERT INTO rel2sec.object_store_outbox (id, operation, "
                                 "status, attempt_count, payload, created_at) VALUES "
                                 "(md5('fail')::uuid, 'put', 'pending', 0, '{\"name\":\"put\","
                                 "\"key\":\"secrets\\/fail.txt\",\"body_base64\":\"eA==\"}', "
                                 "'2026-06-01 10:00:00')"_s,
                                 u"UPDATE rel2secf.outbox SET status = 'pending'"_s})
                .ok());
    // The user's environment with one secret wrong (a character too many).
    const auto wrong = [&](const QString &name, const QString &right) {
        QProcessEnvironment env = secrets;
        env.insert(name, right + u"x"_s);
        return env;
    };
    r = run({u"--profile=vortos-live"_s, u"relay"_s, u"--once"_s},
            wrong(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, m_s3Secret));
    QCOMPARE(r.code, 0);
    QCOMPARE(count(u"SELECT count(*) FROM rel2sec.object_store_outbox WHERE last_error LIKE "
                   "'%signature%'"_s),
             1);
    r = run({u"--profile=fenn-live"_s, u"relay"_s, u"--once"_s,
             u"--sink=webhook:http://127.0.0.1:%1/hook"_s.arg(receiver.port())},
            wrong(u"OUTBOX_WEBHOOK_SECRET"_s, m_hookSecret));
    QCOMPARE(r.code, 0);
    QCOMPARE(count(u"SELECT count(*) FROM outbox_console_delivery WHERE last_error LIKE "
                   "'%HTTP 401%'"_s),
             3);
    r = run({u"--profile=vortos-live"_s, u"stats"_s},
            wrong(u"OUTBOX_DATABASE_PASSWORD"_s, m_dbPassword));
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(u"Could not connect"_s));
    QProcessEnvironment none = secrets;
    none.remove(u"OUTBOX_DATABASE_PASSWORD"_s);
    r = run({u"--database"_s, urlWithPassword, u"--table=rel2sec.object_store_outbox"_s,
             u"--object-store"_s, store, u"relay"_s, u"--once"_s},
            none);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // Commands that show what was saved and done.
    for (const QStringList &args :
         {QStringList{u"profile"_s, u"list"_s}, QStringList{u"audit"_s, u"--output=json"_s},
          QStringList{u"--profile=vortos-live"_s, u"audit"_s, u"--output=json"_s},
          QStringList{u"--profile=vortos-live"_s, u"stats"_s, u"--json"_s},
          QStringList{u"--profile=vortos-live"_s, u"list"_s, u"--output=json"_s},
          QStringList{u"--profile=vortos-live"_s, u"groups"_s},
          QStringList{u"--profile=vortos-live"_s, u"worker"_s, u"install"_s, u"--worker=relay"_s,
                      u"--manager=systemd"_s, u"--dry-run"_s},
          QStringList{u"--profile=vortos-live"_s, u"worker"_s, u"install"_s, u"--worker=relay"_s,
                      u"--manager=supervisor"_s, u"--path="_s + m_dir.filePath(u"w.conf"_s)}}) {
        r = run(args, secrets);
        QVERIFY2(r.code == 0, qPrintable(args.join(u' ') + u": "_s + r.err));
    }
    QVERIFY(m_output.contains("relay-start"));
}

// The profile's password command (profile key passwordCommand) and --password-command: the
// password it prints reaches the database and nothing else; a command that fails is reported
// with its exit status and standard error, never its standard output.
void TestSecrets::passwordCommandKeepsSecrets() {
    QProcessEnvironment commandOnly = secretsEnvironment();
    commandOnly.remove(u"OUTBOX_DATABASE_PASSWORD"_s);
    Run r = run({u"--profile=vortos-cmd"_s, u"stats"_s, u"--json"_s}, commandOnly);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--profile=vortos-cmd"_s, u"list"_s, u"--output=json"_s}, commandOnly);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--database"_s, test::postgresSpec().displayUrl(),
             u"--table=rel2sec.object_store_outbox"_s, u"--password-command"_s, passwordCommand(),
             u"stats"_s},
            commandOnly);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QByteArray profiles = readAll(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    QVERIFY(profiles.contains("passwordCommand"));
    QVERIFY(profiles.contains(m_vault.filePath(u"db-password"_s).toUtf8()));

    // It fails after printing a secret-looking line: the command line's command wins over the
    // profile's and over the password in the environment, and its failure is the message.
    for (const QStringList &args :
         {QStringList{u"--profile=vortos-live"_s, u"--password-command"_s, failingPasswordCommand(),
                      u"stats"_s},
          QStringList{u"--profile=vortos-live"_s, u"--password-command"_s, failingPasswordCommand(),
                      u"relay"_s, u"--once"_s}}) {
        r = run(args, secretsEnvironment());
        QVERIFY2(r.code != 0, qPrintable(args.join(u' ')));
        QVERIFY2(r.err.contains(u"exit status 3"_s) &&
                     r.err.contains(u"vault: permission denied"_s),
                 qPrintable(r.err));
        const QStringList found = leaks(r.out.toUtf8() + r.err.toUtf8());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u", "_s)));
    }
}

// The client key's passphrase (OUTBOX_DATABASE_SSLPASSWORD → libpq's sslpassword), on a TLS
// server of the test's own where the key is really used: logs in with it, refused with a wrong
// one; neither is said anywhere.
void TestSecrets::clientKeyPassphraseKeepsSecrets() {
    startTlsServer();
    if (QTest::currentTestFailed())
        return;
    QProcessEnvironment tls;
    tls.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_tlsDbPassword);
    tls.insert(u"OUTBOX_DATABASE_SSLPASSWORD"_s, m_keyPassphrase);
    Run r = run({u"--database"_s, clientKeyUrl(), u"--table=tlssec.object_store_outbox"_s,
                 u"profile"_s, u"add"_s, u"tls-live"_s},
                tls);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--profile=tls-live"_s, u"stats"_s, u"--json"_s}, tls);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QProcessEnvironment wrong = tls;
    wrong.insert(u"OUTBOX_DATABASE_SSLPASSWORD"_s, m_keyPassphrase + u"x"_s);
    r = run({u"--profile=tls-live"_s, u"stats"_s}, wrong);
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"Could not connect"_s) &&
                 r.err.contains(u"private key"_s, Qt::CaseInsensitive),
             qPrintable(r.err));
    const QStringList found = leaks(r.out.toUtf8() + r.err.toUtf8());
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u", "_s)));
}

// RDS IAM: `auth rds-token` prints a token (its output is the one place a token may be); a
// profile with auth=rds-iam stores no password, and its connection, which the TLS server refuses
// (the token is no password there), says so without the token or the AWS secrets, with the
// credentials in the environment and in an environment file (as a supervisor service reads them).
void TestSecrets::rdsIamKeepsSecrets() {
    QVERIFY2(m_tlsPort > 0, "no TLS server");
    Run r = run({u"auth"_s, u"rds-token"_s, u"--host=127.0.0.1"_s, u"--port=%1"_s.arg(m_tlsPort),
                 u"--user=outbox"_s, u"--region="_s + QString::fromLatin1(kRegion)},
                awsEnvironment(), false);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QByteArray token = r.out.trimmed().toUtf8();
    QVERIFY2(
        token.startsWith(u"127.0.0.1:%1/?"_s.arg(m_tlsPort).toUtf8() + kRdsTokenMark) &&
            token.contains("X-Amz-Signature=") &&
            token.contains("X-Amz-Security-Token=" + QUrl::toPercentEncoding(m_awsSessionToken)),
        token.constData());
    // The token carries the session token (AWS's presigned form does); never the secret key.
    search(u"auth rds-token standard output (the token)"_s, token,
           {u"RDS IAM token"_s, u"AWS session token"_s});

    r = run({u"--database"_s, rdsUrl(), u"--table=tlssec.object_store_outbox"_s, u"profile"_s,
             u"add"_s, u"rds-live"_s},
            awsEnvironment());
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QByteArray profiles = readAll(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    QVERIFY(profiles.contains("auth=rds-iam"));
    QVERIFY(!profiles.toLower().contains("password="));

    QByteArray environmentFile;
    const QProcessEnvironment aws = awsEnvironment();
    for (const QString &name : aws.keys())
        environmentFile += name.toUtf8() + "='" + aws.value(name).toUtf8() + "'\n";
    const QString envPath = m_vault.filePath(u"outbox.env"_s);
    QVERIFY(writePrivate(envPath, environmentFile));
    for (const auto &[args, env] :
         {std::pair{QStringList{u"--profile=rds-live"_s, u"stats"_s}, aws},
          std::pair{
              QStringList{u"--environment-file="_s + envPath, u"--profile=rds-live"_s, u"stats"_s},
              QProcessEnvironment()}}) {
        r = run(args, env);
        QVERIFY2(r.code != 0, qPrintable(args.join(u' ')));
        QVERIFY2(r.err.contains(u"password authentication failed"_s), qPrintable(r.err));
        const QStringList found = leaks(r.out.toUtf8() + r.err.toUtf8());
        QVERIFY2(found.isEmpty(), qPrintable(found.join(u", "_s)));
    }
}

// worker install of these profiles and options: the service files carry --password-command,
// --ssh, the TLS options and auth=rds-iam, never a secret (every secret is in its environment).
void TestSecrets::workerInstallKeepsSecrets() {
    QProcessEnvironment everything = secretsEnvironment();
    everything.insert(awsEnvironment());
    const QString envPath = m_vault.filePath(u"outbox.env"_s);
    const QString url = test::postgresSpec().displayUrl();
    Run r =
        run({u"--database"_s, url, u"--table=rel2sec.object_store_outbox"_s,
             u"--password-command"_s, passwordCommand(), u"--ssh"_s, u"deploy@bastion.example"_s,
             u"worker"_s, u"install"_s, u"--worker=relay"_s, u"--manager=supervisor"_s,
             u"--path="_s + m_dir.filePath(u"cmd.conf"_s), u"--environment-file="_s + envPath},
            everything);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QStringList argv = test::supervisorArgv(m_dir.filePath(u"cmd.conf"_s));
    QVERIFY2(argv.contains(u"--password-command"_s) && argv.contains(passwordCommand()) &&
                 argv.contains(u"--ssh"_s) && argv.contains(u"deploy@bastion.example"_s) &&
                 argv.contains(u"--environment-file="_s + envPath),
             qPrintable(argv.join(u" | "_s)));
    r = run({u"--database"_s, url, u"--table=rel2sec.object_store_outbox"_s,
             u"--password-command"_s, passwordCommand(), u"--ssh"_s, u"deploy@bastion.example"_s,
             u"worker"_s, u"install"_s, u"--worker=purge"_s, u"--manager=systemd"_s,
             u"--path="_s + m_dir.filePath(u"outbox-cmd-purge.service"_s),
             u"--environment-file="_s + envPath},
            everything);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(readAll(m_dir.filePath(u"outbox-cmd-purge.service"_s)).contains("--password-command"));
    for (const QStringList &args :
         {QStringList{u"--profile=vortos-cmd"_s, u"worker"_s, u"install"_s, u"--worker=relay"_s,
                      u"--manager=systemd"_s, u"--path="_s + m_dir.filePath(u"cmd.service"_s)},
          QStringList{u"--profile=rds-live"_s, u"worker"_s, u"install"_s, u"--worker=relay"_s,
                      u"--manager=systemd"_s, u"--path="_s + m_dir.filePath(u"rds.service"_s),
                      u"--environment-file="_s + envPath},
          QStringList{u"--profile=tls-live"_s, u"worker"_s, u"install"_s, u"--worker=relay"_s,
                      u"--manager=supervisor"_s, u"--path="_s + m_dir.filePath(u"tls.conf"_s),
                      u"--environment-file="_s + envPath}}) {
        r = run(args, everything);
        QVERIFY2(r.code == 0, qPrintable(args.join(u' ') + u": "_s + r.err));
    }
    // The URL's options, not the profile's name alone, where the URL is given.
    for (const QString &databaseUrl : {clientKeyUrl(), rdsUrl()}) {
        if (m_tlsPort == 0)
            break;
        r = run({u"--database"_s, databaseUrl, u"--table=tlssec.object_store_outbox"_s, u"worker"_s,
                 u"install"_s, u"--worker=relay"_s, u"--manager=systemd"_s, u"--dry-run"_s},
                everything);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(
            r.out.contains(databaseUrl == rdsUrl() ? u"auth=rds-iam"_s : u"client-locked.key"_s),
            qPrintable(r.out));
    }
}

// Where they could have gone, after every command above.
void TestSecrets::nothingLeaked() {
    search(u"output of every command run (stdout + stderr)"_s, m_output);
    QDirIterator it(m_dir.path(), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    int files = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        ++files;
        search(QDir(m_dir.path()).relativeFilePath(path), readAll(path));
    }
    QVERIFY(files >= 3); // profiles.ini, audit.jsonl, the supervisor program
    QVERIFY(QFile::exists(m_dir.filePath(u"config/outbox-console/profiles.ini"_s)));
    QVERIFY(QFile::exists(m_dir.filePath(u"data/outbox-console/audit.jsonl"_s)));
    QVERIFY(!readAll(m_dir.filePath(u"config/outbox-console/profiles.ini"_s)).contains("leaky"));
    QSqlQuery q(m_pg->database());
    for (const QString &table : {u"outbox_console_audit"_s, u"rel2sec.object_store_outbox"_s,
                                 u"rel2secf.outbox"_s, u"outbox_console_delivery"_s}) {
        QVERIFY(q.exec(u"SELECT count(*), coalesce(string_agg(t::text, '\n'), '') FROM %1 t"_s.arg(
                    table)) &&
                q.next());
        if (table == u"outbox_console_audit"_s)
            QVERIFY(q.value(0).toInt() >= 4); // relay-start and relay-stop of each relay
        search(u"table %1 (%2 rows)"_s.arg(table, q.value(0).toString()),
               q.value(1).toString().toUtf8());
    }
    QByteArray log;
    {
        QMutexLocker lock(&s_logMutex);
        log = s_log.join(u'\n').toUtf8();
    }
    search(u"this test's own log"_s, log);
    QVERIFY2(m_hits.isEmpty(), qPrintable(m_hits.join(u"; "_s)));
}

QTEST_GUILESS_MAIN(TestSecrets)
#include "tst_secrets.moc"
