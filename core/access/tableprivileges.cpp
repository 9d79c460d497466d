#include "access/tableprivileges.h"

#include "util/coretr.h"
#include "util/enumnames.h"

#include <QDir>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>

#include <pwd.h>
#include <unistd.h>

namespace outbox {

using namespace Qt::StringLiterals;

namespace {

constexpr EnumName<TablePrivilege> kNames[] = {{TablePrivilege::Select, u"SELECT"},
                                               {TablePrivilege::Insert, u"INSERT"},
                                               {TablePrivilege::Update, u"UPDATE"},
                                               {TablePrivilege::Delete, u"DELETE"}};

Error readFailed(const TableName &table, const QSqlQuery &q) {
    return Error::failed(CoreText::tr("Could not read the privileges on %1: %2")
                             .arg(table.display(), q.lastError().text()));
}

Result<TablePrivileges> postgresPrivileges(DatabaseSession &session, const TableName &table) {
    QSqlQuery q(session.database());
    q.prepare(u"SELECT current_user, has_table_privilege(c.oid, 'SELECT'), "
              "has_table_privilege(c.oid, 'INSERT'), has_table_privilege(c.oid, 'UPDATE'), "
              "has_table_privilege(c.oid, 'DELETE') FROM pg_class c JOIN pg_namespace n "
              "ON n.oid = c.relnamespace WHERE c.relname = ? AND n.nspname = "
              "COALESCE(NULLIF(?, ''), current_schema(), 'public')"_s);
    q.addBindValue(table.name);
    q.addBindValue(table.schema);
    if (!q.exec())
        return readFailed(table, q);
    if (!q.next())
        return Error::failed(CoreText::tr("Could not read the privileges on %1: no such table.")
                                 .arg(table.display()));
    TablePrivileges out{q.value(0).toString(), table.display(), {}, u"has_table_privilege()"_s, {}};
    for (int i = 0; i < 4; ++i)
        if (q.value(1 + i).toBool())
            out.granted.append(kTablePrivileges[i]);
    return out;
}

Result<TablePrivileges> mysqlPrivileges(DatabaseSession &session, const TableName &table) {
    QSqlQuery q(session.database());
    if (!q.exec(u"SELECT CURRENT_USER(), DATABASE()"_s) || !q.next())
        return readFailed(table, q);
    const QString account = q.value(0).toString(); // user@host
    const QString schema = table.schema.isEmpty() ? q.value(1).toString() : table.schema;
    const qsizetype at = account.lastIndexOf(u'@');
    const QString grantee =
        u"'%1'@'%2'"_s.arg(account.left(at), at < 0 ? u"%"_s : account.mid(at + 1));
    // The account's grants at every level that reaches the table (the schema level as an exact
    // name: a wildcard grant such as `app\_%`.* is not matched).
    q.prepare(u"SELECT PRIVILEGE_TYPE FROM information_schema.USER_PRIVILEGES WHERE GRANTEE = ? "
              "UNION SELECT PRIVILEGE_TYPE FROM information_schema.SCHEMA_PRIVILEGES "
              "WHERE GRANTEE = ? AND TABLE_SCHEMA = ? "
              "UNION SELECT PRIVILEGE_TYPE FROM information_schema.TABLE_PRIVILEGES "
              "WHERE GRANTEE = ? AND TABLE_SCHEMA = ? AND TABLE_NAME = ?"_s);
    for (const QString &v : {grantee, grantee, schema, grantee, schema, table.name})
        q.addBindValue(v);
    if (!q.exec())
        return readFailed(table, q);
    TablePrivileges out{account, table.display(), {}, u"information_schema grants"_s, {}};
    while (q.next())
        for (const TablePrivilege p : kTablePrivileges)
            if (q.value(0).toString().compare(tablePrivilegeName(p), Qt::CaseInsensitive) == 0 &&
                !out.granted.contains(p))
                out.granted.append(p);
    return out;
}

Result<TablePrivileges> sqlitePrivileges(DatabaseSession &session, const TableName &table) {
    const QFileInfo file(session.spec().database);
    const QFileInfo folder(file.absolutePath());
    // The OS user the process runs as: it is whose permissions decide.
    const passwd *account = ::getpwuid(::geteuid());
    TablePrivileges out{account ? QString::fromLocal8Bit(account->pw_name)
                                : QString::number(::geteuid()),
                        table.display(),
                        {TablePrivilege::Select},
                        u"file permissions"_s,
                        session.spec().database};
    // access(2) as the process: a read-only file, or a folder where the journal cannot go.
    const bool writable =
        ::access(QFile::encodeName(file.absoluteFilePath()).constData(), W_OK) == 0 &&
        ::access(QFile::encodeName(folder.absoluteFilePath()).constData(), W_OK) == 0;
    if (writable)
        out.granted << TablePrivilege::Insert << TablePrivilege::Update << TablePrivilege::Delete;
    return out;
}

} // namespace

QString tablePrivilegeName(TablePrivilege privilege) {
    return nameOf(kNames, privilege);
}

std::optional<TablePrivilege> tablePrivilegeNamed(const QString &name) {
    return valueNamed(kNames, QStringView(name.trimmed().toUpper()));
}

QStringList TablePrivileges::missing(const QList<TablePrivilege> &needed) const {
    QStringList out;
    for (const TablePrivilege p : needed)
        if (!has(p))
            out.append(tablePrivilegeName(p));
    return out;
}

Result<TablePrivileges> readTablePrivileges(DatabaseSession &session, const TableName &table) {
    if (auto opened = session.open(); !opened)
        return opened.error();
    switch (session.spec().kind) {
    case DatabaseKind::PostgreSQL:
        return postgresPrivileges(session, table);
    case DatabaseKind::MySQL:
        return mysqlPrivileges(session, table);
    case DatabaseKind::SQLite:
        break;
    }
    return sqlitePrivileges(session, table);
}

QList<TablePrivilege> privilegesNeededFor(const QString &action) {
    static const QStringList updates{u"retry"_s, u"mark done"_s, u"retry now"_s, u"relay"_s,
                                     u"relaying"_s};
    static const QStringList inserts{u"resend"_s, u"promote"_s, u"undo resend"_s, u"replay"_s,
                                     u"import"_s};
    if (updates.contains(action))
        return {TablePrivilege::Select, TablePrivilege::Update};
    if (inserts.contains(action))
        return {TablePrivilege::Select, TablePrivilege::Insert};
    if (action == u"purge"_s)
        return {TablePrivilege::Select, TablePrivilege::Delete};
    return {TablePrivilege::Select};
}

Status checkPrivilegesAllow(const TablePrivileges &privileges, const QString &action) {
    const QStringList missing = privileges.missing(privilegesNeededFor(action));
    if (missing.isEmpty())
        return Done{};
    if (!privileges.file.isEmpty())
        return Error::refused(CoreText::tr("Cannot %1: %2 may not write the SQLite file %3 (or "
                                           "its folder, where the journal goes). Nothing was "
                                           "tried.")
                                  .arg(action, privileges.role, privileges.file));
    return Error::refused(
        CoreText::tr("Role %1 may not %2 rows of %3: it lacks the %4 "
                     "privilege. Nothing was tried.")
            .arg(privileges.role, action, privileges.table, missing.join(u", "_s)));
}

Status checkPrivilegesFor(DatabaseSession &session, const TableName &table, const QString &action) {
    auto privileges = readTablePrivileges(session, table);
    if (!privileges)
        return privileges.error();
    return checkPrivilegesAllow(*privileges, action);
}

} // namespace outbox
