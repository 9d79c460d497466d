#pragma once

#include "actions/replay.h"
#include "schema/relayregistry.h"
#include "ui/actions/rowactiondialog.h"

#include <optional>

class QLabel;
class QPushButton;

namespace outbox::ui {

class CanaryRedriveOptions;

// Replay Selected Sent Rows: the dry run first, on its own thread (planReplay: the rows, the count
// by event type or operation, and the per-key order check, which names the rows whose copies
// would reach consumers after a newer row of their key). "Replay N Rows" then asks
// confirmChange() and writes the copies in batches with a progress bar and Cancel; or, as a
// canary (outboxctl replay --canary), the copies of a few rows first and the rest at a rate while
// few copies fail, with the relay note and "Start the Relay…" of the retry's canary. The result
// line stays.
//
// Object names: replayDialog, environmentBadge, busyBar, replayPlanSummary, replayOrderWarning,
// readOnlyNote, canaryCheck, canaryRows, canaryAbortPercent, canaryRate, canaryRelayNote,
// canaryStartRelayButton, applyProgress, resultLabel, replayButton, cancelButton, closeButton.
class ReplayDialog : public RowActionDialog {
    Q_OBJECT
public:
    // ids: the sent rows selected. The dry run starts as soon as the event loop runs.
    ReplayDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                 const QStringList &ids, QWidget *parent = nullptr);
    ~ReplayDialog() override;

    bool isBusy() const override;
    bool isPlanned() const { return m_planned; }
    const outbox::ReplayPlan &plan() const { return m_plan; }
    // How the last canary replay ended.
    std::optional<outbox::RedriveOutcome> lastCanary() const { return m_lastCanary; }
    CanaryRedriveOptions *canary() const { return m_canary; }
    // The console's relay, as RetryDialog::setConsoleRelay.
    void setConsoleRelay(const QString &running, const QString &blocked);
    void setConsoleRelayRunning(const QString &destination);

public Q_SLOTS:
    // Confirms, then replays (as a canary when it is checked).
    void replay();

Q_SIGNALS:
    void planned();             // the dry run is shown
    void startRelayRequested(); // "Start the Relay…" in the canary's note
    void canaryFinished();      // a canary replay ended (lastCanary() says how)

protected:
    void showChangeProgress(const outbox::BatchProgress &progress) override;

private:
    void buildUi();
    void startPlan();
    void showPlan(const std::optional<QList<outbox::RelayHeartbeat>> &relays);
    void runReplay(const QString &reason);
    void runCanary(const QString &reason);
    void updateButtons();

    const QStringList m_ids;
    bool m_planning = false;
    bool m_planned = false;
    bool m_applying = false;
    outbox::ReplayPlan m_plan;
    std::optional<outbox::RedriveOutcome> m_lastCanary;

    QLabel *m_summary;
    QLabel *m_orderWarning;
    CanaryRedriveOptions *m_canary;
    QPushButton *m_replayButton;
};

} // namespace outbox::ui
