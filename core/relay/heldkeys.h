#pragma once

#include "connection/databasesession.h"
#include "relay/preparedstatements.h"
#include "schema/outboxtable.h"
#include "util/result.h"

namespace outbox {

// The keys an outbox's dead rows hold back under in-order delivery, as the console keeps them
// (schema/deliverytable.h), for the relay's claim: with them a claim ranks only the rows it may
// deliver some time, not every dead row beside them, so its cost does not grow with the dead
// history (a payload read per dead row and key, every claim, before).
//
// Why order stays exact with several relays (and the console's actions) at once:
// - Every change the console makes to dead rows marks the holds stale in its own transaction: the
//   relay's settling when a row dies, every change of rows (retry, purge, park, resend…) and a
//   relay's start. A change by anything else (the writer's library, SQL by hand, an older console)
//   changes the number of rows with a dead status, or of parked or superseded entries, which are
//   stored with the holds and compared.
// - The claim ranks the rows and checks that the holds are current in one statement (currency(),
//   a column of the ranking: one view of rows, holds and counts), then locks the rows by id, each
//   still ready. A row that died before that view marked the holds stale (or changed the count) in
//   it: the claim rebuilds and ranks again. (Checked in a later statement, a rebuild by another
//   relay committed in between could clear the mark of a death the ranking saw without its
//   hold.) A row that dies after the ranking was live in it, the head of its key: locking it fails
//   (another relay holds it, or it is no longer ready), and nothing behind it is taken. On
//   PostgreSQL, for rows of one key each, the lock of the heads is that same statement; when the
//   check fails, nothing it locked is delivered.
// - Rebuilding locks the state's row without waiting; a claim that finds another relay rebuilding
//   (and holds no row yet) reads the state again for up to two seconds, without a lock, and takes
//   the holds that relay built, checked by its ranking as always. One that still finds it
//   rebuilding then (or cannot rebuild: a rebuild that fails is undone to a savepoint) ranks every
//   undelivered row instead, as without the holds.
// - Holds are only ever conservative otherwise: a row released (retried, parked) by anything but
//   the console still holds its key until the next rebuild.
// What it cannot see: something else than the console marking a row dead while as many other
// dead rows leave their dead status, or parking and unparking as many rows, between two claims
// (the counts stay the same); two outside workers on one table do not keep order anyway.
class HeldKeys {
public:
    HeldKeys(DatabaseSession &session, const OutboxTable &table, PreparedStatements &statements);

    // Whether the table's claims use them: the console's tables exist and the table is one of the
    // console's own formats delivered in order per key.
    bool enabled() const { return keptFor(m_table); }
    static bool keptFor(const OutboxTable &table);
    // The name the holds are kept under (KeyHoldState::outboxKey()), looked up once.
    const QString &outboxName();
    // Whether the kept holds were built and not marked stale since: what a claim checks before it
    // ranks (one row read; none when the last check found them current: the claim checks again
    // after it ranked, and a round trip a claim is a tenth of its time).
    Result<bool> built();
    // Whether the holds, as built() or rebuild() last found them, name no key: the table had no
    // row with a dead status when they were built (what currency() then checks again).
    bool noneHeld() const { return m_noneHeld; }
    // Whether the kept holds are the table's: built, not marked stale since, and as many rows with
    // a dead status (a count through the status index) and parked or superseded entries as then, as
    // one scalar column of the claim's ranking, so that the check reads the ranking's own view of
    // the table: NULL or 0 when not current, 1 when current and no key is held, 2 when current.
    QString currency();
    // Takes what currency() read beside a ranking written with or without the holds' lookup
    // (rankedNoneHeld): whether that ranking was right. When it was not, the holds are rebuilt (or,
    // when only this connection's idea that none is held was old, looked up) and the rows ranked
    // again.
    bool noteCurrency(const QVariant &value, bool rankedNoneHeld);
    // Rebuilds them in the caller's transaction. When another relay is rebuilding them and the
    // caller may wait (it holds no row locks), waits up to two seconds for that rebuild, without a
    // lock: true when it is done (nothing rebuilt here). False when another relay is rebuilding
    // them (and it is not done by then), or when the rebuild failed (undone to a savepoint, and a
    // warning logged).
    Result<bool> rebuild(bool mayWait);

private:
    Result<QSqlQuery *> run(const QString &sql, const QVariantList &values);

    DatabaseSession &m_session;
    const OutboxTable &m_table;
    PreparedStatements &m_statements;
    Status rebuildNow();
    // Reads the state, without a lock: whether the holds were built and not marked stale since
    // (and whether they name no key, noneHeld()).
    Result<bool> readState();
    // Reads it until another relay's rebuild is committed, up to two seconds: whether it was.
    bool waitForRebuild();

    bool m_noneHeld = false;
    bool m_current = false; // the last check found them current
    QString m_name;
    QString m_deadRows; // SELECT COUNT(*) of the rows with a dead status
    QString m_setApart; // the entries of the parked and superseded rows' tables, counted
};

} // namespace outbox
