#pragma once

#include "query/outboxreader.h"
#include "relay/batchsettler.h"
#include "relay/claimquery.h"
#include "relay/deliverylanes.h"
#include "relay/deliveryorder.h"
#include "relay/eventsink.h"
#include "relay/preparedstatements.h"
#include "relay/relaybatch.h"
#include "relay/rowexecutor.h"
#include "schema/deliverytable.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QSqlQuery>

#include <functional>
#include <memory>
#include <vector>

class QLockFile;

namespace outbox {

// Claims a batch of ready rows inside a transaction that holds the claim (FOR UPDATE SKIP LOCKED
// on PostgreSQL and MySQL/MariaDB; a write transaction on SQLite, where one relay runs at a
// time), delivers them with bounded concurrency, and settles every row before committing. A
// crash before the commit returns the claims to ready: only that batch may be delivered twice.
// Each batch runs its parts in turn: ClaimQuery (the claim), DeliveryLanes (the rows to their
// RowExecutors, one key's rows in order), BatchSettler (the outcomes written back, the commit).
class RelayEngine {
public:
    RelayEngine(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                ExecutorFactory factory, Clock clock = {});
    ~RelayEngine();

    // Checks that this relay may run (SQLite: no other relay on the file) and notes what it
    // should say at start (e.g. FennFlow without the side table).
    Status prepare();
    // Closes the session and opens it again, set up as prepare() sets it up (the runner, after a
    // failed batch).
    Status reconnect();
    QStringList notes() const { return m_notes; }

    Result<BatchResult> runOnce();
    // For a caller that runs batch after batch (the runner): on PostgreSQL a batch's commit
    // opens the next batch's transaction (COMMIT AND CHAIN, see BatchSettler::commit), saving the
    // next claim its BEGIN. Off by default: the transaction stays open on the session between
    // calls.
    void setChainBatches(bool chain) { m_chainBatches = chain; }
    // Ends the transaction a batch left open for the next one; the runner calls it before it
    // pauses or stops.
    void rest();

    const OutboxTable &table() const { return m_table; }
    DatabaseSession &session() { return m_session; }

private:
    QDateTime now() const;
    // The steps of prepare().
    Status lockSqliteFile();
    Status recordVocabulary();
    void prepareDeliveryTable();
    Status noteOrderPerKey();
    void tuneSession();
    // The steps of runOnce(): the transaction that holds the claim; settling and committing the
    // delivered batch; what the batch leaves behind.
    Status beginBatch();
    Status settleAndCommit(const QList<OutboxRow> &rows, const LaneOutcomes &delivered,
                           const QHash<QString, int> &previousAttempts, const QDateTime &at,
                           BatchResult &result);
    Error abandonBatch(const Error &error); // rolls back; returns the error
    void pruneAttemptLog(const BatchResult &result);
    // Fills result.heldBack (see there) and logs it.
    void countHeldBack(BatchResult &result);
    void forgetStatements();

    DatabaseSession &m_session;
    OutboxTable m_table;
    RelaySettings m_settings;
    Clock m_clock;
    bool m_attemptLog = false; // outbox_console_attempts exists: each failed attempt goes there
    bool m_chainBatches = false;
    bool m_chained = false;             // a transaction is open from the last COMMIT AND CHAIN
    QElapsedTimer m_sincePrune;         // the attempt log is pruned at most once a minute
    QElapsedTimer m_sinceHeldBackCount; // invalid: never counted
    QStringList m_notes;
    std::unique_ptr<QLockFile> m_sqliteLock;
    PreparedStatements m_statements; // for this connection, shared by the claim and the settling
    ClaimQuery m_claim;
    DeliveryLanes m_lanes;
    BatchSettler m_settler;
};

} // namespace outbox
