#pragma once

#include "target/connectiontarget.h"

#include <QObject>
#include <QPointer>

class QThread;

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
    ~ProfileConnectionTest() override; // waits for a test under way

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
    QPointer<QThread> m_thread;
    int m_generation = 0;
    bool m_running = false;
};

} // namespace outbox::ui
