#include "demo/demoworkspace.h"
#include "testdatabases.h"
#include "ui/filter/filterbar.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmonitor.h"
#include "ui/window/mainwindow.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

// A notification service on the session bus, as a desktop runs one (GNOME Shell, Plasma, dunst):
// it records each Notify call and can say a notification was clicked (ActionInvoked), on a
// connection of its own, so the console's calls really cross the bus.
class NotificationServer : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public:
    struct Call {
        QString appName;
        QString appIcon;
        QString summary;
        QString body;
        QStringList actions;
        QVariantMap hints;
        uint id = 0;
    };
    QList<Call> calls;
    QDBusConnection bus;

    NotificationServer()
        : bus(QDBusConnection::connectToBus(QDBusConnection::SessionBus,
                                            u"notification-server"_s)) {}
    ~NotificationServer() override {
        bus.unregisterService(u"org.freedesktop.Notifications"_s);
        QDBusConnection::disconnectFromBus(u"notification-server"_s);
    }
    bool start() {
        return bus.isConnected() &&
               bus.registerObject(u"/org/freedesktop/Notifications"_s, this,
                                  QDBusConnection::ExportAllSlots) &&
               bus.registerService(u"org.freedesktop.Notifications"_s);
    }
    void click(uint id, const QString &action = u"default"_s) {
        QDBusMessage signal =
            QDBusMessage::createSignal(u"/org/freedesktop/Notifications"_s,
                                       u"org.freedesktop.Notifications"_s, u"ActionInvoked"_s);
        signal << id << action;
        bus.send(signal);
    }

public Q_SLOTS:
    uint Notify(const QString &appName, uint replacesId, const QString &appIcon,
                const QString &summary, const QString &body, const QStringList &actions,
                const QVariantMap &hints, int expireTimeout) {
        Q_UNUSED(replacesId)
        Q_UNUSED(expireTimeout)
        calls.append({appName, appIcon, summary, body, actions, hints, uint(calls.size() + 41)});
        return calls.constLast().id;
    }
};

// The console's DesktopNotifier against a notification service on a real (private) session bus:
// the notification names the profile, its body is never read as markup, and its click opens the
// profile in the main window. Runs under dbus-run-session.
class TestDesktopNotifier : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 "no session bus: run under dbus-run-session");
    }

    void withoutAServiceNothingCanBeShown() {
        QVERIFY(!QDBusConnection::sessionBus().interface()->isServiceRegistered(
            u"org.freedesktop.Notifications"_s));
        DesktopNotifier notifier;
        QVERIFY(!notifier.canNotify()); // offscreen: no tray either
    }

    void notifiesAndOpensOnClick() {
        NotificationServer server;
        QVERIFY(server.start());
        DesktopNotifier notifier;
        QVERIFY(notifier.canNotify());
        OutboxLink link;
        link.profile = u"orders-prod"_s;
        link.state = RowState::Dead;
        notifier.notify(link, u"Outbox Console: orders-prod"_s,
                        u"3 new dead rows (<b>12</b> dead now)"_s);
        QTRY_COMPARE(server.calls.size(), 1);
        const NotificationServer::Call &call = server.calls.constFirst();
        QCOMPARE(call.summary, u"Outbox Console: orders-prod"_s);
        QCOMPARE(call.body, u"3 new dead rows (&lt;b&gt;12&lt;/b&gt; dead now)"_s);
        QVERIFY(call.actions.contains(u"default"_s));
        QCOMPARE(call.hints.value(u"desktop-entry"_s).toString(), QStringLiteral(OUTBOX_APP_ID));

        QSignalSpy opened(&notifier, &Notifier::opened);
        server.click(999); // another application's notification
        server.click(call.id, u"other-action"_s);
        server.click(call.id);
        QVERIFY(opened.wait(5000));
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), link.toString());
    }

    // End to end: a profile with a threshold, the main window's own notifier, the service on the
    // bus; the click opens the profile.
    void theConsoleTellsTheDesktop() {
        NotificationServer server;
        QVERIFY(server.start());
        auto demo = test::createDemo(m_dir.path());
        QVERIFY2(demo.ok(), demo.ok() ? "" : qPrintable(demo.error().message));
        ProfileStore store(m_dir.path() + u"/profiles.ini"_s);
        Profile watched = demo->vortosProfile;
        watched.notify.blockedKeys = true; // the demo has keys held by dead rows
        QVERIFY(store.save(watched).ok());
        MainWindow w; // its notifier is the desktop's
        w.setProfileStore(store);
        QVERIFY(w.overviewMonitor()->isActive());
        QTRY_COMPARE_WITH_TIMEOUT(server.calls.size(), 1, 15000);
        QVERIFY2(server.calls.at(0).summary.contains(watched.name),
                 qPrintable(server.calls.at(0).summary));
        QVERIFY2(server.calls.at(0).body.contains(u"blocked"_s),
                 qPrintable(server.calls.at(0).body));
        QSignalSpy opened(&w, &MainWindow::tableOpened);
        server.click(server.calls.at(0).id);
        QVERIFY(opened.wait(15000));
        QCOMPARE(w.target()->profileName, watched.name);
        // Keys held back: the notification opens the profile's pending rows, as its link says.
        QTRY_COMPARE(w.findChild<FilterBar *>()->filter().state,
                     std::optional<RowState>(RowState::Pending));
    }
};

QTEST_MAIN(TestDesktopNotifier)
#include "tst_desktopnotifier.moc"
