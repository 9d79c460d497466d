#include "objectstore/s3objectstore.h"
#include "util/coretr.h"
#include "util/enumnames.h"

#include <QHostAddress>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString env(const char *name) {
    return qEnvironmentVariable(name).trimmed();
}

Result<bool> parseBool(const QString &text, const QString &what) {
    const QString t = text.trimmed().toLower();
    if (t == u"true"_s || t == u"1"_s || t == u"yes"_s || t == u"on"_s)
        return true;
    if (t == u"false"_s || t == u"0"_s || t == u"no"_s || t == u"off"_s)
        return false;
    return Error::invalid(CoreText::tr("%1 must be true or false, not \"%2\".").arg(what, text));
}

// Each provider's name, then the other spellings it is read as.
constexpr EnumName<S3Config::Provider> kProviderNames[] = {
    {S3Config::Provider::S3, u"s3"},
    {S3Config::Provider::S3, u"aws"},
    {S3Config::Provider::R2, u"r2"},
    {S3Config::Provider::Custom, u"custom"},
};

} // namespace

Result<S3Config::Provider> S3Config::parseProvider(const QString &text) {
    if (const auto provider = valueNamed(kProviderNames, text.trimmed().toLower()))
        return *provider;
    return Error::invalid(
        CoreText::tr("Unknown object store provider \"%1\": use s3, r2 or custom.").arg(text));
}

QString S3Config::providerName(Provider provider) {
    return nameOf(kProviderNames, provider, u"custom"_s);
}

Result<S3Config> S3Config::fromEnvironment() {
    S3Config c;
    c.endpoint = env("OBJECT_STORE_ENDPOINT");
    c.bucket = env("OBJECT_STORE_BUCKET");
    c.accessKeyId = env("OBJECT_STORE_ACCESS_KEY_ID");
    c.secretAccessKey = env("OBJECT_STORE_SECRET_ACCESS_KEY");
    c.r2AccountId = env("OBJECT_STORE_R2_ACCOUNT_ID");
    if (const QString region = env("OBJECT_STORE_REGION"); !region.isEmpty())
        c.region = region;

    if (const QString provider = env("OBJECT_STORE_PROVIDER"); !provider.isEmpty()) {
        auto p = parseProvider(provider);
        if (!p)
            return Error::invalid(u"OBJECT_STORE_PROVIDER: %1"_s.arg(p.error().message));
        c.provider = *p;
    } else if (!c.endpoint.isEmpty()) {
        c.provider = Provider::Custom;
    } else {
        c.provider = c.r2AccountId.isEmpty() ? Provider::S3 : Provider::R2;
    }
    if (const QString pathStyle = env("OBJECT_STORE_PATH_STYLE"); !pathStyle.isEmpty()) {
        auto b = parseBool(pathStyle, u"OBJECT_STORE_PATH_STYLE"_s);
        if (!b)
            return b.error();
        c.pathStyle = *b;
    }

    QStringList missing;
    if (c.endpoint.isEmpty() && c.provider == Provider::Custom)
        missing << u"OBJECT_STORE_ENDPOINT"_s;
    if (c.endpoint.isEmpty() && c.provider == Provider::R2 && c.r2AccountId.isEmpty())
        missing << u"OBJECT_STORE_R2_ACCOUNT_ID (or OBJECT_STORE_ENDPOINT)"_s;
    if (c.bucket.isEmpty())
        missing << u"OBJECT_STORE_BUCKET"_s;
    if (c.accessKeyId.isEmpty())
        missing << u"OBJECT_STORE_ACCESS_KEY_ID"_s;
    if (c.secretAccessKey.isEmpty())
        missing << u"OBJECT_STORE_SECRET_ACCESS_KEY"_s;
    if (!missing.isEmpty())
        return Error::invalid(
            CoreText::tr("The S3 object store is not configured: set %1 (or use a local "
                         "folder with file:/folder).")
                .arg(missing.join(u", "_s)));
    if (Status s = c.validate(); !s)
        return s.error();
    return c;
}

Result<QUrl> S3Config::endpointUrl() const {
    if (endpoint.trimmed().isEmpty()) {
        switch (provider) {
        case Provider::S3:
            return QUrl(u"https://s3.%1.amazonaws.com"_s.arg(sigv4::signingRegion(region)));
        case Provider::R2: {
            static const QRegularExpression account(u"^[A-Za-z0-9]+$"_s);
            if (!account.match(r2AccountId).hasMatch())
                return Error::invalid(
                    CoreText::tr(
                        "The Cloudflare R2 account id \"%1\" is not valid: it is the hexadecimal "
                        "id shown in the R2 dashboard.")
                        .arg(r2AccountId));
            return QUrl(u"https://%1.r2.cloudflarestorage.com"_s.arg(r2AccountId.toLower()));
        }
        case Provider::Custom:
            break;
        }
        return Error::invalid(
            CoreText::tr("The object store endpoint is not set: a custom provider needs "
                         "one, such as http://127.0.0.1:9000."));
    }
    const QString text = endpoint.trimmed();
    QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"http"_s && scheme != u"https"_s) || url.host().isEmpty())
        return Error::invalid(
            CoreText::tr("The object store endpoint \"%1\" is not an http:// or https:// "
                         "URL with a host name.")
                .arg(text));
    if (!url.userInfo().isEmpty() || url.hasQuery() || url.hasFragment())
        return Error::invalid(
            CoreText::tr("The object store endpoint \"%1\" must not contain a user name, "
                         "a query or a fragment.")
                .arg(url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery)));
    url.setScheme(scheme);
    // An explicit default port would be signed as part of Host, and clients of presigned URLs
    // (browsers, curl) drop it: keep it out of both.
    if ((scheme == u"http"_s && url.port() == 80) || (scheme == u"https"_s && url.port() == 443))
        url.setPort(-1);
    return url;
}

Status S3Config::validate() const {
    QStringList problems;
    if (bucket.isEmpty()) {
        problems << CoreText::tr("the bucket is not set");
    } else {
        static const QRegularExpression dnsName(u"^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$"_s);
        const bool bad = bucket.contains(u'/') ||
                         std::any_of(bucket.cbegin(), bucket.cend(),
                                     [](QChar c) { return c.isSpace() || c.unicode() < 0x20; });
        if (bad)
            problems << CoreText::tr(
                            "the bucket name \"%1\" contains a slash, a space or a control "
                            "character")
                            .arg(bucket);
        else if (!pathStyle && !dnsName.match(bucket).hasMatch())
            problems << CoreText::tr(
                            "the bucket name \"%1\" cannot be a host name (3 to 63 lowercase "
                            "letters, digits, dots and hyphens): use path-style addressing")
                            .arg(bucket);
    }
    static const QRegularExpression regionName(u"^[A-Za-z0-9-]+$"_s);
    if (!regionName.match(region).hasMatch())
        problems << CoreText::tr(
                        "the region \"%1\" is not a region name (such as us-east-1, or auto)")
                        .arg(region);
    if (accessKeyId.isEmpty())
        problems << CoreText::tr("the access key id is not set");
    if (secretAccessKey.isEmpty())
        problems << CoreText::tr("the secret access key is not set");
    if (connectTimeoutMs <= 0 || requestTimeoutMs <= 0)
        problems << CoreText::tr("the timeouts must be positive");
    if (maxRetries < 0 || retryBaseDelayMs < 0)
        problems << CoreText::tr("the retry count and delay cannot be negative");
    auto url = endpointUrl();
    if (!url) {
        problems << url.error().message;
    } else if (!pathStyle && !QHostAddress(url->host()).isNull()) {
        problems << CoreText::tr(
                        "the endpoint %1 is an IP address, which cannot carry the bucket in its "
                        "host name: use path-style addressing")
                        .arg(url->toString());
    }
    if (problems.isEmpty())
        return Done{};
    QString text = problems.join(u"; "_s);
    if (!text.endsWith(u'.'))
        text += u'.';
    return Error::invalid(
        CoreText::tr("The object store configuration is not usable: %1").arg(text));
}

QString S3Config::describe() const {
    auto url = endpointUrl();
    return u"bucket \"%1\" at %2 (%3, %4, region %5)"_s.arg(
        bucket, url ? url->toString() : endpoint, providerName(provider),
        pathStyle ? u"path-style"_s : u"virtual-hosted"_s, region);
}

} // namespace outbox
