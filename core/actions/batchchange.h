#pragma once

#include "actions/rowactions.h"

#include <functional>
#include <optional>
#include <utility>

namespace outbox {

// The engine under every change of rows (retry, mark done, retry now, release, park, unpark,
// purge, replay): a change described once as a BatchChange, applied to the rows a BatchSource names
// in batches. Each batch is one transaction holding the change, the side-table cleanup and the
// audit row, and touches only rows still in the state the user saw; the change is audited on disk
// before anything changes and after every batch; progress after every batch, cancel between
// batches.

struct BatchChange {
    QString action;    // audit action name
    QString setClause; // "status = ?, …"
    QVariantList setValues;
    QStringList requiredStatuses; // the state the user saw
    QString changedWord;          // "retried", "marked done", "deleted" (the audit record)
    QString skippedWhy;           // "no longer dead" (the audit record)
    // The same for people, translated: "5 retried", "2 skipped (no longer dead)".
    QString (*changedText)(qint64 n) = nullptr;
    QString (*skippedText)(qint64 n) = nullptr;
    bool deleteRows = false; // DELETE instead of UPDATE
    // Neither: the rows still in the state seen are read (not locked) and left as they are, and
    // the change is what alongside writes for them (a replay's copies).
    bool keepRows = false;
    // FennFlow: the changed rows' side rows (delivery state, parked entries) are deleted.
    bool clearDeliveryState = false;
    // With clearDeliveryState: the side rows are updated with this instead of deleted (their
    // parked entries are kept).
    QString deliverySetClause;
    // A further condition on the rows to change (the table's own columns), e.g. "not parked".
    QString rowCondition;
    // A condition on other tables, read again once the batch's rows are locked, in a statement of
    // its own that sees what committed while the lock was awaited ("not superseded": a resend
    // takes the same row lock, so a row resent after the list was frozen is skipped, never
    // reset). The rows are locked (and listed) first when it is set.
    QString afterLockCondition;
    // Statements for the rows changed (their stored ids), in the same transaction; an error
    // rolls the batch back (made from what it reads of the locked rows: a replay's copies).
    std::function<Result<QList<std::pair<QString, QVariantList>>>(const QStringList &ids)>
        alongside;
    // A statement run just before the change in its transaction, "%1" the batch's condition on
    // the table (its values bound): a purge's copy into the library's own archive.
    QString copyBeforeChange;
    QString description;
    // Where the attempt log exists: each changed row's attempts, last error and next attempt as
    // they were just before, kept under this event (a retry clears them; AttemptEntry).
    const char *historyEvent = nullptr;
};

// Which rows each batch touches: the next slice of a frozen list of ids, or (a PostgreSQL purge)
// the next slice of the table's blocks, where every row is checked against a condition again.
struct BatchSource {
    QStringList ids;
    std::optional<SqlCondition> blockCondition; // set: block-range batches
    qint64 blocks = 0;
    qint64 blocksPerBatch = 1;

    // Batches of a frozen list of ids.
    static BatchSource ofIds(QStringList ids) { return BatchSource{std::move(ids), {}, 0, 1}; }
    bool byBlocks() const { return blockCondition.has_value(); }
    qint64 units() const { return byBlocks() ? blocks : ids.size(); }
};

// Applies the change to the source's rows in batches (see above). The outcome counts the rows
// changed, skipped (no longer in the state seen) and not reached (cancelled or stopped).
Result<ActionOutcome> applyInBatches(const OutboxReader &reader, const BatchSource &source,
                                     const BatchChange &change, const ActionContext &context);

} // namespace outbox
