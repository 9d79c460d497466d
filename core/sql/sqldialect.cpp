#include "sql/sqldialect.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox {

QStringList SqlDialect::sessionSetup() const {
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        // Naive timestamps are UTC; zoned ones are rendered in UTC by timestampText().
        return {u"SET TIME ZONE 'UTC'"_s};
    case DatabaseKind::MySQL:
        return {u"SET time_zone = '+00:00'"_s, u"SET NAMES utf8mb4"_s};
    case DatabaseKind::SQLite:
        return {};
    }
    return {};
}

QString SqlDialect::quoteIdentifier(const QString &name) const {
    QString escaped = name;
    if (m_kind == DatabaseKind::MySQL)
        return u'`' + escaped.replace(u"`"_s, u"``"_s) + u'`';
    return u'"' + escaped.replace(u"\""_s, u"\"\""_s) + u'"';
}

QString SqlDialect::qualified(const TableName &table) const {
    if (table.schema.isEmpty() || m_kind == DatabaseKind::SQLite)
        return quoteIdentifier(table.name);
    return quoteIdentifier(table.schema) + u'.' + quoteIdentifier(table.name);
}

QString SqlDialect::createIndexStatement(const TableName &table, const QString &index,
                                         const QStringList &columns,
                                         const QString &predicate) const {
    QStringList quoted;
    for (const QString &c : columns)
        quoted.append(c.startsWith(u'(') ? c : quoteIdentifier(c));
    const QString on =
        u"%1 ON %2 (%3)"_s.arg(quoteIdentifier(index), qualified(table), quoted.join(u", "_s));
    const QString where = predicate.isEmpty() ? QString() : u" WHERE "_s + predicate;
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE INDEX CONCURRENTLY %1%2;"_s.arg(on, where);
    case DatabaseKind::MySQL:
        return u"CREATE INDEX %1 ALGORITHM=INPLACE LOCK=NONE;"_s.arg(on);
    case DatabaseKind::SQLite:
        break;
    }
    return u"CREATE INDEX %1%2;"_s.arg(on, where);
}

QString SqlDialect::column(const TableName &table, const QString &name) const {
    return qualified(table) + u'.' + quoteIdentifier(name);
}

QString SqlDialect::textOf(const QString &column) const {
    return textOfExpression(quoteIdentifier(column));
}

QString SqlDialect::textOfExpression(const QString &c) const {
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return c + u"::text"_s;
    case DatabaseKind::MySQL:
        return u"CAST(%1 AS CHAR)"_s.arg(c);
    case DatabaseKind::SQLite:
        return c;
    }
    return c;
}

QString SqlDialect::timestampText(const QString &column, TimestampStorage storage) const {
    const QString c = quoteIdentifier(column);
    switch (storage) {
    case TimestampStorage::Naive:
        return u"to_char(%1, 'YYYY-MM-DD HH24:MI:SS.US')"_s.arg(c);
    case TimestampStorage::WithZone:
        return u"to_char(%1 AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US')"_s.arg(c);
    case TimestampStorage::MySqlDateTime:
        return u"DATE_FORMAT(%1, '%Y-%m-%d %H:%i:%s.%f')"_s.arg(c);
    case TimestampStorage::SqliteText:
        return c; // stored as text already; the exact stored text is what a cursor must bind
    }
    return c;
}

QVariant SqlDialect::timestampValue(const QDateTime &utc, TimestampStorage storage) const {
    const QString text = formatUtcTimestamp(utc, utc.time().msec() != 0);
    return timestampTextValue(text, storage);
}

QVariant SqlDialect::timestampTextValue(const QString &text, TimestampStorage storage) const {
    if (storage == TimestampStorage::WithZone)
        return QVariant(text + u"+00"_s);
    return QVariant(text);
}

QString SqlDialect::nowExpression(TimestampStorage storage, bool wholeSeconds) const {
    switch (storage) {
    case TimestampStorage::Naive:
        return u"(now() AT TIME ZONE 'UTC')"_s;
    case TimestampStorage::WithZone:
        return u"now()"_s;
    case TimestampStorage::MySqlDateTime:
        return u"UTC_TIMESTAMP()"_s;
    case TimestampStorage::SqliteText:
        return wholeSeconds ? u"strftime('%Y-%m-%d %H:%M:%S', 'now')"_s
                            : u"(strftime('%Y-%m-%d %H:%M:%f', 'now') || '000')"_s; // microseconds
    }
    return {};
}

QString SqlDialect::containsCondition(const QString &expression) const {
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return u"%1 ILIKE ? ESCAPE '!'"_s.arg(expression);
    case DatabaseKind::MySQL:
    case DatabaseKind::SQLite:
        return u"LOWER(%1) LIKE LOWER(?) ESCAPE '!'"_s.arg(expression);
    }
    return {};
}

QString SqlDialect::likePattern(const QString &text) {
    QString escaped = text;
    escaped.replace(u"!"_s, u"!!"_s).replace(u"%"_s, u"!%"_s).replace(u"_"_s, u"!_"_s);
    return u'%' + escaped + u'%';
}

QString SqlDialect::payloadSearchText(const QString &column) const {
    return u"REPLACE(%1, '\\/', '/')"_s.arg(textOf(column));
}

namespace {

// PostgreSQL: "the json text can be read as text". Its json type stores any valid JSON text, but
// ->> (and every cast to jsonb) de-escapes each string of the document and fails the whole
// statement on "\u0000" or an unpaired surrogate escape ("\ud800"): one such row would fail every
// claim, count and filter that reads a field of the payload. Only documents with a \u escape are
// looked at closely: with each escaped backslash ("\\") taken out, every backslash left starts
// an escape, so the pattern finds exactly the escapes that fail (a high surrogate not followed by
// a low one, a low one not after a high one, or U+0000). (A '?' inside a quoted literal is not a
// placeholder to Qt's drivers.)
QString postgresJsonReadable(const QString &text) {
    return u"(strpos(%1, '\\u') = 0 OR replace(%1, '\\\\', '') !~* "
           u"'\\\\u0000|\\\\ud[89ab][0-9a-f]{2}(?!\\\\ud[c-f])|(?<!\\\\ud[89ab][0-9a-f]{2})"
           u"\\\\ud[c-f]')"_s.arg(text);
}

} // namespace

QString SqlDialect::jsonReadableCondition(const QString &expression) const {
    if (m_kind == DatabaseKind::PostgreSQL)
        return postgresJsonReadable(expression + u"::text"_s);
    if (m_kind == DatabaseKind::SQLite)
        return u"json_valid(%1)"_s.arg(expression);
    return {};
}

QString SqlDialect::jsonTextField(const QString &column) const {
    const QString c = quoteIdentifier(column);
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return u"(CASE WHEN %1 THEN %2::json ->> ? END)"_s.arg(jsonReadableCondition(c), c);
    case DatabaseKind::MySQL:
        return u"JSON_UNQUOTE(JSON_EXTRACT(%1, ?))"_s.arg(c);
    case DatabaseKind::SQLite:
        // A payload that is not JSON (SQLite's column takes any text) matches no JSON filter
        // instead of failing the whole query: CASE keeps json_extract from seeing it.
        return u"CAST(CASE WHEN json_valid(%1) THEN json_extract(%1, ?) END AS TEXT)"_s.arg(c);
    }
    return {};
}

QString SqlDialect::jsonFieldOf(const QString &expression, QLatin1StringView field) const {
    const QString name = QString(field);
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return u"(CASE WHEN %1 THEN %2::json ->> '%3' END)"_s.arg(jsonReadableCondition(expression),
                                                                  expression, name);
    case DatabaseKind::MySQL:
        return u"JSON_UNQUOTE(JSON_EXTRACT(%1, '$.%2'))"_s.arg(expression, name);
    case DatabaseKind::SQLite:
        return u"CAST(CASE WHEN json_valid(%1) THEN json_extract(%1, '$.%2') END AS TEXT)"_s.arg(
            expression, name);
    }
    return {};
}

QString SqlDialect::notJsonCondition(const QString &column) const {
    const QString readable = jsonReadableCondition(quoteIdentifier(column));
    return readable.isEmpty() ? QString() : u"NOT "_s + readable;
}

QString SqlDialect::jsonAcceptedExpression(const QString &column) const {
    const QString c = quoteIdentifier(column);
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return u"(%1::jsonb IS NOT NULL)"_s.arg(c); // the cast fails where the text cannot be read
    case DatabaseKind::MySQL:
        return u"(JSON_VALID(%1) = 1)"_s.arg(c);
    case DatabaseKind::SQLite:
        return u"(json_valid(%1) = 1)"_s.arg(c);
    }
    return {};
}

QString SqlDialect::comparableTimeCondition(const QString &column) const {
    if (m_kind == DatabaseKind::SQLite)
        return u"typeof(%1) = 'text'"_s.arg(quoteIdentifier(column));
    return {};
}

QVariant SqlDialect::jsonPathValue(const QString &key) const {
    if (m_kind == DatabaseKind::PostgreSQL)
        return key;
    // $."key" with the key as a JSON string literal, so dots and quotes in keys stay literal.
    const QByteArray quoted = QJsonDocument(QJsonArray{key}).toJson(QJsonDocument::Compact);
    return QString(u"$."_s + QString::fromUtf8(quoted.mid(1, quoted.size() - 2)));
}

QString SqlDialect::bucketText(const QString &column, TimestampStorage storage, bool byDay) const {
    const QString c = quoteIdentifier(column);
    switch (storage) {
    case TimestampStorage::Naive:
    case TimestampStorage::WithZone:
        // PostgreSQL: a zoned time is bucketed by its wall clock in UTC.
        return u"to_char(%1, '%2')"_s.arg(
            storage == TimestampStorage::WithZone ? c + u" AT TIME ZONE 'UTC'"_s : c,
            byDay ? u"YYYY-MM-DD 00:00:00"_s : u"YYYY-MM-DD HH24:00:00"_s);
    case TimestampStorage::MySqlDateTime:
        return byDay ? u"DATE_FORMAT(%1, '%Y-%m-%d 00:00:00')"_s.arg(c)
                     : u"DATE_FORMAT(%1, '%Y-%m-%d %H:00:00')"_s.arg(c);
    case TimestampStorage::SqliteText:
        return byDay ? u"(substr(%1, 1, 10) || ' 00:00:00')"_s.arg(c)
                     : u"(substr(%1, 1, 13) || ':00:00')"_s.arg(c);
    }
    return c;
}

QString SqlDialect::idInCondition(const QString &column, IdStorage storage, qsizetype count) const {
    return idInExpression(quoteIdentifier(column), storage, count);
}

QString SqlDialect::idInExpression(const QString &expression, IdStorage storage,
                                   qsizetype count) const {
    if (m_kind == DatabaseKind::PostgreSQL)
        return u"%1 = ANY(CAST(? AS %2[]))"_s.arg(expression, storage == IdStorage::Uuid ? u"uuid"_s
                                                              : storage == IdStorage::Number
                                                                  ? u"bigint"_s
                                                                  : u"text"_s);
    QStringList marks(count, u"?"_s);
    return u"%1 IN (%2)"_s.arg(expression, marks.join(u", "_s));
}

QVariantList SqlDialect::idInValues(const QStringList &ids) const {
    if (m_kind == DatabaseKind::PostgreSQL)
        return {QVariant(pgTextArray(ids))};
    QVariantList values;
    values.reserve(ids.size());
    for (const QString &id : ids)
        values.append(id);
    return values;
}

QString SqlDialect::pgTextArray(const QStringList &texts) {
    QStringList quoted;
    quoted.reserve(texts.size());
    for (QString t : texts)
        quoted.append(u'"' + t.replace(u'\\', u"\\\\"_s).replace(u'"', u"\\\""_s) + u'"');
    return u'{' + quoted.join(u',') + u'}';
}

QString SqlDialect::exactInCondition(const QString &column, qsizetype count) const {
    return exactInExpression(quoteIdentifier(column), count);
}

QString SqlDialect::exactInExpression(const QString &c, qsizetype count) const {
    const QString marks = QStringList(count, u"?"_s).join(u", "_s);
    if (m_kind == DatabaseKind::MySQL)
        return u"(%1 IN (%2) AND CAST(%1 AS BINARY) IN (%2))"_s.arg(c, marks);
    return u"%1 IN (%2)"_s.arg(c, marks);
}

QVariantList SqlDialect::exactInValues(const QStringList &values) const {
    QVariantList bound;
    for (int copy = 0; copy < (m_kind == DatabaseKind::MySQL ? 2 : 1); ++copy)
        for (const QString &v : values)
            bound.append(v);
    return bound;
}

QString SqlDialect::exactInLiterals(const QString &column, const QStringList &values) const {
    if (m_kind != DatabaseKind::PostgreSQL || values.isEmpty())
        return {};
    QStringList literals;
    literals.reserve(values.size());
    for (const QString &v : values)
        literals.append(textLiteral(v));
    return u"%1 IN (%2)"_s.arg(quoteIdentifier(column), literals.join(u", "_s));
}

QString SqlDialect::textLiteral(const QString &text) const {
    QString t = text;
    if (!t.contains(u'\\') || m_kind == DatabaseKind::SQLite) // SQLite has no escapes
        return u'\'' + t.replace(u'\'', u"''"_s) + u'\'';
    if (m_kind == DatabaseKind::MySQL) // its bytes: whether backslashes escape is a server mode
        return u"_utf8mb4 X'%1'"_s.arg(QString::fromLatin1(text.toUtf8().toHex()));
    // E'' reads backslashes as escapes whatever standard_conforming_strings says.
    return u"E'"_s + t.replace(u'\\', u"\\\\"_s).replace(u'\'', u"''"_s) + u'\'';
}

QString SqlDialect::exactText(const QString &column) const {
    if (m_kind == DatabaseKind::MySQL)
        return u"CAST(%1 AS BINARY)"_s.arg(quoteIdentifier(column));
    return quoteIdentifier(column);
}

QDateTime parseUtcTimestampText(const QString &raw) {
    // Fixed positions, no format strings: this runs for every timestamp of every row shown
    // (QDate::fromString re-reads its format on each call, several µs a time).
    const QString text = raw.trimmed();
    const auto digits = [&](qsizetype at, qsizetype count, bool *ok) {
        int v = 0;
        for (qsizetype i = at; i < at + count; ++i) {
            const QChar c = i < text.size() ? text.at(i) : QChar();
            if (!c.isDigit()) {
                *ok = false;
                return 0;
            }
            v = v * 10 + c.digitValue();
        }
        return v;
    };
    bool ok = text.size() >= 10 && text.at(4) == u'-' && text.at(7) == u'-';
    const QDate date(digits(0, 4, &ok), digits(5, 2, &ok), digits(8, 2, &ok));
    if (!ok || !date.isValid())
        return {};
    int h = 0, m = 0, sec = 0, msec = 0;
    if (text.size() >= 19 && (text.at(10) == u' ' || text.at(10) == u'T') && text.at(13) == u':' &&
        text.at(16) == u':') {
        h = digits(11, 2, &ok);
        m = digits(14, 2, &ok);
        sec = digits(17, 2, &ok);
        if (text.size() > 20 && text.at(19) == u'.') {
            qsizetype n = 0;
            for (qsizetype i = 20; i < text.size() && i < 23 && text.at(i).isDigit(); ++i, ++n)
                msec = msec * 10 + text.at(i).digitValue();
            for (; n < 3; ++n)
                msec *= 10;
        }
    }
    const QTime time(h, m, sec, msec);
    if (!ok || !time.isValid())
        return {};
    // The dialect renders UTC; a trailing zone designator is ignored.
    return QDateTime(date, time, Qt::UTC);
}

QString formatUtcTimestamp(const QDateTime &utc, bool withFraction) {
    const QDateTime t = utc.toUTC();
    if (withFraction)
        return t.toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s) + u"000"_s; // the writers' microseconds
    return t.toString(u"yyyy-MM-dd HH:mm:ss"_s);
}

namespace {
// A quoted identifier as a string literal (identifiers are validated by TableName::parse).
QString sqlLiteral(QString text) {
    return u"'"_s + text.replace(u'\'', u"''"_s) + u"'"_s;
}
} // namespace

QString SqlDialect::rowEstimateQuery(const TableName &table) const {
    switch (m_kind) {
    case DatabaseKind::PostgreSQL:
        return u"SELECT c.reltuples::bigint FROM pg_class c WHERE c.oid = %1::regclass"_s.arg(
            sqlLiteral(qualified(table)));
    case DatabaseKind::MySQL:
        return u"SELECT table_rows FROM information_schema.tables WHERE table_schema = %1 AND "
               "table_name = %2"_s.arg(table.schema.isEmpty() ? u"DATABASE()"_s
                                                              : sqlLiteral(table.schema),
                                       sqlLiteral(table.name));
    case DatabaseKind::SQLite:
        break;
    }
    return {};
}

QString SqlDialect::blockStatsQuery(const TableName &table) const {
    // pg_relation_size is the current size (relpages is only as fresh as the last ANALYZE).
    const QString regclass = sqlLiteral(qualified(table)) + u"::regclass"_s;
    return QStringLiteral("SELECT pg_relation_size(%1) / current_setting('block_size')::bigint, "
                          "CASE WHEN c.relpages > 0 AND c.reltuples > 0 "
                          "THEN c.reltuples / c.relpages ELSE 0 END, c.relkind = 'r' "
                          "FROM pg_class c WHERE c.oid = %1")
        .arg(regclass);
}

QString SqlDialect::blockRangeCondition() const {
    return QStringLiteral("ctid >= ?::tid AND ctid < ?::tid");
}

QString SqlDialect::returningIdList(const QString &changeStatement) const {
    return QStringLiteral(
               "WITH touched AS (%1 RETURNING %2) SELECT string_agg(%2, ',') FROM touched")
        .arg(changeStatement, textOf(u"id"_s));
}

QVariantList SqlDialect::blockRangeValues(qint64 first, qint64 end) const {
    return {QStringLiteral("(%1,0)").arg(first), QStringLiteral("(%1,0)").arg(end)};
}

} // namespace outbox
