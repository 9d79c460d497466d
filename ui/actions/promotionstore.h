#pragma once

#include "objectstore/objectstore.h"
#include "util/result.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace outbox {
class SecretBackend;
} // namespace outbox

namespace outbox::ui {

// The object store a promotion works on: the profile's (or the OBJECT_STORE_* environment's),
// opened on worker threads with its secret key, which is read from the keychain the first time
// (it may block) and kept for the dialog's later checks, its object browser and its run.
class PromotionStore {
public:
    // secrets must outlive the store.
    PromotionStore(const QString &spec, const QString &profileName, outbox::SecretBackend &secrets);

    // A store is set in the profile or the environment.
    bool isConfigured() const { return m_configured; }
    const QString &spec() const { return m_spec; }
    const QString &profileName() const { return m_profileName; }

    // Reads the secret key on the thread it is called on, unless it is known already; copies
    // what it needs, so it may outlive the store.
    std::function<outbox::Result<QString>()> secretKeyReader() const;
    // Opens the store on the thread it is called on (the secret key as secretKeyReader()).
    std::function<outbox::Result<std::unique_ptr<outbox::ObjectStore>>()> opener() const;
    // The key a worker read, kept for the next ones.
    void rememberSecretKey(const std::optional<QString> &key) { m_secretKey = key; }
    // The key read so far ("" when none was).
    QString secretKey() const { return m_secretKey.value_or(QString()); }

private:
    QString m_spec;
    QString m_profileName;
    outbox::SecretBackend &m_secrets;
    bool m_configured = false;
    std::optional<QString> m_secretKey; // read once, by the first check, off the GUI thread
};

} // namespace outbox::ui
