#include "connection/connectionspec.h"
#include "auth/awscredentials.h"
#include "auth/passwordcommand.h"
#include "auth/rdsiamtoken.h"
#include "connection/connectionurl.h"
#include "util/coretr.h"
#include "util/enumnames.h"

#include <QProcessEnvironment>

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
    if (Status options = spec.readUrlOptions(QUrlQuery(parsed)); !options)
        return options.error();
    return spec;
}

TlsOptionNames tlsOptionNames(DatabaseKind kind) {
    if (kind == DatabaseKind::MySQL)
        return {u"ssl-mode"_s, u"ssl-ca"_s, u"ssl-cert"_s, u"ssl-key"_s};
    return {u"sslmode"_s, u"sslrootcert"_s, u"sslcert"_s, u"sslkey"_s};
}

QStringList databaseTlsModes(DatabaseKind kind) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return {u"disable"_s, u"allow"_s,     u"prefer"_s,
                u"require"_s, u"verify-ca"_s, u"verify-full"_s};
    case DatabaseKind::MySQL:
        return {u"DISABLED"_s, u"PREFERRED"_s, u"REQUIRED"_s, u"VERIFY_CA"_s};
    case DatabaseKind::SQLite:
        break;
    }
    return {};
}

Status ConnectionSpec::readUrlOptions(const QUrlQuery &query) {
    const TlsOptionNames names = tlsOptionNames(kind);
    const QStringList known{names.mode, names.rootCert, names.cert,
                            names.key,  u"auth"_s,      u"region"_s};
    for (const auto &[name, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!known.contains(name))
            return Error::invalid(
                CoreText::tr(
                    "The database URL has an option \"%1\" %2 does not take (it takes %3).")
                    .arg(name, databaseKindName(kind), known.join(u", "_s)));
        if (value.isEmpty())
            return Error::invalid(
                CoreText::tr("The database URL option \"%1\" has no value.").arg(name));
    }
    const auto item = [&](const QString &name) {
        return query.queryItemValue(name, QUrl::FullyDecoded);
    };
    sslMode = item(names.mode);
    if (kind == DatabaseKind::MySQL)
        sslMode = sslMode.toUpper();
    if (sslMode == u"VERIFY_IDENTITY"_s)
        return Error::invalid(CoreText::tr(
            "ssl-mode=VERIFY_IDENTITY is not available: the MySQL driver of Qt 6.4 cannot check "
            "the server's host name. VERIFY_CA with ssl-ca checks its certificate."));
    if (!sslMode.isEmpty() && !databaseTlsModes(kind).contains(sslMode))
        return Error::invalid(CoreText::tr("The TLS mode \"%1\" is not one of %2.")
                                  .arg(item(names.mode), databaseTlsModes(kind).join(u", "_s)));
    sslRootCert = item(names.rootCert);
    if (sslMode == u"VERIFY_CA"_s && sslRootCert.isEmpty())
        return Error::invalid(
            CoreText::tr("ssl-mode=VERIFY_CA needs ssl-ca, the CA that signed the server's "
                         "certificate."));
    sslCert = item(names.cert);
    sslKey = item(names.key);
    const QString authName = item(u"auth"_s);
    if (!authName.isEmpty() && authName != u"password"_s && authName != u"rds-iam"_s)
        return Error::invalid(
            CoreText::tr("The database URL's auth is \"%1\": use password or rds-iam.")
                .arg(authName));
    auth = authName == u"rds-iam"_s ? DatabaseAuth::RdsIam : DatabaseAuth::Password;
    region = item(u"region"_s);
    if (auth != DatabaseAuth::RdsIam)
        return Done{};
    if (region.isEmpty())
        return Error::invalid(
            CoreText::tr("auth=rds-iam needs the database's AWS region: add region=… to the URL."));
    // RDS takes an IAM token only over TLS; the token would be a password in the clear.
    const QStringList plain{u"disable"_s, u"allow"_s, u"prefer"_s, u"DISABLED"_s, u"PREFERRED"_s};
    if (plain.contains(sslMode))
        return Error::invalid(
            CoreText::tr("auth=rds-iam needs TLS: %1=%2 would send the token unencrypted.")
                .arg(names.mode, sslMode));
    if (sslMode.isEmpty())
        sslMode = kind == DatabaseKind::MySQL ? u"REQUIRED"_s : u"require"_s;
    return Done{};
}

QString ConnectionSpec::tlsVerificationGap() const {
    switch (kind) {
    case DatabaseKind::SQLite:
        return {};
    case DatabaseKind::PostgreSQL:
        if (sslMode == u"verify-full"_s)
            return {};
        return CoreText::tr("TLS does not verify the server (sslmode=%1): use verify-full with "
                            "sslrootcert.")
            .arg(sslMode.isEmpty() ? u"prefer"_s : sslMode);
    case DatabaseKind::MySQL:
        if (sslMode == u"VERIFY_CA"_s)
            return {};
        return CoreText::tr("TLS does not verify the server (ssl-mode=%1): use VERIFY_CA with "
                            "ssl-ca.")
            .arg(sslMode.isEmpty() ? u"PREFERRED"_s : sslMode);
    }
    return {};
}

Result<QString> ConnectionSpec::connectionPassword() const {
    if (auth == DatabaseAuth::RdsIam) {
        auto credentials = auth::awsCredentials(QProcessEnvironment::systemEnvironment());
        if (!credentials)
            return credentials.error();
        return auth::rdsIamToken({host, port, user, region}, *credentials,
                                 QDateTime::currentDateTimeUtc());
    }
    if (!passwordCommand.isEmpty())
        return auth::runPasswordCommand(passwordCommand);
    return password;
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
        const TlsOptionNames names = tlsOptionNames(kind);
        QUrlQuery query;
        for (const auto &[name, value] :
             {std::pair{names.mode, sslMode},
              {names.rootCert, sslRootCert},
              {names.cert, sslCert},
              {names.key, sslKey},
              {u"auth"_s, auth == DatabaseAuth::RdsIam ? u"rds-iam"_s : QString()},
              {u"region"_s, region}})
            if (!value.isEmpty())
                query.addQueryItem(name, value);
        u.setQuery(query);
        return u.toString(QUrl::EncodeSpaces); // reads back through fromUrl
    }
    }
    return {};
}

QString ConnectionSpec::qtDriverName() const {
    static constexpr EnumName<DatabaseKind> drivers[] = {
        {DatabaseKind::PostgreSQL, u"QPSQL"},
        {DatabaseKind::MySQL, u"QMYSQL"},
        {DatabaseKind::SQLite, u"QSQLITE"},
    };
    return nameOf(drivers, kind);
}

} // namespace outbox
