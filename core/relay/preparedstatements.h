#pragma once

#include "connection/databasesession.h"
#include "util/result.h"

#include <QHash>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace outbox {

// The relay's statements on one connection, each prepared once and kept: a batch's statements
// have the same text every time (full batches), and preparing them anew cost two extra round
// trips each (prepare, and deallocate afterwards) on PostgreSQL. Shared by the claim and the
// settling of one RelayEngine.
class PreparedStatements {
public:
    explicit PreparedStatements(DatabaseSession &session)
        : m_session(session) {}

    // Runs `sql` with `values` bound to its placeholders in order, through the statement
    // prepared for that text. The query is valid until the next run() or clear().
    Result<QSqlQuery *> run(const QString &sql, const QVariantList &values);
    // Forgets every statement and the session set-up: the connection may be a new one next time.
    void clear();

    // Whether the connection's session settings are made (MySQL); cleared with the statements.
    bool sessionSetUp() const { return m_sessionSetUp; }
    void setSessionSetUp() { m_sessionSetUp = true; }

private:
    DatabaseSession &m_session;
    QHash<QString, QSqlQuery> m_statements; // prepared, by text
    bool m_sessionSetUp = false;
};

} // namespace outbox
