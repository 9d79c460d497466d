// park: a key's later rows go past its dead head (in-order delivery); with --blocked, the dead
// head of every blocked key (cli.md).
#include "cli.h"
#include "commands.h"

#include "changesteps.h"
#include "commandoutput.h"
#include "relay/blockedkeys.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// --blocked: the dead heads to park, appended to ids; with --dry-run they are listed instead,
// and the exit code returned.
std::optional<int> addBlockedHeads(Context &c, const QCommandLineParser &p, const RowFilter &filter,
                                   OutputFormat format, int limit, QStringList &ids) {
    noteUnorderedTable(c);
    BlockedRequest request;
    request.filter = filter;
    request.filter.states = {RowState::Dead};
    request.limit = limit;
    auto heads = blockedKeys(c.reader(), request);
    if (!heads)
        return c.fail(heads.error());
    if (p.isSet(u"dry-run"_s)) {
        printBlockedKeys(c, format, *heads, false);
        c.err << Cli::tr("%n dead head row(s) would be parked.", nullptr, int(heads->size()))
              << Qt::endl;
        return Success;
    }
    if (heads->isEmpty()) {
        c.err << Cli::tr("No key is blocked by a dead row.") << Qt::endl;
        return Success;
    }
    for (const BlockedKey &head : std::as_const(*heads))
        ids.append(head.head.id);
    return std::nullopt;
}

} // namespace

int runPark(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption blocked(
        u"blocked"_s, Cli::tr("Park the dead head of every blocked key (those the filters "
                              "match) instead of the rows named: for a table whose keys were "
                              "blocked before in-order delivery began."));
    const QCommandLineOption limit(
        u"limit"_s, Cli::tr("With --blocked: at most N rows (default 1000)."), u"N"_s, u"1000"_s);
    p.addOptions({blocked, dryRunOption(Cli::tr("With --blocked: list the rows, change nothing.")),
                  limit, outputOption(Cli::tr("--dry-run's list: table, json or csv."))});
    p.addOptions(confirmOptions());
    p.addPositionalArgument(u"ID"_s, Cli::tr("Dead row ids."), u"ID…"_s);
    if (auto stop =
            parseCommand(c, p, arguments,
                         Cli::tr("Leave dead rows where they are and let their keys' later rows be "
                                 "delivered past them (in-order delivery; undo with unpark).")))
        return *stop;
    QStringList ids = p.positionalArguments();
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    auto format = readOutputFormat(p);
    if (!format)
        return c.fail(format.error());
    auto n = boundedIntOption(p, u"limit"_s, 1, 100'000);
    if (!n)
        return c.usageError(n.error().message);
    if (p.isSet(blocked) && !ids.isEmpty())
        return c.usageError(Cli::tr("Name row ids or --blocked, not both."));
    if (!p.isSet(blocked) && (ids.isEmpty() || !filter->isEmpty() || p.isSet(u"dry-run"_s)))
        return c.usageError(
            ids.isEmpty() ? Cli::tr("park needs at least one row id, or --blocked.")
                          : Cli::tr("Filters and --dry-run go with --blocked, not with row ids."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (p.isSet(blocked))
        if (auto stop = addBlockedHeads(c, p, *filter, *format, *n, ids))
            return *stop;
    if (auto refused = refuseIfNotAllowed(c, p, u"park"_s))
        return *refused;
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("park needs a confirmation: run it in a terminal or pass --force."),
            Cli::tr("%n dead row(s) will be parked: they stay dead, and the later rows "
                    "of their keys are delivered past them. Continue?",
                    nullptr, int(ids.size()))))
        return *stop;
    return runChange(
        c, p, [&](const ActionContext &context) { return parkRows(c.reader(), ids, context); });
}

} // namespace outbox::cli
