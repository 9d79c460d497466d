#pragma once

#include "settings/profile.h"

#include <QDialog>
#include <QList>
#include <QMap>
#include <QPointer>

#include <optional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QThread;
class QToolButton;

namespace outbox {
class SessionSecretStore;
enum class SecretKind;
} // namespace outbox

namespace outbox::ui {

class MessageBar;

// The connection manager: the saved profiles on the left; on the right an editor for one of
// them (database by fields or URL, kept in sync; environment and its colour; read-only; table,
// type and vocabulary; object store; relay sink) and a connection test that runs off the GUI
// thread and shows what was detected.
//
// The relay page also tests the sink: "Test Publish" sends one test event (no row, no database)
// with the settings as edited, off the GUI thread.
//
// Secrets (database password, object store secret key, webhook secret, broker password) never
// reach the ProfileStore: on Save they go to the keychain through the SessionSecretStore, or,
// when there is no keychain or the user does not want them remembered, are kept for this session
// only. A password typed into the URL is refused with a message saying where it belongs.
//
// Object names for tests: profileList, newButton, duplicateButton, deleteButton, keychainNote,
// nameEdit, environmentCombo, environmentSwatch, readOnlyCheck, prodNote, editorTabs, kindCombo,
// hostEdit, portSpin, databaseEdit, userEdit, sslModeCombo, sqlitePathEdit, sqliteBrowseButton,
// urlEdit, passwordEdit, rememberCheck, tableEdit, formatCombo, vocabularyCombo,
// objectStoreCombo, folderEdit, folderBrowseButton, s3EndpointEdit, s3BucketEdit, s3RegionEdit,
// s3AccessKeyIdEdit, s3SecretKeyEdit, s3PathStyleCheck, sinkCombo, webhookUrlEdit,
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
    QWidget *createProfileList();
    QWidget *createEditor();
    QWidget *createConnectionPage();
    QWidget *createOutboxPage();
    QWidget *createObjectStorePage();
    QWidget *createRelayPage();
    QWidget *createNotificationsPage();

    void nameComboBoxesByTheirLabels();
    void reloadList(const QString &select = {});
    void loadIntoEditor(const std::optional<Profile> &profile);
    void onListSelectionChanged();
    bool confirmDiscard(); // false: the user wants to stay on the unsaved edits

    void updateKindWidgets();
    void updateEnvironmentWidgets();
    void updateObjectStoreWidgets();
    void updateSinkWidgets();
    void updateKeychainNote();
    void syncUrlFromFields();
    void syncFieldsFromUrl();
    void markModified();
    void validate();
    void setTestResult(bool ok, const QString &text);
    void setPublishResult(bool ok, const QString &text);

    // The editor's content as a profile, or the first problem with it.
    Result<Profile> profileFromEditor() const;
    QString databaseUrlFromFields() const;
    bool secretsForSessionOnly();
    // Reads off the GUI thread which secrets the edited profile has (the keychain may take its
    // time box), then updates the placeholders; none for a new profile.
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
    bool m_loading = false; // filling the editor: no "modified", no URL/field echo
    bool m_syncing = false;
    int m_testGeneration = 0;
    QPointer<QThread> m_testThread; // waited for when the dialog goes: it uses the secrets
    bool m_testing = false;
    QPointer<QThread> m_publishThread; // the test publish: waited for like m_testThread
    // Where the edited profile's secrets are, as the last read said (empty: not known, or a new
    // profile): a field says "Stored in the system keychain" only for one stored there.
    enum class SecretWhere { Unknown, None, Keychain, Session };
    QMap<SecretKind, SecretWhere> m_secretWhere;
    int m_secretGeneration = 0;
    QList<QPointer<QThread>> m_secretThreads; // the reads, waited for like m_testThread

    MessageBar *m_keychainNote = nullptr;
    MessageBar *m_messageBar = nullptr;
    QListWidget *m_list = nullptr;
    QPushButton *m_newButton = nullptr;
    QPushButton *m_duplicateButton = nullptr;
    QPushButton *m_deleteButton = nullptr;

    QLineEdit *m_name = nullptr;
    QComboBox *m_environment = nullptr;
    QLabel *m_environmentSwatch = nullptr;
    QCheckBox *m_readOnly = nullptr;
    QSpinBox *m_notifyDead = nullptr;
    QCheckBox *m_notifyBlocked = nullptr;
    QSpinBox *m_notifyPending = nullptr;
    QLabel *m_prodNote = nullptr;
    QTabWidget *m_tabs = nullptr;

    QFormLayout *m_connectionForm = nullptr;
    QComboBox *m_kind = nullptr;
    QWidget *m_serverRow = nullptr; // host and port
    QLineEdit *m_host = nullptr;
    QSpinBox *m_port = nullptr;
    QLineEdit *m_database = nullptr;
    QLineEdit *m_user = nullptr;
    QLabel *m_sslModeLabel = nullptr;
    QComboBox *m_sslMode = nullptr;
    QLineEdit *m_sqlitePath = nullptr;
    QToolButton *m_sqliteBrowse = nullptr;
    QLineEdit *m_url = nullptr;
    QLabel *m_passwordLabel = nullptr;
    QLineEdit *m_password = nullptr;
    QCheckBox *m_remember = nullptr;

    QLineEdit *m_table = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_vocabulary = nullptr;

    QFormLayout *m_objectStoreForm = nullptr;
    QComboBox *m_objectStoreMode = nullptr;
    QLabel *m_objectStoreHint = nullptr;
    QWidget *m_folderRow = nullptr;
    QLineEdit *m_folder = nullptr;
    QToolButton *m_folderBrowse = nullptr;
    QLineEdit *m_s3Endpoint = nullptr;
    QLineEdit *m_s3Bucket = nullptr;
    QLineEdit *m_s3Region = nullptr;
    QLineEdit *m_s3AccessKeyId = nullptr;
    QLineEdit *m_s3SecretKey = nullptr;
    QCheckBox *m_s3PathStyle = nullptr;

    QFormLayout *m_relayForm = nullptr;
    QComboBox *m_sinkMode = nullptr;
    QComboBox *m_relayOrdering = nullptr;
    QLineEdit *m_webhookUrl = nullptr;
    QLineEdit *m_webhookSecret = nullptr;
    QComboBox *m_signature = nullptr;
    QLineEdit *m_brokerUrl = nullptr;
    QLineEdit *m_sinkPassword = nullptr;
    QComboBox *m_eventFormat = nullptr;
    QLineEdit *m_ceSource = nullptr;
    QLineEdit *m_ceType = nullptr;
    QLineEdit *m_ceSubject = nullptr;
    QPushButton *m_testPublishButton = nullptr;
    QLabel *m_testPublishResult = nullptr;
    QLineEdit *m_sinkFile = nullptr;
    QToolButton *m_sinkFileBrowse = nullptr;
    QWidget *m_sinkFileRow = nullptr;
    QWidget *m_sqliteRow = nullptr;
    QWidget *m_editor = nullptr;

    QWidget *m_validationRow = nullptr;
    QLabel *m_validation = nullptr;
    QPushButton *m_testButton = nullptr;
    QLabel *m_testResult = nullptr;
    QPushButton *m_revertButton = nullptr;
    QPushButton *m_saveButton = nullptr;
    QPushButton *m_openButton = nullptr;
    QPushButton *m_closeButton = nullptr;
};

} // namespace outbox::ui
