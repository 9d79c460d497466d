#include "schema/adaptedformats.h"
#include "schema/adaptedrows.h"

#include "schema/outboxtable.h"
#include "sql/sqldialect.h"

using namespace Qt::StringLiterals;

namespace outbox {

// Spring Modulith's event publication registry (docs/formats.md, "Spring Modulith"): 2.x writes a
// status (a NULL one is an older row: completed when its completion date is set, else in
// progress, as the library reads it); 1.x has none, and a row is incomplete until its completion
// date is set. The listener is the key (one row per event and listener), the event's class the
// event type, the serialized event the payload. No error is stored.
Result<TableAdapter> modulithAdapter(const AdapterInput &in) {
    const DatabaseKind k = in.kind;
    const QString completion = in.quoted(u"completion_date"_s);
    const bool v2 = in.has(u"status"_s);
    const QString status =
        v2 ? u"(CASE WHEN %1 IS NOT NULL THEN %2 WHEN %3 IS NULL THEN 'PROCESSING' ELSE "
             u"'COMPLETED' END)"_s.arg(in.quoted(u"status"_s),
                                       in.dialect.textOfExpression(in.quoted(u"status"_s)),
                                       completion)
           : u"(CASE WHEN %1 IS NULL THEN 'INCOMPLETE' ELSE 'COMPLETED' END)"_s.arg(completion);
    const QString resubmitted = in.has(u"last_resubmission_date"_s)
                                    ? in.quoted(u"last_resubmission_date"_s)
                                    : adapt::nullTimestamp(k);
    TableAdapter a;
    a.columns = {
        {u"id"_s, in.quoted(u"id"_s)},
        {u"event_id"_s, adapt::nullText(k)},
        {u"aggregate_type"_s, adapt::nullText(k)},
        {u"aggregate_id"_s, in.quoted(u"listener_id"_s)},
        {u"event_type"_s, in.quoted(u"event_type"_s)},
        {u"payload"_s, in.quoted(u"serialized_event"_s)},
        {u"status"_s, status},
        {u"created_at"_s, in.quoted(u"publication_date"_s)},
        {u"updated_at"_s, v2 ? u"COALESCE(%1, %2)"_s.arg(completion, resubmitted) : completion},
        {u"attempts"_s, in.has(u"completion_attempts"_s) ? in.quoted(u"completion_attempts"_s)
                                                         : adapt::nullInteger(k)},
        {u"last_error"_s, adapt::nullText(k)},
        {u"next_attempt_at"_s, adapt::nullTimestamp(k)},
    };
    // 1.x knows no failure: a row is incomplete or completed.
    a.vocabulary =
        v2 ? StatusVocabulary{u"modulith"_s,
                              {u"PUBLISHED"_s, u"RESUBMITTED"_s},
                              {u"PROCESSING"_s},
                              {u"FAILED"_s},
                              {u"COMPLETED"_s}}
           : StatusVocabulary{u"modulith-v1"_s, {u"INCOMPLETE"_s}, {}, {}, {u"COMPLETED"_s}};
    adapt::describeStorage(a, in, u"id"_s, u"publication_date"_s);
    // Completion mode ARCHIVE: the library moves completed rows to <table>_archive, with the same
    // columns; a purge moves them there as the library does (its own INSERT … SELECT, then the
    // delete), never twice.
    const QString archiveName = in.tableNamed(in.table.name + u"_archive"_s);
    if (v2 && !archiveName.isEmpty()) {
        const QString archive = in.dialect.qualified(TableName{in.table.schema, archiveName});
        const QStringList columns{u"id"_s,
                                  u"listener_id"_s,
                                  u"event_type"_s,
                                  u"serialized_event"_s,
                                  u"publication_date"_s,
                                  u"status"_s,
                                  u"completion_date"_s,
                                  u"completion_attempts"_s,
                                  u"last_resubmission_date"_s};
        QStringList quoted;
        for (const QString &c : columns)
            quoted.append(in.quoted(c));
        const QString writer = in.dialect.qualified(in.table);
        a.archiveBeforePurge =
            u"INSERT INTO %1 (%2) SELECT %2 FROM %3 WHERE NOT EXISTS (SELECT 1 FROM %1 WHERE "
            u"%1.%4 = %3.%4) AND "_s.arg(archive, quoted.join(u", "_s), writer,
                                         in.quoted(u"id"_s)) +
            u"%1"_s;
    }
    return a;
}

namespace {

// Completion as the library writes it (status COMPLETED where the table has one, and the
// completion date). A retry needs the application's own resubmission, which deserialises the
// event and calls the listener in-process: no statement does it, so none is offered.
class ModulithRows final : public AdaptedRows {
public:
    BoundSql markedDone(const OutboxTable &table, const SqlDialect &d) const override {
        const QString date = u"%1 = %2"_s.arg(table.adapter.writer(u"completion_date"_s),
                                              d.nowExpression(table.timestamps));
        if (table.adapter.writer(u"status"_s).isEmpty())
            return {date, {}};
        return {u"%1 = ?, %2"_s.arg(table.adapter.writer(u"status"_s), date), {u"COMPLETED"_s}};
    }
};

} // namespace

const FormatRows &modulithRows() {
    static const ModulithRows rows;
    return rows;
}

} // namespace outbox
