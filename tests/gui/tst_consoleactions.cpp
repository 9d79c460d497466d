// The actions as the main window offers them, offscreen, against PostgreSQL and the demo: a prod
// profile opens read-only (actions disabled with the reason, the dry run still works), unlocking
// for the session asks and then allows a retry through the dialog, the view refreshes with its
// filter kept, the groups tab filters the table, the audit tab and the row history show the
// action; the keyboard-shortcut list. Confirmations are answered through the test hook.
#include "audit/auditrecord.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "query/outboxreader.h"
#include "schema/deliverytable.h"
#include "schema/relayregistry.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"
#include "testdatabases.h"
#include "ui/actions/purgedialog.h"
#include "ui/actions/resenddialog.h"
#include "ui/actions/retrydialog.h"
#include "ui/audit/auditview.h"
#include "ui/common/changeconfirmation.h"
#include "ui/groups/groupsview.h"
#include "ui/relay/relaypanel.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QAction>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using test::waitIdle;
using namespace outbox::ui;
using test::screenshotPath;

class TestConsoleActions : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    ProfileStore m_store{QString()};
    DemoWorkspace m_ws;
    std::unique_ptr<DatabaseSession> m_session;
    QList<ChangeDescription> m_asked;
    // Unique per run: the audit log outlives runs (QStandardPaths test mode).
    const QString m_reason = u"ticket OPS-%1"_s.arg(QDateTime::currentMSecsSinceEpoch());

    // The window shown at 1280 × 800 with the profile open and its first page read.
    bool openShown(MainWindow &w, const QString &profile) {
        return test::showAndOpenProfile(w, m_store, profile, {1280, 800});
    }
    // openShown(), then only the rows of the state filter stateAction, loaded.
    bool openFiltered(MainWindow &w, const QString &profile, const QString &stateAction) {
        return openShown(w, profile) && test::triggerAction(w, stateAction) && waitIdle(w);
    }
    // A profile named name of the Vortos table in the SQLite file at dbPath.
    static Profile sqliteVortosProfile(const QString &name, const QString &dbPath) {
        Profile profile;
        profile.name = name;
        profile.databaseUrl = u"sqlite://"_s + dbPath;
        profile.table = u"vortos_object_store_outbox"_s;
        return profile;
    }
    qint64 countWhere(const QString &where) {
        QSqlQuery q(m_session->database());
        if (!q.exec(u"SELECT COUNT(*) FROM guiact.object_store_outbox WHERE "_s + where) ||
            !q.next())
            return -1;
        return q.value(0).toLongLong();
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // The audit log and settings go to a throwaway place.
        qputenv("XDG_DATA_HOME", m_dir.filePath(u"data"_s).toUtf8());
        QVERIFY(test::openSession(m_session, test::postgresSpec(), u"gui-actions"_s).ok());
        QVERIFY(test::runSql(*m_session, {u"DROP SCHEMA IF EXISTS guiact CASCADE"_s}).ok());
        QVERIFY(
            test::runSqlFile(*m_session, u"vortos-postgres.sql"_s, u"vortos"_s, u"guiact"_s).ok());
        // 40 dead rows of one error group, 20 of another.
        QVERIFY(test::runSql(
                    *m_session,
                    {u"INSERT INTO guiact.object_store_outbox (id, operation, status, "
                     "attempt_count, payload, last_error, created_at) SELECT md5('a' || g)::uuid, "
                     "'copy', 'dead', 5, '{\"name\":\"copy\"}', 'Object not found: tmp/x/' || g "
                     "|| '.csv', (now() AT TIME ZONE 'UTC') - g * interval '1 minute' FROM "
                     "generate_series(1, 40) g"_s,
                     u"INSERT INTO guiact.object_store_outbox (id, operation, status, "
                     "attempt_count, payload, last_error, created_at) SELECT md5('b' || g)::uuid, "
                     "'delete', 'dead', 5, '{\"name\":\"delete\"}', 'AccessDenied: Access Denied "
                     "(request id ' || md5(g::text) || ')', (now() AT TIME ZONE 'UTC') - g * "
                     "interval '1 minute' FROM generate_series(1, 20) g"_s})
                    .ok());
        qputenv("OUTBOX_DATABASE_PASSWORD", m_session->spec().password.toUtf8());
        m_store = ProfileStore(m_dir.filePath(u"profiles.ini"_s));
        Profile prod;
        prod.name = u"prod-pg"_s;
        prod.databaseUrl = m_session->spec().displayUrl();
        prod.table = u"guiact.object_store_outbox"_s;
        prod.environment = u"prod"_s;
        QVERIFY(m_store.save(prod).ok());
        DemoOptions o;
        o.directory = m_dir.filePath(u"demo"_s);
        auto ws = DemoWorkspace::create(o, false);
        QVERIFY(ws.ok());
        m_ws = *ws;
        QVERIFY(m_store.save(m_ws.vortosProfile).ok());
        QVERIFY(m_store.save(m_ws.fennFlowProfile).ok());
        setConfirmationHookForTests(
            [this](const ChangeDescription &change,
                   const ConnectionTarget &target) -> std::optional<QString> {
                m_asked.append(change);
                return target.isProd() ? m_reason : QString();
            });
    }

    void cleanupTestCase() {
        setConfirmationHookForTests({});
        qunsetenv("OUTBOX_DATABASE_PASSWORD");
    }

    void prodReadOnlyThenUnlockedRetry() {
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, u"prod-pg"_s, {1280, 800}));
        QVERIFY(w.isReadOnly());
        auto *purge = w.findChild<QAction *>(u"purgeAction"_s);
        auto *promote = w.findChild<QAction *>(u"promoteAction"_s);
        auto *unlock = w.findChild<QAction *>(u"unlockAction"_s);
        QVERIFY(!purge->isEnabled() && !promote->isEnabled());
        QVERIFY2(purge->toolTip().contains(u"Unlock Writing"_s), qPrintable(purge->toolTip()));
        QVERIFY(unlock->isEnabled());
        QVERIFY(w.findChild<QLabel *>(u"readOnlyLabel"_s)->isVisibleTo(&w));
        // The Error Groups and Blocked tabs say why, once (before: "Read-only: Read-only: …").
        for (const QString &name : {u"groupsReadOnlyNote"_s, u"blockedReadOnlyNote"_s}) {
            auto *note = w.findChild<QLabel *>(name);
            QVERIFY2(note, qPrintable(name));
            QVERIFY2(note->text().startsWith(u"Read-only: prod-pg is read-only until you "
                                             u"unlock writing"_s) &&
                         note->text().count(u"Read-only"_s) == 1,
                     qPrintable(note->text()));
        }

        // Read-only: the dry run works, the retry button stays disabled, nothing changes.
        w.setSearch(MainWindow::SearchField::Kind, u"copy"_s);
        QVERIFY(waitIdle(w));
        auto *dry = test::triggerForDialog<RetryDialog>(w, u"retryMatchingAction"_s);
        QVERIFY(dry);
        QSignalSpy planned(dry, &RetryDialog::planned);
        QVERIFY(planned.wait(15000));
        QCOMPARE(dry->plan().ids.size(), 40); // the copy rows only: the filter went along
        QVERIFY(!dry->findChild<QPushButton *>(u"retryButton"_s)->isEnabled());
        QVERIFY(!dry->refusal().isEmpty());
        dry->close();
        QCOMPARE(countWhere(u"status = 'dead'"_s), 60 + 2);

        // Unlock for the session: asked (prod: with a reason), then every action is enabled.
        m_asked.clear();
        QVERIFY(test::triggerAction(w, u"unlockAction"_s));
        QCOMPARE(m_asked.size(), 1);
        // The unlock itself is audited, with its reason.
        auto unlocked = AuditLog().recent(1);
        QVERIFY(unlocked.ok() && !unlocked->isEmpty());
        QCOMPARE(unlocked->constFirst().action, u"unlock-writing"_s);
        QCOMPARE(unlocked->constFirst().reason, m_reason);
        QCOMPARE(unlocked->constFirst().profile, u"prod-pg"_s);
        QVERIFY(!w.isReadOnly());
        QVERIFY(purge->isEnabled() && promote->isEnabled() && !unlock->isEnabled());
        QCOMPARE(w.findChild<QLabel *>(u"readOnlyLabel"_s)->text(), u"Unlocked for this session"_s);
        // As visible as the PROD badge (before: it was small black text).
        QVERIFY(w.findChild<QLabel *>(u"readOnlyLabel"_s)->styleSheet().contains(u"background"_s));

        // Retry all dead copy rows through the dialog; the view refreshes, filter kept.
        QVERIFY(test::triggerAction(w, u"stateFilterDeadAction"_s));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.counts()->of(RowState::Dead), 40);
        auto *dialog = test::triggerForDialog<RetryDialog>(w, u"retryMatchingAction"_s);
        QVERIFY(dialog);
        QSignalSpy planned2(dialog, &RetryDialog::planned);
        QVERIFY(planned2.wait(15000));
        QCOMPARE(dialog->plan().ids.size(), 40);
        QVERIFY(dialog->findChild<QPushButton *>(u"retryButton"_s)->isEnabled());
        QTest::qWait(50); // let the buttons take their new text's size
        QVERIFY(dialog->grab().save(screenshotPath(u"console-retry-plan-light.png"_s)));
        QVERIFY(test::clickAndWait(*dialog, u"retryButton"_s, &RetryDialog::applyFinished));
        QVERIFY2(dialog->resultText().startsWith(u"40 retried, 0 skipped"_s),
                 qPrintable(dialog->resultText()));
        QCOMPARE(countWhere(u"operation = 'copy' AND status = 'pending' AND attempt_count = 0"_s),
                 40);
        QCOMPARE(countWhere(u"operation = 'delete' AND status = 'dead'"_s), 20);
        // The window re-read its rows and counts with the same filter.
        QVERIFY(QTest::qWaitFor([&] { return w.counts() && w.counts()->of(RowState::Dead) == 0; },
                                15000));
        QCOMPARE(w.currentFilter().kind, u"copy"_s);
        QCOMPARE(w.stateFilter(), std::optional<RowState>(RowState::Dead));
        QVERIFY(waitIdle(w));
        QCOMPARE(w.rowModel()->rowCount(), 0);
        QVERIFY(w.grab().save(screenshotPath(u"console-after-retry-light.png"_s)));
        dialog->close();

        // The audit tab shows it, with the reason given on prod.
        w.tabs()->setCurrentWidget(w.auditView());
        QSignalSpy refreshed(w.auditView(), &AuditView::refreshed);
        w.auditView()->refresh();
        QVERIFY(refreshed.wait(15000));
        auto *list = w.auditView()->findChild<QAbstractItemView *>(u"auditList"_s);
        QVERIFY(list && list->model()->rowCount() >= 1);
        int found = -1;
        for (int r = 0; r < list->model()->rowCount(); ++r) {
            QString row;
            for (int c = 0; c < list->model()->columnCount(); ++c)
                row += list->model()->index(r, c).data().toString() + u'|';
            if (found < 0 && row.contains(u"|retry|"_s) && row.contains(m_reason) &&
                row.contains(u"40"_s))
                found = r;
        }
        QVERIFY(found >= 0);
        // The record's rows, from the Audit tab: the 40 retried rows, pending now.
        list->setCurrentIndex(list->model()->index(found, 0));
        auto *showRows = w.auditView()->findChild<QToolButton *>(u"auditShowRowsButton"_s);
        QVERIFY(showRows && showRows->isEnabled());
        showRows->click();
        QCOMPARE(w.currentFilter().ids.size(), 40);
        QCOMPARE(w.tabs()->currentIndex(), 0);
        QVERIFY(waitIdle(w));
        QVERIFY(QTest::qWaitFor(
            [&] { return w.counts() && w.counts()->of(RowState::Pending) == 40; }, 15000));
        QVERIFY(test::clickButton(w, u"clearFiltersButton"_s));
        w.tabs()->setCurrentWidget(w.auditView());
        QVERIFY(w.grab().save(screenshotPath(u"console-audit-light.png"_s)));
    }

    // The groups tab follows the filter; selecting a group filters the table to that group.
    void groupsTabFiltersTheTable() {
        MainWindow w;
        QVERIFY(openShown(w, m_ws.vortosProfile.name));
        w.tabs()->setCurrentWidget(w.groupsView());
        QVERIFY(QTest::qWaitFor([&] { return !w.groupsView()->groups().isEmpty(); }, 20000));
        QVERIFY(QTest::qWaitFor([&] { return !w.groupsView()->isBusy(); }, 20000));
        const DeadLetterGroup group = w.groupsView()->groups().constFirst();
        QVERIFY(w.grab().save(screenshotPath(u"console-groups-light.png"_s)));
        // The status bar speaks of the tab shown, not of the rows behind it.
        auto *status = w.findChild<QLabel *>(u"rowCountLabel"_s);
        QVERIFY2(status->text().startsWith(
                     u"Error Groups: %1 group"_s.arg(w.groupsView()->groups().size())),
                 qPrintable(status->text()));
        w.tabs()->setCurrentWidget(w.auditView());
        QVERIFY(QTest::qWaitFor([&] { return status->text().startsWith(u"Audit: "_s); }, 5000));
        w.tabs()->setCurrentIndex(0);
        QVERIFY2(status->text().contains(u"row"_s) && !status->text().startsWith(u"Audit"_s),
                 qPrintable(status->text()));
        w.tabs()->setCurrentWidget(w.groupsView());
        QVERIFY(w.groupsView()->selectGroup(group.id));
        QVERIFY(
            QTest::qWaitFor([&] { return w.currentFilter().errorGroup == group.signature; }, 5000));
        // The groups tab stays, its list whole; the Rows tab has the group's rows.
        QCOMPARE(w.tabs()->currentWidget(), w.groupsView());
        w.tabs()->setCurrentIndex(0);
        QVERIFY(waitIdle(w));
        QVERIFY(w.counts()->of(RowState::Dead) >= group.count);
        // The literal words of the signature match only this group in the demo's error shapes.
        QCOMPARE(w.counts()->of(RowState::Dead), group.count);
        QVERIFY(w.rowModel()->rowCount() > 0);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QCOMPARE(w.rowModel()->rowAt(r).state, RowState::Dead);
        QVERIFY(w.findChild<QLabel *>(u"activeFiltersLabel"_s)->text().contains(u"error group"_s));
        // Retry requested from the group opens the dry run of exactly that group.
        w.tabs()->setCurrentWidget(w.groupsView());
        QVERIFY(QTest::qWaitFor([&] { return !w.groupsView()->isBusy(); }, 20000));
        QVERIFY(w.groupsView()->groups().size() > 1); // not narrowed to the selected group
        QCOMPARE(w.groupsView()->selectedGroup()->signature, group.signature);
        QVERIFY(w.groupsView()->retryAction()->isEnabled());
        QSignalSpy opened(w.groupsView(), &GroupsView::retryRequested);
        w.groupsView()->retryAction()->trigger();
        QCOMPARE(opened.size(), 1);
        auto *dialog = w.findChild<RetryDialog *>();
        QVERIFY(dialog);
        QSignalSpy planned(dialog, &RetryDialog::planned);
        QVERIFY(planned.wait(15000));
        QCOMPARE(dialog->plan().ids.size(), group.count);
        QVERIFY(!dialog->findChild<QPushButton *>(u"showRowsButton"_s)->isVisible());

        // Retried: the group's filter (dead rows of that error) would now match nothing, so
        // the window follows the retried rows, in whatever state they are now.
        QSignalSpy applied(dialog, &RetryDialog::applyFinished);
        dialog->findChild<QPushButton *>(u"retryButton"_s)->click();
        QVERIFY(applied.wait(20000));
        // Rows the dry run flags (an upload that expired is still missing) stay dead.
        const qsizetype retried = dialog->plan().unflaggedIds().size();
        QVERIFY(retried > 0);
        QVERIFY2(dialog->resultText().startsWith(u"%1 retried"_s.arg(retried)),
                 qPrintable(dialog->resultText()));
        QVERIFY(QTest::qWaitFor([&] { return w.currentFilter().ids.size() == retried; }, 5000));
        QVERIFY(w.currentFilter().errorGroup.isEmpty());
        QCOMPARE(w.stateFilter(), std::nullopt);
        QCOMPARE(w.tabs()->currentIndex(), 0);
        QVERIFY(QTest::qWaitFor(
            [&] { return w.counts() && w.counts()->of(RowState::Pending) == retried; }, 15000));
        QCOMPARE(w.counts()->of(RowState::Dead), 0);
        QVERIFY(waitIdle(w));
        QVERIFY(w.rowModel()->rowCount() > 0);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QCOMPARE(w.rowModel()->rowAt(r).state, RowState::Pending);
        const QString active = w.findChild<QLabel *>(u"activeFiltersLabel"_s)->text();
        QVERIFY2(active.contains(u"of the retry at"_s) && active.contains(u" UTC"_s),
                 qPrintable(active));
        // The dialog's "Show These Rows" brings the same rows back after the filter moved on.
        QVERIFY(w.grab().save(screenshotPath(u"console-retried-rows-light.png"_s)));
        QVERIFY(test::clickButton(w, u"clearFiltersButton"_s));
        QVERIFY(QTest::qWaitFor([&] { return w.currentFilter().ids.isEmpty(); }, 5000));
        QPointer<RetryDialog> shown = dialog;
        auto *show = dialog->findChild<QPushButton *>(u"showRowsButton"_s);
        QVERIFY(show->isVisible());
        show->click();
        QVERIFY(QTest::qWaitFor([&] { return shown.isNull(); }, 5000)); // closed
        QCOMPARE(w.currentFilter().ids.size(), retried);
        QVERIFY(test::clickButton(w, u"clearFiltersButton"_s));
        QVERIFY(w.currentFilter().errorGroup.isEmpty() && w.currentFilter().ids.isEmpty());
    }

    // Actions › Retry Selected Pending Rows Now: a pending row backing off becomes due now,
    // its attempts kept; offered only where a selected row is pending.
    void retryNowFromTheRows() {
        // One pending row backing off for another hour (the demo's schedules are near its hour).
        auto target = ConnectionTarget::fromProfile(m_ws.vortosProfile);
        QVERIFY(target.ok());
        DatabaseSession demo(target->spec, u"retry-now-check"_s);
        QVERIFY(demo.open().ok());
        QString waitingId;
        {
            QSqlQuery q(demo.database());
            QVERIFY(q.exec(u"SELECT id FROM vortos_object_store_outbox WHERE status = 'pending' "
                           "ORDER BY created_at DESC LIMIT 1"_s) &&
                    q.next());
            waitingId = q.value(0).toString();
            q.finish();
            q.prepare(u"UPDATE vortos_object_store_outbox SET attempt_count = 2, "
                      "next_attempt_at = ? WHERE id = ?"_s);
            q.addBindValue(
                QDateTime::currentDateTimeUtc().addSecs(3600).toString(u"yyyy-MM-dd HH:mm:ss"_s));
            q.addBindValue(waitingId);
            QVERIFY(q.exec());
        }
        MainWindow w;
        QVERIFY(openFiltered(w, m_ws.vortosProfile.name, u"stateFilterDeadAction"_s));
        auto *retryNow = w.findChild<QAction *>(u"retryNowAction"_s);
        QVERIFY(retryNow);
        w.rowView()->selectRow(0);
        QVERIFY(!retryNow->isEnabled()); // a dead row waits for a retry, not for its time
        QVERIFY(test::triggerAction(w, u"stateFilterPendingAction"_s));
        QVERIFY(waitIdle(w));
        int waiting = -1;
        for (int r = 0; r < w.rowModel()->rowCount() && waiting < 0; ++r)
            if (w.rowModel()->rowAt(r).id == waitingId)
                waiting = r;
        QVERIFY(waiting >= 0);
        QVERIFY(w.rowModel()->rowAt(waiting).nextAttemptAt > QDateTime::currentDateTimeUtc());
        const OutboxRow row = w.rowModel()->rowAt(waiting);
        w.rowView()->selectRow(waiting);
        QVERIFY(retryNow->isEnabled());
        m_asked.clear();
        retryNow->trigger();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(m_asked.constFirst().summary.contains(u"due now"_s));
        OutboxReader reader(demo, w.table());
        QVERIFY(QTest::qWaitFor(
            [&] {
                auto read = reader.row(row.id); // due now: no next attempt time, or one passed
                return read.ok() && (!read->nextAttemptAt.isValid() ||
                                     read->nextAttemptAt <= QDateTime::currentDateTimeUtc());
            },
            15000));
        auto after = reader.row(row.id);
        QVERIFY(after.ok());
        QCOMPARE(after->attempts, row.attempts);
        QCOMPARE(after->state, RowState::Pending);
    }

    // The issue's story: a dead move row whose target key is wrong. Edit and Resend shows the
    // payload, refuses a bad key as it is typed, shows the diff of the fixed one and resends it;
    // the relay (outboxctl, a real folder store) delivers the copy; the original is listed as
    // superseded, no longer dead; the Audit tab undoes the resend.
    // Order made visible where a row waits. A ready row behind a dead one of its key
    // says so in the detail pane, with the way to open (park, mark done) that row; a resend whose
    // copy would wait behind older rows of its key says so in the confirmation.
    void waitingIsShownWhereARowWaits() {
        const QString dbPath = m_dir.filePath(u"waiting.sqlite"_s);
        const auto session = test::newSqlite(dbPath, u"gui-waiting"_s, u"vortos-sqlite.sql"_s);
        QVERIFY(session);
        DatabaseSession &db = *session;
        const QString dead = u"01937a9e-0000-7000-8000-00000000e001"_s;
        const QString other = u"01937a9e-0000-7000-8000-00000000e002"_s;
        const QString waiting = u"01937a9e-0000-7000-8000-00000000e003"_s;
        const auto row = [](const QString &id, const char *op, const char *status,
                            const QString &payload, const char *at) {
            return u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                   u"payload, last_error, created_at) VALUES ('%1', '%2', '%3', %4, '%5', %6, "
                   u"'2026-12-01 %7')"_s.arg(
                       id, QLatin1String(op), QLatin1String(status),
                       QLatin1String(qstrcmp(status, "dead") ? "0" : "5"), payload,
                       qstrcmp(status, "dead") ? u"NULL"_s : u"'boom'"_s, QLatin1String(at));
        };
        QVERIFY(test::runSql(
                    db, {u"DELETE FROM vortos_object_store_outbox"_s,
                         row(dead, "put", "dead",
                             u"{\"name\":\"put\",\"key\":\"k\\/x\",\"body_base64\":\"eA==\"}"_s,
                             "08:00:00"),
                         row(other, "put", "dead",
                             u"{\"name\":\"put\",\"key\":\"k\\/y\",\"body_base64\":\"eQ==\"}"_s,
                             "08:01:00"),
                         row(waiting, "delete", "pending",
                             u"{\"name\":\"delete\",\"key\":\"k\\/x\"}"_s, "08:02:00")})
                    .ok());
        auto resolved = test::resolveTable(db, u"vortos_object_store_outbox"_s);
        QVERIFY(resolved.ok());
        QVERIFY(SupersededRows::create(db, *resolved).ok());
        const Profile profile = sqliteVortosProfile(u"waiting-sqlite"_s, dbPath);
        QVERIFY(m_store.save(profile).ok());

        MainWindow w;
        QVERIFY(openShown(w, profile.name));
        QCOMPARE(w.rowModel()->rowCount(), 3);
        int waitingRow = -1;
        for (int r = 0; r < 3; ++r)
            if (w.rowModel()->rowAt(r).id == waiting)
                waitingRow = r;
        w.rowView()->selectRow(waitingRow);
        auto *text = w.findChild<QLabel *>(u"detailWaitsBehind"_s);
        QVERIFY(text);
        QTRY_VERIFY_WITH_TIMEOUT(text->isVisible(), 15000);
        QVERIFY2(text->text().contains(dead) && text->text().contains(u"k/x"_s),
                 qPrintable(text->text()));
        QVERIFY(w.findChild<QLabel *>(u"detailNextAttempt"_s)->text().contains(dead));
        QVERIFY(w.findChild<QToolButton *>(u"waitsBehindPark"_s)->isVisible());
        QTest::mouseClick(w.findChild<QToolButton *>(u"waitsBehindOpen"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(w.rowModel()->rowCount(), 1, 15000);
        QCOMPARE(w.rowModel()->rowAt(0).id, dead);

        // Resending the other dead row onto k/x: its copy would go after the two rows of k/x.
        w.showRows({other}, u"other"_s);
        QTRY_COMPARE_WITH_TIMEOUT(w.rowModel()->rowCount(), 1, 15000);
        w.rowView()->selectRow(0);
        auto *dialog = test::triggerForDialog<ResendDialog>(w, u"editResendAction"_s);
        QVERIFY(dialog);
        dialog->setCheckDelay(0);
        QSignalSpy checked(dialog, &ResendDialog::checked);
        dialog->editor()->setPlainText(dialog->editor()->toPlainText().replace(u"k/y"_s, u"k/x"_s));
        QVERIFY(checked.wait(5000));
        QVERIFY2(dialog->canResend(), qPrintable(dialog->statusText()));
        m_asked.clear();
        QVERIFY(test::clickAndWait(*dialog, u"resendButton"_s, &ResendDialog::finished));
        QCOMPARE(m_asked.size(), 1);
        QVERIFY2(m_asked.constFirst().details.join(u'\n').contains(
                     u"wait behind 2 older undelivered row"_s),
                 qPrintable(m_asked.constFirst().details.join(u'\n')));
    }

    void editAndResendThenUndo() {
        const QString dbPath = m_dir.filePath(u"resend.sqlite"_s);
        const QString store = m_dir.filePath(u"resend-store"_s);
        QVERIFY(QDir().mkpath(store + u"/in"_s));
        {
            QFile source(store + u"/in/report.csv"_s);
            QVERIFY(source.open(QIODevice::WriteOnly));
            source.write("id,total\n1,42\n");
        }
        const auto session = test::newSqlite(dbPath, u"gui-resend"_s, u"vortos-sqlite.sql"_s);
        QVERIFY(session);
        DatabaseSession &db = *session;
        QVERIFY(test::runSql(db, {u"DELETE FROM vortos_object_store_outbox"_s}).ok());
        const QString original = u"01937a9e-0000-7000-8000-00000000d001"_s;
        QVERIFY(test::runSql(
                    db, {u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
                         u"attempt_count, payload, last_error, created_at) VALUES ('%1', 'move', "
                         u"'dead', 5, '{\"name\":\"move\",\"source\":\"in\\/report.csv\","
                         u"\"target\":\"..\\/reports\\/report.csv\"}', 'Invalid object key', "
                         u"'2026-12-01 08:00:00')"_s.arg(original)})
                    .ok());
        auto resolved = test::resolveTable(db, u"vortos_object_store_outbox"_s);
        QVERIFY(resolved.ok());
        QVERIFY(SupersededRows::create(db, *resolved).ok());
        QVERIFY(AuditTable::create(db).ok());
        const Profile profile = sqliteVortosProfile(u"resend-sqlite"_s, dbPath);
        QVERIFY(m_store.save(profile).ok());

        MainWindow w;
        QVERIFY(openShown(w, profile.name));
        auto *editResend = w.findChild<QAction *>(u"editResendAction"_s);
        QVERIFY(editResend);
        QCOMPARE(w.rowModel()->rowCount(), 1);
        w.rowView()->selectRow(0);
        QVERIFY(editResend->isEnabled());
        auto *dialog = test::triggerForDialog<ResendDialog>(w, u"editResendAction"_s);
        QVERIFY(dialog);
        dialog->setCheckDelay(0);
        QVERIFY(dialog->editor()->toPlainText().contains(u"../reports/report.csv"_s));
        QVERIFY(!dialog->canResend()); // unchanged
        // A key with a ".." segment is what the writer refuses: said as it is typed.
        QSignalSpy checked(dialog, &ResendDialog::checked);
        QString text = dialog->editor()->toPlainText();
        dialog->editor()->setPlainText(
            QString(text).replace(u"../reports/report.csv"_s, u"reports/../x.csv"_s));
        QVERIFY(checked.wait(5000));
        QVERIFY2(dialog->statusText().contains(u".."_s), qPrintable(dialog->statusText()));
        QVERIFY(!dialog->canResend());
        dialog->editor()->setPlainText(
            QString(text).replace(u"../reports/report.csv"_s, u"reports/report.csv"_s));
        QVERIFY(checked.wait(5000));
        QVERIFY2(dialog->canResend(), qPrintable(dialog->statusText()));
        auto *diff = dialog->findChild<QTreeWidget *>(u"resendDiff"_s);
        QCOMPARE(diff->topLevelItemCount(), 1);
        QCOMPARE(diff->topLevelItem(0)->text(0), u"target"_s);
        QCOMPARE(diff->topLevelItem(0)->text(2), u"\"reports/report.csv\""_s);
        QTest::qWait(50);
        QVERIFY(dialog->grab().save(screenshotPath(u"console-resend-light.png"_s)));
        m_asked.clear();
        QPointer<ResendDialog> guard(dialog);
        QVERIFY(test::clickAndWait(*dialog, u"resendButton"_s, &ResendDialog::finished));
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(m_asked.constFirst().details.join(u'\n').contains(u"target: "_s));
        QVERIFY(guard && guard->outcome());
        const QString copy = guard->outcome()->newId;

        // The relay delivers the copy: the object is moved to the fixed key.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        const test::CliRun relay =
            test::runOutboxctl({u"--database"_s, profile.databaseUrl, u"--table"_s, profile.table,
                                u"relay"_s, u"--once"_s, u"--object-store=file:"_s + store},
                               env);
        QVERIFY2(relay.code == 0, qPrintable(relay.err));
        QVERIFY(QFile::exists(store + u"/reports/report.csv"_s));
        QVERIFY(!QFile::exists(store + u"/in/report.csv"_s));
        OutboxReader reader(db, *resolved);
        auto copyRow = reader.row(copy);
        QVERIFY(copyRow.ok());
        QCOMPARE(copyRow->state, RowState::Sent);

        // The window lists the original as superseded, not dead.
        QVERIFY(test::triggerAction(w, u"refreshAction"_s));
        QVERIFY(waitIdle(w));
        QVERIFY(QTest::qWaitFor([&] { return w.counts() && w.counts()->of(RowState::Dead) == 0; },
                                15000));
        QCOMPARE(w.counts()->of(RowState::Superseded), 1);
        int originalRow = -1;
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            if (w.rowModel()->rowAt(r).id == original)
                originalRow = r;
        QVERIFY(originalRow >= 0);
        QCOMPARE(w.rowModel()->rowAt(originalRow).state, RowState::Superseded);
        w.rowView()->selectRow(originalRow);
        QVERIFY(!editResend->isEnabled()); // superseded: not resent twice

        // Undo from the Audit tab: the original payload resent as a new row.
        w.tabs()->setCurrentWidget(w.auditView());
        QSignalSpy refreshed(w.auditView(), &AuditView::refreshed);
        w.auditView()->refresh();
        QVERIFY(refreshed.wait(15000));
        QTreeView *list = w.auditView()->listView();
        int found = -1;
        const QList<AuditRecord> shown = w.auditView()->shownRecords();
        for (int i = 0; i < shown.size() && found < 0; ++i)
            if (shown.at(i).action == u"resend"_s && shown.at(i).ids.contains(copy))
                found = i;
        QVERIFY(found >= 0);
        list->setCurrentIndex(list->model()->index(found, 0));
        auto *undo = w.auditView()->findChild<QToolButton *>(u"auditUndoResendButton"_s);
        QVERIFY(undo->isEnabled());
        m_asked.clear();
        undo->click();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(QTest::qWaitFor(
            [&] {
                QSqlQuery q(db.database());
                return q.exec(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = "
                              u"'pending'"_s) &&
                       q.next() && q.value(0).toInt() == 1;
            },
            15000));
        QSqlQuery q(db.database());
        QVERIFY(q.exec(u"SELECT payload FROM vortos_object_store_outbox WHERE status = "
                       u"'pending'"_s) &&
                q.next());
        QCOMPARE(q.value(0).toString(), u"{\"name\":\"move\",\"source\":\"in\\/report.csv\","
                                        u"\"target\":\"..\\/reports\\/report.csv\"}"_s);
        w.tabs()->setCurrentIndex(0);
        QVERIFY(m_store.remove(profile.name).ok());
    }

    // The retry dialog's canary with a relay running (outboxctl, a real folder store): the
    // dialog names the relay, and a group whose cause is not fixed (the sources are missing)
    // stops after the canary; the rest stays dead.
    void canaryRedriveFromTheRetryDialog() {
        const QString dbPath = m_dir.filePath(u"canary.sqlite"_s);
        const QString store = m_dir.filePath(u"canary-store"_s);
        QVERIFY(QDir().mkpath(store));
        const auto session = test::newSqlite(dbPath, u"gui-canary"_s, u"vortos-sqlite.sql"_s);
        QVERIFY(session);
        DatabaseSession &db = *session;
        QStringList inserts{u"DELETE FROM vortos_object_store_outbox"_s};
        for (int n = 0; n < 20; ++n)
            inserts
                << u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
                   u"attempt_count, payload, last_error, created_at) VALUES "
                   u"('01937a9e-0000-7000-8000-%1', 'move', 'dead', 5, "
                   u"'{\"name\":\"move\",\"source\":\"in\\/%2.csv\",\"target\":\"out\\/%2.csv\"}',"
                   u" 'Object not found: in/%2.csv', '2026-12-01 08:00:%3')"_s
                       .arg(n, 12, 10, QLatin1Char('0'))
                       .arg(n)
                       .arg(n, 2, 10, QLatin1Char('0'));
        QVERIFY(test::runSql(db, inserts).ok());
        QVERIFY(RelayRegistry::create(db).ok());
        const Profile profile = sqliteVortosProfile(u"canary-sqlite"_s, dbPath);
        auto target = ConnectionTarget::fromProfile(profile);
        QVERIFY(target.ok());
        auto table = test::resolveTable(db, profile.table);
        QVERIFY(table.ok());

        QProcess relay;
        test::dieWithTest(relay);
        relay.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        relay.setStandardOutputFile(QProcess::nullDevice());
        relay.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
                    {u"--database"_s, profile.databaseUrl, u"--table"_s, profile.table, u"relay"_s,
                     u"--object-store=file:"_s + store, u"--max-attempts=1"_s, u"--sleep=0"_s,
                     u"--ordering=none"_s});
        QVERIFY(relay.waitForStarted());
        QVERIFY(QTest::qWaitFor(
            [&] {
                auto relays =
                    RelayRegistry::relaysOf(db, profile.table, QDateTime::currentDateTimeUtc());
                return relays.ok() && relays->size() == 1;
            },
            20000));

        RetryDialog dialog(*target, *table, RetrySelection::matching({}));
        dialog.setAuditLog(AuditLog(m_dir.filePath(u"canary-audit.jsonl"_s)));
        dialog.setCanaryTimingForTests(60, 100);
        dialog.resize(1024, 700);
        dialog.show();
        QSignalSpy planned(&dialog, &RetryDialog::planned);
        QVERIFY(planned.wait(15000));
        QCOMPARE(dialog.plan().ids.size(), 20);
        auto *canary = dialog.findChild<QCheckBox *>(u"canaryCheck"_s);
        auto *rows = dialog.findChild<QSpinBox *>(u"canaryRows"_s);
        QVERIFY(canary && rows);
        QVERIFY(!rows->isEnabled());
        canary->setChecked(true);
        QVERIFY(rows->isEnabled());
        rows->setValue(4);
        auto *note = dialog.findChild<QLabel *>(u"canaryRelayNote"_s);
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(u"running against vortos_object_store_outbox: outboxctl"_s),
                 qPrintable(note->text()));
        m_asked.clear();
        QSignalSpy steps(&dialog, &RetryDialog::canaryProgressed);
        QSignalSpy finished(&dialog, &RetryDialog::applyFinished);
        dialog.retry();
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked.constFirst().title, u"Canary redrive"_s);
        QVERIFY(finished.wait(60000));
        QVERIFY(steps.size() >= 2);
        QVERIFY(dialog.lastRedrive());
        QCOMPARE(dialog.lastRedrive()->stop, RedriveStop::CanaryFailed);
        QCOMPARE(dialog.lastRedrive()->tally.retried, 4);
        QCOMPARE(dialog.lastRedrive()->notRetried, 16);
        QVERIFY2(dialog.resultText().contains(u"stopped after the canary"_s),
                 qPrintable(dialog.resultText()));
        // The progress bar says how it ended, not "waiting for the relay…".
        auto *progress = dialog.findChild<QProgressBar *>(u"applyProgress"_s);
        QVERIFY2(!progress->format().contains(u"waiting"_s) &&
                     progress->format().contains(u"Stopped after the canary"_s),
                 qPrintable(progress->format()));
        QTest::qWait(50);
        QVERIFY(dialog.grab().save(screenshotPath(u"console-canary-stopped-light.png"_s)));
        QSqlQuery q(db.database());
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'dead' "
                       u"AND attempt_count = 5"_s) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 16);
        relay.terminate();
        QVERIFY(relay.waitForFinished(30000));
    }

    // A FennFlow event in flight (documented vocabulary: 'pending') for two hours: its consumer
    // died holding it. The detail pane says so, and Actions › Release Stuck Rows puts it back
    // to ready ('created'), audited; a row in flight for a minute is not offered.
    void releaseStuckRows() {
        auto target = ConnectionTarget::fromProfile(m_ws.fennFlowProfile);
        QVERIFY(target.ok());
        DatabaseSession demo(target->spec, u"release-check"_s);
        QVERIFY(demo.open().ok());
        const auto statusOf = [&](const QString &id) {
            QSqlQuery q(demo.database());
            q.prepare(u"SELECT status FROM outbox WHERE id = ?"_s);
            q.addBindValue(id);
            return q.exec() && q.next() ? q.value(0).toString() : QString();
        };
        QStringList ids;
        {
            QSqlQuery q(demo.database());
            QVERIFY(q.exec(u"SELECT id FROM outbox WHERE status = 'sent' ORDER BY created_at "
                           "DESC LIMIT 2"_s));
            while (q.next())
                ids.append(q.value(0).toString());
            QCOMPARE(ids.size(), 2);
            const QDateTime now = QDateTime::currentDateTimeUtc();
            for (int k = 0; k < 2; ++k) {
                q.prepare(u"UPDATE outbox SET status = 'pending', updated_at = ? WHERE id = ?"_s);
                q.addBindValue(
                    now.addSecs(k == 0 ? -7200 : -60).toString(u"yyyy-MM-dd HH:mm:ss.zzz000"_s));
                q.addBindValue(ids.at(k));
                QVERIFY(q.exec());
            }
        }
        MainWindow w;
        QVERIFY(openFiltered(w, m_ws.fennFlowProfile.name, u"stateFilterInFlightAction"_s));
        auto *release = w.findChild<QAction *>(u"releaseAction"_s);
        QVERIFY(release);
        int stuck = -1;
        int fresh = -1;
        for (int r = 0; r < w.rowModel()->rowCount(); ++r) {
            if (w.rowModel()->rowAt(r).id == ids.at(0))
                stuck = r;
            if (w.rowModel()->rowAt(r).id == ids.at(1))
                fresh = r;
        }
        QVERIFY(stuck >= 0 && fresh >= 0);
        w.rowView()->selectRow(fresh);
        QVERIFY(!release->isEnabled()); // a minute in flight is not stuck
        w.rowView()->selectRow(stuck);
        QVERIFY(release->isEnabled());
        const QString state = w.findChild<QLabel *>(u"detailState"_s)->text();
        QVERIFY2(state.contains(u"stuck for 2 h"_s), qPrintable(state));
        // One story: the list says stuck too, and the detail no longer says "being
        // delivered now" under it; the fresh one is simply in flight.
        QVERIFY2(
            w.rowModel()->index(stuck, RowTableModel::State).data().toString().contains(u"stuck"_s),
            qPrintable(w.rowModel()->index(stuck, RowTableModel::State).data().toString()));
        QVERIFY(!w.rowModel()
                     ->index(fresh, RowTableModel::State)
                     .data()
                     .toString()
                     .contains(u"stuck"_s));
        QVERIFY2(w.findChild<QLabel *>(u"detailNextAttempt"_s)->text().contains(u"released"_s),
                 qPrintable(w.findChild<QLabel *>(u"detailNextAttempt"_s)->text()));
        m_asked.clear();
        release->trigger();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(m_asked.constFirst().details.join(u' ').contains(u"delivered twice"_s));
        QVERIFY(QTest::qWaitFor([&] { return statusOf(ids.at(0)) == u"created"_s; }, 15000));
        QCOMPARE(statusOf(ids.at(1)), u"pending"_s);
        auto recent = AuditLog().recent(5);
        QVERIFY(recent.ok());
        bool audited = false;
        for (const AuditRecord &r : *recent)
            audited = audited || (r.action == u"release"_s && r.namesRow(ids.at(0)));
        QVERIFY(audited);
    }

    // Help › Keyboard Shortcuts lists the actions with their keys.
    void shortcutList() {
        MainWindow w;
        QTableWidget *list = nullptr;
        QTimer::singleShot(0, &w, [&] {
            auto *dialog = w.findChild<QDialog *>(u"shortcutsDialog"_s);
            if (dialog) {
                list = dialog->findChild<QTableWidget *>(u"shortcutsList"_s);
                QStringList rows;
                for (int r = 0; list && r < list->rowCount(); ++r)
                    rows << list->item(r, 0)->text() + u'=' + list->item(r, 1)->text();
                dialog->setProperty("rows", rows);
                dialog->grab().save(screenshotPath(u"console-shortcuts-light.png"_s));
                w.setProperty("rows", rows);
                dialog->reject();
            }
        });
        w.findChild<QAction *>(u"shortcutsAction"_s)->trigger();
        const QStringList rows = w.property("rows").toStringList();
        QVERIFY2(rows.contains(u"Retry Selected Rows…=Ctrl+R"_s), qPrintable(rows.join(u", "_s)));
        QVERIFY(rows.contains(u"Refresh=F5"_s));
        QVERIFY(rows.size() >= 15);
    }

    // A canary with no relay running needs one, and the Relay tab is behind its dialog. The note
    // offers to start the console's relay, and says when it runs and stops. (Last: its relay
    // delivers the demo's pending rows.)
    void canaryOffersToStartTheRelay() {
        MainWindow w;
        w.setProfileStore(m_store);
        w.resize(1024, 700);
        w.show();
        QVERIFY(openShown(w, m_ws.vortosProfile.name));
        QVERIFY(!w.relayPanel()->isRunning());
        auto *dialog = test::triggerForDialog<RetryDialog>(w, u"retryMatchingAction"_s);
        QVERIFY(dialog);
        QSignalSpy planned(dialog, &RetryDialog::planned);
        QVERIFY(planned.wait(30000));
        auto *note = dialog->findChild<QLabel *>(u"canaryRelayNote"_s);
        auto *start = dialog->findChild<QPushButton *>(u"canaryStartRelayButton"_s);
        QVERIFY(note && start);
        QVERIFY(!start->isVisible()); // no canary, no offer
        dialog->findChild<QCheckBox *>(u"canaryCheck"_s)->setChecked(true);
        QVERIFY(note->isVisible());
        QVERIFY2(note->text().contains(u"stops after 10 minutes"_s), qPrintable(note->text()));
        QVERIFY(!note->text().contains(u"Relay tab"_s)); // the tab it cannot see
        QVERIFY(start->isVisible());
        QVERIFY(start->isEnabled());
        QTest::qWait(50); // the buttons' new texts laid out
        QVERIFY(dialog->grab().save(screenshotPath(u"console-canary-start-relay-light.png"_s)));

        m_asked.clear();
        QSignalSpy started(w.relayPanel(), &RelayPanel::relayStarted);
        QTest::mouseClick(start, Qt::LeftButton);
        QVERIFY(started.wait(15000));
        QCOMPARE(m_asked.size(), 1); // the relay's own confirmation
        QVERIFY(w.relayPanel()->isRunning());
        QVERIFY(dialog->isVisible()); // the dry run and its choices are kept
        QVERIFY2(note->text().contains(u"console's relay is running"_s), qPrintable(note->text()));
        QVERIFY(!start->isVisible());

        QSignalSpy stopped(w.relayPanel(), &RelayPanel::relayStopped);
        QVERIFY(test::clickButton(*w.relayPanel(), u"relayStopButton"_s));
        QVERIFY(stopped.wait(15000));
        QVERIFY2(!note->text().contains(u"console's relay is running"_s), qPrintable(note->text()));
        QVERIFY(start->isVisible());
        dialog->close();
    }
};

QTEST_MAIN(TestConsoleActions)
#include "tst_consoleactions.moc"
