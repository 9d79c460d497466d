#include "schema/adaptedrows.h"

#include "schema/outboxtable.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

#include <QUuid>

using namespace Qt::StringLiterals;

namespace outbox {

QString AdaptedRows::newRowId(const OutboxTable &) const {
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

QStringList AdaptedRows::orderingKeys(const SqlDialect &d, const QString &prefix) const {
    return {prefix + d.quoteIdentifier(u"aggregate_id"_s)};
}

QStringList AdaptedRows::orderingKeysOf(const QString &, const QJsonObject &,
                                        const QString &aggregateId) const {
    return aggregateId.isEmpty() ? QStringList() : QStringList{aggregateId};
}

QString AdaptedRows::orderingKeyName() const {
    return u"key"_s;
}

Result<PayloadEdit> AdaptedRows::editedPayload(const PayloadEdit &, const QJsonObject &,
                                               const QJsonObject &) const {
    // The libraries match, deserialise or sign their payloads as written (Modulith completes a
    // row by comparing serialized_event byte for byte; gruelbox loads the class it names).
    return Error::invalid(CoreText::tr("This table's library does not take an edited payload: "
                                       "resend is not offered for it."));
}

QStringList AdaptedRows::eventColumns(const SqlDialect &d) const {
    return {d.textOf(u"event_id"_s), d.textOf(u"aggregate_type"_s), d.textOf(u"aggregate_id"_s)};
}

QString AdaptedRows::retryPlanPayload(const SqlDialect &) const {
    return u"NULL"_s;
}

} // namespace outbox
