#pragma once

#include "relay/eventformat.h"
#include "util/result.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QUrl>

#include <deque>

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

protected:
    // publish() for a sink whose publishBatch() does the work: a batch of one.
    Status publishAsBatch(const SinkEvent &event);
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

// The turns of a sink that keeps one event of each partition key in flight: a key's events go
// one after the other, each once the one before it is settled; with stopKeyAtFailure a failure
// leaves the rest of its key untried (outcome unset).
class KeyTurns {
public:
    KeyTurns(const QList<SinkEvent> &events, bool stopKeyAtFailure);
    // The first event of every key, in the order the keys first appear: the ones to send first.
    QList<qsizetype> heads() const;
    // Records the outcome of an event in flight; returns the next event of its key to send, or
    // -1 when its key has no more to send.
    qsizetype settle(qsizetype index, const Status &outcome);
    // From index on along its key, the first event check() passes; each one it fails is settled
    // as failed with its error (alone: nothing else is touched). -1 when the key has none left
    // to send now. For a check made per event before it is sent (a broker name rendered from
    // the event's data).
    qsizetype firstSendable(qsizetype index, const std::function<Status(qsizetype)> &check);
    // Ends every key: its event in flight fails with error, and so do the ones behind it (in
    // order per key: they stay untried).
    void failRest(const Error &error);
    const std::vector<std::optional<Status>> &outcomes() const { return m_outcomes; }

private:
    const QList<SinkEvent> &m_events;
    bool m_stopKeyAtFailure;
    QHash<QString, std::deque<qsizetype>> m_queued;
    QList<qsizetype> m_heads;
    std::vector<std::optional<Status>> m_outcomes;
};

struct SinkOptions {
    QString webhookSecret; // the signature's key; empty: unsigned
    WebhookSignature signature = WebhookSignature::HmacSha256;
    EventFormat format = EventFormat::Plain;
    CloudEventTemplates cloudEvents;
    int connectTimeoutMs = 2000;
    int requestTimeoutMs = 10000;
    int maxInFlight = 8;    // webhook: requests in flight at once per relay lane (keys in parallel)
    QString brokerPassword; // AMQP, NATS and Kafka SASL: never in the URL
};

// A sink setting (a profile's sink, --sink=…) split into its kind and target: "webhook:URL",
// "file:PATH", a broker's URL (amqp://…, nats://…, kafka://…), or nothing. The kind is what
// comes before the first colon, in any case; the target what follows it, trimmed (for a broker,
// the whole URL).
enum class SinkKind { None, Webhook, File, Amqp, Nats, Kafka, Other };
struct SinkSpec {
    SinkKind kind = SinkKind::None; // None: the setting is empty (blank)
    QString target;                 // the webhook URL, the file path or the broker URL
    QString kindText;               // Other: the text before the first colon, as written
    bool hasKind = false;           // Other: whether the setting has a colon at all

    static SinkSpec parse(const QString &spec);
    // AMQP, NATS or Kafka: a sink that may need SinkOptions::brokerPassword.
    bool isBroker() const {
        return kind == SinkKind::Amqp || kind == SinkKind::Nats || kind == SinkKind::Kafka;
    }
    // The setting of a kind and target: "webhook:" + target, "file:" + target; empty for None
    // and Other.
    static QString encode(SinkKind kind, const QString &target);
};

// What every broker sink refuses in its URL: a password (it belongs in the keychain or
// OUTBOX_SINK_PASSWORD). sinkName: "RabbitMQ", "NATS", "Kafka".
Error brokerUrlPasswordError(const QString &sinkName);
// A broker sink's URL, parsed tolerantly (subject and routing templates use braces), checked for
// what every broker refuses: a scheme not in schemes, no host, a password. usage: the sink's form
// for the error ("nats://[USER@]HOST:PORT/SUBJECT").
Result<QUrl> parseBrokerUrl(const QString &text, const QStringList &schemes,
                            const QString &sinkName, const QString &usage);

// Whether this build has the sink of this kind: the broker sinks' clients are optional at
// configure time (cmake/BrokerClients.cmake); the file and webhook sinks are always there.
bool sinkBuiltIn(SinkKind kind);
// The error for a sink this build does not have, naming it, its library and the build option.
Error sinkNotBuiltIn(SinkKind kind);

// How the relay names the sink spec in its messages and audit records, as the opened sink's
// description() does ("file /abs/events.jsonl", "kafka HOST:PORT topic T"), without opening it:
// no connection, no file created. Empty when the spec is blank or not valid.
QString describeEventSink(const QString &spec);

// "webhook:http(s)://…" or "file:/path/events.jsonl".
Result<std::unique_ptr<EventSink>> openEventSink(const QString &spec,
                                                 const SinkOptions &options = {});

} // namespace outbox
