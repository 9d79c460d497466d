#include "relay/relayengine.h"

#include "audit/auditrecord.h"
#include "objectstore/objectstore.h"
#include "output/rowformat.h"
#include "query/filtersql.h"
#include "relay/blockedkeys.h"
#include "schema/attemptlog.h"
#include "schema/outboxtable.h"
#include "schema/tableresolver.h"
#include "schema/vocabularyrecord.h"
#include "util/coretr.h"
#include "util/progress.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QLoggingCategory>
#include <QSemaphore>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QThread>

#include <dlfcn.h>
#include <libpq-fe.h>

#include <algorithm>
#include <optional>
#include <vector>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcRelay, "outbox.core.relay", QtInfoMsg)

namespace outbox {

qint64 backoffSeconds(const RelaySettings &s, int attempt) {
    const int exponent = qBound(0, attempt - 1, 30);
    return qMin<qint64>(s.backoffCapSeconds, qint64(s.backoffBaseSeconds) << exponent);
}

RowExecutor::~RowExecutor() = default;

namespace {

QDateTime wholeSeconds(const QDateTime &t) {
    return QDateTime::fromSecsSinceEpoch(t.toSecsSinceEpoch(), Qt::UTC);
}

// Vortos operations against an object store, with the reference semantics.
class ObjectStoreExecutor final : public RowExecutor {
public:
    explicit ObjectStoreExecutor(std::unique_ptr<ObjectStore> store)
        : m_store(std::move(store)) {}

    Status execute(const OutboxRow &row) override {
        auto parsed = row.payload();
        if (!parsed)
            return parsed.error();
        const QJsonObject p = *parsed;
        const QString name = p.value(u"name"_s).toString();
        if (name != row.kind)
            return Error::invalid(
                CoreText::tr("The payload names operation \"%1\" but the row says \"%2\".")
                    .arg(name, row.kind));
        const auto field = [&](const QString &key) -> Result<QString> {
            const QJsonValue v = p.value(key);
            if (!v.isString() || v.toString().isEmpty())
                return Error::invalid(CoreText::tr("The %1 payload has no \"%2\".").arg(name, key));
            // A key the store would refuse, refused here with the field that holds it.
            if (auto normalized = normalizeObjectKey(v.toString()); !normalized)
                return Error::invalid(CoreText::tr("The %1 payload's \"%2\": %3")
                                          .arg(name, key, normalized.error().message));
            return v.toString();
        };
        if (name == u"put"_s) {
            auto key = field(u"key"_s);
            if (!key)
                return key.error();
            const auto body =
                QByteArray::fromBase64Encoding(p.value(u"body_base64"_s).toString().toLatin1(),
                                               QByteArray::AbortOnBase64DecodingErrors);
            if (!p.value(u"body_base64"_s).isString() || !body)
                return Error::invalid(
                    CoreText::tr("Invalid base64 body for key \"%1\".").arg(*key));
            return m_store->put(*key, *body);
        }
        if (name == u"delete"_s) {
            auto key = field(u"key"_s);
            return key ? m_store->remove(*key) : Status(key.error());
        }
        if (name == u"copy"_s || name == u"move"_s) {
            auto source = field(u"source"_s);
            auto target = field(u"target"_s);
            if (!source || !target)
                return source ? target.error() : source.error();
            return copyThenMaybeDelete(*source, *target, name == u"move"_s);
        }
        if (name == u"promote"_s) {
            auto source = field(u"temporary_key"_s);
            auto target = field(u"permanent_key"_s);
            if (!source || !target)
                return source ? target.error() : source.error();
            return copyThenMaybeDelete(*source, *target,
                                       p.value(u"delete_temporary_source"_s).toBool(true));
        }
        return Error::invalid(CoreText::tr("Unknown operation \"%1\".").arg(name));
    }

private:
    Status copyThenMaybeDelete(const QString &source, const QString &target, bool deleteSource) {
        if (auto copied = m_store->copy(source, target); !copied) {
            // Not idempotent: a crash after the delete but before "done" leaves the target and no
            // source. Say so, instead of failing forever with "not found".
            auto sourceInfo = m_store->head(source);
            if (sourceInfo && !*sourceInfo) {
                auto targetInfo = m_store->head(target);
                if (targetInfo && *targetInfo)
                    return Error::failed(
                        CoreText::tr(
                            "Source %1 is gone but target %2 exists: the work was probably done "
                            "before a crash (mark the row done). %3")
                            .arg(source, target, copied.error().message));
            }
            return copied;
        }
        if (deleteSource)
            return m_store->remove(source);
        return Done{};
    }

    std::unique_ptr<ObjectStore> m_store;
};

class EventSinkExecutor final : public RowExecutor {
public:
    explicit EventSinkExecutor(std::unique_ptr<EventSink> sink)
        : m_sink(std::move(sink)) {}
    Status execute(const OutboxRow &row) override { return m_sink->publish(eventOf(row)); }
    std::vector<std::optional<Status>> executeAll(const QList<const OutboxRow *> &rows,
                                                  bool stopKeyAtFailure) override {
        QList<SinkEvent> events;
        events.reserve(rows.size());
        for (const OutboxRow *row : rows)
            events.append(eventOf(*row));
        return m_sink->publishBatch(events, stopKeyAtFailure);
    }
    Status flush() override { return m_sink->flush(); }

private:
    static SinkEvent eventOf(const OutboxRow &row) {
        const auto payload = row.payload();
        SinkEvent event{row.id,
                        row.eventId,
                        row.aggregateId,
                        row.kind,
                        fennFlowEventBody(row, payload),
                        row.aggregateType,
                        isoUtc(row.createdAt),
                        payload ? payload->value(u"storage_path"_s).toString() : QString()};
        return event;
    }
    std::unique_ptr<EventSink> m_sink;
};

// Rows that touch the same object (or the same file, for FennFlow) go to the same lane, in order.
QString partitionKey(const OutboxRow &row) {
    if (!row.aggregateId.isEmpty())
        return row.aggregateId;
    const QJsonObject p = QJsonDocument::fromJson(row.payloadText.toUtf8()).object();
    for (const auto *key : {"key", "source", "temporary_key"}) {
        const QString v = p.value(QLatin1String(key)).toString();
        if (!v.isEmpty())
            return v;
    }
    return row.id;
}

using Statement = RelayStatement;

// The libpq connection under a QPSQL connection, or null.
PGconn *pgConnection(const QSqlDatabase &db) {
    if (!db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() ||
        (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0))
        return nullptr;
    return *static_cast<PGconn *const *>(handle.constData());
}

// The statement with each ? placeholder outside quotes replaced by its value, formatted by the
// driver as it formats the values of its own prepared statements (QPSQL sends "EXECUTE stmt
// (values)" written the same way).
QString inlineValues(const QSqlDriver &driver, const Statement &s) {
    QString out;
    out.reserve(s.sql.size() + 40 * s.values.size());
    QChar quote;
    qsizetype next = 0;
    for (const QChar c : s.sql) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            quote = c;
        } else if (c == u'?' && next < s.values.size()) {
            const QVariant &v = s.values.at(next++);
            QSqlField field(QString(), v.metaType());
            if (!v.isNull())
                field.setValue(v);
            out += driver.formatValue(field);
            continue;
        }
        out += c;
    }
    return out;
}

} // namespace

std::unique_ptr<RowExecutor> makeObjectStoreExecutor(std::unique_ptr<ObjectStore> store) {
    return std::make_unique<ObjectStoreExecutor>(std::move(store));
}

std::vector<std::optional<Status>> RowExecutor::executeAll(const QList<const OutboxRow *> &rows,
                                                           bool stopKeyAtFailure) {
    return attemptInTurn(
        rows.size(), [&](qsizetype i) { return rows.at(i)->aggregateId; },
        [&](qsizetype i) { return execute(*rows.at(i)); }, stopKeyAtFailure);
}

std::unique_ptr<RowExecutor> makeEventSinkExecutor(std::unique_ptr<EventSink> sink) {
    return std::make_unique<EventSinkExecutor>(std::move(sink));
}

namespace {
// A JSON string as QJsonDocument writes it in compact form: UTF-8, with ", \\ and control
// characters escaped.
void appendJsonString(QByteArray &out, const QString &text) {
    out.append('"');
    const QByteArray utf8 = text.toUtf8();
    for (const char c : utf8) {
        const auto u = static_cast<unsigned char>(c);
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        default:
            if (u < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out.append("\\u00");
                out.append(hex[u >> 4]);
                out.append(hex[u & 0xf]);
            } else {
                out.append(c);
            }
        }
    }
    out.append('"');
}
} // namespace

QByteArray fennFlowEventBody(const OutboxRow &row) {
    return fennFlowEventBody(row, row.payload());
}

QByteArray fennFlowEventBody(const OutboxRow &row, const Result<QJsonObject> &payload) {
    // Written directly rather than through a QJsonObject (building, sorting and serialising one
    // per row was a fifth of the relay's CPU): the same bytes, keys in QJsonObject's order.
    QByteArray out;
    out.reserve(256 + row.payloadText.size());
    const auto field = [&out](const char *key, const QString &value) {
        out.append(key);
        appendJsonString(out, value);
    };
    field("{\"aggregate_id\":", row.aggregateId);
    field(",\"aggregate_type\":", row.aggregateType);
    field(",\"created_at\":", isoUtc(row.createdAt));
    field(",\"event_id\":", row.eventId);
    field(",\"event_type\":", row.kind);
    field(",\"id\":", row.id);
    out.append(",\"payload\":");
    if (payload)
        out.append(QJsonDocument(*payload).toJson(QJsonDocument::Compact));
    else
        appendJsonString(out, row.payloadText);
    out.append('}');
    return out;
}

RelayEngine::RelayEngine(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                         ExecutorFactory factory, Clock clock)
    : m_session(session)
    , m_table(std::move(table))
    , m_settings(settings)
    , m_factory(std::move(factory))
    , m_clock(std::move(clock)) {}

namespace {
// OpenSSL keeps per-thread state that it frees from a thread-exit handler, which runs after
// QThread::wait() has returned (Qt 6.4 does not join its threads). When the process exits right
// after a relay stops, that handler and OpenSSL's own exit cleanup can free the same state (a
// double free, seen under AddressSanitizer). Freeing it on the lane thread itself, before the
// thread ends, leaves the exit handler nothing to do. OpenSSL comes with Qt's TLS plugin and
// libcurl, not linked here directly: look the function up only if the library is already in the
// process.
void releaseTlsThreadState() {
    static const auto stop = []() -> void (*)() {
        for (const char *name : {"libcrypto.so.3", "libcrypto.so.1.1"}) {
            if (void *library = dlopen(name, RTLD_NOW | RTLD_NOLOAD)) {
                auto *fn = reinterpret_cast<void (*)()>(dlsym(library, "OPENSSL_thread_stop"));
                dlclose(library); // RTLD_NOLOAD took a reference: give it back
                return fn;
            }
        }
        return nullptr;
    }();
    if (stop)
        stop();
}
} // namespace

RelayEngine::~RelayEngine() {
    // Executors are destroyed on the threads that created them (network clients are bound to
    // their thread), then the threads stop.
    for (auto &lane : m_lanes) {
        QMetaObject::invokeMethod(
            lane->context,
            [&lane] {
                lane->executor.reset();
                QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
                releaseTlsThreadState();
            },
            Qt::BlockingQueuedConnection);
        lane->thread.quit();
        lane->thread.wait();
        delete lane->context;
    }
}

RelayEngine::LaneThread &RelayEngine::laneThread(int index) {
    while (int(m_lanes.size()) <= index) {
        auto lane = std::make_unique<LaneThread>();
        lane->context = new QObject;
        lane->context->moveToThread(&lane->thread);
        lane->thread.setObjectName(u"relay-lane-%1"_s.arg(m_lanes.size()));
        lane->thread.start();
        m_lanes.push_back(std::move(lane));
    }
    return *m_lanes.at(index);
}

QDateTime RelayEngine::now() const {
    return m_clock ? m_clock().toUTC() : QDateTime::currentDateTimeUtc();
}

Status RelayEngine::prepare() {
    forgetStatements();
    m_chained = false;
    if (auto known = checkVocabularyKnown(m_table, u"relaying"_s); !known)
        return known;
    if (auto opened = m_session.open(); !opened)
        return opened;
    m_notes.clear();
    if (!m_table.vocabularyWarning.isEmpty())
        m_notes.append(m_table.vocabularyWarning);
    if (m_session.spec().kind == DatabaseKind::SQLite) {
        // SQLite has no row locks to share a table safely: one relay per database file.
        m_sqliteLock = std::make_unique<QLockFile>(m_session.spec().database + u".relay.lock"_s);
        m_sqliteLock->setStaleLockTime(0);
        if (!m_sqliteLock->tryLock(0)) {
            qint64 pid = 0;
            QString host, app;
            m_sqliteLock->getLockInfo(&pid, &host, &app);
            m_sqliteLock.reset();
            return Error::refused(
                CoreText::tr(
                    "Another relay is already running on %1 (process %2 on %3): SQLite allows one "
                    "relay at a time.")
                    .arg(m_session.spec().database)
                    .arg(pid)
                    .arg(host));
        }
    }
    if (!m_table.hasCreatedAtIndex && m_session.spec().kind != DatabaseKind::SQLite) {
        // The claim takes the oldest ready rows: without this index every claim reads and sorts
        // all of them (PostgreSQL at 1M ready rows: ~0.4 s a batch).
        m_notes.append(
            CoreText::tr("%1 has no index on created_at: every claim reads and sorts "
                         "all ready rows, which slows the relay when many are "
                         "pending. To make it fast, run: %2")
                .arg(m_table.name.display(),
                     createdAtIndexStatement(m_table, m_session.spec().kind, m_session.dialect())));
    }
    if (!m_table.isVortos()) {
        // Known now (given, remembered, or a row reads 'created'): recorded, so that it is still
        // known once every 'created' row is delivered.
        if (m_table.vocabularyToRecord())
            if (auto recorded =
                    VocabularyRecord::record(m_session, m_table.name, m_table.vocabulary.name);
                !recorded)
                return recorded.error();
        m_deliveryTable = DeliveryTable::exists(m_session);
        if (!m_deliveryTable)
            m_notes.append(
                CoreText::tr("No %1 table: a failed delivery marks the row failed at once (create "
                             "it with 'outboxctl relay init' to get retries with backoff).")
                    .arg(QString::fromLatin1(DeliveryTable::kName)));
    }
    m_attemptLog = AttemptLog::exists(m_session);
    {
        const AuditRecord who = AuditRecord::begin(u"relay"_s);
        m_actor = u"relay %1@%2"_s.arg(who.user, who.host);
    }
    if (m_settings.ordering == DeliveryOrdering::Key && ordersByKey(m_table)) {
        // A table with history: blocked keys deliver nothing. Said, never silent.
        auto held = countBlockedKeys(OutboxReader(m_session, m_table));
        if (!held)
            return held.error();
        const QStringList indexes = orderingIndexStatements(m_table, m_session.dialect());
        if (!hasOrderingIndexes(m_table) && !indexes.isEmpty() &&
            m_session.spec().kind != DatabaseKind::SQLite)
            m_notes.append(
                CoreText::tr("%1 has no index on %2: to deliver in order, every claim "
                             "reads the table's undelivered rows, which slows the "
                             "relay when many are waiting. To make it fast, run: %3")
                    .arg(m_table.name.display(), orderingKeyName(m_table), indexes.join(u' ')));
        if (held->keys > 0)
            m_notes.append(CoreText::tr("Delivering in order per %1: %2, behind a dead head or one "
                                        "waiting over an hour; they deliver nothing until it is "
                                        "retried, parked or marked done (or relay with "
                                        "--ordering=none).")
                               .arg(orderingKeyName(m_table), describeBlocked(*held)));
    }
    return Done{};
}

Result<QSqlQuery *> RelayEngine::run(const QString &sql, const QVariantList &values) {
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        if (m_statements.size() >= 32) // partial batches have texts of their own: keep it small
            forgetStatements();
        QSqlQuery q(m_session.database());
        q.setForwardOnly(true);
        if (!q.prepare(sql))
            return Error::failed(q.lastError().text());
        it = m_statements.insert(sql, q);
    }
    QSqlQuery &q = it.value();
    for (qsizetype i = 0; i < values.size(); ++i)
        q.bindValue(int(i), values.at(i));
    if (!q.exec()) {
        const QString problem = q.lastError().text();
        m_statements.erase(it);
        return Error::failed(problem);
    }
    return &q;
}

void RelayEngine::forgetStatements() {
    m_statements.clear();
    m_sessionSetUp = false; // the connection may be a new one next time
}

Result<QList<OutboxRow>> RelayEngine::claim(const QDateTime &at,
                                            QHash<QString, int> &previousAttempts) {
    const SqlDialect &d = m_session.dialect();
    OutboxReader reader(m_session, m_table);
    const QString table = d.qualified(m_table.name);
    const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
    SqlCondition where = stateCondition(m_table, d, {RowState::Pending});
    QString from = table;
    QString extra;
    if (m_table.isVortos()) {
        const QString next = d.quoteIdentifier(u"next_attempt_at"_s);
        where.add(u"(%1 IS NULL OR %1 <= ?)"_s.arg(next),
                  {d.timestampValue(wholeSeconds(at), m_table.timestamps)});
    } else if (m_deliveryTable) {
        from += u" LEFT JOIN %1 ON %1.%2 = %3"_s.arg(side, d.quoteIdentifier(u"outbox_id"_s),
                                                     d.column(m_table.name, u"id"_s));
        where.add(
            u"(%1.%2 IS NULL OR %1.%2 <= ?)"_s.arg(side, d.quoteIdentifier(u"next_attempt_at"_s)),
            {d.timestampValue(at, deliveryTimestampStorage(m_table.timestamps))});
        extra = u", %1.%2"_s.arg(side, d.quoteIdentifier(u"attempts"_s));
    }
    // In order per key: only rows no older undelivered row of their key waits before. Checked
    // when the candidates are chosen; locking a chosen row by id re-checks only that it is ready
    // (an older row of its key cannot appear later: writers insert rows created now).
    const SqlCondition ready = where;
    if (m_settings.ordering == DeliveryOrdering::Key)
        where.append(d.kind() == DatabaseKind::SQLite ? olderRowOfKeyUndelivered(m_table, d)
                                                      : oldestUndeliveredOfKey(m_table, d));
    QString locking;
    if (d.supportsSkipLocked()) {
        locking = m_deliveryTable && d.kind() == DatabaseKind::PostgreSQL
                      ? u" FOR UPDATE OF %1 SKIP LOCKED"_s.arg(d.quoteIdentifier(m_table.name.name))
                      : u" FOR UPDATE SKIP LOCKED"_s;
    }
    const QString id = d.column(m_table.name, u"id"_s);
    const QString order = u" ORDER BY %1, %2"_s.arg(d.column(m_table.name, u"created_at"_s), id);
    const int batch = m_settings.batchSize;

    QList<OutboxRow> rows;
    const auto readRows = [&](const QString &sql, const QVariantList &values) -> Status {
        auto read = run(sql, values);
        if (!read)
            return Error::failed(
                CoreText::tr("Claiming rows failed: %1").arg(read.error().message));
        for (QSqlQuery *q = *read; q->next();) {
            OutboxRow row = reader.readRow(*q);
            if (!extra.isEmpty())
                previousAttempts.insert(row.id, q->value(OutboxReader::kSelectListColumns).toInt());
            rows.append(row);
        }
        (*read)->finish();
        return Done{};
    };
    // Locks the rows of these ids that are still ready (skipping rows others hold) and reads them.
    const auto claimIds = [&](const QStringList &ids) -> Status {
        SqlCondition byId = ready;
        byId.add(d.idInCondition(u"id"_s, m_table.idStorage, ids.size())
                     .replace(d.quoteIdentifier(u"id"_s), id),
                 d.idInValues(ids));
        return readRows(u"SELECT %1%2 FROM %3%4%5"_s.arg(reader.selectList(), extra, from,
                                                         byId.whereClause(), locking),
                        byId.values);
    };
    const QString readyIds =
        u"SELECT %1 AS claimed_id FROM %2%3%4"_s.arg(id, from, where.whereClause(), order);

    if (!d.locksRowsBeforeSorting()) {
        // PostgreSQL locks only the rows a locking read returns: lock the ids of a batch of the
        // oldest ready rows and read those rows, in one statement (reading every ready row's
        // text columns and payload before the sort cost ~20 ms a batch at 20,000 ready rows).
        const auto claimWhere = [&](const SqlCondition &condition, int limit) {
            return readRows(u"WITH claimed AS (SELECT %1 AS claimed_id FROM %2%3%4%5%6) SELECT "
                            u"%7%8 FROM %2 WHERE %1 IN (SELECT claimed_id FROM claimed)%4"_s.arg(
                                id, from, condition.whereClause(), order, d.limitClause(limit),
                                locking, reader.selectList(), extra),
                            condition.values);
        };
        const bool ordered = m_settings.ordering == DeliveryOrdering::Key && ordersByKey(m_table) &&
                             d.kind() == DatabaseKind::PostgreSQL;
        // In order per key, a key's head may bring the ready rows right behind it (its run):
        // claimed by id, in the key's order, and delivered in order in one lane, which stops at
        // the first failure (RelayEngine::runOnce). Otherwise a key with a backlog drained at
        // one row a batch.
        // The heads claimed from rows[firstHead] on bring their runs.
        const auto withRuns = [&](qsizetype firstHead) -> Status {
            // With the advised index each key's rows are a probe away; without it every key
            // would be a read of the table, and a key's rows go one a batch.
            if (!ordered || !m_table.hasAggregateIdIndex || rows.size() <= firstHead ||
                rows.size() >= batch)
                return Done{};
            QStringList keys;
            QHash<QString, QString> headOf; // key → its head's id
            for (qsizetype i = firstHead; i < rows.size(); ++i) {
                keys.append(rows.at(i).aggregateId);
                headOf.insert(rows.at(i).aggregateId, rows.at(i).id);
            }
            // Each key's first undelivered rows in order, head first, with whether each is
            // ready: unlocked, by probes of the index.
            const qsizetype budget = batch - rows.size();
            const SqlCondition holds = holdsItsKeyBack(m_table, d, table);
            const QString key = d.column(m_table.name, u"aggregate_id"_s);
            QVariantList values{SqlDialect::pgTextArray(keys)};
            values += ready.values;
            values += holds.values;
            values.append(budget + 1); // the head and as many rows as the batch has room for
            auto read = run(
                u"SELECT run_key.k, run_rows.run_id, run_rows.run_ready FROM unnest(CAST(? AS "
                u"text[])) AS run_key(k) CROSS JOIN LATERAL (SELECT %1 AS run_id, CASE WHEN %2 "
                u"THEN 1 ELSE 0 END AS run_ready FROM %3 WHERE %4 = run_key.k AND %5%6 LIMIT ?) "
                u"AS run_rows"_s.arg(d.textOf(u"id"_s), ready.terms.join(u" AND "_s), from, key,
                                     holds.terms.join(u" AND "_s), order),
                values);
            if (!read)
                return Error::failed(
                    CoreText::tr("Claiming rows failed: %1").arg(read.error().message));
            QHash<QString, QStringList> runOf; // key → the ready rows right after its head
            QSet<QString> broken;              // keys whose run has ended
            QStringList candidates;
            for (QSqlQuery *q = *read; q->next();) {
                const QString k = q->value(0).toString();
                const QString rowId = q->value(1).toString();
                if (broken.contains(k))
                    continue;
                if (rowId == headOf.value(k)) {
                    runOf.insert(k, {}); // the head comes first: its run starts after it
                    continue;
                }
                if (!runOf.contains(k) || q->value(2).toInt() != 1) {
                    broken.insert(k); // not behind the head, or not ready: the run ends here
                    continue;
                }
                runOf[k].append(rowId);
            }
            (*read)->finish();
            // The batch's room, shared out a row per key in turn.
            QHash<QString, qsizetype> take;
            for (qsizetype round = 0, left = budget; left > 0; ++round) {
                const qsizetype before = left;
                for (const QString &k : std::as_const(keys)) {
                    if (left > 0 && runOf.value(k).size() > round) {
                        ++take[k];
                        --left;
                    }
                }
                if (left == before)
                    break;
            }
            for (const QString &k : std::as_const(keys)) {
                runOf[k] = runOf.value(k).mid(0, take.value(k));
                candidates += runOf.value(k);
            }
            if (candidates.isEmpty())
                return Done{};
            // Lock them (skipping rows another consumer holds) and keep of each run the rows up
            // to the first that could not be locked.
            const qsizetype heads = rows.size();
            if (auto locked = claimIds(candidates); !locked)
                return locked.error();
            QHash<QString, OutboxRow> lockedRows;
            for (qsizetype i = heads; i < rows.size(); ++i)
                lockedRows.insert(rows.at(i).id, rows.at(i));
            rows.resize(heads);
            for (const QString &k : std::as_const(keys)) {
                for (const QString &rowId : runOf.value(k)) {
                    const auto it = lockedRows.constFind(rowId);
                    if (it == lockedRows.cend())
                        break; // held elsewhere: the rest of the run waits for it
                    rows.append(*it);
                }
            }
            return Done{};
        };
        if (!ordered || !hasOrderingIndexes(m_table)) {
            if (auto read = claimWhere(where, batch); !read)
                return read.error();
            if (auto runs = withRuns(0); !runs)
                return runs.error();
            return rows;
        }
        // In order per key on PostgreSQL with the advised index on (aggregate_id, created_at,
        // id), or Vortos's two on its object keys: a window of the oldest ready rows, a few batches
        // deep, is claimed from first, each of its rows checked by a probe of that index. The rule
        // over the whole table sorts every undelivered row by key instead. Only when the window
        // comes back short (its rows wait behind older rows of their keys, other relays hold them,
        // or few rows are ready) is the whole table looked at, so that a key blocked by a dead row
        // never starves the keys behind it. (The window is read once, as an array: as IN (subquery)
        // it was joined against a scan of the whole table.)
        SqlCondition inWindow = ready;
        inWindow.append(olderRowOfKeyUndeliveredProbe(m_table, d));
        inWindow.add(u"%1 = ANY(ARRAY(SELECT %1 FROM %2%3%4%5))"_s.arg(
                         id, from, ready.whereClause(), order, d.limitClause(batch * 4)),
                     ready.values);
        if (auto read = claimWhere(inWindow, batch); !read)
            return read.error();
        // Runs before the rest of the table: a key with a backlog fills the batch from the
        // window without a read of every undelivered row.
        if (auto runs = withRuns(0); !runs)
            return runs.error();
        if (rows.size() < batch) {
            const qsizetype firstHead = rows.size();
            SqlCondition beyond = where;
            if (!rows.isEmpty()) {
                QStringList claimed;
                for (const OutboxRow &r : std::as_const(rows))
                    claimed.append(r.id);
                beyond.add(
                    u"NOT (%1)"_s.arg(d.idInCondition(u"id"_s, m_table.idStorage, claimed.size())
                                          .replace(d.quoteIdentifier(u"id"_s), id)),
                    d.idInValues(claimed));
            }
            if (auto read = claimWhere(beyond, batch - int(rows.size())); !read)
                return read.error();
            if (auto runs = withRuns(firstHead); !runs)
                return runs.error();
        }
        return rows;
    }

    // InnoDB locks every row a locking read examines, sent rows included, before ORDER BY and
    // LIMIT apply, and keeps the locks until the commit: a claim over the ready rows in created
    // order held thousands of locks (a purge of sent rows waited for the relay). So read a window
    // of the oldest ready rows, several batches deep, without locks; then lock a batch's worth of
    // them at a time by primary key (skipping the rows other relays hold), so that only the rows
    // named are locked. When other relays hold the whole window, look deeper.
    for (int depth = batch * 8;; depth *= 8) {
        auto window = run(readyIds + d.limitClause(depth), where.values);
        if (!window)
            return Error::failed(
                CoreText::tr("Claiming rows failed: %1").arg(window.error().message));
        QStringList ids;
        for (QSqlQuery *q = *window; q->next();)
            ids.append(q->value(0).toString());
        (*window)->finish();
        for (qsizetype start = 0; start < ids.size() && rows.size() < batch; start += batch) {
            if (auto read = claimIds(ids.mid(start, batch - rows.size())); !read)
                return read.error();
        }
        if (!rows.isEmpty() || ids.size() < depth)
            break; // claimed, or every ready row was in the window and none is free
        qCDebug(lcRelay) << "claim: other relays hold all" << ids.size()
                         << "rows of the window; looking deeper";
    }
    // Chunks arrive in any order: deliver oldest first.
    std::stable_sort(rows.begin(), rows.end(), [](const OutboxRow &a, const OutboxRow &b) {
        if (a.createdAt != b.createdAt)
            return a.createdAt < b.createdAt;
        return a.createdAtText != b.createdAtText ? a.createdAtText < b.createdAtText : a.id < b.id;
    });
    return rows;
}

Status RelayEngine::settle(const QList<OutboxRow> &rows, const QList<Status> &outcomes,
                           const QHash<QString, int> &previousAttempts, const QDateTime &at,
                           BatchResult &result, QList<Statement> &atCommit) {
    const SqlDialect &d = m_session.dialect();
    const QString table = d.qualified(m_table.name);
    const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
    const QString status = d.quoteIdentifier(u"status"_s);
    const QString id = d.quoteIdentifier(u"id"_s);
    const bool vortos = m_table.isVortos();
    // FennFlow's updated_at: when the row was settled, not when the batch began. FennFlow sets
    // created_at before its commit, so a row committed after the batch began and still claimed
    // by it was created after `at`, and would read as updated before it was created.
    const QVariant stamp = vortos ? d.timestampValue(wholeSeconds(at), m_table.timestamps)
                                  : d.timestampValue(std::max(at, now()), m_table.timestamps);
    const QVariant sideStamp = d.timestampValue(at, deliveryTimestampStorage(m_table.timestamps));
    const QVariant null(QMetaType::fromType<QString>());

    QStringList delivered;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (outcomes.at(i).ok())
            delivered.append(rows.at(i).id);
    }
    if (!delivered.isEmpty()) {
        Statement s{
            u"UPDATE %1 SET %2 = ?, %3 = ?%4 WHERE %5"_s.arg(
                table, status, d.quoteIdentifier(m_table.changedAtColumn()),
                vortos ? u", %1 = NULL"_s.arg(d.quoteIdentifier(u"last_error"_s)) : QString(),
                d.idInCondition(u"id"_s, m_table.idStorage, delivered.size())),
            {m_table.vocabulary.sentStatus(), stamp}};
        s.values.append(d.idInValues(delivered));
        atCommit.append(s);
        if (m_deliveryTable)
            atCommit.append(
                {u"DELETE FROM %1 WHERE %2"_s.arg(
                     side, d.idInCondition(u"outbox_id"_s, m_table.idStorage, delivered.size())),
                 d.idInValues(delivered)});
        result.delivered = int(delivered.size());
    }

    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (outcomes.at(i).ok())
            continue;
        const OutboxRow &row = rows.at(i);
        const QString message = outcomes.at(i).error().message.left(4000);
        result.errors.append(u"%1: %2"_s.arg(row.id, message));
        // Vortos keeps attempts in the row; FennFlow in the delivery table (without it, a
        // failure is final at once).
        const int attempt =
            (vortos ? row.attempts.value_or(0) : previousAttempts.value(row.id, 0)) + 1;
        const bool died = attempt >= m_settings.maxAttempts || (!vortos && !m_deliveryTable);
        const QDateTime next =
            died ? QDateTime()
                 : (vortos ? wholeSeconds(at) : at).addSecs(backoffSeconds(m_settings, attempt));
        ++(died ? result.dead : result.failed);
        QList<Statement> statements;
        if (vortos && died) {
            statements.append({u"UPDATE %1 SET %2 = ?, %3 = ?, %4 = ? WHERE %5 = ?"_s.arg(
                                   table, status, d.quoteIdentifier(u"attempt_count"_s),
                                   d.quoteIdentifier(u"last_error"_s), id),
                               {m_table.vocabulary.deadStatus(), attempt, message, row.id}});
        } else if (vortos) {
            statements.append({u"UPDATE %1 SET %2 = ?, %3 = ?, %4 = ?, %5 = ? WHERE %6 = ?"_s.arg(
                                   table, status, d.quoteIdentifier(u"attempt_count"_s),
                                   d.quoteIdentifier(u"last_error"_s),
                                   d.quoteIdentifier(u"next_attempt_at"_s), id),
                               {m_table.vocabulary.readyStatus(), attempt, message,
                                d.timestampValue(next, m_table.timestamps), row.id}});
        } else {
            if (died)
                statements.append({u"UPDATE %1 SET %2 = ?, %3 = ? WHERE %4 = ?"_s.arg(
                                       table, status, d.quoteIdentifier(u"updated_at"_s), id),
                                   {m_table.vocabulary.deadStatus(), stamp, row.id}});
            if (m_deliveryTable) {
                // The error stays beside a failed row so it can be grouped and read.
                statements.append(
                    {u"DELETE FROM %1 WHERE %2 = ?"_s.arg(side, d.quoteIdentifier(u"outbox_id"_s)),
                     {row.id}});
                statements.append(
                    {u"INSERT INTO %1 (outbox_id, attempts, last_error, "
                     u"next_attempt_at, last_attempt_at) "
                     "VALUES (?, ?, ?, ?, ?)"_s.arg(side),
                     {row.id, attempt, message,
                      died ? null
                           : d.timestampValue(next, deliveryTimestampStorage(m_table.timestamps)),
                      sideStamp}});
            }
        }
        for (const Statement &s : std::as_const(statements)) {
            if (auto done = run(s.sql, s.values); !done)
                return done.error();
        }
        if (m_attemptLog) {
            // Every failed attempt, not only the last: the row keeps just its latest error.
            const AttemptEntry entry{
                at,      QString::fromLatin1(died ? AttemptEntry::kDied : AttemptEntry::kFailed),
                attempt, message,
                next,    m_actor};
            if (auto logged = AttemptLog::append(m_session, m_table.name.display(), row.id, entry);
                !logged)
                return logged.error();
        }
        qCDebug(lcRelay) << "row" << row.id << "failed:" << message;
    }
    return Done{};
}

Status RelayEngine::commitBatch(const QList<Statement> &statements) {
    QSqlDatabase db = m_session.database();
    PGconn *pg = m_session.spec().kind == DatabaseKind::PostgreSQL ? pgConnection(db) : nullptr;
    if (pg) {
        // The driver reads a forward-only result row by row and leaves its end to be collected
        // before the next query (every row was read): collect it.
        while (PGresult *rest = PQgetResult(pg))
            PQclear(rest);
    }
    if (pg && PQtransactionStatus(pg) == PQTRANS_INTRANS) {
        QStringList texts;
        for (const Statement &s : statements)
            texts.append(inlineValues(*db.driver(), s));
        texts.append(m_chainBatches ? u"COMMIT AND CHAIN"_s : u"COMMIT"_s);
        // One query, several statements: PQexec stops at the first that fails and returns its
        // error, else the last one's result (Qt's driver would report only the first).
        PGresult *res = PQexec(pg, texts.join(u"; "_s).toUtf8().constData());
        const ExecStatusType status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
        const QByteArray command = res ? QByteArray(PQcmdStatus(res)) : QByteArray();
        const QString problem =
            QString::fromUtf8(res ? PQresultErrorMessage(res) : PQerrorMessage(pg)).trimmed();
        PQclear(res);
        if (status != PGRES_COMMAND_OK)
            return Error::failed(
                CoreText::tr("Settling the batch failed (it stays claimable): %1").arg(problem));
        if (command.startsWith("ROLLBACK")) // the transaction had failed: nothing was kept
            return Error::failed(CoreText::tr("Committing the batch failed: %1")
                                     .arg(u"the server rolled the transaction back"_s));
        m_chained = m_chainBatches;
        return Done{};
    }
    for (const Statement &s : statements) {
        if (auto done = run(s.sql, s.values); !done)
            return Error::failed(CoreText::tr("Settling the batch failed (it stays claimable): %1")
                                     .arg(done.error().message));
    }
    if (!db.commit())
        return Error::failed(
            CoreText::tr("Committing the batch failed: %1").arg(db.lastError().text()));
    return Done{};
}

void RelayEngine::rest() {
    if (!m_chained)
        return;
    m_chained = false;
    QSqlDatabase db = m_session.database();
    if (!db.commit())
        db.rollback();
}

void RelayEngine::countHeldBack(BatchResult &result) {
    // Only when ordering may be what keeps the claim short, and at most once a minute: the count
    // reads the undelivered rows.
    if (m_settings.ordering != DeliveryOrdering::Key || !ordersByKey(m_table) ||
        result.claimed >= m_settings.batchSize ||
        (m_sinceHeldBackCount.isValid() && m_sinceHeldBackCount.elapsed() < 60'000))
        return;
    m_sinceHeldBackCount.start();
    auto held = outbox::countHeldBack(m_session, m_table);
    if (!held) {
        qCWarning(lcRelay).noquote() << held.error().message;
        return;
    }
    if (held->rows == 0)
        return;
    result.heldBack = *held;
    qCInfo(lcRelay).noquote()
        << u"holding back %1 ready row(s) of %2 key(s) behind an older undelivered row of "
           u"their key (in order per %3)"_s.arg(held->rows)
               .arg(held->keys)
               .arg(orderingKeyName(m_table));
}

Result<BatchResult> RelayEngine::runOnce() {
    QElapsedTimer timer;
    timer.start();
    BatchResult result;
    QSqlDatabase db = m_session.database();
    const QDateTime at = now();
    const bool sqlite = m_session.spec().kind == DatabaseKind::SQLite;
    // The transaction holds the claim until the batch is settled.
    if (!m_sessionSetUp && m_session.spec().kind == DatabaseKind::MySQL) {
        // MySQL/MariaDB: READ COMMITTED, so the claim's locking reads lock the rows they return
        // and not the gaps between index records. Under the default REPEATABLE READ a claim
        // that read to the end of an index locked the gap where writers insert: a writer's
        // insert waited for the batch, and could deadlock with it.
        QSqlQuery set(db);
        if (!set.exec(u"SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED"_s))
            return Error::failed(CoreText::tr("Could not start the claim transaction: %1")
                                     .arg(set.lastError().text()));
    }
    m_sessionSetUp = true;
    bool begun = m_chained;
    if (begun) {
        // Opened by the last batch's COMMIT AND CHAIN.
    } else if (sqlite) {
        QSqlQuery begin(db);
        begun = begin.exec(u"BEGIN IMMEDIATE"_s);
    } else {
        begun = db.transaction();
    }
    if (!begun) {
        forgetStatements(); // the connection may be gone: the runner reconnects
        return Error::failed(
            CoreText::tr("Could not start the claim transaction: %1").arg(db.lastError().text()));
    }
    m_chained = false;
    const auto abort = [&](const Error &e) -> Result<BatchResult> {
        db.rollback();
        forgetStatements(); // the connection may be gone: the runner reconnects
        return e;
    };

    QHash<QString, int> previousAttempts;
    auto claimed = claim(at, previousAttempts);
    if (!claimed)
        return abort(claimed.error());
    const QList<OutboxRow> rows = *claimed;
    result.claimed = int(rows.size());
    if (rows.isEmpty()) {
        // Commit, not roll back: what ran in a chained transaction since the last batch's
        // commit (pruning the attempt log) is kept.
        if (!db.commit())
            db.rollback();
        countHeldBack(result);
        return result;
    }

    // Deliver in lanes: bounded concurrency, one key's rows in order within its lane.
    const int laneCount = qBound(1, m_settings.concurrency, int(rows.size()));
    QList<QList<qsizetype>> lanes(laneCount);
    for (qsizetype i = 0; i < rows.size(); ++i)
        lanes[int(qHash(partitionKey(rows.at(i))) % uint(laneCount))].append(i);
    std::vector<std::optional<Status>> outcomes(rows.size());
    // In order per key, a key's rows after one that failed are not tried (its run, see claim()):
    // they stay as they were, behind it.
    std::vector<char> skipped(rows.size(), 0);
    // (Runs are FennFlow's: a Vortos claim takes only rows that head every key they touch.)
    const bool stopKeyAtFailure =
        m_settings.ordering == DeliveryOrdering::Key && !orderingKeyColumn(m_table).isEmpty();
    const auto deliverLane = [&rows, &outcomes, &skipped, stopKeyAtFailure](
                                 RowExecutor &executor, const QList<qsizetype> &lane) {
        // What a delivery reports becomes the row's last_error, which every console reads and
        // groups: stored in English, whatever the language of this relay's user.
        const CoreText::EnglishScope english;
        QList<const OutboxRow *> laneRows;
        laneRows.reserve(lane.size());
        for (qsizetype i : lane)
            laneRows.append(&rows.at(i));
        const std::vector<std::optional<Status>> results =
            executor.executeAll(laneRows, stopKeyAtFailure);
        for (qsizetype k = 0; k < lane.size(); ++k) {
            if (results[size_t(k)])
                outcomes[lane.at(k)] = results[size_t(k)];
            else
                skipped[lane.at(k)] = 1;
        }
        if (auto flushed = executor.flush(); !flushed) {
            for (qsizetype i : lane) {
                if (outcomes[i] && outcomes[i]->ok())
                    outcomes[i] = flushed;
            }
        }
    };
    QElapsedTimer publishing;
    publishing.start();
    if (laneCount == 1) {
        // One lane: deliver on this thread with an executor kept across batches (no thread to
        // start, no sink or client to set up again for every batch).
        if (!m_inlineExecutor) {
            auto executor = m_factory();
            if (!executor)
                return abort(Error::failed(CoreText::tr("Could not open the delivery target: %1")
                                               .arg(executor.error().message)));
            m_inlineExecutor = std::move(*executor);
        }
        deliverLane(*m_inlineExecutor, lanes.constFirst());
    } else {
        // Several lanes: each runs on a thread of its own that lives as long as the engine, with
        // an executor created there and kept across batches (network clients keep their
        // connections alive between batches).
        QSemaphore finished;
        int started = 0;
        for (int l = 0; l < laneCount; ++l) {
            const QList<qsizetype> &lane = lanes.at(l);
            if (lane.isEmpty())
                continue;
            LaneThread &worker = laneThread(l);
            ++started;
            QMetaObject::invokeMethod(
                worker.context,
                [this, &worker, &lane, &outcomes, &deliverLane, &finished] {
                    const CoreText::EnglishScope english; // a failed factory's error is stored too
                    if (!worker.executor) {
                        auto executor = m_factory();
                        if (!executor) {
                            for (qsizetype i : lane)
                                outcomes[i] = executor.error();
                            finished.release();
                            return;
                        }
                        worker.executor = std::move(*executor);
                    }
                    deliverLane(*worker.executor, lane);
                    finished.release();
                },
                Qt::QueuedConnection);
        }
        finished.acquire(started);
    }
    result.publishSeconds = publishing.nsecsElapsed() / 1e9;

    QList<OutboxRow> tried;
    QList<Status> statuses;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (skipped[i]) {
            ++result.skipped;
            continue;
        }
        tried.append(rows.at(i));
        statuses.append(outcomes[i].value_or(Status(Error::failed(CoreText::tr("not delivered")))));
    }
    QList<Statement> atCommit;
    if (auto settled = settle(tried, statuses, previousAttempts, at, result, atCommit); !settled)
        return abort(
            Error::failed(CoreText::tr("Settling the batch failed (it stays claimable): %1")
                              .arg(settled.error().message)));
    if (auto committed = commitBatch(atCommit); !committed)
        return abort(committed.error());
    result.seconds = timer.nsecsElapsed() / 1e9;
    countHeldBack(result);
    if (m_attemptLog && (result.failed > 0 || result.dead > 0) &&
        (!m_sincePrune.isValid() || m_sincePrune.elapsed() > 60'000)) {
        m_sincePrune.start();
        if (auto pruned = AttemptLog::prune(m_session); !pruned)
            qCWarning(lcRelay).noquote() << pruned.error().message;
    }
    qCInfo(lcRelay).noquote() << u"batch: claimed %1, delivered %2, failed %3, dead %4, %5 s%6"_s
                                     .arg(result.claimed)
                                     .arg(result.delivered)
                                     .arg(result.failed)
                                     .arg(result.dead)
                                     .arg(result.seconds, 0, 'f', 3)
                                     .arg(result.skipped ? u", %1 not tried behind a failed row "
                                                           u"of their key"_s.arg(result.skipped)
                                                         : QString());
    return result;
}

} // namespace outbox
