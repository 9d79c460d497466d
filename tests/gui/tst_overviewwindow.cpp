#include "demo/demoworkspace.h"
#include "guitest.h"
#include "testdatabases.h"
#include "ui/common/sparkline.h"
#include "ui/connections/profiledialog.h"
#include "ui/filter/filterbar.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmodel.h"
#include "ui/overview/overviewmonitor.h"
#include "ui/overview/overviewwindow.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

// Records what the overview would have told the desktop.
class FakeNotifier final : public Notifier {
    Q_OBJECT
public:
    bool available = true;
    bool wanted = false;
    struct Sent {
        QString profile;
        QString title;
        QString message;
        OutboxLink link;
    };
    QList<Sent> sent;

    bool canNotify() const override { return available; }
    void notify(const OutboxLink &link, const QString &title, const QString &message) override {
        sent.append({link.profile, title, message, link});
    }
    void setWanted(bool on) override { wanted = on; }
};

// The overview window in the real main window, offscreen: profiles on PostgreSQL, MariaDB and
// SQLite and one on a closed port; the figures against outboxctl overview's; opening a profile
// from a line and from a notification; notifications through a fake notifier, once per condition.
class TestOverviewWindow : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_demo;
    QString m_config; // XDG_CONFIG_HOME of the profiles, for outboxctl
    ProfileStore m_store{QString()};
    std::unique_ptr<DatabaseSession> m_pg;
    std::unique_ptr<DatabaseSession> m_maria;

    static bool refreshNow(MainWindow &w) {
        OverviewMonitor *monitor = w.overviewMonitor();
        if (!QTest::qWaitFor([&] { return !monitor->isRefreshing(); }, 15000))
            return false;
        QSignalSpy refreshed(monitor, &OverviewMonitor::refreshed);
        monitor->refresh();
        return refreshed.wait(15000);
    }
    QString cell(MainWindow &w, const QString &profile, int column) {
        OverviewModel *model = w.overviewMonitor()->model();
        return model->index(model->rowOf(profile), column).data().toString();
    }
    Status makeDead(int rows) {
        QSqlQuery q(m_pg->database());
        if (!q.exec(u"UPDATE ovwgui.object_store_outbox SET status = 'dead' WHERE id IN (SELECT id "
                    u"FROM ovwgui.object_store_outbox WHERE status = 'pending' ORDER BY id LIMIT "
                    u"%1)"_s.arg(rows)))
            return Error::failed(q.lastError().text());
        return Done{};
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        auto demo = test::createDemo(m_dir.path());
        QVERIFY2(demo.ok(), qPrintable(test::errorText(demo)));
        m_demo = *demo;
        QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"overview-gui-pg"_s).ok());
        QVERIFY(test::openSession(m_maria, test::mysqlSpec(), u"overview-gui-maria"_s).ok());
        QCOMPARE(m_maria->spec().password, m_pg->spec().password);
        qputenv("OUTBOX_DATABASE_PASSWORD", m_pg->spec().password.toUtf8());
        m_config = m_dir.path() + u"/config"_s;
        m_store = ProfileStore(m_config + u"/outbox-console/profiles.ini"_s);
    }

    void init() {
        QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS ovwgui CASCADE"_s}).ok());
        QVERIFY(test::runSqlFile(*m_pg, u"vortos-postgres.sql"_s, u"vortos"_s, u"ovwgui"_s).ok());
        // A row waiting behind the dead promote of the sample (its permanent key): one blocked
        // key (a dead row with nothing behind it blocks nothing).
        QVERIFY(test::runSql(*m_pg, {u"INSERT INTO ovwgui.object_store_outbox (id, operation, "
                                     u"status, attempt_count, payload, created_at) VALUES "
                                     u"('0193f1a2-7c20-7000-8000-000000000001', 'put', 'pending', "
                                     u"0, '{\"name\":\"put\",\"key\":\"assets\\/users\\/123"
                                     u"\\/avatar\\/5f2b0c9e8d7a6b5c4d3e2f1a0b9c8d7e.jpg\","
                                     u"\"body_base64\":\"eA==\"}', '2026-06-01 09:06:00')"_s})
                    .ok());
        // Without the relays' registry, whatever other tests left in the shared server: its
        // relay column reads Unknown (with the registry and no relay in it: None).
        QVERIFY(test::runSql(*m_maria, {u"DROP TABLE IF EXISTS ovwgui_outbox"_s,
                                        u"DROP TABLE IF EXISTS outbox_console_relays"_s})
                    .ok());
        QVERIFY(test::runSqlFile(*m_maria, u"vortos-mysql.sql"_s, u"vortos_object_store_outbox"_s,
                                 u"ovwgui_outbox"_s)
                    .ok());
        QFile::remove(m_store.settingsFile());
        const Profile pg = test::testProfile(u"orders-pg"_s, u"prod"_s, m_pg->spec(),
                                             u"ovwgui.object_store_outbox"_s);
        const Profile maria = test::testProfile(u"media-mariadb"_s, u"staging"_s, m_maria->spec(),
                                                u"ovwgui_outbox"_s);
        const Profile down = test::unreachableProfile(u"billing-down"_s);
        for (const Profile &p : {pg, maria, m_demo.vortosProfile, m_demo.fennFlowProfile, down})
            QVERIFY(m_store.save(p).ok());
    }

    void cleanupTestCase() { qunsetenv("OUTBOX_DATABASE_PASSWORD"); }

    // A line per profile with the figures outboxctl overview prints; the closed port's line
    // shows its error across the figures and holds up nobody; the change shows after a refresh;
    // a line opens its profile in the main window.
    void everyProfileOnALine() {
        const test::ScopedLanguage english(
            u"en"_s); // the plural forms, as the console installs them
        QVERIFY(english.loaded());
        FakeNotifier notifier;
        MainWindow w;
        w.setNotifier(&notifier);
        w.setProfileStore(m_store);
        w.show();
        OverviewModel *model = w.overviewMonitor()->model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy refreshed(w.overviewMonitor(), &OverviewMonitor::refreshed);
        QVERIFY(!w.overviewMonitor()->isActive()); // no thresholds, no window: nothing runs
        OverviewWindow *overview = w.showOverview();
        QVERIFY(QTest::qWaitForWindowExposed(overview));
        QVERIFY(refreshed.wait(15000));
        QVERIFY(w.overviewMonitor()->isActive());
        QCOMPARE(model->rowCount(), 5);
        QCOMPARE(model->profileAt(0), u"orders-pg"_s);

        // The same figures as outboxctl overview, which reads the same profiles.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_CONFIG_HOME"_s, m_config);
        env.insert(u"XDG_DATA_HOME"_s, m_dir.path() + u"/data"_s);
        const test::CliRun cli = test::runOutboxctl({u"overview"_s, u"--output=json"_s}, env);
        QCOMPARE(cli.code, 1); // the closed port
        const QJsonArray lines =
            QJsonDocument::fromJson(cli.out.toUtf8()).object().value(u"profiles"_s).toArray();
        QCOMPARE(lines.size(), 5);
        for (const QJsonValue &value : lines) {
            const QJsonObject line = value.toObject();
            const QString profile = line.value(u"profile"_s).toString();
            const auto snapshot = model->snapshot(profile);
            QVERIFY2(snapshot, qPrintable(profile));
            QCOMPARE(snapshot->ok(), line.value(u"error"_s).isNull());
            if (!snapshot->ok())
                continue;
            QCOMPARE(snapshot->pending, line.value(u"pending"_s).toInteger());
            QCOMPARE(snapshot->dead, line.value(u"dead"_s).toInteger());
            QCOMPARE(snapshot->toJson().value(u"blocked_keys"_s), line.value(u"blocked_keys"_s));
            QCOMPARE(relayActivityName(snapshot->relay), line.value(u"relay"_s).toString());
            QCOMPARE(cell(w, profile, OverviewModel::PendingColumn),
                     QLocale().toString(snapshot->pending));
        }
        QCOMPARE(model->snapshot(u"media-mariadb"_s)->format, u"vortos"_s);
        QVERIFY(model->snapshot(u"orders-pg"_s)->dead > 0);
        QCOMPARE(cell(w, u"media-mariadb"_s, OverviewModel::RelayColumn), u"Unknown"_s);

        const int downRow = model->rowOf(u"billing-down"_s);
        QVERIFY2(
            cell(w, u"billing-down"_s, OverviewModel::TableColumn).contains(u"Could not connect"_s),
            qPrintable(cell(w, u"billing-down"_s, OverviewModel::TableColumn)));
        QCOMPARE(overview->view()->columnSpan(downRow, OverviewModel::TableColumn),
                 OverviewModel::ColumnCount - OverviewModel::TableColumn);
        QCOMPARE(overview->view()->columnSpan(0, OverviewModel::TableColumn), 1);
        auto *status = overview->findChild<QLabel *>(u"overviewStatus"_s);
        QVERIFY2(status->text().contains(u"5 profile"_s), qPrintable(status->text()));

        // Two pending rows went dead: the next refresh shows the change, and the trend grows.
        QVERIFY(makeDead(2).ok());
        const qint64 deadBefore = model->snapshot(u"orders-pg"_s)->dead;
        auto *refresh = overview->findChild<QPushButton *>(u"overviewRefreshButton"_s);
        QTRY_VERIFY(refresh->isEnabled());
        refresh->click();
        QVERIFY(refreshed.wait(15000));
        QCOMPARE(model->snapshot(u"orders-pg"_s)->dead, deadBefore + 2);
        QVERIFY2(cell(w, u"orders-pg"_s, OverviewModel::DeadColumn).endsWith(u"▲2"_s),
                 qPrintable(cell(w, u"orders-pg"_s, OverviewModel::DeadColumn)));
        QVERIFY(cell(w, u"orders-pg"_s, OverviewModel::PendingColumn).endsWith(u"▼2"_s));
        QCOMPARE(model->index(0, OverviewModel::TrendColumn)
                     .data(SparklineDelegate::ValuesRole)
                     .value<QList<qint64>>()
                     .size(),
                 2);
        QVERIFY(notifier.sent.isEmpty()); // no profile asked for notifications

        overview->resize(1024, 360);
        QVERIFY(test::grabTo(*overview, u"overview-light.png"_s));
        {
            const test::ScopedPalette dark(test::darkPalette());
            QVERIFY(test::grabTo(*overview, u"overview-dark.png"_s));
        }

        // A click on a line opens its profile in the main window, once even when double-clicked;
        // Enter opens the current line's.
        QTableView *view = overview->view();
        const auto linePoint = [&](const QString &profile) {
            return view->visualRect(model->index(model->rowOf(profile), OverviewModel::DeadColumn))
                .center();
        };
        QSignalSpy opened(&w, &MainWindow::tableOpened);
        QSignalSpy requested(overview, &OverviewWindow::openProfileRequested);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                          linePoint(m_demo.vortosProfile.name));
        QVERIFY(opened.wait(15000));
        QCOMPARE(w.target()->profileName, m_demo.vortosProfile.name);
        QCOMPARE(requested.size(), 1);
        requested.clear();
        // As a mouse sends it: press, release, double-click, release (QTest::mouseDClick alone
        // sends only the double-click event).
        const QPoint pgLine = linePoint(u"orders-pg"_s);
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, pgLine);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, pgLine);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, pgLine);
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, pgLine);
        QCOMPARE(requested.size(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), u"orders-pg"_s);
        QVERIFY(opened.wait(15000));
        QCOMPARE(w.target()->profileName, u"orders-pg"_s);
        overview->activateWindow();
        view->setFocus();
        view->setCurrentIndex(model->index(model->rowOf(u"media-mariadb"_s), 0));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_COMPARE(w.target()->profileName, u"media-mariadb"_s);
        QCOMPARE(requested.size(), 2);

        // Closed, and with no thresholds anywhere, it stops refreshing.
        overview->close();
        QVERIFY(!w.overviewMonitor()->isActive());
        QVERIFY(!notifier.wanted);
    }

    // A profile with thresholds is watched while the console runs, window or not; a condition
    // notifies once when it starts, names the profile, and opens it when clicked; without a
    // place for notifications the line is flagged and the window says so.
    void notifiesOncePerCondition() {
        Profile pg = *m_store.find(u"orders-pg"_s);
        pg.notify.newDeadRows = 1;
        pg.notify.blockedKeys = true;
        pg.notify.oldestPendingMinutes = 60; // the sample rows are months old
        QVERIFY(m_store.save(pg).ok());
        QCOMPARE(m_store.find(u"orders-pg"_s)->notify, pg.notify);

        FakeNotifier notifier;
        MainWindow w;
        w.setNotifier(&notifier);
        QSignalSpy refreshed(w.overviewMonitor(), &OverviewMonitor::refreshed);
        w.setProfileStore(m_store);
        QVERIFY(w.overviewMonitor()->isActive()); // watching without the overview window
        QVERIFY(notifier.wanted);
        QVERIFY(refreshed.wait(15000));
        QTRY_COMPARE(notifier.sent.size(), 1);
        QCOMPARE(notifier.sent.at(0).profile, u"orders-pg"_s);
        QVERIFY(notifier.sent.at(0).title.contains(u"orders-pg"_s));
        QVERIFY2(notifier.sent.at(0).message.contains(u"blocked"_s) &&
                     notifier.sent.at(0).message.contains(u"oldest pending"_s),
                 qPrintable(notifier.sent.at(0).message));
        OverviewModel *model = w.overviewMonitor()->model();
        QVERIFY(model->index(0, 0).data(OverviewModel::FlaggedRole).toBool());
        QVERIFY(!model->index(model->rowOf(u"media-mariadb"_s), 0)
                     .data(OverviewModel::FlaggedRole)
                     .toBool());

        // Nothing changed: quiet.
        QVERIFY(refreshNow(w));
        QCOMPARE(notifier.sent.size(), 1);
        // A new dead row: told.
        QVERIFY(makeDead(1).ok());
        QVERIFY(refreshNow(w));
        QCOMPARE(notifier.sent.size(), 2);
        QVERIFY2(notifier.sent.at(1).message.contains(u"1 new dead row"_s),
                 qPrintable(notifier.sent.at(1).message));

        // A click on the notification opens the profile's new dead rows, as its link says.
        QCOMPARE(notifier.sent.at(1).link.profile, u"orders-pg"_s);
        QCOMPARE(notifier.sent.at(1).link.state, std::optional<RowState>(RowState::Dead));
        QSignalSpy opened(&w, &MainWindow::tableOpened);
        Q_EMIT notifier.opened(notifier.sent.at(1).link.toString());
        QVERIFY(opened.wait(15000));
        QCOMPARE(w.target()->profileName, u"orders-pg"_s);
        QTRY_COMPARE(w.findChild<FilterBar *>()->filter().state,
                     std::optional<RowState>(RowState::Dead));

        // No notification area: nothing is sent, the line is flagged and the window says why.
        notifier.available = false;
        QVERIFY(makeDead(1).ok());
        OverviewWindow *overview = w.showOverview();
        QVERIFY(refreshNow(w));
        QCOMPARE(notifier.sent.size(), 2);
        QVERIFY(model->index(0, 0).data(OverviewModel::FlaggedRole).toBool());
        QVERIFY(model->index(0, OverviewModel::DeadColumn).data(Qt::DecorationRole).isValid());
        QTRY_VERIFY(overview->findChild<QLabel *>(u"overviewNotifyNote"_s)->isVisible());
        overview->close();
        QVERIFY(w.overviewMonitor()->isActive()); // still watching for the thresholds
    }

    // Notifications… opens the connection manager on the selected line's profile (the
    // first line's when none is selected), on its Notifications tab; it opened the first
    // profile's Connection tab.
    void notificationsOpenTheLinesProfile() {
        MainWindow w;
        w.setNotifier(nullptr);
        w.setProfileStore(m_store);
        w.show();
        OverviewWindow *overview = w.showOverview();
        QVERIFY(QTest::qWaitForWindowExposed(overview));
        OverviewModel *model = w.overviewMonitor()->model();
        QTRY_COMPARE(model->rowCount(), 5);
        auto *button = overview->findChild<QPushButton *>(u"overviewThresholdsButton"_s);
        QVERIFY(button);
        // Clicks the button and reads the connection manager it opens (modal), then closes it.
        const auto openedBy = [&](QPushButton *b) {
            struct Seen {
                QString profile;
                QString tab;
            };
            auto seen = std::make_shared<std::optional<Seen>>();
            auto *poll = new QTimer(overview);
            auto tries = std::make_shared<int>(0);
            connect(poll, &QTimer::timeout, overview, [poll, seen, tries] {
                auto *dialog = qobject_cast<ProfileDialog *>(QApplication::activeModalWidget());
                if (!dialog) {
                    if (++*tries > 500)
                        poll->deleteLater();
                    return;
                }
                auto *tabs = dialog->findChild<QTabWidget *>(u"editorTabs"_s);
                *seen = Seen{dialog->editedProfileName(),
                             tabs ? tabs->tabText(tabs->currentIndex()).remove(u'&') : QString()};
                poll->deleteLater();
                dialog->reject();
            });
            poll->start(20);
            b->click(); // returns when the dialog closes
            return *seen;
        };
        overview->view()->setCurrentIndex(model->index(model->rowOf(u"media-mariadb"_s), 0));
        auto seen = openedBy(button);
        QVERIFY(seen);
        QCOMPARE(seen->profile, u"media-mariadb"_s);
        QCOMPARE(seen->tab, u"Notifications"_s);
        overview->view()->clearSelection();
        overview->view()->setCurrentIndex(QModelIndex());
        seen = openedBy(button);
        QVERIFY(seen);
        QCOMPARE(seen->profile, model->profileAt(0));
        QCOMPARE(seen->tab, u"Notifications"_s);
        overview->close();
    }

    // German, light: the texts fit (screenshot for docs/screens.md).
    void germanScreenshot() {
        const test::ScopedLanguage translator(u"de"_s);
        QVERIFY(translator.loaded());
        MainWindow w;
        w.setNotifier(nullptr);
        w.setProfileStore(m_store);
        QSignalSpy refreshed(w.overviewMonitor(), &OverviewMonitor::refreshed);
        OverviewWindow *overview = w.showOverview();
        QVERIFY(refreshed.wait(15000));
        QVERIFY(overview->windowTitle().startsWith(u"Übersicht"_s));
        overview->resize(1024, 360);
        QVERIFY(test::grabTo(*overview, u"overview-de-light.png"_s));
    }
};

QTEST_MAIN(TestOverviewWindow)
#include "tst_overviewwindow.moc"
