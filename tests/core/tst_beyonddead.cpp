// Beyond dead rows, with outboxctl on real PostgreSQL, MariaDB and SQLite, for both formats.
// Replay: sent rows copied as new ready rows in the writer's style (FennFlow: new event ids), the
// originals left as they were, each copy recorded beside its original and in the audit trail; the
// relay then delivers the copies of a key in their order (into a real folder store or a file
// sink); the dry run warns where a copy would land behind a newer row of its key and writes
// nothing; dead, pending and unknown rows, a read-only profile and a missing copies table are
// refused, with nothing written. Import: the console's own export (JSON and JSONL) written back
// as new ready rows in the order of their creation, traced to the exported rows and delivered;
// another format's rows, a masked export, a broken line and a payload the writer's rules refuse
// are refused, naming the row, with nothing written. Deliver: rows sent once to another folder
// store or file sink, oldest first, their state unchanged (or, asked, marked done). Archive: dead
// rows leave the counts, lists of dead rows, groups and retries, come back when unarchived or
// when their expiry passes, and later failures stay visible.
#include "actions/deliverrows.h"
#include "backendtestcase.h"
#include "objectstore/objectstore.h"
#include "testdatabases.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <functional>

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

class TestBeyondDead : public test::BackendTestCase {
    Q_OBJECT
public:
    TestBeyondDead()
        : BackendTestCase(u"replay"_s, Rows::DatabasesAndFormats,
                          {u"DROP TABLE IF EXISTS outbox_console_copies"_s,
                           u"DROP TABLE IF EXISTS outbox_console_archived"_s,
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
    void importWritesTheExportAsNewRows();
    void importRefusalsWriteNothing();
    void deliverSendsOnceAndLeavesTheState();
    void deliverRefusalsSendNothing();
    void deliverStopsBetweenChunksWhenCancelled();
    void archivedRowsLeaveTheCountsUntilTheyComeBack();
    void archiveRefusalsChangeNothing();

private:
    QString payload(int n) const;
    QString operationId(int n) const;
    QStringList relayKeyA();
    QStringList keyAInOrder() const;
    test::CliRun cli(const QStringList &args);
    qint64 count(const QString &where = u"1 = 1"_s);
    qint64 copiesRecorded();
    QString status(const QString &rowId);
    // The sent rows as `list --output=json` exports them, in a file of the test's; with jsonl,
    // one row a line.
    QString exportSent(const QString &name, bool jsonl);
    QString writeFile(const QString &name, const QByteArray &content);
    // The copies the action wrote, oldest first: rows 0 … expected − 1 each traced to its source,
    // with its payload, ready, and (FennFlow) a new event id; what differs, or empty.
    QString checkCopies(const QString &action, int expected);
    // Whether the local audit log has a record of the action with the reason.
    bool audited(const QString &action, const QString &reason);
    // outboxctl deliver ARGS to a fresh folder store (Vortos) or file sink (FennFlow) of the
    // test's; *sent: what arrived there, by row (Vortos: the objects' bodies by key; FennFlow:
    // the events' operation ids).
    test::CliRun deliver(const QStringList &args, QStringList *sent);
    // The dead and archived counts of `stats --json`, and the ids `list --state=STATE` lists.
    std::pair<int, int> deadAndArchived();
    QStringList listed(const QString &state);
};

QString TestBeyondDead::payload(int n) const {
    const QString body = QString::fromLatin1(QByteArray(kBodies[n]).toBase64());
    if (vortos())
        return u"{\"name\":\"put\",\"key\":\"objects/%1.txt\",\"body_base64\":\"%2\"}"_s.arg(
            keyOf(n), body);
    return u"{\"operation_id\": \"%1\", \"operation_type\": \"put\", \"session_id\": "
           u"\"fc423736a72d4944bc83f8252c44d8b2\", \"scope\": \"default\", \"namespace\": "
           u"\"user-files\", \"storage_path\": \"%2.bin\", \"status\": \"uploaded\", "
           u"\"created_at\": \"2026-06-01T09:0%3:00+00:00\", \"expired_at\": "
           u"\"2026-06-01T09:3%3:00+00:00\", \"error\": null}"_s.arg(operationId(n), keyOf(n))
               .arg(n);
}

QString TestBeyondDead::operationId(int n) const {
    return uuidFor(n + 2000).remove(u'-');
}

// The relay run once: what key a's rows made of it, in order. Vortos: the object's body at the
// end (the newest put wins); FennFlow: the events' operation ids, as published to the file sink.
QStringList TestBeyondDead::relayKeyA() {
    const QString store = m_dir.filePath(u"store"_s);
    const QString sink = m_dir.filePath(u"events.jsonl"_s);
    QDir(store).removeRecursively();
    QFile::remove(sink);
    if (!QDir().mkpath(store))
        return {u"<no store>"_s};
    const auto r =
        cli(vortos() ? QStringList{u"--object-store=file:"_s + store, u"relay"_s, u"--once"_s}
                     : QStringList{u"relay"_s, u"--once"_s, u"--sink=file:"_s + sink});
    if (r.code != 0)
        return {u"<relay failed: %1>"_s.arg(r.err)};
    if (vortos()) {
        QFile object(store + u"/objects/a.txt"_s);
        if (!object.open(QIODevice::ReadOnly))
            return {u"<no object>"_s};
        return {QString::fromUtf8(object.readAll())};
    }
    QFile events(sink);
    if (!events.open(QIODevice::ReadOnly))
        return {u"<no events>"_s};
    QStringList ids;
    for (const QByteArray &line : events.readAll().split('\n')) {
        const QJsonObject body =
            QJsonDocument::fromJson(line).object().value(u"payload"_s).toObject();
        if (body.value(u"storage_path"_s).toString() == u"a.bin"_s)
            ids.append(body.value(u"operation_id"_s).toString());
    }
    return ids;
}

QStringList TestBeyondDead::keyAInOrder() const {
    return vortos() ? QStringList{u"third"_s}
                    : QStringList{operationId(0), operationId(1), operationId(2)};
}

test::CliRun TestBeyondDead::cli(const QStringList &args) {
    QProcessEnvironment env = test::databaseUserEnvironment(m_dir.path(), session().spec());
    return test::runOutboxctl(QStringList{u"--table="_s + table()} + args, env);
}

qint64 TestBeyondDead::count(const QString &where) {
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(table(), where)) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

qint64 TestBeyondDead::copiesRecorded() {
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM outbox_console_copies"_s) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QString TestBeyondDead::status(const QString &rowId) {
    QSqlQuery q(session().database());
    q.prepare(u"SELECT status FROM %1 WHERE id = ?"_s.arg(table()));
    q.addBindValue(rowId);
    if (!q.exec() || !q.next())
        return u"<missing>"_s;
    return q.value(0).toString();
}

void TestBeyondDead::init() {
    QFETCH_GLOBAL(QString, database);
    QVERIFY(test::freshUserFolders(m_dir.path()));
    DatabaseSession &s = session();
    const Status fresh = freshWriterTable(
        {u"outbox_console_copies"_s, u"outbox_console_archived"_s, u"outbox_console_audit"_s});
    QVERIFY2(fresh.ok(), qPrintable(test::errorText(fresh)));
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

void TestBeyondDead::dryRunWarnsOfNewerRowsAndWritesNothing() {
    // Every sent row: key a's three, and b's older row, behind which b has a newer pending one.
    const auto r = cli({u"replay"_s, u"--created-from=2026-06-01"_s, u"--dry-run"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Dry run — 4 sent rows match (not replaying)."_s), qPrintable(r.out));
    for (int n = 0; n < 4; ++n)
        QVERIFY2(r.out.contains(id(n)), qPrintable(r.out));
    QVERIFY2(!r.out.contains(id(4)) && !r.out.contains(id(5)), qPrintable(r.out));
    // The order check names b's row only: key a's copies come last of a, as its newest row did.
    const qsizetype warning = r.err.indexOf(u"after a newer row of"_s);
    QVERIFY2(warning >= 0, qPrintable(r.err));
    const QString listed = r.err.mid(warning);
    QVERIFY2(r.err.contains(u"the copy of 1 row would"_s) && listed.contains(id(3)),
             qPrintable(r.err));
    for (int n = 0; n < 3; ++n)
        QVERIFY2(!listed.contains(id(n)), qPrintable(r.err));
    QCOMPARE(count(), qint64(kRows));
    QCOMPARE(copiesRecorded(), qint64(0));
}

void TestBeyondDead::copiesAreWrittenTracedAndDeliveredInOrder() {
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
    // Each copy: the original's payload and key, traced to the original.
    QCOMPARE(checkCopies(u"replay"_s, 3), QString());
    // Audited, with the reason.
    QVERIFY(audited(u"replay"_s, u"OPS-7 lost"_s));

    // The relay delivers the copies of key a in their order, and b's pending row.
    QCOMPARE(relayKeyA(), keyAInOrder());
    QCOMPARE(count(u"status = 'pending'"_s), qint64(0));
}

void TestBeyondDead::refusalsWriteNothing() {
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

QString TestBeyondDead::checkCopies(const QString &action, int expected) {
    QSqlQuery q(session().database());
    if (!q.exec(
            u"SELECT c.source_id, t.payload, t.status, %1 FROM outbox_console_copies c JOIN "
            u"%2 t ON c.copy_id = %3 WHERE c.action = '%4' ORDER BY c.copied_at, c.copy_id"_s.arg(
                vortos() ? u"NULL"_s : u"t.event_id"_s, table(),
                session().spec().kind == DatabaseKind::PostgreSQL ? u"t.id::text"_s : u"t.id"_s,
                action)))
        return q.lastError().text();
    QStringList sources;
    while (q.next()) {
        const int n = int(sources.size());
        sources.append(q.value(0).toString());
        if (QJsonDocument::fromJson(q.value(1).toString().toUtf8()).object() !=
            QJsonDocument::fromJson(payload(n).toUtf8()).object())
            return u"copy %1's payload: %2"_s.arg(n).arg(q.value(1).toString());
        if (q.value(2).toString() != u"pending"_s)
            return u"copy %1 is %2"_s.arg(n).arg(q.value(2).toString());
        // A new event: the column is unique, and consumers see a new event.
        if (!vortos() && q.value(3).toString() == id(n + 1000))
            return u"copy %1 kept the event id"_s.arg(n);
    }
    QStringList want;
    for (int n = 0; n < expected; ++n)
        want.append(id(n));
    return sources == want ? QString() : u"sources %1"_s.arg(sources.join(u", "_s));
}

bool TestBeyondDead::audited(const QString &action, const QString &reason) {
    QFile audit(m_dir.filePath(u"data/outbox-console/audit.jsonl"_s));
    if (!audit.open(QIODevice::ReadOnly))
        return false;
    const QByteArray log = audit.readAll();
    return log.contains("\"action\":\"" + action.toUtf8() + '"') && log.contains(reason.toUtf8());
}

QString TestBeyondDead::writeFile(const QString &name, const QByteArray &content) {
    const QString path = m_dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate) || f.write(content) != content.size())
        return {};
    return path;
}

QString TestBeyondDead::exportSent(const QString &name, bool jsonl) {
    const auto r = cli({u"list"_s, u"--state=sent"_s, u"--output=json"_s});
    if (r.code != 0)
        return {};
    if (!jsonl)
        return writeFile(name, r.out.toUtf8());
    QByteArray lines;
    for (const QJsonValue &row : QJsonDocument::fromJson(r.out.toUtf8())["rows"_L1].toArray())
        lines += QJsonDocument(row.toObject()).toJson(QJsonDocument::Compact) + '\n';
    return writeFile(name, lines);
}

void TestBeyondDead::importWritesTheExportAsNewRows() {
    const QString json = exportSent(u"sent.json"_s, false);
    const QString jsonl = exportSent(u"sent.jsonl"_s, true);
    QVERIFY(!json.isEmpty() && !jsonl.isEmpty());
    // Another environment's outbox: the exported rows are not in it.
    QVERIFY(test::runSql(session(), {u"DELETE FROM %1 WHERE id IN ('%2', '%3', '%4', '%5')"_s.arg(
                                        table(), id(0), id(1), id(2), id(3))})
                .ok());
    auto r = cli({u"import"_s, u"--file="_s + jsonl, u"--dry-run"_s});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains(u"Dry run — 4 rows would be imported"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(id(0)) && r.out.contains(id(3)), qPrintable(r.out));
    QCOMPARE(count(), qint64(kRows - 4));
    QCOMPARE(copiesRecorded(), qint64(0));

    r = cli({u"import"_s, u"--file="_s + json, u"--force"_s, u"--reason=OPS-9 staging copy"_s});
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(u"4 rows imported as new ready rows."_s), qPrintable(r.out));
    QCOMPARE(count(), qint64(kRows));
    QCOMPARE(count(u"status = 'pending'"_s), qint64(5));
    for (int n = 0; n < 4; ++n)
        QCOMPARE(status(id(n)), u"<missing>"_s); // new ids, not the exported ones
    // Each new row: the exported payload (in the writer's encoding), traced to its exported row,
    // written oldest first though the export lists the newest first.
    QCOMPARE(checkCopies(u"import"_s, 4), QString());
    QVERIFY(audited(u"import"_s, u"OPS-9 staging copy"_s));
    QCOMPARE(relayKeyA(), keyAInOrder());
}

void TestBeyondDead::importRefusalsWriteNothing() {
    const QString json = exportSent(u"sent.json"_s, false);
    QVERIFY(!json.isEmpty());
    QFile f(json);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QJsonObject row =
        QJsonDocument::fromJson(f.readAll())["rows"_L1].toArray().first().toObject();
    const auto variant = [&](const std::function<void(QJsonObject &)> &change) {
        QJsonObject changed = row;
        change(changed);
        return QJsonDocument(changed).toJson(QJsonDocument::Compact) + '\n';
    };
    const auto refused = [&](const QByteArray &content, int code, const QString &message) {
        const QString file = writeFile(u"bad.jsonl"_s, content);
        const auto r = cli({u"import"_s, u"--file="_s + file, u"--force"_s});
        if (r.code != code || !r.err.contains(message))
            return u"exit %1, %2 (for %3)"_s.arg(r.code).arg(r.err, QString::fromUtf8(content));
        return QString();
    };
    // Another format's export.
    QCOMPARE(refused(variant([&](QJsonObject &o) {
                         if (vortos()) {
                             o.insert(u"event_id"_s, u"e-1"_s);
                             o.insert(u"aggregate_id"_s, u"a"_s);
                         } else {
                             o.remove(u"event_id"_s);
                             o.remove(u"aggregate_id"_s);
                         }
                     }),
                     2, vortos() ? u"a row of an event outbox"_s : u"a row of an object-store"_s),
             QString());
    // A masked export: the values are gone.
    QCOMPARE(
        refused(variant([](QJsonObject &o) { o.insert(u"payload_visibility"_s, u"masked"_s); }), 2,
                u"its payload was exported masked"_s),
        QString());
    // A broken second line names the line, though the first is good.
    QCOMPARE(refused(variant([](QJsonObject &) {}) + "{\"id\": \n", 2, u"line 2 is not JSON"_s),
             QString());
    // A payload the writer's rules refuse names the row.
    QCOMPARE(refused(variant([&](QJsonObject &o) {
                         QJsonObject p = o.value(u"payload"_s).toObject();
                         if (vortos())
                             p.insert(u"body_base64"_s, u"not base64!"_s);
                         else
                             p.insert(u"operation_id"_s, u"NOT-HEX"_s);
                         o.insert(u"payload"_s, p);
                     }),
                     2, u"row 1 cannot be imported"_s),
             QString());
    QCOMPARE(refused(QByteArray("\n\n"), 2, u"empty"_s), QString());
    // A read-only profile, and no copies table.
    const auto saved = cli({u"profile"_s, u"add"_s, u"sealed"_s, u"--database"_s,
                            session().spec().displayUrl(), u"--read-only"_s});
    QVERIFY2(saved.code == 0, qPrintable(saved.err));
    auto r = cli({u"--profile=sealed"_s, u"import"_s, u"--file="_s + json, u"--force"_s});
    QVERIFY2(r.code == 3 && r.err.contains(u"read-only"_s), qPrintable(r.err));
    QVERIFY(test::runSql(session(), {u"DROP TABLE outbox_console_copies"_s}).ok());
    QCOMPARE(refused(variant([](QJsonObject &) {}), 3, u"outbox_console_copies"_s), QString());
    QCOMPARE(count(), qint64(kRows));
}

test::CliRun TestBeyondDead::deliver(const QStringList &args, QStringList *sent) {
    const QString store = m_dir.filePath(u"elsewhere"_s);
    const QString sink = m_dir.filePath(u"elsewhere.jsonl"_s);
    QDir(store).removeRecursively();
    QFile::remove(sink);
    QDir().mkpath(store);
    const auto r =
        cli(vortos() ? QStringList{u"--object-store=file:"_s + store, u"deliver"_s} + args
                     : QStringList{u"deliver"_s, u"--sink=file:"_s + sink} + args);
    sent->clear();
    if (vortos()) {
        for (const QString &key : QStringList{u"a"_s, u"b"_s, u"c"_s}) {
            QFile object(u"%1/objects/%2.txt"_s.arg(store, key));
            if (object.open(QIODevice::ReadOnly))
                sent->append(key + u'=' + QString::fromUtf8(object.readAll()));
        }
    } else {
        QFile events(sink);
        if (events.open(QIODevice::ReadOnly))
            for (const QByteArray &line : events.readAll().split('\n'))
                if (!line.trimmed().isEmpty())
                    sent->append(QJsonDocument::fromJson(line)
                                     .object()
                                     .value(u"payload"_s)
                                     .toObject()
                                     .value(u"operation_id"_s)
                                     .toString());
    }
    return r;
}

void TestBeyondDead::deliverSendsOnceAndLeavesTheState() {
    const QString sent = vortos() ? u"done"_s : u"sent"_s;
    const QString dead = vortos() ? u"dead"_s : u"failed"_s;
    QStringList arrived;
    // A dead row and a sent one, named newest first: they go oldest first.
    auto r = deliver({id(5), id(0), u"--force"_s, u"--reason=OPS-12 staging"_s}, &arrived);
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(u"delivered "_s + id(0)) && r.out.contains(u"delivered "_s + id(5)),
             qPrintable(r.out));
    const QStringList both = vortos() ? QStringList{u"a=first"_s, u"c=dead"_s}
                                      : QStringList{operationId(0), operationId(5)};
    QCOMPARE(arrived, both);
    // Their state as it was, and nothing new in the table.
    QCOMPARE(status(id(0)), sent);
    QCOMPARE(status(id(5)), dead);
    QCOMPARE(count(), qint64(kRows));
    QVERIFY(audited(u"deliver"_s, u"OPS-12 staging"_s));

    // By filter, then marked done: the dead row delivered becomes sent, audited as a mark done.
    r = deliver({u"--state=dead"_s, u"--mark-done"_s, u"--force"_s, u"--reason=OPS-12 done"_s},
                &arrived);
    QVERIFY2(r.code == 0, qPrintable(r.out + r.err));
    const QStringList deadOne = vortos() ? QStringList{u"c=dead"_s} : QStringList{operationId(5)};
    QCOMPARE(arrived, deadOne);
    QCOMPARE(status(id(5)), sent);
    QVERIFY(audited(u"mark-done"_s, u"OPS-12 done"_s));
}

void TestBeyondDead::deliverRefusalsSendNothing() {
    QStringList arrived;
    const auto refused = [&](const QStringList &args, int code, const QString &message) {
        const auto r = deliver(args, &arrived);
        if (r.code != code || !r.err.contains(message) || !arrived.isEmpty())
            return u"%1: exit %2, %3, sent %4"_s.arg(args.join(u' '))
                .arg(r.code)
                .arg(r.err, arrived.join(u", "_s));
        return QString();
    };
    QCOMPARE(refused({id(0), id(99), u"--force"_s}, 2, u"does not exist"_s), QString());
    // Only dead rows are marked done: a sent row with --mark-done sends nothing.
    QCOMPARE(
        refused({id(0), u"--mark-done"_s, u"--force"_s}, 2, u"only dead rows are marked done"_s),
        QString());
    QCOMPARE(refused({u"--force"_s}, 2, u"deliver needs the rows"_s), QString());
    const auto saved = cli({u"profile"_s, u"add"_s, u"sealed"_s, u"--database"_s,
                            session().spec().displayUrl(), u"--read-only"_s});
    QVERIFY2(saved.code == 0, qPrintable(saved.err));
    QCOMPARE(refused({id(0), u"--force"_s, u"--profile=sealed"_s}, 3, u"read-only"_s), QString());
    QCOMPARE(status(id(5)), vortos() ? u"dead"_s : u"failed"_s);
}

void TestBeyondDead::deliverStopsBetweenChunksWhenCancelled() {
    const QString store = m_dir.filePath(u"cancelled-store"_s);
    const QString sink = m_dir.filePath(u"cancelled.jsonl"_s);
    QDir(store).removeRecursively();
    QFile::remove(sink);
    QVERIFY(QDir().mkpath(store));
    const ObjectStoreOpener openStore = [store] { return openObjectStore(u"file:"_s + store); };
    const auto table = test::resolveTable(session(), this->table());
    QVERIFY2(table.ok(), qPrintable(test::errorText(table)));
    auto delivery = prepareRelayDelivery(*table, RelaySettings{}, vortos() ? openStore : nullptr,
                                         vortos() ? QString() : u"file:"_s + sink);
    QVERIFY2(delivery.ok(), qPrintable(test::errorText(delivery)));
    // Chunks of two rows; Cancel pressed while the first is sent.
    CancelToken cancel;
    ActionContext context;
    context.auditLog = AuditLog(m_dir.filePath(u"cancelled-audit.jsonl"_s));
    context.batchSize = 2;
    context.cancel = &cancel;
    QList<BatchProgress> progress;
    context.progress = [&](const BatchProgress &p) {
        progress.append(p);
        cancel.cancel();
    };
    const OutboxReader reader = test::readerOrFail(session(), table);
    auto outcome = deliverRows(reader, {id(3), id(2), id(1), id(0)}, *delivery, false, context);
    QVERIFY2(outcome.ok(), qPrintable(test::errorText(outcome)));
    QCOMPARE(outcome->delivered, (QStringList{id(0), id(1)}));
    QCOMPARE(outcome->notReached, (QStringList{id(2), id(3)}));
    QVERIFY(outcome->failed.isEmpty() && outcome->notTried.isEmpty());
    QVERIFY2(outcome->summary.contains(u"Cancelled: 2 row"_s) &&
                 outcome->summary.contains(u"not reached"_s),
             qPrintable(outcome->summary));
    QCOMPARE(progress.size(), 1);
    QCOMPARE(progress.constFirst().processed, 2);
    QCOMPARE(progress.constFirst().batches, 2);
    // Only the first chunk arrived.
    if (vortos()) {
        QFile a(store + u"/objects/a.txt"_s);
        QVERIFY(a.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), QByteArray("second"));
        QVERIFY(!QFile::exists(store + u"/objects/b.txt"_s));
    } else {
        QFile events(sink);
        QVERIFY(events.open(QIODevice::ReadOnly));
        QCOMPARE(events.readAll().trimmed().split('\n').size(), 2);
    }

    // With --mark-done, the dead rows delivered before the cancel are still marked done.
    const QString dead = vortos() ? u"dead"_s : u"failed"_s;
    QSqlQuery q(session().database());
    QVERIFY(
        q.exec(u"UPDATE %1 SET status = '%2' WHERE id = '%3'"_s.arg(this->table(), dead, id(4))));
    context.batchSize = 1;
    progress.clear();
    CancelToken again;
    context.cancel = &again;
    context.progress = [&](const BatchProgress &) { again.cancel(); };
    QDir(store).removeRecursively();
    QFile::remove(sink);
    QVERIFY(QDir().mkpath(store));
    auto marked = deliverRows(reader, {id(5), id(4)}, *delivery, true, context);
    QVERIFY2(marked.ok(), qPrintable(test::errorText(marked)));
    QCOMPARE(marked->delivered, QStringList{id(4)});
    QCOMPARE(marked->notReached, QStringList{id(5)});
    QVERIFY(marked->markedDone && marked->markedDone->changed == 1);
    QCOMPARE(status(id(4)), vortos() ? u"done"_s : u"sent"_s);
    QCOMPARE(status(id(5)), dead);
}

std::pair<int, int> TestBeyondDead::deadAndArchived() {
    const auto r = cli({u"stats"_s, u"--json"_s});
    if (r.code != 0)
        return {-1, -1};
    return {test::stateCount(r.out, u"dead"_s), test::stateCount(r.out, u"archived"_s)};
}

QStringList TestBeyondDead::listed(const QString &state) {
    const auto r = cli({u"list"_s, u"--state="_s + state, u"--output=json"_s});
    QStringList ids;
    for (const QJsonValue &row : QJsonDocument::fromJson(r.out.toUtf8())["rows"_L1].toArray())
        ids.append(row.toObject().value(u"id"_s).toString());
    return r.code == 0 ? ids : QStringList{u"<list failed: %1>"_s.arg(r.err)};
}

void TestBeyondDead::archivedRowsLeaveTheCountsUntilTheyComeBack() {
    const QString dead = vortos() ? u"dead"_s : u"failed"_s;
    QCOMPARE(deadAndArchived(), std::pair(1, 0));
    auto r = cli({u"archive"_s, u"--state=dead"_s, u"--force"_s, u"--reason=OPS-5 junk"_s});
    QVERIFY2(r.code == 0 && r.out.contains(u"1 archived"_s), qPrintable(r.out + r.err));
    // Out of the counts, the dead rows' list and the retries; still dead as stored.
    QCOMPARE(deadAndArchived(), std::pair(0, 1));
    QCOMPARE(listed(u"dead"_s), QStringList());
    QCOMPARE(listed(u"archived"_s), QStringList{id(5)});
    QCOMPARE(status(id(5)), dead);
    r = cli({u"retry"_s, u"--dry-run"_s});
    QVERIFY2(r.code == 0 && r.out.startsWith(u"No "_s), qPrintable(r.out + r.err));
    r = cli({u"groups"_s, u"--output=json"_s});
    QVERIFY2(r.code == 0 && !r.out.contains(id(5)) && !r.out.contains(u"\"count\": 1"_s),
             qPrintable(r.out));
    QVERIFY(audited(u"archive"_s, u"OPS-5 junk"_s));
    // Archived, the dead head still holds its key back: a newer ready row of its key waits.
    QFETCH_GLOBAL(QString, database);
    const QString later = !vortos() && database == u"postgresql"_s ? u"2026-06-01 09:09:00+00"_s
                          : vortos()                               ? u"2026-06-01 09:09:00"_s
                                     : u"2026-06-01 09:09:00.000000"_s;
    const QString keyC =
        vortos()
            ? u"UPDATE %1 SET payload = '%2', created_at = '%3' WHERE id = '%4'"_s.arg(
                  table(), payload(4).replace(u"objects/b.txt"_s, u"objects/c.txt"_s), later, id(4))
            : u"UPDATE %1 SET aggregate_id = 'default|||user-files|||c.bin', created_at = "
              u"'%2' WHERE id = '%3'"_s.arg(table(), later, id(4));
    QVERIFY(test::runSql(session(), {keyC}).ok());
    relayKeyA();
    QCOMPARE(status(id(4)), u"pending"_s);

    // A later failure of the same kind is a new dead row, and shows.
    QVERIFY(test::runSql(session(), {u"UPDATE %1 SET status = '%2' WHERE id = '%3'"_s.arg(
                                        table(), dead, id(4))})
                .ok());
    QCOMPARE(deadAndArchived(), std::pair(1, 1));
    // Unarchived, it counts as dead again.
    r = cli({u"unarchive"_s, id(5)});
    QVERIFY2(r.code == 0 && r.out.contains(u"1 unarchived"_s), qPrintable(r.out + r.err));
    QCOMPARE(deadAndArchived(), std::pair(2, 0));
    // With an expiry: archived until it passes.
    r = cli({u"archive"_s, id(5), id(4), u"--expires=7d"_s, u"--force"_s});
    QVERIFY2(r.code == 0 && r.out.contains(u"2 archived"_s), qPrintable(r.out + r.err));
    QCOMPARE(deadAndArchived(), std::pair(0, 2));
    QVERIFY(test::runSql(session(), {u"UPDATE outbox_console_archived SET expires_at = "
                                     u"'2020-01-01 00:00:00' WHERE outbox_id = '%1'"_s.arg(id(4))})
                .ok());
    QCOMPARE(deadAndArchived(), std::pair(1, 1));
    QCOMPARE(listed(u"dead"_s), QStringList{id(4)});
}

void TestBeyondDead::archiveRefusalsChangeNothing() {
    const auto run = [&](const QStringList &args, int code, const QString &message) {
        const auto r = cli(args);
        if (r.code != code || !(r.out + r.err).contains(message))
            return u"%1: exit %2, %3"_s.arg(args.join(u' ')).arg(r.code).arg(r.out + r.err);
        return QString();
    };
    // A sent row is no dead row: skipped, nothing archived.
    QCOMPARE(run({u"archive"_s, id(0), u"--force"_s}, 0, u"1 skipped"_s), QString());
    QCOMPARE(run({u"archive"_s, u"--state=sent"_s, u"--force"_s}, 2, u"archive sets dead rows"_s),
             QString());
    QCOMPARE(
        run({u"archive"_s, id(5), u"--expires=2020-01-01"_s, u"--force"_s}, 2, u"has passed"_s),
        QString());
    QCOMPARE(run({u"archive"_s, id(5), u"--expires=soon"_s, u"--force"_s}, 2, u"--expires"_s),
             QString());
    const auto saved = cli({u"profile"_s, u"add"_s, u"sealed"_s, u"--database"_s,
                            session().spec().displayUrl(), u"--read-only"_s});
    QVERIFY2(saved.code == 0, qPrintable(saved.err));
    QCOMPARE(run({u"--profile=sealed"_s, u"archive"_s, id(5), u"--force"_s}, 3, u"read-only"_s),
             QString());
    QVERIFY(test::runSql(session(), {u"DROP TABLE outbox_console_archived"_s}).ok());
    QCOMPARE(run({u"archive"_s, id(5), u"--force"_s}, 3, u"outbox_console_archived"_s), QString());
    QCOMPARE(deadAndArchived(), std::pair(1, 0));
}

QTEST_GUILESS_MAIN(TestBeyondDead)
#include "tst_beyonddead.moc"
