// audit: the recent audit records, from this computer's log or the database's audit table;
// 'audit init' creates the audit table (cli.md).
#include "cli.h"
#include "commands.h"

#include "audit/auditrecord.h"
#include "commandoutput.h"
#include "output/rowformat.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// audit init: the audit table created (an audited change) and its DDL printed.
int initAuditTable(Context &c, const QString &reason) {
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    const QString ddl = AuditTable::ddl(c.session().spec().kind);
    if (AuditTable::exists(c.session())) {
        c.err << Cli::tr("The audit table already exists.") << Qt::endl;
    } else if (int e = auditedSchemaChange(
                   c, u"audit-init"_s, reason, [&] { return AuditTable::create(c.session()); },
                   u"created "_s + QString::fromLatin1(AuditTable::kName));
               e != Success) {
        return e;
    }
    c.out << ddl << Qt::endl;
    return Success;
}

Result<QList<AuditRecord>> readDatabaseRecords(Context &c, int limit) {
    if (auto s = c.open(); !s)
        return s.error();
    if (!AuditTable::exists(c.session()))
        return Error::invalid(Cli::tr("This database has no audit table (create it with "
                                      "'outboxctl audit init')."));
    return AuditTable::recent(c.session(), limit);
}

// Lines that are not records (a write cut short by a full disk, a hand edit) are said, never
// silently dropped.
Result<QList<AuditRecord>> readLocalRecords(Context &c, int limit) {
    QList<qsizetype> unreadable;
    const AuditLog log;
    auto records = log.recent(limit, &unreadable);
    if (!unreadable.isEmpty()) {
        QStringList numbers;
        for (qsizetype line :
             std::as_const(unreadable).first(qMin<qsizetype>(20, unreadable.size())))
            numbers.append(QString::number(line));
        c.err << Cli::tr("outboxctl: %n line(s) of %1 are not audit records and were skipped "
                         "(line %2).",
                         nullptr, int(unreadable.size()))
                     .arg(log.path(),
                          numbers.join(u", "_s) + (unreadable.size() > 20 ? u", …"_s : QString()))
              << Qt::endl;
    }
    return records;
}

void printRecords(Context &c, OutputFormat format, const QList<AuditRecord> &records) {
    if (format == OutputFormat::Json) {
        QJsonArray list;
        for (const AuditRecord &r : records)
            list.append(r.toJson());
        c.out << jsonText(QJsonObject{{u"records"_s, list}});
        return;
    }
    const QStringList header{u"At"_s,      u"User"_s,  u"Action"_s, u"Rows"_s,
                             u"Profile"_s, u"Table"_s, u"Reason"_s, u"Outcome"_s};
    TextTable table(header);
    if (format == OutputFormat::Csv)
        c.out << csvRecord(header);
    for (const AuditRecord &r : records) {
        const QStringList cells{isoUtc(r.at), r.user,  r.action, QString::number(r.rowCount),
                                r.profile,    r.table, r.reason, r.outcome};
        if (format == OutputFormat::Csv)
            c.out << csvRecord(cells);
        else
            table.addRow(cells);
    }
    if (format == OutputFormat::Table)
        c.out << table.render();
}

} // namespace

int runAudit(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption limit(u"limit"_s, Cli::tr("Records to show (default 20)."), u"N"_s,
                                   u"20"_s);
    const QCommandLineOption source(
        u"source"_s, Cli::tr("local (the log file, default) or database (the audit table)."),
        u"SOURCE"_s, u"local"_s);
    p.addOptions(
        {limit, outputOption(), source,
         reasonOption(Cli::tr("With init: why (kept in the audit; required on prod profiles)."))});
    p.addPositionalArgument(
        u"init"_s, Cli::tr("Create the audit table in the outbox's database and print its DDL."),
        u"[init]"_s);
    if (auto stop =
            parseCommand(c, p, arguments, Cli::tr("Recent audit records, or 'audit init'.")))
        return *stop;
    const QStringList positional = p.positionalArguments();
    if (positional == QStringList{u"init"_s})
        return initAuditTable(c, p.value(u"reason"_s));
    if (!positional.isEmpty())
        return c.usageError(
            Cli::tr("Unknown audit subcommand \"%1\".").arg(positional.constFirst()));
    auto format = readOutputFormat(p);
    if (!format)
        return c.fail(format.error());
    bool ok = false;
    const int n = p.value(limit).toInt(&ok);
    if (!ok || n < 1)
        return c.usageError(Cli::tr("--limit must be a positive whole number."));
    Result<QList<AuditRecord>> records = QList<AuditRecord>{};
    if (p.value(source) == u"database"_s)
        records = readDatabaseRecords(c, n);
    else if (p.value(source) == u"local"_s)
        records = readLocalRecords(c, n);
    else
        return c.usageError(Cli::tr("--source must be local or database."));
    if (!records)
        return c.fail(records.error());
    printRecords(c, *format, *records);
    return Success;
}

} // namespace outbox::cli
