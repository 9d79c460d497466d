// S3 XML error bodies (parseS3Error): whatever a server or a proxy in between answers, the
// parser returns trimmed fields and never reads outside the body; a well-formed <Error> whose
// Code and Message are plain text reads back exactly.
//
// Input: the response body.
#include "fuzzinput.h"

#include "objectstore/s3objectstore.h"

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

namespace {
QString escaped(const QString &s) {
    return s.toHtmlEscaped();
}
bool plain(const QString &s) {
    for (const QChar c : s) {
        if (c.unicode() < 0x20 || c.isSurrogate() || c.unicode() >= 0xfffe)
            return false;
    }
    return s == s.trimmed();
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QByteArray body(reinterpret_cast<const char *>(data), qsizetype(size));
    const S3ErrorBody e = parseS3Error(body);
    check(e.code == e.code.trimmed() && e.message == e.message.trimmed(),
          "parseS3Error returned untrimmed fields");

    // Build a body from the input's own text and read it back.
    const QList<QByteArray> fields = splitFields(data, size);
    const QString code = field(fields, 0);
    const QString message = field(fields, 1);
    if (plain(code) && plain(message)) {
        const QByteArray xml = (u"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>"_s +
                                escaped(code) + u"</Code><Message>"_s + escaped(message) +
                                u"</Message><RequestId>4442587FB7D0A2F9</RequestId></Error>"_s)
                                   .toUtf8();
        const S3ErrorBody back = parseS3Error(xml);
        check(back.code == code && back.message == message,
              "a well-formed S3 error does not read back", QString::fromUtf8(xml));
    }
    return 0;
}
