#pragma once

#include "schema/formatrows.h"
#include "schema/tableadapter.h"

namespace outbox {

// The formats the console reads through a TableAdapter (schema/tableadapter.h): other libraries'
// outboxes and tables mapped by their columns. Each makes its adapter from the table's columns
// and the profile's options; the error names what does not fit. docs/formats.md describes them.

// DotNetCore.CAP's cap.published / cap.received.
Result<TableAdapter> capAdapter(const AdapterInput &input);
// Spring Modulith's event publication registry (2.x with status, 1.x without).
Result<TableAdapter> modulithAdapter(const AdapterInput &input);
// gruelbox transaction-outbox's txno_outbox.
Result<TableAdapter> gruelboxAdapter(const AdapterInput &input);
// Any table, with its columns mapped to roles and its status values to states.
Result<TableAdapter> mappedAdapter(const AdapterInput &input);

// The roles a mapped table's columns can take, and the Debezium outbox column each defaults to.
struct MappedRole {
    QString role;          // as --map names it: "event-type"
    QString column;        // the console's column it fills: "event_type"
    QString defaultColumn; // Debezium's name, or empty
};
const QList<MappedRole> &mappedRoles();
// Parses "ROLE=COLUMN" / "STATE=VALUE[,VALUE…]" lists into options; the error names the bad entry.
Status parseMappedRoles(const QStringList &entries, FormatOptions &options);
Status parseStateValues(const QStringList &entries, FormatOptions &options);
// The options as the profile and `--map`/`--state-value` write them back.
QStringList mappedRoleEntries(const FormatOptions &options);
QStringList stateValueEntries(const FormatOptions &options);

// How the adapted formats' rows are written: what each library's own tools change (CAP's retry
// hands a row back to CAP's sender; gruelbox's unblock; Modulith's completion), nothing more.
const FormatRows &capRows();
const FormatRows &modulithRows();
const FormatRows &gruelboxRows();
const FormatRows &mappedRows();

} // namespace outbox
