#pragma once

#include "relay/eventsink.h"

#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace outbox {

// Publishes each event as an HTTP POST of its JSON body to one URL.
//
// Headers: Content-Type: application/json, Idempotency-Key and X-Outbox-Event-Id (the event id),
// X-Outbox-Partition-Key (the aggregate id), X-Outbox-Event-Type and, with a secret,
// X-Outbox-Signature: sha256=<hex HMAC-SHA256(secret, body)>. Header values outside printable
// ASCII, and '%', are percent-encoded (UTF-8), so a file name cannot break the request.
//
// Any 2xx is success. Redirects are not followed (a 3xx is an error naming the status), and
// nothing is retried here: the relay's backoff decides when to try again.
class WebhookSink final : public EventSink {
public:
    // Checks the URL (http or https, with a host) and the options.
    static Result<std::unique_ptr<WebhookSink>> create(const QString &url,
                                                       const SinkOptions &options = {});
    ~WebhookSink() override;

    // "webhook https://host:port/…": the path, query and user info may hold a token, so only
    // the origin is shown.
    QString description() const override;
    Status publish(const SinkEvent &event) override;
    Status flush() override; // nothing is buffered: a 2xx answer already means delivered

    // "sha256=<lowercase hex>": what X-Outbox-Signature carries for this body.
    static QByteArray signature(const QByteArray &secret, const QByteArray &body);
    // The header value for a text: printable ASCII as is, other bytes and '%' as %XX.
    static QByteArray headerValue(const QString &text);

private:
    WebhookSink(QUrl url, SinkOptions options);
    QNetworkAccessManager &network(std::unique_ptr<QNetworkAccessManager> &temporary);

    QUrl m_url;
    SinkOptions m_options;
    std::unique_ptr<QNetworkAccessManager> m_network; // created in the thread that publishes
};

} // namespace outbox
