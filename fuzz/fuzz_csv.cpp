// CSV records (core/output/rowformat: csvRecord, rowCsvFields, as exportRows writes them): any
// fields, written and read back by a strict RFC 4180 reader, are the same fields; fields with a
// comma, quote or line break are quoted, and a quote is only ever doubled inside quotes.
//
// Input fields (0x1E-separated): the CSV fields. The first seven also fill an OutboxRow.
#include "csvreader.h"
#include "fuzzinput.h"

#include "output/rowformat.h"
#include "query/outboxrow.h"

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

namespace {

void roundTrip(const QStringList &fields) {
    const QString record = csvRecord(fields);
    check(record.endsWith(u"\r\n"_s), "a CSV record without CRLF", record);
    const auto read = readCsv(record);
    check(read.has_value(), "csvRecord wrote malformed CSV", record);
    check(read->size() == 1, "csvRecord wrote more or less than one record", record);
    // One empty field is written as an empty line, which reads back as one empty field.
    check(read->first() == fields, "csvRecord's fields do not read back", record);
    for (const QString &f : fields) {
        if (f.contains(u',') || f.contains(u'"') || f.contains(u'\n') || f.contains(u'\r'))
            check(record.contains(u'"' + QString(f).replace(u"\""_s, u"\"\""_s) + u'"'),
                  "a field with a comma, quote or line break is not quoted", record);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QList<QByteArray> raw = splitFields(data, size);
    QStringList fields;
    for (const QByteArray &f : raw)
        fields.append(text(f));
    roundTrip(fields);

    OutboxRow row;
    row.id = fields.value(0);
    row.rawStatus = fields.value(1);
    row.kind = fields.value(2);
    row.lastError = fields.value(3);
    row.payloadText = fields.value(4);
    row.eventId = fields.value(5);
    row.aggregateId = fields.value(6);
    row.attempts = int(size % 7);
    row.createdAt = QDateTime::fromMSecsSinceEpoch(qint64(size) * 1000003, Qt::UTC);
    const QStringList rowFields = rowCsvFields(row);
    check(rowFields.size() == rowCsvHeader().size(),
          "a row with more or fewer fields than the header");
    roundTrip(rowFields);
    roundTrip(rowCsvHeader());
    return 0;
}
