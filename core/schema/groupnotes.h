#pragma once

#include "connection/databasesession.h"
#include "schema/consoletable.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QDateTime>
#include <QHash>
#include <QString>

namespace outbox {

// A note on an error group of one outbox table: a known issue, a ticket link. Keyed by the group's
// signature (the same signature in every grouping, whatever the filter).
struct GroupNote {
    QString signature;
    QString text;   // plain text; empty: no note
    QString author; // user@host of the last edit
    QDateTime at;   // UTC, the last edit

    bool isEmpty() const { return text.trimmed().isEmpty(); }
};

// Where the notes of a table live: the console's own table in the outbox's database
// (outbox_console_notes, created with the relay's other tables), so everyone who opens that
// outbox sees them; where it does not exist, a file on this computer (one per user, keyed by the
// database's display URL and the table). One note per group; writing an empty text removes it.
class GroupNotes : public ConsoleTable<GroupNotes> {
public:
    static constexpr const char *kName = "outbox_console_notes";
    static constexpr int kMaxLength = 4000; // characters of a note

    GroupNotes(); // the local file in the user's data folder
    explicit GroupNotes(QString localPath);
    QString localPath() const { return m_localPath; }

    static QString ddl(DatabaseKind kind);
    // The key a signature is stored under: SHA-256 of its UTF-8, hex.
    static QString keyOf(const QString &signature);

    // The notes of the table by signature, from the database table when it exists (shared is then
    // true), else from the local file.
    Result<QHash<QString, GroupNote>> read(const DatabaseSession &session, const TableName &table,
                                           bool *shared = nullptr) const;
    // Replaces the note of note.signature (empty text: removes it), where read() reads from. A
    // text over kMaxLength is an error and changes nothing.
    Status write(const DatabaseSession &session, const TableName &table,
                 const GroupNote &note) const;

private:
    QString localKey(const DatabaseSession &session, const TableName &table) const;
    Result<QHash<QString, GroupNote>> readLocal(const QString &key) const;
    Status writeLocal(const QString &key, const GroupNote &note) const;

    QString m_localPath;
};

} // namespace outbox
