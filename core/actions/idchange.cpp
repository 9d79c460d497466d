#include "actions/idchange.h"

#include "query/filtersql.h"

using namespace Qt::StringLiterals;

namespace outbox {

Status checkRowChange(const OutboxReader &reader, const ActionContext &context,
                      const QString &action) {
    if (auto offered = checkChangeOffered(reader.table(), action); !offered)
        return offered.error();
    if (auto allowed = checkChangeAllowed(context, action); !allowed)
        return allowed.error();
    return checkVocabularyKnown(reader.table(), action);
}

Status checkIdsChange(const OutboxReader &reader, const QStringList &rawIds,
                      const ActionContext &context, const QString &action, const QString &noIds) {
    if (auto allowed = checkRowChange(reader, context, action); !allowed)
        return allowed.error();
    if (rawIds.isEmpty())
        return Error::invalid(noIds);
    return Done{};
}

BatchChange idsChange(const QString &action, const QStringList &requiredStatuses,
                      qsizetype idCount) {
    BatchChange change;
    change.action = action;
    change.requiredStatuses = requiredStatuses;
    change.description = u"ids=%1"_s.arg(idCount);
    return change;
}

Result<QStringList> storedIds(const OutboxReader &reader, const QStringList &rawIds) {
    const OutboxTable &table = reader.table();
    QStringList ids;
    for (const QString &raw : rawIds) {
        auto id = normalizeRowId(table, raw);
        if (!id)
            return id.error();
        // A UUID spelled otherwise than the writer spells it: the row as stored, if it is there.
        if (!writerSpelling(table, *id).isEmpty())
            if (auto stored = reader.row(*id))
                *id = stored->id;
        if (!ids.contains(*id))
            ids.append(*id);
    }
    return ids;
}

} // namespace outbox
