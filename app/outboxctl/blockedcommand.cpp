// blocked: the keys whose oldest undelivered row holds the rest back, or the parked rows
// (cli.md).
#include "cli.h"
#include "commands.h"

#include "commandoutput.h"
#include "relay/blockedkeys.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runBlocked(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption waiting(
        u"waiting"_s,
        Cli::tr("A head that is not dead blocks once it has waited this long (default 1h)."),
        u"PERIOD"_s, u"1h"_s);
    const QCommandLineOption limit(u"limit"_s, Cli::tr("At most N keys (default 1000)."), u"N"_s,
                                   u"1000"_s);
    const QCommandLineOption parked(
        u"parked"_s, Cli::tr("List the parked rows instead (outboxctl park), with the rows of "
                             "their keys after them."));
    p.addOptions({outputOption(), waiting, limit, parked});
    OutputFormat format = OutputFormat::Table;
    if (auto stop = parseCommandWithOutput(
            c, p, arguments,
            Cli::tr("Keys whose oldest undelivered row holds their later rows back: dead, "
                    "or waiting longer than --waiting (FennFlow: per aggregate_id; Vortos: per "
                    "object key)."),
            format))
        return *stop;
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    auto period = parseRetention(p.value(waiting));
    if (!period)
        return c.fail(period.error());
    auto n = boundedIntOption(p, u"limit"_s, 1, 100'000);
    if (!n)
        return c.usageError(n.error().message);
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    noteUnorderedTable(c);
    BlockedRequest request;
    request.filter = *filter;
    request.waitingSeconds = *period;
    request.limit = *n;
    request.parked = p.isSet(parked);
    auto blocked = blockedKeys(c.reader(), request);
    if (!blocked)
        return c.fail(blocked.error());
    printBlockedKeys(c, format, *blocked, request.parked);
    if (!request.parked && !blocked->isEmpty()) {
        // The headline, counted exactly whatever --limit listed.
        auto totals = countBlockedKeys(c.reader(), request);
        if (!totals)
            return c.fail(totals.error());
        c.err << describeBlocked(*totals);
        if (totals->keys > blocked->size())
            c.err << Cli::tr(" (the first %1 listed: --limit)").arg(blocked->size());
        c.err << Qt::endl;
    }
    return Success;
}

} // namespace outbox::cli
