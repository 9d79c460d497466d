// Where each secret comes from (cli.md: keychain, else environment, else URL), against the
// in-memory fake keychain; and the S3 settings a profile keeps without its secret key.
#include "failurechecks.h"
#include "profilesecrets.h"
#include "refusingkeychain.h"
#include "scopedenvironment.h"
#include "secretstore.h"
#include "testdatabases.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

using test::profileTarget;

// A keychain that is there but refuses everything: a locked keyring whose prompt was dismissed.
class LockedKeychain final : public test::RefusingKeychain {
public:
    LockedKeychain()
        : RefusingKeychain(u"The keychain refused to read the secret (locked)."_s, u"refused"_s,
                           u"refused"_s) {}
};

} // namespace

class TestProfileSecrets : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init() {
        qunsetenv("OUTBOX_DATABASE_PASSWORD");
        qunsetenv("OBJECT_STORE_SECRET_ACCESS_KEY");
        qunsetenv("OBJECT_STORE_ACCESS_KEY_ID");
        qunsetenv("OUTBOX_WEBHOOK_SECRET");
    }

    void keys() {
        QCOMPARE(secretKey(u"orders"_s, SecretKind::DatabasePassword),
                 u"outbox-console/orders/database-password"_s);
        QCOMPARE(secretKey(u"orders"_s, SecretKind::ObjectStoreSecretKey),
                 u"outbox-console/orders/object-store-secret-key"_s);
        QCOMPARE(secretKey(u"orders"_s, SecretKind::WebhookSecret),
                 u"outbox-console/orders/webhook-secret"_s);
        QCOMPARE(SecretStore::serviceName(), u"outbox-console"_s);
    }

    void memoryFake() {
        MemorySecretStore fake;
        QVERIFY(fake.isAvailable());
        QVERIFY(!fake.isPersistent());
        QVERIFY(fake.write(u"a"_s, SecretKind::DatabasePassword, u"1"_s).ok());
        QVERIFY(fake.write(u"b"_s, SecretKind::DatabasePassword, u"2"_s).ok());
        QCOMPARE(fake.read(u"a"_s, SecretKind::DatabasePassword)->value_or(QString()), u"1"_s);
        QVERIFY(!fake.read(u"a"_s, SecretKind::WebhookSecret)->has_value());
        QCOMPARE(fake.size(), 2);
        QVERIFY(fake.write(u"a"_s, SecretKind::DatabasePassword, QString()).ok());
        QVERIFY(!fake.contains(u"a"_s, SecretKind::DatabasePassword));

        fake.setUnavailable(u"no D-Bus session bus"_s);
        QVERIFY(!fake.isAvailable());
        auto read = fake.read(u"b"_s, SecretKind::DatabasePassword);
        QVERIFY(!read.ok());
        QCOMPARE(read.error().message,
                 u"No keychain is available (no D-Bus session bus): the secret is used for "
                 "this session only."_s);
        fake.setUnavailable({});
        QCOMPARE(fake.read(u"b"_s, SecretKind::DatabasePassword)->value_or(QString()), u"2"_s);
    }

    void databasePasswordPrecedence() {
        MemorySecretStore keychain;
        const ConnectionTarget withUrlPassword =
            profileTarget(u"orders"_s, u"postgresql://outbox:from-url@db.example/orders"_s);
        SecretSource source = SecretSource::None;

        // Only the URL has one.
        QCOMPARE(*databasePasswordFor(withUrlPassword, keychain, &source), u"from-url"_s);
        QCOMPARE(source, SecretSource::Url);
        {
            // The environment beats the URL ...
            test::ScopedEnvironment env("OUTBOX_DATABASE_PASSWORD", "from-env");
            const ConnectionTarget target =
                profileTarget(u"orders"_s, u"postgresql://outbox:from-url@db.example/orders"_s);
            QCOMPARE(*databasePasswordFor(target, keychain, &source), u"from-env"_s);
            QCOMPARE(source, SecretSource::Environment);
            // ... and the keychain beats both.
            QVERIFY(keychain.write(u"orders"_s, SecretKind::DatabasePassword, u"from-kc"_s).ok());
            QCOMPARE(*databasePasswordFor(target, keychain, &source), u"from-kc"_s);
            QCOMPARE(source, SecretSource::Keychain);
            // Another profile's entry is not this one's.
            const ConnectionTarget other =
                profileTarget(u"billing"_s, u"postgresql://outbox@db.example/billing"_s);
            QCOMPARE(*databasePasswordFor(other, keychain, &source), u"from-env"_s);
            // A URL without a profile has no keychain entry.
            const ConnectionTarget bare =
                profileTarget({}, u"postgresql://outbox@db.example/orders"_s);
            QCOMPARE(*databasePasswordFor(bare, keychain, &source), u"from-env"_s);
        }
        // applyDatabasePassword() puts it where DatabaseSession looks.
        ConnectionTarget target = profileTarget(u"orders"_s, u"mysql://outbox@db.example/orders"_s);
        QVERIFY(applyDatabasePassword(target, keychain).ok());
        QCOMPARE(target.spec.password, u"from-kc"_s);

        // Nothing anywhere: empty, not an error (trust authentication exists).
        QVERIFY(keychain.remove(u"orders"_s, SecretKind::DatabasePassword).ok());
        const ConnectionTarget plain =
            profileTarget(u"orders"_s, u"postgresql://outbox@db.example/orders"_s);
        auto none = databasePasswordFor(plain, keychain, &source);
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty());
        QCOMPARE(source, SecretSource::None);
    }

    void sqliteNeverAsksTheKeychain() {
        LockedKeychain keychain; // would fail if asked
        const ConnectionTarget target = profileTarget(u"demo"_s, u"sqlite:///tmp/demo.db"_s);
        SecretSource source = SecretSource::Keychain;
        auto password = databasePasswordFor(target, keychain, &source);
        QVERIFY(password.ok());
        QVERIFY(password->isEmpty());
        QCOMPARE(source, SecretSource::None);
    }

    void missingKeychainFallsThrough() {
        MemorySecretStore keychain;
        keychain.setUnavailable(u"no D-Bus session bus"_s);
        test::ScopedEnvironment env("OUTBOX_DATABASE_PASSWORD", "from-env");
        const ConnectionTarget target =
            profileTarget(u"orders"_s, u"postgresql://outbox@db.example/orders"_s);
        auto password = databasePasswordFor(target, keychain);
        QVERIFY(password.ok());
        QCOMPARE(*password, u"from-env"_s);
    }

    void refusingKeychain() {
        LockedKeychain keychain;
        const ConnectionTarget target =
            profileTarget(u"orders"_s, u"postgresql://outbox@db.example/orders"_s);
        // Nothing else to go on: the keychain's refusal is the error the user sees.
        auto refused = databasePasswordFor(target, keychain);
        QVERIFY(!refused.ok());
        QVERIFY(refused.error().message.contains(u"refused"_s));
        // With a fallback, it is used (and the refusal only logged).
        test::ScopedEnvironment env("OUTBOX_DATABASE_PASSWORD", "from-env");
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(u"refused.*OUTBOX_DATABASE_PASSWORD"_s));
        auto fallback = databasePasswordFor(target, keychain);
        QVERIFY(fallback.ok());
        QCOMPARE(*fallback, u"from-env"_s);
    }

    void sessionSecretsWin() {
        SessionSecretStore secrets(std::make_unique<MemorySecretStore>());
        QVERIFY(secrets.write(u"orders"_s, SecretKind::DatabasePassword, u"stored"_s).ok());
        secrets.keepForSession(u"orders"_s, SecretKind::DatabasePassword, u"typed"_s);
        const ConnectionTarget target =
            profileTarget(u"orders"_s, u"postgresql://outbox@db.example/orders"_s);
        QCOMPARE(*databasePasswordFor(target, secrets), u"typed"_s);
        // Writing to the keychain replaces the session copy.
        QVERIFY(secrets.write(u"orders"_s, SecretKind::DatabasePassword, u"stored-2"_s).ok());
        QVERIFY(!secrets.hasSessionSecret(u"orders"_s, SecretKind::DatabasePassword));
        QCOMPARE(*databasePasswordFor(target, secrets), u"stored-2"_s);
    }

    void objectStoreAndWebhookSecrets() {
        MemorySecretStore keychain;
        SecretSource source = SecretSource::Keychain;
        QVERIFY(objectStoreSecretKeyFor(u"orders"_s, keychain, &source)->isEmpty());
        QCOMPARE(source, SecretSource::None);
        {
            test::ScopedEnvironment env("OBJECT_STORE_SECRET_ACCESS_KEY", "env-key");
            QCOMPARE(*objectStoreSecretKeyFor(u"orders"_s, keychain, &source), u"env-key"_s);
            QCOMPARE(source, SecretSource::Environment);
            QVERIFY(
                keychain.write(u"orders"_s, SecretKind::ObjectStoreSecretKey, u"kc-key"_s).ok());
            QCOMPARE(*objectStoreSecretKeyFor(u"orders"_s, keychain, &source), u"kc-key"_s);
            QCOMPARE(source, SecretSource::Keychain);
            QCOMPARE(*objectStoreSecretKeyFor(QString(), keychain), u"env-key"_s);
        }
        test::ScopedEnvironment env("OUTBOX_WEBHOOK_SECRET", "env-hook");
        QCOMPARE(*webhookSecretFor(u"orders"_s, keychain), u"env-hook"_s);
        QVERIFY(keychain.write(u"orders"_s, SecretKind::WebhookSecret, u"kc-hook"_s).ok());
        QCOMPARE(*webhookSecretFor(u"orders"_s, keychain), u"kc-hook"_s);
    }

    void s3SettingsRoundTrip() {
        ProfileS3Settings s;
        s.bucket = u"outbox-uploads"_s;
        s.endpoint = u"http://127.0.0.1:9000/base"_s;
        s.region = u"eu-central-1"_s;
        s.accessKeyId = u"AKIA EXAMPLE&="_s;
        s.pathStyle = true;
        const QString spec = s.toSpec();
        QVERIFY(ProfileS3Settings::isS3Spec(spec));
        QVERIFY2(spec.startsWith(u"s3://outbox-uploads?endpoint=http%3A%2F%2F127.0.0.1"_s),
                 qPrintable(spec));
        auto back = ProfileS3Settings::parse(spec);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(back->bucket, s.bucket);
        QCOMPARE(back->endpoint, s.endpoint);
        QCOMPARE(back->region, s.region);
        QCOMPARE(back->accessKeyId, s.accessKeyId);
        QCOMPARE(back->pathStyle, true);

        ProfileS3Settings aws;
        aws.bucket = u"b"_s;
        QCOMPARE(aws.toSpec(), u"s3://b"_s);
        QCOMPARE(ProfileS3Settings::parse(u"s3://b"_s)->region, u"auto"_s);
        const S3Config config = ProfileS3Settings::parse(u"s3://b"_s)->toConfig(u"k"_s);
        QCOMPARE(config.provider, S3Config::Provider::S3);
        QCOMPARE(config.secretAccessKey, u"k"_s);
    }

    void s3SettingsRefuseSecrets_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("message");
        QTest::newRow("password in endpoint")
            << u"s3://b?endpoint=http%3A%2F%2Fuser%3Apw%40minio%3A9000"_s << u"password"_s;
        QTest::newRow("no bucket") << u"s3://?region=x"_s << u"no bucket"_s;
        QTest::newRow("unknown key") << u"s3://b?secret_key=x"_s << u"Unknown S3"_s;
        QTest::newRow("not http") << u"s3://b?endpoint=ftp%3A%2F%2Fhost"_s << u"http://"_s;
    }

    void s3SettingsRefuseSecrets() {
        QFETCH(QString, spec);
        QFETCH(QString, message);
        auto parsed = ProfileS3Settings::parse(spec);
        OUTBOX_VERIFY_FAILS_HIDING(parsed, message, u"user:pw"_s); // never echoed
    }

    void openProfileObjectStores() {
        MemorySecretStore keychain;
        QTemporaryDir dir;
        auto folder = openProfileObjectStore(u"file:"_s + dir.path(), u"demo"_s, keychain);
        QVERIFY2(folder.ok(), folder.ok() ? "" : qPrintable(folder.error().message));

        const QString spec = u"s3://outbox?endpoint=http%3A%2F%2F127.0.0.1%3A9000"
                             "&access_key_id=AK&path_style=true"_s;
        auto noKey = openProfileObjectStore(spec, u"orders"_s, keychain);
        OUTBOX_VERIFY_FAILS_SAYING(noKey, u"no secret key"_s);

        QVERIFY(keychain.write(u"orders"_s, SecretKind::ObjectStoreSecretKey, u"sk"_s).ok());
        auto s3 = openProfileObjectStore(spec, u"orders"_s, keychain);
        QVERIFY2(s3.ok(), s3.ok() ? "" : qPrintable(s3.error().message));
        QVERIFY((*s3)->description().contains(u"outbox"_s));
        QVERIFY(!(*s3)->description().contains(u"sk"_s + u'"'));
    }
};

QTEST_GUILESS_MAIN(TestProfileSecrets)
#include "tst_profilesecrets.moc"
