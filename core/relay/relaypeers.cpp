#include "relay/relaypeers.h"
#include "util/coretr.h"

#include <QMap>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

using namespace Qt::StringLiterals;

namespace outbox {

Result<qint64> backendProcessId(const DatabaseSession &session) {
    if (session.spec().kind != DatabaseKind::PostgreSQL)
        return qint64(0);
    QSqlQuery q(session.database());
    if (!q.exec(u"SELECT pg_backend_pid()"_s) || !q.next())
        return Error::failed(
            CoreText::tr("Could not read the server process id: %1").arg(q.lastError().text()));
    return q.value(0).toLongLong();
}

Result<RelayPeers> findRelayPeers(const DatabaseSession &session, const OutboxTable &table,
                                  const PidList &excludePids, int samples, int intervalMs) {
    RelayPeers peers;
    auto registered =
        RelayRegistry::relaysOf(session, table.name.display(), QDateTime::currentDateTimeUtc());
    if (!registered)
        return registered.error();
    peers.registered = *registered;
    if (session.spec().kind != DatabaseKind::PostgreSQL)
        return peers;
    peers.known = true;
    // PostgreSQL only (pg_locks, pg_stat_activity): the relation by its quoted qualified name,
    // bound as a value, so to_regclass() resolves it exactly as the relay's queries do.
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    if (!q.prepare(u"SELECT l.pid, COALESCE(a.application_name, ''), "
                   "COALESCE(host(a.client_addr), 'local') FROM pg_locks l "
                   "LEFT JOIN pg_stat_activity a ON a.pid = l.pid "
                   "WHERE l.locktype = 'relation' AND l.mode = 'RowShareLock' AND l.granted "
                   "AND l.relation = to_regclass(?) AND l.pid <> pg_backend_pid()"_s))
        return Error::failed(
            CoreText::tr("Could not look for other relays: %1").arg(q.lastError().text()));
    QMap<qint64, QString> seen;
    for (int i = 0; i < qMax(1, samples); ++i) {
        if (i > 0 && intervalMs > 0)
            QThread::msleep(ulong(intervalMs));
        const QList<qint64> excluded = excludePids ? excludePids() : QList<qint64>();
        q.addBindValue(session.dialect().qualified(table.name));
        if (!q.exec())
            return Error::failed(
                CoreText::tr("Could not look for other relays: %1").arg(q.lastError().text()));
        while (q.next()) {
            const qint64 pid = q.value(0).toLongLong();
            if (excluded.contains(pid))
                continue;
            const QString app = q.value(1).toString();
            seen.insert(pid,
                        u"%1@%2 (pid %3)"_s.arg(app.isEmpty() ? u"?"_s : app, q.value(2).toString())
                            .arg(pid));
        }
    }
    peers.sessions = int(seen.size());
    peers.who = seen.values();
    return peers;
}

void OwnSessions::track(const DatabaseSession &session, qint64 *previous) {
    const auto pid = backendProcessId(session);
    QMutexLocker lock(&m_mutex);
    if (*previous)
        m_pids.removeAll(*previous);
    *previous = pid ? *pid : 0;
    if (*previous)
        m_pids.append(*previous);
}

void OwnSessions::remove(qint64 pid) {
    QMutexLocker lock(&m_mutex);
    m_pids.removeAll(pid);
}

QList<qint64> OwnSessions::pids() const {
    QMutexLocker lock(&m_mutex);
    return m_pids;
}

} // namespace outbox
