#pragma once

#include "util/result.h"

#include <QString>

// A database reached through the user's own OpenSSH: a loopback port whose every connection is
// carried by one `ssh -W HOST:PORT DEST` of the system's ssh, so every ProxyJump chain, agent,
// hardware key, certificate, known_hosts entry and ControlMaster the user already has applies.
// Nothing of SSH is re-implemented, and no host key is ever accepted here: ssh runs with
// BatchMode, so an unknown or changed key fails as the user's configuration says.
namespace outbox {

struct SshRoute {
    QString destination; // [user@]host[:port] or a Host alias of the ssh configuration
    QString configFile;  // another ssh configuration than OpenSSH's default; empty: the default
    QString targetHost;  // the database as the last hop sees it
    int targetPort = 0;

    bool operator==(const SshRoute &) const = default;
};

class SshTunnels {
public:
    // The loopback port for route: started on first use (on a thread of its own) and kept for the
    // life of the process; each connection to it runs one ssh. An invalid destination is an
    // error naming it.
    static Result<int> portFor(const SshRoute &route);
    // What ssh last said on standard error for route (a host key not trusted, a refused login, a
    // refused forwarding), for the message of a connection that failed through it. Empty if
    // nothing.
    static QString lastError(const SshRoute &route);
    // The ssh arguments of one connection of route (for tests and the docs).
    static QStringList sshArguments(const SshRoute &route);
    // Checks a destination as typed: [user@]host[:port] or an alias, no option, no space.
    static Status checkDestination(const QString &destination);
};

} // namespace outbox
