#include "ui/overview/notifier.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusInterface>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QElapsedTimer>
#include <QStyle>
#include <QSystemTrayIcon>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
const QString kService = u"org.freedesktop.Notifications"_s;
const QString kPath = u"/org/freedesktop/Notifications"_s;
const QString kInterface = u"org.freedesktop.Notifications"_s;
} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent)
    : Notifier(parent) {
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (bus.isConnected()) {
        bus.connect(kService, kPath, kInterface, u"ActionInvoked"_s, this,
                    SLOT(onActionInvoked(uint, QString)));
        bus.connect(kService, kPath, kInterface, u"NotificationClosed"_s, this,
                    SLOT(onClosed(uint, uint)));
    }
}

bool DesktopNotifier::hasNotificationService() const {
    static QElapsedTimer clock;
    if (!clock.isValid())
        clock.start();
    if (m_serviceCheckedAtMs >= 0 && clock.elapsed() - m_serviceCheckedAtMs < 10'000)
        return m_hasService;
    m_serviceCheckedAtMs = clock.elapsed();
    m_hasService = false;
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected() || !bus.interface())
        return false;
    QDBusConnectionInterface *daemon = bus.interface();
    if (daemon->isServiceRegistered(kService).value()) {
        m_hasService = true;
    } else {
        const QDBusReply<QStringList> activatable = daemon->activatableServiceNames();
        m_hasService = activatable.isValid() && activatable.value().contains(kService);
    }
    return m_hasService;
}

bool DesktopNotifier::canNotify() const {
    return hasNotificationService() || QSystemTrayIcon::isSystemTrayAvailable();
}

void DesktopNotifier::setWanted(bool wanted) {
    if (!wanted) {
        if (m_tray)
            m_tray->hide();
        return;
    }
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    if (!m_tray) {
        // The installed icon theme's application icon; run from a build folder there is none,
        // and a tray icon without one is not shown at all.
        QIcon icon = QApplication::windowIcon();
        if (icon.isNull())
            icon = QApplication::style()->standardIcon(QStyle::SP_MessageBoxInformation);
        m_tray = new QSystemTrayIcon(icon, this);
        m_tray->setToolTip(tr("Outbox Console: watching your outboxes"));
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_lastTrayLink.isEmpty())
                Q_EMIT opened(m_lastTrayLink);
        });
        connect(m_tray, &QSystemTrayIcon::activated, this, [this] { Q_EMIT overviewRequested(); });
    }
    m_tray->show();
}

void DesktopNotifier::notify(const OutboxLink &link, const QString &title, const QString &message) {
    const QString &profile = link.profile;
    const QString linkText = link.toString();
    if (hasNotificationService()) {
        // Asynchronous: a slow notification service never holds up the GUI thread.
        QDBusMessage call =
            QDBusMessage::createMethodCall(kService, kPath, kInterface, u"Notify"_s);
        const QVariantMap hints{{u"desktop-entry"_s, QStringLiteral(OUTBOX_APP_ID)},
                                {u"category"_s, u"device.error"_s},
                                {u"urgency"_s, QVariant::fromValue(uchar(1))}};
        // The body may be read as markup: a profile's figures never become tags.
        call << QApplication::applicationDisplayName() << uint(0) << QStringLiteral(OUTBOX_APP_ID)
             << title << message.toHtmlEscaped()
             << QStringList{u"default"_s, tr("Open %1").arg(profile)} << hints << int(-1);
        auto *watcher =
            new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call), this);
        connect(watcher, &QDBusPendingCallWatcher::finished, this,
                [this, linkText](QDBusPendingCallWatcher *w) {
                    const QDBusPendingReply<uint> reply = *w;
                    if (reply.isValid())
                        m_shown.insert(reply.value(), linkText);
                    w->deleteLater();
                });
        return;
    }
    setWanted(true);
    if (!m_tray)
        return;
    m_lastTrayLink = linkText;
    m_tray->showMessage(title, message, QSystemTrayIcon::Warning);
}

void DesktopNotifier::onActionInvoked(uint id, const QString &action) {
    const auto it = m_shown.constFind(id);
    if (it == m_shown.cend())
        return; // another application's notification
    if (action == u"default"_s)
        Q_EMIT opened(*it);
}

void DesktopNotifier::onClosed(uint id, uint reason) {
    Q_UNUSED(reason)
    m_shown.remove(id);
}

} // namespace outbox::ui
