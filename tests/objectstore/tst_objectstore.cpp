// The object stores: key rules and configuration (units), the folder store, and the S3 store
// against s3rver behind the proxy that re-checks every signature with AWS's own signer (ctest
// fixture `s3`), plus a scripted HTTP server for retries, timeouts and the bytes on the wire.
#include "datarows.h"
#include "networkwait.h"
#include "objectstore/folderobjectstore.h"
#include "objectstore/objectstore.h"
#include "objectstore/s3objectstore.h"
#include "scopedenvironment.h"

#include "failurechecks.h"
#include "s3fixture.h"
#include "testdatabases.h"

#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// Keys every operation is tried with: spaces, Unicode (including a non-BMP character), the
// characters URLs and query strings reserve, and '%' (literal, and looking like escapes).
const QStringList kKeys = {
    u"plain.txt"_s,
    u"with space/a b.txt"_s,
    u"unicode/gr\u00fc\u00dfe \u65e5\u672c \U0001F600.txt"_s,
    u"reserved/a+b=c&d?e.txt"_s,
    u"percent/100% done %20 %2F.txt"_s,
    u"punctuation/!'()*,;:@$#[] ~.bin"_s,
};

QString md5Hex(const QByteArray &data) {
    return QString::fromLatin1(QCryptographicHash::hash(data, QCryptographicHash::Md5).toHex());
}

QByteArray bodyFor(const QString &key) {
    QByteArray body = "content of " + key.toUtf8();
    body.append('\0');
    body.append("\r\n\xff\xfe binary tail");
    return body;
}

// The result of op, run once, and how long it took (ms).
template <typename Op> auto timed(Op op) {
    QElapsedTimer timer;
    timer.start();
    auto result = op();
    return std::pair{std::move(result), timer.elapsed()};
}

QString typeFor(const QString &key) {
    return key.endsWith(u".txt"_s) ? u"text/plain"_s : u"application/octet-stream"_s;
}

// s3rver 3.7.1 reads x-amz-copy-source with decodeURI, which leaves %2B, %3D, %26, %3F, %24,
// %2C, %3B, %3A, %40 and %23 undecoded. AWS requires them encoded (a raw '+' means a space
// there, a raw '?' starts a versionId), so copies of such keys fail on s3rver only.
bool s3rverCannotCopy(const QString &key) {
    for (QChar c : u";?:@&=+$,#"_s) {
        if (key.contains(c))
            return true;
    }
    return false;
}

struct Fetched {
    int status = 0;
    QByteArray body;
    QString error;
};

// A plain QNetworkAccessManager, as any client of a presigned URL would use.
Fetched fetch(const QByteArray &method, const QUrl &url, const QByteArray &body = {}) {
    QNetworkAccessManager nam;
    QNetworkRequest request(url);
    std::unique_ptr<QNetworkReply> reply(method == "PUT" ? nam.put(request, body)
                                                         : nam.sendCustomRequest(request, method));
    test::waitForReply(*reply, 15000);
    Fetched f;
    f.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    f.body = reply->readAll();
    if (!reply->isFinished())
        f.error = u"no answer within 15 s"_s;
    return f;
}

// The OBJECT_STORE_* variables unset for one test (it sets those it needs), restored after.
class EnvGuard : public test::ScopedEnvironment {
public:
    EnvGuard() {
        for (const char *name :
             {"OBJECT_STORE_ENDPOINT", "OBJECT_STORE_BUCKET", "OBJECT_STORE_REGION",
              "OBJECT_STORE_ACCESS_KEY_ID", "OBJECT_STORE_SECRET_ACCESS_KEY",
              "OBJECT_STORE_PATH_STYLE", "OBJECT_STORE_PROVIDER", "OBJECT_STORE_R2_ACCOUNT_ID"})
            unset(name);
    }
    // What every configuration needs: bucket "media", access key id "AK" and secretKey.
    void setBucketAndKeys(const QString &secretKey = u"SK"_s) {
        set("OBJECT_STORE_BUCKET", u"media"_s);
        set("OBJECT_STORE_ACCESS_KEY_ID", u"AK"_s);
        set("OBJECT_STORE_SECRET_ACCESS_KEY", secretKey);
    }
};

// A scripted HTTP/1.1 server on loopback. It runs in the test's thread: the store's blocking
// calls spin a local event loop, which serves it.
class ScriptedServer {
public:
    struct Answer {
        int status = 200;
        QByteArray body;
        QByteArray extraHeaders; // "Name: value\r\n" lines
        bool silent = false;     // read the request, never answer
    };

    ScriptedServer() {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *s = m_server.nextPendingConnection())
                QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] { onData(s); });
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    QString endpoint() const { return u"http://127.0.0.1:%1"_s.arg(port()); }

    QList<Answer> script;    // answered in order; the last one repeats
    QList<QByteArray> heads; // request line and headers of each request
    QList<QByteArray> bodies;

    QByteArray header(qsizetype request, const QByteArray &name) const {
        for (const QByteArray &line : heads.value(request).split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().compare(name, Qt::CaseInsensitive) == 0)
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
    QByteArray requestLine(qsizetype request) const {
        return heads.value(request).split('\r').value(0);
    }

    static Answer s3Error(int status, const char *code, const char *message) {
        return {status,
                QByteArray("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>") + code +
                    "</Code><Message>" + message + "</Message></Error>",
                "Content-Type: application/xml\r\n", false};
    }

private:
    void onData(QTcpSocket *s) {
        QByteArray &buffer = m_buffers[s];
        buffer += s->readAll();
        for (;;) {
            const qsizetype end = buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            const QByteArray head = buffer.left(end + 4);
            qint64 length = 0;
            for (const QByteArray &line : head.split('\n')) {
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            }
            if (buffer.size() < end + 4 + length)
                return;
            heads.append(head);
            bodies.append(buffer.mid(end + 4, length));
            buffer.remove(0, end + 4 + length);
            const Answer a = script.size() > 1 ? script.takeFirst() : script.value(0);
            if (a.silent)
                continue;
            s->write("HTTP/1.1 " + QByteArray::number(a.status) + " Scripted\r\nContent-Length: " +
                     QByteArray::number(a.body.size()) + "\r\n" + a.extraHeaders + "\r\n" + a.body);
        }
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

// A forwarding HTTP proxy: turns the absolute-form requests Qt sends to a proxy into
// origin-form ones for the S3 proxy, keeping the Host header. With it, virtual-hosted names
// (outbox-test.s3.amazonaws.com) reach s3rver without DNS.
class ForwardingProxy {
public:
    explicit ForwardingProxy(quint16 upstreamPort)
        : m_upstreamPort(upstreamPort) {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, &m_server, [this] {
            while (QTcpSocket *client = m_server.nextPendingConnection())
                attach(client);
        });
    }
    quint16 port() const { return m_server.serverPort(); }
    QList<QByteArray> hosts; // the Host header of every request

private:
    struct Connection {
        QTcpSocket *client = nullptr;
        QTcpSocket *upstream = nullptr;
        QByteArray buffer;
        qint64 bodyLeft = 0;
    };

    void attach(QTcpSocket *client) {
        auto c = std::make_shared<Connection>();
        c->client = client;
        c->upstream = new QTcpSocket(client);
        c->upstream->setProxy(QNetworkProxy::NoProxy); // not through the application proxy: us
        c->upstream->connectToHost(QHostAddress::LocalHost, m_upstreamPort);
        c->upstream->waitForConnected(2000);
        QObject::connect(client, &QTcpSocket::readyRead, client, [this, c] {
            c->buffer += c->client->readAll();
            pump(*c);
        });
        QObject::connect(c->upstream, &QTcpSocket::readyRead, client,
                         [c] { c->client->write(c->upstream->readAll()); });
        QObject::connect(c->upstream, &QTcpSocket::disconnected, client,
                         [client] { client->disconnectFromHost(); });
        QObject::connect(client, &QTcpSocket::disconnected, client,
                         [client] { client->deleteLater(); });
    }

    void pump(Connection &c) {
        for (;;) {
            if (c.bodyLeft > 0) {
                const qint64 n = std::min<qint64>(c.bodyLeft, c.buffer.size());
                if (n == 0)
                    return;
                c.upstream->write(c.buffer.left(n));
                c.buffer.remove(0, n);
                c.bodyLeft -= n;
                continue;
            }
            const qsizetype end = c.buffer.indexOf("\r\n\r\n");
            if (end < 0)
                return;
            QList<QByteArray> lines = c.buffer.left(end).split('\n');
            c.buffer.remove(0, end + 4);
            QList<QByteArray> requestLine = lines.takeFirst().trimmed().split(' ');
            QByteArray &target = requestLine[1];
            if (target.startsWith("http://")) {
                const qsizetype slash = target.indexOf('/', 7);
                target = slash < 0 ? QByteArray("/") : target.mid(slash);
            }
            QByteArray head = requestLine.join(' ') + "\r\n";
            for (QByteArray line : std::as_const(lines)) {
                line = line.trimmed();
                const QByteArray lower = line.toLower();
                if (lower.startsWith("proxy-connection:"))
                    continue;
                if (lower.startsWith("host:"))
                    hosts.append(line.mid(5).trimmed());
                if (lower.startsWith("content-length:"))
                    c.bodyLeft = line.mid(15).trimmed().toLongLong();
                head += line + "\r\n";
            }
            c.upstream->write(head + "\r\n");
        }
    }

    QTcpServer m_server;
    quint16 m_upstreamPort;
};

} // namespace

class TestObjectStore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // Units
    void normalizeKey_data();
    void normalizeKey();
    void normalizeKeyRefusals_data();
    void normalizeKeyRefusals();
    void normalizePrefix();
    void configFromEnvironment();
    void configValidation();
    void copySourceEncoding();
    void s3ErrorBodies();
    void openStoreSpecs();

    // Both stores
    void roundTrip_data();
    void roundTrip();
    void copyObject_data();
    void copyObject();
    void listPaging_data();
    void listPaging();
    void missingKey_data();
    void missingKey();
    void emptyAndLargeBodies_data();
    void emptyAndLargeBodies();
    void invalidKeysRefused_data();
    void invalidKeysRefused();

    // Folder store
    void folderRefusesEscapes();
    void folderKeyConflicts();

    // S3 store against s3rver behind the signature-checking proxy
    void presignedGetAndPut();
    void presignedUrlExpired();
    void wrongSecretRefused();
    void unknownAccessKeyRefused();
    void tamperedBodyRefused();
    void missingBucket();
    void virtualHostedAddressing();
    void worksOnWorkerThreads();

    // S3 store against a scripted server
    void bytesOnTheWire();
    void retriesAfterThrottling();
    void givesUpAfterRetries();
    void clientErrorsAreNotRetried();
    void requestTimeout();
    void connectTimeout();
    void connectionRefused();

private:
    ObjectStore &store(const QString &name) {
        return name == u"s3"_s ? static_cast<ObjectStore &>(*m_s3) : *m_folder;
    }
    void addStoreRows() {
        QTest::addColumn<QString>("storeName");
        QTest::newRow("folder") << u"folder"_s;
        QTest::newRow("s3") << u"s3"_s;
    }
    // The store of the current row of addStoreRows().
    ObjectStore &rowStore() {
        QFETCH(QString, storeName);
        return store(storeName);
    }
    S3Config s3Config() const {
        return test::fixtureS3Config(); // m_s3Endpoint, m_s3Bucket
    }
    S3Config scriptedConfig(const ScriptedServer &server) const {
        S3Config c = s3Config();
        c.endpoint = server.endpoint();
        c.bucket = u"b"_s;
        c.retryBaseDelayMs = 10;
        return c;
    }
    std::unique_ptr<S3ObjectStore> makeS3(const S3Config &config) {
        auto s = S3ObjectStore::create(config);
        if (!s) {
            qWarning().noquote() << s.error().message;
            return {};
        }
        return std::move(s).value();
    }

    QString m_s3Endpoint;
    QString m_s3Bucket;
    QString m_run; // a prefix of this run's own, so reruns against one server don't collide
    QTemporaryDir m_tmp;
    std::unique_ptr<FolderObjectStore> m_folder;
    std::unique_ptr<S3ObjectStore> m_s3;
};

void TestObjectStore::initTestCase() {
    QVERIFY(m_tmp.isValid());
    QVERIFY(QDir(m_tmp.path()).mkpath(u"folder-store"_s));
    auto folder = FolderObjectStore::create(m_tmp.path() + u"/folder-store"_s);
    QVERIFY2(folder.ok(), folder.ok() ? "" : qPrintable(folder.error().message));
    m_folder = std::move(folder).value();

    m_s3Endpoint = qEnvironmentVariable("OUTBOX_TEST_S3_ENDPOINT");
    m_s3Bucket = qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET");
    QVERIFY2(!m_s3Endpoint.isEmpty() && !m_s3Bucket.isEmpty(),
             "OUTBOX_TEST_S3_ENDPOINT/_BUCKET are not set: run this test through ctest, whose "
             "`s3` fixture starts the server");
    m_s3 = makeS3(s3Config());
    QVERIFY(m_s3);
    m_run = u"run-%1/"_s.arg(QRandomGenerator::global()->generate(), 8, 16, QChar(u'0'));
    // The server must be up and our signatures accepted before anything else means much.
    auto probe = m_s3->head(m_run + u"probe"_s);
    QVERIFY2(probe.ok(), probe.ok() ? "" : qPrintable(probe.error().message));
}

void TestObjectStore::cleanupTestCase() {
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
}

// ---------------------------------------------------------------------------------------------
// Units

void TestObjectStore::normalizeKey_data() {
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << u"a/b.txt"_s << u"a/b.txt"_s;
    QTest::newRow("trimmed") << u" \t a/b.txt \n\r"_s << u"a/b.txt"_s;
    QTest::newRow("backslashes") << u"a\\b\\c.txt"_s << u"a/b/c.txt"_s;
    QTest::newRow("leading slash") << u"/a/b"_s << u"a/b"_s;
    QTest::newRow("empty segments") << u"//a///b//"_s << u"a/b"_s;
    QTest::newRow("inner spaces kept") << u"a b/ c "_s << u"a b/ c"_s;
    // Only the whole key is trimmed, as Vortos does: blank segments are names like any other.
    QTest::newRow("blank segment") << u"/ // \\"_s << u" / "_s;
    QTest::newRow("unicode") << u"gr\u00fc\u00dfe/\U0001F600"_s << u"gr\u00fc\u00dfe/\U0001F600"_s;
    QTest::newRow("reserved") << u"a+b=c&d?e%f#g"_s << u"a+b=c&d?e%f#g"_s;
    QTest::newRow("dots in names") << u"a/..b/c../.d"_s << u"a/..b/c../.d"_s;
    // PHP's trim() leaves Unicode spaces alone; so must we, or keys would not match Vortos's.
    QTest::newRow("nbsp kept") << u"\u00a0a\u00a0"_s << u"\u00a0a\u00a0"_s;
}

void TestObjectStore::normalizeKey() {
    QFETCH(QString, input);
    QFETCH(QString, expected);
    auto k = normalizeObjectKey(input);
    QVERIFY2(k.ok(), k.ok() ? "" : qPrintable(k.error().message));
    QCOMPARE(*k, expected);
}

void TestObjectStore::normalizeKeyRefusals_data() {
    test::addRows<QString, QString>(
        "input", "messagePart",
        {{"empty", QString(), u"is empty"_s},
         {"blank", u"  \t "_s, u"is empty"_s},
         {"slashes only", u" ///\\// "_s, u"is empty"_s},
         {"dot dot", u"a/../b"_s, u"\"a/../b\" contains a \"..\" segment"_s},
         {"dot dot backslash", u"..\\secret"_s, u"\"..\\secret\" contains a \"..\""_s},
         {"leading dot dot", u"../x"_s, u"\"../x\" contains a \"..\" segment"_s},
         {"newline", u"a\nb"_s, u"\"a\\x0ab\" contains a control character (U+000A)"_s},
         {"nul", QStringLiteral("a\0b"), u"control character (U+0000)"_s},
         {"tab", u"a\tb"_s, u"control character (U+0009)"_s},
         {"del", u"a\u007fb"_s, u"control character (U+007F)"_s},
         {"too long", QString(1025, u'k'), u"longer than 1024 bytes"_s},
         {"too long utf8", QString(513, u'\u00fc'), u"longer than 1024 bytes"_s}});
}

void TestObjectStore::normalizeKeyRefusals() {
    QFETCH(QString, input);
    QFETCH(QString, messagePart);
    auto k = normalizeObjectKey(input);
    QVERIFY2(!k.ok(), qPrintable(u"accepted as "_s + (k.ok() ? *k : QString())));
    QCOMPARE(k.error().kind, ErrorKind::InvalidInput);
    QVERIFY2(k.error().message.contains(messagePart), qPrintable(k.error().message));
    QVERIFY(k.error().message.startsWith(u"Object key \""_s));
}

void TestObjectStore::normalizePrefix() {
    QCOMPARE(*normalizeObjectPrefix({}), QString());
    QCOMPARE(*normalizeObjectPrefix(u"tmp/"_s), u"tmp/"_s);
    QCOMPARE(*normalizeObjectPrefix(u"/tmp//"_s), u"tmp/"_s);
    QCOMPARE(*normalizeObjectPrefix(u"\\tmp\\a"_s), u"tmp/a"_s);
    QCOMPARE(*normalizeObjectPrefix(u"/"_s), QString());
    QVERIFY(!normalizeObjectPrefix(u"tmp/../x"_s).ok());
}

void TestObjectStore::configFromEnvironment() {
    {
        EnvGuard env;
        auto c = S3Config::fromEnvironment();
        QVERIFY(!c.ok());
        for (const QString &name : {u"OBJECT_STORE_BUCKET"_s, u"OBJECT_STORE_ACCESS_KEY_ID"_s,
                                    u"OBJECT_STORE_SECRET_ACCESS_KEY"_s})
            QVERIFY2(c.error().message.contains(name), qPrintable(c.error().message));
    }
    {
        EnvGuard env;
        env.set("OBJECT_STORE_ENDPOINT", u"http://127.0.0.1:9000/"_s);
        env.setBucketAndKeys(u"top-secret-value"_s);
        env.set("OBJECT_STORE_PATH_STYLE", u"true"_s);
        auto c = S3Config::fromEnvironment();
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c->provider, S3Config::Provider::Custom);
        QCOMPARE(c->region, u"auto"_s);
        QVERIFY(c->pathStyle);
        QCOMPARE(c->connectTimeoutMs, 2000);
        QCOMPARE(c->requestTimeoutMs, 10000);
        QVERIFY2(!c->describe().contains(u"top-secret-value"_s), qPrintable(c->describe()));
        QVERIFY(c->describe().contains(u"media"_s));

        env.set("OBJECT_STORE_PATH_STYLE", u"maybe"_s);
        auto bad = S3Config::fromEnvironment();
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.contains(u"OBJECT_STORE_PATH_STYLE"_s));
        QVERIFY(bad.error().message.contains(u"maybe"_s));

        env.set("OBJECT_STORE_PATH_STYLE", u"false"_s);
        auto ip = S3Config::fromEnvironment();
        // Virtual-hosted addressing needs a host name, not an IP address.
        OUTBOX_VERIFY_FAILS_HIDING(ip, u"path-style"_s, u"top-secret-value"_s);
    }
    {
        EnvGuard env;
        env.set("OBJECT_STORE_PROVIDER", u"r2"_s);
        env.set("OBJECT_STORE_R2_ACCOUNT_ID", u"0123456789abcdef0123456789abcdef"_s);
        env.setBucketAndKeys();
        auto c = S3Config::fromEnvironment();
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c->provider, S3Config::Provider::R2);
        QCOMPARE(c->endpointUrl()->toString(),
                 u"https://0123456789abcdef0123456789abcdef.r2.cloudflarestorage.com"_s);

        env.set("OBJECT_STORE_PROVIDER", u"gcs"_s);
        auto bad = S3Config::fromEnvironment();
        QVERIFY(!bad.ok());
        QVERIFY(bad.error().message.contains(u"\"gcs\""_s));
    }
    {
        EnvGuard env;
        env.setBucketAndKeys();
        env.set("OBJECT_STORE_REGION", u"eu-central-1"_s);
        auto c = S3Config::fromEnvironment();
        QVERIFY2(c.ok(), c.ok() ? "" : qPrintable(c.error().message));
        QCOMPARE(c->provider, S3Config::Provider::S3);
        QCOMPARE(c->endpointUrl()->toString(), u"https://s3.eu-central-1.amazonaws.com"_s);
    }
}

void TestObjectStore::configValidation() {
    S3Config c;
    c.bucket = u"media"_s;
    c.accessKeyId = u"AK"_s;
    c.secretAccessKey = u"SK"_s;
    c.endpoint = u"https://minio.example.com:443"_s;
    QVERIFY(c.validate().ok());
    QCOMPARE(c.endpointUrl()->toString(), u"https://minio.example.com"_s); // default port dropped

    S3Config noEndpoint = c;
    noEndpoint.endpoint.clear();
    QVERIFY(!noEndpoint.validate().ok()); // custom provider
    QVERIFY(noEndpoint.validate().error().message.contains(u"endpoint"_s));

    for (const QString &endpoint :
         {u"minio:9000"_s, u"ftp://host"_s, u"https://user:pw@host"_s, u"https://host/?x=1"_s}) {
        S3Config e = c;
        e.endpoint = endpoint;
        const Status s = e.validate();
        QVERIFY2(!s.ok(), qPrintable(endpoint));
        QVERIFY2(!s.error().message.contains(u"pw"_s), qPrintable(s.error().message));
    }

    S3Config badBucket = c;
    badBucket.bucket = u"Not_A_Host"_s;
    QVERIFY(!badBucket.validate().ok());
    QVERIFY(badBucket.validate().error().message.contains(u"path-style"_s));
    badBucket.pathStyle = true;
    QVERIFY(badBucket.validate().ok());
    badBucket.bucket = u"a/b"_s;
    QVERIFY(!badBucket.validate().ok());

    S3Config several = c;
    several.bucket.clear();
    several.secretAccessKey.clear();
    several.requestTimeoutMs = 0;
    const Status s = several.validate();
    QVERIFY(!s.ok());
    QVERIFY(s.error().message.contains(u"bucket is not set"_s));
    QVERIFY(s.error().message.contains(u"secret access key is not set"_s));
    QVERIFY(s.error().message.contains(u"timeouts"_s));

    QCOMPARE(*S3Config::parseProvider(u"R2"_s), S3Config::Provider::R2);
    QVERIFY(!S3Config::parseProvider(u"azure"_s).ok());
}

void TestObjectStore::copySourceEncoding() {
    QCOMPARE(copySourceHeader(u"b"_s, u"a b/c+d?e=f&g%h/\u00fc#x"_s),
             QByteArray("/b/a%20b/c%2Bd%3Fe%3Df%26g%25h/%C3%BC%23x"));
    QCOMPARE(copySourceHeader(u"media"_s, u"-._~/x"_s), QByteArray("/media/-._~/x"));
}

void TestObjectStore::s3ErrorBodies() {
    const auto e = parseS3Error(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>NoSuchKey</Code><Message>The "
        "specified key does not exist.</Message><Key>a b</Key><RequestId>1</RequestId></Error>");
    QCOMPARE(e.code, u"NoSuchKey"_s);
    QCOMPARE(e.message, u"The specified key does not exist."_s);
    QVERIFY(parseS3Error("<html><body>502 Bad Gateway</body></html>").code.isEmpty());
    QVERIFY(parseS3Error({}).code.isEmpty());
}

void TestObjectStore::openStoreSpecs() {
    auto folder = openObjectStore(u"file:"_s + m_tmp.path());
    QVERIFY2(folder.ok(), folder.ok() ? "" : qPrintable(folder.error().message));
    QVERIFY((*folder)->description().contains(QDir(m_tmp.path()).canonicalPath()));
    auto folder3 = openObjectStore(u"file://"_s + m_tmp.path());
    QVERIFY(folder3.ok());

    auto missing = openObjectStore(u"file:/definitely/not/here"_s);
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.contains(u"does not exist"_s));
    auto relative = openObjectStore(u"file:relative/dir"_s);
    QVERIFY(!relative.ok());
    auto unknown = openObjectStore(u"ftp://host/dir"_s);
    QVERIFY(!unknown.ok());
    QVERIFY(unknown.error().message.contains(u"file:/folder"_s));

    EnvGuard env;
    auto unconfigured = openObjectStore({});
    QVERIFY(!unconfigured.ok());
    QVERIFY(unconfigured.error().message.contains(u"OBJECT_STORE_BUCKET"_s));
    env.set("OBJECT_STORE_ENDPOINT", m_s3Endpoint);
    env.set("OBJECT_STORE_BUCKET", m_s3Bucket);
    env.set("OBJECT_STORE_REGION", u"us-east-1"_s);
    env.set("OBJECT_STORE_ACCESS_KEY_ID", u"S3RVER"_s);
    env.set("OBJECT_STORE_SECRET_ACCESS_KEY", u"S3RVER"_s);
    env.set("OBJECT_STORE_PATH_STYLE", u"true"_s);
    auto s3 = openObjectStore({});
    QVERIFY2(s3.ok(), s3.ok() ? "" : qPrintable(s3.error().message));
    const QString key = m_run + u"open/from env.txt"_s;
    QVERIFY((*s3)->put(key, "env", u"text/plain"_s).ok());
    QCOMPARE(*(*s3)->get(key), QByteArray("env"));
}

// ---------------------------------------------------------------------------------------------
// Both stores

void TestObjectStore::roundTrip_data() {
    QTest::addColumn<QString>("storeName");
    QTest::addColumn<QString>("key");
    for (const QString &name : {u"folder"_s, u"s3"_s}) {
        for (const QString &key : kKeys)
            QTest::addRow("%s: %s", qPrintable(name), qPrintable(key)) << name << key;
    }
}

void TestObjectStore::roundTrip() {
    QFETCH(QString, storeName);
    QFETCH(QString, key);
    ObjectStore &s = store(storeName);
    const QString fullKey = m_run + u"rt/"_s + key;
    const QByteArray body = bodyFor(key);
    const QString type = typeFor(key);

    const Status put = s.put(fullKey, body, type);
    QVERIFY2(put.ok(), put.ok() ? "" : qPrintable(put.error().message));

    auto head = s.head(fullKey);
    QVERIFY2(head.ok(), head.ok() ? "" : qPrintable(head.error().message));
    QVERIFY(head->has_value());
    const ObjectInfo info = **head;
    QCOMPARE(info.key, fullKey);
    QCOMPARE(info.size, body.size());
    QCOMPARE(info.etag, md5Hex(body));
    QVERIFY2(info.contentType.startsWith(type), qPrintable(info.contentType));
    QVERIFY(info.lastModified.isValid());

    auto get = s.get(fullKey);
    QVERIFY2(get.ok(), get.ok() ? "" : qPrintable(get.error().message));
    QCOMPARE(*get, body);

    // Listed under its folder, with the same size and ETag.
    const QString folder = fullKey.left(fullKey.lastIndexOf(u'/') + 1);
    auto page = s.list(folder);
    QVERIFY2(page.ok(), page.ok() ? "" : qPrintable(page.error().message));
    QCOMPARE(page->objects.size(), 1);
    QCOMPARE(page->objects.first().key, fullKey);
    QCOMPARE(page->objects.first().size, body.size());
    QCOMPARE(page->objects.first().etag, md5Hex(body));
    QVERIFY(page->nextContinuationToken.isEmpty());

    const Status removed = s.remove(fullKey);
    QVERIFY2(removed.ok(), removed.ok() ? "" : qPrintable(removed.error().message));
    auto gone = s.head(fullKey);
    QVERIFY(gone.ok());
    QVERIFY(!gone->has_value());
    QVERIFY(s.remove(fullKey).ok()); // deleting what is gone succeeds, as on S3
    QVERIFY(s.list(folder)->objects.isEmpty());
}

void TestObjectStore::copyObject_data() {
    roundTrip_data();
}

void TestObjectStore::copyObject() {
    QFETCH(QString, storeName);
    QFETCH(QString, key);
    ObjectStore &s = store(storeName);
    const QString source = m_run + u"cp-src/"_s + key;
    const QString target = m_run + u"cp-dst/"_s + key;
    const QByteArray body = bodyFor(key);
    QVERIFY(s.put(source, body, typeFor(key)).ok());
    QVERIFY(s.put(target, "old content to overwrite").ok());

    const Status copied = s.copy(source, target);
    if (storeName == u"s3"_s && s3rverCannotCopy(key)) {
        // Our header is what AWS requires (see copySourceEncoding); s3rver decodes it wrongly.
        QEXPECT_FAIL("",
                     "s3rver 3.7.1 decodes x-amz-copy-source with decodeURI(), which keeps "
                     "%2B %3D %26 %3F %24 %2C %3B %3A %40 %23 encoded",
                     Abort);
    }
    QVERIFY2(copied.ok(), copied.ok() ? "" : qPrintable(copied.error().message));
    QCOMPARE(*s.get(target), body);
    auto head = s.head(target);
    QVERIFY(head.ok() && head->has_value());
    QCOMPARE((*head)->etag, md5Hex(body));
    QVERIFY2((*head)->contentType.startsWith(typeFor(key)), qPrintable((*head)->contentType));
    QCOMPARE(*s.get(source), body); // a copy leaves the source alone
}

void TestObjectStore::listPaging_data() {
    addStoreRows();
}

void TestObjectStore::listPaging() {
    ObjectStore &s = rowStore();
    const QString base = m_run + u"paging/"_s;
    // UTF-8 byte order, as S3 lists: digits < upper case < '_' < lower case < non-ASCII.
    const QStringList expected = {base + u"0"_s, base + u"B"_s,     base + u"_"_s,
                                  base + u"a"_s, base + u"b b"_s,   base + u"sub/z"_s,
                                  base + u"z"_s, base + u"\u00e4"_s};
    QStringList shuffled = expected;
    std::reverse(shuffled.begin(), shuffled.end());
    for (const QString &key : std::as_const(shuffled))
        QVERIFY(s.put(key, key.toUtf8()).ok());
    QVERIFY(s.put(m_run + u"paging-other/x"_s, "x").ok());
    QVERIFY(s.put(m_run + u"pagingx"_s, "x").ok());

    QStringList seen;
    QString token;
    QList<int> pageSizes;
    for (int guard = 0; guard < 10; ++guard) {
        auto page = s.list(base, token, 3);
        QVERIFY2(page.ok(), page.ok() ? "" : qPrintable(page.error().message));
        pageSizes << int(page->objects.size());
        for (const ObjectInfo &o : std::as_const(page->objects)) {
            seen << o.key;
            QCOMPARE(o.size, o.key.toUtf8().size());
        }
        token = page->nextContinuationToken;
        if (token.isEmpty())
            break;
    }
    QCOMPARE(seen, expected);
    QCOMPARE(pageSizes, (QList<int>{3, 3, 2}));

    // Without the trailing slash, the prefix also matches the siblings.
    auto wide = s.list(m_run + u"paging"_s);
    QVERIFY(wide.ok());
    QCOMPARE(wide->objects.size(), expected.size() + 2);

    auto bad = s.list(base, u"not-a-token-of-ours!"_s);
    OUTBOX_VERIFY_FAILS_SAYING(bad, u"list"_s);
}

void TestObjectStore::missingKey_data() {
    addStoreRows();
}

void TestObjectStore::missingKey() {
    QFETCH(QString, storeName);
    ObjectStore &s = store(storeName);
    const QString key = m_run + u"missing/never stored.txt"_s;

    auto head = s.head(key);
    QVERIFY2(head.ok(), head.ok() ? "" : qPrintable(head.error().message));
    QVERIFY(!head->has_value()); // "not found" is an answer, not an error

    auto get = s.get(key);
    OUTBOX_VERIFY_FAILS_AS(get, ErrorKind::Failed, u"\"%1\""_s.arg(key));
    QVERIFY2(get.error().message.contains(u"does not exist"_s), qPrintable(get.error().message));

    const Status copy = s.copy(key, m_run + u"missing/target"_s);
    OUTBOX_VERIFY_FAILS_SAYING(copy, u"source object does not exist"_s);
    QVERIFY(!s.head(m_run + u"missing/target"_s)->has_value());

    if (storeName == u"s3"_s) {
        QVERIFY2(get.error().message.contains(u"NoSuchKey"_s), qPrintable(get.error().message));
        QVERIFY2(get.error().message.contains(m_s3Bucket), qPrintable(get.error().message));
    }
}

void TestObjectStore::emptyAndLargeBodies_data() {
    addStoreRows();
}

void TestObjectStore::emptyAndLargeBodies() {
    ObjectStore &s = rowStore();
    const QString empty = m_run + u"sizes/empty"_s;
    QVERIFY(s.put(empty, {}).ok());
    QCOMPARE((*s.head(empty))->size, 0);
    QCOMPARE(s.get(empty)->size(), 0);

    // The Vortos inline-body limit, plus one byte.
    QByteArray large(1024 * 1024 + 1, Qt::Uninitialized);
    QRandomGenerator rng(42);
    for (char &c : large)
        c = char(rng.bounded(256));
    const QString key = m_run + u"sizes/large.bin"_s;
    const Status put = s.put(key, large);
    QVERIFY2(put.ok(), put.ok() ? "" : qPrintable(put.error().message));
    QCOMPARE(*s.get(key), large);
    QCOMPARE((*s.head(key))->etag, md5Hex(large));
    // No type given: S3 stores application/octet-stream, the folder store guesses it from ".bin".
    QCOMPARE((*s.head(key))->contentType, u"application/octet-stream"_s);
}

void TestObjectStore::invalidKeysRefused_data() {
    addStoreRows();
}

void TestObjectStore::invalidKeysRefused() {
    ObjectStore &s = rowStore();
    for (const QString &key : {QString(), u"a/../b"_s, u"x\ny"_s}) {
        const Status put = s.put(key, "x");
        OUTBOX_VERIFY_FAILS_AS(put, ErrorKind::InvalidInput, u"store"_s);
        QVERIFY(!s.head(key).ok());
        QVERIFY(!s.get(key).ok());
        QVERIFY(!s.remove(key).ok());
        QVERIFY(!s.copy(u"ok"_s, key).ok());
    }
}

// ---------------------------------------------------------------------------------------------
// Folder store

void TestObjectStore::folderRefusesEscapes() {
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    QDir root(tmp.path());
    QVERIFY(root.mkpath(u"store/inside"_s) && root.mkpath(u"outside"_s));
    QFile secret(tmp.path() + u"/outside/secret.txt"_s);
    QVERIFY(secret.open(QIODevice::WriteOnly));
    secret.write("not yours");
    secret.close();
    QVERIFY(QFile::link(tmp.path() + u"/outside"_s, tmp.path() + u"/store/dirlink"_s));
    QVERIFY(QFile::link(tmp.path() + u"/outside/secret.txt"_s, tmp.path() + u"/store/filelink"_s));
    QVERIFY(QFile::link(tmp.path() + u"/store/inside"_s, tmp.path() + u"/store/innerlink"_s));
    auto created = FolderObjectStore::create(tmp.path() + u"/store"_s);
    QVERIFY(created.ok());
    FolderObjectStore &s = **created;

    const Status up = s.put(u"../outside/new.txt"_s, "x");
    OUTBOX_VERIFY_FAILS_SAYING(up, u"\"..\" segment"_s);
    QVERIFY(!s.put(u"inside/../../outside/new.txt"_s, "x").ok());
    QVERIFY(!s.get(u"..\\outside\\secret.txt"_s).ok());
    QVERIFY(!QFile::exists(tmp.path() + u"/outside/new.txt"_s));

    for (const QString &key : {u"dirlink/secret.txt"_s, u"filelink"_s}) {
        auto get = s.get(key);
        OUTBOX_VERIFY_FAILS_AS(get, ErrorKind::Refused, u"symbolic link"_s);
        QVERIFY(!s.head(key).ok());
    }
    QVERIFY(!s.put(u"dirlink/planted.txt"_s, "x").ok());
    QVERIFY(!QFile::exists(tmp.path() + u"/outside/planted.txt"_s));
    QVERIFY(!s.copy(u"filelink"_s, u"copied"_s).ok());

    // A link that stays inside the folder is fine.
    QVERIFY(s.put(u"innerlink/ok.txt"_s, "fine").ok());
    QCOMPARE(*s.get(u"inside/ok.txt"_s), QByteArray("fine"));

    // Nothing outside shows up in a listing.
    auto page = s.list({});
    QVERIFY(page.ok());
    for (const ObjectInfo &o : std::as_const(page->objects))
        QVERIFY2(!o.key.startsWith(u"dirlink"_s) && o.key != u"filelink"_s, qPrintable(o.key));

    const Status dot = s.put(u"a/./b"_s, "x");
    OUTBOX_VERIFY_FAILS_SAYING(dot, u"\".\" segment"_s);
}

void TestObjectStore::folderKeyConflicts() {
    QTemporaryDir tmp;
    auto created = FolderObjectStore::create(tmp.path());
    QVERIFY(created.ok());
    FolderObjectStore &s = **created;
    QVERIFY(s.put(u"a"_s, "file").ok());
    const Status under = s.put(u"a/b"_s, "x");
    OUTBOX_VERIFY_FAILS_SAYING(under, u"\"a\" exists where a folder is needed"_s);
    QVERIFY(s.put(u"d/e"_s, "x").ok());
    const Status over = s.put(u"d"_s, "x");
    OUTBOX_VERIFY_FAILS_SAYING(over, u"objects exist under \"d/\""_s);
    // Once d/e is gone, so is the folder d, and "d" can be an object.
    QVERIFY(s.remove(u"d/e"_s).ok());
    QVERIFY(s.put(u"d"_s, "x").ok());
    QVERIFY(s.remove(u"/d/"_s).ok());
    QVERIFY(!s.head(u"d"_s)->has_value());
}

// ---------------------------------------------------------------------------------------------
// S3 store against s3rver

void TestObjectStore::presignedGetAndPut() {
    const QString key = m_run + u"presigned/a b+c=d&e?f%g \u00fc.txt"_s;
    QVERIFY(m_s3->put(key, "shared via URL", u"text/plain"_s).ok());
    auto url = m_s3->presignedUrl("GET", key, 300);
    QVERIFY2(url.ok(), url.ok() ? "" : qPrintable(url.error().message));
    QVERIFY(url->query().contains(u"X-Amz-Expires=300"_s));
    const Fetched got = fetch("GET", *url);
    QCOMPARE(got.status, 200);
    QCOMPARE(got.body, QByteArray("shared via URL"));

    const QString uploaded = m_run + u"presigned/uploaded \u65e5\u672c+1.bin"_s;
    auto putUrl = m_s3->presignedUrl("put", uploaded, 60);
    QVERIFY(putUrl.ok());
    const Fetched put = fetch("PUT", *putUrl, "uploaded through a presigned URL");
    QVERIFY2(put.status == 200, put.body.constData());
    QCOMPARE(*m_s3->get(uploaded), QByteArray("uploaded through a presigned URL"));

    // A GET URL does not allow a PUT.
    const Fetched misuse = fetch("PUT", *url, "overwrite");
    QCOMPARE(misuse.status, 403);
    QVERIFY(misuse.body.contains("SignatureDoesNotMatch"));

    QVERIFY(!m_s3->presignedUrl("POST", key, 60).ok());
    QVERIFY(!m_s3->presignedUrl("GET", key, 0).ok());
    QVERIFY(!m_s3->presignedUrl("GET", key, 7 * 24 * 3600 + 1).ok());
}

void TestObjectStore::presignedUrlExpired() {
    const QString key = m_run + u"presigned/expiring.txt"_s;
    QVERIFY(m_s3->put(key, "soon gone").ok());
    auto url = m_s3->presignedUrl("GET", key, 60, QDateTime::currentDateTimeUtc().addSecs(-3600));
    QVERIFY(url.ok());
    const Fetched got = fetch("GET", *url);
    QCOMPARE(got.status, 403);
    QVERIFY2(got.body.contains("expired"), got.body.constData());
    // The same URL, still valid, works: the refusal was about time, not the signature.
    auto fresh = m_s3->presignedUrl("GET", key, 60);
    QCOMPARE(fetch("GET", *fresh).status, 200);
}

void TestObjectStore::wrongSecretRefused() {
    S3Config c = s3Config();
    c.secretAccessKey = u"not-the-secret"_s;
    auto s = makeS3(c);
    QVERIFY(s);
    const QString key = m_run + u"refused/wrong secret.txt"_s;
    const Status put = s->put(key, "x");
    QVERIFY(!put.ok());
    const QString m = put.error().message;
    QVERIFY2(m.contains(u"SignatureDoesNotMatch"_s), qPrintable(m));
    QVERIFY2(m.contains(u"secret access key is probably wrong"_s), qPrintable(m));
    QVERIFY2(m.contains(u"store \"%1\""_s.arg(key)), qPrintable(m));
    QVERIFY2(!m.contains(u"not-the-secret"_s), qPrintable(m));
    QVERIFY(!s->get(key).ok());
    // A HEAD answer has no body to say why; it must still be an error, not "not found".
    auto head = s->head(key);
    OUTBOX_VERIFY_FAILS_SAYING(head, u"HTTP 403"_s);
    QVERIFY(!m_s3->head(key)->has_value());
}

void TestObjectStore::unknownAccessKeyRefused() {
    S3Config c = s3Config();
    c.accessKeyId = u"NOBODY"_s;
    auto s = makeS3(c);
    QVERIFY(s);
    auto get = s->get(m_run + u"refused/whatever"_s);
    QVERIFY(!get.ok());
    const QString m = get.error().message;
    QVERIFY2(m.contains(u"InvalidAccessKeyId"_s), qPrintable(m));
    QVERIFY2(m.contains(u"does not know the access key id"_s), qPrintable(m));
}

void TestObjectStore::tamperedBodyRefused() {
    auto s = makeS3(s3Config());
    QVERIFY(s);
    s->setRequestHookForTests(
        [](QNetworkRequest &, QByteArray &body) { body.replace("100", "999"); });
    const QString key = m_run + u"refused/tampered.txt"_s;
    const Status put = s->put(key, "pay 100 EUR");
    QVERIFY(!put.ok());
    const QString m = put.error().message;
    QVERIFY2(m.contains(u"XAmzContentSHA256Mismatch"_s), qPrintable(m));
    QVERIFY2(m.contains(u"changed on the way"_s), qPrintable(m));
    QVERIFY(!m_s3->head(key)->has_value());
}

void TestObjectStore::missingBucket() {
    S3Config c = s3Config();
    c.bucket = u"no-such-bucket-here"_s;
    auto s = makeS3(c);
    QVERIFY(s);
    const Status put = s->put(u"k"_s, "x");
    QVERIFY(!put.ok());
    const QString m = put.error().message;
    QVERIFY2(m.contains(u"NoSuchBucket"_s), qPrintable(m));
    QVERIFY2(m.contains(u"bucket does not exist"_s), qPrintable(m));
    auto list = s->list({});
    QVERIFY(!list.ok());
    QVERIFY(!s->remove(u"k"_s).ok()); // a missing bucket is not "already deleted"
}

void TestObjectStore::virtualHostedAddressing() {
    ForwardingProxy proxy(quint16(QUrl(m_s3Endpoint).port()));
    QNetworkProxy::setApplicationProxy(
        QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, proxy.port()));
    struct Restore {
        ~Restore() { QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy); }
    } restore;

    S3Config c = s3Config();
    c.endpoint = u"http://s3.amazonaws.com"_s; // s3rver maps <bucket>.s3.amazonaws.com to it
    c.pathStyle = false;
    auto s = makeS3(c);
    QVERIFY(s);
    // Reserved characters only in the key that is not copied (s3rver's copy-source bug).
    const QString reserved = m_run + u"vhost/x+y=z&w?v.txt"_s;
    QVERIFY(s->put(reserved, "reserved").ok());
    QCOMPARE(*s->get(reserved), QByteArray("reserved"));
    QVERIFY(s->remove(reserved).ok());
    const QString key = m_run + u"vhost/a b \u00fc (1).txt"_s;
    const Status put = s->put(key, "virtual", u"text/plain"_s);
    QVERIFY2(put.ok(), put.ok() ? "" : qPrintable(put.error().message));
    QCOMPARE(*s->get(key), QByteArray("virtual"));
    QCOMPARE((*s->head(key))->size, 7);
    auto page = s->list(m_run + u"vhost/"_s);
    QVERIFY2(page.ok(), page.ok() ? "" : qPrintable(page.error().message));
    QCOMPARE(page->objects.size(), 1);
    QCOMPARE(page->objects.first().key, key);
    QVERIFY(s->copy(key, m_run + u"vhost/copy.txt"_s).ok());
    QVERIFY(s->remove(key).ok());
    QVERIFY(!s->head(key)->has_value());
    auto url = s->presignedUrl("GET", m_run + u"vhost/copy.txt"_s, 60);
    QCOMPARE(url->host(), m_s3Bucket + u".s3.amazonaws.com"_s);
    QCOMPARE(fetch("GET", *url).body, QByteArray("virtual"));

    QVERIFY(!proxy.hosts.isEmpty());
    for (const QByteArray &host : std::as_const(proxy.hosts))
        QCOMPARE(host, (m_s3Bucket + u".s3.amazonaws.com"_s).toUtf8());
    // And through path-style, the same object is where virtual-hosted put it.
    QNetworkProxy::setApplicationProxy(QNetworkProxy::NoProxy);
    QCOMPARE(*m_s3->get(m_run + u"vhost/copy.txt"_s), QByteArray("virtual"));
}

void TestObjectStore::worksOnWorkerThreads() {
    // As the relay uses it: created on the GUI (here: main) thread, then used and destroyed on
    // a worker, where its network manager lives.
    {
        auto s = makeS3(s3Config());
        QVERIFY(s);
        QString failure;
        std::unique_ptr<QThread> worker(QThread::create([&] {
            const QString key = m_run + u"threads/worker.txt"_s;
            if (Status p = s->put(key, "from a worker"); !p)
                failure = p.error().message;
            else if (auto g = s->get(key); !g || *g != "from a worker")
                failure = g ? u"wrong body"_s : g.error().message;
            s.reset();
        }));
        worker->start();
        QVERIFY(worker->wait(30000));
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QVERIFY(!s);
    }
    // Used on this thread first, then from a worker: that call gets a manager of its own.
    {
        auto s = makeS3(s3Config());
        QVERIFY(s);
        QVERIFY(s->put(m_run + u"threads/main.txt"_s, "from main").ok());
        QString failure;
        std::unique_ptr<QThread> worker(QThread::create([&] {
            auto g = s->get(m_run + u"threads/main.txt"_s);
            if (!g || *g != "from main")
                failure = g ? u"wrong body"_s : g.error().message;
        }));
        worker->start();
        QVERIFY(worker->wait(30000));
        QVERIFY2(failure.isEmpty(), qPrintable(failure));
        QCOMPARE(s->list(m_run + u"threads/"_s)->objects.size(), 2);
    }
}

// ---------------------------------------------------------------------------------------------
// S3 store against a scripted server

void TestObjectStore::bytesOnTheWire() {
    ScriptedServer server;
    server.script = {{200, {}, {}, false}};
    auto s = makeS3(scriptedConfig(server));
    QVERIFY(s);
    QVERIFY(s->put(u"/a b\\c+d?e=f&g%h/\u00fc#.txt"_s, "body", u"text/plain"_s).ok());
    QCOMPARE(server.requestLine(0),
             QByteArray("PUT /b/a%20b/c%2Bd%3Fe%3Df%26g%25h/%C3%BC%23.txt HTTP/1.1"));
    QCOMPARE(server.header(0, "Host"), "127.0.0.1:" + QByteArray::number(server.port()));
    QCOMPARE(server.header(0, "Content-Type"), QByteArray("text/plain"));
    QCOMPARE(server.header(0, "x-amz-content-sha256"),
             QCryptographicHash::hash("body", QCryptographicHash::Sha256).toHex());
    QVERIFY(server.header(0, "Authorization").startsWith("AWS4-HMAC-SHA256 Credential=S3RVER/"));
    QVERIFY(server.header(0, "Authorization")
                .contains("SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date,"));
    QVERIFY(server.header(0, "User-Agent").startsWith("outbox-console/"));
    QCOMPARE(server.bodies.value(0), QByteArray("body"));
    for (const QByteArray &head : std::as_const(server.heads))
        QVERIFY(!head.contains("S3RVER\r") && !head.contains(":S3RVER")); // no secret

    QVERIFY(s->copy(u"src dir/x+y.txt"_s, u"dst/z.txt"_s).ok());
    QCOMPARE(server.requestLine(1), QByteArray("PUT /b/dst/z.txt HTTP/1.1"));
    QCOMPARE(server.header(1, "x-amz-copy-source"), QByteArray("/b/src%20dir/x%2By.txt"));

    server.script = {{200,
                      "<ListBucketResult><IsTruncated>false</IsTruncated><Contents><Key>p q/1</Key>"
                      "<Size>3</Size><ETag>&quot;abc&quot;</ETag><LastModified>2026-01-02T03:04:"
                      "05.000Z</LastModified></Contents></ListBucketResult>",
                      {},
                      false}};
    auto page = s->list(u"p q/"_s, u"t/=+"_s, 5000);
    QVERIFY2(page.ok(), page.ok() ? "" : qPrintable(page.error().message));
    QCOMPARE(server.requestLine(2),
             QByteArray("GET /b?continuation-token=t%2F%3D%2B&list-type=2&max-keys=1000&prefix=p%"
                        "20q%2F HTTP/1.1"));
    QCOMPARE(page->objects.size(), 1);
    QCOMPARE(page->objects.first().key, u"p q/1"_s);
    QCOMPARE(page->objects.first().etag, u"abc"_s);
    QCOMPARE(page->objects.first().lastModified,
             QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), Qt::UTC));

    // CopyObject may fail after a 200: the error is in the body.
    server.script = {
        {200, ScriptedServer::s3Error(200, "InternalError", "We failed.").body, {}, false}};
    const Status copy = s->copy(u"a"_s, u"b"_s);
    OUTBOX_VERIFY_FAILS_SAYING(copy, u"InternalError"_s);
}

void TestObjectStore::retriesAfterThrottling() {
    ScriptedServer server;
    server.script = {ScriptedServer::s3Error(503, "SlowDown", "Please reduce your request rate."),
                     ScriptedServer::s3Error(500, "InternalError", "Oops."),
                     ScriptedServer::Answer{502, "<html>bad gateway</html>", {}, false},
                     {200, {}, {}, false}};
    auto s = makeS3(scriptedConfig(server));
    QVERIFY(s);
    const Status put = s->put(u"k"_s, "x");
    QVERIFY2(put.ok(), put.ok() ? "" : qPrintable(put.error().message));
    QCOMPARE(server.heads.size(), 4);
    // Each attempt is signed afresh.
    for (qsizetype i = 0; i < server.heads.size(); ++i)
        QVERIFY(!server.header(i, "Authorization").isEmpty());
}

void TestObjectStore::givesUpAfterRetries() {
    ScriptedServer server;
    server.script = {ScriptedServer::s3Error(503, "SlowDown", "Please reduce your request rate.")};
    auto s = makeS3(scriptedConfig(server));
    QVERIFY(s);
    const Status put = s->put(u"busy.txt"_s, "x");
    QVERIFY(!put.ok());
    QCOMPARE(server.heads.size(), 4); // one try and three retries
    const QString m = put.error().message;
    QVERIFY2(m.contains(u"throttling"_s) && m.contains(u"4 attempt"_s), qPrintable(m));
    QVERIFY2(m.contains(u"SlowDown"_s) && m.contains(u"\"busy.txt\""_s), qPrintable(m));

    ScriptedServer broken;
    broken.script = {ScriptedServer::s3Error(500, "InternalError", "We encountered an error.")};
    auto t = makeS3(scriptedConfig(broken));
    auto get = t->get(u"k"_s);
    QVERIFY(!get.ok());
    QCOMPARE(broken.heads.size(), 4);
    QVERIFY2(get.error().message.contains(u"server error (4 attempt"_s),
             qPrintable(get.error().message));
}

void TestObjectStore::clientErrorsAreNotRetried() {
    ScriptedServer server;
    server.script = {ScriptedServer::s3Error(403, "AccessDenied", "Access Denied")};
    auto s = makeS3(scriptedConfig(server));
    QVERIFY(s);
    const Status remove = s->remove(u"k"_s);
    QVERIFY(!remove.ok());
    const QString m = remove.error().message;
    QCOMPARE(server.heads.size(), 1);
    QVERIFY2(m.contains(u"access was denied"_s), qPrintable(m));
    QVERIFY2(m.contains(u"delete \"k\""_s), qPrintable(m));
}

void TestObjectStore::requestTimeout() {
    ScriptedServer server;
    server.script = {{200, {}, {}, true}};
    S3Config c = scriptedConfig(server);
    c.requestTimeoutMs = 300;
    auto s = makeS3(c);
    QVERIFY(s);
    const auto [get, ms] = timed([&] { return s->get(u"slow.txt"_s); });
    QVERIFY(!get.ok());
    const QString m = get.error().message;
    QVERIFY2(m.contains(u"within 300 ms (the request timeout)"_s), qPrintable(m));
    QVERIFY2(ms < 5000, qPrintable(QString::number(ms)));
    QCOMPARE(server.heads.size(), 1); // a timeout is reported, not retried
}

void TestObjectStore::connectTimeout() {
    // A listener whose accept queue is full: Linux completes no further handshakes, so a new
    // connection hangs in SYN_SENT, like a firewalled endpoint.
    QTcpServer server;
    server.setListenBacklogSize(0);
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    server.pauseAccepting();
    QTcpSocket filler;
    filler.connectToHost(QHostAddress::LocalHost, server.serverPort());
    QVERIFY(filler.waitForConnected(2000));
    QTcpSocket probe;
    probe.connectToHost(QHostAddress::LocalHost, server.serverPort());
    if (probe.waitForConnected(500))
        QSKIP("this kernel completes handshakes beyond the accept queue; cannot provoke a "
              "connect timeout here");
    probe.abort();

    S3Config c = s3Config();
    c.endpoint = u"http://127.0.0.1:%1"_s.arg(server.serverPort());
    c.connectTimeoutMs = 300;
    auto s = makeS3(c);
    QVERIFY(s);
    const auto [head, ms] = timed([&] { return s->head(u"k"_s); });
    QVERIFY(!head.ok());
    const QString m = head.error().message;
    QVERIFY2(
        m.contains(u"could not connect to 127.0.0.1:%1 within 300 ms (the connect timeout)"_s.arg(
            server.serverPort())),
        qPrintable(m));
    QVERIFY2(ms < 5000, qPrintable(QString::number(ms)));
}

void TestObjectStore::connectionRefused() {
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    S3Config c = s3Config();
    c.endpoint = u"http://127.0.0.1:%1"_s.arg(port);
    auto s = makeS3(c);
    QVERIFY(s);
    auto head = s->head(u"k"_s);
    OUTBOX_VERIFY_FAILS_SAYING(head, u"refused the connection"_s);
}

QTEST_GUILESS_MAIN(TestObjectStore)
#include "tst_objectstore.moc"
