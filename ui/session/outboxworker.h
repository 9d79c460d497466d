#pragma once

#include "ui/common/coremetatypes.h"
#include "ui/common/workerthread.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>
#include <optional>

namespace outbox {
class DatabaseSession;
class OutboxReader;
} // namespace outbox

namespace outbox::ui {

// Runs the queries of one outbox table on its own thread. It owns a DatabaseSession (one named
// QSqlDatabase connection) and an OutboxReader, both created and destroyed on the worker thread;
// the GUI talks to it only through queued slots and signals. Requests carry a generation number:
// results echo it back so the caller can drop answers to questions it no longer asks, and
// supersede…() lets the caller skip queued requests that are already stale before they run.
class OutboxWorker : public QObject {
    Q_OBJECT
public:
    explicit OutboxWorker(QString purpose = QStringLiteral("console"), QObject *parent = nullptr);
    ~OutboxWorker() override;

    // Thread-safe. Page/count requests below this generation that have not started are skipped
    // (no signal is emitted for them).
    void supersedePages(quint64 generation);
    void supersedeCounts(quint64 generation);

public Q_SLOTS:
    // Connects and resolves the table, replacing whatever was open. Emits opened or failed.
    // Rows leave the worker through mask (the profile's): the GUI never holds more of a payload
    // than the profile shows.
    // With changeSpec (what changes connect as), the privileges of that role on the table are
    // read once it resolved: privilegesRead().
    void open(const outbox::ConnectionSpec &spec, const outbox::TableRequest &request,
              const outbox::PayloadMask &mask = {},
              const std::optional<outbox::ConnectionSpec> &changeSpec = std::nullopt);
    void close();
    // Emits pageReady or pageFailed with the same generation.
    void fetchPage(quint64 generation, const outbox::PageRequest &request);
    // Emits countsReady or countsFailed with the same generation.
    void fetchCounts(quint64 generation, const outbox::RowFilter &filter);
    // When the open table has the change-notification trigger (PostgreSQL, `outboxctl notify
    // install`), LISTENs on its channel: tableChanged() for every changing statement. Emits
    // listening(true, channel), or listening(false, why) when there is nothing to listen to.
    void listenForChanges();

Q_SIGNALS:
    void opened(const outbox::OutboxTable &table);
    // The change role's privileges on the table (role empty and nothing granted: unknown, the
    // read failed and the console does not guess).
    void privilegesRead(const QString &role, const QStringList &granted);
    void failed(const QString &message);
    void pageReady(quint64 generation, const outbox::Page &page);
    void pageFailed(quint64 generation, const QString &message);
    void countsReady(quint64 generation, const outbox::StateCounts &counts);
    void countsFailed(quint64 generation, const QString &message);
    void listening(bool on, const QString &channelOrWhy);
    // A query failed because the connection is gone (database restarted, connection killed);
    // the worker reconnects and runs it once more. connectionRestored() when that worked.
    void connectionLost(const QString &message);
    void connectionRestored();
    void tableChanged();

private:
    // Runs a query; when it failed and the connection no longer answers, reconnects once and runs
    // it again.
    template <typename Run> auto withReconnect(Run run) -> decltype(run());
    // Answers a request of `generation` unless a newer one has passed it (`minGeneration`):
    // readySignal with what `read` gives (run with a reconnect), else failedSignal with why not.
    template <typename Read, typename Value>
    void answer(quint64 generation, const std::atomic<quint64> &minGeneration, Read read,
                void (OutboxWorker::*readySignal)(quint64, const Value &),
                void (OutboxWorker::*failedSignal)(quint64, const QString &));
    bool connectionAnswers() const;

    QString m_purpose;
    QString m_channel; // the LISTEN channel, when listening
    std::unique_ptr<DatabaseSession> m_session;
    std::unique_ptr<OutboxReader> m_reader;
    std::atomic<quint64> m_minPageGeneration{0};
    std::atomic<quint64> m_minCountsGeneration{0};
};

// One OutboxWorker on its own thread, named "outbox-<purpose>".
class OutboxWorkerThread : public WorkerThread<OutboxWorker> {
public:
    explicit OutboxWorkerThread(const QString &purpose)
        : WorkerThread(QStringLiteral("outbox-") + purpose, purpose) {}
};

} // namespace outbox::ui
