// Streaming export of filtered rows to CSV and JSON on the demo SQLite workspace: every matching
// row once, the filter applied, progress up to the total, and cancel between pages.
#include "demo/demoworkspace.h"
#include "output/rowexport.h"
#include "output/rowformat.h"
#include "testdatabases.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;
using namespace outbox;

namespace {

// Splits RFC 4180 text into records (quoted fields may hold commas, quotes and line breaks).
QList<QStringList> parseCsv(const QString &text) {
    QList<QStringList> records;
    QStringList record;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            record.append(field);
            field.clear();
        } else if (c == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n') {
            record.append(field);
            field.clear();
            records.append(record);
            record.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return records;
}

} // namespace

class TestRowExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void formatFromSuffix();
    void csvHasHeaderPlusEveryFilteredRow();
    void jsonIsAnArrayOfTheFilteredRows();
    void smallPagesVisitEveryRowOnce();
    void cancelAfterFirstPage();

private:
    QTemporaryDir m_dir;
    DemoWorkspace m_ws;
    std::unique_ptr<DatabaseSession> m_session;
    std::unique_ptr<OutboxReader> m_reader;
    RowFilter m_dead;
    qint64 m_deadCount = 0;
};

void TestRowExport::initTestCase() {
    QVERIFY(m_dir.isValid());
    DemoOptions options;
    options.directory = m_dir.filePath(u"demo"_s);
    options.anchor = test::demoAnchor();
    auto demo = test::openDemoVortos(options, u"export-test"_s);
    QVERIFY2(demo.ok(), qPrintable(demo.ok() ? QString() : demo.error().message));
    m_ws = demo->workspace;
    m_session = std::move(demo->session);
    m_reader = std::move(demo->reader);
    m_dead.states = {RowState::Dead};
    auto counts = m_reader->counts(m_dead);
    QVERIFY(counts.ok());
    m_deadCount = counts->total;
    QVERIFY(m_deadCount > 300);
    QVERIFY(m_deadCount < m_ws.vortosRows);
}

void TestRowExport::formatFromSuffix() {
    QCOMPARE(exportFormatForPath(u"/tmp/rows.csv"_s), ExportFormat::Csv);
    QCOMPARE(exportFormatForPath(u"rows.JSON"_s), ExportFormat::Json);
    QVERIFY(!exportFormatForPath(u"rows.txt"_s).has_value());
    QVERIFY(!exportFormatForPath(u"rows"_s).has_value());
}

void TestRowExport::csvHasHeaderPlusEveryFilteredRow() {
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    QList<std::pair<qint64, qint64>> calls;
    auto n =
        exportRows(*m_reader, m_dead, ExportFormat::Csv, buffer, [&](qint64 done, qint64 total) {
            calls.append({done, total});
        });
    QVERIFY2(n.ok(), qPrintable(n.ok() ? QString() : n.error().message));
    QCOMPARE(*n, m_deadCount);

    const QList<QStringList> records = parseCsv(QString::fromUtf8(buffer.data()));
    QCOMPARE(records.size(), m_deadCount + 1);
    QCOMPARE(records.first(), rowCsvHeader());
    const qsizetype stateColumn = rowCsvHeader().indexOf(u"state"_s);
    for (qsizetype i = 1; i < records.size(); ++i) {
        QCOMPARE(records.at(i).size(), rowCsvHeader().size());
        QCOMPARE(records.at(i).at(stateColumn), u"dead"_s);
    }
    QVERIFY(buffer.data().endsWith("\r\n"));

    QVERIFY(!calls.isEmpty());
    QCOMPARE(calls.first().first, 0);
    QCOMPARE(calls.last().first, m_deadCount);
    QCOMPARE(calls.last().second, m_deadCount);
}

void TestRowExport::jsonIsAnArrayOfTheFilteredRows() {
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    auto n = exportRows(*m_reader, m_dead, ExportFormat::Json, buffer);
    QVERIFY(n.ok());
    QCOMPARE(*n, m_deadCount);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(buffer.data(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isArray());
    const QJsonArray rows = doc.array();
    QCOMPARE(rows.size(), m_deadCount);
    QSet<QString> ids;
    for (const QJsonValue &v : rows) {
        QCOMPARE(v.toObject().value(u"state"_s).toString(), u"dead"_s);
        ids.insert(v.toObject().value(u"id"_s).toString());
    }
    QCOMPARE(ids.size(), m_deadCount);

    // No matches: still a valid, empty array.
    RowFilter none = m_dead;
    none.errorContains = u"no error ever says this 7f3a9c"_s;
    QBuffer empty;
    QVERIFY(empty.open(QIODevice::WriteOnly));
    auto zero = exportRows(*m_reader, none, ExportFormat::Json, empty);
    QVERIFY(zero.ok());
    QCOMPARE(*zero, 0);
    QVERIFY(QJsonDocument::fromJson(empty.data()).isArray());
    QCOMPARE(QJsonDocument::fromJson(empty.data()).array().size(), 0);
}

void TestRowExport::smallPagesVisitEveryRowOnce() {
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    qint64 previous = -1;
    int pages = 0;
    auto n = exportRows(
        *m_reader, m_dead, ExportFormat::Json, buffer,
        [&](qint64 done, qint64) {
            QVERIFY(done > previous);
            previous = done;
            ++pages;
        },
        nullptr, 97);
    QVERIFY(n.ok());
    QCOMPARE(*n, m_deadCount);
    QVERIFY(pages >= int(m_deadCount / 97));
    const QJsonArray rows = QJsonDocument::fromJson(buffer.data()).array();
    QSet<QString> ids;
    for (const QJsonValue &v : rows)
        ids.insert(v.toObject().value(u"id"_s).toString());
    QCOMPARE(ids.size(), m_deadCount);
}

void TestRowExport::cancelAfterFirstPage() {
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    CancelToken cancel;
    qint64 last = 0;
    auto n = exportRows(
        *m_reader, RowFilter{}, ExportFormat::Csv, buffer,
        [&](qint64 done, qint64) {
            last = done;
            if (done > 0)
                cancel.cancel();
        },
        &cancel);
    QVERIFY(!n.ok());
    QCOMPARE(n.error().kind, ErrorKind::Cancelled);
    QCOMPARE(last, kExportPageSize);

    CancelToken already;
    already.cancel();
    QBuffer untouched;
    QVERIFY(untouched.open(QIODevice::WriteOnly));
    auto none = exportRows(*m_reader, m_dead, ExportFormat::Json, untouched, {}, &already);
    QVERIFY(!none.ok());
    QCOMPARE(none.error().kind, ErrorKind::Cancelled);
    QVERIFY(untouched.data().isEmpty());
}

QTEST_GUILESS_MAIN(TestRowExport)
#include "tst_rowexport.moc"
