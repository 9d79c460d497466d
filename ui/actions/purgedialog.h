#pragma once

#include "ui/actions/rowactiondialog.h"

#include <QDateTime>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace outbox::ui {

// Purge sent rows older than a retention period: the period as days (spin box, default 30) or as
// text ("30d", "12h", "2w"); a dry-run count on its own thread whenever the period changes; then
// "Purge N rows" asks a destructive confirmChange() and deletes in batches, each only where the
// row is still sent, with a progress bar and Cancel (stops between batches). The count and the
// purge use the same cut-off time, frozen when the count ran. The result line stays.
//
// Object names: purgeDialog, environmentBadge, purgeDaysSpin, retentionEdit, periodError,
// busyBar, purgeCount, readOnlyNote, applyProgress, resultLabel, recountButton, purgeButton,
// cancelButton, closeButton.
class PurgeDialog : public RowActionDialog {
    Q_OBJECT
public:
    // Counts as soon as the event loop runs. The target's readOnly wins over its profile's.
    PurgeDialog(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                QWidget *parent = nullptr);
    ~PurgeDialog() override;

    // "30d", "12h", "90m", "2w" or a number of days; false (with the message shown) when invalid.
    bool setRetention(const QString &text);
    std::optional<qint64> periodSeconds() const { return m_period; }
    // The last dry-run count, for the period and cut-off shown.
    std::optional<qint64> purgeableCount() const { return m_count; }
    QDateTime cutoff() const; // rows created before this are purged
    bool isBusy() const override;

public Q_SLOTS:
    // Runs the dry-run count for the current period (again).
    void count();
    // Confirms (destructive) and purges the counted rows.
    void purge();

Q_SIGNALS:
    void counted(qint64 rows);
    void countFailed(const QString &message);
    // Inherited: progressed, and changed (a purge ended, done, cancelled or failed: the view
    // should refresh, keeping its filter), then applyFinished.

protected:
    void showChangeProgress(const outbox::BatchProgress &progress) override;

private:
    enum class Phase { Idle, Counting, Purging };
    void buildUi();
    void periodEdited(const QString &text);
    void updateButtons();

    Phase m_phase = Phase::Idle;
    std::optional<qint64> m_period = 30 * 86400;
    std::optional<qint64> m_count;
    outbox::PurgeRequest m_counted; // the request the count is for (period and now)
    bool m_recount = false;         // the period changed while a count ran

    QTimer *m_debounce;
    QSpinBox *m_days;
    QLineEdit *m_retention;
    QLabel *m_periodError;
    QLabel *m_countLabel;
    QPushButton *m_recountButton;
    QPushButton *m_purgeButton;
};

} // namespace outbox::ui
