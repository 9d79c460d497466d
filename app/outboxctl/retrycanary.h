#pragma once

#include "cli.h"

#include "actions/canaryredrive.h"

#include <optional>

namespace outbox::cli {

// retry --canary: its options, what it is about to do, and the redrive itself.

// --canary, --abort-ratio, --rate and --settle-timeout, in the order retry's help lists them.
QList<QCommandLineOption> canaryOptions();
// The redrive asked for, nothing without --canary; invalid input for a value that is not one,
// or for --rate, --abort-ratio or --settle-timeout without --canary.
Result<std::optional<CanaryOptions>> readCanaryOptions(const QCommandLineParser &parser);

// Before a canary redrive: its steps, and whether a relay is there to settle the canary.
void describeCanary(Context &context, const RetryPlan &plan, const CanaryOptions &options);
// The redrive, its progress on stderr; "Reset N outbox entries to pending." on stdout.
int runCanaryRedrive(Context &context, const RetryPlan &plan, const CanaryOptions &options,
                     const ActionContext &change);

} // namespace outbox::cli
