// The rules for text from outside, as pure logic: environment files read as
// systemd reads them, broker names a protocol can carry, JSON strings a database can read back,
// UTF-8 with the offset of its first bad byte, a profiles file that does not read, and the
// local files the console keeps (regular files only, replaced whole). The end-to-end cases are in
// tests/reliability/tst_safetypromises.cpp and tests/relay/tst_brokersinks.cpp.
#include "failurechecks.h"
#include "relay/brokernames.h"
#include "relay/environmentfile.h"
#include "settings/profile.h"
#include "util/jsontext.h"
#include "util/localfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace outbox;

using Assignments = QList<std::pair<QString, QString>>;
Q_DECLARE_METATYPE(Assignments)

class TestInputRules : public QObject {
    Q_OBJECT
private slots:
    void environmentFiles_data();
    void environmentFiles();
    void badEnvironmentFiles_data();
    void badEnvironmentFiles();
    void badEnvironmentFileLineIsNotEchoed();
    void brokerNames_data();
    void brokerNames();
    void unstorableJsonStrings_data();
    void unstorableJsonStrings();
    void utf8Offsets();
    void profilesFileThatDoesNotRead_data();
    void profilesFileThatDoesNotRead();
    void localFiles();
};

void TestInputRules::environmentFiles_data() {
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<Assignments>("expected");
    // What systemd's EnvironmentFile= makes of each (systemd.exec(5); env-file.c's states).
    QTest::newRow("plain") << QByteArray("A=1\nB=two\n")
                           << Assignments{{u"A"_s, u"1"_s}, {u"B"_s, u"two"_s}};
    QTest::newRow("shell syntax is text")
        << QByteArray("P=p$HOME;touch x;y `id` $(id)\n")
        << Assignments{{u"P"_s, u"p$HOME;touch x;y `id` $(id)"_s}};
    QTest::newRow("whitespace around key and value dropped")
        << QByteArray("  KEY  =   a b  \t\n") << Assignments{{u"KEY"_s, u"a b"_s}};
    QTest::newRow("comments and blank lines")
        << QByteArray("# c\n; c\n\n   \nA=1 # not a comment\n")
        << Assignments{{u"A"_s, u"1 # not a comment"_s}};
    QTest::newRow("single quotes keep everything")
        << QByteArray("A='  $x \\\" \\\\ '\n") << Assignments{{u"A"_s, u"  $x \\\" \\\\ "_s}};
    QTest::newRow("double quotes take \\\" \\\\ \\` \\$ and keep other backslashes")
        << QByteArray("A=\" \\\" \\\\ \\` \\$ \\n \"\n")
        << Assignments{{u"A"_s, u" \" \\ ` $ \\n "_s}};
    QTest::newRow("quoted and unquoted parts join; quotes after text are text")
        << QByteArray("A=\"x y\"z 'w'\n") << Assignments{{u"A"_s, u"x yz 'w'"_s}};
    QTest::newRow("backslash outside quotes")
        << QByteArray("A=a\\ b\\\\c\\\n") << Assignments{{u"A"_s, u"a b\\c"_s}};
    QTest::newRow("continued line") << QByteArray("A=one\\\ntwo\nB=3\n")
                                    << Assignments{{u"A"_s, u"onetwo"_s}, {u"B"_s, u"3"_s}};
    QTest::newRow("quoted text spans lines")
        << QByteArray("A=\"one\ntwo\"\n") << Assignments{{u"A"_s, u"one\ntwo"_s}};
    QTest::newRow("line without =")
        << QByteArray("garbage\nA=1\n") << Assignments{{u"A"_s, u"1"_s}};
    QTest::newRow("empty value") << QByteArray("A=\nB=\"\"\n")
                                 << Assignments{{u"A"_s, QString()}, {u"B"_s, QString()}};
    QTest::newRow("no final line break")
        << QByteArray("A=last") << Assignments{{u"A"_s, u"last"_s}};
    QTest::newRow("carriage returns end lines")
        << QByteArray("A=1\r\nB=2\r\n") << Assignments{{u"A"_s, u"1"_s}, {u"B"_s, u"2"_s}};
    QTest::newRow("equals in the value")
        << QByteArray("URL=a=b=c\n") << Assignments{{u"URL"_s, u"a=b=c"_s}};
    QTest::newRow("later wins later")
        << QByteArray("A=1\nA=2\n") << Assignments{{u"A"_s, u"1"_s}, {u"A"_s, u"2"_s}};
}

void TestInputRules::environmentFiles() {
    QFETCH(QByteArray, file);
    QFETCH(Assignments, expected);
    auto parsed = parseEnvironmentFile(file);
    QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message));
    QCOMPARE(*parsed, expected);
}

void TestInputRules::badEnvironmentFiles_data() {
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("not UTF-8") << QByteArray("A=1\nB=\xff\n") << u"line 2 is not UTF-8"_s;
    QTest::newRow("not a variable name")
        << QByteArray("A=1\nMY-KEY=2\n")
        << u"line 2 is not NAME=value: character 3 of the name is \"-\""_s;
    QTest::newRow("starts with a digit")
        << QByteArray("1A=2\n") << u"line 1 is not NAME=value: character 1 of the name is \"1\""_s;
}

void TestInputRules::badEnvironmentFiles() {
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    auto parsed = parseEnvironmentFile(file);
    OUTBOX_VERIFY_FAILS_SAYING(parsed, message);
}

// A line that is not NAME=value may be a secret pasted on a line of its own (base64 with "="
// padding): the message names the line and one character, never the text.
void TestInputRules::badEnvironmentFileLineIsNotEchoed() {
    const QByteArray secret = "c2VjcmV0LXRva2VuLXZhbHVl+/Zm9vYmFy";
    auto parsed = parseEnvironmentFile("A=1\n" + secret + "==\n");
    QVERIFY(!parsed);
    const QString message = parsed.error().message;
    QVERIFY2(message.contains(u"line 2"_s), qPrintable(message));
    QVERIFY2(!message.contains(QString::fromLatin1(secret.left(8))), qPrintable(message));
    QVERIFY2(message.contains(u"\"+\""_s), qPrintable(message));
}

void TestInputRules::brokerNames_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("ok");
    const int nats = int(BrokerNameKind::NatsSubject);
    const int kafka = int(BrokerNameKind::KafkaTopic);
    const int amqp = int(BrokerNameKind::AmqpRoutingKey);
    QTest::newRow("nats plain") << nats << QByteArray("outbox.files.put") << true;
    QTest::newRow("nats utf-8") << nats << QByteArray("outbox.gr\xc3\xbc\xc3\x9f") << true;
    QTest::newRow("nats space") << nats << QByteArray("outbox.My Report.pdf") << false;
    QTest::newRow("nats crlf") << nats << QByteArray("a\r\nPUB x 1\r\n") << false;
    QTest::newRow("nats tab") << nats << QByteArray("a\tb") << false;
    QTest::newRow("nats del") << nats << QByteArray("a\x7f") << false;
    QTest::newRow("nats star") << nats << QByteArray("a.*") << false;
    QTest::newRow("nats gt") << nats << QByteArray("a.>") << false;
    QTest::newRow("nats empty token") << nats << QByteArray("a..b") << false;
    QTest::newRow("nats leading dot") << nats << QByteArray(".a") << false;
    QTest::newRow("nats trailing dot") << nats << QByteArray("a.") << false;
    QTest::newRow("nats empty") << nats << QByteArray() << false;
    QTest::newRow("kafka plain") << kafka << QByteArray("outbox.event-Storage_Object") << true;
    QTest::newRow("kafka slash") << kafka << QByteArray("a/b") << false;
    QTest::newRow("kafka space") << kafka << QByteArray("a b") << false;
    QTest::newRow("kafka dot") << kafka << QByteArray(".") << false;
    QTest::newRow("kafka dots") << kafka << QByteArray("..") << false;
    QTest::newRow("kafka 249") << kafka << QByteArray(249, 't') << true;
    QTest::newRow("kafka 250") << kafka << QByteArray(250, 't') << false;
    QTest::newRow("kafka utf-8") << kafka << QByteArray("gr\xc3\xbc\xc3\x9f") << false;
    QTest::newRow("amqp 255") << amqp << QByteArray(255, 'k') << true;
    QTest::newRow("amqp 256") << amqp << QByteArray(256, 'k') << false;
    QTest::newRow("amqp empty") << amqp << QByteArray() << true; // the default exchange's rule
}

void TestInputRules::brokerNames() {
    QFETCH(int, kind);
    QFETCH(QByteArray, name);
    QFETCH(bool, ok);
    const Status checked = checkBrokerName(BrokerNameKind(kind), name);
    QCOMPARE(checked.ok(), ok);
    if (!ok) // the name is quoted with its controls shown, never raw
        for (const QChar c : checked.error().message)
            QVERIFY2(c.unicode() >= 0x20, qPrintable(checked.error().message));
}

void TestInputRules::unstorableJsonStrings_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("path"); // empty: every string storable
    QTest::addColumn<QString>("what");
    QTest::newRow("plain") << QByteArray(R"({"a":"x","b":[1,"y"]})") << QString() << QString();
    QTest::newRow("surrogate pair")
        << QByteArray(R"({"a":"\ud83d\ude00"})") << QString() << QString();
    QTest::newRow("escaped backslash then u")
        << QByteArray(R"({"a":"\\ud800"})") << QString() << QString();
    QTest::newRow("lone high") << QByteArray(R"({"a":"x\ud800"})") << u"a"_s
                               << u"an unpaired surrogate U+D800"_s;
    QTest::newRow("lone low") << QByteArray(R"({"a":"\udc00"})") << u"a"_s
                              << u"an unpaired surrogate U+DC00"_s;
    QTest::newRow("high then high") << QByteArray(R"({"a":"\ud800\ud800\udc00"})") << u"a"_s
                                    << u"an unpaired surrogate U+D800"_s;
    QTest::newRow("nul") << QByteArray(R"({"a":"x\u0000"})") << u"a"_s << u"U+0000"_s;
    QTest::newRow("nested") << QByteArray(R"({"a":{"b":[1,"ok","\u0000"]}})") << u"a.b[2]"_s
                            << u"U+0000"_s;
    QTest::newRow("in a key") << QByteArray(R"({"k\u0000":1})") << u"the key \"k\\u0000\""_s
                              << u"U+0000"_s;
}

void TestInputRules::unstorableJsonStrings() {
    QFETCH(QByteArray, json);
    QFETCH(QString, path);
    QFETCH(QString, what);
    const auto found = findUnstorableString(QJsonDocument::fromJson(json).object());
    QCOMPARE(found.has_value(), !path.isEmpty());
    if (found) {
        QCOMPARE(found->path, path);
        QCOMPARE(found->what, what);
    }
}

void TestInputRules::utf8Offsets() {
    QCOMPARE(firstInvalidUtf8Offset("plain ascii"), std::nullopt);
    QCOMPARE(firstInvalidUtf8Offset("gr\xc3\xbc\xc3\x9f \xf0\x9f\x98\x80"), std::nullopt);
    QCOMPARE(firstInvalidUtf8Offset("ab\xff"), std::optional<qsizetype>(2));
    QCOMPARE(firstInvalidUtf8Offset("a\xc3\x28"), std::optional<qsizetype>(1)); // bad continuation
    QCOMPARE(firstInvalidUtf8Offset("a\xc3"), std::optional<qsizetype>(1));     // cut short
    QCOMPARE(firstInvalidUtf8Offset("\xc0\xaf"), std::optional<qsizetype>(0));  // overlong '/'
    QCOMPARE(firstInvalidUtf8Offset("x\xed\xa0\x80"), std::optional<qsizetype>(1));    // surrogate
    QCOMPARE(firstInvalidUtf8Offset("\xf4\x90\x80\x80"), std::optional<qsizetype>(0)); // > 10FFFF
}

void TestInputRules::profilesFileThatDoesNotRead_data() {
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("message"); // empty: it reads
    QTest::newRow("as the console writes it")
        << QByteArray("[profiles]\n1\\name=a\n1\\table=\"x, y\"\n1\\ceSubject=\"a\\\"b\"\n"
                      "size=1\n")
        << QString();
    QTest::newRow("unbalanced quote")
        << QByteArray("[profiles]\n1\\name=a\n1\\table=\"outbox\n2\\name=b\nsize=2\n")
        << u"line 3 has a quote (\") that is not closed"_s;
    QTest::newRow("open section") << QByteArray("[profiles\n1\\name=a\n")
                                  << u"line 1 opens a section"_s;
    QTest::newRow("no equals") << QByteArray("[profiles]\n1\\name=a\nnonsense\n")
                               << u"line 3 is neither"_s;
}

void TestInputRules::profilesFileThatDoesNotRead() {
    QFETCH(QByteArray, file);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"profiles.ini"_s);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
    }
    ProfileStore store(path);
    const Status checked = store.check();
    if (message.isEmpty()) {
        QVERIFY2(checked, checked ? "" : qPrintable(checked.error().message));
        return;
    }
    OUTBOX_VERIFY_FAILS_AS(checked, ErrorKind::InvalidInput, message);
    QVERIFY2(checked.error().message.contains(path), qPrintable(checked.error().message));
    // Nothing rewrites it.
    Profile p;
    p.name = u"new"_s;
    p.databaseUrl = u"sqlite:///tmp/new.db"_s;
    QVERIFY(!store.save(p));
    QVERIFY(!store.remove(u"a"_s));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), file);
    QVERIFY(!QFile::exists(path + u".bak"_s));
}

void TestInputRules::localFiles() {
    QTemporaryDir dir;
    const QString file = dir.filePath(u"state.json"_s);
    QVERIFY(writeLocalFile(file, "one").ok());
    QCOMPARE(*readLocalFile(file), QByteArray("one"));
    QVERIFY(writeLocalFile(file, "two", u".bak"_s).ok());
    QCOMPARE(*readLocalFile(file), QByteArray("two"));
    QCOMPARE(*readLocalFile(file + u".bak"_s), QByteArray("one"));
    // Not through a link, onto its target.
    const QString target = dir.filePath(u"target"_s);
    QVERIFY(writeLocalFile(target, "theirs").ok());
    const QString link = dir.filePath(u"link.json"_s);
    QVERIFY(QFile::link(target, link));
    const Status overLink = writeLocalFile(link, "mine");
    OUTBOX_VERIFY_FAILS_SAYING(overLink, u"symbolic link"_s);
    QCOMPARE(*readLocalFile(target), QByteArray("theirs"));
    QVERIFY(!readLocalFile(link, {1024, false}));
    QVERIFY(readLocalFile(link, {1024, true}).ok()); // where links are fine (a payload file)
    // A FIFO is refused at once, never waited on; a device too; and the size is capped.
    const QString fifo = dir.filePath(u"fifo"_s);
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    auto fromFifo = readLocalFile(fifo);
    OUTBOX_VERIFY_FAILS_SAYING(fromFifo, u"a FIFO"_s);
    QVERIFY(!readLocalFile(u"/dev/zero"_s));
    QVERIFY(writeLocalFile(file, QByteArray(2048, 'x')).ok());
    auto tooBig = readLocalFile(file, {1024, true});
    OUTBOX_VERIFY_FAILS_SAYING(tooBig, u"2048 bytes"_s);
}

QTEST_GUILESS_MAIN(TestInputRules)
#include "tst_inputrules.moc"
