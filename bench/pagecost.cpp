// Where the time of one fast first page goes: the core's OutboxReader::page() beside the bare Qt
// driver running the very statement the core built, (a) prepared and bound as the core does,
// (b) sent once with the values inlined by the driver (as the harness replays it), (c) the same
// plus the core's timestamp parsing of each row. Only meaningful when the page is fast (an index
// serves the order); it runs each variant 20 + N times.
//
// Not a CMake target (bench/CMakeLists.txt is the harness's): bench/run-reading builds it with c++
// against build-nogui/core/liboutbox_core.a and pkg-config's Qt6Core, Qt6Sql and Qt6Network.
//   pagecost URL [RUNS]   (password from OUTBOX_DATABASE_PASSWORD)
#include "connection/databasesession.h"
#include "query/outboxreader.h"
#include "schema/tableresolver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlDriver>
#include <QSqlField>
#include <QSqlQuery>
#include <QTextStream>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

QTextStream out(stdout);

double medianMs(const std::function<void()> &f, int runs) {
    for (int i = 0; i < 20; ++i)
        f();
    QList<double> v;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        v.append(t.nsecsElapsed() / 1e6);
    }
    std::sort(v.begin(), v.end());
    return v.at(v.size() / 2);
}

QString inlined(const QSqlDatabase &db, QString sql, const QVariantList &values) {
    for (const QVariant &v : values) {
        QSqlField field(QString(), v.metaType());
        field.setValue(v);
        const qsizetype at = sql.indexOf(u'?');
        if (at < 0)
            break;
        sql.replace(at, 1, db.driver()->formatValue(field));
    }
    return sql;
}

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    if (argc < 2) {
        out << "usage: pagecost URL [RUNS]\n";
        return 2;
    }
    const int runs = argc > 2 ? qMax(1, QString::fromLocal8Bit(argv[2]).toInt()) : 201;
    auto spec = ConnectionSpec::fromUrl(QString::fromLocal8Bit(argv[1]));
    if (!spec) {
        out << spec.error().message << "\n";
        return 2;
    }
    spec->password = qEnvironmentVariable("OUTBOX_DATABASE_PASSWORD");
    DatabaseSession session(*spec, u"pagecost"_s);
    auto table = TableResolver::resolve(session, {});
    if (!table) {
        out << table.error().message << "\n";
        return 1;
    }
    OutboxReader reader(session, *table);
    const PageRequest first{{}, SortOrder::NewestFirst, 50, {}};

    QString sql;
    QVariantList values;
    setQueryTraceHook([&](const QString &s, const QVariantList &v) {
        sql = s;
        values = v;
    });
    if (!reader.page(first)) {
        out << "the first page failed\n";
        return 1;
    }
    setQueryTraceHook({});
    const QString literal = inlined(session.database(), sql, values);
    const int columns = 12; // OutboxReader::selectList()

    const auto readAll = [&](QSqlQuery &q, bool parseTimes) {
        while (q.next()) {
            for (int i = 0; i < columns; ++i)
                (void)q.value(i).toString();
            if (parseTimes) { // readRow() parses created_at, the changed-at column, next_attempt_at
                (void)parseUtcTimestampText(q.value(3).toString());
                (void)parseUtcTimestampText(q.value(4).toString());
                (void)parseUtcTimestampText(q.value(8).toString());
            }
        }
    };
    const double core = medianMs([&] { (void)reader.page(first); }, runs);
    const double prepared = medianMs(
        [&] {
            QSqlQuery q(session.database());
            q.setForwardOnly(true);
            q.prepare(sql);
            for (const QVariant &v : values)
                q.addBindValue(v);
            q.exec();
            readAll(q, false);
        },
        runs);
    const double once = medianMs(
        [&] {
            QSqlQuery q(session.database());
            q.setForwardOnly(true);
            q.exec(literal);
            readAll(q, false);
        },
        runs);
    const double onceParsed = medianMs(
        [&] {
            QSqlQuery q(session.database());
            q.setForwardOnly(true);
            q.exec(literal);
            readAll(q, true);
        },
        runs);

    out << "| first page (51 rows), median of " << runs << " | ms |\n|---|---:|\n"
        << "| core `OutboxReader::page()` | " << QString::number(core, 'f', 3) << " |\n"
        << "| driver: `prepare()` + bind + `exec()` as the core does, read every value | "
        << QString::number(prepared, 'f', 3) << " |\n"
        << "| driver: `exec()` of the statement with values inlined (one round trip), read every "
           "value | "
        << QString::number(once, 'f', 3) << " |\n"
        << "| the same + `parseUtcTimestampText()` of the 3 timestamp columns of each row | "
        << QString::number(onceParsed, 'f', 3) << " |\n";
    return 0;
}
