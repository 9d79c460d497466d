// The real FennFlow writer (the fennflow package from the Python package index, pinned in
// tests/support/python/requirements.txt) writes its outbox through its own public API
// (tests/support/fennflow-writer.py: repositories on a UnitOfWork, its SQLAlchemy backend, its S3
// connector on the S3 test server), on PostgreSQL and on SQLite. Then:
//  - what FennFlow wrote is what its API and code say, the defects included (a rolled-back
//    session's event, operations merged per path), so a new FennFlow that changes it fails here;
//  - its table is the one tests/data/schemas/fennflow-*.sql reproduces, column for column;
//  - outboxctl stats, list and show read every row exactly, with the vocabulary FennFlow writes
//    (and, as after an upgrade from 0.8.0, under the shipped vocabulary too);
//  - the relay delivers every row once, in order per aggregate, while FennFlow keeps committing
//    sessions on the same table, and leaves every column FennFlow wrote as it was;
//  - FennFlow reads and writes on afterwards; groups and blocked read a dead head exactly, and
//    its resend to another path gets FennFlow's hash of that path as its aggregate.
#include "connection/databasesession.h"
#include "schema/consoletable.h"

#include "testdatabases.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUrl>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

const QStringList kPayloadKeys = {
    u"created_at"_s,     u"error"_s, u"expired_at"_s, u"namespace"_s, u"operation_id"_s,
    u"operation_type"_s, u"scope"_s, u"session_id"_s, u"status"_s,    u"storage_path"_s};

// The console's tables (relay init's, every one of them), which the other tests leave in
// PostgreSQL's public schema.
QStringList consoleTables() {
    QStringList names;
    for (const RelayTable &table : relayTables())
        names.append(QString::fromLatin1(table.name));
    return names;
}

QString sha256Hex(const QString &text) {
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

// A stored time (…T…ss.ssssssZ, microseconds) as the console prints it: milliseconds, cut, and
// none where they are 0 (isoUtc in core/output/rowformat.cpp).
QString asConsoleTime(const QString &micro) {
    return micro.mid(20, 3) == u"000"_s ? micro.left(19) + u'Z' : micro.left(23) + u'Z';
}

QJsonArray rowsOf(const QJsonObject &result) {
    QJsonArray rows;
    for (const QJsonValue &step : result.value(u"steps"_s).toArray())
        for (const QJsonValue &row : step.toObject().value(u"rows"_s).toArray())
            rows.append(row);
    for (const QJsonValue &row : result.value(u"rows"_s).toArray())
        rows.append(row);
    return rows;
}

// Oldest first, as the relay's order per key counts it: created_at, then id.
bool olderThan(const QJsonObject &a, const QJsonObject &b) {
    const QString ca = a.value(u"created_at"_s).toString();
    const QString cb = b.value(u"created_at"_s).toString();
    return ca != cb ? ca < cb : a.value(u"id"_s).toString() < b.value(u"id"_s).toString();
}

// What is wrong with the rows one step of the writer added, measured against what the writer
// said to expect: empty when nothing is.
// rows the relay may have delivered already (written while it ran) may read 'sent'.
QString stepProblem(const QJsonObject &step, bool postgres, bool maybeSent = false) {
    const QString name = step.value(u"name"_s).toString();
    const QJsonArray expect = step.value(u"expect"_s).toArray();
    const QJsonArray rows = step.value(u"rows"_s).toArray();
    if (rows.size() != expect.size())
        return u"%1: %2 rows, expected %3: %4"_s.arg(
            name, QString::number(rows.size()), QString::number(expect.size()),
            QString::fromUtf8(QJsonDocument(rows).toJson(QJsonDocument::Compact)));
    static const QRegularExpression hex32(u"^[0-9a-f]{32}$"_s);
    static const QRegularExpression uuid4Dashed(
        u"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"_s);
    static const QRegularExpression uuid4Hex(u"^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$"_s);
    QString session;
    QString previousCreated;
    for (int i = 0; i < expect.size(); ++i) {
        const QJsonObject e = expect.at(i).toObject();
        const QString path = e.value(u"storage_path"_s).toString();
        const QString ns = e.value(u"namespace"_s).toString();
        // The row of this file (paths and namespaces are unique within a step).
        QJsonObject row;
        for (const QJsonValue &v : rows) {
            const QJsonObject p = v.toObject().value(u"payload"_s).toObject();
            if (p.value(u"storage_path"_s).toString() == path &&
                p.value(u"namespace"_s).toString() == ns)
                row = v.toObject();
        }
        if (row.isEmpty())
            return u"%1: no row for %2/%3"_s.arg(name, ns, path);
        const QJsonObject p = row.value(u"payload"_s).toObject();
        const auto wrong = [&](const QString &what, const QJsonValue &got, const QJsonValue &want) {
            return u"%1, %2: %3 is %4, expected %5"_s.arg(
                name, path, what,
                QString::fromUtf8(QJsonDocument(QJsonArray{got}).toJson(QJsonDocument::Compact)),
                QString::fromUtf8(QJsonDocument(QJsonArray{want}).toJson(QJsonDocument::Compact)));
        };
        const auto check = [&](const QString &what, const QJsonValue &got,
                               const QJsonValue &want) -> QString {
            return got == want ? QString() : wrong(what, got, want);
        };
        const QString eventId = row.value(u"event_id"_s).toString();
        QStringList keys = p.keys();
        std::sort(keys.begin(), keys.end());
        for (const QString &problem : {
                 check(u"status"_s, row.value(u"status"_s),
                       maybeSent && row.value(u"status"_s) == u"sent"_s ? u"sent"_s : u"created"_s),
                 check(u"aggregate_type"_s, row.value(u"aggregate_type"_s), u"StorageObject"_s),
                 check(u"event_type"_s, row.value(u"event_type"_s), e.value(u"event_type"_s)),
                 check(u"aggregate_id"_s, row.value(u"aggregate_id"_s), e.value(u"aggregate_id"_s)),
                 check(u"aggregate_id"_s, row.value(u"aggregate_id"_s),
                       sha256Hex(u"%1|||%2|||%3"_s.arg(e.value(u"scope"_s).toString(), ns, path))),
                 check(u"payload keys"_s, QJsonArray::fromStringList(keys),
                       QJsonArray::fromStringList(kPayloadKeys)),
                 check(u"payload.operation_type"_s, p.value(u"operation_type"_s),
                       e.value(u"event_type"_s)),
                 check(u"payload.scope"_s, p.value(u"scope"_s), e.value(u"scope"_s)),
                 check(u"payload.status"_s, p.value(u"status"_s), e.value(u"file_status"_s)),
                 check(u"payload.operation_id"_s, p.value(u"operation_id"_s),
                       QString(eventId).remove(u'-')),
             }) {
            if (!problem.isEmpty())
                return problem;
        }
        if (e.value(u"error"_s).isNull()
                ? !p.value(u"error"_s).isNull()
                : !p.value(u"error"_s).toString().contains(e.value(u"error"_s).toString()))
            return wrong(u"payload.error"_s, p.value(u"error"_s), e.value(u"error"_s));
        const QRegularExpression &idForm = postgres ? uuid4Dashed : hex32;
        if (!idForm.match(row.value(u"id"_s).toString()).hasMatch() ||
            !idForm.match(eventId).hasMatch() ||
            !uuid4Hex.match(QString(row.value(u"id"_s).toString()).remove(u'-')).hasMatch())
            return u"%1, %2: id %3 / event_id %4 are not UUID version 4 in the table's form"_s.arg(
                name, path, row.value(u"id"_s).toString(), eventId);
        if (!hex32.match(p.value(u"session_id"_s).toString()).hasMatch())
            return wrong(u"payload.session_id"_s, p.value(u"session_id"_s), u"32 hex digits"_s);
        if (!session.isEmpty() && p.value(u"session_id"_s).toString() != session)
            return u"%1: the rows of one session name two sessions"_s.arg(name);
        session = p.value(u"session_id"_s).toString();
        const QString created = row.value(u"created_at"_s).toString();
        if (row.value(u"updated_at"_s).toString() < created)
            return u"%1, %2: updated_at before created_at"_s.arg(name, path);
        // The rows of a session come in the order the files were given.
        if (created < previousCreated)
            return u"%1, %2: written before the file given before it"_s.arg(name, path);
        previousCreated = created;
    }
    return {};
}

struct Database {
    QString name;   // "postgresql", "sqlite"
    QString url;    // the console's (no password)
    QString table;  // the outbox as outboxctl names it
    QString sqlite; // the file, on SQLite
    QString run;    // the writer's --run: every path it writes starts with it
    QJsonObject writes;
    QJsonArray sessions; // the rows the writer committed while the relay ran
    bool written = false;
    bool relayed = false;
};

} // namespace

class TestFennFlowWriter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void initTestCase_data();
    void cleanupTestCase();
    void fennFlowWritesWhatItsApiSays();
    void tableIsTheReproducedOne();
    void outboxctlReadsEveryRowExactly();
    void relayDeliversInOrderWhileFennFlowWrites();
    void fennFlowOperatesAfterTheRelay();

private:
    Database &database();
    QProcessEnvironment environment() const;
    QStringList writerArgs(const Database &db, const QString &scenario) const;
    test::CliRun writer(const Database &db, const QStringList &extra, const QString &scenario);
    test::CliRun ctl(const Database &db, const QStringList &args);
    std::unique_ptr<DatabaseSession> open(const Database &db, const QString &connection);
    // FennFlow's schemas and the console's tables dropped from PostgreSQL: before, so FennFlow
    // makes its own; after, so the tests that run next find no record of this test's table
    // (the vocabulary recorded for fennflow.outbox would refuse theirs).
    Status dropFromPostgres(const QString &connection);
    // The rows of the outbox as stored, in the writer's form, by id.
    QHash<QString, QJsonObject> storedRows(const Database &db);

    QTemporaryDir m_dir;
    QString m_python;
    QString m_endpoint;
    QString m_bucket;
    QHash<QString, Database> m_databases;
};

void TestFennFlowWriter::initTestCase_data() {
    test::addDatabaseRows({u"postgresql"_s, u"sqlite"_s});
}

void TestFennFlowWriter::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    m_endpoint = qEnvironmentVariable("OUTBOX_TEST_S3_ENDPOINT");
    m_bucket = qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET");
    QVERIFY2(!m_endpoint.isEmpty() && !m_bucket.isEmpty(), "the s3 fixture is not up");
    QVERIFY2(QUrl(m_endpoint).host() == u"127.0.0.1"_s, qPrintable(m_endpoint)); // loopback only
    QString problem;
    m_python = test::testPython(&problem);
    QVERIFY2(!m_python.isEmpty(), qPrintable(problem));

    const quint32 tag = QRandomGenerator::global()->generate();
    Database pg;
    pg.name = u"postgresql"_s;
    pg.url = qEnvironmentVariable("OUTBOX_TEST_PG_URL");
    QVERIFY2(!pg.url.isEmpty(), "the postgresql fixture is not up");
    pg.table = u"fennflow.outbox"_s;
    pg.run = u"pg%1"_s.arg(tag, 8, 16, QLatin1Char('0'));
    Database lite;
    lite.name = u"sqlite"_s;
    lite.sqlite = m_dir.filePath(u"fennflow.sqlite"_s);
    lite.url = u"sqlite://"_s + lite.sqlite;
    lite.table = u"outbox"_s;
    lite.run = u"sq%1"_s.arg(tag, 8, 16, QLatin1Char('0'));
    m_databases.insert(pg.name, pg);
    m_databases.insert(lite.name, lite);

    // FennFlow makes its own tables: PostgreSQL starts without them and without the console's.
    const Status dropped = dropFromPostgres(u"ffwriter-setup"_s);
    QVERIFY2(dropped.ok(), dropped.ok() ? "" : qPrintable(dropped.error().message));
}

void TestFennFlowWriter::cleanupTestCase() {
    if (!m_databases.contains(u"postgresql"_s))
        return; // set-up stopped before PostgreSQL was reached
    const Status dropped = dropFromPostgres(u"ffwriter-cleanup"_s);
    QVERIFY2(dropped.ok(), dropped.ok() ? "" : qPrintable(dropped.error().message));
}

Status TestFennFlowWriter::dropFromPostgres(const QString &connection) {
    auto session = open(m_databases[u"postgresql"_s], connection);
    if (!session)
        return Error::failed(u"PostgreSQL cannot be opened"_s);
    QStringList drop{u"DROP SCHEMA IF EXISTS fennflow CASCADE"_s,
                     u"DROP SCHEMA IF EXISTS ffrepro CASCADE"_s};
    for (const QString &t : consoleTables())
        drop.append(u"DROP TABLE IF EXISTS "_s + t);
    return test::runSql(*session, drop);
}

Database &TestFennFlowWriter::database() {
    QFETCH_GLOBAL(QString, database);
    return m_databases[database];
}

QProcessEnvironment TestFennFlowWriter::environment() const {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
    env.remove(u"OUTBOX_DATABASE_URL"_s);
    // Secrets through the environment, never arguments: the writer and outboxctl read these.
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, qEnvironmentVariable("OUTBOX_TEST_DB_PASSWORD"));
    env.insert(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, u"S3RVER"_s);
    return env;
}

QStringList TestFennFlowWriter::writerArgs(const Database &db, const QString &scenario) const {
    return {test::supportFile(u"fennflow-writer.py"_s),
            u"--database"_s,
            db.url,
            u"--s3-endpoint"_s,
            m_endpoint,
            u"--bucket"_s,
            m_bucket,
            u"--access-key-id"_s,
            u"S3RVER"_s,
            u"--run"_s,
            db.run,
            scenario};
}

test::CliRun TestFennFlowWriter::writer(const Database &db, const QStringList &extra,
                                        const QString &scenario) {
    return test::runWriter(m_python, writerArgs(db, scenario) + extra, environment(), 120'000);
}

test::CliRun TestFennFlowWriter::ctl(const Database &db, const QStringList &args) {
    return test::runOutboxctl(QStringList{u"--database"_s, db.url, u"--table"_s, db.table} + args,
                              environment());
}

std::unique_ptr<DatabaseSession> TestFennFlowWriter::open(const Database &db,
                                                          const QString &connection) {
    auto session = std::make_unique<DatabaseSession>(
        db.name == u"postgresql"_s ? test::postgresSpec() : test::sqliteSpec(db.sqlite),
        connection);
    const Status opened = session->open();
    if (!opened) {
        QTest::qFail(qPrintable(opened.error().message), __FILE__, __LINE__);
        return {};
    }
    return session;
}

QHash<QString, QJsonObject> TestFennFlowWriter::storedRows(const Database &db) {
    auto session = open(db, u"ffwriter-rows"_s);
    QHash<QString, QJsonObject> rows;
    if (!session)
        return rows;
    const bool pg = db.name == u"postgresql"_s;
    const QString time = u"to_char(%1 AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')"_s;
    QSqlQuery q(session->database());
    const QString sql =
        pg ? u"SELECT id::text, event_id::text, aggregate_type, aggregate_id, event_type, "
             "payload::text, status, %1, %2 FROM fennflow.outbox"_s.arg(time.arg(u"created_at"_s),
                                                                        time.arg(u"updated_at"_s))
           : u"SELECT id, event_id, aggregate_type, aggregate_id, event_type, payload, status, "
             "replace(created_at, ' ', 'T') || 'Z', replace(updated_at, ' ', 'T') || 'Z' "
             "FROM outbox"_s;
    if (!q.exec(sql)) {
        QTest::qFail(qPrintable(q.lastError().text()), __FILE__, __LINE__);
        return rows;
    }
    while (q.next()) {
        rows.insert(q.value(0).toString(), QJsonObject{{u"id"_s, q.value(0).toString()},
                                                       {u"event_id"_s, q.value(1).toString()},
                                                       {u"aggregate_type"_s, q.value(2).toString()},
                                                       {u"aggregate_id"_s, q.value(3).toString()},
                                                       {u"event_type"_s, q.value(4).toString()},
                                                       {u"payload_text"_s, q.value(5).toString()},
                                                       {u"status"_s, q.value(6).toString()},
                                                       {u"created_at"_s, q.value(7).toString()},
                                                       {u"updated_at"_s, q.value(8).toString()}});
    }
    return rows;
}

// FennFlow's public API, with its SQLAlchemy backend, writes the events its code says it writes:
// one a file per committed operation, status 'created', the aggregate a SHA-256 of scope,
// namespace and path. Rolled-back sessions and failed operations still write events (what the
// file's payload status says is all that tells them apart), and a session keeps one operation a
// path: a create and a put of one file give one 'put', and one path in two buckets one event.
void TestFennFlowWriter::fennFlowWritesWhatItsApiSays() {
    Database &db = database();
    const test::CliRun r = writer(db, {}, u"writes"_s);
    QVERIFY2(r.code == 0, qPrintable(r.err.right(3000)));
    db.writes = test::lastJsonLine(r.out);
    const QJsonObject &w = db.writes;
    QCOMPARE(w.value(u"fennflow"_s).toString(), u"0.8.1"_s);
    QCOMPARE(w.value(u"dialect"_s).toString(), db.name);
    QCOMPARE(w.value(u"table"_s).toString(), db.table);

    const QHash<QString, QString> raised{
        {u"rollback_empty"_s, u"RuntimeError: rolled back before any write"_s},
        {u"rollback_create"_s, u"RuntimeError: rolled back after a create"_s},
        {u"create_existing"_s, u"RecordAlreadyExistsException: "_s},
        {u"failed"_s, u"NoSuchBucket: "_s}};
    QStringList names;
    for (const QJsonValue &v : w.value(u"steps"_s).toArray()) {
        const QJsonObject step = v.toObject();
        const QString name = step.value(u"name"_s).toString();
        names.append(name);
        const QString wanted = raised.value(name);
        const QString got = step.value(u"raised"_s).toString();
        QVERIFY2(wanted.isEmpty() ? step.value(u"raised"_s).isNull() : got.startsWith(wanted),
                 qPrintable(u"%1 raised \"%2\""_s.arg(name, got)));
        const QString problem = stepProblem(step, db.name == u"postgresql"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QCOMPARE(names, (QStringList{u"create"_s, u"put"_s, u"delete"_s, u"create_batch"_s,
                                 u"delete_prefix"_s, u"rollback_empty"_s, u"rollback_create"_s,
                                 u"rollback_put"_s, u"rollback_delete"_s, u"create_existing"_s,
                                 u"failed"_s, u"merged"_s, u"two_buckets"_s, u"reconcile"_s}));
    QCOMPARE(int(rowsOf(w).size()), 2 + 1 + 1 + 4 + 4 + 0 + 1 + 1 + 1 + 0 + 2 + 1 + 1 + 5);

    // What the storage and FennFlow's own table say the sessions did.
    const QJsonObject objects = w.value(u"objects"_s).toObject();
    QCOMPARE(objects.value(u"docs/a.txt"_s).toBool(), true);
    QCOMPARE(objects.value(u"docs/b.json"_s).toBool(), false);
    QCOMPARE(objects.value(u"rollback/r.txt"_s).toBool(), false); // compensated: no file, an event
    QCOMPARE(objects.value(u"failed/ok.txt"_s).toBool(), false);
    QCOMPARE(objects.value(u"same/s.txt"_s).toBool(), true); // written, and no event says so
    const QJsonObject metadata = w.value(u"metadata"_s).toObject();
    const auto statusOf = [&](const QString &bucket, const QString &path) {
        return metadata.value(u"%1/%2/%3"_s.arg(bucket, db.run, path)).toString();
    };
    QCOMPARE(statusOf(m_bucket, u"docs/a.txt"_s), u"uploaded"_s);
    QCOMPARE(statusOf(m_bucket, u"docs/b.json"_s), u"deleted"_s);
    QCOMPARE(statusOf(m_bucket, u"rollback/r.txt"_s), u"failed"_s);
    QCOMPARE(statusOf(m_bucket, u"same/s.txt"_s), u"pending"_s); // left behind by the merge
    QCOMPARE(statusOf(m_bucket + u'-' + db.run + u"-missing"_s, u"failed/bad.txt"_s),
             u"compensation_failed"_s);
    db.written = true;
}

// FennFlow's metadata.create_all makes the table tests/data/schemas reproduces: every column,
// type, null rule, default, comment, constraint and index.
void TestFennFlowWriter::tableIsTheReproducedOne() {
    Database &db = database();
    if (!db.written)
        QSKIP("FennFlow wrote nothing");
    if (db.name == u"postgresql"_s) {
        auto session = open(db, u"ffwriter-ddl"_s);
        QVERIFY(session);
        const Status loaded =
            test::runSqlFile(*session, u"fennflow-postgres.sql"_s, u"fennflow"_s, u"ffrepro"_s);
        QVERIFY2(loaded.ok(), loaded.ok() ? "" : qPrintable(loaded.error().message));
        const auto describe = [&](const QString &schema) {
            QStringList lines;
            QString failed;
            // A line (as lineOf makes it) for each row sql gives for schema; false when it fails.
            const auto collect = [&](const QString &sql, const auto &lineOf) {
                QSqlQuery q(session->database());
                q.prepare(sql);
                q.addBindValue(schema);
                if (!q.exec()) {
                    failed = q.lastError().text();
                    return false;
                }
                while (q.next())
                    lines.append(lineOf(q));
                return true;
            };
            const bool described =
                collect(u"SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, "
                        "coalesce(pg_get_expr(d.adbin, d.adrelid), ''), "
                        "coalesce(col_description(c.oid, a.attnum), '') "
                        "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
                        "JOIN pg_namespace n ON n.oid = c.relnamespace "
                        "LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum "
                        "WHERE n.nspname = ? AND c.relname = 'outbox' AND a.attnum > 0 "
                        "AND NOT a.attisdropped ORDER BY a.attnum"_s,
                        [](const QSqlQuery &q) {
                            return u"column %1 %2 %3 default=%4 comment=%5"_s.arg(
                                q.value(0).toString(), q.value(1).toString(),
                                q.value(2).toBool() ? u"not null"_s : u"null"_s,
                                q.value(3).toString(), q.value(4).toString());
                        }) &&
                collect(u"SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint WHERE "
                        "conrelid = (quote_ident(?) || '.outbox')::regclass ORDER BY conname"_s,
                        [](const QSqlQuery &q) {
                            return u"constraint %1 %2"_s.arg(q.value(0).toString(),
                                                             q.value(1).toString());
                        }) &&
                collect(u"SELECT indexdef FROM pg_indexes WHERE schemaname = ? AND tablename = "
                        "'outbox' ORDER BY indexname"_s,
                        [&](const QSqlQuery &q) {
                            return u"index "_s + q.value(0).toString().replace(schema, u"S"_s);
                        });
            return described ? lines : QStringList{failed};
        };
        const QStringList fennflow = describe(u"fennflow"_s);
        QVERIFY2(fennflow.size() > 9, qPrintable(fennflow.join(u'\n')));
        QCOMPARE(describe(u"ffrepro"_s), fennflow);
        QVERIFY(test::runSql(*session, {u"DROP SCHEMA ffrepro CASCADE"_s}).ok());
        return;
    }
    // SQLite keeps the statements as written: FennFlow's (SQLAlchemy's) and the reproduction's
    // must say the same, spaces aside.
    const QString copy = m_dir.filePath(u"reproduction.sqlite"_s);
    QVERIFY(QFile(copy).open(QIODevice::WriteOnly)); // the console opens files that exist
    const auto schemaOf = [&](const QString &file, bool load) {
        QStringList statements;
        DatabaseSession session(test::sqliteSpec(file),
                                u"ffwriter-ddl-"_s + QFileInfo(file).baseName());
        if (!session.open())
            return statements;
        if (load && !test::runSqlFile(session, u"fennflow-sqlite.sql"_s).ok())
            return statements;
        QSqlQuery q(session.database());
        if (!q.exec(u"SELECT sql FROM sqlite_master WHERE tbl_name = 'outbox' AND sql IS NOT "
                    "NULL ORDER BY type DESC, name"_s))
            return QStringList{q.lastError().text()};
        static const QRegularExpression space(u"\\s+"_s);
        static const QRegularExpression beforePunct(u" ([,)])"_s);
        static const QRegularExpression afterParen(u"\\( "_s);
        while (q.next())
            statements.append(q.value(0)
                                  .toString()
                                  .replace(space, u" "_s)
                                  .replace(beforePunct, u"\\1"_s)
                                  .replace(afterParen, u"("_s)
                                  .trimmed());
        return statements;
    };
    const QStringList fennflow = schemaOf(db.sqlite, false);
    QCOMPARE(int(fennflow.size()), 2); // the table and its index on status
    QCOMPARE(schemaOf(copy, true), fennflow);
}

// outboxctl stats, list and show read FennFlow's rows exactly: the vocabulary detected from
// what FennFlow writes ('created': the docs vocabulary), every column and payload field.
void TestFennFlowWriter::outboxctlReadsEveryRowExactly() {
    Database &db = database();
    if (!db.written)
        QSKIP("FennFlow wrote nothing");
    const QJsonArray written = rowsOf(db.writes);
    const int total = int(written.size());

    test::CliRun r = ctl(db, {u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"(fennflow, vocabulary docs, detected)"_s), qPrintable(r.out));
    r = ctl(db, {u"stats"_s, u"--json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject stats = test::jsonObject(r.out);
    QCOMPARE(stats.value(u"type"_s).toString(), u"fennflow"_s);
    QCOMPARE(stats.value(u"vocabulary"_s).toString(), u"docs"_s);
    QCOMPARE(stats.value(u"total"_s).toInt(), total);
    QCOMPARE(stats.value(u"statuses"_s).toObject(), (QJsonObject{{u"created"_s, total}}));
    QCOMPARE(
        stats.value(u"states"_s).toObject(),
        (QJsonObject{{u"pending"_s, total}, {u"inflight"_s, 0}, {u"dead"_s, 0}, {u"sent"_s, 0}}));

    // A table that FennFlow 0.8.0 wrote before the upgrade is read with the shipped vocabulary:
    // 0.8.1's 'created' rows are ready there too, with a warning that names them.
    r = ctl(db, {u"--vocabulary=shipped"_s, u"stats"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(u"reads 'created'"_s), qPrintable(r.err));
    r = ctl(db, {u"--vocabulary=shipped"_s, u"stats"_s, u"--json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(test::stateCount(r.out, u"pending"_s), total);

    r = ctl(db, {u"list"_s, u"--limit=1000"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray listed = test::jsonArray(r.out, u"rows"_s);
    QCOMPARE(int(listed.size()), total);
    QHash<QString, QJsonObject> byId;
    for (const QJsonValue &v : written)
        byId.insert(v.toObject().value(u"id"_s).toString(), v.toObject());
    QString previous;
    for (const QJsonValue &v : listed) {
        const QJsonObject row = v.toObject();
        const QString id = row.value(u"id"_s).toString();
        QVERIFY2(byId.contains(id), qPrintable(id));
        const QJsonObject w = byId.value(id);
        QCOMPARE(row.value(u"event_id"_s).toString(), w.value(u"event_id"_s).toString());
        QCOMPARE(row.value(u"aggregate_id"_s).toString(), w.value(u"aggregate_id"_s).toString());
        QCOMPARE(row.value(u"aggregate_type"_s).toString(),
                 w.value(u"aggregate_type"_s).toString());
        QCOMPARE(row.value(u"operation"_s).toString(), w.value(u"event_type"_s).toString());
        QCOMPARE(row.value(u"status"_s).toString(), u"created"_s);
        QCOMPARE(row.value(u"state"_s).toString(), u"pending"_s);
        QCOMPARE(row.value(u"payload"_s).toObject(), w.value(u"payload"_s).toObject());
        QCOMPARE(row.value(u"created_at"_s).toString(),
                 asConsoleTime(w.value(u"created_at"_s).toString()));
        QCOMPARE(row.value(u"updated_at"_s).toString(),
                 asConsoleTime(w.value(u"updated_at"_s).toString()));
        QVERIFY(row.value(u"attempt_count"_s).isNull());
        QVERIFY(row.value(u"last_error"_s).isNull());
        QCOMPARE(row.value(u"dead_lettered"_s).toBool(), false);
        // Newest first.
        const QString created = w.value(u"created_at"_s).toString();
        QVERIFY2(previous.isEmpty() || created <= previous, qPrintable(created));
        previous = created;
        byId.remove(id);
    }
    QVERIFY(byId.isEmpty());

    // show: the failed operation's event, its error as FennFlow wrote it into the payload.
    QJsonObject failed;
    for (const QJsonValue &v : written)
        if (v.toObject().value(u"payload"_s).toObject().value(u"status"_s) ==
            u"compensation_failed"_s)
            failed = v.toObject();
    QVERIFY(!failed.isEmpty());
    r = ctl(db, {u"show"_s, failed.value(u"id"_s).toString(), u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject shown = test::jsonObject(r.out);
    QCOMPARE(shown.value(u"id"_s).toString(), failed.value(u"id"_s).toString());
    QCOMPARE(shown.value(u"payload"_s).toObject(), failed.value(u"payload"_s).toObject());
    QVERIFY(shown.value(u"payload"_s)
                .toObject()
                .value(u"error"_s)
                .toString()
                .contains(u"NoSuchBucket"_s));
    QCOMPARE(shown.value(u"operation"_s).toString(), u"create"_s);

    // The events of operations that did not take effect, found by the file's status.
    QSet<QString> undone;
    for (const QJsonValue &v : written)
        if (v.toObject().value(u"payload"_s).toObject().value(u"status"_s) == u"failed"_s)
            undone.insert(v.toObject().value(u"id"_s).toString());
    QCOMPARE(int(undone.size()), 2); // the rolled-back create and the undone one of "failed"
    r = ctl(db, {u"list"_s, u"--payload-key=status=failed"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QSet<QString> found;
    for (const QJsonValue &v : test::jsonArray(r.out, u"rows"_s))
        found.insert(v.toObject().value(u"id"_s).toString());
    QCOMPARE(found, undone);

    // Nothing is dead, nothing waits: no error groups, no blocked keys.
    r = ctl(db, {u"groups"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(int(test::jsonArray(r.out, u"groups"_s).size()), 0);
    r = ctl(db, {u"blocked"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(int(test::jsonArray(r.out, u"blocked"_s).size()), 0);
}

// relay init, then the relay to a file while FennFlow commits one session after another on the
// same table: every row is delivered once, a file's events in the order FennFlow wrote them, as
// written; FennFlow's columns stay as FennFlow wrote them.
void TestFennFlowWriter::relayDeliversInOrderWhileFennFlowWrites() {
    Database &db = database();
    if (!db.written)
        QSKIP("FennFlow wrote nothing");
    test::CliRun r = ctl(db, {u"relay"_s, u"init"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    r = ctl(db, {u"stats"_s});
    QVERIFY2(r.out.contains(u"vocabulary docs, as recorded"_s), qPrintable(r.out));

    const QString sink = m_dir.filePath(db.name + u"-events.jsonl"_s);
    QProcess relay;
    QVERIFY(test::startOutboxctl(relay,
                                 {u"--database"_s, db.url, u"--table"_s, db.table, u"relay"_s,
                                  u"--sink=file:"_s + sink, u"--sleep=1"_s, u"--batch-size=20"_s},
                                 environment()));
    const auto stopRelay = qScopeGuard([&relay] {
        relay.kill();
        relay.waitForFinished();
    });

    const int sessions = 24;
    QProcess fennflow;
    fennflow.setProcessEnvironment(environment());
    test::dieWithTest(fennflow);
    fennflow.start(m_python, writerArgs(db, u"sessions"_s) +
                                 QStringList{u"--sessions"_s, QString::number(sessions),
                                             u"--files"_s, u"3"_s, u"--interval-ms"_s, u"40"_s});
    QVERIFY(fennflow.waitForStarted());
    const auto stopWriter = qScopeGuard([&fennflow] {
        fennflow.kill();
        fennflow.waitForFinished();
    });
    // The relay delivers FennFlow's new rows while FennFlow still writes.
    bool deliveredWhileWriting = false;
    QElapsedTimer clock;
    clock.start();
    while (!fennflow.waitForFinished(100) && clock.elapsed() < 120'000) {
        QFile f(sink);
        if (!deliveredWhileWriting && f.open(QIODevice::ReadOnly))
            deliveredWhileWriting = f.readAll().contains((db.run + u"/live/"_s).toUtf8());
    }
    QCOMPARE(fennflow.state(), QProcess::NotRunning);
    const QString writerErr = QString::fromUtf8(fennflow.readAllStandardError());
    QVERIFY2(fennflow.exitCode() == 0, qPrintable(writerErr.right(3000)));
    const QJsonObject live =
        test::lastJsonLine(QString::fromUtf8(fennflow.readAllStandardOutput()));
    db.sessions = live.value(u"rows"_s).toArray();
    QCOMPARE(int(db.sessions.size()), sessions);
    for (int i = 0; i < sessions; ++i) {
        const QJsonObject step{{u"name"_s, u"session %1"_s.arg(i)},
                               {u"expect"_s, QJsonArray{live.value(u"expect"_s).toArray().at(i)}},
                               {u"rows"_s, QJsonArray{db.sessions.at(i)}}};
        const QString problem = stepProblem(step, db.name == u"postgresql"_s, true);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    QVERIFY2(deliveredWhileWriting, "the relay delivered nothing while FennFlow wrote");

    QJsonArray all = rowsOf(db.writes);
    for (const QJsonValue &v : db.sessions)
        all.append(v);
    // Drained: stats counts every row sent.
    int sent = 0;
    while (clock.elapsed() < 180'000) {
        r = ctl(db, {u"stats"_s, u"--json"_s});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        sent = test::stateCount(r.out, u"sent"_s);
        if (sent == all.size())
            break;
        QThread::msleep(200);
    }
    relay.terminate(); // SIGTERM: the batch settles, then it exits 0
    QVERIFY(relay.waitForFinished(30'000));
    const QString relayErr = QString::fromUtf8(relay.readAllStandardError());
    QVERIFY2(relay.exitStatus() == QProcess::NormalExit && relay.exitCode() == 0,
             qPrintable(relayErr.right(3000)));
    QCOMPARE(sent, int(all.size()));
    r = ctl(db, {u"stats"_s, u"--json"_s});
    QCOMPARE(test::jsonObject(r.out).value(u"statuses"_s).toObject(),
             (QJsonObject{{u"sent"_s, int(all.size())}}));

    // Every row once, as FennFlow wrote it.
    QFile f(sink);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QHash<QString, QJsonObject> byId;
    QHash<QString, QStringList> writtenOrder; // aggregate → ids, oldest first
    QList<QJsonObject> sorted;
    for (const QJsonValue &v : all)
        sorted.append(v.toObject());
    std::sort(sorted.begin(), sorted.end(), olderThan);
    for (const QJsonObject &row : sorted) {
        byId.insert(row.value(u"id"_s).toString(), row);
        writtenOrder[row.value(u"aggregate_id"_s).toString()].append(row.value(u"id"_s).toString());
    }
    QHash<QString, QStringList> deliveredOrder;
    QSet<QString> seen;
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(int(lines.size()), int(all.size()));
    for (const QByteArray &line : lines) {
        const QJsonObject event = QJsonDocument::fromJson(line).object();
        const QString id = event.value(u"id"_s).toString();
        QVERIFY2(byId.contains(id), line.constData());
        QVERIFY2(!seen.contains(id), qPrintable(u"delivered twice: "_s + id));
        seen.insert(id);
        const QJsonObject w = byId.value(id);
        QCOMPARE(event.value(u"event_id"_s).toString(), w.value(u"event_id"_s).toString());
        QCOMPARE(event.value(u"aggregate_id"_s).toString(), w.value(u"aggregate_id"_s).toString());
        QCOMPARE(event.value(u"aggregate_type"_s).toString(),
                 w.value(u"aggregate_type"_s).toString());
        QCOMPARE(event.value(u"event_type"_s).toString(), w.value(u"event_type"_s).toString());
        QCOMPARE(event.value(u"payload"_s).toObject(), w.value(u"payload"_s).toObject());
        QCOMPARE(event.value(u"created_at"_s).toString(),
                 asConsoleTime(w.value(u"created_at"_s).toString()));
        deliveredOrder[event.value(u"aggregate_id"_s).toString()].append(id);
    }
    QCOMPARE(int(seen.size()), int(all.size()));
    for (auto it = writtenOrder.cbegin(); it != writtenOrder.cend(); ++it)
        QVERIFY2(deliveredOrder.value(it.key()) == it.value(),
                 qPrintable(u"aggregate %1: delivered %2, written %3"_s.arg(
                     it.key(), deliveredOrder.value(it.key()).join(u' '), it.value().join(u' '))));

    // FennFlow's columns as FennFlow wrote them; the status and updated_at the relay's.
    const QHash<QString, QJsonObject> stored = storedRows(db);
    QCOMPARE(int(stored.size()), int(all.size()));
    for (const QJsonObject &w : std::as_const(sorted)) {
        const QJsonObject s = stored.value(w.value(u"id"_s).toString());
        for (const QString &column : {u"event_id"_s, u"aggregate_type"_s, u"aggregate_id"_s,
                                      u"event_type"_s, u"payload_text"_s, u"created_at"_s})
            QCOMPARE(s.value(column).toString(), w.value(column).toString());
        QCOMPARE(s.value(u"status"_s).toString(), u"sent"_s);
        QVERIFY(s.value(u"updated_at"_s).toString() >= w.value(u"updated_at"_s).toString());
    }
    db.relayed = true;
}

// After the relay FennFlow lists, reads, creates and deletes as before (its metadata untouched);
// a dead head of a file's events is read exactly by groups, list and blocked.
void TestFennFlowWriter::fennFlowOperatesAfterTheRelay() {
    Database &db = database();
    if (!db.relayed)
        QSKIP("the relay did not run");
    const test::CliRun v = writer(db, {}, u"verify"_s);
    QVERIFY2(v.code == 0, qPrintable(v.err.right(3000)));
    const QJsonObject verify = test::lastJsonLine(v.out);
    QCOMPARE(verify.value(u"listed"_s).toArray(), QJsonArray{db.run + u"/docs/a.txt"_s});
    QCOMPARE(verify.value(u"content"_s).toString(),
             db.writes.value(u"content"_s).toObject().value(u"docs/a.txt"_s).toString());
    const QJsonObject before = db.writes.value(u"metadata"_s).toObject();
    const QJsonObject after = verify.value(u"metadata"_s).toObject();
    for (auto it = before.constBegin(); it != before.constEnd(); ++it)
        QCOMPARE(after.value(it.key()).toString(), it.value().toString());
    const QJsonArray steps = verify.value(u"steps"_s).toArray();
    QCOMPARE(int(steps.size()), 2);
    for (const QJsonValue &step : steps) {
        const QString problem = stepProblem(step.toObject(), db.name == u"postgresql"_s);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    const QJsonObject create = steps.at(0).toObject().value(u"rows"_s).toArray().at(0).toObject();
    const QJsonObject remove = steps.at(1).toObject().value(u"rows"_s).toArray().at(0).toObject();
    QCOMPARE(create.value(u"event_type"_s).toString(), u"create"_s);

    // The new rows read as ready; a relay whose sink refuses dead-letters the file's first
    // event at once, and its second waits behind it.
    test::CliRun r = ctl(db, {u"stats"_s, u"--json"_s});
    QCOMPARE(test::stateCount(r.out, u"pending"_s), 2);
    r = ctl(db, {u"relay"_s, u"--once"_s, u"--max-attempts=1"_s,
                 u"--sink=webhook:http://127.0.0.1:%1/events"_s.arg(test::closedPort())});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    r = ctl(db, {u"list"_s, u"--state=dead"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray dead = test::jsonArray(r.out, u"rows"_s);
    QCOMPARE(int(dead.size()), 1);
    QCOMPARE(dead.at(0).toObject().value(u"id"_s).toString(), create.value(u"id"_s).toString());
    QCOMPARE(dead.at(0).toObject().value(u"status"_s).toString(), u"failed"_s);
    QCOMPARE(dead.at(0).toObject().value(u"payload"_s).toObject(),
             create.value(u"payload"_s).toObject());
    const QString error = dead.at(0).toObject().value(u"last_error"_s).toString();
    QVERIFY(!error.isEmpty());

    r = ctl(db, {u"groups"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray groups = test::jsonArray(r.out, u"groups"_s);
    QCOMPARE(int(groups.size()), 1);
    QCOMPARE(groups.at(0).toObject().value(u"count"_s).toInt(), 1);

    r = ctl(db, {u"blocked"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray blocked = test::jsonArray(r.out, u"blocked"_s);
    QCOMPARE(int(blocked.size()), 1);
    const QJsonObject key = blocked.at(0).toObject();
    QCOMPARE(key.value(u"key"_s).toString(),
             sha256Hex(u"default|||%1|||%2/after/n.txt"_s.arg(m_bucket, db.run)));
    QCOMPARE(key.value(u"behind"_s).toInt(), 1);
    QCOMPARE(key.value(u"head"_s).toObject().value(u"id"_s).toString(),
             create.value(u"id"_s).toString());
    QCOMPARE(key.value(u"head"_s).toObject().value(u"state"_s).toString(), u"dead"_s);
    QVERIFY2(r.err.contains(u"1 key holding 1 row back"_s), qPrintable(r.err));
    // The row behind it is untouched and still ready.
    r = ctl(db, {u"show"_s, remove.value(u"id"_s).toString(), u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(test::jsonObject(r.out).value(u"status"_s).toString(), u"created"_s);

    // Resent to another path: the copy's aggregate is FennFlow's hash of the new path, as
    // FennFlow would have written it, and it is ready in FennFlow's own status.
    QJsonObject edited = create.value(u"payload"_s).toObject();
    const QString moved = db.run + u"/after/moved.txt"_s;
    edited.insert(u"storage_path"_s, moved);
    const QString payloadFile = m_dir.filePath(db.name + u"-resend.json"_s);
    QFile file(payloadFile);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(edited).toJson());
    file.close();
    r = ctl(db, {u"resend"_s, create.value(u"id"_s).toString(), u"--payload-file="_s + payloadFile,
                 u"--force"_s, u"--reason=interop"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    const QString movedKey = sha256Hex(u"default|||%1|||%2"_s.arg(m_bucket, moved));
    r = ctl(db, {u"list"_s, u"--aggregate-id="_s + movedKey, u"--output=json"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonArray copies = test::jsonArray(r.out, u"rows"_s);
    QCOMPARE(int(copies.size()), 1);
    const QJsonObject copy = copies.at(0).toObject();
    QCOMPARE(copy.value(u"status"_s).toString(), u"created"_s);
    QCOMPARE(copy.value(u"payload"_s).toObject(), edited);
    QVERIFY(copy.value(u"event_id"_s).toString() != create.value(u"event_id"_s).toString());
}

QTEST_GUILESS_MAIN(TestFennFlowWriter)
#include "tst_fennflowwriter.moc"
