#pragma once

#include "ui/common/coremetatypes.h"

#include <QAbstractTableModel>
#include <QDateTime>
#include <QList>
#include <QPointer>
#include <QTimer>

namespace outbox::ui {

class OutboxWorker;

// The rows of one outbox table under one filter, newest first (or oldest first), loaded a page at
// a time as the view scrolls (canFetchMore/fetchMore) from an OutboxWorker. Never the whole table.
//
// Every request carries a generation; a page answering an older generation (an earlier filter,
// order or table) is dropped. A filter or order change resets the model; refresh() re-reads the
// loaded window and merges it in place (rows inserted, removed or changed individually), so the
// view keeps its selection and scroll position.
class RowTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        State,
        Status,
        Operation, // Vortos operation, FennFlow event type
        Id,
        Created,
        Attempts,
        NextAttempt,
        LastFailed, // when the row last failed (OutboxRow::lastFailedAt()), not when written
        LastError,
        Subject,
        ColumnCount
    };
    Q_ENUM(Column)

    enum Role {
        // The typed value behind a cell, for sorting and tests: RowState as int, QDateTime,
        // int attempts, full error text. An absent value is an invalid QVariant.
        RawValueRole = Qt::UserRole + 1,
        RowIdRole,    // the row's id, on every column
        RowStateRole, // the row's RowState as int, on every column
    };
    Q_ENUM(Role)

    static constexpr int DefaultPageSize = 200;

    explicit RowTableModel(OutboxWorker *worker, QObject *parent = nullptr);
    ~RowTableModel() override;

    // A new table: drops the rows (reset) and stops listening to pages of the old one. Does not
    // fetch; setFilter() or reload() does.
    void setTable(const outbox::OutboxTable &table);
    void clear();
    bool hasTable() const { return m_hasTable; }
    const outbox::OutboxTable &table() const { return m_table; }

    // Reset and load the first page.
    void setFilter(const outbox::RowFilter &filter);
    outbox::RowFilter filter() const { return m_filter; }
    void setSortOrder(outbox::SortOrder order);
    outbox::SortOrder sortOrder() const { return m_order; }
    void reload();
    // Re-read the rows loaded so far and merge the changes in place.
    void refresh();

    void setPageSize(int rows);
    int pageSize() const { return m_pageSize; }

    bool isFetching() const { return m_pending.has_value(); }
    bool isComplete() const { return m_hasTable && m_loadedOnce && m_nextCursor.isEmpty(); }
    quint64 generation() const { return m_generation; }

    const outbox::OutboxRow &rowAt(int row) const { return m_rows.at(row); }
    int rowOfId(const QString &id) const;

    // Relative times ("in 2 min") are measured from this instant; invalid: the clock (default).
    void setReferenceTime(const QDateTime &now);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

Q_SIGNALS:
    // To the worker (connected in the constructor, queued across the thread).
    void pageRequested(quint64 generation, const outbox::PageRequest &request);
    void fetchingChanged(bool fetching);
    // After a page was inserted or merged; firstPage: the first page after a reset.
    void pageLoaded(bool firstPage);
    void loadFailed(const QString &message);

private:
    enum class Mode { Append, Merge };
    struct PendingRequest {
        quint64 generation = 0;
        Mode mode = Mode::Append;
    };

    void resetRows();
    void request(Mode mode, const QString &cursor, int limit);
    void setPending(std::optional<PendingRequest> pending);
    void onPageReady(quint64 generation, const outbox::Page &page);
    void onPageFailed(quint64 generation, const QString &message);
    void appendRows(const QList<outbox::OutboxRow> &rows);
    void mergeRows(const QList<outbox::OutboxRow> &rows);
    QDateTime now() const;
    QString relativeTime(const QDateTime &when) const;
    QVariant displayValue(const outbox::OutboxRow &row, int column) const;
    QVariant rawValue(const outbox::OutboxRow &row, int column) const;
    QVariant toolTip(const outbox::OutboxRow &row, int column) const;

    QPointer<OutboxWorker> m_worker;
    outbox::OutboxTable m_table;
    bool m_hasTable = false;
    outbox::RowFilter m_filter;
    outbox::SortOrder m_order = outbox::SortOrder::NewestFirst;
    int m_pageSize = DefaultPageSize;
    QList<outbox::OutboxRow> m_rows;
    QString m_nextCursor;
    bool m_loadedOnce = false; // a first page arrived since the last reset
    bool m_failed = false;     // the last request failed: no automatic fetchMore until reload
    quint64 m_generation = 0;
    std::optional<PendingRequest> m_pending;
    QDateTime m_referenceTime;
    QTimer m_clockTimer; // keeps "in 2 min" honest while the window stays open
};

} // namespace outbox::ui
