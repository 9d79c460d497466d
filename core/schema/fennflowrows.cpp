#include "schema/formatrows.h"

#include "schema/outboxtable.h"
#include "schema/payloadrules.h"
#include "schema/vortospayload.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

#include <QRegularExpression>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// FennFlow's payload keys in the writer's order, and the file operation's statuses.
const QStringList &fennFlowKeys() {
    static const QStringList keys{
        u"operation_id"_s, u"operation_type"_s, u"session_id"_s, u"scope"_s,      u"namespace"_s,
        u"storage_path"_s, u"status"_s,         u"created_at"_s, u"expired_at"_s, u"error"_s};
    return keys;
}

// An edited payload by the writer's rules: the keys it writes (those of the original stay), with
// their types; the partition key follows the edit.
Result<PayloadEdit> editedFennFlowPayload(const PayloadEdit &original, const QJsonObject &before,
                                          const QJsonObject &payload) {
    const QStringList &keys = fennFlowKeys();
    QStringList required;
    for (const QString &key : keys)
        if (before.contains(key))
            required.append(key); // what the writer wrote stays
    if (auto checked = checkKeys(payload, keys, required, u"FennFlow"_s); !checked)
        return checked.error();
    static const QRegularExpression hex(u"^[0-9a-f]{32}$"_s);
    static const QRegularExpression isoWithOffset(
        u"^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?([+-]\\d\\d:\\d\\d|Z)$"_s);
    for (const QString &key : payload.keys()) {
        const QJsonValue v = payload.value(key);
        if (key == u"error"_s) {
            if (!v.isString() && !v.isNull())
                return Error::invalid(CoreText::tr("\"error\" must be a string or null."));
            continue;
        }
        auto text = stringField(payload, key);
        if (!text)
            return text.error();
        if ((key == u"operation_id"_s || key == u"session_id"_s) && !hex.match(*text).hasMatch())
            return Error::invalid(CoreText::tr("\"%1\" must be 32 lower-case hex digits (a UUID "
                                               "without dashes), not \"%2\".")
                                      .arg(key, *text));
        if (key == u"operation_type"_s &&
            !QStringList{u"create"_s, u"put"_s, u"delete"_s}.contains(*text))
            return Error::invalid(
                CoreText::tr("\"operation_type\" must be create, put or delete, not \"%1\".")
                    .arg(*text));
        if (key == u"status"_s && !QStringList{u"pending"_s, u"uploaded"_s, u"failed"_s,
                                               u"compensation_failed"_s, u"deleted"_s}
                                       .contains(*text))
            return Error::invalid(CoreText::tr("\"status\" must be pending, uploaded, failed, "
                                               "compensation_failed or deleted, not \"%1\".")
                                      .arg(*text));
        if ((key == u"created_at"_s || key == u"expired_at"_s) &&
            !isoWithOffset.match(*text).hasMatch())
            return Error::invalid(CoreText::tr("\"%1\" must be an ISO 8601 time with its offset "
                                               "(2026-11-30T02:04:06.162436+00:00), not \"%2\".")
                                      .arg(key, *text));
        if ((key == u"scope"_s || key == u"namespace"_s || key == u"storage_path"_s) &&
            text->trimmed().isEmpty())
            return Error::invalid(CoreText::tr("\"%1\" must not be empty.").arg(key));
    }
    QList<QPair<QString, QJsonValue>> fields;
    for (const QString &key : keys)
        if (payload.contains(key))
            fields.append({key, payload.value(key)});
    PayloadEdit draft;
    draft.payload = pythonJsonDumps(fields);
    draft.kind = payload.value(u"operation_type"_s).toString(original.kind);
    // The partition key follows the edit in the writer's form: FennFlow 0.8.x writes the SHA-256
    // of "scope|||namespace|||storage_path" in hex; tables whose keys are that text itself keep
    // the text. Any other key is kept as it was.
    const auto plainKey = [](const QJsonObject &p) {
        return QStringList{p.value(u"scope"_s).toString(), p.value(u"namespace"_s).toString(),
                           p.value(u"storage_path"_s).toString()}
            .join(u"|||"_s);
    };
    if (original.aggregateId == plainKey(before))
        draft.aggregateId = plainKey(payload);
    else if (original.aggregateId == sha256Of(plainKey(before)))
        draft.aggregateId = sha256Of(plainKey(payload));
    else
        draft.aggregateId = original.aggregateId;
    return draft;
}

// FennFlow rows (docs/formats.md): no delivery state of their own (the console's delivery table
// keeps it), updated_at stamped on every change of the row, uuid4 ids, and one ordering key, the
// aggregate_id column.
class FennFlowRows final : public FormatRows {
public:
    BoundSql retried(const OutboxTable &table, const SqlDialect &d) const override {
        return {u"%1 = ?, %2 = %3"_s.arg(d.quoteIdentifier(u"status"_s),
                                         d.quoteIdentifier(u"updated_at"_s),
                                         d.nowExpression(table.timestamps)),
                {table.vocabulary.readyStatus()}};
    }

    BoundSql markedDone(const OutboxTable &table, const SqlDialect &d) const override {
        return {u"%1 = ?, %2 = %3"_s.arg(d.quoteIdentifier(u"status"_s),
                                         d.quoteIdentifier(u"updated_at"_s),
                                         d.nowExpression(table.timestamps, false)),
                {table.vocabulary.sentStatus()}};
    }

    BoundSql released(const OutboxTable &table, const SqlDialect &d,
                      const QDateTime &now) const override {
        // updated_at says when the row last changed.
        return {u"%1 = ?, %2 = ?"_s.arg(d.quoteIdentifier(u"status"_s),
                                        d.quoteIdentifier(u"updated_at"_s)),
                {table.vocabulary.readyStatus(), d.timestampValue(now, table.timestamps)}};
    }

    BoundSql delivered(const OutboxTable &table, const SqlDialect &d,
                       const QVariant &stamp) const override {
        return {u"%1 = ?, %2 = ?"_s.arg(d.quoteIdentifier(u"status"_s),
                                        d.quoteIdentifier(u"updated_at"_s)),
                {table.vocabulary.sentStatus(), stamp}};
    }

    BoundSql failed(const OutboxTable &table, const SqlDialect &d,
                    const FailedAttempt &attempt) const override {
        // Attempts, errors and schedules are the delivery table's: the row changes when it dies.
        if (!attempt.died)
            return {};
        return {u"%1 = ?, %2 = ?"_s.arg(d.quoteIdentifier(u"status"_s),
                                        d.quoteIdentifier(u"updated_at"_s)),
                {table.vocabulary.deadStatus(), attempt.stamp}};
    }

    QString newRowId(const OutboxTable &table) const override {
        // uuid4, without dashes where the column is CHAR(32).
        const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        return table.idStorage == IdStorage::Hex32 ? QString(id).remove(u'-') : id;
    }

    BoundSql copyInsert(const OutboxTable &table, const SqlDialect &d,
                        const RowCopy &copy) const override {
        const auto col = [&](const char *name) {
            return d.quoteIdentifier(QLatin1StringView(name));
        };
        // Microseconds, as the writer's datetime.now(timezone.utc).
        const QString at = copy.at.toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s) + u"000"_s;
        return {u"INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8, %9, %10) VALUES (?, ?, ?, ?, ?, ?, "
                u"?, ?, ?)"_s.arg(d.qualified(table.name), col("id"), col("event_id"),
                                  col("aggregate_type"), col("aggregate_id"), col("event_type"),
                                  col("payload"), col("status"), col("created_at"),
                                  col("updated_at")),
                {copy.id,
                 newRowId(table), // unique: a new event (docs/formats.md)
                 copy.aggregateType, copy.aggregateId, copy.kind, copy.payload,
                 table.vocabulary.readyStatus(), d.timestampTextValue(at, table.timestamps),
                 d.timestampTextValue(at, table.timestamps)}};
    }

    QStringList orderingKeys(const SqlDialect &d, const QString &prefix) const override {
        return {prefix + d.quoteIdentifier(u"aggregate_id"_s)};
    }

    QStringList orderingKeysOf(const QString &, const QJsonObject &,
                               const QString &aggregateId) const override {
        return aggregateId.isEmpty() ? QStringList() : QStringList{aggregateId};
    }

    QString orderingKeyName() const override { return u"aggregate_id"_s; }

    QStringList orderingKeyIndexNames() const override {
        return {}; // a column's index (FormatDescription::orderingKeyColumn)
    }

    QStringList eventColumns(const SqlDialect &d) const override {
        return {d.textOf(u"event_id"_s), d.quoteIdentifier(u"aggregate_type"_s),
                d.quoteIdentifier(u"aggregate_id"_s)};
    }

    Result<PayloadEdit> editedPayload(const PayloadEdit &original, const QJsonObject &before,
                                      const QJsonObject &edited) const override {
        return editedFennFlowPayload(original, before, edited);
    }

    QString retryPlanPayload(const SqlDialect &) const override {
        return u"NULL"_s; // no target check: the relay publishes events
    }
};

} // namespace

const FormatRows &fennFlowRows() {
    static const FennFlowRows rows;
    return rows;
}

} // namespace outbox
