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

    void add(const QString &term, const QVariantList &termValues = {});
    void append(const SqlCondition &other);
    QString whereClause() const; // " WHERE a AND b" or ""
};

// Turns a RowFilter into SQL for one table. Every value is bound; bad input is refused here,
// before any SQL runs.
Result<SqlCondition> filterCondition(const OutboxTable &table, const SqlDialect &dialect,
                                     const RowFilter &filter);

// An id as the table stores it (UUID text, or 32 hex for FennFlow on SQLite), or a clear error.
Result<QString> normalizeRowId(const OutboxTable &table, const QString &id);

// status IN (…) for the raw statuses of the given states.
SqlCondition stateCondition(const OutboxTable &table, const SqlDialect &dialect,
                            const QList<RowState> &states);

} // namespace outbox
