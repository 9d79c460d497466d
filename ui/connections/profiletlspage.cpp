#include "ui/connections/profiletlspage.h"

#include "ui/connections/profilefields.h"

#include "secretstore.h"

#include "settings/profilevalidation.h"

#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The page's widgets.
template <> struct ProfilePageWidgets<ProfileTlsPage> {
    QLabel *postgresModeLabel = nullptr;
    QComboBox *postgresMode = nullptr;
    QLabel *mysqlModeLabel = nullptr;
    QComboBox *mysqlMode = nullptr;
    QLabel *mysqlModeHint = nullptr;
    QLabel *rootCertLabel = nullptr;
    QLineEdit *rootCert = nullptr;
    QWidget *rootCertRow = nullptr;
    QLineEdit *cert = nullptr;
    QWidget *certRow = nullptr;
    QLineEdit *key = nullptr;
    QWidget *keyRow = nullptr;
    QLineEdit *keyPassword = nullptr;
    QLabel *filesHint = nullptr;
    QLabel *sqliteNote = nullptr;
};

ProfileTlsPage::ProfileTlsPage(QWidget *parent)
    : ProfileWidgetsPage(Frame::Column, parent) {

    // A TLS mode combo: the driver's default, then the kind's modes; its row's label in `label`.
    const auto addModeRow = [this](QLabel *&label, const QString &objectName,
                                   const QString &driverDefault, DatabaseKind kind,
                                   const QString &tip) {
        auto *combo = named(new QComboBox, objectName, QString());
        combo->addItem(driverDefault, QString());
        for (const QString &mode : databaseTlsModes(kind))
            combo->addItem(mode, mode);
        combo->setToolTip(tip);
        label = new QLabel(tr("T&LS mode:"));
        label->setBuddy(combo);
        form()->addRow(label, combo);
        return combo;
    };
    m_ui->postgresMode = addModeRow(
        m_ui->postgresModeLabel, u"sslModeCombo"_s, tr("Driver default (prefer)"),
        DatabaseKind::PostgreSQL,
        tr("PostgreSQL sslmode. verify-full checks the certificate and the host name: use it "
           "for anything that crosses a network you do not control."));
    m_ui->mysqlMode = addModeRow(
        m_ui->mysqlModeLabel, u"mysqlSslModeCombo"_s, tr("Driver default (PREFERRED)"),
        DatabaseKind::MySQL,
        tr("MySQL/MariaDB ssl-mode. VERIFY_CA checks the server's certificate against the CA "
           "certificate below: use it for anything that crosses a network you do not control."));
    m_ui->mysqlModeHint = hintLabel(
        tr("VERIFY_IDENTITY is not offered: the MySQL driver of Qt 6.4 cannot check the server's "
           "host name. VERIFY_CA with a CA certificate checks its certificate."));
    form()->addRow(QString(), m_ui->mysqlModeHint);

    const QString certificates = tr("Certificates (*.pem *.crt *.cer);;All files (*)");
    const QString keys = tr("Keys (*.pem *.key);;All files (*)");
    // A file's row: its label, its field and the Browse button beside it.
    const auto addFileRow = [this](QLabel *label, QLineEdit *edit, const QString &placeholder,
                                   const QString &browseName, const QString &browseAccessible,
                                   const QString &dialogTitle, const QString &filter) {
        edit->setPlaceholderText(placeholder);
        QWidget *row =
            fileFieldRow(edit, browseName, browseAccessible, dialogTitle, filter, QDir::homePath());
        label->setBuddy(edit);
        form()->addRow(label, row);
        return row;
    };
    m_ui->rootCert = named(new QLineEdit, u"sslRootCertEdit"_s, tr("CA certificate file"));
    m_ui->rootCertLabel = new QLabel;
    m_ui->rootCertRow =
        addFileRow(m_ui->rootCertLabel, m_ui->rootCert, tr("none: the driver's default"),
                   u"sslRootCertBrowseButton"_s, tr("Choose CA certificate file"),
                   tr("CA Certificate"), certificates);
    m_ui->cert = named(new QLineEdit, u"sslCertEdit"_s, tr("Client certificate file"));
    m_ui->certRow = addFileRow(new QLabel(tr("Client cert&ificate:")), m_ui->cert, tr("none"),
                               u"sslCertBrowseButton"_s, tr("Choose client certificate file"),
                               tr("Client Certificate"), certificates);
    m_ui->key = named(new QLineEdit, u"sslKeyEdit"_s, tr("Client key file"));
    m_ui->keyRow =
        addFileRow(new QLabel(tr("Client &key:")), m_ui->key, tr("none"), u"sslKeyBrowseButton"_s,
                   tr("Choose client key file"), tr("Client Key"), keys);

    m_ui->keyPassword = secretEdit(u"sslKeyPasswordEdit"_s, tr("Client key passphrase"));
    auto *keyPasswordLabel = new QLabel(tr("Key &passphrase:"));
    keyPasswordLabel->setBuddy(m_ui->keyPassword);
    form()->addRow(keyPasswordLabel, m_ui->keyPassword);

    m_ui->filesHint = hintLabel(QString());
    form()->addRow(m_ui->filesHint);
    m_ui->sqliteNote =
        hintLabel(tr("A SQLite database is a file on this computer: there is no TLS to set."));
    form()->addRow(m_ui->sqliteNote);
    column()->addStretch(1);

    updateKindWidgets();
    watchEdits();
}

void ProfileTlsPage::load(const Profile &profile) {
    const auto parts = parseConnectionUrl(profile.databaseUrl);
    showUrlParts(parts ? *parts : ConnectionUrlParts());
    m_ui->keyPassword->clear();
}

void ProfileTlsPage::showUrlParts(const ConnectionUrlParts &parts) {
    m_kind = parts.kind;
    // A mode of the other kind (the kind just changed) is the driver's default here.
    selectData(m_ui->postgresMode,
               parts.kind == DatabaseKind::PostgreSQL ? parts.sslMode : QString());
    selectData(m_ui->mysqlMode, parts.kind == DatabaseKind::MySQL ? parts.sslMode : QString());
    m_ui->rootCert->setText(parts.sslRootCert);
    m_ui->cert->setText(parts.sslCert);
    m_ui->key->setText(parts.sslKey);
    updateKindWidgets();
}

void ProfileTlsPage::putUrlOptions(ConnectionUrlParts &parts) const {
    if (parts.kind != DatabaseKind::SQLite)
        parts.sslMode =
            selectedData(parts.kind == DatabaseKind::MySQL ? m_ui->mysqlMode : m_ui->postgresMode);
    parts.sslRootCert = m_ui->rootCert->text().trimmed();
    parts.sslCert = m_ui->cert->text().trimmed();
    parts.sslKey = m_ui->key->text().trimmed();
}

void ProfileTlsPage::setRdsIam(bool rdsIam) {
    m_rdsIam = rdsIam;
}

QString ProfileTlsPage::typedKeyPassword() const {
    return m_kind == DatabaseKind::PostgreSQL ? m_ui->keyPassword->text() : QString();
}

QString ProfileTlsPage::selectedMode() const {
    return selectedData(m_kind == DatabaseKind::MySQL ? m_ui->mysqlMode : m_ui->postgresMode);
}

Status ProfileTlsPage::saveInto(Profile &) const {
    if (m_kind == DatabaseKind::SQLite)
        return Done{};
    const bool mysql = m_kind == DatabaseKind::MySQL;
    if (Status files =
            checkProfileTlsFiles(m_ui->rootCert->text(), m_ui->cert->text(), m_ui->key->text(),
                                 {mysql ? tr("CA certificate") : tr("Root certificate"),
                                  tr("Client certificate"), tr("Client key")});
        !files)
        return files;
    const QString mode = selectedMode();
    if (mysql && mode == u"VERIFY_CA"_s && m_ui->rootCert->text().trimmed().isEmpty())
        return Error::invalid(tr("CA certificate: the TLS mode VERIFY_CA checks the server's "
                                 "certificate against a CA; choose the file of the CA that "
                                 "signed it."));
    // An empty mode is the driver's default, which an RDS IAM connection makes a required one.
    const QStringList plain{u"disable"_s, u"allow"_s, u"prefer"_s, u"DISABLED"_s, u"PREFERRED"_s};
    if (m_rdsIam && plain.contains(mode))
        return Error::invalid(tr("TLS mode: the AWS RDS IAM token (Access tab) needs TLS; %1 "
                                 "would send it unencrypted. Choose %2 or a stricter mode.")
                                  .arg(mode, mysql ? u"REQUIRED"_s : u"require"_s));
    return Done{};
}

QList<ProfileSecretField> ProfileTlsPage::secretFields() const {
    return {{SecretKind::SslKeyPassword, m_ui->keyPassword,
             m_kind == DatabaseKind::PostgreSQL && !m_ui->key->text().trimmed().isEmpty()}};
}

void ProfileTlsPage::updateKindWidgets() {
    const bool postgres = m_kind == DatabaseKind::PostgreSQL;
    const bool mysql = m_kind == DatabaseKind::MySQL;
    const bool server = postgres || mysql;
    form()->setRowVisible(m_ui->postgresMode, postgres);
    form()->setRowVisible(m_ui->mysqlMode, mysql);
    form()->setRowVisible(m_ui->mysqlModeHint, mysql);
    form()->setRowVisible(m_ui->rootCertRow, server);
    form()->setRowVisible(m_ui->certRow, server);
    form()->setRowVisible(m_ui->keyRow, server);
    // The MySQL driver takes no passphrase: its key is an unencrypted file.
    form()->setRowVisible(m_ui->keyPassword, postgres);
    form()->setRowVisible(m_ui->filesHint, server);
    form()->setRowVisible(m_ui->sqliteNote, !server);
    m_ui->rootCertLabel->setText(mysql ? tr("CA certi&ficate:") : tr("Root certi&ficate:"));
    m_ui->rootCert->setAccessibleName(mysql ? tr("CA certificate file")
                                            : tr("Root certificate file"));
    m_ui->filesHint->setText(
        mysql ? tr("Files on this computer, in PEM format. MySQL and MariaDB take a client key "
                   "without a passphrase.")
              : tr("Files on this computer, in PEM format. The key's passphrase goes to the "
                   "system keychain, never to the profile file; without one stored, "
                   "OUTBOX_DATABASE_SSLPASSWORD is used."));
}

} // namespace outbox::ui
