// A keyring that is there but not unlocked (scripts/with-keyring --locked, under xvfb-run so the
// prompt really opens on a virtual display, where nobody answers it). A keychain call must give
// up within its time box with a clear message, later calls must fail at once instead of queueing
// behind the unanswered one, and the console carries on with session secrets.
#include "secretstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

class TestLockedKeychain : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QFAIL("No session bus: run this test through scripts/with-keyring --locked.");
        if (qEnvironmentVariableIsEmpty("DISPLAY"))
            QSKIP("The unlock prompt needs a display to wait on: run through xvfb-run.");
    }

    void givesUpWithinTheTimeBox() {
        SecretStore store(std::chrono::seconds(2));
        QElapsedTimer timer;
        timer.start();
        const QString secret = u"locked-secret-value"_s;
        const Status write = store.write(u"orders"_s, SecretKind::DatabasePassword, secret);
        const qint64 elapsed = timer.elapsed();
        QVERIFY(!write.ok());
        qInfo().noquote() << "after" << elapsed << "ms:" << write.error().message;
        // The probe (5 s at most) and the write (2 s) are both time-boxed.
        QVERIFY2(elapsed < 8000, "a locked keyring must never hang a call");
        QVERIFY(write.error().message.startsWith(u"No keychain is available ("_s));
        QVERIFY(write.error().message.contains(u"did not answer within"_s));
        QVERIFY(write.error().message.contains(u"unlock prompt"_s));
        QVERIFY(!write.error().message.contains(secret));
    }

    void laterCallsFailAtOnce() {
        QVERIFY(!SecretStore::available());
        QVERIFY(SecretStore::unavailableMessage().contains(u"did not answer"_s));
        SecretStore store;
        QElapsedTimer timer;
        timer.start();
        auto read = store.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY(!read.ok());
        QVERIFY(read.error().message.startsWith(u"No keychain is available"_s));
        QVERIFY2(timer.elapsed() < 500, "no second wait behind the unanswered prompt");
    }

    void sessionSecretsStillWork() {
        SessionSecretStore secrets;
        QVERIFY(!secrets.keychainAvailable());
        QVERIFY(secrets.unavailableReason().contains(u"did not answer"_s));
        secrets.keepForSession(u"orders"_s, SecretKind::DatabasePassword, u"typed"_s);
        QCOMPARE(secrets.read(u"orders"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"typed"_s);
    }
};

QTEST_GUILESS_MAIN(TestLockedKeychain)
#include "tst_lockedkeychain.moc"
