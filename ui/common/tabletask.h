#pragma once

#include "actions/rowactions.h"
#include "connection/connectionspec.h"
#include "schema/outboxtable.h"
#include "ui/common/coremetatypes.h" // BatchProgress in signals: declared before moc uses it

#include <QObject>

#include <functional>
#include <memory>

class QThread;

namespace outbox {
class DatabaseSession;
class OutboxReader;
} // namespace outbox

namespace outbox::ui {

// Runs one piece of work against an outbox table on its own QThread, with its own
// DatabaseSession opened and closed on that thread, so the GUI thread never waits on the database
// (or on the object store the work talks to). Progress reports and the end are delivered as
// signals on the thread that owns the task (the GUI thread), progress always before the end.
//
// The work returns a Status; its value travels back through whatever the lambda captured, e.g.
//   auto plan = std::make_shared<RetryPlan>();
//   task->start(spec, table, u"retry-plan"_s, [plan, request](TableTask::Context &c) -> Status {
//       auto planned = planRetry(c.reader, request);
//       if (!planned) return planned.error();
//       *plan = std::move(*planned);
//       return Done{};
//   });
//   connect(task, &TableTask::succeeded, …);   // read *plan here
class TableTask : public QObject {
    Q_OBJECT
public:
    // What the work gets on its thread.
    struct Context {
        outbox::DatabaseSession &session;
        const outbox::OutboxReader &reader;
        const outbox::CancelToken &cancel;
        outbox::ProgressCallback progress; // thread-safe: queued to the owner as progressed()
    };
    using Work = std::function<outbox::Status(Context &)>;

    // What to do when the run started last ends, called once (after the signals): simpler than
    // single-shot connections made and dropped per run. Reset by every start(); set them right
    // after it (the end is always delivered later, through the event loop).
    struct RunHandlers {
        std::function<void()> succeeded;
        std::function<void(int kind, const QString &message)> failed;
        std::function<void(const QString &message)> cancelled;
        std::function<void()> ended;
    };
    RunHandlers &runHandlers() { return m_handlers; }

    explicit TableTask(QObject *parent = nullptr);
    // Cancels a running task and waits for its thread (the work stops at its next cancel check).
    ~TableTask() override;

    // Starts the work; false (and nothing happens) while a task is running. purpose names the
    // thread and the database connection (for logs).
    bool start(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table,
               const QString &purpose, Work work);
    bool isRunning() const { return m_thread != nullptr; }

public Q_SLOTS:
    // Thread-safe; the work sees it between batches and ends with cancelled().
    void cancel();

Q_SIGNALS:
    void progressed(const outbox::BatchProgress &progress);
    void succeeded();
    // The work returned an error (or the connection failed). kind is an outbox::ErrorKind.
    void failed(int kind, const QString &message);
    // The work returned ErrorKind::Cancelled (or did not start because cancel came first).
    void cancelled(const QString &message);
    // After succeeded/failed/cancelled, always.
    void ended();

private:
    struct Outcome;
    void threadFinished();

    std::unique_ptr<QThread> m_thread;
    std::shared_ptr<outbox::CancelToken> m_cancel;
    std::shared_ptr<Outcome> m_outcome;
    RunHandlers m_handlers;
};

} // namespace outbox::ui
