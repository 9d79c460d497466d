#include "ui/window/linkview.h"

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The link's name of each field it can carry, in the order a view's search is chosen.
const QList<std::pair<QString, SearchField>> &linkFields() {
    static const QList<std::pair<QString, SearchField>> fields{
        {u"error"_s, SearchField::ErrorContains},
        {u"payload"_s, SearchField::PayloadContains},
        {u"kind"_s, SearchField::Kind},
        {u"id"_s, SearchField::Id},
        {u"aggregate"_s, SearchField::AggregateId}};
    return fields;
}

} // namespace

std::optional<SearchField> searchFieldOfLink(const QString &name) {
    for (const auto &[linkName, field] : linkFields())
        if (linkName == name)
            return field;
    return std::nullopt;
}

OutboxLink linkOfView(const QString &profile, const FilterState &filter, const QString &rowId,
                      int *droppedSearches) {
    OutboxLink link;
    link.profile = profile;
    int dropped = 0;
    if (!rowId.isEmpty()) {
        link.row = rowId;
    } else {
        link.group = filter.errorGroup;
        link.state = filter.state;
        for (const auto &[linkName, field] : linkFields()) {
            const QString text = filter.texts.value(field);
            if (text.isEmpty())
                continue;
            if (!link.searchField.isEmpty()) {
                ++dropped;
                continue;
            }
            link.searchField = linkName;
            link.searchText = text;
        }
        if (!filter.texts.value(SearchField::PayloadKeyValue).isEmpty())
            ++dropped;
        if (filter.created != CreatedRange::Any) {
            link.createdFrom = filter.createdFrom;
            link.createdTo = filter.createdTo;
        }
    }
    if (droppedSearches)
        *droppedSearches = dropped;
    return link;
}

} // namespace outbox::ui
