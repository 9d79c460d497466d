// A loopback HTTP server for the reliability tests that answers what the test tells it to: a
// status with a body (an S3 XML error, a webhook's 500), nothing at all (the client times out),
// or a byte-for-byte forward to a real server (s3rver behind the signature proxy). It runs on a
// thread of its own, so the code under test may block the test's thread while it waits for it.
#pragma once

#include "httprequest.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <functional>
#include <optional>

namespace outbox::test {

class FaultServer {
public:
    using Request = HttpRequest;
    struct Reply {
        int status = 200;
        QByteArray reason = "OK";
        QByteArray body;
        QByteArray contentType = "application/xml";
        QList<std::pair<QByteArray, QByteArray>> headers;
    };
    // std::nullopt: accept the request and never answer (a hanging server).
    using Handler = std::function<std::optional<Reply>(const Request &)>;

    FaultServer() {
        m_server = new QTcpServer;
        m_server->moveToThread(&m_thread);
        m_thread.setObjectName(QStringLiteral("fault-server"));
        m_thread.start();
        QMetaObject::invokeMethod(
            m_server,
            [this] {
                QObject::connect(m_server, &QTcpServer::newConnection, m_server,
                                 [this] { accept(); });
                m_server->listen(QHostAddress::LocalHost, 0);
                m_port = m_server->serverPort();
            },
            Qt::BlockingQueuedConnection);
    }
    ~FaultServer() {
        QMetaObject::invokeMethod(
            m_server,
            [this] {
                dropConnections();
                delete m_server;
            },
            Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }
    FaultServer(const FaultServer &) = delete;
    FaultServer &operator=(const FaultServer &) = delete;

    quint16 port() const { return m_port; }

    // Every request gets this answer, on a connection closed afterwards.
    void answer(int status, const QByteArray &reason, const QByteArray &body = {},
                const QByteArray &contentType = "application/xml") {
        setHandler([=](const Request &) {
            Reply r;
            r.status = status;
            r.reason = reason;
            r.body = body;
            r.contentType = contentType;
            return std::optional<Reply>(r);
        });
    }
    void hang() {
        setHandler([](const Request &) { return std::optional<Reply>(); });
    }
    void setHandler(Handler handler) {
        reset();
        QMutexLocker lock(&m_mutex);
        m_handler = std::move(handler);
        m_forwardPort = 0;
    }
    // Each new connection is piped, unchanged, to 127.0.0.1:port.
    void forwardTo(quint16 port) {
        reset();
        QMutexLocker lock(&m_mutex);
        m_forwardPort = port;
    }

    int requestCount() const {
        QMutexLocker lock(&m_mutex);
        return int(m_requests.size());
    }
    QList<Request> requests() const {
        QMutexLocker lock(&m_mutex);
        return m_requests;
    }
    // Every byte received so far, on every connection (to grep for secrets).
    QByteArray received() const {
        QMutexLocker lock(&m_mutex);
        return m_received;
    }
    void clearRequests() {
        QMutexLocker lock(&m_mutex);
        m_requests.clear();
    }

private:
    // Drops open connections (a hanging one, a kept-alive one) so the next mode starts clean.
    void reset() {
        QMetaObject::invokeMethod(
            m_server, [this] { dropConnections(); }, Qt::BlockingQueuedConnection);
        clearRequests();
    }
    void dropConnections() {
        for (const QPointer<QTcpSocket> &s : std::as_const(m_sockets)) {
            if (s) {
                s->abort();
                s->deleteLater();
            }
        }
        m_sockets.clear();
    }

    void accept() {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            m_sockets.append(socket);
            quint16 forward = 0;
            {
                QMutexLocker lock(&m_mutex);
                forward = m_forwardPort;
            }
            if (forward) {
                auto *upstream = new QTcpSocket(socket);
                m_sockets.append(upstream);
                QObject::connect(socket, &QTcpSocket::readyRead, upstream,
                                 [this, socket, upstream] {
                                     const QByteArray data = socket->readAll();
                                     {
                                         QMutexLocker lock(&m_mutex);
                                         m_received += data;
                                     }
                                     upstream->write(data);
                                 });
                QObject::connect(upstream, &QTcpSocket::readyRead, socket,
                                 [socket, upstream] { socket->write(upstream->readAll()); });
                QObject::connect(upstream, &QTcpSocket::disconnected, socket,
                                 [socket] { socket->disconnectFromHost(); });
                QObject::connect(socket, &QTcpSocket::disconnected, upstream,
                                 [upstream] { upstream->disconnectFromHost(); });
                upstream->connectToHost(QHostAddress::LocalHost, forward);
                continue;
            }
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                const QByteArray data = socket->readAll();
                {
                    QMutexLocker lock(&m_mutex);
                    m_received += data;
                }
                buffer->append(data);
                const std::optional<Request> taken = takeHttpRequest(*buffer);
                if (!taken)
                    return; // the rest is still coming
                const Request &request = *taken;
                QObject::disconnect(socket, &QTcpSocket::readyRead, socket, nullptr);
                Handler handler;
                {
                    QMutexLocker lock(&m_mutex);
                    m_requests.append(request);
                    handler = m_handler;
                }
                const std::optional<Reply> reply =
                    handler ? handler(request) : std::optional<Reply>(Reply{});
                if (!reply)
                    return; // hang: the client's timeout has to end it
                QByteArray out = "HTTP/1.1 " + QByteArray::number(reply->status) + ' ' +
                                 reply->reason + "\r\nContent-Type: " + reply->contentType +
                                 "\r\nContent-Length: " + QByteArray::number(reply->body.size()) +
                                 "\r\nConnection: close\r\n";
                for (const auto &[name, value] : reply->headers)
                    out += name + ": " + value + "\r\n";
                out += "\r\n";
                if (request.method != "HEAD")
                    out += reply->body;
                socket->write(out);
                socket->disconnectFromHost();
            });
        }
    }

    QThread m_thread;
    QTcpServer *m_server = nullptr; // lives in m_thread
    QList<QPointer<QTcpSocket>> m_sockets;
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    Handler m_handler;
    quint16 m_forwardPort = 0;
    QList<Request> m_requests;
    QByteArray m_received;
};

// An S3 error document as S3 writes it.
inline QByteArray s3ErrorXml(const QByteArray &code, const QByteArray &message) {
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>" + code + "</Code><Message>" +
           message + "</Message><RequestId>fault-server</RequestId></Error>";
}

// A TCP port on 127.0.0.1 that nothing listens on (it was free a moment ago): connections to it
// are refused.
} // namespace outbox::test
