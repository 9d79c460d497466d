#pragma once

#include "relay/relayengine.h"

#include <functional>
#include <memory>

namespace outbox {

class ObjectStore;

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

} // namespace outbox
