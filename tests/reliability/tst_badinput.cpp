// The bad-input corpus (product.md "Safety rules"): malformed and huge input, invalid
// dates, ids, keys and base64, unknown statuses and operations, NULLs where the writer never puts
// them, wrong table layouts, SQL in every text field and hostile file names. Each case goes in
// where such input really arrives:
//  - cli: outboxctl arguments, against PostgreSQL. The exit code is cli.md's (2 invalid, 1
//    failed, 0 for input that is only text and matches nothing), the message names the problem,
//    and a fingerprint of everything the command could touch (both outbox tables, the list of
//    tables, profiles.ini, the audit table, the object store folder) is the same before and after.
//  - relay: rows of a Vortos table on SQLite (its payload column is plain text, so malformed JSON
//    can be there) run through the relay engine with an injected clock: every bad row fails with
//    a last_error that names the problem, is retried on the documented schedule and dead after the
//    fifth attempt; nothing reaches the store; the good rows beside them are delivered.
//  - nulls: a PostgreSQL table without NOT NULL constraints, with NULL in each column, read by
//    every read command and run by a real `outboxctl relay --once` process.
// The cases and outcomes are printed as a markdown table (qInfo, and badinput.md in
// $OUTBOX_RELIABILITY_REPORT_DIR).
#include "objectstore/objectstore.h"
#include "relay/relayengine.h"
#include "relayexecutors.h"
#include "reportsupport.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// outbox-formats.md: next_attempt_at = now + min(cap, base·2^(attempt−1)), base 30 s, cap 3600 s,
// dead at the fifth failure. Written out, not computed with the code under test.
const QList<qint64> kDocumentedBackoff{30, 60, 120, 240};

const QString kVortos = u"rel2bad.object_store_outbox"_s;
const QString kFenn = u"rel2badf.outbox"_s;
const QString kDeadId = u"0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60"_s; // a dead row of the sample

QString cell(QString text, int max = 70) {
    text.replace(u'\n', u"\\n"_s).replace(u'|', u"\\|"_s);
    for (QChar &c : text) {
        if (c.unicode() < 0x20)
            c = u'?';
    }
    return text.size() > max ? text.left(max) + u'…' : text;
}

// A put payload as the writer gives it, for a key written as JSON text ("a\\/b.txt"), with
// bodyJson as its body_base64 value.
QString putPayload(const QString &keyJson, const QString &bodyJson = u"\"eA==\""_s) {
    return u"{\"name\":\"put\",\"key\":\""_s + keyJson + u"\",\"body_base64\":"_s + bodyJson +
           u"}"_s;
}

// A payload of operation with only a key, keyJson its JSON value.
QString keyPayload(const QString &operation, const QString &keyJson) {
    return u"{\"name\":\""_s + operation + u"\",\"key\":"_s + keyJson + u"}"_s;
}

// A copy payload of the store's tmp/keep.bin, to targetJson (JSON text) when there is one.
QString copyPayload(const QString &targetJson = {}) {
    const QString target =
        targetJson.isEmpty() ? QString() : u",\"target\":\""_s + targetJson + u"\""_s;
    return u"{\"name\":\"copy\",\"source\":\"tmp\\/keep.bin\""_s + target + u"}"_s;
}

} // namespace

class TestBadInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cli_data();
    void cli();
    void relayRows();
    void nullsWhereTheWriterNeverPutsThem();
    void cleanupTestCase();

private:
    using Run = test::CliRun;
    Run run(const QStringList &args);
    QString fingerprint();
    void note(const QString &kind, const QString &name, const QString &input,
              const QString &outcome);

    QTemporaryDir m_dir;
    std::unique_ptr<DatabaseSession> m_pg;
    QString m_store;
    QStringList m_report;
    int m_cases = 0;
};

void TestBadInput::note(const QString &kind, const QString &name, const QString &input,
                        const QString &outcome) {
    ++m_cases;
    m_report << u"| %1 | %2 | %3 | `%4` | %5 |"_s.arg(m_cases).arg(kind, name, cell(input, 60),
                                                                   cell(outcome, 110));
}

TestBadInput::Run TestBadInput::run(const QStringList &args) {
    const ConnectionSpec spec = test::postgresSpec();
    QProcessEnvironment env = test::userEnvironment(m_dir.path());
    env.insert(u"OUTBOX_DATABASE_URL"_s, spec.displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, spec.password);
    env.remove(u"OBJECT_STORE_BUCKET"_s);
    return test::runOutboxctl(args, env, m_dir.path(), 60000);
}

// Everything a command could change, in one string.
QString TestBadInput::fingerprint() {
    QStringList parts;
    QSqlQuery q(m_pg->database());
    for (const QString &table : {kVortos, kFenn, u"rel2bad.missing_payload"_s,
                                 u"rel2bad.wrong_types"_s, u"outbox_console_audit"_s}) {
        if (q.exec(u"SELECT count(*), md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), "
                   "'')) FROM %1 t"_s.arg(table)) &&
            q.next())
            parts << u"%1:%2:%3"_s.arg(table, q.value(0).toString(), q.value(1).toString());
        else
            parts << u"%1:absent"_s.arg(table);
    }
    if (q.exec(u"SELECT string_agg(table_schema || '.' || table_name, ',' ORDER BY table_schema, "
               "table_name) FROM information_schema.tables WHERE table_schema NOT IN "
               "('pg_catalog', 'information_schema')"_s) &&
        q.next())
        parts << q.value(0).toString();
    QFile profiles(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
    parts
        << (profiles.open(QIODevice::ReadOnly)
                ? QString::fromLatin1(
                      QCryptographicHash::hash(profiles.readAll(), QCryptographicHash::Md5).toHex())
                : u"no profiles.ini"_s);
    QStringList files;
    QDirIterator it(m_store, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    parts << files.join(u',');
    // Files the hostile names could have created next to the test's folders.
    QStringList top = QDir(m_dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    top.removeAll(u"data"_s); // the local audit log: refusals may be recorded there
    parts << top.join(u',');
    return parts.join(u'\n');
}

void TestBadInput::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariable("OUTBOX_BINARY_DIR").isEmpty(), "run through ctest");
    m_store = m_dir.filePath(u"store"_s);
    QVERIFY(QDir().mkpath(m_store + u"/tmp/uploads"_s));
    {
        QFile f(m_store + u"/tmp/uploads/a.bin"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("temporary upload");
    }
    QVERIFY(QDir().mkpath(m_dir.filePath(u"config"_s)));
    {
        // Someone's own unit where worker install --path points: it must stay as it is.
        QFile mine(m_dir.filePath(u"outbox-relay.service"_s));
        QVERIFY(mine.open(QIODevice::WriteOnly));
        mine.write("[Service]\nExecStart=/usr/local/bin/my-own-relay\n");
    }
    {
        // Payload files for resend: bytes that are not UTF-8, a JSON scalar, a FIFO.
        QFile notUtf8(m_dir.filePath(u"not-utf8.json"_s));
        QVERIFY(notUtf8.open(QIODevice::WriteOnly));
        notUtf8.write("{\"name\":\"put\",\"key\":\"k/\xc3\x28\"}");
        QFile scalar(m_dir.filePath(u"scalar.json"_s));
        QVERIFY(scalar.open(QIODevice::WriteOnly));
        scalar.write("\"just a string\"");
        QCOMPARE(::mkfifo(QFile::encodeName(m_dir.filePath(u"payload.fifo"_s)).constData(), 0600),
                 0);
    }
    QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"badinput"_s).ok());
    QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS rel2lax CASCADE"_s,
                                 // Another test's audit table would take the batch record of a
                                 // no-op mark-done: the fingerprint starts from none.
                                 u"DROP TABLE IF EXISTS outbox_console_audit"_s})
                .ok());
    QVERIFY(reliability::freshVortosAndFennFlow(*m_pg, u"rel2bad"_s, u"rel2badf"_s).ok());
    QVERIFY(test::runSql(
                *m_pg,
                {// Wrong layouts: a column missing, and every column there but of the wrong type.
                 u"CREATE TABLE rel2bad.missing_payload (id UUID PRIMARY KEY, operation "
                 "VARCHAR(64), status VARCHAR(32), attempt_count INT, last_error TEXT, "
                 "next_attempt_at TIMESTAMP(0), created_at TIMESTAMP(0), processed_at "
                 "TIMESTAMP(0))"_s,
                 u"INSERT INTO rel2bad.missing_payload VALUES ('0193f1a2-0000-7000-8000-"
                 "000000000001', 'put', 'dead', 5, 'x', NULL, '2026-06-01 10:00:00', NULL)"_s,
                 u"CREATE TABLE rel2bad.wrong_types (id INT PRIMARY KEY, domain_event_id INT, "
                 "operation INT, status INT, attempt_count TEXT, payload INT, last_error INT, "
                 "next_attempt_at INT, created_at INT, processed_at INT)"_s,
                 u"INSERT INTO rel2bad.wrong_types VALUES (1, 2, 3, 4, 'five', 6, 7, 8, 9, 10)"_s})
                .ok());
    m_report << u"| # | where | case | input | outcome |"_s << u"|---|---|---|---|---|"_s;
}

void TestBadInput::cleanupTestCase() {
    reliability::publishReport(u"badinput.md"_s, m_report);
    qInfo().noquote() << m_cases << "cases";
}

void TestBadInput::cli_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString v = u"--table="_s + kVortos;
    const QString f = u"--table="_s + kFenn;
    const QString store = u"--object-store=file:"_s + m_store;
    const QString sql = u"'; DROP TABLE rel2bad.object_store_outbox; --"_s;
    const QString huge(100 * 1024, u'x');
    const auto row = [](const char *name, const QStringList &args, int code, const QString &msg) {
        QTest::newRow(name) << args << code << msg;
    };
    const QString invalidDate = u"Invalid date format"_s;
    // The commands many rows give, with the options of the row.
    const auto retry = [&](const QStringList &options) {
        return QStringList{v, u"retry"_s} + options + QStringList{u"--force"_s};
    };
    // A relay option out of its range, refused (exit 2).
    const auto refusedRelayOption = [&](const char *name, const QString &option,
                                        const QString &message) {
        row(name, {f, u"relay"_s, u"--once"_s, option, u"--sink=file:x.jsonl"_s}, 2, message);
    };
    const auto resendFile = [&](const QString &payloadFile) {
        return QStringList{v, u"resend"_s, kDeadId,
                           u"--payload-file="_s + m_dir.filePath(payloadFile), u"--force"_s};
    };
    const auto workerInstall = [&](const QStringList &options) {
        return QStringList{v, u"worker"_s, u"install"_s, u"--worker=relay"_s,
                           u"--manager=systemd"_s} +
               options;
    };
    // Promote through the outbox (it would write a row: it must not).
    const auto promote = [&](const QString &temporaryKey, const QString &permanentKey,
                             const QStringList &options = {}) {
        QStringList args{v, store, u"promote"_s, u"--via-outbox"_s};
        args << u"--temporary-key="_s + temporaryKey << u"--permanent-key="_s + permanentKey;
        return args + options;
    };

    // An argument where the command takes none: refused, nothing retried or listed.
    row("retry: a row id as an argument", retry({kDeadId}), 2,
        u"Unexpected argument \"%1\": outboxctl retry takes options only"_s.arg(kDeadId));
    row("stats: an argument", {v, u"stats"_s, u"now"_s}, 2, u"Unexpected argument \"now\""_s);

    // Dates.
    row("date: month 13", {v, u"list"_s, u"--created-from=2026-13-01"_s}, 2,
        invalidDate + u" \"2026-13-01\""_s);
    row("date: hour 25", {v, u"list"_s, u"--created-from=2026-06-01T25:00:00+00:00"_s}, 2,
        invalidDate);
    row("date: 30 February", retry({u"--created-from=2026-02-30"_s}), 2,
        invalidDate + u" \"2026-02-30\""_s);
    row("date: a word", retry({u"--created-to=yesterday"_s}), 2,
        u"Invalid date format \"yesterday\". Use ISO 8601 (e.g. 2026-06-01T00:00:00+00:00)."_s);
    row("date: SQL", {v, u"list"_s, u"--created-to=2026-06-01"_s + sql}, 2, invalidDate);
    row("date: offset +25:00", {v, u"list"_s, u"--created-from=2026-06-01T00:00:00+25:00"_s}, 2,
        invalidDate);
    row("period: negative", {v, u"purge"_s, u"--older-than=-5d"_s, u"--force"_s}, 2,
        u"Invalid period \"-5d\""_s);
    row("period: overflow", {v, u"purge"_s, u"--older-than=99999999999d"_s, u"--force"_s}, 2,
        u"Invalid period"_s);
    row("period: SQL", {v, u"purge"_s, u"--older-than=30d"_s + sql, u"--force"_s}, 2,
        u"Invalid period"_s);

    // Ids.
    row("id: word", {v, u"show"_s, u"nope"_s}, 2, u"Invalid id \"nope\""_s);
    row("id: SQL in retry --id", retry({u"--id=1' OR '1'='1"_s}), 2,
        u"Invalid id \"1' OR '1'='1\""_s);
    row("id: SQL after a UUID", {v, u"mark-done"_s, kDeadId + u"'--"_s, u"--force"_s}, 2,
        u"Invalid id"_s);
    row("id: one digit short", {v, u"show"_s, kDeadId.chopped(1)}, 2, u"Invalid id"_s);
    row("id: number", {v, u"mark-done"_s, u"12345"_s, u"--force"_s, u"--reason=x"_s}, 2,
        u"Invalid id \"12345\""_s);
    row("id: control character", {v, u"show"_s, kDeadId + u"\x01"_s}, 2, u"Invalid id"_s);
    row("id: hex on FennFlow uuid with SQL", {f, u"show"_s, u"06217dad' OR 1=1 --"_s}, 2,
        u"Invalid id"_s);
    row("id: valid but absent", {v, u"show"_s, u"ffffffff-ffff-7fff-bfff-ffffffffffff"_s}, 2,
        u"No row"_s);

    // Statuses, states, operations, types.
    row("state: unknown", {v, u"list"_s, u"--state=zombie"_s}, 2, u"Unknown state \"zombie\""_s);
    row("status: SQL", {v, u"list"_s, u"--status=dead' OR 1=1 --"_s}, 0, u"No rows match."_s);
    row("status: not a dead status, in retry", retry({u"--status=processing"_s}), 2,
        u"retry resets dead rows only: --status=processing is not a dead status"_s);
    row("operation: unknown", retry({u"--operation=explode"_s}), 0,
        u"No dead-lettered object-store outbox entries match the given filters."_s);
    row("operation: SQL", retry({u"--operation="_s + sql}), 0,
        u"No dead-lettered object-store outbox entries match the given filters."_s);
    row("type: unknown", {v, u"--type=sqlserver"_s, u"stats"_s}, 2,
        u"Unknown outbox type \"sqlserver\""_s);
    row("vocabulary: unknown", {f, u"--vocabulary=weird"_s, u"stats"_s}, 2,
        u"Unknown vocabulary \"weird\""_s);

    // SQL in every text field: taken as text, matching nothing.
    row("error text: SQL", {v, u"list"_s, u"--error-contains="_s + sql}, 0, u"No rows match."_s);
    row("error text: LIKE wildcard %", {v, u"list"_s, u"--error-contains=%"_s}, 0,
        u"No rows match."_s);
    row("error text: LIKE wildcard _", {v, u"groups"_s, u"--error-contains=_"_s}, 0, QString());
    row("payload text: SQL", {v, u"list"_s, u"--payload-contains=\"}' OR 1=1 --"_s}, 0,
        u"No rows match."_s);
    row("payload key=value: SQL", {v, u"list"_s, u"--payload-key=key=x' OR '1'='1"_s}, 0,
        u"No rows match."_s);
    row("payload key: SQL in the key", {v, u"list"_s, u"--payload-key=key') OR 1=1 --=x"_s}, 0,
        u"No rows match."_s);
    row("payload key: no '='", {v, u"list"_s, u"--payload-key=novalue"_s}, 2, u"KEY=VALUE"_s);
    row("aggregate id: SQL", {f, u"list"_s, u"--aggregate-id="_s + sql}, 0, u"No rows match."_s);
    row("error group: SQL", retry({u"--group="_s + sql}), 0, u"match the given filters"_s);
    row("reason: SQL, nothing to change",
        {v, u"mark-done"_s, u"ffffffff-ffff-7fff-bfff-ffffffffffff"_s, u"--force"_s,
         u"--reason=');"_s + sql},
        0, u"0 marked done"_s);
    row("table name: SQL",
        {u"--table=x\"; DROP TABLE rel2bad.object_store_outbox; --"_s, u"stats"_s}, 2,
        u"Invalid table name"_s);
    row("table name: three parts", {u"--table=a.b.c"_s, u"stats"_s}, 2, u"Invalid table name"_s);

    // Huge input.
    row("huge: 100 KiB error text", {v, u"list"_s, u"--error-contains="_s + huge}, 0,
        u"No rows match."_s);
    row("huge: 100 KiB payload key", {v, u"list"_s, u"--payload-key="_s + huge + u"=v"_s}, 0,
        u"No rows match."_s);
    row("huge: 100 KiB id", {v, u"show"_s, huge}, 2, u"Invalid id"_s);
    row("huge: limit beyond int", {v, u"list"_s, u"--limit=99999999999999999999"_s}, 2,
        u"--limit"_s);

    // Options.
    row("limit: zero", {v, u"list"_s, u"--limit=0"_s}, 2, u"--limit"_s);
    row("limit: word", retry({u"--limit=abc"_s}), 2, u"--limit must be a whole number"_s);
    row("output: unknown", {v, u"list"_s, u"--output=xml"_s}, 2, u"Unknown output"_s);
    row("cursor: garbage", {v, u"list"_s, u"--after=zzz"_s}, 2, u"Invalid cursor"_s);
    row("cursor: base64 of SQL",
        {v, u"list"_s, u"--after="_s + QString::fromLatin1(sql.toUtf8().toBase64())}, 2,
        u"Invalid cursor"_s);
    refusedRelayOption("relay: batch size 0", u"--batch-size=0"_s,
                       u"--batch-size must be a whole number from 1 to 10000"_s);
    refusedRelayOption("relay: sleep negative", u"--sleep=-1"_s,
                       u"--sleep must be a whole number from 0 to 3600"_s);
    refusedRelayOption("relay: concurrency too high", u"--concurrency=100000"_s,
                       u"--concurrency must be a whole number from 1 to 64"_s);

    // Refusals that used to go ahead.
    for (const char *state : {"sent", "pending"})
        QTest::newRow(qPrintable(u"retry: --state=%1 (item 5)"_s.arg(QLatin1String(state))))
            << retry({u"--state="_s + QLatin1String(state)}) << 2
            << u"retry resets dead rows only: --state="_s + QLatin1String(state);
    for (const char *size : {"abc", "0", "-1", "99999999999"})
        QTest::newRow(qPrintable(u"retry: --batch-size=%1 (item 12)"_s.arg(QLatin1String(size))))
            << retry({u"--batch-size="_s + QLatin1String(size)}) << 2
            << u"--batch-size must be a whole number from 1 to 50000"_s;
    for (const char *option :
         {"--group", "--operation", "--error-contains", "--state", "--id", "--payload-key"})
        QTest::newRow(qPrintable(u"retry: empty %1 (item 13)"_s.arg(QLatin1String(option))))
            << retry({QLatin1String(option) + u"="_s}) << 2
            << QLatin1String(option) + u" needs a value"_s;
    row("empty --table before the command (item 13)", {u"--table="_s, u"retry"_s, u"--force"_s}, 2,
        u"--table needs a value"_s);
    row("retry: --id twice (item 14)",
        retry({u"--id="_s + kDeadId, u"--id=0193f1a2-7c14-7e50-b144-7a5d6e7f8064"_s}), 2,
        u"--id was given 2 times"_s);
    row("retry: -l and --limit (item 14)", retry({u"-l"_s, u"5"_s, u"--limit=6"_s}), 2,
        u"was given 2 times"_s);
    row("purge: --older-than twice (item 14)",
        {v, u"purge"_s, u"--older-than=30d"_s, u"--older-than=1m"_s, u"--force"_s}, 2,
        u"--older-than was given 2 times"_s);

    // The third round's options and files.
    row("retry: --settle-timeout without --canary", retry({u"--settle-timeout=5"_s}), 2,
        u"--rate, --abort-ratio and --settle-timeout go with --canary=N"_s);
    row("retry: --abort-ratio above 1", retry({u"--canary=1"_s, u"--abort-ratio=1.5"_s}), 2,
        u"--abort-ratio must be between 0 and 1"_s);
    row("retry: --abort-ratio=1, as the docs allow",
        {v, u"retry"_s, u"--canary=1"_s, u"--abort-ratio=1"_s, u"--dry-run"_s}, 0,
        u"Canary redrive"_s);
    row("resend: payload file not UTF-8", resendFile(u"not-utf8.json"_s), 2,
        u"is not UTF-8: the byte at offset 23"_s);
    row("resend: payload file a FIFO", resendFile(u"payload.fifo"_s), 2,
        u"is a FIFO, not a regular file"_s);
    row("resend: payload a JSON string", resendFile(u"scalar.json"_s), 2,
        u"a JSON string, not a JSON object"_s);
    row("relay: webhook URL with a password",
        {f, u"relay"_s, u"--once"_s, u"--sink=webhook:http://ops:hunter2@127.0.0.1:9/hook"_s}, 2,
        u"The webhook sink's URL holds a password"_s);

    const auto cursorOf = [](const QByteArray &json) {
        return u"--after="_s + QString::fromLatin1(json.toBase64(QByteArray::Base64UrlEncoding |
                                                                 QByteArray::OmitTrailingEquals));
    };
    row("cursor: forged id (item 17)",
        {v, u"list"_s, cursorOf(R"({"k":"c","o":"d","i":"not-a-uuid","c":"2026-06-01 10:00:00"})")},
        2, u"Invalid cursor"_s);
    row("cursor: forged time (item 17)",
        {v, u"list"_s,
         cursorOf(R"({"k":"c","o":"d","i":"0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60","c":"soon"})")},
        2, u"Invalid cursor"_s);
    row("worker: --relay-arg with a password (item 19)",
        workerInstall(
            {u"--dry-run"_s, u"--relay-arg=--database=postgresql://u:s3cret@127.0.0.1:1/x"_s}),
        2, u"--relay-arg carries a URL with a password"_s);
    row("worker: --database with a password (item 19)",
        {v, u"--database=postgresql://u:s3cret@127.0.0.1:1/x"_s, u"worker"_s, u"install"_s,
         u"--worker=relay"_s, u"--manager=systemd"_s, u"--dry-run"_s},
        2, u"The database URL carries a password"_s);
    row("worker: --path at a file it did not write (item 19)",
        workerInstall({u"--path="_s + m_dir.filePath(u"outbox-relay.service"_s)}), 3,
        u"was not written by outboxctl worker install"_s);
    row("demo: --path=/ (item 19)", {u"demo"_s, u"--path=/"_s, u"--no-save-profile"_s}, 2,
        u"is not empty and is not a demo workspace"_s);

    // Tables and layouts.
    row("table: absent", {u"--table=rel2bad.nothing_here"_s, u"stats"_s}, 2, u"does not exist"_s);
    row("table: payload column missing", {u"--table=rel2bad.missing_payload"_s, u"stats"_s}, 2,
        u"neither a Vortos outbox (missing payload)"_s);
    row("table: every column of the wrong type",
        {u"--table=rel2bad.wrong_types"_s, u"retry"_s, u"--force"_s}, 2,
        u"id is integer (needs text); operation is integer (needs text)"_s);
    row("table: FennFlow read as Vortos", {f, u"--type=vortos"_s, u"stats"_s}, 2,
        u"missing columns"_s);
    row("table: a system catalogue", {u"--table=information_schema.tables"_s, u"stats"_s}, 2,
        u"is neither a Vortos outbox"_s);
    row("database: unknown scheme", {u"--database=ftp://h/x"_s, u"stats"_s}, 2,
        u"Unsupported database scheme \"ftp\""_s);
    row("database: broken URL",
        {u"--database=mysql://outbox@127.0.0.1:1/x?sslmode=%%%"_s, u"stats"_s}, 2,
        u"The database URL is not valid"_s);
    row("database: SQLite file absent", {u"--database=sqlite:///nonexistent/x.db"_s, u"stats"_s}, 2,
        u"does not exist"_s);
    row("database: SQLite URL at a file that is no database",
        {u"--database=sqlite:///etc/passwd"_s, u"stats"_s}, 2, u"not a SQLite database"_s);

    // Object keys.
    row("key: .. segment", promote(u"tmp/../../etc/passwd"_s, u"a/b"_s), 2,
        u"contains a \"..\" segment"_s);
    row("key: backslash .. segment", promote(u"tmp\\..\\..\\x"_s, u"a/b"_s), 2,
        u"contains a \"..\" segment"_s);
    row("key: control character", promote(u"tmp/a\x01z"_s, u"a/b"_s), 2,
        u"contains a control character (U+0001)"_s);
    row("key: newline in permanent key", promote(u"tmp/uploads/a.bin"_s, u"a/\nb"_s), 2,
        u"control character"_s);
    row("key: empty", promote(u"tmp/uploads/a.bin"_s, u"///"_s), 2, u"empty"_s);
    row("key: longer than 1024 bytes", promote(u"tmp/uploads/a.bin"_s, QString(1100, u'k')), 2,
        u"1024"_s);
    row("key: permanent under tmp/", promote(u"tmp/uploads/a.bin"_s, u"tmp/b"_s), 2,
        u"Permanent key cannot remain under the \"tmp/\" temporary prefix."_s);
    row("key: source outside tmp/", promote(u"assets/a.bin"_s, u"a/b"_s), 2,
        u"Source key must be under the \"tmp/\" temporary prefix."_s);
    row("key: empty prefix", promote(u"tmp/uploads/a.bin"_s, u"a/b"_s, {u"--temporary-prefix=/"_s}),
        2, u"Temporary prefix cannot be empty."_s);
    row("key: SQL, immediate, source absent",
        {v, store, u"promote"_s, u"--immediate"_s, u"--temporary-key=tmp/"_s + sql,
         u"--permanent-key=a/b"_s},
        2, u"does not exist"_s);

    // Hostile file names.
    row("sink: newline in the file name",
        {f, u"relay"_s, u"--once"_s, u"--sink=file:"_s + m_dir.filePath(u"a\nb.jsonl"_s)}, 2,
        u"control character"_s);
    row("sink: a folder", {f, u"relay"_s, u"--once"_s, u"--sink=file:"_s + m_dir.path()}, 2,
        u"is a folder"_s);
    row("sink: folder absent",
        {f, u"relay"_s, u"--once"_s, u"--sink=file:"_s + m_dir.filePath(u"none/x.jsonl"_s)}, 2,
        u"does not exist"_s);
    row("sink: webhook not http",
        {f, u"relay"_s, u"--once"_s, u"--sink=webhook:file:///etc/passwd"_s}, 2,
        u"must be an http:// or https:// URL"_s);
    row("sink: unknown kind", {f, u"relay"_s, u"--once"_s, u"--sink=pulsar:x"_s}, 2,
        u"Unknown event sink kind \"pulsar\""_s);
    row("store: folder absent",
        {v, u"--object-store=file:/nonexistent/store"_s, u"promote"_s, u"--immediate"_s,
         u"--temporary-key=tmp/a"_s, u"--permanent-key=a/b"_s},
        2, u"does not exist"_s);
    row("worker file: newline", workerInstall({u"--path="_s + m_dir.filePath(u"a\nb.service"_s)}),
        2, u"line break or control character"_s);
    row("worker file: /etc/passwd", workerInstall({u"--path=/etc/passwd"_s}), 2,
        u"must be named like"_s);
    row("worker file: traversal",
        workerInstall({u"--path="_s + m_dir.filePath(u"../../x/../outbox.service"_s)}), 1,
        u"No such file or directory"_s);
    row("profile name: INI section injection",
        {v, u"profile"_s, u"add"_s, u"evil]\n[profiles"_s,
         u"--database="_s + test::postgresSpec().displayUrl()},
        2, u"Invalid profile name"_s);
    row("profile name: path",
        {v, u"profile"_s, u"add"_s, u"../../etc/passwd"_s,
         u"--database="_s + test::postgresSpec().displayUrl()},
        2, u"Invalid profile name"_s);
}

void TestBadInput::cli() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const QString before = fingerprint();
    const Run r = run(args);
    const QString after = fingerprint();
    const QString all = r.out + r.err;
    QString firstLine = (code == 0 ? r.out + r.err : r.err).trimmed().section(u'\n', 0, 0);
    if (code != 0) {
        const qsizetype at = r.err.indexOf(u"outboxctl: "_s);
        if (at >= 0)
            firstLine = r.err.mid(at).section(u'\n', 0, 0);
    }
    note(u"cli"_s, QString::fromLatin1(QTest::currentDataTag()),
         args.mid(args.constFirst().startsWith(u"--table="_s) ? 1 : 0).join(u' '),
         u"exit %1: %2%3"_s.arg(r.code).arg(firstLine,
                                            before == after ? QString() : u" — CHANGED"_s));
    QVERIFY2(r.code == code,
             qPrintable(u"exit %1, expected %2; %3"_s.arg(r.code).arg(code).arg(all.left(600))));
    QVERIFY2(all.contains(message), qPrintable(all.left(600)));
    if (code != 0) {
        QVERIFY2(r.err.contains(u"outboxctl: "_s), qPrintable(r.err.left(600)));
        // A message of ours, not the database's or Qt's.
        for (const QString &raw :
             {u"syntax error"_s, u"Parameter count mismatch"_s, u"QPSQL"_s, u"ERROR:  "_s})
            QVERIFY2(!all.contains(raw), qPrintable(all.left(600)));
    }
    QCOMPARE(after, before);
}

void TestBadInput::relayRows() {
    // A Vortos table on SQLite, where the payload column is text and anything can be in it.
    const auto sqlite = test::newSqlite(m_dir.filePath(u"relay.sqlite"_s), u"badinput-relay"_s,
                                        u"vortos-sqlite.sql"_s);
    QVERIFY(sqlite);
    DatabaseSession &session = *sqlite;
    QVERIFY(test::runSql(session, {u"DELETE FROM vortos_object_store_outbox"_s}).ok());
    const QString store = m_dir.filePath(u"relay-store"_s);
    QVERIFY(QDir().mkpath(store + u"/tmp"_s));
    {
        QFile f(store + u"/tmp/keep.bin"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep");
    }
    struct Case {
        QString name;
        QString operation;
        QString payload;
        QString error; // what last_error must say; empty: the row is delivered
    };
    const QString big = QString(3 * 1024 * 1024, u'!');
    const QList<Case> cases{
        {u"malformed JSON (truncated)"_s, u"put"_s, u"{\"name\":\"put\",\"key\":"_s,
         u"is not valid JSON"_s},
        {u"blank payload"_s, u"put"_s, u"  "_s, u"is not valid JSON"_s},
        {u"payload is an array"_s, u"put"_s, u"[\"put\"]"_s, u"not a JSON object"_s},
        {u"payload is a string"_s, u"put"_s, u"\"put\""_s,
         u"is a JSON string, not a JSON object"_s},
        {u"invalid base64"_s, u"put"_s, putPayload(u"a\\/b64.txt"_s, u"\"%%%not base64\""_s),
         u"Invalid base64 body for key \"a/b64.txt\""_s},
        {u"base64 body is a number"_s, u"put"_s, putPayload(u"a\\/num.txt"_s, u"12"_s),
         u"Invalid base64 body"_s},
        {u"huge invalid base64 (3 MiB)"_s, u"put"_s,
         putPayload(u"a\\/huge.txt"_s, u"\""_s + big + u"\""_s), u"Invalid base64 body"_s},
        {u"key with .. segment"_s, u"put"_s, putPayload(u"..\\/..\\/escape.txt"_s),
         u"contains a \"..\" segment"_s},
        {u"key with backslash .. segment"_s, u"delete"_s,
         keyPayload(u"delete"_s, u"\"tmp\\\\..\\\\..\\\\keep.bin\""_s),
         u"contains a \"..\" segment"_s},
        {u"key with a control character"_s, u"put"_s, putPayload(u"a\\/b\\u0001c"_s),
         u"contains a control character (U+0001)"_s},
        {u"key with a newline"_s, u"copy"_s, copyPayload(u"a\\nb"_s), u"control character"_s},
        {u"key empty after normalising"_s, u"put"_s, putPayload(u"\\/\\/\\/"_s), u"empty"_s},
        {u"key longer than 1024 bytes"_s, u"put"_s, putPayload(QString(1100, u'k')), u"1024"_s},
        {u"unknown operation"_s, u"explode"_s, keyPayload(u"explode"_s, u"\"a\""_s),
         u"Unknown operation \"explode\""_s},
        {u"operation differs from payload name"_s, u"delete"_s, putPayload(u"a\\/x.txt"_s),
         u"names operation \"put\" but the row says \"delete\""_s},
        {u"copy without target"_s, u"copy"_s, copyPayload(),
         u"The copy payload has no \"target\""_s},
        {u"promote to a .. key"_s, u"promote"_s,
         u"{\"name\":\"promote\",\"temporary_key\":\"tmp\\/keep.bin\",\"permanent_key\":"
         "\"..\\/out.bin\",\"temporary_prefix\":\"tmp\",\"delete_temporary_source\":true}"_s,
         u"contains a \"..\" segment"_s},
        {u"key is a number"_s, u"delete"_s, keyPayload(u"delete"_s, u"7"_s),
         u"The delete payload has no \"key\""_s},
        // Not errors: these must be delivered, inside the store.
        {u"SQL as an object key (literal)"_s, u"put"_s,
         putPayload(u"sql\\/'; DROP TABLE vortos_object_store_outbox; --"_s), QString()},
        {u"absolute key stays inside the store"_s, u"put"_s,
         putPayload(u"\\/etc\\/outbox-rel2-passwd"_s), QString()},
    };
    QStringList ids;
    for (int i = 0; i < cases.size(); ++i) {
        const QString id = u"0193f1a2-0000-7000-8000-%1"_s.arg(i + 1, 12, 10, QChar(u'0'));
        ids << id;
        QSqlQuery q(session.database());
        q.prepare(u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                  "payload, created_at) VALUES (?, ?, 'pending', 0, ?, '2026-06-01 10:00:00')"_s);
        q.addBindValue(id);
        q.addBindValue(cases.at(i).operation);
        q.addBindValue(cases.at(i).payload);
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    }
    // Rows the relay must leave alone: an unknown status and the declared-but-unused one.
    QVERIFY(
        test::runSql(session, {u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
                               "attempt_count, payload, created_at) VALUES "
                               "('0193f1a2-0000-7000-8000-100000000001', 'put', 'stuck', 0, "
                               "'{\"name\":\"put\",\"key\":\"s.txt\",\"body_base64\":\"eA==\"}', "
                               "'2026-06-01 09:00:00'), "
                               "('0193f1a2-0000-7000-8000-100000000002', 'put', 'processing', 0, "
                               "'{\"name\":\"put\",\"key\":\"p.txt\",\"body_base64\":\"eA==\"}', "
                               "'2026-06-01 09:00:00')"_s})
            .ok());
    const auto untouched = [&] {
        QSqlQuery q(session.database());
        q.exec(u"SELECT group_concat(id || status || attempt_count || coalesce(last_error, '-'), "
               "'|') FROM vortos_object_store_outbox WHERE id LIKE '%-1000000000%'"_s);
        return q.next() ? q.value(0).toString() : QString();
    };
    const QString before = untouched();

    QDateTime clock(QDate(2026, 6, 1), QTime(12, 0), Qt::UTC);
    RelayEngine engine(session,
                       *TableResolver::resolve(
                           session, {*TableName::parse(u"vortos_object_store_outbox"_s), {}, {}}),
                       RelaySettings{}, test::objectStoreExecutor(u"file:"_s + store),
                       [&] { return clock; });
    QVERIFY(engine.prepare().ok());
    const RelaySettings settings;
    int bad = 0;
    for (const Case &c : cases)
        bad += c.error.isEmpty() ? 0 : 1;
    for (int attempt = 1; attempt <= settings.maxAttempts; ++attempt) {
        auto r = engine.runOnce();
        QVERIFY2(r.ok(), qPrintable(r ? QString() : r.error().message));
        QCOMPARE(r->claimed, attempt == 1 ? int(cases.size()) : bad);
        if (attempt < settings.maxAttempts)
            QCOMPARE(r->failed, bad);
        else
            QCOMPARE(r->dead, bad);
        for (int i = 0; i < cases.size(); ++i) {
            const Case &c = cases.at(i);
            QSqlQuery q(session.database());
            q.prepare(u"SELECT status, attempt_count, last_error, next_attempt_at FROM "
                      "vortos_object_store_outbox WHERE id = ?"_s);
            q.addBindValue(ids.at(i));
            QVERIFY(q.exec() && q.next());
            const QString status = q.value(0).toString();
            const QString error = q.value(2).toString();
            if (c.error.isEmpty()) {
                QCOMPARE(status, u"done"_s);
                QVERIFY(q.isNull(2));
                if (attempt == 1)
                    note(u"relay"_s, c.name, c.payload.left(60), u"delivered: "_s + status);
                continue;
            }
            QVERIFY2(error.contains(c.error), qPrintable(c.name + u": "_s + error.left(300)));
            QVERIFY(error.size() <= 4000);
            QCOMPARE(q.value(1).toInt(), attempt);
            if (attempt < settings.maxAttempts) {
                QCOMPARE(status, u"pending"_s);
                QCOMPARE(q.value(3).toString().left(19).replace(u'T', u' '),
                         clock.addSecs(kDocumentedBackoff.at(attempt - 1))
                             .toString(u"yyyy-MM-dd HH:mm:ss"_s));
            } else {
                QCOMPARE(status, u"dead"_s);
                note(u"relay"_s, c.name, c.payload.left(60),
                     u"dead after %1 attempts: %2"_s.arg(attempt).arg(error));
            }
        }
        if (attempt < settings.maxAttempts) {
            // One second early nothing is due.
            clock = clock.addSecs(kDocumentedBackoff.at(attempt - 1) - 1);
            auto early = engine.runOnce();
            QVERIFY(early.ok());
            QCOMPARE(early->claimed, 0);
            clock = clock.addSecs(1);
        }
    }
    clock = clock.addDays(1);
    auto after = engine.runOnce();
    QVERIFY(after.ok());
    QCOMPARE(after->claimed, 0); // dead rows stay dead
    QCOMPARE(untouched(), before);
    note(u"relay"_s, u"unknown status \"stuck\""_s, u"status=stuck"_s,
         u"never claimed, unchanged"_s);
    note(u"relay"_s, u"status \"processing\" (declared, never written)"_s, u"status=processing"_s,
         u"never claimed, unchanged"_s);
    // The store holds what it held plus the two good rows, all inside its folder.
    QStringList files;
    QDirIterator it(store, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(store).relativeFilePath(it.next());
    files.sort();
    QCOMPARE(files, (QStringList{u"etc/outbox-rel2-passwd"_s,
                                 u"sql/'; DROP TABLE vortos_object_store_outbox; --"_s,
                                 u"tmp/keep.bin"_s}));
    QVERIFY(!QFile::exists(m_dir.filePath(u"escape.txt"_s)));
    QVERIFY(!QFile::exists(u"/etc/outbox-rel2-passwd"_s));
}

void TestBadInput::nullsWhereTheWriterNeverPutsThem() {
    QVERIFY(test::runSql(
                *m_pg,
                {u"CREATE SCHEMA rel2lax"_s,
                 u"CREATE TABLE rel2lax.object_store_outbox (id UUID PRIMARY KEY, domain_event_id "
                 "VARCHAR(255), operation VARCHAR(64), status VARCHAR(32), attempt_count INT, "
                 "payload JSON, last_error TEXT, next_attempt_at TIMESTAMP(0), created_at "
                 "TIMESTAMP(0), processed_at TIMESTAMP(0))"_s,
                 u"INSERT INTO rel2lax.object_store_outbox VALUES "
                 "('0193f1a2-0000-7000-8000-000000000001', NULL, NULL, 'pending', 0, "
                 "'{\"name\":\"put\",\"key\":\"n\\/1.txt\",\"body_base64\":\"eA==\"}', NULL, NULL, "
                 "'2026-06-01 10:00:00', NULL),"
                 "('0193f1a2-0000-7000-8000-000000000002', NULL, 'put', NULL, 0, "
                 "'{\"name\":\"put\",\"key\":\"n\\/2.txt\",\"body_base64\":\"eA==\"}', NULL, NULL, "
                 "'2026-06-01 10:00:00', NULL),"
                 "('0193f1a2-0000-7000-8000-000000000003', NULL, 'put', 'pending', NULL, "
                 "'{\"name\":\"put\",\"key\":\"n\\/3.txt\",\"body_base64\":\"eA==\"}', NULL, NULL, "
                 "'2026-06-01 10:00:00', NULL),"
                 "('0193f1a2-0000-7000-8000-000000000004', NULL, 'put', 'pending', 0, NULL, NULL, "
                 "NULL, '2026-06-01 10:00:00', NULL),"
                 "('0193f1a2-0000-7000-8000-000000000005', NULL, 'put', 'pending', 0, "
                 "'{\"name\":\"put\",\"key\":\"n\\/5.txt\",\"body_base64\":\"eA==\"}', NULL, NULL, "
                 "NULL, NULL),"
                 "('0193f1a2-0000-7000-8000-000000000006', NULL, NULL, 'dead', NULL, NULL, NULL, "
                 "NULL, NULL, NULL)"_s})
                .ok());
    const QString table = u"--table=rel2lax.object_store_outbox"_s;
    const auto checksum = [&] {
        QSqlQuery q(m_pg->database());
        q.exec(u"SELECT md5(string_agg(t::text, '|' ORDER BY t.id)) FROM "
               "rel2lax.object_store_outbox t"_s);
        return q.next() ? q.value(0).toString() : QString();
    };
    const QString before = checksum();
    // Every read command copes: exit 0, no crash, the NULL payload named.
    const QList<QStringList> reads{
        {u"stats"_s},
        {u"list"_s, u"--output=json"_s},
        {u"list"_s, u"--output=csv"_s},
        {u"list"_s, u"--state=dead"_s},
        {u"show"_s, u"0193f1a2-0000-7000-8000-000000000004"_s},
        {u"show"_s, u"0193f1a2-0000-7000-8000-000000000006"_s, u"--output=json"_s},
        {u"groups"_s},
        {u"retry"_s, u"--dry-run"_s},
    };
    for (const QStringList &args : reads) {
        const Run r = run(QStringList{table} + args);
        QVERIFY2(r.code == 0, qPrintable(args.join(u' ') + u": "_s + r.err));
        if (args.value(1) == u"0193f1a2-0000-7000-8000-000000000004"_s)
            QVERIFY2(r.out.contains(u"is not valid JSON"_s), qPrintable(r.out));
        note(u"nulls"_s, u"read: "_s + args.constFirst(), args.join(u' '),
             u"exit 0"_s + (r.out.contains(u"not valid JSON"_s)
                                ? u", names the unreadable payload"_s
                                : QString()));
    }
    QCOMPARE(checksum(), before);

    // A real relay process over the NULLs: it must not crash; the rows it can run are delivered,
    // the others carry a last_error naming the problem; NULL status is never claimed.
    const Run r = run({table, u"--object-store=file:"_s + m_store, u"relay"_s, u"--once"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QSqlQuery q(m_pg->database());
    QVERIFY(q.exec(u"SELECT right(id::text, 1), coalesce(status, '<null>'), "
                   "coalesce(attempt_count, -1), coalesce(last_error, '') FROM "
                   "rel2lax.object_store_outbox ORDER BY id"_s));
    QHash<QString, std::pair<QString, QString>> rows;
    while (q.next())
        rows.insert(q.value(0).toString(), {q.value(1).toString(), q.value(3).toString()});
    const auto expect = [&](const QString &row, const QString &status, const QString &error,
                            const QString &what) {
        QCOMPARE(rows.value(row).first, status);
        QVERIFY2(rows.value(row).second.contains(error), qPrintable(rows.value(row).second));
        note(u"nulls"_s, what, u"relay --once"_s,
             u"%1%2"_s.arg(status, error.isEmpty() ? QString() : u": "_s + rows.value(row).second));
    };
    expect(u"1"_s, u"pending"_s, u"but the row says \"\""_s, u"relay: NULL operation"_s);
    expect(u"2"_s, u"<null>"_s, QString(), u"relay: NULL status (never claimed)"_s);
    expect(u"3"_s, u"done"_s, QString(), u"relay: NULL attempt_count"_s);
    expect(u"4"_s, u"pending"_s, u"is not valid JSON"_s, u"relay: NULL payload"_s);
    expect(u"5"_s, u"done"_s, QString(), u"relay: NULL created_at"_s);
    expect(u"6"_s, u"dead"_s, QString(), u"relay: dead row of NULLs (not claimed)"_s);
}

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
