#pragma once

// The floor of core: value types that every folder may use and that include nothing of core but
// util/ (how a table is named and how its ids and times are stored).
#include "util/result.h"

#include <QString>

namespace outbox {

// A possibly schema-qualified table name, validated before it ever reaches SQL.
struct TableName {
    QString schema; // empty: the connection's default schema
    QString name;

    // Accepts NAME or SCHEMA.NAME, each [A-Za-z_][A-Za-z0-9_$]{0,62}, or quoted ("…" or `…`)
    // [A-Za-z0-9_$.]{1,63}: a name with a dot in it.
    static Result<TableName> parse(const QString &text);
    // SCHEMA.NAME, a part with a dot in it quoted ("cap.published"): parse() reads it back.
    QString display() const;
    bool operator==(const TableName &) const = default;
};

// How the id column stores its values.
enum class IdStorage {
    Uuid,   // PostgreSQL uuid
    Text36, // CHAR(36) canonical UUID text
    Hex32,  // CHAR(32) UUID hex without dashes (FennFlow on SQLite)
    Number, // a whole number (DotNetCore.CAP's snowflake BIGINT)
};

// How timestamps are stored; the dialect turns each into text and back.
enum class TimestampStorage {
    Naive,    // PostgreSQL timestamp without time zone, naive UTC
    WithZone, // PostgreSQL timestamptz
    MySqlDateTime,
    SqliteText, // 'YYYY-MM-DD HH:MM:SS[.ffffff]', UTC without offset
};

} // namespace outbox
