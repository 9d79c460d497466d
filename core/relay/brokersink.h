#pragma once

#include "relay/eventsink.h"

namespace outbox {

// What the broker sinks (AmqpSink, NatsSink, KafkaSink) share: the options and the encoder made
// from them; one client (a connection or a producer) per sink, made on first use and again when
// the one before can no longer publish; and a batch sent in turns per key (KeyTurns): a key's
// events go one after the other, each once the broker has taken the one before it, while events
// of different keys are in flight together. Nothing is buffered: a message the broker has taken
// is the broker's, so flush() has nothing to do.
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

} // namespace outbox
