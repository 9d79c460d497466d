#include "connection/sshaskpass.h"

#include "connection/sshroutecheck.h"
#include "connection/sshtunnel.h"
#include "util/coretr.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <cstring>

#ifdef Q_OS_LINUX
#include <sys/socket.h>
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr quint32 kProtocol = 1;
constexpr auto kStreamVersion = QDataStream::Qt_6_4;
constexpr qint64 kMaxRequestBytes = 64 * 1024;
constexpr int kMaxAncestry = 12;

#ifdef Q_OS_LINUX
// The parent of pid, from /proc (0 when not known). The command name in stat may hold spaces and
// parentheses: the fields follow its last ')'.
qint64 parentOf(qint64 pid) {
    QFile stat(u"/proc/%1/stat"_s.arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray text = stat.read(4096);
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return 0;
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    return fields.size() > 1 ? fields.at(1).toLongLong() : 0; // state, then ppid
}

// The process on the other end of socket.
qint64 peerPid(QLocalSocket *socket) {
    ucred credentials{};
    socklen_t size = sizeof credentials;
    if (getsockopt(int(socket->socketDescriptor()), SOL_SOCKET, SO_PEERCRED, &credentials, &size) !=
        0)
        return 0;
    return credentials.pid;
}

// Whether pid descends from this process (ssh started by the console, then perhaps the ssh of a
// jump, then the askpass program).
bool descendsFromUs(qint64 pid) {
    const qint64 us = QCoreApplication::applicationPid();
    for (int i = 0; i < kMaxAncestry && pid > 1; ++i) {
        pid = parentOf(pid);
        if (pid == us)
            return true;
    }
    return false;
}
#endif

SshAskPassServer::Kind kindOf(const QString &prompt, const QString &promptVariable) {
    if (promptVariable == u"none"_s)
        return SshAskPassServer::Kind::Notice;
    if (prompt.contains(u"(yes/no"_s))
        return SshAskPassServer::Kind::HostKey;
    if (promptVariable == u"confirm"_s)
        return SshAskPassServer::Kind::Confirm;
    return SshAskPassServer::Kind::Secret;
}

void printError(const QString &text) {
    std::fprintf(stderr, "outbox-console: %s\n", qUtf8Printable(text));
}

} // namespace

SshAskPassServer::SshAskPassServer(QObject *parent)
    : QObject(parent) {}

SshAskPassServer::~SshAskPassServer() {
    // Every ssh still waiting is told "cancelled" and fails, rather than waiting for a console
    // that is gone (no signal: whoever showed the prompt may be going too).
    if (m_shown)
        reply(*std::exchange(m_shown, std::nullopt), false, {});
    for (const Request &request : std::exchange(m_waiting, {}))
        reply(request, false, {});
    if (m_server)
        m_server->close();
}

Status SshAskPassServer::listen() {
    if (m_server && m_server->isListening())
        return Done{};
    // mkdtemp makes the folder 0700: only the user reaches the socket in it.
    m_folder =
        std::make_unique<QTemporaryDir>(QDir::tempPath() + u"/outbox-console-askpass-XXXXXX"_s);
    if (!m_folder->isValid())
        return Error::failed(CoreText::tr("Could not make a private folder for ssh's prompts: %1")
                                 .arg(m_folder->errorString()));
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_folder->filePath(u"askpass"_s)))
        return Error::failed(
            CoreText::tr("Could not listen for ssh's prompts: %1").arg(m_server->errorString()));
    connect(m_server, &QLocalServer::newConnection, this, &SshAskPassServer::onConnection);
    return Done{};
}

QString SshAskPassServer::socketName() const {
    return m_server && m_server->isListening() ? m_server->fullServerName() : QString();
}

void SshAskPassServer::onConnection() {
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
#ifdef Q_OS_LINUX
        // Only a program our own ssh started: another program of the user's gets nothing.
        const qint64 pid = peerPid(socket);
        if (pid <= 0 || !descendsFromUs(pid)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setProperty("sshPid", parentOf(pid));
#endif
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { readRequest(socket); });
        connect(socket, &QLocalSocket::disconnected, this, [this, socket] { onGone(socket); });
        readRequest(socket);
    }
}

void SshAskPassServer::readRequest(QLocalSocket *socket) {
    if (socket->property("asked").toBool())
        return;
    if (socket->bytesAvailable() > kMaxRequestBytes) {
        socket->abort();
        return;
    }
    QDataStream in(socket);
    in.setVersion(kStreamVersion);
    in.startTransaction();
    quint32 protocol = 0;
    QString prompt;
    QString promptVariable;
    in >> protocol >> prompt >> promptVariable;
    if (!in.commitTransaction())
        return; // more to come
    if (protocol != kProtocol) {
        socket->abort();
        return;
    }
    socket->setProperty("asked", true);
    Request request;
    request.id = m_nextId++;
    request.socket = socket;
    request.prompt = prompt;
    request.kind = kindOf(prompt, promptVariable);
    request.sshPid = socket->property("sshPid").toLongLong();
    m_waiting.append(request);
    showNext();
}

void SshAskPassServer::showNext() {
    while (!m_shown && !m_waiting.isEmpty()) {
        Request next = m_waiting.takeFirst();
        // What the user answered to the same prompt before, unless this ssh had it already (a
        // passphrase it found wrong).
        auto remembered = m_remembered.find(next.prompt);
        if (remembered != m_remembered.end() &&
            (next.kind == Kind::Secret || next.kind == Kind::HostKey)) {
            if (next.sshPid == 0 || remembered->givenTo.contains(next.sshPid)) {
                m_remembered.erase(remembered);
            } else {
                remembered->givenTo.insert(next.sshPid);
                reply(next, true, remembered->answer);
                continue;
            }
        }
        m_shown = next;
        Q_EMIT promptReceived(next.id, next.prompt, next.kind);
    }
}

void SshAskPassServer::answer(int id, const QString &text) {
    if (!m_shown || m_shown->id != id)
        return;
    const Request request = *std::exchange(m_shown, std::nullopt);
    if (request.kind == Kind::Secret || request.kind == Kind::HostKey)
        m_remembered.insert(request.prompt, Remembered{text, {request.sshPid}});
    reply(request, true, text);
    // The next prompt after the dialog that answered this one has gone.
    QTimer::singleShot(0, this, &SshAskPassServer::showNext);
}

void SshAskPassServer::cancel(int id) {
    if (!m_shown || m_shown->id != id)
        return;
    const Request request = *std::exchange(m_shown, std::nullopt);
    reply(request, false, {});
    // Those waiting with the same prompt (the other connections of the same open) are cancelled
    // with it: one Cancel is enough.
    for (qsizetype i = m_waiting.size() - 1; i >= 0; --i)
        if (m_waiting.at(i).prompt == request.prompt)
            reply(m_waiting.takeAt(i), false, {});
    QTimer::singleShot(0, this, &SshAskPassServer::showNext);
}

void SshAskPassServer::cancelAll() {
    if (m_shown) {
        const int id = m_shown->id;
        reply(*std::exchange(m_shown, std::nullopt), false, {});
        Q_EMIT promptWithdrawn(id);
    }
    for (const Request &request : std::exchange(m_waiting, {}))
        reply(request, false, {});
}

void SshAskPassServer::onGone(QLocalSocket *socket) {
    for (qsizetype i = m_waiting.size() - 1; i >= 0; --i)
        if (m_waiting.at(i).socket == socket)
            m_waiting.removeAt(i);
    if (m_shown && m_shown->socket == socket) {
        const int id = m_shown->id;
        m_shown.reset();
        Q_EMIT promptWithdrawn(id);
        QTimer::singleShot(0, this, &SshAskPassServer::showNext);
    }
    socket->deleteLater();
}

void SshAskPassServer::reply(const Request &request, bool answered, const QString &text) {
    QLocalSocket *socket = request.socket;
    if (!socket || socket->state() != QLocalSocket::ConnectedState)
        return;
    QByteArray message;
    {
        QDataStream out(&message, QIODevice::WriteOnly);
        out.setVersion(kStreamVersion);
        out << quint8(answered ? 1 : 0) << text.toUtf8();
    }
    socket->write(message);
    message.fill('\0');
    socket->flush();
    socket->disconnectFromServer(); // after the bytes are written
}

std::optional<int> runSshAskPassIfAsked(int argc, char *argv[]) {
    const QByteArray socketName = qgetenv(kSshAskPassSocketVariable);
    if (socketName.isEmpty() || argc != 2 || argv[1][0] == '-')
        return std::nullopt;
    QCoreApplication app(argc, argv); // for QLocalSocket; no display
    const QString prompt = QString::fromLocal8Bit(argv[1]);
    QLocalSocket socket;
    socket.connectToServer(QString::fromLocal8Bit(socketName));
    if (!socket.waitForConnected(5000)) {
        printError(CoreText::tr("ssh asked \"%1\", but the console's prompt cannot be "
                                "reached: %2")
                       .arg(prompt.trimmed(), socket.errorString()));
        return 1;
    }
    {
        QByteArray request;
        QDataStream out(&request, QIODevice::WriteOnly);
        out.setVersion(kStreamVersion);
        out << kProtocol << prompt << qEnvironmentVariable("SSH_ASKPASS_PROMPT");
        socket.write(request);
    }
    socket.flush();
#ifdef Q_OS_LINUX
    const pid_t ssh = getppid();
#endif
    QDataStream in(&socket);
    in.setVersion(kStreamVersion);
    quint8 answered = 0;
    QByteArray answer;
    for (;;) {
        socket.waitForReadyRead(500);
        in.startTransaction();
        in >> answered >> answer;
        if (in.commitTransaction())
            break;
        if (socket.state() != QLocalSocket::ConnectedState && socket.bytesAvailable() == 0) {
            printError(CoreText::tr("The console closed ssh's prompt."));
            return 1;
        }
#ifdef Q_OS_LINUX
        if (getppid() != ssh) // ssh is gone: nobody reads the answer any more
            return 1;
#endif
    }
    if (!answered) {
        // Read back by the console (sshroutecheck.h), as ssh passes it on: not translated.
        std::fprintf(stderr, "%s\n", kSshPromptCancelledMarker);
        return 1;
    }
    std::fwrite(answer.constData(), 1, size_t(answer.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
    answer.fill('\0');
    return 0;
}

} // namespace outbox
