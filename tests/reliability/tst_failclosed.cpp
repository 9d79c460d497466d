// Safety promises under faults: the audit trail fails closed, and the change rules hold
// whatever the spelling. Each case drives a real outboxctl process against the test PostgreSQL
// (and MariaDB, for a killed action) and checks the database and the local audit log afterwards:
//  1. A change whose "started" record cannot be written to the local log (a folder in its place,
//     a link to /dev/full, an immutable file) is refused with exit 1 and changes nothing.
//  2. SIGHUP (a closed terminal) finishes the batch under way, records the outcome and exits 0;
//     SIGKILL leaves a started record and one record per committed batch, which `outboxctl audit`
//     shows as interrupted with the rows the committed batches changed.
//  3. A record left unfinished (a full disk) does not swallow the next one, and `audit` says which
//     lines it could not read.
//  9. audit init and relay init follow the change rules (read-only refused, prod needs a reason)
//     and are audited.
// 10. An environment spelled "Prod" by hand is enforced as prod; an unknown one is refused.
// 11. profile add over an existing name is refused without --replace, saying what would change.
//  6. PostgreSQL: purge through a partitioned table or an updatable view deletes what it reports.
// 15. Ids on text columns (SQLite, MariaDB) are looked up as stored: an upper-case or non-UUID id
//     that bulk retries reach is found by show, retry --id and mark-done too.
// 18. Messages say what is wrong: a missing privilege is not "does not exist", a scalar payload is
//     not "not valid JSON", a vocabulary nothing decided is "assumed", not "detected".
//  4. MariaDB: a status that differs from a known one only in case ('Dead') is an unknown status
//     everywhere (counts, filters, retry), never merged into the known one.
#include "datarows.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestFailClosed : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void unwritableAuditLogRefusesTheChange_data();
    void unwritableAuditLogRefusesTheChange();
    void hangUpFinishesTheBatchAndRecords();
    void killedActionIsShownInterrupted_data();
    void killedActionIsShownInterrupted();
    void unfinishedLineDoesNotSwallowTheNext();
    void schemaChangesFollowTheChangeRules();
    void environmentSpellingIsNoLoophole();
    void profileAddRefusesToReplaceSilently();
    void terminalEscapesAreShownNotObeyed();
    void sqliteOddRowsDoNotDecide();
    void mysqlStatusesCompareExactly();
    void purgeWithoutOwnStorage_data();
    void purgeWithoutOwnStorage();
    void idsAreLookedUpAsStored_data();
    void idsAreLookedUpAsStored();
    void messagesSayWhatIsWrong();

private:
    using Run = test::CliRun;
    QProcessEnvironment environment(const ConnectionSpec &spec) const {
        return test::databaseUserEnvironment(m_dir.path(), spec);
    }
    Run run(const QStringList &args, const ConnectionSpec &spec);
    Run run(const QStringList &args) { return run(args, test::postgresSpec()); }
    qint64 count(DatabaseSession &session, const QString &where);
    void loadDead(DatabaseSession &session, int rows);
    QString auditPath() const { return m_dir.filePath(u"data/outbox-console/audit.jsonl"_s); }
    QJsonArray auditRecords(const ConnectionSpec &spec, QString *err = nullptr);

    QTemporaryDir m_dir;
    std::unique_ptr<DatabaseSession> m_pg;
    std::unique_ptr<DatabaseSession> m_maria;
    const QString m_table = u"rel2fc.object_store_outbox"_s;
};

TestFailClosed::Run TestFailClosed::run(const QStringList &args, const ConnectionSpec &spec) {
    return test::runOutboxctl(args, environment(spec));
}

qint64 TestFailClosed::count(DatabaseSession &session, const QString &where) {
    const QString table =
        session.spec().kind == DatabaseKind::MySQL ? u"vortos_object_store_outbox"_s : m_table;
    QSqlQuery q(session.database());
    if (!q.exec(u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(table, where)) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

// `rows` dead rows and as many sent rows created long ago (purge candidates).
void TestFailClosed::loadDead(DatabaseSession &session, int rows) {
    if (session.spec().kind == DatabaseKind::MySQL) {
        QVERIFY(test::runSql(session, {u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s}).ok());
        QVERIFY(test::runSqlFile(session, u"vortos-mysql.sql"_s).ok());
        QStringList values;
        for (int n = 0; n < rows; ++n)
            values.append(u"('0193f1a2-0000-7000-8000-%1', 'put', 'dead', 5, '{\"name\":\"put\","
                          "\"key\":\"k/%2\",\"body_base64\":\"eA==\"}', 'boom', "
                          "'2026-06-01 10:00:00')"_s.arg(n, 12, 10, QLatin1Char('0'))
                              .arg(n));
        QVERIFY(test::runSql(session, {u"INSERT INTO vortos_object_store_outbox (id, operation, "
                                       "status, attempt_count, payload, last_error, created_at) "
                                       "VALUES "_s +
                                       values.join(u", "_s)})
                    .ok());
        return;
    }
    QVERIFY(test::runSql(session, {u"DROP SCHEMA IF EXISTS rel2fc CASCADE"_s}).ok());
    QVERIFY(test::runSqlFile(session, u"vortos-postgres.sql"_s, u"vortos"_s, u"rel2fc"_s).ok());
    QVERIFY(test::runSql(
                session,
                {u"DELETE FROM %1"_s.arg(m_table),
                 u"INSERT INTO %1 (id, operation, status, attempt_count, payload, last_error, "
                 "created_at) SELECT md5('d' || g)::uuid, 'put', 'dead', 5, ('{\"name\":\"put\","
                 "\"key\":\"k\\/' || g || '\",\"body_base64\":\"eA==\"}')::json, 'boom', "
                 "'2026-06-01 10:00:00' FROM generate_series(1, %2) g"_s.arg(m_table)
                     .arg(rows),
                 u"INSERT INTO %1 (id, operation, status, attempt_count, payload, created_at, "
                 "processed_at) SELECT md5('s' || g)::uuid, 'delete', 'done', 1, "
                 "('{\"name\":\"delete\",\"key\":\"k\\/' || g || '\"}')::json, "
                 "'2026-01-01 10:00:00', '2026-01-01 10:00:01' FROM generate_series(1, %2) g"_s
                     .arg(m_table)
                     .arg(rows)})
                .ok());
}

QJsonArray TestFailClosed::auditRecords(const ConnectionSpec &spec, QString *err) {
    const Run r = run({u"audit"_s, u"--output=json"_s, u"--limit=50"_s}, spec);
    if (err)
        *err = r.err;
    return QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"records"_s).toArray();
}

void TestFailClosed::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"failclosed"_s).ok());
    QVERIFY(test::openSession(m_maria, test::mysqlSpec(), u"failclosed-maria"_s).ok());
    QVERIFY(test::runSql(*m_pg, {u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_delivery"_s})
                .ok());
}

void TestFailClosed::init() {
    // A fresh local log and profiles file for every case.
    QVERIFY(test::freshUserFolders(m_dir.path()));
}

void TestFailClosed::unwritableAuditLogRefusesTheChange_data() {
    QTest::addColumn<QString>("how");
    QTest::addColumn<QStringList>("command");
    const QStringList purge{u"purge"_s, u"--older-than=1d"_s, u"--force"_s};
    const QStringList retry{u"retry"_s, u"--force"_s, u"--limit=500"_s};
    for (const char *how : {"a folder", "a link to /dev/full", "immutable"}) {
        QTest::addRow("purge, %s", how) << QString::fromLatin1(how) << purge;
        QTest::addRow("retry, %s", how) << QString::fromLatin1(how) << retry;
    }
}

void TestFailClosed::unwritableAuditLogRefusesTheChange() {
    QFETCH(QString, how);
    QFETCH(QStringList, command);
    loadDead(*m_pg, 200);
    const QString log = auditPath();
    bool immutable = false;
    if (how == u"a folder"_s) {
        QVERIFY(QDir().mkpath(log));
    } else if (how == u"a link to /dev/full"_s) {
        QVERIFY(QFile::link(u"/dev/full"_s, log));
    } else {
        QFile f(log);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        if (QProcess::execute(u"chattr"_s, {u"+i"_s, log}) != 0)
            QSKIP("chattr +i is not supported on this filesystem (the other rows still run)");
        immutable = true;
    }
    const Run r = run(QStringList{u"--table="_s + m_table} + command);
    if (immutable)
        QProcess::execute(u"chattr"_s, {u"-i"_s, log});
    QVERIFY2(r.code == 1, qPrintable(u"exit %1: %2"_s.arg(r.code).arg(r.err)));
    QVERIFY2(r.err.contains(u"Nothing was changed"_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"cannot be audited"_s), qPrintable(r.err));
    QCOMPARE(count(*m_pg, u"status = 'dead'"_s), 200);
    QCOMPARE(count(*m_pg, u"status = 'done'"_s), 200);
}

void TestFailClosed::hangUpFinishesTheBatchAndRecords() {
    loadDead(*m_pg, 8000);
    QProcess p;
    test::dieWithTest(p);
    p.setProcessEnvironment(environment(test::postgresSpec()));
    p.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
            {u"--table="_s + m_table, u"retry"_s, u"--force"_s, u"--limit=8000"_s,
             u"--batch-size=10"_s});
    QVERIFY(p.waitForStarted());
    QVERIFY(QTest::qWaitFor([&] { return count(*m_pg, u"status = 'pending'"_s) >= 20; }, 60000));
    ::kill(pid_t(p.processId()), SIGHUP);
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    // Before: the default action of SIGHUP, exit 129 and nothing recorded.
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 0, qPrintable(err));
    QVERIFY2(err.contains(u"Cancelled"_s), qPrintable(err));
    const qint64 reset = count(*m_pg, u"status = 'pending'"_s);
    QVERIFY2(reset > 0 && reset < 8000, qPrintable(QString::number(reset)));
    const QJsonArray records = auditRecords(test::postgresSpec());
    QVERIFY(!records.isEmpty());
    const QJsonObject last = records.first().toObject();
    QCOMPARE(last.value(u"action"_s).toString(), u"retry"_s);
    QCOMPARE(last.value(u"stage"_s).toString(), QString()); // the outcome, not interrupted
    const QString outcome = last.value(u"outcome"_s).toString();
    QVERIFY2(outcome.startsWith(u"%1 retried"_s.arg(reset)), qPrintable(outcome));
    QVERIFY2(outcome.contains(u"not reached (cancelled)"_s), qPrintable(outcome));
}

void TestFailClosed::killedActionIsShownInterrupted_data() {
    test::addBoolRows("maria", {{"PostgreSQL", false}, {"MariaDB", true}});
}

void TestFailClosed::killedActionIsShownInterrupted() {
    QFETCH(bool, maria);
    DatabaseSession &session = maria ? *m_maria : *m_pg;
    const ConnectionSpec spec = maria ? test::mysqlSpec() : test::postgresSpec();
    const QString table = maria ? u"vortos_object_store_outbox"_s : m_table;
    const int batch = 10;
    loadDead(session, 6000);
    QProcess p;
    test::dieWithTest(p);
    p.setProcessEnvironment(environment(spec));
    p.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
            {u"--table="_s + table, u"retry"_s, u"--force"_s, u"--limit=6000"_s,
             u"--batch-size=%1"_s.arg(batch)});
    QVERIFY(p.waitForStarted());
    QVERIFY(QTest::qWaitFor([&] { return count(session, u"status = 'pending'"_s) >= 50; }, 60000));
    p.kill();
    QVERIFY(p.waitForFinished(30000));
    const qint64 reset = count(session, u"status = 'pending'"_s);
    QVERIFY(reset >= 50 && reset < 6000);

    QString err;
    const QJsonArray records = auditRecords(spec, &err);
    QVERIFY2(!records.isEmpty(), qPrintable(err));
    const QJsonObject last = records.first().toObject();
    QCOMPARE(last.value(u"action"_s).toString(), u"retry"_s);
    QCOMPARE(last.value(u"stage"_s).toString(), u"interrupted"_s);
    QCOMPARE(last.value(u"row_count"_s).toInteger(), 6000); // the frozen ids: what it set out to do
    const QString outcome = last.value(u"outcome"_s).toString();
    const QRegularExpressionMatch m =
        QRegularExpression(u"(\\d+) row\\(s\\) changed in (\\d+) recorded committed batch"_s)
            .match(outcome);
    QVERIFY2(m.hasMatch(), qPrintable(outcome));
    const qint64 recorded = m.captured(1).toLongLong();
    // A kill between a commit and its record loses at most that batch's record.
    QVERIFY2(recorded <= reset && reset <= recorded + batch,
             qPrintable(u"recorded %1, in the database %2"_s.arg(recorded).arg(reset)));
    // The table view of `audit` says it too.
    const Run table2 = run({u"audit"_s}, spec);
    QVERIFY2(table2.out.contains(u"interrupted"_s), qPrintable(table2.out));
}

void TestFailClosed::unfinishedLineDoesNotSwallowTheNext() {
    loadDead(*m_pg, 3);
    {
        QFile f(auditPath());
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"at\":\"2026-11-30T10:00:00.000Z\",\"user\":\"ops\",\"action\":\"pur");
    }
    const Run r = run({u"--table="_s + m_table, u"mark-done"_s,
                       u"3389dd47-9f5e-46a5-b4c3-f1b1e1c1ae9c"_s, u"--force"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QString err;
    const QJsonArray records = auditRecords(test::postgresSpec(), &err);
    QCOMPARE(records.size(), 1);
    QCOMPARE(records.first().toObject().value(u"action"_s).toString(), u"mark-done"_s);
    QVERIFY2(err.contains(u"1 line of "_s) && err.contains(u"(line 1)"_s), qPrintable(err));
}

void TestFailClosed::schemaChangesFollowTheChangeRules() {
    loadDead(*m_pg, 1);
    const QString url = test::postgresSpec().displayUrl();
    const auto tables = [&] {
        QSqlQuery q(m_pg->database());
        q.exec(u"SELECT COUNT(*) FROM information_schema.tables WHERE table_name IN "
               "('outbox_console_audit', 'outbox_console_delivery')"_s);
        return q.next() ? q.value(0).toInt() : -1;
    };
    Run r = run({u"--database"_s, url, u"--table="_s + m_table, u"profile"_s, u"add"_s, u"locked"_s,
                 u"--read-only"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--database"_s, url, u"--table=rel2fcf.outbox"_s, u"profile"_s, u"add"_s,
             u"prodfenn"_s, u"--environment=prod"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS rel2fcf CASCADE"_s}).ok());
    QVERIFY(test::runSqlFile(*m_pg, u"fennflow-postgres.sql"_s, u"fennflow"_s, u"rel2fcf"_s).ok());

    r = run({u"--profile=locked"_s, u"audit"_s, u"init"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"read-only"_s), qPrintable(r.err));
    r = run({u"--profile=prodfenn"_s, u"relay"_s, u"init"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"needs a reason"_s), qPrintable(r.err));
    r = run({u"--profile=prodfenn"_s, u"audit"_s, u"init"_s});
    QCOMPARE(r.code, 3);
    QCOMPARE(tables(), 0);

    r = run({u"--profile=prodfenn"_s, u"relay"_s, u"init"_s, u"--reason=OPS-7 retries"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"--profile=prodfenn"_s, u"audit"_s, u"init"_s, u"--reason=OPS-7 audit"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(tables(), 2);
    QStringList seen;
    for (const QJsonValue &v : auditRecords(test::postgresSpec())) {
        const QJsonObject o = v.toObject();
        seen << o.value(u"action"_s).toString() + u"|"_s + o.value(u"reason"_s).toString() +
                    u"|"_s + o.value(u"profile"_s).toString();
    }
    QVERIFY2(seen.contains(u"relay-init|OPS-7 retries|prodfenn"_s), qPrintable(seen.join(u'\n')));
    QVERIFY2(seen.contains(u"audit-init|OPS-7 audit|prodfenn"_s), qPrintable(seen.join(u'\n')));
    QVERIFY(test::runSql(*m_pg, {u"DROP TABLE outbox_console_audit"_s,
                                 u"DROP TABLE outbox_console_delivery"_s})
                .ok());
}

void TestFailClosed::environmentSpellingIsNoLoophole() {
    loadDead(*m_pg, 5);
    const QString url = test::postgresSpec().displayUrl();
    const auto writeProfile = [&](const QString &environment) {
        QFile f(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(u"[profiles]\n1\\name=hand\n1\\database=%1\n1\\table=%2\n1\\environment=%3\n"
                "size=1\n"_s.arg(url, m_table, environment)
                    .toUtf8());
    };
    writeProfile(u"Prod"_s);
    Run r = run({u"--profile=hand"_s, u"retry"_s, u"--force"_s});
    QCOMPARE(r.code, 3); // before: dev-like, the rows were reset without a reason
    QVERIFY2(r.err.contains(u"prod profile"_s), qPrintable(r.err));
    QCOMPARE(count(*m_pg, u"status = 'dead'"_s), 5);
    r = run({u"profile"_s, u"list"_s});
    QVERIFY2(r.out.contains(u"prod"_s) && !r.out.contains(u"Prod"_s), qPrintable(r.out));

    writeProfile(u"production"_s);
    r = run({u"--profile=hand"_s, u"retry"_s, u"--force"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"none of dev, staging or prod"_s), qPrintable(r.err));
    QCOMPARE(count(*m_pg, u"status = 'dead'"_s), 5);
}

void TestFailClosed::profileAddRefusesToReplaceSilently() {
    const QString url = test::postgresSpec().displayUrl();
    Run r = run({u"--database"_s, url, u"--table="_s + m_table, u"profile"_s, u"add"_s, u"app"_s,
                 u"--environment=prod"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QFile file(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray before = file.readAll();
    file.close();

    r = run({u"--database"_s, url, u"profile"_s, u"add"_s, u"app"_s});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"exists already"_s) && r.err.contains(u"--replace"_s),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(u"environment: prod → dev"_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(u"table: %1 → (none)"_s.arg(m_table)), qPrintable(r.err));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    file.close();

    r = run({u"--database"_s, url, u"profile"_s, u"add"_s, u"app"_s, u"--replace"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run({u"profile"_s, u"list"_s});
    QVERIFY2(r.out.contains(u"dev"_s) && !r.out.contains(u"prod"_s), qPrintable(r.out));
}

// 16. Escape sequences stored in a row are printed as visible escapes in human output, and kept
// exactly in JSON.
void TestFailClosed::terminalEscapesAreShownNotObeyed() {
    loadDead(*m_pg, 1);
    const QString id = u"3389dd47-9f5e-46a5-b4c3-f1b1e1c1ae9c"_s;
    QVERIFY(
        test::runSql(*m_pg,
                     {u"INSERT INTO %1 (id, operation, status, attempt_count, payload, last_error, "
                      "created_at) VALUES ('%2', 'put', 'dead', 5, '{\"name\":\"put\",\"key\":"
                      "\"k\\/\u009b31m\",\"body_base64\":\"eA==\"}', E'boom \\033]0;pwned\\007 "
                      "\\033[2J', '2026-06-01 11:00:00')"_s.arg(m_table, id)})
            .ok());
    const auto hasControl = [](const QString &text) {
        return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
            return c != u'\n' &&
                   (c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f));
        });
    };
    for (const QStringList &command : {QStringList{u"list"_s, u"--state=dead"_s},
                                       QStringList{u"show"_s, id}, QStringList{u"groups"_s}}) {
        const Run r = run(QStringList{u"--table="_s + m_table} + command);
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QVERIFY2(!hasControl(r.out), qPrintable(command.join(u' ') + u": "_s + r.out));
        QVERIFY2(r.out.contains(u"\\x1b]0;pwned\\x07"_s) || command.first() == u"groups"_s,
                 qPrintable(r.out));
    }
    const Run shown = run({u"--table="_s + m_table, u"show"_s, id});
    QVERIFY2(shown.out.contains(u"\\u009b31m"_s), qPrintable(shown.out));
    const Run json = run({u"--table="_s + m_table, u"show"_s, id, u"--output=json"_s});
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(u"last_error"_s).toString(), u"boom \x1b]0;pwned\x07 \x1b[2J"_s);
}

// 7, 8, 17 on SQLite, whose columns take any value: a payload that is not JSON does not break a
// JSON filter, a created_at written as a number is never purged, and a search text too long for
// SQLite's LIKE is invalid input.
void TestFailClosed::sqliteOddRowsDoNotDecide() {
    const QString file = m_dir.filePath(u"odd.sqlite"_s);
    QFile::remove(file);
    {
        QFile touch(file); // the connection opens existing database files only
        QVERIFY(touch.open(QIODevice::WriteOnly));
    }
    DatabaseSession lite(test::sqliteSpec(file), u"failclosed-lite"_s);
    QVERIFY(lite.open().ok());
    QVERIFY(test::runSqlFile(lite, u"vortos-sqlite.sql"_s).ok());
    QVERIFY(
        test::runSql(
            lite, {u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                   "payload, created_at, processed_at) VALUES "
                   "('0193f1a2-0000-7000-8000-000000000001', 'put', 'dead', 5, '{\"name\":\"put\","
                   "\"key\":\"a\"', '2026-06-01 10:00:00', NULL), "
                   "('0193f1a2-0000-7000-8000-000000000002', 'put', 'dead', 5, '{\"name\":\"put\","
                   "\"key\":\"a\"}', '2026-06-01 10:00:01', NULL), "
                   "('0193f1a2-0000-7000-8000-000000000003', 'delete', 'done', 1, '{\"name\":"
                   "\"delete\",\"key\":\"b\"}', '2020-01-01 10:00:00', '2020-01-01 10:00:01'), "
                   "('0193f1a2-0000-7000-8000-000000000004', 'delete', 'done', 1, '{\"name\":"
                   "\"delete\",\"key\":\"c\"}', CAST(strftime('%s', 'now') AS INTEGER), NULL)"_s})
            .ok());
    const ConnectionSpec spec = test::sqliteSpec(file);
    const QStringList db{u"--database=sqlite://"_s + file, u"--table=vortos_object_store_outbox"_s};

    Run r = run(db + QStringList{u"list"_s, u"--payload-key=key=a"_s, u"--output=json"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err)); // before: exit 1, "malformed JSON"
    const QJsonArray rows =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"rows"_s).toArray();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().toObject().value(u"id"_s).toString(),
             u"0193f1a2-0000-7000-8000-000000000002"_s);
    QVERIFY2(r.err.contains(u"1 row left out: the payload is not JSON"_s), qPrintable(r.err));

    r = run(db + QStringList{u"purge"_s, u"--older-than=30d"_s, u"--force"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"1 sent row kept: created_at is not a date text"_s),
             qPrintable(r.err));
    QSqlQuery q(lite.database());
    QVERIFY(q.exec(u"SELECT id FROM vortos_object_store_outbox WHERE status = 'done'"_s));
    QStringList left;
    while (q.next())
        left << q.value(0).toString();
    // The old text row went; the one created now, written as a number, stays.
    QCOMPARE(left, QStringList{u"0193f1a2-0000-7000-8000-000000000004"_s});

    r = run(db + QStringList{u"list"_s, u"--payload-contains="_s + QString(60000, u'x')}, spec);
    QCOMPARE(r.code, 2); // before: exit 1, "LIKE or GLOB pattern too complex"
    QVERIFY2(r.err.contains(u"--payload-contains is too long for SQLite"_s), qPrintable(r.err));
}

void TestFailClosed::mysqlStatusesCompareExactly() {
    loadDead(*m_maria, 4);
    QVERIFY(test::runSql(*m_maria, {u"UPDATE vortos_object_store_outbox SET status = 'Dead' "
                                    "WHERE id = '0193f1a2-0000-7000-8000-000000000002'"_s})
                .ok());
    const ConnectionSpec spec = test::mysqlSpec();
    const QStringList table{u"--table=vortos_object_store_outbox"_s};

    Run r = run(table + QStringList{u"stats"_s, u"--json"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject stats = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonObject states = stats.value(u"states"_s).toObject();
    const QJsonObject statuses = stats.value(u"statuses"_s).toObject();
    // Before: one group "Dead" of 4 rows, read as unknown; dead 0.
    QCOMPARE(states.value(u"dead"_s).toInt(), 3);
    QCOMPARE(states.value(u"unknown"_s).toInt(), 1);
    QCOMPARE(statuses.value(u"dead"_s).toInt(), 3);
    QCOMPARE(statuses.value(u"Dead"_s).toInt(), 1);

    r = run(table + QStringList{u"list"_s, u"--state=dead"_s, u"--output=json"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"rows"_s).toArray().size(), 3);

    r = run(table + QStringList{u"retry"_s, u"--force"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(count(*m_maria, u"status = 'pending'"_s), 3);
    QCOMPARE(count(*m_maria, u"CAST(status AS BINARY) = 'Dead'"_s), 1);
}

void TestFailClosed::purgeWithoutOwnStorage_data() {
    QTest::addColumn<QStringList>("setup");
    QTest::addColumn<QString>("relation");
    QTest::newRow("partitioned table")
        << QStringList{u"CREATE TABLE rel2fc.parted (LIKE rel2fc.object_store_outbox INCLUDING "
                       "DEFAULTS) PARTITION BY RANGE (created_at)"_s,
                       u"CREATE TABLE rel2fc.parted_old PARTITION OF rel2fc.parted FOR VALUES "
                       "FROM (MINVALUE) TO ('2026-03-01')"_s,
                       u"CREATE TABLE rel2fc.parted_new PARTITION OF rel2fc.parted FOR VALUES "
                       "FROM ('2026-03-01') TO (MAXVALUE)"_s,
                       u"INSERT INTO rel2fc.parted SELECT * FROM rel2fc.object_store_outbox"_s}
        << u"rel2fc.parted"_s;
    QTest::newRow("updatable view")
        << QStringList{u"CREATE VIEW rel2fc.outbox_view AS SELECT * FROM "
                       "rel2fc.object_store_outbox"_s}
        << u"rel2fc.outbox_view"_s;
}

void TestFailClosed::purgeWithoutOwnStorage() {
    QFETCH(QStringList, setup);
    QFETCH(QString, relation);
    loadDead(*m_pg, 150);
    QVERIFY(test::runSql(*m_pg, setup).ok());
    const Run r = run({u"--table="_s + relation, u"purge"_s, u"--older-than=30d"_s, u"--force"_s,
                       u"--batch-size=40"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    // Before: "150 sent rows … will be deleted", then "0 deleted" and exit 0.
    QVERIFY2((r.out + r.err).contains(u"150 deleted"_s), qPrintable(r.out + r.err));
    QSqlQuery q(m_pg->database());
    QVERIFY(q.exec(
        u"SELECT COUNT(*) FILTER (WHERE status = 'done'), COUNT(*) FROM %1"_s.arg(relation)));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toLongLong(), 0);
    QCOMPARE(q.value(1).toLongLong(), 150); // the dead rows stay
}

void TestFailClosed::idsAreLookedUpAsStored_data() {
    test::addBoolRows("maria", {{"SQLite", false}, {"MariaDB", true}});
}

void TestFailClosed::idsAreLookedUpAsStored() {
    QFETCH(bool, maria);
    const QString file = m_dir.filePath(u"ids.sqlite"_s);
    std::unique_ptr<DatabaseSession> lite;
    DatabaseSession *db = m_maria.get();
    ConnectionSpec spec = test::mysqlSpec();
    QStringList args{u"--table=vortos_object_store_outbox"_s};
    if (maria) {
        QVERIFY(test::runSql(*db, {u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s}).ok());
        QVERIFY(test::runSqlFile(*db, u"vortos-mysql.sql"_s).ok());
    } else {
        QFile::remove(file);
        QFile touch(file);
        QVERIFY(touch.open(QIODevice::WriteOnly));
        touch.close();
        spec = test::sqliteSpec(file);
        QVERIFY(test::openSession(lite, spec, u"failclosed-ids"_s).ok());
        db = lite.get();
        QVERIFY(test::runSqlFile(*db, u"vortos-sqlite.sql"_s).ok());
        args.prepend(u"--database=sqlite://"_s + file);
    }
    const QString upper = u"0193F1A2-0000-7000-8000-00000000000A"_s;
    const QString word = u"order-42"_s;
    const QString other = u"0193f1a2-0000-7000-8000-00000000000b"_s;
    QStringList values;
    for (const QString &id : {upper, word, other})
        values.append(u"('%1', 'put', 'dead', 5, '{\"name\":\"put\",\"key\":\"a\","
                      "\"body_base64\":\"eA==\"}', 'boom', '2026-06-01 10:00:00')"_s.arg(id));
    QVERIFY(test::runSql(*db, {u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
                               "attempt_count, payload, last_error, created_at) VALUES "_s +
                               values.join(u", "_s)})
                .ok());
    const auto statusOf = [&](const QString &id) {
        QSqlQuery q(db->database());
        q.prepare(u"SELECT status FROM vortos_object_store_outbox WHERE id = ?"_s);
        q.addBindValue(id);
        return q.exec() && q.next() ? q.value(0).toString() : QString();
    };

    // Before: "Invalid id" (a word) and "No row" (upper case, looked up in lower case on SQLite).
    Run r = run(args + QStringList{u"show"_s, word, u"--output=json"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(word), qPrintable(r.out));
    r = run(args + QStringList{u"show"_s, upper}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = run(args + QStringList{u"retry"_s, u"--id="_s + word, u"--force"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(statusOf(word), u"pending"_s);
    QCOMPARE(statusOf(other), u"dead"_s);
    r = run(args + QStringList{u"mark-done"_s, upper, u"--force"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(statusOf(upper), u"done"_s);
    // A UUID typed in capitals still finds the row its writer stored in lower case.
    r = run(args + QStringList{u"mark-done"_s, other.toUpper(), u"--force"_s}, spec);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(statusOf(other), u"done"_s);
    r = run(args + QStringList{u"show"_s, u"order-43"_s}, spec);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"No row with id order-43"_s), qPrintable(r.err));
}

void TestFailClosed::messagesSayWhatIsWrong() {
    loadDead(*m_pg, 3);
    QVERIFY(test::runSql(
                *m_pg, {u"DROP SCHEMA IF EXISTS rel2fc_open CASCADE"_s,
                        u"DROP ROLE IF EXISTS rel2fc_reader"_s,
                        u"CREATE ROLE rel2fc_reader LOGIN PASSWORD 'reader-secret'"_s,
                        u"CREATE SCHEMA rel2fc_open"_s,
                        u"CREATE TABLE rel2fc_open.object_store_outbox (LIKE "
                        "rel2fc.object_store_outbox)"_s,
                        u"GRANT USAGE ON SCHEMA rel2fc_open TO rel2fc_reader"_s,
                        u"UPDATE %1 SET payload = '42' WHERE id = md5('d1')::uuid"_s.arg(m_table)})
                .ok());
    ConnectionSpec reader = test::postgresSpec();
    reader.user = u"rel2fc_reader"_s;
    reader.password = u"reader-secret"_s;
    // Before: "Table … does not exist" for both.
    Run r = run({u"--table="_s + m_table, u"stats"_s}, reader);
    QVERIFY2(r.code == 2, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"exists"_s) &&
                 r.err.contains(u"no USAGE privilege on schema rel2fc"_s),
             qPrintable(r.err));
    r = run({u"--table=rel2fc_open.object_store_outbox"_s, u"stats"_s}, reader);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"no SELECT privilege"_s), qPrintable(r.err));
    r = run({u"--table=rel2fc.absent_outbox"_s, u"stats"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"does not exist"_s), qPrintable(r.err));
    QVERIFY(
        test::runSql(*m_pg, {u"DROP SCHEMA rel2fc_open CASCADE"_s, u"DROP ROLE rel2fc_reader"_s})
            .ok());

    // A scalar payload is JSON, only not an object. Before: "is not valid JSON".
    QSqlQuery q(m_pg->database());
    QVERIFY(q.exec(u"SELECT md5('d1')::uuid::text"_s) && q.next());
    r = run({u"--table="_s + m_table, u"show"_s, q.value(0).toString()});
    QVERIFY2((r.out + r.err).contains(u"is a JSON number, not a JSON object"_s),
             qPrintable(r.out + r.err));

    // No row decides the FennFlow vocabulary and none is recorded: unknown, never guessed, and
    // the relay refuses until told.
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS rel2fcf CASCADE"_s}).ok());
    QVERIFY(test::runSqlFile(*m_pg, u"fennflow-postgres.sql"_s, u"fennflow"_s, u"rel2fcf"_s).ok());
    r = run({u"--table=rel2fcf.outbox"_s, u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"vocabulary unknown: no row reads 'created'"_s), qPrintable(r.out));
    r = run({u"--table=rel2fcf.outbox"_s, u"relay"_s, u"--once"_s,
             u"--sink=file:"_s + m_dir.filePath(u"unknown.jsonl"_s)});
    QCOMPARE(r.code, 3);
    QVERIFY2(r.err.contains(u"--vocabulary=shipped"_s), qPrintable(r.err));
    QVERIFY(test::runSql(*m_pg, {u"UPDATE rel2fcf.outbox SET status = 'created'"_s}).ok());
    r = run({u"--table=rel2fcf.outbox"_s, u"stats"_s});
    QVERIFY2(r.out.contains(u"vocabulary docs, detected"_s), qPrintable(r.out));

    // The table name rule says ASCII.
    r = run({u"--table=outbox_ü"_s, u"stats"_s});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(u"ASCII"_s), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestFailClosed)
#include "tst_failclosed.moc"
