#pragma once

#include "connection/connectionspec.h"

#include <QString>
#include <QStringList>

namespace outbox {

// The default ports: a URL that names the kind's default port leaves it out.
constexpr int kPostgresDefaultPort = 5432;
constexpr int kMySqlDefaultPort = 3306;
int defaultDatabasePort(DatabaseKind kind); // 0 for SQLite

// A database URL in the pieces the profile editor shows in its fields. Never a password, and
// never the client key's passphrase.
struct ConnectionUrlParts {
    DatabaseKind kind = DatabaseKind::PostgreSQL;
    QString host;       // empty: localhost
    int port = 0;       // 0 or the kind's default port: left out of the URL
    QString database;   // the database name (server kinds)
    QString user;       // empty: none
    QString sslMode;    // the kind's TLS mode (sslmode, ssl-mode); empty: the driver's default
    QString sqlitePath; // SQLite: the database file, absolute or relative
    // The URL's other options, those the fields below do not cover, as an encoded query: kept as
    // they are by an editor that has no field for them.
    QString otherOptions;
    // TLS files: sslrootcert/ssl-ca, sslcert/ssl-cert, sslkey/ssl-key; empty: none.
    QString sslRootCert;
    QString sslCert;
    QString sslKey;
    DatabaseAuth auth = DatabaseAuth::Password; // auth=rds-iam for RdsIam; nothing for Password
    QString region;                             // region=… (the AWS region of an RDS IAM token)
};

// postgresql://USER@HOST:PORT/DB?sslmode=…&sslrootcert=…, mysql://USER@HOST:PORT/DB?ssl-mode=…,
// sqlite:///abs/path or sqlite:relative/path from the parts (trimmed; user, database and option
// values percent-encoded as a URL needs). A TLS mode the kind does not have is left out; the
// options come in the order mode, CA, certificate, key, auth, region, then the other options.
// Empty for SQLite without a path.
QString buildConnectionUrl(const ConnectionUrlParts &parts);

// The parts of a URL ConnectionSpec::fromUrl accepts, with its errors: the port is always set
// (the kind's default when the URL names none; 0 for SQLite), user, database and options are
// decoded, MySQL's ssl-mode is upper case, and a SQLite path comes back absolute. The TLS mode is
// the one the URL names (empty when it names none, also with auth=rds-iam, which then requires
// TLS by itself). A password in the URL is not part of the parts.
Result<ConnectionUrlParts> parseConnectionUrl(const QString &url);

} // namespace outbox
