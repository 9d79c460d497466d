// Date and period parsing: parseFilterDate (--created-from/--created-to, ISO 8601 with an
// offset), parseRetention ("30d", purge --older-than) and parseUtcTimestampText (every
// timestamp read from a database).
//
// Input: one text, given to all three parsers.
#include "fuzzinput.h"

#include "actions/rowactions.h"
#include "output/rowformat.h"
#include "query/rowfilter.h"
#include "sql/sqldialect.h"

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QString input =
        text(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));

    if (auto date = parseFilterDate(input)) {
        check(date->isValid(), "parseFilterDate accepted an invalid time", input);
        check(date->timeSpec() == Qt::UTC, "parseFilterDate did not return UTC", input);
        // What the console writes back (saved filters, describe()) must read back the same.
        const QString iso = isoUtc(*date);
        auto again = parseFilterDate(iso);
        check(again.ok() && *again == *date, "parseFilterDate does not read isoUtc back",
              u"\"%1\" → \"%2\""_s.arg(input, iso));
    } else {
        check(!date.error().message.isEmpty(), "a refusal without a message");
    }

    if (auto seconds = parseRetention(input)) {
        check(*seconds > 0, "parseRetention accepted a period that is not positive", input);
        check(*seconds <= qint64(999999) * 7 * 86400, "parseRetention beyond 999999 weeks", input);
    }

    const QDateTime t = parseUtcTimestampText(input);
    if (t.isValid()) {
        check(t.timeSpec() == Qt::UTC, "parseUtcTimestampText did not return UTC", input);
        for (const bool fraction : {false, true}) {
            const QString written = formatUtcTimestamp(t, fraction);
            const QDateTime back = parseUtcTimestampText(written);
            const QDateTime expected =
                fraction ? t
                         : QDateTime(t.date(),
                                     QTime(t.time().hour(), t.time().minute(), t.time().second()),
                                     Qt::UTC);
            check(back == expected, "parseUtcTimestampText does not read its own format back",
                  u"\"%1\" → \"%2\""_s.arg(input, written));
        }
    }
    return 0;
}
