#pragma once

#include "types/databasekind.h"
#include "util/result.h"

#include <QString>

class QUrlQuery;

namespace outbox {

// Where the outbox lives. Parsed from the URLs of cli.md; the password is carried separately and
// never rendered by displayUrl().
// How the database password is had.
enum class DatabaseAuth {
    Password, // given: the keychain, OUTBOX_DATABASE_PASSWORD, a password command, or the URL
    RdsIam,   // an AWS RDS IAM token made for every new connection (auth=rds-iam&region=…)
};

// The TLS options of a kind's URL, by its own client's names: sslmode, sslrootcert, sslcert,
// sslkey (libpq); ssl-mode, ssl-ca, ssl-cert, ssl-key (the MySQL client).
struct TlsOptionNames {
    QString mode, rootCert, cert, key;
};
TlsOptionNames tlsOptionNames(DatabaseKind kind);
// The TLS modes a kind's URL takes, weakest first: libpq's sslmode values; MySQL's ssl-mode
// values the driver supports (DISABLED, PREFERRED, REQUIRED, VERIFY_CA). None for SQLite.
QStringList databaseTlsModes(DatabaseKind kind);

struct ConnectionSpec {
    DatabaseKind kind = DatabaseKind::SQLite;
    QString host;
    int port = 0;
    QString database; // database name, or the SQLite file path
    QString user;
    QString password; // from the keychain, OUTBOX_DATABASE_PASSWORD, or (discouraged) the URL
    // TLS, in the URL's query by the clients' own names. PostgreSQL: sslmode (libpq's modes),
    // sslrootcert, sslcert, sslkey. MySQL/MariaDB: ssl-mode (DISABLED, PREFERRED, REQUIRED),
    // ssl-ca, ssl-cert, ssl-key. Files, not secrets.
    QString sslMode;
    QString sslRootCert;
    QString sslCert;
    QString sslKey;
    QString sslKeyPassword; // the client key's passphrase: a secret, never in the URL
    DatabaseAuth auth = DatabaseAuth::Password;
    QString region; // AWS region of an RDS IAM token
    // Run for every new connection; its first line is the password (auth/passwordcommand.h).
    // Not part of the URL: from the profile or --password-command.
    QString passwordCommand;
    // Reached through the user's OpenSSH (connection/sshtunnel.h): host and port are then as the
    // last hop sees them. Not part of the URL: from the profile or --ssh, --ssh-config.
    QString sshDestination;
    QString sshConfig;
    bool passwordFromUrl = false;

    // postgresql://USER@HOST:PORT/DB?sslmode=…, mysql://…, mariadb://…,
    // sqlite:///absolute/path.db, sqlite:relative/path.db. An option the kind does not take, a
    // mode it does not know or auth=rds-iam without a region or without TLS is an error naming it.
    static Result<ConnectionSpec> fromUrl(const QString &url);

    // Empty when the connection checks the server's certificate as far as the driver can
    // (PostgreSQL verify-full; MySQL/MariaDB VERIFY_CA with ssl-ca, its driver's most) or is a
    // local SQLite file; else what it does not check, for a production profile's warning.
    QString tlsVerificationGap() const;

    // The password of a new connection: an RDS IAM token, the password command's first line,
    // or the password given; the error names the source that failed.
    Result<QString> connectionPassword() const;

    // The URL without any password, safe for logs, audit records and error messages.
    QString displayUrl() const;
    QString qtDriverName() const;

private:
    Status readUrlOptions(const QUrlQuery &query);
};

} // namespace outbox
