#include "datarows.h"
#include "demo/demoworkspace.h"
#include "guitest.h"
#include "query/timeseries.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"
#include "testdatabases.h"
#include "ui/charts/chartsview.h"
#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QPieSeries>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;
using test::darkPalette;
using test::refreshedAfter;
using test::screenshotPath;

namespace {

// A row of the known-answer table: times are minutes:seconds after 10:00 on 2026-11-30 (negative:
// before), the state in the common model.
struct KnownRow {
    const char *created;
    const char *sent; // nullptr: not sent
    RowState state;
    const char *kind;
};

// The window is 10:00–10:10 in minute buckets. Expected answers are worked out by hand in
// timeSeriesKnownAnswers().
const KnownRow kKnownRows[] = {
    {"09:50:00", "10:03:30", RowState::Sent, "put"},  // A: waits at the ends of 0, 1, 2
    {"10:01:10", "10:01:50", RowState::Sent, "put"},  // B: sent within its bucket: never waits
    {"10:02:00", nullptr, RowState::InFlight, "put"}, // C: waits from bucket 2 on
    {"10:04:30", nullptr, RowState::Dead, "put"},     // D: dead: never backlog
    {"10:05:00", "10:12:00", RowState::Sent, "put"},  // E: sent after the window
    {"09:00:00", "09:30:00", RowState::Sent, "put"},  // F: all before the window
    {"10:06:59", "10:07:00", RowState::Sent, "put"},  // G: sent on a bucket boundary
    {"10:08:00", nullptr, RowState::Pending, "copy"}, // H: the only copy
    {"10:09:00", "10:09:59", RowState::Sent, "put"},  // I
    {"09:59:59", "10:00:00", RowState::Sent, "put"},  // J: sent at the window's start
};

QDateTime at(const char *hhmmss) {
    return QDateTime(QDate(2026, 11, 30), QTime::fromString(QString::fromLatin1(hhmmss)), Qt::UTC);
}

template <typename T> T *seriesNamed(QChart *chart, const QString &objectName) {
    if (!chart)
        return nullptr;
    const auto all = chart->series();
    for (QAbstractSeries *s : all) {
        if (s->objectName() == objectName)
            return qobject_cast<T *>(s);
    }
    return nullptr;
}

qint64 barTotal(QAbstractBarSeries *series) {
    double sum = 0;
    if (series) {
        const auto sets = series->barSets();
        for (const QBarSet *set : sets) {
            for (int i = 0; i < set->count(); ++i)
                sum += set->at(i);
        }
    }
    return qint64(std::llround(sum));
}

qint64 pieTotal(QPieSeries *series) {
    return series ? qint64(std::llround(series->sum())) : 0;
}

// The total of the view's states chart (its pie), and of one of its bar charts (the series of
// that object name).
qint64 statesTotal(ChartsView &view) {
    return pieTotal(
        seriesNamed<QPieSeries>(view.chart(ChartsView::Chart::States), u"stateSlices"_s));
}
qint64 barChartTotal(ChartsView &view, ChartsView::Chart chart, const QString &series) {
    return barTotal(seriesNamed<QAbstractBarSeries>(view.chart(chart), series));
}

// The sent chart is a step area: each bucket is two points, at its start and at its end.
qint64 areaTotal(QAreaSeries *series) {
    double sum = 0;
    if (series) {
        const auto points = series->upperSeries()->points();
        for (qsizetype i = 0; i < points.size(); i += 2)
            sum += points.at(i).y();
    }
    return qint64(std::llround(sum));
}

} // namespace

// The Graph view, offscreen, against the demo workspace (SQLite) and PostgreSQL: every chart's
// series add up to what the reader counts for the same filter, the filter changes them, stale
// answers are dropped, errors show inline, PNGs are written. The core time series are checked
// against hand-worked answers on SQLite and PostgreSQL, for both formats.
class TestChartsView : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    const QDateTime m_anchor = test::demoAnchor();

    struct Opened {
        ConnectionSpec spec;
        OutboxTable table;
    };

    static std::optional<Opened> open(const ConnectionSpec &spec, const TableRequest &request) {
        DatabaseSession session(spec, u"charts-test-resolve"_s);
        auto table = TableResolver::resolve(session, request);
        if (!table) {
            qWarning() << table.error().message;
            return std::nullopt;
        }
        return Opened{spec, *table};
    }

    // view at 1280 × 1000, shown, over the span seconds up to end and then given its source: true
    // once it has refreshed.
    static bool shownOver(ChartsView &view, const ConnectionSpec &spec, const OutboxTable &table,
                          qint64 span, const QDateTime &end) {
        view.resize(1280, 1000);
        view.show();
        view.setTimeSpan(span);
        view.setWindowEnd(end);
        return refreshedAfter(view, [&] { view.setSource(spec, table); });
    }

    std::optional<Opened> openDemo(const Profile &profile) {
        auto target = ConnectionTarget::fromProfile(profile);
        if (!target)
            return std::nullopt;
        return open(target->spec, target->request);
    }

    // The demo's Vortos table as the charts open it, and a reader of it over a session of the
    // test's own: the counts the charts must show. nullopt when either does not open.
    struct OpenedWithReader : Opened {
        std::unique_ptr<DatabaseSession> session;
        std::unique_ptr<OutboxReader> reader;
    };
    std::optional<OpenedWithReader> openDemoWithReader() {
        auto demo = openDemo(m_ws.vortosProfile);
        if (!demo)
            return std::nullopt;
        auto session = std::make_unique<DatabaseSession>(demo->spec, u"charts-test"_s);
        if (!session->open())
            return std::nullopt;
        auto reader = std::make_unique<OutboxReader>(*session, demo->table);
        return OpenedWithReader{*demo, std::move(session), std::move(reader)};
    }

    // view at size, shown, then given opened's table as its source: true once it has refreshed.
    static bool shownOn(ChartsView &view, const Opened &opened, QSize size) {
        view.resize(size);
        view.show();
        return refreshedAfter(view, [&] { view.setSource(opened.spec, opened.table); });
    }

    // Creates the known-answer table on the given database, in the given format.
    static Status createKnownTable(DatabaseSession &session, OutboxFormat format,
                                   const QString &schemaOrTable) {
        const bool pg = session.spec().kind == DatabaseKind::PostgreSQL;
        const bool vortos = format == OutboxFormat::Vortos;
        QStringList statements;
        QString table;
        if (pg) {
            if (auto s = test::runSql(session,
                                      {u"DROP SCHEMA IF EXISTS %1 CASCADE"_s.arg(schemaOrTable)});
                !s)
                return s;
            const auto s = test::runSqlFile(
                session, vortos ? u"vortos-postgres.sql"_s : u"fennflow-postgres.sql"_s,
                vortos ? u"vortos"_s : u"fennflow"_s, schemaOrTable);
            if (!s)
                return s;
            table = schemaOrTable + (vortos ? u".object_store_outbox"_s : u".outbox"_s);
        } else {
            const auto s = test::runSqlFile(session, vortos ? u"vortos-sqlite.sql"_s
                                                            : u"fennflow-sqlite.sql"_s);
            if (!s)
                return s;
            table = vortos ? u"vortos_object_store_outbox"_s : u"outbox"_s;
        }
        if (!vortos)
            if (auto s = test::recordShippedVocabulary(session, table); !s)
                return s;
        statements << u"DELETE FROM %1"_s.arg(table);
        int n = 0;
        for (const KnownRow &row : kKnownRows) {
            ++n;
            const QString uuid = u"00000000-0000-7000-8000-%1"_s.arg(n, 12, 10, QChar(u'0'));
            const QString stamp = pg && !vortos ? u".250000+00"_s : (vortos ? u""_s : u".250000"_s);
            // FennFlow rows get fractions, except on the exact boundaries the answers depend on.
            const auto ts = [&](const char *t) {
                const QString text = u"2026-11-30 %1"_s.arg(QString::fromLatin1(t));
                if (vortos)
                    return u"'%1'"_s.arg(text);
                const bool boundary = QByteArray(t).endsWith(":00");
                if (pg)
                    return u"'%1%2'"_s.arg(text, boundary ? u"+00"_s : stamp);
                return u"'%1%2'"_s.arg(text, boundary ? u""_s : stamp);
            };
            if (vortos) {
                const QString status = row.state == RowState::Sent   ? u"done"_s
                                       : row.state == RowState::Dead ? u"dead"_s
                                                                     : u"pending"_s;
                statements << u"INSERT INTO %1 (id, operation, status, attempt_count, payload, "
                              "last_error, created_at, processed_at) VALUES ('%2', '%3', '%4', "
                              "0, '{\"name\":\"%3\",\"key\":\"a\\/b\"}', %5, %6, %7)"_s.arg(
                                  table, uuid, QString::fromLatin1(row.kind), status,
                                  row.state == RowState::Dead ? u"'Object not found: a/b'"_s
                                                              : u"NULL"_s,
                                  ts(row.created), row.sent ? ts(row.sent) : u"NULL"_s);
            } else {
                // The documented vocabulary: created (pending), pending (in flight), failed, sent.
                const QString status = row.state == RowState::Sent       ? u"sent"_s
                                       : row.state == RowState::Dead     ? u"failed"_s
                                       : row.state == RowState::InFlight ? u"pending"_s
                                                                         : u"created"_s;
                const QString id = pg ? uuid : QString(uuid).remove(u'-');
                const QString eventId = QString(id).replace(0, 1, u"e"_s);
                // Rows not sent get an updated_at inside the window: it must not count as sent.
                statements << u"INSERT INTO %1 (id, event_id, aggregate_type, aggregate_id, "
                              "event_type, payload, status, created_at, updated_at) VALUES ('%2', "
                              "'%3', 'StorageObject', 'default|||f|||%2', '%4', '{}', '%5', %6, "
                              "%7)"_s.arg(table, id, eventId, QString::fromLatin1(row.kind), status,
                                          ts(row.created),
                                          row.sent ? ts(row.sent) : ts("10:05:30"));
            }
        }
        return test::runSql(session, statements);
    }

private Q_SLOTS:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        DemoOptions o;
        o.directory = m_dir.path() + u"/demo"_s;
        o.anchor = m_anchor;
        auto ws = DemoWorkspace::create(o, false);
        QVERIFY2(ws.ok(), ws.ok() ? "" : qPrintable(ws.error().message));
        m_ws = *ws;
    }

    // Core ----------------------------------------------------------------------------------------

    void timeWindows() {
        const QDateTime end = at("10:37:20");
        const TimeWindow hour = TimeWindow::ending(end, 3600, 360);
        QCOMPARE(hour.bucket, BucketSize::Minute);
        QCOMPARE(hour.from, at("09:37:00"));
        QCOMPARE(hour.to, at("10:38:00"));
        QCOMPARE(hour.end, end);
        QCOMPARE(hour.bucketCount(), 61);
        QCOMPARE(hour.bucketOf(at("09:36:59")), -1);
        QCOMPARE(hour.bucketOf(at("09:37:00")), 0);
        QCOMPARE(hour.bucketOf(at("10:37:59")), 60);
        QCOMPARE(hour.bucketOf(at("10:38:00")), 61);
        const TimeWindow day = TimeWindow::ending(end, 86400, 360);
        QCOMPARE(day.bucket, BucketSize::TenMinutes);
        QCOMPARE(day.from, at("10:30:00").addDays(-1));
        QCOMPARE(day.to, at("10:40:00"));
        QCOMPARE(day.bucketCount(), 145);
        QCOMPARE(TimeWindow::ending(end, 7 * 86400, 360).bucket, BucketSize::Hour);
        const TimeWindow month = TimeWindow::ending(end, 30 * 86400, 360);
        QCOMPARE(month.bucket, BucketSize::Day);
        QCOMPARE(month.bucketCount(), 31);
        // Longer than maxBuckets days: the latest days are kept.
        const TimeWindow years = TimeWindow::ending(end, 1000 * 86400LL, 100);
        QCOMPARE(years.bucket, BucketSize::Day);
        QCOMPARE(years.bucketCount(), 100);
        QCOMPARE(years.to, QDateTime(QDate(2026, 12, 1), QTime(0, 0), Qt::UTC));
        const TimeWindow aligned =
            TimeWindow::aligned(at("10:37:20"), at("13:00:00"), BucketSize::Hour);
        QCOMPARE(aligned.from, at("10:00:00"));
        QCOMPARE(aligned.bucketCount(), 3);
    }

    void timeSeriesKnownAnswers_data() {
        QTest::addColumn<bool>("postgres");
        QTest::addColumn<bool>("vortos");
        QTest::newRow("sqlite-vortos") << false << true;
        QTest::newRow("sqlite-fennflow") << false << false;
        QTest::newRow("postgres-vortos") << true << true;
        QTest::newRow("postgres-fennflow") << true << false;
    }

    void timeSeriesKnownAnswers() {
        QFETCH(bool, postgres);
        QFETCH(bool, vortos);
        const OutboxFormat format = vortos ? OutboxFormat::Vortos : OutboxFormat::FennFlow;
        ConnectionSpec spec;
        QString schema;
        TableRequest request;
        request.format = format;
        if (!vortos)
            request.vocabulary = u"docs"_s;
        if (postgres) {
            spec = test::postgresSpec();
            schema = vortos ? u"chartsvo"_s : u"chartsff"_s;
            request.table = TableName{schema, vortos ? u"object_store_outbox"_s : u"outbox"_s};
        } else {
            const QString path =
                m_dir.path() + (vortos ? u"/known-vortos.db"_s : u"/known-fennflow.db"_s);
            QFile::remove(path);
            QFile touch(path);
            QVERIFY(touch.open(QIODevice::WriteOnly));
            touch.close();
            spec = test::sqliteSpec(path);
            request.table = TableName{{}, vortos ? u"vortos_object_store_outbox"_s : u"outbox"_s};
        }
        DatabaseSession session(spec, u"charts-known"_s);
        QVERIFY2(session.open().ok(), "cannot open the test database");
        const Status created = createKnownTable(session, format, schema);
        QVERIFY2(created.ok(), created.ok() ? "" : qPrintable(created.error().message));
        auto table = TableResolver::resolve(session, request);
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
        OutboxReader reader(session, *table);

        const TimeWindow window = TimeWindow::covering(at("10:00:00"), at("10:10:00"));
        QCOMPARE(window.bucket, BucketSize::Minute);
        QCOMPARE(window.bucketCount(), 10);

        auto sent = sentPerMinute(reader, {}, window);
        QVERIFY2(sent.ok(), sent.ok() ? "" : qPrintable(sent.error().message));
        // J at 10:00:00, B, A, G at 10:07:00 exactly, I; E is sent after the window, F before.
        const QList<qint64> expectedSent{1, 1, 0, 1, 0, 0, 0, 1, 0, 1};
        QCOMPARE(sent->sent, expectedSent);
        QCOMPARE(sent->total(), 5);

        auto backlog = backlogOverTime(reader, {}, window);
        QVERIFY2(backlog.ok(), backlog.ok() ? "" : qPrintable(backlog.error().message));
        QCOMPARE(backlog->points.size(), 10);
        // At the end of each minute: A waits until 10:03:30; C (in flight, or pending for Vortos)
        // from 10:02; E from 10:05; G for the minute 10:06 (sent at 10:07:00, not before the end
        // of that minute); H from 10:08. D is dead, B came and went within a minute.
        const QList<qint64> expectedWaiting{1, 1, 2, 1, 1, 2, 3, 2, 3, 3};
        QList<qint64> waiting;
        for (const BacklogPoint &p : std::as_const(backlog->points))
            waiting.append(p.waiting);
        QCOMPARE(waiting, expectedWaiting);
        QCOMPARE(backlog->points.at(0).at, at("10:01:00"));
        QCOMPARE(*backlog->points.at(0).oldestCreated, at("09:50:00")); // A
        QCOMPARE(backlog->points.at(0).oldestAgeSeconds(), 660);
        QCOMPARE(backlog->points.at(2).oldestAgeSeconds(), 780);
        QCOMPARE(*backlog->points.at(3).oldestCreated, at("10:02:00")); // C, once A was sent
        QCOMPARE(backlog->points.at(3).oldestAgeSeconds(), 120);
        QCOMPARE(backlog->points.at(9).oldestAgeSeconds(), 480);

        // The last bucket still running: its point is at the window's end, not the bucket's.
        const TimeWindow running = TimeWindow::covering(at("10:00:00"), at("10:09:30"));
        QCOMPARE(running.to, at("10:10:00"));
        auto partial = backlogOverTime(reader, {}, running);
        QVERIFY(partial.ok());
        QCOMPARE(partial->points.constLast().at, at("10:09:30"));
        QCOMPARE(partial->points.constLast().oldestAgeSeconds(), 450);

        // The filter applies: only H is a copy.
        RowFilter copies;
        copies.kind = u"copy"_s;
        auto copySent = sentPerMinute(reader, copies, window);
        QVERIFY(copySent.ok());
        QCOMPARE(copySent->total(), 0);
        auto copyBacklog = backlogOverTime(reader, copies, window);
        QVERIFY(copyBacklog.ok());
        const QList<qint64> expectedCopies{0, 0, 0, 0, 0, 0, 0, 0, 1, 1};
        waiting.clear();
        for (const BacklogPoint &p : std::as_const(copyBacklog->points))
            waiting.append(p.waiting);
        QCOMPARE(waiting, expectedCopies);
        QVERIFY(!copyBacklog->points.at(7).oldestCreated);
        QCOMPARE(copyBacklog->points.at(7).oldestAgeSeconds(), 0);

        // 10-minute buckets over the same rows: the coarser answer agrees.
        const TimeWindow coarse =
            TimeWindow::aligned(at("09:40:00"), at("10:20:00"), BucketSize::TenMinutes);
        auto coarseSent = sentPerMinute(reader, {}, coarse);
        QVERIFY(coarseSent.ok());
        const QList<qint64> expectedCoarse{0, 0, 5, 1}; // F is at 09:30, before the window
        QCOMPARE(coarseSent->sent, expectedCoarse);
        auto coarseBacklog = backlogOverTime(reader, {}, coarse);
        QVERIFY(coarseBacklog.ok());
        // Ends 09:50 (nothing yet: A is created at 09:50:00 exactly), 10:00 (A, J), 10:10 (C, E,
        // H), 10:20 (C, H).
        waiting.clear();
        for (const BacklogPoint &p : std::as_const(coarseBacklog->points))
            waiting.append(p.waiting);
        const QList<qint64> expectedCoarseWaiting{0, 2, 3, 2};
        QCOMPARE(waiting, expectedCoarseWaiting);

        // Bad input is refused before any SQL runs.
        RowFilter badId;
        badId.id = u"not\ta-uuid"_s; // a tab: no id of any column type
        QVERIFY(!sentPerMinute(reader, badId, window).ok());
        QVERIFY(!backlogOverTime(reader, {}, TimeWindow{}).ok());
    }

    // GUI -----------------------------------------------------------------------------------------

    void demoTotals() {
        auto demo = openDemoWithReader();
        QVERIFY(demo);
        OutboxReader &reader = *demo->reader;
        auto counts = reader.counts({});
        QVERIFY(counts.ok());
        QCOMPARE(counts->total, 12000);

        ChartsView view;
        // 30 days up to the demo's anchor: every demo row was created in that window.
        QVERIFY(shownOver(view, demo->spec, demo->table, 30 * 86400, m_anchor));
        QVERIFY(view.errorText().isEmpty());

        auto *slices =
            seriesNamed<QPieSeries>(view.chart(ChartsView::Chart::States), u"stateSlices"_s);
        QVERIFY(slices);
        QCOMPARE(pieTotal(slices), counts->total);
        for (const QPieSlice *slice : slices->slices()) {
            const auto state = RowState(slice->property("state").toInt());
            QCOMPARE(qint64(std::llround(slice->value())), counts->of(state));
        }
        auto *created = seriesNamed<QAbstractBarSeries>(view.chart(ChartsView::Chart::Created),
                                                        u"createdSeries"_s);
        QVERIFY(created);
        QCOMPARE(barTotal(created), counts->total);
        QVERIFY(view.chart(ChartsView::Chart::Created)->title().contains(u"per day"_s));
        for (const QBarSet *set : created->barSets()) {
            qint64 sum = 0;
            for (int i = 0; i < set->count(); ++i)
                sum += qint64(set->at(i));
            bool matched = false;
            for (const RowState s : allRowStates()) {
                if (set->label() == stateLabel(s)) {
                    QCOMPARE(sum, counts->of(s));
                    matched = true;
                }
            }
            QVERIFY2(matched, qPrintable(set->label()));
        }
        auto *groups = seriesNamed<QAbstractBarSeries>(view.chart(ChartsView::Chart::DeadByGroup),
                                                       u"deadGroupSeries"_s);
        QVERIFY(groups);
        QVERIFY(counts->of(RowState::Dead) > 0);
        QCOMPARE(barTotal(groups), counts->of(RowState::Dead));
        // Top 10 plus "Other": the demo has 15 error shapes.
        QCOMPARE(groups->barSets().first()->count(), 11);
        auto *ops = seriesNamed<QAbstractBarSeries>(view.chart(ChartsView::Chart::DeadByOperation),
                                                    u"deadOperationSeries"_s);
        QVERIFY(ops);
        QCOMPARE(barTotal(ops), counts->of(RowState::Dead));

        // The time charts over the last day, ending after the last demo row was sent: the
        // throughput adds up to the sent rows in the window (counted here with plain SQL), and the
        // backlog's last point is what is pending now.
        const QDateTime end = m_anchor.addSecs(3600);
        QVERIFY(refreshedAfter(view, [&] {
            view.setTimeSpan(86400);
            view.setWindowEnd(end);
        }));
        const TimeWindow window = TimeWindow::ending(end, 86400, 360);
        QSqlQuery q(demo->session->database());
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM vortos_object_store_outbox WHERE status = 'done' "
                       "AND processed_at >= '%1' AND processed_at < '%2'"_s.arg(
                           formatUtcTimestamp(window.from), formatUtcTimestamp(window.to))));
        QVERIFY(q.next());
        const qint64 sentInWindow = q.value(0).toLongLong();
        QVERIFY(sentInWindow > 100);
        auto *sent =
            seriesNamed<QAreaSeries>(view.chart(ChartsView::Chart::Throughput), u"sentSeries"_s);
        QVERIFY(sent);
        QCOMPARE(areaTotal(sent), sentInWindow);
        QCOMPARE(sent->upperSeries()->count(), 2 * window.bucketCount());
        QVERIFY(view.chart(ChartsView::Chart::Throughput)->title().contains(u"10 minutes"_s));
        auto *waiting =
            seriesNamed<QLineSeries>(view.chart(ChartsView::Chart::Backlog), u"waitingSeries"_s);
        QVERIFY(waiting);
        QCOMPARE(qint64(waiting->points().constLast().y()), counts->of(RowState::Pending));
        // The backlog builds up in the demo's last hours.
        QVERIFY(waiting->points().constLast().y() > waiting->points().constFirst().y());
        auto oldest = reader.oldestPending();
        QVERIFY(oldest.ok() && oldest->has_value());
        auto *age =
            seriesNamed<QLineSeries>(view.chart(ChartsView::Chart::Backlog), u"oldestAgeSeries"_s);
        QVERIFY(age);
        QVERIFY(age->name().contains(u"days"_s)); // the demo keeps a few pending rows for weeks
        QCOMPARE(qRound(age->points().constLast().y() * 86400.0 / 60),
                 qRound(double((*oldest)->secsTo(end)) / 60));

        QVERIFY(
            view.chartView(ChartsView::Chart::States)->accessibleDescription().contains(u"12"_s));
    }

    void filterChangesTotals() {
        auto demo = openDemoWithReader();
        QVERIFY(demo);
        OutboxReader &reader = *demo->reader;

        ChartsView view;
        QVERIFY(shownOver(view, demo->spec, demo->table, 30 * 86400, m_anchor));

        RowFilter promote;
        promote.kind = u"promote"_s;
        auto counts = reader.counts(promote);
        QVERIFY(counts.ok());
        QVERIFY(counts->total > 0 && counts->total < 12000);
        QVERIFY(refreshedAfter(view, [&] { view.setFilter(promote); }));
        QVERIFY(view.findChild<QLabel *>(u"chartsFilterLabel"_s)->text().contains(u"promote"_s));
        QCOMPARE(statesTotal(view), counts->total);
        QCOMPARE(barChartTotal(view, ChartsView::Chart::Created, u"createdSeries"_s),
                 counts->total);
        QCOMPARE(barChartTotal(view, ChartsView::Chart::DeadByGroup, u"deadGroupSeries"_s),
                 counts->of(RowState::Dead));
        auto *ops = seriesNamed<QAbstractBarSeries>(view.chart(ChartsView::Chart::DeadByOperation),
                                                    u"deadOperationSeries"_s);
        QCOMPARE(barTotal(ops), counts->of(RowState::Dead));
        auto *opAxis = qobject_cast<QBarCategoryAxis *>(
            view.chart(ChartsView::Chart::DeadByOperation)->axes(Qt::Vertical).value(0));
        QVERIFY(opAxis);
        QCOMPARE(opAxis->categories(), QStringList{u"promote"_s});

        // A state filter: the created chart shows only that state.
        RowFilter dead;
        dead.states = {RowState::Dead};
        auto deadCounts = reader.counts(dead);
        QVERIFY(deadCounts.ok());
        QVERIFY(refreshedAfter(view, [&] { view.setFilter(dead); }));
        auto *created = seriesNamed<QAbstractBarSeries>(view.chart(ChartsView::Chart::Created),
                                                        u"createdSeries"_s);
        QCOMPARE(barTotal(created), deadCounts->total);
        QCOMPARE(created->barSets().size(), 1);
        QCOMPARE(created->barSets().first()->label(), stateLabel(RowState::Dead));

        // Nothing matches: the charts say so instead of drawing empty axes.
        RowFilter none;
        none.payloadContains = u"no-such-text-anywhere"_s;
        QVERIFY(refreshedAfter(view, [&] { view.setFilter(none); }));
        QVERIFY(view.chart(ChartsView::Chart::States)->series().isEmpty());
        QVERIFY(view.chart(ChartsView::Chart::DeadByGroup)->series().isEmpty());
    }

    void staleAnswersDropped() {
        auto demo = openDemoWithReader();
        QVERIFY(demo);
        OutboxReader &reader = *demo->reader;

        ChartsView view;
        view.show();
        view.setTimeSpan(30 * 86400);
        view.setWindowEnd(m_anchor);
        QSignalSpy refreshed(&view, &ChartsView::refreshed);
        view.setSource(demo->spec, demo->table);
        for (const QString &kind : {u"put"_s, u"copy"_s, u"move"_s, u"delete"_s}) {
            RowFilter f;
            f.kind = kind;
            view.setFilter(f);
        }
        QVERIFY(refreshed.wait(30000));
        QTest::qWait(200); // nothing else arrives: the older generations were dropped
        QCOMPARE(refreshed.size(), 1);
        RowFilter f;
        f.kind = u"delete"_s;
        auto counts = reader.counts(f);
        QVERIFY(counts.ok());
        QCOMPARE(statesTotal(view), counts->total);
        QCOMPARE(barChartTotal(view, ChartsView::Chart::DeadByOperation, u"deadOperationSeries"_s),
                 counts->of(RowState::Dead));
    }

    void hiddenViewWaitsUntilShown() {
        auto demo = openDemo(m_ws.vortosProfile);
        QVERIFY(demo);
        ChartsView view;
        QSignalSpy busy(&view, &ChartsView::busyChanged);
        view.setSource(demo->spec, demo->table);
        view.setFilter({});
        QTest::qWait(100);
        QCOMPARE(busy.size(), 0); // hidden (say, another tab): no queries
        QVERIFY(view.chart(ChartsView::Chart::States)->series().isEmpty());
        QVERIFY(refreshedAfter(view, [&] { view.show(); }));
        QVERIFY(!view.chart(ChartsView::Chart::States)->series().isEmpty());
        // The window says the data changed while the charts are in a hidden tab: read on show.
        view.hide();
        busy.clear();
        view.invalidate();
        QTest::qWait(100);
        QCOMPARE(busy.size(), 0);
        QVERIFY(refreshedAfter(view, [&] { view.show(); }));
        QCOMPARE(busy.size(), 2); // busy, then idle: one read
    }

    void errorsShownInline() {
        auto demo = openDemo(m_ws.vortosProfile);
        QVERIFY(demo);
        ChartsView view;
        QVERIFY(shownOn(view, *demo, {1280, 700}));
        QVERIFY(view.errorText().isEmpty());
        // A bad filter value: every chart fails with the reader's message, shown once.
        RowFilter bad;
        bad.id = u"not\ta-uuid"_s; // a tab: no id of any column type
        QSignalSpy errors(&view, &ChartsView::errorShown);
        QVERIFY(refreshedAfter(view, [&] { view.setFilter(bad); }));
        QCOMPARE(errors.size(), 1);
        QVERIFY(view.errorText().contains(u"Invalid id \"not\ta-uuid\""_s));
        QVERIFY(!view.findChild<MessageBar *>(u"chartsMessageBar"_s)->isHidden());
        QVERIFY(view.chart(ChartsView::Chart::States)->series().isEmpty());
        QVERIFY(view.grab().save(screenshotPath(u"charts-error-light.png"_s)));
        // A good filter again clears it.
        QVERIFY(refreshedAfter(view, [&] { view.setFilter({}); }));
        QVERIFY(view.errorText().isEmpty());
        QVERIFY(!view.chart(ChartsView::Chart::States)->series().isEmpty());

        // A database that cannot be opened: the connection error, not "no table is open".
        ConnectionSpec missing = test::sqliteSpec(m_dir.path() + u"/missing.db"_s);
        QVERIFY(refreshedAfter(view, [&] { view.setSource(missing, demo->table); }));
        QVERIFY2(view.errorText().contains(u"missing.db"_s), qPrintable(view.errorText()));
        view.clearSource();
        QVERIFY(!view.hasSource());
        QVERIFY(view.chart(ChartsView::Chart::States)->series().isEmpty());
    }

    void savesPng() {
        auto demo = openDemo(m_ws.vortosProfile);
        QVERIFY(demo);
        ChartsView view;
        QVERIFY(shownOn(view, *demo, {1200, 900}));
        const QString all = m_dir.path() + u"/all.png"_s;
        QVERIFY(view.savePng(all));
        const QImage image(all);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 1000 && image.height() >= 800);
        const QString one = m_dir.path() + u"/states.png"_s;
        QVERIFY(view.savePng(ChartsView::Chart::States, one));
        QVERIFY(!QImage(one).isNull());
        // Each image carries its caption below the charts: source, table, filter, time window
        // and when it was made (a strip of the window's colour with text in it).
        RowFilter filter;
        filter.kind = u"copy"_s;
        view.setFilter(filter);
        const QString caption = view.caption();
        for (const QString &part : {u"vortos_object_store_outbox"_s, u"operation=copy"_s,
                                    u"window: "_s, u" UTC"_s, u"generated "_s})
            QVERIFY2(caption.contains(part), qPrintable(caption));
        QVERIFY2(caption.startsWith(demo->spec.displayUrl()), qPrintable(caption));
        const QImage statesChart = view.chartView(ChartsView::Chart::States)->grab().toImage();
        const QImage saved(one);
        QCOMPARE(saved.width(), statesChart.width());
        QVERIFY(saved.height() > statesChart.height() + 10);
        const QColor background = view.palette().color(QPalette::Window);
        bool text = false;
        for (int y = statesChart.height(); y < saved.height() && !text; ++y)
            for (int x = 0; x < saved.width() && !text; ++x)
                text = saved.pixelColor(x, y) != background;
        QVERIFY(text);
        QVERIFY(!view.savePng(m_dir.path() + u"/no-such-folder/x.png"_s));
    }

    void postgresql() {
        DatabaseSession session(test::postgresSpec(), u"charts-pg"_s);
        QVERIFY(session.open().ok());
        QVERIFY(test::makePostgresVortos(session, u"chartsgui"_s).ok());
        // More dead rows of one shape, so the groups have something to add up.
        QStringList more;
        for (int i = 0; i < 30; ++i) {
            more << u"INSERT INTO chartsgui.object_store_outbox (id, operation, status, "
                    "attempt_count, payload, last_error, created_at) VALUES "
                    "('01930000-0000-7000-8000-%1', 'copy', '%2', 5, '{\"name\":\"copy\"}', "
                    "'Connection refused (tcp://minio.internal:9000) after %3 ms', "
                    "TIMESTAMP '2026-06-01 08:00:00' + %4 * INTERVAL '1 minute')"_s
                        .arg(i, 12, 10, QChar(u'0'))
                        .arg(i % 3 ? u"dead"_s : u"done"_s)
                        .arg(100 + i)
                        .arg(i);
        }
        QVERIFY(test::runSql(session, more).ok());
        TableRequest request;
        request.table = TableName{u"chartsgui"_s, u"object_store_outbox"_s};
        auto table = TableResolver::resolve(session, request);
        QVERIFY2(table.ok(), table.ok() ? "" : qPrintable(table.error().message));
        OutboxReader reader(session, *table);
        auto counts = reader.counts({});
        QVERIFY(counts.ok());
        QCOMPARE(counts->total, 35);

        ChartsView view;
        QVERIFY(shownOver(view, session.spec(), *table, 7 * 86400,
                          QDateTime(QDate(2026, 6, 2), QTime(0, 0), Qt::UTC)));
        QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
        QCOMPARE(statesTotal(view), 35);
        QCOMPARE(barChartTotal(view, ChartsView::Chart::Created, u"createdSeries"_s), 35);
        QCOMPARE(barChartTotal(view, ChartsView::Chart::DeadByGroup, u"deadGroupSeries"_s),
                 counts->of(RowState::Dead));
        QCOMPARE(counts->of(RowState::Dead), 22);
        auto *sent =
            seriesNamed<QAreaSeries>(view.chart(ChartsView::Chart::Throughput), u"sentSeries"_s);
        QVERIFY(sent);
        QCOMPARE(areaTotal(sent), 1); // the sample's one done row; the extra done rows never
                                      // got a processed_at
        RowFilter copies;
        copies.kind = u"copy"_s;
        QVERIFY(refreshedAfter(view, [&] { view.setFilter(copies); }));
        QCOMPARE(statesTotal(view), reader.counts(copies)->total);
        QVERIFY(view.savePng(screenshotPath(u"charts-postgresql-light.png"_s)));
    }

    // Screenshots a person can look at: the demo's Vortos and FennFlow tables, light and dark.
    void screenshots_data() { test::addBoolRows("dark", {{"light", false}, {"dark", true}}); }

    void screenshots() {
        QFETCH(bool, dark);
        const test::ScopedPalette palette(dark ? darkPalette() : QApplication::palette());
        const QString suffix = dark ? u"dark"_s : u"light"_s;
        for (const Profile &profile : {m_ws.vortosProfile, m_ws.fennFlowProfile}) {
            auto demo = openDemo(profile);
            QVERIFY(demo);
            ChartsView view;
            view.resize(1280, 980);
            view.show();
            view.setWindowEnd(m_anchor);
            QVERIFY(refreshedAfter(view, [&] { view.setSource(demo->spec, demo->table); }));
            QVERIFY(view.errorText().isEmpty());
            const QString name = demo->table.isVortos() ? u"vortos"_s : u"fennflow"_s;
            QVERIFY(view.savePng(screenshotPath(u"charts-%1-%2.png"_s.arg(name, suffix))));
            QVERIFY(
                view.grab().save(screenshotPath(u"charts-%1-window-%2.png"_s.arg(name, suffix))));
            if (demo->table.isVortos()) {
                QVERIFY(refreshedAfter(view, [&] { view.setTimeSpan(7 * 86400); }));
                QVERIFY(view.savePng(screenshotPath(u"charts-vortos-7days-%1.png"_s.arg(suffix))));
                QVERIFY(view.savePng(ChartsView::Chart::DeadByGroup,
                                     screenshotPath(u"chart-deadgroups-%1.png"_s.arg(suffix))));
            }
        }
    }
};

QTEST_MAIN(TestChartsView)
#include "tst_chartsview.moc"
