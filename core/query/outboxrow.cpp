#include "query/outboxrow.h"
#include "util/coretr.h"
#include "util/jsontext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

using namespace Qt::StringLiterals;

namespace outbox {

QDateTime OutboxRow::lastFailedAt(const FormatDescription &format) const {
    const bool dead = state == RowState::Dead || state == RowState::Superseded;
    const bool failedBefore = attempts.value_or(0) > 0 || !lastError.isEmpty();
    if (!dead && !(state == RowState::Pending && failedBefore))
        return {};
    if (lastAttemptAt.isValid()) // FennFlow, tried by the console's relay
        return lastAttemptAt;
    if (!dead)
        return {};
    // The due time of the attempt that failed last, or when the row turned dead.
    return format.failedAtIsLastDueTime ? nextAttemptAt : changedAt;
}

bool OutboxRow::isStuck(const QDateTime &now) const {
    const QDateTime since = inFlightSince();
    return state == RowState::InFlight && since.isValid() && since.secsTo(now) > kStuckAfterSeconds;
}

Result<QJsonObject> OutboxRow::payload() const {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(payloadText.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError) {
        // A lone number, string, true, false or null is JSON too, only not the object a payload is.
        if (const auto scalar = scalarJsonTypeName(payloadText.toUtf8()))
            return Error::invalid(
                CoreText::tr("The payload of row %1 is a JSON %2, not a JSON object.")
                    .arg(id, *scalar));
        return Error::invalid(
            CoreText::tr("The payload of row %1 is not valid JSON: %2 at offset %3.")
                .arg(id, error.errorString())
                .arg(error.offset));
    }
    if (!doc.isObject())
        return Error::invalid(CoreText::tr("The payload of row %1 is a JSON array, not a JSON "
                                           "object.")
                                  .arg(id));
    return doc.object();
}

QString OutboxRow::subject() const {
    const auto parsed = payload();
    if (!parsed)
        return {};
    const QJsonObject p = *parsed;
    if (p.contains(u"storage_path"_s))
        return p.value(u"storage_path"_s).toString();
    if (p.contains(u"key"_s))
        return p.value(u"key"_s).toString();
    if (p.contains(u"temporary_key"_s))
        return p.value(u"temporary_key"_s).toString() + u" → "_s +
               p.value(u"permanent_key"_s).toString();
    if (p.contains(u"source"_s))
        return p.value(u"source"_s).toString() + u" → "_s + p.value(u"target"_s).toString();
    return {};
}

} // namespace outbox
