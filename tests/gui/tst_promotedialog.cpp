// The promotion dialog, offscreen, against real parts: s3rver behind the signature-checking proxy
// (the profile's s3:// object store with its secret key in a keychain fake) and a Vortos table on
// PostgreSQL. Validation messages as typed, pre-checks, both modes with their steps, overwrite,
// missing sources, read-only and store-less profiles, and screenshots.
#include "guitest.h"
#include "ui/actions/promotedialog.h"
#include "ui/common/changeconfirmation.h"
#include "ui/objects/objectbrowser.h"

#include "objectstore/s3objectstore.h"
#include "profilesecrets.h"
#include "query/outboxrow.h"
#include "s3fixture.h"
#include "schema/tableresolver.h"
#include "secretstore.h"
#include "testdatabases.h"

#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QToolButton>
#include <QTreeView>
#include <QUuid>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::darkPalette;
using test::screenshotPath;

class TestPromoteDialog : public QObject {
    Q_OBJECT

    S3Config s3Config() const { return test::fixtureS3Config(); }

    // A profile-like target: PostgreSQL, and the profile's s3:// store whose secret key is in
    // the (fake) keychain, as the console keeps it.
    ConnectionTarget target(bool withStore = true) const {
        ConnectionTarget t;
        t.label = u"s3-test"_s;
        t.profileName = u"s3-test"_s;
        t.environment = u"dev"_s;
        Profile p;
        p.name = t.profileName;
        p.table = u"promotedlg.object_store_outbox"_s;
        if (withStore) {
            ProfileS3Settings s;
            s.bucket = s3Config().bucket;
            s.endpoint = s3Config().endpoint;
            s.region = u"us-east-1"_s;
            s.accessKeyId = u"S3RVER"_s;
            s.pathStyle = true;
            p.objectStore = s.toSpec();
        }
        t.profile = p;
        t.spec = test::postgresSpec();
        return t;
    }

    // What the user sees once the pending layout requests are handled.
    static QPixmap grab(QWidget &w) {
        QTest::qWait(50);
        return w.grab();
    }

    bool waitChecked(PromoteDialog &d) {
        return QTest::qWaitFor([&] { return !d.isBusy(); }, 20000);
    }

    template <typename T> T *child(QWidget &w, const QString &name) {
        T *c = w.findChild<T *>(name);
        if (!c)
            qWarning("no child %s", qPrintable(name));
        return c;
    }

    void type(QLineEdit *edit, const QString &text) {
        edit->setFocus();
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QTest::keyClicks(edit, text);
    }

    MemorySecretStore m_secrets;
    OutboxTable m_table;
    std::unique_ptr<S3ObjectStore> m_s3;
    QString m_run;
    QList<ChangeDescription> m_confirmations;

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(!qEnvironmentVariableIsEmpty("OUTBOX_TEST_S3_ENDPOINT"),
                 "run through ctest (s3 fixture)");
        auto s3 = S3ObjectStore::create(s3Config());
        QVERIFY(s3.ok());
        m_s3 = std::move(s3).value();
        // Not all digits: {id} is guessed from the first numeric path segment.
        m_run = u"r"_s + QUuid::createUuid().toString(QUuid::Id128).left(7);
        QVERIFY(m_secrets.write(u"s3-test"_s, SecretKind::ObjectStoreSecretKey, u"S3RVER"_s).ok());

        DatabaseSession session(test::postgresSpec(), u"promotedlg-setup"_s);
        QVERIFY(session.open().ok());
        QVERIFY(test::makePostgresVortos(session, u"promotedlg"_s).ok());
        auto table = test::resolveTable(session, u"promotedlg.object_store_outbox"_s);
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
        m_table = *table;

        setConfirmationHookForTests([this](const ChangeDescription &change,
                                           const ConnectionTarget &) -> std::optional<QString> {
            m_confirmations.append(change);
            return u"test"_s;
        });
    }

    void cleanupTestCase() { setConfirmationHookForTests({}); }

    // What lies under the temporary prefix: Browse… lists it
    // (a page at a time, from the real S3 server), the filter narrows it, Enter picks the key
    // and the pre-check runs for it; a sibling prefix that shares the text is not listed; a
    // store that does not answer says so.
    void browseTheTemporaryPrefix() {
        const QString prefix = u"tmp/%1-browse"_s.arg(m_run);
        const QStringList keys{prefix + u"/a.jpg"_s, prefix + u"/b.jpg"_s, prefix + u"/c/d.png"_s};
        for (const QString &key : keys)
            QVERIFY(m_s3->put(key, QByteArray(2048, 'x'), u"image/jpeg"_s).ok());
        QVERIFY(m_s3->put(prefix + u"ed/not-this.jpg"_s, "x", u"image/jpeg"_s).ok());

        PromoteDialog d(target(), m_table, m_secrets);
        d.setCheckDelay(50);
        d.resize(1024, 700);
        d.show();
        type(child<QLineEdit>(d, u"temporaryPrefixEdit"_s), prefix);
        type(child<QLineEdit>(d, u"permanentKeyEdit"_s), u"assets/%1/browsed.jpg"_s.arg(m_run));
        auto *browse = child<QToolButton>(d, u"browseTemporaryButton"_s);
        QVERIFY(browse && browse->isEnabled());
        // The row's label still takes Alt+T to the key (with the button beside it, the form
        // layout no longer sets its buddy itself).
        bool labelled = false;
        for (QLabel *label : d.findChildren<QLabel *>())
            labelled = labelled || (label->text() == u"&Temporary key:"_s &&
                                    label->buddy() == child<QLineEdit>(d, u"temporaryKeyEdit"_s));
        QVERIFY(labelled);
        QSignalSpy opened(&d, &PromoteDialog::browserOpened);
        QTest::mouseClick(browse, Qt::LeftButton);
        QCOMPARE(opened.size(), 1);
        auto *browser = opened.constFirst().constFirst().value<ObjectBrowserDialog *>();
        QVERIFY(browser && browser->isVisible());
        browser->setPageSizeForTests(2);
        QSignalSpy listed(browser, &ObjectBrowserDialog::pageListed);
        QVERIFY(listed.wait(20000));
        QCOMPARE(browser->listedCount(), 2); // the first page of 2
        QVERIFY(browser->hasMore());
        auto *status = child<QLabel>(*browser, u"objectStatus"_s);
        QVERIFY2(status->text().contains(u"Load More"_s), qPrintable(status->text()));
        QTest::mouseClick(child<QPushButton>(*browser, u"loadMoreButton"_s), Qt::LeftButton);
        QVERIFY(listed.wait(20000));
        QCOMPARE(browser->listedCount(), 3);
        QVERIFY(!browser->hasMore());
        auto *list = child<QTreeView>(*browser, u"objectList"_s);
        QStringList shown;
        for (int r = 0; r < list->model()->rowCount(); ++r)
            shown << list->model()->index(r, 0).data().toString();
        QCOMPARE(shown, keys); // in key order, and not the sibling prefix's object
        QVERIFY2(status->text().contains(u"All 3 key"_s), qPrintable(status->text()));
        auto *filter = child<QLineEdit>(*browser, u"objectFilterEdit"_s);
        QTest::keyClicks(filter, u"c/"_s);
        QCOMPARE(list->model()->rowCount(), 1);
        QVERIFY(grab(*browser).save(screenshotPath(u"promote-browse.png"_s)));
        QSignalSpy checked(&d, &PromoteDialog::checkFinished);
        QTest::keyClick(filter, Qt::Key_Return);
        QVERIFY(!browser->isVisible());
        QCOMPARE(child<QLineEdit>(d, u"temporaryKeyEdit"_s)->text(), keys.at(2));
        QVERIFY(waitChecked(d));
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::Passed);
        QCOMPARE(d.lastCheck()->source.size, 2048);

        // A store that does not answer: the browser says why, nothing is picked.
        ConnectionTarget closed = target();
        auto settings = ProfileS3Settings::parse(closed.profile->objectStore);
        QVERIFY(settings.ok());
        settings->endpoint = u"http://127.0.0.1:%1"_s.arg(test::closedPort());
        closed.profile->objectStore = settings->toSpec();
        PromoteDialog unreachable(closed, m_table, m_secrets);
        unreachable.show();
        QSignalSpy opened2(&unreachable, &PromoteDialog::browserOpened);
        QTest::mouseClick(child<QToolButton>(unreachable, u"browseTemporaryButton"_s),
                          Qt::LeftButton);
        QCOMPARE(opened2.size(), 1);
        auto *failing = opened2.constFirst().constFirst().value<ObjectBrowserDialog *>();
        QSignalSpy failed(failing, &ObjectBrowserDialog::pageListed);
        QVERIFY(failed.wait(60000));
        const QString why = child<QLabel>(*failing, u"objectStatus"_s)->text();
        QVERIFY2(why.startsWith(u"Listing the objects failed:"_s), qPrintable(why));
        QCOMPARE(failing->listedCount(), 0);
        auto *again = child<QPushButton>(*failing, u"loadMoreButton"_s);
        QVERIFY(again->isVisible() && again->isEnabled());
        QVERIFY2(again->text().contains(u"Again"_s), qPrintable(again->text()));
        failing->reject();
        QVERIFY(child<QLineEdit>(unreachable, u"temporaryKeyEdit"_s)->text().isEmpty());
    }

    void keyTemplates() {
        KeyTemplateValues v;
        v.temporaryKey = u"tmp/users/9/upload.jpg"_s;
        v.id = guessTemplateId(v.temporaryKey);
        QCOMPARE(v.id, u"9"_s);
        v.random = u"0123456789abcdef"_s;
        v.uuid = u"0190a6f0-0000-7000-8000-000000000000"_s;
        v.date = QDate(2026, 6, 1);
        QCOMPARE(*expandKeyTemplate(u"assets/users/{id}/avatar/{random}.jpg"_s, v),
                 u"assets/users/9/avatar/0123456789abcdef.jpg"_s);
        QCOMPARE(*expandKeyTemplate(u"assets/{path}"_s, v), u"assets/users/9/upload.jpg"_s);
        QCOMPARE(*expandKeyTemplate(u"a/{date}/{stem}.{ext}"_s, v), u"a/2026/06/01/upload.jpg"_s);
        QCOMPARE(*expandKeyTemplate(u"a/{dir}/{name}"_s, v), u"a/users/9/upload.jpg"_s);
        QCOMPARE(*expandKeyTemplate(u"a/{{literal}}"_s, v), u"a/{literal}"_s);
        QCOMPARE(*expandKeyTemplate(escapeKeyTemplate(u"x/{a}.bin"_s), v), u"x/{a}.bin"_s);
        QVERIFY(expandKeyTemplate(u"a/{nope}"_s, v).error().message.contains(u"{nope}"_s));
        QVERIFY(expandKeyTemplate(u"a/{id"_s, v).error().message.contains(u"not closed"_s));
        v.id.clear();
        QVERIFY(expandKeyTemplate(u"a/{id}"_s, v).error().message.contains(u"enter the id"_s));
        QCOMPARE(guessTemplateId(u"tmp/u/0190a6f0-1111-7000-8000-000000000000/x.bin"_s),
                 u"0190a6f0-1111-7000-8000-000000000000"_s);
    }

    void validationAsTyped() {
        PromoteDialog d(target(), m_table, m_secrets);
        d.setCheckDelay(50);
        d.show();
        auto *temporary = child<QLineEdit>(d, u"temporaryKeyEdit"_s);
        auto *permanent = child<QLineEdit>(d, u"permanentKeyEdit"_s);
        auto *prefix = child<QLineEdit>(d, u"temporaryPrefixEdit"_s);
        auto *message = child<QLabel>(d, u"validationLabel"_s);
        auto *promote = child<QPushButton>(d, u"promoteButton"_s);
        QVERIFY(temporary && permanent && prefix && message && promote);
        QVERIFY(message->text().isEmpty()); // nothing typed: no red text yet
        QVERIFY(!promote->isEnabled());

        type(temporary, u"uploads/a.jpg"_s);
        type(permanent, u"assets/a.jpg"_s);
        QCOMPARE(message->text(), u"Source key must be under the \"tmp/\" temporary prefix."_s);
        QVERIFY(message->isVisible());
        type(temporary, u"tmp/a.jpg"_s);
        QVERIFY(message->text().isEmpty());
        type(permanent, u"tmp/b.jpg"_s);
        QCOMPARE(message->text(),
                 u"Permanent key cannot remain under the \"tmp/\" temporary prefix."_s);
        type(permanent, u"assets/../b.jpg"_s);
        QVERIFY2(message->text().contains(u".."_s), qPrintable(message->text()));
        type(permanent, u"assets/b.jpg"_s);
        type(prefix, u"/"_s);
        QCOMPARE(message->text(), u"Temporary prefix cannot be empty."_s);
        type(prefix, u"staging"_s);
        QCOMPARE(message->text(), u"Source key must be under the \"staging/\" temporary prefix."_s);
        type(prefix, u"tmp"_s);
        // An empty key names its field (it said 'Object key "" is empty…').
        type(permanent, u"///"_s);
        QVERIFY2(message->text().startsWith(u"Permanent key \"///\" is empty"_s),
                 qPrintable(message->text()));
        type(permanent, u"assets/b.jpg"_s);
        type(temporary, QString());
        QVERIFY2(message->text().startsWith(u"Temporary key \"\" is empty"_s),
                 qPrintable(message->text()));
        type(temporary, u"tmp/a.jpg"_s);
        QVERIFY(message->text().isEmpty());
        type(permanent, u"assets/{colour}.jpg"_s);
        QVERIFY2(message->text().contains(u"Unknown placeholder {colour}"_s),
                 qPrintable(message->text()));
        // The template helper: {id} from the temporary key, the result shown live.
        type(temporary, u"tmp/users/42/upload.png"_s);
        type(permanent, u"assets/users/{id}/avatar/{random}.{ext}"_s);
        QVERIFY(message->text().isEmpty());
        auto *id = child<QLineEdit>(d, u"templateIdEdit"_s);
        QVERIFY(id->isVisible());
        QCOMPARE(id->text(), u"42"_s);
        auto *resolved = child<QLineEdit>(d, u"resolvedKeyLabel"_s);
        QVERIFY2(QRegularExpression(u"^assets/users/42/avatar/[0-9a-f]{16}\\.png$"_s)
                     .match(resolved->text())
                     .hasMatch(),
                 qPrintable(resolved->text()));
        const QString before = resolved->text();
        QTest::mouseClick(child<QPushButton>(d, u"newRandomButton"_s), Qt::LeftButton);
        QVERIFY(resolved->text() != before);
        type(id, QString());
        QVERIFY2(message->text().contains(u"enter the id"_s), qPrintable(message->text()));
        QVERIFY(!promote->isEnabled());
        type(id, u"7"_s);
        QVERIFY(resolved->text().startsWith(u"assets/users/7/avatar/"_s));
        QVERIFY(waitChecked(d));
        // The object does not exist: the pre-check says so and the button stays disabled.
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::Failed);
        QVERIFY2(child<QLabel>(d, u"sourceCheckLabel"_s)->text().contains(u"does not exist"_s),
                 qPrintable(child<QLabel>(d, u"sourceCheckLabel"_s)->text()));
        QVERIFY(!promote->isEnabled());
        QVERIFY(grab(d).save(screenshotPath(u"promote-missing-source.png"_s)));
    }

    void immediateWithPrecheck() {
        const QString source = u"tmp/%1/users/9/upload.jpg"_s.arg(m_run);
        const QByteArray body(70'000, 'j');
        QVERIFY(m_s3->put(source, body, u"image/jpeg"_s).ok());

        PromoteDialog d(target(), m_table, m_secrets);
        d.setCheckDelay(50);
        d.show();
        QVERIFY(child<QRadioButton>(d, u"modeImmediate"_s)->isChecked());
        QVERIFY(child<QCheckBox>(d, u"deleteSourceCheck"_s)->isChecked()); // on by default
        QSignalSpy checked(&d, &PromoteDialog::checkFinished);
        type(child<QLineEdit>(d, u"temporaryKeyEdit"_s), source);
        type(child<QLineEdit>(d, u"permanentKeyEdit"_s),
             u"assets/%1/users/{id}/avatar/{random}.jpg"_s.arg(m_run));
        QVERIFY(!child<QPushButton>(d, u"promoteButton"_s)->isEnabled()); // check not run yet
        QVERIFY(waitChecked(d));
        QVERIFY(checked.count() >= 1);
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::Passed);
        QCOMPARE(d.lastCheck()->source.size, body.size());
        QCOMPARE(d.lastCheck()->source.contentType, u"image/jpeg"_s);
        const QString sourceText = child<QLabel>(d, u"sourceCheckLabel"_s)->text();
        QVERIFY2(sourceText.contains(u"image/jpeg"_s) && sourceText.contains(u"70"_s),
                 qPrintable(sourceText));
        QVERIFY(child<QLabel>(d, u"targetCheckLabel"_s)->text().contains(u"free"_s));
        QVERIFY(child<QLabel>(d, u"storeLabel"_s)->text().contains(s3Config().bucket));
        auto *promote = child<QPushButton>(d, u"promoteButton"_s);
        QVERIFY(promote->isEnabled());
        QVERIFY(grab(d).save(screenshotPath(u"promote-precheck.png"_s)));

        const QString permanent = d.resolvedPermanentKey();
        QVERIFY2(permanent.startsWith(u"assets/%1/users/9/avatar/"_s.arg(m_run)),
                 qPrintable(permanent));
        QSignalSpy finished(&d, &PromoteDialog::finished);
        QSignalSpy changed(&d, &PromoteDialog::changed);
        m_confirmations.clear();
        QTest::mouseClick(promote, Qt::LeftButton);
        QCOMPARE(m_confirmations.size(), 1);
        QVERIFY(m_confirmations.constFirst().summary.contains(source));
        QVERIFY(m_confirmations.constFirst().summary.contains(permanent));
        QVERIFY(m_confirmations.constFirst().destructive); // the source is deleted
        // The warning says what is lost (the object, now), not "rows".
        const QString warning = m_confirmations.constFirst().destructiveWarning;
        QVERIFY2(warning.contains(u"deletes "_s + source + u" from the object store"_s) &&
                     !warning.contains(u"rows"_s),
                 qPrintable(warning));
        QVERIFY(finished.wait(20000));
        QVERIFY(d.lastReport());
        const PromotionReport report = *d.lastReport();
        QVERIFY2(report.ok, qPrintable(report.summary()));
        QCOMPARE(report.steps.size(), 3);
        auto *steps = child<QListWidget>(d, u"resultList"_s);
        QCOMPARE(steps->count(), 3);
        QVERIFY(steps->item(0)->text().contains(u"copied"_s));
        QVERIFY(steps->item(1)->text().contains(u"verified size and ETag"_s));
        QVERIFY(steps->item(2)->text().contains(u"deleted"_s));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(*m_s3->get(permanent), body);
        QVERIFY(!m_s3->head(source)->has_value());
        QVERIFY(!promote->isEnabled()); // done; nothing to promote twice
        // After the promotion: a fresh {random} (a new key), and the pre-check looks again and
        // finds the source gone, so the dialog does not offer the same promotion again. It says
        // where the source went, not that it "may be gone for good".
        QVERIFY(d.resolvedPermanentKey() != permanent);
        QVERIFY(QTest::qWaitFor([&] { return d.checkState() == PromoteDialog::CheckState::Failed; },
                                10000));
        QVERIFY(waitChecked(d));
        const QString moved = child<QLabel>(d, u"sourceCheckLabel"_s)->text();
        QVERIFY2(moved.contains(source) && moved.contains(permanent) &&
                     !moved.contains(u"does not exist"_s) && !moved.contains(u"gone for good"_s),
                 qPrintable(moved));
        QVERIFY2(!promote->toolTip().contains(u"gone for good"_s), qPrintable(promote->toolTip()));
        QVERIFY(!promote->isEnabled());
        QVERIFY(child<QLabel>(d, u"resultLabel"_s)->text().startsWith(u"Done"_s));
        QVERIFY(grab(d).save(screenshotPath(u"promote-result.png"_s)));
        // Every row keeps its height as the result grows the dialog: the Mode radio buttons do
        // not run into each other.
        auto *immediate = d.findChild<QRadioButton *>(u"modeImmediate"_s);
        auto *outbox = d.findChild<QRadioButton *>(u"modeOutbox"_s);
        QVERIFY(immediate->height() >= immediate->minimumSizeHint().height());
        QVERIFY(outbox->height() >= outbox->minimumSizeHint().height());
        QVERIFY(outbox->geometry().top() > immediate->geometry().bottom());
    }

    void overwriteNeedsConsent() {
        const QString source = u"tmp/%1/again.bin"_s.arg(m_run);
        const QString permanent = u"assets/%1/taken.bin"_s.arg(m_run);
        QVERIFY(m_s3->put(source, "new!").ok());
        QVERIFY(m_s3->put(permanent, "old", u"text/plain"_s).ok());
        PromoteDialog d(target(), m_table, m_secrets);
        d.setCheckDelay(50);
        d.show();
        d.setRequest(source, permanent, u"tmp"_s, false);
        QVERIFY(!child<QCheckBox>(d, u"deleteSourceCheck"_s)->isChecked());
        QVERIFY(waitChecked(d));
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::Passed);
        QVERIFY(d.lastCheck()->wouldOverwrite());
        QVERIFY(child<QLabel>(d, u"targetCheckLabel"_s)->text().contains(u"already holds"_s));
        auto *overwrite = child<QCheckBox>(d, u"overwriteCheck"_s);
        QVERIFY(overwrite->isVisible());
        auto *promote = child<QPushButton>(d, u"promoteButton"_s);
        QVERIFY(!promote->isEnabled());
        QVERIFY(promote->toolTip().contains(u"Overwrite"_s));
        QVERIFY(grab(d).save(screenshotPath(u"promote-overwrite.png"_s)));
        overwrite->setChecked(true);
        QVERIFY(promote->isEnabled());
        QSignalSpy finished(&d, &PromoteDialog::finished);
        m_confirmations.clear();
        promote->click();
        QVERIFY(m_confirmations.constFirst().details.join(u' ').contains(u"replaced"_s));
        QVERIFY2(m_confirmations.constFirst().destructiveWarning.contains(
                     u"replaces the object at "_s + permanent),
                 qPrintable(m_confirmations.constFirst().destructiveWarning));
        QVERIFY(finished.wait(20000));
        QVERIFY(d.lastReport() && d.lastReport()->ok);
        QVERIFY(d.lastReport()->steps.constLast().contains(u"kept"_s));
        QCOMPARE(*m_s3->get(permanent), QByteArray("new!"));
        QVERIFY(m_s3->head(source)->has_value());
    }

    void viaTheOutbox() {
        const QString source = u"tmp/%1/users/5/doc.pdf"_s.arg(m_run);
        QVERIFY(m_s3->put(source, "%PDF-1.4", u"application/pdf"_s).ok());
        PromoteDialog d(target(), m_table, m_secrets);
        d.setCheckDelay(50);
        d.show();
        child<QRadioButton>(d, u"modeOutbox"_s)->click();
        QCOMPARE(d.mode(), PromoteDialog::Mode::ViaOutbox);
        OutboxRow row;
        row.kind = u"promote"_s;
        row.payloadText = u"{\"name\":\"promote\",\"temporary_key\":\"%1\",\"permanent_key\":"
                          "\"assets\\/%2\\/docs\\/5.pdf\",\"temporary_prefix\":\"tmp\","
                          "\"delete_temporary_source\":true}"_s.arg(source, m_run);
        QVERIFY(d.setRequestFromRow(row));
        QCOMPARE(d.resolvedPermanentKey(), u"assets/%1/docs/5.pdf"_s.arg(m_run));
        QVERIFY(waitChecked(d));
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::Passed);
        QVERIFY(child<QLabel>(d, u"sourceCheckLabel"_s)->text().contains(u"application/pdf"_s));
        QSignalSpy finished(&d, &PromoteDialog::finished);
        QSignalSpy changed(&d, &PromoteDialog::changed);
        m_confirmations.clear();
        child<QPushButton>(d, u"promoteButton"_s)->click();
        QVERIFY(m_confirmations.constFirst().summary.contains(u"promote row"_s));
        // Via the outbox nothing is lost now: the relay deletes the source later.
        QVERIFY2(m_confirmations.constFirst().destructiveWarning.startsWith(
                     u"When the relay carries the row out, it deletes "_s + source),
                 qPrintable(m_confirmations.constFirst().destructiveWarning));
        QVERIFY(finished.wait(20000));
        QVERIFY(d.lastReport() && d.lastReport()->ok);
        const QString rowId = d.lastReport()->rowId;
        QVERIFY(!rowId.isEmpty());
        QCOMPARE(changed.count(), 1);
        QVERIFY(child<QListWidget>(d, u"resultList"_s)->item(0)->text().contains(rowId));
        QVERIFY(grab(d).save(screenshotPath(u"promote-outbox-result.png"_s)));

        DatabaseSession session(test::postgresSpec(), u"promotedlg-check"_s);
        QVERIFY(session.open().ok());
        QSqlQuery q(session.database());
        QVERIFY(q.exec(u"SELECT status, payload::text FROM promotedlg.object_store_outbox "
                       "WHERE id = '%1'"_s.arg(rowId)));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), u"pending"_s);
        QVERIFY(q.value(1).toString().contains(u"docs\\/5.pdf"_s));
        QVERIFY(m_s3->head(source)->has_value()); // the relay will move it

        // "Show the Row": the row written, for the Rows tab.
        auto *show = child<QPushButton>(d, u"showRowsButton"_s);
        QVERIFY(show->isVisible());
        QSignalSpy shown(&d, &PromoteDialog::showRowsRequested);
        show->click();
        QCOMPARE(shown.count(), 1);
        QCOMPARE(shown.constFirst().at(0).toStringList(), QStringList{rowId});
        QVERIFY(shown.constFirst().at(1).toString().startsWith(u"the promote row written at "_s));
    }

    void readOnlyRefuses() {
        const test::ScopedPalette dark(darkPalette());
        const QString source = u"tmp/%1/ro.bin"_s.arg(m_run);
        QVERIFY(m_s3->put(source, "ro").ok());
        ConnectionTarget t = target();
        t.readOnly = true;
        PromoteDialog d(t, m_table, m_secrets);
        d.setCheckDelay(50);
        d.show();
        d.setRequest(source, u"assets/%1/ro.bin"_s.arg(m_run));
        QVERIFY(waitChecked(d));
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::Passed); // checks only read
        auto *promote = child<QPushButton>(d, u"promoteButton"_s);
        QVERIFY(!promote->isEnabled());
        QVERIFY(promote->toolTip().contains(u"read-only"_s));
        QVERIFY(child<QLabel>(d, u"promoteBanner"_s)->isVisible());
        QVERIFY(grab(d).save(screenshotPath(u"promote-readonly-dark.png"_s)));
        m_confirmations.clear();
        d.promote();
        QVERIFY(m_confirmations.isEmpty());
        QVERIFY(m_s3->head(source)->has_value());
    }

    void profileWithoutStore() {
        qunsetenv("OBJECT_STORE_BUCKET");
        PromoteDialog d(target(false), m_table, m_secrets);
        d.setCheckDelay(50);
        d.show();
        QVERIFY(!d.hasObjectStore());
        QVERIFY(!child<QRadioButton>(d, u"modeImmediate"_s)->isEnabled());
        QCOMPARE(d.mode(), PromoteDialog::Mode::ViaOutbox);
        QVERIFY(child<QLabel>(d, u"promoteBanner"_s)->text().contains(u"no object store"_s));
        d.setRequest(u"tmp/a.bin"_s, u"assets/a.bin"_s);
        QVERIFY(waitChecked(d));
        QCOMPARE(d.checkState(), PromoteDialog::CheckState::NotPossible);
        QVERIFY(child<QPushButton>(d, u"promoteButton"_s)->isEnabled()); // via the outbox only
        QVERIFY(grab(d).save(screenshotPath(u"promote-no-store.png"_s)));
    }
};

QTEST_MAIN(TestPromoteDialog)
#include "tst_promotedialog.moc"
