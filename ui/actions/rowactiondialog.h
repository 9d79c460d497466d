#pragma once

#include "actions/canaryredrive.h"
#include "actions/rowactions.h"
#include "audit/auditrecord.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"
#include "ui/common/coremetatypes.h" // BatchProgress in signals: declared before moc uses it

#include <QDialog>
#include <QDialogButtonBox>

#include <functional>
#include <optional>

class QHBoxLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QVBoxLayout;

namespace outbox {
class OutboxReader;
} // namespace outbox

namespace outbox::ui {

class TableTask;
struct ChangeDescription;

// The frame of a dialog that changes rows of a table in batches after a dry run on its own
// thread (a plan, a count): the environment badge beside what the dialog is about, the dry run's
// busy bar, the note on why changes are refused, the confirmation (prod: the typed name and a
// reason), the change itself on a TableTask with its progress bar and Cancel (it stops between
// batches), the result line that stays, and the Cancel and Close buttons. Closing while the task
// runs cancels it and closes once it has stopped. A change may run as a canary instead (retry,
// replay). RetryDialog, PurgeDialog, ReplayDialog and DeliverDialog add their options, their
// buttons and their texts.
//
// Object names of what it holds: environmentBadge, busyBar, readOnlyNote, applyProgress,
// resultLabel, cancelButton, closeButton.
class RowActionDialog : public QDialog {
    Q_OBJECT
public:
    ~RowActionDialog() override;

    // Where the audit record goes (default: the user's data folder).
    void setAuditLog(const outbox::AuditLog &log) { m_auditLog = log; }
    // Rows per transaction (default 1000).
    void setBatchSize(int rows) { m_batchSize = rows; }
    int batchSize() const { return m_batchSize; }
    // Test seam: called on the task thread after every batch of a change, before the next one.
    void setBatchHookForTests(std::function<void(const outbox::BatchProgress &)> hook) {
        m_batchHook = std::move(hook);
    }

    // A dry run or a change is running.
    virtual bool isBusy() const = 0;
    // The last change's outcome, if it ended without an error.
    std::optional<outbox::ActionOutcome> lastOutcome() const { return m_lastOutcome; }
    QString resultText() const;
    // Why changes are refused ("" when they are allowed).
    QString refusal() const { return m_refusal; }

public Q_SLOTS:
    // Stops the dry run or the change in progress (a change stops between batches).
    void cancel();

Q_SIGNALS:
    // Batch progress of a change.
    void progressed(const outbox::BatchProgress &progress);
    // A change ended (done, cancelled or failed): rows may have changed, the view should
    // refresh (keeping its filter).
    void changed();
    // The change ended; the result line says how.
    void applyFinished();

protected:
    // The work of a change on the task's thread, given the context of the confirmed change
    // (reason, audit log, batch size, the task's cancel token and progress).
    using ChangeWork = std::function<outbox::Result<outbox::ActionOutcome>(
        const outbox::OutboxReader &reader, const outbox::ActionContext &context)>;
    // How the dialog tells of a change that ended; each gets the outcome or the task's message.
    struct ChangeEnd {
        // Done, or cancelled between batches (lastOutcome() is set).
        std::function<void(const outbox::ActionOutcome &outcome)> succeeded;
        // The result line of a change cancelled before its first batch.
        std::function<QString(const QString &message)> cancelledText;
        // Shows the result line (default: reportChange()).
        std::function<void(const QString &text, bool error)> finish;
        // When the task has ended, before the dialog closes if it was asked to.
        std::function<void()> ended;
        // When the task has ended and the dialog stays open.
        std::function<void()> next;
    };
    // The work of a canary on the task's thread (canaryRedrive, canaryReplay): ChangeWork with
    // where its steps go.
    using CanaryWork = std::function<outbox::Result<outbox::RedriveOutcome>(
        const outbox::OutboxReader &reader, const outbox::ActionContext &context,
        const outbox::RedriveProgress &progress)>;
    // How a canary that did not run tells of it: the progress bar's text and the result line,
    // whose %1 is the task's message.
    struct CanaryEndText {
        QString bar;
        QString result;
    };
    // How the dialog follows a canary.
    struct CanaryEnd {
        // Each step, on the dialog's thread (none once the dialog is gone).
        std::function<void(const outbox::RedriveStep &step)> step;
        // It ran: to its end, or it stopped by itself.
        std::function<void(const outbox::RedriveOutcome &outcome)> succeeded;
        // It failed, or it was cancelled before it began: finish(bar, result, error).
        CanaryEndText failed;
        CanaryEndText cancelled;
        std::function<void(const QString &bar, const QString &result, bool error)> finish;
    };

    RowActionDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                    QWidget *parent);

    const outbox::ConnectionTarget &target() const { return m_target; }
    const outbox::OutboxTable &table() const { return m_table; }
    TableTask *task() const { return m_task; }
    outbox::ActionContext actionContext(const QString &reason) const;
    // Why the core refuses this action on the target ("" when it is allowed).
    QString refusalOf(const QString &action) const;
    void setRefusal(const QString &refusal) { m_refusal = refusal; }
    // confirmChange() over this dialog, for its target.
    std::optional<QString> confirm(const ChangeDescription &change);

    // Names the dialog (its title: title with the table's name for %1) and makes its layout,
    // which begins with the environment badge beside what the dialog is about. The subclass adds
    // the other parts in its own order.
    QVBoxLayout *frameLayout(QWidget *about, const QString &objectName, const QString &title,
                             const QString &accessibleName);
    // The dry run's busy bar (named accessibleName, at most maximumWidth wide), then its label.
    QHBoxLayout *busyRow(QWidget *label, const QString &accessibleName, int maximumWidth) const;
    // The note on why changes are refused (named accessibleName).
    void addReadOnlyNote(QVBoxLayout *layout, const QString &accessibleName) const;
    // The change's progress bar (named accessibleName), then the result line.
    void addChangeArea(QVBoxLayout *layout, const QString &accessibleName) const;
    // A button of the dialog's own, beside Cancel and Close (never the default button).
    QPushButton *addButton(const QString &text, QDialogButtonBox::ButtonRole role,
                           const QString &objectName, const QString &accessibleName);
    QProgressBar *busyBar() const { return m_busyBar; }
    QLabel *readOnlyNote() const { return m_readOnlyNote; }
    QProgressBar *applyProgress() const { return m_applyProgress; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QDialogButtonBox *buttonBox() const { return m_buttons; }

    // Text in a message label, in the error colour or the palette's.
    void showMessage(QLabel *label, const QString &text, bool error) const;
    // The result line: shown while it has text.
    void showResult(const QString &text, bool error = false);
    // The result line, then changed() and applyFinished().
    void reportChange(const QString &text, bool error);

    // Runs a confirmed change on the task; false when the task is busy. Its batches report
    // through showChangeProgress() and progressed(); a failure shows "Failed: …".
    bool startChange(const QString &purpose, const QString &reason, ChangeWork work, ChangeEnd end);
    // Runs a confirmed canary on the task; false when the task is busy. Its steps are its
    // progress (not progressed()); the result line is cleared first.
    bool startCanary(const QString &purpose, const QString &reason, CanaryWork work, CanaryEnd end);
    // Sets what happens when the task started last ends (see ChangeEnd::ended and next).
    void whenTaskEnds(std::function<void()> ended, std::function<void()> next = {});
    // The batch progress of the running change (lastProgress() is set).
    virtual void showChangeProgress(const outbox::BatchProgress &progress) = 0;
    // The progress of a dry run.
    virtual void showDryRunProgress(const outbox::BatchProgress &) {}
    // Cancel was asked of the running task.
    virtual void cancelling() {}
    outbox::BatchProgress &lastProgress() { return m_lastProgress; }
    void resetLastOutcome() { m_lastOutcome.reset(); }

    void reject() override;

private:
    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    outbox::AuditLog m_auditLog;
    int m_batchSize = 1000;
    std::function<void(const outbox::BatchProgress &)> m_batchHook;
    QString m_refusal;
    std::optional<outbox::ActionOutcome> m_lastOutcome;
    outbox::BatchProgress m_lastProgress;
    bool m_changeRunning = false;
    bool m_closeWhenEnded = false;

    TableTask *m_task;
    QProgressBar *m_busyBar;
    QLabel *m_readOnlyNote;
    QProgressBar *m_applyProgress;
    QLabel *m_resultLabel;
    QDialogButtonBox *m_buttons;
    QPushButton *m_cancelButton;
};

} // namespace outbox::ui
