# The broker sinks' client libraries, each optional. A sink whose client is not built in is left
# out of outbox_core, and a profile or --sink that names it is refused with "this build has no
# … sink" (openEventSink(), core/relay/eventsink.cpp): the rest of the console builds and works.
#
#   OUTBOX_SINK_AMQP   RabbitMQ through rabbitmq-c (librabbitmq-dev)        target outbox_amqp
#   OUTBOX_SINK_NATS   NATS JetStream through nats.c (libnats-dev)          target outbox_nats
#   OUTBOX_SINK_KAFKA  Kafka through librdkafka (cmake/RdKafka.cmake)       target outbox_rdkafka
#
# Each is ON by default and then built in when its library is there; OFF leaves it out even
# then. OUTBOX_HAVE_AMQP, OUTBOX_HAVE_NATS and OUTBOX_HAVE_KAFKA (TRUE or FALSE) say what this
# configuration has, and outbox_core carries them as compile definitions (1 or 0) for its users.
option(OUTBOX_SINK_AMQP "Build the RabbitMQ sink (needs librabbitmq)" ON)
option(OUTBOX_SINK_NATS "Build the NATS JetStream sink (needs libnats)" ON)
option(OUTBOX_SINK_KAFKA "Build the Kafka sink (builds librdkafka from source, see cmake/RdKafka.cmake)" ON)

# A client found through pkg-config: built in when OUTBOX_SINK_<sink> is on and the module is
# there, as the INTERFACE target outbox_<target>; OUTBOX_HAVE_<sink> says which.
function(outbox_pkg_client sink module target what package)
    set(OUTBOX_HAVE_${sink} FALSE PARENT_SCOPE)
    if(NOT OUTBOX_SINK_${sink})
        return()
    endif()
    pkg_check_modules(OUTBOX_PKG_${sink} IMPORTED_TARGET ${module})
    if(NOT OUTBOX_PKG_${sink}_FOUND)
        message(WARNING "${module} not found: building without the ${what} sink (install "
                        "${package}, or -DOUTBOX_SINK_${sink}=OFF to say so)")
        return()
    endif()
    add_library(outbox_${target} INTERFACE)
    target_link_libraries(outbox_${target} INTERFACE PkgConfig::OUTBOX_PKG_${sink})
    set(OUTBOX_HAVE_${sink} TRUE PARENT_SCOPE)
endfunction()

outbox_pkg_client(AMQP "librabbitmq>=0.11" amqp RabbitMQ librabbitmq-dev)
outbox_pkg_client(NATS "libnats>=3.3" nats "NATS JetStream" libnats-dev)

set(OUTBOX_HAVE_KAFKA FALSE)
if(OUTBOX_SINK_KAFKA)
    include(${CMAKE_CURRENT_LIST_DIR}/RdKafka.cmake)
    set(OUTBOX_HAVE_KAFKA TRUE)
endif()

set(_sinks "")
foreach(sink AMQP NATS KAFKA)
    if(OUTBOX_HAVE_${sink})
        list(APPEND _sinks ${sink})
    endif()
endforeach()
message(STATUS "Broker sinks built in: ${_sinks}")
