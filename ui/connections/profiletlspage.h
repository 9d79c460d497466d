#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The TLS tab: how the connection to a database server is encrypted and checked, by the kind's
// own options: PostgreSQL's TLS mode, root certificate, client certificate and key (with the
// key's passphrase, a secret kept in the keychain); MySQL/MariaDB's ssl-mode, CA, certificate and
// key. Its fields are part of the database URL on the Connection tab: the dialog hands them over
// (putUrlOptions) and shows a URL typed there (showUrlParts). Nothing to set for SQLite.
// Its saveInto() checks the settings, naming the field: the URL holds them.
class ProfileTlsPage : public ProfileUrlOptionsPage {
    Q_OBJECT
public:
    explicit ProfileTlsPage(QWidget *parent = nullptr);

    // An RDS IAM token is the password (Access tab): it needs TLS, which saveInto() checks.
    void setRdsIam(bool rdsIam);
    QString typedKeyPassword() const;

private:
    DatabaseKind m_kind = DatabaseKind::PostgreSQL;
    bool m_rdsIam = false;
};

} // namespace outbox::ui
