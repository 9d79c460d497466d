#pragma once

#include "connection/databasesession.h"
#include "schema/outboxtable.h"
#include "schema/relayregistry.h"

#include <QList>
#include <QMutex>
#include <QStringList>
#include <functional>

namespace outbox {

// Other sessions that hold row locks on an outbox table: on PostgreSQL, what other relays look
// like while they hold a claim (SELECT … FOR UPDATE takes a row-share lock on the table until the
// batch commits).
struct RelayPeers {
    bool known = false; // false where the database cannot tell (MySQL/MariaDB, SQLite: there the
                        // relay itself refuses a second relay on the same file)
    int sessions = 0;   // distinct other sessions seen holding row locks
    QStringList who;    // "application_name@client (pid N)", one per session
    // The relays registered on the table with a recent heartbeat (every database kind, where
    // the registry exists): this one's own included; the caller knows its id.
    QList<RelayHeartbeat> registered;
};

// Samples pg_locks `samples` times, intervalMs apart, and counts the distinct sessions other than
// this one and the excluded ones (e.g. the console's own relay) holding a row-share lock on the
// table. A relay between batches holds no lock, so a busy relay shows up and an idle one may
// not; the registry (RelayPeers::registered) knows idle relays too, on every database. The excluded
// pids are asked for before every look: a relay that starts meanwhile is known by the time it holds
// a lock. Blocking; on the session's thread.
using PidList = std::function<QList<qint64>()>;
Result<RelayPeers> findRelayPeers(const DatabaseSession &session, const OutboxTable &table,
                                  const PidList &excludePids = {}, int samples = 1,
                                  int intervalMs = 0);

// The server process id of the session (PostgreSQL: pg_backend_pid()); 0 elsewhere.
Result<qint64> backendProcessId(const DatabaseSession &session);

// The server process ids of a relay's own connections while it runs (RunnerOptions::ownSessions):
// its further connections open, reconnect and close on threads of their own, so whoever must not
// count them as other relays (the console's relay panel) reads them at each look. Thread-safe.
class OwnSessions {
public:
    // The session's process id replaces *previous (0: none yet); nothing where it has none.
    void track(const DatabaseSession &session, qint64 *previous);
    void remove(qint64 pid);
    QList<qint64> pids() const;

private:
    mutable QMutex m_mutex;
    QList<qint64> m_pids;
};

} // namespace outbox
