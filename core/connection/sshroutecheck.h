#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// What ssh said about a route, hop by hop: the hops of a destination as the user's ssh
// configuration chains them (ProxyJump), and the one reading of ssh's verbose log that names the
// hop that failed and why. Used by the route check (SshTunnels::checkRoute) and by every tunnel
// connection's error, so both say the same words.
namespace outbox {

struct SshRoute;

// One ssh server of a route: as written (an alias or [user@]host[:port]) and where it is.
struct SshHop {
    QString name;    // "bastion"
    QString address; // "127.0.0.1:2222" (ssh -G's hostname and port); empty when not known

    QString label() const; // "bastion (127.0.0.1:2222)"
    bool operator==(const SshHop &) const = default;
};

// The hops of route in the order ssh reaches them, the destination last: `ssh -G` of the
// destination and, recursively, of each ProxyJump entry. A route through a ProxyCommand (not a
// ProxyJump) is one hop, its destination: what is behind the command is not known. Runs ssh -G
// (a few milliseconds; at most 5 s); on failure the destination alone.
QList<SshHop> resolveSshHops(const SshRoute &route);

struct SshRouteReport {
    enum class State { Ok, Failed, NotReached, Unknown };
    struct Line {
        QString what; // "bastion (127.0.0.1:2222)", "database 127.0.0.1:5432 as seen from inner"
        State state = State::Unknown;
        QString detail; // "host key not trusted (ED25519 fingerprint SHA256:…)"

        QString text() const; // "what: ok" / "what: detail" / "what: not reached"
    };
    QList<Line> lines; // each hop, then the database
    bool ok = false;   // every line ok

    // The first failed line's text ("inner (127.0.0.1:2222): host key not trusted (…)"); empty
    // when none failed.
    QString failure() const;
    // One line per hop and the database, for a dialog or a terminal.
    QString toText() const;
};

// How an ssh run of the route ended, for readSshLog.
enum class SshRunEnd {
    Running,       // still carrying a connection (a tunnel's ssh): no verdict on the database
    ExitedOk,      // exit 0: every hop and the forwarding to the database worked
    ExitedFailed,  // exit non-zero
    TimedOut,      // killed by the route check's time limit
    FailedToStart, // no ssh program
};

// Reads what `ssh -v -W HOST:PORT DEST` (and the ssh of its jumps) wrote on standard error:
// which hops authenticated, a host key not known or changed (with its fingerprint), a refused
// login, a refused forwarding, a connection refused or timed out, a prompt cancelled in the
// console. hops from resolveSshHops(); target "HOST:PORT" of the database as the last hop sees it.
SshRouteReport readSshLog(const QString &log, const QList<SshHop> &hops, const QString &target,
                          SshRunEnd end);

// The line the console's askpass program writes on standard error when the user cancels a prompt
// (ssh passes it through); readSshLog names it as such. Not translated: it is read back.
inline constexpr char kSshPromptCancelledMarker[] = "outbox-console: ssh prompt cancelled";

} // namespace outbox
