// Payload masking in the console, offscreen, on a real SQLite Vortos table: a prod profile shows
// the payload masked in the detail pane, Copy Row as JSON and the export; Reveal… asks why,
// writes the reveal to the audit log and shows the row as stored until it lapses; Edit and Resend
// on a masked profile keeps the masked body as stored and shows only its shape in the diff and
// the confirmation; an action the change role may not do (a read-only SQLite file) is disabled
// and names the missing privilege. Confirmations are answered through the test hook.
#include "access/tableprivileges.h"
#include "audit/auditrecord.h"
#include "guitest.h"
#include "masking/payloadmask.h"
#include "schema/deliverytable.h"
#include "testdatabases.h"
#include "ui/actions/resenddialog.h"
#include "ui/actions/retrydialog.h"
#include "ui/common/changeconfirmation.h"
#include "ui/rows/payloadrevealer.h"
#include "ui/rows/rowdetailview.h"
#include "ui/rows/rowexporter.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QClipboard>
#include <QInputDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

namespace {
// "Dear Alice, your new IBAN is on file." in base64: a put's body, masked by default.
const QString kLetter =
    QString::fromLatin1(QByteArray("Dear Alice, your new IBAN is on file.").toBase64());
const QString kRowId = u"01937a9e-0000-7000-8000-00000000e001"_s;
} // namespace

class TestProdSafety : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    ProfileStore m_store{QString()};
    std::unique_ptr<DatabaseSession> m_session;
    QList<ChangeDescription> m_asked;
    const QString m_reason = u"INC-%1 customer asks"_s.arg(QDateTime::currentMSecsSinceEpoch());

    Profile profile(const QString &name, const QString &environment,
                    const QString &visibility = {}) const {
        Profile p;
        p.name = name;
        p.environment = environment;
        p.databaseUrl = u"sqlite://"_s + m_dir.filePath(u"letters.sqlite"_s);
        p.table = u"vortos_object_store_outbox"_s;
        p.payloadVisibility = visibility;
        return p;
    }
    bool openShown(MainWindow &w, const QString &name) {
        return test::showAndOpenProfile(w, m_store, name, {1024, 700});
    }
    QString payloadShown(MainWindow &w) {
        return w.findChild<QPlainTextEdit *>(u"payloadView"_s)->toPlainText();
    }

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        qputenv("XDG_DATA_HOME", m_dir.filePath(u"data"_s).toUtf8());
        m_session = test::newSqlite(m_dir.filePath(u"letters.sqlite"_s), u"gui-mask"_s,
                                    u"vortos-sqlite.sql"_s);
        QVERIFY(m_session);
        QVERIFY(test::runSql(*m_session,
                             {u"DELETE FROM vortos_object_store_outbox"_s,
                              u"INSERT INTO vortos_object_store_outbox (id, operation, status, "
                              u"attempt_count, payload, last_error, created_at) VALUES ('%1', "
                              u"'put', 'dead', 5, '{\"name\":\"put\",\"key\":\"letters\\/"
                              u"wrong.txt\",\"body_base64\":\"%2\"}', 'Access Denied', "
                              u"'2026-12-01 08:00:00')"_s.arg(kRowId, kLetter)})
                    .ok());
        auto resolved = test::resolveTable(*m_session, u"vortos_object_store_outbox"_s);
        QVERIFY(resolved.ok());
        QVERIFY(SupersededRows::create(*m_session, *resolved).ok());
        m_store = ProfileStore(m_dir.filePath(u"profiles.ini"_s));
        QVERIFY(m_store.save(profile(u"letters-prod"_s, u"prod"_s)).ok());
        QVERIFY(m_store.save(profile(u"letters-masked"_s, u"staging"_s, u"masked"_s)).ok());
        setConfirmationHookForTests(
            [this](const ChangeDescription &change,
                   const ConnectionTarget &target) -> std::optional<QString> {
                m_asked.append(change);
                return target.isProd() ? m_reason : QString();
            });
    }
    void cleanupTestCase() { setConfirmationHookForTests({}); }

    void prodShowsMaskedEverywhere() {
        MainWindow w;
        QVERIFY(openShown(w, u"letters-prod"_s));
        QVERIFY(w.detailView()->hasRow());
        const QString shown = payloadShown(w);
        QVERIFY2(shown.contains(u"«masked string, %1 chars»"_s.arg(kLetter.size())),
                 qPrintable(shown));
        QVERIFY(shown.contains(u"letters/wrong.txt"_s)); // the key stays
        QVERIFY(!shown.contains(kLetter));
        QVERIFY2(w.detailView()->payloadMaskNote().contains(u"masks"_s),
                 qPrintable(w.detailView()->payloadMaskNote()));
        QVERIFY(test::triggerAction(w, u"copyJsonAction"_s));
        const QString copied = QGuiApplication::clipboard()->text();
        QVERIFY2(copied.contains(u"\"payload_visibility\": \"masked\""_s), qPrintable(copied));
        QVERIFY(!copied.contains(kLetter));
        // The export the window starts carries the window's mask.
        const QString path = m_dir.filePath(u"rows.json"_s);
        RowExporter *exporter = startExportWithProgress(
            &w, w.session()->target()->spec, w.session()->table(), RowFilter{}, path,
            ExportFormat::Json, w.session()->payloadMask());
        QVERIFY(exporter);
        QSignalSpy finished(exporter, &RowExporter::finished);
        QVERIFY(finished.wait(15000));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray exported = file.readAll();
        QVERIFY(exported.contains("masked string"));
        QVERIFY(!exported.contains(kLetter.toUtf8()));
        QVERIFY(test::grabTo(w, u"console-masked-light.png"_s));
        // Nothing a screen reader or a screenshot's text could give holds the body.
        QStringList texts;
        for (QWidget *widget : w.findChildren<QWidget *>()) {
            texts << widget->accessibleName() << widget->accessibleDescription()
                  << widget->toolTip() << widget->windowTitle();
            if (auto *label = qobject_cast<QLabel *>(widget))
                texts << label->text();
            if (auto *text = qobject_cast<QPlainTextEdit *>(widget))
                texts << text->toPlainText();
            if (auto *line = qobject_cast<QLineEdit *>(widget))
                texts << line->text();
        }
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            for (int c = 0; c < w.rowModel()->columnCount(); ++c)
                texts << w.rowModel()->index(r, c).data(Qt::DisplayRole).toString()
                      << w.rowModel()->index(r, c).data(Qt::ToolTipRole).toString()
                      << w.rowModel()->index(r, c).data(Qt::AccessibleTextRole).toString();
        QVERIFY(texts.size() > 50);
        QVERIFY(!texts.join(u'\n').contains(kLetter));
    }

    void revealAsksWhyAuditsAndLapses() {
        MainWindow w;
        QVERIFY(openShown(w, u"letters-prod"_s));
        w.detailView()->revealer()->setLapseMs(1500);
        QSignalSpy revealed(w.detailView()->revealer(), &PayloadRevealer::revealed);
        QSignalSpy lapsed(w.detailView()->revealer(), &PayloadRevealer::lapsed);
        QVERIFY(test::clickButton(w, u"revealPayloadButton"_s));
        auto *question = w.findChild<QInputDialog *>(u"revealReasonDialog"_s);
        QVERIFY(question);
        QTRY_VERIFY(question->isVisible());
        auto *reason = question->findChild<QLineEdit *>();
        QVERIFY(reason);
        // No reason, no reveal: OK waits for one.
        QVERIFY(!test::clickDialogButton(*question, QDialogButtonBox::Ok));
        test::typeOver(*reason, m_reason);
        QVERIFY(test::clickDialogButton(*question, QDialogButtonBox::Ok));
        QVERIFY(revealed.wait(15000));
        QVERIFY2(payloadShown(w).contains(kLetter), qPrintable(payloadShown(w)));
        QVERIFY2(w.detailView()->payloadMaskNote().contains(u"Revealed"_s),
                 qPrintable(w.detailView()->payloadMaskNote()));
        // Audited: who, which row, why; never the value.
        auto records = AuditLog().recent(10);
        QVERIFY(records.ok());
        bool found = false;
        for (const AuditRecord &r : *records)
            if (r.action == u"reveal"_s && r.reason == m_reason && r.namesRow(kRowId))
                found = true;
        QVERIFY(found);
        QFile log(AuditLog().path());
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(!log.readAll().contains(kLetter.toUtf8()));
        // Copy Row stays what the profile shows.
        QVERIFY(test::triggerAction(w, u"copyJsonAction"_s));
        QVERIFY(!QGuiApplication::clipboard()->text().contains(kLetter));
        // It lapses: masked again.
        QVERIFY(lapsed.wait(15000));
        QVERIFY(!payloadShown(w).contains(kLetter));
        QVERIFY(payloadShown(w).contains(u"«masked string"_s));
    }

    void resendKeepsAMaskedBodyAsStored() {
        MainWindow w;
        QVERIFY(openShown(w, u"letters-masked"_s));
        w.rowView()->selectRow(0);
        auto *dialog = test::triggerForDialog<ResendDialog>(w, u"editResendAction"_s);
        QVERIFY(dialog);
        dialog->setCheckDelay(0);
        const QString text = dialog->editor()->toPlainText();
        QVERIFY2(text.contains(u"«masked string"_s), qPrintable(text));
        QVERIFY(!text.contains(kLetter));
        QSignalSpy checked(dialog, &ResendDialog::checked);
        dialog->editor()->setPlainText(
            QString(text).replace(u"letters/wrong.txt"_s, u"letters/alice.txt"_s));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->canResend(), 15000);
        auto *diff = dialog->findChild<QTreeWidget *>(u"resendDiff"_s);
        QCOMPARE(diff->topLevelItemCount(), 1);
        QCOMPARE(diff->topLevelItem(0)->text(0), u"key"_s);
        m_asked.clear();
        QPointer<ResendDialog> guard(dialog);
        QVERIFY(test::clickAndWait(*dialog, u"resendButton"_s, &ResendDialog::finished));
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(!m_asked.constFirst().details.join(u'\n').contains(kLetter));
        QVERIFY(guard && guard->outcome());
        QSqlQuery q(m_session->database());
        QVERIFY(q.exec(u"SELECT payload FROM vortos_object_store_outbox WHERE id = '%1'"_s.arg(
            guard->outcome()->newId)));
        QVERIFY(q.next());
        const QJsonObject written = QJsonDocument::fromJson(q.value(0).toByteArray()).object();
        QCOMPARE(written.value(u"key"_s).toString(), u"letters/alice.txt"_s);
        QCOMPARE(written.value(u"body_base64"_s).toString(), kLetter);
        QFile log(AuditLog().path());
        QVERIFY(log.open(QIODevice::ReadOnly));
        QVERIFY(!log.readAll().contains(kLetter.toUtf8()));
    }

    // Last: it gives up this process's power to write any file (root's), for good.
    void actionsTheRoleMayNotDoAreDisabled() {
        const QString path = m_dir.filePath(u"readonly.sqlite"_s);
        QVERIFY(QFile::copy(m_dir.filePath(u"letters.sqlite"_s), path));
        Profile readOnlyFile = profile(u"letters-file-ro"_s, u"dev"_s);
        readOnlyFile.databaseUrl = u"sqlite://"_s + path;
        QVERIFY(m_store.save(readOnlyFile).ok());
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::ReadGroup |
                                                QFileDevice::ReadOther));
        QVERIFY(dropFileOverride());
        MainWindow w;
        QVERIFY(openShown(w, readOnlyFile.name));
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->changePrivileges().has_value(), 15000);
        QVERIFY(!w.session()->changePrivileges()->has(TablePrivilege::Delete));
        auto *purge = w.findChild<QAction *>(u"purgeAction"_s);
        QVERIFY(purge);
        QTRY_VERIFY(!purge->isEnabled());
        QVERIFY2(purge->toolTip().contains(u"DELETE"_s), qPrintable(purge->toolTip()));
        w.rowView()->selectRow(0);
        auto *resend = w.findChild<QAction *>(u"editResendAction"_s);
        QVERIFY(resend && !resend->isEnabled());
        QVERIFY2(resend->toolTip().contains(u"INSERT"_s), qPrintable(resend->toolTip()));
        // The retry's dry run still opens (it changes nothing); its Retry is refused, and why.
        auto *retry = test::triggerForDialog<RetryDialog>(w, u"retrySelectedAction"_s);
        QVERIFY(retry);
        QTRY_VERIFY_WITH_TIMEOUT(!retry->isBusy(), 15000);
        auto *retryButton = retry->findChild<QPushButton *>(u"retryButton"_s);
        QVERIFY(retryButton && !retryButton->isEnabled());
        QVERIFY2(retryButton->toolTip().contains(u"may not write the SQLite file"_s),
                 qPrintable(retryButton->toolTip()));
        auto *note = retry->findChild<QLabel *>(u"readOnlyNote"_s);
        QVERIFY(note && note->isVisible());
        QVERIFY2(note->text().contains(u"SQLite"_s), qPrintable(note->text()));
        retry->close();
        // The same file, writable: offered.
        QVERIFY(m_store.save(profile(u"letters-file-rw"_s, u"dev"_s)).ok());
        QVERIFY(test::openProfileAndWait(w, u"letters-file-rw"_s));
        QTRY_VERIFY_WITH_TIMEOUT(w.session()->changePrivileges().has_value() &&
                                     w.session()->changePrivileges()->has(TablePrivilege::Delete),
                                 15000);
        QTRY_VERIFY(purge->isEnabled());
    }

private:
    // As root, access(2) grants writing a read-only file: drop that power from this process (its
    // permitted and effective capabilities), so file permissions apply as to any user.
    static bool dropFileOverride() {
        if (::geteuid() != 0)
            return true;
        __user_cap_header_struct header{_LINUX_CAPABILITY_VERSION_3, 0};
        __user_cap_data_struct data[_LINUX_CAPABILITY_U32S_3] = {};
        if (::syscall(SYS_capget, &header, data) != 0)
            return false;
        const quint32 drop = (1u << CAP_DAC_OVERRIDE) | (1u << CAP_DAC_READ_SEARCH);
        data[0].effective &= ~drop;
        data[0].permitted &= ~drop;
        data[0].inheritable &= ~drop;
        return ::syscall(SYS_capset, &header, data) == 0;
    }
};

QTEST_MAIN(TestProdSafety)
#include "tst_prodsafety.moc"
