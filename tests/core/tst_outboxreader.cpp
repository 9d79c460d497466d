// The core reading both formats on real PostgreSQL, MariaDB and SQLite, loaded with the writers'
// own DDL and sample rows from tests/data/schemas: every database × format × table-name variant.
#include "actions/rowactions.h"
#include "failurechecks.h"
#include "query/outboxreader.h"
#include "query/tablestats.h"
#include "schema/consoletable.h"
#include "schema/groupnotes.h"
#include "schema/tableresolver.h"
#include "schema/vocabularyrecord.h"
#include "testdatabases.h"

#include <QJsonObject>
#include <QScopeGuard>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {
// Sample rows of vortos-postgres.sql, newest first by (created_at, id).
const QString A = u"0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60"_s; // promote dead 06-01 09:05:10
const QString B = u"0193f1a2-7c11-7b2d-8e11-4d2a3b4c5d61"_s; // put pending 09:05:11
const QString C = u"0193f1a2-7c12-7c3e-9f22-5e3b4c5d6e62"_s; // delete done 09:05:11
const QString D = u"0193f1a2-7c13-7d4f-a033-6f4c5d6e7f63"_s; // copy pending 09:05:12
const QString E = u"0193f1a2-7c14-7e50-b144-7a5d6e7f8064"_s; // move dead 05-31 22:00
const QStringList vortosNewestFirst = {D, C, B, A, E};

// FennFlow on PostgreSQL (shipped vocabulary: no 'created' rows) and on SQLite.
const QStringList fennPgNewestFirst = {u"06217dad-3c1e-4b8f-9a51-0f5e2d7c9b10"_s,
                                       u"8b1d3022-ae4c-4f73-9d8b-2c3d4e5f6071"_s,
                                       u"7a0c2f11-9d3b-4e62-8c7a-1b2c3d4e5f60"_s};
const QStringList fennSqliteNewestFirst = {u"4708d6284bd046099dcee5e5b7fd62bc"_s,
                                           u"2755661a18154177949ffbea8653d3c5"_s};
} // namespace

class TestOutboxReader : public QObject {
    Q_OBJECT
private slots:
    void initTestCase_data();
    void initTestCase();
    void cleanupTestCase();
    void resolvesTableAndFormat();
    void vocabularyIsNeverGuessed();
    void countsPerState();
    void estimatesSentOnLargeTables();
    void pagesCoverEveryRowInOrder();
    void statePagesOfAnOldIncident();
    void filtersOnTheServer();
    void readsOneRowWithParsedPayload();
    void histogramAddsUpToTotal();
    void oldestPending();
    void badInputIsRefusedClearly();
    void indexAdviceRunsAndIsUsed();
    void statsOfSmallTablesOnOneConnection();
    void statsOfLargeTablesSideBySide();
    void groupNotesKeptPerTable();
    void textLiteralsReadBack();

private:
    struct Fixture {
        std::unique_ptr<DatabaseSession> session;
    };
    DatabaseSession &sessionFor(const QString &database);
    // The session of this row of the matrix when it is that database's table, else null (a test
    // of one table only).
    DatabaseSession *onlyOn(const QString &wantedDatabase, const QString &wantedTable);
    OutboxReader readerFor(const QString &database, const QString &table);
    QStringList ids(OutboxReader &reader, const RowFilter &filter);
    QStringList walk(OutboxReader &reader, SortOrder order);

    QTemporaryDir m_dir;
    test::BackendSessions m_sessions;
};

void TestOutboxReader::initTestCase_data() {
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("table"); // empty: default candidates
    QTest::addColumn<QString>("resolved");
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("vocabulary");
    QTest::addColumn<QStringList>("newestFirst");
    QTest::addColumn<int>("idStorage");

    QTest::newRow("sqlite vortos prefix")
        << u"sqlite"_s << u"vortos_object_store_outbox"_s << u"vortos_object_store_outbox"_s
        << u"vortos"_s << u"vortos"_s << vortosNewestFirst << int(IdStorage::Text36);
    QTest::newRow("sqlite vortos plain")
        << u"sqlite-plain"_s << u"object_store_outbox"_s << u"object_store_outbox"_s << u"vortos"_s
        << u"vortos"_s << vortosNewestFirst << int(IdStorage::Text36);
    QTest::newRow("sqlite default")
        << u"sqlite"_s << QString() << u"vortos_object_store_outbox"_s << u"vortos"_s << u"vortos"_s
        << vortosNewestFirst << int(IdStorage::Text36);
    QTest::newRow("sqlite fennflow")
        << u"sqlite"_s << u"outbox"_s << u"outbox"_s << u"fennflow"_s << u"shipped"_s
        << fennSqliteNewestFirst << int(IdStorage::Hex32);
    QTest::newRow("postgresql vortos schema")
        << u"postgresql"_s << u"vortos.object_store_outbox"_s << u"vortos.object_store_outbox"_s
        << u"vortos"_s << u"vortos"_s << vortosNewestFirst << int(IdStorage::Uuid);
    QTest::newRow("postgresql vortos prefix")
        << u"postgresql"_s << u"vortos_object_store_outbox"_s << u"vortos_object_store_outbox"_s
        << u"vortos"_s << u"vortos"_s << vortosNewestFirst << int(IdStorage::Uuid);
    QTest::newRow("postgresql default")
        << u"postgresql"_s << QString() << u"vortos.object_store_outbox"_s << u"vortos"_s
        << u"vortos"_s << vortosNewestFirst << int(IdStorage::Uuid);
    QTest::newRow("postgresql fennflow")
        << u"postgresql"_s << u"fennflow.outbox"_s << u"fennflow.outbox"_s << u"fennflow"_s
        << u"shipped"_s << fennPgNewestFirst << int(IdStorage::Uuid);
    QTest::newRow("mariadb vortos")
        << u"mariadb"_s << u"vortos_object_store_outbox"_s << u"vortos_object_store_outbox"_s
        << u"vortos"_s << u"vortos"_s << vortosNewestFirst << int(IdStorage::Text36);
}

DatabaseSession &TestOutboxReader::sessionFor(const QString &database) {
    return m_sessions.at(database);
}

DatabaseSession *TestOutboxReader::onlyOn(const QString &wantedDatabase,
                                          const QString &wantedTable) {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    return database == wantedDatabase && table == wantedTable ? &sessionFor(database) : nullptr;
}

void TestOutboxReader::initTestCase() {
    QVERIFY(m_dir.isValid());
    const auto check = [](const Status &s) { return s.ok() ? QString() : s.error().message; };
    QCOMPARE(check(m_sessions.open(m_dir.path(), u"test"_s)), QString());
    QCOMPARE(check(m_sessions.openSqlite(u"sqlite-plain"_s, m_dir.filePath(u"plain.sqlite"_s),
                                         u"test-plain"_s)),
             QString());

    auto &lite = sessionFor(u"sqlite"_s);
    QCOMPARE(check(test::runSqlFile(lite, u"vortos-sqlite.sql"_s)), QString());
    QCOMPARE(check(test::runSql(lite, {test::vortosSampleInsert(u"vortos_object_store_outbox"_s)})),
             QString());
    // Index names are global in SQLite: the plain-named table lives in a database of its own.
    auto &plain = sessionFor(u"sqlite-plain"_s);
    QCOMPARE(check(test::runSqlFile(plain, u"vortos-sqlite.sql"_s, u"vortos_object_store_outbox"_s,
                                    u"object_store_outbox"_s)),
             QString());
    QCOMPARE(check(test::runSql(plain, {test::vortosSampleInsert(u"object_store_outbox"_s)})),
             QString());
    QCOMPARE(check(test::runSqlFile(lite, u"fennflow-sqlite.sql"_s)), QString());

    // The tables as their writers made them: none of the console's own beside them, whatever
    // other tests left in the shared servers (a FennFlow table without the delivery table has no
    // error to search, which filtersOnTheServer checks).
    for (const QString &database : {u"postgresql"_s, u"mariadb"_s}) {
        QStringList drops;
        for (const RelayTable &console : relayTables())
            drops << u"DROP TABLE IF EXISTS "_s + QString::fromLatin1(console.name);
        QCOMPARE(check(test::runSql(sessionFor(database), drops)), QString());
    }
    auto &pg = sessionFor(u"postgresql"_s);
    QCOMPARE(
        check(test::runSql(pg, {u"DROP SCHEMA IF EXISTS vortos CASCADE"_s,
                                u"DROP SCHEMA IF EXISTS fennflow CASCADE"_s,
                                u"DROP TABLE IF EXISTS vortos_object_store_outbox, not_outbox"_s})),
        QString());
    QCOMPARE(check(test::runSqlFile(pg, u"vortos-postgres.sql"_s)), QString());
    QCOMPARE(check(test::runSqlFile(pg, u"vortos-postgres-prefix.sql"_s)), QString());
    QCOMPARE(check(test::runSql(pg, {test::vortosSampleInsert(u"vortos_object_store_outbox"_s)})),
             QString());
    QCOMPARE(check(test::runSqlFile(pg, u"fennflow-postgres.sql"_s)), QString());

    auto &maria = sessionFor(u"mariadb"_s);
    // The writer's payloads carry "\/"; keep MariaDB from reading backslashes as escapes.
    QCOMPARE(check(test::runSql(
                 maria, {u"SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')"_s,
                         u"DROP TABLE IF EXISTS vortos_object_store_outbox, not_outbox"_s})),
             QString());
    QCOMPARE(check(test::runSqlFile(maria, u"vortos-mysql.sql"_s)), QString());
    QCOMPARE(
        check(test::runSql(maria, {test::vortosSampleInsert(u"vortos_object_store_outbox"_s)})),
        QString());

    QCOMPARE(check(m_sessions.runEach({u"CREATE TABLE not_outbox (id INT, note VARCHAR(20))"_s})),
             QString());
}

void TestOutboxReader::cleanupTestCase() {
    m_sessions.close();
}

OutboxReader TestOutboxReader::readerFor(const QString &database, const QString &table) {
    TableRequest request;
    // The FennFlow samples are the shipped writer's: said, as a user does once (it cannot be
    // told from rows that never read 'created'; vocabularyIsNeverGuessed tests that).
    request.vocabulary = u"shipped"_s;
    if (!table.isEmpty())
        request.table = *TableName::parse(table);
    return test::readerOrFail(sessionFor(database),
                              TableResolver::resolve(sessionFor(database), request));
}

QStringList TestOutboxReader::ids(OutboxReader &reader, const RowFilter &filter) {
    auto page = reader.page({filter, SortOrder::NewestFirst, 100, {}});
    if (!page) {
        QTest::qFail(qPrintable(page.error().message), __FILE__, __LINE__);
        return {};
    }
    QStringList out;
    for (const OutboxRow &r : page->rows)
        out.append(QString(r.id).remove(u'-'));
    return out;
}

// A FennFlow table's vocabulary is given, recorded, or shown by a 'created' row; otherwise it is
// unknown, and changes refuse. Once recorded it survives a drained backlog, and what disagrees is
// a warning, never applied.
void TestOutboxReader::vocabularyIsNeverGuessed() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QString, format);
    if (format != u"fennflow"_s)
        QSKIP("Vortos tables have one vocabulary");
    DatabaseSession &session = sessionFor(database);
    const auto cleanup = [&] {
        return test::runSql(session, {u"DROP TABLE IF EXISTS vocabtest"_s,
                                      u"DROP TABLE IF EXISTS outbox_console_vocabulary"_s});
    };
    QVERIFY(cleanup().ok());
    // The shipped writer's sample: 'pending', 'failed' and 'sent', never 'created'.
    QVERIFY(
        test::runSql(session, {u"CREATE TABLE vocabtest AS SELECT * FROM %1"_s.arg(table)}).ok());
    const auto resolve = [&](const QString &vocabulary = {}) {
        TableRequest request;
        request.table = *TableName::parse(u"vocabtest"_s);
        if (!vocabulary.isEmpty())
            request.vocabulary = vocabulary;
        return TableResolver::resolve(session, request);
    };

    auto unknown = resolve();
    QVERIFY2(unknown.ok(), unknown.ok() ? "" : qPrintable(unknown.error().message));
    QCOMPARE(int(unknown->vocabularySource), int(VocabularySource::Unknown));
    QCOMPARE(unknown->vocabulary.name, u"unknown"_s);
    QCOMPARE(unknown->vocabulary.stateOf(u"pending"_s), RowState::Unknown);
    QCOMPARE(unknown->vocabulary.stateOf(u"failed"_s), RowState::Dead);
    const Status refused = checkVocabularyKnown(*unknown, u"retry"_s);
    QVERIFY(!refused);
    QVERIFY(refused.error().message.contains(u"--vocabulary"_s));

    // The documented writer's row: detected, and recorded once there is a record table.
    QVERIFY(test::runSql(session, {u"UPDATE vocabtest SET status = 'created' WHERE status = "
                                   "'pending'"_s})
                .ok());
    auto detected = resolve();
    QVERIFY(detected.ok());
    QCOMPARE(int(detected->vocabularySource), int(VocabularySource::Detected));
    QCOMPARE(detected->vocabulary.name, u"docs"_s);
    QCOMPARE(*VocabularyRecord::record(session, detected->name, u"docs"_s), false); // no table
    QVERIFY(VocabularyRecord::create(session).ok());
    QCOMPARE(*VocabularyRecord::record(session, detected->name, u"docs"_s), true);
    // Never replaced.
    QCOMPARE(*VocabularyRecord::record(session, detected->name, u"shipped"_s), true);
    QCOMPARE(**VocabularyRecord::read(session, detected->name), u"docs"_s);

    // Drained: no row reads 'created' any more, one is in flight ('pending' of the docs writer).
    QVERIFY(test::runSql(session, {u"UPDATE vocabtest SET status = 'sent' WHERE status = "
                                   "'created'"_s,
                                   u"UPDATE vocabtest SET status = 'pending' WHERE status = "
                                   "'failed'"_s})
                .ok());
    auto recorded = resolve();
    QVERIFY(recorded.ok());
    QCOMPARE(int(recorded->vocabularySource), int(VocabularySource::Recorded));
    QCOMPARE(recorded->vocabulary.name, u"docs"_s);
    QCOMPARE(recorded->vocabulary.stateOf(u"pending"_s), RowState::InFlight);
    QVERIFY(recorded->vocabularyWarning.isEmpty());
    QVERIFY(checkVocabularyKnown(*recorded, u"retry"_s).ok());

    // Given otherwise: used as given, with a warning that names the record.
    auto given = resolve(u"shipped"_s);
    QVERIFY(given.ok());
    QCOMPARE(int(given->vocabularySource), int(VocabularySource::Given));
    QCOMPARE(given->vocabulary.name, u"shipped"_s);
    QVERIFY2(given->vocabularyWarning.contains(u"docs"_s), qPrintable(given->vocabularyWarning));
    QVERIFY(cleanup().ok());
}

void TestOutboxReader::resolvesTableAndFormat() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(int, idStorage);
    OutboxReader reader = readerFor(database, table);
    QFETCH_GLOBAL(QString, resolved);
    QFETCH_GLOBAL(QString, format);
    QFETCH_GLOBAL(QString, vocabulary);
    QCOMPARE(reader.table().name.display(), resolved);
    QCOMPARE(formatName(reader.table().format), format);
    QCOMPARE(reader.table().vocabulary.name, vocabulary);
    QCOMPARE(int(reader.table().idStorage), idStorage);
    QVERIFY(!reader.table().hasCreatedAtIndex);
    // The sample ids are UUIDv7 from another time than created_at: id order is not creation order.
    QVERIFY(!reader.table().idsFollowCreation);
}

void TestOutboxReader::countsPerState() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QString, format);
    OutboxReader reader = readerFor(database, table);
    auto counts = reader.counts();
    QVERIFY(counts.ok());
    if (format == u"vortos"_s) {
        QCOMPARE(counts->total, 5);
        QCOMPARE(counts->of(RowState::Pending), 2);
        QCOMPARE(counts->of(RowState::Dead), 2);
        QCOMPARE(counts->of(RowState::Sent), 1);
        QCOMPARE(counts->byRawStatus.value(u"done"_s), 1);
    } else if (database == u"postgresql"_s) {
        QCOMPARE(counts->total, 3);
        QCOMPARE(counts->of(RowState::Pending), 1);
        QCOMPARE(counts->of(RowState::Dead), 1);
        QCOMPARE(counts->of(RowState::Sent), 1);
    } else {
        QCOMPARE(counts->total, 2);
        QCOMPARE(counts->of(RowState::Pending), 2);
    }
    QCOMPARE(counts->of(RowState::Unknown), 0);
}

// Large tables: sent (and the total) from the planner's row count, every other state exact. The
// tables here are small, so "large" is lowered to one row; ANALYZE makes the estimate exact.
void TestOutboxReader::estimatesSentOnLargeTables() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    OutboxReader reader = readerFor(database, table);
    auto exact = reader.counts();
    QVERIFY(exact.ok());
    QVERIFY(!exact->sentEstimated);
    if (database != u"sqlite"_s && database != u"sqlite-plain"_s) {
        QSqlQuery analyze(reader.session().database());
        QVERIFY2(analyze.exec(u"ANALYZE %1%2"_s.arg(
                     database == u"mariadb"_s ? u"TABLE "_s : QString(),
                     reader.session().dialect().qualified(reader.table().name))),
                 qPrintable(analyze.lastError().text()));
        while (analyze.next()) {
        }
    }
    // A row of a status outside the vocabulary is counted as unknown, estimate or not.
    const QString strayId = reader.page({{}, SortOrder::NewestFirst, 1, {}})->rows.value(0).id;
    QVERIFY(!strayId.isEmpty());
    const QString stored = reader.row(strayId)->rawStatus;
    const auto setStatus = [&](const QString &status) {
        const SqlDialect &d = reader.session().dialect();
        QSqlQuery set(reader.session().database());
        if (!set.prepare(u"UPDATE %1 SET status = ? WHERE %2"_s.arg(
                d.qualified(reader.table().name),
                d.idInCondition(u"id"_s, reader.table().idStorage, 1))))
            return false;
        set.addBindValue(status);
        for (const QVariant &v : d.idInValues({strayId}))
            set.addBindValue(v);
        return set.exec();
    };
    QVERIFY(setStatus(u"stray"_s));
    const auto restore = qScopeGuard([&] { setStatus(stored); });
    exact = reader.counts();
    QVERIFY(exact.ok());
    QCOMPARE(exact->of(RowState::Unknown), 1);
    CountOptions options;
    options.estimateSentWhenLarge = true;
    options.largeTableRows = 1;
    auto estimated = reader.counts({}, options);
    QVERIFY2(estimated.ok(), qPrintable(estimated.ok() ? QString() : estimated.error().message));
    if (database == u"sqlite"_s || database == u"sqlite-plain"_s) {
        QVERIFY(!estimated->sentEstimated); // SQLite keeps no estimate: exact
    } else {
        QVERIFY(estimated->sentEstimated);
        QCOMPARE(estimated->of(RowState::Sent), exact->of(RowState::Sent));
        QCOMPARE(estimated->total, exact->total);
    }
    QCOMPARE(estimated->of(RowState::Pending), exact->of(RowState::Pending));
    QCOMPARE(estimated->of(RowState::Dead), exact->of(RowState::Dead));
    QCOMPARE(estimated->of(RowState::Unknown), 1);
    QCOMPARE(estimated->byRawStatus.value(u"stray"_s), 1);
    // Below the threshold, and with any filter, counts stay exact.
    options.largeTableRows = 1'000'000'000;
    QVERIFY(!reader.counts({}, options)->sentEstimated);
    options.largeTableRows = 1;
    RowFilter f;
    f.kind = u"put"_s;
    QVERIFY(!reader.counts(f, options)->sentEstimated);
}

// What stats shows is the reader's counts and oldest pending row; a small table is read on the
// reader's connection alone.
void TestOutboxReader::statsOfSmallTablesOnOneConnection() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    OutboxReader reader = readerFor(database, table);
    auto stats = readTableStats(reader);
    QVERIFY2(stats.ok(), qPrintable(stats.ok() ? QString() : stats.error().message));
    QVERIFY(!stats->readSideBySide);
    QCOMPARE(stats->counts.byRawStatus, reader.counts()->byRawStatus);
    QCOMPARE(stats->oldestPending, *reader.oldestPending());
}

// FennFlow's own table (an index on status only) at 120,000 rows: the oldest pending row is found
// among all pending rows, so it is read on a second connection beside the counts, and is the same
// row the database names.
void TestOutboxReader::statsOfLargeTablesSideBySide() {
    DatabaseSession *only = onlyOn(u"postgresql"_s, u"fennflow.outbox"_s);
    if (!only)
        QSKIP("FennFlow's table on PostgreSQL is the one whose oldest pending row has no index");
    DatabaseSession &session = *only;
    QVERIFY(test::freshSchemaFrom(session, u"fennflow-postgres.sql"_s, u"fennflow"_s, u"bigstats"_s)
                .ok());
    // Instead of the samples: 2 % pending, created in an order unrelated to their ids or places.
    QVERIFY(test::runSql(
                session,
                {u"DELETE FROM bigstats.outbox"_s,
                 u"INSERT INTO bigstats.outbox SELECT md5('s' || g)::uuid, md5('e' || g)::uuid, "
                 "'StorageObject', 'default|||files|||f' || (g % 97), 'put', '{}'::json, CASE WHEN "
                 "g % 50 = 7 THEN 'pending' ELSE 'sent' END, timestamptz '2026-06-01 00:00:00+00' "
                 "+ ((g * 7919) % 120000) * interval '1 second', now() FROM generate_series(1, "
                 "120000) g"_s,
                 u"ANALYZE bigstats.outbox"_s})
                .ok());
    OutboxReader reader = readerFor(u"postgresql"_s, u"bigstats.outbox"_s);
    QVERIFY(!indexAdvice(reader.table(), session.spec().kind, session.dialect(), AdviceFor::Counts)
                 .isEmpty());
    // Large from 100,000 rows (2M by default: the test stays quick).
    StatsOptions options;
    options.sideBySideRows = 100'000;
    auto stats = readTableStats(reader, options);
    QVERIFY2(stats.ok(), qPrintable(stats.ok() ? QString() : stats.error().message));
    QVERIFY(stats->readSideBySide);
    QVERIFY(!readTableStats(reader)->readSideBySide);
    QCOMPARE(stats->counts.of(RowState::Pending), 2400);
    QCOMPARE(stats->counts.total, 120000);
    QSqlQuery oldest(session.database());
    QVERIFY(oldest.exec(u"SELECT to_char(min(created_at) AT TIME ZONE 'UTC', "
                        "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM bigstats.outbox WHERE status = "
                        "'pending'"_s) &&
            oldest.next());
    QVERIFY(stats->oldestPending.has_value());
    QCOMPARE(stats->oldestPending->toString(Qt::ISODate), oldest.value(0).toString());
    oldest.finish();
    // With sent estimated, the counts read only the rows that are not sent: nothing is read
    // beside them, and what is counted is exact.
    options.counts.estimateSentWhenLarge = true;
    options.counts.largeTableRows = 100'000;
    auto estimated = readTableStats(reader, options);
    QVERIFY2(estimated.ok(), qPrintable(estimated.ok() ? QString() : estimated.error().message));
    QVERIFY(!estimated->readSideBySide);
    QVERIFY(estimated->counts.sentEstimated);
    QCOMPARE(estimated->counts.of(RowState::Pending), 2400);
    QCOMPARE(estimated->oldestPending, stats->oldestPending);
    QVERIFY(test::runSql(session, {u"DROP SCHEMA bigstats CASCADE"_s}).ok());
}

QStringList TestOutboxReader::walk(OutboxReader &reader, SortOrder order) {
    QStringList seen;
    QString cursor;
    int pages = 0;
    do {
        auto page = reader.page({{}, order, 2, cursor});
        if (!page || page->rows.size() > 2 || ++pages > 10) {
            QTest::qFail("paging failed", __FILE__, __LINE__);
            return {};
        }
        for (const OutboxRow &r : page->rows)
            seen.append(r.id);
        cursor = page->nextCursor;
    } while (!cursor.isEmpty());
    return seen;
}

void TestOutboxReader::pagesCoverEveryRowInOrder() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QStringList, newestFirst);
    OutboxReader reader = readerFor(database, table);
    QStringList oldestFirst = newestFirst;
    std::reverse(oldestFirst.begin(), oldestFirst.end());
    QCOMPARE(walk(reader, SortOrder::NewestFirst), newestFirst);
    QCOMPARE(walk(reader, SortOrder::OldestFirst), oldestFirst);
    // A cursor from one order is refused by the other, with a message.
    auto first = reader.page({{}, SortOrder::NewestFirst, 1, {}});
    QVERIFY(first.ok() && !first->nextCursor.isEmpty());
    auto mixed = reader.page({{}, SortOrder::OldestFirst, 1, first->nextCursor});
    QVERIFY(!mixed.ok());
    QCOMPARE(mixed.error().kind, ErrorKind::InvalidInput);
    auto garbage = reader.page({{}, SortOrder::NewestFirst, 1, u"not-a-cursor!"_s});
    QVERIFY(!garbage.ok());
    QVERIFY(garbage.error().message.contains(u"Invalid cursor"_s));
}

// A Vortos table whose dead rows are the oldest (an incident months ago), ids in creation order:
// a page of dead rows by id walks a bounded number of newer ids, then reads the dead rows through
// the status index. Every page, both orders, through cursors, is the same as the state's rows
// sorted by id; pending rows (all among the newest) are paged by the walk alone.
void TestOutboxReader::statePagesOfAnOldIncident() {
    DatabaseSession *only = onlyOn(u"postgresql"_s, u"vortos.object_store_outbox"_s);
    if (!only)
        QSKIP("the bounded walk is PostgreSQL's; tested on one of its tables");
    DatabaseSession &session = *only;
    QVERIFY(
        test::freshSchemaFrom(session, u"vortos-postgres.sql"_s, u"vortos"_s, u"incident"_s).ok());
    // 12,000 rows: 300 dead (the oldest), then done with a dead row in every 30 of the newest
    // 3,000, the newest 40 pending. UUIDv7-shaped ids from the creation time, so that pages sort
    // by id.
    QVERIFY(
        test::runSql(
            session,
            {u"TRUNCATE incident.object_store_outbox"_s,
             u"INSERT INTO incident.object_store_outbox (id, operation, status, payload, "
             "created_at) SELECT (lpad(to_hex(1700000000000 + g * 1000), 12, '0') || '7000' || "
             "lpad(to_hex(g), 16, '0'))::uuid, 'put', CASE WHEN g <= 300 OR (g > 9000 AND g % 30 = "
             "0 AND "
             "g <= 11960) THEN 'dead' WHEN g > 11960 THEN 'pending' ELSE 'done' END, "
             "'{\"name\":\"put\"}', "
             "to_timestamp(1700000000 + g) AT TIME ZONE 'UTC' FROM generate_series(1, 12000) g"_s,
             u"ANALYZE incident.object_store_outbox"_s})
            .ok());
    OutboxReader reader = readerFor(u"postgresql"_s, u"incident.object_store_outbox"_s);
    QVERIFY(reader.table().idsFollowCreation);
    const auto expected = [&](const QString &status, SortOrder order) {
        QSqlQuery q(session.database());
        q.exec(u"SELECT id::text FROM incident.object_store_outbox WHERE status = '%1' ORDER BY id "
               "%2"_s.arg(status, order == SortOrder::NewestFirst ? u"DESC"_s : u"ASC"_s));
        QStringList out;
        while (q.next())
            out.append(q.value(0).toString());
        return out;
    };
    const auto pagesAreTheStatesRows = [&](OutboxReader &r) {
        for (const auto &[state, status] :
             {std::pair{RowState::Dead, u"dead"_s}, std::pair{RowState::Pending, u"pending"_s}}) {
            for (SortOrder order : {SortOrder::NewestFirst, SortOrder::OldestFirst}) {
                RowFilter f;
                f.states = {state};
                QStringList seen;
                QString cursor;
                do {
                    auto page = r.page({f, order, 70, cursor});
                    if (!page || page->rows.size() > 70)
                        return false;
                    for (const OutboxRow &row : page->rows)
                        seen.append(row.id);
                    cursor = page->nextCursor;
                } while (!cursor.isEmpty() && seen.size() <= 12000);
                if (seen != expected(status, order)) {
                    qWarning() << status << "pages differ from the state's rows sorted by id";
                    return false;
                }
            }
        }
        return true;
    };
    QVERIFY(pagesAreTheStatesRows(reader));

    // The advice names the index that serves such pages; once created, it is seen and used.
    QVERIFY(!reader.table().hasStatePageIndex);
    const auto advice = indexAdvice(reader.table(), DatabaseKind::PostgreSQL, session.dialect(),
                                    AdviceFor::StatePages);
    QCOMPARE(advice.size(), 1);
    QCOMPARE(advice.at(0).statement,
             u"CREATE INDEX CONCURRENTLY \"idx_object_store_outbox_status_id\" ON "
             u"\"incident\".\"object_store_outbox\" (\"status\", \"id\");"_s);
    QVERIFY(test::runSql(session, {advice.at(0).statement.chopped(1),
                                   u"ANALYZE incident.object_store_outbox"_s})
                .ok());
    OutboxReader indexed = readerFor(u"postgresql"_s, u"incident.object_store_outbox"_s);
    QVERIFY(indexed.table().hasStatePageIndex);
    QVERIFY(indexAdvice(indexed.table(), DatabaseKind::PostgreSQL, session.dialect(),
                        AdviceFor::StatePages)
                .isEmpty());
    QVERIFY(pagesAreTheStatesRows(indexed));
    QVERIFY(test::runSql(session, {u"DROP SCHEMA incident CASCADE"_s}).ok());
}

void TestOutboxReader::filtersOnTheServer() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QString, format);
    QFETCH_GLOBAL(QStringList, newestFirst);
    OutboxReader reader = readerFor(database, table);
    const auto plain = [](QStringList l) {
        for (QString &s : l)
            s.remove(u'-');
        return l;
    };
    RowFilter f;
    if (format == u"fennflow"_s) {
        if (database == u"postgresql"_s) {
            f.states = {RowState::Dead};
            QCOMPARE(ids(reader, f), plain({newestFirst.at(1)}));
            f = {};
            f.kind = u"create"_s;
            QCOMPARE(ids(reader, f), plain({newestFirst.at(2)}));
            f = {};
            f.aggregateId = u"e2acedaaf2523c91c8104107d611f3515dac52e69e531dd894033e68f137e0ba"_s;
            QCOMPARE(ids(reader, f), plain({newestFirst.at(0)}));
            f = {};
            f.payloadKey = u"status"_s;
            f.payloadValue = u"uploaded"_s;
            QCOMPARE(ids(reader, f), plain({newestFirst.at(1), newestFirst.at(2)}));
        } else {
            f.payloadContains = u"REPORTS/OLD"_s;
            QCOMPARE(ids(reader, f), plain({newestFirst.at(0)}));
            f = {};
            f.id = u"2755661a-1815-4177-949f-fbea8653d3c5"_s; // dashed input, hex storage
            QCOMPARE(ids(reader, f), plain({newestFirst.at(1)}));
            f = {};
            f.createdFrom = *parseFilterDate(u"2026-11-30T02:04:06.180+00:00"_s);
            QCOMPARE(ids(reader, f), plain({newestFirst.at(0)}));
        }
        f = {};
        f.errorContains = u"x"_s;
        QVERIFY(!reader.page({f, SortOrder::NewestFirst, 10, {}}).ok());
        return;
    }
    const auto expect = [&](const RowFilter &filter, const QStringList &expected) {
        const QStringList got = ids(reader, filter);
        QVERIFY2(got == plain(expected),
                 qPrintable(u"%1: got %2"_s.arg(filter.describe(), got.join(u' '))));
    };
    f.states = {RowState::Dead};
    expect(f, {A, E});
    f = {};
    f.kind = u"move"_s;
    expect(f, {E});
    f = {};
    f.createdFrom = *parseFilterDate(u"2026-06-01"_s); // midnight UTC, not the time of day
    expect(f, {D, C, B, A});
    f = {};
    f.createdTo = *parseFilterDate(u"2026-06-01T01:00:00+02:00"_s); // = 05-31 23:00 UTC
    expect(f, {E});
    f = {};
    f.createdFrom = *parseFilterDate(u"2026-06-01 09:05:11"_s); // both ends inclusive
    f.createdTo = f.createdFrom;
    expect(f, {C, B});
    f = {};
    f.errorContains = u"nosuchkey"_s;
    expect(f, {A});
    f.errorContains = u"503%"_s; // % is literal, not a wildcard
    expect(f, {});
    f = {};
    f.payloadContains = u"tmp/imports"_s; // stored as tmp\/imports
    expect(f, {E});
    f = {};
    f.payloadKey = u"source"_s;
    f.payloadValue = u"assets/a.bin"_s;
    expect(f, {D});
    f = {};
    f.id = A.toUpper();
    expect(f, {A});
    f = {};
    f.ids = {E, B, C}; // "Show these rows" (ids as stored): in the page's order
    expect(f, {C, B, E});
    f.states = {RowState::Dead};
    expect(f, {E});
    f = {};
    f.ids = {A, u"42\x1b]0;x\x07"_s}; // a control character: invalid in every id column
    QVERIFY(!reader.page({f, SortOrder::NewestFirst, 10, {}}).ok());
    f.ids = QStringList(RowFilter::kMaxIds + 1, A);
    auto tooMany = reader.page({f, SortOrder::NewestFirst, 10, {}});
    OUTBOX_VERIFY_FAILS_SAYING(tooMany, u"at most 1000 rows"_s);
    f = {};
    f.states = {RowState::Pending};
    f.kind = u"copy"_s;
    expect(f, {D});
    f = {};
    f.kind = u"' OR '1'='1"_s;
    expect(f, {});
    f = {};
    f.errorContains = u"'; DROP TABLE not_outbox; --"_s;
    expect(f, {});
    QCOMPARE(reader.counts()->total, 5);
    f = {};
    f.states = {RowState::InFlight};
    expect(f, {});
}

void TestOutboxReader::readsOneRowWithParsedPayload() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QString, format);
    QFETCH_GLOBAL(QStringList, newestFirst);
    OutboxReader reader = readerFor(database, table);
    if (format == u"vortos"_s) {
        auto row = reader.row(A);
        QVERIFY2(row.ok(), qPrintable(row.ok() ? QString() : row.error().message));
        QCOMPARE(row->state, RowState::Dead);
        QCOMPARE(row->kind, u"promote"_s);
        QCOMPARE(row->attempts.value_or(-1), 5);
        QCOMPARE(row->createdAt, QDateTime(QDate(2026, 6, 1), QTime(9, 5, 10), Qt::UTC));
        QCOMPARE(row->nextAttemptAt, QDateTime(QDate(2026, 6, 1), QTime(9, 12, 40), Qt::UTC));
        QVERIFY(row->payloadText.contains(u"tmp\\/users"_s)); // stored as the writer wrote it
        auto payload = row->payload();
        QVERIFY(payload.ok());
        QCOMPARE(payload->value(u"temporary_key"_s).toString(), u"tmp/users/123/upload.bin"_s);
        QVERIFY(row->lastError.contains(u"NoSuchKey (404)"_s));
    } else {
        auto row = reader.row(newestFirst.at(0));
        QVERIFY(row.ok());
        QVERIFY(!row->aggregateId.isEmpty());
        QCOMPARE(row->aggregateType, u"StorageObject"_s);
        QVERIFY(row->payload().ok());
        QCOMPARE(row->payload()->value(u"scope"_s).toString(), u"default"_s);
        QVERIFY(row->createdAt.isValid());
        QVERIFY(row->createdAt.time().msec() != 0 || row->createdAtText.contains(u'.'));
    }
}

void TestOutboxReader::histogramAddsUpToTotal() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    OutboxReader reader = readerFor(database, table);
    const qint64 total = reader.counts()->total;
    for (bool byDay : {false, true}) {
        auto buckets = reader.createdHistogram({}, byDay);
        QVERIFY2(buckets.ok(), qPrintable(buckets.ok() ? QString() : buckets.error().message));
        qint64 sum = 0;
        for (const HistogramBucket &b : *buckets) {
            QVERIFY(b.start.isValid());
            QCOMPARE(b.start.time().minute(), 0);
            if (byDay)
                QCOMPARE(b.start.time().hour(), 0);
            for (qint64 n : b.counts)
                sum += n;
        }
        QCOMPARE(sum, total);
    }
}

void TestOutboxReader::oldestPending() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QString, format);
    OutboxReader reader = readerFor(database, table);
    auto oldest = reader.oldestPending();
    QVERIFY(oldest.ok());
    QVERIFY(oldest->has_value());
    if (format == u"vortos"_s)
        QCOMPARE(**oldest, QDateTime(QDate(2026, 6, 1), QTime(9, 5, 11), Qt::UTC));
}

void TestOutboxReader::badInputIsRefusedClearly() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    OutboxReader reader = readerFor(database, table);
    auto row = reader.row(u"42; DROP TABLE x"_s);
    QVERIFY(!row.ok());
    QCOMPARE(row.error().kind, ErrorKind::InvalidInput);
    // A uuid column cannot hold it; a text column is searched for it as stored, and has no such
    // row.
    QVERIFY2(row.error().message.contains(reader.table().idStorage == IdStorage::Uuid
                                              ? u"Invalid id"_s
                                              : u"No row with id 42; DROP TABLE x"_s),
             qPrintable(row.error().message));
    row = reader.row(u"42\x1b]0;x\x07"_s);
    OUTBOX_VERIFY_FAILS_SAYING(row, u"Invalid id"_s);

    TableRequest missing;
    missing.table = *TableName::parse(u"no_such_outbox"_s);
    auto resolved = TableResolver::resolve(sessionFor(database), missing);
    QVERIFY(!resolved.ok());
    QVERIFY(resolved.error().message.contains(u"no_such_outbox does not exist"_s));

    TableRequest wrong;
    wrong.table = *TableName::parse(u"not_outbox"_s);
    resolved = TableResolver::resolve(sessionFor(database), wrong);
    QVERIFY(!resolved.ok());
    QVERIFY2(resolved.error().message.contains(u"missing attempt_count"_s) ||
                 resolved.error().message.contains(u"attempt_count"_s),
             qPrintable(resolved.error().message));
    QVERIFY(resolved.error().message.contains(u"not_outbox"_s));

    TableRequest forced;
    if (!table.isEmpty())
        forced.table = *TableName::parse(table);
    forced.format = reader.table().isVortos() ? OutboxFormat::FennFlow : OutboxFormat::Vortos;
    resolved = TableResolver::resolve(sessionFor(database), forced);
    QVERIFY(!resolved.ok());
    QVERIFY(resolved.error().message.contains(u"missing columns"_s));
}

void TestOutboxReader::indexAdviceRunsAndIsUsed() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    QFETCH_GLOBAL(QStringList, newestFirst);
    DatabaseSession &session = sessionFor(database);
    OutboxReader before = readerFor(database, table);
    const auto advice = indexAdvice(before.table(), session.spec().kind, session.dialect());
    QCOMPARE(advice.size(), 1);
    QVERIFY(advice.at(0).reason.contains(u"no index on created_at"_s));
    // The counts' oldest pending row: FennFlow wants (status, created_at, …); Vortos has its
    // writer's pending index.
    const auto counts =
        indexAdvice(before.table(), session.spec().kind, session.dialect(), AdviceFor::Counts);
    if (before.table().isVortos()) {
        QVERIFY(counts.isEmpty());
    } else {
        QCOMPARE(counts.size(), 1);
        QVERIFY2(counts.at(0).statement.contains(u"(\"status\", \"created_at\", \"id\")"_s),
                 qPrintable(counts.at(0).statement));
        QVERIFY(test::runSql(session, {counts.at(0).statement.chopped(1)}).ok());
        QVERIFY(readerFor(database, table).table().hasStatePageIndex);
        const QString index = u"idx_%1_status_created_at_id"_s.arg(before.table().name.name);
        QVERIFY(test::runSql(session,
                             {session.spec().kind == DatabaseKind::PostgreSQL &&
                                      !before.table().name.schema.isEmpty()
                                  ? u"DROP INDEX %1.%2"_s.arg(before.table().name.schema, index)
                                  : u"DROP INDEX %1"_s.arg(index)})
                    .ok());
    }
    if (session.spec().kind == DatabaseKind::PostgreSQL)
        QVERIFY(advice.at(0).statement.startsWith(u"CREATE INDEX CONCURRENTLY"_s));

    // The advised statement is valid as printed, and once it ran the console uses the index.
    QVERIFY(test::runSql(session, {advice.at(0).statement.chopped(1)}).ok());
    OutboxReader after = readerFor(database, table);
    QVERIFY(after.table().hasCreatedAtIndex);
    QVERIFY(indexAdvice(after.table(), session.spec().kind, session.dialect()).isEmpty());
    QCOMPARE(walk(after, SortOrder::NewestFirst), newestFirst);
    RowFilter f;
    f.createdFrom = *parseFilterDate(u"2026-06-01"_s);
    QCOMPARE(after.counts(f)->total, before.counts(f)->total);

    const QString index = u"idx_%1_created_at_id"_s.arg(after.table().name.name);
    const SqlDialect &d = session.dialect();
    QString drop;
    if (session.spec().kind == DatabaseKind::MySQL)
        drop =
            u"DROP INDEX %1 ON %2"_s.arg(d.quoteIdentifier(index), d.qualified(after.table().name));
    else if (session.spec().kind == DatabaseKind::PostgreSQL &&
             !after.table().name.schema.isEmpty())
        drop = u"DROP INDEX %1.%2"_s.arg(d.quoteIdentifier(after.table().name.schema),
                                         d.quoteIdentifier(index));
    else
        drop = u"DROP INDEX %1"_s.arg(d.quoteIdentifier(index));
    QVERIFY(test::runSql(session, {drop}).ok());
}

QTEST_GUILESS_MAIN(TestOutboxReader)
// Notes on error groups: on this computer while the database has no notes table, in the database
// (shared) once it has; per table; replaced, removed, too long refused.
void TestOutboxReader::groupNotesKeptPerTable() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, resolved);
    DatabaseSession &session = sessionFor(database);
    QVERIFY(test::runSql(session, {u"DROP TABLE IF EXISTS outbox_console_notes"_s}).ok());
    const GroupNotes notes(m_dir.filePath(u"notes-%1.json"_s.arg(database)));
    QFile::remove(notes.localPath());
    const TableName table = *TableName::parse(resolved);
    const TableName other = *TableName::parse(u"some_other_outbox"_s);
    const QString signature = u"Object not found: <key>"_s;
    const auto text = [&](const TableName &t, const QString &sig) {
        auto read = notes.read(session, t);
        return read ? read->value(sig).text : u"error: "_s + read.error().message;
    };

    bool shared = true;
    QVERIFY(notes.write(session, table, {signature, u"  local note\n"_s, {}, {}}).ok());
    auto read = notes.read(session, table, &shared);
    QVERIFY2(read.ok(), qPrintable(read.ok() ? QString() : read.error().message));
    QVERIFY(!shared);
    QCOMPARE(read->size(), 1);
    QCOMPARE(read->value(signature).text, u"local note"_s); // trimmed
    QVERIFY(read->value(signature).author.contains(u'@'));
    QVERIFY(qAbs(read->value(signature).at.secsTo(QDateTime::currentDateTimeUtc())) < 120);
    QCOMPARE(text(other, signature), QString()); // per table
    QVERIFY(QFile::exists(notes.localPath()));

    // Once the table exists, notes are the database's: everyone sees the same ones.
    QVERIFY(GroupNotes::create(session).ok());
    read = notes.read(session, table, &shared);
    QVERIFY(read.ok());
    QVERIFY(shared);
    QVERIFY(read->isEmpty());
    const QString longSignature = u"Größe überschritten: "_s + QString(2000, u'x');
    const QString note = u"Bekanntes Problem – siehe https://tracker.example.com/OPS-7\nZeile 2"_s;
    QVERIFY(notes.write(session, table, {longSignature, note, u"alice@desk"_s, {}}).ok());
    QVERIFY(notes.write(session, table, {signature, u"first"_s, {}, {}}).ok());
    QVERIFY(notes.write(session, table, {signature, u"second"_s, {}, {}}).ok()); // replaces
    QVERIFY(notes.write(session, other, {signature, u"other table"_s, {}, {}}).ok());
    const GroupNotes elsewhere(m_dir.filePath(u"no-such-notes.json"_s));
    read = elsewhere.read(session, table);
    QVERIFY(read.ok());
    QCOMPARE(read->size(), 2);
    QCOMPARE(read->value(longSignature).text, note);
    QCOMPARE(read->value(longSignature).author, u"alice@desk"_s);
    QCOMPARE(read->value(signature).text, u"second"_s);
    QCOMPARE(text(other, signature), u"other table"_s);

    // Too long: refused, the note kept.
    const Status tooLong =
        notes.write(session, table, {signature, QString(GroupNotes::kMaxLength + 1, u'a'), {}, {}});
    QVERIFY(!tooLong);
    QVERIFY(tooLong.error().message.contains(QString::number(GroupNotes::kMaxLength)));
    QCOMPARE(text(table, signature), u"second"_s);

    // Empty: removed.
    QVERIFY(notes.write(session, table, {signature, u"  "_s, {}, {}}).ok());
    read = notes.read(session, table);
    QVERIFY(read.ok());
    QCOMPARE(read->size(), 1);
    QVERIFY(!read->contains(signature));
    QVERIFY(test::runSql(session, {u"DROP TABLE outbox_console_notes"_s}).ok());
}

// The texts the console writes into its statements (a vocabulary's statuses) read back as
// themselves on the real servers, quotes and backslashes included, whatever the session's settings
// say of backslashes (PostgreSQL's standard_conforming_strings, MySQL's NO_BACKSLASH_ESCAPES).
void TestOutboxReader::textLiteralsReadBack() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, table);
    const bool onceADatabase = database == u"mariadb"_s ||
                               (database == u"postgresql"_s && table == u"fennflow.outbox"_s) ||
                               (database == u"sqlite"_s && table == u"outbox"_s);
    if (!onceADatabase)
        QSKIP("run on one table of each database");
    DatabaseSession &session = sessionFor(database);
    const SqlDialect &d = session.dialect();
    const QStringList texts{u"pending"_s, u"it's"_s,          u"back\\slash"_s,
                            u"end\\"_s,   u"\\' OR 1=1 --"_s, u"ü ñ 日本 ''"_s};
    const auto readsBack = [&](const QString &text) { // no bound value: Qt quotes those itself
        QSqlQuery q(session.database());
        return q.exec(u"SELECT %1"_s.arg(d.textLiteral(text))) && q.next() &&
               q.value(0).toString() == text;
    };
    // Each setting in turn, the session's own last.
    QStringList settings{QString()};
    if (database == u"postgresql"_s)
        settings = {u"SET standard_conforming_strings = off"_s,
                    u"SET standard_conforming_strings = on"_s};
    else if (database == u"mariadb"_s)
        settings = {u"SET SESSION sql_mode = REPLACE(@@sql_mode, 'NO_BACKSLASH_ESCAPES', '')"_s,
                    u"SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')"_s};
    for (const QString &setting : settings) {
        if (!setting.isEmpty())
            QVERIFY(test::runSql(session, {setting}).ok());
        for (const QString &text : texts)
            QVERIFY2(readsBack(text), qPrintable(setting + u": "_s + d.textLiteral(text)));
    }
    // PostgreSQL's status lists are written so (bound elsewhere).
    const QString inlined = d.exactInLiterals(u"status"_s, texts);
    QCOMPARE(inlined.isEmpty(), database != u"postgresql"_s);
    if (!inlined.isEmpty()) {
        QSqlQuery q(session.database());
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM (VALUES ('pending'), ('it''s'), ('other')) AS "
                       "t(status) WHERE %1"_s.arg(inlined)) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 2);
    }
}

#include "tst_outboxreader.moc"
