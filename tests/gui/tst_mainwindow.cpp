#include "actions/rowactions.h"
#include "audit/auditrecord.h"
#include "confirmationrecorder.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "notify/changenotify.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"
#include "ui/charts/chartsview.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/uisettings.h"
#include "ui/filter/filterbar.h"
#include "ui/groups/groupsview.h"
#include "ui/relay/relaypanel.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QAbstractBarSeries>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using test::waitIdle;
using namespace outbox::ui;
using test::darkPalette;
using test::screenshotPath;

// The real main window, offscreen, against the demo workspace and PostgreSQL: lazy loading,
// filters, refresh without resets, errors in the message bar, profile switching, screenshots.
class TestMainWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    ProfileStore m_store{QString()};

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        const Status demo = test::createDemoWithProfiles(m_dir.path(), m_ws, m_store);
        QVERIFY2(demo.ok(), demo.ok() ? "" : qPrintable(demo.error().message));
    }

    // A FennFlow table without the relay's tables: the notice and the relay panel offer to create
    // them; the confirmation shows the statements; it is audited; the table opens again with them.
    // A read-only profile is not offered the action.
    void createsTheDeliveryTableFromTheConsole() {
        DemoOptions o;
        o.directory = m_dir.path() + u"/demo-bare"_s;
        auto ws = DemoWorkspace::create(o, false);
        QVERIFY2(ws.ok(), ws.ok() ? "" : qPrintable(ws.error().message));
        const Status dropped =
            test::execSqlite(ws->databasePath, {u"DROP TABLE outbox_console_delivery"_s,
                                                u"DROP TABLE outbox_console_vocabulary"_s});
        QVERIFY2(dropped.ok(), qPrintable(test::errorText(dropped)));
        ProfileStore store(m_dir.path() + u"/bare-profiles.ini"_s);
        Profile bare = ws->fennFlowProfile;
        bare.name = u"fenn-bare"_s;
        QVERIFY(store.save(bare).ok());
        Profile locked = bare;
        locked.name = u"fenn-bare-locked"_s;
        locked.readOnly = true;
        QVERIFY(store.save(locked).ok());

        test::ConfirmationRecorder confirmations;
        const QList<ChangeDescription> &asked = confirmations.asked;

        MainWindow w;
        w.setProfileStore(store);
        w.show();
        QSignalSpy opened(&w, &MainWindow::tableOpened);
        QVERIFY(test::openTableAndWait(w, u"fenn-bare-locked"_s));
        QVERIFY(!w.table().hasDeliveryState);
        auto *action = w.messageBar()->findChild<QPushButton *>(u"messageBarAction"_s);
        QVERIFY(action);
        QVERIFY(w.messageBar()->text().contains(u"Unlock writing"_s));
        QVERIFY(!action->isVisible());
        auto *panelButton = w.relayPanel()->findChild<QPushButton *>(u"relayCreateDeliveryTable"_s);
        QVERIFY(panelButton);
        QVERIFY(!panelButton->isEnabled());

        QVERIFY(test::openTableAndWait(w, u"fenn-bare"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(!w.table().hasDeliveryState);
        QVERIFY(w.messageBar()->text().contains(u"no delivery table"_s));
        // The vocabulary read from the rows ('created') is kept in the profile, for the day the
        // table no longer tells (no record table here).
        QCOMPARE(w.table().vocabularySource, VocabularySource::Detected);
        QCOMPARE(store.find(u"fenn-bare"_s)->rememberedVocabulary, u"docs"_s);
        QCOMPARE(store.find(u"fenn-bare"_s)->rememberedVocabularyTable, u"outbox"_s);
        QVERIFY(action->isVisible());
        QVERIFY2(action->text().contains(u"Create Delivery Table"_s), qPrintable(action->text()));
        QVERIFY(panelButton->isEnabled());
        QVERIFY(test::grabTo(w, u"mainwindow-fennflow-no-delivery-table.png"_s));
        QTest::mouseClick(action, Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.constFirst().statements.contains(u"CREATE TABLE outbox_console_delivery"_s));
        QVERIFY(asked.constFirst().statements.contains(u"outbox_console_vocabulary"_s));
        QVERIFY(opened.wait(15000)); // opened again, with the new tables
        QVERIFY(w.table().hasDeliveryState);
        QCOMPARE(w.table().vocabularySource, VocabularySource::Recorded);
        QTRY_VERIFY(!panelButton->isVisible());
        auto records = AuditLog().recent(5);
        QVERIFY(records.ok());
        QVERIFY(!records->isEmpty());
        QCOMPARE(records->constFirst().action, u"relay-init"_s);
        QCOMPARE(records->constFirst().profile, u"fenn-bare"_s);
        QVERIFY2(records->constFirst().outcome.startsWith(u"created outbox_console_delivery"_s),
                 qPrintable(records->constFirst().outcome));
    }

    // A database that lacks one of the console's later tables (here the group notes, beside a
    // Vortos table) is offered exactly that one on the Relay tab, created through the change
    // rules, and the table opens again with it.
    void missingConsoleTablesOffered() {
        test::ConfirmationRecorder confirmations;
        const QList<ChangeDescription> &asked = confirmations.asked;
        {
            DatabaseSession s(ConnectionTarget::fromProfile(*m_store.find(u"demo"_s))->spec,
                              u"drop-notes"_s);
            QVERIFY(s.open().ok());
            QVERIFY(test::runSql(s, {u"DROP TABLE outbox_console_notes"_s}).ok());
        }
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QSignalSpy opened(&w, &MainWindow::tableOpened);
        QVERIFY(test::openTableAndWait(w, u"demo"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.table().missingRelayTables, QStringList{u"outbox_console_notes"_s});
        w.tabs()->setCurrentWidget(w.relayPanel());
        auto *button = w.relayPanel()->findChild<QPushButton *>(u"relayCreateDeliveryTable"_s);
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible());
        QCOMPARE(button->text(), u"Create &Relay Tables…"_s);
        QVERIFY(button->toolTip().contains(u"outbox_console_notes"_s));
        QVERIFY(button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(asked.size(), 1);
        QVERIFY(asked.constFirst().statements.contains(u"CREATE TABLE outbox_console_notes"_s));
        QVERIFY(!asked.constFirst().statements.contains(u"outbox_console_delivery"_s));
        QVERIFY(opened.wait(15000)); // opened again, with the table
        QVERIFY(w.table().missingRelayTables.isEmpty());
        QTRY_VERIFY(!button->isVisible());
        auto records = AuditLog().recent(5);
        QVERIFY(records.ok());
        QCOMPARE(records->constFirst().action, u"relay-init"_s);
        QCOMPARE(records->constFirst().outcome, u"created outbox_console_notes"_s);
    }

    // A row someone marked done says so (who, when, why), not "done at attempt 6 …
    // none: delivered"; a delivered or dead row's last attempt is not "never tried"; dead rows
    // show when they last failed.
    void markedDoneRowSaysWhoAndWhy() {
        QString deadId;
        {
            DatabaseSession session(test::sqliteSpec(m_ws.databasePath), u"mark-check"_s);
            QVERIFY(session.open().ok());
            QSqlQuery q(session.database());
            QVERIFY(q.exec(u"SELECT id FROM vortos_object_store_outbox WHERE status = 'dead' "
                           u"AND next_attempt_at IS NOT NULL ORDER BY created_at LIMIT 1"_s));
            QVERIFY(q.next());
            deadId = q.value(0).toString();
        }
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, u"demo"_s));
        QVERIFY(waitIdle(w));
        w.showRows({deadId}, u"one dead row"_s);
        QTRY_COMPARE_WITH_TIMEOUT(w.rowModel()->rowCount(), 1, 15000);
        const QModelIndex failed = w.rowModel()->index(0, RowTableModel::LastFailed);
        QVERIFY2(failed.data().toString().endsWith(u"ago"_s), qPrintable(failed.data().toString()));
        QCOMPARE(failed.data(RowTableModel::RawValueRole).toDateTime(),
                 w.rowModel()->rowAt(0).nextAttemptAt); // the due time of its last attempt

        ActionContext context; // the audit log the window reads (test mode)
        context.reason = u"OPS-5 restored by hand"_s;
        {
            DatabaseSession session(test::sqliteSpec(m_ws.databasePath), u"mark-done"_s);
            QVERIFY(session.open().ok());
            auto table = test::resolveTable(session, u"vortos_object_store_outbox"_s);
            QVERIFY(table);
            auto done = markDone(OutboxReader(session, *table), {deadId}, context);
            QVERIFY2(done && done->changed == 1, done ? "" : qPrintable(done.error().message));
        }
        QSignalSpy history(w.detailView(), &RowDetailView::historyLoaded);
        QVERIFY(test::triggerAction(w, u"refreshAction"_s));
        QVERIFY(waitIdle(w));
        w.rowView()->setCurrentIndex(w.rowModel()->index(0, 0));
        QTRY_COMPARE(w.rowModel()->rowAt(0).state, RowState::Sent);
        QTRY_VERIFY_WITH_TIMEOUT(
            w.findChild<QLabel *>(u"detailAttempts"_s)->text().startsWith(u"marked done by"_s),
            15000);
        QVERIFY2(w.findChild<QLabel *>(u"detailAttempts"_s)->text().contains(context.reason),
                 qPrintable(w.findChild<QLabel *>(u"detailAttempts"_s)->text()));
        QCOMPARE(w.findChild<QLabel *>(u"detailNextAttempt"_s)->text(), u"none: marked done"_s);
        QVERIFY(!w.findChild<QLabel *>(u"detailLastAttempt"_s)->text().contains(u"never"_s));
        QVERIFY(!w.findChild<QLabel *>(u"detailChanged"_s)->text().contains(u"in 0 s"_s));
    }

    // Switching profile (or clicking an overview line) stopped a running relay without
    // asking. Now it asks; declined, the relay runs on and the profile stays open.
    void switchingProfileAsksBeforeStoppingTheRelay() {
        test::ConfirmationRecorder confirmations;
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, u"demo-fennflow"_s));
        auto *relay = w.findChild<RelayPanel *>(u"relayPanel"_s);
        QVERIFY(relay);
        QSignalSpy started(relay, &RelayPanel::relayStarted);
        QVERIFY(test::clickButton(*relay, u"relayStartButton"_s));
        QVERIFY(started.wait(15000));
        QVERIFY(relay->isRunning());
        confirmations.asked.clear();
        confirmations.answer = std::nullopt; // the user keeps the relay
        QVERIFY(!w.openProfile(u"demo"_s));
        QCOMPARE(confirmations.asked.size(), 1);
        QVERIFY2(confirmations.asked.constFirst().summary.contains(u"stops it"_s),
                 qPrintable(confirmations.asked.constFirst().summary));
        QVERIFY(relay->isRunning());
        QCOMPARE(w.target()->profileName, u"demo-fennflow"_s);
        confirmations.answer = QString(); // now yes: the relay stops, the other profile opens
        QSignalSpy stopped(relay, &RelayPanel::relayStopped);
        QVERIFY(w.openProfile(u"demo"_s));
        QVERIFY(stopped.wait(15000));
        QTRY_COMPARE_WITH_TIMEOUT(w.target()->profileName, u"demo"_s, 15000);
    }

    // View › Theme: System, Light or Dark, applied at once and kept.
    void themeChoiceIsAppliedAndKept() {
        MainWindow w;
        w.show();
        const QPalette before = QApplication::palette();
        auto *dark = w.findChild<QAction *>(u"theme_dark"_s);
        auto *light = w.findChild<QAction *>(u"theme_light"_s);
        auto *system = w.findChild<QAction *>(u"theme_system"_s);
        QVERIFY(dark && light && system);
        dark->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 80);
        QCOMPARE(uisettings::theme.read(), u"dark"_s);
        light->trigger();
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 180);
        QCOMPARE(uisettings::theme.read(), u"light"_s);
        system->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), before.color(QPalette::Window));
        QCOMPARE(uisettings::theme.read(), u"system"_s);
    }

    void openAndScroll() {
        MainWindow w;
        w.setProfileStore(m_store);
        const auto tester = test::fatalModelTester(w.rowModel());
        w.show();
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        QCOMPARE(w.rowModel()->rowCount(), 200);
        QVERIFY(w.counts());
        QCOMPARE(w.counts()->total, 12000);
        auto *all = w.findChild<QToolButton *>(u"stateFilterAll"_s);
        QVERIFY(all && all->text().contains(u"12"_s));
        QVERIFY(w.detailView()->hasRow());
        QVERIFY(
            w.findChild<QPlainTextEdit *>(u"payloadView"_s)->toPlainText().contains(u"\"name\""_s));
        // The next attempt as the row's state has it: a dead row has none (it said "… ago"), a
        // ready pending row is due now (it said "not scheduled").
        auto *next = w.findChild<QLabel *>(u"detailNextAttempt"_s);
        QVERIFY(next);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        bool sawDead = false;
        bool sawDue = false;
        for (int r = 0; r < w.rowModel()->rowCount() && !(sawDead && sawDue); ++r) {
            const OutboxRow row = w.rowModel()->rowAt(r);
            const bool dead = row.state == RowState::Dead;
            const bool due = row.state == RowState::Pending &&
                             (!row.nextAttemptAt.isValid() || row.nextAttemptAt <= now);
            if ((dead && sawDead) || (due && sawDue) || (!dead && !due))
                continue;
            (dead ? sawDead : sawDue) = true;
            w.rowView()->setCurrentIndex(w.rowModel()->index(r, 0));
            QCOMPARE(next->text(), due ? u"due now"_s : u"none: dead until retried"_s);
        }
        QVERIFY(sawDead && sawDue);
        // scroll to the bottom: the view asks for the next page
        w.rowView()->scrollToBottom();
        QTRY_COMPARE_WITH_TIMEOUT(w.rowModel()->rowCount(), 400, 15000);
        // newest first, no duplicates
        QSet<QString> ids;
        for (int r = 0; r < w.rowModel()->rowCount(); ++r) {
            ids.insert(w.rowModel()->rowAt(r).id);
            if (r)
                QVERIFY(w.rowModel()->rowAt(r - 1).createdAt >= w.rowModel()->rowAt(r).createdAt);
        }
        QCOMPARE(ids.size(), 400);
        // raw role
        QCOMPARE(w.rowModel()
                     ->index(0, RowTableModel::Created)
                     .data(RowTableModel::RawValueRole)
                     .typeId(),
                 QMetaType::QDateTime);
    }

    // Keyboard only: F6 moves between the filter bar, the table and the detail pane (Shift+F6
    // back), Tab leaves the table, and Alt+R opens the Rows tab (the created range took it).
    void keyboardMovesBetweenPanes() {
        MainWindow w;
        w.setProfileStore(m_store);
        w.resize(1024, 700);
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        const auto focusIn = [&](QWidget *pane) {
            QWidget *f = QApplication::focusWidget();
            return f && (f == pane || pane->isAncestorOf(f));
        };
        auto *filterBar = w.findChild<QWidget *>(u"filterBar"_s);
        QVERIFY(filterBar);
        w.rowView()->setFocus();
        QVERIFY(focusIn(w.rowView()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QVERIFY(focusIn(w.detailView()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QVERIFY(focusIn(filterBar));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6);
        QVERIFY(focusIn(w.rowView()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_F6, Qt::ShiftModifier);
        QVERIFY(focusIn(filterBar));
        // Tab in the table goes on to the next widget instead of the next cell.
        w.rowView()->setFocus();
        const QModelIndex before = w.rowView()->currentIndex();
        QTest::keyClick(w.rowView(), Qt::Key_Tab);
        QVERIFY(!focusIn(w.rowView()));
        QCOMPARE(w.rowView()->currentIndex(), before);
        // Alt+R: the Rows tab, from another tab.
        w.tabs()->setCurrentIndex(1);
        QTest::keyClick(&w, Qt::Key_R, Qt::AltModifier);
        QCOMPARE(w.tabs()->currentIndex(), 0);
        // Alt+O: the Error Groups tab, its list focused (before: the focus stayed where it
        // was), from the table and from the search box.
        for (QWidget *from :
             {static_cast<QWidget *>(w.rowView()), w.findChild<QWidget *>(u"searchEdit"_s)}) {
            w.tabs()->setCurrentIndex(0);
            from->setFocus();
            QVERIFY(focusIn(from));
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_O, Qt::AltModifier);
            QCOMPARE(w.tabs()->currentWidget(), w.groupsView());
            QVERIFY2(QApplication::focusWidget() == w.groupsView()->listView(),
                     QApplication::focusWidget()
                         ? QApplication::focusWidget()->metaObject()->className()
                         : "no focus");
        }
    }

    void staleGenerationsDropped() {
        MainWindow w;
        w.setProfileStore(m_store);
        const auto tester = test::fatalModelTester(w.rowModel());
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        QVERIFY(test::triggerAction(w, u"stateFilterDeadAction"_s));
        QVERIFY(test::triggerAction(w, u"stateFilterSentAction"_s));
        QVERIFY(test::triggerAction(w, u"stateFilterPendingAction"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(w.rowModel()->rowCount() > 0);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QCOMPARE(w.rowModel()->rowAt(r).state, RowState::Pending);
        QCOMPARE(w.rowModel()->rowCount(),
                 int(qMin<qint64>(200, w.counts()->of(RowState::Pending))));
    }

    void refreshMerges() {
        MainWindow w;
        w.setProfileStore(m_store);
        const auto tester = test::fatalModelTester(w.rowModel());
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        RowTableModel *m = w.rowModel();
        const QString secondId = m->rowAt(1).id;
        const QString thirdId = m->rowAt(2).id;
        const Status changedByTest = test::execSqlite(
            m_ws.databasePath,
            {u"UPDATE vortos_object_store_outbox SET last_error = 'changed by test' WHERE id = '%1'"_s
                 .arg(secondId),
             u"DELETE FROM vortos_object_store_outbox WHERE id = '%1'"_s.arg(thirdId),
             u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
             u"attempt_count, payload, created_at) "
             "VALUES ('01a2ffff-0000-7000-8000-000000000001', 'delete', 'pending', 0, '{\"name\":\"delete\",\"key\":\"a/b\"}', '2030-01-01 00:00:00')"_s});
        QVERIFY2(changedByTest.ok(), qPrintable(test::errorText(changedByTest)));
        QSignalSpy reset(m, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(m, &QAbstractItemModel::dataChanged);
        QVERIFY(test::triggerAction(w, u"refreshAction"_s));
        QVERIFY(QTest::qWaitFor([&] { return !inserted.isEmpty() && !w.isBusy(); }, 15000));
        QCOMPARE(reset.size(), 0);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 0);
        QCOMPARE(removed.size(), 1);
        QVERIFY(changed.size() >= 1);
        QCOMPARE(m->rowAt(0).id, u"01a2ffff-0000-7000-8000-000000000001"_s);
        QCOMPARE(m->rowAt(2).lastError, u"changed by test"_s);
        QCOMPARE(m->rowOfId(thirdId), -1);
        QCOMPARE(m->rowCount(), 200);
    }

    void badSearchShowsError() {
        MainWindow w;
        w.setProfileStore(m_store);
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        QSignalSpy errors(&w, &MainWindow::errorShown);
        QVERIFY(!w.setSearch(MainWindow::SearchField::Id, u"not\ta-uuid"_s));
        QCOMPARE(errors.size(), 1);
        QVERIFY(!w.isBusy());
        QVERIFY(!w.messageBar()->isHidden());
        QVERIFY(errors.first().first().toString().contains(u"Invalid id \"not\ta-uuid\""_s));
        // a good search works and dismisses the bar
        QVERIFY(w.setSearch(MainWindow::SearchField::Kind, u"promote"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(w.messageBar()->isHidden());
        QVERIFY(w.rowModel()->rowCount() > 0);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QCOMPARE(w.rowModel()->rowAt(r).kind, u"promote"_s);
        QVERIFY(w.counts()->total < 12000);
        // nothing matches: the hint says so
        QVERIFY(w.setSearch(MainWindow::SearchField::PayloadContains, u"no-such-text-anywhere"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.rowModel()->rowCount(), 0);
        QVERIFY(!w.findChild<QLabel *>(u"emptyHint"_s)->isHidden());
        QCOMPARE(w.counts()->total, 0);
        QVERIFY(!w.detailView()->hasRow());
    }

    void darkScreenshot() {
        const test::ScopedPalette dark(darkPalette());
        {
            MainWindow w;
            QVERIFY(test::showAndOpenProfile(w, m_store, u"demo"_s));
            QVERIFY(test::triggerAction(w, u"stateFilterDeadAction"_s));
            QVERIFY(waitIdle(w));
            // The search's placeholder reads on the dark base (it was dark grey on dark).
            auto *search = w.findChild<QLineEdit *>(u"searchEdit"_s);
            QVERIFY(search);
            const int contrast = search->palette().color(QPalette::PlaceholderText).lightness() -
                                 search->palette().color(QPalette::Base).lightness();
            QVERIFY2(contrast >= 80, qPrintable(QString::number(contrast)));
            w.showError(
                u"Example of an inline error: could not connect to postgresql://ops@db:5432/app: timeout expired"_s);
            QTest::qWait(100);
            QVERIFY(w.grab().save(screenshotPath(u"mainwindow-dead-dark.png"_s)));
        }
    }

    void lightScreenshots() {
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, u"demo"_s, {1280, 800}));
        QVERIFY(w.grab().save(screenshotPath(u"mainwindow-demo-light.png"_s)));
        QVERIFY(w.openProfile(u"demo-fennflow"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(QTest::qWaitFor([&] { return w.rowModel()->rowCount() > 0; }, 15000));
        QVERIFY(w.grab().save(screenshotPath(u"mainwindow-fennflow-light.png"_s)));
        // The id search names the ids this table has: FennFlow's on SQLite are 32 hex digits.
        auto *field = w.findChild<QComboBox *>(u"searchField"_s);
        QVERIFY(field);
        const int idField = field->findText(u"Id"_s);
        QVERIFY(idField >= 0);
        QCOMPARE(field->itemData(idField, Qt::ToolTipRole).toString(),
                 u"Exact row id (32 hex digits)"_s);
        QVERIFY(w.openProfile(u"demo"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(field->itemData(field->findText(u"Id"_s), Qt::ToolTipRole).toString(),
                 u"Exact row id (UUID)"_s);
    }

    // Live counts that shrink do not move the search box back up beside the chips
    // (it jumped between the rows as the counts changed); a new width may.
    void searchStaysPutWhileCountsShrink() {
        FilterBar bar;
        bar.show();
        auto *search = bar.findChild<QLineEdit *>(u"searchEdit"_s);
        QVERIFY(search);
        QToolButton *allChip = nullptr;
        for (QToolButton *b : bar.findChildren<QToolButton *>())
            if (b->text().startsWith(u"All"_s))
                allChip = b;
        QVERIFY(allChip);
        // Folded: the search box sits below the chips, not beside them.
        const auto folded = [&] {
            QApplication::processEvents();
            return search->mapTo(&bar, QPoint()).y() >=
                   allChip->mapTo(&bar, QPoint()).y() + allChip->height();
        };
        const auto counts = [](qint64 n) {
            StateCounts c;
            for (RowState s : allRowStates())
                c.byState[s] = n;
            c.total = n * qint64(allRowStates().size());
            return c;
        };
        const QDateTime now = QDateTime::currentDateTimeUtc();
        bar.setCounts(counts(1), now);
        // The narrowest width that holds the bar on one row with small counts.
        int width = 2600;
        bar.resize(width, bar.sizeHint().height());
        QVERIFY(!folded());
        while (width > 400 && !folded()) {
            width -= 10;
            bar.resize(width, bar.sizeHint().height());
        }
        width += 10;
        bar.resize(width, bar.sizeHint().height());
        QVERIFY(!folded());
        bar.setCounts(counts(123'456'789), now); // wider chips: the search folds below
        QVERIFY(folded());
        bar.setCounts(counts(1), now); // narrower again: it stays where it is
        QVERIFY(folded());
        bar.resize(width + 1, bar.sizeHint().height()); // the user resizes: it may move up
        QVERIFY(!folded());
    }

    // The main window fits a 1024 × 700 screen, in English and in German, on both demo tables:
    // its minimum width is at most 1024 (the filter bar folds its search onto a second row).
    void fitsSmallScreens_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QString();
        QTest::newRow("de") << u"de"_s;
    }
    void fitsSmallScreens() {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty())
            QVERIFY(test::loadTranslation(translator, language));
        QCoreApplication::installTranslator(&translator);
        const auto remove = qScopeGuard([&] { QCoreApplication::removeTranslator(&translator); });
        MainWindow w;
        w.setProfileStore(m_store);
        w.resize(1024, 700);
        w.show();
        for (const QString &profile : {u"demo"_s, u"demo-fennflow"_s}) {
            QSignalSpy opened(&w, &MainWindow::tableOpened);
            QVERIFY(w.openProfile(profile));
            QVERIFY(opened.wait(15000));
            QVERIFY(waitIdle(w));
            QTest::qWait(200); // the counts and the Blocked chip come after the first page
            // Which widgets ask for the width, when it is too much.
            QStringList widest;
            for (QWidget *child : w.findChildren<QWidget *>())
                if (!child->isWindow() && child->minimumSizeHint().width() > 700)
                    widest << u"%1 (%2) %3"_s
                                  .arg(child->objectName(),
                                       QString::fromLatin1(child->metaObject()->className()))
                                  .arg(child->minimumSizeHint().width());
            QVERIFY2(w.minimumSizeHint().width() <= 1024,
                     qPrintable(u"%1: minimum width %2; %3"_s.arg(profile)
                                    .arg(w.minimumSizeHint().width())
                                    .arg(widest.join(u", "_s))));
            QCOMPARE(w.width(), 1024);
            auto *search = w.findChild<QLineEdit *>(u"searchEdit"_s);
            QVERIFY(search && search->isVisible() && search->width() >= 200);
            // No column header is cut off (German "Nächster Versuch" was).
            auto *header = w.findChild<QHeaderView *>(u"rowTableHeader"_s);
            QVERIFY(header);
            for (int c = 0; c < header->count(); ++c) {
                const QString text = header->model()->headerData(c, Qt::Horizontal).toString();
                if (!header->isSectionHidden(c))
                    QVERIFY2(header->sectionSize(c) >=
                                 header->fontMetrics().horizontalAdvance(text),
                             qPrintable(u"%1: %2 px"_s.arg(text).arg(header->sectionSize(c))));
            }
            // Nor a state in its column (German "Ausstehend" read "Aussteh…" where the widths
            // saved in English were restored).
            for (RowState state : allRowStates()) {
                const int needed = w.rowView()->fontMetrics().horizontalAdvance(stateLabel(state));
                QVERIFY2(header->sectionSize(RowTableModel::State) >= needed + 16,
                         qPrintable(u"%1: %2 px"_s.arg(stateLabel(state))
                                        .arg(header->sectionSize(RowTableModel::State))));
            }
            // The database URL fits its room, shortened in the middle; the whole URL is its tip.
            auto *database = w.findChild<QLabel *>(u"databaseLabel"_s);
            QVERIFY(database);
            QVERIFY2(
                database->sizeHint().width() <= database->width(),
                qPrintable(
                    u"%1 px for %2 px"_s.arg(database->width()).arg(database->sizeHint().width())));
            QVERIFY(database->toolTip().endsWith(u"outbox-demo.sqlite"_s));
            QVERIFY(database->text().contains(u"outbox-demo.sqlite"_s)); // the end stays
            QVERIFY(database->text().contains(u"…"_s));
            // The chips' tips are whole phrases naming the state as the chip shows it, not a
            // label lowercased into a sentence (German read "ausstehend Zeilen zeigen").
            const QString pending = stateLabel(RowState::Pending);
            int pendingChips = 0;
            for (QAction *a : w.findChildren<QAction *>()) {
                if (!a->text().startsWith(pending + u"  "_s))
                    continue;
                ++pendingChips;
                QVERIFY2(a->toolTip().contains(pending), qPrintable(a->toolTip()));
            }
            QCOMPARE(pendingChips, 1);
            QVERIFY(test::grabTo(w, u"mainwindow-1024-%1-%2.png"_s.arg(
                                        language.isEmpty() ? u"en"_s : language, profile)));
        }
    }

    // The detail pane is resizable; however short, a dead row's last error is in view (it comes
    // right under the title); a new row is read from its top; a delivered row shows no empty
    // error box.
    void detailPaneKeepsTheErrorInView() {
        MainWindow w;
        w.setProfileStore(m_store);
        w.resize(1024, 700);
        w.show();
        QVERIFY(test::openTableAndWait(w, u"demo"_s));
        QVERIFY(waitIdle(w));
        auto *page = w.findChild<QSplitter *>(u"mainSplitter"_s);
        QVERIFY(page);
        auto *scroll = w.findChild<QScrollArea *>(u"detailFieldsScroll"_s);
        auto *error = w.findChild<QPlainTextEdit *>(u"errorView"_s);
        auto *detail = w.detailView();
        QVERIFY(scroll && error && detail);
        QVERIFY(test::triggerAction(w, u"stateFilterDeadAction"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(w.rowModel()->rowCount() > 2);
        const int total = page->sizes().value(0) + page->sizes().value(1);
        for (const int paneHeight : {140, 220, 400}) {
            page->setSizes({total - paneHeight, paneHeight}); // as dragging the handle does
            QApplication::processEvents();
            QVERIFY2(qAbs(detail->height() - paneHeight) <= 40,
                     qPrintable(u"pane %1 px for %2"_s.arg(detail->height()).arg(paneHeight)));
            for (const int r : {1, 2}) {
                // Scrolled down in the row shown, then another one: read from the top again.
                scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
                w.rowView()->selectRow(r);
                QApplication::processEvents();
                QCOMPARE(scroll->verticalScrollBar()->value(), 0);
                QVERIFY(error->isVisible());
                QVERIFY(!error->toPlainText().isEmpty());
                // At least a line of the error inside the visible part of the pane.
                const int top = error->mapTo(scroll->viewport(), QPoint(0, 0)).y();
                QVERIFY2(top >= 0 && top + error->fontMetrics().lineSpacing() <=
                                         scroll->viewport()->height(),
                         qPrintable(u"error at %1 px in a %2 px pane"_s.arg(top).arg(
                             scroll->viewport()->height())));
            }
        }
        QVERIFY(test::grabTo(w, u"mainwindow-detail-short-dead.png"_s));
        // A delivered row has no error: no empty box.
        QVERIFY(test::triggerAction(w, u"stateFilterSentAction"_s));
        QVERIFY(waitIdle(w));
        w.rowView()->selectRow(0);
        QApplication::processEvents();
        QVERIFY(!error->isVisible());
    }

    void postgresql() {
        test::ScopedEnvironment env;
        DatabaseSession session(test::postgresSpec(), u"gui-pg"_s);
        QVERIFY(session.open().ok());
        auto target = test::postgresVortosTarget(session, u"guitest"_s, env);
        QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error().message));
        MainWindow w;
        w.show();
        QSignalSpy first(&w, &MainWindow::firstPageShown);
        w.openTarget(*target);
        QVERIFY(first.wait(15000));
        QCOMPARE(w.rowModel()->rowCount(), 5);
        QVERIFY2(w.counts().has_value(),
                 qPrintable(w.findChild<QLabel *>(u"messageBarText"_s)->text()));
        QCOMPARE(w.counts()->total, 5);
        QVERIFY(test::triggerAction(w, u"stateFilterDeadAction"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.rowModel()->rowCount(), 2);
        QCOMPARE(w.rowModel()->rowAt(0).kind, u"promote"_s);
        w.rowView()->selectRow(0);
        QTRY_VERIFY(w.findChild<QPlainTextEdit *>(u"payloadView"_s)
                        ->toPlainText()
                        .contains(u"tmp/users/123/upload.bin"_s));
        QVERIFY(!w.isListening()); // no trigger yet: polling only
    }

    // Connections killed under the window (pg_terminate_backend, as a failover or a DBA does): a
    // banner says so, the workers reconnect, the rows come back, the banner goes.
    void reconnectsAfterConnectionsAreKilled() {
        DatabaseSession session(test::postgresSpec(), u"gui-pg-kill"_s);
        QVERIFY(session.open().ok());
        test::ScopedEnvironment env;
        auto target = test::postgresVortosTarget(session, u"guikill"_s, env);
        QVERIFY2(target.ok(), target.ok() ? "" : qPrintable(target.error().message));
        MainWindow w;
        QSignalSpy first(&w, &MainWindow::firstPageShown);
        w.openTarget(*target);
        QVERIFY(first.wait(15000));
        QCOMPARE(w.rowModel()->rowCount(), 5);
        QSignalSpy state(&w, &MainWindow::connectionStateChanged);
        // Every console connection but this test's own.
        QVERIFY(test::terminateConsoleConnections(session).ok());
        QVERIFY(test::triggerAction(w, u"refreshAction"_s));
        QVERIFY(QTest::qWaitFor([&] { return state.size() >= 1; }, 15000));
        QCOMPARE(state.first().first().toBool(), false);
        // Both workers (rows, counts) lose theirs; the window is back once one reconnects.
        QVERIFY(QTest::qWaitFor([&] { return state.last().first().toBool(); }, 20000));
        QVERIFY(!w.isConnectionLost());
        QVERIFY(waitIdle(w));
        QCOMPARE(w.rowModel()->rowCount(), 5);
        QCOMPARE(w.counts()->total, 5);
        QVERIFY(w.messageBar()->isHidden() || w.messageBar()->parentWidget()->isHidden());
    }

    // With the notify trigger (outboxctl notify install), a change made elsewhere shows up at
    // once, without the poll.
    void postgresqlChangeNotifications() {
        DatabaseSession session(test::postgresSpec(), u"gui-pg-notify"_s);
        QVERIFY(session.open().ok());
        QVERIFY(test::makePostgresVortos(session, u"guinotify"_s).ok());
        const TableName table = *TableName::parse(u"guinotify.object_store_outbox"_s);
        QVERIFY(ChangeNotify::install(session, table).ok());
        QVERIFY(*ChangeNotify::installed(session, table));
        const test::ScopedEnvironment env("OUTBOX_DATABASE_PASSWORD",
                                          session.spec().password.toUtf8());
        auto target = ConnectionTarget::fromUrl(session.spec().displayUrl(), table.display());
        QVERIFY(target.ok());
        MainWindow w;
        QSignalSpy first(&w, &MainWindow::firstPageShown);
        w.openTarget(*target);
        QVERIFY(first.wait(15000));
        QTRY_VERIFY_WITH_TIMEOUT(w.isListening(), 10000);
        QVERIFY(w.findChild<QLabel *>(u"liveLabel"_s)->isVisibleTo(&w));
        QCOMPARE(w.rowModel()->rowCount(), 5);
        QSignalSpy applied(&w, &MainWindow::changesApplied);
        QVERIFY(test::runSql(session,
                             {u"INSERT INTO guinotify.object_store_outbox (id, operation, status, "
                              "attempt_count, payload, created_at) VALUES "
                              "('0199aaaa-0000-7000-8000-000000000001', 'put', 'pending', 0, "
                              "'{\"name\":\"put\"}', now() AT TIME ZONE 'UTC')"_s})
                    .ok());
        QVERIFY(applied.wait(10000)); // far sooner than the 10 s poll, which is off here
        QTRY_COMPARE_WITH_TIMEOUT(w.rowModel()->rowCount(), 6, 10000);
        QCOMPARE(w.rowModel()->rowAt(0).id, u"0199aaaa-0000-7000-8000-000000000001"_s);
        QVERIFY(ChangeNotify::uninstall(session, table).ok());
        QVERIFY(!*ChangeNotify::installed(session, table));
    }

    void autoRefreshMergesRowsAndThrottlesCounts() {
        MainWindow w;
        w.setProfileStore(m_store);
        const auto tester = test::fatalModelTester(w.rowModel());
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        const qint64 totalBefore = w.counts()->total;
        w.rowView()->selectRow(3);
        const QString selected = w.rowModel()->rowAt(3).id;
        const Status inserted = test::execSqlite(
            m_ws.databasePath,
            {u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
             u"attempt_count, payload, "
             "created_at) VALUES ('01a3ffff-0000-7000-8000-000000000009', 'delete', "
             "'pending', 0, "
             "'{\"name\":\"delete\",\"key\":\"a/live\"}', '2031-01-01 00:00:00')"_s});
        QVERIFY2(inserted.ok(), qPrintable(test::errorText(inserted)));
        QSignalSpy reset(w.rowModel(), &QAbstractItemModel::modelReset);
        w.autoRefresh();
        QVERIFY(QTest::qWaitFor(
            [&] { return w.rowModel()->rowAt(0).id == u"01a3ffff-0000-7000-8000-000000000009"_s; },
            15000));
        QVERIFY(waitIdle(w));
        QCOMPARE(reset.size(), 0);
        // The selection stays on the same row, now one further down.
        QCOMPARE(w.rowModel()->rowAt(w.rowView()->currentIndex().row()).id, selected);
        // Counts were read when the table opened: not again within the minute.
        QCOMPARE(w.counts()->total, totalBefore);
        QVERIFY(test::triggerAction(w, u"refreshAction"_s)); // F5 always counts
        QVERIFY(QTest::qWaitFor([&] { return w.counts() && w.counts()->total == totalBefore + 1; },
                                15000));
    }

    void switchProfileAndSort() {
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(test::openTableAndWait(w, u"demo"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(test::openTableAndWait(w, u"demo-fennflow"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(!w.table().isVortos());
        // The demo's FennFlow table has the relay's delivery table: attempts and errors show.
        QVERIFY(w.table().hasDeliveryState);
        QVERIFY(!w.rowView()->isColumnHidden(RowTableModel::Attempts));
        QVERIFY(!w.rowView()->isColumnHidden(RowTableModel::LastError));
        QCOMPARE(w.rowModel()->headerData(RowTableModel::Operation, Qt::Horizontal).toString(),
                 u"Event type"_s);
        const QDateTime newest = w.rowModel()->rowAt(0).createdAt;
        // click the Created header: oldest first
        QHeaderView *h = w.rowView()->horizontalHeader();
        const int x = h->sectionViewportPosition(RowTableModel::Created) + 10;
        QTest::mouseClick(h->viewport(), Qt::LeftButton, {}, QPoint(x, h->height() / 2));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.rowModel()->sortOrder(), SortOrder::OldestFirst);
        QVERIFY(w.rowModel()->rowAt(0).createdAt < newest);
        // keyboard: Ctrl+4 is Dead
        w.activateWindow();
        QTest::keyClick(&w, Qt::Key_4, Qt::ControlModifier);
        QVERIFY(waitIdle(w));
        QCOMPARE(w.stateFilter(), std::optional<RowState>(RowState::Dead));
        QVERIFY(w.rowModel()->rowCount() > 0);
        QCOMPARE(w.rowModel()->rowAt(0).state, RowState::Dead);
    }

    // Several filters at once (AND), the created-range presets, and saved filters per profile.
    void combinedAndSavedFilters() {
        MainWindow w;
        w.setProfileStore(m_store);
        QVERIFY(test::openProfileAndWait(w, u"demo"_s));
        QVERIFY(waitIdle(w));
        // The demo's tables lack the created_at index, but 12,000 rows are read in milliseconds:
        // no index advice on a small table.
        QVERIFY(w.messageBar()->parentWidget()->isHidden());
        const qint64 all = w.counts()->total;
        QVERIFY(w.setSearch(MainWindow::SearchField::Kind, u"copy"_s));
        QVERIFY(waitIdle(w));
        const qint64 copies = w.counts()->total;
        QVERIFY(copies > 0 && copies < all);
        // A second field adds to the first.
        QVERIFY(w.setSearch(MainWindow::SearchField::ErrorContains, u"Slow Down"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.currentFilter().kind, u"copy"_s);
        QCOMPARE(w.currentFilter().errorContains, u"Slow Down"_s);
        const qint64 slowCopies = w.counts()->total;
        QVERIFY(slowCopies > 0 && slowCopies < copies);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r) {
            QCOMPARE(w.rowModel()->rowAt(r).kind, u"copy"_s);
            QVERIFY(w.rowModel()->rowAt(r).lastError.contains(u"Slow Down"_s, Qt::CaseInsensitive));
        }
        auto *active = w.findChild<QLabel *>(u"activeFiltersLabel"_s);
        QVERIFY(active && active->isVisibleTo(&w));
        QVERIFY(active->text().contains(u"Slow Down"_s));
        // Created in the last 24 hours: fewer rows, all recent (the demo spans 30 days).
        QVERIFY(w.setCreatedRange(MainWindow::CreatedRange::Last24Hours));
        QVERIFY(waitIdle(w));
        QVERIFY(w.currentFilter().createdFrom.has_value());
        QVERIFY(w.counts()->total <= slowCopies);
        const QDateTime dayAgo = QDateTime::currentDateTimeUtc().addDays(-1).addSecs(-60);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QVERIFY(w.rowModel()->rowAt(r).createdAt >= dayAgo);
        // Saved under a name, cleared, and applied again.
        QVERIFY(test::triggerAction(w, u"stateFilterDeadAction"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(w.saveCurrentFilter(u"slow copies today"_s));
        QVERIFY(w.savedFilterNames().contains(u"slow copies today"_s));
        QVERIFY(test::clickButton(w, u"clearFiltersButton"_s));
        QVERIFY(test::triggerAction(w, u"stateFilterAllAction"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.counts()->total, all);
        QVERIFY(!active->isVisibleTo(&w));
        QVERIFY(w.applySavedFilter(u"slow copies today"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.currentFilter().kind, u"copy"_s);
        QCOMPARE(w.currentFilter().errorContains, u"Slow Down"_s);
        QVERIFY(w.currentFilter().createdFrom.has_value());
        QCOMPARE(w.stateFilter(), std::optional<RowState>(RowState::Dead));
        // Saved filters belong to their profile.
        QVERIFY(w.openProfile(u"demo-fennflow"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(!w.savedFilterNames().contains(u"slow copies today"_s));
        QVERIFY(!w.applySavedFilter(u"no such filter"_s));
        // The status bar names a FennFlow filter as the window does: by event type, in words
        // (before: it showed the machine form, "event-type=put", "payload-key=key=…").
        QVERIFY(w.setSearch(MainWindow::SearchField::Kind, u"put"_s));
        QVERIFY(waitIdle(w));
        auto *statusLabel = w.findChild<QLabel *>(u"rowCountLabel"_s);
        QString status = statusLabel->text();
        QVERIFY2(status.contains(u"Event type: “put”"_s) && !status.contains(u"event-type="_s) &&
                     !status.contains(u"Operation"_s),
                 qPrintable(status));
        QVERIFY(w.setSearch(MainWindow::SearchField::PayloadKeyValue, u"key=a/b.txt"_s));
        QVERIFY(waitIdle(w));
        status = statusLabel->text();
        QVERIFY2(status.contains(u"Payload key: “key=a/b.txt”"_s) &&
                     !status.contains(u"payload-key="_s),
                 qPrintable(status));
        // The same words as the line under the filter bar.
        const QString activeText = active->text();
        QVERIFY2(activeText.contains(u"Event type: “put”"_s) &&
                     activeText.contains(u"Payload key: “key=a/b.txt”"_s),
                 qPrintable(activeText));
        QVERIFY(test::clickButton(w, u"clearFiltersButton"_s));
        QVERIFY(waitIdle(w));
        QVERIFY2(!statusLabel->text().contains(u"filtered"_s), qPrintable(statusLabel->text()));
    }

    // The search box shows the condition of the field it is set to. Switching the field
    // takes the text along to the new field (it used to stay on the old one, hidden, filtering).
    // A FennFlow id that is not one is said so, not searched silently.
    void searchFieldSwitchTakesTheText() {
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, u"demo"_s, {1280, 800}));
        QVERIFY(waitIdle(w));
        auto *field = w.findChild<QComboBox *>(u"searchField"_s);
        auto *edit = w.findChild<QLineEdit *>(u"searchEdit"_s);
        auto *active = w.findChild<QLabel *>(u"activeFiltersLabel"_s);
        QVERIFY(field && edit && active);
        // As a user: the field chosen, the text typed, Enter.
        const auto choose = [&](const QString &label) {
            const int index = field->findText(label);
            QVERIFY2(index >= 0, qPrintable(label));
            field->setCurrentIndex(index);
            Q_EMIT field->activated(index);
        };
        choose(u"Payload"_s);
        edit->setFocus();
        QTest::keyClicks(edit, u"invoices"_s);
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(waitIdle(w));
        QCOMPARE(w.currentFilter().payloadContains, u"invoices"_s);
        choose(u"Last error"_s);
        QVERIFY(waitIdle(w));
        QCOMPARE(edit->text(), u"invoices"_s);
        QCOMPARE(w.currentFilter().errorContains, u"invoices"_s);
        QVERIFY2(w.currentFilter().payloadContains.isEmpty(),
                 qPrintable(w.currentFilter().payloadContains));
        QVERIFY2(active->text().contains(u"Last error: “invoices”"_s) &&
                     !active->text().contains(u"Payload"_s),
                 qPrintable(active->text()));
        // An empty box takes nothing along: the old field's condition goes with the text.
        edit->clear();
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(waitIdle(w));
        choose(u"Operation"_s);
        QVERIFY(waitIdle(w));
        QVERIFY(w.currentFilter().isEmpty());
        QVERIFY(!active->isVisibleTo(&w));

        // FennFlow's ids are 32 hex digits here: other text is said not to be one.
        QVERIFY(w.openProfile(u"demo-fennflow"_s));
        QVERIFY(waitIdle(w));
        QSignalSpy errors(&w, &MainWindow::errorShown);
        choose(u"Id"_s);
        test::typeOver(*edit, u"hello"_s);
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.constFirst().constFirst().toString().contains(u"not an id"_s),
                 qPrintable(errors.constFirst().constFirst().toString()));
        QVERIFY(w.currentFilter().id.isEmpty());
        // A real one (or its UUID spelling) is searched.
        QVERIFY(QTest::qWaitFor([&] { return w.rowModel()->rowCount() > 0; }, 15000));
        const QString id = w.rowModel()->rowAt(0).id;
        test::typeOver(*edit, id);
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(waitIdle(w));
        QCOMPARE(errors.size(), 1); // no second error
        QCOMPARE(w.currentFilter().id, id);
        QCOMPARE(w.rowModel()->rowCount(), 1);
    }

    // A click on a bar of "Dead rows by error" or "Dead rows by operation", as a user makes it
    // (the mouse on the bar's middle): the Rows tab, with that bar's dead rows. Before, the first
    // did nothing and the second showed the operation's rows in every state.
    void chartBarsOpenTheirDeadRows_data() {
        QTest::addColumn<int>("chart");
        QTest::addColumn<QString>("series");
        QTest::newRow("dead rows by error")
            << int(ChartsView::Chart::DeadByGroup) << u"deadGroupSeries"_s;
        QTest::newRow("dead rows by operation")
            << int(ChartsView::Chart::DeadByOperation) << u"deadOperationSeries"_s;
    }
    void chartBarsOpenTheirDeadRows() {
        QFETCH(int, chart);
        QFETCH(QString, series);
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, u"demo"_s, {1280, 800}));
        QVERIFY(waitIdle(w));
        auto *tabs = w.findChild<QTabWidget *>();
        auto *charts = w.findChild<ChartsView *>(u"chartsView"_s);
        QVERIFY(tabs && charts);
        QSignalSpy refreshed(charts, &ChartsView::refreshed);
        tabs->setCurrentWidget(charts);
        QVERIFY(refreshed.wait(15000));
        QChart *c = charts->chart(ChartsView::Chart(chart));
        QAbstractBarSeries *bars = nullptr;
        for (QAbstractSeries *s : c->series())
            if (s->objectName() == series)
                bars = qobject_cast<QAbstractBarSeries *>(s);
        QVERIFY(bars && !bars->barSets().isEmpty());
        QBarSet *set = bars->barSets().constFirst();
        QVERIFY(set->count() > 1);
        const int index = int(set->count()) - 1; // the biggest bar, on top ("Other" is first)
        const qint64 expected = qint64(set->at(index));
        QVERIFY(expected > 0);
        QChartView *view = qobject_cast<QChartView *>(c->scene()->views().constFirst());
        QVERIFY(view);
        const QPointF onBar = c->mapToPosition(QPointF(set->at(index) / 2, index), bars);
        const QPoint at = view->mapFromScene(c->mapToScene(onBar));
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
        QTRY_COMPARE(tabs->currentIndex(), 0);
        QVERIFY(waitIdle(w));
        QCOMPARE(w.stateFilter(), std::optional<RowState>(RowState::Dead));
        if (ChartsView::Chart(chart) == ChartsView::Chart::DeadByGroup)
            QVERIFY(!w.currentFilter().errorGroup.isEmpty());
        else
            QVERIFY(!w.currentFilter().kind.isEmpty());
        QCOMPARE(w.counts()->of(RowState::Dead), expected);
        QVERIFY(w.rowModel()->rowCount() > 0);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QCOMPARE(w.rowModel()->rowAt(r).state, RowState::Dead);
    }

    // Hidden columns are remembered per profile.
    void columnsRememberedPerProfile() {
        {
            MainWindow w;
            w.setProfileStore(m_store);
            QVERIFY(test::openTableAndWait(w, u"demo"_s));
            QVERIFY(!w.rowView()->isColumnHidden(RowTableModel::Status));
            w.rowView()->horizontalHeader()->setSectionHidden(RowTableModel::Status, true);
            QVERIFY(waitIdle(w));
            w.close(); // saves the layout
        }
        MainWindow w;
        w.setProfileStore(m_store);
        QVERIFY(test::openTableAndWait(w, u"demo"_s));
        QVERIFY(w.rowView()->isColumnHidden(RowTableModel::Status));
        QVERIFY(!w.rowView()->isColumnHidden(RowTableModel::Attempts));
        // Another profile of the same format keeps its own layout.
        Profile other = m_ws.vortosProfile;
        other.name = u"demo-copy"_s;
        QVERIFY(m_store.save(other).ok());
        QVERIFY(test::openTableAndWait(w, u"demo-copy"_s));
        QVERIFY(!w.rowView()->isColumnHidden(RowTableModel::Status));
        QVERIFY(m_store.remove(u"demo-copy"_s).ok());
        // Put it back for the other tests.
        QVERIFY(test::openTableAndWait(w, u"demo"_s));
        w.rowView()->horizontalHeader()->setSectionHidden(RowTableModel::Status, false);
        w.close();
    }

    // View › Language keeps the choice in the setting the executables read at start.
    void languageSetting() {
        MainWindow w;
        w.findChild<QAction *>(u"language_de"_s)->trigger();
        QCOMPARE(QSettings().value(u"language"_s).toString(), u"de"_s);
        w.findChild<QAction *>(u"language_system"_s)->trigger();
        QVERIFY(!QSettings().contains(u"language"_s));
    }

    // First run: no profile, a welcome page; its demo button creates and opens the demo.
    void welcomeOnFirstRun() {
        QTemporaryDir empty;
        MainWindow w;
        w.setProfileStore(ProfileStore(empty.filePath(u"profiles.ini"_s)));
        w.resize(1100, 700);
        w.show();
        QVERIFY(!w.openLastProfile());
        QVERIFY(w.isWelcomeShown());
        QVERIFY(w.grab().save(screenshotPath(u"mainwindow-welcome-light.png"_s)));
        auto *demo = w.findChild<QPushButton *>(u"welcomeDemoButton"_s);
        QVERIFY(demo && demo->isVisible());
        QSignalSpy first(&w, &MainWindow::firstPageShown);
        QVERIFY(test::clickButton(w, u"welcomeDemoButton"_s));
        QVERIFY(first.wait(60000));
        QVERIFY(!w.isWelcomeShown());
        QVERIFY(w.rowModel()->rowCount() > 0);
        QVERIFY(ProfileStore(empty.filePath(u"profiles.ini"_s)).find(u"demo"_s).has_value());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
