#pragma once

#include "audit/auditrecord.h"
#include "connection/databasesession.h"
#include "schema/formatrows.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariantList>

#include <utility>

namespace outbox {

class SqlDialect;
struct OutboxTable;

// What replay and import share: new rows written as the writer writes them (FormatRows::
// copyInsert), each recorded in the console's table outbox_console_copies beside the row it
// copies, at strictly increasing times so that the copies of one key keep their order.

using SqlStatements = QList<std::pair<QString, QVariantList>>;

// The copy's times: now, but each at least a millisecond after the one before.
class CopyClock {
public:
    QDateTime next();

private:
    QDateTime m_last;
};

// The row a copy is made of: its kind, payload (in the writer's encoding), aggregate, and the id
// it is traced to (the original row, or the exported row an import read).
struct CopySource {
    QString sourceId;
    QString kind;
    QString payload;
    QString aggregateType;
    QString aggregateId;
};

// The statements that write one copy and its entry (action: "replay", "import"); the new row's id
// goes to *newId.
SqlStatements copyStatements(const OutboxTable &table, const SqlDialect &dialect,
                             const CopySource &source, const QString &action, CopyClock &clock,
                             QString *newId);

// The end of a change's transaction: the audit table's row (where the table exists), the commit,
// then the local audit log's record of the outcome. An error (nothing committed) says why; the
// caller rolls back and records the failure.
Status commitAudited(const DatabaseSession &session, const AuditRecord &record,
                     const AuditLog &auditLog);

} // namespace outbox
