#include "ui/relay/relaypanel.h"

#include "profilesecrets.h"
#include "secretstore.h"
#include "ui/common/backgroundtask.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/relay/relaycounterboard.h"
#include "ui/relay/relayerrorlist.h"
#include "ui/relay/relaylagchart.h"
#include "ui/relay/relayrun.h"
#include "ui/relay/relaystartplan.h"

#include "relay/deliveryorder.h"
#include "relay/relaysetup.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QLoggingCategory>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcRelayPanel, "outbox.ui.relay", QtInfoMsg)

namespace outbox::ui {

RelayPanel::RelayPanel(QWidget *parent)
    : QWidget(parent) {
    setObjectName(u"relayPanel"_s);
    m_sampler = new TableTask(this);
    m_sampleTimer = new QTimer(this);
    m_sampleTimer->setInterval(5000);
    m_counterTimer = new QTimer(this);
    m_counterTimer->setInterval(1000);
    connect(m_sampleTimer, &QTimer::timeout, this, &RelayPanel::sampleNow);
    connect(m_counterTimer, &QTimer::timeout, this, &RelayPanel::refreshCounters);
    buildUi();
    setState(State::NoTarget);
}

RelayPanel::~RelayPanel() {
    stopAndWait();
}

void RelayPanel::buildUi() {
    auto *layout = new QVBoxLayout(this);

    auto *header = new QHBoxLayout;
    m_title = new QLabel(tr("No table"), this);
    m_title->setObjectName(u"relayTitle"_s);
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_stateLabel = new QLabel(this);
    m_stateLabel->setObjectName(u"relayState"_s);
    m_stateLabel->setAccessibleName(tr("Relay state"));
    header->addWidget(m_title, 1);
    header->addWidget(m_stateLabel);
    layout->addLayout(header);

    auto *buttons = new QHBoxLayout;
    m_startButton = new QPushButton(tr("&Start"), this);
    m_startButton->setObjectName(u"relayStartButton"_s);
    m_startButton->setAccessibleName(tr("Start the relay"));
    m_pauseButton = new QPushButton(tr("&Pause"), this);
    m_pauseButton->setObjectName(u"relayPauseButton"_s);
    m_pauseButton->setAccessibleName(tr("Pause or resume the relay"));
    m_stopButton = new QPushButton(tr("S&top"), this);
    m_stopButton->setObjectName(u"relayStopButton"_s);
    m_stopButton->setAccessibleName(tr("Stop the relay"));
    m_stopButton->setToolTip(tr("Stop after the current batch is settled."));
    buttons->addWidget(m_startButton);
    buttons->addWidget(m_pauseButton);
    buttons->addWidget(m_stopButton);
    buttons->addStretch(1);
    // FennFlow: the sink, tested without a row, and its settings in the profile.
    m_testPublishButton = new QPushButton(tr("Test P&ublish"), this);
    m_testPublishButton->setObjectName(u"relayTestPublishButton"_s);
    m_testPublishButton->setToolTip(
        tr("Send one test event to the sink with the profile's settings. No row is read or "
           "changed: the event's aggregate_type is OutboxConsole, its event_type test."));
    m_sinkSettingsButton = new QPushButton(tr("Sin&k Settings…"), this);
    m_sinkSettingsButton->setObjectName(u"relaySinkSettingsButton"_s);
    m_sinkSettingsButton->setToolTip(tr("The sink, its event format and its secret, in the "
                                        "profile's relay settings"));
    buttons->addWidget(m_testPublishButton);
    buttons->addWidget(m_sinkSettingsButton);
    connect(m_testPublishButton, &QPushButton::clicked, this, &RelayPanel::testPublish);
    connect(m_sinkSettingsButton, &QPushButton::clicked, this,
            [this] { Q_EMIT sinkSettingsRequested(profileName()); });
    // Where FennFlow rows have no delivery table, a failure is final at once: offer to make it.
    m_createDeliveryButton = new QPushButton(tr("Create &Delivery Table…"), this);
    m_createDeliveryButton->setObjectName(u"relayCreateDeliveryTable"_s);
    m_createDeliveryButton->hide();
    buttons->addWidget(m_createDeliveryButton);
    m_inOrder = new QCheckBox(this); // its texts name the table's key (setTarget())
    m_inOrder->setObjectName(u"relayInOrder"_s);
    m_inOrder->setChecked(true);
    m_inOrder->hide();
    buttons->addWidget(m_inOrder);
    layout->addLayout(buttons);
    connect(m_startButton, &QPushButton::clicked, this, &RelayPanel::start);
    connect(m_pauseButton, &QPushButton::clicked, this, &RelayPanel::togglePause);
    connect(m_stopButton, &QPushButton::clicked, this, &RelayPanel::stop);
    connect(m_createDeliveryButton, &QPushButton::clicked, this,
            &RelayPanel::createDeliveryTableRequested);

    m_warning = new QLabel(this);
    m_warning->setObjectName(u"relayWarning"_s);
    m_warning->setWordWrap(true);
    m_warning->setFrameShape(QFrame::StyledPanel);
    m_warning->setMargin(6);
    m_warning->hide();
    layout->addWidget(m_warning);

    m_counters = new RelayCounterBoard(this);
    layout->addWidget(m_counters);

    m_lagChart = new RelayLagChart(this);

    auto *tabs = new QTabWidget(this);
    m_errorList = new RelayErrorList(tabs);
    connect(m_errorList, &RelayErrorList::showRowsRequested, this, &RelayPanel::showRowsRequested);
    m_log = new QPlainTextEdit(tabs);
    m_log->setObjectName(u"relayLog"_s);
    m_log->setAccessibleName(tr("Relay log"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setLineWrapMode(QPlainTextEdit::NoWrap);
    tabs->addTab(m_log, tr("&Log"));
    tabs->addTab(m_errorList, tr("Last &errors"));
    m_tabs = tabs;

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_lagChart);
    split->addWidget(tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({360, 240});
    layout->addWidget(split, 1);
}

QSize RelayPanel::sizeHint() const {
    return QSize(760, 600);
}

void RelayPanel::setTarget(const ConnectionTarget &target, const OutboxTable &table,
                           SecretBackend &secrets) {
    stopAndWait();
    // The log tells one profile's story: another profile (or table) starts it afresh.
    if (!m_target || m_target->label != target.label ||
        m_table.name.display() != table.name.display())
        m_log->clear();
    m_target = target;
    m_table = table;
    m_secrets = &secrets;
    m_inOrder->setChecked(!target.profile || target.profile->relayOrdering != u"none"_s);
    const RelayStartPlan::InOrderText inOrder = RelayStartPlan::inOrderText(table);
    m_inOrder->setText(inOrder.text);
    m_inOrder->setToolTip(inOrder.toolTip);
    m_peers.reset();
    m_sampleError.clear();
    m_errorList->clearErrors();
    updateErrorsTab();
    m_lagChart->clear();
    m_destination.clear();
    m_run.reset(); // the counters of a previous run belong to the previous table
    m_counters->clear();
    showTitle(destinationHint());
    setState(State::Stopped);
    appendLog(tr("Table %1 (%2) of %3.")
                  .arg(table.name.display(), table.description().title, target.label));
    sampleNow();
    m_sampleTimer->start();
}

void RelayPanel::clearTarget() {
    stopAndWait();
    m_sampleTimer->stop();
    m_target.reset();
    m_secrets = nullptr;
    m_title->setText(tr("No table"));
    setState(State::NoTarget);
}

void RelayPanel::setProfile(const Profile &profile) {
    if (!m_target || m_target->profileName != profile.name)
        return;
    m_target->profile = profile;
    if (!m_thread)
        showTitle(destinationHint());
    else if (destinationHint() != m_startedWith)
        // Running with the settings it started with: say so, rather than show the old sink as if
        // it were the saved one.
        m_title->setText(tr("Relay on %1 → %2 (sink settings changed to %3: stop and start the "
                            "relay to apply them)")
                             .arg(m_table.name.display(), m_destination, destinationHint()));
    updateButtons();
}

void RelayPanel::showTitle(const QString &destination) {
    m_title->setText(tr("Relay on %1 → %2").arg(m_table.name.display(), destination));
}

void RelayPanel::testPublish() {
    if (m_publish.busy() || !m_target || !m_target->profile || !m_secrets ||
        !m_table.relayDeliversEvents())
        return;
    const Profile profile = *m_target->profile;
    const QString table = m_table.name.display();
    SecretBackend *secrets = m_secrets;
    m_publish.start(
        this, u"relay-test-publish"_s,
        [profile, secrets, table] { return testPublishFor(profile, *secrets, {}, table); },
        [this](const Result<TestPublish> &sent) {
            const QString message = sent ? tr("Test event %1 reached %2 in %3 ms.")
                                               .arg(sent->eventId, sent->destination,
                                                    QLocale().toString(sent->milliseconds))
                                         : tr("Test publish failed: %1").arg(sent.error().message);
            appendLog(message);
            updateButtons();
            Q_EMIT publishTested(bool(sent), message);
        });
    appendLog(tr("Sending a test event to %1…").arg(destinationHint()));
    updateButtons();
}

void RelayPanel::setRelayOptions(const RelaySettings &settings, const RunnerOptions &options) {
    m_settings = settings;
    m_options = options;
}

void RelayPanel::setSampleInterval(int ms) {
    m_sampleTimer->setInterval(ms);
    m_lagChart->setSampleInterval(ms);
}

void RelayPanel::setCounterInterval(int ms) {
    m_counterTimer->setInterval(ms);
}

QString RelayPanel::destinationHint() const {
    return RelayStartPlan::destination(m_target, m_table);
}

QString RelayPanel::startBlockedReason() const {
    return RelayStartPlan::blockedReason(m_target, m_table, isRunning());
}

void RelayPanel::setState(State state) {
    const bool changedState = m_state != state;
    m_state = state;
    QString text;
    QColor colour;
    switch (state) {
    case State::NoTarget:
        text = tr("No table");
        break;
    case State::Stopped:
        text = tr("Stopped");
        break;
    case State::Starting:
        text = tr("Starting…");
        break;
    case State::Running:
        text = tr("● Running");
        colour = stateColor(RowState::Sent);
        break;
    case State::Paused:
        text = tr("❚❚ Paused");
        colour = stateColor(RowState::Pending);
        break;
    case State::Stopping:
        text = tr("Stopping after the current batch…");
        colour = stateColor(RowState::Pending);
        break;
    }
    m_stateLabel->setText(text);
    QPalette p = m_stateLabel->palette();
    p.setColor(QPalette::WindowText,
               colour.isValid() ? colour : palette().color(QPalette::WindowText));
    m_stateLabel->setPalette(p);
    updateButtons();
    if (changedState)
        Q_EMIT stateChanged(state);
}

void RelayPanel::updateButtons() {
    const QString blocked = startBlockedReason();
    m_startButton->setEnabled(blocked.isEmpty());
    m_startButton->setToolTip(blocked.isEmpty() ? tr("Start delivering pending rows.") : blocked);
    const bool live = m_state == State::Running || m_state == State::Paused;
    m_pauseButton->setEnabled(live);
    m_pauseButton->setText(m_state == State::Paused ? tr("&Resume") : tr("&Pause"));
    m_stopButton->setEnabled(live || m_state == State::Starting);
    // A table whose format keeps its delivery state in the console's table needs it to retry at
    // all; any table may lack the console's later tables (the attempt log, the group notes).
    const bool noDelivery = m_table.missesDeliveryTable();
    m_createDeliveryButton->setVisible(m_target && !m_table.missingRelayTables.isEmpty());
    m_createDeliveryButton->setText(noDelivery ? tr("Create &Delivery Table…")
                                               : tr("Create &Relay Tables…"));
    m_createDeliveryButton->setToolTip(
        noDelivery ? tr("Create the table in which the relay records attempts, errors and retries.")
                   : tr("Create the console's tables this database lacks: %1")
                         .arg(m_table.missingRelayTables.join(tr(", "))));
    m_createDeliveryButton->setEnabled(m_state == State::Stopped && m_target &&
                                       !m_target->readOnly);
    const bool events = m_target && m_table.relayDeliversEvents();
    m_testPublishButton->setVisible(events);
    m_sinkSettingsButton->setVisible(events && !m_target->profileName.isEmpty());
    m_testPublishButton->setEnabled(events && m_target->profile && !m_publish.busy() &&
                                    !destinationHint().isEmpty());
    m_testPublishButton->setText(m_publish.busy() ? tr("Publishing…") : tr("Test P&ublish"));
    m_inOrder->setVisible(m_target && ordersByKey(m_table));
    m_inOrder->setEnabled(m_state == State::Stopped);
    showPeers();
}

QStringList RelayPanel::registeredOthers() const {
    return RelayStartPlan::registeredOthers(m_peers, m_ownRelayId);
}

void RelayPanel::showPeers() {
    QStringList lines;
    if (m_target && m_target->readOnly)
        lines << startBlockedReason();
    if (m_peers && m_peers->known && m_peers->sessions > 0)
        lines << tr("⚠ %n other session(s) hold row locks on %1 (%2): other relays are "
                    "probably running.",
                    "", m_peers->sessions)
                         .arg(m_table.name.display(), m_peers->who.join(u", "_s)) +
                     u' ' +
                     tr("Relays share a table safely (each row is claimed by one), but make sure "
                        "another one is wanted.");
    if (const QStringList others = registeredOthers(); !others.isEmpty())
        lines
            << tr("Relays registered on %1: %2.").arg(m_table.name.display(), others.join(u"; "_s));
    if (!m_sampleError.isEmpty())
        lines << tr("Could not sample the table: %1").arg(m_sampleError);
    m_warning->setText(lines.join(u"\n"_s));
    m_warning->setVisible(!lines.isEmpty());
    QPalette p = m_warning->palette();
    p.setColor(QPalette::WindowText, errorTextColor());
    m_warning->setPalette(p);
}

// ---- start / pause / stop ----------------------------------------------------------------------

void RelayPanel::start() {
    if (!startBlockedReason().isEmpty() || !m_secrets)
        return;
    const ConnectionTarget target = *m_target;
    const QString where = destinationHint();
    m_startedWith = where;
    m_settings.ordering = !ordersByKey(m_table) || m_inOrder->isChecked() ? DeliveryOrdering::Key
                                                                          : DeliveryOrdering::None;
    const ChangeDescription change =
        RelayStartPlan::confirmation(m_table, m_settings, where, m_peers, registeredOthers());
    const auto reason = confirmChange(this, target, change);
    if (!reason)
        return;

    m_counters->restart();
    m_runClock.start();
    m_sinceChanged.start();
    m_lastChangedClaimed = 0;
    // The relay's events, on this thread; the panel outlives the thread (the destructor waits).
    RelayRun::Events events;
    events.notStarted = [this](const QString &message) {
        appendLog(tr("Not started: %1").arg(message));
        addErrors({message});
        Q_EMIT startFailed(message);
    };
    events.started = [this](const RelayRun::Started &started) {
        m_destination = started.destination;
        m_ownRelayId = started.relayId;
        showTitle(started.destination);
        appendLog(tr("Started: delivering to %1 (lanes: %2).")
                      .arg(started.destination)
                      .arg(started.lanes));
        for (const QString &note : started.notes)
            appendLog(tr("Note: %1").arg(note));
        setState(m_run && m_run->isPaused() ? State::Paused : State::Running);
        Q_EMIT relayStarted(started.destination);
    };
    events.heldBack = [this](const HeldBack &held) { appendLog(describeHeldBack(held)); };
    events.batch = [this](const BatchResult &batch) {
        appendLog(tr("Batch: %1 claimed, %2 delivered, %3 failed, %4 dead in %5 s.")
                      .arg(batch.claimed)
                      .arg(batch.delivered)
                      .arg(batch.failed)
                      .arg(batch.dead)
                      .arg(QLocale().toString(batch.seconds, 'f', 2)));
        if (batch.skipped > 0)
            appendLog(tr("%n row(s) not tried: an earlier row of their file failed, and they wait "
                         "behind it.",
                         nullptr, batch.skipped));
        addErrors(batch.errors);
    };
    events.problem = [this](const QString &problem) {
        appendLog(tr("Problem: %1").arg(problem));
        addErrors({problem});
    };
    events.stopped = [this](const QString &summary) {
        appendLog(tr("Stopped: %1").arg(summary));
        Q_EMIT relayStopped(summary);
    };
    // The keychain may block: the secrets are read on the relay's thread, once, before it starts.
    RelayRun::Request request{target,  m_table,   m_settings, m_options,
                              *reason, m_secrets, m_relayPid, m_ownSessions};
    auto run = std::make_shared<RelayRun>(std::move(request), this, std::move(events));
    m_run = run;
    m_thread.reset(QThread::create([run] { run->run(); }));
    m_thread->setObjectName(u"relay-panel"_s);
    connect(m_thread.get(), &QThread::finished, this, &RelayPanel::threadEnded,
            Qt::QueuedConnection);
    appendLog(tr("Starting the relay on %1…").arg(m_table.name.display()));
    setState(State::Starting);
    m_counterTimer->start();
    m_thread->start();
}

void RelayPanel::setPaused(bool paused) {
    if (!m_run || !m_thread)
        return;
    m_run->setPaused(paused);
    if (m_state == State::Running || m_state == State::Paused) {
        appendLog(paused ? tr("Paused: no new batch is claimed.") : tr("Resumed."));
        setState(paused ? State::Paused : State::Running);
    }
}

void RelayPanel::togglePause() {
    setPaused(m_state != State::Paused);
}

void RelayPanel::stop() {
    if (!m_thread || !m_run || m_run->isStopRequested())
        return;
    m_run->stop(); // the current batch settles first
    appendLog(tr("Stopping after the current batch…"));
    setState(State::Stopping);
}

void RelayPanel::stopAndWait() {
    stop();
    waitForThread();
}

void RelayPanel::waitForThread() {
    if (!m_thread)
        return;
    m_thread->wait();
    m_thread.reset();
    refreshCounters();
    m_counterTimer->stop();
}

void RelayPanel::threadEnded() {
    if (!m_thread)
        return; // waitForThread() already took it
    waitForThread();
    setState(m_target ? State::Stopped : State::NoTarget);
    sampleNow();
}

void RelayPanel::closeEvent(QCloseEvent *event) {
    stop();
    QWidget::closeEvent(event);
}

// ---- counters, errors, log -------------------------------------------------------------------

RelayPanel::Totals RelayPanel::totals() const {
    Totals t;
    if (!m_run)
        return t;
    const RelayCounters &c = m_run->counters();
    t.batches = c.batches.load();
    t.claimed = c.claimed.load();
    t.delivered = c.delivered.load();
    t.failed = c.failed.load();
    t.dead = c.dead.load();
    t.rowsPerSecond = m_counters->rowsPerSecond();
    return t;
}

void RelayPanel::refreshCounters() {
    if (!m_run)
        return;
    const qint64 now = m_runClock.isValid() ? m_runClock.elapsed() : 0;
    m_counters->record(now, m_run->counters().claimed.load());
    const Totals t = totals();
    m_counters->showCounts(t.claimed, t.delivered, t.failed, t.dead, t.rowsPerSecond);
    if (t.claimed != m_lastChangedClaimed &&
        (!m_sinceChanged.isValid() || m_sinceChanged.elapsed() >= 2000 || !m_thread)) {
        m_lastChangedClaimed = t.claimed;
        m_sinceChanged.start();
        Q_EMIT changed();
    }
}

void RelayPanel::appendLog(const QString &line) {
    m_log->appendPlainText(u"%1  %2"_s.arg(QTime::currentTime().toString(u"HH:mm:ss"_s), line));
}

void RelayPanel::addErrors(const QStringList &errors) {
    m_errorList->addErrors(errors);
    updateErrorsTab();
}

void RelayPanel::updateErrorsTab() {
    const int count = int(m_errorList->errors().size());
    m_tabs->setTabText(m_tabs->indexOf(m_errorList),
                       count == 0 ? tr("Last &errors") : tr("Last &errors (%1)").arg(count));
}

QStringList RelayPanel::lastErrors() const {
    return m_errorList->errors();
}

QString RelayPanel::logText() const {
    return m_log->toPlainText();
}

// ---- sampling: lag and other relays ------------------------------------------------------------

int RelayPanel::lagSamples() const {
    return m_lagChart->sampleCount();
}

void RelayPanel::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    sampleNow();
}

void RelayPanel::sampleNow() {
    // A hidden, idle panel does not keep the database busy.
    if (!m_target || m_sampler->isRunning() || (!isVisible() && !m_thread))
        return;
    struct Sample {
        std::optional<double> age;
        std::optional<RelayPeers> peers;
        QDateTime at;
    };
    auto sample = std::make_shared<Sample>();
    // Read at every look, not now: a relay that starts during the sample is known by then.
    const PidList exclude = [pid = m_relayPid, own = m_ownSessions] {
        return QList<qint64>{pid->load()} + own->pids();
    };
    m_sampler->disconnect(this);
    connect(m_sampler, &TableTask::succeeded, this, [this, sample] {
        m_sampleError.clear();
        if (sample->peers)
            m_peers = sample->peers;
        m_lagChart->addPoint(sample->at, sample->age);
        showPeers();
        Q_EMIT sampled();
    });
    connect(m_sampler, &TableTask::failed, this, [this](int, const QString &message) {
        m_sampleError = message;
        showPeers();
        Q_EMIT sampled();
    });
    m_sampler->start(m_target->spec, m_table, u"relay-sample"_s,
                     [sample, exclude](TableTask::Context &c) -> Status {
                         auto oldest = c.reader.oldestPending();
                         if (!oldest)
                             return oldest.error();
                         sample->at = QDateTime::currentDateTimeUtc();
                         if (*oldest)
                             sample->age = qMax<qint64>(0, (*oldest)->secsTo(sample->at));
                         // A few looks, since a relay holds its locks only during a batch.
                         auto peers = findRelayPeers(c.session, c.reader.table(), exclude, 3, 100);
                         if (peers)
                             sample->peers = *peers;
                         return Done{};
                     });
}

} // namespace outbox::ui
