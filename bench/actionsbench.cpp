// Times the core's state-changing actions beside the single raw statement a DBA would run, in the
// same run on the same data (PostgreSQL): forced retry of N dead rows vs one UPDATE, purge of N
// sent rows vs one DELETE, and grouping of dead rows by error signature.
//
//   outbox-bench-actions --database URL [--retry 100000,1000000] [--purge 1000000]
//                        [--group 100000] [--batch-size 10000]
//
// It creates and drops its own table, bench_actions_outbox. Password: OUTBOX_DATABASE_PASSWORD.
#include "actions/deadlettergroups.h"
#include "actions/rowactions.h"
#include "benchsupport.h"
#include "schema/tableresolver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::bench;

namespace {

QTextStream out(stdout);
const QString kTable = u"bench_actions_outbox"_s;

// N rows in one status, created over the last 90 days, with UUIDv7-style ids and 36 error shapes.
QString generate(const QString &status, qint64 rows, int createdDaysAgoMin) {
    return uR"(DROP TABLE IF EXISTS %1;
CREATE TABLE %1 (id UUID NOT NULL, domain_event_id VARCHAR(255) DEFAULT NULL, operation VARCHAR(64) NOT NULL,
  status VARCHAR(32) NOT NULL, attempt_count INT DEFAULT 0 NOT NULL, payload JSON NOT NULL, last_error TEXT DEFAULT NULL,
  next_attempt_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL, created_at TIMESTAMP(0) WITHOUT TIME ZONE NOT NULL,
  processed_at TIMESTAMP(0) WITHOUT TIME ZONE DEFAULT NULL);
INSERT INTO %1 (id, operation, status, attempt_count, payload, last_error, next_attempt_at, created_at, processed_at)
SELECT (lpad(to_hex((extract(epoch FROM ts) * 1000)::bigint), 12, '0') || '7' || substr(h, 1, 19))::uuid,
       (ARRAY['put','copy','delete','move','promote'])[1 + g % 5], '%2', CASE WHEN '%2' = 'dead' THEN 5 ELSE 1 END,
       ('{"name":"put","key":"assets\/reports\/' || g || '.txt"}')::json,
       CASE WHEN '%2' = 'dead' THEN (ARRAY['Object not found: tmp/imports/batch-', 'Error executing "CopyObject": 503 Slow Down (attempt ',
            'AccessDenied: Access Denied (request id ', 'cURL error 28: Operation timed out after ', 'Temporary object expired: tmp/users/'])[1 + g % 5]
            || (g % 997) || CASE WHEN g % 36 > 18 THEN ' (shape ' || (g % 36) || ')' ELSE '' END END,
       NULL, ts, CASE WHEN '%2' = 'done' THEN ts END
FROM (SELECT g, date_trunc('second', now() AT TIME ZONE 'UTC') - make_interval(days => %4) - (g * interval '1 second') * (86400.0 * 90 / %3) AS ts,
             md5(g::text) AS h FROM generate_series(1, %3) g) s;
ALTER TABLE %1 ADD PRIMARY KEY (id);
CREATE INDEX %1_pending ON %1 (status, next_attempt_at, created_at);
VACUUM ANALYZE %1)"_s.arg(kTable, status)
        .arg(rows)
        .arg(createdDaysAgoMin);
}

struct Bench {
    ConnectionSpec spec;
    int batchSize = 10000;

    Result<OutboxReader *> open(DatabaseSession &session, std::unique_ptr<OutboxReader> &holder) {
        TableRequest request;
        request.table = *TableName::parse(kTable);
        auto table = TableResolver::resolve(session, request);
        if (!table)
            return table.error();
        holder = std::make_unique<OutboxReader>(session, *table);
        return holder.get();
    }

    void row(const QString &name, double core, double raw, const QString &extra = {}) {
        out << "| " << name << " | " << QString::number(core, 'f', 0) << " | "
            << QString::number(raw, 'f', 0) << " | "
            << (raw > 0 ? QString::number(core / raw, 'f', 2) : u"n/a"_s) << " | " << extra
            << " |\n";
        out.flush();
    }

    bool retry(qint64 rows) {
        if (!rawRun(spec, generate(u"dead"_s, rows, 1)))
            return false;
        const QString reset =
            u"UPDATE %1 SET status = 'pending', attempt_count = 0, processed_at = NULL, "
            "last_error = NULL, next_attempt_at = NULL WHERE status = 'dead'"_s.arg(kTable);
        const QString back =
            u"UPDATE %1 SET status = 'dead', attempt_count = 5, last_error = 'Object not found: x' "
            "WHERE status = 'pending'; VACUUM ANALYZE %1"_s.arg(kTable);
        // Raw first, then put the rows back and let the core do the same work.
        const double raw = rawMs(spec, reset, 1);
        if (raw < 0 || !rawRun(spec, back))
            return false;
        DatabaseSession session(spec, u"bench-retry"_s);
        std::unique_ptr<OutboxReader> holder;
        auto reader = open(session, holder);
        if (!reader)
            return false;
        QTemporaryDir dir;
        ActionContext context;
        context.auditLog = AuditLog(dir.filePath(u"audit.jsonl"_s));
        context.batchSize = batchSize;
        int batches = 0;
        context.progress = [&](const BatchProgress &p) { batches = p.batch; };
        QElapsedTimer t;
        t.start();
        auto plan = planRetry(**reader, {{}, {}, int(rows)});
        const double planMs = t.nsecsElapsed() / 1e6;
        if (!plan)
            return false;
        auto outcome = applyRetry(**reader, *plan, context);
        const double total = t.nsecsElapsed() / 1e6;
        if (!outcome || outcome->changed != rows)
            return false;
        row(u"retry %1 dead rows (plan + apply)"_s.arg(rows), total, raw,
            u"plan %1 ms, %2 batches of %3"_s.arg(planMs, 0, 'f', 0).arg(batches).arg(batchSize));
        row(u"retry %1 dead rows (apply only)"_s.arg(rows), total - planMs, raw);
        return true;
    }

    bool purge(qint64 rows) {
        const QString del =
            u"DELETE FROM %1 WHERE status = 'done' AND created_at < (now() AT TIME ZONE 'UTC') - interval '30 days'"_s
                .arg(kTable);
        if (!rawRun(spec, generate(u"done"_s, rows, 31)))
            return false;
        const double raw = rawMs(spec, del, 1);
        if (raw < 0 || !rawRun(spec, generate(u"done"_s, rows, 31)))
            return false;
        DatabaseSession session(spec, u"bench-purge"_s);
        std::unique_ptr<OutboxReader> holder;
        auto reader = open(session, holder);
        if (!reader)
            return false;
        QTemporaryDir dir;
        ActionContext context;
        context.auditLog = AuditLog(dir.filePath(u"audit.jsonl"_s));
        context.batchSize = batchSize;
        QElapsedTimer t;
        t.start();
        auto outcome = purgeSent(**reader, {30 * 86400, {}}, context);
        const double core = t.nsecsElapsed() / 1e6;
        if (!outcome || outcome->changed != rows)
            return false;
        row(u"purge %1 sent rows"_s.arg(rows), core, raw, u"batches of %1"_s.arg(batchSize));
        return true;
    }

    bool group(qint64 rows) {
        if (!rawRun(spec, generate(u"dead"_s, rows, 1)))
            return false;
        DatabaseSession session(spec, u"bench-group"_s);
        std::unique_ptr<OutboxReader> holder;
        auto reader = open(session, holder);
        if (!reader)
            return false;
        QList<double> times;
        qsizetype groups = 0;
        for (int i = 0; i < 3; ++i) {
            QElapsedTimer t;
            t.start();
            auto g = groupDeadLetters(**reader, {});
            times.append(t.nsecsElapsed() / 1e6);
            if (!g)
                return false;
            groups = g->size();
        }
        const double raw = rawMs(
            spec,
            u"SELECT id::text, operation, last_error::text, created_at FROM %1 WHERE status = 'dead'"_s
                .arg(kTable),
            3);
        row(u"group %1 dead rows by error"_s.arg(rows), median(times), raw,
            u"%1 groups; raw = fetching the same columns"_s.arg(groups));
        return true;
    }
};

QList<qint64> sizes(const QString &text) {
    QList<qint64> list;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts))
        list.append(part.toLongLong());
    return list;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption database(u"database"_s, u"PostgreSQL URL."_s, u"URL"_s);
    const QCommandLineOption retry(u"retry"_s, u"Dead-row counts to retry."_s, u"N,…"_s,
                                   u"100000,1000000"_s);
    const QCommandLineOption purge(u"purge"_s, u"Sent-row counts to purge."_s, u"N,…"_s,
                                   u"1000000"_s);
    const QCommandLineOption group(u"group"_s, u"Dead-row counts to group."_s, u"N,…"_s,
                                   u"100000"_s);
    const QCommandLineOption batch(u"batch-size"_s, u"Batch size of retry and purge."_s, u"N"_s,
                                   u"10000"_s);
    parser.addOptions({database, retry, purge, group, batch});
    parser.process(app);
    auto spec = ConnectionSpec::fromUrl(parser.value(database));
    if (!spec || spec->kind != DatabaseKind::PostgreSQL) {
        QTextStream(stderr) << "--database must be a PostgreSQL URL" << Qt::endl;
        return 2;
    }
    spec->password = qEnvironmentVariable("OUTBOX_DATABASE_PASSWORD");
    Bench b{*spec, parser.value(batch).toInt()};
    out << "| action | core ms | raw ms | ratio | notes |\n|---|---:|---:|---:|---|\n";
    bool ok = true;
    for (qint64 n : sizes(parser.value(group)))
        ok = b.group(n) && ok;
    for (qint64 n : sizes(parser.value(retry)))
        ok = b.retry(n) && ok;
    for (qint64 n : sizes(parser.value(purge)))
        ok = b.purge(n) && ok;
    rawRun(*spec, u"DROP TABLE IF EXISTS "_s + kTable);
    return ok ? 0 : 1;
}
