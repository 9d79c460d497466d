#pragma once

#include "relay/relaypeers.h"
#include "relay/relayrunner.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"
#include "ui/common/backgroundtask.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QList>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QThread;
class QTimer;

namespace outbox {
class SecretBackend;
}

namespace outbox::ui {

class RelayCounterBoard;
class RelayErrorList;
class RelayLagChart;
class RelayRun;
class TableTask;

// The embedded relay (product.md "Relay"): Start / Pause / Stop of a RelayRunner on its own
// QThread with its own DatabaseSession, delivering the current table the way `outboxctl relay`
// does (prepareRelayDelivery: Vortos rows to the profile's object store, FennFlow rows to its
// sink). Live counters, rows per second, a chart of the oldest pending row's age, the last
// errors and a log. Refuses to start on a read-only profile; warns when other sessions hold row
// locks on the table (PostgreSQL: other relays). Start asks confirmChange(); the runner writes
// the relay-start and relay-stop audit records. Stop lets the current batch settle; hiding the
// panel does not stop the relay, closing or destroying it does.
//
// The panel is the shell: it holds the target and the state and lays out its parts, RelayRun
// (what runs on the relay thread), RelayStartPlan (where it delivers, why it cannot start, the
// confirmation), RelayCounterBoard, RelayLagChart and RelayErrorList.
//
// Object names: relayTitle, relayState, relayStartButton, relayPauseButton, relayStopButton,
// relayWarning, relayClaimed, relayDelivered, relayFailed, relayDead, relayRate, relayLagChart,
// relayErrors, relayLog, relayCreateDeliveryTable, relayInOrder, relayTestPublishButton,
// relaySinkSettingsButton.
class RelayPanel : public QWidget {
    Q_OBJECT
public:
    enum class State { NoTarget, Stopped, Starting, Running, Paused, Stopping };
    Q_ENUM(State)

    struct Totals {
        qint64 batches = 0;
        qint64 claimed = 0;
        qint64 delivered = 0;
        qint64 failed = 0; // failed and scheduled again
        qint64 dead = 0;
        double rowsPerSecond = 0; // settled rows per second over the last few seconds
    };

    explicit RelayPanel(QWidget *parent = nullptr);
    ~RelayPanel() override; // stops a running relay and waits for its batch to settle

    // The table to relay. A running relay is stopped first (this waits for its batch). secrets
    // are read when Start is confirmed, on the GUI thread, and must outlive that call.
    void setTarget(const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
                   outbox::SecretBackend &secrets);
    void clearTarget();
    // The profile of the target, saved again (its sink, event settings, ordering): used from
    // the next start and test publish. Ignored for another profile's name.
    void setProfile(const outbox::Profile &profile);
    QString profileName() const { return m_target ? m_target->profileName : QString(); }
    // Batch size, attempts, backoff, lanes; sleep after an empty poll. Defaults: the reference
    // relay's (batch 50, 5 attempts, 30 s … 1 h backoff, sleep 2 s). Takes effect at the next
    // start.
    void setRelayOptions(const outbox::RelaySettings &settings,
                         const outbox::RunnerOptions &options);
    // How often the lag chart and the other-relays check are sampled (default 5000 ms), and the
    // counters refreshed (default 1000 ms).
    void setSampleInterval(int ms);
    void setCounterInterval(int ms);

    QSize sizeHint() const override;

    State state() const { return m_state; }
    bool isRunning() const { return bool(m_thread); }
    Totals totals() const;
    QStringList lastErrors() const; // newest first
    QString logText() const;
    std::optional<outbox::RelayPeers> peers() const { return m_peers; }
    // Why Start is disabled, or empty.
    QString startBlockedReason() const;
    QString destination() const { return m_destination; } // once started
    int lagSamples() const;

public Q_SLOTS:
    void start(); // asks confirmChange(), then starts the relay thread
    void setPaused(bool paused);
    void togglePause();
    void stop(); // lets the current batch settle; returns at once
    void sampleNow();
    // One test event to the profile's sink (FennFlow), with its settings, off the GUI thread;
    // no row is read or changed. The outcome goes to the log and to publishTested().
    void testPublish();

Q_SIGNALS:
    void stateChanged(outbox::ui::RelayPanel::State state);
    void relayStarted(const QString &destination);
    // An error (or a group of them) activated in "Last errors": its rows, for the Rows tab.
    void showRowsRequested(const QStringList &ids, const QString &label);
    void relayStopped(const QString &summary); // "3 batches: …" or the error it stopped with
    void startFailed(const QString &message);  // confirmed, but it could not start (e.g. the
                                               // store, the sink or another relay on SQLite)
    void sampled();                            // a lag/peers sample arrived
    void changed();                            // rows were settled (at most every 2 s)
    // "Create Delivery Table…" (a FennFlow table without it): the window creates it.
    void createDeliveryTableRequested();
    // "Sink Settings…": the window opens the profile's relay settings.
    void sinkSettingsRequested(const QString &profileName);
    void publishTested(bool ok, const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void buildUi();
    void setState(State state);
    void updateButtons();
    void showTitle(const QString &destination);
    void refreshCounters();
    void appendLog(const QString &line);
    void addErrors(const QStringList &errors);
    void showPeers();
    void threadEnded();
    QString destinationHint() const;
    // The registered relays of the table other than this panel's, one line each.
    QStringList registeredOthers() const;
    void waitForThread();
    void stopAndWait(); // stop(), then waitForThread(): a running relay's batch settles first
    void updateErrorsTab();

    std::optional<outbox::ConnectionTarget> m_target;
    outbox::OutboxTable m_table;
    outbox::SecretBackend *m_secrets = nullptr;
    outbox::RelaySettings m_settings;
    outbox::RunnerOptions m_options;
    State m_state = State::NoTarget;
    QString m_destination;
    QString m_ownRelayId; // this panel's running relay in the registry
    std::optional<outbox::RelayPeers> m_peers;
    QString m_sampleError;

    std::unique_ptr<QThread> m_thread; // the relay's, while it runs
    BackgroundRuns m_publish;          // a test publish: it reads m_secrets, which the window owns
    std::shared_ptr<RelayRun> m_run;   // the last run, its counters kept until another table
    std::shared_ptr<std::atomic<qint64>> m_relayPid = std::make_shared<std::atomic<qint64>>(0);
    // The relay's further connections (RunnerOptions::ownSessions): not other relays either.
    std::shared_ptr<outbox::OwnSessions> m_ownSessions = std::make_shared<outbox::OwnSessions>();
    TableTask *m_sampler = nullptr;
    QTimer *m_sampleTimer = nullptr;
    QTimer *m_counterTimer = nullptr;
    QString m_startedWith; // the profile's sink or store when the relay was started (its hint)
    QElapsedTimer m_runClock;
    qint64 m_lastChangedClaimed = 0;
    QElapsedTimer m_sinceChanged;

    QLabel *m_title = nullptr;
    QLabel *m_stateLabel = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_pauseButton = nullptr;
    QPushButton *m_stopButton = nullptr;
    // Shown where they apply: the sink's (FennFlow), the missing tables', the key's order.
    QPushButton *m_testPublishButton = nullptr;
    QPushButton *m_sinkSettingsButton = nullptr;
    QPushButton *m_createDeliveryButton = nullptr;
    QCheckBox *m_inOrder = nullptr; // in order per key (the default)
    // What the relay does and sees.
    QLabel *m_warning = nullptr; // other relays, read-only, sampling errors
    RelayCounterBoard *m_counters = nullptr;
    RelayLagChart *m_lagChart = nullptr;
    QTabWidget *m_tabs = nullptr; // the log and the last errors
    RelayErrorList *m_errorList = nullptr;
    QPlainTextEdit *m_log = nullptr;
};

} // namespace outbox::ui
