#include "audit/auditrecord.h"
#include "util/actor.h"
#include "util/coretr.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

AuditRecord AuditRecord::begin(const QString &action) {
    AuditRecord r;
    r.at = QDateTime::currentDateTimeUtc();
    r.action = action;
    r.actionId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const Actor who = Actor::current();
    r.host = who.host;
    r.user = who.user;
    return r;
}

AuditRecord AuditRecord::started() const {
    AuditRecord r = *this;
    r.stage = QString::fromLatin1(kStarted);
    r.outcome = u"started"_s;
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
    else if (stage != QLatin1String(kBatch)) // a batch record counts, its outcome lists
        o.insert(u"ids"_s, QJsonArray::fromStringList(ids));
    if (!actionId.isEmpty())
        o.insert(u"action_id"_s, actionId);
    if (!stage.isEmpty())
        o.insert(u"stage"_s, stage);
    if (!previous.isEmpty()) {
        QStringList errors;
        QHash<QString, int> errorIndex;
        QJsonArray rows;
        for (const auto &[id, e] : previous) {
            QJsonValue error; // null: none
            if (!e.error.isEmpty()) {
                const QString text = e.error.left(kMaxPreviousError);
                auto it = errorIndex.constFind(text);
                if (it == errorIndex.cend()) {
                    it = errorIndex.insert(text, int(errors.size()));
                    errors.append(text);
                }
                error = *it;
            }
            rows.append(QJsonArray{id, e.attempts ? QJsonValue(*e.attempts) : QJsonValue(), error,
                                   e.nextAttemptAt.isValid()
                                       ? QJsonValue(e.nextAttemptAt.toString(Qt::ISODate))
                                       : QJsonValue()});
        }
        o.insert(u"previous"_s,
                 QJsonObject{{u"errors"_s, QJsonArray::fromStringList(errors)}, {u"rows"_s, rows}});
    }
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
    r.actionId = o.value(u"action_id"_s).toString();
    r.stage = o.value(u"stage"_s).toString();
    const QJsonObject previous = o.value(u"previous"_s).toObject();
    if (!previous.isEmpty()) {
        const QJsonArray errors = previous.value(u"errors"_s).toArray();
        const QString event = QString::fromLatin1(
            r.action == u"mark-done"_s ? AttemptEntry::kMarkedDone : AttemptEntry::kRetried);
        for (const QJsonValue &v : previous.value(u"rows"_s).toArray()) {
            const QJsonArray row = v.toArray();
            AttemptEntry e;
            e.at = r.at;
            e.event = event;
            if (row.at(1).isDouble())
                e.attempts = row.at(1).toInt();
            if (row.at(2).isDouble())
                e.error = errors.at(row.at(2).toInt()).toString();
            e.nextAttemptAt = QDateTime::fromString(row.at(3).toString(), Qt::ISODate);
            e.actor = u"%1@%2"_s.arg(r.user, r.host);
            r.previous.append({row.at(0).toString(), e});
        }
    }
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
    const auto failed = [&](const QString &why) {
        return Error::failed(CoreText::tr("Could not write the audit log %1: %2").arg(m_path, why));
    };
    // Append-only: O_APPEND keeps concurrent writers' lines whole; each line is one write.
    // O_NOFOLLOW: a symbolic link in the log's place is refused (it would send the records to
    // another file, or create a dangling link's target), as anything but a regular file is.
    const int fd = ::open(QFile::encodeName(m_path).constData(),
                          O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0600);
    if (fd < 0)
        return failed(errno == ELOOP ? CoreText::tr("it is a symbolic link")
                                     : QString::fromLocal8Bit(std::strerror(errno)));
    QFile f;
    if (!f.open(fd, QIODevice::ReadWrite | QIODevice::Append, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return failed(f.errorString());
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
        return failed(CoreText::tr("it is not a regular file"));
    QByteArray line = QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact) + '\n';
    // A write cut short (a full disk) leaves a line without its end: start on a fresh line, so
    // this record is not glued to the broken one and lost with it.
    if (const qint64 size = st.st_size; size > 0) {
        char last = '\n';
        if (::pread(fd, &last, 1, size - 1) != 1)
            return failed(QString::fromLocal8Bit(std::strerror(errno)));
        if (last != '\n')
            line.prepend('\n');
    }
    if (f.write(line) != line.size() || !f.flush())
        return failed(f.errorString());
    if (::fsync(fd) != 0)
        return failed(QString::fromLocal8Bit(std::strerror(errno)));
    return Done{};
}

Status AuditLog::recordStart(const AuditRecord &record) const {
    if (auto logged = append(record.started()); !logged)
        return Error::failed(CoreText::tr("Nothing was changed: %1 is refused because it cannot "
                                          "be audited. %2")
                                 .arg(record.action, logged.error().message));
    return Done{};
}

namespace {

// The stages of each action (see AuditRecord::actionId) folded into one record, in the order
// given (oldest first): the outcome where there is one, else the started record marked
// interrupted, with the rows its recorded batches changed.
QList<AuditRecord> foldStages(const QList<AuditRecord> &records) {
    struct Batches {
        qint64 changed = 0;
        int count = 0;
        QString last; // "batch 3 of 12"
        // A batch recorded before its commit and not confirmed after: it may have committed.
        std::optional<AuditRecord> unconfirmed;
    };
    QList<AuditRecord> out;
    QHash<QString, qsizetype> slot;
    QHash<QString, Batches> batches;
    QSet<QString> finished;
    for (const AuditRecord &r : records) {
        if (r.actionId.isEmpty()) {
            out.append(r);
            continue;
        }
        if (r.stage == QLatin1String(AuditRecord::kCommitting)) {
            batches[r.actionId].unconfirmed = r;
            continue;
        }
        if (r.stage == QLatin1String(AuditRecord::kBatch)) {
            Batches &b = batches[r.actionId];
            b.changed += r.rowCount;
            ++b.count;
            b.last = r.filter;
            b.unconfirmed.reset();
            continue;
        }
        const auto it = slot.constFind(r.actionId);
        if (r.stage == QLatin1String(AuditRecord::kStarted)) {
            if (it == slot.cend()) {
                slot.insert(r.actionId, out.size());
                out.append(r);
            }
            continue;
        }
        if (it != slot.cend())
            out[*it] = r;
        else {
            slot.insert(r.actionId, out.size());
            out.append(r);
        }
        finished.insert(r.actionId);
    }
    for (auto it = slot.cbegin(); it != slot.cend(); ++it) {
        if (finished.contains(it.key()))
            continue;
        AuditRecord &r = out[it.value()];
        const Batches b = batches.value(it.key());
        r.stage = QString::fromLatin1(AuditRecord::kInterrupted);
        // Stored text stays English, as every audit record.
        r.outcome = b.count == 0
                        ? u"interrupted: no outcome was recorded and no batch was recorded as "
                          "committed (the command was killed, the machine stopped, or the log "
                          "could not be written)"_s
                        : u"interrupted: no outcome was recorded (the command was killed, the "
                          "machine stopped, or the log could not be written); %1 row(s) changed in "
                          "%2 recorded committed batch(es), "
                          "the last %3"_s.arg(b.changed)
                              .arg(b.count)
                              .arg(b.last);
        if (b.unconfirmed) // its rows are among the frozen ids the record lists (or hashes)
            r.outcome += u"; %1 was recorded before its commit but not confirmed after: it may "
                         "have changed %2 more row(s)"_s.arg(b.unconfirmed->filter)
                             .arg(b.unconfirmed->rowCount);
    }
    return out;
}

} // namespace

Result<QList<AuditRecord>> AuditLog::recent(int limit, QList<qsizetype> *unreadable) const {
    QFile f(m_path);
    if (unreadable)
        unreadable->clear();
    if (!f.exists())
        return QList<AuditRecord>{};
    if (!f.open(QIODevice::ReadOnly))
        return Error::failed(
            CoreText::tr("Could not read the audit log %1: %2").arg(m_path, f.errorString()));
    QList<AuditRecord> all;
    qsizetype number = 0;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        ++number;
        if (line.isEmpty())
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (doc.isObject())
            all.append(AuditRecord::fromJson(doc.object()));
        else if (unreadable)
            unreadable->append(number);
    }
    all = foldStages(all);
    QList<AuditRecord> out;
    for (qsizetype i = all.size() - 1; i >= 0 && out.size() < limit; --i)
        out.append(all.at(i));
    return out;
}

Result<QList<AuditRecord>> AuditLog::forRow(const QString &database, const QString &table,
                                            const QString &rowId, int limit,
                                            QList<AuditRecord> *hashedOnly,
                                            QList<AttemptEntry> *previous) const {
    QFile f(m_path);
    if (!f.exists())
        return QList<AuditRecord>{};
    if (!f.open(QIODevice::ReadOnly))
        return Error::failed(
            CoreText::tr("Could not read the audit log %1: %2").arg(m_path, f.errorString()));
    // Only lines that mention the id (or a hash) are parsed: the log can be long.
    const QByteArray needle = rowId.trimmed().toUtf8();
    QList<AuditRecord> candidates;
    QList<AuditRecord> found;
    QList<AuditRecord> hashed;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        if (line.isEmpty())
            continue;
        const bool hasHash = line.contains("\"ids_sha256\"");
        // Batch records name no row but count for an interrupted action's history.
        const bool isBatch = line.contains("\"stage\":\"batch\"");
        if (!hasHash && !isBatch && !line.contains(needle) && !line.contains(needle.toLower()) &&
            !line.contains(needle.toUpper()))
            continue;
        const QJsonDocument doc = QJsonDocument::fromJson(line);
        if (!doc.isObject())
            continue;
        AuditRecord r = AuditRecord::fromJson(doc.object());
        if (r.table != table || (!database.isEmpty() && r.database != database))
            continue;
        candidates.append(r);
    }
    if (previous) {
        previous->clear();
        const QString wanted = comparableId(rowId);
        for (auto r = candidates.crbegin(); r != candidates.crend(); ++r)
            for (const auto &[id, entry] : r->previous)
                if (comparableId(id) == wanted)
                    previous->append(entry);
    }
    for (const AuditRecord &r : foldStages(candidates)) {
        if (r.stage == QLatin1String(AuditRecord::kBatch))
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
    QList<AttemptEntry> logPrevious;
    auto fromLog =
        log.forRow(session.spec().displayUrl(), table, rowId, limit, &logHashed, &logPrevious);
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
    if (AttemptLog::exists(session)) {
        auto attempts = AttemptLog::forRow(session, table, rowId, limit);
        if (!attempts)
            return attempts.error();
        history.attempts = *attempts;
        history.attemptLogRead = true;
    }
    // What retries and mark done cleared while the database had no attempt log: kept in this
    // computer's log.
    QSet<qint64> kept;
    for (const AttemptEntry &e : std::as_const(history.attempts))
        if (e.event != QLatin1String(AttemptEntry::kFailed) &&
            e.event != QLatin1String(AttemptEntry::kDied))
            kept.insert(e.at.toMSecsSinceEpoch());
    for (const AttemptEntry &e : std::as_const(logPrevious))
        if (!kept.contains(e.at.toMSecsSinceEpoch()))
            history.attempts.append(e);
    std::stable_sort(history.attempts.begin(), history.attempts.end(),
                     [](const AttemptEntry &a, const AttemptEntry &b) { return a.at > b.at; });
    if (history.attempts.size() > limit)
        history.attempts.resize(limit);
    return history;
}

} // namespace outbox
