// Races: two consoles (two core sessions on threads of their own, as the console's
// TableTask runs them) retrying the same error group at the same moment, on PostgreSQL and
// MariaDB; two consoles retrying the same failed FennFlow rows while two `outboxctl relay`
// processes deliver them; and a retry whose frozen ids were changed meanwhile by another console
// and a relay. A trigger records every UPDATE of every row, so "only the frozen ids change, each
// once" is read from the database, and changed + skipped = planned for each console.
#include "datarows.h"
#include "faultsupport.h"
#include "relayexecutors.h"

#include "actions/rowactions.h"
#include "query/errorsignature.h"
#include "relay/relayengine.h"
#include "schema/tableresolver.h"

#include <QSemaphore>
#include <QTemporaryDir>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::reliability;

namespace {

struct ConsoleRun {
    qsizetype planned = 0;
    QStringList ids;
    std::optional<Result<ActionOutcome>> outcome;
};

// Plans on its own connection, waits until every console has planned, then applies: all consoles
// hold the same frozen ids and change rows at the same time.
QThread *console(const ConnectionSpec &spec, const QString &tableName, const RetryRequest &request,
                 int batchSize, const QString &auditPath, QSemaphore &planned, QSemaphore &go,
                 ConsoleRun &run) {
    return QThread::create([=, &planned, &go, &run] {
        DatabaseSession session(spec, u"console"_s);
        std::optional<Result<ActionOutcome>> failure;
        Result<RetryPlan> plan = Error::failed(u"not planned"_s);
        std::optional<OutboxReader> reader;
        if (auto opened = session.open(); !opened) {
            failure = opened.error();
        } else {
            auto table = test::resolveTable(session, tableName);
            if (!table) {
                failure = table.error();
            } else {
                reader.emplace(session, *table);
                plan = planRetry(*reader, request);
                if (!plan)
                    failure = plan.error();
            }
        }
        planned.release();
        go.acquire();
        if (failure) {
            run.outcome = *failure;
            return;
        }
        run.planned = plan->ids.size();
        run.ids = plan->ids;
        ActionContext context;
        context.auditLog = AuditLog(auditPath);
        context.batchSize = batchSize;
        run.outcome = applyRetry(*reader, *plan, context);
    });
}

// Runs the consoles to the end; returns false on a timeout.
bool runConsoles(QList<QThread *> threads, QSemaphore &planned, QSemaphore &go) {
    for (QThread *t : threads)
        t->start();
    if (!planned.tryAcquire(int(threads.size()), 120000))
        return false;
    go.release(int(threads.size()));
    bool ok = true;
    for (QThread *t : threads) {
        ok = t->wait(600000) && ok;
        delete t;
    }
    return ok;
}

QString describe(const ConsoleRun &r) {
    if (!r.outcome)
        return u"<none>"_s;
    if (!r.outcome->ok())
        return u"error: "_s + r.outcome->error().message;
    return (*r.outcome)->summary;
}

} // namespace

class TestRaces : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void twoConsolesRetrySameGroup_data();
    void twoConsolesRetrySameGroup();
    void twoConsolesRetryWhileRelaysDeliver();
    void skippedRowsKeepTheirDeliveryState();

private:
    QTemporaryDir m_dir;
    const int m_rows = longRun() ? 100000 : 20000;
};

void TestRaces::initTestCase() {
    QVERIFY(m_dir.isValid());
}

void TestRaces::twoConsolesRetrySameGroup_data() {
    test::addBoolRows("postgres", {{"postgresql", true}, {"mariadb", false}});
}

void TestRaces::twoConsolesRetrySameGroup() {
    QFETCH(bool, postgres);
    DatabaseSession db(postgres ? test::postgresSpec() : test::mysqlSpec(), u"races"_s);
    QVERIFY(db.open().ok());
    const QString table =
        postgres ? u"vortos.object_store_outbox"_s : u"vortos_object_store_outbox"_s;
    auto loaded = postgres ? loadVortosDeadPostgres(db, m_rows) : loadVortosDeadMaria(db, m_rows);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    // Every UPDATE of every row, as the database saw it.
    const QString touches = postgres ? u"vortos.touches"_s : u"touches"_s;
    QStringList trigger{u"DROP TABLE IF EXISTS %1"_s.arg(touches),
                        u"CREATE TABLE %1 (id CHAR(36) NOT NULL, old_status VARCHAR(32), "
                        u"new_status VARCHAR(32))"_s.arg(touches)};
    if (postgres)
        trigger << u"CREATE FUNCTION vortos.log_touch() RETURNS trigger LANGUAGE plpgsql AS $$ "
                   u"BEGIN INSERT INTO vortos.touches VALUES (NEW.id::text, OLD.status, "
                   u"NEW.status); RETURN NEW; END $$"_s
                << u"CREATE TRIGGER touch AFTER UPDATE ON vortos.object_store_outbox FOR EACH ROW "
                   u"EXECUTE FUNCTION vortos.log_touch()"_s;
    else
        trigger << u"CREATE TRIGGER touch AFTER UPDATE ON vortos_object_store_outbox FOR EACH "
                   u"ROW INSERT INTO touches VALUES (NEW.id, OLD.status, NEW.status)"_s;
    auto triggered = test::runSql(db, trigger);
    QVERIFY2(triggered.ok(), qPrintable(triggered.ok() ? QString() : triggered.error().message));

    // The group "Connection timed out after N ms": rows n % 3 == 1.
    const QString group = errorSignature(vortosDeadError(1));
    QCOMPARE(errorSignature(vortosDeadError(4)), group);
    QVERIFY(errorSignature(vortosDeadError(2)) != group);
    const qint64 inGroup = (m_rows + 2) / 3;
    const RetryRequest request{RowFilter{}, signatureId(group), m_rows};

    QSemaphore planned, go;
    ConsoleRun a, b;
    // Different batch sizes: the two consoles' batches overlap in shifting ways.
    QList<QThread *> threads{
        console(db.spec(), table, request, 100, m_dir.filePath(u"audit-a.jsonl"_s), planned, go, a),
        console(db.spec(), table, request, 73, m_dir.filePath(u"audit-b.jsonl"_s), planned, go, b)};
    QElapsedTimer timer;
    timer.start();
    QVERIFY(runConsoles(threads, planned, go));
    const double seconds = timer.elapsed() / 1000.0;
    QVERIFY2(a.outcome && a.outcome->ok(), qPrintable(describe(a)));
    QVERIFY2(b.outcome && b.outcome->ok(), qPrintable(describe(b)));
    const ActionOutcome &ra = **a.outcome;
    const ActionOutcome &rb = **b.outcome;
    summary(u"races two consoles (%1): rows %2, group %3, planned %4 + %5, A: %6, B: %7, %8 s"_s
                .arg(postgres ? u"postgresql"_s : u"mariadb"_s)
                .arg(m_rows)
                .arg(inGroup)
                .arg(a.planned)
                .arg(b.planned)
                .arg(ra.summary, rb.summary)
                .arg(seconds, 0, 'f', 1));
    QCOMPARE(a.planned, qsizetype(inGroup));
    QCOMPARE(a.ids, b.ids); // the same frozen ids
    QCOMPARE(ra.changed + ra.skipped, qint64(inGroup));
    QCOMPARE(rb.changed + rb.skipped, qint64(inGroup));
    QCOMPARE(ra.changed + rb.changed, qint64(inGroup)); // each row reset by exactly one console
    QCOMPARE(ra.notReached + rb.notReached, qint64(0));

    // The database: each row of the group updated exactly once, dead → pending; no other row.
    QCOMPARE(number(db, u"SELECT COUNT(*) FROM %1"_s.arg(touches)), inGroup);
    QCOMPARE(number(db, u"SELECT COUNT(DISTINCT id) FROM %1"_s.arg(touches)), inGroup);
    QCOMPARE(number(db, u"SELECT COUNT(*) FROM %1 WHERE old_status = 'dead' AND new_status = "
                        u"'pending'"_s.arg(touches)),
             inGroup);
    QCOMPARE(number(db, u"SELECT COUNT(*) FROM %1 WHERE status = 'pending' AND attempt_count = 0 "
                        u"AND last_error IS NULL AND processed_at IS NULL"_s.arg(table)),
             inGroup);
    QCOMPARE(
        number(db, u"SELECT COUNT(*) FROM %1 WHERE status = 'dead' AND attempt_count = 5 AND "
                   u"last_error IS NOT NULL AND last_error NOT LIKE 'Connection timed out%'"_s.arg(
                       table)),
        qint64(m_rows) - inGroup);
    // The touched ids are exactly the frozen ones.
    QSqlQuery q(db.database());
    QVERIFY(q.exec(u"SELECT id FROM %1"_s.arg(touches)));
    QSet<QString> touched;
    while (q.next())
        touched.insert(q.value(0).toString().trimmed().toLower());
    QSet<QString> frozen;
    for (const QString &id : std::as_const(a.ids))
        frozen.insert(id.toLower());
    QCOMPARE(touched, frozen);
    // Each console's audit record tells its own share.
    for (const auto &[path, r] :
         {std::pair{u"audit-a.jsonl"_s, &ra}, std::pair{u"audit-b.jsonl"_s, &rb}}) {
        auto logged = AuditLog(m_dir.filePath(path)).recent(1);
        QVERIFY(logged.ok() && logged->size() == 1);
        QCOMPARE(logged->first().outcome, r->summary);
        QCOMPARE(logged->first().rowCount, inGroup);
        QFile::remove(m_dir.filePath(path));
    }
    QVERIFY(test::runSql(db, {u"DROP TABLE %1"_s.arg(touches)}).ok());
}

void TestRaces::twoConsolesRetryWhileRelaysDeliver() {
    DatabaseSession pg(test::postgresSpec(), u"races-relay"_s);
    QVERIFY(pg.open().ok());
    // Odd rows pending, even rows failed with their delivery state (5 attempts, an error).
    auto loaded = loadFennFlowPostgres(pg, m_rows, true,
                                       u"CASE WHEN g % 2 = 0 THEN 'failed' ELSE 'pending' END"_s);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QVERIFY(
        test::runSql(
            pg, {u"INSERT INTO outbox_console_delivery SELECT id, 5, 'HTTP 503 from the broker', "
                 u"NULL, now() FROM fennflow.outbox WHERE status = 'failed'"_s,
                 u"CREATE TABLE fennflow.touches (id uuid, old_status text, new_status text)"_s,
                 u"CREATE FUNCTION fennflow.log_touch() RETURNS trigger LANGUAGE plpgsql AS $$ "
                 u"BEGIN INSERT INTO fennflow.touches VALUES (NEW.id, OLD.status, "
                 u"NEW.status); RETURN NEW; END $$"_s,
                 u"CREATE TRIGGER touch AFTER UPDATE ON fennflow.outbox FOR EACH ROW "
                 u"EXECUTE FUNCTION fennflow.log_touch()"_s})
            .ok());
    const qint64 failed = m_rows / 2;
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'failed'"_s), failed);

    // Two relays deliver the pending rows, and every row the consoles reset, as they reset it.
    QList<RelayProcess> relays;
    for (int i = 0; i < 2; ++i)
        relays.append(startRelay(this, pg.spec(), u"fennflow.outbox"_s,
                                 m_dir.filePath(u"race-relay-%1.jsonl"_s.arg(i)), m_dir.path(),
                                 {u"--batch-size=100"_s}));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return number(pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'sent'"_s) > 0;
        },
        60000));
    QSemaphore planned, go;
    ConsoleRun a, b;
    const RetryRequest request{RowFilter{}, QString(), m_rows};
    QList<QThread *> threads{console(pg.spec(), u"fennflow.outbox"_s, request, 200,
                                     m_dir.filePath(u"audit-ra.jsonl"_s), planned, go, a),
                             console(pg.spec(), u"fennflow.outbox"_s, request, 150,
                                     m_dir.filePath(u"audit-rb.jsonl"_s), planned, go, b)};
    QElapsedTimer timer;
    timer.start();
    QVERIFY(runConsoles(threads, planned, go));
    QVERIFY2(a.outcome && a.outcome->ok(), qPrintable(describe(a)));
    QVERIFY2(b.outcome && b.outcome->ok(), qPrintable(describe(b)));
    QVERIFY(QTest::qWaitFor(
        [&] {
            return number(pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status <> 'sent'"_s) ==
                   0;
        },
        180000));
    const double seconds = timer.elapsed() / 1000.0;
    for (RelayProcess &r : relays) {
        int code = 0;
        const QString log = stopRelay(r, &code);
        QVERIFY2(code == 0, qPrintable(log));
    }
    const ActionOutcome &ra = **a.outcome;
    const ActionOutcome &rb = **b.outcome;
    const Deliveries d = readSinks({relays[0].sink, relays[1].sink});
    summary(u"races retry+relays (postgresql): rows %1 (%2 failed), A: %3, B: %4, deliveries %5, "
            u"duplicates %6, %7 s"_s.arg(m_rows)
                .arg(failed)
                .arg(ra.summary, rb.summary)
                .arg(d.lines())
                .arg(d.duplicates())
                .arg(seconds, 0, 'f', 1));
    QCOMPARE(a.planned, qsizetype(failed));
    QCOMPARE(a.ids, b.ids);
    QCOMPARE(ra.changed + ra.skipped, qint64(failed));
    QCOMPARE(rb.changed + rb.skipped, qint64(failed));
    QCOMPARE(ra.changed + rb.changed, qint64(failed));
    // No crash: every row delivered exactly once, retried rows included.
    QCOMPARE(d.badLines, 0);
    QCOMPARE(d.perEvent.size(), qsizetype(m_rows));
    QCOMPARE(d.duplicates(), qint64(0));
    // Each failed row: reset once (failed → pending), then sent once; each pending row: sent once.
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM fennflow.touches WHERE old_status = 'failed'"_s),
             failed);
    QCOMPARE(number(pg, u"SELECT COUNT(DISTINCT id) FROM fennflow.touches WHERE old_status = "
                        u"'failed' AND new_status = 'pending'"_s),
             failed);
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM fennflow.touches WHERE new_status = 'sent'"_s),
             qint64(m_rows));
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM fennflow.touches"_s), qint64(m_rows) + failed);
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM outbox_console_delivery"_s), qint64(0));
}

// The interleaving the two races above can produce, made certain: console A and console B freeze
// the same failed rows; A retries them; a relay tries them and fails (attempt 1, next attempt in
// 30 s, the error, in the side table); then B applies its plan. B must skip every row (no longer
// failed) and leave it exactly as it is, delivery state included.
void TestRaces::skippedRowsKeepTheirDeliveryState() {
    DatabaseSession pg(test::postgresSpec(), u"races-skip"_s);
    QVERIFY(pg.open().ok());
    const int rows = 200;
    auto loaded = loadFennFlowPostgres(pg, rows, true, u"'failed'"_s);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QVERIFY(test::runSql(pg, {u"INSERT INTO outbox_console_delivery SELECT id, 5, 'HTTP 503', "
                              u"NULL, now() FROM fennflow.outbox"_s})
                .ok());
    auto table = test::resolveTable(pg, u"fennflow.outbox"_s);
    QVERIFY(table.ok());
    OutboxReader reader(pg, *table);
    const RetryRequest request{RowFilter{}, QString(), rows};
    auto planA = planRetry(reader, request);
    auto planB = planRetry(reader, request);
    QVERIFY(planA.ok() && planB.ok());
    QCOMPARE(planB->ids.size(), qsizetype(rows));
    ActionContext context;
    context.auditLog = AuditLog(m_dir.filePath(u"audit-skip.jsonl"_s));
    auto first = applyRetry(reader, *planA, context);
    QVERIFY(first.ok());
    QCOMPARE(first->changed, qint64(rows));

    RelaySettings settings;
    settings.batchSize = rows;
    // A refused connection: every delivery fails.
    RelayEngine relay(pg, *table, settings,
                      test::eventSinkExecutor(u"webhook:http://127.0.0.1:9/events"_s));
    QVERIFY(relay.prepare().ok());
    auto tried = relay.runOnce();
    QVERIFY(tried.ok());
    QCOMPARE(tried->failed, rows);
    const QString state =
        u"SELECT COUNT(*) FROM outbox_console_delivery WHERE attempts = 1 AND next_attempt_at IS "
        u"NOT NULL AND last_error IS NOT NULL"_s;
    QCOMPARE(number(pg, state), qint64(rows));

    auto second = applyRetry(reader, *planB, context);
    QVERIFY(second.ok());
    QCOMPARE(second->changed, qint64(0));
    QCOMPARE(second->skipped, qint64(rows));
    QCOMPARE(number(pg, u"SELECT COUNT(*) FROM fennflow.outbox WHERE status = 'pending'"_s),
             qint64(rows));
    // The skipped rows keep their attempt, backoff and error.
    QCOMPARE(number(pg, state), qint64(rows));

    // Mark done on rows that are no longer failed: skipped, and left alone too.
    auto marked = markDone(reader, planB->ids.mid(0, 50), context);
    QVERIFY(marked.ok());
    QCOMPARE(marked->changed, qint64(0));
    QCOMPARE(marked->skipped, qint64(50));
    QCOMPARE(number(pg, state), qint64(rows));
    summary(u"races skipped rows: %1 rows reset by A, failed again by a relay; B: %2; mark done: "
            u"%3; delivery state kept: %4 of %1"_s.arg(rows)
                .arg(second->summary, marked->summary)
                .arg(number(pg, state)));
}

QTEST_GUILESS_MAIN(TestRaces)
#include "tst_races.moc"
