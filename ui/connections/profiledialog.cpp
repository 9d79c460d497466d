#include "ui/connections/profiledialog.h"

#include "connection/connectionspec.h"
#include "ui/common/messagebar.h"
#include "ui/connections/profileaccesspage.h"
#include "ui/connections/profileconnectionpage.h"
#include "ui/connections/profileconnectiontest.h"
#include "ui/connections/profilefields.h"
#include "ui/connections/profilegeneralpage.h"
#include "ui/connections/profilelistpanel.h"
#include "ui/connections/profilerelaypage.h"
#include "ui/connections/profilesecretlocations.h"
#include "ui/connections/profiletablepage.h"
#include "ui/connections/profiletlspage.h"

#include "secretstore.h"

#include "target/connectiontarget.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTabWidget>
#include <QVBoxLayout>

#include <utility>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ProfileDialog::ProfileDialog(ProfileStore store, SessionSecretStore &secrets, QWidget *parent)
    : QDialog(parent)
    , m_store(std::move(store))
    , m_secrets(secrets) {
    setObjectName(u"profileDialog"_s);
    setWindowTitle(tr("Connections"));
    setAccessibleName(tr("Connections"));

    m_test = new ProfileConnectionTest(m_secrets, this);
    m_secretLocations = new ProfileSecretLocations(m_secrets, this);
    connect(m_secretLocations, &ProfileSecretLocations::changed, this,
            &ProfileDialog::updateSecretPlaceholders);

    m_keychainNote = new MessageBar;
    m_keychainNote->setObjectName(u"keychainNote"_s);
    m_keychainNote->setAccessibleName(tr("Keychain status"));
    connect(m_keychainNote, &MessageBar::actionTriggered, this, [this] {
        // The user may have unlocked or started the keyring meanwhile: ask again.
        if (dynamic_cast<SecretStore *>(&m_secrets.keychain()))
            SecretStore::resetAvailability();
        updateKeychainNote();
        readStoredSecrets();
    });

    m_messageBar = new MessageBar;

    m_list = new ProfileListPanel;
    connect(m_list, &ProfileListPanel::currentChanged, this,
            &ProfileDialog::onListSelectionChanged);
    connect(m_list, &ProfileListPanel::newRequested, this, &ProfileDialog::newProfile);
    connect(m_list, &ProfileListPanel::duplicateRequested, this, &ProfileDialog::duplicateProfile);
    connect(m_list, &ProfileListPanel::deleteRequested, this, &ProfileDialog::deleteProfile);
    auto *body = new QHBoxLayout;
    body->setSpacing(12);
    body->addWidget(m_list);
    body->addWidget(createEditor(), 1);

    m_openButton = named(new QPushButton(tr("&Open")), u"openButton"_s, tr("Open profile"));
    m_openButton->setToolTip(tr("Open the selected profile in the console"));
    m_openButton->setDefault(true);
    auto *closeButton = named(new QPushButton(tr("Close")), u"closeButton"_s, tr("Close"));
    connect(m_openButton, &QPushButton::clicked, this, [this] {
        if (m_editingName.isEmpty() || !confirmDiscard())
            return;
        m_chosenName = m_editingName;
        accept();
    });
    connect(closeButton, &QPushButton::clicked, this, &ProfileDialog::reject);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_openButton);
    buttons->addWidget(closeButton);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(14, 14, 14, 14);
    layout->setSpacing(10);
    layout->addWidget(m_keychainNote);
    layout->addLayout(body, 1);
    layout->addWidget(m_messageBar);
    layout->addLayout(buttons);

    nameComboBoxesByTheirLabels();
    updateKeychainNote();
    reloadList();
    resize(920, 640);
}

void ProfileDialog::nameComboBoxesByTheirLabels() {
    // A combo box is named by its label, as the label reads without its mnemonic. (On Linux, Qt
    // 6.4 still reports a combo box's current text as its accessible name; screen readers there
    // take the label from the labelled-by relation: the label's buddy, a sibling.)
    const QList<QLabel *> labels = findChildren<QLabel *>();
    for (QComboBox *combo : findChildren<QComboBox *>()) {
        for (const QLabel *label : labels) {
            if (label->buddy() == combo)
                combo->setAccessibleName(QString(label->text()).remove(u'&'));
        }
    }
}

// The connection test, the test publish and the reads of stored secrets use m_secrets, which
// belongs to the caller: each waits for its thread as it goes, with the dialog.
ProfileDialog::~ProfileDialog() = default;

// ---- building ------------------------------------------------------------------------------

QWidget *ProfileDialog::createEditor() {
    m_editor = new QWidget;
    m_editor->setObjectName(u"profileEditor"_s);
    auto *layout = new QVBoxLayout(m_editor);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(8);

    m_general = new ProfileGeneralPage;
    layout->addWidget(m_general);

    m_connection = new ProfileConnectionPage;
    m_tls = new ProfileTlsPage;
    m_access = new ProfileAccessPage;
    m_table = new ProfileTablePage;
    m_relay = new ProfileRelayPage(m_secrets);
    m_notifications = newNotificationsPage();
    m_tabs = named(new QTabWidget, u"editorTabs"_s, tr("Profile settings"));
    m_tabs->setDocumentMode(true);
    m_pages = {m_general, m_tls, m_access};
    for (const auto &[page, title] :
         {std::pair<ProfilePage *, QString>{m_connection, tr("&Connection")},
          {m_tls, tr("TLS")},
          {m_table, tr("Out&box table")},
          {newObjectStorePage(), tr("Ob&ject store")},
          {m_relay, tr("Re&lay")},
          {m_notifications, tr("No&tifications")},
          {newSafetyPage(), tr("Sa&fety")},
          {m_access, tr("&Access")}}) {
        m_tabs->addTab(page, title);
        if (!m_pages.contains(page))
            m_pages.append(page);
    }
    layout->addWidget(m_tabs, 1);
    connectUrlOptions();
    // A production profile says when its TLS does not verify the server, as the URL is edited.
    connect(m_connection, &ProfilePage::edited, this, &ProfileDialog::updateTlsGap);
    connect(m_connection, &ProfileConnectionPage::rememberSecretsChanged, this,
            &ProfileDialog::updateSecretPlaceholders);
    connect(m_relay, &ProfileRelayPage::testPublishRequested, this, &ProfileDialog::testPublish);
    connect(m_relay, &ProfileRelayPage::publishTested, this, &ProfileDialog::publishTested);

    m_validation = named(new QLabel, u"validationLabel"_s, tr("Problem"));
    m_validation->setWordWrap(true);
    m_validation->setTextFormat(Qt::PlainText);
    auto *validationIcon = new QLabel;
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    validationIcon->setPixmap(
        style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    m_validationRow = fieldRow({validationIcon, m_validation}, 1);
    m_validationRow->setObjectName(u"validationRow"_s);
    m_validation->installEventFilter(this);
    layout->addWidget(m_validationRow);

    m_testRun = ProfileTestRun(
        named(new QPushButton(tr("&Test Connection")), u"testButton"_s, tr("Test connection")),
        named(new QLabel, u"testResult"_s, tr("Connection test result")));
    QPushButton *testButton = m_testRun.button();
    testButton->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    testButton->setToolTip(tr("Connect with these settings (not yet saved) and detect the "
                              "table, its type and vocabulary (Ctrl+T)"));
    m_testRun.result()->installEventFilter(this);
    layout->addWidget(m_testRun.result());
    m_revertButton = named(new QPushButton(tr("Re&vert")), u"revertButton"_s, tr("Revert"));
    m_revertButton->setToolTip(tr("Forget the unsaved edits"));
    m_saveButton = named(new QPushButton(tr("&Save")), u"saveButton"_s, tr("Save profile"));
    m_saveButton->setShortcut(QKeySequence::Save);
    m_saveButton->setToolTip(
        tr("Save the profile; its secrets go to the keychain (%1)")
            .arg(QKeySequence(QKeySequence::Save).toString(QKeySequence::NativeText)));
    connect(testButton, &QPushButton::clicked, this, &ProfileDialog::testConnection);
    connect(m_revertButton, &QPushButton::clicked, this, &ProfileDialog::revert);
    connect(m_saveButton, &QPushButton::clicked, this, [this] { save(); });
    connect(m_test, &ProfileConnectionTest::finished, this,
            [this](bool ok, const QString &message) {
                m_testRun.finish();
                validate();
                setTestResult(ok, message);
                Q_EMIT connectionTested(ok, message);
            });

    auto *actions = new QHBoxLayout;
    actions->setSpacing(8);
    actions->addWidget(testButton);
    actions->addStretch(1);
    actions->addWidget(m_revertButton);
    actions->addWidget(m_saveButton);
    layout->addLayout(actions);

    // Every edit marks the profile modified and re-validates.
    for (ProfilePage *page : std::as_const(m_pages))
        connect(page, &ProfilePage::edited, this, &ProfileDialog::markModified);
    return m_editor;
}

void ProfileDialog::connectUrlOptions() {
    const auto toUrl = [this] {
        if (m_loading || m_showingUrl)
            return;
        ConnectionUrlParts parts = m_connection->urlParts();
        m_tls->putUrlOptions(parts);
        m_access->putUrlOptions(parts);
        m_connection->setUrlOptions(parts);
        updateAuthentication();
    };
    // Before the pages' edits mark the profile modified and validate it (createEditor).
    connect(m_tls, &ProfilePage::edited, this, toUrl);
    connect(m_access, &ProfilePage::edited, this, toUrl);
    connect(m_connection, &ProfileConnectionPage::urlPartsChanged, this, [this] {
        const ConnectionUrlParts parts = m_connection->urlParts();
        m_showingUrl = true;
        m_tls->showUrlParts(parts);
        m_access->showUrlParts(parts);
        m_showingUrl = false;
        updateAuthentication();
    });
}

void ProfileDialog::updateAuthentication() {
    m_tls->setRdsIam(m_access->rdsIam());
    m_connection->setPasswordUnusedReason(m_access->passwordUnusedReason());
    if (!m_loading)
        validate();
}

void ProfileDialog::showRelayPage() {
    m_tabs->setCurrentWidget(m_relay);
}

void ProfileDialog::showNotificationsPage() {
    m_tabs->setCurrentWidget(m_notifications);
}

bool ProfileDialog::selectProfile(const QString &name) {
    if (!m_list->choose(name)) // asks about unsaved edits first
        return false;
    return m_editingName == name;
}

// ---- list ----------------------------------------------------------------------------------

void ProfileDialog::reloadList(const QString &select) {
    const QString wanted = select.isEmpty() ? m_editingName : select;
    // A file that does not read lists nothing; saving is refused by the store (it would erase
    // every profile in it), and said here before anyone tries.
    if (auto readable = m_store.check(); !readable)
        m_messageBar->showMessage(MessageBar::Kind::Error, readable.error().message);
    const auto current = m_list->setProfiles(m_store.profiles(), wanted);
    loadIntoEditor(current ? m_store.find(*current) : std::nullopt);
}

void ProfileDialog::onListSelectionChanged() {
    const QString name = m_list->currentName();
    if (!name.isEmpty() && name == m_editingName)
        return;
    if (!confirmDiscard()) {
        // Stay on the edits: put the selection back where it was.
        m_list->setCurrentName(m_editingName);
        return;
    }
    // Saving may have rebuilt the list: point it at the profile asked for again.
    m_list->setCurrentName(name);
    loadIntoEditor(name.isEmpty() ? std::nullopt : m_store.find(name));
}

bool ProfileDialog::confirmDiscard() {
    if (!m_modified)
        return true;
    const QString text = m_editingName.isEmpty()
                             ? tr("The new profile has not been saved.")
                             : tr("The profile \"%1\" has unsaved changes.").arg(m_editingName);
    QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"), text,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(u"unsavedChangesBox"_s);
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        m_modified = false;
        return true;
    default:
        return false;
    }
}

// ---- editor --------------------------------------------------------------------------------

void ProfileDialog::loadIntoEditor(const std::optional<Profile> &profile) {
    m_loading = true;
    m_editingName = profile ? profile->name : QString();
    const Profile p = profile.value_or(Profile());
    for (ProfilePage *page : std::as_const(m_pages))
        page->load(p);
    updateAuthentication();
    updateTlsGap();
    m_editor->setEnabled(profile.has_value());
    readStoredSecrets();
    setTestResult(true, QString());
    m_loading = false;
    m_modified = false;
    validate();
}

void ProfileDialog::updateTlsGap() {
    const auto spec = ConnectionSpec::fromUrl(m_connection->databaseUrl());
    m_general->setTlsGap(spec ? spec->tlsVerificationGap() : QString());
}

void ProfileDialog::updateKeychainNote() {
    const bool available = m_secrets.keychainAvailable();
    if (available) {
        m_keychainNote->dismiss();
    } else {
        m_keychainNote->showMessage(
            MessageBar::Kind::Warning,
            tr("No keychain is available (%1). Passwords and keys you enter are used for this "
               "session only; they are never written to disk.")
                .arg(m_secrets.unavailableReason()),
            tr("Try Again"));
    }
    m_connection->setKeychainAvailable(available);
}

bool ProfileDialog::secretsForSessionOnly() {
    return !m_connection->rememberSecrets() || !m_secrets.keychainAvailable();
}

QList<ProfileSecretField> ProfileDialog::secretFields() const {
    QList<ProfileSecretField> fields;
    for (const ProfilePage *page : m_pages)
        fields += page->secretFields();
    return fields;
}

void ProfileDialog::readStoredSecrets() {
    m_secretLocations->read(m_editingName);
    updateSecretPlaceholders();
}

void ProfileDialog::updateSecretPlaceholders() {
    const bool sessionOnly =
        !m_connection->rememberSecrets() || !m_connection->canRememberSecrets();
    for (const ProfileSecretField &field : secretFields())
        field.edit->setPlaceholderText(
            m_secretLocations->placeholder(field.kind, !m_editingName.isEmpty(), sessionOnly));
}

void ProfileDialog::markModified() {
    if (m_loading)
        return;
    m_modified = true;
    setTestResult(true, QString()); // a result for other settings would mislead
    validate();
}

Result<Profile> ProfileDialog::profileFromEditor() const {
    Profile p;
    for (const ProfilePage *page : m_pages) {
        if (Status s = page->saveInto(p); !s)
            return s.error();
        // A name another profile has is the problem that follows a bad name.
        if (page == m_general && p.name != m_editingName && m_store.find(p.name))
            return Error::invalid(tr("A profile named \"%1\" already exists.").arg(p.name));
    }
    // The vocabulary the console remembers for the table stays while the profile points at the
    // same database (it is used for the table it was learnt for only).
    if (const auto stored = m_store.find(m_editingName);
        stored && stored->databaseUrl == p.databaseUrl) {
        p.rememberedVocabulary = stored->rememberedVocabulary;
        p.rememberedVocabularyTable = stored->rememberedVocabularyTable;
    }
    return p;
}

void ProfileDialog::validate() {
    if (m_editor->isEnabled()) {
        auto profile = profileFromEditor();
        m_problem = profile ? QString() : profile.error().message;
    } else {
        m_problem.clear();
    }
    m_validation->setText(m_problem);
    if (const int needed = m_validation->heightForWidth(m_validation->width()); needed > 0)
        m_validation->setMinimumHeight(needed);
    m_validationRow->setVisible(!m_problem.isEmpty());
    const bool saved = !m_editingName.isEmpty();
    m_saveButton->setEnabled(m_modified && m_problem.isEmpty());
    m_revertButton->setEnabled(m_modified && saved);
    m_testRun.button()->setEnabled(m_editor->isEnabled() && !isTesting());
    m_list->setActionsEnabled(saved, saved || m_modified);
    m_openButton->setEnabled(saved);
}

// ---- actions -------------------------------------------------------------------------------

QString ProfileDialog::uniqueName(const QString &base) const {
    const QString stem = base.left(56);
    QString name = stem;
    for (int i = 2; m_store.find(name); ++i)
        name = u"%1 %2"_s.arg(stem).arg(i);
    return name;
}

void ProfileDialog::newProfile() {
    newProfileNamed({});
}

void ProfileDialog::newProfileNamed(const QString &name) {
    if (!confirmDiscard())
        return;
    m_list->clearCurrent();
    Profile p;
    p.name = name.isEmpty() ? uniqueName(u"new-profile"_s) : name;
    loadIntoEditor(p);
    m_editingName.clear(); // not saved yet
    m_loading = true;
    m_connection->setNewProfileDefaults();
    m_loading = false;
    m_connection->syncUrlFromFields();
    readStoredSecrets(); // none: not saved yet
    m_modified = true;
    m_messageBar->dismiss();
    validate();
    m_tabs->setCurrentIndex(0);
    m_general->focusName();
}
void ProfileDialog::duplicateProfile() {
    if (m_editingName.isEmpty() || !confirmDiscard())
        return;
    auto source = m_store.find(m_editingName);
    if (!source)
        return;
    Profile copy = *source;
    copy.name = uniqueName(source->name + u" copy"_s);
    if (Status s = m_store.save(copy); !s) {
        m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
        return;
    }
    const Status secrets = m_secrets.copyAll(source->name, copy.name);
    reloadList(copy.name);
    Q_EMIT profilesChanged();
    if (!secrets)
        m_messageBar->showMessage(MessageBar::Kind::Warning,
                                  tr("Duplicated as \"%1\", without its secrets: %2")
                                      .arg(copy.name, secrets.error().message));
    else
        m_messageBar->showMessage(MessageBar::Kind::Information,
                                  tr("Duplicated as \"%1\", with its secrets.").arg(copy.name));
}

void ProfileDialog::deleteProfile() {
    if (m_editingName.isEmpty()) {
        // An unsaved new profile: nothing to delete but the draft.
        m_modified = false;
        reloadList();
        return;
    }
    const QString name = m_editingName;
    QMessageBox box(QMessageBox::Question, tr("Delete Profile"),
                    tr("Delete the profile \"%1\" and its stored secrets?").arg(name),
                    QMessageBox::Yes | QMessageBox::No, this);
    box.setObjectName(u"deleteProfileBox"_s);
    box.setInformativeText(tr("The database and its outbox are not touched."));
    box.button(QMessageBox::Yes)->setText(tr("Delete"));
    box.setDefaultButton(QMessageBox::No);
    if (box.exec() != QMessageBox::Yes)
        return;
    if (Status s = m_store.remove(name); !s) {
        m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
        return;
    }
    const Status secrets = m_secrets.removeAll(name);
    m_secrets.forgetSession(name);
    m_modified = false;
    m_editingName.clear();
    reloadList();
    Q_EMIT profilesChanged();
    if (!secrets)
        m_messageBar->showMessage(
            MessageBar::Kind::Warning,
            tr("Deleted \"%1\", but its secrets could not be removed from the keychain: %2")
                .arg(name, secrets.error().message));
    else
        m_messageBar->showMessage(MessageBar::Kind::Information, tr("Deleted \"%1\".").arg(name));
}

Status ProfileDialog::storeSecret(const QString &profile, SecretKind kind, const QString &secret,
                                  bool sessionOnly) {
    if (secret.isEmpty())
        return Done{}; // empty: keep what is there
    if (sessionOnly) {
        m_secrets.keepForSession(profile, kind, secret);
        return Done{};
    }
    return m_secrets.write(profile, kind, secret);
}

bool ProfileDialog::save() {
    validate();
    auto profile = profileFromEditor();
    if (!profile) {
        m_messageBar->showMessage(MessageBar::Kind::Error, profile.error().message);
        return false;
    }
    const QString oldName = m_editingName;
    const bool renamed = !oldName.isEmpty() && oldName != profile->name;
    const bool sessionOnly = secretsForSessionOnly();

    // Secrets first: a profile whose password did not reach the keychain is not half saved.
    if (renamed) {
        if (Status s = m_secrets.copyAll(oldName, profile->name); !s) {
            m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
            return false;
        }
    }
    bool anySecret = false;
    for (const ProfileSecretField &secret : secretFields()) {
        if (!secret.used || secret.edit->text().isEmpty())
            continue;
        if (Status s = storeSecret(profile->name, secret.kind, secret.edit->text(), sessionOnly);
            !s) {
            m_messageBar->showMessage(
                MessageBar::Kind::Error,
                tr("Nothing was saved: %1 To use the secret anyway, uncheck \"Remember secrets "
                   "in the system keychain\" and save again.")
                    .arg(s.error().message));
            return false;
        }
        anySecret = true;
    }

    if (Status s = m_store.save(*profile); !s) {
        m_messageBar->showMessage(MessageBar::Kind::Error, s.error().message);
        return false;
    }
    QString warning;
    if (renamed) {
        (void)m_store.remove(oldName);
        if (Status s = m_secrets.removeAll(oldName); !s)
            warning = tr("The secrets of the old name \"%1\" could not be removed: %2")
                          .arg(oldName, s.error().message);
        m_secrets.forgetSession(oldName);
    }

    m_editingName = profile->name;
    m_modified = false;
    reloadList(profile->name);
    Q_EMIT profilesChanged();
    if (!warning.isEmpty())
        m_messageBar->showMessage(MessageBar::Kind::Warning, warning);
    else if (anySecret && sessionOnly)
        m_messageBar->showMessage(
            MessageBar::Kind::Information,
            tr("Saved \"%1\". Its secrets are kept for this session only.").arg(profile->name));
    else if (anySecret)
        m_messageBar->showMessage(MessageBar::Kind::Information,
                                  tr("Saved \"%1\". Its secrets are in the system keychain, not "
                                     "in the profile file.")
                                      .arg(profile->name));
    else
        m_messageBar->showMessage(MessageBar::Kind::Information,
                                  tr("Saved \"%1\".").arg(profile->name));
    return true;
}

void ProfileDialog::revert() {
    if (m_editingName.isEmpty())
        return;
    m_modified = false;
    loadIntoEditor(m_store.find(m_editingName));
}

void ProfileDialog::reject() {
    if (!confirmDiscard())
        return;
    QDialog::reject();
}

bool ProfileDialog::isTesting() const {
    return m_test->isRunning();
}

bool ProfileDialog::eventFilter(QObject *watched, QEvent *event) {
    // Word-wrapped labels in nested layouts are given the height of their first guess at a
    // width; ask again at the width they really got, so that no line is cut off.
    if (event->type() == QEvent::Resize &&
        (watched == m_validation || watched == m_testRun.result())) {
        auto *label = static_cast<QLabel *>(watched);
        const int needed = label->heightForWidth(label->width());
        if (needed > 0 && label->minimumHeight() != needed)
            label->setMinimumHeight(needed);
    }
    return QDialog::eventFilter(watched, event);
}

void ProfileDialog::setTestResult(bool ok, const QString &text) {
    m_testRun.showOutcome(ok, ok ? tr("Connected.") : tr("Failed."), text);
}

void ProfileDialog::testConnection() {
    if (isTesting())
        return;
    const auto refuse = [this](const QString &message) {
        setTestResult(false, message);
        Q_EMIT connectionTested(false, message);
    };
    // The connection as edited, before saving; the other settings need not be valid yet.
    Profile draft;
    draft.name = m_editingName;
    draft.databaseUrl = m_connection->databaseUrl();
    // The table, its type, vocabulary and format options, the table's name not checked.
    if (Status options = m_table->draftInto(draft); !options)
        return refuse(options.error().message);
    if (draft.databaseUrl.isEmpty())
        return refuse(tr("Say where the database is first."));
    // The SSH hop and the password command as edited: the test goes the way the profile will.
    if (Status access = m_access->saveInto(draft); !access)
        return refuse(access.error().message);
    auto target = ConnectionTarget::fromProfile(draft);
    if (!target)
        return refuse(target.error().message);
    if (target->spec.passwordFromUrl)
        return refuse(tr("The URL contains a password; remove it and use the Password "
                         "field."));
    // The keychain entry belongs to the saved name; a new profile has none yet.
    target->profileName = m_editingName;
    if (const QString passphrase = m_tls->typedKeyPassword(); !passphrase.isEmpty())
        target->spec.sslKeyPassword = passphrase; // used when none is stored

    m_test->start(*target, m_connection->typedPassword());
    m_testRun.start(tr("Testing…"),
                    tr("Connecting to %1…").arg(target->spec.displayUrl().toHtmlEscaped()));
}

void ProfileDialog::testPublish() {
    m_relay->testPublish(profileFromEditor(), m_editingName);
}

} // namespace outbox::ui
