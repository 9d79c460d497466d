// Help › About: version, Qt version and application id from the build, the licences of the
// components; and the translations: the dialog speaks German when the German translator is in.
#include "guitest.h"
#include "ui/window/aboutdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QPushButton>
#include <QStyleFactory>
#include <QTest>
#include <QTextBrowser>
#include <QTranslator>

using namespace Qt::StringLiterals;
using outbox::test::screenshotPath;
using outbox::ui::AboutDialog;

class TestAboutDialog : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void showsVersionQtAndId() {
        AboutDialog dialog;
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *version = dialog.findChild<QLabel *>(u"aboutVersionLabel"_s);
        QVERIFY(version);
        QVERIFY2(version->text().contains(QStringLiteral(OUTBOX_VERSION)),
                 qPrintable(version->text()));
        QVERIFY(version->text().contains(QString::fromLatin1(qVersion())));
        QVERIFY(version->text().contains(u"io.github.outboxconsole.OutboxConsole"_s));
        QVERIFY(dialog.findChild<QPushButton *>(u"aboutQtButton"_s));
        QVERIFY(dialog.grab().save(screenshotPath(u"about-dialog.png"_s)));
    }

    void listsTheLicences() {
        const QString html = AboutDialog::componentsHtml();
        for (const QString &needle :
             {u"Qt 6"_s, u"LGPL-3.0"_s, u"Qt Charts"_s, u"GPL-3.0"_s, u"QtKeychain"_s, u"BSD"_s,
              u"libsecret"_s, u"LGPL-2.1-or-later"_s, u"SQLite"_s, u"Outbox Console"_s})
            QVERIFY2(html.contains(needle), qPrintable(needle));
        AboutDialog dialog;
        auto *text = dialog.findChild<QTextBrowser *>(u"aboutLicenceText"_s);
        QVERIFY(text);
        QVERIFY(text->toPlainText().contains(u"QtKeychain"_s));
    }

    void speaksGerman() {
        const QString qm = qEnvironmentVariable("OUTBOX_QM_DIR") + u"/outbox-console_de.qm"_s;
        QTranslator german;
        QVERIFY2(german.load(qm), qPrintable(qm));
        QCoreApplication::installTranslator(&german);
        AboutDialog dialog;
        QCoreApplication::removeTranslator(&german);
        QVERIFY2(dialog.windowTitle() == u"Über Outbox Console"_s,
                 qPrintable(dialog.windowTitle()));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(screenshotPath(u"about-dialog-de.png"_s)));
    }
};

QTEST_MAIN(TestAboutDialog)
#include "tst_aboutdialog.moc"
