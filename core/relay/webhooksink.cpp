#include "relay/webhooksink.h"
#include "util/coretr.h"

#include "net/replywait.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QLoggingCategory>
#include <QMessageAuthenticationCode>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QThread>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

Q_LOGGING_CATEGORY(lcWebhook, "outbox.core.relay", QtInfoMsg)

constexpr int kBodyExcerptChars = 200;

// "host:port" as the user would write it, for messages.
QString authority(const QUrl &url) {
    QString host = url.host();
    if (host.contains(u':'))
        host = u'[' + host + u']';
    return url.port() == -1 ? host : host + u':' + QString::number(url.port());
}

QString excerpt(const QByteArray &body) {
    QString text = QString::fromUtf8(body).simplified();
    if (text.size() > kBodyExcerptChars)
        text = text.left(kBodyExcerptChars) + u'…';
    return text;
}

} // namespace

WebhookSink::WebhookSink(QUrl url, SinkOptions options)
    : m_url(std::move(url))
    , m_options(std::move(options)) {}

WebhookSink::~WebhookSink() {
    // A manager must die in its own thread; if that is not this one, let its thread do it.
    if (m_network && m_network->thread() != QThread::currentThread())
        m_network.release()->deleteLater();
}

Result<std::unique_ptr<WebhookSink>> WebhookSink::create(const QString &url,
                                                         const SinkOptions &options) {
    const QString text = url.trimmed();
    if (text.isEmpty())
        return Error::invalid(
            CoreText::tr("The webhook sink has no URL: write webhook:https://host/path."));
    QUrl parsed(text, QUrl::StrictMode);
    const QString scheme = parsed.scheme().toLower();
    if (!parsed.isValid() || (scheme != u"http"_s && scheme != u"https"_s))
        return Error::invalid(
            CoreText::tr("The webhook URL must be an http:// or https:// URL (got a URL "
                         "of scheme \"%1\").")
                .arg(scheme.isEmpty() ? u"none"_s : scheme));
    if (parsed.host().isEmpty())
        return Error::invalid(CoreText::tr("The webhook URL %1://… has no host name.").arg(scheme));
    if (options.connectTimeoutMs <= 0 || options.requestTimeoutMs <= 0)
        return Error::invalid(
            CoreText::tr("The webhook timeouts must be positive (connect %1 ms, request "
                         "%2 ms).")
                .arg(options.connectTimeoutMs)
                .arg(options.requestTimeoutMs));
    parsed.setScheme(scheme);
    return std::unique_ptr<WebhookSink>(new WebhookSink(std::move(parsed), options));
}

QString WebhookSink::description() const {
    QString text = u"webhook %1://%2"_s.arg(m_url.scheme(), authority(m_url));
    const QString path = m_url.path();
    if (!path.isEmpty() && path != u"/"_s)
        text += u"/…"_s;
    return text;
}

QByteArray WebhookSink::signature(const QByteArray &secret, const QByteArray &body) {
    return "sha256=" +
           QMessageAuthenticationCode::hash(body, secret, QCryptographicHash::Sha256).toHex();
}

QByteArray WebhookSink::headerValue(const QString &text) {
    QByteArray out;
    const QByteArray utf8 = text.toUtf8();
    out.reserve(utf8.size());
    static constexpr char hex[] = "0123456789ABCDEF";
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f && u != '%') {
            out.append(c);
        } else {
            out.append('%');
            out.append(hex[u >> 4]);
            out.append(hex[u & 0xf]);
        }
    }
    return out;
}

QNetworkAccessManager &WebhookSink::network(std::unique_ptr<QNetworkAccessManager> &temporary) {
    const auto make = [] {
        auto nam = std::make_unique<QNetworkAccessManager>();
        // A redirected POST would be replayed (or turned into a GET) somewhere the operator
        // never configured; a clear error is better than delivering elsewhere.
        nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
        return nam;
    };
    if (!m_network)
        m_network = make();
    if (m_network->thread() == QThread::currentThread())
        return *m_network;
    temporary = make();
    return *temporary;
}

Status WebhookSink::publish(const SinkEvent &event) {
    const auto fail = [&](const QString &why) {
        return Error::failed(CoreText::tr("Cannot publish event %1 to %2: %3")
                                 .arg(event.eventId, description(), why));
    };

    QNetworkRequest request(m_url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArray("application/json"));
    request.setRawHeader("User-Agent", "outbox-console/" OUTBOX_VERSION);
    request.setRawHeader("Idempotency-Key", headerValue(event.eventId));
    request.setRawHeader("X-Outbox-Event-Id", headerValue(event.eventId));
    request.setRawHeader("X-Outbox-Partition-Key", headerValue(event.aggregateId));
    request.setRawHeader("X-Outbox-Event-Type", headerValue(event.eventType));
    if (!m_options.webhookSecret.isEmpty())
        request.setRawHeader("X-Outbox-Signature",
                             signature(m_options.webhookSecret.toUtf8(), event.body));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute,
                         QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);

    std::unique_ptr<QNetworkAccessManager> temporary;
    QElapsedTimer elapsed;
    elapsed.start();
    std::unique_ptr<QNetworkReply> reply(network(temporary).post(request, event.body));

    QNetworkReply *r = reply.get();
    const ReplyTimeout timedOut =
        waitForReply(r, m_options.connectTimeoutMs, m_options.requestTimeoutMs);

    switch (timedOut) {
    case ReplyTimeout::Connect:
        return fail(u"timed out: could not connect to %1 within %2 ms (the connect "
                    u"timeout)."_s.arg(authority(m_url))
                        .arg(m_options.connectTimeoutMs));
    case ReplyTimeout::Request:
        return fail(u"timed out: %1 did not answer within %2 ms (the request timeout); "
                    u"the receiver may still have processed the event, which the idempotency "
                    u"key lets it recognise when the relay tries again."_s.arg(authority(m_url))
                        .arg(m_options.requestTimeoutMs));
    case ReplyTimeout::None:
        break;
    }

    const QVariant statusAttribute = r->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!statusAttribute.isValid()) {
        switch (r->error()) {
        case QNetworkReply::ConnectionRefusedError:
            return fail(u"the connection to %1 was refused (is the receiver running, and is "
                        u"the URL right?)."_s.arg(authority(m_url)));
        case QNetworkReply::HostNotFoundError:
            return fail(u"the host %1 was not found (check the URL)."_s.arg(m_url.host()));
        case QNetworkReply::RemoteHostClosedError:
            return fail(u"%1 closed the connection without answering."_s.arg(authority(m_url)));
        case QNetworkReply::SslHandshakeFailedError:
            return fail(
                u"the TLS handshake with %1 failed: %2."_s.arg(authority(m_url), r->errorString()));
        default:
            break;
        }
        return fail(u"network error talking to %1: %2."_s.arg(authority(m_url), r->errorString()));
    }

    const int status = statusAttribute.toInt();
    qCDebug(lcWebhook).noquote() << u"event %1 -> HTTP %2 in %3 ms"_s.arg(
        event.eventId, QString::number(status), QString::number(elapsed.elapsed()));
    if (status >= 200 && status < 300)
        return Done{};

    QString why = u"the receiver answered HTTP %1"_s.arg(status);
    const QString reason = r->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    if (!reason.isEmpty())
        why += u' ' + reason.simplified();
    if (status >= 300 && status < 400)
        why += u" (redirects are not followed: configure the final URL)"_s;
    const QString answer = excerpt(r->readAll());
    if (!answer.isEmpty())
        why += u": "_s + answer;
    if (!why.endsWith(u'.'))
        why += u'.';
    return fail(why);
}

Status WebhookSink::flush() {
    return Done{};
}

} // namespace outbox
