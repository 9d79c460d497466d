#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The Access tab: how the database is reached and logged in to beyond host and password: an SSH
// hop through the user's own OpenSSH (destination and configuration file), and how the password
// is had: the stored or typed one, a password command, whose first line of output is the
// password of every new connection, or an AWS RDS IAM token made for every new connection (its
// region; auth=rds-iam&region=… in the database URL, which the dialog keeps in step).
// Its URL options (showUrlParts, putUrlOptions) are the authentication and the region.
class ProfileAccessPage : public ProfileUrlOptionsPage {
    Q_OBJECT
public:
    explicit ProfileAccessPage(QWidget *parent = nullptr);

    bool rdsIam() const;
    // The command when the password comes from one, else empty.
    QString passwordCommand() const;
    // Why no password is stored with the choice made (empty: one is).
    QString passwordUnusedReason() const;

private:
    QString authChoice() const;

    QComboBox *m_auth = nullptr;
    QLineEdit *m_passwordCommand = nullptr;
    bool m_server = true; // a database server, not a SQLite file
};

} // namespace outbox::ui
