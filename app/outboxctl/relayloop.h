#pragma once

#include "cli.h"

#include "relay/relayrunner.h"

namespace outbox::cli {

// What `outboxctl relay` runs, resolved and checked before any thread starts.
struct RelayJob {
    ConnectionSpec spec;
    OutboxTable table;
    RelaySettings settings;
    ExecutorFactory factory;
    RunnerOptions options;
    QString destination; // the store or sink, no secrets
    QString metricsAt;   // --metrics HOST:PORT; empty: no metrics endpoint
};

// Runs the relay loop on its own thread with its own connection, while this thread keeps an event
// loop for the metrics endpoint and turns SIGTERM/SIGINT/SIGHUP into "finish the batch, then exit
// 0". Prints where it relays and, at the end, what it did; returns the exit code.
int runRelayLoop(Context &context, const RelayJob &job);

} // namespace outbox::cli
