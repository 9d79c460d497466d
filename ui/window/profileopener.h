#pragma once

#include "settings/profile.h"
#include "target/connectiontarget.h"

#include <QObject>

#include <memory>
#include <optional>

class QWidget;

namespace outbox {
class SessionSecretStore;
}

namespace outbox::ui {

class ProfileDialog;

class OutboxSession;
class PasswordReader;
class RelayPanel;

// Which profile the window opens, and how: a saved profile by name (checked in the store, its
// password read off the GUI thread), the last one used, the demo workspace (created off the GUI
// thread, its profiles saved where missing), the one the profile editor chose. A running relay
// stops when another table opens: that is asked first. targetReady() hands the target over to be
// opened; failures go to failed().
class ProfileOpener : public QObject {
    Q_OBJECT
public:
    // window: the dialogs' parent; the session and the relay panel outlive the opener.
    ProfileOpener(QWidget *window, OutboxSession *session, RelayPanel *relay,
                  std::shared_ptr<outbox::SessionSecretStore> secrets);

    // Where profiles are read from (default: the user's, shared with outboxctl).
    void setStore(const outbox::ProfileStore &store) { m_store = store; }
    outbox::ProfileStore store() const { return m_store.value_or(outbox::ProfileStore()); }

    // False (and failed()) when there is none by that name or it is invalid, or when the user
    // keeps the running relay (kept()). tableOverride: --table.
    bool open(const QString &name, const QString &tableOverride = {});
    // The last profile used in the window, else the first saved one; false when there is none.
    bool openLast();
    void openDemo(const QString &tableOverride = {});
    // The profile editor, on a profile's relay page or notifications page; without a profile,
    // as File › Manage Connections opens it. The profile it chooses opens.
    enum class ProfilePage { Relay, Notifications };
    void editProfile(const QString &profileName, ProfilePage page);
    // The profile editor on a new profile named name, for a link to a profile this computer
    // lacks; true when a profile of that name was saved (it is not opened: the link does that).
    bool createProfile(const QString &name);

    bool isReading() const; // a password is being read
    void cancel();          // a password read still under way is no longer wanted

Q_SIGNALS:
    void targetReady(const outbox::ConnectionTarget &target);
    void failed(const QString &message);
    // What is being prepared (a password read, the demo workspace); empty: done.
    void preparing(const QString &what);
    void demoBusy(bool busy);
    void profilesChanged(); // saved: the names may be others
    // The user kept the running relay: the profile that is open stays.
    void kept();

private:
    // Saved profiles in the editor reach the window and the running relay.
    void followSaves(ProfileDialog &dialog);
    // A running relay stops when another table opens: asks first; false when the user keeps it.
    // next: what would open, in words.
    bool mayLeaveTarget(const QString &next);

    QWidget *m_window;
    OutboxSession *m_session;
    RelayPanel *m_relay;
    // Shared with keychain reads under way, which may outlive the window.
    std::shared_ptr<outbox::SessionSecretStore> m_secrets;
    PasswordReader *m_passwords; // the profile asked for last: its password
    std::optional<outbox::ProfileStore> m_store;
    bool m_creatingDemo = false;
};

} // namespace outbox::ui
