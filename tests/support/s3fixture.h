#pragma once

#include "objectstore/s3objectstore.h"

#include <QString>

namespace outbox::test {

// The store of the ctest fixture s3 (OUTBOX_TEST_S3_ENDPOINT, OUTBOX_TEST_S3_BUCKET): the
// signature-checking front of s3rver, path-style, with s3rver's fixed key S3RVER.
inline S3Config fixtureS3Config() {
    using namespace Qt::StringLiterals;
    S3Config c;
    c.provider = S3Config::Provider::Custom;
    c.endpoint = qEnvironmentVariable("OUTBOX_TEST_S3_ENDPOINT");
    c.bucket = qEnvironmentVariable("OUTBOX_TEST_S3_BUCKET");
    c.region = u"us-east-1"_s;
    c.accessKeyId = u"S3RVER"_s;
    c.secretAccessKey = u"S3RVER"_s;
    c.pathStyle = true;
    return c;
}

} // namespace outbox::test
