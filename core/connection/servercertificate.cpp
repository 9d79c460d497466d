#include "connection/servercertificate.h"
#include "connection/sshtunnel.h"
#include "util/coretr.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QDir>
#include <QFileInfo>
#include <QNetworkProxy>
#include <QSslConfiguration>
#include <QSslError>
#include <QSslSocket>
#include <QThread>
#include <QtEndian>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// PostgreSQL's SSLRequest: length 8, then the request code 1234.5679.
constexpr quint32 kSslRequestCode = 80877103;
// MySQL's capability flags of the SSL request packet.
constexpr quint32 kClientLongPassword = 0x00000001; // MariaDB: CLIENT_MYSQL
constexpr quint32 kClientProtocol41 = 0x00000200;
constexpr quint32 kClientSsl = 0x00000800;
constexpr quint32 kClientSecureConnection = 0x00008000;
constexpr quint8 kCharsetUtf8mb4 = 45;
// A greeting is a few dozen bytes; anything near this is not a MySQL server.
constexpr quint32 kMaxGreeting = 64 * 1024;

QString secondsText(int ms) {
    return QString::number(ms / 1000.0);
}

// The CA file a connection of spec checks the server against, as its client would: PostgreSQL's
// sslrootcert, else PGSSLROOTCERT, else ~/.postgresql/root.crt when it exists (libpq's default);
// MySQL/MariaDB's ssl-ca. Empty: the system's CAs (also for sslrootcert=system).
QString caFileOf(const ConnectionSpec &spec) {
    QString file = spec.sslRootCert;
    if (spec.kind == DatabaseKind::PostgreSQL && file.isEmpty()) {
        file = qEnvironmentVariable("PGSSLROOTCERT");
        if (file.isEmpty()) {
            const QString fallback = QDir::home().filePath(u".postgresql/root.crt"_s);
            if (QFileInfo::exists(fallback))
                file = fallback;
        }
    }
    if (spec.kind == DatabaseKind::PostgreSQL && file == u"system"_s)
        return {};
    return file;
}

QString distinguishedName(const QSslCertificate &certificate, bool subject) {
    static const std::pair<QSslCertificate::SubjectInfo, QLatin1StringView> kParts[] = {
        {QSslCertificate::CommonName, "CN"_L1},
        {QSslCertificate::OrganizationalUnitName, "OU"_L1},
        {QSslCertificate::Organization, "O"_L1},
        {QSslCertificate::LocalityName, "L"_L1},
        {QSslCertificate::StateOrProvinceName, "ST"_L1},
        {QSslCertificate::CountryName, "C"_L1},
    };
    QStringList parts;
    for (const auto &[info, name] : kParts) {
        const QStringList values =
            subject ? certificate.subjectInfo(info) : certificate.issuerInfo(info);
        for (const QString &value : values)
            parts << name + u'=' + value;
    }
    if (parts.isEmpty())
        return subject ? certificate.subjectDisplayName() : certificate.issuerDisplayName();
    return parts.join(u", "_s);
}

// One probe: a socket, a deadline for the whole exchange, and where it goes.
class Probe {
public:
    Probe(const ConnectionSpec &spec, int timeoutMs)
        : m_spec(spec)
        , m_timeoutMs(timeoutMs)
        , m_deadline(timeoutMs)
        , m_route(sshRouteOf(spec)) {}

    Result<ServerCertificateReport> run() {
        if (Status connected = connect(); !connected)
            return connected.error();
        auto offered = m_spec.kind == DatabaseKind::PostgreSQL ? askPostgres() : askMySql();
        if (!offered)
            return offered.error();
        ServerCertificateReport report;
        report.hostName = m_spec.host;
        if (!*offered) {
            m_socket.abort();
            return report;
        }
        report.tlsOffered = true;
        if (Status done = handshake(report); !done)
            return done.error();
        // Closed before any login: the server sees a client that went away.
        m_socket.disconnectFromHost();
        if (m_socket.state() != QAbstractSocket::UnconnectedState)
            m_socket.waitForDisconnected(qMin(remaining(), 500));
        m_socket.abort();
        return report;
    }

private:
    QString where() const {
        const QString address = u"%1:%2"_s.arg(m_spec.host).arg(m_spec.port);
        if (m_spec.sshDestination.isEmpty())
            return address;
        return CoreText::tr("%1 through ssh %2").arg(address, m_spec.sshDestination);
    }
    Error failure(const QString &reason) const {
        QString text = reason;
        if (!m_spec.sshDestination.isEmpty()) {
            // ssh's words reach the tunnel's thread just after the connection ends: wait a
            // moment for them, as a database connection does.
            QString ssh;
            for (int waited = 0; (ssh = SshTunnels::lastError(m_route)).isEmpty() && waited < 1000;
                 waited += 20)
                QThread::msleep(20);
            if (!ssh.isEmpty())
                text = ssh + u" ("_s + reason + u')';
        }
        return Error::failed(
            CoreText::tr("Could not read the TLS certificate of %1: %2").arg(where(), text));
    }
    // message: "… within %1 s"
    Error timedOut(const QString &message) const {
        return failure(message.arg(secondsText(m_timeoutMs)));
    }
    int remaining() const { return int(qMax<qint64>(0, m_deadline.remainingTime())); }
    // After a wait that returned false: whether it ran out of time (rather than the connection
    // failing). A wait may return a moment before the deadline it was given.
    bool waitTimedOut() const {
        return m_deadline.hasExpired() || m_socket.error() == QAbstractSocket::SocketTimeoutError;
    }

    Status connect() {
        QString host = m_spec.host;
        int port = m_spec.port;
        if (port <= 0)
            port = m_spec.kind == DatabaseKind::PostgreSQL ? 5432 : 3306;
        if (!m_spec.sshDestination.isEmpty()) {
            auto tunnel = SshTunnels::portFor(m_route);
            if (!tunnel)
                return tunnel.error();
            host = u"127.0.0.1"_s;
            port = *tunnel;
        }
        // A database connection never goes through a proxy, and neither does this one.
        m_socket.setProxy(QNetworkProxy::NoProxy);
        m_socket.connectToHost(host, quint16(port));
        if (m_socket.waitForConnected(remaining()))
            return Done{};
        if (waitTimedOut())
            return timedOut(CoreText::tr("the server did not accept the connection within %1 s"));
        return failure(m_socket.errorString());
    }

    // Exactly n bytes, as the server sends them; late: the message of a time-out ("… %1 s").
    Result<QByteArray> read(qint64 n, const QString &late) {
        QByteArray data;
        while (data.size() < n) {
            if (m_socket.bytesAvailable() > 0) {
                data += m_socket.read(n - data.size());
                continue;
            }
            if (m_deadline.hasExpired())
                return timedOut(late);
            if (!m_socket.waitForReadyRead(remaining()) && m_socket.bytesAvailable() == 0) {
                if (waitTimedOut())
                    return timedOut(late);
                return failure(CoreText::tr("the server closed the connection (%1)")
                                   .arg(m_socket.errorString()));
            }
        }
        return data;
    }
    Status write(const QByteArray &data) {
        m_socket.write(data);
        while (m_socket.bytesToWrite() > 0) {
            if (!m_socket.waitForBytesWritten(remaining())) {
                if (waitTimedOut())
                    return timedOut(
                        CoreText::tr("the server did not take the TLS request within %1 s"));
                return failure(m_socket.errorString());
            }
        }
        return Done{};
    }
    // Nothing may come between the server's yes to TLS and the handshake: bytes already there
    // would be read as if they had come encrypted.
    Status nothingMore() {
        if (m_socket.bytesAvailable() > 0)
            return failure(CoreText::tr("the server sent data before the TLS handshake"));
        return Done{};
    }

    // SSLRequest; the answer is one byte: 'S' TLS follows, 'N' the server has no TLS.
    Result<bool> askPostgres() {
        QByteArray request(8, '\0');
        qToBigEndian<quint32>(8, request.data());
        qToBigEndian<quint32>(kSslRequestCode, request.data() + 4);
        if (Status sent = write(request); !sent)
            return sent.error();
        auto answer =
            read(1, CoreText::tr("the server did not answer the TLS request within %1 s"));
        if (!answer)
            return answer.error();
        switch (answer->at(0)) {
        case 'S':
            if (Status clean = nothingMore(); !clean)
                return clean.error();
            return true;
        case 'N':
            return false;
        default:
            return failure(CoreText::tr("the server did not answer as PostgreSQL does (0x%1)")
                               .arg(uint(quint8(answer->at(0))), 2, 16, QChar(u'0')));
        }
    }

    // The server's greeting (protocol 10) says in its capability flags whether it has TLS; the
    // SSL request packet (sequence 1) asks for it, and the handshake follows at once.
    Result<bool> askMySql() {
        const QString greeting = CoreText::tr("the server did not greet within %1 s");
        auto header = read(4, greeting);
        if (!header)
            return header.error();
        const quint32 length = quint8(header->at(0)) | quint32(quint8(header->at(1))) << 8 |
                               quint32(quint8(header->at(2))) << 16;
        if (length == 0 || length > kMaxGreeting)
            return failure(CoreText::tr("the server did not greet as MySQL/MariaDB does"));
        auto payload = read(length, greeting);
        if (!payload)
            return payload.error();
        const QByteArray &p = *payload;
        if (quint8(p.at(0)) == 0xff) {
            // An error instead of a greeting (too many connections, a host not allowed): code,
            // then the message, after a SQL state where there is one.
            QByteArray message = p.mid(3);
            if (message.startsWith('#'))
                message = message.mid(6);
            return failure(CoreText::tr("the server refused the connection: %1")
                               .arg(QString::fromUtf8(message).trimmed()));
        }
        const qsizetype versionEnd = p.indexOf('\0', 1);
        // protocol, version NUL, connection id (4), scramble (8), filler (1), capabilities (2)
        if (p.at(0) != 10 || versionEnd < 0 || p.size() < versionEnd + 1 + 4 + 8 + 1 + 2)
            return failure(CoreText::tr("the server did not greet as MySQL/MariaDB does"));
        const quint16 capabilities = qFromLittleEndian<quint16>(p.constData() + versionEnd + 14);
        if (!(capabilities & kClientSsl))
            return false;
        if (Status clean = nothingMore(); !clean)
            return clean.error();
        QByteArray request(4 + 32, '\0');
        request[0] = 32; // payload length, 3 bytes
        request[3] = 1;  // sequence id: the answer to the greeting
        qToLittleEndian<quint32>(kClientLongPassword | kClientProtocol41 | kClientSsl |
                                     kClientSecureConnection,
                                 request.data() + 4);
        qToLittleEndian<quint32>(16 * 1024 * 1024, request.data() + 8); // max packet
        request[12] = char(kCharsetUtf8mb4);
        // 23 zero bytes follow.
        if (Status sent = write(request); !sent)
            return sent.error();
        return true;
    }

    Status handshake(ServerCertificateReport &report) {
        QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
        // QueryPeer: the certificate is read whatever its trust; the errors are reported.
        configuration.setPeerVerifyMode(QSslSocket::QueryPeer);
        QString caProblem;
        report.caFile = caFileOf(m_spec);
        if (!report.caFile.isEmpty()) {
            const QList<QSslCertificate> cas = QSslCertificate::fromPath(report.caFile, QSsl::Pem);
            if (cas.isEmpty())
                caProblem = CoreText::tr("the CA file holds no certificate or cannot be read");
            configuration.setCaCertificates(cas); // only these: nothing else is trusted
        }
        m_socket.setSslConfiguration(configuration);
        m_socket.setPeerVerifyName(m_spec.host); // the database's name, also through ssh
        m_socket.startClientEncryption();
        if (!m_socket.waitForEncrypted(remaining())) {
            if (waitTimedOut())
                return timedOut(
                    CoreText::tr("the server did not complete the TLS handshake within %1 s"));
            return failure(
                CoreText::tr("the TLS handshake failed: %1").arg(m_socket.errorString()));
        }
        report.chain = m_socket.peerCertificateChain();
        bool hostMismatch = false;
        for (const QSslError &error : m_socket.sslHandshakeErrors()) {
            if (error.error() == QSslError::HostNameMismatch)
                hostMismatch = true;
            else if (!report.verificationErrors.contains(error.errorString()))
                report.verificationErrors << error.errorString();
        }
        if (!caProblem.isEmpty()) // the others follow from it
            report.verificationErrors = QStringList{caProblem};
        report.hostNameMatches = !hostMismatch && !report.chain.isEmpty();
        return Done{};
    }

    const ConnectionSpec &m_spec;
    const int m_timeoutMs;
    QDeadlineTimer m_deadline;
    const SshRoute m_route;
    QSslSocket m_socket;
};

} // namespace

QString certificateSubjectText(const QSslCertificate &certificate) {
    return distinguishedName(certificate, true);
}

QString certificateIssuerText(const QSslCertificate &certificate) {
    return distinguishedName(certificate, false);
}

QString ServerCertificateReport::summary() const {
    if (!tlsOffered)
        return CoreText::tr("TLS: the server does not offer TLS.");
    if (chain.isEmpty())
        return CoreText::tr("TLS: the server sent no certificate.");
    const QSslCertificate leaf = certificate();
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto iso = [](const QDateTime &at) { return at.toUTC().toString(Qt::ISODate); };
    QString validity;
    if (leaf.expiryDate() < now)
        validity = CoreText::tr("expired on %1").arg(iso(leaf.expiryDate()));
    else if (leaf.effectiveDate() > now)
        validity = CoreText::tr("not valid before %1").arg(iso(leaf.effectiveDate()));
    else
        validity = CoreText::tr("valid until %1").arg(iso(leaf.expiryDate()));
    const QString ca = QFileInfo(caFile).fileName();
    QString trust;
    if (verified())
        trust = caFile.isEmpty() ? CoreText::tr("verified against the system's CAs")
                                 : CoreText::tr("verified against %1").arg(ca);
    else if (caFile.isEmpty())
        trust = CoreText::tr("not verified against the system's CAs (%1)")
                    .arg(verificationErrors.join(u"; "_s));
    else
        trust =
            CoreText::tr("not verified against %1 (%2)").arg(ca, verificationErrors.join(u"; "_s));
    const QString host = hostNameMatches
                             ? CoreText::tr("host name %1 matches").arg(hostName)
                             : CoreText::tr("host name %1 is not in the certificate").arg(hostName);
    return CoreText::tr("TLS: certificate %1 issued by %2, %3; %4; %5.")
        .arg(certificateSubjectText(leaf), certificateIssuerText(leaf), validity, trust, host);
}

bool connectionUsesTls(const ConnectionSpec &spec) {
    switch (spec.kind) {
    case DatabaseKind::SQLite:
        return false;
    case DatabaseKind::PostgreSQL:
        // allow tries a plain connection first and takes it when the server does.
        return spec.sslMode != u"disable"_s && spec.sslMode != u"allow"_s;
    case DatabaseKind::MySQL:
        if (spec.sslMode == u"DISABLED"_s)
            return false;
        return spec.sslMode == u"REQUIRED"_s || spec.sslMode == u"VERIFY_CA"_s ||
               !spec.sslRootCert.isEmpty() || !spec.sslCert.isEmpty() || !spec.sslKey.isEmpty();
    }
    return false;
}

Result<ServerCertificateReport> readServerCertificate(const ConnectionSpec &spec, int timeoutMs) {
    if (spec.kind == DatabaseKind::SQLite)
        return Error::invalid(CoreText::tr("An SQLite database has no server certificate."));
    if (spec.host.isEmpty())
        return Error::invalid(CoreText::tr("The database URL names no host to read a TLS "
                                           "certificate from."));
    if (!QSslSocket::supportsSsl())
        return Error::failed(CoreText::tr("The server's TLS certificate cannot be read: Qt has no "
                                          "TLS backend here (%1).")
                                 .arg(QSslSocket::sslLibraryBuildVersionString()));
    Probe probe(spec, timeoutMs);
    return probe.run();
}

} // namespace outbox
