#pragma once

#include "connection/databasesession.h"
#include "schema/attemptlog.h"
#include "schema/consoletable.h"

#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

#include <optional>

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
    // A change writes several local records, all with one action id: "started" before anything
    // changes (the frozen ids or their count and hash), per batch a "committing" record before
    // its commit and a "batch" record after (rowCount = the rows it changed), and the outcome
    // (stage empty, as every record before stages existed). An action whose outcome never came
    // (killed, machine stopped) is read back as one record of stage "interrupted" (see
    // AuditLog::recent).
    QString actionId;
    // The record's id in the audit table (outbox_console_audit.id) when read from it, else 0: what
    // a link to the record names.
    qint64 tableId = 0;
    QString stage;
    // A batch record of a retry or mark done where the database keeps no attempt log: each
    // changed row's attempts, last error and next attempt just before the change cleared them
    // (what AttemptLog keeps in the database otherwise). Stored compactly: each distinct error
    // once (at most kMaxPreviousError characters), the rows as [id, attempts, error, next].
    QList<std::pair<QString, AttemptEntry>> previous;

    static constexpr int kMaxPreviousError = 1000;

    static constexpr int kMaxListedIds = 1000;
    static constexpr const char *kStarted = "started";
    static constexpr const char *kBatch = "batch";
    // Before a batch commits: its rows (ids or their hash) and how many it changes. Confirmed by
    // the batch record after the commit; one left unconfirmed (a kill, a disk that filled)
    // may have committed.
    static constexpr const char *kCommitting = "committing";
    static constexpr const char *kInterrupted = "interrupted";

    // Fills who, where and when from the environment, and a fresh action id.
    static AuditRecord begin(const QString &action);
    // The record to write before the change: this one, stage "started".
    AuditRecord started() const;
    bool isInterrupted() const { return stage == QLatin1String(kInterrupted); }
    void setIds(QStringList ids);
    // The digest setIds() keeps for long lists: SHA-256 of the sorted ids, one per line.
    static QString sortedIdsSha256(const QStringList &ids);
    QJsonObject toJson() const;
    static AuditRecord fromJson(const QJsonObject &o);

    // The ids name this row (exactly; UUIDs compared without case or dashes).
    bool namesRow(const QString &rowId) const;
    // The same action seen in two places (the local log and a batch row of the audit table carry
    // the same moment, action, user and host).
    QString actionKey() const;
};

// What the audit trail says about one row of one table.
struct RowHistory {
    // Actions whose recorded ids name the row, newest first: one entry per action, the local log's
    // record where it names the row, else the audit table's batch record.
    QList<AuditRecord> records;
    // Actions on the same table that recorded only a hash of their ids (over
    // AuditRecord::kMaxListedIds rows) and no list naming the row anywhere: they may include it.
    qint64 hashedOnly = 0;
    bool auditTableRead = false; // the audit table exists in the database and was searched
    // The row's failed attempts and the states retries and mark done cleared, newest first
    // (where the attempt log exists: attemptLogRead).
    QList<AttemptEntry> attempts;
    bool attemptLogRead = false;
};

// The local append-only JSON-lines log, always written.
class AuditLog {
public:
    AuditLog(); // the user's data folder
    explicit AuditLog(QString path);
    QString path() const { return m_path; }

    // Appends one line and flushes it to disk. A record that cannot be written is an error the
    // caller must act on: a change that cannot be audited does not happen. Each record starts on
    // a fresh line, even after a partial write (a full disk) left the last one unfinished.
    Status append(const AuditRecord &record) const;
    // Before a change: appends record.started(). When that fails the change must not happen: the
    // error says so ("Nothing was changed: … cannot be audited").
    Status recordStart(const AuditRecord &record) const;
    // One record per action, newest first: the stages of an action folded into its outcome, or
    // into an "interrupted" record that says how many rows its recorded batches changed.
    // *unreadable: the numbers of the lines that are not records (a truncated write, an edit).
    Result<QList<AuditRecord>> recent(int limit, QList<qsizetype> *unreadable = nullptr) const;
    // Records of the given database (display URL) and table, newest first, that name rowId or that
    // list only a hash (for those, *hashedOnly is the ones that could not be searched).
    // *previous: the states retries and mark done cleared from the row, kept in batch records
    // (AuditRecord::previous), newest first.
    Result<QList<AuditRecord>> forRow(const QString &database, const QString &table,
                                      const QString &rowId, int limit,
                                      QList<AuditRecord> *hashedOnly = nullptr,
                                      QList<AttemptEntry> *previous = nullptr) const;

private:
    QString m_path;
};

// The optional audit table in the outbox's own database, written in the change's transaction.
class AuditTable : public ConsoleTable<AuditTable> {
public:
    static constexpr const char *kName = "outbox_console_audit";
    static QString ddl(DatabaseKind kind);
    // Inserts on the session's connection: call inside the change's transaction.
    static Status insert(const DatabaseSession &session, const AuditRecord &record);
    static Result<QList<AuditRecord>> recent(const DatabaseSession &session, int limit);
    // The record of that id (tableId), nullopt when there is none.
    static Result<std::optional<AuditRecord>> byId(const DatabaseSession &session, qint64 id);
    // Records of the outbox table (display name) naming rowId, newest first; hashedOnly as above.
    static Result<QList<AuditRecord>> forRow(const DatabaseSession &session, const QString &table,
                                             const QString &rowId, int limit,
                                             QList<AuditRecord> *hashedOnly = nullptr);
    // How many rows the batch records of this action (same moment, action, user, host, table)
    // list by id.
    static Result<qint64> listedRows(const DatabaseSession &session, const AuditRecord &action);
};

// The row's history from the local log and, where it exists, the audit table of the session's
// database. Reads the whole local log (off the GUI thread).
Result<RowHistory> rowHistory(const AuditLog &log, const DatabaseSession &session,
                              const QString &table, const QString &rowId, int limit = 200);

} // namespace outbox
