#pragma once

#include "connection/connectionspec.h"
#include "query/outboxreader.h"
#include "query/rowfilter.h"
#include "schema/outboxtable.h"
#include "ui/filter/filterstate.h"

#include <QTimer>
#include <QWidget>

#include <optional>

class QAction;
class QBoxLayout;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QMenu;
class QToolButton;

namespace outbox::ui {

// The filter bar: the state chips (their actions also sit in the View menu, Ctrl+1…5, with the
// counts on them), a search field and its text (switching the field takes the text along; texts
// set for several fields, by setSearch() or a saved filter, all apply at once), the
// created range, saved filters, and a line that says in words what is applied with one click to
// clear it. It owns the filter (a FilterState), checks it against the open table with the core's
// validateFilter() and emits filterChanged only for a real, valid change.
//
// Object names: filterBar, stateFilterAll/Pending/InFlight/Dead/Sent (buttons; their actions
// end in "Action"), blockedKeysChip, searchField, searchEdit, createdRange,
// customCreatedRangeDialog, createdFromEdit, createdToEdit, savedFiltersButton, savedFiltersMenu,
// activeFiltersRow, activeFiltersLabel, clearFiltersButton.
class FilterBar : public QWidget {
    Q_OBJECT
public:
    explicit FilterBar(QWidget *parent = nullptr);

    // For the View menu: All, Pending, In flight, Dead, Sent.
    QList<QAction *> stateActions() const { return m_stateActions; }

    // The table the filter is checked against and whose fields can be searched; clearTable() when
    // another one is being opened: the search, error group and created range go, the state stays.
    void setTable(const outbox::OutboxTable &table, outbox::DatabaseKind kind);
    void clearTable();
    // Where saved filters are kept: the profile name, or the URL label; empty: nothing open.
    void setScope(const QString &scope);
    // The state chips' counts, and when they were taken ("as of hh:mm:ss" beside them).
    void setCounts(const std::optional<outbox::StateCounts> &counts, const QDateTime &at = {});
    // Keys held back under in-order delivery: shown beside the state chips while there are any
    // (a button that emits blockedKeysRequested); nullopt or 0 hides it.
    void setBlockedCount(std::optional<qint64> count);
    // As narrow as the wider of its two halves (the state chips; the search, created range and
    // saved filters): where both do not fit on one row, the search folds onto a second row.
    QSize minimumSizeHint() const override;

    const FilterState &filter() const { return m_filter; }
    // The filter in words, as the line under the bar says it (FilterState::describe()); empty
    // when nothing but the state chip filters.
    QString filterText() const;
    // The search part as the core's filter (what filterChanged last carried).
    const outbox::RowFilter &searchFilter() const { return m_search; }

    // Each returns false, and emits invalidInput, for input the table cannot filter by.
    void setStateFilter(std::optional<outbox::RowState> state);
    bool setSearch(SearchField field, const QString &text);
    // Presets are relative to the moment they are applied; Custom uses from/to (UTC, either may
    // be invalid for an open end).
    bool setCreatedRange(CreatedRange range, const QDateTime &from = {}, const QDateTime &to = {});
    // A dead-letter group's dead rows.
    bool setErrorGroup(const QString &signature);
    // Only these rows, whatever their state (every other filter cleared); label says what they
    // are ("the 30 rows of the retry at …"). At most RowFilter::kMaxIds: the first ones.
    bool showRows(QStringList ids, const QString &label);
    // Every search text, the error group and the created range (the state chip stays).
    void clearFilters();

    // Saved filters of the scope: the state chip, every search text and the created range.
    bool saveCurrentFilter(const QString &name);
    bool applySavedFilter(const QString &name);
    void deleteSavedFilter(const QString &name);
    QStringList savedFilterNames() const;

public Q_SLOTS:
    void focusSearch(); // Ctrl+F

Q_SIGNALS:
    void filterChanged(const outbox::ui::FilterState &filter, const outbox::RowFilter &search);
    void invalidInput(const QString &message);
    void statusMessage(const QString &message, int timeoutMs);
    // Esc in the search box: the search is cleared and the rows want the focus.
    void searchLeft();
    // The blocked-keys button: show the keys.
    void blockedKeysRequested();

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    // One row or two, for the width the bar has now. Live counts that shrink the chips do not
    // unfold it (the search box would jump between the rows as counts change): only a new width
    // or a new table may (mayUnfold).
    void updateFold(bool mayUnfold = true);
    void buildStateChips(QHBoxLayout *layout);
    void buildCreatedRange(QHBoxLayout *layout);
    void chooseCustomRange();
    bool applySearchText();
    // Checks candidate against the table and makes it the filter; emits filterChanged when it
    // differs from the filter applied (or always, with force).
    bool apply(const FilterState &candidate, bool force = false);
    void updateSearchFields();
    // The table's format calls a row's kind an operation (or no table is open yet).
    bool usesOperations() const;
    void searchFieldChosen(); // the user switched the search field
    void updateStateChips();
    void updateActiveFilters();
    void updateSavedFiltersMenu(QMenu *menu); // as it opens

    QBoxLayout *m_top = nullptr; // the chips and the search: side by side, or folded
    QWidget *m_chipsRow = nullptr;
    QWidget *m_searchRow = nullptr;
    QList<QAction *> m_stateActions;
    QToolButton *m_blockedChip = nullptr;
    QLabel *m_countsAsOf = nullptr;
    QComboBox *m_searchField = nullptr;
    QLineEdit *m_searchEdit = nullptr;
    QComboBox *m_createdRange = nullptr;
    QWidget *m_activeFiltersRow = nullptr;
    QLabel *m_activeFiltersLabel = nullptr;
    QTimer m_searchTimer;
    // The field the search box shows the text of: switching the field takes the text along.
    SearchField m_boxField = SearchField::ErrorContains;

    FilterState m_filter;
    outbox::RowFilter m_search;
    std::optional<outbox::OutboxTable> m_table;
    outbox::DatabaseKind m_kind = outbox::DatabaseKind::SQLite;
    std::optional<outbox::StateCounts> m_counts;
    QString m_scope;
};

} // namespace outbox::ui
