// The AWS Signature V4 canonicaliser: uriEncode, canonicalUri (S3 and generic "double
// encoding" modes), canonicalQuery and whole signed/presigned requests built from the input.
//
// Input fields (0x1E-separated): path, then alternating query names and values, and at the
// end optionally "!" followed by header name/value pairs separated by ':'.
#include "fuzzinput.h"

#include "objectstore/sigv4.h"

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

namespace {

bool isUnreserved(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
           c == '.' || c == '_' || c == '~';
}

// Only unreserved characters and %XX with uppercase hex (plus '/' when kept), and decoding
// gives back the UTF-8 of the text.
void checkEncoding(const QString &text, bool keepSlash) {
    const QByteArray encoded = sigv4::uriEncode(text, keepSlash);
    for (qsizetype i = 0; i < encoded.size(); ++i) {
        const char c = encoded[i];
        if (c == '%') {
            check(i + 2 < encoded.size(), "uriEncode: truncated escape",
                  QString::fromLatin1(encoded));
            for (int k = 1; k <= 2; ++k) {
                const char h = encoded[i + k];
                check((h >= '0' && h <= '9') || (h >= 'A' && h <= 'F'),
                      "uriEncode: escape is not uppercase hex", QString::fromLatin1(encoded));
            }
            i += 2;
        } else {
            check(isUnreserved(c) || (keepSlash && c == '/'),
                  "uriEncode: reserved character left unescaped", QString::fromLatin1(encoded));
        }
    }
    check(QByteArray::fromPercentEncoding(encoded) == text.toUtf8(),
          "uriEncode does not decode to the UTF-8 of its input", text);
}

bool isLowerHex(const QByteArray &s) {
    for (char c : s) {
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f')))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    const QList<QByteArray> fields = splitFields(data, size);
    const QString path = field(fields, 0);

    checkEncoding(path, false);
    checkEncoding(path, true);
    (void)sigv4::canonicalUri(path, sigv4::UriMode::S3);
    (void)sigv4::canonicalUri(path, sigv4::UriMode::Generic);

    sigv4::Request request;
    request.method = size % 3 == 0 ? "GET" : size % 3 == 1 ? "PUT" : "HEAD";
    request.path = path;
    request.headers.append(std::pair(QByteArray("Host"), QByteArray("bucket.example.com")));
    qsizetype i = 1;
    for (; i + 1 < fields.size() && fields.at(i) != "!"; i += 2)
        request.query.append({text(fields.at(i)), text(fields.at(i + 1))});
    if (i < fields.size() && fields.at(i) == "!") {
        for (++i; i < fields.size(); ++i) {
            const QByteArray h = fields.at(i);
            const qsizetype colon = h.indexOf(':');
            request.headers.append(
                std::pair(h.left(colon), colon < 0 ? QByteArray() : h.mid(colon + 1)));
        }
    }
    (void)sigv4::canonicalQuery(request.query);

    const sigv4::Credentials credentials{
        u"AKIDEXAMPLE"_s, u"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"_s, {}};
    const QDateTime when(QDate(2015, 8, 30), QTime(12, 36), Qt::UTC);
    for (const sigv4::UriMode mode : {sigv4::UriMode::S3, sigv4::UriMode::Generic}) {
        sigv4::Options options;
        options.region = u"us-east-1"_s;
        options.uriMode = mode;
        const auto a = sigv4::signRequest(request, credentials, options, when);
        const auto b = sigv4::signRequest(request, credentials, options, when);
        check(a.ok() == b.ok(), "signRequest is not deterministic");
        if (a) {
            check(a->signature.size() == 64 && isLowerHex(a->signature),
                  "signature is not 64 lowercase hex digits", QString::fromLatin1(a->signature));
            check(a->signature == b->signature && a->canonicalRequest == b->canonicalRequest,
                  "signRequest is not deterministic");
        }
        (void)sigv4::presignRequest(request, credentials, options, when, 900);
    }
    return 0;
}
