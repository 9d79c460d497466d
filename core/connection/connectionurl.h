#pragma once

#include "connection/connectionspec.h"

#include <QString>

namespace outbox {

// The default ports: a URL that names the kind's default port leaves it out.
constexpr int kPostgresDefaultPort = 5432;
constexpr int kMySqlDefaultPort = 3306;
int defaultDatabasePort(DatabaseKind kind); // 0 for SQLite

// A database URL in the pieces the profile editor shows in its fields. Never a password.
struct ConnectionUrlParts {
    DatabaseKind kind = DatabaseKind::PostgreSQL;
    QString host;       // empty: localhost
    int port = 0;       // 0 or the kind's default port: left out of the URL
    QString database;   // the database name (server kinds)
    QString user;       // empty: none
    QString sslMode;    // PostgreSQL sslmode; empty: the driver's default
    QString sqlitePath; // SQLite: the database file, absolute or relative
    // The URL's other options (TLS files, MySQL's ssl-mode, auth, region) as an encoded query,
    // kept as they are by an editor that has no field for them.
    QString otherOptions;
};

// postgresql://USER@HOST:PORT/DB?sslmode=…, mysql://USER@HOST:PORT/DB, sqlite:///abs/path or
// sqlite:relative/path from the parts (trimmed; user and database percent-encoded as a URL
// needs). Empty for SQLite without a path.
QString buildConnectionUrl(const ConnectionUrlParts &parts);

// The parts of a URL ConnectionSpec::fromUrl accepts, with its errors: the port is always set
// (the kind's default when the URL names none; 0 for SQLite), user and database are decoded,
// and a SQLite path comes back absolute. A password in the URL is not part of the parts.
Result<ConnectionUrlParts> parseConnectionUrl(const QString &url);

} // namespace outbox
