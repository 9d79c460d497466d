#pragma once

#include "ui/connections/profilepage.h"

class QComboBox;
class QLineEdit;

namespace outbox::ui {

// The Outbox table tab: which table the profile opens, of which type, and (FennFlow) which
// status vocabulary; each detected when left empty or on "Detect".
class ProfileTablePage : public ProfilePage {
    Q_OBJECT
public:
    explicit ProfileTablePage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;

    // As edited, not checked (a connection test takes them as they are).
    QString table() const;
    QString format() const;
    QString vocabulary() const; // "auto" for a Vortos table, which has no vocabulary

private:
    QLineEdit *m_table = nullptr;
    QComboBox *m_format = nullptr;
    QComboBox *m_vocabulary = nullptr;
};

} // namespace outbox::ui
