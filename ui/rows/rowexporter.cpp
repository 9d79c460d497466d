#include "ui/rows/rowexporter.h"

#include "connection/databasesession.h"
#include "query/outboxreader.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>

#include <atomic>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
std::atomic_int g_exportSerial{0};
} // namespace

struct RowExporter::Outcome {
    enum Kind { Finished, Failed, Cancelled } kind = Failed;
    qint64 count = 0;
    QString message;
};

RowExporter::RowExporter(QObject *parent)
    : QObject(parent) {}

RowExporter::~RowExporter() {
    if (m_thread) {
        m_cancel->cancel();
        m_thread->wait();
        delete m_thread;
    }
}

void RowExporter::cancel() {
    if (m_cancel)
        m_cancel->cancel();
}

bool RowExporter::start(const ConnectionSpec &spec, const OutboxTable &table,
                        const RowFilter &filter, const QString &path, ExportFormat format) {
    if (m_thread)
        return false;
    m_cancel = std::make_shared<CancelToken>();
    m_outcome = std::make_shared<Outcome>();
    m_path = path;
    const QString purpose = u"export-%1"_s.arg(++g_exportSerial);
    const int pageSize = m_pageSize;
    RowExporter *self = this; // outlives the thread: the destructor waits for it
    auto cancelToken = m_cancel;
    auto outcome = m_outcome;

    m_thread = QThread::create([self, spec, table, filter, path, format, purpose, pageSize,
                                cancelToken, outcome] {
        const auto fail = [&](Outcome::Kind kind, const QString &message) {
            outcome->kind = kind;
            outcome->message = message;
        };
        // The session is opened and closed on this thread.
        DatabaseSession session(spec, purpose);
        if (auto opened = session.open(); !opened) {
            fail(Outcome::Failed, opened.error().message);
            return;
        }
        OutboxReader reader(session, table);
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            fail(Outcome::Failed,
                 RowExporter::tr("Could not write %1: %2").arg(path, file.errorString()));
            return;
        }
        const auto report = [self](qint64 done, qint64 total) {
            // Queued to the exporter's thread, in order, before threadFinished().
            QMetaObject::invokeMethod(
                self, [self, done, total] { Q_EMIT self->progress(done, total); },
                Qt::QueuedConnection);
        };
        auto count = exportRows(reader, filter, format, file, report, cancelToken.get(), pageSize);
        if (!count) {
            file.cancelWriting(); // the temporary file is removed, the target left as it was
            fail(count.error().kind == ErrorKind::Cancelled ? Outcome::Cancelled : Outcome::Failed,
                 count.error().message);
            return;
        }
        if (!file.commit()) {
            fail(Outcome::Failed,
                 RowExporter::tr("Could not save %1: %2").arg(path, file.errorString()));
            return;
        }
        outcome->kind = Outcome::Finished;
        outcome->count = *count;
    });
    m_thread->setObjectName(purpose);
    // finished is emitted on the export thread: queued here, after every progress report.
    connect(m_thread, &QThread::finished, this, &RowExporter::threadFinished, Qt::QueuedConnection);
    m_thread->start();
    return true;
}

void RowExporter::threadFinished() {
    if (!m_thread)
        return;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    const Outcome outcome = *m_outcome;
    switch (outcome.kind) {
    case Outcome::Finished:
        Q_EMIT finished(outcome.count, m_path);
        break;
    case Outcome::Cancelled:
        Q_EMIT cancelled();
        break;
    case Outcome::Failed:
        Q_EMIT failed(outcome.message);
        break;
    }
}

RowExporter *startExportWithProgress(QWidget *parent, const ConnectionSpec &spec,
                                     const OutboxTable &table, const RowFilter &filter,
                                     const QString &path, ExportFormat format) {
    auto *exporter = new RowExporter(parent);
    auto *dialog = new QProgressDialog(parent);
    dialog->setObjectName(u"exportProgressDialog"_s);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(RowExporter::tr("Export Filtered Rows"));
    dialog->setLabelText(RowExporter::tr("Exporting to %1…").arg(QFileInfo(path).fileName()));
    dialog->setCancelButtonText(RowExporter::tr("Cancel"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(0);
    dialog->setRange(0, 0); // busy until the first count arrives
    dialog->setValue(0);

    // Every connection lives as long as the exporter: closing the dialog cancels the export
    // (QProgressDialog emits canceled), and the exporter still ends and deletes itself.
    QPointer<QProgressDialog> guard(dialog);
    QObject::connect(dialog, &QProgressDialog::canceled, exporter, [exporter, guard] {
        exporter->cancel();
        if (guard)
            guard->setLabelText(RowExporter::tr("Cancelling…"));
    });
    QObject::connect(
        exporter, &RowExporter::progress, exporter, [guard](qint64 done, qint64 total) {
            if (!guard || guard->wasCanceled())
                return;
            // Per mille: row counts may not fit the dialog's int range.
            guard->setRange(0, 1000);
            guard->setValue(total > 0 ? int(done * 1000 / total) : 1000);
            const QLocale locale;
            guard->setLabelText(RowExporter::tr("Exported %1 of %2 rows…")
                                    .arg(locale.toString(done), locale.toString(total)));
        });
    const auto end = [exporter, guard] {
        if (guard)
            guard->close();
        exporter->deleteLater();
    };
    QPointer<QWidget> owner(parent);
    const auto notify = [owner](QMessageBox::Icon icon, const QString &text) {
        auto *box = new QMessageBox(icon, RowExporter::tr("Export Filtered Rows"), text,
                                    QMessageBox::Ok, owner.data());
        box->setObjectName(u"exportResultBox"_s);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not exec(): the GUI thread never waits in a nested loop
    };
    QObject::connect(exporter, &RowExporter::finished, exporter,
                     [end, notify](qint64 count, const QString &file) {
                         end();
                         notify(QMessageBox::Information,
                                RowExporter::tr("Exported %Ln row(s) to %1.", "",
                                                int(qMin<qint64>(count, INT_MAX)))
                                    .arg(QDir::toNativeSeparators(file)));
                     });
    QObject::connect(
        exporter, &RowExporter::failed, exporter, [end, notify](const QString &message) {
            end();
            notify(QMessageBox::Warning, RowExporter::tr("The export failed: %1").arg(message));
        });
    QObject::connect(exporter, &RowExporter::cancelled, exporter, end);

    if (!exporter->start(spec, table, filter, path, format)) {
        dialog->close();
        delete exporter;
        return nullptr;
    }
    dialog->show();
    return exporter;
}

void exportFilteredRows(QWidget *parent, const ConnectionSpec &spec, const OutboxTable &table,
                        const RowFilter &filter) {
    const QString csvFilter = RowExporter::tr("CSV files (*.csv)");
    const QString jsonFilter = RowExporter::tr("JSON files (*.json)");
    QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (dir.isEmpty())
        dir = QDir::homePath();
    QString base = table.name.display();
    base.replace(u'.', u'-');
    QString selected = csvFilter;
    QString path = QFileDialog::getSaveFileName(parent, RowExporter::tr("Export Filtered Rows"),
                                                QDir(dir).filePath(base + u".csv"_s),
                                                csvFilter + u";;"_s + jsonFilter, &selected);
    if (path.isEmpty())
        return;
    std::optional<ExportFormat> format = exportFormatForPath(path);
    if (!format) {
        // No (known) suffix: take the one of the chosen file type.
        const bool json = selected == jsonFilter;
        path += json ? u".json"_s : u".csv"_s;
        format = json ? ExportFormat::Json : ExportFormat::Csv;
    }
    startExportWithProgress(parent, spec, table, filter, path, *format);
}

} // namespace outbox::ui
