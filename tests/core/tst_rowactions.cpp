// Retry, mark done, purge, groups and the audit trail on real PostgreSQL, MariaDB and SQLite, for
// both formats: exact before/after states, concurrent changes skipped, cancel, refusals, and the
// audit row committing or rolling back with its batch.
#include "actions/deadlettergroups.h"
#include "actions/rowactions.h"
#include "backendtestcase.h"
#include "failurechecks.h"
#include "query/errorsignature.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <map>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {
using test::uuidFor;
constexpr int kDead = 20, kPending = 10, kOldSent = 10, kRecentSent = 5;
} // namespace

class TestRowActions : public test::BackendTestCase {
    Q_OBJECT
public:
    TestRowActions()
        : BackendTestCase(u"act"_s, Rows::DatabasesAndFormats) {}

private slots:
    void init();
    void dryRunPlanChangesNothing();
    void retryResetsExactlyTheFrozenDeadRows();
    void concurrentChangeIsSkippedAndCounted();
    void cancelStopsBetweenBatches();
    void auditRowCommitsAndRollsBackWithItsBatch();
    void markDoneTouchesOnlyDeadRows();
    void purgeDeletesOldSentRowsInBatches();
    void purgeCancelLeavesAConsistentState();
    void groupsAndRetryByGroup();
    void refusals();

private:
    OutboxReader reader();
    QString statusOf(int n);
    QString value(const QString &column, int n);
    qint64 count(const QString &where);
    ActionContext context(int batchSize = 1000);
};

// A fresh table before every test: 20 dead, 10 pending, 10 old sent, 5 recent sent.
void TestRowActions::init() {
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, format);
    DatabaseSession &s = session();
    const bool vortos = format == u"vortos"_s;
    QStringList drop{u"DROP TABLE IF EXISTS outbox_console_audit"_s,
                     u"DROP TABLE IF EXISTS outbox_console_attempts"_s};
    if (database == u"postgresql"_s)
        drop << u"DROP SCHEMA IF EXISTS fennflow CASCADE"_s
             << u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s;
    else
        drop << u"DROP TABLE IF EXISTS outbox"_s
             << u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s;
    QVERIFY(test::runSql(s, drop).ok());
    auto loaded = test::runSqlFile(s, test::writerDdl(database, vortos));
    QVERIFY2(loaded.ok(), qPrintable(test::errorText(loaded)));
    const QString table = test::writerTable(database, vortos);
    QVERIFY(test::runSql(s, {u"DELETE FROM "_s + table}).ok());

    QSqlQuery q(s.database());
    if (vortos)
        q.prepare(
            u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, "
            u"payload, "
            "last_error, next_attempt_at, created_at, processed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    else
        q.prepare(u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, event_type, "
                  u"payload, status, "
                  "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s.arg(table));
    const QStringList ops{u"move"_s, u"promote"_s, u"copy"_s, u"put"_s};
    const QDateTime recent = QDateTime::currentDateTimeUtc().addDays(-1);
    const QVariant null(QMetaType::fromType<QString>());
    const int total = kDead + kPending + kOldSent + kRecentSent;
    for (int n = 0; n < total; ++n) {
        const bool dead = n < kDead;
        const bool pending = n >= kDead && n < kDead + kPending;
        const bool oldSent = n >= kDead + kPending && n < kDead + kPending + kOldSent;
        QDateTime created = dead ? QDateTime(QDate(2026, 6, 1), QTime(9, n), Qt::UTC)
                                 : QDateTime(QDate(2026, 1, 1), QTime(10, n), Qt::UTC);
        if (!dead && !pending && !oldSent)
            created = recent.addSecs(n);
        const QString ts = created.toString(u"yyyy-MM-dd HH:mm:ss"_s);
        // The dead rows failed three days after they were written (their last attempt was due
        // then: Vortos's next_attempt_at; FennFlow's updated_at).
        const QString failed = created.addDays(3).toString(u"yyyy-MM-dd HH:mm:ss"_s);
        const QString op = ops.at(n % 4);
        const QString error =
            n % 2 == 0
                ? u"Object not found: tmp/imports/batch-%1.csv"_s.arg(n)
                : u"Error executing \"CopyObject\": 503 Slow Down (request %1)"_s.arg(n * 7919);
        if (vortos) {
            q.addBindValue(id(n));
            q.addBindValue(op);
            q.addBindValue(dead ? u"dead"_s : pending ? u"pending"_s : u"done"_s);
            q.addBindValue(dead ? 5 : pending ? 2 : 1);
            q.addBindValue(u"{\"name\":\"%1\",\"key\":\"tmp\\/x\\/%2\"}"_s.arg(op).arg(n));
            q.addBindValue(dead || pending ? QVariant(error) : null);
            q.addBindValue(dead ? QVariant(failed) : pending ? QVariant(ts) : null);
            q.addBindValue(ts);
            q.addBindValue(dead || pending ? null : QVariant(ts));
        } else {
            q.addBindValue(id(n));
            q.addBindValue(id(n + 1000));
            q.addBindValue(u"StorageObject"_s);
            q.addBindValue(u"default|||files|||f%1"_s.arg(n));
            q.addBindValue(u"put"_s);
            q.addBindValue(u"{\"storage_path\": \"f%1\"}"_s.arg(n));
            q.addBindValue(dead ? u"failed"_s : pending ? u"pending"_s : u"sent"_s);
            q.addBindValue(database == u"postgresql"_s ? ts + u"+00"_s : ts + u".000000"_s);
            const QString changed = dead ? failed : ts;
            q.addBindValue(database == u"postgresql"_s ? changed + u"+00"_s
                                                       : changed + u".000000"_s);
        }
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    }
}

OutboxReader TestRowActions::reader() {
    // Name the table: other tests leave their own outbox tables in the shared test database.
    QFETCH_GLOBAL(QString, database);
    QFETCH_GLOBAL(QString, format);
    TableRequest request;
    request.vocabulary = u"shipped"_s; // the FennFlow sample is the shipped writer's
    request.table = *TableName::parse(format == u"vortos"_s ? u"vortos_object_store_outbox"_s
                                      : database == u"postgresql"_s ? u"fennflow.outbox"_s
                                                                    : u"outbox"_s);
    return test::readerOrFail(session(), TableResolver::resolve(session(), request));
}

QString TestRowActions::value(const QString &column, int n) {
    OutboxReader r = reader();
    QSqlQuery q(session().database());
    q.prepare(u"SELECT %1 FROM %2 WHERE id = ?"_s.arg(
        session().dialect().textOf(column), session().dialect().qualified(r.table().name)));
    q.addBindValue(id(n));
    if (!q.exec() || !q.next())
        return u"<missing>"_s;
    return q.isNull(0) ? u"<null>"_s : q.value(0).toString();
}

QString TestRowActions::statusOf(int n) {
    return value(u"status"_s, n);
}

qint64 TestRowActions::count(const QString &where) {
    OutboxReader r = reader();
    QSqlQuery q(session().database());
    if (!q.exec(u"SELECT COUNT(*) FROM %1 WHERE %2"_s.arg(
            session().dialect().qualified(r.table().name), where)) ||
        !q.next())
        return -1;
    return q.value(0).toLongLong();
}

ActionContext TestRowActions::context(int batchSize) {
    ActionContext c;
    c.auditLog = AuditLog(m_dir.filePath(u"audit.jsonl"_s));
    c.batchSize = batchSize;
    return c;
}

void TestRowActions::dryRunPlanChangesNothing() {
    OutboxReader r = reader();
    auto plan = planRetry(r, {{}, {}, 5});
    QVERIFY(plan.ok());
    QCOMPARE(plan->ids.size(), 5);
    for (int n = 0; n < 5; ++n) // oldest first
        QCOMPARE(QString(plan->ids.at(n)).remove(u'-'), QString(id(n)).remove(u'-'));
    QCOMPARE(plan->preview.size(), 5);
    qint64 byOp = 0;
    for (qint64 v : plan->byOperation)
        byOp += v;
    QCOMPARE(byOp, 5);
    QCOMPARE(count(u"status IN ('dead', 'failed')"_s), kDead);
    QVERIFY2(plan->description.contains(u"limit=5"_s), qPrintable(plan->description));
    auto none = planRetry(r, {{}, {}, 0});
    QVERIFY(!none.ok());
    // The console's "every matching row" is no limit, and the audit does not say limit=2147483647.
    auto every = planRetry(r, {{}, {}, std::numeric_limits<int>::max()});
    QVERIFY(every.ok());
    QCOMPARE(every->ids.size(), qsizetype(kDead));
    QVERIFY2(!every->description.contains(u"limit="_s), qPrintable(every->description));
}

void TestRowActions::retryResetsExactlyTheFrozenDeadRows() {
    QFETCH_GLOBAL(QString, format);
    OutboxReader r = reader();
    auto plan = planRetry(r, {{}, {}, 10000});
    QVERIFY(plan.ok());
    QCOMPARE(plan->ids.size(), kDead);
    const QString pendingBefore = value(r.table().changedAtColumn(), kDead);
    auto outcome = applyRetry(r, *plan, context(7));
    QVERIFY2(outcome.ok(), qPrintable(outcome.ok() ? QString() : outcome.error().message));
    QCOMPARE(outcome->changed, kDead);
    QCOMPARE(outcome->skipped, 0);
    QCOMPARE(outcome->summary, u"20 retried, 0 skipped (no longer dead)"_s);
    for (int n = 0; n < kDead; ++n) {
        QCOMPARE(statusOf(n), r.table().vocabulary.readyStatus());
        if (format == u"vortos"_s) {
            QCOMPARE(value(u"attempt_count"_s, n), u"0"_s);
            QCOMPARE(value(u"last_error"_s, n), u"<null>"_s);
            QCOMPARE(value(u"next_attempt_at"_s, n), u"<null>"_s);
            QCOMPARE(value(u"processed_at"_s, n), u"<null>"_s);
        } else {
            QVERIFY(value(u"updated_at"_s, n) > u"2026-06-02"_s); // refreshed to now
        }
    }
    // Without an attempt log in the database, what the retry cleared is in this computer's audit
    // log (batch by batch), and in each row's history.
    for (int n : {0, 8, kDead - 1}) {
        auto history = rowHistory(context().auditLog, session(), r.table().name.display(), id(n));
        QVERIFY2(history.ok(), qPrintable(history.ok() ? QString() : history.error().message));
        QVERIFY(!history->attemptLogRead);
        QCOMPARE(history->attempts.size(), 1);
        const AttemptEntry &before = history->attempts.at(0);
        QCOMPARE(before.event, QString::fromLatin1(AttemptEntry::kRetried));
        QVERIFY(before.actor.contains(u'@'));
        QVERIFY(qAbs(before.at.secsTo(QDateTime::currentDateTimeUtc())) < 120);
        if (format == u"vortos"_s) {
            QCOMPARE(before.attempts, std::optional<int>(5));
            QCOMPARE(before.error,
                     n % 2 == 0
                         ? u"Object not found: tmp/imports/batch-%1.csv"_s.arg(n)
                         : u"Error executing \"CopyObject\": 503 Slow Down (request %1)"_s.arg(
                               n * 7919));
            QCOMPARE(before.nextAttemptAt, QDateTime(QDate(2026, 6, 4), QTime(9, n), Qt::UTC));
        }
    }
    // Rows that were not dead are untouched.
    QCOMPARE(statusOf(kDead), r.table().vocabulary.readyStatus());
    QCOMPARE(value(r.table().changedAtColumn(), kDead), pendingBefore);
    if (format == u"vortos"_s)
        QCOMPARE(value(u"attempt_count"_s, kDead), u"2"_s);
    QCOMPARE(count(u"status IN ('done', 'sent')"_s), kOldSent + kRecentSent);
}

void TestRowActions::concurrentChangeIsSkippedAndCounted() {
    OutboxReader r = reader();
    auto plan = planRetry(r, {{}, {}, 10});
    QVERIFY(plan.ok());
    // Another console or the relay changes three planned rows between plan and apply.
    QSqlQuery q(session().database());
    q.prepare(u"UPDATE %1 SET status = ? WHERE id IN (?, ?, ?)"_s.arg(
        session().dialect().qualified(r.table().name)));
    q.addBindValue(r.table().vocabulary.sentStatus());
    q.addBindValue(id(1));
    q.addBindValue(id(4));
    q.addBindValue(id(9));
    QVERIFY(q.exec());
    auto outcome = applyRetry(r, *plan, context(4));
    QVERIFY(outcome.ok());
    QCOMPARE(outcome->changed, 7);
    QCOMPARE(outcome->skipped, 3);
    QCOMPARE(statusOf(4), r.table().vocabulary.sentStatus());  // not clobbered
    QCOMPARE(statusOf(10), r.table().vocabulary.deadStatus()); // not in the frozen list
}

void TestRowActions::cancelStopsBetweenBatches() {
    OutboxReader r = reader();
    auto plan = planRetry(r, {{}, {}, 10000});
    QVERIFY(plan.ok());
    CancelToken cancel;
    ActionContext c = context(3);
    c.cancel = &cancel;
    int calls = 0;
    c.progress = [&](const BatchProgress &p) {
        ++calls;
        QCOMPARE(p.batches, 7);
        if (p.batch == 2)
            cancel.cancel();
    };
    auto outcome = applyRetry(r, *plan, c);
    QVERIFY(outcome.ok());
    QVERIFY(outcome->cancelled);
    QCOMPARE(calls, 2);
    QCOMPARE(outcome->changed, 6);
    QCOMPARE(outcome->notReached, kDead - 6);
    QVERIFY(outcome->summary.contains(u"14 not reached (cancelled)"_s));
    QCOMPARE(count(u"status IN ('dead', 'failed')"_s), kDead - 6);
    auto log = AuditLog(m_dir.filePath(u"audit.jsonl"_s)).recent(1);
    QVERIFY(log.ok() && !log->isEmpty());
    QCOMPARE(log->constFirst().action, u"retry"_s);
    QVERIFY(log->constFirst().outcome.contains(u"cancelled"_s));
}

void TestRowActions::auditRowCommitsAndRollsBackWithItsBatch() {
    QFETCH_GLOBAL(QString, database);
    DatabaseSession &s = session();
    QVERIFY(AuditTable::create(s).ok());
    OutboxReader r = reader();
    const QString table = s.dialect().qualified(r.table().name);
    // A trigger that fails the second batch: it holds id(5) (batches of 4 over ids 0..19).
    const QString bad = id(5);
    QStringList trigger;
    if (database == u"postgresql"_s) {
        trigger
            << u"CREATE OR REPLACE FUNCTION refuse_row() RETURNS trigger AS $$ BEGIN "
               "IF NEW.id::text = '%1' THEN RAISE EXCEPTION 'refused by test trigger'; END IF; "
               "RETURN NEW; END $$ LANGUAGE plpgsql"_s.arg(bad)
            << u"CREATE TRIGGER refuse BEFORE UPDATE ON %1 FOR EACH ROW EXECUTE FUNCTION refuse_row()"_s
                   .arg(table);
    } else if (database == u"mariadb"_s) {
        trigger
            << u"CREATE TRIGGER refuse BEFORE UPDATE ON %1 FOR EACH ROW BEGIN IF NEW.id = '%2' "
               u"THEN "
               "SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'refused by test trigger'; END IF; END"_s
                   .arg(table, bad);
    } else {
        trigger << u"CREATE TRIGGER refuse BEFORE UPDATE ON %1 FOR EACH ROW WHEN NEW.id = '%2' "
                   "BEGIN SELECT RAISE(ABORT, 'refused by test trigger'); END"_s.arg(table, bad);
    }
    auto created = test::runSql(s, trigger);
    QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message));
    auto plan = planRetry(r, {{}, {}, 10000});
    QVERIFY(plan.ok());
    ActionContext c = context(4);
    c.reason = u"ticket OPS-42"_s;
    auto outcome = applyRetry(r, *plan, c);
    OUTBOX_VERIFY_FAILS_SAYING(outcome, u"refused by test trigger"_s);
    QVERIFY(outcome.error().message.contains(u"after batch 1 of 5"_s));
    QVERIFY(test::runSql(s, {database == u"postgresql"_s ? u"DROP TRIGGER refuse ON %1"_s.arg(table)
                                                         : u"DROP TRIGGER refuse"_s})
                .ok());

    // Batch 1 committed with its audit row; batch 2 rolled back with its audit row.
    QCOMPARE(count(u"status IN ('dead', 'failed')"_s), kDead - 4);
    QCOMPARE(statusOf(4), r.table().vocabulary.deadStatus());
    auto records = AuditTable::recent(s, 10);
    QVERIFY(records.ok());
    QCOMPARE(records->size(), 1);
    QCOMPARE(records->constFirst().rowCount, 4);
    QCOMPARE(records->constFirst().reason, u"ticket OPS-42"_s);
    QCOMPARE(records->constFirst().ids.size(), 4);
    QVERIFY(records->constFirst().outcome.startsWith(u"4 retried"_s));
    auto log = AuditLog(m_dir.filePath(u"audit.jsonl"_s)).recent(1);
    QVERIFY(log.ok());
    QVERIFY(log->constFirst().outcome.startsWith(u"failed after 4 retried"_s));
    QCOMPARE(log->constFirst().rowCount, kDead);
}

void TestRowActions::markDoneTouchesOnlyDeadRows() {
    QFETCH_GLOBAL(QString, format);
    OutboxReader r = reader();
    auto outcome = markDone(r, {id(2), id(kDead), uuidFor(999), id(2)}, context());
    QVERIFY(outcome.ok());
    QCOMPARE(outcome->changed, 1);
    QCOMPARE(outcome->skipped, 2); // pending row, unknown id (the duplicate counts once)
    QCOMPARE(statusOf(2), r.table().vocabulary.sentStatus());
    QCOMPARE(statusOf(kDead), r.table().vocabulary.readyStatus());
    if (format == u"vortos"_s) {
        QVERIFY(value(u"processed_at"_s, 2) > u"2026-06-02"_s);
        QCOMPARE(value(u"last_error"_s, 2), u"<null>"_s);
    }
    auto bad = markDone(r, {id(3), u"12\x01; DROP TABLE x"_s}, context());
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().kind, ErrorKind::InvalidInput);
    QCOMPARE(statusOf(3), r.table().vocabulary.deadStatus()); // nothing changed
}

void TestRowActions::purgeDeletesOldSentRowsInBatches() {
    QFETCH_GLOBAL(QString, database);
    OutboxReader r = reader();
    const bool postgres = database == u"postgresql"_s;
    qint64 blocks = 0;
    if (postgres) {
        // PostgreSQL purges walk the table's blocks: spread the rows over many (a few rows a
        // block) so that batches of 3 rows are several block ranges.
        const QString t = session().dialect().qualified(r.table().name);
        QVERIFY(test::runSql(session(), {u"ALTER TABLE %1 SET (fillfactor = 10)"_s.arg(t),
                                         u"VACUUM FULL %1"_s.arg(t), u"ANALYZE %1"_s.arg(t)})
                    .ok());
        QSqlQuery q(session().database());
        QVERIFY(q.exec(session().dialect().blockStatsQuery(r.table().name)) && q.next());
        blocks = q.value(0).toLongLong();
        QVERIFY2(blocks > 4, qPrintable(QString::number(blocks)));
    }
    PurgeRequest request{30 * 86400, {}};
    auto n = countPurgeable(r, request);
    QVERIFY(n.ok());
    QCOMPARE(*n, kOldSent);
    int batches = 0;
    qint64 lastProcessed = 0;
    ActionContext c = context(3);
    c.progress = [&](const BatchProgress &p) {
        QVERIFY(p.processed > lastProcessed); // progress moves forward batch by batch
        lastProcessed = p.processed;
        batches = p.batches;
    };
    auto outcome = purgeSent(r, request, c);
    QVERIFY(outcome.ok());
    QCOMPARE(outcome->changed, kOldSent);
    // Ids in batches of 3 elsewhere; on PostgreSQL one block range per batch (a few rows each).
    QCOMPARE(batches, postgres ? int(blocks) : 4);
    QCOMPARE(lastProcessed, postgres ? blocks : qint64(kOldSent));
    QCOMPARE(statusOf(kDead + kPending), u"<missing>"_s);
    QCOMPARE(count(u"status IN ('done', 'sent')"_s), kRecentSent);
    QCOMPARE(count(u"1 = 1"_s), kDead + kPending + kRecentSent);
    QVERIFY(!parseRetention(u"30 days"_s).ok());
    QVERIFY(!parseRetention(u"0d"_s).ok());
    QCOMPARE(*parseRetention(u"2w"_s), 14 * 86400);
}

// Cancel after the first batch: the rows of that batch are gone (and audited), the rest are all
// still there, and the outcome says it was cancelled.
void TestRowActions::purgeCancelLeavesAConsistentState() {
    QFETCH_GLOBAL(QString, database);
    OutboxReader r = reader();
    if (database == u"postgresql"_s) {
        const QString t = session().dialect().qualified(r.table().name);
        QVERIFY(test::runSql(session(), {u"ALTER TABLE %1 SET (fillfactor = 10)"_s.arg(t),
                                         u"VACUUM FULL %1"_s.arg(t), u"ANALYZE %1"_s.arg(t)})
                    .ok());
    }
    CancelToken cancel;
    ActionContext c = context(3);
    c.cancel = &cancel;
    qint64 afterFirst = -1;
    c.progress = [&](const BatchProgress &p) {
        if (afterFirst < 0)
            afterFirst = p.changed;
        cancel.cancel();
    };
    auto outcome = purgeSent(r, {30 * 86400, {}}, c);
    QVERIFY(outcome.ok());
    QVERIFY(outcome->cancelled);
    QCOMPARE(outcome->changed, afterFirst);
    QVERIFY(outcome->changed < kOldSent);
    QCOMPARE(*countPurgeable(r, {30 * 86400, {}}), kOldSent - outcome->changed);
    QCOMPARE(count(u"1 = 1"_s), kDead + kPending + kRecentSent + kOldSent - outcome->changed);
    auto log = AuditLog(m_dir.filePath(u"audit.jsonl"_s)).recent(1);
    QVERIFY(log.ok());
    QCOMPARE(log->constFirst().action, u"purge"_s);
    QVERIFY2(log->constFirst().outcome.contains(u"(cancelled)"_s),
             qPrintable(log->constFirst().outcome));
    // The ids it set out to delete: frozen first elsewhere; on PostgreSQL those it reached.
    QCOMPARE(log->constFirst().rowCount,
             database == u"postgresql"_s ? outcome->changed : qint64(kOldSent));
}

void TestRowActions::groupsAndRetryByGroup() {
    QFETCH_GLOBAL(QString, format);
    OutboxReader r = reader();
    auto groups = groupDeadLetters(r, {});
    QVERIFY(groups.ok());
    // First and last failed, by when the rows failed, not when they were written.
    if (format == u"fennflow"_s) { // no last_error column: one group of unrecorded errors
        QCOMPARE(groups->size(), 1);
        QCOMPARE(groups->constFirst().count, kDead);
        QCOMPARE(groups->constFirst().firstSeen,
                 QDateTime(QDate(2026, 6, 4), QTime(9, 0), Qt::UTC));
        QCOMPARE(groups->constFirst().lastSeen,
                 QDateTime(QDate(2026, 6, 4), QTime(9, kDead - 1), Qt::UTC));
        return;
    }
    QCOMPARE(groups->size(), 2);
    const DeadLetterGroup &notFound =
        groups->at(0).signature.startsWith(u"Object not found"_s) ? groups->at(0) : groups->at(1);
    QCOMPARE(notFound.signature, u"Object not found: <key>"_s);
    QCOMPARE(notFound.count, 10);
    QCOMPARE(notFound.firstSeen, QDateTime(QDate(2026, 6, 4), QTime(9, 0), Qt::UTC));
    QCOMPARE(notFound.lastSeen, QDateTime(QDate(2026, 6, 4), QTime(9, 18), Qt::UTC));
    QCOMPARE(notFound.operations.value(u"move"_s), 5);
    QCOMPARE(notFound.operations.value(u"copy"_s), 5);
    // The same group as a server-side row filter (the console's "filter by this group").
    for (const DeadLetterGroup &g : *groups) {
        RowFilter byGroup;
        byGroup.errorGroup = g.signature;
        byGroup.states = {RowState::Dead};
        QCOMPARE(r.counts(byGroup)->total, g.count);
    }
    RowFilter hostile;
    hostile.errorGroup = u"100% _done_ <n> ' OR 1=1 --"_s; // LIKE wildcards and SQL are literal
    QCOMPARE(r.counts(hostile)->total, 0);

    auto plan = planRetry(r, {{}, notFound.id, 10000});
    QVERIFY(plan.ok());
    QCOMPARE(plan->ids.size(), 10);
    QVERIFY(applyRetry(r, *plan, context()).ok());
    QCOMPARE(statusOf(0), u"pending"_s);
    QCOMPARE(statusOf(1), u"dead"_s); // the other group is untouched
}

void TestRowActions::refusals() {
    OutboxReader r = reader();
    auto plan = planRetry(r, {{}, {}, 10000});
    QVERIFY(plan.ok());
    ActionContext c = context();
    Profile profile;
    profile.name = u"payments-prod"_s;
    profile.readOnly = true;
    c.profile = profile;
    auto refused = applyRetry(r, *plan, c);
    QVERIFY(!refused.ok());
    QCOMPARE(refused.error().kind, ErrorKind::Refused);
    QVERIFY(refused.error().message.contains(u"read-only"_s));
    profile.readOnly = false;
    profile.environment = u"prod"_s;
    c.profile = profile;
    refused = purgeSent(r, {30 * 86400, {}}, c);
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().message.contains(u"needs a reason"_s));
    QCOMPARE(count(u"status IN ('dead', 'failed')"_s), kDead);
    QCOMPARE(count(u"1 = 1"_s), kDead + kPending + kOldSent + kRecentSent);
    c.reason = u"incident 7"_s;
    auto allowed = markDone(r, {id(0)}, c);
    QVERIFY(allowed.ok());
    QCOMPARE(allowed->changed, 1);
}

QTEST_GUILESS_MAIN(TestRowActions)
#include "tst_rowactions.moc"
