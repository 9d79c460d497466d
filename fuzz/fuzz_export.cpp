// CSV and JSON export end to end (core/output/rowexport: exportRows) on an in-memory SQLite
// outbox table filled from the input: every row comes out exactly once, in pages of one row and
// in one page, the CSV is well-formed with the header plus one record per row and its text
// fields as stored, the JSON is an array of as many objects. Rows are also looked up by their
// own error group (the server-side LIKE filter must find them).
//
// Input: up to four rows separated by 0x1D; each row's fields separated by 0x1E:
// status, operation, payload, last_error, created_at text. The first byte's parity picks the
// table: even the Vortos layout, odd FennFlow (last_error then fills aggregate_id).
#include "csvreader.h"
#include "fuzzinput.h"

#include "connection/databasesession.h"
#include "output/rowexport.h"
#include "output/rowformat.h"
#include "query/errorsignature.h"
#include "schema/tableresolver.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

namespace {

struct Fixture {
    std::unique_ptr<DatabaseSession> session;
    std::unique_ptr<OutboxReader> vortos;
    std::unique_ptr<OutboxReader> fennflow;
};
Fixture *fixture = nullptr;

void exec(QSqlQuery &q, const QString &sql) {
    if (!q.exec(sql))
        fail("fixture SQL failed", sql + u": "_s + q.lastError().text());
}

std::unique_ptr<OutboxReader> resolve(const QString &name) {
    TableRequest request;
    request.table = *TableName::parse(name);
    auto table = TableResolver::resolve(*fixture->session, request);
    if (!table)
        fail("the fixture table does not resolve", table.error().message);
    return std::make_unique<OutboxReader>(*fixture->session, *table);
}

QStringList idsOf(const QList<QStringList> &records) {
    QStringList ids;
    for (qsizetype i = 1; i < records.size(); ++i)
        ids.append(records.at(i).value(0));
    return ids;
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv) {
    static QCoreApplication app(*argc, *argv);
    fixture = new Fixture;
    // A file (sessions open existing files only) in memory where the machine has /dev/shm,
    // without fsync: the table is emptied and refilled on every run.
    static QTemporaryDir dir(QDir(u"/dev/shm"_s).exists()
                                 ? u"/dev/shm/outbox-fuzz-XXXXXX"_s
                                 : QDir::tempPath() + u"/outbox-fuzz-XXXXXX"_s);
    ConnectionSpec spec;
    spec.kind = DatabaseKind::SQLite;
    spec.database = dir.filePath(u"fuzz.sqlite"_s);
    QFile file(spec.database);
    if (!file.open(QIODevice::WriteOnly))
        fail("cannot create the SQLite file", spec.database);
    file.close();
    fixture->session = std::make_unique<DatabaseSession>(spec, u"fuzz-export"_s);
    if (auto s = fixture->session->open(); !s)
        fail("cannot open SQLite in memory", s.error().message);
    QSqlQuery q(fixture->session->database());
    exec(q, u"PRAGMA synchronous = OFF"_s);
    exec(q, u"PRAGMA journal_mode = MEMORY"_s);
    exec(q, u"CREATE TABLE vortos_object_store_outbox (id CHAR(36) NOT NULL, domain_event_id "
            "VARCHAR(255) DEFAULT NULL, operation VARCHAR(64) NOT NULL, status VARCHAR(32) NOT "
            "NULL, attempt_count INTEGER DEFAULT 0 NOT NULL, payload CLOB NOT NULL, last_error "
            "CLOB DEFAULT NULL, next_attempt_at DATETIME DEFAULT NULL, created_at DATETIME NOT "
            "NULL, processed_at DATETIME DEFAULT NULL, PRIMARY KEY (id))"_s);
    exec(q, u"CREATE TABLE outbox (id CHAR(32) NOT NULL, event_id CHAR(32) NOT NULL, "
            "aggregate_type VARCHAR(50) NOT NULL, aggregate_id VARCHAR(255) NOT NULL, event_type "
            "VARCHAR(50) NOT NULL, payload JSON NOT NULL, status VARCHAR(63) NOT NULL, created_at "
            "DATETIME NOT NULL, updated_at DATETIME NOT NULL, PRIMARY KEY (id), UNIQUE "
            "(event_id))"_s);
    fixture->vortos = resolve(u"vortos_object_store_outbox"_s);
    fixture->fennflow = resolve(u"outbox"_s);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 8192)
        return -1;
    const bool fenn = size > 0 && (data[0] & 1);
    const OutboxReader &reader = fenn ? *fixture->fennflow : *fixture->vortos;
    const QByteArray all =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));

    QSqlQuery q(fixture->session->database());
    exec(q, fenn ? u"DELETE FROM outbox"_s : u"DELETE FROM vortos_object_store_outbox"_s);
    struct Inserted {
        QString id, status, operation, payload, error;
    };
    QList<Inserted> rows;
    for (const QByteArray &rowBytes : all.split('\x1d').mid(0, 4)) {
        const QList<QByteArray> f = rowBytes.split(kSeparator);
        Inserted r;
        r.id = fenn ? u"%1"_s.arg(rows.size() + 1, 32, 10, QChar(u'0'))
                    : u"00000000-0000-7000-8000-%1"_s.arg(rows.size() + 1, 12, 10, QChar(u'0'));
        r.status = field(f, 0);
        r.operation = field(f, 1);
        r.payload = field(f, 2);
        r.error = field(f, 3);
        QString created = f.size() > 4 ? field(f, 4) : u"2026-11-30 12:00:00"_s;
        // No NULs: PostgreSQL refuses them in text, and SQLite's LIKE and JSON functions stop at
        // the first one, so a row holding one is not comparable across dialects.
        for (QString *s : {&r.status, &r.operation, &r.payload, &r.error, &created})
            s->remove(QChar(0));
        if (fenn) {
            q.prepare(u"INSERT INTO outbox VALUES (?, ?, 'StorageObject', COALESCE(?, ''), "
                      "COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''), COALESCE(?, ''), "
                      "COALESCE(?, ''))"_s);
            for (const QString &v :
                 {r.id, r.id, r.error, r.operation, r.payload, r.status, created, created})
                q.addBindValue(v);
        } else {
            q.prepare(u"INSERT INTO vortos_object_store_outbox (id, operation, status, payload, "
                      "last_error, created_at) VALUES (?, COALESCE(?, ''), COALESCE(?, ''), "
                      "COALESCE(?, ''), ?, COALESCE(?, ''))"_s);
            for (const QString &v : {r.id, r.operation, r.status, r.payload, r.error, created})
                q.addBindValue(v);
        }
        if (!q.exec())
            fail("insert failed", q.lastError().text());
        // The export must give back what the database stores, which is not always what was
        // bound: SQLite's UTF-16 interface (the Qt driver's) turns U+FFFE, U+FFFF and lone
        // surrogates into U+FFFD. So the expected texts are the stored ones, read back directly.
        q.prepare(
            fenn ? u"SELECT status, event_type, payload, aggregate_id FROM outbox WHERE id = ?"_s
                 : u"SELECT status, operation, payload, last_error FROM "
                   u"vortos_object_store_outbox WHERE id = ?"_s);
        q.addBindValue(r.id);
        if (!q.exec() || !q.next())
            fail("reading the inserted row back failed", q.lastError().text());
        r.status = q.value(0).toString();
        r.operation = q.value(1).toString();
        r.payload = q.value(2).toString();
        if (const QString stored = q.value(3).toString(); !(stored.isEmpty() && r.error.isNull()))
            r.error = stored; // NULL or '' as bound stays as it was
        q.finish();
        rows.append(r);
    }
    QStringList expectedIds;
    for (const Inserted &r : std::as_const(rows))
        expectedIds.append(r.id);
    std::sort(expectedIds.begin(), expectedIds.end());

    for (const int pageSize : {1, 1000}) {
        QBuffer csv;
        csv.open(QIODevice::WriteOnly);
        auto n = exportRows(reader, RowFilter{}, ExportFormat::Csv, csv, {}, nullptr, pageSize);
        check(n.ok(), "CSV export failed", n ? QString() : n.error().message);
        check(*n == rows.size(), "CSV export: not every row once",
              u"%1 rows, %2 exported, page size %3"_s.arg(rows.size()).arg(*n).arg(pageSize));
        const QString text = QString::fromUtf8(csv.data());
        const auto records = readCsv(text);
        check(records.has_value(), "the export is malformed CSV", text);
        check(records->size() == rows.size() + 1, "CSV export: not header + one record per row",
              text);
        check(records->first() == rowCsvHeader(), "CSV export: wrong header", text);
        QStringList ids = idsOf(*records);
        std::sort(ids.begin(), ids.end());
        check(ids == expectedIds, "CSV export: the ids are not the rows' ids", text);
        for (qsizetype i = 1; i < records->size(); ++i) {
            const QStringList &rec = records->at(i);
            check(rec.size() == rowCsvHeader().size(), "CSV export: a short record", text);
            for (const Inserted &r : std::as_const(rows)) {
                if (r.id != rec.at(0))
                    continue;
                check(rec.at(2) == r.status && rec.at(3) == r.operation,
                      "CSV export: status or operation changed", text);
                // FennFlow's "payload JSON" column has NUMERIC affinity in SQLite: " 00" is
                // stored as 0. Real payloads are JSON objects; compare the Vortos CLOB only.
                if (!fenn)
                    check(rec.at(11) == r.payload, "CSV export: payload changed",
                          u"stored %1\nexported %2"_s.arg(
                              QString::fromLatin1(r.payload.toUtf8().toPercentEncoding()),
                              QString::fromLatin1(rec.at(11).toUtf8().toPercentEncoding())));
                if (!fenn)
                    check(rec.at(7) == r.error, "CSV export: last error changed", text);
            }
        }

        QBuffer json;
        json.open(QIODevice::WriteOnly);
        n = exportRows(reader, RowFilter{}, ExportFormat::Json, json, {}, nullptr, pageSize);
        check(n.ok() && *n == rows.size(), "JSON export: not every row once");
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(json.data(), &error);
        check(error.error == QJsonParseError::NoError && doc.isArray(),
              "the JSON export is not a JSON array", QString::fromUtf8(json.data()));
        check(doc.array().size() == rows.size(), "JSON export: not one object per row");
    }

    // Each row is found by its own error group, as the groups view's "show rows" asks.
    if (!fenn) {
        for (const Inserted &r : std::as_const(rows)) {
            RowFilter f;
            f.errorGroup = errorSignature(r.error);
            // Known and documented (docs/reliability.md): SQL's TRIM removes spaces only, so
            // an error of tabs or line breaks alone is not found in "(no error recorded)".
            if (f.errorGroup == u"(no error recorded)"_s &&
                !QString(r.error).remove(u' ').isEmpty())
                continue;
            f.id = r.id;
            auto counts = reader.counts(f);
            check(counts.ok(), "counting an error group failed",
                  counts ? QString() : counts.error().message);
            check(counts->total == 1, "a row is not in its own error group",
                  u"error \"%1\", group \"%2\""_s.arg(r.error, f.errorGroup));
        }
    }
    return 0;
}
