#pragma once

class QNetworkReply;

namespace outbox {

enum class ReplyTimeout { None, Connect, Request };

// Waits, in a local event loop, until the reply finishes or a timeout aborts it. The connect
// timeout covers name lookup, TCP and TLS of a new connection (a reused keep-alive connection
// never starts it); the request timeout covers the whole exchange. Blocking: for worker threads.
ReplyTimeout waitForReply(QNetworkReply *reply, int connectTimeoutMs, int requestTimeoutMs);

} // namespace outbox
