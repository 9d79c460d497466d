#pragma once

#include "ui/connections/profilepage.h"

namespace outbox::ui {

// The top of the profile editor: the profile's name, its environment (with its colour, and the
// note that production opens read-only) and whether it is read-only.
class ProfileGeneralPage : public ProfileFormPage {
    Q_OBJECT
public:
    explicit ProfileGeneralPage(QWidget *parent = nullptr);

    // Puts the cursor in the name, all of it selected (a new profile's name is to be replaced).
    void focusName();
    // What the connection as edited does not check of the server's TLS certificate (empty: all
    // it can): said under a production profile's note.
    void setTlsGap(const QString &gap);

private:
    QLineEdit *m_name = nullptr;
    QString m_tlsGap;
};

} // namespace outbox::ui
