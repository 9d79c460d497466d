#include "relay/metricsserver.h"
#include "util/coretr.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

Q_LOGGING_CATEGORY(lcMetrics, "outbox.core.relay", QtInfoMsg)

constexpr qsizetype kMaxRequestHead = 16 * 1024;
// A client that connects and never finishes its request must not hold a socket forever.
constexpr int kIdleTimeoutMs = 10000;

QString number(double value) {
    if (std::isnan(value))
        return u"NaN"_s;
    if (std::isinf(value))
        return value > 0 ? u"+Inf"_s : u"-Inf"_s;
    return QString::number(value, 'g', 15);
}

QString labelValue(const QString &text) {
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        if (c == u'\\')
            out += u"\\\\"_s;
        else if (c == u'"')
            out += u"\\\""_s;
        else if (c == u'\n')
            out += u"\\n"_s;
        else
            out += c;
    }
    return out;
}

class Exposition {
public:
    explicit Exposition(const QString &table)
        : m_labels(u"{table=\"%1\"}"_s.arg(labelValue(table))) {}

    void add(const char *name, const char *type, const char *help, const QString &value) {
        const QString n = QString::fromLatin1(name);
        m_text += u"# HELP %1 %2\n# TYPE %1 %3\n%1%4 %5\n"_s.arg(
            n, QString::fromLatin1(help), QString::fromLatin1(type), m_labels, value);
    }
    // A histogram: cumulative _bucket samples with le="…", le="+Inf", then _sum and _count.
    void addHistogram(const char *name, const char *help, const RelayMetrics::Histogram &h) {
        using H = RelayMetrics::Histogram;
        const double *boundsBegin = std::begin(H::kBuckets);
        const double *boundsEnd = std::end(H::kBuckets);
        const auto *counts = h.counts;
        const double sum = h.sum.load();
        const QString n = QString::fromLatin1(name);
        m_text += u"# HELP %1 %2\n# TYPE %1 histogram\n"_s.arg(n, QString::fromLatin1(help));
        const QString inner = m_labels.mid(1, m_labels.size() - 2); // table="…"
        quint64 cumulative = 0;
        const qsizetype buckets = boundsEnd - boundsBegin;
        for (qsizetype i = 0; i <= buckets; ++i) {
            cumulative += counts[i].load();
            const QString le = i < buckets ? number(boundsBegin[i]) : u"+Inf"_s;
            m_text += u"%1_bucket{%2,le=\"%3\"} %4\n"_s.arg(n, inner, le).arg(cumulative);
        }
        m_text += u"%1_sum%2 %3\n%1_count%2 %4\n"_s.arg(n, m_labels, number(sum)).arg(cumulative);
    }
    QString text() const { return m_text; }

private:
    QString m_labels;
    QString m_text;
};

QByteArray response(const QByteArray &status, const QByteArray &contentType, const QByteArray &body,
                    bool withBody, const QByteArray &extra = {}) {
    QByteArray out = "HTTP/1.1 " + status + "\r\nContent-Type: " + contentType +
                     "\r\nContent-Length: " + QByteArray::number(body.size()) +
                     "\r\nConnection: close\r\n" + extra + "\r\n";
    if (withBody)
        out += body;
    return out;
}

} // namespace

RelayMetrics::RelayMetrics() {
    lastPollUnixSeconds.store(double(QDateTime::currentMSecsSinceEpoch()) / 1000.0);
}

void RelayMetrics::recordPoll(bool databaseAnswered) {
    databaseReachable.store(databaseAnswered);
    if (databaseAnswered)
        lastPollUnixSeconds.store(double(QDateTime::currentMSecsSinceEpoch()) / 1000.0);
}

QList<HealthCheck> relayHealth(const RelayMetrics &m, bool ready, double now) {
    QList<HealthCheck> checks;
    // Texts of a probe's answer: English, as the metrics are.
    const double since = now - m.lastPollUnixSeconds.load();
    const double allowed = 2.0 * std::max({double(m.pollIntervalSeconds.load()), 1.0,
                                           m.lastBatchDurationSeconds.load()});
    checks.append(
        {u"loop"_s, since <= allowed,
         u"last poll %1 s ago (at most %2 s)"_s.arg(since, 0, 'f', 1).arg(allowed, 0, 'f', 1)});
    if (!ready)
        return checks;
    checks.append({u"database"_s, m.databaseReachable.load(),
                   m.databaseReachable.load() ? u"answered the last poll"_s
                                              : u"did not answer the last poll"_s});
    checks.append({u"sink"_s, m.sinkReachable.load(),
                   m.sinkReachable.load() ? u"took the last batch"_s
                                          : u"delivered none of the last batch's rows"_s});
    checks.append(
        {u"paused"_s, !m.paused.load(), m.paused.load() ? u"the relay is paused"_s : u"running"_s});
    return checks;
}

void RelayMetrics::Histogram::record(double seconds) {
    const auto bucket = std::lower_bound(std::begin(kBuckets), std::end(kBuckets), seconds);
    counts[std::distance(std::begin(kBuckets), bucket)].fetch_add(1);
    sum.store(sum.load() + seconds); // one writer: the relay's thread
}

void RelayMetrics::recordBatch(double seconds, double publish) {
    lastBatchDurationSeconds.store(seconds);
    batchSeconds.record(seconds);
    publishSeconds.record(publish);
    lastBatchEndUnixSeconds.store(double(QDateTime::currentMSecsSinceEpoch()) / 1000.0);
    batchesTotal.fetch_add(1);
}

QString renderPrometheus(const RelayMetrics &m, const QString &table) {
    Exposition e(table);
    const auto count = [](const std::atomic<quint64> &v) { return QString::number(v.load()); };
    e.add("outbox_relay_claimed_total", "counter", "Rows this relay claimed for delivery.",
          count(m.claimedTotal));
    e.add("outbox_relay_delivered_total", "counter", "Rows this relay delivered.",
          count(m.deliveredTotal));
    e.add("outbox_relay_failed_total", "counter",
          "Failed delivery attempts, including those that dead-lettered their row.",
          count(m.failedTotal));
    e.add("outbox_relay_dead_lettered_total", "counter",
          "Rows this relay dead-lettered after their last attempt failed.", count(m.deadTotal));
    e.add("outbox_relay_batches_total", "counter", "Batches this relay finished.",
          count(m.batchesTotal));
    e.add("outbox_relay_batch_duration_seconds", "gauge",
          "Duration of the last batch, from claim to commit.",
          number(m.lastBatchDurationSeconds.load()));
    e.addHistogram("outbox_relay_batch_seconds",
                   "Duration of each batch, from claim to commit (a histogram).", m.batchSeconds);
    e.addHistogram("outbox_relay_publish_seconds",
                   "Time each batch's events took to publish, from the first send to the sink's "
                   "acknowledgement of the last and its flush (a histogram).",
                   m.publishSeconds);
    if (const double end = m.lastBatchEndUnixSeconds.load(); end > 0)
        e.add("outbox_relay_last_batch_timestamp_seconds", "gauge",
              "When the last batch finished, in seconds since the Unix epoch.", number(end));
    if (const qint64 pending = m.pendingRows.load(); pending >= 0)
        e.add("outbox_pending_rows", "gauge", "Rows waiting for delivery in the outbox table.",
              QString::number(pending));
    if (const qint64 dead = m.deadRows.load(); dead >= 0)
        e.add("outbox_dead_rows", "gauge", "Dead-lettered rows in the outbox table.",
              QString::number(dead));
    if (const double age = m.oldestPendingAgeSeconds.load(); age >= 0)
        e.add("outbox_oldest_pending_age_seconds", "gauge",
              "Age of the oldest row waiting for delivery (0 when none waits).", number(age));
    if (const qint64 blocked = m.blockedKeys.load(); blocked >= 0)
        e.add(
            "outbox_blocked_keys", "gauge",
            "Keys whose oldest undelivered row is dead: in-order delivery holds their later rows.",
            QString::number(blocked));
    return e.text();
}

MetricsServer::MetricsServer(QObject *parent)
    : QObject(parent) {}

MetricsServer::~MetricsServer() = default;

Status MetricsServer::listen(const QString &hostPort) {
    static const QRegularExpression pattern(u"^(?:\\[([^\\]]+)\\]|([^:\\[\\]]+)):([0-9]{1,5})$"_s);
    const QString text = hostPort.trimmed();
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return Error::invalid(
            CoreText::tr("The metrics address \"%1\" is not ADDRESS:PORT, such as "
                         "127.0.0.1:9464 or [::1]:9464.")
                .arg(text));
    const QString host = match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
    const QHostAddress address(host);
    // An IPv6 address must be bracketed, or its last group would read as the port.
    if (address.isNull() ||
        (match.captured(1).isEmpty() && address.protocol() == QAbstractSocket::IPv6Protocol))
        return Error::invalid(
            CoreText::tr("The metrics address \"%1\" does not start with an IP address "
                         "(such as 127.0.0.1, 0.0.0.0 or [::1]; host names are not "
                         "accepted).")
                .arg(text));
    const uint port = match.captured(3).toUInt();
    if (port > 65535)
        return Error::invalid(
            CoreText::tr("The metrics port %1 is not a port number (1 to 65535).").arg(port));

    close();
    auto server = std::make_unique<QTcpServer>(this);
    if (!server->listen(address, quint16(port))) {
        QString why;
        switch (server->serverError()) {
        case QAbstractSocket::AddressInUseError:
            why = u"the port is already in use (by another relay or exporter?); choose another "
                  u"with --metrics=ADDRESS:PORT"_s;
            break;
        case QAbstractSocket::SocketAddressNotAvailableError:
            why = u"the address is not one of this computer's"_s;
            break;
        case QAbstractSocket::SocketAccessError:
            why = u"permission denied (ports below 1024 need privileges)"_s;
            break;
        default:
            why = server->errorString();
            break;
        }
        return Error::failed(CoreText::tr("Cannot serve metrics on %1: %2.").arg(text, why));
    }
    m_server = server.release();
    connect(m_server, &QTcpServer::newConnection, this, &MetricsServer::acceptConnections);
    qCInfo(lcMetrics).noquote() << u"Serving Prometheus metrics on http://%1/metrics"_s.arg(
        address.protocol() == QAbstractSocket::IPv6Protocol
            ? u"[%1]:%2"_s.arg(address.toString()).arg(m_server->serverPort())
            : u"%1:%2"_s.arg(address.toString()).arg(m_server->serverPort()));
    return Done{};
}

void MetricsServer::close() {
    if (!m_server)
        return;
    m_server->close();
    m_server->deleteLater();
    m_server = nullptr;
}

bool MetricsServer::isListening() const {
    return m_server && m_server->isListening();
}

QHostAddress MetricsServer::serverAddress() const {
    return m_server ? m_server->serverAddress() : QHostAddress();
}

quint16 MetricsServer::serverPort() const {
    return m_server ? m_server->serverPort() : 0;
}

void MetricsServer::setProvider(std::function<QString()> provider) {
    m_provider = std::move(provider);
}

void MetricsServer::acceptConnections() {
    struct Connection {
        QByteArray head;
        bool answered = false;
    };
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        // The socket is the server's child; make it ours so that replacing the listener does
        // not cut a scrape in progress.
        socket->setParent(this);
        auto connection = std::make_shared<Connection>();
        auto *idle = new QTimer(socket);
        idle->setSingleShot(true);
        connect(idle, &QTimer::timeout, socket, &QTcpSocket::abort);
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QAbstractSocket::errorOccurred, socket, [socket] {
            if (socket->state() == QAbstractSocket::UnconnectedState)
                socket->deleteLater();
        });
        const auto read = [this, socket, connection, idle] {
            if (connection->answered) {
                socket->readAll(); // one request per connection: ignore the rest
                return;
            }
            connection->head.append(socket->readAll());
            // Requests arrive in as many pieces as the network likes: wait for the blank line
            // that ends the head (bare LF tolerated).
            qsizetype end = connection->head.indexOf("\r\n\r\n");
            if (end < 0)
                end = connection->head.indexOf("\n\n");
            if (end < 0) {
                if (connection->head.size() > kMaxRequestHead) {
                    connection->answered = true;
                    socket->write(response("431 Request Header Fields Too Large",
                                           "text/plain; charset=utf-8", "Request head too large.\n",
                                           true));
                    socket->disconnectFromHost();
                }
                return;
            }
            // From now on the timer bounds the answer: a client that stops reading loses it.
            idle->start(kIdleTimeoutMs);
            connection->answered = true;
            serve(socket, connection->head.left(end));
        };
        connect(socket, &QTcpSocket::readyRead, this, read);
        idle->start(kIdleTimeoutMs);
        if (socket->bytesAvailable() > 0)
            read();
    }
}

void MetricsServer::setHealthProvider(std::function<QList<HealthCheck>(bool ready)> provider) {
    m_health = std::move(provider);
}

void MetricsServer::serve(QTcpSocket *socket, const QByteArray &head) {
    const qsizetype lineEnd = head.indexOf('\n');
    const QByteArray requestLine = (lineEnd < 0 ? head : head.left(lineEnd)).trimmed();
    const QList<QByteArray> parts = requestLine.split(' ');
    const auto answer = [socket](const QByteArray &bytes) {
        socket->write(bytes);
        // Sends what is queued, then closes: one request per connection keeps this simple.
        socket->disconnectFromHost();
    };
    if (parts.size() != 3 || !parts.at(2).startsWith("HTTP/")) {
        answer(response("400 Bad Request", "text/plain; charset=utf-8", "Bad request.\n", true));
        return;
    }
    const QByteArray &method = parts.at(0);
    QByteArray path = parts.at(1);
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    if ((path == "/healthz" || path == "/readyz") && m_health) {
        if (method != "GET" && method != "HEAD") {
            answer(response("405 Method Not Allowed", "text/plain; charset=utf-8",
                            "Only GET and HEAD are supported.\n", true, "Allow: GET, HEAD\r\n"));
            return;
        }
        const QList<HealthCheck> checks = m_health(path == "/readyz");
        QStringList failed;
        QByteArray body;
        for (const HealthCheck &c : checks) {
            if (!c.ok)
                failed.append(c.name);
            body +=
                (u"%1: %2 (%3)\n"_s.arg(c.name, c.ok ? u"ok"_s : u"failed"_s, c.detail)).toUtf8();
        }
        body.prepend(failed.isEmpty() ? QByteArray("ok\n")
                                      : (u"failed: "_s + failed.join(u", "_s) + u'\n').toUtf8());
        answer(response(failed.isEmpty() ? "200 OK" : "503 Service Unavailable",
                        "text/plain; charset=utf-8", body, method == "GET"));
        return;
    }
    if (path != "/metrics") {
        answer(response("404 Not Found", "text/plain; charset=utf-8",
                        "Not found: the metrics are at /metrics.\n", method != "HEAD"));
        return;
    }
    if (method != "GET" && method != "HEAD") {
        answer(response("405 Method Not Allowed", "text/plain; charset=utf-8",
                        "Only GET and HEAD are supported.\n", true, "Allow: GET, HEAD\r\n"));
        return;
    }
    const QByteArray body = m_provider ? m_provider().toUtf8() : QByteArray();
    answer(response("200 OK", "text/plain; version=0.0.4", body, method == "GET"));
}

} // namespace outbox
