#pragma once

#include "query/outboxreader.h"
#include "relay/deliveryorder.h"
#include "relay/eventsink.h"
#include "schema/deliverytable.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QSqlQuery>
#include <QThread>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;

namespace outbox {

class ObjectStore;

struct RelaySettings {
    int batchSize = 50;
    int maxAttempts = 5;
    int backoffBaseSeconds = 30;
    int backoffCapSeconds = 3600;
    int concurrency = 4; // rows delivered at once, in lanes that keep one key's rows in order
    // In order per key across batches, retries and relays (relay/deliveryorder.h), or not.
    DeliveryOrdering ordering = DeliveryOrdering::Key;
};

// Seconds until the next attempt after the attempt-th failure: min(cap, base·2^(attempt−1)).
qint64 backoffSeconds(const RelaySettings &settings, int attempt);

using Clock = std::function<QDateTime()>; // UTC; injectable for tests

// Carries out one row. One instance per delivery lane (thread); blocking.
class RowExecutor {
public:
    virtual ~RowExecutor();
    virtual Status execute(const OutboxRow &row) = 0;
    // Executes a lane's rows, those of one key in order; with stopKeyAtFailure, a key's rows
    // after one that failed are not tried (outcome unset). This one runs them one at a time.
    virtual std::vector<std::optional<Status>> executeAll(const QList<const OutboxRow *> &rows,
                                                          bool stopKeyAtFailure);
    virtual Status flush() { return Done{}; } // durability point before settling
};
using ExecutorFactory = std::function<Result<std::unique_ptr<RowExecutor>>()>;

// Vortos rows against an object store; FennFlow rows to an event sink.
std::unique_ptr<RowExecutor> makeObjectStoreExecutor(std::unique_ptr<ObjectStore> store);
std::unique_ptr<RowExecutor> makeEventSinkExecutor(std::unique_ptr<EventSink> sink);
// The JSON a sink receives for a FennFlow row (the row, payload parsed).
QByteArray fennFlowEventBody(const OutboxRow &row);
QByteArray fennFlowEventBody(const OutboxRow &row, const Result<QJsonObject> &payload);

struct BatchResult {
    int claimed = 0;
    int delivered = 0;
    int failed = 0;  // failed and scheduled again
    int dead = 0;    // failed for the last time
    int skipped = 0; // in order per key: claimed behind a row of their key that failed, not tried
    double seconds = 0;        // claim to commit
    double publishSeconds = 0; // the deliveries: first send to the last acknowledgement and flush
    int connection = 1;        // which of a runner's connections ran it (RunnerOptions)
    QStringList errors;        // "id: message" of the failures
    // In order per key, when the claim came back short (at most once a minute): the ready rows
    // it held back behind an older undelivered row of their key. Unset when not counted.
    std::optional<HeldBack> heldBack;
};

// A statement with its values bound to its ? placeholders in order.
struct RelayStatement {
    QString sql;
    QVariantList values;
};

// Claims a batch of ready rows inside a transaction that holds the claim (FOR UPDATE SKIP LOCKED
// on PostgreSQL and MySQL/MariaDB; a write transaction on SQLite, where one relay runs at a
// time), delivers them with bounded concurrency, and settles every row before committing. A
// crash before the commit returns the claims to ready: only that batch may be delivered twice.
class RelayEngine {
public:
    RelayEngine(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                ExecutorFactory factory, Clock clock = {});
    ~RelayEngine();

    // Checks that this relay may run (SQLite: no other relay on the file) and notes what it
    // should say at start (e.g. FennFlow without the side table).
    Status prepare();
    QStringList notes() const { return m_notes; }

    Result<BatchResult> runOnce();
    // For a caller that runs batch after batch (the runner): on PostgreSQL a batch's commit
    // opens the next batch's transaction (COMMIT AND CHAIN, see commitBatch), saving the next
    // claim its BEGIN. Off by default: the transaction stays open on the session between calls.
    void setChainBatches(bool chain) { m_chainBatches = chain; }
    // Ends the transaction a batch left open for the next one; the runner calls it before it
    // pauses or stops.
    void rest();

    const OutboxTable &table() const { return m_table; }
    DatabaseSession &session() { return m_session; }

private:
    QDateTime now() const;
    Result<QList<OutboxRow>> claim(const QDateTime &now, QHash<QString, int> &previousAttempts);
    Status settle(const QList<OutboxRow> &rows, const QList<Status> &outcomes,
                  const QHash<QString, int> &previousAttempts, const QDateTime &now,
                  BatchResult &result, QList<RelayStatement> &atCommit);
    // Runs the statements that mark the delivered rows and commits. On PostgreSQL in one round
    // trip: the statements, values written in as the Qt driver writes them, and COMMIT (COMMIT
    // AND CHAIN when chaining batches), sent as one query through the connection's libpq handle.
    Status commitBatch(const QList<RelayStatement> &statements);
    // Runs `sql` with `values` through a statement prepared once per connection and kept: a
    // batch's statements have the same text every time (full batches), and preparing them anew
    // cost two extra round trips each (prepare, and deallocate afterwards) on PostgreSQL.
    Result<QSqlQuery *> run(const QString &sql, const QVariantList &values);
    void forgetStatements();
    // Fills result.heldBack (see there) and logs it.
    void countHeldBack(BatchResult &result);

    DatabaseSession &m_session;
    OutboxTable m_table;
    RelaySettings m_settings;
    ExecutorFactory m_factory;
    Clock m_clock;
    bool m_deliveryTable = false;
    bool m_attemptLog = false; // outbox_console_attempts exists: each failed attempt goes there
    bool m_chainBatches = false;
    bool m_chained = false;             // a transaction is open from the last COMMIT AND CHAIN
    bool m_sessionSetUp = false;        // the connection's session settings are made (MySQL)
    QString m_actor;                    // "relay user@host", for the attempt log
    QElapsedTimer m_sincePrune;         // the attempt log is pruned at most once a minute
    QElapsedTimer m_sinceHeldBackCount; // invalid: never counted
    QStringList m_notes;
    std::unique_ptr<QLockFile> m_sqliteLock;
    QHash<QString, QSqlQuery> m_statements;        // prepared, by text (for this connection)
    std::unique_ptr<RowExecutor> m_inlineExecutor; // for single-lane batches, on this thread
    struct LaneThread {
        QThread thread;
        QObject *context = nullptr; // lives in thread: the target of queued deliveries
        std::unique_ptr<RowExecutor> executor;
    };
    LaneThread &laneThread(int index);
    std::vector<std::unique_ptr<LaneThread>> m_lanes;
};

} // namespace outbox
