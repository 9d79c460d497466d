#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace outbox::ui {

// The one way the console runs a piece of work off the GUI thread that is not a query of an open
// table (those go to an OutboxWorker or a TableTask): work() runs on a thread of its own, then
// done(result) runs on context's thread, unless context is gone by then. Keychain reads, the audit
// log, creating the demo: anything that may block. Returns the thread (it deletes itself once
// done): hold it in a QPointer to wait for it where work() uses something the caller owns.
//
//   runInBackground(this, u"demo-workspace"_s, [] { return DemoWorkspace::create(…); },
//                   [this](Result<DemoWorkspace> workspace) { … });
template <typename Work, typename Done>
QThread *runInBackground(QObject *context, const QString &threadName, Work work, Done done) {
    using Value = std::invoke_result_t<Work &>;
    auto result = std::make_shared<std::optional<Value>>();
    QThread *thread =
        QThread::create([result, work = std::move(work)]() mutable { result->emplace(work()); });
    thread->setObjectName(threadName);
    QObject::connect(thread, &QThread::finished, context,
                     [result, done = std::move(done)]() mutable { done(std::move(**result)); });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    return thread;
}

// Work of runInBackground() that uses something its starter does not own (a secret store of the
// window or of the dialog's caller): the starter runs it through a member of this type, which
// waits for the work still running when it goes (up to 30 s each; keychain calls and
// connections time out sooner), so that none is left running on a store that may go next.
class BackgroundRuns {
public:
    BackgroundRuns() = default;
    Q_DISABLE_COPY_MOVE(BackgroundRuns)
    ~BackgroundRuns() {
        for (const QPointer<QThread> &thread : std::as_const(m_threads))
            if (thread && thread->isRunning())
                thread->wait(30000);
    }

    // runInBackground(context, threadName, work, done), kept until done. `context` holds this.
    template <typename Work, typename Done>
    void start(QObject *context, const QString &threadName, Work work, Done done) {
        m_threads.removeIf([](const QPointer<QThread> &t) { return t.isNull(); });
        ++m_unanswered;
        m_threads.append(runInBackground(context, threadName, std::move(work),
                                         [this, done = std::move(done)](auto &&result) mutable {
                                             --m_unanswered;
                                             done(std::forward<decltype(result)>(result));
                                         }));
    }

    // Some work started here has not had its done() yet.
    bool busy() const { return m_unanswered > 0; }

private:
    QList<QPointer<QThread>> m_threads;
    int m_unanswered = 0;
};

} // namespace outbox::ui
