#include "objectstore/s3errors.h"
#include "util/coretr.h"

#include "objectstore/s3objectstore.h"

#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString shortened(QString text) {
    text = text.simplified();
    if (text.size() > 300)
        text = text.left(300) + u'…';
    return text;
}

} // namespace

S3ErrorBody parseS3Error(const QByteArray &body) {
    S3ErrorBody e;
    QXmlStreamReader xml(body);
    if (!xml.readNextStartElement() || xml.name() != u"Error"_s)
        return e;
    while (xml.readNextStartElement()) {
        if (xml.name() == u"Code"_s)
            e.code = xml.readElementText().trimmed();
        else if (xml.name() == u"Message"_s)
            e.message = xml.readElementText().trimmed();
        else
            xml.skipCurrentElement();
    }
    return e;
}

namespace s3 {

Error answerFailure(const QString &action, const QString &store, bool isCopy, int status,
                    const QByteArray &body, int attempts) {
    const S3ErrorBody e = parseS3Error(body);
    QString code = e.code;
    if (code.isEmpty()) {
        // HEAD answers carry no body; name the likely code from the status.
        if (status == 404)
            code = u"NoSuchKey"_s;
        else if (status == 403)
            code = u"AccessDenied"_s;
        else if (status == 503)
            code = u"SlowDown"_s;
    }
    const QString serverError =
        attempts > 1 ? CoreText::tr("the store failed with a server error (%n attempt(s))", nullptr,
                                    attempts)
                     : CoreText::tr("the store failed with a server error");
    QString why;
    if (code == u"NoSuchKey"_s) {
        why = isCopy ? CoreText::tr("the source object does not exist")
                     : CoreText::tr("the object does not exist");
    } else if (code == u"NoSuchBucket"_s) {
        why = CoreText::tr("the bucket does not exist (check the bucket name and the endpoint)");
    } else if (code == u"AccessDenied"_s) {
        why = e.code.isEmpty()
                  ? CoreText::tr("access was denied (a HEAD answer gives no reason: a wrong "
                                 "secret access key or a missing permission)")
                  : CoreText::tr("access was denied (check that the access key may do this "
                                 "in this bucket)");
    } else if (code == u"InvalidAccessKeyId"_s) {
        why = CoreText::tr("the store does not know the access key id (check "
                           "OBJECT_STORE_ACCESS_KEY_ID)");
    } else if (code == u"SignatureDoesNotMatch"_s) {
        why = CoreText::tr(
            "the store rejected the request signature: the secret access key is probably "
            "wrong (check OBJECT_STORE_SECRET_ACCESS_KEY, and OBJECT_STORE_REGION)");
    } else if (code == u"RequestTimeTooSkewed"_s) {
        why = CoreText::tr(
            "this computer's clock is too far from the store's: correct the system time");
    } else if (code == u"XAmzContentSHA256Mismatch"_s || code == u"BadDigest"_s ||
               code == u"InvalidDigest"_s) {
        why = CoreText::tr(
            "the body the store received does not match the checksum it was signed with "
            "(it was changed on the way)");
    } else if (code == u"SlowDown"_s || code == u"TooManyRequests"_s ||
               code == u"RequestLimitExceeded"_s || status == 429) {
        why = CoreText::tr("the store is throttling requests and still was after %n attempt(s): "
                           "try again later",
                           nullptr, attempts);
    } else if (code == u"PermanentRedirect"_s || code == u"AuthorizationHeaderMalformed"_s ||
               code == u"IllegalLocationConstraintException"_s || status == 301 || status == 307) {
        why = CoreText::tr("the bucket is in another region or behind another endpoint (check "
                           "OBJECT_STORE_REGION and OBJECT_STORE_ENDPOINT)");
    } else if (code == u"ExpiredToken"_s || code == u"InvalidToken"_s) {
        why = CoreText::tr("the session token has expired or is not valid");
    } else if (code == u"EntityTooLarge"_s) {
        why = CoreText::tr("the object is larger than one upload may be");
    } else if (code == u"KeyTooLongError"_s) {
        why = CoreText::tr("the key is too long");
    } else if (code == u"InvalidBucketName"_s) {
        why = CoreText::tr("the bucket name is not valid");
    } else if (code == u"InvalidObjectState"_s) {
        why = CoreText::tr("the object is archived and must be restored first");
    } else if (code == u"NotImplemented"_s) {
        why = CoreText::tr("the store does not support this operation");
    } else if (status >= 500) {
        why = serverError;
    } else {
        why = CoreText::tr("the store refused the request");
    }
    QString detail = u"HTTP %1"_s.arg(status);
    if (!code.isEmpty())
        detail += u", "_s + code;
    if (!e.message.isEmpty())
        detail += u": "_s + shortened(e.message);
    return Error::failed(CoreText::tr("Cannot %1 in %2: %3 [%4].").arg(action, store, why, detail));
}

} // namespace s3

} // namespace outbox
