// AWS Signature V4: AWS's own test suite (generic services) and AWS's published S3 examples.
#include "objectstore/sigv4.h"

#include "failurechecks.h"
#include "testdatabases.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// The suite's fixed inputs (see its .sreq files).
const QString kSuiteKeyId = u"AKIDEXAMPLE"_s;
const QString kSuiteSecret = u"wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"_s;
const QString kSuiteToken =
    u"AQoDYXdzEPT//////////wEXAMPLEtc764bNrC9SAPBSM22wDOk4x4HIZ8j4FZTwdQWLWsKWHGBuFqwAeMicRXmxfpSPf"
    u"IeoIYRqTflfKD8YUuwthAx7mSEI/qkPpKPi/kMcGdQrmGdeehM4IC1NtBmUpp2wUE8phUZampKsburEDy0KPkyQDYw"
    u"T7WZ0wq5VSXDvp75YU9HFvlRd8Tx6q6fE8YQcHNVXAkiY9q6d+xo0rKwT38xVqr7ZD0u0iPPkUL64lIZbqBAz+scqKml"
    u"zm8FDrypNC9Yjc8fPOLn9FX9KSYvKTr4rvx3iSIlTJabIQwj2ICCR/oLxBA=="_s;

// The credentials of AWS's S3 signing examples (docs: "Signature Calculations for the
// Authorization Header" and "Authenticating Requests: Using Query Parameters").
const sigv4::Credentials kS3Example{
    u"AKIAIOSFODNN7EXAMPLE"_s, u"wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"_s, {}};
const QByteArray kEmptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

QDateTime suiteTime() {
    return QDateTime(QDate(2015, 8, 30), QTime(12, 36), Qt::UTC);
}

QDateTime s3ExampleTime() {
    return QDateTime(QDate(2013, 5, 24), QTime(0, 0), Qt::UTC);
}

// A request for path on the bucket of AWS's S3 examples: its Host header, then headers.
sigv4::Request exampleRequest(const QByteArray &method, const QString &path,
                              const sigv4::HeaderList &headers = {}) {
    sigv4::Request r;
    r.method = method;
    r.path = path;
    r.headers = sigv4::HeaderList{{"Host", "examplebucket.s3.amazonaws.com"}} + headers;
    return r;
}

// r signed as AWS's S3 examples are: their credentials and time, S3 in region.
Result<sigv4::SignedRequest> signS3Example(const sigv4::Request &r,
                                           const QString &region = u"us-east-1"_s) {
    return sigv4::signRequest(r, kS3Example, sigv4::Options{.region = region}, s3ExampleTime());
}

QByteArray readAll(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

struct ParsedRequest {
    sigv4::Request request;
    QByteArray body;
    QString error;
};

// The suite's .req files are raw HTTP/1.1 requests, except that the path is not escaped
// ("/example space/" has a literal space), so the request line splits at the first space and at
// the last " HTTP/". Folded header lines (starting with whitespace) continue the header above
// as a further value, which the suite's expected output joins with commas.
ParsedRequest parseRequest(const QByteArray &raw) {
    ParsedRequest out;
    const qsizetype headEnd = raw.indexOf("\n\n");
    const QByteArray head = headEnd < 0 ? raw : raw.left(headEnd);
    out.body = headEnd < 0 ? QByteArray() : raw.mid(headEnd + 2);
    const QList<QByteArray> lines = head.split('\n');
    const QByteArray requestLine = lines.value(0);
    const qsizetype space = requestLine.indexOf(' ');
    const qsizetype version = requestLine.lastIndexOf(" HTTP/");
    if (space < 0 || version <= space) {
        out.error = u"bad request line: "_s + QString::fromUtf8(requestLine);
        return out;
    }
    out.request.method = requestLine.left(space);
    const QByteArray target = requestLine.mid(space + 1, version - space - 1);
    const qsizetype question = target.indexOf('?');
    out.request.path = QString::fromUtf8(question < 0 ? target : target.left(question));
    if (question >= 0) {
        for (const QByteArray &pair : target.mid(question + 1).split('&')) {
            if (pair.isEmpty())
                continue;
            const qsizetype eq = pair.indexOf('=');
            const QByteArray name = eq < 0 ? pair : pair.left(eq);
            const QByteArray value = eq < 0 ? QByteArray() : pair.mid(eq + 1);
            out.request.query.append({QString::fromUtf8(QByteArray::fromPercentEncoding(name)),
                                      QString::fromUtf8(QByteArray::fromPercentEncoding(value))});
        }
    }
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray &line = lines.at(i);
        if (line.isEmpty())
            continue;
        if (line.front() == ' ' || line.front() == '\t') {
            if (out.request.headers.isEmpty()) {
                out.error = u"continuation line without a header"_s;
                return out;
            }
            out.request.headers.append({out.request.headers.last().first, line.trimmed()});
            continue;
        }
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0) {
            out.error = u"bad header line: "_s + QString::fromUtf8(line);
            return out;
        }
        out.request.headers.append({line.left(colon), line.mid(colon + 1)});
    }
    out.request.payloadHash = sigv4::payloadHash(out.body);
    return out;
}

// The folders of the suite's cases (each holds a NAME.req and what signing it gives), sorted.
QStringList suiteCases(const QString &root) {
    QStringList folders;
    QDirIterator it(root, {u"*.req"_s}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        it.next();
        folders << it.fileInfo().absolutePath();
    }
    folders.sort();
    return folders;
}

QByteArray headerValue(const sigv4::HeaderList &headers, const char *name) {
    for (const auto &[n, v] : headers) {
        if (n.compare(name, Qt::CaseInsensitive) == 0)
            return v;
    }
    return {};
}

} // namespace

class TestSigV4 : public QObject {
    Q_OBJECT

private slots:
    void awsTestSuite_data();
    void awsTestSuite();

    void s3GetObjectExample();
    void s3ListObjectsExample();
    void s3PresignedUrlExample();
    void s3KeyWithReservedCharacters();
    void s3PathIsEncodedOnceAndNotNormalised();
    void genericPathIsEncodedAgainAndNormalised();
    void queryIsSortedAndEncoded();
    void headerValuesAreTrimmedAndCollapsed();
    void regionAutoSignsAsUsEast1();
    void refusals();
};

void TestSigV4::awsTestSuite_data() {
    const QString root = outbox::test::testdataDir() + u"/aws-sig-v4-test-suite"_s;
    QVERIFY2(QDir(root).exists(), qPrintable(root + u" is missing"_s));
    const QStringList folders = suiteCases(root);
    // A suite that silently shrank would pass too: pin the count of this version (31 cases,
    // including normalize-path/ and post-sts-token/).
    QCOMPARE(folders.size(), 31);
    QTest::addColumn<QString>("folder");
    for (const QString &folder : std::as_const(folders))
        QTest::newRow(qPrintable(QDir(root).relativeFilePath(folder))) << folder;
}

void TestSigV4::awsTestSuite() {
    QFETCH(QString, folder);
    const QString name = QDir(folder).dirName();
    const QString base = folder + u'/' + name;
    ParsedRequest parsed = parseRequest(readAll(base + u".req"_s));
    QVERIFY2(parsed.error.isEmpty(), qPrintable(parsed.error));

    sigv4::Options options;
    options.region = u"us-east-1"_s;
    options.service = u"service"_s;
    options.uriMode = sigv4::UriMode::Generic;
    options.addContentSha256Header = false;
    sigv4::Credentials credentials{kSuiteKeyId, kSuiteSecret, {}};

    // The STS cases: the token travels in the credentials, and the signer places it, signed
    // ("before") or added after signing ("after"), instead of the test copying a header.
    const bool sts = folder.contains(u"/post-sts-token/"_s);
    if (sts) {
        credentials.sessionToken = kSuiteToken;
        parsed.request.headers.removeIf([](const auto &h) {
            return h.first.compare("X-Amz-Security-Token", Qt::CaseInsensitive) == 0;
        });
        options.sessionTokenPlacement = name.endsWith(u"-after"_s)
                                            ? sigv4::SessionTokenPlacement::AfterSigning
                                            : sigv4::SessionTokenPlacement::Signed;
    }

    auto result = sigv4::signRequest(parsed.request, credentials, options, suiteTime());
    QVERIFY2(result.ok(), result.ok() ? "" : qPrintable(result.error().message));
    QCOMPARE(result->canonicalRequest, readAll(base + u".creq"_s));
    QCOMPARE(result->stringToSign, readAll(base + u".sts"_s));
    QCOMPARE(result->authorization, readAll(base + u".authz"_s));
    QCOMPARE(headerValue(result->headers, "Authorization"), result->authorization);
    QCOMPARE(headerValue(result->headers, "X-Amz-Date"), QByteArray("20150830T123600Z"));
    if (sts)
        QCOMPARE(headerValue(result->headers, "X-Amz-Security-Token"), kSuiteToken.toUtf8());
}

void TestSigV4::s3GetObjectExample() {
    const sigv4::Request r = exampleRequest("GET", u"/test.txt"_s, {{"Range", "bytes=0-9"}});
    auto s = signS3Example(r);
    QVERIFY(s.ok());
    QCOMPARE(
        s->authorization,
        QByteArray("AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/"
                   "aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, "
                   "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"));
    QCOMPARE(headerValue(s->headers, "x-amz-content-sha256"), kEmptyHash);
    QCOMPARE(s->encodedPath, QByteArray("/test.txt"));
}

void TestSigV4::s3ListObjectsExample() {
    sigv4::Request r = exampleRequest("GET", u"/"_s);
    r.query = {{u"prefix"_s, u"J"_s}, {u"max-keys"_s, u"2"_s}};
    auto s = signS3Example(r);
    QVERIFY(s.ok());
    QCOMPARE(s->signature,
             QByteArray("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7"));
    QCOMPARE(s->encodedQuery, QByteArray("max-keys=2&prefix=J"));
}

void TestSigV4::s3PresignedUrlExample() {
    const sigv4::Request r = exampleRequest("GET", u"/test.txt"_s);
    auto s = sigv4::presignRequest(r, kS3Example, sigv4::Options{.region = u"us-east-1"_s},
                                   s3ExampleTime(), 86400);
    QVERIFY(s.ok());
    QCOMPARE(s->signature,
             QByteArray("aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"));
    QVERIFY(s->canonicalRequest.endsWith("\nhost\nUNSIGNED-PAYLOAD"));
    QCOMPARE(s->encodedQuery,
             QByteArray("X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%"
                        "2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-"
                        "Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature="
                        "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404"));
    QVERIFY(s->authorization.isEmpty());
}

void TestSigV4::s3KeyWithReservedCharacters() {
    // Expected value computed with AWS's own signer (@smithy/signature-v4 5.7.5, S3 settings).
    const sigv4::Request r =
        exampleRequest("PUT", u"/a b+c/\u00fc?=&%"_s, {{"Content-Type", "text/plain"}});
    auto s = signS3Example(r);
    QVERIFY(s.ok());
    QCOMPARE(s->encodedPath, QByteArray("/a%20b%2Bc/%C3%BC%3F%3D%26%25"));
    QCOMPARE(s->signature,
             QByteArray("1819c3189663f7279856737757aaf12162e6c46a2cbff8112f02d13a9013e56b"));
}

void TestSigV4::s3PathIsEncodedOnceAndNotNormalised() {
    QCOMPARE(sigv4::canonicalUri(u"/b/my-object//example//photo.user"_s, sigv4::UriMode::S3),
             QByteArray("/b/my-object//example//photo.user"));
    QCOMPARE(sigv4::canonicalUri(u"/b/./a/../c"_s, sigv4::UriMode::S3), QByteArray("/b/./a/../c"));
    QCOMPARE(sigv4::canonicalUri(u"/b/100%25"_s, sigv4::UriMode::S3),
             QByteArray("/b/100%2525")); // a key that contains "%25" literally
    QCOMPARE(sigv4::canonicalUri(u"/b/-._~ !'()*"_s, sigv4::UriMode::S3),
             QByteArray("/b/-._~%20%21%27%28%29%2A"));
    QCOMPARE(sigv4::canonicalUri({}, sigv4::UriMode::S3), QByteArray("/"));
}

void TestSigV4::genericPathIsEncodedAgainAndNormalised() {
    QCOMPARE(sigv4::canonicalUri(u"/a%20b"_s, sigv4::UriMode::Generic), QByteArray("/a%2520b"));
    QCOMPARE(sigv4::canonicalUri(u"/a/b/../c/./d/"_s, sigv4::UriMode::Generic),
             QByteArray("/a/c/d/"));
    QCOMPARE(sigv4::canonicalUri(u"/a/b/.."_s, sigv4::UriMode::Generic), QByteArray("/a/"));
    QCOMPARE(sigv4::canonicalUri(u"/../.."_s, sigv4::UriMode::Generic), QByteArray("/"));
}

void TestSigV4::queryIsSortedAndEncoded() {
    const sigv4::QueryList q{{u"prefix"_s, u"a b+c/d"_s},
                             {u"continuation-token"_s, u"1/x=="_s},
                             {u"list-type"_s, u"2"_s},
                             {u"empty"_s, {}}};
    QCOMPARE(sigv4::canonicalQuery(q),
             QByteArray("continuation-token=1%2Fx%3D%3D&empty=&list-type=2&prefix=a%20b%2Bc%2Fd"));
}

void TestSigV4::headerValuesAreTrimmedAndCollapsed() {
    sigv4::Request r;
    r.method = "GET";
    r.path = u"/"_s;
    r.headers = {{"host", "h"},
                 {"X-Amz-Meta-A", "  one   two\t three  "},
                 {"x-amz-meta-a", "four"},
                 {"X-AMZ-META-B", "\"a   b\""}};
    auto s = signS3Example(r);
    QVERIFY(s.ok());
    QVERIFY2(s->canonicalRequest.contains("\nx-amz-meta-a:one two three,four\n"
                                          "x-amz-meta-b:\"a b\"\n"),
             s->canonicalRequest.constData());
    QVERIFY(s->canonicalRequest.contains(
        "\nhost;x-amz-content-sha256;x-amz-date;x-amz-meta-a;x-amz-meta-b\n"));
}

void TestSigV4::regionAutoSignsAsUsEast1() {
    QCOMPARE(sigv4::signingRegion(u"auto"_s), u"us-east-1"_s);
    QCOMPARE(sigv4::signingRegion(u"eu-west-1"_s), u"eu-west-1"_s);
    const sigv4::Request r = exampleRequest("GET", u"/test.txt"_s, {{"Range", "bytes=0-9"}});
    auto s = signS3Example(r, u"auto"_s);
    QVERIFY(s.ok());
    QCOMPARE(s->signature,
             QByteArray("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41"));
}

void TestSigV4::refusals() {
    sigv4::Request r;
    r.method = "GET";
    r.path = u"/k"_s;
    sigv4::Options o;
    o.region = u"us-east-1"_s;
    auto noHost = sigv4::signRequest(r, kS3Example, o, s3ExampleTime());
    QVERIFY(!noHost.ok());
    QVERIFY(noHost.error().message.contains(u"Host"_s));

    r.headers = {{"Host", "h"}};
    for (int expires : {0, -5, 604801}) {
        auto bad = sigv4::presignRequest(r, kS3Example, o, s3ExampleTime(), expires);
        OUTBOX_VERIFY_FAILS_SAYING(bad, QString::number(expires));
    }
    QVERIFY(sigv4::presignRequest(r, kS3Example, o, s3ExampleTime(), 604800).ok());

    auto noSecret = sigv4::signRequest(r, {u"AK"_s, {}, {}}, o, s3ExampleTime());
    QVERIFY(!noSecret.ok());
    QVERIFY(!sigv4::signRequest(r, kS3Example, o, QDateTime()).ok());
}

QTEST_GUILESS_MAIN(TestSigV4)
#include "tst_sigv4.moc"
