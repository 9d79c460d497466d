#include "profiledelivery.h"

#include "profilesecrets.h"
#include "secretstore.h"

#include "objectstore/objectstore.h"
#include "settings/profile.h"

#include <QUrl>

namespace outbox {

namespace {

bool sameDestination(const QString &a, const QString &b) {
    const QUrl x(a.trimmed()), y(b.trimmed());
    return x.scheme() == y.scheme() && x.host() == y.host() && x.port() == y.port() &&
           (!x.host().isEmpty() || a.trimmed() == b.trimmed());
}

} // namespace

Result<RelayDelivery> prepareProfileDelivery(const std::optional<Profile> &profile,
                                             const QString &profileName, const OutboxTable &table,
                                             const RelaySettings &settings,
                                             const QString &destination, SecretBackend &secrets) {
    ObjectStoreOpener openStore;
    SinkOptions sinkOptions;
    const bool events = table.relayDeliversEvents();
    if (!events) {
        QString key;
        if (destination.trimmed().isEmpty() || ProfileS3Settings::isS3Spec(destination)) {
            auto secret = objectStoreSecretKeyFor(profileName, secrets);
            if (!secret)
                return secret.error();
            key = *secret;
        }
        // Each lane opens its store from the values, without the keychain.
        openStore = [destination, profileName, key] {
            return openProfileObjectStoreWithKey(destination, profileName, key);
        };
    } else {
        // The profile's sink password and webhook secret go to the profile's own sink only (its
        // scheme, host and port): never to another destination typed for a delivery.
        if (profile && sameDestination(destination, profile->sink))
            if (auto sinkSecrets = applySinkSecrets(profileName, secrets, destination, sinkOptions);
                !sinkSecrets)
                return sinkSecrets.error();
        if (profile)
            if (auto eventSettings = applyProfileSinkSettings(*profile, sinkOptions);
                !eventSettings)
                return eventSettings.error();
    }
    return prepareRelayDelivery(table, settings, openStore, events ? destination : QString(),
                                sinkOptions);
}

} // namespace outbox
