#pragma once

#include "connection/databasesession.h"
#include "types/tablename.h"

#include <QStringList>

#include <optional>

namespace outbox {

// What the connected role may do to the outbox table, as the database itself says: PostgreSQL
// has_table_privilege() (roles it is a member of included), MySQL/MariaDB the grants of the
// current account in information_schema (global, the schema's and the table's; roles granted
// through SET ROLE are not followed), SQLite the file's and its folder's write permission
// (a change writes a journal beside the file).
enum class TablePrivilege { Select, Insert, Update, Delete };
inline constexpr TablePrivilege kTablePrivileges[] = {
    TablePrivilege::Select, TablePrivilege::Insert, TablePrivilege::Update, TablePrivilege::Delete};

QString tablePrivilegeName(TablePrivilege privilege); // "SELECT", …
std::optional<TablePrivilege> tablePrivilegeNamed(const QString &name);

struct TablePrivileges {
    QString role;  // the user the database sees (current_user, CURRENT_USER(), the OS user)
    QString table; // display name
    QList<TablePrivilege> granted;
    QString how;  // where the answer came from, for people
    QString file; // SQLite: the file whose permissions decide
    bool has(TablePrivilege p) const { return granted.contains(p); }
    // Of needed, those not granted, by name ("UPDATE").
    QStringList missing(const QList<TablePrivilege> &needed) const;
};

Result<TablePrivileges> readTablePrivileges(DatabaseSession &session, const TableName &table);

// What a change needs on the outbox table: retry, mark done, retry now and the relay's settling
// UPDATE; resend and promote INSERT a row; purge DELETEs. Park and unpark write only the console's
// own tables: none.
QList<TablePrivilege> privilegesNeededFor(const QString &action);

// Refused (nothing tried), naming the role, the table and each missing privilege, when the
// role may not do action; Done otherwise.
Status checkPrivilegesAllow(const TablePrivileges &privileges, const QString &action);
// The same for the session's role, its privileges read first.
Status checkPrivilegesFor(DatabaseSession &session, const TableName &table, const QString &action);

} // namespace outbox
