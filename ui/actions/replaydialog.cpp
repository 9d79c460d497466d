#include "ui/actions/replaydialog.h"

#include "query/outboxreader.h"
#include "ui/actions/canaryredriveoptions.h"
#include "ui/actions/counttext.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/tabletask.h"
#include "ui/common/wrapping.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
constexpr int kListedBehind = 10; // rows the order warning names
}

ReplayDialog::ReplayDialog(const ConnectionTarget &target, const OutboxTable &table,
                           const QStringList &ids, QWidget *parent)
    : RowActionDialog(target, table, parent)
    , m_ids(ids) {
    buildUi();
    setRefusal(refusalOf(u"replay"_s));
    setBatchSize(100); // as outboxctl replay: at most 500 a transaction
    updateButtons();
    QMetaObject::invokeMethod(this, &ReplayDialog::startPlan, Qt::QueuedConnection);
}

ReplayDialog::~ReplayDialog() = default;

void ReplayDialog::buildUi() {
    auto *intro = wrappedTextLabel(u"replayIntro"_s);
    intro->setText(tr("Copy %Ln sent row(s) as new ready rows, so that the relay delivers them "
                      "again. The originals stay as they are; consumers receive each copy as a "
                      "new event.",
                      "", pluralCount(m_ids.size())));
    auto *layout =
        frameLayout(intro, u"replayDialog"_s, tr("Replay Sent Rows — %1"), tr("Replay sent rows"));
    setMinimumWidth(560);
    resize(660, 360);

    m_summary = wrappedHeadline(u"replayPlanSummary"_s);
    m_summary->setAccessibleName(tr("What the replay copies"));
    layout->addLayout(busyRow(m_summary, tr("Checking the rows"), 120));
    m_orderWarning = wrappedTextLabel(u"replayOrderWarning"_s);
    m_orderWarning->setAccessibleName(tr("Order warning"));
    m_orderWarning->hide();
    layout->addWidget(m_orderWarning);

    m_canary = new CanaryRedriveOptions(table().name.display(), CanaryRun::Kind::Replay);
    connect(m_canary, &CanaryRedriveOptions::startRelayRequested, this,
            &ReplayDialog::startRelayRequested);
    connect(m_canary, &CanaryRedriveOptions::toggled, this, &ReplayDialog::updateButtons);
    layout->addWidget(m_canary);

    addReadOnlyNote(layout, tr("Why replaying is disabled"));
    addChangeArea(layout, tr("Replay progress"));
    layout->addStretch(1);

    m_replayButton =
        addButton(tr("&Replay"), QDialogButtonBox::AcceptRole, u"replayButton"_s, tr("Replay"));
    connect(m_replayButton, &QPushButton::clicked, this, &ReplayDialog::replay);
    layout->addWidget(buttonBox());
}

bool ReplayDialog::isBusy() const {
    return m_planning || m_applying;
}

void ReplayDialog::setConsoleRelay(const QString &running, const QString &blocked) {
    m_canary->setConsoleRelay(running, blocked);
}

void ReplayDialog::setConsoleRelayRunning(const QString &destination) {
    m_canary->setConsoleRelayRunning(destination);
}

void ReplayDialog::updateButtons() {
    const bool refused = !refusal().isEmpty();
    readOnlyNote()->setText(refusal());
    readOnlyNote()->setVisible(refused);
    busyBar()->setVisible(m_planning);
    cancelButton()->setVisible(isBusy());
    cancelButton()->setEnabled(isBusy());
    const qsizetype n = m_plan.ids.size();
    m_replayButton->setEnabled(m_planned && !isBusy() && !refused && n > 0);
    m_replayButton->setText(m_canary->isChecked() ? tr("Start the &Canary")
                            : n > 0               ? tr("&Replay %Ln Row(s)", "", pluralCount(n))
                                                  : tr("&Replay"));
    m_replayButton->setAccessibleName(QString(m_replayButton->text()).remove(u'&'));
    m_canary->setEnabled(m_planned && !isBusy() && !refused);
    applyProgress()->setVisible(m_applying || !resultText().isEmpty());
}

void ReplayDialog::startPlan() {
    auto plan = std::make_shared<ReplayPlan>();
    auto relays = std::make_shared<std::optional<QList<RelayHeartbeat>>>();
    ReplayRequest request;
    request.filter.ids = m_ids;
    request.limit = int(qBound(qsizetype(1), m_ids.size(), qsizetype(10'000)));
    auto work = [plan, relays, request](TableTask::Context &c) -> Status {
        auto planned = planReplay(c.reader, request);
        if (!planned)
            return planned.error();
        *plan = *planned;
        // Whether a relay would settle a canary.
        if (RelayRegistry::exists(c.session))
            if (auto running = RelayRegistry::relaysOf(c.session, c.reader.table().name.display(),
                                                       QDateTime::currentDateTimeUtc()))
                *relays = *running;
        return Done{};
    };
    if (!task()->start(target().spec, table(), u"replay-plan"_s, work))
        return;
    m_planning = true;
    m_summary->setText(
        tr("Checking the %Ln row(s) and the order of their keys…", "", pluralCount(m_ids.size())));
    updateButtons();
    task()->runHandlers().succeeded = [this, plan, relays] {
        m_planning = false;
        m_plan = *plan;
        showPlan(*relays);
    };
    const auto ended = [this](const QString &message) {
        m_planning = false;
        showMessage(m_summary, message, true);
        updateButtons();
    };
    task()->runHandlers().failed = [ended](int, const QString &message) { ended(message); };
    task()->runHandlers().cancelled = [ended](const QString &) {
        ended(tr("Cancelled: nothing was checked, nothing is replayed."));
    };
    whenTaskEnds({});
}

void ReplayDialog::showPlan(const std::optional<QList<RelayHeartbeat>> &relays) {
    m_planned = true;
    QStringList kinds;
    for (auto it = m_plan.byKind.cbegin(); it != m_plan.byKind.cend(); ++it)
        kinds << u"%1 %2"_s.arg(localCount(it.value()), it.key());
    m_summary->setText(tr("%Ln sent row(s) will be copied: %1.", "", pluralCount(m_plan.ids.size()))
                           .arg(kinds.join(u", "_s)));
    QStringList warning;
    if (!m_plan.behindNewer.isEmpty()) {
        const QStringList named =
            m_plan.behindNewer.first(qMin<qsizetype>(kListedBehind, m_plan.behindNewer.size()));
        warning << tr("The copies of %Ln row(s) would be delivered after a newer row of their "
                      "key, so a consumer would see the older event last: %1",
                      "", pluralCount(m_plan.behindNewer.size()))
                       .arg(named.join(u", "_s) +
                            (m_plan.behindNewer.size() > named.size() ? u", …"_s : QString()));
    }
    if (m_plan.keysNotChecked > 0)
        warning << tr("The order of %Ln key(s) was not checked (the first %1 were).", "",
                      pluralCount(m_plan.keysNotChecked))
                       .arg(ReplayPlan::kKeysChecked);
    showMessage(m_orderWarning, warning.join(u'\n'), !m_plan.behindNewer.isEmpty());
    m_orderWarning->setVisible(!warning.isEmpty());
    m_canary->setRegisteredRelays(relays);
    updateButtons();
    Q_EMIT planned();
}

void ReplayDialog::showChangeProgress(const BatchProgress &p) {
    applyProgress()->setRange(0, qMax(1, p.batches));
    applyProgress()->setValue(p.batch);
    applyProgress()->setFormat(tr("Batch %1 of %2 · %Ln replayed", "", pluralCount(p.changed))
                                   .arg(p.batch)
                                   .arg(p.batches));
}

void ReplayDialog::replay() {
    if (!m_planned || isBusy() || !refusal().isEmpty() || m_plan.ids.isEmpty())
        return;
    const qsizetype n = m_plan.ids.size();
    ChangeDescription change;
    change.title = tr("Replay sent rows");
    change.summary = tr("Copy %Ln sent row(s) of %1 as new ready rows, so that the relay "
                        "delivers them again; the originals stay as they are.",
                        "", pluralCount(n))
                         .arg(table().name.display());
    change.details << tr("Consumers receive each copy as a new event (FennFlow: a new "
                         "event_id); a consumer that deduplicates by a payload field drops it.");
    if (!m_orderWarning->text().isEmpty())
        change.details << m_orderWarning->text();
    change.confirmText = tr("Replay %Ln Row(s)", "", pluralCount(n));
    const bool canary = m_canary->isChecked();
    if (canary)
        m_canary->describeCanary(change, tr("Canary replay"), tr("Start the Canary"));
    const std::optional<QString> reason = confirm(change);
    if (!reason)
        return;
    if (canary)
        runCanary(*reason);
    else
        runReplay(*reason);
}

void ReplayDialog::runReplay(const QString &reason) {
    const ReplayPlan plan = m_plan;
    ChangeWork work = [plan](const OutboxReader &reader,
                             const ActionContext &context) -> Result<ActionOutcome> {
        auto replayed = applyReplay(reader, plan, context);
        if (!replayed)
            return replayed.error();
        return replayed->action;
    };
    ChangeEnd end;
    end.succeeded = [this](const ActionOutcome &o) { reportChange(o.summary, false); };
    end.cancelledText = [](const QString &message) {
        return tr("Cancelled before the first batch: %1 Nothing was copied.").arg(message);
    };
    end.ended = [this] {
        m_applying = false;
        updateButtons();
    };
    applyProgress()->setRange(0, 1);
    applyProgress()->setValue(0);
    applyProgress()->setFormat(tr("Replaying…"));
    if (!startChange(u"replay"_s, reason, work, end))
        return;
    m_applying = true;
    updateButtons();
}

void ReplayDialog::runCanary(const QString &reason) {
    const CanaryOptions options = m_canary->options();
    const ReplayPlan plan = m_plan;
    CanaryWork work = [plan, options](const OutboxReader &reader, const ActionContext &context,
                                      const RedriveProgress &progress) {
        return canaryReplay(reader, plan, options, context, progress);
    };
    CanaryEnd end;
    end.step = [this](const RedriveStep &s) {
        if (m_applying)
            applyProgress()->setFormat(CanaryRedriveOptions::stepText(s, CanaryRun::Kind::Replay));
    };
    end.finish = [this](const QString &bar, const QString &text, bool error) {
        m_applying = false;
        applyProgress()->setRange(0, 1);
        applyProgress()->setValue(1);
        applyProgress()->setFormat(bar);
        reportChange(text, error);
        updateButtons();
        Q_EMIT canaryFinished();
    };
    end.succeeded = [this, finish = end.finish](const RedriveOutcome &outcome) {
        m_lastCanary = outcome;
        finish(CanaryRedriveOptions::outcomeText(outcome, CanaryRun::Kind::Replay), outcome.summary,
               outcome.stop != RedriveStop::Completed);
    };
    end.failed = {tr("Canary: failed"), tr("Canary replay failed: %1")};
    end.cancelled = {tr("Canary: cancelled"),
                     tr("Cancelled before the canary: %1 Nothing was copied.")};
    m_lastCanary.reset();
    applyProgress()->setRange(0, 0); // busy: the steps say where it is
    applyProgress()->setFormat(tr("Canary: starting"));
    if (!startCanary(u"replay-canary"_s, reason, work, end))
        return;
    m_applying = true;
    updateButtons();
}

} // namespace outbox::ui
