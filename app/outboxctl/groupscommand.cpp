// groups: dead rows grouped by normalised error, with the groups' notes (cli.md).
#include "cli.h"
#include "commands.h"

#include "actions/deadlettergroups.h"
#include "commandoutput.h"
#include "output/rowformat.h"
#include "schema/groupnotes.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

using Notes = QHash<QString, GroupNote>;

QString operationsText(const DeadLetterGroup &g) {
    QStringList ops;
    for (auto it = g.operations.cbegin(); it != g.operations.cend(); ++it)
        ops.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
    return ops.join(u", "_s);
}

void printJson(Context &c, const QList<DeadLetterGroup> &groups, const Notes &notes) {
    QJsonArray list;
    for (const DeadLetterGroup &g : groups) {
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
        if (const GroupNote note = notes.value(g.signature); !note.isEmpty())
            group.insert(u"note"_s, QJsonObject{{u"text"_s, note.text},
                                                {u"author"_s, note.author},
                                                {u"at"_s, isoUtc(note.at)}});
        list.append(group);
    }
    c.out << jsonText(QJsonObject{{u"groups"_s, list}});
}

void printCsv(Context &c, const QList<DeadLetterGroup> &groups, const Notes &notes) {
    c.out << csvRecord({u"id"_s, u"count"_s, u"first_seen"_s, u"last_seen"_s, u"operations"_s,
                        u"signature"_s, u"example_id"_s, u"example_error"_s, u"note"_s});
    for (const DeadLetterGroup &g : groups)
        c.out << csvRecord({g.id, QString::number(g.count), isoUtc(g.firstSeen), isoUtc(g.lastSeen),
                            operationsText(g), g.signature, g.exampleRowId, g.exampleError,
                            notes.value(g.signature).text});
}

void printTable(Context &c, const QList<DeadLetterGroup> &groups) {
    TextTable table({u"Group"_s, u"Count"_s, u"First Failed"_s, u"Last Failed"_s, u"Operations"_s,
                     u"Signature"_s});
    for (const DeadLetterGroup &g : groups)
        table.addRow({g.id, QString::number(g.count), dateText(g.firstSeen), dateText(g.lastSeen),
                      operationsText(g), elide(g.signature, 100)});
    if (table.isEmpty())
        c.err << Cli::tr("No dead rows match.") << Qt::endl;
    else
        c.out << table.render();
}

} // namespace

int runGroups(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    p.addOption(outputOption());
    OutputFormat format = OutputFormat::Table;
    if (auto stop = parseCommandWithOutput(
            c, p, arguments, Cli::tr("Dead rows grouped by normalised error."), format))
        return *stop;
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
    switch (format) {
    case OutputFormat::Json:
        printJson(c, *groups, *notes);
        break;
    case OutputFormat::Csv:
        printCsv(c, *groups, *notes);
        break;
    case OutputFormat::Table:
        printTable(c, *groups);
        break;
    }
    return Success;
}

} // namespace outbox::cli
