#include "backendtestcase.h"

#include <QTest>

namespace outbox::test {

BackendTestCase::BackendTestCase(QString prefix, Rows rows, QStringList dropAtEnd)
    : m_prefix(std::move(prefix))
    , m_rows(rows)
    , m_dropAtEnd(std::move(dropAtEnd)) {}

void BackendTestCase::initTestCase_data() {
    if (m_rows == Rows::Databases)
        addDatabaseRows();
    else
        addDatabaseFormatRows();
}

void BackendTestCase::initTestCase() {
    QVERIFY(m_dir.isValid());
    const Status opened = m_sessions.open(m_dir.path(), m_prefix);
    QVERIFY2(opened.ok(), qPrintable(errorText(opened)));
}

bool BackendTestCase::vortos() const {
    QFETCH_GLOBAL(QString, format);
    return format == QLatin1String("vortos");
}

QString BackendTestCase::table() const {
    QFETCH_GLOBAL(QString, database);
    return writerTable(database, vortos());
}

QString BackendTestCase::id(int n) const {
    QFETCH_GLOBAL(QString, database);
    return database == QLatin1String("sqlite") && !vortos() ? uuidFor(n).remove(u'-') : uuidFor(n);
}

Status BackendTestCase::freshWriterTable(const QStringList &consoleTables) {
    QFETCH_GLOBAL(QString, database);
    QStringList drop;
    for (const QString &name : consoleTables)
        drop.append(QStringLiteral("DROP TABLE IF EXISTS ") + name);
    drop << QStringLiteral("DROP TABLE IF EXISTS vortos_object_store_outbox")
         << (database == QLatin1String("postgresql")
                 ? QStringLiteral("DROP SCHEMA IF EXISTS fennflow CASCADE")
                 : QStringLiteral("DROP TABLE IF EXISTS outbox"));
    if (auto dropped = runSql(session(), drop); !dropped)
        return dropped;
    if (auto loaded = runSqlFile(session(), writerDdl(database, vortos())); !loaded)
        return loaded;
    if (auto emptied = runSql(session(), {QStringLiteral("DELETE FROM ") + table()}); !emptied)
        return emptied;
    return vortos() ? Status(Done{}) : recordShippedVocabulary(session(), table());
}

void BackendTestCase::cleanupTestCase() {
    if (!m_dropAtEnd.isEmpty())
        (void)m_sessions.runEach(m_dropAtEnd);
    m_sessions.close();
}

} // namespace outbox::test
