#pragma once

#include "ui/common/backgroundtask.h"

#include <QMap>
#include <QObject>

namespace outbox {
class SessionSecretStore;
enum class SecretKind;
} // namespace outbox

namespace outbox::ui {

// Where a saved profile's secrets are (the system keychain, this session only, none), read off
// the GUI thread (the keychain may take its time box to answer), and the placeholder a secret
// field shows for it: a field says "Stored in the system keychain" only for a secret stored there.
class ProfileSecretLocations : public QObject {
    Q_OBJECT
public:
    // `secrets` must outlive this (a read under way uses it).
    explicit ProfileSecretLocations(SessionSecretStore &secrets, QObject *parent = nullptr);

    // Forgets what was known and reads where the profile's secrets are (nothing for an empty
    // name: a profile not saved yet); changed() follows the read.
    void read(const QString &profile);
    // What the field of a secret of that kind says: where the saved profile's secret is, or
    // where one typed goes (for a profile not saved yet, or one with none stored).
    QString placeholder(SecretKind kind, bool savedProfile, bool sessionOnly) const;

Q_SIGNALS:
    void changed();

private:
    enum class Where { Unknown, None, Keychain, Session };

    SessionSecretStore &m_secrets;
    QMap<SecretKind, Where> m_where; // empty: not known, or a new profile
    int m_generation = 0;
    BackgroundRuns m_reads; // read m_secrets: waited for on destruction (keychain calls time out)
};

} // namespace outbox::ui
