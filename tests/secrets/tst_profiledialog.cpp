// The connection manager, driven offscreen like a user would: fields typed, buttons pressed,
// message boxes answered. Secrets go to an in-memory fake keychain (one test uses the real one:
// ctest runs this inside scripts/with-keyring). The profile file is read back byte by byte to
// prove that no secret ever lands in it.
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "scopedenvironment.h"
#include "secretstore.h"
#include "testdatabases.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/connections/profiledialog.h"

#include "connection/connectionurl.h"
#include "profilesecrets.h"
#include "refusingkeychain.h"
#include "target/connectiontarget.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::screenshotPath;

namespace {

// Runs act on the next modal Dialog once it is up, as a user would (looked for every 10 ms, given
// up after 500 looks).
template <typename Dialog, typename Act> void actOnNextModal(Act act) {
    auto *timer = new QTimer;
    timer->setInterval(10);
    auto tries = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, act, tries] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (dialog || ++*tries > 500) {
            timer->stop();
            timer->deleteLater();
        }
        if (dialog)
            act(dialog);
    });
    timer->start();
}

// Answers the next modal message box with `button`, as a user would.
void answerNextMessageBox(QMessageBox::StandardButton button) {
    actOnNextModal<QMessageBox>([button](QMessageBox *box) { box->button(button)->click(); });
}

// The offscreen platform says this for every dialog shown; it says nothing about the dialog.
QtMessageHandler s_testHandler = nullptr;
void quietOffscreen(QtMsgType type, const QMessageLogContext &context, const QString &message) {
    if (message == u"This plugin does not support propagateSizeHints()"_s)
        return;
    s_testHandler(type, context, message);
}

QByteArray fileBytes(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A fake keychain, available or not, under the session store the console uses.
std::unique_ptr<SessionSecretStore> fakeSecrets(const QString &unavailableReason = {}) {
    auto keychain = std::make_unique<MemorySecretStore>();
    keychain->setUnavailable(unavailableReason);
    return std::make_unique<SessionSecretStore>(std::move(keychain));
}

MemorySecretStore &fakeKeychain(SessionSecretStore &secrets) {
    return static_cast<MemorySecretStore &>(secrets.keychain());
}

} // namespace

class TestProfileDialog : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    int m_files = 0;

    // A fresh profile file for each test.
    ProfileStore freshStore() {
        return ProfileStore(m_dir.path() + u"/profiles-%1.ini"_s.arg(++m_files));
    }

    template <typename T> static T *find(ProfileDialog &dialog, const QString &name) {
        T *widget = dialog.findChild<T *>(name);
        if (!widget)
            qWarning("no %s named %s", T::staticMetaObject.className(), qPrintable(name));
        return widget;
    }

    static void type(QLineEdit *edit, const QString &text) {
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }

    // A file of the test's own for the TLS fields (their content is not read by the editor).
    QString tlsFile(const QString &name) {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write("-----BEGIN CERTIFICATE-----\n") < 0)
            qWarning("cannot write %s", qPrintable(path));
        return path;
    }

    // The dialog shown and on screen (false when it never was), with profile selected when one is
    // named (false when it cannot be).
    static bool shown(ProfileDialog &dialog, const QString &profile = {}) {
        dialog.show();
        if (!QTest::qWaitForWindowExposed(&dialog))
            return false;
        return profile.isEmpty() || dialog.selectProfile(profile);
    }

    // A profile named "orders" on a PostgreSQL database, nothing else set.
    static Profile ordersProfile() {
        Profile orders;
        orders.name = u"orders"_s;
        orders.databaseUrl = u"postgresql://ops@db.example/orders"_s;
        return orders;
    }

    // A new profile in the dialog at 1024 × 700, its name and URL typed; the URL field, or null
    // when the window did not show.
    static QLineEdit *startNewProfile(ProfileDialog &dialog, const QString &name,
                                      const QString &databaseUrl) {
        dialog.resize(1024, 700);
        if (!shown(dialog))
            return nullptr;
        dialog.newProfile();
        type(find<QLineEdit>(dialog, u"nameEdit"_s), name);
        auto *url = find<QLineEdit>(dialog, u"urlEdit"_s);
        type(url, databaseUrl);
        return url;
    }

    // The TLS tab, in front.
    static QWidget *showTlsTab(ProfileDialog &dialog) {
        auto *tabs = find<QTabWidget>(dialog, u"editorTabs"_s);
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i)->findChild<QLineEdit *>(u"sslRootCertEdit"_s)) {
                tabs->setCurrentIndex(i);
                return tabs->widget(i);
            }
        }
        qWarning("no TLS tab");
        return nullptr;
    }

    static void showAccessTab(ProfileDialog &dialog) {
        auto *tabs = find<QTabWidget>(dialog, u"editorTabs"_s);
        tabs->setCurrentWidget(find<QComboBox>(dialog, u"authCombo"_s)->parentWidget());
    }

    // Chooses `file` in the next file dialog, as a user would, and accepts it.
    static void chooseInNextFileDialog(const QString &file) {
        actOnNextModal<QFileDialog>([file](QFileDialog *box) {
            box->selectFile(file);
            static_cast<QDialog *>(box)->accept(); // QFileDialog::accept(): checks the file
        });
    }

    static void choose(QComboBox *combo, const QString &data) {
        const int index = combo->findData(data);
        QVERIFY2(index >= 0, qPrintable(data));
        combo->setCurrentIndex(index);
    }

private Q_SLOTS:
    void initTestCase() {
        s_testHandler = qInstallMessageHandler(quietOffscreen);
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        DemoOptions options;
        options.directory = m_dir.path() + u"/demo"_s;
        options.vortosRows = 300;
        options.fennFlowRows = 300;
        auto ws = DemoWorkspace::create(options, true);
        QVERIFY2(ws.ok(), ws.ok() ? "" : qPrintable(ws.error().message));
        m_ws = *ws;
    }

    void controlsAreNamedAndAccessible() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog));
        int checked = 0;
        for (QWidget *w : dialog.findChildren<QWidget *>()) {
            const bool control = qobject_cast<QLineEdit *>(w) || qobject_cast<QComboBox *>(w) ||
                                 qobject_cast<QAbstractButton *>(w) ||
                                 qobject_cast<QSpinBox *>(w) || qobject_cast<QListWidget *>(w) ||
                                 qobject_cast<QTabWidget *>(w);
            // Parts Qt builds inside its own widgets (a spin box's line edit, a tab bar's scroll
            // buttons, a message box's buttons) are named by their owner.
            QWidget *parent = w->parentWidget();
            const bool internal = qobject_cast<QSpinBox *>(parent) ||
                                  qobject_cast<QTabBar *>(parent) ||
                                  qobject_cast<QComboBox *>(parent) ||
                                  (parent && parent->objectName() == u"messageBar"_s) ||
                                  (parent && parent->objectName() == u"keychainNote"_s);
            if (!control || internal)
                continue;
            ++checked;
            QVERIFY2(!w->objectName().isEmpty(),
                     qPrintable(u"unnamed "_s + QString::fromLatin1(w->metaObject()->className())));
            QVERIFY2(!w->accessibleName().isEmpty(),
                     qPrintable(u"no accessible name: "_s + w->objectName()));
        }
        QVERIFY(checked >= 40);
    }

    // The acceptance case: a profile saved through the dialog keeps its password in the
    // keychain and nowhere in the settings file.
    void passwordGoesToTheKeychainNotTheFile() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog));

        QTest::mouseClick(find<QPushButton>(dialog, u"newButton"_s), Qt::LeftButton);
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"orders-staging"_s);
        choose(find<QComboBox>(dialog, u"environmentCombo"_s), u"staging"_s);
        choose(find<QComboBox>(dialog, u"kindCombo"_s), u"postgresql"_s);
        type(find<QLineEdit>(dialog, u"hostEdit"_s), u"db.staging.example"_s);
        find<QSpinBox>(dialog, u"portSpin"_s)->setValue(6432);
        type(find<QLineEdit>(dialog, u"databaseEdit"_s), u"orders"_s);
        type(find<QLineEdit>(dialog, u"userEdit"_s), u"outbox_ops"_s);
        choose(find<QComboBox>(dialog, u"sslModeCombo"_s), u"verify-full"_s);
        type(find<QLineEdit>(dialog, u"passwordEdit"_s), u"Pg-Pa55word-XYZ"_s);
        type(find<QLineEdit>(dialog, u"tableEdit"_s), u"vortos.object_store_outbox"_s);
        choose(find<QComboBox>(dialog, u"formatCombo"_s), u"vortos"_s);
        choose(find<QComboBox>(dialog, u"objectStoreCombo"_s), u"s3"_s);
        type(find<QLineEdit>(dialog, u"s3EndpointEdit"_s), u"http://127.0.0.1:9000"_s);
        type(find<QLineEdit>(dialog, u"s3BucketEdit"_s), u"uploads"_s);
        type(find<QLineEdit>(dialog, u"s3AccessKeyIdEdit"_s), u"AKIAEXAMPLE"_s);
        type(find<QLineEdit>(dialog, u"s3SecretKeyEdit"_s), u"S3-Secret-Key-XYZ"_s);
        find<QCheckBox>(dialog, u"s3PathStyleCheck"_s)->setChecked(true);
        choose(find<QComboBox>(dialog, u"sinkCombo"_s), u"webhook"_s);
        type(find<QLineEdit>(dialog, u"webhookUrlEdit"_s), u"https://hooks.example/outbox"_s);
        type(find<QLineEdit>(dialog, u"webhookSecretEdit"_s), u"Hook-Secret-XYZ"_s);

        QCOMPARE(find<QLineEdit>(dialog, u"urlEdit"_s)->text(),
                 u"postgresql://outbox_ops@db.staging.example:6432/orders?sslmode=verify-full"_s);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        auto *save = find<QPushButton>(dialog, u"saveButton"_s);
        QVERIFY(save->isEnabled());
        QSignalSpy changed(&dialog, &ProfileDialog::profilesChanged);
        QTest::mouseClick(save, Qt::LeftButton);
        QCOMPARE(changed.count(), 1);
        QVERIFY(!dialog.isModified());
        QCOMPARE(dialog.editedProfileName(), u"orders-staging"_s);

        // The profile is there, with everything but the secrets ...
        const auto saved = store.find(u"orders-staging"_s);
        QVERIFY(saved);
        QCOMPARE(saved->databaseUrl,
                 u"postgresql://outbox_ops@db.staging.example:6432/orders?sslmode=verify-full"_s);
        QCOMPARE(saved->environment, u"staging"_s);
        QCOMPARE(saved->table, u"vortos.object_store_outbox"_s);
        QCOMPARE(saved->format, u"vortos"_s);
        QCOMPARE(saved->objectStore, u"s3://uploads?endpoint=http%3A%2F%2F127.0.0.1%3A9000"
                                     "&access_key_id=AKIAEXAMPLE&path_style=true"_s);
        QCOMPARE(saved->sink, u"webhook:https://hooks.example/outbox"_s);
        // ... the secrets are in the keychain under the profile's name ...
        MemorySecretStore &keychain = fakeKeychain(*secrets);
        QCOMPARE(
            keychain.read(u"orders-staging"_s, SecretKind::DatabasePassword)->value_or(QString()),
            u"Pg-Pa55word-XYZ"_s);
        QCOMPARE(keychain.read(u"orders-staging"_s, SecretKind::ObjectStoreSecretKey)
                     ->value_or(QString()),
                 u"S3-Secret-Key-XYZ"_s);
        QCOMPARE(keychain.read(u"orders-staging"_s, SecretKind::WebhookSecret)->value_or(QString()),
                 u"Hook-Secret-XYZ"_s);
        // ... and not one of them is in the settings file.
        const QByteArray ini = fileBytes(store.settingsFile());
        QVERIFY(ini.contains("orders-staging"));
        for (const char *secret : {"Pg-Pa55word-XYZ", "S3-Secret-Key-XYZ", "Hook-Secret-XYZ"})
            QVERIFY2(!ini.contains(secret), secret);
        // The fields are emptied once stored, and say so (once the keychain has answered).
        QVERIFY(find<QLineEdit>(dialog, u"passwordEdit"_s)->text().isEmpty());
        QTRY_VERIFY(find<QLineEdit>(dialog, u"passwordEdit"_s)
                        ->placeholderText()
                        .startsWith(u"Stored in the system keychain"_s));
        QVERIFY(find<MessageBar>(dialog, u"messageBar"_s)->text().contains(u"keychain"_s));

        // Reopened, the S3 fields come back from the profile.
        ProfileDialog again(store, *secrets);
        QVERIFY(again.selectProfile(u"orders-staging"_s));
        QCOMPARE(find<QLineEdit>(again, u"s3BucketEdit"_s)->text(), u"uploads"_s);
        QCOMPARE(find<QLineEdit>(again, u"s3EndpointEdit"_s)->text(), u"http://127.0.0.1:9000"_s);
        QVERIFY(find<QCheckBox>(again, u"s3PathStyleCheck"_s)->isChecked());
        QCOMPARE(find<QComboBox>(again, u"sslModeCombo"_s)->currentData().toString(),
                 u"verify-full"_s);
        QCOMPARE(find<QSpinBox>(again, u"portSpin"_s)->value(), 6432);
        QVERIFY(!again.isModified());
    }

    // A secret field says "Stored in the system keychain" only when a secret is
    // stored there, as the keychain (read off the GUI thread) says; a new profile's fields and a
    // profile without that secret said so too.
    void secretFieldsSayWhatIsStored() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        Profile orders = ordersProfile();
        orders.sink = u"webhook:https://hooks.example/outbox"_s;
        QVERIFY(store.save(orders).ok());
        QVERIFY(fakeKeychain(*secrets)
                    .write(u"orders"_s, SecretKind::DatabasePassword, u"pw-orders"_s)
                    .ok());
        secrets->keepForSession(u"orders"_s, SecretKind::SinkPassword, u"session-only"_s);
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog));
        const QStringList edits{u"passwordEdit"_s, u"s3SecretKeyEdit"_s, u"webhookSecretEdit"_s,
                                u"sinkPasswordEdit"_s};
        const auto placeholder = [&](const QString &name) {
            return find<QLineEdit>(dialog, name)->placeholderText();
        };

        QVERIFY(dialog.selectProfile(u"orders"_s));
        QTRY_VERIFY2(placeholder(u"passwordEdit"_s).startsWith(u"Stored in the system keychain"_s),
                     qPrintable(placeholder(u"passwordEdit"_s)));
        for (const QString &name : {u"s3SecretKeyEdit"_s, u"webhookSecretEdit"_s})
            QVERIFY2(!placeholder(name).contains(u"Stored"_s) &&
                         placeholder(name).startsWith(u"None stored"_s),
                     qPrintable(name + u": "_s + placeholder(name)));
        QVERIFY2(placeholder(u"sinkPasswordEdit"_s).startsWith(u"Kept for this session"_s),
                 qPrintable(placeholder(u"sinkPasswordEdit"_s)));
        QVERIFY(!dialog.isModified());

        // A new profile has nothing stored: its fields say where a secret will go.
        dialog.newProfile();
        for (const QString &name : edits)
            QVERIFY2(!placeholder(name).contains(u"Stored"_s) &&
                         placeholder(name).contains(u"keychain"_s),
                     qPrintable(name + u": "_s + placeholder(name)));
        // Still so once the read for the profile shown before would have come back.
        QTest::qWait(200);
        QVERIFY2(!placeholder(u"passwordEdit"_s).contains(u"Stored"_s),
                 qPrintable(placeholder(u"passwordEdit"_s)));
    }

    // Every combo box is named by its label (without the &), and has its label as the
    // labelled-by relation, which is how screen readers on Linux learn it (Qt 6.4 reports a combo
    // box's current text as its name there). They were named otherwise ("Database kind" under
    // "Database:"), and the environment's label belonged to the row around it.
    void comboBoxesAreNamedByTheirLabels() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog));
        const QList<QLabel *> labels = dialog.findChildren<QLabel *>();
        int checked = 0;
        for (QComboBox *combo : dialog.findChildren<QComboBox *>()) {
            QLabel *label = nullptr;
            for (QLabel *l : labels)
                if (l->buddy() == combo)
                    label = l;
            QVERIFY2(label, qPrintable(u"no label: "_s + combo->objectName()));
            QCOMPARE(combo->accessibleName(), QString(label->text()).remove(u'&'));
            QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(combo);
            QVERIFY(iface);
            bool labelled = false;
            for (const auto &[other, relation] : iface->relations(QAccessible::Label))
                labelled = labelled || other->object() == label;
            QVERIFY2(labelled, qPrintable(u"not labelled by its label: "_s + combo->objectName()));
            ++checked;
        }
        QCOMPARE(checked, 13);
    }

    void urlAndFieldsStayInStep() {
        auto secrets = fakeSecrets();
        ProfileDialog dialog(freshStore(), *secrets);
        dialog.show();
        dialog.newProfile();
        auto *url = find<QLineEdit>(dialog, u"urlEdit"_s);
        type(url, u"mariadb://app@maria.internal:3307/shop"_s);
        QCOMPARE(find<QComboBox>(dialog, u"kindCombo"_s)->currentData().toString(), u"mysql"_s);
        QCOMPARE(find<QLineEdit>(dialog, u"hostEdit"_s)->text(), u"maria.internal"_s);
        QCOMPARE(find<QSpinBox>(dialog, u"portSpin"_s)->value(), 3307);
        QCOMPARE(find<QLineEdit>(dialog, u"databaseEdit"_s)->text(), u"shop"_s);
        QCOMPARE(find<QLineEdit>(dialog, u"userEdit"_s)->text(), u"app"_s);
        QVERIFY(find<QComboBox>(dialog, u"sslModeCombo"_s)->isHidden()); // PostgreSQL only

        // A field edit rewrites the URL.
        type(find<QLineEdit>(dialog, u"databaseEdit"_s), u"shop2"_s);
        QCOMPARE(url->text(), u"mysql://app@maria.internal:3307/shop2"_s);

        // Switching kinds follows the default port.
        find<QSpinBox>(dialog, u"portSpin"_s)->setValue(3306);
        choose(find<QComboBox>(dialog, u"kindCombo"_s), u"postgresql"_s);
        QCOMPARE(find<QSpinBox>(dialog, u"portSpin"_s)->value(), 5432);
        QCOMPARE(url->text(), u"postgresql://app@maria.internal/shop2"_s);
        QVERIFY(!find<QComboBox>(dialog, u"sslModeCombo"_s)->isHidden());

        // SQLite: a file instead of a server, and no password to ask for.
        type(url, u"sqlite://"_s + m_ws.databasePath);
        QCOMPARE(find<QComboBox>(dialog, u"kindCombo"_s)->currentData().toString(), u"sqlite"_s);
        QCOMPARE(find<QLineEdit>(dialog, u"sqlitePathEdit"_s)->text(), m_ws.databasePath);
        QVERIFY(find<QLineEdit>(dialog, u"passwordEdit"_s)->isHidden());
        QVERIFY(!find<QLineEdit>(dialog, u"hostEdit"_s)->isVisible());
        QVERIFY(dialog.validationMessage().isEmpty());
    }

    void passwordInTheUrlIsRefused() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        dialog.newProfile();
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"leaky"_s);
        type(find<QLineEdit>(dialog, u"urlEdit"_s),
             u"postgresql://ops:Hunter2-In-Url@db.example/orders"_s);
        QVERIFY(dialog.validationMessage().contains(u"contains a password"_s));
        QVERIFY(dialog.validationMessage().contains(u"Password field"_s));
        QVERIFY(!dialog.validationMessage().contains(u"Hunter2"_s));
        QVERIFY(find<QLabel>(dialog, u"validationLabel"_s)->isVisible());
        QVERIFY(!find<QPushButton>(dialog, u"saveButton"_s)->isEnabled());
        QVERIFY(!dialog.save()); // the keyboard shortcut path refuses too
        QVERIFY(store.profiles().isEmpty());
        QVERIFY(!fileBytes(store.settingsFile()).contains("Hunter2"));
        // The connection test refuses it as well, rather than using it.
        QSignalSpy tested(&dialog, &ProfileDialog::connectionTested);
        dialog.testConnection();
        QCOMPARE(tested.count(), 1);
        QCOMPARE(tested.at(0).at(0).toBool(), false);
    }

    void validationMessages_data() {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("name rules") << u"nameEdit"_s << u"-bad/name"_s << u"Invalid profile name"_s;
        QTest::newRow("name taken") << u"nameEdit"_s << u"demo"_s << u"already exists"_s;
        QTest::newRow("bad url") << u"urlEdit"_s << u"ftp://x/y"_s << u"Unsupported database"_s;
        QTest::newRow("no database") << u"urlEdit"_s << u"postgresql://h/"_s << u"no database"_s;
        QTest::newRow("bad table") << u"tableEdit"_s << u"a.b.c"_s << u"a.b.c"_s;
        QTest::newRow("bad table chars") << u"tableEdit"_s << u"drop table;"_s << u"drop table;"_s;
    }

    void validationMessages() {
        QFETCH(QString, field);
        QFETCH(QString, value);
        QFETCH(QString, message);
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        QVERIFY(store.save(m_ws.fennFlowProfile).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"demo-fennflow"_s));
        QVERIFY(dialog.validationMessage().isEmpty());
        type(find<QLineEdit>(dialog, field), value);
        QVERIFY2(dialog.validationMessage().contains(message),
                 qPrintable(dialog.validationMessage()));
        QCOMPARE(find<QLabel>(dialog, u"validationLabel"_s)->text(), dialog.validationMessage());
        QVERIFY(!find<QPushButton>(dialog, u"saveButton"_s)->isEnabled());
        // Revert brings the saved profile back, and it is valid again.
        QTest::mouseClick(find<QPushButton>(dialog, u"revertButton"_s), Qt::LeftButton);
        QVERIFY(dialog.validationMessage().isEmpty());
        QVERIFY(!dialog.isModified());
    }

    void otherSettingsAreChecked() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"demo"_s));
        choose(find<QComboBox>(dialog, u"objectStoreCombo"_s), u"s3"_s);
        QVERIFY(dialog.validationMessage().contains(u"bucket"_s));
        type(find<QLineEdit>(dialog, u"s3BucketEdit"_s), u"b"_s);
        type(find<QLineEdit>(dialog, u"s3EndpointEdit"_s),
             u"http://key:Leaked-Secret@minio:9000"_s);
        QVERIFY(dialog.validationMessage().contains(u"password"_s));
        QVERIFY(!dialog.validationMessage().contains(u"Leaked-Secret"_s));
        choose(find<QComboBox>(dialog, u"objectStoreCombo"_s), u"folder"_s);
        type(find<QLineEdit>(dialog, u"folderEdit"_s), u"relative/dir"_s);
        QVERIFY(dialog.validationMessage().contains(u"absolute"_s));
        type(find<QLineEdit>(dialog, u"folderEdit"_s), m_ws.objectStorePath);
        QVERIFY(dialog.validationMessage().isEmpty());
        choose(find<QComboBox>(dialog, u"sinkCombo"_s), u"webhook"_s);
        type(find<QLineEdit>(dialog, u"webhookUrlEdit"_s), u"https://u:Hook-Pw@hooks.example/x"_s);
        QVERIFY(dialog.validationMessage().contains(u"contains a password"_s));
        type(find<QLineEdit>(dialog, u"webhookUrlEdit"_s), u"not a url"_s);
        QVERIFY(dialog.validationMessage().contains(u"http://"_s));
    }

    // No keychain: the dialog says so, and secrets are kept for this session only.
    void noKeychainKeepsSecretsForTheSession() {
        auto secrets = fakeSecrets(u"no D-Bus session bus"_s);
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog));
        auto *note = find<MessageBar>(dialog, u"keychainNote"_s);
        QVERIFY(note->isVisible());
        QVERIFY(note->text().contains(u"No keychain is available (no D-Bus session bus)"_s));
        QVERIFY(note->text().contains(u"this session only"_s));
        auto *remember = find<QCheckBox>(dialog, u"rememberCheck"_s);
        QVERIFY(!remember->isEnabled());
        QVERIFY(!remember->isChecked());

        dialog.newProfile();
        QVERIFY(find<QLineEdit>(dialog, u"passwordEdit"_s)
                    ->placeholderText()
                    .contains(u"this session only"_s));
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"laptop-no-keyring"_s);
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"postgresql://ops@db.example/orders"_s);
        type(find<QLineEdit>(dialog, u"passwordEdit"_s), u"Session-Only-PW"_s);
        QTest::mouseClick(find<QPushButton>(dialog, u"saveButton"_s), Qt::LeftButton);
        QVERIFY2(store.find(u"laptop-no-keyring"_s).has_value(),
                 qPrintable(find<MessageBar>(dialog, u"messageBar"_s)->text()));
        QVERIFY(secrets->hasSessionSecret(u"laptop-no-keyring"_s, SecretKind::DatabasePassword));
        QCOMPARE(secrets->read(u"laptop-no-keyring"_s, SecretKind::DatabasePassword)
                     ->value_or(QString()),
                 u"Session-Only-PW"_s);
        QVERIFY(find<MessageBar>(dialog, u"messageBar"_s)->text().contains(u"session only"_s));
        QVERIFY(!fileBytes(store.settingsFile()).contains("Session-Only-PW"));

        // "Try again" after the keychain appeared: the note goes, remembering is offered again.
        fakeKeychain(*secrets).setUnavailable({});
        Q_EMIT note->actionTriggered();
        QVERIFY(note->isHidden());
        QVERIFY(remember->isEnabled());
        QVERIFY(remember->isChecked());
    }

    // With a keychain, the user may still choose not to remember a secret.
    void sessionOnlyByChoice() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        dialog.newProfile();
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"shared-box"_s);
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"postgresql://ops@db.example/orders"_s);
        find<QCheckBox>(dialog, u"rememberCheck"_s)->setChecked(false);
        type(find<QLineEdit>(dialog, u"passwordEdit"_s), u"Not-Remembered"_s);
        QVERIFY(dialog.save());
        QVERIFY(!fakeKeychain(*secrets).contains(u"shared-box"_s, SecretKind::DatabasePassword));
        QVERIFY(secrets->hasSessionSecret(u"shared-box"_s, SecretKind::DatabasePassword));
    }

    // A keychain that fails on write: nothing is saved, and the message says what to do.
    void keychainFailureSavesNothing() {
        SessionSecretStore secrets(std::make_unique<test::RefusingKeychain>(
            QString(), u"The keychain refused to store the secret (locked)."_s, QString()));
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, secrets);
        dialog.show();
        dialog.newProfile();
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"locked"_s);
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"postgresql://ops@db.example/orders"_s);
        type(find<QLineEdit>(dialog, u"passwordEdit"_s), u"Never-Saved"_s);
        QVERIFY(!dialog.save());
        QVERIFY(store.profiles().isEmpty());
        const QString message = find<MessageBar>(dialog, u"messageBar"_s)->text();
        QVERIFY(message.contains(u"Nothing was saved"_s));
        QVERIFY(message.contains(u"refused"_s));
        QVERIFY(!message.contains(u"Never-Saved"_s));
        QVERIFY(dialog.isModified()); // the edits are still there to retry
    }

    void prodExplainsReadOnly() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"demo"_s));
        auto *prodNote = find<QLabel>(dialog, u"prodNote"_s);
        auto *swatch = find<QLabel>(dialog, u"environmentSwatch"_s);
        QVERIFY(prodNote->isHidden());
        QCOMPARE(swatch->text(), u"DEV"_s);
        choose(find<QComboBox>(dialog, u"environmentCombo"_s), u"prod"_s);
        QVERIFY(prodNote->isVisible());
        QVERIFY(prodNote->text().contains(u"Opens read-only"_s));
        QVERIFY(prodNote->toolTip().contains(u"unlocked for one session"_s));
        QCOMPARE(swatch->text(), u"PROD"_s);
        QVERIFY(swatch->styleSheet().contains(environmentColor(u"prod"_s).name()));
        QVERIFY(find<QCheckBox>(dialog, u"readOnlyCheck"_s)->toolTip().contains(u"Production"_s));
        QVERIFY(!prodNote->text().contains(u"TLS"_s)); // a SQLite file: nothing to verify
        // A server over TLS that does not verify the server's certificate: said, as typed.
        auto *url = find<QLineEdit>(dialog, u"urlEdit"_s);
        const QString sqliteUrl = url->text();
        type(url, u"postgresql://ops@db.example/app?sslmode=require"_s);
        QVERIFY2(prodNote->text().contains(u"TLS does not verify the server (sslmode=require)"_s),
                 qPrintable(prodNote->text()));
        type(url, u"postgresql://ops@db.example/app?sslmode=verify-full&sslrootcert=/ca.pem"_s);
        QVERIFY2(!prodNote->text().contains(u"TLS"_s), qPrintable(prodNote->text()));
        type(url, sqliteUrl);
        QVERIFY(dialog.save());
        QCOMPARE(store.find(u"demo"_s)->environment, u"prod"_s);
        // Prod's read-only is the console's default, not the profile's "refuse everything".
        QVERIFY(!store.find(u"demo"_s)->readOnly);
    }

    // The Notifications tab: the overview's thresholds, off by default, saved into the profile
    // (and only there: the settings file holds them, no secret is involved).
    void notificationThresholdsAreSaved() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog, u"demo"_s));
        dialog.showNotificationsPage();
        auto *dead = find<QSpinBox>(dialog, u"notifyDeadSpin"_s);
        auto *blocked = find<QCheckBox>(dialog, u"notifyBlockedCheck"_s);
        auto *pending = find<QSpinBox>(dialog, u"notifyPendingSpin"_s);
        QVERIFY(dead->isVisible());
        QCOMPARE(dead->value(), 0);
        QCOMPARE(dead->text(), u"Off"_s);
        QVERIFY(!blocked->isChecked());
        QCOMPARE(pending->value(), 0);
        dead->setValue(3);
        blocked->setChecked(true);
        pending->setValue(30);
        QVERIFY(find<QPushButton>(dialog, u"saveButton"_s)->isEnabled()); // an edit to save
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-notifications.png"_s)));
        QVERIFY(dialog.save());
        const NotifyThresholds saved = store.find(u"demo"_s)->notify;
        QCOMPARE(saved.newDeadRows, 3);
        QVERIFY(saved.blockedKeys);
        QCOMPARE(saved.oldestPendingMinutes, 30);
        // Loaded again into the editor as saved.
        QVERIFY(dialog.selectProfile(u"demo"_s));
        QCOMPARE(dead->value(), 3);
        QCOMPARE(pending->value(), 30);
    }

    // The Access tab: an SSH hop and a password command, typed as a user types them; a
    // destination that is no [user@]host[:port] or alias is refused, naming it; none is a secret.
    void accessIsSaved() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog, u"demo"_s));
        auto *tabs = find<QTabWidget>(dialog, u"editorTabs"_s);
        auto *ssh = find<QLineEdit>(dialog, u"sshDestinationEdit"_s);
        tabs->setCurrentWidget(ssh->parentWidget());
        QVERIFY(ssh->isVisible());
        type(ssh, u"-oProxyCommand=evil"_s);
        QVERIFY(!dialog.save());
        QVERIFY2(dialog.validationMessage().contains(u"SSH destination"_s),
                 qPrintable(dialog.validationMessage()));
        QVERIFY(!store.find(u"demo"_s)->sshDestination.startsWith(u'-'));
        type(ssh, u"ops@bastion.example:2222"_s);
        type(find<QLineEdit>(dialog, u"sshConfigEdit"_s), u"/home/ops/.ssh/prod_config"_s);
        choose(find<QComboBox>(dialog, u"authCombo"_s), u"command"_s);
        type(find<QLineEdit>(dialog, u"passwordCommandEdit"_s), u"vault read -field=pw db/ops"_s);
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-access.png"_s)));
        QVERIFY2(dialog.save(), qPrintable(dialog.validationMessage()));
        const Profile saved = *store.find(u"demo"_s);
        QCOMPARE(saved.sshDestination, u"ops@bastion.example:2222"_s);
        QCOMPARE(saved.sshConfig, u"/home/ops/.ssh/prod_config"_s);
        QCOMPARE(saved.passwordCommand, u"vault read -field=pw db/ops"_s);
        QVERIFY(dialog.selectProfile(u"demo"_s)); // loaded again as saved
        QCOMPARE(ssh->text(), u"ops@bastion.example:2222"_s);
    }

    // The TLS tab: mode and files set as a user sets them (one file through its Browse button's
    // file dialog), kept in step with the URL both ways; the key's passphrase goes to the
    // keychain as ssl-key-password, never to the URL or the profile file.
    void tlsFilesAndPassphraseAreSaved() {
        const QString ca = tlsFile(u"root-ca.pem"_s);
        const QString cert = tlsFile(u"client.pem"_s);
        const QString key = tlsFile(u"client.key"_s);
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        QLineEdit *url =
            startNewProfile(dialog, u"orders-tls"_s, u"postgresql://ops@db.example/orders"_s);
        QVERIFY(url);

        QWidget *tlsTab = showTlsTab(dialog);
        QVERIFY(tlsTab);
        auto *rootCert = find<QLineEdit>(dialog, u"sslRootCertEdit"_s);
        QVERIFY(rootCert->isVisible());
        QVERIFY(find<QLineEdit>(dialog, u"sslKeyPasswordEdit"_s)->isVisible());
        QVERIFY(find<QComboBox>(dialog, u"mysqlSslModeCombo"_s)->isHidden());
        choose(find<QComboBox>(dialog, u"sslModeCombo"_s), u"verify-full"_s);
        chooseInNextFileDialog(ca);
        QTest::mouseClick(find<QToolButton>(dialog, u"sslRootCertBrowseButton"_s), Qt::LeftButton);
        QTRY_COMPARE(rootCert->text(), ca);
        type(find<QLineEdit>(dialog, u"sslCertEdit"_s), cert);
        type(find<QLineEdit>(dialog, u"sslKeyEdit"_s), key);
        type(find<QLineEdit>(dialog, u"sslKeyPasswordEdit"_s), u"Key-Passphrase-XYZ"_s);
        type(find<QLineEdit>(dialog, u"passwordEdit"_s), u"Db-Password-XYZ"_s);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        QVERIFY(test::grabTo(dialog, u"profiledialog-tls.png"_s));

        // The URL follows the fields ...
        auto parts = parseConnectionUrl(url->text());
        QVERIFY2(parts.ok(), qPrintable(url->text()));
        QCOMPARE(parts->sslMode, u"verify-full"_s);
        QCOMPARE(parts->sslRootCert, ca);
        QCOMPARE(parts->sslCert, cert);
        QCOMPARE(parts->sslKey, key);
        QVERIFY(url->text().startsWith(
            u"postgresql://ops@db.example/orders?sslmode=verify-full&sslrootcert="_s));
        QVERIFY(!url->text().contains(u"Key-Passphrase"_s));

        QVERIFY(dialog.save());
        const auto saved = store.find(u"orders-tls"_s);
        QVERIFY(saved);
        QCOMPARE(saved->databaseUrl, url->text());
        MemorySecretStore &keychain = fakeKeychain(*secrets);
        QCOMPARE(keychain.read(u"orders-tls"_s, SecretKind::SslKeyPassword)->value_or(QString()),
                 u"Key-Passphrase-XYZ"_s);
        QCOMPARE(keychain.read(u"orders-tls"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"Db-Password-XYZ"_s);
        QCOMPARE(secretKey(u"orders-tls"_s, SecretKind::SslKeyPassword),
                 u"outbox-console/orders-tls/ssl-key-password"_s);
        const QByteArray ini = fileBytes(store.settingsFile());
        QVERIFY(ini.contains("orders-tls"));
        QVERIFY(!ini.contains("Key-Passphrase-XYZ"));
        QVERIFY(!ini.contains("Db-Password-XYZ"));
        QTRY_VERIFY(find<QLineEdit>(dialog, u"sslKeyPasswordEdit"_s)
                        ->placeholderText()
                        .startsWith(u"Stored in the system keychain"_s));

        // At connect time the stored passphrase is the connection's, before
        // OUTBOX_DATABASE_SSLPASSWORD (as the stored password comes before
        // OUTBOX_DATABASE_PASSWORD).
        {
            const test::ScopedEnvironment environment("OUTBOX_DATABASE_SSLPASSWORD",
                                                      QByteArray("From-Environment"));
            auto target = ConnectionTarget::fromProfile(*saved);
            QVERIFY(target.ok());
            QVERIFY(applyDatabasePassword(*target, *secrets).ok());
            QCOMPARE(target->spec.sslKeyPassword, u"Key-Passphrase-XYZ"_s);
            QCOMPARE(target->spec.password, u"Db-Password-XYZ"_s);
            // Without a stored one, the environment's.
            auto unsaved = ConnectionTarget::fromProfile(*saved);
            QVERIFY(unsaved.ok());
            unsaved->profileName = u"not-saved"_s;
            QVERIFY(applyDatabasePassword(*unsaved, *secrets).ok());
            QCOMPARE(unsaved->spec.sslKeyPassword, u"From-Environment"_s);
        }

        // A URL typed on the Connection tab is shown by the TLS tab.
        type(url, u"postgresql://ops@db.example/orders?sslmode=require&sslrootcert="_s + ca);
        QCOMPARE(find<QComboBox>(dialog, u"sslModeCombo"_s)->currentData().toString(),
                 u"require"_s);
        QCOMPARE(rootCert->text(), ca);
        QVERIFY(find<QLineEdit>(dialog, u"sslKeyEdit"_s)->text().isEmpty());
        // MySQL: its own modes and names, no passphrase (its driver takes an unencrypted key).
        choose(find<QComboBox>(dialog, u"kindCombo"_s), u"mysql"_s);
        QVERIFY(find<QComboBox>(dialog, u"sslModeCombo"_s)->isHidden());
        QVERIFY(!find<QComboBox>(dialog, u"mysqlSslModeCombo"_s)->isHidden());
        QVERIFY(find<QLineEdit>(dialog, u"sslKeyPasswordEdit"_s)->isHidden());
        choose(find<QComboBox>(dialog, u"mysqlSslModeCombo"_s), u"VERIFY_CA"_s);
        QCOMPARE(url->text(), u"mysql://ops@db.example/orders?ssl-mode=VERIFY_CA&ssl-ca="_s + ca);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        // SQLite: nothing to set.
        choose(find<QComboBox>(dialog, u"kindCombo"_s), u"sqlite"_s);
        QVERIFY(rootCert->isHidden() || !rootCert->isVisible());
        QVERIFY(find<QComboBox>(dialog, u"mysqlSslModeCombo"_s)->isHidden());

        // Reopened: the fields come back from the URL, the passphrase is not shown.
        ProfileDialog again(store, *secrets);
        QVERIFY(again.selectProfile(u"orders-tls"_s));
        QCOMPARE(find<QComboBox>(again, u"sslModeCombo"_s)->currentData().toString(),
                 u"verify-full"_s);
        QCOMPARE(find<QLineEdit>(again, u"sslRootCertEdit"_s)->text(), ca);
        QCOMPARE(find<QLineEdit>(again, u"sslCertEdit"_s)->text(), cert);
        QCOMPARE(find<QLineEdit>(again, u"sslKeyEdit"_s)->text(), key);
        QVERIFY(find<QLineEdit>(again, u"sslKeyPasswordEdit"_s)->text().isEmpty());
        QVERIFY(!again.isModified());
    }

    // Each problem of the TLS and Access tabs, said as it is typed, naming the field; nothing is
    // saved while it stands.
    void tlsAndAuthenticationProblemsNameTheField() {
        const QString ca = tlsFile(u"problems-ca.pem"_s);
        const QString key = tlsFile(u"problems.key"_s);
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(ordersProfile()).ok());
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog, u"orders"_s));
        showTlsTab(dialog);
        const auto expectProblem = [&](const QStringList &parts) {
            const QString message = dialog.validationMessage();
            for (const QString &part : parts)
                QVERIFY2(message.contains(part), qPrintable(part + u" not in: "_s + message));
            QCOMPARE(find<QLabel>(dialog, u"validationLabel"_s)->text(), message);
            QVERIFY(!find<QPushButton>(dialog, u"saveButton"_s)->isEnabled());
            QVERIFY(!dialog.save());
        };
        const auto expectNone = [&] {
            QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        };

        auto *rootCert = find<QLineEdit>(dialog, u"sslRootCertEdit"_s);
        type(rootCert, u"/nonexistent/root-ca.pem"_s);
        expectProblem({u"Root certificate"_s, u"/nonexistent/root-ca.pem"_s, u"does not exist"_s});
        type(rootCert, ca);
        expectNone();
        type(find<QLineEdit>(dialog, u"sslCertEdit"_s), m_dir.path());
        expectProblem({u"Client certificate"_s, m_dir.path(), u"is not a file"_s});
        find<QLineEdit>(dialog, u"sslCertEdit"_s)->clear();
        const QString unreadable = tlsFile(u"unreadable.pem"_s);
        QFile::setPermissions(unreadable, QFileDevice::WriteOwner);
        if (!QFileInfo(unreadable).isReadable()) { // root reads every file
            type(rootCert, unreadable);
            expectProblem({u"Root certificate"_s, unreadable, u"cannot be read"_s});
            type(rootCert, ca);
        }
        type(find<QLineEdit>(dialog, u"sslKeyEdit"_s), key);
        expectProblem({u"Client key is given without Client certificate"_s});
        find<QLineEdit>(dialog, u"sslKeyEdit"_s)->clear();
        expectNone();

        // MySQL's VERIFY_CA checks against a CA: without one it cannot.
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"mysql://ops@db.example/orders"_s);
        choose(find<QComboBox>(dialog, u"mysqlSslModeCombo"_s), u"VERIFY_CA"_s);
        expectProblem({u"CA certificate"_s, u"VERIFY_CA"_s});
        type(rootCert, ca);
        expectNone();
        QVERIFY(find<QLineEdit>(dialog, u"urlEdit"_s)->text().contains(u"ssl-mode=VERIFY_CA"_s));

        // RDS IAM: a region, and TLS.
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"postgresql://iam@db.example/orders"_s);
        showAccessTab(dialog);
        choose(find<QComboBox>(dialog, u"authCombo"_s), u"rds-iam"_s);
        auto *region = find<QLineEdit>(dialog, u"awsRegionEdit"_s);
        QVERIFY(region->isVisible());
        expectProblem({u"AWS region"_s, u"needs the database's AWS region"_s});
        type(region, u"Frankfurt"_s);
        expectProblem({u"AWS region"_s, u"\"Frankfurt\" is not an AWS region"_s});
        type(region, u"eu-central-1"_s);
        expectNone();
        choose(find<QComboBox>(dialog, u"sslModeCombo"_s), u"prefer"_s);
        expectProblem({u"TLS mode"_s, u"needs TLS"_s, u"prefer"_s});
        choose(find<QComboBox>(dialog, u"sslModeCombo"_s), u"require"_s);
        expectNone();
        // A password command chosen needs its command.
        choose(find<QComboBox>(dialog, u"authCombo"_s), u"command"_s);
        expectProblem({u"Password command"_s});
        type(find<QLineEdit>(dialog, u"passwordCommandEdit"_s), u"pass show db/orders"_s);
        expectNone();
    }

    // The authentication choice: an RDS IAM token writes auth and region into the URL and stores
    // no password (the Connection tab's password field says why); a URL typed with them chooses
    // it; the password is asked for again when the choice goes back.
    void rdsIamStoresNoPassword() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        QLineEdit *url = startNewProfile(
            dialog, u"orders-iam"_s,
            u"postgresql://iam_user@orders.cluster.eu-west-1.rds.amazonaws.com/orders"_s);
        QVERIFY(url);
        auto *password = find<QLineEdit>(dialog, u"passwordEdit"_s);
        type(password, u"Typed-Then-Unused"_s);
        auto *unused = find<QLabel>(dialog, u"passwordUnusedHint"_s);
        QVERIFY(unused->isHidden());

        showAccessTab(dialog);
        choose(find<QComboBox>(dialog, u"authCombo"_s), u"rds-iam"_s);
        type(find<QLineEdit>(dialog, u"awsRegionEdit"_s), u"eu-west-1"_s);
        choose(find<QComboBox>(dialog, u"sslModeCombo"_s), u"verify-full"_s);
        QVERIFY(!password->isEnabled());
        QVERIFY(password->text().isEmpty());
        QVERIFY(!unused->isHidden());
        QVERIFY2(unused->text().contains(u"No password is stored"_s) &&
                     unused->text().contains(u"RDS IAM"_s),
                 qPrintable(unused->text()));
        QCOMPARE(url->text(), u"postgresql://iam_user@orders.cluster.eu-west-1.rds.amazonaws.com/"
                              "orders?sslmode=verify-full&auth=rds-iam&region=eu-west-1"_s);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        QVERIFY(test::grabTo(dialog, u"profiledialog-rds-iam.png"_s));
        QVERIFY(dialog.save());
        const auto saved = store.find(u"orders-iam"_s);
        QVERIFY(saved);
        QCOMPARE(saved->databaseUrl, url->text());
        QVERIFY(saved->passwordCommand.isEmpty());
        QVERIFY(!fakeKeychain(*secrets).contains(u"orders-iam"_s, SecretKind::DatabasePassword));
        QVERIFY(!secrets->hasSessionSecret(u"orders-iam"_s, SecretKind::DatabasePassword));
        QVERIFY(!fileBytes(store.settingsFile()).contains("Typed-Then-Unused"));
        // The connection it makes asks for a token.
        auto spec = ConnectionSpec::fromUrl(saved->databaseUrl);
        QVERIFY(spec.ok());
        QCOMPARE(spec->auth, DatabaseAuth::RdsIam);
        QCOMPARE(spec->region, u"eu-west-1"_s);

        // Reopened, the Access tab says RDS IAM; a URL typed without it goes back to the password.
        ProfileDialog again(store, *secrets);
        QVERIFY(again.selectProfile(u"orders-iam"_s));
        QCOMPARE(find<QComboBox>(again, u"authCombo"_s)->currentData().toString(), u"rds-iam"_s);
        QCOMPARE(find<QLineEdit>(again, u"awsRegionEdit"_s)->text(), u"eu-west-1"_s);
        QVERIFY(!find<QLineEdit>(again, u"passwordEdit"_s)->isEnabled());
        type(find<QLineEdit>(again, u"urlEdit"_s), u"postgresql://ops@db.example/orders"_s);
        QCOMPARE(find<QComboBox>(again, u"authCombo"_s)->currentData().toString(), u"password"_s);
        QVERIFY(find<QLineEdit>(again, u"passwordEdit"_s)->isEnabled());
        // And typed with them, it chooses RDS IAM.
        type(find<QLineEdit>(again, u"urlEdit"_s),
             u"postgresql://ops@db.example/orders?auth=rds-iam&region=us-east-2"_s);
        QCOMPARE(find<QComboBox>(again, u"authCombo"_s)->currentData().toString(), u"rds-iam"_s);
        QCOMPARE(find<QLineEdit>(again, u"awsRegionEdit"_s)->text(), u"us-east-2"_s);
        QVERIFY(!find<QLineEdit>(again, u"passwordEdit"_s)->isEnabled());

        // A password command: no password stored either, and the command is saved.
        choose(find<QComboBox>(again, u"authCombo"_s), u"command"_s);
        type(find<QLineEdit>(again, u"passwordCommandEdit"_s), u"pass show db/orders"_s);
        QCOMPARE(find<QLineEdit>(again, u"urlEdit"_s)->text(),
                 u"postgresql://ops@db.example/orders"_s);
        QVERIFY(!find<QLineEdit>(again, u"passwordEdit"_s)->isEnabled());
        QVERIFY(find<QLabel>(again, u"passwordUnusedHint"_s)->text().contains(u"command"_s));
        QVERIFY(again.save());
        QCOMPARE(store.find(u"orders-iam"_s)->passwordCommand, u"pass show db/orders"_s);
        QVERIFY(!fakeKeychain(*secrets).contains(u"orders-iam"_s, SecretKind::DatabasePassword));
    }

    // The TLS tab in German: the screenshot for the translators and the docs.
    // The TLS and Access tabs in German and French at 1024 px: translated labels, a problem
    // said in the language as it is typed, and screenshots to look at.
    void tlsAndAccessTabsTranslated_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("tlsTab");
        QTest::addColumn<QString>("accessTab");
        QTest::newRow("de") << u"de"_s << u"TLS"_s << u"Zug&ang"_s;
        QTest::newRow("fr") << u"fr"_s << u"TLS"_s << u"&Accès"_s;
    }

    void tlsAndAccessTabsTranslated() {
        QFETCH(QString, language);
        QFETCH(QString, tlsTab);
        QFETCH(QString, accessTab);
        const test::ScopedLanguage scoped(language);
        QVERIFY(scoped.loaded());
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        Profile orders;
        orders.name = u"orders-tls"_s;
        orders.environment = u"prod"_s;
        orders.databaseUrl = u"postgresql://ops@db.example/orders?sslmode=verify-full"
                             "&sslrootcert="_s +
                             tlsFile(language + u"-ca.pem"_s) + u"&sslcert="_s +
                             tlsFile(language + u"-client.pem"_s) + u"&sslkey="_s +
                             tlsFile(language + u"-client.key"_s);
        QVERIFY(store.save(orders).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.resize(1024, 700);
        QVERIFY(shown(dialog, u"orders-tls"_s));
        auto *tabs = find<QTabWidget>(dialog, u"editorTabs"_s);
        QWidget *tls = showTlsTab(dialog);
        QVERIFY(tls);
        QCOMPARE(tabs->tabText(tabs->indexOf(tls)), tlsTab);
        // The profile list's second line: host and database, the TLS files only in the tooltip.
        QListWidgetItem *listed = find<QListWidget>(dialog, u"profileList"_s)->item(0);
        QCOMPARE(listed->data(Qt::UserRole + 1).toString(),
                 u"postgresql://ops@db.example:5432/orders"_s);
        QVERIFY(listed->toolTip().contains(u"sslkey="_s));
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        QVERIFY(test::grabTo(dialog, u"profiledialog-tls-%1.png"_s.arg(language)));
        // A root certificate that is not there: said in the language, naming the file.
        auto *root = find<QLineEdit>(dialog, u"sslRootCertEdit"_s);
        const QString missing = m_dir.filePath(u"no-such-ca.pem"_s);
        type(root, missing);
        const QString problem = dialog.validationMessage();
        QVERIFY2(problem.contains(missing), qPrintable(problem));
        QVERIFY2(!problem.contains(u"does not exist"_s), qPrintable(problem));
        QVERIFY(find<QLabel>(dialog, u"validationLabel"_s)->isVisible());
        QVERIFY(test::grabTo(dialog, u"profiledialog-tls-problem-%1.png"_s.arg(language)));
        type(root, tlsFile(language + u"-ca.pem"_s));
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        // The Access tab with the RDS IAM choice and its hint.
        showAccessTab(dialog);
        QCOMPARE(tabs->tabText(tabs->currentIndex()), accessTab);
        choose(find<QComboBox>(dialog, u"authCombo"_s), u"rds-iam"_s);
        type(find<QLineEdit>(dialog, u"awsRegionEdit"_s), u"eu-west-1"_s);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        QVERIFY(test::grabTo(dialog, u"profiledialog-access-%1.png"_s.arg(language)));
    }

    void duplicateRenameAndDelete() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(ordersProfile()).ok());
        MemorySecretStore &keychain = fakeKeychain(*secrets);
        QVERIFY(keychain.write(u"orders"_s, SecretKind::DatabasePassword, u"pw-orders"_s).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"orders"_s));

        QTest::mouseClick(find<QPushButton>(dialog, u"duplicateButton"_s), Qt::LeftButton);
        QCOMPARE(dialog.editedProfileName(), u"orders copy"_s);
        QVERIFY(store.find(u"orders copy"_s));
        QCOMPARE(keychain.read(u"orders copy"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"pw-orders"_s);
        QCOMPARE(find<QListWidget>(dialog, u"profileList"_s)->count(), 2);

        // Renaming moves the secrets with the profile.
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"orders-eu"_s);
        QVERIFY(dialog.save());
        QVERIFY(!store.find(u"orders copy"_s));
        QVERIFY(store.find(u"orders-eu"_s));
        QVERIFY(!keychain.contains(u"orders copy"_s, SecretKind::DatabasePassword));
        QCOMPARE(keychain.read(u"orders-eu"_s, SecretKind::DatabasePassword)->value_or(QString()),
                 u"pw-orders"_s);

        // Delete asks first; "No" keeps everything.
        answerNextMessageBox(QMessageBox::No);
        QTest::mouseClick(find<QPushButton>(dialog, u"deleteButton"_s), Qt::LeftButton);
        QVERIFY(store.find(u"orders-eu"_s));
        answerNextMessageBox(QMessageBox::Yes);
        QTest::mouseClick(find<QPushButton>(dialog, u"deleteButton"_s), Qt::LeftButton);
        QVERIFY(!store.find(u"orders-eu"_s));
        QVERIFY(!keychain.contains(u"orders-eu"_s, SecretKind::DatabasePassword));
        QVERIFY(keychain.contains(u"orders"_s, SecretKind::DatabasePassword));
        QCOMPARE(find<QListWidget>(dialog, u"profileList"_s)->count(), 1);
        QCOMPARE(dialog.editedProfileName(), u"orders"_s);
    }

    void unsavedEditsAreNotLostSilently() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.vortosProfile).ok());
        QVERIFY(store.save(m_ws.fennFlowProfile).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"demo"_s));
        type(find<QLineEdit>(dialog, u"tableEdit"_s), u"other_table"_s);
        // Switching away: Cancel stays on the edits ...
        answerNextMessageBox(QMessageBox::Cancel);
        auto *list = find<QListWidget>(dialog, u"profileList"_s);
        list->setCurrentRow(1);
        QCOMPARE(dialog.editedProfileName(), u"demo"_s);
        QVERIFY(dialog.isModified());
        QCOMPARE(list->currentItem()->text(), u"demo"_s);
        // ... Save keeps them and moves on.
        answerNextMessageBox(QMessageBox::Save);
        list->setCurrentRow(1);
        QCOMPARE(dialog.editedProfileName(), u"demo-fennflow"_s);
        QCOMPARE(list->currentItem()->text(), u"demo-fennflow"_s);
        QCOMPARE(store.find(u"demo"_s)->table, u"other_table"_s);
    }

    void testConnectionDetectsTheTable() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        Profile demo = m_ws.vortosProfile;
        demo.table.clear();
        demo.format = u"auto"_s;
        QVERIFY(store.save(demo).ok());
        QVERIFY(store.save(m_ws.fennFlowProfile).ok());
        ProfileDialog dialog(store, *secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"demo"_s));
        QSignalSpy tested(&dialog, &ProfileDialog::connectionTested);
        QTest::mouseClick(find<QPushButton>(dialog, u"testButton"_s), Qt::LeftButton);
        QVERIFY(dialog.isTesting() || tested.count() == 1);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(tested.at(0).at(1).toString()));
        const QString found = tested.at(0).at(1).toString();
        QVERIFY2(found.contains(u"vortos_object_store_outbox"_s), qPrintable(found));
        QVERIFY(found.contains(u"Vortos (detected)"_s));
        QVERIFY(find<QLabel>(dialog, u"testResult"_s)->text().contains(u"Connected."_s));
        QVERIFY(find<QPushButton>(dialog, u"testButton"_s)->isEnabled());

        // FennFlow: its vocabulary is detected from the rows.
        QVERIFY(dialog.selectProfile(u"demo-fennflow"_s));
        choose(find<QComboBox>(dialog, u"formatCombo"_s), u"auto"_s);
        QTest::mouseClick(find<QPushButton>(dialog, u"testButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 20000);
        const QString fennflow = tested.at(1).at(1).toString();
        QVERIFY2(tested.at(1).at(0).toBool(), qPrintable(fennflow));
        QVERIFY2(fennflow.contains(u"FennFlow (detected), vocabulary"_s), qPrintable(fennflow));
    }

    // A hand-rolled outbox mapped on the Outbox table tab: the type's own fields, Test
    // Connection showing the rows of each state the mapping yields and naming a column the table
    // lacks, and the mapping saved in the profile.
    void mappedTableOnTheTableTab() {
        const QString path = m_dir.filePath(u"mapped-tab.sqlite"_s);
        const Status made = test::execSqlite(
            path, {u"CREATE TABLE outbox_events (id TEXT PRIMARY KEY, type TEXT, "
                   u"payload TEXT, state TEXT, tries INTEGER, failure TEXT)"_s,
                   u"INSERT INTO outbox_events VALUES ('e1', 'OrderPlaced', '{}', "
                   u"'FAILED', 4, 'broker down'), ('e2', 'OrderPaid', '{}', 'NEW', 0, "
                   u"NULL), ('e3', 'OrderShipped', '{}', 'DONE', 1, NULL)"_s});
        QVERIFY2(made.ok(), qPrintable(test::errorText(made)));
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, *secrets);
        QVERIFY(startNewProfile(dialog, u"mapped-orders"_s, u"sqlite://"_s + path));
        auto *table = find<QLineEdit>(dialog, u"tableEdit"_s);
        auto *tabs = find<QTabWidget>(dialog, u"editorTabs"_s);
        tabs->setCurrentWidget(table->parentWidget());
        type(table, u"outbox_events"_s);
        auto *map = find<QLineEdit>(dialog, u"mapEdit"_s);
        auto *values = find<QLineEdit>(dialog, u"stateValuesEdit"_s);
        QVERIFY(!map->isEnabled() && !values->isEnabled());
        choose(find<QComboBox>(dialog, u"formatCombo"_s), u"mapped"_s);
        QVERIFY(map->isEnabled() && values->isEnabled());
        QVERIFY(!find<QSpinBox>(dialog, u"capRetriesSpin"_s)->isEnabled());
        QVERIFY(!find<QComboBox>(dialog, u"vocabularyCombo"_s)->isEnabled());
        type(map, u"status=state attempts=tries error=failure"_s);
        type(values, u"pending=NEW dead=FAILED sent=DONE"_s);

        QSignalSpy tested(&dialog, &ProfileDialog::connectionTested);
        QTest::mouseClick(find<QPushButton>(dialog, u"testButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        const QString found = tested.at(0).at(1).toString();
        QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(found));
        QVERIFY2(found.contains(u"Mapped table (as set)"_s), qPrintable(found));
        QVERIFY2(found.contains(u"Rows: 1 pending, 0 in flight, 1 dead, 1 sent."_s),
                 qPrintable(found));
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-mapped.png"_s)));

        // A column the table lacks is named, with the columns it has.
        type(map, u"status=phase"_s);
        QTest::mouseClick(find<QPushButton>(dialog, u"testButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 20000);
        QVERIFY(!tested.at(1).at(0).toBool());
        QVERIFY2(
            tested.at(1).at(1).toString().contains(u"no column \"phase\" (mapped to status)"_s),
            qPrintable(tested.at(1).at(1).toString()));

        type(map, u"status=state attempts=tries error=failure"_s);
        QTest::mouseClick(find<QPushButton>(dialog, u"saveButton"_s), Qt::LeftButton);
        const auto saved = store.find(u"mapped-orders"_s);
        QVERIFY(saved);
        QCOMPARE(saved->format, u"mapped"_s);
        QCOMPARE(saved->formatMap,
                 (QStringList{u"attempts=tries"_s, u"error=failure"_s, u"status=state"_s}));
        QCOMPARE(saved->formatStateValues,
                 (QStringList{u"pending=NEW"_s, u"dead=FAILED"_s, u"sent=DONE"_s}));
    }

    void testConnectionShowsErrors() {
        auto secrets = fakeSecrets();
        ProfileDialog dialog(freshStore(), *secrets);
        dialog.show();
        dialog.newProfile();
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"sqlite:///nonexistent/outbox.db"_s);
        QSignalSpy tested(&dialog, &ProfileDialog::connectionTested);
        QTest::mouseClick(find<QPushButton>(dialog, u"testButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QCOMPARE(tested.at(0).at(0).toBool(), false);
        QVERIFY2(tested.at(0).at(1).toString().contains(u"does not exist"_s),
                 qPrintable(tested.at(0).at(1).toString()));
        QVERIFY(find<QLabel>(dialog, u"testResult"_s)->text().contains(u"Failed."_s));
    }

    // Through the OS keychain itself (gnome-keyring inside scripts/with-keyring).
    void savesThroughTheRealKeychain() {
        SessionSecretStore secrets; // SecretStore underneath
        if (!secrets.keychainAvailable())
            QSKIP("No keychain here: ctest runs this test inside scripts/with-keyring.");
        ProfileStore store = freshStore();
        ProfileDialog dialog(store, secrets);
        dialog.show();
        QVERIFY(find<MessageBar>(dialog, u"keychainNote"_s)->isHidden());
        dialog.newProfile();
        type(find<QLineEdit>(dialog, u"nameEdit"_s), u"real-keyring"_s);
        type(find<QLineEdit>(dialog, u"urlEdit"_s), u"postgresql://ops@db.example/orders"_s);
        type(find<QLineEdit>(dialog, u"passwordEdit"_s), u"Real-Keyring-PW"_s);
        QVERIFY(dialog.save());
        SecretStore keychain;
        QCOMPARE(
            keychain.read(u"real-keyring"_s, SecretKind::DatabasePassword)->value_or(QString()),
            u"Real-Keyring-PW"_s);
        QVERIFY(!fileBytes(store.settingsFile()).contains("Real-Keyring-PW"));
        answerNextMessageBox(QMessageBox::Yes);
        dialog.deleteProfile();
        QVERIFY(!keychain.read(u"real-keyring"_s, SecretKind::DatabasePassword)->has_value());
    }

    // A broker sink set in the dialog, tested with "Test Publish" before it is saved (the typed
    // password is used, the table is not touched), read back by an independent NATS client;
    // then saved: the URL and event settings in the file, the password in the keychain only.
    void brokerSinkIsTestPublishedAndSaved() {
        const QString natsUrl = qEnvironmentVariable("OUTBOX_TEST_NATS_URL");
        QVERIFY2(!natsUrl.isEmpty(), "the nats fixture did not start (OUTBOX_TEST_NATS_URL)");
        const QString natsPassword = qEnvironmentVariable("OUTBOX_TEST_NATS_PASSWORD");
        QString problem;
        QProcessEnvironment node = test::nodeEnvironment(&problem);
        QVERIFY2(!node.isEmpty(), qPrintable(problem));
        node.insert(u"OUTBOX_TEST_NATS_PASSWORD"_s, natsPassword);
        QCOMPARE(test::runNodeTool(u"nats-read.js"_s,
                                   {u"setup"_s, natsUrl, u"CONSOLE"_s, u"console.>"_s}, node)
                     .code,
                 0);

        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        QVERIFY(store.save(m_ws.fennFlowProfile).ok());
        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog, m_ws.fennFlowProfile.name));
        dialog.showRelayPage();
        choose(find<QComboBox>(dialog, u"sinkCombo"_s), u"nats"_s);
        auto *url = find<QLineEdit>(dialog, u"brokerUrlEdit"_s);
        QVERIFY(url->isVisible() && find<QLineEdit>(dialog, u"sinkPasswordEdit"_s)->isVisible());
        QVERIFY(!find<QLineEdit>(dialog, u"webhookUrlEdit"_s)->isVisible());
        // A password in the URL, or a URL of another broker, is refused with where it belongs.
        type(url, natsUrl + u"/console.{event_type}"_s);
        QString withPassword = url->text();
        withPassword.replace(u"@"_s, u":Typed-In-Url@"_s);
        type(url, withPassword);
        QVERIFY2(dialog.validationMessage().contains(u"Broker password"_s),
                 qPrintable(dialog.validationMessage()));
        choose(find<QComboBox>(dialog, u"sinkCombo"_s), u"kafka"_s);
        type(url, natsUrl + u"/console.{event_type}"_s);
        QVERIFY2(dialog.validationMessage().contains(u"kafka://"_s),
                 qPrintable(dialog.validationMessage()));
        choose(find<QComboBox>(dialog, u"sinkCombo"_s), u"nats"_s);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
        type(find<QLineEdit>(dialog, u"sinkPasswordEdit"_s), natsPassword);
        choose(find<QComboBox>(dialog, u"eventFormatCombo"_s), u"ce-structured"_s);
        auto *source = find<QLineEdit>(dialog, u"ceSourceEdit"_s);
        QVERIFY(source->isVisible());
        type(source, u"/billing/{nonsense}"_s);
        QVERIFY2(dialog.validationMessage().contains(u"{nonsense}"_s),
                 qPrintable(dialog.validationMessage()));
        type(source, u"/billing/{table}"_s);
        QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));

        QSignalSpy tested(&dialog, &ProfileDialog::publishTested);
        QTest::mouseClick(find<QPushButton>(dialog, u"testPublishButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 30000);
        const QString message = tested.at(0).at(1).toString();
        QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(message));
        QVERIFY(find<QLabel>(dialog, u"testPublishResult"_s)->text().contains(u"Published."_s));
        QVERIFY(!message.contains(natsPassword));
        static const QRegularExpression idPattern(u"outbox-test-[0-9a-f-]{36}"_s);
        const QString eventId = idPattern.match(message).captured(0);
        QVERIFY2(!eventId.isEmpty(), qPrintable(message));
        // Every row shown is laid out at its height (Qt 6.4's QFormLayout once gave a row
        // shown again none), below the one before it.
        auto *password = find<QLineEdit>(dialog, u"sinkPasswordEdit"_s);
        QVERIFY2(url->height() >= url->minimumSizeHint().height() &&
                     password->y() >= url->y() + url->height(),
                 qPrintable(u"URL %1+%2, password at %3"_s.arg(url->y())
                                .arg(url->height())
                                .arg(password->y())));
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-broker-tested.png"_s)));

        const test::CliRun read = test::runNodeTool(
            u"nats-read.js"_s, {u"read"_s, natsUrl, u"CONSOLE"_s, u"1"_s, u"10000"_s}, node);
        QVERIFY2(read.code == 0, qPrintable(read.err));
        const QJsonObject m = QJsonDocument::fromJson(read.out.trimmed().toUtf8()).object();
        QCOMPARE(m.value(u"subject"_s).toString(), u"console.test"_s);
        const QJsonObject ce =
            QJsonDocument::fromJson(m.value(u"data"_s).toString().toUtf8()).object();
        QCOMPARE(ce.value(u"specversion"_s).toString(), u"1.0"_s);
        QCOMPARE(ce.value(u"id"_s).toString(), eventId);
        QCOMPARE(ce.value(u"type"_s).toString(), u"OutboxConsole.test"_s);
        QVERIFY2(ce.value(u"source"_s).toString().startsWith(u"/billing/"_s),
                 qPrintable(ce.value(u"source"_s).toString()));
        QCOMPARE(ce.value(u"data"_s).toObject().value(u"event_type"_s).toString(), u"test"_s);

        // A broker that is not there: the reason, and nothing else changes.
        type(url, u"nats://127.0.0.1:%1/console.x"_s.arg(test::closedPort()));
        QTest::mouseClick(find<QPushButton>(dialog, u"testPublishButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 2, 30000);
        QVERIFY(!tested.at(1).at(0).toBool());
        QVERIFY(find<QLabel>(dialog, u"testPublishResult"_s)->text().contains(u"Failed."_s));
        type(url, natsUrl + u"/console.{event_type}"_s);

        QTest::mouseClick(find<QPushButton>(dialog, u"saveButton"_s), Qt::LeftButton);
        QVERIFY(!dialog.isModified());
        const auto saved = store.find(m_ws.fennFlowProfile.name);
        QVERIFY(saved);
        QCOMPARE(saved->sink, natsUrl + u"/console.{event_type}"_s);
        QCOMPARE(saved->eventFormat, u"ce-structured"_s);
        QCOMPARE(saved->ceSource, u"/billing/{table}"_s);
        QVERIFY(saved->ceType.isEmpty()); // the default
        QCOMPARE(fakeKeychain(*secrets)
                     .read(m_ws.fennFlowProfile.name, SecretKind::SinkPassword)
                     ->value_or(QString()),
                 natsPassword);
        QVERIFY(!fileBytes(store.settingsFile()).contains(natsPassword.toUtf8()));
        // Reopened: the settings come back.
        ProfileDialog again(store, *secrets);
        QVERIFY(again.selectProfile(m_ws.fennFlowProfile.name));
        QCOMPARE(find<QComboBox>(again, u"sinkCombo"_s)->currentData().toString(), u"nats"_s);
        QCOMPARE(find<QLineEdit>(again, u"brokerUrlEdit"_s)->text(), saved->sink);
        QCOMPARE(find<QComboBox>(again, u"eventFormatCombo"_s)->currentData().toString(),
                 u"ce-structured"_s);
        QVERIFY(!again.isModified());
    }

    void screenshots() {
        auto secrets = fakeSecrets();
        ProfileStore store = freshStore();
        Profile prod;
        prod.name = u"orders-prod"_s;
        prod.databaseUrl =
            u"postgresql://outbox_ops@orders-db.internal:5432/orders?sslmode=verify-full"_s;
        prod.environment = u"prod"_s;
        prod.table = u"vortos.object_store_outbox"_s;
        prod.format = u"vortos"_s;
        prod.objectStore = u"s3://orders-uploads?region=eu-central-1&access_key_id=AKIAEXAMPLE"_s;
        Profile staging = prod;
        staging.name = u"orders-staging"_s;
        staging.environment = u"staging"_s;
        staging.databaseUrl = u"postgresql://outbox_ops@orders-db.staging:5432/orders"_s;
        Profile billing;
        billing.name = u"billing-events"_s;
        billing.databaseUrl = u"mysql://relay@billing-db.internal/billing"_s;
        billing.environment = u"prod"_s;
        billing.table = u"fennflow.outbox"_s;
        billing.sink = u"webhook:https://events.internal/billing"_s;
        for (const Profile &p : {m_ws.vortosProfile, m_ws.fennFlowProfile, prod, staging, billing})
            QVERIFY(store.save(p).ok());

        ProfileDialog dialog(store, *secrets);
        QVERIFY(shown(dialog, u"orders-prod"_s));
        QSignalSpy tested(&dialog, &ProfileDialog::connectionTested);
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-prod.png"_s)));

        auto *tabs = find<QTabWidget>(dialog, u"editorTabs"_s);
        tabs->setCurrentIndex(3);
        QCOMPARE(tabs->tabText(3).remove(u'&'), u"Object store"_s);
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-objectstore.png"_s)));

        QVERIFY(dialog.selectProfile(u"demo"_s));
        find<QTabWidget>(dialog, u"editorTabs"_s)->setCurrentIndex(0);
        QTest::mouseClick(find<QPushButton>(dialog, u"testButton"_s), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(tested.count(), 1, 20000);
        QVERIFY(dialog.grab().save(screenshotPath(u"profiledialog-demo-tested.png"_s)));

        auto none = fakeSecrets(u"no D-Bus session bus"_s);
        ProfileDialog noKeychain(store, *none);
        QVERIFY(shown(noKeychain, u"billing-events"_s));
        type(find<QLineEdit>(noKeychain, u"urlEdit"_s),
             u"mysql://relay:Secret@billing-db.internal/billing"_s);
        QTest::qWait(50); // let the layout settle, as the event loop would before painting
        QVERIFY(noKeychain.grab().save(screenshotPath(u"profiledialog-nokeychain.png"_s)));
    }
};

QTEST_MAIN(TestProfileDialog)
#include "tst_profiledialog.moc"
