#include "actions/rowactions.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "schema/attemptlog.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"
#include "testdatabases.h"
#include "ui/audit/auditview.h"
#include "ui/rows/rowdetailview.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFontMetrics>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeView>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::refreshed;
using test::screenshotPath;

namespace {

using test::uuidFor;

const AuditRecord *findRecord(const QList<AuditRecord> &records, const QString &action,
                              const QString &reason) {
    for (const AuditRecord &r : records) {
        if (r.action == action && r.reason == reason)
            return &r;
    }
    return nullptr;
}

} // namespace

// The audit view and the detail pane's history, offscreen, after real core actions: a retry, a
// mark done and a mark done of 1,001 ids (recorded only as a hash in the log) on PostgreSQL with
// the audit table, and a retry on the demo workspace (no audit table). The local log is a
// throwaway one (XDG_DATA_HOME in a temporary folder), reached through AuditLog()'s default path.
class TestAuditView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::TargetTable m_pg;
    test::DemoTarget m_demo;
    QString m_demoRetried;
    QString m_user;

    static ActionContext context(const QString &reason, int batchSize = 1000) {
        ActionContext c;
        c.reason = reason; // auditLog: the default, under XDG_DATA_HOME
        c.batchSize = batchSize;
        return c;
    }

    static bool historyShown(RowDetailView &view, const OutboxRow &row) {
        QSignalSpy spy(&view, &RowDetailView::historyLoaded);
        view.showRow(row);
        return spy.wait(30000) && !view.isHistoryLoading();
    }

    OutboxRow pgRow(int n) {
        DatabaseSession s(m_pg.target.spec, u"audit-row-read"_s);
        if (!s.open())
            return {};
        OutboxReader reader(s, m_pg.table);
        auto row = reader.row(uuidFor(n));
        return row ? *row : OutboxRow{};
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_dir.filePath(u"data"_s)));
        QVERIFY(AuditLog().path().startsWith(m_dir.path()));
        m_user = AuditRecord::begin(u"x"_s).user;

        // Demo workspace: retry two dead rows.
        auto demo = test::createDemoTarget(m_dir.path());
        QVERIFY2(demo.ok(), qPrintable(test::errorText(demo)));
        m_demo = *demo;
        {
            DatabaseSession s(m_demo.target.spec, u"audit-demo"_s);
            QVERIFY(s.open().ok());
            OutboxReader reader(s, m_demo.table);
            auto plan = planRetry(reader, {{}, {}, 2});
            QVERIFY(plan.ok());
            m_demoRetried = plan->ids.constFirst();
            ActionContext c = context(u"demo retry"_s);
            c.profile = m_demo.workspace.vortosProfile;
            auto outcome = applyRetry(reader, *plan, c);
            QVERIFY(outcome.ok());
            QCOMPARE(outcome->changed, 2);
        }

        // PostgreSQL: schema auditview, 5 dead rows (0..4), 2 pending (5, 6), the audit table.
        m_pg.target.spec = test::postgresSpec();
        m_pg.target.label = u"audit-test"_s;
        DatabaseSession s(m_pg.target.spec, u"audit-pg-setup"_s);
        QVERIFY(s.open().ok());
        QVERIFY(test::runSql(s, {u"DROP SCHEMA IF EXISTS auditview CASCADE"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_attempts"_s})
                    .ok());
        auto loaded = test::runSqlFile(s, u"vortos-postgres.sql"_s, u"vortos"_s, u"auditview"_s);
        QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
        QVERIFY(test::runSql(s, {u"DELETE FROM auditview.object_store_outbox"_s}).ok());
        QVERIFY(AuditTable::create(s).ok());
        QVERIFY(AttemptLog::create(s).ok()); // keeps what a retry or mark done clears
        QSqlQuery q(s.database());
        q.prepare(
            u"INSERT INTO auditview.object_store_outbox (id, operation, status, "
            u"attempt_count, payload, last_error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
        for (int n = 0; n < 7; ++n) {
            const bool dead = n < 5;
            q.addBindValue(uuidFor(n));
            q.addBindValue(u"move"_s);
            q.addBindValue(dead ? u"dead"_s : u"pending"_s);
            q.addBindValue(dead ? 5 : 1);
            q.addBindValue(
                u"{\"name\":\"move\",\"source\":\"tmp\\/a%1\",\"target\":\"b%1\"}"_s.arg(n));
            q.addBindValue(u"Object not found: tmp/a%1"_s.arg(n));
            q.addBindValue(QDateTime(QDate(2026, 6, 1), QTime(9, n), Qt::UTC)
                               .toString(u"yyyy-MM-dd HH:mm:ss"_s));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        }
        auto t = test::resolveTable(s, u"auditview.object_store_outbox"_s);
        QVERIFY2(t.ok(), qPrintable(test::errorText(t)));
        m_pg.table = *t;

        OutboxReader reader(s, m_pg.table);
        auto plan = planRetry(reader, {{}, {}, 3}); // rows 0, 1, 2 (oldest first)
        QVERIFY(plan.ok());
        QCOMPARE(plan->ids, (QStringList{uuidFor(0), uuidFor(1), uuidFor(2)}));
        auto retried = applyRetry(reader, *plan, context(u"ticket OPS-7"_s));
        QVERIFY(retried.ok());
        QTest::qWait(5); // distinct times for distinct actions
        auto marked = markDone(reader, {uuidFor(3)}, context(u"obsolete upload"_s));
        QVERIFY(marked.ok());
        QTest::qWait(5);
        // 1,001 ids: the log keeps only their hash; the audit table lists each batch's ids.
        QStringList many{uuidFor(4)};
        for (int k = 0; k < 1000; ++k)
            many << uuidFor(100000 + k);
        auto bulk = markDone(reader, many, context(u"bulk cleanup"_s));
        QVERIFY(bulk.ok());
        QCOMPARE(bulk->changed, 1);
        QCOMPARE(bulk->skipped, 1000);
    }

    void showsEveryActionFromBothSources() {
        AuditView view;
        view.resize(1280, 560);
        QSignalSpy done(&view, &AuditView::refreshed);
        view.setTarget(m_pg.target, m_pg.table); // hidden: nothing read yet
        QVERIFY(!view.isBusy());
        view.show();
        QVERIFY(view.isBusy()); // reading off the GUI thread
        QVERIFY(done.wait(30000));
        QVERIFY(!view.isBusy());
        QCOMPARE(view.errorText(), QString());
        QVERIFY(view.auditTableFound());

        // All sources: each action once (the table's batch records folded into the log's).
        QCOMPARE(view.sources(), AuditView::Sources::All);
        QList<AuditRecord> shown = view.shownRecords();
        QCOMPARE(shown.size(), 4);
        const AuditRecord *retry = findRecord(shown, u"retry"_s, u"ticket OPS-7"_s);
        QVERIFY(retry);
        QCOMPARE(retry->user, m_user);
        QCOMPARE(retry->rowCount, 3);
        QCOMPARE(retry->outcome, u"3 retried, 0 skipped (no longer dead)"_s);
        QCOMPARE(retry->table, u"auditview.object_store_outbox"_s);
        const AuditRecord *marked = findRecord(shown, u"mark-done"_s, u"obsolete upload"_s);
        QVERIFY(marked);
        QCOMPARE(marked->rowCount, 1);
        QVERIFY(marked->outcome.startsWith(u"1 marked done, 0 skipped"_s));
        const AuditRecord *bulk = findRecord(shown, u"mark-done"_s, u"bulk cleanup"_s);
        QVERIFY(bulk);
        QCOMPARE(bulk->rowCount, 1001);
        QVERIFY(bulk->ids.isEmpty());
        QCOMPARE(bulk->idsSha256.size(), 64);
        QVERIFY(bulk->outcome.startsWith(u"1 marked done, 1000 skipped"_s));
        const AuditRecord *demo = findRecord(shown, u"retry"_s, u"demo retry"_s);
        QVERIFY(demo);
        QCOMPARE(demo->profile, m_demo.workspace.vortosProfile.name);
        QCOMPARE(demo->rowCount, 2);

        // The list's columns: who, what, how many, why, how it ended, where from. Newest first.
        QAbstractItemModel *model = view.listView()->model();
        QCOMPARE(model->rowCount(), 4);
        QCOMPARE(model->index(0, AuditView::Reason).data().toString(), u"bulk cleanup"_s);
        QCOMPARE(model->index(0, AuditView::Rows).data().toString(), QLocale().toString(1001));
        QCOMPARE(model->index(0, AuditView::Source).data().toString(), u"log + database"_s);
        bool sawRetry = false;
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, AuditView::Reason).data().toString() != u"ticket OPS-7"_s)
                continue;
            sawRetry = true;
            QCOMPARE(model->index(r, AuditView::Who).data().toString(),
                     u"%1@%2"_s.arg(retry->user, retry->host));
            QCOMPARE(model->index(r, AuditView::Action).data().toString(), u"retry"_s);
            QCOMPARE(model->index(r, AuditView::Rows).data().toString(), u"3"_s);
            QCOMPARE(model->index(r, AuditView::Outcome).data().toString(), retry->outcome);
            QVERIFY(model->index(r, AuditView::Where)
                        .data()
                        .toString()
                        .contains(u"auditview.object_store_outbox"_s));
            // Details list the ids.
            view.listView()->setCurrentIndex(model->index(r, 0));
            QVERIFY(view.detailsText().contains(uuidFor(0)));
            QVERIFY(view.detailsText().contains(uuidFor(2)));
            QVERIFY(view.detailsText().contains(u"ticket OPS-7"_s));
        }
        QVERIFY(sawRetry);
        // The bulk action: only the hash, and the details say so.
        view.listView()->setCurrentIndex(model->index(0, 0));
        QVERIFY(view.detailsText().contains(bulk->idsSha256));
        QVERIFY(view.detailsText().contains(u"SHA-256"_s));
        QVERIFY(!view.detailsText().contains(uuidFor(4)));
        view.grab().save(screenshotPath(u"audit-view.png"_s));

        // This computer's log alone: the same four; the audit table alone: one record per batch.
        view.setSources(AuditView::Sources::LocalLog);
        QCOMPARE(view.shownRecords().size(), 4);
        view.setSources(AuditView::Sources::AuditTable);
        shown = view.shownRecords();
        QCOMPARE(shown.size(), 4); // retry, mark done, bulk batch 1 and 2
        int bulkBatches = 0;
        for (const AuditRecord &r : shown) {
            QCOMPARE(r.table, u"auditview.object_store_outbox"_s);
            if (r.reason == u"bulk cleanup"_s) {
                ++bulkBatches;
                QVERIFY(r.filter.contains(u"of 2)"_s));
            }
        }
        QCOMPARE(bulkBatches, 2);
        QVERIFY(!findRecord(shown, u"retry"_s, u"demo retry"_s));

        // Filter by action text.
        view.setSources(AuditView::Sources::All);
        auto *filter = view.findChild<QLineEdit *>(u"auditFilter"_s);
        QVERIFY(filter);
        test::typeOver(*filter, u"mark-done"_s);
        shown = view.shownRecords();
        QCOMPARE(shown.size(), 2);
        for (const AuditRecord &r : shown)
            QCOMPARE(r.action, u"mark-done"_s);
        test::typeOver(*filter, u"OPS-7"_s);
        QCOMPARE(view.shownRecords().size(), 1);
        test::typeOver(*filter, {});
        QCOMPARE(view.shownRecords().size(), 4);

        // A new action shows after a refresh.
        {
            DatabaseSession s(m_pg.target.spec, u"audit-more"_s);
            QVERIFY(s.open().ok());
            OutboxReader reader(s, m_pg.table);
            QVERIFY(markDone(reader, {uuidFor(6)}, context(u"late"_s)).ok()); // pending: skipped
        }
        QVERIFY(refreshed(view));
        QCOMPARE(view.shownRecords().size(), 5);
        QVERIFY(findRecord(view.shownRecords(), u"mark-done"_s, u"late"_s)
                    ->outcome.startsWith(u"0 marked done, 1 skipped"_s));
    }

    void demoWithoutAuditTable() {
        AuditView view;
        view.resize(1100, 420);
        view.show();
        QVERIFY(test::setTargetAndWait(view, m_demo));
        QTRY_VERIFY(!view.isBusy());
        QVERIFY(!view.auditTableFound());
        QVERIFY(
            view.findChild<QLabel *>(u"auditSourceNote"_s)->text().contains(u"no audit table"_s));
        QVERIFY(findRecord(view.shownRecords(), u"retry"_s, u"demo retry"_s));
        view.setSources(AuditView::Sources::AuditTable);
        QCOMPARE(view.shownRecords().size(), 0);
        QVERIFY(view.detailsText().contains(u"No recorded actions"_s));
    }

    void rowHistoryInDetailPane() {
        const test::ScopedLanguage english(u"en"_s); // the plural forms ("5 attempts")
        QVERIFY(english.loaded());
        RowDetailView view;
        view.resize(1100, 520);
        view.setTable(m_pg.table);
        view.setHistorySource(m_pg.target.spec, m_pg.table); // AuditLog(): the default log
        view.show();

        // A retried row: the retry, from the log (and the table) once.
        const OutboxRow retried = pgRow(0);
        QCOMPARE(retried.id, uuidFor(0));
        QVERIFY(historyShown(view, retried));
        QVERIFY(view.history().auditTableRead);
        QCOMPARE(view.history().records.size(), 1);
        const AuditRecord &r = view.history().records.constFirst();
        QCOMPARE(r.action, u"retry"_s);
        QCOMPARE(r.reason, u"ticket OPS-7"_s);
        QCOMPARE(r.user, m_user);
        auto *list = view.findChild<QTreeWidget *>(u"historyList"_s);
        // The retry, and below it what the retry cleared: 5 attempts and the error.
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(2), u"retry"_s);
        QCOMPARE(list->topLevelItem(0)->text(3), u"ticket OPS-7"_s);
        QVERIFY(list->topLevelItem(0)->text(4).startsWith(u"3 retried"_s));
        QVERIFY(list->topLevelItem(0)->text(1).startsWith(m_user + u'@'));
        QVERIFY(view.history().attemptLogRead);
        QCOMPARE(view.history().attempts.size(), 1);
        QCOMPARE(list->topLevelItem(1)->text(2), u"before the retry"_s);
        QCOMPARE(list->topLevelItem(1)->text(4),
                 u"5 attempts, last error: Object not found: tmp/a0"_s);
        QCOMPARE(list->topLevelItem(1)->text(0), list->topLevelItem(0)->text(0));
        QVERIFY(view.historyNote().contains(u"1,000"_s) || view.historyNote().contains(u"1000"_s));
        view.splitter()->setSizes({620, 480});
        // An outcome wider than its column wraps, whole, instead of ending in "…".
        QApplication::processEvents();
        const QTreeWidgetItem *retryItem = list->topLevelItem(0);
        const QFontMetrics metrics(list->font());
        QVERIFY(metrics.horizontalAdvance(retryItem->text(4)) > list->columnWidth(4));
        QVERIFY(list->visualItemRect(retryItem).height() >= 2 * metrics.height());
        view.grab().save(screenshotPath(u"detail-history.png"_s));

        // The bulk row: the log has only a hash, the audit table's batch names it.
        QVERIFY(historyShown(view, pgRow(4)));
        QCOMPARE(view.history().records.size(), 1);
        QCOMPARE(view.history().records.constFirst().reason, u"bulk cleanup"_s);
        QCOMPARE(view.history().hashedOnly, 0);

        // A row nobody touched: nothing recorded. The log hashed the bulk action's ids, but the
        // audit table's batches list all 1,001 of them, so it is known not to include this row.
        QVERIFY(historyShown(view, pgRow(5)));
        QCOMPARE(view.history().records.size(), 0);
        QCOMPARE(list->topLevelItemCount(), 0);
        QVERIFY(view.historyNote().contains(u"No recorded actions."_s));
        // It was tried once, by a relay that keeps no attempt log: the note says so.
        QVERIFY2(view.historyNote().contains(u"another relay"_s), qPrintable(view.historyNote()));
        // The note is shown whole, however many lines it wraps to.
        auto *note = view.findChild<QLabel *>(u"historyNote"_s);
        QTRY_VERIFY(note->height() >= note->heightForWidth(note->width()));
        QCOMPARE(view.history().hashedOnly, 0);
        QTest::qWait(50); // the scroll area takes the note's new height
        view.grab().save(screenshotPath(u"detail-history-none.png"_s));

        // Quick row changes: only the last row's history shows.
        view.showRow(pgRow(5));
        QSignalSpy loaded(&view, &RowDetailView::historyLoaded);
        view.showRow(pgRow(3));
        view.showRow(retried);
        QTRY_VERIFY_WITH_TIMEOUT(!view.isHistoryLoading() && loaded.size() > 0, 30000);
        QCOMPARE(view.rowId(), retried.id);
        QCOMPARE(view.history().records.size(), 1);
        QCOMPARE(view.history().records.constFirst().action, u"retry"_s);

        // The demo: no audit table, the log names the retried row.
        RowDetailView demoView;
        demoView.setTable(m_demo.table);
        demoView.setHistorySource(m_demo.target.spec, m_demo.table);
        demoView.show();
        OutboxRow demoRow;
        {
            DatabaseSession s(m_demo.target.spec, u"audit-demo-row"_s);
            QVERIFY(s.open().ok());
            auto row = OutboxReader(s, m_demo.table).row(m_demoRetried);
            QVERIFY(row.ok());
            demoRow = *row;
        }
        QVERIFY(historyShown(demoView, demoRow));
        QVERIFY(!demoView.history().auditTableRead);
        QCOMPARE(demoView.history().records.size(), 1);
        QCOMPARE(demoView.history().records.constFirst().reason, u"demo retry"_s);
        QCOMPARE(demoView.history().hashedOnly, 0);
        QVERIFY(demoView.historyNote().contains(u"no audit table"_s));

        // A bulk action on the demo (no audit table): only its hash is kept, so it may include
        // the row, and the pane says so.
        {
            DatabaseSession s(m_demo.target.spec, u"audit-demo-bulk"_s);
            QVERIFY(s.open().ok());
            QStringList many;
            for (int k = 0; k < 1001; ++k)
                many << uuidFor(200000 + k);
            auto bulk = markDone(OutboxReader(s, m_demo.table), many, context(u"demo bulk"_s));
            QVERIFY(bulk.ok());
        }
        demoView.reloadHistory();
        QSignalSpy demoLoaded(&demoView, &RowDetailView::historyLoaded);
        QVERIFY(demoLoaded.wait(30000));
        QCOMPARE(demoView.history().records.size(), 1);
        QCOMPARE(demoView.history().hashedOnly, 1);
        QVERIFY(demoView.historyNote().contains(u"may include this row"_s));
        demoView.resize(1000, 460);
        demoView.splitter()->setSizes({560, 440});
        demoView.grab().save(screenshotPath(u"detail-history-demo.png"_s));

        // Without a source the section says why it is empty.
        demoView.clearHistorySource();
        QVERIFY(demoView.historyNote().contains(u"no database"_s));
    }
};

QTEST_MAIN(TestAuditView)
#include "tst_auditview.moc"
