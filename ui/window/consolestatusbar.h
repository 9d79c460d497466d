#pragma once

#include <QStatusBar>

class QLabel;
class QProgressBar;

namespace outbox::ui {

class OutboxSession;

// The status bar: how many rows are loaded of how many, what filters them, whether the table is
// live (notifies changes), and what is running.
//
// Object names: rowCountLabel, liveLabel, busyLabel, busyIndicator.
class ConsoleStatusBar : public QStatusBar {
    Q_OBJECT
public:
    explicit ConsoleStatusBar(QWidget *parent = nullptr);

    void showSession(const OutboxSession &session);
    // Work of the window's own (preparing the demo); empty: none.
    void setPreparing(const QString &what);
    // What the tab shown holds ("14 error groups of 533 dead rows"), said instead of the rows
    // loaded while a tab other than Rows is shown; empty: the rows.
    void setTabSummary(const QString &summary);
    // The filter in words (FilterBar::filterText()), said after the rows; empty: not filtered.
    void setFilterText(const QString &text) { m_filterText = text; }

private:
    QLabel *m_rowCountLabel = nullptr;
    QLabel *m_liveLabel = nullptr;
    QLabel *m_busyLabel = nullptr;
    QProgressBar *m_busyIndicator = nullptr;
    QString m_preparing;
    QString m_tabSummary;
    QString m_filterText;
};

} // namespace outbox::ui
