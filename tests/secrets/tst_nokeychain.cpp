// No keychain at all: the session bus address points nowhere, or there is none (ctest runs both;
// by hand: DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent). The console must say so quickly,
// with a clear message, and keep secrets for the session instead; nothing may hang.
#include "profilesecrets.h"
#include "secretstore.h"
#include "testdatabases.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestNoKeychain : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        // Either a bus address that leads nowhere, or none at all (a server over ssh).
        const QString bus = qEnvironmentVariable("DBUS_SESSION_BUS_ADDRESS");
        if (!bus.isEmpty() && !bus.contains(u"nonexistent"_s))
            QFAIL("Run with DBUS_SESSION_BUS_ADDRESS unset or pointing to /nonexistent (ctest "
                  "runs both).");
        // No X11 either: D-Bus autolaunch would otherwise try to start a bus.
        qunsetenv("DISPLAY");
    }

    void unavailableWithinTheTimeBox() {
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!SecretStore::available());
        QVERIFY2(timer.elapsed() < 6000, "the probe must give up within its 5 s time box");
        const QString reason = SecretStore::unavailableMessage();
        QVERIFY(!reason.isEmpty());
        qInfo().noquote() << "reason given:" << reason;

        // Cached: asking again costs nothing.
        timer.restart();
        QVERIFY(!SecretStore::available());
        QVERIFY(timer.elapsed() < 100);
    }

    void clearErrors() {
        SecretStore store;
        QVERIFY(!store.isAvailable());
        QElapsedTimer timer;
        timer.start();
        auto read = store.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY(!read.ok());
        QVERIFY2(read.error().message.startsWith(u"No keychain is available ("_s),
                 qPrintable(read.error().message));
        QVERIFY(read.error().message.endsWith(u"): the secret is used for this session only."_s));
        QVERIFY(read.error().message.contains(SecretStore::unavailableMessage()));

        const QString secret = u"never-in-a-message-42"_s;
        const Status write = store.write(u"orders"_s, SecretKind::DatabasePassword, secret);
        QVERIFY(!write.ok());
        QVERIFY(write.error().message.startsWith(u"No keychain is available"_s));
        QVERIFY(!write.error().message.contains(secret));
        QVERIFY(!store.remove(u"orders"_s, SecretKind::DatabasePassword).ok());
        QVERIFY(timer.elapsed() < 1000);
    }

    void sessionFallback() {
        SessionSecretStore secrets; // the OS keychain underneath, which is missing
        QVERIFY(!secrets.keychainAvailable());
        QVERIFY(secrets.isAvailable());
        QVERIFY(!secrets.unavailableReason().isEmpty());

        // Writing to the keychain fails with the message the console shows ...
        const Status write = secrets.write(u"orders"_s, SecretKind::DatabasePassword, u"pw-1"_s);
        QVERIFY(!write.ok());
        QVERIFY(write.error().message.contains(u"for this session only"_s));
        // ... and the user's choice, "for this session only", works.
        secrets.keepForSession(u"orders"_s, SecretKind::DatabasePassword, u"pw-1"_s);
        QVERIFY(secrets.hasSessionSecret(u"orders"_s, SecretKind::DatabasePassword));
        auto read = secrets.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY(read.ok());
        QCOMPARE(read->value_or(QString()), u"pw-1"_s);
        // Nothing for other profiles or kinds, and no error: there is simply no entry.
        auto other = secrets.read(u"billing"_s, SecretKind::DatabasePassword);
        QVERIFY(other.ok());
        QVERIFY(!other->has_value());

        QVERIFY(secrets.copyAll(u"orders"_s, u"orders copy"_s).ok());
        QCOMPARE(secrets.read(u"orders copy"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"pw-1"_s);
        QVERIFY(secrets.remove(u"orders"_s, SecretKind::DatabasePassword).ok());
        QVERIFY(!secrets.hasSessionSecret(u"orders"_s, SecretKind::DatabasePassword));
        secrets.forgetSession(u"orders copy"_s);
        QVERIFY(!secrets.hasSessionSecret(u"orders copy"_s, SecretKind::DatabasePassword));
    }

    // outboxctl on a server without a keychain: the environment and the URL still work.
    void passwordFallsThroughToTheEnvironment() {
        SecretStore keychain;
        const ConnectionTarget target =
            test::profileTarget(u"orders"_s, u"postgresql://outbox@db.example/orders"_s);

        qputenv("OUTBOX_DATABASE_PASSWORD", "from-env");
        SecretSource source = SecretSource::None;
        auto password = databasePasswordFor(target, keychain, &source);
        qunsetenv("OUTBOX_DATABASE_PASSWORD");
        QVERIFY2(password.ok(), password.ok() ? "" : qPrintable(password.error().message));
        QCOMPARE(*password, u"from-env"_s);
        QCOMPARE(source, SecretSource::Environment);

        auto none = databasePasswordFor(target, keychain, &source);
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty());
        QCOMPARE(source, SecretSource::None);
    }
};

QTEST_GUILESS_MAIN(TestNoKeychain)
#include "tst_nokeychain.moc"
