// Safety promises, third round: what an adversarial pass over outboxctl broke after the
// edit-and-resend, canary, broker, overview and relay-registry features came in. Each case drives
// real outboxctl processes (or the core, where a step must be timed) against PostgreSQL, MariaDB
// or SQLite and checks the database and the files afterwards; each fails on the code before its
// fix (what the old code did is said at the case). The broker names (items 3 and 10) are
// tst_brokersinks renderedNamesAreCheckedPerRow; the bad-input corpus carries the option cases.
//  1. A payload the database stores but cannot read back (\ud800, \u0000) is refused by resend,
//     and one written by anyone else stops nothing: the relay, blocked, --payload-key go on.
//  2. A row resent after a retry's list was frozen is skipped by the retry and by mark done.
//  4. A profiles file that does not read is reported with its line and never rewritten.
//  5. The supervisor program reads the environment file literally, as systemd does.
//  6. A canary does not step on while its earlier steps are unsettled.
//  8. The canary counts only the rows it reset.
//  9. A disk that fills mid-run never loses a committed batch from the audit log.
// 11. Text from the database never reaches the terminal with its control characters.
// 12. resend's input: bytes that are not UTF-8, a FIFO, a JSON scalar, a NUL, a CHECK.
// 13. The overview history is a regular file of a sane size, never a link to another file.
// 14. A heartbeat dated in the future is clock skew, not a running relay.
// 15. notify install names stay distinct where PostgreSQL would cut them.
// 16. The audit log is never written through a symbolic link.
#include "actions/canaryredrive.h"
#include "actions/resend.h"
#include "actions/schemachange.h"
#include "schema/consoletable.h"
#include "schema/deliverytable.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>
#include <thread>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

using test::uuidFor;

// A dead Vortos put of row n (key k/n), as PHP's json_encode writes it.
QString putPayload(int n) {
    return u"{\"name\":\"put\",\"key\":\"k\\/%1\",\"body_base64\":\"eA==\"}"_s.arg(n);
}

// `rows` dead Vortos puts (row n: key k/n, created n seconds after 2026-06-01 10:00:00) into a
// table of the writer's layout, which is emptied first.
QStringList deadPuts(const QString &table, int rows) {
    QStringList statements{u"DELETE FROM "_s + table};
    for (int n = 0; n < rows; ++n)
        statements << u"INSERT INTO %1 (id, operation, status, attempt_count, payload, "
                      u"last_error, created_at) VALUES ('%2', 'put', 'dead', 5, '%3', 'boom', "
                      u"'2026-06-01 10:00:%4')"_s.arg(table, uuidFor(n), putPayload(n))
                          .arg(n, 2, 10, QLatin1Char('0'));
    return statements;
}

// A new SQLite file at path holding vortos_object_store_outbox with `rows` dead puts, opened.
std::unique_ptr<DatabaseSession> sqliteWithDeadPuts(const QString &path, int rows) {
    auto s = test::newSqlite(path, QFileInfo(path).baseName(), u"vortos-sqlite.sql"_s);
    if (!s || !test::runSql(*s, deadPuts(u"vortos_object_store_outbox"_s, rows)))
        return {};
    return s;
}

TableRequest request(const QString &table) {
    TableRequest r;
    r.table = *TableName::parse(table);
    return r;
}

bool hasControls(const QString &text) {
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if ((u < 0x20 && u != u'\n') || (u >= 0x7f && u <= 0x9f))
            return true;
    }
    return false;
}

} // namespace

class TestSafetyPromises : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void unreadablePayloadsAreRefusedAndStopNothing();
    void resendAfterTheListWasFrozenIsNeverReset_data();
    void resendAfterTheListWasFrozenIsNeverReset();
    void unreadableProfilesFileIsNeverRewritten();
    void supervisorReadsTheEnvironmentFileLiterally();
    void canaryStepsOnlyOverSettledRows();
    void canaryCountsOnlyTheRowsItReset();
    void fullDiskNeverLosesACommittedBatch();
    void databaseTextNeverReachesTheTerminalRaw();
    void resendInputIsCheckedFirst();
    void resendRefusedByACheckConstraintIsBadInput();
    void overviewHistoryIsARegularFileOfItsOwn();
    void heartbeatFromTheFutureIsClockSkew();
    void notifyNamesStayDistinct();
    void auditLogThroughALinkIsRefused();

private:
    // The user's files (their home is m_dir).
    QString auditPath() const { return m_dir.filePath(u"data/outbox-console/audit.jsonl"_s); }
    QString profilesPath() const { return m_dir.filePath(u"config/outbox-console/profiles.ini"_s); }
    using Run = test::CliRun;
    QProcessEnvironment environment(const ConnectionSpec &spec) const {
        return test::databaseUserEnvironment(m_dir.path(), spec);
    }
    Run run(const QStringList &args, const ConnectionSpec &spec, int timeoutMs = 120000) const;
    Run run(const QStringList &args) const { return run(args, test::postgresSpec()); }
    // rel3.object_store_outbox on PostgreSQL (rows 0 … dead-1 dead puts, then `pending` ready
    // deletes), with the console's relay tables (outboxctl relay init).
    void loadVortos(int dead, int pending = 0);
    qint64 count(DatabaseSession &s, const QString &sql);
    QString value(DatabaseSession &s, const QString &sql);
    ActionContext context() const;

    QTemporaryDir m_dir;
    std::unique_ptr<DatabaseSession> m_pg;
    std::unique_ptr<DatabaseSession> m_maria;
    const QString m_table = u"rel3.object_store_outbox"_s;
};

TestSafetyPromises::Run TestSafetyPromises::run(const QStringList &args, const ConnectionSpec &spec,
                                                int timeoutMs) const {
    return test::runOutboxctl(args, environment(spec), m_dir.path(), timeoutMs);
}

qint64 TestSafetyPromises::count(DatabaseSession &s, const QString &sql) {
    QSqlQuery q(s.database());
    if (!q.exec(sql) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QString TestSafetyPromises::value(DatabaseSession &s, const QString &sql) {
    QSqlQuery q(s.database());
    if (!q.exec(sql) || !q.next())
        return u"<%1>"_s.arg(q.lastError().text());
    return q.value(0).toString();
}

ActionContext TestSafetyPromises::context() const {
    ActionContext c;
    c.auditLog = AuditLog(auditPath());
    c.batchSize = 2;
    return c;
}

void TestSafetyPromises::loadVortos(int dead, int pending) {
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS rel3 CASCADE"_s}).ok());
    QVERIFY(test::runSqlFile(*m_pg, u"vortos-postgres.sql"_s, u"vortos"_s, u"rel3"_s).ok());
    QStringList statements{u"DELETE FROM %1"_s.arg(m_table)};
    for (int n = 0; n < dead + pending; ++n) {
        const bool isDead = n < dead;
        statements.append(
            u"INSERT INTO %1 (id, operation, status, attempt_count, payload, last_error, "
            u"created_at) VALUES ('%2', '%3', '%4', %5, '%6', %7, TIMESTAMP '2026-06-01 10:00:00' "
            u"+ %8 * INTERVAL '1 second')"_s
                .arg(m_table, uuidFor(n), isDead ? u"put"_s : u"delete"_s,
                     isDead ? u"dead"_s : u"pending"_s, isDead ? u"5"_s : u"0"_s)
                .arg(isDead ? putPayload(n) : u"{\"name\":\"delete\",\"key\":\"d\\/%1\"}"_s.arg(n),
                     isDead ? u"'Error executing PutObject: 503 Slow Down'"_s : u"NULL"_s)
                .arg(n));
    }
    QVERIFY(test::runSql(*m_pg, statements).ok());
    const Run init = run({u"--table="_s + m_table, u"relay"_s, u"init"_s});
    QVERIFY2(init.code == 0, qPrintable(init.err));
}

void TestSafetyPromises::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"promises3"_s).ok());
    QVERIFY(test::openSession(m_maria, test::mysqlSpec(), u"promises3-maria"_s).ok());
}

void TestSafetyPromises::init() {
    // A fresh local log and profiles file for every case; the console's tables made again.
    QVERIFY(test::freshUserFolders(m_dir.path()));
    QStringList drop;
    for (const RelayTable &t : relayTables())
        drop << u"DROP TABLE IF EXISTS %1"_s.arg(QString::fromLatin1(t.name));
    drop << u"DROP TABLE IF EXISTS outbox_console_audit"_s;
    QVERIFY(test::runSql(*m_pg, drop).ok());
    QVERIFY(test::runSql(*m_maria, drop).ok());
}

void TestSafetyPromises::cleanupTestCase() {
    // Other tests share these databases: what was made here goes.
    QStringList drop{u"DROP SCHEMA IF EXISTS rel3 CASCADE"_s,
                     u"DROP TABLE IF EXISTS outbox_console_audit"_s};
    for (const RelayTable &t : relayTables())
        drop << u"DROP TABLE IF EXISTS %1"_s.arg(QString::fromLatin1(t.name));
    if (m_pg)
        (void)test::runSql(*m_pg, drop);
    if (m_maria)
        (void)test::runSql(*m_maria, {u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s});
}

// Item 1. Before: resend stored "\ud800" (and FennFlow's "\u0000"), and from then on every
// statement that read a field of the table's payloads failed: the relay exited at start
// ("Unicode low surrogate must follow a high surrogate"), blocked and --payload-key failed.
void TestSafetyPromises::unreadablePayloadsAreRefusedAndStopNothing() {
    loadVortos(3, 4);
    // resend refuses it, naming the field, before anything is written.
    const QString payloadFile = m_dir.filePath(u"edit.json"_s);
    for (const QString &edited :
         {u"{\"name\":\"put\",\"key\":\"k/x\\ud800\",\"body_base64\":\"eA==\"}"_s,
          u"{\"name\":\"put\",\"key\":\"k/x\\u0000y\",\"body_base64\":\"eA==\"}"_s}) {
        QFile f(payloadFile);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(edited.toUtf8());
        f.close();
        const Run r = run({u"--table="_s + m_table, u"resend"_s, uuidFor(0),
                           u"--payload-file="_s + payloadFile, u"--force"_s});
        QVERIFY2(r.code == 2, qPrintable(u"exit %1: %2"_s.arg(r.code).arg(r.err)));
        QVERIFY2(r.err.contains(u"\"key\""_s) && r.err.contains(u"cannot read back"_s),
                 qPrintable(r.err));
        QCOMPARE(count(*m_pg, u"SELECT COUNT(*) FROM "_s + m_table), 7);
    }
    // Such a row written by anyone else (the writer, SQL by hand): a dead head of its key, and
    // one ready row whose other field holds the escape.
    QVERIFY(test::runSql(
                *m_pg, {u"UPDATE %1 SET payload = '{\"name\":\"put\",\"key\":\"k\\/x\\ud800\","
                        u"\"body_base64\":\"eA==\"}' WHERE id = '%2'"_s.arg(m_table, uuidFor(1)),
                        u"UPDATE %1 SET payload = '{\"name\":\"delete\",\"key\":\"d\\/4\",\"note\":"
                        u"\"\\u0000\"}' WHERE id = '%2'"_s.arg(m_table, uuidFor(4))})
                .ok());
    const Run blocked = run({u"--table="_s + m_table, u"blocked"_s});
    QVERIFY2(blocked.code == 0, qPrintable(blocked.err));
    const Run filtered =
        run({u"--table="_s + m_table, u"list"_s, u"--payload-key=key=k/2"_s, u"--state=dead"_s});
    QVERIFY2(filtered.code == 0, qPrintable(filtered.err));
    QVERIFY2(filtered.out.contains(uuidFor(2)), qPrintable(filtered.out));
    QVERIFY2(filtered.err.contains(u"1 row left out"_s), qPrintable(filtered.err));
    const QString store = m_dir.filePath(u"store"_s);
    QVERIFY(QDir().mkpath(store));
    const Run relay = run({u"--table="_s + m_table, u"--object-store=file:"_s + store, u"relay"_s,
                           u"--once"_s, u"--batch-size=10"_s});
    QVERIFY2(relay.code == 0, qPrintable(relay.err));
    // The other ready rows went on; the one with the escape (keyless to the database) was
    // tried in its turn and failed on its own, with the reason.
    QCOMPARE(count(*m_pg, u"SELECT COUNT(*) FROM %1 WHERE status = 'done' AND id IN ('%2', '%3', "
                          u"'%4')"_s.arg(m_table, uuidFor(3), uuidFor(5), uuidFor(6))),
             3);
    QVERIFY2(value(*m_pg, u"SELECT status || ' ' || COALESCE(last_error, '') FROM %1 WHERE id = "
                          u"'%2'"_s.arg(m_table, uuidFor(4)))
                     .contains(u"note"_s) ||
                 value(*m_pg, u"SELECT status FROM %1 WHERE id = '%2'"_s.arg(
                                  m_table, uuidFor(4))) == u"done"_s,
             qPrintable(relay.err));
}

void TestSafetyPromises::resendAfterTheListWasFrozenIsNeverReset_data() {
    QTest::addColumn<QString>("database");
    QTest::newRow("PostgreSQL") << u"postgresql"_s;
    QTest::newRow("MariaDB") << u"mariadb"_s;
    QTest::newRow("SQLite") << u"sqlite"_s;
}

// Item 2. Before: retry reset every frozen row that was still dead, and a resent row stays dead
// (superseded): both the original and its edited copy were delivered.
void TestSafetyPromises::resendAfterTheListWasFrozenIsNeverReset() {
    QFETCH(QString, database);
    std::unique_ptr<DatabaseSession> sqlite;
    DatabaseSession *session = m_pg.get();
    QString table = m_table;
    if (database == u"postgresql"_s) {
        loadVortos(6);
    } else if (database == u"sqlite"_s) {
        sqlite = sqliteWithDeadPuts(m_dir.filePath(u"resend3.sqlite"_s), 6);
        QVERIFY(sqlite);
        session = sqlite.get();
        table = u"vortos_object_store_outbox"_s;
    } else {
        session = m_maria.get();
        table = u"vortos_object_store_outbox"_s;
        QVERIFY(test::runSql(*session, {u"DROP TABLE IF EXISTS "_s + table}).ok());
        QVERIFY(test::runSqlFile(*session, u"vortos-mysql.sql"_s).ok());
        QVERIFY(test::runSql(*session, deadPuts(table, 6)).ok());
    }
    auto resolved = TableResolver::resolve(*session, request(table));
    QVERIFY2(resolved, resolved ? "" : qPrintable(resolved.error().message));
    const ActionContext ctx = context();
    QVERIFY(setUpRelayTables(ctx, *session, *resolved).ok());
    resolved = TableResolver::resolve(*session, request(table));
    QVERIFY(resolved);
    OutboxReader reader(*session, *resolved);

    // The list is frozen; then a colleague resends row 2 (while "Continue? [y/N]" waits).
    RetryRequest request;
    auto plan = planRetry(reader, request);
    QVERIFY(plan);
    QCOMPARE(plan->ids.size(), 6);
    auto resent =
        resendRow(reader, uuidFor(2),
                  u"{\"name\":\"put\",\"key\":\"k/2-fixed\",\"body_base64\":\"eA==\"}"_s, ctx);
    QVERIFY2(resent, resent ? "" : qPrintable(resent.error().message));

    auto applied = applyRetry(reader, *plan, ctx);
    QVERIFY2(applied, applied ? "" : qPrintable(applied.error().message));
    QCOMPARE(applied->changed, 5);
    QCOMPARE(applied->skipped, 1);
    QVERIFY(!applied->changedIds.contains(uuidFor(2)));
    QCOMPARE(applied->changedIds.size(), 5);
    auto original = reader.row(uuidFor(2));
    QVERIFY(original);
    QCOMPARE(original->state, RowState::Superseded); // still dead underneath, not reset
    QCOMPARE(original->rawStatus, u"dead"_s);
    // Mark done skips it too (its work went to the copy).
    auto done = markDone(reader, {uuidFor(2)}, ctx);
    QVERIFY(done);
    QCOMPARE(done->changed, 0);
    QCOMPARE(done->skipped, 1);
}

// Item 4. Before: one unbalanced quote made the file read as empty ("No saved profiles", exit 0)
// and the next `profile add` rewrote it with the new profile only.
void TestSafetyPromises::unreadableProfilesFileIsNeverRewritten() {
    const QByteArray broken =
        "[profiles]\n1\\name=prod\n1\\database=postgresql://ops@127.0.0.1:5/app\n"
        "1\\environment=prod\n1\\table=\"outbox\n2\\name=dev\n"
        "2\\database=sqlite:///tmp/x.db\nsize=2\n";
    {
        QFile f(profilesPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(broken);
    }
    const auto unchanged = [&] {
        QFile f(profilesPath());
        return f.open(QIODevice::ReadOnly) && f.readAll() == broken;
    };
    const Run overview = run({u"overview"_s});
    QVERIFY2(overview.code == 2, qPrintable(u"exit %1: %2"_s.arg(overview.code).arg(overview.err)));
    QVERIFY2(overview.err.contains(profilesPath()) && overview.err.contains(u"line 5"_s),
             qPrintable(overview.err));
    const Run add = run({u"--database=sqlite:///tmp/new.db"_s, u"profile"_s, u"add"_s, u"new"_s});
    QVERIFY2(add.code == 2, qPrintable(u"exit %1: %2"_s.arg(add.code).arg(add.err)));
    QVERIFY(unchanged());
    const Run use = run({u"--profile=prod"_s, u"stats"_s});
    QVERIFY2(use.code == 2 && use.err.contains(u"line 5"_s), qPrintable(use.err));
    QVERIFY(unchanged());
    // Mended, it reads; the next save keeps the file as it was beside it.
    {
        QFile f(profilesPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(broken).replace("=\"outbox", "=outbox"));
    }
    QByteArray mended;
    {
        QFile f(profilesPath());
        QVERIFY(f.open(QIODevice::ReadOnly));
        mended = f.readAll();
    }
    const Run added = run({u"--database=sqlite:///tmp/new.db"_s, u"profile"_s, u"add"_s, u"new"_s});
    QVERIFY2(added.code == 0, qPrintable(added.err));
    QFile backup(profilesPath() + u".bak"_s);
    QVERIFY(backup.open(QIODevice::ReadOnly));
    QCOMPARE(backup.readAll(), mended);
    const Run list = run({u"profile"_s, u"list"_s});
    QVERIFY2(list.out.contains(u"prod"_s) && list.out.contains(u"new"_s), qPrintable(list.out));
}

// Item 5. Before: the supervisor program sourced the file with /bin/sh: "$HOME" was expanded,
// ";touch …" was run, a space ended the value. Now outboxctl reads it with systemd's rules.
void TestSafetyPromises::supervisorReadsTheEnvironmentFileLiterally() {
    loadVortos(1);
    const QString marker = m_dir.filePath(u"executed"_s);
    const QString password = u"p$HOME;touch %1;x y`id`"_s.arg(marker);
    QVERIFY(test::runSql(*m_pg,
                         {u"DROP ROLE IF EXISTS rel3_worker"_s,
                          u"CREATE ROLE rel3_worker LOGIN SUPERUSER PASSWORD '%1'"_s.arg(password)})
                .ok());
    const QString envFile = m_dir.filePath(u"worker.env"_s);
    {
        QFile f(envFile);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("# the worker's secrets\nOUTBOX_DATABASE_PASSWORD=" + password.toUtf8() + "\n");
    }
    ConnectionSpec worker = test::postgresSpec();
    worker.user = u"rel3_worker"_s;
    const QString program = m_dir.filePath(u"purge.conf"_s);
    const Run install =
        run({u"--database="_s + worker.displayUrl(), u"--table="_s + m_table, u"worker"_s,
             u"install"_s, u"--worker=purge"_s, u"--manager=supervisor"_s,
             u"--environment-file="_s + envFile, u"--path="_s + program});
    QVERIFY2(install.code == 0, qPrintable(install.err));
    const QStringList argv = test::supervisorArgv(program);
    QVERIFY2(argv.size() > 2 && argv.contains(u"--environment-file="_s + envFile),
             qPrintable(argv.join(u' ')));
    // Run as supervisor would, with nothing of the test's own password in the environment.
    QProcessEnvironment env = environment(worker);
    env.remove(u"OUTBOX_DATABASE_PASSWORD"_s);
    env.remove(u"OUTBOX_DATABASE_URL"_s);
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(m_dir.path());
    p.start(argv.first(), argv.mid(1));
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    QVERIFY(!QFile::exists(marker));
    QVERIFY(test::runSql(*m_pg, {u"DROP ROLE IF EXISTS rel3_worker"_s}).ok());
}

// Items 6 and 8: a canary redrive against a stand-in relay that delivers what it is allowed to
// (the timing of steps is the point, so the core is driven directly).
namespace {

struct StandInRelay {
    std::atomic<bool> stop{false};
    std::thread thread;
    // Delivers (status 'done') the pending rows among `ids` every 50 ms, until stopped.
    void start(const QString &path, const QStringList &ids) {
        thread = std::thread([this, path, ids] {
            DatabaseSession s(test::sqliteSpec(path), u"stand-in-relay"_s);
            if (!s.open())
                return;
            QStringList quoted;
            for (const QString &id : ids)
                quoted << u'\'' + id + u'\'';
            while (!stop) {
                QSqlQuery q(s.database());
                q.exec(u"UPDATE vortos_object_store_outbox SET status = 'done' WHERE status = "
                       u"'pending' AND id IN (%1)"_s.arg(quoted.join(u','))); // locked: next turn
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
            }
        });
    }
    ~StandInRelay() {
        stop = true;
        if (thread.joinable())
            thread.join();
    }
};

} // namespace

void TestSafetyPromises::canaryStepsOnlyOverSettledRows() {
    const QString path = m_dir.filePath(u"canary6.sqlite"_s);
    const auto session = sqliteWithDeadPuts(path, 10);
    QVERIFY(session);
    DatabaseSession &s = *session;
    auto table = TableResolver::resolve(s, request(u"vortos_object_store_outbox"_s));
    QVERIFY(table);
    OutboxReader reader(s, *table);
    auto plan = planRetry(reader, RetryRequest{});
    QVERIFY(plan);
    // The relay delivers the canary (rows 0, 1), then dies: nothing settles after.
    StandInRelay relay;
    relay.start(path, {uuidFor(0), uuidFor(1)});
    CanaryOptions o;
    o.canary = 2;
    o.rate = 2; // then steps of 2 rows a second
    o.settleTimeoutSeconds = 2;
    o.pollMilliseconds = 100;
    auto outcome = canaryRedrive(reader, *plan, o, context());
    QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().message));
    QCOMPARE(outcome->stop, RedriveStop::NotSettled);
    // The canary and two steps reset (at most one step unsettled at a time); the third waited
    // for the first and stopped when the settle timeout passed. Before: every step ran, "8 not
    // settled", nothing left dead.
    QCOMPARE(outcome->tally.retried, 6);
    QCOMPARE(outcome->notRetried, 4);
    QCOMPARE(count(s, u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'dead'"_s),
             4);
}

void TestSafetyPromises::canaryCountsOnlyTheRowsItReset() {
    const QString path = m_dir.filePath(u"canary8.sqlite"_s);
    const auto session = sqliteWithDeadPuts(path, 8);
    QVERIFY(session);
    DatabaseSession &s = *session;
    QStringList all;
    for (int n = 0; n < 8; ++n)
        all << uuidFor(n);
    auto table = TableResolver::resolve(s, request(u"vortos_object_store_outbox"_s));
    QVERIFY(table);
    OutboxReader reader(s, *table);
    auto plan = planRetry(reader, RetryRequest{});
    QVERIFY(plan);
    // Another session marks three of the frozen rows done before the redrive reaches them.
    QVERIFY(test::runSql(s, {u"UPDATE vortos_object_store_outbox SET status = 'done' WHERE id IN "
                             u"('%1', '%2', '%3')"_s.arg(uuidFor(5), uuidFor(6), uuidFor(7))})
                .ok());
    StandInRelay relay;
    relay.start(path, all);
    CanaryOptions o;
    o.canary = 2;
    o.settleTimeoutSeconds = 10;
    o.pollMilliseconds = 100;
    auto outcome = canaryRedrive(reader, *plan, o, context());
    QVERIFY2(outcome, outcome ? "" : qPrintable(outcome.error().message));
    QCOMPARE(outcome->stop, RedriveStop::Completed);
    // Before: "5 retried, 8 delivered" (the three marked done counted as its deliveries).
    QCOMPARE(outcome->tally.retried, 5);
    QCOMPARE(outcome->tally.succeeded, 5);
    QVERIFY2(outcome->summary.startsWith(u"5 retried, 5 delivered"_s),
             qPrintable(outcome->summary));
}

// Item 9. The disk fills mid-run (the file size limit of the process: writes past it fail as on
// a full disk). Before: a batch committed, its record failed, and the log said "killed" with
// that batch missing: the database held more changes than the log knew of.
void TestSafetyPromises::fullDiskNeverLosesACommittedBatch() {
    loadVortos(40);
    QProcess p;
    test::dieWithTest(p);
    p.setProcessEnvironment(environment(test::postgresSpec()));
    p.setWorkingDirectory(m_dir.path());
    p.setChildProcessModifier([] {
        ::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails (EFBIG), as ENOSPC would
        const rlimit limit{6000, 6000};
        ::setrlimit(RLIMIT_FSIZE, &limit);
    });
    p.start(
        qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
        {u"--table="_s + m_table, u"retry"_s, u"--force"_s, u"--batch-size=1"_s, u"--limit=40"_s});
    QVERIFY(p.waitForFinished(120000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 1);
    const qint64 changed =
        count(*m_pg, u"SELECT COUNT(*) FROM %1 WHERE status = 'pending'"_s.arg(m_table));
    QVERIFY2(changed > 0 && changed < 40, qPrintable(u"%1 changed: %2"_s.arg(changed).arg(err)));

    const Run audit = run({u"audit"_s, u"--output=json"_s, u"--limit=5"_s});
    const QJsonArray records =
        QJsonDocument::fromJson(audit.out.toUtf8()).object().value(u"records"_s).toArray();
    QVERIFY2(!records.isEmpty(), qPrintable(audit.err));
    const QJsonObject last = records.first().toObject();
    QCOMPARE(last.value(u"stage"_s).toString(), u"interrupted"_s);
    const QString outcome = last.value(u"outcome"_s).toString();
    const QRegularExpressionMatch recorded =
        QRegularExpression(u"(\\d+) row\\(s\\) changed in \\d+ recorded committed batch"_s)
            .match(outcome);
    QVERIFY2(recorded.hasMatch(), qPrintable(outcome));
    const QRegularExpressionMatch maybe =
        QRegularExpression(u"may have changed (\\d+) more row"_s).match(outcome);
    const qint64 confirmed = recorded.captured(1).toLongLong();
    const qint64 possible = confirmed + (maybe.hasMatch() ? maybe.captured(1).toLongLong() : 0);
    // Every committed row is in the log, confirmed or recorded before its commit.
    QVERIFY2(confirmed <= changed && changed <= possible,
             qPrintable(u"database %1, log %2 (+%3): %4"_s.arg(changed)
                            .arg(confirmed)
                            .arg(possible - confirmed)
                            .arg(outcome)));
    QVERIFY2(!outcome.contains(u"(the command was killed or the machine stopped)"_s),
             qPrintable(outcome));
}

// Item 11. Before: the error groups of `retry --dry-run` and the "relays running" line (from the
// relay registry, which any writer of the database can forge) reached the terminal raw.
void TestSafetyPromises::databaseTextNeverReachesTheTerminalRaw() {
    loadVortos(3);
    const QString hostile = u"\u001b]0;owned\u0007\u001b[2J\u009b31m"_s;
    QSqlQuery q(m_pg->database());
    q.prepare(u"UPDATE %1 SET last_error = ?"_s.arg(m_table));
    q.addBindValue(u"Upload failed "_s + hostile);
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QSqlQuery forged(m_pg->database());
    forged.prepare(u"INSERT INTO outbox_console_relays (relay_id, outbox_table, host, pid, agent, "
                   u"profile, destination, started_ms, beat_ms, delivered, dead, paused) VALUES "
                   u"('forged', ?, ?, 1, ?, NULL, NULL, ?, ?, 0, 0, 0)"_s);
    forged.addBindValue(m_table);
    forged.addBindValue(u"host"_s + hostile);
    forged.addBindValue(u"agent"_s + hostile);
    forged.addBindValue(now);
    forged.addBindValue(now);
    QVERIFY2(forged.exec(), qPrintable(forged.lastError().text()));
    const Run dry = run({u"--table="_s + m_table, u"retry"_s, u"--dry-run"_s});
    QVERIFY2(dry.code == 0, qPrintable(dry.err));
    QVERIFY2(dry.err.contains(u"Upload failed"_s), qPrintable(dry.err));
    QVERIFY2(!hasControls(dry.out) && !hasControls(dry.err), qPrintable(dry.err));
    const Run canary = run({u"--table="_s + m_table, u"retry"_s, u"--canary=1"_s, u"--dry-run"_s});
    QVERIFY2(canary.err.contains(u"running against the table"_s), qPrintable(canary.err));
    QVERIFY2(!hasControls(canary.out) && !hasControls(canary.err), qPrintable(canary.err));
    const Run relay = run({u"--table="_s + m_table, u"--object-store=file:"_s + m_dir.path(),
                           u"relay"_s, u"--once"_s});
    QVERIFY2(relay.err.contains(u"Other relays"_s), qPrintable(relay.err));
    QVERIFY2(!hasControls(relay.out) && !hasControls(relay.err), qPrintable(relay.err));
}

// Item 12 and the FIFO. Before: invalid UTF-8 was resent with U+FFFD in its place, "str" and
// null were "not valid JSON", a FIFO as --payload-file blocked forever.
void TestSafetyPromises::resendInputIsCheckedFirst() {
    loadVortos(2);
    const QString file = m_dir.filePath(u"payload.json"_s);
    const auto resendWith = [&](const QByteArray &bytes) {
        QFile f(file);
        f.open(QIODevice::WriteOnly | QIODevice::Truncate);
        f.write(bytes);
        f.close();
        return run({u"--table="_s + m_table, u"resend"_s, uuidFor(0), u"--payload-file="_s + file,
                    u"--force"_s});
    };
    const Run notUtf8 =
        resendWith("{\"name\":\"put\",\"key\":\"k/\xff\",\"body_base64\":\"eA==\"}");
    QVERIFY2(notUtf8.code == 2 && notUtf8.err.contains(u"offset 23"_s), qPrintable(notUtf8.err));
    const Run string = resendWith("\"str\"");
    QVERIFY2(string.code == 2 && string.err.contains(u"a JSON string, not a JSON object"_s),
             qPrintable(string.err));
    const Run null = resendWith("null");
    QVERIFY2(null.code == 2 && null.err.contains(u"a JSON null, not a JSON object"_s),
             qPrintable(null.err));
    const QString fifo = m_dir.filePath(u"payload.fifo"_s);
    QFile::remove(fifo);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QElapsedTimer took;
    took.start();
    const Run fromFifo = run({u"--table="_s + m_table, u"resend"_s, uuidFor(0),
                              u"--payload-file="_s + fifo, u"--force"_s},
                             test::postgresSpec(), 20000);
    QVERIFY2(fromFifo.code == 2 && fromFifo.err.contains(u"FIFO"_s),
             qPrintable(u"exit %1: %2"_s.arg(fromFifo.code).arg(fromFifo.err)));
    QCOMPARE(count(*m_pg, u"SELECT COUNT(*) FROM "_s + m_table), 2);
    QCOMPARE(count(*m_pg, u"SELECT COUNT(*) FROM outbox_console_superseded"_s), 0);
    // The canary's options agree with the docs: 1 is a ratio ("never stop on it"), and the
    // settle timeout goes with --canary only.
    const Run one = run({u"--table="_s + m_table, u"retry"_s, u"--canary=1"_s, u"--abort-ratio=1"_s,
                         u"--dry-run"_s});
    QVERIFY2(one.code == 0, qPrintable(one.err));
    const Run settle =
        run({u"--table="_s + m_table, u"retry"_s, u"--settle-timeout=5"_s, u"--force"_s});
    QVERIFY2(settle.code == 2 && settle.err.contains(u"--settle-timeout"_s),
             qPrintable(settle.err));
    QCOMPARE(count(*m_pg, u"SELECT COUNT(*) FROM %1 WHERE status = 'dead'"_s.arg(m_table)), 2);
}

// Item 12, MariaDB. Before: a CHECK of the table refusing the edit was exit 1 with the driver's
// raw text; it is bad input.
void TestSafetyPromises::resendRefusedByACheckConstraintIsBadInput() {
    DatabaseSession &maria = *m_maria;
    const QString table = u"vortos_object_store_outbox"_s;
    QVERIFY(test::runSql(maria, {u"DROP TABLE IF EXISTS "_s + table}).ok());
    QVERIFY(test::runSqlFile(maria, u"vortos-mysql.sql"_s).ok());
    QVERIFY(test::runSql(maria,
                         {u"ALTER TABLE %1 ADD CONSTRAINT short_payloads CHECK (LENGTH(payload) "
                          u"< 80)"_s.arg(table),
                          u"INSERT INTO %1 (id, operation, status, attempt_count, payload, "
                          u"last_error, created_at) VALUES ('%2', 'put', 'dead', 5, '%3', 'boom', "
                          u"'2026-06-01 10:00:00')"_s.arg(table, uuidFor(0), putPayload(0))})
                .ok());
    const Run init = run({u"--table="_s + table, u"relay"_s, u"init"_s}, test::mysqlSpec());
    QVERIFY2(init.code == 0, qPrintable(init.err));
    const QString file = m_dir.filePath(u"long.json"_s);
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"name\":\"put\",\"key\":\"k/" + QByteArray(80, 'a') +
                "\",\"body_base64\":\"eA==\"}");
    }
    const Run r = run(
        {u"--table="_s + table, u"resend"_s, uuidFor(0), u"--payload-file="_s + file, u"--force"_s},
        test::mysqlSpec());
    QVERIFY2(r.code == 2, qPrintable(u"exit %1: %2"_s.arg(r.code).arg(r.err)));
    QVERIFY2(r.err.contains(u"CHECK constraint"_s), qPrintable(r.err));
    QCOMPARE(count(maria, u"SELECT COUNT(*) FROM "_s + table), 1);
}

// Item 13. Before: the history was read whole from whatever the path named (a FIFO blocked the
// overview for good; /dev/zero filled the memory) and written through a link onto its target.
void TestSafetyPromises::overviewHistoryIsARegularFileOfItsOwn() {
    const Run demo = run({u"demo"_s, u"--path="_s + m_dir.filePath(u"demo"_s)});
    QVERIFY2(demo.code == 0, qPrintable(demo.err));
    const QString history = m_dir.filePath(u"data/outbox-console/overview-history.json"_s);
    const QString victim = m_dir.filePath(u"victim.txt"_s);
    {
        QFile f(victim);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not the console's");
    }
    QVERIFY(QFile::link(victim, history));
    const Run linked = run({u"overview"_s});
    QVERIFY2(linked.code == 0, qPrintable(linked.err));
    QVERIFY2(linked.err.contains(u"symbolic link"_s), qPrintable(linked.err));
    {
        QFile f(victim);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("not the console's"));
    }
    QVERIFY(QFile::remove(history));
    QCOMPARE(::mkfifo(QFile::encodeName(history).constData(), 0600), 0);
    const Run fifo = run({u"overview"_s}, test::postgresSpec(), 30000);
    QVERIFY2(fifo.code == 0 && fifo.err.contains(u"FIFO"_s),
             qPrintable(u"exit %1: %2"_s.arg(fifo.code).arg(fifo.err)));
    QVERIFY(QFile::remove(history));
    {
        QFile f(history);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(9 * 1024 * 1024, ' '));
    }
    const Run huge = run({u"overview"_s});
    QVERIFY2(huge.code == 0 && huge.err.contains(u"bytes"_s), qPrintable(huge.err));
}

// Item 14. Before: a heartbeat dated in the future counted as a working relay forever.
void TestSafetyPromises::heartbeatFromTheFutureIsClockSkew() {
    loadVortos(2);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QSqlQuery q(m_pg->database());
    q.prepare(u"INSERT INTO outbox_console_relays (relay_id, outbox_table, host, pid, agent, "
              u"profile, destination, started_ms, beat_ms, delivered, dead, paused) VALUES "
              u"('future', ?, 'skewed-host', 1, 'outboxctl', NULL, NULL, ?, ?, 0, 0, 0)"_s);
    q.addBindValue(m_table);
    q.addBindValue(now);
    q.addBindValue(now + 24 * 3600 * 1000);
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    const Run added = run({u"--database="_s + test::postgresSpec().displayUrl(),
                           u"--table="_s + m_table, u"profile"_s, u"add"_s, u"skew"_s});
    QVERIFY2(added.code == 0, qPrintable(added.err));
    const Run overview = run({u"overview"_s, u"--output=json"_s});
    QVERIFY2(overview.code == 0, qPrintable(overview.err));
    const QJsonObject line = QJsonDocument::fromJson(overview.out.toUtf8())
                                 .object()
                                 .value(u"profiles"_s)
                                 .toArray()
                                 .first()
                                 .toObject();
    QCOMPARE(line.value(u"relay"_s).toString(), u"silent"_s);
    QVERIFY2(line.value(u"relay_note"_s).toString().contains(u"clock skew"_s),
             qPrintable(line.value(u"relay_note"_s).toString()));
    const Run canary = run({u"--table="_s + m_table, u"retry"_s, u"--canary=1"_s, u"--dry-run"_s});
    QVERIFY2(canary.err.contains(u"no relay is running"_s), qPrintable(canary.err));
}

// Item 15. Before: both tables got one trigger function and one channel (the names cut at 63
// bytes), and uninstalling one failed with PostgreSQL's raw "other objects depend on it".
void TestSafetyPromises::notifyNamesStayDistinct() {
    loadVortos(1);
    const QString stem = QString(45, u'n');
    const QString a = u"rel3.%1_one"_s.arg(stem);
    const QString b = u"rel3.%1_two"_s.arg(stem);
    QVERIFY(test::runSql(*m_pg, {u"CREATE TABLE %1 (LIKE %2 INCLUDING ALL)"_s.arg(a, m_table),
                                 u"CREATE TABLE %1 (LIKE %2 INCLUDING ALL)"_s.arg(b, m_table)})
                .ok());
    for (const QString &t : {a, b}) {
        const Run install = run({u"--table="_s + t, u"notify"_s, u"install"_s});
        QVERIFY2(install.code == 0, qPrintable(install.err));
    }
    const Run statusA = run({u"--table="_s + a, u"notify"_s, u"status"_s});
    const Run statusB = run({u"--table="_s + b, u"notify"_s, u"status"_s});
    const QRegularExpression channel(u"channel (\\S+)"_s);
    const QString channelA = channel.match(statusA.out).captured(1);
    const QString channelB = channel.match(statusB.out).captured(1);
    QVERIFY2(!channelA.isEmpty() && channelA != channelB,
             qPrintable(statusA.out + u" / "_s + statusB.out));
    QVERIFY(channelA.toUtf8().size() <= 60);
    const Run uninstall = run({u"--table="_s + a, u"notify"_s, u"uninstall"_s});
    QVERIFY2(uninstall.code == 0, qPrintable(uninstall.err));
    const Run still = run({u"--table="_s + b, u"notify"_s, u"status"_s});
    QVERIFY2(still.out.startsWith(u"installed on"_s), qPrintable(still.out));
}

// Item 16. Before: the log followed a link to a regular file (writing the records there) and
// created a dangling link's target.
void TestSafetyPromises::auditLogThroughALinkIsRefused() {
    loadVortos(3);
    const QString other = m_dir.filePath(u"elsewhere.jsonl"_s);
    {
        QFile f(other);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("someone else's\n");
    }
    QFile::remove(auditPath()); // relay init's record
    QVERIFY(QFile::link(other, auditPath()));
    const Run linked = run({u"--table="_s + m_table, u"retry"_s, u"--force"_s});
    QVERIFY2(linked.code == 1 && linked.err.contains(u"symbolic link"_s), qPrintable(linked.err));
    {
        QFile f(other);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("someone else's\n"));
    }
    QVERIFY(QFile::remove(auditPath()));
    const QString dangling = m_dir.filePath(u"not-there.jsonl"_s);
    QVERIFY(QFile::link(dangling, auditPath()));
    const Run danglingRun = run({u"--table="_s + m_table, u"retry"_s, u"--force"_s});
    QCOMPARE(danglingRun.code, 1);
    QVERIFY(!QFile::exists(dangling));
    QCOMPARE(count(*m_pg, u"SELECT COUNT(*) FROM %1 WHERE status = 'dead'"_s.arg(m_table)), 3);
}

QTEST_GUILESS_MAIN(TestSafetyPromises)
#include "tst_safetypromises.moc"
