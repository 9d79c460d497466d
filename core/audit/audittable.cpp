#include "audit/auditrecord.h"
#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The audit table's statement; the id, the moment, the row count and the ids are typed for the
// database, which may take table options after the columns.
QString auditTableDdl(QLatin1StringView id, QLatin1StringView at, QLatin1StringView rowCount,
                      QLatin1StringView ids, QLatin1StringView options = {}) {
    return u"CREATE TABLE outbox_console_audit (\n"
           "    id %1,\n"
           "    at %2,\n"
           "    os_user VARCHAR(255) NOT NULL,\n"
           "    host VARCHAR(255) NOT NULL,\n"
           "    profile VARCHAR(255),\n"
           "    database_url TEXT NOT NULL,\n"
           "    outbox_table VARCHAR(255) NOT NULL,\n"
           "    action VARCHAR(32) NOT NULL,\n"
           "    filter TEXT,\n"
           "    row_count %3,\n"
           "    ids %4,\n"
           "    ids_sha256 CHAR(64),\n"
           "    reason TEXT,\n"
           "    outcome TEXT NOT NULL\n"
           ")%5;"_s.arg(id, at, rowCount, ids, options);
}

} // namespace

QString AuditTable::ddl(DatabaseKind kind) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return auditTableDdl("BIGSERIAL PRIMARY KEY"_L1,
                             "TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL"_L1, "BIGINT NOT NULL"_L1,
                             "TEXT"_L1);
    case DatabaseKind::MySQL:
        return auditTableDdl("BIGINT AUTO_INCREMENT PRIMARY KEY"_L1, "DATETIME(3) NOT NULL"_L1,
                             "BIGINT NOT NULL"_L1, "LONGTEXT"_L1,
                             " DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB"_L1);
    case DatabaseKind::SQLite:
        return auditTableDdl("INTEGER PRIMARY KEY AUTOINCREMENT"_L1, "DATETIME NOT NULL"_L1,
                             "INTEGER NOT NULL"_L1, "TEXT"_L1);
    }
    return {};
}

Status AuditTable::insert(const DatabaseSession &session, const AuditRecord &r) {
    QSqlQuery q(session.database());
    q.prepare(u"INSERT INTO outbox_console_audit (at, os_user, host, profile, database_url, "
              u"outbox_table, "
              "action, filter, row_count, ids, ids_sha256, reason, outcome) "
              "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
    const auto nullable = [](const QString &s) {
        return s.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(s);
    };
    q.addBindValue(r.at.toUTC().toString(u"yyyy-MM-dd HH:mm:ss.zzz"_s));
    q.addBindValue(r.user);
    q.addBindValue(r.host);
    q.addBindValue(nullable(r.profile));
    q.addBindValue(r.database);
    q.addBindValue(r.table);
    q.addBindValue(r.action);
    q.addBindValue(nullable(r.filter));
    q.addBindValue(r.rowCount);
    q.addBindValue(r.idsSha256.isEmpty() ? QVariant(r.ids.join(u','))
                                         : QVariant(QMetaType::fromType<QString>()));
    q.addBindValue(nullable(r.idsSha256));
    q.addBindValue(nullable(r.reason));
    q.addBindValue(r.outcome);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Writing the audit record failed: %1").arg(q.lastError().text()));
    return Done{};
}

namespace {

const char kAuditColumns[] = "at, os_user, host, profile, database_url, outbox_table, action, "
                             "filter, row_count, ids, ids_sha256, reason, outcome, id";

QDateTime utcFrom(const QVariant &v) {
    QDateTime t;
    if (v.typeId() == QMetaType::QDateTime)
        t = v.toDateTime();
    else
        t = parseUtcTimestampText(v.toString());
    if (t.isValid())
        t.setTimeSpec(Qt::UTC);
    return t;
}

AuditRecord recordFrom(const QSqlQuery &q) {
    AuditRecord r;
    r.at = utcFrom(q.value(0));
    r.user = q.value(1).toString();
    r.host = q.value(2).toString();
    r.profile = q.value(3).toString();
    r.database = q.value(4).toString();
    r.table = q.value(5).toString();
    r.action = q.value(6).toString();
    r.filter = q.value(7).toString();
    r.rowCount = q.value(8).toLongLong();
    r.ids = q.value(9).toString().split(u',', Qt::SkipEmptyParts);
    r.idsSha256 = q.value(10).toString().trimmed();
    r.reason = q.value(11).toString();
    r.outcome = q.value(12).toString();
    r.tableId = q.value(13).toLongLong();
    return r;
}

} // namespace

Result<QList<AuditRecord>> AuditTable::recent(const DatabaseSession &session, int limit) {
    const SqlDialect &d = session.dialect();
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM %2 ORDER BY id DESC%3"_s.arg(
        QString::fromLatin1(kAuditColumns), d.quoteIdentifier(QString::fromLatin1(kName)),
        d.limitClause(qMax(1, limit))));
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Reading the audit table failed: %1").arg(q.lastError().text()));
    QList<AuditRecord> out;
    while (q.next())
        out.append(recordFrom(q));
    return out;
}

Result<std::optional<AuditRecord>> AuditTable::byId(const DatabaseSession &session, qint64 id) {
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM %2 WHERE id = ?"_s.arg(
        QString::fromLatin1(kAuditColumns),
        session.dialect().quoteIdentifier(QString::fromLatin1(kName))));
    q.addBindValue(id);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Reading the audit table failed: %1").arg(q.lastError().text()));
    if (!q.next())
        return std::optional<AuditRecord>();
    return std::optional<AuditRecord>(recordFrom(q));
}

Result<QList<AuditRecord>> AuditTable::forRow(const DatabaseSession &session, const QString &table,
                                              const QString &rowId, int limit,
                                              QList<AuditRecord> *hashedOnly) {
    const SqlDialect &d = session.dialect();
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    // The LIKE narrows the candidates; namesRow() decides (an id 12 is not in "112").
    q.prepare(u"SELECT %1 FROM %2 WHERE outbox_table = ? AND (%3 OR ids_sha256 IS NOT NULL) "
              u"ORDER BY id DESC"_s.arg(QString::fromLatin1(kAuditColumns),
                                        d.quoteIdentifier(QString::fromLatin1(kName)),
                                        d.containsCondition(u"ids"_s)));
    q.addBindValue(table);
    q.addBindValue(SqlDialect::likePattern(rowId.trimmed()));
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Reading the audit table failed: %1").arg(q.lastError().text()));
    QList<AuditRecord> found;
    QList<AuditRecord> hashed;
    while (q.next()) {
        AuditRecord r = recordFrom(q);
        if (!r.idsSha256.isEmpty())
            hashed.append(r);
        else if (r.namesRow(rowId) && found.size() < limit)
            found.append(r);
    }
    if (hashedOnly)
        *hashedOnly = hashed;
    return found;
}

Result<qint64> AuditTable::listedRows(const DatabaseSession &session, const AuditRecord &action) {
    const SqlDialect &d = session.dialect();
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT at, row_count FROM %1 WHERE outbox_table = ? AND action = ? AND "
              u"os_user = ? AND host = ? AND ids_sha256 IS NULL"_s.arg(
                  d.quoteIdentifier(QString::fromLatin1(kName))));
    q.addBindValue(action.table);
    q.addBindValue(action.action);
    q.addBindValue(action.user);
    q.addBindValue(action.host);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Reading the audit table failed: %1").arg(q.lastError().text()));
    qint64 rows = 0;
    while (q.next()) {
        // Compared here, not in SQL: the three databases store the moment differently.
        if (utcFrom(q.value(0)).toMSecsSinceEpoch() == action.at.toMSecsSinceEpoch())
            rows += q.value(1).toLongLong();
    }
    return rows;
}

} // namespace outbox
