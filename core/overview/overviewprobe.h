#pragma once

#include "overview/outboxsnapshot.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <chrono>
#include <functional>
#include <memory>

class QThread;
class QTimer;

namespace outbox {

// Reads the snapshots of many profiles at once: each profile on a thread and a connection of its
// own, so a slow or dead server holds up nobody else. A profile that has not answered within the
// time limit gets a snapshot saying so when the limit runs out; its thread is left to end on its
// own (its connect and statement time limits bound it) and the profile is not read again until it
// has. Used by the console's overview and by outboxctl overview, so both show the same figures.
//
// Lives on a thread with an event loop (the GUI thread, or the CLI's local loop in
// refreshAndWait).
class OverviewProbe : public QObject {
    Q_OBJECT
public:
    // Runs on the profile's thread before it connects: puts the database password into the target
    // (the keychain), or fails with why not.
    using PreparePassword = std::function<Status(ConnectionTarget &)>;

    explicit OverviewProbe(QObject *parent = nullptr);
    // Waits for the threads still reading (each bounded by its time limits).
    ~OverviewProbe() override;

    void setTimeLimit(std::chrono::milliseconds limit) { m_timeLimit = limit; }
    std::chrono::milliseconds timeLimit() const { return m_timeLimit; }
    void setPreparePassword(PreparePassword prepare) { m_prepare = std::move(prepare); }

    // Starts reading every profile; false (and nothing starts) while a refresh is under way.
    bool refresh(const QList<Profile> &profiles);
    bool isRefreshing() const { return m_pending > 0; }
    // refresh() and a local event loop until it has finished: the CLI's way.
    QList<OutboxSnapshot> refreshAndWait(const QList<Profile> &profiles);

Q_SIGNALS:
    // One profile's snapshot, as soon as it is in (or its time ran out).
    void snapshotReady(const outbox::OutboxSnapshot &snapshot);
    // Every profile of the refresh, in the order given.
    void finished(const QList<outbox::OutboxSnapshot> &snapshots);

private:
    void deliver(int index, const OutboxSnapshot &snapshot);
    void timeUp();

    std::chrono::milliseconds m_timeLimit{10000};
    PreparePassword m_prepare;
    QList<Profile> m_profiles;
    QList<OutboxSnapshot> m_snapshots;
    QList<bool> m_delivered;
    int m_pending = 0;
    quint64 m_generation = 0;
    QTimer *m_deadline = nullptr;
    // The reading threads by profile, while they run (also those whose time ran out).
    QHash<QString, QPointer<QThread>> m_running;
};

} // namespace outbox
