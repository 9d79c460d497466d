#pragma once

#include "actions/rowactions.h"

#include <optional>

namespace outbox {

// Archive: dead rows the user knows to be junk leave the counts, state chips, error groups,
// gauges and notifications without being deleted or called sent (RowState::Archived), for good or
// until an expiry. A frozen list of ids, never "the group": a later failure of the same kind is a
// new dead row and shows. The rows themselves are not changed (dead, readable, still holding
// their key back under in-order delivery); their entries in the console's table
// outbox_console_archived say it. Unarchive removes the entries. Both are audited, in batches,
// and need that table (relay init).

// The dead rows of ids archived (an archived row's entry is renewed with the new expiry); rows
// not dead, superseded, or gone are skipped. expiresAt: when they count as dead again (UTC);
// unset: until unarchived.
Result<ActionOutcome> archiveRows(const OutboxReader &reader, const QStringList &ids,
                                  const std::optional<QDateTime> &expiresAt,
                                  const ActionContext &context);
// The entries of ids removed: they count as dead again. Rows without an entry are skipped.
Result<ActionOutcome> unarchiveRows(const OutboxReader &reader, const QStringList &ids,
                                    const ActionContext &context);

} // namespace outbox
