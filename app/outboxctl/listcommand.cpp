// list: rows, newest first, with the shared filters and a keyset cursor (cli.md).
#include "cli.h"
#include "commands.h"

#include "commandoutput.h"
#include "output/rowformat.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runList(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption limit(
        u"limit"_s, Cli::tr("Rows per page (default 50, at most 10000)."), u"N"_s, u"50"_s);
    const QCommandLineOption after(u"after"_s, Cli::tr("Continue after this cursor."), u"CURSOR"_s);
    const QCommandLineOption oldestFirst(u"oldest-first"_s, Cli::tr("Oldest rows first."));
    p.addOptions({limit, after, oldestFirst, outputOption()});
    p.addOptions(revealOptions());
    OutputFormat format = OutputFormat::Table;
    if (auto stop =
            parseCommandWithOutput(c, p, arguments, Cli::tr("List rows, newest first."), format))
        return *stop;
    bool limitOk = false;
    const int n = p.value(limit).toInt(&limitOk);
    if (!limitOk || n < 1 || n > 10000)
        return c.usageError(Cli::tr("--limit must be a whole number from 1 to 10000, not \"%1\".")
                                .arg(p.value(limit)));
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    PageRequest request{*filter,
                        p.isSet(oldestFirst) ? SortOrder::OldestFirst : SortOrder::NewestFirst, n,
                        p.value(after)};
    auto page = c.reader().page(request);
    if (!page)
        return c.fail(page.error());
    QStringList ids;
    for (const OutboxRow &r : page->rows)
        ids.append(r.id);
    auto revealed = c.revealIfAsked(p, ids, u"list %1"_s.arg(filter->describe()));
    if (!revealed)
        return c.fail(revealed.error());
    if (*revealed) {
        // Only the rows the audit names: a row written since the first read waits for the next.
        if (!(page = c.reader().page(request)))
            return c.fail(page.error());
        page->rows.removeIf([&](const OutboxRow &r) { return !ids.contains(r.id); });
    }
    auto unmatchable = c.reader().rowsUnmatchableByPayloadKey(*filter);
    if (!unmatchable)
        return c.fail(unmatchable.error());
    if (*unmatchable)
        c.err << Cli::tr("%n row(s) left out: the payload is not JSON the database can read "
                         "(not JSON at all, or holding \\u0000 or an unpaired surrogate), so "
                         "--payload-key cannot match it.",
                         nullptr, int(*unmatchable))
              << Qt::endl;

    switch (format) {
    case OutputFormat::Json: {
        QJsonArray rows;
        for (const OutboxRow &r : page->rows)
            rows.append(rowToJson(r));
        c.out << jsonText(
            {{u"rows"_s, rows},
             {u"next_cursor"_s,
              page->nextCursor.isEmpty() ? QJsonValue() : QJsonValue(page->nextCursor)}});
        return Success;
    }
    case OutputFormat::Csv:
        c.out << csvRecord(rowCsvHeader());
        for (const OutboxRow &r : page->rows)
            c.out << csvRecord(rowCsvFields(r));
        break;
    case OutputFormat::Table: {
        const FormatDescription &described = c.reader().table().description();
        // Attempts and the last error where the writer's own columns keep them; what the row is
        // about where its key is in the payload, else the aggregate it belongs to.
        const bool ownDelivery = !described.deliveryStateInConsoleTable;
        const bool subject = described.orderingKeyInPayload;
        QStringList header{u"ID"_s, u"State"_s, u"Status"_s, kindHeader(c)};
        if (ownDelivery)
            header << u"Attempts"_s;
        header << u"Created At"_s << (subject ? u"Subject"_s : u"Aggregate"_s);
        if (ownDelivery)
            header << u"Last Error"_s;
        TextTable table(header);
        for (const OutboxRow &r : page->rows) {
            QStringList cells{r.id, rowStateName(r.state), r.rawStatus, r.kind};
            if (ownDelivery)
                cells << (r.attempts ? QString::number(*r.attempts) : QString());
            cells << r.createdAt.toString(u"yyyy-MM-dd HH:mm:ss"_s)
                  << (subject ? elide(r.subject(), 60) : elide(r.aggregateId, 70));
            if (ownDelivery)
                cells << elide(firstLine(r.lastError), 60);
            table.addRow(cells);
        }
        if (table.isEmpty())
            c.err << Cli::tr("No rows match.") << Qt::endl;
        else
            c.out << table.render();
        break;
    }
    }
    c.out.flush();
    if (!page->nextCursor.isEmpty())
        c.err << Cli::tr("next cursor: %1  (continue with --after=%1)").arg(page->nextCursor)
              << Qt::endl;
    // Pages of some states want an index on (status, page order): said where the table is large
    // enough for it to matter.
    const bool statePages =
        !filter->states.isEmpty() && !c.reader().table().hasStatePageIndex && largeTable(c);
    if (!c.reader().sortsById() || statePages)
        printIndexAdvice(c, statePages ? AdviceFor::StatePages : AdviceFor::Listing);
    return Success;
}

} // namespace outbox::cli
