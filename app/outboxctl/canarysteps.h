#pragma once

#include "cli.h"

#include "actions/canaryredrive.h"
#include "actions/replay.h"

#include <optional>

namespace outbox::cli {

// retry --canary and replay --canary: their options, what the run is about to do, and the run.

// --canary, --abort-ratio, --rate and --settle-timeout, in the order the command's help lists
// them, worded for a retry or a replay.
QList<QCommandLineOption> canaryOptions(CanaryRun::Kind kind);
// The run asked for, nothing without --canary; invalid input for a value that is not one, or for
// --rate, --abort-ratio or --settle-timeout without --canary.
Result<std::optional<CanaryOptions>> readCanaryOptions(const QCommandLineParser &parser);

// Before a canary run of rows rows: its steps, and whether a relay is there to settle the canary.
void describeCanary(Context &context, CanaryRun::Kind kind, qint64 rows,
                    const CanaryOptions &options);
// The redrive, its progress on stderr; "Reset N outbox entries to pending." on stdout.
int runCanaryRedrive(Context &context, const RetryPlan &plan, const CanaryOptions &options,
                     const ActionContext &change);
// The replay in steps, its progress on stderr; "Replayed N rows." on stdout.
int runCanaryReplay(Context &context, const ReplayPlan &plan, const CanaryOptions &options,
                    const ActionContext &change);

} // namespace outbox::cli
