#pragma once

namespace outbox {

// OpenSSL keeps per-thread state that it frees from a thread-exit handler, which runs after
// QThread::wait() has returned (Qt 6.4 does not join its threads). When the process exits right
// after such a thread ends, that handler and OpenSSL's own exit cleanup can free the same state
// (a double free, seen under AddressSanitizer). Called on a thread that used TLS (network clients:
// libcurl, Qt's TLS plugin, librdkafka), after its clients are gone and before the thread ends,
// it frees that state there and leaves the exit handler nothing to do. OpenSSL is not linked
// here: the function is looked up only if the library is already in the process.
void releaseThreadTlsState();

} // namespace outbox
