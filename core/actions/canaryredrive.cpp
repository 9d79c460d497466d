#include "actions/canaryredrive.h"
#include "util/coretr.h"

#include <QDeadlineTimer>
#include <QThread>

#include <cmath>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString percent(double ratio) {
    return QString::number(ratio * 100.0, 'f', ratio * 100.0 < 10 ? 1 : 0) + u'%';
}

// Sleeps until the deadline in short slices; false when cancelled meanwhile.
bool sleepUntil(const QDeadlineTimer &until, const CancelToken *cancel) {
    while (!until.hasExpired()) {
        if (cancel && cancel->isCancelled())
            return false;
        QThread::msleep(quint64(qBound(qint64(1), until.remainingTime(), qint64(100))));
    }
    return !(cancel && cancel->isCancelled());
}

} // namespace

Status CanaryOptions::validate() const {
    if (canary < 1)
        return Error::invalid(CoreText::tr("--canary must be at least 1 row."));
    // 1 is allowed: "never stop on the ratio" (a failure ratio is never over 1).
    if (!(abortRatio >= 0.0 && abortRatio <= 1.0))
        return Error::invalid(
            CoreText::tr("--abort-ratio must be between 0 and 1 (e.g. 0.2), not %1.")
                .arg(abortRatio));
    if (!(rate >= 0.0) || rate > 100'000)
        return Error::invalid(
            CoreText::tr("--rate must be rows per second between 0 and 100000, not %1.").arg(rate));
    if (settleTimeoutSeconds < 1)
        return Error::invalid(CoreText::tr("The settle timeout must be at least 1 second."));
    return Done{};
}

Result<RedriveTally> tallyRedriven(const OutboxReader &reader, const QStringList &ids) {
    RedriveTally tally;
    tally.retried = ids.size();
    constexpr int kChunk = 500;
    for (qsizetype start = 0; start < ids.size(); start += kChunk) {
        PageRequest request;
        request.filter.ids = ids.mid(start, kChunk);
        request.order = SortOrder::OldestFirst;
        request.limit = kChunk;
        auto page = reader.page(request);
        if (!page)
            return page.error();
        qint64 found = 0;
        for (const OutboxRow &row : std::as_const(page->rows)) {
            ++found;
            switch (row.state) {
            case RowState::Sent:
                ++tally.succeeded;
                break;
            case RowState::Dead:
            case RowState::Superseded:
            case RowState::Archived:
                ++tally.failedAgain;
                break;
            case RowState::Pending:
            case RowState::InFlight:
                if (row.attempts.value_or(0) > 0 || !row.lastError.isEmpty())
                    ++tally.failedAgain; // failed since the reset, waiting for its next attempt
                else
                    ++tally.unsettled;
                break;
            case RowState::Unknown:
                ++tally.unsettled;
                break;
            }
        }
        // Gone since: only sent rows are purged.
        tally.succeeded += request.filter.ids.size() - found;
    }
    return tally;
}

namespace {

// The words of a run's summary: the English source texts (context "outbox"), translated for
// people and kept in English for the audit record.
struct CanaryWords {
    const char *summary;
    const char *completed;
    const char *canaryFailed;
    const char *ratioExceeded;
    const char *notSettled;
};

const CanaryWords &wordsOf(CanaryRun::Kind kind) {
    static const CanaryWords retry{
        QT_TRANSLATE_NOOP("outbox", "%1 retried, %2 delivered, %3 failed again, %4 not settled, "
                                    "%5 left dead; %6."),
        QT_TRANSLATE_NOOP("outbox", "every row was redriven"),
        QT_TRANSLATE_NOOP("outbox", "stopped after the canary: %1 of it failed again, over "
                                    "the abort ratio of %2"),
        QT_TRANSLATE_NOOP("outbox", "stopped: %1 of the redriven rows failed again, over the "
                                    "abort ratio of %2"),
        QT_TRANSLATE_NOOP("outbox", "stopped: the redriven rows were not settled within %1 s "
                                    "(is a relay running against the table?)"),
    };
    static const CanaryWords replay{
        QT_TRANSLATE_NOOP("outbox", "%1 replayed, %2 delivered, %3 failed, %4 not settled, %5 "
                                    "not replayed; %6."),
        QT_TRANSLATE_NOOP("outbox", "every row was replayed"),
        QT_TRANSLATE_NOOP("outbox", "stopped after the canary: %1 of its copies failed, over "
                                    "the abort ratio of %2"),
        QT_TRANSLATE_NOOP("outbox", "stopped: %1 of the copies failed, over the abort ratio of "
                                    "%2"),
        QT_TRANSLATE_NOOP("outbox", "stopped: the copies were not settled within %1 s (is a "
                                    "relay running against the table?)"),
    };
    return kind == CanaryRun::Kind::Replay ? replay : retry;
}

} // namespace

Result<RedriveOutcome> canaryRedrive(const OutboxReader &reader, const RetryPlan &plan,
                                     const CanaryOptions &options, const ActionContext &context,
                                     const RedriveProgress &progress) {
    if (auto offered = checkChangeOffered(reader.table(), u"retry"_s); !offered)
        return offered.error();
    if (auto allowed = checkChangeAllowed(context, u"retry"_s); !allowed)
        return allowed.error();
    const CanaryRun run = planCanaryRun(
        CanaryRun::Kind::Retry, u"retry-canary"_s, plan, u"canary redrive"_s,
        [&](const RetryPlan &slice, const ActionContext &stepContext) -> Result<CanaryStepResult> {
            auto applied = applyRetry(reader, slice, stepContext);
            if (!applied)
                return applied.error();
            // Only the rows this redrive reset: one marked done or resent by someone else
            // meanwhile was skipped, and its fate is not the redrive's.
            return CanaryStepResult{applied->changedIds, applied->changed, applied->cancelled};
        });
    return runCanary(reader, run, options, context, progress);
}

Result<RedriveOutcome> runCanary(const OutboxReader &reader, const CanaryRun &run,
                                 const CanaryOptions &options, const ActionContext &context,
                                 const RedriveProgress &progress) {
    if (auto valid = options.validate(); !valid)
        return valid.error();
    const QStringList canaryIds = run.ids.mid(0, options.canary);
    const QStringList restIds = run.ids.mid(options.canary);
    const qint64 minimumSettled =
        options.minimumSettled > 0 ? options.minimumSettled : qint64(canaryIds.size());

    AuditRecord record = AuditRecord::begin(run.auditAction);
    record.profile = context.profile ? context.profile->name : QString();
    record.database = reader.session().spec().displayUrl();
    record.table = reader.table().name.display();
    record.filter = u"%1; canary %2, abort ratio %3, rate %4"_s.arg(run.description)
                        .arg(options.canary)
                        .arg(options.abortRatio)
                        .arg(options.rate > 0 ? u"%1 rows/s"_s.arg(options.rate) : u"all"_s);
    record.reason = context.reason;
    record.setIds(run.ids);
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded.error();

    RedriveOutcome outcome;
    QStringList redriven; // the rows watched so far
    QStringList lastStep; // the ones the last step added
    const auto report = [&](RedriveStep::Phase phase, int step, int steps) {
        if (progress)
            progress({phase, step, steps, outcome.tally});
    };
    ActionContext stepContext = context;
    stepContext.progress = {};
    // Acts on one slice as an action of its own.
    const auto stepOn = [&](const QStringList &ids, const QString &what) -> Status {
        auto stepped = run.step(ids, what, stepContext);
        if (!stepped)
            return stepped.error();
        redriven += stepped->watched;
        lastStep = stepped->watched;
        outcome.tally.retried += stepped->acted;
        if (stepped->cancelled)
            return Error::failed(QString()); // cancelled: handled by the caller
        return Done{};
    };
    const auto refresh = [&]() -> Status {
        auto tally = tallyRedriven(reader, redriven);
        if (!tally)
            return tally.error();
        const qint64 retried = outcome.tally.retried;
        outcome.tally = *tally;
        outcome.tally.retried = retried;
        return Done{};
    };
    const auto cancelled = [&] { return context.cancel && context.cancel->isCancelled(); };
    // Waits until every redriven row is settled, but for those of the last step when
    // allowLastStep; false on timeout or cancel (stop set).
    const auto waitSettled = [&](RedriveStep::Phase phase, int step, int steps,
                                 bool allowLastStep = false) -> Result<bool> {
        const QDeadlineTimer deadline(qint64(options.settleTimeoutSeconds) * 1000);
        for (;;) {
            if (auto read = refresh(); !read)
                return read.error();
            report(phase, step, steps);
            if (outcome.tally.unsettled == 0)
                return true;
            if (allowLastStep && outcome.tally.unsettled <= lastStep.size()) {
                // Unsettled rows may all be the last step's: tallied on their own to be sure.
                const QStringList earlier = redriven.mid(0, redriven.size() - lastStep.size());
                auto older = tallyRedriven(reader, earlier);
                if (!older)
                    return older.error();
                if (older->unsettled == 0)
                    return true;
            }
            if (deadline.hasExpired()) {
                outcome.stop = RedriveStop::NotSettled;
                return false;
            }
            if (!sleepUntil(QDeadlineTimer(qMin<qint64>(options.pollMilliseconds,
                                                        qMax<qint64>(1, deadline.remainingTime()))),
                            context.cancel)) {
                outcome.stop = RedriveStop::Cancelled;
                return false;
            }
        }
    };

    const auto finish = [&]() -> Result<RedriveOutcome> {
        outcome.notRetried = run.ids.size() - redriven.size();
        const RedriveTally &t = outcome.tally;
        // Each reason once: in English for the audit record, translated for people.
        const CanaryWords &words = wordsOf(run.kind);
        const char *reason = nullptr;
        QStringList args;
        switch (outcome.stop) {
        case RedriveStop::Completed:
            reason = words.completed;
            break;
        case RedriveStop::CanaryFailed:
            reason = words.canaryFailed;
            args = {percent(t.failureRatio()), percent(options.abortRatio)};
            break;
        case RedriveStop::RatioExceeded:
            reason = words.ratioExceeded;
            args = {percent(t.failureRatio()), percent(options.abortRatio)};
            break;
        case RedriveStop::NotSettled:
            reason = words.notSettled;
            args = {QString::number(options.settleTimeoutSeconds)};
            break;
        case RedriveStop::Cancelled:
            reason = QT_TRANSLATE_NOOP("outbox", "cancelled");
            break;
        }
        QString why = QString::fromLatin1(reason);
        QString whyForPeople = CoreText::tr(reason);
        for (const QString &arg : std::as_const(args)) {
            why = why.arg(arg);
            whyForPeople = whyForPeople.arg(arg);
        }
        const auto tally = [&](QString text, const QString &because) {
            return text.arg(t.retried)
                .arg(t.succeeded)
                .arg(t.failedAgain)
                .arg(t.unsettled)
                .arg(outcome.notRetried)
                .arg(because);
        };
        outcome.auditSummary = tally(QString::fromLatin1(words.summary), why);
        outcome.auditSummary.chop(1); // the record's outcome is not a sentence
        outcome.summary = tally(CoreText::tr(words.summary), whyForPeople);
        record.outcome = outcome.auditSummary;
        record.rowCount = t.retried;
        (void)context.auditLog.append(record);
        if (AuditTable::exists(reader.session()))
            (void)AuditTable::insert(reader.session(), record);
        return outcome;
    };
    const auto failed = [&](const Error &error) -> Result<RedriveOutcome> {
        record.outcome = u"failed: "_s + error.message;
        (void)context.auditLog.append(record);
        return error;
    };

    // The canary.
    report(RedriveStep::Phase::Canary, 0, 0);
    if (auto reset = stepOn(canaryIds, u"canary of %1 rows"_s.arg(canaryIds.size())); !reset) {
        if (!cancelled())
            return failed(reset.error());
        outcome.stop = RedriveStop::Cancelled;
        return finish();
    }
    auto settled = waitSettled(RedriveStep::Phase::WaitingForCanary, 0, 0);
    if (!settled)
        return failed(settled.error());
    if (!*settled)
        return finish();
    if (outcome.tally.failureRatio() > options.abortRatio) {
        outcome.stop = RedriveStop::CanaryFailed;
        return finish();
    }

    // The rest, in steps at the rate (one step without a rate).
    const qint64 stepSize =
        options.rate > 0 ? qMax<qint64>(1, qint64(std::llround(options.rate))) : restIds.size();
    const qint64 stepMs =
        options.rate > 0 ? qint64(std::llround(stepSize * 1000.0 / options.rate)) : 0;
    const int steps = stepSize > 0 ? int((restIds.size() + stepSize - 1) / stepSize) : 0;
    for (int step = 0; step < steps; ++step) {
        // At most one step unsettled: a step starts only when the relay has settled the ones
        // before the last (a killed relay or a hanging sink stops the redrive here, within the
        // settle timeout, instead of resetting the rest unwatched).
        if (step > 0) {
            auto caughtUp = waitSettled(RedriveStep::Phase::Step, step, steps, true);
            if (!caughtUp)
                return failed(caughtUp.error());
            if (!*caughtUp)
                return finish();
        }
        const QDeadlineTimer next(stepMs);
        const QStringList slice = restIds.mid(step * stepSize, stepSize);
        report(RedriveStep::Phase::Step, step + 1, steps);
        if (auto reset = stepOn(slice, u"step %1 of %2"_s.arg(step + 1).arg(steps)); !reset) {
            if (!cancelled())
                return failed(reset.error());
            outcome.stop = RedriveStop::Cancelled;
            return finish();
        }
        if (auto read = refresh(); !read)
            return failed(read.error());
        report(RedriveStep::Phase::Step, step + 1, steps);
        if (outcome.tally.settled() >= minimumSettled &&
            outcome.tally.failureRatio() > options.abortRatio) {
            outcome.stop = RedriveStop::RatioExceeded;
            return finish();
        }
        // Until the next step is due, the ratio is watched as the relay settles rows.
        while (step + 1 < steps && !next.hasExpired()) {
            if (!sleepUntil(QDeadlineTimer(qMin<qint64>(options.pollMilliseconds,
                                                        qMax<qint64>(1, next.remainingTime()))),
                            context.cancel)) {
                outcome.stop = RedriveStop::Cancelled;
                return finish();
            }
            if (auto read = refresh(); !read)
                return failed(read.error());
            if (outcome.tally.settled() >= minimumSettled &&
                outcome.tally.failureRatio() > options.abortRatio) {
                outcome.stop = RedriveStop::RatioExceeded;
                return finish();
            }
        }
    }
    // Every row reset: the result once the relay has settled them.
    settled = waitSettled(RedriveStep::Phase::WaitingAtEnd, steps, steps);
    if (!settled)
        return failed(settled.error());
    if (*settled)
        outcome.stop = RedriveStop::Completed;
    return finish();
}

} // namespace outbox
