#include "demo/demoworkspace.h"
#include "overview/overviewprobe.h"
#include "query/outboxreader.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/relayregistry.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

OutboxSnapshot figures(const QString &profile, qint64 dead, std::optional<qint64> blocked,
                       std::optional<qint64> oldestAge) {
    OutboxSnapshot s;
    s.profile = profile;
    s.dead = dead;
    s.blockedKeys = blocked;
    s.oldestPendingAgeSeconds = oldestAge;
    s.at = QDateTime::currentDateTimeUtc();
    return s;
}

QList<AlertKind> kinds(const QList<OverviewAlert> &alerts, bool freshOnly) {
    QList<AlertKind> out;
    for (const OverviewAlert &a : alerts)
        if (!freshOnly || a.fresh)
            out << a.kind;
    return out;
}

} // namespace

// The overview's reading (OverviewProbe, readOutboxSnapshot) against the real servers, a SQLite
// demo, a closed port and a server that never answers; its alert rules and its history file; and
// outboxctl overview, which must print the same figures.
class TestOverview : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_demo;
    std::unique_ptr<DatabaseSession> m_pg;
    std::unique_ptr<DatabaseSession> m_maria;
    QList<Profile> m_profiles;

    // What the main window's own reads give for a profile: the figures the overview must match.
    struct Expected {
        qint64 pending = 0;
        qint64 dead = 0;
        qint64 blocked = 0;
    };
    Expected expected(DatabaseSession &session, const QString &table) {
        auto resolved = test::resolveTable(session, table);
        if (!resolved)
            qFatal("%s", qPrintable(resolved.error().message));
        OutboxReader reader(session, *resolved);
        auto counts = reader.counts();
        auto held = countBlockedKeys(reader);
        if (!counts || !held)
            qFatal("reading the expected figures failed");
        return {counts->of(RowState::Pending), counts->of(RowState::Dead), held->keys};
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(test::openSession(m_pg, test::postgresSpec(), u"overview-pg"_s).ok());
        QVERIFY(test::runSql(*m_pg, {u"DROP SCHEMA IF EXISTS ovw CASCADE"_s,
                                     u"DROP TABLE IF EXISTS outbox_console_relays"_s})
                    .ok());
        QVERIFY(test::runSqlFile(*m_pg, u"vortos-postgres.sql"_s, u"vortos"_s, u"ovw"_s).ok());
        QVERIFY(test::openSession(m_maria, test::mysqlSpec(), u"overview-maria"_s).ok());
        QVERIFY(test::runSql(*m_maria, {u"DROP TABLE IF EXISTS ovw_outbox"_s,
                                        u"DROP TABLE IF EXISTS outbox_console_relays"_s})
                    .ok());
        QVERIFY(test::runSqlFile(*m_maria, u"vortos-mysql.sql"_s, u"vortos_object_store_outbox"_s,
                                 u"ovw_outbox"_s)
                    .ok());
        // One password for both servers, as the profiles read it (OUTBOX_DATABASE_PASSWORD).
        QCOMPARE(m_maria->spec().password, m_pg->spec().password);
        qputenv("OUTBOX_DATABASE_PASSWORD", m_pg->spec().password.toUtf8());

        auto demo = test::createDemo(m_dir.path());
        QVERIFY2(demo.ok(), qPrintable(test::errorText(demo)));
        m_demo = *demo;
        const Profile pg = test::testProfile(u"pg-orders"_s, u"prod"_s, m_pg->spec(),
                                             u"ovw.object_store_outbox"_s);
        const Profile maria =
            test::testProfile(u"maria-media"_s, u"staging"_s, m_maria->spec(), u"ovw_outbox"_s);
        const Profile down = test::unreachableProfile(u"down"_s);
        m_profiles = {pg, maria, m_demo.vortosProfile, m_demo.fennFlowProfile, down};
    }

    void cleanupTestCase() { qunsetenv("OUTBOX_DATABASE_PASSWORD"); }

    // Every profile on its own connection: the figures are the main window's (exact pending and
    // dead, keys held by dead rows), the closed port's line says why and holds up nobody, the
    // relay registry says who works a table or that nobody can tell.
    void readsEveryProfile() {
        // A relay beating against the PostgreSQL table; none on MariaDB (no registry there).
        QVERIFY(RelayRegistry::create(*m_pg).ok());
        RelayHeartbeat beat;
        beat.relayId = u"0194f1b2-0000-7000-8000-00000000beef"_s;
        beat.table = u"ovw.object_store_outbox"_s;
        beat.host = u"relay-host"_s;
        beat.pid = 4242;
        beat.agent = u"outboxctl"_s;
        beat.startedAt = beat.beatAt = QDateTime::currentDateTimeUtc();
        QVERIFY(RelayRegistry::beat(*m_pg, beat).ok());

        OverviewProbe probe;
        QSignalSpy each(&probe, &OverviewProbe::snapshotReady);
        const QList<OutboxSnapshot> all = probe.refreshAndWait(m_profiles);
        QCOMPARE(all.size(), m_profiles.size());
        QCOMPARE(each.size(), m_profiles.size());
        for (int i = 0; i < all.size(); ++i)
            QCOMPARE(all.at(i).profile, m_profiles.at(i).name); // in the profiles' order

        const OutboxSnapshot &pg = all.at(0);
        QVERIFY2(pg.ok(), qPrintable(pg.error));
        const Expected pgWant = expected(*m_pg, u"ovw.object_store_outbox"_s);
        QCOMPARE(pg.pending, pgWant.pending);
        QCOMPARE(pg.dead, pgWant.dead);
        QVERIFY(pg.dead > 0);
        QCOMPARE(pg.blockedKeys.value_or(-1), pgWant.blocked);
        QVERIFY(pg.oldestPendingAgeSeconds.has_value());
        QCOMPARE(pg.environment, u"prod"_s);
        QCOMPARE(pg.table, u"ovw.object_store_outbox"_s);
        QCOMPARE(pg.format, u"vortos"_s);
        QCOMPARE(pg.relay, RelayActivity::Working);
        QCOMPARE(pg.relays, 1);
        QVERIFY2(pg.relayNote.contains(u"relay-host"_s), qPrintable(pg.relayNote));
        QVERIFY(!pg.database.contains(m_pg->spec().password));

        const OutboxSnapshot &maria = all.at(1);
        QVERIFY2(maria.ok(), qPrintable(maria.error));
        const Expected mariaWant = expected(*m_maria, u"ovw_outbox"_s);
        QCOMPARE(maria.pending, mariaWant.pending);
        QCOMPARE(maria.dead, mariaWant.dead);
        QCOMPARE(maria.blockedKeys.value_or(-1), mariaWant.blocked);
        QCOMPARE(maria.relay, RelayActivity::Unknown);

        DatabaseSession demo(test::sqliteSpec(m_demo.databasePath), u"overview-demo"_s);
        QVERIFY(demo.open().ok());
        const Expected vortosWant = expected(demo, m_demo.vortosProfile.table);
        QCOMPARE(all.at(2).pending, vortosWant.pending);
        QCOMPARE(all.at(2).dead, vortosWant.dead);
        QCOMPARE(all.at(2).blockedKeys.value_or(-1), vortosWant.blocked);
        QVERIFY2(all.at(3).ok(), qPrintable(all.at(3).error));
        QCOMPARE(all.at(3).format, u"fennflow"_s);

        const OutboxSnapshot &down = all.at(4);
        QVERIFY(!down.ok());
        QVERIFY2(down.error.contains(u"Could not connect"_s), qPrintable(down.error));
        QVERIFY(!down.error.contains(u'\n'));
        QCOMPARE(down.toJson().value(u"pending"_s), QJsonValue(QJsonValue::Undefined));

        // A relay that stopped beating shows as silent, not working.
        beat.beatAt = QDateTime::currentDateTimeUtc().addSecs(-RelayRegistry::kStaleSeconds - 60);
        QVERIFY(RelayRegistry::beat(*m_pg, beat).ok());
        const QList<OutboxSnapshot> again = probe.refreshAndWait({m_profiles.at(0)});
        QCOMPARE(again.at(0).relay, RelayActivity::Silent);
        QVERIFY(RelayRegistry::remove(*m_pg, beat.relayId).ok());
        QCOMPARE(probe.refreshAndWait({m_profiles.at(0)}).at(0).relay, RelayActivity::None);
    }

    // A server that takes the connection and never answers: its line says so when the time limit
    // runs out, the others are in long before, and it is not read again while its reading still
    // hangs.
    void aServerThatNeverAnswersHoldsUpNobody() {
        QTcpServer silent;
        QVERIFY(silent.listen(QHostAddress::LocalHost, 0));
        Profile hung;
        hung.name = u"hung"_s;
        hung.databaseUrl = u"postgresql://nobody@127.0.0.1:%1/none"_s.arg(silent.serverPort());
        OverviewProbe probe;
        probe.setTimeLimit(std::chrono::milliseconds(1500));
        QStringList order;
        connect(&probe, &OverviewProbe::snapshotReady, this,
                [&](const OutboxSnapshot &s) { order << s.profile; });
        QElapsedTimer clock;
        clock.start();
        const QList<OutboxSnapshot> all = probe.refreshAndWait({hung, m_demo.vortosProfile});
        const qint64 took = clock.elapsed();
        QCOMPARE(order, (QStringList{m_demo.vortosProfile.name, u"hung"_s}));
        QVERIFY2(all.at(0).error.contains(u"No answer within 2 s"_s), qPrintable(all.at(0).error));
        QVERIFY(all.at(1).ok());
        QVERIFY2(took >= 1400 && took < 4500, qPrintable(QString::number(took)));

        // The hung reading still runs (libpq's connect timeout, 5 s): not started a second time.
        const QList<OutboxSnapshot> next = probe.refreshAndWait({hung});
        QVERIFY2(next.at(0).error.contains(u"Still waiting"_s), qPrintable(next.at(0).error));
    }

    // The alert rules: a condition notifies when it starts, not while it lasts; new dead rows
    // need a previous refresh; failed readings are over nothing; thresholds off never alert.
    void alertsWhenAConditionStarts() {
        NotifyThresholds t;
        t.newDeadRows = 2;
        t.blockedKeys = true;
        t.oldestPendingMinutes = 10;
        const OutboxSnapshot calm = figures(u"p"_s, 5, 0, 60);
        QVERIFY(overviewAlerts(std::nullopt, calm, t).isEmpty());
        // One new dead row is under the threshold of two; two are not.
        QVERIFY(overviewAlerts(calm, figures(u"p"_s, 6, 0, 60), t).isEmpty());
        const auto twoMore = overviewAlerts(calm, figures(u"p"_s, 7, 0, 60), t);
        QCOMPARE(kinds(twoMore, true), QList<AlertKind>{AlertKind::NewDeadRows});
        QVERIFY2(twoMore.at(0).message.contains(u"2 new dead row"_s),
                 qPrintable(twoMore.at(0).message));
        // A blocked key and an old backlog: fresh once, then they last quietly.
        const OutboxSnapshot bad = figures(u"p"_s, 5, 3, 11 * 60);
        QCOMPARE(kinds(overviewAlerts(calm, bad, t), true),
                 (QList<AlertKind>{AlertKind::BlockedKeys, AlertKind::OldestPending}));
        QCOMPARE(kinds(overviewAlerts(std::nullopt, bad, t), true),
                 (QList<AlertKind>{AlertKind::BlockedKeys, AlertKind::OldestPending}));
        const auto lasting = overviewAlerts(bad, bad, t);
        QCOMPARE(kinds(lasting, false),
                 (QList<AlertKind>{AlertKind::BlockedKeys, AlertKind::OldestPending}));
        QVERIFY(kinds(lasting, true).isEmpty());
        // One more blocked key is news again.
        QCOMPARE(kinds(overviewAlerts(bad, figures(u"p"_s, 5, 4, 11 * 60), t), true),
                 QList<AlertKind>{AlertKind::BlockedKeys});
        // Off: nothing.
        QVERIFY(overviewAlerts(calm, figures(u"p"_s, 50, 9, 99999), NotifyThresholds()).isEmpty());
        // A failed reading is over nothing, and the one after it compares with the last figures.
        OutboxSnapshot failed = figures(u"p"_s, 0, std::nullopt, std::nullopt);
        failed.error = u"Could not connect"_s;
        QVERIFY(overviewAlerts(bad, failed, t).isEmpty());
        OverviewHistory history;
        history.record(calm);
        history.record(failed);
        QCOMPARE(history.previous(u"p"_s)->dead, 5);
        QCOMPARE(history.trend(u"p"_s).size(), 1);
    }

    // outboxctl keeps the figures between runs in a file; one that does not read is an error
    // that names it, and the history stays empty.
    void historyFile() {
        OverviewHistory history;
        for (int i = 0; i < OverviewHistory::kTrendLength + 5; ++i)
            history.record(figures(u"a"_s, i, 1, std::nullopt));
        history.record(figures(u"b"_s, 2, std::nullopt, 30));
        const QString file = m_dir.path() + u"/state/overview-history.json"_s;
        QVERIFY(history.save(file).ok());
        OverviewHistory read;
        QVERIFY(read.load(file).ok());
        QCOMPARE(read.trend(u"a"_s).size(), OverviewHistory::kTrendLength);
        QCOMPARE(read.trend(u"a"_s).constLast().dead, OverviewHistory::kTrendLength + 4);
        QCOMPARE(read.previous(u"a"_s)->blockedKeys, std::optional<qint64>(1));
        QCOMPARE(read.previous(u"b"_s)->oldestPendingAgeSeconds, std::optional<qint64>(30));
        QVERIFY(!read.previous(u"b"_s)->blockedKeys.has_value());
        read.keepOnly({u"b"_s});
        QVERIFY(!read.previous(u"a"_s));

        QFile broken(m_dir.path() + u"/broken.json"_s);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{not json");
        broken.close();
        OverviewHistory bad;
        const Status loaded = bad.load(broken.fileName());
        QVERIFY(!loaded.ok());
        QVERIFY(loaded.error().message.contains(broken.fileName()));
        QVERIFY(!bad.previous(u"a"_s));
        QVERIFY(bad.load(m_dir.path() + u"/missing.json"_s).ok()); // no file: an empty history
    }

    // outboxctl overview prints what the probe reads, keeps the change since its previous run,
    // and exits 1 when a profile did not answer (every line still printed).
    void outboxctlOverview() {
        QTemporaryDir home;
        const QString config = home.path() + u"/config"_s;
        ProfileStore store(config + u"/outbox-console/profiles.ini"_s);
        for (const Profile &p : std::as_const(m_profiles))
            QVERIFY(store.save(p).ok());
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(u"XDG_CONFIG_HOME"_s, config);
        env.insert(u"XDG_DATA_HOME"_s, home.path() + u"/data"_s);
        env.insert(u"OUTBOX_DATABASE_PASSWORD"_s, m_pg->spec().password);

        const test::CliRun first =
            test::runOutboxctl({u"overview"_s, u"--output"_s, u"json"_s}, env);
        QCOMPARE(first.code, 1); // the closed port
        QVERIFY(!first.out.contains(m_pg->spec().password));
        const QJsonArray lines =
            QJsonDocument::fromJson(first.out.toUtf8()).object().value(u"profiles"_s).toArray();
        QCOMPARE(lines.size(), m_profiles.size());
        OverviewProbe probe;
        const QList<OutboxSnapshot> all = probe.refreshAndWait(m_profiles);
        for (int i = 0; i < all.size(); ++i) {
            const QJsonObject line = lines.at(i).toObject();
            QCOMPARE(line.value(u"profile"_s).toString(), all.at(i).profile);
            QCOMPARE(line.value(u"error"_s).isNull(), all.at(i).ok());
            if (!all.at(i).ok())
                continue;
            for (const char *field : {"pending", "dead", "blocked_keys"})
                QCOMPARE(line.value(QLatin1String(field)),
                         all.at(i).toJson().value(QLatin1String(field)));
            QCOMPARE(line.value(u"relay"_s).toString(), relayActivityName(all.at(i).relay));
            QVERIFY(!line.contains(u"change"_s)); // nothing to compare with on the first run
        }

        // A pending row went dead on PostgreSQL: the next run shows it as the change since the
        // first.
        QSqlQuery q(m_pg->database());
        QVERIFY(q.exec(u"UPDATE ovw.object_store_outbox SET status = 'dead' WHERE id = (SELECT id "
                       u"FROM ovw.object_store_outbox WHERE status = 'pending' ORDER BY id "
                       u"LIMIT 1)"_s));
        const test::CliRun second = test::runOutboxctl({u"overview"_s, u"--output=json"_s}, env);
        const QJsonObject pgLine = QJsonDocument::fromJson(second.out.toUtf8())
                                       .object()
                                       .value(u"profiles"_s)
                                       .toArray()
                                       .at(0)
                                       .toObject();
        const QJsonObject change = pgLine.value(u"change"_s).toObject();
        QCOMPARE(change.value(u"dead"_s).toInteger(), 1);
        QCOMPARE(change.value(u"pending"_s).toInteger(), -1);

        const test::CliRun table = test::runOutboxctl({u"overview"_s}, env);
        QCOMPARE(table.code, 1);
        QVERIFY2(table.out.contains(u"pg-orders"_s) && table.out.contains(u"maria-media"_s),
                 qPrintable(table.out));
        QVERIFY2(table.out.contains(u"down: Could not connect"_s), qPrintable(table.out));

        const test::CliRun bad =
            test::runOutboxctl({u"overview"_s, u"--time-limit"_s, u"0"_s}, env);
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(u"--time-limit"_s), qPrintable(bad.err));
        const test::CliRun scoped =
            test::runOutboxctl({u"--profile"_s, u"pg-orders"_s, u"overview"_s}, env);
        QCOMPARE(scoped.code, 2);
    }
};

QTEST_GUILESS_MAIN(TestOverview)
#include "tst_overview.moc"
