// Crash safety (issue 9): four `outboxctl relay` processes share one FennFlow table and are killed
// with SIGKILL at random moments and restarted. Each process instance writes a JSON-lines file of
// its own, so the files count the deliveries of every row exactly: every row must end sent, none
// lost, none stuck, and a row may be delivered more than once only where a killed instance's
// unfinished last batch holds the extra delivery. PostgreSQL and MariaDB. Short by default
// (20,000 rows, 10 kills); OUTBOX_RELIABILITY_LONG=1: 100,000 rows, 20 kills.
#include "faultsupport.h"

#include <QRandomGenerator>
#include <QTemporaryDir>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::reliability;

class TestCrashSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedRelaysOnPostgres();
    void killedRelaysOnMariaDb();

private:
    void killRelays(DatabaseSession &db, const QString &label, const QString &tableArg,
                    const QString &table);

    QTemporaryDir m_dir;
    // Under AddressSanitizer every relay start costs seconds and every batch several times more:
    // the short variant keeps the same shape with fewer rows so the kills still land mid-run.
#if defined(__SANITIZE_ADDRESS__)
    static constexpr bool kSanitized = true;
#else
    static constexpr bool kSanitized = false;
#endif
    const int m_rows = longRun() ? 100000 : kSanitized ? 6000 : 20000;
    const int m_kills = longRun() ? 20 : kSanitized ? 6 : 10;
    const int m_batch = 50;
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
        return startRelay(this, db.spec(), tableArg,
                          m_dir.filePath(u"%1-%2.jsonl"_s.arg(label).arg(instance++)), m_dir.path(),
                          {u"--batch-size=%1"_s.arg(m_batch)});
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
    // The extra deliveries a crash may cause: the killed instance's last batch, i.e. at most the
    // last m_batch lines of its file.
    QHash<QString, int> inCrashedTails;
    for (const RelayProcess &r : std::as_const(done)) {
        if (!r.killed)
            continue;
        const QStringList &order = d.perFile.value(r.sink);
        for (qsizetype i = qMax<qsizetype>(0, order.size() - m_batch); i < order.size(); ++i)
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
    QVERIFY2(d.duplicates() <= qint64(kills) * m_batch,
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

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
