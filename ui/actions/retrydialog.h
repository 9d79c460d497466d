#pragma once

#include "actions/canaryredrive.h"
#include "actions/rowactions.h"
#include "audit/auditrecord.h"
#include "query/rowfilter.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"
#include "ui/common/coremetatypes.h" // BatchProgress in signals: declared before moc uses it

#include <QDialog>

#include <functional>
#include <optional>

class QCheckBox;
class QLabel;
class QSpinBox;
class QProgressBar;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTreeWidget;

namespace outbox {
class SecretBackend;
} // namespace outbox

namespace outbox::ui {

class TableTask;

// What the user asked to retry: the rows selected in the view, every dead row matching the
// view's filter, or a whole error group. It always resolves to a frozen list of dead row ids
// (the dry-run plan) before anything changes.
struct RetrySelection {
    enum class Kind { Rows, Filter, ErrorGroup };
    Kind kind = Kind::Filter;
    QStringList ids;    // Rows: the selected row ids (rows that are not dead are left out)
    RowFilter filter;   // Filter and ErrorGroup: the view's filter (only its dead rows count)
    QString group;      // ErrorGroup: the error signature or its short id
    QString groupLabel; // ErrorGroup: how the dialog names the group (default: group)
    int limit = 0;      // Filter and ErrorGroup: at most this many rows, oldest first; 0: all

    static RetrySelection rows(QStringList ids);
    static RetrySelection matching(RowFilter filter, int limit = 0);
    static RetrySelection errorGroup(QString group, RowFilter filter = {}, QString label = {});
    // "3 selected rows", "dead rows matching: operation=move", "error group 1a2b3c4d"…
    QString describe(const QString &kindName = QStringLiteral("operation")) const;
};

// The retry dialog. It always runs the dry run first (on its own thread, with a busy indicator
// and Cancel) and shows the exact count, the breakdown by operation and error group, sample
// rows, and the move/promote rows whose target already exists (when the profile has an object
// store). "Retry N rows" asks confirmChange() and applies the retry to exactly the planned ids,
// in batches, with a progress bar and Cancel (stops between batches); the result line stays.
// "Mark done" does the same for the flagged rows (or the selected rows), always with a reason.
// Read-only profiles get the dry run only: the action buttons are disabled with the reason.
//
// Object names: retryDialog, environmentBadge, selectionLabel, busyBar, statusLabel,
// planSummary, operationBreakdown, groupBreakdown, sampleView, sampleNote, targetCheckLabel,
// readOnlyNote, canaryCheck, canaryRows, canaryAbortPercent,
// canaryRate, canaryRelayNote, canaryStartRelayButton, applyProgress, resultLabel, retryButton,
// markDoneButton, replanButton, cancelButton, closeButton.
class RetryDialog : public QDialog {
    Q_OBJECT
public:
    enum class Phase { Idle, Planning, Planned, Applying, Done };

    // The dry run starts as soon as the event loop runs (so the setters below apply to it).
    // The target's readOnly wins over its profile's (the console may unlock a prod profile for
    // the session); its spec carries the password.
    RetryDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                RetrySelection selection, QWidget *parent = nullptr);
    ~RetryDialog() override;

    // For the object-store check (an s3 store's secret key); must outlive the dialog. Without
    // one only OBJECT_STORE_SECRET_ACCESS_KEY is used.
    void setSecretBackend(outbox::SecretBackend *secrets) { m_secrets = secrets; }
    // Where the audit record goes (default: the user's data folder).
    void setAuditLog(const outbox::AuditLog &log) { m_auditLog = log; }
    // Rows per transaction (default 1000).
    void setBatchSize(int rows) { m_batchSize = rows; }
    int batchSize() const { return m_batchSize; }
    // Mark done offers every planned row (a whole error group), not only the flagged ones.
    void setMarkDoneWholePlan(bool whole) { m_markDoneWholePlan = whole; }
    // Test seam: called on the task thread after every batch of a change, before the next one.
    void setBatchHookForTests(std::function<void(const outbox::BatchProgress &)> hook) {
        m_batchHook = std::move(hook);
    }

    Phase phase() const { return m_phase; }
    bool isBusy() const { return m_phase == Phase::Planning || m_phase == Phase::Applying; }
    // The dry run (valid once planned()).
    const outbox::RetryPlan &plan() const { return m_plan; }
    // Selected rows left out of the plan because they are not dead (Rows selections).
    int notDeadCount() const { return m_notDead; }
    // The last change's outcome, if it ended without an error.
    std::optional<outbox::ActionOutcome> lastOutcome() const { return m_lastOutcome; }
    QString resultText() const;
    // Why changes are refused ("" when they are allowed).
    QString refusal() const { return m_refusal; }
    // The last canary redrive's outcome (canaryCheck on when Retry was confirmed).
    std::optional<outbox::RedriveOutcome> lastRedrive() const { return m_lastRedrive; }
    // The console's own relay, for the canary's note: when no relay runs against the table, the
    // note offers "Start the Relay…" (startRelayRequested), or says why it cannot (blocked is
    // RelayPanel::startBlockedReason()); running is its destination while it runs.
    void setConsoleRelay(const QString &running, const QString &blocked);
    // Test seams for the canary: how long it waits for the relay, how often it looks.
    void setCanaryTimingForTests(int settleSeconds, int pollMs) {
        m_canarySettleSeconds = settleSeconds;
        m_canaryPollMs = pollMs;
    }

public Q_SLOTS:
    // Runs the dry run (again).
    void startPlan();
    // Confirms and applies the retry to the planned ids.
    void retry();
    // Confirms (with a reason) and marks the flagged rows (or the selected rows) done.
    void markDone();
    // Stops the dry run or the change in progress (a change stops between batches).
    void cancel();
    // The console's relay started (its destination) or stopped (empty): the canary's note
    // says so.
    void setConsoleRelayRunning(const QString &destination);

Q_SIGNALS:
    void planned();
    void planFailed(const QString &message);
    // "Start the Relay…" in the canary's note: the window starts its relay on the same table
    // (which asks its own confirmation) without this dialog being closed.
    void startRelayRequested();
    // Batch progress of a retry or mark done.
    void progressed(const outbox::BatchProgress &progress);
    // A change ended (done, cancelled or failed): rows may have changed, the view should
    // refresh (keeping its filter).
    void changed();
    // The change ended; the result line says how.
    void applyFinished();
    // A canary redrive's progress: each step, and the tally while it waits for the relay.
    void canaryProgressed(const outbox::RedriveStep &step);
    // "Show These Rows" after a change: the rows it was for, and what they are ("the 30 rows of
    // the retry at …").
    void showRowsRequested(const QStringList &ids, const QString &label);
    // A change changed rows (emitted before changed()): which, and what they are, as above.
    void rowsChanged(const QStringList &ids, const QString &label);

protected:
    void reject() override;

private:
    void buildUi();
    void setPhase(Phase phase);
    void showPlan();
    void showStatus(const QString &text, bool error = false);
    void showResult(const QString &text, bool error = false);
    void updateButtons();
    QStringList markDoneIds() const;
    void runChange(bool retrying, const QString &reason, const QStringList &ids);
    void runCanary(const QString &reason, const QStringList &ids);
    void showCanaryStep(const outbox::RedriveStep &step);
    outbox::ActionContext actionContext(const QString &reason) const;

    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    RetrySelection m_selection;
    outbox::SecretBackend *m_secrets = nullptr;
    outbox::AuditLog m_auditLog;
    bool m_markDoneWholePlan = false;
    int m_batchSize = 1000;
    std::function<void(const outbox::BatchProgress &)> m_batchHook;

    Phase m_phase = Phase::Idle;
    outbox::RetryPlan m_plan;
    int m_notDead = 0;
    QString m_targetNote; // why the target check was not made, or how far it went
    QString m_refusal;
    QString m_markDoneRefusal;
    std::optional<outbox::ActionOutcome> m_lastOutcome;
    std::optional<outbox::RedriveOutcome> m_lastRedrive;
    int m_canarySettleSeconds = 0; // 0: the core's default
    int m_canaryPollMs = 1000;
    outbox::BatchProgress m_lastProgress;
    bool m_cancelRequested = false;
    bool m_closeWhenEnded = false;

    TableTask *m_task;
    QLabel *m_selectionLabel;
    QProgressBar *m_busyBar;
    QLabel *m_statusLabel;
    QLabel *m_planSummary;
    QLabel *m_groupNote; // the note on the error group being retried, when it has one
    QTreeWidget *m_operations;
    QTreeWidget *m_groups;
    QTableView *m_sampleView;
    QStandardItemModel *m_sampleModel;
    QLabel *m_sampleNote;
    QLabel *m_targetLabel;
    QLabel *m_readOnlyNote;
    QCheckBox *m_canaryCheck;
    QSpinBox *m_canaryRows;
    QSpinBox *m_canaryAbort;
    QSpinBox *m_canaryRate;
    QLabel *m_relayNote;
    QPushButton *m_startRelayButton;
    // What the registry said of the relays running against the table (unset: no registry).
    std::optional<int> m_registeredRelays;
    QString m_registeredRelayWho;  // the first of them
    bool m_relaysChecked = false;  // the dry run looked
    QString m_consoleRelay;        // the console's relay's destination while it runs
    QString m_consoleRelayBlocked; // why the console's relay cannot start
    bool m_consoleRelayKnown = false;
    void showRelayNote();
    QProgressBar *m_applyProgress;
    QLabel *m_resultLabel;
    QPushButton *m_retryButton;
    QPushButton *m_markDoneButton;
    QPushButton *m_replanButton;
    QPushButton *m_cancelButton;
    QPushButton *m_closeButton;
    QPushButton *m_showRowsButton;
    QStringList m_changedIds; // the rows of the last change that changed any
    QString m_changedLabel;
};

} // namespace outbox::ui
