#include "ui/window/linkhandover.h"

#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
constexpr qint64 kMaxLine = 64 * 1024; // a link is far shorter: anything longer is not one
}

LinkHandover::LinkHandover(QObject *parent)
    : QObject(parent)
    , m_server(new QLocalServer(this)) {
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, &LinkHandover::serve);
}

LinkHandover::~LinkHandover() = default;

QString LinkHandover::socketPath() {
    // Qt gives the runtime folder only when it is the user's own (mode 0700); else none, and no
    // socket in a folder others could write to.
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    return folder.isEmpty() ? QString() : QDir(folder).filePath(u"outbox-console-links"_s);
}

bool LinkHandover::isListening() const {
    return m_server->isListening();
}

bool LinkHandover::listen(QString *problem) {
    const QString path = socketPath();
    if (path.isEmpty()) {
        if (problem)
            *problem = tr("Links cannot be handed to this console: the user has no private "
                          "runtime folder ($XDG_RUNTIME_DIR).");
        return false;
    }
    {
        QLocalSocket probe;
        probe.connectToServer(path);
        if (probe.waitForConnected(500)) {
            if (problem)
                *problem = tr("Another console takes the links already.");
            return false;
        }
    }
    QLocalServer::removeServer(path); // a socket file left by a console that died
    if (m_server->listen(path))
        return true;
    if (problem)
        *problem = tr("Links cannot be handed to this console: %1").arg(m_server->errorString());
    return false;
}

void LinkHandover::serve() {
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxLine)
                    socket->abort();
                return;
            }
            const QString text = QString::fromUtf8(socket->readLine(kMaxLine)).trimmed();
            auto link = OutboxLink::parse(text);
            if (!link) {
                socket->write("refused " + link.error().message.toUtf8() + '\n');
                socket->flush();
                socket->disconnectFromServer();
                Q_EMIT refused(link.error().message);
                return;
            }
            socket->write("ok\n");
            socket->flush();
            socket->disconnectFromServer();
            Q_EMIT linkReceived(*link);
        });
    }
}

bool LinkHandover::handOver(const OutboxLink &link, int timeoutMs, QString *problem) {
    const auto fail = [&](const QString &why) {
        if (problem)
            *problem = why;
        return false;
    };
    if (socketPath().isEmpty())
        return fail(tr("No console can take the link: the user has no private runtime folder "
                       "($XDG_RUNTIME_DIR)."));
    QLocalSocket socket;
    socket.connectToServer(socketPath());
    if (!socket.waitForConnected(qMin(timeoutMs, 1000)))
        return fail(tr("No console is running: %1").arg(socket.errorString()));
    socket.write(link.toString().toUtf8() + '\n');
    if (!socket.waitForBytesWritten(timeoutMs))
        return fail(tr("The running console did not take the link: %1").arg(socket.errorString()));
    while (!socket.canReadLine()) {
        if (!socket.waitForReadyRead(timeoutMs))
            return fail(tr("The running console did not answer: %1").arg(socket.errorString()));
    }
    const QByteArray answer = socket.readLine(kMaxLine).trimmed();
    if (answer == "ok")
        return true;
    return fail(QString::fromUtf8(answer.startsWith("refused ") ? answer.mid(8) : answer));
}

} // namespace outbox::ui
