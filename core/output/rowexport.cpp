#include "output/rowexport.h"
#include "util/coretr.h"

#include "output/rowformat.h"

#include <QFileInfo>
#include <QIODevice>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

std::optional<ExportFormat> exportFormatForPath(const QString &path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == u"csv"_s)
        return ExportFormat::Csv;
    if (suffix == u"json"_s)
        return ExportFormat::Json;
    return std::nullopt;
}

namespace {

Status writeAll(QIODevice &out, const QByteArray &bytes) {
    if (out.write(bytes) != bytes.size())
        return Error::failed(CoreText::tr("Could not write the export: %1").arg(out.errorString()));
    return Done{};
}

} // namespace

Result<qint64> exportRows(const OutboxReader &reader, const RowFilter &filter, ExportFormat format,
                          QIODevice &out, const ExportProgress &progress, const CancelToken *cancel,
                          int pageSize) {
    const auto cancelled = [cancel] { return cancel && cancel->isCancelled(); };
    const Error cancelError{ErrorKind::Cancelled, CoreText::tr("Export cancelled.")};
    if (cancelled())
        return cancelError;

    auto counts = reader.counts(filter);
    if (!counts)
        return counts.error();
    qint64 total = counts->total;
    qint64 done = 0;
    if (progress)
        progress(done, total);

    const bool json = format == ExportFormat::Json;
    if (auto s = writeAll(out, json ? QByteArray("[\n") : csvRecord(rowCsvHeader()).toUtf8()); !s)
        return s.error();

    PageRequest request;
    request.filter = filter;
    request.order = SortOrder::NewestFirst;
    request.limit = std::max(1, pageSize);
    for (;;) {
        if (cancelled())
            return cancelError;
        auto page = reader.page(request);
        if (!page)
            return page.error();
        QByteArray chunk;
        for (const OutboxRow &row : std::as_const(page->rows)) {
            if (json) {
                if (done > 0)
                    chunk += ",\n";
                chunk += QJsonDocument(rowToJson(row)).toJson(QJsonDocument::Compact);
            } else {
                chunk += csvRecord(rowCsvFields(row)).toUtf8();
            }
            ++done;
        }
        if (auto s = writeAll(out, chunk); !s)
            return s.error();
        total = std::max(total, done);
        if (progress)
            progress(done, total);
        if (page->nextCursor.isEmpty() || page->rows.isEmpty())
            break;
        request.cursor = page->nextCursor;
    }

    if (json) {
        if (auto s = writeAll(out, QByteArray("\n]\n")); !s)
            return s.error();
    }
    return done;
}

} // namespace outbox
