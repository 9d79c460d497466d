#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QTimer;

namespace outbox::ui {

class OverviewMonitor;

// Every saved profile's outbox on one line (File › Overview of All Profiles): environment,
// profile, database, table and type, pending and dead with their change since the last refresh,
// blocked keys, oldest pending age, the backlog's trend and whether a relay works the table. A
// line whose connection fails shows its error and holds up no other. A click (or Enter) on a line
// opens its profile in the main window. While it is shown, the monitor refreshes it every
// interval in the background.
//
// Object names for tests: overviewWindow, overviewTable, overviewRefreshButton,
// overviewIntervalCombo, overviewStatus, overviewNotifyNote, overviewEmpty.
class OverviewWindow : public QWidget {
    Q_OBJECT
public:
    OverviewWindow(OverviewMonitor *monitor, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }

Q_SIGNALS:
    void openProfileRequested(const QString &profile);
    // Notifications…: the thresholds of the selected line's profile (the first line's when none
    // is selected), in the connection manager.
    void notificationSettingsRequested(const QString &profile);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    // The profile of the selected line, else of the first line; empty without lines.
    QString selectedProfile() const;
    void updateStatus();
    void updateSpans();

    OverviewMonitor *m_monitor;
    QTableView *m_view = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_notifyNote = nullptr;
    QLabel *m_empty = nullptr;
    QComboBox *m_interval = nullptr;
    QPushButton *m_refresh = nullptr;
    QTimer *m_clock = nullptr; // "next in …"
};

} // namespace outbox::ui
