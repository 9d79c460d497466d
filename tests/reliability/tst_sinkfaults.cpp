// Sink faults: the object store and the webhook answer 500, 503 SlowDown, nothing at all
// (timeouts), refuse the connection and reject the signature, in turn. After every round the
// rows carry exactly what outbox-formats.md documents: attempt_count (Vortos) or the side table's
// attempts (FennFlow) one higher, next_attempt_at = now + min(cap, base·2^(attempt−1)) in whole
// seconds, the status still ready, last_error naming the fault; the fifth failure dead-letters.
// Time comes from an injected clock, never from sleeping. The faults come from a loopback fault
// server (tests/reliability/faultserver.h); the bad signatures from the real signature-checking
// proxy in front of s3rver (fixture `s3`), and a recovery round goes through a byte-for-byte
// forward to it, so the delivered object is really in the bucket.
#include "faultserver.h"

#include "objectstore/s3objectstore.h"
#include "relay/relayengine.h"
#include "relay/webhooksink.h"
#include "relayexecutors.h"
#include "reportsupport.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// A webhook receiver that checks the signature with secret: 200 with {} to a request signed
// with it, 401 Unauthorized with "signature mismatch" to any other.
test::FaultServer::Handler signatureChecking(const QByteArray &secret) {
    return [secret](const test::FaultServer::Request &request) {
        const bool signedWithSecret =
            request.header("x-outbox-signature") == WebhookSink::signature(secret, request.body);
        test::FaultServer::Reply reply;
        reply.status = signedWithSecret ? 200 : 401;
        reply.reason = signedWithSecret ? "OK" : "Unauthorized";
        reply.body = signedWithSecret ? "{}" : "signature mismatch";
        reply.contentType = signedWithSecret ? "application/json" : "text/plain";
        return std::optional<test::FaultServer::Reply>(reply);
    };
}

// outbox-formats.md: next_attempt_at = now + min(cap, base·2^(attempt−1)), base 30 s, cap 3600 s,
// dead at the fifth failure. Written out, not computed with the code under test.
const QList<qint64> kDocumentedBackoff{30, 60, 120, 240};

bool longRun() {
    return qEnvironmentVariable("OUTBOX_RELIABILITY_LONG") == u"1"_s;
}

struct RowSnapshot {
    QString status;
    int attempts = -1;
    QString lastError;
    QString nextAttemptAt; // "yyyy-MM-dd HH:mm:ss" (Vortos) or "yyyy-MM-dd HH:mm:ss.zzz" (side)
    QString processedAt;
    bool exists = false;
};

} // namespace

class TestSinkFaults : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void objectStoreFaults();
    void webhookFaults();
    void cleanupTestCase();

private:
    S3Config faultConfig(quint16 port) const;
    S3Config realConfig() const;
    Result<BatchResult> runVortos(const S3Config &config);
    Result<BatchResult> runFenn(const QString &url, const QString &secret);
    RowSnapshot vortosRow(const QString &id);
    RowSnapshot fennRow(const QString &id);
    void report(const QString &sink, const QString &fault, int requests, const RowSnapshot &s);

    std::unique_ptr<DatabaseSession> m_pg;
    QDateTime m_clock{QDate(2026, 6, 1), QTime(12, 0), Qt::UTC};
    QString m_endpoint;
    QString m_bucket;
    OutboxTable m_vortos;
    OutboxTable m_fenn;
    QStringList m_table; // the markdown table of rounds
};

void TestSinkFaults::initTestCase() {
    m_endpoint = qEnvironmentVariable("OUTBOX_TEST_S3_ENDPOINT");
    m_bucket = qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET");
    QVERIFY2(!m_endpoint.isEmpty(), "run through ctest (fixture s3)");
    QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"sinkfaults"_s).ok());
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS rel2sink CASCADE"_s,
                                 u"DROP SCHEMA IF EXISTS rel2fenn CASCADE"_s,
                                 u"DROP TABLE IF EXISTS outbox_console_delivery"_s})
                .ok());
    QVERIFY(reliability::makeVortosAndFennFlow(*m_pg, u"rel2sink"_s, u"rel2fenn"_s).ok());
    QVERIFY(test::runSql(*m_pg, {u"DELETE FROM rel2sink.object_store_outbox"_s,
                                 u"DELETE FROM rel2fenn.outbox"_s})
                .ok());
    auto v = test::resolveTable(*m_pg, u"rel2sink.object_store_outbox"_s);
    QVERIFY2(v.ok(), qPrintable(v ? QString() : v.error().message));
    m_vortos = *v;
    TableRequest fenn;
    fenn.table = *TableName::parse(u"rel2fenn.outbox"_s);
    fenn.vocabulary = u"shipped"_s;
    auto f = TableResolver::resolve(*m_pg, fenn);
    QVERIFY2(f.ok(), qPrintable(f ? QString() : f.error().message));
    m_fenn = *f;
    QVERIFY(DeliveryTable::create(*m_pg, m_fenn).ok());
    m_table
        << u"| sink | fault | requests at the fault server | status | attempts | next_attempt_at | "
           "last_error (end) |"_s
        << u"|---|---|---|---|---|---|---|"_s;
}

void TestSinkFaults::cleanupTestCase() {
    reliability::publishReport(u"sinkfaults.md"_s, m_table);
}

S3Config TestSinkFaults::faultConfig(quint16 port) const {
    S3Config c;
    c.endpoint = u"http://127.0.0.1:%1"_s.arg(port);
    c.bucket = m_bucket;
    c.region = u"us-east-1"_s;
    c.accessKeyId = u"S3RVER"_s;
    c.secretAccessKey = u"S3RVER"_s;
    c.pathStyle = true;
    c.connectTimeoutMs = 1000;
    c.requestTimeoutMs = 400;
    c.maxRetries = 3; // the default: throttling and 5xx are retried inside one attempt
    c.retryBaseDelayMs = 5;
    return c;
}

S3Config TestSinkFaults::realConfig() const {
    S3Config c = faultConfig(0);
    c.endpoint = m_endpoint;
    c.requestTimeoutMs = 10000;
    return c;
}

Result<BatchResult> TestSinkFaults::runVortos(const S3Config &config) {
    // A new engine per round: each round's executors talk to that round's endpoint.
    RelayEngine engine(
        *m_pg, m_vortos, RelaySettings{},
        [config]() -> Result<std::unique_ptr<RowExecutor>> {
            auto store = S3ObjectStore::create(config);
            if (!store)
                return store.error();
            return makeObjectStoreExecutor(std::move(*store));
        },
        [this] { return m_clock; });
    if (auto prepared = engine.prepare(); !prepared)
        return prepared.error();
    return engine.runOnce();
}

Result<BatchResult> TestSinkFaults::runFenn(const QString &url, const QString &secret) {
    SinkOptions options;
    options.webhookSecret = secret;
    options.connectTimeoutMs = 1000;
    options.requestTimeoutMs = 400;
    RelayEngine engine(*m_pg, m_fenn, RelaySettings{},
                       test::eventSinkExecutor(u"webhook:"_s + url, options),
                       [this] { return m_clock; });
    if (auto prepared = engine.prepare(); !prepared)
        return prepared.error();
    return engine.runOnce();
}

RowSnapshot TestSinkFaults::vortosRow(const QString &id) {
    RowSnapshot s;
    QSqlQuery q(m_pg->database());
    q.prepare(u"SELECT status, attempt_count, last_error, "
              "to_char(next_attempt_at, 'YYYY-MM-DD HH24:MI:SS'), "
              "to_char(processed_at, 'YYYY-MM-DD HH24:MI:SS') "
              "FROM rel2sink.object_store_outbox WHERE id = ?::uuid"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return s;
    s.exists = true;
    s.status = q.value(0).toString();
    s.attempts = q.value(1).toInt();
    s.lastError = q.isNull(2) ? u"<null>"_s : q.value(2).toString();
    s.nextAttemptAt = q.isNull(3) ? u"<null>"_s : q.value(3).toString();
    s.processedAt = q.isNull(4) ? u"<null>"_s : q.value(4).toString();
    return s;
}

RowSnapshot TestSinkFaults::fennRow(const QString &id) {
    RowSnapshot s;
    QSqlQuery q(m_pg->database());
    q.prepare(u"SELECT o.status, d.attempts, d.last_error, "
              "to_char(d.next_attempt_at, 'YYYY-MM-DD HH24:MI:SS.MS'), "
              "to_char(o.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS'), "
              "d.outbox_id IS NOT NULL "
              "FROM rel2fenn.outbox o LEFT JOIN outbox_console_delivery d ON d.outbox_id = o.id "
              "WHERE o.id = ?::uuid"_s);
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return s;
    s.exists = true;
    s.status = q.value(0).toString();
    s.attempts = q.value(5).toBool() ? q.value(1).toInt() : 0;
    s.lastError = q.isNull(2) ? u"<null>"_s : q.value(2).toString();
    s.nextAttemptAt = q.isNull(3) ? u"<null>"_s : q.value(3).toString();
    s.processedAt = q.value(4).toString(); // updated_at
    return s;
}

void TestSinkFaults::report(const QString &sink, const QString &fault, int requests,
                            const RowSnapshot &s) {
    // The end of the message: the start only repeats the key and the destination.
    QString error = s.lastError.right(110).replace(u'|', u'/');
    if (s.lastError.size() > 110)
        error.prepend(u'…');
    m_table << u"| %1 | %2 | %3 | %4 | %5 | %6 | %7 |"_s.arg(sink, fault)
                   .arg(requests < 0 ? u"(real proxy)"_s : QString::number(requests))
                   .arg(s.status)
                   .arg(s.attempts)
                   .arg(s.nextAttemptAt, error);
}

void TestSinkFaults::objectStoreFaults() {
    const int rows = longRun() ? 40 : 3;
    QStringList ids;
    for (int i = 0; i < rows; ++i) {
        const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        ids << id;
        QVERIFY(
            test::runSql(*m_pg,
                         {u"INSERT INTO rel2sink.object_store_outbox (id, operation, status, "
                          "attempt_count, payload, created_at) VALUES ('%1', 'put', 'pending', "
                          "0, '{\"name\":\"put\",\"key\":\"reliability\\/fault-%2.txt\","
                          "\"body_base64\":\"ZmF1bHQgcm91bmQK\"}', '2026-06-01 11:00:00')"_s.arg(id)
                              .arg(i)})
                .ok());
    }
    test::FaultServer server;
    const RelaySettings settings;
    struct Round {
        QString fault;
        std::function<S3Config()> setUp;
        int requestsPerRow; // the store's own retries of 5xx and throttling: 1 + maxRetries
        QString errorPart;
    };
    const QList<Round> rounds{
        {u"HTTP 500 InternalError"_s,
         [&] {
             server.answer(500, "Internal Server Error",
                           test::s3ErrorXml("InternalError", "We encountered an internal error."));
             return faultConfig(server.port());
         },
         4, u"server error (4 attempts) [HTTP 500, InternalError"_s},
        {u"HTTP 503 SlowDown"_s,
         [&] {
             server.answer(503, "Slow Down",
                           test::s3ErrorXml("SlowDown", "Please reduce your request rate."));
             return faultConfig(server.port());
         },
         4, u"throttling requests and still was after 4 attempts"_s},
        {u"no answer (request timeout 400 ms)"_s,
         [&] {
             server.hang();
             return faultConfig(server.port());
         },
         1, u"did not answer completely within 400 ms (the request timeout)"_s},
        {u"connection refused"_s, [&] { return faultConfig(test::closedPort()); }, 0,
         u"refused the connection"_s},
        {u"bad signature (wrong secret key, real proxy)"_s,
         [&] {
             S3Config c = realConfig();
             c.secretAccessKey = u"not-the-secret"_s;
             return c;
         },
         -1, u"the store rejected the request signature"_s},
    };
    QString previousNext;
    for (int r = 0; r < rounds.size(); ++r) {
        const Round &round = rounds.at(r);
        const int attempt = r + 1;
        server.clearRequests();
        const S3Config config = round.setUp();
        auto result = runVortos(config);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->claimed, rows);
        QCOMPARE(result->delivered, 0);
        if (round.requestsPerRow >= 0) {
            QCOMPARE(server.requestCount(), rows * round.requestsPerRow);
            for (const auto &request : server.requests())
                QVERIFY(request.headers.value("authorization").startsWith("AWS4-HMAC-SHA256"));
        }
        for (const QString &id : std::as_const(ids)) {
            const RowSnapshot s = vortosRow(id);
            QVERIFY(s.exists);
            QCOMPARE(s.attempts, attempt);
            QVERIFY2(s.lastError.contains(round.errorPart), qPrintable(s.lastError));
            QVERIFY2(s.lastError.contains(u"reliability/fault-"_s), qPrintable(s.lastError));
            QCOMPARE(s.processedAt, u"<null>"_s);
            if (attempt < settings.maxAttempts) {
                QCOMPARE(s.status, u"pending"_s);
                const QDateTime next = m_clock.addSecs(kDocumentedBackoff.at(attempt - 1));
                QCOMPARE(s.nextAttemptAt, next.toString(u"yyyy-MM-dd HH:mm:ss"_s));
                previousNext = s.nextAttemptAt;
            } else {
                QCOMPARE(s.status, u"dead"_s);
                // Dead-lettering sets status, attempt_count and last_error only.
                QCOMPARE(s.nextAttemptAt, previousNext);
            }
            if (id == ids.constFirst())
                report(u"S3"_s, round.fault, round.requestsPerRow < 0 ? -1 : server.requestCount(),
                       s);
        }
        if (attempt < settings.maxAttempts) {
            QCOMPARE(result->failed, rows);
            // One second early nothing is due; on the second it all is (30, 60, 120, 240 s).
            const QDateTime next = m_clock.addSecs(kDocumentedBackoff.at(attempt - 1));
            m_clock = next.addSecs(-1);
            auto early = runVortos(faultConfig(server.port()));
            QVERIFY(early.ok());
            QCOMPARE(early->claimed, 0);
            m_clock = next;
        } else {
            QCOMPARE(result->dead, rows);
        }
    }
    m_clock = m_clock.addDays(1);
    auto none = runVortos(realConfig());
    QVERIFY(none.ok());
    QCOMPARE(none->claimed, 0); // dead rows are never claimed again

    // A wrong access key id, then recovery through a transparent forward to the real store: the
    // row is done, processed now, last_error cleared, attempt_count kept; the object is there.
    const QString recover = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QVERIFY(test::runSql(
                *m_pg,
                {u"INSERT INTO rel2sink.object_store_outbox (id, operation, status, "
                 "attempt_count, payload, created_at) VALUES ('%1', 'put', 'pending', 0, "
                 "'{\"name\":\"put\",\"key\":\"reliability\\/recovered.txt\","
                 "\"body_base64\":\"cmVjb3ZlcmVkCg==\"}', '2026-06-01 11:00:00')"_s.arg(recover)})
                .ok());
    S3Config wrongKey = realConfig();
    wrongKey.accessKeyId = u"NOT-A-KEY"_s;
    auto r1 = runVortos(wrongKey);
    QVERIFY(r1.ok());
    RowSnapshot s = vortosRow(recover);
    QCOMPARE(s.status, u"pending"_s);
    QCOMPARE(s.attempts, 1);
    QVERIFY2(s.lastError.contains(u"does not know the access key id"_s), qPrintable(s.lastError));
    QCOMPARE(s.nextAttemptAt, m_clock.addSecs(30).toString(u"yyyy-MM-dd HH:mm:ss"_s));
    report(u"S3"_s, u"unknown access key id (real proxy)"_s, -1, s);
    m_clock = m_clock.addSecs(30);
    const quint16 upstream = quint16(QUrl(m_endpoint).port());
    server.forwardTo(upstream);
    auto r2 = runVortos(faultConfig(server.port()));
    QVERIFY2(r2.ok(), qPrintable(r2 ? QString() : r2.error().message));
    QCOMPARE(r2->delivered, 1);
    s = vortosRow(recover);
    QCOMPARE(s.status, u"done"_s);
    QCOMPARE(s.attempts, 1);
    QCOMPARE(s.lastError, u"<null>"_s);
    QCOMPARE(s.processedAt, m_clock.toString(u"yyyy-MM-dd HH:mm:ss"_s));
    report(u"S3"_s, u"none (forwarded to s3rver)"_s, -1, s);
    auto store = S3ObjectStore::create(realConfig());
    QVERIFY(store.ok());
    auto body = (*store)->get(u"reliability/recovered.txt"_s);
    QVERIFY2(body.ok(), qPrintable(body ? QString() : body.error().message));
    QCOMPARE(*body, QByteArray("recovered\n"));
    for (int i = 0; i < rows; ++i) {
        auto head = (*store)->head(u"reliability/fault-%1.txt"_s.arg(i));
        QVERIFY(head.ok());
        QVERIFY(!*head); // nothing of the failed rows reached the bucket
    }
}

void TestSinkFaults::webhookFaults() {
    const int rows = longRun() ? 40 : 3;
    QStringList ids;
    const auto insert = [&](const QString &id, const QString &path) {
        return test::runSql(
            *m_pg,
            {u"INSERT INTO rel2fenn.outbox VALUES ('%1', '%2', 'StorageObject', "
             "'default|||files|||%3', 'put', '{\"storage_path\": \"%3\", \"status\": "
             "\"uploaded\"}', 'pending', '2026-06-01 11:00:00+00', '2026-06-01 11:00:00+00')"_s.arg(
                 id, QUuid::createUuid().toString(QUuid::WithoutBraces), path)});
    };
    for (int i = 0; i < rows; ++i) {
        ids << QUuid::createUuid().toString(QUuid::WithoutBraces);
        QVERIFY(insert(ids.constLast(), u"faults/%1.bin"_s.arg(i)).ok());
    }
    test::FaultServer server;
    const QString url = u"http://127.0.0.1:%1/hooks/outbox"_s.arg(server.port());
    const QByteArray receiverSecret = "receiver-secret";
    const auto checkSignature = [&] { server.setHandler(signatureChecking(receiverSecret)); };
    const RelaySettings settings;
    struct Round {
        QString fault;
        std::function<QString()> setUp; // the URL to use
        QString secret;
        int requestsPerRow;
        QString errorPart;
    };
    const QList<Round> rounds{
        {u"HTTP 500"_s,
         [&] {
             server.answer(500, "Internal Server Error", "database down", "text/plain");
             return url;
         },
         u"relay-secret"_s, 1,
         u"the receiver answered HTTP 500 Internal Server Error: database down"_s},
        {u"HTTP 503"_s,
         [&] {
             server.answer(503, "Service Unavailable", "slow down", "text/plain");
             return url;
         },
         u"relay-secret"_s, 1, u"answered HTTP 503"_s},
        {u"no answer (request timeout 400 ms)"_s,
         [&] {
             server.hang();
             return url;
         },
         u"relay-secret"_s, 1, u"did not answer within 400 ms (the request timeout)"_s},
        {u"connection refused"_s,
         [&] { return u"http://127.0.0.1:%1/hooks/outbox"_s.arg(test::closedPort()); },
         u"relay-secret"_s, 0, u"was refused"_s},
        {u"bad signature (receiver answers 401)"_s,
         [&] {
             checkSignature();
             return url;
         },
         u"relay-secret"_s, 1, u"answered HTTP 401 Unauthorized: signature mismatch"_s},
    };
    QString previousNext;
    for (int r = 0; r < rounds.size(); ++r) {
        const Round &round = rounds.at(r);
        const int attempt = r + 1;
        server.clearRequests();
        const QString target = round.setUp();
        auto result = runFenn(target, round.secret);
        QVERIFY2(result.ok(), qPrintable(result ? QString() : result.error().message));
        QCOMPARE(result->claimed, rows);
        QCOMPARE(result->delivered, 0);
        QCOMPARE(server.requestCount(), rows * round.requestsPerRow);
        for (const auto &request : server.requests()) {
            QCOMPARE(request.method, QByteArray("POST"));
            QVERIFY(!request.headers.value("idempotency-key").isEmpty());
            QVERIFY(request.headers.value("x-outbox-signature").startsWith("sha256="));
        }
        for (const QString &id : std::as_const(ids)) {
            const RowSnapshot s = fennRow(id);
            QVERIFY(s.exists);
            QCOMPARE(s.attempts, attempt);
            QVERIFY2(s.lastError.contains(round.errorPart), qPrintable(s.lastError));
            if (attempt < settings.maxAttempts) {
                QCOMPARE(s.status, u"pending"_s); // the library's table is not touched
                QCOMPARE(s.processedAt, u"2026-06-01 11:00:00"_s);
                const QDateTime next = m_clock.addSecs(kDocumentedBackoff.at(attempt - 1));
                QCOMPARE(s.nextAttemptAt, next.toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s));
            } else {
                QCOMPARE(s.status, u"failed"_s); // dead in the shipped vocabulary
                QCOMPARE(s.processedAt, m_clock.toString(u"yyyy-MM-dd HH:mm:ss"_s));
                QCOMPARE(s.nextAttemptAt, u"<null>"_s); // nothing more is scheduled
            }
            if (id == ids.constFirst())
                report(u"webhook"_s, round.fault, server.requestCount(), s);
        }
        if (attempt < settings.maxAttempts) {
            QCOMPARE(result->failed, rows);
            const QDateTime next = m_clock.addSecs(kDocumentedBackoff.at(attempt - 1));
            m_clock = next.addSecs(-1);
            auto early = runFenn(url, round.secret);
            QVERIFY(early.ok());
            QCOMPARE(early->claimed, 0);
            m_clock = next;
        } else {
            QCOMPARE(result->dead, rows);
        }
        Q_UNUSED(previousNext);
    }
    m_clock = m_clock.addDays(1);
    checkSignature();
    auto none = runFenn(url, QString::fromLatin1(receiverSecret));
    QVERIFY(none.ok());
    QCOMPARE(none->claimed, 0);

    // A wrong secret, then the right one: delivered once, with a signature the receiver accepts,
    // the side row gone, the row sent.
    const QString recover = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QVERIFY(insert(recover, u"faults/recovered.bin"_s).ok());
    auto r1 = runFenn(url, u"relay-secret"_s);
    QVERIFY(r1.ok());
    RowSnapshot s = fennRow(recover);
    QCOMPARE(s.status, u"pending"_s);
    QCOMPARE(s.attempts, 1);
    QCOMPARE(s.nextAttemptAt, m_clock.addSecs(30).toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s));
    m_clock = m_clock.addSecs(30);
    checkSignature();
    auto r2 = runFenn(url, QString::fromLatin1(receiverSecret));
    QVERIFY(r2.ok());
    QCOMPARE(r2->delivered, 1);
    QCOMPARE(server.requestCount(), 1);
    const auto request = server.requests().constFirst();
    QCOMPARE(request.headers.value("x-outbox-signature"),
             WebhookSink::signature(receiverSecret, request.body));
    QCOMPARE(QJsonDocument::fromJson(request.body).object().value(u"id"_s).toString(), recover);
    s = fennRow(recover);
    QCOMPARE(s.status, u"sent"_s);
    QCOMPARE(s.attempts, 0); // the side row is gone
    QCOMPARE(s.processedAt, m_clock.toString(u"yyyy-MM-dd HH:mm:ss"_s));
    report(u"webhook"_s, u"none (right secret, after one 401)"_s, 1, s);
}

QTEST_GUILESS_MAIN(TestSinkFaults)
#include "tst_sinkfaults.moc"
