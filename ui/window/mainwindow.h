#pragma once

#include "connection/connectiontarget.h"
#include "secretstore.h"
#include "ui/actions/retrydialog.h"
#include "ui/common/coremetatypes.h"
#include "ui/filter/filterstate.h"

#include <QElapsedTimer>
#include <QMainWindow>
#include <QTimer>

#include <memory>
#include <optional>

class QAction;
class QActionGroup;
class QComboBox;
class QFrame;
class QLabel;
class QLineEdit;
class QTabWidget;
class QMenu;
class QStackedWidget;
class QProgressBar;
class QSplitter;
class QTableView;
class QToolButton;

namespace outbox::ui {

class AuditView;
class GroupsView;
class MessageBar;
class OutboxWorkerThread;
class PromoteDialog;
class PurgeDialog;
class RelayPanel;
class RowDetailView;
class RowTableModel;

// The console's main window: which outbox is open (profile, environment, table, format), the rows
// under a state filter and a search, the selected row's details, and what is running. All queries
// run on two worker threads (rows and counts, each with its own connection) so that a slow count on
// a large table never holds up the rows.
//
// Widgets have object names for tests: profileHeader, environmentStripe, environmentBadge,
// profileSwitcher, tableLabel, formatLabel, databaseLabel, readOnlyLabel, messageBar,
// stateFilterAll/Pending/InFlight/Dead/Sent, searchField, searchEdit, mainSplitter, rowTable,
// detailPane (RowDetailView), emptyHint, rowCountLabel, busyIndicator, busyLabel; actions
// refreshAction, quitAction, findAction, copyJsonAction, switchProfileAction, aboutAction,
// stateFilter…Action.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // What the search box matches (the field combo's item data), and the created-range
    // presets: the filter's own types (ui/filter/filterstate.h).
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

    // In the message bar. showError also emits errorShown; showNotice is for guidance, not failure.
    void showError(const QString &message);
    void showNotice(const QString &message);

    // nullopt: all states.
    void setStateFilter(std::optional<outbox::RowState> state);
    std::optional<outbox::RowState> stateFilter() const;
    // Each search field keeps its own text and they all apply at once (AND), with the created
    // range. Applies at once (no typing delay). Returns false and shows an error for invalid
    // input, which is then dropped from the filter (and left in the box to correct).
    bool setSearch(SearchField field, const QString &text);
    // Presets are relative to the moment they are applied; Custom uses from/to (UTC, either may
    // be invalid for an open end).
    bool setCreatedRange(CreatedRange range, const QDateTime &from = {}, const QDateTime &to = {});
    // Every search text and the created range (the state chip stays).
    void clearFilters();
    outbox::RowFilter currentFilter() const;

    // Saved filters, per profile (or per URL when opened without one): the state chip, every
    // search text and the created range under a name.
    bool saveCurrentFilter(const QString &name);
    bool applySavedFilter(const QString &name);
    void deleteSavedFilter(const QString &name);
    QStringList savedFilterNames() const;

    // The welcome page is shown while nothing is open (first run); openDemo() creates the demo
    // workspace off the GUI thread when it is missing, saves its profiles and opens it.
    bool isWelcomeShown() const;
    void openDemo(const QString &tableOverride = {});

    // Safety. Read-only: the profile says so, or it is prod (until unlocked for this session).
    bool isReadOnly() const;
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
    // Rows of one dead-letter group (signature), dead only; shows the Rows tab.
    void filterByErrorGroup(const QString &signature);
    QStringList selectedRowIds() const;

    QTabWidget *tabs() const { return m_tabs; }
    GroupsView *groupsView() const { return m_groups; }
    RelayPanel *relayPanel() const { return m_relay; }
    AuditView *auditView() const { return m_audit; }

    RowTableModel *rowModel() const { return m_model; }
    QTableView *rowView() const { return m_view; }
    RowDetailView *detailView() const { return m_detail; }
    MessageBar *messageBar() const { return m_messageBar; }
    bool hasTable() const { return m_hasTable; }
    const outbox::OutboxTable &table() const { return m_table; }
    std::optional<outbox::StateCounts> counts() const { return m_counts; }
    std::optional<ConnectionTarget> target() const { return m_target; }
    bool isBusy() const;
    // The table has the notify trigger and the console listens to it.
    bool isListening() const { return m_listening; }
    bool isConnectionLost() const { return m_connectionLost; }

public Q_SLOTS:
    // F5: re-read the rows loaded so far and the counts (or retry a failed open).
    void refresh();

public:
    // One tick of the live refresh (the timer's slot; public for tests): rows now, counts at most
    // once a minute.
    void autoRefresh();

Q_SIGNALS:
    void tableOpened(const outbox::OutboxTable &table);
    // Once per opened table: its first page of rows is in the view and the state counts are in.
    void firstPageShown();
    void errorShown(const QString &message);
    void busyChanged(bool busy);
    // A change notification (LISTEN/NOTIFY) led to a refresh.
    void changesApplied();
    // false: the connection was lost (a banner says so, reconnecting); true: it is back.
    void connectionStateChanged(bool connected);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    QWidget *createHeader();
    QWidget *createFilterBar();
    void createStatusBar();
    QWidget *createWelcomePage();
    void showColumnMenu(const QPoint &pos);
    QString settingsScope() const; // the profile name, or the URL label
    bool applyFilters();
    std::optional<QDateTime> presetStart(CreatedRange range) const;
    void updateActiveFilters();
    void updateSavedFiltersMenu();
    void updatePages();
    void restoreSettings();
    void saveSettings() const;
    void saveColumnLayout() const;
    void applyColumnLayout(bool reset = false);

    void populateProfileSwitcher();
    void manageConnections();
    void updateHeader();
    void updateSearchFields();
    void updateStateButtons();
    void updateStatus();
    void updateBusy();
    void maybeAnnounceFirstPage();
    void updateEmptyHint();

    void onRowsOpened(const outbox::OutboxTable &table);
    // The target the actions get: readOnly as the window decides (prod, unlocked).
    outbox::ConnectionTarget actionTarget() const;
    outbox::RowFilter groupsFilter() const;
    void updateActionStates();
    void afterChange(); // a dialog or the relay changed rows
    void showShortcuts();
    template <typename Dialog> Dialog *showDialog(Dialog *dialog);
    void onRowsOpenFailed(const QString &message);
    void onCountsOpened(const outbox::OutboxTable &table);
    void onCountsOpenFailed(const QString &message);
    void onCountsReady(quint64 generation, const outbox::StateCounts &counts);
    void onCountsFailed(quint64 generation, const QString &message);
    void onPageLoaded(bool firstPage);
    void requestCounts();
    bool applySearch();
    void applyStateFilter();
    void showCurrentRow();
    void copyRowAsJson();

    std::unique_ptr<OutboxWorkerThread> m_rowsThread;
    std::unique_ptr<OutboxWorkerThread> m_countsThread;
    RowTableModel *m_model = nullptr;

    // Header
    QFrame *m_environmentStripe = nullptr;
    QLabel *m_environmentBadge = nullptr;
    QComboBox *m_profileSwitcher = nullptr;
    QLabel *m_tableLabel = nullptr;
    QLabel *m_formatLabel = nullptr;
    QLabel *m_databaseLabel = nullptr;
    QLabel *m_readOnlyLabel = nullptr;
    MessageBar *m_messageBar = nullptr;
    // Filters
    QActionGroup *m_stateGroup = nullptr;
    QList<QAction *> m_stateActions; // All, Pending, In flight, Dead, Sent
    QComboBox *m_searchField = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QMap<int, QString> m_searchTexts; // SearchField → its text
    QString m_errorGroup;             // a dead-letter group's signature, from the groups view
    QComboBox *m_createdRange = nullptr;
    CreatedRange m_createdPreset = CreatedRange::Any;
    std::optional<QDateTime> m_createdFrom;
    std::optional<QDateTime> m_createdTo;
    QWidget *m_activeFiltersRow = nullptr;
    QLabel *m_activeFiltersLabel = nullptr;
    QMenu *m_savedFiltersMenu = nullptr;
    QStackedWidget *m_pages = nullptr;
    QWidget *m_welcomePage = nullptr;
    QWidget *m_workPage = nullptr;
    bool m_creatingDemo = false;
    QTimer m_searchTimer;
    QTimer m_autoRefreshTimer;
    QTimer m_changeTimer; // coalesces change notifications
    QTimer m_reconnectTimer;
    bool m_connectionLost = false;
    bool m_listening = false;
    QLabel *m_liveLabel = nullptr;
    QElapsedTimer m_lastCountsRefresh;
    QAction *m_autoRefreshAction = nullptr;
    // Rows and details
    QSplitter *m_mainSplitter = nullptr;
    QTabWidget *m_tabs = nullptr;
    GroupsView *m_groups = nullptr;
    RelayPanel *m_relay = nullptr;
    AuditView *m_audit = nullptr;
    bool m_unlocked = false; // read-only lifted for this session (this table)
    QAction *m_retrySelectedAction = nullptr;
    QAction *m_retryMatchingAction = nullptr;
    QAction *m_promoteAction = nullptr;
    QAction *m_promoteRowAction = nullptr;
    QAction *m_purgeAction = nullptr;
    QAction *m_unlockAction = nullptr;
    class ChartsView *m_charts = nullptr;
    QTableView *m_view = nullptr;
    RowDetailView *m_detail = nullptr;
    QLabel *m_emptyHint = nullptr; // over the table when nothing matches
    // Status bar
    QLabel *m_rowCountLabel = nullptr;
    QProgressBar *m_busyIndicator = nullptr;
    QLabel *m_busyLabel = nullptr;
    // Actions
    QAction *m_refreshAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_copyJsonAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_switchProfileAction = nullptr;

    std::optional<outbox::ProfileStore> m_profileStore;
    outbox::SessionSecretStore m_secrets; // outlives every dialog that edits secrets
    QAction *m_manageConnectionsAction = nullptr;
    std::optional<ConnectionTarget> m_target;
    outbox::OutboxTable m_table;
    bool m_hasTable = false;
    int m_pendingRowOpens = 0;
    int m_pendingCountOpens = 0;
    bool m_countsOpen = false;
    bool m_countsPending = false;
    quint64 m_countsGeneration = 0;
    std::optional<outbox::StateCounts> m_counts;
    outbox::RowFilter m_searchFilter; // the search part of the filter; the state part is separate
    QString m_appliedSearch;          // field + text of m_searchFilter, to skip no-op changes
    bool m_awaitingFirstPage = false;
    bool m_firstPageIn = false;
    bool m_wasBusy = false;
    QString m_columnLayoutKey; // the format whose column widths the header shows
    QString m_pendingAdvice;   // index advice, shown once the table proves large
};

} // namespace outbox::ui
