#pragma once

#include "settings/profile.h"
#include "ui/connections/profilefields.h"

#include <QDialog>
#include <QList>

#include <optional>

class QLabel;
class QPushButton;
class QTabWidget;

namespace outbox {
class SessionSecretStore;
enum class SecretKind;
} // namespace outbox

namespace outbox::ui {

class MessageBar;
class ProfileAccessPage;
class ProfileConnectionPage;
class ProfileConnectionTest;
class ProfileGeneralPage;
class ProfileListPanel;
class ProfilePage;
class ProfileRelayPage;
class ProfileSecretLocations;
class ProfileTablePage;
class ProfileTlsPage;
struct ProfileSecretField;

// The connection manager: the saved profiles on the left; on the right an editor for one of
// them (database by fields or URL, kept in sync; TLS; environment and its colour; read-only;
// table, type and vocabulary; object store; relay sink; access and authentication) and a
// connection test that runs off the GUI
// thread and shows what was detected. The editor is the name and environment above tabs, each
// a ProfilePage that loads its part of the profile and puts it back; the dialog keeps the list,
// the tabs, the buttons, the connection test, and validating and saving the whole.
//
// The relay page also tests the sink: "Test Publish" sends one test event (no row, no database)
// with the settings as edited, off the GUI thread.
//
// The TLS tab's fields and the Access tab's authentication are options of the database URL: the
// dialog hands an edit of theirs to the Connection tab's URL, and a URL typed there to them.
//
// Secrets (database password, client key passphrase, object store secret key, webhook secret,
// broker password) never
// reach the ProfileStore: on Save they go to the keychain through the SessionSecretStore, or,
// when there is no keychain or the user does not want them remembered, are kept for this session
// only. A password typed into the URL is refused with a message saying where it belongs.
//
// Object names for tests: profileList, newButton, duplicateButton, deleteButton, keychainNote,
// nameEdit, environmentCombo, environmentSwatch, readOnlyCheck, prodNote, editorTabs, kindCombo,
// hostEdit, portSpin, databaseEdit, userEdit, sqlitePathEdit, sqliteBrowseButton, urlEdit,
// passwordEdit, passwordUnusedHint, rememberCheck, sslModeCombo, mysqlSslModeCombo,
// sslRootCertEdit, sslRootCertBrowseButton, sslCertEdit, sslCertBrowseButton, sslKeyEdit,
// sslKeyBrowseButton, sslKeyPasswordEdit, sshDestinationEdit, sshConfigEdit,
// sshConfigBrowseButton, authCombo, passwordCommandEdit, awsRegionEdit, tableEdit, formatCombo,
// vocabularyCombo, objectStoreCombo, folderEdit, folderBrowseButton, s3EndpointEdit, s3BucketEdit,
// s3RegionEdit, s3AccessKeyIdEdit, s3SecretKeyEdit, s3PathStyleCheck, sinkCombo, webhookUrlEdit,
// webhookSecretEdit, signatureCombo, brokerUrlEdit, sinkPasswordEdit, eventFormatCombo,
// ceSourceEdit, ceTypeEdit, ceSubjectEdit, testPublishButton, testPublishResult,
// sinkFileEdit, sinkFileBrowseButton, notifyDeadSpin, notifyBlockedCheck, notifyPendingSpin,
// validationLabel, testButton,
// testResult, revertButton, saveButton, messageBar, openButton, closeButton.
class ProfileDialog : public QDialog {
    Q_OBJECT
public:
    // `secrets` must outlive the dialog (a running connection test reads from it).
    ProfileDialog(ProfileStore store, SessionSecretStore &secrets, QWidget *parent = nullptr);
    ~ProfileDialog() override;

    // Shows a saved profile in the editor (false when there is none by that name).
    bool selectProfile(const QString &name);
    // Brings the Relay page (the sink and its event settings) to the front.
    void showRelayPage();
    void showNotificationsPage();
    // The saved profile being edited; empty for a new one not yet saved.
    QString editedProfileName() const { return m_editingName; }
    // The profile chosen with "Open" (empty when the dialog was closed otherwise).
    QString chosenProfileName() const { return m_chosenName; }

    bool isModified() const { return m_modified; }
    bool isTesting() const;
    // The first problem of the editor's content, in the user's words; empty when it can be saved.
    QString validationMessage() const { return m_problem; }

    // A new profile in the editor, named name (a link's profile this computer lacks), not saved.
    void newProfileNamed(const QString &name);

public Q_SLOTS:
    void newProfile();
    void duplicateProfile();
    void deleteProfile();
    // Saves the editor's content (and its secrets); false, with the reason shown, when it cannot.
    bool save();
    void revert();
    void testConnection();
    // Sends one test event to the sink as edited (relay page), off the GUI thread; the outcome
    // shows under the button and in publishTested().
    void testPublish();

Q_SIGNALS:
    // A profile was saved, renamed, duplicated or deleted: lists elsewhere should reload.
    void profilesChanged();
    // The user finished a connection test (for tests and status lines); ok is false on errors.
    void connectionTested(bool ok, const QString &message);
    void publishTested(bool ok, const QString &message); // the test publish's outcome

public:
    // Close and Escape ask first when there are unsaved edits.
    void reject() override;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createEditor();

    void nameComboBoxesByTheirLabels();
    void reloadList(const QString &select = {});
    void loadIntoEditor(const std::optional<Profile> &profile);
    void onListSelectionChanged();
    bool confirmDiscard(); // false: the user wants to stay on the unsaved edits

    // The TLS and Access tabs' URL options to the Connection tab's URL, and a URL typed there
    // back to them.
    void connectUrlOptions();
    // What the authentication chosen means for the other tabs: no password field, TLS needed.
    void updateAuthentication();
    void updateTlsGap();
    void updateKeychainNote();
    void markModified();
    void validate();
    void setTestResult(bool ok, const QString &text);

    // The editor's content as a profile, or the first problem with it.
    Result<Profile> profileFromEditor() const;
    bool secretsForSessionOnly();
    QList<ProfileSecretField> secretFields() const;
    // Reads off the GUI thread which secrets the edited profile has, then updates the
    // placeholders; none for a new profile.
    void readStoredSecrets();
    void updateSecretPlaceholders();
    Status storeSecret(const QString &profile, SecretKind kind, const QString &secret,
                       bool sessionOnly);
    QString uniqueName(const QString &base) const;

    ProfileStore m_store;
    SessionSecretStore &m_secrets;
    QString m_editingName; // empty: a new profile
    QString m_chosenName;
    QString m_problem;
    bool m_modified = false;
    bool m_loading = false;    // filling the editor: no "modified"
    bool m_showingUrl = false; // showing a URL typed in the TLS and Access tabs: no echo
    ProfileConnectionTest *m_test = nullptr;
    ProfileSecretLocations *m_secretLocations = nullptr;

    MessageBar *m_keychainNote = nullptr;
    MessageBar *m_messageBar = nullptr;
    ProfileListPanel *m_list = nullptr;

    QWidget *m_editor = nullptr;
    ProfileGeneralPage *m_general = nullptr;
    QTabWidget *m_tabs = nullptr;
    ProfileConnectionPage *m_connection = nullptr;
    ProfileTlsPage *m_tls = nullptr;
    ProfileAccessPage *m_access = nullptr;
    ProfileTablePage *m_table = nullptr;
    ProfileRelayPage *m_relay = nullptr;
    ProfilePage *m_notifications = nullptr;
    // The general page, the TLS and Access tabs (their fields named before the URL they are part
    // of is checked), then the other tabs in their order.
    QList<ProfilePage *> m_pages;

    QWidget *m_validationRow = nullptr;
    QLabel *m_validation = nullptr;
    ProfileTestRun m_testRun; // Test Connection
    QPushButton *m_revertButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_openButton = nullptr;
};

} // namespace outbox::ui
