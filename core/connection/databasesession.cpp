#include "connection/databasesession.h"
#include "util/coretr.h"

#include <QAtomicInteger>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcConnection, "outbox.core.connection", QtInfoMsg)

namespace outbox {

namespace {
QAtomicInteger<quint64> s_sessionCounter;
}

DatabaseSession::DatabaseSession(ConnectionSpec spec, QString purpose)
    : m_spec(std::move(spec))
    , m_dialect(m_spec.kind)
    , m_connectionName(u"outbox-%1-%2"_s.arg(purpose).arg(s_sessionCounter.fetchAndAddRelaxed(1))) {
}

DatabaseSession::~DatabaseSession() {
    close();
}

Status DatabaseSession::open() {
    if (isOpen())
        return Done{};
    if (!QSqlDatabase::isDriverAvailable(m_spec.qtDriverName()))
        return Error::failed(CoreText::tr("The Qt SQL driver %1 for %2 is not installed.")
                                 .arg(m_spec.qtDriverName(), databaseKindName(m_spec.kind)));
    if (m_spec.kind == DatabaseKind::SQLite && !QFileInfo::exists(m_spec.database))
        return Error::invalid(
            CoreText::tr("The SQLite database %1 does not exist.").arg(m_spec.database));

    QSqlDatabase db = QSqlDatabase::addDatabase(m_spec.qtDriverName(), m_connectionName);
    QStringList options;
    switch (m_spec.kind) {
    case DatabaseKind::SQLite:
        db.setDatabaseName(m_spec.database);
        options << u"QSQLITE_BUSY_TIMEOUT=5000"_s;
        break;
    case DatabaseKind::PostgreSQL:
        db.setHostName(m_spec.host);
        db.setPort(m_spec.port);
        db.setDatabaseName(m_spec.database);
        db.setUserName(m_spec.user);
        db.setPassword(m_spec.password);
        options << u"connect_timeout=5"_s << u"application_name=outbox-console"_s;
        if (!m_spec.sslMode.isEmpty())
            options << u"sslmode="_s + m_spec.sslMode;
        break;
    case DatabaseKind::MySQL:
        db.setHostName(m_spec.host);
        db.setPort(m_spec.port);
        db.setDatabaseName(m_spec.database);
        db.setUserName(m_spec.user);
        db.setPassword(m_spec.password);
        // CLIENT_FOUND_ROWS: an UPDATE reports the rows it matched, as PostgreSQL and SQLite do,
        // not only those whose values changed (a change's count of rows it reached).
        options << u"MYSQL_OPT_CONNECT_TIMEOUT=5"_s << u"CLIENT_FOUND_ROWS"_s;
        break;
    }
    db.setConnectOptions(options.join(u';'));
    if (!db.open()) {
        // The driver's text names host, user and database but never the password.
        QString reason = db.lastError().text().trimmed();
        if (!m_spec.password.isEmpty())
            reason.replace(m_spec.password, u"***"_s);
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        return Error::failed(
            CoreText::tr("Could not connect to %1: %2").arg(m_spec.displayUrl(), reason));
    }
    if (m_spec.kind == DatabaseKind::SQLite) {
        // SQLite opens any file lazily; the first read of a file that is no database fails, and
        // later prepared statements then fail with a misleading "Parameter count mismatch".
        QSqlQuery probe(db);
        if (!probe.exec(u"SELECT count(*) FROM sqlite_master"_s)) {
            const QString reason = probe.lastError().databaseText().trimmed();
            // SQLITE_NOTADB; anything else (a lock held too long, an I/O error) is a failure.
            const bool notDatabase = probe.lastError().nativeErrorCode() == u"26"_s ||
                                     reason.contains(u"not a database"_s);
            probe = QSqlQuery();
            db.close();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(m_connectionName);
            if (notDatabase)
                return Error::invalid(
                    CoreText::tr("%1 is not a SQLite database (%2).").arg(m_spec.database, reason));
            return Error::failed(CoreText::tr("Could not read the SQLite database %1: %2")
                                     .arg(m_spec.database, reason));
        }
    }
    QSqlQuery setup(db);
    for (const QString &statement : m_dialect.sessionSetup()) {
        if (!setup.exec(statement))
            qCWarning(lcConnection) << "session setup failed:" << setup.lastError().text();
    }
    qCDebug(lcConnection) << "opened" << m_connectionName << m_spec.displayUrl() << "in thread"
                          << QThread::currentThread();
    return Done{};
}

bool DatabaseSession::isOpen() const {
    return QSqlDatabase::contains(m_connectionName) &&
           QSqlDatabase::database(m_connectionName, false).isOpen();
}

void DatabaseSession::close() {
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

QSqlDatabase DatabaseSession::database() const {
    return QSqlDatabase::database(m_connectionName, false);
}

Status DatabaseSession::beginWriteTransaction() const {
    QSqlDatabase db = database();
    QString error;
    if (m_spec.kind == DatabaseKind::SQLite) {
        QSqlQuery begin(db);
        if (begin.exec(u"BEGIN IMMEDIATE"_s))
            return Done{};
        error = begin.lastError().text();
    } else {
        if (db.transaction())
            return Done{};
        error = db.lastError().text();
    }
    // A connection the driver has seen break is closed without an error text.
    error = error.trimmed();
    if (error.isEmpty())
        error = db.isOpen() ? CoreText::tr("Could not start a transaction.")
                            : CoreText::tr("The connection to the database was lost.");
    return Error::failed(error);
}

} // namespace outbox
