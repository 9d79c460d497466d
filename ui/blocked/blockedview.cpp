#include "ui/blocked/blockedview.h"

#include "relay/blockedkeys.h"

#include "ui/common/formatwords.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

bool isDead(const BlockedKey &k) {
    return k.head.state == RowState::Dead;
}
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
    : TableListPanel(u"blocked"_s, parent)
    , m_summary(new QLabel)
    , m_showChoice(new QComboBox)
    , m_errorTitle(new QLabel)
    , m_error(new QPlainTextEdit) {
    setObjectName(u"blockedView"_s);
    setAccessibleName(tr("Blocked keys"));

    // Only while the list has the focus: the other tabs use the same keys.
    const auto ctrlShift = [](int key) { return QKeySequence(Qt::CTRL | Qt::SHIFT | key); };
    m_retryAction = addListAction(tr("&Retry Now"), u"blockedRetryAction"_s, ctrlShift(Qt::Key_R));
    m_markDoneAction =
        addListAction(tr("&Mark Done…"), u"blockedMarkDoneAction"_s, ctrlShift(Qt::Key_D));
    m_parkAction = addListAction(tr("&Park…"), u"blockedParkAction"_s, ctrlShift(Qt::Key_K));
    m_unparkAction = addListAction(tr("&Unpark…"), u"blockedUnparkAction"_s, ctrlShift(Qt::Key_L));
    m_showRowsAction = addListAction(tr("&Show the Key's Rows"), u"blockedShowRowsAction"_s);

    setUpTextButton(refreshButton(), u"blockedRefreshButton"_s, tr("Refresh"),
                    tr("Read the blocked keys again"));
    QToolButton *cancelButton = addCancelButton(tr("Cancel"), tr("Cancel reading"));
    m_parkButton = addActionButton(m_parkAction, u"blockedParkButton"_s, tr("Park…"),
                                   tr("Park the selected dead heads"));
    m_unparkButton = addActionButton(m_unparkAction, u"blockedUnparkButton"_s, tr("Unpark…"),
                                     tr("Unpark the selected rows"));
    const QList<QToolButton *> actionButtons = {
        addActionButton(m_retryAction, u"blockedRetryButton"_s, tr("Retry Now"),
                        tr("Retry the selected heads now")),
        addActionButton(m_markDoneAction, u"blockedMarkDoneButton"_s, tr("Mark Done…"),
                        tr("Mark the selected dead heads done")),
        m_parkButton, m_unparkButton,
        addActionButton(m_showRowsAction, u"blockedShowRowsButton"_s, tr("Show Rows"),
                        tr("Show the selected key's rows"))};

    m_summary->setObjectName(u"blockedSummary"_s);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true); // not as wide as its text: the view fits 1024 px in German too
    m_showChoice->setObjectName(u"blockedShowChoice"_s);
    m_showChoice->setAccessibleName(tr("Show"));
    m_showChoice->addItem(tr("Blocked keys"), int(Show::BlockedKeys));
    m_showChoice->addItem(tr("Parked rows"), int(Show::ParkedRows));
    m_showChoice->setToolTip(tr("Blocked keys: keys whose oldest undelivered row holds the rest "
                                "back. Parked rows: dead heads the later rows go past."));
    setUpBusyIndicator(tr("Reading the blocked keys"), 120, m_summary->sizeHint().height());

    auto *top = new QHBoxLayout;
    top->setContentsMargins(6, 4, 6, 0);
    auto *showLabel = new QLabel(tr("Sho&w:"));
    showLabel->setBuddy(m_showChoice);
    top->addWidget(showLabel);
    top->addWidget(m_showChoice);
    top->addSpacing(8);
    top->addWidget(m_summary, 1);
    top->addWidget(busyIndicator());
    top->addWidget(cancelButton);
    for (QToolButton *b : actionButtons)
        top->addWidget(b);
    top->addSpacing(8);
    top->addWidget(refreshButton());
    QHBoxLayout *notes = addNotesRow();

    setUpList({tr("Key"), tr("Head"), tr("Event type"), tr("State"), tr("Attempts"), tr("Behind"),
               tr("Since"), tr("Parked"), tr("Why it holds its key")},
              tr("Blocked keys"), QAbstractItemView::ExtendedSelection, Since, Qt::AscendingOrder);
    setContextMenuActions(
        {m_retryAction, m_markDoneAction, m_parkAction, m_unparkAction, nullptr, m_showRowsAction});
    QHeaderView *header = listView()->header();
    header->setStretchLastSection(true);
    for (int c = 0; c < LastError; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    setUpTitle(m_errorTitle, u"blockedErrorTitle"_s);
    setUpDetailsText(m_error, u"blockedError"_s, tr("The head's last error"),
                     tr("Select a key to see its head's last error."));
    m_errorTitle->setBuddy(m_error);
    auto *errorPane = new QWidget;
    auto *errorLayout = new QVBoxLayout(errorPane);
    errorLayout->setContentsMargins(6, 4, 6, 4);
    errorLayout->addWidget(m_errorTitle);
    errorLayout->addWidget(m_error, 1);

    setUpLayout(top, notes, errorPane, 1);

    connect(m_showChoice, &QComboBox::activated, this,
            [this] { setShow(Show(m_showChoice->currentData().toInt())); });
    whenTriggered(m_retryAction, [this] {
        // A dead head is retried with a dry run first; a waiting one only becomes due.
        if (const QStringList dead = selectedIds(isDeadHead); !dead.isEmpty())
            Q_EMIT retryRequested(dead);
        else if (const QStringList parked = selectedIds(isParked); !parked.isEmpty())
            Q_EMIT retryRequested(parked);
        else if (const QStringList waiting = selectedIds(isWaitingHead); !waiting.isEmpty())
            Q_EMIT retryNowRequested(waiting);
    });
    const auto emitFor = [this](QAction *action, void (BlockedView::*signal)(const QStringList &),
                                bool (*wanted)(const BlockedKey &)) {
        whenTriggered(action, [this, signal, wanted] {
            if (const QStringList ids = selectedIds(wanted); !ids.isEmpty())
                Q_EMIT(this->*signal)(ids);
        });
    };
    emitFor(m_markDoneAction, &BlockedView::markDoneRequested, isDead);
    emitFor(m_parkAction, &BlockedView::parkRequested, isDeadHead);
    emitFor(m_unparkAction, &BlockedView::unparkRequested, isParked);
    connect(m_showRowsAction, &QAction::triggered, this, [this] {
        if (const QList<BlockedKey> keys = selectedKeys(); !keys.isEmpty())
            Q_EMIT showRowsRequested(keys.constFirst().key);
    });
    connect(listView(), &QTreeView::activated, m_showRowsAction, &QAction::trigger);
    whenSelectionChanges([this] { currentChanged(); });

    m_summary->setText(tr("No table open."));
    updateNotes();
    currentChanged();
}

BlockedView::~BlockedView() = default;

void BlockedView::setTarget(const ConnectionTarget &target, const OutboxTable &table) {
    setTargetTable(target, table);
    model()->setHeaderData(Kind, Qt::Horizontal, FormatWords::kindTitle(table.description()));
    showKeys({}, m_show);
    messageBar()->dismiss();
    updateNotes();
    refresh();
}

void BlockedView::clearTarget() {
    cancel();
    forgetTarget();
    showKeys({}, m_show);
    m_summary->setText(tr("No table open."));
    messageBar()->dismiss();
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
    showReadOnly(readOnly, why, tr("retry, mark done and park are off."));
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

QList<BlockedKey> BlockedView::selectedKeys() const {
    QList<BlockedKey> out;
    for (const int i : selectedItems()) {
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
    return selectItem([&](int i) { return m_keys.value(i).head.id == id; });
}

void BlockedView::refresh() {
    if (!hasTarget())
        return;
    if (!ordersByKey(table())) {
        // Another library that delivers its rows in no order per key (CAP, Spring Modulith) holds
        // no key back.
        m_summary->setText(
            table().description().changes.relay
                ? tr("Not delivered in order per key: no key is held back.")
                : tr("%1 delivers these rows itself, in no order per key: no key is held back.")
                      .arg(table().description().title));
        Q_EMIT blockedCountChanged(std::nullopt);
        return;
    }
    // The blocked keys are read visible or not (for the count beside the state chips); the
    // parked rows only while shown.
    if (m_show == Show::ParkedRows && !isVisible()) {
        setStale(true);
        return;
    }
    setStale(false);
    readAgain();
}

void BlockedView::invalidate() {
    refresh();
}

void BlockedView::followChange() {
    if (hasTarget() && !task()->isRunning()) // a read under way finishes first
        refresh();
}

bool BlockedView::startRead() {
    auto result = std::make_shared<QList<BlockedKey>>();
    auto totals = std::make_shared<BlockedTotals>();
    BlockedRequest request;
    request.filter = m_filter;
    request.parked = m_show == Show::ParkedRows;
    const Show shown = m_show;
    const bool started = task()->start(target().spec, table(), u"blocked"_s,
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
        return false;
    task()->runHandlers().succeeded = [this, result, totals, shown] {
        if (isRestarting())
            return; // an answer to a question no longer asked
        m_totals = *totals;
        showKeys(*result, shown);
        if (shown == Show::BlockedKeys)
            Q_EMIT blockedCountChanged(totals->keys);
    };
    task()->runHandlers().failed = [this, shown](int, const QString &message) {
        if (isRestarting())
            return;
        showReadError(shown == Show::ParkedRows
                          ? tr("Could not read the parked rows: %1").arg(message)
                          : tr("Could not read the blocked keys: %1").arg(message));
        if (shown == Show::BlockedKeys)
            Q_EMIT blockedCountChanged(std::nullopt);
        Q_EMIT failed(message);
    };
    return true;
}

void BlockedView::setBusy(bool busy) {
    showBusy(busy);
    if (busy)
        m_summary->setText(m_show == Show::ParkedRows ? tr("Reading the parked rows…")
                                                      : tr("Reading the blocked keys…"));
    updateActions();
    Q_EMIT busyChanged(busy);
}

void BlockedView::showKeys(const QList<BlockedKey> &keys, Show shown) {
    const QStringList keep = selectedIds(isAnyHead);
    m_keys = keys;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    qint64 behind = 0;
    listView()->setColumnHidden(Parked, shown != Show::ParkedRows);
    replaceRows(m_keys.size(), [&](int i, const QList<QStandardItem *> &items) {
        const BlockedKey &k = m_keys.at(i);
        behind += k.behind;
        setCell(items[Key], k.key, k.key);
        items[Key]->setToolTip(k.key);
        setCell(items[Head], k.head.id, k.head.id);
        setCell(items[Kind], k.head.kind, k.head.kind);
        setCell(items[State], stateLabel(k.head.state), int(k.head.state));
        items[State]->setToolTip(k.head.rawStatus);
        setCell(items[Attempts], k.head.attempts ? QLocale().toString(*k.head.attempts) : tr("—"),
                k.head.attempts.value_or(-1));
        setCell(items[Behind], QLocale().toString(k.behind), k.behind);
        setCell(items[Since], utcText(k.head.createdAt), k.head.createdAt);
        setCell(items[Parked], utcText(k.parkedAt), k.parkedAt);
        // Why the head holds its key (dead and its error, its retry's time, never tried…).
        const QString why = headWaitReason(table(), k.head, now);
        setCell(items[LastError], why, why);
        items[LastError]->setToolTip(why);
        for (Column c : {Attempts, Behind})
            items[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    });
    const int n = int(m_keys.size());
    const int waiting = int(qMin<qint64>(behind, INT_MAX));
    if (!hasTarget())
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
    const QString none =
        isBusy() ? tr("Wait for the reading to finish.") : tr("Select one or more keys first.");
    const auto apply = [&](QAction *action, bool changes, bool possible, const QString &tip,
                           const QString &notPossible) {
        enableAction(action, changes, possible, tip, selected.isEmpty() ? none : notPossible);
    };
    // What the table's library does not do itself is not offered (another library's table: no
    // retry at the console relay's next batch, no parking, which only the console's relay honours).
    const FormatDescription::Changes &can = table().description().changes;
    const auto offer = [&](QAction *action, bool offered, bool possible, const QString &tip,
                           const QString &notPossible) {
        offerChange(action, offered, possible, tip, selected.isEmpty() ? none : notPossible);
    };
    offer(m_retryAction, can.retry,
          any(isDeadHead) || any(isParked) || (can.relay && any(isWaitingHead)),
          tr("Retry the selected heads: a dead one after a dry run, a waiting one at the relay's "
             "next batch"),
          can.relay ? tr("Only dead, parked or waiting heads can be retried.")
                    : tr("Only dead heads can be retried."));
    offer(m_markDoneAction, can.markDone, any(isDead),
          tr("Mark the selected dead heads done: their work is known done, the key goes on"),
          tr("Only dead rows can be marked done."));
    offer(m_parkAction, can.relay, any(isDeadHead),
          tr("Park the selected dead heads: they stay dead, and their keys' later rows go past "
             "them"),
          tr("Only dead heads that are not parked can be parked."));
    offer(m_unparkAction, can.relay, any(isParked),
          tr("Unpark the selected rows: each holds its key back again"),
          tr("Only parked rows can be unparked (Show: Parked rows)."));
    apply(m_showRowsAction, false, !selected.isEmpty(),
          tr("Show every row of the selected key in the Rows tab"), QString());
    m_parkButton->setVisible(m_show == Show::BlockedKeys);
    m_unparkButton->setVisible(m_show == Show::ParkedRows);
}

void BlockedView::updateNotes() {
    const RowFilter &shown = m_filter;
    QString text =
        tr("In order per %1, a key is blocked while its oldest undelivered row is dead, or has "
           "waited longer than an hour.")
            .arg(orderingKeyName(table()));
    if (!shown.isEmpty())
        text += u' ' + tr("Heads matching: %1").arg(shown.describe(table().kindFilterName()));
    filterNote()->setText(text);
}

} // namespace outbox::ui
