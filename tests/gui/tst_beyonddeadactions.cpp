// Beyond dead rows in the console, as a user does it on the demo workspace (SQLite, both formats):
// a selected dead row archived through Actions › Archive (it leaves the Dead chip's count and the
// Archived chip lists it), unarchived again; a selected sent row replayed (a new ready row, traced
// to it); an export file imported through File › Import Rows… (the file dialog answered as a user
// does); a selected dead row delivered to a file sink through Actions › Deliver Selected Rows
// Elsewhere (typed into the dialog, then marked done). Each goes through the confirmation, and the
// actions are disabled for rows they do not apply to.
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "sql/sqldialect.h"
#include "testdatabases.h"
#include "ui/actions/canaryredriveoptions.h"
#include "ui/actions/deliverdialog.h"
#include "ui/actions/replaydialog.h"
#include "ui/actions/rowchange.h"
#include "ui/common/changeconfirmation.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

class TestBeyondDeadActions : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    ProfileStore m_store{QString()};
    DemoWorkspace m_ws;
    std::unique_ptr<DatabaseSession> m_db;
    QList<ChangeDescription> m_asked;
    int m_choice = 0; // what the confirmation's choice (archive: until when) is answered with

    // One scalar of the demo database.
    qint64 scalar(const QString &sql) {
        QSqlQuery q(m_db->database());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }
    // The window on the profile, the rows filtered by the state chip, the first row selected;
    // its id.
    QString selectFirst(MainWindow &w, const QString &chip) {
        if (!test::triggerAction(w, chip) || !test::waitIdle(w) || w.rowModel()->rowCount() == 0)
            return {};
        w.rowView()->selectRow(0);
        return w.rowModel()->rowAt(0).id;
    }
    QString chipText(MainWindow &w, const QString &name) {
        auto *chip = w.findChild<QToolButton *>(name);
        return chip ? chip->text() : QString();
    }

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        test::useUserFoldersIn(m_dir.path());
        QVERIFY(test::createDemoWithProfiles(m_dir.path(), m_ws, m_store).ok());
        QVERIFY(test::openSession(m_db, test::sqliteSpec(m_ws.databasePath), u"beyond"_s).ok());
        setConfirmationHookForTests([this](const ChangeDescription &change,
                                           const ConnectionTarget &) -> std::optional<QString> {
            m_asked.append(change);
            if (change.choice)
                *change.choice->chosen = m_choice;
            return QString();
        });
    }
    void cleanupTestCase() { setConfirmationHookForTests({}); }

    void archiveAndUnarchiveSelectedRows() {
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, m_ws.vortosProfile.name, {1280, 800}));
        auto *archive = w.findChild<QAction *>(u"archiveAction"_s);
        auto *unarchive = w.findChild<QAction *>(u"unarchiveAction"_s);
        QVERIFY(archive && unarchive);
        // A sent row is no row to archive.
        QVERIFY(!selectFirst(w, u"stateFilterSentAction"_s).isEmpty());
        QVERIFY(!archive->isEnabled());
        const qint64 dead = scalar(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status "
                                   u"= 'dead'"_s);
        const QString id = selectFirst(w, u"stateFilterDeadAction"_s);
        QVERIFY(!id.isEmpty());
        QVERIFY(archive->isEnabled());
        m_asked.clear();
        m_choice = 2; // "7 days from now"
        const QDateTime before = QDateTime::currentDateTimeUtc();
        archive->trigger();
        m_choice = 0;
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(m_asked.constFirst().choice);
        QCOMPARE(m_asked.constFirst().choice->options, RowChange::archiveExpiryOptions());
        QVERIFY2(m_asked.constFirst().summary.contains(u"known junk"_s),
                 qPrintable(m_asked.constFirst().summary));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return scalar(
                           u"SELECT COUNT(*) FROM outbox_console_archived WHERE outbox_id = '%1'"_s
                               .arg(id)) == 1;
            },
            15000));
        // Until the time chosen: a week from now.
        QSqlQuery expiry(m_db->database());
        QVERIFY(expiry.exec(
            u"SELECT expires_at FROM outbox_console_archived WHERE outbox_id = '%1'"_s.arg(id)));
        QVERIFY(expiry.next());
        const QDateTime expires = parseUtcTimestampText(expiry.value(0).toString());
        expiry.finish(); // SQLite: a query left open would hold the unarchive's write back
        QVERIFY2(expires.isValid() && qAbs(before.addDays(7).secsTo(expires)) < 120,
                 qPrintable(expiry.value(0).toString()));
        // The counts follow: one dead row fewer, one archived, which the Archived chip lists.
        QVERIFY(QTest::qWaitFor(
            [&] { return chipText(w, u"stateFilterArchived"_s).contains(u"1"_s); }, 15000));
        QVERIFY2(chipText(w, u"stateFilterDead"_s).contains(QLocale().toString(dead - 1)),
                 qPrintable(chipText(w, u"stateFilterDead"_s)));
        QCOMPARE(selectFirst(w, u"stateFilterArchivedAction"_s), id);
        QVERIFY(unarchive->isEnabled());
        unarchive->trigger();
        QVERIFY(QTest::qWaitFor(
            [&] { return scalar(u"SELECT COUNT(*) FROM outbox_console_archived"_s) == 0; }, 15000));
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'dead'"_s),
                 dead); // the row itself never changed
    }

    // The confirmation's choice, as a user picks it: the index is what the change gets.
    void theConfirmationAsksTheChoice() {
        const test::ScopedLanguage english(u"en"_s); // the plural forms, as the console has them
        QVERIFY(english.loaded());
        ChangeDescription change;
        change.title = u"Archive dead rows"_s;
        change.summary = u"Archive 1 dead row of outbox as known junk."_s;
        change.confirmText = u"Archive 1 Row"_s;
        change.choice = ChangeChoice{u"Archive &until:"_s, RowChange::archiveExpiryOptions()};
        ConnectionTarget target;
        target.label = u"demo"_s;
        target.profileName = u"demo"_s;
        ChangeConfirmationDialog dialog(target, change);
        auto *choice = dialog.findChild<QComboBox *>(u"confirmChoice"_s);
        QVERIFY(choice);
        QCOMPARE(choice->count(), 5);
        choice->setCurrentIndex(3);
        QVERIFY(dialog.canConfirm());
        dialog.show();
        QVERIFY(test::grabTo(dialog, u"archive-confirm.png"_s));
        dialog.accept();
        QCOMPARE(*change.choice->chosen, 3);
        QCOMPARE(RowChange::archiveExpiry(3, QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC)),
                 QDateTime(QDate(2026, 12, 31), QTime(8, 0), Qt::UTC));
        QVERIFY(!RowChange::archiveExpiry(0, QDateTime::currentDateTimeUtc()));
    }

    void replaySelectedSentRow() {
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, m_ws.fennFlowProfile.name, {1280, 800}));
        auto *replay = w.findChild<QAction *>(u"replayAction"_s);
        QVERIFY(replay);
        QVERIFY(!selectFirst(w, u"stateFilterDeadAction"_s).isEmpty());
        QVERIFY(!replay->isEnabled()); // dead rows are retried or resent, not replayed
        const QString id = selectFirst(w, u"stateFilterSentAction"_s);
        QVERIFY(!id.isEmpty());
        QVERIFY(replay->isEnabled());
        const qint64 rows = scalar(u"SELECT COUNT(*) FROM outbox"_s);
        replay->trigger();
        // The dry run first: the row, and the order of its key checked.
        auto *dialog = w.findChild<ReplayDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isPlanned(), 15000);
        QCOMPARE(dialog->plan().ids, QStringList{id});
        QCOMPARE(dialog->plan().keys, 1);
        auto *button = dialog->findChild<QPushButton *>(u"replayButton"_s);
        QVERIFY(button && button->isEnabled());
        QVERIFY(test::grabTo(*dialog, u"replay-dry-run.png"_s));
        m_asked.clear();
        button->click();
        QCOMPARE(m_asked.size(), 1);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return scalar(u"SELECT COUNT(*) FROM outbox_console_copies WHERE source_id = '%1' "
                              u"AND action = 'replay'"_s.arg(id)) == 1;
            },
            15000));
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM outbox"_s), rows + 1);
        QCOMPARE(
            scalar(u"SELECT COUNT(*) FROM outbox WHERE id = '%1' AND status = 'sent'"_s.arg(id)),
            1);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBusy() && !dialog->resultText().isEmpty(), 15000);
        dialog->close();
    }

    // As a canary, with no relay to settle the copies: the canary's copy is written, then the
    // replay stops when the (shortened) settle time passes, and the rest is not copied.
    void replayAsACanaryStopsWhenNothingSettles() {
        const test::ScopedLanguage english(u"en"_s); // the plural forms, as the console has them
        QVERIFY(english.loaded());
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, m_ws.fennFlowProfile.name, {1280, 800}));
        QVERIFY(test::triggerAction(w, u"stateFilterSentAction"_s) && test::waitIdle(w));
        w.rowView()->selectRow(0);
        w.rowView()->selectionModel()->select(w.rowView()->model()->index(1, 0),
                                              QItemSelectionModel::Select |
                                                  QItemSelectionModel::Rows);
        const qint64 copies = scalar(u"SELECT COUNT(*) FROM outbox_console_copies"_s);
        QVERIFY(test::triggerAction(w, u"replayAction"_s));
        auto *dialog = w.findChild<ReplayDialog *>();
        QVERIFY(dialog);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isPlanned(), 15000);
        QCOMPARE(dialog->plan().ids.size(), 2);
        dialog->findChild<QCheckBox *>(u"canaryCheck"_s)->setChecked(true);
        dialog->findChild<QSpinBox *>(u"canaryRows"_s)->setValue(1);
        dialog->canary()->setTimingForTests(1, 100);
        QSignalSpy finished(dialog, &ReplayDialog::canaryFinished);
        m_asked.clear();
        dialog->findChild<QPushButton *>(u"replayButton"_s)->click();
        QCOMPARE(m_asked.size(), 1);
        QCOMPARE(m_asked.constFirst().title, u"Canary replay"_s);
        QVERIFY(finished.wait(20000));
        QVERIFY(dialog->lastCanary());
        QCOMPARE(dialog->lastCanary()->stop, RedriveStop::NotSettled);
        QCOMPARE(dialog->lastCanary()->tally.retried, 1);
        QCOMPARE(dialog->lastCanary()->notRetried, 1);
        QCOMPARE(scalar(u"SELECT COUNT(*) FROM outbox_console_copies"_s), copies + 1);
        QVERIFY2(dialog->resultText().contains(u"not settled"_s), qPrintable(dialog->resultText()));
        QVERIFY(test::grabTo(*dialog, u"replay-canary.png"_s));
        dialog->close();
    }

    void importAnExportFile() {
        // An export of two sent rows, in the console's JSON (an array of rows, as Export writes).
        const QString file = m_dir.filePath(u"two.json"_s);
        const auto exported = test::runOutboxctl(
            {u"--database"_s, u"sqlite://"_s + m_ws.databasePath, u"--table=outbox"_s, u"list"_s,
             u"--state=sent"_s, u"--limit=2"_s, u"--output=json"_s},
            test::userEnvironment(m_dir.path()));
        QVERIFY2(exported.code == 0, qPrintable(exported.err));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(exported.out.toUtf8());
        out.close();
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, m_ws.fennFlowProfile.name, {1280, 800}));
        const qint64 imported =
            scalar(u"SELECT COUNT(*) FROM outbox_console_copies WHERE action = 'import'"_s);
        // The file dialog, answered as a user does, once it shows.
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [file] {
            for (QWidget *top : QApplication::topLevelWidgets()) {
                auto *dialog = qobject_cast<QFileDialog *>(top);
                if (dialog && dialog->isVisible()) {
                    // The path typed into the file name field, then Return.
                    auto *name = dialog->findChild<QLineEdit *>(u"fileNameEdit"_s);
                    if (!name || !name->text().isEmpty())
                        continue;
                    QTest::keyClicks(name, file);
                    QTest::keyClick(name, Qt::Key_Return);
                }
            }
        });
        answer.start(100);
        m_asked.clear();
        QVERIFY(test::triggerAction(w, u"importRowsAction"_s));
        QCOMPARE(m_asked.size(), 1);
        QVERIFY2(m_asked.constFirst().summary.contains(u"two.json"_s),
                 qPrintable(m_asked.constFirst().summary));
        QVERIFY(QTest::qWaitFor(
            [&] {
                return scalar(u"SELECT COUNT(*) FROM outbox_console_copies WHERE action = "
                              u"'import'"_s) == imported + 2;
            },
            15000));
    }

    void deliverSelectedDeadRowToAFileSink() {
        MainWindow w;
        QVERIFY(test::showAndOpenProfile(w, m_store, m_ws.fennFlowProfile.name, {1280, 800}));
        const QString id = selectFirst(w, u"stateFilterDeadAction"_s);
        QVERIFY(!id.isEmpty());
        QVERIFY(test::triggerAction(w, u"deliverAction"_s));
        auto *dialog = w.findChild<DeliverDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        auto *destination = dialog->findChild<QLineEdit *>(u"deliverDestinationEdit"_s);
        auto *deliver = dialog->findChild<QPushButton *>(u"deliverButton"_s);
        auto *markDone = dialog->findChild<QCheckBox *>(u"deliverMarkDoneCheck"_s);
        QVERIFY(destination && deliver && markDone);
        QVERIFY(!deliver->isEnabled()); // nowhere to go yet
        QVERIFY(markDone->isEnabled()); // the one row is dead
        const QString sink = m_dir.filePath(u"staging.jsonl"_s);
        QTest::keyClicks(destination, u"file:"_s + sink);
        QVERIFY(deliver->isEnabled());
        markDone->setChecked(true);
        m_asked.clear();
        QTest::mouseClick(deliver, Qt::LeftButton);
        QCOMPARE(m_asked.size(), 1);
        QVERIFY2(m_asked.constFirst().summary.contains(sink),
                 qPrintable(m_asked.constFirst().summary));
        QVERIFY(QTest::qWaitFor([&] { return dialog->deliverOutcome().has_value(); }, 15000));
        QCOMPARE(dialog->deliverOutcome()->delivered, QStringList{id});
        // The event arrived once, and the row was marked done (sent) afterwards.
        QFile events(sink);
        QVERIFY(events.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = events.readAll().trimmed().split('\n');
        QCOMPARE(lines.size(), 1);
        QVERIFY2(lines.constFirst().contains(id.toUtf8()), lines.constFirst().constData());
        QCOMPARE(
            scalar(u"SELECT COUNT(*) FROM outbox WHERE id = '%1' AND status = 'sent'"_s.arg(id)),
            1);
        auto *list = dialog->findChild<QTreeWidget *>(u"deliverOutcomeList"_s);
        QVERIFY(list && list->isVisible());
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(list->topLevelItem(0)->text(0), id);
    }
};

QTEST_MAIN(TestBeyondDeadActions)
#include "tst_beyonddeadactions.moc"
