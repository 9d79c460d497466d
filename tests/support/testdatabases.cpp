#include "testdatabases.h"

#include "schema/vocabularyrecord.h"

#include "schema/tableresolver.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>

#include <csignal>
#include <functional>
#include <sys/prctl.h>

using namespace Qt::StringLiterals;

namespace outbox::test {

QString testdataDir() {
    return QStringLiteral(OUTBOX_TESTDATA_DIR);
}

namespace {
ConnectionSpec fromEnv(const char *variable) {
    const QString url = qEnvironmentVariable(variable);
    if (url.isEmpty()) {
        QTest::qFail(
            qPrintable(u"%1 is not set: run this test through ctest, which starts the server"_s.arg(
                QString::fromLatin1(variable))),
            __FILE__, __LINE__);
        return {};
    }
    auto spec = ConnectionSpec::fromUrl(url);
    if (!spec)
        return {};
    spec->password = qEnvironmentVariable("OUTBOX_TEST_DB_PASSWORD");
    return *spec;
}

QString readFile(const QString &path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}
} // namespace

ConnectionSpec postgresSpec() {
    return fromEnv("OUTBOX_TEST_PG_URL");
}
ConnectionSpec mysqlSpec() {
    return fromEnv("OUTBOX_TEST_MYSQL_URL");
}

ConnectionSpec sqliteSpec(const QString &path) {
    ConnectionSpec spec;
    spec.kind = DatabaseKind::SQLite;
    spec.database = path;
    return spec;
}

Status BackendSessions::add(const QString &database, const ConnectionSpec &spec,
                            const QString &connection) {
    auto session = std::make_unique<DatabaseSession>(spec, connection);
    if (auto opened = session->open(); !opened)
        return Error::failed(u"%1: %2"_s.arg(database, opened.error().message));
    m_sessions[database] = std::move(session);
    return Done{};
}

Status BackendSessions::openSqlite(const QString &database, const QString &path,
                                   const QString &connection) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::failed(u"%1: %2"_s.arg(path, file.errorString()));
    file.close();
    return add(database, sqliteSpec(path), connection);
}

Status BackendSessions::open(const QString &folder, const QString &prefix) {
    if (auto s =
            openSqlite(u"sqlite"_s, folder + u'/' + prefix + u".sqlite"_s, prefix + u"-sqlite"_s);
        !s)
        return s;
    if (auto s = add(u"postgresql"_s, postgresSpec(), prefix + u"-pg"_s); !s)
        return s;
    return add(u"mariadb"_s, mysqlSpec(), prefix + u"-maria"_s);
}

DatabaseSession &BackendSessions::current() const {
    QFETCH_GLOBAL(QString, database);
    return at(database);
}

Status BackendSessions::runEach(const QStringList &statements) {
    Status first = Done{};
    for (auto &[name, session] : m_sessions)
        for (const QString &statement : statements)
            if (auto s = runSql(*session, {statement}); !s && first.ok())
                first = Error::failed(u"%1: %2"_s.arg(name, s.error().message));
    return first;
}

QString uuidFor(int n) {
    return u"00000000-0000-7000-8000-%1"_s.arg(n, 12, 10, QLatin1Char('0'));
}

QString writerDdl(const QString &database, bool vortos) {
    if (!vortos)
        return database == u"postgresql"_s ? u"fennflow-postgres.sql"_s : u"fennflow-sqlite.sql"_s;
    return database == u"postgresql"_s ? u"vortos-postgres-prefix.sql"_s
           : database == u"mariadb"_s  ? u"vortos-mysql.sql"_s
                                       : u"vortos-sqlite.sql"_s;
}

QString writerTable(const QString &database, bool vortos) {
    return vortos ? u"vortos_object_store_outbox"_s
                  : (database == u"postgresql"_s ? u"fennflow.outbox"_s : u"outbox"_s);
}

void addDatabaseRows() {
    addDatabaseRows({u"sqlite"_s, u"postgresql"_s, u"mariadb"_s});
}

void addDatabaseRows(const QStringList &databases) {
    QTest::addColumn<QString>("database");
    for (const QString &database : databases)
        QTest::newRow(qPrintable(database)) << database;
}

void addDatabaseFormatRows() {
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("format");
    const std::pair<QString, QString> rows[] = {{u"sqlite"_s, u"vortos"_s},
                                                {u"sqlite"_s, u"fennflow"_s},
                                                {u"postgresql"_s, u"vortos"_s},
                                                {u"postgresql"_s, u"fennflow"_s},
                                                {u"mariadb"_s, u"vortos"_s}};
    for (const auto &[database, format] : rows)
        QTest::newRow(qPrintable(database + u' ' + format)) << database << format;
}

Status openSession(std::unique_ptr<DatabaseSession> &session, const ConnectionSpec &spec,
                   const QString &connection) {
    session = std::make_unique<DatabaseSession>(spec, connection);
    return session->open();
}

Status runSql(DatabaseSession &session, const QStringList &statements) {
    QSqlQuery q(session.database());
    for (const QString &statement : statements) {
        if (statement.trimmed().isEmpty())
            continue;
        if (!q.exec(statement))
            return Error::failed(u"%1\n  in: %2"_s.arg(q.lastError().text(), statement.left(200)));
    }
    return Done{};
}

Status execSqlite(const QString &path, const QStringList &statements) {
    const QString connection = u"outbox-test-exec-sqlite"_s;
    Status result = Done{};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            result = Error::failed(u"Cannot open %1: %2"_s.arg(path, db.lastError().text()));
        } else {
            for (const QString &statement : statements) {
                QSqlQuery q(db);
                if (!q.exec(statement)) {
                    result = Error::failed(
                        u"%1\n  in: %2"_s.arg(q.lastError().text(), statement.left(200)));
                    break;
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return result;
}

Status freshSchemaFrom(DatabaseSession &session, const QString &fileName, const QString &fileSchema,
                       const QString &schema) {
    if (auto dropped = runSql(session, {u"DROP SCHEMA IF EXISTS %1 CASCADE"_s.arg(schema)});
        !dropped)
        return dropped;
    return runSqlFile(session, fileName, fileSchema, schema);
}

Status runSqlFile(DatabaseSession &session, const QString &fileName, const QString &renameFrom,
                  const QString &renameTo) {
    QString text = readFile(testdataDir() + u"/schemas/"_s + fileName);
    if (text.isEmpty())
        return Error::failed(u"Cannot read %1 in %2"_s.arg(fileName, testdataDir()));
    QStringList lines;
    for (const QString &line : text.split(u'\n')) {
        if (!line.trimmed().startsWith(u"--"_s))
            lines.append(line);
    }
    text = lines.join(u'\n');
    if (!renameFrom.isEmpty())
        text.replace(renameFrom, renameTo);
    return runSql(session, text.split(u";\n"_s));
}

std::unique_ptr<DatabaseSession> newSqlite(const QString &path, const QString &connection,
                                           const QString &ddlFile) {
    QFile::remove(path);
    if (!QFile(path).open(QIODevice::WriteOnly)) {
        qWarning().noquote() << "cannot create" << path;
        return nullptr;
    }
    auto session = std::make_unique<DatabaseSession>(sqliteSpec(path), connection);
    Status made = session->open();
    if (made)
        made = runSqlFile(*session, ddlFile);
    if (!made) {
        qWarning().noquote() << path << made.error().message;
        return nullptr;
    }
    return session;
}

Status recordShippedVocabulary(DatabaseSession &session, const QString &table) {
    if (auto made = VocabularyRecord::create(session); !made)
        return made;
    auto name = TableName::parse(table);
    if (!name)
        return name.error();
    auto recorded = VocabularyRecord::record(session, *name, u"shipped"_s);
    if (!recorded)
        return recorded.error();
    auto now = VocabularyRecord::read(session, *name);
    if (!now || !*now || **now != u"shipped"_s)
        return Error::failed(u"%1 is recorded with another vocabulary"_s.arg(table));
    return Done{};
}

Status terminateConsoleConnections(DatabaseSession &session) {
    return runSql(session, {u"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE "
                            "application_name = 'outbox-console' AND pid <> pg_backend_pid()"_s});
}

QString vortosSampleInsert(const QString &table) {
    const QString text = readFile(testdataDir() + u"/schemas/vortos-postgres.sql"_s);
    const qsizetype start = text.indexOf(u"INSERT INTO"_s);
    QString insert = text.mid(start);
    insert = insert.left(insert.lastIndexOf(u';'));
    insert.replace(u"vortos.object_store_outbox"_s, table);
    return insert;
}

void dieWithTest(QProcess &process) {
    // PR_SET_PDEATHSIG fires when the thread that forked the child ends: QProcess forks from the
    // calling thread, the test's main thread, which lives as long as the test.
    process.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
}

namespace {

// What a run that outlived its time box gives besides code -1.
enum class OnTimeout { Nothing, Output, ErrorOnly };

// Runs program to its end: exit code (-2 for a crash), stdout and stderr; one that outlives
// timeoutMs is killed, and gives code -1 with what onTimeout keeps of what it wrote by then. A
// child that dies with the test (dieWithTest) when childDiesWithTest.
CliRun runToEnd(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                const QString &workingDirectory, int timeoutMs, OnTimeout onTimeout,
                bool childDiesWithTest = false) {
    QProcess p;
    p.setProcessEnvironment(env);
    if (childDiesWithTest)
        dieWithTest(p);
    if (!workingDirectory.isEmpty())
        p.setWorkingDirectory(workingDirectory);
    p.start(program, args);
    const bool finished = p.waitForFinished(timeoutMs);
    if (!finished) {
        p.kill();
        p.waitForFinished();
        if (onTimeout == OnTimeout::Nothing)
            return {};
        if (onTimeout == OnTimeout::ErrorOnly)
            return {-1, {}, QString::fromUtf8(p.readAllStandardError())};
    }
    return {!finished                                ? -1
            : p.exitStatus() == QProcess::NormalExit ? p.exitCode()
                                                     : -2,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

CliRun runOutboxctl(const QStringList &args, const QProcessEnvironment &env,
                    const QString &workingDirectory, int timeoutMs) {
    return runToEnd(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s, args, env,
                    workingDirectory, timeoutMs, OnTimeout::Nothing);
}

QProcessEnvironment userEnvironment(const QString &folder, const QProcessEnvironment &extra) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"XDG_CONFIG_HOME"_s, folder + u"/config"_s);
    env.insert(u"XDG_DATA_HOME"_s, folder + u"/data"_s);
    env.insert(extra);
    return env;
}

QProcessEnvironment databaseUserEnvironment(const QString &folder, const ConnectionSpec &spec) {
    QProcessEnvironment env = userEnvironment(folder);
    env.insert(u"OUTBOX_DATABASE_URL"_s, spec.displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, spec.password);
    env.insert(u"LANGUAGE"_s, u"en"_s);
    env.remove(u"OBJECT_STORE_BUCKET"_s);
    return env;
}

bool freshUserFolders(const QString &folder) {
    QDir(folder + u"/data"_s).removeRecursively();
    QDir(folder + u"/config"_s).removeRecursively();
    return QDir().mkpath(folder + u"/data/outbox-console"_s) &&
           QDir().mkpath(folder + u"/config/outbox-console"_s);
}

Status loadFennFlowPostgres(DatabaseSession &session, int rows, int keys) {
    if (auto dropped = runSql(session, {u"DROP SCHEMA IF EXISTS fennflow CASCADE"_s,
                                        u"DROP TABLE IF EXISTS outbox_console_delivery"_s});
        !dropped)
        return dropped;
    if (auto created = runSqlFile(session, u"fennflow-postgres.sql"_s); !created)
        return created;
    if (auto recorded = recordShippedVocabulary(session, u"fennflow.outbox"_s); !recorded)
        return recorded;
    return runSql(
        session,
        {u"DELETE FROM fennflow.outbox"_s,
         u"INSERT INTO fennflow.outbox SELECT md5('r' || g)::uuid, md5('e' || g)::uuid, "
         u"'StorageObject', 'default|||files|||f' || (g % %2), 'put', ('{\"storage_path\": "
         u"\"f' || g || '\"}')::json, 'pending', now() - (g * interval '1 ms'), now() FROM "
         u"generate_series(1, %1) g"_s.arg(rows)
             .arg(keys)});
}

QStringList supervisorArgv(const QString &programFile) {
    const QString script = uR"(
import configparser, json, shlex, sys
cp = configparser.RawConfigParser(inline_comment_prefixes=(';', '#'), strict=False)
assert cp.read(sys.argv[1])
section = [s for s in cp.sections() if s.startswith('program:')][0]
command = cp.get(section, 'command') % {'program_name': section[8:], 'here': '/etc/supervisor'}
print(json.dumps(shlex.split(command)))
)"_s;
    QProcess p;
    p.start(u"python3"_s, {u"-c"_s, script, programFile});
    if (!p.waitForFinished(30000) || p.exitCode() != 0) {
        qWarning().noquote() << p.readAllStandardError();
        return {u"<python failed>"_s};
    }
    QStringList argv;
    const QJsonArray array = QJsonDocument::fromJson(p.readAllStandardOutput()).array();
    for (const auto &v : array)
        argv << v.toString();
    return argv;
}

QString supportFile(const QString &name) {
    return QStringLiteral(OUTBOX_TEST_SUPPORT_DIR) + u'/' + name;
}

namespace {
// What make() returns for what, made by the first call whose make() returns something (a setup
// script: the npm packages, the Python venv), one call at a time: once per process.
QString madeOnce(const QString &what, const std::function<QString()> &make) {
    static QMutex mutex;
    static QHash<QString, QString> made;
    QMutexLocker lock(&mutex);
    QString &value = made[what];
    if (value.isEmpty())
        value = make();
    return value;
}
} // namespace

QProcessEnvironment nodeEnvironment(QString *problem) {
    const QString modules = madeOnce(u"node modules"_s, [problem]() -> QString {
        QProcess deps;
        deps.start(supportFile(u"s3-server"_s), {u"deps"_s});
        // The first call installs the locked packages (npm ci).
        if (!deps.waitForFinished(600'000) || deps.exitStatus() != QProcess::NormalExit ||
            deps.exitCode() != 0) {
            if (problem)
                *problem = u"tests/support/s3-server deps failed (%1): %2"_s.arg(
                    deps.errorString(), QString::fromUtf8(deps.readAllStandardError()));
            return {};
        }
        return QString::fromUtf8(deps.readAllStandardOutput()).trimmed();
    });
    if (modules.isEmpty())
        return {};
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"NODE_PATH"_s, modules);
    return env;
}

CliRun runNodeTool(const QString &script, const QStringList &args, const QProcessEnvironment &env,
                   int timeoutMs) {
    return runToEnd(u"node"_s, QStringList{supportFile(script)} + args, env, {}, timeoutMs,
                    OnTimeout::Output);
}

CliRun runProgram(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                  int timeoutMs) {
    return runToEnd(program, args, env, {}, timeoutMs, OnTimeout::Nothing);
}

CliRun runWriter(const QString &program, const QStringList &args, const QProcessEnvironment &env,
                 int timeoutMs) {
    return runToEnd(program, args, env, {}, timeoutMs, OnTimeout::ErrorOnly, true);
}

QJsonObject jsonObject(const QString &out) {
    return QJsonDocument::fromJson(out.toUtf8()).object();
}

QJsonArray jsonArray(const QString &out, const QString &key) {
    return jsonObject(out).value(key).toArray();
}

int stateCount(const QString &statsJson, const QString &state) {
    return jsonObject(statsJson).value(u"states"_s).toObject().value(state).toInt();
}

QJsonObject lastJsonLine(const QString &out) {
    const QStringList lines = out.trimmed().split(u'\n');
    return QJsonDocument::fromJson(lines.value(lines.size() - 1).toUtf8()).object();
}

bool startOutboxctl(QProcess &process, const QStringList &args, const QProcessEnvironment &env) {
    dieWithTest(process);
    process.setProcessEnvironment(env);
    process.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s, args);
    return process.waitForStarted();
}

QProcessEnvironment fennFlowRelayEnvironment(const DatabaseSession &pg, const QString &folder,
                                             const QString &sinkPassword) {
    QProcessEnvironment env = userEnvironment(folder);
    env.insert(u"OUTBOX_DATABASE_URL"_s, pg.spec().displayUrl());
    env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, pg.spec().password);
    env.insert(u"OUTBOX_SINK_PASSWORD"_s, sinkPassword);
    const CliRun init = runOutboxctl({u"--table=fennflow.outbox"_s, u"relay"_s, u"init"_s}, env);
    if (init.code != 0) {
        qWarning().noquote() << "relay init:" << init.err;
        return {};
    }
    return env;
}

QString queryValue(DatabaseSession &session, const QString &sql) {
    QSqlQuery q(session.database());
    return q.exec(sql) && q.next() ? q.value(0).toString() : QString();
}

QString testPython(QString *problem) {
    return madeOnce(u"python"_s, [problem]() -> QString {
        QProcess env;
        // pip's messages go where the test's go (a pipe nobody reads could fill up and stall it).
        env.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        env.start(supportFile(u"python-env"_s), {});
        // The first call creates the venv and installs the pinned packages.
        if (!env.waitForFinished(900'000) || env.exitStatus() != QProcess::NormalExit ||
            env.exitCode() != 0) {
            env.kill();
            env.waitForFinished();
            if (problem)
                *problem = u"tests/support/python-env failed (%1; its messages are above)"_s.arg(
                    env.errorString());
            return {};
        }
        const QStringList lines =
            QString::fromUtf8(env.readAllStandardOutput()).trimmed().split(u'\n');
        return lines.value(lines.size() - 1).trimmed();
    });
}

Profile testProfile(const QString &name, const QString &environment, const ConnectionSpec &spec,
                    const QString &table) {
    Profile p;
    p.name = name;
    p.environment = environment;
    p.databaseUrl = spec.displayUrl();
    p.table = table;
    return p;
}

ConnectionTarget profileTarget(const QString &profileName, const QString &databaseUrl) {
    Profile profile;
    profile.name = profileName;
    profile.databaseUrl = databaseUrl;
    auto target = profileName.isEmpty() ? ConnectionTarget::fromUrl(databaseUrl)
                                        : ConnectionTarget::fromProfile(profile);
    if (!target)
        qFatal("bad test target: %s", qPrintable(target.error().message));
    return *target;
}

Profile unreachableProfile(const QString &name) {
    Profile p;
    p.name = name;
    p.databaseUrl = QStringLiteral("postgresql://nobody@127.0.0.1:%1/none").arg(closedPort());
    return p;
}

quint16 closedPort() {
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    const quint16 port = probe.serverPort();
    probe.close();
    return port;
}

Result<DemoVortos> openDemoVortos(const DemoOptions &options, const QString &connectionName) {
    auto ws = DemoWorkspace::create(options);
    if (!ws)
        return ws.error();
    DemoVortos demo;
    demo.workspace = *ws;
    demo.session = std::make_unique<DatabaseSession>(sqliteSpec(ws->databasePath), connectionName);
    if (auto opened = demo.session->open(); !opened)
        return opened.error();
    auto table = test::resolveTable(*demo.session, u"vortos_object_store_outbox"_s);
    if (!table)
        return table.error();
    demo.reader = std::make_unique<OutboxReader>(*demo.session, *table);
    return demo;
}

QDateTime demoAnchor() {
    return QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
}

Result<DemoWorkspace> createDemo(const QString &folder, DemoOptions options) {
    if (options.directory.isEmpty())
        options.directory = folder + u"/demo"_s;
    return DemoWorkspace::create(options, false);
}

Result<DemoTarget> createDemoTarget(const QString &folder, DemoOptions options) {
    DemoTarget demo;
    auto workspace = createDemo(folder, std::move(options));
    if (!workspace)
        return workspace.error();
    demo.workspace = *workspace;
    auto target = ConnectionTarget::fromProfile(demo.workspace.vortosProfile);
    if (!target)
        return target.error();
    demo.target = *target;
    DatabaseSession session(demo.target.spec, u"demo-target-resolve"_s);
    auto table = TableResolver::resolve(session, demo.target.request);
    if (!table)
        return table.error();
    demo.table = *table;
    return demo;
}

Result<OutboxTable> resolveTable(DatabaseSession &session, const QString &name) {
    auto parsed = TableName::parse(name);
    if (!parsed)
        return parsed.error();
    TableRequest request;
    request.table = *parsed;
    return TableResolver::resolve(session, request);
}

OutboxReader readerOrFail(DatabaseSession &session, const Result<OutboxTable> &resolved) {
    if (!resolved) {
        QTest::qFail(qPrintable(resolved.error().message), __FILE__, __LINE__);
        return OutboxReader(session, OutboxTable{});
    }
    return OutboxReader(session, *resolved);
}

void useUserFoldersIn(const QString &folder) {
    QStandardPaths::setTestModeEnabled(true);
    qputenv("XDG_DATA_HOME", QDir(folder).filePath(u"data"_s).toUtf8());
    qputenv("XDG_CONFIG_HOME", QDir(folder).filePath(u"config"_s).toUtf8());
}

Status createDemoWithProfiles(const QString &folder, DemoWorkspace &workspace,
                              ProfileStore &store) {
    auto ws = createDemo(folder);
    if (!ws)
        return ws.error();
    workspace = *ws;
    store = ProfileStore(folder + u"/profiles.ini"_s);
    for (const Profile &p : {ws->vortosProfile, ws->fennFlowProfile})
        if (auto saved = store.save(p); !saved)
            return saved;
    return Done{};
}

Status makePostgresVortos(DatabaseSession &session, const QString &schema) {
    if (auto dropped = runSql(session, {u"DROP SCHEMA IF EXISTS %1 CASCADE"_s.arg(schema)});
        !dropped)
        return dropped;
    return runSqlFile(session, u"vortos-postgres.sql"_s, u"vortos"_s, schema);
}

Result<ConnectionTarget> postgresVortosTarget(DatabaseSession &session, const QString &schema,
                                              ScopedEnvironment &environment) {
    if (auto made = makePostgresVortos(session, schema); !made)
        return made.error();
    environment.set("OUTBOX_DATABASE_PASSWORD", session.spec().password.toUtf8());
    return ConnectionTarget::fromUrl(session.spec().displayUrl(),
                                     schema + u".object_store_outbox"_s);
}

} // namespace outbox::test
