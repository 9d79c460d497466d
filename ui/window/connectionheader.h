#pragma once

#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QWidget>

#include <optional>

class QAction;
class QFrame;
class QLabel;

namespace outbox::ui {

class CaptionedLabel;
class OutboxSession;
class ProfileSwitcher;

// The top of the window: the environment's colour stripe and badge, the profile switcher, the
// table, its format and the database (shortened in the middle when the window is narrow),
// whether writing is locked, and the refresh button.
//
// Object names: environmentStripe, profileHeader, environmentBadge, profileSwitcher, tableLabel,
// formatLabel, databaseLabel, readOnlyLabel, refreshButton.
class ConnectionHeader : public QWidget {
    Q_OBJECT
public:
    explicit ConnectionHeader(QAction *refreshAction, QWidget *parent = nullptr);

    // The saved profiles the switcher offers.
    void setProfileNames(const QStringList &names);
    // What is open, and whether writing is locked or unlocked.
    void showSession(const OutboxSession &session);
    // The table's name as shown (for the window title).
    QString tableText() const { return m_tableText; }
    void openSwitcher(); // Ctrl+P

Q_SIGNALS:
    void profileChosen(const QString &name);

private:
    QFrame *m_environmentStripe = nullptr;
    QLabel *m_environmentBadge = nullptr;
    ProfileSwitcher *m_profileSwitcher = nullptr;
    CaptionedLabel *m_tableLabel = nullptr;
    CaptionedLabel *m_formatLabel = nullptr;
    // The database URL, shortened in the middle to the room it has (the whole URL is its
    // tooltip).
    CaptionedLabel *m_databaseLabel = nullptr;
    QLabel *m_readOnlyLabel = nullptr;
    std::optional<outbox::ConnectionTarget> m_target;
    QString m_tableText;
};

} // namespace outbox::ui
