#pragma once

#include <QString>

namespace outbox {

// The database an outbox lives in (the floor of core, as types/tablename.h).
enum class DatabaseKind { PostgreSQL, MySQL, SQLite };

QString databaseKindName(DatabaseKind kind);

} // namespace outbox
