#include "schema/attemptlog.h"

#include "schema/consoletable.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString AttemptLog::ddl(DatabaseKind kind) {
    // Times as text (UTC, "YYYY-MM-DD HH:MM:SS.ffffff"): one spelling in every database. The
    // unique (row_id, id) is the index a row's history is read by (an index in the one CREATE
    // TABLE statement on all three databases).
    const QString columns =
        u"    outbox_table VARCHAR(255) NOT NULL,\n    row_id VARCHAR(64) NOT NULL,\n"
        "    at VARCHAR(32) NOT NULL,\n    event VARCHAR(16) NOT NULL,\n    attempts INTEGER,\n"
        "    error %1,\n    next_attempt_at VARCHAR(32),\n    actor VARCHAR(255),\n"
        "    UNIQUE (row_id, id)\n"_s;
    // Only the key differs between the databases (and the text type, the table options).
    QString id;
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        id = u"id BIGSERIAL PRIMARY KEY"_s;
        break;
    case DatabaseKind::MySQL:
        id = u"id BIGINT AUTO_INCREMENT PRIMARY KEY"_s;
        break;
    case DatabaseKind::SQLite:
        id = u"id INTEGER PRIMARY KEY AUTOINCREMENT"_s;
        break;
    }
    return u"CREATE TABLE %1 (\n    %2,\n%3)%4;"_s.arg(QString::fromLatin1(kName), id,
                                                       columns.arg(consoleTextType(kind)),
                                                       consoleTableOptions(kind));
}

QString AttemptLog::insertInto(const SqlDialect &d) {
    QStringList columns;
    for (const char *c :
         {"outbox_table", "row_id", "at", "event", "attempts", "error", "next_attempt_at", "actor"})
        columns.append(d.quoteIdentifier(QString::fromLatin1(c)));
    return u"INSERT INTO %1 (%2) "_s.arg(d.quoteIdentifier(QString::fromLatin1(kName)),
                                         columns.join(u", "_s));
}

QString AttemptLog::timeText(const QDateTime &utc) {
    return utc.isValid() ? utc.toUTC().toString(u"yyyy-MM-dd HH:mm:ss.zzz000"_s) : QString();
}

Status AttemptLog::append(const DatabaseSession &session, const QString &outboxTable,
                          const QString &rowId, const AttemptEntry &e) {
    QSqlQuery q(session.database());
    const QVariant null(QMetaType::fromType<QString>());
    const QVariant noAttempts(QMetaType::fromType<int>());
    if (!q.prepare(insertInto(session.dialect()) + u"VALUES (?, ?, ?, ?, ?, ?, ?, ?)"_s))
        return Error::failed(q.lastError().text());
    for (const QVariant &v :
         {QVariant(outboxTable), QVariant(rowId), QVariant(timeText(e.at)), QVariant(e.event),
          e.attempts ? QVariant(*e.attempts) : noAttempts,
          e.error.isEmpty() ? null : QVariant(e.error.left(4000)),
          e.nextAttemptAt.isValid() ? QVariant(timeText(e.nextAttemptAt)) : null,
          QVariant(e.actor)})
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(CoreText::tr("Recording the attempt of row %1 failed: %2")
                                 .arg(rowId, q.lastError().text()));
    return Done{};
}

Status AttemptLog::prune(const DatabaseSession &session, qint64 keep) {
    const SqlDialect &d = session.dialect();
    const QString table = d.quoteIdentifier(QString::fromLatin1(kName));
    QSqlQuery q(session.database());
    if (!q.exec(u"SELECT MAX(id) FROM %1"_s.arg(table)))
        return Error::failed(q.lastError().text());
    if (!q.next() || q.isNull(0) || q.value(0).toLongLong() <= keep)
        return Done{};
    const qint64 below = q.value(0).toLongLong() - keep;
    q.finish();
    if (!q.prepare(u"DELETE FROM %1 WHERE id <= ?"_s.arg(table)))
        return Error::failed(q.lastError().text());
    q.addBindValue(below);
    if (!q.exec())
        return Error::failed(q.lastError().text());
    return Done{};
}

Result<QList<AttemptEntry>> AttemptLog::forRow(const DatabaseSession &session,
                                               const QString &outboxTable, const QString &rowId,
                                               int limit) {
    const SqlDialect &d = session.dialect();
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    const QString sql =
        u"SELECT at, event, attempts, error, next_attempt_at, actor FROM %1 "
        u"WHERE row_id = ? AND outbox_table = ? ORDER BY id DESC%2"_s.arg(
            d.quoteIdentifier(QString::fromLatin1(kName)), d.limitClause(qMax(1, limit)));
    if (!q.prepare(sql))
        return Error::failed(q.lastError().text());
    q.addBindValue(rowId);
    q.addBindValue(outboxTable);
    if (!q.exec())
        return Error::failed(CoreText::tr("Reading the attempts of row %1 failed: %2")
                                 .arg(rowId, q.lastError().text()));
    QList<AttemptEntry> entries;
    while (q.next()) {
        AttemptEntry e;
        e.at = parseUtcTimestampText(q.value(0).toString());
        e.event = q.value(1).toString();
        if (!q.isNull(2))
            e.attempts = q.value(2).toInt();
        e.error = q.value(3).toString();
        e.nextAttemptAt = parseUtcTimestampText(q.value(4).toString());
        e.actor = q.value(5).toString();
        entries.append(e);
    }
    return entries;
}

} // namespace outbox
