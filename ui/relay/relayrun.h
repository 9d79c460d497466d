#pragma once

#include "relay/deliveryorder.h"
#include "relay/relaypeers.h"
#include "relay/relayrunner.h"
#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QMutex>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

class QObject;

namespace outbox {
class SecretBackend;
}

namespace outbox::ui {

// One run of the relay panel's relay, on the thread that calls run() (the panel's relay thread):
// it reads the profile's secrets there (the keychain may block), opens the object store (Vortos)
// or the sink (FennFlow) the way `outboxctl relay` does (prepareRelayDelivery), opens its own
// DatabaseSession and runs a RelayRunner until it is stopped. It reports through Events, each
// queued to the receiver's thread; its counters, pause and stop are for any thread.
class RelayRun {
public:
    struct Request {
        outbox::ConnectionTarget target;
        outbox::OutboxTable table;
        outbox::RelaySettings settings;
        outbox::RunnerOptions options;
        QString auditReason;                      // for the relay-start and relay-stop records
        outbox::SecretBackend *secrets = nullptr; // outlives the run
        // Set to the relay's own database session (PostgreSQL) once it is open.
        std::shared_ptr<std::atomic<qint64>> relayPid;
        // The relay's further connections (RunnerOptions::ownSessions).
        std::shared_ptr<outbox::OwnSessions> ownSessions;
    };
    struct Started {
        QString destination; // the store or sink, no secrets
        QStringList notes;   // the runner's notes
        int lanes = 1;
        QString relayId; // in the relay registry
    };
    // Each on the receiver's thread, queued.
    struct Events {
        std::function<void(const QString &message)> notStarted;
        std::function<void(const Started &started)> started;
        std::function<void(const outbox::HeldBack &held)> heldBack;
        // A batch that claimed rows; the counters have it already.
        std::function<void(const outbox::BatchResult &batch)> batch;
        std::function<void(const QString &problem)> problem;
        std::function<void(const QString &summary)> stopped; // describeRelayRun()
    };

    // receiver outlives the run (its events are queued to it).
    RelayRun(Request request, QObject *receiver, Events events);

    void run(); // blocking, until stopped or it cannot start

    // The totals of the batches so far; read from any thread.
    const outbox::RelayCounters &counters() const { return m_counters; }
    bool isPaused() const { return m_paused; }
    bool isStopRequested() const { return m_stopRequested; }
    // From any thread: a runner that has not started yet follows when it starts.
    void setPaused(bool paused);
    void stop(); // the current batch settles first

private:
    void post(std::function<void()> f) const;
    void attach(outbox::RelayRunner *runner); // nullptr: the runner is done

    const Request m_request;
    QObject *const m_receiver;
    const Events m_events;
    outbox::RelayCounters m_counters; // mirrored from each batch
    std::atomic_bool m_stopRequested{false};
    std::atomic_bool m_paused{false};
    QMutex m_mutex;
    outbox::RelayRunner *m_runner = nullptr; // guarded by m_mutex; exists only while it runs
};

} // namespace outbox::ui
