#pragma once

#include "ui/connections/profilepage.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace outbox::ui {

// The Connection tab: the database by fields (kind, host and port, name, user, TLS mode; a
// SQLite file) or by URL, kept in step both ways; its password; and whether secrets typed in
// the editor are remembered in the system keychain.
class ProfileConnectionPage : public ProfilePage {
    Q_OBJECT
public:
    explicit ProfileConnectionPage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;
    QList<ProfileSecretField> secretFields() const override;

    QString databaseUrl() const; // as typed, trimmed
    QString typedPassword() const;
    // A new profile's server: localhost and the user's login name, the URL not yet following.
    void setNewProfileDefaults();
    void syncUrlFromFields();

    bool rememberSecrets() const;    // "Remember secrets in the system keychain" is checked
    bool canRememberSecrets() const; // … and can be: there is a keychain
    // Without a keychain, secrets are kept for this session only, and the check box says so.
    void setKeychainAvailable(bool available);

Q_SIGNALS:
    void rememberSecretsChanged();

private:
    QString databaseUrlFromFields() const;
    void syncFieldsFromUrl();
    void updateKindWidgets();

    bool m_loading = false; // filling the fields: no URL/field echo, no port change
    bool m_syncing = false;
    QFormLayout *m_form = nullptr;
    QComboBox *m_kind = nullptr;
    QWidget *m_serverRow = nullptr; // host and port
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_database = nullptr;
    QLineEdit *m_user = nullptr;
    QLabel *m_sslModeLabel = nullptr;
    QComboBox *m_sslMode = nullptr;
    QString m_otherOptions; // the URL's options without a field (ConnectionUrlParts)
    QLineEdit *m_sqlitePath = nullptr;
    QToolButton *m_sqliteBrowse = nullptr;
    QWidget *m_sqliteRow = nullptr;
    QLineEdit *m_url = nullptr;
    QLabel *m_passwordLabel = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_remember = nullptr;
};

} // namespace outbox::ui
