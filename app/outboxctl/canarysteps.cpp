// retry --canary and replay --canary: reads their options, says what the run will do, and runs it.
#include "canarysteps.h"

#include "schema/relayregistry.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

QList<QCommandLineOption> canaryOptions(CanaryRun::Kind kind) {
    // What the canary, the ratio and the wait are about: rows reset, or the copies written.
    struct Help {
        QString canary, abortRatio, settleTimeout;
    };
    const Help help =
        kind == CanaryRun::Kind::Replay
            ? Help{Cli::tr("Copy N rows first, wait until the relay has settled their copies, "
                           "and go on only if at most --abort-ratio of them failed."),
                   Cli::tr("With --canary: stop when more than this share of the copies failed "
                           "(default 0.2)."),
                   Cli::tr("With --canary: seconds to wait for the relay to settle the copies "
                           "(default 600).")}
            : Help{Cli::tr("Reset N rows first, wait until the relay has settled them, and go on "
                           "only if at most --abort-ratio of them failed again."),
                   Cli::tr("With --canary: stop when more than this share of the redriven rows "
                           "failed again (default 0.2)."),
                   Cli::tr("With --canary: seconds to wait for the relay to settle the redriven "
                           "rows (default 600).")};
    return {
        {u"canary"_s, help.canary, u"N"_s},
        {u"abort-ratio"_s, help.abortRatio, u"R"_s, u"0.2"_s},
        {u"rate"_s,
         Cli::tr("With --canary: the rest in steps of this many rows per second (default: all at "
                 "once)."),
         u"ROWS/s"_s},
        {u"settle-timeout"_s, help.settleTimeout, u"SECONDS"_s, u"600"_s},
    };
}

Result<std::optional<CanaryOptions>> readCanaryOptions(const QCommandLineParser &p) {
    const QString canary = u"canary"_s, abortRatio = u"abort-ratio"_s, rate = u"rate"_s,
                  settleTimeout = u"settle-timeout"_s;
    if (!p.isSet(canary)) {
        // Not ignored: a plain retry of every row would run instead of the redrive meant.
        if (p.isSet(rate) || p.isSet(abortRatio) || p.isSet(settleTimeout))
            return Error::invalid(
                Cli::tr("--rate, --abort-ratio and --settle-timeout go with --canary=N."));
        return std::optional<CanaryOptions>();
    }
    CanaryOptions o;
    bool parsed = false;
    o.canary = p.value(canary).toInt(&parsed);
    if (!parsed)
        return Error::invalid(
            Cli::tr("--canary must be a whole number of rows, not \"%1\".").arg(p.value(canary)));
    o.abortRatio = p.value(abortRatio).toDouble(&parsed);
    if (!parsed)
        return Error::invalid(Cli::tr("--abort-ratio must be a number such as 0.2, not \"%1\".")
                                  .arg(p.value(abortRatio)));
    if (p.isSet(rate)) {
        QString text = p.value(rate);
        if (text.endsWith(u"/s"_s))
            text.chop(2);
        o.rate = text.toDouble(&parsed);
        if (!parsed || o.rate <= 0)
            return Error::invalid(
                Cli::tr("--rate must be rows per second above 0 (e.g. 50 or 50/s), not \"%1\".")
                    .arg(p.value(rate)));
    }
    o.settleTimeoutSeconds = p.value(settleTimeout).toInt(&parsed);
    if (!parsed)
        return Error::invalid(Cli::tr("--settle-timeout must be whole seconds, not \"%1\".")
                                  .arg(p.value(settleTimeout)));
    if (auto valid = o.validate(); !valid)
        return valid.error();
    return std::optional<CanaryOptions>(o);
}

void describeCanary(Context &c, CanaryRun::Kind kind, qint64 rows, const CanaryOptions &o) {
    const qint64 first = qMin<qint64>(o.canary, rows);
    const QString pace =
        o.rate > 0 ? Cli::tr("at %1 rows/s, stopping when the ratio passes it").arg(o.rate)
                   : Cli::tr("all at once");
    if (kind == CanaryRun::Kind::Replay)
        c.err << Cli::tr("Canary replay: the copies of %n row(s) first; the rest (%1) only if "
                         "at most %2% of those copies fail, %3.",
                         nullptr, int(first))
                     .arg(rows - first)
                     .arg(o.abortRatio * 100)
                     .arg(pace)
              << '\n';
    else
        c.err << Cli::tr("Canary redrive: %1 row(s) first; the rest (%2) only if at most %3% of "
                         "the canary fails again, %4.")
                     .arg(first)
                     .arg(rows - first)
                     .arg(o.abortRatio * 100)
                     .arg(pace)
              << '\n';
    // The registry first: without it, reading the relays fails on a table that is not there.
    if (!RelayRegistry::exists(c.session())) {
        c.err << Cli::tr("Whether a relay is running is unknown (no relay registry: outboxctl "
                         "relay init creates it); the canary waits up to %1 s to be settled.")
                     .arg(o.settleTimeoutSeconds)
              << '\n';
    } else if (auto relays = RelayRegistry::relaysOf(c.session(), c.reader().table().name.display(),
                                                     QDateTime::currentDateTimeUtc());
               !relays) {
        c.err << Cli::tr("Whether a relay is running is unknown: %1").arg(relays.error().message)
              << '\n';
    } else if (relays->isEmpty()) {
        c.err << Cli::tr("Warning: no relay is running against %1 (none has a heartbeat): nobody "
                         "would settle the canary, and the run stops after %2 s.")
                     .arg(c.reader().table().name.display())
                     .arg(o.settleTimeoutSeconds)
              << '\n';
    } else {
        c.err << Cli::tr("%n relay(s) running against the table: %1", nullptr, int(relays->size()))
                     .arg(relays->constFirst().who())
              << '\n';
    }
    c.err.flush();
}

namespace {

// A step of a canary run on stderr.
RedriveProgress printCanaryStep(Context &c, CanaryRun::Kind kind) {
    return [&c, kind](const RedriveStep &s) {
        const RedriveTally &t = s.tally;
        const QString where =
            s.phase == RedriveStep::Phase::Canary             ? Cli::tr("canary")
            : s.phase == RedriveStep::Phase::WaitingForCanary ? Cli::tr("waiting for the canary")
            : s.phase == RedriveStep::Phase::Step ? Cli::tr("step %1/%2").arg(s.step).arg(s.steps)
                                                  : Cli::tr("waiting for the last rows");
        const QString tally =
            kind == CanaryRun::Kind::Replay
                ? Cli::tr("%1: %2 replayed, %3 delivered, %4 failed, %5 waiting")
                : Cli::tr("%1: %2 retried, %3 delivered, %4 failed again, %5 waiting");
        c.err
            << tally.arg(where).arg(t.retried).arg(t.succeeded).arg(t.failedAgain).arg(t.unsettled)
            << '\n'
            << Qt::flush;
    };
}

// The run's outcome: done (what it did, from its tally) on stdout, its summary on stderr.
int reportCanaryRun(Context &c, const Result<RedriveOutcome> &outcome,
                    QString (*done)(const RedriveTally &)) {
    if (!outcome)
        return c.fail(outcome.error());
    c.out << done(outcome->tally) << Qt::endl;
    c.err << outcome->summary << Qt::endl;
    // Stopped by its own rule: the run did what it was asked, the result says why.
    return Success;
}

} // namespace

int runCanaryRedrive(Context &c, const RetryPlan &plan, const CanaryOptions &o,
                     const ActionContext &context) {
    return reportCanaryRun(
        c, canaryRedrive(c.reader(), plan, o, context, printCanaryStep(c, CanaryRun::Kind::Retry)),
        [](const RedriveTally &t) {
            return u"Reset %1 outbox entries to pending."_s.arg(t.retried);
        });
}

int runCanaryReplay(Context &c, const ReplayPlan &plan, const CanaryOptions &o,
                    const ActionContext &context) {
    return reportCanaryRun(
        c, canaryReplay(c.reader(), plan, o, context, printCanaryStep(c, CanaryRun::Kind::Replay)),
        [](const RedriveTally &t) {
            return Cli::tr("Replayed %n row(s).", nullptr, int(t.retried));
        });
}

} // namespace outbox::cli
