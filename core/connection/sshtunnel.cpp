#include "connection/sshtunnel.h"

#include "util/coretr.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QHostAddress>
#include <QList>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>
#include <QWaitCondition>

#include <functional>
#include <memory>
#include <optional>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr qsizetype kMaxLogText = 64 * 1024;
// How long a connection waits for its ssh to be authenticated when the console may ask its user.
constexpr int kPromptWaitMs = 180'000;
// How long the route check waits beyond its limit while the console's prompt is open.
constexpr int kPromptExtensionMs = 180'000;

// setAskPass's program and socket, read by every ssh started.
struct AskPass {
    QMutex mutex;
    QString program;
    QString socketName;
};
AskPass &askPass() {
    static AskPass a;
    return a;
}

// The environment of an ssh that may ask the user; nullopt: BatchMode, the process's own.
std::optional<QProcessEnvironment> askPassEnvironment() {
    AskPass &a = askPass();
    QMutexLocker lock(&a.mutex);
    if (a.program.isEmpty())
        return std::nullopt;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"SSH_ASKPASS"_s, a.program);
    env.insert(u"SSH_ASKPASS_REQUIRE"_s, u"force"_s);
    env.insert(QString::fromLatin1(kSshAskPassSocketVariable), a.socketName);
    return env;
}

void appendLog(QString &log, const QString &text) {
    log += text;
    // The cause is at the start (the setup) or at the end (a connection dropped later).
    if (log.size() > kMaxLogText)
        log = log.left(kMaxLogText / 2) + u'\n' + log.right(kMaxLogText / 4);
}

QString targetOf(const SshRoute &route) {
    return (route.targetHost.contains(u':') ? u"[%1]"_s.arg(route.targetHost) : route.targetHost) +
           u':' + QString::number(route.targetPort);
}

// How many hops let ssh in so far, by its log.
qsizetype authenticatedHops(const QString &log) {
    return log.count(u"\nAuthenticated to "_s) + (log.startsWith(u"Authenticated to "_s) ? 1 : 0);
}

// One ssh of a route and what it said.
struct Link {
    QProcess *ssh = nullptr;
    QString said;
    bool closedByUs = false;        // its connection ended: ssh was told to go, not failed
    bool ready = false;             // every hop authenticated (a spare may be handed over)
    std::function<void()> onChange; // a connection's wait for its spare
};

// One route's loopback listener, living on the tunnels' thread: each accepted connection gets an
// ssh -W of its own, and bytes are passed both ways until either side ends.
class TunnelServer : public QTcpServer {
public:
    TunnelServer(SshRoute route, QList<SshHop> hops)
        : m_route(std::move(route))
        , m_hops(std::move(hops)) {}

    QString lastError() const {
        QMutexLocker lock(&m_errorMutex);
        return m_lastError;
    }

    // Starts an ssh ahead of its connection and calls done(ok, error) on this thread once every
    // hop authenticated (ok) or it failed. The next connection takes it.
    void prepareSpare(std::function<void(bool, QString)> done) {
        auto link = startSsh();
        auto called = std::make_shared<bool>(false);
        link->onChange = [this, link, done, called] {
            if (*called)
                return;
            if (link->ready) {
                *called = true;
                done(true, {});
            } else if (link->ssh->state() == QProcess::NotRunning) {
                *called = true;
                const QString error = lastError();
                done(false, error.isEmpty() ? CoreText::tr("ssh ended before connecting") : error);
            }
        };
        m_spares.append(link);
        link->ssh->start(QIODevice::ReadWrite | QIODevice::Unbuffered);
    }

    // Ends a spare that nobody waits for any more.
    void dropUnreadySpares() {
        for (const auto &link : std::as_const(m_spares))
            if (!link->ready) {
                link->closedByUs = true;
                link->ssh->kill();
            }
    }

protected:
    void incomingConnection(qintptr descriptor) override {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        std::shared_ptr<Link> link;
        for (qsizetype i = 0; i < m_spares.size(); ++i)
            if (m_spares.at(i)->ready && m_spares.at(i)->ssh->state() == QProcess::Running) {
                link = m_spares.takeAt(i);
                break;
            }
        const bool fresh = !link;
        if (fresh)
            link = startSsh();
        link->onChange = nullptr;
        QProcess *ssh = link->ssh;
        QObject::connect(socket, &QTcpSocket::readyRead, ssh,
                         [socket, ssh] { ssh->write(socket->readAll()); });
        QObject::connect(ssh, &QProcess::readyReadStandardOutput, socket,
                         [socket, ssh] { socket->write(ssh->readAllStandardOutput()); });
        QObject::connect(socket, &QTcpSocket::disconnected, ssh, [link] {
            link->closedByUs = true;
            link->ssh->closeWriteChannel();
            link->ssh->terminate();
        });
        QObject::connect(ssh, &QProcess::finished, socket, [socket, ssh] {
            socket->write(ssh->readAllStandardOutput());
            socket->disconnectFromHost();
            socket->deleteLater();
        });
        QObject::connect(ssh, &QProcess::errorOccurred, socket, [socket](QProcess::ProcessError e) {
            if (e != QProcess::FailedToStart)
                return;
            socket->abort();
            socket->deleteLater();
        });
        if (fresh) {
            ssh->start(QIODevice::ReadWrite | QIODevice::Unbuffered);
        } else if (ssh->bytesAvailable() > 0) {
            socket->write(ssh->readAllStandardOutput()); // a database that speaks first
        }
    }

private:
    std::shared_ptr<Link> startSsh() {
        auto link = std::make_shared<Link>();
        auto *ssh = new QProcess(this);
        link->ssh = ssh;
        ssh->setProgram(u"ssh"_s);
        ssh->setArguments(SshTunnels::sshArguments(m_route));
        if (const auto env = askPassEnvironment())
            ssh->setProcessEnvironment(*env);
        // What this ssh and the ssh of its jumps say on standard error (verbose: which hop it is
        // at), read for the hop that failed and why.
        const qsizetype hops = qMax<qsizetype>(1, m_hops.size());
        QObject::connect(ssh, &QProcess::readyReadStandardError, this, [link, hops] {
            appendLog(link->said, QString::fromUtf8(link->ssh->readAllStandardError()));
            if (!link->ready && authenticatedHops(link->said) >= hops) {
                link->ready = true;
                if (link->onChange)
                    link->onChange();
            }
        });
        QObject::connect(
            ssh, &QProcess::finished, this, [this, link](int code, QProcess::ExitStatus status) {
                appendLog(link->said, QString::fromUtf8(link->ssh->readAllStandardError()));
                if (code == 0 && status == QProcess::NormalExit) {
                    QMutexLocker lock(&m_errorMutex);
                    m_lastError.clear(); // the route works: an old failure is no
                                         // cause any more
                } else if (!link->closedByUs) {
                    noteFailure(link->said);
                }
                m_spares.removeAll(link);
                if (link->onChange)
                    link->onChange();
                link->onChange = nullptr; // it holds link: no cycle left behind
                link->ssh->deleteLater();
            });
        QObject::connect(
            ssh, &QProcess::errorOccurred, this, [this, link](QProcess::ProcessError e) {
                if (e != QProcess::FailedToStart)
                    return;
                {
                    QMutexLocker lock(&m_errorMutex);
                    m_lastError =
                        readSshLog({}, m_hops, targetOf(m_route), SshRunEnd::FailedToStart)
                            .failure();
                }
                m_spares.removeAll(link);
                if (link->onChange)
                    link->onChange();
                link->onChange = nullptr;
                link->ssh->deleteLater();
            });
        return link;
    }

    // The hop that failed and why, in the words of the route check.
    void noteFailure(const QString &log) {
        const QString failure =
            readSshLog(log, m_hops, targetOf(m_route), SshRunEnd::ExitedFailed).failure();
        if (failure.isEmpty())
            return;
        QMutexLocker lock(&m_errorMutex);
        m_lastError = failure.right(kMaxLogText / 16);
    }

    const SshRoute m_route;
    const QList<SshHop> m_hops;
    mutable QMutex m_errorMutex;
    QString m_lastError;
    QList<std::shared_ptr<Link>> m_spares; // started ahead of their connection (setAskPass)
};

// The tunnels of this process, on one thread with an event loop of its own (the database
// drivers block the thread that connects, so the bytes must be passed elsewhere).
class Registry {
public:
    static Registry &instance() {
        static Registry *registry = [] {
            auto *r = new Registry;
            qAddPostRoutine([] { Registry::instance().stop(); });
            return r;
        }();
        return *registry;
    }

    Result<int> portFor(const SshRoute &route) {
        auto found = serverFor(route);
        if (!found)
            return found.error();
        auto [server, context] = *found;
        if (!SshTunnels::askPassEnabled())
            return int(server->serverPort());
        // The console may ask its user: the ssh of this connection is started now and the
        // connection waits (on its own thread) until every hop let it in, so that the driver's
        // connect time limit does not run while the user types.
        struct Waiter {
            QMutex mutex;
            QWaitCondition changed;
            bool done = false;
            bool ok = false;
            QString error;
        };
        auto waiter = std::make_shared<Waiter>();
        QMetaObject::invokeMethod(context, [server, waiter] {
            server->prepareSpare([waiter](bool ok, const QString &error) {
                QMutexLocker lock(&waiter->mutex);
                waiter->done = true;
                waiter->ok = ok;
                waiter->error = error;
                waiter->changed.wakeAll();
            });
        });
        QMutexLocker lock(&waiter->mutex);
        const QDeadlineTimer deadline(kPromptWaitMs);
        while (!waiter->done && waiter->changed.wait(&waiter->mutex, deadline)) {
        }
        if (!waiter->done) {
            QMetaObject::invokeMethod(context, [server] { server->dropUnreadySpares(); });
            return Error::failed(CoreText::tr("Could not connect through ssh %1: no answer "
                                              "within %2 s.")
                                     .arg(route.destination)
                                     .arg(kPromptWaitMs / 1000));
        }
        if (!waiter->ok)
            return Error::failed(CoreText::tr("Could not connect through ssh %1: %2")
                                     .arg(route.destination, waiter->error));
        return int(server->serverPort());
    }

    QString lastError(const SshRoute &route) {
        QMutexLocker lock(&m_mutex);
        for (const auto &[known, server] : m_servers)
            if (known == route)
                return server->lastError();
        return {};
    }

private:
    // route's listener (made on first use) and an object on its thread.
    Result<std::pair<TunnelServer *, QObject *>> serverFor(const SshRoute &route) {
        QMutexLocker lock(&m_mutex);
        for (const auto &[known, server] : m_servers)
            if (known == route)
                return std::pair<TunnelServer *, QObject *>{server, m_context()};
        if (!m_thread) {
            m_thread = std::make_unique<QThread>();
            m_thread->setObjectName(u"ssh-tunnels"_s);
            m_thread->start();
        }
        if (QThread::currentThread() == m_thread.get())
            return Error::failed(u"SshTunnels::portFor on the tunnels' own thread"_s);
        // The hops as the user's ssh configuration chains them, to name the one that fails.
        QList<SshHop> hops = resolveSshHops(route);
        TunnelServer *server = nullptr;
        QString failure;
        QMetaObject::invokeMethod(
            m_context(),
            [&] {
                auto made = std::make_unique<TunnelServer>(route, std::move(hops));
                if (!made->listen(QHostAddress::LocalHost, 0)) {
                    failure = made->errorString();
                    return;
                }
                server = made.release();
            },
            Qt::BlockingQueuedConnection);
        if (!server)
            return Error::failed(
                CoreText::tr("Could not open a loopback port for ssh: %1").arg(failure));
        m_servers.append({route, server});
        return std::pair<TunnelServer *, QObject *>{server, m_context()};
    }

    // An object on the tunnels' thread to run work there.
    QObject *m_context() {
        if (!m_anchor) {
            m_anchor = new QObject;
            m_anchor->moveToThread(m_thread.get());
        }
        return m_anchor;
    }

    void stop() {
        QMutexLocker lock(&m_mutex);
        if (!m_thread)
            return;
        // The servers, their sockets and ssh processes are deleted where they live.
        QMetaObject::invokeMethod(
            m_context(),
            [this] {
                for (const auto &entry : std::as_const(m_servers)) {
                    // Their ssh end now (a spare never handed over, a connection still open).
                    for (QProcess *ssh : entry.second->findChildren<QProcess *>()) {
                        ssh->kill();
                        ssh->waitForFinished(1000);
                    }
                    delete entry.second;
                }
                delete m_anchor;
            },
            Qt::BlockingQueuedConnection);
        m_servers.clear();
        m_anchor = nullptr;
        m_thread->quit();
        m_thread->wait();
        m_thread.reset();
    }

    QMutex m_mutex;
    std::unique_ptr<QThread> m_thread;
    QObject *m_anchor = nullptr;
    QList<std::pair<SshRoute, TunnelServer *>> m_servers;
};

} // namespace

Status SshTunnels::checkDestination(const QString &destination) {
    static const QRegularExpression pattern(
        u"^(?:[A-Za-z0-9._%+-]+@)?[A-Za-z0-9._-]+(?::[0-9]{1,5})?$"_s);
    if (destination.startsWith(u'-') || !pattern.match(destination).hasMatch())
        return Error::invalid(CoreText::tr("The SSH destination \"%1\" is not [user@]host[:port] "
                                           "or a Host alias of your ssh configuration.")
                                  .arg(destination));
    return Done{};
}

QStringList SshTunnels::sshArguments(const SshRoute &route) {
    // -v: ssh (and, through ProxyJump, the ssh of each jump) says which hop it is at, so that a
    // failure names its hop (sshroutecheck.h); nothing of it is shown as it is.
    QStringList args{u"-W"_s,
                     u"%1:%2"_s.arg(route.targetHost).arg(route.targetPort),
                     u"-v"_s,
                     u"-o"_s,
                     askPassEnabled() ? u"BatchMode=no"_s : u"BatchMode=yes"_s,
                     u"-o"_s,
                     u"ExitOnForwardFailure=yes"_s};
    if (!route.configFile.isEmpty())
        args << u"-F"_s << route.configFile;
    // ssh://[user@]host[:port] takes a port in the destination; an alias stays an alias.
    args << u"--"_s << u"ssh://"_s + route.destination;
    return args;
}

Result<int> SshTunnels::portFor(const SshRoute &route) {
    if (Status ok = checkDestination(route.destination); !ok)
        return ok.error();
    return Registry::instance().portFor(route);
}

QString SshTunnels::lastError(const SshRoute &route) {
    return Registry::instance().lastError(route);
}

void SshTunnels::setAskPass(const QString &program, const QString &socketName) {
    AskPass &a = askPass();
    QMutexLocker lock(&a.mutex);
    a.program = program;
    a.socketName = program.isEmpty() ? QString() : socketName;
}

bool SshTunnels::askPassEnabled() {
    AskPass &a = askPass();
    QMutexLocker lock(&a.mutex);
    return !a.program.isEmpty();
}

Result<SshRouteReport> SshTunnels::checkRoute(const SshRoute &route, int timeoutMs) {
    if (Status ok = checkDestination(route.destination); !ok)
        return ok.error();
    const QList<SshHop> hops = resolveSshHops(route);
    QProcess ssh;
    ssh.setProgram(u"ssh"_s);
    ssh.setArguments(sshArguments(route));
    if (const auto env = askPassEnvironment())
        ssh.setProcessEnvironment(*env);
    // No bytes for the database: once the forwarding is open, ssh sends it the end of input, the
    // database closes, and ssh ends with 0.
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.setStandardOutputFile(QProcess::nullDevice());
    ssh.start();
    if (!ssh.waitForStarted(5000))
        return readSshLog({}, hops, targetOf(route), SshRunEnd::FailedToStart);
    QString log;
    QDeadlineTimer deadline(timeoutMs);
    qsizetype prompts = 0;
    bool finished = false;
    while (!(finished = ssh.waitForFinished(100))) {
        appendLog(log, QString::fromUtf8(ssh.readAllStandardError()));
        // A prompt of the console's is open: the user gets time to answer.
        if (const qsizetype asked = log.count(u"read_passphrase: requested to askpass"_s);
            asked > prompts) {
            prompts = asked;
            deadline = QDeadlineTimer(qMax<qint64>(deadline.remainingTime(), kPromptExtensionMs));
        }
        if (deadline.hasExpired())
            break;
        if (ssh.state() == QProcess::NotRunning)
            break;
    }
    SshRunEnd end = SshRunEnd::ExitedFailed;
    if (!finished && ssh.state() != QProcess::NotRunning) {
        ssh.kill();
        ssh.waitForFinished(2000);
        end = SshRunEnd::TimedOut;
    } else if (ssh.exitStatus() == QProcess::NormalExit && ssh.exitCode() == 0) {
        end = SshRunEnd::ExitedOk;
    }
    appendLog(log, QString::fromUtf8(ssh.readAllStandardError()));
    return readSshLog(log, hops, targetOf(route), end);
}

SshRoute sshRouteOf(const ConnectionSpec &spec) {
    return {spec.sshDestination, spec.sshConfig, spec.host, spec.port};
}

} // namespace outbox
