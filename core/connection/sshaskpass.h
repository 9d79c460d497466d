#pragma once

#include "util/result.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QString>

#include <memory>
#include <optional>

class QLocalServer;
class QLocalSocket;
class QTemporaryDir;

// ssh's prompts (SSH_ASKPASS) answered by the running console: both ends of the hand-over.
//
// ssh runs the console's askpass program (the console binary itself, see runSshAskPassIfAsked)
// with the prompt as its one argument; the program finds the console's socket in
// OUTBOX_SSH_ASKPASS_SOCKET (SshTunnels::setAskPass puts it in ssh's environment), sends the
// prompt, waits for the answer and prints it on standard output for ssh. The answer travels only
// over that socket, in a folder only the user can open, and is never in an argument, the
// environment or a log. The console side (SshAskPassServer) takes only programs started by the
// console's own ssh, one prompt at a time, and hands each to whoever shows it (the console's
// dialog, ui/connections/sshaskpassprompter.h). No widget here.
namespace outbox {

class SshAskPassServer : public QObject {
    Q_OBJECT
public:
    enum class Kind {
        Secret,  // a passphrase, a password, a PIN: the typed text is the answer
        HostKey, // "Are you sure you want to continue connecting (yes/no/[fingerprint])?"
        Confirm, // a yes-or-no question (SSH_ASKPASS_PROMPT=confirm): no text, OK or cancel
        Notice,  // a notice without an answer (SSH_ASKPASS_PROMPT=none: touch a security key)
    };
    Q_ENUM(Kind)

    explicit SshAskPassServer(QObject *parent = nullptr);
    ~SshAskPassServer() override;

    // Listens on a socket in a new private folder (mode 0700) of the temporary folder.
    Status listen();
    // The socket's path, for OUTBOX_SSH_ASKPASS_SOCKET; empty before listen().
    QString socketName() const;

    // The answer to the prompt id: ssh gets text ("yes"/"no" for a host key).
    void answer(int id, const QString &text);
    // The user cancelled prompt id: ssh is told so and fails with "the prompt was cancelled".
    void cancel(int id);
    // Cancels the prompt shown and every one waiting (the console quits).
    void cancelAll();

Q_SIGNALS:
    // A prompt to show (one at a time: the next comes after answer() or cancel() of this one).
    // A passphrase typed before for the same prompt is given again without asking, unless the
    // same ssh asks again (it was wrong); a host key answered before is answered the same way.
    void promptReceived(int id, const QString &prompt, outbox::SshAskPassServer::Kind kind);
    // ssh stopped waiting for prompt id (it ended, or its connection was given up): close it.
    void promptWithdrawn(int id);

private:
    struct Request {
        int id = 0;
        QLocalSocket *socket = nullptr;
        QString prompt;
        Kind kind = Kind::Secret;
        qint64 sshPid = 0; // the ssh that asks (the askpass program's parent)
    };
    struct Remembered {
        QString answer;
        QSet<qint64> givenTo; // the ssh processes that had it
    };

    void onConnection();
    void readRequest(QLocalSocket *socket);
    void onGone(QLocalSocket *socket);
    void reply(const Request &request, bool answered, const QString &text);
    void showNext();

    std::unique_ptr<QTemporaryDir> m_folder;
    QLocalServer *m_server = nullptr;
    QList<Request> m_waiting;
    std::optional<Request> m_shown;
    QHash<QString, Remembered> m_remembered; // by prompt
    int m_nextId = 1;
};

// When this process was started by ssh as the console's askpass program (OUTBOX_SSH_ASKPASS_SOCKET
// set and the prompt as the one argument): hands the prompt to the console, prints the answer
// and returns the exit code (0 answered, 1 cancelled or the console not reachable). nullopt
// otherwise: the process is what it was started as.
std::optional<int> runSshAskPassIfAsked(int argc, char *argv[]);

} // namespace outbox
