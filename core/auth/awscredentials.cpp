#include "auth/awscredentials.h"

#include "util/coretr.h"

#include <QDir>
#include <QFile>
#include <QHash>

using namespace Qt::StringLiterals;

namespace outbox::auth {

namespace {

constexpr qint64 kMaxCredentialsFile = 1024 * 1024;

// name = value lines of one [profile] section; '#' and ';' start comments.
QHash<QString, QString> sectionOf(const QString &text, const QString &profile, bool *found) {
    QHash<QString, QString> values;
    bool inSection = false;
    *found = false;
    for (QString line : text.split(u'\n')) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u'#') || line.startsWith(u';'))
            continue;
        if (line.startsWith(u'[') && line.endsWith(u']')) {
            inSection = line.mid(1, line.size() - 2).trimmed() == profile;
            *found = *found || inSection;
            continue;
        }
        const qsizetype eq = line.indexOf(u'=');
        if (inSection && eq > 0)
            values.insert(line.left(eq).trimmed().toLower(), line.mid(eq + 1).trimmed());
    }
    return values;
}

} // namespace

Result<sigv4::Credentials> credentialsFromSharedFile(const QString &text, const QString &profile,
                                                     const QString &fileName) {
    bool found = false;
    const QHash<QString, QString> values = sectionOf(text, profile, &found);
    if (!found)
        return Error::invalid(CoreText::tr("The AWS credentials file %1 has no profile [%2].")
                                  .arg(fileName, profile));
    sigv4::Credentials c;
    c.accessKeyId = values.value(u"aws_access_key_id"_s);
    c.secretAccessKey = values.value(u"aws_secret_access_key"_s);
    c.sessionToken = values.value(u"aws_session_token"_s);
    if (c.accessKeyId.isEmpty() || c.secretAccessKey.isEmpty())
        return Error::invalid(CoreText::tr("The profile [%1] of the AWS credentials file %2 has no "
                                           "aws_access_key_id and aws_secret_access_key.")
                                  .arg(profile, fileName));
    return c;
}

Result<sigv4::Credentials> awsCredentials(const QProcessEnvironment &environment) {
    const QString keyId = environment.value(u"AWS_ACCESS_KEY_ID"_s);
    const QString secret = environment.value(u"AWS_SECRET_ACCESS_KEY"_s);
    if (!keyId.isEmpty() || !secret.isEmpty()) {
        if (keyId.isEmpty() || secret.isEmpty())
            return Error::invalid(CoreText::tr("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must "
                                               "be set together."));
        return sigv4::Credentials{keyId, secret, environment.value(u"AWS_SESSION_TOKEN"_s)};
    }
    const QString profile = environment.value(u"AWS_PROFILE"_s, u"default"_s);
    QString fileName = environment.value(u"AWS_SHARED_CREDENTIALS_FILE"_s);
    if (fileName.isEmpty())
        fileName = environment.value(u"HOME"_s, QDir::homePath()) + u"/.aws/credentials"_s;
    QFile file(fileName);
    if (!file.exists())
        return Error::invalid(
            CoreText::tr("No AWS credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not "
                         "set and %1 does not exist (credential_process, SSO and instance roles "
                         "are not read).")
                .arg(fileName));
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxCredentialsFile)
        return Error::failed(
            CoreText::tr("Could not read the AWS credentials file %1.").arg(fileName));
    return credentialsFromSharedFile(QString::fromUtf8(file.readAll()), profile, fileName);
}

} // namespace outbox::auth
