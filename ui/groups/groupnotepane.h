#pragma once

#include "actions/deadlettergroups.h"
#include "schema/groupnotes.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QWidget>

#include <optional>

class QAction;
class QLabel;
class QToolButton;

namespace outbox::ui {

class TableTask;

// The note on the selected error group, beside its example error: the whole note (links
// clickable) with who wrote it and when, and where notes are kept (GroupNotes: the database's
// outbox_console_notes, seen by everyone who opens the table, else this computer). The edit
// action opens a dialog (object name groupNoteDialog); saving runs on its own TableTask and reads
// the notes back.
//
// Object names: groupsNoteTitle, groupsNote, groupsNoteWhere, groupsEditNoteButton.
class GroupNotePane : public QWidget {
    Q_OBJECT
public:
    // editAction: the owner's Edit Note action, which the pane's button triggers.
    explicit GroupNotePane(QAction *editAction, QWidget *parent = nullptr);
    ~GroupNotePane() override;

    void setStore(const outbox::GroupNotes &store) { m_store = store; }
    const outbox::GroupNotes &store() const { return m_store; }
    // The notes read with the groups (error: they could not be read).
    void setNotes(const QHash<QString, outbox::GroupNote> &notes, bool shared,
                  const QString &error = {});
    const QHash<QString, outbox::GroupNote> &notes() const { return m_notes; }
    bool notesShared() const { return m_notesShared; }
    bool isSaving() const;
    QToolButton *editButton() const { return m_editButton; }

    // The Note column's text of a group (the note's first line) and its tooltip (the note).
    QString firstLineOf(const QString &signature) const;
    QString textOf(const QString &signature) const;

    // Shows the note of this group (none: asks for a selection).
    void showGroup(const std::optional<outbox::DeadLetterGroup> &group);
    // Opens the editor for the group's note; saved in the target's table.
    void edit(const outbox::DeadLetterGroup &group, const outbox::ConnectionTarget &target,
              const outbox::OutboxTable &table);

Q_SIGNALS:
    void savingChanged();                     // started or ended: the edit action follows
    void notesSaved();                        // notes() holds what was saved
    void noteSaved(const QString &signature); // after notesSaved and the end of the saving
    void problem(const QString &message);     // the note was not saved, and why

private:
    void save(const outbox::GroupNote &note, const outbox::ConnectionTarget &target,
              const outbox::OutboxTable &table);

    QLabel *m_title;
    QLabel *m_note;
    QLabel *m_where;
    QToolButton *m_editButton;
    TableTask *m_task;
    std::optional<outbox::DeadLetterGroup> m_group;

    outbox::GroupNotes m_store;
    QHash<QString, outbox::GroupNote> m_notes;
    bool m_notesShared = false;
    QString m_notesError;
};

} // namespace outbox::ui
