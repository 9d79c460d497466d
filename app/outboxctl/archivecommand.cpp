// archive and unarchive: dead rows known to be junk leave the counts, groups, gauges and
// notifications, for good or until an expiry, without being deleted or called sent (cli.md).
#include "cli.h"
#include "commands.h"

#include "actions/archive.h"
#include "changesteps.h"
#include "commandoutput.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// --expires: a period from now ("7d", "12h") or a date; unset: until unarchived.
Result<std::optional<QDateTime>> readExpiry(const QString &text) {
    if (text.isEmpty())
        return std::optional<QDateTime>();
    if (auto seconds = parseRetention(text))
        return std::optional<QDateTime>(QDateTime::currentDateTimeUtc().addSecs(*seconds));
    auto date = parseFilterDate(text);
    if (!date)
        return Error::invalid(Cli::tr("--expires takes a period (7d, 12h, 2w) or a date "
                                      "(2027-01-31), not \"%1\".")
                                  .arg(text));
    return std::optional<QDateTime>(*date);
}

// Archive sets dead rows apart: a filter on another state is refused, and the filters select the
// dead rows among what they match.
Status onlyDeadRows(RowFilter &filter) {
    for (const RowState state : std::as_const(filter.states))
        if (state != RowState::Dead)
            return Error::invalid(Cli::tr("archive sets dead rows apart: --state=%1 selects rows "
                                          "it cannot act on (leave --state out).")
                                      .arg(rowStateName(state)));
    filter.states = {RowState::Dead};
    return Done{};
}

} // namespace

int runArchive(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption expires(
        u"expires"_s,
        Cli::tr("When the rows count as dead again: a period (7d, 12h) or a date; default never "
                "(until unarchived)."),
        u"WHEN"_s);
    const QCommandLineOption limit(
        {u"l"_s, u"limit"_s},
        Cli::tr("With filters: at most this many dead rows, the oldest first (default 100, "
                "1..1000)."),
        u"N"_s, u"100"_s);
    p.addOptions({expires, limit});
    p.addOptions(confirmOptions());
    p.addPositionalArgument(u"ID"_s, Cli::tr("Dead rows to archive (or select them by filters)."),
                            u"[ID…]"_s);
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Set dead rows known to be junk apart: they leave the "
                                         "counts, groups, gauges and notifications, stay dead "
                                         "and readable, and are neither deleted nor sent.")))
        return *stop;
    const auto until = readExpiry(p.value(expires));
    if (!until)
        return c.fail(until.error());
    auto choice = readRowChoice(p);
    if (!choice)
        return c.fail(choice.error());
    if (!*choice)
        return c.usageError(Cli::tr("archive needs the rows: dead row ids, or filters such as "
                                    "--error-contains or --operation."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    if (auto dead = onlyDeadRows((*choice)->filter); !dead)
        return c.fail(dead.error());
    QStringList ids;
    if (auto stop = chooseIds(c, **choice, Cli::tr("No dead rows match the given filters."), ids))
        return *stop;
    if (auto refused = refuseIfNotAllowed(c, p, u"archive"_s))
        return *refused;
    c.out << Cli::tr("%n dead row(s) will be archived %1: they leave the counts, groups and "
                     "gauges, and stay dead and readable.",
                     nullptr, int(ids.size()))
                 .arg(*until ? Cli::tr("until %1").arg((*until)->toString(Qt::ISODate))
                             : Cli::tr("until unarchived"))
          << Qt::endl;
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("archive needs a confirmation: run it in a terminal or pass --force.")))
        return *stop;
    return runChange(c, p, [&](const ActionContext &context) {
        return archiveRows(c.reader(), ids, *until, context);
    });
}

int runUnarchive(Context &c, const QStringList &arguments) {
    return runChangeOfIds(c, arguments,
                          Cli::tr("Archived rows count as dead again (list --state=archived "
                                  "lists them)."),
                          Cli::tr("Archived row ids."),
                          Cli::tr("unarchive needs at least one row id."), u"unarchive"_s,
                          unarchiveRows);
}

} // namespace outbox::cli
