#pragma once

#include <QStringList>
#include <QStringView>

namespace outbox::cli {

class Context;

// outboxctl's commands, one file each (statscommand.cpp, retrycommand.cpp, …): each parses its
// own options (commandoptions.h) and works on the shared Context. Returns the exit code.
int runStats(Context &context, const QStringList &arguments);
int runList(Context &context, const QStringList &arguments);
int runShow(Context &context, const QStringList &arguments);
int runDemo(Context &context, const QStringList &arguments);
int runRetry(Context &context, const QStringList &arguments);
int runMarkDone(Context &context, const QStringList &arguments);
int runPurge(Context &context, const QStringList &arguments);
int runGroups(Context &context, const QStringList &arguments);
int runBlocked(Context &context, const QStringList &arguments);
int runRetryNow(Context &context, const QStringList &arguments);
int runPark(Context &context, const QStringList &arguments);
int runUnpark(Context &context, const QStringList &arguments);
int runResend(Context &context, const QStringList &arguments);
int runReplay(Context &context, const QStringList &arguments);
int runImport(Context &context, const QStringList &arguments);
int runDeliver(Context &context, const QStringList &arguments);
int runArchive(Context &context, const QStringList &arguments);
int runUnarchive(Context &context, const QStringList &arguments);
int runAudit(Context &context, const QStringList &arguments);
int runProfile(Context &context, const QStringList &arguments);
int runPromote(Context &context, const QStringList &arguments);
int runRelay(Context &context, const QStringList &arguments);
int runWorker(Context &context, const QStringList &arguments);
int runNotify(Context &context, const QStringList &arguments);
int runOverview(Context &context, const QStringList &arguments);
int runAuth(Context &context, const QStringList &arguments);
int runSsh(Context &context, const QStringList &arguments);
int runPrivileges(Context &context, const QStringList &arguments);
int runLink(Context &context, const QStringList &arguments);

// A command by the name scripts type (cli.md).
struct Command {
    QStringView name;
    int (*run)(Context &context, const QStringList &arguments);
};

// The command called name, or nullptr.
const Command *findCommand(QStringView name);

} // namespace outbox::cli
