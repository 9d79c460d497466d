#pragma once

#include "connection/connectionspec.h"
#include "output/rowexport.h"
#include "query/rowfilter.h"
#include "schema/outboxtable.h"

#include <QObject>

#include <memory>

class QWidget;

namespace outbox::ui {

class TableTask;

// Exports the rows of one filter to a file in a TableTask (its own thread and DatabaseSession), so
// the GUI thread never waits on the database or the disk. The file is written through a
// QSaveFile: a cancelled or failed export leaves no file (and an existing file untouched).
// Signals are emitted on the thread that owns the exporter (the GUI thread).
class RowExporter : public QObject {
    Q_OBJECT
public:
    explicit RowExporter(QObject *parent = nullptr);
    // Cancels a running export and waits for its thread.
    ~RowExporter() override;

    // Starts an export; false (and nothing happens) while one is already running.
    bool start(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table,
               const outbox::RowFilter &filter, const QString &path, outbox::ExportFormat format);
    bool isRunning() const;

    // Rows per page (tests use small pages to see several progress steps).
    void setPageSize(int rows) { m_pageSize = rows; }
    // What the file shows of payloads: the profile's mask (as the rows on screen).
    void setPayloadMask(const outbox::PayloadMask &mask) { m_mask = mask; }

public Q_SLOTS:
    // Thread-safe; the export stops before its next page and emits cancelled().
    void cancel();

Q_SIGNALS:
    void progress(qint64 done, qint64 total);
    void finished(qint64 count, const QString &path);
    void failed(const QString &message);
    void cancelled();

private:
    TableTask *m_task;
    std::shared_ptr<qint64> m_count; // rows written by the run started last
    QString m_path;
    int m_pageSize = outbox::kExportPageSize;
    outbox::PayloadMask m_mask;
};

// Starts an export of path with a QProgressDialog (Cancel stops it) and a message when it ends;
// returns at once. The exporter and the dialog delete themselves when the export ends.
RowExporter *startExportWithProgress(QWidget *parent, const outbox::ConnectionSpec &spec,
                                     const outbox::OutboxTable &table,
                                     const outbox::RowFilter &filter, const QString &path,
                                     outbox::ExportFormat format,
                                     const outbox::PayloadMask &mask = {});

// File › Export Filtered Rows…: asks for a .csv or .json file, then startExportWithProgress().
void exportFilteredRows(QWidget *parent, const outbox::ConnectionSpec &spec,
                        const outbox::OutboxTable &table, const outbox::RowFilter &filter,
                        const outbox::PayloadMask &mask = {});

} // namespace outbox::ui
