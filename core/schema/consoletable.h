#pragma once

#include "connection/databasesession.h"
#include "util/result.h"

#include <QString>

namespace outbox {

// The console's own tables (the delivery side table, the parked rows, the vocabulary record):
// whether one exists in the session's database, and creating it from its DDL when it does not.
bool consoleTableExists(const DatabaseSession &session, const char *name);
// ddl: one CREATE TABLE statement ending in ';' (as shown to the user before it runs).
Status createConsoleTable(const DatabaseSession &session, const char *name, QString ddl);

} // namespace outbox
