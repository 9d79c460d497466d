// replay: sent rows copied as new ready rows, the originals untouched; --dry-run first, with the
// per-key order check, then --force (cli.md); --canary for a replay in steps.
#include "cli.h"
#include "commands.h"

#include "actions/replay.h"
#include "canarysteps.h"
#include "changesteps.h"
#include "commandoutput.h"
#include "output/rowformat.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

constexpr int kListedIds = 50;

void listSomeIds(Context &c, const QStringList &ids) {
    for (const QString &id : ids.mid(0, kListedIds))
        c.err << "  " << id << '\n';
    if (ids.size() > kListedIds)
        c.err << "  " << Cli::tr("… and %n more", nullptr, int(ids.size() - kListedIds)) << '\n';
}

// What the order check found: copies that would reach consumers after a newer row of their key.
void reportOrder(Context &c, const ReplayPlan &plan) {
    if (!plan.behindNewer.isEmpty()) {
        c.err << Cli::tr("Warning: the copies of %n row(s) would be delivered after a newer row "
                         "of their key, so a consumer would see the older event last:",
                         nullptr, int(plan.behindNewer.size()))
              << '\n';
        listSomeIds(c, plan.behindNewer);
    }
    if (plan.keysNotChecked > 0)
        c.err << Cli::tr("The order of %n key(s) was not checked (the first %1 were).", nullptr,
                         int(plan.keysNotChecked))
                     .arg(ReplayPlan::kKeysChecked)
              << '\n';
    c.err.flush();
}

void printPlan(Context &c, const ReplayPlan &plan) {
    const bool operations =
        c.reader().table().description().kindNoun == FormatDescription::KindNoun::Operation;
    TextTable table(
        {u"ID"_s, operations ? u"Operation"_s : u"Event"_s, u"Created At"_s, u"Payload"_s});
    for (const OutboxRow &row : plan.preview)
        table.addRow({row.id, row.kind, dateText(row.createdAt), elide(row.payloadText, 60)});
    c.out << table.render();
    c.out.flush();
    QStringList kinds;
    for (auto it = plan.byKind.cbegin(); it != plan.byKind.cend(); ++it)
        kinds.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
    c.err << Cli::tr("By %1: %2").arg(c.reader().table().kindFilterName(), kinds.join(u", "_s))
          << '\n';
    reportOrder(c, plan);
}

} // namespace

int runReplay(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption limit({u"l"_s, u"limit"_s},
                                   Cli::tr("At most this many rows, the oldest first (default "
                                           "100, 1..10000)."),
                                   u"N"_s, u"100"_s);
    p.addOptions({limit, dryRunOption(Cli::tr("Show what would be copied, write nothing."))});
    p.addOptions(confirmOptions());
    p.addOption(
        batchSizeOption(Cli::tr("Rows per transaction (default 100, at most 500)."), u"100"_s));
    p.addOptions(canaryOptions(CanaryRun::Kind::Replay));
    p.addPositionalArgument(u"ID"_s, Cli::tr("Sent rows to replay (or select them by filters)."),
                            u"[ID…]"_s);
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Copy sent rows as new ready rows, so that they are "
                                         "delivered again; the originals stay as they are.")))
        return *stop;
    const auto canary = readCanaryOptions(p);
    if (!canary)
        return c.fail(canary.error());
    const auto n = boundedIntOption(p, u"limit"_s, 1, 10000);
    if (!n)
        return c.fail(n.error());
    const auto batchSize = boundedIntOption(p, u"batch-size"_s, 1, 500);
    if (!batchSize)
        return c.fail(batchSize.error());
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    filter->ids += p.positionalArguments();
    if (filter->isEmpty())
        return c.usageError(Cli::tr("replay needs the rows to copy: row ids, or filters such as "
                                    "--created-from/--created-to, --event-type or --operation."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto plan = planReplay(c.reader(), ReplayRequest{*filter, *n});
    if (!plan)
        return c.fail(plan.error());
    if (plan->ids.isEmpty()) {
        c.out << Cli::tr("No sent rows match the given filters.") << Qt::endl;
        return Success;
    }
    if (p.isSet(u"dry-run"_s)) {
        c.out << Cli::tr("Dry run — %n sent row(s) match (not replaying).", nullptr,
                         int(plan->ids.size()))
              << Qt::endl;
        printPlan(c, *plan);
        if (*canary)
            describeCanary(c, CanaryRun::Kind::Replay, plan->ids.size(), **canary);
        return Success;
    }
    if (auto refused = refuseIfNotAllowed(c, p, u"replay"_s))
        return *refused;
    c.out << Cli::tr("%n sent row(s) will be copied as new ready rows and delivered again.",
                     nullptr, int(plan->ids.size()))
          << Qt::endl;
    reportOrder(c, *plan);
    if (*canary)
        describeCanary(c, CanaryRun::Kind::Replay, plan->ids.size(), **canary);
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("replay needs a confirmation: run it in a terminal or pass --force.")))
        return *stop;
    RunningChange running(c, p);
    running.context().batchSize = *batchSize;
    if (*canary)
        return runCanaryReplay(c, *plan, **canary, running.context());
    auto outcome = applyReplay(c.reader(), *plan, running.context());
    if (!outcome)
        return c.fail(outcome.error());
    // The copies beside their originals: what a script or a colleague traces them by.
    c.out << idPairsTable({u"Copy"_s, u"Original"_s}, outcome->copyIds, outcome->copiedFromIds);
    c.out << outcome->action.summary << Qt::endl;
    return reportOutcome(c, outcome->action);
}

} // namespace outbox::cli
