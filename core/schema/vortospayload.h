#pragma once

#include "util/result.h"

#include <QJsonValue>
#include <QList>
#include <QPair>
#include <QString>

namespace outbox {

// JSON as PHP's json_encode() writes it with default flags, which is how the Vortos writer stores
// payloads: keys in the given order, "/" escaped as "\/", non-ASCII as \uXXXX.
QString phpJsonEncode(const QList<QPair<QString, QJsonValue>> &fields);

// JSON as Python's json.dumps() writes it with default arguments, which is how the FennFlow writer
// stores payloads: keys in the given order, ", " and ": " between them, non-ASCII as \uXXXX.
QString pythonJsonDumps(const QList<QPair<QString, QJsonValue>> &fields);

// The payload of a Vortos promote row, exactly as the writer builds it.
QString vortosPromotePayload(const QString &temporaryKey, const QString &permanentKey,
                             const QString &temporaryPrefix, bool deleteTemporarySource);

// A promotion's keys, checked and normalised with the reference rules and messages
// (PromoteObjectRequest) plus the object-key rules (normalizeObjectKey): the prefix without its
// slashes, the temporary key under it, the permanent key not.
struct PromotionKeys {
    QString temporaryKey;
    QString permanentKey;
    QString temporaryPrefix;
};
Result<PromotionKeys> checkPromotionKeys(const QString &temporaryKey, const QString &permanentKey,
                                         const QString &temporaryPrefix);

} // namespace outbox
