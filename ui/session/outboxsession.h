#pragma once

#include "access/tableprivileges.h"
#include "target/connectiontarget.h"
#include "ui/common/coremetatypes.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>
#include <optional>

namespace outbox::ui {

class OutboxWorkerThread;
class RowTableModel;

// What the console has open, without a widget: the target (profile or URL), the table once it is
// resolved, its rows (a RowTableModel on the rows worker) and its state counts (on the counts
// worker: a slow count on a large table never holds up the rows), the filter both follow, the live
// refresh (a timer, LISTEN/NOTIFY), reconnecting after a lost connection, and whether writing is
// allowed (read-only profiles and prod, until unlocked for the session with an audit record).
//
// Views take what they show from here and tell it what the user asked for; it never reaches into a
// view. Every database call runs on one of its two worker threads.
class OutboxSession : public QObject {
    Q_OBJECT
public:
    explicit OutboxSession(QObject *parent = nullptr);
    ~OutboxSession() override;

    // Opens target, replacing what was open: rows, counts, filter and unlock start afresh.
    // Emits targetChanged at once, then tableOpened or openFailed.
    void open(const ConnectionTarget &target);
    // Opens the same target again, keeping an unlock: after the console changed the table's
    // surroundings (created its delivery table), so the table is resolved afresh.
    void reopen();
    const std::optional<ConnectionTarget> &target() const { return m_target; }
    // What the rows show of payloads (the profile's), for everything that shows rows.
    const PayloadMask &payloadMask() const { return m_mask; }
    // What the role changes connect as may do to the table, once read after the table opened
    // (nullopt before, or when it could not be read).
    const std::optional<TablePrivileges> &changePrivileges() const { return m_changePrivileges; }
    bool hasTable() const { return m_hasTable; }
    const outbox::OutboxTable &table() const { return m_table; }
    RowTableModel *model() const { return m_model; }
    const std::optional<outbox::StateCounts> &counts() const { return m_counts; }
    // When the counts were taken (local time): "as of hh:mm:ss"; invalid without counts.
    const QDateTime &countsAt() const { return m_countsAt; }
    // No complete list of one state under a count that says otherwise (a disagreeing count is
    // read again at once when the list completes).
    bool countsAgreeWithRows() const;

    // The filter the rows, counts and graphs follow: search (every condition but the state) and
    // state (nullopt: all). Counts are per state, so only a change of the search re-counts.
    // Check input with validateFilter() first: a filter the table cannot run fails its queries.
    void setFilter(const outbox::RowFilter &search, std::optional<outbox::RowState> state);
    const outbox::RowFilter &searchFilter() const { return m_search; }
    std::optional<outbox::RowState> stateFilter() const { return m_state; }
    outbox::RowFilter filter() const; // search and state together

    // F5: re-read the rows loaded so far and the counts; after a failed open, open again.
    void refresh();
    // One tick of the live refresh: rows now, counts when due (countsIntervalMs()). Skipped while
    // a query runs, rather than piling up. The console's relay calls it after its batches.
    void autoRefresh();
    void setAutoRefresh(bool on); // every 3 s
    // How long the counts wait between live refreshes: 3 s, or 20 times what the last count took
    // (a large table), at most a minute.
    qint64 countsIntervalMs() const;
    bool isAutoRefreshing() const { return m_autoRefreshTimer.isActive(); }

    bool isBusy() const;
    bool isConnecting() const { return m_pendingRowOpens > 0; }
    bool isCounting() const { return m_countsPending; }
    // The table has the notify trigger and the session listens to it.
    bool isListening() const { return m_listening; }
    bool isConnectionLost() const { return m_connectionLost; }

    // Read-only: the profile says so, or it is prod, until unlocked for this session (this table).
    bool isReadOnly() const;
    bool isUnlocked() const { return m_unlocked; }
    // Lifts read-only until another table is opened, once the unlock (with the operator's reason)
    // is in the audit log: no record, no unlock. The caller asks the user first.
    outbox::Status unlock(const QString &reason);
    // The target actions get: readOnly as the session decides.
    outbox::ConnectionTarget actionTarget() const;

Q_SIGNALS:
    // A new target is being opened: everything shown of the previous one is gone.
    void targetChanged();
    void tableOpened(const outbox::OutboxTable &table);
    void openFailed(const QString &message);
    // Counts arrived, or were dropped (nullopt).
    void countsChanged();
    // Connecting, loading rows or counting started or ended.
    void activityChanged();
    void busyChanged(bool busy);
    // Once per opened table: its first page of rows is in and the state counts are in.
    void firstPageShown();
    // Rows and counts are re-read: full for F5 (everything follows), else a live refresh.
    void refreshing(bool full);
    // A change notification (LISTEN/NOTIFY) led to a refresh.
    void changesApplied();
    void listeningChanged(bool listening);
    // The connection was lost (the session reconnects, trying again every 5 s), or it is back.
    void connectionLost(const QString &message);
    void connectionRestored();
    void readOnlyChanged(bool readOnly);
    void privilegesChanged(); // changePrivileges() was read
    // A query failed (the counts, a page of rows); the view says so.
    void failed(const QString &message);
    // Guidance once the counts show the table is large: the index that would make it fast.
    void adviceReady(const QString &message);

private:
    void openTarget(const ConnectionTarget &target, bool keepUnlock);
    void onRowsOpened(const outbox::OutboxTable &table);
    void onRowsOpenFailed(const QString &message);
    void onCountsOpened();
    void onCountsOpenFailed(const QString &message);
    void onCountsReady(quint64 generation, const outbox::StateCounts &counts);
    void onCountsFailed(quint64 generation, const QString &message);
    void onPageLoaded(bool firstPage);
    void reportCountsOpenError();
    void requestCounts();
    void maybeAnnounceFirstPage();
    void updateBusy();

    std::unique_ptr<OutboxWorkerThread> m_rowsThread;
    std::unique_ptr<OutboxWorkerThread> m_countsThread;
    RowTableModel *m_model = nullptr;
    std::optional<ConnectionTarget> m_target;
    PayloadMask m_mask;
    std::optional<TablePrivileges> m_changePrivileges;
    outbox::OutboxTable m_table;
    bool m_hasTable = false;
    outbox::RowFilter m_search;
    std::optional<outbox::RowState> m_state;
    int m_pendingRowOpens = 0;
    int m_pendingCountOpens = 0;
    bool m_countsOpen = false;
    bool m_countsPending = false;
    quint64 m_countsGeneration = 0;
    std::optional<outbox::StateCounts> m_counts;
    QString m_rowsOpenError;   // said once when the counts connection fails with it too
    QString m_countsOpenError; // said once the rows' open has ended
    bool m_awaitingFirstPage = false;
    bool m_firstPageIn = false;
    bool m_wasBusy = false;
    bool m_unlocked = false;
    bool m_listening = false;
    bool m_connectionLost = false;
    QString m_pendingAdvice; // index advice, given once the table proves large
    QTimer m_autoRefreshTimer;
    QTimer m_changeTimer; // coalesces change notifications
    QTimer m_reconnectTimer;
    QTimer m_trailingCounts;      // counts that were not due at a change, when they are
    bool m_refreshWanted = false; // a live refresh asked for while a query ran
    QElapsedTimer m_lastCountsRefresh;
    qint64 m_lastCountsCostMs = 0; // how long the last count took
    QDateTime m_countsRequestedAt;
    QDateTime m_countsAt;
};

} // namespace outbox::ui
