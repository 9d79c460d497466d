#pragma once

#include "testdatabases.h"

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace outbox::test {

// The test case of the core tests that run each test function over BackendSessions' databases
// (and formats): a temporary folder of the test's, the three sessions opened once for the whole
// run (connection names start with prefix) over the global data rows of addDatabaseRows() or
// addDatabaseFormatRows(), and, at the end, dropAtEnd run on each (the console tables the test
// made: other tests share these databases) before they close. A test derives from it and adds
// its own test functions, init() and cleanup().
class BackendTestCase : public QObject {
    Q_OBJECT

public:
    enum class Rows { Databases, DatabasesAndFormats };
    BackendTestCase(QString prefix, Rows rows, QStringList dropAtEnd = {});

protected:
    // The session of the database of the current global data row.
    DatabaseSession &session() { return m_sessions.current(); }
    // With Rows::DatabasesAndFormats, of the current global data row: whether the format is
    // Vortos, the writer's table (writerTable()), and the id the tests give row n there (uuidFor,
    // without dashes in FennFlow's CHAR(32) column on SQLite).
    bool vortos() const;
    QString table() const;
    QString id(int n) const;
    // The writer's table of the current row made again from its DDL, empty (the DDL's sample rows
    // deleted), FennFlow's shipped vocabulary recorded; the console tables named dropped first.
    Status freshWriterTable(const QStringList &consoleTables);

    QTemporaryDir m_dir;
    BackendSessions m_sessions;

private Q_SLOTS:
    void initTestCase_data();
    void initTestCase();
    void cleanupTestCase();

private:
    const QString m_prefix;
    const Rows m_rows;
    const QStringList m_dropAtEnd;
};

} // namespace outbox::test
