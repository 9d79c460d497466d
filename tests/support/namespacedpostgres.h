#pragma once

#include "sshchain.h"
#include "testdatabases.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QString>

#include <unistd.h>

// A PostgreSQL of the test's own that only the inner host of an SshChain reaches
// (tests/support/netns-pg): it runs in a network namespace the test makes and listens on that
// namespace's 127.0.0.1, not on ours, and its Unix socket is removed once it is set up. A chain
// whose inner host runs in the namespace (SshChain::setInnerNamespace) forwards to it. Its role,
// password and database are those of the fixtures' PostgreSQL. It is stopped, and the namespace
// and the folder are gone, when it goes, or within a second of the test process ending however
// it ends.
namespace outbox::test {

class NamespacedPostgres {
public:
    explicit NamespacedPostgres(QString folder)
        : m_dir(std::move(folder)) {}
    ~NamespacedPostgres() {
        if (QFileInfo::exists(m_dir))
            SshChain::run(supportFile(QStringLiteral("netns-pg")), {QStringLiteral("stop"), m_dir});
    }
    Q_DISABLE_COPY_MOVE(NamespacedPostgres)

    // Why this machine cannot make a network namespace (not root, unshare --net refused), as a
    // QSKIP says it; empty when it can.
    static QString whyNoNamespace() {
        if (::geteuid() != 0)
            return QStringLiteral(
                       "making a network namespace needs root (this test runs as uid %1)")
                .arg(::geteuid());
        const CliRun r = runProgram(QStringLiteral("unshare"),
                                    {QStringLiteral("--net"), QStringLiteral("true")});
        if (r.code != 0)
            return QStringLiteral("this machine refuses to make a network namespace: unshare --net "
                                  "true exited with %1 (%2)")
                .arg(r.code)
                .arg(r.err.trimmed().isEmpty() ? QStringLiteral("no message") : r.err.trimmed());
        return {};
    }

    // Starts it on port of the namespace's loopback. Give a port closed on ours (closedPort()), so
    // that a direct try is refused rather than answered by another server. False, with what
    // failed as a warning, when it does not start.
    bool start(quint16 port) {
        QString out;
        if (!SshChain::run(supportFile(QStringLiteral("netns-pg")),
                           {QStringLiteral("start"), m_dir, QString::number(port),
                            QString::number(QCoreApplication::applicationPid())},
                           &out))
            return false;
        m_port = out.toInt();
        return m_port == port;
    }

    QString folder() const { return m_dir; }
    int port() const { return m_port; }
    // The fixtures' PostgreSQL spec (its role, password and database) moved to this server, as
    // the namespace sees it: 127.0.0.1 and its port.
    ConnectionSpec spec(ConnectionSpec fixtures) const {
        fixtures.host = QStringLiteral("127.0.0.1");
        fixtures.port = m_port;
        return fixtures;
    }

private:
    QString m_dir;
    int m_port = 0;
};

} // namespace outbox::test
