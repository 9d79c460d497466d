#pragma once

#include "connection/connectionspec.h"
#include "util/result.h"

#include <QString>

namespace outbox {

// The checks of a profile's database and table that every writer of profiles makes (the
// console's connection manager and outboxctl profile add), so that both accept the same
// profiles. Where a password belongs instead of the URL differs between them, so each refuses
// one in its own words.

// The database URL parses and holds no password: its connection, else the parser's error, or
// `passwordInUrl` (invalid input) for a URL with a password. Its TLS files and region are
// checked too (checkProfileTlsFiles, checkAwsRegion), named by the URL's option names.
Result<ConnectionSpec> checkProfileDatabaseUrl(const QString &url, const QString &passwordInUrl);
// The table is empty (the default candidates), NAME or SCHEMA.NAME.
Status checkProfileTable(const QString &table);

// How the messages below name the TLS files: the URL's option names (sslrootcert, …) for the
// command line, the fields' labels for the connection manager.
struct TlsFileNames {
    QString rootCert, cert, key;
};
// Each TLS file given (empty: none) is a file that exists and can be read now, and a client key
// comes with its certificate. The error names the file's name of `names` and the path.
Status checkProfileTlsFiles(const QString &rootCert, const QString &cert, const QString &key,
                            const TlsFileNames &names);
// An AWS region as RDS IAM tokens are signed for (eu-west-1, us-gov-west-1, …); `name` names
// the setting in the message.
Status checkAwsRegion(const QString &region, const QString &name);

} // namespace outbox
