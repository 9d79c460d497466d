#include "schema/tableadapter.h"

#include "sql/sqldialect.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

QString TableAdapter::expression(const QString &column) const {
    for (const auto &[name, expression] : columns)
        if (name == column)
            return expression;
    return u"NULL"_s;
}

bool TableAdapter::hasColumn(const QString &column) const {
    return std::any_of(columns.cbegin(), columns.cend(),
                       [&](const auto &entry) { return entry.first == column; });
}

const QStringList &adaptedColumns() {
    static const QStringList columns{u"id"_s,           u"event_id"_s,   u"aggregate_type"_s,
                                     u"aggregate_id"_s, u"event_type"_s, u"payload"_s,
                                     u"status"_s,       u"created_at"_s, u"updated_at"_s,
                                     u"attempts"_s,     u"last_error"_s, u"next_attempt_at"_s};
    return columns;
}

QString AdapterInput::quoted(const QString &lowerName) const {
    for (const WriterColumn &c : columns)
        if (c.name.compare(lowerName, Qt::CaseInsensitive) == 0)
            return dialect.quoteIdentifier(c.name);
    return {};
}

QString AdapterInput::tableNamed(const QString &name) const {
    const QString prefix = table.schema.isEmpty() ? QString() : table.schema + u'.';
    for (const QString &t : tables) {
        const QString bare = t.startsWith(prefix, Qt::CaseInsensitive) ? t.mid(prefix.size()) : t;
        if ((prefix.isEmpty() || t.size() > bare.size()) &&
            bare.compare(name, Qt::CaseInsensitive) == 0)
            return bare;
    }
    return {};
}

QString AdapterInput::typeOf(const QString &lowerName) const {
    for (const WriterColumn &c : columns)
        if (c.name.compare(lowerName, Qt::CaseInsensitive) == 0)
            return c.type;
    return {};
}

namespace adapt {

TimestampStorage timestampStorageOf(DatabaseKind kind, const QString &type) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return type.contains(u"with time zone"_s) ? TimestampStorage::WithZone
                                                  : TimestampStorage::Naive;
    case DatabaseKind::MySQL:
        return TimestampStorage::MySqlDateTime;
    case DatabaseKind::SQLite:
        return TimestampStorage::SqliteText;
    }
    return TimestampStorage::SqliteText;
}

void describeStorage(TableAdapter &adapter, const AdapterInput &input, const QString &idColumn,
                     const QString &createdColumn) {
    static const QStringList numbers{u"bigint"_s, u"integer"_s, u"int"_s, u"smallint"_s};
    const QString idType = input.typeOf(idColumn);
    adapter.idStorage = idType == u"uuid"_s        ? IdStorage::Uuid
                        : numbers.contains(idType) ? IdStorage::Number
                                                   : IdStorage::Text36;
    adapter.timestamps = timestampStorageOf(input.kind, input.typeOf(createdColumn));
    for (const WriterColumn &c : input.columns)
        adapter.writerColumns.insert(c.name.toLower(), input.dialect.quoteIdentifier(c.name));
}

QString nullText(DatabaseKind kind) {
    return kind == DatabaseKind::PostgreSQL ? u"CAST(NULL AS text)"_s : u"NULL"_s;
}

QString nullTimestamp(DatabaseKind kind) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CAST(NULL AS timestamp)"_s;
    case DatabaseKind::MySQL:
        return u"CAST(NULL AS DATETIME(6))"_s;
    case DatabaseKind::SQLite:
        break;
    }
    return u"NULL"_s;
}

QString nullInteger(DatabaseKind kind) {
    return kind == DatabaseKind::PostgreSQL ? u"CAST(NULL AS integer)"_s : u"NULL"_s;
}

QString isTrue(const SqlDialect &d, const QString &column) {
    if (d.kind() == DatabaseKind::PostgreSQL)
        return u"COALESCE(%1, FALSE)"_s.arg(column);
    // MySQL's gruelbox 'blocked' is a VARCHAR its driver fills with '1'/'0' (or 'true'/'false').
    return u"(COALESCE(LOWER(%1), '') IN ('1', 'true', 't'))"_s.arg(d.textOfExpression(column));
}

QString jsonPath(DatabaseKind kind, const SqlDialect &d, const QString &column,
                 const QStringList &path) {
    switch (kind) {
    case DatabaseKind::PostgreSQL: {
        // PostgreSQL 15 cannot test text for JSON without trying: only text that looks like an
        // object is read (a writer that stores something else leaves the field empty).
        QString walk = column + u"::json"_s;
        for (qsizetype i = 0; i < path.size(); ++i)
            walk += (i + 1 == path.size() ? u" ->> "_s : u" -> "_s) + literal(path.at(i));
        return u"(CASE WHEN %1 ~ '^\\s*\\{.*\\}\\s*$' AND %2 THEN %3 END)"_s.arg(
            d.textOfExpression(column), d.jsonReadableCondition(column), walk);
    }
    case DatabaseKind::MySQL:
    case DatabaseKind::SQLite: {
        QString jsonPath = u"$"_s;
        for (const QString &key : path)
            jsonPath += u".\""_s + key + u'"';
        if (kind == DatabaseKind::MySQL)
            return u"(CASE WHEN JSON_VALID(%1) THEN JSON_UNQUOTE(JSON_EXTRACT(%1, %2)) END)"_s.arg(
                column, literal(jsonPath));
        return u"CAST(CASE WHEN json_valid(%1) THEN json_extract(%1, %2) END AS TEXT)"_s.arg(
            column, literal(jsonPath));
    }
    }
    return nullText(kind);
}

QString literal(const QString &text) {
    QString escaped = text;
    escaped.replace(u"'"_s, u"''"_s);
    return u'\'' + escaped + u'\'';
}

} // namespace adapt

} // namespace outbox
