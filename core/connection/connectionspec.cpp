#include "connection/connectionspec.h"
#include "connection/connectionurl.h"
#include "util/coretr.h"

#include <QDir>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

Result<ConnectionSpec> ConnectionSpec::fromUrl(const QString &rawUrl) {
    const QString url = rawUrl.trimmed();
    if (url.isEmpty())
        return Error::invalid(
            CoreText::tr("No database given: pass --database URL, --profile NAME or set "
                         "OUTBOX_DATABASE_URL."));

    ConnectionSpec spec;
    if (url.startsWith(u"sqlite:"_s, Qt::CaseInsensitive)) {
        spec.kind = DatabaseKind::SQLite;
        QString path = url.mid(7);
        if (path.startsWith(u"//"_s))
            path = path.mid(2); // sqlite:///abs → /abs ; sqlite://rel is unusual but tolerated
        if (path.isEmpty())
            return Error::invalid(
                CoreText::tr("The SQLite URL \"%1\" names no file (use sqlite:///absolute/path.db "
                             "or sqlite:relative/path.db).")
                    .arg(url));
        spec.database = QDir::cleanPath(QDir::current().absoluteFilePath(path));
        return spec;
    }

    const QUrl parsed(url, QUrl::StrictMode);
    const QString scheme = parsed.scheme().toLower();
    if (!parsed.isValid() || scheme.isEmpty())
        return Error::invalid(
            CoreText::tr("The database URL is not valid: expected postgresql://USER@HOST:PORT/DB, "
                         "mysql://USER@HOST:PORT/DB or sqlite:///path.db."));
    if (scheme == u"postgresql"_s || scheme == u"postgres"_s) {
        spec.kind = DatabaseKind::PostgreSQL;
        spec.port = parsed.port(kPostgresDefaultPort);
    } else if (scheme == u"mysql"_s || scheme == u"mariadb"_s) {
        spec.kind = DatabaseKind::MySQL;
        spec.port = parsed.port(kMySqlDefaultPort);
    } else {
        return Error::invalid(
            CoreText::tr("Unsupported database scheme \"%1\": use postgresql://, mysql://, "
                         "mariadb:// or sqlite:.")
                .arg(scheme));
    }
    spec.host = parsed.host().isEmpty() ? u"localhost"_s : parsed.host();
    spec.user = parsed.userName(QUrl::FullyDecoded);
    if (!parsed.password().isEmpty()) {
        spec.password = parsed.password(QUrl::FullyDecoded);
        spec.passwordFromUrl = true;
    }
    spec.database = parsed.path(QUrl::FullyDecoded).mid(1);
    if (spec.database.isEmpty())
        return Error::invalid(
            CoreText::tr("The database URL names no database (add /DBNAME after the host)."));
    const QUrlQuery query(parsed);
    spec.sslMode = query.queryItemValue(u"sslmode"_s);
    return spec;
}

QString ConnectionSpec::displayUrl() const {
    switch (kind) {
    case DatabaseKind::SQLite:
        return u"sqlite://"_s + database;
    case DatabaseKind::PostgreSQL:
    case DatabaseKind::MySQL: {
        QUrl u;
        u.setScheme(kind == DatabaseKind::PostgreSQL ? u"postgresql"_s : u"mysql"_s);
        u.setHost(host);
        u.setPort(port);
        u.setUserName(user);
        u.setPath(u"/"_s + database);
        if (!sslMode.isEmpty())
            u.setQuery(u"sslmode="_s + sslMode);
        return u.toString();
    }
    }
    return {};
}

QString ConnectionSpec::qtDriverName() const {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"QPSQL"_s;
    case DatabaseKind::MySQL:
        return u"QMYSQL"_s;
    case DatabaseKind::SQLite:
        return u"QSQLITE"_s;
    }
    return {};
}

} // namespace outbox
