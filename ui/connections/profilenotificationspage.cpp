#include "ui/connections/profilenotificationspage.h"

#include "ui/connections/profilefields.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ProfileNotificationsPage::ProfileNotificationsPage(QWidget *parent)
    : ProfilePage(parent) {
    auto *pageLayout = new QVBoxLayout(this);
    setTabPageMargins(pageLayout);
    auto *form = growingForm();
    pageLayout->addLayout(form);
    m_dead = named(new QSpinBox, u"notifyDeadSpin"_s, tr("New dead rows"));
    m_dead->setRange(0, NotifyThresholds::kMaxNewDeadRows);
    m_dead->setSpecialValueText(tr("Off"));
    m_dead->setSuffix(tr(" or more since the last refresh"));
    form->addRow(tr("New &dead rows:"), m_dead);
    m_blocked = named(new QCheckBox(tr("When a &key becomes blocked by a dead row")),
                      u"notifyBlockedCheck"_s, tr("Blocked keys"));
    form->addRow(QString(), m_blocked);
    m_pending = named(new QSpinBox, u"notifyPendingSpin"_s, tr("Oldest pending age"));
    m_pending->setRange(0, NotifyThresholds::kMaxOldestPendingMinutes);
    m_pending->setSpecialValueText(tr("Off"));
    m_pending->setSuffix(tr(" min"));
    form->addRow(tr("Oldest &pending older than:"), m_pending);
    pageLayout->addWidget(hintLabel(
        tr("While the console runs it reads this profile in the background (File › Overview of "
           "All Profiles, every minute by default) and tells the desktop when one of these starts: "
           "once, not at every refresh while it lasts. The notification names the profile; click "
           "it to open the profile. Without a notification area the overview flags the line.")));
    pageLayout->addStretch(1);
    watchEdits();
}

void ProfileNotificationsPage::load(const Profile &profile) {
    m_dead->setValue(profile.notify.newDeadRows);
    m_blocked->setChecked(profile.notify.blockedKeys);
    m_pending->setValue(profile.notify.oldestPendingMinutes);
}

Status ProfileNotificationsPage::saveInto(Profile &profile) const {
    profile.notify = {m_dead->value(), m_blocked->isChecked(), m_pending->value()};
    return Done{};
}

} // namespace outbox::ui
