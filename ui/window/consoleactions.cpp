#include "ui/window/consoleactions.h"

#include "ui/common/theme.h"
#include "ui/common/uisettings.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStyle>

#include <tuple>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// An action of `parent` at the end of `menu`, named (tests find it) and with its shortcut.
QAction *addMenuAction(QMenu *menu, QObject *parent, const QString &text, const QString &objectName,
                       const QKeySequence &shortcut = {}) {
    auto *action = new QAction(text, parent);
    action->setObjectName(objectName);
    action->setShortcut(shortcut);
    menu->addAction(action);
    return action;
}

} // namespace

ConsoleActions::ConsoleActions(QMainWindow *window, const QList<QAction *> &stateActions)
    : QObject(window) {
    QMenuBar *bar = window->menuBar();
    QMenu *fileMenu = bar->addMenu(tr("&File"));
    switchProfile = addMenuAction(fileMenu, this, tr("Switch &Profile…"), u"switchProfileAction"_s,
                                  QKeySequence(Qt::CTRL | Qt::Key_P));
    manageConnections =
        addMenuAction(fileMenu, this, tr("&Manage Connections…"), u"manageConnectionsAction"_s,
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    overview = addMenuAction(fileMenu, this, tr("&Overview of All Profiles"), u"overviewAction"_s,
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    overview->setToolTip(
        tr("Every saved profile's outbox on one line, refreshed in the background"));
    exportFilteredRows =
        addMenuAction(fileMenu, this, tr("&Export Filtered Rows…"), u"exportFilteredRowsAction"_s,
                      QKeySequence(Qt::CTRL | Qt::Key_E));
    importRows = addChange(fileMenu, tr("&Import Rows…"), u"importRowsAction"_s,
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                           {u"import"_s, tr("Write the rows of an export (JSON or JSONL) into "
                                            "this outbox as new ready rows")});
    fileMenu->addSeparator();
    fileMenu->addSeparator();
    quit = addMenuAction(fileMenu, this, tr("&Quit"), u"quitAction"_s,
                         QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);

    QMenu *editMenu = bar->addMenu(tr("&Edit"));
    copyJson = addMenuAction(editMenu, this, tr("&Copy Row as JSON"), u"copyJsonAction"_s,
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    copyJson->setShortcutContext(Qt::WindowShortcut);
    copyJson->setEnabled(false);
    copyLink = addMenuAction(editMenu, this, tr("Copy &Link"), u"copyLinkAction"_s, {});
    copyLink->setToolTip(tr("An outbox-console:// link to the current row (else to the state "
                            "shown), for a colleague with a profile of the same name"));
    copyLink->setEnabled(false);
    find = addMenuAction(editMenu, this, tr("&Find…"), u"findAction"_s,
                         QKeySequence(Qt::CTRL | Qt::Key_F));

    // Actions: every change goes through a dialog that shows the dry run and asks to confirm.
    QMenu *actionsMenu = bar->addMenu(tr("&Actions"));
    actionsMenu->setObjectName(u"actionsMenu"_s);
    retrySelected = addMenuAction(actionsMenu, this, tr("&Retry Selected Rows…"),
                                  u"retrySelectedAction"_s, QKeySequence(Qt::CTRL | Qt::Key_R));
    retryMatching =
        addMenuAction(actionsMenu, this, tr("Retry &All Dead Rows Matching the Filter…"),
                      u"retryMatchingAction"_s, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    retryNow = addChange(actionsMenu, tr("Retry Selected Pending Rows &Now…"), u"retryNowAction"_s,
                         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N),
                         {u"retry now"_s, tr("The selected pending rows waiting for their next "
                                             "attempt become due now (their attempts are kept)")});
    release = addMenuAction(actionsMenu, this, tr("R&elease Stuck Rows…"), u"releaseAction"_s);
    editResend = addChange(actionsMenu, tr("E&dit and Resend This Row…"), u"editResendAction"_s,
                           QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_E),
                           {u"resend"_s, tr("Fix the payload of this dead row and resend it as a "
                                            "new row; the original is kept, marked superseded")});
    replay =
        addChange(actionsMenu, tr("Re&play Selected Sent Rows…"), u"replayAction"_s,
                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Y),
                  {u"replay"_s, tr("Copy the selected sent rows as new ready rows, so that "
                                   "they are delivered again; the originals stay as they are")});
    deliver =
        addChange(actionsMenu, tr("Deliver Selected Rows &Elsewhere…"), u"deliverAction"_s,
                  QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_D),
                  {u"deliver"_s, tr("Publish the selected rows once to another sink (or carry "
                                    "them out against another object store); their state "
                                    "stays as it is")});
    archive = addChange(actionsMenu, tr("Arc&hive Selected Dead Rows…"), u"archiveAction"_s,
                        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H),
                        {u"archive"_s, tr("Set the selected dead rows apart as known junk: they "
                                          "leave the counts, groups, gauges and notifications")});
    unarchive = addChange(actionsMenu, tr("Unarchi&ve Selected Rows…"), u"unarchiveAction"_s, {},
                          {u"unarchive"_s, tr("The selected archived rows count as dead again")});
    actionsMenu->addSeparator();
    promote = addChange(actionsMenu, tr("&Promote an Upload…"), u"promoteAction"_s,
                        QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P), {u"promote"_s, {}});
    promoteRow =
        addMenuAction(actionsMenu, this, tr("Promote &This Row's Upload…"), u"promoteRowAction"_s,
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    actionsMenu->addSeparator();
    purge = addChange(actionsMenu, tr("P&urge Sent Rows…"), u"purgeAction"_s,
                      QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_X), {u"purge"_s, {}});
    actionsMenu->addSeparator();
    unlock = addMenuAction(actionsMenu, this, tr("Unlock &Writing for This Session…"),
                           u"unlockAction"_s, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));

    QMenu *viewMenu = bar->addMenu(tr("&View"));
    refresh =
        addMenuAction(viewMenu, this, tr("&Refresh"), u"refreshAction"_s, QKeySequence(Qt::Key_F5));
    refresh->setIcon(window->style()->standardIcon(QStyle::SP_BrowserReload));
    refresh->setToolTip(tr("Re-read the rows and counts (F5)"));
    // Live refresh: the visible rows every 10 s (merged in place, selection kept); the counts at
    // most once a minute, since on a large table they read the whole status index.
    autoRefresh = addMenuAction(viewMenu, this, tr("&Auto-refresh"), u"autoRefreshAction"_s,
                                QKeySequence(Qt::CTRL | Qt::Key_F5));
    autoRefresh->setCheckable(true);
    autoRefresh->setToolTip(tr("Refresh the rows every 3 s, and the counts with them (less often "
                               "on a large table, where a count takes time)"));
    autoRefresh->setChecked(uisettings::autoRefresh.read());
    connect(autoRefresh, &QAction::toggled, this,
            [](bool on) { uisettings::autoRefresh.write(on); });
    viewMenu->addSeparator();

    // The language: the system's by default; a choice here is kept in the settings file (the
    // "language" key the executables read at start, shared with outboxctl).
    QMenu *languageMenu = viewMenu->addMenu(tr("&Language"));
    languageMenu->setObjectName(u"languageMenu"_s);
    auto *languages = new QActionGroup(this);
    const QString current = uisettings::language.read();
    const QList<std::pair<QString, QString>> choices = {{QString(), tr("System Default")},
                                                        {u"en"_s, u"English"_s},
                                                        {u"de"_s, u"Deutsch"_s},
                                                        {u"fr"_s, u"Français"_s}};
    for (const auto &[code, name] : choices) {
        QAction *action = languageMenu->addAction(name);
        action->setObjectName(u"language_"_s + (code.isEmpty() ? u"system"_s : code));
        action->setCheckable(true);
        action->setChecked(code == current);
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code = code] {
            if (code.isEmpty())
                uisettings::language.remove();
            else
                uisettings::language.write(code);
            Q_EMIT notice(tr("The language changes the next time Outbox Console starts."));
        });
    }
    // The look, at once: the system's, light or dark.
    QMenu *themeMenu = viewMenu->addMenu(tr("&Theme"));
    themeMenu->setObjectName(u"themeMenu"_s);
    auto *themes = new QActionGroup(this);
    const Theme currentTheme = themeFromSetting(uisettings::theme.read());
    for (const auto &[theme, name] :
         {std::pair{Theme::System, tr("&System")}, std::pair{Theme::Light, tr("&Light")},
          std::pair{Theme::Dark, tr("&Dark")}}) {
        QAction *action = themeMenu->addAction(name);
        action->setObjectName(u"theme_"_s + themeSetting(theme));
        action->setCheckable(true);
        action->setChecked(theme == currentTheme);
        themes->addAction(action);
        connect(action, &QAction::triggered, this, [theme = theme] {
            uisettings::theme.write(themeSetting(theme));
            applyTheme(theme);
        });
    }
    viewMenu->addSeparator();
    viewMenu->addActions(stateActions);

    QMenu *helpMenu = bar->addMenu(tr("&Help"));
    shortcuts = addMenuAction(helpMenu, this, tr("&Keyboard Shortcuts"), u"shortcutsAction"_s,
                              QKeySequence(Qt::Key_F1));
    helpMenu->addSeparator();
    about = addMenuAction(helpMenu, this, tr("&About Outbox Console"), u"aboutAction"_s);
    about->setMenuRole(QAction::AboutRole);
}

QAction *ConsoleActions::addChange(QMenu *menu, const QString &text, const QString &objectName,
                                   const QKeySequence &shortcut, const Change &change) {
    QAction *action = addMenuAction(menu, this, text, objectName, shortcut);
    m_changes.insert(action, change);
    return action;
}

QString ConsoleActions::readOnlyReason(const QString &label) {
    return tr("Read-only: %1 cannot change rows. Actions › Unlock Writing for This Session "
              "(Ctrl+Shift+U) to allow it.")
        .arg(label);
}

QString ConsoleActions::readOnlyWhy(const QString &label) {
    return tr("%1 is read-only until you unlock writing: Actions › Unlock Writing for This "
              "Session (Ctrl+Shift+U).")
        .arg(label);
}

void ConsoleActions::update(const Context &c) {
    const QString why = c.readOnly ? readOnlyReason(c.label) : QString();
    const QString notOffered = tr("Not offered for this table: its library makes no such change, "
                                  "and the console makes only the changes the library makes "
                                  "itself");
    // An action the table's format does not offer is disabled and says so; else as offered.
    const auto offer = [&](QAction *action, bool offered, bool enabled, const QString &tip) {
        action->setEnabled(offered && enabled);
        action->setToolTip(c.open && !offered ? notOffered : tip);
    };
    const FormatDescription::Changes &can = c.changes;
    // What the database lets the change role do: an action it may not is disabled and names the
    // missing privilege (outboxctl refuses it the same way).
    const auto deniedWhy = [&](const QString &action) -> QString {
        if (!c.privileges)
            return {};
        const QStringList missing = c.privileges->missing(privilegesNeededFor(action));
        return missing.isEmpty() ? QString()
                                 : tr("Role %1 lacks the %2 privilege on this table")
                                       .arg(c.privileges->role, missing.join(u", "_s));
    };
    // Writing unlocked, but the role may not: disabled with why; else as the rules say.
    const auto mayChange = [&](QAction *action, bool offered, bool enabled, const QString &what,
                               const QString &tip) {
        const QString denied = c.readOnly ? QString() : deniedWhy(what);
        offer(action, offered, enabled && denied.isEmpty(), denied.isEmpty() ? tip : denied);
    };
    // The retries open on their dry run, which changes nothing: offered even read-only (the
    // dialog then shows the plan with its retry button disabled, and says why).
    offer(retrySelected, can.retry, c.open && c.hasSelection,
          c.readOnly ? why : tr("Dry run, then retry the selected dead rows"));
    offer(retryMatching, can.retry, c.open,
          c.readOnly ? why : tr("Dry run, then retry every dead row matching the filter"));
    offer(release, can.release, c.open && !c.readOnly && c.selectionHasStuck,
          c.readOnly ? why
                     : tr("The selected rows in flight for more than 15 minutes (their consumer "
                          "has probably died) go back to ready"));
    // The changes the role's privileges govern: whether the format offers each, and what it needs
    // besides an open table with writing unlocked.
    const std::tuple<QAction *, bool, bool> changes[] = {
        {promote, true, true},
        {purge, can.purge, true},
        {retryNow, can.relay, c.selectionHasPending},
        {editResend, can.resend, c.currentRowIsDead},
        {replay, can.resend, c.selectionHasSent},
        {deliver, can.relay, c.hasSelection},
        {archive, can.resend, c.selectionHasDead},
        {unarchive, can.resend, c.selectionHasArchived},
        {importRows, can.resend, true},
    };
    for (const auto &[action, offered, applies] : changes) {
        const Change change = m_changes.value(action);
        mayChange(action, offered, c.open && !c.readOnly && applies, change.what,
                  c.readOnly ? why : change.tip);
    }
    promoteRow->setEnabled(c.open && !c.readOnly && c.currentRowIsPromote);
    promoteRow->setToolTip(c.readOnly ? why : tr("Promote with this promote row's keys"));
    unlock->setEnabled(c.open && c.readOnly);
    copyJson->setEnabled(c.hasCurrentRow);
    copyLink->setEnabled(c.open);
}

} // namespace outbox::ui
