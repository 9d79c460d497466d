#include "ui/window/profileopener.h"

#include "secretstore.h"
#include "ui/common/backgroundtask.h"
#include "ui/common/changeconfirmation.h"
#include "ui/common/uisettings.h"
#include "ui/connections/passwordreader.h"
#include "ui/connections/profiledialog.h"
#include "ui/relay/relaypanel.h"
#include "ui/session/outboxsession.h"

#include "demo/demoworkspace.h"

using namespace Qt::StringLiterals;

namespace outbox::ui {

ProfileOpener::ProfileOpener(QWidget *window, OutboxSession *session, RelayPanel *relay,
                             std::shared_ptr<SessionSecretStore> secrets)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_relay(relay)
    , m_secrets(std::move(secrets))
    , m_passwords(new PasswordReader(m_secrets, window)) {
    connect(m_passwords, &PasswordReader::ready, this, [this](const ConnectionTarget &t) {
        Q_EMIT preparing({});
        Q_EMIT targetReady(t);
    });
    connect(m_passwords, &PasswordReader::failed, this, [this](const QString &m) {
        Q_EMIT preparing({});
        Q_EMIT failed(m);
    });
}

bool ProfileOpener::isReading() const {
    return m_passwords->isReading();
}

void ProfileOpener::cancel() {
    m_passwords->cancel();
}

bool ProfileOpener::mayLeaveTarget(const QString &next) {
    if (!m_relay->isRunning())
        return true;
    // Opening another table stops the relay of this one: asked, never done silently.
    ChangeDescription change;
    change.title = tr("Stop the relay");
    change.summary = tr("The relay is running against %1. Opening %2 stops it (its batch is "
                        "settled first).")
                         .arg(m_session->table().name.display(), next);
    change.details << tr("Keep this profile open to keep the relay running; the overview shows "
                         "the other profiles meanwhile.");
    change.confirmText = tr("Stop the Relay and Open");
    if (confirmChange(m_window, m_session->actionTarget(), change))
        return true;
    Q_EMIT kept();
    return false;
}

bool ProfileOpener::open(const QString &name, const QString &tableOverride) {
    if (!mayLeaveTarget(tr("profile \"%1\"").arg(name)))
        return false;
    const ProfileStore profiles = store();
    if (auto readable = profiles.check(); !readable) {
        Q_EMIT failed(readable.error().message);
        return false;
    }
    const auto profile = profiles.find(name);
    if (!profile) {
        Q_EMIT failed(tr("There is no profile named \"%1\" (profiles are kept in %2).")
                          .arg(name, profiles.settingsFile()));
        return false;
    }
    auto target = ConnectionTarget::fromProfile(*profile, tableOverride);
    if (!target) {
        Q_EMIT failed(target.error().message);
        return false;
    }
    // The keychain may take its time box to answer: the password is read off the GUI thread.
    if (target->spec.kind != DatabaseKind::SQLite)
        Q_EMIT preparing(tr("Reading the password of %1 from the keychain…").arg(name));
    m_passwords->read(*target);
    return true;
}

bool ProfileOpener::openLast() {
    const QList<Profile> profiles = store().profiles();
    if (profiles.isEmpty())
        return false;
    const QString last = uisettings::lastProfile.read();
    for (const Profile &p : profiles) {
        if (p.name == last)
            return open(p.name);
    }
    return open(profiles.constFirst().name);
}

void ProfileOpener::openDemo(const QString &tableOverride) {
    if (std::exchange(m_creatingDemo, true))
        return;
    Q_EMIT demoBusy(true);
    Q_EMIT preparing(tr("Preparing the demo workspace…"));
    // Creating it writes 20,000 rows: never on the GUI thread.
    runInBackground(
        this, u"demo-workspace"_s, [] { return DemoWorkspace::create(DemoOptions{}, false); },
        [this, tableOverride](const Result<DemoWorkspace> &workspace) {
            m_creatingDemo = false;
            Q_EMIT demoBusy(false);
            Q_EMIT preparing({});
            if (!workspace) {
                Q_EMIT failed(workspace.error().message);
                return;
            }
            // Saved where missing: the user's settings on a demo profile are never reset.
            ProfileStore profiles = store();
            if (const auto saved = workspace->saveProfiles(profiles); !saved) {
                Q_EMIT failed(saved.error().message);
                return;
            }
            Q_EMIT profilesChanged();
            open(workspace->vortosProfile.name, tableOverride);
        });
}

void ProfileOpener::editProfile(const QString &profileName, ProfilePage page) {
    ProfileDialog dialog(store(), *m_secrets, m_window);
    followSaves(dialog);
    if (!profileName.isEmpty() && dialog.selectProfile(profileName)) {
        if (page == ProfilePage::Notifications)
            dialog.showNotificationsPage();
        else
            dialog.showRelayPage();
    }
    if (dialog.exec() == QDialog::Accepted && !dialog.chosenProfileName().isEmpty())
        open(dialog.chosenProfileName());
}

bool ProfileOpener::createProfile(const QString &name) {
    ProfileDialog dialog(store(), *m_secrets, m_window);
    followSaves(dialog);
    dialog.newProfileNamed(name);
    dialog.exec();
    return store().find(name).has_value();
}

void ProfileOpener::followSaves(ProfileDialog &dialog) {
    connect(&dialog, &ProfileDialog::profilesChanged, this, [this] {
        Q_EMIT profilesChanged();
        // The relay uses the profile as saved now (its sink, format, ordering).
        const QString relayProfile = m_relay->profileName();
        if (relayProfile.isEmpty())
            return;
        if (const auto saved = store().find(relayProfile))
            m_relay->setProfile(*saved);
    });
}

} // namespace outbox::ui
