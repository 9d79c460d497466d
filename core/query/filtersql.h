#pragma once

#include "query/rowfilter.h"
#include "schema/outboxtable.h"
#include "sql/sqldialect.h"

#include <QVariantList>

namespace outbox {

// A WHERE condition with its positional values.
struct SqlCondition {
    QStringList terms;
    QVariantList values;
    // A term reads the delivery state (last_error) of a FennFlow table: the query must read from
    // rowSource(…, true).
    bool readsDeliveryState = false;

    void add(const QString &term, const QVariantList &termValues = {});
    void append(const SqlCondition &other);
    QString whereClause() const; // " WHERE a AND b" or ""
};

// A row's delivery state, as SQL expressions for a select list: Vortos keeps it in its own
// columns, FennFlow in the console's side table (read through rowSource(…, true)); "NULL" where a
// table has none. The one place every reader takes them from.
struct DeliveryColumns {
    QString attempts;
    QString lastError;     // text
    QString nextAttemptAt; // UTC timestamp text
    QString lastAttemptAt; // UTC timestamp text (FennFlow's side table; NULL for Vortos)
    // A dead row's failure time, as UTC timestamp text (OutboxRow::lastFailedAt()'s rule):
    // FennFlow the side table's last attempt, else updated_at; Vortos the due time of its last
    // attempt (next_attempt_at, which the relay leaves on a dead row), else created_at.
    QString failedAt;
};
DeliveryColumns deliveryColumns(const OutboxTable &table, const SqlDialect &dialect);
// How the side table stores its times: as the outbox does, naive UTC where the outbox has zones.
TimestampStorage deliveryTimestampStorage(TimestampStorage outbox);
// What a query reads FROM: the table, with the delivery side table joined (one row per outbox row
// at most, by id) when withDeliveryState and the table has it; a table read through an adapter
// as a derived table of the console's columns (schema/tableadapter.h).
QString rowSource(const OutboxTable &table, const SqlDialect &dialect, bool withDeliveryState);
// The table's rows under another name, without the delivery state ("… AS alias"): a second read
// of the rows beside the outer one (a key's older rows).
QString rowSourceAs(const OutboxTable &table, const SqlDialect &dialect, const QString &alias);
// The name a query's columns are qualified with when it reads rowSource(): the table's, or for
// a table read through an adapter (OutboxTable::isAdapted()) the derived table's.
QString sourceName(const OutboxTable &table, const SqlDialect &dialect);
// sourceName().column, for ORDER BY (SqlDialect::column() says why).
QString sourceColumn(const OutboxTable &table, const SqlDialect &dialect, const QString &column);
// The join rowSource(…, true) adds to the table (" LEFT JOIN … ON …"), or nothing; rowId is the
// outbox id it joins on (the table's own id column when empty, else e.g. a derived table's).
QString deliveryJoin(const OutboxTable &table, const SqlDialect &dialect,
                     const QString &rowId = QString());
// The table records why rows failed (Vortos, or FennFlow with the side table).
bool hasErrorColumn(const OutboxTable &table);
// The signature of rows with no error recorded (blank or none), on every table.
inline constexpr const char *kNoErrorSignature = "(no error recorded)";

// Whether the table can be filtered so on that database, without building SQL: the error names
// the problem (a malformed id, a search the format cannot do, an empty created range, a search
// text too long for SQLite). The GUI checks its filter bar with it; filterCondition() refuses the
// same input with the same message.
Status validateFilter(const OutboxTable &table, DatabaseKind kind, const RowFilter &filter);

// Turns a RowFilter into SQL for one table. Every value is bound; bad input is refused
// (validateFilter()) before any SQL is built.
Result<SqlCondition> filterCondition(const OutboxTable &table, const SqlDialect &dialect,
                                     const RowFilter &filter);

// An id to look a row up by, or a clear error. A uuid column (PostgreSQL) takes any spelling of a
// UUID; a text column (CHAR(36), TEXT) takes the id exactly as stored, case included (MySQL's
// collations still ignore case), up to kMaxTextIdLength printable characters.
inline constexpr qsizetype kMaxTextIdLength = 255;
Result<QString> normalizeRowId(const OutboxTable &table, const QString &id);
// On a text id column, the writer's spelling of a UUID given in another one (upper case, dashes
// where the writer writes none or the other way round); empty when there is none to try.
QString writerSpelling(const OutboxTable &table, const QString &id);
// "this row": the id as stored, or, where no row has it, its writerSpelling().
SqlCondition idCondition(const OutboxTable &table, const SqlDialect &dialect, const QString &id);

// "(NOT) EXISTS an entry in outbox_console_superseded for the row": the row of the query around it
// (its id column, unqualified).
QString supersededTerm(const SqlDialect &dialect, bool superseded);
// "FROM outbox_console_superseded AS outbox_superseded WHERE … = id": the row's entry there, if
// any (ids compared as text), for a subquery.
QString supersededEntryOf(const SqlDialect &dialect);
// The row's entry in outbox_console_archived that has not expired (or, expiredToo, any), for a
// subquery; and "(NOT) EXISTS" such an entry.
QString archivedEntryOf(const OutboxTable &table, const SqlDialect &dialect,
                        bool expiredToo = false);
QString archivedTerm(const OutboxTable &table, const SqlDialect &dialect, bool archived,
                     bool expiredToo = false);
// status IN (…), byte for byte (SqlDialect::exactInCondition); never true for no status.
SqlCondition statusCondition(const SqlDialect &dialect, const QStringList &statuses);
// statusCondition() for the raw statuses of the given states; dead, superseded and archived rows
// told apart by the console's tables of superseded and archived rows where the table has them.
SqlCondition stateCondition(const OutboxTable &table, const SqlDialect &dialect,
                            const QList<RowState> &states);

} // namespace outbox
