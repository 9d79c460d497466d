#pragma once

#include "relay/brokersink.h"

#include <memory>

namespace outbox {

// Publishes each event to Kafka, through librdkafka:
//
//   kafka://[USER@]HOST:PORT[,HOST:PORT…]/TOPIC[?sasl=plain|scram-sha-256|scram-sha-512]
//                                              [&tls=true][&ca-file=PATH]
//
// TOPIC is a template like the CloudEvents attributes' (default outbox.event.{aggregate_type},
// Debezium's convention). A user means SASL (PLAIN unless sasl= says otherwise), its password
// SinkOptions::brokerPassword; one in the URL is refused. tls=true speaks TLS (sasl_ssl or ssl),
// with the system's CAs or ca-file.
//
// The producer is idempotent with acks=all. The message key is the aggregate id, so one key's
// events go to one partition; headers carry event_id and event_type (and, in CloudEvents
// binary mode, the attributes as ce_ headers and content-type). An event is delivered only once
// its delivery report says the broker has it; a failed report fails it with librdkafka's
// reason. A key's events go one after the other, each once the one before it is reported;
// events of different keys are in flight together.
//
// Blocking, on the calling thread (delivery reports are served there); one producer per sink,
// made on first use and again after a fatal error.
class KafkaSink final : public BrokerSink {
public:
    static Result<std::unique_ptr<KafkaSink>> create(const QString &url,
                                                     const SinkOptions &options = {});
    ~KafkaSink() override;

    QString description() const override; // "kafka host:port,… topic TEMPLATE", no password

private:
    struct Settings;
    struct Producer;
    KafkaSink(std::unique_ptr<Settings> settings, SinkOptions options);
    bool clientUsable() const override;
    Status connect() override;
    void publishTurns(const QList<SinkEvent> &events, KeyTurns &turns) override;

    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<Producer> m_producer;
};

} // namespace outbox
