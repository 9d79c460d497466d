// The RabbitMQ and NATS JetStream sinks against real brokers (tests/support/rabbitmq-server and
// nats-server, started by ctest fixtures), with what they published read back by independent
// clients (amqplib and nats in Node: tests/support/amqp-read.js, nats-read.js): bodies, ids,
// headers, CloudEvents attributes and order per key; what the broker refuses (no route, no
// exchange, no stream, a wrong password) fails with its reason; a broker that goes away and
// comes back; and outboxctl relay publishing FennFlow rows from PostgreSQL through an outage.
#include "datarows.h"
#include "relay/eventsink.h"
#include "sampleevents.h"
#include "settings/profile.h"
#include "testdatabases.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

using test::jsonLines;
using test::sampleEvent;
using test::sampleEvents;

// Per key, whether the n of its events rise in the order they were read.
bool inOrderPerKey(const QList<QPair<QString, int>> &keyAndN) {
    QHash<QString, int> last;
    for (const auto &[key, n] : keyAndN) {
        if (last.value(key, 0) >= n)
            return false;
        last[key] = n;
    }
    return true;
}

using test::allOk;
using test::describe;
using test::failures;

} // namespace

class TestBrokerSinks : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        m_amqpUrl = qEnvironmentVariable("OUTBOX_TEST_AMQP_URL");
        m_natsUrl = qEnvironmentVariable("OUTBOX_TEST_NATS_URL");
        QVERIFY2(!m_amqpUrl.isEmpty() && !m_natsUrl.isEmpty(),
                 "the rabbitmq and nats fixtures did not start (OUTBOX_TEST_AMQP_URL, "
                 "OUTBOX_TEST_NATS_URL)");
        QString problem;
        m_node = test::nodeEnvironment(&problem);
        QVERIFY2(!m_node.isEmpty(), qPrintable(problem));
        m_servers = QFileInfo(qEnvironmentVariable("OUTBOX_TEST_SERVERS_DIR")).absoluteFilePath();
    }

    // ---- RabbitMQ ------------------------------------------------------------------------

    void amqpPublishesWithConfirmsInOrderPerKey() {
        QVERIFY(amqpTool(
                    {u"setup"_s, m_amqpUrl, u"outbox.events"_s, u"q-order"_s, u"StorageObject.#"_s})
                    .code == 0);
        SinkOptions options = brokerOptions();
        options.format = EventFormat::CloudEventsBinary;
        auto sink = openEventSink(amqpSink(u"outbox.events"_s), options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        QVERIFY((*sink)->description().contains(u"exchange outbox.events"_s));
        QVERIFY(!(*sink)->description().contains(u"outbox-test-pw"_s));
        const QList<SinkEvent> events = sampleEvents(30, 4);
        const auto outcomes = (*sink)->publishBatch(events, true);
        QVERIFY2(allOk(outcomes), qPrintable(describe(outcomes)));
        const test::CliRun read =
            amqpTool({u"read"_s, m_amqpUrl, u"q-order"_s, u"30"_s, u"10000"_s});
        QVERIFY2(read.code == 0, qPrintable(read.err));
        const QList<QJsonObject> messages = jsonLines(read.out);
        QCOMPARE(messages.size(), 30);
        QList<QPair<QString, int>> order;
        for (const QJsonObject &m : messages) {
            const int n = test::sampleNumber(m.value(u"body"_s).toString());
            QVERIFY(n >= 1 && n <= 30);
            const SinkEvent &sent = events.at(n - 1);
            QCOMPARE(m.value(u"body"_s).toString().toUtf8(), sent.body);
            const QJsonObject props = m.value(u"properties"_s).toObject();
            QCOMPARE(props.value(u"messageId"_s).toString(), sent.eventId);
            QCOMPARE(props.value(u"deliveryMode"_s).toInt(), 2);
            QCOMPARE(props.value(u"type"_s).toString(), sent.eventType);
            QCOMPARE(props.value(u"contentType"_s).toString(), u"application/json"_s);
            QCOMPARE(m.value(u"routingKey"_s).toString(), u"StorageObject."_s + sent.eventType);
            const QJsonObject headers = props.value(u"headers"_s).toObject();
            QCOMPARE(headers.value(u"outbox-partition-key"_s).toString(), sent.aggregateId);
            QCOMPARE(headers.value(u"cloudEvents:id"_s).toString(), sent.eventId);
            QCOMPARE(headers.value(u"cloudEvents:specversion"_s).toString(), u"1.0"_s);
            QCOMPARE(headers.value(u"cloudEvents:subject"_s).toString(), sent.storagePath);
            QCOMPARE(headers.value(u"cloudEvents:partitionkey"_s).toString(), sent.aggregateId);
            order.append({sent.aggregateId, n});
        }
        QVERIFY(inOrderPerKey(order));
    }

    void amqpUnroutableAndMissingExchangeFailWithTheBrokersReason() {
        QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.narrow"_s, u"q-narrow"_s,
                          u"StorageObject.put"_s})
                    .code == 0);
        // Deletes route nowhere on this exchange: returned (mandatory), so failed, and in order
        // per key the key's later events are not tried.
        auto sink = openEventSink(amqpSink(u"outbox.narrow"_s), brokerOptions());
        QVERIFY(sink);
        QList<SinkEvent> events;
        const QString key = u"tenant|||files|||one"_s;
        for (int n : {1, 3, 4, 5}) // 3 is a delete
            events.append(sampleEvent(n, key));
        const auto outcomes = (*sink)->publishBatch(events, true);
        QVERIFY2(outcomes[0] && outcomes[0]->ok(), qPrintable(describe(outcomes)));
        QVERIFY(outcomes[1] && !outcomes[1]->ok());
        QVERIFY2(outcomes[1]->error().message.contains(u"NO_ROUTE"_s) &&
                     outcomes[1]->error().message.contains(u"StorageObject.delete"_s),
                 qPrintable(outcomes[1]->error().message));
        QVERIFY(!outcomes[2] && !outcomes[3]); // behind the failure of their key
        QCOMPARE(amqpTool({u"count"_s, m_amqpUrl, u"q-narrow"_s}).out.trimmed(), u"1"_s);
        // No such exchange: the broker closes the channel; the sink says so, and works again
        // on its next batch (a new connection).
        auto missing = openEventSink(amqpSink(u"no.such.exchange"_s), brokerOptions());
        QVERIFY(missing);
        const auto lost = (*missing)->publishBatch(sampleEvents(3, 3), true);
        QString reason;
        QCOMPARE(failures(lost, &reason), 3);
        QVERIFY2(reason.contains(u"NOT_FOUND"_s) && reason.contains(u"no.such.exchange"_s),
                 qPrintable(reason));
        const auto again = (*sink)->publishBatch({sampleEvent(7, key)}, true);
        QVERIFY2(allOk(again), qPrintable(describe(again)));
    }

    void amqpWrongPasswordAndBadUrlsAreRefused() {
        SinkOptions wrong = brokerOptions();
        wrong.brokerPassword = u"not-the-password"_s;
        auto sink = openEventSink(amqpSink(u"outbox.events"_s), wrong);
        QVERIFY(sink);
        const auto outcomes = (*sink)->publishBatch(sampleEvents(2, 2), true);
        QString reason;
        QCOMPARE(failures(outcomes, &reason), 2);
        QVERIFY2(reason.contains(u"outbox"_s) && !reason.contains(u"not-the-password"_s),
                 qPrintable(reason));
        for (const QString &bad :
             {u"amqp://outbox:secret@127.0.0.1:5672/v?exchange=x"_s,
              u"amqp://127.0.0.1:5672/v?exchange=x"_s, u"amqp://outbox@127.0.0.1:5672/v"_s,
              u"amqp://outbox@127.0.0.1/v?exchange=x&queue=y"_s,
              u"amqp://outbox@127.0.0.1/v?exchange=x&routing-key={nope}"_s}) {
            auto refused = openEventSink(bad, brokerOptions());
            QVERIFY2(!refused, qPrintable(bad));
            QVERIFY(!refused.error().message.contains(u"secret"_s));
        }
        // A closed loopback port: refused at once, with the address.
        auto closed = openEventSink(
            u"amqp://outbox@127.0.0.1:%1/outbox-test?exchange=x"_s.arg(test::closedPort()),
            brokerOptions());
        QVERIFY(closed);
        const auto unreachable = (*closed)->publishBatch(sampleEvents(1, 1), true);
        QVERIFY(failures(unreachable, &reason) == 1 && reason.contains(u"127.0.0.1"_s));
    }

    // amqps://: published over TLS once the broker's certificate chains to the CA given and
    // names the host of the URL; an untrusted certificate, a host it does not name, a CA file that
    // cannot be read and ca-file without TLS are refused with what is wrong.
    void amqpOverTls() {
        const QString tlsUrl = qEnvironmentVariable("OUTBOX_TEST_AMQPS_URL");
        const QString ca = qEnvironmentVariable("OUTBOX_TEST_AMQP_CA");
        QVERIFY2(!tlsUrl.isEmpty() && QFileInfo::exists(ca),
                 "the rabbitmq fixture has no TLS listener (OUTBOX_TEST_AMQPS_URL, "
                 "OUTBOX_TEST_AMQP_CA)");
        QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.tls"_s, u"q-tls"_s}).code == 0);
        auto sink =
            openEventSink(tlsUrl + u"?exchange=outbox.tls&ca-file="_s + ca, brokerOptions());
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        QVERIFY((*sink)->description().startsWith(u"amqps 127.0.0.1:"_s));
        const QList<SinkEvent> events = sampleEvents(6, 2);
        const auto outcomes = (*sink)->publishBatch(events, true);
        QVERIFY2(allOk(outcomes), qPrintable(describe(outcomes)));
        const test::CliRun read = amqpTool({u"read"_s, m_amqpUrl, u"q-tls"_s, u"6"_s, u"10000"_s});
        QVERIFY2(read.code == 0, qPrintable(read.err));
        QCOMPARE(jsonLines(read.out).size(), 6);

        // The system's CAs do not know the test CA.
        auto untrusted = openEventSink(tlsUrl + u"?exchange=outbox.tls"_s, brokerOptions());
        QVERIFY(untrusted);
        QString reason;
        QCOMPARE(failures((*untrusted)->publishBatch(sampleEvents(1, 1), true), &reason), 1);
        QVERIFY2(reason.contains(u"No trusted TLS connection"_s), qPrintable(reason));
        // The certificate names 127.0.0.1, not localhost (the same broker by another name).
        QString otherHost = tlsUrl;
        otherHost.replace(u"127.0.0.1"_s, u"localhost"_s);
        auto wrongName =
            openEventSink(otherHost + u"?exchange=outbox.tls&ca-file="_s + ca, brokerOptions());
        QVERIFY(wrongName);
        QCOMPARE(failures((*wrongName)->publishBatch(sampleEvents(1, 1), true), &reason), 1);
        QVERIFY2(reason.contains(u"TLS"_s), qPrintable(reason));
        QCOMPARE(amqpTool({u"count"_s, m_amqpUrl, u"q-tls"_s}).out.trimmed(), u"0"_s);
        for (const QString &bad : {tlsUrl + u"?exchange=x&ca-file=/nonexistent/ca.pem"_s,
                                   m_amqpUrl + u"?exchange=x&ca-file="_s + ca}) {
            auto refused = openEventSink(bad, brokerOptions());
            QVERIFY2(!refused, qPrintable(bad));
            QVERIFY2(refused.error().message.contains(u"ca-file"_s) ||
                         refused.error().message.contains(u"CA file"_s),
                     qPrintable(refused.error().message));
        }
    }

    // ---- NATS JetStream ------------------------------------------------------------------

    void natsPublishesWithAcksAndDropsDuplicates() {
        QVERIFY(natsTool({u"setup"_s, m_natsUrl, u"OUTBOX"_s, u"outbox.>"_s}).code == 0);
        SinkOptions options = brokerOptions();
        options.format = EventFormat::CloudEventsBinary;
        auto sink = openEventSink(m_natsUrl + u"/outbox.{aggregate_type}.{event_type}"_s, options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        const QList<SinkEvent> events = sampleEvents(30, 4);
        const auto outcomes = (*sink)->publishBatch(events, true);
        QVERIFY2(allOk(outcomes), qPrintable(describe(outcomes)));
        // The same batch again (a relay that crashed before it settled): every publish is
        // acknowledged, and the stream keeps one of each (Nats-Msg-Id).
        const auto repeated = (*sink)->publishBatch(events, true);
        QVERIFY2(allOk(repeated), qPrintable(describe(repeated)));
        QCOMPARE(natsTool({u"info"_s, m_natsUrl, u"OUTBOX"_s}).out.trimmed(), u"30"_s);
        const test::CliRun read =
            natsTool({u"read"_s, m_natsUrl, u"OUTBOX"_s, u"30"_s, u"10000"_s});
        QVERIFY2(read.code == 0, qPrintable(read.err));
        QList<QPair<QString, int>> order;
        for (const QJsonObject &m : jsonLines(read.out)) {
            const int n = test::sampleNumber(m.value(u"data"_s).toString());
            QVERIFY(n >= 1 && n <= 30);
            const SinkEvent &sent = events.at(n - 1);
            QCOMPARE(m.value(u"data"_s).toString().toUtf8(), sent.body);
            QCOMPARE(m.value(u"subject"_s).toString(), u"outbox.StorageObject."_s + sent.eventType);
            const QJsonObject headers = m.value(u"headers"_s).toObject();
            const auto header = [&](const QString &name) {
                return headers.value(name).toArray().first().toString();
            };
            QCOMPARE(header(u"Nats-Msg-Id"_s), sent.eventId);
            QCOMPARE(header(u"ce-id"_s), sent.eventId);
            QCOMPARE(header(u"ce-type"_s), u"StorageObject."_s + sent.eventType);
            QCOMPARE(header(u"ce-time"_s), sent.createdAt);
            QCOMPARE(header(u"Outbox-Partition-Key"_s), sent.aggregateId);
            order.append({sent.aggregateId, n});
        }
        QCOMPARE(order.size(), 30);
        QVERIFY(inOrderPerKey(order));
    }

    void natsWithoutStreamOrServerFailsWithTheReason() {
        auto sink = openEventSink(m_natsUrl + u"/nostream.{event_type}"_s, brokerOptions());
        QVERIFY(sink);
        const auto outcomes = (*sink)->publishBatch(sampleEvents(3, 3), true);
        QString reason;
        QCOMPARE(failures(outcomes, &reason), 3);
        QVERIFY2(reason.contains(u"no JetStream stream takes subject \"nostream.put\""_s) ||
                     reason.contains(u"nostream.delete"_s),
                 qPrintable(reason));
        SinkOptions wrong = brokerOptions();
        wrong.brokerPassword = u"not-the-password"_s;
        auto refused = openEventSink(m_natsUrl + u"/outbox.x"_s, wrong);
        QVERIFY(refused);
        reason.clear();
        QCOMPARE(failures((*refused)->publishBatch(sampleEvents(1, 1), true), &reason), 1);
        QVERIFY2(reason.contains(u"uthoriz"_s) && !reason.contains(u"not-the-password"_s),
                 qPrintable(reason));
        for (const QString &bad :
             {u"nats://outbox:pw@127.0.0.1:4222/x"_s, u"nats://127.0.0.1:4222/outbox.>"_s,
              u"nats://127.0.0.1:4222/a?stream=x"_s})
            QVERIFY2(!openEventSink(bad, brokerOptions()), qPrintable(bad));
    }

    // A subject, routing key or topic rendered from a row's data is
    // checked per row before it is sent. Before, a file name with CRLF and a protocol line
    // published an extra message on a subject of the attacker's choosing, a plain space broke
    // the PUB line and closed the connection (failing every other row of the batch), and an
    // AMQP routing key over 255 bytes dropped the connection with its batch-mates in flight.
    void renderedNamesAreCheckedPerRow() {
        const auto eventsWithPaths = [](const QStringList &paths) {
            QList<SinkEvent> events;
            for (int i = 0; i < paths.size(); ++i) {
                SinkEvent e = sampleEvent(i + 1, u"tenant|||files|||own-key-%1"_s.arg(i));
                e.storagePath = paths.at(i);
                events.append(e);
            }
            return events;
        };
        // NATS: the good rows are stored, the bad ones fail alone, nothing else is published.
        QVERIFY(natsTool({u"setup"_s, m_natsUrl, u"NAMES"_s, u"names.>"_s}).code == 0);
        auto nats = openEventSink(m_natsUrl + u"/names.{storage_path}"_s, brokerOptions());
        QVERIFY2(nats, nats ? "" : qPrintable(nats.error().message));
        const QList<SinkEvent> natsEvents = eventsWithPaths(
            {u"first"_s, u"My Report.pdf"_s, u"x\r\nPUB names.injected 5\r\nevil!\r\n"_s,
             u"tab\there"_s, u"wild.*"_s, u"trailing."_s, u"last"_s});
        const auto natsOutcomes = (*nats)->publishBatch(natsEvents, true);
        QVERIFY2(natsOutcomes[0] && natsOutcomes[0]->ok(), qPrintable(describe(natsOutcomes)));
        QVERIFY2(natsOutcomes[6] && natsOutcomes[6]->ok(), qPrintable(describe(natsOutcomes)));
        for (int bad = 1; bad <= 5; ++bad) {
            QVERIFY2(natsOutcomes[size_t(bad)] && !natsOutcomes[size_t(bad)]->ok(),
                     qPrintable(describe(natsOutcomes)));
            QVERIFY2(natsOutcomes[size_t(bad)]->error().message.contains(u"NATS subject"_s),
                     qPrintable(natsOutcomes[size_t(bad)]->error().message));
            // Shown with its controls escaped, never raw.
            QVERIFY(!natsOutcomes[size_t(bad)]->error().message.contains(u'\r'));
        }
        const test::CliRun natsRead =
            natsTool({u"read"_s, m_natsUrl, u"NAMES"_s, u"10"_s, u"3000"_s});
        QStringList subjects;
        for (const QJsonObject &m : jsonLines(natsRead.out))
            subjects << m.value(u"subject"_s).toString();
        QCOMPARE(subjects, QStringList({u"names.first"_s, u"names.last"_s}));

        // AMQP: a routing key over 255 bytes fails its row; the rest are confirmed.
        QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.names"_s, u"q-names"_s}).code == 0);
        auto amqp = openEventSink(amqpSink(u"outbox.names"_s) + u"&routing-key={storage_path}"_s,
                                  brokerOptions());
        QVERIFY2(amqp, amqp ? "" : qPrintable(amqp.error().message));
        const QList<SinkEvent> amqpEvents =
            eventsWithPaths({u"one"_s, QString(300, u'k'), u"two"_s, u"three"_s});
        const auto amqpOutcomes = (*amqp)->publishBatch(amqpEvents, true);
        QCOMPARE(failures(amqpOutcomes), 1);
        QVERIFY2(amqpOutcomes[1] && !amqpOutcomes[1]->ok() &&
                     amqpOutcomes[1]->error().message.contains(u"255"_s),
                 qPrintable(describe(amqpOutcomes)));
        const test::CliRun amqpRead =
            amqpTool({u"read"_s, m_amqpUrl, u"q-names"_s, u"3"_s, u"10000"_s});
        QVERIFY2(amqpRead.code == 0, qPrintable(amqpRead.err));
        QStringList keys;
        for (const QJsonObject &m : jsonLines(amqpRead.out))
            keys << m.value(u"routingKey"_s).toString();
        QCOMPARE(keys, QStringList({u"one"_s, u"two"_s, u"three"_s}));
        // The connection stayed up: the next batch goes out on it.
        QVERIFY(allOk((*amqp)->publishBatch(eventsWithPaths({u"four"_s}), true)));

        // Kafka: a topic Kafka does not allow fails its row; the rest are delivered.
        KafkaMock kafka(u"names.ok"_s);
        QVERIFY2(kafka.problem().isEmpty(), qPrintable(kafka.problem()));
        auto topic = openEventSink(u"kafka://"_s + kafka.bootstrap() + u"/{storage_path}"_s, {});
        QVERIFY2(topic, topic ? "" : qPrintable(topic.error().message));
        const auto kafkaOutcomes = (*topic)->publishBatch(
            eventsWithPaths({u"names.ok"_s, u"bad topic/name"_s, u"names.ok"_s}), true);
        QCOMPARE(failures(kafkaOutcomes), 1);
        QVERIFY2(kafkaOutcomes[1] && kafkaOutcomes[1]->error().message.contains(u"Kafka topic"_s),
                 qPrintable(describe(kafkaOutcomes)));
        const test::CliRun kafkaRead2 = kafkaRead(kafka.bootstrap(), u"names.ok"_s, 2);
        QVERIFY2(kafkaRead2.code == 0, qPrintable(kafkaRead2.err + kafkaRead2.out.right(500)));
        QCOMPARE(jsonLines(kafkaRead2.out).size(), 2);
    }

    // ---- Kafka (librdkafka's mock cluster) ------------------------------------------------

    void kafkaPublishesKeysToOnePartitionInOrder() {
        KafkaMock kafka(u"outbox.event.StorageObject"_s);
        QVERIFY2(kafka.problem().isEmpty(), qPrintable(kafka.problem()));
        SinkOptions options;
        options.format = EventFormat::CloudEventsBinary;
        auto sink = openEventSink(u"kafka://"_s + kafka.bootstrap(), options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        const QList<SinkEvent> events = sampleEvents(40, 5);
        // Brokers fail some produce requests on the way (not the leader, timed out): the
        // idempotent producer retries them, and nothing is lost, repeated or reordered.
        QVERIFY(kafka.command(u"produce-errors 3 6"_s));
        QVERIFY(kafka.command(u"produce-errors 2 7"_s));
        const auto outcomes = (*sink)->publishBatch(events, true);
        QVERIFY2(allOk(outcomes), qPrintable(describe(outcomes)));
        const test::CliRun read = kafkaRead(kafka.bootstrap(), u"outbox.event.StorageObject"_s, 40);
        QVERIFY2(read.code == 0, qPrintable(read.err + read.out.right(500)));
        QHash<QString, int> partitionOf;
        QSet<QString> ids;
        QList<QPair<QString, int>> order;
        for (const QJsonObject &m : jsonLines(read.out)) {
            const int n = test::sampleNumber(m.value(u"value"_s).toString());
            QVERIFY(n >= 1 && n <= 40);
            const SinkEvent &sent = events.at(n - 1);
            const QString mismatch = test::kafkaMessageMismatch(m, sent);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            // One key, one partition.
            const int partition = m.value(u"partition"_s).toInt();
            QCOMPARE(partitionOf.value(sent.aggregateId, partition), partition);
            partitionOf[sent.aggregateId] = partition;
            ids.insert(sent.eventId);
            order.append({sent.aggregateId, n});
        }
        QCOMPARE(ids.size(), 40);      // each once
        QVERIFY(inOrderPerKey(order)); // per partition in offset order: per key in order
    }

    void kafkaUnreachableAndBadUrlsFailWithTheReason() {
        SinkOptions options;
        options.connectTimeoutMs = 1000;
        options.requestTimeoutMs = 2000;
        auto sink =
            openEventSink(u"kafka://127.0.0.1:%1/outbox.x"_s.arg(test::closedPort()), options);
        QVERIFY(sink);
        QString reason;
        QCOMPARE(failures((*sink)->publishBatch(sampleEvents(2, 2), true), &reason), 2);
        QVERIFY2(reason.contains(u"127.0.0.1"_s), qPrintable(reason));
        for (const QString &bad :
             {u"kafka://u:pw@127.0.0.1:9092/t"_s, u"kafka://127.0.0.1/t"_s,
              u"kafka://127.0.0.1:9092/t?sasl=gssapi"_s, u"kafka://127.0.0.1:9092/t?x=1"_s,
              u"kafka://127.0.0.1:9092/{nope}"_s, u"kafka://127.0.0.1:9092/t?sasl=plain"_s}) {
            auto refused = openEventSink(bad, options);
            QVERIFY2(!refused, qPrintable(bad));
            QVERIFY(!refused.error().message.contains(u"pw@"_s));
        }
    }

    // ---- both: the broker goes away and comes back ----------------------------------------

    void brokerOutageFailsThenRecovers_data() {
        test::addStringRows("broker", {{"rabbitmq", u"rabbitmq"_s}, {"nats", u"nats"_s}});
    }
    void brokerOutageFailsThenRecovers() {
        QFETCH(QString, broker);
        const bool amqp = broker == u"rabbitmq"_s;
        if (amqp)
            QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.events"_s, u"q-outage"_s}).code == 0);
        else
            QVERIFY(natsTool({u"setup"_s, m_natsUrl, u"OUTAGE"_s, u"outage.>"_s}).code == 0);
        SinkOptions options = brokerOptions();
        options.connectTimeoutMs = 1000;
        options.requestTimeoutMs = 3000;
        auto sink = openEventSink(
            amqp ? amqpSink(u"outbox.events"_s) : m_natsUrl + u"/outage.{event_type}"_s, options);
        QVERIFY(sink);
        QVERIFY(allOk((*sink)->publishBatch(sampleEvents(5, 2), true)));
        QVERIFY(server(broker, u"pause"_s));
        const auto down = (*sink)->publishBatch(sampleEvents(5, 2), true);
        QString reason;
        const int failed = failures(down, &reason);
        QVERIFY(server(broker, u"resume"_s));
        QVERIFY2(failed >= 2, qPrintable(describe(down))); // each key's first, at least
        const auto back = (*sink)->publishBatch(sampleEvents(5, 2), true);
        QVERIFY2(allOk(back), qPrintable(describe(back)));
    }

    // ---- the relay ---------------------------------------------------------------------

    void relayPublishesThroughAnOutage_data() {
        brokerOutageFailsThenRecovers_data();
        QTest::newRow("kafka") << u"kafka"_s;
    }
    void relayPublishesThroughAnOutage() {
        QFETCH(QString, broker);
        const bool amqp = broker == u"rabbitmq"_s;
        auto pg = std::make_unique<DatabaseSession>(test::postgresSpec(), u"broker-relay"_s);
        QVERIFY(pg->open().ok());
        const int rows = 3000;
        QVERIFY(test::loadFennFlowPostgres(*pg, rows, 20).ok());
        const QProcessEnvironment env =
            test::fennFlowRelayEnvironment(*pg, m_dir.path(), password());
        QVERIFY(!env.isEmpty());
        QString sink;
        std::unique_ptr<KafkaMock> kafka;
        if (broker == u"kafka"_s) {
            kafka = std::make_unique<KafkaMock>(u"relay.put"_s);
            QVERIFY2(kafka->problem().isEmpty(), qPrintable(kafka->problem()));
            sink = u"kafka://%1/relay.{event_type}"_s.arg(kafka->bootstrap());
        } else if (amqp) {
            QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.relay"_s, u"q-relay"_s}).code == 0);
            sink = amqpSink(u"outbox.relay"_s);
        } else {
            QVERIFY(natsTool({u"setup"_s, m_natsUrl, u"RELAY"_s, u"relay.>"_s}).code == 0);
            sink = m_natsUrl + u"/relay.{event_type}"_s;
        }
        QProcess relay;
        relay.setProcessChannelMode(QProcess::SeparateChannels); // its log is read below
        QVERIFY(test::startOutboxctl(relay,
                                     {u"--table=fennflow.outbox"_s, u"relay"_s, u"--sink="_s + sink,
                                      u"--batch-size=10"_s, u"--sleep=1"_s, u"--backoff=1"_s,
                                      u"--max-attempts=50"_s},
                                     env));
        const auto sent = [&] {
            return test::queryValue(*pg,
                                    u"SELECT count(*) FROM fennflow.outbox WHERE status = 'sent'"_s)
                .toInt();
        };
        // Mid-run the broker goes away for two seconds.
        QVERIFY(QTest::qWaitFor([&] { return sent() > 0; }, 30'000));
        QVERIFY(kafka ? kafka->command(u"down"_s) : server(broker, u"pause"_s));
        QTest::qWait(2000);
        QVERIFY(kafka ? kafka->command(u"up"_s) : server(broker, u"resume"_s));
        QVERIFY2(QTest::qWaitFor([&] { return sent() == rows; }, 120'000),
                 qPrintable(u"%1 of %2 sent"_s.arg(sent()).arg(rows)));
        ::kill(pid_t(relay.processId()), SIGTERM);
        QVERIFY(relay.waitForFinished(30'000));
        QCOMPARE(relay.exitCode(), 0);
        // The outage happened while the relay worked: batches failed, and were retried (Kafka's
        // client rides out two seconds itself, within its message timeout: a batch then took
        // that long instead).
        const QString log = QString::fromUtf8(relay.readAllStandardError());
        static const QRegularExpression failedBatch(u"failed [1-9]"_s);
        static const QRegularExpression batchSeconds(u"dead \\d+, (\\d+\\.\\d+) s"_s);
        double longest = 0;
        for (auto it = batchSeconds.globalMatch(log); it.hasNext();)
            longest = qMax(longest, it.next().captured(1).toDouble());
        QVERIFY2(log.contains(failedBatch) || (kafka && longest >= 1.0),
                 qPrintable(log.right(2000)));
        // Every row reached the broker: at least once, each row's event id among what the
        // independent client reads, a key's events in order (a repeat after the outage may
        // come again later, never an older one after a newer one the first time round).
        const test::CliRun read =
            kafka  ? kafkaRead(kafka->bootstrap(), u"relay.put"_s, 6000, 5000)
            : amqp ? amqpTool({u"read"_s, m_amqpUrl, u"q-relay"_s, u"6000"_s, u"5000"_s})
                   : natsTool({u"read"_s, m_natsUrl, u"RELAY"_s, u"6000"_s, u"5000"_s});
        QSet<QString> ids;
        QHash<QString, QDateTime> lastOfKey; // key → created_at of its newest event seen
        int reorders = 0;
        QString firstReorder;
        for (const QJsonObject &m : jsonLines(read.out)) {
            const QJsonObject event = QJsonDocument::fromJson(m.value(kafka  ? u"value"_s
                                                                      : amqp ? u"body"_s
                                                                             : u"data"_s)
                                                                  .toString()
                                                                  .toUtf8())
                                          .object();
            const QString id = event.value(u"event_id"_s).toString();
            const QString key = event.value(u"aggregate_id"_s).toString();
            const QDateTime created =
                QDateTime::fromString(event.value(u"created_at"_s).toString(), Qt::ISODateWithMs);
            if (!ids.contains(id) && lastOfKey.value(key) > created) {
                if (reorders++ == 0)
                    firstReorder =
                        u"%1 (%2) after %3"_s.arg(id, created.toString(Qt::ISODateWithMs),
                                                  lastOfKey.value(key).toString(Qt::ISODateWithMs));
            }
            ids.insert(id);
            lastOfKey[key] = qMax(lastOfKey.value(key), created);
        }
        QCOMPARE(ids.size(), rows);
        QVERIFY2(reorders == 0,
                 qPrintable(u"%1 reorders, the first: %2"_s.arg(reorders).arg(firstReorder)));
    }

    // ---- test publish and dead letters -------------------------------------------------

    // `outboxctl relay test-publish`: one test event to the broker with the relay's settings, and
    // no database at all (no URL is given, so none could be touched); what the broker refuses
    // fails with its reason.
    void testPublishReachesTheBrokerWithoutADatabase() {
        QVERIFY(
            amqpTool({u"setup"_s, m_amqpUrl, u"outbox.tests"_s, u"q-tests"_s, u"OutboxConsole.#"_s})
                .code == 0);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(u"OUTBOX_DATABASE_URL"_s);
        env.insert(u"XDG_CONFIG_HOME"_s, m_dir.filePath(u"config"_s));
        env.insert(u"XDG_DATA_HOME"_s, m_dir.filePath(u"data"_s));
        env.insert(u"OUTBOX_SINK_PASSWORD"_s, password());
        const test::CliRun sent = test::runOutboxctl({u"relay"_s, u"test-publish"_s,
                                                      u"--sink="_s + amqpSink(u"outbox.tests"_s),
                                                      u"--event-format=ce-binary"_s},
                                                     env);
        QVERIFY2(sent.code == 0, qPrintable(sent.err));
        static const QRegularExpression published(
            u"^Published test event (outbox-test-[0-9a-f-]{36}) to .*exchange outbox.tests.* in "
            u"\\d+ ms\\.$"_s);
        const auto match = published.match(sent.out.trimmed());
        QVERIFY2(match.hasMatch(), qPrintable(sent.out));
        QVERIFY(!sent.out.contains(password()) && !sent.err.contains(password()));
        const test::CliRun read =
            amqpTool({u"read"_s, m_amqpUrl, u"q-tests"_s, u"1"_s, u"10000"_s});
        QVERIFY2(read.code == 0, qPrintable(read.err));
        const QList<QJsonObject> messages = jsonLines(read.out);
        QCOMPARE(messages.size(), 1);
        const QJsonObject props = messages[0].value(u"properties"_s).toObject();
        QCOMPARE(props.value(u"messageId"_s).toString(), match.captured(1));
        QCOMPARE(messages[0].value(u"routingKey"_s).toString(), u"OutboxConsole.test"_s);
        const QJsonObject headers = props.value(u"headers"_s).toObject();
        QCOMPARE(headers.value(u"cloudEvents:type"_s).toString(), u"OutboxConsole.test"_s);
        QCOMPARE(headers.value(u"cloudEvents:id"_s).toString(), match.captured(1));
        const QJsonObject body =
            QJsonDocument::fromJson(messages[0].value(u"body"_s).toString().toUtf8()).object();
        QCOMPARE(body.value(u"event_type"_s).toString(), u"test"_s);
        QCOMPARE(body.value(u"payload"_s).toObject().value(u"test"_s).toBool(), true);

        // The same through a profile: its sink and event settings (ce-structured here, and a
        // type of its own) are the relay's when no option says otherwise.
        Profile profile;
        profile.name = u"broker-profile"_s;
        profile.databaseUrl = u"sqlite:///nonexistent/never-opened.sqlite"_s;
        profile.sink = amqpSink(u"outbox.tests"_s);
        profile.eventFormat = u"ce-structured"_s;
        profile.ceType = u"console.{event_type}"_s;
        QVERIFY(ProfileStore(m_dir.filePath(u"config/outbox-console/profiles.ini"_s))
                    .save(profile)
                    .ok());
        const test::CliRun viaProfile =
            test::runOutboxctl({u"--profile=broker-profile"_s, u"relay"_s, u"test-publish"_s}, env);
        QVERIFY2(viaProfile.code == 0, qPrintable(viaProfile.err));
        const test::CliRun structured =
            amqpTool({u"read"_s, m_amqpUrl, u"q-tests"_s, u"1"_s, u"10000"_s});
        QVERIFY2(structured.code == 0, qPrintable(structured.err));
        const QJsonObject ce =
            QJsonDocument::fromJson(
                jsonLines(structured.out).value(0).value(u"body"_s).toString().toUtf8())
                .object();
        QCOMPARE(ce.value(u"type"_s).toString(), u"console.test"_s);
        QCOMPARE(ce.value(u"specversion"_s).toString(), u"1.0"_s);

        // Routed nowhere (this exchange takes StorageObject.put only): the broker's reason.
        QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.putonly"_s, u"q-putonly"_s,
                          u"StorageObject.put"_s})
                    .code == 0);
        const test::CliRun unrouted = test::runOutboxctl(
            {u"relay"_s, u"test-publish"_s, u"--sink="_s + amqpSink(u"outbox.putonly"_s)}, env);
        QVERIFY(unrouted.code != 0);
        QVERIFY2(unrouted.err.contains(u"NO_ROUTE"_s) &&
                     unrouted.err.contains(u"event_type test"_s),
                 qPrintable(unrouted.err));
        // A wrong password: refused, and the password is nowhere in what was printed.
        env.insert(u"OUTBOX_SINK_PASSWORD"_s, u"not-the-password"_s);
        const test::CliRun refused = test::runOutboxctl(
            {u"relay"_s, u"test-publish"_s, u"--sink="_s + amqpSink(u"outbox.tests"_s)}, env);
        QVERIFY(refused.code != 0);
        QVERIFY2(!refused.err.contains(u"not-the-password"_s) && !refused.err.isEmpty(),
                 qPrintable(refused.err));
        QCOMPARE(amqpTool({u"count"_s, m_amqpUrl, u"q-tests"_s}).out.trimmed(), u"0"_s);
    }

    // A message the broker refuses (no route for deletes) is retried, then dead after the
    // configured attempts with the broker's reason, while the rest of the table is sent.
    void refusedMessagesDeadLetterWithTheReason() {
        auto pg = std::make_unique<DatabaseSession>(test::postgresSpec(), u"broker-dead"_s);
        QVERIFY(pg->open().ok());
        const int rows = 40;
        QVERIFY(test::loadFennFlowPostgres(*pg, rows, 40).ok()); // one event per file
        QSqlQuery q(pg->database());
        QVERIFY(q.exec(u"UPDATE fennflow.outbox SET event_type = 'delete' WHERE id IN (SELECT id "
                       u"FROM fennflow.outbox ORDER BY id LIMIT 5)"_s));
        QVERIFY(amqpTool({u"setup"_s, m_amqpUrl, u"outbox.deadtest"_s, u"q-deadtest"_s,
                          u"StorageObject.put"_s})
                    .code == 0);
        const QProcessEnvironment env =
            test::fennFlowRelayEnvironment(*pg, m_dir.path(), password());
        QVERIFY(!env.isEmpty());
        QProcess relay;
        QVERIFY(test::startOutboxctl(relay,
                                     {u"--table=fennflow.outbox"_s, u"relay"_s,
                                      u"--sink="_s + amqpSink(u"outbox.deadtest"_s), u"--sleep=1"_s,
                                      u"--backoff=1"_s, u"--max-attempts=2"_s},
                                     env));
        const auto dead = [&] {
            return test::queryValue(
                       *pg, u"SELECT count(*) FROM outbox_console_delivery WHERE attempts = 2 "
                            u"AND next_attempt_at IS NULL"_s)
                .toInt();
        };
        const bool settled = QTest::qWaitFor([&] { return dead() == 5; }, 60'000);
        ::kill(pid_t(relay.processId()), SIGTERM);
        QVERIFY(relay.waitForFinished(30'000));
        QVERIFY2(settled, qPrintable(QString::fromUtf8(relay.readAllStandardError()).right(2000)));
        QCOMPARE(
            test::queryValue(*pg, u"SELECT count(*) FROM fennflow.outbox WHERE status = 'sent'"_s)
                .toInt(),
            rows - 5);
        QCOMPARE(test::queryValue(*pg,
                                  u"SELECT count(*) FROM fennflow.outbox o JOIN "
                                  u"outbox_console_delivery d ON d.outbox_id = o.id WHERE o.status "
                                  u"<> 'sent' AND o.event_type = 'delete' AND d.last_error LIKE "
                                  u"'%NO_ROUTE%'"_s)
                     .toInt(),
                 5);
        QCOMPARE(amqpTool({u"count"_s, m_amqpUrl, u"q-deadtest"_s}).out.trimmed(),
                 QString::number(rows - 5));
    }

private:
    // librdkafka's mock cluster in tests/support/kafka-mock (3 brokers, the topic with 4
    // partitions), for as long as the object lives.
    class KafkaMock {
    public:
        explicit KafkaMock(const QString &topic) {
            m_process.start(QStringLiteral(KAFKA_MOCK_BINARY), {u"3"_s, topic, u"4"_s});
            if (!m_process.waitForReadyRead(20'000)) {
                m_problem = u"kafka-mock did not start: "_s +
                            QString::fromUtf8(m_process.readAllStandardError());
                return;
            }
            const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
            if (!line.startsWith(u"bootstrap "_s))
                m_problem = u"kafka-mock said: "_s + line;
            m_bootstrap = line.mid(10);
        }
        ~KafkaMock() {
            m_process.write("quit\n");
            if (!m_process.waitForFinished(10'000))
                m_process.kill();
        }
        QString problem() const { return m_problem; }
        QString bootstrap() const { return m_bootstrap; }
        bool command(const QString &line) {
            m_process.write((line + u'\n').toUtf8());
            return m_process.waitForReadyRead(5000) && m_process.readLine().trimmed() == "ok";
        }

    private:
        QProcess m_process;
        QString m_bootstrap;
        QString m_problem;
    };
    test::CliRun kafkaRead(const QString &bootstrap, const QString &topic, int count,
                           int timeoutMs = 20000) {
        return test::runProgram(u"/usr/bin/python3"_s,
                                {test::supportFile(u"kafka-read.py"_s), bootstrap, topic,
                                 QString::number(count), QString::number(timeoutMs)});
    }
    QString password() const { return qEnvironmentVariable("OUTBOX_TEST_AMQP_PASSWORD"); }
    SinkOptions brokerOptions() const {
        SinkOptions o;
        o.brokerPassword = password();
        return o;
    }
    QString amqpSink(const QString &exchange) const {
        return m_amqpUrl + u"?exchange="_s + exchange;
    }
    test::CliRun amqpTool(const QStringList &args) {
        QProcessEnvironment env = m_node;
        env.insert(u"OUTBOX_TEST_AMQP_PASSWORD"_s, password());
        return test::runNodeTool(u"amqp-read.js"_s, args, env);
    }
    test::CliRun natsTool(const QStringList &args) {
        QProcessEnvironment env = m_node;
        env.insert(u"OUTBOX_TEST_NATS_PASSWORD"_s,
                   qEnvironmentVariable("OUTBOX_TEST_NATS_PASSWORD"));
        return test::runNodeTool(u"nats-read.js"_s, args, env);
    }
    // tests/support/<broker>-server pause|resume on the fixture's folder.
    bool server(const QString &broker, const QString &command) {
        QProcess p;
        p.start(test::supportFile(broker + u"-server"_s), {command, m_servers + u'/' + broker});
        return p.waitForFinished(120'000) && p.exitStatus() == QProcess::NormalExit &&
               p.exitCode() == 0;
    }
    QTemporaryDir m_dir;
    QString m_amqpUrl;
    QString m_natsUrl;
    QString m_servers;
    QProcessEnvironment m_node;
};

QTEST_GUILESS_MAIN(TestBrokerSinks)
#include "tst_brokersinks.moc"
