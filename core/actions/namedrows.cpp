#include "actions/namedrows.h"

#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

Result<QList<OutboxRow>> namedRows(const OutboxReader &reader, const QStringList &rawIds,
                                   const QString &consequence) {
    if (rawIds.size() > RowFilter::kMaxIds)
        return Error::invalid(CoreText::tr("At most %1 rows can be named at once, not %2.")
                                  .arg(RowFilter::kMaxIds)
                                  .arg(rawIds.size()));
    QStringList ids;
    for (const QString &id : rawIds) {
        auto normalized = normalizeRowId(reader.table(), id);
        if (!normalized)
            return normalized.error();
        ids.append(*normalized);
    }
    ids.removeDuplicates();
    if (ids.isEmpty())
        return QList<OutboxRow>();
    const OutboxReader stored(reader.session(), reader.table());
    PageRequest request;
    request.filter.ids = ids;
    request.order = SortOrder::OldestFirst;
    request.limit = int(ids.size());
    auto page = stored.page(request);
    if (!page)
        return page.error();
    for (const QString &id : std::as_const(ids))
        if (std::none_of(page->rows.cbegin(), page->rows.cend(), [&](const OutboxRow &r) {
                return r.id.compare(id, Qt::CaseInsensitive) == 0;
            }))
            return Error::invalid(CoreText::tr("Row %1 does not exist in %2. %3")
                                      .arg(id, reader.table().name.display(), consequence));
    return page->rows;
}

} // namespace outbox
