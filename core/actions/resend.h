#pragma once

#include "actions/rowactions.h"

namespace outbox {

// Edit and resend: a dead row whose payload is wrong (a mistyped key, a truncated body) fails
// however often it is retried. The edited payload is written as a new ready row in the writer's
// own style and encoding, and the original is marked superseded (outbox_console_superseded): it
// stays as the writer wrote it, readable, but no longer counts as dead and cannot be retried.
// Copy-on-write: nothing the writer wrote is changed.

// One top-level field of the payload that differs between the original and the edit.
struct PayloadChange {
    enum class Kind { Changed, Added, Removed };
    Kind kind = Kind::Changed;
    QString field;
    QString before;           // the value as compact JSON; empty when added
    QString after;            // empty when removed
    QString describe() const; // "target: "a" → "b"", "+ field: 1", "- field: 1"
};
QList<PayloadChange> payloadDiff(const QJsonObject &before, const QJsonObject &after);
// The changes as a profile's mask shows them: for the audit trail, the CLI and the console.
QList<PayloadChange> maskedChanges(QList<PayloadChange> changes, const PayloadMask &mask);

// An edited payload checked against the row it replaces, ready to be written.
struct ResendDraft {
    QString payload;     // in the writer's encoding (Vortos: PHP's json_encode; FennFlow: Python's)
    QString kind;        // the new row's operation (Vortos) or event type (FennFlow)
    QString aggregateId; // FennFlow: the new row's partition key
    QList<PayloadChange> changes;
};

// Checks an edited payload against the original row's format and operation, as the writer would
// have built it: Vortos: the operation's keys and no others, object keys normalised and checked
// (normalizeObjectKey), strict base64 for a put's body (at most 1 MiB decoded), the promotion
// rules; FennFlow: the keys the writer writes, with their types. The error names the problem
// (JSON syntax errors with their line and column); an edit that changes nothing is refused too
// (a retry does that). Pure: reads nothing.
Result<ResendDraft> prepareResend(const OutboxTable &table, const OutboxRow &original,
                                  const QString &editedText);

struct ResendOutcome {
    QString originalId;
    QString newId;
    QString oldSha256; // of the payload as stored / as written
    QString newSha256;
    QList<PayloadChange> changes;
    QString summary; // for people, translated
};

// Writes the edited copy and marks the original superseded, in one transaction with the audit
// row (operator, reason, both ids, both payloads' SHA-256, the diff); audited locally first. The
// original must still be dead and not superseded when the transaction locks it. Needs the
// console's superseded rows table (relay init).
Result<ResendOutcome> resendRow(const OutboxReader &reader, const QString &id,
                                const QString &editedText, const ActionContext &context);

// Undoes a resend (the audit record's ids: original, copy): the original payload, exactly as
// stored, is resent as a new row; the edited copy, where it is dead, is superseded by it. While
// the copy still waits for delivery (both would be delivered) it is refused, unless
// withdrawWaitingCopy: then a copy that is ready (not in flight) is withdrawn in the same
// transaction (set dead, under its row lock, and superseded), so that only the original goes; a
// copy in flight is refused either way. The way out for a copy that waits behind a dead row.
Result<ResendOutcome> undoResend(const OutboxReader &reader, const QString &originalId,
                                 const QString &copyId, const ActionContext &context,
                                 bool withdrawWaitingCopy = false);

// The audit action names, and the ids an audit record of a resend names: {original, copy}; empty
// when the record is not one.
inline constexpr const char *kResendAction = "resend";
inline constexpr const char *kUndoResendAction = "resend-undo";
QStringList resendIdsOf(const AuditRecord &record);

} // namespace outbox
