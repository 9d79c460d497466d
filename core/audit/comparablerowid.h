#pragma once

#include <QString>

namespace outbox {

// A row id as the audit trail compares it (AuditRecord::namesRow, the local log's search):
// trimmed and in lower case; a UUID written with or without dashes is the same row.
QString comparableRowId(const QString &id);

} // namespace outbox
