#pragma once

#include "settings/profile.h"

#include <QList>
#include <QWidget>

class QLineEdit;

namespace outbox {
enum class SecretKind;
} // namespace outbox

namespace outbox::ui {

// One secret field of the profile editor: where it is typed, and whether the profile as edited
// uses it (a SQLite database has no password, a file sink no secret).
struct ProfileSecretField {
    SecretKind kind;
    QLineEdit *edit = nullptr;
    bool used = false;
};

// A part of the connection manager's profile editor (a tab, or the name and environment above
// them): it shows the settings of its concern of a profile, and puts the edited ones back into
// a profile, or says the first problem with them. Every edit of its controls is edited().
class ProfilePage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // Shows the profile's settings; secret fields are emptied (a stored secret is never shown).
    virtual void load(const Profile &profile) = 0;
    // Puts the edited settings into `profile`; the first problem, in the user's words, instead.
    virtual Status saveInto(Profile &profile) const = 0;
    // The page's secret fields (none by default).
    virtual QList<ProfileSecretField> secretFields() const { return {}; }

Q_SIGNALS:
    void edited();

protected:
    // Makes every change of the page's line edits, combo boxes, check boxes and spin boxes an
    // edited(), but for those in `except` (a preference of the save, not part of the profile).
    // Called last by a page's constructor: the page's own reactions to a change come first.
    void watchEdits(const QList<QWidget *> &except = {});
};

// The pages the dialog needs nothing of but this interface: their classes live in their .cpp
// files (profileobjectstorepage.cpp, profilenotificationspage.cpp).
ProfilePage *newObjectStorePage();   // the Object store tab
ProfilePage *newNotificationsPage(); // the Notifications tab
ProfilePage *newSafetyPage();        // the Safety tab: masking and the write user

} // namespace outbox::ui
