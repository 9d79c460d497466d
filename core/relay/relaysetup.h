#pragma once

#include "relay/relayengine.h"

#include <functional>
#include <memory>

namespace outbox {

class ObjectStore;
struct Profile;

// Opens the object store a Vortos relay executes against. Called once per delivery lane, each on
// its own thread: it must be safe to call from any thread (resolve secrets before, not inside).
using ObjectStoreOpener = std::function<Result<std::unique_ptr<ObjectStore>>()>;

// How a relay delivers what it claims.
struct RelayDelivery {
    ExecutorFactory factory; // one executor per lane
    QString destination; // "bucket … at …", "file …": for messages and the audit; no secrets
    RelaySettings settings; // as given, with the destination's needs applied
};

// The one way `outboxctl relay` and the console's relay panel build a relay's delivery: Vortos
// rows against the store openStore opens, FennFlow rows to the sink sinkSpec ("webhook:URL" or
// "file:PATH", with sinkOptions). Opens the store or sink once to check it and name the
// destination. A file sink gets one lane, so that the file's lines keep the claim order.
// Blocking (the store or sink answers first): not on the GUI thread.
Result<RelayDelivery> prepareRelayDelivery(const OutboxTable &table, RelaySettings settings,
                                           const ObjectStoreOpener &openStore,
                                           const QString &sinkSpec,
                                           const SinkOptions &sinkOptions = {});

// A profile's event settings (format, webhook signature, CloudEvents templates; empty templates
// keep the defaults) into options. An error names the setting and changes nothing.
Status applyProfileSinkSettings(const Profile &profile, SinkOptions &options);

// Whether options can make events: the CloudEvents templates name only known values, and source
// and type are not empty (plain events need neither). The error names the setting.
Status checkSinkOptions(const SinkOptions &options);

// What a test publish sent.
struct TestPublish {
    QString eventId;     // "outbox-test-<uuid>"
    QString destination; // the sink's description, no secrets
    qint64 milliseconds = 0;
};

// One test event to the sink sinkSpec, as the relay would send it (same format, signature,
// headers and key), acknowledged and flushed, so that the user sees the sink work before the
// relay starts. It belongs to no row: no database is touched. Its aggregate_type is
// "OutboxConsole", its event_type "test", its aggregate_id "outbox-console-test" and its
// payload {"test": true, …}; a consumer can tell it from a file's event. Blocking: not on the
// GUI thread.
Result<TestPublish> testPublish(const QString &sinkSpec, const SinkOptions &options,
                                const QString &table = {});

} // namespace outbox
