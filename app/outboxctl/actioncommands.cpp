// retry, mark-done, purge, groups and audit: the commands that act on rows (cli.md), with the
// reference retry command's options, messages and exit codes, without its defects.
#include "cli.h"

#include "actions/canaryredrive.h"
#include "actions/deadlettergroups.h"
#include "actions/promotion.h"
#include "actions/resend.h"
#include "output/rowformat.h"
#include "query/errorsignature.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/groupnotes.h"
#include "schema/relayregistry.h"
#include "util/jsontext.h"
#include "util/localfile.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

CancelToken *s_cancel = nullptr;

extern "C" void onInterrupt(int) {
    if (s_cancel)
        s_cancel->cancel(); // the running action stops between batches and reports
}

// SIGINT/SIGTERM/SIGHUP cancel between batches for as long as this guard lives: the batch under
// way commits, the outcome is recorded, and the command exits 0. SIGHUP is a closed terminal or a
// dropped ssh session, which must not leave committed batches unrecorded.
class InterruptGuard {
public:
    explicit InterruptGuard(CancelToken &token) {
        s_cancel = &token;
        std::signal(SIGINT, onInterrupt);
        std::signal(SIGTERM, onInterrupt);
        std::signal(SIGHUP, onInterrupt);
    }
    ~InterruptGuard() {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
        std::signal(SIGHUP, SIG_DFL);
        s_cancel = nullptr;
    }
};

bool interactive() {
    return isatty(fileno(stdin)) != 0;
}

QString readAnswer() {
    QTextStream in(stdin);
    return in.readLine().trimmed();
}

// Asks "Continue? [y/N]" (or, on prod profiles, for the profile name). Returns true to go on.
bool confirm(Context &c, const QString &question) {
    if (c.profile && c.profile->isProd()) {
        c.err << question << '\n'
              << Cli::tr("This is the prod profile \"%1\". Type its name to continue: ")
                     .arg(c.profile->name)
              << Qt::flush;
        return readAnswer() == c.profile->name;
    }
    c.err << question << " [y/N] " << Qt::flush;
    const QString answer = readAnswer().toLower();
    return answer == u"y"_s || answer == u"yes"_s;
}

ActionContext actionContext(Context &c, const QCommandLineParser &p, CancelToken &cancel) {
    ActionContext context = changeContext(c, p.value(u"reason"_s));
    context.cancel = &cancel;
    if (isatty(fileno(stderr))) {
        context.progress = [&c](const BatchProgress &pr) {
            c.err.flush();
            c.progress << "\r  "
                       << Cli::tr("batch %1/%2: %3 changed, %4 skipped")
                              .arg(pr.batch)
                              .arg(pr.batches)
                              .arg(pr.changed)
                              .arg(pr.skipped)
                       << (pr.batch == pr.batches ? "\n" : "") << Qt::flush;
        };
    }
    return context;
}

int reportOutcome(Context &c, const Result<ActionOutcome> &outcome) {
    if (!outcome)
        return c.fail(outcome.error());
    if (outcome->cancelled)
        c.err << Cli::tr("Cancelled: %1").arg(outcome->summary) << Qt::endl;
    return Success;
}

QString dateText(const QDateTime &t) {
    return t.isValid() ? t.toString(u"yyyy-MM-dd HH:mm:ss"_s) : QString();
}

bool writeAllowed(Context &c, const QCommandLineParser &p, const QString &action, int *code) {
    if (auto allowed = checkChangeAllowed(changeContext(c, p.value(u"reason"_s)), action);
        !allowed) {
        *code = c.fail(allowed.error());
        return false;
    }
    return true;
}

// A change of the rows named by id that asks no confirmation (retry-now, unpark): --reason, the
// change rules, then the outcome's summary on stdout.
int runChangeOfIds(Context &c, const QStringList &arguments, const QString &description,
                   const QString &idsHelp, const QString &noIds, const QString &action,
                   Result<ActionOutcome> (*change)(const OutboxReader &, const QStringList &,
                                                   const ActionContext &)) {
    QCommandLineParser p;
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; required on prod profiles)."), u"TEXT"_s);
    p.addOption(reason);
    p.addPositionalArgument(u"ID"_s, idsHelp, u"ID…"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments, description, &code))
        return code;
    const QStringList ids = p.positionalArguments();
    if (ids.isEmpty())
        return c.usageError(noIds);
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (!writeAllowed(c, p, action, &code))
        return code;
    CancelToken cancel;
    InterruptGuard guard(cancel);
    auto outcome = change(c.reader(), ids, actionContext(c, p, cancel));
    if (outcome)
        c.out << outcome->summary << Qt::endl;
    return reportOutcome(c, outcome);
}

} // namespace

// Before a canary redrive: its steps, and whether a relay is there to settle the canary.
void describeCanary(Context &c, const RetryPlan &plan, const CanaryOptions &o) {
    const qint64 first = qMin<qint64>(o.canary, plan.ids.size());
    c.err << Cli::tr("Canary redrive: %1 row(s) first; the rest (%2) only if at most %3% of the "
                     "canary fails again, %4.")
                 .arg(first)
                 .arg(plan.ids.size() - first)
                 .arg(o.abortRatio * 100)
                 .arg(o.rate > 0
                          ? Cli::tr("at %1 rows/s, stopping when the ratio passes it").arg(o.rate)
                          : Cli::tr("all at once"))
          << '\n';
    auto relays = RelayRegistry::relaysOf(c.session(), c.reader().table().name.display(),
                                          QDateTime::currentDateTimeUtc());
    if (!relays)
        c.err << Cli::tr("Whether a relay is running is unknown: %1").arg(relays.error().message)
              << '\n';
    else if (!RelayRegistry::exists(c.session()))
        c.err << Cli::tr("Whether a relay is running is unknown (no relay registry: outboxctl "
                         "relay init creates it); the canary waits up to %1 s to be settled.")
                     .arg(o.settleTimeoutSeconds)
              << '\n';
    else if (relays->isEmpty())
        c.err << Cli::tr("Warning: no relay is running against %1 (none has a heartbeat): nobody "
                         "would settle the canary, and the redrive stops after %2 s.")
                     .arg(c.reader().table().name.display())
                     .arg(o.settleTimeoutSeconds)
              << '\n';
    else
        c.err << Cli::tr("%n relay(s) running against the table: %1", nullptr, int(relays->size()))
                     .arg(relays->constFirst().who())
              << '\n';
    c.err.flush();
}

int runCanaryRedrive(Context &c, const RetryPlan &plan, const CanaryOptions &o,
                     const ActionContext &context) {
    const auto progress = [&c](const RedriveStep &s) {
        const RedriveTally &t = s.tally;
        const QString where =
            s.phase == RedriveStep::Phase::Canary             ? Cli::tr("canary")
            : s.phase == RedriveStep::Phase::WaitingForCanary ? Cli::tr("waiting for the canary")
            : s.phase == RedriveStep::Phase::Step ? Cli::tr("step %1/%2").arg(s.step).arg(s.steps)
                                                  : Cli::tr("waiting for the last rows");
        c.err << Cli::tr("%1: %2 retried, %3 delivered, %4 failed again, %5 waiting")
                     .arg(where)
                     .arg(t.retried)
                     .arg(t.succeeded)
                     .arg(t.failedAgain)
                     .arg(t.unsettled)
              << '\n'
              << Qt::flush;
    };
    auto outcome = canaryRedrive(c.reader(), plan, o, context, progress);
    if (!outcome)
        return c.fail(outcome.error());
    c.out << "Reset " << outcome->tally.retried << " outbox entries to pending." << Qt::endl;
    c.err << outcome->summary << Qt::endl;
    // Stopped by its own rule: the redrive did what it was asked, the result says why.
    return Success;
}

int runRetry(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption group(
        u"group"_s, Cli::tr("Only rows of this error group (signature or short id)."), u"GROUP"_s);
    const QCommandLineOption limit({u"l"_s, u"limit"_s},
                                   Cli::tr("At most this many rows (default 100, 1..10000)."),
                                   u"N"_s, u"100"_s);
    const QCommandLineOption dryRun(u"dry-run"_s,
                                    Cli::tr("Show what would be reset, change nothing."));
    const QCommandLineOption force(u"force"_s, Cli::tr("Do not ask for confirmation."));
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; required on prod profiles)."), u"TEXT"_s);
    const QCommandLineOption batch(u"batch-size"_s, Cli::tr("Rows per transaction (default 1000)."),
                                   u"N"_s, u"1000"_s);
    const QCommandLineOption canary(
        u"canary"_s,
        Cli::tr("Reset N rows first, wait until the relay has settled them, and go on only if "
                "at most --abort-ratio of them failed again."),
        u"N"_s);
    const QCommandLineOption abortRatio(
        u"abort-ratio"_s,
        Cli::tr("With --canary: stop when more than this share of the redriven rows failed "
                "again (default 0.2)."),
        u"R"_s, u"0.2"_s);
    const QCommandLineOption rate(
        u"rate"_s,
        Cli::tr("With --canary: the rest in steps of this many rows per second (default: all at "
                "once)."),
        u"ROWS/s"_s);
    const QCommandLineOption settleTimeout(
        u"settle-timeout"_s,
        Cli::tr("With --canary: seconds to wait for the relay to settle the redriven rows "
                "(default 600)."),
        u"SECONDS"_s, u"600"_s);
    p.addOptions(
        {group, limit, dryRun, force, reason, batch, canary, abortRatio, rate, settleTimeout});
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Reset dead rows to pending: dry-run first, then forced."), &code))
        return code;
    std::optional<CanaryOptions> canaryOptions;
    if (p.isSet(canary)) {
        CanaryOptions o;
        bool parsed = false;
        o.canary = p.value(canary).toInt(&parsed);
        if (!parsed)
            return c.usageError(Cli::tr("--canary must be a whole number of rows, not \"%1\".")
                                    .arg(p.value(canary)));
        o.abortRatio = p.value(abortRatio).toDouble(&parsed);
        if (!parsed)
            return c.usageError(Cli::tr("--abort-ratio must be a number such as 0.2, not \"%1\".")
                                    .arg(p.value(abortRatio)));
        if (p.isSet(rate)) {
            QString text = p.value(rate);
            if (text.endsWith(u"/s"_s))
                text.chop(2);
            o.rate = text.toDouble(&parsed);
            if (!parsed || o.rate <= 0)
                return c.usageError(
                    Cli::tr("--rate must be rows per second above 0 (e.g. 50 or 50/s), not \"%1\".")
                        .arg(p.value(rate)));
        }
        o.settleTimeoutSeconds = p.value(settleTimeout).toInt(&parsed);
        if (!parsed)
            return c.usageError(Cli::tr("--settle-timeout must be whole seconds, not \"%1\".")
                                    .arg(p.value(settleTimeout)));
        if (auto valid = o.validate(); !valid)
            return c.fail(valid.error());
        canaryOptions = o;
    } else if (p.isSet(rate) || p.isSet(abortRatio) || p.isSet(settleTimeout)) {
        // Not ignored: a plain retry of every row would run instead of the redrive meant.
        return c.usageError(
            Cli::tr("--rate, --abort-ratio and --settle-timeout go with --canary=N."));
    }
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
    // Retry acts on dead rows only: a filter on another state must not quietly become "dead".
    for (const RowState state : std::as_const(filter->states))
        if (state != RowState::Dead)
            return c.fail(Error::invalid(
                Cli::tr("retry resets dead rows only: --state=%1 selects rows retry cannot act "
                        "on (leave --state out, or use --state=dead).")
                    .arg(rowStateName(state))));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    const FormatDescription &format = c.reader().table().description();
    const FormatDescription::RetryWords &words = format.retryWords;
    for (const QString &raw : std::as_const(filter->rawStatuses))
        if (!c.reader().table().vocabulary.dead.contains(raw))
            return c.fail(Error::invalid(
                Cli::tr("retry resets dead rows only: --status=%1 is not a dead status of this "
                        "table (%2).")
                    .arg(raw, c.reader().table().vocabulary.dead.join(u", "_s))));
    RetryRequest request{*filter, p.value(group), qBound(1, n, 10000)};
    auto plan = planRetry(c.reader(), request);
    if (!plan)
        return c.fail(plan.error());
    // Move and promote rows whose target already exists may be done already: say so first.
    if (format.relayWork == FormatDescription::RelayWork::ObjectStoreOperation &&
        c.hasObjectStore() && !plan->ids.isEmpty()) {
        auto store = c.objectStore();
        if (!store)
            return c.fail(store.error());
        if (auto checked = checkRetryTargets(*plan, **store); !checked)
            return c.fail(checked.error());
    }
    const auto reportTargets = [&] {
        if (plan->targetCheck == TargetCheck::NotMade) {
            c.err << Cli::tr("Target check not made: move/promote rows whose target already "
                             "exists are not flagged (no object store is configured for this "
                             "outbox).")
                  << '\n';
        } else if (!plan->targetExists.isEmpty()) {
            c.err << Cli::tr("%n move/promote row(s) have a target that already exists: the "
                             "work may be done (mark done instead of retrying?):",
                             nullptr, int(plan->targetExists.size()))
                  << '\n';
            for (const QString &id : std::as_const(plan->targetExists))
                c.err << "  " << id << '\n';
        }
        if (!plan->sourceMissing.isEmpty()) {
            c.err << Cli::tr("%n row(s) failed for a missing object that is still missing: a "
                             "retry would fail again:",
                             nullptr, int(plan->sourceMissing.size()))
                  << '\n';
            for (const QString &id : std::as_const(plan->sourceMissing))
                c.err << "  " << id << '\n';
        }
        if (!plan->keyInvalid.isEmpty()) {
            c.err << Cli::tr("%n row(s) name an object key the relay refuses (a \"..\" segment, a "
                             "control character or too long): a retry would fail again:",
                             nullptr, int(plan->keyInvalid.size()))
                  << '\n';
            for (const QString &id : std::as_const(plan->keyInvalid))
                c.err << "  " << id << '\n';
        }
        c.err.flush();
    };
    // The lines on stdout below (nothing matches, dry run, will be reset, Continue? [y/N],
    // Aborted., Reset …) are the reference retry command's contract that scripts match
    // (outbox-formats.md): never translated. The explanations on stderr are.
    if (plan->ids.isEmpty()) {
        c.out << "No " << words.deadLettered << ' ' << words.entries << " match the given filters."
              << Qt::endl;
        return Success;
    }
    if (p.isSet(dryRun)) {
        c.out << "Dry run — " << plan->ids.size() << " " << words.dead
              << " entries match (not resetting)." << Qt::endl;
        TextTable table({u"ID"_s, u"Operation"_s, u"Attempts"_s, u"Last Error"_s, u"Processed At"_s,
                         u"Created At"_s});
        for (const PlannedRow &r : plan->preview)
            table.addRow({r.id, r.operation, r.attempts ? QString::number(*r.attempts) : QString(),
                          elide(firstLine(r.lastError), 60), dateText(r.processedAt),
                          dateText(r.createdAt)});
        c.out << table.render();
        c.out.flush();
        QStringList ops;
        for (auto it = plan->byOperation.cbegin(); it != plan->byOperation.cend(); ++it)
            ops.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
        c.err << Cli::tr("By operation: %1").arg(ops.join(u", "_s)) << '\n'
              << Cli::tr("By error group:") << '\n';
        for (auto it = plan->byGroup.cbegin(); it != plan->byGroup.cend(); ++it)
            c.err << "  " << signatureId(it.key()) << "  " << it.value() << "  "
                  << elide(it.key(), 90) << '\n';
        reportTargets();
        // What the redrive would do, and whether a relay is there to settle it.
        if (canaryOptions)
            describeCanary(c, *plan, *canaryOptions);
        return Success;
    }
    if (!writeAllowed(c, p, u"retry"_s, &code))
        return code;
    c.out << plan->ids.size() << " " << words.dead << " entries will be reset to pending."
          << Qt::endl;
    if (canaryOptions)
        describeCanary(c, *plan, *canaryOptions);
    if (plan->hasFlags())
        reportTargets();
    if (!p.isSet(force)) {
        if (!interactive() || !confirm(c, u"Continue?"_s)) {
            c.out << "Aborted." << Qt::endl;
            return Success;
        }
    }
    CancelToken cancel;
    InterruptGuard guard(cancel);
    ActionContext context = actionContext(c, p, cancel);
    context.batchSize = *batchSize;
    if (canaryOptions)
        return runCanaryRedrive(c, *plan, *canaryOptions, context);
    auto outcome = applyRetry(c.reader(), *plan, context);
    if (outcome) {
        c.out << "Reset " << outcome->changed << ' ' << words.entries << " to pending." << Qt::endl;
        c.err << outcome->summary << Qt::endl;
    }
    return reportOutcome(c, outcome);
}

int runMarkDone(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption force(u"force"_s, Cli::tr("Do not ask for confirmation."));
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why the work is known done (kept in the audit)."), u"TEXT"_s);
    p.addOptions({force, reason});
    p.addPositionalArgument(u"ID"_s, Cli::tr("Dead row ids."), u"ID…"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments, Cli::tr("Mark dead rows whose work is known done as sent."),
                      &code))
        return code;
    const QStringList ids = p.positionalArguments();
    if (ids.isEmpty())
        return c.usageError(Cli::tr("mark-done needs at least one row id."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (!writeAllowed(c, p, u"mark done"_s, &code))
        return code;
    if (!p.isSet(force)) {
        if (!interactive())
            return c.fail(Error::refused(
                Cli::tr("mark-done needs a confirmation: run it in a terminal or pass --force.")));
        if (!confirm(c, Cli::tr("%n dead row(s) will be marked done. Continue?", nullptr,
                                int(ids.size())))) {
            c.out << "Aborted." << Qt::endl;
            return Success;
        }
    }
    CancelToken cancel;
    InterruptGuard guard(cancel);
    auto outcome = markDone(c.reader(), ids, actionContext(c, p, cancel));
    if (outcome)
        c.out << outcome->summary << Qt::endl;
    return reportOutcome(c, outcome);
}

int runRetryNow(Context &c, const QStringList &arguments) {
    return runChangeOfIds(c, arguments,
                          Cli::tr("Pending rows waiting for their next attempt become due now "
                                  "(their attempts are kept)."),
                          Cli::tr("Pending row ids."),
                          Cli::tr("retry-now needs at least one row id."), u"retry now"_s,
                          retryNow);
}

int runPark(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption blocked(
        u"blocked"_s, Cli::tr("Park the dead head of every blocked key (those the filters "
                              "match) instead of the rows named: for a table whose keys were "
                              "blocked before in-order delivery began."));
    const QCommandLineOption dryRun(u"dry-run"_s,
                                    Cli::tr("With --blocked: list the rows, change nothing."));
    const QCommandLineOption limit(
        u"limit"_s, Cli::tr("With --blocked: at most N rows (default 1000)."), u"N"_s, u"1000"_s);
    const QCommandLineOption output(u"output"_s, Cli::tr("--dry-run's list: table, json or csv."),
                                    u"FORMAT"_s, u"table"_s);
    const QCommandLineOption force(u"force"_s, Cli::tr("Do not ask for confirmation."));
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; required on prod profiles)."), u"TEXT"_s);
    p.addOptions({blocked, dryRun, limit, output, force, reason});
    p.addPositionalArgument(u"ID"_s, Cli::tr("Dead row ids."), u"ID…"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Leave dead rows where they are and let their keys' later rows be "
                              "delivered past them (in-order delivery; undo with unpark)."),
                      &code))
        return code;
    QStringList ids = p.positionalArguments();
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    auto format = parseOutputFormat(p.value(output));
    if (!format)
        return c.fail(format.error());
    auto n = boundedIntOption(p, u"limit"_s, 1, 100'000);
    if (!n)
        return c.usageError(n.error().message);
    if (p.isSet(blocked) && !ids.isEmpty())
        return c.usageError(Cli::tr("Name row ids or --blocked, not both."));
    if (!p.isSet(blocked) && (ids.isEmpty() || !filter->isEmpty() || p.isSet(dryRun)))
        return c.usageError(
            ids.isEmpty() ? Cli::tr("park needs at least one row id, or --blocked.")
                          : Cli::tr("Filters and --dry-run go with --blocked, not with row ids."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (p.isSet(blocked)) {
        noteUnorderedTable(c);
        BlockedRequest request;
        request.filter = *filter;
        request.filter.states = {RowState::Dead};
        request.limit = *n;
        auto heads = blockedKeys(c.reader(), request);
        if (!heads)
            return c.fail(heads.error());
        if (p.isSet(dryRun)) {
            printBlockedKeys(c, *format, *heads, false);
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
    }
    if (!writeAllowed(c, p, u"park"_s, &code))
        return code;
    if (!p.isSet(force)) {
        if (!interactive())
            return c.fail(Error::refused(
                Cli::tr("park needs a confirmation: run it in a terminal or pass --force.")));
        if (!confirm(c, Cli::tr("%n dead row(s) will be parked: they stay dead, and the later rows "
                                "of their keys are delivered past them. Continue?",
                                nullptr, int(ids.size())))) {
            c.out << "Aborted." << Qt::endl;
            return Success;
        }
    }
    CancelToken cancel;
    InterruptGuard guard(cancel);
    auto outcome = parkRows(c.reader(), ids, actionContext(c, p, cancel));
    if (outcome)
        c.out << outcome->summary << Qt::endl;
    return reportOutcome(c, outcome);
}

int runResend(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption payloadFile(
        u"payload-file"_s, Cli::tr("The edited payload (JSON), or - for standard input."),
        u"FILE"_s);
    const QCommandLineOption undo(
        u"undo"_s, Cli::tr("Undo the resend of ID: its original payload is resent as a new row "
                           "and the edited copy, where it is dead, is superseded."));
    const QCommandLineOption withdraw(
        u"withdraw"_s, Cli::tr("With --undo: an edited copy that is not delivered yet is withdrawn "
                               "(set dead and superseded), so that only the original goes."));
    const QCommandLineOption force(u"force"_s, Cli::tr("Do not ask for confirmation."));
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; required on prod profiles)."), u"TEXT"_s);
    p.addOptions({payloadFile, undo, withdraw, force, reason});
    p.addPositionalArgument(u"ID"_s, Cli::tr("The dead row to resend."));
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Write an edited copy of a dead row as a new ready row; the original "
                              "stays as written and is marked superseded."),
                      &code))
        return code;
    if (p.positionalArguments().size() != 1)
        return c.usageError(Cli::tr("resend needs exactly one row id."));
    if (p.isSet(withdraw) && !p.isSet(undo))
        return c.usageError(Cli::tr("--withdraw goes with --undo."));
    if (p.isSet(undo) == p.isSet(payloadFile))
        return c.usageError(Cli::tr("resend needs --payload-file=FILE (or -), or --undo."));
    const QString id = p.positionalArguments().constFirst();
    QString edited;
    if (p.isSet(payloadFile)) {
        const QString path = p.value(payloadFile);
        constexpr qint64 kMaxPayload = 4 * 1024 * 1024;
        QByteArray bytes;
        if (path == u"-"_s) {
            QFile in;
            if (!in.open(stdin, QIODevice::ReadOnly))
                return c.fail(
                    Error::invalid(Cli::tr("Cannot read the payload from standard input: %1")
                                       .arg(in.errorString())));
            bytes = in.read(kMaxPayload + 1);
        } else {
            // A regular file only: a FIFO would wait for a writer forever.
            auto read = readLocalFile(path, {kMaxPayload + 1, true});
            if (!read)
                return c.fail(Error::invalid(
                    Cli::tr("Cannot use the payload file: %1").arg(read.error().message)));
            bytes = *read;
        }
        if (bytes.size() > kMaxPayload)
            return c.fail(Error::invalid(
                Cli::tr("The payload file %1 is over 4 MiB: no outbox payload is that large.")
                    .arg(path)));
        if (const auto bad = firstInvalidUtf8Offset(bytes))
            return c.fail(
                Error::invalid(Cli::tr("The payload file %1 is not UTF-8: the byte at "
                                       "offset %2 (0x%3) does not belong there.")
                                   .arg(path)
                                   .arg(*bad)
                                   .arg(uint(quint8(bytes.at(*bad))), 2, 16, QLatin1Char('0'))));
        edited = QString::fromUtf8(bytes);
    }
    if (!writeAllowed(c, p, u"resend"_s, &code))
        return code;
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto normalized = normalizeRowId(c.reader().table(), id);
    if (!normalized)
        return c.fail(normalized.error());
    auto row = c.reader().row(*normalized);
    if (!row)
        return c.fail(row.error());
    QString question;
    if (p.isSet(undo)) {
        if (row->supersededBy.isEmpty())
            return c.fail(Error::invalid(
                Cli::tr("Row %1 is not superseded: there is no resend of it to undo.")
                    .arg(row->id)));
        question = Cli::tr("The original payload of %1 will be resent as a new row, and the "
                           "edited copy %2, where it is dead, superseded. Continue?")
                       .arg(row->id, row->supersededBy);
    } else {
        auto draft = prepareResend(c.reader().table(), *row, edited);
        if (!draft)
            return c.fail(draft.error());
        c.out << Cli::tr("Row %1 (%2, %3): the edited payload changes")
                     .arg(row->id, row->kind, rowStateName(row->state))
              << '\n';
        for (const PayloadChange &change : std::as_const(draft->changes))
            c.out << "  " << escapeControls(change.describe()) << '\n';
        c.out << Cli::tr("Payload to write: %1").arg(escapeControls(draft->payload)) << Qt::endl;
        question = Cli::tr("It will be written as a new ready row, and %1 marked superseded. "
                           "Continue?")
                       .arg(row->id);
    }
    if (!p.isSet(force)) {
        if (!interactive())
            return c.fail(Error::refused(
                Cli::tr("resend needs a confirmation: run it in a terminal or pass --force.")));
        if (!confirm(c, question)) {
            c.out << "Aborted." << Qt::endl;
            return Success;
        }
    }
    const ActionContext context = changeContext(c, p.value(reason));
    auto outcome = p.isSet(undo) ? undoResend(c.reader(), row->id, row->supersededBy, context,
                                              p.isSet(withdraw))
                                 : resendRow(c.reader(), row->id, edited, context);
    if (!outcome)
        return c.fail(outcome.error());
    c.out << outcome->summary << Qt::endl;
    return Success;
}

int runUnpark(Context &c, const QStringList &arguments) {
    return runChangeOfIds(c, arguments,
                          Cli::tr("Parked rows hold their keys' later rows back again, as any dead "
                                  "row does (outboxctl blocked --parked lists them)."),
                          Cli::tr("Parked row ids."), Cli::tr("unpark needs at least one row id."),
                          u"unpark"_s, unparkRows);
}

int runPurge(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption olderThan(
        u"older-than"_s, Cli::tr("Retention: sent rows created longer ago are deleted (e.g. 30d)."),
        u"PERIOD"_s, u"30d"_s);
    const QCommandLineOption dryRun(u"dry-run"_s, Cli::tr("Count only."));
    const QCommandLineOption force(u"force"_s, Cli::tr("Do not ask for confirmation."));
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; required on prod profiles)."), u"TEXT"_s);
    const QCommandLineOption batch(
        u"batch-size"_s, Cli::tr("Rows per transaction (default 10000)."), u"N"_s, u"10000"_s);
    p.addOptions({olderThan, dryRun, force, reason, batch});
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Delete sent rows older than a retention period, in batches."),
                      &code))
        return code;
    auto seconds = parseRetention(p.value(olderThan));
    if (!seconds)
        return c.fail(seconds.error());
    const auto batchSize = boundedIntOption(p, u"batch-size"_s, 1, 50000);
    if (!batchSize)
        return c.fail(batchSize.error());
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    PurgeRequest request;
    request.olderThanSeconds = *seconds;
    request.now = QDateTime::currentDateTimeUtc();
    auto count = countPurgeable(c.reader(), request);
    if (!count)
        return c.fail(count.error());
    const QString cutoff = isoUtc(request.now.addSecs(-*seconds));
    auto unreadable = countUnpurgeableTimes(c.reader());
    if (!unreadable)
        return c.fail(unreadable.error());
    if (*unreadable)
        c.err << Cli::tr("%n sent row(s) kept: created_at is not a date text (a number, for "
                         "example), so their age cannot be told.",
                         nullptr, int(*unreadable))
              << Qt::endl;
    if (p.isSet(dryRun) || *count == 0) {
        c.out << Cli::tr("Dry run — %n sent row(s) created before %1 would be deleted.", nullptr,
                         int(*count))
                     .arg(cutoff)
              << Qt::endl;
        return Success;
    }
    if (!writeAllowed(c, p, u"purge"_s, &code))
        return code;
    c.out << Cli::tr("%n sent row(s) created before %1 will be deleted.", nullptr, int(*count))
                 .arg(cutoff)
          << Qt::endl;
    if (!p.isSet(force)) {
        if (!interactive())
            return c.fail(Error::refused(
                Cli::tr("purge needs a confirmation: run it in a terminal or pass --force.")));
        if (!confirm(c, Cli::tr("Continue?"))) {
            c.out << "Aborted." << Qt::endl; // as retry's (scripts match it): not translated
            return Success;
        }
    }
    CancelToken cancel;
    InterruptGuard guard(cancel);
    ActionContext context = actionContext(c, p, cancel);
    context.batchSize = *batchSize;
    auto outcome = purgeSent(c.reader(), request, context);
    if (outcome)
        c.out << outcome->summary << Qt::endl;
    return reportOutcome(c, outcome);
}

int runGroups(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption output(u"output"_s, Cli::tr("table, json or csv."), u"FORMAT"_s,
                                    u"table"_s);
    p.addOption(output);
    int code = 0;
    if (!parseCommand(c, p, arguments, Cli::tr("Dead rows grouped by normalised error."), &code))
        return code;
    auto format = parseOutputFormat(p.value(output));
    if (!format)
        return c.fail(format.error());
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto groups = groupDeadLetters(c.reader(), *filter);
    if (!groups)
        return c.fail(groups.error());
    // The groups' notes (the console's Error Groups tab), from the database or this computer.
    auto notes = GroupNotes().read(c.session(), c.reader().table().name);
    if (!notes)
        return c.fail(notes.error());
    const auto noteOf = [&](const DeadLetterGroup &g) { return notes->value(g.signature); };
    const auto operations = [](const DeadLetterGroup &g) {
        QStringList ops;
        for (auto it = g.operations.cbegin(); it != g.operations.cend(); ++it)
            ops.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
        return ops.join(u", "_s);
    };
    switch (*format) {
    case OutputFormat::Json: {
        QJsonArray list;
        for (const DeadLetterGroup &g : *groups) {
            QJsonObject ops;
            for (auto it = g.operations.cbegin(); it != g.operations.cend(); ++it)
                ops.insert(it.key(), it.value());
            QJsonObject group{{u"id"_s, g.id},
                              {u"signature"_s, g.signature},
                              {u"count"_s, g.count},
                              {u"first_seen"_s, isoUtc(g.firstSeen)},
                              {u"last_seen"_s, isoUtc(g.lastSeen)},
                              {u"operations"_s, ops},
                              {u"example_id"_s, g.exampleRowId},
                              {u"example_error"_s, g.exampleError}};
            if (const GroupNote note = noteOf(g); !note.isEmpty())
                group.insert(u"note"_s, QJsonObject{{u"text"_s, note.text},
                                                    {u"author"_s, note.author},
                                                    {u"at"_s, isoUtc(note.at)}});
            list.append(group);
        }
        c.out << QString::fromUtf8(
            QJsonDocument(QJsonObject{{u"groups"_s, list}}).toJson(QJsonDocument::Indented));
        break;
    }
    case OutputFormat::Csv:
        c.out << csvRecord({u"id"_s, u"count"_s, u"first_seen"_s, u"last_seen"_s, u"operations"_s,
                            u"signature"_s, u"example_id"_s, u"example_error"_s, u"note"_s});
        for (const DeadLetterGroup &g : *groups)
            c.out << csvRecord({g.id, QString::number(g.count), isoUtc(g.firstSeen),
                                isoUtc(g.lastSeen), operations(g), g.signature, g.exampleRowId,
                                g.exampleError, noteOf(g).text});
        break;
    case OutputFormat::Table: {
        TextTable table({u"Group"_s, u"Count"_s, u"First Failed"_s, u"Last Failed"_s,
                         u"Operations"_s, u"Signature"_s});
        for (const DeadLetterGroup &g : *groups)
            table.addRow({g.id, QString::number(g.count), dateText(g.firstSeen),
                          dateText(g.lastSeen), operations(g), elide(g.signature, 100)});
        if (table.isEmpty())
            c.err << Cli::tr("No dead rows match.") << Qt::endl;
        else
            c.out << table.render();
        break;
    }
    }
    return Success;
}

int runAudit(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption limit(u"limit"_s, Cli::tr("Records to show (default 20)."), u"N"_s,
                                   u"20"_s);
    const QCommandLineOption output(u"output"_s, Cli::tr("table, json or csv."), u"FORMAT"_s,
                                    u"table"_s);
    const QCommandLineOption source(
        u"source"_s, Cli::tr("local (the log file, default) or database (the audit table)."),
        u"SOURCE"_s, u"local"_s);
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("With init: why (kept in the audit; required on prod profiles)."),
        u"TEXT"_s);
    p.addOptions({limit, output, source, reason});
    p.addPositionalArgument(
        u"init"_s, Cli::tr("Create the audit table in the outbox's database and print its DDL."),
        u"[init]"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments, Cli::tr("Recent audit records, or 'audit init'."), &code))
        return code;
    const QStringList positional = p.positionalArguments();
    if (positional == QStringList{u"init"_s}) {
        if (auto s = c.open(); !s)
            return c.fail(s.error());
        const QString ddl = AuditTable::ddl(c.session().spec().kind);
        if (AuditTable::exists(c.session())) {
            c.err << Cli::tr("The audit table already exists.") << Qt::endl;
        } else if (int e = auditedSchemaChange(
                       c, u"audit-init"_s, p.value(reason),
                       [&] { return AuditTable::create(c.session()); },
                       u"created "_s + QString::fromLatin1(AuditTable::kName));
                   e != Success) {
            return e;
        }
        c.out << ddl << Qt::endl;
        return Success;
    }
    if (!positional.isEmpty())
        return c.usageError(
            Cli::tr("Unknown audit subcommand \"%1\".").arg(positional.constFirst()));
    auto format = parseOutputFormat(p.value(output));
    if (!format)
        return c.fail(format.error());
    bool ok = false;
    const int n = p.value(limit).toInt(&ok);
    if (!ok || n < 1)
        return c.usageError(Cli::tr("--limit must be a positive whole number."));
    Result<QList<AuditRecord>> records = QList<AuditRecord>{};
    if (p.value(source) == u"database"_s) {
        if (auto s = c.open(); !s)
            return c.fail(s.error());
        if (!AuditTable::exists(c.session()))
            return c.fail(Error::invalid(
                Cli::tr("This database has no audit table (create it with 'outboxctl audit "
                        "init').")));
        records = AuditTable::recent(c.session(), n);
    } else if (p.value(source) == u"local"_s) {
        // Lines that are not records (a write cut short by a full disk, a hand edit) are said,
        // never silently dropped.
        QList<qsizetype> unreadable;
        const AuditLog log;
        records = log.recent(n, &unreadable);
        if (!unreadable.isEmpty()) {
            QStringList numbers;
            for (qsizetype line :
                 std::as_const(unreadable).first(qMin<qsizetype>(20, unreadable.size())))
                numbers.append(QString::number(line));
            c.err << Cli::tr("outboxctl: %n line(s) of %1 are not audit records and were skipped "
                             "(line %2).",
                             nullptr, int(unreadable.size()))
                         .arg(log.path(), numbers.join(u", "_s) +
                                              (unreadable.size() > 20 ? u", …"_s : QString()))
                  << Qt::endl;
        }
    } else {
        return c.usageError(Cli::tr("--source must be local or database."));
    }
    if (!records)
        return c.fail(records.error());
    if (*format == OutputFormat::Json) {
        QJsonArray list;
        for (const AuditRecord &r : *records)
            list.append(r.toJson());
        c.out << QString::fromUtf8(
            QJsonDocument(QJsonObject{{u"records"_s, list}}).toJson(QJsonDocument::Indented));
        return Success;
    }
    const QStringList header{u"At"_s,      u"User"_s,  u"Action"_s, u"Rows"_s,
                             u"Profile"_s, u"Table"_s, u"Reason"_s, u"Outcome"_s};
    TextTable table(header);
    if (*format == OutputFormat::Csv)
        c.out << csvRecord(header);
    for (const AuditRecord &r : *records) {
        const QStringList cells{isoUtc(r.at), r.user,  r.action, QString::number(r.rowCount),
                                r.profile,    r.table, r.reason, r.outcome};
        if (*format == OutputFormat::Csv)
            c.out << csvRecord(cells);
        else
            table.addRow(cells);
    }
    if (*format == OutputFormat::Table)
        c.out << table.render();
    return Success;
}

} // namespace outbox::cli
