#include "ui/blocked/blockedview.h"
#include "relay/blockedkeys.h"
#include "ui/common/formatwords.h"

#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QAction>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QShowEvent>
#include <QSplitter>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int SortRole = Qt::UserRole + 1;
constexpr int KeyIndexRole = Qt::UserRole + 2;

bool isDeadHead(const BlockedKey &k) {
    return k.head.state == RowState::Dead && !k.parkedAt.isValid();
}
bool isWaitingHead(const BlockedKey &k) {
    return k.head.state == RowState::Pending;
}
bool isParked(const BlockedKey &k) {
    return k.parkedAt.isValid();
}
bool isAnyHead(const BlockedKey &) {
    return true;
}

} // namespace

BlockedView::BlockedView(QWidget *parent)
    : QWidget(parent)
    , m_messageBar(new MessageBar)
    , m_summary(new QLabel)
    , m_showChoice(new QComboBox)
    , m_filterNote(new QLabel)
    , m_readOnlyNote(new QLabel)
    , m_busy(new QProgressBar)
    , m_cancelButton(new QToolButton)
    , m_refreshButton(new QToolButton)
    , m_retryButton(new QToolButton)
    , m_markDoneButton(new QToolButton)
    , m_parkButton(new QToolButton)
    , m_unparkButton(new QToolButton)
    , m_showRowsButton(new QToolButton)
    , m_list(new QTreeView)
    , m_model(new QStandardItemModel(this))
    , m_errorTitle(new QLabel)
    , m_error(new QPlainTextEdit)
    , m_task(new TableTask(this)) {
    setObjectName(u"blockedView"_s);
    setAccessibleName(tr("Blocked keys"));

    const auto makeAction = [this](const QString &text, const QString &name, int key) {
        auto *a = new QAction(text, this);
        a->setObjectName(name);
        if (key)
            a->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | key));
        // Only while the list has the focus: the other tabs use the same keys.
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
        return a;
    };
    m_retryAction = makeAction(tr("&Retry Now"), u"blockedRetryAction"_s, Qt::Key_R);
    m_markDoneAction = makeAction(tr("&Mark Done…"), u"blockedMarkDoneAction"_s, Qt::Key_D);
    m_parkAction = makeAction(tr("&Park…"), u"blockedParkAction"_s, Qt::Key_K);
    m_unparkAction = makeAction(tr("&Unpark…"), u"blockedUnparkAction"_s, Qt::Key_L);
    m_showRowsAction = makeAction(tr("&Show the Key's Rows"), u"blockedShowRowsAction"_s, 0);

    const auto setUpButton = [](QToolButton *b, const QString &name, const QString &text,
                                const QString &accessible) {
        b->setObjectName(name);
        b->setText(text);
        b->setAccessibleName(accessible);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    };
    setUpButton(m_refreshButton, u"blockedRefreshButton"_s, tr("Refresh"),
                tr("Read the blocked keys again"));
    setUpButton(m_cancelButton, u"blockedCancelButton"_s, tr("Cancel"), tr("Cancel reading"));
    setUpButton(m_retryButton, u"blockedRetryButton"_s, tr("Retry Now"),
                tr("Retry the selected heads now"));
    setUpButton(m_markDoneButton, u"blockedMarkDoneButton"_s, tr("Mark Done…"),
                tr("Mark the selected dead heads done"));
    setUpButton(m_parkButton, u"blockedParkButton"_s, tr("Park…"),
                tr("Park the selected dead heads"));
    setUpButton(m_unparkButton, u"blockedUnparkButton"_s, tr("Unpark…"),
                tr("Unpark the selected rows"));
    setUpButton(m_showRowsButton, u"blockedShowRowsButton"_s, tr("Show Rows"),
                tr("Show the selected key's rows"));
    m_cancelButton->hide();

    m_summary->setObjectName(u"blockedSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true); // not as wide as its text: the view fits 1024 px in German too
    m_showChoice->setObjectName(u"blockedShowChoice"_s);
    m_showChoice->setAccessibleName(tr("Show"));
    m_showChoice->addItem(tr("Blocked keys"), int(Show::BlockedKeys));
    m_showChoice->addItem(tr("Parked rows"), int(Show::ParkedRows));
    m_showChoice->setToolTip(tr("Blocked keys: keys whose oldest undelivered row holds the rest "
                                "back. Parked rows: dead heads the later rows go past."));
    m_busy->setObjectName(u"blockedBusyIndicator"_s);
    m_busy->setAccessibleName(tr("Reading the blocked keys"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setMaximumHeight(m_summary->sizeHint().height());
    m_busy->setTextVisible(false);
    m_busy->hide();

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    auto *showLabel = new QLabel(tr("Sho&w:"));
    showLabel->setBuddy(m_showChoice);
    top->addWidget(showLabel);
    top->addWidget(m_showChoice);
    top->addSpacing(8);
    top->addWidget(m_summary, 1);
    top->addWidget(m_busy);
    top->addWidget(m_cancelButton);
    for (QToolButton *b :
         {m_retryButton, m_markDoneButton, m_parkButton, m_unparkButton, m_showRowsButton})
        top->addWidget(b);
    top->addSpacing(8);
    top->addWidget(m_refreshButton);

    m_filterNote->setObjectName(u"blockedFilterNote"_s);
    m_filterNote->setTextFormat(Qt::PlainText);
    m_filterNote->setWordWrap(true);
    m_filterNote->setEnabled(false); // a quieter colour
    m_readOnlyNote->setObjectName(u"blockedReadOnlyNote"_s);
    m_readOnlyNote->setTextFormat(Qt::PlainText);
    m_readOnlyNote->hide();
    auto *notes = new QHBoxLayout;
    notes->setContentsMargins(6, 0, 6, 0);
    notes->addWidget(m_filterNote, 1);
    notes->addWidget(m_readOnlyNote);

    m_messageBar->setObjectName(u"blockedMessageBar"_s);
    m_messageBar->hide();

    m_model->setColumnCount(ColumnCount);
    m_model->setHorizontalHeaderLabels({tr("Key"), tr("Head"), tr("Event type"), tr("State"),
                                        tr("Attempts"), tr("Behind"), tr("Since"), tr("Parked"),
                                        tr("Why it holds its key")});
    m_model->setSortRole(SortRole);
    m_list->setObjectName(u"blockedList"_s);
    m_list->setAccessibleName(tr("Blocked keys"));
    m_list->setModel(m_model);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(Since, Qt::AscendingOrder);
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    QHeaderView *header = m_list->header();
    header->setStretchLastSection(true);
    for (int c = 0; c < LastError; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    m_errorTitle->setObjectName(u"blockedErrorTitle"_s);
    m_errorTitle->setTextFormat(Qt::PlainText);
    QFont bold = m_errorTitle->font();
    bold.setBold(true);
    m_errorTitle->setFont(bold);
    m_error->setObjectName(u"blockedError"_s);
    m_error->setAccessibleName(tr("The head's last error"));
    m_error->setReadOnly(true);
    m_error->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_error->setPlaceholderText(tr("Select a key to see its head's last error."));
    m_errorTitle->setBuddy(m_error);
    auto *errorPane = new QWidget;
    auto *errorLayout = new QVBoxLayout(errorPane);
    errorLayout->setContentsMargins(6, 4, 6, 4);
    errorLayout->addWidget(m_errorTitle);
    errorLayout->addWidget(m_error, 1);

    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(u"blockedSplitter"_s);
    splitter->addWidget(m_list);
    splitter->addWidget(errorPane);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addLayout(notes);
    layout->addWidget(m_messageBar);
    layout->addWidget(splitter, 1);

    connect(m_refreshButton, &QToolButton::clicked, this, &BlockedView::refresh);
    connect(m_cancelButton, &QToolButton::clicked, this, &BlockedView::cancel);
    connect(m_messageBar, &MessageBar::actionTriggered, this, &BlockedView::refresh);
    connect(m_showChoice, &QComboBox::activated, this,
            [this] { setShow(Show(m_showChoice->currentData().toInt())); });
    connect(m_retryAction, &QAction::triggered, this, [this] {
        if (isBusy())
            return;
        // A dead head is retried with a dry run first; a waiting one only becomes due.
        if (const QStringList dead = selectedIds(isDeadHead); !dead.isEmpty())
            Q_EMIT retryRequested(dead);
        else if (const QStringList parked = selectedIds(isParked); !parked.isEmpty())
            Q_EMIT retryRequested(parked);
        else if (const QStringList waiting = selectedIds(isWaitingHead); !waiting.isEmpty())
            Q_EMIT retryNowRequested(waiting);
    });
    const auto emitFor = [this](void (BlockedView::*signal)(const QStringList &),
                                bool (*wanted)(const BlockedKey &)) {
        return [this, signal, wanted] {
            // A shortcut reaches here even when the action is disabled through no widget.
            if (const QStringList ids = selectedIds(wanted); !ids.isEmpty() && !isBusy())
                Q_EMIT(this->*signal)(ids);
        };
    };
    connect(m_markDoneAction, &QAction::triggered, this,
            emitFor(&BlockedView::markDoneRequested,
                    [](const BlockedKey &k) { return k.head.state == RowState::Dead; }));
    connect(m_parkAction, &QAction::triggered, this,
            emitFor(&BlockedView::parkRequested, isDeadHead));
    connect(m_unparkAction, &QAction::triggered, this,
            emitFor(&BlockedView::unparkRequested, isParked));
    connect(m_showRowsAction, &QAction::triggered, this, [this] {
        if (const QList<BlockedKey> keys = selectedKeys(); !keys.isEmpty())
            Q_EMIT showRowsRequested(keys.constFirst().key);
    });
    connect(m_retryButton, &QToolButton::clicked, m_retryAction, &QAction::trigger);
    connect(m_markDoneButton, &QToolButton::clicked, m_markDoneAction, &QAction::trigger);
    connect(m_parkButton, &QToolButton::clicked, m_parkAction, &QAction::trigger);
    connect(m_unparkButton, &QToolButton::clicked, m_unparkAction, &QAction::trigger);
    connect(m_showRowsButton, &QToolButton::clicked, m_showRowsAction, &QAction::trigger);
    connect(m_list, &QTreeView::activated, m_showRowsAction, &QAction::trigger);
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &BlockedView::currentChanged);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &BlockedView::currentChanged);
    connect(m_list, &QTreeView::customContextMenuRequested, this, [this](const QPoint &pos) {
        QMenu menu(this);
        for (QAction *a : {m_retryAction, m_markDoneAction, m_parkAction, m_unparkAction})
            menu.addAction(a);
        menu.addSeparator();
        menu.addAction(m_showRowsAction);
        menu.exec(m_list->viewport()->mapToGlobal(pos));
    });
    connect(m_task, &TableTask::ended, this, [this] {
        if (m_restart) {
            start();
            return;
        }
        setBusy(false);
    });

    m_summary->setText(tr("No table open."));
    updateNotes();
    currentChanged();
}

BlockedView::~BlockedView() = default;

void BlockedView::setTarget(const ConnectionTarget &target, const OutboxTable &table) {
    m_target = target;
    m_table = table;
    m_hasTarget = true;
    m_model->setHeaderData(Kind, Qt::Horizontal, FormatWords::kindTitle(table.description()));
    showKeys({}, m_show);
    m_messageBar->dismiss();
    updateNotes();
    refresh();
}

void BlockedView::clearTarget() {
    cancel();
    m_hasTarget = false;
    showKeys({}, m_show);
    m_summary->setText(tr("No table open."));
    m_messageBar->dismiss();
    Q_EMIT blockedCountChanged(std::nullopt);
}

void BlockedView::setFilter(const RowFilter &filter) {
    // The search applies to the heads; their state is what makes them heads.
    RowFilter heads = filter;
    heads.states.clear();
    heads.rawStatuses.clear();
    // describe(), not ==: the defaulted == compares empty QLists of enums with memcmp on a null
    // pointer in Qt 6.4 (undefined behaviour, caught by UBSan).
    if (heads.describe() == m_filter.describe())
        return;
    m_filter = heads;
    updateNotes();
    invalidate();
}

void BlockedView::setReadOnly(bool readOnly, const QString &why) {
    m_readOnly = readOnly;
    m_readOnlyWhy = why;
    m_readOnlyNote->setText(
        tr("Read-only: %1").arg(why.isEmpty() ? tr("retry, mark done and park are off.") : why));
    m_readOnlyNote->setToolTip(m_readOnlyNote->text());
    m_readOnlyNote->setVisible(readOnly);
    updateActions();
}

void BlockedView::setShow(Show show) {
    m_showChoice->setCurrentIndex(m_showChoice->findData(int(show)));
    if (show == m_show)
        return;
    m_show = show;
    showKeys({}, m_show);
    refresh();
}

bool BlockedView::isBusy() const {
    return m_task->isRunning();
}

QString BlockedView::errorText() const {
    return m_messageBar->isVisibleTo(this) && m_messageBar->kind() == MessageBar::Kind::Error
               ? m_messageBar->text()
               : QString();
}

QList<BlockedKey> BlockedView::selectedKeys() const {
    QList<BlockedKey> out;
    const QModelIndexList rows = m_list->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        const int i = index.data(KeyIndexRole).toInt();
        if (i >= 0 && i < m_keys.size())
            out.append(m_keys.at(i));
    }
    return out;
}

QStringList BlockedView::selectedIds(bool (*wanted)(const BlockedKey &)) const {
    QStringList ids;
    for (const BlockedKey &k : selectedKeys())
        if (wanted(k))
            ids.append(k.head.id);
    return ids;
}

bool BlockedView::selectHead(const QString &id) {
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const QModelIndex index = m_model->index(r, 0);
        if (m_keys.value(index.data(KeyIndexRole).toInt()).head.id == id) {
            m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                 QItemSelectionModel::Rows);
            m_list->scrollTo(index);
            return true;
        }
    }
    return false;
}

void BlockedView::refresh() {
    if (!m_hasTarget)
        return;
    if (!ordersByKey(m_table)) {
        m_summary->setText(tr("Not delivered in order per key: no key is held back."));
        Q_EMIT blockedCountChanged(std::nullopt);
        return;
    }
    // The blocked keys are read visible or not (for the count beside the state chips); the
    // parked rows only while shown.
    if (m_show == Show::ParkedRows && !isVisible()) {
        m_stale = true;
        return;
    }
    m_stale = false;
    if (m_task->isRunning()) {
        m_restart = true;
        m_task->cancel();
        return;
    }
    start();
}

void BlockedView::invalidate() {
    refresh();
}

void BlockedView::followChange() {
    if (m_hasTarget && !m_task->isRunning()) // a read under way finishes first
        refresh();
}

void BlockedView::cancel() {
    m_restart = false;
    m_task->cancel();
}

void BlockedView::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void BlockedView::start() {
    m_restart = false;
    m_messageBar->dismiss();
    auto result = std::make_shared<QList<BlockedKey>>();
    auto totals = std::make_shared<BlockedTotals>();
    BlockedRequest request;
    request.filter = m_filter;
    request.parked = m_show == Show::ParkedRows;
    const Show shown = m_show;
    const bool started = m_task->start(m_target.spec, m_table, u"blocked"_s,
                                       [result, totals, request](TableTask::Context &c) -> Status {
                                           auto keys = blockedKeys(c.reader, request);
                                           if (!keys)
                                               return keys.error();
                                           *result = std::move(*keys);
                                           // The list stops at its limit; the count does not.
                                           if (!request.parked) {
                                               auto counted = countBlockedKeys(c.reader, request);
                                               if (!counted)
                                                   return counted.error();
                                               *totals = *counted;
                                           }
                                           return Done{};
                                       });
    if (!started)
        return;
    m_task->runHandlers().succeeded = [this, result, totals, shown] {
        if (m_restart)
            return; // an answer to a question no longer asked
        m_totals = *totals;
        showKeys(*result, shown);
        if (shown == Show::BlockedKeys)
            Q_EMIT blockedCountChanged(totals->keys);
    };
    m_task->runHandlers().failed = [this, shown](int, const QString &message) {
        if (m_restart)
            return;
        m_messageBar->showMessage(MessageBar::Kind::Error,
                                  shown == Show::ParkedRows
                                      ? tr("Could not read the parked rows: %1").arg(message)
                                      : tr("Could not read the blocked keys: %1").arg(message),
                                  tr("Try Again"));
        if (shown == Show::BlockedKeys)
            Q_EMIT blockedCountChanged(std::nullopt);
        Q_EMIT failed(message);
    };
    setBusy(true);
}

void BlockedView::setBusy(bool busy) {
    m_busy->setVisible(busy);
    m_cancelButton->setVisible(busy);
    m_refreshButton->setEnabled(!busy);
    if (busy)
        m_summary->setText(m_show == Show::ParkedRows ? tr("Reading the parked rows…")
                                                      : tr("Reading the blocked keys…"));
    updateActions();
}

void BlockedView::showKeys(const QList<BlockedKey> &keys, Show shown) {
    const QStringList keep = selectedIds(isAnyHead);
    m_keys = keys;
    const bool sorting = m_list->isSortingEnabled();
    m_list->setSortingEnabled(false);
    QSignalBlocker block(m_list->selectionModel());
    m_model->removeRows(0, m_model->rowCount());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    qint64 behind = 0;
    for (qsizetype i = 0; i < m_keys.size(); ++i) {
        const BlockedKey &k = m_keys.at(i);
        behind += k.behind;
        QList<QStandardItem *> items;
        for (int c = 0; c < ColumnCount; ++c)
            items.append(new QStandardItem);
        const auto set = [&](Column c, const QString &text, const QVariant &sort) {
            items[c]->setText(text);
            items[c]->setData(sort, SortRole);
        };
        set(Key, k.key, k.key);
        items[Key]->setData(int(i), KeyIndexRole);
        items[Key]->setToolTip(k.key);
        set(Head, k.head.id, k.head.id);
        set(Kind, k.head.kind, k.head.kind);
        set(State, stateLabel(k.head.state), int(k.head.state));
        items[State]->setToolTip(k.head.rawStatus);
        set(Attempts, k.head.attempts ? QLocale().toString(*k.head.attempts) : tr("—"),
            k.head.attempts.value_or(-1));
        set(Behind, QLocale().toString(k.behind), k.behind);
        set(Since, utcText(k.head.createdAt), k.head.createdAt);
        set(Parked, utcText(k.parkedAt), k.parkedAt);
        // Why the head holds its key (dead and its error, its retry's time, never tried…).
        const QString why = headWaitReason(k.head, now);
        set(LastError, why, why);
        items[LastError]->setToolTip(why);
        for (Column c : {Attempts, Behind})
            items[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_model->appendRow(items);
    }
    m_list->setColumnHidden(Parked, shown != Show::ParkedRows);
    m_list->setSortingEnabled(sorting);
    if (sorting)
        m_model->sort(m_list->header()->sortIndicatorSection(),
                      m_list->header()->sortIndicatorOrder());
    block.unblock();
    const int n = int(m_keys.size());
    const int waiting = int(qMin<qint64>(behind, INT_MAX));
    if (!m_hasTarget)
        m_summary->setText(tr("No table open."));
    else if (shown == Show::ParkedRows)
        m_summary->setText(n == 0 ? tr("No row is parked.")
                                  : tr("%1; %2 after them")
                                        .arg(tr("%Ln parked row(s)", nullptr, n),
                                             tr("%Ln row(s)", nullptr, waiting)));
    else if (n == 0)
        m_summary->setText(tr("No key is blocked."));
    else if (m_totals.keys > n)
        // Never a silent cut: the list stops at its limit, the count is exact.
        m_summary->setText(tr("%1; the first %2 (oldest heads) are listed")
                               .arg(describeBlocked(m_totals), QLocale().toString(n)));
    else
        m_summary->setText(
            describeBlocked(m_totals.keys > 0 ? m_totals : BlockedTotals{n, waiting}));
    for (const QString &id : keep)
        if (selectHead(id))
            break;
    currentChanged();
    Q_EMIT refreshed();
}

void BlockedView::currentChanged() {
    const QList<BlockedKey> selected = selectedKeys();
    if (selected.isEmpty()) {
        m_errorTitle->setText(tr("Last error of the head"));
        m_error->clear();
    } else {
        const BlockedKey &k = selected.constFirst();
        m_errorTitle->setText(tr("Last error of %1 (key %2)").arg(k.head.id, k.key));
        m_error->setPlainText(k.head.lastError.isEmpty() ? tr("(no error recorded)")
                                                         : k.head.lastError);
    }
    updateActions();
}

void BlockedView::updateActions() {
    const QList<BlockedKey> selected = isBusy() ? QList<BlockedKey>{} : selectedKeys();
    const auto any = [&](bool (*wanted)(const BlockedKey &)) {
        return std::any_of(selected.cbegin(), selected.cend(), wanted);
    };
    const QString readOnlyWhy =
        m_readOnlyWhy.isEmpty() ? tr("This connection is read-only.") : m_readOnlyWhy;
    const QString none =
        isBusy() ? tr("Wait for the reading to finish.") : tr("Select one or more keys first.");
    const auto apply = [&](QAction *action, QToolButton *button, bool changes, bool possible,
                           const QString &tip, const QString &notPossible) {
        const bool enabled = possible && !(changes && m_readOnly);
        action->setEnabled(enabled);
        button->setEnabled(enabled);
        QString why;
        if (changes && m_readOnly)
            why = readOnlyWhy;
        else if (selected.isEmpty())
            why = none;
        else if (!possible)
            why = notPossible;
        const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
        QString full = shortcut.isEmpty() ? tip : tr("%1 (%2)").arg(tip, shortcut);
        if (!why.isEmpty())
            full += u'\n' + why;
        action->setToolTip(full);
        button->setToolTip(full);
    };
    apply(m_retryAction, m_retryButton, true,
          any(isDeadHead) || any(isParked) || any(isWaitingHead),
          tr("Retry the selected heads: a dead one after a dry run, a waiting one at the relay's "
             "next batch"),
          tr("Only dead, parked or waiting heads can be retried."));
    apply(m_markDoneAction, m_markDoneButton, true,
          any([](const BlockedKey &k) { return k.head.state == RowState::Dead; }),
          tr("Mark the selected dead heads done: their work is known done, the key goes on"),
          tr("Only dead rows can be marked done."));
    apply(m_parkAction, m_parkButton, true, any(isDeadHead),
          tr("Park the selected dead heads: they stay dead, and their keys' later rows go past "
             "them"),
          tr("Only dead heads that are not parked can be parked."));
    apply(m_unparkAction, m_unparkButton, true, any(isParked),
          tr("Unpark the selected rows: each holds its key back again"),
          tr("Only parked rows can be unparked (Show: Parked rows)."));
    apply(m_showRowsAction, m_showRowsButton, false, !selected.isEmpty(),
          tr("Show every row of the selected key in the Rows tab"), QString());
    m_parkButton->setVisible(m_show == Show::BlockedKeys);
    m_unparkButton->setVisible(m_show == Show::ParkedRows);
}

void BlockedView::updateNotes() {
    const RowFilter &shown = m_filter;
    QString text =
        tr("In order per %1, a key is blocked while its oldest undelivered row is dead, or has "
           "waited longer than an hour.")
            .arg(orderingKeyName(m_table));
    if (!shown.isEmpty())
        text += u' ' + tr("Heads matching: %1").arg(shown.describe(m_table.kindFilterName()));
    m_filterNote->setText(text);
}

} // namespace outbox::ui
