#include "schema/relayregistry.h"

#include "schema/consoletable.h"
#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {
constexpr qint64 kForgetAfterMs = 24 * 3600 * 1000; // a killed relay's row, removed by the next

QString quotedName(const DatabaseSession &session) {
    return session.dialect().quoteIdentifier(QString::fromLatin1(RelayRegistry::kName));
}
} // namespace

QString RelayHeartbeat::who() const {
    return CoreText::tr("%1 on %2 (pid %3)")
        .arg(agent.isEmpty() ? u"relay"_s : agent, host.isEmpty() ? u"?"_s : host)
        .arg(pid);
}

QString RelayRegistry::ddl(DatabaseKind kind) {
    return u"CREATE TABLE %1 (\n    relay_id VARCHAR(64) NOT NULL PRIMARY KEY,\n    outbox_table "
           "VARCHAR(255) NOT NULL,\n    host VARCHAR(255) NOT NULL,\n    pid BIGINT NOT NULL,\n    "
           "agent VARCHAR(64) NOT NULL,\n    profile VARCHAR(255),\n    destination %2,\n    "
           "started_ms BIGINT NOT NULL,\n    beat_ms BIGINT NOT NULL,\n    delivered BIGINT NOT "
           "NULL,\n    dead BIGINT NOT NULL,\n    paused SMALLINT NOT NULL\n)%3;"_s.arg(
               QString::fromLatin1(kName), consoleTextType(kind), consoleTableOptions(kind));
}

Status RelayRegistry::beat(const DatabaseSession &session, const RelayHeartbeat &h) {
    const QString name = quotedName(session);
    const auto failed = [](const QSqlQuery &q) {
        return Error::failed(CoreText::tr("The relay's heartbeat in %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    };
    QSqlQuery q(session.database());
    q.prepare(
        u"UPDATE %1 SET beat_ms = ?, delivered = ?, dead = ?, paused = ? WHERE relay_id = ?"_s.arg(
            name));
    q.addBindValue(h.beatAt.toMSecsSinceEpoch());
    q.addBindValue(h.delivered);
    q.addBindValue(h.dead);
    q.addBindValue(h.paused ? 1 : 0);
    q.addBindValue(h.relayId);
    if (!q.exec())
        return failed(q);
    if (q.numRowsAffected() > 0)
        return Done{};
    // The first beat: the row, and the rows of relays of this table that were killed long ago.
    q.prepare(u"DELETE FROM %1 WHERE outbox_table = ? AND beat_ms < ?"_s.arg(name));
    q.addBindValue(h.table);
    q.addBindValue(h.beatAt.toMSecsSinceEpoch() - kForgetAfterMs);
    if (!q.exec())
        return failed(q);
    q.prepare(u"INSERT INTO %1 (relay_id, outbox_table, host, pid, agent, profile, destination, "
              "started_ms, beat_ms, delivered, dead, paused) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, "
              "?, ?, ?)"_s.arg(name));
    q.addBindValue(h.relayId);
    q.addBindValue(h.table);
    q.addBindValue(h.host.left(255));
    q.addBindValue(h.pid);
    q.addBindValue(h.agent.left(64));
    q.addBindValue(h.profile.left(255));
    q.addBindValue(h.destination);
    q.addBindValue(h.startedAt.toMSecsSinceEpoch());
    q.addBindValue(h.beatAt.toMSecsSinceEpoch());
    q.addBindValue(h.delivered);
    q.addBindValue(h.dead);
    q.addBindValue(h.paused ? 1 : 0);
    if (!q.exec())
        return failed(q);
    return Done{};
}

Status RelayRegistry::remove(const DatabaseSession &session, const QString &relayId) {
    QSqlQuery q(session.database());
    q.prepare(u"DELETE FROM %1 WHERE relay_id = ?"_s.arg(quotedName(session)));
    q.addBindValue(relayId);
    if (!q.exec())
        return Error::failed(CoreText::tr("Removing the relay from %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    return Done{};
}

bool RelayHeartbeat::isFromTheFuture(const QDateTime &now) const {
    return silentFor(now) < -qint64(RelayRegistry::kClockSkewSeconds);
}

bool RelayHeartbeat::isLive(const QDateTime &now) const {
    return !isFromTheFuture(now) && silentFor(now) <= RelayRegistry::kStaleSeconds;
}

Result<QList<RelayHeartbeat>> RelayRegistry::relaysOf(const DatabaseSession &session,
                                                      const QString &table, const QDateTime &now,
                                                      bool includeStale) {
    QList<RelayHeartbeat> relays;
    if (!exists(session))
        return relays;
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT relay_id, host, pid, agent, profile, destination, started_ms, beat_ms, "
              "delivered, dead, paused FROM %1 WHERE outbox_table = ? ORDER BY started_ms, "
              "relay_id"_s.arg(quotedName(session)));
    q.addBindValue(table);
    if (!q.exec())
        return Error::failed(CoreText::tr("Reading the relays from %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    while (q.next()) {
        RelayHeartbeat h;
        h.relayId = q.value(0).toString();
        h.table = table;
        h.host = q.value(1).toString();
        h.pid = q.value(2).toLongLong();
        h.agent = q.value(3).toString();
        h.profile = q.value(4).toString();
        h.destination = q.value(5).toString();
        h.startedAt = QDateTime::fromMSecsSinceEpoch(q.value(6).toLongLong(), Qt::UTC);
        h.beatAt = QDateTime::fromMSecsSinceEpoch(q.value(7).toLongLong(), Qt::UTC);
        h.delivered = q.value(8).toLongLong();
        h.dead = q.value(9).toLongLong();
        h.paused = q.value(10).toInt() != 0;
        if (includeStale || h.isLive(now))
            relays.append(h);
    }
    return relays;
}

} // namespace outbox
