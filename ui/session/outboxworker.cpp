#include "ui/session/outboxworker.h"

#include "access/tableprivileges.h"
#include "connection/databasesession.h"
#include "notify/changenotify.h"
#include "query/outboxreader.h"
#include "schema/tableresolver.h"

#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <utility>

#include <QLoggingCategory>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcWorker, "outbox.ui.worker", QtInfoMsg)

namespace outbox::ui {

OutboxWorker::OutboxWorker(QString purpose, QObject *parent)
    : QObject(parent)
    , m_purpose(std::move(purpose)) {
    registerCoreMetaTypes();
}

OutboxWorker::~OutboxWorker() {
    close();
}

void OutboxWorker::supersedePages(quint64 generation) {
    m_minPageGeneration.store(generation, std::memory_order_relaxed);
}

void OutboxWorker::supersedeCounts(quint64 generation) {
    m_minCountsGeneration.store(generation, std::memory_order_relaxed);
}

void OutboxWorker::open(const ConnectionSpec &spec, const TableRequest &request,
                        const PayloadMask &mask, const std::optional<ConnectionSpec> &changeSpec) {
    close();
    auto session = std::make_unique<DatabaseSession>(spec, m_purpose);
    // resolve() opens the session itself.
    auto table = TableResolver::resolve(*session, request);
    if (!table) {
        qCDebug(lcWorker) << m_purpose << "open failed:" << table.error().message;
        Q_EMIT failed(table.error().message);
        return;
    }
    m_session = std::move(session);
    m_reader = std::make_unique<OutboxReader>(*m_session, *table);
    m_reader->setPayloadMask(mask);
    Q_EMIT opened(*table);
    if (changeSpec) {
        // On this connection when changes use the same user, else on one of the write user's.
        std::unique_ptr<DatabaseSession> write;
        if (changeSpec->user != spec.user)
            write = std::make_unique<DatabaseSession>(*changeSpec, m_purpose + u"-privileges"_s);
        const auto privileges = readTablePrivileges(write ? *write : *m_session, table->name);
        QStringList granted;
        if (privileges) {
            for (const TablePrivilege p : privileges->granted)
                granted << tablePrivilegeName(p);
        } else {
            qCDebug(lcWorker) << m_purpose << "privileges unknown:" << privileges.error().message;
        }
        Q_EMIT privilegesRead(privileges ? privileges->role : QString(), granted);
    }
}

void OutboxWorker::close() {
    if (m_session && !m_channel.isEmpty()) {
        m_session->database().driver()->unsubscribeFromNotification(m_channel);
        m_channel.clear();
    }
    m_reader.reset(); // refers to the session: goes first
    m_session.reset();
}

bool OutboxWorker::connectionAnswers() const {
    if (!m_session || !m_session->isOpen())
        return false;
    QSqlQuery ping(m_session->database());
    return ping.exec(u"SELECT 1"_s);
}

template <typename Run> auto OutboxWorker::withReconnect(Run run) -> decltype(run()) {
    auto result = run();
    if (result.ok() || !m_session || connectionAnswers())
        return result; // done, or an error of the query itself
    const QString lost = result.error().message;
    qCInfo(lcWorker) << m_purpose << "connection lost, reconnecting:" << lost;
    Q_EMIT connectionLost(lost);
    m_session->close();
    if (auto reopened = m_session->open(); !reopened)
        return reopened.error();
    if (!m_channel.isEmpty()) {
        // LISTEN belongs to the connection: listen again on the new one.
        const QString channel = std::exchange(m_channel, QString());
        m_session->database().driver()->subscribeToNotification(channel);
        m_channel = channel;
    }
    Q_EMIT connectionRestored();
    return run();
}

void OutboxWorker::listenForChanges() {
    if (!m_reader || !m_channel.isEmpty())
        return;
    const TableName table = m_reader->table().name;
    auto installed = ChangeNotify::installed(*m_session, table);
    if (!installed || !*installed) {
        Q_EMIT listening(false, installed ? QString() : installed.error().message);
        return;
    }
    QSqlDriver *driver = m_session->database().driver();
    const QString channel = ChangeNotify::channel(table);
    // The driver watches the connection's socket on this thread's event loop.
    // (Qt::UniqueConnection does not work with a lambda: the channel check above guards.)
    connect(driver, &QSqlDriver::notification, this, [this](const QString &name) {
        if (name == m_channel)
            Q_EMIT tableChanged();
    });
    if (!driver->subscribeToNotification(channel)) {
        Q_EMIT listening(false, driver->lastError().text());
        return;
    }
    m_channel = channel;
    qCDebug(lcWorker) << m_purpose << "listening on" << channel;
    Q_EMIT listening(true, channel);
}

template <typename Read, typename Value>
void OutboxWorker::answer(quint64 generation, const std::atomic<quint64> &minGeneration, Read read,
                          void (OutboxWorker::*readySignal)(quint64, const Value &),
                          void (OutboxWorker::*failedSignal)(quint64, const QString &)) {
    if (generation < minGeneration.load(std::memory_order_relaxed))
        return;
    if (!m_reader) {
        Q_EMIT(this->*failedSignal)(generation, tr("No outbox table is open."));
        return;
    }
    auto result = withReconnect(read);
    if (!result) {
        Q_EMIT(this->*failedSignal)(generation, result.error().message);
        return;
    }
    Q_EMIT(this->*readySignal)(generation, *result);
}

void OutboxWorker::fetchPage(quint64 generation, const PageRequest &request) {
    answer(
        generation, m_minPageGeneration, [&] { return m_reader->page(request); },
        &OutboxWorker::pageReady, &OutboxWorker::pageFailed);
}

void OutboxWorker::fetchCounts(quint64 generation, const RowFilter &filter) {
    // The console estimates sent on large tables (exact pending and dead): see CountOptions.
    CountOptions options;
    options.estimateSentWhenLarge = true;
    answer(
        generation, m_minCountsGeneration, [&] { return m_reader->counts(filter, options); },
        &OutboxWorker::countsReady, &OutboxWorker::countsFailed);
}

} // namespace outbox::ui
