#include "demo/demoworkspace.h"

#include "query/errorsignature.h"
#include "schema/attemptlog.h"
#include "schema/consoletable.h"
#include "schema/deliverytable.h"
#include "schema/groupnotes.h"
#include "schema/vocabularyrecord.h"
#include "util/coretr.h"

#include "connection/databasesession.h"
#include "sql/sqldialect.h"
#include "util/uuidv7.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The writers' own DDL (as in tests/data/schemas and docs/formats.md), so the demo behaves as a
// real table does.
const char *const kVortosDdl[] = {
    "CREATE TABLE vortos_object_store_outbox (id CHAR(36) NOT NULL, domain_event_id VARCHAR(255) "
    "DEFAULT NULL, operation VARCHAR(64) NOT NULL, status VARCHAR(32) NOT NULL, attempt_count "
    "INTEGER DEFAULT 0 NOT NULL, payload CLOB NOT NULL, last_error CLOB DEFAULT NULL, "
    "next_attempt_at DATETIME DEFAULT NULL, created_at DATETIME NOT NULL, processed_at DATETIME "
    "DEFAULT NULL, PRIMARY KEY (id))",
    "CREATE UNIQUE INDEX uq_object_store_outbox_domain_event_id ON vortos_object_store_outbox "
    "(domain_event_id)",
    "CREATE INDEX idx_object_store_outbox_pending ON vortos_object_store_outbox (status, "
    "next_attempt_at, created_at)",
};
const char *const kFennFlowDdl[] = {
    "CREATE TABLE outbox (id CHAR(32) NOT NULL, event_id CHAR(32) NOT NULL, aggregate_type "
    "VARCHAR(50) NOT NULL, aggregate_id VARCHAR(255) NOT NULL, event_type VARCHAR(50) NOT NULL, "
    "payload JSON NOT NULL, status VARCHAR(63) NOT NULL, created_at DATETIME NOT NULL, updated_at "
    "DATETIME NOT NULL, PRIMARY KEY (id), UNIQUE (event_id))",
    "CREATE INDEX ix_outbox_status ON outbox (status)",
};

class Generator {
public:
    explicit Generator(quint32 seed)
        : m_rng(seed) {}
    int below(int n) { return int(m_rng.bounded(n)); }
    double generateDouble() { return m_rng.generateDouble(); }
    bool chance(double p) { return m_rng.generateDouble() < p; }
    QString hex(int digits) {
        QString s;
        while (s.size() < digits)
            s += u"%1"_s.arg(m_rng.generate(), 8, 16, QLatin1Char('0'));
        return s.left(digits);
    }
    QString uuidV7(const QDateTime &t) { return outbox::uuidV7(t, m_rng); }
    QString uuidHex() { return hex(12) + u'4' + hex(3) + QChar(u"89ab"[below(4)]) + hex(15); }
    template <typename T> const T &pick(const QList<T> &list) {
        return list.at(below(int(list.size())));
    }

private:
    QRandomGenerator m_rng;
};

// PHP's json_encode escapes "/" as "\/": the Vortos writer's payloads look like that.
QString phpJson(const QJsonObject &o) {
    QString s = QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
    return s.replace(u"/"_s, u"\\/"_s);
}

QString sqliteSeconds(const QDateTime &t) {
    return t.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s);
}
QString sqliteMicros(const QDateTime &t, int micros) {
    return t.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s) +
           u".%1"_s.arg(micros, 6, 10, QLatin1Char('0'));
}

struct VortosShape {
    QString operation;
    QString error; // with {key}, {n}, {hex} placeholders
    // What is wrong with the row's own payload, for errors that blame it: the payload shows it.
    enum class Defect { None, DotDotKey, BadBase64 } defect = Defect::None;
};

QString fill(QString text, Generator &g, const QString &key) {
    text.replace(u"{key}"_s, key);
    text.replace(u"{n}"_s, QString::number(1 + g.below(9000)));
    text.replace(u"{hex}"_s, g.hex(16));
    return text;
}

Status exec(QSqlQuery &q, const QString &sql) {
    if (!q.exec(sql))
        return Error::failed(
            CoreText::tr("Creating the demo database failed: %1").arg(q.lastError().text()));
    return Done{};
}

} // namespace

Status fillDatabase(QSqlDatabase db, const DemoOptions &options, DemoWorkspace &ws);

QString DemoWorkspace::defaultDirectory() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           u"/outbox-console/demo"_s;
}

Result<DemoWorkspace> DemoWorkspace::create(const DemoOptions &options, bool overwrite) {
    DemoWorkspace ws;
    ws.directory =
        QDir::cleanPath(options.directory.isEmpty() ? defaultDirectory()
                                                    : QDir().absoluteFilePath(options.directory));
    ws.databasePath = ws.directory + u"/outbox-demo.sqlite"_s;
    ws.objectStorePath = ws.directory + u"/object-store"_s;
    const QString url = u"sqlite://"_s + ws.databasePath;
    ws.vortosProfile.name = u"demo"_s;
    ws.vortosProfile.databaseUrl = url;
    ws.vortosProfile.table = u"vortos_object_store_outbox"_s;
    ws.vortosProfile.format = u"vortos"_s;
    ws.vortosProfile.objectStore = u"file:"_s + ws.objectStorePath;
    ws.fennFlowProfile.name = u"demo-fennflow"_s;
    ws.fennFlowProfile.databaseUrl = url;
    ws.fennFlowProfile.table = u"outbox"_s;
    ws.fennFlowProfile.format = u"fennflow"_s;
    ws.fennFlowProfile.sink = u"file:"_s + ws.directory + u"/events.jsonl"_s;

    if (QFile::exists(ws.databasePath) && !overwrite)
        return ws; // already there: reuse it as it is (the user may have changed it on purpose)
    // Only a new or empty folder, or one holding nothing but a demo workspace (perhaps half
    // made), is written into: never "/" or a home folder by a slip of the --path.
    static const QStringList demoEntries{u"outbox-demo.sqlite"_s,
                                         u"outbox-demo.sqlite.partial"_s,
                                         u"outbox-demo.sqlite-journal"_s,
                                         u"outbox-demo.sqlite-wal"_s,
                                         u"outbox-demo.sqlite-shm"_s,
                                         u"object-store"_s,
                                         u"events.jsonl"_s};
    const QStringList present =
        QDir(ws.directory).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QString &entry : present)
        if (!demoEntries.contains(entry))
            return Error::invalid(
                CoreText::tr("The folder %1 is not empty and is not a demo workspace (it holds "
                             "\"%2\"): choose a new or empty folder for the demo.")
                    .arg(ws.directory, entry));

    if (!QDir().mkpath(ws.directory) || !QDir().mkpath(ws.objectStorePath))
        return Error::failed(
            CoreText::tr("Could not create the demo folder %1.").arg(ws.directory));
    const QString partial = ws.databasePath + u".partial"_s;
    QFile::remove(partial);

    ConnectionSpec spec;
    spec.kind = DatabaseKind::SQLite;
    spec.database = partial;
    {
        QFile touch(partial);
        if (!touch.open(QIODevice::WriteOnly))
            return Error::failed(
                CoreText::tr("Could not write %1: %2").arg(partial, touch.errorString()));
    }
    DatabaseSession session(spec, u"demo"_s);
    if (auto opened = session.open(); !opened)
        return opened.error();
    if (auto filled = fillDatabase(session.database(), options, ws); !filled)
        return filled.error();
    session.close();
    QFile::remove(ws.databasePath);
    if (!QFile::rename(partial, ws.databasePath))
        return Error::failed(CoreText::tr("Could not move the demo database into place at %1.")
                                 .arg(ws.databasePath));
    return ws;
}

Status fillDatabase(QSqlDatabase db, const DemoOptions &options, DemoWorkspace &ws) {
    QSqlQuery q(db);
    for (const char *ddl : kVortosDdl) {
        if (auto s = exec(q, QString::fromLatin1(ddl)); !s)
            return s.error();
    }
    for (const char *ddl : kFennFlowDdl) {
        if (auto s = exec(q, QString::fromLatin1(ddl)); !s)
            return s.error();
    }
    // The console's own tables beside the FennFlow table, as `outboxctl relay init` makes them:
    // the relay's delivery state (attempts, errors, schedules), the parked rows, the table's
    // vocabulary, the attempt log (each failed attempt of both tables' rows), the group notes
    // and the registry of running relays.
    for (const RelayTable &table : relayTables()) {
        QString ddl = table.ddl(DatabaseKind::SQLite, IdStorage::Hex32);
        ddl.chop(1);
        if (auto s = exec(q, ddl); !s)
            return s.error();
    }
    if (auto s = exec(q, u"INSERT INTO %1 VALUES ('outbox', 'docs', '2026-01-01T00:00:00Z')"_s.arg(
                             QString::fromLatin1(VocabularyRecord::kName)));
        !s)
        return s.error();

    Generator g(options.seed);
    QDateTime anchor =
        options.anchor.isValid() ? options.anchor.toUTC() : QDateTime::currentDateTimeUtc();
    if (!options.anchor.isValid())
        anchor = QDateTime(anchor.date(), QTime(anchor.time().hour(), 0), Qt::UTC);
    const qint64 spanMs = qint64(options.days) * 86400 * 1000;

    // Creation times: denser in recent days and during working hours, so charts have a shape.
    const auto createdAt = [&](int i, int total) {
        const double f = double(i) / double(total);
        qint64 ms =
            anchor.toMSecsSinceEpoch() - spanMs + qint64(f * double(spanMs)) + g.below(60'000);
        return QDateTime::fromMSecsSinceEpoch(qMin(ms, anchor.toMSecsSinceEpoch() - 1000), Qt::UTC);
    };

    const QList<VortosShape> shapes = {
        {u"promote"_s,
         u"Failed to promote object {key}: Error executing \"CopyObject\": NoSuchKey (404)"_s},
        {u"move"_s, u"Object not found: {key}"_s},
        {u"copy"_s, u"r2 object store error: Error executing \"CopyObject\": 503 Slow Down"_s},
        {u"put"_s,
         u"Error executing \"PutObject\" on \"https://assets.r2.cloudflarestorage.com/{key}\"; AWS HTTP error: cURL error 28: Operation timed out after 10001 milliseconds"_s},
        {u"delete"_s, u"AccessDenied: Access Denied (request id {hex})"_s},
        {u"put"_s,
         u"SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided. Check your key and signing method."_s},
        {u"put"_s, u"Invalid base64 body for key \"{key}\""_s, VortosShape::Defect::BadBase64},
        {u"copy"_s,
         u"cURL error 6: Could not resolve host: assets-{n}.s3.eu-central-1.amazonaws.com"_s},
        {u"delete"_s, u"Error executing \"DeleteObject\": 500 InternalError (request id {hex})"_s},
        {u"move"_s, u"Object key \"{key}\" contains a \"..\" segment."_s,
         VortosShape::Defect::DotDotKey},
        {u"put"_s,
         u"EntityTooLarge: Your proposed upload exceeds the maximum allowed size ({n} bytes)"_s},
        {u"copy"_s, u"Connection refused (tcp://minio.internal:9000) after {n} ms"_s},
        {u"put"_s, u"QuotaExceeded: bucket quota of {n} GiB reached"_s},
        {u"promote"_s, u"Temporary object expired: {key}"_s},
        {u"delete"_s, u"SlowDown: Please reduce your request rate. (attempt {n})"_s},
    };
    const QStringList ops = {u"put"_s,    u"put"_s,  u"put"_s,     u"copy"_s,    u"delete"_s,
                             u"delete"_s, u"move"_s, u"promote"_s, u"promote"_s, u"promote"_s};

    if (!db.transaction())
        return Error::failed(CoreText::tr("Could not start a transaction in the demo database."));
    // The attempt log: every failed attempt of a row that failed, the first at created, then
    // after the relay's backoff (30 s doubling), up to the last at lastAt.
    QSqlQuery attemptLog(db);
    attemptLog.prepare(AttemptLog::insertInto(SqlDialect(DatabaseKind::SQLite)) +
                       u"VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const auto logAttempts = [&](const QString &table, const QString &rowId, const QString &error,
                                 int attempts, bool died, const QDateTime &lastAt) -> Status {
        for (int a = 1; a <= attempts; ++a) {
            qint64 before = 0; // seconds from this attempt to the last
            for (int later = a; later < attempts; ++later)
                before += qMin(3600, 30 << (later - 1));
            const QDateTime at = lastAt.addSecs(-before);
            const bool last = a == attempts;
            const QVariant next =
                last && died
                    ? QVariant(QMetaType::fromType<QString>())
                    : QVariant(AttemptLog::timeText(at.addSecs(qMin(3600, 30 << (a - 1)))));
            for (const QVariant &v :
                 {QVariant(table), QVariant(rowId), QVariant(AttemptLog::timeText(at)),
                  QVariant(QString::fromLatin1(last && died ? AttemptEntry::kDied
                                                            : AttemptEntry::kFailed)),
                  QVariant(a), QVariant(error), next, QVariant(u"relay demo@outbox-console"_s)})
                attemptLog.addBindValue(v);
            if (!attemptLog.exec())
                return Error::failed(CoreText::tr("Writing demo rows failed: %1")
                                         .arg(attemptLog.lastError().text()));
        }
        return Done{};
    };
    QSqlQuery insert(db);
    insert.prepare(
        u"INSERT INTO vortos_object_store_outbox (id, domain_event_id, operation, status, "
        "attempt_count, payload, last_error, next_attempt_at, created_at, processed_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    for (int i = 0; i < options.vortosRows; ++i) {
        const QDateTime created = createdAt(i, options.vortosRows);
        const qint64 ageMs = anchor.toMSecsSinceEpoch() - created.toMSecsSinceEpoch();
        const int user = 1 + g.below(900);
        QString status = u"done"_s;
        // A done row keeps the failures before its success (the reference relay leaves
        // attempt_count as it was): most went through at once, one in 37 after a failure.
        int attempts = i % 37 == 0 ? 1 : 0;
        QString error;
        QVariant nextAttempt(QMetaType::fromType<QString>());
        QVariant processed = sqliteSeconds(created.addSecs(1 + g.below(20)));
        const VortosShape *shape = nullptr;
        const double roll = g.generateDouble();
        if (ageMs < 3LL * 3600 * 1000 && roll < 0.45) {
            status = u"pending"_s; // a backlog builds up in the last hours
        } else if (roll < 0.06) {
            status = u"dead"_s;
            shape = &shapes.at(qMin(g.below(int(shapes.size())), g.below(int(shapes.size()))));
        } else if (roll < 0.075) {
            status = u"pending"_s;
        }
        QString op = shape ? shape->operation : g.pick(ops);
        QJsonObject payload{{u"name"_s, op}};
        QString key;
        if (op == u"put"_s) {
            key = u"assets/reports/%1/report-%2.txt"_s.arg(created.toString(u"yyyy-MM"_s)).arg(i);
            payload.insert(u"key"_s, key);
            const QByteArray body = u"report %1 for user %2\n"_s.arg(i).arg(user).toUtf8();
            payload.insert(u"body_base64"_s, QString::fromLatin1(body.toBase64()));
        } else if (op == u"delete"_s) {
            key = u"assets/users/%1/avatar/old-%2.jpg"_s.arg(user).arg(g.hex(8));
            payload.insert(u"key"_s, key);
        } else if (op == u"copy"_s) {
            key = u"assets/shared/%1.bin"_s.arg(g.hex(10));
            payload.insert(u"source"_s, key);
            payload.insert(u"target"_s, u"backup/"_s + key);
        } else if (op == u"move"_s) {
            key = u"tmp/imports/batch-%1.csv"_s.arg(1 + g.below(40));
            payload.insert(u"source"_s, key);
            payload.insert(u"target"_s, key.mid(4));
        } else {
            key = u"tmp/users/%1/upload-%2.bin"_s.arg(user).arg(g.hex(8));
            payload.insert(u"temporary_key"_s, key);
            payload.insert(u"permanent_key"_s,
                           u"assets/users/%1/avatar/%2.jpg"_s.arg(user).arg(g.hex(32)));
            payload.insert(u"temporary_prefix"_s, u"tmp"_s);
            payload.insert(u"delete_temporary_source"_s, true);
        }
        if (shape && shape->defect == VortosShape::Defect::DotDotKey) {
            key = u"imports/../../batch-%1.csv"_s.arg(1 + i % 40);
            payload.insert(u"target"_s, key);
        } else if (shape && shape->defect == VortosShape::Defect::BadBase64) {
            payload.insert(u"body_base64"_s, u"report %1: not base64!"_s.arg(i));
        }
        if (status == u"dead"_s) {
            attempts = 5;
            error = fill(shape->error, g,
                         op == u"promote"_s && shape->error.contains(u"promote"_s)
                             ? key + u" to "_s + payload.value(u"permanent_key"_s).toString()
                             : key);
            processed = QVariant(QMetaType::fromType<QString>());
            // As the relay leaves a dead row: next_attempt_at is when its fifth attempt, the one
            // that failed for good, was due (~7.5 min after the row was written).
            nextAttempt = sqliteSeconds(created.addSecs(450 + i % 60));
        } else if (status == u"pending"_s) {
            processed = QVariant(QMetaType::fromType<QString>());
            attempts = g.chance(0.5) ? 0 : 1 + g.below(4);
            if (attempts > 0) {
                const VortosShape &s = shapes.at(2 + g.below(3));
                error = fill(s.error, g, key);
                const int backoff = qMin(3600, 30 << (attempts - 1));
                nextAttempt = sqliteSeconds(anchor.addSecs(g.below(backoff + 1) - backoff / 3));
            }
        }
        // Temporary uploads that pending promote rows (and the dead ones that fail only because the
        // relay never got to them) point at exist in the folder store.
        if ((op == u"promote"_s && status == u"pending"_s) ||
            (op == u"promote"_s && status == u"dead"_s && error.contains(u"NoSuchKey"_s) &&
             g.chance(0.3)) ||
            (op == u"move"_s && status == u"dead"_s && g.chance(0.3) && !key.contains(u".."_s))) {
            const QString path = ws.objectStorePath + u'/' + (op == u"move"_s ? key.mid(4) : key);
            QDir().mkpath(QFileInfo(path).absolutePath());
            QFile f(path);
            if (f.open(QIODevice::WriteOnly)) {
                f.write(QByteArray(512 + g.below(4096), char('a' + g.below(26))));
                ++ws.temporaryObjects;
            }
        }
        const QString id = g.uuidV7(created);
        insert.addBindValue(id);
        insert.addBindValue(g.chance(0.3) ? QVariant(u"evt-"_s + g.hex(12))
                                          : QVariant(QMetaType::fromType<QString>()));
        insert.addBindValue(op);
        insert.addBindValue(status);
        insert.addBindValue(attempts);
        insert.addBindValue(phpJson(payload));
        insert.addBindValue(error.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                            : QVariant(error));
        insert.addBindValue(nextAttempt);
        insert.addBindValue(sqliteSeconds(created));
        insert.addBindValue(processed);
        if (!insert.exec())
            return Error::failed(
                CoreText::tr("Writing demo rows failed: %1").arg(insert.lastError().text()));
        ++ws.vortosRows;
        if (status == u"done"_s && attempts > 0) {
            // Its one failure, a backoff before the attempt that went through.
            if (auto logged =
                    logAttempts(u"vortos_object_store_outbox"_s, id, shapes.at(2).error, attempts,
                                false, parseUtcTimestampText(processed.toString()).addSecs(-30));
                !logged)
                return logged.error();
        } else if (!error.isEmpty()) {
            // A dead row died at its fifth attempt, ~7.5 min after it was written; a pending
            // one failed its attempts so far, the last a backoff before its next attempt.
            const bool dead = status == u"dead"_s;
            const QDateTime lastAt = dead ? created.addSecs(450 + i % 60)
                                          : parseUtcTimestampText(nextAttempt.toString())
                                                .addSecs(-qMin(3600, 30 << (attempts - 1)));
            if (auto logged =
                    logAttempts(u"vortos_object_store_outbox"_s, id, error, attempts, dead, lastAt);
                !logged)
                return logged.error();
        }
    }

    // A note on one error group, as a colleague leaves it for the next person on call.
    {
        const QString signature =
            errorSignature(QString(shapes.at(11).error).replace(u"{n}"_s, u"1000"_s));
        QSqlQuery note(db);
        note.prepare(
            u"INSERT INTO %1 (outbox_table, signature_key, signature, note, author, "
            "updated_at) VALUES (?, ?, ?, ?, ?, ?)"_s.arg(QString::fromLatin1(GroupNotes::kName)));
        for (const QString &v :
             {u"vortos_object_store_outbox"_s, GroupNotes::keyOf(signature), signature,
              u"Known issue: the staging MinIO restarts every night at 02:00 UTC. Retry these "
              "after 02:15 UTC. Ticket: https://tracker.example.com/OPS-1432"_s,
              u"alice@ops-laptop"_s, anchor.addDays(-1).toString(Qt::ISODate)})
            note.addBindValue(v);
        if (!note.exec())
            return Error::failed(
                CoreText::tr("Writing demo rows failed: %1").arg(note.lastError().text()));
    }

    // Why the demo's webhook deliveries failed, in the shapes a relay meets.
    const QStringList deliveryErrors = {
        u"Connection refused: the connection to hooks.internal:8443 was refused"_s,
        u"HTTP 503 Service Unavailable from https://events.example.com/outbox (attempt {n})"_s,
        u"HTTP 400 Bad Request from https://events.example.com/outbox: {\"error\": \"unknown "
        "event_type\", \"request_id\": \"{hex}\"}"_s,
        u"HTTP 413 Payload Too Large from https://events.example.com/outbox"_s,
        u"Timed out after 10000 ms waiting for https://events.example.com/outbox"_s,
        u"TLS handshake with events.example.com failed: certificate has expired"_s,
        u"HTTP 401 Unauthorized from https://events.example.com/outbox: signature mismatch "
        "(request id {hex})"_s,
    };
    QSqlQuery delivery(db);
    delivery.prepare(
        u"INSERT INTO %1 (outbox_id, attempts, last_error, next_attempt_at, "
        "last_attempt_at) VALUES (?, ?, ?, ?, ?)"_s.arg(QString::fromLatin1(DeliveryTable::kName)));
    QSqlQuery fenn(db);
    fenn.prepare(u"INSERT INTO outbox (id, event_id, aggregate_type, aggregate_id, event_type, "
                 "payload, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const QStringList namespaces = {u"user-files"_s, u"invoices"_s, u"exports"_s};
    const QStringList eventTypes = {u"create"_s, u"create"_s, u"put"_s, u"delete"_s};
    for (int i = 0; i < options.fennFlowRows; ++i) {
        const QDateTime created = createdAt(i, options.fennFlowRows);
        const qint64 ageMs = anchor.toMSecsSinceEpoch() - created.toMSecsSinceEpoch();
        const QString type = g.pick(eventTypes);
        const QString ns = g.pick(namespaces);
        const QString path = u"%1/%2/file-%3.%4"_s
                                 .arg(type == u"delete"_s ? u"archive"_s : u"reports"_s,
                                      created.toString(u"yyyy-MM"_s))
                                 .arg(g.below(500))
                                 .arg(g.pick(QStringList{u"pdf"_s, u"csv"_s, u"json"_s}));
        QString status = u"sent"_s; // documented vocabulary: created → pending → sent / failed
        const double roll = g.generateDouble();
        if (ageMs < 2LL * 3600 * 1000 && roll < 0.5)
            status = u"created"_s;
        else if (ageMs < 600LL * 1000)
            status = u"pending"_s;
        else if (roll < 0.04)
            status = u"failed"_s;
        else if (roll < 0.05)
            status = u"created"_s;
        const QString opId = g.uuidHex();
        const int micros = g.below(1'000'000);
        const QDateTime opCreated = created.addMSecs(-g.below(50));
        QJsonObject p{
            {u"operation_id"_s, opId},
            {u"operation_type"_s, type},
            {u"session_id"_s, g.uuidHex()},
            {u"scope"_s, u"default"_s},
            {u"namespace"_s, ns},
            {u"storage_path"_s, path},
            {u"status"_s, type == u"delete"_s ? u"deleted"_s : u"uploaded"_s},
            {u"created_at"_s, opCreated.toString(Qt::ISODateWithMs).replace(u"Z"_s, u"+00:00"_s)},
            {u"expired_at"_s,
             opCreated.addSecs(30).toString(Qt::ISODateWithMs).replace(u"Z"_s, u"+00:00"_s)},
            {u"error"_s, QJsonValue()}};
        // Python's json.dumps separators: ", " and ": ".
        QString payload = QString::fromUtf8(QJsonDocument(p).toJson(QJsonDocument::Compact));
        payload.replace(u"\":"_s, u"\": "_s).replace(u",\""_s, u", \""_s);
        const QString rowId = g.uuidHex();
        fenn.addBindValue(rowId);
        fenn.addBindValue(opId);
        fenn.addBindValue(u"StorageObject"_s);
        fenn.addBindValue(u"default|||%1|||%2"_s.arg(ns, path));
        fenn.addBindValue(type);
        fenn.addBindValue(payload);
        fenn.addBindValue(status);
        fenn.addBindValue(sqliteMicros(created, micros));
        const QDateTime updated =
            status == u"created"_s ? created : created.addSecs(1 + g.below(30));
        fenn.addBindValue(sqliteMicros(updated, micros));
        if (!fenn.exec())
            return Error::failed(
                CoreText::tr("Writing demo rows failed: %1").arg(fenn.lastError().text()));
        ++ws.fennFlowRows;
        // Failed rows gave up after 5 attempts; a few older 'created' ones are backing off.
        const bool failed = status == u"failed"_s;
        const bool retrying = status == u"created"_s && ageMs > 3600LL * 1000 && roll < 0.045;
        if (failed || retrying) {
            QString error = g.pick(deliveryErrors);
            error.replace(u"{n}"_s, QString::number(failed ? 5 : 2))
                .replace(u"{hex}"_s, g.uuidHex().left(16));
            // A failed row was updated when the relay gave up on it, at its last attempt.
            const int sinceCreated = 60 + g.below(3600);
            const QDateTime last = failed ? updated : created.addSecs(sinceCreated);
            delivery.addBindValue(rowId);
            delivery.addBindValue(failed ? 5 : 2);
            delivery.addBindValue(error);
            delivery.addBindValue(failed ? QVariant()
                                         : QVariant(sqliteMicros(anchor.addSecs(600), 0)));
            delivery.addBindValue(sqliteMicros(last, failed ? micros : 0));
            if (!delivery.exec())
                return Error::failed(
                    CoreText::tr("Writing demo rows failed: %1").arg(delivery.lastError().text()));
            if (auto logged = logAttempts(u"outbox"_s, rowId, error, failed ? 5 : 2, failed, last);
                !logged)
                return logged.error();
        }
    }
    if (!db.commit())
        return Error::failed(
            CoreText::tr("Could not commit the demo rows: %1").arg(db.lastError().text()));
    return Done{};
}

Result<QStringList> DemoWorkspace::saveProfiles(ProfileStore &store) const {
    if (auto readable = store.check(); !readable)
        return readable.error();
    QStringList saved;
    for (const Profile &profile : {vortosProfile, fennFlowProfile}) {
        if (store.find(profile.name))
            continue;
        if (auto s = store.save(profile); !s)
            return s.error();
        saved.append(profile.name);
    }
    return saved;
}

} // namespace outbox
