// The Prometheus endpoint: the exposition text, and the QTcpServer-based HTTP server scraped
// with QNetworkAccessManager and with a raw socket that sends its request in pieces.
#include "failurechecks.h"
#include "networkwait.h"
#include "relay/metricsserver.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

struct Scrape {
    int status = 0;
    QByteArray contentType;
    QByteArray body;
    QString error;
};

Scrape scrape(const QUrl &url, const QByteArray &method = "GET") {
    QNetworkAccessManager nam;
    QNetworkRequest request(url);
    std::unique_ptr<QNetworkReply> reply(method == "GET" ? nam.get(request)
                                                         : nam.sendCustomRequest(request, method));
    test::waitForReply(*reply, 5000);
    Scrape s;
    s.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    s.contentType = reply->rawHeader("Content-Type");
    s.body = reply->readAll();
    if (!reply->isFinished())
        s.error = u"no answer within 5 s"_s;
    else if (s.status == 0)
        s.error = reply->errorString();
    return s;
}

// Sends raw bytes in pieces, with pauses, and returns everything the server sends back until
// it closes the connection.
QByteArray rawExchange(quint16 port, const QList<QByteArray> &pieces, int pauseMs = 50) {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    if (!socket.waitForConnected(3000))
        return "connect failed";
    QByteArray received;
    for (const QByteArray &piece : pieces) {
        socket.write(piece);
        socket.flush();
        QTest::qWait(pauseMs); // the server runs in this thread: let it read the piece
        received += socket.readAll();
    }
    QElapsedTimer timer;
    timer.start();
    while (socket.state() == QAbstractSocket::ConnectedState && timer.elapsed() < 5000) {
        QTest::qWait(20);
        received += socket.readAll();
    }
    received += socket.readAll();
    return received;
}

} // namespace

class TestMetricsServer : public QObject {
    Q_OBJECT

private slots:
    void renderPrometheusText() {
        RelayMetrics m;
        m.claimedTotal = 12;
        m.deliveredTotal = 7;
        m.failedTotal = 5;
        m.deadTotal = 1;
        m.recordBatch(0.25, 0.2);
        const QString table = u"vortos.object_store_outbox"_s;
        QString text = renderPrometheus(m, table);
        const QString labels = u"{table=\"vortos.object_store_outbox\"}"_s;
        QVERIFY(text.contains(u"# HELP outbox_relay_delivered_total "_s));
        QVERIFY(text.contains(u"# TYPE outbox_relay_delivered_total counter\n"_s));
        QVERIFY(text.contains(u"outbox_relay_delivered_total"_s + labels + u" 7\n"_s));
        QVERIFY(text.contains(u"outbox_relay_claimed_total"_s + labels + u" 12\n"_s));
        QVERIFY(text.contains(u"outbox_relay_failed_total"_s + labels + u" 5\n"_s));
        QVERIFY(text.contains(u"outbox_relay_dead_lettered_total"_s + labels + u" 1\n"_s));
        QVERIFY(text.contains(u"outbox_relay_batches_total"_s + labels + u" 1\n"_s));
        QVERIFY(text.contains(u"# TYPE outbox_relay_batch_duration_seconds gauge\n"_s));
        QVERIFY(text.contains(u"outbox_relay_batch_duration_seconds"_s + labels + u" 0.25\n"_s));
        QVERIFY(text.contains(u"outbox_relay_last_batch_timestamp_seconds"_s + labels));
        // Every batch in a histogram: cumulative buckets (0.25 s falls in le="0.25"), sum, count.
        m.recordBatch(0.003, 0.001);
        m.recordBatch(30, 29.5);
        text = renderPrometheus(m, table);
        // NAME_bucket{…,le="LE"} COUNT is in the text.
        const auto bucket = [&](const char *name, const QString &le, int count) {
            return text.contains(u"%1_bucket{table=\"vortos.object_store_outbox\",le=\"%2\"} %3\n"_s
                                     .arg(QLatin1String(name), le)
                                     .arg(count));
        };
        QVERIFY(text.contains(u"# TYPE outbox_relay_batch_seconds histogram\n"_s));
        QVERIFY2(bucket("outbox_relay_batch_seconds", u"0.005"_s, 1), qPrintable(text));
        QVERIFY(bucket("outbox_relay_batch_seconds", u"0.1"_s, 1));
        QVERIFY(bucket("outbox_relay_batch_seconds", u"0.25"_s, 2));
        QVERIFY(bucket("outbox_relay_batch_seconds", u"10"_s, 2));
        QVERIFY(bucket("outbox_relay_batch_seconds", u"+Inf"_s, 3));
        QVERIFY(text.contains(u"outbox_relay_batch_seconds_sum"_s + labels + u" 30.253\n"_s));
        QVERIFY(text.contains(u"outbox_relay_batch_seconds_count"_s + labels + u" 3\n"_s));
        // The publishing part of each batch, in a histogram of its own.
        QVERIFY(text.contains(u"# TYPE outbox_relay_publish_seconds histogram\n"_s));
        QVERIFY2(bucket("outbox_relay_publish_seconds", u"0.005"_s, 1), qPrintable(text));
        QVERIFY(bucket("outbox_relay_publish_seconds", u"0.25"_s, 2));
        QVERIFY(bucket("outbox_relay_publish_seconds", u"+Inf"_s, 3));
        QVERIFY(text.contains(u"outbox_relay_publish_seconds_sum"_s + labels + u" 29.701\n"_s));
        // Table gauges not measured yet are left out, not reported as 0.
        QVERIFY(!text.contains(u"outbox_pending_rows"_s));
        QVERIFY(!text.contains(u"outbox_dead_rows"_s));
        QVERIFY(!text.contains(u"outbox_oldest_pending_age_seconds"_s));
        QVERIFY(!text.contains(u"outbox_blocked_keys"_s));

        m.pendingRows = 42;
        m.blockedKeys = 7;
        m.deadRows = 3;
        m.oldestPendingAgeSeconds = 91.5;
        text = renderPrometheus(m, table);
        QVERIFY(text.contains(u"# TYPE outbox_pending_rows gauge\n"_s));
        QVERIFY(text.contains(u"outbox_pending_rows"_s + labels + u" 42\n"_s));
        QVERIFY(text.contains(u"outbox_dead_rows"_s + labels + u" 3\n"_s));
        QVERIFY(text.contains(u"outbox_oldest_pending_age_seconds"_s + labels + u" 91.5\n"_s));
        QVERIFY(text.contains(u"# TYPE outbox_blocked_keys gauge\n"_s));
        QVERIFY(text.contains(u"outbox_blocked_keys"_s + labels + u" 7\n"_s));
        QVERIFY(text.endsWith(u'\n'));

        // Every sample line is NAME{labels} VALUE and follows its HELP and TYPE; a histogram's
        // are NAME_bucket{labels,le="…"}, NAME_sum{labels} and NAME_count{labels}.
        QString lastType;
        bool histogram = false;
        const QString inner = labels.chopped(1);
        for (const QString &line : text.split(u'\n', Qt::SkipEmptyParts)) {
            if (line.startsWith(u"# TYPE "_s)) {
                lastType = line.section(u' ', 2, 2);
                histogram = line.endsWith(u" histogram"_s);
                continue;
            }
            if (line.startsWith(u'#'))
                continue;
            if (histogram)
                QVERIFY2(line.startsWith(lastType + u"_bucket"_s + inner + u",le=\""_s) ||
                             line.startsWith(lastType + u"_sum"_s + labels + u' ') ||
                             line.startsWith(lastType + u"_count"_s + labels + u' '),
                         qPrintable(line));
            else
                QVERIFY2(line.startsWith(lastType + labels + u' '), qPrintable(line));
        }

        // Label values are escaped.
        const QString odd = renderPrometheus(m, u"we\"ird\\name\nx"_s);
        QVERIFY(odd.contains(u"{table=\"we\\\"ird\\\\name\\nx\"}"_s));
    }

    void servesMetrics() {
        MetricsServer server;
        int calls = 0;
        server.setProvider([&calls] {
            ++calls;
            return u"# HELP outbox_pending_rows Rows.\n# TYPE outbox_pending_rows gauge\n"
                   u"outbox_pending_rows{table=\"outbox\"} %1\n"_s.arg(calls);
        });
        const Status s = server.listen(u"127.0.0.1:0"_s);
        QVERIFY2(s.ok(), qPrintable(s ? QString() : s.error().message));
        QVERIFY(server.isListening());
        QVERIFY(server.serverPort() != 0);
        QCOMPARE(server.serverAddress(), QHostAddress(QHostAddress::LocalHost));
        const QUrl url(u"http://127.0.0.1:%1/metrics"_s.arg(server.serverPort()));

        Scrape first = scrape(url);
        QVERIFY2(first.error.isEmpty(), qPrintable(first.error));
        QCOMPARE(first.status, 200);
        QCOMPARE(first.contentType, QByteArray("text/plain; version=0.0.4"));
        QVERIFY(first.body.contains("# TYPE outbox_pending_rows gauge\n"));
        QVERIFY(first.body.contains("outbox_pending_rows{table=\"outbox\"} 1\n"));

        // Rendered afresh on every scrape; a query string is ignored.
        Scrape second = scrape(QUrl(url.toString() + u"?x=1"_s));
        QCOMPARE(second.status, 200);
        QVERIFY(second.body.contains("outbox_pending_rows{table=\"outbox\"} 2\n"));

        Scrape head = scrape(url, "HEAD");
        QCOMPARE(head.status, 200);
        QVERIFY(head.body.isEmpty());
    }

    void servesRealMetrics() {
        RelayMetrics metrics;
        metrics.deliveredTotal = 3;
        MetricsServer server;
        server.setProvider([&metrics] { return renderPrometheus(metrics, u"fennflow.outbox"_s); });
        QVERIFY(server.listen(u"127.0.0.1:0"_s).ok());
        const QUrl url(u"http://127.0.0.1:%1/metrics"_s.arg(server.serverPort()));
        QVERIFY(scrape(url).body.contains(
            "outbox_relay_delivered_total{table=\"fennflow.outbox\"} 3\n"));
        metrics.deliveredTotal.fetch_add(2);
        QVERIFY(scrape(url).body.contains(
            "outbox_relay_delivered_total{table=\"fennflow.outbox\"} 5\n"));
    }

    void otherPathsAndMethods() {
        MetricsServer server;
        server.setProvider([] { return u"x 1\n"_s; });
        QVERIFY(server.listen(u"127.0.0.1:0"_s).ok());
        const QString base = u"http://127.0.0.1:%1"_s.arg(server.serverPort());
        QCOMPARE(scrape(QUrl(base + u"/"_s)).status, 404);
        QCOMPARE(scrape(QUrl(base + u"/metricsx"_s)).status, 404);
        QCOMPARE(scrape(QUrl(base + u"/other/metrics"_s)).status, 404);
        QCOMPARE(scrape(QUrl(base + u"/metrics"_s), "DELETE").status, 405);
    }

    void handlesPartialReads() {
        MetricsServer server;
        server.setProvider([] { return u"outbox_dead_rows{table=\"t\"} 9\n"_s; });
        QVERIFY(server.listen(u"127.0.0.1:0"_s).ok());
        const QByteArray answer =
            rawExchange(server.serverPort(), {"GE", "T /met", "rics HTTP/1.1\r\nHo",
                                              "st: x\r\nAccept: */*\r", "\n\r\n"});
        QVERIFY2(answer.startsWith("HTTP/1.1 200 OK\r\n"), answer.constData());
        QVERIFY(answer.contains("\r\nContent-Type: text/plain; version=0.0.4\r\n"));
        QVERIFY(answer.contains("\r\nConnection: close\r\n"));
        const QByteArray body = "outbox_dead_rows{table=\"t\"} 9\n";
        QVERIFY(answer.contains("\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n"));
        QVERIFY(answer.endsWith("\r\n\r\n" + body));

        // Garbage gets a 400 and a closed connection, not a hang.
        const QByteArray bad = rawExchange(server.serverPort(), {"NONSENSE\r\n\r\n"});
        QVERIFY2(bad.startsWith("HTTP/1.1 400 "), bad.constData());
        // An endless head is cut off.
        const QByteArray huge = rawExchange(
            server.serverPort(), {"GET /metrics HTTP/1.1\r\nX: " + QByteArray(20000, 'a')});
        QVERIFY2(huge.startsWith("HTTP/1.1 431 "), huge.left(100).constData());
    }

    void busyPort() {
        QTcpServer other;
        QVERIFY(other.listen(QHostAddress::LocalHost, 0));
        MetricsServer server;
        const QString where = u"127.0.0.1:%1"_s.arg(other.serverPort());
        const Status s = server.listen(where);
        OUTBOX_VERIFY_FAILS_AS(s, ErrorKind::Failed, where);
        QVERIFY2(s.error().message.contains(u"already in use"_s), qPrintable(s.error().message));
        QVERIFY(!server.isListening());
    }

    void badHostPort_data() {
        QTest::addColumn<QString>("hostPort");
        QTest::newRow("empty") << QString();
        QTest::newRow("port only") << u"9464"_s;
        QTest::newRow("colon port") << u":9464"_s;
        QTest::newRow("no port") << u"127.0.0.1"_s;
        QTest::newRow("empty port") << u"127.0.0.1:"_s;
        QTest::newRow("host name") << u"localhost:9464"_s;
        QTest::newRow("port too big") << u"127.0.0.1:65536"_s;
        QTest::newRow("port not a number") << u"127.0.0.1:http"_s;
        QTest::newRow("bad address") << u"127.0.0.256:9464"_s;
        QTest::newRow("bare ipv6") << u"::1:9464"_s;
        QTest::newRow("url") << u"http://127.0.0.1:9464"_s;
        QTest::newRow("path") << u"127.0.0.1:9464/metrics"_s;
    }
    void badHostPort() {
        QFETCH(QString, hostPort);
        MetricsServer server;
        const Status s = server.listen(hostPort);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::InvalidInput);
        QVERIFY(!server.isListening());
    }

    void relisten() {
        MetricsServer server;
        server.setProvider([] { return u"y 2\n"_s; });
        QVERIFY(server.listen(u"127.0.0.1:0"_s).ok());
        const quint16 first = server.serverPort();
        QVERIFY(server.listen(u"127.0.0.1:0"_s).ok());
        QVERIFY(server.serverPort() != 0);
        QCOMPARE(scrape(QUrl(u"http://127.0.0.1:%1/metrics"_s.arg(server.serverPort()))).body,
                 QByteArray("y 2\n"));
        if (server.serverPort() != first)
            QVERIFY(!scrape(QUrl(u"http://127.0.0.1:%1/metrics"_s.arg(first))).error.isEmpty());
        server.close();
        QVERIFY(!server.isListening());
    }
};

QTEST_GUILESS_MAIN(TestMetricsServer)
#include "tst_metricsserver.moc"
