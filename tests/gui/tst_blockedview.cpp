// The Blocked tab in the real main window, offscreen, on the FennFlow demo: the count beside the
// state chips, the blocked keys as `outboxctl blocked` lists them, park and unpark through the
// one confirmation, the parked rows, retry and mark done through the retry dialog, Show Rows,
// read-only, and screenshots (light and dark, 1024 × 700).
#include "confirmationrecorder.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "query/outboxreader.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"
#include "ui/actions/retrydialog.h"
#include "ui/blocked/blockedview.h"
#include "ui/common/changeconfirmation.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

class TestBlockedView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    ProfileStore m_store{QString()};

    // The demo's SQLite database, on a connection of the test's own.
    QString scalar(const QString &sql) {
        QSqlDatabase d = QSqlDatabase::database(u"check"_s);
        QSqlQuery q(d);
        if (!q.exec(sql) || !q.next())
            return u"(failed: %1)"_s.arg(q.lastError().text());
        return q.value(0).toString();
    }
    bool exec(const QString &sql) {
        QSqlQuery q(QSqlDatabase::database(u"check"_s));
        return q.exec(sql);
    }
    // The blocked keys as the core lists them (what `outboxctl blocked` prints).
    qint64 coreBlockedCount(const QString &tableName = u"outbox"_s) {
        DatabaseSession session(test::sqliteSpec(m_ws.databasePath), u"core-count"_s);
        if (!session.open())
            return -1;
        auto table = test::resolveTable(session, tableName);
        if (!table)
            return -1;
        OutboxReader reader(session, *table);
        auto keys = blockedKeys(reader, BlockedRequest{});
        return keys ? keys->size() : -1;
    }
    static bool selectHead(BlockedView *view, const QString &id) {
        return view->selectHead(id) && view->selectedKeys().size() == 1;
    }
    // The window at 1024 × 700 on the demo's FennFlow table, opened as a user opens it.
    bool openDemoFennFlow(MainWindow &w) {
        w.setProfileStore(m_store);
        w.resize(1024, 700);
        w.show();
        return test::openTableAndWait(w, u"demo-fennflow"_s);
    }
    // Its Blocked tab once the keys are in (15 s at most), the first key's head selected.
    static bool showFirstBlockedHead(MainWindow &w) {
        w.tabs()->setCurrentWidget(w.blockedView());
        if (!QTest::qWaitFor(
                [&] { return !w.blockedView()->isBusy() && !w.blockedView()->keys().isEmpty(); },
                15000))
            return false;
        w.blockedView()->selectHead(w.blockedView()->keys().constFirst().head.id);
        return true;
    }
    static QToolButton *button(BlockedView *view, const char *name) {
        return view->findChild<QToolButton *>(QString::fromLatin1(name));
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        const Status demo = test::createDemoWithProfiles(m_dir.path(), m_ws, m_store);
        QVERIFY2(demo.ok(), demo.ok() ? "" : qPrintable(demo.error().message));
        Profile locked = m_ws.fennFlowProfile;
        locked.name = u"fenn-locked"_s;
        locked.readOnly = true;
        QVERIFY(m_store.save(locked).ok());
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"check"_s);
        d.setDatabaseName(m_ws.databasePath);
        QVERIFY(d.open());
    }

    void cleanupTestCase() { QSqlDatabase::removeDatabase(u"check"_s); }

    // The chip and the tab count every blocked key, exactly; the list stops at its limit
    // and says so ("the first 1,000 are listed"), where it used to stop silently.
    void everyBlockedKeyIsCounted() {
        // 1,010 more files, each with a dead event and one waiting behind it.
        const auto rows = [](int offset, const char *status) {
            // No QString::arg: printf's "%028d" would be taken for one of its placeholders.
            return QString(u"WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE "
                           u"i < 1010) INSERT INTO outbox SELECT printf('eeee%028d', i * 2 + OFF), "
                           u"printf('dddd%028d', i * 2 + OFF), 'StorageObject', 'bulk|||files|||' "
                           u"|| i, 'put', '{}', 'STATUS', strftime('%Y-%m-%d %H:%M:%f000', 'now', "
                           u"'-2 hours', '+OFF seconds'), strftime('%Y-%m-%d %H:%M:%f000', 'now') "
                           u"FROM n"_s)
                .replace(u"OFF"_s, QString::number(offset))
                .replace(u"STATUS"_s, QString::fromLatin1(status));
        };
        QVERIFY(exec(rows(0, "failed")));
        QVERIFY(exec(rows(1, "created")));
        const auto cleanup = qScopeGuard(
            [this] { exec(u"DELETE FROM outbox WHERE aggregate_id LIKE 'bulk|||%'"_s); });
        DatabaseSession session(test::sqliteSpec(m_ws.databasePath), u"core-totals"_s);
        QVERIFY(session.open().ok());
        auto table = test::resolveTable(session, u"outbox"_s);
        QVERIFY(table);
        auto totals = countBlockedKeys(OutboxReader(session, *table));
        QVERIFY(totals);
        QVERIFY2(totals->keys >= 1010, qPrintable(QString::number(totals->keys)));

        MainWindow w;
        QVERIFY(openDemoFennFlow(w));
        auto *chip = w.findChild<QToolButton *>(u"blockedKeysChip"_s);
        QTRY_VERIFY_WITH_TIMEOUT(chip->isVisible(), 15000);
        QTRY_VERIFY_WITH_TIMEOUT(chip->text().contains(QLocale().toString(totals->keys)), 15000);
        auto *view = w.findChild<BlockedView *>();
        QVERIFY(view);
        auto *summary = view->findChild<QLabel *>(u"blockedSummary"_s);
        QVERIFY(summary);
        QTRY_VERIFY_WITH_TIMEOUT(summary->text().contains(u"first 1,000"_s) ||
                                     summary->text().contains(u"first 1000"_s),
                                 15000);
        QVERIFY2(summary->text().contains(QLocale().toString(totals->keys)),
                 qPrintable(summary->text()));
    }

    void parkAndUnparkFromTheBlockedTab() {
        // A dead head with a later event of its file: the file is blocked with one row behind.
        const QString head =
            scalar(u"SELECT id FROM outbox WHERE status = 'failed' ORDER BY created_at LIMIT 1"_s);
        const QString key = scalar(u"SELECT aggregate_id FROM outbox WHERE id = '%1'"_s.arg(head));
        QVERIFY(exec(u"INSERT INTO outbox SELECT 'ffff0000000000000000000000000001', "
                     "'ffff0000000000000000000000000002', aggregate_type, aggregate_id, 'put', "
                     "payload, 'created', strftime('%Y-%m-%d %H:%M:%f000', 'now'), strftime('%Y-%m-"
                     "%d %H:%M:%f000', 'now') FROM outbox WHERE id = '"_s +
                     head + u"'"_s));

        test::ConfirmationRecorder confirmations;
        confirmations.answer = u"OPS-77"_s;
        const QList<ChangeDescription> &asked = confirmations.asked;

        MainWindow w;
        QVERIFY(openDemoFennFlow(w));
        BlockedView *view = w.blockedView();
        QVERIFY(view);
        QAbstractItemModelTester tester(view->listView()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Read on opening, shown or not: the count beside the state chips is the core's.
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && !view->keys().isEmpty(), 15000);
        const qint64 blocked = coreBlockedCount();
        QVERIFY(blocked > 0);
        QCOMPARE(view->keys().size(), blocked);
        auto *chip = w.findChild<QToolButton *>(u"blockedKeysChip"_s);
        QVERIFY(chip);
        QVERIFY(chip->isVisible());
        QVERIFY2(chip->text().contains(QLocale().toString(blocked)), qPrintable(chip->text()));
        QTest::mouseClick(chip, Qt::LeftButton);
        QCOMPARE(w.tabs()->currentWidget(), view);

        QVERIFY(selectHead(view, head));
        QCOMPARE(view->selectedKeys().constFirst().key, key);
        QCOMPARE(view->selectedKeys().constFirst().behind, qint64(1));
        QVERIFY(button(view, "blockedParkButton")->isEnabled());
        QVERIFY(button(view, "blockedMarkDoneButton")->isEnabled());
        QVERIFY(test::grabTo(w, u"blocked-light.png"_s));

        // Park: asked once, with the row; audited; the key is blocked no more.
        QTest::mouseClick(button(view, "blockedParkButton"), Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QVERIFY2(asked.constFirst().details.join(u' ').contains(head),
                 qPrintable(asked.constFirst().details.join(u' ')));
        QTRY_COMPARE_WITH_TIMEOUT(
            scalar(
                u"SELECT COUNT(*) FROM outbox_console_parked WHERE outbox_id = '%1'"_s.arg(head)),
            u"1"_s, 15000);
        QCOMPARE(scalar(u"SELECT status FROM outbox WHERE id = '%1'"_s.arg(head)), u"failed"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && view->keys().size() == blocked - 1, 15000);
        QVERIFY(!view->selectHead(head));
        QTRY_VERIFY(chip->text().contains(QLocale().toString(blocked - 1)));
        auto records = AuditLog().recent(1);
        QVERIFY(records.ok() && !records->isEmpty());
        QCOMPARE(records->constFirst().action, u"park"_s);
        QCOMPARE(records->constFirst().reason, u"OPS-77"_s);

        // The parked rows: the head, one row after it; unpark makes it a head again.
        auto *show = view->findChild<QComboBox *>(u"blockedShowChoice"_s);
        QVERIFY(show);
        show->setCurrentIndex(show->findData(int(BlockedView::Show::ParkedRows)));
        Q_EMIT show->activated(show->currentIndex());
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && view->keys().size() == 1, 15000);
        QVERIFY(selectHead(view, head));
        QCOMPARE(view->selectedKeys().constFirst().behind, qint64(1));
        QVERIFY(view->selectedKeys().constFirst().parkedAt.isValid());
        QVERIFY(!button(view, "blockedParkButton")->isVisible());
        QVERIFY(button(view, "blockedUnparkButton")->isEnabled());
        QVERIFY(test::grabTo(w, u"blocked-parked-light.png"_s));
        QTest::mouseClick(button(view, "blockedUnparkButton"), Qt::LeftButton);
        QCOMPARE(asked.size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(scalar(u"SELECT COUNT(*) FROM outbox_console_parked"_s), u"0"_s,
                                  15000);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && view->keys().isEmpty(), 15000);

        // Back to the blocked keys: Retry Now on a dead head is a retry with its dry run, Mark
        // Done the same dialog marking done; Show Rows filters the Rows tab by the key.
        view->setShow(BlockedView::Show::BlockedKeys);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && view->keys().size() == blocked, 15000);
        QVERIFY(selectHead(view, head));
        QTest::mouseClick(button(view, "blockedRetryButton"), Qt::LeftButton);
        QList<RetryDialog *> dialogs = w.findChildren<RetryDialog *>();
        QCOMPARE(dialogs.size(), 1);
        // The dry run of exactly the head.
        QTRY_COMPARE_WITH_TIMEOUT(dialogs.constFirst()->phase(), RetryDialog::Phase::Planned,
                                  15000);
        QCOMPARE(dialogs.constFirst()->plan().ids, QStringList{head});
        QCOMPARE(scalar(u"SELECT status FROM outbox WHERE id = '%1'"_s.arg(head)), u"failed"_s);
        dialogs.constFirst()->close();
        QTRY_COMPARE(w.findChildren<RetryDialog *>().size(), 0);
        QTest::mouseClick(button(view, "blockedShowRowsButton"), Qt::LeftButton);
        QCOMPARE(w.tabs()->currentIndex(), 0);
        QCOMPARE(w.currentFilter().aggregateId, key);
        QVERIFY(!w.stateFilter().has_value());
        QCOMPARE(asked.size(), 2); // neither asked for a confirmation of its own
    }

    void readOnlyAndVortosTables() {
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QVERIFY(test::openTableAndWait(w, u"fenn-locked"_s));
        BlockedView *view = w.blockedView();
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && !view->keys().isEmpty(), 15000);
        QVERIFY(view->listView()->selectionModel());
        view->selectHead(view->keys().constFirst().head.id);
        QVERIFY(!view->selectedKeys().isEmpty());
        QVERIFY(!button(view, "blockedParkButton")->isEnabled());
        QVERIFY(!button(view, "blockedRetryButton")->isEnabled());
        QVERIFY(button(view, "blockedShowRowsButton")->isEnabled());
        QVERIFY2(button(view, "blockedParkButton")
                     ->toolTip()
                     .contains(u"read-only"_s, Qt::CaseInsensitive),
                 qPrintable(button(view, "blockedParkButton")->toolTip()));

        // A Vortos table is delivered in order per object: its dead heads block their objects,
        // counted as the core lists them; Show Rows searches the payloads for the object key.
        QVERIFY(test::openTableAndWait(w, u"demo"_s));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && !view->keys().isEmpty(), 15000);
        QCOMPARE(view->keys().size(), coreBlockedCount(u"vortos_object_store_outbox"_s));
        QVERIFY(w.findChild<QToolButton *>(u"blockedKeysChip"_s)->isVisible());
        const BlockedKey first = view->keys().constFirst();
        QVERIFY(!first.key.isEmpty());
        QCOMPARE(
            view->listView()->model()->headerData(BlockedView::Kind, Qt::Horizontal).toString(),
            u"Operation"_s);
        QVERIFY(view->selectHead(first.head.id));
        w.tabs()->setCurrentWidget(view);
        w.resize(1024, 700);
        QVERIFY(test::grabTo(w, u"blocked-vortos.png"_s));
        QTest::mouseClick(button(view, "blockedShowRowsButton"), Qt::LeftButton);
        QCOMPARE(w.tabs()->currentIndex(), 0);
        QCOMPARE(w.currentFilter().payloadContains, first.key);
        QVERIFY(w.currentFilter().aggregateId.isEmpty());
    }

    // In German, at 1024 × 700: the tab, its buttons and the chip are translated.
    void germanScreenshot() {
        const test::ScopedLanguage german(u"de"_s);
        QVERIFY(german.loaded());
        MainWindow w;
        QVERIFY(openDemoFennFlow(w));
        QVERIFY(showFirstBlockedHead(w));
        const QString tab = w.tabs()->tabText(w.tabs()->indexOf(w.blockedView()));
        QVERIFY2(tab != u"Bloc&ked"_s && !tab.isEmpty(), qPrintable(tab));
        QVERIFY2(button(w.blockedView(), "blockedParkButton")->text() != u"Park…"_s,
                 qPrintable(button(w.blockedView(), "blockedParkButton")->text()));
        QVERIFY(test::grabTo(w, u"blocked-de.png"_s));
    }

    void darkScreenshot() {
        const test::ScopedPalette dark(test::darkPalette());
        MainWindow w;
        QVERIFY(openDemoFennFlow(w));
        QVERIFY(showFirstBlockedHead(w));
        QVERIFY(test::grabTo(w, u"blocked-dark.png"_s));
    }
};

QTEST_MAIN(TestBlockedView)
#include "tst_blockedview.moc"
