// The registry of outboxctl's commands: the name scripts type, and the function that runs it.
#include "commands.h"

namespace outbox::cli {

namespace {

constexpr Command kCommands[] = {
    {u"stats", runStats},
    {u"list", runList},
    {u"show", runShow},
    {u"demo", runDemo},
    {u"retry", runRetry},
    {u"mark-done", runMarkDone},
    {u"retry-now", runRetryNow},
    {u"park", runPark},
    {u"unpark", runUnpark},
    {u"resend", runResend},
    {u"replay", runReplay},
    {u"import", runImport},
    {u"deliver", runDeliver},
    {u"archive", runArchive},
    {u"unarchive", runUnarchive},
    {u"purge", runPurge},
    {u"groups", runGroups},
    {u"blocked", runBlocked},
    {u"audit", runAudit},
    {u"worker", runWorker},
    {u"relay", runRelay},
    {u"promote", runPromote},
    {u"profile", runProfile},
    {u"notify", runNotify},
    {u"overview", runOverview},
    {u"auth", runAuth},
    {u"ssh", runSsh},
    {u"privileges", runPrivileges},
    {u"link", runLink},
};

} // namespace

const Command *findCommand(QStringView name) {
    for (const Command &command : kCommands)
        if (name == command.name)
            return &command;
    return nullptr;
}

} // namespace outbox::cli
