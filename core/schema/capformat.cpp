#include "schema/adaptedformats.h"
#include "schema/adaptedrows.h"

#include "schema/outboxtable.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

// DotNetCore.CAP (docs/formats.md, "DotNetCore.CAP"): StatusName with Retries says the state: a
// Failed row below FailedRetryCount is still CAP's to retry ("Retrying", the console's word), at
// or above it dead. The error is the cap-exception header inside Content, the event id the
// cap-msg-id header; the message name is the event type, a received row's consumer group its
// aggregate type. CAP keeps no key, no update time and no next attempt but a delayed message's
// due time (ExpiresAt of a Delayed or Queued row).
Result<TableAdapter> capAdapter(const AdapterInput &in) {
    const DatabaseKind k = in.kind;
    const SqlDialect &d = in.dialect;
    const QString status = in.quoted(u"statusname"_s);
    const QString retries = u"COALESCE(%1, 0)"_s.arg(in.quoted(u"retries"_s));
    const QString content = in.quoted(u"content"_s);
    const QString expires = in.quoted(u"expiresat"_s);
    const auto header = [&](const QString &name) {
        // Content's property names follow the application's JSON naming policy.
        return u"COALESCE(%1, %2)"_s.arg(adapt::jsonPath(k, d, content, {u"Headers"_s, name}),
                                         adapt::jsonPath(k, d, content, {u"headers"_s, name}));
    };
    TableAdapter a;
    a.columns = {
        {u"id"_s, in.quoted(u"id"_s)},
        {u"event_id"_s, header(u"cap-msg-id"_s)},
        {u"aggregate_type"_s,
         in.has(u"group"_s) ? d.textOfExpression(in.quoted(u"group"_s)) : adapt::nullText(k)},
        {u"aggregate_id"_s, adapt::nullText(k)},
        {u"event_type"_s, in.quoted(u"name"_s)},
        {u"payload"_s, content},
        {u"status"_s,
         u"(CASE WHEN %1 = 'Failed' AND %2 < %3 THEN 'Retrying' ELSE %1 END)"_s.arg(status, retries)
             .arg(qMax(1, in.options.capFailedRetryCount))},
        {u"created_at"_s, in.quoted(u"added"_s)},
        {u"updated_at"_s, adapt::nullTimestamp(k)},
        {u"attempts"_s, retries},
        {u"last_error"_s,
         u"(CASE WHEN %1 = 'Failed' THEN %2 END)"_s.arg(status, header(u"cap-exception"_s))},
        {u"next_attempt_at"_s,
         u"(CASE WHEN %1 IN ('Delayed', 'Queued') THEN %2 END)"_s.arg(status, expires)},
    };
    a.vocabulary = {u"cap"_s,
                    {u"Scheduled"_s, u"Retrying"_s, u"Delayed"_s},
                    {u"Queued"_s, u"Processing"_s},
                    {u"Failed"_s},
                    {u"Succeeded"_s}};
    adapt::describeStorage(a, in, u"id"_s, u"added"_s);
    return a;
}

namespace {

// CAP's own retry processor sends a row again when it is Scheduled with Retries below its
// FailedRetryCount: a retry hands the row back to it, as the users of CAP do by hand; Content,
// Version, Added and ExpiresAt stay as CAP wrote them. Mark done is CAP's Succeeded.
class CapRows final : public AdaptedRows {
public:
    BoundSql retried(const OutboxTable &table, const SqlDialect &) const override {
        return {u"%1 = ?, %2 = 0"_s.arg(table.adapter.writer(u"statusname"_s),
                                        table.adapter.writer(u"retries"_s)),
                {u"Scheduled"_s}};
    }
    BoundSql markedDone(const OutboxTable &table, const SqlDialect &) const override {
        return {u"%1 = ?"_s.arg(table.adapter.writer(u"statusname"_s)), {u"Succeeded"_s}};
    }
};

} // namespace

const FormatRows &capRows() {
    static const CapRows rows;
    return rows;
}

} // namespace outbox
