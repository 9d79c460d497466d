#include "ui/connections/profileaccesspage.h"

#include "connection/sshtunnel.h"
#include "ui/connections/profilefields.h"

#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ProfileAccessPage::ProfileAccessPage(QWidget *parent)
    : ProfilePage(parent) {
    auto *pageLayout = new QVBoxLayout(this);
    setTabPageMargins(pageLayout);
    auto *form = growingForm();
    pageLayout->addLayout(form);
    m_ssh = named(new QLineEdit, u"sshDestinationEdit"_s, tr("SSH destination"));
    m_ssh->setPlaceholderText(tr("none: connect directly (or user@bastion:22, or a Host alias)"));
    form->addRow(tr("SS&H through:"), m_ssh);
    m_sshConfig = named(new QLineEdit, u"sshConfigEdit"_s, tr("SSH configuration file"));
    m_sshConfig->setPlaceholderText(tr("OpenSSH's default (~/.ssh/config)"));
    m_sshConfigBrowse =
        named(new QToolButton, u"sshConfigBrowseButton"_s, tr("Choose SSH configuration file"));
    m_sshConfigBrowse->setText(tr("Browse…"));
    connect(m_sshConfigBrowse, &QToolButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(
            this, tr("SSH Configuration"),
            m_sshConfig->text().isEmpty() ? QDir::homePath() + u"/.ssh"_s : m_sshConfig->text());
        if (!file.isEmpty())
            m_sshConfig->setText(file);
    });
    form->addRow(tr("SSH &config:"), fieldRow({m_sshConfig, m_sshConfigBrowse}));
    form->addRow(hintLabel(
        tr("The console runs your own ssh (ssh -W) for each database connection, so your "
           "ProxyJump chains, agent, keys and known_hosts apply. The host and port on the "
           "Connection tab are then as the last hop sees them. A host key ssh does not trust is "
           "refused, never accepted silently; keys with a passphrase need your agent.")));
    m_passwordCommand = named(new QLineEdit, u"passwordCommandEdit"_s, tr("Password command"));
    m_passwordCommand->setPlaceholderText(tr("none: the stored password"));
    form->addRow(tr("Pass&word command:"), m_passwordCommand);
    form->addRow(hintLabel(
        tr("Run for every new connection; its first line of output is the password, so none is "
           "stored (for example a vault CLI, az account get-access-token or gcloud sql "
           "generate-login-token). For an AWS RDS IAM token add auth=rds-iam&region=… to the "
           "URL instead.")));
    pageLayout->addStretch(1);
    watchEdits();
}

void ProfileAccessPage::load(const Profile &profile) {
    m_ssh->setText(profile.sshDestination);
    m_sshConfig->setText(profile.sshConfig);
    m_passwordCommand->setText(profile.passwordCommand);
}

Status ProfileAccessPage::saveInto(Profile &profile) const {
    const QString destination = m_ssh->text().trimmed();
    if (!destination.isEmpty())
        if (Status ok = SshTunnels::checkDestination(destination); !ok)
            return ok;
    profile.sshDestination = destination;
    profile.sshConfig = m_sshConfig->text().trimmed();
    profile.passwordCommand = m_passwordCommand->text().trimmed();
    return Done{};
}

} // namespace outbox::ui
