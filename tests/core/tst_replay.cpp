// Replay with outboxctl on real PostgreSQL, MariaDB and SQLite, for both formats: sent rows
// copied as new ready rows in the writer's style (FennFlow: new event ids), the originals left as
// they were, each copy recorded beside its original and in the audit trail; the relay then
// delivers the copies of a key in their order (into a real folder store or a file sink); the dry
// run warns where a copy would land behind a newer row of its key and writes nothing; dead,
// pending and unknown rows, a read-only profile and a missing copies table are refused, with
// nothing written.
#include "backendtestcase.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {
using test::uuidFor;
// Rows 0–2: sent, key a (oldest first); 3: sent, key b; 4: pending, key b (newer than 3);
// 5: dead, key c.
constexpr int kRows = 6;
const char *const kBodies[] = {"first", "second", "third", "b-old", "b-new", "dead"};

QString keyOf(int n) {
    return n < 3 ? u"a"_s : n < 5 ? u"b"_s : u"c"_s;
}
} // namespace

class TestReplay : public test::BackendTestCase {
    Q_OBJECT
public:
    TestReplay()
        : BackendTestCase(u"replay"_s, Rows::DatabasesAndFormats,
                          {u"DROP TABLE IF EXISTS outbox_console_copies"_s,
                           u"DROP TABLE IF EXISTS outbox_console_superseded"_s,
                           u"DROP TABLE IF EXISTS outbox_console_parked"_s,
                           u"DROP TABLE IF EXISTS outbox_console_delivery"_s,
                           u"DROP TABLE IF EXISTS outbox_console_vocabulary"_s,
                           u"DROP TABLE IF EXISTS outbox_console_attempts"_s,
                           u"DROP TABLE IF EXISTS outbox_console_notes"_s,
                           u"DROP TABLE IF EXISTS outbox_console_relays"_s}) {}

private slots:
    void init();
    void dryRunWarnsOfNewerRowsAndWritesNothing();
    void copiesAreWrittenTracedAndDeliveredInOrder();
    void refusalsWriteNothing();

private:
    QString payload(int n) const;
    test::CliRun cli(const QStringList &args);
    qint64 count(const QString &where = u"1 = 1"_s);
    qint64 copiesRecorded();
    QString status(const QString &rowId);
};

QString TestReplay::payload(int n) const {
    const QString body = QString::fromLatin1(QByteArray(kBodies[n]).toBase64());
    if (vortos())
        return u"{\"name\":\"put\",\"key\":\"objects/%1.txt\",\"body_base64\":\"%2\"}"_s.arg(
            keyOf(n), body);
    return u"{\"operation_id\": \"op-%1\", \"operation_type\": \"put\", \"storage_path\": "
           u"\"%2.bin\", \"body\": \"%3\"}"_s.arg(n)
               .arg(keyOf(n), QString::fromLatin1(kBodies[n]));
}

test::CliRun TestReplay::cli(const QStringList &args) {
    QProcessEnvironment env = test::databaseUserEnvironment(m_dir.path(), session().spec());
    return test::runOutboxctl(QStringList{u"--table="_s + table()} + args, env);
}

qint64 TestReplay::count(const QString &where) {
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(table(), where)) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 TestReplay::copiesRecorded() {
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM outbox_console_copies"_s) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QString TestReplay::status(const QString &rowId) {
    QSqlQuery q(session().database());
    q.prepare(u"SELECT status FROM %1 WHERE id = ?"_s.arg(table()));
    q.addBindValue(rowId);
    if (!q.exec() || !q.next())
        return u"<missing>"_s;
    return q.value(0).toString();
}

void TestReplay::init() {
    QFETCH_GLOBAL(QString, database);
    QVERIFY(test::freshUserFolders(m_dir.path()));
    DatabaseSession &s = session();
    QStringList drop{u"DROP TABLE IF EXISTS outbox_console_copies"_s,
                     u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                     u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s};
    drop << (database == u"postgresql"_s ? u"DROP SCHEMA IF EXISTS fennflow CASCADE"_s
                                         : u"DROP TABLE IF EXISTS outbox"_s);
    QVERIFY(test::runSql(s, drop).ok());
    auto loaded = test::runSqlFile(s, test::writerDdl(database, vortos()));
    QVERIFY2(loaded.ok(), qPrintable(test::errorText(loaded)));
    QVERIFY(test::runSql(s, {u"DELETE FROM "_s + table()}).ok()); // the DDL's sample rows
    if (!vortos())
        QVERIFY(test::recordShippedVocabulary(s, table()).ok());
    QSqlQuery q(s.database());
    if (vortos())
        q.prepare(u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
                  u"payload, created_at, processed_at) VALUES (?, 'put', ?, ?, ?, ?, ?)"_s);
    else
        q.prepare(u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, "
                  u"payload, status, created_at, updated_at) VALUES (?, ?, 'StorageObject', ?, "
                  u"'put', ?, ?, ?, ?)"_s.arg(table()));
    for (int n = 0; n < kRows; ++n) {
        const QString state = n == 4   ? u"pending"_s
                              : n == 5 ? (vortos() ? u"dead"_s : u"failed"_s)
                                       : (vortos() ? u"done"_s : u"sent"_s);
        const QString at = u"2026-06-01 09:0%1:00"_s.arg(n);
        q.addBindValue(id(n));
        if (vortos()) {
            q.addBindValue(state);
            q.addBindValue(n == 5 ? 5 : n == 4 ? 0 : 1);
            q.addBindValue(payload(n));
            q.addBindValue(at);
            q.addBindValue(n == 4 ? QVariant(QMetaType::fromType<QString>()) : QVariant(at));
        } else {
            const QString ts = database == u"postgresql"_s ? at + u"+00"_s : at + u".000000"_s;
            q.addBindValue(id(n + 1000));
            q.addBindValue(u"default|||user-files|||%1.bin"_s.arg(keyOf(n)));
            q.addBindValue(payload(n));
            q.addBindValue(state);
            q.addBindValue(ts);
            q.addBindValue(ts);
        }
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    }
    const auto init = cli({u"relay"_s, u"init"_s});
    QVERIFY2(init.code == 0, qPrintable(init.out + init.err));
}

void TestReplay::dryRunWarnsOfNewerRowsAndWritesNothing() {
    // Every sent row: key a's three, and b's older row, behind which b has a newer pending one.
    const auto r = cli({u"replay"_s, u"--created-from=2026-06-01"_s, u"--dry-run"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Dry run — 4 sent row(s) match (not replaying)."_s),
             qPrintable(r.out));
    for (int n = 0; n < 4; ++n)
        QVERIFY2(r.out.contains(id(n)), qPrintable(r.out));
    QVERIFY2(!r.out.contains(id(4)) && !r.out.contains(id(5)), qPrintable(r.out));
    // The order check names b's row only: key a's copies come last of a, as its newest row did.
    const qsizetype warning = r.err.indexOf(u"after a newer row of their key"_s);
    QVERIFY2(warning >= 0, qPrintable(r.err));
    const QString listed = r.err.mid(warning);
    QVERIFY2(r.err.contains(u"the copies of 1 row(s)"_s) && listed.contains(id(3)),
             qPrintable(r.err));
    for (int n = 0; n < 3; ++n)
        QVERIFY2(!listed.contains(id(n)), qPrintable(r.err));
    QCOMPARE(count(), qint64(kRows));
    QCOMPARE(copiesRecorded(), qint64(0));
}

void TestReplay::copiesAreWrittenTracedAndDeliveredInOrder() {
    const QString sent = vortos() ? u"done"_s : u"sent"_s;
    auto r = cli({u"replay"_s, id(0), id(1), id(2), u"--force"_s, u"--reason=OPS-7 lost"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(u"3 replayed"_s), qPrintable(r.out));
    // Three new ready rows; the originals as they were.
    QCOMPARE(count(), qint64(kRows + 3));
    QCOMPARE(count(u"status = 'pending'"_s), qint64(4));
    for (int n = 0; n < 3; ++n)
        QCOMPARE(status(id(n)), sent);
    QCOMPARE(copiesRecorded(), qint64(3));
    {
        // Each copy: the original's payload and key, traced to the original.
        QSqlQuery q(session().database());
        QVERIFY(q.exec(
            u"SELECT c.source_id, t.payload, t.status%1 FROM outbox_console_copies c "
            u"JOIN %2 t ON c.copy_id = %3 WHERE c.action = 'replay' ORDER BY "
            u"c.copied_at, c.copy_id"_s.arg(
                vortos() ? QString() : u", t.event_id"_s, table(),
                session().spec().kind == DatabaseKind::PostgreSQL ? u"t.id::text"_s : u"t.id"_s)));
        QStringList sources;
        while (q.next()) {
            const int n = int(sources.size());
            sources.append(q.value(0).toString());
            QCOMPARE(QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object(),
                     QJsonDocument::fromJson(payload(n).toUtf8()).object());
            QCOMPARE(q.value(2).toString(), u"pending"_s);
            if (!vortos()) // a new event: the column is unique, and consumers see a new event
                QVERIFY(q.value(3).toString() != id(n + 1000));
        }
        QCOMPARE(sources, (QStringList{id(0), id(1), id(2)}));
    }
    // Audited, with the reason.
    QFile audit(m_dir.filePath(u"data/outbox-console/audit.jsonl"_s));
    QVERIFY(audit.open(QIODevice::ReadOnly));
    const QByteArray log = audit.readAll();
    QVERIFY2(log.contains("\"action\":\"replay\"") && log.contains("OPS-7 lost"), log.constData());

    // The relay delivers the copies of key a in their order, and b's pending row.
    const QString store = m_dir.filePath(u"store"_s);
    const QString sink = m_dir.filePath(u"events.jsonl"_s);
    QDir(store).removeRecursively();
    QFile::remove(sink);
    QVERIFY(QDir().mkpath(store));
    r = cli(vortos() ? QStringList{u"--object-store=file:"_s + store, u"relay"_s, u"--once"_s}
                     : QStringList{u"relay"_s, u"--once"_s, u"--sink=file:"_s + sink});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QCOMPARE(count(u"status = 'pending'"_s), qint64(0));
    if (vortos()) {
        QFile object(store + u"/objects/a.txt"_s);
        QVERIFY(object.open(QIODevice::ReadOnly));
        QCOMPARE(object.readAll(), QByteArray("third")); // the newest body last
    } else {
        QFile events(sink);
        QVERIFY(events.open(QIODevice::ReadOnly));
        QStringList bodies;
        for (const QByteArray &line : events.readAll().split('\n')) {
            if (line.trimmed().isEmpty())
                continue;
            const QJsonObject event = QJsonDocument::fromJson(line).object();
            const QJsonObject body = event.value(u"payload"_s).toObject();
            if (body.value(u"storage_path"_s).toString() == u"a.bin"_s)
                bodies.append(body.value(u"body"_s).toString());
        }
        QCOMPARE(bodies, (QStringList{u"first"_s, u"second"_s, u"third"_s}));
    }
}

void TestReplay::refusalsWriteNothing() {
    const auto refused = [&](const QStringList &args, int code, const QString &message) {
        const auto r = cli(args);
        if (r.code != code || !r.err.contains(message))
            return u"%1: exit %2, %3"_s.arg(args.join(u' ')).arg(r.code).arg(r.err);
        return QString();
    };
    // A pending and a dead row, each named.
    QCOMPARE(
        refused({u"replay"_s, id(4), u"--force"_s}, 2, u"Row %1 is pending, not sent"_s.arg(id(4))),
        QString());
    QCOMPARE(refused({u"replay"_s, id(0), id(5), u"--force"_s}, 2,
                     u"Row %1 is dead, not sent"_s.arg(id(5))),
             QString());
    QCOMPARE(refused({u"replay"_s, u"--state=dead"_s, u"--force"_s}, 2,
                     u"Replay copies sent rows only"_s),
             QString());
    QCOMPARE(refused({u"replay"_s, id(99), u"--force"_s}, 2, u"does not exist"_s), QString());
    QCOMPARE(refused({u"replay"_s, u"--force"_s}, 2, u"replay needs the rows to copy"_s),
             QString());
    // A read-only profile of the same outbox.
    const auto saved = cli({u"profile"_s, u"add"_s, u"sealed"_s, u"--database"_s,
                            session().spec().displayUrl(), u"--read-only"_s});
    QVERIFY2(saved.code == 0, qPrintable(saved.err));
    QCOMPARE(refused({u"--profile=sealed"_s, u"replay"_s, id(0), u"--force"_s}, 3, u"read-only"_s),
             QString());
    // Without the copies table nothing can trace a copy: refused before anything is written.
    QVERIFY(test::runSql(session(), {u"DROP TABLE outbox_console_copies"_s}).ok());
    QCOMPARE(refused({u"replay"_s, id(0), u"--force"_s}, 3, u"outbox_console_copies"_s), QString());
    QCOMPARE(count(), qint64(kRows));
}

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
