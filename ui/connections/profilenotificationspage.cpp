#include "ui/connections/profilepage.h"

#include "ui/connections/profilefields.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The Notifications tab: when the console, reading the profile in the background, tells the
// desktop that its outbox went bad (new dead rows, a blocked key, an old pending row). The dialog
// knows it as a ProfilePage only.
class ProfileNotificationsPage : public ProfileFormPage {
    Q_DECLARE_TR_FUNCTIONS(outbox::ui::ProfileNotificationsPage)
public:
    ProfileNotificationsPage()
        : ProfileFormPage(Frame::Column) {
        // A threshold of the form: 0 turns its notification off.
        const auto thresholdSpin = [](const QString &objectName, const QString &accessible,
                                      int maximum, const QString &suffix) {
            auto *spin = named(new QSpinBox, objectName, accessible);
            spin->setRange(0, maximum);
            spin->setSpecialValueText(tr("Off"));
            spin->setSuffix(suffix);
            return spin;
        };
        auto *dead = addField(form(), tr("New &dead rows:"),
                              thresholdSpin(u"notifyDeadSpin"_s, tr("New dead rows"),
                                            NotifyThresholds::kMaxNewDeadRows,
                                            tr(" or more since the last refresh")));
        auto *blocked = named(new QCheckBox(tr("When a &key becomes blocked by a dead row")),
                              u"notifyBlockedCheck"_s, tr("Blocked keys"));
        form()->addRow(QString(), blocked);
        auto *pending =
            addField(form(), tr("Oldest &pending older than:"),
                     thresholdSpin(u"notifyPendingSpin"_s, tr("Oldest pending age"),
                                   NotifyThresholds::kMaxOldestPendingMinutes, tr(" min")));
        bind(
            [dead, blocked, pending](const Profile &profile) {
                dead->setValue(profile.notify.newDeadRows);
                blocked->setChecked(profile.notify.blockedKeys);
                pending->setValue(profile.notify.oldestPendingMinutes);
            },
            [dead, blocked, pending](Profile &profile) {
                profile.notify = {dead->value(), blocked->isChecked(), pending->value()};
                return Status(Done{});
            });
        column()->addWidget(hintLabel(
            tr("While the console runs it reads this profile in the background (File › Overview "
               "of All Profiles, every minute by default) and tells the desktop when one of these "
               "starts: once, not at every refresh while it lasts. The notification names the "
               "profile; click it to open the profile. Without a notification area the overview "
               "flags the line.")));
        column()->addStretch(1);
        watchEdits();
    }
};

} // namespace

ProfilePage *newNotificationsPage() {
    return new ProfileNotificationsPage;
}

} // namespace outbox::ui
