#pragma once

#include "schema/rowstate.h"
#include "util/result.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace outbox {

// The filters of cli.md, shared by list, groups, retry and purge, and by the GUI's filter bar.
struct RowFilter {
    QList<RowState> states;
    QStringList rawStatuses;
    QString kind;                         // operation (Vortos) or event type (FennFlow)
    std::optional<QDateTime> createdFrom; // inclusive, UTC
    std::optional<QDateTime> createdTo;   // inclusive, UTC
    QString id;
    // Rows named by id (e.g. the rows a retry changed: "Show these rows"), at most kMaxIds.
    QStringList ids;
    static constexpr int kMaxIds = 1000;
    QString errorContains;
    QString payloadContains;
    QString payloadKey;
    QString payloadValue;
    QString aggregateId;
    // Dead-letter group: rows whose last error has this normalised signature (or its short id's
    // signature). On the server this matches the signature's literal words in order, a close
    // superset of the group (placeholders match anything).
    QString errorGroup;

    bool operator==(const RowFilter &other) const = default;
    bool isEmpty() const;
    // "KEY=VALUE" into payloadKey/payloadValue.
    Status setPayloadKeyValue(const QString &text);
    // A one-line description for audit records and window titles. kindName names the kind
    // filter: "operation" (Vortos, and the CLI's --operation), "event-type" for FennFlow
    // (OutboxTable::kindFilterName()).
    QString describe(const QString &kindName = QStringLiteral("operation")) const;
};

// Dates as the reference retry command accepts them: 2026-06-01T00:00:00+00:00,
// 2026-06-01 00:00:00 or 2026-06-01 (midnight UTC). Offsets are converted to UTC.
Result<QDateTime> parseFilterDate(const QString &text);

} // namespace outbox
