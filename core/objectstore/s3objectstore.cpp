#include "objectstore/s3objectstore.h"
#include "util/coretr.h"

#include "objectstore/objectstorelogging.h"
#include "objectstore/s3errors.h"
#include "objectstore/s3request.h"

#include <QNetworkAccessManager>
#include <QThread>
#include <QXmlStreamReader>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString unquoteEtag(QString etag) {
    etag = etag.trimmed();
    if (etag.size() >= 2 && etag.startsWith(u'"') && etag.endsWith(u'"'))
        etag = etag.mid(1, etag.size() - 2);
    return etag;
}

} // namespace

S3ObjectStore::S3ObjectStore(S3Config config, QUrl endpoint)
    : m_config(std::move(config))
    , m_endpoint(std::move(endpoint)) {
    m_basePath = m_endpoint.path(QUrl::FullyDecoded);
    while (m_basePath.endsWith(u'/'))
        m_basePath.chop(1);
    m_endpoint.setPath({});
}

S3ObjectStore::~S3ObjectStore() {
    // A manager must die in its own thread; if that is not this one, let its thread do it.
    if (m_network && m_network->thread() != QThread::currentThread())
        m_network.release()->deleteLater();
}

Result<std::unique_ptr<S3ObjectStore>> S3ObjectStore::create(S3Config config) {
    if (Status s = config.validate(); !s)
        return s.error();
    auto url = config.endpointUrl();
    if (!url)
        return url.error();
    QUrl endpoint = *url;
    return std::unique_ptr<S3ObjectStore>(new S3ObjectStore(std::move(config), endpoint));
}

QString S3ObjectStore::description() const {
    return m_config.describe();
}

Result<S3ObjectStore::Response> S3ObjectStore::executeFor(Call &call, const QString &key) {
    auto k = normalizeObjectKey(key);
    if (!k)
        return s3::refused(call.action, description(), k.error().message);
    call.key = *k;
    return execute(call);
}

Error S3ObjectStore::failure(const Call &call, const Response &response) const {
    return s3::answerFailure(call.action, description(), call.isCopy, response.status,
                             response.body, response.attempts);
}

Result<std::optional<ObjectInfo>> S3ObjectStore::head(const QString &key) {
    Call call{CoreText::tr("look up \"%1\"").arg(key), "HEAD", {}, {}, {}, {}, false};
    auto response = executeFor(call, key);
    if (!response)
        return response.error();
    if (response->status == 404)
        return std::optional<ObjectInfo>();
    if (response->status != 200)
        return failure(call, *response);
    ObjectInfo info;
    info.key = call.key;
    info.size = response->header("content-length").toLongLong();
    info.contentType = QString::fromUtf8(response->header("content-type"));
    info.etag = unquoteEtag(QString::fromUtf8(response->header("etag")));
    info.lastModified = response->lastModified;
    return std::optional<ObjectInfo>(std::move(info));
}

Result<QByteArray> S3ObjectStore::get(const QString &key) {
    Call call{CoreText::tr("read \"%1\"").arg(key), "GET", {}, {}, {}, {}, false};
    auto response = executeFor(call, key);
    if (!response)
        return response.error();
    if (response->status != 200)
        return failure(call, *response);
    return std::move(response->body);
}

Status S3ObjectStore::put(const QString &key, const QByteArray &body, const QString &contentType) {
    Call call{CoreText::tr("store \"%1\"").arg(key), "PUT", {}, {}, {}, body, false};
    const QString type =
        contentType.trimmed().isEmpty() ? u"application/octet-stream"_s : contentType.trimmed();
    call.headers.append({"Content-Type", type.toUtf8()});
    auto response = executeFor(call, key);
    if (!response)
        return response.error();
    if (response->status != 200)
        return failure(call, *response);
    qCDebug(lcObjectStore) << "stored" << call.key << body.size() << "bytes";
    return Done{};
}

Status S3ObjectStore::copy(const QString &sourceKey, const QString &targetKey) {
    Call call{CoreText::tr("copy \"%1\" to \"%2\"").arg(sourceKey, targetKey),
              "PUT",
              {},
              {},
              {},
              {},
              true};
    auto source = normalizeObjectKey(sourceKey);
    if (!source)
        return s3::refused(call.action, description(), source.error().message);
    auto target = normalizeObjectKey(targetKey);
    if (!target)
        return s3::refused(call.action, description(), target.error().message);
    call.key = *target;
    call.headers.append({"x-amz-copy-source", copySourceHeader(m_config.bucket, *source)});
    auto response = execute(call);
    if (!response)
        return response.error();
    // CopyObject can fail after answering 200: the error is then in the body.
    if (response->status != 200 || !parseS3Error(response->body).code.isEmpty()) {
        if (response->status == 200)
            response->status = 500;
        return failure(call, *response);
    }
    return Done{};
}

Status S3ObjectStore::remove(const QString &key) {
    Call call{CoreText::tr("delete \"%1\"").arg(key), "DELETE", {}, {}, {}, {}, false};
    auto response = executeFor(call, key);
    if (!response)
        return response.error();
    if (response->status == 204 || response->status == 200)
        return Done{};
    // Some S3-compatible stores answer NoSuchKey where AWS answers 204: gone is gone.
    if (response->status == 404 && parseS3Error(response->body).code == u"NoSuchKey"_s)
        return Done{};
    return failure(call, *response);
}

Result<ObjectPage> S3ObjectStore::list(const QString &prefix, const QString &continuationToken,
                                       int maxKeys) {
    Call call{prefix.isEmpty() ? CoreText::tr("list the objects")
                               : CoreText::tr("list \"%1\"").arg(prefix),
              "GET",
              {},
              {},
              {},
              {},
              false};
    auto p = normalizeObjectPrefix(prefix);
    if (!p)
        return s3::refused(call.action, description(), p.error().message);
    call.query.append({u"list-type"_s, u"2"_s});
    call.query.append({u"max-keys"_s, QString::number(std::clamp(maxKeys, 1, kMaxListKeys))});
    if (!p->isEmpty())
        call.query.append({u"prefix"_s, *p});
    if (!continuationToken.isEmpty())
        call.query.append({u"continuation-token"_s, continuationToken});
    auto response = execute(call);
    if (!response)
        return response.error();
    if (response->status != 200)
        return failure(call, *response);

    ObjectPage page;
    bool truncated = false;
    QXmlStreamReader xml(response->body);
    if (!xml.readNextStartElement() || xml.name() != u"ListBucketResult"_s)
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: the answer is not an S3 object listing.")
                .arg(call.action, description()));
    while (xml.readNextStartElement()) {
        if (xml.name() == u"Contents"_s) {
            ObjectInfo info;
            while (xml.readNextStartElement()) {
                if (xml.name() == u"Key"_s)
                    info.key = xml.readElementText();
                else if (xml.name() == u"Size"_s)
                    info.size = xml.readElementText().toLongLong();
                else if (xml.name() == u"ETag"_s)
                    info.etag = unquoteEtag(xml.readElementText());
                else if (xml.name() == u"LastModified"_s)
                    info.lastModified =
                        QDateTime::fromString(xml.readElementText(), Qt::ISODateWithMs);
                else
                    xml.skipCurrentElement();
            }
            page.objects.append(std::move(info));
        } else if (xml.name() == u"IsTruncated"_s) {
            truncated = xml.readElementText().trimmed() == u"true"_s;
        } else if (xml.name() == u"NextContinuationToken"_s) {
            page.nextContinuationToken = xml.readElementText();
        } else {
            xml.skipCurrentElement();
        }
    }
    if (xml.hasError())
        return Error::failed(CoreText::tr("Cannot %1 in %2: the listing is not valid XML (%3).")
                                 .arg(call.action, description(), xml.errorString()));
    if (!truncated)
        page.nextContinuationToken.clear();
    else if (page.nextContinuationToken.isEmpty())
        return Error::failed(CoreText::tr("Cannot %1 in %2: the listing is cut short but has no "
                                          "continuation token.")
                                 .arg(call.action, description()));
    return page;
}

Result<QUrl> S3ObjectStore::presignedUrl(const QByteArray &method, const QString &key,
                                         int expiresSeconds, const QDateTime &signingTime) const {
    const QByteArray m = method.toUpper();
    const QString action = CoreText::tr("presign %1 \"%2\"").arg(QString::fromLatin1(m), key);
    if (m != "GET" && m != "PUT" && m != "HEAD" && m != "DELETE")
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: only GET, PUT, HEAD and DELETE URLs can be "
                         "presigned.")
                .arg(action, description()));
    auto k = normalizeObjectKey(key);
    if (!k)
        return s3::refused(action, description(), k.error().message);
    const Target target = targetOf(*k);
    sigv4::Request request;
    request.method = m;
    request.path = target.path;
    request.headers.append({"Host", s3::hostHeader(target.base)});
    sigv4::Options options;
    options.region = m_config.region;
    auto presigned = sigv4::presignRequest(
        request, {m_config.accessKeyId, m_config.secretAccessKey, {}}, options,
        signingTime.isValid() ? signingTime : QDateTime::currentDateTimeUtc(), expiresSeconds);
    if (!presigned)
        return s3::refused(action, description(), presigned.error().message);
    return QUrl::fromEncoded(target.base.toEncoded() + presigned->encodedPath + '?' +
                                 presigned->encodedQuery,
                             QUrl::StrictMode);
}

} // namespace outbox
