#pragma once

#include "schema/formatdescription.h"
#include "schema/rowstate.h"
#include "types/payloadvisibility.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace outbox {

// One outbox row in the console's terms, whatever the format.
struct OutboxRow {
    QString id;
    QString rawStatus;
    RowState state = RowState::Unknown;
    QString kind;                // Vortos operation, FennFlow event type
    QDateTime createdAt;         // UTC
    QString createdAtText;       // exact database text, for cursors
    QDateTime changedAt;         // Vortos processed_at, FennFlow updated_at
    std::optional<int> attempts; // Vortos only (FennFlow: from the relay's side table)
    QString lastError;
    QDateTime nextAttemptAt;
    QDateTime lastAttemptAt; // FennFlow: when the console's relay last tried it (side table)
    QString payloadText;     // as stored, or as the profile's PayloadMask shows it
    // How payloadText was read: Full is as stored; Masked and Hidden went through a PayloadMask
    // (masking/payloadmask.h), and nothing may write it back as it is.
    PayloadVisibility payloadVisibility = PayloadVisibility::Full;
    QString eventId; // FennFlow event_id, Vortos domain_event_id
    QString aggregateType;
    QString aggregateId;
    // An event's row (FennFlow, another library's or a mapped table: event id, aggregate, updated
    // at), not an object-store operation's (Vortos): how outputs name its fields.
    bool isEvent = false;
    // The copy that replaced this dead row (outboxctl resend): the row is RowState::Superseded.
    QString supersededBy;

    // The relay gave up on it: dead after its attempts. Every dead Vortos row; a failed FennFlow
    // row with the console's delivery record. A FennFlow row that failed without one was failed
    // by something else (another consumer, a hand edit): dead, not dead-lettered.
    bool deadLettered() const { return state == RowState::Dead && attempts.has_value(); }
    // In flight (claimed by a consumer) for longer than kStuckAfterSeconds, by its changed-at
    // time (else its creation): the consumer holding it has probably died.
    static constexpr qint64 kStuckAfterSeconds = 15 * 60;
    bool isStuck(const QDateTime &now) const;
    // Since when it is in flight, as far as the row tells (changed-at, else created).
    QDateTime inFlightSince() const { return changedAt.isValid() ? changedAt : createdAt; }
    // When it last failed, as far as the table tells; invalid when it has not failed, or the table
    // keeps no such time: the console's relay's last attempt (delivery table) where there is one,
    // else, for a dead row, what the format keeps (FormatDescription::failedAtIsLastDueTime):
    // Vortos keeps no failure time, but a dead row's next_attempt_at, which the relay leaves in
    // place, is when its last attempt was due (it failed then; a ready row's points to its next
    // attempt, not the last); FennFlow's updated_at is when the row turned failed.
    QDateTime lastFailedAt(const FormatDescription &format) const;

    // The payload parsed; an error names the problem when the stored text is not a JSON object.
    Result<QJsonObject> payload() const;
    // What the row is about: the object key(s) for Vortos, the storage path for FennFlow.
    QString subject() const;
};

} // namespace outbox
