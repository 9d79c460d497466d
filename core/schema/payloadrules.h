#pragma once

#include "util/result.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

namespace outbox {

// What the formats' payload rules share (FormatRows::editedPayload()): checking an edited
// payload's keys and fields with the messages a resend shows.

// A JSON value as compact JSON text.
QString compactJson(const QJsonValue &value);

// The SHA-256 of a text's UTF-8, in lower-case hex.
QString sha256Of(const QString &text);

// The keys of an object that are not in the list, and the list's keys it lacks.
Status checkKeys(const QJsonObject &payload, const QStringList &allowed,
                 const QStringList &required, const QString &what);

// The payload's field as a string, or what else it is.
Result<QString> stringField(const QJsonObject &payload, const QString &key);

} // namespace outbox
