// Where rows go when outboxctl delivers them: the relay's and deliver's destination.
#include "deliverysetup.h"

#include "profilesecrets.h"
#include "relay/eventformat.h"
#include "secretstore.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// Vortos rows go to the object store: its secret key is read from the keychain once, here; each
// delivery lane opens its own store (one network client per thread) from that.
Result<ObjectStoreOpener> objectStoreOpener(Context &c) {
    if (!c.hasObjectStore())
        return Error::invalid(
            Cli::tr("No object store for the Vortos relay: pass --object-store, set it in "
                    "the profile, or set the OBJECT_STORE_* environment."));
    auto secretKey = objectStoreSecretKeyFor(c.profileName, c.keychain());
    if (!secretKey)
        return secretKey.error();
    const QString spec = c.objectStoreSpecOrProfile();
    const QString profileName = c.profileName;
    const QString key = *secretKey;
    return ObjectStoreOpener(
        [spec, profileName, key] { return openProfileObjectStoreWithKey(spec, profileName, key); });
}

} // namespace

QList<QCommandLineOption> sinkOptions() {
    return QList<QCommandLineOption>{
        QCommandLineOption(u"sink"_s,
                           Cli::tr("FennFlow sink: webhook:URL, file:PATH, "
                                   "amqp[s]://USER@HOST:PORT/VHOST?exchange=NAME or "
                                   "nats://USER@HOST:PORT/SUBJECT or "
                                   "kafka://HOST:PORT,…/TOPIC (broker passwords: "
                                   "keychain or OUTBOX_SINK_PASSWORD)."),
                           u"SINK"_s),
        QCommandLineOption(
            u"event-format"_s,
            Cli::tr("FennFlow: plain (default; the event's JSON), ce-binary (CloudEvents "
                    "1.0, the attributes in headers) or ce-structured (CloudEvents 1.0, one "
                    "JSON document)."),
            u"FORMAT"_s, u"plain"_s),
        QCommandLineOption(
            u"ce-source"_s,
            Cli::tr("CloudEvents source (default /outbox/{table}); {aggregate_type}, "
                    "{aggregate_id}, {event_type}, {event_id}, {storage_path} and {table} "
                    "stand for the event's."),
            u"TEMPLATE"_s),
        QCommandLineOption(u"ce-type"_s,
                           Cli::tr("CloudEvents type (default {aggregate_type}.{event_type})."),
                           u"TEMPLATE"_s),
        QCommandLineOption(
            u"ce-subject"_s,
            Cli::tr("CloudEvents subject (default {storage_path}; left out when empty)."),
            u"TEMPLATE"_s),
        QCommandLineOption(
            u"signature"_s,
            Cli::tr("How the webhook is signed when it has a secret: hmac-sha256 (default; "
                    "X-Outbox-Signature) or standard-webhooks (webhook-id, "
                    "webhook-timestamp, webhook-signature; the secret is whsec_ and a "
                    "base64 key)."),
            u"SCHEME"_s, u"hmac-sha256"_s)};
}

// The FennFlow event settings: the profile's, then the options given.
Status readEventSettings(const Context &c, const QCommandLineParser &p, SinkOptions &sinkOptions) {
    if (c.profile) {
        if (auto applied = applyProfileSinkSettings(*c.profile, sinkOptions); !applied)
            return applied;
    }
    if (p.isSet(u"event-format"_s)) {
        auto format = parseEventFormat(p.value(u"event-format"_s));
        if (!format)
            return format.error();
        sinkOptions.format = *format;
    }
    if (p.isSet(u"signature"_s)) {
        auto scheme = parseWebhookSignature(p.value(u"signature"_s));
        if (!scheme)
            return scheme.error();
        sinkOptions.signature = *scheme;
    }
    for (const auto &[option, field] :
         {std::pair{u"ce-source"_s, &sinkOptions.cloudEvents.source},
          std::pair{u"ce-type"_s, &sinkOptions.cloudEvents.type},
          std::pair{u"ce-subject"_s, &sinkOptions.cloudEvents.subject}})
        if (p.isSet(option))
            *field = p.value(option);
    return Done{};
}

// --sink, else the profile's.
QString sinkSetting(const Context &c, const QCommandLineParser &p) {
    return p.isSet(u"sink"_s) ? p.value(u"sink"_s) : (c.profile ? c.profile->sink : QString());
}

Result<RelayDelivery> prepareCommandDelivery(Context &c, const QCommandLineParser &p,
                                             const OutboxTable &table,
                                             const RelaySettings &settings,
                                             const SinkOptions &eventSettings) {
    ObjectStoreOpener openStore;
    QString sinkSpec;
    SinkOptions sinkOptions = eventSettings;
    if (!table.relayDeliversEvents()) {
        auto opener = objectStoreOpener(c);
        if (!opener)
            return opener.error();
        openStore = *opener;
    } else {
        sinkSpec = sinkSetting(c, p);
        if (sinkSpec.isEmpty())
            return Error::invalid(
                Cli::tr("No sink for the FennFlow relay: pass --sink=webhook:URL, "
                        "--sink=file:PATH or a broker's URL (amqp://, nats://, kafka://)."));
        if (auto secrets = applySinkSecrets(c.profileName, c.keychain(), sinkSpec, sinkOptions);
            !secrets)
            return secrets.error();
    }
    return prepareRelayDelivery(table, settings, openStore, sinkSpec, sinkOptions);
}

} // namespace outbox::cli
