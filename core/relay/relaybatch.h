#pragma once

#include "relay/deliveryorder.h"

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <QVariantList>

#include <functional>
#include <optional>

namespace outbox {

// What a relay batch runs with and what it reports, shared by the engine and its parts (the
// claim, the delivery lanes, the settling).

struct RelaySettings {
    int batchSize = 50;
    int maxAttempts = 5;
    int backoffBaseSeconds = 30;
    int backoffCapSeconds = 3600;
    int concurrency = 4; // rows delivered at once, in lanes that keep one key's rows in order
    // In order per key across batches, retries and relays (relay/deliveryorder.h), or not.
    DeliveryOrdering ordering = DeliveryOrdering::Key;
};

// Seconds until the next attempt after the attempt-th failure: min(cap, base·2^(attempt−1)).
qint64 backoffSeconds(const RelaySettings &settings, int attempt);

using Clock = std::function<QDateTime()>; // UTC; injectable for tests

// The time now by `clock`, or by the system's when it has none (UTC).
inline QDateTime timeNow(const Clock &clock) {
    return clock ? clock().toUTC() : QDateTime::currentDateTimeUtc();
}

// The time to the second (UTC): Vortos's timestamps, as its claim and settling compare and write
// them.
inline QDateTime wholeSeconds(const QDateTime &time) {
    return QDateTime::fromSecsSinceEpoch(time.toSecsSinceEpoch(), Qt::UTC);
}

struct BatchResult {
    int claimed = 0;
    int delivered = 0;
    int failed = 0;  // failed and scheduled again
    int dead = 0;    // failed for the last time
    int skipped = 0; // in order per key: claimed behind a row of their key that failed, not tried
    double seconds = 0;        // claim to commit
    double publishSeconds = 0; // the deliveries: first send to the last acknowledgement and flush
    int connection = 1;        // which of a runner's connections ran it (RunnerOptions)
    QStringList errors;        // "id: message" of the failures
    // In order per key, when the claim came back short (at most once a minute): the ready rows
    // it held back behind an older undelivered row of their key. Unset when not counted.
    std::optional<HeldBack> heldBack;
};

// A statement with its values bound to its ? placeholders in order.
struct RelayStatement {
    QString sql;
    QVariantList values;
};

} // namespace outbox
