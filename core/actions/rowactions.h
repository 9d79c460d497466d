#pragma once

#include "audit/auditrecord.h"
#include "query/outboxreader.h"
#include "settings/profile.h"
#include "util/progress.h"

#include <QMap>
#include <QStringList>

#include <atomic>
#include <functional>

namespace outbox {

struct ActionOutcome {
    qint64 changed = 0;
    qint64 skipped = 0;    // no longer in the state the user saw
    qint64 notReached = 0; // left untouched because the user cancelled
    bool cancelled = false;
    QString summary; // "N retried, M skipped (no longer dead)"
    QStringList ids; // the rows the change was for (changed or skipped), as stored
    // The rows it changed, as stored, where the change locks its rows first (retry, mark done,
    // and every change that keeps side rows): the rest of ids were skipped or not reached.
    QStringList changedIds;
};

// Who is acting and why: filled in by the CLI or the GUI, checked before any change.
struct ActionContext {
    std::optional<Profile> profile;
    QString reason;
    AuditLog auditLog;
    int batchSize = 1000;
    ProgressCallback progress;
    const CancelToken *cancel = nullptr;
};

// Read-only profiles refuse every change; prod profiles need a reason.
Status checkChangeAllowed(const ActionContext &context, const QString &action);

// Retry ---------------------------------------------------------------------------------------
struct RetryRequest {
    RowFilter filter; // state is forced to dead
    QString group;    // error signature or its short id; empty: any
    int limit = 100;  // the CLI clamps to 1..10000 as the reference does
};

struct PlannedRow {
    QString id;
    QString operation;
    std::optional<int> attempts;
    QString lastError;
    QDateTime processedAt;
    QDateTime createdAt;
    QString payloadText; // move/promote rows only (the target check reads it)
};

enum class TargetCheck { NotMade, Made };

// A retry resolved to a frozen list of ids, oldest first, with its preview.
struct RetryPlan {
    QStringList ids;
    QList<PlannedRow> preview; // the first previewLimit rows, oldest first
    QMap<QString, qint64> byOperation;
    QMap<QString, qint64> byGroup; // signature → count
    QString description;           // the request, for the audit record
    TargetCheck targetCheck = TargetCheck::NotMade;
    QStringList targetExists; // move/promote rows whose target already exists
    // copy/move/promote rows that failed for a missing source which is still missing: a retry
    // fails again (the target check looks their sources up)
    QStringList sourceMissing;
    // rows whose target or source key the relay refuses (normalizeObjectKey): a retry fails again
    QStringList keyInvalid;
    // The rows a retry can succeed for, as far as the checks know: ids without the flagged ones.
    QStringList unflaggedIds() const;
    bool hasFlags() const; // any row flagged by the target check
    static constexpr int kPreviewLimit = 10000;
};

Result<RetryPlan> planRetry(const OutboxReader &reader, const RetryRequest &request);
Result<ActionOutcome> applyRetry(const OutboxReader &reader, const RetryPlan &plan,
                                 const ActionContext &context);

// Mark done -----------------------------------------------------------------------------------
Result<ActionOutcome> markDone(const OutboxReader &reader, const QStringList &ids,
                               const ActionContext &context);

// Retry now: pending rows waiting for their next attempt become due at once (Vortos
// next_attempt_at; FennFlow the relay's schedule in the delivery table). Attempts are kept.
Result<ActionOutcome> retryNow(const OutboxReader &reader, const QStringList &ids,
                               const ActionContext &context);

// Release: stuck rows (OutboxRow::isStuck: in flight long after a consumer claimed them) go back
// to ready where they are still in flight, so a relay claims them again; attempts and errors are
// kept. A consumer that still holds one would deliver it twice: the confirmation says so.
Result<ActionOutcome> releaseRows(const OutboxReader &reader, const QStringList &ids,
                                  const ActionContext &context);

// Park: dead rows of a table delivered in order per key (FennFlow) stay dead and readable, but no
// longer hold their key's later rows back (relay/deliveryorder.h); unpark undoes that. A retry or
// mark done of a parked row removes its parked entry. Needs the parked rows' table (relay init).
Result<ActionOutcome> parkRows(const OutboxReader &reader, const QStringList &ids,
                               const ActionContext &context);
Result<ActionOutcome> unparkRows(const OutboxReader &reader, const QStringList &ids,
                                 const ActionContext &context);

// Purge ---------------------------------------------------------------------------------------
// "30d", "12h", "90m", "2w" → seconds.
Result<qint64> parseRetention(const QString &text);

struct PurgeRequest {
    qint64 olderThanSeconds = 30 * 86400; // sent rows created before now − this
    QDateTime now;                        // invalid: the current time
};
Result<qint64> countPurgeable(const OutboxReader &reader, const PurgeRequest &request);
// Sent rows purge never deletes because their created_at cannot be compared with a date (SQLite:
// stored as a number); 0 where the column only takes times.
Result<qint64> countUnpurgeableTimes(const OutboxReader &reader);
Result<ActionOutcome> purgeSent(const OutboxReader &reader, const PurgeRequest &request,
                                const ActionContext &context);

} // namespace outbox
