// Secrets (product.md "Connect"): the database password, the object store's secret key
// and the webhook secret never reach settings files, logs, audit records (local log and audit
// table), command output, the rows' last_error, a webhook receiver, or process arguments.
//
// Real commands with real secrets, keychain-less (no D-Bus session: the secrets come from the
// environment, as on a server): profiles saved with `outboxctl profile add`, two long-running
// `outboxctl relay` processes (Vortos against a signature-checking S3 proxy that only accepts the
// secret key, FennFlow to a webhook receiver that only accepts the right HMAC) whose
// /proc/PID/cmdline is read while they run, failing runs (wrong secret key, wrong password) whose
// messages are kept, and a password given in the URL. Every debug log category of ours is on.
// Then every file the commands wrote, everything they printed, every message this test logged,
// the database rows and every readable /proc/*/cmdline are searched for each secret.
#include "faultserver.h"

#include "relay/webhooksink.h"
#include "reportsupport.h"
#include "testdatabases.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <csignal>

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

} // namespace

class TestSecrets : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void relaysAndCommandsKeepSecrets();
    void cleanupTestCase();

private:
    using Run = test::CliRun;
    QProcessEnvironment environment(const QProcessEnvironment &extra = {}) const;
    Run run(const QStringList &args, const QProcessEnvironment &extra = {});
    QProcess *start(const QStringList &args, const QProcessEnvironment &extra);
    void stop(QProcess *p, const QString &name);
    // Searches text for every secret; a hit fails the test (after the whole search is noted).
    void search(const QString &where, const QByteArray &text, bool withDatabasePassword = true);
    QStringList leaks(const QByteArray &text, bool withDatabasePassword = true) const;
    qint64 count(const QString &sql);

    QTemporaryDir m_dir;
    QString m_dbPassword;
    QString m_s3Secret = randomSecret("rel2-s3-");
    QString m_hookSecret = randomSecret("rel2-hook-");
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
          u"OBJECT_STORE_ENDPOINT"_s, u"OUTBOX_TEST_DB_PASSWORD"_s})
        env.remove(name);
    env.insert(extra);
    return env;
}

TestSecrets::Run TestSecrets::run(const QStringList &args, const QProcessEnvironment &extra) {
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
    m_output += r.out.toUtf8() + r.err.toUtf8();
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

void TestSecrets::search(const QString &where, const QByteArray &text, bool withDatabasePassword) {
    const QStringList found = leaks(text, withDatabasePassword);
    m_report << u"| %1 | %2 | %3 |"_s.arg(where)
                    .arg(text.size())
                    .arg(found.isEmpty() ? u"clean"_s
                                         : u"**LEAK: "_s + found.join(u", "_s) + u"**"_s);
    for (const QString &f : std::as_const(found))
        m_hits << where + u": "_s + f;
}

QStringList TestSecrets::leaks(const QByteArray &text, bool withDatabasePassword) const {
    QStringList found;
    const QList<std::pair<QString, QString>> secrets{{u"database password"_s, m_dbPassword},
                                                     {u"S3 secret key"_s, m_s3Secret},
                                                     {u"webhook secret"_s, m_hookSecret}};
    for (const auto &[name, secret] : secrets) {
        if (name == u"database password"_s && !withDatabasePassword)
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

void TestSecrets::initTestCase() {
    s_previous = qInstallMessageHandler(keepMessage);
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    const ConnectionSpec spec = test::postgresSpec();
    m_dbPassword = spec.password;
    QVERIFY(!m_dbPassword.isEmpty());
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
    QProcessEnvironment secrets;
    secrets.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_dbPassword);
    secrets.insert(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, m_s3Secret);
    secrets.insert(u"OUTBOX_WEBHOOK_SECRET"_s, m_hookSecret);

    // Profiles (profiles.ini) and the audit table.
    const QString store =
        u"s3://%1?endpoint=http://127.0.0.1:%2&region=us-east-1&"
        "access_key_id=S3RVER&path_style=true"_s.arg(qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET"))
            .arg(m_proxyPort);
    Run r = run({u"--database"_s, url, u"--table=rel2sec.object_store_outbox"_s, u"profile"_s,
                 u"add"_s, u"vortos-live"_s, u"--object-store"_s, store},
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

    // Two long-running relays; their arguments are read while they run.
    QProcess *vortos = start({u"--profile=vortos-live"_s, u"relay"_s, u"--sleep=1"_s}, secrets);
    QVERIFY(vortos);
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
    for (QProcess *p : {vortos, fenn}) {
        const QString pid = QString::number(p->processId());
        const QByteArray cmdline = readAll(u"/proc/%1/cmdline"_s.arg(pid));
        QVERIFY(cmdline.contains("relay"));
        search(u"/proc/%1/cmdline (running relay)"_s.arg(pid), cmdline);
        // The control: the secrets are really in the process (its environment, where they
        // belong), and the search finds them there.
        const QStringList inEnvironment = leaks(readAll(u"/proc/%1/environ"_s.arg(pid)));
        QVERIFY2(inEnvironment.contains(u"database password"_s) &&
                     inEnvironment.contains(p == vortos ? u"S3 secret key"_s : u"webhook secret"_s),
                 qPrintable(inEnvironment.join(u", "_s)));
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
    search(u"/proc/*/cmdline (%1 processes)"_s.arg(processes), everyone, false);
    stop(vortos, u"relay (Vortos → S3, running)"_s);
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
    QProcessEnvironment wrong = secrets;
    wrong.insert(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, m_s3Secret + u"x"_s);
    r = run({u"--profile=vortos-live"_s, u"relay"_s, u"--once"_s}, wrong);
    QCOMPARE(r.code, 0);
    QCOMPARE(count(u"SELECT count(*) FROM rel2sec.object_store_outbox WHERE last_error LIKE "
                   "'%signature%'"_s),
             1);
    wrong = secrets;
    wrong.insert(u"OUTBOX_WEBHOOK_SECRET"_s, m_hookSecret + u"x"_s);
    r = run({u"--profile=fenn-live"_s, u"relay"_s, u"--once"_s,
             u"--sink=webhook:http://127.0.0.1:%1/hook"_s.arg(receiver.port())},
            wrong);
    QCOMPARE(r.code, 0);
    QCOMPARE(count(u"SELECT count(*) FROM outbox_console_delivery WHERE last_error LIKE "
                   "'%HTTP 401%'"_s),
             3);
    wrong = secrets;
    wrong.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_dbPassword + u"x"_s);
    r = run({u"--profile=vortos-live"_s, u"stats"_s}, wrong);
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

    // Where they could have gone.
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
