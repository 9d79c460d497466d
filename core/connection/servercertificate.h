#pragma once

#include "connection/connectionspec.h"
#include "util/result.h"

#include <QList>
#include <QSslCertificate>
#include <QString>
#include <QStringList>

// The database server's TLS certificate, as a connection of a ConnectionSpec would be shown it:
// a short connection of its own that asks for TLS the way the database's protocol does
// (PostgreSQL's SSLRequest; MySQL/MariaDB's SSL request packet after the server's greeting),
// completes the handshake, reads the certificate chain and closes before any login: no user name
// or password is sent. The certificate is read even when it is not trusted; whether it verifies
// against the profile's CA (sslrootcert / ssl-ca, else the system's CAs) and whether it names the
// host are reported beside it. Blocking (at most the time limit): call it off the GUI thread.
namespace outbox {

struct ServerCertificateReport {
    // False: the server answered that it has no TLS (nothing else below is set).
    bool tlsOffered = false;
    // As the server sent it, its own certificate first.
    QList<QSslCertificate> chain;
    QString protocol; // "TLS 1.3"
    // The CA file the chain was checked against; empty: the system's CAs.
    QString caFile;
    // Why the chain is not trusted (expired, another CA, self-signed, …); empty: it is.
    QStringList verificationErrors;
    // The host name checked (the spec's host, also through ssh) and whether the certificate
    // names it.
    QString hostName;
    bool hostNameMatches = false;

    QSslCertificate certificate() const { return chain.value(0); }
    bool verified() const { return tlsOffered && verificationErrors.isEmpty(); }
    // One line for a person: "TLS: certificate CN=… issued by CN=…, valid until …; verified
    // against ca.pem; host name db.internal matches." or "TLS: the server does not offer TLS."
    QString summary() const;
};

// Whether a connection of spec uses TLS when the server offers it, so that its certificate is
// worth showing: PostgreSQL unless sslmode=disable (libpq's default, prefer, takes TLS when
// offered); MySQL/MariaDB with ssl-mode REQUIRED or VERIFY_CA or a TLS file (without them the
// driver does not ask for TLS), not DISABLED. Never SQLite.
bool connectionUsesTls(const ConnectionSpec &spec);

// Reads the certificate of spec's server (through its ssh tunnel when it has an ssh
// destination), within timeoutMs for the whole exchange. A server that has no TLS is a report
// with tlsOffered false; a server that cannot be reached, does not answer in time or does not
// speak the database's protocol is an error naming the step. SQLite is an error.
Result<ServerCertificateReport> readServerCertificate(const ConnectionSpec &spec,
                                                      int timeoutMs = 5000);

// "CN=…, OU=…, O=…, L=…, ST=…, C=…" of a certificate's subject or issuer (the attributes it has,
// in that order).
QString certificateSubjectText(const QSslCertificate &certificate);
QString certificateIssuerText(const QSslCertificate &certificate);

} // namespace outbox
