// outboxctl as scripts use it: the real binary against the demo and against PostgreSQL, checking
// output formats, cursors, messages and exit codes.
#include "actions/retryplanning.h"
#include "connection/databasesession.h"
#include "notify/changenotify.h"
#include "settings/profile.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlDriver>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestOutboxctl : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void versionAndHelp();
    void demoStatsJson();
    void listPagesWithCursor();
    void csvAndTableOutput();
    void showParsesPayload();
    void showListsAttemptsAndAudit();
    void exitCodesForBadInput_data();
    void exitCodesForBadInput();
    void postgresql();
    void statsEstimatesSentOnLargeTables();
    void passwordNeverPrinted();
    void passwordCommandSuppliesThePassword();
    void retryDryRunThenForce();
    void retryOnPostgresql();
    void refusalsExitThree();
    void groupsPurgeAndAudit();
    void workerInstall();
    void notifyInstallStatusUninstall();
    void fennFlowDemoSaysWhyEventsFailed();
    void vocabularySurvivesADrainedBacklog();
    void profileRemembersTheVocabulary();
    void blockedKeys();
    void retryNowMakesRowsDue();
    void profileChoosesTheRelayOrdering();
    void parkLetsAKeyGo();
    void mappedTableThroughAProfile();

private:
    using Run = test::CliRun;
    Run run(const QStringList &args, const QProcessEnvironment &extra = {});

    // The database of spec as a user gives it to run(): OUTBOX_DATABASE_URL without the password,
    // and OUTBOX_DATABASE_PASSWORD.
    static QProcessEnvironment databaseEnvironment(const ConnectionSpec &spec);
    // A demo of its own, for a test that changes rows: its sqlite:// URL.
    QString freshDemo(const QString &name);
    // A FennFlow SQLite table (fennflow-sqlite.sql) at path, open under connection, with the
    // shipped vocabulary recorded and only rows in it: 'put' events of StorageObject, the event id
    // 'e' + id, created and updated at `at`. Null (with a warning) when a step fails.
    struct FennFlowRow {
        QString id, key, status, at;
    };
    static std::unique_ptr<DatabaseSession>
    fennFlowSqlite(const QString &path, const QString &connection, const QList<FennFlowRow> &rows);

    QTemporaryDir m_dir;
    QString m_db;
};

QString TestOutboxctl::freshDemo(const QString &name) {
    const Run demo = run({u"demo"_s, u"--path"_s, m_dir.filePath(name), u"--no-save-profile"_s});
    if (demo.code != 0)
        return {};
    return u"sqlite://"_s + m_dir.filePath(name + u"/outbox-demo.sqlite"_s);
}

std::unique_ptr<DatabaseSession> TestOutboxctl::fennFlowSqlite(const QString &path,
                                                               const QString &connection,
                                                               const QList<FennFlowRow> &rows) {
    auto session = test::newSqlite(path, connection, u"fennflow-sqlite.sql"_s);
    if (!session)
        return nullptr;
    QStringList sql{u"DELETE FROM outbox"_s};
    for (const FennFlowRow &r : rows)
        sql << u"INSERT INTO outbox VALUES ('%1', 'e%1', 'StorageObject', '%2', 'put', '{}', '%3', "
               "'%4', '%4')"_s.arg(r.id, r.key, r.status, r.at);
    Status made = test::recordShippedVocabulary(*session, u"outbox"_s);
    if (made)
        made = test::runSql(*session, sql);
    if (!made) {
        qWarning().noquote() << path << made.error().message;
        return nullptr;
    }
    return session;
}

QProcessEnvironment TestOutboxctl::databaseEnvironment(const ConnectionSpec &spec) {
    QProcessEnvironment env;
    env.insert(u"OUTBOX_DATABASE_URL"_s, spec.displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, spec.password);
    return env;
}

TestOutboxctl::Run TestOutboxctl::run(const QStringList &args, const QProcessEnvironment &extra) {
    QProcessEnvironment env = test::userEnvironment(m_dir.path());
    env.remove(u"OUTBOX_DATABASE_URL"_s);
    env.remove(u"OUTBOX_DATABASE_PASSWORD"_s);
    env.insert(extra);
    return test::runOutboxctl(args, env, {}, 60000);
}

void TestOutboxctl::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    const Run demo = run({u"demo"_s, u"--path"_s, m_dir.filePath(u"demo"_s)});
    QCOMPARE(demo.code, 0);
    QVERIFY(demo.out.contains(u"[profile demo]"_s));
    m_db = u"sqlite://"_s + m_dir.filePath(u"demo/outbox-demo.sqlite"_s);
}

void TestOutboxctl::versionAndHelp() {
    Run r = run({u"--version"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(u"outboxctl "_s));
    r = run({u"--help"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"stats"_s));
    r = run({u"list"_s, u"--help"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"--created-from"_s));
}

void TestOutboxctl::demoStatsJson() {
    // The demo saved its profile: --profile demo works as the README says.
    const Run r = run({u"--profile"_s, u"demo"_s, u"stats"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject o = test::jsonObject(r.out);
    QCOMPARE(o.value(u"type"_s).toString(), u"vortos"_s);
    QCOMPARE(o.value(u"total"_s).toInt(), 12000);
    const QJsonObject states = o.value(u"states"_s).toObject();
    QCOMPARE(states.value(u"pending"_s).toInt() + states.value(u"dead"_s).toInt() +
                 states.value(u"sent"_s).toInt() + states.value(u"inflight"_s).toInt(),
             12000);
    QVERIFY(o.value(u"oldest_pending_age_seconds"_s).toInt() > 0);

    const Run f = run({u"--database"_s, m_db, u"--table"_s, u"outbox"_s, u"stats"_s, u"--json"_s});
    QCOMPARE(f.code, 0);
    const QJsonObject fo = test::jsonObject(f.out);
    QCOMPARE(fo.value(u"type"_s).toString(), u"fennflow"_s);
    QCOMPARE(fo.value(u"vocabulary"_s).toString(), u"docs"_s);
}

void TestOutboxctl::listPagesWithCursor() {
    const QStringList base{u"--database"_s,    m_db,          u"list"_s, u"--state=dead"_s,
                           u"--output=json"_s, u"--limit=7"_s};
    Run r = run(base);
    QCOMPARE(r.code, 0);
    QJsonObject o = test::jsonObject(r.out);
    const QJsonArray first = o.value(u"rows"_s).toArray();
    QCOMPARE(first.size(), 7);
    const QString cursor = o.value(u"next_cursor"_s).toString();
    QVERIFY(!cursor.isEmpty());
    r = run(base + QStringList{u"--after"_s, cursor});
    QCOMPARE(r.code, 0);
    const QJsonArray second = test::jsonArray(r.out, u"rows"_s);
    QCOMPARE(second.size(), 7);
    QVERIFY(second.at(0).toObject().value(u"created_at"_s).toString() <=
            first.at(6).toObject().value(u"created_at"_s).toString());
    QVERIFY(second.at(0).toObject().value(u"id"_s) != first.at(6).toObject().value(u"id"_s));
    for (const QJsonValue &v : first)
        QCOMPARE(v.toObject().value(u"state"_s).toString(), u"dead"_s);

    // The dry run looks up again what "not found" rows read: where it is still missing, a retry
    // would fail again, and it says which rows.
    const Run dry =
        run({u"--profile"_s, u"demo"_s, u"retry"_s, u"--dry-run"_s, u"--limit=10000"_s});
    QCOMPARE(dry.code, 0);
    const qsizetype at = dry.err.indexOf(u"still missing: a retry would fail again:"_s);
    QVERIFY2(at >= 0, qPrintable(dry.err));
    const QStringList listed =
        dry.err.mid(at).section(u'\n', 1, 1).trimmed().split(u' ', Qt::SkipEmptyParts);
    QCOMPARE(listed.size(), 1);
    const Run shown =
        run({u"--profile"_s, u"demo"_s, u"show"_s, listed.constFirst(), u"--output=json"_s});
    QCOMPARE(shown.code, 0);
    const QString error = test::jsonObject(shown.out).value(u"last_error"_s).toString();
    QVERIFY2(errorSaysSourceMissing(error), qPrintable(error));
}

void TestOutboxctl::csvAndTableOutput() {
    Run r = run({u"--database"_s, m_db, u"list"_s, u"--limit"_s, u"3"_s, u"--output"_s, u"csv"_s});
    QCOMPARE(r.code, 0);
    QStringList lines = r.out.split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines.at(0).startsWith(u"id,state,status,operation"_s));
    QVERIFY(r.err.contains(u"next cursor"_s));
    r = run({u"--database"_s, m_db, u"list"_s, u"--limit"_s, u"3"_s, u"--state"_s, u"dead"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(u"ID "_s));
    QVERIFY(r.out.contains(u"Last Error"_s));
    QCOMPARE(r.out.count(u"| dead  | dead"_s), 3);
}

void TestOutboxctl::showParsesPayload() {
    Run r = run({u"--database"_s, m_db, u"list"_s, u"--operation=promote"_s, u"--limit=1"_s,
                 u"--output=json"_s});
    const QString id = test::jsonArray(r.out, u"rows"_s).at(0).toObject().value(u"id"_s).toString();
    QVERIFY(!id.isEmpty());
    r = run({u"--database"_s, m_db, u"show"_s, id, u"--output=json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject o = test::jsonObject(r.out);
    QVERIFY(o.value(u"payload"_s)
                .toObject()
                .value(u"temporary_key"_s)
                .toString()
                .startsWith(u"tmp/"_s));
}

// show prints what the console's row History shows: the attempts (attempt log) and the actions
// naming the row (this computer's audit log and the audit table), in table and JSON output. The
// row is retried, fails in the relay until dead, and is marked done, all through outboxctl; its
// error and the retry's reason carry escape sequences that must not reach the terminal.
void TestOutboxctl::showListsAttemptsAndAudit() {
    const ConnectionSpec spec = test::postgresSpec();
    DatabaseSession session(spec, u"ctl-show"_s);
    QVERIFY(session.open().ok());
    // The console's tables are shared by the database's outbox tables: none left from elsewhere.
    QVERIFY(test::runSql(session, {u"DROP SCHEMA IF EXISTS ctlshow CASCADE"_s,
                                   u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                                   u"DROP TABLE IF EXISTS outbox_console_attempts"_s})
                .ok());
    QVERIFY(test::runSqlFile(session, u"vortos-postgres.sql"_s, u"vortos"_s, u"ctlshow"_s).ok());
    const QString moved = u"0193f1a2-7c14-7e50-b144-7a5d6e7f8064"_s;     // a dead move
    const QString untouched = u"0193f1a2-7c12-7c3e-9f22-5e3b4c5d6e62"_s; // a done delete
    QVERIFY(test::runSql(session, {u"UPDATE ctlshow.object_store_outbox SET last_error = "
                                   "E'Object not found: \\x1b[2Jtmp/imports/batch-9.csv' "
                                   "WHERE id = '%1'"_s.arg(moved)})
                .ok());
    const QProcessEnvironment env = databaseEnvironment(spec);
    const QStringList table{u"--table=ctlshow.object_store_outbox"_s};
    const QString reason = u"OPS-9 \x1b]0;owned\x07 retry"_s;

    Run r = run(table + QStringList{u"relay"_s, u"init"_s}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run(table + QStringList{u"audit"_s, u"init"_s}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run(table +
                QStringList{u"retry"_s, u"--id="_s + moved, u"--force"_s, u"--reason="_s + reason},
            env);
    QVERIFY2(r.code == 0 && r.out.contains(u"Reset 1 "_s), qPrintable(r.out + r.err));
    // An empty folder store: the move's source is not there, and one attempt makes it dead.
    const QString store = m_dir.filePath(u"show-store"_s);
    QVERIFY(QDir().mkpath(store));
    r = run(table + QStringList{u"--object-store=file:"_s + store, u"relay"_s, u"--once"_s,
                                u"--max-attempts=1"_s},
            env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run(table + QStringList{u"mark-done"_s, moved, u"--force"_s, u"--reason=OPS-9 done"_s},
            env);
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));

    // JSON: the row's keys as before, and the history, newest first.
    r = run(table + QStringList{u"show"_s, moved, u"--output=json"_s}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject o = test::jsonObject(r.out);
    QCOMPARE(o.value(u"id"_s).toString(), moved);
    QCOMPARE(o.value(u"status"_s).toString(), u"done"_s);
    QVERIFY(o.value(u"payload"_s).isObject());
    QVERIFY(o.value(u"attempt_log_read"_s).toBool());
    QVERIFY(o.value(u"audit_table_read"_s).toBool());
    QCOMPARE(o.value(u"audit_hashed_only"_s).toInt(-1), 0);
    const QJsonArray attempts = o.value(u"attempts"_s).toArray();
    QStringList events;
    for (const QJsonValue &v : attempts)
        events << v.toObject().value(u"event"_s).toString();
    QCOMPARE(events, (QStringList{u"marked-done"_s, u"died"_s, u"retried"_s}));
    const QJsonObject died = attempts.at(1).toObject();
    QCOMPARE(died.value(u"attempts"_s).toInt(), 1);
    QVERIFY2(died.value(u"error"_s).toString().contains(u"tmp/imports/batch-9.csv"_s),
             qPrintable(died.value(u"error"_s).toString()));
    QVERIFY(died.value(u"actor"_s).toString().startsWith(u"relay"_s));
    const QJsonObject retried = attempts.at(2).toObject();
    QCOMPARE(retried.value(u"attempts"_s).toInt(), 5);
    QVERIFY(retried.value(u"error"_s).toString().contains(u"\x1b[2J"_s)); // JSON keeps it exact
    QVERIFY(retried.value(u"at"_s).toString().endsWith(u'Z'));
    const QJsonArray audit = o.value(u"audit"_s).toArray();
    QStringList actions;
    for (const QJsonValue &v : audit)
        actions << v.toObject().value(u"action"_s).toString();
    QCOMPARE(actions, (QStringList{u"mark-done"_s, u"retry"_s})); // once each, both sources
    QCOMPARE(audit.at(1).toObject().value(u"reason"_s).toString(), reason);
    QVERIFY(audit.at(0).toObject().value(u"at"_s).toString().endsWith(u'Z'));
    QVERIFY(!audit.at(0).toObject().value(u"user"_s).toString().isEmpty());

    // Table: the sections after the payload, with the database's text escaped.
    r = run(table + QStringList{u"show"_s, moved}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const qsizetype payloadAt = r.out.indexOf(u"\npayload:\n"_s);
    const qsizetype attemptsAt = r.out.indexOf(u"\nattempts:\n"_s);
    const qsizetype auditAt = r.out.indexOf(u"\naudit:\n"_s);
    QVERIFY2(payloadAt > 0 && attemptsAt > payloadAt && auditAt > attemptsAt, qPrintable(r.out));
    const QString attemptsPart = r.out.mid(attemptsAt, auditAt - attemptsAt);
    const QString auditPart = r.out.mid(auditAt);
    QVERIFY2(attemptsPart.contains(u"When"_s) && attemptsPart.contains(u"Next Attempt"_s),
             qPrintable(attemptsPart));
    QVERIFY(attemptsPart.indexOf(u"marked-done"_s) < attemptsPart.indexOf(u"| died"_s));
    QVERIFY(attemptsPart.indexOf(u"| died"_s) < attemptsPart.indexOf(u"| retried"_s));
    QVERIFY2(attemptsPart.contains(u"Object not found: \\x1b[2Jtmp"_s), qPrintable(attemptsPart));
    QVERIFY2(auditPart.indexOf(u"mark-done"_s) < auditPart.indexOf(u"| retry"_s),
             qPrintable(auditPart));
    QVERIFY2(auditPart.contains(u"OPS-9 \\x1b]0;owned\\x07 retry"_s), qPrintable(auditPart));
    QVERIFY2(auditPart.contains(u"OPS-9 done"_s), qPrintable(auditPart));
    QVERIFY(!r.out.contains(QChar(0x1b)) && !r.out.contains(QChar(0x07)));
    QVERIFY2(!r.err.contains(u"note:"_s), qPrintable(r.err)); // both tables there, no hash

    // A row nothing was done to: both sections say so.
    r = run(table + QStringList{u"show"_s, untouched}, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"\nattempts:\nNo recorded attempts.\n"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"\naudit:\nNo recorded actions.\n"_s), qPrintable(r.out));
    r = run(table + QStringList{u"show"_s, untouched, u"--output=json"_s}, env);
    const QJsonObject none = test::jsonObject(r.out);
    QVERIFY(none.value(u"attempts"_s).isArray() && none.value(u"attempts"_s).toArray().isEmpty());
    QVERIFY(none.value(u"audit"_s).isArray() && none.value(u"audit"_s).toArray().isEmpty());

    // csv has no shape for a row and its two lists: refused, naming the option.
    r = run(table + QStringList{u"show"_s, moved, u"--output=csv"_s}, env);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"--output"_s) && r.err.contains(u"table or json"_s),
             qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestOutboxctl::exitCodesForBadInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("bad date") << QStringList{u"list"_s, u"--created-from=2026-02-30"_s} << 2
                              << u"Invalid date format \"2026-02-30\""_s;
    QTest::newRow("bad id") << QStringList{u"show"_s, u"no\tpe"_s} << 2 << u"Invalid id \"no"_s;
    QTest::newRow("absent id") << QStringList{u"show"_s, u"nope"_s} << 2
                               << u"No row with id nope"_s;
    QTest::newRow("bad state") << QStringList{u"list"_s, u"--state=stuck"_s} << 2
                               << u"Unknown state"_s;
    QTest::newRow("bad limit") << QStringList{u"list"_s, u"--limit=0"_s} << 2 << u"--limit"_s;
    QTest::newRow("bad output") << QStringList{u"list"_s, u"--output=xml"_s} << 2
                                << u"Unknown output"_s;
    QTest::newRow("unknown option")
        << QStringList{u"list"_s, u"--frobnicate"_s} << 2 << u"frobnicate"_s;
    QTest::newRow("unknown command") << QStringList{u"explode"_s} << 2 << u"Unknown command"_s;
    QTest::newRow("table injection")
        << QStringList{u"--table"_s, u"x; DROP TABLE outbox"_s, u"stats"_s} << 2
        << u"Invalid table name"_s;
    QTest::newRow("missing table") << QStringList{u"--table"_s, u"nothing_here"_s, u"stats"_s} << 2
                                   << u"nothing_here does not exist"_s;
    QTest::newRow("wrong type") << QStringList{u"--table"_s, u"outbox"_s, u"--type=vortos"_s,
                                               u"stats"_s}
                                << 2 << u"missing columns"_s;
    QTest::newRow("bad payload key")
        << QStringList{u"list"_s, u"--payload-key=novalue"_s} << 2 << u"KEY=VALUE"_s;
    QTest::newRow("bad cursor") << QStringList{u"list"_s, u"--after=zzz"_s} << 2
                                << u"Invalid cursor"_s;
    QTest::newRow("no row") << QStringList{u"show"_s, u"ffffffff-ffff-7fff-bfff-ffffffffffff"_s}
                            << 2 << u"No row"_s;
}

void TestOutboxctl::exitCodesForBadInput() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = run(QStringList{u"--database"_s, m_db} + args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

void TestOutboxctl::postgresql() {
    const ConnectionSpec spec = test::postgresSpec();
    DatabaseSession session(spec, u"ctl-pg"_s);
    QVERIFY(session.open().ok());
    QVERIFY(test::makePostgresVortos(session, u"ctltest"_s).ok());
    const QProcessEnvironment env = databaseEnvironment(spec);
    Run r = run({u"--table=ctltest.object_store_outbox"_s, u"stats"_s, u"--json"_s}, env);
    QCOMPARE(r.code, 0);
    QCOMPARE(test::jsonObject(r.out).value(u"total"_s).toInt(), 5);
    r = run({u"--table=ctltest.object_store_outbox"_s, u"list"_s,
             u"--created-to=2026-06-01T01:00:00+02:00"_s, u"--output=json"_s},
            env);
    QCOMPARE(r.code, 0);
    const QJsonArray rows = test::jsonArray(r.out, u"rows"_s);
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.at(0).toObject().value(u"operation"_s).toString(), u"move"_s);
    r = run({u"--table=ctltest.object_store_outbox"_s, u"show"_s, u"not-a-uuid"_s}, env);
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"Invalid id"_s));
    QVERIFY(!r.err.contains(u"ERROR"_s)); // a clear message, not an SQL error
}

// A FennFlow table of a million rows: stats counts every state but sent row by row, and says that
// sent and the total are the planner's estimate; --exact counts them too.
void TestOutboxctl::statsEstimatesSentOnLargeTables() {
    const ConnectionSpec spec = test::postgresSpec();
    DatabaseSession session(spec, u"ctl-bigstats"_s);
    QVERIFY(session.open().ok());
    QVERIFY(test::freshSchemaFrom(session, u"fennflow-postgres.sql"_s, u"fennflow"_s, u"ctlbig"_s)
                .ok());
    QVERIFY(
        test::runSql(session, {u"DELETE FROM ctlbig.outbox"_s,
                               u"INSERT INTO ctlbig.outbox SELECT md5('s' || g)::uuid, "
                               "md5('e' || g)::uuid, 'StorageObject', 'f' || (g % 97), "
                               "'put', '{}'::json, CASE WHEN g % 100 = 7 THEN 'pending' ELSE "
                               "'sent' END, timestamptz '2026-06-01 00:00:00+00' + g * "
                               "interval '1 second', now() FROM generate_series(1, 1000000) g"_s,
                               u"VACUUM ANALYZE ctlbig.outbox"_s})
            .ok());
    const QProcessEnvironment env = databaseEnvironment(spec);
    const QStringList table{u"--table=ctlbig.outbox"_s, u"--vocabulary=shipped"_s, u"stats"_s};
    Run r = run(table + QStringList{u"--json"_s}, env);
    QCOMPARE(r.code, 0);
    QJsonObject o = test::jsonObject(r.out);
    QVERIFY(o.value(u"sent_estimated"_s).toBool());
    QCOMPARE(o.value(u"states"_s).toObject().value(u"pending"_s).toInt(), 10000);
    QVERIFY(qAbs(o.value(u"states"_s).toObject().value(u"sent"_s).toInt() - 990000) <= 10000);
    QVERIFY(!o.value(u"statuses"_s).toObject().contains(u"sent"_s));
    QCOMPARE(o.value(u"oldest_pending_at"_s).toString(), u"2026-06-01T00:00:07Z"_s);
    r = run(table, env);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"| ~"_s) && r.out.contains(u"--exact"_s), qPrintable(r.out));
    r = run(table + QStringList{u"--json"_s, u"--exact"_s}, env);
    QCOMPARE(r.code, 0);
    o = test::jsonObject(r.out);
    QVERIFY(!o.value(u"sent_estimated"_s).toBool());
    QCOMPARE(o.value(u"states"_s).toObject().value(u"sent"_s).toInt(), 990000);
    QCOMPARE(o.value(u"statuses"_s).toObject().value(u"sent"_s).toInt(), 990000);
    QCOMPARE(o.value(u"total"_s).toInt(), 1000000);
    QVERIFY(test::runSql(session, {u"DROP SCHEMA ctlbig CASCADE"_s}).ok());
}

void TestOutboxctl::passwordNeverPrinted() {
    const ConnectionSpec spec = test::postgresSpec();
    const QString secret = u"Wr0ng-S3cret-%1"_s.arg(QDateTime::currentMSecsSinceEpoch());
    QProcessEnvironment env;
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, secret);
    Run r = run({u"--database"_s, spec.displayUrl(), u"stats"_s}, env);
    QCOMPARE(r.code, 1);
    QVERIFY(r.err.contains(u"Could not connect"_s));
    QVERIFY(!r.err.contains(secret));
    QVERIFY(!r.out.contains(secret));
    // A password given in the URL is not echoed either.
    QString url = spec.displayUrl();
    url.replace(u"outbox@"_s, u"outbox:"_s + secret + u'@');
    r = run({u"--database"_s, url, u"stats"_s});
    QCOMPARE(r.code, 1);
    QVERIFY(!r.err.contains(secret));
}

// --password-command (and a profile's): the password is the first line the command prints, run for
// each connection; no OUTBOX_DATABASE_PASSWORD, nothing in the profiles file but the command.
// A failing command names its exit status and standard error, never what it printed.
void TestOutboxctl::passwordCommandSuppliesThePassword() {
    const ConnectionSpec spec = test::postgresSpec();
    const QString file = m_dir.filePath(u"vault-secret"_s);
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(spec.password.toUtf8() + "\nsecond line, not the password\n");
    f.close();
    QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner));
    const QString command = u"cat '%1'"_s.arg(file);
    Run r = run({u"--database"_s, spec.displayUrl(), u"--table=ctltest.object_store_outbox"_s,
                 u"--password-command"_s, command, u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));

    r = run({u"--database"_s, spec.displayUrl(), u"--table=ctltest.object_store_outbox"_s,
             u"--password-command"_s, command, u"profile"_s, u"add"_s, u"via-vault"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--profile=via-vault"_s, u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile ini(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QString profiles = QString::fromUtf8(ini.readAll());
    QVERIFY2(profiles.contains(u"passwordCommand="_s), qPrintable(profiles));
    QVERIFY(!profiles.contains(spec.password));

    r = run({u"--database"_s, spec.displayUrl(), u"--table=ctltest.object_store_outbox"_s,
             u"--password-command"_s,
             u"echo leaked-output; echo 'vault: token expired' >&2; exit 7"_s, u"stats"_s});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(u"exit status 7: vault: token expired"_s), qPrintable(r.err));
    QVERIFY(!r.err.contains(u"leaked-output"_s) && !r.out.contains(u"leaked-output"_s));
    QVERIFY(run({u"profile"_s, u"remove"_s, u"via-vault"_s}).code == 0);
}

void TestOutboxctl::retryDryRunThenForce() {
    const Run dry = run({u"--database"_s, m_db, u"retry"_s, u"--dry-run"_s,
                         u"--operation=promote"_s, u"-l"_s, u"3"_s});
    QCOMPARE(dry.code, 0);
    const QStringList lines = dry.out.split(u'\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.at(0), u"Dry run — 3 dead entries match (not resetting)."_s);
    QVERIFY(lines.at(1).startsWith(u"ID "_s));
    QVERIFY(lines.at(1).contains(u"| Operation | Attempts | Last Error"_s));
    QVERIFY(lines.at(1).endsWith(u"| Processed At | Created At"_s));
    QCOMPARE(lines.size(), 6);                               // title, header, rule, 3 rows
    QVERIFY(lines.at(3).contains(u"…"_s));                   // Last Error cut to 60 characters
    QVERIFY(lines.at(3).right(19) <= lines.at(4).right(19)); // oldest first
    QVERIFY(lines.at(4).right(19) <= lines.at(5).right(19));
    QVERIFY(dry.err.contains(u"By error group"_s));

    const auto deadCount = [&] {
        const Run s = run({u"--database"_s, m_db, u"stats"_s, u"--json"_s});
        return test::stateCount(s.out, u"dead"_s);
    };
    const int before = deadCount();
    // No terminal and no --force: the reference answers "Aborted." and changes nothing.
    Run r = run({u"--database"_s, m_db, u"retry"_s, u"--operation=promote"_s, u"-l"_s, u"3"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"3 dead entries will be reset to pending."_s));
    QVERIFY(r.out.trimmed().endsWith(u"Aborted."_s));
    QCOMPARE(deadCount(), before);

    r = run({u"--database"_s, m_db, u"retry"_s, u"--operation=promote"_s, u"--limit=3"_s,
             u"--force"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Reset 3 object-store outbox entries to pending."_s),
             qPrintable(r.out));
    QCOMPARE(deadCount(), before - 3);

    r = run({u"--database"_s, m_db, u"retry"_s, u"--operation=nothing-like-this"_s, u"--force"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out.trimmed(),
             u"No dead-lettered object-store outbox entries match the given filters."_s);
    r = run({u"--database"_s, m_db, u"retry"_s, u"--created-to=yesterday"_s});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(
        u"Invalid date format \"yesterday\". Use ISO 8601 (e.g. 2026-06-01T00:00:00+00:00)."_s));
}

void TestOutboxctl::retryOnPostgresql() {
    const ConnectionSpec spec = test::postgresSpec();
    DatabaseSession session(spec, u"ctl-retry"_s);
    QVERIFY(session.open().ok());
    QVERIFY(test::makePostgresVortos(session, u"ctlretry"_s).ok());
    const QProcessEnvironment env = databaseEnvironment(spec);
    // The reference's UPDATE … LIMIT fails on PostgreSQL; ours resets exactly --limit rows.
    Run r = run(
        {u"--table=ctlretry.object_store_outbox"_s, u"retry"_s, u"--limit=1"_s, u"--force"_s}, env);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Reset 1 object-store outbox entries to pending."_s),
             qPrintable(r.out + r.err));
    QSqlQuery q(session.database());
    QVERIFY(
        q.exec(
            u"SELECT status, attempt_count, last_error IS NULL FROM ctlretry.object_store_outbox "
            "WHERE id = '0193f1a2-7c14-7e50-b144-7a5d6e7f8064'"_s) &&
        q.next());
    QCOMPARE(q.value(0).toString(), u"pending"_s); // the oldest dead row went first
    QCOMPARE(q.value(1).toInt(), 0);
    QVERIFY(q.value(2).toBool());
    r = run({u"--table=ctlretry.object_store_outbox"_s, u"retry"_s, u"--id=12345"_s, u"--force"_s},
            env);
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"Invalid id \"12345\""_s));
    r = run({u"--table=ctlretry.object_store_outbox"_s, u"retry"_s, u"--created-from=2026-06-01"_s,
             u"--dry-run"_s},
            env);
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.startsWith(
        u"Dry run — 1 dead entries match"_s)); // midnight UTC: the 05-31 row is out
}

void TestOutboxctl::refusalsExitThree() {
    Run r = run({u"--database"_s, m_db, u"--table=vortos_object_store_outbox"_s, u"profile"_s,
                 u"add"_s, u"locked"_s, u"--read-only"_s});
    QCOMPARE(r.code, 0);
    r = run({u"--database"_s, m_db, u"--table=vortos_object_store_outbox"_s, u"profile"_s, u"add"_s,
             u"live"_s, u"--environment=prod"_s});
    QCOMPARE(r.code, 0);
    r = run({u"--profile=locked"_s, u"retry"_s, u"--force"_s});
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(u"read-only"_s));
    r = run({u"--profile=live"_s, u"purge"_s, u"--older-than=1d"_s, u"--force"_s});
    QCOMPARE(r.code, 3);
    QVERIFY(r.err.contains(u"needs a reason"_s));
    r = run({u"--profile=locked"_s, u"mark-done"_s, u"ffffffff-ffff-7fff-bfff-ffffffffffff"_s,
             u"--force"_s});
    QCOMPARE(r.code, 3);
    r = run({u"--profile=live"_s, u"mark-done"_s, u"ffffffff-ffff-7fff-bfff-ffffffffffff"_s,
             u"--reason=test"_s});
    QCOMPARE(r.code, 3); // no terminal to confirm on
    QVERIFY(r.err.contains(u"--force"_s));
    r = run({u"--database"_s, u"postgresql://u:pw@h/db"_s, u"profile"_s, u"add"_s, u"leaky"_s});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"never store passwords"_s));
}

void TestOutboxctl::groupsPurgeAndAudit() {
    Run r = run({u"--database"_s, m_db, u"groups"_s, u"--output=json"_s});
    QCOMPARE(r.code, 0);
    const QJsonArray groups = test::jsonArray(r.out, u"groups"_s);
    QVERIFY(groups.size() >= 10);
    QJsonObject notFound;
    int noted = 0;
    for (const QJsonValue &g : groups) {
        if (g.toObject().value(u"signature"_s).toString() == u"Object not found: <key>"_s)
            notFound = g.toObject();
        // The demo's note on the connection-refused group (its outbox_console_notes), only there.
        const QJsonObject note = g.toObject().value(u"note"_s).toObject();
        if (!note.isEmpty()) {
            ++noted;
            QVERIFY(
                g.toObject().value(u"signature"_s).toString().startsWith(u"Connection refused"_s));
            QVERIFY(note.value(u"text"_s).toString().contains(u"OPS-1432"_s));
            QCOMPARE(note.value(u"author"_s).toString(), u"alice@ops-laptop"_s);
        }
    }
    QCOMPARE(noted, 1);
    QVERIFY(notFound.value(u"count"_s).toInt() > 10);
    r = run({u"--database"_s, m_db, u"retry"_s, u"--group="_s + notFound.value(u"id"_s).toString(),
             u"--dry-run"_s, u"--limit=10000"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(
        r.out.startsWith(u"Dry run — %1 dead entries"_s.arg(notFound.value(u"count"_s).toInt())));

    r = run({u"--database"_s, m_db, u"purge"_s, u"--older-than=25d"_s, u"--dry-run"_s});
    QCOMPARE(r.code, 0);
    const qint64 n = r.out.section(u' ', 3, 3).toLongLong();
    QVERIFY2(n > 100, qPrintable(r.out));
    r = run({u"--database"_s, m_db, u"purge"_s, u"--older-than=25d"_s, u"--force"_s,
             u"--batch-size=500"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"%1 deleted, 0 skipped"_s.arg(n)));
    r = run({u"--database"_s, m_db, u"purge"_s, u"--older-than=soon"_s});
    QCOMPARE(r.code, 2);

    r = run({u"audit"_s, u"--output=json"_s});
    QCOMPARE(r.code, 0);
    const QJsonArray records = test::jsonArray(r.out, u"records"_s);
    QVERIFY(records.size() >= 2);
    QCOMPARE(records.at(0).toObject().value(u"action"_s).toString(), u"purge"_s);
    QVERIFY(!records.at(0).toObject().value(u"user"_s).toString().isEmpty());
    r = run({u"--database"_s, m_db, u"audit"_s, u"init"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"CREATE TABLE outbox_console_audit"_s));
}

void TestOutboxctl::workerInstall() {
    const QString unit = m_dir.filePath(u"outbox-relay.service"_s);
    const QStringList base{u"--profile=demo"_s,    u"worker"_s,
                           u"install"_s,           u"--worker=relay"_s,
                           u"--manager=systemd"_s, u"--path="_s + unit};
    Run r = run(base + QStringList{u"--dry-run"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"--profile demo relay"_s));
    QVERIFY(r.out.contains(u"KillSignal=SIGTERM"_s));
    QVERIFY(!QFile::exists(unit));
    r = run(base + QStringList{u"--check"_s});
    QCOMPARE(r.code, 1); // nothing installed yet
    r = run(base);
    QCOMPARE(r.code, 0);
    QVERIFY(QFile::exists(unit));
    r = run(base + QStringList{u"--check"_s});
    QCOMPARE(r.code, 0);
    {
        QFile f(unit);
        QVERIFY(f.open(QIODevice::Append));
        f.write("# edited by hand\n");
    }
    r = run(base + QStringList{u"--check"_s});
    QCOMPARE(r.code, 1);
    r = run({u"--profile=demo"_s, u"worker"_s, u"install"_s, u"--worker=cron"_s});
    QCOMPARE(r.code, 2);
    r = run({u"--profile=demo"_s, u"worker"_s, u"install"_s, u"--worker=purge"_s,
             u"--manager=supervisor"_s, u"--dry-run"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"purge --older-than=30d --force"_s));
}

// notify install/status/uninstall on PostgreSQL, the trigger really fires, and a clear refusal on
// SQLite.
void TestOutboxctl::notifyInstallStatusUninstall() {
    const ConnectionSpec spec = test::postgresSpec();
    DatabaseSession session(spec, u"ctl-notify"_s);
    QVERIFY(session.open().ok());
    QVERIFY(test::makePostgresVortos(session, u"ctlnotify"_s).ok());
    const TableName name = *TableName::parse(u"ctlnotify.object_store_outbox"_s);
    const QString channel = u"outbox_console_ctlnotify_object_store_outbox"_s;
    const QProcessEnvironment env = databaseEnvironment(spec);
    const QString table = u"--table=ctlnotify.object_store_outbox"_s;
    Run r = run({table, u"notify"_s, u"status"_s}, env);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"not installed"_s), qPrintable(r.out));
    r = run({table, u"notify"_s, u"ddl"_s}, env);
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"CREATE TRIGGER outbox_console_notify"_s));
    QVERIFY(!*ChangeNotify::installed(session, name)); // ddl changes nothing
    r = run({table, u"notify"_s, u"install"_s}, env);
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"pg_notify('%1'"_s.arg(channel)), qPrintable(r.out));
    r = run({table, u"notify"_s, u"status"_s}, env);
    QVERIFY2(r.out.startsWith(u"installed"_s), qPrintable(r.out));
    // The printed DDL is what runs: the trigger fires once per changing statement.
    QSqlDatabase db = session.database();
    QVERIFY(db.driver()->subscribeToNotification(channel));
    QSignalSpy notified(db.driver(), &QSqlDriver::notification);
    QVERIFY(test::runSql(session, {u"UPDATE ctlnotify.object_store_outbox SET attempt_count = "
                                   "attempt_count + 1"_s})
                .ok());
    QVERIFY(notified.wait(5000));
    QCOMPARE(notified.size(), 1);
    QCOMPARE(notified.first().at(2).toString(), u"UPDATE"_s);
    db.driver()->unsubscribeFromNotification(channel);
    r = run({table, u"notify"_s, u"uninstall"_s, u"--reason=cleanup"_s}, env);
    QCOMPARE(r.code, 0);
    QVERIFY(!*ChangeNotify::installed(session, name));
    r = run({u"audit"_s, u"--output=json"_s, u"--limit=1"_s});
    QVERIFY2(r.out.contains(u"notify-uninstall"_s) && r.out.contains(u"cleanup"_s),
             qPrintable(r.out));
    // Bad input: no action, an unknown one, and a database without LISTEN/NOTIFY.
    QCOMPARE(run({table, u"notify"_s}, env).code, 2);
    QCOMPARE(run({table, u"notify"_s, u"explode"_s}, env).code, 2);
    r = run({u"--database"_s, m_db, u"notify"_s, u"install"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"PostgreSQL"_s), qPrintable(r.err));
}

// The FennFlow demo comes with the relay's delivery table: why each failed event failed is in
// list, groups and the error filter, and retrying one group clears its errors.
void TestOutboxctl::fennFlowDemoSaysWhyEventsFailed() {
    const QString db = freshDemo(u"demo-why"_s);
    QVERIFY(!db.isEmpty());
    const QStringList fenn{u"--database"_s, db, u"--table=outbox"_s};
    Run r = run(fenn + QStringList{u"groups"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray groups = test::jsonArray(r.out, u"groups"_s);
    QVERIFY2(groups.size() >= 5, qPrintable(r.out));
    QString tls;
    qint64 tlsRows = 0;
    for (const QJsonValue &g : groups) {
        const QString signature = g.toObject().value(u"signature"_s).toString();
        QVERIFY2(signature != u"(no error recorded)"_s, qPrintable(r.out));
        if (signature.contains(u"certificate has expired"_s)) {
            tls = signature;
            tlsRows = g.toObject().value(u"count"_s).toInteger();
        }
    }
    QVERIFY2(!tls.isEmpty() && tlsRows > 0, qPrintable(r.out));

    r = run(fenn + QStringList{u"list"_s, u"--state=dead"_s,
                               u"--error-contains=certificate has expired"_s, u"--limit=500"_s,
                               u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray rows = test::jsonArray(r.out, u"rows"_s);
    QCOMPARE(rows.size(), int(tlsRows));
    const QJsonObject first = rows.first().toObject();
    QCOMPARE(first.value(u"attempt_count"_s).toInt(), 5);
    QVERIFY(first.value(u"last_error"_s).toString().contains(u"certificate has expired"_s));
    // When the relay last tried it, and that it gave up on it.
    QVERIFY(first.value(u"dead_lettered"_s).toBool());
    const QDateTime lastAttempt =
        QDateTime::fromString(first.value(u"last_attempt_at"_s).toString(), Qt::ISODateWithMs);
    QVERIFY2(lastAttempt.isValid(), qPrintable(first.value(u"last_attempt_at"_s).toString()));
    QVERIFY(lastAttempt >=
            QDateTime::fromString(first.value(u"created_at"_s).toString(), Qt::ISODateWithMs));

    r = run(fenn + QStringList{u"retry"_s, u"--group="_s + tls, u"--force"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    r = run(fenn + QStringList{u"list"_s, u"--state=dead"_s,
                               u"--error-contains=certificate has expired"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(test::jsonArray(r.out, u"rows"_s).size(), 0);
    r = run(fenn + QStringList{u"show"_s, first.value(u"id"_s).toString(), u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject retried = test::jsonObject(r.out);
    QCOMPARE(retried.value(u"status"_s).toString(), u"created"_s);
    QVERIFY(retried.value(u"last_error"_s).isNull());
    QVERIFY(retried.value(u"last_attempt_at"_s).isNull());
    QVERIFY(!retried.value(u"dead_lettered"_s).toBool());
}

// Once the relay has delivered every 'created' row, the table still reads as the documented
// writer's: the rows in flight stay in flight and a second relay delivers none of them again.
void TestOutboxctl::vocabularySurvivesADrainedBacklog() {
    const QString db = freshDemo(u"demo-drain"_s);
    QVERIFY(!db.isEmpty());
    const QStringList fenn{u"--database"_s, db, u"--table=outbox"_s};
    Run r = run(fenn + QStringList{u"stats"_s, u"--json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const int inFlight = test::stateCount(r.out, u"inflight"_s);
    QVERIFY(inFlight > 0);

    const QString first = m_dir.filePath(u"drain-1.jsonl"_s);
    r = run(fenn + QStringList{u"relay"_s, u"--once"_s, u"--batch-size=10000"_s,
                               u"--sink=file:"_s + first});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile delivered(first);
    QVERIFY(delivered.open(QIODevice::ReadOnly));
    QVERIFY(delivered.readAll().count('\n') > 0);

    r = run(fenn + QStringList{u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"vocabulary docs, as recorded"_s), qPrintable(r.out));
    r = run(fenn + QStringList{u"stats"_s, u"--json"_s});
    QCOMPARE(test::stateCount(r.out, u"inflight"_s), inFlight); // not read as ready

    const QString second = m_dir.filePath(u"drain-2.jsonl"_s);
    r = run(fenn + QStringList{u"relay"_s, u"--once"_s, u"--batch-size=10000"_s,
                               u"--sink=file:"_s + second});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile again(second);
    QVERIFY(!again.exists() || (again.open(QIODevice::ReadOnly) && again.readAll().isEmpty()));
}

// A FennFlow table without the console's tables (no `relay init`): once the backlog drains, only
// the profile can still say which vocabulary the table was written with.
void TestOutboxctl::profileRemembersTheVocabulary() {
    const QString db = freshDemo(u"demo-remember"_s);
    QVERIFY(!db.isEmpty());
    const QString file = db.mid(int(qstrlen("sqlite://")));
    QVERIFY(test::execSqlite(file, {u"DROP TABLE outbox_console_vocabulary"_s,
                                    u"DROP TABLE outbox_console_delivery"_s})
                .ok());
    ProfileStore store(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    Profile profile;
    profile.name = u"remember"_s;
    profile.databaseUrl = db;
    profile.table = u"outbox"_s;
    QVERIFY(store.save(profile));

    const QStringList viaProfile{u"--profile=remember"_s};
    Run r = run(viaProfile + QStringList{u"stats"_s, u"--json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const int inFlight = test::stateCount(r.out, u"inflight"_s);
    QVERIFY(inFlight > 0);
    std::optional<Profile> stored = store.find(u"remember"_s);
    QVERIFY(stored);
    QCOMPARE(stored->rememberedVocabulary, u"docs"_s);
    QCOMPARE(stored->rememberedVocabularyTable, u"outbox"_s);
    QCOMPARE(stored->vocabulary, u"auto"_s); // what the user set is untouched

    // The backlog drains: no row reads 'created' any more; the rows in flight stay 'pending'.
    QVERIFY(
        test::execSqlite(file, {u"UPDATE outbox SET status = 'sent' WHERE status = 'created'"_s})
            .ok());
    r = run({u"--database"_s, db, u"--table=outbox"_s, u"stats"_s});
    QVERIFY2(r.out.contains(u"vocabulary unknown"_s), qPrintable(r.out)); // the table cannot tell
    r = run(viaProfile + QStringList{u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"vocabulary docs, as the profile remembers"_s), qPrintable(r.out));
    r = run(viaProfile + QStringList{u"stats"_s, u"--json"_s});
    QCOMPARE(test::stateCount(r.out, u"inflight"_s), inFlight);

    // The relay through the profile delivers nothing: the 'pending' rows are another consumer's.
    const QString sink = m_dir.filePath(u"remember.jsonl"_s);
    r = run(viaProfile + QStringList{u"relay"_s, u"--once"_s, u"--sink=file:"_s + sink});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile delivered(sink);
    QVERIFY(!delivered.exists() ||
            (delivered.open(QIODevice::ReadOnly) && delivered.readAll().isEmpty()));
    // Without the profile the same table refuses the relay, naming what to give.
    r = run({u"--database"_s, db, u"--table=outbox"_s, u"relay"_s, u"--once"_s,
             u"--sink=file:"_s + sink});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"--vocabulary"_s), qPrintable(r.err));
}

// Keys whose head holds their later rows back: a dead head (two rows behind it), a head waiting
// two hours, and one waiting a minute (blocked only under a short --waiting).
void TestOutboxctl::blockedKeys() {
    const QString path = m_dir.filePath(u"blocked.sqlite"_s);
    {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const auto at = [&](qint64 secondsAgo) {
            return now.addSecs(-secondsAgo).toString(u"yyyy-MM-dd HH:mm:ss.zzz000"_s);
        };
        QVERIFY(fennFlowSqlite(path, u"blocked"_s,
                               {{u"a1"_s, u"files|||a"_s, u"failed"_s, at(9000)},
                                {u"a2"_s, u"files|||a"_s, u"pending"_s, at(8000)},
                                {u"a3"_s, u"files|||a"_s, u"pending"_s, at(60)},
                                {u"b1"_s, u"files|||b"_s, u"sent"_s, at(9500)},
                                {u"b2"_s, u"files|||b"_s, u"pending"_s, at(7200)},
                                {u"b3"_s, u"files|||b"_s, u"pending"_s, at(100)},
                                {u"c1"_s, u"files|||c"_s, u"pending"_s, at(60)},
                                {u"c2"_s, u"files|||c"_s, u"pending"_s, at(30)},
                                {u"d1"_s, u"files|||d"_s, u"failed"_s, at(9000)},
                                {u"e1"_s, u"files|||e"_s, u"pending"_s, at(9000)}}));
    }
    const QStringList db{u"--database"_s, u"sqlite://"_s + path, u"--table=outbox"_s};
    Run r = run(db + QStringList{u"blocked"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QJsonArray keys = test::jsonArray(r.out, u"blocked"_s);
    QCOMPARE(keys.size(), 2);
    QCOMPARE(keys.at(0).toObject().value(u"key"_s).toString(), u"files|||a"_s);
    QCOMPARE(keys.at(0).toObject().value(u"behind"_s).toInt(), 2);
    QCOMPARE(keys.at(0).toObject().value(u"head"_s).toObject().value(u"id"_s).toString(), u"a1"_s);
    QCOMPARE(keys.at(0).toObject().value(u"head"_s).toObject().value(u"state"_s).toString(),
             u"dead"_s);
    QCOMPARE(keys.at(1).toObject().value(u"key"_s).toString(), u"files|||b"_s);
    QCOMPARE(keys.at(1).toObject().value(u"head"_s).toObject().value(u"id"_s).toString(), u"b2"_s);
    QCOMPARE(keys.at(1).toObject().value(u"behind"_s).toInt(), 1);
    // A dead (d) or old (e) head with nothing behind it is a row, not a blocked key;
    // the headline counts keys and the rows they hold back.
    QVERIFY2(r.err.contains(u"2 keys holding 3 rows back"_s), qPrintable(r.err));
    // A pending head says why it holds its key, not "(no error recorded)".
    QVERIFY2(keys.at(1).toObject().value(u"why"_s).toString().startsWith(u"never tried"_s),
             qPrintable(keys.at(1).toObject().value(u"why"_s).toString()));
    QVERIFY(keys.at(0).toObject().value(u"why"_s).toString().startsWith(u"dead"_s));
    // A shorter threshold blocks c too; a filter narrows to the heads it matches.
    r = run(db + QStringList{u"blocked"_s, u"--waiting=1m"_s, u"--output=csv"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed().split(u'\n').size(), 4); // header and three keys
    // --limit lists fewer; the headline still counts every key.
    r = run(db + QStringList{u"blocked"_s, u"--waiting=1m"_s, u"--limit=1"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"3 keys holding 4 rows back (the first 1 listed"_s),
             qPrintable(r.err));
    r = run(db + QStringList{u"blocked"_s, u"--state=dead"_s, u"--output=json"_s});
    keys = test::jsonArray(r.out, u"blocked"_s);
    QCOMPARE(keys.size(), 1);
    r = run(db + QStringList{u"blocked"_s, u"--waiting=soon"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"soon"_s), qPrintable(r.err));
}

// retry-now: a pending row backing off becomes due, its attempts kept; a row that is not pending
// is skipped. Vortos keeps the schedule in the row, FennFlow in the relay's delivery table.
void TestOutboxctl::retryNowMakesRowsDue() {
    const QString db = freshDemo(u"demo-now"_s);
    QVERIFY(!db.isEmpty());
    DatabaseSession session(test::sqliteSpec(db.mid(int(qstrlen("sqlite://")))), u"now"_s);
    QVERIFY(session.open().ok());
    const auto scalar = [&](const QString &sql) {
        QSqlQuery q(session.database());
        return q.exec(sql) && q.next() ? q.value(0).toString() : u"(failed: %1)"_s.arg(sql);
    };
    const QString waiting =
        scalar(u"SELECT id FROM vortos_object_store_outbox WHERE status = 'pending' LIMIT 1"_s);
    const QString dead =
        scalar(u"SELECT id FROM vortos_object_store_outbox WHERE status = 'dead' LIMIT 1"_s);
    QVERIFY(test::runSql(session, {u"UPDATE vortos_object_store_outbox SET next_attempt_at = "
                                   "'2099-01-01 00:00:00', attempt_count = 3 WHERE id = '%1'"_s.arg(
                                       waiting)})
                .ok());
    Run r = run({u"--database"_s, db, u"retry-now"_s, waiting, dead});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"1 made due now"_s) && r.out.contains(u"1 skipped"_s),
             qPrintable(r.out));
    QCOMPARE(scalar(u"SELECT COALESCE(next_attempt_at, 'null') || ' ' || attempt_count FROM "
                    "vortos_object_store_outbox WHERE id = '%1'"_s.arg(waiting)),
             u"null 3"_s);
    QCOMPARE(scalar(u"SELECT status FROM vortos_object_store_outbox WHERE id = '%1'"_s.arg(dead)),
             u"dead"_s);

    // FennFlow: a ready ('created') row whose relay schedule is in the future.
    const QString event = scalar(u"SELECT id FROM outbox WHERE status = 'created' LIMIT 1"_s);
    QVERIFY(
        test::runSql(session,
                     {u"DELETE FROM outbox_console_delivery WHERE outbox_id = '%1'"_s.arg(event),
                      u"INSERT INTO outbox_console_delivery VALUES ('%1', 2, 'HTTP "
                      "503', '2099-01-01 00:00:00', '2026-12-01 00:00:00')"_s.arg(event)})
            .ok());
    r = run({u"--database"_s, db, u"--table=outbox"_s, u"retry-now"_s, event});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"1 made due now"_s), qPrintable(r.out));
    QCOMPARE(scalar(u"SELECT COALESCE(next_attempt_at, 'null') || ' ' || attempts FROM "
                    "outbox_console_delivery WHERE outbox_id = '%1'"_s.arg(event)),
             u"null 2"_s);
    r = run({u"--database"_s, db, u"retry-now"_s});
    QCOMPARE(r.code, 2);
}

// The profile's relay ordering is used unless --ordering says otherwise: only in order per key does
// the relay report the files that wait behind a dead event (the demo has some).
void TestOutboxctl::profileChoosesTheRelayOrdering() {
    const QString db = freshDemo(u"demo-order"_s);
    QVERIFY(!db.isEmpty());
    ProfileStore store(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    Profile profile;
    profile.name = u"unordered"_s;
    profile.databaseUrl = db;
    profile.table = u"outbox"_s;
    profile.relayOrdering = u"none"_s;
    QVERIFY(store.save(profile));
    QCOMPARE(store.find(u"unordered"_s)->relayOrdering, u"none"_s);
    const QString sink = u"--sink=file:"_s + m_dir.filePath(u"order.jsonl"_s);
    // In order first (an unordered run would deliver the events that wait behind dead ones).
    Run r = run({u"--profile=unordered"_s, u"relay"_s, u"--once"_s, u"--ordering=key"_s, sink});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"Delivering in order"_s) && r.err.contains(u"rows back"_s),
             qPrintable(r.err));
    r = run({u"--profile=unordered"_s, u"relay"_s, u"--once"_s, sink});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(!r.err.contains(u"Delivering in order"_s), qPrintable(r.err));
    r = run({u"--profile=unordered"_s, u"relay"_s, u"--once"_s, u"--ordering=random"_s, sink});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"random"_s), qPrintable(r.err));
}

// park: a dead head stays dead and readable, and its key's later rows are delivered past it;
// `park --blocked` parks every dead head at once (a table blocked before ordering began);
// unpark undoes it, and `blocked --parked` lists what is parked.
void TestOutboxctl::parkLetsAKeyGo() {
    const QString path = m_dir.filePath(u"park.sqlite"_s);
    const auto at = [](const QString &second) {
        return u"2026-06-01 10:00:%1.000000"_s.arg(second);
    };
    // a1 dead before a2; b1 dead before b2 and b3; c1 ready.
    const auto sqlite = fennFlowSqlite(path, u"park"_s,
                                       {{u"a1"_s, u"files|||a"_s, u"failed"_s, at(u"01"_s)},
                                        {u"a2"_s, u"files|||a"_s, u"pending"_s, at(u"02"_s)},
                                        {u"b1"_s, u"files|||b"_s, u"failed"_s, at(u"03"_s)},
                                        {u"b2"_s, u"files|||b"_s, u"pending"_s, at(u"04"_s)},
                                        {u"b3"_s, u"files|||b"_s, u"pending"_s, at(u"05"_s)},
                                        {u"c1"_s, u"files|||c"_s, u"pending"_s, at(u"06"_s)}});
    QVERIFY(sqlite);
    DatabaseSession &session = *sqlite;
    const auto status = [&](const QString &id) {
        QSqlQuery q(session.database());
        return q.exec(u"SELECT status FROM outbox WHERE id = '%1'"_s.arg(id)) && q.next()
                   ? q.value(0).toString()
                   : QString();
    };
    const QStringList db{u"--database"_s, u"sqlite://"_s + path, u"--table=outbox"_s};
    const QString sink = m_dir.filePath(u"park.jsonl"_s);
    const auto delivered = [&] {
        QFile f(sink);
        QStringList ids;
        if (f.open(QIODevice::ReadOnly))
            for (const QByteArray &line : f.readAll().split('\n'))
                if (!line.isEmpty())
                    ids << QJsonDocument::fromJson(line).object().value(u"id"_s).toString();
        return ids;
    };

    // Without the parked rows' table, park says what creates it, and changes nothing.
    Run r = run(db + QStringList{u"park"_s, u"a1"_s, u"--force"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"relay init"_s), qPrintable(r.err));
    r = run(db + QStringList{u"relay"_s, u"init"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));

    r = run(db + QStringList{u"relay"_s, u"--once"_s, u"--sink=file:"_s + sink});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(delivered(), QStringList{u"c1"_s});
    // The relay says what it holds back: a2 behind a1, b2 and b3 behind b1.
    QVERIFY2(r.err.contains(u"holding back 3 ready row(s) of 2 key(s)"_s), qPrintable(r.err));

    // Bad input, and a change that needs a confirmation with no terminal to ask in.
    QCOMPARE(run(db + QStringList{u"park"_s}).code, 2);
    QCOMPARE(run(db + QStringList{u"park"_s, u"a1"_s, u"--blocked"_s}).code, 2);
    QCOMPARE(run(db + QStringList{u"park"_s, u"a1"_s, u"--state=dead"_s}).code, 2);
    r = run(db + QStringList{u"park"_s, u"a1"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"--force"_s), qPrintable(r.err));

    // One row by id: a1 is parked, a2 goes; a non-dead row is skipped.
    r = run(db + QStringList{u"park"_s, u"a1"_s, u"c1"_s, u"--force"_s, u"--reason=ticket 7"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"1 parked"_s) && r.out.contains(u"1 skipped"_s), qPrintable(r.out));
    QCOMPARE(status(u"a1"_s), u"failed"_s);
    r = run(db + QStringList{u"blocked"_s, u"--parked"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QJsonArray parked = test::jsonArray(r.out, u"parked"_s);
    QCOMPARE(parked.size(), 1);
    QCOMPARE(parked.at(0).toObject().value(u"head"_s).toObject().value(u"id"_s).toString(),
             u"a1"_s);
    QCOMPARE(parked.at(0).toObject().value(u"behind"_s).toInt(), 1);
    QVERIFY(!parked.at(0).toObject().value(u"parked_at"_s).toString().isEmpty());

    // --blocked --dry-run lists the dead heads left (b1) and changes nothing.
    r = run(db + QStringList{u"park"_s, u"--blocked"_s, u"--dry-run"_s, u"--output=csv"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed().split(u'\n').size(), 2);
    QVERIFY2(r.out.contains(u"b1"_s), qPrintable(r.out));
    r = run(db + QStringList{u"blocked"_s, u"--parked"_s, u"--output=csv"_s});
    QCOMPARE(r.out.trimmed().split(u'\n').size(), 2); // header and a1
    r = run(db + QStringList{u"park"_s, u"--blocked"_s, u"--force"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"1 parked"_s), qPrintable(r.out));

    // One row of a key a batch (the next waits for it to be settled): two batches.
    for (int batch = 0; batch < 2; ++batch) {
        r = run(db + QStringList{u"relay"_s, u"--once"_s, u"--sink=file:"_s + sink});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }
    QCOMPARE(delivered(), (QStringList{u"c1"_s, u"a2"_s, u"b2"_s, u"b3"_s}));
    r = run(db + QStringList{u"blocked"_s, u"--output=json"_s});
    QCOMPARE(test::jsonArray(r.out, u"blocked"_s).size(), 0);

    // Unpark: listed no more; a row that is not parked is skipped. Every step is audited.
    r = run(db + QStringList{u"unpark"_s, u"a1"_s, u"b1"_s, u"c1"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"2 unparked"_s) && r.out.contains(u"1 skipped"_s), qPrintable(r.out));
    r = run(db + QStringList{u"blocked"_s, u"--parked"_s, u"--output=json"_s});
    QCOMPARE(test::jsonArray(r.out, u"parked"_s).size(), 0);
    r = run(db + QStringList{u"audit"_s, u"--output=json"_s});
    QVERIFY2(r.out.contains(u"\"park\""_s) && r.out.contains(u"\"unpark\""_s) &&
                 r.out.contains(u"ticket 7"_s),
             qPrintable(r.out));

    // Vortos rows are ordered per object key: the demo's dead heads block their objects, and
    // one is parked like a FennFlow event.
    const QStringList vortos{u"--database"_s, m_db, u"--table=vortos_object_store_outbox"_s};
    r = run(vortos + QStringList{u"blocked"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray vortosBlocked = test::jsonArray(r.out, u"blocked"_s);
    QVERIFY2(!vortosBlocked.isEmpty(), qPrintable(r.out));
    QJsonObject deadHead; // the oldest dead head (others wait longer than an hour)
    for (const QJsonValue &v : vortosBlocked)
        if (deadHead.isEmpty() &&
            v.toObject().value(u"head"_s).toObject().value(u"status"_s).toString() == u"dead"_s)
            deadHead = v.toObject();
    QVERIFY2(!deadHead.isEmpty(), qPrintable(r.out));
    QVERIFY(!deadHead.value(u"key"_s).toString().isEmpty());
    const QString vortosHead = deadHead.value(u"head"_s).toObject().value(u"id"_s).toString();
    r = run(vortos + QStringList{u"park"_s, vortosHead, u"--force"_s});
    QVERIFY2(r.code == 0 && r.out.contains(u"1 parked"_s), qPrintable(r.out + r.err));
    r = run(vortos + QStringList{u"blocked"_s, u"--parked"_s, u"--output=json"_s});
    const QJsonArray vortosParked = test::jsonArray(r.out, u"parked"_s);
    QCOMPARE(vortosParked.size(), 1);
    QCOMPARE(vortosParked.first().toObject().value(u"head"_s).toObject().value(u"id"_s).toString(),
             vortosHead);
    QVERIFY(run(vortos + QStringList{u"unpark"_s, vortosHead}).code == 0);
}

// A hand-rolled Debezium-style outbox with a status column, mapped on the command line and
// saved in a profile: read by its mapping, retried as mapped, refused what it cannot take.
void TestOutboxctl::mappedTableThroughAProfile() {
    const QString path = m_dir.filePath(u"mapped.sqlite"_s);
    QVERIFY(
        test::execSqlite(
            path, {u"CREATE TABLE outbox_events (id TEXT PRIMARY KEY, aggregatetype TEXT, "
                   u"aggregateid TEXT, type TEXT, payload TEXT, state TEXT, tries INTEGER, "
                   u"failure TEXT, created TEXT)"_s,
                   u"INSERT INTO outbox_events VALUES ('e1', 'Order', 'o-1', 'OrderPlaced', "
                   u"'{\"n\":1}', 'FAILED', 4, 'broker down', '2026-11-01 10:00:00'), ('e2', "
                   u"'Order', 'o-2', 'OrderPaid', '{\"n\":2}', 'NEW', 0, NULL, "
                   u"'2026-11-01 10:01:00'), ('e3', 'Order', 'o-1', 'OrderShipped', '{\"n\":3}', "
                   u"'DONE', 1, NULL, '2026-11-01 10:02:00')"_s})
            .ok());
    const QStringList table{u"--database"_s, u"sqlite://"_s + path, u"--table=outbox_events"_s,
                            u"--type=mapped"_s};
    const QStringList mapping{u"--map=status=state"_s,        u"--map=attempts=tries"_s,
                              u"--map=error=failure"_s,       u"--map=created=created"_s,
                              u"--state-value=pending=NEW"_s, u"--state-value=dead=FAILED"_s,
                              u"--state-value=sent=DONE"_s};
    Run r = run(table + mapping + QStringList{u"profile"_s, u"add"_s, u"mapped"_s});
    QCOMPARE(r.code, 0);
    r = run({u"--profile=mapped"_s, u"stats"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject states = test::jsonObject(r.out).value(u"states"_s).toObject();
    QCOMPARE(states.value(u"pending"_s).toInt(), 1);
    QCOMPARE(states.value(u"dead"_s).toInt(), 1);
    QCOMPARE(states.value(u"sent"_s).toInt(), 1);
    r = run({u"--profile=mapped"_s, u"show"_s, u"e1"_s, u"--output=json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject row = test::jsonObject(r.out);
    QCOMPARE(row.value(u"operation"_s).toString(), u"OrderPlaced"_s);
    QCOMPARE(row.value(u"aggregate_id"_s).toString(), u"o-1"_s);
    QCOMPARE(row.value(u"last_error"_s).toString(), u"broker down"_s);
    QCOMPARE(row.value(u"attempt_count"_s).toInt(), 4);
    // The overview counts it by its mapping; its relay is its library's, not the console's.
    r = run({u"overview"_s, u"--output=json"_s});
    bool seen = false;
    for (const QJsonValue &line : test::jsonObject(r.out).value(u"profiles"_s).toArray()) {
        if (line.toObject().value(u"profile"_s).toString() != u"mapped"_s)
            continue;
        seen = true;
        QCOMPARE(line.toObject().value(u"dead"_s).toInt(), 1);
        QCOMPARE(line.toObject().value(u"relay"_s).toString(), u"library"_s);
    }
    QVERIFY2(seen, qPrintable(r.out));
    // Retry: the status to the first pending value, the attempts and error cleared.
    r = run({u"--profile=mapped"_s, u"retry"_s, u"--force"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Reset 1 outbox entries to pending."_s), qPrintable(r.out));
    r = run({u"--profile=mapped"_s, u"list"_s, u"--state=pending"_s, u"--output=json"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"\"e1\""_s) && r.out.contains(u"\"e2\""_s), qPrintable(r.out));
    // The console's relay does not run on it; bad mappings and ids are refused, changing nothing.
    r = run({u"--profile=mapped"_s, u"relay"_s, u"--once"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"delivered by its own library"_s), qPrintable(r.err));
    r = run(table + QStringList{u"--map=status=phase"_s, u"stats"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"no column \"phase\" (mapped to status)"_s), qPrintable(r.err));
    r = run(table + QStringList{u"--map=status=state"_s, u"stats"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"--state-value"_s), qPrintable(r.err));
    r = run(table + QStringList{u"--map=colour=state"_s, u"profile"_s, u"add"_s, u"bad"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"Unknown role \"colour\""_s), qPrintable(r.err));
    // Without a status column: every row pending, and read-only.
    r = run(table + QStringList{u"stats"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(test::stateCount(r.out, u"pending"_s), 3);
    r = run(table + QStringList{u"mark-done"_s, u"e3"_s, u"--force"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"read-only"_s), qPrintable(r.err));
    r = run({u"--profile=mapped"_s, u"stats"_s, u"--json"_s});
    QCOMPARE(test::stateCount(r.out, u"pending"_s), 2);
}

QTEST_GUILESS_MAIN(TestOutboxctl)
#include "tst_outboxctl.moc"
