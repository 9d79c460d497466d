// outbox-console:// links: made and read back (special characters, what a link never holds), by
// `outboxctl link` against the demo, and in the console: a link copied in one window (Edit ›
// Copy Link) opens the same row in another; a group link filters by the group; a view's link
// carries its created window; a link to a record of the audit table (copied in the Audit tab)
// selects it there; a link to a profile this computer lacks says so and opens nothing; and a
// link opened while a console runs (the real outbox-console, as the desktop starts it) is handed
// to that console, which opens it.
#include "audit/auditrecord.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "links/outboxlink.h"
#include "testdatabases.h"
#include "ui/audit/auditview.h"
#include "ui/connections/profiledialog.h"
#include "ui/filter/filterbar.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/linkhandover.h"
#include "ui/window/linkview.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QLineEdit>
#include <QLocalSocket>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

class TestLinks : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    ProfileStore m_store{QString()};
    DemoWorkspace m_ws;

private slots:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        test::useUserFoldersIn(m_dir.path());
        QVERIFY(test::createDemoWithProfiles(m_dir.path(), m_ws, m_store).ok());
        // The user's own profiles file, which outboxctl reads too.
        QVERIFY(QDir().mkpath(m_dir.filePath(u"config/outbox-console"_s)));
        m_store = ProfileStore(m_dir.filePath(u"config/outbox-console/profiles.ini"_s));
        QVERIFY(m_store.save(m_ws.vortosProfile).ok());
    }

    void madeAndReadBack() {
        OutboxLink link;
        link.profile = u"orders prod"_s;
        link.group = u"Connection refused (host=<*> port=<n>) & \"quoted\" = ü+%"_s;
        link.state = RowState::Dead;
        const QString text = link.toString();
        QVERIFY2(text.startsWith(u"outbox-console://open?profile="_s), qPrintable(text));
        auto back = OutboxLink::parse(text);
        QVERIFY2(back.ok(), qPrintable(test::errorText(back)));
        QCOMPARE(back->profile, link.profile);
        QCOMPARE(back->group, link.group);
        QCOMPARE(back->state, link.state);
        link.group.clear();
        link.searchField = u"error"_s;
        link.searchText = u"NoSuchKey: a:b"_s;
        back = OutboxLink::parse(link.toString());
        QVERIFY(back.ok());
        QCOMPARE(back->searchField, u"error"_s);
        QCOMPARE(back->searchText, u"NoSuchKey: a:b"_s);
        // An audit record, and a created window (either end may be open).
        OutboxLink record;
        record.profile = u"orders"_s;
        record.audit = 42;
        record.createdFrom = QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC);
        back = OutboxLink::parse(record.toString());
        QVERIFY2(back.ok(), qPrintable(record.toString()));
        QCOMPARE(back->audit, 42);
        QCOMPARE(back->createdFrom, record.createdFrom);
        QVERIFY(!back->createdTo);
        QVERIFY2(record.toString().contains(u"from=2026-12-01T08%3A00%3A00Z"_s),
                 qPrintable(record.toString()));
        // A time without a zone is UTC, as outboxctl's --created-from reads it.
        back = OutboxLink::parse(u"outbox-console://open?profile=a&from=2026-12-01T08:00:00"_s);
        QVERIFY(back.ok() && back->createdFrom == record.createdFrom);
    }

    void badLinksAreRefused_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("says");
        QTest::newRow("another scheme") << u"https://open?profile=a"_s << u"not an"_s;
        QTest::newRow("no profile") << u"outbox-console://open?row=1"_s << u"no profile"_s;
        QTest::newRow("a host") << u"outbox-console://open?profile=a&database=postgresql://x"_s
                                << u"never"_s;
        QTest::newRow("a password")
            << u"outbox-console://open?profile=a&password=x"_s << u"never"_s;
        QTest::newRow("user info") << u"outbox-console://me@open?profile=a"_s << u"not one"_s;
        QTest::newRow("row and group")
            << u"outbox-console://open?profile=a&row=1&group=g"_s << u"more than one of"_s;
        QTest::newRow("row and audit")
            << u"outbox-console://open?profile=a&row=1&audit=2"_s << u"more than one of"_s;
        QTest::newRow("audit id") << u"outbox-console://open?profile=a&audit=x1"_s
                                  << u"not a record id"_s;
        QTest::newRow("time") << u"outbox-console://open?profile=a&from=yesterday"_s
                              << u"not an ISO 8601 time"_s;
        QTest::newRow("window") << u"outbox-console://open?profile=a&from=2026-12-02T00:00:00Z"
                                   u"&to=2026-12-01T00:00:00Z"_s
                                << u"ends (to) before it starts"_s;
        QTest::newRow("state") << u"outbox-console://open?profile=a&state=lost"_s << u"state"_s;
        QTest::newRow("search") << u"outbox-console://open?profile=a&search=host:x"_s
                                << u"searches"_s;
    }
    void badLinksAreRefused() {
        QFETCH(QString, text);
        QFETCH(QString, says);
        auto parsed = OutboxLink::parse(text);
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.contains(says), qPrintable(parsed.error().message));
    }

    void outboxctlPrintsALink() {
        QProcessEnvironment env = test::userEnvironment(m_dir.path());
        env.insert(u"LANGUAGE"_s, u"en"_s);
        const QString profile = m_ws.vortosProfile.name;
        const QString id = firstDeadRow();
        const auto row =
            test::runOutboxctl({u"--profile"_s, profile, u"link"_s, u"--row"_s, id}, env);
        QVERIFY2(row.code == 0, qPrintable(row.err));
        auto parsed = OutboxLink::parse(row.out.trimmed());
        QVERIFY2(parsed.ok(), qPrintable(row.out));
        QCOMPARE(parsed->profile, profile);
        QCOMPARE(parsed->row, id);
        const auto search = test::runOutboxctl(
            {u"--profile"_s, profile, u"link"_s, u"--state=dead"_s, u"--error-contains=refused"_s},
            env);
        QVERIFY2(search.code == 0, qPrintable(search.err));
        parsed = OutboxLink::parse(search.out.trimmed());
        QVERIFY(parsed.ok() && parsed->state == RowState::Dead &&
                parsed->searchText == u"refused"_s);
        // Refused: no profile; a row that is not there; two searches.
        QCOMPARE(
            test::runOutboxctl({u"--database"_s, m_ws.vortosProfile.databaseUrl, u"link"_s}, env)
                .code,
            2);
        const auto missing = test::runOutboxctl(
            {u"--profile"_s, profile, u"link"_s, u"--row=01937a9e-0000-7000-8000-0000000dead0"_s},
            env);
        QVERIFY2(missing.code != 0 && missing.out.isEmpty(), qPrintable(missing.out));
        QCOMPARE(test::runOutboxctl({u"--profile"_s, profile, u"link"_s, u"--error-contains=a"_s,
                                     u"--operation=put"_s},
                                    env)
                     .code,
                 2);
        // A created window goes into the link.
        const auto window = test::runOutboxctl(
            {u"--profile"_s, profile, u"link"_s, u"--created-from=2026-12-01T08:00:00Z"_s}, env);
        QVERIFY2(window.code == 0, qPrintable(window.err));
        parsed = OutboxLink::parse(window.out.trimmed());
        QVERIFY(parsed.ok() &&
                parsed->createdFrom == QDateTime(QDate(2026, 12, 1), QTime(8, 0), Qt::UTC));
        // An audit record of the database's table; one that is not there is refused.
        const qint64 record = addAuditRecord(u"OPS-77 linked"_s);
        QVERIFY(record > 0);
        const auto audit = test::runOutboxctl(
            {u"--profile"_s, profile, u"link"_s, u"--audit=%1"_s.arg(record)}, env);
        QVERIFY2(audit.code == 0, qPrintable(audit.err));
        parsed = OutboxLink::parse(audit.out.trimmed());
        QVERIFY(parsed.ok() && parsed->audit == record);
        const auto noRecord = test::runOutboxctl(
            {u"--profile"_s, profile, u"link"_s, u"--audit=%1"_s.arg(record + 1000)}, env);
        QVERIFY2(noRecord.code == 2 && noRecord.err.contains(u"no record"_s),
                 qPrintable(noRecord.err));
    }

    // Copied in one window, opened in another: the same row in the detail pane.
    void aCopiedLinkOpensTheSameRow() {
        MainWindow a;
        QVERIFY(test::showAndOpenProfile(a, m_store, m_ws.vortosProfile.name, {1024, 700}));
        QVERIFY(test::triggerAction(a, u"stateFilterDeadAction"_s));
        QVERIFY(test::waitIdle(a));
        a.rowView()->selectRow(3);
        const QString id = a.detailView()->rowId();
        QVERIFY(!id.isEmpty());
        QVERIFY(test::triggerAction(a, u"copyLinkAction"_s));
        const QString copied = QGuiApplication::clipboard()->text();
        auto link = OutboxLink::parse(copied);
        QVERIFY2(link.ok(), qPrintable(copied));
        QVERIFY(!copied.contains(u"sqlite"_s)); // the profile only: no database, no path

        MainWindow b;
        b.setProfileStore(m_store);
        b.resize(1024, 700);
        b.show();
        QVERIFY(b.openLink(*link));
        QTRY_COMPARE_WITH_TIMEOUT(b.rowModel()->rowCount(), 1, 15000);
        QTRY_COMPARE_WITH_TIMEOUT(b.detailView()->rowId(), id, 15000);
    }

    void aGroupLinkFiltersByTheGroup() {
        OutboxLink link;
        link.profile = m_ws.vortosProfile.name;
        link.group = u"Connection refused"_s;
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QVERIFY(w.openLink(link));
        QTRY_VERIFY_WITH_TIMEOUT(w.rowModel()->rowCount() > 0 && !w.isBusy(), 15000);
        for (int r = 0; r < w.rowModel()->rowCount(); ++r)
            QCOMPARE(w.rowModel()->rowAt(r).state, RowState::Dead);
    }

    // The view's link keeps the created window as times; opened, the filter bar has it.
    void aViewLinkCarriesTheCreatedWindow() {
        FilterState view;
        view.state = RowState::Dead;
        view.texts.insert(SearchField::ErrorContains, u"refused"_s);
        view.texts.insert(SearchField::Kind, u"copy"_s);
        view.created = CreatedRange::Custom;
        view.createdFrom = QDateTime(QDate(2026, 6, 1), QTime(0, 0), Qt::UTC);
        int dropped = 0;
        const OutboxLink link = linkOfView(m_ws.vortosProfile.name, view, QString(), &dropped);
        QCOMPARE(link.searchField, u"error"_s);
        QCOMPARE(dropped, 1); // a link carries one search
        QCOMPARE(link.createdFrom, view.createdFrom);
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QVERIFY(w.openLink(*OutboxLink::parse(link.toString())));
        auto *bar = w.findChild<FilterBar *>();
        QTRY_COMPARE_WITH_TIMEOUT(bar->filter().created, CreatedRange::Custom, 15000);
        QCOMPARE(bar->filter().createdFrom, view.createdFrom);
        QCOMPARE(bar->filter().state, std::optional<RowState>(RowState::Dead));
        QCOMPARE(bar->filter().texts.value(SearchField::ErrorContains), u"refused"_s);
    }

    // Copy Link in the Audit tab, opened in another window: the same record selected.
    void anAuditRecordLinkSelectsTheRecord() {
        const qint64 older = addAuditRecord(u"OPS-78 older"_s);
        const qint64 newest = addAuditRecord(u"OPS-79 newest"_s);
        QVERIFY(older > 0 && newest > older);
        MainWindow a;
        QVERIFY(test::showAndOpenProfile(a, m_store, m_ws.vortosProfile.name, {1024, 700}));
        AuditView *view = a.findChild<AuditView *>();
        a.findChild<QTabWidget *>(u"mainTabs"_s)->setCurrentWidget(view);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && !view->shownRecords().isEmpty(), 15000);
        view->selectTableRecord(older);
        QCOMPARE(view->currentTableRecord(), older);
        auto *copy = view->findChild<QToolButton *>(u"auditCopyLinkButton"_s);
        QVERIFY(copy && copy->isEnabled());
        QVERIFY(test::grabTo(a, u"audit-copy-link.png"_s));
        copy->click();
        auto link = OutboxLink::parse(QGuiApplication::clipboard()->text());
        QVERIFY2(link.ok(), qPrintable(QGuiApplication::clipboard()->text()));
        QCOMPARE(link->audit, older);

        MainWindow b;
        b.setProfileStore(m_store);
        b.resize(1024, 700);
        b.show();
        QVERIFY(b.openLink(*link));
        AuditView *other = b.findChild<AuditView *>();
        QTRY_COMPARE_WITH_TIMEOUT(other->currentTableRecord(), older, 15000);
        QVERIFY(other->isVisible()); // the Audit tab is in front
        QVERIFY2(other->detailsText().contains(u"OPS-78 older"_s),
                 qPrintable(other->detailsText()));

        // A record that is not there says so.
        link->audit = newest + 1000;
        QSignalSpy errors(&b, &MainWindow::errorShown);
        QVERIFY(b.openLink(*link));
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 15000);
        QVERIFY2(errors.constFirst().at(0).toString().contains(QString::number(link->audit)),
                 qPrintable(errors.constFirst().at(0).toString()));
    }

    // The desktop starts outbox-console LINK while a console runs: the running one opens it.
    void aLinkOpenedWhileAConsoleRunsIsHandedToIt() {
        QTemporaryDir runtime; // the user's runtime folder, private to the test
        QVERIFY(runtime.isValid());
        QFile::setPermissions(runtime.path(),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        const QByteArray saved = qgetenv("XDG_RUNTIME_DIR");
        qputenv("XDG_RUNTIME_DIR", runtime.path().toUtf8());
        const auto restore = qScopeGuard([&] { qputenv("XDG_RUNTIME_DIR", saved); });
        QVERIFY(LinkHandover::socketPath().startsWith(runtime.path()));
        OutboxLink link;
        link.profile = m_ws.vortosProfile.name;
        link.row = firstDeadRow();
        QString problem;
        QVERIFY(!LinkHandover::handOver(link, 1000, &problem)); // nobody listens yet
        QVERIFY2(problem.contains(u"No console"_s), qPrintable(problem));

        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        LinkHandover handover;
        QVERIFY(handover.listen(&problem));
        connect(&handover, &LinkHandover::linkReceived, &w, &MainWindow::bringUpLink);
        LinkHandover second; // a second console does not take them over
        QVERIFY(!second.listen(&problem));

        QProcess console;
        QProcessEnvironment env = test::userEnvironment(m_dir.path());
        env.insert(u"XDG_RUNTIME_DIR"_s, runtime.path());
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"LANGUAGE"_s, u"en"_s);
        console.setProcessEnvironment(env);
        console.start(qEnvironmentVariable("OUTBOX_BINARY_DIR") + u"/outbox-console"_s,
                      {link.toString()});
        QVERIFY(console.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(console.state() == QProcess::NotRunning, 20000);
        QCOMPARE(console.exitCode(), 0);
        QVERIFY2(console.readAllStandardError().contains("Handed the link"), "no hand-over said");
        QTRY_COMPARE_WITH_TIMEOUT(w.detailView()->rowId(), link.row, 15000);

        // What is not a link is refused, and said back.
        QLocalSocket raw;
        raw.connectToServer(LinkHandover::socketPath());
        QVERIFY(raw.waitForConnected(2000));
        raw.write("https://example.invalid/?profile=x\n");
        QTRY_VERIFY_WITH_TIMEOUT(raw.canReadLine(), 5000);
        QVERIFY(raw.readLine().startsWith("refused "));
    }

    void aLinkToAMissingProfileSaysSo() {
        OutboxLink link;
        link.profile = u"nobody-has-this"_s;
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QSignalSpy errors(&w, &MainWindow::errorShown);
        QVERIFY(!w.openLink(link));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.constFirst().at(0).toString().contains(u"nobody-has-this"_s));
        QVERIFY(!w.hasTable());
        // Offered: a new profile of that name in the profile editor (cancelled here).
        auto *create = w.findChild<QPushButton *>(u"messageBarAction"_s);
        QVERIFY(create && create->isVisible());
        QVERIFY2(create->text().contains(u"nobody-has-this"_s), qPrintable(create->text()));
        QString named;
        QTimer answer; // the editor, answered as a user does once it shows
        connect(&answer, &QTimer::timeout, this, [&named] {
            for (QWidget *top : QApplication::topLevelWidgets())
                if (auto *dialog = qobject_cast<ProfileDialog *>(top);
                    dialog && dialog->isVisible()) {
                    named = dialog->findChild<QLineEdit *>(u"nameEdit"_s)->text();
                    dialog->done(QDialog::Rejected); // not reject(): it asks to save
                }
        });
        answer.start(100);
        create->click();
        QCOMPARE(named, u"nobody-has-this"_s);
        QVERIFY(!w.hasTable()); // nothing saved, nothing opened
    }

    void aLinkToAGoneRowSaysSo() {
        OutboxLink link;
        link.profile = m_ws.vortosProfile.name;
        link.row = u"01937a9e-0000-7000-8000-0000000bad01"_s; // shaped as the demo's, not there
        MainWindow w;
        w.setProfileStore(m_store);
        w.show();
        QSignalSpy errors(&w, &MainWindow::errorShown);
        QVERIFY(w.openLink(link));
        QTRY_COMPARE_WITH_TIMEOUT(errors.size(), 1, 15000);
        QVERIFY2(errors.constFirst().at(0).toString().contains(link.row),
                 qPrintable(errors.constFirst().at(0).toString()));
        QCOMPARE(w.rowModel()->rowCount(), 0);
    }

private:
    // A record in the demo database's audit table (made on first use); its id.
    qint64 addAuditRecord(const QString &reason) {
        DatabaseSession session(test::sqliteSpec(m_ws.databasePath), u"links-audit"_s);
        if (const Status open = session.open(); !open) {
            qWarning() << open.error().message;
            return -1;
        }
        if (!AuditTable::exists(session))
            if (const Status made = AuditTable::create(session); !made) {
                qWarning() << made.error().message;
                return -1;
            }
        AuditRecord r = AuditRecord::begin(u"retry"_s);
        r.profile = m_ws.vortosProfile.name;
        r.database = session.spec().displayUrl();
        r.table = m_ws.vortosProfile.table;
        r.reason = reason;
        r.outcome = u"1 retried"_s;
        if (const Status written = AuditTable::insert(session, r); !written) {
            qWarning() << written.error().message;
            return -1;
        }
        auto recent = AuditTable::recent(session, 1);
        if (!recent)
            qWarning() << recent.error().message;
        return recent && !recent->isEmpty() ? recent->constFirst().tableId : -1;
    }

    QString firstDeadRow() {
        DatabaseSession session(test::sqliteSpec(m_ws.databasePath), u"links"_s);
        auto table = test::resolveTable(session, m_ws.vortosProfile.table);
        if (!table)
            return {};
        PageRequest request;
        request.filter.states = {RowState::Dead};
        request.limit = 1;
        auto page = OutboxReader(session, *table).page(request);
        return page && !page->rows.isEmpty() ? page->rows.constFirst().id : QString();
    }
};

QTEST_MAIN(TestLinks)
#include "tst_links.moc"
