#pragma once

#include "testdatabases.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

// Two sshd servers of a test's own on 127.0.0.1 (tests/support/sshd-server), chained as users
// chain theirs with ProxyJump: a bastion that may forward only to the inner host, and an inner
// host that may forward only to the ports the test names (the fixtures' databases), so those are
// reached only along the chain. The client key, the known_hosts files and the ssh configurations
// live in the test's folder; the servers are stopped when the chain goes. The inner host may run
// in a network namespace of the test's own instead (setInnerNamespace, namespacedpostgres.h), with
// a database there that nothing else reaches.
namespace outbox::test {

class SshChain {
public:
    explicit SshChain(QString folder)
        : m_dir(std::move(folder)) {}
    ~SshChain() {
        for (const QString &dir : std::as_const(m_servers))
            run(supportFile(QStringLiteral("sshd-server")), {QStringLiteral("stop"), dir});
    }
    Q_DISABLE_COPY_MOVE(SshChain)

    // Makes the client key (with passphrase, when given) and starts the inner host (forwarding
    // only to innerPermitOpen, "127.0.0.1:5432 127.0.0.1:3306") and the bastion. False, with
    // what failed as a warning, when they do not start.
    bool start(const QString &innerPermitOpen, const QString &passphrase = {}) {
        if (!run(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                  QStringLiteral("-N"), passphrase, QStringLiteral("-f"), keyFile()}))
            return false;
        m_innerPort = startSshd(QStringLiteral("inner"), innerPermitOpen);
        if (m_innerPort <= 0)
            return false;
        m_bastionPort =
            startSshd(QStringLiteral("bastion"), QStringLiteral("127.0.0.1:%1").arg(m_innerPort));
        return m_bastionPort > 0;
    }

    // The inner host in the network namespace of a NamespacedPostgres (its folder): its sshd
    // runs in there (tests/support/netns-pg sshd), reached from ours through a relay whose port
    // is innerPort(). Call before start().
    void setInnerNamespace(const QString &netnsFolder) { m_innerNamespace = netnsFolder; }

    int bastionPort() const { return m_bastionPort; }
    int innerPort() const { return m_innerPort; }
    QString path(const QString &name) const { return QDir(m_dir).filePath(name); }
    QString keyFile() const { return path(QStringLiteral("id")); }

    // A known_hosts file with the keys of hosts ("bastion", "inner"; none: an empty file). Its
    // path; empty when it could not be written.
    QString writeKnownHosts(const QString &name, const QStringList &hosts) const {
        QString text;
        for (const QString &host : hosts)
            text += hostKeyLine(host);
        return writeFile(name, text) ? path(name) : QString();
    }
    // An ssh configuration naming "bastion" and "inner" (ProxyJump bastion), with the chain's
    // client key only (no agent) and knownHosts only, checked strictly; extra comes first (its
    // Host blocks win). Its path; empty when it could not be written.
    QString writeConfig(const QString &name, const QString &knownHosts,
                        const QString &extra = {}) const {
        const QString text =
            extra +
            QStringLiteral("Host bastion\n  HostName 127.0.0.1\n  Port %1\n"
                           "Host inner\n  HostName 127.0.0.1\n  Port %2\n  ProxyJump bastion\n"
                           "Host *\n  User %3\n  IdentityFile %4\n  IdentitiesOnly yes\n"
                           "  IdentityAgent none\n  AddKeysToAgent no\n"
                           "  UserKnownHostsFile %5\n  GlobalKnownHostsFile /dev/null\n"
                           "  StrictHostKeyChecking yes\n")
                .arg(m_bastionPort)
                .arg(m_innerPort)
                .arg(qEnvironmentVariable("USER", QStringLiteral("root")), keyFile(), knownHosts);
        return writeFile(name, text) ? path(name) : QString();
    }
    // ssh-keygen's fingerprint of host's key ("bastion", "inner"): "SHA256:…".
    QString fingerprint(const QString &host) const {
        QString out;
        if (!run(QStringLiteral("ssh-keygen"),
                 {QStringLiteral("-l"), QStringLiteral("-f"),
                  path(host + QStringLiteral("/host_key.pub"))},
                 &out))
            return {};
        return out.section(QLatin1Char(' '), 1, 1);
    }
    // "bastion (127.0.0.1:PORT)": a hop as the route check names it.
    QString hop(const QString &host) const {
        return QStringLiteral("%1 (127.0.0.1:%2)")
            .arg(host)
            .arg(host == QStringLiteral("bastion") ? m_bastionPort : m_innerPort);
    }

    // Runs program to its end (60 s at most); its trimmed standard output in *out.
    static bool run(const QString &program, const QStringList &args, QString *out = nullptr) {
        QProcess p;
        p.start(program, args);
        const bool ok = p.waitForFinished(60'000) && p.exitStatus() == QProcess::NormalExit &&
                        p.exitCode() == 0;
        if (!ok)
            qWarning().noquote() << program << args << p.readAllStandardError();
        if (out)
            *out = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
        return ok;
    }

private:
    // Starts an sshd in DIR/name that forwards only to permitOpen (the inner one in the inner
    // namespace, when there is one); its port, 0 on failure.
    int startSshd(const QString &name, const QString &permitOpen) {
        const QStringList args{path(name), keyFile() + QStringLiteral(".pub"), permitOpen};
        const bool inNamespace = name == QStringLiteral("inner") && !m_innerNamespace.isEmpty();
        QString port;
        if (!run(supportFile(inNamespace ? QStringLiteral("netns-pg")
                                         : QStringLiteral("sshd-server")),
                 inNamespace ? QStringList{QStringLiteral("sshd"), m_innerNamespace} + args
                             : QStringList{QStringLiteral("start")} + args,
                 &port))
            return 0;
        m_servers << path(name);
        return port.toInt();
    }
    QString hostKeyLine(const QString &host) const {
        QFile f(path(host + QStringLiteral("/host_key.pub")));
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QStringList parts = QString::fromUtf8(f.readAll()).split(QLatin1Char(' '));
        const int port = host == QStringLiteral("bastion") ? m_bastionPort : m_innerPort;
        return QStringLiteral("[127.0.0.1]:%1 %2 %3\n")
            .arg(port)
            .arg(parts.value(0), parts.value(1));
    }
    bool writeFile(const QString &name, const QString &text) const {
        QFile f(path(name));
        return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) >= 0;
    }

    QString m_dir;
    QStringList m_servers;
    QString m_innerNamespace;
    int m_bastionPort = 0;
    int m_innerPort = 0;
};

} // namespace outbox::test
