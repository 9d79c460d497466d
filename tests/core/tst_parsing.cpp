// Pure logic: URLs, table names, dates, ids, LIKE escaping, CSV, cursors of the text layer.
#include "actions/keytemplate.h"
#include "audit/auditrecord.h"
#include "connection/connectionspec.h"
#include "connection/connectionurl.h"
#include "failurechecks.h"
#include "output/rowformat.h"
#include "query/errorsignature.h"
#include "query/filtersql.h"
#include "query/outboxrow.h"
#include "query/rowfilter.h"
#include "relay/eventsink.h"
#include "schema/adaptedformats.h"
#include "schema/tableresolver.h"
#include "settings/profilevalidation.h"
#include "sql/sqldialect.h"
#include "target/connectiontarget.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace Qt::StringLiterals;
using namespace outbox;

Q_DECLARE_METATYPE(outbox::ConnectionUrlParts)
Q_DECLARE_METATYPE(outbox::SinkSpec)
Q_DECLARE_METATYPE(outbox::KeyTemplateValues)
Q_DECLARE_METATYPE(outbox::OutboxFormat)

class TestParsing : public QObject {
    Q_OBJECT
private slots:
    void formatDescriptionsAgreeWithTheirColumns_data();
    void formatDescriptionsAgreeWithTheirColumns();
    void auditIdsDigest();
    void databaseUrls_data();
    void databaseUrls();
    void passwordNeverDisplayed();
    void badUrls_data();
    void badUrls();
    void urlOptions();
    void connectionUrlsFromParts_data();
    void connectionUrlsFromParts();
    void connectionUrlParts();
    void connectionUrlOptionsRoundTrip_data();
    void connectionUrlOptionsRoundTrip();
    void profileTlsChecks();
    void sinkSpecs_data();
    void sinkSpecs();
    void sinkSpecEncoding();
    void keyTemplates();
    void keyTemplateErrors_data();
    void keyTemplateErrors();
    void tableNames_data();
    void tableNames();
    void dates_data();
    void dates();
    void badDates_data();
    void badDates();
    void ids_data();
    void ids();
    void writerSpellings();
    void timestamps();
    void likePatternEscapes();
    void csvQuoting();
    void vocabularies();
    void filterRefusesEmptyRange();
    void mappedTableOptions();
    void retrySchedules();
    void timestampTexts_data();
    void timestampTexts();
    void errorSignatures_data();
    void errorSignatures();
};

void TestParsing::databaseUrls_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("database");
    QTest::addColumn<QString>("user");
    QTest::newRow("postgresql") << u"postgresql://ops@db.example:6432/app?sslmode=require"_s
                                << int(DatabaseKind::PostgreSQL) << u"db.example"_s << 6432
                                << u"app"_s << u"ops"_s;
    QTest::newRow("postgres default port")
        << u"postgres://ops@db/app"_s << int(DatabaseKind::PostgreSQL) << u"db"_s << 5432
        << u"app"_s << u"ops"_s;
    QTest::newRow("mysql") << u"mysql://u@127.0.0.1/shop"_s << int(DatabaseKind::MySQL)
                           << u"127.0.0.1"_s << 3306 << u"shop"_s << u"u"_s;
    QTest::newRow("mariadb") << u"mariadb://u@h:3307/shop"_s << int(DatabaseKind::MySQL) << u"h"_s
                             << 3307 << u"shop"_s << u"u"_s;
    QTest::newRow("sqlite absolute") << u"sqlite:///var/lib/app.db"_s << int(DatabaseKind::SQLite)
                                     << QString() << 0 << u"/var/lib/app.db"_s << QString();
}

void TestParsing::databaseUrls() {
    QFETCH(QString, url);
    QFETCH(int, kind);
    auto spec = ConnectionSpec::fromUrl(url);
    QVERIFY2(spec.ok(), qPrintable(spec.ok() ? QString() : spec.error().message));
    QCOMPARE(int(spec->kind), kind);
    QTEST(spec->host, "host");
    QTEST(spec->port, "port");
    QTEST(spec->database, "database");
    QTEST(spec->user, "user");
}

void TestParsing::passwordNeverDisplayed() {
    auto spec = ConnectionSpec::fromUrl(u"postgresql://ops:s3cr%40t@db:5432/app"_s);
    QVERIFY(spec.ok());
    QCOMPARE(spec->password, u"s3cr@t"_s);
    QVERIFY(spec->passwordFromUrl);
    QVERIFY(!spec->displayUrl().contains(u"s3cr"_s));
    QCOMPARE(spec->displayUrl(), u"postgresql://ops@db:5432/app"_s);
}

void TestParsing::badUrls_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("empty") << QString() << u"No database given"_s;
    QTest::newRow("scheme") << u"oracle://x@h/db"_s << u"oracle"_s;
    QTest::newRow("no database") << u"postgresql://x@h:5432"_s << u"names no database"_s;
    QTest::newRow("sqlite no file") << u"sqlite:"_s << u"names no file"_s;
    QTest::newRow("misspelt option") << u"postgresql://x@h/db?sslrootcrt=/ca.pem"_s
                                     << u"option \"sslrootcrt\" PostgreSQL does not take"_s;
    QTest::newRow("libpq name on mysql") << u"mysql://x@h/db?sslrootcert=/ca.pem"_s
                                         << u"takes ssl-mode, ssl-ca, ssl-cert, ssl-key"_s;
    QTest::newRow("tls mode") << u"postgresql://x@h/db?sslmode=verify"_s
                              << u"TLS mode \"verify\" is not one of"_s;
    QTest::newRow("mysql verify identity")
        << u"mysql://x@h/db?ssl-mode=VERIFY_IDENTITY"_s << u"cannot check the server's host name"_s;
    QTest::newRow("mysql verify without CA")
        << u"mysql://x@h/db?ssl-mode=VERIFY_CA"_s << u"needs ssl-ca"_s;
    QTest::newRow("mysql mode") << u"mysql://x@h/db?ssl-mode=ON"_s
                                << u"is not one of DISABLED, PREFERRED, REQUIRED, VERIFY_CA"_s;
    QTest::newRow("empty option") << u"postgresql://x@h/db?sslcert="_s << u"has no value"_s;
    QTest::newRow("auth") << u"postgresql://x@h/db?auth=kerberos"_s << u"use password or rds-iam"_s;
    QTest::newRow("rds without region")
        << u"postgresql://x@h/db?auth=rds-iam"_s << u"needs the database's AWS region"_s;
    QTest::newRow("rds in the clear")
        << u"postgresql://x@h/db?auth=rds-iam&region=eu-west-1&sslmode=prefer"_s
        << u"needs TLS: sslmode=prefer"_s;
}

// TLS files and IAM authentication by each client's own names; the display URL keeps them (no
// secret among them).
void TestParsing::urlOptions() {
    auto pg = ConnectionSpec::fromUrl(
        u"postgresql://ops@db/app?sslmode=verify-full&sslrootcert=/etc/ca%20dir/ca.pem&"
        "sslcert=/home/o/c.pem&sslkey=/home/o/k.pem"_s);
    QVERIFY2(pg.ok(), pg.ok() ? "" : qPrintable(pg.error().message));
    QCOMPARE(pg->sslMode, u"verify-full"_s);
    QCOMPARE(pg->sslRootCert, u"/etc/ca dir/ca.pem"_s);
    QCOMPARE(pg->sslCert, u"/home/o/c.pem"_s);
    QCOMPARE(pg->sslKey, u"/home/o/k.pem"_s);
    QCOMPARE(int(pg->auth), int(DatabaseAuth::Password));
    auto again = ConnectionSpec::fromUrl(pg->displayUrl());
    QVERIFY(again.ok());
    QCOMPARE(again->sslRootCert, pg->sslRootCert);
    QCOMPARE(again->displayUrl(), pg->displayUrl());

    auto maria = ConnectionSpec::fromUrl(
        u"mariadb://ops@db/shop?ssl-mode=required&ssl-ca=/ca.pem&ssl-cert=/c.pem&ssl-key=/k.pem"_s);
    QVERIFY2(maria.ok(), maria.ok() ? "" : qPrintable(maria.error().message));
    QCOMPARE(maria->sslMode, u"REQUIRED"_s);
    QCOMPARE(maria->sslRootCert, u"/ca.pem"_s);
    QVERIFY(maria->displayUrl().contains(u"ssl-mode=REQUIRED&ssl-ca=/ca.pem"_s));

    auto rds =
        ConnectionSpec::fromUrl(u"postgresql://iam_user@db/app?auth=rds-iam&region=eu-west-1"_s);
    QVERIFY2(rds.ok(), rds.ok() ? "" : qPrintable(rds.error().message));
    QCOMPARE(int(rds->auth), int(DatabaseAuth::RdsIam));
    QCOMPARE(rds->region, u"eu-west-1"_s);
    QCOMPARE(rds->sslMode, u"require"_s); // an IAM token only over TLS

    // What a production profile is warned of: anything short of the driver's full check.
    QVERIFY(pg->tlsVerificationGap().isEmpty()); // verify-full
    QVERIFY(rds->tlsVerificationGap().contains(u"sslmode=require"_s));
    QVERIFY(ConnectionSpec::fromUrl(u"postgresql://o@h/d"_s)
                ->tlsVerificationGap()
                .contains(u"sslmode=prefer"_s));
    QVERIFY(maria->tlsVerificationGap().contains(u"ssl-mode=REQUIRED"_s));
    QVERIFY(ConnectionSpec::fromUrl(u"mysql://o@h/d?ssl-mode=VERIFY_CA&ssl-ca=/ca.pem"_s)
                ->tlsVerificationGap()
                .isEmpty());
    QVERIFY(ConnectionSpec::fromUrl(u"sqlite:///x.db"_s)->tlsVerificationGap().isEmpty());

    // The profile editor has no field for these: through its parts they come back as they were.
    for (const QString &url :
         {u"postgresql://ops@db/app?sslmode=verify-full&sslrootcert=/etc/ca%20dir/ca.pem&"
          "sslcert=/c.pem&sslkey=/k.pem&auth=rds-iam&region=eu-west-1"_s,
          u"mysql://ops@db/shop?ssl-mode=REQUIRED&ssl-ca=/ca.pem"_s}) {
        auto parts = parseConnectionUrl(url);
        QVERIFY2(parts.ok(), parts.ok() ? "" : qPrintable(parts.error().message));
        QCOMPARE(buildConnectionUrl(*parts), url);
    }
    QVERIFY(rds->displayUrl().contains(u"auth=rds-iam&region=eu-west-1"_s));
}

void TestParsing::badUrls() {
    QFETCH(QString, url);
    QFETCH(QString, mentions);
    auto spec = ConnectionSpec::fromUrl(url);
    OUTBOX_VERIFY_FAILS_AS(spec, ErrorKind::InvalidInput, mentions);
}

void TestParsing::connectionUrlsFromParts_data() {
    QTest::addColumn<ConnectionUrlParts>("parts");
    QTest::addColumn<QString>("url");
    using K = DatabaseKind;
    const auto server = [](K kind, const QString &host, int port, const QString &database,
                           const QString &user, const QString &sslMode = {}) {
        ConnectionUrlParts parts;
        parts.kind = kind;
        parts.host = host;
        parts.port = port;
        parts.database = database;
        parts.user = user;
        parts.sslMode = sslMode;
        return parts;
    };
    const auto sqlite = [](const QString &path) {
        ConnectionUrlParts parts;
        parts.kind = K::SQLite;
        parts.host = u"ignored"_s;
        parts.sqlitePath = path;
        return parts;
    };
    QTest::newRow("postgresql default port")
        << server(K::PostgreSQL, u"db.example"_s, 5432, u"app"_s, u"ops"_s, u"verify-full"_s)
        << u"postgresql://ops@db.example/app?sslmode=verify-full"_s;
    QTest::newRow("postgresql other port")
        << server(K::PostgreSQL, u"db.example"_s, 6432, u"app"_s, u"ops"_s)
        << u"postgresql://ops@db.example:6432/app"_s;
    // A mode the kind does not have (the kind was switched in the editor) is left out.
    QTest::newRow("mysql ignores sslmode")
        << server(K::MySQL, u"h"_s, 3306, u"shop"_s, u"u"_s, u"require"_s) << u"mysql://u@h/shop"_s;
    QTest::newRow("mysql on the postgres port")
        << server(K::MySQL, u"h"_s, 5432, u"shop"_s, u"u"_s) << u"mysql://u@h:5432/shop"_s;
    // An empty user leaves an empty user info ("//@host"), as the profile editor always wrote
    // it; ConnectionSpec::fromUrl reads it as no user.
    QTest::newRow("trimmed, no host, no user")
        << server(K::PostgreSQL, u"  "_s, 0, u" app "_s, u" "_s)
        << u"postgresql://@localhost/app"_s;
    QTest::newRow("user with @ is encoded")
        << server(K::PostgreSQL, u"h"_s, 5432, u"app"_s, u"ops@corp"_s)
        << u"postgresql://ops%40corp@h/app"_s;
    // The TLS files by libpq's names, in a fixed order, a file name's '&', '=', '#', '%' and
    // spaces encoded so that each reads back whole.
    ConnectionUrlParts pgTls =
        server(K::PostgreSQL, u"db"_s, 5432, u"app"_s, u"ops"_s, u"verify-full"_s);
    pgTls.sslRootCert = u"/etc/ssl/ca dir/root.pem"_s;
    pgTls.sslCert = u" /c.pem "_s;
    pgTls.sslKey = u"/keys/a&b=c#d%e.pem"_s;
    QTest::newRow("postgresql TLS files")
        << pgTls
        << u"postgresql://ops@db/app?sslmode=verify-full&sslrootcert=/etc/ssl/ca%20dir/root.pem"
           "&sslcert=/c.pem&sslkey=/keys/a%26b%3Dc%23d%25e.pem"_s;
    // MySQL's names, its mode in upper case.
    ConnectionUrlParts myTls = server(K::MySQL, u"h"_s, 3306, u"shop"_s, u"u"_s, u"verify_ca"_s);
    myTls.sslRootCert = u"/ca.pem"_s;
    myTls.sslCert = u"/c.pem"_s;
    myTls.sslKey = u"/k.pem"_s;
    QTest::newRow("mysql TLS files")
        << myTls
        << u"mysql://u@h/shop?ssl-mode=VERIFY_CA&ssl-ca=/ca.pem&ssl-cert=/c.pem&ssl-key=/k.pem"_s;
    ConnectionUrlParts rds = server(K::PostgreSQL, u"db"_s, 5432, u"app"_s, u"iam"_s);
    rds.auth = DatabaseAuth::RdsIam;
    rds.region = u"eu-west-1"_s;
    QTest::newRow("rds iam") << rds << u"postgresql://iam@db/app?auth=rds-iam&region=eu-west-1"_s;
    // Password authentication is the default: no auth option.
    ConnectionUrlParts password = rds;
    password.auth = DatabaseAuth::Password;
    password.region.clear();
    QTest::newRow("password auth") << password << u"postgresql://iam@db/app"_s;
    QTest::newRow("sqlite absolute")
        << sqlite(u" /var/lib/app.db "_s) << u"sqlite:///var/lib/app.db"_s;
    QTest::newRow("sqlite relative") << sqlite(u"data/app.db"_s) << u"sqlite:data/app.db"_s;
    ConnectionUrlParts sqliteTls = sqlite(u"data/app.db"_s);
    sqliteTls.sslMode = u"require"_s;
    sqliteTls.sslRootCert = u"/ca.pem"_s;
    QTest::newRow("sqlite has no options") << sqliteTls << u"sqlite:data/app.db"_s;
    QTest::newRow("sqlite without a file") << sqlite(u"  "_s) << QString();
}

void TestParsing::connectionUrlsFromParts() {
    QFETCH(ConnectionUrlParts, parts);
    const QString url = buildConnectionUrl(parts);
    QTEST(url, "url");
    if (url.isEmpty() || parts.kind == DatabaseKind::SQLite)
        return;
    // What the fields build, the URL gives back (the default port filled in).
    auto back = parseConnectionUrl(url);
    QVERIFY2(back.ok(), qPrintable(back.ok() ? QString() : back.error().message));
    QCOMPARE(back->kind, parts.kind);
    QCOMPARE(back->host, parts.host.trimmed().isEmpty() ? u"localhost"_s : parts.host.trimmed());
    QCOMPARE(back->port, parts.port > 0 ? parts.port : defaultDatabasePort(parts.kind));
    QCOMPARE(back->database, parts.database.trimmed());
    QCOMPARE(back->user, parts.user.trimmed());
    const QString mode =
        parts.kind == DatabaseKind::MySQL ? parts.sslMode.toUpper() : parts.sslMode;
    QCOMPARE(back->sslMode, databaseTlsModes(parts.kind).contains(mode) ? mode : QString());
    QCOMPARE(back->sslRootCert, parts.sslRootCert.trimmed());
    QCOMPARE(back->sslCert, parts.sslCert.trimmed());
    QCOMPARE(back->sslKey, parts.sslKey.trimmed());
    QCOMPARE(back->auth, parts.auth);
    QCOMPARE(back->region, parts.region);
    QVERIFY2(back->otherOptions.isEmpty(), qPrintable(back->otherOptions));
}

void TestParsing::connectionUrlParts() {
    auto pg = parseConnectionUrl(u"postgres://a%20b@db:6543/my%20db?sslmode=require"_s);
    QVERIFY(pg.ok());
    QCOMPARE(pg->kind, DatabaseKind::PostgreSQL);
    QCOMPARE(pg->host, u"db"_s);
    QCOMPARE(pg->port, 6543);
    QCOMPARE(pg->user, u"a b"_s);
    QCOMPARE(pg->database, u"my db"_s);
    QCOMPARE(pg->sslMode, u"require"_s);
    QVERIFY(pg->sqlitePath.isEmpty());

    auto maria = parseConnectionUrl(u"mariadb://u@h/shop"_s);
    QVERIFY(maria.ok());
    QCOMPARE(maria->kind, DatabaseKind::MySQL);
    QCOMPARE(maria->port, kMySqlDefaultPort);

    auto lite = parseConnectionUrl(u"sqlite:///var/lib/app.db"_s);
    QVERIFY(lite.ok());
    QCOMPARE(lite->kind, DatabaseKind::SQLite);
    QCOMPARE(lite->sqlitePath, u"/var/lib/app.db"_s);
    QVERIFY(lite->host.isEmpty() && lite->database.isEmpty() && lite->user.isEmpty());
    QCOMPARE(lite->port, 0);

    auto bad = parseConnectionUrl(u"oracle://x@h/db"_s);
    QVERIFY(!bad.ok());
    QCOMPARE(bad.error().kind, ErrorKind::InvalidInput);
    QVERIFY(bad.error().message.contains(u"oracle"_s));

    QCOMPARE(defaultDatabasePort(DatabaseKind::PostgreSQL), 5432);
    QCOMPARE(defaultDatabasePort(DatabaseKind::MySQL), 3306);
    QCOMPARE(defaultDatabasePort(DatabaseKind::SQLite), 0);
}

// URL → parts → URL: every option the editor has a field for comes back as it was (in the
// order the editor writes them), and nothing lands in the other options.
void TestParsing::connectionUrlOptionsRoundTrip_data() {
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("rebuilt"); // empty: the URL itself
    QTest::newRow("postgresql TLS")
        << u"postgresql://ops@db/app?sslmode=verify-full&sslrootcert=/etc/ssl/ca%20dir/root.pem"
           "&sslcert=/c.pem&sslkey=/k%26%3D.pem"_s
        << QString();
    QTest::newRow("mysql TLS")
        << u"mysql://u@h/shop?ssl-mode=VERIFY_CA&ssl-ca=/ca.pem&ssl-cert=/c.pem&ssl-key=/k.pem"_s
        << QString();
    // RDS IAM without a mode: TLS is required by the connection, not written into the URL.
    QTest::newRow("rds iam, no mode")
        << u"postgresql://iam@db/app?auth=rds-iam&region=eu-west-1"_s << QString();
    QTest::newRow("mysql rds iam")
        << u"mysql://iam@h/shop?ssl-mode=REQUIRED&auth=rds-iam&region=us-gov-west-1"_s << QString();
    QTest::newRow("mariadb, lower-case mode, options in another order")
        << u"mariadb://u@h:3307/shop?ssl-key=/k.pem&ssl-cert=/c.pem&ssl-mode=required"_s
        << u"mysql://u@h:3307/shop?ssl-mode=REQUIRED&ssl-cert=/c.pem&ssl-key=/k.pem"_s;
    QTest::newRow("auth=password is the default")
        << u"postgresql://ops@db/app?auth=password&sslmode=require"_s
        << u"postgresql://ops@db/app?sslmode=require"_s;
}

void TestParsing::connectionUrlOptionsRoundTrip() {
    QFETCH(QString, url);
    QFETCH(QString, rebuilt);
    auto parts = parseConnectionUrl(url);
    QVERIFY2(parts.ok(), qPrintable(parts.ok() ? QString() : parts.error().message));
    QVERIFY2(parts->otherOptions.isEmpty(), qPrintable(parts->otherOptions));
    QCOMPARE(buildConnectionUrl(*parts), rebuilt.isEmpty() ? url : rebuilt);
    // And the connection the rebuilt URL makes is the one the URL made.
    auto before = ConnectionSpec::fromUrl(url);
    auto after = ConnectionSpec::fromUrl(buildConnectionUrl(*parts));
    QVERIFY(before.ok() && after.ok());
    QCOMPARE(after->displayUrl(), before->displayUrl());
}

// The checks the profile editor and outboxctl profile add make of a URL's TLS files and RDS
// region, each naming the file or setting and the problem.
void TestParsing::profileTlsChecks() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ca = dir.filePath(u"ca.pem"_s);
    const QString cert = dir.filePath(u"client.pem"_s);
    const QString key = dir.filePath(u"client.key"_s);
    for (const QString &path : {ca, cert, key}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("-----BEGIN CERTIFICATE-----\n");
    }
    const TlsFileNames names{u"Root certificate"_s, u"Client certificate"_s, u"Client key"_s};
    QVERIFY(checkProfileTlsFiles(ca, cert, key, names).ok());
    QVERIFY(checkProfileTlsFiles({}, {}, {}, names).ok());
    QVERIFY(checkProfileTlsFiles({}, cert, {}, names).ok()); // libpq's default key then

    const QString missing = dir.filePath(u"nope.pem"_s);
    Status s = checkProfileTlsFiles(missing, cert, key, names);
    QVERIFY(!s.ok());
    QCOMPARE(s.error().kind, ErrorKind::InvalidInput);
    QVERIFY2(s.error().message.contains(u"Root certificate"_s) &&
                 s.error().message.contains(missing) &&
                 s.error().message.contains(u"does not exist"_s),
             qPrintable(s.error().message));
    s = checkProfileTlsFiles({}, dir.path(), key, names);
    QVERIFY2(!s.ok() && s.error().message.contains(u"Client certificate"_s) &&
                 s.error().message.contains(u"is not a file"_s),
             qPrintable(s.error().message));
    s = checkProfileTlsFiles(ca, {}, key, names);
    QVERIFY2(!s.ok() && s.error().message.contains(u"Client key is given without Client "
                                                   "certificate"_s),
             qPrintable(s.error().message));

    QVERIFY(checkAwsRegion(u"eu-west-1"_s, u"AWS region"_s).ok());
    QVERIFY(checkAwsRegion(u"us-gov-west-1"_s, u"AWS region"_s).ok());
    for (const QString &bad : {u"EU-WEST-1"_s, u"eu-west"_s, u"eu west 1"_s, u"x"_s}) {
        s = checkAwsRegion(bad, u"AWS region"_s);
        QVERIFY2(!s.ok() && s.error().message.contains(u"AWS region"_s) &&
                     s.error().message.contains(bad),
                 qPrintable(bad));
    }
    s = checkAwsRegion({}, u"AWS region"_s);
    QVERIFY2(!s.ok() && s.error().message.contains(u"needs the database's AWS region"_s),
             qPrintable(s.error().message));

    // outboxctl profile add: the same checks, named by the URL's options.
    const QString noPassword = u"no password"_s;
    auto spec = checkProfileDatabaseUrl(
        u"postgresql://ops@db/app?sslmode=verify-full&sslrootcert="_s + missing, noPassword);
    QVERIFY2(!spec.ok() && spec.error().message.contains(u"sslrootcert"_s) &&
                 spec.error().message.contains(missing),
             qPrintable(spec.ok() ? QString() : spec.error().message));
    spec = checkProfileDatabaseUrl(u"mysql://ops@db/app?ssl-key="_s + key, noPassword);
    QVERIFY2(!spec.ok() && spec.error().message.contains(u"ssl-key is given without ssl-cert"_s),
             qPrintable(spec.ok() ? QString() : spec.error().message));
    spec = checkProfileDatabaseUrl(u"postgresql://iam@db/app?auth=rds-iam&region=Frankfurt"_s,
                                   noPassword);
    QVERIFY2(!spec.ok() && spec.error().message.contains(u"\"Frankfurt\" is not an AWS region"_s),
             qPrintable(spec.ok() ? QString() : spec.error().message));
    QVERIFY(checkProfileDatabaseUrl(u"postgresql://ops@db/app?sslmode=verify-full&sslrootcert="_s +
                                        ca + u"&sslcert="_s + cert + u"&sslkey="_s + key,
                                    noPassword)
                .ok());
}

void TestParsing::sinkSpecs_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<SinkSpec>("expected");
    using K = SinkKind;
    QTest::newRow("empty") << QString() << SinkSpec{};
    QTest::newRow("blank") << u"   "_s << SinkSpec{};
    QTest::newRow("webhook") << u"webhook:https://hooks.example/outbox"_s
                             << SinkSpec{K::Webhook, u"https://hooks.example/outbox"_s,
                                         u"webhook"_s, true};
    QTest::newRow("webhook, any case, spaces")
        << u" WebHook: https://h/x "_s
        << SinkSpec{K::Webhook, u"https://h/x"_s, u"WebHook"_s, true};
    QTest::newRow("file") << u"file:/var/lib/outbox/events.jsonl"_s
                          << SinkSpec{K::File, u"/var/lib/outbox/events.jsonl"_s, u"file"_s, true};
    QTest::newRow("file, empty path") << u"file:"_s << SinkSpec{K::File, {}, u"file"_s, true};
    QTest::newRow("unknown kind") << u"pulsar:broker:6650"_s
                                  << SinkSpec{K::Other, u"broker:6650"_s, u"pulsar"_s, true};
    // A broker's target is its whole URL.
    QTest::newRow("amqp") << u" AMQP://u@h:5672/v?exchange=x "_s
                          << SinkSpec{K::Amqp, u"AMQP://u@h:5672/v?exchange=x"_s, u"AMQP"_s, true};
    QTest::newRow("nats") << u"nats://h:4222/s"_s
                          << SinkSpec{K::Nats, u"nats://h:4222/s"_s, u"nats"_s, true};
    QTest::newRow("kafka") << u"kafka://a:9092,b:9092/t"_s
                           << SinkSpec{K::Kafka, u"kafka://a:9092,b:9092/t"_s, u"kafka"_s, true};
    QTest::newRow("bare URL") << u"https://h/x"_s
                              << SinkSpec{K::Other, u"//h/x"_s, u"https"_s, true};
    QTest::newRow("no kind") << u"events.jsonl"_s << SinkSpec{K::Other, {}, {}, false};
}

void TestParsing::sinkSpecs() {
    QFETCH(QString, spec);
    QFETCH(SinkSpec, expected);
    const SinkSpec sink = SinkSpec::parse(spec);
    QCOMPARE(sink.kind, expected.kind);
    QCOMPARE(sink.target, expected.target);
    QCOMPARE(sink.kindText, expected.kindText);
    QCOMPARE(sink.hasKind, expected.hasKind);
}

void TestParsing::sinkSpecEncoding() {
    QCOMPARE(SinkSpec::encode(SinkKind::Webhook, u"https://h/x"_s), u"webhook:https://h/x"_s);
    QCOMPARE(SinkSpec::encode(SinkKind::File, u"/var/x.jsonl"_s), u"file:/var/x.jsonl"_s);
    QVERIFY(SinkSpec::encode(SinkKind::None, u"/var/x.jsonl"_s).isEmpty());
    QVERIFY(SinkSpec::encode(SinkKind::Other, u"x"_s).isEmpty());
    for (const SinkKind kind : {SinkKind::Webhook, SinkKind::File}) {
        const SinkSpec back = SinkSpec::parse(SinkSpec::encode(kind, u"https://h:8080/a"_s));
        QCOMPARE(back.kind, kind);
        QCOMPARE(back.target, u"https://h:8080/a"_s);
    }
    const QString broker = u"nats://h:4222/outbox.{event_type}"_s;
    QCOMPARE(SinkSpec::parse(SinkSpec::encode(SinkKind::Nats, broker)).target, broker);
}

void TestParsing::keyTemplates() {
    KeyTemplateValues v{u"/tmp/users/9/photo.tar.gz"_s,
                        u"/tmp/"_s,
                        u" 9 "_s,
                        u"0123456789abcdef"_s,
                        u"0190a6f0-1111-7000-8000-000000000000"_s,
                        QDate(2026, 2, 3)};
    QCOMPARE(*expandKeyTemplate(u"assets/{id}/{random}.{ext}"_s, v),
             u"assets/9/0123456789abcdef.gz"_s);
    QCOMPARE(*expandKeyTemplate(u"{path}|{dir}|{name}|{stem}"_s, v),
             u"users/9/photo.tar.gz|users/9|photo.tar.gz|photo.tar"_s);
    QCOMPARE(*expandKeyTemplate(u"a/{date}/{uuid}"_s, v),
             u"a/2026/02/03/0190a6f0-1111-7000-8000-000000000000"_s);
    QCOMPARE(*expandKeyTemplate(u"plain/key.bin"_s, v), u"plain/key.bin"_s);
    QCOMPARE(*expandKeyTemplate(u"{{id}}/{{{id}}}"_s, v), u"{id}/{9}"_s);
    QCOMPARE(*expandKeyTemplate(escapeKeyTemplate(u"a/{x}}/b{"_s), v), u"a/{x}}/b{"_s);
    // A key outside the prefix is its own path; a dotfile has no extension.
    v.temporaryKey = u"other\\.profile"_s;
    QCOMPARE(*expandKeyTemplate(u"{path}:{stem}"_s, v), u"other/.profile:.profile"_s);

    QVERIFY(keyTemplateUsesId(u"a/{id}/b"_s));
    QVERIFY(!keyTemplateUsesId(u"a/{{id}}/b"_s));
    QVERIFY(!keyTemplateUsesId(u"a/{uuid}"_s));
    QCOMPARE(keyTemplatePlaceholders().size(), 9);
    QVERIFY(keyTemplatePlaceholders().contains(u"{dir}"_s));
    QCOMPARE(guessTemplateId(u"tmp/users/42/x/1.jpg"_s), u"42"_s);
    QCOMPARE(guessTemplateId(u"tmp/u/0190a6f011117000800000000000000a/x.bin"_s),
             u"0190a6f011117000800000000000000a"_s);
    QVERIFY(guessTemplateId(u"tmp/users/77.jpg"_s).isEmpty()); // the file name is no id
}

void TestParsing::keyTemplateErrors_data() {
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<KeyTemplateValues>("values"); // only the temporary key is set
    QTest::addColumn<QString>("mentions");
    const auto key = [](const QString &temporaryKey) {
        KeyTemplateValues v;
        v.temporaryKey = temporaryKey;
        return v;
    };
    QTest::newRow("stray }") << u"a/b}"_s << key(u"tmp/a.jpg"_s) << u"closes nothing"_s;
    QTest::newRow("open {") << u"a/{id"_s << key(u"tmp/a.jpg"_s) << u"not closed"_s;
    QTest::newRow("unknown") << u"a/{nope}"_s << key(u"tmp/a.jpg"_s) << u"{nope}"_s;
    QTest::newRow("no id") << u"a/{id}"_s << key(u"tmp/a.jpg"_s) << u"enter the id"_s;
    QTest::newRow("no extension") << u"a/{ext}"_s << key(u"tmp/readme"_s) << u"no extension"_s;
    QTest::newRow("no folder") << u"a/{dir}"_s << key(u"tmp/a.jpg"_s) << u"no folder"_s;
    QTest::newRow("no key") << u"a/{name}"_s << key(QString()) << u"is empty"_s;
}

void TestParsing::keyTemplateErrors() {
    QFETCH(QString, pattern);
    QFETCH(KeyTemplateValues, values);
    QFETCH(QString, mentions);
    auto key = expandKeyTemplate(pattern, values);
    OUTBOX_VERIFY_FAILS_AS(key, ErrorKind::InvalidInput, mentions);
}

void TestParsing::tableNames_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("schema");
    QTest::addColumn<QString>("name");
    QTest::newRow("plain") << u"outbox"_s << true << QString() << u"outbox"_s;
    QTest::newRow("qualified") << u"vortos.object_store_outbox"_s << true << u"vortos"_s
                               << u"object_store_outbox"_s;
    QTest::newRow("injection") << u"outbox; DROP TABLE x"_s << false << QString() << QString();
    QTest::newRow("quote") << u"out\"box"_s << false << QString() << QString();
    QTest::newRow("three parts") << u"a.b.c"_s << false << QString() << QString();
    QTest::newRow("empty") << QString() << false << QString() << QString();
    QTest::newRow("leading digit") << u"1outbox"_s << false << QString() << QString();
    // Quoted: a name with a dot in it (DotNetCore.CAP's MySQL and SQLite tables).
    QTest::newRow("quoted dot") << u"\"cap.published\""_s << true << QString()
                                << u"cap.published"_s;
    QTest::newRow("backticks") << u"`cap.Published`"_s << true << QString() << u"cap.Published"_s;
    QTest::newRow("quoted in schema")
        << u"app.\"cap.received\""_s << true << u"app"_s << u"cap.received"_s;
    QTest::newRow("unclosed quote") << u"\"cap.published"_s << false << QString() << QString();
    QTest::newRow("text after quote") << u"\"cap\"x"_s << false << QString() << QString();
    QTest::newRow("quoted injection")
        << u"\"a; DROP TABLE x\""_s << false << QString() << QString();
    QTest::newRow("quoted leading digit")
        << u"\"2024_events\""_s << true << QString() << u"2024_events"_s;
    QTest::newRow("quoted three parts") << u"a.b.\"c.d\""_s << false << QString() << QString();
}

void TestParsing::tableNames() {
    QFETCH(QString, text);
    QFETCH(bool, valid);
    auto name = TableName::parse(text);
    QCOMPARE(name.ok(), valid);
    if (valid) {
        QTEST(name->schema, "schema");
        QTEST(name->name, "name");
        // What display() shows parses back to the same name.
        auto again = TableName::parse(name->display());
        QVERIFY2(again.ok(), qPrintable(name->display()));
        QCOMPARE(again->schema, name->schema);
        QCOMPARE(again->name, name->name);
    } else {
        QVERIFY(name.error().message.contains(u"Invalid table name"_s));
    }
}

void TestParsing::dates_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("utc");
    QTest::newRow("bare date is midnight UTC") << u"2026-06-01"_s << u"2026-06-01T00:00:00Z"_s;
    QTest::newRow("space form") << u"2026-06-01 13:14:15"_s << u"2026-06-01T13:14:15Z"_s;
    QTest::newRow("offset converted")
        << u"2026-06-01T00:00:00+02:00"_s << u"2026-05-31T22:00:00Z"_s;
    QTest::newRow("negative offset") << u"2026-06-01T23:30:00-05:00"_s << u"2026-06-02T04:30:00Z"_s;
    QTest::newRow("zulu") << u"2026-06-01T10:00:00Z"_s << u"2026-06-01T10:00:00Z"_s;
    QTest::newRow("fraction") << u"2026-06-01T10:00:00.250+00:00"_s
                              << u"2026-06-01T10:00:00.250Z"_s;
}

void TestParsing::dates() {
    QFETCH(QString, text);
    QFETCH(QString, utc);
    auto date = parseFilterDate(text);
    QVERIFY2(date.ok(), qPrintable(date.ok() ? QString() : date.error().message));
    QCOMPARE(date->timeSpec(), Qt::UTC);
    QCOMPARE(isoUtc(*date), utc);
}

void TestParsing::badDates_data() {
    QTest::addColumn<QString>("text");
    QTest::newRow("month 13") << u"2026-13-01"_s;
    QTest::newRow("feb 30") << u"2026-02-30"_s;
    QTest::newRow("words") << u"yesterday"_s;
    QTest::newRow("sql") << u"2026-06-01' OR '1'='1"_s;
    QTest::newRow("hour 25") << u"2026-06-01 25:00:00"_s;
    QTest::newRow("bad offset") << u"2026-06-01T00:00:00+25:00"_s;
    QTest::newRow("us style") << u"06/01/2026"_s;
    QTest::newRow("offset before year 1") << u"0001-01-01T00:00:00+01:00"_s;
    QTest::newRow("offset after year 9999") << u"9999-12-31T23:59:59-00:01"_s;
}

void TestParsing::badDates() {
    QFETCH(QString, text);
    auto date = parseFilterDate(text);
    QVERIFY(!date.ok());
    QCOMPARE(
        date.error().message,
        u"Invalid date format \"%1\". Use ISO 8601 (e.g. 2026-06-01T00:00:00+00:00)."_s.arg(text));
}

void TestParsing::ids_data() {
    QTest::addColumn<int>("storage");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected"); // empty: refused
    QTest::newRow("uuid canonical")
        << int(IdStorage::Uuid) << u"0193F1A2-7C10-7A4E-9D0B-3C1F2E4A5B60"_s
        << u"0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60"_s;
    // A text column is matched as stored: the id is kept as given (trimmed), whatever it is.
    QTest::newRow("text hex kept")
        << int(IdStorage::Text36) << u"0193f1a27c107a4e9d0b3c1f2e4a5b60"_s
        << u"0193f1a27c107a4e9d0b3c1f2e4a5b60"_s;
    QTest::newRow("text case kept")
        << int(IdStorage::Text36) << u" 0193F1A2-7C10-7A4E-9D0B-3C1F2E4A5B60 "_s
        << u"0193F1A2-7C10-7A4E-9D0B-3C1F2E4A5B60"_s;
    QTest::newRow("hex32 dashed kept")
        << int(IdStorage::Hex32) << u"2755661a-1815-4177-949f-fbea8653d3c5"_s
        << u"2755661a-1815-4177-949f-fbea8653d3c5"_s;
    QTest::newRow("text not a uuid") << int(IdStorage::Text36) << u"order-42"_s << u"order-42"_s;
    QTest::newRow("text control character")
        << int(IdStorage::Text36) << u"order\x1b]0;x\x07"_s << QString();
    QTest::newRow("text empty") << int(IdStorage::Hex32) << u"  "_s << QString();
    QTest::newRow("text too long") << int(IdStorage::Text36) << QString(256, u'a') << QString();
    QTest::newRow("not a uuid") << int(IdStorage::Uuid) << u"42"_s << QString();
    QTest::newRow("injection") << int(IdStorage::Uuid) << u"' OR 1=1 --"_s << QString();
}

void TestParsing::ids() {
    QFETCH(int, storage);
    QFETCH(QString, input);
    QFETCH(QString, expected);
    OutboxTable table;
    table.name = *TableName::parse(u"t"_s);
    table.idStorage = IdStorage(storage);
    auto id = normalizeRowId(table, input);
    QCOMPARE(id.ok(), !expected.isEmpty());
    if (id.ok())
        QCOMPARE(*id, expected);
    else
        QVERIFY(id.error().message.startsWith(u"Invalid id \""_s + input.left(80)));
}

void TestParsing::timestamps() {
    // The writers store microseconds ("2026-11-30 02:04:06.162436"): so does the console.
    const QDateTime at(QDate(2026, 11, 30), QTime(2, 4, 6, 162), Qt::UTC);
    QCOMPARE(formatUtcTimestamp(at, true), u"2026-11-30 02:04:06.162000"_s);
    QCOMPARE(formatUtcTimestamp(at), u"2026-11-30 02:04:06"_s);
    QCOMPARE(parseUtcTimestampText(formatUtcTimestamp(at, true)), at);
    QCOMPARE(SqlDialect(DatabaseKind::SQLite).timestampValue(at, TimestampStorage::SqliteText),
             QVariant(u"2026-11-30 02:04:06.162000"_s));
}

void TestParsing::writerSpellings() {
    OutboxTable table;
    table.name = *TableName::parse(u"t"_s);
    table.idStorage = IdStorage::Text36;
    QCOMPARE(writerSpelling(table, u"0193F1A2-7C10-7A4E-9D0B-3C1F2E4A5B60"_s),
             u"0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60"_s);
    QCOMPARE(writerSpelling(table, u"0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60"_s), QString());
    QCOMPARE(writerSpelling(table, u"order-42"_s), QString());
    table.idStorage = IdStorage::Hex32;
    QCOMPARE(writerSpelling(table, u"2755661a-1815-4177-949f-fbea8653d3c5"_s),
             u"2755661a18154177949ffbea8653d3c5"_s);
    table.idStorage = IdStorage::Uuid; // the database compares values: nothing to try
    QCOMPARE(writerSpelling(table, u"0193F1A2-7C10-7A4E-9D0B-3C1F2E4A5B60"_s), QString());
}

void TestParsing::likePatternEscapes() {
    QCOMPARE(SqlDialect::likePattern(u"50%_off!"_s), u"%50!%!_off!!%"_s);
}

void TestParsing::csvQuoting() {
    QCOMPARE(csvRecord({u"a"_s, u"b,c"_s, u"say \"hi\""_s, u"two\nlines"_s, QString()}),
             u"a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\",\r\n"_s);
}

void TestParsing::vocabularies() {
    QCOMPARE(StatusVocabulary::vortos().stateOf(u"done"_s), RowState::Sent);
    QCOMPARE(StatusVocabulary::fennFlowDocs().stateOf(u"pending"_s), RowState::InFlight);
    QCOMPARE(StatusVocabulary::fennFlowShipped().stateOf(u"pending"_s), RowState::Pending);
    QCOMPARE(StatusVocabulary::fennFlowDocs().stateOf(u"created"_s), RowState::Pending);
    // FennFlow 0.8.1 writes 'created' where 0.8.0 wrote 'pending': both ready in a table that
    // 0.8.0 wrote first; a retry writes back 0.8.0's.
    QCOMPARE(StatusVocabulary::fennFlowShipped().stateOf(u"created"_s), RowState::Pending);
    QCOMPARE(StatusVocabulary::fennFlowShipped().readyStatus(), u"pending"_s);
    QVERIFY(!parseRowState(u"stuck"_s).ok());
    QVERIFY(!TableResolver::parseVocabularyName(u"both"_s).ok());
    QVERIFY(!TableResolver::parseFormatName(u"kafka"_s).ok());
}

// Each format's description names columns the format's tables have, an id that parses back to
// it, and distinct words: a new format is listed here.
void TestParsing::formatDescriptionsAgreeWithTheirColumns_data() {
    QTest::addColumn<OutboxFormat>("format");
    for (OutboxFormat f : allFormats())
        QTest::newRow(qPrintable(formatDescription(f).id)) << f;
}

void TestParsing::formatDescriptionsAgreeWithTheirColumns() {
    QFETCH(OutboxFormat, format);
    const FormatDescription &d = formatDescription(format);
    QCOMPARE(d.format, format);
    QCOMPARE(QString::fromLatin1(QTest::currentDataTag()), d.id);
    auto parsed = TableResolver::parseFormatName(d.id);
    QVERIFY2(parsed.ok(), qPrintable(d.id));
    QCOMPARE(*parsed, std::optional<OutboxFormat>(format));
    QVERIFY(!d.title.isEmpty());
    // A table read through an adapter has the console's columns (the adapter's), whatever the
    // writer calls its own; it is never relayed by the console, and detects by its own columns
    // (a mapped table is never detected).
    const QStringList columns = d.adapt ? adaptedColumns() : TableResolver::requiredColumns(format);
    if (d.adapt) {
        QVERIFY(!d.changes.relay);
        QCOMPARE(d.relayWork, FormatDescription::RelayWork::WritersOwn);
        QCOMPARE(TableResolver::requiredColumns(format).isEmpty(), format == OutboxFormat::Mapped);
    }
    QVERIFY2(columns.contains(d.kindColumn), qPrintable(d.kindColumn));
    QVERIFY2(columns.contains(d.changedAtColumn), qPrintable(d.changedAtColumn));
    QVERIFY(!d.kindFilterName.isEmpty());
    QVERIFY(!d.retryWords.dead.isEmpty() && !d.retryWords.deadLettered.isEmpty() &&
            d.retryWords.entries.endsWith(u"entries"_s));
    OutboxTable table;
    table.format = format;
    QCOMPARE(&table.description(), &d);
    QCOMPARE(table.kindColumn(), d.kindColumn);
    QCOMPARE(formatName(format), d.id);
    // Only a format that keeps its delivery state in the console's table can miss it.
    QCOMPARE(table.missesDeliveryTable(), d.deliveryStateInConsoleTable);
    table.hasDeliveryState = true;
    QVERIFY(!table.missesDeliveryTable());
}

// The mapping of a mapped table as --map/--state-value and the profile give it: parsed, written
// back the same, and every bad entry refused naming it; the adapter it makes from a table's
// columns (Debezium's by default) and what it refuses.
void TestParsing::mappedTableOptions() {
    FormatOptions options;
    QVERIFY(parseFormatOptions(u"7"_s, {u"status=State"_s, u"KEY=aggregate_key"_s},
                               {u"pending=NEW,RETRY"_s, u"dead=FAILED"_s, u"pending=NEW"_s},
                               options)
                .ok());
    QCOMPARE(options.capFailedRetryCount, 7);
    QCOMPARE(options.roles.value(u"key"_s), u"aggregate_key"_s);
    QCOMPARE(options.stateValues.value(u"pending"_s), (QStringList{u"NEW"_s, u"RETRY"_s}));
    QCOMPARE(mappedRoleEntries(options), (QStringList{u"key=aggregate_key"_s, u"status=State"_s}));
    QCOMPARE(stateValueEntries(options), (QStringList{u"pending=NEW,RETRY"_s, u"dead=FAILED"_s}));

    const auto refused = [](const QString &retries, const QStringList &map,
                            const QStringList &values, const QString &named) {
        FormatOptions o;
        const Status s = parseFormatOptions(retries, map, values, o);
        return !s.ok() && s.error().message.contains(named);
    };
    QVERIFY(refused(u"0"_s, {}, {}, u"--cap-failed-retry-count"_s));
    QVERIFY(refused(u"x"_s, {}, {}, u"--cap-failed-retry-count"_s));
    QVERIFY(refused({}, {u"colour=c"_s}, {}, u"Unknown role \"colour\""_s));
    QVERIFY(refused({}, {u"status"_s}, {}, u"Invalid --map \"status\""_s));
    QVERIFY(refused({}, {}, {u"broken=X"_s}, u"Unknown state \"broken\""_s));
    QVERIFY(refused({}, {}, {u"dead="_s}, u"Invalid --state-value"_s));

    const SqlDialect d(DatabaseKind::PostgreSQL);
    const auto adapter = [&](const FormatOptions &o) {
        return mappedAdapter({DatabaseKind::PostgreSQL,
                              d,
                              *TableName::parse(u"app.outbox"_s),
                              {{u"id"_s, u"uuid"_s},
                               {u"aggregatetype"_s, u"text"_s},
                               {u"aggregateid"_s, u"text"_s},
                               {u"type"_s, u"text"_s},
                               {u"payload"_s, u"jsonb"_s},
                               {u"State"_s, u"text"_s},
                               {u"created"_s, u"timestamp with time zone"_s}},
                              o});
    };
    // Debezium's columns by default, no status: every row pending, read-only.
    auto plain = adapter({});
    QVERIFY2(plain.ok(), qPrintable(plain.ok() ? QString() : plain.error().message));
    QCOMPARE(plain->expression(u"aggregate_id"_s), u"\"aggregateid\"::text"_s);
    QCOMPARE(plain->expression(u"event_type"_s), u"\"type\"::text"_s);
    QCOMPARE(plain->vocabulary.pending, QStringList{u"present"_s});
    QVERIFY(plain->vocabulary.dead.isEmpty());
    QCOMPARE(plain->idStorage, IdStorage::Uuid);
    // A status column keeps its catalogue spelling (quoted: case-sensitive on PostgreSQL).
    FormatOptions mapped;
    QVERIFY(parseFormatOptions({}, {u"status=State"_s, u"created=created"_s},
                               {u"pending=NEW"_s, u"dead=FAILED"_s}, mapped)
                .ok());
    auto withStatus = adapter(mapped);
    QVERIFY(withStatus.ok());
    QCOMPARE(withStatus->expression(u"status"_s), u"\"State\"::text"_s);
    QCOMPARE(withStatus->vocabulary.dead, QStringList{u"FAILED"_s});
    QCOMPARE(withStatus->timestamps, TimestampStorage::WithZone);
    // What a mapping cannot be: each refused, naming the problem.
    FormatOptions missing;
    QVERIFY(parseFormatOptions({}, {u"error=last_failure"_s}, {}, missing).ok());
    auto noColumn = adapter(missing);
    OUTBOX_VERIFY_FAILS_SAYING(noColumn, u"no column \"last_failure\" (mapped to error)"_s);
    FormatOptions noValues;
    QVERIFY(parseFormatOptions({}, {u"status=State"_s}, {}, noValues).ok());
    QVERIFY(!adapter(noValues).ok());
    QVERIFY(adapter(noValues).error().message.contains(u"--state-value"_s));
    FormatOptions noPending;
    QVERIFY(parseFormatOptions({}, {u"status=State"_s}, {u"dead=FAILED"_s}, noPending).ok());
    QVERIFY(adapter(noPending).error().message.contains(u"pending"_s));
}

void TestParsing::filterRefusesEmptyRange() {
    OutboxTable table;
    table.name = *TableName::parse(u"t"_s);
    table.columns = TableResolver::requiredColumns(OutboxFormat::Vortos);
    RowFilter f;
    f.createdFrom = *parseFilterDate(u"2026-06-02"_s);
    f.createdTo = *parseFilterDate(u"2026-06-01"_s);
    auto c = filterCondition(table, SqlDialect(DatabaseKind::SQLite), f);
    QVERIFY(!c.ok());
    QVERIFY(c.error().message.contains(u"created range is empty"_s));
    RowFilter bad;
    bad.aggregateId = u"x"_s;
    QVERIFY(!filterCondition(table, SqlDialect(DatabaseKind::SQLite), bad).ok());
}

void TestParsing::retrySchedules() {
    // The English plural forms ("1 attempt", "5 attempts") come from the English translation,
    // which both programs load for English: the build puts it next to bin/ as in the install.
    QTranslator english;
    QVERIFY(english.load(QCoreApplication::applicationDirPath() +
                         u"/../share/outbox-console/translations/outbox-console_en.qm"_s));
    QCoreApplication::installTranslator(&english);
    const auto removeEnglish = qScopeGuard([&] { QCoreApplication::removeTranslator(&english); });
    const QDateTime now(QDate(2026, 6, 1), QTime(12, 0), Qt::UTC);
    OutboxRow row;
    row.state = RowState::Pending;
    row.attempts = 2;
    row.nextAttemptAt = now.addSecs(100);
    QCOMPARE(retrySchedule(row, 5, now),
             u"attempt 3 of 5, next in 1 min 40 s; dead after 3 more failures"_s);
    row.attempts = 4;
    row.nextAttemptAt = now.addSecs(-5);
    QCOMPARE(retrySchedule(row, 5, now), u"attempt 5 of 5, due now; dead after 1 more failure"_s);
    row.state = RowState::Dead;
    row.attempts = 5;
    QCOMPARE(retrySchedule(row, 5, now), u"dead after 5 attempts"_s);
    row.state = RowState::Sent;
    row.attempts = 1; // failed attempts: the one that delivered is not counted
    QCOMPARE(retrySchedule(row, 5, now), u"done at attempt 2, after 1 failure"_s);
    row.attempts = 0;
    QCOMPARE(retrySchedule(row, 5, now), u"done at the first attempt"_s);
}

void TestParsing::timestampTexts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("iso"); // empty: invalid
    QTest::newRow("seconds") << u"2026-06-01 09:05:10"_s << u"2026-06-01T09:05:10Z"_s;
    QTest::newRow("micros") << u"2026-11-30 02:04:06.171296"_s << u"2026-11-30T02:04:06.171Z"_s;
    QTest::newRow("one digit fraction")
        << u"2026-11-30 02:04:06.5"_s << u"2026-11-30T02:04:06.500Z"_s;
    QTest::newRow("T and zone") << u"2026-11-30T02:04:06+00"_s << u"2026-11-30T02:04:06Z"_s;
    QTest::newRow("date only") << u"2026-11-30"_s << u"2026-11-30T00:00:00Z"_s;
    QTest::newRow("bad month") << u"2026-13-30 00:00:00"_s << QString();
    QTest::newRow("bad hour") << u"2026-11-30 24:00:00"_s << QString();
    QTest::newRow("letters") << u"2026-aa-30 00:00:00"_s << QString();
    QTest::newRow("empty") << QString() << QString();
}

void TestParsing::timestampTexts() {
    QFETCH(QString, text);
    QFETCH(QString, iso);
    const QDateTime t = parseUtcTimestampText(text);
    QCOMPARE(t.isValid(), !iso.isEmpty());
    if (t.isValid())
        QCOMPARE(isoUtc(t), iso);
}

void TestParsing::errorSignatures_data() {
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("signature");
    QTest::newRow("key") << u"Object not found: tmp/imports/batch-9.csv"_s
                         << u"Object not found: <key>"_s;
    QTest::newRow("api names stay") << u"Error executing \"CopyObject\": NoSuchKey (404)"_s
                                    << u"Error executing \"CopyObject\": NoSuchKey (<n>)"_s;
    QTest::newRow("quoted values go")
        << u"Error executing \"PutObject\" on \"https://x.r2.dev/a b\"; timed out"_s
        << u"Error executing \"PutObject\" on \"<value>\"; timed out"_s;
    QTest::newRow("uuid") << u"row 0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60 failed"_s
                          << u"row <uuid> failed"_s;
    QTest::newRow("hex id") << u"InternalError (request id 3f9a0c1d2e3f4a5b)"_s
                            << u"InternalError (request id <hex>)"_s;
    QTest::newRow("names keep digits")
        << u"r2 object store error: 503 Slow Down"_s << u"r2 object store error: <n> Slow Down"_s;
    QTest::newRow("url") << u"cURL error 7: Failed to connect to https://minio:9000/bucket"_s
                         << u"cURL error <n>: Failed to connect to <url>"_s;
    QTest::newRow("url in parentheses")
        << u"the connection to 127.0.0.1:9 was refused (POST http://127.0.0.1:9/events)"_s
        << u"the connection to <n>:<n> was refused (POST <url>)"_s;
    QTest::newRow("url ends a sentence")
        << u"Timed out calling https://hooks.example/in."_s << u"Timed out calling <url>."_s;
    QTest::newRow("only first line") << u"Boom 12\n  at frame 1\n  at frame 2"_s << u"Boom <n>"_s;
    QTest::newRow("empty") << QString() << u"(no error recorded)"_s;
    QTest::newRow("blank") << u" \t "_s << u"(no error recorded)"_s;
    QTest::newRow("leading line break") << u"\nBoom 12\n  at frame 1"_s << u"Boom <n>"_s;
}

void TestParsing::errorSignatures() {
    QFETCH(QString, error);
    QFETCH(QString, signature);
    QCOMPARE(errorSignature(error), signature);
    QCOMPARE(signatureId(signature).size(), 8);
    QCOMPARE(errorSignature(u"Object not found: tmp/imports/batch-12.csv"_s),
             errorSignature(u"Object not found: tmp/imports/batch-9.csv"_s));
}

// The audit digest of a long id list is the SHA-256 of the ids sorted, one per line, whatever
// order they come in (ascending, descending, shuffled) and whatever they hold.
void TestParsing::auditIdsDigest() {
    const auto naive = [](QStringList ids) {
        ids.sort();
        return QString::fromLatin1(
            QCryptographicHash::hash(ids.join(u'\n').toUtf8(), QCryptographicHash::Sha256).toHex());
    };
    QStringList ids;
    for (int i = 0; i < 3000; ++i)
        ids.append(u"%1-7000-8000-%2"_s.arg(i, 8, 16, QLatin1Char('0')).arg(i * 7919 % 1000));
    const QString expected = naive(ids);
    QCOMPARE(AuditRecord::sortedIdsSha256(ids), expected); // ascending
    QStringList reversed(ids.crbegin(), ids.crend());
    QCOMPARE(AuditRecord::sortedIdsSha256(reversed), expected); // descending
    QStringList shuffled = ids;
    std::shuffle(shuffled.begin(), shuffled.end(), *QRandomGenerator::global());
    QCOMPARE(AuditRecord::sortedIdsSha256(shuffled), expected);
    shuffled.append(u"é-not-ascii"_s);
    QCOMPARE(AuditRecord::sortedIdsSha256(shuffled), naive(shuffled));
    AuditRecord record;
    record.setIds(shuffled);
    QCOMPARE(record.idsSha256, naive(shuffled));
    QCOMPARE(record.rowCount, shuffled.size());
    QVERIFY(record.ids.isEmpty());
}

QTEST_GUILESS_MAIN(TestParsing)
#include "tst_parsing.moc"
