#include "ui/groups/groupnotepane.h"

#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QAction>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// A note as rich text: escaped, its web links clickable, its lines kept.
QString noteHtml(const QString &text) {
    static const QRegularExpression link(u"(https?://[^\\s<>\"]+[^\\s<>\".,;:!?)])"_s);
    QString html = text.toHtmlEscaped();
    html.replace(link, u"<a href=\"\\1\">\\1</a>"_s);
    html.replace(u'\n', u"<br>"_s);
    return html;
}

} // namespace

GroupNotePane::GroupNotePane(QAction *editAction, QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_note(new QLabel)
    , m_where(new QLabel)
    , m_editButton(new QToolButton)
    , m_task(new TableTask(this)) {
    m_editButton->setObjectName(u"groupsEditNoteButton"_s);
    m_editButton->setText(tr("Add Note…"));
    m_editButton->setAccessibleName(tr("Edit the selected group's note"));
    m_editButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    connect(m_editButton, &QToolButton::clicked, editAction, &QAction::trigger);

    m_title->setObjectName(u"groupsNoteTitle"_s);
    m_title->setTextFormat(Qt::PlainText);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setText(tr("Note"));
    m_note->setObjectName(u"groupsNote"_s);
    m_note->setAccessibleName(tr("Note on the group"));
    m_note->setTextFormat(Qt::RichText);
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_note->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_note->setOpenExternalLinks(true);
    m_where->setObjectName(u"groupsNoteWhere"_s);
    m_where->setTextFormat(Qt::PlainText);
    m_where->setWordWrap(true);
    m_where->setEnabled(false); // a quieter colour

    auto *head = new QHBoxLayout;
    head->addWidget(m_title, 1);
    head->addWidget(m_editButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(head);
    layout->addWidget(m_note, 1);
    layout->addWidget(m_where);
}

GroupNotePane::~GroupNotePane() = default;

void GroupNotePane::setNotes(const QHash<QString, GroupNote> &notes, bool shared,
                             const QString &error) {
    m_notes = notes;
    m_notesShared = shared;
    m_notesError = error;
}

bool GroupNotePane::isSaving() const {
    return m_task->isRunning();
}

QString GroupNotePane::firstLineOf(const QString &signature) const {
    const auto note = m_notes.constFind(signature);
    if (note == m_notes.cend())
        return {};
    const QString line = note->text.section(u'\n', 0, 0).trimmed();
    return note->text.trimmed().contains(u'\n') ? tr("%1 …").arg(line) : line;
}

QString GroupNotePane::textOf(const QString &signature) const {
    const auto note = m_notes.constFind(signature);
    return note != m_notes.cend() ? note->text : QString();
}

void GroupNotePane::showGroup(const std::optional<DeadLetterGroup> &group) {
    m_group = group;
    const auto note = group ? m_notes.constFind(group->signature) : m_notes.cend();
    const bool has = note != m_notes.cend();
    m_editButton->setText(has ? tr("Edit Note…") : tr("Add Note…"));
    if (!group)
        m_note->setText(tr("Select a group to see its note."));
    else if (!m_notesError.isEmpty())
        m_note->setText(tr("The notes could not be read: %1").arg(m_notesError).toHtmlEscaped());
    else if (!has)
        m_note->setText(tr("No note on this group.").toHtmlEscaped());
    else
        m_note->setText(u"%1<br><i>%2</i>"_s.arg(
            noteHtml(note->text),
            tr("%1, %2").arg(note->author, utcText(note->at)).toHtmlEscaped()));
    m_note->setEnabled(has); // a quieter colour for "no note"
    m_where->setText(
        m_notesShared
            ? tr("Notes are kept in the database (%1): everyone who opens this table sees them.")
                  .arg(QString::fromLatin1(GroupNotes::kName))
            : tr("Notes are kept on this computer only: the database has no %1 table (Create "
                 "Relay Tables… on the Relay tab makes it; notes are shared from then on).")
                  .arg(QString::fromLatin1(GroupNotes::kName)));
}

void GroupNotePane::edit(const DeadLetterGroup &group, const ConnectionTarget &target,
                         const OutboxTable &table) {
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(u"groupNoteDialog"_s);
    dialog->setWindowTitle(tr("Note on Error Group %1").arg(group.id));
    dialog->setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog->setLabelText(
        tr("Note on the group \"%1\" (%2). Leave it empty to remove the note.\n%3")
            .arg(group.signature.left(120),
                 tr("%Ln dead row(s)", nullptr, int(qMin<qint64>(group.count, INT_MAX))),
                 m_notesShared ? tr("Everyone who opens this table will see it.")
                               : tr("It is kept on this computer only.")));
    dialog->setTextValue(textOf(group.signature));
    dialog->setOkButtonText(tr("Save Note"));
    dialog->resize(520, 300);
    const QString signature = group.signature;
    connect(dialog, &QInputDialog::textValueSelected, this,
            [this, signature, target, table](const QString &text) {
                save(GroupNote{signature, text, {}, {}}, target, table);
            });
    dialog->open();
}

void GroupNotePane::save(const GroupNote &note, const ConnectionTarget &target,
                         const OutboxTable &table) {
    if (note.text.size() > GroupNotes::kMaxLength) {
        Q_EMIT problem(
            tr("The note was not saved: it has %1 characters, a note may have at most %2.")
                .arg(QLocale().toString(note.text.size()),
                     QLocale().toString(GroupNotes::kMaxLength)));
        return;
    }
    const GroupNotes store = m_store;
    const TableName name = table.name;
    auto saved = std::make_shared<QHash<QString, GroupNote>>();
    auto shared = std::make_shared<bool>(false);
    if (!m_task->start(target.spec, table, u"group-note"_s,
                       [store, name, note, saved, shared](TableTask::Context &c) -> Status {
                           if (auto written = store.write(c.session, name, note); !written)
                               return written;
                           auto notes = store.read(c.session, name, shared.get());
                           if (!notes)
                               return notes.error();
                           *saved = std::move(*notes);
                           return Done{};
                       }))
        return;
    Q_EMIT savingChanged();
    auto ok = std::make_shared<bool>(false);
    m_task->runHandlers().succeeded = [this, saved, shared, ok] {
        *ok = true;
        setNotes(*saved, *shared);
        Q_EMIT notesSaved();
        showGroup(m_group);
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        Q_EMIT problem(tr("The note was not saved: %1").arg(message));
    };
    m_task->runHandlers().ended = [this, ok, signature = note.signature] {
        Q_EMIT savingChanged(); // editable again
        if (*ok)
            Q_EMIT noteSaved(signature);
    };
}

} // namespace outbox::ui
