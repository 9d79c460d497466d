#include "ui/overview/notifier.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSystemTrayIcon>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox::ui;

// The notifications' fallback on a desktop with a system tray but no notification service (a
// window manager's XEmbed tray, no notification daemon): the console's tray icon shows while a
// profile asks for notifications, the notification is the tray's balloon, and a click on it opens
// the profile. Real parts: Xvfb (xvfb-run), Qt's xcb platform, a private session bus with no
// notification service (dbus-run-session), and trayer, a panel whose system tray embeds icons.
class TestTrayFallback : public QObject {
    Q_OBJECT
    QProcess m_tray;

    static QWidget *balloon() {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (w->inherits("QBalloonTip") && w->isVisible())
                return w;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::platformName(), u"xcb"_s); // run by xvfb-run
        QVERIFY2(QDBusConnection::sessionBus().isConnected(),
                 "no session bus: run under dbus-run-session");
        QVERIFY(!QDBusConnection::sessionBus().interface()->isServiceRegistered(
            u"org.freedesktop.Notifications"_s));
        QVERIFY(!QSystemTrayIcon::isSystemTrayAvailable()); // nothing to show it yet
        DesktopNotifier before;
        QVERIFY(!before.canNotify());

        const QString trayer = QStandardPaths::findExecutable(u"trayer"_s);
        QVERIFY2(!trayer.isEmpty(), "trayer is not installed (scripts/setup-deps installs it)");
        m_tray.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_tray.start(trayer, {u"--edge"_s, u"top"_s, u"--align"_s, u"right"_s, u"--widthtype"_s,
                              u"request"_s, u"--height"_s, u"24"_s});
        QVERIFY2(m_tray.waitForStarted(), qPrintable(m_tray.errorString()));
        QTRY_VERIFY_WITH_TIMEOUT(QSystemTrayIcon::isSystemTrayAvailable(), 15000);
    }

    void cleanupTestCase() {
        m_tray.terminate();
        if (!m_tray.waitForFinished(5000))
            m_tray.kill();
    }

    void balloonOpensTheProfile() {
        DesktopNotifier notifier;
        QVERIFY(notifier.canNotify()); // the tray, there being no notification service
        auto *icon = notifier.findChild<QSystemTrayIcon *>();
        QVERIFY(!icon); // no icon until some profile asks for notifications
        notifier.setWanted(true);
        icon = notifier.findChild<QSystemTrayIcon *>();
        QVERIFY(icon);
        QVERIFY(!icon->icon().isNull()); // run uninstalled: no theme icon, a standard one
        QTRY_VERIFY(icon->isVisible());
        QTRY_VERIFY(icon->geometry().isValid()); // embedded in the tray

        QSignalSpy opened(&notifier, &Notifier::opened);
        outbox::OutboxLink link;
        link.profile = u"orders-prod"_s;
        link.state = outbox::RowState::Dead;
        notifier.notify(link, u"Outbox Console: orders-prod"_s, u"3 new dead rows (12 dead now)"_s);
        QTRY_VERIFY_WITH_TIMEOUT(balloon(), 5000);
        QWidget *tip = balloon();
        const QList<QLabel *> labels = tip->findChildren<QLabel *>();
        QStringList texts;
        for (const QLabel *label : labels)
            texts.append(label->text());
        QVERIFY2(texts.contains(u"Outbox Console: orders-prod"_s), qPrintable(texts.join(u'|')));
        QVERIFY2(texts.join(u'|').contains(u"3 new dead rows"_s), qPrintable(texts.join(u'|')));
        QTest::mouseClick(tip, Qt::LeftButton, {}, tip->rect().center());
        QTRY_COMPARE(opened.size(), 1);
        QCOMPARE(opened.at(0).at(0).toString(), link.toString());
        QTRY_VERIFY(!balloon());

        // No profile asks any more: the icon goes.
        notifier.setWanted(false);
        QVERIFY(!icon->isVisible());
    }
};

QTEST_MAIN(TestTrayFallback)
#include "tst_trayfallback.moc"
