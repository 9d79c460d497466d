#pragma once

#include "actions/deadlettergroups.h"
#include "query/rowfilter.h"
#include "schema/groupnotes.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QInputDialog;
class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QStandardItem;
class QStandardItemModel;
class QToolButton;
class QTreeView;

namespace outbox::ui {

class MessageBar;
class TableTask;

// The error groups: the dead rows matching the main filter (its state part is ignored: groups are
// always of dead rows), grouped by normalised error signature, largest first. One line per group:
// signature, rows, first and last seen, operations and a sparkline of occurrences over time (the
// same window for every group). Selecting a group shows an example error below and emits
// groupSelected(); the group's retry, mark done and export are buttons, context-menu entries and
// shortcuts (Ctrl+Shift+R, Ctrl+Shift+D, Ctrl+Shift+E while the view has the focus) that emit a
// request for the owner to act on.
//
// Each group may carry a note (a known issue, a ticket link): the Note column shows its first line,
// the pane below the whole note with who wrote it and when, and where it is kept (GroupNotes: the
// database's outbox_console_notes, seen by everyone who opens the table, else this computer).
// Add Note… / Edit Note… (F2) edits it in a dialog (object name groupNoteDialog); saving runs on
// its own TableTask. A read-only connection shows notes but does not edit them.
//
// Grouping runs on a TableTask (its own thread and connection): busy indicator, cancel, errors
// inline. While the view is hidden, setTarget()/setFilter() only mark it stale; it groups again
// when shown (or on refresh()).
//
// Object names: groupsSummary, groupsFilterNote, groupsReadOnlyNote, groupsBusyIndicator,
// groupsCancelButton, groupsRefreshButton, groupsRetryButton, groupsMarkDoneButton,
// groupsExportButton, groupsMessageBar, groupsList (the QTreeView), groupsExampleTitle,
// groupsExample, groupsNoteTitle, groupsNote, groupsNoteWhere, groupsEditNoteButton; actions
// groupsRetryAction, groupsMarkDoneAction, groupsExportAction, groupsRefreshAction,
// groupsEditNoteAction.
class GroupsView : public QWidget {
    Q_OBJECT
public:
    enum Column {
        Signature,
        Note,
        Rows,
        FirstSeen,
        LastSeen,
        Operations,
        Occurrences,
        ColumnCount
    };
    Q_ENUM(Column)

    explicit GroupsView(QWidget *parent = nullptr);
    ~GroupsView() override;

    void setTarget(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table);
    void clearTarget();
    bool hasTarget() const { return m_hasTarget; }
    void setFilter(const outbox::RowFilter &filter);
    outbox::RowFilter filter() const { return m_filter; }

    // Read-only (e.g. a prod profile not unlocked): retry and mark done are disabled and say why;
    // export stays available (it changes nothing).
    void setReadOnly(bool readOnly, const QString &why = {});
    bool isReadOnly() const { return m_readOnly; }

    bool isBusy() const;
    QString errorText() const; // the message bar's text; empty when no error shows
    const QList<outbox::DeadLetterGroup> &groups() const { return m_groups; }
    std::optional<outbox::DeadLetterGroup> selectedGroup() const;
    // Selects the group with this signature or short id; false when there is none.
    bool selectGroup(const QString &signatureOrId);

    QTreeView *listView() const { return m_list; }
    QAction *retryAction() const { return m_retryAction; }
    QAction *markDoneAction() const { return m_markDoneAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *editNoteAction() const { return m_editNoteAction; }

    // Where notes are read and written when the database has no notes table (tests: a throwaway
    // file); by default the user's data folder.
    void setLocalNotesPath(const QString &path) { m_notesStore = outbox::GroupNotes(path); }
    // The notes of the table shown, by signature; notesShared(): kept in the database.
    const QHash<QString, outbox::GroupNote> &notes() const { return m_notes; }
    bool notesShared() const { return m_notesShared; }
    bool isSavingNote() const;
    // Opens the note editor for the selected group (what F2 does).
    void editNote();

public Q_SLOTS:
    void refresh();
    // The rows may have changed: groups again now when visible, else when next shown.
    void invalidate();
    // The rows changed outside (a relay batch, a live refresh): grouped again if shown and idle
    // (a grouping under way finishes first), else when shown.
    void followChange();
    void cancel();

Q_SIGNALS:
    void groupSelected(const QString &signature, const QString &shortId);
    void retryRequested(const outbox::DeadLetterGroup &group);
    void markDoneRequested(const outbox::DeadLetterGroup &group);
    void exportRequested(const outbox::DeadLetterGroup &group);
    void noteSaved(const QString &signature); // saved where notesShared() says
    void refreshed();                         // new groups are shown
    void failed(const QString &message);
    void busyChanged(bool busy);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void start();
    void taskEnded();
    void showGroups(const QList<outbox::DeadLetterGroup> &groups);
    void currentChanged();
    void updateActions();
    void updateFilterNote();
    void setBusy(bool busy);
    void showNote();
    // The Note column's cell of the group with this signature: the note's first line.
    void showNoteIn(QStandardItem *item, const QString &signature) const;
    void saveNote(const outbox::GroupNote &note);

    MessageBar *m_messageBar;
    QLabel *m_summary;
    QLabel *m_filterNote;
    QLabel *m_readOnlyNote;
    QProgressBar *m_busy;
    QToolButton *m_cancelButton;
    QToolButton *m_refreshButton;
    QToolButton *m_retryButton;
    QToolButton *m_markDoneButton;
    QToolButton *m_exportButton;
    QTreeView *m_list;
    QStandardItemModel *m_model;
    QLabel *m_exampleTitle;
    QPlainTextEdit *m_example;
    QLabel *m_noteTitle;
    QLabel *m_note;
    QLabel *m_noteWhere;
    QToolButton *m_editNoteButton;
    QAction *m_editNoteAction;
    QAction *m_refreshAction;
    QAction *m_retryAction;
    QAction *m_markDoneAction;
    QAction *m_exportAction;
    TableTask *m_task;
    TableTask *m_noteTask;

    outbox::ConnectionTarget m_target;
    outbox::OutboxTable m_table;
    outbox::RowFilter m_filter;
    bool m_hasTarget = false;
    bool m_readOnly = false;
    QString m_readOnlyWhy;
    bool m_stale = false;
    bool m_restart = false; // refresh() while grouping: group again when the running task ends
    struct Grouped {
        QList<outbox::DeadLetterGroup> groups;
        QHash<QString, outbox::GroupNote> notes;
        bool notesShared = false;
        QString notesError; // the notes could not be read: groups show, notes say why
    };
    std::shared_ptr<Grouped> m_result;
    outbox::GroupNotes m_notesStore;
    QHash<QString, outbox::GroupNote> m_notes;
    bool m_notesShared = false;
    QString m_notesError;
    QList<outbox::DeadLetterGroup> m_groups;
    QString m_selectedSignature;
};

} // namespace outbox::ui

Q_DECLARE_METATYPE(outbox::DeadLetterGroup)
