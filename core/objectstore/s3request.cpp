#include "objectstore/s3request.h"
#include "util/coretr.h"

#include "net/replywait.h"

#include "objectstore/objectstorelogging.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

// Building, signing (AWS Signature V4) and sending S3ObjectStore's requests, with the retries of
// throttled and failed answers.

namespace outbox {

namespace {

constexpr int kMaxBackoffMs = 20000;

bool isRetryable(int status) {
    return status == 429 || status == 500 || status == 502 || status == 503 || status == 504;
}

} // namespace

namespace s3 {

QByteArray hostHeader(const QUrl &url) {
    QString host = url.host(QUrl::FullyEncoded);
    if (host.contains(u':'))
        host = u'[' + host + u']';
    if (url.port() != -1)
        host += u':' + QString::number(url.port());
    return host.toLatin1();
}

Error refused(const QString &action, const QString &store, const QString &why) {
    return Error::invalid(CoreText::tr("Cannot %1 in %2: %3").arg(action, store, why));
}

} // namespace s3

QByteArray copySourceHeader(const QString &bucket, const QString &key) {
    return '/' + sigv4::uriEncode(bucket) + '/' + sigv4::uriEncode(key, true);
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
    request.headers.append({"Host", s3::hostHeader(target.base)});
    request.payloadHash = sigv4::payloadHash(call.body);
    sigv4::Options options;
    options.region = m_config.region;
    auto signedRequest =
        sigv4::signRequest(request, {m_config.accessKeyId, m_config.secretAccessKey, {}}, options,
                           QDateTime::currentDateTimeUtc());
    if (!signedRequest)
        return s3::refused(call.action, description(), signedRequest.error().message);

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

    const QString host = QString::fromLatin1(s3::hostHeader(target.base));
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

} // namespace outbox
