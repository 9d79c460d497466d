#pragma once

#include "connection/databasesession.h"

#include <QString>

class QProcess;

namespace outbox::test {

QString testdataDir();

// The servers the ctest fixtures started (FAILs the test when the environment lacks them: under
// ctest it never does).
ConnectionSpec postgresSpec();
ConnectionSpec mysqlSpec();
ConnectionSpec sqliteSpec(const QString &path);

// Runs every statement of a .sql file of shared/testdata (comments dropped, split at ';' line
// ends). renameFrom/renameTo retarget the table name, so one file serves several variants.
Status runSqlFile(DatabaseSession &session, const QString &fileName, const QString &renameFrom = {},
                  const QString &renameTo = {});
Status runSql(DatabaseSession &session, const QStringList &statements);

// The sample INSERT of vortos-postgres.sql, retargeted at another table.
QString vortosSampleInsert(const QString &table);

// Long-running children (relays) die with the test process, however it ends: a QFATAL, a ctest
// timeout or a kill must not leave relays running against the test servers. Call before start().
void dieWithTest(QProcess &process);

} // namespace outbox::test
