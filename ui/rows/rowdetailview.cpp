#include "ui/rows/rowdetailview.h"

#include "output/rowformat.h"
#include "query/filtersql.h"

#include "ui/common/formatwords.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"
#include "ui/common/wrapping.h"
#include "ui/rows/detailparts.h"
#include "ui/rows/payloadrevealer.h"
#include "ui/rows/rowhistorylist.h"
#include "ui/rows/rowpayloadview.h"

#include <QAbstractTextDocumentLayout>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

QString whenText(const QDateTime &t) {
    if (!t.isValid())
        return QObject::tr("—");
    const qint64 seconds = QDateTime::currentDateTimeUtc().secsTo(t);
    // A moment a fraction of a second past is "now", never "in 0 s".
    const QString relative = seconds > 0 ? RowDetailView::tr("in %1").arg(humanDuration(seconds))
                             : seconds == 0
                                 ? RowDetailView::tr("now")
                                 : RowDetailView::tr("%1 ago").arg(humanDuration(-seconds));
    return RowDetailView::tr("%1 (%2)").arg(utcText(t), relative);
}

} // namespace

RowDetailView::RowDetailView(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_title(new QLabel)
    , m_form(new QFormLayout)
    , m_payloadView(new RowPayloadView)
    , m_revealer(new PayloadRevealer(this))
    , m_historyList(new RowHistoryList)
    , m_historyNote(new QLabel)
    , m_historyTimer(new QTimer(this))
    , m_historyTask(new TableTask(this)) {
    setObjectName(u"detailPane"_s);
    setAccessibleName(tr("Row details"));
    m_stack->setObjectName(u"detailStack"_s);

    auto *placeholder = new QLabel(tr("Select a row to see its fields, last error and payload."));
    placeholder->setObjectName(u"detailPlaceholder"_s);
    placeholder->setAlignment(Qt::AlignCenter);
    placeholder->setEnabled(false);
    m_stack->addWidget(placeholder);

    // Left: the fields and the error.
    auto *fields = new QWidget;
    auto *fieldsLayout = new QVBoxLayout(fields);
    fieldsLayout->setContentsMargins(8, 6, 4, 4);
    m_title->setObjectName(u"detailTitle"_s);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    m_title->setFont(titleFont);
    fieldsLayout->addWidget(m_title);
    m_form->setLabelAlignment(Qt::AlignRight);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->setHorizontalSpacing(10);
    m_form->setVerticalSpacing(3);
    m_state = addField(u"detailState"_s, tr("State:"));
    m_status = addField(u"detailStatus"_s, tr("Raw status:"));
    m_operation = addField(u"detailOperation"_s, tr("Operation:"));
    m_operationLabel = qobject_cast<QLabel *>(m_form->labelForField(m_operation));
    m_created = addField(u"detailCreated"_s, tr("Created:"));
    m_changed = addField(u"detailChanged"_s, tr("Processed:"));
    m_changedLabel = qobject_cast<QLabel *>(m_form->labelForField(m_changed));
    m_attempts = addField(u"detailAttempts"_s, tr("Attempts:"));
    m_nextAttempt = addField(u"detailNextAttempt"_s, tr("Next attempt:"));
    m_lastAttempt = addField(u"detailLastAttempt"_s, tr("Last attempt:"));
    m_eventId = addField(u"detailEventId"_s, tr("Event id:"));
    m_aggregate = addField(u"detailAggregate"_s, tr("Aggregate:"));
    m_subject = addField(u"detailSubject"_s, tr("Subject:"));
    // The last error first, right under the title: what the user came for stays in view however
    // short the pane (the fields below scroll). Rows without one do not show it.
    m_errorHeading = makeDetailHeading(tr("Last error"));
    fieldsLayout->addWidget(m_errorHeading);
    m_error = makeDetailTextView(u"errorView"_s, tr("Last error"));
    m_error->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    // As tall as the error's wrapped lines, two to six (a longer error scrolls), so the error and
    // the fields below it both fit a short pane.
    const auto fitError = [this](const QSizeF &lines) {
        const int shown = qBound(2, int(std::ceil(lines.height())), 6);
        m_error->setFixedHeight(m_error->fontMetrics().lineSpacing() * shown +
                                2 * m_error->frameWidth() +
                                int(2 * m_error->document()->documentMargin()) + 2);
    };
    // The plain text layout measures the document in lines.
    connect(m_error->document()->documentLayout(),
            &QAbstractTextDocumentLayout::documentSizeChanged, this, fitError);
    fitError(QSizeF(0, 2));
    fieldsLayout->addWidget(m_error);
    m_errorHeading->setBuddy(m_error);
    // In-order delivery: what the row waits behind, with the ways out.
    m_waiting = new QWidget;
    m_waiting->setObjectName(u"detailWaiting"_s);
    auto *waitingLayout = new QHBoxLayout(m_waiting);
    waitingLayout->setContentsMargins(0, 4, 0, 0);
    m_waitingText = wrappedTextLabel(u"detailWaitsBehind"_s);
    waitingLayout->addWidget(m_waitingText, 1);
    const auto waitingButton = [&](const QString &name, const QString &text, const QString &tip,
                                   void (RowDetailView::*signal)(const QString &)) {
        auto *b = new QToolButton;
        b->setObjectName(name);
        b->setText(text);
        b->setToolTip(tip);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        connect(b, &QToolButton::clicked, this, [this, signal] {
            Q_EMIT(this->*signal)(m_waitingHeadId);
        });
        waitingLayout->addWidget(b);
        return b;
    };
    waitingButton(u"waitsBehindOpen"_s, tr("Open"), tr("Show the row this one waits behind"),
                  &RowDetailView::openRowRequested);
    m_waitingPark = waitingButton(u"waitsBehindPark"_s, tr("Park…"),
                                  tr("Let this key's later rows go past that dead row"),
                                  &RowDetailView::parkRowRequested);
    m_waitingMarkDone = waitingButton(u"waitsBehindMarkDone"_s, tr("Mark Done…"),
                                      tr("That row's work is known done: it becomes sent"),
                                      &RowDetailView::markDoneRowRequested);
    m_waiting->hide();
    fieldsLayout->addWidget(m_waiting);
    fieldsLayout->addSpacing(4);
    fieldsLayout->addLayout(m_form);

    // The row's history: who did what to it, from the audit records naming it.
    auto *historyHeading = makeDetailHeading(tr("History"));
    historyHeading->setObjectName(u"historyHeading"_s);
    fieldsLayout->addSpacing(4);
    fieldsLayout->addWidget(historyHeading);
    m_historyList->setMinimumHeight(fontMetrics().height() * 4);
    fieldsLayout->addWidget(m_historyList, 1);
    historyHeading->setBuddy(m_historyList);
    m_historyNote->setObjectName(u"historyNote"_s);
    m_historyNote->setTextFormat(Qt::PlainText);
    keepWrappedLabelWhole(m_historyNote);
    m_historyNote->setEnabled(false); // a quieter colour
    fieldsLayout->addWidget(m_historyNote);
    m_historyTimer->setSingleShot(true);
    m_historyTimer->setInterval(150); // arrowing through rows starts one read, not one per row
    connect(m_historyTimer, &QTimer::timeout, this, &RowDetailView::loadHistory);
    connect(m_historyTask, &TableTask::ended, this, [this] {
        if (m_historyAgain) {
            m_historyAgain = false;
            loadHistory();
        }
    });

    // The fields scroll when the pane is short, instead of being squeezed over each other.
    m_fieldsScroll = new QScrollArea;
    m_fieldsScroll->setObjectName(u"detailFieldsScroll"_s);
    m_fieldsScroll->setWidgetResizable(true);
    m_fieldsScroll->setFrameShape(QFrame::NoFrame);
    m_fieldsScroll->setWidget(fields);

    m_splitter->setObjectName(u"detailSplitter"_s);
    m_splitter->addWidget(m_fieldsScroll);
    m_splitter->addWidget(m_payloadView);
    m_splitter->setStretchFactor(0, 2);
    m_splitter->setStretchFactor(1, 3);
    m_splitter->setChildrenCollapsible(false);
    m_stack->addWidget(m_splitter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(m_payloadView, &RowPayloadView::fullBodiesToggled, this, [this] { render(); });
    // Reveal: the row as stored replaces the masked one in the payload view until it lapses.
    connect(m_payloadView, &RowPayloadView::revealRequested, this, [this] {
        if (m_hasRow)
            m_revealer->reveal(m_row);
    });
    connect(m_revealer, &PayloadRevealer::revealed, this,
            [this](const OutboxRow &row, const QDateTime &until) {
                m_revealed = row;
                m_revealedUntil = until;
                if (m_hasRow && m_row.id == row.id)
                    render();
                reloadHistory(); // the reveal is in it now
            });
    connect(m_revealer, &PayloadRevealer::lapsed, this, [this] {
        m_revealed.reset();
        if (m_hasRow)
            render();
    });
    connect(m_revealer, &PayloadRevealer::failed, this,
            [this](const QString &message) { m_historyNote->setText(message); });
    clear();
}

QLabel *RowDetailView::addField(const QString &objectName, const QString &label) {
    auto *value = new QLabel;
    value->setObjectName(objectName);
    value->setTextFormat(Qt::PlainText);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    value->setWordWrap(true);
    value->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_form->addRow(label, value);
    return value;
}

void RowDetailView::setTable(const OutboxTable &table) {
    m_table = table;
    const FormatDescription &format = table.description();
    m_operationLabel->setText(FormatWords::kindLabel(format));
    m_changedLabel->setText(FormatWords::changedLabel(format));
    // A format that keeps attempts, schedule and error in the console's delivery table has them
    // only with it, and the time of the last attempt only there; an aggregate only where the
    // ordering key is a column of its own.
    const bool delivery = hasErrorColumn(table);
    m_form->setRowVisible(m_attempts, delivery);
    m_form->setRowVisible(m_nextAttempt, delivery);
    m_form->setRowVisible(m_lastAttempt, delivery && format.deliveryStateInConsoleTable);
    m_form->setRowVisible(m_aggregate, !format.orderingKeyInPayload);
    m_errorHeading->setVisible(delivery);
    m_error->setVisible(delivery);
    clear();
}

void RowDetailView::focusFirst() {
    (m_error->isVisibleTo(this) ? m_error : m_payloadView->textView())
        ->setFocus(Qt::ShortcutFocusReason);
}

void RowDetailView::showRow(const OutboxRow &row) {
    const bool sameRowShown = m_hasRow && m_row.id == row.id;
    // A refresh of the same row reads its history again only when the row changed.
    const bool rowChanged = !sameRowShown || m_row.rawStatus != row.rawStatus ||
                            m_row.attempts != row.attempts || m_row.changedAt != row.changedAt;
    if (!sameRowShown)
        m_revealer->end(); // a reveal is for the row it was asked for
    m_row = row;
    m_hasRow = true;
    if (!sameRowShown) // a new row is read from its top
        m_fieldsScroll->verticalScrollBar()->setValue(0);
    QScrollBar *payloadBar = m_payloadView->textView()->verticalScrollBar();
    const int payloadScroll = payloadBar ? payloadBar->value() : 0;
    render();
    if (sameRowShown) // a refresh of the row on display: keep the reader's place
        payloadBar->setValue(payloadScroll);
    if (rowChanged)
        scheduleHistory();
}

void RowDetailView::clear() {
    m_revealer->end();
    m_hasRow = false;
    m_row = {};
    m_waitsBehind.reset();
    m_waiting->hide();
    m_stack->setCurrentIndex(0);
    m_historyTimer->stop();
    m_history = {};
    m_historyRowId.clear();
    m_historyList->clear();
}

void RowDetailView::setHistorySource(const ConnectionSpec &spec, const OutboxTable &table,
                                     const AuditLog &log, const QString &profileName) {
    m_revealer->setSource(spec, table, profileName, log);
    m_hasHistorySource = true;
    m_historySpec = spec;
    m_historyTable = table;
    m_historyLog = log;
    m_historyRowId.clear();
    if (m_hasRow)
        scheduleHistory();
}

void RowDetailView::clearHistorySource() {
    m_hasHistorySource = false;
    m_historyRowId.clear();
    m_history = {};
    if (m_hasRow)
        showHistory();
}

void RowDetailView::reloadHistory() {
    if (m_hasRow)
        loadHistory();
}

bool RowDetailView::isHistoryLoading() const {
    return m_historyTimer->isActive() || m_historyTask->isRunning();
}

QString RowDetailView::historyNote() const {
    return m_historyNote->text();
}

void RowDetailView::scheduleHistory() {
    if (!m_hasHistorySource) {
        showHistory();
        return;
    }
    if (m_historyRowId != m_row.id) {
        // Never show another row's history while this one's is read.
        m_history = {};
        m_waitsBehind.reset();
        m_waiting->hide();
        m_historyList->clear();
    }
    m_historyNote->setText(tr("Reading the row's history…"));
    fitWrappedLabel(m_historyNote);
    m_historyTimer->start();
}

void RowDetailView::loadHistory() {
    m_historyTimer->stop();
    if (!m_hasRow || !m_hasHistorySource)
        return;
    if (m_historyTask->isRunning()) {
        m_historyAgain = true; // read again for the row shown when this read ends
        return;
    }
    const QString rowId = m_row.id;
    const OutboxRow row = m_row;
    const QString table = m_historyTable.name.display();
    const AuditLog log = m_historyLog;
    auto result = std::make_shared<RowHistory>();
    auto waiting = std::make_shared<std::optional<WaitingBehind>>();
    m_loadingRowId = rowId;
    const bool started =
        m_historyTask->start(m_historySpec, m_historyTable, u"row-history"_s,
                             [result, waiting, log, table, row](TableTask::Context &c) -> Status {
                                 auto history = rowHistory(log, c.session, table, row.id);
                                 if (!history)
                                     return history.error();
                                 *result = std::move(*history);
                                 // Under in-order delivery: the row it waits behind, if any.
                                 auto behind = waitsBehind(c.reader, row);
                                 if (!behind)
                                     return behind.error();
                                 *waiting = *behind;
                                 return Done{};
                             });
    if (!started)
        return;
    // One-shot handlers for this read; a read for a row no longer shown is dropped.
    auto *guard = new QObject(this);
    connect(m_historyTask, &TableTask::succeeded, guard, [this, result, waiting, rowId] {
        if (m_hasRow && rowId == m_row.id) {
            m_history = *result;
            m_waitsBehind = *waiting;
            m_historyRowId = rowId;
            showHistory();
        }
    });
    connect(m_historyTask, &TableTask::failed, guard, [this, rowId](int, const QString &message) {
        if (m_hasRow && rowId == m_row.id) {
            m_history = {};
            m_waitsBehind.reset();
            m_historyRowId = rowId;
            showHistory(message);
        }
    });
    connect(m_historyTask, &TableTask::ended, guard, &QObject::deleteLater);
}

void RowDetailView::showHistory(const QString &error) {
    m_historyList->clear();
    if (!m_hasHistorySource) {
        m_historyNote->setText(tr("No history: no database is open."));
        fitWrappedLabel(m_historyNote);
        return;
    }
    QPalette notePalette = palette();
    if (!error.isEmpty()) {
        notePalette.setColor(QPalette::Disabled, QPalette::WindowText, errorTextColor());
        m_historyNote->setPalette(notePalette);
        m_historyNote->setText(tr("Could not read the row's history: %1").arg(error));
        fitWrappedLabel(m_historyNote);
        Q_EMIT historyLoaded();
        return;
    }
    m_historyNote->setPalette(notePalette);
    m_historyList->showHistory(m_history);
    showWaiting();
    QStringList note;
    const int rowAttempts = m_hasRow ? m_row.attempts.value_or(0) : 0;
    if (m_history.records.isEmpty() && m_history.attempts.isEmpty() && rowAttempts > 0)
        // The row was tried, but by a relay that keeps no attempt log (the service's own), or
        // before the console's log existed: say so instead of "nothing happened".
        note << tr("No recorded actions. Its %Ln attempt(s) were made by another relay, or "
                   "before the console's attempt log existed, and are not listed.",
                   nullptr, rowAttempts);
    else if (m_history.records.isEmpty() && m_history.attempts.isEmpty())
        note << tr("No recorded actions.");
    else if (m_history.records.isEmpty())
        note << tr("No recorded actions besides its attempts.");
    // A sent row that someone marked done was not delivered: say who, and why.
    if (m_hasRow && m_row.state == RowState::Sent) {
        const auto marked =
            std::find_if(m_history.records.cbegin(), m_history.records.cend(),
                         [](const AuditRecord &r) { return r.action == u"mark-done"_s; });
        if (marked != m_history.records.cend()) {
            const QString who =
                marked->host.isEmpty() ? marked->user : tr("%1@%2").arg(marked->user, marked->host);
            m_attempts->setText(
                marked->reason.isEmpty()
                    ? tr("marked done by %1 %2 (no reason given)").arg(who, whenText(marked->at))
                    : tr("marked done by %1 %2: %3")
                          .arg(who, whenText(marked->at), marked->reason));
            m_nextAttempt->setText(tr("none: marked done"));
        }
    }
    if (!m_history.attemptLogRead)
        note << tr("Failed attempts and the errors a retry clears are kept once the relay's "
                   "tables exist (outboxctl relay init, or the Relay tab).");
    if (m_history.hashedOnly > 0)
        note << tr("%Ln action(s) on this table covered more than %1 rows and recorded only a "
                   "hash of their ids: they may include this row.",
                   nullptr, int(m_history.hashedOnly))
                    .arg(QLocale().toString(AuditRecord::kMaxListedIds));
    else
        note << tr("Actions over %1 rows record only a hash of their ids and are not listed.")
                    .arg(QLocale().toString(AuditRecord::kMaxListedIds));
    if (!m_history.auditTableRead)
        note << tr("Searched this computer's log (the database has no audit table).");
    m_historyNote->setText(note.join(u' '));
    fitWrappedLabel(m_historyNote);
    Q_EMIT historyLoaded();
}

void RowDetailView::showWaiting() {
    m_waiting->setVisible(m_hasRow && m_waitsBehind.has_value());
    if (!m_hasRow || !m_waitsBehind)
        return;
    const OutboxRow &head = m_waitsBehind->head;
    const QString key =
        m_historyTable.description().orderingKeyInPayload ? m_row.subject() : m_row.aggregateId;
    const QString why = headWaitReason(m_historyTable, head, QDateTime::currentDateTimeUtc());
    m_waitingHeadId = head.id;
    m_waitingText->setText(
        m_waitsBehind->ahead > 1
            ? tr("Waits behind %1 row %2 and %Ln more older row(s) of its key %3 (in order per "
                 "key): %4",
                 nullptr, int(qMin<qint64>(m_waitsBehind->ahead - 1, INT_MAX)))
                  .arg(stateLabel(head.state).toLower(), head.id, key, why)
            : tr("Waits behind %1 row %2 of its key %3 (in order per key): %4")
                  .arg(stateLabel(head.state).toLower(), head.id, key, why));
    QPalette p = m_waitingText->palette();
    p.setColor(QPalette::WindowText, head.state == RowState::Dead
                                         ? errorTextColor()
                                         : palette().color(QPalette::WindowText));
    m_waitingText->setPalette(p);
    m_waitingPark->setVisible(head.state == RowState::Dead);
    m_waitingMarkDone->setVisible(head.state == RowState::Dead);
    // Not "due now": it goes after that row.
    if (m_row.state == RowState::Pending)
        m_nextAttempt->setText(tr("after row %1, which holds its key").arg(head.id));
}

QString RowDetailView::payloadMaskNote() const {
    return m_payloadView->maskNote();
}

QString RowDetailView::payloadText() const {
    return m_payloadView->text();
}

QString RowDetailView::errorText() const {
    return m_error->toPlainText();
}

QString RowDetailView::formatPayload(const OutboxRow &row, bool fullBodies, QString *problem) {
    return RowPayloadView::formatPayload(row, fullBodies, problem);
}

void RowDetailView::render() {
    if (!m_hasRow) {
        m_stack->setCurrentIndex(0);
        return;
    }
    const OutboxRow &row = m_row;
    m_title->setText(row.kind.isEmpty() ? row.id : tr("%1 · %2").arg(row.kind, row.id));

    const QDateTime now = QDateTime::currentDateTimeUtc();
    // Where the console cannot release it (another library's row), only what is known.
    const QString stuck =
        m_table.description().changes.release
            ? tr("%1: stuck for %2, its consumer has probably died (Actions › Release Stuck "
                 "Rows…)")
            : tr("%1: stuck for %2, its consumer has probably died");
    m_state->setText(row.isStuck(now) ? stuck.arg(stateLabel(row.state),
                                                  humanDuration(row.inFlightSince().secsTo(now)))
                                      : stateLabel(row.state));
    QPalette statePalette = m_state->palette();
    statePalette.setColor(QPalette::WindowText, stateColor(row.state));
    m_state->setPalette(statePalette);
    m_status->setText(row.rawStatus);
    m_operation->setText(row.kind.isEmpty() ? tr("—") : row.kind);
    m_created->setText(whenText(row.createdAt));
    m_changed->setText(whenText(row.changedAt));
    // The relay's defaults (5 attempts): where the row stands in its retry schedule.
    // A dead FennFlow row without the relay's record was failed by something else.
    const bool failedElsewhere = m_table.description().deliveryStateInConsoleTable &&
                                 row.state == RowState::Dead && !row.deadLettered() &&
                                 hasErrorColumn(m_table);
    // Another library retries on its own schedule: only its count is known.
    const bool consoleSchedule = m_table.description().changes.relay;
    m_attempts->setText(
        row.attempts && !consoleSchedule ? tr("%n attempt(s)", nullptr, *row.attempts)
        : row.attempts                   ? retrySchedule(row, 5, QDateTime::currentDateTimeUtc())
        : failedElsewhere ? tr("failed, but not by the console's relay (it has no record of it)")
                          : tr("—"));
    // The side table keeps a row's attempts only while it is undelivered: a delivered row has
    // none, which is not "never tried".
    const QDateTime failedAt = row.lastFailedAt(m_table.description());
    m_lastAttempt->setText(
        row.lastAttemptAt.isValid()
            ? (row.deadLettered() ? tr("%1, dead-lettered").arg(whenText(row.lastAttemptAt))
                                  : whenText(row.lastAttemptAt))
        : row.state == RowState::Sent
            ? (row.changedAt.isValid() ? tr("delivered %1").arg(whenText(row.changedAt))
                                       : tr("delivered"))
        : failedAt.isValid() ? tr("failed %1").arg(whenText(failedAt))
        : row.attempts.value_or(0) > 0 || !row.lastError.isEmpty()
            ? tr("failed (the table keeps no time of it)")
            : tr("never tried"));
    // Only a pending row has a next attempt; a dead one's old schedule is not one.
    switch (row.state) {
    case RowState::Pending:
        m_nextAttempt->setText(row.nextAttemptAt.isValid() &&
                                       row.nextAttemptAt > QDateTime::currentDateTimeUtc()
                                   ? whenText(row.nextAttemptAt)
                                   : tr("due now"));
        break;
    case RowState::Dead:
        m_nextAttempt->setText(tr("none: dead until retried"));
        break;
    case RowState::Sent:
        m_nextAttempt->setText(tr("none: delivered"));
        break;
    case RowState::InFlight:
        // The same story as the state above: a stuck row is not "being delivered now".
        m_nextAttempt->setText(row.isStuck(now) ? tr("none until it is released: its consumer "
                                                     "has probably died")
                                                : tr("none: being delivered now"));
        break;
    case RowState::Superseded:
        m_nextAttempt->setText(tr("none: resent as %1").arg(row.supersededBy));
        break;
    case RowState::Archived:
        m_nextAttempt->setText(tr("none: archived as known junk (dead, left out of the counts)"));
        break;
    case RowState::Unknown:
        m_nextAttempt->setText(row.nextAttemptAt.isValid() ? whenText(row.nextAttemptAt)
                                                           : tr("not scheduled"));
        break;
    }
    m_eventId->setText(row.eventId.isEmpty() ? tr("—") : row.eventId);
    m_aggregate->setText(row.aggregateId.isEmpty()
                             ? tr("—")
                             : (row.aggregateType.isEmpty()
                                    ? row.aggregateId
                                    : tr("%1 %2").arg(row.aggregateType, row.aggregateId)));
    m_subject->setText(row.subject().isEmpty() ? tr("—") : row.subject());

    m_error->setPlainText(row.lastError);
    const bool error = hasErrorColumn(m_table) && !row.lastError.isEmpty();
    m_errorHeading->setVisible(error);
    m_error->setVisible(error);

    if (m_revealed && m_revealed->id == row.id)
        m_payloadView->showRow(*m_revealed, m_revealedUntil);
    else
        m_payloadView->showRow(row);
    if (m_historyRowId == m_row.id) // what it waits behind, read with its history
        showWaiting();
    m_stack->setCurrentIndex(1);
}

} // namespace outbox::ui
