#pragma once

#include "actions/deadlettergroups.h"
#include "query/rowfilter.h"
#include "schema/groupnotes.h"
#include "ui/common/tablelistpanel.h"

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QPlainTextEdit;
class QStandardItem;
class QToolButton;

namespace outbox::ui {

class GroupNotePane;

// The error groups: the dead rows matching the main filter (its state part is ignored: groups are
// always of dead rows), grouped by normalised error signature, largest first. One line per group:
// signature, rows, first and last seen, operations and a sparkline of occurrences over time (the
// same window for every group). Selecting a group shows an example error below and emits
// groupSelected(); the group's retry, mark done and export are buttons, context-menu entries and
// shortcuts (Ctrl+Shift+R, Ctrl+Shift+D, Ctrl+Shift+E while the view has the focus) that emit a
// request for the owner to act on.
//
// Each group may carry a note (a known issue, a ticket link): the Note column shows its first line,
// the pane below (GroupNotePane) the whole note with who wrote it and when, and where it is kept.
// Add Note… / Edit Note… (F2) edits it in a dialog; saving runs on its own TableTask. A read-only
// connection shows notes but does not edit them.
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
class GroupsView : public TableListPanel {
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
    void setFilter(const outbox::RowFilter &filter);
    outbox::RowFilter filter() const { return m_filter; }

    // Read-only (e.g. a prod profile not unlocked): retry and mark done are disabled and say why;
    // export stays available (it changes nothing).
    void setReadOnly(bool readOnly, const QString &why = {});
    bool isReadOnly() const { return readOnly(); }

    const QList<outbox::DeadLetterGroup> &groups() const { return m_groups; }
    std::optional<outbox::DeadLetterGroup> selectedGroup() const;
    // Selects the group with this signature or short id; false when there is none.
    bool selectGroup(const QString &signatureOrId);

    QAction *retryAction() const { return m_retryAction; }
    QAction *markDoneAction() const { return m_markDoneAction; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *editNoteAction() const { return m_editNoteAction; }

    // Where notes are read and written when the database has no notes table (tests: a throwaway
    // file); by default the user's data folder.
    void setLocalNotesPath(const QString &path);
    // The notes of the table shown, by signature; notesShared(): kept in the database.
    const QHash<QString, outbox::GroupNote> &notes() const;
    bool notesShared() const;
    bool isSavingNote() const;
    // Opens the note editor for the selected group (what F2 does).
    void editNote();

public Q_SLOTS:
    void refresh() override;
    // The rows may have changed: groups again now when visible, else when next shown.
    void invalidate();
    // The rows changed outside (a relay batch, a live refresh): grouped again if shown and idle
    // (a grouping under way finishes first), else when shown.
    void followChange();

Q_SIGNALS:
    void groupSelected(const QString &signature, const QString &shortId);
    void retryRequested(const outbox::DeadLetterGroup &group);
    void markDoneRequested(const outbox::DeadLetterGroup &group);
    void exportRequested(const outbox::DeadLetterGroup &group);
    void noteSaved(const QString &signature); // saved where notesShared() says
    void failed(const QString &message);

protected:
    bool startRead() override;
    void setBusy(bool busy) override;

private:
    void showGroups(const QList<outbox::DeadLetterGroup> &groups);
    void currentChanged();
    void updateActions();
    void updateFilterNote();
    // The Note column's cell of the group with this signature: the note's first line.
    void showNoteIn(QStandardItem *item, const QString &signature) const;

    QLabel *m_summary;
    QLabel *m_exampleTitle;
    QPlainTextEdit *m_example;
    GroupNotePane *m_notePane;
    QAction *m_editNoteAction;
    QAction *m_refreshAction;
    QAction *m_retryAction;
    QAction *m_markDoneAction;
    QAction *m_exportAction;

    outbox::RowFilter m_filter;
    struct Grouped {
        QList<outbox::DeadLetterGroup> groups;
        QHash<QString, outbox::GroupNote> notes;
        bool notesShared = false;
        QString notesError; // the notes could not be read: groups show, notes say why
    };
    std::shared_ptr<Grouped> m_result;
    QList<outbox::DeadLetterGroup> m_groups;
    QString m_selectedSignature;
};

} // namespace outbox::ui

Q_DECLARE_METATYPE(outbox::DeadLetterGroup)
