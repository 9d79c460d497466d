#include "schema/vocabularyrecord.h"

#include "schema/consoletable.h"

#include "util/coretr.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString VocabularyRecord::ddl(DatabaseKind kind) {
    const QString text = kind == DatabaseKind::MySQL ? u"VARCHAR(255)"_s : u"TEXT"_s;
    return u"CREATE TABLE %1 (\n    outbox_table %2 NOT NULL PRIMARY KEY,\n    vocabulary "
           "VARCHAR(16) NOT NULL,\n    recorded_at VARCHAR(32) NOT NULL\n)%3;"_s.arg(
               QString::fromLatin1(kName), text, consoleTableOptions(kind));
}

Result<std::optional<QString>> VocabularyRecord::read(const DatabaseSession &session,
                                                      const TableName &table) {
    QSqlQuery q(session.database());
    q.prepare(u"SELECT vocabulary FROM %1 WHERE outbox_table = ?"_s.arg(
        session.dialect().quoteIdentifier(QString::fromLatin1(kName))));
    q.addBindValue(table.display());
    if (!q.exec())
        return Error::failed(CoreText::tr("Reading %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    if (!q.next())
        return std::optional<QString>();
    return std::optional<QString>(q.value(0).toString());
}

Result<bool> VocabularyRecord::record(const DatabaseSession &session, const TableName &table,
                                      const QString &vocabulary) {
    if (!exists(session))
        return false;
    auto known = read(session, table);
    if (!known)
        return known.error();
    if (*known)
        return true;
    QSqlQuery q(session.database());
    q.prepare(u"INSERT INTO %1 (outbox_table, vocabulary, recorded_at) VALUES (?, ?, ?)"_s.arg(
        session.dialect().quoteIdentifier(QString::fromLatin1(kName))));
    q.addBindValue(table.display());
    q.addBindValue(vocabulary);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec()) {
        // Another relay recorded it first: what counts is that one is recorded.
        auto again = read(session, table);
        if (again && *again)
            return true;
        return Error::failed(
            CoreText::tr("Recording the vocabulary of %1 in %2 failed: %3")
                .arg(table.display(), QString::fromLatin1(kName), q.lastError().text()));
    }
    return true;
}

} // namespace outbox
