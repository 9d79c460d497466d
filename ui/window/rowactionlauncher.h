#pragma once

#include "secretstore.h"
#include "ui/actions/retrydialog.h"
#include "ui/actions/rowchange.h"

#include <QObject>

#include <memory>

namespace outbox {
struct DeadLetterGroup;
}

namespace outbox::ui {

class DeliverDialog;
class FilterBar;
class OutboxSession;
class PromoteDialog;
class PurgeDialog;
class RelayPanel;
class ReplayDialog;
class ResendDialog;
class RowsPage;

// The row actions of the window, from its menus and its tabs: it opens their dialogs (retry and
// mark done, purge, promote, edit and resend; modeless, deleted on close, children of the window)
// on the session's open table, runs the changes that need no dry run (RowChange: park, unpark,
// retry now, release, the undo of a resend), exports rows and copies one. Each refuses with a
// notice while no table is open; changed() follows every change of rows.
class RowActionLauncher : public QObject {
    Q_OBJECT
public:
    // window: the dialogs' parent; the parts outlive the launcher.
    RowActionLauncher(QWidget *window, OutboxSession *session, RowsPage *rows, FilterBar *filterBar,
                      RelayPanel *relay, std::shared_ptr<outbox::SessionSecretStore> secrets);

    // A table is open; else a notice.
    bool canAct();

    RetryDialog *openRetryDialog(const RetrySelection &selection, bool markDoneWholePlan = false);
    RetryDialog *retrySelectedRows();
    RetryDialog *retryMatchingRows();
    // A dead-letter group's rows under the search (any state: the retry takes the dead ones).
    RetryDialog *retryGroup(const outbox::DeadLetterGroup &group, bool markDoneWholePlan);
    PurgeDialog *openPurgeDialog();
    // Pre-filled from the current row when it is a promote row.
    PromoteDialog *openPromoteDialog(bool fromCurrentRow);
    // Edit and Resend for the current row (a dead one); nullptr when there is none.
    ResendDialog *openResendDialog();
    // Replay (dry run, then copies or a canary) for the selected sent rows; nullptr when none is
    // selected.
    ReplayDialog *replaySelectedRows();
    // Deliver Elsewhere for the selected rows; nullptr when none is selected.
    DeliverDialog *deliverSelectedRows();
    // Asks, then changes the rows ids of the open table.
    void changeRows(RowChange::Kind kind, const QStringList &ids);
    // An export file the user chooses, written into the open table as new ready rows.
    void importRows();
    // The filtered rows (File › Export), or a dead-letter group's dead rows under the search, to
    // a file the user chooses.
    void exportFilteredRows();
    void exportGroup(const outbox::DeadLetterGroup &group);
    // The current row as JSON, to the clipboard.
    void copyRowAsJson();
    // An outbox-console:// link to the current row, else to the state the rows are filtered by.
    void copyLink();

Q_SIGNALS:
    void changed(); // a dialog or a row change changed rows
    void showRowsRequested(const QStringList &ids, const QString &label);
    void notice(const QString &message);
    void statusMessage(const QString &message, int timeoutMs);
    void failed(const QString &message);

private:
    template <typename Dialog> Dialog *showDialog(Dialog *dialog);
    // The retry's and the replay's canary: this window's relay offered to settle it.
    template <typename Dialog> void offerConsoleRelay(Dialog *dialog);

    QWidget *m_window;
    OutboxSession *m_session;
    RowsPage *m_rows;
    FilterBar *m_filterBar;
    RelayPanel *m_relay;
    // Outlives every dialog.
    std::shared_ptr<outbox::SessionSecretStore> m_secrets;
    RowChange *m_rowChange;
};

} // namespace outbox::ui
