#pragma once

#include <QObject>
#include <QString>

class QSystemTrayIcon;

namespace outbox::ui {

// Where the overview's notifications go. The console's is DesktopNotifier; tests give a fake.
class Notifier : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Whether a notification can reach the user at all (a tray or notification service is
    // there). Without one the overview only flags the profile's line.
    virtual bool canNotify() const = 0;
    // Tells the user about profile; a click on it emits opened(profile).
    virtual void notify(const QString &profile, const QString &title, const QString &message) = 0;
    // Some profile asks for notifications (a tray icon may show while it does).
    virtual void setWanted(bool wanted) { Q_UNUSED(wanted) }

Q_SIGNALS:
    void opened(const QString &profile); // the user clicked the notification of profile
    void overviewRequested();            // the user asked for the overview (the tray icon)
};

// The desktop's notifications through QSystemTrayIcon (on Linux the StatusNotifier tray and the
// freedesktop notification service where the desktop has them). The tray icon is shown only while
// some profile asks for notifications; clicking it shows the overview.
class DesktopNotifier final : public Notifier {
    Q_OBJECT
public:
    explicit DesktopNotifier(QObject *parent = nullptr);

    bool canNotify() const override;
    void notify(const QString &profile, const QString &title, const QString &message) override;
    // Shows or hides the tray icon (when there is a tray).
    void setWanted(bool wanted) override;

private:
    QSystemTrayIcon *m_tray = nullptr;
    QString m_lastProfile; // QSystemTrayIcon::messageClicked does not say which message
};

} // namespace outbox::ui
