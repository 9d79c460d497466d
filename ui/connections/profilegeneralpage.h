#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The top of the profile editor: the profile's name, its environment (with its colour, and the
// note that production opens read-only) and whether it is read-only.
class ProfileGeneralPage : public ProfileWidgetsPage<ProfileGeneralPage> {
    Q_OBJECT
public:
    explicit ProfileGeneralPage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;

    // Puts the cursor in the name, all of it selected (a new profile's name is to be replaced).
    void focusName();
    // What the connection as edited does not check of the server's TLS certificate (empty: all
    // it can): said under a production profile's note.
    void setTlsGap(const QString &gap);

private:
    void updateEnvironmentWidgets();

    QString m_tlsGap;
};

} // namespace outbox::ui
