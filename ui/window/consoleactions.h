#pragma once

#include "access/tableprivileges.h"
#include "schema/formatdescription.h"

#include <optional>

#include <QHash>
#include <QObject>

class QAction;
class QKeySequence;
class QMainWindow;
class QMenu;

namespace outbox::ui {

// Every action of the window, declared once (text, object name, shortcut, tooltip), in its menu;
// the window connects each to the part that does the work. The state chips' actions belong to the
// filter bar and are listed in the View menu here.
//
// Object names: quitAction, switchProfileAction, manageConnectionsAction,
// exportFilteredRowsAction, copyJsonAction, copyLinkAction, findAction, actionsMenu,
// retrySelectedAction, retryMatchingAction, editResendAction, replayAction, deliverAction,
// archiveAction,
// unarchiveAction, importRowsAction, promoteAction, promoteRowAction,
// purgeAction, unlockAction, refreshAction, autoRefreshAction, languageMenu,
// language_system/en/de/fr, shortcutsAction, aboutAction.
class ConsoleActions : public QObject {
    Q_OBJECT
public:
    ConsoleActions(QMainWindow *window, const QList<QAction *> &stateActions);

    // What the actions can do now.
    struct Context {
        bool open = false;     // a table is open
        bool readOnly = false; // writing is locked
        QString label;         // the profile or URL, for the read-only tooltip
        bool hasSelection = false;
        bool selectionHasPending = false; // a selected row waits for its next attempt
        bool selectionHasStuck = false;   // a selected row is stuck in flight
        bool selectionHasSent = false;    // a selected row is sent (replay)
        bool selectionHasDead = false;    // a selected row is dead (archive)
        bool selectionHasArchived = false;
        bool hasCurrentRow = false;
        bool currentRowIsPromote = false; // the current row is a Vortos promote row
        bool currentRowIsDead = false;    // the current row is dead (and not superseded)
        // What the open table's format lets the console change (another library's table takes
        // only what its library does itself).
        FormatDescription::Changes changes;
        // What the role changes connect as may do (nullopt: not known, nothing greyed for it).
        std::optional<TablePrivileges> privileges;
    };
    void update(const Context &context);
    // Why nothing can be changed through label, and how to change that ("Read-only: …", for
    // the actions' tooltips).
    static QString readOnlyReason(const QString &label);
    // The same for a part that says "Read-only: " itself before it (the Error Groups and
    // Blocked tabs' notes), and alone in its buttons' tooltips.
    static QString readOnlyWhy(const QString &label);

    QAction *quit = nullptr;
    QAction *switchProfile = nullptr;
    QAction *manageConnections = nullptr;
    QAction *overview = nullptr; // the overview of every saved profile
    QAction *exportFilteredRows = nullptr;
    QAction *copyJson = nullptr;
    QAction *copyLink = nullptr; // an outbox-console:// link to the current row or view
    QAction *find = nullptr;
    QAction *retrySelected = nullptr;
    QAction *retryMatching = nullptr;
    QAction *retryNow = nullptr;   // the selected pending rows become due now
    QAction *release = nullptr;    // the selected rows stuck in flight go back to ready
    QAction *editResend = nullptr; // the current dead row, edited, resent as a new row
    QAction *replay = nullptr;     // the selected sent rows copied as new ready rows
    QAction *deliver = nullptr;    // the selected rows sent once to another sink or store
    QAction *archive = nullptr;    // the selected dead rows set apart from the counts
    QAction *unarchive = nullptr;  // the selected archived rows count as dead again
    QAction *importRows = nullptr; // an export file's rows written as new ready rows
    QAction *promote = nullptr;
    QAction *promoteRow = nullptr;
    QAction *purge = nullptr;
    QAction *unlock = nullptr;
    QAction *refresh = nullptr;
    QAction *autoRefresh = nullptr; // checkable; its state is kept in the settings
    QAction *shortcuts = nullptr;
    QAction *about = nullptr;

Q_SIGNALS:
    // Guidance for the message bar (the language changes at the next start).
    void notice(const QString &message);

private:
    // An action whose change the role's privileges govern: what it does for
    // privilegesNeededFor(), and its tooltip while writing is unlocked (empty: none).
    struct Change {
        QString what;
        QString tip;
    };
    QAction *addChange(QMenu *menu, const QString &text, const QString &objectName,
                       const QKeySequence &shortcut, const Change &change);
    QHash<const QAction *, Change> m_changes;
};

} // namespace outbox::ui
