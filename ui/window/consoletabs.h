#pragma once

#include <QTabWidget>

#include <tuple>

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

    RowsPage *rowsPage() const { return std::get<RowsPage *>(m_parts); }
    ChartsView *charts() const { return std::get<ChartsView *>(m_parts); }
    GroupsView *groups() const { return std::get<GroupsView *>(m_parts); }
    BlockedView *blocked() const { return std::get<BlockedView *>(m_parts); }
    RelayPanel *relay() const { return std::get<RelayPanel *>(m_parts); }
    AuditView *audit() const { return std::get<AuditView *>(m_parts); }

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
    // The parts, one a tab, in the tabs' order.
    std::tuple<RowsPage *, ChartsView *, GroupsView *, BlockedView *, RelayPanel *, AuditView *>
        m_parts;
};

} // namespace outbox::ui
