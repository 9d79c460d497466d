#pragma once

#include "util/result.h"

#include <QHash>
#include <QMutex>
#include <QString>

#include <chrono>
#include <memory>
#include <optional>

namespace outbox {

// The secrets a profile may have. Only these go to the keychain; everything else about a profile
// lives in the ProfileStore, which never holds a secret.
enum class SecretKind {
    DatabasePassword,
    ObjectStoreSecretKey,
    WebhookSecret,
    SinkPassword,
    SslKeyPassword, // the passphrase of the database client key (sslkey)
    WritePassword,  // the password of the profile's write user (Profile::writeUser)
};

// "database-password", "object-store-secret-key", "webhook-secret", "sink-password",
// "ssl-key-password", "write-password": the last part of the key.
QString secretKindKey(SecretKind kind);
// "database password", …: for messages.
QString secretKindLabel(SecretKind kind);

// The keychain key of a profile's secret: "outbox-console/<profile>/<kind>", under the service
// name "outbox-console", so our entries never collide with another application's.
QString secretKey(const QString &profile, SecretKind kind);

// Where secrets are kept. Implementations: SecretStore (the OS keychain), MemorySecretStore (held
// in memory; the test fake) and SessionSecretStore (what the console uses: the keychain plus
// secrets given for this session only).
//
// Every call blocks until it has an answer and is safe from any thread, the GUI thread included
// (a keychain call keeps painting while it waits and is time-boxed). Messages never contain the
// secret itself.
class SecretBackend {
public:
    SecretBackend() = default;
    virtual ~SecretBackend();
    SecretBackend(const SecretBackend &) = delete;
    SecretBackend &operator=(const SecretBackend &) = delete;

    // Whether read/write/remove can work at all. The keychain probes once (time-boxed).
    virtual bool isAvailable() = 0;
    // Why not, in the user's words ("no D-Bus session bus", …); empty while available.
    virtual QString unavailableReason() = 0;
    // True when what is written outlives the process (a keychain), false for memory.
    virtual bool isPersistent() const = 0;

    // std::nullopt: there is no such entry (an answer, not an error).
    virtual Result<std::optional<QString>> read(const QString &profile, SecretKind kind) = 0;
    // An empty secret removes the entry: "no password" is stored as no entry.
    virtual Status write(const QString &profile, SecretKind kind, const QString &secret) = 0;
    // Succeeds when there is no such entry.
    virtual Status remove(const QString &profile, SecretKind kind) = 0;

    // Every kind of secret of a profile: for deleting, renaming and duplicating profiles.
    Status removeAll(const QString &profile);
    virtual Status copyAll(const QString &fromProfile, const QString &toProfile);
};

// The OS keychain through QtKeychain (libsecret/gnome-keyring, KWallet, macOS Keychain, Windows
// Credential Manager). No plaintext fallback: when there is no keychain, calls fail with a clear
// error and the console keeps the secret for the session instead (SessionSecretStore).
//
// QtKeychain jobs are asynchronous and queue behind one another in one process-wide executor, so
// every job runs on one internal thread of their own while the caller waits in a local
// QEventLoop that ignores user input, for at most the time box (default 5 s). A keyring that is
// locked answers with an unlock prompt, which may never come headless: when a call runs out of
// time the keychain counts as unavailable for the rest of the process (the unanswered job would
// block every later one anyway) until resetAvailability().
//
// Needs a QCoreApplication. Nothing else in the process may start QtKeychain jobs directly: they
// would share its one job executor across threads (inspect the keyring over D-Bus instead).
class SecretStore final : public SecretBackend {
public:
    static QString serviceName(); // "outbox-console"

    explicit SecretStore(std::chrono::milliseconds timeout = std::chrono::seconds(5));

    // Whether a keychain answers: probed once per process by reading an entry that never exists
    // (an answer, found or not, means it works), within the default time box; then cached.
    static bool available();
    // Why not (e.g. "no D-Bus session bus"), or empty.
    static QString unavailableMessage();
    // Forgets the cached answer, so the next call probes again (e.g. after the user unlocked the
    // keyring and asks to try again).
    static void resetAvailability();

    bool isAvailable() override { return available(); }
    QString unavailableReason() override { return unavailableMessage(); }
    bool isPersistent() const override { return true; }

    Result<std::optional<QString>> read(const QString &profile, SecretKind kind) override;
    Status write(const QString &profile, SecretKind kind, const QString &secret) override;
    Status remove(const QString &profile, SecretKind kind) override;

    std::chrono::milliseconds timeout() const { return m_timeout; }

private:
    std::chrono::milliseconds m_timeout;
};

// Secrets in memory, for this process only. The test fake of a keychain (setUnavailable() makes
// it behave like a missing one) and the session store behind SessionSecretStore.
class MemorySecretStore final : public SecretBackend {
public:
    MemorySecretStore() = default;

    // Behave like a keychain that is not there: every call fails with the message SecretStore
    // gives. An empty reason makes it available again.
    void setUnavailable(const QString &reason);

    bool isAvailable() override;
    QString unavailableReason() override;
    bool isPersistent() const override { return false; }

    Result<std::optional<QString>> read(const QString &profile, SecretKind kind) override;
    Status write(const QString &profile, SecretKind kind, const QString &secret) override;
    Status remove(const QString &profile, SecretKind kind) override;

    bool contains(const QString &profile, SecretKind kind) const;
    qsizetype size() const;
    void clear();

private:
    mutable QMutex m_mutex;
    QHash<QString, QString> m_secrets; // keyed by secretKey()
    QString m_unavailable;
};

// What the console uses. Reads see a secret given for this session first, then the keychain.
// Writes go to the keychain only; when it is unavailable they fail with its clear message, and
// the caller may keep the secret for this session instead (keepForSession), as the user chose.
// Session secrets are never written anywhere.
class SessionSecretStore final : public SecretBackend {
public:
    // Takes a keychain (default: the OS keychain; tests pass a MemorySecretStore).
    explicit SessionSecretStore(std::unique_ptr<SecretBackend> keychain = nullptr);

    SecretBackend &keychain() { return *m_keychain; }
    bool keychainAvailable() { return m_keychain->isAvailable(); }

    // Always available: without a keychain it still holds session secrets.
    bool isAvailable() override { return true; }
    // The keychain's reason, so the console can say why secrets are for this session only.
    QString unavailableReason() override;
    bool isPersistent() const override { return m_keychain->isPersistent(); }

    // The session secret, else the keychain's entry (none when the keychain is unavailable).
    Result<std::optional<QString>> read(const QString &profile, SecretKind kind) override;
    // To the keychain; replaces a session secret of the same kind on success.
    Status write(const QString &profile, SecretKind kind, const QString &secret) override;
    // From both.
    Status remove(const QString &profile, SecretKind kind) override;
    // Session secrets stay session secrets; keychain entries are copied in the keychain.
    Status copyAll(const QString &fromProfile, const QString &toProfile) override;

    // Keeps a secret in memory for this process only (an empty one forgets it).
    void keepForSession(const QString &profile, SecretKind kind, const QString &secret);
    bool hasSessionSecret(const QString &profile, SecretKind kind) const;
    void forgetSession(const QString &profile);

private:
    std::unique_ptr<SecretBackend> m_keychain;
    MemorySecretStore m_session;
};

} // namespace outbox
