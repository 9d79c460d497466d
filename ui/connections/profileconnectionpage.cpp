#include "ui/connections/profileconnectionpage.h"

#include "ui/connections/profilefields.h"

#include "secretstore.h"

#include "connection/connectionurl.h"
#include "settings/profilevalidation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScopedValueRollback>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int kPostgresPort = kPostgresDefaultPort;
constexpr int kMySqlPort = kMySqlDefaultPort;

// The kind combo's data of a database kind, and back.
QString kindData(DatabaseKind kind) {
    return kind == DatabaseKind::PostgreSQL ? u"postgresql"_s
           : kind == DatabaseKind::MySQL    ? u"mysql"_s
                                            : u"sqlite"_s;
}

DatabaseKind kindOfData(const QString &data) {
    return data == u"sqlite"_s       ? DatabaseKind::SQLite
           : data == u"postgresql"_s ? DatabaseKind::PostgreSQL
                                     : DatabaseKind::MySQL;
}

} // namespace

ProfileConnectionPage::ProfileConnectionPage(QWidget *parent)
    : ProfilePage(parent) {
    m_form = growingForm(this);
    setTabPageMargins(m_form);

    m_kind = choiceCombo(u"kindCombo"_s, {{tr("PostgreSQL"), u"postgresql"_s},
                                          {tr("MySQL / MariaDB"), u"mysql"_s},
                                          {tr("SQLite"), u"sqlite"_s}});
    m_form->addRow(tr("&Database:"), m_kind);

    m_host = lineEdit(u"hostEdit"_s, tr("Host"), u"localhost"_s);
    m_port = named(new QSpinBox, u"portSpin"_s, tr("Port"));
    m_port->setRange(1, 65535);
    m_port->setValue(kPostgresPort);
    auto *portLabel = new QLabel(tr("&Port:"));
    portLabel->setBuddy(m_port);
    m_serverRow = fieldRow({m_host, portLabel, m_port});
    m_form->addRow(tr("&Host:"), m_serverRow);
    m_database = addField(m_form, tr("Database na&me:"),
                          lineEdit(u"databaseEdit"_s, tr("Database name"), tr("database name")));
    m_user = addField(m_form, tr("&User:"), lineEdit(u"userEdit"_s, tr("User")));
    m_sqlitePath =
        lineEdit(u"sqlitePathEdit"_s, tr("SQLite database file"), tr("/path/to/outbox.db"));
    m_sqliteRow =
        browseFieldRow(m_sqlitePath, u"sqliteBrowseButton"_s, tr("Choose SQLite file"), [this] {
            return QFileDialog::getOpenFileName(
                this, tr("SQLite Database"), QFileInfo(m_sqlitePath->text()).absolutePath(),
                tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
        });
    m_form->addRow(tr("&File:"), m_sqliteRow);

    m_url = lineEdit(u"urlEdit"_s, tr("Database URL"),
                     u"postgresql://user@host:5432/db?sslmode=verify-full"_s);
    m_url->setToolTip(tr("postgresql://, mysql://, mariadb:// or sqlite: URL, kept in step with "
                         "the fields above. It never holds a password."));
    m_form->addRow(tr("U&RL:"), m_url);

    m_password = secretEdit(u"passwordEdit"_s, tr("Database password"));
    m_passwordLabel = new QLabel(tr("Pass&word:"));
    m_passwordLabel->setBuddy(m_password);
    m_form->addRow(m_passwordLabel, m_password);
    m_passwordUnused =
        named(hintLabel(QString()), u"passwordUnusedHint"_s, tr("Why no password is asked for"));
    m_form->addRow(QString(), m_passwordUnused);
    m_form->setRowVisible(m_passwordUnused, false);
    m_remember = named(new QCheckBox(tr("Re&member secrets in the system keychain")),
                       u"rememberCheck"_s, tr("Remember secrets in the system keychain"));
    m_remember->setChecked(true);
    m_remember->setToolTip(
        tr("Checked: passwords and keys go to the system keychain under \"outbox-console\".\n"
           "Unchecked: they are kept in memory for this session only.\n"
           "They are never written to the profile file."));
    connect(m_remember, &QCheckBox::toggled, this, &ProfileConnectionPage::rememberSecretsChanged);
    m_form->addRow(QString(), m_remember);

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        // Follow the kind's default port unless the user chose another one.
        const bool postgres = selectedData(m_kind) == u"postgresql"_s;
        if (!m_loading && !m_syncing) {
            if (postgres && m_port->value() == kMySqlPort)
                m_port->setValue(kPostgresPort);
            else if (!postgres && m_port->value() == kPostgresPort)
                m_port->setValue(kMySqlPort);
        }
        updateKindWidgets();
        syncUrlFromFields();
        if (!m_loading && !m_syncing)
            Q_EMIT urlPartsChanged();
    });
    for (QLineEdit *edit : {m_host, m_database, m_user, m_sqlitePath})
        connect(edit, &QLineEdit::textChanged, this, &ProfileConnectionPage::syncUrlFromFields);
    connect(m_port, &QSpinBox::valueChanged, this, &ProfileConnectionPage::syncUrlFromFields);
    connect(m_url, &QLineEdit::textEdited, this, &ProfileConnectionPage::syncFieldsFromUrl);
    // Remembering is a preference of the save, not part of the profile.
    watchEdits({m_remember});
}

void ProfileConnectionPage::load(const Profile &profile) {
    const QScopedValueRollback loading(m_loading, true);
    const auto parts = parseConnectionUrl(profile.databaseUrl);
    if (parts) {
        selectData(m_kind, kindData(parts->kind));
        m_host->setText(parts->host);
        m_port->setValue(parts->port > 0 ? parts->port : kPostgresPort);
        m_database->setText(parts->database);
        m_user->setText(parts->user);
        m_sqlitePath->setText(parts->sqlitePath);
        m_options = *parts;
    } else {
        selectData(m_kind, u"postgresql"_s);
        for (QLineEdit *edit : {m_host, m_database, m_user, m_sqlitePath})
            edit->clear();
        m_port->setValue(kPostgresPort);
        m_options = ConnectionUrlParts();
    }
    m_url->setText(profile.databaseUrl);
    m_password->clear();
    updateKindWidgets();
}

Status ProfileConnectionPage::saveInto(Profile &profile) const {
    profile.databaseUrl = databaseUrl();
    if (profile.databaseUrl.isEmpty())
        return Error::invalid(
            tr("Say where the database is: fill in the connection fields or paste a URL."));
    const auto spec = checkProfileDatabaseUrl(
        profile.databaseUrl,
        tr("The URL contains a password. Profiles never store passwords: remove it from the "
           "URL and type it in the Password field, which keeps it in the keychain."));
    if (!spec)
        return spec.error();
    return Done{};
}

QList<ProfileSecretField> ProfileConnectionPage::secretFields() const {
    return {{SecretKind::DatabasePassword, m_password,
             selectedData(m_kind) != u"sqlite"_s && m_password->isEnabled()}};
}

ConnectionUrlParts ProfileConnectionPage::urlParts() const {
    ConnectionUrlParts parts = m_options;
    parts.kind = kindOfData(selectedData(m_kind));
    parts.host = m_host->text();
    parts.port = m_port->value();
    parts.database = m_database->text();
    parts.user = m_user->text();
    parts.sqlitePath = m_sqlitePath->text();
    return parts;
}

void ProfileConnectionPage::setUrlOptions(const ConnectionUrlParts &options) {
    m_options.sslMode = options.sslMode;
    m_options.sslRootCert = options.sslRootCert;
    m_options.sslCert = options.sslCert;
    m_options.sslKey = options.sslKey;
    m_options.auth = options.auth;
    m_options.region = options.region;
    syncUrlFromFields();
}

void ProfileConnectionPage::setPasswordUnusedReason(const QString &reason) {
    const bool unused = !reason.isEmpty();
    if (unused)
        m_password->clear(); // nothing typed here is stored or used
    m_password->setEnabled(!unused);
    m_passwordUnused->setText(reason);
    updateKindWidgets();
}

QString ProfileConnectionPage::databaseUrl() const {
    return m_url->text().trimmed();
}

QString ProfileConnectionPage::typedPassword() const {
    return m_password->text();
}

void ProfileConnectionPage::setNewProfileDefaults() {
    const QScopedValueRollback loading(m_loading, true);
    m_host->setText(u"localhost"_s);
    m_user->setText(qEnvironmentVariable("USER"));
}

bool ProfileConnectionPage::rememberSecrets() const {
    return m_remember->isChecked();
}

bool ProfileConnectionPage::canRememberSecrets() const {
    return m_remember->isEnabled();
}

void ProfileConnectionPage::setKeychainAvailable(bool available) {
    if (available && !m_remember->isEnabled())
        m_remember->setChecked(true); // the keychain came back: remember, as by default
    m_remember->setEnabled(available);
    if (!available)
        m_remember->setChecked(false);
}

void ProfileConnectionPage::updateKindWidgets() {
    const QString kind = selectedData(m_kind);
    const bool sqlite = kind == u"sqlite"_s;
    m_form->setRowVisible(m_serverRow, !sqlite);
    m_form->setRowVisible(m_database, !sqlite);
    m_form->setRowVisible(m_user, !sqlite);
    m_form->setRowVisible(m_sqliteRow, sqlite);
    // A SQLite file has no password to ask for.
    m_form->setRowVisible(m_password, !sqlite);
    m_form->setRowVisible(m_passwordUnused, !sqlite && !m_passwordUnused->text().isEmpty());
}

QString ProfileConnectionPage::databaseUrlFromFields() const {
    return buildConnectionUrl(urlParts());
}

void ProfileConnectionPage::syncUrlFromFields() {
    if (m_loading || m_syncing)
        return;
    m_syncing = true;
    m_url->setText(databaseUrlFromFields());
    m_syncing = false;
}

void ProfileConnectionPage::syncFieldsFromUrl() {
    if (m_loading || m_syncing)
        return;
    const auto parts = parseConnectionUrl(m_url->text());
    if (!parts)
        return; // the dialog's validation says what is wrong; the fields keep their last values
    m_syncing = true;
    selectData(m_kind, kindData(parts->kind));
    switch (parts->kind) {
    case DatabaseKind::SQLite:
        m_sqlitePath->setText(parts->sqlitePath);
        break;
    case DatabaseKind::PostgreSQL:
    case DatabaseKind::MySQL:
        m_host->setText(parts->host);
        m_port->setValue(parts->port);
        m_database->setText(parts->database);
        m_user->setText(parts->user);
        m_options = *parts;
        break;
    }
    updateKindWidgets();
    m_syncing = false;
    Q_EMIT urlPartsChanged();
}

} // namespace outbox::ui
