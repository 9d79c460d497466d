#include "actions/rowcopies.h"

#include "query/filtersql.h"
#include "schema/deliverytable.h"
#include "schema/outboxtable.h"
#include "sql/sqldialect.h"

#include <QSqlError>

using namespace Qt::StringLiterals;

namespace outbox {

QDateTime CopyClock::next() {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_last = m_last.isValid() && now <= m_last ? m_last.addMSecs(1) : now;
    return m_last;
}

SqlStatements copyStatements(const OutboxTable &table, const SqlDialect &d,
                             const CopySource &source, const QString &action, CopyClock &clock,
                             QString *newId) {
    const FormatRows &rows = *table.description().rows;
    const QDateTime at = clock.next();
    const RowCopy copy{rows.newRowIdAt(table, at), source.kind,        source.payload,
                       source.aggregateType,       source.aggregateId, at};
    const BoundSql insert = rows.copyInsert(table, d, copy);
    *newId = copy.id;
    return {{insert.sql, insert.values},
            {u"INSERT INTO %1 (%2, %3, %4, %5) VALUES (?, ?, ?, ?)"_s.arg(
                 d.quoteIdentifier(QString::fromLatin1(CopiedRows::kName)),
                 d.quoteIdentifier(u"copy_id"_s), d.quoteIdentifier(u"source_id"_s),
                 d.quoteIdentifier(u"action"_s), d.quoteIdentifier(u"copied_at"_s)),
             {copy.id, source.sourceId, action,
              d.timestampValue(at, deliveryTimestampStorage(table.timestamps))}}};
}

Status commitAudited(const DatabaseSession &session, const AuditRecord &record,
                     const AuditLog &auditLog) {
    if (AuditTable::exists(session))
        if (auto inserted = AuditTable::insert(session, record); !inserted)
            return inserted.error();
    QSqlDatabase db = session.database();
    if (!db.commit())
        return Error::failed(db.lastError().text());
    (void)auditLog.append(record);
    return Done{};
}

} // namespace outbox
