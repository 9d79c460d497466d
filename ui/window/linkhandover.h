#pragma once

#include "links/outboxlink.h"

#include <QObject>

class QLocalServer;

namespace outbox::ui {

// One console per user takes the links the desktop opens (x-scheme-handler/outbox-console), as
// file managers and password managers take the files and URLs they are handed: the first
// console listens on a local socket in the user's runtime folder ($XDG_RUNTIME_DIR, private to
// the user); a console started with a link while another listens hands the link over (the other
// opens it and comes to the front) and exits. Only the link's text crosses, a line of it: the
// same text `outbox-console LINK` takes, which names a profile and never a secret.
class LinkHandover : public QObject {
    Q_OBJECT
public:
    explicit LinkHandover(QObject *parent = nullptr);
    ~LinkHandover() override;

    // The socket: outbox-console-links in the user's runtime folder; empty (no hand-over) when
    // the user has none of their own.
    static QString socketPath();

    // Starts listening, false (*problem says why) when another console listens already, or the
    // socket cannot be made. A socket left by a console that died is taken over.
    bool listen(QString *problem = nullptr);
    bool isListening() const;

    // Gives link to the console listening; true once it has taken it (it answered), false
    // (*problem says why) when none listens or it did not answer within timeoutMs. Blocking.
    static bool handOver(const outbox::OutboxLink &link, int timeoutMs = 3000,
                         QString *problem = nullptr);

Q_SIGNALS:
    // A second console handed this link over.
    void linkReceived(const outbox::OutboxLink &link);
    // It handed over something that is not a link (said back to it too).
    void refused(const QString &message);

private:
    void serve();

    QLocalServer *m_server;
};

} // namespace outbox::ui
