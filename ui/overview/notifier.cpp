#include "ui/overview/notifier.h"

#include <QApplication>
#include <QSystemTrayIcon>

namespace outbox::ui {

DesktopNotifier::DesktopNotifier(QObject *parent)
    : Notifier(parent) {}

bool DesktopNotifier::canNotify() const {
    return QSystemTrayIcon::isSystemTrayAvailable();
}

void DesktopNotifier::setWanted(bool wanted) {
    if (!wanted) {
        if (m_tray)
            m_tray->hide();
        return;
    }
    if (!canNotify())
        return;
    if (!m_tray) {
        m_tray = new QSystemTrayIcon(QApplication::windowIcon(), this);
        m_tray->setToolTip(tr("Outbox Console: watching your outboxes"));
        connect(m_tray, &QSystemTrayIcon::messageClicked, this, [this] {
            if (!m_lastProfile.isEmpty())
                Q_EMIT opened(m_lastProfile);
        });
        connect(m_tray, &QSystemTrayIcon::activated, this, [this] { Q_EMIT overviewRequested(); });
    }
    m_tray->show();
}

void DesktopNotifier::notify(const QString &profile, const QString &title, const QString &message) {
    setWanted(true);
    if (!m_tray)
        return;
    m_lastProfile = profile;
    m_tray->showMessage(title, message, QSystemTrayIcon::Warning);
}

} // namespace outbox::ui
