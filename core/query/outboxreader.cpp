#include "query/outboxreader.h"
#include "schema/formatrows.h"
#include "util/coretr.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcQuery, "outbox.core.query", QtInfoMsg)

namespace outbox {

namespace {

struct Cursor {
    bool byId = false;
    bool newestFirst = true;
    QString createdAt;
    QString id;

    QString encode() const {
        QJsonObject o{{u"k"_s, byId ? u"i"_s : u"c"_s},
                      {u"o"_s, newestFirst ? u"d"_s : u"a"_s},
                      {u"i"_s, id}};
        if (!byId)
            o.insert(u"c"_s, createdAt);
        return QString::fromLatin1(
            QJsonDocument(o)
                .toJson(QJsonDocument::Compact)
                .toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
    }

    static Result<Cursor> decode(const QString &text) {
        const auto bad = Error::invalid(
            CoreText::tr("Invalid cursor \"%1\": pass the next_cursor printed by a previous list.")
                .arg(text));
        const auto decoded = QByteArray::fromBase64Encoding(
            text.toLatin1(),
            QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            return bad;
        const QJsonObject o = QJsonDocument::fromJson(*decoded).object();
        Cursor c;
        c.byId = o.value(u"k"_s).toString() == u"i"_s;
        c.newestFirst = o.value(u"o"_s).toString() != u"a"_s;
        c.id = o.value(u"i"_s).toString();
        c.createdAt = o.value(u"c"_s).toString();
        // An empty created_at is a value (SQLite and MySQL store one); only a missing one is bad
        // (found by fuzz/fuzz_export: paging stopped at such a row).
        if (c.id.isEmpty() || (!c.byId && !o.value(u"c"_s).isString()))
            return bad;
        return c;
    }
};

QueryTraceHook &traceHook() {
    static QueryTraceHook hook;
    return hook;
}

Error queryError(const QString &what, const QSqlQuery &q) {
    return Error::failed(CoreText::tr("%1 failed: %2").arg(what, q.lastError().text().trimmed()));
}

Result<QSqlQuery> run(const DatabaseSession &session, const QString &sql,
                      const QVariantList &values, const QString &what) {
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    if (!q.prepare(sql))
        return queryError(what, q);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return queryError(what, q);
    qCDebug(lcQuery).noquote() << what << sql;
    if (traceHook())
        traceHook()(sql, values);
    return q;
}

} // namespace

void setQueryTraceHook(QueryTraceHook hook) {
    traceHook() = std::move(hook);
}

OutboxReader::OutboxReader(DatabaseSession &session, OutboxTable table)
    : m_session(session)
    , m_table(std::move(table)) {}

Result<OutboxRow> OutboxReader::storedRow(const QString &id) const {
    return OutboxReader(m_session, m_table).row(id);
}

bool OutboxReader::sortsById() const {
    return m_table.idsFollowCreation && !m_table.hasCreatedAtIndex;
}

QString OutboxReader::selectList() const {
    const SqlDialect &d = m_session.dialect();
    const TimestampStorage ts = m_table.timestamps;
    QStringList cols{d.textOf(u"id"_s),
                     d.quoteIdentifier(u"status"_s),
                     d.quoteIdentifier(m_table.kindColumn()),
                     d.timestampText(u"created_at"_s, ts),
                     d.timestampText(m_table.changedAtColumn(), ts),
                     d.textOf(u"payload"_s)};
    const DeliveryColumns delivery = deliveryColumns(m_table, d);
    cols << delivery.attempts << delivery.lastError << delivery.nextAttemptAt;
    cols << m_table.description().rows->eventColumns(d);
    cols << delivery.lastAttemptAt;
    // The copy a superseded row was resent as (unqualified id: the outbox row of the query).
    cols << (m_table.hasSupersededRows
                 ? u"(SELECT %1 %2)"_s.arg(d.textOf(u"superseded_by"_s), supersededEntryOf(d))
                 : u"NULL"_s);
    // Whether the row is archived (an entry that has not expired).
    cols << (m_table.hasArchivedRows ? u"(SELECT 1 %1)"_s.arg(archivedEntryOf(m_table, d))
                                     : u"NULL"_s);
    Q_ASSERT(cols.size() == kSelectListColumns);
    return cols.join(u", "_s);
}

OutboxRow OutboxReader::readRow(const QSqlQuery &q) const {
    OutboxRow r;
    r.id = q.value(0).toString();
    r.rawStatus = q.value(1).toString();
    r.state = m_table.vocabulary.stateOf(r.rawStatus);
    r.kind = q.value(2).toString();
    r.createdAtText = q.value(3).toString();
    r.createdAt = parseUtcTimestampText(r.createdAtText);
    r.changedAt = parseUtcTimestampText(q.value(4).toString());
    r.payloadText = q.value(5).toString();
    if (!m_mask.showsAll()) {
        r.payloadText = m_mask.maskText(r.payloadText);
        r.payloadVisibility = m_mask.visibility();
    }
    if (!q.isNull(6))
        r.attempts = q.value(6).toInt();
    r.lastError = q.value(7).toString();
    r.nextAttemptAt = parseUtcTimestampText(q.value(8).toString());
    r.eventId = q.value(9).toString();
    r.aggregateType = q.value(10).toString();
    r.aggregateId = q.value(11).toString();
    r.isEvent = m_table.description().kindNoun == FormatDescription::KindNoun::EventType;
    r.lastAttemptAt = parseUtcTimestampText(q.value(12).toString());
    r.supersededBy = q.value(13).toString();
    if (!r.supersededBy.isEmpty() && r.state == RowState::Dead)
        r.state = RowState::Superseded;
    else if (!q.isNull(14) && r.state == RowState::Dead)
        r.state = RowState::Archived;
    return r;
}

Result<Page> OutboxReader::page(const PageRequest &request) const {
    const SqlDialect &d = m_session.dialect();
    auto condition = filterCondition(m_table, d, request.filter);
    if (!condition)
        return condition.error();
    const bool newest = request.order == SortOrder::NewestFirst;
    const bool byId = sortsById();
    const int limit = qBound(1, request.limit, 10'000);
    const QString op = newest ? u"<"_s : u">"_s;
    const QString dir = newest ? u" DESC"_s : u" ASC"_s;
    const QString id = d.quoteIdentifier(u"id"_s);
    const QString created = d.quoteIdentifier(u"created_at"_s);

    if (!request.cursor.isEmpty()) {
        auto cursor = Cursor::decode(request.cursor);
        if (!cursor)
            return cursor.error();
        // A cursor made by hand must be refused as input, not reach the database as a value of
        // the wrong type (a raw SQL error, exit 1).
        const bool timeReadable = cursor->byId || cursor->createdAt.isEmpty() ||
                                  parseUtcTimestampText(cursor->createdAt).isValid();
        const bool idReadable = normalizeRowId(m_table, cursor->id).ok();
        if (!idReadable || !timeReadable)
            return Error::invalid(CoreText::tr("Invalid cursor \"%1\": pass the next_cursor "
                                               "printed by a previous list.")
                                      .arg(request.cursor));
        if (cursor->newestFirst != newest || cursor->byId != byId)
            return Error::invalid(
                CoreText::tr("The cursor belongs to a listing in another order; start again "
                             "without --after."));
        if (byId) {
            condition->add(u"%1 %2 ?"_s.arg(id, op), {cursor->id});
        } else {
            const QVariant at = d.timestampTextValue(cursor->createdAt, m_table.timestamps);
            if (d.kind() == DatabaseKind::MySQL) {
                condition->add(u"(%1 %3 ? OR (%1 = ? AND %2 %3 ?))"_s.arg(created, id, op),
                               {at, at, cursor->id});
            } else {
                condition->add(u"(%1, %2) %3 (?, ?)"_s.arg(created, id, op), {at, cursor->id});
            }
        }
    }

    const QString orderId = sourceColumn(m_table, d, u"id"_s);
    const QString orderCreated = sourceColumn(m_table, d, u"created_at"_s);
    const auto orderBy = [&](const QString &idColumn, const QString &createdColumn) {
        return byId ? idColumn + dir : createdColumn + dir + u", "_s + idColumn + dir;
    };
    const QString order = orderBy(orderId, orderCreated);
    // The display expressions (timestamps as text, ids and payloads as text, the delivery state)
    // are computed for the rows the page returns, not for every row the sort reads (a table
    // without an index on created_at sorts them all): the page's rows are chosen in a derived
    // table that passes the stored columns on as they are, and only its 101 rows are formatted.
    // (Projecting just the ids there and joining back costs more: the scan then builds a new
    // tuple for every row it sorts; at 10M rows 1.4× the plain ORDER BY … LIMIT, against ~1.1×.)
    const QString source = rowSource(m_table, d, condition->readsDeliveryState);
    const auto read = [&](const QString &sql, const QVariantList &values) -> Result<Page> {
        auto q = run(m_session, sql, values,
                     CoreText::tr("Listing rows of %1").arg(m_table.name.display()));
        if (!q)
            return q.error();
        Page page;
        while (q->next()) {
            if (page.rows.size() == limit) {
                const OutboxRow &last = page.rows.constLast();
                page.nextCursor = Cursor{byId, newest, last.createdAtText, last.id}.encode();
                break;
            }
            page.rows.append(readRow(*q));
        }
        return page;
    };
    const QString pageRows = d.quoteIdentifier(u"page_rows"_s);
    const QString rowsId = pageRows + u"."_s + d.quoteIdentifier(u"id"_s);
    const auto pageOfRows = [&](const SqlCondition &where) {
        const QString rows = u"SELECT %1.* FROM %2%3 ORDER BY %4%5"_s.arg(
            sourceName(m_table, d), source, where.whereClause(), order, d.limitClause(limit + 1));
        return read(u"SELECT %1 FROM (%2) %3%4 ORDER BY %5"_s.arg(
                        selectList(), rows, pageRows, deliveryJoin(m_table, d, rowsId),
                        orderBy(rowsId, pageRows + u"."_s + d.quoteIdentifier(u"created_at"_s))),
                    where.values);
    };
    if (d.kind() != DatabaseKind::PostgreSQL || !byId || request.filter.states.isEmpty())
        return pageOfRows(*condition);

    // A page of some states in id order on PostgreSQL. The planner walks the primary key from
    // the newest id and filters, betting that the states are spread over the ids; when they are
    // not (the dead rows of an incident months ago), it walks every newer row (1.6 s at 10
    // million rows). So walk at most the next kWalk ids after the cursor; when they hold less
    // than a page, read the states' rows through the status index (kept apart, MATERIALIZED, so
    // that the planner cannot turn it back into the walk) and sort their ids.
    constexpr int kWalk = 5000;
    SqlCondition walk = *condition;
    QVariantList walkFromValues;
    QString walkFrom;
    if (!request.cursor.isEmpty()) {
        walkFrom = u" WHERE %1 %2 ?"_s.arg(orderId, op);
        walkFromValues.append(condition->values.constLast()); // the cursor's id, bound last
    }
    walk.add(
        u"%1 %2= (SELECT %1 FROM %3%4 ORDER BY %1%5 LIMIT 1 OFFSET %6)"_s
            .arg(orderId, newest ? u">"_s : u"<"_s, rowSource(m_table, d, false), walkFrom, dir)
            .arg(kWalk - 1),
        walkFromValues);
    auto bounded = pageOfRows(walk);
    if (!bounded || !bounded->nextCursor.isEmpty())
        return bounded; // a page and the row after it, all within the walk: what the walk gives
    // Fewer than the page and the row after it (or fewer than kWalk ids left): the states' rows.
    const QString materialized =
        u"WITH page_rows AS MATERIALIZED (SELECT %1 AS page_id FROM %2%3) SELECT page_id FROM "
        u"page_rows ORDER BY page_id%4%5"_s.arg(orderId, source, condition->whereClause(), dir,
                                                d.limitClause(limit + 1));
    return read(
        u"SELECT %1 FROM (%2) page_keys JOIN %3 ON %4 = page_keys.page_id%5 ORDER BY %6"_s.arg(
            selectList(), materialized, rowSource(m_table, d, false), orderId,
            deliveryJoin(m_table, d), order),
        condition->values);
}

Result<OutboxRow> OutboxReader::row(const QString &rawId) const {
    auto id = normalizeRowId(m_table, rawId);
    if (!id)
        return id.error();
    const SqlDialect &d = m_session.dialect();
    const SqlCondition where = idCondition(m_table, d, *id);
    const QString sql = u"SELECT %1 FROM %2%3"_s.arg(selectList(), rowSource(m_table, d, true),
                                                     where.whereClause());
    auto q = run(m_session, sql, where.values, CoreText::tr("Reading row %1").arg(*id));
    if (!q)
        return q.error();
    if (!q->next())
        return Error::invalid(
            m_table.idStorage == IdStorage::Uuid
                ? CoreText::tr("No row with id %1 in %2.").arg(*id, m_table.name.display())
                : CoreText::tr("No row with id %1 in %2 (ids are matched exactly as stored).")
                      .arg(*id, m_table.name.display()));
    return readRow(*q);
}

Result<qint64> OutboxReader::rowsUnmatchableByPayloadKey(const RowFilter &filter) const {
    const SqlDialect &d = m_session.dialect();
    const QString notJson = d.notJsonCondition(u"payload"_s);
    if (filter.payloadKey.isEmpty() || notJson.isEmpty())
        return qint64(0);
    RowFilter others = filter;
    others.payloadKey.clear();
    others.payloadValue.clear();
    auto condition = filterCondition(m_table, d, others);
    if (!condition)
        return condition.error();
    condition->add(notJson);
    auto q =
        run(m_session,
            u"SELECT COUNT(*) FROM %1%2"_s.arg(rowSource(m_table, d, condition->readsDeliveryState),
                                               condition->whereClause()),
            condition->values, CoreText::tr("Counting the payloads that are not JSON"));
    if (!q)
        return q.error();
    return q->next() ? q->value(0).toLongLong() : 0;
}

Result<std::optional<qint64>> OutboxReader::estimatedRowCount() const {
    const SqlDialect &d = m_session.dialect();
    const QString sql = d.rowEstimateQuery(m_table.name);
    if (sql.isEmpty())
        return std::optional<qint64>();
    auto q = run(m_session, sql, {},
                 CoreText::tr("Estimating the rows of %1").arg(m_table.name.display()));
    if (!q)
        return q.error();
    if (!q->next() || q->isNull(0) || q->value(0).toLongLong() < 0)
        return std::optional<qint64>(); // never analysed
    return std::optional<qint64>(q->value(0).toLongLong());
}

Result<StateCounts> OutboxReader::counts(const RowFilter &filter,
                                         const CountOptions &options) const {
    const SqlDialect &d = m_session.dialect();
    auto condition = filterCondition(m_table, d, filter);
    if (!condition)
        return condition.error();
    std::optional<qint64> estimate;
    if (options.estimateSentWhenLarge && filter.isEmpty() && m_table.hasStatusIndex) {
        auto estimated = estimatedRowCount();
        if (!estimated)
            return estimated.error();
        if (*estimated && **estimated >= options.largeTableRows) {
            estimate = **estimated;
            // Exact for every state but sent: they go through the status index.
            condition = stateCondition(m_table, d,
                                       {RowState::Pending, RowState::InFlight, RowState::Dead,
                                        RowState::Superseded, RowState::Archived});
        }
    }
    // Grouped byte for byte: on MySQL 'Dead' is a status of its own (unknown), not dead.
    const QString sql = u"SELECT %1, COUNT(*) FROM %2%3 GROUP BY 1"_s.arg(
        d.exactText(u"status"_s), rowSource(m_table, d, condition->readsDeliveryState),
        condition->whereClause());
    auto q = run(m_session, sql, condition->values,
                 CoreText::tr("Counting rows of %1").arg(m_table.name.display()));
    if (!q)
        return q.error();
    StateCounts counts;
    while (q->next()) {
        const QString raw = q->value(0).toString();
        const qint64 n = q->value(1).toLongLong();
        counts.byRawStatus[raw] += n;
        counts.byState[m_table.vocabulary.stateOf(raw)] += n;
        counts.total += n;
    }
    // The dead rows among them that are superseded or archived: few (one per resend, or per row
    // archived), through the key of the console's table.
    for (const RowState apart : {RowState::Superseded, RowState::Archived}) {
        if (!(apart == RowState::Superseded ? m_table.hasSupersededRows : m_table.hasArchivedRows))
            continue;
        SqlCondition setApart = *condition;
        setApart.append(stateCondition(m_table, d, {apart}));
        auto s =
            run(m_session,
                u"SELECT %1, COUNT(*) FROM %2%3 GROUP BY 1"_s.arg(
                    d.exactText(u"status"_s), rowSource(m_table, d, setApart.readsDeliveryState),
                    setApart.whereClause()),
                setApart.values,
                CoreText::tr("Counting %1 rows of %2")
                    .arg(rowStateName(apart), m_table.name.display()));
        if (!s)
            return s.error();
        while (s->next()) {
            const qint64 n = s->value(1).toLongLong();
            counts.byState[RowState::Dead] -= n;
            counts.byState[apart] += n;
        }
    }
    if (estimate) {
        // Rows of statuses outside the vocabulary, counted too: the rest of the table is sent.
        auto present = presentStatuses();
        if (!present)
            return present.error();
        QStringList unknown;
        for (const QString &status : std::as_const(*present)) {
            if (m_table.vocabulary.stateOf(status) == RowState::Unknown)
                unknown.append(status);
        }
        if (!unknown.isEmpty()) {
            const SqlCondition others = statusCondition(d, unknown);
            auto u = run(
                m_session,
                u"SELECT %1, COUNT(*) FROM %2%3 GROUP BY 1"_s.arg(
                    d.exactText(u"status"_s), rowSource(m_table, d, false), others.whereClause()),
                others.values, CoreText::tr("Counting rows of %1").arg(m_table.name.display()));
            if (!u)
                return u.error();
            while (u->next()) {
                const qint64 n = u->value(1).toLongLong();
                counts.byRawStatus[u->value(0).toString()] += n;
                counts.byState[RowState::Unknown] += n;
                counts.total += n;
            }
        }
        counts.byState[RowState::Sent] = qMax<qint64>(0, *estimate - counts.total);
        counts.total = qMax(*estimate, counts.total);
        counts.sentEstimated = true;
    }
    return counts;
}

Result<QStringList> OutboxReader::presentStatuses() const {
    const SqlDialect &d = m_session.dialect();
    if (!m_table.hasStatusIndex || d.kind() == DatabaseKind::SQLite)
        return QStringList();
    const QString status = d.quoteIdentifier(u"status"_s);
    const QString table = d.qualified(m_table.name);
    const QString sql =
        d.kind() == DatabaseKind::PostgreSQL
            ? u"WITH RECURSIVE present(status) AS (SELECT MIN(%1) FROM %2 UNION ALL SELECT "
              u"(SELECT MIN(%1) FROM %2 WHERE %1 > present.status) FROM present WHERE "
              u"present.status IS NOT NULL) SELECT status FROM present WHERE status IS NOT "
              u"NULL"_s.arg(status, table)
            : u"SELECT DISTINCT %1 FROM %2"_s.arg(status, table);
    auto q = run(m_session, sql, {},
                 CoreText::tr("Reading the statuses of %1").arg(m_table.name.display()));
    if (!q)
        return q.error();
    QStringList statuses;
    while (q->next())
        statuses.append(q->value(0).toString());
    return statuses;
}

Result<std::optional<QDateTime>> OutboxReader::oldestPending() const {
    const SqlDialect &d = m_session.dialect();
    const SqlCondition ready = stateCondition(m_table, d, {RowState::Pending});
    const QString sql = u"SELECT %1 FROM %2%3 ORDER BY %4 ASC%5"_s.arg(
        d.timestampText(u"created_at"_s, m_table.timestamps), rowSource(m_table, d, false),
        ready.whereClause(), d.quoteIdentifier(u"created_at"_s), d.limitClause(1));
    auto q = run(m_session, sql, ready.values, CoreText::tr("Finding the oldest pending row"));
    if (!q)
        return q.error();
    if (!q->next())
        return std::optional<QDateTime>();
    return std::optional<QDateTime>(parseUtcTimestampText(q->value(0).toString()));
}

Result<QList<HistogramBucket>> OutboxReader::createdHistogram(const RowFilter &filter,
                                                              bool byDay) const {
    const SqlDialect &d = m_session.dialect();
    auto condition = filterCondition(m_table, d, filter);
    if (!condition)
        return condition.error();
    const QString sql =
        u"SELECT %1 AS bucket, %2, COUNT(*) FROM %3%4 GROUP BY 1, 2 ORDER BY 1"_s.arg(
            d.bucketText(u"created_at"_s, m_table.timestamps, byDay), d.exactText(u"status"_s),
            rowSource(m_table, d, condition->readsDeliveryState), condition->whereClause());
    auto q =
        run(m_session, sql, condition->values,
            byDay ? CoreText::tr("Counting rows per day") : CoreText::tr("Counting rows per hour"));
    if (!q)
        return q.error();
    QList<HistogramBucket> buckets;
    while (q->next()) {
        const QDateTime start = parseUtcTimestampText(q->value(0).toString());
        if (buckets.isEmpty() || buckets.constLast().start != start)
            buckets.append({start, {}});
        buckets.last().counts[m_table.vocabulary.stateOf(q->value(1).toString())] +=
            q->value(2).toLongLong();
    }
    return buckets;
}

} // namespace outbox
