#pragma once

#include "connection/databasesession.h"
#include "schema/consoletable.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QString>
#include <QVariantList>

#include <utility>

namespace outbox {

// The side table that gives FennFlow rows attempts, errors and backoff without altering the
// library's table: written by the relay, cleared by a retry or mark done. Created by
// `outboxctl relay init`, which also prints its DDL.
class DeliveryTable : public ConsoleTable<DeliveryTable> {
public:
    static constexpr const char *kName = "outbox_console_delivery";
    static QString ddl(DatabaseKind kind, IdStorage ids);
};

// Dead rows parked by the user (outboxctl park, the console's Blocked view): a parked row stays
// dead and readable, but no longer holds its key's later rows back under in-order delivery
// (relay/deliveryorder.h). Unpark, retry and mark done remove a row's entry; a purge removes the
// entries of the rows it deletes. Created with the delivery table by `outboxctl relay init`.
class ParkedRows : public ConsoleTable<ParkedRows> {
public:
    static constexpr const char *kName = "outbox_console_parked";
    static QString ddl(DatabaseKind kind, IdStorage ids);
};

// Dead rows the user resent as an edited copy (outboxctl resend, the console's Edit and Resend):
// the row stays as the writer wrote it, dead and readable, but counts as superseded instead of
// dead (RowState::Superseded): no state count, group, gauge or retry takes it, and it no longer
// holds its key back. superseded_by names the copy that replaced it. Ids are kept as text (one
// table serves every outbox of the database, whatever its id type). Created with the other
// console tables by `outboxctl relay init`.
class SupersededRows : public ConsoleTable<SupersededRows> {
public:
    static constexpr const char *kName = "outbox_console_superseded";
    static QString ddl(DatabaseKind kind, IdStorage ids);
};

// Dead rows the user archived as known junk (outboxctl archive, the console's Archive…): a row with
// an entry whose expires_at is unset or still to come counts as archived (RowState::Archived)
// instead of dead, so it leaves the counts, groups, gauges and notifications; later failures of
// the same kind are new dead rows and stay visible. Ids as text, like the superseded rows. Created
// with the other console tables by `outboxctl relay init`.
class ArchivedRows : public ConsoleTable<ArchivedRows> {
public:
    static constexpr const char *kName = "outbox_console_archived";
    static QString ddl(DatabaseKind kind, IdStorage ids);
};

// New rows the console wrote as copies of others (outboxctl replay and import, the console's
// Replay…): copy_id the new row, source_id the row (or, for an import, the exported row) it copies,
// action "replay" or "import". The writer's table keeps only what its writer writes, so this is
// where a consumer's or a support engineer's question "which event is this a replay of?" is
// answered (besides the audit log). Ids as text, like the superseded rows. Created with the other
// console tables by `outboxctl relay init`.
class CopiedRows : public ConsoleTable<CopiedRows> {
public:
    static constexpr const char *kName = "outbox_console_copies";
    static QString ddl(DatabaseKind kind, IdStorage ids);
};

// The ordering keys each outbox's dead (and archived) rows hold back under in-order delivery:
// per outbox (by its display name) and key, the oldest such row. The relay's claim reads these
// instead of ranking every dead row with the rows it may deliver (relay/heldkeys.h), so that a
// claim's cost does not grow with the dead history. Rebuilt by the relay from the outbox whenever
// KeyHoldState says they are out of date. Created with the other console tables by
// `outboxctl relay init`.
class KeyHolds : public ConsoleTable<KeyHolds> {
public:
    static constexpr const char *kName = "outbox_console_key_holds";
    static QString ddl(DatabaseKind kind, IdStorage ids);
};

// Per outbox, when its KeyHolds were built: how many rows had a dead status then (a change by
// anything else than the console shows as another count), and whether the console's relay has
// marked a row dead since (stale = 1).
class KeyHoldState : public ConsoleTable<KeyHoldState> {
public:
    static constexpr const char *kName = "outbox_console_key_hold_state";
    static QString ddl(DatabaseKind kind);
    // The statement that marks the table's holds out of date, to run in the transaction of any
    // change the console makes to its dead rows (a row dies, is parked, resent, retried, purged):
    // the next claim rebuilds them. Changes nothing where they were never built.
    static std::pair<QString, QVariantList> staleStatement(const SqlDialect &dialect,
                                                           const OutboxTable &table);
    // Runs it on the session, in its transaction, where the table has kept holds.
    static Status markStale(const DatabaseSession &session, const OutboxTable &table);
};

} // namespace outbox
