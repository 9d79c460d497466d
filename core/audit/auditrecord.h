#pragma once

#include "connection/databasesession.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace outbox {

// Who did what to which rows, why, and how it ended. Never holds a secret.
struct AuditRecord {
    QDateTime at; // UTC
    QString user; // OS user
    QString host;
    QString profile;  // profile name, if any
    QString database; // display URL (no password)
    QString table;
    QString action; // retry, mark-done, purge, promote, relay-start, relay-stop
    QString filter; // the filter or request, described
    qint64 rowCount = 0;
    QStringList ids;   // the frozen ids when at most kMaxListedIds, else empty
    QString idsSha256; // SHA-256 of the sorted ids, one per line, when more
    QString reason;
    QString outcome; // e.g. "12 retried, 1 skipped (no longer dead)", "failed: …"

    static constexpr int kMaxListedIds = 1000;

    // Fills who, where and when from the environment.
    static AuditRecord begin(const QString &action);
    void setIds(QStringList ids);
    QJsonObject toJson() const;
    static AuditRecord fromJson(const QJsonObject &o);
};

// The local append-only JSON-lines log, always written.
class AuditLog {
public:
    AuditLog(); // the user's data folder
    explicit AuditLog(QString path);
    QString path() const { return m_path; }

    Status append(const AuditRecord &record) const;
    Result<QList<AuditRecord>> recent(int limit) const; // newest first

private:
    QString m_path;
};

// The optional audit table in the outbox's own database, written in the change's transaction.
class AuditTable {
public:
    static constexpr const char *kName = "outbox_console_audit";
    static QString ddl(DatabaseKind kind);
    static bool exists(const DatabaseSession &session);
    static Status create(const DatabaseSession &session);
    // Inserts on the session's connection: call inside the change's transaction.
    static Status insert(const DatabaseSession &session, const AuditRecord &record);
    static Result<QList<AuditRecord>> recent(const DatabaseSession &session, int limit);
};

} // namespace outbox
