#include "connection/sshtunnel.h"

#include "util/coretr.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QList>
#include <QMutex>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <memory>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr qsizetype kMaxErrorText = 2000;

// One route's loopback listener, living on the tunnels' thread: each accepted connection gets an
// ssh -W of its own, and bytes are passed both ways until either side ends.
class TunnelServer : public QTcpServer {
public:
    explicit TunnelServer(SshRoute route)
        : m_route(std::move(route)) {}

    QString lastError() const {
        QMutexLocker lock(&m_errorMutex);
        return m_lastError;
    }

protected:
    void incomingConnection(qintptr descriptor) override {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(descriptor)) {
            delete socket;
            return;
        }
        auto *ssh = new QProcess(socket);
        ssh->setProgram(u"ssh"_s);
        ssh->setArguments(SshTunnels::sshArguments(m_route));
        QObject::connect(socket, &QTcpSocket::readyRead, ssh,
                         [socket, ssh] { ssh->write(socket->readAll()); });
        QObject::connect(ssh, &QProcess::readyReadStandardOutput, socket,
                         [socket, ssh] { socket->write(ssh->readAllStandardOutput()); });
        // What this ssh says on standard error, kept whole: the first line is often the cause
        // ("Host key verification failed.") and the last a consequence.
        auto said = std::make_shared<QString>();
        QObject::connect(ssh, &QProcess::readyReadStandardError, this,
                         [ssh, said] { *said += QString::fromUtf8(ssh->readAllStandardError()); });
        QObject::connect(ssh, &QProcess::finished, this, [this, said](int code) {
            if (code != 0) {
                noteFailure(*said);
            } else {
                QMutexLocker lock(&m_errorMutex);
                m_lastError.clear(); // the hop works: an old failure is no cause any more
            }
        });
        QObject::connect(socket, &QTcpSocket::disconnected, ssh, [ssh] {
            ssh->closeWriteChannel();
            ssh->terminate();
        });
        QObject::connect(ssh, &QProcess::finished, socket, [socket, ssh] {
            socket->write(ssh->readAllStandardOutput());
            socket->disconnectFromHost();
            socket->deleteLater();
        });
        QObject::connect(
            ssh, &QProcess::errorOccurred, socket, [this, socket](QProcess::ProcessError e) {
                if (e != QProcess::FailedToStart)
                    return;
                {
                    QMutexLocker lock(&m_errorMutex);
                    m_lastError = CoreText::tr("ssh could not be started (is OpenSSH installed?)");
                }
                socket->abort();
                socket->deleteLater();
            });
        ssh->start(QIODevice::ReadWrite | QIODevice::Unbuffered);
    }

private:
    // A failed ssh's words, kept with the few before them (a driver that tries twice, with and
    // without TLS, runs two ssh, and the first may say more).
    void noteFailure(const QString &text) {
        QStringList lines;
        for (const QString &line : text.split(u'\n'))
            if (const QString l = line.trimmed(); !l.isEmpty() && !lines.contains(l))
                lines << l;
        if (lines.isEmpty())
            return;
        QMutexLocker lock(&m_errorMutex);
        QStringList all = m_lastError.isEmpty() ? QStringList() : m_lastError.split(u" / "_s);
        for (const QString &l : std::as_const(lines))
            if (!all.contains(l))
                all << l;
        m_lastError = all.mid(qMax(0, int(all.size()) - 4)).join(u" / "_s).right(kMaxErrorText);
    }

    const SshRoute m_route;
    mutable QMutex m_errorMutex;
    QString m_lastError;
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
        QMutexLocker lock(&m_mutex);
        for (const auto &[known, server] : m_servers)
            if (known == route)
                return int(server->serverPort());
        if (!m_thread) {
            m_thread = std::make_unique<QThread>();
            m_thread->setObjectName(u"ssh-tunnels"_s);
            m_thread->start();
        }
        if (QThread::currentThread() == m_thread.get())
            return Error::failed(u"SshTunnels::portFor on the tunnels' own thread"_s);
        TunnelServer *server = nullptr;
        QString failure;
        QMetaObject::invokeMethod(
            m_context(),
            [&] {
                auto made = std::make_unique<TunnelServer>(route);
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
                for (const auto &entry : std::as_const(m_servers))
                    delete entry.second;
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
    QStringList args{u"-W"_s, u"%1:%2"_s.arg(route.targetHost).arg(route.targetPort),
                     u"-o"_s, u"BatchMode=yes"_s,
                     u"-o"_s, u"ExitOnForwardFailure=yes"_s};
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

} // namespace outbox
