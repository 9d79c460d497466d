#include "ui/window/mainwindow.h"

#include "ui/actions/rowchange.h"
#include "ui/audit/auditview.h"
#include "ui/blocked/blockedview.h"
#include "ui/charts/chartsview.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/uisettings.h"
#include "ui/filter/filterbar.h"
#include "ui/groups/groupsview.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmonitor.h"
#include "ui/relay/relaypanel.h"
#include "ui/relay/relaytablessetup.h"
#include "ui/rows/rowdetailview.h"
#include "ui/rows/rowspage.h"
#include "ui/session/outboxsession.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/aboutdialog.h"
#include "ui/window/actionstates.h"
#include "ui/window/connectionheader.h"
#include "ui/window/consoleactions.h"
#include "ui/window/consolestatusbar.h"
#include "ui/window/linkview.h"
#include "ui/window/messagearea.h"
#include "ui/window/overviewlauncher.h"
#include "ui/window/profileopener.h"
#include "ui/window/rowactionlauncher.h"
#include "ui/window/shortcutsdialog.h"
#include "ui/window/welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QMap>
#include <QMenuBar>
#include <QShortcut>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_session(new OutboxSession(this)) {
    setObjectName(u"mainWindow"_s);
    setWindowTitle(tr("Outbox Console"));
    keepPlaceholdersReadable();

    m_filterBar = new FilterBar;
    m_actions = new ConsoleActions(this, m_filterBar->stateActions());
    m_header = new ConnectionHeader(m_actions->refresh);
    m_messages = new MessageArea;
    m_welcome = new WelcomePage;
    m_tabs = new ConsoleTabs(m_session);
    m_tabs->rowsPage()->addContextActions(
        {m_actions->retrySelected, m_actions->retryNow, m_actions->release, m_actions->editResend,
         m_actions->promoteRow, nullptr, m_actions->copyJson, m_actions->refresh});
    m_launcher = new RowActionLauncher(this, m_session, m_tabs->rowsPage(), m_filterBar,
                                       m_tabs->relay(), m_secrets);
    m_actionStates = new ActionStates(m_session, m_actions, m_tabs, this);
    m_opener = new ProfileOpener(this, m_session, m_tabs->relay(), m_secrets);
    m_relayTables = new RelayTablesSetup(this);
    m_statusBar = new ConsoleStatusBar;
    setStatusBar(m_statusBar);

    auto *workPage = new QWidget;
    auto *workLayout = new QVBoxLayout(workPage);
    workLayout->setContentsMargins(0, 0, 0, 0);
    workLayout->setSpacing(0);
    workLayout->addWidget(m_filterBar);
    workLayout->addWidget(m_tabs, 1);
    m_pages = new QStackedWidget;
    m_pages->setObjectName(u"pages"_s);
    m_pages->addWidget(m_welcome);
    m_pages->addWidget(workPage);

    auto *central = new QWidget;
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(m_messages);
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    connectActions();
    connectSession();
    connectTabs();
    connect(m_opener, &ProfileOpener::targetReady, this, &MainWindow::openTarget);
    connect(m_opener, &ProfileOpener::failed, this, &MainWindow::showError);
    connect(m_opener, &ProfileOpener::preparing, this, [this](const QString &what) {
        m_statusBar->setPreparing(what);
        if (what.isEmpty())
            m_statusBar->showSession(*m_session);
    });
    connect(m_opener, &ProfileOpener::demoBusy, this,
            [this](bool busy) { m_welcome->setEnabled(!busy); });
    connect(m_opener, &ProfileOpener::profilesChanged, this, &MainWindow::populateProfiles);
    // The user kept the running relay: the header's switcher back on the open profile.
    connect(m_opener, &ProfileOpener::kept, this, [this] { m_header->showSession(*m_session); });
    m_overviewLauncher = new OverviewLauncher(this, m_secrets);
    m_overview = m_overviewLauncher->monitor();
    connect(m_overviewLauncher, &OverviewLauncher::openProfileRequested, this,
            &MainWindow::openFromOverview);
    connect(m_overviewLauncher, &OverviewLauncher::openLinkRequested, this,
            &MainWindow::bringUpLink);
    connect(m_overviewLauncher, &OverviewLauncher::notificationSettingsRequested, this,
            [this](const QString &profile) {
                m_opener->editProfile(profile, ProfileOpener::ProfilePage::Notifications);
            });
    connect(m_header, &ConnectionHeader::profileChosen, this,
            [this](const QString &name) { openProfile(name); });
    connect(m_welcome, &WelcomePage::demoRequested, this, [this] { openDemo(); });
    connect(m_welcome, &WelcomePage::connectRequested, this, &MainWindow::manageConnections);
    connect(m_filterBar, &FilterBar::filterChanged, this, &MainWindow::applyFilter);
    connect(m_filterBar, &FilterBar::invalidInput, this, &MainWindow::showError);
    connect(m_filterBar, &FilterBar::statusMessage, m_statusBar, &QStatusBar::showMessage);
    connect(m_filterBar, &FilterBar::searchLeft, this,
            [this] { rowView()->setFocus(Qt::ShortcutFocusReason); });
    connect(m_tabs->rowsPage(), &RowsPage::selectionChanged, m_actionStates, &ActionStates::update);

    populateProfiles();
    onTargetChanged();
    if (!restoreGeometry(uisettings::windowGeometry.read()))
        resize(1280, 800);
    restoreState(uisettings::windowState.read());
    m_tabs->rowsPage()->restoreState();
}

// The parts and the open dialogs first: their threads may still use the secret store, which goes
// with the members.
MainWindow::~MainWindow() {
    qDeleteAll(findChildren<QDialog *>(Qt::FindDirectChildrenOnly));
    delete takeCentralWidget();
}

void MainWindow::connectActions() {
    ConsoleActions *a = m_actions;
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->switchProfile, &QAction::triggered, m_header, &ConnectionHeader::openSwitcher);
    connect(a->manageConnections, &QAction::triggered, this, &MainWindow::manageConnections);
    connect(a->overview, &QAction::triggered, this, [this] { showOverview(); });
    connect(a->exportFilteredRows, &QAction::triggered, m_launcher,
            &RowActionLauncher::exportFilteredRows);
    connect(a->copyJson, &QAction::triggered, m_launcher, &RowActionLauncher::copyRowAsJson);
    connect(a->copyLink, &QAction::triggered, m_launcher, &RowActionLauncher::copyLink);
    connect(a->find, &QAction::triggered, m_filterBar, &FilterBar::focusSearch);
    // F6 / Shift+F6: the filter bar, the table, the detail pane, in turn (as in file managers).
    for (const auto &[key, step] : {std::pair{QKeySequence(Qt::Key_F6), 1},
                                    std::pair{QKeySequence(Qt::SHIFT | Qt::Key_F6), -1}}) {
        auto *shortcut = new QShortcut(key, this);
        connect(shortcut, &QShortcut::activated, this, [this, step = step] { cyclePane(step); });
    }
    connect(a->retrySelected, &QAction::triggered, this, [this] { retrySelectedRows(); });
    const auto changeSelected = [this](RowChange::Kind kind, const QStringList &ids) {
        if (!ids.isEmpty())
            m_launcher->changeRows(kind, ids);
    };
    connect(a->retryNow, &QAction::triggered, this, [this, changeSelected] {
        changeSelected(RowChange::Kind::RetryNow,
                       m_tabs->rowsPage()->selectedRowIds(RowState::Pending));
    });
    connect(a->release, &QAction::triggered, this, [this, changeSelected] {
        changeSelected(RowChange::Kind::Release, m_tabs->rowsPage()->selectedStuckRowIds());
    });
    for (const auto &[action, kind, state] :
         {std::tuple{a->archive, RowChange::Kind::Archive, RowState::Dead},
          std::tuple{a->unarchive, RowChange::Kind::Unarchive, RowState::Archived}})
        connect(action, &QAction::triggered, this,
                [this, changeSelected, kind = kind, state = state] {
                    changeSelected(kind, m_tabs->rowsPage()->selectedRowIds(state));
                });
    connect(a->replay, &QAction::triggered, m_launcher,
            [this] { m_launcher->replaySelectedRows(); });
    connect(a->deliver, &QAction::triggered, m_launcher,
            [this] { m_launcher->deliverSelectedRows(); });
    connect(a->importRows, &QAction::triggered, m_launcher, &RowActionLauncher::importRows);
    connect(a->retryMatching, &QAction::triggered, this, [this] { retryMatchingRows(); });
    connect(a->promote, &QAction::triggered, this, [this] { openPromoteDialog(false); });
    connect(a->promoteRow, &QAction::triggered, this, [this] { openPromoteDialog(true); });
    connect(a->editResend, &QAction::triggered, this, [this] { openResendDialog(); });
    connect(a->purge, &QAction::triggered, this, [this] { openPurgeDialog(); });
    connect(a->unlock, &QAction::triggered, this, [this] { unlockForSession(); });
    connect(a->refresh, &QAction::triggered, this, &MainWindow::refresh);
    connect(a->autoRefresh, &QAction::toggled, m_session, &OutboxSession::setAutoRefresh);
    m_session->setAutoRefresh(a->autoRefresh->isChecked());
    connect(a, &ConsoleActions::notice, this, &MainWindow::showNotice);
    connect(a->shortcuts, &QAction::triggered, this,
            [this] { ShortcutsDialog::exec(this, menuBar()); });
    connect(a->about, &QAction::triggered, this, [this] { showAboutDialog(this); });
}

void MainWindow::connectSession() {
    OutboxSession *s = m_session;
    connect(s, &OutboxSession::targetChanged, this, &MainWindow::onTargetChanged);
    connect(s, &OutboxSession::tableOpened, this, &MainWindow::onTableOpened);
    connect(s, &OutboxSession::openFailed, this, [this](const QString &message) {
        m_tabs->charts()->clearSource();
        showError(message);
        m_header->showSession(*m_session);
        updateTitle();
    });
    connect(s, &OutboxSession::failed, this, &MainWindow::showError);
    connect(s, &OutboxSession::adviceReady, this, &MainWindow::showNotice);
    connect(s, &OutboxSession::countsChanged, this,
            [this] { m_filterBar->setCounts(m_session->counts(), m_session->countsAt()); });
    const auto showActivity = [this] {
        m_statusBar->showSession(*m_session);
        m_actionStates->updateRefresh();
    };
    connect(s, &OutboxSession::activityChanged, this, showActivity);
    connect(s, &OutboxSession::listeningChanged, this, showActivity);
    connect(s->model(), &RowTableModel::modelReset, this, showActivity);
    connect(s->model(), &RowTableModel::rowsRemoved, this, showActivity);
    connect(s->model(), &RowTableModel::pageLoaded, this, showActivity);
    connect(s, &OutboxSession::refreshing, m_tabs, &ConsoleTabs::followRefresh);
    connect(s, &OutboxSession::firstPageShown, this, &MainWindow::firstPageShown);
    connect(s, &OutboxSession::changesApplied, this, &MainWindow::changesApplied);
    connect(s, &OutboxSession::connectionLost, this, [this](const QString &message) {
        m_messages->showMessage(
            MessageBar::Kind::Warning,
            tr("Lost the connection to %1 (%2). Reconnecting…").arg(target()->label, message),
            tr("&Retry Now"), [this] { refresh(); });
        Q_EMIT connectionStateChanged(false);
    });
    connect(s, &OutboxSession::connectionRestored, this, [this] {
        m_messages->dismiss();
        m_statusBar->showMessage(
            tr("Reconnected to %1.").arg(target() ? target()->label : QString()), 5000);
        Q_EMIT connectionStateChanged(true);
    });
    connect(s, &OutboxSession::readOnlyChanged, this, [this] {
        m_header->showSession(*m_session);
        if (hasTable()) {
            m_tabs->groups()->setTarget(m_session->actionTarget(), table());
            m_tabs->groups()->setFilter(groupsFilter());
            m_tabs->blocked()->setTarget(m_session->actionTarget(), table());
            m_tabs->relay()->setTarget(m_session->actionTarget(), table(), *m_secrets);
        }
        m_actionStates->update();
    });
    connect(s, &OutboxSession::privilegesChanged, m_actionStates, &ActionStates::update);
}

void MainWindow::connectTabs() {
    // The status bar speaks of the tab shown.
    connect(m_tabs, &ConsoleTabs::summaryChanged, this, &MainWindow::updateTabSummary);
    connect(m_tabs->groups(), &GroupsView::groupSelected, this, &MainWindow::filterByErrorGroup);
    connect(m_tabs->groups(), &GroupsView::retryRequested, this,
            [this](const DeadLetterGroup &group) { m_launcher->retryGroup(group, false); });
    connect(m_tabs->groups(), &GroupsView::markDoneRequested, this,
            [this](const DeadLetterGroup &group) { m_launcher->retryGroup(group, true); });
    connect(m_tabs->groups(), &GroupsView::exportRequested, m_launcher,
            &RowActionLauncher::exportGroup);
    // The Blocked tab: a dead head is retried through the retry dialog (dry run first), marked
    // done through it too; park, unpark and retry now need no dry run.
    connect(m_tabs->blocked(), &BlockedView::retryRequested, this,
            [this](const QStringList &ids) { openRetryDialog(RetrySelection::rows(ids)); });
    connect(m_tabs->blocked(), &BlockedView::markDoneRequested, this,
            [this](const QStringList &ids) { openRetryDialog(RetrySelection::rows(ids), true); });
    const auto rowChange = [this](RowChange::Kind kind) {
        return [this, kind](const QStringList &ids) { m_launcher->changeRows(kind, ids); };
    };
    connect(m_tabs->blocked(), &BlockedView::retryNowRequested, this,
            rowChange(RowChange::Kind::RetryNow));
    connect(m_tabs->blocked(), &BlockedView::parkRequested, this, rowChange(RowChange::Kind::Park));
    connect(m_tabs->blocked(), &BlockedView::unparkRequested, this,
            rowChange(RowChange::Kind::Unpark));
    // A row that waits behind an older one of its key: that row, opened, parked or marked done.
    RowDetailView *detail = detailView();
    connect(detail, &RowDetailView::openRowRequested, this,
            [this](const QString &id) { showRows({id}, tr("the row %1").arg(id)); });
    connect(detail, &RowDetailView::parkRowRequested, this,
            [rowChange](const QString &id) { rowChange(RowChange::Kind::Park)({id}); });
    connect(detail, &RowDetailView::markDoneRowRequested, this,
            [this](const QString &id) { openRetryDialog(RetrySelection::rows({id}), true); });
    connect(m_launcher, &RowActionLauncher::changed, this, &MainWindow::afterChange);
    connect(m_launcher, &RowActionLauncher::showRowsRequested, this, &MainWindow::showRows);
    connect(m_launcher, &RowActionLauncher::notice, this, &MainWindow::showNotice);
    connect(m_launcher, &RowActionLauncher::statusMessage, m_statusBar, &QStatusBar::showMessage);
    connect(m_launcher, &RowActionLauncher::failed, this, &MainWindow::showError);
    connect(m_tabs->blocked(), &BlockedView::showRowsRequested, this, [this](const QString &key) {
        setStateFilter(std::nullopt);
        // A key inside the payload (Vortos's object keys): the rows that mention it.
        if (setSearch(table().description().orderingKeyInPayload ? SearchField::PayloadContains
                                                                 : SearchField::AggregateId,
                      key))
            m_tabs->setCurrentWidget(m_tabs->rowsPage());
    });
    connect(m_tabs->blocked(), &BlockedView::blockedCountChanged, m_filterBar,
            &FilterBar::setBlockedCount);
    connect(m_filterBar, &FilterBar::blockedKeysRequested, this,
            [this] { m_tabs->setCurrentWidget(m_tabs->blocked()); });
    connect(m_tabs->relay(), &RelayPanel::changed, this, &MainWindow::autoRefresh);
    connect(m_tabs->audit(), &AuditView::showRowsRequested, this, &MainWindow::showRows);
    connect(m_tabs->audit(), &AuditView::statusMessage, m_statusBar, &QStatusBar::showMessage);
    connect(m_tabs->audit(), &AuditView::tableRecordMissing, this, [this](qint64 id) {
        showError(tr("Audit record %1 of the link is not among the newest %2 records of the "
                     "database's audit table: it may be older, or the profile may point at "
                     "another database.")
                      .arg(id)
                      .arg(AuditView::kRecentLimit));
    });
    connect(m_tabs->audit(), &AuditView::undoResendRequested, this,
            [this](const QString &original, const QString &copy) {
                m_launcher->changeRows(RowChange::Kind::UndoResend, {original, copy});
            });
    connect(m_tabs->relay(), &RelayPanel::showRowsRequested, this, &MainWindow::showRows);
    connect(m_tabs->relay(), &RelayPanel::sinkSettingsRequested, this,
            [this](const QString &profile) {
                m_opener->editProfile(profile, ProfileOpener::ProfilePage::Relay);
            });
    connect(m_tabs->relay(), &RelayPanel::createDeliveryTableRequested, this,
            &MainWindow::createRelayTables);
    connect(m_relayTables, &RelayTablesSetup::created, this, [this](const QString &message) {
        m_session->reopen();
        m_statusBar->showMessage(message, 10000);
    });
    connect(m_relayTables, &RelayTablesSetup::failed, this, [this](const QString &message) {
        m_messages->showMessage(MessageBar::Kind::Error, message);
    });
    connect(m_tabs->relay(), &RelayPanel::relayStopped, this, &MainWindow::afterChange);
    connect(m_tabs->charts(), &ChartsView::stateActivated, this, [this](RowState state) {
        setStateFilter(state);
        m_tabs->setCurrentIndex(0);
    });
    // The bars of "Dead rows by error" and "Dead rows by operation": their dead rows.
    connect(m_tabs->charts(), &ChartsView::deadGroupActivated, this,
            [this](const QString &signature) {
                filterByErrorGroup(signature);
                m_tabs->setCurrentIndex(0);
            });
    connect(m_tabs->charts(), &ChartsView::operationActivated, this,
            [this](const QString &operation) {
                setStateFilter(RowState::Dead);
                setSearch(SearchField::Kind, operation);
                m_tabs->setCurrentIndex(0);
            });
}

// Profiles and what is open ----------------------------------------------------------------------

void MainWindow::setProfileStore(const ProfileStore &store) {
    m_opener->setStore(store);
    populateProfiles();
}

bool MainWindow::isBusy() const {
    return m_opener->isReading() || m_session->isBusy();
}

void MainWindow::populateProfiles() {
    QStringList names;
    const ProfileStore store = m_opener->store();
    if (auto readable = store.check(); !readable) // not "no profiles"
        showError(readable.error().message);
    for (const Profile &p : store.profiles())
        names.append(p.name);
    m_header->setProfileNames(names);
    m_overview->setProfileStore(store);
}

OverviewWindow *MainWindow::showOverview() {
    return m_overviewLauncher->show();
}

void MainWindow::setNotifier(Notifier *notifier) {
    m_overviewLauncher->setNotifier(notifier);
}

void MainWindow::comeForward() {
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
}

void MainWindow::openFromOverview(const QString &profile) {
    comeForward();
    openProfile(profile);
}

void MainWindow::manageConnections() {
    m_opener->editProfile(QString(), ProfileOpener::ProfilePage::Relay);
}

bool MainWindow::openProfile(const QString &name, const QString &tableOverride) {
    return m_opener->open(name, tableOverride);
}

bool MainWindow::openLastProfile() {
    return m_opener->openLast();
}

void MainWindow::openTarget(const ConnectionTarget &target) {
    m_opener->cancel(); // a password read still under way is no longer wanted
    m_messages->dismiss();
    m_session->open(target);
    if (!target.profileName.isEmpty())
        uisettings::lastProfile.write(target.profileName);
}

// Whatever was open is gone (or nothing was): the parts show the new target, without a table yet.
void MainWindow::onTargetChanged() {
    m_tabs->clearTarget();
    m_filterBar->clearTable();
    m_statusBar->setFilterText(m_filterBar->filterText());
    m_filterBar->setScope(settingsScope(m_session->target() ? &*m_session->target() : nullptr));
    m_pages->setCurrentWidget(target() ? m_pages->widget(1) : m_welcome);
    m_header->showSession(*m_session);
    m_statusBar->showSession(*m_session);
    m_actionStates->updateRefresh();
    updateTitle();
    m_actionStates->update();
}

// The one place a table that opened goes to the parts.
void MainWindow::onTableOpened(const OutboxTable &table) {
    const ConnectionTarget &t = *m_session->target();
    // A vocabulary learnt now is kept in the profile, for when the table no longer tells.
    ConnectionTarget remembering = t;
    if (auto remembered = rememberVocabulary(m_opener->store(), remembering, table); !remembered)
        m_statusBar->showMessage(remembered.error().message, 10000);
    m_tabs->rowsPage()->setTable(t.spec, table, settingsScope(&t), t.profileName);
    m_filterBar->setTable(table, t.spec.kind);
    m_header->showSession(*m_session);
    m_tabs->charts()->setSource(t.spec, table, t.label);
    m_tabs->charts()->setFilter(currentFilter());
    m_tabs->groups()->setTarget(m_session->actionTarget(), table);
    m_tabs->groups()->setFilter(groupsFilter());
    m_tabs->blocked()->setFilter(groupsFilter());
    m_tabs->blocked()->setTarget(m_session->actionTarget(), table);
    m_tabs->relay()->setTarget(m_session->actionTarget(), table, *m_secrets);
    m_tabs->audit()->setTarget(t, table);
    updateTitle();
    m_actionStates->update();
    if (!table.vocabularyWarning.isEmpty())
        m_messages->showMessage(MessageBar::Kind::Warning, table.vocabularyWarning);
    else if (table.missesDeliveryTable()) {
        // What is missing for errors, retries and error groups, and how to get it.
        const QString missing =
            tr("%1 has no delivery table: the relay cannot record why an event failed or retry it "
               "with backoff, so failed rows show no error.")
                .arg(table.name.display());
        if (m_session->isReadOnly())
            showNotice(missing + u' ' +
                       tr("Unlock writing to create it, or run: outboxctl relay init"));
        else
            m_messages->showMessage(MessageBar::Kind::Information, missing,
                                    tr("&Create Delivery Table…"), [this] { createRelayTables(); });
    }
    Q_EMIT tableOpened(table);
}

void MainWindow::applyFilter(const FilterState &filter, const RowFilter &search) {
    m_messages->dismiss();
    m_statusBar->setFilterText(m_filterBar->filterText());
    m_session->setFilter(search, filter.state);
    if (!hasTable())
        return;
    m_tabs->charts()->setFilter(currentFilter());
    m_tabs->groups()->setFilter(groupsFilter());
    m_tabs->blocked()->setFilter(groupsFilter());
}

RowFilter MainWindow::groupsFilter() const {
    RowFilter filter = currentFilter();
    filter.errorGroup.clear();
    return filter;
}

void MainWindow::updateTitle() {
    if (!target()) {
        setWindowTitle(tr("Outbox Console"));
        return;
    }
    setWindowTitle(tr("%1%2 — %3")
                       .arg(target()->isProd() ? tr("[PROD] ") : QString(), target()->label,
                            m_header->tableText()));
}

bool MainWindow::isWelcomeShown() const {
    return m_pages->currentWidget() == m_welcome;
}

void MainWindow::openDemo(const QString &tableOverride) {
    m_opener->openDemo(tableOverride);
}

// Messages, filter and refresh --------------------------------------------------------------------

void MainWindow::showError(const QString &message) {
    m_messages->showMessage(MessageBar::Kind::Error, message, target() ? tr("&Retry") : QString(),
                            [this] { refresh(); });
    Q_EMIT errorShown(message);
}

void MainWindow::createRelayTables() {
    if (m_launcher->canAct())
        m_relayTables->start(m_session->actionTarget(), table());
}

void MainWindow::showNotice(const QString &message) {
    m_messages->showMessage(MessageBar::Kind::Information, message);
}

void MainWindow::filterByErrorGroup(const QString &signature) {
    if (!hasTable() || !m_filterBar->setErrorGroup(signature))
        return;
    // The groups tab stays where it is (its list does not narrow to the one group), so the user
    // can go on to retry it; the Rows tab shows the group's rows.
    m_statusBar->showMessage(
        tr("Rows tab: the dead rows of the group \"%1\" (Ctrl+Shift+X clears the filter).")
            .arg(signature),
        8000);
}

void MainWindow::refresh() {
    m_messages->dismiss();
    m_session->refresh();
}

void MainWindow::changeEvent(QEvent *event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::ApplicationPaletteChange) // a light or dark desktop theme
        keepPlaceholdersReadable();
}

void MainWindow::closeEvent(QCloseEvent *event) {
    uisettings::windowGeometry.write(saveGeometry());
    uisettings::windowState.write(saveState());
    m_tabs->rowsPage()->saveState();
    QMainWindow::closeEvent(event);
}

// Safety and actions ------------------------------------------------------------------------------

bool MainWindow::unlockForSession() {
    if (!target() || !isReadOnly())
        return false;
    ChangeDescription change;
    change.title = tr("Unlock writing");
    change.summary =
        tr("Allow changes to %1 through \"%2\" until another table is opened. Every change still "
           "shows its dry run and asks to confirm.")
            .arg(table().name.display(), target()->label);
    if (target()->readOnly)
        change.details << tr("The profile is marked read-only; the mark stays in the profile.");
    change.confirmText = tr("Unlock for This Session");
    ConnectionTarget asking = *target();
    asking.readOnly = false; // the confirmation itself must not refuse
    const std::optional<QString> reason = confirmChange(this, asking, change);
    if (!reason)
        return false;
    // Unlocking is audited before it takes effect: no record, no unlock.
    if (const Status unlocked = m_session->unlock(*reason); !unlocked) {
        showError(tr("Writing stays locked: the unlock could not be audited. %1")
                      .arg(unlocked.error().message));
        return false;
    }
    m_statusBar->showMessage(tr("Writing unlocked for this session."), 5000);
    return true;
}

RetryDialog *MainWindow::openRetryDialog(const RetrySelection &selection, bool markDoneWholePlan) {
    return m_launcher->openRetryDialog(selection, markDoneWholePlan);
}

RetryDialog *MainWindow::retrySelectedRows() {
    return m_launcher->retrySelectedRows();
}

RetryDialog *MainWindow::retryMatchingRows() {
    return m_launcher->retryMatchingRows();
}

PurgeDialog *MainWindow::openPurgeDialog() {
    return m_launcher->openPurgeDialog();
}

PromoteDialog *MainWindow::openPromoteDialog(bool fromCurrentRow) {
    return m_launcher->openPromoteDialog(fromCurrentRow);
}

ResendDialog *MainWindow::openResendDialog() {
    return m_launcher->openResendDialog();
}

MessageBar *MainWindow::messageBar() const {
    return m_messages->bar();
}

void MainWindow::showRows(const QStringList &ids, const QString &label) {
    if (!hasTable() || ids.isEmpty() || !m_filterBar->showRows(ids, label))
        return;
    m_tabs->setCurrentWidget(m_tabs->rowsPage());
    m_statusBar->showMessage(
        tr("Rows tab: %1, in whatever state they are now (Ctrl+Shift+X clears the filter).")
            .arg(label),
        8000);
}

void MainWindow::updateTabSummary() {
    const QString text = m_tabs->summary();
    m_statusBar->setTabSummary(text);
    if (text.isEmpty())
        m_statusBar->showSession(*m_session);
}

void MainWindow::cyclePane(int step) {
    if (m_pages->currentWidget() == m_welcome)
        return;
    m_tabs->setCurrentWidget(m_tabs->rowsPage());
    const QList<QWidget *> panes{m_filterBar, rowView(), detailView()};
    const QWidget *focused = QApplication::focusWidget();
    qsizetype at = -1;
    for (qsizetype i = 0; i < panes.size() && at < 0; ++i)
        if (focused && (focused == panes.at(i) || panes.at(i)->isAncestorOf(focused)))
            at = i;
    const qsizetype next = at < 0 ? 1 : (at + step + panes.size()) % panes.size();
    if (next == 0)
        m_filterBar->focusSearch();
    else if (next == 1)
        rowView()->setFocus(Qt::ShortcutFocusReason);
    else
        detailView()->focusFirst();
}

void MainWindow::afterChange() {
    // Rows changed under the view: re-read them (the filter and selection stay), the counts, the
    // graphs, the groups, the blocked keys, the audit and the shown row's history.
    refresh();
    m_tabs->audit()->refresh();
    detailView()->reloadHistory();
}

} // namespace outbox::ui
