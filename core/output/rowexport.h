#pragma once

#include "query/outboxreader.h"
#include "util/progress.h"

#include <functional>
#include <optional>

class QIODevice;

namespace outbox {

enum class ExportFormat { Csv, Json };

// ".csv" → Csv, ".json" → Json (case-insensitive); anything else: nullopt.
std::optional<ExportFormat> exportFormatForPath(const QString &path);

// Called after each page: rows written so far and the filter's row count when the export began
// (never below done: rows added meanwhile raise it).
using ExportProgress = std::function<void(qint64 done, qint64 total)>;

inline constexpr int kExportPageSize = 1000;

// Writes every row the filter matches, newest first, to out: CSV (header + RFC 4180 records) or
// a JSON array of rowToJson objects, written page by page so memory stays flat whatever the
// table size. Between pages it looks at cancel and returns an Error of kind Cancelled; the caller
// discards what was written (write into a QSaveFile and do not commit). Returns the row count.
Result<qint64> exportRows(const OutboxReader &reader, const RowFilter &filter, ExportFormat format,
                          QIODevice &out, const ExportProgress &progress = {},
                          const CancelToken *cancel = nullptr, int pageSize = kExportPageSize);

} // namespace outbox
