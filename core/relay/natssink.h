#pragma once

#include "relay/brokersink.h"

#include <memory>

namespace outbox {

// Publishes each event to NATS JetStream, through nats.c:
//
//   nats://[USER@]HOST[:PORT]/SUBJECT
//
// SUBJECT is a template like the CloudEvents attributes' ({aggregate_type}, {event_type}, …;
// default outbox.{aggregate_type}.{event_type}). The password is SinkOptions::brokerPassword; one
// in the URL is refused.
//
// Each message carries Nats-Msg-Id = the event id, so the stream drops a message it already has
// (within its duplicate window) when a batch is published again; the header
// Outbox-Partition-Key = the aggregate id; Content-Type; and in CloudEvents binary mode the
// attributes as ce- headers. An event is delivered only once the stream's publish
// acknowledgement for it arrives; an error answer, no stream for the subject (no responders) or
// no answer within the request timeout fails it with the reason. A key's events go one after the
// other, each once the one before it is acknowledged; events of different keys are in flight
// together.
//
// Blocking, on the calling thread (acknowledgements arrive on nats.c's thread and are handed
// over); one connection per sink, opened on first use and again after it fails.
class NatsSink final : public BrokerSink {
public:
    static Result<std::unique_ptr<NatsSink>> create(const QString &url,
                                                    const SinkOptions &options = {});
    ~NatsSink() override;

    QString description() const override; // "nats host:port subject TEMPLATE", no password

private:
    struct Settings;
    struct Connection;
    NatsSink(std::unique_ptr<Settings> settings, SinkOptions options);
    bool clientUsable() const override;
    Status connect() override;
    void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) override;

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Connection> m_connection;
};

} // namespace outbox
