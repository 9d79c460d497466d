#include "ui/actions/promotionstore.h"

#include "profilesecrets.h"

namespace outbox::ui {

PromotionStore::PromotionStore(const QString &spec, const QString &profileName,
                               SecretBackend &secrets)
    : m_spec(spec)
    , m_profileName(profileName)
    , m_secrets(secrets)
    , m_configured(!spec.trimmed().isEmpty() ||
                   !qEnvironmentVariableIsEmpty("OBJECT_STORE_BUCKET")) {}

std::function<Result<QString>()> PromotionStore::secretKeyReader() const {
    // The store's secret is read on a worker thread the first time (the keychain may block),
    // then kept for the dialog's later checks and its run.
    const QString profile = m_profileName;
    const std::optional<QString> known = m_secretKey;
    const bool needsKey = ProfileS3Settings::isS3Spec(m_spec) || m_spec.trimmed().isEmpty();
    SecretBackend *secrets = &m_secrets;
    return [profile, known, needsKey, secrets]() -> Result<QString> {
        if (known || !needsKey)
            return known.value_or(QString());
        return objectStoreSecretKeyFor(profile, *secrets);
    };
}

std::function<Result<std::unique_ptr<ObjectStore>>()> PromotionStore::opener() const {
    return [spec = m_spec, profile = m_profileName,
            readKey = secretKeyReader()]() -> Result<std::unique_ptr<ObjectStore>> {
        auto key = readKey();
        if (!key)
            return key.error();
        return openProfileObjectStoreWithKey(spec, profile, *key);
    };
}

} // namespace outbox::ui
