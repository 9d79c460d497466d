#pragma once

#include <QDateTime>
#include <QRandomGenerator>
#include <QString>

namespace outbox {

// A lowercase UUIDv7 for a time: 48-bit Unix milliseconds, version 7, RFC 4122 variant, random
// rest: what the Vortos writer uses, so ids sort by creation time.
QString uuidV7(const QDateTime &time, QRandomGenerator &random);
QString uuidV7(); // now, from the system's random source

} // namespace outbox
