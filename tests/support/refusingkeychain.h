#pragma once

#include "secretstore.h"

#include <QString>

#include <optional>

namespace outbox::test {

// A keychain that is there (available, persistent) but refuses: a locked keyring whose prompt was
// dismissed. Each operation fails with its message; one given none works (a read finds nothing).
class RefusingKeychain : public SecretBackend {
public:
    RefusingKeychain(const QString &readRefusal, const QString &writeRefusal,
                     const QString &removeRefusal)
        : m_read(readRefusal)
        , m_write(writeRefusal)
        , m_remove(removeRefusal) {}

    bool isAvailable() override { return true; }
    QString unavailableReason() override { return {}; }
    bool isPersistent() const override { return true; }
    Result<std::optional<QString>> read(const QString &, SecretKind) override {
        if (!m_read.isEmpty())
            return Error::failed(m_read);
        return std::optional<QString>();
    }
    Status write(const QString &, SecretKind, const QString &) override {
        if (!m_write.isEmpty())
            return Error::failed(m_write);
        return Done{};
    }
    Status remove(const QString &, SecretKind) override {
        if (!m_remove.isEmpty())
            return Error::failed(m_remove);
        return Done{};
    }

private:
    QString m_read;
    QString m_write;
    QString m_remove;
};

} // namespace outbox::test
