#include "audit/auditrecord.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>

#include <pwd.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

AuditRecord AuditRecord::begin(const QString &action) {
    AuditRecord r;
    r.at = QDateTime::currentDateTimeUtc();
    r.action = action;
    r.host = QSysInfo::machineHostName();
    if (const passwd *pw = getpwuid(geteuid()))
        r.user = QString::fromLocal8Bit(pw->pw_name);
    if (r.user.isEmpty())
        r.user = qEnvironmentVariable("USER");
    return r;
}

void AuditRecord::setIds(QStringList list) {
    rowCount = list.size();
    if (list.size() <= kMaxListedIds) {
        ids = std::move(list);
        idsSha256.clear();
        return;
    }
    list.sort();
    idsSha256 = QString::fromLatin1(
        QCryptographicHash::hash(list.join(u'\n').toUtf8(), QCryptographicHash::Sha256).toHex());
    ids.clear();
}

QJsonObject AuditRecord::toJson() const {
    QJsonObject o{{u"at"_s, at.toString(Qt::ISODateWithMs)},
                  {u"user"_s, user},
                  {u"host"_s, host},
                  {u"profile"_s, profile},
                  {u"database"_s, database},
                  {u"table"_s, table},
                  {u"action"_s, action},
                  {u"filter"_s, filter},
                  {u"row_count"_s, rowCount},
                  {u"reason"_s, reason},
                  {u"outcome"_s, outcome}};
    if (!idsSha256.isEmpty())
        o.insert(u"ids_sha256"_s, idsSha256);
    else
        o.insert(u"ids"_s, QJsonArray::fromStringList(ids));
    return o;
}

AuditRecord AuditRecord::fromJson(const QJsonObject &o) {
    AuditRecord r;
    r.at = QDateTime::fromString(o.value(u"at"_s).toString(), Qt::ISODateWithMs);
    r.user = o.value(u"user"_s).toString();
    r.host = o.value(u"host"_s).toString();
    r.profile = o.value(u"profile"_s).toString();
    r.database = o.value(u"database"_s).toString();
    r.table = o.value(u"table"_s).toString();
    r.action = o.value(u"action"_s).toString();
    r.filter = o.value(u"filter"_s).toString();
    r.rowCount = o.value(u"row_count"_s).toInteger();
    for (const QJsonValue &v : o.value(u"ids"_s).toArray())
        r.ids.append(v.toString());
    r.idsSha256 = o.value(u"ids_sha256"_s).toString();
    r.reason = o.value(u"reason"_s).toString();
    r.outcome = o.value(u"outcome"_s).toString();
    return r;
}

AuditLog::AuditLog()
    : m_path(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
             u"/outbox-console/audit.jsonl"_s) {}

AuditLog::AuditLog(QString path)
    : m_path(std::move(path)) {}

Status AuditLog::append(const AuditRecord &record) const {
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QFile f(m_path);
    // Append-only: O_APPEND keeps concurrent writers' lines whole; each line is one write.
    if (!f.open(QIODevice::WriteOnly | QIODevice::Append))
        return Error::failed(
            u"Could not write the audit log %1: %2"_s.arg(m_path, f.errorString()));
    const QByteArray line = QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact) + '\n';
    if (f.write(line) != line.size() || !f.flush())
        return Error::failed(
            u"Could not write the audit log %1: %2"_s.arg(m_path, f.errorString()));
    ::fsync(f.handle());
    return Done{};
}

Result<QList<AuditRecord>> AuditLog::recent(int limit) const {
    QFile f(m_path);
    if (!f.exists())
        return QList<AuditRecord>{};
    if (!f.open(QIODevice::ReadOnly))
        return Error::failed(u"Could not read the audit log %1: %2"_s.arg(m_path, f.errorString()));
    QList<AuditRecord> all;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            all.append(AuditRecord::fromJson(doc.object()));
    }
    QList<AuditRecord> out;
    for (qsizetype i = all.size() - 1; i >= 0 && out.size() < limit; --i)
        out.append(all.at(i));
    return out;
}

QString AuditTable::ddl(DatabaseKind kind) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_audit (\n"
               "    id BIGSERIAL PRIMARY KEY,\n"
               "    at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL,\n"
               "    os_user VARCHAR(255) NOT NULL,\n"
               "    host VARCHAR(255) NOT NULL,\n"
               "    profile VARCHAR(255),\n"
               "    database_url TEXT NOT NULL,\n"
               "    outbox_table VARCHAR(255) NOT NULL,\n"
               "    action VARCHAR(32) NOT NULL,\n"
               "    filter TEXT,\n"
               "    row_count BIGINT NOT NULL,\n"
               "    ids TEXT,\n"
               "    ids_sha256 CHAR(64),\n"
               "    reason TEXT,\n"
               "    outcome TEXT NOT NULL\n"
               ");"_s;
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_audit (\n"
               "    id BIGINT AUTO_INCREMENT PRIMARY KEY,\n"
               "    at DATETIME(3) NOT NULL,\n"
               "    os_user VARCHAR(255) NOT NULL,\n"
               "    host VARCHAR(255) NOT NULL,\n"
               "    profile VARCHAR(255),\n"
               "    database_url TEXT NOT NULL,\n"
               "    outbox_table VARCHAR(255) NOT NULL,\n"
               "    action VARCHAR(32) NOT NULL,\n"
               "    filter TEXT,\n"
               "    row_count BIGINT NOT NULL,\n"
               "    ids LONGTEXT,\n"
               "    ids_sha256 CHAR(64),\n"
               "    reason TEXT,\n"
               "    outcome TEXT NOT NULL\n"
               ") DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s;
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_audit (\n"
               "    id INTEGER PRIMARY KEY AUTOINCREMENT,\n"
               "    at DATETIME NOT NULL,\n"
               "    os_user VARCHAR(255) NOT NULL,\n"
               "    host VARCHAR(255) NOT NULL,\n"
               "    profile VARCHAR(255),\n"
               "    database_url TEXT NOT NULL,\n"
               "    outbox_table VARCHAR(255) NOT NULL,\n"
               "    action VARCHAR(32) NOT NULL,\n"
               "    filter TEXT,\n"
               "    row_count INTEGER NOT NULL,\n"
               "    ids TEXT,\n"
               "    ids_sha256 CHAR(64),\n"
               "    reason TEXT,\n"
               "    outcome TEXT NOT NULL\n"
               ");"_s;
    }
    return {};
}

bool AuditTable::exists(const DatabaseSession &session) {
    return session.database().tables().contains(QString::fromLatin1(kName));
}

Status AuditTable::create(const DatabaseSession &session) {
    if (exists(session))
        return Done{};
    QSqlQuery q(session.database());
    QString statement = ddl(session.spec().kind);
    statement.chop(1);
    if (!q.exec(statement))
        return Error::failed(
            u"Creating %1 failed: %2"_s.arg(QString::fromLatin1(kName), q.lastError().text()));
    return Done{};
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
        return Error::failed(u"Writing the audit record failed: %1"_s.arg(q.lastError().text()));
    return Done{};
}

Result<QList<AuditRecord>> AuditTable::recent(const DatabaseSession &session, int limit) {
    QSqlQuery q(session.database());
    q.prepare(
        u"SELECT at, os_user, host, profile, database_url, outbox_table, action, filter, "
        u"row_count, "
        "ids, ids_sha256, reason, outcome FROM outbox_console_audit ORDER BY id DESC LIMIT %1"_s
            .arg(limit));
    if (!q.exec())
        return Error::failed(u"Reading the audit table failed: %1"_s.arg(q.lastError().text()));
    QList<AuditRecord> out;
    while (q.next()) {
        AuditRecord r;
        r.at = q.value(0).toDateTime();
        r.at.setTimeSpec(Qt::UTC);
        r.user = q.value(1).toString();
        r.host = q.value(2).toString();
        r.profile = q.value(3).toString();
        r.database = q.value(4).toString();
        r.table = q.value(5).toString();
        r.action = q.value(6).toString();
        r.filter = q.value(7).toString();
        r.rowCount = q.value(8).toLongLong();
        r.ids = q.value(9).toString().split(u',', Qt::SkipEmptyParts);
        r.idsSha256 = q.value(10).toString();
        r.reason = q.value(11).toString();
        r.outcome = q.value(12).toString();
        out.append(r);
    }
    return out;
}

} // namespace outbox
