#pragma once

#include "cli.h"

#include <QCommandLineParser>

#include <functional>
#include <optional>

namespace outbox::cli {

// The steps the commands that change rows share (retry, mark-done, retry-now, park, unpark,
// purge): the change rules, the confirmation, cancel on a signal between batches, and the
// outcome. A step that returns an exit code says the command stops there with it.

// SIGINT/SIGTERM/SIGHUP cancel between batches for as long as this guard lives: the batch under
// way commits, the outcome is recorded, and the command exits 0. SIGHUP is a closed terminal or a
// dropped ssh session, which must not leave committed batches unrecorded.
class InterruptGuard {
public:
    explicit InterruptGuard(CancelToken &token);
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard &) = delete;
    InterruptGuard &operator=(const InterruptGuard &) = delete;
};

// Whether standard input is a terminal someone can answer on.
bool interactive();
// Asks "Continue? [y/N]" (or, on prod profiles, for the profile name). Returns true to go on.
bool confirm(Context &context, const QString &question);

// The change rules (read-only refused, prod needs --reason) for action; the refusal's exit code.
std::optional<int> refuseIfNotAllowed(Context &context, const QCommandLineParser &parser,
                                      const QString &action);
// Without --force: refused with needsConfirmation outside a terminal, else asks question;
// "Aborted." (exit 0) on no.
std::optional<int> confirmUnlessForced(Context &context, const QCommandLineParser &parser,
                                       const QString &needsConfirmation, const QString &question);
// The same, asking "Continue?" (after the command said what it will do).
std::optional<int> confirmUnlessForced(Context &context, const QCommandLineParser &parser,
                                       const QString &needsConfirmation);

// The change's context: --reason, cancel, and a progress line where stderr is a terminal.
ActionContext actionContext(Context &context, const QCommandLineParser &parser,
                            CancelToken &cancel);
// A change under way: for as long as it lives a signal cancels it between batches
// (InterruptGuard), and context is actionContext()'s with that cancel.
class RunningChange {
public:
    RunningChange(Context &context, const QCommandLineParser &parser);
    RunningChange(const RunningChange &) = delete;
    RunningChange &operator=(const RunningChange &) = delete;
    ActionContext &context() { return m_context; }

private:
    CancelToken m_cancel; // before the guard and the context, which point to it
    InterruptGuard m_guard;
    ActionContext m_context;
};

// The exit code of an outcome, saying on stderr when it was cancelled.
int reportOutcome(Context &context, const Result<ActionOutcome> &outcome);

using RowChange = std::function<Result<ActionOutcome>(const ActionContext &)>;
// Runs change with a signal cancelling it between batches (in batches of batchSize, where
// given), prints its summary on stdout and returns the exit code.
int runChange(Context &context, const QCommandLineParser &parser, const RowChange &change,
              std::optional<int> batchSize = std::nullopt);

// A change of the rows named by id that asks no confirmation (retry-now, unpark): --reason, the
// change rules, then the outcome's summary on stdout.
using ChangeOfIds = Result<ActionOutcome> (*)(const OutboxReader &, const QStringList &,
                                              const ActionContext &);
int runChangeOfIds(Context &context, const QStringList &arguments, const QString &description,
                   const QString &idsHelp, const QString &noIds, const QString &action,
                   ChangeOfIds change);

} // namespace outbox::cli
