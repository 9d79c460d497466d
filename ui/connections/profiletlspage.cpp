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

ProfileTlsPage::ProfileTlsPage(QWidget *parent)
    : ProfileUrlOptionsPage(Frame::Column, parent) {

    // A TLS mode combo: the driver's default, then the kind's modes.
    const auto addModeRow = [this](const QString &objectName, const QString &driverDefault,
                                   DatabaseKind kind, const QString &tip) {
        auto *combo = named(new QComboBox, objectName, QString());
        combo->addItem(driverDefault, QString());
        for (const QString &mode : databaseTlsModes(kind))
            combo->addItem(mode, mode);
        combo->setToolTip(tip);
        auto *label = new QLabel(tr("T&LS mode:"));
        label->setBuddy(combo);
        form()->addRow(label, combo);
        return combo;
    };
    QComboBox *postgresMode = addModeRow(
        u"sslModeCombo"_s, tr("Driver default (prefer)"), DatabaseKind::PostgreSQL,
        tr("PostgreSQL sslmode. verify-full checks the certificate and the host name: use it "
           "for anything that crosses a network you do not control."));
    QComboBox *mysqlMode = addModeRow(
        u"mysqlSslModeCombo"_s, tr("Driver default (PREFERRED)"), DatabaseKind::MySQL,
        tr("MySQL/MariaDB ssl-mode. VERIFY_CA checks the server's certificate against the CA "
           "certificate below: use it for anything that crosses a network you do not control."));
    QLabel *mysqlModeHint = hintLabel(
        tr("VERIFY_IDENTITY is not offered: the MySQL driver of Qt 6.4 cannot check the server's "
           "host name. VERIFY_CA with a CA certificate checks its certificate."));
    form()->addRow(QString(), mysqlModeHint);
    // The mode of the kind shown; a mode of the other kind (the kind just changed) is the
    // driver's default here.
    bindUrl(
        [this, postgresMode, mysqlMode](const ConnectionUrlParts &parts) {
            m_kind = parts.kind;
            selectData(postgresMode,
                       parts.kind == DatabaseKind::PostgreSQL ? parts.sslMode : QString());
            selectData(mysqlMode, parts.kind == DatabaseKind::MySQL ? parts.sslMode : QString());
        },
        [postgresMode, mysqlMode](ConnectionUrlParts &parts) {
            if (parts.kind != DatabaseKind::SQLite)
                parts.sslMode =
                    selectedData(parts.kind == DatabaseKind::MySQL ? mysqlMode : postgresMode);
        });

    const QString certificates = tr("Certificates (*.pem *.crt *.cer);;All files (*)");
    const QString keys = tr("Keys (*.pem *.key);;All files (*)");
    // A file's row: its label, its field (an option of the URL) and the Browse button beside it.
    const auto addFileRow = [this](QLabel *label, QLineEdit *edit,
                                   QString ConnectionUrlParts::*option, const QString &placeholder,
                                   const QString &browseName, const QString &browseAccessible,
                                   const QString &dialogTitle, const QString &filter) {
        bindUrl(edit, option)->setPlaceholderText(placeholder);
        QWidget *row =
            fileFieldRow(edit, browseName, browseAccessible, dialogTitle, filter, QDir::homePath());
        label->setBuddy(edit);
        form()->addRow(label, row);
        return row;
    };
    auto *rootCert = named(new QLineEdit, u"sslRootCertEdit"_s, tr("CA certificate file"));
    auto *rootCertLabel = new QLabel;
    QWidget *rootCertRow =
        addFileRow(rootCertLabel, rootCert, &ConnectionUrlParts::sslRootCert,
                   tr("none: the driver's default"), u"sslRootCertBrowseButton"_s,
                   tr("Choose CA certificate file"), tr("CA Certificate"), certificates);
    auto *cert = named(new QLineEdit, u"sslCertEdit"_s, tr("Client certificate file"));
    QWidget *certRow =
        addFileRow(new QLabel(tr("Client cert&ificate:")), cert, &ConnectionUrlParts::sslCert,
                   tr("none"), u"sslCertBrowseButton"_s, tr("Choose client certificate file"),
                   tr("Client Certificate"), certificates);
    auto *key = named(new QLineEdit, u"sslKeyEdit"_s, tr("Client key file"));
    QWidget *keyRow =
        addFileRow(new QLabel(tr("Client &key:")), key, &ConnectionUrlParts::sslKey, tr("none"),
                   u"sslKeyBrowseButton"_s, tr("Choose client key file"), tr("Client Key"), keys);

    auto *keyPassword = bindSecret(
        SecretKind::SslKeyPassword,
        secretEdit(u"sslKeyPasswordEdit"_s, tr("Client key passphrase")), [this, key] {
            return m_kind == DatabaseKind::PostgreSQL && !key->text().trimmed().isEmpty();
        });
    auto *keyPasswordLabel = new QLabel(tr("Key &passphrase:"));
    keyPasswordLabel->setBuddy(keyPassword);
    form()->addRow(keyPasswordLabel, keyPassword);

    QLabel *filesHint = hintLabel(QString());
    form()->addRow(filesHint);
    QLabel *sqliteNote =
        hintLabel(tr("A SQLite database is a file on this computer: there is no TLS to set."));
    form()->addRow(sqliteNote);
    column()->addStretch(1);

    // The URL holds the settings: this checks them, naming the field.
    bind({}, [this, postgresMode, mysqlMode, rootCert, cert, key](Profile &) -> Status {
        if (m_kind == DatabaseKind::SQLite)
            return Done{};
        const bool mysql = m_kind == DatabaseKind::MySQL;
        if (Status files =
                checkProfileTlsFiles(rootCert->text(), cert->text(), key->text(),
                                     {mysql ? tr("CA certificate") : tr("Root certificate"),
                                      tr("Client certificate"), tr("Client key")});
            !files)
            return files;
        const QString mode = selectedData(mysql ? mysqlMode : postgresMode);
        if (mysql && mode == u"VERIFY_CA"_s && rootCert->text().trimmed().isEmpty())
            return Error::invalid(tr("CA certificate: the TLS mode VERIFY_CA checks the server's "
                                     "certificate against a CA; choose the file of the CA that "
                                     "signed it."));
        // An empty mode is the driver's default, which an RDS IAM connection makes a required one.
        const QStringList plain{u"disable"_s, u"allow"_s, u"prefer"_s, u"DISABLED"_s,
                                u"PREFERRED"_s};
        if (m_rdsIam && plain.contains(mode))
            return Error::invalid(tr("TLS mode: the AWS RDS IAM token (Access tab) needs TLS; %1 "
                                     "would send it unencrypted. Choose %2 or a stricter mode.")
                                      .arg(mode, mysql ? u"REQUIRED"_s : u"require"_s));
        return Done{};
    });

    const auto postgres = [this] { return m_kind == DatabaseKind::PostgreSQL; };
    const auto server = [this] { return m_kind != DatabaseKind::SQLite; };
    showRowsWhen({postgresMode}, postgres);
    showRowsWhen({mysqlMode, mysqlModeHint}, [this] { return m_kind == DatabaseKind::MySQL; });
    showRowsWhen({rootCertRow, certRow, keyRow}, server);
    // The MySQL driver takes no passphrase: its key is an unencrypted file.
    showRowsWhen({keyPassword}, postgres);
    showRowsWhen({filesHint}, server);
    showRowsWhen({sqliteNote}, [server] { return !server(); });
    keepUpdated([this, rootCertLabel, rootCert, filesHint] {
        const bool mysql = m_kind == DatabaseKind::MySQL;
        rootCertLabel->setText(mysql ? tr("CA certi&ficate:") : tr("Root certi&ficate:"));
        rootCert->setAccessibleName(mysql ? tr("CA certificate file")
                                          : tr("Root certificate file"));
        filesHint->setText(
            mysql ? tr("Files on this computer, in PEM format. MySQL and MariaDB take a client key "
                       "without a passphrase.")
                  : tr("Files on this computer, in PEM format. The key's passphrase goes to the "
                       "system keychain, never to the profile file; without one stored, "
                       "OUTBOX_DATABASE_SSLPASSWORD is used."));
    });
    refresh();
    watchEdits();
}

void ProfileTlsPage::setRdsIam(bool rdsIam) {
    m_rdsIam = rdsIam;
}

QString ProfileTlsPage::typedKeyPassword() const {
    return m_kind == DatabaseKind::PostgreSQL ? typedSecret(SecretKind::SslKeyPassword) : QString();
}

} // namespace outbox::ui
