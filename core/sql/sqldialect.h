#pragma once

#include "types/databasekind.h"
#include "types/tablename.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace outbox {

// The one place where PostgreSQL, MySQL/MariaDB and SQLite differ. Everything else builds SQL
// through these functions and binds values positionally.
class SqlDialect {
public:
    explicit SqlDialect(DatabaseKind kind)
        : m_kind(kind) {}
    DatabaseKind kind() const { return m_kind; }

    QStringList sessionSetup() const;

    // Identifiers are validated by TableName::parse and quoted here; never concatenate user text.
    QString quoteIdentifier(const QString &name) const;
    QString qualified(const TableName &table) const;
    // The statement (ending in ';') that creates an index without blocking the table's writers
    // where the database can (CONCURRENTLY; ALGORITHM=INPLACE LOCK=NONE), partial where it has
    // partial indexes (not MySQL/MariaDB, which index every row). Advice: the console never runs
    // it. A column in parentheses is an expression, written as it is.
    QString createIndexStatement(const TableName &table, const QString &index,
                                 const QStringList &columns, const QString &predicate = {}) const;
    // table.column, for ORDER BY: PostgreSQL resolves a bare name to an output column first, so
    // "ORDER BY id" after "SELECT id::text" would sort the text (and never use the primary key).
    QString column(const TableName &table, const QString &name) const;

    // A column read as text, so every driver returns the same representation.
    QString textOf(const QString &column) const;
    QString textOfExpression(const QString &expression) const;
    // A timestamp column read as 'YYYY-MM-DD HH:MM:SS.ffffff' UTC text (exact: usable in a cursor).
    QString timestampText(const QString &column, TimestampStorage storage) const;
    // A UTC time as the value to bind when comparing with a timestamp column.
    QVariant timestampValue(const QDateTime &utc, TimestampStorage storage) const;
    // An exact timestamp text read back through timestampText(), to bind again (cursors).
    QVariant timestampTextValue(const QString &text, TimestampStorage storage) const;
    // The database's current time, naive UTC or zoned as the storage needs; whole seconds where
    // the writer stores whole seconds (Vortos on SQLite).
    QString nowExpression(TimestampStorage storage, bool wholeSeconds = false) const;

    // Case-insensitive "contains" with a LIKE pattern; bind likePattern(text).
    QString containsCondition(const QString &expression) const;
    static QString likePattern(const QString &text);

    // Payload text with the writer's "\/" escapes undone, for text search.
    QString payloadSearchText(const QString &column) const;
    // payload->>key as text; bind jsonPathValue(key).
    QString jsonTextField(const QString &column) const;
    QVariant jsonPathValue(const QString &key) const;
    // A top-level text field of a JSON expression (a qualified column), named in the statement
    // itself (field: plain ASCII letters and '_', the console's own names, never user input):
    // for expressions read many times over in one statement, where a bound path cannot be shared.
    // NULL when the field is absent, and on SQLite when the text is not JSON.
    QString jsonFieldOf(const QString &expression, QLatin1StringView field) const;
    // "the column holds no JSON the database can read": SQLite's text column takes any text, and
    // PostgreSQL's json type stores "\u0000" and unpaired surrogate escapes that it cannot turn
    // into text; jsonTextField() and jsonFieldOf() never match (are NULL for) such a row instead
    // of failing the statement. Empty where the column type only takes readable JSON.
    QString notJsonCondition(const QString &column) const;
    // The other way round, for an expression (empty where every stored value is readable).
    QString jsonReadableCondition(const QString &expression) const;
    // True for a column value the database accepts as JSON; on PostgreSQL the statement fails
    // instead where it does not: a check before a commit, for one row.
    QString jsonAcceptedExpression(const QString &column) const;
    // "the column holds a time that can be compared": SQLite compares a number (seconds since
    // the epoch, written by hand or by another writer) as smaller than any text, so only text
    // counts; empty where the column type only takes times.
    QString comparableTimeCondition(const QString &column) const;

    // Start of the hour or day of a timestamp column, as 'YYYY-MM-DD HH:00:00' text.
    QString bucketText(const QString &column, TimestampStorage storage, bool byDay) const;

    // "id matches one of these ids": one array parameter on PostgreSQL, a list elsewhere.
    QString idInCondition(const QString &column, IdStorage storage, qsizetype count) const;
    // The same for an expression (a table read through an adapter names its id so).
    QString idInExpression(const QString &expression, IdStorage storage, qsizetype count) const;
    QVariantList idInValues(const QStringList &ids) const;
    // A PostgreSQL array literal of texts, each quoted: {"a","b\\c"} (any text, even with
    // commas, quotes, backslashes or spaces at its ends).
    static QString pgTextArray(const QStringList &texts);

    // "column is one of these texts", byte for byte. MySQL compares with the column's collation,
    // and the writers' collations fold case ('Dead' = 'dead'): there the exact comparison is
    // added beside the one the index serves. Bind exactInValues(values).
    QString exactInCondition(const QString &column, qsizetype count) const;
    QString exactInExpression(const QString &expression, qsizetype count) const;
    QVariantList exactInValues(const QStringList &values) const;
    // The same with the texts written into the statement, on PostgreSQL only (empty elsewhere:
    // bind instead). A prepared statement there is planned once for all its runs, and a bound
    // list becomes an array built again for every row the condition filters: a tenth of a
    // microsecond a row, a fifth of the in-order claim's time where it walks past delivered rows.
    QString exactInLiterals(const QString &column, const QStringList &values) const;
    // A text as a string literal of this database's SQL that reads back as the same text whatever
    // the server's settings: quotes doubled; with a backslash, E'' on PostgreSQL (backslashes
    // doubled) and the UTF-8 bytes on MySQL (whose NO_BACKSLASH_ESCAPES mode decides how '\'
    // reads).
    QString textLiteral(const QString &text) const;
    // A text column to SELECT and GROUP BY, so that rows group by their exact bytes.
    QString exactText(const QString &column) const;

    QString limitClause(int limit) const { return QStringLiteral(" LIMIT %1").arg(limit); }
    bool supportsSkipLocked() const { return m_kind != DatabaseKind::SQLite; }
    // InnoDB locks every row a locking read examines, before ORDER BY and LIMIT apply (and keeps
    // the locks until commit): a locking read must name exactly the rows it means to lock.
    // PostgreSQL locks only the rows a locking read returns.
    bool locksRowsBeforeSorting() const { return m_kind == DatabaseKind::MySQL; }

    // One row, one column: the planner's row count of a table (-1 or NULL when never analysed);
    // empty where the database keeps none (SQLite).
    QString rowEstimateQuery(const TableName &table) const;

    // Physical block ranges (PostgreSQL: TID range scans on ctid). A long delete can then walk the
    // table in slices of neighbouring pages, each read once, instead of looking rows up by key.
    bool supportsBlockRanges() const { return m_kind == DatabaseKind::PostgreSQL; }
    // One row: the table's size in blocks now, the planner's rows per block (0 when unknown), and
    // whether the relation has storage of its own (a plain table; not a partitioned table, a view
    // or a foreign table, whose rows live elsewhere and have no block ranges to walk).
    QString blockStatsQuery(const TableName &table) const;
    // "rows in blocks [first, end)"; bind blockRangeValues(first, end).
    QString blockRangeCondition() const;
    QVariantList blockRangeValues(qint64 first, qint64 end) const;
    // A change statement rewritten to answer one row: the ids it touched, as one comma-separated
    // text (NULL when none), instead of one result row per id.
    QString returningIdList(const QString &changeStatement) const;

private:
    DatabaseKind m_kind;
};

// Parses the timestamp text produced by timestampText() (or SQLite's stored text) as UTC.
QDateTime parseUtcTimestampText(const QString &text);
// Formats a UTC time as 'YYYY-MM-DD HH:MM:SS' (whole seconds) or with microseconds.
QString formatUtcTimestamp(const QDateTime &utc, bool withFraction = false);

} // namespace outbox
