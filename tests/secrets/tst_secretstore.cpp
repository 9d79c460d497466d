// The real keychain: gnome-keyring, unlocked inside a private D-Bus session by
// scripts/with-keyring (ctest runs this test through it). Each run gets a throwaway keyring, so
// nothing here touches the user's own.
#include "profilesecrets.h"
#include "secretstore.h"
#include "testdatabases.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusInterface>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QDBusReply>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QMutex>
#include <QThread>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// Every message the process logs while a test runs, to prove no secret is ever among them.
QMutex s_logMutex;
QStringList s_log;
QtMessageHandler s_previousHandler = nullptr;

void captureMessages(QtMsgType type, const QMessageLogContext &context, const QString &message) {
    {
        QMutexLocker lock(&s_logMutex);
        s_log << message;
    }
    if (s_previousHandler)
        s_previousHandler(type, context, message);
}

// The Secret Service items (gnome-keyring's own D-Bus API) whose attributes QtKeychain sets: the
// key as "user", the service as "server". Proves the secret is in the keyring itself.
// (QtKeychain itself is not called here: every job of the process must run on SecretStore's
// keychain thread, see secretstore.h.)
using Attributes = QMap<QString, QString>;
QList<QDBusObjectPath> secretServiceItems(const Attributes &attributes) {
    QDBusInterface service(u"org.freedesktop.secrets"_s, u"/org/freedesktop/secrets"_s,
                           u"org.freedesktop.Secret.Service"_s, QDBusConnection::sessionBus());
    QDBusMessage reply = service.call(u"SearchItems"_s, QVariant::fromValue(attributes));
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().size() != 2)
        return {};
    QList<QDBusObjectPath> items;
    for (const QVariant &list : reply.arguments()) // unlocked, then locked
        items += qdbus_cast<QList<QDBusObjectPath>>(list);
    return items;
}

// Whether any file under dir holds text in plain: what a "plaintext fallback" would leave.
bool anyFileContains(const QString &dir, const QString &text) {
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.open(QIODevice::ReadOnly) && f.readAll().contains(text.toUtf8()))
            return true;
    }
    return false;
}

} // namespace

class TestSecretStore : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() {
        if (qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"))
            QFAIL("No session bus: run this test through scripts/with-keyring.");
        qDBusRegisterMetaType<Attributes>();
        // Debug output on, so that "never logs a secret" covers the chattiest level.
        QLoggingCategory::setFilterRules(u"outbox.secrets.debug=true"_s);
        s_previousHandler = qInstallMessageHandler(captureMessages);
        QElapsedTimer timer;
        timer.start();
        QVERIFY2(SecretStore::available(), qPrintable(SecretStore::unavailableMessage()));
        QVERIFY2(timer.elapsed() < 5000, "the probe of an unlocked keyring should be quick");
        QVERIFY(SecretStore::unavailableMessage().isEmpty());
    }

    void cleanupTestCase() {
        qInstallMessageHandler(s_previousHandler);
        QMutexLocker lock(&s_logMutex);
        for (const QString &secret : {u"s3cr3t-first"_s, u"s3cr3t-second"_s, u"pässwörd ✓ 🔑"_s,
                                      u"alpha-secret"_s, u"beta-secret"_s, u"thread-secret"_s}) {
            for (const QString &line : std::as_const(s_log))
                QVERIFY2(!line.contains(secret), qPrintable(u"a secret was logged: "_s + line));
        }
    }

    void roundTrip() {
        SecretStore store;
        QVERIFY(store.isPersistent());
        QVERIFY(store.remove(u"orders"_s, SecretKind::DatabasePassword).ok()); // no entry: fine

        auto none = store.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY2(none.ok(), none.ok() ? "" : qPrintable(none.error().message));
        QVERIFY(!none->has_value());

        {
            Status w = store.write(u"orders"_s, SecretKind::DatabasePassword, u"s3cr3t-first"_s);
            QVERIFY2(w.ok(), w.ok() ? "" : qPrintable(w.error().message));
        }
        auto first = store.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY(first.ok());
        QCOMPARE(first->value_or(QString()), u"s3cr3t-first"_s);

        // Overwrite replaces, it does not add a second entry.
        QVERIFY(store.write(u"orders"_s, SecretKind::DatabasePassword, u"s3cr3t-second"_s).ok());
        auto second = store.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY(second.ok());
        QCOMPARE(second->value_or(QString()), u"s3cr3t-second"_s);

        QVERIFY(store.remove(u"orders"_s, SecretKind::DatabasePassword).ok());
        auto gone = store.read(u"orders"_s, SecretKind::DatabasePassword);
        QVERIFY(gone.ok());
        QVERIFY(!gone->has_value());
        QVERIFY(store.remove(u"orders"_s, SecretKind::DatabasePassword).ok()); // twice: fine
    }

    void keyIsNamespaced() {
        SecretStore store;
        QVERIFY(store.write(u"billing"_s, SecretKind::WebhookSecret, u"alpha-secret"_s).ok());
        const QString key = u"outbox-console/billing/webhook-secret"_s;
        QCOMPARE(secretKey(u"billing"_s, SecretKind::WebhookSecret), key);
        // In gnome-keyring itself, as one item under service "outbox-console" and the namespaced
        // key, and nowhere else ...
        QCOMPARE(secretServiceItems({{u"server"_s, u"outbox-console"_s}, {u"user"_s, key}}).size(),
                 1);
        QCOMPARE(secretServiceItems({{u"server"_s, u"outbox-console"_s}}).size(), 1);
        QCOMPARE(secretServiceItems({{u"user"_s, u"billing"_s}}).size(), 0);
        // ... and in no file in plain: there is no insecure fallback.
        QVERIFY2(QDir::homePath().contains(u"outbox-keyring"_s),
                 "HOME should be with-keyring's throwaway folder");
        QVERIFY(!anyFileContains(QDir::homePath(), u"alpha-secret"_s));
        QVERIFY(store.remove(u"billing"_s, SecretKind::WebhookSecret).ok());
        QCOMPARE(secretServiceItems({{u"user"_s, key}}).size(), 0);
    }

    void profilesAndKindsAreSeparate() {
        SecretStore store;
        QVERIFY(store.write(u"alpha"_s, SecretKind::DatabasePassword, u"alpha-secret"_s).ok());
        QVERIFY(store.write(u"beta"_s, SecretKind::DatabasePassword, u"beta-secret"_s).ok());
        QCOMPARE(store.read(u"alpha"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"alpha-secret"_s);
        QCOMPARE(store.read(u"beta"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"beta-secret"_s);
        // Another kind of the same profile, and a profile whose name extends another's.
        QVERIFY(!store.read(u"alpha"_s, SecretKind::ObjectStoreSecretKey)->has_value());
        QVERIFY(!store.read(u"alpha"_s, SecretKind::WebhookSecret)->has_value());
        QVERIFY(!store.read(u"alph"_s, SecretKind::DatabasePassword)->has_value());
        QVERIFY(!store.read(u"alpha2"_s, SecretKind::DatabasePassword)->has_value());

        QVERIFY(store.remove(u"alpha"_s, SecretKind::DatabasePassword).ok());
        QVERIFY(!store.read(u"alpha"_s, SecretKind::DatabasePassword)->has_value());
        QCOMPARE(store.read(u"beta"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"beta-secret"_s);
        QVERIFY(store.removeAll(u"beta"_s).ok());
        QVERIFY(!store.read(u"beta"_s, SecretKind::DatabasePassword)->has_value());
    }

    void unicodeAndEmpty() {
        SecretStore store;
        const QString secret = u"pässwörd ✓ 🔑"_s;
        QVERIFY(store.write(u"Prod EU 1"_s, SecretKind::ObjectStoreSecretKey, secret).ok());
        QCOMPARE(store.read(u"Prod EU 1"_s, SecretKind::ObjectStoreSecretKey)->value_or(QString()),
                 secret);
        // Writing nothing removes the entry: "no password" is no entry.
        QVERIFY(store.write(u"Prod EU 1"_s, SecretKind::ObjectStoreSecretKey, QString()).ok());
        QVERIFY(!store.read(u"Prod EU 1"_s, SecretKind::ObjectStoreSecretKey)->has_value());
    }

    void copyAllForDuplicates() {
        SecretStore store;
        QVERIFY(store.write(u"src"_s, SecretKind::DatabasePassword, u"alpha-secret"_s).ok());
        QVERIFY(store.write(u"src"_s, SecretKind::WebhookSecret, u"beta-secret"_s).ok());
        QVERIFY(store.copyAll(u"src"_s, u"src copy"_s).ok());
        QCOMPARE(store.read(u"src copy"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"alpha-secret"_s);
        QCOMPARE(store.read(u"src copy"_s, SecretKind::WebhookSecret)->value_or(QString()),
                 u"beta-secret"_s);
        QVERIFY(!store.read(u"src copy"_s, SecretKind::ObjectStoreSecretKey)->has_value());
        QVERIFY(store.removeAll(u"src"_s).ok());
        QVERIFY(store.removeAll(u"src copy"_s).ok());
    }

    // The relay and the test-connection worker read secrets off the GUI thread.
    void fromAWorkerThread() {
        SecretStore store;
        QVERIFY(store.write(u"worker"_s, SecretKind::DatabasePassword, u"thread-secret"_s).ok());
        QString seen;
        QString error;
        std::unique_ptr<QThread> thread(QThread::create([&] {
            SecretStore inThread;
            auto read = inThread.read(u"worker"_s, SecretKind::DatabasePassword);
            if (read)
                seen = read->value_or(u"<none>"_s);
            else
                error = read.error().message;
        }));
        thread->start();
        QVERIFY(thread->wait(10000));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(seen, u"thread-secret"_s);
        QVERIFY(store.remove(u"worker"_s, SecretKind::DatabasePassword).ok());
    }

    void sessionStoreOverTheKeychain() {
        SessionSecretStore secrets; // the OS keychain underneath
        QVERIFY(secrets.keychainAvailable());
        QVERIFY(secrets.unavailableReason().isEmpty());
        QVERIFY(secrets.write(u"mixed"_s, SecretKind::DatabasePassword, u"alpha-secret"_s).ok());
        // A secret given for this session wins over the keychain's, and is never written there.
        secrets.keepForSession(u"mixed"_s, SecretKind::DatabasePassword, u"beta-secret"_s);
        QCOMPARE(secrets.read(u"mixed"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"beta-secret"_s);
        QCOMPARE(
            secrets.keychain().read(u"mixed"_s, SecretKind::DatabasePassword)->value_or(QString()),
            u"alpha-secret"_s);
        QVERIFY(secrets.remove(u"mixed"_s, SecretKind::DatabasePassword).ok());
        QVERIFY(!secrets.read(u"mixed"_s, SecretKind::DatabasePassword)->has_value());
    }

    void passwordPrecedenceWithTheRealKeychain() {
        SecretStore store;
        QVERIFY(store.write(u"pg"_s, SecretKind::DatabasePassword, u"alpha-secret"_s).ok());
        test::ScopedEnvironment env("OUTBOX_DATABASE_PASSWORD", "beta-secret");
        const ConnectionTarget target =
            test::profileTarget(u"pg"_s, u"postgresql://outbox@db.example:5432/orders"_s);
        SecretSource source = SecretSource::None;
        auto password = databasePasswordFor(target, store, &source);
        QVERIFY(password.ok());
        QCOMPARE(*password, u"alpha-secret"_s);
        QCOMPARE(source, SecretSource::Keychain);
        QVERIFY(store.remove(u"pg"_s, SecretKind::DatabasePassword).ok());
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
