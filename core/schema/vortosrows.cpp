#include "schema/formatrows.h"

#include "objectstore/objectstore.h"
#include "schema/outboxtable.h"
#include "schema/payloadrules.h"
#include "schema/vortospayload.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"
#include "util/uuidv7.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The keys an operation's payload has, in the writer's order (docs/formats.md).
QStringList vortosKeys(const QString &operation) {
    if (operation == u"put"_s)
        return {u"name"_s, u"key"_s, u"body_base64"_s};
    if (operation == u"delete"_s)
        return {u"name"_s, u"key"_s};
    if (operation == u"copy"_s || operation == u"move"_s)
        return {u"name"_s, u"source"_s, u"target"_s};
    if (operation == u"promote"_s)
        return {u"name"_s, u"temporary_key"_s, u"permanent_key"_s, u"temporary_prefix"_s,
                u"delete_temporary_source"_s};
    return {};
}

// An edited payload by the writer's rules for the row's operation (docs/formats.md).
Result<PayloadEdit> editedVortosPayload(const PayloadEdit &original, const QJsonObject &payload) {
    const QString operation = original.kind;
    const QStringList keys = vortosKeys(operation);
    if (keys.isEmpty())
        return Error::invalid(
            CoreText::tr("The row's operation \"%1\" is not one the relay knows: it cannot be "
                         "resent.")
                .arg(operation));
    if (auto checked = checkKeys(payload, keys, keys, operation); !checked)
        return checked.error();
    auto name = stringField(payload, u"name"_s);
    if (!name)
        return name.error();
    if (*name != operation)
        return Error::invalid(CoreText::tr("\"name\" must stay \"%1\", the row's operation (it "
                                           "is \"%2\").")
                                  .arg(operation, *name));
    PayloadEdit draft;
    draft.kind = operation;
    if (operation == u"promote"_s) {
        auto temporary = stringField(payload, u"temporary_key"_s);
        auto permanent = stringField(payload, u"permanent_key"_s);
        auto prefix = stringField(payload, u"temporary_prefix"_s);
        for (const auto *field : {&temporary, &permanent, &prefix})
            if (!*field)
                return field->error();
        if (!payload.value(u"delete_temporary_source"_s).isBool())
            return Error::invalid(
                CoreText::tr("\"delete_temporary_source\" must be true or false."));
        auto promotion = checkPromotionKeys(*temporary, *permanent, *prefix);
        if (!promotion)
            return promotion.error();
        draft.payload = vortosPromotePayload(promotion->temporaryKey, promotion->permanentKey,
                                             promotion->temporaryPrefix,
                                             payload.value(u"delete_temporary_source"_s).toBool());
        return draft;
    }
    QList<QPair<QString, QJsonValue>> fields{{u"name"_s, operation}};
    for (const QString &key : keys.mid(1)) {
        auto text = stringField(payload, key);
        if (!text)
            return text.error();
        if (key == u"body_base64"_s) {
            const auto body = QByteArray::fromBase64Encoding(
                text->toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
            if (!body || text->toLatin1() != body.decoded.toBase64() ||
                QString::fromLatin1(text->toLatin1()) != *text)
                return Error::invalid(CoreText::tr("\"body_base64\" is not strict base64 (the "
                                                   "alphabet A–Z a–z 0–9 + /, padded with =)."));
            if (body.decoded.size() > 1024 * 1024)
                return Error::invalid(
                    CoreText::tr("The body is %1 bytes: the writer puts at most 1 MiB inline.")
                        .arg(body.decoded.size()));
            fields.append({key, *text});
            continue;
        }
        auto normalized = normalizeObjectKey(*text);
        if (!normalized)
            return Error::invalid(u"\"%1\": %2"_s.arg(key, normalized.error().message));
        fields.append({key, *normalized});
    }
    draft.payload = phpJsonEncode(fields);
    return draft;
}

// Vortos rows (docs/formats.md): the delivery state in the row's own columns (attempt_count,
// last_error, next_attempt_at), processed_at stamped by the relay, times in whole seconds as the
// PHP writer stores them, and an object-store operation whose object keys are the ordering keys.
class VortosRows final : public FormatRows {
public:
    BoundSql retried(const OutboxTable &table, const SqlDialect &d) const override {
        // The reference reset: back to pending, attempts 0, processed_at/last_error/next_attempt_at
        // cleared.
        return {u"%1 = ?, %2 = 0, %3 = NULL, %4 = NULL, %5 = NULL"_s.arg(
                    d.quoteIdentifier(u"status"_s), d.quoteIdentifier(u"attempt_count"_s),
                    d.quoteIdentifier(u"processed_at"_s), d.quoteIdentifier(u"last_error"_s),
                    d.quoteIdentifier(u"next_attempt_at"_s)),
                {table.vocabulary.readyStatus()}};
    }

    BoundSql markedDone(const OutboxTable &table, const SqlDialect &d) const override {
        return {u"%1 = ?, %2 = %3, %4 = NULL"_s.arg(
                    d.quoteIdentifier(u"status"_s), d.quoteIdentifier(u"processed_at"_s),
                    d.nowExpression(table.timestamps, true), d.quoteIdentifier(u"last_error"_s)),
                {table.vocabulary.sentStatus()}};
    }

    BoundSql released(const OutboxTable &table, const SqlDialect &d,
                      const QDateTime &) const override {
        // processed_at says when the relay processed the row: a release is no processing.
        return {u"%1 = ?"_s.arg(d.quoteIdentifier(u"status"_s)), {table.vocabulary.readyStatus()}};
    }

    BoundSql delivered(const OutboxTable &table, const SqlDialect &d,
                       const QVariant &stamp) const override {
        return {u"%1 = ?, %2 = ?, %3 = NULL"_s.arg(d.quoteIdentifier(u"status"_s),
                                                   d.quoteIdentifier(u"processed_at"_s),
                                                   d.quoteIdentifier(u"last_error"_s)),
                {table.vocabulary.sentStatus(), stamp}};
    }

    BoundSql failed(const OutboxTable &table, const SqlDialect &d,
                    const FailedAttempt &attempt) const override {
        const QString set = u"%1 = ?, %2 = ?, %3 = ?"_s.arg(d.quoteIdentifier(u"status"_s),
                                                            d.quoteIdentifier(u"attempt_count"_s),
                                                            d.quoteIdentifier(u"last_error"_s));
        if (attempt.died)
            return {set, {table.vocabulary.deadStatus(), attempt.attempt, attempt.message}};
        return {set + u", %1 = ?"_s.arg(d.quoteIdentifier(u"next_attempt_at"_s)),
                {table.vocabulary.readyStatus(), attempt.attempt, attempt.message,
                 d.timestampValue(attempt.next, table.timestamps)}};
    }

    QString newRowId(const OutboxTable &) const override {
        return uuidV7(); // lower case, with dashes
    }

    QString newRowIdAt(const OutboxTable &, const QDateTime &at) const override {
        return uuidV7(at, *QRandomGenerator::system());
    }

    BoundSql copyInsert(const OutboxTable &table, const SqlDialect &d,
                        const RowCopy &copy) const override {
        const auto col = [&](const char *name) {
            return d.quoteIdentifier(QLatin1StringView(name));
        };
        const QDateTime &at = copy.at;
        return {u"INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8, %9, %10, %11) VALUES (?, NULL, ?, "
                u"?, 0, ?, NULL, NULL, ?, NULL)"_s
                    .arg(d.qualified(table.name), col("id"), col("domain_event_id"),
                         col("operation"), col("status"), col("attempt_count"), col("payload"),
                         col("last_error"), col("next_attempt_at"), col("created_at"))
                    .arg(col("processed_at")),
                {copy.id, copy.kind, table.vocabulary.readyStatus(), copy.payload,
                 // The writer stores naive UTC whole seconds.
                 d.timestampValue(
                     QDateTime(at.date(),
                               QTime(at.time().hour(), at.time().minute(), at.time().second()),
                               Qt::UTC),
                     table.timestamps)}};
    }

    QStringList orderingKeys(const SqlDialect &d, const QString &prefix) const override {
        // The object a row writes, and the source a move or promote deletes (docs/formats.md
        // "Delivery order"): by the operation column, which equals the payload's name.
        const QString payload = prefix + d.quoteIdentifier(u"payload"_s);
        const QString operation = prefix + d.quoteIdentifier(u"operation"_s);
        const auto field = [&](const char *name) {
            return d.jsonFieldOf(payload, QLatin1StringView(name));
        };
        return {u"CASE %1 WHEN 'put' THEN %2 WHEN 'delete' THEN %2 WHEN 'copy' THEN %3 WHEN "
                u"'move' THEN %3 WHEN 'promote' THEN %4 END"_s.arg(
                    operation, field("key"), field("target"), field("permanent_key")),
                u"CASE %1 WHEN 'move' THEN %2 WHEN 'promote' THEN %3 END"_s.arg(
                    operation, field("source"), field("temporary_key"))};
    }

    QStringList orderingKeysOf(const QString &kind, const QJsonObject &payload,
                               const QString &) const override {
        // As orderingKeys(): the object a row writes, then the source a move or promote deletes.
        QStringList fields;
        if (kind == u"put"_s || kind == u"delete"_s)
            fields = {u"key"_s};
        else if (kind == u"copy"_s)
            fields = {u"target"_s};
        else if (kind == u"move"_s)
            fields = {u"target"_s, u"source"_s};
        else if (kind == u"promote"_s)
            fields = {u"permanent_key"_s, u"temporary_key"_s};
        QStringList keys;
        for (const QString &field : std::as_const(fields))
            if (const QString key = payload.value(field).toString();
                !key.isEmpty() && !keys.contains(key))
                keys.append(key);
        return keys;
    }

    QString orderingKeyName() const override { return CoreText::tr("object key"); }

    QStringList orderingKeyIndexNames() const override { return {u"object"_s, u"source"_s}; }

    QStringList eventColumns(const SqlDialect &d) const override {
        return {d.quoteIdentifier(u"domain_event_id"_s), u"NULL"_s, u"NULL"_s};
    }

    Result<PayloadEdit> editedPayload(const PayloadEdit &original, const QJsonObject &,
                                      const QJsonObject &edited) const override {
        return editedVortosPayload(original, edited);
    }

    QString retryPlanPayload(const SqlDialect &d) const override {
        // Only the payloads of rows that read or write an object are read (for the target and
        // source checks): the others would cost transfer time on large plans for nothing.
        return u"CASE WHEN %1 IN ('copy', 'move', 'promote') THEN %2 END"_s.arg(
            d.quoteIdentifier(u"operation"_s), d.textOf(u"payload"_s));
    }
};

} // namespace

const FormatRows &vortosRows() {
    static const VortosRows rows;
    return rows;
}

} // namespace outbox
