#pragma once

#include "connection/databasesession.h"
#include "query/outboxreader.h"
#include "relay/relaybatch.h"
#include "schema/outboxtable.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <QVariant>

namespace outbox {

class PreparedStatements;

// Writes back what became of a batch's claimed rows, inside the batch's transaction, and commits:
// a delivered row is sent (and leaves the delivery table); a failed row counts an attempt and
// keeps its error, and is ready again after the backoff, or dead after its last attempt (Vortos
// in its own columns, FennFlow in the console's delivery table; without that table a FennFlow
// failure is final at once). Every failed attempt also goes to the attempt log where it exists.
class BatchSettler {
public:
    BatchSettler(DatabaseSession &session, const OutboxTable &table, const RelaySettings &settings,
                 PreparedStatements &statements, Clock clock);

    // What RelayEngine::prepare found beside the table: the FennFlow delivery table, and the
    // attempt log with the actor its entries name ("relay user@host").
    void setDeliveryTable(bool exists) { m_deliveryTable = exists; }
    void setAttemptLog(bool exists, const QString &actor);

    // Settles rows[i] with outcomes[i], as of the batch's start `at`. The failures' statements
    // run now; those of the delivered rows are appended to atCommit, for commit(). Counts go to
    // result.
    Status settle(const QList<OutboxRow> &rows, const QList<Status> &outcomes,
                  const QHash<QString, int> &previousAttempts, const QDateTime &at,
                  BatchResult &result, QList<RelayStatement> &atCommit);
    // Runs the statements that mark the delivered rows and commits. On PostgreSQL in one round
    // trip: the statements, values written in as the Qt driver writes them, and COMMIT (COMMIT
    // AND CHAIN with `chain`), sent as one query through the connection's libpq handle. True
    // when COMMIT AND CHAIN left the next batch's transaction open.
    Result<bool> commit(const QList<RelayStatement> &statements, bool chain);

private:
    QList<RelayStatement> deliveredStatements(const QStringList &ids, const QVariant &stamp) const;
    Status settleFailure(const OutboxRow &row, const QString &message, int previousAttempts,
                         const QDateTime &at, const QVariant &stamp, BatchResult &result);
    QList<RelayStatement> failureStatements(const OutboxRow &row, const QString &message,
                                            int attempt, bool died, const QDateTime &next,
                                            const QDateTime &at, const QVariant &stamp) const;

    DatabaseSession &m_session;
    const OutboxTable &m_table;
    const RelaySettings &m_settings;
    PreparedStatements &m_statements;
    Clock m_clock;
    bool m_deliveryTable = false;
    bool m_attemptLog = false; // outbox_console_attempts exists: each failed attempt goes there
    QString m_actor;           // "relay user@host", for the attempt log
};

} // namespace outbox
