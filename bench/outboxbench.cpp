// Times the core's reading calls on a large table and, in the same run, the very statements the
// core issued, replayed raw through psql or sqlite3. Prints each ratio (core / raw).
//
//   outbox-bench --database URL [--table NAME] [--runs 5]
//
// The password comes from OUTBOX_DATABASE_PASSWORD and reaches psql through PGPASSWORD.
#include "benchsupport.h"
#include "connection/databasesession.h"
#include "query/outboxreader.h"
#include "schema/tableresolver.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <functional>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::bench;

namespace {

QTextStream out(stdout);
QTextStream err(stderr);

struct Scenario {
    QString name;
    std::function<bool()> call; // runs the core call once; false on failure
};

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption database(u"database"_s, u"Database URL."_s, u"URL"_s);
    const QCommandLineOption table(u"table"_s, u"Table."_s, u"NAME"_s);
    const QCommandLineOption runs(u"runs"_s, u"Runs per measurement (median)."_s, u"N"_s, u"5"_s);
    const QCommandLineOption label(u"label"_s, u"Label for the results."_s, u"TEXT"_s);
    parser.addOptions({database, table, runs, label});
    parser.process(app);

    auto spec = ConnectionSpec::fromUrl(parser.value(database));
    if (!spec) {
        err << spec.error().message << Qt::endl;
        return 2;
    }
    spec->password = qEnvironmentVariable("OUTBOX_DATABASE_PASSWORD");
    DatabaseSession session(*spec, u"bench"_s);
    TableRequest request;
    if (parser.isSet(table))
        request.table = *TableName::parse(parser.value(table));
    auto resolved = TableResolver::resolve(session, request);
    if (!resolved) {
        err << resolved.error().message << Qt::endl;
        return 1;
    }
    OutboxReader reader(session, *resolved);
    const int n = qMax(1, parser.value(runs).toInt());

    QString lastSql;
    QVariantList lastValues;
    setQueryTraceHook([&](const QString &sql, const QVariantList &values) {
        lastSql = sql;
        lastValues = values;
    });

    // The cursor 1,000 pages of 50 deep, reached in a few large steps (not timed).
    QString deepCursor;
    {
        QString cursor;
        for (int step = 0; step < 5; ++step) {
            auto page = reader.page({{}, SortOrder::NewestFirst, 10'000, cursor});
            if (!page || page->nextCursor.isEmpty())
                break;
            cursor = page->nextCursor;
        }
        deepCursor = cursor;
    }

    RowFilter dead;
    dead.states = {RowState::Dead};
    RowFilter errorText;
    errorText.errorContains = u"batch-77."_s;
    const QList<Scenario> scenarios = {
        {u"first page, newest first"_s,
         [&] {
             return reader.page({{}, SortOrder::NewestFirst, 50, {}}).ok();
         }},
        {u"first page of dead rows"_s,
         [&] {
             return reader.page({dead, SortOrder::NewestFirst, 50, {}}).ok();
         }},
        {u"page 1,000 deep by cursor"_s,
         [&] {
             return reader.page({{}, SortOrder::NewestFirst, 50, deepCursor}).ok();
         }},
        {u"last-error text filter"_s,
         [&] {
             return reader.page({errorText, SortOrder::NewestFirst, 50, {}}).ok();
         }},
        {u"counts per status"_s, [&] { return reader.counts().ok(); }},
    };

    const QString title = parser.value(label).isEmpty() ? spec->displayUrl() : parser.value(label);
    out << "### " << title << "\n\n"
        << "Table " << resolved->name.display() << "; sort key "
        << (reader.sortsById() ? "id (UUIDv7 ids follow created_at)" : "(created_at, id)")
        << "; created_at index: " << (resolved->hasCreatedAtIndex ? "yes" : "no") << "; median of "
        << n << " runs.\n\n"
        << "| call | core ms | raw ms (same SQL) | ratio |\n|---|---:|---:|---:|\n";
    out.flush();
    for (const Scenario &sc : scenarios) {
        QList<double> times;
        sc.call(); // warm-up
        for (int i = 0; i < n; ++i) {
            QElapsedTimer t;
            t.start();
            if (!sc.call()) {
                err << sc.name << " failed" << Qt::endl;
                return 1;
            }
            times.append(t.nsecsElapsed() / 1e6);
        }
        const double core = median(times);
        const QString sql = literalSql(session.database(), lastSql, lastValues);
        rawMs(*spec, sql, 1); // warm-up
        const double raw = rawMs(*spec, sql, n);
        out << "| " << sc.name << " | " << QString::number(core, 'f', 1) << " | "
            << QString::number(raw, 'f', 1) << " | "
            << (raw > 0 ? QString::number(core / raw, 'f', 2) : u"n/a"_s) << " |\n";
        out.flush();
        err << sc.name << ": " << sql.left(300) << Qt::endl;
    }
    // The naive statement a database client would run for "newest first", for the record.
    const SqlDialect &d = session.dialect();
    const QString naive = u"SELECT * FROM %1 ORDER BY %2 DESC, %3 DESC LIMIT 50"_s.arg(
        d.qualified(resolved->name), d.quoteIdentifier(u"created_at"_s),
        d.quoteIdentifier(u"id"_s));
    rawMs(*spec, naive, 1);
    out << "\nRaw `ORDER BY created_at DESC, id DESC LIMIT 50` (what a database client runs): "
        << QString::number(rawMs(*spec, naive, n), 'f', 1) << " ms\n\n";
    return 0;
}
