// stats, list, show and demo: the read-only commands of cli.md.
#include "cli.h"

#include "audit/auditrecord.h"
#include "demo/demoworkspace.h"
#include "output/rowformat.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/tableresolver.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

QString json(const QJsonObject &o) {
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
}

// Rows from which a read of every row of a state is worth an index (the planner's estimate).
constexpr qint64 kLargeTableRows = 100'000;

// Whether the table is large enough for a read of all rows of a state to matter (the planner's
// estimate; SQLite keeps none).
bool largeTable(Context &c) {
    const auto estimate = c.reader().estimatedRowCount();
    return estimate && estimate->value_or(0) >= kLargeTableRows;
}

void printIndexAdvice(Context &c, AdviceFor view = AdviceFor::Listing) {
    for (const IndexAdvice &a :
         indexAdvice(c.reader().table(), c.session().spec().kind, c.session().dialect(), view)) {
        c.err << Cli::tr("note: %1").arg(a.reason) << "\n      "
              << Cli::tr("To make it fast, run: %1").arg(a.statement) << Qt::endl;
    }
}

} // namespace

int runStats(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption jsonOption(u"json"_s, Cli::tr("Print JSON."));
    p.addOption(jsonOption);
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Counts per state and raw status, oldest pending age."), &code))
        return code;
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    const OutboxTable &t = c.reader().table();
    // Two statements: the count can stay an index-only scan of the status index, and the oldest
    // pending row is one probe where an index serves it (bench/run-vortos-shapes; reading both
    // in one GROUP BY read the whole table's heap: 2.4x the raw count on FennFlow at 1M rows).
    auto counts = c.reader().counts();
    if (!counts)
        return c.fail(counts.error());
    auto oldest = c.reader().oldestPending();
    if (!oldest)
        return c.fail(oldest.error());
    const QDateTime oldestAt = oldest->value_or(QDateTime());
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
                      {u"states"_s, states},
                      {u"statuses"_s, statuses},
                      {u"oldest_pending_at"_s,
                       oldestAt.isValid() ? QJsonValue(isoUtc(oldestAt)) : QJsonValue()},
                      {u"oldest_pending_age_seconds"_s, age >= 0 ? QJsonValue(age) : QJsonValue()}};
        c.out << json(o);
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
    for (RowState s : allRowStates()) {
        QStringList raw;
        for (const QString &status : t.vocabulary.rawStatusesOf(s))
            raw.append(u"%1 %2"_s.arg(status).arg(counts->byRawStatus.value(status)));
        table.addRow({rowStateName(s), QString::number(counts->of(s)), raw.join(u", "_s)});
    }
    if (counts->of(RowState::Superseded)) // dead rows resent as an edited copy
        table.addRow({rowStateName(RowState::Superseded),
                      QString::number(counts->of(RowState::Superseded)),
                      Cli::tr("dead, resent as a copy")});
    if (counts->of(RowState::Unknown)) {
        QStringList raw;
        for (auto it = counts->byRawStatus.cbegin(); it != counts->byRawStatus.cend(); ++it) {
            if (t.vocabulary.stateOf(it.key()) == RowState::Unknown)
                raw.append(u"%1 %2"_s.arg(it.key()).arg(it.value()));
        }
        table.addRow(
            {u"unknown"_s, QString::number(counts->of(RowState::Unknown)), raw.join(u", "_s)});
    }
    table.addRow({u"total"_s, QString::number(counts->total), QString()});
    c.out << table.render() << '\n';
    if (oldestAt.isValid())
        c.out << Cli::tr("Oldest pending: %1 (%2 ago)").arg(isoUtc(oldestAt), humanDuration(age))
              << '\n';
    else
        c.out << Cli::tr("Oldest pending: none") << '\n';
    return Success;
}

int runList(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption limit(
        u"limit"_s, Cli::tr("Rows per page (default 50, at most 10000)."), u"N"_s, u"50"_s);
    const QCommandLineOption after(u"after"_s, Cli::tr("Continue after this cursor."), u"CURSOR"_s);
    const QCommandLineOption oldestFirst(u"oldest-first"_s, Cli::tr("Oldest rows first."));
    const QCommandLineOption output(u"output"_s, Cli::tr("table, json or csv."), u"FORMAT"_s,
                                    u"table"_s);
    p.addOptions({limit, after, oldestFirst, output});
    int code = 0;
    if (!parseCommand(c, p, arguments, Cli::tr("List rows, newest first."), &code))
        return code;
    auto format = parseOutputFormat(p.value(output));
    if (!format)
        return c.fail(format.error());
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
    auto unmatchable = c.reader().rowsUnmatchableByPayloadKey(*filter);
    if (!unmatchable)
        return c.fail(unmatchable.error());
    if (*unmatchable)
        c.err << Cli::tr("%n row(s) left out: the payload is not JSON the database can read "
                         "(not JSON at all, or holding \\u0000 or an unpaired surrogate), so "
                         "--payload-key cannot match it.",
                         nullptr, int(*unmatchable))
              << Qt::endl;

    switch (*format) {
    case OutputFormat::Json: {
        QJsonArray rows;
        for (const OutboxRow &r : page->rows)
            rows.append(rowToJson(r));
        c.out << json({{u"rows"_s, rows},
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
        QStringList header{u"ID"_s, u"State"_s, u"Status"_s,
                           described.kindNoun == FormatDescription::KindNoun::Operation
                               ? u"Operation"_s
                               : u"Event"_s};
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

int runShow(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption output(u"output"_s, Cli::tr("table or json."), u"FORMAT"_s,
                                    u"table"_s);
    p.addOption(output);
    p.addPositionalArgument(u"ID"_s, Cli::tr("The row id."));
    int code = 0;
    if (!parseCommand(c, p, arguments,
                      Cli::tr("Show one row with its payload parsed, its attempts and its audit "
                              "records."),
                      &code))
        return code;
    // One row with two lists under it has no single CSV shape: csv is refused (it used to print
    // the table), and the message names the two formats show has.
    auto format = parseOutputFormat(p.value(output));
    if (!format || *format == OutputFormat::Csv)
        return c.usageError(
            Cli::tr("--output of show takes table or json, not \"%1\" (list --id=ID --output=csv "
                    "gives the row as CSV).")
                .arg(p.value(output)));
    if (p.positionalArguments().size() != 1)
        return c.usageError(Cli::tr("show takes exactly one row id."));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    auto row = c.reader().row(p.positionalArguments().constFirst());
    if (!row)
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
    const QJsonObject o = rowToJson(*row);
    if (*format == OutputFormat::Json) {
        QJsonObject withHistory = o;
        if (history) {
            QJsonArray attempts;
            for (const AttemptEntry &e : std::as_const(history->attempts))
                attempts.append(QJsonObject{
                    {u"at"_s, isoUtc(e.at)},
                    {u"event"_s, e.event},
                    {u"attempts"_s, e.attempts ? QJsonValue(*e.attempts) : QJsonValue()},
                    {u"error"_s, e.error.isEmpty() ? QJsonValue() : QJsonValue(e.error)},
                    {u"next_attempt_at"_s, e.nextAttemptAt.isValid()
                                               ? QJsonValue(isoUtc(e.nextAttemptAt))
                                               : QJsonValue()},
                    {u"actor"_s, e.actor}});
            QJsonArray audit;
            // The keys of `audit --output json` for the same fields. The ids an action froze (up
            // to 1000) and what it cleared from its other rows are left to `outboxctl audit`.
            for (const AuditRecord &r : std::as_const(history->records)) {
                QJsonObject a{{u"at"_s, isoUtc(r.at)},      {u"user"_s, r.user},
                              {u"host"_s, r.host},          {u"profile"_s, r.profile},
                              {u"action"_s, r.action},      {u"filter"_s, r.filter},
                              {u"row_count"_s, r.rowCount}, {u"reason"_s, r.reason},
                              {u"outcome"_s, r.outcome}};
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
        c.out << json(withHistory);
        return Success;
    }
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
        c.out << escapeControls(row->payloadText) << '\n';
    if (!history)
        return Success; // the row is shown; the error was said above
    // Errors and reasons come from the database and the log: TextTable escapes every cell.
    c.out << "\nattempts:\n";
    if (history->attempts.isEmpty()) {
        c.out << Cli::tr("No recorded attempts.") << '\n';
    } else {
        TextTable attempts(
            {u"When"_s, u"Event"_s, u"Attempts"_s, u"Error"_s, u"Next Attempt"_s, u"Actor"_s});
        for (const AttemptEntry &e : std::as_const(history->attempts))
            attempts.addRow(
                {isoUtc(e.at), e.event, e.attempts ? QString::number(*e.attempts) : u"-"_s,
                 e.error.isEmpty() ? u"-"_s : e.error,
                 e.nextAttemptAt.isValid() ? isoUtc(e.nextAttemptAt) : u"-"_s, e.actor});
        c.out << attempts.render();
    }
    c.out << "\naudit:\n";
    if (history->records.isEmpty()) {
        c.out << Cli::tr("No recorded actions.") << '\n';
    } else {
        TextTable audit({u"When"_s, u"Who"_s, u"Action"_s, u"Reason"_s, u"Outcome"_s});
        for (const AuditRecord &r : std::as_const(history->records))
            audit.addRow({isoUtc(r.at), r.host.isEmpty() ? r.user : r.user + u'@' + r.host,
                          r.action, r.reason.isEmpty() ? u"-"_s : r.reason, r.outcome});
        c.out << audit.render();
    }
    c.out.flush();
    // What the lists may lack, as notes on stderr (the JSON output carries the same as keys).
    if (history->hashedOnly > 0)
        c.err << Cli::tr("note: %n action(s) on this table covered more than %1 rows and recorded "
                         "only a hash of their ids: they may include this row.",
                         nullptr, int(history->hashedOnly))
                     .arg(AuditRecord::kMaxListedIds)
              << Qt::endl;
    if (!history->attemptLogRead)
        c.err << Cli::tr("note: the database has no attempt log: failed attempts are kept once the "
                         "relay's tables exist (outboxctl relay init); until then only what a "
                         "retry or mark done cleared is listed, from this computer's audit log.")
              << Qt::endl;
    if (!history->auditTableRead)
        c.err << Cli::tr("note: the database has no audit table (outboxctl audit init): only this "
                         "computer's audit log was searched.")
              << Qt::endl;
    return Success;
}

int runDemo(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption path(u"path"_s, Cli::tr("Folder of the demo workspace."), u"DIR"_s);
    const QCommandLineOption overwrite(u"overwrite"_s,
                                       Cli::tr("Recreate the workspace if it exists."));
    const QCommandLineOption noSave(u"no-save-profile"_s,
                                    Cli::tr("Do not save the demo profiles."));
    p.addOptions({path, overwrite, noSave});
    int code = 0;
    if (!parseCommand(c, p, arguments, Cli::tr("Create the demo workspace and print its profile."),
                      &code))
        return code;
    DemoOptions options;
    options.directory = p.value(path);
    auto ws = DemoWorkspace::create(options, p.isSet(overwrite));
    if (!ws)
        return c.fail(ws.error());
    if (!p.isSet(noSave)) {
        // The user's own settings on a demo profile saved before stay as they are.
        ProfileStore store;
        auto saved = ws->saveProfiles(store);
        if (!saved)
            return c.fail(saved.error());
    }
    c.out << Cli::tr("Demo workspace: %1").arg(ws->directory) << '\n';
    if (ws->vortosRows)
        c.out << Cli::tr("Created %1 Vortos rows, %2 FennFlow rows and %3 stored objects.")
                     .arg(ws->vortosRows)
                     .arg(ws->fennFlowRows)
                     .arg(ws->temporaryObjects)
              << '\n';
    for (const Profile &profile : {ws->vortosProfile, ws->fennFlowProfile}) {
        c.out << "\n[profile " << profile.name << "]\n"
              << "database     = " << profile.databaseUrl << '\n'
              << "table        = " << profile.table << '\n'
              << "type         = " << profile.format << '\n'
              << "environment  = " << profile.environment << '\n'
              << (profile.sink.isEmpty() ? u"object-store = "_s + profile.objectStore
                                         : u"sink         = "_s + profile.sink)
              << '\n';
    }
    c.out << '\n' << Cli::tr("Try: %1").arg(u"outboxctl --profile demo stats"_s) << '\n';
    return Success;
}

void printBlockedKeys(Context &c, OutputFormat format, const QList<BlockedKey> &keys, bool parked) {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (format) {
    case OutputFormat::Json: {
        QJsonArray array;
        for (const BlockedKey &b : keys) {
            QJsonObject o{{u"key"_s, b.key},
                          {u"behind"_s, b.behind},
                          {u"since"_s, isoUtc(b.head.createdAt)},
                          {u"why"_s, headWaitReason(b.head, now)},
                          {u"head"_s, rowToJson(b.head)}};
            if (parked)
                o.insert(u"parked_at"_s, isoUtc(b.parkedAt));
            array.append(o);
        }
        c.out << json(QJsonObject{{parked ? u"parked"_s : u"blocked"_s, array}});
        break;
    }
    case OutputFormat::Csv: {
        QStringList header{u"key"_s,    u"head_id"_s,       u"operation"_s,
                           u"state"_s,  u"attempt_count"_s, u"last_error"_s,
                           u"behind"_s, u"since"_s,         u"why"_s};
        if (parked)
            header << u"parked_at"_s;
        c.out << csvRecord(header);
        for (const BlockedKey &b : keys) {
            QStringList record{b.key,
                               b.head.id,
                               b.head.kind,
                               rowStateName(b.head.state),
                               b.head.attempts ? QString::number(*b.head.attempts) : QString(),
                               b.head.lastError,
                               QString::number(b.behind),
                               isoUtc(b.head.createdAt),
                               headWaitReason(b.head, now)};
            if (parked)
                record << isoUtc(b.parkedAt);
            c.out << csvRecord(record);
        }
        break;
    }
    case OutputFormat::Table: {
        QStringList header{u"Key"_s,      u"Head"_s,   u"Operation"_s, u"State"_s,
                           u"Attempts"_s, u"Behind"_s, u"Since"_s};
        if (parked)
            header << u"Parked"_s;
        TextTable table(header << u"Why"_s);
        for (const BlockedKey &b : keys) {
            QStringList row{elide(b.key, 60),
                            b.head.id,
                            b.head.kind,
                            rowStateName(b.head.state),
                            b.head.attempts ? QString::number(*b.head.attempts) : u"-"_s,
                            QString::number(b.behind),
                            isoUtc(b.head.createdAt)};
            if (parked)
                row << isoUtc(b.parkedAt);
            table.addRow(row << elide(headWaitReason(b.head, now), 80));
        }
        if (table.isEmpty())
            c.err << (parked ? Cli::tr("No row is parked.") : Cli::tr("No key is blocked."))
                  << Qt::endl;
        else
            c.out << table.render();
        break;
    }
    }
}

void noteUnorderedTable(Context &c) {
    if (!ordersByKey(c.reader().table()))
        c.err << Cli::tr("note: %1 is not delivered in order per key, so no key is held back.")
                     .arg(c.reader().table().name.display())
              << Qt::endl;
}

int runBlocked(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOptions(filterOptions());
    const QCommandLineOption output(u"output"_s, Cli::tr("table, json or csv."), u"FORMAT"_s,
                                    u"table"_s);
    const QCommandLineOption waiting(
        u"waiting"_s,
        Cli::tr("A head that is not dead blocks once it has waited this long (default 1h)."),
        u"PERIOD"_s, u"1h"_s);
    const QCommandLineOption limit(u"limit"_s, Cli::tr("At most N keys (default 1000)."), u"N"_s,
                                   u"1000"_s);
    const QCommandLineOption parked(
        u"parked"_s, Cli::tr("List the parked rows instead (outboxctl park), with the rows of "
                             "their keys after them."));
    p.addOptions({output, waiting, limit, parked});
    int code = 0;
    if (!parseCommand(
            c, p, arguments,
            Cli::tr("Keys whose oldest undelivered row holds their later rows back: dead, "
                    "or waiting longer than --waiting (FennFlow: per aggregate_id; Vortos: per "
                    "object key)."),
            &code))
        return code;
    auto format = parseOutputFormat(p.value(output));
    if (!format)
        return c.fail(format.error());
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    auto period = parseRetention(p.value(waiting));
    if (!period)
        return c.fail(period.error());
    auto n = boundedIntOption(p, u"limit"_s, 1, 100'000);
    if (!n)
        return c.usageError(n.error().message);
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    noteUnorderedTable(c);
    BlockedRequest request;
    request.filter = *filter;
    request.waitingSeconds = *period;
    request.limit = *n;
    request.parked = p.isSet(parked);
    auto blocked = blockedKeys(c.reader(), request);
    if (!blocked)
        return c.fail(blocked.error());
    printBlockedKeys(c, *format, *blocked, request.parked);
    if (!request.parked && !blocked->isEmpty()) {
        // The headline, counted exactly whatever --limit listed.
        auto totals = countBlockedKeys(c.reader(), request);
        if (!totals)
            return c.fail(totals.error());
        c.err << describeBlocked(*totals);
        if (totals->keys > blocked->size())
            c.err << Cli::tr(" (the first %1 listed: --limit)").arg(blocked->size());
        c.err << Qt::endl;
    }
    return Success;
}

} // namespace outbox::cli
