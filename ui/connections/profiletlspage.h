#pragma once

#include "ui/connections/profilepage.h"

#include "connection/connectionurl.h"

namespace outbox::ui {

// The TLS tab: how the connection to a database server is encrypted and checked, by the kind's
// own options: PostgreSQL's TLS mode, root certificate, client certificate and key (with the
// key's passphrase, a secret kept in the keychain); MySQL/MariaDB's ssl-mode, CA, certificate and
// key. Its fields are part of the database URL on the Connection tab: the dialog hands them over
// (putUrlOptions) and shows a URL typed there (showUrlParts). Nothing to set for SQLite.
class ProfileTlsPage : public ProfileWidgetsPage<ProfileTlsPage> {
    Q_OBJECT
public:
    explicit ProfileTlsPage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    // The URL holds the settings: this checks them, naming the field.
    Status saveInto(Profile &profile) const override;
    QList<ProfileSecretField> secretFields() const override;

    // Shows the kind, TLS mode and files of `parts`; the passphrase typed stays.
    void showUrlParts(const ConnectionUrlParts &parts);
    // Puts the mode and files into `parts`, for parts.kind.
    void putUrlOptions(ConnectionUrlParts &parts) const;
    // An RDS IAM token is the password (Access tab): it needs TLS, which saveInto() checks.
    void setRdsIam(bool rdsIam);
    QString typedKeyPassword() const;

private:
    QString selectedMode() const;
    void updateKindWidgets();

    DatabaseKind m_kind = DatabaseKind::PostgreSQL;
    bool m_rdsIam = false;
};

} // namespace outbox::ui
