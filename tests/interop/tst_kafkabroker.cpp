// The Kafka sink against a real Apache Kafka 4 broker (tests/support/kafka-server, started once
// per run by the ctest fixture "kafka": one KRaft node, topic auto-creation off, listeners
// PLAINTEXT, SASL_PLAINTEXT with SCRAM-SHA-512 and SASL_SSL with SCRAM-SHA-512 and PLAIN and a
// throwaway CA), with what it published read back by an independent client (Debian's
// python3-kafka, tests/support/kafka-read.py, over the same security) and the broker's own log
// (its DumpLogSegments tool: the batches of an idempotent producer). tst_brokersinks keeps the
// fault injection against librdkafka's mock cluster; this is what a real broker says: the
// message key and partition, order per key, SASL and TLS, a wrong password, an untrusted
// certificate and a missing topic refused with the broker's reason, and `outboxctl relay`
// publishing FennFlow rows from PostgreSQL through a broker restart.
//
// SCRAM: librdkafka before 2.6.1 (Debian 12 has 2.0.2) puts the client's nonce twice into its
// SCRAM client-final message, and Kafka 4 checks it strictly (librdkafka#4895), so every SCRAM
// authentication is refused as "invalid credentials", whatever the password. The default build
// links the pinned librdkafka built from source (cmake/RdKafka.cmake), and there every SCRAM case
// must pass. Only a build with -DOUTBOX_SYSTEM_RDKAFKA=ON on an older librdkafka checks instead
// that the sink says so, as expected failures (QEXPECT_FAIL: an XPASS fails the test).
#include "datarows.h"
#include "relay/eventsink.h"
#include "sampleevents.h"
#include "testdatabases.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <librdkafka/rdkafka.h>

#include <csignal>

using namespace Qt::StringLiterals;
using namespace outbox;

using namespace outbox::test;

class TestKafkaBroker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        m_plain = qEnvironmentVariable("OUTBOX_TEST_KAFKA_BOOTSTRAP");
        m_scram = qEnvironmentVariable("OUTBOX_TEST_KAFKA_SCRAM_BOOTSTRAP");
        m_tls = qEnvironmentVariable("OUTBOX_TEST_KAFKA_TLS_BOOTSTRAP");
        m_user = qEnvironmentVariable("OUTBOX_TEST_KAFKA_USER");
        m_password = qEnvironmentVariable("OUTBOX_TEST_KAFKA_PASSWORD");
        m_ca = qEnvironmentVariable("OUTBOX_TEST_KAFKA_CA");
        m_serverDir = qEnvironmentVariable("OUTBOX_TEST_KAFKA_DIR");
        QVERIFY2(!m_plain.isEmpty() && !m_scram.isEmpty() && !m_tls.isEmpty() &&
                     !m_password.isEmpty() && QFileInfo::exists(m_ca) &&
                     QFileInfo::exists(m_serverDir + u"/env"_s),
                 "the kafka fixture did not start (OUTBOX_TEST_KAFKA_* in test-servers/kafka/env)");
        QVERIFY(m_dir.isValid());
#ifndef OUTBOX_SYSTEM_RDKAFKA
        // The build links the pinned librdkafka (cmake/RdKafka.cmake), which logs in over SCRAM:
        // the SCRAM cases below must pass, not be expected to fail.
        QVERIFY2(rd_kafka_version() >= 0x02060100, rd_kafka_version_str());
#endif
    }

    // PLAINTEXT: every event once, its key the aggregate id, a key's events in one partition in
    // their order, the headers as the sink sets them; and the broker's log shows the batches of
    // an idempotent producer (a producer id, and sequence numbers that run on without a gap or a
    // repeat in each partition), which librdkafka allows only with acks=all.
    void plaintextKeysOnePartitionInOrderOnce() {
        SinkOptions options;
        options.format = EventFormat::CloudEventsBinary;
        auto sink = openEventSink(u"kafka://%1/interop.plain"_s.arg(m_plain), options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        const QList<SinkEvent> events = sampleEvents(72, 6);
        const auto outcomes = (*sink)->publishBatch(events.mid(0, 60), true);
        QVERIFY2(allOk(outcomes), qPrintable(describe(outcomes)));
        // A second batch on the same producer: its sequence numbers go on from the first's.
        QVERIFY(allOk((*sink)->publishBatch(events.mid(60), true)));

        const test::CliRun read = kafkaRead({}, m_plain, u"interop.plain"_s, 72);
        QVERIFY2(read.code == 0, qPrintable(read.err + read.out.right(500)));
        QHash<QString, int> partitionOf;
        QHash<QString, int> lastNOfKey;
        QSet<QString> ids;
        QSet<int> partitions;
        for (const QJsonObject &m : jsonLines(read.out)) {
            const QString value = m.value(u"value"_s).toString();
            const int n = sampleNumber(value);
            QVERIFY(n >= 1 && n <= 72);
            const SinkEvent &sent = events.at(n - 1);
            const QString mismatch = kafkaMessageMismatch(m, sent);
            QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
            const QJsonObject headers = m.value(u"headers"_s).toObject();
            QCOMPARE(headers.value(u"ce_type"_s).toString(), u"StorageObject."_s + sent.eventType);
            QCOMPARE(headers.value(u"content-type"_s).toString(), u"application/json"_s);
            const int partition = m.value(u"partition"_s).toInt();
            QCOMPARE(partitionOf.value(sent.aggregateId, partition), partition);
            partitionOf[sent.aggregateId] = partition;
            partitions.insert(partition);
            // Per partition in offset order: a key's events in the order they were given.
            QVERIFY2(lastNOfKey.value(sent.aggregateId) < n, qPrintable(sent.aggregateId));
            lastNOfKey[sent.aggregateId] = n;
            QVERIFY2(!ids.contains(sent.eventId), qPrintable(sent.eventId));
            ids.insert(sent.eventId);
        }
        QCOMPARE(ids.size(), 72);
        QVERIFY2(partitions.size() > 1, "six keys all went to one partition of four");

        // The broker's own record of the batches.
        const QStringList segments = logSegments(u"interop.plain"_s);
        QCOMPARE(segments.size(), 4);
        const test::CliRun dump = kafkaTool(
            {u"org.apache.kafka.tools.DumpLogSegments"_s, u"--files"_s, segments.join(u',')});
        QVERIFY2(dump.code == 0, qPrintable(dump.err));
        static const QRegularExpression batch(
            u"count: (\\d+) baseSequence: (-?\\d+) lastSequence: (-?\\d+) producerId: (-?\\d+)"_s);
        int batches = 0, records = 0;
        QSet<QString> producers;
        QString segment;
        int nextSequence = 0;
        for (const QString &line : dump.out.split(u'\n')) {
            if (line.startsWith(u"Dumping "_s)) {
                segment = line;
                nextSequence = 0;
                continue;
            }
            const auto m = batch.match(line);
            if (!m.hasMatch())
                continue;
            ++batches;
            records += m.captured(1).toInt();
            producers.insert(m.captured(4));
            QVERIFY2(m.captured(4).toLongLong() >= 0, qPrintable(line)); // not idempotent: -1
            QVERIFY2(m.captured(2).toInt() == nextSequence, qPrintable(segment + u": "_s + line));
            nextSequence = m.captured(3).toInt() + 1;
        }
        QCOMPARE(records, 72);
        QVERIFY(batches >= 4);
        QCOMPARE(producers.size(), 1); // one producer for the sink's life
    }

    // SASL_PLAINTEXT with SCRAM-SHA-512, and SASL_SSL (the CA file) with SCRAM-SHA-512 and with
    // PLAIN: published, and read back by python3-kafka over the same listener and mechanism (its
    // own SASL and TLS, the host name checked).
    void saslAndTls_data() {
        test::addRows<QString, bool>("mechanism", "tls",
                                     {{"sasl_plaintext scram-sha-512", u"scram-sha-512"_s, false},
                                      {"sasl_ssl scram-sha-512", u"scram-sha-512"_s, true},
                                      {"sasl_ssl plain", u"plain"_s, true}});
    }
    void saslAndTls() {
        QFETCH(QString, mechanism);
        QFETCH(bool, tls);
        const QString topic = tls ? u"interop.tls"_s : u"interop.scram"_s;
        auto sink = openEventSink(secureSink(mechanism, tls, topic), brokerOptions());
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        QVERIFY(!(*sink)->description().contains(m_password));
        const QList<SinkEvent> events = sampleEvents(20, 4);
        const auto outcomes = (*sink)->publishBatch(events, true);
        if (scramRefused(mechanism)) {
            // Refused with the broker's reason and what is wrong on the client's side: each
            // key's first event (the rest of a key are not tried after it).
            QString reason;
            QCOMPARE(failures(outcomes, &reason), 4);
            QVERIFY2(reason.contains(u"invalid credentials"_s) &&
                         reason.contains(u"librdkafka 2.6.1 fixed it"_s),
                     qPrintable(reason));
            QEXPECT_FAIL("", "librdkafka < 2.6.1 sends a SCRAM proof Kafka 4 refuses", Abort);
        }
        QVERIFY2(allOk(outcomes), qPrintable(describe(outcomes)));
        // Everything the topic has (the two rows over TLS share theirs).
        const test::CliRun read =
            kafkaRead(readSecurity(mechanism, tls), tls ? m_tls : m_scram, topic, -1);
        QVERIFY2(read.code == 0, qPrintable(read.err + read.out.right(500)));
        QSet<QString> ids;
        for (const QJsonObject &m : jsonLines(read.out)) {
            ids.insert(m.value(u"headers"_s).toObject().value(u"event_id"_s).toString());
            QVERIFY(m.value(u"key"_s).toString().startsWith(u"tenant|||files|||key-"_s));
        }
        for (const SinkEvent &e : events)
            QVERIFY2(ids.contains(e.eventId), qPrintable(e.eventId));
    }

    // A wrong password: the broker refuses the authentication, the events fail with its reason
    // (not a bare time-out), soon, and the password is nowhere in it.
    void wrongPasswordIsRefusedWithTheReason_data() {
        QTest::addColumn<QString>("mechanism");
        QTest::addColumn<bool>("tls");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sasl_plaintext scram-sha-512")
            << u"scram-sha-512"_s << false
            << u"Authentication failed during authentication due to invalid credentials with "
               u"SASL mechanism SCRAM-SHA-512"_s;
        QTest::newRow("sasl_ssl plain")
            << u"plain"_s << true << u"Authentication failed: Invalid username or password"_s;
    }
    void wrongPasswordIsRefusedWithTheReason() {
        QFETCH(QString, mechanism);
        QFETCH(bool, tls);
        QFETCH(QString, expected);
        SinkOptions wrong = brokerOptions();
        wrong.brokerPassword = u"not-the-password"_s;
        wrong.requestTimeoutMs = 5000;
        auto sink = openEventSink(secureSink(mechanism, tls, u"interop.denied"_s), wrong);
        QVERIFY(sink);
        QElapsedTimer took;
        took.start();
        const auto outcomes = (*sink)->publishBatch(sampleEvents(3, 3), true);
        QString reason;
        QCOMPARE(failures(outcomes, &reason), 3);
        QVERIFY2(reason.contains(expected), qPrintable(reason));
        if (scramRefused(mechanism)) // and why the right password would not do either
            QVERIFY2(reason.contains(u"librdkafka 2.6.1 fixed it"_s), qPrintable(reason));
        QVERIFY2(!reason.contains(u"not-the-password"_s), qPrintable(reason));
        QVERIFY2(took.elapsed() < 4000, qPrintable(u"%1 ms"_s.arg(took.elapsed())));
        // Nothing reached interop.denied: nothingReachedTheRefusedTopics.
    }

    // TLS to a broker whose certificate does not chain to the CA the sink trusts: the system's
    // CAs (no ca-file), another CA, or the right CA but a host name the certificate does not
    // name. Refused with the TLS reason, soon.
    void untrustedCertificateIsRefusedWithTheReason_data() {
        QTest::addColumn<QString>("caFile");
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("expected");
        QTest::newRow("system CAs")
            << QString() << u"127.0.0.1"_s << u"certificate verify failed"_s;
        QTest::newRow("another CA")
            << u"other"_s << u"127.0.0.1"_s << u"certificate verify failed"_s;
        QTest::newRow("another host name")
            << u"fixture"_s << u"localhost"_s << u"certificate verify failed"_s;
    }
    void untrustedCertificateIsRefusedWithTheReason() {
        QFETCH(QString, caFile);
        QFETCH(QString, host);
        QFETCH(QString, expected);
        if (caFile == u"other"_s) {
            caFile = m_dir.filePath(u"other-ca.pem"_s);
            if (!QFileInfo::exists(caFile)) {
                QProcess openssl;
                openssl.start(u"openssl"_s,
                              {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s,
                               u"-days"_s, u"1"_s, u"-subj"_s, u"/CN=not-the-kafka-test-ca"_s,
                               u"-keyout"_s, m_dir.filePath(u"other-ca.key"_s), u"-out"_s, caFile});
                QVERIFY(openssl.waitForFinished(30'000) && openssl.exitCode() == 0);
            }
        } else if (caFile == u"fixture"_s) {
            caFile = m_ca;
        }
        QString bootstrap = m_tls;
        bootstrap.replace(u"127.0.0.1"_s, host);
        SinkOptions options = brokerOptions();
        options.requestTimeoutMs = 5000;
        auto sink = openEventSink(
            u"kafka://%1@%2/interop.denied?sasl=plain&tls=true%3"_s.arg(
                m_user, bootstrap, caFile.isEmpty() ? QString() : u"&ca-file="_s + caFile),
            options);
        QVERIFY2(sink, sink ? "" : qPrintable(sink.error().message));
        QElapsedTimer took;
        took.start();
        QString reason;
        QCOMPARE(failures((*sink)->publishBatch(sampleEvents(2, 2), true), &reason), 2);
        QVERIFY2(reason.contains(expected), qPrintable(reason));
        QVERIFY2(took.elapsed() < 4000, qPrintable(u"%1 ms"_s.arg(took.elapsed())));
    }

    // Topic auto-creation is off: a topic that does not exist fails its events with the broker's
    // reason, soon, and is not created by the attempt.
    void missingTopicFailsWithTheReason() {
        SinkOptions options;
        options.requestTimeoutMs = 2000; // the sink waits half of it for the topic to appear
        auto sink = openEventSink(u"kafka://%1/interop.no-such-topic"_s.arg(m_plain), options);
        QVERIFY(sink);
        QElapsedTimer took;
        took.start();
        QString reason;
        QCOMPARE(failures((*sink)->publishBatch(sampleEvents(2, 2), true), &reason), 2);
        QVERIFY2(reason.contains(u"Unknown topic or partition"_s) &&
                     reason.contains(u"interop.no-such-topic"_s),
                 qPrintable(reason));
        QVERIFY2(took.elapsed() < 2000, qPrintable(u"%1 ms"_s.arg(took.elapsed())));
        const test::CliRun read = kafkaRead({}, m_plain, u"interop.no-such-topic"_s, 1, 500);
        QCOMPARE(read.code, 2);
        QVERIFY2(read.err.contains(u"no topic"_s), qPrintable(read.err));
    }

    // outboxctl relay with a wrong broker password (PLAIN over TLS): one batch, every row failed
    // with the broker's reason and left to retry (attempt 1, a next attempt set; not dead, not
    // sent), the password in no message, the row's error or the relay's output; nothing published.
    void relayWithAWrongPasswordLeavesTheRowsToRetry() {
        auto pg = std::make_unique<DatabaseSession>(test::postgresSpec(), u"kafka-denied"_s);
        QVERIFY(pg->open().ok());
        QVERIFY(test::loadFennFlowPostgres(*pg, 5, 5).ok());
        QProcessEnvironment env = test::fennFlowRelayEnvironment(*pg, m_dir.path(), m_password);
        QVERIFY(!env.isEmpty());
        env.insert(u"OUTBOX_SINK_PASSWORD"_s, u"not-the-password"_s);
        const test::CliRun run = test::runOutboxctl(
            {u"--table=fennflow.outbox"_s, u"relay"_s, u"--once"_s,
             u"--sink="_s + secureSink(u"plain"_s, true, u"interop.relay-denied"_s)},
            env);
        QVERIFY2(!run.err.contains(u"not-the-password"_s), qPrintable(run.err));
        QVERIFY2(run.err.contains(u"failed 5"_s), qPrintable(run.err));
        QCOMPARE(queryValue(*pg, u"SELECT count(*) FROM fennflow.outbox WHERE status = 'sent'"_s),
                 u"0"_s);
        QCOMPARE(queryValue(*pg, u"SELECT count(*) FROM fennflow.outbox WHERE status = 'failed'"_s),
                 u"0"_s);
        QCOMPARE(queryValue(*pg, u"SELECT count(*) FROM outbox_console_delivery WHERE attempts = 1 "
                                 u"AND next_attempt_at IS NOT NULL AND last_error LIKE "
                                 u"'%Authentication failed: Invalid username or password%'"_s),
                 u"5"_s);
        QCOMPARE(queryValue(*pg, u"SELECT count(*) FROM outbox_console_delivery WHERE last_error "
                                 u"LIKE '%not-the-password%'"_s),
                 u"0"_s);
    }

    // What the broker refused above never reached it: interop.denied (the wrong passwords and
    // the untrusted certificates) and interop.relay-denied hold no message.
    void nothingReachedTheRefusedTopics_data() {
        test::addStringRows("topic", {{"interop.denied", u"interop.denied"_s},
                                      {"interop.relay-denied", u"interop.relay-denied"_s}});
    }
    void nothingReachedTheRefusedTopics() {
        QFETCH(QString, topic);
        const test::CliRun read = kafkaRead({}, m_plain, topic, 1, 1000);
        QCOMPARE(read.code, 1); // read none, the topic there
        QCOMPARE(read.out, QString());
    }

    // outboxctl relay from FennFlow on PostgreSQL over SASL_SSL (PLAIN, the CA file, the password
    // from OUTBOX_SINK_PASSWORD), while the broker stops (a controlled shutdown) and
    // starts again mid-run: no row is marked sent while the broker is away, every row arrives,
    // a key's events first arrive in their order, and an event arrives twice only if its row
    // had a failed attempt (a batch the broker did not acknowledge, sent again).
    void relayPublishesThroughABrokerRestart() {
        auto pg = std::make_unique<DatabaseSession>(test::postgresSpec(), u"kafka-relay"_s);
        QVERIFY(pg->open().ok());
        const int rows = 2000;
        QVERIFY(test::loadFennFlowPostgres(*pg, rows, 20).ok());
        const QProcessEnvironment env =
            test::fennFlowRelayEnvironment(*pg, m_dir.path(), m_password);
        QVERIFY(!env.isEmpty());
        // The same row ids as the test before: its failed attempts are not this run's.
        QVERIFY(QSqlQuery(pg->database()).exec(u"DELETE FROM outbox_console_attempts"_s));
        QProcess relay;
        relay.setProcessChannelMode(QProcess::SeparateChannels); // its log is read below
        QVERIFY(test::startOutboxctl(
            relay,
            {u"--table=fennflow.outbox"_s, u"relay"_s,
             u"--sink="_s + secureSink(u"plain"_s, true, u"interop.relay"_s), u"--batch-size=10"_s,
             u"--sleep=1"_s, u"--backoff=1"_s, u"--max-attempts=50"_s},
            env));
        const auto sent = [&] {
            return queryValue(*pg, u"SELECT count(*) FROM fennflow.outbox WHERE status = 'sent'"_s)
                .toInt();
        };
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(QTest::qWaitFor([&] { return sent() > 0; }, 30'000),
                 qPrintable(QString::fromUtf8(relay.readAllStandardError()).right(2000)));
        QVERIFY(server(u"pause"_s));
        const int atStop = sent();
        const qint64 stopped = clock.elapsed();
        QTest::qWait(1000);
        const int whileAway = sent();
        QVERIFY(server(u"resume"_s));
        const qint64 resumed = clock.elapsed();
        QVERIFY2(atStop < rows, "the relay was done before the broker stopped: no outage tested");
        // Nothing is sent without the broker's acknowledgement (a batch may settle that was
        // acknowledged just before the stop).
        QVERIFY2(whileAway - atStop <= 10, qPrintable(u"%1 → %2"_s.arg(atStop).arg(whileAway)));
        QVERIFY2(QTest::qWaitFor([&] { return sent() == rows; }, 120'000),
                 qPrintable(u"%1 of %2 sent"_s.arg(sent()).arg(rows)));
        const qint64 allSent = clock.elapsed();
        ::kill(pid_t(relay.processId()), SIGTERM);
        QVERIFY(relay.waitForFinished(30'000));
        QCOMPARE(relay.exitCode(), 0);
        const QString log = QString::fromUtf8(relay.readAllStandardError());
        QVERIFY2(!log.contains(m_password), "the relay's log holds the broker password");

        // Rows with a failed attempt: the only ones that may arrive twice.
        QSet<QString> retriedEvents;
        QHash<QString, QString> eventOfRow;
        {
            QSqlQuery q(pg->database());
            QVERIFY(q.exec(u"SELECT o.event_id::text FROM fennflow.outbox o WHERE EXISTS (SELECT "
                           u"1 FROM outbox_console_attempts a WHERE replace(a.row_id, '-', '') = "
                           u"replace(o.id::text, '-', '') AND a.event = 'failed')"_s));
            while (q.next())
                retriedEvents.insert(q.value(0).toString());
        }
        const test::CliRun read =
            kafkaRead(readSecurity(u"plain"_s, true), m_tls, u"interop.relay"_s, -1, 30'000);
        QVERIFY2(read.code == 0, qPrintable(read.err));
        QHash<QString, int> copies;
        QHash<QString, QDateTime> lastOfKey;
        int reorders = 0;
        QString firstReorder;
        for (const QJsonObject &m : jsonLines(read.out)) {
            const QJsonObject event =
                QJsonDocument::fromJson(m.value(u"value"_s).toString().toUtf8()).object();
            const QString id = event.value(u"event_id"_s).toString();
            const QString key = event.value(u"aggregate_id"_s).toString();
            QCOMPARE(m.value(u"key"_s).toString(), key);
            const QDateTime created =
                QDateTime::fromString(event.value(u"created_at"_s).toString(), Qt::ISODateWithMs);
            if (!copies.contains(id) && lastOfKey.value(key) > created && reorders++ == 0)
                firstReorder =
                    u"%1 (%2) after %3"_s.arg(id, created.toString(Qt::ISODateWithMs),
                                              lastOfKey.value(key).toString(Qt::ISODateWithMs));
            ++copies[id];
            lastOfKey[key] = qMax(lastOfKey.value(key), created);
        }
        QCOMPARE(copies.size(), rows); // nothing lost
        QVERIFY2(reorders == 0,
                 qPrintable(u"%1 reorders, the first: %2"_s.arg(reorders).arg(firstReorder)));
        int duplicated = 0;
        for (auto it = copies.cbegin(); it != copies.cend(); ++it) {
            if (it.value() == 1)
                continue;
            ++duplicated;
            QVERIFY2(retriedEvents.contains(it.key()),
                     qPrintable(u"%1 arrived %2 times without a failed attempt"_s.arg(it.key()).arg(
                         it.value())));
        }
        qInfo().noquote() << u"%1 rows; %2 sent when the broker had stopped (%3 ms), back at %4 "
                             u"ms, all sent at %5 ms, read at %6 ms; %7 with a failed attempt; "
                             u"%8 arrived more than once"_s.arg(rows)
                                 .arg(atStop)
                                 .arg(stopped)
                                 .arg(resumed)
                                 .arg(allSent)
                                 .arg(clock.elapsed())
                                 .arg(retriedEvents.size())
                                 .arg(duplicated);
    }

private:
    SinkOptions brokerOptions() const {
        SinkOptions o;
        o.brokerPassword = m_password;
        return o;
    }
    // kafka://outbox@…/TOPIC?sasl=MECHANISM over SASL_PLAINTEXT (SCRAM-SHA-512 only) or SASL_SSL
    // (with the fixture's CA file).
    QString secureSink(const QString &mechanism, bool tls, const QString &topic) const {
        return tls ? u"kafka://%1@%2/%3?sasl=%4&tls=true&ca-file=%5"_s.arg(m_user, m_tls, topic,
                                                                           mechanism, m_ca)
                   : u"kafka://%1@%2/%3?sasl=%4"_s.arg(m_user, m_scram, topic, mechanism);
    }
    QStringList readSecurity(const QString &mechanism, bool tls) const {
        QStringList options{u"--sasl-user="_s + m_user,
                            u"--sasl-mechanism="_s + mechanism.toUpper()};
        if (tls)
            options << u"--ca-file="_s + m_ca;
        return options;
    }
    // Whether this librdkafka's SCRAM is one Kafka 4 refuses (see the top of the file).
    static bool scramRefused(const QString &mechanism) {
        return mechanism.startsWith(u"scram"_s) && rd_kafka_version() < 0x02060100;
    }
    // tests/support/kafka-read.py: python3-kafka, the password (if any) in its environment; count
    // -1 reads every message the topic has.
    test::CliRun kafkaRead(const QStringList &security, const QString &bootstrap,
                           const QString &topic, int count, int timeoutMs = 20000) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"KAFKA_READ_PASSWORD"_s, m_password);
        return test::runProgram(u"/usr/bin/python3"_s,
                                QStringList{test::supportFile(u"kafka-read.py"_s)}
                                    << security << bootstrap << topic
                                    << (count < 0 ? u"all"_s : QString::number(count))
                                    << QString::number(timeoutMs),
                                env, timeoutMs + 60'000);
    }
    // A Kafka tool of the broker's jars (tests/support/kafka-server tool).
    test::CliRun kafkaTool(const QStringList &args) {
        return test::runProgram(test::supportFile(u"kafka-server"_s),
                                QStringList{u"tool"_s, m_serverDir} << args);
    }
    // The log segment files of a topic's partitions in the broker's data folder.
    QStringList logSegments(const QString &topic) const {
        QStringList files;
        QDirIterator it(m_serverDir + u"/data"_s, {u"*.log"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (QFileInfo(file).dir().dirName().startsWith(topic + u'-'))
                files << file;
        }
        files.sort();
        return files;
    }
    // tests/support/kafka-server pause|resume on the fixture's folder.
    bool server(const QString &command) {
        QProcess p;
        p.start(test::supportFile(u"kafka-server"_s), {command, m_serverDir});
        const bool done = p.waitForFinished(120'000) && p.exitStatus() == QProcess::NormalExit &&
                          p.exitCode() == 0;
        if (!done)
            qWarning().noquote() << "kafka-server" << command << p.readAllStandardError();
        return done;
    }
    QTemporaryDir m_dir;
    QString m_plain, m_scram, m_tls; // bootstrap addresses per listener
    QString m_user, m_password, m_ca;
    QString m_serverDir; // the fixture's folder (kafka-server pause/resume/tool)
};

QTEST_GUILESS_MAIN(TestKafkaBroker)
#include "tst_kafkabroker.moc"
