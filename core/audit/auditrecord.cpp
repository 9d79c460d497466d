#include "audit/auditrecord.h"
#include "audit/comparablerowid.h"
#include "util/actor.h"

#include <QCryptographicHash>
#include <QHash>
#include <QJsonArray>
#include <QUuid>

#include <algorithm>
#include <vector>

using namespace Qt::StringLiterals;

namespace outbox {

QString comparableRowId(const QString &id) {
    QString s = id.trimmed().toLower();
    // A UUID written with or without dashes is the same row.
    if (s.size() == 36 && s.count(u'-') == 4)
        s.remove(u'-');
    return s;
}

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
    if (tableId > 0) // read from the audit table: what `outboxctl link --audit` names
        o.insert(u"record_id"_s, tableId);
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

bool AuditRecord::namesRow(const QString &rowId) const {
    const QString wanted = comparableRowId(rowId);
    if (wanted.isEmpty())
        return false;
    return std::any_of(ids.cbegin(), ids.cend(),
                       [&](const QString &id) { return comparableRowId(id) == wanted; });
}

QString AuditRecord::actionKey() const {
    return u"%1|%2|%3|%4|%5"_s.arg(at.toMSecsSinceEpoch()).arg(action, user, host, table);
}

} // namespace outbox
