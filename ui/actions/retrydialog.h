#pragma once

#include "actions/canaryredrive.h"
#include "ui/actions/retryselection.h"
#include "ui/actions/rowactiondialog.h"

#include <optional>

class QLabel;
class QPushButton;

namespace outbox {
class SecretBackend;
} // namespace outbox

namespace outbox::ui {

class CanaryRedriveOptions;
class RetryPlanView;
struct RetryDryRun;

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
class RetryDialog : public RowActionDialog {
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
    // Mark done offers every planned row (a whole error group), not only the flagged ones.
    void setMarkDoneWholePlan(bool whole) { m_markDoneWholePlan = whole; }

    Phase phase() const { return m_phase; }
    bool isBusy() const override {
        return m_phase == Phase::Planning || m_phase == Phase::Applying;
    }
    // The dry run (valid once planned()).
    const outbox::RetryPlan &plan() const { return m_plan; }
    // Selected rows left out of the plan because they are not dead (Rows selections).
    int notDeadCount() const { return m_notDead; }
    // The last canary redrive's outcome (canaryCheck on when Retry was confirmed).
    std::optional<outbox::RedriveOutcome> lastRedrive() const { return m_lastRedrive; }
    // The console's own relay, for the canary's note: when no relay runs against the table, the
    // note offers "Start the Relay…" (startRelayRequested), or says why it cannot (blocked is
    // RelayPanel::startBlockedReason()); running is its destination while it runs.
    void setConsoleRelay(const QString &running, const QString &blocked);
    // Test seams for the canary: how long it waits for the relay, how often it looks.
    void setCanaryTimingForTests(int settleSeconds, int pollMs);

public Q_SLOTS:
    // Runs the dry run (again).
    void startPlan();
    // Confirms and applies the retry to the planned ids.
    void retry();
    // Confirms (with a reason) and marks the flagged rows (or the selected rows) done.
    void markDone();
    // The console's relay started (its destination) or stopped (empty): the canary's note
    // says so.
    void setConsoleRelayRunning(const QString &destination);

Q_SIGNALS:
    void planned();
    void planFailed(const QString &message);
    // "Start the Relay…" in the canary's note: the window starts its relay on the same table
    // (which asks its own confirmation) without this dialog being closed.
    void startRelayRequested();
    // Inherited: progressed (a retry or mark done's batches), changed, applyFinished.
    // A canary redrive's progress: each step, and the tally while it waits for the relay.
    void canaryProgressed(const outbox::RedriveStep &step);
    // "Show These Rows" after a change: the rows it was for, and what they are ("the 30 rows of
    // the retry at …").
    void showRowsRequested(const QStringList &ids, const QString &label);
    // A change changed rows (emitted before changed()): which, and what they are, as above.
    void rowsChanged(const QStringList &ids, const QString &label);

protected:
    void showChangeProgress(const outbox::BatchProgress &progress) override;
    void showDryRunProgress(const outbox::BatchProgress &progress) override;
    void cancelling() override;

private:
    void buildUi();
    void setPhase(Phase phase);
    void planSucceeded(RetryDryRun &dryRun);
    void showStatus(const QString &text, bool error = false);
    void updateButtons();
    QStringList markDoneIds() const;
    void runChange(bool retrying, const QString &reason, const QStringList &ids);
    void changeSucceeded(bool retrying, const outbox::ActionOutcome &outcome);
    void finishChange(bool retrying, const QString &text, bool error);
    void runCanary(const QString &reason, const QStringList &ids);
    void showCanaryStep(const outbox::RedriveStep &step);

    RetrySelection m_selection;
    outbox::SecretBackend *m_secrets = nullptr;
    bool m_markDoneWholePlan = false;

    Phase m_phase = Phase::Idle;
    outbox::RetryPlan m_plan;
    int m_notDead = 0;
    QString m_targetNote; // why the target check was not made, or how far it went
    QString m_markDoneRefusal;
    std::optional<outbox::RedriveOutcome> m_lastRedrive;
    bool m_cancelRequested = false;

    QLabel *m_statusLabel;
    RetryPlanView *m_planView;
    CanaryRedriveOptions *m_canary;
    QPushButton *m_retryButton;
    QPushButton *m_markDoneButton;
    QPushButton *m_replanButton;
    QPushButton *m_showRowsButton;
    QStringList m_changedIds; // the rows of the last change that changed any
    QString m_changedLabel;
};

} // namespace outbox::ui
