#pragma once

#include "actions/rowactions.h"
#include "objectstore/objectstore.h"

namespace outbox {

// A one-off promotion of a temporary upload to its permanent key, validated with the reference
// rules and messages (PromoteObjectRequest) plus the object-key rules.
struct PromotionRequest {
    QString temporaryKey;
    QString permanentKey;
    QString temporaryPrefix = QStringLiteral("tmp");
    bool deleteTemporarySource = true;

    static Result<PromotionRequest> create(const QString &temporaryKey, const QString &permanentKey,
                                           const QString &temporaryPrefix = QStringLiteral("tmp"),
                                           bool deleteTemporarySource = true);
    QString describe() const;
};

// What the store holds before anything changes.
struct PromotionCheck {
    ObjectInfo source;                // the temporary object: it exists, or the check fails
    std::optional<ObjectInfo> target; // what the permanent key holds now
    bool wouldOverwrite() const { return target.has_value(); }
};
Result<PromotionCheck> checkPromotion(ObjectStore &store, const PromotionRequest &request);

// What a promotion did, step by step; on failure, what was done before it stopped.
struct PromotionReport {
    bool ok = false;
    bool copied = false;
    bool verified = false;
    bool sourceDeleted = false;
    QString rowId;     // via the outbox: the id of the inserted promote row
    QStringList steps; // "copied tmp/a → assets/a (1234 bytes)", …: translated, for people
    QString error;     // why it stopped, when !ok
    QString summary() const;

    // The steps in English, for the audit record (audit records are not translated).
    QStringList auditSteps;
    QString auditSummary() const;
    void addStep(const QString &english, const QString &translated) {
        auditSteps.append(english);
        steps.append(translated);
    }
};

// Immediately against the store: copy, verify the target (size and ETag match the source), then
// delete the source unless kept. A target that exists is only overwritten with allowOverwrite.
// Refusals and validation come back as errors before anything changes; a failure after the copy
// comes back as a report that says what was done. Always writes an audit record.
Result<PromotionReport> promoteImmediately(ObjectStore &store, const PromotionRequest &request,
                                           bool allowOverwrite, const ActionContext &context);

// Through the outbox: one promote row, exactly as the writer makes it, in its own short
// transaction (with the audit row when the audit table exists), for the relay to carry out.
Result<PromotionReport> enqueuePromotion(const OutboxReader &vortosReader,
                                         const PromotionRequest &request,
                                         const ActionContext &context);

// Flags planned move/promote rows whose target already exists (the work may be done: mark done
// instead of retrying). Looks at most `limit` rows; the plan then says the check was made. The
// one-call form of checkRetryTargets in actions/retryplanning.h (outboxctl retry's target check).
Status checkRetryTargets(RetryPlan &plan, ObjectStore &store, int limit = 1000);

} // namespace outbox
