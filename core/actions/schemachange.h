#pragma once

#include "actions/rowactions.h"

#include <functional>

namespace outbox {

// A change of the database's schema that the console makes: a table or trigger of its own
// (audit init, relay init, notify install and uninstall). The rules of every change apply:
// read-only profiles refuse, prod needs a reason, the audit record's start is written first (when
// it cannot be, nothing changes) and its outcome after.
struct SchemaChange {
    QString action;      // the audit action, e.g. "relay-init"
    QString database;    // display URL (no secrets)
    QString table;       // the outbox table's display name
    QString doneOutcome; // the audit outcome when it worked, e.g. "created outbox_console_delivery"
    std::function<Status()> apply;
};

// Applies the change under the rules above. Returns apply's status; when only the outcome could
// not be appended, the change stands and *outcomeWarning says why.
Status applySchemaChange(const ActionContext &context, const SchemaChange &change,
                         QString *outcomeWarning = nullptr);

// What `relay init` and the console's "Create Delivery Table" / "Create Relay Tables" do: create
// the console's tables beside the outbox (relayTables(): the delivery side table, the parked
// rows, the vocabulary record, the attempt log and the group notes) where missing (one audited
// schema change), then record a FennFlow table's vocabulary when it is given or detected (a record
// is never replaced). Blocking: not on the GUI thread.
struct RelayTablesOutcome {
    bool created = false;   // false: every table was there already
    QString outcomeWarning; // see applySchemaChange
};
Result<RelayTablesOutcome> setUpRelayTables(const ActionContext &context,
                                            const DatabaseSession &session,
                                            const OutboxTable &table);
// The statements setUpRelayTables runs, as shown before it runs them: of the tables named in only,
// or of all of them when only is empty.
QString relayTablesDdl(DatabaseKind kind, IdStorage ids, const QStringList &only = {});

} // namespace outbox
