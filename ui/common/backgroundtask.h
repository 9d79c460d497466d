#pragma once

#include <QObject>
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

} // namespace outbox::ui
