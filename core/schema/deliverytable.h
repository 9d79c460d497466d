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
// per outbox (KeyHoldState::outboxKey()) and key, the oldest such row that is not parked. The
// relay's claim reads these instead of ranking every dead row with the rows it may deliver
// (relay/heldkeys.h), so that a claim's cost does not grow with the dead history. Rebuilt by the
// relay from the outbox whenever KeyHoldState says they are out of date. Keys are kept as their MD5
// (PostgreSQL, MySQL/MariaDB: any length fits the key of the table) or as they are (SQLite). On
// MySQL/MariaDB the held row's created_at is kept too: ids compare there in a binary collation,
// which the outbox's own key cannot serve. Created with the other console tables by `outboxctl
// relay init`.
class KeyHolds : public ConsoleTable<KeyHolds> {
public:
    static constexpr const char *kName = "outbox_console_key_holds";
    static QString ddl(DatabaseKind kind, IdStorage ids);
    // The key as this table keeps it, of a key expression.
    static QString keptKey(DatabaseKind kind, const QString &key);
};

// Per outbox, when its KeyHolds were built: how many rows had a dead status then and how many
// entries the parked and superseded rows' tables had (a change by anything else than the console
// shows as other counts), and whether anything marked them stale since (stale = 1).
class KeyHoldState : public ConsoleTable<KeyHoldState> {
public:
    static constexpr const char *kName = "outbox_console_key_hold_state";
    static QString ddl(DatabaseKind kind);
    // The name an outbox's holds and state are kept under, the same however the table was named:
    // PostgreSQL the table's oid ("oid:16384", so a table made anew is another), MySQL/MariaDB
    // DATABASE.TABLE, SQLite the table's name.
    static QString outboxKey(const DatabaseSession &session, const OutboxTable &table);
    // The statement that marks an outbox's holds stale (making its state row when it has none).
    static std::pair<QString, QVariantList> staleStatement(const SqlDialect &dialect,
                                                           const QString &outboxKey);
    // Marks them stale on the session, where the console's tables exist now (looked up, whatever
    // the table's resolution found), in the transaction of the change that calls it: any change
    // of dead rows (a row dies, is retried, parked, resent, purged) and a relay's start. Never
    // fails its caller: where the mark cannot be written (a role that may not write the table),
    // it is left out, in a savepoint when inTransaction, and a warning is logged; the counts every
    // claim compares still see the change.
    static void markStale(const DatabaseSession &session, const OutboxTable &table,
                          bool inTransaction = true);
};

} // namespace outbox
