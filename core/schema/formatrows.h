#pragma once

#include "util/result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace outbox {

class SqlDialect;
struct OutboxTable;

// SQL with its bound values in order: a SET clause (without SET) or a whole statement.
struct BoundSql {
    QString sql;
    QVariantList values;
};

// A failed delivery attempt of one row, as the relay settles it.
struct FailedAttempt {
    int attempt = 0; // this attempt's number (1: the first)
    QString message;
    bool died = false; // the last attempt: the row turns dead
    QDateTime next;    // when the row is due again (invalid when it died)
    QVariant stamp;    // the settling time, as the table stores it
};

// A new row copying another (a resend, its undo, a replay, an import): its id
// (FormatRows::newRowId()), kind and payload in the writer's form, what it keeps of the row it
// copies, and when it is written.
struct RowCopy {
    QString id;
    QString kind;
    QString payload;
    QString aggregateType;
    QString aggregateId;
    QDateTime at;
};

// A row's payload as a resend writes it: in the writer's encoding, with the kind and the
// aggregate id (the partition key, where the format has one) that go with it.
struct PayloadEdit {
    QString payload;
    QString kind;
    QString aggregateId;
};

// How one format's rows are written and where their ordering keys are: which columns a retry,
// mark done, release or the relay's settling sets to what, the new row of a resend, the ordering
// keys of a row. One per format, handed out by its FormatDescription (rows); core asks it instead
// of asking which format a table is. The rows' delivery state in the console's tables
// (schema/deliverytable.h) is not the format's: the callers write it.
class FormatRows {
public:
    virtual ~FormatRows() = default;

    // Retry: a dead row back to ready, as the writer's own retry leaves it.
    virtual BoundSql retried(const OutboxTable &table, const SqlDialect &d) const = 0;
    // Mark done: a row sent, stamped now.
    virtual BoundSql markedDone(const OutboxTable &table, const SqlDialect &d) const = 0;
    // Release: a row stuck in flight back to ready.
    virtual BoundSql released(const OutboxTable &table, const SqlDialect &d,
                              const QDateTime &now) const = 0;
    // The relay: a delivered row sent, stamped with stamp (the settling time as stored).
    virtual BoundSql delivered(const OutboxTable &table, const SqlDialect &d,
                               const QVariant &stamp) const = 0;
    // The relay: what a failed attempt changes in the row itself; an empty clause when nothing.
    virtual BoundSql failed(const OutboxTable &table, const SqlDialect &d,
                            const FailedAttempt &attempt) const = 0;

    // A fresh row id in the writer's style.
    virtual QString newRowId(const OutboxTable &table) const = 0;
    // The same for a row written at a given time: where ids follow creation (UUIDv7), copies
    // written in one step at increasing times get increasing ids, so their order per key is the
    // order they were written in (a replay's copies of one key).
    virtual QString newRowIdAt(const OutboxTable &table, const QDateTime &at) const {
        Q_UNUSED(at);
        return newRowId(table);
    }
    // The INSERT of a copy, with the row's columns as the writer fills them, ready.
    virtual BoundSql copyInsert(const OutboxTable &table, const SqlDialect &d,
                                const RowCopy &copy) const = 0;

    // The expressions of a row's ordering keys (prefix: "table." or empty, for an index's own).
    virtual QStringList orderingKeys(const SqlDialect &d, const QString &prefix) const = 0;
    // The ordering keys of a row read already, each once.
    virtual QStringList orderingKeysOf(const QString &kind, const QJsonObject &payload,
                                       const QString &aggregateId) const = 0;
    // What an ordering key is called in messages ("object key").
    virtual QString orderingKeyName() const = 0;
    // Where the keys are in the payload: the names of the indexes advised on each key's
    // expression (orderingKeys()), in their order.
    virtual QStringList orderingKeyIndexNames() const = 0;

    // An edited payload checked by the writer's rules against the row it replaces (original,
    // whose payload parsed is before), in the writer's form; the error names the problem. Pure.
    virtual Result<PayloadEdit> editedPayload(const PayloadEdit &original,
                                              const QJsonObject &before,
                                              const QJsonObject &edited) const = 0;

    // The select list's event columns: the event id, the aggregate type and the aggregate id
    // (NULL where the format has none).
    virtual QStringList eventColumns(const SqlDialect &d) const = 0;
    // The payload a retry plan reads for its target check (rows that read or write an object),
    // or NULL.
    virtual QString retryPlanPayload(const SqlDialect &d) const = 0;
};

// The formats' own (formatDescription() hands them out).
const FormatRows &vortosRows();
const FormatRows &fennFlowRows();

} // namespace outbox
