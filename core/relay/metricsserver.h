#pragma once

#include "util/result.h"

#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <iterator>

class QTcpServer;
class QTcpSocket;

namespace outbox {

// What one relay process counts, for the Prometheus endpoint. Written by the relay from any
// thread, read on each scrape.
struct RelayMetrics {
    // Counters since the process started.
    std::atomic<quint64> claimedTotal{0};
    std::atomic<quint64> deliveredTotal{0};
    std::atomic<quint64> failedTotal{0}; // failed attempts, the last one of a dead row included
    std::atomic<quint64> deadTotal{0};   // rows this relay dead-lettered
    std::atomic<quint64> batchesTotal{0};
    // The last batch.
    std::atomic<double> lastBatchDurationSeconds{0};
    // Durations counted into buckets (upper bounds in seconds, kBuckets; the last bucket is
    // +Inf), for a Prometheus histogram. One writer: the relay's thread.
    struct Histogram {
        static constexpr double kBuckets[] = {0.005, 0.01, 0.025, 0.05, 0.1, 0.25,
                                              0.5,   1,    2.5,   5,    10};
        std::atomic<quint64> counts[std::size(kBuckets) + 1] = {};
        std::atomic<double> sum{0};
        void record(double seconds);
    };
    Histogram batchSeconds;   // every batch, claim to commit: outbox_relay_batch_seconds
    Histogram publishSeconds; // every batch's publishing, first send to the sink's last
                              // acknowledgement and flush: outbox_relay_publish_seconds
    std::atomic<double> lastBatchEndUnixSeconds{0}; // 0: no batch yet
    // Gauges of the whole table, set by the relay when it measures them; negative: not
    // measured yet (the sample is left out rather than reported as a false 0).
    std::atomic<qint64> pendingRows{-1};
    std::atomic<qint64> deadRows{-1};
    std::atomic<double> oldestPendingAgeSeconds{-1};
    std::atomic<qint64> blockedKeys{-1}; // keys held back by a dead head (in-order delivery)

    // Health (/healthz, /readyz): when the loop last finished a poll (seconds since the epoch;
    // the start until the first), how long it waits when idle, whether the database answered
    // the last poll, whether the sink took the last batch that had rows, whether paused.
    std::atomic<double> lastPollUnixSeconds{0};
    std::atomic<int> pollIntervalSeconds{2};
    std::atomic_bool databaseReachable{true};
    std::atomic_bool sinkReachable{true};
    std::atomic_bool paused{false};

    RelayMetrics();
    // Counts a finished batch: its duration, the time its events took to publish, and now as
    // its end.
    void recordBatch(double seconds, double publishSeconds);
    // A poll ended: the database answered (or not).
    void recordPoll(bool databaseAnswered);
};

// One check of /healthz or /readyz: its name ("loop", "database", "sink", "paused"), whether it
// passed, and what was seen, in words.
struct HealthCheck {
    QString name;
    bool ok = true;
    QString detail;
};
// /healthz: the loop polled within twice its interval (or twice its last batch, when longer).
// /readyz (ready): that, the database answered, the sink took the last batch, not paused.
QList<HealthCheck> relayHealth(const RelayMetrics &metrics, bool ready, double nowUnixSeconds);

// The Prometheus text exposition (format 0.0.4) of the metrics, every sample labelled
// table="<table>": outbox_relay_{claimed,delivered,failed,dead_lettered,batches}_total,
// outbox_relay_batch_duration_seconds (the last batch, a gauge), outbox_relay_batch_seconds and
// outbox_relay_publish_seconds (histograms), outbox_relay_last_batch_timestamp_seconds,
// outbox_pending_rows, outbox_dead_rows, outbox_oldest_pending_age_seconds,
// outbox_blocked_keys.
QString renderPrometheus(const RelayMetrics &metrics, const QString &table);

// A minimal HTTP endpoint for Prometheus scrapes, on QTcpServer (core has no QtHttpServer):
// GET or HEAD /metrics answers the provider's text as "text/plain; version=0.0.4"; /healthz and
// /readyz the health provider's checks, 200 when all pass and 503 naming those that failed (404
// without a health provider); any other path 404, any other method 405; one request per
// connection, then the connection closes.
//
// Serves from the thread it lives in, which must run an event loop.
class MetricsServer : public QObject {
    Q_OBJECT
public:
    explicit MetricsServer(QObject *parent = nullptr);
    ~MetricsServer() override;

    // "127.0.0.1:9464" or "[::1]:9464": an IP address (not a host name) and a port (0 picks a
    // free one; serverPort() tells which). Listening again closes the previous listener
    // first, so that the same address can be taken again.
    Status listen(const QString &hostPort);
    void close();
    bool isListening() const;
    QHostAddress serverAddress() const;
    quint16 serverPort() const;

    // Renders the exposition text on each scrape, in this object's thread.
    void setProvider(std::function<QString()> provider);
    // The checks of /healthz (ready false) and /readyz (ready true), in this object's thread.
    void setHealthProvider(std::function<QList<HealthCheck>(bool ready)> provider);

private:
    void acceptConnections();
    void serve(QTcpSocket *socket, const QByteArray &head);

    QTcpServer *m_server = nullptr;
    std::function<QString()> m_provider;
    std::function<QList<HealthCheck>(bool ready)> m_health;
};

} // namespace outbox
