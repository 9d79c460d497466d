#include "connection/sshroutecheck.h"

#include "connection/sshtunnel.h"
#include "util/coretr.h"

#include <QProcess>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr int kResolveTimeoutMs = 5000;
constexpr int kMaxJumpDepth = 8;

// What `ssh -G` says of one destination.
struct Resolved {
    bool ok = false;
    QString address;
    QStringList jumps; // ProxyJump entries, in order
    bool proxyCommand = false;
};

QString asSshUri(const QString &destination) {
    return destination.startsWith(u"ssh://"_s) ? destination : u"ssh://"_s + destination;
}

Resolved resolve(const QString &configFile, const QString &destination) {
    QStringList args{u"-G"_s};
    if (!configFile.isEmpty())
        args << u"-F"_s << configFile;
    args << u"--"_s << asSshUri(destination);
    QProcess ssh;
    ssh.setStandardInputFile(QProcess::nullDevice());
    ssh.start(u"ssh"_s, args);
    Resolved r;
    if (!ssh.waitForFinished(kResolveTimeoutMs) || ssh.exitStatus() != QProcess::NormalExit ||
        ssh.exitCode() != 0) {
        ssh.kill();
        ssh.waitForFinished(1000);
        return r;
    }
    QString host;
    QString port;
    for (const QString &line : QString::fromUtf8(ssh.readAllStandardOutput()).split(u'\n')) {
        const QString key = line.section(u' ', 0, 0);
        const QString value = line.section(u' ', 1).trimmed();
        if (key == u"hostname"_s)
            host = value;
        else if (key == u"port"_s)
            port = value;
        else if (key == u"proxyjump"_s && value != u"none"_s && !value.isEmpty())
            r.jumps = value.split(u',', Qt::SkipEmptyParts);
        else if (key == u"proxycommand"_s && value != u"none"_s && !value.isEmpty())
            r.proxyCommand = true;
    }
    if (host.isEmpty())
        return r;
    r.ok = true;
    r.address = (host.contains(u':') ? u"[%1]"_s.arg(host) : host) + u':' +
                (port.isEmpty() ? u"22"_s : port);
    return r;
}

QString hopName(const QString &destination) {
    return destination.startsWith(u"ssh://"_s) ? destination.mid(6) : destination;
}

// The hops up to and including destination. A ProxyJump "a,b" runs `ssh -J a -W … b`: a's own
// ProxyJump applies, b's is overridden by the -J (followOwnJump false).
void collectHops(const QString &configFile, const QString &destination, bool followOwnJump,
                 int depth, QList<SshHop> &hops) {
    const Resolved r = resolve(configFile, destination);
    const SshHop hop{hopName(destination), r.address};
    if (r.ok && followOwnJump && !r.jumps.isEmpty() && depth < kMaxJumpDepth) {
        collectHops(configFile, r.jumps.constFirst(), true, depth + 1, hops);
        for (qsizetype i = 1; i < r.jumps.size(); ++i)
            collectHops(configFile, r.jumps.at(i), false, depth + 1, hops);
    }
    hops << hop;
}

// "ssh-ed25519" → "ED25519", as ssh names key types in its messages.
QString keyTypeName(const QString &algorithm) {
    if (algorithm.contains(u"ed25519"_s))
        return u"ED25519"_s;
    if (algorithm.contains(u"ecdsa"_s))
        return u"ECDSA"_s;
    if (algorithm.contains(u"rsa"_s))
        return u"RSA"_s;
    if (algorithm.contains(u"dss"_s))
        return u"DSA"_s;
    return algorithm.toUpper();
}

QString lowerFirst(QString text) {
    if (!text.isEmpty() && !(text.size() > 1 && text.at(1).isUpper()))
        text[0] = text.at(0).toLower();
    return text;
}

// A line of ssh's that only follows from another one (a hop closing because the one before it
// failed, a jump's ssh ended by its parent, the text around a host key warning), or that says
// nothing of a failure: not offered as the cause when nothing else explains a failure.
bool isConsequence(const QString &line) {
    static const QStringList prefixes{u"debug"_s,
                                      u"OpenSSH_"_s,
                                      u"Killed by signal"_s,
                                      u"kex_exchange_identification"_s,
                                      u"Connection closed by"_s,
                                      u"stdio forwarding failed"_s,
                                      u"Pseudo-terminal will not"_s,
                                      u"Warning: Permanently added"_s,
                                      u"Authenticated to"_s,
                                      u"Transferred: "_s,
                                      u"channel "_s,
                                      u"@"_s,
                                      u"Connection to "_s,
                                      u"No "_s,
                                      u"Host key for "_s,
                                      u"The "_s,
                                      u"Please "_s,
                                      u"IT IS POSSIBLE"_s,
                                      u"Someone could"_s,
                                      u"It is also"_s,
                                      u"Add correct"_s,
                                      u"Offending"_s,
                                      u"remove with"_s,
                                      u"ssh-keygen"_s,
                                      u"SHA256:"_s,
                                      u"This key is not"_s,
                                      u"Are you sure"_s};
    for (const QString &p : prefixes)
        if (line.startsWith(p))
            return true;
    return false;
}

// One hop as the log shows it.
struct HopSeen {
    QString address;     // from "Authenticating to HOST:PORT"
    QString fingerprint; // "ED25519 fingerprint SHA256:…"
    bool keyChanged = false;
    bool needsPassphrase = false;
    QString problem;
};

} // namespace

QString SshHop::label() const {
    if (address.isEmpty() || address == name)
        return name;
    return u"%1 (%2)"_s.arg(name, address);
}

QList<SshHop> resolveSshHops(const SshRoute &route) {
    QList<SshHop> hops;
    collectHops(route.configFile, route.destination, true, 0, hops);
    return hops;
}

QString SshRouteReport::Line::text() const {
    switch (state) {
    case State::Ok:
        return CoreText::tr("%1: ok").arg(what);
    case State::NotReached:
        return CoreText::tr("%1: not reached").arg(what);
    case State::Failed:
        return u"%1: %2"_s.arg(what, detail);
    case State::Unknown:
        break;
    }
    return detail.isEmpty() ? CoreText::tr("%1: not known").arg(what)
                            : u"%1: %2"_s.arg(what, detail);
}

QString SshRouteReport::failure() const {
    for (const Line &line : lines)
        if (line.state == State::Failed)
            return line.text();
    return {};
}

QString SshRouteReport::toText() const {
    QStringList out;
    for (const Line &line : lines)
        out << line.text();
    return out.join(u'\n');
}

SshRouteReport readSshLog(const QString &log, const QList<SshHop> &hops, const QString &target,
                          SshRunEnd end) {
    using State = SshRouteReport::State;
    SshRouteReport report;
    if (end == SshRunEnd::FailedToStart) {
        report.lines << SshRouteReport::Line{
            u"ssh"_s, State::Failed, CoreText::tr("could not be started (is OpenSSH installed?)")};
        return report;
    }
    static const QRegularExpression authenticating(u"^debug1: Authenticating to (\\S+) as "_s);
    static const QRegularExpression hostKey(u"^debug1: Server host key: (\\S+) (\\S+)"_s);
    static const QRegularExpression connectFailed(
        u"^(?:ssh: )?connect to host \\S+ port \\d+: (.+)$"_s);
    static const QRegularExpression unresolved(
        u"^ssh: Could not resolve hostname ([^:]+): (.+)$"_s);
    static const QRegularExpression denied(u"Permission denied \\(([^)]*)\\)"_s);
    static const QRegularExpression openFailed(u"^channel \\d+: open failed: (.+)$"_s);

    QList<HopSeen> seen; // by the order ssh reached them
    int authenticated = 0;
    int forwardFrom = -1;   // the hop that could not forward; its next hop (or the database) failed
    QString forwardProblem; // "administratively prohibited", "connection refused"
    bool forwardRefused = false;
    QStringList unexplained; // lines that say something failed, not read above
    auto current = [&]() -> HopSeen & {
        if (seen.isEmpty())
            seen.append(HopSeen{});
        return seen.last();
    };
    for (QString line : log.split(u'\n')) {
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        if (const auto m = authenticating.match(line); m.hasMatch()) {
            // The first hop's connect problems come before its first "Authenticating to".
            if (seen.size() == 1 && seen.first().address.isEmpty() &&
                seen.first().problem.isEmpty())
                seen.first().address = m.captured(1);
            else {
                HopSeen hop;
                hop.address = m.captured(1);
                seen.append(hop);
            }
            continue;
        }
        if (const auto m = hostKey.match(line); m.hasMatch()) {
            current().fingerprint =
                CoreText::tr("%1 fingerprint %2").arg(keyTypeName(m.captured(1)), m.captured(2));
            continue;
        }
        if (line.startsWith(u"Authenticated to "_s)) {
            ++authenticated;
            continue;
        }
        if (line.contains(u"read_passphrase: can't open /dev/tty"_s)) {
            current().needsPassphrase = true;
            continue;
        }
        if (line.startsWith(u"debug"_s))
            continue;
        HopSeen &hop = current();
        const bool first = hop.problem.isEmpty();
        if (line.contains(QLatin1String(kSshPromptCancelledMarker))) {
            hop.problem = CoreText::tr("the prompt was cancelled");
        } else if (line.contains(u"REMOTE HOST IDENTIFICATION HAS CHANGED"_s)) {
            hop.keyChanged = true;
        } else if (line == u"Host key verification failed."_s) {
            if (first)
                hop.problem = hop.keyChanged
                                  ? CoreText::tr("host key changed (%1)").arg(hop.fingerprint)
                                  : CoreText::tr("host key not trusted (%1)").arg(hop.fingerprint);
        } else if (const auto d = denied.match(line); d.hasMatch()) {
            if (first)
                hop.problem =
                    hop.needsPassphrase
                        ? CoreText::tr("login refused (%1); the key needs its passphrase: add it "
                                       "to ssh-agent")
                              .arg(d.captured(1))
                        : CoreText::tr("login refused (%1)").arg(d.captured(1));
        } else if (const auto c = connectFailed.match(line); c.hasMatch()) {
            if (first)
                hop.problem = CoreText::tr("cannot be reached: %1").arg(lowerFirst(c.captured(1)));
        } else if (const auto u = unresolved.match(line); u.hasMatch()) {
            if (first)
                hop.problem = CoreText::tr("host name %1 not found (%2)")
                                  .arg(u.captured(1), lowerFirst(u.captured(2)));
        } else if (const auto o = openFailed.match(line); o.hasMatch()) {
            if (forwardFrom < 0) {
                forwardFrom = qMax(0, authenticated - 1);
                const QString reason = o.captured(1);
                forwardRefused = reason.startsWith(u"administratively prohibited"_s);
                forwardProblem = lowerFirst(reason.startsWith(u"connect failed: "_s)
                                                ? reason.mid(16)
                                                : reason.section(u':', 0, 0));
            }
        } else if (!isConsequence(line) && !unexplained.contains(line)) {
            unexplained << line;
        }
    }

    // The hops as named: the resolved chain, with hops the log shows before it (behind a
    // ProxyCommand) named by their address.
    QList<SshHop> named;
    const qsizetype extra = qMax<qsizetype>(0, seen.size() - hops.size());
    for (qsizetype i = 0; i < extra; ++i)
        named << SshHop{seen.at(i).address, QString()};
    named << hops;
    while (seen.size() < named.size())
        seen.append(HopSeen{});
    if (named.isEmpty())
        named << SshHop{u"ssh"_s, QString()};
    while (seen.size() < named.size())
        seen.append(HopSeen{});

    // A refusal names the hop that refused; a failed connection is what that hop saw.
    const auto forwardDetail = [&] {
        return forwardRefused ? CoreText::tr("forwarding refused by %1 (%2)")
                                    .arg(named.at(forwardFrom).name, forwardProblem)
                              : forwardProblem;
    };
    const QString unexplainedDetail =
        unexplained.isEmpty()
            ? CoreText::tr("ssh failed without saying why")
            : unexplained.mid(qMax(0, int(unexplained.size()) - 2)).join(u" / "_s);
    bool failed = false;
    const auto add = [&](const QString &what, State state, const QString &detail = {}) {
        report.lines << SshRouteReport::Line{what, state, detail};
        failed = failed || state == State::Failed;
    };
    const bool exited = end == SshRunEnd::ExitedFailed || end == SshRunEnd::ExitedOk;
    for (qsizetype i = 0; i < named.size(); ++i) {
        const QString what = named.at(i).label();
        if (failed)
            add(what, State::NotReached);
        else if (!seen.at(i).problem.isEmpty())
            add(what, State::Failed, seen.at(i).problem);
        else if (forwardFrom >= 0 && i == forwardFrom + 1)
            add(what, State::Failed, forwardDetail());
        else if (i < authenticated)
            add(what, State::Ok);
        else if (end == SshRunEnd::TimedOut)
            add(what, State::Failed, CoreText::tr("no answer within the time limit"));
        else if (exited)
            add(what, State::Failed, unexplainedDetail);
        else
            add(what, State::Unknown);
    }
    const QString database =
        CoreText::tr("database %1 as seen from %2").arg(target, named.constLast().name);
    if (failed)
        add(database, State::NotReached);
    else if (forwardFrom >= 0 && forwardFrom == named.size() - 1)
        add(database, State::Failed, forwardDetail());
    else if (end == SshRunEnd::ExitedOk)
        add(database, State::Ok);
    else if (end == SshRunEnd::TimedOut)
        add(database, State::Failed, CoreText::tr("no answer within the time limit"));
    else if (end == SshRunEnd::ExitedFailed)
        add(database, State::Failed, unexplainedDetail);
    else
        add(database, State::Unknown);
    report.ok = !failed;
    for (const auto &line : std::as_const(report.lines))
        report.ok = report.ok && line.state == State::Ok;
    return report;
}

} // namespace outbox
