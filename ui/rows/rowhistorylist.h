#pragma once

#include "audit/auditrecord.h"

#include <QTreeWidget>

namespace outbox::ui {

// The History section's list in the detail pane (object name historyList; columns When, Who,
// Action, Reason, Outcome): a row's audit records (the actions that name it) and its delivery
// attempts in one list, newest first, with the whole record in each line's tooltip. Reasons and
// outcomes wrap instead of ending in "…".
class RowHistoryList : public QTreeWidget {
    Q_OBJECT
public:
    explicit RowHistoryList(QWidget *parent = nullptr);

    // Shows these records and attempts in place of what the list showed.
    void showHistory(const outbox::RowHistory &history);
};

} // namespace outbox::ui
