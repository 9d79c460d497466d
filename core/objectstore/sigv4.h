#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <utility>

// AWS Signature Version 4, as a pure function of its inputs (the signing time included), so the
// AWS test suite and the S3 client share one implementation and tests need no clock.
namespace outbox::sigv4 {

using HeaderList = QList<std::pair<QByteArray, QByteArray>>;
using QueryList = QList<std::pair<QString, QString>>;

// The payload hash of presigned URLs: the URL may be used with any body.
inline constexpr char kUnsignedPayload[] = "UNSIGNED-PAYLOAD";

struct Credentials {
    QString accessKeyId;
    QString secretAccessKey;
    QString sessionToken; // temporary (STS) credentials only; empty otherwise
};

enum class UriMode {
    // S3: `path` is the decoded resource path ("/bucket/a b+c.txt"). Each segment is
    // URI-encoded once, for the canonical request and for the wire alike, and the path is
    // never normalised ("a//b" and "a/./b" are distinct keys).
    S3,
    // Every other service: `path` is the path as the request line carries it. Dot segments
    // and repeated slashes are removed, then each segment is URI-encoded again, so an escape
    // on the wire ("%20") is signed as "%2520" (AWS's "double encoding").
    Generic,
};

enum class SessionTokenPlacement {
    Signed,       // X-Amz-Security-Token is part of the canonical request (S3 requires this)
    AfterSigning, // added to the request after the signature was computed (some services)
};

struct Options {
    QString region; // "auto" (R2) signs as "us-east-1"
    QString service = QStringLiteral("s3");
    UriMode uriMode = UriMode::S3;
    // S3 requires x-amz-content-sha256 on header-signed requests; other services don't.
    bool addContentSha256Header = true;
    SessionTokenPlacement sessionTokenPlacement = SessionTokenPlacement::Signed;
};

struct Request {
    QByteArray method;
    QString path;    // see UriMode; empty means "/"
    QueryList query; // decoded names and values, in any order
    // Headers to sign, in any order and case; repeated names are allowed. Must contain Host.
    // Headers that must not be signed (User-Agent, Accept-Encoding…) are added after signing.
    HeaderList headers;
    // Hex SHA-256 of the body (payloadHash()), or kUnsignedPayload. Empty means an empty body.
    QByteArray payloadHash;
};

struct SignedRequest {
    QByteArray canonicalRequest;
    QByteArray stringToSign;
    QByteArray signature;     // lowercase hex
    QByteArray authorization; // the Authorization header value; empty for presigned URLs
    // What to send: the request's headers plus X-Amz-Date, x-amz-content-sha256,
    // X-Amz-Security-Token and Authorization as they apply.
    HeaderList headers;
    QByteArray encodedPath;  // the path for the wire (S3 mode; Generic: the given path)
    QByteArray encodedQuery; // the query for the wire, without '?' (presigned: with X-Amz-*)
};

// Signs with an Authorization header.
Result<SignedRequest> signRequest(const Request &request, const Credentials &credentials,
                                  const Options &options, const QDateTime &signingTime);

// A presigned URL's query (X-Amz-Algorithm … X-Amz-Signature), valid for expiresSeconds
// (1 s to 7 days). The payload is unsigned; only the request's headers (Host) are signed.
Result<SignedRequest> presignRequest(const Request &request, const Credentials &credentials,
                                     const Options &options, const QDateTime &signingTime,
                                     int expiresSeconds);

// The pieces, public for unit tests and for callers that build URLs.
QString signingRegion(const QString &region);
QByteArray payloadHash(const QByteArray &body);
QByteArray amzDate(const QDateTime &time); // 20150830T123600Z
// RFC 3986 percent-encoding of UTF-8: unreserved characters (A-Z a-z 0-9 - . _ ~) stay, every
// other byte becomes %XX with uppercase hex. With keepSlash, '/' stays too.
QByteArray uriEncode(const QString &text, bool keepSlash = false);
QByteArray canonicalUri(const QString &path, UriMode mode);
QByteArray canonicalQuery(const QueryList &query);
QByteArray signingKey(const QString &secretAccessKey, const QByteArray &date, const QString &region,
                      const QString &service);

} // namespace outbox::sigv4
