// CloudEvents 1.0 and Standard Webhooks signatures, judged by the reference libraries: the webhook
// sink posts to tests/support/webhook-receiver.js, where the CloudEvents SDK (npm cloudevents)
// parses each request, binary or structured, and Standard Webhooks' library (npm
// standardwebhooks) verifies its signature; the file sink's structured lines are read back here.
#include "datarows.h"
#include "failurechecks.h"
#include "relay/eventformat.h"
#include "relay/eventsink.h"
#include "relay/webhooksink.h"
#include "testdatabases.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

SinkEvent sampleEvent(int n) {
    SinkEvent e;
    e.rowId = u"row-%1"_s.arg(n);
    e.eventId = u"5e9b7c3a-1d2f-4e6a-8b0c-1d2e3f4a5b%1"_s.arg(n, 2, 10, QChar(u'0'));
    e.aggregateId = u"tenant-1|||avatars|||users/42/photo %1.png"_s.arg(n);
    e.aggregateType = u"StorageObject"_s;
    e.eventType = u"put"_s;
    e.createdAt = u"2026-06-01T11:00:0%1.250Z"_s.arg(n % 10);
    e.storagePath = u"users/42/Gr\u00fc\u00dfe \"%1\" 100%.png"_s.arg(n);
    e.body = "{\"event_id\":\"" + e.eventId.toUtf8() + "\",\"n\":" + QByteArray::number(n) +
             ",\"path\":\"users/42/photo.png\"}";
    return e;
}

// The receiver (tests/support); its log holds one JSON object per request.
class NodeReceiver {
public:
    explicit NodeReceiver(const QString &log, const QString &secret = {})
        : m_log(log) {
        QProcessEnvironment env = test::nodeEnvironment(&m_problem);
        if (env.isEmpty())
            return;
        env.insert(u"WEBHOOK_SECRET"_s, secret); // not on the command line
        m_process.setProcessEnvironment(env);
        m_process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        m_process.start(u"node"_s, {test::supportFile(u"webhook-receiver.js"_s), log});
        if (!m_process.waitForReadyRead(30'000)) {
            m_problem = u"the receiver did not start"_s;
            return;
        }
        const QByteArray line = m_process.readLine().trimmed();
        if (line.startsWith("listening "))
            m_port = line.mid(10).toInt();
        else
            m_problem = u"the receiver said: "_s + QString::fromUtf8(line);
    }
    ~NodeReceiver() {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    QString problem() const { return m_problem; }
    QString url() const { return u"http://127.0.0.1:%1/hooks/outbox"_s.arg(m_port); }
    QList<QJsonObject> requests() const {
        QList<QJsonObject> out;
        QFile f(m_log);
        if (f.open(QIODevice::ReadOnly))
            while (!f.atEnd())
                if (const QByteArray line = f.readLine().trimmed(); !line.isEmpty())
                    out.append(QJsonDocument::fromJson(line).object());
        return out;
    }

private:
    QString m_log;
    QProcess m_process;
    int m_port = 0;
    QString m_problem;
};

} // namespace

class TestEventFormats : public QObject {
    Q_OBJECT

private slots:
    void parsing() {
        QCOMPARE(*parseEventFormat(u" CE-Binary "_s), EventFormat::CloudEventsBinary);
        QCOMPARE(*parseEventFormat(u"ce-structured"_s), EventFormat::CloudEventsStructured);
        QCOMPARE(*parseEventFormat(u"plain"_s), EventFormat::Plain);
        const auto bad = parseEventFormat(u"cloudevents"_s);
        QVERIFY(!bad);
        QVERIFY(bad.error().message.contains(u"\"cloudevents\""_s));
        QVERIFY(bad.error().message.contains(u"ce-structured"_s));
        QCOMPARE(*parseWebhookSignature(u"standard-webhooks"_s),
                 WebhookSignature::StandardWebhooks);
        QVERIFY(!parseWebhookSignature(u"sha1"_s));
        const auto unknown = checkEventTemplate(u"The CloudEvents type"_s, u"x.{aggregatetype}"_s);
        OUTBOX_VERIFY_FAILS_SAYING(unknown, u"{aggregatetype}"_s);
        QVERIFY(checkEventTemplate(u"t"_s, u"outbox.event.{aggregate_type}"_s).ok());
        const SinkEvent e = sampleEvent(1);
        QCOMPARE(expandEventTemplate(u"outbox.event.{aggregate_type}/{event_type}/{table}"_s, e,
                                     u"fennflow.outbox"_s),
                 u"outbox.event.StorageObject/put/fennflow.outbox"_s);
    }

    void plainIsTheEventAsItIs() {
        const EventEncoder plain(EventFormat::Plain, {});
        const SinkEvent e = sampleEvent(2);
        const EncodedEvent out = plain.encode(e);
        QCOMPARE(out.body, e.body);
        QVERIFY(out.attributes.isEmpty());
    }

    void structuredDocument() {
        CloudEventTemplates templates;
        templates.table = u"fennflow.outbox"_s;
        const EventEncoder ce(EventFormat::CloudEventsStructured, templates);
        const SinkEvent e = sampleEvent(3);
        const EncodedEvent out = ce.encode(e);
        QJsonParseError error;
        const QJsonObject doc = QJsonDocument::fromJson(out.body, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(doc.value(u"specversion"_s).toString(), u"1.0"_s);
        QCOMPARE(doc.value(u"id"_s).toString(), e.eventId);
        QCOMPARE(doc.value(u"source"_s).toString(), u"/outbox/fennflow.outbox"_s);
        QCOMPARE(doc.value(u"type"_s).toString(), u"StorageObject.put"_s);
        QCOMPARE(doc.value(u"subject"_s).toString(), e.storagePath);
        QCOMPARE(doc.value(u"time"_s).toString(), e.createdAt);
        QCOMPARE(doc.value(u"partitionkey"_s).toString(), e.aggregateId);
        QCOMPARE(doc.value(u"datacontenttype"_s).toString(), u"application/json"_s);
        QCOMPARE(doc.value(u"data"_s).toObject(), QJsonDocument::fromJson(e.body).object());
        // No subject when its template comes out empty (an event without storage_path).
        SinkEvent noPath = e;
        noPath.storagePath.clear();
        QVERIFY(!QJsonDocument::fromJson(ce.encode(noPath).body).object().contains(u"subject"_s));
    }

    void webhookBinaryAndStructuredReadBySdk_data() {
        test::addStringRows("format",
                            {{"binary", u"ce-binary"_s}, {"structured", u"ce-structured"_s}});
    }
    void webhookBinaryAndStructuredReadBySdk() {
        QFETCH(QString, format);
        QVERIFY(m_dir.isValid());
        const QString log = m_dir.filePath(u"ce-%1.jsonl"_s.arg(format));
        NodeReceiver receiver(log);
        QVERIFY2(receiver.problem().isEmpty(), qPrintable(receiver.problem()));
        SinkOptions options;
        options.format = *parseEventFormat(format);
        options.cloudEvents.table = u"fennflow.outbox"_s;
        options.cloudEvents.type = u"outbox.event.{aggregate_type}.{event_type}"_s;
        auto sink = openEventSink(u"webhook:"_s + receiver.url(), options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        QList<SinkEvent> events;
        for (int n = 1; n <= 3; ++n)
            events.append(sampleEvent(n));
        const auto outcomes = (*sink)->publishBatch(events, true);
        for (const auto &outcome : outcomes)
            QVERIFY2(outcome && outcome->ok(), !outcome ? "not tried"
                                               : outcome->ok()
                                                   ? ""
                                                   : qPrintable(outcome->error().message));
        const QList<QJsonObject> got = receiver.requests();
        QCOMPARE(got.size(), 3);
        for (const QJsonObject &request : got) {
            QVERIFY2(request.contains(u"cloudEvent"_s),
                     qPrintable(request.value(u"cloudEventError"_s).toString()));
            QVERIFY(request.value(u"cloudEventValid"_s).toBool());
            const QJsonObject ce = request.value(u"cloudEvent"_s).toObject();
            const QJsonObject headers = request.value(u"headers"_s).toObject();
            const int n = ce.value(u"data"_s).toObject().value(u"n"_s).toInt();
            QVERIFY(n >= 1 && n <= 3);
            const SinkEvent &sent = events.at(n - 1);
            QCOMPARE(ce.value(u"specversion"_s).toString(), u"1.0"_s);
            QCOMPARE(ce.value(u"id"_s).toString(), sent.eventId);
            QCOMPARE(ce.value(u"source"_s).toString(), u"/outbox/fennflow.outbox"_s);
            QCOMPARE(ce.value(u"type"_s).toString(), u"outbox.event.StorageObject.put"_s);
            QCOMPARE(ce.value(u"time"_s).toString(), sent.createdAt);
            QCOMPARE(ce.value(u"data"_s).toObject(), QJsonDocument::fromJson(sent.body).object());
            QCOMPARE(ce.value(u"datacontenttype"_s).toString(), u"application/json"_s);
            if (format == u"ce-binary"_s) {
                // The HTTP binding: attributes as ce- headers, percent-encoded where they hold
                // space, '"', '%' or non-ASCII; the content type is Content-Type, not a header
                // of its own.
                QVERIFY(!headers.contains(u"ce-datacontenttype"_s));
                QCOMPARE(headers.value(u"content-type"_s).toString(), u"application/json"_s);
                QCOMPARE(
                    QUrl::fromPercentEncoding(headers.value(u"ce-subject"_s).toString().toLatin1()),
                    sent.storagePath);
                QVERIFY(!headers.value(u"ce-subject"_s).toString().contains(u' '));
                QCOMPARE(QUrl::fromPercentEncoding(
                             headers.value(u"ce-partitionkey"_s).toString().toLatin1()),
                         sent.aggregateId);
            } else {
                QVERIFY(headers.value(u"content-type"_s)
                            .toString()
                            .startsWith(u"application/cloudevents+json"_s));
                QCOMPARE(ce.value(u"subject"_s).toString(), sent.storagePath);
                QCOMPARE(ce.value(u"partitionkey"_s).toString(), sent.aggregateId);
            }
            QCOMPARE(request.value(u"signature"_s).toString(), u"none"_s);
        }
    }

    void standardWebhooksVerifiedByItsLibrary() {
        // A secret as the specification's tools make them: whsec_ and 24 random bytes in base64.
        const QString secret = u"whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"_s;
        const QString log = m_dir.filePath(u"standard.jsonl"_s);
        NodeReceiver receiver(log, secret);
        QVERIFY2(receiver.problem().isEmpty(), qPrintable(receiver.problem()));
        SinkOptions options;
        options.webhookSecret = secret;
        options.signature = WebhookSignature::StandardWebhooks;
        options.format = EventFormat::CloudEventsStructured;
        auto sink = openEventSink(u"webhook:"_s + receiver.url(), options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        const SinkEvent e = sampleEvent(4);
        const Status sent = (*sink)->publish(e);
        QVERIFY2(sent.ok(), sent ? "" : qPrintable(sent.error().message));
        // The same request signed with another key fails the library's check.
        SinkOptions wrong = options;
        wrong.webhookSecret = u"whsec_"_s + QString::fromLatin1(QByteArray(24, 'k').toBase64());
        auto other = openEventSink(u"webhook:"_s + receiver.url(), wrong);
        QVERIFY(other);
        QVERIFY((*other)->publish(e).ok());
        const QList<QJsonObject> got = receiver.requests();
        QCOMPARE(got.size(), 2);
        QCOMPARE(got.at(0).value(u"signature"_s).toString(), u"verified"_s);
        QCOMPARE(got.at(0).value(u"headers"_s).toObject().value(u"webhook-id"_s).toString(),
                 e.eventId);
        QVERIFY(!got.at(0).value(u"headers"_s).toObject().contains(u"x-outbox-signature"_s));
        QVERIFY2(got.at(1).value(u"signature"_s).toString() != u"verified"_s,
                 "a signature made with another key was accepted");
        QVERIFY(got.at(0).contains(u"cloudEvent"_s));
    }

    void standardWebhooksSecretMustBeOne() {
        SinkOptions options;
        options.signature = WebhookSignature::StandardWebhooks;
        options.webhookSecret = u"not a base64 secret!"_s;
        auto sink = openEventSink(u"webhook:http://127.0.0.1:9/x"_s, options);
        OUTBOX_VERIFY_FAILS_HIDING(sink, u"whsec_"_s, options.webhookSecret); // never shown
        options.webhookSecret = u"whsec_c2hvcnQ="_s;                          // 5 bytes: too short
        QVERIFY(!openEventSink(u"webhook:http://127.0.0.1:9/x"_s, options));
    }

    void fileSinkWritesStructuredLines() {
        const QString path = m_dir.filePath(u"ce.jsonl"_s);
        SinkOptions options;
        options.format = EventFormat::CloudEventsStructured;
        options.cloudEvents.table = u"fennflow.outbox"_s;
        auto sink = openEventSink(u"file:"_s + path, options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        QVERIFY((*sink)->publish(sampleEvent(5)).ok());
        QVERIFY((*sink)->flush().ok());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject line = QJsonDocument::fromJson(f.readLine()).object();
        QCOMPARE(line.value(u"id"_s).toString(), sampleEvent(5).eventId);
        QCOMPARE(line.value(u"data"_s).toObject().value(u"n"_s).toInt(), 5);
        options.format = EventFormat::CloudEventsBinary;
        auto binary = openEventSink(u"file:"_s + m_dir.filePath(u"binary.jsonl"_s), options);
        OUTBOX_VERIFY_FAILS_SAYING(binary, u"ce-structured"_s);
        QVERIFY(!QFile::exists(m_dir.filePath(u"binary.jsonl"_s))); // nothing changed
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestEventFormats)
#include "tst_eventformats.moc"
