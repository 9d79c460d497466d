#include "actions/deadlettergroups.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "query/errorsignature.h"
#include "schema/groupnotes.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"
#include "testdatabases.h"
#include "ui/groups/groupsview.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QInputDialog>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::darkPalette;
using test::refreshed;
using test::screenshotPath;

namespace {

using test::uuidFor;

// The known dead rows of the PostgreSQL table: two error shapes, ids 0..8.
//   0..5  "Object not found: tmp/imports/batch-N.csv"  move, move, move, move, copy, copy
//         created 2026-06-01 09:00 + 10 min × n
//   6..8  "503 Slow Down (request N)"                  put; created 2026-06-02 12:00 + 1 h × (n−6)
// and rows that are not dead: 9, 10 pending (with an error text), 11 done.
constexpr int kNotFound = 6, kSlowDown = 3;

} // namespace

// The error-groups view, offscreen, on PostgreSQL (a table with known dead rows) and the demo
// workspace (15 error shapes): groups, counts, first/last seen, sparkline buckets, selection,
// the filter, read-only, inline errors; screenshots light and dark.
class TestGroupsView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    test::TargetTable m_pg;
    test::DemoTarget m_demo;

    static const DeadLetterGroup *groupStarting(const QList<DeadLetterGroup> &groups,
                                                const QString &prefix) {
        for (const DeadLetterGroup &g : groups) {
            if (g.signature.startsWith(prefix))
                return &g;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        auto demo = test::createDemoTarget(m_dir.path());
        QVERIFY2(demo.ok(), qPrintable(test::errorText(demo)));
        m_demo = *demo;

        // PostgreSQL: schema groupsview, the Vortos table with the known rows.
        m_pg.target.spec = test::postgresSpec();
        m_pg.target.label = u"groups-test"_s;
        DatabaseSession s(m_pg.target.spec, u"groups-pg-setup"_s);
        QVERIFY(s.open().ok());
        QVERIFY(test::runSql(s, {u"DROP SCHEMA IF EXISTS groupsview CASCADE"_s}).ok());
        auto loaded = test::runSqlFile(s, u"vortos-postgres.sql"_s, u"vortos"_s, u"groupsview"_s);
        QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
        QVERIFY(test::runSql(s, {u"DELETE FROM groupsview.object_store_outbox"_s}).ok());
        QSqlQuery q(s.database());
        q.prepare(
            u"INSERT INTO groupsview.object_store_outbox (id, operation, status, "
            u"attempt_count, payload, last_error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
        const QStringList notFoundOps{u"move"_s, u"move"_s, u"move"_s,
                                      u"move"_s, u"copy"_s, u"copy"_s};
        for (int n = 0; n < 12; ++n) {
            QString op, error, status = u"dead"_s;
            QDateTime created;
            if (n < kNotFound) {
                op = notFoundOps.at(n);
                error = u"Object not found: tmp/imports/batch-%1.csv"_s.arg(n);
                created = QDateTime(QDate(2026, 6, 1), QTime(9, 0), Qt::UTC).addSecs(600 * n);
            } else if (n < kNotFound + kSlowDown) {
                op = u"put"_s;
                error =
                    u"Error executing \"PutObject\": 503 Slow Down (request %1)"_s.arg(n * 7919);
                created = QDateTime(QDate(2026, 6, 2), QTime(12, 0), Qt::UTC)
                              .addSecs(3600 * (n - kNotFound));
            } else {
                op = u"copy"_s;
                error = u"Object not found: tmp/other-%1.csv"_s.arg(n);
                status = n == 11 ? u"done"_s : u"pending"_s;
                created = QDateTime(QDate(2026, 6, 3), QTime(8, 0), Qt::UTC);
            }
            q.addBindValue(uuidFor(n));
            q.addBindValue(op);
            q.addBindValue(status);
            q.addBindValue(status == u"dead"_s ? 5 : 1);
            q.addBindValue(u"{\"name\":\"%1\",\"key\":\"tmp\\/x\\/%2\"}"_s.arg(op).arg(n));
            q.addBindValue(error);
            q.addBindValue(created.toString(u"yyyy-MM-dd HH:mm:ss"_s));
            QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        }
        auto t = test::resolveTable(s, u"groupsview.object_store_outbox"_s);
        QVERIFY2(t.ok(), qPrintable(test::errorText(t)));
        m_pg.table = *t;
    }

    void knownGroupsOnPostgres() {
        GroupsView view;
        view.resize(1100, 480);
        view.show();
        QSignalSpy done(&view, &GroupsView::refreshed);
        view.setTarget(m_pg.target, m_pg.table); // shown: groups at once
        QVERIFY(view.isBusy());                  // the GUI thread did not wait
        QVERIFY(view.findChild<QWidget *>(u"groupsBusyIndicator"_s)->isVisible());
        QVERIFY(done.wait(30000));
        QVERIFY(!view.isBusy());
        QVERIFY(!view.findChild<QWidget *>(u"groupsBusyIndicator"_s)->isVisible());
        QCOMPARE(view.errorText(), QString());

        const QList<DeadLetterGroup> groups = view.groups();
        QCOMPARE(groups.size(), 2);
        const DeadLetterGroup *notFound = groupStarting(groups, u"Object not found"_s);
        QVERIFY(notFound);
        QCOMPARE(notFound->signature, u"Object not found: <key>"_s);
        QCOMPARE(notFound->count, kNotFound);
        QCOMPARE(notFound->firstSeen, QDateTime(QDate(2026, 6, 1), QTime(9, 0), Qt::UTC));
        QCOMPARE(notFound->lastSeen, QDateTime(QDate(2026, 6, 1), QTime(9, 50), Qt::UTC));
        QCOMPARE(notFound->operations.value(u"move"_s), 4);
        QCOMPARE(notFound->operations.value(u"copy"_s), 2);
        const QString slowSignature = errorSignature(u"Error executing \"PutObject\": 503 Slow "
                                                     u"Down (request 1)"_s);
        const DeadLetterGroup *slow = groupStarting(groups, slowSignature);
        QVERIFY(slow);
        QCOMPARE(slow->count, kSlowDown);
        QCOMPARE(slow->firstSeen, QDateTime(QDate(2026, 6, 2), QTime(12, 0), Qt::UTC));
        QCOMPARE(slow->lastSeen, QDateTime(QDate(2026, 6, 2), QTime(14, 0), Qt::UTC));
        QCOMPARE(slow->operations, (QMap<QString, qint64>{{u"put"_s, 3}}));

        // Sparkline buckets: one window for both groups, 2026-06-01 09:00 to 06-02 14:00 (29 h
        // in 30 steps of 58 min): the not-found rows fall in the first steps, the slow-downs in
        // the last three.
        for (const DeadLetterGroup *g : {notFound, slow}) {
            QCOMPARE(g->occurrences.size(), DeadLetterGroup::kOccurrenceBuckets);
            QCOMPARE(g->occurrencesFrom, notFound->firstSeen);
            QCOMPARE(g->occurrencesTo, slow->lastSeen);
            QCOMPARE(std::accumulate(g->occurrences.cbegin(), g->occurrences.cend(), qint64(0)),
                     g->count);
        }
        QCOMPARE(notFound->occurrences.at(0), 6); // 09:00–09:58
        QCOMPARE(slow->occurrences.at(29), 1);    // 14:00
        QCOMPARE(slow->occurrences.at(28), 1);    // 13:00
        QCOMPARE(slow->occurrences.at(27), 1);    // 12:00

        // The list shows them largest first, with counts and times as text.
        auto *list = view.listView();
        QCOMPARE(list->model()->rowCount(), 2);
        QCOMPARE(list->model()->index(0, GroupsView::Signature).data().toString(),
                 notFound->signature);
        QCOMPARE(list->model()->index(0, GroupsView::Rows).data().toString(), u"6"_s);
        QCOMPARE(list->model()->index(0, GroupsView::FirstSeen).data().toString(),
                 u"2026-06-01 09:00:00 UTC"_s);
        QCOMPARE(list->model()->index(0, GroupsView::LastSeen).data().toString(),
                 u"2026-06-01 09:50:00 UTC"_s);
        QCOMPARE(list->model()->index(0, GroupsView::Operations).data().toString(),
                 u"move 4, copy 2"_s);
        QVERIFY(view.findChild<QLabel *>(u"groupsSummary"_s)->text().startsWith(u"9 dead row"_s));

        // Selecting a group emits its signature and short id, and shows an example error.
        QSignalSpy selected(&view, &GroupsView::groupSelected);
        list->setCurrentIndex(list->model()->index(1, 0));
        QCOMPARE(selected.size(), 1);
        QCOMPARE(selected.at(0).at(0).toString(), slow->signature);
        QCOMPARE(selected.at(0).at(1).toString(), slow->id);
        QVERIFY(view.findChild<QPlainTextEdit *>(u"groupsExample"_s)
                    ->toPlainText()
                    .contains(u"503 Slow Down"_s));
        QVERIFY(view.findChild<QLabel *>(u"groupsExampleTitle"_s)->text().contains(u"0000-7000"_s));
        QVERIFY(view.selectGroup(notFound->id));
        QCOMPARE(selected.size(), 2);
        QCOMPARE(selected.at(1).at(0).toString(), notFound->signature);

        // Retry, mark done and export emit the selected group.
        QSignalSpy retry(&view, &GroupsView::retryRequested);
        QSignalSpy markDone(&view, &GroupsView::markDoneRequested);
        QSignalSpy exportGroup(&view, &GroupsView::exportRequested);
        QTest::mouseClick(view.findChild<QToolButton *>(u"groupsRetryButton"_s), Qt::LeftButton);
        QCOMPARE(retry.size(), 1);
        QCOMPARE(retry.at(0).at(0).value<DeadLetterGroup>().signature, notFound->signature);
        QCOMPARE(retry.at(0).at(0).value<DeadLetterGroup>().count, kNotFound);
        list->setFocus();
        QTest::keyClick(list, Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(markDone.size(), 1);
        QTest::keyClick(list, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(exportGroup.size(), 1);
        QCOMPARE(exportGroup.at(0).at(0).value<DeadLetterGroup>().id, notFound->id);

        // A refresh keeps the selection.
        QVERIFY(refreshed(view));
        QCOMPARE(view.selectedGroup()->signature, notFound->signature);
        QCOMPARE(selected.size(), 2); // the same group again: no new filter for the table
        view.grab().save(screenshotPath(u"groups-view-postgres.png"_s));
    }

    // The note editor the view opened, once it shows.
    static QInputDialog *noteDialog() {
        QInputDialog *found = nullptr;
        QDeadlineTimer deadline(5000);
        while (!found && !deadline.hasExpired()) {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (w->objectName() == u"groupNoteDialog"_s && w->isVisible())
                    found = qobject_cast<QInputDialog *>(w);
            if (!found)
                QTest::qWait(20);
        }
        return found;
    }

    // F2 on the list, as a user presses it: the note editor.
    static QInputDialog *openNoteEditor(GroupsView &view) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // a closed editor
        view.activateWindow(); // another window may have been shown meanwhile
        if (!QTest::qWaitForWindowActive(&view)) {
            qWarning() << "not active; active:" << QApplication::activeWindow();
            return nullptr;
        }
        view.listView()->setFocus();
        QSignalSpy triggered(view.editNoteAction(), &QAction::triggered);
        QTest::keyClick(view.listView(), Qt::Key_F2);
        QInputDialog *dialog = noteDialog();
        if (!dialog)
            qWarning() << "no note editor; triggered" << triggered.size()
                       << "selected:" << view.selectedGroup().has_value()
                       << "enabled:" << view.editNoteAction()->isEnabled()
                       << "focus:" << QApplication::focusWidget();
        return dialog;
    }

    // Writes text into the note editor and saves it with the dialog's button.
    static bool writeNote(GroupsView &view, const QString &text) {
        QSignalSpy saved(&view, &GroupsView::noteSaved);
        QInputDialog *dialog = openNoteEditor(view);
        if (!dialog) {
            qWarning() << "no note editor; selected:" << view.selectedGroup().has_value()
                       << "enabled:" << view.editNoteAction()->isEnabled()
                       << "focus:" << QApplication::focusWidget();
            return false;
        }
        auto *edit = dialog->findChild<QPlainTextEdit *>();
        if (!edit)
            return false;
        edit->setPlainText(text);
        return test::clickDialogButton(*dialog, QDialogButtonBox::Ok) && saved.wait(10000) &&
               !view.isSavingNote();
    }

    void notesOnGroups() {
        // No notes table in the database: notes stay on this computer.
        {
            DatabaseSession s(m_pg.target.spec, u"groups-notes-setup"_s);
            QVERIFY(s.open().ok());
            QVERIFY(test::runSql(s, {u"DROP TABLE IF EXISTS outbox_console_notes"_s}).ok());
        }
        const QString localPath = m_dir.filePath(u"group-notes.json"_s);
        GroupsView view;
        view.setLocalNotesPath(localPath);
        view.resize(1024, 560);
        view.show();
        QVERIFY(test::setTargetAndWait(view, m_pg));
        QVERIFY(!view.notesShared());
        auto *button = view.findChild<QToolButton *>(u"groupsEditNoteButton"_s);
        QVERIFY(!button->isEnabled()); // no group selected
        QVERIFY(view.selectGroup(u"Object not found: <key>"_s));
        QVERIFY(button->isEnabled());
        QCOMPARE(button->text(), u"Add Note…"_s);
        QVERIFY(view.findChild<QLabel *>(u"groupsNote"_s)->text().contains(u"No note"_s));
        QVERIFY(
            view.findChild<QLabel *>(u"groupsNoteWhere"_s)->text().contains(u"this computer"_s));

        QVERIFY(writeNote(view, u"Known issue: imports were moved.\nTicket "
                                u"https://tracker.example.com/OPS-7"_s));
        QCOMPARE(view.listView()->model()->index(0, GroupsView::Note).data().toString(),
                 u"Known issue: imports were moved. …"_s);
        const QString shown = view.findChild<QLabel *>(u"groupsNote"_s)->text();
        QVERIFY2(shown.contains(u"<a href=\"https://tracker.example.com/OPS-7\">"_s),
                 qPrintable(shown));
        QCOMPARE(button->text(), u"Edit Note…"_s);
        QVERIFY(QFile::exists(localPath));
        {
            // Another window of this user sees it; the database has nothing.
            GroupsView again;
            again.setLocalNotesPath(localPath);
            again.show();
            QSignalSpy grouped(&again, &GroupsView::refreshed);
            again.setTarget(m_pg.target, m_pg.table);
            QVERIFY(grouped.wait(30000));
            QCOMPARE(again.notes().value(u"Object not found: <key>"_s).text.section(u'\n', 0, 0),
                     u"Known issue: imports were moved."_s);
        }

        // With the notes table, notes are the database's: a console elsewhere (another local
        // file) sees the note; the editor starts from the note shown.
        {
            DatabaseSession s(m_pg.target.spec, u"groups-notes-create"_s);
            QVERIFY(s.open().ok());
            QVERIFY(GroupNotes::create(s).ok());
        }
        QVERIFY(refreshed(view));
        QVERIFY(view.notesShared());
        QVERIFY(view.notes().isEmpty());
        QVERIFY(view.findChild<QLabel *>(u"groupsNoteWhere"_s)
                    ->text()
                    .contains(u"outbox_console_notes"_s));
        QVERIFY(writeNote(view, u"Shared: bucket policy OPS-9"_s));
        QInputDialog *editor = openNoteEditor(view);
        QVERIFY(editor);
        QCOMPARE(editor->textValue(), u"Shared: bucket policy OPS-9"_s);
        QVERIFY(test::clickDialogButton(*editor, QDialogButtonBox::Cancel));
        {
            GroupsView elsewhere;
            elsewhere.setLocalNotesPath(m_dir.filePath(u"elsewhere.json"_s));
            elsewhere.show();
            QSignalSpy grouped(&elsewhere, &GroupsView::refreshed);
            elsewhere.setTarget(m_pg.target, m_pg.table);
            QVERIFY(grouped.wait(30000));
            QVERIFY(elsewhere.notesShared());
            QCOMPARE(elsewhere.notes().value(u"Object not found: <key>"_s).text,
                     u"Shared: bucket policy OPS-9"_s);
            QVERIFY(elsewhere.selectGroup(u"Object not found: <key>"_s));
            QVERIFY(elsewhere.findChild<QLabel *>(u"groupsNote"_s)->text().contains(u"OPS-9"_s));
            // Read-only: shown, not edited.
            elsewhere.setReadOnly(true, u"prod profile"_s);
            QVERIFY(!elsewhere.editNoteAction()->isEnabled());
            QVERIFY(!elsewhere.findChild<QToolButton *>(u"groupsEditNoteButton"_s)->isEnabled());
        }

        // Too long: said, nothing saved.
        QSignalSpy saved(&view, &GroupsView::noteSaved);
        editor = openNoteEditor(view);
        QVERIFY(editor);
        editor->findChild<QPlainTextEdit *>()->setPlainText(
            QString(GroupNotes::kMaxLength + 1, u'x'));
        QVERIFY(test::clickDialogButton(*editor, QDialogButtonBox::Ok));
        QTRY_VERIFY(view.errorText().contains(u"at most"_s));
        QCOMPARE(saved.size(), 0);
        QCOMPARE(view.notes().value(u"Object not found: <key>"_s).text,
                 u"Shared: bucket policy OPS-9"_s);

        // Emptied: removed.
        QVERIFY(writeNote(view, QString()));
        QVERIFY(view.notes().isEmpty());
        QCOMPARE(view.listView()->model()->index(0, GroupsView::Note).data().toString(), QString());
        DatabaseSession s(m_pg.target.spec, u"groups-notes-drop"_s);
        QVERIFY(s.open().ok());
        QVERIFY(test::runSql(s, {u"DROP TABLE outbox_console_notes"_s}).ok());
    }

    void filterRestrictsGroups() {
        GroupsView view;
        view.resize(1000, 400);
        view.setTarget(m_pg.target, m_pg.table); // hidden: nothing read yet
        QVERIFY(!view.isBusy());
        RowFilter filter;
        filter.kind = u"copy"_s;
        filter.states = {RowState::Pending}; // ignored: groups are of dead rows
        view.setFilter(filter);
        QVERIFY(!view.isBusy());
        QSignalSpy done(&view, &GroupsView::refreshed);
        view.show(); // stale: groups now
        QVERIFY(done.wait(30000));
        QCOMPARE(view.groups().size(), 1);
        QCOMPARE(view.groups().constFirst().signature, u"Object not found: <key>"_s);
        QCOMPARE(view.groups().constFirst().count, 2); // the two dead copies, not the pending one
        QVERIFY(view.findChild<QLabel *>(u"groupsFilterNote"_s)->text().contains(u"ignored"_s));

        filter = {};
        filter.createdFrom = QDateTime(QDate(2026, 6, 2), QTime(0, 0), Qt::UTC);
        view.setFilter(filter); // shown: groups again at once
        QVERIFY(done.wait(30000));
        QCOMPARE(view.groups().size(), 1);
        QCOMPARE(view.groups().constFirst().count, kSlowDown);
        // The sparkline window spans the failures (before: failure times, which the created
        // range does not bound).
        QCOMPARE(view.groups().constFirst().occurrencesFrom, view.groups().constFirst().firstSeen);

        filter = {};
        filter.errorContains = u"nothing like this"_s;
        view.setFilter(filter);
        QVERIFY(done.wait(30000));
        QCOMPARE(view.groups().size(), 0);
        QVERIFY(view.findChild<QLabel *>(u"groupsSummary"_s)->text().contains(u"No dead rows"_s));
        QVERIFY(!view.findChild<QToolButton *>(u"groupsRetryButton"_s)->isEnabled());
    }

    void readOnlyDisablesChanges() {
        GroupsView view;
        view.show();
        QVERIFY(test::setTargetAndWait(view, m_pg));
        QVERIFY(view.selectGroup(u"Object not found: <key>"_s));
        auto *retryButton = view.findChild<QToolButton *>(u"groupsRetryButton"_s);
        auto *markDoneButton = view.findChild<QToolButton *>(u"groupsMarkDoneButton"_s);
        auto *exportButton = view.findChild<QToolButton *>(u"groupsExportButton"_s);
        QVERIFY2(retryButton->isEnabled(), qPrintable(retryButton->toolTip()));
        QVERIFY(markDoneButton->isEnabled());

        const QString why = u"payments-prod is read-only until you unlock writing."_s;
        view.setReadOnly(true, why);
        QVERIFY(!retryButton->isEnabled());
        QVERIFY(!markDoneButton->isEnabled());
        QVERIFY(!view.retryAction()->isEnabled());
        QVERIFY(!view.markDoneAction()->isEnabled());
        QVERIFY(retryButton->toolTip().contains(why));
        QVERIFY(markDoneButton->toolTip().contains(why));
        QVERIFY(exportButton->isEnabled()); // exporting changes nothing
        QVERIFY(view.findChild<QLabel *>(u"groupsReadOnlyNote"_s)->isVisible());
        QVERIFY(view.findChild<QLabel *>(u"groupsReadOnlyNote"_s)->text().contains(why));
        QSignalSpy retry(&view, &GroupsView::retryRequested);
        QSignalSpy markDone(&view, &GroupsView::markDoneRequested);
        view.listView()->setFocus();
        QTest::keyClick(view.listView(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::keyClick(view.listView(), Qt::Key_D, Qt::ControlModifier | Qt::ShiftModifier);
        QTest::mouseClick(retryButton, Qt::LeftButton);
        QCOMPARE(retry.size(), 0);
        QCOMPARE(markDone.size(), 0);
        view.resize(1000, 380);
        view.grab().save(screenshotPath(u"groups-view-readonly.png"_s));

        view.setReadOnly(false);
        QVERIFY(retryButton->isEnabled());
        QVERIFY(!view.findChild<QLabel *>(u"groupsReadOnlyNote"_s)->isVisible());
        QTest::keyClick(view.listView(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(retry.size(), 1);
    }

    // On a FennFlow table the group's retry and mark done speak the table's own
    // statuses (its ready and sent ones), not Vortos' "pending" and "done".
    void fennFlowWordsInTheActions() {
        auto target = ConnectionTarget::fromProfile(m_demo.workspace.fennFlowProfile);
        QVERIFY(target.ok());
        OutboxTable table;
        {
            DatabaseSession s(target->spec, u"groups-fennflow-resolve"_s);
            auto t = TableResolver::resolve(s, target->request);
            QVERIFY2(t.ok(), t.ok() ? "" : qPrintable(t.error().message));
            table = *t;
        }
        QVERIFY(!table.isVortos());
        GroupsView view;
        view.setTarget(*target, table);
        auto *retry = view.findChild<QToolButton *>(u"groupsRetryButton"_s);
        auto *markDone = view.findChild<QToolButton *>(u"groupsMarkDoneButton"_s);
        const QString sent = u"“%1”"_s.arg(table.vocabulary.sentStatus());
        const QString ready = u"“%1”"_s.arg(table.vocabulary.readyStatus());
        QVERIFY2(markDone->toolTip().contains(sent) && !markDone->toolTip().contains(u"done"_s),
                 qPrintable(markDone->toolTip()));
        QVERIFY2(retry->toolTip().contains(ready), qPrintable(retry->toolTip()));
        // A Vortos table keeps its own words.
        view.setTarget(m_pg.target, m_pg.table);
        QVERIFY2(markDone->toolTip().contains(u"done without delivering"_s),
                 qPrintable(markDone->toolTip()));
    }

    void errorShownInline() {
        GroupsView view;
        view.show();
        OutboxTable missing = m_pg.table;
        missing.name = *TableName::parse(u"groupsview.no_such_table"_s);
        QSignalSpy failed(&view, &GroupsView::failed);
        view.setTarget(m_pg.target, missing);
        QVERIFY(failed.wait(30000));
        QTRY_VERIFY(!view.isBusy());
        QVERIFY2(view.errorText().contains(u"no_such_table"_s), qPrintable(view.errorText()));
        QVERIFY(view.findChild<QWidget *>(u"groupsMessageBar"_s)->isVisible());
        // Pointing it at the right table clears the error.
        QVERIFY(test::setTargetAndWait(view, m_pg));
        QCOMPARE(view.errorText(), QString());
    }

    void cancelAndRestart() {
        GroupsView view;
        view.show();
        QSignalSpy busy(&view, &GroupsView::busyChanged);
        QSignalSpy done(&view, &GroupsView::refreshed);
        view.setTarget(m_demo.target, m_demo.table);
        view.refresh(); // while grouping: cancels and groups again, one answer
        QVERIFY(done.wait(30000));
        QTRY_VERIFY(!view.isBusy());
        QCOMPARE(done.size(), 1);
        QCOMPARE(busy.last().at(0).toBool(), false);
        view.refresh();
        view.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 30000);
        QVERIFY(!view.findChild<QWidget *>(u"groupsCancelButton"_s)->isVisible());
    }

    void demoWorkspaceGroups() {
        // The groups shown are exactly the core's grouping of the demo's dead rows.
        DatabaseSession s(m_demo.target.spec, u"groups-demo-check"_s);
        QVERIFY(s.open().ok());
        OutboxReader reader(s, m_demo.table);
        auto expected = groupDeadLetters(reader, {});
        QVERIFY(expected.ok());
        QSqlQuery q(s.database());
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'dead'"_s));
        QVERIFY(q.next());
        const qint64 dead = q.value(0).toLongLong();
        QVERIFY(dead > 100);

        GroupsView view;
        view.resize(1200, 560);
        view.show();
        QSignalSpy done(&view, &GroupsView::refreshed);
        view.setTarget(m_demo.target, m_demo.table);
        QVERIFY(done.wait(30000));
        QCOMPARE(view.groups().size(), 15); // the demo's 15 error shapes
        QCOMPARE(view.groups().size(), expected->size());
        qint64 total = 0;
        for (const DeadLetterGroup &g : view.groups()) {
            total += g.count;
            const auto match =
                std::find_if(expected->cbegin(), expected->cend(),
                             [&](const DeadLetterGroup &e) { return e.signature == g.signature; });
            QVERIFY2(match != expected->cend(), qPrintable(g.signature));
            QCOMPARE(g.count, match->count);
            QCOMPARE(g.firstSeen, match->firstSeen);
            QCOMPARE(g.lastSeen, match->lastSeen);
            QCOMPARE(g.operations, match->operations);
            QCOMPARE(std::accumulate(g.occurrences.cbegin(), g.occurrences.cend(), qint64(0)),
                     g.count);
            QVERIFY(!g.signature.contains(u"tmp/users/"_s)); // keys stripped
        }
        QCOMPARE(total, dead);

        // Per operation: only the delete shapes are left.
        RowFilter filter;
        filter.kind = u"delete"_s;
        view.setFilter(filter);
        QVERIFY(done.wait(30000));
        QCOMPARE(view.groups().size(), 3);
        for (const DeadLetterGroup &g : view.groups())
            QCOMPARE(g.operations.keys(), QStringList{u"delete"_s});

        view.setFilter({});
        QVERIFY(done.wait(30000));
        // The demo's note on the connection-refused group, kept in its database.
        QVERIFY(view.notesShared());
        const DeadLetterGroup *refused = groupStarting(view.groups(), u"Connection refused"_s);
        QVERIFY(refused);
        QVERIFY(view.notes().value(refused->signature).text.contains(u"OPS-1432"_s));
        QVERIFY(view.selectGroup(refused->id));
        QVERIFY(view.findChild<QLabel *>(u"groupsNote"_s)->text().contains(u"alice@ops-laptop"_s));
        view.grab().save(screenshotPath(u"groups-view-demo.png"_s));
        const test::ScopedPalette dark(darkPalette());
        QApplication::processEvents();
        view.grab().save(screenshotPath(u"groups-view-demo-dark.png"_s));
    }
};

QTEST_MAIN(TestGroupsView)
#include "tst_groupsview.moc"
