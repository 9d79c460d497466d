#include "settings/profilevalidation.h"

#include "auth/rdsiamtoken.h"
#include "connection/connectionurl.h"
#include "types/tablename.h"
#include "util/coretr.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

Result<ConnectionSpec> checkProfileDatabaseUrl(const QString &url, const QString &passwordInUrl) {
    auto spec = ConnectionSpec::fromUrl(url);
    if (!spec)
        return spec.error();
    if (spec->passwordFromUrl)
        return Error::invalid(passwordInUrl);
    if (spec->kind == DatabaseKind::SQLite)
        return spec;
    const TlsOptionNames options = tlsOptionNames(spec->kind);
    if (Status files = checkProfileTlsFiles(spec->sslRootCert, spec->sslCert, spec->sslKey,
                                            {options.rootCert, options.cert, options.key});
        !files)
        return files.error();
    if (spec->auth == DatabaseAuth::RdsIam)
        if (Status region = checkAwsRegion(spec->region, u"region"_s); !region)
            return region.error();
    return spec;
}

Status checkProfileTable(const QString &table) {
    if (!table.isEmpty()) {
        if (auto parsed = TableName::parse(table); !parsed)
            return parsed.error();
    }
    return Done{};
}

namespace {

Status checkReadableFile(const QString &path, const QString &name) {
    if (path.isEmpty())
        return Done{};
    const QFileInfo file(path);
    if (!file.exists())
        return Error::invalid(CoreText::tr("%1: the file \"%2\" does not exist.")
                                  .arg(name, QDir::toNativeSeparators(path)));
    if (!file.isFile())
        return Error::invalid(
            CoreText::tr("%1: \"%2\" is not a file.").arg(name, QDir::toNativeSeparators(path)));
    if (!file.isReadable())
        return Error::invalid(CoreText::tr("%1: the file \"%2\" cannot be read (permissions).")
                                  .arg(name, QDir::toNativeSeparators(path)));
    return Done{};
}

} // namespace

Status checkProfileTlsFiles(const QString &rootCert, const QString &cert, const QString &key,
                            const TlsFileNames &names) {
    for (const auto &[path, name] :
         {std::pair{rootCert, names.rootCert}, {cert, names.cert}, {key, names.key}})
        if (Status readable = checkReadableFile(path.trimmed(), name); !readable)
            return readable;
    if (!key.trimmed().isEmpty() && cert.trimmed().isEmpty())
        return Error::invalid(
            CoreText::tr("%1 is given without %2: a client key is used with its certificate.")
                .arg(names.key, names.cert));
    return Done{};
}

Status checkAwsRegion(const QString &region, const QString &name) {
    // As the RDS token's signer checks it, said before a connection.
    if (region.isEmpty())
        return Error::invalid(
            CoreText::tr("%1: an AWS RDS IAM token needs the database's AWS region.").arg(name));
    if (!auth::isAwsRegion(region))
        return Error::invalid(
            CoreText::tr("%1: \"%2\" is not an AWS region; it looks like eu-west-1.")
                .arg(name, region));
    return Done{};
}

} // namespace outbox
