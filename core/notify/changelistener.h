#pragma once

#include "connection/connectionspec.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QObject>

#include <memory>

namespace outbox {

class DatabaseSession;

// Listens for an outbox table's change notifications (ChangeNotify's trigger) on a connection of
// its own, so a relay or a view wakes when rows are committed instead of at its next poll.
// Notifications arrive through the event loop of the thread that called start(): a thread that
// blocks must run a local event loop while it waits (RelayRunner does). Many notifications while
// nobody waits are one wake-up.
class ChangeListener : public QObject {
    Q_OBJECT
public:
    ChangeListener(ConnectionSpec spec, TableName table, QObject *parent = nullptr);
    ~ChangeListener() override;

    // Opens the connection and LISTENs (again, on a new connection, when called again after the
    // database went away). False (and nothing open) when the database is not PostgreSQL or the
    // table has no notify trigger; an error when the connection fails.
    Result<bool> start();
    bool isListening() const { return !m_channel.isEmpty(); }
    QString channel() const { return m_channel; }

Q_SIGNALS:
    void changed();

private:
    ConnectionSpec m_spec;
    TableName m_table;
    std::unique_ptr<DatabaseSession> m_session;
    QString m_channel;
};

} // namespace outbox
