#include "ui/window/mainwindow.h"

#include "audit/auditrecord.h"
#include "profilesecrets.h"
#include "ui/actions/promotedialog.h"
#include "ui/actions/purgedialog.h"
#include "ui/audit/auditview.h"
#include "ui/charts/chartsview.h"
#include "ui/common/changeconfirmation.h"
#include "ui/connections/profiledialog.h"
#include "ui/groups/groupsview.h"
#include "ui/relay/relaypanel.h"
#include "ui/rows/rowexporter.h"
#include "ui/window/aboutdialog.h"

#include "demo/demoworkspace.h"
#include "output/rowformat.h"
#include "query/filtersql.h"
#include "schema/tableresolver.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/outboxworker.h"
#include "ui/session/rowtablemodel.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

const QString kGeometryKey = u"MainWindow/geometry"_s;
const QString kStateKey = u"MainWindow/state"_s;
const QString kMainSplitterKey = u"MainWindow/mainSplitter"_s;
const QString kDetailSplitterKey = u"MainWindow/detailSplitter"_s;
// Per profile and format (the formats' columns differ): "columns/<profile>/<format>".
const QString kColumnsKey = u"MainWindow/columns/%1/%2"_s;
const QString kSavedFiltersKey = u"savedFilters/%1"_s; // per profile: name → JSON
const QString kLastProfileKey = u"MainWindow/lastProfile"_s;
// Index advice is shown from this many rows on: below, a full read takes milliseconds.
constexpr qint64 kAdviceRows = 100'000;

// The state filter actions, in button order; nullopt is "All".
const QList<std::optional<RowState>> kStateChoices = {
    std::nullopt, RowState::Pending, RowState::InFlight, RowState::Dead, RowState::Sent};

QString stateObjectName(const std::optional<RowState> &state) {
    if (!state)
        return u"stateFilterAll"_s;
    switch (*state) {
    case RowState::Pending:
        return u"stateFilterPending"_s;
    case RowState::InFlight:
        return u"stateFilterInFlight"_s;
    case RowState::Dead:
        return u"stateFilterDead"_s;
    case RowState::Sent:
        return u"stateFilterSent"_s;
    case RowState::Unknown:
        break;
    }
    return u"stateFilterUnknown"_s;
}

QString number(qint64 n) {
    return QLocale().toString(n);
}

QLabel *captionedLabel(const QString &objectName) {
    auto *label = new QLabel;
    label->setObjectName(objectName);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QString captioned(const QWidget *widget, const QString &caption, const QString &value) {
    const QString dim = widget->palette().color(QPalette::Disabled, QPalette::WindowText).name();
    return u"<span style=\"color:%1\">%2</span>&nbsp;<b>%3</b>"_s.arg(dim, caption.toHtmlEscaped(),
                                                                      value.toHtmlEscaped());
}

// Ids differ at both ends (UUIDv7: time first, random last) and object keys matter most at their
// ends (prefix and file name): keep both, cut the middle.
class ElideMiddleDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideMiddle;
    }
};

QFrame *separator() {
    auto *line = new QFrame;
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_rowsThread(std::make_unique<OutboxWorkerThread>(u"console-rows"_s))
    , m_countsThread(std::make_unique<OutboxWorkerThread>(u"console-counts"_s)) {
    registerCoreMetaTypes();
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("Outbox Console"));

    m_model = new RowTableModel(m_rowsThread->worker(), this);
    m_model->setObjectName(u"rowModel"_s);

    OutboxWorker *rows = m_rowsThread->worker();
    OutboxWorker *counts = m_countsThread->worker();
    connect(rows, &OutboxWorker::opened, this, &MainWindow::onRowsOpened);
    connect(rows, &OutboxWorker::failed, this, &MainWindow::onRowsOpenFailed);
    connect(counts, &OutboxWorker::opened, this, &MainWindow::onCountsOpened);
    connect(counts, &OutboxWorker::failed, this, &MainWindow::onCountsOpenFailed);
    connect(counts, &OutboxWorker::countsReady, this, &MainWindow::onCountsReady);
    connect(counts, &OutboxWorker::countsFailed, this, &MainWindow::onCountsFailed);
    // PostgreSQL tables with the notify trigger: refresh when rows change (coalesced over a
    // second), instead of waiting for the poll.
    m_changeTimer.setSingleShot(true);
    m_changeTimer.setInterval(1000);
    connect(counts, &OutboxWorker::tableChanged, this, [this] {
        if (!m_changeTimer.isActive())
            m_changeTimer.start();
    });
    connect(&m_changeTimer, &QTimer::timeout, this, [this] {
        if (isBusy()) {
            m_changeTimer.start(); // a query is running: look again in a second
            return;
        }
        autoRefresh();
        Q_EMIT changesApplied();
    });
    // A lost connection (database restarted, connection killed): a banner while the workers
    // reconnect; they try again with every refresh, which a timer drives until one succeeds.
    m_reconnectTimer.setInterval(5000);
    connect(&m_reconnectTimer, &QTimer::timeout, this, [this] {
        if (!isBusy())
            refresh();
    });
    for (OutboxWorker *worker : {rows, counts}) {
        connect(worker, &OutboxWorker::connectionLost, this, [this](const QString &message) {
            if (!m_target)
                return;
            m_connectionLost = true;
            m_messageBar->showMessage(
                MessageBar::Kind::Warning,
                tr("Lost the connection to %1 (%2). Reconnecting…").arg(m_target->label, message),
                tr("&Retry Now"));
            if (QWidget *holder = m_messageBar->parentWidget())
                holder->show();
            m_reconnectTimer.start();
            Q_EMIT connectionStateChanged(false);
        });
        connect(worker, &OutboxWorker::connectionRestored, this, [this] {
            if (!m_connectionLost)
                return;
            m_connectionLost = false;
            m_reconnectTimer.stop();
            m_messageBar->dismiss();
            statusBar()->showMessage(
                tr("Reconnected to %1.").arg(m_target ? m_target->label : QString()), 5000);
            Q_EMIT connectionStateChanged(true);
        });
    }
    connect(counts, &OutboxWorker::listening, this, [this](bool on, const QString &) {
        m_listening = on;
        m_liveLabel->setVisible(on);
    });
    connect(m_model, &RowTableModel::fetchingChanged, this, &MainWindow::updateBusy);
    connect(m_model, &RowTableModel::pageLoaded, this, &MainWindow::onPageLoaded);
    connect(m_model, &RowTableModel::loadFailed, this, &MainWindow::showError);
    connect(m_model, &RowTableModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_model, &RowTableModel::rowsRemoved, this, &MainWindow::updateStatus);

    createActions();

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_environmentStripe = new QFrame;
    m_environmentStripe->setObjectName(u"environmentStripe"_s);
    m_environmentStripe->setFixedHeight(4);
    m_environmentStripe->setAutoFillBackground(true);
    layout->addWidget(m_environmentStripe);
    layout->addWidget(createHeader());

    m_messageBar = new MessageBar;
    auto *messageHolder = new QWidget;
    auto *messageLayout = new QVBoxLayout(messageHolder);
    messageLayout->setContentsMargins(8, 0, 8, 6);
    messageLayout->addWidget(m_messageBar);
    messageHolder->setVisible(false);
    // The holder goes with the bar so that no empty margin is left when it is dismissed.
    connect(m_messageBar, &MessageBar::dismissed, messageHolder,
            [messageHolder] { messageHolder->hide(); });
    connect(m_messageBar, &MessageBar::actionTriggered, this, &MainWindow::refresh);
    layout->addWidget(messageHolder);

    m_pages = new QStackedWidget;
    m_pages->setObjectName(u"pages"_s);
    m_welcomePage = createWelcomePage();
    m_pages->addWidget(m_welcomePage);
    m_workPage = new QWidget;
    auto *workLayout = new QVBoxLayout(m_workPage);
    workLayout->setContentsMargins(0, 0, 0, 0);
    workLayout->setSpacing(0);
    workLayout->addWidget(createFilterBar());
    m_pages->addWidget(m_workPage);

    m_detail = new RowDetailView;

    m_view = new QTableView;
    m_view->setObjectName(u"rowTable"_s);
    m_view->setAccessibleName(tr("Outbox rows"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows can be selected for a retry; the detail pane shows the current one.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    auto *elideMiddle = new ElideMiddleDelegate(m_view);
    m_view->setItemDelegateForColumn(RowTableModel::Id, elideMiddle);
    m_view->setItemDelegateForColumn(RowTableModel::Subject, elideMiddle);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_retrySelectedAction);
    m_view->addAction(m_promoteRowAction);
    auto *contextSeparator = new QAction(m_view);
    contextSeparator->setSeparator(true);
    m_view->addAction(contextSeparator);
    m_view->addAction(m_copyJsonAction);
    m_view->addAction(m_refreshAction);
    QHeaderView *vertical = m_view->verticalHeader();
    vertical->hide();
    vertical->setSectionResizeMode(QHeaderView::Fixed);
    vertical->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setObjectName(u"rowTableHeader"_s);
    header->setHighlightSections(false);
    header->setSectionsMovable(true);
    header->setSectionsClickable(true);
    header->setStretchLastSection(true);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSortIndicatorShown(true);
    header->setSortIndicator(RowTableModel::Created, Qt::DescendingOrder);
    // Right-click on the header: show or hide columns (remembered per profile); drag to reorder.
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &MainWindow::showColumnMenu);
    // Only the created time can be ordered: the server pages by it. Any other click puts the
    // indicator back where the rows really are sorted.
    connect(header, &QHeaderView::sortIndicatorChanged, this,
            [this, header](int section, Qt::SortOrder order) {
                if (section != RowTableModel::Created) {
                    const QSignalBlocker block(header);
                    header->setSortIndicator(RowTableModel::Created,
                                             m_model->sortOrder() == SortOrder::NewestFirst
                                                 ? Qt::DescendingOrder
                                                 : Qt::AscendingOrder);
                    return;
                }
                m_model->setSortOrder(order == Qt::DescendingOrder ? SortOrder::NewestFirst
                                                                   : SortOrder::OldestFirst);
            });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &MainWindow::showCurrentRow);
    connect(m_model, &RowTableModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight,
                   const QList<int> &roles) {
                // Roles given: only the clock moved ("in 2 min"); the row itself is unchanged and
                // re-rendering would drop the reader's text selection.
                const int current = m_view->currentIndex().row();
                if (roles.isEmpty() && current >= topLeft.row() && current <= bottomRight.row() &&
                    m_detail->hasRow() && m_detail->rowId() == m_model->rowAt(current).id)
                    showCurrentRow();
            });
    connect(m_model, &RowTableModel::modelReset, this, [this] { m_detail->clear(); });

    m_emptyHint = new QLabel(m_view->viewport());
    m_emptyHint->setObjectName(u"emptyHint"_s);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setEnabled(false); // the palette's dimmed text
    m_emptyHint->hide();
    m_view->viewport()->installEventFilter(this);
    connect(m_model, &RowTableModel::rowsInserted, this, &MainWindow::updateEmptyHint);
    connect(m_model, &RowTableModel::rowsRemoved, this, &MainWindow::updateEmptyHint);
    connect(m_model, &RowTableModel::modelReset, this, &MainWindow::updateEmptyHint);
    connect(m_model, &RowTableModel::fetchingChanged, this, &MainWindow::updateEmptyHint);

    m_mainSplitter = new QSplitter(Qt::Vertical);
    m_mainSplitter->setObjectName(u"mainSplitter"_s);
    m_mainSplitter->addWidget(m_view);
    m_mainSplitter->addWidget(m_detail);
    m_mainSplitter->setStretchFactor(0, 3);
    m_mainSplitter->setStretchFactor(1, 2);
    m_mainSplitter->setChildrenCollapsible(false);
    // Rows and graphs share the filter: the graph tab follows whatever the rows show.
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"mainTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_mainSplitter, tr("&Rows"));
    m_charts = new ChartsView;
    m_charts->setObjectName(u"chartsView"_s);
    m_tabs->addTab(m_charts, tr("&Graph"));
    m_groups = new GroupsView;
    m_groups->setObjectName(u"groupsView"_s);
    m_tabs->addTab(m_groups, tr("Error Gr&oups"));
    m_relay = new RelayPanel;
    m_relay->setObjectName(u"relayPanel"_s);
    m_tabs->addTab(m_relay, tr("Re&lay"));
    m_audit = new AuditView;
    m_audit->setObjectName(u"auditView"_s);
    m_tabs->addTab(m_audit, tr("A&udit"));
    connect(m_groups, &GroupsView::groupSelected, this,
            [this](const QString &signature) { filterByErrorGroup(signature); });
    connect(m_groups, &GroupsView::retryRequested, this, [this](const DeadLetterGroup &group) {
        RowFilter filter = m_searchFilter;
        filter.errorGroup.clear();
        openRetryDialog(RetrySelection::errorGroup(group.signature, filter, group.signature));
    });
    connect(m_groups, &GroupsView::markDoneRequested, this, [this](const DeadLetterGroup &group) {
        RowFilter filter = m_searchFilter;
        filter.errorGroup.clear();
        openRetryDialog(RetrySelection::errorGroup(group.signature, filter, group.signature), true);
    });
    connect(m_groups, &GroupsView::exportRequested, this, [this](const DeadLetterGroup &group) {
        if (!m_target || !m_hasTable)
            return;
        RowFilter filter = m_searchFilter;
        filter.states = {RowState::Dead};
        filter.errorGroup = group.signature;
        exportFilteredRows(this, m_target->spec, m_table, filter);
    });
    connect(m_relay, &RelayPanel::changed, this, &MainWindow::autoRefresh);
    connect(m_relay, &RelayPanel::relayStopped, this, &MainWindow::afterChange);
    workLayout->addWidget(m_tabs, 1);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);
    connect(m_charts, &ChartsView::stateActivated, this, [this](RowState state) {
        setStateFilter(state);
        m_tabs->setCurrentIndex(0);
    });
    // The bars of "Dead rows by error" and "Dead rows by operation": their dead rows.
    connect(m_charts, &ChartsView::deadGroupActivated, this, [this](const QString &signature) {
        filterByErrorGroup(signature);
        m_tabs->setCurrentIndex(0);
    });
    connect(m_charts, &ChartsView::operationActivated, this, [this](const QString &operation) {
        setStateFilter(RowState::Dead);
        setSearch(SearchField::Kind, operation);
        m_tabs->setCurrentIndex(0);
    });

    createStatusBar();

    m_searchTimer.setSingleShot(true);
    m_searchTimer.setInterval(400);
    connect(&m_searchTimer, &QTimer::timeout, this, [this] { applySearch(); });

    populateProfileSwitcher();
    updateHeader();
    updateSearchFields();
    updateStateButtons();
    updateStatus();
    updateBusy();
    updateActiveFilters();
    updatePages();
    updateActionStates();
    restoreSettings();
}

MainWindow::~MainWindow() {
    // Stop the workers first: they may still be answering, and their connections close on their
    // own threads.
    m_rowsThread.reset();
    m_countsThread.reset();
}

void MainWindow::createActions() {
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setObjectName(u"quitAction"_s);
    m_quitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    fileMenu->addAction(m_quitAction);

    m_switchProfileAction = new QAction(tr("Switch &Profile…"), this);
    m_switchProfileAction->setObjectName(u"switchProfileAction"_s);
    m_switchProfileAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_switchProfileAction, &QAction::triggered, this, [this] {
        m_profileSwitcher->setFocus(Qt::ShortcutFocusReason);
        m_profileSwitcher->showPopup();
    });
    fileMenu->insertAction(m_quitAction, m_switchProfileAction);
    m_manageConnectionsAction = new QAction(tr("&Manage Connections…"), this);
    m_manageConnectionsAction->setObjectName(u"manageConnectionsAction"_s);
    m_manageConnectionsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    connect(m_manageConnectionsAction, &QAction::triggered, this, &MainWindow::manageConnections);
    fileMenu->insertAction(m_quitAction, m_manageConnectionsAction);
    auto *exportAction = new QAction(tr("&Export Filtered Rows…"), this);
    exportAction->setObjectName(u"exportFilteredRowsAction"_s);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(exportAction, &QAction::triggered, this, [this] {
        if (!m_target || !m_hasTable) {
            showNotice(tr("Open a table first: there is nothing to export yet."));
            return;
        }
        exportFilteredRows(this, m_target->spec, m_table, currentFilter());
    });
    fileMenu->insertAction(m_quitAction, exportAction);
    fileMenu->insertSeparator(m_quitAction);
    fileMenu->insertSeparator(m_quitAction);

    QMenu *editMenu = menuBar()->addMenu(tr("&Edit"));
    m_copyJsonAction = new QAction(tr("&Copy Row as JSON"), this);
    m_copyJsonAction->setObjectName(u"copyJsonAction"_s);
    m_copyJsonAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyJsonAction->setShortcutContext(Qt::WindowShortcut);
    m_copyJsonAction->setEnabled(false);
    connect(m_copyJsonAction, &QAction::triggered, this, &MainWindow::copyRowAsJson);
    editMenu->addAction(m_copyJsonAction);
    m_findAction = new QAction(tr("&Find…"), this);
    m_findAction->setObjectName(u"findAction"_s);
    m_findAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F));
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_searchEdit->setFocus(Qt::ShortcutFocusReason);
        m_searchEdit->selectAll();
    });
    editMenu->addAction(m_findAction);

    // Actions: every change goes through a dialog that shows the dry run and asks to confirm.
    QMenu *actionsMenu = menuBar()->addMenu(tr("&Actions"));
    actionsMenu->setObjectName(u"actionsMenu"_s);
    m_retrySelectedAction = new QAction(tr("&Retry Selected Rows…"), this);
    m_retrySelectedAction->setObjectName(u"retrySelectedAction"_s);
    m_retrySelectedAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_retrySelectedAction, &QAction::triggered, this, [this] { retrySelectedRows(); });
    actionsMenu->addAction(m_retrySelectedAction);
    m_retryMatchingAction = new QAction(tr("Retry &All Dead Rows Matching the Filter…"), this);
    m_retryMatchingAction->setObjectName(u"retryMatchingAction"_s);
    m_retryMatchingAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    connect(m_retryMatchingAction, &QAction::triggered, this, [this] { retryMatchingRows(); });
    actionsMenu->addAction(m_retryMatchingAction);
    actionsMenu->addSeparator();
    m_promoteAction = new QAction(tr("&Promote an Upload…"), this);
    m_promoteAction->setObjectName(u"promoteAction"_s);
    m_promoteAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P));
    connect(m_promoteAction, &QAction::triggered, this, [this] { openPromoteDialog(false); });
    actionsMenu->addAction(m_promoteAction);
    m_promoteRowAction = new QAction(tr("Promote &This Row's Upload…"), this);
    m_promoteRowAction->setObjectName(u"promoteRowAction"_s);
    m_promoteRowAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(m_promoteRowAction, &QAction::triggered, this, [this] { openPromoteDialog(true); });
    actionsMenu->addAction(m_promoteRowAction);
    actionsMenu->addSeparator();
    m_purgeAction = new QAction(tr("P&urge Sent Rows…"), this);
    m_purgeAction->setObjectName(u"purgeAction"_s);
    m_purgeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_X));
    connect(m_purgeAction, &QAction::triggered, this, [this] { openPurgeDialog(); });
    actionsMenu->addAction(m_purgeAction);
    actionsMenu->addSeparator();
    m_unlockAction = new QAction(tr("Unlock &Writing for This Session…"), this);
    m_unlockAction->setObjectName(u"unlockAction"_s);
    m_unlockAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_U));
    connect(m_unlockAction, &QAction::triggered, this, [this] { unlockForSession(); });
    actionsMenu->addAction(m_unlockAction);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    m_refreshAction = new QAction(tr("&Refresh"), this);
    m_refreshAction->setObjectName(u"refreshAction"_s);
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_refreshAction->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_refreshAction->setToolTip(tr("Re-read the rows and counts (F5)"));
    connect(m_refreshAction, &QAction::triggered, this, &MainWindow::refresh);
    viewMenu->addAction(m_refreshAction);
    // Live refresh: the visible rows every 10 s (merged in place, selection kept); the counts at
    // most once a minute, since on a large table they read the whole status index.
    m_autoRefreshAction = new QAction(tr("&Auto-refresh"), this);
    m_autoRefreshAction->setObjectName(u"autoRefreshAction"_s);
    m_autoRefreshAction->setCheckable(true);
    m_autoRefreshAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_F5));
    m_autoRefreshAction->setToolTip(tr("Refresh the rows every 10 s and the counts every minute"));
    m_autoRefreshTimer.setInterval(10'000);
    connect(&m_autoRefreshTimer, &QTimer::timeout, this, &MainWindow::autoRefresh);
    connect(m_autoRefreshAction, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(u"view/autoRefresh"_s, on);
        if (on)
            m_autoRefreshTimer.start();
        else
            m_autoRefreshTimer.stop();
    });
    viewMenu->addAction(m_autoRefreshAction);
    m_autoRefreshAction->setChecked(QSettings().value(u"view/autoRefresh"_s, false).toBool());
    viewMenu->addSeparator();

    // The language: the system's by default; a choice here is kept in the settings file (the
    // "language" key the executables read at start, shared with outboxctl).
    QMenu *languageMenu = viewMenu->addMenu(tr("&Language"));
    languageMenu->setObjectName(u"languageMenu"_s);
    auto *languages = new QActionGroup(this);
    const QString current = QSettings().value(u"language"_s).toString();
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
            QSettings settings;
            if (code.isEmpty())
                settings.remove(u"language"_s);
            else
                settings.setValue(u"language"_s, code);
            showNotice(tr("The language changes the next time Outbox Console starts."));
        });
    }
    viewMenu->addSeparator();

    m_stateGroup = new QActionGroup(this);
    m_stateGroup->setExclusive(true);
    const QList<int> keys = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5};
    for (int i = 0; i < kStateChoices.size(); ++i) {
        const auto state = kStateChoices.at(i);
        auto *action = new QAction(state ? stateLabel(*state) : tr("All"), this);
        action->setObjectName(stateObjectName(state) + u"Action"_s);
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(keys.at(i))));
        if (state)
            action->setIcon(stateIcon(*state));
        action->setData(i);
        m_stateGroup->addAction(action);
        viewMenu->addAction(action);
        m_stateActions.append(action);
    }
    m_stateActions.constFirst()->setChecked(true);
    connect(m_stateGroup, &QActionGroup::triggered, this, &MainWindow::applyStateFilter);

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    m_aboutAction = new QAction(tr("&About Outbox Console"), this);
    m_aboutAction->setObjectName(u"aboutAction"_s);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, [this] { showAboutDialog(this); });
    auto *shortcutsAction = new QAction(tr("&Keyboard Shortcuts"), this);
    shortcutsAction->setObjectName(u"shortcutsAction"_s);
    shortcutsAction->setShortcut(QKeySequence(Qt::Key_F1));
    connect(shortcutsAction, &QAction::triggered, this, &MainWindow::showShortcuts);
    helpMenu->addAction(shortcutsAction);
    helpMenu->addSeparator();
    helpMenu->addAction(m_aboutAction);
}

QWidget *MainWindow::createHeader() {
    auto *header = new QFrame;
    header->setObjectName(u"profileHeader"_s);
    header->setAccessibleName(tr("Connection"));
    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(10);

    m_environmentBadge = new QLabel;
    m_environmentBadge->setObjectName(u"environmentBadge"_s);
    m_environmentBadge->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_environmentBadge);

    m_profileSwitcher = new QComboBox;
    m_profileSwitcher->setObjectName(u"profileSwitcher"_s);
    m_profileSwitcher->setAccessibleName(tr("Profile"));
    m_profileSwitcher->setToolTip(tr("The connection profile; choose another to switch"));
    m_profileSwitcher->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_profileSwitcher->setMinimumContentsLength(10);
    QFont bold = m_profileSwitcher->font();
    bold.setBold(true);
    m_profileSwitcher->setFont(bold);
    connect(m_profileSwitcher, &QComboBox::activated, this, [this](int index) {
        const QString name = m_profileSwitcher->itemData(index).toString();
        if (!name.isEmpty() && (!m_target || m_target->profileName != name))
            openProfile(name);
    });
    layout->addWidget(m_profileSwitcher);

    layout->addWidget(separator());
    m_tableLabel = captionedLabel(u"tableLabel"_s);
    m_tableLabel->setAccessibleName(tr("Table"));
    layout->addWidget(m_tableLabel);
    layout->addWidget(separator());
    m_formatLabel = captionedLabel(u"formatLabel"_s);
    m_formatLabel->setAccessibleName(tr("Format"));
    layout->addWidget(m_formatLabel);
    layout->addWidget(separator());
    m_databaseLabel = captionedLabel(u"databaseLabel"_s);
    m_databaseLabel->setAccessibleName(tr("Database"));
    m_databaseLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    layout->addWidget(m_databaseLabel, 1);

    m_readOnlyLabel = new QLabel(tr("Read-only"));
    m_readOnlyLabel->setObjectName(u"readOnlyLabel"_s);
    m_readOnlyLabel->setToolTip(
        tr("This profile opens read-only: nothing can be changed through it"));
    m_readOnlyLabel->hide();
    layout->addWidget(m_readOnlyLabel);

    auto *refresh = new QToolButton;
    refresh->setObjectName(u"refreshButton"_s);
    refresh->setDefaultAction(m_refreshAction);
    refresh->setAutoRaise(true);
    refresh->setAccessibleName(tr("Refresh"));
    layout->addWidget(refresh);
    return header;
}

QWidget *MainWindow::createFilterBar() {
    auto *bar = new QWidget;
    bar->setObjectName(u"filterBar"_s);
    auto *rows = new QVBoxLayout(bar);
    rows->setContentsMargins(8, 2, 8, 6);
    rows->setSpacing(2);
    auto *layout = new QHBoxLayout;
    layout->setSpacing(4);
    rows->addLayout(layout);
    for (int i = 0; i < m_stateActions.size(); ++i) {
        auto *button = new QToolButton;
        button->setObjectName(stateObjectName(kStateChoices.at(i)));
        button->setDefaultAction(m_stateActions.at(i));
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setAccessibleName(kStateChoices.at(i) ? stateLabel(*kStateChoices.at(i))
                                                      : tr("All states"));
        layout->addWidget(button);
    }
    layout->addStretch(1);

    auto *searchLabel = new QLabel(tr("&Search:"));
    layout->addWidget(searchLabel);
    m_searchField = new QComboBox;
    m_searchField->setObjectName(u"searchField"_s);
    m_searchField->setAccessibleName(tr("Search in"));
    m_searchField->setToolTip(tr("What the search text is matched against"));
    layout->addWidget(m_searchField);
    m_searchEdit = new QLineEdit;
    m_searchEdit->setObjectName(u"searchEdit"_s);
    m_searchEdit->setAccessibleName(tr("Search text"));
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setMinimumWidth(260);
    searchLabel->setBuddy(m_searchEdit);
    layout->addWidget(m_searchEdit);

    auto *createdLabel = new QLabel(tr("C&reated:"));
    layout->addWidget(createdLabel);
    m_createdRange = new QComboBox;
    m_createdRange->setObjectName(u"createdRange"_s);
    m_createdRange->setAccessibleName(tr("Created"));
    m_createdRange->setToolTip(tr("Only rows created in this period"));
    m_createdRange->addItem(tr("Any time"), int(CreatedRange::Any));
    m_createdRange->addItem(tr("Last hour"), int(CreatedRange::LastHour));
    m_createdRange->addItem(tr("Last 24 hours"), int(CreatedRange::Last24Hours));
    m_createdRange->addItem(tr("Last 7 days"), int(CreatedRange::Last7Days));
    m_createdRange->addItem(tr("Custom…"), int(CreatedRange::Custom));
    createdLabel->setBuddy(m_createdRange);
    layout->addWidget(m_createdRange);
    connect(m_createdRange, &QComboBox::activated, this, [this](int index) {
        const auto range = CreatedRange(m_createdRange->itemData(index).toInt());
        if (range != CreatedRange::Custom) {
            setCreatedRange(range);
            return;
        }
        // Two UTC times, either end open when left at its minimum.
        QDialog dialog(this);
        dialog.setObjectName(u"customCreatedRangeDialog"_s);
        dialog.setWindowTitle(tr("Created Between"));
        auto *form = new QFormLayout(&dialog);
        const QDateTime now = QDateTime::currentDateTimeUtc();
        auto *from = new QDateTimeEdit(m_createdFrom.value_or(now.addDays(-1)));
        auto *to = new QDateTimeEdit(m_createdTo.value_or(now));
        for (QDateTimeEdit *edit : {from, to}) {
            edit->setTimeSpec(Qt::UTC);
            edit->setDisplayFormat(u"yyyy-MM-dd HH:mm:ss"_s);
            edit->setCalendarPopup(true);
        }
        from->setObjectName(u"createdFromEdit"_s);
        to->setObjectName(u"createdToEdit"_s);
        form->addRow(tr("From (UTC):"), from);
        form->addRow(tr("To (UTC):"), to);
        auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
        connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
        form->addRow(buttons);
        if (dialog.exec() != QDialog::Accepted || from->dateTime() > to->dateTime()) {
            if (dialog.result() == QDialog::Accepted)
                showError(tr("The start of the created range is after its end."));
            m_createdRange->setCurrentIndex(m_createdRange->findData(int(m_createdPreset)));
            return;
        }
        setCreatedRange(CreatedRange::Custom, from->dateTime(), to->dateTime());
    });

    auto *saved = new QToolButton;
    saved->setObjectName(u"savedFiltersButton"_s);
    saved->setText(tr("Saved Filters"));
    saved->setAccessibleName(tr("Saved filters"));
    saved->setToolTip(tr("Save the current filter under a name, or apply a saved one"));
    saved->setPopupMode(QToolButton::InstantPopup);
    saved->setAutoRaise(true);
    m_savedFiltersMenu = new QMenu(saved);
    m_savedFiltersMenu->setObjectName(u"savedFiltersMenu"_s);
    saved->setMenu(m_savedFiltersMenu);
    connect(m_savedFiltersMenu, &QMenu::aboutToShow, this, &MainWindow::updateSavedFiltersMenu);
    layout->addWidget(saved);

    // What is applied besides the state chip, in words, with one click to clear it all.
    m_activeFiltersRow = new QWidget;
    m_activeFiltersRow->setObjectName(u"activeFiltersRow"_s);
    auto *active = new QHBoxLayout(m_activeFiltersRow);
    active->setContentsMargins(4, 0, 0, 0);
    m_activeFiltersLabel = new QLabel;
    m_activeFiltersLabel->setObjectName(u"activeFiltersLabel"_s);
    m_activeFiltersLabel->setTextFormat(Qt::PlainText);
    m_activeFiltersLabel->setWordWrap(true);
    active->addWidget(m_activeFiltersLabel, 1);
    auto *clear = new QToolButton;
    clear->setObjectName(u"clearFiltersButton"_s);
    clear->setText(tr("Clear Filters"));
    clear->setAccessibleName(tr("Clear filters"));
    clear->setToolTip(tr("Remove every search and the created range (Ctrl+Shift+X)"));
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    clear->setAutoRaise(true);
    connect(clear, &QToolButton::clicked, this, &MainWindow::clearFilters);
    active->addWidget(clear);
    rows->addWidget(m_activeFiltersRow);

    connect(m_searchEdit, &QLineEdit::textEdited, this, [this] { m_searchTimer.start(); });
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] { applySearch(); });
    // The clear button changes the text without textEdited.
    connect(m_searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            m_searchTimer.start();
    });
    // Each field keeps its own text: switching shows that field's text, and changes nothing.
    connect(m_searchField, &QComboBox::activated, this, [this] {
        m_searchTimer.stop();
        m_searchEdit->setPlaceholderText(m_searchField->currentData(Qt::ToolTipRole).toString());
        const QSignalBlocker block(m_searchEdit);
        m_searchEdit->setText(m_searchTexts.value(m_searchField->currentData().toInt()));
    });
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_searchEdit);
    escape->setContext(Qt::WidgetShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        m_searchEdit->clear();
        applySearch();
        m_view->setFocus(Qt::ShortcutFocusReason);
    });
    return bar;
}

QWidget *MainWindow::createWelcomePage() {
    auto *page = new QWidget;
    page->setObjectName(u"welcomePage"_s);
    auto *outer = new QVBoxLayout(page);
    outer->addStretch(2);
    auto *title = new QLabel(tr("Welcome to Outbox Console"));
    title->setObjectName(u"welcomeTitle"_s);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);
    outer->addWidget(title);
    auto *text = new QLabel(
        tr("See what is stuck in a transactional outbox and why, look inside the rows, and fix "
           "them.\nExplore the demo workspace (about 20,000 generated rows in two outboxes, on "
           "this computer), or connect to your own database."));
    text->setObjectName(u"welcomeText"_s);
    text->setAlignment(Qt::AlignCenter);
    text->setWordWrap(true);
    outer->addWidget(text);
    outer->addSpacing(16);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    auto *demo = new QPushButton(tr("Open the &Demo Workspace"));
    demo->setObjectName(u"welcomeDemoButton"_s);
    demo->setDefault(true);
    connect(demo, &QPushButton::clicked, this, [this] { openDemo(); });
    buttons->addWidget(demo);
    auto *connectButton = new QPushButton(tr("&New Connection…"));
    connectButton->setObjectName(u"welcomeConnectButton"_s);
    connect(connectButton, &QPushButton::clicked, this, &MainWindow::manageConnections);
    buttons->addWidget(connectButton);
    buttons->addStretch(1);
    outer->addLayout(buttons);
    auto *hint = new QLabel(tr("Profiles are shared with the command line tool outboxctl; "
                               "passwords go to the system keychain, never to a settings file."));
    hint->setEnabled(false);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    outer->addSpacing(8);
    outer->addWidget(hint);
    outer->addStretch(3);
    return page;
}

void MainWindow::createStatusBar() {
    m_rowCountLabel = new QLabel;
    m_rowCountLabel->setObjectName(u"rowCountLabel"_s);
    statusBar()->addWidget(m_rowCountLabel, 1);
    m_liveLabel = new QLabel(tr("Live"));
    m_liveLabel->setObjectName(u"liveLabel"_s);
    m_liveLabel->setToolTip(tr("The table notifies changes (outboxctl notify install): the rows "
                               "refresh as soon as they change"));
    m_liveLabel->hide();
    statusBar()->addPermanentWidget(m_liveLabel);
    m_busyLabel = new QLabel;
    m_busyLabel->setObjectName(u"busyLabel"_s);
    statusBar()->addPermanentWidget(m_busyLabel);
    m_busyIndicator = new QProgressBar;
    m_busyIndicator->setObjectName(u"busyIndicator"_s);
    m_busyIndicator->setAccessibleName(tr("Busy"));
    m_busyIndicator->setRange(0, 0); // indeterminate
    m_busyIndicator->setTextVisible(false);
    m_busyIndicator->setFixedWidth(110);
    m_busyIndicator->setMaximumHeight(m_rowCountLabel->sizeHint().height());
    statusBar()->addPermanentWidget(m_busyIndicator);
}

void MainWindow::setProfileStore(const ProfileStore &store) {
    m_profileStore = store;
    populateProfileSwitcher();
}

void MainWindow::manageConnections() {
    ProfileDialog dialog(m_profileStore.value_or(ProfileStore()), m_secrets, this);
    connect(&dialog, &ProfileDialog::profilesChanged, this, &MainWindow::populateProfileSwitcher);
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenProfileName().isEmpty())
        openProfile(dialog.chosenProfileName());
}

bool MainWindow::openProfile(const QString &name, const QString &tableOverride) {
    const ProfileStore store = m_profileStore.value_or(ProfileStore());
    const auto profile = store.find(name);
    if (!profile) {
        showError(tr("There is no profile named \"%1\" (profiles are kept in %2).")
                      .arg(name, store.settingsFile()));
        return false;
    }
    auto target = ConnectionTarget::fromProfile(*profile, tableOverride);
    if (!target) {
        showError(target.error().message);
        return false;
    }
    // Keychain entry, else OUTBOX_DATABASE_PASSWORD, else the URL; without a keychain, ask for
    // this session only (never stored).
    if (auto applied = applyDatabasePassword(*target, m_secrets); !applied) {
        showError(applied.error().message);
        return false;
    }
    if (target->spec.password.isEmpty() && target->spec.kind != DatabaseKind::SQLite &&
        !m_secrets.keychainAvailable()) {
        bool ok = false;
        const QString password = QInputDialog::getText(
            this, tr("Password for %1").arg(profile->name),
            tr("No keychain is available (%1).\nThe password is used for this session only.")
                .arg(m_secrets.unavailableReason()),
            QLineEdit::Password, QString(), &ok);
        if (ok && !password.isEmpty()) {
            m_secrets.keepForSession(profile->name, SecretKind::DatabasePassword, password);
            target->spec.password = password;
        }
    }
    openTarget(*target);
    return true;
}

bool MainWindow::openLastProfile() {
    const ProfileStore store = m_profileStore.value_or(ProfileStore());
    const QList<Profile> profiles = store.profiles();
    if (profiles.isEmpty())
        return false;
    const QString last = QSettings().value(kLastProfileKey).toString();
    for (const Profile &p : profiles) {
        if (p.name == last)
            return openProfile(p.name);
    }
    return openProfile(profiles.constFirst().name);
}

void MainWindow::openTarget(const ConnectionTarget &target) {
    m_target = target;
    m_unlocked = false; // an unlock is for the table it was given for
    m_messageBar->dismiss();
    saveColumnLayout();
    m_hasTable = false;
    m_table = {};
    m_model->clear();
    m_detail->clear();
    m_detail->clearHistorySource();
    m_groups->clearTarget();
    m_relay->clearTarget();
    m_audit->clearTarget();
    m_counts.reset();
    m_countsOpen = false;
    m_countsPending = false;
    m_listening = false;
    m_connectionLost = false;
    m_reconnectTimer.stop();
    m_liveLabel->hide();
    m_changeTimer.stop();
    ++m_countsGeneration; // counts of the previous table are no longer wanted
    m_countsThread->worker()->supersedeCounts(m_countsGeneration);
    m_awaitingFirstPage = true;
    m_firstPageIn = false;
    // A search belongs to the table it was typed for.
    m_searchEdit->clear();
    m_searchTimer.stop();
    m_searchTexts.clear();
    m_errorGroup.clear();
    m_createdPreset = CreatedRange::Any;
    m_createdFrom.reset();
    m_createdTo.reset();
    m_createdRange->setCurrentIndex(0);
    m_searchFilter = {};
    m_appliedSearch.clear();
    updateActiveFilters();

    ++m_pendingRowOpens;
    ++m_pendingCountOpens;
    OutboxWorker *rows = m_rowsThread->worker();
    OutboxWorker *counts = m_countsThread->worker();
    const ConnectionSpec spec = target.spec;
    const TableRequest request = target.request;
    QMetaObject::invokeMethod(
        rows, [rows, spec, request] { rows->open(spec, request); }, Qt::QueuedConnection);
    QMetaObject::invokeMethod(
        counts, [counts, spec, request] { counts->open(spec, request); }, Qt::QueuedConnection);

    if (!target.profileName.isEmpty())
        QSettings().setValue(kLastProfileKey, target.profileName);
    populateProfileSwitcher();
    updatePages();
    updateActionStates();
    updateHeader();
    updateStateButtons();
    updateStatus();
    updateBusy();
}

bool MainWindow::isWelcomeShown() const {
    return m_pages->currentWidget() == m_welcomePage;
}

void MainWindow::updatePages() {
    m_pages->setCurrentWidget(m_target ? m_workPage : m_welcomePage);
}

void MainWindow::openDemo(const QString &tableOverride) {
    if (m_creatingDemo)
        return;
    m_creatingDemo = true;
    m_welcomePage->setEnabled(false);
    m_busyLabel->setText(tr("Preparing the demo workspace…"));
    m_busyLabel->show();
    m_busyIndicator->show();
    // Creating it writes 20,000 rows: never on the GUI thread.
    auto result = std::make_shared<std::optional<Result<DemoWorkspace>>>();
    QThread *thread =
        QThread::create([result] { result->emplace(DemoWorkspace::create(DemoOptions{}, false)); });
    thread->setObjectName(u"demo-workspace"_s);
    connect(thread, &QThread::finished, this, [this, thread, result, tableOverride] {
        thread->deleteLater();
        m_creatingDemo = false;
        m_welcomePage->setEnabled(true);
        updateBusy();
        const Result<DemoWorkspace> &workspace = **result;
        if (!workspace) {
            showError(workspace.error().message);
            return;
        }
        ProfileStore store = m_profileStore.value_or(ProfileStore());
        for (const Profile &p : {workspace->vortosProfile, workspace->fennFlowProfile}) {
            if (const auto saved = store.save(p); !saved) {
                showError(saved.error().message);
                return;
            }
        }
        populateProfileSwitcher();
        openProfile(workspace->vortosProfile.name, tableOverride);
    });
    thread->start();
}

void MainWindow::showError(const QString &message) {
    m_messageBar->showMessage(MessageBar::Kind::Error, message,
                              m_target ? tr("&Retry") : QString());
    if (QWidget *holder = m_messageBar->parentWidget())
        holder->show();
    Q_EMIT errorShown(message);
}

void MainWindow::showNotice(const QString &message) {
    m_messageBar->showMessage(MessageBar::Kind::Information, message);
    if (QWidget *holder = m_messageBar->parentWidget())
        holder->show();
}

void MainWindow::setStateFilter(std::optional<RowState> state) {
    const int index = int(kStateChoices.indexOf(state));
    if (index < 0)
        return;
    m_stateActions.at(index)->setChecked(true);
    applyStateFilter();
}

std::optional<RowState> MainWindow::stateFilter() const {
    const QAction *checked = m_stateGroup->checkedAction();
    return checked ? kStateChoices.value(checked->data().toInt()) : std::nullopt;
}

bool MainWindow::setSearch(SearchField field, const QString &text) {
    const int index = m_searchField->findData(int(field));
    if (index < 0) {
        showError(tr("This table cannot be searched that way."));
        return false;
    }
    m_searchField->setCurrentIndex(index);
    m_searchEdit->setText(text);
    return applySearch();
}

RowFilter MainWindow::currentFilter() const {
    RowFilter filter = m_searchFilter;
    if (const auto state = stateFilter())
        filter.states = {*state};
    return filter;
}

bool MainWindow::isBusy() const {
    return m_pendingRowOpens > 0 || m_countsPending || m_model->isFetching();
}

void MainWindow::autoRefresh() {
    if (!m_hasTable || isBusy())
        return; // a query is still running: skip this tick rather than pile up
    m_model->refresh();
    if (!m_lastCountsRefresh.isValid() || m_lastCountsRefresh.elapsed() >= 60'000) {
        requestCounts();
        m_charts->invalidate();
    }
    updateBusy();
}

void MainWindow::refresh() {
    m_messageBar->dismiss();
    if (!m_hasTable) {
        if (m_target && m_pendingRowOpens == 0)
            openTarget(*m_target); // the open failed: try again
        return;
    }
    m_model->refresh();
    requestCounts();
    m_charts->invalidate();
    // F5 is the one refresh: the groups and the audit follow (the groups only read when visible).
    m_groups->invalidate();
    if (m_audit->isVisible())
        m_audit->refresh();
    updateBusy();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    saveSettings();
    QMainWindow::closeEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_emptyHint->setGeometry(m_view->viewport()->rect().adjusted(20, 20, -20, -20));
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::updateEmptyHint() {
    const bool empty =
        m_hasTable && m_model->rowCount() == 0 && !m_model->isFetching() && m_model->isComplete();
    if (empty) {
        m_emptyHint->setText(currentFilter().isEmpty()
                                 ? tr("The table %1 has no rows.").arg(m_table.name.display())
                                 : tr("No rows match this filter."));
        m_emptyHint->setGeometry(m_view->viewport()->rect().adjusted(20, 20, -20, -20));
    }
    m_emptyHint->setVisible(empty);
}

void MainWindow::restoreSettings() {
    const QSettings settings;
    if (!restoreGeometry(settings.value(kGeometryKey).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(kStateKey).toByteArray());
    if (!m_mainSplitter->restoreState(settings.value(kMainSplitterKey).toByteArray()))
        m_mainSplitter->setSizes({470, 300});
    if (!m_detail->splitter()->restoreState(settings.value(kDetailSplitterKey).toByteArray()))
        m_detail->splitter()->setSizes({480, 720});
}

void MainWindow::saveSettings() const {
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    settings.setValue(kMainSplitterKey, m_mainSplitter->saveState());
    settings.setValue(kDetailSplitterKey, m_detail->splitter()->saveState());
    saveColumnLayout();
}

void MainWindow::saveColumnLayout() const {
    if (m_columnLayoutKey.isEmpty())
        return;
    QSettings().setValue(m_columnLayoutKey, m_view->horizontalHeader()->saveState());
}

void MainWindow::applyColumnLayout(bool reset) {
    QHeaderView *header = m_view->horizontalHeader();
    m_columnLayoutKey = kColumnsKey.arg(settingsScope(), formatName(m_table.format));
    const QByteArray saved =
        reset ? QByteArray() : QSettings().value(m_columnLayoutKey).toByteArray();
    if (saved.isEmpty() || !header->restoreState(saved)) {
        for (int c = 0; c < RowTableModel::ColumnCount; ++c)
            header->setSectionHidden(c, false);
        const QFontMetrics fm = m_view->fontMetrics();
        const QFontMetrics fixed(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        const int pad = 20;
        const int iconRoom = m_view->iconSize().isValid() ? m_view->iconSize().width() : 16;
        const auto widest = [&fm](const QStringList &texts) {
            int w = 0;
            for (const QString &t : texts)
                w = qMax(w, fm.horizontalAdvance(t));
            return w;
        };
        header->resizeSection(
            RowTableModel::State,
            widest({tr("State"), stateLabel(RowState::InFlight), stateLabel(RowState::Pending)}) +
                iconRoom + pad + 6);
        header->resizeSection(RowTableModel::Status, widest({tr("Status"), u"pending"_s}) + pad);
        header->resizeSection(
            RowTableModel::Operation,
            widest({m_table.isVortos() ? tr("Operation") : tr("Event type"), u"promote"_s}) + pad);
        header->resizeSection(RowTableModel::Id, fixed.horizontalAdvance(QString(24, u'0')) + pad);
        header->resizeSection(RowTableModel::Created,
                              widest({u"0000-00-00 00:00:00"_s, tr("Created (UTC)")}) + pad + 12);
        header->resizeSection(RowTableModel::Attempts, widest({tr("Attempts")}) + pad);
        header->resizeSection(RowTableModel::NextAttempt,
                              widest({tr("Next attempt"), tr("in %1").arg(u"59 min"_s)}) + pad);
        header->resizeSection(RowTableModel::Subject, fm.averageCharWidth() * 30);
        header->resizeSection(RowTableModel::LastError, fm.averageCharWidth() * 40);
        // Logical order is the model's; on screen the error goes last, where it can stretch.
        for (int c = 0; c < RowTableModel::ColumnCount; ++c)
            header->moveSection(header->visualIndex(c), c);
        header->moveSection(header->visualIndex(RowTableModel::Subject),
                            header->visualIndex(RowTableModel::LastError));
    }
    // FennFlow rows have no attempts, schedule or error of their own (the relay adds them later);
    // on Vortos tables the user's choice stands.
    if (!m_table.isVortos()) {
        header->setSectionHidden(RowTableModel::Attempts, true);
        header->setSectionHidden(RowTableModel::NextAttempt, true);
        header->setSectionHidden(RowTableModel::LastError, true);
    }
    const QSignalBlocker block(header);
    header->setSortIndicator(RowTableModel::Created, m_model->sortOrder() == SortOrder::NewestFirst
                                                         ? Qt::DescendingOrder
                                                         : Qt::AscendingOrder);
}

void MainWindow::populateProfileSwitcher() {
    const QSignalBlocker block(m_profileSwitcher);
    m_profileSwitcher->clear();
    const ProfileStore store = m_profileStore.value_or(ProfileStore());
    for (const Profile &p : store.profiles())
        m_profileSwitcher->addItem(p.name, p.name);
    if (m_target && m_target->profileName.isEmpty())
        m_profileSwitcher->insertItem(0, m_target->label, QString());
    if (m_target) {
        const int index = m_profileSwitcher->findData(m_target->profileName);
        m_profileSwitcher->setCurrentIndex(index);
    } else if (m_profileSwitcher->count() == 0) {
        m_profileSwitcher->addItem(tr("No profile"), QString());
    }
    m_profileSwitcher->setEnabled(m_profileSwitcher->count() > 1 || !m_target);
}

void MainWindow::updateHeader() {
    const QString environment = m_target ? m_target->environment : QString();
    const QColor color = environmentColor(environment);
    QPalette stripe = m_environmentStripe->palette();
    stripe.setColor(QPalette::Window, color);
    m_environmentStripe->setPalette(stripe);
    m_environmentBadge->setText(m_target ? environmentLabel(environment) : tr("NOT CONNECTED"));
    m_environmentBadge->setToolTip(m_target && !environment.isEmpty()
                                       ? tr("Environment of this profile: %1").arg(environment)
                                       : tr("Opened from a URL, without a profile"));
    m_environmentBadge->setAccessibleName(tr("Environment: %1").arg(m_environmentBadge->text()));
    m_environmentBadge->setStyleSheet(
        u"QLabel { background-color: %1; color: white; border-radius: 3px; padding: 2px 8px; font-weight: bold; }"_s
            .arg(color.name()));

    const QString table =
        m_hasTable
            ? m_table.name.display()
            : (m_target && m_target->request.table ? m_target->request.table->display() : tr("…"));
    m_tableLabel->setText(captioned(m_tableLabel, tr("Table"), table));
    QString format = tr("…");
    if (m_hasTable) {
        const QString formatTitle = m_table.isVortos() ? tr("Vortos") : tr("FennFlow");
        format = m_table.isVortos()
                     ? formatTitle
                     : tr("%1, %2 statuses").arg(formatTitle, m_table.vocabulary.name);
    }
    m_formatLabel->setText(captioned(m_formatLabel, tr("Format"), format));
    const QString url = m_target ? m_target->spec.displayUrl() : QString();
    m_databaseLabel->setText(
        captioned(m_databaseLabel, tr("Database"), url.isEmpty() ? tr("—") : url));
    m_databaseLabel->setToolTip(url);
    // Prod profiles open read-only (product safety rule) until writing is unlocked for the session.
    m_readOnlyLabel->setVisible(m_target && (m_target->readOnly || m_target->isProd()));
    if (m_unlocked) {
        m_readOnlyLabel->setText(tr("Unlocked for this session"));
        m_readOnlyLabel->setToolTip(
            tr("Writing was unlocked for this session: actions can change rows (each still asks "
               "to confirm). Opening another table locks it again."));
    } else {
        m_readOnlyLabel->setText(tr("Read-only"));
        m_readOnlyLabel->setToolTip(
            tr("%1: nothing can be changed through it. Actions › Unlock Writing for This "
               "Session (Ctrl+Shift+U) lifts this until another table is opened.")
                .arg(m_target && m_target->isProd() && !m_target->readOnly
                         ? tr("Prod profiles open read-only")
                         : tr("This profile is read-only")));
    }

    if (!m_target)
        setWindowTitle(tr("Outbox Console"));
    else
        setWindowTitle(
            tr("%1%2 — %3")
                .arg(m_target->isProd() ? tr("[PROD] ") : QString(), m_target->label, table));
}

void MainWindow::updateSearchFields() {
    const QVariant previous = m_searchField->currentData();
    const QSignalBlocker block(m_searchField);
    m_searchField->clear();
    const bool vortos = !m_hasTable || m_table.isVortos();
    const auto add = [this](const QString &text, SearchField field, const QString &placeholder) {
        m_searchField->addItem(text, int(field));
        m_searchField->setItemData(m_searchField->count() - 1, placeholder, Qt::ToolTipRole);
    };
    if (vortos)
        add(tr("Last error"), SearchField::ErrorContains, tr("Text in the last error (Ctrl+F)"));
    add(tr("Payload"), SearchField::PayloadContains, tr("Text anywhere in the payload (Ctrl+F)"));
    add(tr("Payload key"), SearchField::PayloadKeyValue,
        tr("KEY=VALUE, e.g. key=invoices/2024.pdf"));
    add(vortos ? tr("Operation") : tr("Event type"), SearchField::Kind,
        vortos ? tr("Exact operation: put, delete, copy, move, promote")
               : tr("Exact event type: create, put, delete"));
    if (!vortos)
        add(tr("Aggregate id"), SearchField::AggregateId, tr("Exact aggregate id"));
    add(tr("Id"), SearchField::Id, tr("Exact row id (UUID)"));
    const int index = m_searchField->findData(previous);
    m_searchField->setCurrentIndex(index >= 0 ? index : 0);
    m_searchEdit->setPlaceholderText(m_searchField->currentData(Qt::ToolTipRole).toString());
}

void MainWindow::updateStateButtons() {
    for (int i = 0; i < kStateChoices.size(); ++i) {
        const auto state = kStateChoices.at(i);
        const QString label = state ? stateLabel(*state) : tr("All");
        QAction *action = m_stateActions.at(i);
        if (m_counts) {
            const qint64 n = state ? m_counts->of(*state) : m_counts->total;
            // Large tables: sent (and so the total) is the planner's estimate.
            const bool estimated = m_counts->sentEstimated && (!state || *state == RowState::Sent);
            const QString shown = estimated ? tr("≈%1").arg(number(n)) : number(n);
            action->setText(tr("%1  %2").arg(label, shown));
            action->setToolTip(
                (estimated ? tr("Show %1 rows: about %2, estimated from the table statistics "
                                "(a large table is not counted exactly more than needed) (Ctrl+%3)")
                           : tr("Show %1 rows: %2 (Ctrl+%3)"))
                    .arg(state ? label.toLower() : tr("all"), number(n))
                    .arg(i + 1));
        } else {
            action->setText(label);
            action->setToolTip(
                tr("Show %1 rows (Ctrl+%2)").arg(state ? label.toLower() : tr("all")).arg(i + 1));
        }
    }
}

void MainWindow::updateStatus() {
    if (!m_target) {
        m_rowCountLabel->setText(
            tr("Not connected. Start with --demo, --profile NAME or --database URL."));
        return;
    }
    if (!m_hasTable) {
        m_rowCountLabel->setText(m_pendingRowOpens > 0
                                     ? tr("Connecting to %1…").arg(m_target->label)
                                     : tr("Not connected."));
        return;
    }
    const qint64 loaded = m_model->rowCount();
    std::optional<qint64> total;
    if (m_counts)
        total = stateFilter() ? m_counts->of(*stateFilter()) : m_counts->total;
    QString text;
    if (m_model->isComplete())
        text = tr("%Ln row(s)", "", int(qMin<qint64>(loaded, INT_MAX)));
    else if (total && m_counts->sentEstimated &&
             (!stateFilter() || *stateFilter() == RowState::Sent))
        text = tr("%1 of about %Ln row(s) loaded, scroll for more", "",
                  int(qMin<qint64>(*total, INT_MAX)))
                   .arg(number(loaded));
    else if (total)
        text =
            tr("%1 of %Ln row(s) loaded, scroll for more", "", int(qMin<qint64>(*total, INT_MAX)))
                .arg(number(loaded));
    else
        text = tr("%Ln row(s) loaded", "", int(qMin<qint64>(loaded, INT_MAX)));
    if (!m_searchFilter.isEmpty())
        text += tr("  ·  filtered by %1").arg(m_searchFilter.describe());
    m_rowCountLabel->setText(text);
}

void MainWindow::updateBusy() {
    const bool busy = isBusy();
    m_busyIndicator->setVisible(busy);
    QString what;
    if (m_pendingRowOpens > 0)
        what = tr("Connecting…");
    else if (m_model->isFetching())
        what = tr("Loading rows…");
    else if (m_countsPending)
        what = tr("Counting…");
    m_busyLabel->setText(what);
    m_busyLabel->setVisible(busy);
    m_refreshAction->setEnabled(m_target.has_value());
    updateStatus();
    if (busy != m_wasBusy) {
        m_wasBusy = busy;
        Q_EMIT busyChanged(busy);
    }
}

void MainWindow::maybeAnnounceFirstPage() {
    // Counts arrive on their own connection: wait for its open as well as for the query.
    if (!m_awaitingFirstPage || !m_firstPageIn || m_countsPending || m_pendingCountOpens > 0)
        return;
    m_awaitingFirstPage = false;
    Q_EMIT firstPageShown();
}

void MainWindow::onRowsOpened(const OutboxTable &table) {
    if (--m_pendingRowOpens > 0)
        return; // a newer open is queued behind this one
    m_table = table;
    m_hasTable = true;
    m_model->setTable(table);
    m_detail->setTable(table);
    applyColumnLayout();
    updateHeader();
    updateSearchFields();
    m_model->setFilter(currentFilter());
    m_charts->setSource(m_target->spec, table);
    m_charts->setFilter(currentFilter());
    m_groups->setTarget(actionTarget(), table);
    m_groups->setFilter(groupsFilter());
    m_relay->setTarget(actionTarget(), table, m_secrets);
    m_audit->setTarget(*m_target, table);
    m_detail->setHistorySource(m_target->spec, table);
    updateActionStates();
    // Where listing newest first has to read the whole table, say so and give the statement
    // that fixes it, once the counts show the table is large enough for it to matter (a small
    // table, like the demo's, is read in milliseconds). The console never creates an index.
    const QList<IndexAdvice> advice =
        indexAdvice(table, m_target->spec.kind, SqlDialect(m_target->spec.kind));
    m_pendingAdvice = advice.isEmpty()
                          ? QString()
                          : tr("%1 To make it fast, a DBA can run: %2")
                                .arg(advice.constFirst().reason, advice.constFirst().statement);
    m_view->setFocus(Qt::OtherFocusReason);
    Q_EMIT tableOpened(table);
    updateBusy();
}

void MainWindow::onRowsOpenFailed(const QString &message) {
    if (--m_pendingRowOpens > 0)
        return;
    m_awaitingFirstPage = false;
    m_charts->clearSource();
    showError(message);
    updateHeader();
    updateBusy();
}

void MainWindow::onCountsOpened(const OutboxTable &) {
    if (--m_pendingCountOpens > 0)
        return;
    m_countsOpen = true;
    OutboxWorker *worker = m_countsThread->worker();
    QMetaObject::invokeMethod(worker, &OutboxWorker::listenForChanges, Qt::QueuedConnection);
    requestCounts();
}

void MainWindow::onCountsOpenFailed(const QString &message) {
    if (--m_pendingCountOpens > 0)
        return;
    m_countsOpen = false;
    maybeAnnounceFirstPage();
    // The rows connection reports the same failure; say it once.
    if (m_messageBar->isHidden() || m_messageBar->text() != message)
        showError(tr("Could not count rows: %1").arg(message));
    updateBusy();
}

void MainWindow::requestCounts() {
    if (!m_countsOpen)
        return;
    m_lastCountsRefresh.start();
    const quint64 generation = ++m_countsGeneration;
    OutboxWorker *worker = m_countsThread->worker();
    worker->supersedeCounts(generation);
    m_countsPending = true;
    const RowFilter filter = m_searchFilter; // counts per state: the state filter is left out
    QMetaObject::invokeMethod(
        worker, [worker, generation, filter] { worker->fetchCounts(generation, filter); },
        Qt::QueuedConnection);
    updateBusy();
}

void MainWindow::onCountsReady(quint64 generation, const StateCounts &counts) {
    if (generation != m_countsGeneration)
        return;
    m_countsPending = false;
    m_counts = counts;
    if (!m_pendingAdvice.isEmpty() && counts.total >= kAdviceRows && m_searchFilter.isEmpty())
        showNotice(std::exchange(m_pendingAdvice, QString()));
    updateStateButtons();
    updateBusy();
    maybeAnnounceFirstPage();
}

void MainWindow::onCountsFailed(quint64 generation, const QString &message) {
    if (generation != m_countsGeneration)
        return;
    m_countsPending = false;
    m_counts.reset();
    updateStateButtons();
    showError(tr("Could not count rows: %1").arg(message));
    updateBusy();
    maybeAnnounceFirstPage();
}

void MainWindow::onPageLoaded(bool firstPage) {
    if (firstPage && m_model->rowCount() > 0 && !m_view->currentIndex().isValid()) {
        // Show something in the detail pane straight away, without stealing a selection.
        m_view->setCurrentIndex(m_model->index(0, RowTableModel::State));
    }
    if (firstPage)
        m_firstPageIn = true;
    updateStatus();
    maybeAnnounceFirstPage();
}

bool MainWindow::applySearch() {
    m_searchTimer.stop();
    const int field = m_searchField->currentData().toInt();
    const QString text = m_searchEdit->text().trimmed();
    if (text.isEmpty())
        m_searchTexts.remove(field);
    else
        m_searchTexts.insert(field, text);
    if (applyFilters())
        return true;
    // Bad input is left in the box to correct, but no longer filters.
    m_searchTexts.remove(field);
    return false;
}

bool MainWindow::setCreatedRange(CreatedRange range, const QDateTime &from, const QDateTime &to) {
    if (range == CreatedRange::Custom && from.isValid() && to.isValid() && from > to) {
        showError(tr("The start of the created range is after its end."));
        return false;
    }
    m_createdPreset = range;
    m_createdFrom.reset();
    m_createdTo.reset();
    if (range == CreatedRange::Custom) {
        if (from.isValid())
            m_createdFrom = from.toUTC();
        if (to.isValid())
            m_createdTo = to.toUTC();
    } else {
        m_createdFrom = presetStart(range);
    }
    m_createdRange->setCurrentIndex(m_createdRange->findData(int(range)));
    return applyFilters();
}

std::optional<QDateTime> MainWindow::presetStart(CreatedRange range) const {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (range) {
    case CreatedRange::LastHour:
        return now.addSecs(-3600);
    case CreatedRange::Last24Hours:
        return now.addDays(-1);
    case CreatedRange::Last7Days:
        return now.addDays(-7);
    case CreatedRange::Any:
    case CreatedRange::Custom:
        break;
    }
    return std::nullopt;
}

void MainWindow::clearFilters() {
    m_searchTimer.stop();
    m_searchTexts.clear();
    m_errorGroup.clear();
    m_searchEdit->clear();
    m_createdPreset = CreatedRange::Any;
    m_createdFrom.reset();
    m_createdTo.reset();
    m_createdRange->setCurrentIndex(0);
    applyFilters();
}

// Every search text (AND) and the created range, checked by the core before any query runs.
bool MainWindow::applyFilters() {
    RowFilter filter;
    for (auto it = m_searchTexts.cbegin(); it != m_searchTexts.cend(); ++it) {
        const QString &text = it.value();
        switch (SearchField(it.key())) {
        case SearchField::ErrorContains:
            filter.errorContains = text;
            break;
        case SearchField::PayloadContains:
            filter.payloadContains = text;
            break;
        case SearchField::Kind:
            filter.kind = text;
            break;
        case SearchField::Id:
            filter.id = text;
            break;
        case SearchField::AggregateId:
            filter.aggregateId = text;
            break;
        case SearchField::PayloadKeyValue:
            if (const Status status = filter.setPayloadKeyValue(text); !status) {
                showError(status.error().message);
                return false;
            }
            break;
        }
    }
    filter.createdFrom = m_createdFrom;
    filter.createdTo = m_createdTo;
    filter.errorGroup = m_errorGroup;
    // Bad input (a malformed id, a search the format cannot do) is refused here, before any
    // query runs, with the core's own message.
    if (m_hasTable && m_target) {
        if (auto condition = filterCondition(m_table, SqlDialect(m_target->spec.kind), filter);
            !condition) {
            showError(condition.error().message);
            return false;
        }
    }
    const QString key = filter.isEmpty() ? QString() : filter.describe();
    if (key == m_appliedSearch)
        return true;
    m_messageBar->dismiss();
    m_searchFilter = filter;
    m_appliedSearch = key;
    updateActiveFilters();
    if (!m_hasTable)
        return true;
    requestCounts();
    m_model->setFilter(currentFilter());
    m_charts->setFilter(currentFilter());
    m_groups->setFilter(groupsFilter());
    updateBusy();
    return true;
}

void MainWindow::updateActiveFilters() {
    QStringList parts;
    for (int i = 0; i < m_searchField->count(); ++i) {
        const QString text = m_searchTexts.value(m_searchField->itemData(i).toInt());
        if (!text.isEmpty())
            parts.append(tr("%1: “%2”").arg(m_searchField->itemText(i), text));
    }
    if (!m_errorGroup.isEmpty())
        parts.append(tr("error group: %1").arg(m_errorGroup));
    if (m_createdPreset != CreatedRange::Any && m_createdPreset != CreatedRange::Custom) {
        parts.append(
            tr("created: %1 (since %2 UTC)")
                .arg(m_createdRange->currentText(),
                     m_createdFrom ? m_createdFrom->toString(u"yyyy-MM-dd HH:mm"_s) : QString()));
    } else if (m_createdFrom || m_createdTo) {
        const QString from =
            m_createdFrom ? m_createdFrom->toString(u"yyyy-MM-dd HH:mm:ss"_s) : tr("the start");
        const QString to =
            m_createdTo ? m_createdTo->toString(u"yyyy-MM-dd HH:mm:ss"_s) : tr("now");
        parts.append(tr("created: %1 to %2 UTC").arg(from, to));
    }
    m_activeFiltersLabel->setText(tr("Filtered by %1").arg(parts.join(u"  ·  "_s)));
    m_activeFiltersRow->setVisible(!parts.isEmpty());
}

QString MainWindow::settingsScope() const {
    if (!m_target)
        return {};
    QString scope = m_target->profileName.isEmpty() ? m_target->label : m_target->profileName;
    // QSettings treats '/' and '\\' as group separators.
    return scope.replace(u'/', u'_').replace(u'\\', u'_');
}

QStringList MainWindow::savedFilterNames() const {
    if (!m_target)
        return {};
    QStringList names = QSettings().value(kSavedFiltersKey.arg(settingsScope())).toMap().keys();
    names.sort(Qt::CaseInsensitive);
    return names;
}

bool MainWindow::saveCurrentFilter(const QString &rawName) {
    const QString name = rawName.trimmed();
    if (!m_target || name.isEmpty()) {
        showError(tr("A saved filter needs a name and an open table."));
        return false;
    }
    FilterState f;
    for (auto it = m_searchTexts.cbegin(); it != m_searchTexts.cend(); ++it)
        f.texts.insert(SearchField(it.key()), it.value());
    f.errorGroup = m_errorGroup;
    f.state = stateFilter();
    f.created = m_createdPreset;
    if (m_createdPreset == CreatedRange::Custom) {
        f.createdFrom = m_createdFrom;
        f.createdTo = m_createdTo;
    }
    QSettings settings;
    const QString key = kSavedFiltersKey.arg(settingsScope());
    QVariantMap all = settings.value(key).toMap();
    all.insert(name, QString::fromUtf8(QJsonDocument(f.toJson()).toJson(QJsonDocument::Compact)));
    settings.setValue(key, all);
    statusBar()->showMessage(tr("Saved the filter \"%1\".").arg(name), 4000);
    return true;
}

bool MainWindow::applySavedFilter(const QString &name) {
    const QVariantMap all = QSettings().value(kSavedFiltersKey.arg(settingsScope())).toMap();
    if (!m_target || !all.contains(name)) {
        showError(tr("There is no saved filter named \"%1\".").arg(name));
        return false;
    }
    const FilterState f = FilterState::fromJson(
        QJsonDocument::fromJson(all.value(name).toString().toUtf8()).object());
    m_searchTimer.stop();
    m_searchTexts.clear();
    for (auto it = f.texts.cbegin(); it != f.texts.cend(); ++it)
        m_searchTexts.insert(int(it.key()), it.value());
    m_errorGroup = f.errorGroup;
    {
        const QSignalBlocker block(m_searchEdit);
        m_searchEdit->setText(m_searchTexts.value(m_searchField->currentData().toInt()));
    }
    m_stateActions.at(int(kStateChoices.indexOf(f.state)))->setChecked(true);
    const CreatedRange range = f.created;
    const QDateTime from = f.createdFrom.value_or(QDateTime());
    const QDateTime to = f.createdTo.value_or(QDateTime());
    m_appliedSearch = u"\n"_s; // force the filter through even when it looks the same
    const bool applied = setCreatedRange(range, from, to);
    applyStateFilter();
    return applied;
}

void MainWindow::deleteSavedFilter(const QString &name) {
    QSettings settings;
    const QString key = kSavedFiltersKey.arg(settingsScope());
    QVariantMap all = settings.value(key).toMap();
    all.remove(name);
    settings.setValue(key, all);
}

void MainWindow::updateSavedFiltersMenu() {
    m_savedFiltersMenu->clear();
    QAction *save = m_savedFiltersMenu->addAction(tr("&Save Current Filter…"), this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            this, tr("Save Filter"), tr("Name of this filter:"), QLineEdit::Normal, QString(), &ok);
        if (ok)
            saveCurrentFilter(name);
    });
    save->setEnabled(m_target.has_value());
    const QStringList names = savedFilterNames();
    if (names.isEmpty())
        return;
    m_savedFiltersMenu->addSeparator();
    for (const QString &name : names)
        m_savedFiltersMenu->addAction(name, this, [this, name] { applySavedFilter(name); });
    m_savedFiltersMenu->addSeparator();
    QMenu *remove = m_savedFiltersMenu->addMenu(tr("&Delete"));
    for (const QString &name : names)
        remove->addAction(name, this, [this, name] { deleteSavedFilter(name); });
}

void MainWindow::showColumnMenu(const QPoint &pos) {
    QHeaderView *header = m_view->horizontalHeader();
    QMenu menu(this);
    menu.setObjectName(u"columnMenu"_s);
    menu.addSection(tr("Columns"));
    const bool vortos = m_table.isVortos();
    int visible = 0;
    for (int c = 0; c < RowTableModel::ColumnCount; ++c)
        visible += header->isSectionHidden(c) ? 0 : 1;
    for (int c = 0; c < RowTableModel::ColumnCount; ++c) {
        // FennFlow rows have no attempts, schedule or error of their own.
        if (!vortos && (c == RowTableModel::Attempts || c == RowTableModel::NextAttempt ||
                        c == RowTableModel::LastError))
            continue;
        QAction *action = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(c));
        // The last visible column stays.
        action->setEnabled(header->isSectionHidden(c) || visible > 1);
        connect(action, &QAction::toggled, this, [this, header, c](bool on) {
            header->setSectionHidden(c, !on);
            saveColumnLayout();
        });
    }
    menu.addSeparator();
    menu.addAction(tr("&Reset Columns"), this, [this] {
        QSettings().remove(m_columnLayoutKey);
        m_columnLayoutKey.clear();
        applyColumnLayout(true);
    });
    menu.exec(header->mapToGlobal(pos));
}

void MainWindow::applyStateFilter() {
    if (!m_hasTable) {
        updateStatus();
        return;
    }
    m_model->setFilter(currentFilter());
    m_charts->setFilter(currentFilter());
    m_groups->setFilter(groupsFilter());
    updateBusy();
}

void MainWindow::showCurrentRow() {
    const QModelIndex current = m_view->currentIndex();
    m_copyJsonAction->setEnabled(current.isValid());
    updateActionStates();
    if (!current.isValid()) {
        m_detail->clear();
        return;
    }
    m_detail->showRow(m_model->rowAt(current.row()));
}

void MainWindow::copyRowAsJson() {
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid())
        return;
    const OutboxRow &row = m_model->rowAt(current.row());
    QGuiApplication::clipboard()->setText(
        QString::fromUtf8(QJsonDocument(rowToJson(row)).toJson(QJsonDocument::Indented)));
    statusBar()->showMessage(tr("Copied row %1 as JSON.").arg(row.id), 4000);
}

// Safety and actions ------------------------------------------------------------------------------

bool MainWindow::isReadOnly() const {
    return m_target && (m_target->readOnly || m_target->isProd()) && !m_unlocked;
}

ConnectionTarget MainWindow::actionTarget() const {
    ConnectionTarget target = m_target.value_or(ConnectionTarget{});
    target.readOnly = isReadOnly();
    return target;
}

bool MainWindow::unlockForSession() {
    if (!m_target || !isReadOnly())
        return false;
    ChangeDescription change;
    change.title = tr("Unlock writing");
    change.summary =
        tr("Allow changes to %1 through \"%2\" until another table is opened. Every change still "
           "shows its dry run and asks to confirm.")
            .arg(m_table.name.display(), m_target->label);
    if (m_target->readOnly)
        change.details << tr("The profile is marked read-only; the mark stays in the profile.");
    change.confirmText = tr("Unlock for This Session");
    ConnectionTarget asking = *m_target;
    asking.readOnly = false; // the confirmation itself must not refuse
    const std::optional<QString> reason = confirmChange(this, asking, change);
    if (!reason)
        return false;
    // Who unlocked what and why goes to the audit trail like any change.
    AuditRecord record = AuditRecord::begin(u"unlock-writing"_s);
    record.profile = m_target->profileName;
    record.database = m_target->spec.displayUrl();
    record.table = m_table.name.display();
    record.reason = *reason;
    record.outcome = u"writing unlocked for this session"_s;
    // Unlocking is audited before it takes effect: no record, no unlock.
    if (auto logged = AuditLog().append(record); !logged) {
        showError(tr("Writing stays locked: the unlock could not be audited. %1")
                      .arg(logged.error().message));
        return false;
    }
    m_unlocked = true;
    if (m_hasTable) {
        m_groups->setTarget(actionTarget(), m_table);
        m_groups->setFilter(groupsFilter());
        m_relay->setTarget(actionTarget(), m_table, m_secrets);
    }
    updateHeader();
    updateActionStates();
    statusBar()->showMessage(tr("Writing unlocked for this session."), 5000);
    return true;
}

void MainWindow::updateActionStates() {
    const bool open = m_target && m_hasTable;
    const bool readOnly = isReadOnly();
    const QString why =
        readOnly ? tr("Read-only: %1 cannot change rows. Actions › Unlock Writing for This "
                      "Session (Ctrl+Shift+U) to allow it.")
                       .arg(m_target ? m_target->label : QString())
                 : QString();
    // The retries open on their dry run, which changes nothing: offered even read-only (the
    // dialog then shows the plan with its retry button disabled, and says why).
    m_retrySelectedAction->setEnabled(open && !selectedRowIds().isEmpty());
    m_retryMatchingAction->setEnabled(open);
    m_retrySelectedAction->setToolTip(readOnly ? why
                                               : tr("Dry run, then retry the selected dead rows"));
    m_retryMatchingAction->setToolTip(
        readOnly ? why : tr("Dry run, then retry every dead row matching the filter"));
    for (QAction *action : {m_promoteAction, m_purgeAction}) {
        action->setEnabled(open && !readOnly);
        action->setToolTip(readOnly ? why : QString());
    }
    const QModelIndex current = m_view->currentIndex();
    const bool promoteRow = open && !readOnly && m_table.isVortos() && current.isValid() &&
                            m_model->rowAt(current.row()).kind == u"promote"_s;
    m_promoteRowAction->setEnabled(promoteRow);
    m_promoteRowAction->setToolTip(readOnly ? why : tr("Promote with this promote row's keys"));
    m_unlockAction->setEnabled(open && readOnly);
    m_groups->setReadOnly(readOnly, why);
}

template <typename Dialog> Dialog *MainWindow::showDialog(Dialog *dialog) {
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &Dialog::changed, this, &MainWindow::afterChange);
    dialog->show(); // modeless: the window stays usable (and its counts visible) meanwhile
    return dialog;
}

RetryDialog *MainWindow::openRetryDialog(const RetrySelection &selection, bool markDoneWholePlan) {
    if (!m_target || !m_hasTable) {
        showNotice(tr("Open a table first."));
        return nullptr;
    }
    auto *dialog = new RetryDialog(actionTarget(), m_table, selection, this);
    dialog->setSecretBackend(&m_secrets);
    dialog->setMarkDoneWholePlan(markDoneWholePlan);
    return showDialog(dialog);
}

QStringList MainWindow::selectedRowIds() const {
    QStringList ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        ids.append(m_model->rowAt(index.row()).id);
    return ids;
}

RetryDialog *MainWindow::retrySelectedRows() {
    const QStringList ids = selectedRowIds();
    if (ids.isEmpty()) {
        showNotice(tr("Select the rows to retry first (Shift or Ctrl + click for several)."));
        return nullptr;
    }
    return openRetryDialog(RetrySelection::rows(ids));
}

RetryDialog *MainWindow::retryMatchingRows() {
    RowFilter filter = currentFilter();
    filter.states.clear(); // the retry takes the dead ones
    return openRetryDialog(RetrySelection::matching(filter));
}

PurgeDialog *MainWindow::openPurgeDialog() {
    if (!m_target || !m_hasTable) {
        showNotice(tr("Open a table first."));
        return nullptr;
    }
    return showDialog(new PurgeDialog(actionTarget(), m_table, this));
}

PromoteDialog *MainWindow::openPromoteDialog(bool fromCurrentRow) {
    if (!m_target || !m_hasTable) {
        showNotice(tr("Open a table first."));
        return nullptr;
    }
    auto *dialog = new PromoteDialog(actionTarget(), m_table, m_secrets, this);
    const QModelIndex current = m_view->currentIndex();
    if (fromCurrentRow && current.isValid())
        dialog->setRequestFromRow(m_model->rowAt(current.row()));
    return showDialog(dialog);
}

void MainWindow::filterByErrorGroup(const QString &signature) {
    if (!m_hasTable)
        return;
    m_errorGroup = signature;
    m_stateActions.at(int(kStateChoices.indexOf(std::optional<RowState>(RowState::Dead))))
        ->setChecked(true);
    applyFilters();
    applyStateFilter();
    // The groups tab stays where it is (its list does not narrow to the one group), so the user
    // can go on to retry it; the Rows tab shows the group's rows.
    statusBar()->showMessage(
        tr("Rows tab: the dead rows of the group \"%1\" (Ctrl+Shift+X clears the filter).")
            .arg(signature),
        8000);
}

RowFilter MainWindow::groupsFilter() const {
    RowFilter filter = currentFilter();
    filter.errorGroup.clear(); // every group under the rest of the filter
    return filter;
}

void MainWindow::afterChange() {
    // Rows changed under the view: re-read them (the filter and selection stay), the counts, the
    // groups, the audit and the shown row's history.
    refresh(); // rows, counts, charts, groups
    m_audit->refresh();
    m_detail->reloadHistory();
}

void MainWindow::showShortcuts() {
    QDialog dialog(this);
    dialog.setObjectName(u"shortcutsDialog"_s);
    dialog.setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *list = new QTableWidget(&dialog);
    list->setObjectName(u"shortcutsList"_s);
    list->setColumnCount(2);
    list->setHorizontalHeaderLabels({tr("Action"), tr("Shortcut")});
    list->verticalHeader()->hide();
    list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    // Every action of the menus, in menu order, with its shortcut.
    for (QAction *menuAction : menuBar()->actions()) {
        if (!menuAction->menu())
            continue;
        for (QAction *action : menuAction->menu()->actions()) {
            if (action->shortcut().isEmpty())
                continue;
            const int row = list->rowCount();
            list->insertRow(row);
            list->setItem(row, 0, new QTableWidgetItem(action->text().remove(u'&')));
            list->setItem(
                row, 1,
                new QTableWidgetItem(action->shortcut().toString(QKeySequence::NativeText)));
        }
    }
    const QList<std::pair<QString, QString>> more = {
        {tr("Clear filters"),
         QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X).toString(QKeySequence::NativeText)},
        {tr("Clear the search box"), tr("Esc (in the search box)")},
        {tr("Next tab"), QKeySequence(Qt::CTRL | Qt::Key_Tab).toString(QKeySequence::NativeText)},
        {tr("Error groups: retry / mark done / export the group"),
         tr("Ctrl+Shift+R / Ctrl+Shift+D / Ctrl+Shift+E")},
    };
    for (const auto &[what, keys] : more) {
        const int row = list->rowCount();
        list->insertRow(row);
        list->setItem(row, 0, new QTableWidgetItem(what));
        list->setItem(row, 1, new QTableWidgetItem(keys));
    }
    list->resizeColumnsToContents();
    list->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(560, 560);
    dialog.exec();
}

} // namespace outbox::ui
