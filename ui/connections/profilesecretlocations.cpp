#include "ui/connections/profilesecretlocations.h"

#include "ui/common/backgroundtask.h"

#include "secretstore.h"

using namespace Qt::StringLiterals;

namespace outbox::ui {

ProfileSecretLocations::ProfileSecretLocations(SessionSecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(secrets) {}

void ProfileSecretLocations::read(const QString &profile) {
    const int generation = ++m_generation;
    m_where.clear();
    if (profile.isEmpty())
        return;
    SessionSecretStore *secrets = &m_secrets;
    m_reads.start(
        this, u"profile-secrets"_s,
        [secrets, profile] {
            QMap<SecretKind, Where> where;
            for (SecretKind kind : {SecretKind::DatabasePassword, SecretKind::ObjectStoreSecretKey,
                                    SecretKind::WebhookSecret, SecretKind::SinkPassword,
                                    SecretKind::SslKeyPassword, SecretKind::WritePassword}) {
                if (secrets->hasSessionSecret(profile, kind)) {
                    where.insert(kind, Where::Session);
                    continue;
                }
                const auto read = secrets->keychain().read(profile, kind);
                where.insert(kind, !read                                      ? Where::Unknown
                                   : read->has_value() && !(*read)->isEmpty() ? Where::Keychain
                                                                              : Where::None);
            }
            return where;
        },
        [this, generation](const QMap<SecretKind, Where> &where) {
            if (generation != m_generation)
                return; // another profile is shown by now
            m_where = where;
            Q_EMIT changed();
        });
}

QString ProfileSecretLocations::placeholder(SecretKind kind, bool savedProfile,
                                            bool sessionOnly) const {
    if (!savedProfile) // nothing is stored for a profile not saved yet
        return sessionOnly ? tr("Kept for this session only")
                           : tr("Goes to the system keychain when saved");
    switch (m_where.value(kind, Where::Unknown)) {
    case Where::Keychain:
        return tr("Stored in the system keychain; type to replace");
    case Where::Session:
        return tr("Kept for this session; type to replace");
    case Where::None:
        return sessionOnly ? tr("None stored; one typed here is kept for this session only")
                           : tr("None stored; one typed here goes to the system keychain");
    case Where::Unknown: // not read yet, or the keychain did not answer
        break;
    }
    return tr("Unchanged; type to replace");
}

} // namespace outbox::ui
