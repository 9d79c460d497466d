#pragma once

#include "connection/connectionspec.h"
#include "connection/sshroutecheck.h"
#include "util/result.h"

#include <QString>

// A database reached through the user's own OpenSSH: a loopback port whose every connection is
// carried by one `ssh -W HOST:PORT DEST` of the system's ssh, so every ProxyJump chain, agent,
// hardware key, certificate, known_hosts entry and ControlMaster the user already has applies.
// Nothing of SSH is re-implemented, and no host key is ever accepted here: ssh runs with
// BatchMode, so an unknown or changed key fails as the user's configuration says, unless the
// program (the console) gave ssh a way to ask its user (setAskPass): then ssh asks there, and the
// user answers.
namespace outbox {

struct SshRoute {
    QString destination; // [user@]host[:port] or a Host alias of the ssh configuration
    QString configFile;  // another ssh configuration than OpenSSH's default; empty: the default
    QString targetHost;  // the database as the last hop sees it
    int targetPort = 0;

    bool operator==(const SshRoute &) const = default;
};

// The route of a connection whose spec names an SSH destination: the database's host and port as
// the last hop sees them.
SshRoute sshRouteOf(const ConnectionSpec &spec);

// The environment variable naming the console's prompt socket, for its askpass program.
inline constexpr char kSshAskPassSocketVariable[] = "OUTBOX_SSH_ASKPASS_SOCKET";

class SshTunnels {
public:
    // The loopback port for route: started on first use (on a thread of its own) and kept for the
    // life of the process; each connection to it runs one ssh. An invalid destination is an
    // error naming it.
    static Result<int> portFor(const SshRoute &route);
    // Why the last ssh of route failed, naming the hop in the words of checkRoute ("inner
    // (10.0.0.5:22): host key not trusted (ED25519 fingerprint SHA256:…)", "database
    // 10.0.0.9:5432 as seen from inner: connection refused"), for the message of a connection that
    // failed through it. Empty if nothing failed.
    static QString lastError(const SshRoute &route);
    // Tries route as a connection does (one ssh -W, verbose) and reports each hop and the
    // database: ok, what failed there, or not reached. Blocks up to timeoutMs (more while the
    // console's prompt waits for its user); the ssh is killed when the time is up. Never on the
    // GUI thread. An invalid destination is an error.
    static Result<SshRouteReport> checkRoute(const SshRoute &route, int timeoutMs = 10'000);
    // Lets ssh ask the user (a key's passphrase, an unknown host key) through program instead of
    // failing: ssh then runs without BatchMode, with SSH_ASKPASS=program,
    // SSH_ASKPASS_REQUIRE=force and OUTBOX_SSH_ASKPASS_SOCKET=socketName, and every connection's
    // ssh is started and authenticated before its database driver connects (a user answers
    // slower than a driver waits). For the console only; empty program: off (the default, so
    // outboxctl and anything without a user keep BatchMode).
    static void setAskPass(const QString &program, const QString &socketName);
    static bool askPassEnabled();
    // The ssh arguments of one connection of route (for tests and the docs).
    static QStringList sshArguments(const SshRoute &route);
    // Checks a destination as typed: [user@]host[:port] or an alias, no option, no space.
    static Status checkDestination(const QString &destination);
};

} // namespace outbox
