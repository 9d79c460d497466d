#pragma once

#include "settings/profile.h"

#include <QList>
#include <QWidget>

#include <memory>

class QFormLayout;
class QLineEdit;
class QVBoxLayout;

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

// A page laid out as a form, which this base makes before the page fills it in.
class ProfileFormPage : public ProfilePage {
protected:
    enum class Frame {
        Tab,    // the form is the tab page's layout, with a tab page's margins
        Column, // the form is the top of a column with those margins: form(), then column()
        Flush,  // the form is the page's layout, without margins (not a tab: the editor's top)
    };
    explicit ProfileFormPage(Frame frame, QWidget *parent = nullptr);

    QFormLayout *form() const { return m_form; }
    QVBoxLayout *column() const { return m_column; } // a Column page's; else null

private:
    QVBoxLayout *m_column = nullptr;
    QFormLayout *m_form = nullptr;
};

// The widgets a page keeps, defined in the page's .cpp as ProfilePageWidgets<ThePage>.
template <typename Page> struct ProfilePageWidgets;

// A form page whose widgets live in a ProfilePageWidgets<Page> of its .cpp, made with the page
// (m_ui) and gone with it. The deleter is made with the page, where the struct is complete: the
// page's header, and the code moc writes for it, see the struct declared only.
template <typename Page> class ProfileWidgetsPage : public ProfileFormPage {
protected:
    using Widgets = ProfilePageWidgets<Page>;

    explicit ProfileWidgetsPage(Frame frame, QWidget *parent = nullptr)
        : ProfileFormPage(frame, parent)
        , m_ui(new Widgets, [](Widgets *widgets) { delete widgets; }) {}

    const std::unique_ptr<Widgets, void (*)(Widgets *)> m_ui;
};

// The pages the dialog needs nothing of but this interface: their classes live in their .cpp
// files (profileobjectstorepage.cpp, profilenotificationspage.cpp).
ProfilePage *newObjectStorePage();   // the Object store tab
ProfilePage *newNotificationsPage(); // the Notifications tab
ProfilePage *newSafetyPage();        // the Safety tab: masking and the write user

} // namespace outbox::ui
