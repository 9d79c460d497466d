# Sources of the relay's sinks, metrics endpoint and service installer (included by
# core/CMakeLists.txt into outbox_core).
set(OUTBOX_RELAY_SINK_SOURCES
    relay/eventsink.h relay/eventsink.cpp
    relay/eventformat.h relay/eventformat.cpp
    relay/webhooksink.h relay/webhooksink.cpp
    relay/amqpsink.h relay/amqpsink.cpp
    relay/natssink.h relay/natssink.cpp
    relay/brokernames.h relay/brokernames.cpp
    relay/kafkasink.h relay/kafkasink.cpp
    relay/filesink.h relay/filesink.cpp
    relay/metricsserver.h relay/metricsserver.cpp
    relay/serviceinstaller.h relay/serviceinstaller.cpp
    relay/environmentfile.h relay/environmentfile.cpp
    relay/relaysetup.h relay/relaysetup.cpp
    relay/relaypeers.h relay/relaypeers.cpp
    relay/deliveryorder.h relay/deliveryorder.cpp
    relay/blockedkeys.h relay/blockedkeys.cpp
)
