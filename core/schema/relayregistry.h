#pragma once

#include "connection/databasesession.h"
#include "schema/consoletable.h"
#include "util/result.h"

#include <QDateTime>
#include <QList>
#include <QString>

namespace outbox {

// A running relay as it registers itself beside the outbox: who, where, since when, how far.
struct RelayHeartbeat {
    QString relayId;     // a fresh UUID per relay run
    QString table;       // the outbox table's display name
    QString host;        // the machine's host name
    qint64 pid = 0;      // the relay's process on that machine
    QString agent;       // "outboxctl", "outbox-console"
    QString profile;     // the profile it runs with; may be empty
    QString destination; // the sink or object store (no secrets)
    QDateTime startedAt; // UTC
    QDateTime beatAt;    // UTC: the last heartbeat
    qint64 delivered = 0;
    qint64 dead = 0;
    bool paused = false;

    // Seconds since the last heartbeat at `now` (UTC); negative for a beat dated later.
    qint64 silentFor(const QDateTime &now) const { return beatAt.secsTo(now); }
    // A heartbeat dated more than RelayRegistry::kClockSkewSeconds after `now`: the writer's
    // clock is wrong (or the row was written by hand), so it says nothing about a running relay.
    bool isFromTheFuture(const QDateTime &now) const;
    // Beating at `now`: at most kStaleSeconds old, and not from the future.
    bool isLive(const QDateTime &now) const;
    // "outboxctl on build-7 (pid 4242)"
    QString who() const;
};

// The relays running against a database's outboxes (outbox_console_relays, created with the
// console's other relay tables): each relay inserts its row at start, beats every
// kBeatSeconds on a connection of its own, and deletes its row when it stops. A relay killed
// without stopping leaves its row, which goes stale after kStaleSeconds: only rows with a recent
// heartbeat count as running. Times are the relays' clocks (UTC, milliseconds); a clock that
// differs from the reader's by more than the stale margin shows a relay as stale or live wrongly.
class RelayRegistry : public ConsoleTable<RelayRegistry> {
public:
    static constexpr const char *kName = "outbox_console_relays";
    static constexpr int kBeatSeconds = 10;
    static constexpr int kStaleSeconds = 45;
    // How far ahead of the reader's clock a heartbeat may be dated and still count (machines'
    // clocks differ by a little); beyond it, the beat is taken for clock skew, not a relay.
    static constexpr int kClockSkewSeconds = 30;

    static QString ddl(DatabaseKind kind);

    // Writes the relay's row (inserted on its first beat, updated after), and deletes rows of
    // the table whose last heartbeat is older than a day (relays that were killed).
    static Status beat(const DatabaseSession &session, const RelayHeartbeat &heartbeat);
    static Status remove(const DatabaseSession &session, const QString &relayId);
    // The relays of the table whose heartbeat is at most kStaleSeconds old at `now`, oldest start
    // first; stale ones too with includeStale. An empty list where the registry does not exist.
    static Result<QList<RelayHeartbeat>> relaysOf(const DatabaseSession &session,
                                                  const QString &table, const QDateTime &now,
                                                  bool includeStale = false);
};

} // namespace outbox
