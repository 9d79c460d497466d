#pragma once

#include "target/connectiontarget.h"
#include "ui/common/backgroundtask.h"

#include <QObject>

namespace outbox {
class SessionSecretStore;
} // namespace outbox

namespace outbox::ui {

// The connection manager's connection test: connects with a profile's settings as edited (not
// yet saved) and detects its table, the table's type and vocabulary, and, where the connection
// uses TLS, reads the server's certificate (core/connection/servercertificate.h), off the GUI
// thread (the keychain read and the connections may all block).
class ProfileConnectionTest : public QObject {
    Q_OBJECT
public:
    // `secrets` must outlive this (a running test reads from it).
    explicit ProfileConnectionTest(SessionSecretStore &secrets, QObject *parent = nullptr);

    bool isRunning() const { return m_running; }
    // Tests `target` with typedPassword, else the password stored for target.profileName or
    // given by the environment; finished() follows.
    void start(const ConnectionTarget &target, const QString &typedPassword);

Q_SIGNALS:
    // What was found ("Table … on …: … (detected)."), or why it failed; where the connection uses
    // TLS, a second line "TLS: certificate … issued by …, valid until …; verified against …;
    // host name … matches." (after a failure only when the certificate could be read).
    void finished(bool ok, const QString &message);

private:
    SessionSecretStore &m_secrets;
    BackgroundRuns m_tests; // read m_secrets: waited for on destruction (connections time out)
    int m_generation = 0;
    bool m_running = false;
};

} // namespace outbox::ui
