#include "relay/brokersink.h"

namespace outbox {

BrokerSink::BrokerSink(SinkOptions options)
    : m_options(std::move(options))
    , m_encoder(m_options.format, m_options.cloudEvents) {}

BrokerSink::~BrokerSink() = default;

std::vector<std::optional<Status>> BrokerSink::publishBatch(const QList<SinkEvent> &events,
                                                            bool stopKeyAtFailure) {
    KeyTurns turns(events, stopKeyAtFailure);
    if (events.isEmpty())
        return turns.outcomes();
    if (!clientUsable()) {
        if (auto connected = connect(); !connected) {
            turns.failRest(connected.error());
            return turns.outcomes();
        }
    }
    publishTurns(events, turns);
    return turns.outcomes();
}

} // namespace outbox
