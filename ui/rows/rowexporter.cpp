#include "ui/rows/rowexporter.h"

#include "query/outboxreader.h"
#include "ui/common/tabletask.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace outbox::ui {

RowExporter::RowExporter(QObject *parent)
    : QObject(parent)
    , m_task(new TableTask(this)) {
    connect(m_task, &TableTask::succeeded, this, [this] { Q_EMIT finished(*m_count, m_path); });
    connect(m_task, &TableTask::failed, this,
            [this](int, const QString &message) { Q_EMIT failed(message); });
    connect(m_task, &TableTask::cancelled, this, [this] { Q_EMIT cancelled(); });
}

// The task first (it cancels and waits for its thread), while this object, which the thread
// reports progress to, is still whole.
RowExporter::~RowExporter() {
    delete m_task;
}

bool RowExporter::isRunning() const {
    return m_task->isRunning();
}

void RowExporter::cancel() {
    m_task->cancel();
}

bool RowExporter::start(const ConnectionSpec &spec, const OutboxTable &table,
                        const RowFilter &filter, const QString &path, ExportFormat format) {
    if (m_task->isRunning())
        return false;
    m_path = path;
    m_count = std::make_shared<qint64>(0);
    const int pageSize = m_pageSize;
    RowExporter *self = this; // outlives the thread: the destructor waits for it
    auto count = m_count;
    return m_task->start(
        spec, table, u"export"_s,
        [self, filter, path, format, pageSize, count,
         mask = m_mask](TableTask::Context &c) -> Status {
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                return Error::failed(
                    RowExporter::tr("Could not write %1: %2").arg(path, file.errorString()));
            const auto report = [self](qint64 done, qint64 total) {
                // Queued to the exporter's thread, in order, before the task's end.
                QMetaObject::invokeMethod(
                    self, [self, done, total] { Q_EMIT self->progress(done, total); },
                    Qt::QueuedConnection);
            };
            OutboxReader shown(c.session, c.reader.table());
            shown.setPayloadMask(mask);
            auto exported = exportRows(shown, filter, format, file, report, &c.cancel, pageSize);
            if (!exported) {
                file.cancelWriting(); // the temporary file is removed, the target left as it was
                return exported.error();
            }
            if (!file.commit())
                return Error::failed(
                    RowExporter::tr("Could not save %1: %2").arg(path, file.errorString()));
            *count = *exported;
            return Done{};
        });
}

RowExporter *startExportWithProgress(QWidget *parent, const ConnectionSpec &spec,
                                     const OutboxTable &table, const RowFilter &filter,
                                     const QString &path, ExportFormat format,
                                     const PayloadMask &mask) {
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

    exporter->setPayloadMask(mask);
    if (!exporter->start(spec, table, filter, path, format)) {
        dialog->close();
        delete exporter;
        return nullptr;
    }
    dialog->show();
    return exporter;
}

void exportFilteredRows(QWidget *parent, const ConnectionSpec &spec, const OutboxTable &table,
                        const RowFilter &filter, const PayloadMask &mask) {
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
    startExportWithProgress(parent, spec, table, filter, path, *format, mask);
}

} // namespace outbox::ui
