#include "connection/databasesession.h"
#include "connection/sshtunnel.h"
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

namespace {

// A conninfo value in single quotes, as libpq reads it (Qt's driver passes the options on).
QString conninfoValue(const QString &value) {
    QString v = value;
    v.replace(u'\\', u"\\\\"_s).replace(u'\'', u"\\'"_s);
    return u'\'' + v + u'\'';
}

// The driver's connect options for spec: timeouts, the application name, TLS. Qt joins them with
// ';', so a file name holding one cannot be passed on: an error naming the option.
Result<QStringList> connectOptions(const ConnectionSpec &spec) {
    QStringList options;
    const auto file = [&](const QString &option, const QString &path) -> Status {
        if (path.contains(u';'))
            return Error::invalid(
                CoreText::tr("The TLS file %1 cannot be used: its name holds a ';'.").arg(path));
        if (!path.isEmpty())
            options << option +
                           (spec.kind == DatabaseKind::PostgreSQL ? conninfoValue(path) : path);
        return Done{};
    };
    switch (spec.kind) {
    case DatabaseKind::SQLite:
        options << u"QSQLITE_BUSY_TIMEOUT=5000"_s;
        break;
    case DatabaseKind::PostgreSQL:
        options << u"connect_timeout=5"_s << u"application_name=outbox-console"_s;
        if (!spec.sslMode.isEmpty())
            options << u"sslmode="_s + spec.sslMode;
        for (const auto &[option, path] : {std::pair{u"sslrootcert="_s, spec.sslRootCert},
                                           {u"sslcert="_s, spec.sslCert},
                                           {u"sslkey="_s, spec.sslKey}})
            if (Status ok = file(option, path); !ok)
                return ok.error();
        if (!spec.sslKeyPassword.isEmpty())
            options << u"sslpassword="_s + conninfoValue(spec.sslKeyPassword);
        break;
    case DatabaseKind::MySQL:
        // CLIENT_FOUND_ROWS: an UPDATE reports the rows it matched, as PostgreSQL and SQLite do,
        // not only those whose values changed (a change's count of rows it reached).
        options << u"MYSQL_OPT_CONNECT_TIMEOUT=5"_s << u"CLIENT_FOUND_ROWS"_s;
        if (!spec.sslKeyPassword.isEmpty())
            return Error::invalid(CoreText::tr(
                "MySQL/MariaDB connections cannot use a client key with a passphrase here: "
                "give ssl-key an unencrypted key file readable only by you."));
        for (const auto &[option, path] : {std::pair{u"SSL_CA="_s, spec.sslRootCert},
                                           {u"SSL_CERT="_s, spec.sslCert},
                                           {u"SSL_KEY="_s, spec.sslKey}})
            if (Status ok = file(option, path); !ok)
                return ok.error();
        // Qt 6.4's driver asks for TLS only when it is given a TLS file (CLIENT_SSL alone is
        // ignored): without a CA of the user's, the system's CA folder asks for it.
        if (spec.sslMode == u"REQUIRED"_s && spec.sslRootCert.isEmpty() && spec.sslCert.isEmpty())
            options << u"SSL_CIPHER=DEFAULT"_s;
        break;
    }
    return options;
}

} // namespace

// ssl-mode=REQUIRED or VERIFY_CA on MySQL/MariaDB: the session must be encrypted (Qt's driver has
// no option that makes the client refuse a plain connection, so the connection is checked once
// open).
Status DatabaseSession::checkTlsRequired(const QSqlDatabase &db) const {
    if (m_spec.kind != DatabaseKind::MySQL ||
        (m_spec.sslMode != u"REQUIRED"_s && m_spec.sslMode != u"VERIFY_CA"_s))
        return Done{};
    QSqlQuery q(db);
    if (q.exec(u"SHOW SESSION STATUS LIKE 'Ssl_cipher'"_s) && q.next() &&
        !q.value(1).toString().isEmpty())
        return Done{};
    return Error::failed(CoreText::tr("Could not connect to %1: ssl-mode=%2, but the server did "
                                      "not encrypt the connection.")
                             .arg(m_spec.displayUrl(), m_spec.sslMode));
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

    QString password;
    if (m_spec.kind != DatabaseKind::SQLite) {
        auto had = m_spec.connectionPassword();
        if (!had)
            return Error{had.error().kind, CoreText::tr("Could not connect to %1: %2")
                                               .arg(m_spec.displayUrl(), had.error().message)};
        password = *had;
    }
    auto options = connectOptions(m_spec);
    if (!options)
        return options.error();
    // Through ssh: the driver connects to the tunnel's loopback port; libpq still checks the
    // server's certificate against the database's own host name (host, with hostaddr to dial).
    QString host = m_spec.host;
    int port = m_spec.port;
    const SshRoute route = sshRouteOf(m_spec);
    if (!m_spec.sshDestination.isEmpty() && m_spec.kind != DatabaseKind::SQLite) {
        auto tunnel = SshTunnels::portFor(route);
        if (!tunnel)
            return tunnel.error();
        port = *tunnel;
        if (m_spec.kind == DatabaseKind::PostgreSQL)
            options->append(u"hostaddr=127.0.0.1"_s);
        else
            host = u"127.0.0.1"_s;
    }

    QSqlDatabase db = QSqlDatabase::addDatabase(m_spec.qtDriverName(), m_connectionName);
    if (m_spec.kind == DatabaseKind::SQLite) {
        db.setDatabaseName(m_spec.database);
    } else {
        db.setHostName(host);
        db.setPort(port);
        db.setDatabaseName(m_spec.database);
        db.setUserName(m_spec.user);
        db.setPassword(password);
    }
    db.setConnectOptions(options->join(u';'));
    if (!db.open()) {
        // The driver's text names host, user and database but never the password.
        QString reason = db.lastError().text().trimmed();
        for (const QString &secret : {password, m_spec.sslKeyPassword})
            if (!secret.isEmpty())
                reason.replace(secret, u"***"_s);
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        if (!m_spec.sshDestination.isEmpty()) {
            // What ssh said is the cause when the hop failed (a host key, a login, a refused
            // forwarding); the driver only saw the connection end.
            // ssh's exit reaches the tunnel's thread just after the driver saw the connection
            // end: wait a moment for its words.
            QString ssh;
            for (int waited = 0; (ssh = SshTunnels::lastError(route)).isEmpty() && waited < 1000;
                 waited += 20)
                QThread::msleep(20);
            return Error::failed(CoreText::tr("Could not connect to %1 through ssh %2: %3")
                                     .arg(m_spec.displayUrl(), m_spec.sshDestination,
                                          ssh.isEmpty() ? reason : ssh + u" ("_s + reason + u')'));
        }
        return Error::failed(
            CoreText::tr("Could not connect to %1: %2").arg(m_spec.displayUrl(), reason));
    }
    if (Status tls = checkTlsRequired(db); !tls) {
        db.close();
        db = QSqlDatabase();
        QSqlDatabase::removeDatabase(m_connectionName);
        return tls;
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
