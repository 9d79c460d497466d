# Sources of the relay's sinks, metrics endpoint and service installer (included by
# core/CMakeLists.txt into outbox_core).
set(OUTBOX_RELAY_SINK_SOURCES
    relay/eventsink.h relay/eventsink.cpp
    relay/eventformat.h relay/eventformat.cpp
    relay/webhooksink.h relay/webhooksink.cpp
    relay/brokernames.h relay/brokernames.cpp
    relay/brokersink.h relay/brokersink.cpp
    relay/filesink.h relay/filesink.cpp
    relay/metricsserver.h relay/metricsserver.cpp
    relay/serviceinstaller.h relay/serviceinstaller.cpp
    relay/environmentfile.h relay/environmentfile.cpp
    relay/relaysetup.h relay/relaysetup.cpp
    relay/relaypeers.h relay/relaypeers.cpp
    relay/deliveryorder.h relay/deliveryorder.cpp
    relay/blockedkeys.h relay/blockedkeys.cpp
)
# The broker sinks whose clients this configuration has (cmake/BrokerClients.cmake).
if(OUTBOX_HAVE_AMQP)
    list(APPEND OUTBOX_RELAY_SINK_SOURCES relay/amqpsink.cpp)
endif()
if(OUTBOX_HAVE_NATS)
    list(APPEND OUTBOX_RELAY_SINK_SOURCES relay/natssink.cpp)
endif()
if(OUTBOX_HAVE_KAFKA)
    list(APPEND OUTBOX_RELAY_SINK_SOURCES relay/kafkasink.cpp)
endif()
