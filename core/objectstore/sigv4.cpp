#include "objectstore/sigv4.h"
#include "util/coretr.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QStringList>

#include <algorithm>
#include <map>

using namespace Qt::StringLiterals;

namespace outbox::sigv4 {

namespace {

constexpr char kAlgorithm[] = "AWS4-HMAC-SHA256";
constexpr int kMaxPresignSeconds = 7 * 24 * 3600; // AWS refuses longer presigned URLs

QByteArray hmac(const QByteArray &key, const QByteArray &message) {
    return QMessageAuthenticationCode::hash(message, key, QCryptographicHash::Sha256);
}

QByteArray sha256Hex(const QByteArray &data) {
    return QCryptographicHash::hash(data, QCryptographicHash::Sha256).toHex();
}

bool sameName(const QByteArray &a, const char *b) {
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

void removeHeader(HeaderList &headers, const char *name) {
    headers.removeIf([name](const auto &h) { return sameName(h.first, name); });
}

// Trimmed, with every run of whitespace (including the line breaks of folded headers)
// collapsed to one space: AWS signs values that way, and proxies may re-fold them.
QByteArray canonicalHeaderValue(const QByteArray &value) {
    return value.simplified();
}

struct CanonicalHeaders {
    QByteArray block;       // "name:value\n" lines, sorted by name
    QByteArray signedNames; // "a;b;c"
};

CanonicalHeaders canonicalHeaders(const HeaderList &headers) {
    // std::map sorts by byte value, which is what AWS specifies for header names.
    std::map<QByteArray, QList<QByteArray>> byName;
    for (const auto &[name, value] : headers)
        byName[name.trimmed().toLower()].append(canonicalHeaderValue(value));
    CanonicalHeaders out;
    QList<QByteArray> names;
    for (const auto &[name, values] : byName) {
        out.block += name + ':' + values.join(',') + '\n';
        names.append(name);
    }
    out.signedNames = names.join(';');
    return out;
}

// RFC 3986 remove_dot_segments plus merging of empty segments, as AWS does for every service
// but S3. A trailing slash survives ("/a/" stays "/a/").
QString normalizedPath(const QString &path) {
    const QStringList segments = path.split(u'/');
    QStringList kept;
    for (const QString &segment : segments) {
        if (segment.isEmpty() || segment == u"."_s)
            continue;
        if (segment == u".."_s) {
            if (!kept.isEmpty())
                kept.removeLast();
            continue;
        }
        kept.append(segment);
    }
    const QString &last = segments.last();
    const bool trailingSlash = last.isEmpty() || last == u"."_s || last == u".."_s;
    QString out = u"/"_s + kept.join(u'/');
    if (trailingSlash && !kept.isEmpty())
        out += u'/';
    return out;
}

Status checkInputs(const Request &request, const Credentials &credentials, const Options &options,
                   const QDateTime &signingTime) {
    if (credentials.accessKeyId.isEmpty())
        return Error::invalid(CoreText::tr("Cannot sign the request: the access key id is empty."));
    if (credentials.secretAccessKey.isEmpty())
        return Error::invalid(
            CoreText::tr("Cannot sign the request: the secret access key is empty."));
    if (options.region.isEmpty() || options.service.isEmpty())
        return Error::invalid(
            CoreText::tr("Cannot sign the request: the region or service is empty."));
    if (!signingTime.isValid())
        return Error::invalid(
            CoreText::tr("Cannot sign the request: the signing time is not valid."));
    if (request.method.isEmpty())
        return Error::invalid(CoreText::tr("Cannot sign the request: the HTTP method is empty."));
    const bool hasHost = std::any_of(request.headers.cbegin(), request.headers.cend(),
                                     [](const auto &h) { return sameName(h.first, "host"); });
    if (!hasHost)
        return Error::invalid(CoreText::tr("Cannot sign the request: it has no Host header."));
    return Done{};
}

struct Scope {
    QByteArray date;    // 20150830
    QByteArray amzDate; // 20150830T123600Z
    QByteArray scope;   // 20150830/us-east-1/s3/aws4_request
    QString region;
};

Scope scopeOf(const Options &options, const QDateTime &signingTime) {
    Scope s;
    s.amzDate = amzDate(signingTime);
    s.date = s.amzDate.left(8);
    s.region = signingRegion(options.region);
    s.scope = s.date + '/' + s.region.toUtf8() + '/' + options.service.toUtf8() + "/aws4_request";
    return s;
}

// Fills everything but the wire headers and query, which differ between the two ways to sign.
void sign(SignedRequest &out, const Request &request, const QueryList &query,
          const HeaderList &headersToSign, const QByteArray &payload,
          const Credentials &credentials, const Options &options, const Scope &scope) {
    const CanonicalHeaders headers = canonicalHeaders(headersToSign);
    out.canonicalRequest = request.method + '\n' + canonicalUri(request.path, options.uriMode) +
                           '\n' + canonicalQuery(query) + '\n' + headers.block + '\n' +
                           headers.signedNames + '\n' + payload;
    out.stringToSign = QByteArray(kAlgorithm) + '\n' + scope.amzDate + '\n' + scope.scope + '\n' +
                       sha256Hex(out.canonicalRequest);
    const QByteArray key =
        signingKey(credentials.secretAccessKey, scope.date, scope.region, options.service);
    out.signature = hmac(key, out.stringToSign).toHex();
    out.encodedPath = options.uriMode == UriMode::S3
                          ? canonicalUri(request.path, UriMode::S3)
                          : (request.path.isEmpty() ? QByteArray("/") : request.path.toUtf8());
}

QByteArray signedHeaderNames(const HeaderList &headers) {
    return canonicalHeaders(headers).signedNames;
}

} // namespace

QString signingRegion(const QString &region) {
    // Cloudflare R2 documents "auto" as its region and accepts signatures made for us-east-1;
    // AWS's signer (and so any verifying proxy) knows no "auto".
    return region.compare(u"auto"_s, Qt::CaseInsensitive) == 0 ? u"us-east-1"_s : region;
}

QByteArray payloadHash(const QByteArray &body) {
    return sha256Hex(body);
}

QByteArray amzDate(const QDateTime &time) {
    return time.toUTC().toString(u"yyyyMMdd'T'HHmmss'Z'"_s).toLatin1();
}

QByteArray uriEncode(const QString &text, bool keepSlash) {
    // toPercentEncoding keeps exactly RFC 3986's unreserved set and writes uppercase hex.
    return text.toUtf8().toPercentEncoding(keepSlash ? QByteArray("/") : QByteArray());
}

QByteArray canonicalUri(const QString &path, UriMode mode) {
    const QString p = mode == UriMode::Generic ? normalizedPath(path) : path;
    if (p.isEmpty())
        return "/";
    return uriEncode(p, true);
}

QByteArray canonicalQuery(const QueryList &query) {
    QList<std::pair<QByteArray, QByteArray>> encoded;
    encoded.reserve(query.size());
    for (const auto &[name, value] : query)
        encoded.append({uriEncode(name), uriEncode(value)});
    // Sorted by encoded name, then encoded value, in byte order (so "Value1" < "value2").
    std::sort(encoded.begin(), encoded.end());
    QByteArray out;
    for (const auto &[name, value] : encoded) {
        if (!out.isEmpty())
            out += '&';
        out += name + '=' + value;
    }
    return out;
}

QByteArray signingKey(const QString &secretAccessKey, const QByteArray &date, const QString &region,
                      const QString &service) {
    const QByteArray kDate = hmac("AWS4" + secretAccessKey.toUtf8(), date);
    const QByteArray kRegion = hmac(kDate, region.toUtf8());
    const QByteArray kService = hmac(kRegion, service.toUtf8());
    return hmac(kService, "aws4_request");
}

Result<SignedRequest> signRequest(const Request &request, const Credentials &credentials,
                                  const Options &options, const QDateTime &signingTime) {
    if (Status s = checkInputs(request, credentials, options, signingTime); !s)
        return s.error();
    const Scope scope = scopeOf(options, signingTime);
    const QByteArray payload =
        request.payloadHash.isEmpty() ? payloadHash({}) : request.payloadHash;

    HeaderList headers = request.headers;
    removeHeader(headers, "x-amz-date");
    headers.append({"X-Amz-Date", scope.amzDate});
    if (options.addContentSha256Header) {
        removeHeader(headers, "x-amz-content-sha256");
        headers.append({"x-amz-content-sha256", payload});
    }
    const bool hasToken = !credentials.sessionToken.isEmpty();
    if (hasToken) {
        removeHeader(headers, "x-amz-security-token");
        if (options.sessionTokenPlacement == SessionTokenPlacement::Signed)
            headers.append({"X-Amz-Security-Token", credentials.sessionToken.toUtf8()});
    }

    SignedRequest out;
    sign(out, request, request.query, headers, payload, credentials, options, scope);
    out.authorization = QByteArray(kAlgorithm) + " Credential=" + credentials.accessKeyId.toUtf8() +
                        '/' + scope.scope + ", SignedHeaders=" + signedHeaderNames(headers) +
                        ", Signature=" + out.signature;
    out.headers = headers;
    if (hasToken && options.sessionTokenPlacement == SessionTokenPlacement::AfterSigning)
        out.headers.append({"X-Amz-Security-Token", credentials.sessionToken.toUtf8()});
    out.headers.append({"Authorization", out.authorization});
    out.encodedQuery = canonicalQuery(request.query);
    return out;
}

Result<SignedRequest> presignRequest(const Request &request, const Credentials &credentials,
                                     const Options &options, const QDateTime &signingTime,
                                     int expiresSeconds) {
    if (Status s = checkInputs(request, credentials, options, signingTime); !s)
        return s.error();
    if (expiresSeconds < 1 || expiresSeconds > kMaxPresignSeconds)
        return Error::invalid(
            CoreText::tr("A presigned URL must expire after 1 to %1 seconds (7 days), not %2.")
                .arg(kMaxPresignSeconds)
                .arg(expiresSeconds));
    const Scope scope = scopeOf(options, signingTime);
    const QByteArray payload =
        request.payloadHash.isEmpty() ? QByteArray(kUnsignedPayload) : request.payloadHash;

    // The URL carries the date and the credential; a header copy of either would have to be
    // sent by whoever uses the URL, which defeats its purpose.
    HeaderList headers = request.headers;
    removeHeader(headers, "x-amz-date");
    removeHeader(headers, "x-amz-content-sha256");
    removeHeader(headers, "x-amz-security-token");

    QueryList query = request.query;
    query.append({u"X-Amz-Algorithm"_s, QString::fromLatin1(kAlgorithm)});
    query.append(
        {u"X-Amz-Credential"_s, credentials.accessKeyId + u'/' + QString::fromLatin1(scope.scope)});
    query.append({u"X-Amz-Date"_s, QString::fromLatin1(scope.amzDate)});
    query.append({u"X-Amz-Expires"_s, QString::number(expiresSeconds)});
    query.append({u"X-Amz-SignedHeaders"_s, QString::fromLatin1(signedHeaderNames(headers))});
    const bool hasToken = !credentials.sessionToken.isEmpty();
    if (hasToken && options.sessionTokenPlacement == SessionTokenPlacement::Signed)
        query.append({u"X-Amz-Security-Token"_s, credentials.sessionToken});

    SignedRequest out;
    sign(out, request, query, headers, payload, credentials, options, scope);
    out.headers = headers;
    out.encodedQuery = canonicalQuery(query) + "&X-Amz-Signature=" + out.signature;
    if (hasToken && options.sessionTokenPlacement == SessionTokenPlacement::AfterSigning)
        out.encodedQuery += "&X-Amz-Security-Token=" + uriEncode(credentials.sessionToken);
    return out;
}

} // namespace outbox::sigv4
