#pragma once

#include <QHash>
#include <QObject>
#include <QString>

#include "links/outboxlink.h"

class QSystemTrayIcon;

namespace outbox::ui {

// Where the overview's notifications go. The console's is DesktopNotifier; tests give a fake.
class Notifier : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Whether a notification can reach the user at all (a notification service or a tray is
    // there). Without one the overview only flags the profile's line.
    virtual bool canNotify() const = 0;
    // Tells the user about link's profile; a click on it emits opened(link.toString()): the
    // view the notification is about (the dead rows, the pending ones), as a link opens it.
    virtual void notify(const outbox::OutboxLink &link, const QString &title,
                        const QString &message) = 0;
    // Some profile asks for notifications (a tray icon may show while it does).
    virtual void setWanted(bool wanted) { Q_UNUSED(wanted) }

Q_SIGNALS:
    void opened(const QString &link); // the user clicked the notification of this link
    void overviewRequested();         // the user asked for the overview (the tray icon)
};

// The desktop's notifications: the freedesktop notification service on the session bus
// (org.freedesktop.Notifications: GNOME, KDE, Xfce, dunst, …), with a default action that opens
// the notification's link; where there is none, QSystemTrayIcon's message in a system tray. The
// tray icon is shown only while some profile asks for notifications and there is a tray; clicking
// it shows the overview.
class DesktopNotifier final : public Notifier {
    Q_OBJECT
public:
    explicit DesktopNotifier(QObject *parent = nullptr);

    bool canNotify() const override;
    void notify(const outbox::OutboxLink &link, const QString &title,
                const QString &message) override;
    void setWanted(bool wanted) override;

private Q_SLOTS:
    // The notification service's signals (string-based: QtDBus connects them so).
    void onActionInvoked(uint id, const QString &action);
    void onClosed(uint id, uint reason);

private:
    // Whether the session bus has a notification service, asked at most every 10 s (the window
    // asks every second for its status line).
    bool hasNotificationService() const;

    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastTrayLink;       // QSystemTrayIcon::messageClicked does not say which message
    QHash<uint, QString> m_shown; // the service's notification id → its link
    mutable bool m_hasService = false;
    mutable qint64 m_serviceCheckedAtMs = -1;
};

} // namespace outbox::ui
