#pragma once

#include "objectstore/objectstore.h"
#include "objectstore/s3objectstore.h"
#include "relay/eventsink.h"
#include "relay/relaysetup.h"
#include "secretstore.h"
#include "target/connectiontarget.h"

#include <memory>

namespace outbox {

// Where a secret came from: for messages such as "using OUTBOX_DATABASE_PASSWORD", never the
// secret itself.
enum class SecretSource { None, Keychain, Environment, Url };
QString secretSourceLabel(SecretSource source);

// The database password of a connection, by the precedence of cli.md: the profile's keychain
// entry (or a secret given for this session, with a SessionSecretStore), else
// OUTBOX_DATABASE_PASSWORD, else the password in the URL (discouraged). An empty string when
// there is none, and always for SQLite (the keychain is not even asked).
//
// A missing keychain is normal headless and falls through to the environment. A keychain that
// exists but refuses (locked, access denied) is an error only when nothing else gives a
// password: a clear "the keychain refused" beats the database's "authentication failed".
Result<QString> databasePasswordFor(const ConnectionTarget &target, SecretBackend &secrets,
                                    SecretSource *source = nullptr);
// The passphrase of the connection's client key (PostgreSQL sslkey), by the same precedence: the
// profile's keychain entry "ssl-key-password" (or one given for this session), else
// OUTBOX_DATABASE_SSLPASSWORD, else the one the spec already has (empty, or typed but not yet
// stored). Without a client key the keychain is not asked, and the spec's passphrase is returned.
Result<QString> sslKeyPasswordFor(const ConnectionTarget &target, SecretBackend &secrets,
                                  SecretSource *source = nullptr);
// Sets target.spec.password from databasePasswordFor() and target.spec.sslKeyPassword from
// sslKeyPasswordFor(): every connection's secrets, read once before it connects.
Status applyDatabasePassword(ConnectionTarget &target, SecretBackend &secrets,
                             SecretSource *source = nullptr);

// The object store secret key of a profile: its keychain entry, else
// OBJECT_STORE_SECRET_ACCESS_KEY. profileName may be empty (then the environment only).
Result<QString> objectStoreSecretKeyFor(const QString &profileName, SecretBackend &secrets,
                                        SecretSource *source = nullptr);
// The webhook signing secret of a profile: its keychain entry, else OUTBOX_WEBHOOK_SECRET.
Result<QString> webhookSecretFor(const QString &profileName, SecretBackend &secrets,
                                 SecretSource *source = nullptr);
// The password of a profile's broker sink (AMQP, NATS, Kafka SASL): its keychain entry, else
// OUTBOX_SINK_PASSWORD.
Result<QString> sinkPasswordFor(const QString &profileName, SecretBackend &secrets,
                                SecretSource *source = nullptr);
// Fills the secrets an event sink needs (sinkSpec: "webhook:…", "amqp://…", …) into options:
// the webhook secret for a webhook, the broker password for a broker. Blocking (the keychain).
Status applySinkSecrets(const QString &profileName, SecretBackend &secrets, const QString &sinkSpec,
                        SinkOptions &options);
// A test publish (relaysetup.h testPublish) to a profile's sink with its event settings and
// its sink secret: typedSecret when not empty (a secret typed but not yet saved), else the one
// applySinkSecrets() finds for profile.name. Blocking: the keychain, then the sink.
Result<TestPublish> testPublishFor(const Profile &profile, SecretBackend &secrets,
                                   const QString &typedSecret = {}, const QString &table = {});

// The S3 settings a profile keeps in Profile::objectStore, as
//   s3://BUCKET?endpoint=URL&region=REGION&access_key_id=ID&path_style=true
// (values percent-encoded). The access key id is an identifier, not a secret; the secret key is
// in the keychain. An empty endpoint means AWS S3 in the region.
struct ProfileS3Settings {
    QString bucket;
    QString endpoint;
    QString region = QStringLiteral("auto");
    QString accessKeyId;
    bool pathStyle = false;

    static bool isS3Spec(const QString &spec);
    // Checks the parts that do not need the secret; a user name or password in the endpoint is
    // refused so that nothing secret reaches the settings file.
    static Result<ProfileS3Settings> parse(const QString &spec);
    QString toSpec() const;
    // The store's configuration, with the secret key and the OBJECT_STORE_ACCESS_KEY_ID
    // default applied.
    S3Config toConfig(const QString &secretAccessKey) const;
};

// Opens the object store of a profile: "file:/DIR", "s3://…" (its secret key from
// objectStoreSecretKeyFor), or empty for the OBJECT_STORE_* environment, as openObjectStore().
// Blocking like every ObjectStore call: not on the GUI thread.
Result<std::unique_ptr<ObjectStore>>
openProfileObjectStore(const QString &spec, const QString &profileName, SecretBackend &secrets);
// The same with the secret key read before (objectStoreSecretKeyFor; empty: none), so that a
// worker thread opens its own store without the keychain: the relay's lanes, the dialogs' checks.
Result<std::unique_ptr<ObjectStore>> openProfileObjectStoreWithKey(const QString &spec,
                                                                   const QString &profileName,
                                                                   const QString &secretKey);

} // namespace outbox
