#pragma once

#include "ui/connections/profilepage.h"

#include <memory>

namespace outbox::ui {

// The top of the profile editor: the profile's name, its environment (with its colour, and the
// note that production opens read-only) and whether it is read-only.
class ProfileGeneralPage : public ProfilePage {
    Q_OBJECT
public:
    explicit ProfileGeneralPage(QWidget *parent = nullptr);
    ~ProfileGeneralPage() override;

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

    struct Ui; // the widgets
    const std::unique_ptr<Ui> m_ui;
};

} // namespace outbox::ui
