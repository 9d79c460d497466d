#include "ui/window/mainwindow.h"

#include "demo/demoworkspace.h"
#include "output/rowformat.h"
#include "ui/actions/promotedialog.h"
#include "ui/actions/purgedialog.h"
#include "ui/actions/resenddialog.h"
#include "ui/actions/rowchange.h"
#include "ui/audit/auditview.h"
#include "ui/blocked/blockedview.h"
#include "ui/charts/chartsview.h"
#include "ui/common/backgroundtask.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/uisettings.h"
#include "ui/connections/passwordreader.h"
#include "ui/connections/profiledialog.h"
#include "ui/filter/filterbar.h"
#include "ui/groups/groupsview.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmonitor.h"
#include "ui/overview/overviewwindow.h"
#include "ui/relay/relaypanel.h"
#include "ui/relay/relaytablessetup.h"
#include "ui/rows/rowdetailview.h"
#include "ui/rows/rowexporter.h"
#include "ui/rows/rowspage.h"
#include "ui/session/outboxsession.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/aboutdialog.h"
#include "ui/window/connectionheader.h"
#include "ui/window/consoleactions.h"
#include "ui/window/consolestatusbar.h"
#include "ui/window/shortcutsdialog.h"
#include "ui/window/welcomepage.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDialog>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QMenuBar>
#include <QShortcut>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
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
    m_welcome = new WelcomePage;
    m_rowsPage = new RowsPage(m_session->model());
    m_rowsPage->addContextActions({m_actions->retrySelected, m_actions->retryNow,
                                   m_actions->release, m_actions->editResend, m_actions->promoteRow,
                                   nullptr, m_actions->copyJson, m_actions->refresh});
    m_charts = new ChartsView;
    m_charts->setObjectName(u"chartsView"_s);
    m_groups = new GroupsView;
    m_groups->setObjectName(u"groupsView"_s);
    m_blocked = new BlockedView;
    m_rowChange = new RowChange(this);
    m_relay = new RelayPanel;
    m_relay->setObjectName(u"relayPanel"_s);
    m_relayTables = new RelayTablesSetup(this);
    m_audit = new AuditView;
    m_audit->setObjectName(u"auditView"_s);
    m_statusBar = new ConsoleStatusBar;
    setStatusBar(m_statusBar);

    // Rows and graphs share the filter: the graph tab follows whatever the rows show.
    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"mainTabs"_s);
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_rowsPage, tr("&Rows"));
    m_tabs->addTab(m_charts, tr("&Graph"));
    m_tabs->addTab(m_groups, tr("Error Gr&oups"));
    m_tabs->addTab(m_blocked, tr("Bloc&ked"));
    m_tabs->addTab(m_relay, tr("Re&lay"));
    m_tabs->addTab(m_audit, tr("A&udit"));

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
    layout->addWidget(wrapMessageBar());
    layout->addWidget(m_pages, 1);
    setCentralWidget(central);

    connectActions();
    connectSession();
    connectTabs();
    m_passwords = new PasswordReader(m_secrets, this);
    const auto passwordRead = [this] {
        m_statusBar->setPreparing({});
        m_statusBar->showSession(*m_session);
    };
    connect(m_passwords, &PasswordReader::ready, this,
            [this, passwordRead](const ConnectionTarget &t) {
                passwordRead();
                openTarget(t);
            });
    connect(m_passwords, &PasswordReader::failed, this, [this, passwordRead](const QString &m) {
        passwordRead();
        showError(m);
    });
    m_overview = new OverviewMonitor(m_secrets, this);
    m_desktopNotifier = new DesktopNotifier(this);
    setNotifier(m_desktopNotifier);
    connect(m_header, &ConnectionHeader::profileChosen, this,
            [this](const QString &name) { openProfile(name); });
    connect(m_welcome, &WelcomePage::demoRequested, this, [this] { openDemo(); });
    connect(m_welcome, &WelcomePage::connectRequested, this, &MainWindow::manageConnections);
    connect(m_filterBar, &FilterBar::filterChanged, this, &MainWindow::applyFilter);
    connect(m_filterBar, &FilterBar::invalidInput, this, &MainWindow::showError);
    connect(m_filterBar, &FilterBar::statusMessage, m_statusBar, &QStatusBar::showMessage);
    connect(m_filterBar, &FilterBar::searchLeft, this,
            [this] { rowView()->setFocus(Qt::ShortcutFocusReason); });
    connect(m_rowsPage, &RowsPage::selectionChanged, this, &MainWindow::updateActionStates);

    populateProfiles();
    onTargetChanged();
    if (!restoreGeometry(uisettings::windowGeometry.read()))
        resize(1280, 800);
    restoreState(uisettings::windowState.read());
    m_rowsPage->restoreState();
}

// The parts and the open dialogs first: their threads may still use the secret store, which goes
// with the members.
MainWindow::~MainWindow() {
    qDeleteAll(findChildren<QDialog *>(Qt::FindDirectChildrenOnly));
    delete takeCentralWidget();
}

// The message bar sits in a holder that goes with it, so that no empty margin is left when it is
// dismissed.
QWidget *MainWindow::wrapMessageBar() {
    m_messageBar = new MessageBar;
    auto *holder = new QWidget;
    auto *layout = new QVBoxLayout(holder);
    layout->setContentsMargins(8, 0, 8, 6);
    layout->addWidget(m_messageBar);
    holder->setVisible(false);
    connect(m_messageBar, &MessageBar::dismissed, holder, &QWidget::hide);
    return holder;
}

void MainWindow::connectActions() {
    ConsoleActions *a = m_actions;
    connect(a->quit, &QAction::triggered, this, &QWidget::close);
    connect(a->switchProfile, &QAction::triggered, m_header, &ConnectionHeader::openSwitcher);
    connect(a->manageConnections, &QAction::triggered, this, &MainWindow::manageConnections);
    connect(a->overview, &QAction::triggered, this, [this] { showOverview(); });
    connect(a->exportFilteredRows, &QAction::triggered, this, [this] {
        if (!hasTable()) {
            showNotice(tr("Open a table first: there is nothing to export yet."));
            return;
        }
        exportFilteredRows(this, target()->spec, table(), currentFilter());
    });
    connect(a->copyJson, &QAction::triggered, this, &MainWindow::copyRowAsJson);
    connect(a->find, &QAction::triggered, m_filterBar, &FilterBar::focusSearch);
    // F6 / Shift+F6: the filter bar, the table, the detail pane, in turn (as in file managers).
    for (const auto &[key, step] : {std::pair{QKeySequence(Qt::Key_F6), 1},
                                    std::pair{QKeySequence(Qt::SHIFT | Qt::Key_F6), -1}}) {
        auto *shortcut = new QShortcut(key, this);
        connect(shortcut, &QShortcut::activated, this, [this, step = step] { cyclePane(step); });
    }
    connect(a->retrySelected, &QAction::triggered, this, [this] { retrySelectedRows(); });
    const auto changeSelected = [this](RowChange::Kind kind, const QStringList &ids) {
        if (!ids.isEmpty() && canAct())
            m_rowChange->start(kind, m_session->actionTarget(), table(), ids);
    };
    connect(a->retryNow, &QAction::triggered, this, [this, changeSelected] {
        changeSelected(RowChange::Kind::RetryNow, m_rowsPage->selectedRowIds(RowState::Pending));
    });
    connect(a->release, &QAction::triggered, this, [this, changeSelected] {
        changeSelected(RowChange::Kind::Release, m_rowsPage->selectedStuckRowIds());
    });
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
        m_charts->clearSource();
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
        m_actions->refresh->setEnabled(target().has_value());
    };
    connect(s, &OutboxSession::activityChanged, this, showActivity);
    connect(s, &OutboxSession::listeningChanged, this, showActivity);
    connect(s->model(), &RowTableModel::modelReset, this, showActivity);
    connect(s->model(), &RowTableModel::rowsRemoved, this, showActivity);
    connect(s->model(), &RowTableModel::pageLoaded, this, showActivity);
    connect(s, &OutboxSession::refreshing, this, [this](bool full) {
        m_charts->invalidate();
        if (!full) {
            // A live refresh (auto-refresh, a change notification, the console's relay) at the
            // counts' pace: the groups and the blocked keys follow, never cutting a read short.
            m_groups->followChange();
            m_blocked->followChange();
            return;
        }
        // F5 is the one refresh: the groups and the audit follow (the groups only read when
        // visible).
        m_groups->invalidate();
        m_blocked->invalidate();
        if (m_audit->isVisible())
            m_audit->refresh();
    });
    connect(s, &OutboxSession::firstPageShown, this, &MainWindow::firstPageShown);
    connect(s, &OutboxSession::changesApplied, this, &MainWindow::changesApplied);
    connect(s, &OutboxSession::connectionLost, this, [this](const QString &message) {
        m_messageBar->showMessage(
            MessageBar::Kind::Warning,
            tr("Lost the connection to %1 (%2). Reconnecting…").arg(target()->label, message),
            tr("&Retry Now"), [this] { refresh(); });
        m_messageBar->parentWidget()->show();
        Q_EMIT connectionStateChanged(false);
    });
    connect(s, &OutboxSession::connectionRestored, this, [this] {
        m_messageBar->dismiss();
        m_statusBar->showMessage(
            tr("Reconnected to %1.").arg(target() ? target()->label : QString()), 5000);
        Q_EMIT connectionStateChanged(true);
    });
    connect(s, &OutboxSession::readOnlyChanged, this, [this] {
        m_header->showSession(*m_session);
        if (hasTable()) {
            m_groups->setTarget(m_session->actionTarget(), table());
            m_groups->setFilter(groupsFilter());
            m_blocked->setTarget(m_session->actionTarget(), table());
            m_relay->setTarget(m_session->actionTarget(), table(), *m_secrets);
        }
        updateActionStates();
    });
}

void MainWindow::connectTabs() {
    // The status bar speaks of the tab shown.
    const auto summarise = [this] { updateTabSummary(); };
    connect(m_tabs, &QTabWidget::currentChanged, this, summarise);
    // Error Groups shown (Alt+O, a click): its list takes the keys, wherever the focus was.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        if (m_tabs->currentWidget() == m_groups)
            m_groups->listView()->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_groups, &GroupsView::refreshed, this, summarise);
    connect(m_groups, &GroupsView::busyChanged, this, summarise);
    connect(m_blocked, &BlockedView::refreshed, this, summarise);
    connect(m_audit, &AuditView::refreshed, this, summarise);
    connect(m_relay, &RelayPanel::stateChanged, this, summarise);
    connect(m_charts, &ChartsView::refreshed, this, summarise);
    connect(m_groups, &GroupsView::groupSelected, this, &MainWindow::filterByErrorGroup);
    // A group's rows under the search (any state: the retry takes the dead ones).
    const auto groupSelection = [this](const DeadLetterGroup &group) {
        RowFilter filter = m_session->searchFilter();
        filter.errorGroup.clear();
        return RetrySelection::errorGroup(group.signature, filter, group.signature);
    };
    connect(m_groups, &GroupsView::retryRequested, this,
            [this, groupSelection](const DeadLetterGroup &group) {
                openRetryDialog(groupSelection(group));
            });
    connect(m_groups, &GroupsView::markDoneRequested, this,
            [this, groupSelection](const DeadLetterGroup &group) {
                openRetryDialog(groupSelection(group), true);
            });
    connect(m_groups, &GroupsView::exportRequested, this, [this](const DeadLetterGroup &group) {
        if (!hasTable())
            return;
        RowFilter filter = m_session->searchFilter();
        filter.states = {RowState::Dead};
        filter.errorGroup = group.signature;
        exportFilteredRows(this, target()->spec, table(), filter);
    });
    // The Blocked tab: a dead head is retried through the retry dialog (dry run first), marked
    // done through it too; park, unpark and retry now need no dry run.
    connect(m_blocked, &BlockedView::retryRequested, this,
            [this](const QStringList &ids) { openRetryDialog(RetrySelection::rows(ids)); });
    connect(m_blocked, &BlockedView::markDoneRequested, this,
            [this](const QStringList &ids) { openRetryDialog(RetrySelection::rows(ids), true); });
    const auto rowChange = [this](RowChange::Kind kind) {
        return [this, kind](const QStringList &ids) {
            if (canAct())
                m_rowChange->start(kind, m_session->actionTarget(), table(), ids);
        };
    };
    connect(m_blocked, &BlockedView::retryNowRequested, this, rowChange(RowChange::Kind::RetryNow));
    connect(m_blocked, &BlockedView::parkRequested, this, rowChange(RowChange::Kind::Park));
    connect(m_blocked, &BlockedView::unparkRequested, this, rowChange(RowChange::Kind::Unpark));
    // A row that waits behind an older one of its key: that row, opened, parked or marked done.
    RowDetailView *detail = detailView();
    connect(detail, &RowDetailView::openRowRequested, this,
            [this](const QString &id) { showRows({id}, tr("the row %1").arg(id)); });
    connect(detail, &RowDetailView::parkRowRequested, this,
            [rowChange](const QString &id) { rowChange(RowChange::Kind::Park)({id}); });
    connect(detail, &RowDetailView::markDoneRowRequested, this,
            [this](const QString &id) { openRetryDialog(RetrySelection::rows({id}), true); });
    connect(m_rowChange, &RowChange::applied, this, [this](const QString &summary) {
        m_statusBar->showMessage(summary, 10000);
        afterChange();
    });
    connect(m_rowChange, &RowChange::failed, this, &MainWindow::showError);
    connect(m_blocked, &BlockedView::showRowsRequested, this, [this](const QString &key) {
        setStateFilter(std::nullopt);
        // A key inside the payload (Vortos's object keys): the rows that mention it.
        if (setSearch(table().description().orderingKeyInPayload ? SearchField::PayloadContains
                                                                 : SearchField::AggregateId,
                      key))
            m_tabs->setCurrentWidget(m_rowsPage);
    });
    connect(m_blocked, &BlockedView::blockedCountChanged, m_filterBar, &FilterBar::setBlockedCount);
    connect(m_filterBar, &FilterBar::blockedKeysRequested, this,
            [this] { m_tabs->setCurrentWidget(m_blocked); });
    connect(m_relay, &RelayPanel::changed, this, &MainWindow::autoRefresh);
    connect(m_audit, &AuditView::showRowsRequested, this, &MainWindow::showRows);
    connect(m_audit, &AuditView::undoResendRequested, this,
            [this](const QString &original, const QString &copy) {
                if (canAct())
                    m_rowChange->start(RowChange::Kind::UndoResend, m_session->actionTarget(),
                                       table(), {original, copy});
            });
    connect(m_relay, &RelayPanel::showRowsRequested, this, &MainWindow::showRows);
    connect(m_relay, &RelayPanel::sinkSettingsRequested, this,
            [this](const QString &profile) { editProfile(profile, ProfilePage::Relay); });
    connect(m_relay, &RelayPanel::createDeliveryTableRequested, this,
            &MainWindow::createRelayTables);
    connect(m_relayTables, &RelayTablesSetup::created, this, [this](const QString &message) {
        m_session->reopen();
        m_statusBar->showMessage(message, 10000);
    });
    connect(m_relayTables, &RelayTablesSetup::failed, this, [this](const QString &message) {
        m_messageBar->showMessage(MessageBar::Kind::Error, message);
        m_messageBar->parentWidget()->show();
    });
    connect(m_relay, &RelayPanel::relayStopped, this, &MainWindow::afterChange);
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
}

// Profiles and what is open ----------------------------------------------------------------------

void MainWindow::setProfileStore(const ProfileStore &store) {
    m_profileStore = store;
    populateProfiles();
}

bool MainWindow::isBusy() const {
    return m_passwords->isReading() || m_session->isBusy();
}

void MainWindow::populateProfiles() {
    QStringList names;
    const ProfileStore store = m_profileStore.value_or(ProfileStore());
    if (auto readable = store.check(); !readable) // not "no profiles"
        showError(readable.error().message);
    for (const Profile &p : store.profiles())
        names.append(p.name);
    m_header->setProfileNames(names);
    m_overview->setProfileStore(m_profileStore.value_or(ProfileStore()));
}

OverviewWindow *MainWindow::showOverview() {
    if (!m_overviewWindow) {
        m_overviewWindow = new OverviewWindow(m_overview, this);
        connect(m_overviewWindow, &OverviewWindow::openProfileRequested, this,
                &MainWindow::openFromOverview);
        connect(
            m_overviewWindow, &OverviewWindow::notificationSettingsRequested, this,
            [this](const QString &profile) { editProfile(profile, ProfilePage::Notifications); });
    }
    m_overviewWindow->show();
    m_overviewWindow->raise();
    m_overviewWindow->activateWindow();
    return m_overviewWindow;
}

void MainWindow::setNotifier(Notifier *notifier) {
    if (Notifier *old = m_overview->notifier())
        disconnect(old, nullptr, this, nullptr);
    m_overview->setNotifier(notifier);
    if (!notifier)
        return;
    connect(notifier, &Notifier::opened, this, &MainWindow::openFromOverview);
    connect(notifier, &Notifier::overviewRequested, this, [this] { showOverview(); });
}

void MainWindow::openFromOverview(const QString &profile) {
    if (isMinimized())
        showNormal();
    raise();
    activateWindow();
    openProfile(profile);
}

void MainWindow::manageConnections() {
    editProfile(QString(), ProfilePage::Relay);
}

void MainWindow::editProfile(const QString &profileName, ProfilePage page) {
    ProfileDialog dialog(m_profileStore.value_or(ProfileStore()), *m_secrets, this);
    connect(&dialog, &ProfileDialog::profilesChanged, this, [this] {
        populateProfiles();
        // The relay uses the profile as saved now (its sink, format, ordering).
        const QString relayProfile = m_relay->profileName();
        if (relayProfile.isEmpty())
            return;
        if (const auto saved = m_profileStore.value_or(ProfileStore()).find(relayProfile))
            m_relay->setProfile(*saved);
    });
    if (!profileName.isEmpty() && dialog.selectProfile(profileName)) {
        if (page == ProfilePage::Notifications)
            dialog.showNotificationsPage();
        else
            dialog.showRelayPage();
    }
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenProfileName().isEmpty())
        openProfile(dialog.chosenProfileName());
}

bool MainWindow::mayLeaveTarget(const QString &next) {
    if (!m_relay->isRunning())
        return true;
    // Opening another table stops the relay of this one: asked, never done silently.
    ChangeDescription change;
    change.title = tr("Stop the relay");
    change.summary = tr("The relay is running against %1. Opening %2 stops it (its batch is "
                        "settled first).")
                         .arg(table().name.display(), next);
    change.details << tr("Keep this profile open to keep the relay running; the overview shows "
                         "the other profiles meanwhile.");
    change.confirmText = tr("Stop the Relay and Open");
    if (confirmChange(this, m_session->actionTarget(), change))
        return true;
    m_header->showSession(*m_session); // the switcher back on the open profile
    return false;
}

bool MainWindow::openProfile(const QString &name, const QString &tableOverride) {
    if (!mayLeaveTarget(tr("profile \"%1\"").arg(name)))
        return false;
    const ProfileStore store = m_profileStore.value_or(ProfileStore());
    if (auto readable = store.check(); !readable) {
        showError(readable.error().message);
        return false;
    }
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
    // The keychain may take its time box to answer: the password is read off the GUI thread.
    if (target->spec.kind != DatabaseKind::SQLite)
        m_statusBar->setPreparing(tr("Reading the password of %1 from the keychain…").arg(name));
    m_passwords->read(*target);
    return true;
}

bool MainWindow::openLastProfile() {
    const QList<Profile> profiles = m_profileStore.value_or(ProfileStore()).profiles();
    if (profiles.isEmpty())
        return false;
    const QString last = uisettings::lastProfile.read();
    for (const Profile &p : profiles) {
        if (p.name == last)
            return openProfile(p.name);
    }
    return openProfile(profiles.constFirst().name);
}

void MainWindow::openTarget(const ConnectionTarget &target) {
    m_passwords->cancel(); // a password read still under way is no longer wanted
    m_messageBar->dismiss();
    m_session->open(target);
    if (!target.profileName.isEmpty())
        uisettings::lastProfile.write(target.profileName);
}

// Whatever was open is gone (or nothing was): the parts show the new target, without a table yet.
void MainWindow::onTargetChanged() {
    m_rowsPage->clear();
    m_groups->clearTarget();
    m_blocked->clearTarget();
    m_relay->clearTarget();
    m_audit->clearTarget();
    m_filterBar->clearTable();
    m_statusBar->setFilterText(m_filterBar->filterText());
    m_filterBar->setScope(settingsScope(m_session->target() ? &*m_session->target() : nullptr));
    m_pages->setCurrentWidget(target() ? m_pages->widget(1) : m_welcome);
    m_header->showSession(*m_session);
    m_statusBar->showSession(*m_session);
    m_actions->refresh->setEnabled(target().has_value());
    updateTitle();
    updateActionStates();
}

// The one place a table that opened goes to the parts.
void MainWindow::onTableOpened(const OutboxTable &table) {
    const ConnectionTarget &t = *m_session->target();
    // A vocabulary learnt now is kept in the profile, for when the table no longer tells.
    ConnectionTarget remembering = t;
    if (auto remembered =
            rememberVocabulary(m_profileStore.value_or(ProfileStore()), remembering, table);
        !remembered)
        m_statusBar->showMessage(remembered.error().message, 10000);
    m_rowsPage->setTable(t.spec, table, settingsScope(&t));
    m_filterBar->setTable(table, t.spec.kind);
    m_header->showSession(*m_session);
    m_charts->setSource(t.spec, table, t.label);
    m_charts->setFilter(currentFilter());
    m_groups->setTarget(m_session->actionTarget(), table);
    m_groups->setFilter(groupsFilter());
    m_blocked->setFilter(groupsFilter());
    m_blocked->setTarget(m_session->actionTarget(), table);
    m_relay->setTarget(m_session->actionTarget(), table, *m_secrets);
    m_audit->setTarget(t, table);
    updateTitle();
    updateActionStates();
    if (!table.vocabularyWarning.isEmpty()) {
        m_messageBar->showMessage(MessageBar::Kind::Warning, table.vocabularyWarning);
        m_messageBar->parentWidget()->show();
    } else if (table.missesDeliveryTable()) {
        // What is missing for errors, retries and error groups, and how to get it.
        const QString missing =
            tr("%1 has no delivery table: the relay cannot record why an event failed or retry it "
               "with backoff, so failed rows show no error.")
                .arg(table.name.display());
        if (m_session->isReadOnly())
            showNotice(missing + u' ' +
                       tr("Unlock writing to create it, or run: outboxctl relay init"));
        else
            m_messageBar->showMessage(MessageBar::Kind::Information, missing,
                                      tr("&Create Delivery Table…"),
                                      [this] { createRelayTables(); });
        m_messageBar->parentWidget()->show();
    }
    Q_EMIT tableOpened(table);
}

void MainWindow::applyFilter(const FilterState &filter, const RowFilter &search) {
    m_messageBar->dismiss();
    m_statusBar->setFilterText(m_filterBar->filterText());
    m_session->setFilter(search, filter.state);
    if (!hasTable())
        return;
    m_charts->setFilter(currentFilter());
    m_groups->setFilter(groupsFilter());
    m_blocked->setFilter(groupsFilter());
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
    if (std::exchange(m_creatingDemo, true))
        return;
    m_welcome->setEnabled(false);
    m_statusBar->setPreparing(tr("Preparing the demo workspace…"));
    // Creating it writes 20,000 rows: never on the GUI thread.
    runInBackground(
        this, u"demo-workspace"_s, [] { return DemoWorkspace::create(DemoOptions{}, false); },
        [this, tableOverride](const Result<DemoWorkspace> &workspace) {
            m_creatingDemo = false;
            m_welcome->setEnabled(true);
            m_statusBar->setPreparing({});
            m_statusBar->showSession(*m_session);
            if (!workspace) {
                showError(workspace.error().message);
                return;
            }
            // Saved where missing: the user's settings on a demo profile are never reset.
            ProfileStore store = m_profileStore.value_or(ProfileStore());
            if (const auto saved = workspace->saveProfiles(store); !saved) {
                showError(saved.error().message);
                return;
            }
            populateProfiles();
            openProfile(workspace->vortosProfile.name, tableOverride);
        });
}

// Messages, filter and refresh --------------------------------------------------------------------

void MainWindow::showError(const QString &message) {
    m_messageBar->showMessage(MessageBar::Kind::Error, message, target() ? tr("&Retry") : QString(),
                              [this] { refresh(); });
    m_messageBar->parentWidget()->show();
    Q_EMIT errorShown(message);
}

void MainWindow::createRelayTables() {
    if (canAct())
        m_relayTables->start(m_session->actionTarget(), table());
}

void MainWindow::showNotice(const QString &message) {
    m_messageBar->showMessage(MessageBar::Kind::Information, message);
    m_messageBar->parentWidget()->show();
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
    m_messageBar->dismiss();
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
    m_rowsPage->saveState();
    QMainWindow::closeEvent(event);
}

void MainWindow::copyRowAsJson() {
    const OutboxRow *row = m_rowsPage->currentRow();
    if (!row)
        return;
    QGuiApplication::clipboard()->setText(
        QString::fromUtf8(QJsonDocument(rowToJson(*row)).toJson(QJsonDocument::Indented)));
    m_statusBar->showMessage(tr("Copied row %1 as JSON.").arg(row->id), 4000);
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

void MainWindow::updateActionStates() {
    ConsoleActions::Context context;
    context.open = hasTable();
    context.readOnly = isReadOnly();
    context.label = target() ? target()->label : QString();
    const OutboxRow *current = m_rowsPage->currentRow();
    context.hasCurrentRow = current != nullptr;
    context.hasSelection = !selectedRowIds().isEmpty();
    context.selectionHasPending = !m_rowsPage->selectedRowIds(RowState::Pending).isEmpty();
    context.selectionHasStuck = !m_rowsPage->selectedStuckRowIds().isEmpty();
    context.currentRowIsPromote =
        table().description().promoteRows && current && current->kind == u"promote"_s;
    context.currentRowIsDead = current && current->state == RowState::Dead;
    m_actions->update(context);
    // The tabs' notes say "Read-only: " themselves.
    const QString readOnlyWhy =
        context.readOnly ? ConsoleActions::readOnlyWhy(context.label) : QString();
    m_groups->setReadOnly(context.readOnly, readOnlyWhy);
    m_blocked->setReadOnly(context.readOnly, readOnlyWhy);
}

template <typename Dialog> Dialog *MainWindow::showDialog(Dialog *dialog) {
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &Dialog::changed, this, &MainWindow::afterChange);
    dialog->show(); // modeless: the window stays usable (and its counts visible) meanwhile
    return dialog;
}

bool MainWindow::canAct() {
    if (hasTable())
        return true;
    showNotice(tr("Open a table first."));
    return false;
}

RetryDialog *MainWindow::openRetryDialog(const RetrySelection &selection, bool markDoneWholePlan) {
    if (!canAct())
        return nullptr;
    auto *dialog = new RetryDialog(m_session->actionTarget(), table(), selection, this);
    dialog->setSecretBackend(m_secrets.get());
    dialog->setMarkDoneWholePlan(markDoneWholePlan);
    connect(dialog, &RetryDialog::showRowsRequested, this, &MainWindow::showRows);
    // A canary needs a relay: the dialog offers this window's, which it cannot see behind it.
    dialog->setConsoleRelay(m_relay->isRunning() ? m_relay->destination() : QString(),
                            m_relay->isRunning() ? QString() : m_relay->startBlockedReason());
    connect(dialog, &RetryDialog::startRelayRequested, m_relay, &RelayPanel::start);
    connect(m_relay, &RelayPanel::relayStarted, dialog, &RetryDialog::setConsoleRelayRunning);
    connect(m_relay, &RelayPanel::relayStopped, dialog,
            [dialog] { dialog->setConsoleRelayRunning({}); });
    // A group's rows are dead no longer: its filter would now match nothing (every chip 0), so
    // the window follows the rows instead.
    connect(dialog, &RetryDialog::rowsChanged, this,
            [this](const QStringList &ids, const QString &label) {
                if (!m_filterBar->filter().errorGroup.isEmpty())
                    showRows(ids, label);
            });
    return showDialog(dialog);
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
    if (!canAct())
        return nullptr;
    return showDialog(new PurgeDialog(m_session->actionTarget(), table(), this));
}

PromoteDialog *MainWindow::openPromoteDialog(bool fromCurrentRow) {
    if (!canAct())
        return nullptr;
    auto *dialog = new PromoteDialog(m_session->actionTarget(), table(), *m_secrets, this);
    if (const OutboxRow *row = m_rowsPage->currentRow(); fromCurrentRow && row)
        dialog->setRequestFromRow(*row);
    connect(dialog, &PromoteDialog::showRowsRequested, this, &MainWindow::showRows);
    return showDialog(dialog);
}

ResendDialog *MainWindow::openResendDialog() {
    const OutboxRow *row = m_rowsPage->currentRow();
    if (!row || row->state != RowState::Dead || !canAct())
        return nullptr;
    auto *dialog = new ResendDialog(m_session->actionTarget(), table(), *row, this);
    connect(dialog, &ResendDialog::finished, this, [this, dialog] {
        if (const auto outcome = dialog->outcome())
            m_statusBar->showMessage(outcome->summary, 8000);
    });
    return showDialog(dialog);
}

void MainWindow::showRows(const QStringList &ids, const QString &label) {
    if (!hasTable() || ids.isEmpty() || !m_filterBar->showRows(ids, label))
        return;
    m_tabs->setCurrentWidget(m_rowsPage);
    m_statusBar->showMessage(
        tr("Rows tab: %1, in whatever state they are now (Ctrl+Shift+X clears the filter).")
            .arg(label),
        8000);
}

void MainWindow::updateTabSummary() {
    const QWidget *tab = m_tabs->currentWidget();
    QString text;
    if (!hasTable() || tab == m_rowsPage) {
        text.clear();
    } else if (tab == m_groups) {
        qint64 dead = 0;
        for (const DeadLetterGroup &g : m_groups->groups())
            dead += g.count;
        text = m_groups->isBusy()
                   ? tr("Error Groups: grouping the dead rows…")
                   : tr("Error Groups: %1 of %2")
                         .arg(tr("%Ln group(s)", "", int(m_groups->groups().size())),
                              tr("%Ln dead row(s)", "", int(qMin<qint64>(dead, INT_MAX))));
    } else if (tab == m_blocked) {
        text = tr("Blocked: %Ln key(s) held back by their oldest undelivered row", "",
                  int(m_blocked->keys().size()));
    } else if (tab == m_audit) {
        text = tr("Audit: %Ln record(s) shown", "", int(m_audit->shownRecords().size()));
    } else if (tab == m_relay) {
        text = m_relay->isRunning() ? tr("Relay: running against %1").arg(table().name.display())
                                    : tr("Relay: not running");
    } else if (tab == m_charts) {
        const RowFilter filter = currentFilter();
        text =
            tr("Graph: %1")
                .arg(filter.isEmpty()
                         ? tr("all rows")
                         : tr("rows matching %1").arg(filter.describe(table().kindFilterName())));
    }
    m_statusBar->setTabSummary(text);
    if (text.isEmpty())
        m_statusBar->showSession(*m_session);
}

void MainWindow::cyclePane(int step) {
    if (m_pages->currentWidget() == m_welcome)
        return;
    m_tabs->setCurrentWidget(m_rowsPage);
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
    m_audit->refresh();
    detailView()->reloadHistory();
}

} // namespace outbox::ui
