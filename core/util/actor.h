#pragma once

#include <QString>

namespace outbox {

// Who acts from this process: the operating-system user and the host, as the audit log, group
// notes and relay heartbeats name them.
struct Actor {
    QString user; // the effective user's login name, else $USER
    QString host;

    static Actor current();
    QString display() const; // "user@host"
};

} // namespace outbox
