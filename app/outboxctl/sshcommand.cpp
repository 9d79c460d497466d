// ssh check: the route to the database through the user's OpenSSH, hop by hop, as a connection
// takes it (cli.md).
#include "cli.h"
#include "commands.h"

#include "connection/sshtunnel.h"
#include "output/rowformat.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runSsh(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    if (auto stop = parseSubcommand(
            c, p, arguments,
            {u"check"_s, Cli::tr("Check the route to the database hop by hop."),
             Cli::tr("Try the route to the database through ssh (--ssh, or the profile's) as a "
                     "connection does, and print each hop and the database: ok, what failed "
                     "there, or not reached."),
             Cli::tr("Use: outboxctl [--profile=NAME | --database=URL --ssh=DEST] ssh check.")}))
        return *stop;
    auto target = c.target();
    if (!target)
        return c.fail(target.error());
    const ConnectionSpec &spec = target->spec;
    if (spec.sshDestination.isEmpty() || spec.kind == DatabaseKind::SQLite)
        return c.usageError(
            Cli::tr("ssh check needs a database reached through ssh: --ssh=DEST, or a profile "
                    "with an SSH destination."));
    // BatchMode, as every connection of outboxctl: a passphrase or an unknown host key fails.
    auto report = SshTunnels::checkRoute(sshRouteOf(spec));
    if (!report)
        return c.fail(report.error());
    // Host names and ssh's words come from the configuration and the servers: shown, not obeyed.
    c.out << escapeControls(report->toText(), true) << '\n';
    return report->ok ? Success : Failed;
}

} // namespace outbox::cli
