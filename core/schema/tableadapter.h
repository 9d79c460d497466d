#pragma once

#include "schema/rowstate.h"
#include "types/databasekind.h"
#include "types/tablename.h"
#include "util/result.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <utility>

namespace outbox {

class SqlDialect;

// A column of the writer's table as the catalogue names it: its exact spelling (CAP's "StatusName"
// on PostgreSQL is case-sensitive) and its type, in lower case.
struct WriterColumn {
    QString name;
    QString type;
};

// What a profile or the command line says about a table of another library's format, or of a
// table mapped by its columns (--type=mapped --map=ROLE=COLUMN --state-value=STATE=VALUE).
struct FormatOptions {
    // DotNetCore.CAP's FailedRetryCount: a Failed row with this many retries is dead (CAP stops
    // retrying it); below it, CAP's own retry processor is still at it.
    int capFailedRetryCount = 50;
    // A mapped table: role (id, status, payload, created, attempts, error, key, event-type,
    // next-attempt) → the writer's column.
    QMap<QString, QString> roles;
    // A mapped table: state (pending, inflight, dead, sent) → the status values meaning it.
    QMap<QString, QStringList> stateValues;

    bool operator==(const FormatOptions &) const = default;
};

// The console reads a table of another library's format (CAP, Spring Modulith, gruelbox) or a
// mapped table as if it were an event outbox: each of the console's columns (adaptedColumns():
// id, event_id, aggregate_type, aggregate_id, event_type, payload, status, created_at,
// updated_at, attempts, last_error, next_attempt_at) is an SQL expression over the writer's own
// columns. Reads go through it as a derived table (rowSource()), so every view, filter, count,
// chart, group and export reads such a table as it reads the formats the console was made for;
// changes are statements on the writer's own columns (the format's FormatRows). Empty for the
// console's own formats, whose tables have these columns themselves.
struct TableAdapter {
    QList<std::pair<QString, QString>> columns; // the console's column → expression
    // The status expression's values and the states they mean.
    StatusVocabulary vocabulary;
    bool isEmpty() const { return columns.isEmpty(); }
    // The expression for a console column ("NULL" where the writer has none).
    QString expression(const QString &column) const;
    // How the writer stores its ids and times (from its id and creation columns' types).
    IdStorage idStorage = IdStorage::Text36;
    TimestampStorage timestamps = TimestampStorage::SqliteText;
    // The writer's columns, quoted, by their names in lower case: the changes' statements on the
    // writer's table name its columns so (writer("statusname") is "StatusName" on PostgreSQL).
    QMap<QString, QString> writerColumns;
    QString writer(const QString &lowerName) const { return writerColumns.value(lowerName); }
    // A statement that copies the rows a purge deletes into the library's own archive, run
    // before the delete in its transaction ("%1": the rows' condition); empty: a purge deletes.
    // Spring Modulith's completion mode ARCHIVE keeps completed rows in its archive table.
    QString archiveBeforePurge;
    // The library delivers the rows of one key (the aggregate_id column; rows without one are not
    // ordered) one after the other, oldest first, so that a failed head holds its key back: the
    // Blocked view lists such keys (gruelbox's ordered topics, a mapped table's key). The order
    // within a key is the key_position column where the library numbers its rows (gruelbox's
    // seq), else the creation time.
    bool orderedByKey = false;
    bool hasColumn(const QString &column) const;
};

// The console's columns an adapter gives, in order.
const QStringList &adaptedColumns();

// What an adapter is made from: the database, the table's columns and the profile's options.
struct AdapterInput {
    DatabaseKind kind;
    const SqlDialect &dialect;
    TableName table;
    QList<WriterColumn> columns;
    FormatOptions options;
    // The database's tables as Qt lists them (SCHEMA.NAME outside the default schema).
    QStringList tables = {};

    // The table of that name (in any case) in the table's schema, as the database spells it;
    // empty when there is none.
    QString tableNamed(const QString &name) const;
    // The writer's column of that name in any case ("statusname" finds "StatusName"), quoted; empty
    // when the table has none.
    QString quoted(const QString &lowerName) const;
    bool has(const QString &lowerName) const { return !quoted(lowerName).isEmpty(); }
    QString typeOf(const QString &lowerName) const;
};

// Helpers for the adapters' expressions, per database.
namespace adapt {
// How a timestamp column of that type is read (PostgreSQL with or without zone).
TimestampStorage timestampStorageOf(DatabaseKind kind, const QString &type);
// The adapter's id and time storage from the writer's id and creation columns, and its columns.
void describeStorage(TableAdapter &adapter, const AdapterInput &input, const QString &idColumn,
                     const QString &createdColumn);
// A typed NULL for a console column that the writer does not have (PostgreSQL must know a
// NULL's type to format it): text, integer or timestamp.
QString nullText(DatabaseKind kind);
QString nullTimestamp(DatabaseKind kind);
QString nullInteger(DatabaseKind kind);
// A boolean-ish column (PostgreSQL boolean; MySQL/MariaDB a number or '1'/'true' in a VARCHAR;
// SQLite 0/1 or 'true') as a condition that is true only for a true value.
QString isTrue(const SqlDialect &d, const QString &column);
// A text field at a path of JSON keys in a text column; NULL where the text is not JSON or
// the path is absent. Keys are the console's own constants (never user input).
QString jsonPath(DatabaseKind kind, const SqlDialect &d, const QString &column,
                 const QStringList &path);
// A string literal of the console's own text (never user input: those are bound).
QString literal(const QString &text);
} // namespace adapt

} // namespace outbox
