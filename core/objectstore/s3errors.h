#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace outbox::s3 {

// What an S3 answer that is not a success means, in the user's words. The error body itself is
// read by parseS3Error() (s3objectstore.h).

// "Cannot <action> in <store>: <why> [HTTP <status>, <code>: <the store's message>]." The code
// is the body's, else the one its status implies (a HEAD answer has no body); isCopy: a missing
// object is the copy's source; attempts: how often the request was sent (throttling, 5xx).
Error answerFailure(const QString &action, const QString &store, bool isCopy, int status,
                    const QByteArray &body, int attempts);

} // namespace outbox::s3
