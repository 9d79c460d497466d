#pragma once

#include "objectstore/sigv4.h"
#include "util/result.h"

#include <QProcessEnvironment>
#include <QString>

// AWS credentials found as the AWS command-line tools find them, for signing what is not an
// object store request (an RDS IAM authentication token).
namespace outbox::auth {

// AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN when set) from the
// environment; else the profile AWS_PROFILE names ("default" when unset) in the shared
// credentials file (AWS_SHARED_CREDENTIALS_FILE, else ~/.aws/credentials). Not supported, and
// said so when nothing else is found: credential_process, SSO and instance roles.
Result<sigv4::Credentials> awsCredentials(const QProcessEnvironment &environment);

// The profile's keys in the text of a shared credentials file (aws_access_key_id,
// aws_secret_access_key, aws_session_token); the error names the file, profile and what is
// missing.
Result<sigv4::Credentials> credentialsFromSharedFile(const QString &text, const QString &profile,
                                                     const QString &fileName);

} // namespace outbox::auth
