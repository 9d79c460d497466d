#pragma once

#include "actions/rowactions.h"

#include <functional>

namespace outbox {

// A redrive that watches its own result: a retry of a frozen set of dead rows that first resets a
// few of them (the canary), waits until the relay has settled those (delivered, or failed again),
// and goes on only while the share that failed again stays at most the abort ratio; then the rest
// in steps at a rate, stopping by itself as soon as the failure ratio of the rows redriven so far
// passes the threshold. Every step is a retry of its own (audited as one); the whole redrive gets
// a record of its outcome. Needs a relay working the table: without one, the canary never settles
// and the redrive stops when the settle timeout passes (RelayRegistry tells whether one runs).

struct CanaryOptions {
    int canary = 10;         // rows reset first
    double abortRatio = 0.2; // stop when more than this share of the settled rows failed again
    double rate = 0;         // rows per second after the canary; 0: the rest in one step
    int settleTimeoutSeconds = 600; // the canary (and the final wait) settles within this
    int pollMilliseconds = 1000;    // how often the redriven rows' states are read
    // The rest's steps are judged by the rows settled so far: at least this many before a
    // ratio stops the redrive (the canary's size when 0).
    int minimumSettled = 0;

    // The options as given, or what is wrong with them (the message names the option).
    Status validate() const;
};

// Where the redriven rows stand.
struct RedriveTally {
    qint64 retried = 0;     // reset to pending (a replay: copied) so far
    qint64 succeeded = 0;   // delivered since
    qint64 failedAgain = 0; // failed again (dead again, or pending with a new error)
    qint64 unsettled = 0;   // not tried yet
    qint64 settled() const { return succeeded + failedAgain; }
    double failureRatio() const { return settled() ? double(failedAgain) / settled() : 0.0; }
};

struct RedriveStep {
    enum class Phase { Canary, WaitingForCanary, Step, WaitingAtEnd };
    Phase phase = Phase::Canary;
    int step = 0; // 1-based among the steps after the canary
    int steps = 0;
    RedriveTally tally;
};
using RedriveProgress = std::function<void(const RedriveStep &)>;

enum class RedriveStop {
    Completed,     // every row was redriven and the ratio stayed under the threshold
    CanaryFailed,  // the canary's failure ratio passed the threshold: nothing more was reset
    RatioExceeded, // a later step's ratio passed it: the rest was not reset
    NotSettled,    // the canary did not settle in time (is a relay running?)
    Cancelled,
};

struct RedriveOutcome {
    RedriveStop stop = RedriveStop::Completed;
    RedriveTally tally;
    qint64 notRetried = 0; // rows of the frozen set not reached (left dead, or not copied)
    QString summary;       // for people, translated: counts and why it stopped
    QString auditSummary;  // the same in English, for the audit record
};

// The rows' states, for the tally: those of ids (stored ids) that the relay has not tried yet are
// unsettled.
Result<RedriveTally> tallyRedriven(const OutboxReader &reader, const QStringList &ids);

// What a watched run does with each slice of its frozen set, and which rows' fate it then
// watches: a retry resets dead rows and watches them; a replay writes copies and watches those.
struct CanaryStepResult {
    QStringList watched; // the rows the relay now settles (only those this step acted on)
    qint64 acted = 0;    // rows reset or copied
    bool cancelled = false;
};

// A run in steps watched by its result: the engine under canaryRedrive and the replay's canary.
struct CanaryRun {
    enum class Kind { Retry, Replay }; // the words of its summary
    Kind kind = Kind::Retry;
    QString auditAction; // the record of the whole run, e.g. "retry-canary"
    QString description; // the request, for that record
    QStringList ids;     // the frozen set, oldest first (the canary: the first of them)
    // Acts on one slice as an action of its own (its own audit records); what names the slice
    // ("canary of 5 rows", "step 2 of 3") for those records; context: the run's, without its
    // progress.
    std::function<Result<CanaryStepResult>(const QStringList &ids, const QString &what,
                                           const ActionContext &context)>
        step;
};

// A run that applies a frozen plan (RetryPlan, ReplayPlan: ids and description) narrowed to each
// slice, described as "<plan> (<label>: <slice>)" for the slice's audit record; apply(slice,
// context) acts and says what it did. The run keeps its own copy of plan.
template <typename Plan, typename Apply>
CanaryRun planCanaryRun(CanaryRun::Kind kind, const QString &auditAction, const Plan &plan,
                        const QString &label, Apply apply) {
    CanaryRun run;
    run.kind = kind;
    run.auditAction = auditAction;
    run.description = plan.description;
    run.ids = plan.ids;
    run.step = [plan, label, apply](const QStringList &ids, const QString &what,
                                    const ActionContext &context) -> Result<CanaryStepResult> {
        Plan slice = plan;
        slice.ids = ids;
        slice.description = QStringLiteral("%1 (%2: %3)").arg(plan.description, label, what);
        return apply(slice, context);
    };
    return run;
}

// Runs run in steps as options say; the caller has checked that its action is allowed.
// Blocks (a worker thread or the CLI); context.cancel stops it between steps and waits.
Result<RedriveOutcome> runCanary(const OutboxReader &reader, const CanaryRun &run,
                                 const CanaryOptions &options, const ActionContext &context,
                                 const RedriveProgress &progress = {});

// Runs the redrive over plan.ids, oldest first (the canary: the first options.canary of them).
// Blocks (a worker thread or the CLI); context.cancel stops it between steps and waits.
Result<RedriveOutcome> canaryRedrive(const OutboxReader &reader, const RetryPlan &plan,
                                     const CanaryOptions &options, const ActionContext &context,
                                     const RedriveProgress &progress = {});

} // namespace outbox
