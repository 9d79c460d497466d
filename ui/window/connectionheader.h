#pragma once

#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QWidget>

#include <optional>

class QAction;
class QComboBox;
class QFrame;
class QLabel;

namespace outbox::ui {

class OutboxSession;

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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void populateSwitcher();
    // The database URL in the room its label has: shortened in the middle (the whole URL is the
    // label's tooltip), so the end of a path or the database name stays visible.
    void showDatabase();

    QFrame *m_environmentStripe = nullptr;
    QLabel *m_environmentBadge = nullptr;
    QComboBox *m_profileSwitcher = nullptr;
    QLabel *m_tableLabel = nullptr;
    QLabel *m_formatLabel = nullptr;
    QLabel *m_databaseLabel = nullptr;
    QLabel *m_readOnlyLabel = nullptr;
    QString m_databaseUrl;
    QStringList m_profileNames;
    std::optional<outbox::ConnectionTarget> m_target;
    QString m_tableText;
};

} // namespace outbox::ui
