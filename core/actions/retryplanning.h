#pragma once

#include "actions/rowactions.h"
#include "objectstore/objectstore.h"

namespace outbox {

// Retry planning beyond one request: the console's "retry the selected rows" and the target
// check of a plan's move and promote rows, in steps that report progress and can be cancelled.

// The error of a dry run that was cancelled (ErrorKind::Cancelled): what planRetryByIds and
// checkRetryTargets give when they see the cancel, for the callers' own looks at it too.
Error retryPlanCancelledError();

// A retry of rows chosen by id (the rows selected in the console). Each id is planned on its own
// (planRetry with filter.id and limit 1): only the ids whose row is still dead are planned; the
// others (not dead, or gone) are counted in notDead.
struct RetryByIdsPlan {
    RetryPlan plan; // oldest first (created_at, then id); description "selected ids=N"
    int notDead = 0;
};

// Ids given twice count once. Reports progress (total: the distinct ids) every 25 ids and after
// the last; a cancel seen between two ids gives an ErrorKind::Cancelled error.
Result<RetryByIdsPlan> planRetryByIds(const OutboxReader &reader, const QStringList &ids,
                                      const ProgressCallback &progress = {},
                                      const CancelToken *cancel = nullptr);

// The move and promote rows of a plan (from its counts by operation, so beyond the preview too):
// the rows whose target checkRetryTargets looks up.
qint64 retryTargetCandidates(const RetryPlan &plan);

struct RetryTargetCheckOptions {
    int limit = 1000;          // at most this many move/promote rows of the preview are looked up
    int chunk = 50;            // rows between two looks at cancel and two progress reports
    ProgressCallback progress; // total: the rows to look up; processed: looked up so far
    const CancelToken *cancel = nullptr;
};

struct RetryTargetCheck {
    qint64 candidates = 0;     // the plan's move and promote rows (retryTargetCandidates)
    qint64 checked = 0;        // of them, the rows looked up: the oldest, at most options.limit
    qint64 sourcesChecked = 0; // rows that failed for a missing source whose source was looked up
};
// Whether an error says the object a row reads was missing (NoSuchKey, "not found", 404, an
// expired upload): then the dry run looks the source up again.
bool errorSaysSourceMissing(const QString &error);

// Flags the plan's move/promote rows whose target already exists (the work may be done: mark
// done instead of retrying), oldest first, at most options.limit of them; and the copy, move and
// promote rows that failed for a missing source (errorSaysSourceMissing) whose source is still
// missing (a retry would fail again); and the rows whose key the relay refuses (a ".." segment,
// a control character, too long: normalizeObjectKey), which fail again too and are never looked
// up. On success the plan's targetExists, sourceMissing and keyInvalid list them and its
// targetCheck is Made; on a failure or a cancel (an ErrorKind::Cancelled error) the
// plan is left as it was.
Result<RetryTargetCheck> checkRetryTargets(RetryPlan &plan, ObjectStore &store,
                                           const RetryTargetCheckOptions &options);

} // namespace outbox
