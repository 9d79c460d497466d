#pragma once

#include "connection/databasesession.h"
#include "schema/consoletable.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QString>
#include <QVariantList>

#include <utility>

namespace outbox {

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
