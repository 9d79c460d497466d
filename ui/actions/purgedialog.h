#pragma once

#include "actions/rowactions.h"
#include "audit/auditrecord.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"
#include "ui/common/coremetatypes.h" // BatchProgress in signals: declared before moc uses it

#include <QDateTime>
#include <QDialog>

#include <functional>
#include <optional>

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace outbox::ui {

class TableTask;

// Purge sent rows older than a retention period: the period as days (spin box, default 30) or as
// text ("30d", "12h", "2w"); a dry-run count on its own thread whenever the period changes; then
// "Purge N rows" asks a destructive confirmChange() and deletes in batches, each only where the
// row is still sent, with a progress bar and Cancel (stops between batches). The count and the
// purge use the same cut-off time, frozen when the count ran. The result line stays.
//
// Object names: purgeDialog, environmentBadge, purgeDaysSpin, retentionEdit, periodError,
// busyBar, purgeCount, readOnlyNote, applyProgress, resultLabel, recountButton, purgeButton,
// cancelButton, closeButton.
class PurgeDialog : public QDialog {
    Q_OBJECT
public:
    // Counts as soon as the event loop runs. The target's readOnly wins over its profile's.
    PurgeDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                QWidget *parent = nullptr);
    ~PurgeDialog() override;

    void setAuditLog(const outbox::AuditLog &log) { m_auditLog = log; }
    void setBatchSize(int rows) { m_batchSize = rows; }
    // Test seam: called on the task thread after every batch, before the next one.
    void setBatchHookForTests(std::function<void(const outbox::BatchProgress &)> hook) {
        m_batchHook = std::move(hook);
    }

    // "30d", "12h", "90m", "2w" or a number of days; false (with the message shown) when invalid.
    bool setRetention(const QString &text);
    std::optional<qint64> periodSeconds() const { return m_period; }
    // The last dry-run count, for the period and cut-off shown.
    std::optional<qint64> purgeableCount() const { return m_count; }
    QDateTime cutoff() const; // rows created before this are purged
    bool isBusy() const;
    std::optional<outbox::ActionOutcome> lastOutcome() const { return m_lastOutcome; }
    QString resultText() const;
    QString refusal() const { return m_refusal; }

public Q_SLOTS:
    // Runs the dry-run count for the current period (again).
    void count();
    // Confirms (destructive) and purges the counted rows.
    void purge();
    void cancel();

Q_SIGNALS:
    void counted(qint64 rows);
    void countFailed(const QString &message);
    void progressed(const outbox::BatchProgress &progress);
    // A purge ended (done, cancelled or failed): the view should refresh (keeping its filter).
    void changed();
    void applyFinished();

protected:
    void reject() override;

private:
    enum class Phase { Idle, Counting, Purging };
    void periodEdited(const QString &text);
    void showResult(const QString &text, bool error);
    void updateButtons();
    outbox::ActionContext actionContext(const QString &reason) const;

    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    outbox::AuditLog m_auditLog;
    int m_batchSize = 1000;
    std::function<void(const outbox::BatchProgress &)> m_batchHook;

    Phase m_phase = Phase::Idle;
    std::optional<qint64> m_period = 30 * 86400;
    std::optional<qint64> m_count;
    outbox::PurgeRequest m_counted; // the request the count is for (period and now)
    bool m_recount = false;         // the period changed while a count ran
    bool m_closeWhenEnded = false;
    QString m_refusal;
    std::optional<outbox::ActionOutcome> m_lastOutcome;
    outbox::BatchProgress m_lastProgress;

    TableTask *m_task;
    QTimer *m_debounce;
    QSpinBox *m_days;
    QLineEdit *m_retention;
    QLabel *m_periodError;
    QProgressBar *m_busyBar;
    QLabel *m_countLabel;
    QLabel *m_readOnlyNote;
    QProgressBar *m_applyProgress;
    QLabel *m_resultLabel;
    QPushButton *m_recountButton;
    QPushButton *m_purgeButton;
    QPushButton *m_cancelButton;
    QPushButton *m_closeButton;
};

} // namespace outbox::ui
