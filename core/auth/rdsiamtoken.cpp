#include "auth/rdsiamtoken.h"

#include "util/coretr.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox::auth {

namespace {

constexpr int kTokenSeconds = 15 * 60;

Status checkRequest(const RdsTokenRequest &r) {
    static const QRegularExpression hostPattern(u"^[A-Za-z0-9.-]{1,253}$"_s);
    if (!hostPattern.match(r.host).hasMatch())
        return Error::invalid(
            CoreText::tr("The RDS host must be a DNS name or address, not \"%1\".").arg(r.host));
    if (r.port < 1 || r.port > 65535)
        return Error::invalid(CoreText::tr("The RDS port must be 1 to 65535, not %1.").arg(r.port));
    if (r.user.isEmpty())
        return Error::invalid(CoreText::tr("The RDS token needs the database user."));
    if (!isAwsRegion(r.region))
        return Error::invalid(
            CoreText::tr("The AWS region must look like eu-west-1, not \"%1\".").arg(r.region));
    return Done{};
}

} // namespace

bool isAwsRegion(const QString &region) {
    static const QRegularExpression pattern(u"^[a-z]{2}(-[a-z]+)+-[0-9]+$"_s);
    return pattern.match(region).hasMatch();
}

Result<QString> rdsIamToken(const RdsTokenRequest &request, const sigv4::Credentials &credentials,
                            const QDateTime &at) {
    if (Status ok = checkRequest(request); !ok)
        return ok.error();
    const QString host = u"%1:%2"_s.arg(request.host).arg(request.port);
    sigv4::Request r;
    r.method = "GET";
    r.path = u"/"_s;
    r.query = {{u"Action"_s, u"connect"_s}, {u"DBUser"_s, request.user}};
    r.headers = {{"host", host.toUtf8()}};
    // The request has no body, and AWS's signers sign that (the empty body's hash), not an
    // unsigned payload as S3's presigned URLs do.
    r.payloadHash = sigv4::payloadHash(QByteArray());
    sigv4::Options options;
    options.region = request.region;
    options.service = u"rds-db"_s;
    options.uriMode = sigv4::UriMode::Generic;
    options.addContentSha256Header = false;
    auto signedRequest = sigv4::presignRequest(r, credentials, options, at, kTokenSeconds);
    if (!signedRequest)
        return signedRequest.error();
    // AWS's signer writes the whole query, signature included, in name order.
    QList<QByteArray> pairs = signedRequest->encodedQuery.split('&');
    std::sort(pairs.begin(), pairs.end(), [](const QByteArray &a, const QByteArray &b) {
        return a.left(a.indexOf('=')) < b.left(b.indexOf('='));
    });
    return host + u"/?"_s + QString::fromLatin1(pairs.join('&'));
}

} // namespace outbox::auth
