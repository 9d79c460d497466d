// Edit and resend on real PostgreSQL, MariaDB and SQLite, for both formats: the edited payload
// checked against the row's operation, the copy written in the writer's style and encoding, the
// original left as written but superseded (no longer dead in counts, filters, groups and retry
// plans), one transaction with the audit row, undo, and the refusals.
#include "actions/deadlettergroups.h"
#include "actions/resend.h"
#include "backendtestcase.h"
#include "failurechecks.h"
#include "schema/deliverytable.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {
using test::uuidFor;
constexpr int kDead = 3, kRows = 5; // rows 0–2 dead, 3 pending, 4 sent

QString fennFlowPayload(int n, const QString &path) {
    return u"{\"operation_id\": \"%1\", \"operation_type\": \"put\", \"session_id\": "
           u"\"fc423736a72d4944bc83f8252c44d8b2\", \"scope\": \"default\", \"namespace\": "
           u"\"user-files\", \"storage_path\": \"%2\", \"status\": \"uploaded\", \"created_at\": "
           u"\"2026-11-30T02:04:08.995691+00:00\", \"expired_at\": "
           u"\"2026-11-30T02:04:38.995692+00:00\", \"error\": null}"_s.arg(
               uuidFor(n + 1000).remove(u'-'), path);
}
} // namespace

class TestResend : public test::BackendTestCase {
    Q_OBJECT
public:
    TestResend()
        : BackendTestCase(u"resend"_s, Rows::DatabasesAndFormats,
                          {u"DROP TABLE IF EXISTS outbox_console_superseded"_s,
                           u"DROP TABLE IF EXISTS outbox_console_audit"_s}) {}

private slots:
    void init();
    void editsAreCheckedAgainstTheOperation();
    void resendWritesACopyAndSupersedesTheOriginal();
    void undoResendsTheOriginalPayload();
    void undoWithdrawsAWaitingCopy();
    void refusalsChangeNothing();

private:
    OutboxReader reader();
    QString value(const QString &column, const QString &rowId);
    qint64 count(const QString &where);
    ActionContext context();
    // The dead row 0's payload with its target (Vortos) or storage path (FennFlow) changed.
    QString editedPayload(const QString &to) const;
    // Dead row 1's payload as an operator fixes it before a resend (target fixed/1.csv, or
    // storage path fixed/1.bin).
    QString fixedPayloadOfRowOne() const {
        return vortos() ? u"{\"name\":\"move\",\"source\":\"tmp/in/1.csv\","
                          u"\"target\":\"fixed/1.csv\"}"_s
                        : fennFlowPayload(1, u"fixed/1.bin"_s);
    }
    // Dead row 1 resent with that payload: its payload before, and the copy's id (empty when the
    // resend failed; the log says why).
    struct RowOneResent {
        QString originalPayload;
        QString copy;
    };
    RowOneResent resendRowOne(const OutboxReader &r);
};

void TestResend::init() {
    QFETCH_GLOBAL(QString, database);
    DatabaseSession &s = session();
    const Status fresh =
        freshWriterTable({u"outbox_console_audit"_s, u"outbox_console_superseded"_s});
    QVERIFY2(fresh.ok(), qPrintable(test::errorText(fresh)));
    QSqlQuery q(s.database());
    if (vortos())
        q.prepare(
            u"INSERT INTO vortos_object_store_outbox (id, domain_event_id, operation, status, "
            u"attempt_count, payload, last_error, created_at) VALUES (?, ?, 'move', ?, ?, "
            u"?, ?, ?)"_s);
    else
        q.prepare(u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, "
                  u"payload, status, created_at, updated_at) VALUES (?, ?, 'StorageObject', ?, "
                  u"'put', ?, ?, ?, ?)"_s.arg(table()));
    for (int n = 0; n < kRows; ++n) {
        const QString status = n < kDead    ? (vortos() ? u"dead"_s : u"failed"_s)
                               : n == kDead ? u"pending"_s
                                            : (vortos() ? u"done"_s : u"sent"_s);
        const QString ts = u"2026-06-01 09:0%1:00"_s.arg(n);
        q.addBindValue(id(n));
        if (vortos()) {
            q.addBindValue(u"evt-%1"_s.arg(n));
            q.addBindValue(status);
            q.addBindValue(n < kDead ? 5 : 0);
            q.addBindValue(u"{\"name\":\"move\",\"source\":\"tmp\\/in\\/%1.csv\",\"target\":"
                           u"\"wrong\\/%1.csv\"}"_s.arg(n));
            q.addBindValue(n < kDead ? QVariant(u"Object not found: tmp/in/%1.csv"_s.arg(n))
                                     : QVariant(QMetaType::fromType<QString>()));
            q.addBindValue(ts);
        } else {
            q.addBindValue(id(n + 1000));
            q.addBindValue(u"default|||user-files|||f%1.bin"_s.arg(n));
            q.addBindValue(fennFlowPayload(n, u"f%1.bin"_s.arg(n)));
            q.addBindValue(status);
            q.addBindValue(database == u"postgresql"_s ? ts + u"+00"_s : ts + u".000000"_s);
            q.addBindValue(database == u"postgresql"_s ? ts + u"+00"_s : ts + u".000000"_s);
        }
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    }
    OutboxReader r = reader();
    QVERIFY(SupersededRows::create(s, r.table()).ok());
    QVERIFY(AuditTable::create(s).ok());
}

OutboxReader TestResend::reader() {
    TableRequest request;
    request.vocabulary = u"shipped"_s;
    request.table = *TableName::parse(table());
    return test::readerOrFail(session(), TableResolver::resolve(session(), request));
}

QString TestResend::value(const QString &column, const QString &rowId) {
    QSqlQuery q(session().database());
    q.prepare(u"SELECT %1 FROM %2 WHERE id = ?"_s.arg(column, table()));
    q.addBindValue(rowId);
    if (!q.exec() || !q.next())
        return u"<missing>"_s;
    return q.value(0).toString();
}

qint64 TestResend::count(const QString &where) {
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(table(), where)) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

TestResend::RowOneResent TestResend::resendRowOne(const OutboxReader &r) {
    RowOneResent resent{value(u"payload"_s, id(1)), {}};
    auto outcome = resendRow(r, id(1), fixedPayloadOfRowOne(), context());
    if (outcome.ok())
        resent.copy = outcome->newId;
    else
        qWarning().noquote() << "resend of row 1:" << outcome.error().message;
    return resent;
}

ActionContext TestResend::context() {
    ActionContext c;
    c.auditLog = AuditLog(m_dir.filePath(u"audit.jsonl"_s));
    return c;
}

QString TestResend::editedPayload(const QString &to) const {
    return vortos()
               ? u"{\"name\": \"move\", \"source\": \"tmp/in/0.csv\", \"target\": \"%1\"}"_s.arg(to)
               : fennFlowPayload(0, to);
}

void TestResend::editsAreCheckedAgainstTheOperation() {
    OutboxReader r = reader();
    auto original = r.row(id(0));
    QVERIFY(original.ok());
    const auto refusedWith = [&](const QString &text, const QString &message) {
        auto draft = prepareResend(r.table(), *original, text);
        if (draft.ok())
            return u"accepted: "_s + text;
        if (draft.error().kind != ErrorKind::InvalidInput ||
            !draft.error().message.contains(message))
            return u"\"%1\" for %2"_s.arg(draft.error().message, text);
        return QString();
    };
    QCOMPARE(refusedWith(u"{\"name\": \"move\",\n  \"source\" \"x\"}"_s, u"line 2, column"_s),
             QString());
    QCOMPARE(refusedWith(u"[1, 2]"_s, u"a JSON array, not a JSON object"_s), QString());
    // A scalar is named as what it is, not "not valid JSON".
    QCOMPARE(refusedWith(u"\"str\""_s, u"a JSON string, not a JSON object"_s), QString());
    QCOMPARE(refusedWith(u"null"_s, u"a JSON null, not a JSON object"_s), QString());
    // What the database's JSON type stores but cannot read back (PostgreSQL: every ->>
    // on the row fails, and with it every claim of the table) is refused, naming the field.
    QCOMPARE(refusedWith(editedPayload(u"a\\ud800b"_s), u"an unpaired surrogate U+D800"_s),
             QString());
    QCOMPARE(refusedWith(editedPayload(u"a\\udc00"_s), u"an unpaired surrogate U+DC00"_s),
             QString());
    QCOMPARE(refusedWith(editedPayload(u"a\\u0000b"_s), u"U+0000"_s), QString());
    QCOMPARE(refusedWith(editedPayload(u"a\\u0000b"_s),
                         vortos() ? u"\"target\""_s : u"\"storage_path\""_s),
             QString());
    QCOMPARE(refusedWith(original->payloadText, u"unchanged"_s), QString());
    if (vortos()) {
        QCOMPARE(refusedWith(u"{\"name\":\"move\",\"source\":\"a\",\"target\":\"b\",\"x\":1}"_s,
                             u"Unknown key \"x\""_s),
                 QString());
        QCOMPARE(refusedWith(u"{\"name\":\"move\",\"source\":\"a\"}"_s, u"\"target\" is missing"_s),
                 QString());
        QCOMPARE(refusedWith(u"{\"name\":\"copy\",\"source\":\"a\",\"target\":\"b\"}"_s,
                             u"must stay \"move\""_s),
                 QString());
        QCOMPARE(refusedWith(editedPayload(u"imports/../etc/passwd"_s), u".."_s), QString());
        QCOMPARE(refusedWith(u"{\"name\":\"move\",\"source\":\"a\",\"target\":7}"_s,
                             u"\"target\" must be a string"_s),
                 QString());
        // Normalised as the writer does, and encoded as PHP's json_encode.
        auto draft = prepareResend(r.table(), *original, editedPayload(u"\\\\archive//0.csv "_s));
        QVERIFY2(draft.ok(), qPrintable(draft.ok() ? QString() : draft.error().message));
        QCOMPARE(
            draft->payload,
            u"{\"name\":\"move\",\"source\":\"tmp\\/in\\/0.csv\",\"target\":\"archive\\/0.csv\"}"_s);
        QCOMPARE(draft->changes.size(), 1);
        QCOMPARE(draft->changes.constFirst().describe(),
                 u"target: \"wrong/0.csv\" → \"archive/0.csv\""_s);
        // A put's body must be strict base64.
        OutboxRow put = *original;
        put.kind = u"put"_s;
        put.payloadText = u"{\"name\":\"put\",\"key\":\"a\",\"body_base64\":\"aGk=\"}"_s;
        auto body = prepareResend(r.table(), put,
                                  u"{\"name\":\"put\",\"key\":\"a\",\"body_base64\":\"aGk\"}"_s);
        OUTBOX_VERIFY_FAILS_SAYING(body, u"strict base64"_s);
        QVERIFY(prepareResend(r.table(), put,
                              u"{\"name\":\"put\",\"key\":\"a\",\"body_base64\":\"aGV5\"}"_s)
                    .ok());
    } else {
        QString text = editedPayload(u"g.bin"_s);
        QCOMPARE(refusedWith(QString(text).replace(u"\"error\": null"_s, u"\"error\": 5"_s),
                             u"\"error\" must be a string or null"_s),
                 QString());
        QCOMPARE(refusedWith(QString(text).replace(u"\"put\""_s, u"\"move\""_s),
                             u"create, put or delete"_s),
                 QString());
        QCOMPARE(refusedWith(QString(text).replace(u"+00:00\", \"error\""_s, u"\", \"error\""_s),
                             u"ISO 8601"_s),
                 QString());
        QCOMPARE(refusedWith(QString(text).replace(u", \"error\": null"_s, QString()),
                             u"\"error\" is missing"_s),
                 QString());
        auto draft = prepareResend(r.table(), *original, text);
        QVERIFY2(draft.ok(), qPrintable(draft.ok() ? QString() : draft.error().message));
        // Python's json.dumps, in the writer's key order; the partition key follows the path.
        QCOMPARE(draft->payload, fennFlowPayload(0, u"g.bin"_s));
        QCOMPARE(draft->aggregateId, u"default|||user-files|||g.bin"_s);
        QCOMPARE(draft->kind, u"put"_s);
    }
}

void TestResend::resendWritesACopyAndSupersedesTheOriginal() {
    OutboxReader r = reader();
    QVERIFY(r.table().hasSupersededRows);
    const QString originalPayload = value(u"payload"_s, id(0));
    auto outcome = resendRow(r, id(0), editedPayload(u"archive/0.bin"_s), context());
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().message));
    const QString copy = outcome->newId;
    QCOMPARE(count(u"1 = 1"_s), kRows + 1);

    // The original as the writer wrote it; the copy ready, fresh, in the writer's encoding.
    QCOMPARE(value(u"payload"_s, id(0)), originalPayload);
    QCOMPARE(value(u"status"_s, id(0)), vortos() ? u"dead"_s : u"failed"_s);
    QCOMPARE(value(u"status"_s, copy), u"pending"_s);
    if (vortos()) {
        QVERIFY2(
            QRegularExpression(u"^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-"_s).match(copy).hasMatch(),
            qPrintable(copy));
        QCOMPARE(
            value(u"payload"_s, copy),
            u"{\"name\":\"move\",\"source\":\"tmp\\/in\\/0.csv\",\"target\":\"archive\\/0.bin\"}"_s);
        QCOMPARE(value(u"attempt_count"_s, copy), u"0"_s);
        QCOMPARE(value(u"operation"_s, copy), u"move"_s);
    } else {
        QCOMPARE(value(u"payload"_s, copy), fennFlowPayload(0, u"archive/0.bin"_s));
        QCOMPARE(value(u"aggregate_id"_s, copy), u"default|||user-files|||archive/0.bin"_s);
        QVERIFY(value(u"event_id"_s, copy) != value(u"event_id"_s, id(0)));
    }
    QVERIFY(QDateTime::fromString(value(u"created_at"_s, copy).left(19), Qt::ISODate).isValid());

    // Superseded: no longer dead anywhere, listed as superseded, not retried.
    auto row = r.row(id(0));
    QVERIFY(row.ok());
    QCOMPARE(row->state, RowState::Superseded);
    QCOMPARE(row->supersededBy.toLower().remove(u'-'), copy.toLower().remove(u'-'));
    auto counts = r.counts();
    QVERIFY(counts.ok());
    QCOMPARE(counts->of(RowState::Dead), kDead - 1);
    QCOMPARE(counts->of(RowState::Superseded), 1);
    QCOMPARE(counts->of(RowState::Pending), 2);
    RowFilter dead;
    dead.states = {RowState::Dead};
    auto page = r.page({dead, SortOrder::OldestFirst, 50, {}});
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), kDead - 1);
    RowFilter superseded;
    superseded.states = {RowState::Superseded};
    page = r.page({superseded, SortOrder::OldestFirst, 50, {}});
    QVERIFY(page.ok());
    QCOMPARE(page->rows.size(), 1);
    QCOMPARE(page->rows.constFirst().id.toLower().remove(u'-'), id(0).toLower().remove(u'-'));
    auto groups = groupDeadLetters(r, {});
    QVERIFY(groups.ok());
    qint64 grouped = 0;
    for (const DeadLetterGroup &g : std::as_const(*groups))
        grouped += g.count;
    QCOMPARE(grouped, kDead - 1);
    auto plan = planRetry(r, {{}, {}, 100});
    QVERIFY(plan.ok());
    QCOMPARE(plan->ids.size(), kDead - 1);
    QVERIFY(!plan->ids.contains(id(0)));

    // One audit row with both ids, both payloads' SHA-256 and the diff.
    auto audit = AuditTable::recent(session(), 10);
    QVERIFY(audit.ok());
    QCOMPARE(audit->size(), 1);
    const AuditRecord &record = audit->constFirst();
    QCOMPARE(record.action, u"resend"_s);
    QCOMPARE(resendIdsOf(record).size(), 2);
    const QString newPayload = value(u"payload"_s, copy);
    QVERIFY2(
        record.filter.contains(QString::fromLatin1(
            QCryptographicHash::hash(newPayload.toUtf8(), QCryptographicHash::Sha256).toHex())),
        qPrintable(record.filter));
    QVERIFY2(record.filter.contains(vortos() ? u"target: \"wrong/0.csv\" → \"archive/0.bin\""_s
                                             : u"storage_path: \"f0.bin\" → \"archive/0.bin\""_s),
             qPrintable(record.filter));

    // Not twice, and only dead rows.
    auto again = resendRow(r, id(0), editedPayload(u"other/0.bin"_s), context());
    OUTBOX_VERIFY_FAILS_SAYING(again, u"already resent"_s);
    auto pending = resendRow(r, id(kDead), editedPayload(u"other/3.bin"_s), context());
    OUTBOX_VERIFY_FAILS_SAYING(pending, u"not dead"_s);
    QCOMPARE(count(u"1 = 1"_s), kRows + 1);
}

void TestResend::undoResendsTheOriginalPayload() {
    OutboxReader r = reader();
    const auto [originalPayload, copy] = resendRowOne(r);
    QVERIFY(!copy.isEmpty());
    // While the copy waits for delivery, an undo would deliver both.
    auto early = undoResend(r, id(1), copy, context());
    QVERIFY(!early.ok());
    QCOMPARE(early.error().kind, ErrorKind::Refused);
    QCOMPARE(count(u"1 = 1"_s), kRows + 1);
    // The copy failed too (the relay dead-lettered it): undo resends the original.
    QVERIFY(test::runSql(session(), {u"UPDATE %1 SET status = '%2' WHERE id = '%3'"_s.arg(
                                        table(), vortos() ? u"dead"_s : u"failed"_s, copy)})
                .ok());
    auto undone = undoResend(r, id(1), copy, context());
    QVERIFY2(undone.ok(), qPrintable(undone.ok() ? QString() : undone.error().message));
    QCOMPARE(value(u"payload"_s, undone->newId), originalPayload);
    QCOMPARE(value(u"status"_s, undone->newId), u"pending"_s);
    auto copyRow = r.row(copy);
    QVERIFY(copyRow.ok());
    QCOMPARE(copyRow->state, RowState::Superseded);
    auto originalRow = r.row(id(1));
    QVERIFY(originalRow.ok());
    QCOMPARE(originalRow->state, RowState::Superseded);
    QCOMPARE(originalRow->supersededBy.toLower().remove(u'-'),
             undone->newId.toLower().remove(u'-'));
    auto audit = AuditTable::recent(session(), 10);
    QVERIFY(audit.ok());
    QCOMPARE(audit->constFirst().action, u"resend-undo"_s);
}

// A copy that waits (behind a dead row of its key, or for a relay) is no dead end for
// the undo: withdrawn in the undo's transaction (set dead and superseded), only the original goes.
void TestResend::undoWithdrawsAWaitingCopy() {
    OutboxReader r = reader();
    const auto [originalPayload, copy] = resendRowOne(r);
    QVERIFY(!copy.isEmpty());
    auto refused = undoResend(r, id(1), copy, context());
    OUTBOX_VERIFY_FAILS_SAYING(refused, u"withdraw"_s);
    auto undone = undoResend(r, id(1), copy, context(), true);
    QVERIFY2(undone.ok(), qPrintable(undone.ok() ? QString() : undone.error().message));
    QCOMPARE(value(u"payload"_s, undone->newId), originalPayload);
    QCOMPARE(value(u"status"_s, undone->newId), u"pending"_s);
    QCOMPARE(value(u"status"_s, copy), vortos() ? u"dead"_s : u"failed"_s);
    auto copyRow = r.row(copy);
    QVERIFY(copyRow.ok());
    QCOMPARE(copyRow->state, RowState::Superseded); // never delivered now
    // One row waits: the original's payload, resent.
    QCOMPARE(count(u"status = 'pending'"_s), qint64(2)); // row 3, and the original resent
}

void TestResend::refusalsChangeNothing() {
    OutboxReader r = reader();
    ActionContext c = context();
    Profile profile;
    profile.name = u"payments"_s;
    profile.readOnly = true;
    c.profile = profile;
    auto refused = resendRow(r, id(2), editedPayload(u"x/2.bin"_s), c);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::Refused);
    profile.readOnly = false;
    profile.environment = u"prod"_s;
    c.profile = profile;
    refused = resendRow(r, id(2), editedPayload(u"x/2.bin"_s), c);
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().message.contains(u"needs a reason"_s));
    // Without the console's superseded rows table.
    QVERIFY(test::runSql(session(), {u"DROP TABLE outbox_console_superseded"_s}).ok());
    OutboxReader without = reader();
    QVERIFY(!without.table().hasSupersededRows);
    refused = resendRow(without, id(2), editedPayload(u"x/2.bin"_s), context());
    OUTBOX_VERIFY_FAILS_SAYING(refused, u"relay init"_s);
    QCOMPARE(count(u"1 = 1"_s), kRows);
    auto audit = AuditTable::recent(session(), 10);
    QVERIFY(audit.ok());
    QCOMPARE(audit->size(), 0);
}

QTEST_GUILESS_MAIN(TestResend)
#include "tst_resend.moc"
