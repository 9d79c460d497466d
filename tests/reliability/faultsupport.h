// Shared by the crash-safety, database-fault and race tests of the reliability suite: FennFlow
// tables of many rows on PostgreSQL and MariaDB, outboxctl relay processes writing one JSON-lines
// file each, counting deliveries per row from those files, and stopping/starting the test
// PostgreSQL server under the relays.
#pragma once

#include "schema/deliverytable.h"
#include "testdatabases.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <csignal>
#include <unistd.h>

namespace outbox::reliability {

using namespace Qt::StringLiterals;

// OUTBOX_RELIABILITY_LONG=1 (cmake -DOUTBOX_RELIABILITY_LONG=ON): the full-size variants.
inline bool longRun() {
    return qEnvironmentVariableIntValue("OUTBOX_RELIABILITY_LONG") == 1;
}

inline QString value(DatabaseSession &s, const QString &sql) {
    QSqlQuery q(s.database());
    if (!q.exec(sql) || !q.next())
        return u"<none: %1>"_s.arg(q.lastError().text());
    return q.isNull(0) ? u"<null>"_s : q.value(0).toString();
}

inline qint64 number(DatabaseSession &s, const QString &sql) {
    bool ok = false;
    const qint64 n = value(s, sql).toLongLong(&ok);
    return ok ? n : -1;
}

// A writer's table made afresh: drops run (the console's audit table dropped with them), then
// ddlFile of tests/data/schemas.
inline Status recreate(DatabaseSession &session, QStringList drops, const QString &ddlFile) {
    drops.append(u"DROP TABLE IF EXISTS outbox_console_audit"_s);
    if (Status s = test::runSql(session, drops); !s)
        return s;
    return test::runSqlFile(session, ddlFile);
}

// A FennFlow table of `rows` rows in `status` (shipped vocabulary: pending, failed, sent), created
// one millisecond apart, 500 files (or `keys`) as partition keys. Event ids are md5('e' || n) (with
// dashes on PostgreSQL's uuid column, plain hex on MariaDB's CHAR(32)). statusOf: the status as an
// SQL expression of g, the row number (default: all pending). keys: how many files the rows are
// spread over (row g is of file g % keys).
inline Status loadFennFlowPostgres(DatabaseSession &pg, int rows, bool sideTable,
                                   const QString &statusOf = u"'pending'"_s, int keys = 500) {
    Status s = recreate(pg,
                        {u"DROP SCHEMA IF EXISTS fennflow CASCADE"_s,
                         u"DROP TABLE IF EXISTS outbox_console_delivery"_s},
                        u"fennflow-postgres.sql"_s);
    if (!s)
        return s;
    if (s = test::recordShippedVocabulary(pg, u"fennflow.outbox"_s); !s)
        return s;
    QStringList statements{
        u"DELETE FROM fennflow.outbox"_s,
        u"INSERT INTO fennflow.outbox SELECT md5('r' || g)::uuid, md5('e' || g)::uuid, "
        u"'StorageObject', 'default|||files|||f' || (g % %3), 'put', "
        u"('{\"storage_path\": \"f' || g || '\"}')::json, %2, "
        u"timestamptz '2026-06-01 00:00:00+00' + (g * interval '1 ms'), now() "
        u"FROM generate_series(1, %1) g"_s.arg(rows)
            .arg(statusOf)
            .arg(keys),
        u"ANALYZE fennflow.outbox"_s};
    if (sideTable)
        statements.append(
            u"CREATE TABLE outbox_console_delivery (outbox_id uuid PRIMARY KEY, attempts INT NOT "
            u"NULL, last_error TEXT, next_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE, "
            u"last_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL)"_s);
    return test::runSql(pg, statements);
}

// FennFlow's writer targets PostgreSQL and SQLite; the console's relay reads the same columns on
// MySQL/MariaDB, so this is the library's SQLite layout (32-hex ids) in MariaDB types, which lets
// the MariaDB claim path be checked with a sink whose output counts deliveries exactly.
// keys: how many files the rows are spread over; sideTable: with the console's delivery table
// (retries with backoff).
inline Status loadFennFlowMaria(DatabaseSession &maria, int rows, int keys = 500,
                                bool sideTable = false) {
    Status loaded = test::runSql(
        maria,
        {u"DROP TABLE IF EXISTS outbox"_s, u"DROP TABLE IF EXISTS outbox_console_delivery"_s,
         u"CREATE TABLE outbox (id CHAR(32) NOT NULL, event_id CHAR(32) NOT NULL, "
         u"aggregate_type VARCHAR(50) NOT NULL, aggregate_id VARCHAR(255) NOT NULL, "
         u"event_type VARCHAR(50) NOT NULL, payload JSON NOT NULL, status VARCHAR(63) NOT NULL, "
         u"created_at DATETIME(6) NOT NULL, updated_at DATETIME(6) NOT NULL, PRIMARY KEY (id), "
         u"UNIQUE KEY uq_outbox_event_id (event_id), KEY ix_outbox_status (status), "
         u"KEY ix_outbox_created_at_id (created_at, id)) DEFAULT CHARACTER SET utf8mb4 "
         u"ENGINE = InnoDB"_s,
         u"INSERT INTO outbox SELECT md5(CONCAT('r', seq)), md5(CONCAT('e', seq)), "
         u"'StorageObject', CONCAT('default|||files|||f', seq % %2), 'put', "
         u"CONCAT('{\"storage_path\": \"f', seq, '\"}'), 'pending', "
         u"TIMESTAMP'2026-06-01 00:00:00' + INTERVAL seq * 1000 MICROSECOND, "
         u"UTC_TIMESTAMP(6) FROM seq_1_to_%1"_s.arg(rows)
             .arg(keys),
         u"ANALYZE TABLE outbox"_s});
    if (!loaded)
        return loaded;
    if (sideTable) {
        QString ddl = DeliveryTable::ddl(DatabaseKind::MySQL, IdStorage::Hex32);
        ddl.chop(1); // the statement's ';'
        if (loaded = test::runSql(maria, {ddl}); !loaded)
            return loaded;
    }
    return test::recordShippedVocabulary(maria, u"outbox"_s);
}

// A Vortos table of `rows` dead rows (attempt_count 5, processed_at 2026-06-02, created one second
// apart) in three error groups by id % 3: "Error executing \"PutObject\" … 503 Slow Down",
// "Connection timed out after N ms", "Access denied for key … (403)".
inline QString vortosDeadError(int n) {
    switch (n % 3) {
    case 0:
        return u"Error executing \"PutObject\" on key r/%1.txt: 503 Slow Down"_s.arg(n);
    case 1:
        return u"Connection timed out after %1 ms"_s.arg(n % 97);
    default:
        return u"Access denied for key r/%1.txt (403)"_s.arg(n);
    }
}

inline Status loadVortosDeadPostgres(DatabaseSession &pg, int rows) {
    if (Status s =
            recreate(pg, {u"DROP SCHEMA IF EXISTS vortos CASCADE"_s}, u"vortos-postgres.sql"_s);
        !s)
        return s;
    return test::runSql(
        pg, {u"DELETE FROM vortos.object_store_outbox"_s,
             u"INSERT INTO vortos.object_store_outbox (id, operation, status, attempt_count, "
             u"payload, last_error, created_at, processed_at) SELECT md5('v' || g)::uuid, 'put', "
             u"'dead', 5, ('{\"name\":\"put\",\"key\":\"r\\/' || g || "
             u"'.txt\",\"body_base64\":\"eA==\"}')::json, CASE g % 3 "
             u"WHEN 0 THEN 'Error executing \"PutObject\" on key r/' || g || '.txt: 503 Slow Down' "
             u"WHEN 1 THEN 'Connection timed out after ' || (g % 97) || ' ms' "
             u"ELSE 'Access denied for key r/' || g || '.txt (403)' END, "
             u"timestamp '2026-06-01 00:00:00' + g * interval '1 second', "
             u"timestamp '2026-06-02 00:00:00' FROM generate_series(1, %1) g"_s.arg(rows),
             u"ANALYZE vortos.object_store_outbox"_s});
}

inline Status loadVortosDeadMaria(DatabaseSession &maria, int rows) {
    if (Status s = recreate(maria, {u"DROP TABLE IF EXISTS vortos_object_store_outbox"_s},
                            u"vortos-mysql.sql"_s);
        !s)
        return s;
    return test::runSql(
        maria,
        {u"INSERT INTO vortos_object_store_outbox (id, operation, status, attempt_count, payload, "
         u"last_error, created_at, processed_at) SELECT CONCAT_WS('-', SUBSTR(h, 1, 8), "
         u"SUBSTR(h, 9, 4), SUBSTR(h, 13, 4), SUBSTR(h, 17, 4), SUBSTR(h, 21, 12)), 'put', "
         u"'dead', 5, CONCAT('{\"name\":\"put\",\"key\":\"r\\\\/', seq, "
         u"'.txt\",\"body_base64\":\"eA==\"}'), CASE seq % 3 "
         u"WHEN 0 THEN CONCAT('Error executing \"PutObject\" on key r/', seq, '.txt: 503 Slow "
         u"Down') "
         u"WHEN 1 THEN CONCAT('Connection timed out after ', seq % 97, ' ms') "
         u"ELSE CONCAT('Access denied for key r/', seq, '.txt (403)') END, "
         u"TIMESTAMP'2026-06-01 00:00:00' + INTERVAL seq SECOND, TIMESTAMP'2026-06-02 00:00:00' "
         u"FROM (SELECT seq, md5(CONCAT('v', seq)) AS h FROM seq_1_to_%1) s"_s.arg(rows),
         u"ANALYZE TABLE vortos_object_store_outbox"_s});
}

// Event ids as the sink writes them: lowercase, dashes as the table stores them.
inline QString normalEventId(const QString &id) {
    QString s = id.toLower();
    s.remove(u'-');
    return s;
}

// What the relays' sink files hold: deliveries per event, and each file's events in order.
struct Deliveries {
    QHash<QString, int> perEvent;
    QHash<QString, QStringList> perFile;
    int badLines = 0;

    qint64 lines() const {
        qint64 n = 0;
        for (int c : perEvent)
            n += c;
        return n;
    }
    qint64 duplicates() const { return lines() - perEvent.size(); }
    int maxPerRow() const {
        int m = 0;
        for (int c : perEvent)
            m = qMax(m, c);
        return m;
    }
    // Where the rows delivered more than `limit` times were delivered (file name and line), for
    // the failure message: which batches held them tells which faults cut them short.
    QString describeOver(int limit, int maxRows = 5) const {
        QStringList out;
        for (auto it = perEvent.cbegin(); it != perEvent.cend() && out.size() < maxRows; ++it) {
            if (it.value() <= limit)
                continue;
            QStringList places;
            for (auto f = perFile.cbegin(); f != perFile.cend(); ++f) {
                for (qsizetype i = 0; i < f.value().size(); ++i) {
                    if (f.value().at(i) == it.key())
                        places.append(u"%1:%2"_s.arg(QFileInfo(f.key()).fileName()).arg(i + 1));
                }
            }
            out.append(u"%1 ×%2 at %3"_s.arg(it.key()).arg(it.value()).arg(places.join(u", "_s)));
        }
        return out.join(u"; "_s);
    }
};

inline Deliveries readSinks(const QStringList &files) {
    Deliveries d;
    for (const QString &path : files) {
        QFile f(path);
        QStringList &order = d.perFile[path];
        if (!f.open(QIODevice::ReadOnly))
            continue;
        while (!f.atEnd()) {
            const QByteArray line = f.readLine();
            if (line.trimmed().isEmpty())
                continue;
            const QString id =
                QJsonDocument::fromJson(line).object().value(u"event_id"_s).toString();
            if (!line.endsWith('\n') || id.isEmpty()) {
                ++d.badLines; // a torn or garbled line
                continue;
            }
            d.perEvent[normalEventId(id)] += 1;
            order.append(normalEventId(id));
        }
    }
    return d;
}

// One `outboxctl relay` process with a sink file of its own (or a webhook shared by all).
struct RelayProcess {
    QProcess *process = nullptr;
    QString sink;
    QString log; // standard error read so far
    bool killed = false;
};

// What an `outboxctl` process of these tests runs with: the database, its password and a home
// of its own.
inline QProcessEnvironment ctlEnvironment(const ConnectionSpec &spec, const QString &home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"OUTBOX_DATABASE_URL"_s, spec.displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, spec.password);
    env.insert(u"XDG_DATA_HOME"_s, home + u"/data"_s);
    env.insert(u"XDG_CONFIG_HOME"_s, home + u"/config"_s);
    env.insert(u"QT_LOGGING_RULES"_s, u"outbox.core.relay.info=false"_s); // no line per batch
    return env;
}

// `outboxctl relay init` on the table, as a user's relay runs: the console's tables beside it,
// the kept holds among them. Empty when it succeeded, else what it printed.
inline QString relayInit(const ConnectionSpec &spec, const QString &table, const QString &home) {
    QProcess p;
    p.setProcessEnvironment(ctlEnvironment(spec, home));
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
            {u"--table="_s + table, u"relay"_s, u"init"_s});
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return u"relay init: "_s + QString::fromUtf8(p.readAll()) + p.errorString();
    return {};
}

inline RelayProcess startRelay(QObject *parent, const ConnectionSpec &spec, const QString &table,
                               const QString &sink, const QString &home,
                               const QStringList &extra = {}) {
    RelayProcess r;
    r.sink = sink;
    r.process = new QProcess(parent);
    test::dieWithTest(*r.process);
    r.process->setProcessEnvironment(ctlEnvironment(spec, home));
    r.process->setProcessChannelMode(QProcess::SeparateChannels);
    // A webhook URL is the sink as it is, an s3:// URL the object store of Vortos rows; anything
    // else is a file of the relay's own.
    const QString target = sink.startsWith(u"s3://"_s)      ? u"--object-store="_s + sink
                           : sink.startsWith(u"webhook:"_s) ? u"--sink="_s + sink
                                                            : u"--sink=file:"_s + sink;
    r.process->start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s,
                     QStringList{u"--table="_s + table, u"relay"_s, target, u"--sleep=0"_s} +
                         extra);
    r.process->waitForStarted();
    return r;
}

// SIGTERM drains the batch and exits 0; returns the process's standard error.
inline QString stopRelay(RelayProcess &r, int *exitCode) {
    // "Relay on …" comes once SIGTERM drains instead of killing: wait for it, so that a stop
    // right after a start is a drain (unless the relay has failed and exited).
    QElapsedTimer waited;
    waited.start();
    while (!r.log.contains(u"Relay on "_s) && r.process->state() == QProcess::Running &&
           waited.elapsed() < 30000) {
        r.process->waitForReadyRead(100);
        r.log += QString::fromUtf8(r.process->readAllStandardError());
    }
    ::kill(pid_t(r.process->processId()), SIGTERM);
    if (!r.process->waitForFinished(60000))
        *exitCode = -1;
    else
        *exitCode = r.process->exitStatus() == QProcess::NormalExit ? r.process->exitCode() : -2;
    r.log += QString::fromUtf8(r.process->readAllStandardError());
    return r.log;
}

// The fixture's PostgreSQL cluster (OUTBOX_TEST_PG_DIR): stopped, started and restarted under
// the code being tested. The server's -c options live on pg_ctl's command line, which a plain
// start would forget, so they are first persisted with ALTER SYSTEM.
class PgCluster {
public:
    bool available() const { return !qEnvironmentVariableIsEmpty("OUTBOX_TEST_PG_DIR"); }

    QString dataDir() const {
        return QFileInfo(qEnvironmentVariable("OUTBOX_TEST_PG_DIR") + u"/cluster/data"_s)
            .canonicalFilePath();
    }

    // Makes a plain `pg_ctl start` come back on the same port and sockets.
    Status persistOptions(DatabaseSession &pg) {
        const QString socketDir = value(pg, u"SHOW unix_socket_directories"_s);
        const QString port = value(pg, u"SHOW port"_s);
        return test::runSql(
            pg, {u"ALTER SYSTEM SET listen_addresses = '127.0.0.1'"_s,
                 u"ALTER SYSTEM SET port = %1"_s.arg(port),
                 u"ALTER SYSTEM SET unix_socket_directories = '%1'"_s.arg(socketDir),
                 u"ALTER SYSTEM SET fsync = off"_s, u"ALTER SYSTEM SET synchronous_commit = off"_s,
                 u"ALTER SYSTEM SET full_page_writes = off"_s,
                 u"ALTER SYSTEM SET max_connections = 200"_s});
    }

    Status ctl(const QStringList &arguments) {
        QStringList command{u"/usr/lib/postgresql/15/bin/pg_ctl"_s, u"-D"_s, dataDir(), u"-l"_s,
                            QFileInfo(dataDir()).absolutePath() + u"/postgres.log"_s};
        command += arguments;
        QProcess p;
        if (::geteuid() == 0)
            p.start(u"runuser"_s, QStringList{u"-u"_s, u"postgres"_s, u"--"_s} + command);
        else
            p.start(command.takeFirst(), command);
        if (!p.waitForFinished(90000) || p.exitCode() != 0)
            return Error::failed(u"pg_ctl %1 failed: %2"_s.arg(
                arguments.join(u' '),
                QString::fromUtf8(p.readAllStandardError() + p.readAllStandardOutput())));
        return Done{};
    }
    Status stop() { return ctl({u"stop"_s, u"-m"_s, u"fast"_s, u"-w"_s, u"-t"_s, u"60"_s}); }
    Status start() { return ctl({u"start"_s, u"-w"_s, u"-t"_s, u"60"_s}); }
    Status restart() { return ctl({u"restart"_s, u"-m"_s, u"fast"_s, u"-w"_s, u"-t"_s, u"60"_s}); }
};

// "label: rows …, kills …" lines that the report and CI logs keep.
inline void summary(const QString &line) {
    fprintf(stdout, "SUMMARY %s\n", qPrintable(line));
    fflush(stdout);
}

} // namespace outbox::reliability
