#pragma once

#include "relay/brokersink.h"

#include <memory>

namespace outbox {

// Publishes each event to a RabbitMQ (AMQP 0-9-1) exchange, through rabbitmq-c:
//
//   amqp://USER@HOST[:PORT]/VHOST?exchange=NAME[&routing-key=TEMPLATE]
//
// VHOST is percent-encoded ("/" or nothing: the default vhost "/"); exchange= with no name is
// the default exchange (routing to the queue the routing key names). The routing key is a
// template like the CloudEvents attributes' (default {aggregate_type}.{event_type}). The
// password is SinkOptions::brokerPassword; one in the URL is refused.
//
// Messages are persistent (delivery mode 2) and mandatory, with message-id = the event id,
// type = the event type, app-id "outbox-console" and the header outbox-partition-key = the
// aggregate id; in CloudEvents binary mode the attributes are "cloudEvents:" headers. The channel
// is in confirm mode: an event is delivered only once the broker's basic.ack for it arrives; a
// basic.nack, a basic.return (no queue took a mandatory message) or the channel closing (no
// such exchange, no permission) fails it with the broker's reason. A key's events go one after
// the other, each once the one before it is confirmed; events of different keys are in flight
// together on the one channel.
//
// Blocking, on the calling thread; one connection per sink, opened on first use and again after
// it fails.
class AmqpSink final : public BrokerSink {
public:
    static Result<std::unique_ptr<AmqpSink>> create(const QString &url,
                                                    const SinkOptions &options = {});
    ~AmqpSink() override;

    QString description() const override; // "amqp host:port/vhost exchange NAME", no password

private:
    struct Settings;
    struct Connection;
    AmqpSink(std::unique_ptr<Settings> settings, SinkOptions options);
    bool clientUsable() const override;
    Status connect() override;
    void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) override;

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Connection> m_connection; // open, with channel 1 in confirm mode
};

} // namespace outbox
