#include "secretstore.h"

#include <qt6keychain/keychain.h>

#include <QCoreApplication>
#include <QEventLoop>
#include <QLoggingCategory>
#include <QMutexLocker>
#include <QThread>
#include <QTimer>

#include <functional>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcSecrets, "outbox.secrets", QtInfoMsg)

namespace outbox {

QString secretKindKey(SecretKind kind) {
    switch (kind) {
    case SecretKind::DatabasePassword:
        return u"database-password"_s;
    case SecretKind::ObjectStoreSecretKey:
        return u"object-store-secret-key"_s;
    case SecretKind::WebhookSecret:
        return u"webhook-secret"_s;
    case SecretKind::SinkPassword:
        return u"sink-password"_s;
    case SecretKind::SslKeyPassword:
        return u"ssl-key-password"_s;
    case SecretKind::WritePassword:
        return u"write-password"_s;
    }
    return {};
}

QString secretKindLabel(SecretKind kind) {
    switch (kind) {
    case SecretKind::DatabasePassword:
        return u"database password"_s;
    case SecretKind::ObjectStoreSecretKey:
        return u"object store secret key"_s;
    case SecretKind::WebhookSecret:
        return u"webhook secret"_s;
    case SecretKind::SinkPassword:
        return u"broker password"_s;
    case SecretKind::SslKeyPassword:
        return u"client key passphrase"_s;
    case SecretKind::WritePassword:
        return u"write user's password"_s;
    }
    return {};
}

QString secretKey(const QString &profile, SecretKind kind) {
    return SecretStore::serviceName() + u'/' + profile + u'/' + secretKindKey(kind);
}

namespace {

constexpr SecretKind kAllKinds[] = {SecretKind::DatabasePassword, SecretKind::ObjectStoreSecretKey,
                                    SecretKind::WebhookSecret,    SecretKind::SinkPassword,
                                    SecretKind::SslKeyPassword,   SecretKind::WritePassword};

QString noKeychainMessage(const QString &reason) {
    return u"No keychain is available (%1): the secret is used for this session only."_s.arg(
        reason);
}

QString describe(const QString &profile, SecretKind kind) {
    return u"the %1 of profile \"%2\""_s.arg(secretKindLabel(kind), profile);
}

// ---- the keychain thread -------------------------------------------------------------------

// QtKeychain queues every job in one process-wide executor created by the first job, and its
// libsecret backend answers on the GLib context of the thread that started the job. Running all
// jobs on one thread of ours keeps both consistent whichever thread (GUI, worker, CLI) asks.
struct KeychainThread {
    QThread *thread = nullptr;
    QObject *context = nullptr; // lives in `thread`: the target of queued calls
};

QMutex s_threadMutex;
KeychainThread s_keychainThread;

void stopKeychainThread() {
    QMutexLocker lock(&s_threadMutex);
    if (!s_keychainThread.thread)
        return;
    s_keychainThread.thread->quit();
    // A job still waiting for an unlock prompt must not hold up the exit: after a short wait the
    // thread is left to the end of the process (never deleted while running).
    if (s_keychainThread.thread->wait(2000)) {
        delete s_keychainThread.context;
        delete s_keychainThread.thread;
    }
    s_keychainThread = {};
}

QObject *keychainContext() {
    QMutexLocker lock(&s_threadMutex);
    if (!s_keychainThread.thread) {
        auto *thread = new QThread;
        thread->setObjectName(u"outbox-keychain"_s);
        // The first caller may be a worker thread that ends early; the main thread outlives it.
        thread->moveToThread(QCoreApplication::instance()->thread());
        auto *context = new QObject;
        context->moveToThread(thread);
        thread->start();
        s_keychainThread = {thread, context};
        // Runs when the QCoreApplication is destroyed, before Qt's own teardown.
        qAddPostRoutine(stopKeychainThread);
    }
    return s_keychainThread.context;
}

struct JobOutcome {
    QKeychain::Error error = QKeychain::NoError;
    QString errorString; // QtKeychain's/libsecret's words; never contains the secret
    QString text;        // what a read found
};

// One call in flight: the keychain thread fills `outcome` and wakes the waiting loop, if the
// caller still waits (it may have given up after the time box).
struct PendingCall {
    QMutex mutex;
    std::optional<JobOutcome> outcome;
    QEventLoop *loop = nullptr;
};

// Runs the job makeJob() creates on the keychain thread and waits for its answer; std::nullopt
// when the time box ran out. The job deletes itself when it finishes (never earlier: libsecret
// holds a pointer to it until its callback ran).
std::optional<JobOutcome> runJob(std::function<QKeychain::Job *()> makeJob,
                                 std::chrono::milliseconds timeout) {
    auto call = std::make_shared<PendingCall>();
    QEventLoop loop;
    {
        QMutexLocker lock(&call->mutex);
        call->loop = &loop;
    }
    QMetaObject::invokeMethod(
        keychainContext(),
        [call, makeJob = std::move(makeJob)] {
            QKeychain::Job *job = makeJob();
            job->setAutoDelete(true);
            job->setInsecureFallback(false); // never a plaintext copy
            QObject::connect(job, &QKeychain::Job::finished, job, [call](QKeychain::Job *done) {
                JobOutcome outcome{done->error(), done->errorString(), {}};
                if (auto *reader = qobject_cast<QKeychain::ReadPasswordJob *>(done))
                    outcome.text = reader->textData();
                QMutexLocker lock(&call->mutex);
                call->outcome = std::move(outcome);
                if (call->loop)
                    QMetaObject::invokeMethod(call->loop, &QEventLoop::quit, Qt::QueuedConnection);
            });
            job->start();
        },
        Qt::QueuedConnection);

    QTimer::singleShot(timeout, &loop, &QEventLoop::quit);
    // User input waits: a click must not start a second action while this one is pending.
    loop.exec(QEventLoop::ExcludeUserInputEvents);

    QMutexLocker lock(&call->mutex);
    call->loop = nullptr; // the loop goes away with this frame; events queued to it go with it
    return call->outcome;
}

// ---- availability ----------------------------------------------------------------------------

enum class Availability { Unknown, Available, Unavailable };

QMutex s_availabilityMutex;
Availability s_availability = Availability::Unknown;
QString s_unavailableReason;

void markUnavailable(const QString &reason) {
    QMutexLocker lock(&s_availabilityMutex);
    if (s_availability != Availability::Unavailable)
        qCDebug(lcSecrets).noquote() << "keychain unavailable:" << reason; // callers say it
    s_availability = Availability::Unavailable;
    s_unavailableReason = reason;
}

QString timeoutReason(std::chrono::milliseconds timeout) {
    return u"the keychain did not answer within %1 s; a locked keyring may be waiting for its "
           "unlock prompt"_s.arg(double(timeout.count()) / 1000.0);
}

// What "no keychain" looks like from libsecret or KWallet: no bus, no service on it.
bool meansNoKeychain(const JobOutcome &o) {
    if (o.error == QKeychain::NoBackendAvailable || o.error == QKeychain::NotImplemented)
        return true;
    if (o.error != QKeychain::OtherError)
        return false;
    static const QStringList signs = {u"D-Bus"_s,
                                      u"DBus"_s,
                                      u"dbus"_s,
                                      u"autolaunch"_s,
                                      u"not provided"_s,
                                      u"ServiceUnknown"_s,
                                      u"Could not connect"_s,
                                      u"No such file"_s};
    for (const QString &sign : signs) {
        if (o.errorString.contains(sign))
            return true;
    }
    return false;
}

QString reasonFrom(const JobOutcome &o) {
    const QString detail = o.errorString.trimmed();
    if (detail.isEmpty())
        return o.error == QKeychain::NoBackendAvailable
                   ? u"no keychain service is running"_s
                   : u"the keychain failed without saying why"_s;
    // libsecret's words alone ("Could not connect: No such file or directory") do not say what
    // could not be reached.
    if (meansNoKeychain(o) && o.error == QKeychain::OtherError)
        return u"no Secret Service could be reached on the D-Bus session bus: "_s + detail;
    return detail;
}

Error noQtApplication() {
    return Error::failed(u"The keychain needs a Qt application object; none exists."_s);
}

// Maps a finished job to a Status, marking the keychain unavailable when the answer says so.
Status statusOf(const std::optional<JobOutcome> &outcome, std::chrono::milliseconds timeout,
                const QString &what, const QString &verb) {
    if (!outcome) {
        markUnavailable(timeoutReason(timeout));
        return Error::failed(noKeychainMessage(timeoutReason(timeout)));
    }
    switch (outcome->error) {
    case QKeychain::NoError:
    case QKeychain::EntryNotFound:
        return Done{};
    case QKeychain::AccessDeniedByUser:
    case QKeychain::AccessDenied:
        return Error::failed(u"The keychain refused to %1 %2 (%3). Unlock the keyring and try "
                             "again."_s.arg(verb, what, reasonFrom(*outcome)));
    default:
        break;
    }
    if (meansNoKeychain(*outcome)) {
        markUnavailable(reasonFrom(*outcome));
        return Error::failed(noKeychainMessage(reasonFrom(*outcome)));
    }
    return Error::failed(
        u"Could not %1 %2 in the keychain: %3"_s.arg(verb, what, reasonFrom(*outcome)));
}

} // namespace

// ---- SecretBackend ---------------------------------------------------------------------------

SecretBackend::~SecretBackend() = default;

Status SecretBackend::removeAll(const QString &profile) {
    for (SecretKind kind : kAllKinds) {
        if (Status s = remove(profile, kind); !s)
            return s;
    }
    return Done{};
}

Status SecretBackend::copyAll(const QString &fromProfile, const QString &toProfile) {
    for (SecretKind kind : kAllKinds) {
        auto secret = read(fromProfile, kind);
        if (!secret)
            return secret.error();
        if (*secret) {
            if (Status s = write(toProfile, kind, **secret); !s)
                return s;
        }
    }
    return Done{};
}

// ---- SecretStore -----------------------------------------------------------------------------

QString SecretStore::serviceName() {
    return u"outbox-console"_s;
}

SecretStore::SecretStore(std::chrono::milliseconds timeout)
    : m_timeout(timeout) {}

bool SecretStore::available() {
    // Held through the probe: two threads asking at once probe once. Recursive, because the probe
    // waits in an event loop that may run a slot asking again on the same thread.
    static QRecursiveMutex probeMutex;
    QMutexLocker probeLock(&probeMutex);
    {
        QMutexLocker lock(&s_availabilityMutex);
        if (s_availability != Availability::Unknown)
            return s_availability == Availability::Available;
    }
    if (!QCoreApplication::instance()) {
        // Not cached: an application object may exist later.
        return false;
    }
    const std::chrono::milliseconds timeout = std::chrono::seconds(5);
    // A key no profile can have (profile names start with a letter or digit).
    const QString probeKey = serviceName() + u"/.availability-probe"_s;
    const auto outcome = runJob(
        [probeKey]() -> QKeychain::Job * {
            auto *job = new QKeychain::ReadPasswordJob(serviceName());
            job->setKey(probeKey);
            return job;
        },
        timeout);
    if (!outcome) {
        markUnavailable(timeoutReason(timeout));
    } else if (outcome->error == QKeychain::NoError || outcome->error == QKeychain::EntryNotFound) {
        QMutexLocker lock(&s_availabilityMutex);
        s_availability = Availability::Available;
        s_unavailableReason.clear();
        qCDebug(lcSecrets) << "keychain available";
    } else {
        markUnavailable(reasonFrom(*outcome));
    }
    QMutexLocker lock(&s_availabilityMutex);
    return s_availability == Availability::Available;
}

QString SecretStore::unavailableMessage() {
    QMutexLocker lock(&s_availabilityMutex);
    return s_availability == Availability::Unavailable ? s_unavailableReason : QString();
}

void SecretStore::resetAvailability() {
    QMutexLocker lock(&s_availabilityMutex);
    s_availability = Availability::Unknown;
    s_unavailableReason.clear();
}

Result<std::optional<QString>> SecretStore::read(const QString &profile, SecretKind kind) {
    if (!QCoreApplication::instance())
        return noQtApplication();
    if (!available())
        return Error::failed(noKeychainMessage(unavailableMessage()));
    const QString key = secretKey(profile, kind);
    const auto outcome = runJob(
        [key]() -> QKeychain::Job * {
            auto *job = new QKeychain::ReadPasswordJob(serviceName());
            job->setKey(key);
            return job;
        },
        m_timeout);
    if (Status s = statusOf(outcome, m_timeout, describe(profile, kind), u"read"_s); !s)
        return s.error();
    if (outcome->error == QKeychain::EntryNotFound)
        return std::optional<QString>();
    return std::optional<QString>(outcome->text);
}

Status SecretStore::write(const QString &profile, SecretKind kind, const QString &secret) {
    if (secret.isEmpty())
        return remove(profile, kind);
    if (!QCoreApplication::instance())
        return noQtApplication();
    if (!available())
        return Error::failed(noKeychainMessage(unavailableMessage()));
    const QString key = secretKey(profile, kind);
    const auto outcome = runJob(
        [key, secret]() -> QKeychain::Job * {
            auto *job = new QKeychain::WritePasswordJob(serviceName());
            job->setKey(key);
            job->setTextData(secret);
            return job;
        },
        m_timeout);
    Status s = statusOf(outcome, m_timeout, describe(profile, kind), u"store"_s);
    if (s)
        qCDebug(lcSecrets).noquote() << "stored" << key; // the key only, never the secret
    return s;
}

Status SecretStore::remove(const QString &profile, SecretKind kind) {
    if (!QCoreApplication::instance())
        return noQtApplication();
    if (!available())
        return Error::failed(noKeychainMessage(unavailableMessage()));
    const QString key = secretKey(profile, kind);
    const auto outcome = runJob(
        [key]() -> QKeychain::Job * {
            auto *job = new QKeychain::DeletePasswordJob(serviceName());
            job->setKey(key);
            return job;
        },
        m_timeout);
    return statusOf(outcome, m_timeout, describe(profile, kind), u"remove"_s);
}

// ---- MemorySecretStore -----------------------------------------------------------------------

void MemorySecretStore::setUnavailable(const QString &reason) {
    QMutexLocker lock(&m_mutex);
    m_unavailable = reason;
}

bool MemorySecretStore::isAvailable() {
    QMutexLocker lock(&m_mutex);
    return m_unavailable.isEmpty();
}

QString MemorySecretStore::unavailableReason() {
    QMutexLocker lock(&m_mutex);
    return m_unavailable;
}

Result<std::optional<QString>> MemorySecretStore::read(const QString &profile, SecretKind kind) {
    QMutexLocker lock(&m_mutex);
    if (!m_unavailable.isEmpty())
        return Error::failed(noKeychainMessage(m_unavailable));
    const auto it = m_secrets.constFind(secretKey(profile, kind));
    if (it == m_secrets.constEnd())
        return std::optional<QString>();
    return std::optional<QString>(*it);
}

Status MemorySecretStore::write(const QString &profile, SecretKind kind, const QString &secret) {
    QMutexLocker lock(&m_mutex);
    if (!m_unavailable.isEmpty())
        return Error::failed(noKeychainMessage(m_unavailable));
    if (secret.isEmpty())
        m_secrets.remove(secretKey(profile, kind));
    else
        m_secrets.insert(secretKey(profile, kind), secret);
    return Done{};
}

Status MemorySecretStore::remove(const QString &profile, SecretKind kind) {
    QMutexLocker lock(&m_mutex);
    if (!m_unavailable.isEmpty())
        return Error::failed(noKeychainMessage(m_unavailable));
    m_secrets.remove(secretKey(profile, kind));
    return Done{};
}

bool MemorySecretStore::contains(const QString &profile, SecretKind kind) const {
    QMutexLocker lock(&m_mutex);
    return m_secrets.contains(secretKey(profile, kind));
}

qsizetype MemorySecretStore::size() const {
    QMutexLocker lock(&m_mutex);
    return m_secrets.size();
}

void MemorySecretStore::clear() {
    QMutexLocker lock(&m_mutex);
    m_secrets.clear();
}

// ---- SessionSecretStore ----------------------------------------------------------------------

SessionSecretStore::SessionSecretStore(std::unique_ptr<SecretBackend> keychain)
    : m_keychain(keychain ? std::move(keychain) : std::make_unique<SecretStore>()) {}

QString SessionSecretStore::unavailableReason() {
    return m_keychain->isAvailable() ? QString() : m_keychain->unavailableReason();
}

Result<std::optional<QString>> SessionSecretStore::read(const QString &profile, SecretKind kind) {
    auto session = m_session.read(profile, kind);
    if (session && *session)
        return session;
    if (!m_keychain->isAvailable())
        return std::optional<QString>();
    return m_keychain->read(profile, kind);
}

Status SessionSecretStore::write(const QString &profile, SecretKind kind, const QString &secret) {
    if (!m_keychain->isAvailable())
        return Error::failed(noKeychainMessage(m_keychain->unavailableReason()));
    Status s = m_keychain->write(profile, kind, secret);
    if (s)
        (void)m_session.remove(profile, kind);
    return s;
}

Status SessionSecretStore::remove(const QString &profile, SecretKind kind) {
    (void)m_session.remove(profile, kind);
    if (!m_keychain->isAvailable())
        return Done{};
    return m_keychain->remove(profile, kind);
}

Status SessionSecretStore::copyAll(const QString &fromProfile, const QString &toProfile) {
    for (SecretKind kind : kAllKinds) {
        auto session = m_session.read(fromProfile, kind);
        if (session && *session) {
            keepForSession(toProfile, kind, **session);
            continue;
        }
        if (!m_keychain->isAvailable())
            continue;
        auto stored = m_keychain->read(fromProfile, kind);
        if (!stored)
            return stored.error();
        if (*stored) {
            if (Status s = m_keychain->write(toProfile, kind, **stored); !s)
                return s;
        }
    }
    return Done{};
}

void SessionSecretStore::keepForSession(const QString &profile, SecretKind kind,
                                        const QString &secret) {
    (void)m_session.write(profile, kind, secret);
}

bool SessionSecretStore::hasSessionSecret(const QString &profile, SecretKind kind) const {
    return m_session.contains(profile, kind);
}

void SessionSecretStore::forgetSession(const QString &profile) {
    (void)m_session.removeAll(profile);
}

} // namespace outbox
