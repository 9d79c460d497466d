#pragma once

#include "relay/eventformat.h"
#include "util/result.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace outbox {

// One FennFlow row, ready to publish.
struct SinkEvent {
    QString rowId;
    QString eventId;     // the idempotency key
    QString aggregateId; // the partition key: events of one file stay in order
    QString eventType;
    QByteArray body; // the JSON document sent or written (one line, no trailing newline)
    QString aggregateType;
    QString createdAt;   // RFC 3339, UTC
    QString storagePath; // the payload's storage_path; empty when it has none
};

// Where the relay publishes FennFlow events: an HTTP webhook or a JSON-lines file.
//
// Blocking: call from the relay's worker thread only, one instance per thread.
class EventSink {
public:
    EventSink() = default;
    virtual ~EventSink();
    EventSink(const EventSink &) = delete;
    EventSink &operator=(const EventSink &) = delete;

    virtual QString description() const = 0; // no secrets
    // Publishes one event; an error says why (status code, timeout, refused connection, …).
    virtual Status publish(const SinkEvent &event) = 0;
    // Publishes a batch. The events of one partition key (aggregateId) go in the given order,
    // each once the one before it is acknowledged; with stopKeyAtFailure, a failure leaves the
    // rest of its key untried (their outcome unset). Events of different keys may be in flight
    // together. This one publishes one event at a time; a sink that can do better overrides it.
    virtual std::vector<std::optional<Status>> publishBatch(const QList<SinkEvent> &events,
                                                            bool stopKeyAtFailure);
    // Makes everything published so far durable (the file sink fsyncs); called once per batch
    // before the batch is settled. A failure fails every event of the batch.
    virtual Status flush() = 0;
};

// Runs attempt(0 … count-1) one at a time in that order; with stopKeyAtFailure, an item whose
// key (keyOf) already failed is not attempted (its outcome unset).
std::vector<std::optional<Status>> attemptInTurn(qsizetype count,
                                                 const std::function<QString(qsizetype)> &keyOf,
                                                 const std::function<Status(qsizetype)> &attempt,
                                                 bool stopKeyAtFailure);

// How the webhook sink signs a request (--signature) when it has a secret.
enum class WebhookSignature {
    HmacSha256,       // X-Outbox-Signature: sha256=<hex HMAC-SHA256(secret, body)>
    StandardWebhooks, // webhook-id, webhook-timestamp, webhook-signature: v1,<base64> (the
                      // secret is whsec_<base64 key>), as standardwebhooks.com specifies
};
// "hmac-sha256", "standard-webhooks"; an error names the choices.
Result<WebhookSignature> parseWebhookSignature(const QString &text);

struct SinkOptions {
    QString webhookSecret; // the signature's key; empty: unsigned
    WebhookSignature signature = WebhookSignature::HmacSha256;
    EventFormat format = EventFormat::Plain;
    CloudEventTemplates cloudEvents;
    int connectTimeoutMs = 2000;
    int requestTimeoutMs = 10000;
    int maxInFlight = 8; // webhook: requests in flight at once per relay lane (keys in parallel)
};

// A sink setting (a profile's sink, --sink=…) split into its kind and target: "webhook:URL",
// "file:PATH", or nothing. The kind is what comes before the first colon, in any case; the
// target what follows it, trimmed.
enum class SinkKind { None, Webhook, File, Other };
struct SinkSpec {
    SinkKind kind = SinkKind::None; // None: the setting is empty (blank)
    QString target;                 // the webhook URL or the file path
    QString kindText;               // Other: the text before the first colon, as written
    bool hasKind = false;           // Other: whether the setting has a colon at all

    static SinkSpec parse(const QString &spec);
    // The setting of a kind and target: "webhook:" + target, "file:" + target; empty for None
    // and Other.
    static QString encode(SinkKind kind, const QString &target);
};

// "webhook:http(s)://…" or "file:/path/events.jsonl".
Result<std::unique_ptr<EventSink>> openEventSink(const QString &spec,
                                                 const SinkOptions &options = {});

} // namespace outbox
