#pragma once

#include "schema/outboxtable.h"
#include "target/connectiontarget.h"

#include <QDateTime>
#include <QObject>
#include <QStringList>

#include <optional>

class QWidget;

namespace outbox::ui {

class TableTask;
struct ChangeDescription;

// The changes of a few rows named by id that need no dry run: park and unpark (in-order
// delivery), retry now (a pending row waiting for its next attempt becomes due), release, the
// undo of a resend (ids: the original and its edited copy), archive and unarchive (dead rows set
// apart from the counts), and the import of an export file (ids: the file's path). Each goes
// through the one confirmation (prod: the typed name and a reason), is refused on a read-only
// target before asking, is audited by the core before anything changes, and runs on a worker
// thread with a connection of its own.
class RowChange : public QObject {
    Q_OBJECT
public:
    enum class Kind { Park, Unpark, RetryNow, Release, UndoResend, Archive, Unarchive, Import };
    Q_ENUM(Kind)

    explicit RowChange(QWidget *dialogParent);

    // Asks, then changes. Emits applied or failed (not when the user cancels).
    void start(Kind kind, const outbox::ConnectionTarget &target, const outbox::OutboxTable &table,
               const QStringList &ids);
    bool isRunning() const;

    // Archive's choice in the confirmation: until unarchived by hand, or 1, 7, 30 or 90 days; the
    // expiry of option (nullopt: none) as of now.
    static QStringList archiveExpiryOptions();
    static std::optional<QDateTime> archiveExpiry(int option, const QDateTime &now);

Q_SIGNALS:
    void applied(const QString &summary); // "1 parked, 0 skipped (…)"
    void failed(const QString &message);

private:
    // The change's confirmation, in the user's words.
    static ChangeDescription describe(Kind kind, const outbox::OutboxTable &table,
                                      const QStringList &ids);

    static constexpr int kArchiveDays[] = {1, 7, 30, 90};

    TableTask *m_task;
};

} // namespace outbox::ui
