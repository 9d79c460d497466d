#pragma once

#include "types/databasekind.h"
#include "util/result.h"

#include <QString>

namespace outbox {

// Where the outbox lives. Parsed from the URLs of cli.md; the password is carried separately and
// never rendered by displayUrl().
struct ConnectionSpec {
    DatabaseKind kind = DatabaseKind::SQLite;
    QString host;
    int port = 0;
    QString database; // database name, or the SQLite file path
    QString user;
    QString password; // from the keychain, OUTBOX_DATABASE_PASSWORD, or (discouraged) the URL
    QString sslMode;  // PostgreSQL sslmode
    bool passwordFromUrl = false;

    // postgresql://USER@HOST:PORT/DB?sslmode=…, mysql://…, mariadb://…,
    // sqlite:///absolute/path.db, sqlite:relative/path.db
    static Result<ConnectionSpec> fromUrl(const QString &url);

    // The URL without any password, safe for logs, audit records and error messages.
    QString displayUrl() const;
    QString qtDriverName() const;
};

} // namespace outbox
