#pragma once

#include "target/connectiontarget.h"

#include <QObject>

#include <memory>

class QWidget;

namespace outbox {
class SessionSecretStore;
}

namespace outbox::ui {

// Puts a profile's database password into its target before it opens: the keychain entry, else
// OUTBOX_DATABASE_PASSWORD, else the URL's; without a keychain it asks for one, for this session
// only (never stored). The keychain may take its time box to answer, so it is read off the GUI
// thread (runInBackground). A newer read() or cancel() drops the one under way.
class PasswordReader : public QObject {
    Q_OBJECT
public:
    PasswordReader(std::shared_ptr<outbox::SessionSecretStore> secrets, QWidget *dialogParent);

    void read(const outbox::ConnectionTarget &target);
    void cancel();
    bool isReading() const { return m_reading; }

Q_SIGNALS:
    void ready(const outbox::ConnectionTarget &target);
    void failed(const QString &message);

private:
    std::shared_ptr<outbox::SessionSecretStore> m_secrets;
    QWidget *m_dialogParent;
    quint64 m_request = 0; // the read asked for last
    bool m_reading = false;
};

} // namespace outbox::ui
