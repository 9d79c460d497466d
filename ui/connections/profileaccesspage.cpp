#include "ui/connections/profileaccesspage.h"

#include "connection/sshtunnel.h"
#include "settings/profilevalidation.h"
#include "ui/connections/profilefields.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// The page's widgets.
template <> struct ProfilePageWidgets<ProfileAccessPage> {
    QLineEdit *ssh = nullptr;
    QLineEdit *sshConfig = nullptr;
    QComboBox *auth = nullptr;
    QLineEdit *passwordCommand = nullptr;
    QLabel *passwordCommandHint = nullptr;
    QLineEdit *region = nullptr;
    QLabel *rdsIamHint = nullptr;
};

ProfileAccessPage::ProfileAccessPage(QWidget *parent)
    : ProfileWidgetsPage(Frame::Column, parent) {
    m_ui->ssh =
        addField(form(), tr("SS&H through:"),
                 lineEdit(u"sshDestinationEdit"_s, tr("SSH destination"),
                          tr("none: connect directly (or user@bastion:22, or a Host alias)")));
    m_ui->sshConfig = lineEdit(u"sshConfigEdit"_s, tr("SSH configuration file"),
                               tr("OpenSSH's default (~/.ssh/config)"));
    QWidget *sshConfigRow = browseFieldRow(
        m_ui->sshConfig, u"sshConfigBrowseButton"_s, tr("Choose SSH configuration file"), [this] {
            return QFileDialog::getOpenFileName(this, tr("SSH Configuration"),
                                                m_ui->sshConfig->text().isEmpty()
                                                    ? QDir::homePath() + u"/.ssh"_s
                                                    : m_ui->sshConfig->text());
        });
    form()->addRow(tr("SSH &config:"), sshConfigRow);
    form()->addRow(hintLabel(
        tr("The console runs your own ssh (ssh -W) for each database connection, so your "
           "ProxyJump chains, agent, keys and known_hosts apply. The host and port on the "
           "Connection tab are then as the last hop sees them. When ssh needs a key's passphrase "
           "or asks about a host key it does not know yet, the console asks you in a dialog; a "
           "changed host key is refused, never accepted silently.")));
    m_ui->auth = choiceCombo(u"authCombo"_s, {{tr("Password (stored or typed)"), u"password"_s},
                                              {tr("Password command"), u"command"_s},
                                              {tr("AWS RDS IAM token"), u"rds-iam"_s}});
    auto *authLabel = new QLabel(tr("A&uthentication:"));
    authLabel->setBuddy(m_ui->auth);
    form()->addRow(authLabel, m_ui->auth);
    m_ui->passwordCommand = addField(form(), tr("Pass&word command:"),
                                     lineEdit(u"passwordCommandEdit"_s, tr("Password command"),
                                              tr("none: the stored password")));
    m_ui->passwordCommandHint = hintLabel(
        tr("Run for every new connection; its first line of output is the password, so none is "
           "stored (for example a vault CLI, az account get-access-token or gcloud sql "
           "generate-login-token)."));
    form()->addRow(m_ui->passwordCommandHint);
    m_ui->region = addField(form(), tr("AWS re&gion:"),
                            lineEdit(u"awsRegionEdit"_s, tr("AWS region"), tr("e.g. eu-west-1")));
    m_ui->rdsIamHint = hintLabel(
        tr("For every new connection the password is an RDS IAM token signed with your AWS "
           "credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE in "
           "~/.aws/credentials), so none is stored. The database user needs IAM "
           "authentication, and the connection TLS (TLS tab: require or stricter)."));
    form()->addRow(m_ui->rdsIamHint);
    column()->addStretch(1);
    connect(m_ui->auth, &QComboBox::currentIndexChanged, this,
            &ProfileAccessPage::updateAuthWidgets);
    updateAuthWidgets();
    watchEdits();
}

void ProfileAccessPage::load(const Profile &profile) {
    m_ui->ssh->setText(profile.sshDestination);
    m_ui->sshConfig->setText(profile.sshConfig);
    m_ui->passwordCommand->setText(profile.passwordCommand);
    selectData(m_ui->auth, profile.passwordCommand.isEmpty() ? u"password"_s : u"command"_s);
    const auto parts = parseConnectionUrl(profile.databaseUrl);
    showUrlParts(parts ? *parts : ConnectionUrlParts());
}

void ProfileAccessPage::showUrlParts(const ConnectionUrlParts &parts) {
    m_server = parts.kind != DatabaseKind::SQLite;
    // An RDS IAM token wins over a password command, as at connect time; a URL without one
    // leaves the password or the command chosen.
    if (parts.auth == DatabaseAuth::RdsIam)
        selectData(m_ui->auth, u"rds-iam"_s);
    else if (rdsIam())
        selectData(m_ui->auth, m_ui->passwordCommand->text().trimmed().isEmpty() ? u"password"_s
                                                                                 : u"command"_s);
    m_ui->region->setText(parts.region);
    updateAuthWidgets();
}

void ProfileAccessPage::putUrlOptions(ConnectionUrlParts &parts) const {
    parts.auth = rdsIam() ? DatabaseAuth::RdsIam : DatabaseAuth::Password;
    parts.region = rdsIam() ? m_ui->region->text().trimmed() : QString();
}

QString ProfileAccessPage::authChoice() const {
    return selectedData(m_ui->auth);
}

bool ProfileAccessPage::rdsIam() const {
    return authChoice() == u"rds-iam"_s;
}

QString ProfileAccessPage::passwordCommand() const {
    return authChoice() == u"command"_s ? m_ui->passwordCommand->text().trimmed() : QString();
}

QString ProfileAccessPage::passwordUnusedReason() const {
    if (authChoice() == u"command"_s)
        return tr("No password is stored: the password command (Access tab) gives the password "
                  "of every new connection.");
    if (rdsIam())
        return tr("No password is stored: an AWS RDS IAM token (Access tab) is the password of "
                  "every new connection.");
    return {};
}

void ProfileAccessPage::updateAuthWidgets() {
    const QString choice = authChoice();
    form()->setRowVisible(m_ui->passwordCommand, choice == u"command"_s);
    form()->setRowVisible(m_ui->passwordCommandHint, choice == u"command"_s);
    form()->setRowVisible(m_ui->region, choice == u"rds-iam"_s);
    form()->setRowVisible(m_ui->rdsIamHint, choice == u"rds-iam"_s);
}

Status ProfileAccessPage::saveInto(Profile &profile) const {
    const QString destination = m_ui->ssh->text().trimmed();
    if (!destination.isEmpty())
        if (Status ok = SshTunnels::checkDestination(destination); !ok)
            return ok;
    if (m_server && authChoice() == u"command"_s &&
        m_ui->passwordCommand->text().trimmed().isEmpty())
        return Error::invalid(tr("Password command: type the command whose first line of output "
                                 "is the password, or choose another authentication."));
    if (m_server && rdsIam())
        if (Status region = checkAwsRegion(m_ui->region->text().trimmed(), tr("AWS region"));
            !region)
            return region;
    profile.sshDestination = destination;
    profile.sshConfig = m_ui->sshConfig->text().trimmed();
    profile.passwordCommand = passwordCommand();
    return Done{};
}

} // namespace outbox::ui
