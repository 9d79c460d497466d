#pragma once

#include <QTabWidget>

namespace outbox::ui {

class AuditView;
class BlockedView;
class ChartsView;
class GroupsView;
class OutboxSession;
class RelayPanel;
class RowsPage;

// The window's tabs under the filter bar: Rows, Graph, Error Groups, Blocked, Relay and Audit.
// It creates the parts in their tabs and says what the tab shown holds, for the status bar; the
// Error Groups list takes the keys whenever its tab is shown. The window connects the parts.
//
// Object names: mainTabs (this), chartsView, groupsView, relayPanel, auditView; the parts list
// theirs (RowsPage, BlockedView, …).
class ConsoleTabs : public QTabWidget {
    Q_OBJECT
public:
    // The rows page shows session's rows; session outlives the tabs.
    explicit ConsoleTabs(const OutboxSession *session, QWidget *parent = nullptr);

    RowsPage *rowsPage() const { return m_rowsPage; }
    ChartsView *charts() const { return m_charts; }
    GroupsView *groups() const { return m_groups; }
    BlockedView *blocked() const { return m_blocked; }
    RelayPanel *relay() const { return m_relay; }
    AuditView *audit() const { return m_audit; }

    // Another target opens: the parts drop the table they show.
    void clearTarget();
    // The session refreshes: full (F5) or live (auto-refresh, a change notification, the
    // console's relay).
    void followRefresh(bool full);

    // What the tab shown holds ("Error Groups: 14 groups of 533 dead rows"); empty for the Rows
    // tab and while no table is open.
    QString summary() const;

Q_SIGNALS:
    // Another tab is shown, or the one shown has new contents: summary() may say another thing.
    void summaryChanged();

private:
    const OutboxSession *m_session;
    RowsPage *m_rowsPage = nullptr;
    ChartsView *m_charts = nullptr;
    GroupsView *m_groups = nullptr;
    BlockedView *m_blocked = nullptr;
    RelayPanel *m_relay = nullptr;
    AuditView *m_audit = nullptr;
};

} // namespace outbox::ui
