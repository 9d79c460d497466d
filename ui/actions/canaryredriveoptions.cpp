#include "ui/actions/canaryredriveoptions.h"

#include "ui/actions/counttext.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/wrapping.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The tally of a run: rows reset (a retry) or copied (a replay), delivered, failed.
QString tallyText(const RedriveTally &t, CanaryRun::Kind kind) {
    return kind == CanaryRun::Kind::Replay
               ? CanaryRedriveOptions::tr("%1 replayed, %2 delivered, %3 failed")
                     .arg(localCount(t.retried), localCount(t.succeeded), localCount(t.failedAgain))
               : CanaryRedriveOptions::tr("%1 retried, %2 delivered, %3 failed again")
                     .arg(localCount(t.retried), localCount(t.succeeded),
                          localCount(t.failedAgain));
}

} // namespace

CanaryRedriveOptions::CanaryRedriveOptions(const QString &table, CanaryRun::Kind kind,
                                           QWidget *parent)
    : QWidget(parent)
    , m_table(table)
    , m_kind(kind) {
    const bool replay = kind == CanaryRun::Kind::Replay;
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);

    // A few rows first, the rest only while they succeed, at a rate.
    auto *canaryRow = new QHBoxLayout;
    m_check = new QCheckBox(replay ? tr("Replay as a &canary:") : tr("Redrive as a &canary:"));
    m_check->setObjectName(u"canaryCheck"_s);
    m_check->setToolTip(replay ? tr("Copy a few rows first and wait until the relay has settled "
                                    "their copies; go on only while few of them fail")
                               : tr("Retry a few rows first and wait until the relay has settled "
                                    "them; go on only while few of them fail again"));
    // One of the canary's numbers: its range and the value it starts at.
    const auto numberBox = [](const QString &objectName, const QString &accessible, int minimum,
                              int maximum, int value) {
        auto *box = new QSpinBox;
        box->setObjectName(objectName);
        box->setAccessibleName(accessible);
        box->setRange(minimum, maximum);
        box->setValue(value);
        return box;
    };
    m_rows = numberBox(u"canaryRows"_s, tr("Canary rows"), 1, 10000, 10);
    m_rows->setSuffix(tr(" rows first"));
    // 100 %: never stop on the ratio (as --abort-ratio=1)
    m_abort = numberBox(u"canaryAbortPercent"_s, tr("Abort ratio in percent"), 0, 100, 20);
    m_abort->setPrefix(tr("stop when over "));
    m_abort->setSuffix(replay ? tr("% fail") : tr("% fail again"));
    m_rate = numberBox(u"canaryRate"_s, tr("Rows per second after the canary"), 0, 100000, 0);
    m_rate->setSpecialValueText(tr("then the rest at once"));
    m_rate->setPrefix(tr("then "));
    m_rate->setSuffix(tr(" rows/s"));
    canaryRow->addWidget(m_check);
    for (QSpinBox *box : {m_rows, m_abort, m_rate}) {
        box->setEnabled(false);
        canaryRow->addWidget(box);
        connect(m_check, &QCheckBox::toggled, box, &QWidget::setEnabled);
    }
    canaryRow->addStretch(1);
    layout->addLayout(canaryRow);
    m_relayNote = wrappedTextLabel(u"canaryRelayNote"_s);
    m_relayNote->hide();
    // The Relay tab the note would point to is behind the dialog: the note starts it.
    m_startRelayButton = new QPushButton(tr("Start the Re&lay…"));
    m_startRelayButton->setObjectName(u"canaryStartRelayButton"_s);
    m_startRelayButton->setToolTip(
        tr("Start the console's relay on this table (as the Relay tab does), so that it settles "
           "the canary"));
    m_startRelayButton->hide();
    connect(m_startRelayButton, &QPushButton::clicked, this,
            &CanaryRedriveOptions::startRelayRequested);
    auto *relayRow = new QHBoxLayout;
    relayRow->addWidget(m_relayNote, 1);
    relayRow->addWidget(m_startRelayButton, 0, Qt::AlignTop);
    layout->addLayout(relayRow);
    connect(m_check, &QCheckBox::toggled, this, [this](bool on) {
        showRelayNote();
        Q_EMIT toggled(on);
    });
}

bool CanaryRedriveOptions::isChecked() const {
    return m_check->isChecked();
}

CanaryOptions CanaryRedriveOptions::options() const {
    CanaryOptions options;
    options.canary = m_rows->value();
    options.abortRatio = m_abort->value() / 100.0;
    options.rate = m_rate->value();
    if (m_settleSeconds > 0)
        options.settleTimeoutSeconds = m_settleSeconds;
    options.pollMilliseconds = m_pollMs;
    return options;
}

void CanaryRedriveOptions::setTimingForTests(int settleSeconds, int pollMs) {
    m_settleSeconds = settleSeconds;
    m_pollMs = pollMs;
}

QString CanaryRedriveOptions::confirmationDetail() const {
    const QString detail =
        m_kind == CanaryRun::Kind::Replay
            ? tr("As a canary: the copies of %Ln row(s) first; the rest only while at most %1% "
                 "of the copies fail, %2.",
                 "", m_rows->value())
            : tr("As a canary: %Ln row(s) first; the rest only while at most %1% of the redriven "
                 "rows fail again, %2.",
                 "", m_rows->value());
    return detail.arg(m_abort->value())
        .arg(m_rate->value() > 0 ? tr("at %Ln row(s) per second", "", m_rate->value())
                                 : tr("all at once"));
}

void CanaryRedriveOptions::describeCanary(ChangeDescription &change, const QString &title,
                                          const QString &confirmText) const {
    change.title = title;
    change.details.prepend(confirmationDetail());
    if (!relayNote().isEmpty())
        change.details << relayNote();
    change.confirmText = confirmText;
}

QString CanaryRedriveOptions::relayNote() const {
    return m_relayNote->text();
}

void CanaryRedriveOptions::setRegisteredRelays(const std::optional<QList<RelayHeartbeat>> &relays) {
    m_registeredRelays.reset();
    m_registeredRelayWho.clear();
    if (relays) {
        m_registeredRelays = int(relays->size());
        if (!relays->isEmpty())
            m_registeredRelayWho = relays->constFirst().who();
    }
    m_relaysChecked = true;
    showRelayNote();
}

void CanaryRedriveOptions::setConsoleRelay(const QString &running, const QString &blocked) {
    m_consoleRelay = running;
    m_consoleRelayBlocked = blocked;
    m_consoleRelayKnown = true;
    showRelayNote();
}

void CanaryRedriveOptions::setConsoleRelayRunning(const QString &destination) {
    m_consoleRelay = destination;
    showRelayNote();
}

void CanaryRedriveOptions::showRelayNote() {
    const QString &table = m_table;
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
    const bool on = m_check->isChecked();
    m_relayNote->setVisible(on && !text.isEmpty());
    m_startRelayButton->setVisible(on && offerStart);
    m_startRelayButton->setEnabled(m_consoleRelayBlocked.isEmpty());
}

QString CanaryRedriveOptions::outcomeText(const RedriveOutcome &outcome, CanaryRun::Kind kind) {
    const QString tally = tallyText(outcome.tally, kind);
    switch (outcome.stop) {
    case RedriveStop::Completed:
        return tr("Finished: %1").arg(tally);
    case RedriveStop::CanaryFailed:
        return tr("Stopped after the canary: %1").arg(tally);
    case RedriveStop::RatioExceeded:
        return kind == CanaryRun::Kind::Replay
                   ? tr("Stopped, too many copies failed: %1").arg(tally)
                   : tr("Stopped, too many failed again: %1").arg(tally);
    case RedriveStop::NotSettled:
        return tr("Stopped, not settled in time (is a relay running?): %1").arg(tally);
    case RedriveStop::Cancelled:
        return tr("Cancelled: %1").arg(tally);
    }
    return tally;
}

QString CanaryRedriveOptions::stepText(const RedriveStep &step, CanaryRun::Kind kind) {
    const QString where = step.phase == RedriveStep::Phase::Canary ? tr("canary")
                          : step.phase == RedriveStep::Phase::WaitingForCanary
                              ? tr("waiting for the relay to settle "
                                   "the canary")
                          : step.phase == RedriveStep::Phase::Step
                              ? tr("step %1 of %2").arg(step.step).arg(step.steps)
                              : tr("waiting for the last rows");
    return tr("%1: %2").arg(where, tallyText(step.tally, kind));
}

} // namespace outbox::ui
