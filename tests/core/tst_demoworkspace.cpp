// The demo workspace: deterministic, every state, realistic errors, objects for the promote rows,
// and the reader paging through all of it without gaps or repeats.
#include "demo/demoworkspace.h"
#include "query/outboxreader.h"
#include "schema/attemptlog.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestDemoWorkspace : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyStateAndShapeIsThere();
    void pagingVisitsEveryRowOnce();
    void sameSeedSameRows();
    void promoteSourcesExistInTheFolderStore();
    void malformedPayloadIsReportedNotFatal();
    void savedDemoProfilesKeepTheUsersSettings();
    void errorsThatBlameThePayloadMatchIt();

private:
    OutboxReader reader(const QString &table);
    QByteArray digest(const QString &path);

    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    std::unique_ptr<DatabaseSession> m_session;
    const QDateTime m_anchor = test::demoAnchor();
};

void TestDemoWorkspace::initTestCase() {
    QVERIFY(m_dir.isValid());
    DemoOptions options;
    options.directory = m_dir.filePath(u"demo"_s);
    options.anchor = m_anchor;
    auto ws = DemoWorkspace::create(options);
    QVERIFY2(ws.ok(), qPrintable(ws.ok() ? QString() : ws.error().message));
    m_ws = *ws;
    QCOMPARE(m_ws.vortosRows, 12000);
    QCOMPARE(m_ws.fennFlowRows, 8000);
    m_session =
        std::make_unique<DatabaseSession>(test::sqliteSpec(m_ws.databasePath), u"demo-test"_s);
    QVERIFY(m_session->open().ok());
}

OutboxReader TestDemoWorkspace::reader(const QString &table) {
    return test::readerOrFail(*m_session, test::resolveTable(*m_session, table));
}

void TestDemoWorkspace::everyStateAndShapeIsThere() {
    OutboxReader vortos = reader(u"vortos_object_store_outbox"_s);
    QVERIFY(vortos.table().idsFollowCreation); // demo ids are UUIDv7 of created_at
    auto counts = vortos.counts();
    QVERIFY(counts.ok());
    QCOMPARE(counts->total, 12000);
    QVERIFY(counts->of(RowState::Pending) > 50);
    QVERIFY(counts->of(RowState::Dead) > 300);
    QVERIFY(counts->of(RowState::Sent) > 10000);

    QSqlQuery q(m_session->database());
    QVERIFY(q.exec(
        u"SELECT COUNT(DISTINCT operation) FROM vortos_object_store_outbox WHERE status = 'dead'"_s));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 5);
    QVERIFY(q.exec(u"SELECT MIN(created_at), MAX(created_at) FROM vortos_object_store_outbox"_s));
    QVERIFY(q.next());
    const QDateTime first = parseUtcTimestampText(q.value(0).toString());
    const QDateTime last = parseUtcTimestampText(q.value(1).toString());
    QVERIFY(first.daysTo(last) >= 29);
    QVERIFY(last <= m_anchor);

    OutboxReader fenn = reader(u"outbox"_s);
    QCOMPARE(fenn.table().vocabulary.name, u"docs"_s);
    auto fc = fenn.counts();
    QVERIFY(fc.ok());
    QCOMPARE(fc->total, 8000);
    for (RowState s : allRowStates())
        QVERIFY2(fc->of(s) > 0, qPrintable(rowStateName(s)));

    // Every failed row's attempts are in the attempt log: a dead row shows when it died.
    QVERIFY(AttemptLog::exists(*m_session));
    for (const auto &[table, dead] : {std::pair{u"vortos_object_store_outbox"_s, u"dead"_s},
                                      std::pair{u"outbox"_s, u"failed"_s}}) {
        QVERIFY(q.exec(u"SELECT %1 FROM %2 WHERE status = '%3' ORDER BY created_at LIMIT 1"_s.arg(
            u"id"_s, table, dead)));
        QVERIFY(q.next());
        const QString id = q.value(0).toString();
        auto attempts = AttemptLog::forRow(*m_session, table, id, 50);
        QVERIFY(attempts.ok());
        QCOMPARE(attempts->size(), 5);
        QCOMPARE(attempts->constFirst().event, u"died"_s);
        QCOMPARE(attempts->constFirst().attempts, 5);
        QCOMPARE(attempts->constLast().event, u"failed"_s);
        QCOMPARE(attempts->constLast().attempts, 1);
        QCOMPARE(attempts->constLast().at.secsTo(attempts->constLast().nextAttemptAt), 30);
        QVERIFY(!attempts->constFirst().error.isEmpty());
        QVERIFY(attempts->constLast().at < attempts->constFirst().at);
    }
}

void TestDemoWorkspace::pagingVisitsEveryRowOnce() {
    for (const QString &table : {u"vortos_object_store_outbox"_s, u"outbox"_s}) {
        OutboxReader r = reader(table);
        QSet<QString> seen;
        QString cursor;
        QDateTime previous;
        do {
            auto page = r.page({{}, SortOrder::NewestFirst, 997, cursor});
            QVERIFY(page.ok());
            for (const OutboxRow &row : page->rows) {
                QVERIFY2(!seen.contains(row.id), qPrintable(row.id));
                seen.insert(row.id);
                if (previous.isValid())
                    QVERIFY(row.createdAt <= previous);
                previous = row.createdAt;
            }
            cursor = page->nextCursor;
        } while (!cursor.isEmpty());
        QCOMPARE(qint64(seen.size()), r.counts()->total);
    }
}

QByteArray TestDemoWorkspace::digest(const QString &path) {
    DatabaseSession s(test::sqliteSpec(path), u"digest"_s);
    if (!s.open().ok())
        return {};
    QSqlQuery q(s.database());
    QCryptographicHash h(QCryptographicHash::Sha256);
    for (const QString &sql : {u"SELECT * FROM vortos_object_store_outbox ORDER BY id"_s,
                               u"SELECT * FROM outbox ORDER BY id"_s}) {
        q.exec(sql);
        while (q.next()) {
            for (int i = 0; i < 10 && i < q.record().count(); ++i)
                h.addData(q.value(i).toString().toUtf8());
        }
    }
    return h.result().toHex();
}

void TestDemoWorkspace::sameSeedSameRows() {
    DemoOptions options;
    options.directory = m_dir.filePath(u"again"_s);
    options.anchor = m_anchor;
    auto again = DemoWorkspace::create(options);
    QVERIFY(again.ok());
    const QByteArray a = digest(m_ws.databasePath);
    QVERIFY(!a.isEmpty());
    QCOMPARE(digest(again->databasePath), a);
    options.directory = m_dir.filePath(u"other"_s);
    options.seed = 7;
    auto other = DemoWorkspace::create(options);
    QVERIFY(other.ok());
    QVERIFY(digest(other->databasePath) != a);
}

void TestDemoWorkspace::promoteSourcesExistInTheFolderStore() {
    OutboxReader r = reader(u"vortos_object_store_outbox"_s);
    RowFilter f;
    f.states = {RowState::Pending};
    f.kind = u"promote"_s;
    auto page = r.page({f, SortOrder::NewestFirst, 1000, {}});
    QVERIFY(page.ok());
    QVERIFY(!page->rows.isEmpty());
    for (const OutboxRow &row : page->rows) {
        const QString key = row.payload()->value(u"temporary_key"_s).toString();
        QVERIFY(key.startsWith(u"tmp/"_s));
        QVERIFY2(QFile::exists(m_ws.objectStorePath + u'/' + key), qPrintable(key));
    }
}

void TestDemoWorkspace::malformedPayloadIsReportedNotFatal() {
    QSqlQuery q(m_session->database());
    QVERIFY(q.exec(
        u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, payload, "
        "created_at) VALUES ('ffffffff-0000-7000-8000-000000000001', 'put', 'dead', 5, "
        "'{\"name\":\"put\",', '2026-11-30 11:59:59')"_s));
    OutboxReader r = reader(u"vortos_object_store_outbox"_s);
    auto row = r.row(u"ffffffff-0000-7000-8000-000000000001"_s);
    QVERIFY(row.ok());
    QVERIFY(!row->payload().ok());
    QVERIFY(row->payload().error().message.contains(u"not valid JSON"_s));
    QCOMPARE(row->subject(), QString());
    auto page = r.page({{}, SortOrder::NewestFirst, 5, {}});
    QVERIFY(page.ok());
    QVERIFY(q.exec(
        u"DELETE FROM vortos_object_store_outbox WHERE id = 'ffffffff-0000-7000-8000-000000000001'"_s));
}

// Opening the demo again (outbox-console --demo, the welcome page, outboxctl demo)
// saves its profiles only where missing; one the user changed keeps the change.
void TestDemoWorkspace::savedDemoProfilesKeepTheUsersSettings() {
    ProfileStore store(m_dir.filePath(u"demo-profiles.ini"_s));
    auto saved = m_ws.saveProfiles(store);
    QVERIFY(saved);
    QCOMPARE(*saved, (QStringList{m_ws.vortosProfile.name, m_ws.fennFlowProfile.name}));
    Profile changed = *store.find(m_ws.vortosProfile.name);
    changed.environment = u"staging"_s;
    changed.sink = u"file:/tmp/elsewhere.jsonl"_s;
    QVERIFY(store.save(changed));
    QVERIFY(store.remove(m_ws.fennFlowProfile.name));
    saved = m_ws.saveProfiles(store);
    QVERIFY(saved);
    QCOMPARE(*saved, QStringList{m_ws.fennFlowProfile.name}); // only the missing one
    QCOMPARE(store.find(m_ws.vortosProfile.name)->environment, u"staging"_s);
    QCOMPARE(store.find(m_ws.vortosProfile.name)->sink, u"file:/tmp/elsewhere.jsonl"_s);
}

// A dead row whose error blames its payload ("contains a \"..\" segment", "Invalid
// base64 body") has that defect in its payload, so the detail pane's two halves agree.
void TestDemoWorkspace::errorsThatBlameThePayloadMatchIt() {
    QSqlQuery q(m_session->database());
    QVERIFY(q.exec(u"SELECT last_error, payload FROM vortos_object_store_outbox WHERE status = "
                   "'dead' AND (last_error LIKE '%\"..\" segment%' OR last_error LIKE "
                   "'Invalid base64%')"_s));
    int dotDot = 0;
    int base64 = 0;
    while (q.next()) {
        const QString error = q.value(0).toString();
        const QJsonObject payload = QJsonDocument::fromJson(q.value(1).toByteArray()).object();
        if (error.startsWith(u"Invalid base64"_s)) {
            ++base64;
            const QByteArray body = payload.value(u"body_base64"_s).toString().toLatin1();
            QVERIFY2(!QByteArray::fromBase64Encoding(body, QByteArray::AbortOnBase64DecodingErrors),
                     qPrintable(error));
        } else {
            ++dotDot;
            const QString target = payload.value(u"target"_s).toString();
            QVERIFY2(target.split(u'/').contains(u".."_s), qPrintable(target));
            QVERIFY2(error.contains(target), qPrintable(error));
        }
    }
    QVERIFY(dotDot > 0);
    QVERIFY(base64 > 0);
    // The folder store holds nothing outside its folder for them.
    QVERIFY(!QFile::exists(QFileInfo(m_ws.objectStorePath).absolutePath() + u"/batch-1.csv"_s));
}

QTEST_GUILESS_MAIN(TestDemoWorkspace)
#include "tst_demoworkspace.moc"
