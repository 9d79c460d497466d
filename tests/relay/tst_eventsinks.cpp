// The relay's event sinks: the webhook against a real local HTTP receiver (on its own thread, so
// it can stall or answer slowly while the sink blocks), the JSON-lines file sink, and the parsing
// of --sink specs.
#include "datarows.h"
#include "failurechecks.h"
#include "httprequest.h"
#include "relay/eventsink.h"
#include "relay/filesink.h"
#include "relay/webhooksink.h"
#include "testdatabases.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

using Recorded = test::HttpRequest;

// What the receiver answers next.
struct Behaviour {
    int status = 200;
    QByteArray body;
    int delayMs = 0; // waits before answering: slow, or past the sink's timeout (stall)
    QByteArray location;
    QByteArray failEventId; // this event is answered HTTP 500 instead
};

// An HTTP/1.1 receiver on loopback (QTcpServer: QtHttpServer's CMake package needs
// QtWebSockets' development files, which build machines may lack) that records every request
// and answers as told, one request per connection. It runs on its own thread because the sink
// under test blocks the test's thread in a local event loop.
class Receiver {
public:
    Receiver() {
        m_context.moveToThread(&m_thread);
        m_thread.start();
        QMetaObject::invokeMethod(
            &m_context,
            [this] {
                m_server = new QTcpServer;
                QObject::connect(m_server, &QTcpServer::newConnection, m_server,
                                 [this] { accept(); });
                if (m_server->listen(QHostAddress::LocalHost, 0))
                    m_port = m_server->serverPort();
            },
            Qt::BlockingQueuedConnection);
    }
    ~Receiver() {
        QMetaObject::invokeMethod(
            &m_context, [this] { delete m_server; }, Qt::BlockingQueuedConnection);
        m_thread.quit();
        m_thread.wait();
    }

    quint16 port() const { return m_port; }
    QString url(const QString &path = u"/hook"_s) const {
        return u"http://127.0.0.1:%1%2"_s.arg(m_port).arg(path);
    }
    void setBehaviour(const Behaviour &b) {
        QMutexLocker lock(&m_mutex);
        m_behaviour = b;
    }
    QList<Recorded> requests() const {
        QMutexLocker lock(&m_mutex);
        return m_requests;
    }
    void clear() {
        QMutexLocker lock(&m_mutex);
        m_requests.clear();
        m_log.clear();
    }
    // "in:EVENT-ID" when a request arrived, "out:EVENT-ID" when it was answered, in order.
    QStringList log() const {
        QMutexLocker lock(&m_mutex);
        return m_log;
    }

private:
    // On the receiver's thread.
    void accept() {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            auto buffer = std::make_shared<QByteArray>();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                buffer->append(socket->readAll());
                const std::optional<Recorded> request = test::takeHttpRequest(*buffer);
                if (!request)
                    return; // the rest arrives in more pieces
                const Recorded &r = *request;
                Behaviour b;
                const QString eventId = QString::fromUtf8(r.header("x-outbox-event-id"));
                {
                    QMutexLocker lock(&m_mutex);
                    m_requests << r;
                    b = m_behaviour;
                    m_log << u"in:"_s + eventId;
                }
                if (!b.failEventId.isEmpty() && b.failEventId == eventId.toUtf8())
                    b.status = 500;
                QPointer<QTcpSocket> alive(socket);
                QTimer::singleShot(b.delayMs, socket, [this, alive, b, eventId] {
                    {
                        QMutexLocker lock(&m_mutex);
                        m_log << u"out:"_s + eventId;
                    }
                    if (!alive)
                        return;
                    QByteArray answer = "HTTP/1.1 " + QByteArray::number(b.status) + " " +
                                        reasonPhrase(b.status) + "\r\n";
                    if (b.status != 204)
                        answer += "Content-Type: text/plain\r\nContent-Length: " +
                                  QByteArray::number(b.body.size()) + "\r\n";
                    if (!b.location.isEmpty())
                        answer += "Location: " + b.location + "\r\n";
                    answer += "Connection: close\r\n\r\n";
                    if (b.status != 204)
                        answer += b.body;
                    alive->write(answer);
                    alive->disconnectFromHost();
                });
            });
        }
    }

    static QByteArray reasonPhrase(int status) {
        switch (status) {
        case 200:
            return "OK";
        case 201:
            return "Created";
        case 202:
            return "Accepted";
        case 204:
            return "No Content";
        case 307:
            return "Temporary Redirect";
        case 404:
            return "Not Found";
        case 500:
            return "Internal Server Error";
        default:
            return "Status";
        }
    }

    QThread m_thread;
    QObject m_context;
    QTcpServer *m_server = nullptr; // lives on m_thread
    quint16 m_port = 0;
    mutable QMutex m_mutex;
    Behaviour m_behaviour;
    QList<Recorded> m_requests;
    QStringList m_log;
};

// HMAC-SHA256 from its definition (RFC 2104), independent of QMessageAuthenticationCode.
QByteArray hmacSha256(QByteArray key, const QByteArray &message) {
    constexpr int block = 64;
    if (key.size() > block)
        key = QCryptographicHash::hash(key, QCryptographicHash::Sha256);
    key = key.leftJustified(block, '\0');
    QByteArray inner(block, '\0');
    QByteArray outer(block, '\0');
    for (int i = 0; i < block; ++i) {
        inner[i] = char(key.at(i) ^ 0x36);
        outer[i] = char(key.at(i) ^ 0x5c);
    }
    const QByteArray innerHash =
        QCryptographicHash::hash(inner + message, QCryptographicHash::Sha256);
    return QCryptographicHash::hash(outer + innerHash, QCryptographicHash::Sha256);
}

SinkEvent sampleEvent(int n = 1) {
    SinkEvent e;
    e.rowId = u"0f0e0d0c0b0a09080706050403020%1"_s.arg(n, 2, 10, QChar(u'0'));
    e.eventId = u"5e9b7c3a1d2f4e6a8b0c1d2e3f4a5b%1"_s.arg(n, 2, 10, QChar(u'0'));
    e.aggregateId = u"tenant-1|||avatars|||users/42/photo.png"_s;
    e.eventType = u"put"_s;
    e.body = "{\"event_id\":\"" + e.eventId.toUtf8() + "\",\"n\":" + QByteArray::number(n) +
             ",\"path\":\"users\\/42\\/photo.png\",\"note\":\"gr\xc3\xbc\xc3\x9f\"}";
    return e;
}

std::unique_ptr<EventSink> openOrFail(const QString &spec, const SinkOptions &options = {}) {
    auto sink = openEventSink(spec, options);
    if (!sink) {
        qWarning().noquote() << sink.error().message;
        return {};
    }
    return std::move(*sink);
}

// A listening socket whose accept queue is full (backlog 0, filled by connections nobody
// accepts): Linux drops further SYNs, so a new connection hangs until the client gives up.
class BlackHole {
public:
    BlackHole() {
        m_listener = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof addr;
        if (m_listener < 0 || ::bind(m_listener, reinterpret_cast<sockaddr *>(&addr), len) != 0 ||
            ::listen(m_listener, 0) != 0 ||
            ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&addr), &len) != 0)
            return;
        m_port = ntohs(addr.sin_port);
        for (int i = 0; i < 4; ++i) {
            const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
            if (fd < 0)
                break;
            (void)::connect(fd, reinterpret_cast<sockaddr *>(&addr), len);
            m_fillers << fd;
        }
        QThread::msleep(100);
    }
    ~BlackHole() {
        for (int fd : std::as_const(m_fillers))
            ::close(fd);
        if (m_listener >= 0)
            ::close(m_listener);
    }
    quint16 port() const { return m_port; }

private:
    int m_listener = -1;
    quint16 m_port = 0;
    QList<int> m_fillers;
};

} // namespace

class TestEventSinks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        m_receiver = std::make_unique<Receiver>();
        QVERIFY(m_receiver->port() != 0);
    }
    void init() {
        m_receiver->clear();
        m_receiver->setBehaviour({});
    }
    void cleanupTestCase() { m_receiver.reset(); }

    // The broker sinks are optional at configure time: what a build says of each agrees with
    // its configuration, and a sink it lacks is refused with its name, its library and the
    // option, before anything is opened (CI builds outboxctl without them and runs it).
    void brokerSinksBuiltInAsConfigured_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<bool>("configured");
        QTest::addColumn<QString>("library");
        QTest::newRow("amqp") << u"amqp://u@127.0.0.1:1/vh?exchange=x"_s << bool(OUTBOX_HAVE_AMQP)
                              << u"librabbitmq (OUTBOX_SINK_AMQP)"_s;
        QTest::newRow("nats") << u"nats://127.0.0.1:1/s"_s << bool(OUTBOX_HAVE_NATS)
                              << u"libnats (OUTBOX_SINK_NATS)"_s;
        QTest::newRow("kafka") << u"kafka://127.0.0.1:1/t"_s << bool(OUTBOX_HAVE_KAFKA)
                               << u"librdkafka (OUTBOX_SINK_KAFKA)"_s;
    }
    void brokerSinksBuiltInAsConfigured() {
        QFETCH(QString, spec);
        QFETCH(bool, configured);
        QFETCH(QString, library);
        const SinkKind kind = SinkSpec::parse(spec).kind;
        QCOMPARE(sinkBuiltIn(kind), configured);
        const QString refusal = sinkNotBuiltIn(kind).message;
        QVERIFY2(refusal.contains(u"has no "_s) && refusal.contains(library), qPrintable(refusal));
        auto sink = openEventSink(spec);
        // Built in: opening only parses (a producer connects on its first batch, or fails then);
        // left out: refused with the same words.
        const QString error = sink ? QString() : sink.error().message;
        if (configured)
            QVERIFY2(!error.contains(u"has no "_s), qPrintable(error));
        else
            QCOMPARE(error, refusal);
        QCOMPARE(describeEventSink(spec).isEmpty(), !configured);
    }

    // ---- webhook --------------------------------------------------------------------------

    void webhookSendsBodyAndHeaders() {
        SinkOptions options;
        options.webhookSecret = u"s3cr\u00e9t-key"_s;
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url(), options);
        QVERIFY(sink);
        const SinkEvent e = sampleEvent(1);
        const Status s = sink->publish(e);
        QVERIFY2(s.ok(), qPrintable(s ? QString() : s.error().message));
        QVERIFY(sink->flush().ok());

        const QList<Recorded> requests = m_receiver->requests();
        QCOMPARE(requests.size(), 1);
        const Recorded &r = requests.first();
        QCOMPARE(r.method, QByteArray("POST"));
        QCOMPARE(r.path, QByteArray("/hook"));
        QCOMPARE(r.body, e.body);
        QCOMPARE(r.header("content-type"), QByteArray("application/json"));
        QCOMPARE(r.header("idempotency-key"), e.eventId.toUtf8());
        QCOMPARE(r.header("x-outbox-event-id"), e.eventId.toUtf8());
        QCOMPARE(r.header("x-outbox-partition-key"), e.aggregateId.toUtf8());
        QCOMPARE(r.header("x-outbox-event-type"), QByteArray("put"));
        const QByteArray expected =
            "sha256=" + hmacSha256(options.webhookSecret.toUtf8(), e.body).toHex();
        QCOMPARE(r.header("x-outbox-signature"), expected);
    }

    void webhookUnsignedWithoutSecret() {
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url());
        QVERIFY(sink);
        QVERIFY(sink->publish(sampleEvent(2)).ok());
        const QList<Recorded> requests = m_receiver->requests();
        QCOMPARE(requests.size(), 1);
        QVERIFY(!requests.first().headers.contains("x-outbox-signature"));
    }

    void signatureMatchesRfc4231() {
        // RFC 4231 test case 2.
        QCOMPARE(
            WebhookSink::signature("Jefe", "what do ya want for nothing?"),
            QByteArray("sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"));
        const QByteArray longKey(131, '\xaa'); // longer than a block: hashed first
        QCOMPARE(WebhookSink::signature(longKey,
                                        "Test Using Larger Than Block-Size Key - Hash Key First"),
                 "sha256=" +
                     hmacSha256(longKey, "Test Using Larger Than Block-Size Key - Hash Key First")
                         .toHex());
    }

    void headerValuesCannotBreakTheRequest() {
        QCOMPARE(WebhookSink::headerValue(u"plain-id_01"_s), QByteArray("plain-id_01"));
        QCOMPARE(WebhookSink::headerValue(u"a\r\nX-Evil: 1"_s), QByteArray("a%0D%0AX-Evil: 1"));
        QCOMPARE(WebhookSink::headerValue(u"100%/gr\u00fc\u00df"_s),
                 QByteArray("100%25/gr%C3%BC%C3%9F"));

        SinkEvent e = sampleEvent(3);
        e.aggregateId = u"t|||ns|||dir/line\nbreak \u00e9.txt"_s;
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url());
        QVERIFY(sink);
        QVERIFY(sink->publish(e).ok());
        const QList<Recorded> requests = m_receiver->requests();
        QCOMPARE(requests.size(), 1);
        QCOMPARE(requests.first().header("x-outbox-partition-key"),
                 QByteArray("t|||ns|||dir/line%0Abreak %C3%A9.txt"));
        QVERIFY(!requests.first().headers.contains("x-evil"));
    }

    void webhookAcceptsEvery2xx_data() {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("200") << 200 << QByteArray("ok");
        QTest::newRow("201") << 201 << QByteArray("{\"created\":true}");
        QTest::newRow("202") << 202 << QByteArray();
        QTest::newRow("204") << 204 << QByteArray();
    }
    void webhookAcceptsEvery2xx() {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        m_receiver->setBehaviour({status, body, 0, {}, {}});
        const Status s = publishSample();
        QVERIFY2(s.ok(), qPrintable(s ? QString() : s.error().message));
    }

    void webhookFailsOnServerError() {
        const QByteArray body = QByteArray(150, 'E') + QByteArray(150, 'F');
        m_receiver->setBehaviour({500, body, 0, {}, {}});
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url());
        QVERIFY(sink);
        const Status s = sink->publish(sampleEvent(4));
        QVERIFY(!s.ok());
        const QString message = s.error().message;
        QCOMPARE(s.error().kind, ErrorKind::Failed);
        QVERIFY2(message.contains(u"HTTP 500"_s), qPrintable(message));
        QVERIFY2(message.contains(sampleEvent(4).eventId), qPrintable(message));
        // The first 200 characters of the answer, no more.
        QVERIFY2(message.contains(QString(150, u'E') + QString(50, u'F')), qPrintable(message));
        QVERIFY2(!message.contains(QString(51, u'F')), qPrintable(message));
        // No retries inside the sink.
        QCOMPARE(m_receiver->requests().size(), 1);
    }

    void webhookFailsOnNotFound() {
        m_receiver->setBehaviour({404, "no such hook", 0, {}, {}});
        const Status s = publishSample();
        OUTBOX_VERIFY_FAILS_SAYING(s, u"HTTP 404"_s);
        QVERIFY2(s.error().message.contains(u"no such hook"_s), qPrintable(s.error().message));
    }

    void webhookDoesNotFollowRedirects() {
        m_receiver->setBehaviour({307, {}, 0, m_receiver->url().toUtf8(), {}});
        const Status s = publishSample();
        OUTBOX_VERIFY_FAILS_SAYING(s, u"HTTP 307"_s);
        QVERIFY2(s.error().message.contains(u"redirect"_s), qPrintable(s.error().message));
        QCOMPARE(m_receiver->requests().size(), 1);
    }

    void webhookToleratesASlowReceiver() {
        m_receiver->setBehaviour({200, "ok", 400, {}, {}});
        SinkOptions options;
        options.requestTimeoutMs = 5000;
        const Status s = publishSample(options);
        QVERIFY2(s.ok(), qPrintable(s ? QString() : s.error().message));
    }

    void webhookRequestTimeout() {
        m_receiver->setBehaviour({200, "too late", 2000, {}, {}});
        SinkOptions options;
        options.requestTimeoutMs = 500;
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url(), options);
        QVERIFY(sink);
        QElapsedTimer timer;
        timer.start();
        const Status s = sink->publish(sampleEvent());
        QVERIFY(!s.ok());
        QVERIFY2(timer.elapsed() < 1800, qPrintable(QString::number(timer.elapsed())));
        const QString message = s.error().message;
        QVERIFY2(message.contains(u"timed out"_s), qPrintable(message));
        QVERIFY2(message.contains(u"500 ms"_s), qPrintable(message));
        QVERIFY2(message.contains(u"request timeout"_s), qPrintable(message));

        // The same sink works again once the receiver answers in time.
        m_receiver->setBehaviour({});
        const Status again = sink->publish(sampleEvent());
        QVERIFY2(again.ok(), qPrintable(again ? QString() : again.error().message));
    }

    void webhookConnectTimeout() {
        BlackHole hole;
        if (hole.port() == 0)
            QSKIP("Cannot create a listening socket with a full accept queue");
        SinkOptions options;
        options.connectTimeoutMs = 300;
        options.requestTimeoutMs = 5000;
        auto sink = openOrFail(u"webhook:http://127.0.0.1:%1/hook"_s.arg(hole.port()), options);
        QVERIFY(sink);
        QElapsedTimer timer;
        timer.start();
        const Status s = sink->publish(sampleEvent());
        QVERIFY(!s.ok());
        const QString message = s.error().message;
        if (message.contains(u"request timeout"_s) || message.contains(u"refused"_s))
            QSKIP("This kernel does not leave connections to a full accept queue hanging");
        QVERIFY2(message.contains(u"timed out"_s), qPrintable(message));
        QVERIFY2(message.contains(u"could not connect"_s), qPrintable(message));
        QVERIFY2(message.contains(u"300 ms"_s), qPrintable(message));
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    }

    void webhookConnectionRefused() {
        const quint16 port = test::closedPort();
        QVERIFY(port != 0);
        auto sink = openOrFail(u"webhook:http://127.0.0.1:%1/hook"_s.arg(port));
        QVERIFY(sink);
        const Status s = sink->publish(sampleEvent());
        OUTBOX_VERIFY_FAILS_AS(s, ErrorKind::Failed, u"refused"_s);
        QVERIFY2(s.error().message.contains(u"127.0.0.1:%1"_s.arg(port)),
                 qPrintable(s.error().message));
    }

    // A batch: keys in flight together, each key's events one after the other in order.
    void webhookBatchKeysInParallelInOrder() {
        m_receiver->setBehaviour({200, {}, 150, {}, {}});
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url());
        QVERIFY(sink);
        QList<SinkEvent> events;
        for (int n = 1; n <= 12; ++n) {
            SinkEvent e = sampleEvent(n);
            e.aggregateId = u"file-%1"_s.arg(n % 4); // four keys, three events each
            events << e;
        }
        const auto outcomes = sink->publishBatch(events, true);
        QCOMPARE(outcomes.size(), size_t(12));
        for (const auto &o : outcomes)
            QVERIFY2(o && o->ok(), qPrintable(o && !o->ok() ? o->error().message : u"unset"_s));
        QCOMPARE(m_receiver->requests().size(), 12);
        const QStringList log = m_receiver->log();
        // The most of this batch's requests that had arrived and were not yet answered.
        int open = 0;
        int maxOpen = 0;
        for (const QString &entry : log) {
            for (const SinkEvent &e : std::as_const(events)) {
                if (entry == u"in:"_s + e.eventId)
                    maxOpen = qMax(maxOpen, ++open);
                else if (entry == u"out:"_s + e.eventId)
                    --open;
            }
        }
        QVERIFY2(maxOpen >= 2, qPrintable(u"at most %1 request(s) in flight"_s.arg(maxOpen)));
        QVERIFY2(maxOpen <= 4, qPrintable(QString::number(maxOpen))); // one per key
        for (int key = 0; key < 4; ++key) {
            // This key's entries must read in:1 out:1 in:2 out:2 in:3 out:3.
            QStringList mine;
            QStringList expected;
            for (const QString &entry : log) {
                for (const SinkEvent &e : std::as_const(events)) {
                    if (e.aggregateId == u"file-%1"_s.arg(key) && entry.endsWith(e.eventId))
                        mine << entry;
                }
            }
            for (const SinkEvent &e : std::as_const(events)) {
                if (e.aggregateId == u"file-%1"_s.arg(key))
                    expected << u"in:"_s + e.eventId << u"out:"_s + e.eventId;
            }
            QCOMPARE(mine, expected);
        }
    }

    void webhookBatchStopsAKeyAtItsFailure_data() {
        test::addBoolRows("stop", {{"in order per key", true}, {"no order", false}});
    }
    void webhookBatchStopsAKeyAtItsFailure() {
        QFETCH(bool, stop);
        QList<SinkEvent> events;
        for (int n = 1; n <= 6; ++n) {
            SinkEvent e = sampleEvent(n);
            e.aggregateId = n % 2 ? u"a"_s : u"b"_s; // a: 1 3 5, b: 2 4 6
            events << e;
        }
        m_receiver->setBehaviour({200, {}, 0, {}, events.at(2).eventId.toUtf8()}); // a's second
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url());
        QVERIFY(sink);
        const auto outcomes = sink->publishBatch(events, stop);
        QVERIFY(outcomes[0] && outcomes[0]->ok());
        QVERIFY(outcomes[2] && !outcomes[2]->ok());
        QVERIFY2(outcomes[2]->error().message.contains(u"HTTP 500"_s),
                 qPrintable(outcomes[2]->error().message));
        for (int i : {1, 3, 5})
            QVERIFY(outcomes[size_t(i)] && outcomes[size_t(i)]->ok());
        if (stop) {
            QVERIFY(!outcomes[4]); // behind its key's failure: not tried
            QCOMPARE(m_receiver->requests().size(), 5);
        } else {
            QVERIFY(outcomes[4] && outcomes[4]->ok());
            QCOMPARE(m_receiver->requests().size(), 6);
        }
    }

    // The same contract, one event at a time, for sinks without a batch of their own.
    void fileSinkBatchStopsAKeyAtItsFailure() {
        QTemporaryDir dir;
        auto sink = openOrFail(u"file:"_s + dir.filePath(u"events.jsonl"_s));
        QVERIFY(sink);
        QList<SinkEvent> events{sampleEvent(1), sampleEvent(2), sampleEvent(3)};
        events[1].body = "{\"broken\":\n1}"; // a line break: the file sink refuses it
        events[2].aggregateId = u"other"_s;
        const auto outcomes = sink->publishBatch(events, true);
        QVERIFY(outcomes[0] && outcomes[0]->ok());
        QVERIFY(outcomes[1] && !outcomes[1]->ok());
        QVERIFY(outcomes[2] && outcomes[2]->ok());
        events.insert(2, sampleEvent(4)); // same key as the failure: now not tried
        const auto again = sink->publishBatch(events, true);
        QVERIFY(!again[2]);
        QVERIFY(again[3] && again[3]->ok());
    }

    void webhookDescriptionHidesTokens() {
        auto sink = openOrFail(
            u"webhook:https://user@hooks.example.com:8443/services/T0/B0/XyZsecret?token=abc"_s);
        QVERIFY(sink);
        const QString d = sink->description();
        QCOMPARE(d, u"webhook https://hooks.example.com:8443/…"_s);
    }

    void webhookUrlWithPasswordIsRefused() {
        // As a broker URL with a password is: it would show in the process list,
        // the profile and the service file. The password of a user in the URL is the sink
        // password (keychain or OUTBOX_SINK_PASSWORD).
        auto sink = openEventSink(
            u"webhook:https://user:pa55word@hooks.example.com:8443/services/T0/B0/XyZ"_s, {});
        OUTBOX_VERIFY_FAILS_AS(sink, ErrorKind::InvalidInput, u"password"_s);
        QVERIFY(!sink.error().message.contains(u"pa55word"_s));
    }

    // ---- file -----------------------------------------------------------------------------

    void fileSinkAppendsLines() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(u"events.jsonl"_s);
        {
            auto sink = openOrFail(u"file:"_s + path);
            QVERIFY(sink);
            QCOMPARE(sink->description(), u"file "_s + path);
            for (int i = 1; i <= 3; ++i)
                QVERIFY(sink->publish(sampleEvent(i)).ok());
            const Status flushed = sink->flush();
            QVERIFY2(flushed.ok(), qPrintable(flushed ? QString() : flushed.error().message));
            // Flushed means readable through another handle at once.
            QFile check(path);
            QVERIFY(check.open(QIODevice::ReadOnly));
            QCOMPARE(check.readAll(), sampleEvent(1).body + '\n' + sampleEvent(2).body + '\n' +
                                          sampleEvent(3).body + '\n');
        }
        // A second sink (another lane, another run) appends; it never truncates.
        auto again = openOrFail(u"file:"_s + path);
        QVERIFY(again);
        QVERIFY(again->publish(sampleEvent(4)).ok());
        QVERIFY(again->flush().ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 5); // four lines and the empty rest after the last newline
        QCOMPARE(lines.at(3), sampleEvent(4).body);
        QVERIFY(lines.at(4).isEmpty());
    }

    void fileSinkInterleavesWholeLines() {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"lanes.jsonl"_s);
        auto a = openOrFail(u"file:"_s + path);
        auto b = openOrFail(u"file:"_s + path);
        QVERIFY(a && b);
        for (int i = 0; i < 20; ++i) {
            QVERIFY(a->publish(sampleEvent(1)).ok());
            QVERIFY(b->publish(sampleEvent(2)).ok());
        }
        QVERIFY(a->flush().ok());
        QVERIFY(b->flush().ok());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QCOMPARE(lines.size(), 41);
        for (int i = 0; i < 40; ++i)
            QCOMPARE(lines.at(i), i % 2 == 0 ? sampleEvent(1).body : sampleEvent(2).body);
    }

    void fileSinkRelativeAndUrlPaths() {
        QTemporaryDir dir;
        const QString previous = QDir::currentPath();
        QVERIFY(QDir::setCurrent(dir.path()));
        auto relative = openOrFail(u"file:out/../rel.jsonl"_s);
        QDir::setCurrent(previous);
        QVERIFY(relative);
        QCOMPARE(relative->description(), u"file "_s + QDir(dir.path()).filePath(u"rel.jsonl"_s));
        QVERIFY(QFile::exists(dir.filePath(u"rel.jsonl"_s)));

        const QString previousHome = qEnvironmentVariable("HOME");
        qputenv("HOME", QFile::encodeName(dir.path()));
        auto home = openOrFail(u"file:~/home.jsonl"_s);
        qputenv("HOME", QFile::encodeName(previousHome));
        QVERIFY(home);
        QCOMPARE(home->description(), u"file "_s + dir.filePath(u"home.jsonl"_s));

        auto url = openOrFail(u"file://"_s + dir.filePath(u"url.jsonl"_s));
        QVERIFY(url);
        QCOMPARE(url->description(), u"file "_s + dir.filePath(u"url.jsonl"_s));
    }

    void fileSinkRejectsLineBreaks() {
        QTemporaryDir dir;
        auto sink = openOrFail(u"file:"_s + dir.filePath(u"e.jsonl"_s));
        QVERIFY(sink);
        SinkEvent e = sampleEvent();
        e.body = "{\"a\":\n1}";
        const Status s = sink->publish(e);
        OUTBOX_VERIFY_FAILS_SAYING(s, u"line break"_s);
    }

    void fileSinkWriteErrorNamesTheFile() {
        // /dev/full accepts the open and fails every write with "No space left on device".
        if (!QFile::exists(u"/dev/full"_s))
            QSKIP("no /dev/full");
        auto sink = openOrFail(u"file:/dev/full"_s);
        QVERIFY(sink);
        const Status s = sink->publish(sampleEvent());
        OUTBOX_VERIFY_FAILS_AS(s, ErrorKind::Failed, u"/dev/full"_s);
    }

    void fileSinkUnwritablePath() {
        QTemporaryDir dir;
        const QString readOnly = dir.filePath(u"locked"_s);
        QVERIFY(QDir().mkdir(readOnly));
        QVERIFY(QFile::setPermissions(readOnly, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        if (::geteuid() == 0) {
            // root writes wherever permissions say no; /proc/version refuses writes whoever
            // asks (at the open or at the first write, depending on the kernel).
            auto sink = openEventSink(u"file:/proc/version"_s);
            QString message;
            if (sink) {
                const Status s = (*sink)->publish(sampleEvent());
                QVERIFY(!s.ok());
                message = s.error().message;
            } else {
                message = sink.error().message;
            }
            QVERIFY2(message.contains(u"/proc/version"_s), qPrintable(message));
        } else {
            auto sink = openEventSink(u"file:"_s + readOnly + u"/e.jsonl"_s);
            OUTBOX_VERIFY_FAILS_AS(sink, ErrorKind::Failed, readOnly + u"/e.jsonl"_s);
        }
        QFile::setPermissions(readOnly, QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                            QFileDevice::ExeOwner);
    }

    // ---- specs ----------------------------------------------------------------------------

    void badSpecs_data() {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("expected");
        QTest::newRow("empty") << QString() << u"No event sink"_s;
        QTest::newRow("unknown kind")
            << u"pulsar:broker:6650"_s << u"Unknown event sink kind \"pulsar\""_s;
        QTest::newRow("no kind") << u"events.jsonl"_s << u"no kind"_s;
        QTest::newRow("bare url") << u"https://user:tok3n@hooks.example.com/x"_s
                                  << u"webhook:https://"_s;
        QTest::newRow("webhook ftp")
            << u"webhook:ftp://example.com/x"_s << u"http:// or https://"_s;
        QTest::newRow("webhook relative") << u"webhook:/hook"_s << u"http:// or https://"_s;
        QTest::newRow("webhook empty") << u"webhook:"_s << u"no URL"_s;
        QTest::newRow("webhook no host") << u"webhook:http://"_s << u"no host"_s;
        QTest::newRow("file empty") << u"file:"_s << u"no path"_s;
        QTest::newRow("file missing folder")
            << u"file:/nonexistent-folder-for-test/e.jsonl"_s
            << u"the folder /nonexistent-folder-for-test does not exist"_s;
        QTest::newRow("file host") << u"file://host/e.jsonl"_s << u"names a host"_s;
        QTest::newRow("file is folder") << u"file:/tmp"_s << u"it is a folder"_s;
        QTest::newRow("file under a file")
            << u"file:/proc/version/e.jsonl"_s << u"is not a folder"_s;
    }
    void badSpecs() {
        QFETCH(QString, spec);
        QFETCH(QString, expected);
        auto sink = openEventSink(spec);
        OUTBOX_VERIFY_FAILS_AS(sink, ErrorKind::InvalidInput, expected);
        QVERIFY2(!sink.error().message.contains(u"tok3n"_s), qPrintable(sink.error().message));
    }

    void badTimeouts() {
        SinkOptions options;
        options.requestTimeoutMs = 0;
        auto sink = openEventSink(u"webhook:http://127.0.0.1:1/x"_s, options);
        OUTBOX_VERIFY_FAILS_SAYING(sink, u"timeouts must be positive"_s);
    }

    void specKindIsCaseInsensitive() {
        auto sink = openOrFail(u"  WebHook:HTTP://127.0.0.1:9/x "_s);
        QVERIFY(sink);
        QCOMPARE(sink->description(), u"webhook http://127.0.0.1:9/…"_s);
    }

private:
    // The sample event published by a new webhook sink (with options) on the test's receiver, as
    // its behaviour says; the test FAILs when the sink does not open.
    Status publishSample(const SinkOptions &options = {}) {
        auto sink = openOrFail(u"webhook:"_s + m_receiver->url(), options);
        if (!sink) {
            QTest::qFail("the webhook sink did not open", __FILE__, __LINE__);
            return Error::failed(u"the webhook sink did not open"_s);
        }
        return sink->publish(sampleEvent());
    }

    std::unique_ptr<Receiver> m_receiver;
};

QTEST_GUILESS_MAIN(TestEventSinks)
#include "tst_eventsinks.moc"
