#pragma once

#include "objectstore/sigv4.h"
#include "util/result.h"

#include <QDateTime>
#include <QString>

// The password of an AWS RDS or Aurora user with IAM database authentication: a presigned
// "connect" request, made for every new connection (a token lasts 15 minutes).
namespace outbox::auth {

struct RdsTokenRequest {
    QString host; // the endpoint as the client connects to it
    int port = 0;
    QString user;
    QString region;
};

// Whether region is written as AWS names its regions (eu-west-1, us-gov-east-1).
bool isAwsRegion(const QString &region);

// The token, byte for byte as AWS's own signer (@aws-sdk/rds-signer, `aws rds
// generate-db-auth-token`) makes it at that instant: HOST:PORT/?Action=connect&DBUser=…&X-Amz-…,
// its query in name order. An invalid request is an error naming the field.
Result<QString> rdsIamToken(const RdsTokenRequest &request, const sigv4::Credentials &credentials,
                            const QDateTime &at);

} // namespace outbox::auth
