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

// The page's widgets.
template <> struct ProfilePageWidgets<ProfileConnectionPage> {
    QComboBox *kind = nullptr;
    QLineEdit *host = nullptr;
    QSpinBox *port = nullptr;
    QLineEdit *database = nullptr;
    QLineEdit *user = nullptr;
    QLineEdit *sqlitePath = nullptr;
    QLineEdit *url = nullptr;
    QLineEdit *password = nullptr;
    QLabel *passwordUnused = nullptr;
    QCheckBox *remember = nullptr;
};

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
    : ProfileWidgetsPage(Frame::Tab, parent) {

    m_ui->kind = choiceCombo(u"kindCombo"_s, {{tr("PostgreSQL"), u"postgresql"_s},
                                              {tr("MySQL / MariaDB"), u"mysql"_s},
                                              {tr("SQLite"), u"sqlite"_s}});
    form()->addRow(tr("&Database:"), m_ui->kind);

    m_ui->host = lineEdit(u"hostEdit"_s, tr("Host"), u"localhost"_s);
    m_ui->port = named(new QSpinBox, u"portSpin"_s, tr("Port"));
    m_ui->port->setRange(1, 65535);
    m_ui->port->setValue(kPostgresPort);
    auto *portLabel = new QLabel(tr("&Port:"));
    portLabel->setBuddy(m_ui->port);
    QWidget *serverRow = fieldRow({m_ui->host, portLabel, m_ui->port});
    form()->addRow(tr("&Host:"), serverRow);
    m_ui->database =
        addField(form(), tr("Database na&me:"),
                 lineEdit(u"databaseEdit"_s, tr("Database name"), tr("database name")));
    m_ui->user = addField(form(), tr("&User:"), lineEdit(u"userEdit"_s, tr("User")));
    m_ui->sqlitePath =
        lineEdit(u"sqlitePathEdit"_s, tr("SQLite database file"), tr("/path/to/outbox.db"));
    QWidget *sqliteRow =
        browseFieldRow(m_ui->sqlitePath, u"sqliteBrowseButton"_s, tr("Choose SQLite file"), [this] {
            return QFileDialog::getOpenFileName(
                this, tr("SQLite Database"), QFileInfo(m_ui->sqlitePath->text()).absolutePath(),
                tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
        });
    form()->addRow(tr("&File:"), sqliteRow);

    m_ui->url = lineEdit(u"urlEdit"_s, tr("Database URL"),
                         u"postgresql://user@host:5432/db?sslmode=verify-full"_s);
    m_ui->url->setToolTip(
        tr("postgresql://, mysql://, mariadb:// or sqlite: URL, kept in step with "
           "the fields above. It never holds a password."));
    form()->addRow(tr("U&RL:"), m_ui->url);

    const auto sqlite = [this] { return selectedData(m_ui->kind) == u"sqlite"_s; };
    m_ui->password = bindSecret(
        SecretKind::DatabasePassword, secretEdit(u"passwordEdit"_s, tr("Database password")),
        [this, sqlite] { return !sqlite() && m_ui->password->isEnabled(); });
    auto *passwordLabel = new QLabel(tr("Pass&word:"));
    passwordLabel->setBuddy(m_ui->password);
    form()->addRow(passwordLabel, m_ui->password);
    m_ui->passwordUnused =
        named(hintLabel(QString()), u"passwordUnusedHint"_s, tr("Why no password is asked for"));
    form()->addRow(QString(), m_ui->passwordUnused);
    form()->setRowVisible(m_ui->passwordUnused, false);
    m_ui->remember = named(new QCheckBox(tr("Re&member secrets in the system keychain")),
                           u"rememberCheck"_s, tr("Remember secrets in the system keychain"));
    m_ui->remember->setChecked(true);
    m_ui->remember->setToolTip(
        tr("Checked: passwords and keys go to the system keychain under \"outbox-console\".\n"
           "Unchecked: they are kept in memory for this session only.\n"
           "They are never written to the profile file."));
    connect(m_ui->remember, &QCheckBox::toggled, this,
            &ProfileConnectionPage::rememberSecretsChanged);
    form()->addRow(QString(), m_ui->remember);
    bind([this](const Profile &profile) { showUrl(profile.databaseUrl); },
         [this](Profile &profile) -> Status {
             profile.databaseUrl = databaseUrl();
             if (profile.databaseUrl.isEmpty())
                 return Error::invalid(tr(
                     "Say where the database is: fill in the connection fields or paste a URL."));
             const auto spec = checkProfileDatabaseUrl(
                 profile.databaseUrl,
                 tr("The URL contains a password. Profiles never store passwords: remove it from "
                    "the URL and type it in the Password field, which keeps it in the keychain."));
             if (!spec)
                 return spec.error();
             return Done{};
         });
    showRowsWhen({serverRow, m_ui->database, m_ui->user}, [sqlite] { return !sqlite(); });
    showRowsWhen({sqliteRow}, sqlite);
    // A SQLite file has no password to ask for.
    showRowsWhen({m_ui->password}, [sqlite] { return !sqlite(); });
    showRowsWhen({m_ui->passwordUnused},
                 [this, sqlite] { return !sqlite() && !m_ui->passwordUnused->text().isEmpty(); });

    connect(m_ui->kind, &QComboBox::currentIndexChanged, this, [this] {
        // Follow the kind's default port unless the user chose another one.
        const bool postgres = selectedData(m_ui->kind) == u"postgresql"_s;
        if (!m_loading && !m_syncing) {
            if (postgres && m_ui->port->value() == kMySqlPort)
                m_ui->port->setValue(kPostgresPort);
            else if (!postgres && m_ui->port->value() == kPostgresPort)
                m_ui->port->setValue(kMySqlPort);
        }
        refresh();
        syncUrlFromFields();
        if (!m_loading && !m_syncing)
            Q_EMIT urlPartsChanged();
    });
    for (QLineEdit *edit : {m_ui->host, m_ui->database, m_ui->user, m_ui->sqlitePath})
        connect(edit, &QLineEdit::textChanged, this, &ProfileConnectionPage::syncUrlFromFields);
    connect(m_ui->port, &QSpinBox::valueChanged, this, &ProfileConnectionPage::syncUrlFromFields);
    connect(m_ui->url, &QLineEdit::textEdited, this, &ProfileConnectionPage::syncFieldsFromUrl);
    // Remembering is a preference of the save, not part of the profile.
    watchEdits({m_ui->remember});
}

void ProfileConnectionPage::showUrl(const QString &url) {
    const QScopedValueRollback loading(m_loading, true);
    const auto parts = parseConnectionUrl(url);
    if (parts) {
        selectData(m_ui->kind, kindData(parts->kind));
        m_ui->host->setText(parts->host);
        m_ui->port->setValue(parts->port > 0 ? parts->port : kPostgresPort);
        m_ui->database->setText(parts->database);
        m_ui->user->setText(parts->user);
        m_ui->sqlitePath->setText(parts->sqlitePath);
        m_options = *parts;
    } else {
        selectData(m_ui->kind, u"postgresql"_s);
        for (QLineEdit *edit : {m_ui->host, m_ui->database, m_ui->user, m_ui->sqlitePath})
            edit->clear();
        m_ui->port->setValue(kPostgresPort);
        m_options = ConnectionUrlParts();
    }
    m_ui->url->setText(url);
}

ConnectionUrlParts ProfileConnectionPage::urlParts() const {
    ConnectionUrlParts parts = m_options;
    parts.kind = kindOfData(selectedData(m_ui->kind));
    parts.host = m_ui->host->text();
    parts.port = m_ui->port->value();
    parts.database = m_ui->database->text();
    parts.user = m_ui->user->text();
    parts.sqlitePath = m_ui->sqlitePath->text();
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
        m_ui->password->clear(); // nothing typed here is stored or used
    m_ui->password->setEnabled(!unused);
    m_ui->passwordUnused->setText(reason);
    refresh();
}

QString ProfileConnectionPage::databaseUrl() const {
    return m_ui->url->text().trimmed();
}

QString ProfileConnectionPage::typedPassword() const {
    return typedSecret(SecretKind::DatabasePassword);
}

void ProfileConnectionPage::setNewProfileDefaults() {
    const QScopedValueRollback loading(m_loading, true);
    m_ui->host->setText(u"localhost"_s);
    m_ui->user->setText(qEnvironmentVariable("USER"));
}

bool ProfileConnectionPage::rememberSecrets() const {
    return m_ui->remember->isChecked();
}

bool ProfileConnectionPage::canRememberSecrets() const {
    return m_ui->remember->isEnabled();
}

void ProfileConnectionPage::setKeychainAvailable(bool available) {
    if (available && !m_ui->remember->isEnabled())
        m_ui->remember->setChecked(true); // the keychain came back: remember, as by default
    m_ui->remember->setEnabled(available);
    if (!available)
        m_ui->remember->setChecked(false);
}

QString ProfileConnectionPage::databaseUrlFromFields() const {
    return buildConnectionUrl(urlParts());
}

void ProfileConnectionPage::syncUrlFromFields() {
    if (m_loading || m_syncing)
        return;
    m_syncing = true;
    m_ui->url->setText(databaseUrlFromFields());
    m_syncing = false;
}

void ProfileConnectionPage::syncFieldsFromUrl() {
    if (m_loading || m_syncing)
        return;
    const auto parts = parseConnectionUrl(m_ui->url->text());
    if (!parts)
        return; // the dialog's validation says what is wrong; the fields keep their last values
    m_syncing = true;
    selectData(m_ui->kind, kindData(parts->kind));
    switch (parts->kind) {
    case DatabaseKind::SQLite:
        m_ui->sqlitePath->setText(parts->sqlitePath);
        break;
    case DatabaseKind::PostgreSQL:
    case DatabaseKind::MySQL:
        m_ui->host->setText(parts->host);
        m_ui->port->setValue(parts->port);
        m_ui->database->setText(parts->database);
        m_ui->user->setText(parts->user);
        m_options = *parts;
        break;
    }
    refresh();
    m_syncing = false;
    Q_EMIT urlPartsChanged();
}

} // namespace outbox::ui
