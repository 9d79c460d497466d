#include "ui/overview/overviewmonitor.h"

#include "profilesecrets.h"
#include "secretstore.h"
#include "ui/common/uisettings.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmodel.h"

#include <QTimer>

using namespace Qt::StringLiterals;

namespace outbox::ui {

OverviewMonitor::OverviewMonitor(std::shared_ptr<SessionSecretStore> secrets, QObject *parent)
    : QObject(parent)
    , m_secrets(std::move(secrets))
    , m_model(new OverviewModel(this))
    , m_probe(new OverviewProbe(this))
    , m_timer(new QTimer(this)) {
    m_probe->setPreparePassword([secrets = m_secrets](ConnectionTarget &target) -> Status {
        if (target.spec.kind == DatabaseKind::SQLite || !secrets)
            return Done{};
        return applyDatabasePassword(target, *secrets);
    });
    connect(m_probe, &OverviewProbe::snapshotReady, this, &OverviewMonitor::onSnapshot);
    connect(m_probe, &OverviewProbe::finished, this, [this] {
        m_lastRefresh = QDateTime::currentDateTimeUtc();
        m_lastRefreshMs = m_startedAt.msecsTo(m_lastRefresh);
        m_model->setReading(false);
        Q_EMIT refreshed();
    });
    m_timer->setInterval(
        std::chrono::seconds(qBound(5, uisettings::overviewIntervalSeconds.read(), 3600)));
    connect(m_timer, &QTimer::timeout, this, &OverviewMonitor::refresh);
}

OverviewMonitor::~OverviewMonitor() = default;

void OverviewMonitor::setProfileStore(const ProfileStore &store) {
    m_store = store;
    reloadProfiles();
}

void OverviewMonitor::setNotifier(Notifier *notifier) {
    m_notifier = notifier;
    updateActivity();
}

void OverviewMonitor::setWatched(bool watched) {
    if (watched == m_watched)
        return;
    m_watched = watched;
    if (watched)
        reloadProfiles(); // the connection manager may have changed them meanwhile
    updateActivity();
}

bool OverviewMonitor::isActive() const {
    return m_timer->isActive();
}

void OverviewMonitor::setInterval(std::chrono::seconds interval) {
    m_timer->setInterval(interval);
    uisettings::overviewIntervalSeconds.write(int(interval.count()));
}

std::chrono::seconds OverviewMonitor::interval() const {
    return std::chrono::duration_cast<std::chrono::seconds>(m_timer->intervalAsDuration());
}

bool OverviewMonitor::isRefreshing() const {
    return m_probe->isRefreshing();
}

void OverviewMonitor::reloadProfiles() {
    const ProfileStore store = m_store.value_or(ProfileStore());
    const bool readable = store.check().ok();
    m_profiles = store.profiles();
    QStringList names;
    for (const Profile &p : std::as_const(m_profiles))
        names << p.name;
    // A profiles file that does not read lists none: its profiles' history is kept for when it
    // reads again (the main window says what is wrong with it).
    if (readable)
        m_history.keepOnly(names);
    if (!isRefreshing())
        m_model->setProfiles(m_profiles);
    updateActivity();
}

bool OverviewMonitor::hasNotifyingProfiles() const {
    return std::any_of(m_profiles.cbegin(), m_profiles.cend(),
                       [](const Profile &p) { return p.notify.any(); });
}

void OverviewMonitor::updateActivity() {
    const bool notifying = hasNotifyingProfiles();
    if (m_notifier)
        m_notifier->setWanted(notifying);
    const bool wanted = m_watched || notifying;
    if (wanted && !m_timer->isActive()) {
        m_timer->start();
        refresh();
    } else if (!wanted) {
        m_timer->stop();
    }
}

void OverviewMonitor::refresh() {
    if (isRefreshing())
        return;
    m_model->setProfiles(m_profiles);
    m_startedAt = QDateTime::currentDateTimeUtc();
    if (!m_probe->refresh(m_profiles))
        return;
    m_model->setReading(true);
    Q_EMIT refreshStarted();
}

OutboxLink OverviewMonitor::alertLink(const QString &profile, const QList<OverviewAlert> &alerts) {
    OutboxLink link;
    link.profile = profile;
    // New dead rows first: what a click wants to see; else the pending rows held or waiting.
    const bool dead = std::any_of(alerts.cbegin(), alerts.cend(), [](const OverviewAlert &a) {
        return a.fresh && a.kind == AlertKind::NewDeadRows;
    });
    link.state = dead ? RowState::Dead : RowState::Pending;
    return link;
}

void OverviewMonitor::onSnapshot(const OutboxSnapshot &snapshot) {
    const auto profile = std::find_if(m_profiles.cbegin(), m_profiles.cend(),
                                      [&](const Profile &p) { return p.name == snapshot.profile; });
    const NotifyThresholds notify =
        profile == m_profiles.cend() ? NotifyThresholds() : profile->notify;
    const std::optional<OutboxSnapshot> previous = m_history.previous(snapshot.profile);
    const QList<OverviewAlert> alerts = overviewAlerts(previous, snapshot, notify);
    m_history.record(snapshot);
    m_model->setSnapshot(snapshot, snapshot.ok() ? previous : std::nullopt,
                         m_history.trend(snapshot.profile), alerts);
    QStringList fresh;
    for (const OverviewAlert &alert : alerts)
        if (alert.fresh)
            fresh << alert.message;
    if (fresh.isEmpty())
        return;
    const QString message = fresh.join(u'\n');
    Q_EMIT alerted(snapshot.profile, message);
    if (m_notifier && m_notifier->canNotify())
        m_notifier->notify(alertLink(snapshot.profile, alerts),
                           tr("Outbox Console: %1").arg(snapshot.profile), message);
}

} // namespace outbox::ui
