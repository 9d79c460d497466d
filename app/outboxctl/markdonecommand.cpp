// mark-done: dead rows whose work is known done become sent (cli.md).
#include "cli.h"
#include "commands.h"

#include "changesteps.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runMarkDone(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(confirmOptions(Cli::tr("Why the work is known done (kept in the audit).")));
    p.addPositionalArgument(u"ID"_s, Cli::tr("Dead row ids."), u"ID…"_s);
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Mark dead rows whose work is known done as sent.")))
        return *stop;
    const QStringList ids = p.positionalArguments();
    if (ids.isEmpty())
        return c.usageError(Cli::tr("mark-done needs at least one row id."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (auto refused = refuseIfNotAllowed(c, p, u"mark done"_s))
        return *refused;
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("mark-done needs a confirmation: run it in a terminal or pass --force."),
            Cli::tr("%n dead row(s) will be marked done. Continue?", nullptr, int(ids.size()))))
        return *stop;
    return runChange(
        c, p, [&](const ActionContext &context) { return markDone(c.reader(), ids, context); });
}

} // namespace outbox::cli
