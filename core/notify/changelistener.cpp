#include "notify/changelistener.h"

#include "connection/databasesession.h"
#include "notify/changenotify.h"

#include <QSqlDriver>
#include <QSqlError>

using namespace Qt::StringLiterals;

namespace outbox {

ChangeListener::ChangeListener(ConnectionSpec spec, TableName table, QObject *parent)
    : QObject(parent)
    , m_spec(std::move(spec))
    , m_table(std::move(table)) {}

ChangeListener::~ChangeListener() = default;

Result<bool> ChangeListener::start() {
    m_channel.clear();
    m_session.reset();
    if (!ChangeNotify::supported(m_spec.kind))
        return false;
    auto session = std::make_unique<DatabaseSession>(m_spec, u"listen"_s);
    if (auto opened = session->open(); !opened)
        return opened.error();
    auto installed = ChangeNotify::installed(*session, m_table);
    if (!installed)
        return installed.error();
    if (!*installed)
        return false;
    QSqlDriver *driver = session->database().driver();
    const QString channel = ChangeNotify::channel(m_table);
    connect(driver, &QSqlDriver::notification, this, [this](const QString &name) {
        if (name == m_channel)
            Q_EMIT changed();
    });
    if (!driver->subscribeToNotification(channel))
        return Error::failed(driver->lastError().text());
    m_session = std::move(session);
    m_channel = channel;
    return true;
}

} // namespace outbox
