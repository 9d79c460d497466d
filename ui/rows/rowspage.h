#pragma once

#include "connection/connectionspec.h"
#include "schema/outboxtable.h"

#include <QSplitter>

#include <functional>
#include <optional>

class QAction;
class QLabel;
class QTableView;

namespace outbox {
struct OutboxRow;
}

namespace outbox::ui {

class RowDetailView;
class RowTableModel;

// The Rows tab: the row table (columns per format, shown, hidden and ordered as the user left
// them for the profile and format; ordered by the created time, the server's paging order), a
// hint over it when nothing matches, and the selected row's details below.
//
// Object names: mainSplitter (this), rowTable, rowTableHeader, columnMenu, emptyHint,
// detailPane (RowDetailView).
class RowsPage : public QSplitter {
    Q_OBJECT
public:
    explicit RowsPage(RowTableModel *model, QWidget *parent = nullptr);
    ~RowsPage() override;

    QTableView *view() const { return m_view; }
    RowDetailView *detail() const { return m_detail; }

    // The row table's context menu; nullptr adds a separator.
    void addContextActions(const QList<QAction *> &actions);

    // A table opened: its columns as last left for scope and its format, its history source.
    void setTable(const outbox::ConnectionSpec &spec, const outbox::OutboxTable &table,
                  const QString &scope, const QString &profileName = {});
    // Another one is being opened: the column layout of this one is kept, the details go.
    void clear();

    const outbox::OutboxRow *currentRow() const; // nullptr: none
    // The selected rows' ids; only those in state only, when given.
    QStringList selectedRowIds(std::optional<outbox::RowState> only = std::nullopt) const;
    // The selected rows that are stuck in flight (OutboxRow::isStuck) as of now.
    QStringList selectedStuckRowIds() const;

    // The splitters (and the column layout) to and from the settings.
    void saveState() const;
    void restoreState();

Q_SIGNALS:
    // The current row or the selection changed.
    void selectionChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QStringList
    selectedRowIdsWhere(const std::function<bool(const outbox::OutboxRow &)> &keep) const;
    void showCurrentRow();
    void updateEmptyHint();
    void showColumnMenu(const QPoint &pos);
    void saveColumnLayout() const;
    void applyColumnLayout(bool reset = false);

    RowTableModel *m_model;
    QTableView *m_view = nullptr;
    RowDetailView *m_detail = nullptr;
    QLabel *m_emptyHint = nullptr;
    outbox::OutboxTable m_table;
    QString m_columnLayoutKey; // the scope and format whose column widths the header shows
};

} // namespace outbox::ui
