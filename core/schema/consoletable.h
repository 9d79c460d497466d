#pragma once

#include "connection/databasesession.h"
#include "util/result.h"

#include <QString>

namespace outbox {

// The console's own tables (the delivery side table, the parked rows, the vocabulary record):
// whether one exists in the session's database, and creating it from its DDL when it does not.
bool consoleTableExists(const DatabaseSession &session, const char *name);
// What follows the closing parenthesis of a console table's CREATE TABLE: MariaDB's character set
// and engine; nothing elsewhere.
QString consoleTableOptions(DatabaseKind kind);
// The type of a long text column: LONGTEXT on MariaDB, TEXT elsewhere.
QString consoleTextType(DatabaseKind kind);
// ddl: one CREATE TABLE statement ending in ';' (as shown to the user before it runs).
Status createConsoleTable(const DatabaseSession &session, const char *name, QString ddl);

} // namespace outbox
