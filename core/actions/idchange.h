#pragma once

#include "actions/batchchange.h"

namespace outbox {

// What the changes of rows share beyond the batch engine: the checks before any change, and a
// change of the rows a frozen list of ids names (mark done, retry now, release, park, archive).

// The change rules and a vocabulary known enough: the format offers the change, the profile
// allows it (read-only, prod's reason), the statuses are known.
Status checkRowChange(const OutboxReader &reader, const ActionContext &context,
                      const QString &action);
// The same for a change of rows named by id, which needs at least one (noIds says so).
Status checkIdsChange(const OutboxReader &reader, const QStringList &rawIds,
                      const ActionContext &context, const QString &action, const QString &noIds);
// A change of the rows of a frozen list of ids in one of the given states.
BatchChange idsChange(const QString &action, const QStringList &requiredStatuses,
                      qsizetype idCount);
// The ids as the table stores them, each once; an id that cannot be one is an error.
Result<QStringList> storedIds(const OutboxReader &reader, const QStringList &rawIds);

} // namespace outbox
