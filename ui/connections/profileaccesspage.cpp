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

ProfileAccessPage::ProfileAccessPage(QWidget *parent)
    : ProfileUrlOptionsPage(Frame::Column, parent) {
    auto *ssh =
        addField(form(), tr("SS&H through:"),
                 lineEdit(u"sshDestinationEdit"_s, tr("SSH destination"),
                          tr("none: connect directly (or user@bastion:22, or a Host alias)")));
    bind([ssh](const Profile &profile) { ssh->setText(profile.sshDestination); },
         [ssh](Profile &profile) -> Status {
             const QString destination = ssh->text().trimmed();
             if (!destination.isEmpty())
                 if (Status ok = SshTunnels::checkDestination(destination); !ok)
                     return ok;
             profile.sshDestination = destination;
             return Done{};
         });
    auto *sshConfig = bind(lineEdit(u"sshConfigEdit"_s, tr("SSH configuration file"),
                                    tr("OpenSSH's default (~/.ssh/config)")),
                           &Profile::sshConfig);
    QWidget *sshConfigRow =
        browseFieldRow(sshConfig, u"sshConfigBrowseButton"_s, tr("Choose SSH configuration file"),
                       [this, sshConfig] {
                           return QFileDialog::getOpenFileName(this, tr("SSH Configuration"),
                                                               sshConfig->text().isEmpty()
                                                                   ? QDir::homePath() + u"/.ssh"_s
                                                                   : sshConfig->text());
                       });
    form()->addRow(tr("SSH &config:"), sshConfigRow);
    form()->addRow(hintLabel(
        tr("The console runs your own ssh (ssh -W) for each database connection, so your "
           "ProxyJump chains, agent, keys and known_hosts apply. The host and port on the "
           "Connection tab are then as the last hop sees them. When ssh needs a key's passphrase "
           "or asks about a host key it does not know yet, the console asks you in a dialog; a "
           "changed host key is refused, never accepted silently.")));
    m_auth = choiceCombo(u"authCombo"_s, {{tr("Password (stored or typed)"), u"password"_s},
                                          {tr("Password command"), u"command"_s},
                                          {tr("AWS RDS IAM token"), u"rds-iam"_s}});
    auto *authLabel = new QLabel(tr("A&uthentication:"));
    authLabel->setBuddy(m_auth);
    form()->addRow(authLabel, m_auth);
    m_passwordCommand = addField(form(), tr("Pass&word command:"),
                                 lineEdit(u"passwordCommandEdit"_s, tr("Password command"),
                                          tr("none: the stored password")));
    QLabel *passwordCommandHint = hintLabel(
        tr("Run for every new connection; its first line of output is the password, so none is "
           "stored (for example a vault CLI, az account get-access-token or gcloud sql "
           "generate-login-token)."));
    form()->addRow(passwordCommandHint);
    auto *region = addField(form(), tr("AWS re&gion:"),
                            lineEdit(u"awsRegionEdit"_s, tr("AWS region"), tr("e.g. eu-west-1")));
    QLabel *rdsIamHint = hintLabel(
        tr("For every new connection the password is an RDS IAM token signed with your AWS "
           "credentials (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or AWS_PROFILE in "
           "~/.aws/credentials), so none is stored. The database user needs IAM "
           "authentication, and the connection TLS (TLS tab: require or stricter)."));
    form()->addRow(rdsIamHint);
    column()->addStretch(1);

    // The password command, and the authentication it means until the URL says otherwise.
    bind(
        [this](const Profile &profile) {
            m_passwordCommand->setText(profile.passwordCommand);
            selectData(m_auth, profile.passwordCommand.isEmpty() ? u"password"_s : u"command"_s);
        },
        [this, region](Profile &profile) -> Status {
            if (m_server && authChoice() == u"command"_s &&
                m_passwordCommand->text().trimmed().isEmpty())
                return Error::invalid(tr("Password command: type the command whose first line of "
                                         "output is the password, or choose another "
                                         "authentication."));
            if (m_server && rdsIam())
                if (Status checked = checkAwsRegion(region->text().trimmed(), tr("AWS region"));
                    !checked)
                    return checked;
            profile.passwordCommand = passwordCommand();
            return Done{};
        });
    bindUrl(
        [this, region](const ConnectionUrlParts &parts) {
            m_server = parts.kind != DatabaseKind::SQLite;
            // An RDS IAM token wins over a password command, as at connect time; a URL without
            // one leaves the password or the command chosen.
            if (parts.auth == DatabaseAuth::RdsIam)
                selectData(m_auth, u"rds-iam"_s);
            else if (rdsIam())
                selectData(m_auth, m_passwordCommand->text().trimmed().isEmpty() ? u"password"_s
                                                                                 : u"command"_s);
            region->setText(parts.region);
        },
        [this, region](ConnectionUrlParts &parts) {
            parts.auth = rdsIam() ? DatabaseAuth::RdsIam : DatabaseAuth::Password;
            parts.region = rdsIam() ? region->text().trimmed() : QString();
        });
    showRowsWhen({m_passwordCommand, passwordCommandHint},
                 [this] { return authChoice() == u"command"_s; });
    showRowsWhen({region, rdsIamHint}, [this] { return rdsIam(); });
    refresh();
    watchEdits();
}

QString ProfileAccessPage::authChoice() const {
    return selectedData(m_auth);
}

bool ProfileAccessPage::rdsIam() const {
    return authChoice() == u"rds-iam"_s;
}

QString ProfileAccessPage::passwordCommand() const {
    return authChoice() == u"command"_s ? m_passwordCommand->text().trimmed() : QString();
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

} // namespace outbox::ui
