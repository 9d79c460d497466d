#include "relay/webhooksink.h"
#include "util/coretr.h"

#include <QDateTime>
#include <QHash>
#include <QLoggingCategory>
#include <QMessageAuthenticationCode>

#include <curl/curl.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <deque>
#include <mutex>

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
    , m_user(m_url.userName(QUrl::FullyDecoded).toUtf8())
    , m_password(options.brokerPassword.toUtf8())
    , m_urlText(m_url.toEncoded(QUrl::RemoveUserInfo))
    , m_options(std::move(options))
    , m_encoder(m_options.format, m_options.cloudEvents) {}

WebhookSink::~WebhookSink() = default;

Result<std::unique_ptr<EventSink>> WebhookSink::create(const QString &url,
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
    // As for the brokers: a password in the URL would show in the process list, the profile and
    // the service file. A user in the URL takes its password from the keychain's sink password
    // or OUTBOX_SINK_PASSWORD (HTTP basic authentication).
    if (!parsed.password().isEmpty())
        return brokerUrlPasswordError(u"webhook"_s);
    if (options.connectTimeoutMs <= 0 || options.requestTimeoutMs <= 0)
        return Error::invalid(
            CoreText::tr("The webhook timeouts must be positive (connect %1 ms, request "
                         "%2 ms).")
                .arg(options.connectTimeoutMs)
                .arg(options.requestTimeoutMs));
    if (options.signature == WebhookSignature::StandardWebhooks && !options.webhookSecret.isEmpty())
        if (auto key = standardWebhooksKey(options.webhookSecret); !key)
            return key.error();
    parsed.setScheme(scheme);
    return std::unique_ptr<EventSink>(new WebhookSink(std::move(parsed), options));
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

Result<QByteArray> WebhookSink::standardWebhooksKey(const QString &secret) {
    // The specification's secrets are "whsec_" and the key in base64; its libraries take the key
    // without the prefix too.
    QString text = secret.trimmed();
    if (text.startsWith(u"whsec_"_s))
        text = text.mid(6);
    const auto decoded = QByteArray::fromBase64Encoding(
        text.toLatin1(), QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.size() < 16 || text.isEmpty() ||
        text.toLatin1().toStdString().find_first_not_of(
            "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=") !=
            std::string::npos)
        return Error::invalid(
            CoreText::tr("The webhook secret is not a Standard Webhooks secret: it must be "
                         "whsec_ followed by a key of at least 16 bytes in base64 (the secret "
                         "itself is not shown)."));
    return decoded.decoded;
}

QByteArray WebhookSink::standardWebhooksSignature(const QByteArray &key, const QByteArray &id,
                                                  qint64 timestamp, const QByteArray &body) {
    const QByteArray signed_ = id + '.' + QByteArray::number(timestamp) + '.' + body;
    return "v1," +
           QMessageAuthenticationCode::hash(signed_, key, QCryptographicHash::Sha256).toBase64();
}

QByteArray WebhookSink::headerValue(const QString &text, const char *alsoEncode) {
    QByteArray out;
    const QByteArray utf8 = text.toUtf8();
    out.reserve(utf8.size());
    static constexpr char hex[] = "0123456789ABCDEF";
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x20 && u < 0x7f && u != '%' && !std::strchr(alsoEncode, c)) {
            out.append(c);
        } else {
            out.append('%');
            out.append(hex[u >> 4]);
            out.append(hex[u & 0xf]);
        }
    }
    return out;
}

struct WebhookSink::Transfer {
    CURL *easy = nullptr;
    QByteArray body; // what is sent: the event, or its CloudEvent
    curl_slist *headers = nullptr;
    qsizetype index = -1;  // the event's position in the batch
    QByteArray statusLine; // "HTTP/1.1 404 Not Found"
    QByteArray answer;     // the start of the response body
    char error[CURL_ERROR_SIZE] = {};
};

// The multi handle (its connection cache keeps connections alive between batches) and easy
// handles to use again.
struct WebhookSink::Client {
    CURLM *multi = nullptr;
    std::vector<CURL *> idle;
    ~Client() {
        for (CURL *easy : idle)
            curl_easy_cleanup(easy);
        if (multi)
            curl_multi_cleanup(multi);
    }
};

namespace {

void initCurl() {
    static std::once_flag once;
    std::call_once(once, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
}

constexpr qsizetype kAnswerBytes = 4096; // of an error response's body, for its excerpt

} // namespace

Status WebhookSink::publish(const SinkEvent &event) {
    const std::vector<std::optional<Status>> outcomes = publishBatch({event}, false);
    if (outcomes.front())
        return *outcomes.front();
    return Done{}; // not reached: one event is always tried
}

std::vector<std::optional<Status>> WebhookSink::publishBatch(const QList<SinkEvent> &events,
                                                             bool stopKeyAtFailure) {
    std::vector<std::optional<Status>> outcomes(static_cast<size_t>(events.size()));
    const auto fail = [&](qsizetype i, const QString &why) {
        outcomes[size_t(i)] = Error::failed(CoreText::tr("Cannot publish event %1 to %2: %3")
                                                .arg(events.at(i).eventId, description(), why));
    };
    const auto failAll = [&](const QString &why) {
        for (qsizetype i = 0; i < events.size(); ++i)
            fail(i, why);
        return outcomes;
    };
    if (!m_client) {
        initCurl();
        auto client = std::make_unique<Client>();
        client->multi = curl_multi_init();
        if (!client->multi)
            return failAll(u"the HTTP client could not be set up."_s);
        curl_multi_setopt(client->multi, CURLMOPT_MAX_HOST_CONNECTIONS,
                          long(qMax(1, m_options.maxInFlight)));
        m_client = std::move(client);
    }

    // Each key's events in order; keys take turns for the requests in flight.
    QHash<QString, std::deque<qsizetype>> queued;
    std::deque<QString> ready; // keys with an event to send and none in flight
    for (qsizetype i = 0; i < events.size(); ++i) {
        auto &queue = queued[events.at(i).aggregateId];
        if (queue.empty())
            ready.push_back(events.at(i).aggregateId);
        queue.push_back(i);
    }
    // The key: the secret's bytes for X-Outbox-Signature, its decoded key for Standard Webhooks
    // (checked when the sink was created).
    QByteArray secret = m_options.webhookSecret.toUtf8();
    if (!secret.isEmpty() && m_options.signature == WebhookSignature::StandardWebhooks) {
        const auto key = standardWebhooksKey(m_options.webhookSecret);
        secret = key ? *key : QByteArray();
    }
    std::vector<std::unique_ptr<Transfer>> inFlight;
    const auto start = [&](qsizetype index) -> bool {
        const SinkEvent &event = events.at(index);
        auto t = std::make_unique<Transfer>();
        t->index = index;
        if (m_client->idle.empty()) {
            t->easy = curl_easy_init();
        } else {
            t->easy = m_client->idle.back();
            m_client->idle.pop_back();
            curl_easy_reset(t->easy);
        }
        if (!t->easy) {
            fail(index, u"the HTTP client could not start a request."_s);
            return false;
        }
        const auto header = [&](const char *name, const QByteArray &value) {
            t->headers =
                curl_slist_append(t->headers, QByteArray(name + (": " + value)).constData());
        };
        EncodedEvent encoded = m_encoder.encode(event);
        t->body = std::move(encoded.body);
        header("Content-Type", encoded.contentType);
        header("User-Agent", "outbox-console/" OUTBOX_VERSION);
        header("Idempotency-Key", headerValue(event.eventId));
        header("X-Outbox-Event-Id", headerValue(event.eventId));
        header("X-Outbox-Partition-Key", headerValue(event.aggregateId));
        header("X-Outbox-Event-Type", headerValue(event.eventType));
        // CloudEvents' HTTP binding: each attribute as a ce- header, space, '"' and '%' and
        // anything outside printable ASCII percent-encoded (UTF-8).
        for (const auto &[name, value] : std::as_const(encoded.attributes))
            header(("ce-" + name).constData(), headerValue(value, " \""));
        if (!secret.isEmpty() && m_options.signature == WebhookSignature::StandardWebhooks) {
            const QByteArray id = headerValue(event.eventId, " ,\"");
            const qint64 now = QDateTime::currentSecsSinceEpoch();
            header("webhook-id", id);
            header("webhook-timestamp", QByteArray::number(now));
            header("webhook-signature", standardWebhooksSignature(secret, id, now, t->body));
        } else if (!secret.isEmpty()) {
            header("X-Outbox-Signature", signature(secret, t->body));
        }
        t->headers = curl_slist_append(t->headers, "Expect:"); // no 100-continue round trip
        CURL *e = t->easy;
        curl_easy_setopt(e, CURLOPT_URL, m_urlText.constData());
        if (!m_user.isEmpty()) {
            curl_easy_setopt(e, CURLOPT_HTTPAUTH, long(CURLAUTH_BASIC));
            curl_easy_setopt(e, CURLOPT_USERNAME, m_user.constData());
            curl_easy_setopt(e, CURLOPT_PASSWORD, m_password.constData());
        }
        curl_easy_setopt(e, CURLOPT_PROTOCOLS_STR, "http,https");
        curl_easy_setopt(e, CURLOPT_PROXY, ""); // never through a proxy from the environment
        curl_easy_setopt(e, CURLOPT_NOSIGNAL, 1L);
        curl_easy_setopt(e, CURLOPT_FOLLOWLOCATION, 0L);
        curl_easy_setopt(e, CURLOPT_HTTPHEADER, t->headers);
        curl_easy_setopt(e, CURLOPT_POST, 1L);
        curl_easy_setopt(e, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(t->body.size()));
        curl_easy_setopt(e, CURLOPT_POSTFIELDS, t->body.constData());
        curl_easy_setopt(e, CURLOPT_CONNECTTIMEOUT_MS, long(m_options.connectTimeoutMs));
        curl_easy_setopt(e, CURLOPT_TIMEOUT_MS, long(m_options.requestTimeoutMs));
        curl_easy_setopt(e, CURLOPT_ERRORBUFFER, t->error);
        curl_easy_setopt(e, CURLOPT_PRIVATE, t.get());
        curl_easy_setopt(e, CURLOPT_HEADERDATA, t.get());
        curl_easy_setopt(
            e, CURLOPT_HEADERFUNCTION,
            +[](char *data, size_t size, size_t count, void *user) -> size_t {
                auto *transfer = static_cast<Transfer *>(user);
                const QByteArray line(data, qsizetype(size * count));
                if (line.startsWith("HTTP/")) {
                    transfer->statusLine = line.trimmed();
                    transfer->answer.clear();
                }
                return size * count;
            });
        curl_easy_setopt(e, CURLOPT_WRITEDATA, t.get());
        curl_easy_setopt(
            e, CURLOPT_WRITEFUNCTION,
            +[](char *data, size_t size, size_t count, void *user) -> size_t {
                auto *transfer = static_cast<Transfer *>(user);
                const qsizetype room = kAnswerBytes - transfer->answer.size();
                if (room > 0)
                    transfer->answer.append(data, qMin(room, qsizetype(size * count)));
                return size * count;
            });
        if (curl_multi_add_handle(m_client->multi, e) != CURLM_OK) {
            fail(index, u"the HTTP client could not start a request."_s);
            curl_slist_free_all(t->headers);
            m_client->idle.push_back(e);
            return false;
        }
        inFlight.push_back(std::move(t));
        return true;
    };
    const auto startNext = [&](const QString &key) {
        auto &queue = queued[key];
        while (!queue.empty()) {
            const qsizetype index = queue.front();
            queue.pop_front();
            if (start(index))
                return;
            if (stopKeyAtFailure) {
                queue.clear(); // the rest of the key waits behind the one that failed
                return;
            }
        }
    };

    const qsizetype limit = qMax(1, m_options.maxInFlight);
    while (!ready.empty() || !inFlight.empty()) {
        while (!ready.empty() && qsizetype(inFlight.size()) < limit) {
            const QString key = ready.front();
            ready.pop_front();
            startNext(key);
        }
        int running = 0;
        curl_multi_perform(m_client->multi, &running);
        bool finished = false;
        int left = 0;
        while (CURLMsg *msg = curl_multi_info_read(m_client->multi, &left)) {
            if (msg->msg != CURLMSG_DONE)
                continue;
            finished = true;
            Transfer *done = nullptr;
            curl_easy_getinfo(msg->easy_handle, CURLINFO_PRIVATE, &done);
            const auto it = std::find_if(inFlight.begin(), inFlight.end(),
                                         [done](const auto &t) { return t.get() == done; });
            if (it == inFlight.end())
                continue;
            std::unique_ptr<Transfer> t = std::move(*it);
            inFlight.erase(it);
            const SinkEvent &event = events.at(t->index);
            const Status result = outcome(event, *t, int(msg->data.result));
            outcomes[size_t(t->index)] = result;
            curl_multi_remove_handle(m_client->multi, t->easy);
            // The handle waits for its next request: nothing of this one may stay pointed at.
            curl_easy_setopt(t->easy, CURLOPT_HTTPHEADER, nullptr);
            curl_easy_setopt(t->easy, CURLOPT_ERRORBUFFER, nullptr);
            curl_slist_free_all(t->headers);
            m_client->idle.push_back(t->easy);
            auto &queue = queued[event.aggregateId];
            if (!result.ok() && stopKeyAtFailure)
                queue.clear();
            if (!queue.empty())
                ready.push_back(event.aggregateId);
        }
        if (!finished && !inFlight.empty())
            curl_multi_poll(m_client->multi, nullptr, 0, 100, nullptr);
    }
    return outcomes;
}

Status WebhookSink::outcome(const SinkEvent &event, const Transfer &t, int curlCode) const {
    const auto fail = [&](const QString &why) {
        return Error::failed(CoreText::tr("Cannot publish event %1 to %2: %3")
                                 .arg(event.eventId, description(), why));
    };
    const QString detail = QString::fromUtf8(t.error).trimmed();
    switch (CURLcode(curlCode)) {
    case CURLE_OK:
        break;
    case CURLE_OPERATION_TIMEDOUT: {
        // Never got as far as sending the request (a fresh connection was not made in time):
        // the connect timeout. A reused keep-alive connection never starts it.
        curl_off_t sending = 0;
        curl_easy_getinfo(t.easy, CURLINFO_PRETRANSFER_TIME_T, &sending);
        if (sending == 0)
            return fail(u"timed out: could not connect to %1 within %2 ms (the connect "
                        u"timeout)."_s.arg(authority(m_url))
                            .arg(m_options.connectTimeoutMs));
        return fail(u"timed out: %1 did not answer within %2 ms (the request timeout); "
                    u"the receiver may still have processed the event, which the idempotency "
                    u"key lets it recognise when the relay tries again."_s.arg(authority(m_url))
                        .arg(m_options.requestTimeoutMs));
    }
    case CURLE_COULDNT_CONNECT: {
        long osError = 0;
        curl_easy_getinfo(t.easy, CURLINFO_OS_ERRNO, &osError);
        if (osError == ECONNREFUSED)
            return fail(u"the connection to %1 was refused (is the receiver running, and is "
                        u"the URL right?)."_s.arg(authority(m_url)));
        return fail(u"could not connect to %1: %2."_s.arg(authority(m_url), detail));
    }
    case CURLE_COULDNT_RESOLVE_HOST:
        return fail(u"the host %1 was not found (check the URL)."_s.arg(m_url.host()));
    case CURLE_GOT_NOTHING:
    case CURLE_RECV_ERROR:
        return fail(u"%1 closed the connection without answering."_s.arg(authority(m_url)));
    case CURLE_SSL_CONNECT_ERROR:
    case CURLE_PEER_FAILED_VERIFICATION:
    case CURLE_SSL_CACERT_BADFILE:
    case CURLE_SSL_CERTPROBLEM:
        return fail(u"the TLS handshake with %1 failed: %2."_s.arg(authority(m_url), detail));
    default:
        return fail(u"network error talking to %1: %2."_s.arg(
            authority(m_url),
            detail.isEmpty() ? QString::fromUtf8(curl_easy_strerror(CURLcode(curlCode))) : detail));
    }

    long status = 0;
    curl_easy_getinfo(t.easy, CURLINFO_RESPONSE_CODE, &status);
    qCDebug(lcWebhook).noquote() << u"event %1 -> HTTP %2"_s.arg(event.eventId,
                                                                 QString::number(status));
    if (status >= 200 && status < 300)
        return Done{};

    QString why = u"the receiver answered HTTP %1"_s.arg(status);
    // "HTTP/1.1 404 Not Found": the reason phrase follows the second space.
    const QList<QByteArray> parts = t.statusLine.split(' ');
    const QString reason =
        parts.size() > 2
            ? QString::fromUtf8(t.statusLine.mid(parts.at(0).size() + parts.at(1).size() + 2))
            : QString();
    if (!reason.isEmpty())
        why += u' ' + reason.simplified();
    if (status >= 300 && status < 400)
        why += u" (redirects are not followed: configure the final URL)"_s;
    const QString answer = excerpt(t.answer);
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
