#pragma once

#include "schema/formatrows.h"

namespace outbox {

// What the formats read through a TableAdapter share: their event columns, ordering key
// (aggregate_id: CAP has none, Modulith's listener, gruelbox's topic, a mapped key) and new ids.
// A change the library offers no way to make is no statement (an empty clause): the action is
// not offered (FormatDescription::changes) and refused in core; each format overrides the ones
// its library has.
class AdaptedRows : public FormatRows {
public:
    BoundSql retried(const OutboxTable &, const SqlDialect &) const override { return {}; }
    BoundSql markedDone(const OutboxTable &, const SqlDialect &) const override { return {}; }
    BoundSql released(const OutboxTable &, const SqlDialect &, const QDateTime &) const override {
        return {};
    }
    BoundSql delivered(const OutboxTable &, const SqlDialect &, const QVariant &) const override {
        return {};
    }
    BoundSql failed(const OutboxTable &, const SqlDialect &, const FailedAttempt &) const override {
        return {};
    }
    QString newRowId(const OutboxTable &table) const override;
    BoundSql copyInsert(const OutboxTable &, const SqlDialect &, const RowCopy &) const override {
        return {};
    }
    QStringList orderingKeys(const SqlDialect &d, const QString &prefix) const override;
    QStringList orderingKeysOf(const QString &kind, const QJsonObject &payload,
                               const QString &aggregateId) const override;
    QString orderingKeyName() const override;
    QStringList orderingKeyIndexNames() const override { return {}; }
    Result<PayloadEdit> editedPayload(const PayloadEdit &original, const QJsonObject &before,
                                      const QJsonObject &edited) const override;
    QStringList eventColumns(const SqlDialect &d) const override;
    QString retryPlanPayload(const SqlDialect &) const override;
};

} // namespace outbox
