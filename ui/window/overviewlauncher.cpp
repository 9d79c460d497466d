#include "ui/window/overviewlauncher.h"

#include "secretstore.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmonitor.h"
#include "ui/overview/overviewwindow.h"

namespace outbox::ui {

OverviewLauncher::OverviewLauncher(QWidget *window, std::shared_ptr<SessionSecretStore> secrets)
    : QObject(window)
    , m_window(window)
    , m_monitor(new OverviewMonitor(std::move(secrets), window)) {
    setNotifier(new DesktopNotifier(window));
}

OverviewWindow *OverviewLauncher::show() {
    if (!m_overviewWindow) {
        m_overviewWindow = new OverviewWindow(m_monitor, m_window);
        connect(m_overviewWindow, &OverviewWindow::openProfileRequested, this,
                &OverviewLauncher::openProfileRequested);
        connect(m_overviewWindow, &OverviewWindow::notificationSettingsRequested, this,
                &OverviewLauncher::notificationSettingsRequested);
    }
    m_overviewWindow->show();
    m_overviewWindow->raise();
    m_overviewWindow->activateWindow();
    return m_overviewWindow;
}

void OverviewLauncher::setNotifier(Notifier *notifier) {
    if (Notifier *old = m_monitor->notifier())
        disconnect(old, nullptr, this, nullptr);
    m_monitor->setNotifier(notifier);
    if (!notifier)
        return;
    connect(notifier, &Notifier::opened, this, [this](const QString &text) {
        if (auto link = OutboxLink::parse(text))
            Q_EMIT openLinkRequested(*link);
    });
    connect(notifier, &Notifier::overviewRequested, this, [this] { show(); });
}

} // namespace outbox::ui
