#include "ui/window/consoletabs.h"

#include "ui/audit/auditview.h"
#include "ui/blocked/blockedview.h"
#include "ui/charts/chartsview.h"
#include "ui/groups/groupsview.h"
#include "ui/relay/relaypanel.h"
#include "ui/rows/rowspage.h"
#include "ui/session/outboxsession.h"

#include "actions/deadlettergroups.h"

#include <QTreeView>

#include <climits>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ConsoleTabs::ConsoleTabs(const OutboxSession *session, QWidget *parent)
    : QTabWidget(parent)
    , m_session(session) {
    m_rowsPage = new RowsPage(session->model());
    m_charts = new ChartsView;
    m_charts->setObjectName(u"chartsView"_s);
    m_groups = new GroupsView;
    m_groups->setObjectName(u"groupsView"_s);
    m_blocked = new BlockedView;
    m_relay = new RelayPanel;
    m_relay->setObjectName(u"relayPanel"_s);
    m_audit = new AuditView;
    m_audit->setObjectName(u"auditView"_s);

    // Rows and graphs share the filter: the graph tab follows whatever the rows show.
    setObjectName(u"mainTabs"_s);
    setDocumentMode(true);
    addTab(m_rowsPage, tr("&Rows"));
    addTab(m_charts, tr("&Graph"));
    addTab(m_groups, tr("Error Gr&oups"));
    addTab(m_blocked, tr("Bloc&ked"));
    addTab(m_relay, tr("Re&lay"));
    addTab(m_audit, tr("A&udit"));

    connect(this, &QTabWidget::currentChanged, this, &ConsoleTabs::summaryChanged);
    // Error Groups shown (Alt+O, a click): its list takes the keys, wherever the focus was.
    connect(this, &QTabWidget::currentChanged, this, [this] {
        if (currentWidget() == m_groups)
            m_groups->listView()->setFocus(Qt::ShortcutFocusReason);
    });
    connect(m_groups, &GroupsView::refreshed, this, &ConsoleTabs::summaryChanged);
    connect(m_groups, &GroupsView::busyChanged, this, &ConsoleTabs::summaryChanged);
    connect(m_blocked, &BlockedView::refreshed, this, &ConsoleTabs::summaryChanged);
    connect(m_audit, &AuditView::refreshed, this, &ConsoleTabs::summaryChanged);
    connect(m_relay, &RelayPanel::stateChanged, this, &ConsoleTabs::summaryChanged);
    connect(m_charts, &ChartsView::refreshed, this, &ConsoleTabs::summaryChanged);
}

void ConsoleTabs::clearTarget() {
    m_rowsPage->clear();
    m_groups->clearTarget();
    m_blocked->clearTarget();
    m_relay->clearTarget();
    m_audit->clearTarget();
}

void ConsoleTabs::followRefresh(bool full) {
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
}

QString ConsoleTabs::summary() const {
    const QWidget *tab = currentWidget();
    if (!m_session->hasTable() || tab == m_rowsPage)
        return {};
    const OutboxTable &table = m_session->table();
    if (tab == m_groups) {
        qint64 dead = 0;
        for (const DeadLetterGroup &g : m_groups->groups())
            dead += g.count;
        return m_groups->isBusy()
                   ? tr("Error Groups: grouping the dead rows…")
                   : tr("Error Groups: %1 of %2")
                         .arg(tr("%Ln group(s)", "", int(m_groups->groups().size())),
                              tr("%Ln dead row(s)", "", int(qMin<qint64>(dead, INT_MAX))));
    }
    if (tab == m_blocked)
        return tr("Blocked: %Ln key(s) held back by their oldest undelivered row", "",
                  int(m_blocked->keys().size()));
    if (tab == m_audit)
        return tr("Audit: %Ln record(s) shown", "", int(m_audit->shownRecords().size()));
    if (tab == m_relay)
        return m_relay->isRunning() ? tr("Relay: running against %1").arg(table.name.display())
                                    : tr("Relay: not running");
    if (tab == m_charts) {
        const RowFilter filter = m_session->filter();
        return tr("Graph: %1")
            .arg(filter.isEmpty()
                     ? tr("all rows")
                     : tr("rows matching %1").arg(filter.describe(table.kindFilterName())));
    }
    return {};
}

} // namespace outbox::ui
