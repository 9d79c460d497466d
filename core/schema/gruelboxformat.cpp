#include "schema/adaptedformats.h"
#include "schema/adaptedrows.h"

#include "schema/outboxtable.h"
#include "sql/sqldialect.h"

using namespace Qt::StringLiterals;

namespace outbox {

// gruelbox transaction-outbox (docs/formats.md, "gruelbox"): processed rows are sent, blocked ones
// dead, the rest pending ("retrying" once an attempt failed). The invocation (class and method)
// is the event type and the payload; the unique request id the event id; an ordered entry's
// topic its key (the library attempts only the lowest seq of a topic, its position in the key).
// gruelbox keeps no creation time and no error: the console's created column is the row's last
// attempt, or its due time before the first.
Result<TableAdapter> gruelboxAdapter(const AdapterInput &in) {
    const DatabaseKind k = in.kind;
    const SqlDialect &d = in.dialect;
    const QString invocation = in.quoted(u"invocation"_s);
    const QString processed = adapt::isTrue(d, in.quoted(u"processed"_s));
    const QString blocked = adapt::isTrue(d, in.quoted(u"blocked"_s));
    const QString attempts = u"COALESCE(%1, 0)"_s.arg(in.quoted(u"attempts"_s));
    const QString next = in.quoted(u"nextattempttime"_s);
    const QString last =
        in.has(u"lastattempttime"_s) ? in.quoted(u"lastattempttime"_s) : adapt::nullTimestamp(k);
    const QString cls = adapt::jsonPath(k, d, invocation, {u"c"_s});
    const QString method = adapt::jsonPath(k, d, invocation, {u"m"_s});
    const QString eventType = k == DatabaseKind::MySQL ? u"CONCAT(%1, '.', %2)"_s.arg(cls, method)
                                                       : u"(%1 || '.' || %2)"_s.arg(cls, method);
    TableAdapter a;
    a.columns = {
        {u"id"_s, in.quoted(u"id"_s)},
        {u"event_id"_s,
         in.has(u"uniquerequestid"_s) ? in.quoted(u"uniquerequestid"_s) : adapt::nullText(k)},
        {u"aggregate_type"_s, adapt::nullText(k)},
        {u"aggregate_id"_s,
         in.has(u"topic"_s) ? u"NULLIF(%1, '*')"_s.arg(in.quoted(u"topic"_s)) : adapt::nullText(k)},
        {u"event_type"_s, eventType},
        {u"payload"_s, invocation},
        {u"status"_s, u"(CASE WHEN %1 THEN 'processed' WHEN %2 THEN 'blocked' WHEN %3 > 0 THEN "
                      u"'retrying' ELSE 'pending' END)"_s.arg(processed, blocked, attempts)},
        {u"created_at"_s, u"COALESCE(%1, %2)"_s.arg(last, next)},
        {u"updated_at"_s, last},
        {u"attempts"_s, attempts},
        {u"last_error"_s, adapt::nullText(k)},
        {u"next_attempt_at"_s, u"(CASE WHEN %1 THEN NULL ELSE %2 END)"_s.arg(processed, next)},
    };
    a.vocabulary = {
        u"gruelbox"_s, {u"pending"_s, u"retrying"_s}, {}, {u"blocked"_s}, {u"processed"_s}};
    // An ordered entry (a topic) waits for the lower seq of its topic: a blocked one holds the
    // topic back until it is unblocked (the Blocked view's keys).
    if (in.has(u"topic"_s) && in.has(u"seq"_s)) {
        a.columns.append({u"key_position"_s, in.quoted(u"seq"_s)});
        a.orderedByKey = true;
    }
    adapt::describeStorage(a, in, u"id"_s, u"nextattempttime"_s);
    return a;
}

namespace {

// The library's own unblock, and nothing more: attempts back to 0 and blocked false (its
// DefaultPersistor.unblock, which leaves version and nextAttemptTime alone: the row is due).
class GruelboxRows final : public AdaptedRows {
public:
    BoundSql retried(const OutboxTable &table, const SqlDialect &d) const override {
        const bool boolean = d.kind() == DatabaseKind::PostgreSQL;
        return {u"%1 = 0, %2 = %3"_s.arg(table.adapter.writer(u"attempts"_s),
                                         table.adapter.writer(u"blocked"_s),
                                         boolean ? u"FALSE"_s : u"'0'"_s),
                {}};
    }
};

} // namespace

const FormatRows &gruelboxRows() {
    static const GruelboxRows rows;
    return rows;
}

} // namespace outbox
