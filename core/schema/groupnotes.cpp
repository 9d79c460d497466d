#include "schema/groupnotes.h"

#include "schema/consoletable.h"
#include "util/actor.h"
#include "util/coretr.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString timeText(const QDateTime &at) {
    return at.toUTC().toString(Qt::ISODate);
}

QDateTime timeFrom(const QString &text) {
    QDateTime at = QDateTime::fromString(text, Qt::ISODate);
    at.setTimeZone(QTimeZone::utc());
    return at;
}

} // namespace

GroupNotes::GroupNotes()
    : m_localPath(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
                  u"/outbox-console/group-notes.json"_s) {}

GroupNotes::GroupNotes(QString localPath)
    : m_localPath(std::move(localPath)) {}

QString GroupNotes::ddl(DatabaseKind kind) {
    // The key is the signature's SHA-256 (signatures are long); the signature itself is kept for
    // people reading the table. Times as text in UTC, one spelling in every database.
    return u"CREATE TABLE %1 (\n    outbox_table VARCHAR(255) NOT NULL,\n    signature_key "
           "VARCHAR(64) NOT NULL,\n    signature %2 NOT NULL,\n    note %2 NOT NULL,\n    author "
           "VARCHAR(255),\n    updated_at VARCHAR(32) NOT NULL,\n    PRIMARY KEY (outbox_table, "
           "signature_key)\n)%3;"_s.arg(QString::fromLatin1(kName), consoleTextType(kind),
                                        consoleTableOptions(kind));
}

QString GroupNotes::keyOf(const QString &signature) {
    return QString::fromLatin1(
        QCryptographicHash::hash(signature.toUtf8(), QCryptographicHash::Sha256).toHex());
}

QString GroupNotes::localKey(const DatabaseSession &session, const TableName &table) const {
    return session.spec().displayUrl() + u'\n' + table.display();
}

Result<QHash<QString, GroupNote>> GroupNotes::read(const DatabaseSession &session,
                                                   const TableName &table, bool *shared) const {
    const bool inDatabase = exists(session);
    if (shared)
        *shared = inDatabase;
    if (!inDatabase)
        return readLocal(localKey(session, table));
    QSqlQuery q(session.database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT signature, note, author, updated_at FROM %1 WHERE outbox_table = ?"_s.arg(
        session.dialect().quoteIdentifier(QString::fromLatin1(kName))));
    q.addBindValue(table.display());
    if (!q.exec())
        return Error::failed(CoreText::tr("Reading the group notes from %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    QHash<QString, GroupNote> notes;
    while (q.next()) {
        GroupNote n{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(),
                    timeFrom(q.value(3).toString())};
        notes.insert(n.signature, n);
    }
    return notes;
}

Status GroupNotes::write(const DatabaseSession &session, const TableName &table,
                         const GroupNote &given) const {
    if (given.text.size() > kMaxLength)
        return Error::invalid(
            CoreText::tr("The note has %1 characters; a note may have at most %2. Nothing was "
                         "saved.")
                .arg(given.text.size())
                .arg(kMaxLength));
    GroupNote note = given;
    note.text = note.text.trimmed();
    if (note.author.isEmpty()) {
        note.author = Actor::current().display();
    }
    if (!note.at.isValid())
        note.at = QDateTime::currentDateTimeUtc();
    if (!exists(session))
        return writeLocal(localKey(session, table), note);

    QSqlDatabase db = session.database();
    const QString name = session.dialect().quoteIdentifier(QString::fromLatin1(kName));
    const auto failed = [&](const QSqlQuery &q) {
        db.rollback();
        return Error::failed(CoreText::tr("Saving the group note in %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    };
    if (auto begun = session.beginWriteTransaction(); !begun)
        return Error::failed(CoreText::tr("Saving the group note in %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), begun.error().message));
    QSqlQuery q(db);
    q.prepare(u"DELETE FROM %1 WHERE outbox_table = ? AND signature_key = ?"_s.arg(name));
    q.addBindValue(table.display());
    q.addBindValue(keyOf(note.signature));
    if (!q.exec())
        return failed(q);
    if (!note.isEmpty()) {
        q.prepare(u"INSERT INTO %1 (outbox_table, signature_key, signature, note, author, "
                  "updated_at) VALUES (?, ?, ?, ?, ?, ?)"_s.arg(name));
        for (const QString &v : {table.display(), keyOf(note.signature), note.signature, note.text,
                                 note.author, timeText(note.at)})
            q.addBindValue(v);
        if (!q.exec())
            return failed(q);
    }
    if (!db.commit())
        return Error::failed(CoreText::tr("Saving the group note in %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), db.lastError().text()));
    return Done{};
}

Result<QHash<QString, GroupNote>> GroupNotes::readLocal(const QString &key) const {
    QHash<QString, GroupNote> notes;
    QFile file(m_localPath);
    if (!file.exists())
        return notes;
    if (!file.open(QIODevice::ReadOnly))
        return Error::failed(CoreText::tr("Reading the group notes from %1 failed: %2")
                                 .arg(QDir::toNativeSeparators(m_localPath), file.errorString()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error::failed(CoreText::tr("The group notes file %1 is not valid JSON (%2).")
                                 .arg(QDir::toNativeSeparators(m_localPath), error.errorString()));
    const QJsonObject table = doc.object().value(key).toObject();
    for (auto it = table.begin(); it != table.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        GroupNote n{o.value(u"signature"_s).toString(), o.value(u"note"_s).toString(),
                    o.value(u"author"_s).toString(), timeFrom(o.value(u"at"_s).toString())};
        if (!n.isEmpty())
            notes.insert(n.signature, n);
    }
    return notes;
}

Status GroupNotes::writeLocal(const QString &key, const GroupNote &note) const {
    const auto failed = [this](const QString &why) {
        return Error::failed(CoreText::tr("Saving the group note in %1 failed: %2")
                                 .arg(QDir::toNativeSeparators(m_localPath), why));
    };
    if (!QDir().mkpath(QFileInfo(m_localPath).absolutePath()))
        return failed(CoreText::tr("cannot create its folder"));
    // Two consoles of one user may save at once: one at a time reads, changes and replaces it.
    QLockFile lock(m_localPath + u".lock"_s);
    if (!lock.tryLock(5000))
        return failed(CoreText::tr("another console holds its lock"));
    QJsonObject all;
    if (QFile file(m_localPath); file.exists()) {
        if (!file.open(QIODevice::ReadOnly))
            return failed(file.errorString());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            return failed(CoreText::tr("it is not valid JSON (%1); it was left as it is")
                              .arg(error.errorString()));
        all = doc.object();
    }
    QJsonObject table = all.value(key).toObject();
    if (note.isEmpty())
        table.remove(keyOf(note.signature));
    else
        table.insert(keyOf(note.signature), QJsonObject{{u"signature"_s, note.signature},
                                                        {u"note"_s, note.text},
                                                        {u"author"_s, note.author},
                                                        {u"at"_s, timeText(note.at)}});
    if (table.isEmpty())
        all.remove(key);
    else
        all.insert(key, table);
    QSaveFile out(m_localPath);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(QJsonDocument(all).toJson(QJsonDocument::Indented)) < 0 || !out.commit())
        return failed(out.errorString());
    return Done{};
}

} // namespace outbox
