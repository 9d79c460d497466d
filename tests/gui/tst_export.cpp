// RowExporter: the demo's dead rows exported on a worker thread, progress in order, cancel and
// failure leaving no file behind, and the progress-dialog path ending in a message.
#include "demo/demoworkspace.h"
#include "schema/tableresolver.h"
#include "testdatabases.h"
#include "ui/rows/rowexporter.h"

#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::ui;

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void exportsDeadRowsWithMonotonicProgress();
    void cancelLeavesNoFileAndKeepsTheOldOne();
    void unwritablePathFails();
    void progressDialogPathEndsWithAMessage();

private:
    QTemporaryDir m_dir;
    ConnectionSpec m_spec;
    OutboxTable m_table;
    RowFilter m_dead;
    qint64 m_deadCount = 0;
};

void TestExport::initTestCase() {
    QVERIFY(m_dir.isValid());
    DemoOptions options;
    options.anchor = test::demoAnchor();
    auto ws = test::createDemo(m_dir.path(), options);
    QVERIFY2(ws.ok(), qPrintable(test::errorText(ws)));
    m_spec = test::sqliteSpec(ws->databasePath);
    // Resolve the table and count on a short-lived session, as MainWindow's worker would have.
    DatabaseSession session(m_spec, u"export-gui-test"_s);
    auto table = test::resolveTable(session, u"vortos_object_store_outbox"_s);
    QVERIFY(table.ok());
    m_table = *table;
    m_dead.states = {RowState::Dead};
    auto counts = OutboxReader(session, m_table).counts(m_dead);
    QVERIFY(counts.ok());
    m_deadCount = counts->total;
    QVERIFY(m_deadCount > 300);
}

void TestExport::exportsDeadRowsWithMonotonicProgress() {
    const QString path = m_dir.filePath(u"dead.json"_s);
    RowExporter exporter;
    exporter.setPageSize(50);
    QSignalSpy progress(&exporter, &RowExporter::progress);
    QSignalSpy finished(&exporter, &RowExporter::finished);
    QSignalSpy failed(&exporter, &RowExporter::failed);
    QVERIFY(exporter.start(m_spec, m_table, m_dead, path, ExportFormat::Json));
    QVERIFY(exporter.isRunning());
    QVERIFY(!exporter.start(m_spec, m_table, m_dead, path, ExportFormat::Json)); // one at a time
    QVERIFY(finished.wait(30000));
    QVERIFY(failed.isEmpty());
    QVERIFY(!exporter.isRunning());
    QCOMPARE(finished.first().at(0).toLongLong(), m_deadCount);
    QCOMPARE(finished.first().at(1).toString(), path);

    QVERIFY(progress.size() > int(m_deadCount / 50));
    qint64 previous = -1;
    for (const QList<QVariant> &call : std::as_const(progress)) {
        const qint64 done = call.at(0).toLongLong();
        QVERIFY(done > previous);
        QVERIFY(done <= call.at(1).toLongLong());
        previous = done;
    }
    QCOMPARE(previous, m_deadCount);

    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray rows = QJsonDocument::fromJson(file.readAll()).array();
    QCOMPARE(rows.size(), m_deadCount);
    for (const QJsonValue &v : rows)
        QCOMPARE(v.toObject().value(u"state"_s).toString(), u"dead"_s);
}

void TestExport::cancelLeavesNoFileAndKeepsTheOldOne() {
    const QString path = m_dir.filePath(u"all.csv"_s);
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("old export\n");
    }
    RowExporter exporter;
    exporter.setPageSize(10); // 12000 rows: far more pages than the cancel needs
    QSignalSpy cancelled(&exporter, &RowExporter::cancelled);
    QSignalSpy finished(&exporter, &RowExporter::finished);
    qint64 seen = 0;
    connect(&exporter, &RowExporter::progress, &exporter, [&](qint64 done, qint64) {
        seen = done;
        if (done > 0)
            exporter.cancel();
    });
    QVERIFY(exporter.start(m_spec, m_table, RowFilter{}, path, ExportFormat::Csv));
    QVERIFY(cancelled.wait(30000));
    QVERIFY(finished.isEmpty());
    QVERIFY(seen > 0 && seen < 12000);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("old export\n"));
    // No temporary file of the QSaveFile is left next to it.
    QCOMPARE(QDir(m_dir.path()).entryList({u"all.csv*"_s}, QDir::Files).size(), 1);
}

void TestExport::unwritablePathFails() {
    const QString path = m_dir.filePath(u"missing-folder/rows.csv"_s);
    RowExporter exporter;
    QSignalSpy failed(&exporter, &RowExporter::failed);
    QVERIFY(exporter.start(m_spec, m_table, m_dead, path, ExportFormat::Csv));
    QVERIFY(failed.wait(30000));
    QVERIFY(!failed.first().at(0).toString().isEmpty());
    QVERIFY(!QFile::exists(path));
}

void TestExport::progressDialogPathEndsWithAMessage() {
    QWidget window;
    window.show();
    const QString path = m_dir.filePath(u"dialog.csv"_s);
    QPointer<RowExporter> exporter =
        startExportWithProgress(&window, m_spec, m_table, m_dead, path, ExportFormat::Csv);
    QVERIFY(exporter);
    auto *dialog = window.findChild<QProgressDialog *>(u"exportProgressDialog"_s);
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    // The exporter deletes itself when done; a message box reports the count.
    QTRY_VERIFY_WITH_TIMEOUT(exporter.isNull(), 30000);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>(u"exportResultBox"_s)) != nullptr);
    QVERIFY(box->text().contains(QLocale().toString(m_deadCount)));
    QTRY_VERIFY(!window.findChild<QProgressDialog *>(u"exportProgressDialog"_s));
    box->accept();
    QVERIFY(QFile::exists(path));
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
