#include "connection/connectionurl.h"

#include <QDir>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

int defaultDatabasePort(DatabaseKind kind) {
    return kind == DatabaseKind::PostgreSQL ? kPostgresDefaultPort
           : kind == DatabaseKind::MySQL    ? kMySqlDefaultPort
                                            : 0;
}

QString buildConnectionUrl(const ConnectionUrlParts &parts) {
    if (parts.kind == DatabaseKind::SQLite) {
        const QString path = parts.sqlitePath.trimmed();
        if (path.isEmpty())
            return {};
        return QDir::isAbsolutePath(path) ? u"sqlite://"_s + path : u"sqlite:"_s + path;
    }
    const bool postgres = parts.kind == DatabaseKind::PostgreSQL;
    QUrl url;
    url.setScheme(postgres ? u"postgresql"_s : u"mysql"_s);
    url.setHost(parts.host.trimmed().isEmpty() ? u"localhost"_s : parts.host.trimmed());
    if (parts.port > 0 && parts.port != defaultDatabasePort(parts.kind))
        url.setPort(parts.port);
    url.setUserName(parts.user.trimmed());
    url.setPath(u"/"_s + parts.database.trimmed());
    QStringList query;
    if (postgres && !parts.sslMode.isEmpty())
        query << u"sslmode="_s + parts.sslMode;
    if (!parts.otherOptions.isEmpty())
        query << parts.otherOptions;
    if (!query.isEmpty())
        url.setQuery(query.join(u'&'));
    return url.toString(QUrl::EncodeSpaces); // a URL that reads back through fromUrl
}

Result<ConnectionUrlParts> parseConnectionUrl(const QString &url) {
    const auto spec = ConnectionSpec::fromUrl(url);
    if (!spec)
        return spec.error();
    ConnectionUrlParts parts;
    parts.kind = spec->kind;
    if (spec->kind == DatabaseKind::SQLite) {
        parts.sqlitePath = spec->database;
        return parts;
    }
    parts.host = spec->host;
    parts.port = spec->port;
    parts.database = spec->database;
    parts.user = spec->user;
    const bool postgres = spec->kind == DatabaseKind::PostgreSQL;
    if (postgres)
        parts.sslMode = spec->sslMode;
    QUrlQuery others(QUrl(url.trimmed()));
    if (postgres)
        others.removeAllQueryItems(u"sslmode"_s);
    parts.otherOptions = others.query(QUrl::FullyEncoded);
    return parts;
}

} // namespace outbox
