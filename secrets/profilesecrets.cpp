#include "profilesecrets.h"
#include "settings/profile.h"

#include <QLoggingCategory>
#include <QUrl>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcSecrets)

namespace outbox {

QString secretSourceLabel(SecretSource source) {
    switch (source) {
    case SecretSource::None:
        return u"none"_s;
    case SecretSource::Keychain:
        return u"the keychain"_s;
    case SecretSource::Environment:
        return u"the environment"_s;
    case SecretSource::Url:
        return u"the URL"_s;
    }
    return {};
}

namespace {

void setSource(SecretSource *out, SecretSource source) {
    if (out)
        *out = source;
}

// The shared precedence: keychain entry, else an environment variable, else `fallback`.
Result<QString> secretFor(const QString &profileName, SecretKind kind, SecretBackend &secrets,
                          const char *environmentVariable, const QString &fallback,
                          SecretSource fallbackSource, SecretSource *source) {
    std::optional<Error> keychainError;
    if (!profileName.isEmpty() && secrets.isAvailable()) {
        auto stored = secrets.read(profileName, kind);
        if (stored && *stored && !(*stored)->isEmpty()) {
            setSource(source, SecretSource::Keychain);
            return **stored;
        }
        // Unavailable by now (e.g. it timed out) reads like no keychain: fall through quietly.
        if (!stored && secrets.isAvailable())
            keychainError = stored.error();
    }
    const QString fromEnvironment = qEnvironmentVariable(environmentVariable);
    if (!fromEnvironment.isEmpty()) {
        if (keychainError)
            qCWarning(lcSecrets).noquote()
                << keychainError->message << "Using" << environmentVariable << "instead.";
        setSource(source, SecretSource::Environment);
        return fromEnvironment;
    }
    if (!fallback.isEmpty()) {
        if (keychainError)
            qCWarning(lcSecrets).noquote() << keychainError->message << "Using the"
                                           << secretSourceLabel(fallbackSource) << "instead.";
        setSource(source, fallbackSource);
        return fallback;
    }
    if (keychainError)
        return *keychainError;
    setSource(source, SecretSource::None);
    return QString();
}

QString decoded(const QString &text) {
    return QUrl::fromPercentEncoding(text.toUtf8());
}

QString encoded(const QString &text) {
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

} // namespace

Result<QString> databasePasswordFor(const ConnectionTarget &target, SecretBackend &secrets,
                                    SecretSource *source) {
    if (target.spec.kind == DatabaseKind::SQLite) {
        setSource(source, SecretSource::None);
        return QString();
    }
    // ConnectionTarget::resolve() already merged the environment into spec.password when the URL
    // had none; only a password that really came from the URL counts as the URL's.
    const QString fromUrl = target.spec.passwordFromUrl ? target.spec.password : QString();
    return secretFor(target.profileName, SecretKind::DatabasePassword, secrets,
                     "OUTBOX_DATABASE_PASSWORD", fromUrl, SecretSource::Url, source);
}

Result<QString> sslKeyPasswordFor(const ConnectionTarget &target, SecretBackend &secrets,
                                  SecretSource *source) {
    if (target.spec.kind != DatabaseKind::PostgreSQL || target.spec.sslKey.isEmpty()) {
        setSource(source, SecretSource::None);
        return target.spec.sslKeyPassword;
    }
    // ConnectionTarget::resolve() already put OUTBOX_DATABASE_SSLPASSWORD into the spec; what is
    // there besides (a passphrase typed in the profile editor, not yet stored) comes last.
    return secretFor(target.profileName, SecretKind::SslKeyPassword, secrets,
                     "OUTBOX_DATABASE_SSLPASSWORD", target.spec.sslKeyPassword, SecretSource::None,
                     source);
}

Status applyDatabasePassword(ConnectionTarget &target, SecretBackend &secrets,
                             SecretSource *source) {
    auto password = databasePasswordFor(target, secrets, source);
    if (!password)
        return password.error();
    auto keyPassword = sslKeyPasswordFor(target, secrets);
    if (!keyPassword)
        return keyPassword.error();
    target.spec.password = *password;
    target.spec.sslKeyPassword = *keyPassword;
    if (target.writeSpec) {
        auto write = secretFor(target.profileName, SecretKind::WritePassword, secrets,
                               "OUTBOX_DATABASE_WRITE_PASSWORD", {}, SecretSource::None, nullptr);
        if (!write)
            return write.error();
        target.writeSpec->password = *write;
        target.writeSpec->sslKeyPassword = *keyPassword;
    }
    return Done{};
}

Result<QString> objectStoreSecretKeyFor(const QString &profileName, SecretBackend &secrets,
                                        SecretSource *source) {
    return secretFor(profileName, SecretKind::ObjectStoreSecretKey, secrets,
                     "OBJECT_STORE_SECRET_ACCESS_KEY", {}, SecretSource::None, source);
}

Result<QString> webhookSecretFor(const QString &profileName, SecretBackend &secrets,
                                 SecretSource *source) {
    return secretFor(profileName, SecretKind::WebhookSecret, secrets, "OUTBOX_WEBHOOK_SECRET", {},
                     SecretSource::None, source);
}

Result<QString> sinkPasswordFor(const QString &profileName, SecretBackend &secrets,
                                SecretSource *source) {
    return secretFor(profileName, SecretKind::SinkPassword, secrets, "OUTBOX_SINK_PASSWORD", {},
                     SecretSource::None, source);
}

Status applySinkSecrets(const QString &profileName, SecretBackend &secrets, const QString &sinkSpec,
                        SinkOptions &options) {
    const SinkSpec sink = SinkSpec::parse(sinkSpec);
    if (sink.kind == SinkKind::Webhook) {
        auto secret = webhookSecretFor(profileName, secrets);
        if (!secret)
            return secret.error();
        options.webhookSecret = *secret;
    }
    // A broker's password, and a webhook's with a user in its URL (HTTP basic authentication).
    if (sink.isBroker() ||
        (sink.kind == SinkKind::Webhook && !QUrl(sink.target).userName().isEmpty())) {
        auto password = sinkPasswordFor(profileName, secrets);
        if (!password)
            return password.error();
        options.brokerPassword = *password;
    }
    return Done{};
}

Result<TestPublish> testPublishFor(const Profile &profile, SecretBackend &secrets,
                                   const QString &typedSecret, const QString &table) {
    SinkOptions options;
    if (auto settings = applyProfileSinkSettings(profile, options); !settings)
        return settings.error();
    if (!typedSecret.isEmpty()) {
        options.webhookSecret = typedSecret;
        options.brokerPassword = typedSecret;
    } else if (auto applied = applySinkSecrets(profile.name, secrets, profile.sink, options);
               !applied) {
        return applied.error();
    }
    return testPublish(profile.sink, options, table.isEmpty() ? profile.table : table);
}

// ---- ProfileS3Settings -----------------------------------------------------------------------

bool ProfileS3Settings::isS3Spec(const QString &spec) {
    return spec.trimmed().startsWith(u"s3://"_s, Qt::CaseInsensitive);
}

Result<ProfileS3Settings> ProfileS3Settings::parse(const QString &rawSpec) {
    const QString spec = rawSpec.trimmed();
    if (!isS3Spec(spec))
        return Error::invalid(u"\"%1\" is not an S3 object store setting (s3://BUCKET?…)."_s.arg(
            spec.section(u'?', 0, 0)));
    const QString rest = spec.mid(5);
    ProfileS3Settings s;
    s.bucket = decoded(rest.section(u'?', 0, 0));
    const QString query = rest.section(u'?', 1);
    for (const QString &pair : query.split(u'&', Qt::SkipEmptyParts)) {
        const QString key = decoded(pair.section(u'=', 0, 0));
        const QString value = decoded(pair.section(u'=', 1));
        if (key == u"endpoint"_s)
            s.endpoint = value;
        else if (key == u"region"_s)
            s.region = value.isEmpty() ? u"auto"_s : value;
        else if (key == u"access_key_id"_s)
            s.accessKeyId = value;
        else if (key == u"path_style"_s)
            s.pathStyle = value == u"true"_s || value == u"1"_s;
        else
            return Error::invalid(u"Unknown S3 object store setting \"%1\": use endpoint, region, "
                                  "access_key_id or path_style."_s.arg(key));
    }
    if (s.bucket.isEmpty())
        return Error::invalid(u"The S3 object store names no bucket (s3://BUCKET?…)."_s);
    if (!s.endpoint.isEmpty()) {
        const QUrl url(s.endpoint, QUrl::StrictMode);
        if (!url.userInfo().isEmpty())
            return Error::invalid(
                u"The object store endpoint must not contain a user name or password: the secret "
                "key belongs in the keychain."_s);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) || url.host().isEmpty())
            return Error::invalid(u"The object store endpoint \"%1\" is not an http:// or "
                                  "https:// URL with a host name."_s.arg(s.endpoint));
    }
    return s;
}

QString ProfileS3Settings::toSpec() const {
    QStringList parts;
    if (!endpoint.isEmpty())
        parts << u"endpoint="_s + encoded(endpoint);
    if (!region.isEmpty() && region != u"auto"_s)
        parts << u"region="_s + encoded(region);
    if (!accessKeyId.isEmpty())
        parts << u"access_key_id="_s + encoded(accessKeyId);
    if (pathStyle)
        parts << u"path_style=true"_s;
    QString spec = u"s3://"_s + encoded(bucket);
    if (!parts.isEmpty())
        spec += u'?' + parts.join(u'&');
    return spec;
}

S3Config ProfileS3Settings::toConfig(const QString &secretAccessKey) const {
    S3Config c;
    c.provider = endpoint.isEmpty() ? S3Config::Provider::S3 : S3Config::Provider::Custom;
    c.endpoint = endpoint;
    c.bucket = bucket;
    c.region = region.isEmpty() ? u"auto"_s : region;
    c.accessKeyId = accessKeyId.isEmpty()
                        ? qEnvironmentVariable("OBJECT_STORE_ACCESS_KEY_ID").trimmed()
                        : accessKeyId;
    c.secretAccessKey = secretAccessKey;
    c.pathStyle = pathStyle;
    return c;
}

Result<std::unique_ptr<ObjectStore>> openProfileObjectStoreWithKey(const QString &spec,
                                                                   const QString &profileName,
                                                                   const QString &secretKey) {
    MemorySecretStore resolved;
    if (!secretKey.isEmpty())
        (void)resolved.write(profileName, SecretKind::ObjectStoreSecretKey, secretKey);
    return openProfileObjectStore(spec, profileName, resolved);
}

Result<std::unique_ptr<ObjectStore>>
openProfileObjectStore(const QString &spec, const QString &profileName, SecretBackend &secrets) {
    if (!ProfileS3Settings::isS3Spec(spec))
        return openObjectStore(spec);
    auto settings = ProfileS3Settings::parse(spec);
    if (!settings)
        return settings.error();
    auto secretKey = objectStoreSecretKeyFor(profileName, secrets);
    if (!secretKey)
        return secretKey.error();
    S3Config config = settings->toConfig(*secretKey);
    if (config.secretAccessKey.isEmpty())
        return Error::invalid(
            u"The object store of profile \"%1\" has no secret key: store it with the profile in "
            "the console, or set OBJECT_STORE_SECRET_ACCESS_KEY."_s.arg(profileName));
    if (Status valid = config.validate(); !valid)
        return valid.error();
    auto store = S3ObjectStore::create(std::move(config));
    if (!store)
        return store.error();
    return std::unique_ptr<ObjectStore>(std::move(store).value());
}

} // namespace outbox
