#pragma once

#include "ui/connections/profilepage.h"

#include "connection/connectionurl.h"

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace outbox::ui {

// The TLS tab: how the connection to a database server is encrypted and checked, by the kind's
// own options: PostgreSQL's TLS mode, root certificate, client certificate and key (with the
// key's passphrase, a secret kept in the keychain); MySQL/MariaDB's ssl-mode, CA, certificate and
// key. Its fields are part of the database URL on the Connection tab: the dialog hands them over
// (putUrlOptions) and shows a URL typed there (showUrlParts). Nothing to set for SQLite.
class ProfileTlsPage : public ProfilePage {
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
    QFormLayout *m_form = nullptr;
    QLabel *m_postgresModeLabel = nullptr;
    QComboBox *m_postgresMode = nullptr;
    QLabel *m_mysqlModeLabel = nullptr;
    QComboBox *m_mysqlMode = nullptr;
    QLabel *m_mysqlModeHint = nullptr;
    QLabel *m_rootCertLabel = nullptr;
    QLineEdit *m_rootCert = nullptr;
    QWidget *m_rootCertRow = nullptr;
    QLineEdit *m_cert = nullptr;
    QWidget *m_certRow = nullptr;
    QLineEdit *m_key = nullptr;
    QWidget *m_keyRow = nullptr;
    QLineEdit *m_keyPassword = nullptr;
    QLabel *m_filesHint = nullptr;
    QLabel *m_sqliteNote = nullptr;
};

} // namespace outbox::ui
