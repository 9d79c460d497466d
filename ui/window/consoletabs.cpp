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
    auto *rowsPage = new RowsPage(session->model());
    auto *charts = new ChartsView;
    charts->setObjectName(u"chartsView"_s);
    auto *groups = new GroupsView;
    groups->setObjectName(u"groupsView"_s);
    auto *blocked = new BlockedView;
    auto *relay = new RelayPanel;
    relay->setObjectName(u"relayPanel"_s);
    auto *audit = new AuditView;
    audit->setObjectName(u"auditView"_s);
    m_parts = {rowsPage, charts, groups, blocked, relay, audit};

    // Rows and graphs share the filter: the graph tab follows whatever the rows show.
    setObjectName(u"mainTabs"_s);
    setDocumentMode(true);
    addTab(rowsPage, tr("&Rows"));
    addTab(charts, tr("&Graph"));
    addTab(groups, tr("Error Gr&oups"));
    addTab(blocked, tr("Bloc&ked"));
    addTab(relay, tr("Re&lay"));
    addTab(audit, tr("A&udit"));

    connect(this, &QTabWidget::currentChanged, this, &ConsoleTabs::summaryChanged);
    // Error Groups shown (Alt+O, a click): its list takes the keys, wherever the focus was.
    connect(this, &QTabWidget::currentChanged, this, [this, groups] {
        if (currentWidget() == groups)
            groups->listView()->setFocus(Qt::ShortcutFocusReason);
    });
    connect(groups, &GroupsView::refreshed, this, &ConsoleTabs::summaryChanged);
    connect(groups, &GroupsView::busyChanged, this, &ConsoleTabs::summaryChanged);
    connect(blocked, &BlockedView::refreshed, this, &ConsoleTabs::summaryChanged);
    connect(audit, &AuditView::refreshed, this, &ConsoleTabs::summaryChanged);
    connect(relay, &RelayPanel::stateChanged, this, &ConsoleTabs::summaryChanged);
    connect(charts, &ChartsView::refreshed, this, &ConsoleTabs::summaryChanged);
}

void ConsoleTabs::clearTarget() {
    rowsPage()->clear();
    groups()->clearTarget();
    blocked()->clearTarget();
    relay()->clearTarget();
    audit()->clearTarget();
}

void ConsoleTabs::followRefresh(bool full) {
    charts()->invalidate();
    if (!full) {
        // A live refresh (auto-refresh, a change notification, the console's relay) at the
        // counts' pace: the groups and the blocked keys follow, never cutting a read short.
        groups()->followChange();
        blocked()->followChange();
        return;
    }
    // F5 is the one refresh: the groups and the audit follow (the groups only read when
    // visible).
    groups()->invalidate();
    blocked()->invalidate();
    if (audit()->isVisible())
        audit()->refresh();
}

QString ConsoleTabs::summary() const {
    const QWidget *tab = currentWidget();
    if (!m_session->hasTable() || tab == rowsPage())
        return {};
    const OutboxTable &table = m_session->table();
    if (tab == groups()) {
        qint64 dead = 0;
        for (const DeadLetterGroup &g : groups()->groups())
            dead += g.count;
        return groups()->isBusy()
                   ? tr("Error Groups: grouping the dead rows…")
                   : tr("Error Groups: %1 of %2")
                         .arg(tr("%Ln group(s)", "", int(groups()->groups().size())),
                              tr("%Ln dead row(s)", "", int(qMin<qint64>(dead, INT_MAX))));
    }
    if (tab == blocked())
        return tr("Blocked: %Ln key(s) held back by their oldest undelivered row", "",
                  int(blocked()->keys().size()));
    if (tab == audit())
        return tr("Audit: %Ln record(s) shown", "", int(audit()->shownRecords().size()));
    if (tab == relay())
        return relay()->isRunning() ? tr("Relay: running against %1").arg(table.name.display())
                                    : tr("Relay: not running");
    if (tab == charts()) {
        const RowFilter filter = m_session->filter();
        return tr("Graph: %1")
            .arg(filter.isEmpty()
                     ? tr("all rows")
                     : tr("rows matching %1").arg(filter.describe(table.kindFilterName())));
    }
    return {};
}

} // namespace outbox::ui
