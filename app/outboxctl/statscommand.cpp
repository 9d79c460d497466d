// stats: counts per state and raw status, and the oldest pending age (cli.md).
#include "cli.h"
#include "commands.h"

#include "commandoutput.h"
#include "output/rowformat.h"
#include "query/tablestats.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runStats(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption jsonOption(u"json"_s, Cli::tr("Print JSON."));
    p.addOption(jsonOption);
    const QCommandLineOption exactOption(
        u"exact"_s, Cli::tr("Count the sent rows too. On a table of a million rows or more they "
                            "are otherwise the planner's estimate, and so is the total."));
    p.addOption(exactOption);
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Counts per state and raw status, oldest pending age.")))
        return *stop;
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    const OutboxTable &t = c.reader().table();
    // Two statements: the count can stay an index-only scan of the status index, and the oldest
    // pending row is one probe where an index serves it (bench/run-vortos-shapes; reading both
    // in one GROUP BY read the whole table's heap: 2.4x the raw count on FennFlow at 1M rows).
    // Where no index serves it, the two run side by side (readTableStats()). On a large table
    // the sent rows, nearly all of it, are the planner's estimate unless --exact: the counts then
    // read only the other states' rows, and the output says which figures are estimates.
    StatsOptions options;
    options.counts.estimateSentWhenLarge = !p.isSet(exactOption);
    auto stats = readTableStats(c.reader(), options);
    if (!stats)
        return c.fail(stats.error());
    const StateCounts *counts = &stats->counts;
    const QDateTime oldestAt = stats->oldestPending.value_or(QDateTime());
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 age = oldestAt.isValid() ? oldestAt.secsTo(now) : -1;
    if (!indexAdvice(t, c.session().spec().kind, c.session().dialect(), AdviceFor::Counts)
             .isEmpty() &&
        largeTable(c))
        printIndexAdvice(c, AdviceFor::Counts);

    if (p.isSet(jsonOption)) {
        QJsonObject states;
        for (RowState s : allRowStates())
            states.insert(rowStateName(s), counts->of(s));
        if (t.hasSupersededRows)
            states.insert(rowStateName(RowState::Superseded), counts->of(RowState::Superseded));
        if (t.hasArchivedRows)
            states.insert(rowStateName(RowState::Archived), counts->of(RowState::Archived));
        if (counts->of(RowState::Unknown))
            states.insert(u"unknown"_s, counts->of(RowState::Unknown));
        QJsonObject statuses;
        for (auto it = counts->byRawStatus.cbegin(); it != counts->byRawStatus.cend(); ++it)
            statuses.insert(it.key(), it.value());
        QJsonObject o{{u"database"_s, c.session().spec().displayUrl()},
                      {u"table"_s, t.name.display()},
                      {u"type"_s, formatName(t.format)},
                      {u"vocabulary"_s, t.vocabulary.name},
                      {u"total"_s, counts->total},
                      {u"sent_estimated"_s, counts->sentEstimated},
                      {u"states"_s, states},
                      {u"statuses"_s, statuses},
                      {u"oldest_pending_at"_s,
                       oldestAt.isValid() ? QJsonValue(isoUtc(oldestAt)) : QJsonValue()},
                      {u"oldest_pending_age_seconds"_s, age >= 0 ? QJsonValue(age) : QJsonValue()}};
        c.out << jsonText(o);
        return Success;
    }
    const auto tableLine = [&] {
        switch (t.vocabularySource) {
        case VocabularySource::Detected:
            return Cli::tr("Table:      %1 (%2, vocabulary %3, detected)");
        case VocabularySource::Recorded:
            return Cli::tr("Table:      %1 (%2, vocabulary %3, as recorded)");
        case VocabularySource::Remembered:
            return Cli::tr("Table:      %1 (%2, vocabulary %3, as the profile remembers)");
        case VocabularySource::Unknown:
            return Cli::tr("Table:      %1 (%2, vocabulary %3: no row reads 'created' and none is "
                           "recorded; give --vocabulary before changing rows)");
        case VocabularySource::Given:
            break;
        }
        return Cli::tr("Table:      %1 (%2, vocabulary %3)");
    };
    c.out << tableLine().arg(t.name.display(), formatName(t.format), t.vocabulary.name) << '\n';
    if (!t.vocabularyWarning.isEmpty())
        c.err << Cli::tr("Warning: %1").arg(t.vocabularyWarning) << Qt::endl;
    c.out << Cli::tr("Database:   %1").arg(c.session().spec().displayUrl()) << "\n\n";
    TextTable table({u"State"_s, u"Rows"_s, u"Raw statuses"_s});
    // An estimate reads "~N"; the raw statuses of an estimated state are not counted one by one.
    const auto rowsText = [&](qint64 n, bool estimated) {
        return estimated ? u"~%1"_s.arg(n) : QString::number(n);
    };
    for (RowState s : allRowStates()) {
        const bool estimated = counts->sentEstimated && s == RowState::Sent;
        QStringList raw;
        for (const QString &status : t.vocabulary.rawStatusesOf(s))
            raw.append(estimated ? status
                                 : u"%1 %2"_s.arg(status).arg(counts->byRawStatus.value(status)));
        table.addRow({rowStateName(s), rowsText(counts->of(s), estimated), raw.join(u", "_s)});
    }
    if (counts->of(RowState::Superseded)) // dead rows resent as an edited copy
        table.addRow({rowStateName(RowState::Superseded),
                      QString::number(counts->of(RowState::Superseded)),
                      Cli::tr("dead, resent as a copy")});
    if (counts->of(RowState::Archived)) // dead rows set aside as known junk
        table.addRow({rowStateName(RowState::Archived),
                      QString::number(counts->of(RowState::Archived)),
                      Cli::tr("dead, archived as known junk")});
    if (counts->of(RowState::Unknown)) {
        QStringList raw;
        for (auto it = counts->byRawStatus.cbegin(); it != counts->byRawStatus.cend(); ++it) {
            if (t.vocabulary.stateOf(it.key()) == RowState::Unknown)
                raw.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
        }
        table.addRow(
            {u"unknown"_s, QString::number(counts->of(RowState::Unknown)), raw.join(u", "_s)});
    }
    table.addRow({u"total"_s, rowsText(counts->total, counts->sentEstimated), QString()});
    c.out << table.render() << '\n';
    if (counts->sentEstimated)
        c.out << Cli::tr("~ The planner's estimate: every other state is counted row by row. "
                         "--exact counts the sent rows too (it reads the whole status index).")
              << '\n';
    if (oldestAt.isValid())
        c.out << Cli::tr("Oldest pending: %1 (%2 ago)").arg(isoUtc(oldestAt), humanDuration(age))
              << '\n';
    else
        c.out << Cli::tr("Oldest pending: none") << '\n';
    return Success;
}

} // namespace outbox::cli
