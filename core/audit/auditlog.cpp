#include "audit/auditrecord.h"
#include "audit/comparablerowid.h"
#include "util/coretr.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

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
        const QString wanted = comparableRowId(rowId);
        for (auto r = candidates.crbegin(); r != candidates.crend(); ++r)
            for (const auto &[id, entry] : r->previous)
                if (comparableRowId(id) == wanted)
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

} // namespace outbox
