#include "ui/actions/retrydialog.h"

#include "actions/canaryredrive.h"
#include "actions/retryplanning.h"
#include "profilesecrets.h"
#include "query/errorsignature.h"
#include "schema/groupnotes.h"
#include "schema/relayregistry.h"
#include "secretstore.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/coremetatypes.h"
#include "ui/common/environmentbadge.h"
#include "ui/common/formatwords.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include <QApplication>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QLoggingCategory>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcRetryDialog, "outbox.ui.retrydialog", QtInfoMsg)

namespace outbox::ui {

namespace {

constexpr int kSampleRows = 500;        // rows shown in the sample table
constexpr int kTargetCheckLimit = 1000; // move/promote rows whose target is looked up
constexpr int kTargetCheckChunk = 50;   // between two looks at cancel

QString number(qint64 n) {
    return QLocale().toString(n);
}

// The n of a plural form (tr's n is an int).
int plural(qint64 n) {
    return int(qMin<qint64>(n, INT_MAX));
}

// The dry run's result, filled on the task thread.
struct PlanOutcome {
    RetryPlan plan;
    int notDead = 0;
    QString targetNote;
    std::optional<GroupNote> groupNote; // an error group's note, for a group's retry
    // The relays running against the table (for a canary); unknown without the registry.
    std::optional<QList<RelayHeartbeat>> relays;
};

// The status a FennFlow retry sets its rows back to, in the table's vocabulary ("created" or
// "pending"); "ready" while the vocabulary is unknown (the retry then refuses anyway).
QString readyWord(const OutboxTable &table) {
    const QString ready = table.vocabulary.readyStatus();
    return ready.isEmpty() ? RetryDialog::tr("ready") : ready;
}

// How a canary redrive ended, for the progress bar: why it stopped, with the tally.
QString canaryOutcomeText(const RedriveOutcome &outcome) {
    const RedriveTally &t = outcome.tally;
    const QString tally = RetryDialog::tr("%1 retried, %2 delivered, %3 failed again")
                              .arg(number(t.retried), number(t.succeeded), number(t.failedAgain));
    switch (outcome.stop) {
    case RedriveStop::Completed:
        return RetryDialog::tr("Finished: %1").arg(tally);
    case RedriveStop::CanaryFailed:
        return RetryDialog::tr("Stopped after the canary: %1").arg(tally);
    case RedriveStop::RatioExceeded:
        return RetryDialog::tr("Stopped, too many failed again: %1").arg(tally);
    case RedriveStop::NotSettled:
        return RetryDialog::tr("Stopped, not settled in time (is a relay running?): %1").arg(tally);
    case RedriveStop::Cancelled:
        return RetryDialog::tr("Cancelled: %1").arg(tally);
    }
    return tally;
}

QTreeWidget *breakdownTree(const QString &what, const QString &objectName) {
    auto *tree = new QTreeWidget;
    tree->setObjectName(objectName);
    tree->setAccessibleName(what);
    tree->setColumnCount(2);
    tree->setHeaderLabels({what, RetryDialog::tr("Rows")});
    tree->setRootIsDecorated(false);
    tree->setUniformRowHeights(true);
    tree->header()->setStretchLastSection(false);
    tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree->setMaximumHeight(110);
    return tree;
}

} // namespace

// RetrySelection ------------------------------------------------------------------------------

RetrySelection RetrySelection::rows(QStringList ids) {
    RetrySelection s;
    s.kind = Kind::Rows;
    s.ids = std::move(ids);
    return s;
}

RetrySelection RetrySelection::matching(RowFilter filter, int limit) {
    RetrySelection s;
    s.kind = Kind::Filter;
    s.filter = std::move(filter);
    s.limit = limit;
    return s;
}

RetrySelection RetrySelection::errorGroup(QString group, RowFilter filter, QString label) {
    RetrySelection s;
    s.kind = Kind::ErrorGroup;
    s.group = std::move(group);
    s.filter = std::move(filter);
    s.groupLabel = std::move(label);
    return s;
}

QString RetrySelection::describe(const QString &kindName) const {
    switch (kind) {
    case Kind::Rows:
        return RetryDialog::tr("%Ln selected row(s)", "", ids.size());
    case Kind::Filter: {
        const QString f =
            filter.isEmpty() ? RetryDialog::tr("no filter") : filter.describe(kindName);
        return limit > 0 ? RetryDialog::tr("Dead rows matching the filter (%1), at most %2")
                               .arg(f, number(limit))
                         : RetryDialog::tr("Every dead row matching the filter (%1)").arg(f);
    }
    case Kind::ErrorGroup: {
        QString s =
            RetryDialog::tr("Error group: %1").arg(groupLabel.isEmpty() ? group : groupLabel);
        if (!filter.isEmpty())
            s += RetryDialog::tr(" (within the filter: %1)").arg(filter.describe(kindName));
        return s;
    }
    }
    return {};
}

// RetryDialog ---------------------------------------------------------------------------------

RetryDialog::RetryDialog(const ConnectionTarget &target, const OutboxTable &table,
                         RetrySelection selection, QWidget *parent)
    : QDialog(parent)
    , m_target(target)
    , m_table(table)
    , m_selection(std::move(selection))
    , m_task(new TableTask(this)) {
    registerCoreMetaTypes();
    buildUi();

    ActionContext check = actionContext(u"-"_s); // a reason is asked later; this is about writing
    if (auto allowed = checkChangeAllowed(check, u"retry"_s); !allowed)
        m_refusal = allowed.error().message;
    if (auto allowed = checkChangeAllowed(check, u"mark done"_s); !allowed)
        m_markDoneRefusal = allowed.error().message;
    if (auto allowed = checkChangeAllowed(check, tr("changing rows")); !allowed)
        m_readOnlyNote->setText(allowed.error().message);

    connect(m_task, &TableTask::progressed, this, [this](const BatchProgress &p) {
        if (m_phase == Phase::Planning) {
            if (p.total > 0) {
                m_busyBar->setRange(0, int(qMin<qint64>(p.total, std::numeric_limits<int>::max())));
                m_busyBar->setValue(int(qMin<qint64>(p.processed, m_busyBar->maximum())));
            }
            return;
        }
        m_lastProgress = p;
        m_applyProgress->setRange(0, int(qMax<qint64>(1, p.total)));
        m_applyProgress->setValue(int(p.processed));
        m_applyProgress->setFormat(tr("%1 of %Ln row(s) (batch %2 of %3)", "", plural(p.total))
                                       .arg(number(p.processed))
                                       .arg(p.batch)
                                       .arg(p.batches));
        Q_EMIT progressed(p);
    });
    QMetaObject::invokeMethod(this, &RetryDialog::startPlan, Qt::QueuedConnection);
}

RetryDialog::~RetryDialog() = default;

void RetryDialog::buildUi() {
    setObjectName(u"retryDialog"_s);
    setWindowTitle(tr("Retry Dead Rows — %1").arg(m_table.name.display()));
    setAccessibleName(tr("Retry dead rows"));
    resize(860, 640);

    auto *layout = new QVBoxLayout(this);

    auto *header = new QHBoxLayout;
    auto *badge = makeEnvironmentBadge(m_target.environment);
    header->addWidget(badge, 0, Qt::AlignTop);
    m_selectionLabel = new QLabel(
        tr("%1 · %2").arg(m_table.name.display(), m_selection.describe(m_table.kindFilterName())));
    m_selectionLabel->setObjectName(u"selectionLabel"_s);
    m_selectionLabel->setTextFormat(Qt::PlainText);
    m_selectionLabel->setWordWrap(true);
    header->addWidget(m_selectionLabel, 1);
    layout->addLayout(header);

    auto *status = new QHBoxLayout;
    m_busyBar = new QProgressBar;
    m_busyBar->setObjectName(u"busyBar"_s);
    m_busyBar->setAccessibleName(tr("Dry run progress"));
    m_busyBar->setRange(0, 0);
    m_busyBar->setTextVisible(false);
    m_busyBar->setMaximumWidth(160);
    status->addWidget(m_busyBar);
    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"statusLabel"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextFormat(Qt::PlainText);
    status->addWidget(m_statusLabel, 1);
    layout->addLayout(status);

    m_planSummary = new QLabel;
    m_planSummary->setObjectName(u"planSummary"_s);
    m_planSummary->setAccessibleName(tr("Dry run result"));
    m_planSummary->setWordWrap(true);
    m_planSummary->setTextFormat(Qt::PlainText);
    QFont bold = m_planSummary->font();
    bold.setBold(true);
    m_planSummary->setFont(bold);
    layout->addWidget(m_planSummary);
    m_groupNote = new QLabel;
    m_groupNote->setObjectName(u"retryGroupNote"_s);
    m_groupNote->setAccessibleName(tr("Note on the error group"));
    m_groupNote->setWordWrap(true);
    m_groupNote->setTextFormat(Qt::PlainText);
    m_groupNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_groupNote->setFrameShape(QFrame::StyledPanel);
    m_groupNote->setMargin(4);
    m_groupNote->hide();
    layout->addWidget(m_groupNote);

    auto *breakdowns = new QHBoxLayout;
    m_operations =
        breakdownTree(FormatWords::kindTitle(m_table.description()), u"operationBreakdown"_s);
    m_groups = breakdownTree(tr("Error group"), u"groupBreakdown"_s);
    breakdowns->addWidget(m_operations, 1);
    breakdowns->addWidget(m_groups, 2);
    layout->addLayout(breakdowns);

    m_sampleModel = new QStandardItemModel(0, 5, this);
    m_sampleModel->setHorizontalHeaderLabels({tr("ID"),
                                              FormatWords::kindTitle(m_table.description()),
                                              tr("Attempts"), tr("Last Error"), tr("Created")});
    m_sampleView = new QTableView;
    m_sampleView->setObjectName(u"sampleView"_s);
    m_sampleView->setAccessibleName(tr("Sample rows"));
    m_sampleView->setModel(m_sampleModel);
    m_sampleView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_sampleView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_sampleView->setWordWrap(false);
    m_sampleView->verticalHeader()->hide();
    m_sampleView->horizontalHeader()->setStretchLastSection(false);
    m_sampleView->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
    m_sampleView->verticalHeader()->setDefaultSectionSize(m_sampleView->fontMetrics().height() + 6);
    const int iconSize = m_sampleView->style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_sampleView->setColumnWidth(0, m_sampleView->fontMetrics().horizontalAdvance(
                                        u"00000000-0000-0000-0000-000000000000"_s) +
                                        iconSize + 24);
    m_sampleView->setColumnWidth(1, 90);
    m_sampleView->setColumnWidth(2, 70);
    m_sampleView->setColumnWidth(4, m_sampleView->fontMetrics().horizontalAdvance(utcText(QDateTime(
                                        QDate(2026, 12, 31), QTime(23, 59, 59), Qt::UTC))) +
                                        24);
    layout->addWidget(m_sampleView, 1);

    m_sampleNote = new QLabel;
    m_sampleNote->setObjectName(u"sampleNote"_s);
    m_sampleNote->setWordWrap(true);
    layout->addWidget(m_sampleNote);

    m_targetLabel = new QLabel;
    m_targetLabel->setObjectName(u"targetCheckLabel"_s);
    m_targetLabel->setAccessibleName(tr("Target check"));
    m_targetLabel->setWordWrap(true);
    m_targetLabel->setTextFormat(Qt::PlainText);
    layout->addWidget(m_targetLabel);

    m_readOnlyNote = new QLabel;
    m_readOnlyNote->setObjectName(u"readOnlyNote"_s);
    m_readOnlyNote->setAccessibleName(tr("Why changes are disabled"));
    m_readOnlyNote->setWordWrap(true);
    m_readOnlyNote->setTextFormat(Qt::PlainText);
    m_readOnlyNote->hide();
    layout->addWidget(m_readOnlyNote);

    // The canary redrive: a few rows first, the rest only while they succeed, at a rate.
    auto *canaryRow = new QHBoxLayout;
    m_canaryCheck = new QCheckBox(tr("Redrive as a &canary:"));
    m_canaryCheck->setObjectName(u"canaryCheck"_s);
    m_canaryCheck->setToolTip(tr("Retry a few rows first and wait until the relay has settled "
                                 "them; go on only while few of them fail again"));
    m_canaryRows = new QSpinBox;
    m_canaryRows->setObjectName(u"canaryRows"_s);
    m_canaryRows->setRange(1, 10000);
    m_canaryRows->setValue(10);
    m_canaryRows->setSuffix(tr(" rows first"));
    m_canaryRows->setAccessibleName(tr("Canary rows"));
    m_canaryAbort = new QSpinBox;
    m_canaryAbort->setObjectName(u"canaryAbortPercent"_s);
    m_canaryAbort->setRange(0, 100); // 100 %: never stop on the ratio (as --abort-ratio=1)
    m_canaryAbort->setValue(20);
    m_canaryAbort->setPrefix(tr("stop when over "));
    m_canaryAbort->setSuffix(tr("% fail again"));
    m_canaryAbort->setAccessibleName(tr("Abort ratio in percent"));
    m_canaryRate = new QSpinBox;
    m_canaryRate->setObjectName(u"canaryRate"_s);
    m_canaryRate->setRange(0, 100000);
    m_canaryRate->setValue(0);
    m_canaryRate->setSpecialValueText(tr("then the rest at once"));
    m_canaryRate->setPrefix(tr("then "));
    m_canaryRate->setSuffix(tr(" rows/s"));
    m_canaryRate->setAccessibleName(tr("Rows per second after the canary"));
    canaryRow->addWidget(m_canaryCheck);
    for (QSpinBox *box : {m_canaryRows, m_canaryAbort, m_canaryRate}) {
        box->setEnabled(false);
        canaryRow->addWidget(box);
        connect(m_canaryCheck, &QCheckBox::toggled, box, &QWidget::setEnabled);
    }
    canaryRow->addStretch(1);
    layout->addLayout(canaryRow);
    m_relayNote = new QLabel;
    m_relayNote->setObjectName(u"canaryRelayNote"_s);
    m_relayNote->setWordWrap(true);
    m_relayNote->setTextFormat(Qt::PlainText);
    m_relayNote->hide();
    // The Relay tab the note would point to is behind this dialog: the note starts it.
    m_startRelayButton = new QPushButton(tr("Start the Re&lay…"));
    m_startRelayButton->setObjectName(u"canaryStartRelayButton"_s);
    m_startRelayButton->setToolTip(
        tr("Start the console's relay on this table (as the Relay tab does), so that it settles "
           "the canary"));
    m_startRelayButton->hide();
    connect(m_startRelayButton, &QPushButton::clicked, this, &RetryDialog::startRelayRequested);
    auto *relayRow = new QHBoxLayout;
    relayRow->addWidget(m_relayNote, 1);
    relayRow->addWidget(m_startRelayButton, 0, Qt::AlignTop);
    layout->addLayout(relayRow);
    connect(m_canaryCheck, &QCheckBox::toggled, this, [this] {
        showRelayNote();
        updateButtons();
    });

    m_applyProgress = new QProgressBar;
    m_applyProgress->setObjectName(u"applyProgress"_s);
    m_applyProgress->setAccessibleName(tr("Change progress"));
    m_applyProgress->hide();
    layout->addWidget(m_applyProgress);

    m_resultLabel = new QLabel;
    m_resultLabel->setObjectName(u"resultLabel"_s);
    m_resultLabel->setAccessibleName(tr("Result"));
    m_resultLabel->setWordWrap(true);
    m_resultLabel->setTextFormat(Qt::PlainText);
    m_resultLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_resultLabel->setFont(bold);
    m_resultLabel->hide();
    layout->addWidget(m_resultLabel);

    auto *buttons = new QDialogButtonBox;
    m_replanButton = buttons->addButton(tr("Run &Dry Run Again"), QDialogButtonBox::ActionRole);
    m_replanButton->setObjectName(u"replanButton"_s);
    m_replanButton->setAccessibleName(tr("Run the dry run again"));
    m_markDoneButton = buttons->addButton(tr("&Mark Done…"), QDialogButtonBox::ActionRole);
    m_markDoneButton->setObjectName(u"markDoneButton"_s);
    m_markDoneButton->setAccessibleName(tr("Mark done"));
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setObjectName(u"cancelButton"_s);
    m_cancelButton->setAccessibleName(tr("Cancel"));
    m_retryButton = buttons->addButton(tr("&Retry"), QDialogButtonBox::AcceptRole);
    m_retryButton->setObjectName(u"retryButton"_s);
    m_retryButton->setAccessibleName(tr("Retry"));
    m_showRowsButton = buttons->addButton(tr("&Show These Rows"), QDialogButtonBox::ActionRole);
    m_showRowsButton->setObjectName(u"showRowsButton"_s);
    m_showRowsButton->setAccessibleName(tr("Show these rows"));
    m_showRowsButton->setToolTip(
        tr("Close the dialog and list the rows of this change in the Rows tab, whatever their "
           "state now"));
    connect(m_showRowsButton, &QPushButton::clicked, this, [this] {
        Q_EMIT showRowsRequested(m_changedIds, m_changedLabel);
        accept();
    });
    m_closeButton = buttons->addButton(QDialogButtonBox::Close);
    m_closeButton->setObjectName(u"closeButton"_s);
    m_closeButton->setAccessibleName(tr("Close"));
    for (QPushButton *b : {m_replanButton, m_markDoneButton, m_cancelButton, m_retryButton,
                           m_showRowsButton, m_closeButton})
        b->setAutoDefault(false);
    connect(m_replanButton, &QPushButton::clicked, this, &RetryDialog::startPlan);
    connect(m_markDoneButton, &QPushButton::clicked, this, &RetryDialog::markDone);
    connect(m_cancelButton, &QPushButton::clicked, this, &RetryDialog::cancel);
    connect(m_retryButton, &QPushButton::clicked, this, &RetryDialog::retry);
    connect(m_closeButton, &QPushButton::clicked, this, &RetryDialog::reject);
    layout->addWidget(buttons);
    updateButtons();
}

ActionContext RetryDialog::actionContext(const QString &reason) const {
    ActionContext context;
    context.profile = profileForChange(m_target);
    context.reason = reason;
    context.auditLog = m_auditLog;
    context.batchSize = m_batchSize;
    return context;
}

void RetryDialog::setPhase(Phase phase) {
    m_phase = phase;
    m_busyBar->setVisible(phase == Phase::Planning);
    if (phase == Phase::Planning)
        m_busyBar->setRange(0, 0);
    m_applyProgress->setVisible(phase == Phase::Applying || m_applyProgress->value() > 0 ||
                                m_lastOutcome.has_value());
    updateButtons();
}

void RetryDialog::showStatus(const QString &text, bool error) {
    m_statusLabel->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, errorTextColor());
    m_statusLabel->setPalette(p);
}

void RetryDialog::showResult(const QString &text, bool error) {
    m_resultLabel->setText(text);
    QPalette p = palette();
    if (error)
        p.setColor(QPalette::WindowText, errorTextColor());
    m_resultLabel->setPalette(p);
    m_resultLabel->setVisible(!text.isEmpty());
}

QString RetryDialog::resultText() const {
    return m_resultLabel->text();
}

QStringList RetryDialog::markDoneIds() const {
    if (m_markDoneWholePlan)
        return m_plan.ids;
    if (!m_plan.targetExists.isEmpty())
        return m_plan.targetExists;
    if (m_selection.kind == RetrySelection::Kind::Rows)
        return m_plan.ids;
    return {};
}

void RetryDialog::updateButtons() {
    const bool busy = isBusy();
    const bool planned = m_phase == Phase::Planned || m_phase == Phase::Done;
    // The retry never takes the rows the dry run itself flags (their target exists, or their
    // source is still missing): they are marked done, or fixed and planned again.
    const qint64 n = planned || m_phase == Phase::Applying ? m_plan.unflaggedIds().size() : 0;
    const qint64 flagged = planned ? m_plan.ids.size() - n : 0;

    m_cancelButton->setEnabled(busy);
    m_cancelButton->setVisible(busy);
    m_showRowsButton->setVisible(!busy && !m_changedIds.isEmpty());
    m_replanButton->setEnabled(!busy);
    m_retryButton->setText(
        n == 0        ? tr("&Retry")
        : flagged > 0 ? tr("&Retry %Ln Row(s) That Can Succeed", "", int(qMin<qint64>(n, INT_MAX)))
                      : tr("&Retry %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX))));
    m_retryButton->setAccessibleName(m_retryButton->text().remove(u'&'));

    const QStringList doneIds = planned ? markDoneIds() : QStringList();
    m_markDoneButton->setText(!m_plan.targetExists.isEmpty() && planned
                                  ? tr("&Mark %Ln Flagged Row(s) Done…", "", int(doneIds.size()))
                              : doneIds.isEmpty()
                                  ? tr("&Mark Done…")
                                  : tr("&Mark %Ln Row(s) Done…", "", int(doneIds.size())));
    m_markDoneButton->setAccessibleName(m_markDoneButton->text().remove(u'&'));

    if (!m_refusal.isEmpty()) {
        m_retryButton->setEnabled(false);
        m_markDoneButton->setEnabled(false);
        m_retryButton->setToolTip(m_refusal);
        m_markDoneButton->setToolTip(m_markDoneRefusal);
        m_readOnlyNote->show();
        return;
    }
    m_retryButton->setEnabled(!busy && m_phase == Phase::Planned && n > 0);
    m_retryButton->setToolTip(
        n == 0        ? (flagged > 0 ? tr("Every planned row is flagged: none can succeed as it is")
                                     : tr("The dry run found no dead rows to retry"))
        : flagged > 0 ? tr("Set the %Ln unflagged row(s) back to pending; the flagged rows stay "
                           "dead",
                           "", int(qMin<qint64>(n, INT_MAX)))
        : !m_table.description().statusVocabulary
            ? tr("Set the %Ln planned row(s) back to pending, where they are still dead", "",
                 int(qMin<qint64>(n, INT_MAX)))
            : tr("Set the %Ln planned row(s) back to “%1”, where they are still failed", "",
                 int(qMin<qint64>(n, INT_MAX)))
                  .arg(readyWord(m_table)));
    m_markDoneButton->setEnabled(!busy && m_phase == Phase::Planned && !doneIds.isEmpty());
    m_markDoneButton->setToolTip(
        doneIds.isEmpty()
            ? tr("Mark done is offered for rows whose target already exists, or for selected rows")
            : tr("Mark the rows done without delivering them (a reason is required)"));
}

void RetryDialog::startPlan() {
    if (isBusy())
        return;
    m_plan = RetryPlan{};
    m_notDead = 0;
    m_targetNote.clear();
    m_cancelRequested = false;
    m_planSummary->clear();
    m_operations->clear();
    m_groups->clear();
    m_sampleModel->removeRows(0, m_sampleModel->rowCount());
    m_sampleNote->clear();
    m_targetLabel->clear();

    auto outcome = std::make_shared<PlanOutcome>();
    const RetrySelection selection = m_selection;
    // Rows that move objects: whether a target already exists is worth a look in the store.
    const bool objectTargets =
        m_table.description().relayWork == FormatDescription::RelayWork::ObjectStoreOperation;
    const QString storeSpec = m_target.profile ? m_target.profile->objectStore : QString();
    const QString profileName = m_target.profileName;
    SecretBackend *secrets = m_secrets;

    auto work = [outcome, selection, objectTargets, storeSpec, profileName,
                 secrets](TableTask::Context &c) -> Status {
        RetryPlan &plan = outcome->plan;
        if (selection.kind == RetrySelection::Kind::Rows) {
            // The ids the user selected, each planned on its own: only those still dead count.
            auto planned = planRetryByIds(c.reader, selection.ids, c.progress, &c.cancel);
            if (!planned)
                return planned.error(); // a cancel: retryPlanCancelledError()
            plan = std::move(planned->plan);
            outcome->notDead = planned->notDead;
        } else {
            const bool deadInView = selection.filter.states.isEmpty() ||
                                    selection.filter.states.contains(RowState::Dead);
            if (deadInView) {
                RetryRequest request;
                request.filter = selection.filter;
                request.group = selection.group;
                request.limit =
                    selection.limit > 0 ? selection.limit : std::numeric_limits<int>::max();
                auto planned = planRetry(c.reader, request);
                if (!planned)
                    return planned.error();
                plan = std::move(*planned);
            }
        }
        if (c.cancel.isCancelled())
            return retryPlanCancelledError();
        // A group's retry shows the note someone left on the group (a known issue, when to retry).
        if (const QString group = selection.kind == RetrySelection::Kind::ErrorGroup
                                      ? selection.group
                                      : selection.filter.errorGroup;
            !group.isEmpty()) {
            if (auto notes = GroupNotes().read(c.session, c.reader.table().name)) {
                for (const GroupNote &note : std::as_const(*notes))
                    if (note.signature == group || signatureId(note.signature) == group)
                        outcome->groupNote = note;
            }
        }

        // Whether a relay would settle a canary.
        if (RelayRegistry::exists(c.session)) {
            if (auto relays = RelayRegistry::relaysOf(c.session, c.reader.table().name.display(),
                                                      QDateTime::currentDateTimeUtc()))
                outcome->relays = *relays;
        }

        // Move and promote rows whose target already exists: the work may be done.
        const qint64 movePromote = retryTargetCandidates(plan);
        if (!objectTargets || movePromote == 0)
            return Done{};
        if (storeSpec.isEmpty() && qEnvironmentVariableIsEmpty("OBJECT_STORE_BUCKET")) {
            outcome->targetNote = RetryDialog::tr(
                "Whether the targets of the move and promote rows already exist was not checked: "
                "the profile has no object store.");
            return Done{};
        }
        MemorySecretStore noSecrets;
        auto store = openProfileObjectStore(storeSpec, profileName, secrets ? *secrets : noSecrets);
        if (!store) {
            outcome->targetNote =
                RetryDialog::tr("Whether the targets of the move and promote rows already exist "
                                "was not checked: the object store cannot be opened: %1")
                    .arg(store.error().message);
            return Done{};
        }
        RetryTargetCheckOptions options;
        options.limit = kTargetCheckLimit;
        options.chunk = kTargetCheckChunk;
        options.progress = c.progress;
        options.cancel = &c.cancel;
        auto checked = checkRetryTargets(plan, **store, options);
        if (!checked) {
            if (checked.error().kind == ErrorKind::Cancelled)
                return checked.error();
            outcome->targetNote =
                RetryDialog::tr("Whether the targets of the move and promote rows already "
                                "exist was not checked: %1")
                    .arg(checked.error().message);
            return Done{};
        }
        if (movePromote > checked->checked)
            outcome->targetNote =
                RetryDialog::tr("Targets checked for the oldest %1 of the %2 move and promote "
                                "rows.")
                    .arg(number(checked->checked), number(movePromote));
        return Done{};
    };

    if (!m_task->start(m_target.spec, m_table, u"retry-plan"_s, work)) {
        showStatus(tr("Another task of this dialog is still running."), true);
        return;
    }
    m_task->runHandlers().succeeded = [this, outcome] {
        m_plan = std::move(outcome->plan);
        m_notDead = outcome->notDead;
        m_targetNote = outcome->targetNote;
        m_registeredRelays.reset();
        m_registeredRelayWho.clear();
        if (outcome->relays) {
            m_registeredRelays = int(outcome->relays->size());
            if (!outcome->relays->isEmpty())
                m_registeredRelayWho = outcome->relays->constFirst().who();
        }
        m_relaysChecked = true;
        showRelayNote();
        m_groupNote->setVisible(outcome->groupNote.has_value());
        if (outcome->groupNote)
            m_groupNote->setText(tr("Note on this error group (%1, %2): %3")
                                     .arg(outcome->groupNote->author,
                                          utcText(outcome->groupNote->at),
                                          outcome->groupNote->text));
        setPhase(Phase::Planned);
        showStatus(tr("Dry run complete: nothing has changed yet."));
        showPlan();
        updateButtons();
        Q_EMIT planned();
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        setPhase(Phase::Idle);
        showStatus(tr("The dry run failed: %1").arg(message), true);
        Q_EMIT planFailed(message);
    };
    m_task->runHandlers().cancelled = [this](const QString &) {
        setPhase(Phase::Idle);
        showStatus(tr("The dry run was cancelled. Nothing was changed."));
    };
    m_task->runHandlers().ended = [this] {
        if (m_closeWhenEnded)
            QDialog::reject();
    };

    setPhase(Phase::Planning);
    showStatus(
        m_selection.kind == RetrySelection::Kind::Rows
            ? tr("Dry run: looking up the %Ln selected row(s)…", "", int(m_selection.ids.size()))
            : tr("Dry run: finding the dead rows to retry…"));
}

void RetryDialog::showPlan() {
    const qint64 n = m_plan.ids.size();
    // The retry never takes the rows the dry run flags: the summary counts what it would reset.
    // (Only Vortos rows are flagged: the target check is of object-store rows.)
    const qint64 unflagged = m_plan.unflaggedIds().size();
    const QString table = m_table.name.display();
    QString summary;
    if (n == 0) {
        summary = tr("No dead rows to retry.");
    } else if (unflagged == 0) {
        summary = tr("Dry run: none of the %Ln dead row(s) of %1 would be set back to pending: "
                     "every one is flagged (its target already exists, its source is still "
                     "missing, or it names a key the relay refuses).",
                     "", plural(n))
                      .arg(table);
        if (const QStringList doneIds = markDoneIds(); !doneIds.isEmpty() && m_refusal.isEmpty())
            summary += u' ' + tr("Mark Done… marks %Ln of them done without delivering them.", "",
                                 int(doneIds.size()));
        if (!m_plan.sourceMissing.isEmpty())
            summary += u' ' + tr("A row whose source is missing can be retried once the object "
                                 "is back: run the dry run again then.");
    } else if (!m_table.description().statusVocabulary) {
        summary = tr("Dry run: %Ln dead row(s) of %1 would be set back to pending (attempts "
                     "reset, last error cleared).",
                     "", plural(unflagged))
                      .arg(table);
        if (n > unflagged)
            summary += u' ' + tr("%Ln flagged row(s) stay dead.", "", plural(n - unflagged));
    } else {
        summary = tr("Dry run: %Ln failed row(s) of %1 would be set back to “%2” (delivery "
                     "state cleared).",
                     "", plural(n))
                      .arg(table, readyWord(m_table));
    }
    if (m_selection.kind != RetrySelection::Kind::Rows && m_selection.limit > 0 &&
        n == m_selection.limit)
        summary += u' ' + tr("The limit of %Ln row(s) was reached: older rows first.", "",
                             plural(m_selection.limit));
    if (m_notDead > 0)
        summary +=
            u' ' + tr("%Ln of the selected row(s) are not dead and are left out.", "", m_notDead);
    if (m_selection.kind == RetrySelection::Kind::Filter && !m_selection.filter.states.isEmpty() &&
        !m_selection.filter.states.contains(RowState::Dead))
        summary = tr("The filter shows no dead rows: there is nothing to retry.");
    m_planSummary->setText(summary);

    auto fill = [](QTreeWidget *tree, const QMap<QString, qint64> &counts, bool groups) {
        QList<std::pair<QString, qint64>> sorted;
        for (auto it = counts.cbegin(); it != counts.cend(); ++it)
            sorted.append({it.key(), it.value()});
        std::sort(sorted.begin(), sorted.end(),
                  [](const auto &a, const auto &b) { return a.second > b.second; });
        for (const auto &[key, count] : sorted) {
            const QString label =
                key.isEmpty() ? (groups ? RetryDialog::tr("(no error)") : RetryDialog::tr("(none)"))
                              : key;
            auto *item = new QTreeWidgetItem(tree, {label, number(count)});
            item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(
                0,
                groups ? RetryDialog::tr("%1\nGroup id: %2").arg(label, signatureId(key)) : label);
        }
    };
    fill(m_operations, m_plan.byOperation, false);
    fill(m_groups, m_plan.byGroup, true);

    const QSet<QString> flagged(m_plan.targetExists.cbegin(), m_plan.targetExists.cend());
    const QSet<QString> sourceMissing(m_plan.sourceMissing.cbegin(), m_plan.sourceMissing.cend());
    const QSet<QString> keyInvalid(m_plan.keyInvalid.cbegin(), m_plan.keyInvalid.cend());
    const QIcon warning = style()->standardIcon(QStyle::SP_MessageBoxWarning);
    const int shown = int(qMin<qsizetype>(kSampleRows, m_plan.preview.size()));
    for (int i = 0; i < shown; ++i) {
        const PlannedRow &row = m_plan.preview.at(i);
        QList<QStandardItem *> items{
            new QStandardItem(row.id), new QStandardItem(row.operation),
            new QStandardItem(row.attempts ? QString::number(*row.attempts) : QString()),
            new QStandardItem(row.lastError.simplified()),
            new QStandardItem(utcText(row.createdAt))};
        items[2]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        items[3]->setToolTip(row.lastError);
        if (flagged.contains(row.id)) {
            items[0]->setIcon(warning);
            items[0]->setToolTip(
                tr("The target of this %1 row already exists: the work may be done. Mark it "
                   "done instead of retrying.")
                    .arg(row.operation));
        } else if (sourceMissing.contains(row.id)) {
            items[0]->setIcon(warning);
            items[0]->setToolTip(tr("The object this %1 row reads is still missing: a retry "
                                    "would fail again. It is left out of the retry.")
                                     .arg(row.operation));
        } else if (keyInvalid.contains(row.id)) {
            items[0]->setIcon(warning);
            items[0]->setToolTip(tr("This %1 row names an object key the relay refuses (a \"..\" "
                                    "segment, a control character or too long): a retry would "
                                    "fail again. It is left out of the retry.")
                                     .arg(row.operation));
        }
        m_sampleModel->appendRow(items);
    }
    m_sampleNote->setText(
        n > shown ? tr("Showing the oldest %1 of %2 rows.").arg(number(shown), number(n))
                  : QString());
    m_sampleNote->setVisible(n > shown);

    QString target;
    if (m_plan.targetCheck == TargetCheck::Made) {
        if (m_plan.targetExists.isEmpty())
            target = tr("Target check: no move or promote row has a target that already exists.");
        else
            target = tr("%Ln row(s) flagged: the target already exists, so the work may be done. "
                        "Mark them done instead of retrying them.",
                        "", int(m_plan.targetExists.size()));
        if (!m_plan.sourceMissing.isEmpty())
            target += u' ' + tr("%Ln row(s) flagged: they failed for a missing object that is "
                                "still missing, so a retry would fail again; they are left out "
                                "of the retry.",
                                "", int(m_plan.sourceMissing.size()));
        if (!m_plan.keyInvalid.isEmpty())
            target += u' ' + tr("%Ln row(s) flagged: they name an object key the relay refuses, "
                                "so a retry would fail again; they are left out of the retry.",
                                "", int(m_plan.keyInvalid.size()));
        if (!m_targetNote.isEmpty())
            target += u' ' + m_targetNote;
    } else {
        target = m_targetNote;
    }
    m_targetLabel->setText(target);
    m_targetLabel->setVisible(!target.isEmpty());
    QPalette p = palette();
    if (m_plan.hasFlags())
        p.setColor(QPalette::WindowText, stateColor(RowState::Dead));
    m_targetLabel->setPalette(p);
}

void RetryDialog::setConsoleRelay(const QString &running, const QString &blocked) {
    m_consoleRelay = running;
    m_consoleRelayBlocked = blocked;
    m_consoleRelayKnown = true;
    showRelayNote();
}

void RetryDialog::setConsoleRelayRunning(const QString &destination) {
    m_consoleRelay = destination;
    showRelayNote();
}

void RetryDialog::showRelayNote() {
    const QString table = m_table.name.display();
    QString text;
    bool offerStart = false;
    if (!m_consoleRelay.isEmpty()) {
        text = tr("The console's relay is running against %1 (to %2): it settles the canary.")
                   .arg(table, m_consoleRelay);
    } else if (!m_relaysChecked) {
        text.clear();
    } else if (m_registeredRelays && *m_registeredRelays > 0) {
        text = tr("%Ln relay(s) running against %1: %2", "", *m_registeredRelays)
                   .arg(table, m_registeredRelayWho);
    } else {
        text = m_registeredRelays
                   ? tr("No relay is running against %1: nobody would settle a canary, and it "
                        "stops after 10 minutes.")
                         .arg(table)
                   : tr("Whether a relay is running against %1 is unknown (no relay registry: "
                        "Create Relay Tables… makes it). A canary that no relay settles stops "
                        "after 10 minutes.")
                         .arg(table);
        offerStart = m_consoleRelayKnown;
        if (offerStart && !m_consoleRelayBlocked.isEmpty())
            text += u' ' + tr("The console's relay cannot start: %1").arg(m_consoleRelayBlocked);
        else if (!offerStart)
            text += u' ' + tr("Start one in the Relay tab first.");
    }
    m_relayNote->setText(text);
    const bool on = m_canaryCheck->isChecked();
    m_relayNote->setVisible(on && !text.isEmpty());
    m_startRelayButton->setVisible(on && offerStart);
    m_startRelayButton->setEnabled(m_consoleRelayBlocked.isEmpty());
}

void RetryDialog::retry() {
    const QStringList ids = m_plan.unflaggedIds();
    if (m_phase != Phase::Planned || ids.isEmpty() || !m_refusal.isEmpty())
        return;
    const qint64 n = ids.size();
    ChangeDescription change;
    change.title = tr("Retry dead rows");
    change.summary = !m_table.description().statusVocabulary
                         ? tr("Set %Ln dead row(s) of %1 back to pending (attempts reset, last "
                              "error cleared), where they are still dead.",
                              "", plural(n))
                               .arg(m_table.name.display())
                         : tr("Set %Ln failed row(s) of %1 back to “%2” (delivery state "
                              "cleared), where they are still failed.",
                              "", plural(n))
                               .arg(m_table.name.display(), readyWord(m_table));
    QStringList ops;
    for (auto it = m_plan.byOperation.cbegin(); it != m_plan.byOperation.cend(); ++it)
        ops << u"%1 %2"_s.arg(number(it.value()), it.key());
    if (!ops.isEmpty())
        change.details
            << tr("By %1: %2").arg(FormatWords::kindWord(m_table.description()), ops.join(u", "_s));
    change.details << tr("%Ln error group(s).", "", int(m_plan.byGroup.size()));
    if (const qint64 left = m_plan.ids.size() - n; left > 0)
        change.details << tr("%Ln row(s) the dry run flagged stay dead (a target that exists, or "
                             "a source still missing).",
                             "", plural(left));
    change.confirmText = tr("Retry %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX)));
    const bool canary = m_canaryCheck->isChecked();
    if (canary) {
        change.title = tr("Canary redrive");
        change.details.prepend(
            tr("As a canary: %Ln row(s) first; the rest only while at most %1% of the redriven "
               "rows fail again, %2.",
               "", m_canaryRows->value())
                .arg(m_canaryAbort->value())
                .arg(m_canaryRate->value() > 0
                         ? tr("at %Ln row(s) per second", "", m_canaryRate->value())
                         : tr("all at once")));
        if (!m_relayNote->text().isEmpty())
            change.details << m_relayNote->text();
        change.confirmText = tr("Start the Canary");
    }
    const std::optional<QString> reason = confirmChange(this, m_target, change);
    if (!reason) {
        showStatus(tr("Retry not confirmed: nothing was changed."));
        return;
    }
    if (canary)
        runCanary(*reason, ids);
    else
        runChange(true, *reason, ids);
}

void RetryDialog::markDone() {
    if (isBusy() || !m_refusal.isEmpty())
        return;
    const QStringList ids = markDoneIds();
    if (ids.isEmpty())
        return;
    ChangeDescription change;
    if (!m_table.description().statusVocabulary) {
        change.title = tr("Mark rows done");
        change.summary = tr("Mark %Ln dead row(s) of %1 as done without delivering them, where "
                            "they are still dead.",
                            "", plural(ids.size()))
                             .arg(m_table.name.display());
        change.confirmText = tr("Mark %Ln Row(s) Done", "", int(ids.size()));
    } else {
        // FennFlow's own word for delivered (its sent status), not Vortos' "done".
        const QString sent = m_table.vocabulary.sentStatus();
        change.title = tr("Mark rows “%1”").arg(sent);
        change.summary = tr("Set %Ln failed row(s) of %1 to “%2” without delivering them, where "
                            "they are still failed.",
                            "", plural(ids.size()))
                             .arg(m_table.name.display(), sent);
        change.confirmText = tr("Mark %Ln Row(s) “%1”", "", int(ids.size())).arg(sent);
    }
    if (!m_plan.targetExists.isEmpty())
        change.details << tr("These are the move/promote rows whose target already exists.");
    change.reasonRequired = true;
    const std::optional<QString> reason = confirmChange(this, m_target, change);
    if (!reason) {
        showStatus(tr("Mark done not confirmed: nothing was changed."));
        return;
    }
    if (reason->trimmed().isEmpty()) {
        showStatus(tr("Mark done needs a reason: nothing was changed."), true);
        return;
    }
    runChange(false, *reason, ids);
}

void RetryDialog::runCanary(const QString &reason, const QStringList &ids) {
    CanaryOptions options;
    options.canary = m_canaryRows->value();
    options.abortRatio = m_canaryAbort->value() / 100.0;
    options.rate = m_canaryRate->value();
    if (m_canarySettleSeconds > 0)
        options.settleTimeoutSeconds = m_canarySettleSeconds;
    options.pollMilliseconds = m_canaryPollMs;
    RetryPlan plan;
    plan.ids = ids;
    plan.description = m_plan.description;
    const ActionContext base = actionContext(reason);
    auto outcome = std::make_shared<RedriveOutcome>();
    QPointer<RetryDialog> self(this);
    auto work = [outcome, base, plan, options, self](TableTask::Context &c) -> Status {
        ActionContext context = base;
        context.cancel = &c.cancel;
        auto done = canaryRedrive(c.reader, plan, options, context, [self](const RedriveStep &s) {
            QMetaObject::invokeMethod(
                self,
                [self, s] {
                    if (self)
                        self->showCanaryStep(s);
                },
                Qt::QueuedConnection);
        });
        if (!done)
            return done.error();
        *outcome = *done;
        return Done{};
    };
    m_lastOutcome.reset();
    m_lastRedrive.reset();
    m_cancelRequested = false;
    m_applyProgress->setRange(0, int(qMax<qsizetype>(1, ids.size())));
    m_applyProgress->setValue(0);
    m_applyProgress->setFormat(tr("Canary: starting"));
    showResult(QString());
    if (!m_task->start(m_target.spec, m_table, u"retry-canary"_s, work)) {
        showStatus(tr("Another task of this dialog is still running."), true);
        return;
    }
    m_task->runHandlers().succeeded = [this, outcome] {
        m_lastRedrive = *outcome;
        // The bar says how it ended, in place of the last step ("waiting for the relay…").
        m_applyProgress->setValue(
            int(qMin<qint64>(outcome->tally.retried, m_applyProgress->maximum())));
        m_applyProgress->setFormat(canaryOutcomeText(*outcome));
        setPhase(Phase::Done);
        showResult(outcome->summary, outcome->stop != RedriveStop::Completed);
        showStatus(outcome->stop == RedriveStop::Completed
                       ? tr("Canary redrive finished.")
                       : tr("Canary redrive stopped by itself: the rows it did not reach are "
                            "still dead."));
        updateButtons();
        Q_EMIT changed();
        Q_EMIT applyFinished();
    };
    m_task->runHandlers().failed = [this](int, const QString &message) {
        m_applyProgress->setFormat(tr("Canary: failed"));
        setPhase(Phase::Done);
        showResult(tr("Canary redrive failed: %1").arg(message), true);
        updateButtons();
        Q_EMIT changed();
        Q_EMIT applyFinished();
    };
    m_task->runHandlers().cancelled = [this](const QString &message) {
        m_applyProgress->setFormat(tr("Canary: cancelled"));
        setPhase(Phase::Done);
        showResult(tr("Cancelled before the canary: %1 Nothing was changed.").arg(message));
        updateButtons();
        Q_EMIT changed();
        Q_EMIT applyFinished();
    };
    m_task->runHandlers().ended = [this] {
        if (m_closeWhenEnded)
            QDialog::reject();
    };
    setPhase(Phase::Applying);
    showStatus(tr("Canary redrive: retrying the first %Ln row(s)…", "", options.canary));
    updateButtons();
}

void RetryDialog::showCanaryStep(const RedriveStep &step) {
    const RedriveTally &t = step.tally;
    const QString where = step.phase == RedriveStep::Phase::Canary ? tr("canary")
                          : step.phase == RedriveStep::Phase::WaitingForCanary
                              ? tr("waiting for the relay to settle "
                                   "the canary")
                          : step.phase == RedriveStep::Phase::Step
                              ? tr("step %1 of %2").arg(step.step).arg(step.steps)
                              : tr("waiting for the last rows");
    if (m_phase == Phase::Applying) { // a step queued before the end does not overwrite it
        m_applyProgress->setValue(int(qMin<qint64>(t.retried, m_applyProgress->maximum())));
        m_applyProgress->setFormat(
            tr("%1: %2 retried, %3 delivered, %4 failed again")
                .arg(where, number(t.retried), number(t.succeeded), number(t.failedAgain)));
    }
    Q_EMIT canaryProgressed(step);
}

void RetryDialog::runChange(bool retrying, const QString &reason, const QStringList &ids) {
    auto outcome = std::make_shared<ActionOutcome>();
    const ActionContext base = actionContext(reason);
    RetryPlan plan;
    if (retrying) {
        plan.ids = ids;
        plan.description = m_plan.description;
    }
    auto hook = m_batchHook;
    auto work = [outcome, base, plan, ids, retrying, hook](TableTask::Context &c) -> Status {
        ActionContext context = base;
        context.cancel = &c.cancel;
        context.progress = [&c, hook](const BatchProgress &p) {
            c.progress(p);
            if (hook)
                hook(p);
        };
        auto done = retrying ? applyRetry(c.reader, plan, context)
                             : outbox::markDone(c.reader, ids, context);
        if (!done)
            return done.error();
        *outcome = *done;
        return Done{};
    };

    const qint64 total = ids.size();
    auto finish = [this, retrying](const QString &text, bool error) {
        setPhase(Phase::Done);
        showResult(text, error);
        showStatus(m_cancelRequested
                       ? (retrying ? tr("Retry cancelled.") : tr("Mark done cancelled."))
                       : (retrying ? tr("Retry finished.") : tr("Mark done finished.")));
        updateButtons();
        Q_EMIT changed();
        Q_EMIT applyFinished();
    };
    m_lastProgress = BatchProgress{};
    m_lastProgress.total = total;
    m_lastProgress.batches = int((total + qMax(1, m_batchSize) - 1) / qMax(1, m_batchSize));
    m_lastOutcome.reset();
    m_cancelRequested = false;
    m_applyProgress->setRange(0, int(qMax<qint64>(1, total)));
    m_applyProgress->setValue(0);
    m_applyProgress->setFormat(tr("%1 of %Ln row(s)", "", plural(total)).arg(number(0)));
    showResult(QString());
    if (!m_task->start(m_target.spec, m_table, retrying ? u"retry-apply"_s : u"mark-done"_s,
                       work)) {
        showStatus(tr("Another task of this dialog is still running."), true);
        return;
    }
    m_task->runHandlers().succeeded = [this, outcome, retrying, finish] {
        m_lastOutcome = *outcome;
        const ActionOutcome &o = *outcome;
        const bool ownWords = m_table.description().statusVocabulary;
        const QString skipped = tr("%Ln skipped", "", plural(o.skipped));
        const QString what = retrying
                                 ? tr("%1, %2: no longer dead")
                                       .arg(tr("%Ln retried", "", plural(o.changed)), skipped)
                                 : tr("%1, %2: not found or no longer dead")
                                       .arg(!ownWords ? tr("%Ln marked done", "", plural(o.changed))
                                                      : tr("%Ln set to “%1”", "", plural(o.changed))
                                                            .arg(m_table.vocabulary.sentStatus()),
                                            skipped);
        QString text;
        if (o.cancelled)
            text =
                tr("Cancelled after batch %1 of %2: %3, %Ln not reached.", "", plural(o.notReached))
                    .arg(m_lastProgress.batch)
                    .arg(m_lastProgress.batches)
                    .arg(what);
        else
            text = what + u'.';
        if (o.changed > 0) {
            m_changedIds = o.ids;
            const QString at = utcText(QDateTime::currentDateTimeUtc());
            m_changedLabel =
                retrying ? tr("the %Ln row(s) of the retry at %1", "", plural(o.ids.size())).arg(at)
                : !ownWords
                    ? tr("the %Ln row(s) marked done at %1", "", plural(o.ids.size())).arg(at)
                    : tr("the %Ln row(s) set to “%1” at %2", "", plural(o.ids.size()))
                          .arg(m_table.vocabulary.sentStatus(), at);
            Q_EMIT rowsChanged(m_changedIds, m_changedLabel);
        }
        if (retrying && !o.cancelled)
            m_planSummary->setText(
                tr("The dry run's %Ln row(s) went to the retry (the result is below); run the "
                   "dry run again to see what is dead now.",
                   "", plural(o.ids.size())));
        finish(text, false);
        if (!retrying && !o.cancelled) {
            // The plan no longer holds: look again, keeping the result line.
            QTimer::singleShot(0, this, &RetryDialog::startPlan);
        }
    };
    m_task->runHandlers().failed = [this, finish](int, const QString &message) {
        m_lastOutcome.reset();
        finish(tr("Failed: %1").arg(message), true);
    };
    m_task->runHandlers().cancelled = [this, finish](const QString &message) {
        m_lastOutcome.reset();
        finish(tr("Cancelled before the first batch: %1 Nothing was changed.").arg(message), false);
    };
    m_task->runHandlers().ended = [this] {
        if (m_closeWhenEnded)
            QDialog::reject();
    };

    setPhase(Phase::Applying);
    showStatus(retrying ? tr("Retrying %Ln row(s)…", "", plural(total))
               : !m_table.description().statusVocabulary
                   ? tr("Marking %Ln row(s) done…", "", plural(total))
                   : tr("Setting %Ln row(s) to “%1”…", "", plural(total))
                         .arg(m_table.vocabulary.sentStatus()));
}

void RetryDialog::cancel() {
    if (!isBusy())
        return;
    m_cancelRequested = true;
    m_task->cancel();
    m_cancelButton->setEnabled(false);
    showStatus(m_phase == Phase::Applying ? tr("Cancelling after the current batch…")
                                          : tr("Cancelling the dry run…"));
}

void RetryDialog::reject() {
    if (isBusy()) {
        // Closing waits for the task to stop (between batches); the window stays responsive.
        m_closeWhenEnded = true;
        cancel();
        return;
    }
    QDialog::reject();
}

} // namespace outbox::ui
