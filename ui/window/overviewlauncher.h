#pragma once

#include "links/outboxlink.h"

#include <QObject>

#include <memory>

class QWidget;

namespace outbox {
class SessionSecretStore;
}

namespace outbox::ui {

class Notifier;
class OverviewMonitor;
class OverviewWindow;

// The overview of every saved profile for the window (File › Overview of All Profiles): its
// monitor, which runs in the background while the overview is shown or a profile asks for
// notifications; its window, created on first use; where its notifications go (the desktop's by
// default). What the overview or a notification asks of a profile goes to the main window.
class OverviewLauncher : public QObject {
    Q_OBJECT
public:
    // window: the overview window's parent.
    OverviewLauncher(QWidget *window, std::shared_ptr<outbox::SessionSecretStore> secrets);

    OverviewMonitor *monitor() const { return m_monitor; }
    // Shows, raises and activates the overview window.
    OverviewWindow *show();
    // Replaces the notifier (nullptr: none); the launcher follows its clicks.
    void setNotifier(Notifier *notifier);

Q_SIGNALS:
    void openProfileRequested(const QString &profile);
    // A notification was clicked: the view it is about.
    void openLinkRequested(const outbox::OutboxLink &link);
    void notificationSettingsRequested(const QString &profile);

private:
    QWidget *m_window;
    OverviewMonitor *m_monitor;
    OverviewWindow *m_overviewWindow = nullptr;
};

} // namespace outbox::ui
