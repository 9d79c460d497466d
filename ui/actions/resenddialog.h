#pragma once

#include "actions/resend.h"
#include "target/connectiontarget.h"

#include <QDialog>

#include <optional>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;
class QTreeWidget;

namespace outbox::ui {

class TableTask;

// Edit and Resend: the payload of a dead row in a JSON editor that checks it as you type against
// the row's operation (prepareResend: the writer's keys and rules), a field-by-field diff of what
// will be written, then the one confirmation (prod: the typed name and a reason) and the resend
// off the GUI thread: the edited payload becomes a new ready row, the original is superseded.
// Refused on a read-only target (the editor still shows the payload and its checks).
//
// Object names: resendDialog, resendIntro, resendEditor, resendStatus, resendDiff (QTreeWidget:
// Field, Before, After), resendButton, resendCancelButton.
class ResendDialog : public QDialog {
    Q_OBJECT
public:
    // mask: what the window shows of payloads (OutboxSession::payloadMask()); the diff and the
    // confirmation show the edit through it.
    ResendDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                 const outbox::OutboxRow &row, const outbox::PayloadMask &mask,
                 QWidget *parent = nullptr);
    ~ResendDialog() override;

    QPlainTextEdit *editor() const { return m_editor; }
    // The check of the editor's text as it stands (run at once, not after the typing pause).
    outbox::Result<outbox::ResendDraft> check() const;
    bool canResend() const;
    QString statusText() const;
    bool isBusy() const;
    // After a resend: what was written.
    std::optional<outbox::ResendOutcome> outcome() const { return m_outcome; }
    // Milliseconds between the last keystroke and the check (default 150).
    void setCheckDelay(int ms);

public Q_SLOTS:
    // Counts what the copy would wait behind (in order per key), asks confirmChange() saying so,
    // then resends off the GUI thread.
    void resend();

Q_SIGNALS:
    void checked();  // the editor's text was checked (status and diff show the result)
    void finished(); // a resend ended (accepted, or the error shown)
    void changed();  // a row was written

protected:
    void reject() override; // not while the resend runs

private:
    void runCheck();
    void readStoredRow();
    void showError(const QString &message);
    void confirmAndResend(const QString &orderNote);

    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    outbox::OutboxRow m_row; // as the profile shows it
    // A masked row's payload as stored, read when the dialog opens: the edit is checked and
    // written against it (masked fields left as they were are put back), and never shown.
    std::optional<outbox::OutboxRow> m_stored;
    outbox::PayloadMask m_mask; // the window's: what the diff and the confirmation show
    QLabel *m_intro;
    QPlainTextEdit *m_editor;
    QLabel *m_status;
    QTreeWidget *m_diff;
    QDialogButtonBox *m_buttons;
    QPushButton *m_resendButton;
    QTimer *m_checkTimer;
    TableTask *m_task;
    bool m_valid = false;
    std::optional<outbox::ResendOutcome> m_outcome;
};

} // namespace outbox::ui
