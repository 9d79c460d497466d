#pragma once

#include "settings/profile.h"

#include "connection/connectionurl.h"

#include <QList>
#include <QWidget>

#include <functional>
#include <initializer_list>
#include <memory>

class QCheckBox;
class QComboBox;
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
};

// A page laid out as a form, which this base makes before the page fills it in. As the page
// builds its form it binds its fields to the profile, in the form's order: each binding is a
// step of load() (how the field shows the profile) and of saveInto() (how it puts the edit back,
// or the first problem with it). Its secret fields, and what follows the fields (the rows shown
// only for some choices), are lists of the page's too.
class ProfileFormPage : public ProfilePage {
public:
    // Runs every binding's showing, then refresh().
    void load(const Profile &profile) override;
    // Runs every binding's saving and check in turn; the first problem stops it.
    Status saveInto(Profile &profile) const override;
    // The same without the checks: the edits as they are, for a connection test (a problem of
    // a binding's own saving still stops it).
    Status draftInto(Profile &profile) const;
    QList<ProfileSecretField> secretFields() const override;

protected:
    enum class Frame {
        Tab,    // the form is the tab page's layout, with a tab page's margins
        Column, // the form is the top of a column with those margins: form(), then column()
        Flush,  // the form is the page's layout, without margins (not a tab: the editor's top)
    };
    explicit ProfileFormPage(Frame frame, QWidget *parent = nullptr);

    QFormLayout *form() const { return m_form; }
    QVBoxLayout *column() const { return m_column; } // a Column page's; else null

    // A step of load() and of saveInto(); either may be empty.
    void bind(std::function<void(const Profile &)> show, std::function<Status(Profile &)> save);
    // A step of saveInto() only: a check of what the steps before it saved.
    void check(std::function<Status(const Profile &)> test);
    // A setting of the profile as a field: a line edit's text (saved trimmed), a combo box's
    // item data (the first item for a value it has not), a check box's state.
    QLineEdit *bind(QLineEdit *edit, QString Profile::*setting);
    QComboBox *bind(QComboBox *combo, QString Profile::*setting);
    QCheckBox *bind(QCheckBox *check, bool Profile::*setting);
    // A secret field: load() empties it (a stored secret is never shown); `used` says whether the
    // profile as edited uses it.
    QLineEdit *bindSecret(SecretKind kind, QLineEdit *edit, std::function<bool()> used);
    // What is typed in the page's secret field of `kind`.
    QString typedSecret(SecretKind kind) const;

    // Something that follows the fields (a row shown or not, a label's words), done by refresh():
    // at the end of load(), and at every edit before its edited().
    void keepUpdated(std::function<void()> update);
    // The rows of these fields shown only while `shown` says so, kept updated.
    void showRowsWhen(std::initializer_list<QWidget *> fields, std::function<bool()> shown);
    void refresh();

    // Makes every change of the page's line edits, combo boxes, check boxes and spin boxes a
    // refresh() and an edited(), but for those in `except` (a preference of the save, not part of
    // the profile). Called last by a page's constructor: its own reactions to a change come first.
    void watchEdits(const QList<QWidget *> &except = {});

private:
    struct Binding {
        std::function<void(const Profile &)> show;
        std::function<Status(Profile &)> save;
        bool check = false; // left out of a draft
    };
    struct Secret {
        SecretKind kind;
        QLineEdit *edit;
        std::function<bool()> used;
    };

    Status runSaves(Profile &profile, bool checks) const;

    QVBoxLayout *m_column = nullptr;
    QFormLayout *m_form = nullptr;
    QList<Binding> m_bindings;
    QList<Secret> m_secrets;
    QList<std::function<void()>> m_updates;
};

// A form page whose fields are options of the database URL (its TLS, its authentication), which
// the URL on the Connection tab holds: the dialog hands an edit of theirs to that URL
// (putUrlOptions) and shows a URL typed there (showUrlParts). The page binds its fields to the
// URL's parts as it binds others to the profile.
class ProfileUrlOptionsPage : public ProfileFormPage {
public:
    // The bound settings, then the options of the profile's database URL.
    void load(const Profile &profile) override;
    // Shows the options of `parts` (a URL typed on the Connection tab), then refresh().
    void showUrlParts(const ConnectionUrlParts &parts);
    // Puts the options as edited into `parts`.
    void putUrlOptions(ConnectionUrlParts &parts) const;

protected:
    using ProfileFormPage::ProfileFormPage;

    // How the page shows options of the URL's parts, and puts them back.
    void bindUrl(std::function<void(const ConnectionUrlParts &)> show,
                 std::function<void(ConnectionUrlParts &)> put);
    // An option of the URL as a line edit's text (put back trimmed).
    QLineEdit *bindUrl(QLineEdit *edit, QString ConnectionUrlParts::*option);

private:
    struct UrlBinding {
        std::function<void(const ConnectionUrlParts &)> show;
        std::function<void(ConnectionUrlParts &)> put;
    };
    QList<UrlBinding> m_urlBindings;
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
