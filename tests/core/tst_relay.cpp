// The relay on real databases: the reference backoff and dead-lettering with an injected clock
// (both formats), every Vortos operation against a folder store, FennFlow to a file sink, SQLite's
// one-relay rule, and outboxctl relay processes on PostgreSQL: four relays delivering 20,000 rows
// exactly once, relays killed with SIGKILL and restarted, connections terminated, SIGTERM drains.
#include "actions/rowactions.h"
#include "datarows.h"
#include "notify/changenotify.h"
#include "objectstore/objectstore.h"
#include "relay/blockedkeys.h"
#include "relay/relayrunner.h"
#include "relayexecutors.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"
#include "schema/relayregistry.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QMutex>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUuid>

#include <csignal>
#include <thread>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestRelay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void backoffFormula();
    void eventBodyIsWhatQJsonDocumentWrites();
    void vortosBackoffAndDeadLettering();
    void vortosOperationsAgainstFolderStore();
    void fennFlowRetriesThroughSideTable();
    void fennFlowWithoutSideTableFailsAtOnce();
    void sqliteAllowsOneRelay();
    void fourRelaysDeliverEachRowOnce();
    void killedRelaysLoseNothing();
    void terminatedConnectionsAndRestartAreSurvived();
    void onceAndBadOptions();
    void metricsEndpoint();
    void relayWakesOnCommit();
    void pollingStaysFastWhileRowsKeepComing();
    void twoRelaysOnMariaDb();
    void mariaDbClaimLocksOnlyItsBatch();
    void orderedPerKeyAcrossRetries_data();
    void orderedPerKeyAcrossRetries();
    void orderedRunsOfOneKey();
    void orderedWindowLooksDeeper_data();
    void orderedWindowLooksDeeper();
    void orderedVortosWindow_data();
    void orderedVortosWindow();
    void orderedClaimWaitsForAnotherRebuild();
    void orderedHoldsSeenByEveryRelay_data();
    void orderedHoldsSeenByEveryRelay();
    void orderedVortosObjectKeys_data();
    void orderedVortosObjectKeys();
    void vortosPutThenDeleteAgainstFolderStore_data();
    void vortosPutThenDeleteAgainstFolderStore();
    void twoVortosRelaysKeepObjectOrder_data();
    void twoVortosRelaysKeepObjectOrder();
    void postgresBatchesChainTheirTransactions();
    void runnerClaimsOnTwoConnections_data();
    void runnerClaimsOnTwoConnections();
    void relaysRegisterWithAHeartbeat_data();
    void relaysRegisterWithAHeartbeat();

private:
    struct Fixture {
        std::unique_ptr<DatabaseSession> session;
        OutboxTable table;
    };
    Fixture sqliteVortos(const QString &name);
    // A new SQLite database in the test's folder with a schema file loaded; null if that fails.
    std::unique_ptr<DatabaseSession> newSqlite(const QString &name, const QString &schema);
    // The relay's executors on a folder object store (file:DIR), as outboxctl opens them.
    static ExecutorFactory folderStore(const QString &dir);
    // The table read again once the parked rows' table exists beside it; nullopt if that fails.
    static std::optional<OutboxTable>
    withParkedRows(DatabaseSession &session, const OutboxTable &table, const TableRequest &request);
    QString value(DatabaseSession &s, const QString &sql);
    // Creates the console's kept holds beside the table (kept), or drops them.
    void keepHolds(DatabaseSession &session, const OutboxTable &table, bool kept);
    static void addOrderedRows(const char *indexColumn, const char *indexRow);
    // A FennFlow table made ready for a relay in order: its vocabulary recorded (shipped), the
    // delivery table made, and the kept holds made (kept) or dropped; as resolved then, or nullopt.
    std::optional<OutboxTable> relayedFennFlow(DatabaseSession &session, const QString &tableName,
                                               bool kept);
    void loadFennFlowPostgres(int rows);
    // An empty FennFlow table on the database named (postgresql, mariadb, sqlite): its session
    // (`own` holds it unless it is the shared PostgreSQL one) and its name; null if that fails.
    DatabaseSession *emptyFennFlow(const QString &database, std::unique_ptr<DatabaseSession> &own,
                                   QString *tableName);
    // The same for Vortos: the writer's table without rows, and no parked rows' table.
    DatabaseSession *emptyVortos(const QString &database, std::unique_ptr<DatabaseSession> &own,
                                 QString *tableName);
    // Vortos row n's id, and the statement that inserts it (payload: the fields after "name").
    static QString vortosId(int n);
    static QString vortosInsert(const QString &tableName, int n, const QString &operation,
                                const QString &payload, const QString &status,
                                const QString &created);
    QHash<QString, int> deliveredLines(const QString &file);
    // First deliveries in the sink file whose row is older than an earlier line's row of the same
    // key: the receiver's count of per-key reorders (a row delivered again after a crash, with
    // the rows after it in its batch, is a repeat, not a reorder).
    static int perKeyReorders(const QString &file);
    QProcess *startRelay(const QString &sink, const QStringList &extra = {});
    qint64 pgCount(const QString &where);
    // Commits one ready FennFlow row (file NAME) and waits until no row is pending: the
    // milliseconds that took, or -1 when it did not happen within 5 s.
    qint64 commitAndTimeDelivery(const QString &name);

    QTemporaryDir m_dir;
    QDateTime m_now{QDate(2026, 6, 1), QTime(12, 0), Qt::UTC};
    std::unique_ptr<DatabaseSession> m_pg;
};

namespace {
// FennFlow's table as its writer creates it on MySQL/MariaDB.
const QString kFennFlowMariaDb =
    u"CREATE TABLE outbox (id CHAR(32) NOT NULL, event_id CHAR(32) NOT NULL, "
    u"aggregate_type VARCHAR(50) NOT NULL, aggregate_id VARCHAR(255) NOT NULL, "
    u"event_type VARCHAR(50) NOT NULL, payload JSON NOT NULL, status VARCHAR(63) "
    u"NOT NULL, created_at DATETIME(6) NOT NULL, updated_at DATETIME(6) NOT NULL, "
    u"PRIMARY KEY (id), UNIQUE KEY uq_outbox_event_id (event_id), KEY "
    u"ix_outbox_status (status), KEY ix_outbox_created_at_id (created_at, id)) "
    u"DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB"_s;
} // namespace

void TestRelay::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"relay-test"_s).ok());
}

std::unique_ptr<DatabaseSession> TestRelay::newSqlite(const QString &name, const QString &schema) {
    return test::newSqlite(m_dir.filePath(name + u".sqlite"_s), name, schema);
}

std::optional<OutboxTable> TestRelay::withParkedRows(DatabaseSession &session,
                                                     const OutboxTable &table,
                                                     const TableRequest &request) {
    if (!ParkedRows::create(session, table).ok())
        return std::nullopt;
    auto resolved = TableResolver::resolve(session, request);
    if (!resolved || !resolved->hasParkedRows)
        return std::nullopt;
    return *resolved;
}

ExecutorFactory TestRelay::folderStore(const QString &dir) {
    return test::objectStoreExecutor(u"file:"_s + dir);
}

TestRelay::Fixture TestRelay::sqliteVortos(const QString &name) {
    Fixture f;
    f.session = newSqlite(name, u"vortos-sqlite.sql"_s);
    if (!f.session)
        return f;
    auto table = test::resolveTable(*f.session, u"vortos_object_store_outbox"_s);
    if (table)
        f.table = *table;
    return f;
}

QString TestRelay::value(DatabaseSession &s, const QString &sql) {
    QSqlQuery q(s.database());
    if (!q.exec(sql) || !q.next())
        return u"<none: %1>"_s.arg(q.lastError().text());
    return q.isNull(0) ? u"<null>"_s : q.value(0).toString();
}

void TestRelay::backoffFormula() {
    RelaySettings s;
    QList<qint64> schedule;
    for (int attempt = 1; attempt <= 9; ++attempt)
        schedule.append(backoffSeconds(s, attempt));
    QCOMPARE(schedule, (QList<qint64>{30, 60, 120, 240, 480, 960, 1920, 3600, 3600}));
}

// The event body is written by hand for speed: it must be byte for byte what QJsonDocument
// writes for the same object (the file sink's lines and the webhook's signed body).
void TestRelay::eventBodyIsWhatQJsonDocumentWrites() {
    const QStringList texts{u"plain"_s, u"quote \" and backslash \\ and slash /"_s,
                            u"controls \b\f\n\r\t and \x01 \x1f \x7f"_s,
                            u"unicode é ß 漢字 \u2028 \U0001F600"_s, QString()};
    for (const QString &text : texts) {
        for (const QString &payload : {u"{\"storage_path\": \"%1\", \"n\": [1, 2.5, null, true]}"_s,
                                       u"not json %1"_s, u"[1, 2]"_s}) {
            OutboxRow row;
            row.id = u"0193f1a2-0000-7000-8000-000000000001"_s;
            row.eventId = text;
            row.aggregateType = u"StorageObject"_s;
            row.aggregateId = text + u"|||files|||f"_s;
            row.kind = text;
            row.createdAt = QDateTime(QDate(2026, 6, 1), QTime(10, 0, 0, 123), Qt::UTC);
            row.payloadText = payload.contains(u"%1"_s)
                                  ? payload.arg(QString(text).replace(u'"', u'\''))
                                  : payload;
            QJsonObject o{{u"id"_s, row.id},
                          {u"event_id"_s, row.eventId},
                          {u"aggregate_type"_s, row.aggregateType},
                          {u"aggregate_id"_s, row.aggregateId},
                          {u"event_type"_s, row.kind},
                          {u"created_at"_s, u"2026-06-01T10:00:00.123Z"_s}};
            const auto parsed = row.payload();
            o.insert(u"payload"_s, parsed ? QJsonValue(*parsed) : QJsonValue(row.payloadText));
            QCOMPARE(fennFlowEventBody(row), QJsonDocument(o).toJson(QJsonDocument::Compact));
        }
    }
}

void TestRelay::vortosBackoffAndDeadLettering() {
    Fixture f = sqliteVortos(u"backoff"_s);
    QVERIFY(f.table.isVortos());
    const QString store = m_dir.filePath(u"store-backoff"_s);
    QDir().mkpath(store);
    // A move whose source never existed fails on every attempt, for real.
    QVERIFY(test::runSql(
                *f.session,
                {u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                 "payload, created_at) VALUES ('0193f1a2-0000-7000-8000-000000000001', 'move', "
                 "'pending', 0, '{\"name\":\"move\",\"source\":\"tmp\\/gone.csv\",\"target\":"
                 "\"imports\\/gone.csv\"}', '2026-06-01 11:00:00')"_s})
                .ok());
    QVERIFY(AttemptLog::create(*f.session).ok()); // every attempt is kept, not only the last
    QDateTime clock = m_now;
    RelayEngine engine(*f.session, f.table, RelaySettings{}, folderStore(store),
                       [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    const QList<qint64> expected{30, 60, 120, 240};
    for (int attempt = 1; attempt <= 5; ++attempt) {
        auto r = engine.runOnce();
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->claimed, 1);
        QCOMPARE(value(*f.session, u"SELECT attempt_count FROM vortos_object_store_outbox"_s),
                 QString::number(attempt));
        QVERIFY(value(*f.session, u"SELECT last_error FROM vortos_object_store_outbox"_s)
                    .contains(u"tmp/gone.csv"_s));
        if (attempt < 5) {
            QCOMPARE(r->failed, 1);
            QCOMPARE(value(*f.session, u"SELECT status FROM vortos_object_store_outbox"_s),
                     u"pending"_s);
            const QDateTime next = clock.addSecs(expected.at(attempt - 1));
            QCOMPARE(value(*f.session, u"SELECT next_attempt_at FROM vortos_object_store_outbox"_s),
                     next.toString(u"yyyy-MM-dd HH:mm:ss"_s));
            clock = next.addSecs(-1); // not yet due
            QCOMPARE(engine.runOnce()->claimed, 0);
            clock = next;
        } else {
            QCOMPARE(r->dead, 1);
            QCOMPARE(value(*f.session, u"SELECT status FROM vortos_object_store_outbox"_s),
                     u"dead"_s);
        }
    }
    clock = clock.addDays(1);
    QCOMPARE(engine.runOnce()->claimed, 0); // dead rows are never claimed

    // The row's history: five attempts, newest first, each with its error and schedule.
    const QString id = u"0193f1a2-0000-7000-8000-000000000001"_s;
    const QString table = f.table.name.display();
    auto attempts = AttemptLog::forRow(*f.session, table, id, 50);
    QVERIFY2(attempts.ok(), qPrintable(attempts.ok() ? QString() : attempts.error().message));
    QCOMPARE(attempts->size(), 5);
    QCOMPARE(attempts->at(0).event, u"died"_s);
    QCOMPARE(attempts->at(0).attempts, 5);
    QVERIFY(!attempts->at(0).nextAttemptAt.isValid());
    for (int k = 1; k < 5; ++k) {
        const AttemptEntry &e = attempts->at(k);
        QCOMPARE(e.event, u"failed"_s);
        QCOMPARE(e.attempts, 5 - k);
        QVERIFY(e.error.contains(u"tmp/gone.csv"_s));
        QCOMPARE(e.at.secsTo(e.nextAttemptAt), expected.at(4 - k));
        QVERIFY(e.actor.startsWith(u"relay "_s));
    }
    // A retry clears attempts and error from the row; the log keeps what they were.
    OutboxReader reader(*f.session, f.table);
    auto plan = planRetry(reader, {});
    QVERIFY(plan.ok());
    QCOMPARE(plan->ids.size(), 1);
    ActionContext context;
    context.auditLog = AuditLog(m_dir.filePath(u"backoff-audit.log"_s));
    QVERIFY(applyRetry(reader, *plan, context).ok());
    QCOMPARE(value(*f.session, u"SELECT last_error FROM vortos_object_store_outbox"_s),
             u"<null>"_s);
    attempts = AttemptLog::forRow(*f.session, table, id, 50);
    QVERIFY(attempts.ok());
    QCOMPARE(attempts->size(), 6);
    QCOMPARE(attempts->at(0).event, u"retried"_s);
    QCOMPARE(attempts->at(0).attempts, 5);
    QVERIFY(attempts->at(0).error.contains(u"tmp/gone.csv"_s));
    // Bounded: pruning keeps the newest entries only.
    QVERIFY(AttemptLog::prune(*f.session, 2).ok());
    attempts = AttemptLog::forRow(*f.session, table, id, 50);
    QVERIFY(attempts.ok());
    QCOMPARE(attempts->size(), 2);
    QCOMPARE(attempts->at(0).event, u"retried"_s);
}

void TestRelay::vortosOperationsAgainstFolderStore() {
    Fixture f = sqliteVortos(u"operations"_s);
    const QString store = m_dir.filePath(u"store-ops"_s);
    QDir().mkpath(store + u"/tmp/users/1"_s);
    QDir().mkpath(store + u"/assets"_s);
    for (const auto &[path, content] :
         {std::pair{u"/tmp/users/1/upload.bin"_s, "avatar"}, std::pair{u"/assets/a.bin"_s, "A"},
          std::pair{u"/assets/old.jpg"_s, "old"}, std::pair{u"/tmp/import.csv"_s, "csv"}}) {
        QFile file(store + path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    const QStringList rows{
        u"('0193f1a2-0000-7000-8000-000000000001', 'put', 'pending', 0, '{\"name\":\"put\",\"key\":\"assets\\/r.txt\",\"body_base64\":\"aGVsbG8gb3V0Ym94Cg==\"}', '2026-06-01 10:00:00')"_s,
        u"('0193f1a2-0000-7000-8000-000000000002', 'copy', 'pending', 0, '{\"name\":\"copy\",\"source\":\"assets\\/a.bin\",\"target\":\"backup\\/a.bin\"}', '2026-06-01 10:00:01')"_s,
        u"('0193f1a2-0000-7000-8000-000000000003', 'delete', 'pending', 0, '{\"name\":\"delete\",\"key\":\"assets\\/old.jpg\"}', '2026-06-01 10:00:02')"_s,
        u"('0193f1a2-0000-7000-8000-000000000004', 'move', 'pending', 0, '{\"name\":\"move\",\"source\":\"tmp\\/import.csv\",\"target\":\"imports\\/import.csv\"}', '2026-06-01 10:00:03')"_s,
        u"('0193f1a2-0000-7000-8000-000000000005', 'promote', 'pending', 0, '{\"name\":\"promote\",\"temporary_key\":\"tmp\\/users\\/1\\/upload.bin\",\"permanent_key\":\"assets\\/users\\/1\\/avatar.jpg\",\"temporary_prefix\":\"tmp\",\"delete_temporary_source\":true}', '2026-06-01 10:00:04')"_s,
        u"('0193f1a2-0000-7000-8000-000000000006', 'put', 'pending', 0, '{\"name\":\"put\",\"key\":\"assets\\/bad.txt\",\"body_base64\":\"%%%not base64\"}', '2026-06-01 10:00:05')"_s,
        u"('0193f1a2-0000-7000-8000-000000000007', 'put', 'pending', 0, '{\"name\":\"put\",\"key\":\"..\\/escape.txt\",\"body_base64\":\"eA==\"}', '2026-06-01 10:00:06')"_s,
    };
    for (const QString &row : rows)
        QVERIFY(
            test::runSql(
                *f.session,
                {u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, payload, created_at) VALUES "_s +
                 row})
                .ok());
    RelayEngine engine(*f.session, f.table, RelaySettings{}, folderStore(store),
                       [&] { return m_now; });
    QVERIFY(engine.prepare().ok());
    auto r = engine.runOnce();
    QVERIFY(r.ok());
    QCOMPARE(r->claimed, 7);
    QCOMPARE(r->delivered, 5);
    QCOMPARE(r->failed, 2);
    const auto read = [&](const QString &p) {
        QFile file(store + p);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
    };
    QCOMPARE(read(u"/assets/r.txt"_s), QByteArray("hello outbox\n"));
    QCOMPARE(read(u"/backup/a.bin"_s), QByteArray("A"));
    QVERIFY(!QFile::exists(store + u"/assets/old.jpg"_s));
    QCOMPARE(read(u"/imports/import.csv"_s), QByteArray("csv"));
    QVERIFY(!QFile::exists(store + u"/tmp/import.csv"_s));
    QCOMPARE(read(u"/assets/users/1/avatar.jpg"_s), QByteArray("avatar"));
    QVERIFY(!QFile::exists(store + u"/tmp/users/1/upload.bin"_s));
    QVERIFY(!QFile::exists(
        store + u"/assets/bad.txt"_s)); // invalid base64 is an error, not an empty object
    QCOMPARE(
        value(
            *f.session,
            u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'done' AND processed_at = '2026-06-01 12:00:00' AND last_error IS NULL"_s),
        u"5"_s);
    QVERIFY(
        value(*f.session, u"SELECT last_error FROM vortos_object_store_outbox WHERE id LIKE '%6'"_s)
            .contains(u"Invalid base64"_s));
    QVERIFY(
        value(*f.session, u"SELECT last_error FROM vortos_object_store_outbox WHERE id LIKE '%7'"_s)
            .contains(
                u"The put payload's \"key\": Object key \"../escape.txt\" contains a \"..\""_s));

    // A move retried after a crash that happened after the delete: the source is gone, the target
    // exists, and last_error says so.
    QVERIFY(
        test::runSql(
            *f.session,
            {u"UPDATE vortos_object_store_outbox SET status = 'pending', next_attempt_at = NULL WHERE id LIKE '%4'"_s})
            .ok());
    r = engine.runOnce();
    QVERIFY(r.ok());
    QVERIFY(
        value(*f.session, u"SELECT last_error FROM vortos_object_store_outbox WHERE id LIKE '%4'"_s)
            .contains(u"is gone but target imports/import.csv exists"_s));
}

void TestRelay::loadFennFlowPostgres(int rows) {
    QVERIFY(test::loadFennFlowPostgres(*m_pg, rows).ok());
}

std::optional<OutboxTable> TestRelay::relayedFennFlow(DatabaseSession &session,
                                                      const QString &tableName, bool kept) {
    if (!test::recordShippedVocabulary(session, tableName).ok())
        return std::nullopt;
    TableRequest request;
    request.table = *TableName::parse(tableName);
    auto table = TableResolver::resolve(session, request);
    if (!table || !DeliveryTable::create(session, *table).ok())
        return std::nullopt;
    keepHolds(session, *table, kept);
    table = TableResolver::resolve(session, request);
    if (!table || QTest::currentTestFailed())
        return std::nullopt;
    return *table;
}

DatabaseSession *TestRelay::emptyFennFlow(const QString &database,
                                          std::unique_ptr<DatabaseSession> &own,
                                          QString *tableName) {
    *tableName = u"outbox"_s;
    if (database == u"mariadb"_s) {
        if (!test::openSession(own, test::mysqlSpec(), u"ordered-maria"_s).ok() ||
            !test::runSql(*own, {u"DROP TABLE IF EXISTS outbox, outbox_console_delivery, "
                                 "outbox_console_parked, outbox_console_vocabulary"_s,
                                 kFennFlowMariaDb})
                 .ok())
            return nullptr;
        return own.get();
    }
    if (database == u"sqlite"_s) {
        own = newSqlite(u"ordered"_s, u"fennflow-sqlite.sql"_s); // with its sample rows
        return own && test::runSql(*own, {u"DELETE FROM outbox"_s}).ok() ? own.get() : nullptr;
    }
    *tableName = u"fennflow.outbox"_s;
    return test::loadFennFlowPostgres(*m_pg, 0).ok() ? m_pg.get() : nullptr;
}

DatabaseSession *TestRelay::emptyVortos(const QString &database,
                                        std::unique_ptr<DatabaseSession> &own, QString *tableName) {
    *tableName = u"vortos_object_store_outbox"_s;
    if (database == u"postgresql"_s) {
        *tableName = u"vortosorder.object_store_outbox"_s;
        const bool made =
            test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS vortosorder CASCADE"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_parked"_s})
                .ok() &&
            test::runSqlFile(*m_pg, u"vortos-postgres.sql"_s, u"vortos"_s, u"vortosorder"_s).ok();
        return made && test::runSql(*m_pg, {u"DELETE FROM "_s + *tableName}).ok() ? m_pg.get()
                                                                                  : nullptr;
    }
    if (database == u"mariadb"_s) {
        const bool made = test::openSession(own, test::mysqlSpec(), u"vortos-order-maria"_s).ok() &&
                          test::runSql(*own, {u"SET SESSION sql_mode = CONCAT(@@sql_mode, "
                                              "',NO_BACKSLASH_ESCAPES')"_s,
                                              u"DROP TABLE IF EXISTS vortos_object_store_outbox, "
                                              "outbox_console_parked"_s})
                              .ok() &&
                          test::runSqlFile(*own, u"vortos-mysql.sql"_s).ok();
        return made ? own.get() : nullptr;
    }
    own = newSqlite(u"vortos-order"_s, u"vortos-sqlite.sql"_s);
    return own && test::runSql(*own, {u"DELETE FROM "_s + *tableName}).ok() ? own.get() : nullptr;
}

QString TestRelay::vortosId(int n) {
    return u"0193f1a2-0000-7000-8000-%1"_s.arg(n, 12, 10, QChar(u'0'));
}

QString TestRelay::vortosInsert(const QString &tableName, int n, const QString &operation,
                                const QString &payload, const QString &status,
                                const QString &created) {
    return u"INSERT INTO %1 (id, operation, status, attempt_count, payload, created_at) "
           "VALUES ('%2', '%3', '%4', 0, '{\"name\":\"%3\",%5}', '2026-06-01 %6')"_s.arg(
               tableName, vortosId(n), operation, status, payload, created);
}

int TestRelay::perKeyReorders(const QString &file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    QHash<QString, QPair<QDateTime, QString>> last; // key → (created_at, id) of its newest line
    QSet<QString> delivered;
    int reorders = 0;
    while (!f.atEnd()) {
        const QJsonObject o = QJsonDocument::fromJson(f.readLine().trimmed()).object();
        if (o.isEmpty())
            continue;
        // A row delivered again (its batch's relay died before settling it, and the rows after
        // it in that batch come again too) is a repeat: a row's first delivery is what keeps the
        // order of its key.
        const QString id = o.value(u"id"_s).toString();
        if (delivered.contains(id))
            continue;
        delivered.insert(id);
        const QPair<QDateTime, QString> at{
            QDateTime::fromString(o.value(u"created_at"_s).toString(), Qt::ISODateWithMs), id};
        const QString key = o.value(u"aggregate_id"_s).toString();
        if (auto it = last.find(key); it != last.end() && at < *it)
            ++reorders;
        else
            last[key] = at;
    }
    return reorders;
}

QHash<QString, int> TestRelay::deliveredLines(const QString &file) {
    QHash<QString, int> seen;
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return seen;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (!line.isEmpty())
            seen[QJsonDocument::fromJson(line).object().value(u"event_id"_s).toString()] += 1;
    }
    return seen;
}

void TestRelay::fennFlowRetriesThroughSideTable() {
    loadFennFlowPostgres(3);
    auto table = test::resolveTable(*m_pg, u"fennflow.outbox"_s);
    QVERIFY(table.ok());
    auto created = DeliveryTable::create(*m_pg, *table);
    QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message));
    QDateTime clock = m_now;
    // Port 9 on loopback refuses connections: a real failure on every attempt.
    RelaySettings settings;
    settings.maxAttempts = 3;
    RelayEngine engine(*m_pg, *table, settings,
                       test::eventSinkExecutor(u"webhook:http://127.0.0.1:9/events"_s),
                       [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    // The side table exists: no note about it. The writer's DDL has no index on created_at, nor
    // on aggregate_id for the in-order claim: the relay says what each claim costs without them,
    // and how to create them (without the delivered rows, which no claim looks for).
    // Where the console's kept holds exist (another test's on the shared server, made before or
    // beside this one) the in-order claim needs no such index, and none is advised.
    QCOMPARE(engine.notes().size(), table->hasKeyHolds ? 1 : 2);
    QVERIFY2(table->hasKeyHolds ||
                 (engine.notes().at(1).contains(u"no index on aggregate_id"_s) &&
                  engine.notes().at(1).contains(
                      u"CREATE INDEX CONCURRENTLY \"idx_outbox_aggregate_id_created_at\" ON "
                      u"\"fennflow\".\"outbox\" (\"aggregate_id\", \"created_at\", \"id\") "
                      u"WHERE \"status\" <> 'sent';"_s)),
             qPrintable(engine.notes().join(u'\n')));
    QVERIFY2(engine.notes().at(0).contains(u"no index on created_at"_s) &&
                 engine.notes().at(0).contains(
                     u"CREATE INDEX CONCURRENTLY \"idx_outbox_created_at_id\" ON "
                     u"\"fennflow\".\"outbox\" (\"created_at\", \"id\");"_s),
             qPrintable(engine.notes().join(u'\n')));
    for (int attempt = 1; attempt <= 3; ++attempt) {
        auto r = engine.runOnce();
        QVERIFY2(r.ok(), qPrintable(r.ok() ? QString() : r.error().message));
        QCOMPARE(r->claimed, 3);
        QCOMPARE(value(*m_pg, u"SELECT MIN(attempts) FROM outbox_console_delivery"_s),
                 QString::number(attempt));
        QVERIFY(!value(*m_pg, u"SELECT MIN(last_error) FROM outbox_console_delivery"_s).isEmpty());
        if (attempt < 3) {
            QCOMPARE(
                value(*m_pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'pending'"_s),
                u"3"_s);
            QCOMPARE(engine.runOnce()->claimed, 0); // backing off
            clock = clock.addSecs(backoffSeconds(settings, attempt));
        }
    }
    QCOMPARE(value(*m_pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'failed'"_s),
             u"3"_s);
    QCOMPARE(value(*m_pg,
                   u"SELECT COUNT(*) FROM outbox_console_delivery WHERE next_attempt_at IS NULL"_s),
             u"3"_s);

    // Retried by the console later, delivered to a file: sent, and the side rows are gone.
    QVERIFY(test::runSql(*m_pg, {u"UPDATE fennflow.outbox SET status = 'pending'"_s,
                                 u"DELETE FROM outbox_console_delivery"_s})
                .ok());
    const QString file = m_dir.filePath(u"events-side.jsonl"_s);
    RelayEngine good(*m_pg, *table, settings, test::eventSinkExecutor(u"file:"_s + file),
                     [&] { return clock; });
    QVERIFY(good.prepare().ok());
    QCOMPARE(good.runOnce()->delivered, 3);
    QCOMPARE(value(*m_pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'sent'"_s), u"3"_s);
    QCOMPARE(deliveredLines(file).size(), 3);
    QVERIFY(test::runSql(*m_pg, {u"DROP TABLE outbox_console_delivery"_s}).ok());
}

void TestRelay::fennFlowWithoutSideTableFailsAtOnce() {
    loadFennFlowPostgres(2);
    // With the advised indexes the relay has nothing to say about indexes: the one note is about
    // the missing side table. The in-order index is created as the relay advises it.
    QVERIFY(test::runSql(*m_pg, {u"CREATE INDEX idx_outbox_created_at_id ON fennflow.outbox "
                                 u"(created_at, id)"_s})
                .ok());
    TableRequest request;
    request.table = *TableName::parse(u"fennflow.outbox"_s);
    auto table = TableResolver::resolve(*m_pg, request);
    QVERIFY(table.ok());
    QVERIFY(!table->hasAggregateIdIndex);
    QVERIFY(test::runSql(*m_pg,
                         {orderingIndexStatements(*table, m_pg->dialect()).constFirst().chopped(1)})
                .ok());
    table = TableResolver::resolve(*m_pg, request);
    QVERIFY(table.ok());
    QVERIFY(table->hasAggregateIdIndex);
    RelayEngine engine(*m_pg, *table, RelaySettings{},
                       test::eventSinkExecutor(u"webhook:http://127.0.0.1:9/events"_s));
    QVERIFY(engine.prepare().ok());
    QCOMPARE(engine.notes().size(), 1);
    QVERIFY(engine.notes().at(0).contains(u"marks the row failed at once"_s));
    auto r = engine.runOnce();
    QVERIFY(r.ok());
    QCOMPARE(r->dead, 2);
    QCOMPARE(value(*m_pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'failed'"_s),
             u"2"_s);
}

void TestRelay::sqliteAllowsOneRelay() {
    Fixture f = sqliteVortos(u"single"_s);
    const auto factory = []() -> Result<std::unique_ptr<RowExecutor>> {
        return Error::failed(u"unused"_s);
    };
    RelayEngine first(*f.session, f.table, RelaySettings{}, factory);
    QVERIFY(first.prepare().ok());
    DatabaseSession other(f.session->spec(), u"single-2"_s);
    RelayEngine second(other, f.table, RelaySettings{}, factory);
    auto refused = second.prepare();
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::Refused);
    QVERIFY(refused.error().message.contains(u"Another relay is already running"_s));
}

QProcess *TestRelay::startRelay(const QString &sink, const QStringList &extra) {
    auto *p = new QProcess(this);
    test::dieWithTest(*p);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OUTBOX_DATABASE_URL"_s, m_pg->spec().displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_pg->spec().password);
    env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    p->setProcessEnvironment(env);
    p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    p->start(
        qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
        QStringList{u"--table=fennflow.outbox"_s, u"relay"_s,
                    u"--sink="_s + (sink.startsWith(u"webhook:"_s) ? sink : u"file:"_s + sink)} +
            (extra.filter(u"--sleep="_s).isEmpty() ? QStringList{u"--sleep=0"_s} : QStringList{}) +
            extra);
    p->waitForStarted();
    return p;
}

qint64 TestRelay::commitAndTimeDelivery(const QString &name) {
    QElapsedTimer waited;
    waited.start();
    if (!test::runSql(*m_pg,
                      {u"INSERT INTO fennflow.outbox SELECT md5('%1')::uuid, "
                       "md5('e%1')::uuid, 'StorageObject', 'default|||files|||%1', 'put', "
                       "'{\"storage_path\": \"%1\"}'::json, 'pending', now(), now()"_s.arg(name)})
             .ok())
        return -1;
    if (!QTest::qWaitFor([&] { return pgCount(u"status = 'pending'"_s) == 0; }, 5000))
        return -1;
    return waited.elapsed();
}

qint64 TestRelay::pgCount(const QString &where) {
    return value(*m_pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE "_s + where).toLongLong();
}

void TestRelay::fourRelaysDeliverEachRowOnce() {
    loadFennFlowPostgres(20000);
    // With the advised index the in-order claim works from a window of the oldest ready rows
    // (killedRelaysLoseNothing runs without it, through the whole table).
    QVERIFY(test::runSql(*m_pg, {u"CREATE INDEX ordering_key ON fennflow.outbox (aggregate_id, "
                                 "created_at, id)"_s,
                                 u"ANALYZE fennflow.outbox"_s})
                .ok());
    const QString sink = m_dir.filePath(u"four.jsonl"_s);
    QList<QProcess *> relays;
    for (int i = 0; i < 4; ++i)
        relays.append(startRelay(sink, {u"--batch-size=100"_s}));
    QVERIFY(QTest::qWaitFor([&] { return pgCount(u"status = 'pending'"_s) == 0; }, 240000));
    for (QProcess *p : relays) {
        ::kill(pid_t(p->processId()), SIGTERM);
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitStatus(), QProcess::NormalExit);
        QCOMPARE(p->exitCode(), 0); // SIGTERM drains and exits 0
    }
    const QHash<QString, int> seen = deliveredLines(sink);
    QCOMPARE(seen.size(), 20000);
    int duplicates = 0;
    for (int n : seen)
        duplicates += n - 1;
    QCOMPARE(duplicates, 0);
    QCOMPARE(pgCount(u"status = 'sent'"_s), 20000);
    // 500 keys of 40 rows each, four relays: every key's rows reached the file in order.
    QCOMPARE(perKeyReorders(sink), 0);
}

void TestRelay::killedRelaysLoseNothing() {
    loadFennFlowPostgres(20000);
    const QString sink = m_dir.filePath(u"killed.jsonl"_s);
    const int batch = 50;
    QList<QProcess *> relays;
    for (int i = 0; i < 4; ++i)
        relays.append(startRelay(sink, {u"--batch-size=%1"_s.arg(batch)}));
    int kills = 0;
    QRandomGenerator rng(7);
    QElapsedTimer timer;
    timer.start();
    while (pgCount(u"status = 'pending'"_s) > 0 && timer.elapsed() < 240000) {
        QTest::qWait(100 + int(rng.bounded(400)));
        if (kills < 12) {
            const int victim = int(rng.bounded(4));
            ::kill(pid_t(relays[victim]->processId()), SIGKILL);
            relays[victim]->waitForFinished(5000);
            relays[victim]->deleteLater();
            relays[victim] = startRelay(sink, {u"--batch-size=%1"_s.arg(batch)});
            ++kills;
        }
    }
    QCOMPARE(pgCount(u"status = 'pending'"_s), 0); // nothing stuck
    for (QProcess *p : relays) {
        ::kill(pid_t(p->processId()), SIGTERM);
        QVERIFY(p->waitForFinished(30000));
    }
    const QHash<QString, int> seen = deliveredLines(sink);
    QCOMPARE(seen.size(), 20000); // nothing lost
    int duplicates = 0;
    for (int n : seen)
        duplicates += n - 1;
    // Only a crashed batch may be delivered twice.
    QVERIFY2(duplicates <= kills * batch,
             qPrintable(u"%1 duplicates after %2 kills"_s.arg(duplicates).arg(kills)));
    QCOMPARE(pgCount(u"status = 'sent'"_s), 20000);
    QCOMPARE(perKeyReorders(sink), 0); // crashes repeat rows, never reorder a key
}

void TestRelay::terminatedConnectionsAndRestartAreSurvived() {
    loadFennFlowPostgres(6000);
    const QString sink = m_dir.filePath(u"terminated.jsonl"_s);
    QProcess *relay = startRelay(sink, {u"--batch-size=20"_s});
    QVERIFY(QTest::qWaitFor([&] { return pgCount(u"status = 'sent'"_s) > 500; }, 60000));
    for (int i = 0; i < 3; ++i) {
        QVERIFY(test::runSql(*m_pg,
                             {u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                              "application_name = 'outbox-console' AND pid <> pg_backend_pid()"_s})
                    .ok());
        QTest::qWait(300);
    }
    const QString cluster = qEnvironmentVariable("OUTBOX_TEST_PG_DIR");
    if (!cluster.isEmpty()) {
        // A real restart of the server under the relay.
        QProcess restart;
        restart.start(u"runuser"_s,
                      {u"-u"_s, u"postgres"_s, u"--"_s, u"/usr/lib/postgresql/15/bin/pg_ctl"_s,
                       u"-D"_s, QFileInfo(cluster + u"/cluster/data"_s).canonicalFilePath(),
                       u"-l"_s,
                       QFileInfo(cluster + u"/cluster"_s).canonicalFilePath() + u"/postgres.log"_s,
                       u"restart"_s, u"-m"_s, u"fast"_s, u"-w"_s, u"-t"_s, u"30"_s});
        QVERIFY(restart.waitForFinished(60000));
        QCOMPARE(restart.exitCode(), 0);
        m_pg->close();
        QVERIFY(m_pg->open().ok());
    }
    QVERIFY(QTest::qWaitFor([&] { return pgCount(u"status = 'pending'"_s) == 0; }, 120000));
    ::kill(pid_t(relay->processId()), SIGTERM);
    QVERIFY(relay->waitForFinished(30000));
    QCOMPARE(relay->exitCode(), 0);
    QCOMPARE(deliveredLines(m_dir.filePath(u"terminated.jsonl"_s)).size(), 6000);
}

void TestRelay::onceAndBadOptions() {
    loadFennFlowPostgres(120);
    const QString sink = m_dir.filePath(u"once.jsonl"_s);
    QProcess *once = startRelay(sink, {u"--once"_s, u"--batch-size=50"_s});
    QVERIFY(once->waitForFinished(30000));
    QCOMPARE(once->exitCode(), 0);
    QCOMPARE(pgCount(u"status = 'sent'"_s), 50);
    QCOMPARE(deliveredLines(sink).size(), 50);
    QProcess *bad = startRelay(sink, {u"--sleep=soon"_s});
    QVERIFY(bad->waitForFinished(30000));
    QCOMPARE(bad->exitCode(), 2);
    // CloudEvents in structured mode: one event document a line, its data the event.
    const QString ceSink = m_dir.filePath(u"once-ce.jsonl"_s);
    QProcess *ce =
        startRelay(ceSink, {u"--once"_s, u"--batch-size=10"_s, u"--event-format=ce-structured"_s,
                            u"--ce-type=outbox.event.{aggregate_type}"_s});
    QVERIFY(ce->waitForFinished(30000));
    QCOMPARE(ce->exitCode(), 0);
    QCOMPARE(pgCount(u"status = 'sent'"_s), 60);
    {
        QFile f(ceSink);
        QVERIFY(f.open(QIODevice::ReadOnly));
        int lines = 0;
        while (!f.atEnd()) {
            const QJsonObject o = QJsonDocument::fromJson(f.readLine()).object();
            ++lines;
            QCOMPARE(o.value(u"specversion"_s).toString(), u"1.0"_s);
            QCOMPARE(o.value(u"source"_s).toString(), u"/outbox/fennflow.outbox"_s);
            QCOMPARE(o.value(u"type"_s).toString(), u"outbox.event.StorageObject"_s);
            const QJsonObject data = o.value(u"data"_s).toObject();
            QCOMPARE(o.value(u"id"_s).toString(), data.value(u"event_id"_s).toString());
            QCOMPARE(o.value(u"subject"_s).toString(),
                     data.value(u"payload"_s).toObject().value(u"storage_path"_s).toString());
            QCOMPARE(o.value(u"partitionkey"_s).toString(),
                     data.value(u"aggregate_id"_s).toString());
            QCOMPARE(o.value(u"time"_s).toString(), data.value(u"created_at"_s).toString());
        }
        QCOMPARE(lines, 10);
    }
    // Bad formats, a binary-mode file and an unknown placeholder: refused, nothing sent.
    for (const QStringList &options :
         {QStringList{u"--event-format=cloudevents"_s}, QStringList{u"--signature=sha1"_s},
          QStringList{u"--event-format=ce-binary"_s},
          QStringList{u"--event-format=ce-binary"_s, u"--ce-subject={path}"_s}}) {
        QProcess *refused = startRelay(ceSink, QStringList{u"--once"_s} + options);
        QVERIFY(refused->waitForFinished(30000));
        QVERIFY2(refused->exitCode() == 2, qPrintable(options.join(u' ')));
    }
    QCOMPARE(pgCount(u"status = 'sent'"_s), 60);
    QProcess *noSink = new QProcess(this);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OUTBOX_DATABASE_URL"_s, m_pg->spec().displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_pg->spec().password);
    noSink->setProcessEnvironment(env);
    noSink->start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
                  {u"--table=fennflow.outbox"_s, u"relay"_s, u"--once"_s});
    QVERIFY(noSink->waitForFinished(30000));
    QCOMPARE(noSink->exitCode(), 2);
    QVERIFY(QString::fromUtf8(noSink->readAllStandardError()).contains(u"No sink"_s));
}

void TestRelay::metricsEndpoint() {
    loadFennFlowPostgres(300);
    const QString sink = m_dir.filePath(u"metrics.jsonl"_s);
    const QString port = QString::number(test::closedPort());
    QProcess *relay = startRelay(sink, {u"--metrics=127.0.0.1:"_s + port, u"--batch-size=50"_s});
    QVERIFY(QTest::qWaitFor([&] { return pgCount(u"status = 'pending'"_s) == 0; }, 60000));
    QString text;
    QVERIFY(QTest::qWaitFor(
        [&] {
            QProcess curl;
            curl.start(u"curl"_s, {u"-s"_s, u"http://127.0.0.1:%1/metrics"_s.arg(port)});
            curl.waitForFinished(5000);
            text = QString::fromUtf8(curl.readAllStandardOutput());
            return text.contains(u"outbox_relay_delivered_total{table=\"fennflow.outbox\"} 300"_s);
        },
        20000));
    QVERIFY2(text.contains(u"outbox_pending_rows{table=\"fennflow.outbox\"}"_s), qPrintable(text));
    // In order per key (the default) on FennFlow: the gauge of keys held by a dead head.
    QVERIFY2(text.contains(u"outbox_blocked_keys{table=\"fennflow.outbox\"} 0"_s),
             qPrintable(text));
    QVERIFY(text.contains(u"# TYPE outbox_relay_batch_duration_seconds gauge"_s));
    // Health: alive and ready, each check named.
    const auto probe = [](const QString &at, const QString &path) {
        QProcess curl;
        curl.start(u"curl"_s, {u"-s"_s, u"-w"_s, u"\n%{http_code}"_s,
                               u"http://127.0.0.1:%1%2"_s.arg(at, path)});
        curl.waitForFinished(5000);
        return QString::fromUtf8(curl.readAllStandardOutput());
    };
    QString health = probe(port, u"/healthz"_s);
    QVERIFY2(health.startsWith(u"ok\nloop: ok"_s) && health.endsWith(u"\n200"_s),
             qPrintable(health));
    health = probe(port, u"/readyz"_s);
    QVERIFY2(health.startsWith(u"ok\n"_s) && health.contains(u"database: ok"_s) &&
                 health.contains(u"sink: ok"_s) && health.endsWith(u"\n200"_s),
             qPrintable(health));
    ::kill(pid_t(relay->processId()), SIGTERM);
    QVERIFY(relay->waitForFinished(30000));
    QCOMPARE(relay->exitCode(), 0);

    // A sink that takes nothing (a closed loopback port): alive, not ready, the sink named.
    loadFennFlowPostgres(20);
    const QString port2 = QString::number(test::closedPort());
    relay = startRelay(u"webhook:http://127.0.0.1:%1/events"_s.arg(test::closedPort()),
                       {u"--metrics=127.0.0.1:"_s + port2, u"--batch-size=5"_s, u"--sleep=1"_s});
    QVERIFY(
        QTest::qWaitFor([&] { return probe(port2, u"/readyz"_s).endsWith(u"\n503"_s); }, 20000));
    health = probe(port2, u"/readyz"_s);
    QVERIFY2(health.startsWith(u"failed: sink\n"_s) && health.contains(u"database: ok"_s),
             qPrintable(health));
    QVERIFY(probe(port2, u"/healthz"_s).endsWith(u"\n200"_s));
    ::kill(pid_t(relay->processId()), SIGTERM);
    QVERIFY(relay->waitForFinished(30000));
    QCOMPARE(relay->exitCode(), 0);
}

// With the notify trigger, an idle relay waits for the next commit, not for its next poll: rows
// committed one by one go out within a second although the relay polls every 60 s (without the
// trigger each would wait up to 60 s).
void TestRelay::relayWakesOnCommit() {
    loadFennFlowPostgres(5);
    const TableName table = *TableName::parse(u"fennflow.outbox"_s);
    QVERIFY(ChangeNotify::install(*m_pg, table).ok());
    const QString sink = m_dir.filePath(u"wake.jsonl"_s);
    QProcess *relay = startRelay(sink, {u"--sleep=60"_s});
    QVERIFY(QTest::qWaitFor([&] { return pgCount(u"status = 'pending'"_s) == 0; }, 30000));
    QTest::qWait(300); // idle now: the relay waits
    for (int n = 0; n < 5; ++n) {
        const qint64 waited = commitAndTimeDelivery(u"w%1"_s.arg(n));
        QVERIFY2(waited >= 0 && waited < 1500,
                 qPrintable(u"row %1 waited %2 ms"_s.arg(n).arg(waited)));
        QTest::qWait(200);
    }
    QCOMPARE(deliveredLines(sink).size(), 10);
    ::kill(pid_t(relay->processId()), SIGTERM);
    QVERIFY(relay->waitForFinished(30000)); // a stop ends the wait at once
    QCOMPARE(relay->exitCode(), 0);
    QVERIFY(ChangeNotify::uninstall(*m_pg, table).ok());
}

// Without the trigger, a relay whose rows keep coming polls again soon (25 ms after an empty
// poll, doubling), not after its whole --sleep: rows committed every 150 ms each go out within a
// second although --sleep is 30 s.
void TestRelay::pollingStaysFastWhileRowsKeepComing() {
    loadFennFlowPostgres(5);
    const QString sink = m_dir.filePath(u"polling.jsonl"_s);
    QProcess *relay = startRelay(sink, {u"--sleep=30"_s});
    QVERIFY(QTest::qWaitFor([&] { return pgCount(u"status = 'pending'"_s) == 0; }, 30000));
    for (int n = 0; n < 8; ++n) {
        const qint64 waited = commitAndTimeDelivery(u"p%1"_s.arg(n));
        QVERIFY2(waited >= 0 && waited < 1000,
                 qPrintable(u"row %1 waited %2 ms"_s.arg(n).arg(waited)));
        QTest::qWait(150);
    }
    QCOMPARE(deliveredLines(sink).size(), 13);
    ::kill(pid_t(relay->processId()), SIGTERM);
    QVERIFY(relay->waitForFinished(30000));
    QCOMPARE(relay->exitCode(), 0);
}

void TestRelay::twoRelaysOnMariaDb() {
    DatabaseSession maria(test::mysqlSpec(), u"relay-maria"_s);
    QVERIFY(maria.open().ok());
    QVERIFY(test::runSql(maria, {u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s}).ok());
    QVERIFY(test::runSqlFile(maria, u"vortos-mysql.sql"_s).ok());
    const int rows = 2000;
    QStringList values;
    for (int n = 0; n < rows; ++n)
        values.append(
            u"('0193f1a2-0000-7000-8000-%1', 'put', 'pending', 0, "
            u"'{\"name\":\"put\",\"key\":\"m/%2.txt\","
            "\"body_base64\":\"%3\"}', '2026-06-01 10:00:00')"_s.arg(n, 12, 10, QLatin1Char('0'))
                .arg(n)
                .arg(QString::fromLatin1(QByteArray::number(n).toBase64())));
    QVERIFY(test::runSql(
                maria,
                {u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                 "payload, created_at) VALUES "_s +
                 values.join(u", "_s)})
                .ok());
    const QString store = m_dir.filePath(u"maria-store"_s);
    QDir().mkpath(store);
    QList<QProcess *> relays;
    for (int i = 0; i < 2; ++i) {
        auto *p = new QProcess(this);
        test::dieWithTest(*p);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"OUTBOX_DATABASE_URL"_s, maria.spec().displayUrl());
        env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, maria.spec().password);
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        p->setProcessEnvironment(env);
        p->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p->start(
            qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
            {u"--object-store=file:"_s + store, u"relay"_s, u"--sleep=0"_s, u"--batch-size=25"_s});
        relays.append(p);
    }
    const auto pending = [&] {
        return value(maria,
                     u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'pending'"_s);
    };
    QVERIFY(QTest::qWaitFor([&] { return pending() == u"0"_s; }, 120000));
    for (QProcess *p : relays) {
        ::kill(pid_t(p->processId()), SIGTERM);
        QVERIFY(p->waitForFinished(30000));
        QCOMPARE(p->exitCode(), 0);
    }
    QCOMPARE(
        value(
            maria,
            u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'done' AND processed_at IS NOT NULL"_s),
        QString::number(rows));
    for (int n : {0, 777, rows - 1}) {
        QFile f(store + u"/m/%1.txt"_s.arg(n));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray::number(n));
    }
    QCOMPARE(QDir(store + u"/m"_s).entryList(QDir::Files).size(), rows);
}

// InnoDB locks every row a locking read examines. A claim that walked the ready rows in created
// order locked every sent row on the way until the commit, so that a purge of sent rows (or any
// other writer) waited for the relay. While a batch is being delivered, the relay's transaction
// must hold only the rows it claimed: a sent row older than all of them can be locked at once.
void TestRelay::mariaDbClaimLocksOnlyItsBatch() {
    DatabaseSession maria(test::mysqlSpec(), u"relay-maria-locks"_s);
    QVERIFY(maria.open().ok());
    QVERIFY(test::runSql(
                maria, {u"DROP TABLE IF EXISTS outbox"_s, kFennFlowMariaDb,
                        // 2,000 sent rows, then 100 pending ones, all in created order.
                        u"INSERT INTO outbox SELECT md5(CONCAT('r', seq)), md5(CONCAT('e', seq)), "
                        u"'StorageObject', CONCAT('default|||files|||f', seq), 'put', "
                        u"CONCAT('{\"storage_path\": \"f', seq, '\"}'), IF(seq <= 2000, 'sent', "
                        u"'pending'), TIMESTAMP'2026-06-01 00:00:00' + INTERVAL seq SECOND, "
                        u"UTC_TIMESTAMP(6) FROM seq_1_to_2100"_s,
                        u"ANALYZE TABLE outbox"_s})
                .ok());
    const QString oldestSent = value(maria, u"SELECT id FROM outbox WHERE status = 'sent' ORDER "
                                            u"BY created_at LIMIT 1"_s);
    TableRequest request;
    request.table = *TableName::parse(u"outbox"_s);
    request.vocabulary = u"shipped"_s; // the rows above are the shipped writer's
    auto table = TableResolver::resolve(maria, request);
    QVERIFY2(table.ok(), qPrintable(table.ok() ? QString() : table.error().message));

    // While the first row of the batch is delivered, another connection looks at the locks.
    struct Probe {
        QString oldestSent;
        bool probed = false;
        QString lockError = u"<not probed>"_s;
        QString insertError = u"<not probed>"_s;
        QString isolation = u"<not probed>"_s;
        qint64 rowsLocked = -1;
    } probe{oldestSent};
    class ProbingExecutor final : public RowExecutor {
    public:
        explicit ProbingExecutor(Probe &p)
            : m_probe(p) {}
        Status execute(const OutboxRow &) override {
            if (m_probe.probed)
                return Done{};
            m_probe.probed = true;
            DatabaseSession other(test::mysqlSpec(), u"relay-maria-locks-probe"_s);
            if (auto opened = other.open(); !opened)
                return opened;
            QSqlQuery q(other.database());
            q.exec(u"SELECT trx_rows_locked, trx_isolation_level FROM "
                   u"information_schema.INNODB_TRX WHERE trx_mysql_thread_id <> CONNECTION_ID()"_s);
            if (q.next()) {
                m_probe.rowsLocked = q.value(0).toLongLong();
                m_probe.isolation = q.value(1).toString();
            }
            q.finish();
            other.database().transaction();
            m_probe.lockError =
                q.exec(u"SELECT id FROM outbox WHERE id = '%1' FOR UPDATE NOWAIT"_s.arg(
                    m_probe.oldestSent))
                    ? QString()
                    : q.lastError().text();
            q.finish();
            other.database().rollback();
            // A writer commits a new event meanwhile: it must not wait for the batch (gap
            // locks of a claim under REPEATABLE READ made it wait, and deadlock).
            q.exec(u"SET SESSION innodb_lock_wait_timeout = 1"_s);
            other.database().transaction();
            m_probe.insertError =
                q.exec(u"INSERT INTO outbox VALUES (md5('new'), md5('new-e'), 'StorageObject', "
                       u"'default|||files|||new', 'put', '{}', 'pending', UTC_TIMESTAMP(6), "
                       u"UTC_TIMESTAMP(6))"_s)
                    ? QString()
                    : q.lastError().text();
            other.database().rollback();
            return Done{};
        }

    private:
        Probe &m_probe;
    };
    RelaySettings settings;
    settings.batchSize = 25;
    settings.concurrency = 1;
    RelayEngine engine(maria, *table, settings, [&probe]() -> Result<std::unique_ptr<RowExecutor>> {
        return std::unique_ptr<RowExecutor>(new ProbingExecutor(probe));
    });
    QVERIFY(engine.prepare().ok());
    auto batch = engine.runOnce();
    QVERIFY2(batch.ok(), qPrintable(batch.ok() ? QString() : batch.error().message));
    QCOMPARE(batch->claimed, 25);
    QCOMPARE(batch->delivered, 25);
    QVERIFY(probe.probed);
    QVERIFY2(probe.lockError.isEmpty(),
             qPrintable(u"a sent row was locked by the claim: "_s + probe.lockError));
    QVERIFY2(probe.insertError.isEmpty(),
             qPrintable(u"a writer's insert waited for the claim: "_s + probe.insertError));
    // READ COMMITTED: the claim's locking reads lock the rows they return, not the gaps between
    // index records where writers insert (under REPEATABLE READ a writer's insert waited for the
    // batch and could deadlock with it, seen in bench/run-relay --latency-polling).
    QCOMPARE(probe.isolation, u"READ COMMITTED"_s);
    // The batch's rows in the clustered index and their index records, not the 2,000 sent rows.
    QVERIFY2(probe.rowsLocked >= 25 && probe.rowsLocked <= 4 * 25,
             qPrintable(u"the claim holds %1 row locks"_s.arg(probe.rowsLocked)));
    // Oldest first: the batch is the 25 oldest pending rows.
    QCOMPARE(value(maria, u"SELECT COUNT(*) FROM outbox WHERE status = 'sent' AND created_at > "
                          u"TIMESTAMP'2026-06-01 00:00:00' + INTERVAL 2025 SECOND"_s),
             u"0"_s);
    QCOMPARE(value(maria, u"SELECT COUNT(*) FROM outbox WHERE status = 'sent'"_s), u"2025"_s);

    // A batch that takes every ready row reads to the end of the index, where writers insert.
    Probe all{oldestSent};
    settings.batchSize = 500;
    RelayEngine drain(maria, *table, settings, [&all]() -> Result<std::unique_ptr<RowExecutor>> {
        return std::unique_ptr<RowExecutor>(new ProbingExecutor(all));
    });
    QVERIFY(drain.prepare().ok());
    auto rest = drain.runOnce();
    QVERIFY2(rest.ok(), qPrintable(rest.ok() ? QString() : rest.error().message));
    QCOMPARE(rest->delivered, 75);
    QVERIFY2(all.insertError.isEmpty(),
             qPrintable(u"a writer's insert waited for the claim: "_s + all.insertError));
}

namespace {

// Delivers rows and writes down the order, refusing chosen rows once: what a webhook that fails
// now and then does, seen from the relay.
struct OrderLog {
    QMutex mutex;
    QStringList delivered;  // ids, in delivery order
    QSet<QString> failOnce; // ids refused at their first attempt
};

class RecordingExecutor final : public RowExecutor {
public:
    explicit RecordingExecutor(OrderLog &log)
        : m_log(log) {}
    Status execute(const OutboxRow &row) override {
        QMutexLocker lock(&m_log.mutex);
        if (m_log.failOnce.remove(row.id))
            return Error::failed(u"refused once: "_s + row.id);
        m_log.delivered.append(row.id);
        return Done{};
    }

private:
    OrderLog &m_log;
};

} // namespace

// The rows of the in-order tests: column "database", "ordered", the index column (the ordering
// index or indexes the relay advises exist: on PostgreSQL it then claims from a window of the
// oldest ready rows, each probed) and "keptHolds" (the console's kept holds exist: claims rank
// only the rows that can be delivered, for FennFlow a window of the oldest of them).
void TestRelay::addOrderedRows(const char *indexColumn, const char *indexRow) {
    QTest::addColumn<QString>("database");
    QTest::addColumn<bool>("ordered");
    QTest::addColumn<bool>(indexColumn);
    QTest::addColumn<bool>("keptHolds");
    QTest::newRow("postgresql, key") << u"postgresql"_s << true << false << false;
    QTest::addRow("postgresql, key, %s", indexRow) << u"postgresql"_s << true << true << false;
    QTest::newRow("postgresql, none") << u"postgresql"_s << false << false << false;
    QTest::newRow("mariadb, key") << u"mariadb"_s << true << false << false;
    QTest::newRow("sqlite, key") << u"sqlite"_s << true << false << false;
    QTest::newRow("postgresql, key, kept holds") << u"postgresql"_s << true << false << true;
    QTest::newRow("mariadb, key, kept holds") << u"mariadb"_s << true << false << true;
    QTest::newRow("sqlite, key, kept holds") << u"sqlite"_s << true << false << true;
}

// One file with a backlog: with the advised index on PostgreSQL its head brings the ready rows
// behind it into the batch (its run), delivered in order; a refusal stops the rest of the run,
// which waits untried for the refused row's retry; a dead row ends the run and holds the rest.
void TestRelay::orderedRunsOfOneKey() {
    loadFennFlowPostgres(0);
    QStringList sql{u"CREATE INDEX ordering_key ON fennflow.outbox (aggregate_id, created_at, id) "
                    "WHERE status <> 'sent'"_s};
    const auto idOf = [](QChar file, int n) {
        return u"00000000-0000-0000-0000-%1%2"_s.arg(file).arg(n, 11, 10, QChar(u'0'));
    };
    QStringList fileA; // a1 … a25, oldest first
    for (int n = 1; n <= 26; ++n) {
        const bool b = n == 26;
        const QString id = b ? idOf(u'b', 1) : idOf(u'a', n);
        if (!b)
            fileA.append(id);
        sql << u"INSERT INTO fennflow.outbox (id, event_id, aggregate_type, aggregate_id, "
               "event_type, payload, status, created_at, updated_at) VALUES ('%1', "
               "gen_random_uuid(), 'StorageObject', 'default|||files|||%2', 'put', '{}', '%3', "
               "'2026-06-01 11:00:00+00'::timestamptz + %4 * interval '1 second', now())"_s
                   .arg(id, b ? u"b"_s : u"a"_s, n == 20 ? u"failed"_s : u"pending"_s)
                   .arg(b ? 0 : n); // b1 is the oldest row of all
    }
    sql << u"ANALYZE fennflow.outbox"_s;
    QVERIFY(test::runSql(*m_pg, sql).ok());
    QVERIFY(test::recordShippedVocabulary(*m_pg, u"fennflow.outbox"_s).ok());
    auto table = test::resolveTable(*m_pg, u"fennflow.outbox"_s);
    QVERIFY(table.ok());
    QVERIFY(table->hasAggregateIdIndex);
    QVERIFY(DeliveryTable::create(*m_pg, *table).ok());

    OrderLog log;
    log.failOnce.insert(fileA.at(4)); // a5
    QDateTime clock = m_now;
    RelaySettings settings;
    settings.batchSize = 10;
    RelayEngine engine(
        *m_pg, *table, settings,
        [&log]() -> Result<std::unique_ptr<RowExecutor>> {
            return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
        },
        [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    // b1 and a1 are heads; a2 … a9 fill the batch. a5 is refused: a6 … a9 are not tried.
    auto first = engine.runOnce();
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QCOMPARE(first->claimed, 10);
    QCOMPARE(first->delivered, 5);
    QCOMPARE(first->failed, 1);
    QCOMPARE(first->skipped, 4);
    QCOMPARE(engine.runOnce()->claimed, 0); // a5 backs off and holds its file back
    clock = clock.addSecs(backoffSeconds(settings, 1));
    // a5 … a14, then a15 … a19: the run ends at the dead a20, which holds a21 … a25.
    auto second = engine.runOnce();
    QVERIFY(second.ok());
    QCOMPARE(second->delivered, 10);
    auto third = engine.runOnce();
    QVERIFY(third.ok());
    QCOMPARE(third->delivered, 5);
    QCOMPARE(engine.runOnce()->claimed, 0);
    // File a's events in order, each once (b1 went in another lane, at any point of the first
    // batch).
    QStringList ofA = log.delivered;
    ofA.removeAll(idOf(u'b', 1));
    QCOMPARE(ofA, fileA.mid(0, 19));
    QCOMPARE(log.delivered.count(idOf(u'b', 1)), 1);
}

void TestRelay::orderedWindowLooksDeeper_data() {
    test::addDatabaseRows();
}

// With the console's kept holds a claim ranks a window of the oldest rows that may be delivered,
// two batches deep (FennFlow: no index on aggregate_id is needed). One file's head is refused and
// backs off with more rows behind it than the window holds: the claim looks deeper and takes the
// next file's row. A third file's dead row is never in the window: its hold keeps the file's next
// row back.
void TestRelay::orderedWindowLooksDeeper() {
    QFETCH(QString, database);
    std::unique_ptr<DatabaseSession> own;
    QString tableName;
    DatabaseSession *session = emptyFennFlow(database, own, &tableName);
    QVERIFY(session);
    const bool uuid = database == u"postgresql"_s;
    const auto idOf = [uuid](QChar file, int n) {
        const QString id = u"00000000-0000-0000-0000-%1%2"_s.arg(file).arg(n, 11, 10, QChar(u'0'));
        return uuid ? id : QString(id).remove(u'-');
    };
    QStringList sql;
    QStringList fileA;
    const auto insert = [&](QChar file, int n, int second, const QString &status) {
        const QString id = idOf(file, n);
        sql << u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, payload, "
               "status, created_at, updated_at) VALUES ('%2', '%3', 'StorageObject', "
               "'default|||files|||%4', 'put', '{}', '%5', '2026-06-01 11:00:%6', "
               "'2026-06-01 11:00:%6')"_s
                   .arg(tableName, id, QString(id).replace(u'0', u'e'), file, status)
                   .arg(second, 2, 10, QChar(u'0'));
        return id;
    };
    for (int n = 1; n <= 20; ++n) // a1 … a20, oldest first: more than the window holds
        fileA.append(insert(u'a', n, n, u"pending"_s));
    const QString b1 = insert(u'b', 1, 30, u"pending"_s);
    insert(u'c', 1, 35, u"failed"_s); // dead
    const QString c2 = insert(u'c', 2, 40, u"pending"_s);
    QVERIFY(test::runSql(*session, sql).ok());
    auto table = relayedFennFlow(*session, tableName, true);
    QVERIFY(table);
    QVERIFY(!table->hasAggregateIdIndex);
    QVERIFY(table->hasKeyHolds);

    OrderLog log;
    log.failOnce.insert(fileA.constFirst());
    QDateTime clock = m_now;
    RelaySettings settings;
    settings.batchSize = 2; // a first window of 4 rows
    RelayEngine engine(
        *session, *table, settings,
        [&log]() -> Result<std::unique_ptr<RowExecutor>> {
            return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
        },
        [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    // No advice of an index on aggregate_id: the window is what an unordered claim reads.
    QVERIFY2(!engine.notes().join(u'\n').contains(u"no index on aggregate_id"_s),
             qPrintable(engine.notes().join(u'\n')));
    auto first = engine.runOnce(); // a1 and its run's a2: a1 is refused, a2 not tried
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QCOMPARE(first->claimed, 2);
    QCOMPARE(first->failed, 1);
    QVERIFY(log.delivered.isEmpty());
    // The window is file a's rows, behind a1, which backs off: b1 is past them.
    auto second = engine.runOnce();
    QVERIFY(second.ok());
    QCOMPARE(second->claimed, 1);
    QCOMPARE(log.delivered, QStringList{b1});
    clock = clock.addSecs(backoffSeconds(settings, 1));
    for (int batch = 0; batch < 15 && log.delivered.size() < 21; ++batch)
        QVERIFY(engine.runOnce().ok());
    QCOMPARE(log.delivered.mid(1), fileA);
    QCOMPARE(engine.runOnce()->claimed, 0); // c2 stays held
    QVERIFY(!log.delivered.contains(c2));
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_key_holds"_s), u"1"_s);
    // Something else writes a dead row of file d, and d2 behind it, while the relay's holds were
    // current at its last claim: its next claim reads that they are not (the number of dead rows
    // changed), and d2 waits.
    sql.clear();
    insert(u'd', 1, 50, u"failed"_s);
    const QString d2 = insert(u'd', 2, 51, u"pending"_s);
    QVERIFY(test::runSql(*session, sql).ok());
    QCOMPARE(engine.runOnce()->claimed, 0);
    QVERIFY(!log.delivered.contains(d2));
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_key_holds"_s), u"2"_s);
    keepHolds(*session, *table, false);
    QVERIFY(test::runSql(*session, {u"DROP TABLE outbox_console_delivery"_s}).ok());
}

// A claim that finds the kept holds stale while another relay rebuilds them waits for that
// rebuild and ranks with the holds it made, rather than ranking every undelivered row meanwhile.
// The other relay here is a session of the test that locks the holds' state, names file b as held
// (by the dead row of file c: a hold only the kept holds know of) and commits half a second later.
void TestRelay::orderedClaimWaitsForAnotherRebuild() {
    std::unique_ptr<DatabaseSession> own;
    QString tableName;
    DatabaseSession *session = emptyFennFlow(u"postgresql"_s, own, &tableName);
    QVERIFY(session);
    const auto insert = [&](const QString &id, const QString &file, const QString &status,
                            int second) {
        return u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, payload, "
               "status, created_at, updated_at) VALUES ('%2', gen_random_uuid(), "
               "'StorageObject', 'default|||files|||%3', 'put', '{}', '%4', '2026-06-01 "
               "11:00:%5+00', now())"_s.arg(tableName, id, file, status)
                   .arg(second, 2, 10, QChar(u'0'));
    };
    const QString c1 = u"00000000-0000-0000-0000-00000000c001"_s;
    const QString b1 = u"00000000-0000-0000-0000-00000000b001"_s;
    QVERIFY(test::runSql(*session, {insert(c1, u"c"_s, u"failed"_s, 1),
                                    insert(u"00000000-0000-0000-0000-00000000c002"_s, u"c"_s,
                                           u"pending"_s, 2)})
                .ok());
    auto table = relayedFennFlow(*session, tableName, true);
    QVERIFY(table);
    OrderLog log;
    RelaySettings settings;
    RelayEngine engine(
        *session, *table, settings,
        [&log]() -> Result<std::unique_ptr<RowExecutor>> {
            return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
        },
        [this] { return m_now; });
    QVERIFY(engine.prepare().ok());
    QCOMPARE(engine.runOnce()->claimed, 0); // builds the holds: c2 waits behind c1
    QVERIFY(test::runSql(*session, {insert(b1, u"b"_s, u"pending"_s, 3),
                                    u"UPDATE outbox_console_key_hold_state SET stale = 1"_s})
                .ok());
    const QString outbox = KeyHoldState::outboxKey(*session, *table);
    QAtomicInt locked = 0;
    QString failed;
    std::thread other([&] {
        std::unique_ptr<DatabaseSession> rebuilder;
        const auto step = [&](const QString &sql) {
            QSqlQuery q(rebuilder->database());
            if (failed.isEmpty() && !q.exec(sql))
                failed = sql + u": "_s + q.lastError().text();
        };
        if (!test::openSession(rebuilder, test::postgresSpec(), u"relay-rebuilder"_s).ok()) {
            failed = u"no session"_s;
            locked.storeRelease(1);
            return;
        }
        step(u"BEGIN"_s);
        step(u"SELECT stale FROM outbox_console_key_hold_state WHERE outbox_table = '%1' FOR "
             "UPDATE"_s.arg(outbox));
        locked.storeRelease(1);
        step(u"INSERT INTO outbox_console_key_holds (outbox_table, ordering_key, row_id) VALUES "
             "('%1', MD5('default|||files|||b'), '%2')"_s.arg(outbox, c1));
        step(u"UPDATE outbox_console_key_hold_state SET stale = 0 WHERE outbox_table = '%1'"_s.arg(
            outbox));
        QThread::msleep(500);
        step(u"COMMIT"_s);
    });
    while (!locked.loadAcquire())
        QThread::msleep(5);
    auto waited = engine.runOnce();
    other.join();
    QVERIFY2(failed.isEmpty(), qPrintable(failed));
    QVERIFY2(waited.ok(), waited.ok() ? "" : qPrintable(waited.error().message));
    // The holds the other relay built hold file b: nothing is claimed, nothing rebuilt here.
    QCOMPARE(waited->claimed, 0);
    QVERIFY(log.delivered.isEmpty());
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_key_holds"_s), u"2"_s);
    // Stale again, rebuilt by the claim from the table: b1 goes.
    QVERIFY(test::runSql(*session, {u"UPDATE outbox_console_key_hold_state SET stale = 1"_s}).ok());
    QCOMPARE(engine.runOnce()->claimed, 1);
    QCOMPARE(log.delivered, QStringList{b1});
    keepHolds(*session, *table, false);
    QVERIFY(test::runSql(*session, {u"DROP TABLE outbox_console_delivery"_s}).ok());
}

void TestRelay::orderedVortosWindow_data() {
    test::addDatabaseRows();
}

// Vortos rows (a move has two keys) with the kept holds: a claim ranks a window of the oldest rows
// that may be delivered, two batches deep, no index of the console's advice. a.txt's first put is
// refused and backs off with more puts behind it than the window holds: the claim looks deeper. A
// move of b.txt to c.txt heads both keys; the puts to b.txt and c.txt behind it wait for it. A dead
// move of d.txt to e.txt, never in a window (dead), holds back the puts to both keys behind it.
void TestRelay::orderedVortosWindow() {
    QFETCH(QString, database);
    std::unique_ptr<DatabaseSession> own;
    QString tableName;
    DatabaseSession *session = emptyVortos(database, own, &tableName);
    QVERIFY(session);
    const auto put = [](const QString &key) {
        return u"\"key\":\"%1\",\"body_base64\":\"YQ==\""_s.arg(key);
    };
    const auto move = [](const QString &from, const QString &to) {
        return u"\"source\":\"%1\",\"target\":\"%2\""_s.arg(from, to);
    };
    QStringList sql;
    QStringList puts; // a.txt's, oldest first
    for (int n = 1; n <= 12; ++n) {
        sql.append(vortosInsert(tableName, n, u"put"_s, put(u"a.txt"_s), u"pending"_s,
                                u"11:00:%1"_s.arg(n, 2, 10, QChar(u'0'))));
        puts.append(vortosId(n));
    }
    const QList<std::tuple<int, QString, QString, QString, QString>> rows{
        {20, u"move"_s, move(u"b.txt"_s, u"c.txt"_s), u"pending"_s, u"11:00:20"_s},
        {21, u"put"_s, put(u"b.txt"_s), u"pending"_s, u"11:00:21"_s},
        {22, u"put"_s, put(u"c.txt"_s), u"pending"_s, u"11:00:22"_s},
        {25, u"move"_s, move(u"d.txt"_s, u"e.txt"_s), u"dead"_s, u"11:00:25"_s},
        {26, u"put"_s, put(u"d.txt"_s), u"pending"_s, u"11:00:26"_s},
        {27, u"put"_s, put(u"e.txt"_s), u"pending"_s, u"11:00:27"_s},
        {30, u"put"_s, put(u"f.txt"_s), u"pending"_s, u"11:00:30"_s}};
    for (const auto &[n, operation, payload, status, created] : rows)
        sql.append(vortosInsert(tableName, n, operation, payload, status, created));
    QVERIFY(test::runSql(*session, sql).ok());
    TableRequest request;
    request.table = *TableName::parse(tableName);
    auto table = TableResolver::resolve(*session, request);
    QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
    keepHolds(*session, *table, true);
    table = TableResolver::resolve(*session, request);
    QVERIFY(table.ok());
    QVERIFY(table->hasKeyHolds);
    QVERIFY(!table->hasObjectKeyIndexes);

    OrderLog log;
    log.failOnce.insert(puts.constFirst());
    QDateTime clock = m_now;
    RelaySettings settings;
    settings.batchSize = 2;   // a first window of 4 rows
    settings.concurrency = 1; // delivered in claim order
    RelayEngine engine(
        *session, *table, settings,
        [&log]() -> Result<std::unique_ptr<RowExecutor>> {
            return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
        },
        [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    auto first = engine.runOnce(); // a.txt's first put and its run's second: refused, not tried
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QCOMPARE(first->claimed, 2);
    QCOMPARE(first->failed, 1);
    QVERIFY(log.delivered.isEmpty());
    // The window is a.txt's puts, behind the first, which backs off: the move and f.txt's put
    // are past them; the puts behind the move wait for it. (Ranked without the window, the ready
    // runs are all read at once: the claim does not look deeper.)
    QLoggingCategory::setFilterRules(u"outbox.core.relay.debug=true"_s);
    const auto quiet =
        qScopeGuard([] { QLoggingCategory::setFilterRules(u"outbox.core.relay.debug=false"_s); });
    QTest::ignoreMessage(QtDebugMsg, QRegularExpression(u"rows of the window; looking deeper"_s));
    auto second = engine.runOnce();
    QVERIFY2(second.ok(), second.ok() ? "" : qPrintable(second.error().message));
    QCOMPARE(log.delivered, (QStringList{vortosId(20), vortosId(30)}));
    auto third = engine.runOnce();
    QVERIFY(third.ok());
    QCOMPARE(log.delivered.mid(2), (QStringList{vortosId(21), vortosId(22)}));
    QCOMPARE(engine.runOnce()->claimed, 0); // a.txt backs off; d.txt and e.txt are held
    clock = clock.addSecs(backoffSeconds(settings, 1));
    for (int batch = 0; batch < 10 && log.delivered.size() < 16; ++batch)
        QVERIFY(engine.runOnce().ok());
    QCOMPARE(log.delivered.mid(4), puts);
    QCOMPARE(engine.runOnce()->claimed, 0);
    QVERIFY(!log.delivered.contains(vortosId(26)));
    QVERIFY(!log.delivered.contains(vortosId(27)));
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_key_holds"_s), u"2"_s);
    keepHolds(*session, *table, false);
}

void TestRelay::orderedHoldsSeenByEveryRelay_data() {
    test::addDatabaseRows({u"postgresql"_s, u"mariadb"_s}); // SQLite has one relay
}

// Two relays in order with the console's kept holds. The first claims while the table has no dead
// row, so it knows of no hold; then the second kills file k's head and rebuilds the holds. The
// first's next claim must not take k's next row: the holds it did not look up name k now. Then
// a file whose head another relay holds fills the first windows, and the claim looks past it.
void TestRelay::orderedHoldsSeenByEveryRelay() {
    QFETCH(QString, database);
    std::unique_ptr<DatabaseSession> own;
    QString tableName;
    DatabaseSession *session = emptyFennFlow(database, own, &tableName);
    QVERIFY(session);
    const QString id = database == u"postgresql"_s ? u"00000000-0000-0000-0000-0000000000%1"_s
                                                   : u"000000000000000000000000000000%1"_s;
    QStringList sql;
    const QString rows[][3] = {{u"01"_s, u"m"_s, u"01"_s},  // m1: the first relay's
                               {u"02"_s, u"k"_s, u"02"_s},  // k1: dies at the second's
                               {u"03"_s, u"k"_s, u"03"_s}}; // k2: behind it
    for (const auto &[n, file, second] : rows)
        sql << u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, payload, "
               "status, created_at, updated_at) VALUES ('%2', '%3', 'StorageObject', "
               "'default|||files|||%4', 'put', '{}', 'pending', '2026-06-01 11:00:%5', "
               "'2026-06-01 11:00:%5')"_s.arg(tableName, id.arg(n), id.arg(n).replace(u'0', u'e'),
                                              file, second);
    QVERIFY(test::runSql(*session, sql).ok());
    auto table = relayedFennFlow(*session, tableName, true);
    QVERIFY(table);
    OrderLog log;
    log.failOnce.insert(id.arg(u"02"_s));
    RelaySettings settings;
    settings.batchSize = 1;
    settings.maxAttempts = 1; // the first refusal is a death
    const auto relay = [&] {
        return std::make_unique<RelayEngine>(
            *session, *table, settings,
            [&log]() -> Result<std::unique_ptr<RowExecutor>> {
                return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
            },
            [&] { return m_now; });
    };
    auto first = relay();
    auto second = relay();
    QVERIFY(first->prepare().ok());
    QVERIFY(second->prepare().ok());
    auto m1 = first->runOnce();
    QVERIFY(m1.ok());
    QCOMPARE(log.delivered, QStringList{id.arg(u"01"_s)});
    auto k1 = second->runOnce();
    QVERIFY(k1.ok());
    QCOMPARE(k1->dead, 1);
    auto rebuilt = second->runOnce(); // rebuilds the holds: k held by k1
    QVERIFY(rebuilt.ok());
    QCOMPARE(rebuilt->claimed, 0);
    auto late = first->runOnce();
    QVERIFY(late.ok());
    QCOMPARE(late->claimed, 0);
    QCOMPARE(log.delivered, QStringList{id.arg(u"01"_s)});

    // Another relay holds the head of file b, whose backlog fills the first windows: the claim
    // looks past it, however deep, and takes the row of file n behind it.
    sql.clear();
    for (int n = 10; n < 40; ++n)
        sql << u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, payload, "
               "status, created_at, updated_at) VALUES ('%2', '%3', 'StorageObject', "
               "'default|||files|||%4', 'put', '{}', 'pending', '2026-06-01 11:01:%5', "
               "'2026-06-01 11:01:%5')"_s
                   .arg(tableName, id.arg(n), id.arg(n).replace(u'0', u'e'),
                        n < 39 ? u"b"_s : u"n"_s)
                   .arg(n);
    QVERIFY(test::runSql(*session, sql).ok());
    std::unique_ptr<DatabaseSession> other;
    QVERIFY(test::openSession(
                other, database == u"postgresql"_s ? test::postgresSpec() : test::mysqlSpec(),
                u"ordered-other"_s)
                .ok());
    QVERIFY(other->database().transaction());
    QCOMPARE(value(*other, u"SELECT status FROM %1 WHERE id = '%2' FOR UPDATE"_s.arg(tableName,
                                                                                     id.arg(10))),
             u"pending"_s);
    auto past = first->runOnce();
    QVERIFY(past.ok());
    QCOMPARE(past->claimed, 1);
    QCOMPARE(log.delivered.constLast(), id.arg(39));
    other->database().rollback();
    other.reset();
    first.reset();
    second.reset();
    keepHolds(*session, *table, false);
    QVERIFY(test::runSql(*session, {u"DROP TABLE outbox_console_delivery"_s}).ok());
}

// Three events of one file and one of another; the first of the file is refused once. In order
// per key, the file's later events wait for the first one's retry while the other file's event
// goes at once; without ordering they overtake it (the bug the ordering issue reproduced).
void TestRelay::orderedVortosObjectKeys_data() {
    addOrderedRows("keyIndexes", "indexes"); // the two the relay advises on PostgreSQL
}

void TestRelay::keepHolds(DatabaseSession &session, const OutboxTable &table, bool kept) {
    QVERIFY(test::runSql(session, {u"DROP TABLE IF EXISTS outbox_console_key_holds"_s,
                                   u"DROP TABLE IF EXISTS outbox_console_key_hold_state"_s})
                .ok());
    if (kept) {
        QVERIFY(KeyHolds::create(session, table).ok());
        QVERIFY(KeyHoldState::create(session).ok());
    }
}

// Vortos rows in order per object key: the key a row writes, and the source a move or promote
// deletes. A put that fails and backs off holds back the delete and the promote of its key (the
// issue's case: without ordering the delete runs first and the put's retry leaves an object that
// should not exist); a move waits for the copy that writes its source; keys compare parsed, so
// "tmp\/a.txt" and "tmp/a.txt" are one. Then dead heads: counted, listed once per key they block
// (a dead move blocks its target and its source), and parked to let their keys go.
void TestRelay::orderedVortosObjectKeys() {
    QFETCH(QString, database);
    QFETCH(bool, ordered);
    QFETCH(bool, keyIndexes);
    QFETCH(bool, keptHolds);
    std::unique_ptr<DatabaseSession> own;
    QString tableName;
    DatabaseSession *session = emptyVortos(database, own, &tableName);
    QVERIFY(session);
    const auto id = vortosId;
    const auto insert = [&](int n, const QString &operation, const QString &payload,
                            const QString &status, const QString &created) {
        return vortosInsert(tableName, n, operation, payload, status, created);
    };
    QVERIFY(
        test::runSql(*session,
                     {u"DELETE FROM "_s + tableName,
                      insert(1, u"put"_s, u"\"key\":\"a.txt\",\"body_base64\":\"YQ==\""_s,
                             u"pending"_s, u"11:00:01"_s),
                      insert(2, u"delete"_s, u"\"key\":\"a.txt\""_s, u"pending"_s, u"11:00:02"_s),
                      insert(3, u"copy"_s, u"\"source\":\"src.txt\",\"target\":\"b.txt\""_s,
                             u"pending"_s, u"11:00:03"_s),
                      insert(4, u"move"_s, u"\"source\":\"b.txt\",\"target\":\"c.txt\""_s,
                             u"pending"_s, u"11:00:04"_s),
                      insert(5, u"promote"_s,
                             u"\"temporary_key\":\"tmp\\/a.txt\",\"permanent_key\":\"a.txt\","
                             "\"temporary_prefix\":\"tmp\",\"delete_temporary_source\":true"_s,
                             u"pending"_s, u"11:00:05"_s),
                      insert(6, u"put"_s, u"\"key\":\"d.txt\",\"body_base64\":\"ZA==\""_s,
                             u"pending"_s, u"11:00:06"_s),
                      insert(7, u"put"_s, u"\"key\":\"tmp/a.txt\",\"body_base64\":\"dA==\""_s,
                             u"pending"_s, u"11:00:07"_s)})
            .ok());
    TableRequest request;
    request.table = *TableName::parse(tableName);
    auto table = TableResolver::resolve(*session, request);
    QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
    keepHolds(*session, *table, keptHolds);
    table = TableResolver::resolve(*session, request);
    QVERIFY(table.ok());
    QCOMPARE(table->hasKeyHolds, keptHolds);
    QVERIFY(table->isVortos());
    QVERIFY(ordersByKey(*table));
    QVERIFY(!table->hasObjectKeyIndexes);
    // PostgreSQL: for each index, the drop of one of its name made by an earlier advice (on the
    // unguarded payload read), then its creation.
    const QStringList advice = orderingIndexStatements(*table, session->dialect());
    QCOMPARE(advice.size(), database == u"postgresql"_s ? 4 : 0);
    if (keyIndexes) {
        for (const QString &statement : advice) // as advised, without the ';'
            QVERIFY(test::runSql(*session, {statement.chopped(1)}).ok());
        table = TableResolver::resolve(*session, request);
        QVERIFY(table.ok());
        QVERIFY(table->hasObjectKeyIndexes);
    }

    OrderLog log;
    log.failOnce.insert(id(1));
    QDateTime clock = m_now;
    RelaySettings settings;
    settings.ordering = ordered ? DeliveryOrdering::Key : DeliveryOrdering::None;
    settings.concurrency = 1; // delivered in claim order: the log shows the batches' order
    const auto relay = [&](const OutboxTable &t) {
        return std::make_unique<RelayEngine>(
            *session, t, settings,
            [&log]() -> Result<std::unique_ptr<RowExecutor>> {
                return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
            },
            [&] { return clock; });
    };
    auto engine = relay(*table);
    QVERIFY(engine->prepare().ok());
    // The relay advises the indexes where it can use them and they are missing (with the kept
    // holds it claims from a window of the oldest rows, which they would not make cheaper).
    QCOMPARE(engine->notes().join(u'\n').contains(u"has no index on object key"_s),
             ordered && database == u"postgresql"_s && !keyIndexes && !keptHolds);
    auto first = engine->runOnce();
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QCOMPARE(first->failed, 1);
    if (!ordered) {
        // Without ordering the delete of a.txt runs while its put backs off.
        QCOMPARE(log.delivered, (QStringList{id(2), id(3), id(4), id(5), id(6), id(7)}));
        return;
    }
    // The heads: the put of a.txt (refused), the copy to b.txt, the put of d.txt; and a.txt's
    // run behind its put, the delete, not tried once the put failed. The move (two keys) waits
    // until it heads both b.txt and c.txt; the promote and the put of tmp/a.txt behind it.
    QCOMPARE(first->claimed, 4);
    QCOMPARE(first->skipped, 1);
    QCOMPARE(log.delivered, (QStringList{id(3), id(6)}));
    auto second = engine->runOnce(); // the move's source b.txt is written now
    QVERIFY(second.ok());
    QCOMPARE(second->claimed, 1);
    QCOMPARE(engine->runOnce()->claimed, 0); // a.txt backs off, and holds the rest back
    auto held = countHeldBack(*session, *table);
    QVERIFY2(held.ok(), held.ok() ? "" : qPrintable(held.error().message));
    QCOMPARE(held->rows, qint64(3)); // the delete and promote of a.txt, the put of tmp/a.txt
    QCOMPARE(held->keys, qint64(2)); // a.txt, tmp/a.txt
    clock = clock.addSecs(backoffSeconds(settings, 1));
    for (int batch = 0; batch < 6 && log.delivered.size() < 7; ++batch)
        QVERIFY(engine->runOnce().ok());
    QCOMPARE(log.delivered, (QStringList{id(3), id(6), id(4), id(1), id(2), id(5), id(7)}));
    engine.reset();

    // Dead heads: the put of e.txt, and a move of f.txt to g.txt that blocks both.
    QVERIFY(
        test::runSql(*session,
                     {insert(8, u"put"_s, u"\"key\":\"e.txt\",\"body_base64\":\"ZQ==\""_s,
                             u"dead"_s, u"11:01:00"_s),
                      insert(9, u"delete"_s, u"\"key\":\"e.txt\""_s, u"pending"_s, u"11:01:01"_s),
                      insert(10, u"move"_s, u"\"source\":\"f.txt\",\"target\":\"g.txt\""_s,
                             u"dead"_s, u"11:01:02"_s),
                      insert(11, u"put"_s, u"\"key\":\"g.txt\",\"body_base64\":\"Zw==\""_s,
                             u"pending"_s, u"11:01:03"_s),
                      insert(12, u"delete"_s, u"\"key\":\"f.txt\""_s, u"pending"_s, u"11:01:04"_s),
                      insert(13, u"put"_s, u"\"key\":\"h.txt\",\"body_base64\":\"aA==\""_s,
                             u"pending"_s, u"11:01:05"_s)})
            .ok());
    OutboxReader reader(*session, *table);
    // Three keys, each holding one row back (the move heads two).
    QCOMPARE(countBlockedKeys(reader)->keys, qint64(3));
    QCOMPARE(countBlockedKeys(reader)->rowsHeldBack, qint64(3));
    BlockedRequest blockedRequest;
    blockedRequest.now = clock;
    auto blocked = blockedKeys(reader, blockedRequest);
    QVERIFY2(blocked.ok(), blocked.ok() ? "" : qPrintable(blocked.error().message));
    QMap<QString, QString> headOfKey;
    for (const BlockedKey &key : *blocked) {
        headOfKey.insert(key.key, key.head.id);
        QCOMPARE(key.behind, qint64(1));
    }
    QCOMPARE(headOfKey, (QMap<QString, QString>{
                            {u"e.txt"_s, id(8)}, {u"f.txt"_s, id(10)}, {u"g.txt"_s, id(10)}}));
    engine = relay(*table);
    QVERIFY(engine->prepare().ok());
    QVERIFY2(engine->notes().join(u'\n').contains(u"holding 3 row"_s),
             qPrintable(engine->notes().join(u'\n')));
    QCOMPARE(engine->runOnce()->claimed, 1);
    QCOMPARE(log.delivered.constLast(), id(13));
    engine.reset();

    // Parked, the move lets g.txt and f.txt go; e.txt stays blocked.
    const auto parkedTable = withParkedRows(*session, *table, request);
    QVERIFY(parkedTable);
    OutboxReader parkedReader(*session, *parkedTable);
    ActionContext context;
    context.auditLog = AuditLog(m_dir.filePath(u"vortos-ordered-audit.log"_s));
    auto parked = parkRows(parkedReader, {id(10)}, context);
    QVERIFY2(parked.ok(), parked.ok() ? "" : qPrintable(parked.error().message));
    QCOMPARE(parked->changed, qint64(1));
    BlockedRequest listParked;
    listParked.parked = true;
    auto parkedList = blockedKeys(parkedReader, listParked);
    QVERIFY2(parkedList.ok(), parkedList.ok() ? "" : qPrintable(parkedList.error().message));
    QCOMPARE(parkedList->size(), 1);
    QCOMPARE(parkedList->first().key, u"g.txt"_s);
    QCOMPARE(parkedList->first().behind, qint64(2));
    QCOMPARE(countBlockedKeys(parkedReader)->keys, qint64(1));
    engine = relay(*parkedTable);
    QVERIFY(engine->prepare().ok());
    for (int batch = 0; batch < 3; ++batch)
        QVERIFY(engine->runOnce().ok());
    QCOMPARE(log.delivered.mid(8), (QStringList{id(11), id(12)}));
    QCOMPARE(value(*session, u"SELECT status FROM %1 WHERE id = '%2'"_s.arg(tableName, id(9))),
             u"pending"_s);
    if (!keptHolds)
        return;
    // The claims read the kept holds, rebuilt after the park: current, e.txt held by its dead put.
    const QString name = KeyHoldState::outboxKey(*session, *parkedTable);
    const auto kept = [&](const QString &key) { // the key as the holds keep it
        return database == u"sqlite"_s ? u"'%1'"_s.arg(key) : u"MD5('%1')"_s.arg(key);
    };
    QCOMPARE(value(*session, u"SELECT stale FROM outbox_console_key_hold_state WHERE outbox_table "
                             "= '%1'"_s.arg(name)),
             u"0"_s);
    QCOMPARE(value(*session, u"SELECT row_id FROM outbox_console_key_holds WHERE outbox_table = "
                             "'%1' AND ordering_key = %2"_s.arg(name, kept(u"e.txt"_s))),
             id(8));
    // A hold the claim reads and a ranking of the dead rows would not: i.txt behind the old put.
    QVERIFY(test::runSql(
                *session,
                {database == u"mariadb"_s
                     ? u"INSERT INTO outbox_console_key_holds (outbox_table, ordering_key, row_id, "
                       "held_created) VALUES ('%1', %2, '%3', '2026-06-01 11:00:01')"_s.arg(
                           name, kept(u"i.txt"_s), id(1))
                     : u"INSERT INTO outbox_console_key_holds (outbox_table, ordering_key, row_id) "
                       "VALUES ('%1', %2, '%3')"_s.arg(name, kept(u"i.txt"_s), id(1)),
                 insert(14, u"put"_s, u"\"key\":\"i.txt\",\"body_base64\":\"aQ==\""_s, u"pending"_s,
                        u"11:02:00"_s)})
                .ok());
    QCOMPARE(engine->runOnce()->claimed, 0);
    // A change by something else (e.txt's dead put set pending by hand) changes the number of dead
    // rows: the holds are rebuilt, i.txt goes, and e.txt's put before its delete.
    QVERIFY(test::runSql(*session, {u"UPDATE %1 SET status = 'pending' WHERE id = '%2'"_s.arg(
                                       tableName, id(8))})
                .ok());
    for (int batch = 0; batch < 3; ++batch)
        QVERIFY(engine->runOnce().ok());
    QCOMPARE(log.delivered.mid(10), (QStringList{id(8), id(9), id(14)}));
    // The relay marks them stale when a row dies: j.txt's put dies at its fifth attempt while the
    // parked move's status is set done by hand, so the number of dead rows stays the same; the
    // put still holds j.txt's next put back.
    QVERIFY(
        test::runSql(*session,
                     {insert(15, u"put"_s, u"\"key\":\"j.txt\",\"body_base64\":\"ag==\""_s,
                             u"pending"_s, u"11:03:00"_s),
                      u"UPDATE %1 SET attempt_count = 4 WHERE id = '%2'"_s.arg(tableName, id(15)),
                      insert(16, u"put"_s, u"\"key\":\"j.txt\",\"body_base64\":\"ag==\""_s,
                             u"pending"_s, u"11:03:01"_s)})
            .ok());
    log.failOnce.insert(id(15));
    const auto died = engine->runOnce();
    QVERIFY(died.ok());
    QCOMPARE(died->dead, 1);
    QVERIFY(test::runSql(*session, {u"UPDATE %1 SET status = 'done' WHERE id = '%2'"_s.arg(
                                       tableName, id(10))})
                .ok());
    QCOMPARE(engine->runOnce()->claimed, 0);
    QCOMPARE(log.delivered.size(), 13);
}

void TestRelay::vortosPutThenDeleteAgainstFolderStore_data() {
    test::addBoolRows("ordered", {{"in order per object", true}, {"none", false}});
}

// The issue's case, for real: a put of K fails and backs off (its folder cannot be made: a file
// stands where it should be), a delete of K follows. In order, the delete waits for the put's
// successful retry, and K ends deleted; oldest first, the delete runs at once and the put's retry
// leaves an object that should not exist.
void TestRelay::vortosPutThenDeleteAgainstFolderStore() {
    QFETCH(bool, ordered);
    Fixture f = sqliteVortos(ordered ? u"put-delete-key"_s : u"put-delete-none"_s);
    QVERIFY(f.session && f.table.isVortos());
    const QString store = m_dir.filePath(ordered ? u"store-pd-key"_s : u"store-pd-none"_s);
    QDir(store).removeRecursively();
    QVERIFY(QDir().mkpath(store));
    QFile blocker(store + u"/reports"_s); // a file where the folder "reports/" must go
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    QVERIFY(test::runSql(
                *f.session,
                {u"DELETE FROM vortos_object_store_outbox"_s,
                 u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                 "payload, created_at) VALUES ('0193f1a2-0000-7000-8000-000000000001', 'put', "
                 "'pending', 0, '{\"name\":\"put\",\"key\":\"reports\\/k.txt\",\"body_base64\":"
                 "\"aGk=\"}', '2026-06-01 11:00:00'), ('0193f1a2-0000-7000-8000-000000000002', "
                 "'delete', 'pending', 0, '{\"name\":\"delete\",\"key\":\"reports\\/k.txt\"}', "
                 "'2026-06-01 11:00:01')"_s})
                .ok());
    QDateTime clock = m_now;
    RelaySettings settings;
    settings.ordering = ordered ? DeliveryOrdering::Key : DeliveryOrdering::None;
    RelayEngine engine(*f.session, f.table, settings, folderStore(store), [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    auto first = engine.runOnce();
    QVERIFY(first.ok());
    QCOMPARE(first->failed, 1);
    QCOMPARE(first->delivered, ordered ? 0 : 1);
    QVERIFY(QFile::remove(store + u"/reports"_s)); // the cause is fixed
    clock = clock.addSecs(backoffSeconds(settings, 1));
    for (int batch = 0; batch < 3; ++batch)
        QVERIFY(engine.runOnce().ok());
    QCOMPARE(value(*f.session,
                   u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'done'"_s),
             u"2"_s);
    QCOMPARE(QFile::exists(store + u"/reports/k.txt"_s), !ordered);
}

namespace {

// Records, per object key, the rows in the order they were carried out, and counts the times a
// row of a key started while another row of that key was still being carried out. Refuses the
// rows of failOnce once each. Puts and deletes only (one key a row).
struct ObjectLog {
    QMutex mutex;
    QHash<QString, QStringList> done; // key → row ids, in the order carried out
    QSet<QString> busy;               // keys being carried out now
    QSet<QString> failOnce;
    int overlaps = 0;
};

class ObjectRecordingExecutor final : public RowExecutor {
public:
    explicit ObjectRecordingExecutor(ObjectLog &log)
        : m_log(log) {}
    Status execute(const OutboxRow &row) override {
        const QString key =
            QJsonDocument::fromJson(row.payloadText.toUtf8()).object().value(u"key"_s).toString();
        {
            QMutexLocker lock(&m_log.mutex);
            if (m_log.busy.contains(key))
                ++m_log.overlaps;
            m_log.busy.insert(key);
        }
        QThread::usleep(200); // long enough for another relay to start a row of the same key
        QMutexLocker lock(&m_log.mutex);
        m_log.busy.remove(key);
        if (m_log.failOnce.remove(row.id))
            return Error::failed(u"refused once: "_s + row.id);
        m_log.done[key].append(row.id);
        return Done{};
    }

private:
    ObjectLog &m_log;
};

} // namespace

void TestRelay::twoVortosRelaysKeepObjectOrder_data() {
    test::addBoolRows("ordered", {{"in order per object", true}, {"none", false}});
}

// Two relays, each on a connection and a thread of its own with four lanes, share a PostgreSQL
// Vortos table of 600 puts and deletes over 20 objects (ids in creation order); one row in
// eleven is refused once and retried a second later. In order per object, every object's rows
// are carried out in creation order and never two of one object at once; oldest first, the
// refused rows are overtaken (the count is able to fail).
void TestRelay::twoVortosRelaysKeepObjectOrder() {
    QFETCH(bool, ordered);
    const QString schema = u"vortostwo"_s;
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS vortostwo CASCADE"_s}).ok());
    QVERIFY(test::runSqlFile(*m_pg, u"vortos-postgres.sql"_s, u"vortos"_s, schema).ok());
    const int rows = 600;
    ObjectLog log;
    QStringList sql{u"DELETE FROM vortostwo.object_store_outbox"_s};
    const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-rows - 60);
    for (int n = 1; n <= rows; ++n) {
        const QString id = u"0193f1a2-0000-7000-8000-%1"_s.arg(n, 12, 10, QChar(u'0'));
        const QString key = u"objects\\/o%1.txt"_s.arg(n % 20);
        const bool put = n % 3 != 0;
        sql << u"INSERT INTO vortostwo.object_store_outbox (id, operation, status, attempt_count, "
               "payload, created_at) VALUES ('%1', '%2', 'pending', 0, '{\"name\":\"%2\",\"key\":"
               "\"%3\"%4}', '%5')"_s.arg(id, put ? u"put"_s : u"delete"_s, key,
                                         put ? u",\"body_base64\":\"YQ==\""_s : QString(),
                                         start.addSecs(n).toString(u"yyyy-MM-dd HH:mm:ss"_s));
        if (n % 11 == 0)
            log.failOnce.insert(id);
    }
    QVERIFY(test::runSql(*m_pg, sql).ok());
    for (const QString &statement : orderingIndexStatements(
             *TableResolver::resolve(*m_pg,
                                     [] {
                                         TableRequest r;
                                         r.table =
                                             *TableName::parse(u"vortostwo.object_store_outbox"_s);
                                         return r;
                                     }()),
             m_pg->dialect()))
        QVERIFY(test::runSql(*m_pg, {statement.chopped(1)}).ok());

    RelaySettings settings;
    settings.ordering = ordered ? DeliveryOrdering::Key : DeliveryOrdering::None;
    settings.batchSize = 20;
    settings.concurrency = 4;
    settings.backoffBaseSeconds = 1;
    std::atomic<int> failures{0};
    const auto relay = [&](int n) {
        DatabaseSession session(test::postgresSpec(), u"vortos-two-%1"_s.arg(n));
        if (!session.open().ok()) {
            ++failures;
            return;
        }
        auto table = test::resolveTable(session, u"vortostwo.object_store_outbox"_s);
        if (!table || table->hasObjectKeyIndexes != true) {
            ++failures;
            return;
        }
        RelayEngine engine(
            session, *table, settings, [&log]() -> Result<std::unique_ptr<RowExecutor>> {
                return std::unique_ptr<RowExecutor>(std::make_unique<ObjectRecordingExecutor>(log));
            });
        if (!engine.prepare().ok()) {
            ++failures;
            return;
        }
        QDeadlineTimer deadline(60'000);
        while (!deadline.hasExpired()) {
            auto batch = engine.runOnce();
            if (!batch) {
                ++failures;
                return;
            }
            QMutexLocker lock(&log.mutex);
            int done = 0;
            for (const QStringList &ids : std::as_const(log.done))
                done += int(ids.size());
            if (done == rows)
                return;
            lock.unlock();
            if (batch->claimed == 0)
                QThread::msleep(50);
        }
    };
    std::thread first(relay, 1);
    std::thread second(relay, 2);
    first.join();
    second.join();
    QCOMPARE(failures.load(), 0);
    int carriedOut = 0;
    int reorders = 0;
    for (auto it = log.done.cbegin(); it != log.done.cend(); ++it) {
        carriedOut += int(it->size());
        QStringList sorted = *it;
        std::sort(sorted.begin(), sorted.end()); // ids in creation order
        if (sorted != *it)
            ++reorders;
    }
    QCOMPARE(carriedOut, rows);
    if (ordered) {
        QCOMPARE(reorders, 0);
        QCOMPARE(log.overlaps, 0);
    } else {
        QVERIFY2(reorders > 0, "oldest first, a refused row is overtaken by its object's next");
    }
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA vortostwo CASCADE"_s}).ok());
}

void TestRelay::orderedPerKeyAcrossRetries_data() {
    addOrderedRows("keyIndex", "index"); // the advised (aggregate_id, created_at, id)
}

void TestRelay::orderedPerKeyAcrossRetries() {
    QFETCH(QString, database);
    QFETCH(bool, ordered);
    QFETCH(bool, keyIndex);
    QFETCH(bool, keptHolds);
    std::unique_ptr<DatabaseSession> own;
    QString tableName;
    DatabaseSession *session = emptyFennFlow(database, own, &tableName);
    QVERIFY(session);
    const QStringList consoleTables{u"outbox_console_delivery"_s, u"outbox_console_parked"_s};
    // a1 < a2 < a3 (one file, oldest first) and b1, in the shipped vocabulary (pending = ready).
    const QString ids[] = {
        u"0000000000000000000000000000a001"_s, u"0000000000000000000000000000a002"_s,
        u"0000000000000000000000000000a003"_s, u"0000000000000000000000000000b001"_s};
    const QString keys[] = {u"default|||files|||a"_s, u"default|||files|||a"_s,
                            u"default|||files|||a"_s, u"default|||files|||b"_s};
    const QString times[] = {u"2026-06-01 11:00:01"_s, u"2026-06-01 11:00:02"_s,
                             u"2026-06-01 11:00:03"_s, u"2026-06-01 11:00:04"_s};
    QStringList inserts;
    for (int i = 0; i < 4; ++i)
        inserts << u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, "
                   "payload, status, created_at, updated_at) VALUES ('%2', '%3', 'StorageObject', "
                   "'%4', 'put', '{}', 'pending', '%5', '%5')"_s.arg(
                       tableName, ids[i], QString(ids[i]).replace(u'0', u'e'), keys[i], times[i]);
    if (keyIndex)
        inserts << u"CREATE INDEX ordering_key ON %1 (aggregate_id, created_at, id)"_s.arg(
            tableName);
    QVERIFY(test::runSql(*session, inserts).ok());
    TableRequest request;
    request.table = *TableName::parse(tableName);
    auto table = relayedFennFlow(*session, tableName, keptHolds);
    QVERIFY(table);
    QCOMPARE(table->hasAggregateIdIndex, keyIndex);
    QCOMPARE(table->hasKeyHolds, keptHolds);
    const auto canonical = [&](const QString &id) { // the ids as the table reads them back
        return table->idStorage == IdStorage::Uuid
                   ? QUuid::fromString(id.left(8) + u'-' + id.mid(8, 4) + u'-' + id.mid(12, 4) +
                                       u'-' + id.mid(16, 4) + u'-' + id.mid(20))
                         .toString(QUuid::WithoutBraces)
                   : id;
    };

    OrderLog log;
    log.failOnce.insert(canonical(ids[0]));
    QDateTime clock = m_now;
    RelaySettings settings;
    settings.ordering = ordered ? DeliveryOrdering::Key : DeliveryOrdering::None;
    std::optional<RelayEngine> engine; // one relay at a time on SQLite: ended before the next
    engine.emplace(
        *session, *table, settings,
        [&log]() -> Result<std::unique_ptr<RowExecutor>> {
            return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
        },
        [&] { return clock; });
    QVERIFY(engine->prepare().ok());
    auto first = engine->runOnce();
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QCOMPARE(first->failed, 1);
    if (!ordered) {
        // Today's behaviour without ordering: a2 and a3 overtake a1, which waits for its retry.
        const QStringList overtaking{canonical(ids[1]), canonical(ids[2]), canonical(ids[3])};
        QCOMPARE(QSet<QString>(log.delivered.cbegin(), log.delivered.cend()),
                 QSet<QString>(overtaking.cbegin(), overtaking.cend()));
        return;
    }
    // The heads were claimed, a1 (refused) and b1 (delivered), and a1 brought its run, a2 and
    // a3, which were not tried once a1 failed (with the index through its probe, without it from
    // the ranking of the undelivered rows).
    QCOMPARE(first->claimed, 4);
    QCOMPARE(first->skipped, 2);
    QCOMPARE(log.delivered, QStringList{canonical(ids[3])});
    QCOMPARE(engine->runOnce()->claimed, 0); // a1 backs off, and holds its key back
    clock = clock.addSecs(backoffSeconds(settings, 1));
    for (int batch = 0; batch < 5 && log.delivered.size() < 4; ++batch)
        QVERIFY(engine->runOnce().ok());
    QCOMPARE(log.delivered, (QStringList{canonical(ids[3]), canonical(ids[0]), canonical(ids[1]),
                                         canonical(ids[2])}));

    // A dead head blocks its key: a new event of file a waits, and the relay says so at start.
    QVERIFY(test::runSql(
                *session,
                {u"UPDATE %1 SET status = 'failed' WHERE id = '%2'"_s.arg(
                     tableName, table->idStorage == IdStorage::Uuid ? canonical(ids[2]) : ids[2]),
                 u"UPDATE %1 SET status = 'pending', created_at = '2026-06-01 11:00:09' "
                 "WHERE id = '%2'"_s.arg(
                     tableName, table->idStorage == IdStorage::Uuid ? canonical(ids[1]) : ids[1])})
                .ok());
    engine.reset();
    engine.emplace(
        *session, *table, settings,
        [&log]() -> Result<std::unique_ptr<RowExecutor>> {
            return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
        },
        [&] { return clock; });
    QVERIFY(engine->prepare().ok());
    QVERIFY2(engine->notes().join(u'\n').contains(u"holding 1 row"_s),
             qPrintable(engine->notes().join(u'\n')));
    QCOMPARE(engine->runOnce()->claimed, 0);
    engine.reset();
    auto held = countBlockedKeys(OutboxReader(*session, *table));
    QVERIFY(held.ok());
    QCOMPARE(held->keys, qint64(1));

    // Parked, the dead head stays dead and lets its key's later row go; the key is no longer
    // blocked, and the parked row is listed with the row that was behind it.
    const auto parkedTable = withParkedRows(*session, *table, request);
    QVERIFY(parkedTable);
    OutboxReader reader(*session, *parkedTable);
    ActionContext context;
    context.auditLog = AuditLog(m_dir.filePath(u"ordered-audit.log"_s));
    auto parked = parkRows(reader, {canonical(ids[2]), canonical(ids[1])}, context);
    QVERIFY2(parked.ok(), parked.ok() ? "" : qPrintable(parked.error().message));
    QCOMPARE(parked->changed, qint64(1)); // a2 is not dead
    QCOMPARE(parked->skipped, qint64(1));
    QCOMPARE(countBlockedKeys(reader)->keys, qint64(0));
    BlockedRequest listParked;
    listParked.parked = true;
    auto parkedList = blockedKeys(reader, listParked);
    QVERIFY(parkedList.ok());
    QCOMPARE(parkedList->size(), 1);
    QCOMPARE(parkedList->first().head.id, canonical(ids[2]));
    QCOMPARE(parkedList->first().behind, qint64(1));
    QVERIFY(parkedList->first().parkedAt.isValid());
    {
        RelayEngine parkedRelay(
            *session, *parkedTable, settings,
            [&log]() -> Result<std::unique_ptr<RowExecutor>> {
                return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
            },
            [&] { return clock; });
        QVERIFY(parkedRelay.prepare().ok());
        auto past = parkedRelay.runOnce();
        QVERIFY(past.ok());
        QCOMPARE(past->claimed, 1);
        QCOMPARE(log.delivered.constLast(), canonical(ids[1]));
    }
    QCOMPARE(value(*session, u"SELECT status FROM %1 WHERE id = '%2'"_s.arg(
                                 tableName,
                                 table->idStorage == IdStorage::Uuid ? canonical(ids[2]) : ids[2])),
             u"failed"_s);
    // Unparked, it is a dead head again; a retry takes its parked entry away with it.
    auto unparked = unparkRows(reader, {canonical(ids[2])}, context);
    QVERIFY(unparked.ok());
    QCOMPARE(unparked->changed, qint64(1));
    QCOMPARE(blockedKeys(reader, listParked)->size(), 0);
    QVERIFY(parkRows(reader, {canonical(ids[2])}, context).ok());
    QCOMPARE(blockedKeys(reader, listParked)->size(), 1);
    RowFilter one;
    one.id = canonical(ids[2]);
    auto plan = planRetry(reader, RetryRequest{one, {}, 10});
    QVERIFY(plan.ok());
    QVERIFY(applyRetry(reader, *plan, context).ok());
    QCOMPARE(blockedKeys(reader, listParked)->size(), 0);
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_parked"_s), u"0"_s);

    // Parked, then set back to ready by something else (the framework's own retry, SQL by hand):
    // it holds its key again, though its parked entry stays. A later event of its file waits for
    // it, also while it backs off after a refusal.
    const QString a3 = table->idStorage == IdStorage::Uuid ? canonical(ids[2]) : ids[2];
    const QString a4 = u"0000000000000000000000000000a004"_s;
    QVERIFY(test::runSql(*session,
                         {u"UPDATE %1 SET status = 'failed' WHERE id = '%2'"_s.arg(tableName, a3)})
                .ok());
    QVERIFY(parkRows(reader, {canonical(ids[2])}, context).ok());
    QVERIFY(
        test::runSql(
            *session,
            {u"UPDATE %1 SET status = 'pending' WHERE id = '%2'"_s.arg(tableName, a3),
             u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, "
             "payload, status, created_at, updated_at) VALUES ('%2', '%3', 'StorageObject', "
             "'%4', 'put', '{}', 'pending', '2026-06-01 11:00:20', '2026-06-01 11:00:20')"_s.arg(
                 tableName, a4, QString(a4).replace(u'0', u'e'), keys[0])})
            .ok());
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_parked"_s), u"1"_s);
    log.delivered.clear();
    log.failOnce.insert(canonical(ids[2]));
    {
        RelayEngine relay(
            *session, *parkedTable, settings,
            [&log]() -> Result<std::unique_ptr<RowExecutor>> {
                return std::unique_ptr<RowExecutor>(std::make_unique<RecordingExecutor>(log));
            },
            [&] { return clock; });
        QVERIFY(relay.prepare().ok());
        auto refused = relay.runOnce();
        QVERIFY(refused.ok());
        QCOMPARE(refused->failed, 1);
        QVERIFY(log.delivered.isEmpty());
        QCOMPARE(relay.runOnce()->claimed, 0); // a3 backs off and holds a4 back
        clock = clock.addDays(1);              // past any backoff
        for (int batch = 0; batch < 3 && log.delivered.size() < 2; ++batch)
            QVERIFY(relay.runOnce().ok());
        QCOMPARE(log.delivered, (QStringList{canonical(ids[2]), canonical(a4)}));
    }
    for (const QString &side : consoleTables)
        QVERIFY(test::runSql(*session, {u"DROP TABLE "_s + side}).ok());
    keepHolds(*session, *table, false);
}

// On PostgreSQL a batch settles and commits in one query, and a runner's batch opens the next
// batch's transaction with it (COMMIT AND CHAIN): what it settled is committed at once, seen
// from another connection; an empty poll or rest() leaves no transaction open. Values written
// into that query by the driver arrive intact (an id with a quote, a status, the time).
void TestRelay::postgresBatchesChainTheirTransactions() {
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS vortoschain CASCADE"_s}).ok());
    QVERIFY(test::runSqlFile(*m_pg, u"vortos-postgres.sql"_s, u"vortos"_s, u"vortoschain"_s).ok());
    QVERIFY(test::runSql(*m_pg, {u"ALTER TABLE vortoschain.object_store_outbox ALTER COLUMN id "
                                 "TYPE text"_s})
                .ok());
    QStringList inserts{u"DELETE FROM vortoschain.object_store_outbox"_s};
    for (int n = 1; n <= 5; ++n)
        inserts << u"INSERT INTO vortoschain.object_store_outbox (id, operation, status, "
                   "attempt_count, payload, created_at) VALUES ('row-%1 it''s \\ ?', 'put', "
                   "'pending', 0, '{\"name\":\"put\",\"key\":\"k%1.txt\",\"body_base64\":"
                   "\"YQ==\"}', '2026-06-01 11:00:0%1')"_s.arg(n);
    QVERIFY(test::runSql(*m_pg, inserts).ok());
    DatabaseSession session(test::postgresSpec(), u"relay-chain"_s);
    QVERIFY(session.open().ok());
    auto table = test::resolveTable(session, u"vortoschain.object_store_outbox"_s);
    QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
    RelaySettings settings;
    settings.batchSize = 2;
    settings.ordering = DeliveryOrdering::None;
    QVERIFY(QDir().mkpath(m_dir.filePath(u"store-chain"_s)));
    RelayEngine engine(session, *table, settings, folderStore(m_dir.filePath(u"store-chain"_s)),
                       [&] { return m_now; });
    QVERIFY(engine.prepare().ok());
    engine.setChainBatches(true);
    // Whether the engine's connection is inside a transaction begun before this statement.
    const auto inTransaction = [&] {
        return value(session, u"SELECT CASE WHEN xact_start < statement_timestamp() THEN 'yes' "
                              "ELSE 'no' END FROM pg_stat_activity WHERE pid = "
                              "pg_backend_pid()"_s);
    };
    const auto sentIds = [&] {
        return value(*m_pg, u"SELECT string_agg(id, ',' ORDER BY id) FROM "
                            "vortoschain.object_store_outbox WHERE status = 'done' AND "
                            "last_error IS NULL AND processed_at = '2026-06-01 12:00:00'"_s);
    };
    QCOMPARE(inTransaction(), u"no"_s);
    auto first = engine.runOnce();
    QVERIFY2(first.ok(), first.ok() ? "" : qPrintable(first.error().message));
    QVERIFY2(first->delivered == 2, qPrintable(first->errors.join(u'\n')));
    QCOMPARE(sentIds(), u"row-1 it's \\ ?,row-2 it's \\ ?"_s);
    QCOMPARE(inTransaction(), u"yes"_s); // opened by the batch's commit, for the next claim
    auto second = engine.runOnce();
    QVERIFY(second.ok());
    QCOMPARE(second->delivered, 2);
    engine.rest();
    QCOMPARE(inTransaction(), u"no"_s);
    auto third = engine.runOnce();
    QVERIFY(third.ok());
    QCOMPARE(third->delivered, 1);
    QCOMPARE(inTransaction(), u"yes"_s);
    auto empty = engine.runOnce();
    QVERIFY(empty.ok());
    QCOMPARE(empty->claimed, 0);
    QCOMPARE(inTransaction(), u"no"_s);
    QCOMPARE(value(*m_pg, u"SELECT count(*) FROM vortoschain.object_store_outbox WHERE status = "
                          "'done'"_s),
             u"5"_s);
    // Without chaining (a caller running one batch), nothing stays open after a batch.
    QVERIFY(test::runSql(*m_pg, {u"UPDATE vortoschain.object_store_outbox SET status = "
                                 "'pending' WHERE id LIKE 'row-1%'"_s})
                .ok());
    engine.setChainBatches(false);
    auto alone = engine.runOnce();
    QVERIFY(alone.ok());
    QCOMPARE(alone->delivered, 1);
    QCOMPARE(inTransaction(), u"no"_s);
}

void TestRelay::runnerClaimsOnTwoConnections_data() {
    QTest::addColumn<int>("connections");
    QTest::addColumn<bool>("ordered");
    QTest::newRow("two, in order per key") << 2 << true;
    QTest::newRow("two, any order") << 2 << false;
    QTest::newRow("one") << 1 << true;
}

// While a backlog lasts, the runner's second connection claims beside its first: every row goes
// out once, a key's rows in order, and every batch is reported on the runner's thread.
void TestRelay::runnerClaimsOnTwoConnections() {
    QFETCH(int, connections);
    QFETCH(bool, ordered);
    const DeliveryOrdering ordering = ordered ? DeliveryOrdering::Key : DeliveryOrdering::None;
    const int rows = 3000;
    loadFennFlowPostgres(rows);
    // The indexes the relay advises, so that a claim in order per key is cheap.
    QVERIFY(test::runSql(*m_pg, {u"CREATE INDEX ON fennflow.outbox (created_at, id)"_s,
                                 u"CREATE INDEX ON fennflow.outbox (aggregate_id, created_at, id) "
                                 "WHERE status <> 'sent'"_s})
                .ok());
    DatabaseSession session(test::postgresSpec(), u"relay-two"_s);
    QVERIFY(session.open().ok());
    auto table = test::resolveTable(session, u"fennflow.outbox"_s);
    QVERIFY(table.ok());
    const QString file =
        m_dir.filePath(u"two-connections-%1.jsonl"_s.arg(connections * 10 + int(ordered)));
    QFile::remove(file);
    RelaySettings settings;
    settings.batchSize = 25;
    settings.concurrency = 1;
    settings.ordering = ordering;
    RunnerOptions options;
    options.connections = connections;
    options.sleepSeconds = 1;
    RelayRunner runner(session, *table, settings, test::eventSinkExecutor(u"file:"_s + file),
                       options);
    QVERIFY(runner.prepare().ok());
    QHash<int, int> batchesBy; // connection → batches with rows
    int delivered = 0;
    QThread *reportedOn = nullptr;
    bool otherThread = false;
    runner.onBatch = [&](const BatchResult &b) {
        if (!reportedOn)
            reportedOn = QThread::currentThread();
        otherThread = otherThread || QThread::currentThread() != reportedOn;
        if (b.claimed > 0)
            ++batchesBy[b.connection];
        delivered += b.delivered;
        if (delivered >= rows)
            runner.stop();
    };
    Status result = Done{};
    session.close(); // opened again on the runner's thread, where the connection belongs
    std::unique_ptr<QThread> worker(QThread::create([&] {
        if (auto opened = session.open(); !opened) {
            result = opened;
            return;
        }
        result = runner.run();
        session.close();
    }));
    worker->start();
    QVERIFY2(worker->wait(QDeadlineTimer(60'000)), "the relay did not finish within 60 s");
    QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
    QVERIFY(!otherThread);
    QCOMPARE(delivered, rows);
    QCOMPARE(pgCount(u"status <> 'sent'"_s), qint64(0));
    const QHash<QString, int> lines = deliveredLines(file);
    QCOMPARE(lines.size(), rows);
    for (auto it = lines.begin(); it != lines.end(); ++it)
        QVERIFY2(it.value() == 1, qPrintable(it.key()));
    if (ordering == DeliveryOrdering::Key)
        QCOMPARE(perKeyReorders(file), 0);
    QCOMPARE(runner.counters().delivered.load(), qint64(rows));
    if (connections == 1) {
        QCOMPARE(batchesBy.keys(), QList<int>{1});
    } else {
        QVERIFY2(batchesBy.value(1) > 0 && batchesBy.value(2) > 0,
                 qPrintable(u"batches by connection 1: %1, 2: %2"_s.arg(batchesBy.value(1))
                                .arg(batchesBy.value(2))));
    }
}

QTEST_GUILESS_MAIN(TestRelay)
// A running relay registers itself beside the outbox (outbox_console_relays) with a heartbeat
// on a connection of its own, on PostgreSQL and SQLite; readers see it while it beats, not a
// relay whose heartbeat went stale, and not once it stopped. A relay's first beat forgets the
// rows of relays killed long ago; the rows of other tables stay.
void TestRelay::relaysRegisterWithAHeartbeat_data() {
    test::addDatabaseRows();
}

void TestRelay::relaysRegisterWithAHeartbeat() {
    QFETCH(QString, database);
    std::unique_ptr<DatabaseSession> session;
    OutboxTable table;
    ExecutorFactory factory;
    if (database != u"sqlite"_s) {
        const bool postgres = database == u"postgresql"_s;
        if (postgres)
            loadFennFlowPostgres(10);
        session = std::make_unique<DatabaseSession>(
            postgres ? test::postgresSpec() : test::mysqlSpec(), u"relay-registry"_s);
        QVERIFY(session->open().ok());
        QVERIFY(test::runSql(*session, {u"DROP TABLE IF EXISTS outbox_console_relays"_s}).ok());
        if (!postgres)
            QVERIFY(
                test::runSql(*session, {u"DROP TABLE IF EXISTS outbox"_s, kFennFlowMariaDb}).ok());
        TableRequest request;
        request.table = *TableName::parse(postgres ? u"fennflow.outbox"_s : u"outbox"_s);
        if (!postgres)
            request.vocabulary = u"shipped"_s; // an empty table tells no vocabulary
        auto resolved = TableResolver::resolve(*session, request);
        QVERIFY(resolved.ok());
        table = *resolved;
        const QString file = m_dir.filePath(u"registry.jsonl"_s);
        factory = test::eventSinkExecutor(u"file:"_s + file);
    } else {
        Fixture f = sqliteVortos(u"registry"_s);
        QVERIFY(f.session);
        session = std::move(f.session);
        table = f.table;
        factory = folderStore(m_dir.filePath(u"registry-store"_s));
    }
    QVERIFY(RelayRegistry::create(*session).ok());
    const QString name = table.name.display();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto plant = [&](const QString &id, const QString &of, qint64 silentSeconds) {
        RelayHeartbeat h;
        h.relayId = id;
        h.table = of;
        h.host = u"elsewhere"_s;
        h.pid = 7;
        h.agent = u"outboxctl"_s;
        h.startedAt = now.addSecs(-silentSeconds - 60);
        h.beatAt = now.addSecs(-silentSeconds);
        return RelayRegistry::beat(*session, h).ok();
    };
    QVERIFY(plant(u"stale"_s, name, 120));                     // killed two minutes ago
    QVERIFY(plant(u"ancient"_s, name, 2 * 86400));             // killed two days ago
    QVERIFY(plant(u"other-table"_s, u"x.other"_s, 2 * 86400)); // another table's
    QCOMPARE(RelayRegistry::relaysOf(*session, name, now)->size(), 0);
    QCOMPARE(RelayRegistry::relaysOf(*session, name, now, true)->size(), 2);

    DatabaseSession runnerSession(session->spec(), u"relay-registered"_s);
    RunnerOptions options;
    options.sleepSeconds = 1;
    options.agent = u"tst-relay"_s;
    options.heartbeatSeconds = 1;
    options.audit = RelayAuditInfo{AuditLog(m_dir.filePath(u"registry-audit.jsonl"_s)),
                                   u"registry-profile"_s, u"the test's sink"_s, QString()};
    RelayRunner runner(runnerSession, table, RelaySettings{}, factory, options);
    Status result = Done{};
    std::unique_ptr<QThread> worker(QThread::create([&] {
        if (auto opened = runnerSession.open(); !opened) {
            result = opened;
            return;
        }
        if (auto prepared = runner.prepare(); !prepared) {
            result = prepared;
            return;
        }
        result = runner.run();
        runnerSession.close();
    }));
    worker->start();
    const auto ours = [&]() -> std::optional<RelayHeartbeat> {
        auto relays = RelayRegistry::relaysOf(*session, name, QDateTime::currentDateTimeUtc());
        if (relays)
            for (const RelayHeartbeat &r : *relays)
                if (r.relayId == runner.relayId())
                    return r;
        return std::nullopt;
    };
    if (!QTest::qWaitFor([&] { return ours().has_value(); }, 10'000)) {
        runner.stop();
        worker->wait(QDeadlineTimer(30'000));
        QFAIL(qPrintable(u"the relay did not register within 10 s (it ended with: %1)"_s.arg(
            result.ok() ? u"no error"_s : result.error().message)));
    }
    const RelayHeartbeat h = *ours();
    QCOMPARE(h.host, QSysInfo::machineHostName());
    QCOMPARE(h.pid, QCoreApplication::applicationPid());
    QCOMPARE(h.agent, u"tst-relay"_s);
    QCOMPARE(h.profile, u"registry-profile"_s);
    QCOMPARE(h.destination, u"the test's sink"_s);
    QVERIFY(h.silentFor(QDateTime::currentDateTimeUtc()) <= 2);
    // It beats on: the same row, a later heartbeat (MySQL counts only changed rows as affected:
    // the beat's time always changes).
    QVERIFY2(QTest::qWaitFor([&] { return ours() && ours()->beatAt > h.beatAt; }, 5'000),
             "no second heartbeat within 5 s");
    QCOMPARE(
        value(*session, u"SELECT COUNT(*) FROM outbox_console_relays WHERE relay_id = '%1'"_s.arg(
                            runner.relayId())),
        u"1"_s);
    // Only the live relay counts; the stale one is still listed when asked, the ancient one
    // was forgotten by the relay's first beat, the other table's is not this table's.
    QCOMPARE(RelayRegistry::relaysOf(*session, name, QDateTime::currentDateTimeUtc())->size(), 1);
    const auto all = RelayRegistry::relaysOf(*session, name, now, true);
    QVERIFY(all);
    QStringList ids;
    for (const RelayHeartbeat &r : *all)
        ids << r.relayId;
    QVERIFY2(ids.contains(u"stale"_s) && !ids.contains(u"ancient"_s), qPrintable(ids.join(u","_s)));
    QCOMPARE(value(*session, u"SELECT COUNT(*) FROM outbox_console_relays WHERE outbox_table = "
                             u"'x.other'"_s),
             u"1"_s);

    runner.stop();
    QVERIFY(worker->wait(QDeadlineTimer(30'000)));
    QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
    QVERIFY(!ours().has_value());
    QCOMPARE(
        value(*session, u"SELECT COUNT(*) FROM outbox_console_relays WHERE relay_id = '%1'"_s.arg(
                            runner.relayId())),
        u"0"_s);

    // outboxctl relay names the other relays running on the table when it starts.
    if (database == u"postgresql"_s) {
        QVERIFY(plant(u"live-elsewhere"_s, name, 1));
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"OUTBOX_DATABASE_URL"_s, m_pg->spec().displayUrl());
        env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_pg->spec().password);
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        const test::CliRun once =
            test::runOutboxctl({u"--table=fennflow.outbox"_s, u"relay"_s, u"--once"_s,
                                u"--sink=file:"_s + m_dir.filePath(u"registry-once.jsonl"_s)},
                               env);
        QVERIFY2(once.code == 0, qPrintable(once.err));
        QVERIFY2(once.err.contains(
                     u"Other relays running on fennflow.outbox: outboxctl on elsewhere (pid 7)."_s),
                 qPrintable(once.err));
    }
}

#include "tst_relay.moc"
