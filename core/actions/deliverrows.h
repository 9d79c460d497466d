#pragma once

#include "actions/rowactions.h"
#include "relay/relaysetup.h"

namespace outbox {

// Deliver elsewhere: rows published once to another sink (a staging webhook, a file, a broker;
// FennFlow) or carried out once against another object store (Vortos), to reproduce a bug or to
// feed a consumer by hand, without changing their state. Optionally the rows that went through
// and are dead are then marked done (a mark done of its own, audited as one). The rows are read as
// stored (never masked) and go oldest first, the rows of one key in order: after one fails, its
// key's later rows are not tried.

struct DeliverOutcome {
    QStringList delivered;                     // in the order they went
    QList<std::pair<QString, QString>> failed; // id, why
    QStringList notTried;                      // behind a failed row of their key
    QStringList notReached;                    // cancelled before their turn
    std::optional<ActionOutcome> markedDone;   // with markDone
    QString summary;                           // for people, translated
};

// ids: the rows (normalised or not), at most RowFilter::kMaxIds; each must exist. With markDone
// each must be dead (refused up front otherwise, naming it). Audited before anything is sent, the
// outcome after; nothing is sent when the audit record cannot be written. Blocking; sends in
// chunks of context.batchSize rows (at most 50), reporting each to context.progress, and
// context.cancel stops between them (the rest is notReached; with markDone, those delivered are
// still marked done).
Result<DeliverOutcome> deliverRows(const OutboxReader &reader, const QStringList &ids,
                                   const RelayDelivery &delivery, bool markDone,
                                   const ActionContext &context);

} // namespace outbox
