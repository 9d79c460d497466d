#include "audit/auditrecord.h"

#include <QSet>

#include <algorithm>

namespace outbox {

Result<RowHistory> rowHistory(const AuditLog &log, const DatabaseSession &session,
                              const QString &table, const QString &rowId, int limit) {
    RowHistory history;
    QList<AuditRecord> logHashed;
    QList<AttemptEntry> logPrevious;
    auto fromLog =
        log.forRow(session.spec().displayUrl(), table, rowId, limit, &logHashed, &logPrevious);
    if (!fromLog)
        return fromLog.error();
    QList<AuditRecord> tableHashed;
    QList<AuditRecord> fromTable;
    if (AuditTable::exists(session)) {
        auto read = AuditTable::forRow(session, table, rowId, limit, &tableHashed);
        if (!read)
            return read.error();
        fromTable = *read;
        history.auditTableRead = true;
    }
    QSet<QString> named;
    for (const AuditRecord &r : std::as_const(*fromLog)) {
        history.records.append(r);
        named.insert(r.actionKey());
    }
    for (const AuditRecord &r : std::as_const(fromTable)) {
        if (named.contains(r.actionKey()))
            continue; // the local log's record of the same action is already there
        history.records.append(r);
        named.insert(r.actionKey());
    }
    std::stable_sort(history.records.begin(), history.records.end(),
                     [](const AuditRecord &a, const AuditRecord &b) { return a.at > b.at; });
    if (history.records.size() > limit)
        history.records.resize(limit);
    QSet<QString> unsearchable;
    for (const AuditRecord &r : std::as_const(tableHashed)) {
        if (!named.contains(r.actionKey()))
            unsearchable.insert(r.actionKey());
    }
    for (const AuditRecord &r : std::as_const(logHashed)) {
        if (named.contains(r.actionKey()) || unsearchable.contains(r.actionKey()))
            continue;
        // The log kept only a hash; the audit table may list the same action's ids batch by
        // batch. When its listed batches cover every row, the row is known not to be among them.
        if (history.auditTableRead) {
            auto listed = AuditTable::listedRows(session, r);
            if (listed && *listed >= r.rowCount)
                continue;
        }
        unsearchable.insert(r.actionKey());
    }
    history.hashedOnly = unsearchable.size();
    if (AttemptLog::exists(session)) {
        auto attempts = AttemptLog::forRow(session, table, rowId, limit);
        if (!attempts)
            return attempts.error();
        history.attempts = *attempts;
        history.attemptLogRead = true;
    }
    // What retries and mark done cleared while the database had no attempt log: kept in this
    // computer's log.
    QSet<qint64> kept;
    for (const AttemptEntry &e : std::as_const(history.attempts))
        if (e.event != QLatin1String(AttemptEntry::kFailed) &&
            e.event != QLatin1String(AttemptEntry::kDied))
            kept.insert(e.at.toMSecsSinceEpoch());
    for (const AttemptEntry &e : std::as_const(logPrevious))
        if (!kept.contains(e.at.toMSecsSinceEpoch()))
            history.attempts.append(e);
    std::stable_sort(history.attempts.begin(), history.attempts.end(),
                     [](const AttemptEntry &a, const AttemptEntry &b) { return a.at > b.at; });
    if (history.attempts.size() > limit)
        history.attempts.resize(limit);
    return history;
}

} // namespace outbox
