#pragma once

#include "actions/canaryredrive.h"
#include "actions/rowactions.h"

namespace outbox {

// Replay: sent rows copied as new ready rows in the writer's style (FormatRows::copyInsert: a new
// id, FennFlow a new event_id), so that the relay delivers them again: for a consumer that lost
// what it was sent. The originals are left as they are; each copy is recorded beside the outbox
// (outbox_console_copies: copy → original) and in the audit trail. Copies of one key are written
// in the order of their originals, after every row of the key already there.

struct ReplayRequest {
    RowFilter filter; // its states, where given, must be sent: nothing else is replayed
    int limit = 1000; // at most this many rows, the oldest first (1..10000)
};

// A replay resolved to a frozen list of sent rows, oldest first, with what the dry run shows.
struct ReplayPlan {
    QStringList ids;
    QList<OutboxRow> preview; // the first kPreviewLimit rows, as the reader shows them (masked)
    QMap<QString, qint64> byKind;
    // The per-key order check: the rows whose copy would land behind a newer row of its key (the
    // consumer would see the old event after the newer one), and how many keys were not checked
    // (at most kKeysChecked are looked up).
    qint64 keys = 0;
    QStringList behindNewer;
    qint64 keysNotChecked = 0;
    QString description; // the request, for the audit record
    static constexpr int kPreviewLimit = 1000;
    static constexpr int kKeysChecked = 500;
};

// Refused (invalid input, nothing read beyond what tells): a filter on another state than sent; a
// named id (filter.ids, filter.id) that does not exist or is not sent; a table whose format offers
// no copies of its rows (the resend's rule).
Result<ReplayPlan> planReplay(const OutboxReader &reader, const ReplayRequest &request);

struct ReplayOutcome {
    ActionOutcome action;      // changed: the rows copied; skipped: gone or no longer sent
    QStringList copyIds;       // the new rows, in the order written
    QStringList copiedFromIds; // for each copy, its original
};

// Writes the copies in batches (context.batchSize, at most 500 rows a transaction), each batch
// with its copies' entries and the audit row; audited before anything is written. Needs the
// console's copies table (relay init). Rows purged since the plan are skipped.
Result<ReplayOutcome> applyReplay(const OutboxReader &reader, const ReplayPlan &plan,
                                  const ActionContext &context);

// The replay in steps (CanaryRun): the copies of the first options.canary rows first; the rest,
// at the rate, only while at most the abort ratio of the copies the relay settled failed. Each
// step is a replay of its own (audited as one); the whole gets a "replay-canary" record.
Result<RedriveOutcome> canaryReplay(const OutboxReader &reader, const ReplayPlan &plan,
                                    const CanaryOptions &options, const ActionContext &context,
                                    const RedriveProgress &progress = {});

} // namespace outbox
