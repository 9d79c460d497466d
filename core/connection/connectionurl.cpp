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

namespace {

const QString kAuth = u"auth"_s;
const QString kRegion = u"region"_s;
const QString kRdsIam = u"rds-iam"_s;

} // namespace

QString buildConnectionUrl(const ConnectionUrlParts &parts) {
    if (parts.kind == DatabaseKind::SQLite) {
        const QString path = parts.sqlitePath.trimmed();
        if (path.isEmpty())
            return {};
        return QDir::isAbsolutePath(path) ? u"sqlite://"_s + path : u"sqlite:"_s + path;
    }
    QUrl url;
    url.setScheme(parts.kind == DatabaseKind::PostgreSQL ? u"postgresql"_s : u"mysql"_s);
    url.setHost(parts.host.trimmed().isEmpty() ? u"localhost"_s : parts.host.trimmed());
    if (parts.port > 0 && parts.port != defaultDatabasePort(parts.kind))
        url.setPort(parts.port);
    url.setUserName(parts.user.trimmed());
    url.setPath(u"/"_s + parts.database.trimmed());
    const TlsOptionNames names = tlsOptionNames(parts.kind);
    QUrlQuery options;
    const QString mode =
        parts.kind == DatabaseKind::MySQL ? parts.sslMode.toUpper() : parts.sslMode;
    if (databaseTlsModes(parts.kind).contains(mode))
        options.addQueryItem(names.mode, mode);
    for (const auto &[name, value] :
         {std::pair{names.rootCert, parts.sslRootCert},
          {names.cert, parts.sslCert},
          {names.key, parts.sslKey},
          {kAuth, parts.auth == DatabaseAuth::RdsIam ? kRdsIam : QString()},
          {kRegion, parts.region}}) {
        if (!value.trimmed().isEmpty())
            options.addQueryItem(name, value.trimmed());
    }
    QStringList query;
    if (!options.isEmpty())
        query << options.query(QUrl::FullyEncoded); // '&', '=', '#' and '%' in a file name too
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
    QUrlQuery others(QUrl(url.trimmed()));
    const TlsOptionNames names = tlsOptionNames(spec->kind);
    // The mode as the URL names it: fromUrl makes an RDS IAM connection's missing mode a
    // required one, which the URL need not say.
    parts.sslMode = others.queryItemValue(names.mode, QUrl::FullyDecoded);
    if (spec->kind == DatabaseKind::MySQL)
        parts.sslMode = parts.sslMode.toUpper();
    parts.sslRootCert = spec->sslRootCert;
    parts.sslCert = spec->sslCert;
    parts.sslKey = spec->sslKey;
    parts.auth = spec->auth;
    parts.region = spec->region;
    for (const QString &name : {names.mode, names.rootCert, names.cert, names.key, kAuth, kRegion})
        others.removeAllQueryItems(name);
    parts.otherOptions = others.query(QUrl::FullyEncoded);
    return parts;
}

} // namespace outbox
