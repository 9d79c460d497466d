#pragma once

#include "query/outboxreader.h"

namespace outbox {

// The rows a change names by id, as stored (never masked: a change writes or sends from them),
// oldest first. Ids are normalised for the table and each counted once; at most
// RowFilter::kMaxIds. An id that names no row is refused (invalid input), naming it and the
// table, with consequence appended ("Nothing was sent.").
Result<QList<OutboxRow>> namedRows(const OutboxReader &reader, const QStringList &ids,
                                   const QString &consequence);

} // namespace outbox
