// Crash safety: four `outboxctl relay` processes share one FennFlow table and are killed
// with SIGKILL at random moments and restarted. Each process instance writes a JSON-lines file of
// its own, so the files count the deliveries of every row exactly: every row must end sent, none
// lost, none stuck, and a row may be delivered more than once only where a killed instance's
// unfinished last batches (one per database connection of the relay) hold the extra delivery.
// PostgreSQL and MariaDB. Short by default (20,000 rows, 10 kills); OUTBOX_RELIABILITY_LONG=1:
// 100,000 rows, 20 kills.
//
// In order per key: the four relays publish to a webhook of the test's own that
// refuses 5 % of deliveries at random, while they are killed and restarted; the receiver records
// every event it accepts, in the order it accepts them, and counts the per-key reorders: an event
// accepted for the first time after a later event of its key. None may happen (and without
// ordering some do, which shows that the count can see them).
//
// Vortos in order per object key: two relays put objects into S3 (s3rver behind a signature-
// checking proxy of the test's own that logs every write s3rver accepted, in order) while they
// are killed and restarted; per object, no put may land for the first time after a later put of
// that object, none is lost, and each object ends with its newest body.
#include "faultserver.h"
#include "faultsupport.h"
#include "schema/consoletable.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QProcess>
#include <QScopeGuard>
#include <QSet>
#include <QUrl>

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <functional>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::reliability;

class TestCrashSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedRelaysOnPostgres();
    void killedRelaysOnMariaDb();
    void orderedThroughRefusalsAndKills_data();
    void orderedThroughRefusalsAndKills();
    void unorderedRelaysReorder();
    void vortosObjectOrderThroughKills_data();
    void vortosObjectOrderThroughKills();

private:
    // The refusing webhook and what it accepted.
    struct Receiver;
    // Four relays into the receiver, killed `kills` times while the rows drain; their extra
    // options. Returns the number of kills made (the caller checks what was received).
    int runAgainstReceiver(DatabaseSession &db, const QString &table, Receiver &receiver, int rows,
                           int kills, const QStringList &extra);
    // `relayCount` relays into `sink`, killed `kills` times at random while the table's pending
    // rows drain; returns the number of kills made.
    int runKilled(DatabaseSession &db, const QString &table, const QString &sink, int relayCount,
                  int rows, int kills, const QStringList &extra);
    void killRelays(DatabaseSession &db, const QString &label, const QString &tableArg,
                    const QString &table);
    // The console's kept holds beside the table (kept: `relay init`, and the claims rank a window
    // of the oldest rows beside them), or none; *made: whether that worked. Returns what drops the
    // tables relay init made.
    std::function<void()> keepHolds(DatabaseSession &db, const QString &table, bool kept,
                                    bool *made);

    QTemporaryDir m_dir;
    // Under AddressSanitizer every relay start costs seconds and every batch several times more:
    // the short variant keeps the same shape with fewer rows so the kills still land mid-run.
#if defined(OUTBOX_PRODUCT_SANITIZED) || defined(__SANITIZE_ADDRESS__)
    static constexpr bool kSanitized = true;
#else
    static constexpr bool kSanitized = false;
#endif
    const int m_rows = longRun() ? 100000 : kSanitized ? 6000 : 20000;
    const int m_kills = longRun() ? 20 : kSanitized ? 6 : 10;
    const int m_batch = 50;
    // Each relay claims on two connections (the default, stated here): a killed instance may
    // leave one unfinished batch per connection, interleaved at the end of its file.
    const int m_connections = 2;
};

void TestCrashSafety::initTestCase() {
    QVERIFY(m_dir.isValid());
}

void TestCrashSafety::killRelays(DatabaseSession &db, const QString &label, const QString &tableArg,
                                 const QString &table) {
    const auto count = [&](const QString &where) {
        return number(db, u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(table, where));
    };
    QCOMPARE(count(u"status = 'pending'"_s), qint64(m_rows));

    const quint32 seed = QRandomGenerator::global()->generate();
    QRandomGenerator rng(seed);
    QList<RelayProcess> relays; // the running four
    QList<RelayProcess> done;   // every instance that has ended
    int instance = 0;
    const auto start = [&] {
        return startRelay(
            this, db.spec(), tableArg, m_dir.filePath(u"%1-%2.jsonl"_s.arg(label).arg(instance++)),
            m_dir.path(),
            {u"--batch-size=%1"_s.arg(m_batch), u"--connections=%1"_s.arg(m_connections)});
    };
    for (int i = 0; i < 4; ++i)
        relays.append(start());

    // Kill k happens once about 0.7·k/(kills+1) of the rows are sent, plus a random 0–60 ms, so
    // the kills spread over the run and land at random points of a batch.
    QElapsedTimer timer;
    timer.start();
    const qint64 deadline = longRun() ? 1500000 : 240000;
    int kills = 0;
    qint64 pending = m_rows;
    while ((pending = count(u"status = 'pending'"_s)) > 0 && timer.elapsed() < deadline) {
        const qint64 sent = m_rows - pending;
        // Kills spread over the first 70 % of the rows: a restart takes time during which the
        // others go on delivering, so kills must not wait for the very end.
        if (kills < m_kills && sent >= qint64(m_rows) * 7 * (kills + 1) / (10 * (m_kills + 1))) {
            QTest::qWait(int(rng.bounded(60)));
            const int victim = int(rng.bounded(4));
            ::kill(pid_t(relays[victim].process->processId()), SIGKILL);
            QVERIFY(relays[victim].process->waitForFinished(10000));
            QCOMPARE(relays[victim].process->exitStatus(), QProcess::CrashExit);
            relays[victim].killed = true;
            done.append(relays[victim]);
            relays[victim] = start();
            ++kills;
            continue;
        }
        QTest::qWait(20);
    }
    const double seconds = timer.elapsed() / 1000.0;
    if (pending > 0) { // stuck or crawling: what the running relays said (warnings only)
        for (RelayProcess &r : relays) {
            r.log += QString::fromUtf8(r.process->readAllStandardError());
            qWarning().noquote() << QFileInfo(r.sink).fileName() << "log:" << r.log.right(4000);
        }
    }
    QCOMPARE(pending, qint64(0)); // nothing stuck
    QCOMPARE(kills, m_kills);
    for (RelayProcess &r : relays) {
        int code = 0;
        const QString err = stopRelay(r, &code);
        QVERIFY2(code == 0, qPrintable(u"relay exit %1: %2"_s.arg(code).arg(err)));
        done.append(r);
    }

    QStringList files;
    for (const RelayProcess &r : std::as_const(done))
        files.append(r.sink);
    const Deliveries d = readSinks(files);
    // The extra deliveries a crash may cause: the killed instance's last batch on each of its
    // connections, i.e. at most the last m_connections · m_batch lines of its file.
    const qsizetype tail = qsizetype(m_connections) * m_batch;
    QHash<QString, int> inCrashedTails;
    for (const RelayProcess &r : std::as_const(done)) {
        if (!r.killed)
            continue;
        const QStringList &order = d.perFile.value(r.sink);
        for (qsizetype i = qMax<qsizetype>(0, order.size() - tail); i < order.size(); ++i)
            inCrashedTails[order.at(i)] += 1;
    }
    int unexplained = 0, twice = 0, more = 0;
    for (auto it = d.perEvent.cbegin(); it != d.perEvent.cend(); ++it) {
        if (it.value() == 2)
            ++twice;
        if (it.value() > 2)
            ++more;
        if (it.value() - 1 > inCrashedTails.value(it.key()))
            ++unexplained;
    }
    const qint64 lost = m_rows - d.perEvent.size();
    const qint64 stuck = count(u"status <> 'sent'"_s);
    summary(u"crash-safety %1: rows %2, relays 4, kills %3, batch %4, deliveries %5, duplicates "
            u"%6 (rows twice %7, more %8), lost %9, stuck %10, %11 s, seed %12"_s.arg(label)
                .arg(m_rows)
                .arg(kills)
                .arg(m_batch)
                .arg(d.lines())
                .arg(d.duplicates())
                .arg(twice)
                .arg(more)
                .arg(lost)
                .arg(stuck)
                .arg(seconds, 0, 'f', 1)
                .arg(seed));
    QCOMPARE(d.badLines, 0);    // SIGKILL never leaves a torn line (one write(2) per line)
    QCOMPARE(lost, qint64(0));  // every row delivered
    QCOMPARE(stuck, qint64(0)); // and settled as sent
    QCOMPARE(count(u"1 = 1"_s), qint64(m_rows));
    QCOMPARE(unexplained, 0); // extra deliveries only from killed instances' unfinished batches
    QVERIFY2(d.duplicates() <= qint64(kills) * tail,
             qPrintable(u"%1 duplicates after %2 kills"_s.arg(d.duplicates()).arg(kills)));
    QVERIFY(d.maxPerRow() <= 2 || more > 0);
    // Every event the sinks saw is a row of the table (no invented or mangled ids).
    for (auto it = d.perEvent.cbegin(); it != d.perEvent.cend(); ++it)
        QVERIFY2(it.key().size() == 32, qPrintable(it.key()));
}

void TestCrashSafety::killedRelaysOnPostgres() {
    DatabaseSession pg(test::postgresSpec(), u"crash-pg"_s);
    QVERIFY(pg.open().ok());
    auto loaded = loadFennFlowPostgres(pg, m_rows, false);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    killRelays(pg, u"postgres"_s, u"fennflow.outbox"_s, u"fennflow.outbox"_s);
    if (QTest::currentTestFailed())
        return;
    // The killed relays' transactions ended with their connections: nothing is left holding a
    // claim.
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM pg_stat_activity WHERE state LIKE 'idle in "
                        u"transaction%' AND pid <> pg_backend_pid()"_s),
             qint64(0));
}

void TestCrashSafety::killedRelaysOnMariaDb() {
    DatabaseSession maria(test::mysqlSpec(), u"crash-maria"_s);
    QVERIFY(maria.open().ok());
    auto loaded = loadFennFlowMaria(maria, m_rows);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    killRelays(maria, u"mariadb"_s, u"outbox"_s, u"outbox"_s);
}

// A webhook on loopback that refuses a share of the deliveries (503) at random and records the
// events it accepts, in the order it accepts them.
struct TestCrashSafety::Receiver {
    struct Event {
        QString id, key;
        QDateTime createdAt; // the body's created_at: milliseconds, left out at whole seconds
    };
    test::FaultServer server;
    mutable QMutex mutex;
    QList<Event> accepted;
    int refused = 0;

    Receiver(double refuseShare, quint32 seed) {
        auto rng = std::make_shared<QRandomGenerator>(seed);
        server.setHandler([this, rng, refuseShare](const test::FaultServer::Request &request) {
            test::FaultServer::Reply reply;
            reply.contentType = "text/plain";
            QMutexLocker lock(&mutex);
            if (rng->generateDouble() < refuseShare) {
                ++refused;
                reply.status = 503;
                reply.reason = "Service Unavailable";
                return std::optional(reply);
            }
            const QJsonObject o = QJsonDocument::fromJson(request.body).object();
            accepted.append(
                {o.value(u"id"_s).toString(), o.value(u"aggregate_id"_s).toString(),
                 QDateTime::fromString(o.value(u"created_at"_s).toString(), Qt::ISODateWithMs)});
            reply.status = 204;
            reply.reason = "No Content";
            return std::optional(reply);
        });
    }
    QString url() const { return u"webhook:http://127.0.0.1:%1/events"_s.arg(server.port()); }

    // Events accepted for the first time after a later event of their key had been accepted
    // (by created_at, then id; the bodies' times are to the millisecond and the rows are one
    // millisecond apart). A repeated event (a crashed batch's) is not a reorder.
    int perKeyReorders(int *distinct = nullptr, int *repeated = nullptr) const {
        QMutexLocker lock(&mutex);
        QSet<QString> seen;
        QHash<QString, std::pair<QDateTime, QString>> newest; // key → (created_at, id)
        int reorders = 0, repeats = 0;
        for (const Event &e : accepted) {
            if (seen.contains(e.id)) {
                ++repeats;
                continue;
            }
            seen.insert(e.id);
            const auto at = std::pair{e.createdAt, e.id};
            auto it = newest.find(e.key);
            if (it == newest.end())
                newest.insert(e.key, at);
            else if (at < it.value())
                ++reorders;
            else
                it.value() = at;
        }
        if (distinct)
            *distinct = int(seen.size());
        if (repeated)
            *repeated = repeats;
        return reorders;
    }
};

int TestCrashSafety::runAgainstReceiver(DatabaseSession &db, const QString &table,
                                        Receiver &receiver, int rows, int kills,
                                        const QStringList &extra) {
    QElapsedTimer timer;
    timer.start();
    const int killed = runKilled(db, table, receiver.url(), 4, rows, kills, extra);
    summary(u"ordered relays: rows %1, kills %2, refused %3, accepted %4, %5 s"_s.arg(rows)
                .arg(killed)
                .arg(receiver.refused)
                .arg(receiver.accepted.size())
                .arg(timer.elapsed() / 1000.0, 0, 'f', 1));
    return killed;
}

int TestCrashSafety::runKilled(DatabaseSession &db, const QString &table, const QString &sink,
                               int relayCount, int rows, int kills, const QStringList &extra) {
    const auto pending = [&] {
        return number(db, u"SELECT COUNT(*) FROM %1 WHERE status = 'pending'"_s.arg(table));
    };
    QRandomGenerator rng(QRandomGenerator::global()->generate());
    QList<RelayProcess> relays;
    const auto start = [&] {
        return startRelay(this, db.spec(), table, sink, m_dir.path(),
                          QStringList{u"--batch-size=%1"_s.arg(m_batch)} + extra);
    };
    for (int i = 0; i < relayCount; ++i)
        relays.append(start());
    QElapsedTimer timer;
    timer.start();
    const qint64 deadline = longRun() ? 1500000 : 300000;
    int killed = 0;
    qint64 left = rows;
    while ((left = pending()) > 0 && timer.elapsed() < deadline) {
        const qint64 sent = rows - left;
        if (killed < kills && sent >= qint64(rows) * 7 * (killed + 1) / (10 * (kills + 1))) {
            QTest::qWait(int(rng.bounded(60)));
            const int victim = int(rng.bounded(relayCount));
            ::kill(pid_t(relays[victim].process->processId()), SIGKILL);
            relays[victim].process->waitForFinished(10000);
            relays[victim] = start();
            ++killed;
            continue;
        }
        QTest::qWait(50);
    }
    for (RelayProcess &r : relays) {
        int code = 0;
        const QString err = stopRelay(r, &code);
        if (code != 0 || left > 0)
            qWarning().noquote() << "relay exit" << code << err.right(3000);
    }
    if (left > 0)
        qWarning().noquote() << left << "rows still pending at the deadline";
    return killed;
}

std::function<void()> TestCrashSafety::keepHolds(DatabaseSession &db, const QString &table,
                                                 bool kept, bool *made) {
    // Without: the holds' two tables dropped (another test's may be left in the server).
    *made = test::runSql(
                db, {u"DROP TABLE IF EXISTS %1"_s.arg(QString::fromLatin1(KeyHolds::kName)),
                     u"DROP TABLE IF EXISTS %1"_s.arg(QString::fromLatin1(KeyHoldState::kName))})
                .ok();
    if (!kept || !*made)
        return [] {};
    const QStringList before = db.database().tables();
    const QString failed = relayInit(db.spec(), table, m_dir.path());
    if (!failed.isEmpty())
        qWarning().noquote() << failed;
    *made = failed.isEmpty();
    // Afterwards the tables relay init made are dropped, so that later tests find none.
    return [&db, before] {
        QStringList drops;
        for (const RelayTable &t : relayTables()) {
            const QString name = QString::fromLatin1(t.name);
            if (!before.contains(name))
                drops.append(u"DROP TABLE IF EXISTS "_s + name);
        }
        if (const Status dropped = test::runSql(db, drops); !dropped)
            qWarning().noquote() << dropped.error().message;
    };
}

void TestCrashSafety::orderedThroughRefusalsAndKills_data() {
    // MariaDB ranks the keys' runs in its claim and locks them by id, heads first. With the kept
    // holds (relay init) the claims rank a window of the oldest rows, the advised index or not.
    QTest::addColumn<QString>("database");
    QTest::addColumn<bool>("keptHolds");
    QTest::newRow("postgresql") << u"postgresql"_s << false;
    QTest::newRow("mariadb") << u"mariadb"_s << false;
    QTest::newRow("postgresql, kept holds") << u"postgresql"_s << true;
}

void TestCrashSafety::orderedThroughRefusalsAndKills() {
    QFETCH(QString, database);
    QFETCH(bool, keptHolds);
    const bool maria = database == u"mariadb"_s;
    DatabaseSession db(maria ? test::mysqlSpec() : test::postgresSpec(), u"crash-ordered"_s);
    QVERIFY(db.open().ok());
    // 100,000 events over 2,000 files (long); 20,000 over 400 (short): 50 events a file. MariaDB
    // relays go slower: a fifth of them, over as many files.
    const int rows = maria ? m_rows / 5 : m_rows;
    const int keys = rows / 50;
    const QString table = maria ? u"outbox"_s : u"fennflow.outbox"_s;
    auto loaded = maria ? loadFennFlowMaria(db, rows, keys, true)
                        : loadFennFlowPostgres(db, rows, true, u"'pending'"_s, keys);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    // With the index the relay advises: on PostgreSQL the claim works from a window of the oldest
    // ready rows, each probed, brings each head's run, and looks at the whole table when the
    // window comes back short (refused heads hold theirs). With the kept holds and the writer's
    // DDL instead it ranks a window of the oldest rows (its heads locked in the same statement).
    if (!keptHolds)
        QVERIFY(test::runSql(db, {u"CREATE INDEX ordering_key ON %1 (aggregate_id, created_at, "
                                  "id)"_s.arg(table),
                                  maria ? u"ANALYZE TABLE outbox"_s : u"ANALYZE fennflow.outbox"_s})
                    .ok());
    bool holdsMade = false;
    const auto dropHolds = qScopeGuard(keepHolds(db, table, keptHolds, &holdsMade));
    QVERIFY(holdsMade);
    Receiver receiver(0.05, QRandomGenerator::global()->generate());
    // Retries after 1, 2, 4 … s (not 30): refused events come back within the run.
    const int kills = runAgainstReceiver(db, table, receiver, rows, m_kills,
                                         {u"--backoff=1"_s, u"--max-attempts=30"_s});
    QCOMPARE(kills, m_kills);
    int distinct = 0, repeated = 0;
    const int reorders = receiver.perKeyReorders(&distinct, &repeated);
    summary(
        u"ordered relays (%1): %2 distinct events, %3 repeated, %4 per-key reorders"_s.arg(database)
            .arg(distinct)
            .arg(repeated)
            .arg(reorders));
    QVERIFY2(receiver.refused >= rows / 50, qPrintable(QString::number(receiver.refused)));
    QCOMPARE(number(db, u"SELECT COUNT(*) FROM %1 WHERE status <> 'sent'"_s.arg(table)),
             qint64(0));      // nothing stuck, nothing dead
    QCOMPARE(distinct, rows); // nothing lost
    QCOMPARE(reorders, 0);
    // Repeats only from the killed relays' unfinished batches: one per connection (a key's run
    // fills a batch, so a killed batch may hold a whole batch of delivered rows).
    QVERIFY2(repeated <= kills * m_connections * m_batch, qPrintable(QString::number(repeated)));
    // The claims kept the holds: a claim rebuilt them (a relay's start writes -1 dead rows).
    if (keptHolds)
        QCOMPARE(number(db, u"SELECT COUNT(*) FROM outbox_console_key_hold_state WHERE dead_rows "
                            "= 0"_s),
                 qint64(1));
}

// The same receiver and refusals without ordering, no kills: a refused event waits for its retry
// while the later events of its file go, so the receiver sees reorders.
void TestCrashSafety::unorderedRelaysReorder() {
    DatabaseSession pg(test::postgresSpec(), u"crash-unordered"_s);
    QVERIFY(pg.open().ok());
    const int rows = 2000;
    auto loaded = loadFennFlowPostgres(pg, rows, true, u"'pending'"_s, rows / 50);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    Receiver receiver(0.05, 11);
    runAgainstReceiver(pg, u"fennflow.outbox"_s, receiver, rows, 0,
                       {u"--backoff=1"_s, u"--max-attempts=30"_s, u"--ordering=none"_s});
    int distinct = 0;
    const int reorders = receiver.perKeyReorders(&distinct);
    QCOMPARE(distinct, rows);
    QVERIFY2(receiver.refused > 0, "the receiver refused nothing");
    QVERIFY2(reorders > 0, qPrintable(u"%1 refused, no reorder seen"_s.arg(receiver.refused)));
}

QTEST_GUILESS_MAIN(TestCrashSafety)
void TestCrashSafety::vortosObjectOrderThroughKills_data() {
    QTest::addColumn<QString>("database");
    QTest::addColumn<bool>("ordered");
    QTest::addColumn<bool>("keptHolds");
    QTest::newRow("postgresql") << u"postgresql"_s << true << false;
    QTest::newRow("mariadb") << u"mariadb"_s << true << false;
    // With the kept holds (relay init): each claim ranks a window of the oldest rows.
    QTest::newRow("postgresql, kept holds") << u"postgresql"_s << true << true;
    QTest::newRow("mariadb, kept holds") << u"mariadb"_s << true << true;
    // The control: without ordering the count sees puts of one object overtake each other.
    QTest::newRow("postgresql, unordered") << u"postgresql"_s << false << false;
}

void TestCrashSafety::vortosObjectOrderThroughKills() {
    QFETCH(QString, database);
    QFETCH(bool, ordered);
    QFETCH(bool, keptHolds);
    const bool maria = database == u"mariadb"_s;
    DatabaseSession db(maria ? test::mysqlSpec() : test::postgresSpec(), u"crash-vortos"_s);
    QVERIFY(db.open().ok());
    // Puts of 40 bodies to each object ("<n>": row n), one second apart; a fifth of the rows on
    // MariaDB, as above; the unordered control without kills.
    const int rows = (maria ? m_rows / 5 : m_rows) / 4;
    const int objects = rows / 40;
    const int kills = ordered ? m_kills / 2 : 0;
    const QString table = maria ? u"vortos_object_store_outbox"_s : u"vortos.object_store_outbox"_s;
    QVERIFY(test::runSql(db, {maria ? u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s
                                    : u"DROP SCHEMA IF EXISTS vortos CASCADE"_s})
                .ok());
    auto made = test::runSqlFile(db, maria ? u"vortos-mysql.sql"_s : u"vortos-postgres.sql"_s);
    QVERIFY2(made.ok(), qPrintable(test::errorText(made)));
    const QString insert =
        maria
            ? u"INSERT INTO %1 (id, operation, status, attempt_count, payload, created_at) "
              u"SELECT CONCAT('00000000-0000-7000-8000-', LPAD(seq, 12, '0')), 'put', "
              u"'pending', 0, CONCAT('{\"name\":\"put\",\"key\":\"crash/k', seq % %2, "
              u"'.txt\",\"body_base64\":\"', TO_BASE64(seq), '\"}'), DATE_ADD('2026-06-01', "
              u"INTERVAL seq SECOND) FROM seq_0_to_%3"_s
            : u"INSERT INTO %1 (id, operation, status, attempt_count, payload, created_at) SELECT "
              u"md5('v' || g)::uuid, 'put', 'pending', 0, ('{\"name\":\"put\",\"key\":"
              u"\"crash/k' || (g % %2) || '.txt\",\"body_base64\":\"' || "
              u"encode(convert_to(g::text, 'UTF8'), 'base64') || '\"}')::json, TIMESTAMP "
              u"'2026-06-01' + g * interval '1 second' FROM generate_series(0, %3) g"_s;
    // (The PostgreSQL fixture's file has two example rows of its own.)
    QVERIFY(
        test::runSql(db, {u"DELETE FROM "_s + table, insert.arg(table).arg(objects).arg(rows - 1)})
            .ok());
    QCOMPARE(number(db, u"SELECT COUNT(*) FROM %1 WHERE status = 'pending'"_s.arg(table)),
             qint64(rows));
    bool holdsMade = false;
    const auto dropHolds = qScopeGuard(keepHolds(db, table, keptHolds, &holdsMade));
    QVERIFY(holdsMade);

    // A checking proxy of the test's own in front of the fixture's s3rver, logging the writes.
    const QString server = qEnvironmentVariable("OUTBOX_TEST_S3_SERVER");
    const QString upstream = qEnvironmentVariable("OUTBOX_TEST_S3_UPSTREAM_PORT");
    QVERIFY2(QFileInfo(server).isExecutable() && !upstream.isEmpty(),
             "OUTBOX_TEST_S3_SERVER or OUTBOX_TEST_S3_UPSTREAM_PORT not set: run through ctest");
    const QString log = m_dir.filePath(u"writes-%1-%2.log"_s.arg(database).arg(ordered));
    QFile::remove(log);
    QProcess proxy;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"S3_FRONT_LOG"_s, log);
    proxy.setProcessEnvironment(env);
    test::dieWithTest(proxy);
    proxy.start(server, {u"proxy"_s, upstream});
    QVERIFY(proxy.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(proxy.canReadLine() || proxy.state() == QProcess::NotRunning, 120000);
    const QString line = QString::fromUtf8(proxy.readLine()).trimmed();
    const QUrl listening(line.section(u' ', 1, 1));
    QVERIFY2(line.startsWith(u"listening "_s) && listening.port() > 0, qPrintable(line));
    qputenv("OBJECT_STORE_SECRET_ACCESS_KEY", "S3RVER"); // inherited by the relays
    const QString store =
        u"s3://%1?endpoint=http://127.0.0.1:%2&region=us-east-1&"
        "access_key_id=S3RVER&path_style=true"_s.arg(qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET"))
            .arg(listening.port());

    QElapsedTimer timer;
    timer.start();
    const int killed =
        runKilled(db, table, store, 2, rows, kills,
                  {u"--ordering=%1"_s.arg(ordered ? u"key"_s : u"none"_s), u"--concurrency=4"_s});
    proxy.terminate();
    proxy.waitForFinished(5000);
    QCOMPARE(killed, kills);

    // Per object, the bodies in the order s3rver accepted them.
    QFile writes(log);
    QVERIFY(writes.open(QIODevice::ReadOnly));
    QHash<QString, QList<int>> bodies;
    for (const QByteArray &l : writes.readAll().split('\n')) {
        const QList<QByteArray> parts = l.split(' ');
        if (parts.size() == 3 && parts.at(0) == "PUT")
            bodies[QString::fromUtf8(parts.at(1))].append(parts.at(2).toInt());
    }
    int distinct = 0, repeated = 0, reorders = 0, stale = 0;
    for (auto it = bodies.cbegin(); it != bodies.cend(); ++it) {
        QSet<int> seen;
        int newest = -1;
        for (int n : it.value()) {
            if (seen.contains(n)) {
                ++repeated; // a killed batch's put, done again
                continue;
            }
            seen.insert(n);
            if (n < newest)
                ++reorders;
            newest = qMax(newest, n);
        }
        distinct += int(seen.size());
        if (it.value().constLast() != newest) // the object ends with an older body
            ++stale;
    }
    summary(u"vortos relays (%1, %2): rows %3 over %4 objects, kills %5, %6 puts, %7 repeated, "
            u"%8 per-object reorders, %9 objects not ending with their newest body, %10 s"_s
                .arg(database, ordered ? u"in order"_s : u"unordered"_s)
                .arg(rows)
                .arg(objects)
                .arg(killed)
                .arg(distinct)
                .arg(repeated)
                .arg(reorders)
                .arg(stale)
                .arg(timer.elapsed() / 1000.0, 0, 'f', 1));
    QCOMPARE(number(db, u"SELECT COUNT(*) FROM %1 WHERE status <> 'done'"_s.arg(table)),
             qint64(0));      // nothing stuck, nothing dead
    QCOMPARE(distinct, rows); // nothing lost
    QCOMPARE(bodies.size(), objects);
    if (!ordered) {
        QVERIFY2(reorders > 0, "two unordered relays: a put overtakes an older one of its object");
        return;
    }
    QCOMPARE(reorders, 0);
    QCOMPARE(stale, 0);
    QVERIFY2(repeated <= kills * m_connections * m_batch, qPrintable(QString::number(repeated)));
    if (keptHolds) // the claims kept the holds: a claim rebuilt them (a start writes -1 dead rows)
        QCOMPARE(number(db, u"SELECT COUNT(*) FROM outbox_console_key_hold_state WHERE dead_rows "
                            "= 0"_s),
                 qint64(1));
}

#include "tst_crashsafety.moc"
