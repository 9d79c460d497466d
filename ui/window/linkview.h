#pragma once

#include "links/outboxlink.h"
#include "ui/filter/filterstate.h"

#include <optional>

namespace outbox::ui {

// Links and what the window shows, in one place: the names a link gives the filter bar's search
// fields, and the link of a view.

// The filter bar's field a link's search names ("error", "payload", "kind", "id",
// "aggregate"); nullopt for another name.
std::optional<SearchField> searchFieldOfLink(const QString &name);

// The link to what the rows show on profile: the current row (rowId) where there is one, else the
// error group, the state, the first search (a link carries one) and the created window, as
// absolute times (a preset as of when it was chosen: a colleague opens the same rows later).
// *droppedSearches: how many further searches the link leaves out.
outbox::OutboxLink linkOfView(const QString &profile, const FilterState &filter,
                              const QString &rowId, int *droppedSearches = nullptr);

} // namespace outbox::ui
