// outbox-console:// links: made and read back (special characters, what a link never holds), by
// `outboxctl link` against the demo, and in the console: a link copied in one window (Edit ›
// Copy Link) opens the same row in another; a group link filters by the group; a link to a
// profile this computer lacks says so and opens nothing.
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "links/outboxlink.h"
#include "testdatabases.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/rowtablemodel.h"
#include "ui/window/mainwindow.h"
#include "waitidle.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
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
        QStandardPaths::setTestModeEnabled(true);
        qputenv("XDG_DATA_HOME", m_dir.filePath(u"data"_s).toUtf8());
        qputenv("XDG_CONFIG_HOME", m_dir.filePath(u"config"_s).toUtf8());
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
            << u"outbox-console://open?profile=a&row=1&group=g"_s << u"row and an error group"_s;
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

    void aLinkToAMissingProfileSaysSo() {
        OutboxLink link;
        link.profile = u"nobody-has-this"_s;
        MainWindow w;
        w.setProfileStore(m_store);
        QSignalSpy errors(&w, &MainWindow::errorShown);
        QVERIFY(!w.openLink(link));
        QCOMPARE(errors.size(), 1);
        QVERIFY(errors.constFirst().at(0).toString().contains(u"nobody-has-this"_s));
        QVERIFY(!w.hasTable());
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
