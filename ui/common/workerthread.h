#pragma once

#include <QObject>
#include <QString>
#include <QThread>

#include <utility>

namespace outbox::ui {

// A long-lived worker object on a QThread of its own, for workers that keep a database connection
// open between requests (the rows, the counts, the graphs): created here, moved to the thread,
// and deleted on it once its event loop stops, so the connection closes on the thread that
// opened it. The destructor waits for a running request. One-off work uses a TableTask or
// runInBackground() instead.
template <typename Worker> class WorkerThread {
public:
    template <typename... Args>
    explicit WorkerThread(const QString &threadName, Args &&...args)
        : m_worker(new Worker(std::forward<Args>(args)...)) {
        m_thread.setObjectName(threadName);
        m_worker->moveToThread(&m_thread);
        // Deferred deletes still run on the thread after its event loop stopped.
        QObject::connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
        m_thread.start();
    }
    ~WorkerThread() {
        m_thread.quit();
        m_thread.wait();
    }
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    Worker *worker() const { return m_worker; }

private:
    QThread m_thread;
    Worker *m_worker;
};

} // namespace outbox::ui
