#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The Connection tab: the database by fields (kind, host and port, name, user; a SQLite file) or
// by URL, kept in step both ways; its password; and whether secrets typed in the editor are
// remembered in the system keychain. The URL's TLS and authentication options have their fields
// on the TLS and Access tabs: the dialog hands them over (setUrlOptions), and hands a URL typed
// here to those tabs (urlPartsChanged).
class ProfileConnectionPage : public ProfileWidgetsPage<ProfileConnectionPage> {
    Q_OBJECT
public:
    explicit ProfileConnectionPage(QWidget *parent = nullptr);

    QString databaseUrl() const; // as typed, trimmed
    QString typedPassword() const;
    // A new profile's server: localhost and the user's login name, the URL not yet following.
    void setNewProfileDefaults();
    void syncUrlFromFields();

    // The database as the fields and URL say, with the URL's options.
    ConnectionUrlParts urlParts() const;
    // Takes the TLS mode and files, the authentication and the region of `options` (the TLS and
    // Access tabs' fields) into the URL; the other parts stay.
    void setUrlOptions(const ConnectionUrlParts &options);
    // Why no password is asked for (a password command, an RDS IAM token): the field is disabled,
    // emptied and the reason shown under it. Empty: the password is asked for.
    void setPasswordUnusedReason(const QString &reason);

    bool rememberSecrets() const;    // "Remember secrets in the system keychain" is checked
    bool canRememberSecrets() const; // … and can be: there is a keychain
    // Without a keychain, secrets are kept for this session only, and the check box says so.
    void setKeychainAvailable(bool available);

Q_SIGNALS:
    void rememberSecretsChanged();
    // The URL was typed and read into the fields, or the kind changed: urlParts() has changed
    // for the other tabs.
    void urlPartsChanged();

private:
    // Shows the database of `url` in the fields (loading, without echo).
    void showUrl(const QString &url);
    QString databaseUrlFromFields() const;
    void syncFieldsFromUrl();

    bool m_loading = false; // filling the fields: no URL/field echo, no port change
    bool m_syncing = false;
    // The URL's options, edited on the TLS and Access tabs, and those without a field.
    ConnectionUrlParts m_options;
};

} // namespace outbox::ui
