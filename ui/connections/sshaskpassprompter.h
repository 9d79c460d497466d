#pragma once

#include "connection/sshaskpass.h"
#include "util/result.h"

#include <QObject>
#include <QPointer>

class QDialog;
class QWidget;

namespace outbox::ui {

// ssh's questions for the console's connections, in a dialog: a key's passphrase (typed as a
// password), an unknown host key (Yes / No, with its fingerprint), a confirmation or a notice.
// Owns the console's SshAskPassServer and, while enabled, lets every ssh of SshTunnels ask
// through it instead of failing in BatchMode. The dialog is shown, never exec()ed: the GUI
// thread goes on while ssh waits (the connection waits on its own thread). Cancel makes the
// connection fail with "the prompt was cancelled". The console's main enables it; outboxctl and
// runs without a user (--screenshot, --measure-startup) do not.
class SshAskPassPrompter : public QObject {
    Q_OBJECT
public:
    explicit SshAskPassPrompter(QObject *parent = nullptr);
    // Turns ssh's prompts off again (back to BatchMode) if this one turned them on; a prompt
    // still open is cancelled (its connection fails). Destroy it before the window whose
    // connections may wait for an answer: their threads can then end.
    ~SshAskPassPrompter() override;

    // Listens for prompts and has ssh run askPassProgram (the console binary, which relays to
    // here: outbox::runSshAskPassIfAsked) for them.
    Status enable(const QString &askPassProgram);

private:
    void show(int id, const QString &prompt, outbox::SshAskPassServer::Kind kind);
    void withdraw(int id);

    outbox::SshAskPassServer m_server;
    QPointer<QDialog> m_dialog;
    int m_dialogId = 0;
    bool m_enabled = false;
};

} // namespace outbox::ui
