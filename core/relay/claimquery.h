#pragma once

#include "connection/databasesession.h"
#include "query/outboxreader.h"
#include "relay/heldkeys.h"
#include "relay/relaybatch.h"
#include "schema/outboxtable.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace outbox {

class PreparedStatements;

// The statements that claim a batch of ready rows, oldest first, inside the batch's transaction,
// each written through the connection's SqlDialect:
//   - where a locking read locks only the rows it returns (PostgreSQL; SQLite, whose write
//     transaction is the lock), the ids of the oldest ready rows are locked (FOR UPDATE SKIP
//     LOCKED) and their rows read in one statement; in order per key on PostgreSQL, a key's head
//     brings the ready rows right behind it (its run);
//   - where it locks every row it examines (MySQL/MariaDB's InnoDB), a window of ready ids is
//     read without locks, then locked a batch's worth at a time by primary key.
// In order per key, only rows that no older undelivered row of their key waits before are
// claimed (relay/deliveryorder.h).
class ClaimQuery {
public:
    ClaimQuery(DatabaseSession &session, const OutboxTable &table, const RelaySettings &settings,
               PreparedStatements &statements);

    // Whether the console's delivery table exists beside a FennFlow table (RelayEngine::prepare):
    // it holds a failed row's next attempt and its attempts so far.
    void setDeliveryTable(bool exists) { m_deliveryTable = exists; }

    // Claims up to batchSize rows ready at `at`. previousAttempts gets, from the delivery table,
    // the attempts so far of each claimed FennFlow row that has failed before.
    Result<QList<OutboxRow>> claim(const QDateTime &at, QHash<QString, int> &previousAttempts);

private:
    DatabaseSession &m_session;
    const OutboxTable &m_table;
    const RelaySettings &m_settings;
    PreparedStatements &m_statements;
    HeldKeys m_holds; // kept per engine: its name is looked up once
    bool m_deliveryTable = false;
};

} // namespace outbox
