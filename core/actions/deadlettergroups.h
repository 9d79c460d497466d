#pragma once

#include "actions/rowactions.h"

namespace outbox {

// Dead rows that failed the same way: one normalised error signature.
struct DeadLetterGroup {
    QString signature;
    QString id; // short id for `retry --group=`
    qint64 count = 0;
    // When its rows failed (DeliveryColumns::failedAt: the failure time as far as the table keeps
    // one), not when they were written: the first and the last failure.
    QDateTime firstSeen;
    QDateTime lastSeen;
    QMap<QString, qint64> operations;
    QString exampleRowId;
    QString exampleError;
    // Occurrences over time, for a sparkline: the group's rows counted by failure time in
    // kOccurrenceBuckets equal spans of [occurrencesFrom, occurrencesTo]. The window is the same
    // for every group of one grouping (the first to the last failure of any dead row it read), so
    // sparklines side by side compare.
    QList<qint64> occurrences;
    QDateTime occurrencesFrom;
    QDateTime occurrencesTo;

    static constexpr int kOccurrenceBuckets = 30;
};

// Groups the dead rows matching the filter, largest group first. Reads only the columns it needs,
// streaming; cancel is looked at every few thousand rows.
Result<QList<DeadLetterGroup>> groupDeadLetters(const OutboxReader &reader, const RowFilter &filter,
                                                const CancelToken *cancel = nullptr);

} // namespace outbox
