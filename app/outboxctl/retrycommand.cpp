// retry: dead rows back to pending, with the reference retry command's options, messages and exit
// codes, without its defects; --dry-run first, then --force; --canary for a redrive in steps.
#include "cli.h"
#include "commands.h"

#include "actions/promotion.h"
#include "canarysteps.h"
#include "changesteps.h"
#include "commandoutput.h"
#include "output/rowformat.h"
#include "query/errorsignature.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// Retry acts on dead rows only: a filter on another state must not quietly become "dead".
Status checkDeadStates(const RowFilter &filter) {
    for (const RowState state : std::as_const(filter.states))
        if (state != RowState::Dead)
            return Error::invalid(
                Cli::tr("retry resets dead rows only: --state=%1 selects rows retry cannot act "
                        "on (leave --state out, or use --state=dead).")
                    .arg(rowStateName(state)));
    return Done{};
}

Status checkDeadStatuses(const OutboxTable &table, const RowFilter &filter) {
    for (const QString &raw : std::as_const(filter.rawStatuses))
        if (!table.vocabulary.dead.contains(raw))
            return Error::invalid(
                Cli::tr("retry resets dead rows only: --status=%1 is not a dead status of this "
                        "table (%2).")
                    .arg(raw, table.vocabulary.dead.join(u", "_s)));
    return Done{};
}

// Move and promote rows whose target already exists may be done already: they are flagged in
// the plan where an object store is there to look.
Status checkTargets(Context &c, RetryPlan &plan) {
    if (c.reader().table().description().relayWork !=
            FormatDescription::RelayWork::ObjectStoreOperation ||
        !c.hasObjectStore() || plan.ids.isEmpty())
        return Done{};
    auto store = c.objectStore();
    if (!store)
        return store.error();
    return checkRetryTargets(plan, **store);
}

void listIds(Context &c, const QString &heading, const QStringList &ids) {
    if (ids.isEmpty())
        return;
    c.err << heading << '\n';
    for (const QString &id : ids)
        c.err << "  " << id << '\n';
}

// The rows the target check flagged, or that it was not made.
void reportTargets(Context &c, const RetryPlan &plan) {
    if (c.reader().table().description().relayWork !=
        FormatDescription::RelayWork::ObjectStoreOperation)
        return; // events have no target to find
    if (plan.targetCheck == TargetCheck::NotMade)
        c.err << Cli::tr("Target check not made: move/promote rows whose target already "
                         "exists are not flagged (no object store is configured for this "
                         "outbox).")
              << '\n';
    else
        listIds(c,
                Cli::tr("%n move/promote row(s) have a target that already exists: the "
                        "work may be done (mark done instead of retrying?):",
                        nullptr, int(plan.targetExists.size())),
                plan.targetExists);
    listIds(c,
            Cli::tr("%n row(s) failed for a missing object that is still missing: a "
                    "retry would fail again:",
                    nullptr, int(plan.sourceMissing.size())),
            plan.sourceMissing);
    listIds(c,
            Cli::tr("%n row(s) name an object key the relay refuses (a \"..\" segment, a "
                    "control character or too long): a retry would fail again:",
                    nullptr, int(plan.keyInvalid.size())),
            plan.keyInvalid);
    c.err.flush();
}

// The lines on stdout below (nothing matches, dry run, will be reset, Continue? [y/N],
// Aborted., Reset …) are the reference retry command's contract that scripts match
// (outbox-formats.md): never translated. The explanations on stderr are.

void printDryRun(Context &c, const RetryPlan &plan, const std::optional<CanaryOptions> &canary) {
    c.out << "Dry run — " << plan.ids.size() << " "
          << c.reader().table().description().retryWords.dead << " entries match (not resetting)."
          << Qt::endl;
    TextTable table({u"ID"_s, u"Operation"_s, u"Attempts"_s, u"Last Error"_s, u"Processed At"_s,
                     u"Created At"_s});
    for (const PlannedRow &r : plan.preview)
        table.addRow({r.id, r.operation, r.attempts ? QString::number(*r.attempts) : QString(),
                      elide(firstLine(r.lastError), 60), dateText(r.processedAt),
                      dateText(r.createdAt)});
    c.out << table.render();
    c.out.flush();
    QStringList ops;
    for (auto it = plan.byOperation.cbegin(); it != plan.byOperation.cend(); ++it)
        ops.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
    c.err << Cli::tr("By operation: %1").arg(ops.join(u", "_s)) << '\n'
          << Cli::tr("By error group:") << '\n';
    for (auto it = plan.byGroup.cbegin(); it != plan.byGroup.cend(); ++it)
        c.err << "  " << signatureId(it.key()) << "  " << it.value() << "  " << elide(it.key(), 90)
              << '\n';
    reportTargets(c, plan);
    // What the redrive would do, and whether a relay is there to settle it.
    if (canary)
        describeCanary(c, CanaryRun::Kind::Retry, plan.ids.size(), *canary);
}

// After the confirmation: the retry (or the redrive) in batches of batchSize.
int applyPlan(Context &c, const QCommandLineParser &p, const RetryPlan &plan,
              const std::optional<CanaryOptions> &canary, int batchSize) {
    RunningChange running(c, p);
    running.context().batchSize = batchSize;
    if (canary)
        return runCanaryRedrive(c, plan, *canary, running.context());
    auto outcome = applyRetry(c.reader(), plan, running.context());
    if (outcome) {
        c.out << "Reset " << outcome->changed << ' '
              << c.reader().table().description().retryWords.entries << " to pending." << Qt::endl;
        c.err << outcome->summary << Qt::endl;
    }
    return reportOutcome(c, outcome);
}

} // namespace

int runRetry(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption group(
        u"group"_s, Cli::tr("Only rows of this error group (signature or short id)."), u"GROUP"_s);
    const QCommandLineOption limit({u"l"_s, u"limit"_s},
                                   Cli::tr("At most this many rows (default 100, 1..10000)."),
                                   u"N"_s, u"100"_s);
    p.addOptions(
        {group, limit, dryRunOption(Cli::tr("Show what would be reset, change nothing."))});
    p.addOptions(confirmOptions());
    p.addOption(batchSizeOption(Cli::tr("Rows per transaction (default 1000)."), u"1000"_s));
    p.addOptions(canaryOptions(CanaryRun::Kind::Retry));
    if (auto stop = parseCommand(
            c, p, arguments, Cli::tr("Reset dead rows to pending: dry-run first, then forced.")))
        return *stop;
    const auto canary = readCanaryOptions(p);
    if (!canary)
        return c.fail(canary.error());
    bool ok = false;
    const int n = p.value(limit).toInt(&ok);
    if (!ok)
        return c.usageError(
            Cli::tr("--limit must be a whole number, not \"%1\".").arg(p.value(limit)));
    const auto batchSize = boundedIntOption(p, u"batch-size"_s, 1, 50000);
    if (!batchSize)
        return c.fail(batchSize.error());
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    if (auto dead = checkDeadStates(*filter); !dead)
        return c.fail(dead.error());
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (auto dead = checkDeadStatuses(c.reader().table(), *filter); !dead)
        return c.fail(dead.error());
    auto plan = planRetry(c.reader(), RetryRequest{*filter, p.value(group), qBound(1, n, 10000)});
    if (!plan)
        return c.fail(plan.error());
    if (auto checked = checkTargets(c, *plan); !checked)
        return c.fail(checked.error());
    const FormatDescription::RetryWords &words = c.reader().table().description().retryWords;
    if (plan->ids.isEmpty()) {
        c.out << "No " << words.deadLettered << ' ' << words.entries << " match the given filters."
              << Qt::endl;
        return Success;
    }
    if (p.isSet(u"dry-run"_s)) {
        printDryRun(c, *plan, *canary);
        return Success;
    }
    if (auto refused = refuseIfNotAllowed(c, p, u"retry"_s))
        return *refused;
    c.out << plan->ids.size() << " " << words.dead << " entries will be reset to pending."
          << Qt::endl;
    if (*canary)
        describeCanary(c, CanaryRun::Kind::Retry, plan->ids.size(), **canary);
    if (plan->hasFlags())
        reportTargets(c, *plan);
    if (!p.isSet(u"force"_s) && (!interactive() || !confirm(c, u"Continue?"_s))) {
        c.out << "Aborted." << Qt::endl;
        return Success;
    }
    return applyPlan(c, p, *plan, *canary, *batchSize);
}

} // namespace outbox::cli
