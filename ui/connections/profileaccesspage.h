#pragma once

#include "ui/connections/profilepage.h"

class QLineEdit;
class QToolButton;

namespace outbox::ui {

// The Access tab: how the database is reached and logged in to beyond host and password: an SSH
// hop through the user's own OpenSSH (destination and configuration file) and a password
// command, whose first line of output is the password of every new connection.
class ProfileAccessPage : public ProfilePage {
    Q_OBJECT
public:
    explicit ProfileAccessPage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;

private:
    QLineEdit *m_ssh = nullptr;
    QLineEdit *m_sshConfig = nullptr;
    QToolButton *m_sshConfigBrowse = nullptr;
    QLineEdit *m_passwordCommand = nullptr;
};

} // namespace outbox::ui
