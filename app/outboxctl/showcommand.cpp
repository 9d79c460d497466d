// show: one row with its payload parsed, its attempts and its audit records (cli.md).
#include "cli.h"
#include "commands.h"

#include "audit/auditrecord.h"
#include "commandoutput.h"
#include "output/rowformat.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// The row as list --output=json gives it, with its attempts and audit records (null where the
// history could not be read).
QJsonObject rowWithHistory(const OutboxRow &row, const Result<RowHistory> &history) {
    QJsonObject withHistory = rowToJson(row);
    if (history) {
        QJsonArray attempts;
        for (const AttemptEntry &e : std::as_const(history->attempts))
            attempts.append(QJsonObject{
                {u"at"_s, isoUtc(e.at)},
                {u"event"_s, e.event},
                {u"attempts"_s, e.attempts ? QJsonValue(*e.attempts) : QJsonValue()},
                {u"error"_s, e.error.isEmpty() ? QJsonValue() : QJsonValue(e.error)},
                {u"next_attempt_at"_s,
                 e.nextAttemptAt.isValid() ? QJsonValue(isoUtc(e.nextAttemptAt)) : QJsonValue()},
                {u"actor"_s, e.actor}});
        QJsonArray audit;
        // The keys of `audit --output json` for the same fields. The ids an action froze (up
        // to 1000) and what it cleared from its other rows are left to `outboxctl audit`.
        for (const AuditRecord &r : std::as_const(history->records)) {
            QJsonObject a{
                {u"at"_s, isoUtc(r.at)},      {u"user"_s, r.user},     {u"host"_s, r.host},
                {u"profile"_s, r.profile},    {u"action"_s, r.action}, {u"filter"_s, r.filter},
                {u"row_count"_s, r.rowCount}, {u"reason"_s, r.reason}, {u"outcome"_s, r.outcome}};
            if (!r.actionId.isEmpty()) // the local log's; the audit table keeps none
                a.insert(u"action_id"_s, r.actionId);
            if (!r.stage.isEmpty()) // "interrupted": the action's outcome never came
                a.insert(u"stage"_s, r.stage);
            audit.append(a);
        }
        withHistory.insert(u"attempts"_s, attempts);
        withHistory.insert(u"audit"_s, audit);
        withHistory.insert(u"audit_hashed_only"_s, history->hashedOnly);
        withHistory.insert(u"attempt_log_read"_s, history->attemptLogRead);
        withHistory.insert(u"audit_table_read"_s, history->auditTableRead);
    } else {
        // null, not [], so that "could not read" never reads as "nothing happened".
        withHistory.insert(u"attempts"_s, QJsonValue());
        withHistory.insert(u"audit"_s, QJsonValue());
        withHistory.insert(u"audit_hashed_only"_s, QJsonValue());
        withHistory.insert(u"history_error"_s, history.error().message);
    }
    return withHistory;
}

// The row's fields, then its payload, escaped for the terminal.
void printRow(Context &c, const OutboxRow &row) {
    const QJsonObject o = rowToJson(row);
    TextTable fields({u"Field"_s, u"Value"_s});
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        if (it.key() == u"payload"_s)
            continue;
        fields.addRow({it.key(), it.value().isNull() ? u"-"_s : it.value().toVariant().toString()});
    }
    c.out << fields.render() << "\npayload:\n";
    // JSON escapes C0 controls itself, but not DEL and C1 (U+0080–U+009F), which some terminals
    // obey: both paths go through escapeControls().
    if (o.value(u"payload"_s).isObject())
        c.out << escapeControls(
            QString::fromUtf8(
                QJsonDocument(o.value(u"payload"_s).toObject()).toJson(QJsonDocument::Indented)),
            true);
    else
        c.out << escapeControls(row.payloadText) << '\n';
}

// The attempts and audit records under the row, and on stderr what they may lack.
void printHistory(Context &c, const RowHistory &history) {
    // Errors and reasons come from the database and the log: TextTable escapes every cell.
    c.out << "\nattempts:\n";
    if (history.attempts.isEmpty()) {
        c.out << Cli::tr("No recorded attempts.") << '\n';
    } else {
        TextTable attempts(
            {u"When"_s, u"Event"_s, u"Attempts"_s, u"Error"_s, u"Next Attempt"_s, u"Actor"_s});
        for (const AttemptEntry &e : std::as_const(history.attempts))
            attempts.addRow(
                {isoUtc(e.at), e.event, e.attempts ? QString::number(*e.attempts) : u"-"_s,
                 e.error.isEmpty() ? u"-"_s : e.error,
                 e.nextAttemptAt.isValid() ? isoUtc(e.nextAttemptAt) : u"-"_s, e.actor});
        c.out << attempts.render();
    }
    c.out << "\naudit:\n";
    if (history.records.isEmpty()) {
        c.out << Cli::tr("No recorded actions.") << '\n';
    } else {
        TextTable audit({u"When"_s, u"Who"_s, u"Action"_s, u"Reason"_s, u"Outcome"_s});
        for (const AuditRecord &r : std::as_const(history.records))
            audit.addRow({isoUtc(r.at), r.host.isEmpty() ? r.user : r.user + u'@' + r.host,
                          r.action, r.reason.isEmpty() ? u"-"_s : r.reason, r.outcome});
        c.out << audit.render();
    }
    c.out.flush();
    // What the lists may lack, as notes on stderr (the JSON output carries the same as keys).
    if (history.hashedOnly > 0)
        c.err << Cli::tr("note: %n action(s) on this table covered more than %1 rows and recorded "
                         "only a hash of their ids: they may include this row.",
                         nullptr, int(history.hashedOnly))
                     .arg(AuditRecord::kMaxListedIds)
              << Qt::endl;
    // The attempt log is the relay's: a table its own library delivers has none to keep.
    if (!history.attemptLogRead && c.reader().table().description().changes.relay)
        c.err << Cli::tr("note: the database has no attempt log: failed attempts are kept once the "
                         "relay's tables exist (outboxctl relay init); until then only what a "
                         "retry or mark done cleared is listed, from this computer's audit log.")
              << Qt::endl;
    if (!history.auditTableRead)
        c.err << Cli::tr("note: the database has no audit table (outboxctl audit init): only this "
                         "computer's audit log was searched.")
              << Qt::endl;
}

} // namespace

int runShow(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOption(outputOption(Cli::tr("table or json.")));
    p.addOptions(revealOptions());
    p.addPositionalArgument(u"ID"_s, Cli::tr("The row id."));
    if (auto stop =
            parseCommand(c, p, arguments,
                         Cli::tr("Show one row with its payload parsed, its attempts and its audit "
                                 "records.")))
        return *stop;
    // One row with two lists under it has no single CSV shape: csv is refused (it used to print
    // the table), and the message names the two formats show has.
    auto format = readOutputFormat(p);
    if (!format || *format == OutputFormat::Csv)
        return c.usageError(
            Cli::tr("--output of show takes table or json, not \"%1\" (list --id=ID --output=csv "
                    "gives the row as CSV).")
                .arg(p.value(u"output"_s)));
    if (p.positionalArguments().size() != 1)
        return c.usageError(Cli::tr("show takes exactly one row id."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto row = c.reader().row(p.positionalArguments().constFirst());
    if (!row)
        return c.fail(row.error());
    auto revealed = c.revealIfAsked(p, {row->id}, u"show %1"_s.arg(row->id));
    if (!revealed)
        return c.fail(revealed.error());
    if (*revealed && !(row = c.reader().row(row->id)))
        return c.fail(row.error());
    // The detail pane's history, read the same way: this computer's audit log, the database's
    // audit table and attempt log. The row's stored id, not the spelling typed, so the records
    // name it as the actions wrote it.
    const auto history =
        rowHistory(AuditLog(), c.session(), c.reader().table().name.display(), row->id);
    // A history that cannot be read (the log unreadable, no privilege on the console's tables)
    // does not hide the row: it is said, and scripts that only want the row keep working.
    if (!history)
        c.err << Cli::tr("outboxctl: could not read the row's history: %1")
                     .arg(history.error().message)
              << Qt::endl;
    if (*format == OutputFormat::Json) {
        c.out << jsonText(rowWithHistory(*row, history));
        return Success;
    }
    printRow(c, *row);
    if (history)
        printHistory(c, *history);
    return Success; // without a history the row is shown; the error was said above
}

} // namespace outbox::cli
