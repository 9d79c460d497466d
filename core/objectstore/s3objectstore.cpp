#include "objectstore/s3objectstore.h"
#include "util/coretr.h"

#include "net/replywait.h"

#include "objectstore/objectstorelogging.h"

#include <QEventLoop>
#include <QHostAddress>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStringList>
#include <QThread>
#include <QTimer>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr int kMaxListKeys = 1000;
constexpr int kMaxBackoffMs = 20000;

QString env(const char *name) {
    return qEnvironmentVariable(name).trimmed();
}

Result<bool> parseBool(const QString &text, const QString &what) {
    const QString t = text.trimmed().toLower();
    if (t == u"true"_s || t == u"1"_s || t == u"yes"_s || t == u"on"_s)
        return true;
    if (t == u"false"_s || t == u"0"_s || t == u"no"_s || t == u"off"_s)
        return false;
    return Error::invalid(CoreText::tr("%1 must be true or false, not \"%2\".").arg(what, text));
}

QString unquoteEtag(QString etag) {
    etag = etag.trimmed();
    if (etag.size() >= 2 && etag.startsWith(u'"') && etag.endsWith(u'"'))
        etag = etag.mid(1, etag.size() - 2);
    return etag;
}

// The Host header exactly as Qt would write it, so what is signed is what is sent.
QByteArray hostHeader(const QUrl &url) {
    QString host = url.host(QUrl::FullyEncoded);
    if (host.contains(u':'))
        host = u'[' + host + u']';
    if (url.port() != -1)
        host += u':' + QString::number(url.port());
    return host.toLatin1();
}

bool isRetryable(int status) {
    return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
}

QString shortened(QString text) {
    text = text.simplified();
    if (text.size() > 300)
        text = text.left(300) + u'…';
    return text;
}

} // namespace

// ---------------------------------------------------------------------------------------------
// S3Config

Result<S3Config::Provider> S3Config::parseProvider(const QString &text) {
    const QString t = text.trimmed().toLower();
    if (t == u"s3"_s || t == u"aws"_s)
        return Provider::S3;
    if (t == u"r2"_s)
        return Provider::R2;
    if (t == u"custom"_s)
        return Provider::Custom;
    return Error::invalid(
        CoreText::tr("Unknown object store provider \"%1\": use s3, r2 or custom.").arg(text));
}

QString S3Config::providerName(Provider provider) {
    switch (provider) {
    case Provider::S3:
        return u"s3"_s;
    case Provider::R2:
        return u"r2"_s;
    case Provider::Custom:
        break;
    }
    return u"custom"_s;
}

Result<S3Config> S3Config::fromEnvironment() {
    S3Config c;
    c.endpoint = env("OBJECT_STORE_ENDPOINT");
    c.bucket = env("OBJECT_STORE_BUCKET");
    c.accessKeyId = env("OBJECT_STORE_ACCESS_KEY_ID");
    c.secretAccessKey = env("OBJECT_STORE_SECRET_ACCESS_KEY");
    c.r2AccountId = env("OBJECT_STORE_R2_ACCOUNT_ID");
    if (const QString region = env("OBJECT_STORE_REGION"); !region.isEmpty())
        c.region = region;

    if (const QString provider = env("OBJECT_STORE_PROVIDER"); !provider.isEmpty()) {
        auto p = parseProvider(provider);
        if (!p)
            return Error::invalid(u"OBJECT_STORE_PROVIDER: %1"_s.arg(p.error().message));
        c.provider = *p;
    } else if (!c.endpoint.isEmpty()) {
        c.provider = Provider::Custom;
    } else {
        c.provider = c.r2AccountId.isEmpty() ? Provider::S3 : Provider::R2;
    }
    if (const QString pathStyle = env("OBJECT_STORE_PATH_STYLE"); !pathStyle.isEmpty()) {
        auto b = parseBool(pathStyle, u"OBJECT_STORE_PATH_STYLE"_s);
        if (!b)
            return b.error();
        c.pathStyle = *b;
    }

    QStringList missing;
    if (c.endpoint.isEmpty() && c.provider == Provider::Custom)
        missing << u"OBJECT_STORE_ENDPOINT"_s;
    if (c.endpoint.isEmpty() && c.provider == Provider::R2 && c.r2AccountId.isEmpty())
        missing << u"OBJECT_STORE_R2_ACCOUNT_ID (or OBJECT_STORE_ENDPOINT)"_s;
    if (c.bucket.isEmpty())
        missing << u"OBJECT_STORE_BUCKET"_s;
    if (c.accessKeyId.isEmpty())
        missing << u"OBJECT_STORE_ACCESS_KEY_ID"_s;
    if (c.secretAccessKey.isEmpty())
        missing << u"OBJECT_STORE_SECRET_ACCESS_KEY"_s;
    if (!missing.isEmpty())
        return Error::invalid(
            CoreText::tr("The S3 object store is not configured: set %1 (or use a local "
                         "folder with file:/folder).")
                .arg(missing.join(u", "_s)));
    if (Status s = c.validate(); !s)
        return s.error();
    return c;
}

Result<QUrl> S3Config::endpointUrl() const {
    if (endpoint.trimmed().isEmpty()) {
        switch (provider) {
        case Provider::S3:
            return QUrl(u"https://s3.%1.amazonaws.com"_s.arg(sigv4::signingRegion(region)));
        case Provider::R2: {
            static const QRegularExpression account(u"^[A-Za-z0-9]+$"_s);
            if (!account.match(r2AccountId).hasMatch())
                return Error::invalid(
                    CoreText::tr(
                        "The Cloudflare R2 account id \"%1\" is not valid: it is the hexadecimal "
                        "id shown in the R2 dashboard.")
                        .arg(r2AccountId));
            return QUrl(u"https://%1.r2.cloudflarestorage.com"_s.arg(r2AccountId.toLower()));
        }
        case Provider::Custom:
            break;
        }
        return Error::invalid(
            CoreText::tr("The object store endpoint is not set: a custom provider needs "
                         "one, such as http://127.0.0.1:9000."));
    }
    const QString text = endpoint.trimmed();
    QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) || url.host().isEmpty())
        return Error::invalid(
            CoreText::tr("The object store endpoint \"%1\" is not an http:// or https:// "
                         "URL with a host name.")
                .arg(text));
    if (!url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment())
        return Error::invalid(
            CoreText::tr("The object store endpoint \"%1\" must not contain a user name, "
                         "a query or a fragment.")
                .arg(url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery)));
    url.setScheme(scheme);
    // An explicit default port would be signed as part of Host, and clients of presigned URLs
    // (browsers, curl) drop it: keep it out of both.
    if ((scheme == u"http"_s && url.port() == 80) || (scheme == u"https"_s && url.port() == 443))
        url.setPort(-1);
    return url;
}

Status S3Config::validate() const {
    QStringList problems;
    if (bucket.isEmpty()) {
        problems << CoreText::tr("the bucket is not set");
    } else {
        static const QRegularExpression dnsName(u"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$"_s);
        const bool bad = bucket.contains(u'/') ||
                         std::any_of(bucket.cbegin(), bucket.cend(),
                                     [](QChar c) { return c.isSpace() || c.unicode() < 0x20; });
        if (bad)
            problems << CoreText::tr(
                            "the bucket name \"%1\" contains a slash, a space or a control "
                            "character")
                            .arg(bucket);
        else if (!pathStyle && !dnsName.match(bucket).hasMatch())
            problems << CoreText::tr(
                            "the bucket name \"%1\" cannot be a host name (3 to 63 lowercase "
                            "letters, digits, dots and hyphens): use path-style addressing")
                            .arg(bucket);
    }
    static const QRegularExpression regionName(u"^[A-Za-z0-9-]+$"_s);
    if (!regionName.match(region).hasMatch())
        problems << CoreText::tr(
                        "the region \"%1\" is not a region name (such as us-east-1, or auto)")
                        .arg(region);
    if (accessKeyId.isEmpty())
        problems << CoreText::tr("the access key id is not set");
    if (secretAccessKey.isEmpty())
        problems << CoreText::tr("the secret access key is not set");
    if (connectTimeoutMs <= 0 || requestTimeoutMs <= 0)
        problems << CoreText::tr("the timeouts must be positive");
    if (maxRetries < 0 || retryBaseDelayMs < 0)
        problems << CoreText::tr("the retry count and delay cannot be negative");
    auto url = endpointUrl();
    if (!url) {
        problems << url.error().message;
    } else if (!pathStyle && !QHostAddress(url->host()).isNull()) {
        problems << CoreText::tr(
                        "the endpoint %1 is an IP address, which cannot carry the bucket in its "
                        "host name: use path-style addressing")
                        .arg(url->toString());
    }
    if (problems.isEmpty())
        return Done{};
    QString text = problems.join(u"; "_s);
    if (!text.endsWith(u'.'))
        text += u'.';
    return Error::invalid(
        CoreText::tr("The object store configuration is not usable: %1").arg(text));
}

QString S3Config::describe() const {
    auto url = endpointUrl();
    return u"bucket \"%1\" at %2 (%3, %4, region %5)"_s.arg(
        bucket, url ? url->toString() : endpoint, providerName(provider),
        pathStyle ? u"path-style"_s : u"virtual-hosted"_s, region);
}

// ---------------------------------------------------------------------------------------------
// Helpers shared with tests

QByteArray copySourceHeader(const QString &bucket, const QString &key) {
    return '/' + sigv4::uriEncode(bucket) + '/' + sigv4::uriEncode(key, true);
}

S3ErrorBody parseS3Error(const QByteArray &body) {
    S3ErrorBody e;
    QXmlStreamReader xml(body);
    if (!xml.readNextStartElement() || xml.name() != u"Error"_s)
        return e;
    while (xml.readNextStartElement()) {
        if (xml.name() == u"Code"_s)
            e.code = xml.readElementText().trimmed();
        else if (xml.name() == u"Message"_s)
            e.message = xml.readElementText().trimmed();
        else
            xml.skipCurrentElement();
    }
    return e;
}

// ---------------------------------------------------------------------------------------------
// S3ObjectStore

struct S3ObjectStore::Call {
    QString action;    // "store \"a.txt\"": for messages
    QByteArray method; // GET, HEAD, PUT, DELETE
    QString key;       // normalised; empty for the bucket itself
    sigv4::QueryList query;
    sigv4::HeaderList headers; // extra headers to sign
    QByteArray body;
    bool isCopy = false;
};

struct S3ObjectStore::Response {
    int status = 0;
    QByteArray body;
    QList<QNetworkReply::RawHeaderPair> headers;
    QDateTime lastModified; // parsed by Qt, which knows all three HTTP date formats
    int attempts = 1;

    QByteArray header(const char *name) const {
        for (const auto &[n, v] : headers) {
            if (n.compare(name, Qt::CaseInsensitive) == 0)
                return v;
        }
        return {};
    }
};

struct S3ObjectStore::Target {
    QUrl base;    // scheme, host, port
    QString path; // decoded resource path
};

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

S3ObjectStore::Target S3ObjectStore::targetOf(const QString &key) const {
    Target t;
    t.base = m_endpoint;
    if (m_config.pathStyle) {
        t.path = m_basePath + u'/' + m_config.bucket;
        if (!key.isEmpty())
            t.path += u'/' + key;
    } else {
        t.base.setHost(m_config.bucket + u'.' + m_endpoint.host());
        t.path = m_basePath + u'/' + key;
    }
    return t;
}

QNetworkAccessManager &S3ObjectStore::network(std::unique_ptr<QNetworkAccessManager> &temporary) {
    if (!m_network) {
        m_network = std::make_unique<QNetworkAccessManager>();
        // S3 answers a wrong region with a redirect that a re-signed request would need;
        // following it blindly only turns a clear error into a confusing one.
        m_network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    }
    if (m_network->thread() == QThread::currentThread())
        return *m_network;
    temporary = std::make_unique<QNetworkAccessManager>();
    temporary->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    return *temporary;
}

Result<S3ObjectStore::Response> S3ObjectStore::execute(const Call &call) {
    std::unique_ptr<QNetworkAccessManager> temporary;
    QNetworkAccessManager &nam = network(temporary);
    const int attempts = 1 + std::max(0, m_config.maxRetries);
    for (int attempt = 1;; ++attempt) {
        auto response = sendOnce(call, nam);
        if (!response)
            return response;
        response->attempts = attempt;
        if (!isRetryable(response->status) || attempt >= attempts)
            return response;
        // Jittered exponential backoff: many relays throttled at once must not retry in step.
        const double full = m_config.retryBaseDelayMs * std::pow(2.0, attempt - 1);
        int delayMs = int(std::min<double>(
            kMaxBackoffMs, full * (0.5 + 0.5 * QRandomGenerator::global()->generateDouble())));
        bool ok = false;
        const int retryAfter = response->header("retry-after").toInt(&ok);
        if (ok && retryAfter > 0)
            delayMs = std::min(kMaxBackoffMs, std::max(delayMs, retryAfter * 1000));
        qCInfo(lcObjectStore).noquote() << u"%1 %2: HTTP %3 %4; retry %5 of %6 in %7 ms"_s.arg(
            QString::fromLatin1(call.method), call.key, QString::number(response->status),
            parseS3Error(response->body).code, QString::number(attempt),
            QString::number(attempts - 1), QString::number(delayMs));
        QEventLoop wait;
        QTimer::singleShot(delayMs, &wait, &QEventLoop::quit);
        wait.exec();
    }
}

Result<S3ObjectStore::Response> S3ObjectStore::sendOnce(const Call &call,
                                                        QNetworkAccessManager &nam) {
    const Target target = targetOf(call.key);
    sigv4::Request request;
    request.method = call.method;
    request.path = target.path;
    request.query = call.query;
    request.headers = call.headers;
    request.headers.append({"Host", hostHeader(target.base)});
    request.payloadHash = sigv4::payloadHash(call.body);
    sigv4::Options options;
    options.region = m_config.region;
    auto signedRequest =
        sigv4::signRequest(request, {m_config.accessKeyId, m_config.secretAccessKey, {}}, options,
                           QDateTime::currentDateTimeUtc());
    if (!signedRequest)
        return Error::invalid(CoreText::tr("Cannot %1 in %2: %3")
                                  .arg(call.action, description(), signedRequest.error().message));

    QByteArray encodedUrl = target.base.toEncoded() + signedRequest->encodedPath;
    if (!signedRequest->encodedQuery.isEmpty())
        encodedUrl += '?' + signedRequest->encodedQuery;
    QNetworkRequest networkRequest(QUrl::fromEncoded(encodedUrl, QUrl::StrictMode));
    // HTTP/2 would turn Host into :authority; S3 speaks HTTP/1.1 and the signature covers Host.
    networkRequest.setAttribute(QNetworkRequest::Http2AllowedAttribute, false);
    networkRequest.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                                QNetworkRequest::AlwaysNetwork);
    for (const auto &[name, value] : signedRequest->headers)
        networkRequest.setRawHeader(name, value);
    networkRequest.setRawHeader("User-Agent", "outbox-console/" OUTBOX_VERSION);
    // Objects stored with Content-Encoding: gzip must come back as stored, not inflated by Qt.
    networkRequest.setRawHeader("Accept-Encoding", "identity");
    QByteArray body = call.body;
    if (m_requestHook)
        m_requestHook(networkRequest, body);

    std::unique_ptr<QNetworkReply> reply;
    if (call.method == "HEAD")
        reply.reset(nam.head(networkRequest));
    else if (call.method == "GET")
        reply.reset(nam.get(networkRequest));
    else if (call.method == "PUT")
        reply.reset(nam.put(networkRequest, body));
    else if (call.method == "DELETE")
        reply.reset(nam.deleteResource(networkRequest));
    else
        reply.reset(nam.sendCustomRequest(networkRequest, call.method, body));

    QNetworkReply *r = reply.get();
    const ReplyTimeout timedOut =
        waitForReply(r, m_config.connectTimeoutMs, m_config.requestTimeoutMs);

    const QString host = QString::fromLatin1(hostHeader(target.base));
    switch (timedOut) {
    case ReplyTimeout::Connect:
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: could not connect to %3 within %4 ms (the "
                         "connect timeout).")
                .arg(call.action, description(), host, QString::number(m_config.connectTimeoutMs)));
    case ReplyTimeout::Request:
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: %3 did not answer completely within %4 ms (the "
                         "request timeout).")
                .arg(call.action, description(), host, QString::number(m_config.requestTimeoutMs)));
    case ReplyTimeout::None:
        break;
    }

    const QVariant status = r->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!status.isValid()) {
        QString why;
        switch (r->error()) {
        case QNetworkReply::ConnectionRefusedError:
            why =
                CoreText::tr("%1 refused the connection (is the store running, and is the endpoint "
                             "right?)")
                    .arg(host);
            break;
        case QNetworkReply::HostNotFoundError:
            why = CoreText::tr("the host %1 was not found (check the endpoint)").arg(host);
            break;
        case QNetworkReply::SslHandshakeFailedError:
            why = CoreText::tr("the TLS handshake with %1 failed: %2").arg(host, r->errorString());
            break;
        default:
            why = CoreText::tr("network error talking to %1: %2").arg(host, r->errorString());
            break;
        }
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: %3.").arg(call.action, description(), why));
    }

    Response response;
    response.status = status.toInt();
    response.body = r->readAll();
    response.headers = r->rawHeaderPairs();
    response.lastModified = r->header(QNetworkRequest::LastModifiedHeader).toDateTime().toUTC();
    qCDebug(lcObjectStore).noquote() << call.method << target.path << "->" << response.status;
    return response;
}

Error S3ObjectStore::failure(const Call &call, const Response &response) const {
    const S3ErrorBody e = parseS3Error(response.body);
    const int status = response.status;
    QString code = e.code;
    if (code.isEmpty()) {
        // HEAD answers carry no body; name the likely code from the status.
        if (status == 404)
            code = u"NoSuchKey"_s;
        else if (status == 403)
            code = u"AccessDenied"_s;
        else if (status == 503)
            code = u"SlowDown"_s;
    }
    const QString serverError =
        response.attempts > 1 ? CoreText::tr("the store failed with a server error (%n attempt(s))",
                                             nullptr, response.attempts)
                              : CoreText::tr("the store failed with a server error");
    QString why;
    if (code == u"NoSuchKey"_s) {
        why = call.isCopy ? CoreText::tr("the source object does not exist")
                          : CoreText::tr("the object does not exist");
    } else if (code == u"NoSuchBucket"_s) {
        why = CoreText::tr("the bucket does not exist (check the bucket name and the endpoint)");
    } else if (code == u"AccessDenied"_s) {
        why = e.code.isEmpty()
                  ? CoreText::tr("access was denied (a HEAD answer gives no reason: a wrong "
                                 "secret access key or a missing permission)")
                  : CoreText::tr("access was denied (check that the access key may do this "
                                 "in this bucket)");
    } else if (code == u"InvalidAccessKeyId"_s) {
        why = CoreText::tr("the store does not know the access key id (check "
                           "OBJECT_STORE_ACCESS_KEY_ID)");
    } else if (code == u"SignatureDoesNotMatch"_s) {
        why = CoreText::tr(
            "the store rejected the request signature: the secret access key is probably "
            "wrong (check OBJECT_STORE_SECRET_ACCESS_KEY, and OBJECT_STORE_REGION)");
    } else if (code == u"RequestTimeTooSkewed"_s) {
        why = CoreText::tr(
            "this computer's clock is too far from the store's: correct the system time");
    } else if (code == u"XAmzContentSHA256Mismatch"_s || code == u"BadDigest"_s ||
               code == u"InvalidDigest"_s) {
        why = CoreText::tr(
            "the body the store received does not match the checksum it was signed with "
            "(it was changed on the way)");
    } else if (code == u"SlowDown"_s || code == u"TooManyRequests"_s ||
               code == u"RequestLimitExceeded"_s || status == 429) {
        why = CoreText::tr("the store is throttling requests and still was after %n attempt(s): "
                           "try again later",
                           nullptr, response.attempts);
    } else if (code == u"PermanentRedirect"_s || code == u"AuthorizationHeaderMalformed"_s ||
               code == u"IllegalLocationConstraintException"_s || status == 301 || status == 307) {
        why = CoreText::tr("the bucket is in another region or behind another endpoint (check "
                           "OBJECT_STORE_REGION and OBJECT_STORE_ENDPOINT)");
    } else if (code == u"ExpiredToken"_s || code == u"InvalidToken"_s) {
        why = CoreText::tr("the session token has expired or is not valid");
    } else if (code == u"EntityTooLarge"_s) {
        why = CoreText::tr("the object is larger than one upload may be");
    } else if (code == u"KeyTooLongError"_s) {
        why = CoreText::tr("the key is too long");
    } else if (code == u"InvalidBucketName"_s) {
        why = CoreText::tr("the bucket name is not valid");
    } else if (code == u"InvalidObjectState"_s) {
        why = CoreText::tr("the object is archived and must be restored first");
    } else if (code == u"NotImplemented"_s) {
        why = CoreText::tr("the store does not support this operation");
    } else if (status >= 500) {
        why = serverError;
    } else {
        why = CoreText::tr("the store refused the request");
    }
    QString detail = u"HTTP %1"_s.arg(status);
    if (!code.isEmpty())
        detail += u", "_s + code;
    if (!e.message.isEmpty())
        detail += u": "_s + shortened(e.message);
    return Error::failed(
        CoreText::tr("Cannot %1 in %2: %3 [%4].").arg(call.action, description(), why, detail));
}

Result<std::optional<ObjectInfo>> S3ObjectStore::head(const QString &key) {
    Call call{CoreText::tr("look up \"%1\"").arg(key), "HEAD", {}, {}, {}, {}, false};
    auto k = normalizeObjectKey(key);
    if (!k)
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: %3").arg(call.action, description(), k.error().message));
    call.key = *k;
    auto response = execute(call);
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
    auto k = normalizeObjectKey(key);
    if (!k)
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: %3").arg(call.action, description(), k.error().message));
    call.key = *k;
    auto response = execute(call);
    if (!response)
        return response.error();
    if (response->status != 200)
        return failure(call, *response);
    return std::move(response->body);
}

Status S3ObjectStore::put(const QString &key, const QByteArray &body, const QString &contentType) {
    Call call{CoreText::tr("store \"%1\"").arg(key), "PUT", {}, {}, {}, body, false};
    auto k = normalizeObjectKey(key);
    if (!k)
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: %3").arg(call.action, description(), k.error().message));
    call.key = *k;
    const QString type =
        contentType.trimmed().isEmpty() ? u"application/octet-stream"_s : contentType.trimmed();
    call.headers.append({"Content-Type", type.toUtf8()});
    auto response = execute(call);
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
        return Error::invalid(CoreText::tr("Cannot %1 in %2: %3")
                                  .arg(call.action, description(), source.error().message));
    auto target = normalizeObjectKey(targetKey);
    if (!target)
        return Error::invalid(CoreText::tr("Cannot %1 in %2: %3")
                                  .arg(call.action, description(), target.error().message));
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
    auto k = normalizeObjectKey(key);
    if (!k)
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: %3").arg(call.action, description(), k.error().message));
    call.key = *k;
    auto response = execute(call);
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
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: %3").arg(call.action, description(), p.error().message));
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
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: %3").arg(action, description(), k.error().message));
    const Target target = targetOf(*k);
    sigv4::Request request;
    request.method = m;
    request.path = target.path;
    request.headers.append({"Host", hostHeader(target.base)});
    sigv4::Options options;
    options.region = m_config.region;
    auto presigned = sigv4::presignRequest(
        request, {m_config.accessKeyId, m_config.secretAccessKey, {}}, options,
        signingTime.isValid() ? signingTime : QDateTime::currentDateTimeUtc(), expiresSeconds);
    if (!presigned)
        return Error::invalid(CoreText::tr("Cannot %1 in %2: %3")
                                  .arg(action, description(), presigned.error().message));
    return QUrl::fromEncoded(target.base.toEncoded() + presigned->encodedPath + '?' +
                                 presigned->encodedQuery,
                             QUrl::StrictMode);
}

} // namespace outbox
