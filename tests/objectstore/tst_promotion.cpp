// Promotions end to end: validation with the reference messages; immediately against s3rver
// behind the signature-checking proxy; through the outbox on PostgreSQL (the row exactly as the
// writer writes it, with its audit row); the demo's SQLite + folder store through outboxctl; and
// retry plans flagging move/promote rows whose target already exists.
#include "actions/promotion.h"
#include "demo/demoworkspace.h"
#include "failurechecks.h"
#include "objectstore/folderobjectstore.h"
#include "objectstore/s3objectstore.h"
#include "s3fixture.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestPromotion : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void validation_data();
    void validation();
    void immediateAgainstS3();
    void refusesOverwriteAndMissingSource();
    void viaOutboxOnPostgresql();
    void demoThroughOutboxctl();
    void retryPlanFlagsExistingTargets();

private:
    S3Config s3Config() const;
    ActionContext context() const;
    using Run = test::CliRun;
    Run outboxctl(const QStringList &args, const QProcessEnvironment &extra = {});

    QTemporaryDir m_dir;
    std::unique_ptr<S3ObjectStore> m_s3;
    QString m_run;
};

S3Config TestPromotion::s3Config() const {
    return test::fixtureS3Config();
}

ActionContext TestPromotion::context() const {
    ActionContext c;
    c.auditLog = AuditLog(m_dir.filePath(u"audit.jsonl"_s));
    return c;
}

void TestPromotion::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY2(!qEnvironmentVariableIsEmpty("OUTBOX_TEST_S3_ENDPOINT"),
             "run through ctest (s3 fixture)");
    auto s3 = S3ObjectStore::create(s3Config());
    QVERIFY2(s3.ok(), qPrintable(s3.ok() ? QString() : s3.error().message));
    m_s3 = std::move(s3).value();
    m_run = QUuid::createUuid().toString(QUuid::Id128).left(8);
}

void TestPromotion::validation_data() {
    QTest::addColumn<QString>("temporary");
    QTest::addColumn<QString>("permanent");
    QTest::addColumn<QString>("prefix");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty prefix") << u"tmp/a"_s << u"assets/a"_s << u"//"_s
                                  << u"Temporary prefix cannot be empty."_s;
    QTest::newRow("not under prefix")
        << u"uploads/a"_s << u"assets/a"_s << u"tmp"_s
        << u"Source key must be under the \"tmp/\" temporary prefix."_s;
    QTest::newRow("custom prefix")
        << u"tmp/a"_s << u"assets/a"_s << u"/staging/"_s
        << u"Source key must be under the \"staging/\" temporary prefix."_s;
    QTest::newRow("permanent under prefix")
        << u"tmp/a"_s << u"tmp/b"_s << u"tmp"_s
        << u"Permanent key cannot remain under the \"tmp/\" temporary prefix."_s;
    QTest::newRow("dot-dot") << u"tmp/../etc/passwd"_s << u"assets/a"_s << u"tmp"_s << u".."_s;
    QTest::newRow("control character")
        << u"tmp/a\u0001b"_s << u"assets/a"_s << u"tmp"_s << u"control"_s;
    QTest::newRow("empty key") << u"tmp/a"_s << u"  "_s << u"tmp"_s << u"empty"_s;
}

void TestPromotion::validation() {
    QFETCH(QString, temporary);
    QFETCH(QString, permanent);
    QFETCH(QString, prefix);
    QFETCH(QString, message);
    auto r = PromotionRequest::create(temporary, permanent, prefix);
    OUTBOX_VERIFY_FAILS_AS(r, ErrorKind::InvalidInput, message);
    // Keys are normalised as the writer does.
    auto ok =
        PromotionRequest::create(u" /tmp//users\\1/a.bin "_s, u"/assets/1/a.bin"_s, u"/tmp/"_s);
    QVERIFY(ok.ok());
    QCOMPARE(ok->temporaryKey, u"tmp/users/1/a.bin"_s);
    QCOMPARE(ok->permanentKey, u"assets/1/a.bin"_s);
    QCOMPARE(ok->temporaryPrefix, u"tmp"_s);
}

void TestPromotion::immediateAgainstS3() {
    const QByteArray body(70'000, 'p');
    for (bool keep : {false, true}) {
        const QString source = u"tmp/%1/upload %2 é.bin"_s.arg(m_run).arg(keep);
        const QString target = u"assets/%1/avatar %2.jpg"_s.arg(m_run).arg(keep);
        QVERIFY(m_s3->put(source, body, u"image/jpeg"_s).ok());
        auto request = PromotionRequest::create(source, target, u"tmp"_s, !keep);
        QVERIFY(request.ok());
        auto check = checkPromotion(*m_s3, *request);
        QVERIFY(check.ok());
        QCOMPARE(check->source.size, body.size());
        QCOMPARE(check->source.contentType, u"image/jpeg"_s);
        QVERIFY(!check->wouldOverwrite());
        auto report = promoteImmediately(*m_s3, *request, false, context());
        QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().message));
        QVERIFY2(report->ok, qPrintable(report->summary()));
        QVERIFY(report->copied && report->verified);
        QCOMPARE(report->sourceDeleted, !keep);
        QCOMPARE(*m_s3->get(target), body);
        QCOMPARE(m_s3->head(source)->has_value(), keep);
    }
    auto log = AuditLog(m_dir.filePath(u"audit.jsonl"_s)).recent(1);
    QVERIFY(log.ok() && !log->isEmpty());
    QCOMPARE(log->constFirst().action, u"promote"_s);
    QVERIFY(log->constFirst().outcome.contains(u"verified size and ETag"_s));
    QVERIFY(!log->constFirst().database.contains(u"S3RVER"_s) ||
            !log->constFirst().database.contains(u"secret"_s));
}

void TestPromotion::refusesOverwriteAndMissingSource() {
    const QString source = u"tmp/%1/again.bin"_s.arg(m_run);
    const QString target = u"assets/%1/taken.bin"_s.arg(m_run);
    QVERIFY(m_s3->put(source, "new").ok());
    QVERIFY(m_s3->put(target, "old").ok());
    auto request = PromotionRequest::create(source, target);
    QVERIFY(request.ok());
    auto refused = promoteImmediately(*m_s3, *request, false, context());
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::Refused);
    QVERIFY(refused.error().message.contains(u"already holds an object (3 bytes)"_s));
    QCOMPARE(*m_s3->get(target), QByteArray("old")); // nothing changed
    QVERIFY(m_s3->head(source)->has_value());
    auto overwritten = promoteImmediately(*m_s3, *request, true, context());
    QVERIFY(overwritten.ok() && overwritten->ok);
    QCOMPARE(*m_s3->get(target), QByteArray("new"));

    auto missing =
        PromotionRequest::create(u"tmp/%1/never-uploaded.bin"_s.arg(m_run), u"assets/x.bin"_s);
    auto report = promoteImmediately(*m_s3, *missing, false, context());
    QVERIFY(!report.ok());
    QVERIFY(report.error().message.contains(u"does not exist"_s));
}

void TestPromotion::viaOutboxOnPostgresql() {
    DatabaseSession session(test::postgresSpec(), u"promote-pg"_s);
    QVERIFY(session.open().ok());
    QVERIFY(test::runSql(session, {u"DROP SCHEMA IF EXISTS promotetest CASCADE"_s,
                                   u"DROP TABLE IF EXISTS outbox_console_audit"_s})
                .ok());
    QVERIFY(
        test::runSqlFile(session, u"vortos-postgres.sql"_s, u"vortos"_s, u"promotetest"_s).ok());
    QVERIFY(AuditTable::create(session).ok());
    auto table = test::resolveTable(session, u"promotetest.object_store_outbox"_s);
    QVERIFY(table.ok());
    OutboxReader reader(session, *table);
    auto request =
        PromotionRequest::create(u"tmp/users/9/upload.bin"_s, u"assets/users/9/avatar/é.jpg"_s);
    QVERIFY(request.ok());
    ActionContext c = context();
    c.reason = u"support ticket 77"_s;
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    auto report = enqueuePromotion(reader, *request, c);
    QVERIFY2(report.ok(), qPrintable(report.ok() ? QString() : report.error().message));
    QVERIFY(report->ok);
    QCOMPARE(report->rowId.mid(14, 1), u"7"_s); // UUIDv7

    QSqlQuery q(session.database());
    QVERIFY(q.exec(u"SELECT operation, status, attempt_count, payload::text, created_at::text, "
                   u"last_error IS NULL, "
                   "next_attempt_at IS NULL, processed_at IS NULL, domain_event_id IS NULL "
                   "FROM promotetest.object_store_outbox WHERE id = '%1'"_s.arg(report->rowId)));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), u"promote"_s);
    QCOMPARE(q.value(1).toString(), u"pending"_s);
    QCOMPARE(q.value(2).toInt(), 0);
    QCOMPARE(
        q.value(3).toString(),
        u"{\"name\":\"promote\",\"temporary_key\":\"tmp\\/users\\/9\\/"
        u"upload.bin\",\"permanent_key\":"
        "\"assets\\/users\\/9\\/avatar\\/\\u00e9.jpg\",\"temporary_prefix\":\"tmp\",\"delete_temporary_source\":true}"_s);
    const QDateTime created = parseUtcTimestampText(q.value(4).toString());
    QVERIFY(created >= before.addSecs(-1) && created <= QDateTime::currentDateTimeUtc().addSecs(1));
    QCOMPARE(created.time().msec(), 0);
    for (int i = 5; i <= 8; ++i)
        QVERIFY(q.value(i).toBool());
    auto audit = AuditTable::recent(session, 1);
    QVERIFY(audit.ok() && audit->size() == 1);
    QCOMPARE(audit->constFirst().action, u"promote"_s);
    QCOMPARE(audit->constFirst().ids, QStringList{report->rowId});
    QCOMPARE(audit->constFirst().reason, u"support ticket 77"_s);
    // The reader sees the row as the relay will.
    auto row = reader.row(report->rowId);
    QVERIFY(row.ok());
    QCOMPARE(row->payload()->value(u"permanent_key"_s).toString(),
             u"assets/users/9/avatar/é.jpg"_s);
}

TestPromotion::Run TestPromotion::outboxctl(const QStringList &args,
                                            const QProcessEnvironment &extra) {
    return test::runOutboxctl(args, test::userEnvironment(m_dir.path(), extra), {}, 60000);
}

void TestPromotion::demoThroughOutboxctl() {
    Run r = outboxctl({u"demo"_s, u"--path"_s, m_dir.filePath(u"demo"_s)});
    QCOMPARE(r.code, 0);
    const QString store = m_dir.filePath(u"demo/object-store"_s);
    QDir tmp(store + u"/tmp/users"_s);
    const QStringList users = tmp.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QVERIFY(users.size() >= 2);
    const QString first = u"tmp/users/%1/"_s.arg(users.at(0)) +
                          QDir(tmp.filePath(users.at(0))).entryList(QDir::Files).at(0);
    const QString second = u"tmp/users/%1/"_s.arg(users.at(1)) +
                           QDir(tmp.filePath(users.at(1))).entryList(QDir::Files).at(0);

    r = outboxctl({u"--profile=demo"_s, u"promote"_s, u"--temporary-key="_s + first,
                   u"--permanent-key=assets/promoted/first.bin"_s, u"--immediate"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(u"verified size and ETag"_s));
    QVERIFY(QFile::exists(store + u"/assets/promoted/first.bin"_s));
    QVERIFY(!QFile::exists(store + u'/' + first));

    r = outboxctl({u"--profile=demo"_s, u"promote"_s, u"--temporary-key="_s + second,
                   u"--permanent-key=assets/promoted/second.bin"_s, u"--via-outbox"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(r.out.contains(u"wrote promote row"_s));
    QVERIFY(QFile::exists(store + u'/' + second)); // the relay will move it
    r = outboxctl({u"--profile=demo"_s, u"list"_s, u"--operation=promote"_s, u"--state=pending"_s,
                   u"--payload-key=permanent_key=assets/promoted/second.bin"_s,
                   u"--output=json"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"rows"_s).toArray().size(), 1);

    r = outboxctl({u"--profile=demo"_s, u"promote"_s, u"--temporary-key=tmp/nothing/here.bin"_s,
                   u"--permanent-key=assets/x.bin"_s, u"--immediate"_s});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"does not exist"_s));
    r = outboxctl({u"--profile=demo"_s, u"promote"_s, u"--temporary-key="_s + second,
                   u"--permanent-key=tmp/x.bin"_s, u"--immediate"_s});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(u"Permanent key cannot remain under the \"tmp/\" temporary prefix."_s));

    // The same against s3rver, configured from the environment as the reference framework names it.
    const QString source = u"tmp/%1/env.bin"_s.arg(m_run);
    QVERIFY(m_s3->put(source, "from the environment").ok());
    QProcessEnvironment env;
    env.insert(u"OBJECT_STORE_ENDPOINT"_s, s3Config().endpoint);
    env.insert(u"OBJECT_STORE_BUCKET"_s, s3Config().bucket);
    env.insert(u"OBJECT_STORE_REGION"_s, u"auto"_s);
    env.insert(u"OBJECT_STORE_ACCESS_KEY_ID"_s, u"S3RVER"_s);
    env.insert(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, u"S3RVER"_s);
    env.insert(u"OBJECT_STORE_PATH_STYLE"_s, u"true"_s);
    r = outboxctl({u"promote"_s, u"--temporary-key="_s + source,
                   u"--permanent-key=assets/%1/env.bin"_s.arg(m_run), u"--immediate"_s},
                  env);
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(*m_s3->get(u"assets/%1/env.bin"_s.arg(m_run)), QByteArray("from the environment"));
    env.insert(u"OBJECT_STORE_SECRET_ACCESS_KEY"_s, u"not-the-secret-42"_s);
    QVERIFY(m_s3->put(source, "x").ok());
    r = outboxctl({u"promote"_s, u"--temporary-key="_s + source,
                   u"--permanent-key=assets/%1/env2.bin"_s.arg(m_run), u"--immediate"_s},
                  env);
    QCOMPARE(r.code, 1);
    // The pre-check HEAD is refused first; a HEAD answer carries no error body, so the message
    // names the likely causes instead of S3's code.
    QVERIFY2(r.err.contains(u"access was denied"_s) && r.err.contains(u"wrong secret access key"_s),
             qPrintable(r.err));
    QVERIFY(!r.err.contains(u"not-the-secret-42"_s) && !r.out.contains(u"not-the-secret-42"_s));
}

void TestPromotion::retryPlanFlagsExistingTargets() {
    DemoOptions options;
    options.directory = m_dir.filePath(u"flags"_s);
    auto ws = DemoWorkspace::create(options);
    QVERIFY(ws.ok());
    DatabaseSession session(test::sqliteSpec(ws->databasePath), u"flags"_s);
    auto table = test::resolveTable(session, u"vortos_object_store_outbox"_s);
    QVERIFY(table.ok());
    OutboxReader reader(session, *table);
    RetryRequest request;
    request.filter.kind = u"move"_s;
    request.limit = 10000;
    auto plan = planRetry(reader, request);
    QVERIFY(plan.ok());
    QCOMPARE(plan->targetCheck, TargetCheck::NotMade);
    auto store = FolderObjectStore::create(ws->objectStorePath);
    QVERIFY(store.ok());
    QVERIFY(checkRetryTargets(*plan, **store).ok());
    QCOMPARE(plan->targetCheck, TargetCheck::Made);
    QVERIFY(!plan->targetExists.isEmpty());
    QVERIFY(plan->targetExists.size() < plan->ids.size());
    for (const PlannedRow &row : plan->preview) {
        const QString target = QJsonDocument::fromJson(row.payloadText.toUtf8())
                                   .object()
                                   .value(u"target"_s)
                                   .toString();
        QCOMPARE(plan->targetExists.contains(row.id),
                 QFile::exists(ws->objectStorePath + u'/' + target));
    }
}

QTEST_GUILESS_MAIN(TestPromotion)
#include "tst_promotion.moc"
