#pragma once

#include "relay/eventsink.h"

namespace outbox {

// What the broker sinks (RabbitMQ, NATS JetStream and Kafka, each in its .cpp) share: the options
// and the encoder made from them; one client (a connection or a producer) per sink, made on first
// use and again when the one before can no longer publish; and a batch sent in turns per key
// (KeyTurns): a key's events go one after the other, each once the broker has taken the one before
// it, while events of different keys are in flight together. Nothing is buffered: a message the
// broker has taken is the broker's, so flush() has nothing to do.
//
// Blocking, on the calling thread.
class BrokerSink : public EventSink {
public:
    ~BrokerSink() override;

    Status publish(const SinkEvent &event) final { return publishAsBatch(event); }
    // Makes the client when the sink has none that can publish (the batch fails with the reason
    // when that fails), then hands the batch to publishTurns().
    std::vector<std::optional<Status>> publishBatch(const QList<SinkEvent> &events,
                                                    bool stopKeyAtFailure) final;
    Status flush() final { return Done{}; }

protected:
    explicit BrokerSink(SinkOptions options);

    const SinkOptions &options() const { return m_options; }
    const EventEncoder &encoder() const { return m_encoder; }

    // Whether a client made before is there and can still publish.
    virtual bool clientUsable() const = 0;
    // Makes the client, dropping the one before.
    virtual Status connect() = 0;
    // Publishes a batch (never empty) through the client: every event it sends is settled in
    // turns; when the client fails, the rest fails with it (KeyTurns::failRest) and the client
    // is dropped, so the next batch makes another.
    virtual void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) = 0;

private:
    SinkOptions m_options;
    EventEncoder m_encoder;
};

// The broker sinks, each compiled in where the configuration has its client
// (cmake/BrokerClients.cmake) and opened by openEventSink() alone. Each checks its URL (a
// password in it is refused: it is SinkOptions::brokerPassword) and connects on its first batch;
// its .cpp says what it sends and when an event counts as delivered.
//
// RabbitMQ (AMQP 0-9-1), amqpsink.cpp: amqp://USER@HOST[:PORT]/VHOST?exchange=NAME[&…], or
// amqps://… (TLS, which also takes ca-file=PATH)
Result<std::unique_ptr<EventSink>> openAmqpSink(const QString &url, const SinkOptions &options);
// NATS JetStream, natssink.cpp: nats://[USER@]HOST[:PORT]/SUBJECT
Result<std::unique_ptr<EventSink>> openNatsSink(const QString &url, const SinkOptions &options);
// Kafka, kafkasink.cpp:
//   kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=…][&tls=true][&ca-file=PATH]
Result<std::unique_ptr<EventSink>> openKafkaSink(const QString &url, const SinkOptions &options);

} // namespace outbox
