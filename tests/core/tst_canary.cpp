// The canary redrive with a real relay (outboxctl relay, as a process) delivering Vortos move rows
// into a real folder store, on SQLite, PostgreSQL and MariaDB. Whether a redriven row succeeds is
// up to the store: rows whose source object exists are delivered, the others fail again (the
// relay runs with --max-attempts=1, so they go dead at once). A group whose cause is not fixed
// stops after the canary; a fixed one runs to the end at the rate asked; a half-fixed one stops at
// the step where the ratio passes the threshold. Rows outside the frozen set, and rows of it the
// redrive did not reach, are never touched. A replay in steps (replay --canary) watches its
// copies the same way: copies that fail stop it after the canary, delivered ones let it finish.
#include "actions/canaryredrive.h"
#include "actions/replay.h"
#include "backendtestcase.h"
#include "schema/deliverytable.h"
#include "schema/relayregistry.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QDir>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {
constexpr int kMoves = 30; // the group redriven: dead move rows 0..29
constexpr int kOthers = 5; // dead copy rows outside the frozen set
constexpr int kCanary = 5;

QString rowId(int n) {
    return u"00000000-0000-7000-8000-%1"_s.arg(n, 12, 10, QLatin1Char('0'));
}
} // namespace

class TestCanary : public test::BackendTestCase {
    Q_OBJECT
public:
    TestCanary()
        : BackendTestCase(u"canary"_s, Rows::Databases,
                          {u"DROP TABLE IF EXISTS outbox_console_relays"_s,
                           u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                           u"DROP TABLE IF EXISTS outbox_console_copies"_s}) {}

private slots:
    void init();
    void cleanup();
    void causeNotFixedStopsAfterTheCanary();
    void causeFixedRunsToTheEndAtTheRate();
    void halfFixedStopsWhereTheRatioPassesTheThreshold();
    void badOptionsAreRefused();
    void replayCanaryStopsWhenItsCopiesFail();
    void replayCanaryFromOutboxctlRunsToTheEnd();

private:
    // The move rows sent (done), and the console's copies table: what a replay acts on.
    void sentMoves();
    QStringList auditActions();
    OutboxReader reader();
    void sources(int from, int to); // source objects for move rows from..to-1
    void startRelay();
    RetryPlan planMoves();
    qint64 count(const QString &where);
    // Rows that must not have changed: still dead with their five attempts and their error.
    qint64 untouched(const QString &where);
    ActionContext context();
    // The options of the redrives below: a canary of kCanary rows, then steps of rate rows a
    // second, a minute for the rows to settle, checked every 100 ms.
    static CanaryOptions optionsAt(int rate);
    // canaryRedrive of plan, each step it reports appended to steps (when given).
    Result<RedriveOutcome> redrive(const RetryPlan &plan, const CanaryOptions &options,
                                   QList<RedriveStep> *steps = nullptr);

    QString m_store;
    QProcess *m_relay = nullptr;
};

void TestCanary::init() {
    QFETCH_GLOBAL(QString, database);
    DatabaseSession &s = session();
    QVERIFY(test::runSql(s, {u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s,
                             u"DROP TABLE IF EXISTS outbox_console_relays"_s,
                             u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                             u"DROP TABLE IF EXISTS outbox_console_copies"_s})
                .ok());
    QVERIFY(test::runSqlFile(s, test::writerDdl(database, true)).ok());
    QVERIFY(test::runSql(s, {u"DELETE FROM vortos_object_store_outbox"_s}).ok());
    QSqlQuery q(s.database());
    q.prepare(u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
              u"payload, last_error, created_at) VALUES (?, ?, 'dead', 5, ?, ?, ?)"_s);
    for (int n = 0; n < kMoves + kOthers; ++n) {
        const bool move = n < kMoves;
        q.addBindValue(rowId(n));
        q.addBindValue(move ? u"move"_s : u"copy"_s);
        q.addBindValue(u"{\"name\":\"%1\",\"source\":\"in\\/%2.csv\",\"target\":\"out\\/%2.csv\"}"_s
                           .arg(move ? u"move"_s : u"copy"_s)
                           .arg(n));
        q.addBindValue(u"Object not found: in/%1.csv"_s.arg(n));
        q.addBindValue(QDateTime(QDate(2026, 6, 1), QTime(9, 0), Qt::UTC)
                           .addSecs(n)
                           .toString(u"yyyy-MM-dd HH:mm:ss"_s));
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    }
    QVERIFY(RelayRegistry::create(s).ok());
    QVERIFY(AuditTable::create(s).ok());
    m_store = m_dir.filePath(u"store-"_s + database + u'-' +
                             QString::fromLatin1(QTest::currentTestFunction()));
    QVERIFY(QDir(m_store).removeRecursively());
    QVERIFY(QDir().mkpath(m_store + u"/in"_s));
    // The copy rows' sources exist: were they touched, the relay would deliver them.
    for (int n = kMoves; n < kMoves + kOthers; ++n) {
        QFile f(m_store + u"/in/%1.csv"_s.arg(n));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
}

void TestCanary::cleanup() {
    if (m_relay) {
        m_relay->terminate();
        QVERIFY(m_relay->waitForFinished(30000));
        delete m_relay;
        m_relay = nullptr;
    }
}

OutboxReader TestCanary::reader() {
    return test::readerOrFail(session(),
                              test::resolveTable(session(), u"vortos_object_store_outbox"_s));
}

void TestCanary::sources(int from, int to) {
    for (int n = from; n < to; ++n) {
        QFile f(m_store + u"/in/%1.csv"_s.arg(n));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("a,b\n");
    }
}

void TestCanary::startRelay() {
    m_relay = new QProcess;
    test::dieWithTest(*m_relay);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, session().spec().password);
    env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
    env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
    m_relay->setProcessEnvironment(env);
    m_relay->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_relay->setStandardOutputFile(QProcess::nullDevice());
    m_relay->start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
                   {u"--database"_s, session().spec().displayUrl(), u"--table"_s,
                    u"vortos_object_store_outbox"_s, u"relay"_s,
                    u"--object-store=file:"_s + m_store, u"--max-attempts=1"_s, u"--sleep=0"_s,
                    u"--ordering=none"_s});
    QVERIFY(m_relay->waitForStarted());
    // Registered with its heartbeat: the console would see it before the canary.
    QVERIFY(QTest::qWaitFor(
        [&] {
            auto relays = RelayRegistry::relaysOf(session(), u"vortos_object_store_outbox"_s,
                                                  QDateTime::currentDateTimeUtc());
            return relays.ok() && relays->size() == 1;
        },
        20000));
}

RetryPlan TestCanary::planMoves() {
    RetryRequest request;
    request.filter.kind = u"move"_s;
    request.limit = 10000;
    auto plan = planRetry(reader(), request);
    if (!plan) {
        QTest::qFail(qPrintable(plan.error().message), __FILE__, __LINE__);
        return {};
    }
    return *plan;
}

qint64 TestCanary::count(const QString &where) {
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE "_s + where) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 TestCanary::untouched(const QString &where) {
    return count(u"(%1) AND status = 'dead' AND attempt_count = 5 AND last_error LIKE 'Object "
                 u"not found: in/%%'"_s.arg(where));
}

ActionContext TestCanary::context() {
    ActionContext c;
    c.auditLog = AuditLog(m_dir.filePath(u"audit.jsonl"_s));
    return c;
}

CanaryOptions TestCanary::optionsAt(int rate) {
    CanaryOptions options;
    options.canary = kCanary;
    options.rate = rate;
    options.settleTimeoutSeconds = 60;
    options.pollMilliseconds = 100;
    return options;
}

Result<RedriveOutcome> TestCanary::redrive(const RetryPlan &plan, const CanaryOptions &options,
                                           QList<RedriveStep> *steps) {
    RedriveProgress progress;
    if (steps)
        progress = [steps](const RedriveStep &s) { steps->append(s); };
    return canaryRedrive(reader(), plan, options, context(), progress);
}

void TestCanary::causeNotFixedStopsAfterTheCanary() {
    startRelay();
    const RetryPlan plan = planMoves();
    QCOMPARE(plan.ids.size(), kMoves);
    QList<RedriveStep> steps;
    auto outcome = redrive(plan, optionsAt(50), &steps);
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->stop, RedriveStop::CanaryFailed);
    QCOMPARE(outcome->tally.retried, kCanary);
    QCOMPARE(outcome->tally.failedAgain, kCanary);
    QCOMPARE(outcome->notRetried, kMoves - kCanary);
    QVERIFY2(outcome->summary.contains(u"stopped after the canary"_s),
             qPrintable(outcome->summary));
    for (const RedriveStep &s : std::as_const(steps))
        QVERIFY(s.phase != RedriveStep::Phase::Step);
    // The canary failed again (dead after one attempt); the rest of the group and the rows
    // outside it are as they were.
    QCOMPARE(count(u"operation = 'move' AND status = 'dead' AND attempt_count = 1"_s), kCanary);
    QCOMPARE(untouched(u"operation = 'move'"_s), kMoves - kCanary);
    QCOMPARE(untouched(u"operation = 'copy'"_s), kOthers);
    // The audit has the canary's retry and the redrive's outcome.
    const QStringList actions = auditActions();
    QVERIFY2(actions.contains(u"retry-canary"_s) && actions.contains(u"retry"_s),
             qPrintable(actions.join(u", "_s)));
}

void TestCanary::causeFixedRunsToTheEndAtTheRate() {
    sources(0, kMoves);
    startRelay();
    const RetryPlan plan = planMoves();
    QList<RedriveStep> steps;
    QElapsedTimer timer;
    timer.start();
    // 25 rows after the canary: 3 steps of 10, about a second apart.
    auto outcome = redrive(plan, optionsAt(10), &steps);
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->stop, RedriveStop::Completed);
    QCOMPARE(outcome->tally.retried, kMoves);
    QCOMPARE(outcome->tally.succeeded, kMoves);
    QCOMPARE(outcome->tally.failedAgain, 0);
    int stepCount = 0;
    for (const RedriveStep &s : std::as_const(steps))
        if (s.phase == RedriveStep::Phase::Step)
            stepCount = qMax(stepCount, s.steps);
    QCOMPARE(stepCount, 3);
    // The rate: the steps came about a second apart (two gaps before the last one).
    QVERIFY2(timer.elapsed() >= 1900, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(count(u"operation = 'move' AND status = 'done'"_s), kMoves);
    QCOMPARE(untouched(u"operation = 'copy'"_s), kOthers);
    QDir out(m_store + u"/out"_s);
    QCOMPARE(out.entryList(QDir::Files).size(), kMoves);
}

void TestCanary::halfFixedStopsWhereTheRatioPassesTheThreshold() {
    sources(0, 10); // the canary and the first step succeed, the rest fails again
    startRelay();
    const RetryPlan plan = planMoves();
    CanaryOptions options = optionsAt(5); // steps of 5 rows a second
    options.abortRatio = 0.2;
    auto outcome = redrive(plan, options);
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->stop, RedriveStop::RatioExceeded);
    // At least the step that fails was reset; not everything.
    QVERIFY2(outcome->tally.retried >= 15 && outcome->tally.retried < kMoves,
             qPrintable(outcome->summary));
    QVERIFY(outcome->tally.failureRatio() > 0.2);
    const qint64 retried = outcome->tally.retried;
    // Rows 0..9 delivered; the reset ones after them failed again or wait; the others untouched.
    QCOMPARE(count(u"operation = 'move' AND status = 'done'"_s), 10);
    QCOMPARE(untouched(u"operation = 'move'"_s), kMoves - retried);
    QCOMPARE(outcome->notRetried, kMoves - retried);
    QCOMPARE(untouched(u"operation = 'copy'"_s), kOthers);
}

void TestCanary::badOptionsAreRefused() {
    const RetryPlan plan = planMoves();
    for (const auto &[options, message] :
         {std::pair{CanaryOptions{0, 0.2, 0, 600, 1000, 0}, u"--canary"_s},
          std::pair{CanaryOptions{5, 1.5, 0, 600, 1000, 0}, u"--abort-ratio"_s},
          std::pair{CanaryOptions{5, 0.2, -1, 600, 1000, 0}, u"--rate"_s}}) {
        auto refused = canaryRedrive(reader(), plan, options, context());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::InvalidInput);
        QVERIFY2(refused.error().message.contains(message), qPrintable(refused.error().message));
    }
    QCOMPARE(untouched(u"1 = 1"_s), kMoves + kOthers);
}

void TestCanary::sentMoves() {
    QVERIFY(test::runSql(session(), {u"UPDATE vortos_object_store_outbox SET status = 'done', "
                                     u"last_error = NULL WHERE operation = 'move'"_s})
                .ok());
    QVERIFY(CopiedRows::create(session(), reader().table()).ok());
}

QStringList TestCanary::auditActions() {
    auto audit = AuditTable::recent(session(), 20);
    if (!audit)
        return {u"<audit: %1>"_s.arg(audit.error().message)};
    QStringList actions;
    for (const AuditRecord &r : std::as_const(*audit))
        actions.append(r.action);
    return actions;
}

void TestCanary::replayCanaryStopsWhenItsCopiesFail() {
    sentMoves();
    startRelay();
    ReplayRequest request;
    request.filter.kind = u"move"_s;
    request.limit = 100;
    auto plan = planReplay(reader(), request);
    QVERIFY2(plan.ok(), qPrintable(test::errorText(plan)));
    QCOMPARE(plan->ids.size(), kMoves);
    // No source objects: the copies fail (dead after the relay's one attempt).
    auto outcome = canaryReplay(reader(), *plan, optionsAt(50), context());
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->stop, RedriveStop::CanaryFailed);
    QCOMPARE(outcome->tally.retried, kCanary);
    QCOMPARE(outcome->tally.failedAgain, kCanary);
    QCOMPARE(outcome->notRetried, kMoves - kCanary);
    QVERIFY2(outcome->summary.contains(u"5 replayed"_s) &&
                 outcome->summary.contains(u"25 not replayed"_s) &&
                 outcome->summary.contains(u"of its copies failed"_s),
             qPrintable(outcome->summary));
    // Only the canary's copies were written, each traced; the originals stay sent.
    QCOMPARE(count(u"operation = 'move' AND status = 'dead'"_s), kCanary);
    QCOMPARE(count(u"operation = 'move' AND status = 'done'"_s), kMoves);
    QSqlQuery q(session().database());
    QVERIFY(q.exec(u"SELECT COUNT(*) FROM outbox_console_copies WHERE action = 'replay'"_s));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toLongLong(), kCanary);
    QCOMPARE(untouched(u"operation = 'copy'"_s), kOthers);
    const QStringList actions = auditActions();
    QVERIFY2(actions.contains(u"replay-canary"_s) && actions.contains(u"replay"_s),
             qPrintable(actions.join(u", "_s)));
}

void TestCanary::replayCanaryFromOutboxctlRunsToTheEnd() {
    sentMoves();
    sources(0, kMoves);
    startRelay();
    QProcessEnvironment env = test::databaseUserEnvironment(m_dir.path(), session().spec());
    const QStringList args{u"--table=vortos_object_store_outbox"_s,
                           u"replay"_s,
                           u"--operation=move"_s,
                           u"--canary=5"_s,
                           u"--rate=10"_s,
                           u"--settle-timeout=60"_s,
                           u"--force"_s,
                           u"--reason=OPS-9 consumer lost"_s};
    // Without --canary, its companions are refused, and nothing is written.
    const auto refused = test::runOutboxctl({u"--table=vortos_object_store_outbox"_s, u"replay"_s,
                                             u"--operation=move"_s, u"--rate=10"_s, u"--force"_s},
                                            env);
    QCOMPARE(refused.code, 2);
    QVERIFY2(refused.err.contains(u"go with --canary"_s), qPrintable(refused.err));
    QCOMPARE(count(u"1 = 1"_s), kMoves + kOthers);
    const auto r = test::runOutboxctl(args, env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Replayed 30 rows."_s), qPrintable(r.out));
    QVERIFY2(r.err.contains(u"Canary replay: the copies of 5 rows first"_s) &&
                 r.err.contains(u"every row was replayed"_s),
             qPrintable(r.err));
    // Every copy delivered: 30 originals and 30 copies done, each copy's object moved.
    QCOMPARE(count(u"operation = 'move' AND status = 'done'"_s), 2 * kMoves);
    QCOMPARE(untouched(u"operation = 'copy'"_s), kOthers);
    QVERIFY(auditActions().contains(u"replay-canary"_s));
}

QTEST_GUILESS_MAIN(TestCanary)
#include "tst_canary.moc"
