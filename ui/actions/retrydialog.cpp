#include "ui/actions/retrydialog.h"

#include "actions/canaryredrive.h"
#include "query/outboxreader.h"
#include "ui/actions/canaryredriveoptions.h"
#include "ui/actions/counttext.h"
#include "ui/actions/retrydryrun.h"
#include "ui/actions/retryplanview.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/formatwords.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"
#include "ui/common/wrapping.h"

#include <QLabel>
#include <QLoggingCategory>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

#include <limits>
#include <memory>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcRetryDialog, "outbox.ui.retrydialog", QtInfoMsg)

namespace outbox::ui {

RetryDialog::RetryDialog(const ConnectionTarget &target, const OutboxTable &table,
                         RetrySelection selection, QWidget *parent)
    : RowActionDialog(target, table, parent)
    , m_selection(std::move(selection)) {
    buildUi();

    setRefusal(refusalOf(u"retry"_s));
    m_markDoneRefusal = refusalOf(u"mark done"_s);
    // Read-only says so for every change; else what the role may not do (the retry's refusal).
    const QString locked = refusalOf(tr("changing rows"));
    readOnlyNote()->setText(locked.isEmpty() ? refusal() : locked);
    updateButtons(); // refused from the start, whatever the dry run finds
    QMetaObject::invokeMethod(this, &RetryDialog::startPlan, Qt::QueuedConnection);
}

RetryDialog::~RetryDialog() = default;

void RetryDialog::buildUi() {
    auto *selectionLabel = wrappedTextLabel(
        u"selectionLabel"_s,
        tr("%1 · %2").arg(table().name.display(), m_selection.describe(table().kindFilterName())));
    auto *layout = frameLayout(selectionLabel, u"retryDialog"_s, tr("Retry Dead Rows — %1"),
                               tr("Retry dead rows"));
    resize(860, 640);

    m_statusLabel = wrappedTextLabel(u"statusLabel"_s);
    layout->addLayout(busyRow(m_statusLabel, tr("Dry run progress"), 160));

    m_planView = new RetryPlanView(table());
    layout->addWidget(m_planView, 1);

    addReadOnlyNote(layout, tr("Why changes are disabled"));

    m_canary = new CanaryRedriveOptions(table().name.display());
    connect(m_canary, &CanaryRedriveOptions::startRelayRequested, this,
            &RetryDialog::startRelayRequested);
    connect(m_canary, &CanaryRedriveOptions::toggled, this, &RetryDialog::updateButtons);
    layout->addWidget(m_canary);

    addChangeArea(layout, tr("Change progress"));

    m_replanButton = addButton(tr("Run &Dry Run Again"), QDialogButtonBox::ActionRole,
                               u"replanButton"_s, tr("Run the dry run again"));
    m_markDoneButton = addButton(tr("&Mark Done…"), QDialogButtonBox::ActionRole,
                                 u"markDoneButton"_s, tr("Mark done"));
    m_retryButton =
        addButton(tr("&Retry"), QDialogButtonBox::AcceptRole, u"retryButton"_s, tr("Retry"));
    m_showRowsButton = addButton(tr("&Show These Rows"), QDialogButtonBox::ActionRole,
                                 u"showRowsButton"_s, tr("Show these rows"));
    m_showRowsButton->setToolTip(
        tr("Close the dialog and list the rows of this change in the Rows tab, whatever their "
           "state now"));
    connect(m_showRowsButton, &QPushButton::clicked, this, [this] {
        Q_EMIT showRowsRequested(m_changedIds, m_changedLabel);
        accept();
    });
    connect(m_replanButton, &QPushButton::clicked, this, &RetryDialog::startPlan);
    connect(m_markDoneButton, &QPushButton::clicked, this, &RetryDialog::markDone);
    connect(m_retryButton, &QPushButton::clicked, this, &RetryDialog::retry);
    layout->addWidget(buttonBox());
    updateButtons();
}

void RetryDialog::showDryRunProgress(const BatchProgress &p) {
    if (m_phase == Phase::Planning && p.total > 0) {
        busyBar()->setRange(0, int(qMin<qint64>(p.total, std::numeric_limits<int>::max())));
        busyBar()->setValue(int(qMin<qint64>(p.processed, busyBar()->maximum())));
    }
}

void RetryDialog::showChangeProgress(const BatchProgress &p) {
    applyProgress()->setRange(0, int(qMax<qint64>(1, p.total)));
    applyProgress()->setValue(int(p.processed));
    applyProgress()->setFormat(tr("%1 of %Ln row(s) (batch %2 of %3)", "", pluralCount(p.total))
                                   .arg(localCount(p.processed))
                                   .arg(p.batch)
                                   .arg(p.batches));
}

void RetryDialog::setPhase(Phase phase) {
    m_phase = phase;
    busyBar()->setVisible(phase == Phase::Planning);
    if (phase == Phase::Planning)
        busyBar()->setRange(0, 0);
    applyProgress()->setVisible(phase == Phase::Applying || applyProgress()->value() > 0 ||
                                lastOutcome().has_value());
    updateButtons();
}

void RetryDialog::showStatus(const QString &text, bool error) {
    showMessage(m_statusLabel, text, error);
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

    cancelButton()->setEnabled(busy);
    cancelButton()->setVisible(busy);
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

    if (!refusal().isEmpty()) {
        m_retryButton->setEnabled(false);
        m_markDoneButton->setEnabled(false);
        m_retryButton->setToolTip(refusal());
        m_markDoneButton->setToolTip(m_markDoneRefusal);
        readOnlyNote()->show();
        return;
    }
    m_retryButton->setEnabled(!busy && m_phase == Phase::Planned && n > 0);
    m_retryButton->setToolTip(
        n == 0        ? (flagged > 0 ? tr("Every planned row is flagged: none can succeed as it is")
                                     : tr("The dry run found no dead rows to retry"))
        : flagged > 0 ? tr("Set the %Ln unflagged row(s) back to pending; the flagged rows stay "
                           "dead",
                           "", int(qMin<qint64>(n, INT_MAX)))
        : !table().description().statusVocabulary
            ? tr("Set the %Ln planned row(s) back to pending, where they are still dead", "",
                 int(qMin<qint64>(n, INT_MAX)))
            : tr("Set the %Ln planned row(s) back to “%1”, where they are still failed", "",
                 int(qMin<qint64>(n, INT_MAX)))
                  .arg(RetryPlanView::readyWord(table())));
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
    m_planView->clear();

    auto dryRun = std::make_shared<RetryDryRun>();
    RetryDryRun::Request request;
    request.selection = m_selection;
    // Rows that move objects: whether a target already exists is worth a look in the store.
    request.objectTargets =
        table().description().relayWork == FormatDescription::RelayWork::ObjectStoreOperation;
    request.storeSpec = target().profile ? target().profile->objectStore : QString();
    request.profileName = target().profileName;
    request.secrets = m_secrets;
    auto work = [dryRun, request](TableTask::Context &c) { return dryRun->run(c, request); };
    if (!task()->start(target().spec, table(), u"retry-plan"_s, work)) {
        showStatus(tr("Another task of this dialog is still running."), true);
        return;
    }
    task()->runHandlers().succeeded = [this, dryRun] { planSucceeded(*dryRun); };
    task()->runHandlers().failed = [this](int, const QString &message) {
        setPhase(Phase::Idle);
        showStatus(tr("The dry run failed: %1").arg(message), true);
        Q_EMIT planFailed(message);
    };
    task()->runHandlers().cancelled = [this](const QString &) {
        setPhase(Phase::Idle);
        showStatus(tr("The dry run was cancelled. Nothing was changed."));
    };
    whenTaskEnds({});

    setPhase(Phase::Planning);
    showStatus(
        m_selection.kind == RetrySelection::Kind::Rows
            ? tr("Dry run: looking up the %Ln selected row(s)…", "", int(m_selection.ids.size()))
            : tr("Dry run: finding the dead rows to retry…"));
}

void RetryDialog::planSucceeded(RetryDryRun &dryRun) {
    m_plan = std::move(dryRun.plan);
    m_notDead = dryRun.notDead;
    m_targetNote = dryRun.targetNote;
    m_canary->setRegisteredRelays(dryRun.relays);
    m_planView->showGroupNote(dryRun.groupNote);
    setPhase(Phase::Planned);
    showStatus(tr("Dry run complete: nothing has changed yet."));
    m_planView->showPlan(m_plan, m_selection, m_notDead,
                         refusal().isEmpty() ? markDoneIds().size() : 0, m_targetNote);
    updateButtons();
    Q_EMIT planned();
}

void RetryDialog::setConsoleRelay(const QString &running, const QString &blocked) {
    m_canary->setConsoleRelay(running, blocked);
}

void RetryDialog::setConsoleRelayRunning(const QString &destination) {
    m_canary->setConsoleRelayRunning(destination);
}

void RetryDialog::setCanaryTimingForTests(int settleSeconds, int pollMs) {
    m_canary->setTimingForTests(settleSeconds, pollMs);
}

void RetryDialog::retry() {
    const QStringList ids = m_plan.unflaggedIds();
    if (m_phase != Phase::Planned || ids.isEmpty() || !refusal().isEmpty())
        return;
    const qint64 n = ids.size();
    ChangeDescription change;
    change.title = tr("Retry dead rows");
    change.summary = !table().description().statusVocabulary
                         ? tr("Set %Ln dead row(s) of %1 back to pending (attempts reset, last "
                              "error cleared), where they are still dead.",
                              "", pluralCount(n))
                               .arg(table().name.display())
                         : tr("Set %Ln failed row(s) of %1 back to “%2” (delivery state "
                              "cleared), where they are still failed.",
                              "", pluralCount(n))
                               .arg(table().name.display(), RetryPlanView::readyWord(table()));
    QStringList ops;
    for (auto it = m_plan.byOperation.cbegin(); it != m_plan.byOperation.cend(); ++it)
        ops << u"%1 %2"_s.arg(localCount(it.value()), it.key());
    if (!ops.isEmpty())
        change.details
            << tr("By %1: %2").arg(FormatWords::kindWord(table().description()), ops.join(u", "_s));
    change.details << tr("%Ln error group(s).", "", int(m_plan.byGroup.size()));
    if (const qint64 left = m_plan.ids.size() - n; left > 0)
        change.details << tr("%Ln row(s) the dry run flagged stay dead (a target that exists, or "
                             "a source still missing).",
                             "", pluralCount(left));
    change.confirmText = tr("Retry %Ln Row(s)", "", int(qMin<qint64>(n, INT_MAX)));
    const bool canary = m_canary->isChecked();
    if (canary)
        m_canary->describeCanary(change, tr("Canary redrive"), tr("Start the Canary"));
    const std::optional<QString> reason = confirm(change);
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
    if (isBusy() || !refusal().isEmpty())
        return;
    const QStringList ids = markDoneIds();
    if (ids.isEmpty())
        return;
    ChangeDescription change;
    if (!table().description().statusVocabulary) {
        change.title = tr("Mark rows done");
        change.summary = tr("Mark %Ln dead row(s) of %1 as done without delivering them, where "
                            "they are still dead.",
                            "", pluralCount(ids.size()))
                             .arg(table().name.display());
        change.confirmText = tr("Mark %Ln Row(s) Done", "", int(ids.size()));
    } else {
        // FennFlow's own word for delivered (its sent status), not Vortos' "done".
        const QString sent = table().vocabulary.sentStatus();
        change.title = tr("Mark rows “%1”").arg(sent);
        change.summary = tr("Set %Ln failed row(s) of %1 to “%2” without delivering them, where "
                            "they are still failed.",
                            "", pluralCount(ids.size()))
                             .arg(table().name.display(), sent);
        change.confirmText = tr("Mark %Ln Row(s) “%1”", "", int(ids.size())).arg(sent);
    }
    if (!m_plan.targetExists.isEmpty())
        change.details << tr("These are the move/promote rows whose target already exists.");
    change.reasonRequired = true;
    const std::optional<QString> reason = confirm(change);
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
    const CanaryOptions options = m_canary->options();
    RetryPlan plan;
    plan.ids = ids;
    plan.description = m_plan.description;
    CanaryWork work = [plan, options](const OutboxReader &reader, const ActionContext &context,
                                      const RedriveProgress &progress) {
        return canaryRedrive(reader, plan, options, context, progress);
    };
    CanaryEnd end;
    end.step = [this](const RedriveStep &s) { showCanaryStep(s); };
    // The bar says how it ended, in place of the last step ("waiting for the relay…").
    end.finish = [this](const QString &bar, const QString &text, bool error) {
        applyProgress()->setFormat(bar);
        setPhase(Phase::Done);
        updateButtons();
        reportChange(text, error);
    };
    end.succeeded = [this, finish = end.finish](const RedriveOutcome &outcome) {
        m_lastRedrive = outcome;
        applyProgress()->setValue(
            int(qMin<qint64>(outcome.tally.retried, applyProgress()->maximum())));
        showStatus(outcome.stop == RedriveStop::Completed
                       ? tr("Canary redrive finished.")
                       : tr("Canary redrive stopped by itself: the rows it did not reach are "
                            "still dead."));
        finish(CanaryRedriveOptions::outcomeText(outcome), outcome.summary,
               outcome.stop != RedriveStop::Completed);
    };
    end.failed = {tr("Canary: failed"), tr("Canary redrive failed: %1")};
    end.cancelled = {tr("Canary: cancelled"),
                     tr("Cancelled before the canary: %1 Nothing was changed.")};
    resetLastOutcome();
    m_lastRedrive.reset();
    m_cancelRequested = false;
    applyProgress()->setRange(0, int(qMax<qsizetype>(1, ids.size())));
    applyProgress()->setValue(0);
    applyProgress()->setFormat(tr("Canary: starting"));
    if (!startCanary(u"retry-canary"_s, reason, work, end)) {
        showStatus(tr("Another task of this dialog is still running."), true);
        return;
    }
    setPhase(Phase::Applying);
    showStatus(tr("Canary redrive: retrying the first %Ln row(s)…", "", options.canary));
    updateButtons();
}

void RetryDialog::showCanaryStep(const RedriveStep &step) {
    if (m_phase == Phase::Applying) { // a step queued before the end does not overwrite it
        applyProgress()->setValue(
            int(qMin<qint64>(step.tally.retried, applyProgress()->maximum())));
        applyProgress()->setFormat(CanaryRedriveOptions::stepText(step));
    }
    Q_EMIT canaryProgressed(step);
}

void RetryDialog::runChange(bool retrying, const QString &reason, const QStringList &ids) {
    const qint64 total = ids.size();
    ChangeEnd end;
    end.succeeded = [this, retrying](const ActionOutcome &o) { changeSucceeded(retrying, o); };
    end.cancelledText = [](const QString &message) {
        return tr("Cancelled before the first batch: %1 Nothing was changed.").arg(message);
    };
    end.finish = [this, retrying](const QString &text, bool error) {
        finishChange(retrying, text, error);
    };
    lastProgress() = BatchProgress{};
    lastProgress().total = total;
    lastProgress().batches = int((total + qMax(1, batchSize()) - 1) / qMax(1, batchSize()));
    m_cancelRequested = false;
    applyProgress()->setRange(0, int(qMax<qint64>(1, total)));
    applyProgress()->setValue(0);
    applyProgress()->setFormat(tr("%1 of %Ln row(s)", "", pluralCount(total)).arg(localCount(0)));
    RetryPlan plan;
    if (retrying) {
        plan.ids = ids;
        plan.description = m_plan.description;
    }
    auto work = [plan, ids, retrying](const OutboxReader &reader, const ActionContext &context) {
        return retrying ? applyRetry(reader, plan, context)
                        : outbox::markDone(reader, ids, context);
    };
    if (!startChange(retrying ? u"retry-apply"_s : u"mark-done"_s, reason, work, end)) {
        showStatus(tr("Another task of this dialog is still running."), true);
        return;
    }
    setPhase(Phase::Applying);
    showStatus(retrying ? tr("Retrying %Ln row(s)…", "", pluralCount(total))
               : !table().description().statusVocabulary
                   ? tr("Marking %Ln row(s) done…", "", pluralCount(total))
                   : tr("Setting %Ln row(s) to “%1”…", "", pluralCount(total))
                         .arg(table().vocabulary.sentStatus()));
}

void RetryDialog::finishChange(bool retrying, const QString &text, bool error) {
    setPhase(Phase::Done);
    showStatus(m_cancelRequested ? (retrying ? tr("Retry cancelled.") : tr("Mark done cancelled."))
                                 : (retrying ? tr("Retry finished.") : tr("Mark done finished.")));
    updateButtons();
    reportChange(text, error);
}

void RetryDialog::changeSucceeded(bool retrying, const ActionOutcome &o) {
    const bool ownWords = table().description().statusVocabulary;
    const QString sent = table().vocabulary.sentStatus();
    const QString skipped = tr("%Ln skipped", "", pluralCount(o.skipped));
    const QString what =
        retrying ? tr("%1, %2: no longer dead")
                       .arg(tr("%Ln retried", "", pluralCount(o.changed)), skipped)
                 : tr("%1, %2: not found or no longer dead")
                       .arg(!ownWords ? tr("%Ln marked done", "", pluralCount(o.changed))
                                      : tr("%Ln set to “%1”", "", pluralCount(o.changed)).arg(sent),
                            skipped);
    QString text;
    if (o.cancelled)
        text = tr("Cancelled after batch %1 of %2: %3, %Ln not reached.", "",
                  pluralCount(o.notReached))
                   .arg(lastProgress().batch)
                   .arg(lastProgress().batches)
                   .arg(what);
    else
        text = what + u'.';
    if (o.changed > 0) {
        m_changedIds = o.ids;
        const QString at = utcText(QDateTime::currentDateTimeUtc());
        m_changedLabel =
            retrying
                ? tr("the %Ln row(s) of the retry at %1", "", pluralCount(o.ids.size())).arg(at)
            : !ownWords
                ? tr("the %Ln row(s) marked done at %1", "", pluralCount(o.ids.size())).arg(at)
                : tr("the %Ln row(s) set to “%1” at %2", "", pluralCount(o.ids.size()))
                      .arg(sent, at);
        Q_EMIT rowsChanged(m_changedIds, m_changedLabel);
    }
    if (retrying && !o.cancelled)
        m_planView->setSummary(
            tr("The dry run's %Ln row(s) went to the retry (the result is below); run the "
               "dry run again to see what is dead now.",
               "", pluralCount(o.ids.size())));
    finishChange(retrying, text, false);
    if (!retrying && !o.cancelled) {
        // The plan no longer holds: look again, keeping the result line.
        QTimer::singleShot(0, this, &RetryDialog::startPlan);
    }
}

void RetryDialog::cancelling() {
    m_cancelRequested = true;
    showStatus(m_phase == Phase::Applying ? tr("Cancelling after the current batch…")
                                          : tr("Cancelling the dry run…"));
}

} // namespace outbox::ui
