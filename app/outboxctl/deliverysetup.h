#pragma once

#include "cli.h"

#include "relay/relaysetup.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace outbox::cli {

// Where rows go when outboxctl delivers them (the relay, deliver): the object store a Vortos row
// is carried out against, or the sink a FennFlow event is published to, with its event settings
// and secrets.

// --sink, --event-format, --ce-source, --ce-type, --ce-subject, --signature.
QList<QCommandLineOption> sinkOptions();
// The FennFlow event settings: the profile's, then the options given.
Status readEventSettings(const Context &context, const QCommandLineParser &parser,
                         SinkOptions &sinkOptions);
// --sink, else the profile's.
QString sinkSetting(const Context &context, const QCommandLineParser &parser);
// The table's rows' destination, opened once and checked (prepareRelayDelivery): the object store
// (--object-store, the profile's, or the OBJECT_STORE_* environment) for Vortos, the sink with
// its secrets (keychain, OUTBOX_SINK_PASSWORD) for FennFlow.
Result<RelayDelivery> prepareCommandDelivery(Context &context, const QCommandLineParser &parser,
                                             const OutboxTable &table,
                                             const RelaySettings &settings,
                                             const SinkOptions &eventSettings);

} // namespace outbox::cli
