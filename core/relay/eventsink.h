#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

#include <memory>

namespace outbox {

// One FennFlow row, ready to publish.
struct SinkEvent {
    QString rowId;
    QString eventId;     // the idempotency key
    QString aggregateId; // the partition key: events of one file stay in order
    QString eventType;
    QByteArray body;     // the JSON document sent or written (one line, no trailing newline)
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
    // Makes everything published so far durable (the file sink fsyncs); called once per batch
    // before the batch is settled. A failure fails every event of the batch.
    virtual Status flush() = 0;
};

struct SinkOptions {
    QString webhookSecret;        // HMAC-SHA256 key for the signature header; empty: unsigned
    int connectTimeoutMs = 2000;
    int requestTimeoutMs = 10000;
};

// "webhook:http(s)://…" or "file:/path/events.jsonl".
Result<std::unique_ptr<EventSink>> openEventSink(const QString &spec, const SinkOptions &options = {});

} // namespace outbox
