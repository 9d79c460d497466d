#pragma once

#include "secretstore.h"
#include "target/connectiontarget.h"
#include "ui/actions/retrydialog.h"
#include "ui/common/coremetatypes.h"
#include "ui/filter/filterbar.h"
#include "ui/filter/filterstate.h"
#include "ui/rows/rowspage.h"
#include "ui/session/outboxsession.h"
#include "ui/window/consoletabs.h"

#include "links/outboxlink.h"

#include <QMainWindow>
#include <QPointer>

#include <memory>
#include <optional>

class QStackedWidget;
class QTableView;

namespace outbox::ui {

class ActionStates;
class AuditView;
class BlockedView;
class ChartsView;
class ConnectionHeader;
class ConsoleActions;
class ConsoleStatusBar;
class GroupsView;
class MessageArea;
class MessageBar;
class Notifier;
class OverviewLauncher;
class OverviewMonitor;
class OverviewWindow;
class ProfileOpener;
class PromoteDialog;
class ResendDialog;
class PurgeDialog;
class RelayPanel;
class RowDetailView;
class RowActionLauncher;
class RowTableModel;
class WelcomePage;

// The console's main window. It builds the parts, lays them out and connects them; each part owns
// its state. What is open (target, table, rows, counts, live refresh, read-only) is the
// OutboxSession's; the filter is the FilterBar's, and goes to the session, the graphs and the
// groups in one function (applyFilter); a table that opened goes to the parts in one function
// (onTableOpened). The window opens profiles and shows messages; its parts do the rest: ConsoleTabs
// (the tabs and what the one shown holds), RowActionLauncher (the row actions' dialogs and
// changes), ActionStates (what the session's state enables), ProfileOpener (which profile opens,
// and how), OverviewLauncher (the overview of every profile), MessageArea (the message bar).
//
// Object names of its own: mainWindow, messageBar, pages, mainTabs, chartsView, groupsView,
// blockedView, relayPanel, auditView; the parts list theirs (ConnectionHeader, FilterBar, RowsPage,
// ConsoleStatusBar, ConsoleActions, WelcomePage).
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // What the search box matches, and the created-range presets: the filter's own types
    // (ui/filter/filterstate.h).
    using SearchField = ::outbox::ui::SearchField;
    using CreatedRange = ::outbox::ui::CreatedRange;

    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Where profiles are read from (default: the user's, shared with outboxctl).
    void setProfileStore(const outbox::ProfileStore &store);
    // Opens a saved profile; false (and an error in the message bar) when there is none by that
    // name or it is invalid. tableOverride: --table.
    bool openProfile(const QString &name, const QString &tableOverride = {});
    void openTarget(const ConnectionTarget &target);
    // Opens the last profile used in the window, else the first saved one; false when there is
    // none.
    bool openLastProfile();
    // Opens what an outbox-console:// link names (outbox::OutboxLink): its profile, then the
    // row, the error group, the state and the search it carries, once the table is open. A link
    // to a profile this computer lacks says so and how to create it; false then.
    bool openLink(const outbox::OutboxLink &link);
    // The same from outside the window (a notification clicked, a link handed over by a second
    // console): the window first comes to the front.
    void bringUpLink(const outbox::OutboxLink &link);

    // In the message bar. showError also emits errorShown; showNotice is for guidance, not failure.
    void showError(const QString &message);
    void showNotice(const QString &message);

    // The filter (FilterBar): nullopt is all states. The search texts (one per field, all
    // applied at once) and the created range; false, with an error shown, for invalid input,
    // which is then dropped from the filter (and left in the box to correct).
    void setStateFilter(std::optional<outbox::RowState> state) {
        m_filterBar->setStateFilter(state);
    }
    std::optional<outbox::RowState> stateFilter() const { return m_filterBar->filter().state; }
    bool setSearch(SearchField field, const QString &text) {
        return m_filterBar->setSearch(field, text);
    }
    bool setCreatedRange(CreatedRange range, const QDateTime &from = {}, const QDateTime &to = {}) {
        return m_filterBar->setCreatedRange(range, from, to);
    }
    // Every search and the created range; the state chip stays.
    void clearFilters() { m_filterBar->clearFilters(); }
    outbox::RowFilter currentFilter() const { return m_session->filter(); }
    // Rows of one dead-letter group (signature), dead only; shows the Rows tab.
    void filterByErrorGroup(const QString &signature);
    // Only these rows, in any state (after a retry, mark done or promotion); shows the Rows tab.
    void showRows(const QStringList &ids, const QString &label);

    // Saved filters, per profile (or per URL when opened without one).
    bool saveCurrentFilter(const QString &name) { return m_filterBar->saveCurrentFilter(name); }
    bool applySavedFilter(const QString &name) { return m_filterBar->applySavedFilter(name); }
    void deleteSavedFilter(const QString &name) { m_filterBar->deleteSavedFilter(name); }
    QStringList savedFilterNames() const { return m_filterBar->savedFilterNames(); }

    // The welcome page is shown while nothing is open (first run); openDemo() creates the demo
    // workspace off the GUI thread when it is missing, saves its profiles and opens it.
    bool isWelcomeShown() const;
    void openDemo(const QString &tableOverride = {});

    // Safety. Read-only: the profile says so, or it is prod (until unlocked for this session).
    bool isReadOnly() const { return m_session->isReadOnly(); }
    // Asks (typed profile name and a reason on prod) and lifts read-only until the window opens
    // another table. False when not confirmed or not read-only.
    bool unlockForSession();

    // The actions. Each opens its dialog (modeless, deleted on close) and returns it; nullptr
    // (with a message) when no table is open. The view refreshes, keeping its filter, whenever
    // one of them changes rows.
    RetryDialog *openRetryDialog(const RetrySelection &selection, bool markDoneWholePlan = false);
    RetryDialog *retrySelectedRows();
    RetryDialog *retryMatchingRows();
    PurgeDialog *openPurgeDialog();
    // Pre-filled from the current row when it is a promote row.
    PromoteDialog *openPromoteDialog(bool fromCurrentRow = false);
    // Edit and Resend for the current row (a dead one); nullptr when there is none.
    ResendDialog *openResendDialog();
    QStringList selectedRowIds() const { return m_tabs->rowsPage()->selectedRowIds(); }

    // The overview of every saved profile (File › Overview of All Profiles), created on first use
    // and shown; its monitor runs in the background while it is shown or a profile asks for
    // notifications.
    OverviewWindow *showOverview();
    OverviewMonitor *overviewMonitor() const { return m_overview; }
    // Where the overview's notifications go (the desktop's by default; tests set a fake).
    void setNotifier(Notifier *notifier);

    OutboxSession *session() const { return m_session; }
    QTabWidget *tabs() const { return m_tabs; }
    GroupsView *groupsView() const { return m_tabs->groups(); }
    BlockedView *blockedView() const { return m_tabs->blocked(); }
    RelayPanel *relayPanel() const { return m_tabs->relay(); }
    AuditView *auditView() const { return m_tabs->audit(); }
    RowTableModel *rowModel() const { return m_session->model(); }
    QTableView *rowView() const { return m_tabs->rowsPage()->view(); }
    RowDetailView *detailView() const { return m_tabs->rowsPage()->detail(); }
    MessageBar *messageBar() const;
    bool hasTable() const { return m_session->hasTable(); }
    const outbox::OutboxTable &table() const { return m_session->table(); }
    std::optional<outbox::StateCounts> counts() const { return m_session->counts(); }
    std::optional<ConnectionTarget> target() const { return m_session->target(); }
    bool isBusy() const;
    bool isListening() const { return m_session->isListening(); }
    bool isConnectionLost() const { return m_session->isConnectionLost(); }

public Q_SLOTS:
    // F5: re-read the rows loaded so far and the counts (or retry a failed open).
    void refresh();

public:
    // One tick of the live refresh (public for tests): rows now, counts at most once a minute.
    void autoRefresh() { m_session->autoRefresh(); }

Q_SIGNALS:
    void tableOpened(const outbox::OutboxTable &table);
    // Once per opened table: its first page of rows is in the view and the state counts are in.
    void firstPageShown();
    void errorShown(const QString &message);
    // A change notification (LISTEN/NOTIFY) led to a refresh.
    void changesApplied();
    // false: the connection was lost (a banner says so, reconnecting); true: it is back.
    void connectionStateChanged(bool connected);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void noteWhenRowGone(const QString &id);
    void connectActions();
    void connectSession();
    void connectTabs();
    void onTargetChanged();
    void onTableOpened(const outbox::OutboxTable &table);
    // The one place a filter goes to the session, the graphs and the groups.
    void applyFilter(const FilterState &filter, const outbox::RowFilter &search);
    outbox::RowFilter groupsFilter() const; // every group under the rest of the filter
    void updateTitle();
    void afterChange();       // a dialog or the relay changed rows
    void cyclePane(int step); // F6 (+1) and Shift+F6 (-1): filter bar, table, detail pane
    void updateTabSummary();  // the status bar speaks of the tab shown
    void manageConnections();
    // A profile the overview or a notification asks for: opened, and the window raised.
    void openFromOverview(const QString &profile);
    void comeForward(); // restored, raised and activated
    void populateProfiles();
    void createRelayTables(); // the FennFlow delivery table, from the notice or the relay panel

    OutboxSession *m_session = nullptr;
    OverviewLauncher *m_overviewLauncher = nullptr;
    OverviewMonitor *m_overview = nullptr;
    ConsoleActions *m_actions = nullptr;
    ConnectionHeader *m_header = nullptr;
    MessageArea *m_messages = nullptr;
    QStackedWidget *m_pages = nullptr;
    WelcomePage *m_welcome = nullptr;
    FilterBar *m_filterBar = nullptr;
    ConsoleTabs *m_tabs = nullptr;
    QPointer<QObject> m_pendingLink; // openLink(): what applies its view once the table opens
    RowActionLauncher *m_launcher = nullptr;
    ActionStates *m_actionStates = nullptr;
    ProfileOpener *m_opener = nullptr;
    class RelayTablesSetup *m_relayTables = nullptr;
    ConsoleStatusBar *m_statusBar = nullptr;
    // Shared with keychain reads under way, which may outlive the window; outlives every dialog.
    std::shared_ptr<outbox::SessionSecretStore> m_secrets =
        std::make_shared<outbox::SessionSecretStore>();
};

} // namespace outbox::ui
