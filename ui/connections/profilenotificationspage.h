#pragma once

#include "ui/connections/profilepage.h"

class QCheckBox;
class QSpinBox;

namespace outbox::ui {

// The Notifications tab: when the console, reading the profile in the background, tells the
// desktop that its outbox went bad (new dead rows, a blocked key, an old pending row).
class ProfileNotificationsPage : public ProfilePage {
    Q_OBJECT
public:
    explicit ProfileNotificationsPage(QWidget *parent = nullptr);

    void load(const Profile &profile) override;
    Status saveInto(Profile &profile) const override;

private:
    QSpinBox *m_dead = nullptr;
    QCheckBox *m_blocked = nullptr;
    QSpinBox *m_pending = nullptr;
};

} // namespace outbox::ui
