#pragma once

#include "actions/rowactions.h"
#include "schema/groupnotes.h"
#include "schema/outboxtable.h"
#include "ui/actions/retryselection.h"

#include <QWidget>

#include <optional>

class QLabel;
class QStandardItemModel;
class QTableView;
class QTreeWidget;

namespace outbox::ui {

// The retry dialog's dry run as the user reads it: the summary (what the retry would set back,
// what stays), the note on the error group being retried, the breakdown by operation and by
// error group, the oldest rows with the flagged ones marked, and what the target check found.
//
// Object names: planSummary, retryGroupNote, operationBreakdown, groupBreakdown, sampleView,
// sampleNote, targetCheckLabel.
class RetryPlanView : public QWidget {
    Q_OBJECT
public:
    explicit RetryPlanView(const outbox::OutboxTable &table, QWidget *parent = nullptr);

    // The status a FennFlow retry sets its rows back to, in the table's vocabulary ("created" or
    // "pending"); "ready" while the vocabulary is unknown (the retry then refuses anyway).
    static QString readyWord(const outbox::OutboxTable &table);

    // Empties every part but the group's note (a new dry run is on its way).
    void clear();
    void showGroupNote(const std::optional<outbox::GroupNote> &note);
    // markDoneRows: the rows Mark Done… would take (0 when it is refused).
    void showPlan(const outbox::RetryPlan &plan, const RetrySelection &selection, int notDead,
                  qsizetype markDoneRows, const QString &targetNote);
    // In place of the summary (after the retry took the plan's rows).
    void setSummary(const QString &text);

private:
    QString summaryText(const outbox::RetryPlan &plan, const RetrySelection &selection, int notDead,
                        qsizetype markDoneRows) const;
    void showSample(const outbox::RetryPlan &plan);
    void showTargetCheck(const outbox::RetryPlan &plan, const QString &targetNote);

    outbox::OutboxTable m_table;
    QLabel *m_summary;
    QLabel *m_groupNote;
    QTreeWidget *m_operations;
    QTreeWidget *m_groups;
    QTableView *m_sampleView;
    QStandardItemModel *m_sampleModel;
    QLabel *m_sampleNote;
    QLabel *m_targetLabel;
};

} // namespace outbox::ui
