// Changes through the database's own roles, with outboxctl against real PostgreSQL and MariaDB
// servers and a SQLite file: a profile that reads as one user and names a write user makes every
// change as the write user (a trigger records who updated the row); `privileges` prints what each
// role may do; a role without the privilege a change needs is refused before anything is tried
// (exit 3), the privilege named; a read-only SQLite file likewise.
#include "testdatabases.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {
const QString kReader = u"outbox_reader_t"_s;
const QString kWriter = u"outbox_writer_t"_s;
const QString kReaderPassword = u"reader-pw-7f3a"_s;
const QString kWriterPassword = u"writer-pw-91c2"_s;
const QString kTable = u"writerole.vortos_object_store_outbox"_s;
const QString kDeadRow = u"01937a9e-0000-7000-8000-00000000f001"_s;
} // namespace

class TestWriteRole : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<DatabaseSession> m_pg;
    std::unique_ptr<DatabaseSession> m_maria;

    DatabaseSession &admin() {
        QFETCH(QString, database);
        return database == u"postgresql"_s ? *m_pg : *m_maria;
    }
    // The database's URL as the given user (no password: the environment gives it).
    QString urlAs(const QString &user) {
        ConnectionSpec spec = admin().spec();
        spec.user = user;
        spec.password.clear();
        // MariaDB: a user may open only a database it has a privilege in.
        if (spec.kind == DatabaseKind::MySQL)
            spec.database = u"writerole"_s;
        return spec.displayUrl();
    }
    test::CliRun cli(const QStringList &args) {
        QProcessEnvironment env = test::userEnvironment(m_dir.path());
        env.insert(u"LANGUAGE"_s, u"en"_s);
        env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, kReaderPassword);
        env.insert(u"OUTBOX_DATABASE_WRITE_PASSWORD"_s, kWriterPassword);
        env.remove(u"OUTBOX_DATABASE_URL"_s);
        return test::runOutboxctl(args, env);
    }
    void addProfile(const QString &name, const QString &user, const QString &writeUser);
    QStringList whoUpdated();
    QString statusOfDeadRow();

private slots:
    void initTestCase();
    void init();
    void privilegesNamesEachRole_data() { test::addDatabaseRows({u"postgresql"_s, u"mariadb"_s}); }
    void privilegesNamesEachRole();
    void changesRunAsTheWriteUser_data() { test::addDatabaseRows({u"postgresql"_s, u"mariadb"_s}); }
    void changesRunAsTheWriteUser();
    void aReadOnlyRoleIsRefusedUpFront_data() {
        test::addDatabaseRows({u"postgresql"_s, u"mariadb"_s});
    }
    void aReadOnlyRoleIsRefusedUpFront();
    void aReadOnlySqliteFileIsRefusedUpFront();
};

void TestWriteRole::initTestCase() {
    QVERIFY(m_dir.isValid());
    QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"writerole-pg"_s).ok());
    QVERIFY(test::openSession(m_maria, test::mysqlSpec(), u"writerole-maria"_s).ok());
}

// The outbox table in a schema (database) of its own, a dead put in it, a trigger that records
// who updates a row, and the two roles: the reader may only SELECT, the writer may change rows.
void TestWriteRole::init() {
    if (!QTest::currentDataTag())
        return; // the SQLite test sets up its own file
    QVERIFY(test::freshUserFolders(m_dir.path()));
    QFETCH(QString, database);
    DatabaseSession &s = admin();
    const bool pg = database == u"postgresql"_s;
    const QStringList fresh =
        pg ? QStringList{u"DROP SCHEMA IF EXISTS writerole CASCADE"_s,
                         u"DROP ROLE IF EXISTS "_s + kReader, u"DROP ROLE IF EXISTS "_s + kWriter,
                         u"CREATE SCHEMA writerole"_s}
           : QStringList{u"DROP DATABASE IF EXISTS writerole"_s,
                         u"DROP USER IF EXISTS '%1'@'127.0.0.1'"_s.arg(kReader),
                         u"DROP USER IF EXISTS '%1'@'127.0.0.1'"_s.arg(kWriter),
                         u"CREATE DATABASE writerole"_s};
    QVERIFY(test::runSql(s, fresh).ok());
    QVERIFY(test::runSqlFile(s, test::writerDdl(database, true), u"vortos_object_store_outbox"_s,
                             kTable)
                .ok());
    const QStringList logAndRoles =
        pg ? QStringList{u"CREATE TABLE writerole.role_log (who text NOT NULL)"_s,
                         u"CREATE FUNCTION writerole.log_role() RETURNS trigger LANGUAGE plpgsql "
                         u"AS $$ BEGIN INSERT INTO writerole.role_log VALUES (current_user); "
                         u"RETURN NEW; END $$"_s,
                         u"CREATE TRIGGER log_role BEFORE UPDATE ON %1 FOR EACH ROW EXECUTE "
                         u"FUNCTION writerole.log_role()"_s.arg(kTable),
                         u"CREATE ROLE %1 LOGIN PASSWORD '%2'"_s.arg(kReader, kReaderPassword),
                         u"CREATE ROLE %1 LOGIN PASSWORD '%2'"_s.arg(kWriter, kWriterPassword),
                         // Their console tables (none) in this schema, not in public, where other
                         // tests make theirs.
                         u"ALTER ROLE %1 SET search_path = writerole"_s.arg(kReader),
                         u"ALTER ROLE %1 SET search_path = writerole"_s.arg(kWriter),
                         u"GRANT USAGE ON SCHEMA writerole TO %1, %2"_s.arg(kReader, kWriter),
                         u"GRANT SELECT ON %1 TO %2"_s.arg(kTable, kReader),
                         u"GRANT SELECT, INSERT, UPDATE, DELETE ON %1 TO %2"_s.arg(kTable, kWriter),
                         u"GRANT INSERT ON writerole.role_log TO %1"_s.arg(kWriter)}
           // A trigger runs with its definer's privileges and CURRENT_USER(): USER() is who
           // connected.
           : QStringList{
                 u"CREATE TABLE writerole.role_log (who VARCHAR(200) NOT NULL)"_s,
                 u"CREATE TRIGGER writerole.log_role BEFORE UPDATE ON %1 FOR EACH ROW INSERT "
                 u"INTO writerole.role_log VALUES (USER())"_s.arg(kTable),
                 u"CREATE USER '%1'@'127.0.0.1' IDENTIFIED BY '%2'"_s.arg(kReader, kReaderPassword),
                 u"CREATE USER '%1'@'127.0.0.1' IDENTIFIED BY '%2'"_s.arg(kWriter, kWriterPassword),
                 u"GRANT SELECT ON %1 TO '%2'@'127.0.0.1'"_s.arg(kTable, kReader),
                 u"GRANT SELECT, INSERT, UPDATE, DELETE ON %1 TO '%2'@'127.0.0.1'"_s.arg(kTable,
                                                                                         kWriter)};
    auto made = test::runSql(s, logAndRoles);
    QVERIFY2(made.ok(), qPrintable(test::errorText(made)));
    QVERIFY(test::runSql(s, {u"INSERT INTO %1 (id, operation, status, attempt_count, payload, "
                             u"last_error, created_at) VALUES ('%2', 'put', 'dead', 5, "
                             u"'{\"name\":\"put\",\"key\":\"a.txt\",\"body_base64\":\"aGk=\"}', "
                             u"'Access Denied', '2026-12-01 08:00:00')"_s.arg(kTable, kDeadRow),
                             // A sent row a purge would delete.
                             u"INSERT INTO %1 (id, operation, status, attempt_count, payload, "
                             u"created_at, processed_at) VALUES ('%2', 'delete', 'done', 1, "
                             u"'{\"name\":\"delete\",\"key\":\"b.txt\"}', '2026-01-01 08:00:00', "
                             u"'2026-01-01 08:00:01')"_s.arg(kTable, test::uuidFor(9))})
                .ok());
}

void TestWriteRole::addProfile(const QString &name, const QString &user, const QString &writeUser) {
    QStringList args{u"--database"_s, urlAs(user), u"--table"_s, kTable,
                     u"profile"_s,    u"add"_s,    name,         u"--replace"_s};
    if (!writeUser.isEmpty())
        args << u"--write-user"_s << writeUser;
    const auto added = cli(args);
    QVERIFY2(added.code == 0, qPrintable(added.err));
}

QStringList TestWriteRole::whoUpdated() {
    QSqlQuery q(admin().database());
    QStringList who;
    if (q.exec(u"SELECT who FROM writerole.role_log"_s))
        while (q.next())
            who << q.value(0).toString();
    return who;
}

QString TestWriteRole::statusOfDeadRow() {
    QSqlQuery q(admin().database());
    return q.exec(u"SELECT status FROM %1 WHERE id = '%2'"_s.arg(kTable, kDeadRow)) && q.next()
               ? q.value(0).toString()
               : QString();
}

void TestWriteRole::privilegesNamesEachRole() {
    addProfile(u"split"_s, kReader, kWriter);
    const auto run = cli({u"--profile"_s, u"split"_s, u"privileges"_s, u"--output"_s, u"json"_s});
    QVERIFY2(run.code == 0, qPrintable(run.err));
    const QJsonArray roles =
        QJsonDocument::fromJson(run.out.toUtf8()).object().value(u"roles"_s).toArray();
    QCOMPARE(roles.size(), 2);
    const QJsonObject reader = roles.at(0).toObject();
    const QJsonObject writer = roles.at(1).toObject();
    QVERIFY2(reader.value(u"role"_s).toString().startsWith(kReader), qPrintable(run.out));
    QCOMPARE(reader.value(u"privileges"_s).toArray(), QJsonArray{u"SELECT"_s});
    QCOMPARE(reader.value(u"allowed_changes"_s).toArray(), QJsonArray());
    QVERIFY(writer.value(u"role"_s).toString().startsWith(kWriter));
    QCOMPARE(writer.value(u"privileges"_s).toArray(),
             (QJsonArray{u"SELECT"_s, u"INSERT"_s, u"UPDATE"_s, u"DELETE"_s}));
    QVERIFY(writer.value(u"allowed_changes"_s).toArray().contains(u"retry"_s));
    // The table output names them too; no password anywhere.
    const auto table = cli({u"--profile"_s, u"split"_s, u"privileges"_s});
    QVERIFY2(table.code == 0 && table.out.contains(kWriter), qPrintable(table.out + table.err));
    QVERIFY(!(table.out + table.err + run.out).contains(kWriterPassword));
}

void TestWriteRole::changesRunAsTheWriteUser() {
    addProfile(u"split"_s, kReader, kWriter);
    // Reading as the reader works; the retry connects as the writer.
    const auto list = cli({u"--profile"_s, u"split"_s, u"list"_s, u"--state=dead"_s});
    QVERIFY2(list.code == 0 && list.out.contains(kDeadRow), qPrintable(list.err));
    QVERIFY(whoUpdated().isEmpty());
    const auto retried =
        cli({u"--profile"_s, u"split"_s, u"retry"_s, u"--force"_s, u"--reason=role test"_s});
    QVERIFY2(retried.code == 0, qPrintable(retried.err + retried.out));
    QCOMPARE(statusOfDeadRow(), u"pending"_s);
    const QStringList who = whoUpdated();
    QVERIFY2(!who.isEmpty(), "the trigger saw no update");
    for (const QString &user : who)
        QVERIFY2(user.startsWith(kWriter), qPrintable(who.join(u", "_s)));
    // The global option, without a profile: the mark done connects as the writer too.
    QVERIFY(test::runSql(admin(),
                         {u"UPDATE %1 SET status = 'dead' WHERE id = '%2'"_s.arg(kTable, kDeadRow),
                          u"DELETE FROM writerole.role_log"_s})
                .ok());
    const auto done =
        cli({u"--database"_s, urlAs(kReader), u"--table"_s, kTable, u"--write-user"_s, kWriter,
             u"mark-done"_s, kDeadRow, u"--force"_s, u"--reason=role test"_s});
    QVERIFY2(done.code == 0, qPrintable(done.err + done.out));
    const QStringList byOption = whoUpdated();
    QVERIFY2(!byOption.isEmpty() && byOption.filter(kWriter).size() == byOption.size(),
             qPrintable(byOption.join(u", "_s)));
}

void TestWriteRole::aReadOnlyRoleIsRefusedUpFront() {
    addProfile(u"reader-only"_s, kReader, {});
    const auto retried =
        cli({u"--profile"_s, u"reader-only"_s, u"retry"_s, u"--force"_s, u"--reason=role test"_s});
    QVERIFY2(retried.code == 3, qPrintable(retried.err));
    QVERIFY2(retried.err.contains(u"UPDATE"_s) && retried.err.contains(kReader),
             qPrintable(retried.err));
    const auto purged = cli({u"--profile"_s, u"reader-only"_s, u"purge"_s, u"--older-than=1d"_s,
                             u"--force"_s, u"--reason=role test"_s});
    QCOMPARE(purged.code, 3);
    QVERIFY2(purged.err.contains(u"DELETE"_s), qPrintable(purged.err));
    const auto relay = cli({u"--profile"_s, u"reader-only"_s, u"relay"_s, u"--once"_s,
                            u"--object-store=file:"_s + m_dir.filePath(u"store"_s)});
    QCOMPARE(relay.code, 3);
    QVERIFY2(relay.err.contains(u"UPDATE"_s), qPrintable(relay.err));
    // Nothing was tried: the row is as it was and the trigger saw nothing.
    QCOMPARE(statusOfDeadRow(), u"dead"_s);
    QVERIFY(whoUpdated().isEmpty());
}

void TestWriteRole::aReadOnlySqliteFileIsRefusedUpFront() {
    QVERIFY(test::freshUserFolders(m_dir.path()));
    const QString path = m_dir.filePath(u"readonly.sqlite"_s);
    {
        auto session = test::newSqlite(path, u"writerole-sqlite"_s, u"vortos-sqlite.sql"_s);
        QVERIFY(session);
        QVERIFY(test::runSql(*session,
                             {u"DELETE FROM vortos_object_store_outbox"_s,
                              u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
                              u"attempt_count, payload, created_at) VALUES ('%1', 'put', 'dead', "
                              u"5, '{\"name\":\"put\",\"key\":\"a\",\"body_base64\":\"aGk=\"}', "
                              u"'2026-12-01 08:00:00')"_s.arg(kDeadRow)})
                    .ok());
    }
    QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup |
                                            QFileDevice::ReadOther));
    // root writes any file: run outboxctl without the capabilities that let it.
    QStringList command{qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outboxctl"_s};
    if (::geteuid() == 0)
        command = QStringList{u"setpriv"_s, u"--bounding-set"_s,
                              u"-dac_override,-dac_read_search"_s, u"--"_s} +
                  command;
    QProcess p;
    QProcessEnvironment env = test::userEnvironment(m_dir.path());
    env.insert(u"LANGUAGE"_s, u"en"_s);
    p.setProcessEnvironment(env);
    p.start(command.takeFirst(),
            command + QStringList{u"--database"_s, u"sqlite://"_s + path, u"--table"_s,
                                  u"vortos_object_store_outbox"_s, u"retry"_s, u"--force"_s});
    QVERIFY(p.waitForFinished(60000));
    const QString err = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 3);
    QVERIFY2(err.contains(u"may not write the SQLite file"_s), qPrintable(err));
    // Nothing was tried: the row is as it was.
    QString status;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"writerole-check"_s);
        db.setDatabaseName(path);
        db.setConnectOptions(u"QSQLITE_OPEN_READONLY"_s);
        QVERIFY(db.open());
        QSqlQuery q(db);
        if (q.exec(u"SELECT status FROM vortos_object_store_outbox"_s) && q.next())
            status = q.value(0).toString();
    }
    QSqlDatabase::removeDatabase(u"writerole-check"_s);
    QCOMPARE(status, u"dead"_s);
}

QTEST_GUILESS_MAIN(TestWriteRole)
#include "tst_writerole.moc"
