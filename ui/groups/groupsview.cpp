#include "ui/groups/groupsview.h"

#include "ui/common/messagebar.h"
#include "ui/common/sparkline.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QAction>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLocale>
#include <QLoggingCategory>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRegularExpression>
#include <QShowEvent>
#include <QSplitter>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcGroupsView, "outbox.ui.groups")

namespace outbox::ui {

namespace {

constexpr int SortRole = Qt::UserRole + 1;
constexpr int GroupIndexRole = Qt::UserRole + 2;

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

// A note as rich text: escaped, its web links clickable, its lines kept.
QString noteHtml(const QString &text) {
    static const QRegularExpression link(u"(https?://[^\\s<>\"]+[^\\s<>\".,;:!?)])"_s);
    QString html = text.toHtmlEscaped();
    html.replace(link, u"<a href=\"\\1\">\\1</a>"_s);
    html.replace(u'\n', u"<br>"_s);
    return html;
}

QString firstLine(const QString &text) {
    const QString line = text.section(u'\n', 0, 0).trimmed();
    return text.trimmed().contains(u'\n') ? GroupsView::tr("%1 …").arg(line) : line;
}

} // namespace

GroupsView::GroupsView(QWidget *parent)
    : QWidget(parent)
    , m_messageBar(new MessageBar)
    , m_summary(new QLabel)
    , m_filterNote(new QLabel)
    , m_busy(new QProgressBar)
    , m_cancelButton(new QToolButton)
    , m_refreshButton(new QToolButton)
    , m_retryButton(new QToolButton)
    , m_markDoneButton(new QToolButton)
    , m_exportButton(new QToolButton)
    , m_list(new QTreeView)
    , m_model(new QStandardItemModel(this))
    , m_exampleTitle(new QLabel)
    , m_example(new QPlainTextEdit)
    , m_noteTitle(new QLabel)
    , m_note(new QLabel)
    , m_noteWhere(new QLabel)
    , m_editNoteButton(new QToolButton)
    , m_task(new TableTask(this))
    , m_noteTask(new TableTask(this)) {
    setObjectName(u"groupsView"_s);
    setAccessibleName(tr("Error groups"));

    m_refreshAction = new QAction(tr("&Refresh Groups"), this);
    m_refreshAction->setObjectName(u"groupsRefreshAction"_s);
    // No F5 of its own: the window's View › Refresh (F5) refreshes the groups too (two live
    // F5 shortcuts would be ambiguous and neither would fire).
    m_retryAction = new QAction(tr("&Retry Group…"), this);
    m_retryAction->setObjectName(u"groupsRetryAction"_s);
    m_retryAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_markDoneAction = new QAction(tr("&Mark Group Done…"), this);
    m_markDoneAction->setObjectName(u"groupsMarkDoneAction"_s);
    m_markDoneAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    m_exportAction = new QAction(tr("&Export Group…"), this);
    m_exportAction->setObjectName(u"groupsExportAction"_s);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_editNoteAction = new QAction(tr("Edit &Note…"), this);
    m_editNoteAction->setObjectName(u"groupsEditNoteAction"_s);
    m_editNoteAction->setShortcut(QKeySequence(Qt::Key_F2));
    for (QAction *a :
         {m_refreshAction, m_retryAction, m_markDoneAction, m_exportAction, m_editNoteAction}) {
        // Only while the groups have the focus: the main window has its own F5 and Ctrl+E.
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }

    const auto setUpButton = [](QToolButton *b, const QString &name, const QString &text,
                                const QString &accessible) {
        b->setObjectName(name);
        b->setText(text);
        b->setAccessibleName(accessible);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setAutoRaise(false);
    };
    setUpButton(m_refreshButton, u"groupsRefreshButton"_s, tr("Refresh"), tr("Refresh groups"));
    setUpButton(m_cancelButton, u"groupsCancelButton"_s, tr("Cancel"), tr("Cancel grouping"));
    setUpButton(m_retryButton, u"groupsRetryButton"_s, tr("Retry Group…"),
                tr("Retry the selected group"));
    setUpButton(m_markDoneButton, u"groupsMarkDoneButton"_s, tr("Mark Done…"),
                tr("Mark the selected group done"));
    setUpButton(m_exportButton, u"groupsExportButton"_s, tr("Export…"),
                tr("Export the selected group"));
    setUpButton(m_editNoteButton, u"groupsEditNoteButton"_s, tr("Add Note…"),
                tr("Edit the selected group's note"));
    m_refreshButton->setToolTip(tr("Group the dead rows again (F5)"));
    m_cancelButton->setToolTip(tr("Stop grouping"));
    m_cancelButton->hide();

    m_summary->setObjectName(u"groupsSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_filterNote->setObjectName(u"groupsFilterNote"_s);
    m_filterNote->setTextFormat(Qt::PlainText);
    m_filterNote->setEnabled(false); // a quieter colour
    m_filterNote->setWordWrap(true);
    m_busy->setObjectName(u"groupsBusyIndicator"_s);
    m_busy->setAccessibleName(tr("Grouping dead rows"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(m_summary->sizeHint().height());
    m_busy->setTextVisible(false);
    m_busy->hide();

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    top->addWidget(m_summary);
    top->addWidget(m_busy);
    top->addWidget(m_cancelButton);
    top->addStretch(1);
    m_summary->setMinimumWidth(
        m_summary->fontMetrics().horizontalAdvance(u"1,000,000 dead rows in 1,000 groups"_s));
    top->addWidget(m_retryButton);
    top->addWidget(m_markDoneButton);
    top->addWidget(m_exportButton);
    top->addSpacing(8);
    top->addWidget(m_refreshButton);

    m_messageBar->setObjectName(u"groupsMessageBar"_s);
    m_messageBar->hide();

    m_model->setColumnCount(ColumnCount);
    m_model->setHorizontalHeaderLabels({tr("Signature"), tr("Note"), tr("Rows"), tr("First failed"),
                                        tr("Last failed"), tr("Operations"), tr("Occurrences")});
    m_model->setSortRole(SortRole);
    m_list->setObjectName(u"groupsList"_s);
    m_list->setAccessibleName(tr("Error groups"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(Rows, Qt::DescendingOrder);
    m_list->setItemDelegateForColumn(Occurrences, new SparklineDelegate(m_list));
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    QHeaderView *header = m_list->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(Signature, QHeaderView::Stretch);
    header->setSectionResizeMode(Note, QHeaderView::Interactive);
    header->resizeSection(Note, 140);
    for (int c : {int(Rows), int(FirstSeen), int(LastSeen), int(Operations)})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Occurrences, QHeaderView::Fixed);
    header->resizeSection(Occurrences, 150);

    m_exampleTitle->setObjectName(u"groupsExampleTitle"_s);
    m_exampleTitle->setTextFormat(Qt::PlainText);
    m_exampleTitle->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_exampleTitle->font();
    bold.setBold(true);
    m_exampleTitle->setFont(bold);
    m_example->setObjectName(u"groupsExample"_s);
    m_example->setAccessibleName(tr("Example error"));
    m_example->setReadOnly(true);
    m_example->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_example->setPlaceholderText(tr("Select a group to see an example error."));
    m_noteTitle->setObjectName(u"groupsNoteTitle"_s);
    m_noteTitle->setTextFormat(Qt::PlainText);
    m_noteTitle->setFont(bold);
    m_noteTitle->setText(tr("Note"));
    m_note->setObjectName(u"groupsNote"_s);
    m_note->setAccessibleName(tr("Note on the group"));
    m_note->setTextFormat(Qt::RichText);
    m_note->setWordWrap(true);
    m_note->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_note->setTextInteractionFlags(Qt::TextBrowserInteraction);
    m_note->setOpenExternalLinks(true);
    m_noteWhere->setObjectName(u"groupsNoteWhere"_s);
    m_noteWhere->setTextFormat(Qt::PlainText);
    m_noteWhere->setWordWrap(true);
    m_noteWhere->setEnabled(false); // a quieter colour
    auto *noteHead = new QHBoxLayout;
    noteHead->addWidget(m_noteTitle, 1);
    noteHead->addWidget(m_editNoteButton);

    auto *example = new QWidget;
    auto *exampleLayout = new QVBoxLayout;
    exampleLayout->setContentsMargins(0, 0, 0, 0);
    exampleLayout->addWidget(m_exampleTitle);
    exampleLayout->addWidget(m_example, 1);
    m_exampleTitle->setBuddy(m_example);
    auto *noteLayout = new QVBoxLayout;
    noteLayout->setContentsMargins(0, 0, 0, 0);
    noteLayout->addLayout(noteHead);
    noteLayout->addWidget(m_note, 1);
    noteLayout->addWidget(m_noteWhere);
    auto *below = new QHBoxLayout(example);
    below->setContentsMargins(6, 4, 6, 4);
    below->addLayout(exampleLayout, 3);
    below->addSpacing(8);
    below->addLayout(noteLayout, 2);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(u"groupsSplitter"_s);
    splitter->addWidget(m_list);
    splitter->addWidget(example);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    auto *notes = new QHBoxLayout;
    notes->setContentsMargins(6, 0, 6, 0);
    notes->addWidget(m_filterNote, 1);
    m_readOnlyNote = new QLabel;
    m_readOnlyNote->setObjectName(u"groupsReadOnlyNote"_s);
    m_readOnlyNote->setTextFormat(Qt::PlainText);
    m_readOnlyNote->hide();
    notes->addWidget(m_readOnlyNote);
    layout->addLayout(notes);
    layout->addWidget(m_messageBar);
    layout->addWidget(splitter, 1);

    connect(m_refreshAction, &QAction::triggered, this, &GroupsView::refresh);
    connect(m_refreshButton, &QToolButton::clicked, this, &GroupsView::refresh);
    connect(m_cancelButton, &QToolButton::clicked, this, &GroupsView::cancel);
    connect(m_messageBar, &MessageBar::actionTriggered, this, &GroupsView::refresh);
    const auto emitFor = [this](void (GroupsView::*signal)(const DeadLetterGroup &)) {
        return [this, signal] {
            // A shortcut reaches here even when the action is disabled through no widget.
            if (auto g = selectedGroup(); g && !isBusy())
                Q_EMIT(this->*signal)(*g);
        };
    };
    connect(m_retryAction, &QAction::triggered, this, emitFor(&GroupsView::retryRequested));
    connect(m_markDoneAction, &QAction::triggered, this, emitFor(&GroupsView::markDoneRequested));
    connect(m_exportAction, &QAction::triggered, this, emitFor(&GroupsView::exportRequested));
    connect(m_retryButton, &QToolButton::clicked, m_retryAction, &QAction::trigger);
    connect(m_markDoneButton, &QToolButton::clicked, m_markDoneAction, &QAction::trigger);
    connect(m_exportButton, &QToolButton::clicked, m_exportAction, &QAction::trigger);
    connect(m_editNoteAction, &QAction::triggered, this, &GroupsView::editNote);
    connect(m_editNoteButton, &QToolButton::clicked, m_editNoteAction, &QAction::trigger);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &GroupsView::currentChanged);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &GroupsView::currentChanged);
    connect(m_list, &QTreeView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        menu.addAction(m_retryAction);
        menu.addAction(m_markDoneAction);
        menu.addAction(m_exportAction);
        menu.addAction(m_editNoteAction);
        menu.addSeparator();
        menu.addAction(m_refreshAction);
        menu.exec(m_list->viewport()->mapToGlobal(pos));
    });
    connect(m_task, &TableTask::succeeded, this, [this] {
        if (m_restart) // an answer to a question no longer asked
            return;
        m_notes = m_result->notes;
        m_notesShared = m_result->notesShared;
        m_notesError = m_result->notesError;
        showGroups(m_result->groups);
    });

    connect(m_task, &TableTask::failed, this, [this](int, const QString &message) {
        if (m_restart)
            return;
        m_messageBar->showMessage(MessageBar::Kind::Error,
                                  tr("Could not group the dead rows: %1").arg(message),
                                  tr("Try Again"));
        Q_EMIT failed(message);
    });
    connect(m_task, &TableTask::cancelled, this, [this] {
        if (!m_restart)
            m_messageBar->showMessage(
                MessageBar::Kind::Information,
                tr("Grouping cancelled: the groups shown may be out of date."), tr("Group Again"));
    });
    connect(m_task, &TableTask::ended, this, &GroupsView::taskEnded);

    m_summary->setText(tr("No table open."));
    updateFilterNote();
    currentChanged();
}

GroupsView::~GroupsView() = default;

void GroupsView::setTarget(const ConnectionTarget &target, const OutboxTable &table) {
    m_target = target;
    m_table = table;
    m_hasTarget = true;
    m_groups.clear();
    m_notes.clear();
    m_notesError.clear();
    m_model->removeRows(0, m_model->rowCount());
    m_selectedSignature.clear();
    m_messageBar->dismiss();
    m_summary->setText(tr("Not grouped yet."));
    updateFilterNote();
    updateActions(); // their words follow the table's format
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void GroupsView::clearTarget() {
    cancel();
    m_hasTarget = false;
    m_groups.clear();
    m_notes.clear();
    m_notesError.clear();
    m_model->removeRows(0, m_model->rowCount());
    m_summary->setText(tr("No table open."));
    m_messageBar->dismiss();
    currentChanged();
}

void GroupsView::setFilter(const RowFilter &filter) {
    if (filter.describe() == m_filter.describe() && !m_stale && !m_groups.isEmpty())
        return; // the same filter: nothing to group again
    m_filter = filter;
    updateFilterNote();
    invalidate();
}

void GroupsView::invalidate() {
    if (!m_hasTarget)
        return;
    if (isVisible())
        refresh();
    else
        m_stale = true; // grouped again when shown
}

void GroupsView::followChange() {
    if (!m_hasTarget)
        return;
    if (!isVisible())
        m_stale = true;
    else if (!m_task->isRunning()) // a grouping under way is never cut short by the next change
        refresh();
}

void GroupsView::setReadOnly(bool readOnly, const QString &why) {
    m_readOnly = readOnly;
    m_readOnlyWhy = why;
    m_readOnlyNote->setText(
        tr("Read-only: %1").arg(why.isEmpty() ? tr("retry and mark done are off.") : why));
    m_readOnlyNote->setToolTip(m_readOnlyNote->text());
    m_readOnlyNote->setVisible(readOnly);
    updateActions();
}

bool GroupsView::isBusy() const {
    return m_task->isRunning();
}

QString GroupsView::errorText() const {
    return m_messageBar->isVisibleTo(this) && m_messageBar->kind() == MessageBar::Kind::Error
               ? m_messageBar->text()
               : QString();
}

std::optional<DeadLetterGroup> GroupsView::selectedGroup() const {
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() || !m_list->selectionModel()->isRowSelected(current.row()))
        return std::nullopt;
    const int i = m_model->index(current.row(), 0).data(GroupIndexRole).toInt();
    if (i < 0 || i >= m_groups.size())
        return std::nullopt;
    return m_groups.at(i);
}

bool GroupsView::selectGroup(const QString &signatureOrId) {
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const int i = m_model->index(r, 0).data(GroupIndexRole).toInt();
        const DeadLetterGroup &g = m_groups.at(i);
        if (g.signature == signatureOrId || g.id == signatureOrId) {
            m_list->selectionModel()->setCurrentIndex(m_model->index(r, 0),
                                                      QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
            m_list->scrollTo(m_model->index(r, 0));
            return true;
        }
    }
    return false;
}

void GroupsView::refresh() {
    if (!m_hasTarget)
        return;
    m_stale = false;
    if (m_task->isRunning()) {
        m_restart = true;
        m_task->cancel();
        return;
    }
    start();
}

void GroupsView::cancel() {
    m_restart = false;
    m_task->cancel();
}

void GroupsView::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (m_stale && m_hasTarget)
        refresh();
}

void GroupsView::start() {
    m_restart = false;
    m_messageBar->dismiss();
    auto result = std::make_shared<Grouped>();
    m_result = result;
    const RowFilter filter = m_filter;
    const GroupNotes store = m_notesStore;
    const TableName table = m_table.name;
    const bool started =
        m_task->start(m_target.spec, m_table, u"groups"_s,
                      [result, filter, store, table](TableTask::Context &c) -> Status {
                          auto groups = groupDeadLetters(c.reader, filter, &c.cancel);
                          if (!groups)
                              return groups.error();
                          result->groups = std::move(*groups);
                          auto notes = store.read(c.session, table, &result->notesShared);
                          if (notes)
                              result->notes = std::move(*notes);
                          else
                              result->notesError = notes.error().message;
                          return Done{};
                      });
    if (started)
        setBusy(true);
}

void GroupsView::taskEnded() {
    if (m_restart) {
        start();
        return;
    }
    setBusy(false);
}

void GroupsView::setBusy(bool busy) {
    m_busy->setVisible(busy);
    m_cancelButton->setVisible(busy);
    m_refreshButton->setEnabled(!busy);
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
    const bool sorting = m_list->isSortingEnabled();
    m_list->setSortingEnabled(false);
    QSignalBlocker block(m_list->selectionModel());
    m_model->removeRows(0, m_model->rowCount());
    qint64 rows = 0;
    for (qsizetype i = 0; i < m_groups.size(); ++i) {
        const DeadLetterGroup &g = m_groups.at(i);
        rows += g.count;
        QList<QStandardItem *> items;
        for (int c = 0; c < ColumnCount; ++c)
            items.append(new QStandardItem);
        const QString signature = g.signature.isEmpty() ? tr("(no error recorded)") : g.signature;
        items[Signature]->setText(signature);
        items[Signature]->setToolTip(tr("%1\nGroup id: %2").arg(signature, g.id));
        items[Signature]->setData(signature.toLower(), SortRole);
        items[Signature]->setData(int(i), GroupIndexRole);
        showNoteIn(items[Note], g.signature);
        items[Rows]->setText(QLocale().toString(g.count));
        items[Rows]->setData(g.count, SortRole);
        items[Rows]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        items[FirstSeen]->setText(utcText(g.firstSeen));
        items[FirstSeen]->setData(g.firstSeen, SortRole);
        items[LastSeen]->setText(utcText(g.lastSeen));
        items[LastSeen]->setData(g.lastSeen, SortRole);
        items[Operations]->setText(operationsText(g.operations));
        items[Operations]->setData(items[Operations]->text(), SortRole);
        items[Occurrences]->setData(QVariant::fromValue(g.occurrences),
                                    SparklineDelegate::ValuesRole);
        items[Occurrences]->setData(g.lastSeen, SortRole);
        items[Occurrences]->setToolTip(occurrencesTip(g));
        items[Occurrences]->setAccessibleText(occurrencesTip(g));
        m_model->appendRow(items);
    }
    m_list->setSortingEnabled(sorting);
    if (sorting)
        m_model->sort(m_list->header()->sortIndicatorSection(),
                      m_list->header()->sortIndicatorOrder());
    block.unblock();
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
    showNote();
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
    const QString readOnlyWhy =
        m_readOnlyWhy.isEmpty() ? tr("This connection is read-only.") : m_readOnlyWhy;
    const auto apply = [&](QAction *action, QToolButton *button, bool changes, const QString &tip) {
        const bool enabled = haveGroup && !(changes && m_readOnly);
        action->setEnabled(enabled);
        button->setEnabled(enabled);
        QString why;
        if (changes && m_readOnly)
            why = readOnlyWhy;
        else if (!haveGroup)
            why = noGroup;
        const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
        const QString full = why.isEmpty() ? tr("%1 (%2)").arg(tip, shortcut)
                                           : tr("%1 (%2)\n%3").arg(tip, shortcut, why);
        action->setToolTip(full);
        button->setToolTip(full);
    };
    // A table with a status vocabulary in its own words: its ready and sent statuses, not
    // pending and done.
    const QString ready = m_table.vocabulary.readyStatus();
    apply(m_retryAction, m_retryButton, true,
          !m_table.description().statusVocabulary || ready.isEmpty()
              ? tr("Retry the group's dead rows: a dry run shows exactly which rows first")
              : tr("Retry the group's failed rows (back to “%1”): a dry run shows exactly which "
                   "rows first")
                    .arg(ready));
    apply(m_markDoneAction, m_markDoneButton, true,
          !m_table.description().statusVocabulary
              ? tr("Mark the group's dead rows done without delivering them")
              : tr("Set the group's failed rows to “%1” without delivering them")
                    .arg(m_table.vocabulary.sentStatus()));
    apply(m_exportAction, m_exportButton, false, tr("Export the group's dead rows"));
    apply(m_editNoteAction, m_editNoteButton, true,
          tr("Write a note on the group for everyone who looks at it: a known issue, a ticket"));
    if (m_noteTask->isRunning()) {
        m_editNoteAction->setEnabled(false);
        m_editNoteButton->setEnabled(false);
    }
}

void GroupsView::showNoteIn(QStandardItem *item, const QString &signature) const {
    const auto note = m_notes.constFind(signature);
    item->setText(note != m_notes.cend() ? firstLine(note->text) : QString());
    item->setToolTip(note != m_notes.cend() ? note->text : QString());
    item->setData(item->text().toLower(), SortRole);
}

bool GroupsView::isSavingNote() const {
    return m_noteTask->isRunning();
}

void GroupsView::showNote() {
    const auto g = selectedGroup();
    const auto note = g ? m_notes.constFind(g->signature) : m_notes.cend();
    const bool has = note != m_notes.cend();
    m_editNoteButton->setText(has ? tr("Edit Note…") : tr("Add Note…"));
    if (!g)
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
    m_noteWhere->setText(
        m_notesShared
            ? tr("Notes are kept in the database (%1): everyone who opens this table sees them.")
                  .arg(QString::fromLatin1(GroupNotes::kName))
            : tr("Notes are kept on this computer only: the database has no %1 table (Create "
                 "Relay Tables… on the Relay tab makes it; notes are shared from then on).")
                  .arg(QString::fromLatin1(GroupNotes::kName)));
}

void GroupsView::editNote() {
    const auto g = selectedGroup();
    if (!g || !m_editNoteAction->isEnabled())
        return;
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(u"groupNoteDialog"_s);
    dialog->setWindowTitle(tr("Note on Error Group %1").arg(g->id));
    dialog->setOption(QInputDialog::UsePlainTextEditForTextInput);
    dialog->setLabelText(
        tr("Note on the group \"%1\" (%2). Leave it empty to remove the note.\n%3")
            .arg(g->signature.left(120),
                 tr("%Ln dead row(s)", nullptr, int(qMin<qint64>(g->count, INT_MAX))),
                 m_notesShared ? tr("Everyone who opens this table will see it.")
                               : tr("It is kept on this computer only.")));
    const auto note = m_notes.constFind(g->signature);
    dialog->setTextValue(note != m_notes.cend() ? note->text : QString());
    dialog->setOkButtonText(tr("Save Note"));
    dialog->resize(520, 300);
    const QString signature = g->signature;
    connect(dialog, &QInputDialog::textValueSelected, this, [this, signature](const QString &text) {
        saveNote(GroupNote{signature, text, {}, {}});
    });
    dialog->open();
}

void GroupsView::saveNote(const GroupNote &note) {
    if (note.text.size() > GroupNotes::kMaxLength) {
        m_messageBar->showMessage(
            MessageBar::Kind::Error,
            tr("The note was not saved: it has %1 characters, a note may have at most %2.")
                .arg(QLocale().toString(note.text.size()),
                     QLocale().toString(GroupNotes::kMaxLength)));
        return;
    }
    const GroupNotes store = m_notesStore;
    const TableName table = m_table.name;
    auto saved = std::make_shared<QHash<QString, GroupNote>>();
    auto shared = std::make_shared<bool>(false);
    if (!m_noteTask->start(m_target.spec, m_table, u"group-note"_s,
                           [store, table, note, saved, shared](TableTask::Context &c) -> Status {
                               if (auto written = store.write(c.session, table, note); !written)
                                   return written;
                               auto notes = store.read(c.session, table, shared.get());
                               if (!notes)
                                   return notes.error();
                               *saved = std::move(*notes);
                               return Done{};
                           }))
        return;
    updateActions();
    auto ok = std::make_shared<bool>(false);
    m_noteTask->runHandlers().succeeded = [this, saved, shared, ok] {
        *ok = true;
        m_notes = *saved;
        m_notesShared = *shared;
        m_notesError.clear();
        for (int r = 0; r < m_model->rowCount(); ++r) {
            const int i = m_model->index(r, 0).data(GroupIndexRole).toInt();
            showNoteIn(m_model->item(r, Note), m_groups.at(i).signature);
        }
        showNote();
    };
    m_noteTask->runHandlers().failed = [this](int, const QString &message) {
        m_messageBar->showMessage(MessageBar::Kind::Error,
                                  tr("The note was not saved: %1").arg(message));
    };
    m_noteTask->runHandlers().ended = [this, ok, signature = note.signature] {
        updateActions(); // editable again
        if (*ok)
            Q_EMIT noteSaved(signature);
    };
}

void GroupsView::updateFilterNote() {
    RowFilter shown = m_filter;
    const bool otherStates =
        !m_filter.states.isEmpty() && m_filter.states != QList<RowState>{RowState::Dead};
    shown.states.clear();
    shown.rawStatuses.clear();
    QString text = shown.isEmpty()
                       ? tr("Dead rows of the whole table.")
                       : tr("Dead rows matching: %1").arg(shown.describe(m_table.kindFilterName()));
    if (otherStates || !m_filter.rawStatuses.isEmpty())
        text += u' ' + tr("(The filter's state is ignored: groups are always of dead rows.)");
    m_filterNote->setText(text);
}

} // namespace outbox::ui
