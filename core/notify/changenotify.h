#pragma once

#include "connection/databasesession.h"
#include "schema/outboxtable.h"

#include <QStringList>

namespace outbox {

// PostgreSQL LISTEN/NOTIFY for an outbox table: a statement-level trigger that sends one
// notification per changing statement (not per row) on a channel named after the table, so a
// console can refresh when rows change instead of polling. PostgreSQL only; the trigger is
// installed by `outboxctl notify install`, never by the console itself.
class ChangeNotify {
public:
    static bool supported(DatabaseKind kind) { return kind == DatabaseKind::PostgreSQL; }
    // "outbox_console_<schema>_<table>", lower case, at most 63 bytes (PostgreSQL's limit).
    static QString channel(const TableName &table);
    // The function and trigger, one statement each, as `notify install` runs and prints them.
    static QStringList ddl(const TableName &table);
    static QStringList dropDdl(const TableName &table);
    static Result<bool> installed(const DatabaseSession &session, const TableName &table);
    static Status install(const DatabaseSession &session, const TableName &table);
    static Status uninstall(const DatabaseSession &session, const TableName &table);
};

} // namespace outbox
