// Other libraries' own code writes their outbox tables, and the console reads and changes them as
// those libraries do. tests/support/java-writer (Maven projects in tests/support/java-writers,
// every version pinned, built once into a cache) runs:
//  - gruelbox transaction-outbox 4.2.268 (Dialect POSTGRESQL_9 / MY_SQL_8): its migrations make
//    TXNO_OUTBOX, then one entry whose handler throws is blocked after 2 attempts, one with a
//    uniqueRequestId succeeds and is kept (processed), one is scheduled but never due (pending);
//  - Spring Modulith 2.0.3 on Spring Boot 4.0.7 (JDBC registry, schema v2, completion mode
//    UPDATE): one event whose listener returns (COMPLETED), one whose listener throws (FAILED),
//    one whose listener still runs when the JVM stops (PROCESSING, or PUBLISHED).
// Each on PostgreSQL and on MariaDB, in a database of its own made afresh. Then outboxctl:
//  - detects each table's format, and counts and lists every row in the state the library left
//    it in; show names the blocked or failed row's event type (gruelbox: class.method of the
//    invocation; Modulith: the event's class);
//  - gruelbox: retry unblocks exactly the blocked row as the library's own unblock does (attempts
//    0, blocked false, version as it was), and the library then runs it again by itself (a flush
//    with the handler healed: it succeeds and deletes the entry);
//  - Modulith: retry is refused (only the application's resubmission sends an event again), and
//    mark-done completes the failed row as the library does (COMPLETED, completion_date set).
#include "connection/databasesession.h"

#include "testdatabases.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// The gruelbox writer's entries are calls of its Payments service (tests/support/java-writers).
const QString kGruelboxService = u"interop.gruelbox.Main$Payments"_s;

// The rows of `stats` (text: it has no JSON output) by state: "pending" → 1, … and "total".
QHash<QString, int> statsCounts(const QString &out) {
    static const QRegularExpression line(u"^(pending|inflight|dead|sent|total)\\s*\\|\\s*(\\d+)"_s,
                                         QRegularExpression::MultilineOption);
    QHash<QString, int> counts;
    for (auto it = line.globalMatch(out); it.hasNext();) {
        const auto m = it.next();
        counts.insert(m.captured(1), m.captured(2).toInt());
    }
    return counts;
}

QString countsText(const QHash<QString, int> &counts) {
    QStringList parts;
    for (const QString &state : {u"pending"_s, u"inflight"_s, u"dead"_s, u"sent"_s, u"total"_s})
        parts.append(u"%1 %2"_s.arg(state).arg(counts.value(state, -1)));
    return parts.join(u", "_s);
}

// One library's table in one database.
struct Written {
    QString database; // its name on the fixture's server, made afresh for it
    QString table;    // as outboxctl is given it
    QJsonObject ids;  // the writer's summary: the ids by state
    bool written = false;
};

} // namespace

class TestJavaWriters : public QObject {
    Q_OBJECT
private slots:
    void initTestCase_data();
    void initTestCase();
    void cleanupTestCase();
    void gruelboxRowsReadExactly();
    void gruelboxRetryIsTheLibrarysUnblock();
    void modulithRowsReadExactly();
    void modulithRetryRefusedMarkDoneCompletes();

private:
    QString databaseName() const;
    // A table name the libraries write unquoted, as the current row's server keeps it: PostgreSQL
    // folds it to lower case, MariaDB keeps it as written.
    QString foldedName(const QString &unquoted) const;
    // The fixture's server of the current row, on database (its default one when empty).
    ConnectionSpec spec(const QString &database = {}) const;
    // A new database on the current row's server; its name into written.database.
    void makeDatabase(Written &written, const QString &library);
    test::CliRun writer(const Written &written, const QStringList &args,
                        const QProcessEnvironment &extra = {});
    test::CliRun ctl(const Written &written, const QStringList &args);
    // The first row of sql on written's database, its columns as text (empty when none).
    QStringList sqlRow(const Written &written, const QString &sql);
    // The writer's summary for the current row, after its write (FAILs the test without one).
    Written &gruelbox();
    Written &modulith();
    // list --output=json: each row's id → state.
    QHash<QString, QString> listedStates(const Written &written);

    QTemporaryDir m_dir;
    QString m_tag;
    QHash<QString, Written> m_gruelbox; // by database row
    QHash<QString, Written> m_modulith;
};

void TestJavaWriters::initTestCase_data() {
    test::addDatabaseRows({u"postgresql"_s, u"mariadb"_s});
}

void TestJavaWriters::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    for (const ConnectionSpec &s : {test::postgresSpec(), test::mysqlSpec()})
        QVERIFY2(s.host == u"127.0.0.1"_s, qPrintable(s.displayUrl())); // loopback only
    m_tag = u"%1"_s.arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
    // The writers, compiled once per version of their sources (the first time resolves their
    // jars from Maven Central into the cache, see tests/support/java-writer); Maven's own time
    // box is 600 s. Its output goes where the test's does.
    QProcess build;
    build.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OUTBOX_JAVA_WRITER_BUILD_TIMEOUT"_s, u"600"_s);
    build.setProcessEnvironment(env);
    test::dieWithTest(build);
    build.start(test::supportFile(u"java-writer"_s), {u"build"_s});
    const bool finished = build.waitForFinished(660'000);
    if (!finished)
        build.kill();
    QVERIFY2(finished && build.exitStatus() == QProcess::NormalExit && build.exitCode() == 0,
             "tests/support/java-writer build failed (its messages above)");
}

void TestJavaWriters::cleanupTestCase() {
    // The databases this test made, on both servers.
    for (const auto *library : {&m_gruelbox, &m_modulith}) {
        for (auto it = library->cbegin(); it != library->cend(); ++it) {
            if (it->database.isEmpty())
                continue; // its writer's test did not run
            const bool pg = it.key() == u"postgresql"_s;
            std::unique_ptr<DatabaseSession> session;
            const Status opened =
                test::openSession(session, pg ? test::postgresSpec() : test::mysqlSpec(),
                                  u"javawriters-cleanup-"_s + it.key());
            QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
            const Status dropped =
                test::runSql(*session, {u"DROP DATABASE IF EXISTS %1%2"_s.arg(
                                           it->database, pg ? u" WITH (FORCE)"_s : QString())});
            QVERIFY2(dropped.ok(), dropped.ok() ? "" : qPrintable(dropped.error().message));
        }
    }
}

QString TestJavaWriters::databaseName() const {
    QFETCH_GLOBAL(QString, database);
    return database;
}

QString TestJavaWriters::foldedName(const QString &unquoted) const {
    return databaseName() == u"postgresql"_s ? unquoted.toLower() : unquoted;
}

ConnectionSpec TestJavaWriters::spec(const QString &database) const {
    ConnectionSpec s = databaseName() == u"postgresql"_s ? test::postgresSpec() : test::mysqlSpec();
    if (!database.isEmpty())
        s.database = database;
    return s;
}

void TestJavaWriters::makeDatabase(Written &written, const QString &library) {
    // The run's own name (m_tag is random): nothing of an earlier run is in it.
    written.database = u"jw_%1_%2"_s.arg(library, m_tag);
    std::unique_ptr<DatabaseSession> session;
    const Status opened = test::openSession(
        session, spec(), u"javawriters-make-%1-%2"_s.arg(library, databaseName()));
    QVERIFY2(opened.ok(), opened.ok() ? "" : qPrintable(opened.error().message));
    const Status made = test::runSql(*session, {u"CREATE DATABASE "_s + written.database});
    QVERIFY2(made.ok(), made.ok() ? "" : qPrintable(made.error().message));
}

test::CliRun TestJavaWriters::writer(const Written &written, const QStringList &args,
                                     const QProcessEnvironment &extra) {
    const ConnectionSpec s = spec(written.database);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // The JDBC URL names the server and database only; the password goes in its own variable.
    env.insert(u"OUTBOX_WRITER_JDBC_URL"_s,
               u"jdbc:%1://%2:%3/%4"_s.arg(databaseName() == u"postgresql"_s ? u"postgresql"_s
                                                                             : u"mariadb"_s,
                                           s.host, QString::number(s.port), s.database));
    env.insert(u"OUTBOX_WRITER_USER"_s, s.user);
    env.insert(u"OUTBOX_WRITER_PASSWORD"_s, s.password);
    env.remove(u"OUTBOX_WRITER_HEALED"_s);
    env.insert(extra);
    // The script time-boxes the JVM (120 s); this only catches the script itself hanging.
    return test::runWriter(test::supportFile(u"java-writer"_s), QStringList{u"run"_s} + args, env,
                           180'000);
}

test::CliRun TestJavaWriters::ctl(const Written &written, const QStringList &args) {
    const QString home = m_dir.filePath(u"home-"_s + databaseName());
    return test::runOutboxctl(QStringList{args.value(0), u"--table"_s, written.table} + args.mid(1),
                              test::databaseUserEnvironment(home, spec(written.database)));
}

QStringList TestJavaWriters::sqlRow(const Written &written, const QString &sql) {
    std::unique_ptr<DatabaseSession> session;
    const Status opened =
        test::openSession(session, spec(written.database), u"javawriters-sql-"_s + databaseName());
    if (!opened.ok()) {
        QTest::qFail(qPrintable(opened.error().message), __FILE__, __LINE__);
        return {};
    }
    QSqlQuery q(session->database());
    if (!q.exec(sql)) {
        QTest::qFail(qPrintable(q.lastError().text() + u"\n  in: "_s + sql), __FILE__, __LINE__);
        return {};
    }
    QStringList row;
    if (q.next())
        for (int i = 0; i < q.record().count(); ++i)
            row.append(q.value(i).toString());
    return row;
}

Written &TestJavaWriters::gruelbox() {
    return m_gruelbox[databaseName()];
}

Written &TestJavaWriters::modulith() {
    return m_modulith[databaseName()];
}

QHash<QString, QString> TestJavaWriters::listedStates(const Written &written) {
    const test::CliRun r = ctl(written, {u"list"_s, u"--output=json"_s});
    if (r.code != 0) {
        QTest::qFail(qPrintable(u"list: "_s + r.err), __FILE__, __LINE__);
        return {};
    }
    QHash<QString, QString> states;
    const QJsonArray rows = test::jsonArray(r.out, u"rows"_s);
    for (const QJsonValue &v : rows)
        states.insert(v.toObject().value(u"id"_s).toString(),
                      v.toObject().value(u"state"_s).toString());
    return states;
}

// gruelbox's own migrations and API: outboxctl detects TXNO_OUTBOX, and reads the blocked entry
// as dead, the processed one as sent (its uniqueRequestId the event id), the one never due as
// pending; show gives the blocked entry's class.method.
void TestJavaWriters::gruelboxRowsReadExactly() {
    Written &w = gruelbox();
    makeDatabase(w, u"gruelbox"_s);
    if (QTest::currentTestFailed())
        return;
    w.table = foldedName(u"TXNO_OUTBOX"_s);
    const test::CliRun r = writer(w, {u"gruelbox"_s, u"write"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err.right(4000)));
    w.ids = test::lastJsonLine(r.out);
    for (const QString &key : {u"blocked"_s, u"processed"_s, u"pending"_s})
        QVERIFY2(!w.ids.value(key).toString().isEmpty(), qPrintable(r.out));
    w.written = true;

    test::CliRun c = ctl(w, {u"stats"_s});
    QVERIFY2(c.code == 0, qPrintable(c.err));
    QVERIFY2(c.out.contains(u"(gruelbox, "_s), qPrintable(c.out));
    const QHash<QString, int> counts = statsCounts(c.out);
    QCOMPARE(countsText(counts), u"pending 1, inflight 0, dead 1, sent 1, total 3"_s);

    const QHash<QString, QString> states = listedStates(w);
    QCOMPARE(states.size(), 3);
    QCOMPARE(states.value(w.ids.value(u"blocked"_s).toString()), u"dead"_s);
    QCOMPARE(states.value(w.ids.value(u"processed"_s).toString()), u"sent"_s);
    QCOMPARE(states.value(w.ids.value(u"pending"_s).toString()), u"pending"_s);

    c = ctl(w, {u"show"_s, w.ids.value(u"blocked"_s).toString(), u"--output=json"_s});
    QVERIFY2(c.code == 0, qPrintable(c.err));
    const QJsonObject blocked = test::jsonObject(c.out);
    QCOMPARE(blocked.value(u"operation"_s).toString(), kGruelboxService + u".charge"_s);
    QCOMPARE(blocked.value(u"state"_s).toString(), u"dead"_s);
    QCOMPARE(blocked.value(u"status"_s).toString(), u"blocked"_s);
    QCOMPARE(blocked.value(u"attempt_count"_s).toInt(), 2);
    QCOMPARE(blocked.value(u"payload"_s).toObject().value(u"m"_s).toString(), u"charge"_s);

    c = ctl(w, {u"show"_s, w.ids.value(u"processed"_s).toString(), u"--output=json"_s});
    QVERIFY2(c.code == 0, qPrintable(c.err));
    const QJsonObject processed = test::jsonObject(c.out);
    QCOMPARE(processed.value(u"operation"_s).toString(), kGruelboxService + u".confirm"_s);
    QVERIFY2(processed.value(u"event_id"_s).toString().startsWith(u"confirm-"_s),
             qPrintable(c.out));
}

// retry does what gruelbox's own unblock does, to the blocked row only: attempts 0, blocked
// false, version and the other rows as they were. The library's next flush then runs the entry
// again; with its handler healed it succeeds, and gruelbox deletes it (it has no unique request
// id). The console only handed the row back: the library did the rest.
void TestJavaWriters::gruelboxRetryIsTheLibrarysUnblock() {
    Written &w = gruelbox();
    QVERIFY2(w.written, "the gruelbox writer did not write this database's rows");
    const QString id = w.ids.value(u"blocked"_s).toString();
    // blocked is a BOOLEAN on PostgreSQL and a VARCHAR holding '1'/'0' on MariaDB: compared to a
    // boolean, both read alike.
    const QString rowSql =
        u"SELECT attempts, CASE WHEN blocked = true THEN 'blocked' ELSE 'unblocked' END, version, "
        "CASE WHEN processed = true THEN 'processed' ELSE 'unprocessed' END "
        "FROM TXNO_OUTBOX WHERE id = '%1'"_s;
    const QStringList before = sqlRow(w, rowSql.arg(id));
    QCOMPARE(before.value(0), u"2"_s);
    QCOMPARE(before.value(1), u"blocked"_s);
    const QStringList processedBefore =
        sqlRow(w, rowSql.arg(w.ids.value(u"processed"_s).toString()));
    const QStringList pendingBefore = sqlRow(w, rowSql.arg(w.ids.value(u"pending"_s).toString()));

    test::CliRun c = ctl(w, {u"retry"_s, u"--dry-run"_s});
    QVERIFY2(c.code == 0, qPrintable(c.err));
    QVERIFY2(c.out.contains(id) && (c.out + c.err).contains(u"1 dead"_s),
             qPrintable(c.out + c.err));
    QVERIFY2(!c.out.contains(w.ids.value(u"pending"_s).toString()), qPrintable(c.out));
    QCOMPARE(sqlRow(w, rowSql.arg(id)), before); // a dry run changes nothing

    c = ctl(w, {u"retry"_s, u"--force"_s});
    QVERIFY2(c.code == 0, qPrintable(c.out + c.err));
    QVERIFY2((c.out + c.err).contains(u"1 retried"_s), qPrintable(c.out + c.err));
    QCOMPARE(sqlRow(w, rowSql.arg(id)),
             (QStringList{u"0"_s, u"unblocked"_s, before.value(2), u"unprocessed"_s}));
    QCOMPARE(sqlRow(w, rowSql.arg(w.ids.value(u"processed"_s).toString())), processedBefore);
    QCOMPARE(sqlRow(w, rowSql.arg(w.ids.value(u"pending"_s).toString())), pendingBefore);
    c = ctl(w, {u"stats"_s});
    QCOMPARE(countsText(statsCounts(c.out)), u"pending 2, inflight 0, dead 0, sent 1, total 3"_s);

    // The application starts again with the payment service back: the library's flush runs the
    // unblocked entry (its due time passed when it was blocked), and only that one.
    QProcessEnvironment healed;
    healed.insert(u"OUTBOX_WRITER_HEALED"_s, u"1"_s);
    const test::CliRun r = writer(w, {u"gruelbox"_s, u"flush"_s}, healed);
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err.right(4000)));
    QCOMPARE(QJsonDocument(test::lastJsonLine(r.out).value(u"succeeded"_s).toArray())
                 .toJson(QJsonDocument::Compact),
             QJsonDocument(QJsonArray{id}).toJson(QJsonDocument::Compact));
    QCOMPARE(sqlRow(w, u"SELECT COUNT(*) FROM TXNO_OUTBOX WHERE id = '%1'"_s.arg(id)),
             QStringList{u"0"_s});
    const QHash<QString, QString> states = listedStates(w);
    QCOMPARE(states.size(), 2);
    QCOMPARE(states.value(w.ids.value(u"processed"_s).toString()), u"sent"_s);
    QCOMPARE(states.value(w.ids.value(u"pending"_s).toString()), u"pending"_s);
}

// Modulith's registry: outboxctl detects EVENT_PUBLICATION (schema v2), reads the completed
// publication as sent, the failed one as dead and the one whose listener never finished as in
// flight (PROCESSING) or pending (PUBLISHED); show gives the failed event's class.
void TestJavaWriters::modulithRowsReadExactly() {
    Written &w = modulith();
    makeDatabase(w, u"modulith"_s);
    if (QTest::currentTestFailed())
        return;
    w.table = foldedName(u"EVENT_PUBLICATION"_s);
    const test::CliRun r = writer(w, {u"modulith"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err.right(4000)));
    w.ids = test::lastJsonLine(r.out);
    for (const QString &key : {u"completed"_s, u"failed"_s, u"incomplete"_s})
        QVERIFY2(!w.ids.value(key).toString().isEmpty(), qPrintable(r.out));
    const QString incompleteStatus = w.ids.value(u"incomplete_status"_s).toString();
    QVERIFY2(incompleteStatus == u"PROCESSING"_s || incompleteStatus == u"PUBLISHED"_s,
             qPrintable(r.out));
    const bool inflight = incompleteStatus == u"PROCESSING"_s;
    w.written = true;

    test::CliRun c = ctl(w, {u"stats"_s});
    QVERIFY2(c.code == 0, qPrintable(c.err));
    QVERIFY2(c.out.contains(u"(modulith, "_s), qPrintable(c.out));
    QCOMPARE(countsText(statsCounts(c.out)),
             u"pending %1, inflight %2, dead 1, sent 1, total 3"_s.arg(inflight ? 0 : 1)
                 .arg(inflight ? 1 : 0));

    const QHash<QString, QString> states = listedStates(w);
    QCOMPARE(states.size(), 3);
    QCOMPARE(states.value(w.ids.value(u"completed"_s).toString()), u"sent"_s);
    QCOMPARE(states.value(w.ids.value(u"failed"_s).toString()), u"dead"_s);
    QCOMPARE(states.value(w.ids.value(u"incomplete"_s).toString()),
             inflight ? u"inflight"_s : u"pending"_s);

    c = ctl(w, {u"show"_s, w.ids.value(u"failed"_s).toString(), u"--output=json"_s});
    QVERIFY2(c.code == 0, qPrintable(c.err));
    const QJsonObject failed = test::jsonObject(c.out);
    QCOMPARE(failed.value(u"operation"_s).toString(), u"interop.modulith.PaymentDeclined"_s);
    QCOMPARE(failed.value(u"state"_s).toString(), u"dead"_s);
    QCOMPARE(failed.value(u"status"_s).toString(), u"FAILED"_s);
    // The listener is the key: one row per event and listener.
    QVERIFY2(failed.value(u"aggregate_id"_s)
                 .toString()
                 .contains(u"onPaymentDeclined(interop.modulith.PaymentDeclined)"_s),
             qPrintable(c.out));
}

// Only the application's resubmission sends a Modulith event again: retry is refused, saying so,
// and changes nothing. mark-done completes the failed publication as the library's own
// completion does: status COMPLETED and a completion date.
void TestJavaWriters::modulithRetryRefusedMarkDoneCompletes() {
    Written &w = modulith();
    QVERIFY2(w.written, "the Modulith writer did not write this database's rows");
    const QString id = w.ids.value(u"failed"_s).toString();
    const QString rowSql = u"SELECT STATUS, CASE WHEN COMPLETION_DATE IS NULL THEN 'open' ELSE "
                           "'completed' END, COMPLETION_ATTEMPTS FROM EVENT_PUBLICATION "
                           "WHERE ID = '%1'"_s;
    QCOMPARE(sqlRow(w, rowSql.arg(id)), (QStringList{u"FAILED"_s, u"open"_s, u"1"_s}));

    test::CliRun c = ctl(w, {u"retry"_s, u"--force"_s});
    QVERIFY2(c.code == 3, qPrintable(u"exit %1: %2"_s.arg(c.code).arg(c.out + c.err)));
    QVERIFY2(c.err.contains(u"resubmission"_s), qPrintable(c.err));
    QCOMPARE(sqlRow(w, rowSql.arg(id)), (QStringList{u"FAILED"_s, u"open"_s, u"1"_s}));

    c = ctl(w, {u"mark-done"_s, id, u"--force"_s});
    QVERIFY2(c.code == 0, qPrintable(c.out + c.err));
    QCOMPARE(sqlRow(w, rowSql.arg(id)), (QStringList{u"COMPLETED"_s, u"completed"_s, u"1"_s}));
    // The other publications are as the library left them.
    QCOMPARE(sqlRow(w, rowSql.arg(w.ids.value(u"completed"_s).toString())).mid(0, 2),
             (QStringList{u"COMPLETED"_s, u"completed"_s}));
    QCOMPARE(sqlRow(w, rowSql.arg(w.ids.value(u"incomplete"_s).toString())).mid(0, 2),
             (QStringList{w.ids.value(u"incomplete_status"_s).toString(), u"open"_s}));
    c = ctl(w, {u"stats"_s});
    QCOMPARE(countsText(statsCounts(c.out)).section(u", "_s, 2), u"dead 0, sent 2, total 3"_s);
}

QTEST_GUILESS_MAIN(TestJavaWriters)
#include "tst_javawriters.moc"
