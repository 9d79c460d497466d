// The console's session without a window: no QApplication, no widget (the test links only
// outbox_ui_session, which does not link Qt Widgets). Against the demo workspace (SQLite) and
// PostgreSQL: opening, counts, the filter, refresh, a failed open tried again, LISTEN, reconnect,
// and read-only with an unlock that is audited first.
#include "audit/auditrecord.h"
#include "connection/databasesession.h"
#include "demo/demoworkspace.h"
#include "notify/changenotify.h"
#include "target/connectiontarget.h"
#include "testdatabases.h"
#include "ui/session/outboxsession.h"
#include "ui/session/rowtablemodel.h"
#include "waitidle.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace outbox;
using test::waitIdle;
using namespace outbox::ui;
using namespace Qt::StringLiterals;

class TestOutboxSession : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_ws;

    ConnectionTarget demoTarget(const QString &environment = u"dev"_s) const {
        Profile profile = m_ws.vortosProfile;
        profile.environment = environment;
        auto target = ConnectionTarget::fromProfile(profile);
        return *target;
    }

    // Rows of the open table in one state, counted by the model (every page loaded).
    static bool allLoaded(OutboxSession &s) {
        return QTest::qWaitFor(
            [&] {
                if (s.isBusy())
                    return false;
                if (s.model()->isComplete())
                    return true;
                s.model()->fetchMore({});
                return false;
            },
            30000);
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(m_dir.isValid());
        // The user's folders (settings, the audit log) are the test's own.
        qputenv("XDG_DATA_HOME", (m_dir.path() + u"/data"_s).toUtf8());
        qputenv("XDG_CONFIG_HOME", (m_dir.path() + u"/config"_s).toUtf8());
        auto ws = test::createDemo(m_dir.path());
        QVERIFY2(ws.ok(), ws.ok() ? "" : qPrintable(ws.error().message));
        m_ws = *ws;
    }

    void opensCountsAndFollowsTheFilter() {
        OutboxSession s;
        QSignalSpy changed(&s, &OutboxSession::targetChanged);
        QSignalSpy opened(&s, &OutboxSession::tableOpened);
        QSignalSpy first(&s, &OutboxSession::firstPageShown);
        QSignalSpy busy(&s, &OutboxSession::busyChanged);
        s.open(demoTarget());
        QCOMPARE(changed.size(), 1);
        QVERIFY(s.isConnecting());
        QVERIFY(first.wait(15000));
        QCOMPARE(opened.size(), 1);
        QVERIFY(s.hasTable());
        QVERIFY(s.table().isVortos());
        QCOMPARE(s.model()->rowCount(), RowTableModel::DefaultPageSize);
        QVERIFY(s.counts());
        QCOMPARE(s.counts()->total, m_ws.vortosRows);
        QVERIFY(waitIdle(s));
        QVERIFY(!busy.isEmpty());
        QCOMPARE(busy.last().first().toBool(), false);
        const StateCounts all = *s.counts();

        // The state alone: the rows follow, the counts (per state) are not read again.
        s.setFilter({}, RowState::Dead);
        QVERIFY(!s.isCounting());
        QVERIFY(allLoaded(s));
        QCOMPARE(s.model()->rowCount(), int(all.of(RowState::Dead)));
        for (int r = 0; r < s.model()->rowCount(); ++r)
            QCOMPARE(s.model()->rowAt(r).state, RowState::Dead);
        QCOMPARE(s.filter().states, QList<RowState>{RowState::Dead});

        // A search: counted again, under the search.
        RowFilter copies;
        copies.kind = u"copy"_s;
        QSignalSpy counted(&s, &OutboxSession::countsChanged);
        s.setFilter(copies, RowState::Dead);
        QVERIFY(s.isCounting());
        QVERIFY(counted.wait(15000));
        QVERIFY(s.counts()->total < all.total);
        QVERIFY(allLoaded(s));
        QCOMPARE(s.model()->rowCount(), int(s.counts()->of(RowState::Dead)));
        for (int r = 0; r < s.model()->rowCount(); ++r)
            QCOMPARE(s.model()->rowAt(r).kind, u"copy"_s);

        // The same filter again changes nothing.
        counted.clear();
        s.setFilter(copies, RowState::Dead);
        QVERIFY(!s.isBusy());
        QVERIFY(counted.isEmpty());

        // F5: rows and counts again, and the parts are told.
        QSignalSpy refreshing(&s, &OutboxSession::refreshing);
        s.refresh();
        QCOMPARE(refreshing.size(), 1);
        QCOMPARE(refreshing.first().first().toBool(), true);
        QVERIFY(s.isBusy());
        QVERIFY(waitIdle(s));

        // Another open starts afresh: no search, the state chip kept.
        s.open(demoTarget());
        QVERIFY(!s.hasTable());
        QVERIFY(!s.counts());
        QVERIFY(s.searchFilter().isEmpty());
        QCOMPARE(s.stateFilter(), std::optional<RowState>(RowState::Dead));
        QVERIFY(opened.wait(15000));
        QVERIFY(waitIdle(s));
    }

    // The counts follow a change within seconds (a relay batch calls autoRefresh()),
    // stamped with their moment, and a count never contradicts a complete list under it. Before,
    // a live refresh counted at most once a minute: "Pending 41" above an empty Pending list.
    void countsFollowChangesAndAgreeWithTheList() {
        DemoOptions o;
        o.directory = m_dir.path() + u"/live"_s;
        auto ws = DemoWorkspace::create(o, false);
        QVERIFY(ws.ok());
        Profile profile = ws->vortosProfile;
        profile.name = u"live"_s;
        auto target = ConnectionTarget::fromProfile(profile);
        QVERIFY(target);
        OutboxSession s;
        QSignalSpy first(&s, &OutboxSession::firstPageShown);
        s.open(*target);
        QVERIFY(first.wait(15000));
        QVERIFY(waitIdle(s));
        QVERIFY(s.countsAt().isValid());
        const qint64 pending = s.counts()->of(RowState::Pending);
        QVERIFY2(pending > 10, qPrintable(QString::number(pending)));
        const QDateTime firstAt = s.countsAt();

        DatabaseSession writer(target->spec, u"live-writer"_s);
        QVERIFY(writer.open().ok());
        const auto settle = [&](const QString &limit) {
            return test::runSql(writer, {u"UPDATE vortos_object_store_outbox SET status = 'done' "
                                         u"WHERE id IN (SELECT id FROM vortos_object_store_outbox "
                                         u"WHERE status = 'pending' %1)"_s.arg(limit)});
        };
        // A "batch" of five, then the refresh the console's relay asks for after it.
        QVERIFY(settle(u"LIMIT 5"_s).ok());
        QTest::qWait(1100); // the stamp has whole seconds
        s.autoRefresh();
        QTRY_COMPARE_WITH_TIMEOUT(s.counts()->of(RowState::Pending), pending - 5, 8000);
        QVERIFY(s.countsAt() > firstAt);

        // The Pending list, then every pending row settled: the list comes back empty, and the
        // count under it follows at once, though it was not due.
        s.setFilter({}, RowState::Pending);
        QVERIFY(allLoaded(s));
        s.refresh(); // counted just now: the next count is not due for a while
        QVERIFY(waitIdle(s));
        QCOMPARE(s.counts()->of(RowState::Pending), pending - 5);
        QVERIFY(settle(QString()).ok());
        s.autoRefresh();
        QVERIFY(allLoaded(s));
        QCOMPARE(s.model()->rowCount(), 0);
        QTRY_COMPARE_WITH_TIMEOUT(s.counts()->of(RowState::Pending), 0, 8000);
        QVERIFY(s.countsAgreeWithRows());
    }

    // An open that fails is said once, and F5 tries it again.
    void failedOpenIsTriedAgain() {
        OutboxSession s;
        auto target = ConnectionTarget::fromUrl(
            u"postgresql://nobody@127.0.0.1:%1/none"_s.arg(test::closedPort()),
            u"object_store_outbox"_s);
        QVERIFY(target.ok());
        QSignalSpy failedOpen(&s, &OutboxSession::openFailed);
        QSignalSpy failed(&s, &OutboxSession::failed);
        QSignalSpy changed(&s, &OutboxSession::targetChanged);
        s.open(*target);
        QVERIFY(failedOpen.wait(15000));
        QVERIFY(waitIdle(s));
        QVERIFY(!s.hasTable());
        QVERIFY2(failedOpen.first().first().toString().contains(u"127.0.0.1"_s),
                 qPrintable(failedOpen.first().first().toString()));
        QVERIFY(failed.isEmpty()); // the counts connection failed the same way: not said twice
        s.refresh();
        QCOMPARE(changed.size(), 2);
        QVERIFY(failedOpen.wait(15000));
    }

    // Prod opens read-only; the unlock happens only once it is in the audit log.
    void unlockIsAuditedFirst() {
        OutboxSession s;
        QSignalSpy opened(&s, &OutboxSession::tableOpened);
        s.open(demoTarget(u"prod"_s));
        QVERIFY(opened.wait(15000));
        QVERIFY(s.isReadOnly());
        QVERIFY(s.actionTarget().readOnly);

        // The audit log cannot be written (a folder where the file goes): no unlock.
        const QString log = AuditLog().path();
        QVERIFY(log.startsWith(m_dir.path()));
        QVERIFY(QDir().mkpath(log));
        QSignalSpy readOnly(&s, &OutboxSession::readOnlyChanged);
        const Status refused = s.unlock(u"incident 42"_s);
        QVERIFY(!refused);
        QVERIFY(s.isReadOnly());
        QVERIFY(readOnly.isEmpty());
        QVERIFY(QDir(log).removeRecursively());

        const Status unlocked = s.unlock(u"incident 42"_s);
        QVERIFY2(unlocked.ok(), unlocked.ok() ? "" : qPrintable(unlocked.error().message));
        QVERIFY(!s.isReadOnly());
        QVERIFY(!s.actionTarget().readOnly);
        QCOMPARE(readOnly.size(), 1);
        const auto records = AuditLog().recent(10);
        QVERIFY(records.ok());
        QVERIFY(!records->isEmpty());
        QCOMPARE(records->first().action, u"unlock-writing"_s);
        QCOMPARE(records->first().reason, u"incident 42"_s);
        QCOMPARE(records->first().table, s.table().name.display());
        QVERIFY(!s.unlock(u"again"_s)); // nothing left to unlock

        // An unlock is for the table it was given for.
        s.open(demoTarget(u"prod"_s));
        QVERIFY(s.isReadOnly());
        QVERIFY(opened.wait(15000));
        QVERIFY(waitIdle(s));
    }

    // PostgreSQL: LISTEN when the trigger is installed, and a reconnect after the connections
    // were killed.
    void listensAndReconnects() {
        DatabaseSession db(test::postgresSpec(), u"session-pg"_s);
        QVERIFY(db.open().ok());
        QVERIFY(test::runSql(db, {u"DROP SCHEMA IF EXISTS sessiontest CASCADE"_s}).ok());
        QVERIFY(test::runSqlFile(db, u"vortos-postgres.sql"_s, u"vortos"_s, u"sessiontest"_s).ok());
        const TableName table = *TableName::parse(u"sessiontest.object_store_outbox"_s);
        QVERIFY(ChangeNotify::install(db, table).ok());
        auto target = ConnectionTarget::fromUrl(db.spec().displayUrl(), table.display());
        QVERIFY(target.ok());
        target->spec.password = db.spec().password;

        OutboxSession s;
        QSignalSpy first(&s, &OutboxSession::firstPageShown);
        QSignalSpy listening(&s, &OutboxSession::listeningChanged);
        s.open(*target);
        QVERIFY(first.wait(15000));
        QTRY_VERIFY_WITH_TIMEOUT(s.isListening(), 10000);
        QCOMPARE(s.model()->rowCount(), 5);

        QSignalSpy applied(&s, &OutboxSession::changesApplied);
        QVERIFY(test::runSql(db, {u"INSERT INTO sessiontest.object_store_outbox (id, operation, "
                                  "status, attempt_count, payload, created_at) VALUES "
                                  "('0199aaaa-0000-7000-8000-000000000002', 'put', 'pending', 0, "
                                  "'{\"name\":\"put\"}', now() AT TIME ZONE 'UTC')"_s})
                    .ok());
        QVERIFY(applied.wait(10000)); // auto-refresh is off: only the notification did this
        QTRY_COMPARE_WITH_TIMEOUT(s.model()->rowCount(), 6, 10000);

        QSignalSpy lost(&s, &OutboxSession::connectionLost);
        QSignalSpy restored(&s, &OutboxSession::connectionRestored);
        QVERIFY(test::terminateConsoleConnections(db).ok());
        s.refresh();
        QVERIFY(QTest::qWaitFor([&] { return !lost.isEmpty(); }, 15000));
        QVERIFY(QTest::qWaitFor([&] { return !restored.isEmpty(); }, 20000));
        QVERIFY(!s.isConnectionLost());
        QVERIFY(waitIdle(s));
        QCOMPARE(s.model()->rowCount(), 6);
        QCOMPARE(s.counts()->total, 6);
        QVERIFY(test::runSql(db, {u"DROP SCHEMA sessiontest CASCADE"_s}).ok());
    }
};

QTEST_GUILESS_MAIN(TestOutboxSession)
#include "tst_outboxsession.moc"
