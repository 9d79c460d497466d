// deliver: rows published once to another sink (FennFlow) or carried out once against another
// object store (Vortos), their state unchanged; --mark-done marks the dead ones delivered done
// (cli.md).
#include "cli.h"
#include "commands.h"

#include "actions/deliverrows.h"
#include "changesteps.h"
#include "commandoutput.h"
#include "deliverysetup.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runDeliver(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    p.addOptions(sinkOptions());
    const QCommandLineOption limit(
        {u"l"_s, u"limit"_s},
        Cli::tr("With filters: at most this many rows, the oldest first (default 100, 1..1000)."),
        u"N"_s, u"100"_s);
    const QCommandLineOption markDone(
        u"mark-done"_s, Cli::tr("Mark the dead rows that were delivered done (audited as a "
                                "mark-done of its own)."));
    p.addOptions({limit, markDone});
    p.addOptions(confirmOptions());
    p.addPositionalArgument(u"ID"_s, Cli::tr("The rows to deliver (or select them by filters)."),
                            u"[ID…]"_s);
    if (auto stop = parseCommand(
            c, p, arguments,
            Cli::tr("Deliver rows once to another sink (FennFlow) or object store (Vortos: "
                    "--object-store before the command), leaving their state as it is.")))
        return *stop;
    const auto choice = readRowChoice(p);
    if (!choice)
        return c.fail(choice.error());
    if (!*choice)
        return c.usageError(Cli::tr("deliver needs the rows: row ids, or filters such as "
                                    "--state=dead or --created-from."));
    SinkOptions eventSettings;
    if (auto set = readEventSettings(c, p, eventSettings); !set)
        return c.usageError(set.error().message);
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    QStringList ids;
    if (auto stop = chooseIds(c, **choice, Cli::tr("No rows match the given filters."), ids))
        return *stop;
    auto delivery =
        prepareCommandDelivery(c, p, c.reader().table(), RelaySettings{}, eventSettings);
    if (!delivery)
        return c.fail(delivery.error());
    if (auto refused = refuseIfNotAllowed(c, p, p.isSet(markDone) ? u"mark done"_s : u"deliver"_s))
        return *refused;
    c.out << Cli::tr("%n row(s) will be delivered once to %1; their state stays as it is%2.",
                     nullptr, int(ids.size()))
                 .arg(delivery->destination,
                      p.isSet(markDone) ? Cli::tr(", then the dead ones delivered are marked done")
                                        : QString())
          << Qt::endl;
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("deliver needs a confirmation: run it in a terminal or pass --force.")))
        return *stop;
    RunningChange running(c, p); // Ctrl+C stops between chunks of 50 rows
    auto outcome = deliverRows(c.reader(), ids, *delivery, p.isSet(markDone), running.context());
    if (!outcome)
        return c.fail(outcome.error());
    for (const QString &id : std::as_const(outcome->delivered))
        c.out << "delivered " << id << '\n';
    for (const auto &[id, why] : std::as_const(outcome->failed))
        c.out << "failed " << id << ": " << why << '\n';
    for (const QString &id : std::as_const(outcome->notTried))
        c.out << "not-tried " << id << '\n';
    for (const QString &id : std::as_const(outcome->notReached))
        c.out << "not-reached " << id << '\n';
    c.out << outcome->summary << Qt::endl;
    // Some rows did not go (failed, held back, or cancelled before their turn): the operation
    // failed for them (exit 1), as a relay's failed attempt.
    return outcome->failed.isEmpty() && outcome->notTried.isEmpty() && outcome->notReached.isEmpty()
               ? Success
               : Failed;
}

} // namespace outbox::cli
