#pragma once

#include "cli.h"

#include "schema/tableresolver.h"

#include <QDateTime>
#include <QJsonObject>

namespace outbox {
struct BlockedKey;
} // namespace outbox

namespace outbox::cli {

// What several commands print the same way: JSON documents, dates, index advice, blocked keys.

// The document, indented, as every --output=json prints it.
QString jsonText(const QJsonObject &document);
// "yyyy-MM-dd HH:mm:ss", empty for no date: the dates of retry's and groups' tables.
QString dateText(const QDateTime &t);

// Two lists of ids side by side under headers (import's new ids and the exported ones, replay's
// copies and their originals), as a table.
QString idPairsTable(const QStringList &headers, const QStringList &left, const QStringList &right);

// The heading of a table's kind column: "Operation" (Vortos) or "Event" (event outboxes), as
// list prints it.
QString kindHeader(Context &context);

// The rows a change takes by id or by filters (deliver, archive): --limit and the filters read,
// or nullopt when neither ids nor filters are given; an error names a bad option.
struct RowChoice {
    QStringList ids; // the positional arguments
    RowFilter filter;
    int limit = 0;
};
Result<std::optional<RowChoice>> readRowChoice(const QCommandLineParser &parser);
// The choice's frozen list: its ids, else the rows its filter selects, oldest first, at most
// its limit.
Result<QStringList> chosenIds(Context &context, const RowChoice &choice);
// chosenIds() into ids; the exit code to stop with when it failed, or Success after noneMatch on
// stdout when the list is empty.
std::optional<int> chooseIds(Context &context, const RowChoice &choice, const QString &noneMatch,
                             QStringList &ids);

// Whether the table is large enough for a read of all rows of a state to matter (the planner's
// estimate; SQLite keeps none).
bool largeTable(Context &context);
// The indexes that would make view fast, as notes on stderr with the statement to run.
void printIndexAdvice(Context &context, AdviceFor view = AdviceFor::Listing);

// The blocked keys (or, with parked, the parked rows) as `outboxctl blocked` prints them.
void printBlockedKeys(Context &context, OutputFormat format, const QList<BlockedKey> &keys,
                      bool parked);
// "note: … is not delivered in order per key" on stderr, for tables that are not.
void noteUnorderedTable(Context &context);

} // namespace outbox::cli
