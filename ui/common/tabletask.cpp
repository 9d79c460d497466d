#include "ui/common/tabletask.h"

#include "connection/databasesession.h"
#include "query/outboxreader.h"

#include <QAtomicInteger>
#include <QMetaObject>
#include <QThread>

#include <utility>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
QAtomicInteger<quint64> g_taskSerial;
} // namespace

struct TableTask::Outcome {
    std::optional<Error> error; // none: succeeded
};

TableTask::TableTask(QObject *parent)
    : QObject(parent) {}

TableTask::~TableTask() {
    if (m_thread) {
        cancel();
        m_thread->wait(); // m_thread deletes it
    }
}

void TableTask::cancel() {
    if (m_cancel)
        m_cancel->cancel();
}

bool TableTask::start(const ConnectionSpec &spec, const OutboxTable &table, const QString &purpose,
                      Work work) {
    if (m_thread)
        return false;
    m_cancel = std::make_shared<CancelToken>();
    m_outcome = std::make_shared<Outcome>();
    m_handlers = {};
    const QString name = u"%1-%2"_s.arg(purpose).arg(++g_taskSerial);
    TableTask *self = this; // outlives the thread: the destructor waits for it
    auto cancelToken = m_cancel;
    auto outcome = m_outcome;

    m_thread.reset(
        QThread::create([self, spec, table, name, cancelToken, outcome, work = std::move(work)] {
            if (cancelToken->isCancelled()) {
                outcome->error =
                    Error{ErrorKind::Cancelled, TableTask::tr("Cancelled before it began.")};
                return;
            }
            DatabaseSession session(spec, name);
            if (auto opened = session.open(); !opened) {
                outcome->error = opened.error();
                return;
            }
            OutboxReader reader(session, table);
            Context context{session, reader, *cancelToken, [self](const BatchProgress &progress) {
                                // Queued in order, before threadFinished().
                                QMetaObject::invokeMethod(
                                    self, [self, progress] { Q_EMIT self->progressed(progress); },
                                    Qt::QueuedConnection);
                            }};
            if (auto done = work(context); !done)
                outcome->error = done.error();
        }));
    m_thread->setObjectName(name);
    // finished is emitted on the task thread: queued here, after every progress report.
    connect(m_thread.get(), &QThread::finished, this, &TableTask::threadFinished,
            Qt::QueuedConnection);
    m_thread->start();
    return true;
}

void TableTask::threadFinished() {
    if (!m_thread)
        return;
    m_thread->wait();
    m_thread.reset();
    const Outcome outcome = *m_outcome;
    // Taken out first: a handler may start the next run (which sets handlers of its own).
    const RunHandlers handlers = std::exchange(m_handlers, {});
    if (!outcome.error) {
        Q_EMIT succeeded();
        if (handlers.succeeded)
            handlers.succeeded();
    } else if (outcome.error->kind == ErrorKind::Cancelled) {
        Q_EMIT cancelled(outcome.error->message);
        if (handlers.cancelled)
            handlers.cancelled(outcome.error->message);
    } else {
        Q_EMIT failed(int(outcome.error->kind), outcome.error->message);
        if (handlers.failed)
            handlers.failed(int(outcome.error->kind), outcome.error->message);
    }
    Q_EMIT ended();
    if (handlers.ended)
        handlers.ended();
}

} // namespace outbox::ui
