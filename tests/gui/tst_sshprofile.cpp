#include "connection/databasesession.h"
#include "connection/sshaskpass.h"
#include "connection/sshroutecheck.h"
#include "guitest.h"
#include "scopedenvironment.h"
#include "secretstore.h"
#include "settings/profile.h"
#include "sshchain.h"
#include "testdatabases.h"
#include "ui/connections/profiledialog.h"
#include "ui/connections/sshaskpassprompter.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDataStream>
#include <QDialogButtonBox>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QLocalSocket>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

// ssh's questions in the console: a profile reaches PostgreSQL through a two-hop ProxyJump chain
// (sshd servers of the test's own, tests/support/sshchain.h) with a client key that has a
// passphrase and is in no agent. The passphrase dialog appears while the GUI goes on, the test
// types the passphrase as a user does, and the table opens; Cancel fails the open with a clear
// error. The askpass program (the console binary, run as ssh runs it) relays a prompt and prints
// exactly the answer, and a program the console did not start gets nothing.
class TestSshProfile : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::SshChain m_chain{m_dir.path()}; // its servers stopped when the test ends
    ConnectionSpec m_pg;
    ProfileStore m_store{QString()};
    std::unique_ptr<DatabaseSession> m_direct;
    test::ScopedEnvironment m_env;
    const QString m_passphrase = u"correct horse, battery staple"_s;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    static QString askPassProgram() {
        return qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outbox-console"_s;
    }

    // The passphrase dialog when one is shown.
    static QInputDialog *passphraseDialog() {
        for (QWidget *w : QApplication::topLevelWidgets())
            if (auto *d = qobject_cast<QInputDialog *>(w);
                d && d->isVisible() && d->objectName() == u"sshPassphraseDialog"_s)
                return d;
        return nullptr;
    }
    // Calls handle on each passphrase dialog as it appears (polled, as a user would notice it).
    static QTimer *whenDialogAppears(QObject *owner, std::function<void(QInputDialog *)> handle) {
        auto *poll = new QTimer(owner);
        poll->setInterval(50);
        connect(poll, &QTimer::timeout, owner, [handle = std::move(handle)] {
            if (QInputDialog *d = passphraseDialog(); d && !d->property("handled").toBool()) {
                d->setProperty("handled", true);
                handle(d);
            }
        });
        poll->start();
        return poll;
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFile::exists(askPassProgram()), qPrintable(askPassProgram()));
        // No agent: the key's passphrase can only come from the dialog.
        m_env.unset("SSH_AUTH_SOCK");
        m_pg = test::postgresSpec();
        m_env.set("OUTBOX_DATABASE_PASSWORD", m_pg.password);
        // The client key has a passphrase; the chain's ssh configuration uses no agent.
        QVERIFY(m_chain.start(u"127.0.0.1:%1"_s.arg(m_pg.port), m_passphrase));
        const QString config = m_chain.writeConfig(
            u"ssh_config"_s, m_chain.writeKnownHosts(u"known_hosts"_s, {u"bastion"_s, u"inner"_s}));
        QVERIFY(!config.isEmpty());
        m_direct = std::make_unique<DatabaseSession>(m_pg, u"ssh-gui-setup"_s);
        QVERIFY(m_direct->open().ok());
        QVERIFY(test::makePostgresVortos(*m_direct, u"sshgui"_s).ok());

        m_store = ProfileStore(path(u"config/outbox-console/profiles.ini"_s));
        Profile profile =
            test::testProfile(u"through-ssh"_s, u"dev"_s, m_pg, u"sshgui.object_store_outbox"_s);
        profile.sshDestination = u"inner"_s;
        profile.sshConfig = config;
        QVERIFY(m_store.save(profile).ok());
    }

    void cleanupTestCase() { m_direct.reset(); }

    // The passphrase asked in the dialog (a password field, over the window, while the GUI
    // thread goes on), typed and accepted as a user does: the table opens through both hops.
    void passphraseInTheDialogOpensTheTable() {
        // As the console's main: the prompter after the window, so that it goes first.
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        SshAskPassPrompter prompter;
        const Status enabled = prompter.enable(askPassProgram());
        QVERIFY2(enabled.ok(), enabled.ok() ? "" : qPrintable(enabled.error().message));
        int dialogs = 0;
        QString label;
        bool masked = false;
        whenDialogAppears(&w, [&](QInputDialog *d) {
            ++dialogs;
            label = d->labelText();
            auto *edit = d->findChild<QLineEdit *>();
            QVERIFY(edit);
            masked = edit->echoMode() == QLineEdit::Password;
            QVERIFY(!d->accessibleName().isEmpty());
            test::grabTo(*d, u"ssh-passphrase-dialog.png"_s);
            QTest::keyClicks(edit, m_passphrase);
            QTest::keyClick(edit, Qt::Key_Return);
        });
        QSignalSpy shown(&w, &MainWindow::firstPageShown);
        QSignalSpy errors(&w, &MainWindow::errorShown);
        QVERIFY(w.openProfile(u"through-ssh"_s));
        QVERIFY2(shown.wait(30'000) || !shown.isEmpty(),
                 errors.isEmpty() ? "no rows within 30 s"
                                  : qPrintable(errors.constFirst().constFirst().toString()));
        // Once: the other connections of the open (and the second hop, which takes the same
        // key) had the passphrase without asking again.
        QCOMPARE(dialogs, 1);
        QVERIFY2(label.contains(u"Enter passphrase for key '%1'"_s.arg(m_chain.keyFile())),
                 qPrintable(label));
        QVERIFY(masked);
        QVERIFY(w.rowView()->model()->rowCount() > 0);
        QVERIFY(errors.isEmpty());
        test::grabTo(w, u"ssh-profile-opened.png"_s);
    }

    // Cancel in the dialog: the open fails, saying the prompt was cancelled at the hop that
    // asked; nothing crashes and the window stays usable.
    void cancelledPromptGivesAClearError() {
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        SshAskPassPrompter prompter; // a new console: no passphrase typed yet
        QVERIFY(prompter.enable(askPassProgram()).ok());
        int dialogs = 0;
        whenDialogAppears(&w, [&](QInputDialog *d) {
            ++dialogs;
            auto *buttons = d->findChild<QDialogButtonBox *>();
            QVERIFY(buttons);
            QPushButton *cancel = buttons->button(QDialogButtonBox::Cancel);
            QVERIFY(cancel);
            QTest::mouseClick(cancel, Qt::LeftButton);
        });
        QSignalSpy errors(&w, &MainWindow::errorShown);
        QVERIFY(w.openProfile(u"through-ssh"_s));
        QVERIFY(errors.wait(30'000) || !errors.isEmpty());
        const QString message = errors.constFirst().constFirst().toString();
        QVERIFY2(message.contains(u"the prompt was cancelled"_s), qPrintable(message));
        QVERIFY2(message.contains(m_chain.hop(u"bastion"_s) + u": the prompt was cancelled"_s),
                 qPrintable(message));
        QVERIFY(!message.contains(m_passphrase));
        QVERIFY(dialogs >= 1);
        QVERIFY(w.isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!passphraseDialog(), 5000);
    }

    // Test Connection through the chain, as a user clicks it: the table's line first, then one
    // line a hop and one for the database as the last hop sees it, each ok (the passphrase typed
    // in the dialog when the route check's ssh asks).
    void testConnectionReportsEachHop() {
        SessionSecretStore secrets(std::make_unique<MemorySecretStore>());
        ProfileDialog dialog(m_store, secrets);
        dialog.show();
        QVERIFY(dialog.selectProfile(u"through-ssh"_s));
        SshAskPassPrompter prompter;
        QVERIFY(prompter.enable(askPassProgram()).ok());
        whenDialogAppears(&dialog, [&](QInputDialog *d) {
            auto *edit = d->findChild<QLineEdit *>();
            QVERIFY(edit);
            QTest::keyClicks(edit, m_passphrase);
            QTest::keyClick(edit, Qt::Key_Return);
        });
        QSignalSpy tested(&dialog, &ProfileDialog::connectionTested);
        auto *test = dialog.findChild<QPushButton *>(u"testButton"_s);
        QVERIFY(test);
        QTest::mouseClick(test, Qt::LeftButton);
        QVERIFY(tested.wait(60'000) || !tested.isEmpty());
        const QString message = tested.constFirst().at(1).toString();
        QVERIFY2(tested.constFirst().at(0).toBool(), qPrintable(message));
        const QStringList lines = message.split(u'\n');
        QVERIFY2(lines.size() >= 4, qPrintable(message));
        QVERIFY2(lines.at(0).startsWith(u"Table "_s), qPrintable(message));
        QCOMPARE(lines.at(1), m_chain.hop(u"bastion"_s) + u": ok"_s);
        QCOMPARE(lines.at(2), m_chain.hop(u"inner"_s) + u": ok"_s);
        QVERIFY2(
            lines.at(3).startsWith(u"database 127.0.0.1:%1 as seen from inner"_s.arg(m_pg.port)),
            qPrintable(message));
        QVERIFY2(lines.at(3).endsWith(u": ok"_s), qPrintable(message));
        QVERIFY(!message.contains(m_passphrase));
        test::grabTo(dialog, u"ssh-test-connection.png"_s);
    }

    // The askpass program alone, run as ssh runs it (the prompt its one argument): it hands the
    // prompt to the console and prints exactly the answer; a cancel is exit 1 with the line the
    // console reads back; a host-key question is told apart.
    void askPassProgramRelaysThePrompt_data() {
        QTest::addColumn<QString>("prompt");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("answer"); // empty: cancel
        QTest::newRow("passphrase")
            << u"Enter passphrase for key '/home/ops/.ssh/id': "_s
            << int(SshAskPassServer::Kind::Secret) << u"  spaces, ünïcode & $(not run)  "_s;
        QTest::newRow("host key")
            << u"The authenticity of host '[10.0.0.5]:22' can't be established.\nED25519 key "
               "fingerprint is SHA256:4wTkia+x4Q1Ufl2qTLFazzlFAB3FPYrxqZ7W/Snlir8.\nAre you sure "
               "you want to continue connecting (yes/no/[fingerprint])? "_s
            << int(SshAskPassServer::Kind::HostKey) << u"yes"_s;
        QTest::newRow("cancelled") << u"Enter passphrase for key '/home/ops/.ssh/id': "_s
                                   << int(SshAskPassServer::Kind::Secret) << QString();
    }
    void askPassProgramRelaysThePrompt() {
        QFETCH(QString, prompt);
        QFETCH(int, kind);
        QFETCH(QString, answer);
        SshAskPassServer server;
        QVERIFY(server.listen().ok());
        QString received;
        int receivedKind = -1;
        connect(&server, &SshAskPassServer::promptReceived, &server,
                [&](int id, const QString &p, SshAskPassServer::Kind k) {
                    received = p;
                    receivedKind = int(k);
                    if (answer.isEmpty())
                        server.cancel(id);
                    else
                        server.answer(id, answer);
                });
        QProcess askpass;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"OUTBOX_SSH_ASKPASS_SOCKET"_s, server.socketName());
        askpass.setProcessEnvironment(env);
        QSignalSpy finished(&askpass, &QProcess::finished);
        askpass.start(askPassProgram(), {prompt});
        QVERIFY(finished.wait(15'000));
        QCOMPARE(received, prompt);
        QCOMPARE(receivedKind, kind);
        const QByteArray out = askpass.readAllStandardOutput();
        const QByteArray err = askpass.readAllStandardError();
        if (answer.isEmpty()) {
            QCOMPARE(askpass.exitCode(), 1);
            QVERIFY(out.isEmpty());
            QVERIFY2(err.contains(kSshPromptCancelledMarker), err.constData());
        } else {
            QCOMPARE(askpass.exitCode(), 0);
            QCOMPARE(out, answer.toUtf8() + '\n');
            QVERIFY2(!err.contains(answer.toUtf8()), err.constData());
        }
    }

    // Only a program started by the console's own ssh is answered: another program of the
    // user's that finds the socket gets nothing and is disconnected.
    void aStrangerGetsNoAnswer() {
        SshAskPassServer server;
        QVERIFY(server.listen().ok());
        QSignalSpy prompts(&server, &SshAskPassServer::promptReceived);
        QLocalSocket stranger; // this process: not a descendant of itself
        stranger.connectToServer(server.socketName());
        QVERIFY(stranger.waitForConnected(5000));
        QByteArray request;
        {
            QDataStream out(&request, QIODevice::WriteOnly);
            out.setVersion(QDataStream::Qt_6_4);
            out << quint32(1) << u"Enter passphrase for key 'x': "_s << QString();
        }
        stranger.write(request);
        stranger.flush();
        QTRY_COMPARE_WITH_TIMEOUT(stranger.state(), QLocalSocket::UnconnectedState, 5000);
        QVERIFY(stranger.readAll().isEmpty());
        QCOMPARE(prompts.size(), 0);
    }
};

QTEST_MAIN(TestSshProfile)
#include "tst_sshprofile.moc"
