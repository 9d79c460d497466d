#pragma once

#include "links/outboxlink.h"
#include "overview/overviewprobe.h"
#include "settings/profile.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <chrono>
#include <memory>
#include <optional>

class QTimer;

namespace outbox {
class SessionSecretStore;
}

namespace outbox::ui {

class Notifier;
class OverviewModel;

// Keeps the overview of every saved profile up to date in the background, and tells the desktop
// when a profile goes over one of its notification thresholds. It refreshes every interval while
// it is watched (the overview window is open) or while some profile asks for notifications, and
// not at all otherwise. Each refresh reads every profile on a thread and connection of its own
// (OverviewProbe), the passwords from the keychain on those threads; the GUI thread only starts
// them and takes the answers.
class OverviewMonitor : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultIntervalSeconds = 60;

    // `secrets` is read from the reading threads (SecretBackend is thread-safe).
    OverviewMonitor(std::shared_ptr<outbox::SessionSecretStore> secrets, QObject *parent = nullptr);
    ~OverviewMonitor() override;

    // Where the profiles are read from (default: the user's). Re-reads them.
    void setProfileStore(const outbox::ProfileStore &store);
    // Where notifications go (not owned); nullptr: none, the lines are still flagged.
    void setNotifier(Notifier *notifier);
    Notifier *notifier() const { return m_notifier; }

    OverviewModel *model() const { return m_model; }
    outbox::OverviewProbe *probe() const { return m_probe; }

    // The overview window is shown (true) or not.
    void setWatched(bool watched);
    bool isWatched() const { return m_watched; }
    // Whether it refreshes by itself (watched, or a profile asks for notifications).
    bool isActive() const;
    void setInterval(std::chrono::seconds interval);
    std::chrono::seconds interval() const;
    bool isRefreshing() const;
    // UTC; invalid before the first refresh ended.
    QDateTime lastRefresh() const { return m_lastRefresh; }
    // How long the last refresh took on the clock (all profiles, in parallel).
    qint64 lastRefreshMs() const { return m_lastRefreshMs; }
    int profileCount() const { return int(m_profiles.size()); }
    // Some profile has a notification threshold.
    bool hasNotifyingProfiles() const;
    // The link a notification of alerts opens: the profile's dead rows where some are new, else
    // its pending rows (keys held back, the oldest pending row late).
    static outbox::OutboxLink alertLink(const QString &profile,
                                        const QList<outbox::OverviewAlert> &alerts);

public Q_SLOTS:
    // Re-reads the saved profiles (after the connection manager) and starts or stops refreshing.
    void reloadProfiles();
    // Reads every profile now (unless a refresh is under way).
    void refresh();

Q_SIGNALS:
    void refreshStarted();
    void refreshed(); // every line has its answer (or its time ran out)
    // A notification went out (or would have, had the desktop a place for it).
    void alerted(const QString &profile, const QString &message);

private:
    void onSnapshot(const outbox::OutboxSnapshot &snapshot);
    void updateActivity();

    std::shared_ptr<outbox::SessionSecretStore> m_secrets;
    std::optional<outbox::ProfileStore> m_store;
    QList<outbox::Profile> m_profiles;
    QPointer<Notifier> m_notifier;
    OverviewModel *m_model = nullptr;
    outbox::OverviewProbe *m_probe = nullptr;
    outbox::OverviewHistory m_history;
    QTimer *m_timer = nullptr;
    bool m_watched = false;
    QDateTime m_lastRefresh;
    qint64 m_lastRefreshMs = 0;
    QDateTime m_startedAt;
};

} // namespace outbox::ui
