// import: the console's own JSON/JSONL export written into this outbox as new ready rows, each
// checked by the writer's rules; --dry-run first, then --force (cli.md).
#include "cli.h"
#include "commands.h"

#include "actions/rowimport.h"
#include "changesteps.h"
#include "commandoutput.h"
#include "output/rowformat.h"
#include "util/localfile.h"

#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runImport(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption file(
        u"file"_s,
        Cli::tr("The console's export to import: JSON (an array, or list's output) or "
                "JSONL (one row a line)."),
        u"FILE"_s);
    p.addOptions({file, dryRunOption(Cli::tr("Check every row and show what would be written; "
                                             "write nothing."))});
    p.addOptions(confirmOptions());
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Write the rows of an export into this outbox as new "
                                         "ready rows, each checked as the writer writes it.")))
        return *stop;
    if (!p.isSet(file) || p.value(file).isEmpty())
        return c.usageError(Cli::tr("import needs --file=FILE: the console's JSON or JSONL "
                                    "export."));
    auto content = readLocalFile(p.value(file), {ImportPlan::kMaxBytes + 1, true});
    if (!content)
        return c.fail(
            Error::invalid(Cli::tr("Cannot use the import file: %1").arg(content.error().message)));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto plan = planImport(c.reader().table(), *content, QFileInfo(p.value(file)).fileName());
    if (!plan)
        return c.fail(plan.error());
    if (p.isSet(u"dry-run"_s)) {
        c.out << Cli::tr("Dry run — %n row(s) would be imported as new ready rows (writing "
                         "nothing).",
                         nullptr, int(plan->rows.size()))
              << Qt::endl;
        const PayloadMask &mask = c.reader().payloadMask();
        TextTable rows({u"Exported ID"_s, kindHeader(c), u"Created At"_s, u"Payload"_s});
        for (const ImportRow &row : std::as_const(plan->rows))
            rows.addRow({row.sourceId, row.kind, dateText(row.createdAt),
                         elide(mask.maskText(row.payload), 60)});
        c.out << rows.render();
        return Success;
    }
    if (auto refused = refuseIfNotAllowed(c, p, u"import"_s))
        return *refused;
    c.out << Cli::tr("%n row(s) of %1 will be written into %2 as new ready rows.", nullptr,
                     int(plan->rows.size()))
                 .arg(plan->file, c.reader().table().name.display())
          << Qt::endl;
    if (auto stop = confirmUnlessForced(
            c, p, Cli::tr("import needs a confirmation: run it in a terminal or pass --force.")))
        return *stop;
    RunningChange running(c, p);
    auto outcome = applyImport(c.reader(), *plan, running.context());
    if (!outcome)
        return c.fail(outcome.error());
    c.out << idPairsTable({u"New ID"_s, u"Exported ID"_s}, outcome->newIds, outcome->sourceIds)
          << outcome->summary << Qt::endl;
    return Success;
}

} // namespace outbox::cli
