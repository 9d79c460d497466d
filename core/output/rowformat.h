#pragma once

#include "query/outboxreader.h"

#include <QJsonObject>
#include <QStringList>

class QIODevice;

namespace outbox {

// A row as JSON: stable field names for `--output json`, "copy as JSON" and exports. The payload
// is parsed when it is valid JSON, else kept as text with payload_error naming the problem.
QJsonObject rowToJson(const OutboxRow &row);

// One RFC 4180 CSV record (CRLF-terminated).
QString csvRecord(const QStringList &fields);
QStringList rowCsvHeader();
QStringList rowCsvFields(const OutboxRow &row);

// Cuts text to max characters with "…" (the reference's Last Error column).
QString elide(const QString &text, int max);
// The first line of a text.
QString firstLine(const QString &text);

// A plain text table with " | " separators, columns padded to their widest cell.
// Text from the database (errors, payloads, audit fields) made safe for a terminal: C0 and C1
// control characters and DEL become visible escapes ("\x1b", "\n", "\u009b"), so an escape
// sequence stored in a row cannot retitle or rewrite the user's terminal. Line breaks are kept
// where asked (indented JSON). JSON and CSV output keep the exact text.
QString escapeControls(const QString &text, bool keepLineBreaks = false);

// A plain table for people; every cell goes through escapeControls().
class TextTable {
public:
    explicit TextTable(QStringList header)
        : m_header(std::move(header)) {}
    void addRow(QStringList cells) { m_rows.append(std::move(cells)); }
    QString render() const;
    bool isEmpty() const { return m_rows.isEmpty(); }

private:
    QStringList m_header;
    QList<QStringList> m_rows;
};

// "3 min", "2 h 5 min", "4 days": a short age or duration.
QString humanDuration(qint64 seconds);
// Where a Vortos row stands in the relay's retry schedule, for people: "attempt 3 of 5, next in
// 1 min 40 s; dead after 2 more failures", "dead after 5 attempts", "done at attempt 2, after 1
// failure" (the attempts counted are the failed ones).
QString retrySchedule(const OutboxRow &row, int maxAttempts, const QDateTime &now);

// ISO 8601 UTC, or "" for an invalid time.
QString isoUtc(const QDateTime &t);

} // namespace outbox
