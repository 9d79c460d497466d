#pragma once

#include "connection/databasesession.h"
#include "schema/consoletable.h"
#include "util/result.h"

#include <QDateTime>
#include <QList>
#include <QString>
#include <QVariantList>

#include <optional>

namespace outbox {

// One line of a row's delivery history: an attempt that failed (the relay), or the state a retry
// or mark done cleared (attempts, last error, next attempt as they were just before).
struct AttemptEntry {
    QDateTime at;  // UTC
    QString event; // kFailed, kDied, kRetried, kMarkedDone
    std::optional<int> attempts;
    QString error;
    QDateTime nextAttemptAt; // failed: when the relay tries again; retried/marked done: as it was
    QString actor;           // "relay <name>" or "user@host"

    static constexpr const char *kFailed = "failed";
    static constexpr const char *kDied = "died";
    static constexpr const char *kRetried = "retried";
    static constexpr const char *kMarkedDone = "marked-done";
};

// The console's own table of those lines (outbox_console_attempts), shared by every outbox table
// of the database, so a row's History shows every attempt and every earlier error, which the
// row itself forgets (a retry clears last_error; the relay keeps only the last one). Bounded: the
// oldest lines go once there are more than kMaxEntries. Created with the relay's other tables
// (outboxctl relay init, the console's "Create Relay Tables"); without it nothing is kept.
class AttemptLog : public ConsoleTable<AttemptLog> {
public:
    static constexpr const char *kName = "outbox_console_attempts";
    static constexpr qint64 kMaxEntries = 1'000'000;
    static QString ddl(DatabaseKind kind);

    // "INSERT INTO … (columns) " for an entry; the caller adds "VALUES (?, …)" or a SELECT of
    // the columns in this order: outbox_table, row_id, at, event, attempts, error,
    // next_attempt_at, actor. Times are text as timeText() writes them.
    static QString insertInto(const SqlDialect &dialect);
    static QString timeText(const QDateTime &utc);
    // Appends one entry (on the session's connection: inside the caller's transaction).
    static Status append(const DatabaseSession &session, const QString &outboxTable,
                         const QString &rowId, const AttemptEntry &entry);
    // Removes the oldest entries beyond kMaxEntries (two reads of the primary key).
    static Status prune(const DatabaseSession &session, qint64 keep = kMaxEntries);
    // The row's entries, newest first.
    static Result<QList<AttemptEntry>> forRow(const DatabaseSession &session,
                                              const QString &outboxTable, const QString &rowId,
                                              int limit);
};

} // namespace outbox
