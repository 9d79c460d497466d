#pragma once

#include "relay/relaysetup.h"

#include <optional>

namespace outbox {

class SecretBackend;
struct Profile;

// Where the console sends a profile's rows (its relay panel's relay, Deliver Elsewhere), with the
// profile's secrets read here and never passed around in text: Vortos rows against the object
// store destination names ("file:/DIR", "s3://…"; empty: the OBJECT_STORE_* environment), its
// secret key from the profile's keychain entry; FennFlow rows to the sink destination names
// ("file:…", "webhook:…", "amqp://…", "nats://…", "kafka://…"), with the profile's event settings
// (profile may be unset for a URL target), and its sink password and webhook secret only when
// destination is the profile's own sink (same scheme, host and port). prepareRelayDelivery then
// opens the store or sink once to check it. Blocking (the keychain, then the destination): not on
// the GUI thread.
Result<RelayDelivery> prepareProfileDelivery(const std::optional<Profile> &profile,
                                             const QString &profileName, const OutboxTable &table,
                                             const RelaySettings &settings,
                                             const QString &destination, SecretBackend &secrets);

} // namespace outbox
