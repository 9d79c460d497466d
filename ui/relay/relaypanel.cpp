#include "ui/relay/relaypanel.h"

#include "profilesecrets.h"
#include "secretstore.h"
#include "ui/common/backgroundtask.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/stateappearance.h"
#include "ui/common/tabletask.h"
#include "ui/common/timetext.h"

#include "query/errorsignature.h"
#include "relay/eventsink.h"
#include "relay/relaysetup.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QCloseEvent>
#include <QDateTimeAxis>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QLocale>
#include <QLoggingCategory>
#include <QMutex>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QValueAxis>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcRelayPanel, "outbox.ui.relay", QtInfoMsg)

namespace outbox::ui {

namespace {
constexpr int kMaxErrors = 50;
constexpr int kMaxLagPoints = 720;
constexpr int kRateWindowMs = 5000;
} // namespace

// What the relay thread and the GUI share. The runner exists only while the thread runs it.
struct RelayPanel::Shared {
    RelayCounters counters; // mirrored from each batch, read by the counter timer
    std::atomic_bool stopRequested{false};
    std::atomic_bool paused{false};
    // The relay's own database session (PostgreSQL): the panel's, which outlives every run, so
    // that a sample begun before a start already sees the pid the start sets.
    std::shared_ptr<std::atomic<qint64>> relayPid;
    QMutex mutex;
    RelayRunner *runner = nullptr; // guarded by mutex
};

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
    stop();
    waitForThread();
    if (m_publishThread && m_publishThread->isRunning())
        m_publishThread->wait(30000); // it reads m_secrets, which the window owns
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

    auto *counters = new QGridLayout;
    const auto counter = [&](int column, const QString &name, const QString &caption,
                             const QString &tip) {
        auto *value = new QLabel(u"0"_s, this);
        value->setObjectName(name);
        value->setAlignment(Qt::AlignCenter);
        QFont f = value->font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        value->setFont(f);
        value->setAccessibleName(caption);
        value->setToolTip(tip);
        auto *label = new QLabel(caption, this);
        label->setAlignment(Qt::AlignCenter);
        label->setToolTip(tip);
        counters->addWidget(value, 0, column);
        counters->addWidget(label, 1, column);
        return value;
    };
    m_claimed = counter(0, u"relayClaimed"_s, tr("Claimed"), tr("Rows claimed since the start"));
    m_delivered = counter(1, u"relayDelivered"_s, tr("Delivered"), tr("Rows delivered"));
    m_failed = counter(2, u"relayFailed"_s, tr("Failed"),
                       tr("Rows whose delivery failed and that will be tried again"));
    m_dead = counter(3, u"relayDead"_s, tr("Dead"), tr("Rows that failed for the last time"));
    m_rate = counter(4, u"relayRate"_s, tr("Rows per second"),
                     tr("Rows settled per second over the last 5 seconds"));
    layout->addLayout(counters);

    m_chart = new QChart;
    m_chart->setTitle(tr("Oldest pending row's age"));
    m_chart->legend()->hide();
    m_chart->setMargins(QMargins(4, 4, 4, 4));
    m_lagSeries = new QLineSeries(m_chart);
    m_lagSeries->setName(tr("Oldest pending age"));
    m_lagSeries->setPointsVisible(true);
    m_chart->addSeries(m_lagSeries);
    m_timeAxis = new QDateTimeAxis(m_chart);
    m_timeAxis->setFormat(u"HH:mm:ss"_s);
    m_timeAxis->setTickCount(5);
    m_ageAxis = new QValueAxis(m_chart);
    m_ageAxis->setLabelFormat(u"%.0f"_s);
    m_ageAxis->setMin(0);
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_ageAxis, Qt::AlignLeft);
    m_lagSeries->attachAxis(m_timeAxis);
    m_lagSeries->attachAxis(m_ageAxis);
    replotLag(); // the empty chart's axes: a minute, in seconds
    m_chartView = new QChartView(m_chart, this);
    m_chartView->setObjectName(u"relayLagChart"_s);
    m_chartView->setAccessibleName(tr("Lag chart: oldest pending row's age over time"));
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setMinimumHeight(180);

    auto *tabs = new QTabWidget(this);
    m_errorList = new QTreeWidget(tabs);
    m_errorList->setObjectName(u"relayErrors"_s);
    m_errorList->setAccessibleName(tr("Last relay errors"));
    m_errorList->setHeaderLabels({tr("Error"), tr("Rows")});
    m_errorList->setToolTip(tr("Double-click an error or a group to show its rows"));
    m_errorList->header()->setStretchLastSection(false);
    m_errorList->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_errorList->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    connect(m_errorList, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        QStringList ids;
        const bool group = item->parent() == nullptr;
        if (group)
            for (int i = 0; i < item->childCount(); ++i)
                ids.append(item->child(i)->data(0, Qt::UserRole).toString());
        else
            ids.append(item->data(0, Qt::UserRole).toString());
        ids.removeDuplicates();
        const QString signature = (group ? item : item->parent())->data(0, Qt::UserRole).toString();
        Q_EMIT showRowsRequested(ids, tr("the rows of the relay's error \"%1\"").arg(signature));
    });
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
    split->addWidget(m_chartView);
    split->addWidget(tabs);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({360, 240});
    layout->addWidget(split, 1);
    applyChartTheme();
}

void RelayPanel::applyChartTheme() {
    m_chart->setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    m_chart->setBackgroundBrush(palette().color(QPalette::Base));
    m_chart->setTitleBrush(palette().color(QPalette::Text));
    for (QAbstractAxis *axis :
         {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_ageAxis)}) {
        axis->setLabelsBrush(palette().color(QPalette::Text));
        axis->setTitleBrush(palette().color(QPalette::Text));
    }
    QPen pen(stateColor(RowState::Pending));
    pen.setWidthF(2);
    m_lagSeries->setPen(pen);
}

void RelayPanel::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_chart)
        applyChartTheme();
}

QSize RelayPanel::sizeHint() const {
    return QSize(760, 600);
}

void RelayPanel::setTarget(const ConnectionTarget &target, const OutboxTable &table,
                           SecretBackend &secrets) {
    if (m_thread) {
        stop();
        waitForThread();
    }
    // The log tells one profile's story: another profile (or table) starts it afresh.
    if (!m_target || m_target->label != target.label ||
        m_table.name.display() != table.name.display())
        m_log->clear();
    m_target = target;
    m_table = table;
    m_secrets = &secrets;
    m_inOrder->setChecked(!target.profile || target.profile->relayOrdering != u"none"_s);
    if (!table.relayDeliversEvents()) {
        m_inOrder->setText(tr("In &order per object"));
        m_inOrder->setToolTip(
            tr("A row waits while an older row that writes its object, or deletes the source it "
               "moves, is undelivered: waiting for its retry, in flight, or dead. Other objects "
               "are never held up (outboxctl relay --ordering=key)."));
    } else {
        m_inOrder->setText(tr("In &order per file"));
        m_inOrder->setToolTip(
            tr("An event waits while an older event of its file (aggregate_id) is undelivered: "
               "waiting for its retry, in flight, or dead. Other files are never held up "
               "(outboxctl relay --ordering=key)."));
    }
    m_peers.reset();
    m_sampleError.clear();
    m_errors.clear();
    m_errorItems.clear();
    m_errorList->clear();
    updateErrorsTab();
    m_lag.clear();
    m_lagSeries->clear();
    replotLag();
    m_destination.clear();
    m_shared.reset(); // the counters of a previous run belong to the previous table
    m_rateWindow.clear();
    for (QLabel *l : {m_claimed, m_delivered, m_failed, m_dead, m_rate})
        l->setText(QLocale().toString(0));
    m_title->setText(tr("Relay on %1 → %2").arg(table.name.display(), destinationHint()));
    setState(State::Stopped);
    appendLog(tr("Table %1 (%2) of %3.")
                  .arg(table.name.display(), table.description().title, target.label));
    sampleNow();
    m_sampleTimer->start();
}

void RelayPanel::clearTarget() {
    if (m_thread) {
        stop();
        waitForThread();
    }
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
        m_title->setText(tr("Relay on %1 → %2").arg(m_table.name.display(), destinationHint()));
    else if (destinationHint() != m_startedWith)
        // Running with the settings it started with: say so, rather than show the old sink as if
        // it were the saved one.
        m_title->setText(tr("Relay on %1 → %2 (sink settings changed to %3: stop and start the "
                            "relay to apply them)")
                             .arg(m_table.name.display(), m_destination, destinationHint()));
    updateButtons();
}

void RelayPanel::testPublish() {
    if (m_publishThread || !m_target || !m_target->profile || !m_secrets ||
        !m_table.relayDeliversEvents())
        return;
    const Profile profile = *m_target->profile;
    const QString table = m_table.name.display();
    SecretBackend *secrets = m_secrets;
    m_publishThread = runInBackground(
        this, u"relay-test-publish"_s,
        [profile, secrets, table] { return testPublishFor(profile, *secrets, {}, table); },
        [this](const Result<TestPublish> &sent) {
            m_publishThread = nullptr; // finished: it deletes itself
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
}

void RelayPanel::setCounterInterval(int ms) {
    m_counterTimer->setInterval(ms);
}

QString RelayPanel::destinationHint() const {
    if (!m_target)
        return {};
    const std::optional<Profile> &p = m_target->profile;
    if (!m_table.relayDeliversEvents()) {
        const QString spec = p ? p->objectStore.trimmed() : QString();
        if (!spec.isEmpty())
            return spec.section(u'?', 0, 0); // s3://bucket or file:/dir, without the settings
        if (!qEnvironmentVariableIsEmpty("OBJECT_STORE_BUCKET"))
            return tr("the OBJECT_STORE_* object store");
        return {};
    }
    if (!p || p->sink.trimmed().isEmpty())
        return {};
    // Named as the running relay and a test publish name it, so that the log spells it one way.
    const QString described = describeEventSink(p->sink);
    return described.isEmpty() ? p->sink.trimmed() : described;
}

QString RelayPanel::startBlockedReason() const {
    if (!m_target)
        return tr("Open a table first.");
    if (m_target->readOnly)
        return tr("Profile \"%1\" is read-only: the relay changes rows and will not start. "
                  "Unlock writing for this session first.")
            .arg(m_target->label);
    if (destinationHint().isEmpty())
        return !m_table.relayDeliversEvents()
                   ? tr("The profile has no object store for the Vortos relay: set one in the "
                        "profile (or the OBJECT_STORE_* environment).")
                   : tr("The profile has no sink for the FennFlow relay: set a webhook, a file "
                        "or a broker in its Sink Settings.");
    if (m_thread)
        return tr("The relay is running.");
    return {};
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
    m_testPublishButton->setEnabled(events && m_target->profile && !m_publishThread &&
                                    !destinationHint().isEmpty());
    m_testPublishButton->setText(m_publishThread ? tr("Publishing…") : tr("Test P&ublish"));
    m_inOrder->setVisible(m_target && ordersByKey(m_table));
    m_inOrder->setEnabled(m_state == State::Stopped);
    showPeers();
}

QStringList RelayPanel::registeredOthers() const {
    QStringList out;
    if (!m_peers)
        return out;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (const RelayHeartbeat &r : m_peers->registered) {
        if (r.relayId == m_ownRelayId)
            continue;
        out << tr("%1, since %2, last heartbeat %3 s ago%4")
                   .arg(r.who(),
                        QLocale().toString(r.startedAt.toLocalTime(), QLocale::ShortFormat))
                   .arg(qMax<qint64>(0, r.silentFor(now)))
                   .arg(r.paused ? tr(", paused") : QString());
    }
    return out;
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
    ChangeDescription change;
    change.title = tr("Start the relay");
    change.summary = tr("Start a relay on %1: pending rows will be delivered to %2.")
                         .arg(m_table.name.display(), where);
    // What really happens to a failure: without the delivery table its format needs, a row has
    // no attempts to count.
    if (!m_table.missesDeliveryTable())
        change.details << tr("Rows are claimed in batches of %1 and marked done, retried with "
                             "backoff, or dead after %2 attempts.")
                              .arg(m_settings.batchSize)
                              .arg(m_settings.maxAttempts);
    else
        change.details << tr("Rows are claimed in batches of %1 and marked sent; a failed delivery "
                             "marks the row failed at once (this table has no %2: outboxctl relay "
                             "init creates it, for retries with backoff).")
                              .arg(m_settings.batchSize)
                              .arg(QStringLiteral("outbox_console_delivery"));
    if (!m_table.relayDeliversEvents())
        change.details << (m_settings.ordering == DeliveryOrdering::Key
                               ? tr("Rows that touch one object are carried out in order: a row "
                                    "waits while an older one of its object is undelivered.")
                               : tr("Rows are carried out oldest first, whatever their object: a "
                                    "later delete may overtake a put that waits for its retry."));
    else if (ordersByKey(m_table))
        change.details << (m_settings.ordering == DeliveryOrdering::Key
                               ? tr("Events of one file are delivered in order: an event waits "
                                    "while an older one of its file is undelivered.")
                               : tr("Events are delivered oldest first, whatever their file: a "
                                    "later event may overtake one that waits for its retry."));
    if (m_peers && m_peers->sessions > 0)
        change.details << tr("Other sessions holding row locks on the table now: %1. Another "
                             "relay is probably running.")
                              .arg(m_peers->sessions);
    if (const QStringList others = registeredOthers(); !others.isEmpty())
        change.details << tr("Relays running on this table: %1.").arg(others.join(u"; "_s));
    change.confirmText = tr("Start relay");
    const auto reason = confirmChange(this, target, change);
    if (!reason)
        return;

    // The keychain may block: the secrets are read on the relay's thread, once, before it starts
    // (the lanes open their store from the value).
    SecretBackend *secrets = m_secrets; // outlives the panel, which waits for the thread
    const QString profileName = target.profileName;
    const bool events = m_table.relayDeliversEvents();
    const QString storeSpec = !events && target.profile ? target.profile->objectStore : QString();
    const QString sinkSpec = events && target.profile ? target.profile->sink : QString();

    auto shared = std::make_shared<Shared>();
    shared->relayPid = m_relayPid;
    const std::shared_ptr<OwnSessions> ownSessions = m_ownSessions;
    m_shared = shared;
    m_rateWindow = {{0, 0}}; // the rate counts from the start
    m_lastBurstRate = 0;
    m_runClock.start();
    m_sinceChanged.start();
    m_lastChangedClaimed = 0;
    const OutboxTable table = m_table;
    const RelaySettings settings = m_settings;
    RunnerOptions options = m_options;
    options.once = false;
    const QString auditReason = *reason;
    RelayPanel *self = this; // outlives the thread: the destructor waits for it
    const auto post = [self](std::function<void()> f) {
        QMetaObject::invokeMethod(self, std::move(f), Qt::QueuedConnection);
    };

    m_thread = QThread::create([=]() mutable {
        const auto notStarted = [&post, self](const QString &message) {
            post([self, message] {
                self->appendLog(tr("Not started: %1").arg(message));
                self->addErrors({message});
                Q_EMIT self->startFailed(message);
            });
        };
        ObjectStoreOpener openStore;
        SinkOptions sinkOptions;
        if (!events) {
            QString key;
            if (storeSpec.trimmed().isEmpty() || ProfileS3Settings::isS3Spec(storeSpec)) {
                auto secret = objectStoreSecretKeyFor(profileName, *secrets);
                if (!secret)
                    return notStarted(secret.error().message);
                key = *secret;
            }
            openStore = [storeSpec, profileName, key] {
                return openProfileObjectStoreWithKey(storeSpec, profileName, key);
            };
        } else if (auto sinkSecrets =
                       applySinkSecrets(profileName, *secrets, sinkSpec, sinkOptions);
                   !sinkSecrets) {
            return notStarted(sinkSecrets.error().message);
        } else if (target.profile) {
            if (auto eventSettings = applyProfileSinkSettings(*target.profile, sinkOptions);
                !eventSettings)
                return notStarted(eventSettings.error().message);
        }
        DatabaseSession session(target.spec, u"relay-panel"_s);
        auto delivery = prepareRelayDelivery(table, settings, openStore, sinkSpec, sinkOptions);
        if (!delivery)
            return notStarted(delivery.error().message);
        options.audit =
            RelayAuditInfo{AuditLog(), target.profileName, delivery->destination, auditReason};
        options.agent = u"outbox-console"_s;
        options.ownSessions = ownSessions;
        RelayRunner runner(session, table, delivery->settings, delivery->factory, options);
        if (auto prepared = runner.prepare(); !prepared)
            return notStarted(prepared.error().message);
        if (auto pid = backendProcessId(session))
            *shared->relayPid = *pid;
        const QString destination = delivery->destination;
        const QStringList notes = runner.notes();
        const int lanes = delivery->settings.concurrency;
        const QString relayId = runner.relayId();
        post([self, destination, notes, lanes, relayId] {
            self->m_destination = destination;
            self->m_ownRelayId = relayId;
            self->m_title->setText(
                tr("Relay on %1 → %2").arg(self->m_table.name.display(), destination));
            self->appendLog(
                tr("Started: delivering to %1 (lanes: %2).").arg(destination).arg(lanes));
            for (const QString &note : notes)
                self->appendLog(tr("Note: %1").arg(note));
            self->setState(self->m_shared && self->m_shared->paused ? State::Paused
                                                                    : State::Running);
            Q_EMIT self->relayStarted(destination);
        });
        runner.onBatch = [shared, post, self](const BatchResult &b) {
            if (b.heldBack) {
                const HeldBack held = *b.heldBack;
                post([self, held] { self->appendLog(describeHeldBack(held)); });
            }
            if (b.claimed == 0)
                return;
            ++shared->counters.batches;
            shared->counters.claimed += b.claimed;
            shared->counters.delivered += b.delivered;
            shared->counters.failed += b.failed;
            shared->counters.dead += b.dead;
            shared->counters.lastBatchMicros = qint64(b.seconds * 1e6);
            const BatchResult copy = b;
            post([self, copy] {
                self->appendLog(tr("Batch: %1 claimed, %2 delivered, %3 failed, %4 dead in %5 s.")
                                    .arg(copy.claimed)
                                    .arg(copy.delivered)
                                    .arg(copy.failed)
                                    .arg(copy.dead)
                                    .arg(QLocale().toString(copy.seconds, 'f', 2)));
                if (copy.skipped > 0)
                    self->appendLog(tr("%n row(s) not tried: an earlier row of their file failed, "
                                       "and they wait behind it.",
                                       nullptr, copy.skipped));
                self->addErrors(copy.errors);
            });
        };
        runner.onProblem = [post, self](const QString &problem) {
            post([self, problem] {
                self->appendLog(tr("Problem: %1").arg(problem));
                self->addErrors({problem});
            });
        };
        {
            QMutexLocker lock(&shared->mutex);
            shared->runner = &runner;
            runner.setPaused(shared->paused);
            if (shared->stopRequested)
                runner.stop();
        }
        const Status result = runner.run();
        {
            QMutexLocker lock(&shared->mutex);
            shared->runner = nullptr;
        }
        const QString summary = describeRelayRun(runner.counters(), result);
        post([self, summary] {
            self->appendLog(tr("Stopped: %1").arg(summary));
            Q_EMIT self->relayStopped(summary);
        });
    });
    m_thread->setObjectName(u"relay-panel"_s);
    connect(m_thread, &QThread::finished, this, &RelayPanel::threadEnded, Qt::QueuedConnection);
    appendLog(tr("Starting the relay on %1…").arg(m_table.name.display()));
    setState(State::Starting);
    m_counterTimer->start();
    m_thread->start();
}

void RelayPanel::setPaused(bool paused) {
    if (!m_shared || !m_thread)
        return;
    m_shared->paused = paused;
    {
        QMutexLocker lock(&m_shared->mutex);
        if (m_shared->runner)
            m_shared->runner->setPaused(paused);
    }
    if (m_state == State::Running || m_state == State::Paused) {
        appendLog(paused ? tr("Paused: no new batch is claimed.") : tr("Resumed."));
        setState(paused ? State::Paused : State::Running);
    }
}

void RelayPanel::togglePause() {
    setPaused(m_state != State::Paused);
}

void RelayPanel::stop() {
    if (!m_thread || !m_shared || m_shared->stopRequested)
        return;
    m_shared->stopRequested = true;
    {
        QMutexLocker lock(&m_shared->mutex);
        if (m_shared->runner)
            m_shared->runner->stop(); // the current batch settles first
    }
    appendLog(tr("Stopping after the current batch…"));
    setState(State::Stopping);
}

void RelayPanel::waitForThread() {
    if (!m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
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
    if (!m_shared)
        return t;
    const RelayCounters &c = m_shared->counters;
    t.batches = c.batches.load();
    t.claimed = c.claimed.load();
    t.delivered = c.delivered.load();
    t.failed = c.failed.load();
    t.dead = c.dead.load();
    if (m_rateWindow.size() >= 2) {
        const auto &first = m_rateWindow.constFirst();
        const auto &last = m_rateWindow.constLast();
        const qint64 ms = last.first - first.first;
        if (ms > 0)
            t.rowsPerSecond = double(last.second - first.second) * 1000.0 / double(ms);
    }
    return t;
}

void RelayPanel::refreshCounters() {
    if (!m_shared)
        return;
    const qint64 now = m_runClock.isValid() ? m_runClock.elapsed() : 0;
    const qint64 settled = m_shared->counters.claimed.load();
    m_rateWindow.append({now, settled});
    while (m_rateWindow.size() > 2 && now - m_rateWindow.constFirst().first > kRateWindowMs)
        m_rateWindow.removeFirst();
    const Totals t = totals();
    const QLocale locale;
    m_claimed->setText(locale.toString(t.claimed));
    m_delivered->setText(locale.toString(t.delivered));
    m_failed->setText(locale.toString(t.failed));
    m_dead->setText(locale.toString(t.dead));
    // Idle (nothing settled over the window): the pace of the last burst stays, said to be past,
    // rather than a bare 0.0 a moment after 45 rows went by.
    if (t.rowsPerSecond > 0)
        m_lastBurstRate = t.rowsPerSecond;
    const double shown = t.rowsPerSecond > 0 ? t.rowsPerSecond : m_lastBurstRate;
    const QString number = locale.toString(shown, 'f', shown < 10 ? 1 : 0);
    m_rate->setText(t.rowsPerSecond > 0 || m_lastBurstRate == 0 ? number
                                                                : tr("%1 (idle)").arg(number));
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
    const QString at = utcText(QDateTime::currentDateTimeUtc());
    for (const QString &e : errors) {
        m_errors.prepend(e);
        // "id: message", as the relay reports each failed row.
        const qsizetype colon = e.indexOf(u": "_s);
        const QString id = colon > 0 ? e.left(colon) : QString();
        const QString message = colon > 0 ? e.mid(colon + 2) : e;
        const QString signature = errorSignature(message);
        QTreeWidgetItem *group = nullptr;
        for (int i = 0; i < m_errorList->topLevelItemCount() && !group; ++i)
            if (m_errorList->topLevelItem(i)->data(0, Qt::UserRole).toString() == signature)
                group = m_errorList->topLevelItem(i);
        if (!group) {
            group = new QTreeWidgetItem;
            group->setText(0, signature.trimmed().isEmpty() ? tr("(no error text)") : signature);
            group->setData(0, Qt::UserRole, signature);
            group->setToolTip(0, signature);
            m_errorList->insertTopLevelItem(0, group);
        }
        auto *item = new QTreeWidgetItem;
        item->setText(0, tr("%1 · row %2 · %3").arg(at, id, message.simplified()));
        item->setToolTip(0, message);
        item->setData(0, Qt::UserRole, id);
        group->insertChild(0, item);
        group->setText(1, QLocale().toString(group->childCount()));
        m_errorItems.prepend(item);
    }
    while (m_errors.size() > kMaxErrors) {
        m_errors.removeLast();
        QTreeWidgetItem *oldest = m_errorItems.takeLast();
        QTreeWidgetItem *group = oldest->parent();
        delete oldest;
        if (group && group->childCount() == 0)
            delete group;
        else if (group)
            group->setText(1, QLocale().toString(group->childCount()));
    }
    updateErrorsTab();
}

void RelayPanel::updateErrorsTab() {
    const int index = m_tabs->indexOf(m_errorList);
    m_tabs->setTabText(index, m_errors.isEmpty() ? tr("Last &errors")
                                                 : tr("Last &errors (%1)").arg(m_errors.size()));
}

QStringList RelayPanel::lastErrors() const {
    return m_errors;
}

QString RelayPanel::logText() const {
    return m_log->toPlainText();
}

// ---- sampling: lag and other relays
// --------------------------------------------------------------

int RelayPanel::lagSamples() const {
    return int(m_lag.size());
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
        addLagPoint(sample->at, sample->age);
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

void RelayPanel::addLagPoint(const QDateTime &at, std::optional<double> ageSeconds) {
    m_lag.append({at, ageSeconds});
    while (m_lag.size() > kMaxLagPoints)
        m_lag.removeFirst();
    replotLag();
}

void RelayPanel::replotLag() {
    double max = 0;
    for (const auto &[at, age] : std::as_const(m_lag))
        max = qMax(max, age.value_or(0));
    // A unit that keeps the axis readable: seconds, minutes, hours or days.
    double unit = 1;
    QString unitName = tr("seconds");
    if (max >= 2 * 86400) {
        unit = 86400;
        unitName = tr("days");
    } else if (max >= 2 * 3600) {
        unit = 3600;
        unitName = tr("hours");
    } else if (max >= 120) {
        unit = 60;
        unitName = tr("minutes");
    }
    QList<QPointF> points;
    for (const auto &[at, age] : std::as_const(m_lag))
        points.append(QPointF(double(at.toMSecsSinceEpoch()), age.value_or(0) / unit));
    m_lagSeries->replace(points);
    m_ageAxis->setTitleText(unitName);
    const double top = m_lag.isEmpty() ? 60.0 : qMax(1.0, max / unit * 1.15);
    m_ageAxis->setRange(0, top);
    m_ageAxis->setLabelFormat(top < 10 ? u"%.1f"_s : u"%.0f"_s);
    {
        QDateTime first =
            m_lag.isEmpty() ? QDateTime::currentDateTime() : m_lag.constFirst().first.toLocalTime();
        QDateTime last = m_lag.isEmpty() ? first : m_lag.constLast().first.toLocalTime();
        // At least a dozen sample intervals wide (a minute at the default 5 s), so the first
        // points do not fill the whole width.
        const qint64 minimumMs = qMax<qint64>(10'000, 12LL * m_sampleTimer->interval());
        if (first.msecsTo(last) < minimumMs)
            last = first.addMSecs(minimumMs);
        m_timeAxis->setRange(first, last);
    }
}

} // namespace outbox::ui
