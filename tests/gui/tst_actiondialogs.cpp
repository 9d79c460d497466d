// The retry, mark-done and purge dialogs and the shared change confirmation, driven offscreen
// against a real PostgreSQL table of their own and the demo workspace (SQLite): the dry run
// first, exact before/after states, cancel between batches, concurrent changes skipped, read-only
// refusals, the typed confirmation on prod, mark done with a reason, purge; screenshots.
#include "actions/schemachange.h"
#include "audit/auditrecord.h"
#include "confirmationrecorder.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "query/errorsignature.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"
#include "ui/actions/purgedialog.h"
#include "ui/actions/retrydialog.h"
#include "ui/common/changeconfirmation.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSemaphore>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::darkPalette;
using test::grabTo;

namespace {

const QString kTable = u"vortos_dlg_actions_outbox"_s;
constexpr int kDead = 30, kPending = 10, kOldSent = 10, kRecentSent = 5;

using test::uuidFor;

// Without the English plural translation loaded (tests load none), "%n row(s)" stays as it is.
QString plural(const QString &text) {
    return QString(text).replace(u"(s)"_s, u"s"_s);
}

using HookRecorder = test::ConfirmationRecorder;

} // namespace

class TestActionDialogs : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<DatabaseSession> m_pg;
    OutboxTable m_pgTable;
    DemoWorkspace m_ws;

    QString storeDir() const { return m_dir.path() + u"/store"_s; }
    AuditLog auditLog() const { return AuditLog(m_dir.path() + u"/audit.jsonl"_s); }

    ConnectionTarget pgTarget(bool prod = false, bool readOnly = false) const {
        Profile p;
        p.name = prod ? u"pg-prod"_s : u"pg-dev"_s;
        p.environment = prod ? u"prod"_s : u"dev"_s;
        p.objectStore = u"file:"_s + storeDir();
        p.readOnly = readOnly;
        ConnectionTarget t;
        t.label = p.name;
        t.profileName = p.name;
        t.environment = p.environment;
        t.readOnly = readOnly;
        t.profile = p;
        t.spec = test::postgresSpec();
        return t;
    }

    qint64 pgCount(const QString &where) {
        QSqlQuery q(m_pg->database());
        if (!q.exec(u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(kTable, where)) || !q.next()) {
            qWarning() << q.lastError().text();
            return -1;
        }
        return q.value(0).toLongLong();
    }
    QString pgStatus(int n) {
        QSqlQuery q(m_pg->database());
        q.prepare(u"SELECT status FROM %1 WHERE id = ?"_s.arg(kTable));
        q.addBindValue(uuidFor(n));
        if (!q.exec() || !q.next())
            return u"<missing>"_s;
        return q.value(0).toString();
    }

    // The table of every test: 30 dead, 10 pending, 10 sent 60 days ago, 5 sent yesterday.
    // Rows 0 (move) and 1 (promote) have targets that already exist in the folder store.
    bool seedPostgres() {
        if (!test::runSql(*m_pg, {u"DELETE FROM "_s + kTable}).ok())
            return false;
        QSqlQuery q(m_pg->database());
        q.prepare(
            u"INSERT INTO %1 (id, operation, status, attempt_count, payload, last_error, "
            "next_attempt_at, created_at, processed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(
                kTable));
        const QStringList ops{u"move"_s, u"promote"_s, u"copy"_s, u"put"_s};
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const QVariant null(QMetaType::fromType<QString>());
        for (int n = 0; n < kDead + kPending + kOldSent + kRecentSent; ++n) {
            const bool dead = n < kDead;
            const bool pending = n >= kDead && n < kDead + kPending;
            const bool oldSent = n >= kDead + kPending && n < kDead + kPending + kOldSent;
            const QDateTime created = dead      ? now.addDays(-3).addSecs(n * 60)
                                      : pending ? now.addDays(-2).addSecs(n * 60)
                                      : oldSent ? now.addDays(-60).addSecs(n * 60)
                                                : now.addDays(-1).addSecs(n * 60);
            const QString ts = created.toString(u"yyyy-MM-dd HH:mm:ss"_s);
            const QString op = ops.at(n % 4);
            QString payload;
            if (op == u"move"_s)
                payload =
                    u"{\"name\":\"move\",\"source\":\"tmp\\/imp\\/%1\",\"target\":\"imports\\/%1\"}"_s
                        .arg(n);
            else if (op == u"promote"_s)
                payload =
                    u"{\"name\":\"promote\",\"temporary_key\":\"tmp\\/u\\/%1\",\"permanent_key\":\"assets\\/%1\",\"temporary_prefix\":\"tmp\",\"delete_temporary_source\":true}"_s
                        .arg(n);
            else if (op == u"copy"_s)
                payload =
                    u"{\"name\":\"copy\",\"source\":\"a\\/%1\",\"target\":\"b\\/%1\"}"_s.arg(n);
            else
                payload =
                    u"{\"name\":\"put\",\"key\":\"k\\/%1\",\"body_base64\":\"aGk=\"}"_s.arg(n);
            const QString error =
                n % 2 == 0
                    ? u"Object not found: tmp/imp/%1.csv"_s.arg(n)
                    : u"Error executing \"CopyObject\": 503 Slow Down (request %1)"_s.arg(n * 7919);
            q.addBindValue(uuidFor(n));
            q.addBindValue(op);
            q.addBindValue(dead ? u"dead"_s : pending ? u"pending"_s : u"done"_s);
            q.addBindValue(dead ? 5 : pending ? 2 : 1);
            q.addBindValue(payload);
            q.addBindValue(dead || pending ? QVariant(error) : null);
            q.addBindValue(pending ? QVariant(ts) : null);
            q.addBindValue(ts);
            q.addBindValue(dead || pending ? null : QVariant(ts));
            if (!q.exec()) {
                qWarning() << q.lastError().text();
                return false;
            }
        }
        return true;
    }

    static bool waitPlanned(RetryDialog &d) {
        return QTest::qWaitFor([&] { return d.phase() == RetryDialog::Phase::Planned; }, 20000);
    }

    QTranslator m_english;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // The English plural forms ("1 row", "30 rows") come from the English translation, which
        // the programs load for English: the build puts it next to bin/ as in the install.
        QVERIFY(m_english.load(QCoreApplication::applicationDirPath() +
                               u"/../../share/outbox-console/translations/outbox-console_en.qm"_s));
        QCoreApplication::installTranslator(&m_english);
        // The folder store: the targets of rows 0 (move) and 1 (promote) already exist.
        QVERIFY(QDir().mkpath(storeDir() + u"/imports"_s));
        QVERIFY(QDir().mkpath(storeDir() + u"/assets"_s));
        for (const QString &key : {u"imports/0"_s, u"assets/1"_s}) {
            QFile f(storeDir() + u'/' + key);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("done already");
        }
        // The sources of the rows that failed "not found" are back, but for rows 8 (move) and
        // 10 (copy): the dry run flags those two, a retry would fail again.
        for (int n = 2; n < kDead; n += 2) {
            if (n == 8 || n == 10)
                continue;
            const QString key = n % 4 == 0 ? u"tmp/imp/%1"_s.arg(n) : u"a/%1"_s.arg(n);
            QVERIFY(QDir().mkpath(QFileInfo(storeDir() + u'/' + key).path()));
            QFile f(storeDir() + u'/' + key);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("uploaded again");
        }

        QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"dlg-pg"_s).ok());
        QVERIFY(test::runSql(*m_pg, {u"DROP TABLE IF EXISTS "_s + kTable}).ok());
        // Renaming "object_store_outbox" names the table and its indexes uniquely.
        auto created = test::runSqlFile(*m_pg, u"vortos-postgres-prefix.sql"_s,
                                        u"object_store_outbox"_s, u"dlg_actions_outbox"_s);
        QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
        auto table = test::resolveTable(*m_pg, kTable);
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
        m_pgTable = *table;

        auto ws = test::createDemo(m_dir.path());
        QVERIFY2(ws.ok(), ws.ok() ? "" : qPrintable(ws.error().message));
        m_ws = *ws;
    }

    void init() { QVERIFY(seedPostgres()); }

    void cleanupTestCase() {
        if (m_pg)
            (void)test::runSql(*m_pg, {u"DROP TABLE IF EXISTS "_s + kTable});
        m_pg.reset();
    }

    // The dry run changes nothing and shows the exact plan; the forced retry then resets exactly
    // the planned rows; the result line stays.
    void dryRunThenRetry() {
        HookRecorder hook;
        RetryDialog d(pgTarget(), m_pgTable, RetrySelection::matching({}), nullptr);
        d.setAuditLog(auditLog());
        QSignalSpy changed(&d, &RetryDialog::changed);
        d.show();
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), kDead);
        QCOMPARE(d.plan().byOperation.value(u"move"_s), 8);
        QCOMPARE(d.plan().byOperation.value(u"put"_s), 7);
        QCOMPARE(d.plan().byGroup.size(), 2);
        QCOMPARE(d.plan().targetCheck, TargetCheck::Made);
        QCOMPARE(QSet<QString>(d.plan().targetExists.cbegin(), d.plan().targetExists.cend()),
                 (QSet<QString>{uuidFor(0), uuidFor(1)}));
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead); // the dry run changed nothing

        auto *summary = d.findChild<QLabel *>(u"planSummary"_s);
        // The summary counts the rows the retry would reset, not the flagged ones too.
        QVERIFY2(plural(summary->text()).contains(u"26 dead rows"_s) &&
                     plural(summary->text()).contains(u"4 flagged rows stay dead"_s),
                 qPrintable(summary->text()));
        QCOMPARE(d.findChild<QTableView *>(u"sampleView"_s)->model()->rowCount(), kDead);
        QCOMPARE(d.findChild<QTreeWidget *>(u"operationBreakdown"_s)->topLevelItemCount(), 4);
        QCOMPARE(d.findChild<QTreeWidget *>(u"groupBreakdown"_s)->topLevelItemCount(), 2);
        QCOMPARE(QSet<QString>(d.plan().sourceMissing.cbegin(), d.plan().sourceMissing.cend()),
                 (QSet<QString>{uuidFor(8), uuidFor(10)}));
        const QString checkNote = plural(d.findChild<QLabel *>(u"targetCheckLabel"_s)->text());
        QVERIFY2(checkNote.contains(u"2 rows flagged: the target already exists"_s) &&
                     checkNote.contains(u"2 rows flagged: they failed for a missing object"_s),
                 qPrintable(checkNote));
        // The default button never retries the rows the dry run flags.
        auto *retry = d.findChild<QPushButton *>(u"retryButton"_s);
        QVERIFY(retry->isEnabled());
        QCOMPARE(plural(retry->text()), u"&Retry 26 Rows That Can Succeed"_s);
        QVERIFY(d.findChild<QPushButton *>(u"markDoneButton"_s)->isEnabled());
        QTest::qWait(50);
        QVERIFY(grabTo(d, u"retry-plan-light.png"_s));

        // Not confirmed: nothing changes.
        hook.answer = std::nullopt;
        retry->click();
        QCOMPARE(hook.asked.size(), 1);
        QCOMPARE(d.phase(), RetryDialog::Phase::Planned);
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead);
        QCOMPARE(changed.size(), 0);

        // Confirmed.
        hook.answer = QString();
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        retry->click();
        QCOMPARE(hook.asked.size(), 2);
        const ChangeDescription &asked = hook.asked.last();
        QVERIFY(asked.summary.contains(
            u"Set 26 dead rows of vortos_dlg_actions_outbox back to pending"_s));
        QCOMPARE(plural(asked.confirmText), u"Retry 26 Rows"_s);
        QVERIFY(
            plural(asked.details.join(u' ')).contains(u"4 rows the dry run flagged stay dead"_s));
        QVERIFY(!asked.destructive);
        QVERIFY(finished.wait(20000));
        QCOMPARE(d.resultText(), u"26 retried, 0 skipped: no longer dead."_s);
        QVERIFY(d.findChild<QLabel *>(u"resultLabel"_s)->isVisible());
        QCOMPARE(changed.size(), 1);
        QCOMPARE(pgCount(u"status = 'dead'"_s), 4);
        for (int n : {0, 1, 8, 10})
            QCOMPARE(pgStatus(n), u"dead"_s);
        QCOMPARE(pgCount(u"status = 'pending'"_s), kDead - 4 + kPending);
        QCOMPARE(pgCount(u"status = 'pending' AND attempt_count = 0 AND last_error IS NULL AND "
                         "next_attempt_at IS NULL AND processed_at IS NULL"_s),
                 kDead - 4);
        QCOMPARE(pgCount(u"status = 'done'"_s), kOldSent + kRecentSent);
        QVERIFY(!retry->isEnabled()); // the plan is spent
        QTest::qWait(50);
        QVERIFY(grabTo(d, u"retry-result-light.png"_s));
        // The result line stays after a new dry run.
        QVERIFY(test::clickButton(d, u"replanButton"_s));
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), 4); // the flagged rows, flagged again
        QCOMPARE(d.plan().unflaggedIds().size(), 0);
        QCOMPARE(d.resultText(), u"26 retried, 0 skipped: no longer dead."_s);
        QVERIFY(!retry->isEnabled());
    }

    // A dry run whose every row is flagged says that none would be reset, and why,
    // and points at Mark Done where the dialog offers it (it said "3 … would be set back to
    // pending" beside a disabled Retry button).
    void everyRowFlaggedSaysNoneWouldBeReset() {
        HookRecorder hook;
        // Rows 0 (move) and 1 (promote): their targets exist; row 8 (move): its source is missing.
        RetryDialog d(pgTarget(), m_pgTable,
                      RetrySelection::rows({uuidFor(0), uuidFor(1), uuidFor(8)}), nullptr);
        d.setAuditLog(auditLog());
        d.show();
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), 3);
        QVERIFY(d.plan().unflaggedIds().isEmpty());
        auto *retry = d.findChild<QPushButton *>(u"retryButton"_s);
        auto *markDone = d.findChild<QPushButton *>(u"markDoneButton"_s);
        QVERIFY(!retry->isEnabled());
        QVERIFY(markDone->isEnabled());
        const QString summary = plural(d.findChild<QLabel *>(u"planSummary"_s)->text());
        QVERIFY2(!summary.contains(u"would be set back to pending ("_s) &&
                     summary.contains(u"none of the 3 dead rows"_s) &&
                     summary.contains(u"flagged"_s) && summary.contains(u"Mark Done"_s),
                 qPrintable(summary));
        QTest::qWait(50);
        QVERIFY(grabTo(d, u"retry-all-flagged-light.png"_s));

        // A filter's dry run whose only flagged row has its source missing: Mark Done is not
        // offered there, and the summary does not point at it.
        QVERIFY(test::runSql(*m_pg, {u"UPDATE %1 SET status = 'done' WHERE status = 'dead' AND "
                                     "id <> '%2'"_s.arg(kTable, uuidFor(8))})
                    .ok());
        RetryDialog f(pgTarget(), m_pgTable, RetrySelection::matching({}), nullptr);
        f.setAuditLog(auditLog());
        QVERIFY(waitPlanned(f));
        QCOMPARE(f.plan().ids.size(), 1);
        QVERIFY(f.plan().unflaggedIds().isEmpty());
        QVERIFY(!f.findChild<QPushButton *>(u"markDoneButton"_s)->isEnabled());
        const QString only = plural(f.findChild<QLabel *>(u"planSummary"_s)->text());
        QVERIFY2(only.contains(u"none of the 1 dead row"_s) && !only.contains(u"Mark Done"_s),
                 qPrintable(only));
    }

    // A canary that stops (here: no relay settles it) shows its outcome in the
    // progress bar, not "waiting for the relay…" for ever.
    void canaryStopShowsTheOutcome() {
        HookRecorder hook;
        RetryDialog d(pgTarget(), m_pgTable, RetrySelection::rows({uuidFor(3), uuidFor(5)}),
                      nullptr);
        d.setAuditLog(auditLog());
        d.setCanaryTimingForTests(1, 100);
        d.show();
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().unflaggedIds().size(), 2);
        d.findChild<QCheckBox *>(u"canaryCheck"_s)->setChecked(true);
        d.findChild<QSpinBox *>(u"canaryRows"_s)->setValue(1);
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        QSignalSpy steps(&d, &RetryDialog::canaryProgressed);
        QVERIFY(test::clickButton(d, u"retryButton"_s));
        QCOMPARE(hook.asked.size(), 1);
        QVERIFY(finished.wait(20000));
        QVERIFY(d.lastRedrive());
        QCOMPARE(d.lastRedrive()->stop, RedriveStop::NotSettled);
        QVERIFY(steps.size() >= 1);
        QTest::qWait(50); // a step queued before the end must not overwrite the outcome
        auto *progress = d.findChild<QProgressBar *>(u"applyProgress"_s);
        QVERIFY(progress->isVisible());
        QVERIFY2(!progress->format().contains(u"waiting"_s) &&
                     progress->format().contains(u"not settled"_s),
                 qPrintable(progress->format()));
        QVERIFY2(d.resultText().contains(u"not settled within 1 s"_s), qPrintable(d.resultText()));
        QVERIFY(grabTo(d, u"retry-canary-not-settled-light.png"_s));
        QCOMPARE(pgStatus(3), u"pending"_s); // the canary's row, reset
        QCOMPARE(pgStatus(5), u"dead"_s);    // the rest, never reached
    }

    // A row that changed between the dry run and the retry is skipped and counted.
    void concurrentChangeIsSkipped() {
        HookRecorder hook;
        RetryDialog d(pgTarget(), m_pgTable,
                      RetrySelection::errorGroup(
                          signatureId(errorSignature(u"Object not found: tmp/imp/0.csv"_s))),
                      nullptr);
        d.setAuditLog(auditLog());
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), kDead / 2); // the even rows
        // Meanwhile a relay (or a colleague) takes two of them.
        QVERIFY(
            test::runSql(*m_pg, {u"UPDATE %1 SET status = 'done' WHERE id IN ('%2', '%3')"_s.arg(
                                    kTable, uuidFor(2), uuidFor(4))})
                .ok());
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        d.findChild<QPushButton *>(u"retryButton"_s)->click();
        QVERIFY(finished.wait(20000));
        // Of the 15, rows 0 (target exists), 8 and 10 (source missing) are flagged: not retried.
        QCOMPARE(d.resultText(), u"10 retried, 2 skipped: no longer dead."_s);
        QCOMPARE(d.lastOutcome()->skipped, 2);
        QCOMPARE(pgStatus(2), u"done"_s);
        QCOMPARE(pgStatus(4), u"done"_s);
        QCOMPARE(pgStatus(6), u"pending"_s);
        QCOMPARE(pgStatus(1), u"dead"_s); // another group
        QCOMPARE(pgStatus(8), u"dead"_s);
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead / 2 + 3);
    }

    // Cancel from the progress signal: the change stops between batches and says exactly how far
    // it got; the database agrees.
    void cancelStopsBetweenBatches() {
        HookRecorder hook;
        RetryDialog d(pgTarget(), m_pgTable, RetrySelection::matching({}), nullptr);
        d.setAuditLog(auditLog());
        d.setBatchSize(5);
        // The task waits after batch 2 until the GUI has pressed Cancel: no timing guesses.
        auto gate = std::make_shared<QSemaphore>(0);
        d.setBatchHookForTests([gate](const BatchProgress &p) {
            if (p.batch == 2)
                gate->tryAcquire(1, 10000);
        });
        connect(&d, &RetryDialog::progressed, &d, [&d, gate](const BatchProgress &p) {
            if (p.batch == 2) {
                grabTo(d, u"retry-progress-light.png"_s);
                auto *cancel = d.findChild<QPushButton *>(u"cancelButton"_s);
                QVERIFY(cancel->isVisible() && cancel->isEnabled());
                cancel->click();
                gate->release();
            }
        });
        d.show();
        QVERIFY(waitPlanned(d));
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        QSignalSpy changed(&d, &RetryDialog::changed);
        d.findChild<QPushButton *>(u"retryButton"_s)->click();
        QCOMPARE(d.phase(), RetryDialog::Phase::Applying);
        QVERIFY(finished.wait(20000));
        QVERIFY(d.lastOutcome());
        QVERIFY(d.lastOutcome()->cancelled);
        QCOMPARE(d.lastOutcome()->changed, 10);
        QCOMPARE(d.lastOutcome()->notReached, 16); // 26: the 4 flagged rows are not retried
        QCOMPARE(d.resultText(), u"Cancelled after batch 2 of 6: 10 retried, 0 skipped: no "
                                 "longer dead, 16 not reached."_s);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead - 10);
        QCOMPARE(pgCount(u"status = 'pending' AND attempt_count = 0"_s), 10);
        QVERIFY(grabTo(d, u"retry-cancelled-light.png"_s));
    }

    // Cancel during the dry run: it stops, says so, and offers nothing to apply.
    void cancelTheDryRun() {
        QStringList ids;
        for (int n = 0; n < kDead; ++n)
            ids << uuidFor(n);
        RetryDialog d(pgTarget(), m_pgTable, RetrySelection::rows(ids), nullptr);
        // Right after the queued start: the task is still connecting when it is told to stop.
        QMetaObject::invokeMethod(&d, &RetryDialog::cancel, Qt::QueuedConnection);
        d.show();
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !d.isBusy() && d.phase() != RetryDialog::Phase::Idle
                           ? true
                           : !d.isBusy() && d.findChild<QLabel *>(u"statusLabel"_s)
                                                ->text()
                                                .contains(u"cancelled"_s);
            },
            20000));
        QCOMPARE(d.phase(), RetryDialog::Phase::Idle);
        QVERIFY(d.plan().ids.isEmpty());
        QVERIFY(!d.findChild<QPushButton *>(u"retryButton"_s)->isEnabled());
        QVERIFY(d.findChild<QPushButton *>(u"replanButton"_s)->isEnabled());
        // It can run again.
        QVERIFY(test::clickButton(d, u"replanButton"_s));
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), kDead);
    }

    // A read-only profile gets the dry run and nothing else: buttons disabled, with the reason.
    void readOnlyRefuses() {
        HookRecorder hook;
        RetryDialog d(pgTarget(true, true), m_pgTable, RetrySelection::matching({}), nullptr);
        d.setAuditLog(auditLog());
        d.show();
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), kDead);
        auto *retry = d.findChild<QPushButton *>(u"retryButton"_s);
        auto *markDone = d.findChild<QPushButton *>(u"markDoneButton"_s);
        QVERIFY(!retry->isEnabled());
        QVERIFY(!markDone->isEnabled());
        QVERIFY(retry->toolTip().contains(u"read-only"_s));
        QVERIFY(retry->toolTip().contains(u"Unlock writing for this session"_s));
        QVERIFY(markDone->toolTip().contains(u"mark done is not allowed"_s));
        QVERIFY(d.findChild<QLabel *>(u"readOnlyNote"_s)->text().contains(u"read-only"_s));
        QVERIFY(d.findChild<QLabel *>(u"readOnlyNote"_s)->isVisible());
        d.retry();
        d.markDone();
        QCOMPARE(hook.asked.size(), 0);
        QCOMPARE(d.phase(), RetryDialog::Phase::Planned);
        QVERIFY(grabTo(d, u"retry-readonly-light.png"_s));

        PurgeDialog p(pgTarget(true, true), m_pgTable, nullptr);
        QSignalSpy counted(&p, &PurgeDialog::counted);
        QVERIFY(counted.wait(20000));
        QCOMPARE(counted.first().first().toLongLong(), kOldSent);
        auto *purge = p.findChild<QPushButton *>(u"purgeButton"_s);
        QVERIFY(!purge->isEnabled());
        QVERIFY(purge->toolTip().contains(u"read-only"_s));
        p.purge();
        QCOMPARE(hook.asked.size(), 0);
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead);
        QCOMPARE(pgCount(u"status = 'done'"_s), kOldSent + kRecentSent);
    }

    // The real confirmation on a prod profile: the typed name and a reason enable the button.
    void prodConfirmationIsTyped() {
        ChangeDescription change;
        change.title = u"Retry dead rows"_s;
        change.summary = u"Set 30 dead rows of vortos_dlg_actions_outbox back to pending."_s;
        change.confirmText = u"Retry 30 Rows"_s;
        {
            ChangeConfirmationDialog c(pgTarget(true), change);
            c.show();
            QVERIFY(c.requiresTypedName());
            QVERIFY(c.requiresReason());
            auto *name = c.findChild<QLineEdit *>(u"confirmNameEdit"_s);
            auto *reason = c.findChild<QLineEdit *>(u"confirmReasonEdit"_s);
            auto *button = c.findChild<QPushButton *>(u"confirmButton"_s);
            QVERIFY(name && reason && button);
            QCOMPARE(c.findChild<QLabel *>(u"confirmSummary"_s)->text(), change.summary);
            QVERIFY(!button->isEnabled());
            QTest::keyClicks(name, u"pg-pro"_s);
            QTest::keyClicks(reason, u"OPS-1"_s);
            QVERIFY(!button->isEnabled()); // wrong name
            QVERIFY(c.findChild<QLabel *>(u"confirmHint"_s)->text().contains(u"profile name"_s));
            {
                const test::ScopedPalette dark(darkPalette());
                c.adjustSize();
                QTest::qWait(20);
                QVERIFY(grabTo(c, u"confirm-prod-wrong-name-dark.png"_s));
            }
            name->clear();
            QTest::keyClicks(name, u"PG-PROD"_s);
            QVERIFY(!button->isEnabled()); // exactly, case included
            name->clear();
            QTest::keyClicks(name, u"pg-prod"_s);
            QVERIFY(button->isEnabled());
            reason->setText(u"   "_s);
            QVERIFY(!button->isEnabled()); // a blank reason is no reason
            QTest::keyClicks(reason, u"OPS-1 consumer fixed"_s);
            QVERIFY(button->isEnabled());
            QCOMPARE(c.reason(), u"OPS-1 consumer fixed"_s);
            // Enter in the reason neither confirms nor cancels (it cancelled, and the
            // reason was lost): the dialog stays, the reason kept, the confirm button focused.
            reason->setFocus();
            QTest::keyClick(reason, Qt::Key_Return);
            QVERIFY(c.isVisible());
            QCOMPARE(c.result(), 0);
            QCOMPARE(c.reason(), u"OPS-1 consumer fixed"_s);
            QTRY_VERIFY(button->hasFocus());
            QTest::keyClick(name, Qt::Key_Enter);
            QVERIFY(c.isVisible());
        }
        {
            // A schema change shows the statements it runs, verbatim and read-only.
            ChangeDescription schema = change;
            schema.title = u"Create the delivery table"_s;
            schema.statements = relayTablesDdl(DatabaseKind::PostgreSQL, IdStorage::Uuid);
            ChangeConfirmationDialog c(pgTarget(true), schema);
            c.show();
            auto *statements = c.findChild<QPlainTextEdit *>(u"confirmStatements"_s);
            QVERIFY(statements);
            QVERIFY(statements->isReadOnly());
            QCOMPARE(statements->toPlainText(), schema.statements);
            QVERIFY(statements->toPlainText().contains(u"outbox_id UUID PRIMARY KEY"_s));
            c.adjustSize();
            QTest::qWait(20);
            QVERIFY(grabTo(c, u"confirm-prod-schema-change.png"_s));
        }
        {
            // Not prod, not required: no name, no reason, enabled at once; "" as the reason.
            ChangeConfirmationDialog c(pgTarget(false), change);
            QVERIFY(!c.findChild<QLineEdit *>(u"confirmNameEdit"_s));
            QVERIFY(!c.findChild<QLineEdit *>(u"confirmReasonEdit"_s));
            QVERIFY(c.findChild<QPushButton *>(u"confirmButton"_s)->isEnabled());
            QCOMPARE(c.reason(), QString());
        }

        // Through the retry dialog, with no hook: the modal confirmation is answered by typing.
        setConfirmationHookForTests({});
        RetryDialog d(pgTarget(true), m_pgTable, RetrySelection::rows({uuidFor(3), uuidFor(5)}),
                      nullptr);
        d.setAuditLog(auditLog());
        d.show();
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), 2);
        bool typed = false;
        QString failure;
        auto *poll = new QTimer(&d);
        connect(poll, &QTimer::timeout, &d, [&] {
            ChangeConfirmationDialog *c = nullptr;
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *found = qobject_cast<ChangeConfirmationDialog *>(w);
                    found && w->isVisible())
                    c = found;
            if (!c)
                return;
            poll->stop();
            auto *name = c->findChild<QLineEdit *>(u"confirmNameEdit"_s);
            auto *reason = c->findChild<QLineEdit *>(u"confirmReasonEdit"_s);
            auto *button = c->findChild<QPushButton *>(u"confirmButton"_s);
            QTest::keyClicks(name, u"pg-dev"_s);
            QTest::keyClicks(reason, u"INC-42 replay after fix"_s);
            if (button->isEnabled())
                failure = u"enabled with the wrong name"_s;
            name->clear();
            QTest::keyClicks(name, u"pg-prod"_s);
            if (!button->isEnabled())
                failure = u"disabled with the right name and a reason"_s;
            c->adjustSize();
            QTest::qWait(20);
            grabTo(*c, u"confirm-prod-light.png"_s);
            typed = true;
            button->click();
        });
        poll->start(20);
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        d.findChild<QPushButton *>(u"retryButton"_s)->click(); // exec() returns after the typing
        QVERIFY(typed);
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(finished.wait(20000));
        QCOMPARE(d.resultText(), u"2 retried, 0 skipped: no longer dead."_s);
        QCOMPARE(pgStatus(3), u"pending"_s);
        QCOMPARE(pgStatus(5), u"pending"_s);
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead - 2);
        auto recent = auditLog().recent(1);
        QVERIFY(recent.ok() && !recent->isEmpty());
        QCOMPARE(recent->first().action, u"retry"_s);
        QCOMPARE(recent->first().reason, u"INC-42 replay after fix"_s);
        QCOMPARE(recent->first().profile, u"pg-prod"_s);
        QCOMPARE(recent->first().rowCount, 2);
    }

    // Flagged rows (their target exists) are marked done with a reason; the plan is made again.
    void markDoneFlaggedRows() {
        HookRecorder hook;
        hook.answer = u"targets already promoted (OPS-9)"_s;
        RetryDialog d(pgTarget(), m_pgTable, RetrySelection::matching({}), nullptr);
        d.setAuditLog(auditLog());
        QVERIFY(waitPlanned(d));
        auto *markDone = d.findChild<QPushButton *>(u"markDoneButton"_s);
        QVERIFY(markDone->isEnabled());
        QCOMPARE(plural(markDone->text()), u"&Mark 2 Flagged Rows Done…"_s);
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        QSignalSpy replanned(&d, &RetryDialog::planned);
        markDone->click();
        QCOMPARE(hook.asked.size(), 1);
        QVERIFY(hook.asked.first().reasonRequired);
        QVERIFY(hook.asked.first().summary.contains(u"Mark 2 dead rows"_s));
        QVERIFY(finished.wait(20000));
        QCOMPARE(d.resultText(), u"2 marked done, 0 skipped: not found or no longer dead."_s);
        QCOMPARE(pgStatus(0), u"done"_s);
        QCOMPARE(pgStatus(1), u"done"_s);
        QCOMPARE(pgCount(u"status = 'dead'"_s), kDead - 2);
        auto recent = auditLog().recent(1);
        QVERIFY(recent.ok() && !recent->isEmpty());
        QCOMPARE(recent->first().action, u"mark-done"_s);
        QCOMPARE(recent->first().reason, u"targets already promoted (OPS-9)"_s);
        // The dry run is made again: 28 rows, none flagged; the result line stays.
        QVERIFY(replanned.wait(20000));
        QCOMPARE(d.plan().ids.size(), kDead - 2);
        QVERIFY(d.plan().targetExists.isEmpty());
        QVERIFY(!markDone->isEnabled());
        QCOMPARE(d.resultText(), u"2 marked done, 0 skipped: not found or no longer dead."_s);

        // Mark done without a reason is refused by the dialog (the hook gave none).
        RetryDialog rows(pgTarget(), m_pgTable, RetrySelection::rows({uuidFor(7)}), nullptr);
        rows.setAuditLog(auditLog());
        QVERIFY(waitPlanned(rows));
        hook.answer = QString();
        QVERIFY(test::clickButton(rows, u"markDoneButton"_s));
        QCOMPARE(rows.phase(), RetryDialog::Phase::Planned);
        QCOMPARE(pgStatus(7), u"dead"_s);
    }

    // Purge: the count follows the period, the purge deletes exactly the counted rows.
    void purgeCountAndPurge() {
        HookRecorder hook;
        PurgeDialog p(pgTarget(), m_pgTable, nullptr);
        p.setAuditLog(auditLog());
        p.setBatchSize(4);
        p.show();
        QSignalSpy counted(&p, &PurgeDialog::counted);
        QVERIFY(counted.wait(20000));
        QCOMPARE(*p.purgeableCount(), kOldSent);
        QCOMPARE(plural(p.findChild<QPushButton *>(u"purgeButton"_s)->text()), u"&Purge 10 Rows"_s);
        QVERIFY(p.findChild<QLabel *>(u"purgeCount"_s)->text().startsWith(u"10 sent rows"_s));

        QVERIFY(p.setRetention(u"12h"_s));
        QCOMPARE(*p.periodSeconds(), 12 * 3600);
        QVERIFY(!p.purgeableCount()); // counted again before the purge is offered
        QVERIFY(!p.findChild<QPushButton *>(u"purgeButton"_s)->isEnabled());
        QVERIFY(counted.wait(20000));
        QCOMPARE(*p.purgeableCount(), kOldSent + kRecentSent);

        QVERIFY(!p.setRetention(u"soon"_s));
        QVERIFY(p.findChild<QLabel *>(u"periodError"_s)->isVisible());
        QVERIFY(!p.findChild<QPushButton *>(u"purgeButton"_s)->isEnabled());
        QVERIFY(p.setRetention(u"30"_s)); // days
        QCOMPARE(p.findChild<QSpinBox *>(u"purgeDaysSpin"_s)->value(), 30);
        QVERIFY(counted.wait(20000));
        QCOMPARE(*p.purgeableCount(), kOldSent);
        QTRY_VERIFY(!p.isBusy());
        QVERIFY(grabTo(p, u"purge-count-light.png"_s));

        QSignalSpy finished(&p, &PurgeDialog::applyFinished);
        QSignalSpy changed(&p, &PurgeDialog::changed);
        p.findChild<QPushButton *>(u"purgeButton"_s)->click();
        QCOMPARE(hook.asked.size(), 1);
        QVERIFY(hook.asked.first().destructive);
        QVERIFY(hook.asked.first().summary.contains(u"Delete 10 sent rows"_s));
        QVERIFY(finished.wait(20000));
        QCOMPARE(p.resultText(), u"10 deleted, 0 skipped: no longer sent."_s);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(pgCount(u"status = 'done'"_s), kRecentSent);
        QCOMPARE(pgCount(u"TRUE"_s), kDead + kPending + kRecentSent);
        // It counts again afterwards: nothing left for 30 days.
        QVERIFY(counted.wait(20000));
        QCOMPARE(*p.purgeableCount(), 0);
        QVERIFY(!p.findChild<QPushButton *>(u"purgeButton"_s)->isEnabled());
        QCOMPARE(p.resultText(), u"10 deleted, 0 skipped: no longer sent."_s);
        QTRY_VERIFY(!p.isBusy());
        QVERIFY(grabTo(p, u"purge-result-light.png"_s));
    }

    // The demo workspace (SQLite): selected rows (one of them not dead), an error group, purge.
    void demoWorkspace() {
        HookRecorder hook;
        auto target = ConnectionTarget::fromProfile(m_ws.vortosProfile);
        QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error().message));
        DatabaseSession session(target->spec, u"dlg-demo"_s);
        QVERIFY(session.open().ok());
        auto table = TableResolver::resolve(session, target->request);
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
        const QString name = session.dialect().qualified(table->name);
        auto scalar = [&](const QString &sql) {
            QSqlQuery q(session.database());
            return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
        };
        QStringList deadIds, pendingIds;
        QHash<QString, qint64> groups;
        QString firstError;
        {
            QSqlQuery q(session.database());
            QVERIFY(q.exec(u"SELECT id, last_error FROM %1 WHERE status = 'dead' ORDER BY "
                           "created_at, id"_s.arg(name)));
            while (q.next()) {
                if (deadIds.size() < 5)
                    deadIds << q.value(0).toString();
                if (firstError.isEmpty())
                    firstError = q.value(1).toString();
                groups[errorSignature(q.value(1).toString())] += 1;
            }
            QVERIFY(q.exec(u"SELECT id FROM %1 WHERE status = 'pending' LIMIT 1"_s.arg(name)));
            QVERIFY(q.next());
            pendingIds << q.value(0).toString();
        }
        QCOMPARE(deadIds.size(), 5);
        const qint64 deadBefore =
            scalar(u"SELECT COUNT(*) FROM %1 WHERE status = 'dead'"_s.arg(name));

        // An error group: the dry run counts it exactly and changes nothing.
        {
            const QString signature = errorSignature(firstError);
            RetryDialog g(*target, *table,
                          RetrySelection::errorGroup(signatureId(signature), {}, signature),
                          nullptr);
            g.setAuditLog(auditLog());
            g.resize(980, 680);
            g.show();
            QVERIFY(waitPlanned(g));
            QCOMPARE(g.plan().ids.size(), groups.value(signature));
            QCOMPARE(g.plan().byGroup.size(), 1);
            QCOMPARE(g.plan().targetCheck == TargetCheck::Made,
                     g.plan().byOperation.value(u"move"_s) +
                             g.plan().byOperation.value(u"promote"_s) >
                         0);
            QCOMPARE(scalar(u"SELECT COUNT(*) FROM %1 WHERE status = 'dead'"_s.arg(name)),
                     deadBefore);
            QTest::qWait(50);
            QVERIFY(grabTo(g, u"retry-demo-group-light.png"_s));
            const test::ScopedPalette dark(darkPalette());
            QTest::qWait(50);
            QVERIFY(grabTo(g, u"retry-demo-group-dark.png"_s));
        }

        // Selected rows: the pending one is left out and said so; the five dead ones are retried.
        RetryDialog d(*target, *table, RetrySelection::rows(deadIds + pendingIds), nullptr);
        d.setAuditLog(auditLog());
        d.setBatchSize(2);
        d.show();
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), 5);
        QCOMPARE(d.notDeadCount(), 1);
        // The demo's uploads that expired stay missing: those rows are flagged, left dead.
        const qsizetype canSucceed = d.plan().unflaggedIds().size();
        QVERIFY(canSucceed > 0);
        QVERIFY(
            d.findChild<QLabel *>(u"planSummary"_s)->text().contains(u"1 of the selected row"_s));
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        d.findChild<QPushButton *>(u"retryButton"_s)->click();
        QVERIFY(finished.wait(20000));
        QCOMPARE(d.resultText(), u"%1 retried, 0 skipped: no longer dead."_s.arg(canSucceed));
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM %1 WHERE status = 'dead'"_s.arg(name)),
                 deadBefore - canSucceed);
        QCOMPARE(
            scalar(u"SELECT COUNT(*) FROM %1 WHERE status = 'pending' AND attempt_count = 0 "
                   "AND last_error IS NULL AND id IN ('%2')"_s.arg(name, deadIds.join(u"', '"_s))),
            canSucceed);

        // Purge on the demo: the count matches the database, the purge deletes exactly those.
        PurgeDialog p(*target, *table, nullptr);
        p.setAuditLog(auditLog());
        p.show();
        QSignalSpy counted(&p, &PurgeDialog::counted);
        QVERIFY(counted.wait(20000));
        const QString cutoff = p.cutoff().toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s);
        const qint64 expected =
            scalar(u"SELECT COUNT(*) FROM %1 WHERE status = 'done' AND created_at < '%2'"_s.arg(
                name, cutoff));
        QVERIFY(expected > 0);
        QCOMPARE(*p.purgeableCount(), expected);
        const qint64 totalBefore = scalar(u"SELECT COUNT(*) FROM %1"_s.arg(name));
        QTRY_VERIFY(!p.isBusy());
        QSignalSpy finishedPurge(&p, &PurgeDialog::applyFinished);
        p.findChild<QPushButton *>(u"purgeButton"_s)->click();
        QVERIFY(finishedPurge.wait(30000));
        QCOMPARE(p.lastOutcome()->changed, expected);
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM %1"_s.arg(name)), totalBefore - expected);
        QCOMPARE(
            scalar(u"SELECT COUNT(*) FROM %1 WHERE status = 'done' AND created_at < '%2'"_s.arg(
                name, cutoff)),
            0);
    }

    // FennFlow (demo, SQLite): a limited "matching" retry uses the table's own vocabulary.
    void demoFennFlowLimitedRetry() {
        HookRecorder hook;
        auto target = ConnectionTarget::fromProfile(m_ws.fennFlowProfile);
        QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error().message));
        DatabaseSession session(target->spec, u"dlg-demo-ff"_s);
        QVERIFY(session.open().ok());
        auto table = TableResolver::resolve(session, target->request);
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
        QVERIFY(!table->isVortos());
        const QString name = session.dialect().qualified(table->name);
        const QString dead = table->vocabulary.deadStatus();
        auto scalar = [&](const QString &sql) {
            QSqlQuery q(session.database());
            return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
        };
        const qint64 deadBefore =
            scalar(u"SELECT COUNT(*) FROM %1 WHERE status = '%2'"_s.arg(name, dead));
        QVERIFY(deadBefore > 3);

        RetryDialog d(*target, *table, RetrySelection::matching({}, 3), nullptr);
        d.setAuditLog(auditLog());
        QVERIFY(waitPlanned(d));
        QCOMPARE(d.plan().ids.size(), 3);
        QCOMPARE(d.plan().targetCheck, TargetCheck::NotMade); // nothing to check for FennFlow
        QVERIFY(d.findChild<QLabel *>(u"planSummary"_s)->text().contains(u"limit of 3"_s));
        // The table's own words, not Vortos' "pending" and "done".
        const QString ready = u"“%1”"_s.arg(table->vocabulary.readyStatus());
        const QString sent = u"“%1”"_s.arg(table->vocabulary.sentStatus());
        QVERIFY2(d.findChild<QLabel *>(u"planSummary"_s)->text().contains(u"back to "_s + ready),
                 qPrintable(d.findChild<QLabel *>(u"planSummary"_s)->text()));
        QVERIFY2(d.findChild<QPushButton *>(u"retryButton"_s)->toolTip().contains(ready),
                 qPrintable(d.findChild<QPushButton *>(u"retryButton"_s)->toolTip()));
        QSignalSpy finished(&d, &RetryDialog::applyFinished);
        d.findChild<QPushButton *>(u"retryButton"_s)->click();
        QVERIFY(finished.wait(20000));
        QCOMPARE(hook.asked.size(), 1);
        QVERIFY2(hook.asked.constFirst().summary.contains(u"back to "_s + ready) &&
                     !hook.asked.constFirst().summary.contains(u"back to pending"_s),
                 qPrintable(hook.asked.constFirst().summary));
        QCOMPARE(d.resultText(), u"3 retried, 0 skipped: no longer dead."_s);
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM %1 WHERE status = '%2'"_s.arg(name, dead)),
                 deadBefore - 3);
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM %1 WHERE status = '%2' AND id IN ('%3')"_s.arg(
                     name, table->vocabulary.readyStatus(), d.plan().ids.join(u"', '"_s))),
                 3);

        // Mark done asks in the table's words too: the rows become "sent", not "done".
        RetryDialog m(*target, *table, RetrySelection::matching({}, 2), nullptr);
        m.setAuditLog(auditLog());
        m.setMarkDoneWholePlan(true);
        QVERIFY(waitPlanned(m));
        hook.answer = std::nullopt; // shown, then cancelled: nothing changes
        QVERIFY(test::clickButton(m, u"markDoneButton"_s));
        QCOMPARE(hook.asked.size(), 2);
        const ChangeDescription &asked = hook.asked.constLast();
        QVERIFY2(asked.summary.contains(sent) && !asked.summary.contains(u"as done"_s),
                 qPrintable(asked.summary));
        QVERIFY2(!asked.confirmText.contains(u"Done"_s), qPrintable(asked.confirmText));
    }
};

QTEST_MAIN(TestActionDialogs)
#include "tst_actiondialogs.moc"
