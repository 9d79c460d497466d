#include "overview/overviewprobe.h"

#include "util/coretr.h"

#include <QEventLoop>
#include <QThread>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace outbox {

OverviewProbe::OverviewProbe(QObject *parent)
    : QObject(parent)
    , m_deadline(new QTimer(this)) {
    m_deadline->setSingleShot(true);
    connect(m_deadline, &QTimer::timeout, this, &OverviewProbe::timeUp);
}

OverviewProbe::~OverviewProbe() {
    for (const QPointer<QThread> &thread : std::as_const(m_running))
        if (thread)
            thread->wait();
}

bool OverviewProbe::refresh(const QList<Profile> &profiles) {
    if (isRefreshing())
        return false;
    const quint64 generation = ++m_generation;
    m_profiles = profiles;
    m_snapshots = QList<OutboxSnapshot>(profiles.size());
    m_delivered = QList<bool>(profiles.size(), false);
    m_pending = int(profiles.size());
    // Answers that need no thread still arrive later, through the event loop, as all others do.
    const auto deliverLater = [this, generation](int index, OutboxSnapshot snapshot) {
        QTimer::singleShot(0, this, [this, generation, index, snapshot] {
            if (generation == m_generation && !m_delivered.at(index))
                deliver(index, snapshot);
        });
    };
    if (profiles.isEmpty()) {
        QTimer::singleShot(0, this, [this, generation] {
            if (generation == m_generation)
                Q_EMIT finished({});
        });
        return true;
    }
    const qint64 seconds = (m_timeLimit.count() + 999) / 1000;
    for (int i = 0; i < profiles.size(); ++i) {
        const Profile &profile = profiles.at(i);
        if (const QPointer<QThread> running = m_running.value(profile.name); running) {
            deliverLater(i, failedSnapshot(profile, CoreText::tr("Still waiting for the answer to "
                                                                 "an earlier refresh (over %1 s).")
                                                        .arg(seconds)));
            continue;
        }
        auto target = ConnectionTarget::fromProfile(profile);
        if (!target) {
            deliverLater(i, failedSnapshot(profile, target.error().message));
            continue;
        }
        auto result = std::make_shared<OutboxSnapshot>();
        QThread *thread = QThread::create([result, profile, target = *target, prepare = m_prepare,
                                           limit = m_timeLimit]() mutable {
            if (prepare) {
                if (Status prepared = prepare(target); !prepared) {
                    *result = failedSnapshot(profile, prepared.error().message);
                    return;
                }
            }
            *result = readOutboxSnapshot(target, limit);
        });
        thread->setObjectName(u"overview"_s);
        const QString name = profile.name;
        connect(thread, &QThread::finished, this, [this, generation, i, result, name, thread] {
            if (m_running.value(name) == thread)
                m_running.remove(name);
            if (generation == m_generation && !m_delivered.at(i))
                deliver(i, *result);
        });
        connect(thread, &QThread::finished, thread, &QObject::deleteLater);
        m_running.insert(name, thread);
        thread->start();
    }
    m_deadline->start(m_timeLimit);
    return true;
}

QList<OutboxSnapshot> OverviewProbe::refreshAndWait(const QList<Profile> &profiles) {
    QEventLoop loop;
    QList<OutboxSnapshot> snapshots;
    const QMetaObject::Connection done =
        connect(this, &OverviewProbe::finished, &loop, [&](const QList<OutboxSnapshot> &all) {
            snapshots = all;
            loop.quit();
        });
    if (refresh(profiles))
        loop.exec();
    disconnect(done);
    return snapshots;
}

void OverviewProbe::deliver(int index, const OutboxSnapshot &snapshot) {
    m_snapshots[index] = snapshot;
    m_delivered[index] = true;
    Q_EMIT snapshotReady(snapshot);
    if (--m_pending == 0) {
        m_deadline->stop();
        Q_EMIT finished(m_snapshots);
    }
}

void OverviewProbe::timeUp() {
    const qint64 seconds = (m_timeLimit.count() + 999) / 1000;
    for (int i = 0; i < m_profiles.size() && m_pending > 0; ++i)
        if (!m_delivered.at(i))
            deliver(i, failedSnapshot(m_profiles.at(i),
                                      CoreText::tr("No answer within %1 s.").arg(seconds)));
}

} // namespace outbox
