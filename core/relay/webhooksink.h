#pragma once

#include "relay/eventsink.h"

#include <QUrl>

#include <memory>

namespace outbox {

// Publishes each event as an HTTP POST of its JSON body to one URL.
//
// Headers: Content-Type: application/json, Idempotency-Key and X-Outbox-Event-Id (the event id),
// X-Outbox-Partition-Key (the aggregate id), X-Outbox-Event-Type and, with a secret,
// X-Outbox-Signature: sha256=<hex HMAC-SHA256(secret, body)>, or with
// WebhookSignature::StandardWebhooks the webhook-id (the event id), webhook-timestamp and
// webhook-signature headers of standardwebhooks.com. As CloudEvents (SinkOptions::format), the
// body is the structured event, or the attributes are ce- headers (binary mode). Header values
// outside printable ASCII, and '%', are percent-encoded (UTF-8), so a file name cannot break the
// request.
//
// Any 2xx is success. Redirects are not followed (a 3xx is an error naming the status), and
// nothing is retried here: the relay's backoff decides when to try again.
//
// On libcurl's multi interface, in the calling thread: keep-alive connections kept across
// batches, and up to SinkOptions::maxInFlight requests in flight at once (one per partition
// key, so a key's events still arrive in order). No proxy is used.
class WebhookSink final : public EventSink {
public:
    // Checks the URL (http or https, with a host) and the options; what openEventSink() opens
    // for "webhook:URL".
    static Result<std::unique_ptr<EventSink>> create(const QString &url,
                                                     const SinkOptions &options = {});
    ~WebhookSink() override;

    // "webhook https://host:port/…": the path, query and user info may hold a token, so only
    // the origin is shown.
    QString description() const override;
    Status publish(const SinkEvent &event) override;
    std::vector<std::optional<Status>> publishBatch(const QList<SinkEvent> &events,
                                                    bool stopKeyAtFailure) override;
    Status flush() override; // nothing is buffered: a 2xx answer already means delivered

    // "sha256=<lowercase hex>": what X-Outbox-Signature carries for this body.
    static QByteArray signature(const QByteArray &secret, const QByteArray &body);
    // The header value for a text: printable ASCII as is, other bytes, '%' and the characters
    // of alsoEncode as %XX.
    static QByteArray headerValue(const QString &text, const char *alsoEncode = "");
    // Standard Webhooks: the key of a secret "whsec_<base64>" (the prefix may be left out);
    // an error, which does not show the secret, when it is not one.
    static Result<QByteArray> standardWebhooksKey(const QString &secret);
    // "v1,<base64 HMAC-SHA256(key, id.timestamp.body)>".
    static QByteArray standardWebhooksSignature(const QByteArray &key, const QByteArray &id,
                                                qint64 timestamp, const QByteArray &body);

private:
    struct Client;
    struct Transfer;
    WebhookSink(QUrl url, SinkOptions options);
    Status outcome(const SinkEvent &event, const Transfer &transfer, int curlCode) const;

    QUrl m_url;
    QByteArray m_user;     // HTTP basic authentication: the URL's user, without its password
    QByteArray m_password; // … whose password is the sink password (never in the URL)
    QByteArray m_urlText;  // encoded, as libcurl takes it
    SinkOptions m_options;
    EventEncoder m_encoder;
    std::unique_ptr<Client> m_client; // created on first use
};

} // namespace outbox
