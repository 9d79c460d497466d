#pragma once

#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QAbstractItemView>
#include <QWidget>

#include <QHash>

#include <functional>

class QAbstractItemModel;
class QAction;
class QHBoxLayout;
class QLabel;
class QLayout;
class QPlainTextEdit;
class QProgressBar;
class QSplitter;
class QStandardItem;
class QStandardItemModel;
class QToolButton;
class QTreeView;

namespace outbox::ui {

class MessageBar;
class TableTask;

// The base of the tabs that list what a TableTask reads from the open outbox table (the error
// groups, the blocked keys, the audit records), as Dolphin's Panel is the base of its panels. It
// holds what they share: the list (a QTreeView over a QStandardItemModel, sorted by SortRole; each
// row's first item carries the index of what it shows in IndexRole), a pane below it in a
// splitter, the busy indicator with Refresh (and Cancel), the MessageBar for errors inline, the
// filter and read-only notes, and the actions on the selection (a shortcut while the panel has
// the focus, a button, enabled with a tooltip that says why not). A subclass adds its columns, its
// actions and what it reads.
//
// Reading: read() starts startRead() with the message bar dismissed and the panel busy;
// readAgain() while a read runs cancels it and reads again when it ends (an answer that arrives
// meanwhile is for a question no longer asked: isRestarting()). A panel marked stale reads again
// when shown.
//
// Object names, after the prefix given (e.g. "groups"): <prefix>MessageBar,
// <prefix>BusyIndicator, <prefix>RefreshButton, <prefix>List, <prefix>Splitter and, where the
// subclass asks for them, <prefix>CancelButton, <prefix>FilterNote, <prefix>ReadOnlyNote.
class TableListPanel : public QWidget {
    Q_OBJECT
public:
    ~TableListPanel() override;

    bool hasTarget() const { return m_hasTarget; }
    virtual bool isBusy() const; // the task is running
    QString errorText() const;   // the message bar's error; empty when no error shows
    QTreeView *listView() const { return m_list; }

public Q_SLOTS:
    virtual void refresh() = 0;
    void cancel() { cancelRead(); } // stops the reading under way

Q_SIGNALS:
    void refreshed(); // the list shows what was read
    void busyChanged(bool busy);

protected:
    enum Role { SortRole = Qt::UserRole + 1, IndexRole = Qt::UserRole + 2 };

    TableListPanel(const QString &objectNamePrefix, QWidget *parent);

    void showEvent(QShowEvent *event) override;

    // Building (in the subclass's constructor).
    // The Cancel button beside the busy indicator (hidden while idle); the notes row under the
    // top row: the filter note (quieter colour, wrapped) and the read-only note (hidden).
    QToolButton *addCancelButton(const QString &text, const QString &accessibleName);
    QHBoxLayout *addNotesRow();
    void setUpBusyIndicator(const QString &accessibleName, int maxWidth, int maxHeight);
    // The list's columns, its selection mode and the column it is sorted by first; shown: a
    // proxy over model() to show instead of it.
    void setUpList(const QStringList &headers, const QString &accessibleName,
                   QAbstractItemView::SelectionMode selection, int sortColumn, Qt::SortOrder order,
                   QAbstractItemModel *shown = nullptr);
    // The list's context menu: these actions, a null one for a separator.
    void setContextMenuActions(const QList<QAction *> &actions);
    // The panel's layout: the top row, the notes, the message bar, and the list over below
    // (stretch 3 : belowStretch).
    void setUpLayout(QLayout *top, QLayout *notes, QWidget *below, int belowStretch);
    // An action on the selection, its shortcut live only while the panel has the focus (the other
    // tabs and the window use the same keys).
    QAction *addListAction(const QString &text, const QString &objectName,
                           const QKeySequence &shortcut = {});
    // The action's text-only button: clicking it triggers the action; enableAction() enables and
    // explains it with the action.
    QToolButton *addActionButton(QAction *action, const QString &objectName, const QString &text,
                                 const QString &accessibleName);
    // run() when the action is triggered while no read is under way (a shortcut reaches the
    // action even when it is disabled through no widget).
    void whenTriggered(QAction *action, const std::function<void()> &run);
    // changed() when the current row or the selection of the list changes.
    void whenSelectionChanges(const std::function<void()> &changed);
    // A text-only tool button; with an action, clicking it triggers the action.
    static QToolButton *setUpTextButton(QToolButton *button, const QString &objectName,
                                        const QString &text, const QString &accessibleName,
                                        QAction *action = nullptr);
    // A bold title over a details text; the details: read-only, fixed font.
    static void setUpTitle(QLabel *title, const QString &objectName);
    static void setUpDetailsText(QPlainTextEdit *details, const QString &objectName,
                                 const QString &accessibleName, const QString &placeholder);

    // The target.
    void setTargetTable(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table);
    void forgetTarget() { m_hasTarget = false; }
    const outbox::ConnectionTarget &target() const { return m_target; }
    const outbox::OutboxTable &table() const { return m_table; }

    // Reading.
    void read();
    void readAgain();
    void cancelRead();
    bool isRestarting() const { return m_restart; }
    void setStale(bool stale) { m_stale = stale; }
    void refreshWhenShown(); // refresh() now when visible, else when next shown
    bool isStale() const { return m_stale; }
    // Starts the subclass's read on task(); false when it did not start.
    virtual bool startRead() = 0;
    // The task ended and no read follows: by default, no longer busy.
    virtual void readEnded();
    // Shows the busy state (indicator, Cancel, Refresh) and emits busyChanged().
    virtual void setBusy(bool busy);
    void showBusy(bool busy); // the indicator, Cancel and Refresh only
    // An error of the reading, with "Try Again".
    void showReadError(const QString &message);

    // The list.
    // Replaces the rows: fill() appends them with sorting off and the selection's signals
    // blocked; sorted again after.
    void replaceRows(const std::function<void()> &fill);
    // Replaces the rows with count new ones, each filled by fillRow(index, its items: one per
    // column); the first item carries the index in IndexRole.
    void
    replaceRows(qsizetype count,
                const std::function<void(int index, const QList<QStandardItem *> &items)> &fillRow);
    // A cell's text and the value it sorts by.
    static void setCell(QStandardItem *item, const QString &text, const QVariant &sortValue);
    QList<QStandardItem *> newRow() const; // one item per column
    // IndexRole of the current row; -1 without one (or, selectedOnly, when it is not selected).
    int currentItem(bool selectedOnly = false) const;
    QList<int> selectedItems() const; // IndexRole of each selected row
    // Makes the first row whose IndexRole matches current and selected; false when none does.
    bool selectItem(const std::function<bool(int index)> &matches);
    QStandardItemModel *model() const { return m_model; }

    // Actions.
    // Read-only: the note says why (or what is off), the changing actions are disabled.
    void showReadOnly(bool readOnly, const QString &why, const QString &whatIsOff);
    bool readOnly() const { return m_readOnly; }
    // Enables an action and its button: possible and, for one that changes rows, not read-only;
    // the tooltip says what it does, its shortcut and, when off, why (whyNot when not possible).
    void enableAction(QAction *action, QToolButton *button, bool changes, bool possible,
                      const QString &tip, const QString &whyNot) const;
    // The same for an action with a button from addActionButton().
    void enableAction(QAction *action, bool changes, bool possible, const QString &tip,
                      const QString &whyNot) const;
    // A change of rows that the table's library may not make itself (another library's table:
    // FormatDescription::changes): not offered then, and the tooltip says so.
    void offerChange(QAction *action, bool offered, bool possible, const QString &tip,
                     const QString &whyNot) const;

    MessageBar *messageBar() const { return m_messageBar; }
    QProgressBar *busyIndicator() const { return m_busy; }
    QToolButton *refreshButton() const { return m_refreshButton; }
    QLabel *filterNote() const { return m_filterNote; }
    TableTask *task() const { return m_task; }

private:
    QString m_prefix;
    MessageBar *m_messageBar;
    QProgressBar *m_busy;
    QToolButton *m_refreshButton;
    QToolButton *m_cancelButton = nullptr;
    QLabel *m_filterNote = nullptr;
    QLabel *m_readOnlyNote = nullptr;
    QTreeView *m_list;
    QStandardItemModel *m_model;
    TableTask *m_task;
    QHash<QAction *, QToolButton *> m_actionButtons;

    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    bool m_hasTarget = false;
    bool m_readOnly = false;
    QString m_readOnlyWhy;
    bool m_stale = false;
    bool m_restart = false; // refresh() while reading: read again when the running task ends
};

} // namespace outbox::ui
