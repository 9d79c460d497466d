#include "ui/connections/passwordreader.h"

#include "profilesecrets.h"
#include "secretstore.h"
#include "ui/common/backgroundtask.h"

#include <QInputDialog>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace outbox::ui {

PasswordReader::PasswordReader(std::shared_ptr<SessionSecretStore> secrets, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_secrets(std::move(secrets))
    , m_dialogParent(dialogParent) {}

void PasswordReader::cancel() {
    ++m_request;
    m_reading = false;
}

void PasswordReader::read(const ConnectionTarget &target) {
    if (target.spec.kind == DatabaseKind::SQLite) {
        cancel();
        Q_EMIT ready(target); // no password to read
        return;
    }
    struct Read {
        ConnectionTarget target;
        Status applied = Done{};
        bool keychainAvailable = true;
        QString unavailableReason;
    };
    const quint64 request = ++m_request;
    m_reading = true;
    runInBackground(
        this, u"keychain-read"_s,
        [secrets = m_secrets, read = Read{target, Done{}, true, {}}]() mutable {
            read.applied = applyDatabasePassword(read.target, *secrets);
            if (read.target.spec.password.isEmpty()) {
                read.keychainAvailable = secrets->keychainAvailable();
                read.unavailableReason = secrets->unavailableReason();
            }
            return read;
        },
        [this, request](Read read) {
            if (request != m_request)
                return; // another target was asked for meanwhile
            m_reading = false;
            if (!read.applied) {
                Q_EMIT failed(read.applied.error().message);
                return;
            }
            ConnectionTarget &t = read.target;
            if (t.spec.password.isEmpty() && !read.keychainAvailable) {
                bool ok = false;
                const QString password = QInputDialog::getText(
                    m_dialogParent, tr("Password for %1").arg(t.profileName),
                    tr("No keychain is available (%1).\nThe password is used for this session "
                       "only.")
                        .arg(read.unavailableReason),
                    QLineEdit::Password, QString(), &ok);
                if (ok && !password.isEmpty()) {
                    m_secrets->keepForSession(t.profileName, SecretKind::DatabasePassword,
                                              password);
                    t.spec.password = password;
                }
            }
            Q_EMIT ready(t);
        });
}

} // namespace outbox::ui
