// purge: sent rows older than a retention period deleted, in batches (cli.md).
#include "cli.h"
#include "commands.h"

#include "changesteps.h"
#include "output/rowformat.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// Sent rows whose created_at is no date text are kept, and said so.
Status noteUnreadableTimes(Context &c) {
    auto unreadable = countUnpurgeableTimes(c.reader());
    if (!unreadable)
        return unreadable.error();
    if (*unreadable)
        c.err << Cli::tr("%n sent row(s) kept: created_at is not a date text (a number, for "
                         "example), so their age cannot be told.",
                         nullptr, int(*unreadable))
              << Qt::endl;
    return Done{};
}

} // namespace

int runPurge(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption olderThan(
        u"older-than"_s, Cli::tr("Retention: sent rows created longer ago are deleted (e.g. 30d)."),
        u"PERIOD"_s, u"30d"_s);
    p.addOptions({olderThan, dryRunOption(Cli::tr("Count only."))});
    p.addOptions(confirmOptions());
    p.addOption(batchSizeOption(Cli::tr("Rows per transaction (default 10000)."), u"10000"_s));
    if (auto stop =
            parseCommand(c, p, arguments,
                         Cli::tr("Delete sent rows older than a retention period, in batches.")))
        return *stop;
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
    if (auto noted = noteUnreadableTimes(c); !noted)
        return c.fail(noted.error());
    if (p.isSet(u"dry-run"_s) || *count == 0) {
        c.out << Cli::tr("Dry run — %n sent row(s) created before %1 would be deleted.", nullptr,
                         int(*count))
                     .arg(cutoff)
              << Qt::endl;
        return Success;
    }
    if (auto refused = refuseIfNotAllowed(c, p, u"purge"_s))
        return *refused;
    c.out << Cli::tr("%n sent row(s) created before %1 will be deleted.", nullptr, int(*count))
                 .arg(cutoff)
          << Qt::endl;
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("purge needs a confirmation: run it in a terminal or pass --force.")))
        return *stop;
    return runChange(
        c, p, [&](const ActionContext &context) { return purgeSent(c.reader(), request, context); },
        *batchSize);
}

} // namespace outbox::cli
