#pragma once

#include "connection/databasesession.h"
#include "demo/demoworkspace.h"
#include "query/outboxreader.h"
#include "scopedenvironment.h"
#include "settings/profile.h"
#include "target/connectiontarget.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>

class QProcess;

namespace outbox::test {

// tests/data: the writers' DDL and sample rows (schemas/), AWS's Signature V4 test suite.
QString testdataDir();

// The servers the ctest fixtures started (FAILs the test when the environment lacks them: under
// ctest it never does).
ConnectionSpec postgresSpec();
ConnectionSpec mysqlSpec();
ConnectionSpec sqliteSpec(const QString &path);

// A session on spec under connection into session, opened (the error when it does not open).
Status openSession(std::unique_ptr<DatabaseSession> &session, const ConnectionSpec &spec,
                   const QString &connection);

// Runs every statement of a .sql file of tests/data/schemas (comments dropped, split at ';' line
// ends). renameFrom/renameTo retarget the table name, so one file serves several variants.
Status runSqlFile(DatabaseSession &session, const QString &fileName, const QString &renameFrom = {},
                  const QString &renameTo = {});
Status runSql(DatabaseSession &session, const QStringList &statements);
// PostgreSQL: schema made afresh (dropped with all it holds first) from a .sql file whose table is
// in fileSchema.
Status freshSchemaFrom(DatabaseSession &session, const QString &fileName, const QString &fileSchema,
                       const QString &schema);
// Runs statements in order on the SQLite file at path through a plain QSQLITE connection of its
// own, closed and removed again before it returns: the file changed as another program changes it,
// under whatever the test has open on it. The first failure (the file not opening, or a statement).
Status execSqlite(const QString &path, const QStringList &statements);
// A new SQLite database at path (a file there before is replaced) with ddlFile of
// tests/data/schemas run in it, open under connection; nullptr (with a warning) when a step fails.
std::unique_ptr<DatabaseSession> newSqlite(const QString &path, const QString &connection,
                                           const QString &ddlFile);

// The FennFlow samples are the shipped writer's, which their rows cannot show (no row ever reads
// 'created'): records that, as `outboxctl relay init` or a relay given --vocabulary does, so the
// console and the relays read table with the shipped vocabulary.
Status recordShippedVocabulary(DatabaseSession &session, const QString &table);

// Kills every connection of the console (application_name outbox-console) but session's own, as a
// failover or a DBA does.
Status terminateConsoleConnections(DatabaseSession &session);

// The sample INSERT of vortos-postgres.sql, retargeted at another table.
QString vortosSampleInsert(const QString &table);

// The message of r's error, empty when r is ok: QVERIFY2(r.ok(), qPrintable(errorText(r))).
template <typename T> QString errorText(const Result<T> &r) {
    return r.ok() ? QString() : r.error().message;
}

// The id the tests give row n: 00000000-0000-7000-8000-<n in 12 digits>, shaped as a UUIDv7.
QString uuidFor(int n);

// The writer's DDL of tests/data/schemas for a database as BackendSessions names them
// ("sqlite", "postgresql", "mariadb") and a format (Vortos or FennFlow), and the table it makes:
// vortos_object_store_outbox (on PostgreSQL in the search path: vortos-postgres-prefix.sql);
// FennFlow's outbox (fennflow.outbox on PostgreSQL).
QString writerDdl(const QString &database, bool vortos);
QString writerTable(const QString &database, bool vortos);

// A demo workspace (DemoWorkspace::create with options) with its SQLite database open under
// connectionName and a reader of its Vortos table.
struct DemoVortos {
    DemoWorkspace workspace;
    std::unique_ptr<DatabaseSession> session;
    std::unique_ptr<OutboxReader> reader;
};
Result<DemoVortos> openDemoVortos(const DemoOptions &options, const QString &connectionName);

// The anchor ("now") the tests give the demo when they check its figures: 2026-11-30 12:00 UTC,
// so that its rows are the same on every run.
QDateTime demoAnchor();

// The demo workspace in folder/demo (options.directory, when set, wins), as a user's first start
// makes it.
Result<DemoWorkspace> createDemo(const QString &folder, DemoOptions options = {});
// A target and its table resolved: what a view that shows a table is given.
struct TargetTable {
    ConnectionTarget target;
    OutboxTable table;
};
// The demo workspace (createDemo) with its Vortos profile as the target a user opens and that
// table resolved.
struct DemoTarget {
    DemoWorkspace workspace;
    ConnectionTarget target;
    OutboxTable table;
};
Result<DemoTarget> createDemoTarget(const QString &folder, DemoOptions options = {});
// The table named name (schema.table where it has one) in session, resolved.
Result<OutboxTable> resolveTable(DatabaseSession &session, const QString &name);
// A reader of resolved in session; when it did not resolve, the test FAILs with its error
// (QTest::qFail) and the reader has no table.
OutboxReader readerOrFail(DatabaseSession &session, const Result<OutboxTable> &resolved);
// The user's folders as the test's own, in folder: settings in folder/config (XDG_CONFIG_HOME),
// the audit log in folder/data (XDG_DATA_HOME); QStandardPaths in test mode.
void useUserFoldersIn(const QString &folder);
// The demo (into workspace) and a profile store beside it (folder/profiles.ini, into store)
// holding both its profiles: what the window tests open.
Status createDemoWithProfiles(const QString &folder, DemoWorkspace &workspace, ProfileStore &store);

// vortos-postgres.sql made afresh in schema (dropped first) on the fixtures' PostgreSQL.
Status makePostgresVortos(DatabaseSession &session, const QString &schema);
// The same, and the target a user opens for it; the password is given as a user would, in
// OUTBOX_DATABASE_PASSWORD, set in environment for the caller's scope.
Result<ConnectionTarget> postgresVortosTarget(DatabaseSession &session, const QString &schema,
                                              ScopedEnvironment &environment);

// The databases the core tests run over, each with one open session: a new SQLite file in a
// folder of the test's, and the fixtures' PostgreSQL and MariaDB, named as the rows of
// addDatabaseRows() name them ("sqlite", "postgresql", "mariadb").
class BackendSessions {
public:
    // Opens the three; connection names start with prefix. An error names the database.
    Status open(const QString &folder, const QString &prefix);
    // One more SQLite file of its own, as database (a table shape the others do not have).
    Status openSqlite(const QString &database, const QString &path, const QString &connection);
    DatabaseSession &at(const QString &database) const { return *m_sessions.at(database); }
    // The session of the database of the current global data row (column "database").
    DatabaseSession &current() const;
    // The statements on every database, each to its end whatever failed (a clean-up ignores
    // the result); the first failure, naming its database.
    Status runEach(const QStringList &statements);
    void close() { m_sessions.clear(); }

private:
    Status add(const QString &database, const ConnectionSpec &spec, const QString &connection);
    std::map<QString, std::unique_ptr<DatabaseSession>> m_sessions;
};
// The rows of an initTestCase_data: column "database" with each of BackendSessions' three, or
// with formats too (column "format"): each database with Vortos, and FennFlow where its
// fixtures are (SQLite and PostgreSQL).
void addDatabaseRows();
// Column "database" with only these of them, in this order.
void addDatabaseRows(const QStringList &databases);
void addDatabaseFormatRows();

// Long-running children (relays) die with the test process, however it ends: a QFATAL, a ctest
// timeout or a kill must not leave relays running against the test servers. Call before start().
void dieWithTest(QProcess &process);

// A saved profile of a test database (the URL without its password; the tests give
// OUTBOX_DATABASE_PASSWORD).
Profile testProfile(const QString &name, const QString &environment, const ConnectionSpec &spec,
                    const QString &table);
// The target a user opens for a saved profile that has only a name and a database URL (or, when
// profileName is empty, for the bare URL, as --database gives it). A URL that does not parse ends
// the run: the test itself is wrong.
ConnectionTarget profileTarget(const QString &profileName, const QString &databaseUrl);
// A profile on a closed loopback port: "an unreachable server".
Profile unreachableProfile(const QString &name);

// A loopback port where nothing listens: bound once to learn a free one, then released. For a
// server a test starts (another process may take it in between: rare, and the test then fails
// with the bind error), or for "an unreachable host" (a closed loopback port).
quint16 closedPort();

// One outboxctl run (OUTBOX_BINARY_DIR/outboxctl) to its end: exit code (-2 for a crash, -1 when
// it outlived timeoutMs and was killed), stdout and stderr.
struct CliRun {
    int code = -1;
    QString out;
    QString err;
};
CliRun runOutboxctl(const QStringList &args, const QProcessEnvironment &env,
                    const QString &workingDirectory = {}, int timeoutMs = 120000);
// The environment of a user whose home is folder: the test's own, with the settings
// (XDG_CONFIG_HOME) in folder/config and the data (XDG_DATA_HOME) in folder/data; then every
// variable of extra (extra wins).
QProcessEnvironment userEnvironment(const QString &folder, const QProcessEnvironment &extra = {});
// userEnvironment(folder) for commands on the database of spec, given as a user gives it
// (OUTBOX_DATABASE_URL without the password, OUTBOX_DATABASE_PASSWORD), in English, and with no
// object store bucket of the test's environment.
QProcessEnvironment databaseUserEnvironment(const QString &folder, const ConnectionSpec &spec);
// A fresh local audit log and profiles file for the user of userEnvironment(folder): folder/data
// and folder/config removed, their outbox-console folders made again (false when they cannot be).
bool freshUserFolders(const QString &folder);

// FennFlow's PostgreSQL table as its writer creates it (fennflow.outbox, the schema dropped and
// made again, no delivery side table, the shipped vocabulary recorded) with `rows` ready 'put'
// events over `keys` files ('default|||files|||f' || g % keys; row g created g ms before now).
Status loadFennFlowPostgres(DatabaseSession &session, int rows, int keys = 500);

// The argv supervisor would run for a supervisor program file: its INI parser (inline comments
// after whitespace), its %-expansion, then shlex.split, through python3; {"<python failed>"}
// when that fails.
QStringList supervisorArgv(const QString &programFile);

// A file of tests/support (scripts, Node tools).
QString supportFile(const QString &name);
// The environment for the tests' Node tools: NODE_PATH set to their packages (from
// tests/support/s3-server deps, which installs them with npm ci on first use). Empty, with the
// reason in *problem, when they cannot be had.
QProcessEnvironment nodeEnvironment(QString *problem);
// Runs `node tests/support/SCRIPT ARGS` in env (nodeEnvironment plus what the test adds) to its
// end, as runOutboxctl.
CliRun runNodeTool(const QString &script, const QStringList &args, const QProcessEnvironment &env,
                   int timeoutMs = 60000);
// Runs program with args in env to its end, as runOutboxctl: an empty run (code -1) when it
// outlived timeoutMs and was killed.
CliRun runProgram(const QString &program, const QStringList &args,
                  const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                  int timeoutMs = 60000);
// Runs a writer (another library's code writing its outbox) to its end as a child that dies with
// the test (dieWithTest), as runOutboxctl: code -1 with only its stderr (what it logged before it
// hung) when it outlived timeoutMs and was killed.
CliRun runWriter(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                 int timeoutMs);

// What outboxctl prints with --json or --output=json: the object, and the array under key in it
// ("rows", "groups", "blocked", "parked", …).
QJsonObject jsonObject(const QString &out);
QJsonArray jsonArray(const QString &out, const QString &key);
// The count of state ("pending", "inflight", "dead", "sent") in `stats --json` output.
int stateCount(const QString &statsJson, const QString &state);
// The last line of out as a JSON object: the summary a writer prints after its log lines.
QJsonObject lastJsonLine(const QString &out);

// Starts OUTBOX_BINARY_DIR/outboxctl with args in env as a long-running child that dies with the
// test (dieWithTest); what else the child needs (its channels) is set on process before. False
// when it did not start.
bool startOutboxctl(QProcess &process, const QStringList &args, const QProcessEnvironment &env);

// The environment of an outboxctl relay on fennflow.outbox in pg, given as a user whose home is
// folder gives it (userEnvironment), the sink's password in OUTBOX_SINK_PASSWORD (a headless
// relay's: the environment, never the command line), with its relay tables made (outboxctl relay
// init: failed publishes retry with backoff, and each failed attempt is logged); empty when relay
// init failed.
QProcessEnvironment fennFlowRelayEnvironment(const DatabaseSession &pg, const QString &folder,
                                             const QString &sinkPassword);

// The first column of the first row sql returns in session, as text; empty when it fails.
QString queryValue(DatabaseSession &session, const QString &sql);

// The tests' Python: the venv of tests/support/python-env (the pinned packages of
// tests/support/python/requirements.txt: FennFlow, its database drivers, kafka-python), made on
// first use (a download of a minute or so) and cached. The path of its python, or empty with the
// reason in *problem.
QString testPython(QString *problem);

} // namespace outbox::test
