#include "audit/auditrecord.h"
#include "util/coretr.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>

#include <algorithm>
#include <vector>

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
    idsSha256 = sortedIdsSha256(list);
    ids.clear();
}

QString AuditRecord::sortedIdsSha256(const QStringList &list) {
    // SHA-256 of the ids sorted (QString order), one per line, without a trailing newline.
    // Ids are ASCII (UUIDs, hex), where QString order is byte order: sorted as bytes and hashed
    // as they go, without building the joined text (1M ids: a third of the time). Rows usually
    // come in id order or its reverse (time-ordered ids in physical order): then no sort at all.
    const bool ascii = std::all_of(list.cbegin(), list.cend(), [](const QString &id) {
        return std::all_of(id.cbegin(), id.cend(), [](QChar c) { return c.unicode() < 0x80; });
    });
    QCryptographicHash hash(QCryptographicHash::Sha256);
    if (!ascii) {
        QStringList sorted = list;
        sorted.sort();
        hash.addData(sorted.join(u'\n').toUtf8());
        return QString::fromLatin1(hash.result().toHex());
    }
    std::vector<QByteArray> bytes;
    bytes.reserve(size_t(list.size()));
    for (const QString &id : list)
        bytes.push_back(id.toLatin1());
    if (std::is_sorted(bytes.cbegin(), bytes.cend())) {
    } else if (std::is_sorted(bytes.crbegin(), bytes.crend())) {
        std::reverse(bytes.begin(), bytes.end());
    } else {
        std::sort(bytes.begin(), bytes.end());
    }
    for (size_t i = 0; i < bytes.size(); ++i) {
        if (i > 0)
            hash.addData(QByteArrayView("\n", 1));
        hash.addData(bytes[i]);
    }
    return QString::fromLatin1(hash.result().toHex());
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

namespace {

QString comparableId(const QString &id) {
    QString s = id.trimmed().toLower();
    // A UUID written with or without dashes is the same row.
    if (s.size() == 36 && s.count(u'-') == 4)
        s.remove(u'-');
    return s;
}

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

} // namespace

bool AuditRecord::namesRow(const QString &rowId) const {
    const QString wanted = comparableId(rowId);
    if (wanted.isEmpty())
        return false;
    return std::any_of(ids.cbegin(), ids.cend(),
                       [&](const QString &id) { return comparableId(id) == wanted; });
}

QString AuditRecord::actionKey() const {
    return u"%1|%2|%3|%4|%5"_s.arg(at.toMSecsSinceEpoch()).arg(action, user, host, table);
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
            CoreText::tr("Could not write the audit log %1: %2").arg(m_path, f.errorString()));
    const QByteArray line = QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact) + '\n';
    if (f.write(line) != line.size() || !f.flush())
        return Error::failed(
            CoreText::tr("Could not write the audit log %1: %2").arg(m_path, f.errorString()));
    ::fsync(f.handle());
    return Done{};
}

Result<QList<AuditRecord>> AuditLog::recent(int limit) const {
    QFile f(m_path);
    if (!f.exists())
        return QList<AuditRecord>{};
    if (!f.open(QIODevice::ReadOnly))
        return Error::failed(
            CoreText::tr("Could not read the audit log %1: %2").arg(m_path, f.errorString()));
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

Result<QList<AuditRecord>> AuditLog::forRow(const QString &database, const QString &table,
                                            const QString &rowId, int limit,
                                            QList<AuditRecord> *hashedOnly) const {
    QFile f(m_path);
    if (!f.exists())
        return QList<AuditRecord>{};
    if (!f.open(QIODevice::ReadOnly))
        return Error::failed(
            CoreText::tr("Could not read the audit log %1: %2").arg(m_path, f.errorString()));
    // Only lines that mention the id (or a hash) are parsed: the log can be long.
    const QByteArray needle = rowId.trimmed().toUtf8();
    QList<AuditRecord> found;
    QList<AuditRecord> hashed;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const bool hasHash = line.contains("\"ids_sha256\"");
        if (!hasHash && !line.contains(needle) && !line.contains(needle.toLower()) &&
            !line.contains(needle.toUpper()))
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (!doc.isObject())
            continue;
        AuditRecord r = AuditRecord::fromJson(doc.object());
        if (r.table != table || (!database.isEmpty() && r.database != database))
            continue;
        if (!r.idsSha256.isEmpty())
            hashed.append(r);
        else if (r.namesRow(rowId))
            found.append(r);
    }
    std::reverse(found.begin(), found.end());
    std::reverse(hashed.begin(), hashed.end());
    if (found.size() > limit)
        found.resize(limit);
    if (hashedOnly)
        *hashedOnly = hashed;
    return found;
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
        return Error::failed(CoreText::tr("Creating %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
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
        return Error::failed(
            CoreText::tr("Writing the audit record failed: %1").arg(q.lastError().text()));
    return Done{};
}

namespace {

const char kAuditColumns[] = "at, os_user, host, profile, database_url, outbox_table, action, "
                             "filter, row_count, ids, ids_sha256, reason, outcome";

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

Result<RowHistory> rowHistory(const AuditLog &log, const DatabaseSession &session,
                              const QString &table, const QString &rowId, int limit) {
    RowHistory history;
    QList<AuditRecord> logHashed;
    auto fromLog = log.forRow(session.spec().displayUrl(), table, rowId, limit, &logHashed);
    if (!fromLog)
        return fromLog.error();
    QList<AuditRecord> tableHashed;
    QList<AuditRecord> fromTable;
    if (AuditTable::exists(session)) {
        auto read = AuditTable::forRow(session, table, rowId, limit, &tableHashed);
        if (!read)
            return read.error();
        fromTable = *read;
        history.auditTableRead = true;
    }
    QSet<QString> named;
    for (const AuditRecord &r : std::as_const(*fromLog)) {
        history.records.append(r);
        named.insert(r.actionKey());
    }
    for (const AuditRecord &r : std::as_const(fromTable)) {
        if (named.contains(r.actionKey()))
            continue; // the local log's record of the same action is already there
        history.records.append(r);
        named.insert(r.actionKey());
    }
    std::stable_sort(history.records.begin(), history.records.end(),
                     [](const AuditRecord &a, const AuditRecord &b) { return a.at > b.at; });
    if (history.records.size() > limit)
        history.records.resize(limit);
    QSet<QString> unsearchable;
    for (const AuditRecord &r : std::as_const(tableHashed)) {
        if (!named.contains(r.actionKey()))
            unsearchable.insert(r.actionKey());
    }
    for (const AuditRecord &r : std::as_const(logHashed)) {
        if (named.contains(r.actionKey()) || unsearchable.contains(r.actionKey()))
            continue;
        // The log kept only a hash; the audit table may list the same action's ids batch by
        // batch. When its listed batches cover every row, the row is known not to be among them.
        if (history.auditTableRead) {
            auto listed = AuditTable::listedRows(session, r);
            if (listed && *listed >= r.rowCount)
                continue;
        }
        unsearchable.insert(r.actionKey());
    }
    history.hashedOnly = unsearchable.size();
    return history;
}

} // namespace outbox
