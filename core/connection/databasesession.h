#pragma once

#include "connection/connectionspec.h"
#include "sql/sqldialect.h"

#include <QSqlDatabase>
#include <QString>

namespace outbox {

// One named QSqlDatabase connection, owned by the thread that created it. Every worker opens its
// own session; the connection is removed when the session is destroyed.
class DatabaseSession {
public:
    explicit DatabaseSession(ConnectionSpec spec, QString purpose = QStringLiteral("main"));
    ~DatabaseSession();
    DatabaseSession(const DatabaseSession &) = delete;
    DatabaseSession &operator=(const DatabaseSession &) = delete;

    Status open();
    bool isOpen() const;
    void close();

    QSqlDatabase database() const;
    const ConnectionSpec &spec() const { return m_spec; }
    // Starts a transaction that will write. On SQLite BEGIN IMMEDIATE: the write lock is taken at
    // once, waiting up to the busy timeout, where a deferred transaction that read first fails at
    // once ("database is locked") when another connection (a relay) writes meanwhile. Elsewhere
    // QSqlDatabase::transaction(). The error is the driver's, never empty.
    Status beginWriteTransaction() const;
    const SqlDialect &dialect() const { return m_dialect; }

private:
    Status checkTlsRequired(const QSqlDatabase &db) const;

    ConnectionSpec m_spec;
    SqlDialect m_dialect;
    QString m_connectionName;
};

} // namespace outbox
