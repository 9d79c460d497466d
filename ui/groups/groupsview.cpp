#include "ui/groups/groupsview.h"

#include "ui/common/messagebar.h"
#include "ui/common/sparkline.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"
#include "ui/groups/groupnotepane.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QLoggingCategory>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcGroupsView, "outbox.ui.groups")

namespace outbox::ui {

namespace {

QString operationsText(const QMap<QString, qint64> &operations) {
    // Largest first: "put 41, copy 3".
    QList<std::pair<QString, qint64>> list;
    for (auto it = operations.cbegin(); it != operations.cend(); ++it)
        list.append({it.key().isEmpty() ? GroupsView::tr("(none)") : it.key(), it.value()});
    std::stable_sort(list.begin(), list.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    QStringList parts;
    for (const auto &[name, count] : list)
        parts << GroupsView::tr("%1 %2").arg(name, QLocale().toString(count));
    return parts.join(GroupsView::tr(", "));
}

QString spanText(qint64 seconds) {
    if (seconds >= 2 * 86400)
        return GroupsView::tr("%n day(s)", nullptr, int((seconds + 43200) / 86400));
    if (seconds >= 2 * 3600)
        return GroupsView::tr("%n hour(s)", nullptr, int((seconds + 1800) / 3600));
    if (seconds >= 120)
        return GroupsView::tr("%n minute(s)", nullptr, int((seconds + 30) / 60));
    return GroupsView::tr("%n second(s)", nullptr, int(qMax<qint64>(1, seconds)));
}

QString occurrencesTip(const DeadLetterGroup &g) {
    if (g.occurrences.isEmpty())
        return {};
    const qint64 span = g.occurrencesFrom.secsTo(g.occurrencesTo) + 1;
    const qint64 peak = *std::max_element(g.occurrences.cbegin(), g.occurrences.cend());
    return GroupsView::tr("Rows by creation time, %1 to %2, in %3 steps of %4; at most %5 in one "
                          "step.")
        .arg(utcText(g.occurrencesFrom), utcText(g.occurrencesTo))
        .arg(g.occurrences.size())
        .arg(spanText(span / qMax<qsizetype>(1, g.occurrences.size())))
        .arg(QLocale().toString(peak));
}

} // namespace

GroupsView::GroupsView(QWidget *parent)
    : TableListPanel(u"groups"_s, parent)
    , m_summary(new QLabel)
    , m_exampleTitle(new QLabel)
    , m_example(new QPlainTextEdit) {
    setObjectName(u"groupsView"_s);
    setAccessibleName(tr("Error groups"));

    // Only while the groups have the focus: the main window has its own F5 and Ctrl+E.
    m_refreshAction = addListAction(tr("&Refresh Groups"), u"groupsRefreshAction"_s);
    // No F5 of its own: the window's View › Refresh (F5) refreshes the groups too (two live
    // F5 shortcuts would be ambiguous and neither would fire).
    m_retryAction = addListAction(tr("&Retry Group…"), u"groupsRetryAction"_s,
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_markDoneAction = addListAction(tr("&Mark Group Done…"), u"groupsMarkDoneAction"_s,
                                     QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_exportAction = addListAction(tr("&Export Group…"), u"groupsExportAction"_s,
                                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_editNoteAction =
        addListAction(tr("Edit &Note…"), u"groupsEditNoteAction"_s, QKeySequence(Qt::Key_F2));

    setUpTextButton(refreshButton(), u"groupsRefreshButton"_s, tr("Refresh"), tr("Refresh groups"));
    QToolButton *cancelButton = addCancelButton(tr("Cancel"), tr("Cancel grouping"));
    refreshButton()->setToolTip(tr("Group the dead rows again (F5)"));
    cancelButton->setToolTip(tr("Stop grouping"));

    m_summary->setObjectName(u"groupsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    setUpBusyIndicator(tr("Grouping dead rows"), 120, m_summary->sizeHint().height());

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    top->addWidget(m_summary);
    top->addWidget(busyIndicator());
    top->addWidget(cancelButton);
    top->addStretch(1);
    m_summary->setMinimumWidth(
        m_summary->fontMetrics().horizontalAdvance(u"1,000,000 dead rows in 1,000 groups"_s));
    top->addWidget(addActionButton(m_retryAction, u"groupsRetryButton"_s, tr("Retry Group…"),
                                   tr("Retry the selected group")));
    top->addWidget(addActionButton(m_markDoneAction, u"groupsMarkDoneButton"_s, tr("Mark Done…"),
                                   tr("Mark the selected group done")));
    top->addWidget(addActionButton(m_exportAction, u"groupsExportButton"_s, tr("Export…"),
                                   tr("Export the selected group")));
    top->addSpacing(8);
    top->addWidget(refreshButton());

    setUpList({tr("Signature"), tr("Note"), tr("Rows"), tr("First failed"), tr("Last failed"),
               tr("Operations"), tr("Occurrences")},
              tr("Error groups"), QAbstractItemView::SingleSelection, Rows, Qt::DescendingOrder);
    QTreeView *list = listView();
    list->setItemDelegateForColumn(Occurrences, new SparklineDelegate(list));
    setContextMenuActions({m_retryAction, m_markDoneAction, m_exportAction, m_editNoteAction,
                           nullptr, m_refreshAction});
    QHeaderView *header = list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(Signature, QHeaderView::Stretch);
    header->setSectionResizeMode(Note, QHeaderView::Interactive);
    header->resizeSection(Note, 140);
    for (int c : {int(Rows), int(FirstSeen), int(LastSeen), int(Operations)})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Occurrences, QHeaderView::Fixed);
    header->resizeSection(Occurrences, 150);

    setUpTitle(m_exampleTitle, u"groupsExampleTitle"_s);
    m_exampleTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setUpDetailsText(m_example, u"groupsExample"_s, tr("Example error"),
                     tr("Select a group to see an example error."));
    m_notePane = new GroupNotePane(m_editNoteAction);

    auto *example = new QWidget;
    auto *exampleLayout = new QVBoxLayout;
    exampleLayout->setContentsMargins(0, 0, 0, 0);
    exampleLayout->addWidget(m_exampleTitle);
    exampleLayout->addWidget(m_example, 1);
    m_exampleTitle->setBuddy(m_example);
    auto *below = new QHBoxLayout(example);
    below->setContentsMargins(6, 4, 6, 4);
    below->addLayout(exampleLayout, 3);
    below->addSpacing(8);
    below->addWidget(m_notePane, 2);

    setUpLayout(top, addNotesRow(), example, 1);

    connect(m_refreshAction, &QAction::triggered, this, &GroupsView::refresh);
    const auto emitFor = [this](QAction *action,
                                void (GroupsView::*signal)(const DeadLetterGroup &)) {
        whenTriggered(action, [this, signal] {
            if (auto g = selectedGroup())
                Q_EMIT(this->*signal)(*g);
        });
    };
    emitFor(m_retryAction, &GroupsView::retryRequested);
    emitFor(m_markDoneAction, &GroupsView::markDoneRequested);
    emitFor(m_exportAction, &GroupsView::exportRequested);
    connect(m_editNoteAction, &QAction::triggered, this, &GroupsView::editNote);
    whenSelectionChanges([this] { currentChanged(); });
    connect(m_notePane, &GroupNotePane::savingChanged, this, &GroupsView::updateActions);
    connect(m_notePane, &GroupNotePane::notesSaved, this, [this] {
        for (int r = 0; r < model()->rowCount(); ++r) {
            const int i = model()->index(r, 0).data(IndexRole).toInt();
            showNoteIn(model()->item(r, Note), m_groups.at(i).signature);
        }
    });
    connect(m_notePane, &GroupNotePane::noteSaved, this, &GroupsView::noteSaved);
    connect(m_notePane, &GroupNotePane::problem, this, [this](const QString &message) {
        messageBar()->showMessage(MessageBar::Kind::Error, message);
    });
    connect(task(), &TableTask::succeeded, this, [this] {
        if (isRestarting()) // an answer to a question no longer asked
            return;
        m_notePane->setNotes(m_result->notes, m_result->notesShared, m_result->notesError);
        showGroups(m_result->groups);
    });
    connect(task(), &TableTask::failed, this, [this](int, const QString &message) {
        if (isRestarting())
            return;
        showReadError(tr("Could not group the dead rows: %1").arg(message));
        Q_EMIT failed(message);
    });
    connect(task(), &TableTask::cancelled, this, [this] {
        if (!isRestarting())
            messageBar()->showMessage(
                MessageBar::Kind::Information,
                tr("Grouping cancelled: the groups shown may be out of date."), tr("Group Again"));
    });

    m_summary->setText(tr("No table open."));
    updateFilterNote();
    currentChanged();
}

GroupsView::~GroupsView() = default;

void GroupsView::setTarget(const ConnectionTarget &target, const OutboxTable &table) {
    setTargetTable(target, table);
    m_groups.clear();
    m_notePane->setNotes({}, m_notePane->notesShared());
    model()->removeRows(0, model()->rowCount());
    m_selectedSignature.clear();
    messageBar()->dismiss();
    m_summary->setText(tr("Not grouped yet."));
    updateFilterNote();
    updateActions(); // their words follow the table's format
    refreshWhenShown();
}

void GroupsView::clearTarget() {
    cancel();
    forgetTarget();
    m_groups.clear();
    m_notePane->setNotes({}, m_notePane->notesShared());
    model()->removeRows(0, model()->rowCount());
    m_summary->setText(tr("No table open."));
    messageBar()->dismiss();
    currentChanged();
}

void GroupsView::setFilter(const RowFilter &filter) {
    if (filter.describe() == m_filter.describe() && !isStale() && !m_groups.isEmpty())
        return; // the same filter: nothing to group again
    m_filter = filter;
    updateFilterNote();
    invalidate();
}

void GroupsView::invalidate() {
    if (!hasTarget())
        return;
    refreshWhenShown(); // grouped again when shown
}

void GroupsView::followChange() {
    if (!hasTarget())
        return;
    if (!isVisible())
        setStale(true);
    else if (!task()->isRunning()) // a grouping under way is never cut short by the next change
        refresh();
}

void GroupsView::setReadOnly(bool readOnly, const QString &why) {
    showReadOnly(readOnly, why, tr("retry and mark done are off."));
    updateActions();
}

void GroupsView::setLocalNotesPath(const QString &path) {
    m_notePane->setStore(GroupNotes(path));
}

const QHash<QString, GroupNote> &GroupsView::notes() const {
    return m_notePane->notes();
}

bool GroupsView::notesShared() const {
    return m_notePane->notesShared();
}

std::optional<DeadLetterGroup> GroupsView::selectedGroup() const {
    const int i = currentItem(true);
    if (i < 0 || i >= m_groups.size())
        return std::nullopt;
    return m_groups.at(i);
}

bool GroupsView::selectGroup(const QString &signatureOrId) {
    return selectItem([&](int i) {
        const DeadLetterGroup &g = m_groups.at(i);
        return g.signature == signatureOrId || g.id == signatureOrId;
    });
}

void GroupsView::refresh() {
    if (!hasTarget())
        return;
    setStale(false);
    readAgain();
}

bool GroupsView::startRead() {
    auto result = std::make_shared<Grouped>();
    m_result = result;
    const RowFilter filter = m_filter;
    const GroupNotes store = m_notePane->store();
    const TableName name = table().name;
    return task()->start(target().spec, table(), u"groups"_s,
                         [result, filter, store, name](TableTask::Context &c) -> Status {
                             auto groups = groupDeadLetters(c.reader, filter, &c.cancel);
                             if (!groups)
                                 return groups.error();
                             result->groups = std::move(*groups);
                             auto notes = store.read(c.session, name, &result->notesShared);
                             if (notes)
                                 result->notes = std::move(*notes);
                             else
                                 result->notesError = notes.error().message;
                             return Done{};
                         });
}

void GroupsView::setBusy(bool busy) {
    showBusy(busy);
    m_refreshAction->setEnabled(!busy);
    if (busy)
        m_summary->setText(tr("Grouping dead rows…"));
    else if (m_summary->text() == tr("Grouping dead rows…"))
        m_summary->setText(m_groups.isEmpty() ? tr("Not grouped.") : m_summary->text());
    updateActions();
    Q_EMIT busyChanged(busy);
}

void GroupsView::showGroups(const QList<DeadLetterGroup> &groups) {
    // Keep the selected group selected across refreshes when it is still there.
    const QString keep = m_selectedSignature;
    m_groups = groups;
    qint64 rows = 0;
    replaceRows(m_groups.size(), [&](int i, const QList<QStandardItem *> &items) {
        const DeadLetterGroup &g = m_groups.at(i);
        rows += g.count;
        const QString signature = g.signature.isEmpty() ? tr("(no error recorded)") : g.signature;
        setCell(items[Signature], signature, signature.toLower());
        items[Signature]->setToolTip(tr("%1\nGroup id: %2").arg(signature, g.id));
        showNoteIn(items[Note], g.signature);
        setCell(items[Rows], QLocale().toString(g.count), g.count);
        items[Rows]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        setCell(items[FirstSeen], utcText(g.firstSeen), g.firstSeen);
        setCell(items[LastSeen], utcText(g.lastSeen), g.lastSeen);
        const QString operations = operationsText(g.operations);
        setCell(items[Operations], operations, operations);
        items[Occurrences]->setData(QVariant::fromValue(g.occurrences),
                                    SparklineDelegate::ValuesRole);
        items[Occurrences]->setData(g.lastSeen, SortRole);
        items[Occurrences]->setToolTip(occurrencesTip(g));
        items[Occurrences]->setAccessibleText(occurrencesTip(g));
    });
    if (m_groups.isEmpty())
        m_summary->setText(tr("No dead rows match the filter."));
    else
        m_summary->setText(
            tr("%1 in %2")
                .arg(tr("%Ln dead row(s)", nullptr, int(qMin<qint64>(rows, INT_MAX))),
                     tr("%Ln group(s)", nullptr, int(m_groups.size()))));
    if (keep.isEmpty() || !selectGroup(keep))
        currentChanged(); // nothing selected now: clears the example
    qCDebug(lcGroupsView) << m_groups.size() << "groups of" << rows << "dead rows";
    Q_EMIT refreshed();
}

void GroupsView::currentChanged() {
    const auto g = selectedGroup();
    if (!g) {
        m_exampleTitle->setText(tr("Example error"));
        m_example->clear();
    } else {
        m_exampleTitle->setText(tr("Example error (row %1)").arg(g->exampleRowId));
        m_example->setPlainText(g->exampleError.isEmpty() ? tr("(no error recorded)")
                                                          : g->exampleError);
    }
    m_notePane->showGroup(g);
    updateActions();
    const QString signature = g ? g->signature : QString();
    if (g && signature != m_selectedSignature) {
        m_selectedSignature = signature;
        Q_EMIT groupSelected(g->signature, g->id);
    } else if (!g) {
        m_selectedSignature.clear();
    }
}

void GroupsView::updateActions() {
    const bool haveGroup = selectedGroup().has_value() && !isBusy();
    const QString noGroup =
        isBusy() ? tr("Wait for the grouping to finish.") : tr("Select a group first.");
    const auto apply = [&](QAction *action, bool changes, const QString &tip) {
        enableAction(action, changes, haveGroup, tip, noGroup);
    };
    // A table with a status vocabulary in its own words: its ready and sent statuses, not
    // pending and done.
    const OutboxTable &t = table();
    const QString ready = t.vocabulary.readyStatus();
    const auto offer = [&](QAction *action, bool offered, const QString &tip) {
        offerChange(action, offered, haveGroup, tip, noGroup);
    };
    offer(m_retryAction, t.description().changes.retry,
          !t.description().statusVocabulary || ready.isEmpty()
              ? tr("Retry the group's dead rows: a dry run shows exactly which rows first")
              : tr("Retry the group's failed rows (back to “%1”): a dry run shows exactly which "
                   "rows first")
                    .arg(ready));
    offer(m_markDoneAction, t.description().changes.markDone,
          !t.description().statusVocabulary
              ? tr("Mark the group's dead rows done without delivering them")
              : tr("Set the group's failed rows to “%1” without delivering them")
                    .arg(t.vocabulary.sentStatus()));
    apply(m_exportAction, false, tr("Export the group's dead rows"));
    enableAction(
        m_editNoteAction, m_notePane->editButton(), true, haveGroup,
        tr("Write a note on the group for everyone who looks at it: a known issue, a ticket"),
        noGroup);
    if (m_notePane->isSaving()) {
        m_editNoteAction->setEnabled(false);
        m_notePane->editButton()->setEnabled(false);
    }
}

void GroupsView::showNoteIn(QStandardItem *item, const QString &signature) const {
    item->setText(m_notePane->firstLineOf(signature));
    item->setToolTip(m_notePane->textOf(signature));
    item->setData(item->text().toLower(), SortRole);
}

bool GroupsView::isSavingNote() const {
    return m_notePane->isSaving();
}

void GroupsView::editNote() {
    const auto g = selectedGroup();
    if (!g || !m_editNoteAction->isEnabled())
        return;
    m_notePane->edit(*g, target(), table());
}

void GroupsView::updateFilterNote() {
    RowFilter shown = m_filter;
    const bool otherStates =
        !m_filter.states.isEmpty() && m_filter.states != QList<RowState>{RowState::Dead};
    shown.states.clear();
    shown.rawStatuses.clear();
    QString text = shown.isEmpty()
                       ? tr("Dead rows of the whole table.")
                       : tr("Dead rows matching: %1").arg(shown.describe(table().kindFilterName()));
    if (otherStates || !m_filter.rawStatuses.isEmpty())
        text += u' ' + tr("(The filter's state is ignored: groups are always of dead rows.)");
    filterNote()->setText(text);
}

} // namespace outbox::ui
