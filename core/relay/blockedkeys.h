#pragma once

#include "query/outboxreader.h"

#include <QDateTime>
#include <QJsonObject>

#include <optional>

namespace outbox {

// Blocked keys under in-order delivery (deliveryorder.h), one definition for every place that
// shows them (the console's chip and Blocked tab, the overview, the relay's start notes,
// `outboxctl blocked`, docs/formats.md):
//   a key is blocked when at least one undelivered row waits behind its head (its oldest
//   undelivered row that is not parked), and that head is dead, or ready or in flight for longer
//   than a threshold (default an hour: in backoff, or with a consumer that may have died); in a
//   table another library delivers itself (TableAdapter::orderedByKey), also when the head has
//   failed and waits for the library's next attempt.
// A dead row with nothing behind it is a dead row, not a blocked key.
struct BlockedKey {
    QString key;
    OutboxRow head;
    qint64 behind = 0;  // undelivered rows of the key after the head
    QDateTime parkedAt; // listing parked rows: when the head was parked (UTC)
};
struct BlockedRequest {
    RowFilter filter;             // on the head rows
    qint64 waitingSeconds = 3600; // a ready or in-flight head older than this blocks too
    int limit = 1000;
    QDateTime now; // UTC; default: the clock
    // The parked rows instead (each with its key and the undelivered rows after it): heads the
    // user let their keys go past, listed so that they can be retried or unparked later.
    bool parked = false;
};
// Oldest heads first, at most request.limit (countBlockedKeys() says how many there are). One read
// of the undelivered rows. Empty for tables not ordered by key.
Result<QList<BlockedKey>> blockedKeys(const OutboxReader &reader, const BlockedRequest &request);

// How many keys are blocked and how many rows they hold back (each row once, though a Vortos row
// can wait behind two keys), exactly, whatever the list's limit. Parked rows are not counted.
struct BlockedTotals {
    qint64 keys = 0;
    qint64 rowsHeldBack = 0;
};
Result<BlockedTotals> countBlockedKeys(const OutboxReader &reader,
                                       const BlockedRequest &request = {});
// "3 keys holding 12 rows back" (translated); "No key is blocked." for none.
QString describeBlocked(const BlockedTotals &totals);

// What an undelivered row waits behind under in-order delivery: the head of its key (the oldest
// undelivered row of any of its keys, parked rows left out) and how many undelivered rows of its
// keys are older than it. None when nothing older is undelivered (it goes in its turn), when the
// row is delivered or dead, and for tables not ordered by key.
struct WaitingBehind {
    OutboxRow head;
    qint64 ahead = 0; // older undelivered rows of its keys, the head included
};
Result<std::optional<WaitingBehind>> waitsBehind(const OutboxReader &reader, const OutboxRow &row);

// The ordering keys a payload of the table's format gives a row (FennFlow: its aggregate_id;
// Vortos: the objects its operation writes and deletes), and how many undelivered rows of those
// keys there are now, the row exceptId left out (a resend's original, which stops holding its
// key once superseded): what a new row of those keys would wait behind.
QStringList orderingKeysOf(const OutboxTable &table, const QString &kind,
                           const QJsonObject &payload, const QString &aggregateId);
Result<qint64> undeliveredRowsOfKeys(const OutboxReader &reader, const QStringList &keys,
                                     const QString &exceptId = {});

// Why a head holds its key, in words: "dead: <error>", "never tried yet (ready since …)",
// "waiting for its retry at … (attempt 2 failed: …)", "in flight since …". For a head whose last
// error is not the whole story ("(no error recorded)" said nothing of a ready head).
// A head never tried in a table another library delivers waits for that library, not a relay.
QString headWaitReason(const OutboxTable &table, const OutboxRow &head, const QDateTime &now);

} // namespace outbox
