#pragma once

#include "connection/connectionspec.h"
#include "util/result.h"

#include <QString>

namespace outbox {

// The checks of a profile's database and table that every writer of profiles makes (the
// console's connection manager and outboxctl profile add), so that both accept the same
// profiles. Where a password belongs instead of the URL differs between them, so each refuses
// one in its own words.

// The database URL parses and holds no password: its connection, else the parser's error, or
// `passwordInUrl` (invalid input) for a URL with a password.
Result<ConnectionSpec> checkProfileDatabaseUrl(const QString &url, const QString &passwordInUrl);
// The table is empty (the default candidates), NAME or SCHEMA.NAME.
Status checkProfileTable(const QString &table);

} // namespace outbox
