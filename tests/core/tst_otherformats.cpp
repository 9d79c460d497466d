// Other libraries' outbox tables on real PostgreSQL, MariaDB and SQLite: DotNetCore.CAP, Spring
// Modulith's event publication registry (2.x with status, 1.x without), gruelbox
// transaction-outbox, and tables mapped by their columns. Each library's table is made from its
// own DDL (tests/data/schemas, vendored with its licence); the console detects it, counts its
// rows per state, reads its rows and filters them through the adapter, and makes only the changes
// the library itself makes (CAP's and gruelbox's retry, Modulith's and a mapped table's mark
// done), checked column by column on the writer's own table. Every change a library does not make
// is refused and changes nothing, and so is every bad mapping.
//
// The rows are synthetic: written here with each library's own INSERT and UPDATE statements as
// docs/other-outbox-libraries.md quotes them (CAP's IDataStorage.PostgreSql.cs and
// IDataStorage.MySql.cs, the SQLite provider's IDataStorage.Sqlite.cs, gruelbox's
// DefaultPersistor, Modulith's JdbcEventPublicationRepositoryV2 and its 1.x repository), with
// positional ? for their named parameters, not by the libraries themselves. A separate test runs
// the real Java libraries against these tables.
//
// Where each runs: CAP on all three. Its MySQL and SQLite tables are literally named
// `cap.published` and `cap.Published` (a dot inside one table name): --table takes them quoted,
// "cap.published". gruelbox and Spring Modulith on PostgreSQL and MariaDB: neither library
// supports SQLite. Mapped tables on all three.
#include "actions/rowactions.h"
#include "backendtestcase.h"
#include "failurechecks.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/adaptedformats.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

using test::uuidFor;

// Every column of every row of a table as text: row id → column (lower case) → value ("NULL").
using Snapshot = QMap<QString, QMap<QString, QString>>;

// One line per cell ("row column=value"): a difference names its row and column.
QStringList lines(const Snapshot &snapshot) {
    QStringList out;
    for (auto row = snapshot.cbegin(); row != snapshot.cend(); ++row)
        for (auto cell = row->cbegin(); cell != row->cend(); ++cell)
            out.append(u"%1 %2=%3"_s.arg(row.key(), cell.key(), cell.value()));
    return out;
}

QString describe(const StateCounts &c) {
    QStringList raw;
    for (auto it = c.byRawStatus.cbegin(); it != c.byRawStatus.cend(); ++it)
        if (it.value() > 0)
            raw.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
    return u"pending %1, inflight %2, dead %3, sent %4, total %5; %6"_s.arg(c.of(RowState::Pending))
        .arg(c.of(RowState::InFlight))
        .arg(c.of(RowState::Dead))
        .arg(c.of(RowState::Sent))
        .arg(c.total)
        .arg(raw.join(u", "_s));
}

QString at(int hour, int minute, int dayOffset = 0) {
    return QDateTime(QDate(2026, 6, 1).addDays(dayOffset), QTime(hour, minute), Qt::UTC)
        .toString(u"yyyy-MM-dd HH:mm:ss"_s);
}

QDateTime utc(int hour, int minute, int dayOffset = 0) {
    return QDateTime(QDate(2026, 6, 1).addDays(dayOffset), QTime(hour, minute), Qt::UTC);
}

// DotNetCore.CAP -------------------------------------------------------------------------------
// Snowflake-like ids, as CAP's SnowflakeId makes them (a BIGINT that is also the cap-msg-id).
constexpr qint64 kCapIdBase = 7309512345678000000;
QString capId(int n) {
    return QString::number(kCapIdBase + n);
}

struct CapMessage {
    int n;
    const char *name;
    const char *status;
    int retries;
    const char *exception; // AddOrUpdateException's "{type}-->{message}", or empty
    bool camelCase;        // an application with a camelCase JSON naming policy
};

const char *const kRefused = "HttpRequestException-->Connection refused (broker:5672)";
const char *const kUnreachable =
    "BrokerUnreachableException-->None of the specified endpoints were reachable";
// Published messages, each Added at 09:0n on 2026-06-01. Row 2 failed once and then succeeded:
// CAP keeps its stale cap-exception header (SetSuccessfulState re-serialises the origin).
const CapMessage kCapMessages[] = {
    {1, "orders.placed", "Succeeded", 0, "", false},
    {2, "orders.shipped", "Succeeded", 1, kRefused, false},
    {3, "orders.placed", "Scheduled", 0, "", false},
    {4, "orders.placed", "Failed", 2, kRefused, false},
    {5, "orders.shipped", "Failed", 3, "TimeoutException-->The operation has timed out.", false},
    {6, "payments.captured", "Failed", 50, kUnreachable, true},
    {7, "payments.captured", "Failed", 51, kUnreachable, false},
    {8, "orders.placed", "Delayed", 0, "", false},
    {9, "orders.placed", "Queued", 0, "", false},
};

// JsonSerializer.Serialize(Message): {"Headers":{…},"Value":…}, or camelCase keys.
QString capContent(const CapMessage &m, bool withException) {
    QJsonObject headers{{u"cap-msg-id"_s, capId(m.n)},
                        {u"cap-msg-name"_s, QString::fromUtf8(m.name)},
                        {u"cap-msg-type"_s, u"Acme.Orders.Contracts"_s},
                        {u"cap-senttime"_s, at(9, m.n) + u" +00:00"_s},
                        {u"cap-corr-id"_s, capId(m.n)},
                        {u"cap-corr-seq"_s, u"0"_s}};
    if (withException && *m.exception)
        headers.insert(u"cap-exception"_s, QString::fromUtf8(m.exception));
    const QJsonObject message{{m.camelCase ? u"headers"_s : u"Headers"_s, headers},
                              {m.camelCase ? u"value"_s : u"Value"_s,
                               QJsonObject{{u"orderId"_s, m.n}, {u"total"_s, 10.5 * m.n}}}};
    return QString::fromUtf8(QJsonDocument(message).toJson(QJsonDocument::Compact));
}

// StoreMessageAsync, with Version 'v1' (CapOptions' default), without its final ';':
// IDataStorage.PostgreSql.cs, IDataStorage.MySql.cs (the same with backticks, on a table with a
// dot in its name) and the SQLite provider's IDataStorage.Sqlite.cs (which binds the Version:
// storeCap passes 'v1').
QString capInsert(const QString &database) {
    if (database == u"postgresql"_s)
        return u"INSERT INTO \"cap\".\"published\" (\"Id\",\"Version\",\"Name\",\"Content\","
               u"\"Retries\",\"Added\",\"ExpiresAt\",\"StatusName\")VALUES(?,'v1',?,?,?,?,?,?)"_s;
    if (database == u"mariadb"_s)
        return u"INSERT INTO `cap.published`(`Id`,`Version`,`Name`,`Content`,`Retries`,`Added`,"
               u"`ExpiresAt`,`StatusName`) VALUES(?,'v1',?,?,?,?,?,?)"_s;
    return u"INSERT INTO `cap.Published` (`Id`,`Version`,`Name`,`Content`,`Retries`,`Added`,"
           u"`ExpiresAt`,`StatusName`)VALUES(?,?,?,?,?,?,?,?)"_s;
}
// ChangeMessageStateAsync: every state change CAP makes.
QString capChangeState(const QString &database) {
    if (database == u"postgresql"_s)
        return u"UPDATE \"cap\".\"published\" SET \"Content\"=?,\"Retries\"=?,\"ExpiresAt\"=?,"
               u"\"StatusName\"=? WHERE \"Id\"=?"_s;
    if (database == u"mariadb"_s)
        return u"UPDATE `cap.published` SET `Content`=?,`Retries`=?,`ExpiresAt`=?,`StatusName`=? "
               u"WHERE `Id`=?"_s;
    return u"UPDATE `cap.Published` SET `Content`= ?,`Retries` = ?,`ExpiresAt` = ?,`StatusName` = "
           u"? WHERE `Id` = ?"_s;
}

// gruelbox transaction-outbox --------------------------------------------------------------------
struct GruelboxEntry {
    int n;
    const char *className;
    const char *method;
    const char *uniqueRequestId; // or empty
    const char *topic;           // or empty: unordered ('*')
    int attempts;
    bool processed;
};

// Entries first due at 09:0n on 2026-06-01. Entries 2 and 3 failed five times and were blocked
// (blockAfterAttempts 5); entry 6, the head of topic order-42, failed seven times and is never
// blocked (the library blocks only unordered entries).
const GruelboxEntry kGruelboxEntries[] = {
    {1, "com.acme.Billing", "charge", "req-1", "", 0, true},
    {2, "com.acme.Mailer", "send", "", "", 5, false},
    {3, "com.acme.Mailer", "send", "", "", 5, false},
    {4, "com.acme.Billing", "charge", "", "", 0, false},
    {5, "com.acme.Mailer", "send", "", "", 2, false},
    {6, "com.acme.Shipping", "book", "", "order-42", 7, false},
    {7, "com.acme.Shipping", "book", "", "order-42", 0, false},
};
constexpr int kBlockAfterAttempts = 5;

QString gruelboxId(int n) {
    return uuidFor(100 + n);
}

// DefaultInvocationSerializer, version 2.
QString invocation(const GruelboxEntry &e) {
    return u"{\"c\":\"%1\",\"m\":\"%2\",\"p\":[\"String\"],\"a\":[{\"t\":\"String\",\"v\":"
           u"\"order-%3\"}]}"_s.arg(QString::fromUtf8(e.className), QString::fromUtf8(e.method))
               .arg(e.n);
}

// DefaultPersistor.save, update and unblock (MY_SQL_8 / POSTGRESQL_9: booleanValue true/false).
const QString kGruelboxInsert =
    u"INSERT INTO TXNO_OUTBOX (id, uniqueRequestId, invocation, topic, seq, lastAttemptTime, "
    u"nextAttemptTime, attempts, blocked, processed, version) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
    u"?, ?)"_s;
const QString kGruelboxUpdate =
    u"UPDATE TXNO_OUTBOX SET lastAttemptTime = ?, nextAttemptTime = ?, attempts = ?, blocked = ?, "
    u"processed = ?, version = ? WHERE id = ? and version = ?"_s;
const QString kGruelboxUnblock = u"UPDATE TXNO_OUTBOX SET attempts = 0, blocked = false WHERE "
                                 u"blocked = true AND processed = false AND id = ?"_s;

// Spring Modulith ---------------------------------------------------------------------------------
struct Publication {
    int n;
    const char *eventType;
    const char *status; // the 2.x status it ends in; nullptr: a row a 1.x application wrote
    bool completed;     // a 1.x row's completion date
};

const char *const kPlaced = "com.acme.orders.OrderPlaced";
const char *const kCancelled = "com.acme.orders.OrderCancelled";
// Published at 09:0n on 2026-06-01.
const Publication kPublications[] = {
    {1, kPlaced, "PUBLISHED", false}, {2, kPlaced, "PROCESSING", false},
    {3, kPlaced, "COMPLETED", false}, {4, kCancelled, "FAILED", false},
    {5, kPlaced, "FAILED", false},    {6, kCancelled, "RESUBMITTED", false},
    {7, kPlaced, nullptr, false},     {8, kCancelled, nullptr, true},
};
// A 1.x table: incomplete until its completion date is set.
const Publication kLegacyPublications[] = {
    {1, kPlaced, nullptr, false}, {2, kPlaced, nullptr, true}, {3, kCancelled, nullptr, false}};

QString listenerOf(const char *eventType) {
    return qstrcmp(eventType, kPlaced) == 0
               ? u"com.acme.shipping.ShippingListener.on(com.acme.orders.OrderPlaced)"_s
               : u"com.acme.billing.BillingListener.on(com.acme.orders.OrderCancelled)"_s;
}

QString publicationId(int n) {
    return uuidFor(200 + n);
}

// JdbcEventPublicationRepositoryV2 (asOneLine), for the table EVENT_PUBLICATION.
const QString kModulithInsert =
    u"INSERT INTO EVENT_PUBLICATION (ID, EVENT_TYPE, LISTENER_ID, PUBLICATION_DATE, "
    u"SERIALIZED_EVENT, STATUS, COMPLETION_ATTEMPTS, LAST_RESUBMISSION_DATE) VALUES (?, ?, ?, ?, "
    u"?, ?, ?, ?)"_s;
const QString kModulithProcessing =
    u"UPDATE EVENT_PUBLICATION SET STATUS = 'PROCESSING' WHERE ID = ? AND STATUS != 'PROCESSING'"_s;
const QString kModulithFailed =
    u"UPDATE EVENT_PUBLICATION SET STATUS = 'FAILED' WHERE ID = ? AND STATUS != 'FAILED'"_s;
const QString kModulithCompleted =
    u"UPDATE EVENT_PUBLICATION SET STATUS = 'COMPLETED', COMPLETION_DATE = ? WHERE ID = ?"_s;
const QString kModulithResubmitted =
    u"UPDATE EVENT_PUBLICATION SET STATUS = 'RESUBMITTED', COMPLETION_ATTEMPTS = "
    u"COMPLETION_ATTEMPTS + 1, LAST_RESUBMISSION_DATE = ? WHERE ID = ? AND STATUS != "
    u"'RESUBMITTED'"_s;
// JdbcEventPublicationRepository (1.x, and 2.x with use-legacy-structure).
const QString kModulithLegacyInsert =
    u"INSERT INTO EVENT_PUBLICATION (ID, EVENT_TYPE, LISTENER_ID, PUBLICATION_DATE, "
    u"SERIALIZED_EVENT) VALUES (?, ?, ?, ?, ?)"_s;
const QString kModulithLegacyCompleted =
    u"UPDATE EVENT_PUBLICATION SET COMPLETION_DATE = ? WHERE ID = ?"_s;

// Mapped tables --------------------------------------------------------------------------------
// Debezium's outbox event router columns, no status: every row is pending and read-only.
QString debeziumId(int n) {
    return uuidFor(300 + n);
}
// A job table of its own shape, every role mapped: ids 101..106.
struct Job {
    int id;
    const char *state;
    int tries;
    const char *failure; // or empty: NULL
    const char *key;
    const char *kind;
};
const Job kJobs[] = {
    {101, "NEW", 0, "", "order-1", "order.placed"},
    {102, "RETRY", 1, "503 from broker", "order-1", "order.placed"},
    {103, "RUNNING", 0, "", "order-2", "order.shipped"},
    {104, "FAILED", 3, "timeout after 30 s", "order-2", "order.shipped"},
    {105, "FAILED", 5, "schema registry unreachable", "order-3", "invoice.sent"},
    {106, "DONE", 1, "", "order-3", "invoice.sent"},
};

FormatOptions jobOptions() {
    FormatOptions o;
    (void)parseMappedRoles({u"id=job_id"_s, u"status=state"_s, u"attempts=tries"_s,
                            u"error=failure"_s, u"created=created_on"_s, u"key=topic_key"_s,
                            u"event-type=kind"_s, u"payload=body"_s},
                           o);
    (void)parseStateValues(
        {u"pending=NEW,RETRY"_s, u"inflight=RUNNING"_s, u"dead=FAILED"_s, u"sent=DONE"_s}, o);
    return o;
}

QVariant nullText() {
    return QVariant(QMetaType::fromType<QString>());
}

// Each test function runs once per format (column "format") over the three databases.
void addFormats(const QStringList &formats) {
    QTest::addColumn<QString>("format");
    for (const QString &f : formats)
        QTest::newRow(qPrintable(f)) << f;
}

} // namespace

class TestOtherFormats : public test::BackendTestCase {
    Q_OBJECT
public:
    TestOtherFormats()
        : BackendTestCase(
              u"otherformats"_s, Rows::Databases,
              // Each runs on every database, refused where it does not apply: DROP SCHEMA …
              // CASCADE on PostgreSQL, the backtick-quoted CAP tables on MariaDB and SQLite
              // (whose table names ignore case: `cap.published` is `cap.Published` there).
              {u"DROP SCHEMA IF EXISTS cap CASCADE"_s, u"DROP TABLE IF EXISTS `cap.published`"_s,
               u"DROP TABLE IF EXISTS `cap.received`"_s, u"DROP TABLE IF EXISTS TXNO_OUTBOX"_s,
               u"DROP TABLE IF EXISTS TXNO_SEQUENCE"_s, u"DROP TABLE IF EXISTS TXNO_VERSION"_s,
               u"DROP TABLE IF EXISTS EVENT_PUBLICATION"_s,
               u"DROP TABLE IF EXISTS EVENT_PUBLICATION_ARCHIVE"_s,
               u"DROP TABLE IF EXISTS debezium_outbox"_s, u"DROP TABLE IF EXISTS job_queue"_s,
               u"DROP TABLE IF EXISTS not_an_outbox"_s}) {}

private slots:
    void init();
    void detection_data();
    void detection();
    void states_data();
    void states();
    void rows_data();
    void rows();
    void retry_data();
    void retry();
    void markDone_data();
    void markDone();
    void purge_data();
    void purge();
    void refusalsChangeNothing_data();
    void refusalsChangeNothing();
    void blockedKeys_data();
    void blockedKeys();

private:
    QString database() const;
    QString format() const;
    bool postgres() const { return database() == u"postgresql"_s; }
    // Why the library of the current format does not run on the current database; empty when it
    // does.
    QString unsupported() const;
    // The current format's table as --table names it.
    QString tableName() const;
    // CAP's published and received tables as --table names them.
    QString capPublished() const;
    QString capReceived() const;
    // Its name as SQL (quoted as the dialect quotes).
    QString sql(const QString &name);
    Result<OutboxTable> resolve(const QString &name, std::optional<OutboxFormat> format = {},
                                const FormatOptions &options = {});
    OutboxReader reader(std::optional<OutboxFormat> format = {}, const FormatOptions &options = {});
    bool exec(const QString &statement, const QVariantList &values);
    Snapshot snapshot(const QString &name, const QString &idColumn);
    QStringList pageIds(const OutboxReader &r, const RowFilter &filter);
    ActionContext context();
    QVariant boolean(bool value) const;
    QString timestamp(const QString &text) const;

    void makeCap();
    // CAP's StoreMessageAsync of published message n (Scheduled, Added at 09:nn on 2026-06-01).
    bool storeCap(int n, const QString &name, const QString &content);
    void makeGruelbox();
    void makeModulith(bool v2);
    void makeMapped();
};

QString TestOtherFormats::database() const {
    QFETCH_GLOBAL(QString, database);
    return database;
}

QString TestOtherFormats::format() const {
    QFETCH(QString, format);
    return format;
}

QString TestOtherFormats::unsupported() const {
    const QString f = format();
    const QString db = database();
    if (f == u"gruelbox"_s && db == u"sqlite"_s)
        return u"gruelbox transaction-outbox has no SQLite dialect (Dialect.java)"_s;
    if (f.startsWith(u"modulith"_s) && db == u"sqlite"_s)
        return u"Spring Modulith's JDBC event publication registry does not support SQLite "
               u"(DatabaseType.java)"_s;
    return {};
}

QString TestOtherFormats::tableName() const {
    const QString f = format();
    if (f == u"cap"_s)
        return capPublished();
    // Unquoted in the libraries' DDL: PostgreSQL folds the names to lower case, MariaDB keeps
    // them as written (and compares table names case-sensitively on Linux).
    if (f == u"gruelbox"_s)
        return postgres() ? u"txno_outbox"_s : u"TXNO_OUTBOX"_s;
    if (f.startsWith(u"modulith"_s))
        return postgres() ? u"event_publication"_s : u"EVENT_PUBLICATION"_s;
    if (f == u"mapped"_s)
        return u"job_queue"_s;
    return u"not_an_outbox"_s;
}

// Schema cap on PostgreSQL; on MariaDB and SQLite one name with a dot in it, quoted.
QString TestOtherFormats::capPublished() const {
    return postgres()                   ? u"cap.published"_s
           : database() == u"mariadb"_s ? u"\"cap.published\""_s
                                        : u"\"cap.Published\""_s;
}

QString TestOtherFormats::capReceived() const {
    return postgres()                   ? u"cap.received"_s
           : database() == u"mariadb"_s ? u"\"cap.received\""_s
                                        : u"\"cap.Received\""_s;
}

QString TestOtherFormats::sql(const QString &name) {
    return session().dialect().qualified(*TableName::parse(name));
}

Result<OutboxTable> TestOtherFormats::resolve(const QString &name,
                                              std::optional<OutboxFormat> format,
                                              const FormatOptions &options) {
    TableRequest request;
    request.table = *TableName::parse(name);
    request.format = format;
    request.options = options;
    return TableResolver::resolve(session(), request);
}

OutboxReader TestOtherFormats::reader(std::optional<OutboxFormat> format,
                                      const FormatOptions &options) {
    return test::readerOrFail(session(), resolve(tableName(), format, options));
}

bool TestOtherFormats::exec(const QString &statement, const QVariantList &values) {
    QSqlQuery q(session().database());
    bool ok = q.prepare(statement);
    for (const QVariant &v : values)
        q.addBindValue(v);
    ok = ok && q.exec();
    if (!ok)
        qWarning().noquote() << q.lastError().text() << "in" << statement;
    return ok;
}

Snapshot TestOtherFormats::snapshot(const QString &name, const QString &idColumn) {
    Snapshot rows;
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT * FROM %1"_s.arg(sql(name)))) {
        // A failed read must not compare equal to another failed read.
        QTest::qFail(qPrintable(u"cannot read %1: %2"_s.arg(name, q.lastError().text())), __FILE__,
                     __LINE__);
        return {{u"<failed>"_s, {}}};
    }
    while (q.next()) {
        const QSqlRecord record = q.record();
        QMap<QString, QString> row;
        for (int i = 0; i < record.count(); ++i)
            row.insert(record.fieldName(i).toLower(),
                       q.isNull(i) ? u"NULL"_s : q.value(i).toString());
        rows.insert(row.value(idColumn.toLower()), row);
    }
    return rows;
}

QStringList TestOtherFormats::pageIds(const OutboxReader &r, const RowFilter &filter) {
    PageRequest request;
    request.filter = filter;
    request.order = SortOrder::OldestFirst;
    request.limit = 100;
    auto page = r.page(request);
    if (!page) {
        QTest::qFail(qPrintable(page.error().message), __FILE__, __LINE__);
        return {};
    }
    QStringList ids;
    for (const OutboxRow &row : page->rows)
        ids.append(row.id);
    return ids;
}

ActionContext TestOtherFormats::context() {
    ActionContext c;
    c.auditLog = AuditLog(m_dir.filePath(u"audit.jsonl"_s));
    return c;
}

// A JDBC setBoolean as the drivers send it: PostgreSQL's boolean; MariaDB's 1 or 0 (into
// gruelbox's VARCHAR `blocked` that makes '1' or '0').
QVariant TestOtherFormats::boolean(bool value) const {
    return postgres() ? QVariant(value) : QVariant(value ? 1 : 0);
}

// A time for a column that keeps its zone (PostgreSQL timestamptz): given in UTC.
QString TestOtherFormats::timestamp(const QString &text) const {
    return postgres() ? text + u"+00"_s : text;
}

// Every table of every format dropped, then the current format's made with its rows: each test
// starts from the same rows. A combination the library does not support is skipped here.
void TestOtherFormats::init() {
    if (const QString why = unsupported(); !why.isEmpty())
        QSKIP(qPrintable(why));
    DatabaseSession &s = session();
    QStringList drop{u"DROP TABLE IF EXISTS TXNO_OUTBOX"_s,
                     u"DROP TABLE IF EXISTS TXNO_SEQUENCE"_s,
                     u"DROP TABLE IF EXISTS TXNO_VERSION"_s,
                     u"DROP TABLE IF EXISTS EVENT_PUBLICATION"_s,
                     u"DROP TABLE IF EXISTS EVENT_PUBLICATION_ARCHIVE"_s,
                     u"DROP TABLE IF EXISTS debezium_outbox"_s,
                     u"DROP TABLE IF EXISTS job_queue"_s,
                     u"DROP TABLE IF EXISTS not_an_outbox"_s};
    if (postgres())
        drop.prepend(u"DROP SCHEMA IF EXISTS cap CASCADE"_s);
    else
        drop += {u"DROP TABLE IF EXISTS %1"_s.arg(sql(capPublished())),
                 u"DROP TABLE IF EXISTS %1"_s.arg(sql(capReceived()))};
    auto dropped = test::runSql(s, drop);
    QVERIFY2(dropped.ok(), qPrintable(test::errorText(dropped)));
    const QString f = format();
    if (f == u"cap"_s)
        makeCap();
    else if (f == u"gruelbox"_s)
        makeGruelbox();
    else if (f == u"modulith"_s)
        makeModulith(true);
    else if (f == u"modulith-v1"_s)
        makeModulith(false);
    else if (f == u"mapped"_s)
        makeMapped();
    else
        QVERIFY(test::runSql(s, {u"CREATE TABLE not_an_outbox (note VARCHAR(100), written_at "
                                 u"VARCHAR(30))"_s,
                                 u"INSERT INTO not_an_outbox VALUES ('hello', '2026-06-01')"_s})
                    .ok());
}

// CAP's tables from its DDL for the database, and its published messages with its own statements.
// Added and ExpiresAt as CAP binds DateTime.Now: local time without a zone (a TIMESTAMP on
// PostgreSQL, a datetime on MariaDB, Microsoft.Data.Sqlite's text 'yyyy-MM-dd HH:mm:ss.FFFFFFF',
// whole seconds here, on SQLite); the tests take the application's zone to be UTC.
void TestOtherFormats::makeCap() {
    const QString db = database();
    auto loaded =
        test::runSqlFile(session(), u"cap-%1.sql"_s.arg(postgres()           ? u"postgres"_s
                                                        : db == u"mariadb"_s ? u"mysql"_s
                                                                             : u"sqlite"_s));
    QVERIFY2(loaded.ok(), qPrintable(test::errorText(loaded)));
    const QString changeState = capChangeState(db);
    for (const CapMessage &m : kCapMessages) {
        QVERIFY(storeCap(m.n, QString::fromUtf8(m.name), capContent(m, false)));
        if (qstrcmp(m.status, "Scheduled") == 0)
            continue;
        // ExpiresAt as CAP sets it per state: Succeeded now + 1 day, Failed Added + 15 days,
        // Delayed and Queued the publish time.
        const QString status = QString::fromUtf8(m.status);
        const QString expires = status == u"Succeeded"_s ? at(9, m.n, 1)
                                : status == u"Failed"_s  ? at(9, m.n, 15)
                                : status == u"Delayed"_s ? at(10, 0, 1)
                                                         : at(9, 10);
        QVERIFY(
            exec(changeState, {capContent(m, true), m.retries, expires, status, kCapIdBase + m.n}));
    }
}

bool TestOtherFormats::storeCap(int n, const QString &name, const QString &content) {
    QVariantList values{kCapIdBase + n, name, content, 0, at(9, n), nullText(), u"Scheduled"_s};
    if (database() == u"sqlite"_s)
        values.insert(1, u"v1"_s); // the provider binds @Version
    return exec(capInsert(database()), values);
}

void TestOtherFormats::makeGruelbox() {
    auto loaded = test::runSqlFile(session(), postgres() ? u"gruelbox-postgres.sql"_s
                                                         : u"gruelbox-mysql.sql"_s);
    QVERIFY2(loaded.ok(), qPrintable(test::errorText(loaded)));
    int lastSeq = 0;
    for (const GruelboxEntry &e : kGruelboxEntries) {
        const QString id = gruelboxId(e.n);
        const QString topic = *e.topic ? QString::fromUtf8(e.topic) : u"*"_s;
        QVariant seq(QMetaType::fromType<qlonglong>());
        if (*e.topic) {
            // DefaultPersistor.setNextSequence: the topic's next seq in TXNO_SEQUENCE.
            seq = qlonglong(++lastSeq);
            QVERIFY(
                lastSeq == 1
                    ? exec(u"INSERT INTO TXNO_SEQUENCE (topic, seq) VALUES (?, ?)"_s, {topic, seq})
                    : exec(u"UPDATE TXNO_SEQUENCE SET seq = ? WHERE topic = ?"_s, {seq, topic}));
        }
        const QDateTime due = utc(9, e.n);
        const auto time = [](const QDateTime &t) { return t.toString(u"yyyy-MM-dd HH:mm:ss"_s); };
        QVERIFY(exec(
            kGruelboxInsert,
            {id, *e.uniqueRequestId ? QVariant(QString::fromUtf8(e.uniqueRequestId)) : nullText(),
             invocation(e), topic, seq, nullText(), time(due), 0, boolean(false), boolean(false),
             1}));
        // One update per failed attempt (attemptFrequency 2 minutes), as the library writes it.
        int version = 1;
        for (int attempt = 1; attempt <= e.attempts; ++attempt, ++version) {
            const bool blocked = !*e.topic && attempt >= kBlockAfterAttempts;
            QVERIFY(exec(kGruelboxUpdate,
                         {time(due.addSecs(120 * (attempt - 1))), time(due.addSecs(120 * attempt)),
                          attempt, boolean(blocked), boolean(false), version + 1, id, version}));
        }
        if (e.processed) // kept for its unique request id until retentionThreshold (7 days)
            QVERIFY(
                exec(kGruelboxUpdate, {time(due), time(due.addDays(7)), e.attempts, boolean(false),
                                       boolean(true), version + 1, id, version}));
    }
}

void TestOtherFormats::makeModulith(bool v2) {
    const QString file = u"modulith-%1-%2.sql"_s.arg(v2 ? u"v2"_s : u"v1"_s,
                                                     postgres() ? u"postgres"_s : u"mariadb"_s);
    auto loaded = test::runSqlFile(session(), file);
    QVERIFY2(loaded.ok(), qPrintable(test::errorText(loaded)));
    const auto write = [&](const Publication &p) {
        const QString id = publicationId(p.n);
        const QString published = timestamp(at(9, p.n));
        const QString event = u"{\"orderId\":\"o-%1\",\"total\":%2}"_s.arg(p.n).arg(p.n * 7);
        const QString listener = listenerOf(p.eventType);
        const QString type = QString::fromUtf8(p.eventType);
        if (!p.status) {
            QVERIFY(exec(kModulithLegacyInsert, {id, type, listener, published, event}));
            if (p.completed)
                QVERIFY(exec(kModulithLegacyCompleted, {timestamp(at(10, p.n)), id}));
            return;
        }
        QVERIFY(exec(kModulithInsert,
                     {id, type, listener, published, event, u"PUBLISHED"_s, 1, published}));
        const QByteArray status(p.status);
        if (status == "PUBLISHED")
            return;
        QVERIFY(exec(kModulithProcessing, {id}));
        if (status == "COMPLETED")
            QVERIFY(exec(kModulithCompleted, {timestamp(at(10, p.n)), id}));
        if (status == "FAILED" || status == "RESUBMITTED")
            QVERIFY(exec(kModulithFailed, {id}));
        if (status == "RESUBMITTED")
            QVERIFY(exec(kModulithResubmitted, {timestamp(at(11, p.n)), id}));
    };
    if (v2)
        for (const Publication &p : kPublications)
            write(p);
    else
        for (const Publication &p : kLegacyPublications)
            write(p);
}

void TestOtherFormats::makeMapped() {
    const QString db = database();
    const QString uuid = db == u"postgresql"_s ? u"uuid"_s : u"VARCHAR(36)"_s;
    const QString json = db == u"postgresql"_s ? u"jsonb"_s
                         : db == u"mariadb"_s  ? u"JSON"_s
                                               : u"TEXT"_s;
    const QString time = db == u"postgresql"_s ? u"timestamp"_s
                         : db == u"mariadb"_s  ? u"DATETIME(6)"_s
                                               : u"TEXT"_s;
    auto made = test::runSql(
        session(),
        {u"CREATE TABLE debezium_outbox (id %1 NOT NULL PRIMARY KEY, aggregatetype VARCHAR(255) "
         u"NOT NULL, aggregateid VARCHAR(255) NOT NULL, type VARCHAR(255) NOT NULL, payload %2)"_s
             .arg(uuid, json),
         u"CREATE TABLE job_queue (job_id BIGINT NOT NULL PRIMARY KEY, state VARCHAR(20) NOT "
         u"NULL, tries INTEGER NOT NULL, failure TEXT, created_on %1 NOT NULL, topic_key "
         u"VARCHAR(100), kind VARCHAR(100) NOT NULL, body TEXT NOT NULL)"_s.arg(time)});
    QVERIFY2(made.ok(), qPrintable(test::errorText(made)));
    for (int n = 1; n <= 3; ++n)
        QVERIFY(exec(u"INSERT INTO debezium_outbox (id, aggregatetype, aggregateid, type, payload) "
                     u"VALUES (?, 'order', ?, ?, ?)"_s,
                     {debeziumId(n), u"order-%1"_s.arg(n),
                      n == 2 ? u"OrderShipped"_s : u"OrderPlaced"_s,
                      u"{\"orderId\":\"order-%1\"}"_s.arg(n)}));
    for (const Job &j : kJobs)
        QVERIFY(exec(u"INSERT INTO job_queue (job_id, state, tries, failure, created_on, "
                     u"topic_key, kind, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s,
                     {qlonglong(j.id), QString::fromUtf8(j.state), j.tries,
                      *j.failure ? QVariant(QString::fromUtf8(j.failure)) : nullText(),
                      at(9, j.id - 100), QString::fromUtf8(j.key), QString::fromUtf8(j.kind),
                      u"{\"job\":%1}"_s.arg(j.id)}));
}

// 1. Each library's table is recognised by its columns; a mapped table only when asked for, and a
// table that is none of them is named as such.
void TestOtherFormats::detection_data() {
    addFormats(
        {u"cap"_s, u"gruelbox"_s, u"modulith"_s, u"modulith-v1"_s, u"mapped"_s, u"neither"_s});
}

void TestOtherFormats::detection() {
    const QString f = format();
    const auto detected = [&](const QString &name, OutboxFormat expected) {
        auto table = resolve(name);
        if (!table)
            return u"%1: %2"_s.arg(name, table.error().message);
        if (table->format != expected)
            return u"%1: detected as %2"_s.arg(name, formatName(table->format));
        if (!table->isAdapted())
            return u"%1: not read through an adapter"_s.arg(name);
        return QString();
    };
    if (f == u"cap"_s) {
        QCOMPARE(detected(tableName(), OutboxFormat::Cap), QString());
        QCOMPARE(detected(capReceived(), OutboxFormat::Cap), QString());
        auto table = resolve(tableName());
        QVERIFY(table.ok());
        QCOMPARE(table->idStorage, IdStorage::Number);
        const QString db = database();
        QCOMPARE(table->timestamps, postgres()           ? TimestampStorage::Naive
                                    : db == u"mariadb"_s ? TimestampStorage::MySqlDateTime
                                                         : TimestampStorage::SqliteText);
        QCOMPARE(table->adapter.writer(u"statusname"_s),
                 db == u"mariadb"_s ? u"`StatusName`"_s : u"\"StatusName\""_s);
        // The name shown for the table is one --table takes back: quoted where it has a dot.
        QCOMPARE(table->name.display(), tableName());
        if (db == u"mariadb"_s)
            QCOMPARE(table->name.display(), u"\"cap.published\""_s);
        // The provider's published indexes share the received table's names, which SQLite keeps
        // per database: the published table has none of its own (only its primary key's).
        if (db == u"sqlite"_s) {
            const auto indexes = [&](const QString &of) {
                return test::queryValue(session(),
                                        u"SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' "
                                        u"AND sql IS NOT NULL AND tbl_name = '%1'"_s.arg(of));
            };
            QCOMPARE(indexes(u"cap.Received"_s), u"2"_s);
            QCOMPARE(indexes(u"cap.Published"_s), u"0"_s);
        }
    } else if (f == u"gruelbox"_s) {
        QCOMPARE(detected(tableName(), OutboxFormat::Gruelbox), QString());
    } else if (f == u"modulith"_s || f == u"modulith-v1"_s) {
        QCOMPARE(detected(tableName(), OutboxFormat::Modulith), QString());
        auto table = resolve(tableName());
        QVERIFY(table.ok());
        // 2.x writes a status; 1.x has none, and its changes write only the completion date.
        QCOMPARE(table->adapter.writer(u"status"_s).isEmpty(), f == u"modulith-v1"_s);
        QVERIFY(!table->adapter.writer(u"completion_date"_s).isEmpty());
        QCOMPARE(table->idStorage, postgres() ? IdStorage::Uuid : IdStorage::Text36);
    } else if (f == u"mapped"_s) {
        // Never guessed, even with Debezium's very columns.
        for (const QString &name : {u"debezium_outbox"_s, u"job_queue"_s}) {
            auto guessed = resolve(name);
            QVERIFY2(!guessed.ok(), qPrintable(name));
            QVERIFY2(guessed.error().message.contains(u"is neither"_s) &&
                         guessed.error().message.contains(u"--type=mapped"_s),
                     qPrintable(guessed.error().message));
        }
        auto debezium = resolve(u"debezium_outbox"_s, OutboxFormat::Mapped);
        QVERIFY2(debezium.ok(), qPrintable(test::errorText(debezium)));
        QCOMPARE(debezium->format, OutboxFormat::Mapped);
        QCOMPARE(debezium->vocabulary.pending, QStringList{u"present"_s});
        auto jobs = resolve(u"job_queue"_s, OutboxFormat::Mapped, jobOptions());
        QVERIFY2(jobs.ok(), qPrintable(test::errorText(jobs)));
        QCOMPARE(jobs->format, OutboxFormat::Mapped);
        QCOMPARE(jobs->idStorage, IdStorage::Number);
        QCOMPARE(jobs->vocabulary.pending, (QStringList{u"NEW"_s, u"RETRY"_s}));
        QCOMPARE(jobs->vocabulary.dead, QStringList{u"FAILED"_s});
    } else {
        auto table = resolve(u"not_an_outbox"_s);
        QVERIFY(!table.ok());
        QCOMPARE(table.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(table.error().message.contains(u"not_an_outbox is neither"_s) &&
                     table.error().message.contains(u"--type=mapped"_s),
                 qPrintable(table.error().message));
        // Named as a library's table, it says which of that library's columns it lacks.
        auto asCap = resolve(u"not_an_outbox"_s, OutboxFormat::Cap);
        OUTBOX_VERIFY_FAILS_SAYING(asCap, u"statusname"_s);
    }
}

// 2. The counts per state are the rows written, with each library's own reading of its states.
void TestOtherFormats::states_data() {
    addFormats({u"cap"_s, u"gruelbox"_s, u"modulith"_s, u"modulith-v1"_s, u"mapped"_s});
}

void TestOtherFormats::states() {
    const QString f = format();
    const auto counted = [&](const OutboxReader &r) {
        auto c = r.counts();
        return c ? describe(*c) : c.error().message;
    };
    if (f == u"cap"_s) {
        // FailedRetryCount 50 (CAP's default): Failed below it is still CAP's to retry.
        QCOMPARE(counted(reader()), u"pending 4, inflight 1, dead 2, sent 2, total 9; Delayed 1, "
                                    u"Failed 2, Queued 1, Retrying 2, Scheduled 1, Succeeded 2"_s);
        FormatOptions three;
        three.capFailedRetryCount = 3;
        QCOMPARE(counted(reader({}, three)),
                 u"pending 3, inflight 1, dead 3, sent 2, total 9; Delayed 1, Failed 3, Queued 1, "
                 u"Retrying 1, Scheduled 1, Succeeded 2"_s);
    } else if (f == u"gruelbox"_s) {
        // The head of topic order-42 failed seven times but is never blocked: retrying.
        QCOMPARE(counted(reader()), u"pending 4, inflight 0, dead 2, sent 1, total 7; blocked 2, "
                                    u"pending 2, processed 1, retrying 2"_s);
    } else if (f == u"modulith"_s) {
        // The 1.x rows (NULL status) read as the library reads them: completed when their
        // completion date is set, else in progress.
        QCOMPARE(counted(reader()), u"pending 2, inflight 2, dead 2, sent 2, total 8; COMPLETED 2, "
                                    u"FAILED 2, PROCESSING 2, PUBLISHED 1, RESUBMITTED 1"_s);
        // The 1.x rows leave LAST_RESUBMISSION_DATE NULL: nullable on MariaDB too, whose schema
        // has no DEFAULT NULL NULL for it (explicit_defaults_for_timestamp, on from 10.10).
        QCOMPARE(test::queryValue(session(), u"SELECT COUNT(*) FROM EVENT_PUBLICATION WHERE "
                                             u"LAST_RESUBMISSION_DATE IS NULL"_s),
                 u"2"_s);
    } else if (f == u"modulith-v1"_s) {
        QCOMPARE(counted(reader()),
                 u"pending 2, inflight 0, dead 0, sent 1, total 3; COMPLETED 1, INCOMPLETE 2"_s);
    } else {
        QCOMPARE(counted(reader(OutboxFormat::Mapped, jobOptions())),
                 u"pending 2, inflight 1, dead 2, sent 1, total 6; DONE 1, FAILED 2, NEW 1, "
                 u"RETRY 1, RUNNING 1"_s);
        auto debezium = resolve(u"debezium_outbox"_s, OutboxFormat::Mapped);
        QVERIFY2(debezium.ok(), qPrintable(test::errorText(debezium)));
        QCOMPARE(counted(OutboxReader(session(), *debezium)),
                 u"pending 3, inflight 0, dead 0, sent 0, total 3; present 3"_s);
    }
}

// 3. Rows, single and paged, read through the adapter: event type, error, attempts, created time
// and key as the library keeps them; filters by state and event type.
void TestOtherFormats::rows_data() {
    addFormats({u"cap"_s, u"gruelbox"_s, u"modulith"_s, u"modulith-v1"_s, u"mapped"_s});
}

void TestOtherFormats::rows() {
    const QString f = format();
    RowFilter dead;
    dead.states = {RowState::Dead};
    const auto ofKind = [](const QString &kind, QList<RowState> states = {}) {
        RowFilter filter;
        filter.kind = kind;
        filter.states = std::move(states);
        return filter;
    };
    if (f == u"cap"_s) {
        OutboxReader r = reader();
        auto failed = r.row(capId(6));
        QVERIFY2(failed.ok(), qPrintable(test::errorText(failed)));
        QCOMPARE(failed->id, capId(6));
        QCOMPARE(failed->rawStatus, u"Failed"_s);
        QCOMPARE(failed->state, RowState::Dead);
        QCOMPARE(failed->kind, u"payments.captured"_s);
        // camelCase headers read as well as CAP's default PascalCase.
        QCOMPARE(failed->lastError, QString::fromUtf8(kUnreachable));
        QCOMPARE(failed->eventId, capId(6));
        QCOMPARE(failed->attempts.value_or(-1), 50);
        QCOMPARE(failed->createdAt, utc(9, 6));
        QVERIFY(failed->aggregateId.isEmpty());
        auto retrying = r.row(capId(4));
        QVERIFY(retrying.ok());
        QCOMPARE(retrying->rawStatus, u"Retrying"_s);
        QCOMPARE(retrying->state, RowState::Pending);
        QCOMPARE(retrying->lastError, QString::fromUtf8(kRefused));
        QCOMPARE(retrying->eventId, capId(4));
        // A message that succeeded keeps its stale cap-exception header: no error is shown.
        auto succeeded = r.row(capId(2));
        QVERIFY(succeeded.ok());
        QCOMPARE(succeeded->state, RowState::Sent);
        QCOMPARE(succeeded->lastError, QString());
        QCOMPARE(succeeded->attempts.value_or(-1), 1);
        // A delayed message's due time is its ExpiresAt.
        auto delayed = r.row(capId(8));
        QVERIFY(delayed.ok());
        QCOMPARE(delayed->state, RowState::Pending);
        QCOMPARE(delayed->nextAttemptAt, utc(10, 0, 1));
        QCOMPARE(pageIds(r, dead), (QStringList{capId(6), capId(7)}));
        // The error filter reads CAP's header, on Failed rows only (row 2's stale one is not).
        RowFilter error;
        error.errorContains = u"Connection refused"_s;
        QCOMPARE(pageIds(r, error), QStringList{capId(4)});
        QCOMPARE(pageIds(r, ofKind(u"orders.shipped"_s)), (QStringList{capId(2), capId(5)}));
        QCOMPARE(pageIds(r, ofKind(u"orders.placed"_s, {RowState::Pending})),
                 (QStringList{capId(3), capId(4), capId(8)}));
        FormatOptions three;
        three.capFailedRetryCount = 3;
        QCOMPARE(pageIds(reader({}, three), dead), (QStringList{capId(5), capId(6), capId(7)}));
        // CAP's serializer is replaceable: a Content that is not JSON reads without its headers
        // on every database, never an error. The databases differ on such text: PostgreSQL's
        // ::json cast and SQLite's json_extract fail ("malformed JSON"), MariaDB's JSON_EXTRACT
        // gives NULL with a warning; the adapter tests the text first on each.
        QVERIFY(storeCap(10, u"orders.placed"_s, u"<Message id=\"10\"/>"_s));
        QVERIFY(exec(capChangeState(database()),
                     {u"<Message id=\"10\"/>"_s, 50, at(9, 10, 15), u"Failed"_s, kCapIdBase + 10}));
        auto opaque = r.row(capId(10));
        QVERIFY2(opaque.ok(), qPrintable(test::errorText(opaque)));
        QCOMPARE(opaque->state, RowState::Dead);
        QCOMPARE(opaque->kind, u"orders.placed"_s);
        QCOMPARE(opaque->lastError, QString());
        QCOMPARE(opaque->eventId, QString());
        QCOMPARE(opaque->payloadText, u"<Message id=\"10\"/>"_s);
        QCOMPARE(pageIds(r, dead), (QStringList{capId(6), capId(7), capId(10)}));
        QCOMPARE(pageIds(r, error), QStringList{capId(4)});
    } else if (f == u"gruelbox"_s) {
        OutboxReader r = reader();
        auto blocked = r.row(gruelboxId(2));
        QVERIFY2(blocked.ok(), qPrintable(test::errorText(blocked)));
        QCOMPARE(blocked->rawStatus, u"blocked"_s);
        QCOMPARE(blocked->state, RowState::Dead);
        QCOMPARE(blocked->kind, u"com.acme.Mailer.send"_s);
        QCOMPARE(blocked->attempts.value_or(-1), 5);
        QCOMPARE(blocked->lastError, QString()); // gruelbox stores no error
        // Created: the last attempt (09:02 + 4 × 2 minutes).
        QCOMPARE(blocked->createdAt, utc(9, 10));
        QVERIFY(blocked->aggregateId.isEmpty()); // topic '*': no key
        QVERIFY(blocked->eventId.isEmpty());
        auto head = r.row(gruelboxId(6));
        QVERIFY(head.ok());
        QCOMPARE(head->rawStatus, u"retrying"_s);
        QCOMPARE(head->state, RowState::Pending);
        QCOMPARE(head->aggregateId, u"order-42"_s);
        QCOMPARE(head->attempts.value_or(-1), 7);
        auto fresh = r.row(gruelboxId(4));
        QVERIFY(fresh.ok());
        QCOMPARE(fresh->rawStatus, u"pending"_s);
        QCOMPARE(fresh->createdAt, utc(9, 4)); // never attempted: its due time
        QCOMPARE(fresh->attempts.value_or(-1), 0);
        auto processed = r.row(gruelboxId(1));
        QVERIFY(processed.ok());
        QCOMPARE(processed->state, RowState::Sent);
        QCOMPARE(processed->eventId, u"req-1"_s);
        QCOMPARE(processed->kind, u"com.acme.Billing.charge"_s);
        QCOMPARE(pageIds(r, dead), (QStringList{gruelboxId(2), gruelboxId(3)}));
        // Oldest first by the console's created time: entry 1's attempt at 09:01, entry 4 due at
        // 09:04.
        QCOMPARE(pageIds(r, ofKind(u"com.acme.Billing.charge"_s)),
                 (QStringList{gruelboxId(1), gruelboxId(4)}));
        RowFilter key;
        key.aggregateId = u"order-42"_s;
        QCOMPARE(pageIds(r, key), (QStringList{gruelboxId(7), gruelboxId(6)}));
    } else if (f == u"modulith"_s) {
        OutboxReader r = reader();
        auto resubmitted = r.row(publicationId(6));
        QVERIFY2(resubmitted.ok(), qPrintable(test::errorText(resubmitted)));
        QCOMPARE(resubmitted->rawStatus, u"RESUBMITTED"_s);
        QCOMPARE(resubmitted->state, RowState::Pending);
        QCOMPARE(resubmitted->kind, QString::fromUtf8(kCancelled));
        QCOMPARE(resubmitted->aggregateId, listenerOf(kCancelled));
        QCOMPARE(resubmitted->attempts.value_or(-1), 2); // 1 at insert, +1 resubmitted
        QCOMPARE(resubmitted->createdAt, utc(9, 6));
        QCOMPARE(resubmitted->payloadText, u"{\"orderId\":\"o-6\",\"total\":42}"_s);
        auto legacy = r.row(publicationId(7));
        QVERIFY(legacy.ok());
        QCOMPARE(legacy->rawStatus, u"PROCESSING"_s);
        QCOMPARE(legacy->state, RowState::InFlight);
        QVERIFY(!legacy->attempts.has_value());
        auto legacyDone = r.row(publicationId(8));
        QVERIFY(legacyDone.ok());
        QCOMPARE(legacyDone->rawStatus, u"COMPLETED"_s);
        QCOMPARE(legacyDone->state, RowState::Sent);
        QCOMPARE(pageIds(r, dead), (QStringList{publicationId(4), publicationId(5)}));
        QCOMPARE(pageIds(r, ofKind(QString::fromUtf8(kCancelled))),
                 (QStringList{publicationId(4), publicationId(6), publicationId(8)}));
        QCOMPARE(pageIds(r, ofKind(QString::fromUtf8(kPlaced), {RowState::InFlight})),
                 (QStringList{publicationId(2), publicationId(7)}));
    } else if (f == u"modulith-v1"_s) {
        OutboxReader r = reader();
        auto incomplete = r.row(publicationId(1));
        QVERIFY2(incomplete.ok(), qPrintable(test::errorText(incomplete)));
        QCOMPARE(incomplete->rawStatus, u"INCOMPLETE"_s);
        QCOMPARE(incomplete->state, RowState::Pending);
        QVERIFY(!incomplete->attempts.has_value());
        QCOMPARE(incomplete->aggregateId, listenerOf(kPlaced));
        auto completed = r.row(publicationId(2));
        QVERIFY(completed.ok());
        QCOMPARE(completed->state, RowState::Sent);
        QCOMPARE(completed->changedAt, utc(10, 2));
        RowFilter pending;
        pending.states = {RowState::Pending};
        QCOMPARE(pageIds(r, pending), (QStringList{publicationId(1), publicationId(3)}));
        QCOMPARE(pageIds(r, ofKind(QString::fromUtf8(kCancelled))), QStringList{publicationId(3)});
    } else {
        OutboxReader r = reader(OutboxFormat::Mapped, jobOptions());
        auto failed = r.row(u"104"_s);
        QVERIFY2(failed.ok(), qPrintable(test::errorText(failed)));
        QCOMPARE(failed->id, u"104"_s);
        QCOMPARE(failed->rawStatus, u"FAILED"_s);
        QCOMPARE(failed->state, RowState::Dead);
        QCOMPARE(failed->kind, u"order.shipped"_s);
        QCOMPARE(failed->lastError, u"timeout after 30 s"_s);
        QCOMPARE(failed->attempts.value_or(-1), 3);
        QCOMPARE(failed->aggregateId, u"order-2"_s);
        QCOMPARE(failed->createdAt, utc(9, 4));
        QCOMPARE(failed->payloadText, u"{\"job\":104}"_s);
        QCOMPARE(pageIds(r, dead), (QStringList{u"104"_s, u"105"_s}));
        QCOMPARE(pageIds(r, ofKind(u"invoice.sent"_s)), (QStringList{u"105"_s, u"106"_s}));
        auto debezium = resolve(u"debezium_outbox"_s, OutboxFormat::Mapped);
        QVERIFY2(debezium.ok(), qPrintable(test::errorText(debezium)));
        OutboxReader d(session(), *debezium);
        auto event = d.row(debeziumId(2));
        QVERIFY2(event.ok(), qPrintable(test::errorText(event)));
        QCOMPARE(event->rawStatus, u"present"_s);
        QCOMPARE(event->state, RowState::Pending);
        QCOMPARE(event->kind, u"OrderShipped"_s);
        QCOMPARE(event->aggregateType, u"order"_s);
        QCOMPARE(event->aggregateId, u"order-2"_s);
        QCOMPARE(pageIds(d, ofKind(u"OrderPlaced"_s)).size(), 2);
    }
}

// 4. A retry changes exactly what the library's own retry changes, on the dead rows planned; a row
// that changed meanwhile is skipped and left as it is.
void TestOtherFormats::retry_data() {
    addFormats({u"cap"_s, u"gruelbox"_s, u"mapped"_s});
}

void TestOtherFormats::retry() {
    const QString f = format();
    const bool mapped = f == u"mapped"_s;
    OutboxReader r = mapped ? reader(OutboxFormat::Mapped, jobOptions()) : reader();
    auto plan = planRetry(r, {{}, {}, 100});
    QVERIFY2(plan.ok(), qPrintable(test::errorText(plan)));
    const QString idColumn = f == u"cap"_s ? u"Id"_s : mapped ? u"job_id"_s : u"id"_s;
    QString kept, meanwhile; // retried; changed by its writer between plan and apply
    if (f == u"cap"_s) {
        QCOMPARE(plan->ids, (QStringList{capId(6), capId(7)}));
        kept = capId(6);
        meanwhile = capId(7);
        // CAP sent row 7 meanwhile (ChangeMessageStateAsync to Succeeded).
        QVERIFY(exec(capChangeState(database()), {capContent(kCapMessages[6], true), 52,
                                                  at(9, 7, 2), u"Succeeded"_s, kCapIdBase + 7}));
    } else if (f == u"gruelbox"_s) {
        QCOMPARE(plan->ids, (QStringList{gruelboxId(2), gruelboxId(3)}));
        kept = gruelboxId(2);
        meanwhile = gruelboxId(3);
        // The application unblocked entry 3 itself (TransactionOutbox.unblock).
        QVERIFY(exec(kGruelboxUnblock, {meanwhile}));
    } else {
        QCOMPARE(plan->ids, (QStringList{u"104"_s, u"105"_s}));
        kept = u"104"_s;
        meanwhile = u"105"_s;
        // The job's own worker finished job 105 meanwhile.
        QVERIFY(exec(u"UPDATE job_queue SET state = 'DONE' WHERE job_id = 105"_s, {}));
    }
    const Snapshot before = snapshot(tableName(), idColumn);
    QVERIFY(before.contains(kept) && before.contains(meanwhile));

    auto outcome = applyRetry(r, *plan, context());
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->changed, 1);
    QCOMPARE(outcome->skipped, 1);

    // Every other column of every row as it was: CAP's Content, Version, Added and ExpiresAt;
    // gruelbox's version, nextAttemptTime, lastAttemptTime and invocation.
    Snapshot expected = before;
    if (f == u"cap"_s) {
        expected[kept][u"statusname"_s] = u"Scheduled"_s;
        expected[kept][u"retries"_s] = u"0"_s;
    } else if (f == u"gruelbox"_s) {
        expected[kept][u"attempts"_s] = u"0"_s;
        expected[kept][u"blocked"_s] = postgres() ? u"false"_s : u"0"_s;
    } else {
        expected[kept][u"state"_s] = u"NEW"_s;
        expected[kept][u"tries"_s] = u"0"_s;
        expected[kept][u"failure"_s] = u"NULL"_s;
    }
    QCOMPARE(lines(snapshot(tableName(), idColumn)), lines(expected));
    // And the console reads the row as its library will: pending again.
    auto row = r.row(kept);
    QVERIFY(row.ok());
    QCOMPARE(row->state, RowState::Pending);
}

// 5. Mark done writes what the library writes on completion, on dead rows only.
void TestOtherFormats::markDone_data() {
    addFormats({u"cap"_s, u"modulith"_s, u"mapped"_s});
}

void TestOtherFormats::markDone() {
    const QString f = format();
    const bool mapped = f == u"mapped"_s;
    OutboxReader r = mapped ? reader(OutboxFormat::Mapped, jobOptions()) : reader();
    QString done, notDead, meanwhile;
    QString idColumn;
    if (f == u"cap"_s) {
        idColumn = u"Id"_s;
        done = capId(6);
        notDead = capId(4); // Retrying: CAP's own
        meanwhile = capId(7);
        // Another console handed row 7 back to CAP meanwhile (Scheduled, as CAP's users do).
        QVERIFY(exec(capChangeState(database()), {capContent(kCapMessages[6], true), 0, nullText(),
                                                  u"Scheduled"_s, kCapIdBase + 7}));
    } else if (f == u"modulith"_s) {
        idColumn = u"id"_s;
        done = publicationId(4);
        notDead = publicationId(1);
        meanwhile = publicationId(5);
        // The application resubmitted publication 5 (FailedEventPublications.resubmit).
        QVERIFY(exec(kModulithResubmitted, {timestamp(at(12, 0)), meanwhile}));
    } else {
        idColumn = u"job_id"_s;
        done = u"104"_s;
        notDead = u"101"_s;
        meanwhile = u"105"_s;
        // The job's own worker took job 105 up again meanwhile.
        QVERIFY(exec(u"UPDATE job_queue SET state = 'RETRY' WHERE job_id = 105"_s, {}));
    }
    const Snapshot before = snapshot(tableName(), idColumn);
    auto outcome = outbox::markDone(r, {done, notDead, meanwhile}, context());
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->changed, 1);
    QCOMPARE(outcome->skipped, 2);

    const Snapshot after = snapshot(tableName(), idColumn);
    Snapshot expected = before;
    if (f == u"cap"_s) {
        expected[done][u"statusname"_s] = u"Succeeded"_s;
    } else if (f == u"modulith"_s) {
        expected[done][u"status"_s] = u"COMPLETED"_s;
        // The completion date is now (the database's clock): set, where it was not.
        QCOMPARE(before[done][u"completion_date"_s], u"NULL"_s);
        QVERIFY(after[done][u"completion_date"_s] != u"NULL"_s);
        expected[done][u"completion_date"_s] = after[done][u"completion_date"_s];
        QCOMPARE(after[meanwhile][u"status"_s], u"RESUBMITTED"_s);
    } else {
        expected[done][u"state"_s] = u"DONE"_s;
    }
    QCOMPARE(lines(after), lines(expected));
    auto row = r.row(done);
    QVERIFY(row.ok());
    QCOMPARE(row->state, RowState::Sent);
    if (f == u"modulith"_s) {
        QVERIFY(row->changedAt.isValid());
        QVERIFY(qAbs(row->changedAt.secsTo(QDateTime::currentDateTimeUtc())) < 300);
    }
}

// 6. What a library does not do, the console refuses, and nothing changes; so are ids that cannot
// be the table's and every bad mapping, each named.
void TestOtherFormats::purge_data() {
    addFormats({u"cap"_s, u"gruelbox"_s, u"modulith"_s, u"mapped"_s});
}

// Purge deletes the sent rows older than the period, as each library's own cleanup does, one
// statement on its table by id and state; every other row stays as it was, cell for cell. A
// table without a sent state (a mapped one without a status column) is refused.
void TestOtherFormats::purge() {
    const QString f = format();
    const bool mapped = f == u"mapped"_s;
    if (mapped) {
        auto table = resolve(u"debezium_outbox"_s, OutboxFormat::Mapped);
        QVERIFY2(table.ok(), qPrintable(test::errorText(table)));
        OutboxReader plain(session(), *table);
        const Snapshot before = snapshot(u"debezium_outbox"_s, u"id"_s);
        auto refusedPurge = purgeSent(plain, {86400, {}}, context());
        OUTBOX_VERIFY_FAILS_SAYING(refusedPurge, u"no sent status"_s);
        QCOMPARE(lines(snapshot(u"debezium_outbox"_s, u"id"_s)), lines(before));
    }
    // Spring Modulith with its archive table (completion mode ARCHIVE): the purged rows move
    // there, cell for cell, as the library moves them. The archive has the table's columns.
    const bool archive = f == u"modulith"_s;
    if (archive)
        QVERIFY(test::runSql(session(), {postgres() ? u"CREATE TABLE event_publication_archive "
                                                      u"(LIKE event_publication INCLUDING ALL)"_s
                                                    : u"CREATE TABLE EVENT_PUBLICATION_ARCHIVE "
                                                      u"LIKE EVENT_PUBLICATION"_s})
                    .ok());
    OutboxReader r = mapped ? reader(OutboxFormat::Mapped, jobOptions()) : reader();
    const QString name = mapped ? u"job_queue"_s : tableName();
    const QString idColumn = f == u"cap"_s ? u"Id"_s : mapped ? u"job_id"_s : u"id"_s;
    auto counts = r.counts();
    QVERIFY2(counts.ok(), qPrintable(test::errorText(counts)));
    const qint64 sent = counts->of(RowState::Sent);
    QVERIFY(sent > 0);
    const Snapshot before = snapshot(name, idColumn);
    RowFilter sentRows;
    sentRows.states = {RowState::Sent};
    const QStringList sentIds = pageIds(r, sentRows);
    QCOMPARE(qint64(sentIds.size()), sent);
    auto outcome = purgeSent(r, {86400, {}}, context());
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->changed, sent);
    auto after = r.counts();
    QVERIFY(after.ok());
    QCOMPARE(after->of(RowState::Sent), 0);
    QCOMPARE(after->total, counts->total - sent);
    Snapshot expected = before;
    Snapshot archived;
    for (const QString &id : sentIds)
        archived.insert(id, expected.take(id));
    QCOMPARE(lines(snapshot(name, idColumn)), lines(expected));
    if (archive) {
        const QString archiveTable =
            postgres() ? u"event_publication_archive"_s : u"EVENT_PUBLICATION_ARCHIVE"_s;
        QCOMPARE(lines(snapshot(archiveTable, idColumn)), lines(archived));
        // A row archived already is never copied twice: a second purge of the same rows (put
        // back by hand) deletes them and leaves the archive as it was.
        QVERIFY(exec(u"INSERT INTO %1 SELECT * FROM %2"_s.arg(sql(name), sql(archiveTable)), {}));
        auto again = purgeSent(r, {86400, {}}, context());
        QVERIFY2(again.ok(), qPrintable(test::errorText(again)));
        QCOMPARE(again->changed, sent);
        QCOMPARE(lines(snapshot(archiveTable, idColumn)), lines(archived));
        QCOMPARE(lines(snapshot(name, idColumn)), lines(expected));
    }
}

void TestOtherFormats::refusalsChangeNothing_data() {
    addFormats({u"cap"_s, u"gruelbox"_s, u"modulith"_s, u"modulith-v1"_s, u"mapped"_s});
}

void TestOtherFormats::refusalsChangeNothing() {
    const QString f = format();
    const bool mapped = f == u"mapped"_s;
    const QString name = mapped ? u"debezium_outbox"_s : tableName();
    const QString idColumn = f == u"cap"_s ? u"Id"_s : u"id"_s;
    auto table = mapped ? resolve(name, OutboxFormat::Mapped) : resolve(name);
    QVERIFY2(table.ok(), qPrintable(test::errorText(table)));
    OutboxReader r(session(), *table);
    const Snapshot before = snapshot(name, idColumn);
    QVERIFY(!before.isEmpty());
    const auto refused = [](const auto &result, ErrorKind kind, const QString &words) {
        if (result.ok())
            return u"not refused"_s;
        if (result.error().kind != kind || !result.error().message.contains(words))
            return u"refused with \"%1\""_s.arg(result.error().message);
        return QString();
    };
    // The relay never runs on another library's rows.
    QCOMPARE(refused(checkChangeOffered(r.table(), u"relaying"_s), ErrorKind::Refused,
                     u"delivered by its own library"_s),
             QString());
    ActionContext c = context();
    if (f == u"modulith"_s) {
        // Not even a dry run: no retry can follow it.
        auto plan = planRetry(r, {{}, {}, 100});
        QCOMPARE(refused(plan, ErrorKind::Refused, u"resubmission"_s), QString());
        QVERIFY2(plan.error().message.contains(u"FailedEventPublications"_s),
                 qPrintable(plan.error().message));
        // Nor a retry of a plan made elsewhere (the ids of the dead rows).
        RetryPlan dead;
        dead.ids = {publicationId(4), publicationId(5)};
        auto retried = applyRetry(r, dead, c);
        QCOMPARE(refused(retried, ErrorKind::Refused, u"resubmission"_s), QString());
    } else if (f == u"modulith-v1"_s) {
        // 1.x has no failed state: mark done (dead to sent) has no row to take.
        QCOMPARE(refused(outbox::markDone(r, {publicationId(1)}, c), ErrorKind::Refused,
                         u"has no dead status"_s),
                 QString());
    } else if (f == u"gruelbox"_s) {
        QCOMPARE(refused(outbox::markDone(r, {gruelboxId(2)}, c), ErrorKind::Refused,
                         u"mark done is not offered"_s),
                 QString());
        QCOMPARE(refused(releaseRows(r, {gruelboxId(4)}, c), ErrorKind::Refused,
                         u"release is not offered"_s),
                 QString());
    } else if (f == u"cap"_s) {
        QCOMPARE(
            refused(releaseRows(r, {capId(9)}, c), ErrorKind::Refused, u"release is not offered"_s),
            QString());
        // CAP's ids are whole numbers: anything else is named, never sent to the database.
        QCOMPARE(refused(outbox::markDone(r, {capId(6), u"abc"_s}, c), ErrorKind::InvalidInput,
                         u"whole numbers"_s),
                 QString());
        QCOMPARE(refused(r.row(u"abc"_s), ErrorKind::InvalidInput, u"whole numbers"_s), QString());
        QCOMPARE(refused(r.row(u"6; DROP TABLE x"_s), ErrorKind::InvalidInput, u"whole numbers"_s),
                 QString());
    } else {
        // No status mapped: read-only.
        RetryPlan plan;
        plan.ids = {debeziumId(1)};
        plan.description = u"ids=1"_s;
        QCOMPARE(refused(applyRetry(r, plan, c), ErrorKind::Refused, u"read-only"_s), QString());
        QCOMPARE(
            refused(outbox::markDone(r, {debeziumId(1)}, c), ErrorKind::Refused, u"read-only"_s),
            QString());
        // Each bad mapping is named.
        const Snapshot jobsBefore = snapshot(u"job_queue"_s, u"job_id"_s);
        QCOMPARE(jobsBefore.size(), 6);
        FormatOptions options;
        QCOMPARE(refused(parseMappedRoles({u"colour=state"_s}, options), ErrorKind::InvalidInput,
                         u"Unknown role \"colour\""_s),
                 QString());
        QCOMPARE(refused(parseMappedRoles({u"status"_s}, options), ErrorKind::InvalidInput,
                         u"write NAME=VALUE"_s),
                 QString());
        QCOMPARE(refused(parseStateValues({u"stuck=WAITING"_s}, options), ErrorKind::InvalidInput,
                         u"Unknown state \"stuck\""_s),
                 QString());
        QVERIFY(options.roles.isEmpty() && options.stateValues.isEmpty());
        FormatOptions missing = jobOptions();
        missing.roles[u"status"_s] = u"phase"_s;
        auto noColumn = resolve(u"job_queue"_s, OutboxFormat::Mapped, missing);
        QCOMPARE(
            refused(noColumn, ErrorKind::InvalidInput, u"no column \"phase\" (mapped to status)"_s),
            QString());
        QVERIFY2(noColumn.error().message.contains(u"job_id, state, tries, failure, created_on"_s),
                 qPrintable(noColumn.error().message));
        FormatOptions noValues = jobOptions();
        noValues.stateValues.clear();
        QCOMPARE(refused(resolve(u"job_queue"_s, OutboxFormat::Mapped, noValues),
                         ErrorKind::InvalidInput, u"but not what its values mean"_s),
                 QString());
        FormatOptions noPending = jobOptions();
        noPending.stateValues.remove(u"pending"_s);
        QCOMPARE(refused(resolve(u"job_queue"_s, OutboxFormat::Mapped, noPending),
                         ErrorKind::InvalidInput, u"mean pending"_s),
                 QString());
        QCOMPARE(refused(resolve(u"job_queue"_s, OutboxFormat::Mapped), ErrorKind::InvalidInput,
                         u"has no id column"_s),
                 QString());
        QCOMPARE(lines(snapshot(u"job_queue"_s, u"job_id"_s)), lines(jobsBefore));
    }
    QCOMPARE(lines(snapshot(name, idColumn)), lines(before));
}

QTEST_GUILESS_MAIN(TestOtherFormats)
// 7. The keys a failed head holds back, where the library delivers a key's rows in order:
// gruelbox's ordered topics (by seq, not by the console's created time) and a mapped table's key;
// none for CAP and Spring Modulith, which deliver in no order per key. Parking, the console
// relay's, is refused.
void TestOtherFormats::blockedKeys_data() {
    addFormats({u"cap"_s, u"gruelbox"_s, u"modulith"_s, u"mapped"_s});
}

void TestOtherFormats::blockedKeys() {
    const QString f = format();
    const bool mapped = f == u"mapped"_s;
    OutboxReader r = mapped ? reader(OutboxFormat::Mapped, jobOptions()) : reader();
    BlockedRequest request;
    request.now = utc(9, 20); // the heads' times are minutes old, not an hour
    auto keys = outbox::blockedKeys(r, request);
    QVERIFY2(keys.ok(), qPrintable(test::errorText(keys)));
    auto totals = countBlockedKeys(r, request);
    QVERIFY2(totals.ok(), qPrintable(test::errorText(totals)));
    if (f == u"cap"_s || f == u"modulith"_s) {
        QVERIFY(!ordersByKey(r.table()));
        QVERIFY(keys->isEmpty());
        QCOMPARE(totals->keys, qint64(0));
        return;
    }
    QVERIFY(ordersByKey(r.table()));
    const auto keyIds = [&](const QList<BlockedKey> &list) {
        QStringList out;
        for (const BlockedKey &k : list)
            out.append(u"%1:%2+%3"_s.arg(k.key, k.head.id).arg(k.behind));
        return out;
    };
    if (f == u"gruelbox"_s) {
        // Topic order-42: entry 6 (seq 1) failed seven times and is retried for ever: it holds
        // entry 7 (seq 2) back, though 7's created time (its due time, 09:07) is older than 6's
        // (its last attempt, 09:18). The unordered entries are in no key.
        QCOMPARE(keyIds(*keys), QStringList{u"order-42:%1+1"_s.arg(gruelboxId(6))});
        QCOMPARE(totals->keys, qint64(1));
        QCOMPARE(totals->rowsHeldBack, qint64(1));
        auto seven = r.row(gruelboxId(7));
        QVERIFY(seven.ok());
        auto behind = waitsBehind(r, *seven);
        QVERIFY2(behind.ok(), qPrintable(test::errorText(behind)));
        QVERIFY(behind->has_value());
        QCOMPARE((*behind)->head.id, gruelboxId(6));
        QCOMPARE((*behind)->ahead, qint64(1));
        auto six = r.row(gruelboxId(6));
        QVERIFY(six.ok());
        QVERIFY(!waitsBehind(r, *six)->has_value());
        // Unblocked by the library (attempts 0), the head blocks again only once it has waited
        // an hour.
        QVERIFY(exec(u"UPDATE TXNO_OUTBOX SET attempts = 0 WHERE id = ?"_s, {gruelboxId(6)}));
        QCOMPARE(countBlockedKeys(r, request)->keys, qint64(0));
        request.now = utc(10, 30);
        QCOMPARE(countBlockedKeys(r, request)->keys, qint64(1));
    } else {
        // order-1: 101 (NEW, 09:01) heads 102; order-2: 103 (RUNNING since 09:03) heads 104
        // (FAILED); order-3: 105 (FAILED) heads nothing undelivered (106 is DONE). At 09:20 no
        // head has waited an hour: only the failed ones block, and 103 has not failed.
        QCOMPARE(keyIds(*keys), QStringList());
        QCOMPARE(totals->keys, qint64(0));
        request.now = utc(10, 30);
        keys = outbox::blockedKeys(r, request);
        QVERIFY2(keys.ok(), qPrintable(test::errorText(keys)));
        QCOMPARE(keyIds(*keys), (QStringList{u"order-1:101+1"_s, u"order-2:103+1"_s}));
        // A head never tried waits for the table's own relay, not the console's.
        const QString why = headWaitReason(r.table(), keys->constFirst().head, request.now);
        QVERIFY2(why.startsWith(u"not attempted yet"_s) && why.contains(u"Mapped table"_s),
                 qPrintable(why));
        QCOMPARE(countBlockedKeys(r, request)->rowsHeldBack, qint64(2));
        // Once 103 is done, the failed 104 heads order-2: alone it holds nothing back; a new job
        // behind it is held back at once.
        QVERIFY(exec(u"UPDATE job_queue SET state = 'DONE' WHERE job_id = 103"_s, {}));
        request.now = utc(9, 20);
        keys = outbox::blockedKeys(r, request);
        QVERIFY(keys.ok());
        QCOMPARE(keyIds(*keys), QStringList());
        QVERIFY(exec(u"INSERT INTO job_queue (job_id, state, tries, failure, created_on, "
                     u"topic_key, kind, body) VALUES (107, 'NEW', 0, NULL, ?, 'order-2', "
                     u"'order.shipped', '{}')"_s,
                     {at(9, 7)}));
        keys = outbox::blockedKeys(r, request);
        QVERIFY(keys.ok());
        QCOMPARE(keyIds(*keys), QStringList{u"order-2:104+1"_s});
    }
    // Parking lets the console's relay go past a head: refused where the library delivers.
    auto parked = parkRows(r, {keys->constFirst().head.id}, context());
    OUTBOX_VERIFY_FAILS_AS(parked, ErrorKind::Refused, u"retry the head instead"_s);
}

#include "tst_otherformats.moc"
