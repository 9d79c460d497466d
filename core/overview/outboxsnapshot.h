#pragma once

#include "settings/profile.h"
#include "target/connectiontarget.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <chrono>
#include <optional>

namespace outbox {

// Whether a relay works the table, as the relays' heartbeats say (RelayRegistry).
enum class RelayActivity {
    Working, // at least one relay beats and is not paused
    Paused,  // relays beat, all of them paused
    Silent,  // relays registered, but none has beaten within the stale margin (killed, hung)
    None,    // the registry is there and no relay is registered for the table
    Unknown, // no registry in the database (nothing registers here), or it could not be read
    Library, // the table's own library delivers its rows (another library's outbox)
};
QString relayActivityName(RelayActivity activity); // "working", "paused", … (JSON, CLI)

// One profile's outbox at one moment: what the overview shows on its line. Never a full count:
// pending and dead are exact (the status index), the rest is not read.
struct OutboxSnapshot {
    QString profile;
    QString environment; // dev, staging, prod
    QString database;    // the URL without a password
    QString table;       // the resolved table's display name; empty until resolved
    QString format;      // "vortos", "fennflow"; empty until resolved
    QString error;       // why the figures are missing (empty: they are there)
    qint64 pending = 0;
    qint64 inFlight = 0;
    qint64 dead = 0;
    std::optional<qint64> blockedKeys;             // nullopt: not delivered in order per key
    std::optional<qint64> oldestPendingAgeSeconds; // nullopt: nothing pending
    RelayActivity relay = RelayActivity::Unknown;
    int relays = 0;    // live relays (Working, Paused) or silent ones (Silent)
    QString relayNote; // who runs it, or why the state is unknown
    QDateTime at;      // UTC, when the figures were read
    qint64 tookMs = 0; // how long reading them took

    bool ok() const { return error.isEmpty(); }
    QJsonObject toJson() const;
};

// Opens target (its password already applied), resolves its table and reads the figures, every
// statement within timeLimit (PostgreSQL statement_timeout, MariaDB max_statement_time; the
// connection itself has its own connect timeout). Runs on the calling thread with a connection of
// its own, closed before it returns. Failures land in the snapshot's error.
OutboxSnapshot readOutboxSnapshot(const ConnectionTarget &target,
                                  std::chrono::milliseconds timeLimit);
// A snapshot that only says why there are no figures (a profile that does not resolve, a refresh
// that ran out of time).
OutboxSnapshot failedSnapshot(const Profile &profile, const QString &error);

// A notification threshold a snapshot is over (Profile::notify).
enum class AlertKind { NewDeadRows, BlockedKeys, OldestPending };
struct OverviewAlert {
    AlertKind kind;
    QString profile;
    QString message; // "3 new dead rows (12 dead now)"
    // True when the condition started with this snapshot: only those notify, so a condition that
    // lasts is told once. New dead rows are new by definition.
    bool fresh = false;
};
// The thresholds of notify that current is over, compared with the profile's previous snapshot
// (nullopt: the first refresh, which knows no new dead rows). A failed snapshot is over nothing.
QList<OverviewAlert> overviewAlerts(const std::optional<OutboxSnapshot> &previous,
                                    const OutboxSnapshot &current, const NotifyThresholds &notify);

// The figures of earlier refreshes, per profile: the previous snapshot (for alerts and the change
// column) and a short trend of pending and dead (the sparkline). The console keeps it for its
// session; outboxctl overview keeps it in a file between runs (load/save), so that each run shows
// the change since the one before.
class OverviewHistory {
public:
    static constexpr int kTrendLength = 30;
    // Far more than kTrendLength points of hundreds of profiles take.
    static constexpr qint64 kMaxFileBytes = 8 * 1024 * 1024;

    struct Point {
        QDateTime at;
        qint64 pending = 0;
        qint64 dead = 0;
    };

    // Keeps a successful snapshot (failed ones change nothing: the change stays against the last
    // figures known).
    void record(const OutboxSnapshot &snapshot);
    std::optional<OutboxSnapshot> previous(const QString &profile) const;
    QList<Point> trend(const QString &profile) const;
    // Drops profiles not in names (deleted or renamed).
    void keepOnly(const QStringList &names);

    // The default file: ~/.local/share/outbox-console/overview-history.json. A missing file is an
    // empty history; a file that does not read is an error (and the history stays empty).
    static QString defaultFile();
    Status load(const QString &file);
    Status save(const QString &file) const;

private:
    QMap<QString, OutboxSnapshot> m_previous;
    QMap<QString, QList<Point>> m_trend;
};

} // namespace outbox
