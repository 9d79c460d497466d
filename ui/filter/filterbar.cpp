#include "ui/filter/filterbar.h"

#include "query/filtersql.h"
#include "ui/common/stateappearance.h"
#include "ui/common/wrapping.h"
#include "ui/filter/savedfilters.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QRegularExpression>
#include <QShortcut>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <array>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The state chips, in button order (nullopt is "All"), with their object names.
struct StateChoice {
    std::optional<RowState> state;
    const char *objectName;
};
const std::array<StateChoice, 6> kStateChoices{{{std::nullopt, "stateFilterAll"},
                                                {RowState::Pending, "stateFilterPending"},
                                                {RowState::InFlight, "stateFilterInFlight"},
                                                {RowState::Dead, "stateFilterDead"},
                                                {RowState::Sent, "stateFilterSent"},
                                                {RowState::Archived, "stateFilterArchived"}}};

// A row of the bar: a widget named objectName with a horizontal layout flush with it.
QHBoxLayout *newRow(QWidget **row, const QString &objectName) {
    *row = new QWidget;
    (*row)->setObjectName(objectName);
    auto *layout = new QHBoxLayout(*row);
    layout->setContentsMargins(0, 0, 0, 0);
    return layout;
}

// A control of the bar, named for tests and for screen readers, with its tooltip.
template <typename Control>
Control *newControl(const QString &objectName, const QString &accessibleName,
                    const QString &toolTip) {
    auto *control = new Control;
    control->setObjectName(objectName);
    control->setAccessibleName(accessibleName);
    control->setToolTip(toolTip);
    return control;
}

// A flat button with a text, as the bar's buttons are.
QToolButton *newTextButton(const QString &objectName, const QString &text,
                           const QString &accessibleName, const QString &toolTip) {
    auto *button = newControl<QToolButton>(objectName, accessibleName, toolTip);
    button->setText(text);
    button->setAutoRaise(true);
    return button;
}

QString number(qint64 n) {
    return QLocale().toString(n);
}

// Why an id typed for a table whose ids are text is none: they are UUIDs, which the core finds
// in any spelling (32 hex digits too), but it compares any other text as given and so finds
// nothing, silently. Empty when it is one (or the column is a uuid, which the core checks).
QString notAnId(const OutboxTable &table, const QString &id) {
    static const QRegularExpression uuid(
        u"^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$"_s,
        QRegularExpression::CaseInsensitiveOption);
    if (table.idStorage == IdStorage::Uuid || uuid.match(id.trimmed()).hasMatch())
        return {};
    return table.idStorage == IdStorage::Hex32
               ? FilterBar::tr("“%1” is not an id: ids in %2 are 32 hex digits (for example "
                               "0193f1a27c107a4e9d0b3c1f2e4a5b60).")
                     .arg(id.left(80), table.name.display())
               : FilterBar::tr("“%1” is not an id: ids in %2 are UUIDs (for example "
                               "0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).")
                     .arg(id.left(80), table.name.display());
}

} // namespace

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent) {
    setObjectName(u"filterBar"_s);
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(8, 2, 8, 6);
    rows->setSpacing(2);
    // The bar's minimum width is minimumSizeHint()'s (the wider half), not the sum of both.
    rows->setSizeConstraint(QLayout::SetNoConstraint);
    m_top = new QBoxLayout(QBoxLayout::LeftToRight);
    m_top->setSpacing(4);
    rows->addLayout(m_top);
    QHBoxLayout *chips = newRow(&m_chipsRow, u"stateChipsRow"_s);
    chips->setSpacing(4);
    buildStateChips(chips);
    chips->addStretch(1);
    m_top->addWidget(m_chipsRow, 1);
    QHBoxLayout *layout = newRow(&m_searchRow, u"searchRow"_s);
    layout->setSpacing(4);
    m_top->addWidget(m_searchRow);

    auto *searchLabel = new QLabel(tr("&Search:"));
    layout->addWidget(searchLabel);
    m_searchField = newControl<QComboBox>(u"searchField"_s, tr("Search in"),
                                          tr("What the search text is matched against"));
    layout->addWidget(m_searchField);
    m_searchEdit = newControl<QLineEdit>(u"searchEdit"_s, tr("Search text"), {});
    m_searchEdit->setClearButtonEnabled(true);
    m_searchEdit->setMinimumWidth(260);
    searchLabel->setBuddy(m_searchEdit);
    layout->addWidget(m_searchEdit);

    buildCreatedRange(layout);

    auto *saved = newTextButton(u"savedFiltersButton"_s, tr("Saved Filters"), tr("Saved filters"),
                                tr("Save the current filter under a name, or apply a saved one"));
    saved->setPopupMode(QToolButton::InstantPopup);
    auto *savedMenu = new QMenu(saved);
    savedMenu->setObjectName(u"savedFiltersMenu"_s);
    saved->setMenu(savedMenu);
    connect(savedMenu, &QMenu::aboutToShow, this,
            [this, savedMenu] { updateSavedFiltersMenu(savedMenu); });
    layout->addWidget(saved);

    // What is applied besides the state chip, in words, with one click to clear it all.
    QHBoxLayout *active = newRow(&m_activeFiltersRow, u"activeFiltersRow"_s);
    active->setContentsMargins(4, 0, 0, 0);
    m_activeFiltersLabel = wrappedTextLabel(u"activeFiltersLabel"_s);
    active->addWidget(m_activeFiltersLabel, 1);
    auto *clear = newTextButton(u"clearFiltersButton"_s, tr("Clear Filters"), tr("Clear filters"),
                                tr("Remove every search and the created range (Ctrl+Shift+X)"));
    clear->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_X));
    connect(clear, &QToolButton::clicked, this, &FilterBar::clearFilters);
    active->addWidget(clear);
    rows->addWidget(m_activeFiltersRow);

    m_searchTimer.setSingleShot(true);
    m_searchTimer.setInterval(400);
    connect(&m_searchTimer, &QTimer::timeout, this, [this] { applySearchText(); });
    connect(m_searchEdit, &QLineEdit::textEdited, this, [this] { m_searchTimer.start(); });
    connect(m_searchEdit, &QLineEdit::returnPressed, this, [this] { applySearchText(); });
    // The clear button changes the text without textEdited.
    connect(m_searchEdit, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty())
            m_searchTimer.start();
    });
    connect(m_searchField, &QComboBox::activated, this, &FilterBar::searchFieldChosen);
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), m_searchEdit);
    escape->setContext(Qt::WidgetShortcut);
    connect(escape, &QShortcut::activated, this, [this] {
        m_searchEdit->clear();
        applySearchText();
        Q_EMIT searchLeft();
    });

    updateSearchFields();
    updateStateChips();
    updateActiveFilters();
}

void FilterBar::buildStateChips(QHBoxLayout *layout) {
    auto *group = new QActionGroup(this);
    group->setExclusive(true);
    const QList<int> keys = {Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5, Qt::Key_6};
    for (int i = 0; i < int(kStateChoices.size()); ++i) {
        const auto [state, objectName] = kStateChoices.at(std::size_t(i));
        auto *action = new QAction(state ? stateLabel(*state) : tr("All"), this);
        action->setObjectName(QLatin1String(objectName) + u"Action"_s);
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(keys.at(i))));
        if (state)
            action->setIcon(stateIcon(*state));
        action->setData(i);
        group->addAction(action);
        m_stateActions.append(action);

        auto *button = new QToolButton;
        button->setObjectName(QLatin1String(objectName));
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        button->setAutoRaise(true);
        button->setAccessibleName(state ? stateLabel(*state) : tr("All states"));
        layout->addWidget(button);
    }
    m_stateActions.constFirst()->setChecked(true);

    // Not a state: the keys whose head holds their later rows back (the Blocked tab).
    m_blockedChip = newTextButton(u"blockedKeysChip"_s, {}, tr("Blocked keys"), {});
    m_blockedChip->setIcon(stateIcon(RowState::Dead));
    m_blockedChip->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_blockedChip->hide();
    connect(m_blockedChip, &QToolButton::clicked, this, &FilterBar::blockedKeysRequested);
    layout->addWidget(m_blockedChip);
    // When the counts were taken: a count is of its moment, and says which.
    m_countsAsOf = new QLabel;
    m_countsAsOf->setObjectName(u"countsAsOfLabel"_s);
    m_countsAsOf->setEnabled(false); // secondary text, in the palette's disabled colour
    layout->addWidget(m_countsAsOf);
    connect(group, &QActionGroup::triggered, this, [this](QAction *action) {
        FilterState candidate = m_filter;
        candidate.state = kStateChoices.at(std::size_t(action->data().toInt())).state;
        apply(candidate);
    });
}

void FilterBar::buildCreatedRange(QHBoxLayout *layout) {
    auto *createdLabel = new QLabel(tr("Crea&ted:"));
    layout->addWidget(createdLabel);
    m_createdRange = newControl<QComboBox>(u"createdRange"_s, tr("Created"),
                                           tr("Only rows created in this period"));
    for (CreatedRange range : {CreatedRange::Any, CreatedRange::LastHour, CreatedRange::Last24Hours,
                               CreatedRange::Last7Days, CreatedRange::Custom})
        m_createdRange->addItem(createdRangeLabel(range), int(range));
    createdLabel->setBuddy(m_createdRange);
    layout->addWidget(m_createdRange);
    connect(m_createdRange, &QComboBox::activated, this, [this](int index) {
        const auto range = CreatedRange(m_createdRange->itemData(index).toInt());
        if (range == CreatedRange::Custom)
            chooseCustomRange();
        else
            setCreatedRange(range);
    });
}

// Two UTC times, either end open when left at its minimum.
void FilterBar::chooseCustomRange() {
    QDialog dialog(this);
    dialog.setObjectName(u"customCreatedRangeDialog"_s);
    dialog.setWindowTitle(tr("Created Between"));
    auto *form = new QFormLayout(&dialog);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    auto *from = new QDateTimeEdit(m_filter.createdFrom.value_or(now.addDays(-1)));
    auto *to = new QDateTimeEdit(m_filter.createdTo.value_or(now));
    for (QDateTimeEdit *edit : {from, to}) {
        edit->setTimeSpec(Qt::UTC);
        edit->setDisplayFormat(u"yyyy-MM-dd HH:mm:ss"_s);
        edit->setCalendarPopup(true);
    }
    from->setObjectName(u"createdFromEdit"_s);
    to->setObjectName(u"createdToEdit"_s);
    form->addRow(tr("From (UTC):"), from);
    form->addRow(tr("To (UTC):"), to);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted || from->dateTime() > to->dateTime()) {
        if (dialog.result() == QDialog::Accepted)
            Q_EMIT invalidInput(tr("The start of the created range is after its end."));
        m_createdRange->setCurrentIndex(m_createdRange->findData(int(m_filter.created)));
        return;
    }
    setCreatedRange(CreatedRange::Custom, from->dateTime(), to->dateTime());
}

void FilterBar::setTable(const OutboxTable &table, DatabaseKind kind) {
    m_table = table;
    m_kind = kind;
    updateSearchFields();
    updateFold();
}

void FilterBar::clearTable() {
    m_table.reset();
    m_counts.reset();
    // A search belongs to the table it was typed for.
    m_searchTimer.stop();
    m_searchEdit->clear();
    const std::optional<RowState> state = m_filter.state;
    m_filter = {};
    m_filter.state = state;
    m_search = {};
    m_createdRange->setCurrentIndex(0);
    updateSearchFields();
    updateStateChips();
    updateActiveFilters();
    updateFold();
}

void FilterBar::setScope(const QString &scope) {
    m_scope = scope;
}

void FilterBar::setCounts(const std::optional<StateCounts> &counts, const QDateTime &at) {
    m_counts = counts;
    m_countsAsOf->setText(
        counts && at.isValid() ? tr("as of %1").arg(at.time().toString(u"HH:mm:ss"_s)) : QString());
    m_countsAsOf->setToolTip(counts && at.isValid()
                                 ? tr("The counts were taken at %1; they follow the relay's "
                                      "batches and, with Auto-refresh, the table every few "
                                      "seconds.")
                                       .arg(QLocale().toString(at, QLocale::LongFormat))
                                 : QString());
    updateStateChips();
}

void FilterBar::setBlockedCount(std::optional<qint64> count) {
    m_blockedChip->setVisible(count.value_or(0) > 0);
    if (count) {
        m_blockedChip->setText(tr("Blocked  %1").arg(QLocale().toString(*count)));
        m_blockedChip->setToolTip(tr("%n key(s) whose oldest undelivered row holds their later "
                                     "rows back (dead, or waiting over an hour): show them",
                                     nullptr, int(qMin<qint64>(*count, INT_MAX))));
    }
    updateFold(false);
}

QSize FilterBar::minimumSizeHint() const {
    const QMargins margins = layout()->contentsMargins();
    const int halves =
        qMax(m_chipsRow->minimumSizeHint().width(), m_searchRow->minimumSizeHint().width());
    return {halves + margins.left() + margins.right(), layout()->minimumSize().height()};
}

void FilterBar::resizeEvent(QResizeEvent *event) {
    QWidget::resizeEvent(event);
    updateFold();
}

void FilterBar::updateFold(bool mayUnfold) {
    const QMargins margins = layout()->contentsMargins();
    const int oneRow = m_chipsRow->sizeHint().width() + m_top->spacing() +
                       m_searchRow->sizeHint().width() + margins.left() + margins.right();
    const auto direction = width() >= oneRow ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom;
    if (direction == QBoxLayout::LeftToRight && !mayUnfold)
        return;
    if (m_top->direction() != direction) {
        m_top->setDirection(direction);
        updateGeometry(); // one row's height or two
    }
}

void FilterBar::focusSearch() {
    m_searchEdit->setFocus(Qt::ShortcutFocusReason);
    m_searchEdit->selectAll();
}

void FilterBar::setStateFilter(std::optional<RowState> state) {
    FilterState candidate = m_filter;
    candidate.state = state;
    apply(candidate);
}

bool FilterBar::setSearch(SearchField field, const QString &text) {
    const int index = m_searchField->findData(int(field));
    if (index < 0) {
        Q_EMIT invalidInput(tr("This table cannot be searched that way."));
        return false;
    }
    m_searchField->setCurrentIndex(index);
    m_boxField = field;
    m_searchEdit->setPlaceholderText(m_searchField->currentData(Qt::ToolTipRole).toString());
    m_searchEdit->setText(text);
    return applySearchText();
}

// The box shows the condition of the field it is set to, never one of another field, hidden:
// the text goes along to the field chosen (the old field's condition with it), or, with an empty
// box, the box shows the chosen field's own text.
void FilterBar::searchFieldChosen() {
    m_searchTimer.stop();
    const SearchField from = m_boxField;
    const auto to = SearchField(m_searchField->currentData().toInt());
    m_boxField = to;
    m_searchEdit->setPlaceholderText(m_searchField->currentData(Qt::ToolTipRole).toString());
    if (from == to)
        return;
    const QString text = m_searchEdit->text().trimmed();
    FilterState candidate = m_filter;
    candidate.texts.remove(from);
    if (text.isEmpty()) {
        const QSignalBlocker block(m_searchEdit);
        m_searchEdit->setText(candidate.texts.value(to));
        apply(candidate);
        return;
    }
    candidate.texts.insert(to, text);
    if (apply(candidate))
        return;
    // Not a text the chosen field takes: said (invalidInput), left in the box to correct.
    candidate.texts.remove(to);
    apply(candidate);
}

bool FilterBar::applySearchText() {
    m_searchTimer.stop();
    const auto field = SearchField(m_searchField->currentData().toInt());
    const QString text = m_searchEdit->text().trimmed();
    FilterState candidate = m_filter;
    if (text.isEmpty())
        candidate.texts.remove(field);
    else
        candidate.texts.insert(field, text);
    if (apply(candidate))
        return true;
    // Bad input is left in the box to correct, but no longer filters.
    candidate.texts.remove(field);
    apply(candidate);
    return false;
}

bool FilterBar::setCreatedRange(CreatedRange range, const QDateTime &from, const QDateTime &to) {
    if (range == CreatedRange::Custom && from.isValid() && to.isValid() && from > to) {
        Q_EMIT invalidInput(tr("The start of the created range is after its end."));
        return false;
    }
    FilterState candidate = m_filter;
    candidate.created = range;
    candidate.createdFrom.reset();
    candidate.createdTo.reset();
    if (range == CreatedRange::Custom) {
        if (from.isValid())
            candidate.createdFrom = from.toUTC();
        if (to.isValid())
            candidate.createdTo = to.toUTC();
    } else {
        candidate.createdFrom = FilterState::presetStart(range, QDateTime::currentDateTimeUtc());
    }
    return apply(candidate);
}

bool FilterBar::setErrorGroup(const QString &signature) {
    FilterState candidate = m_filter;
    candidate.errorGroup = signature;
    candidate.state = RowState::Dead;
    return apply(candidate);
}

bool FilterBar::showRows(QStringList ids, const QString &label) {
    m_searchTimer.stop();
    m_searchEdit->clear();
    FilterState candidate;
    candidate.idsLabel = label;
    if (ids.size() > RowFilter::kMaxIds) {
        candidate.idsLabel =
            tr("%1 (the first %2 of %3)")
                .arg(label, QLocale().toString(RowFilter::kMaxIds), QLocale().toString(ids.size()));
        ids.resize(RowFilter::kMaxIds);
    }
    candidate.ids = std::move(ids);
    return apply(candidate);
}

void FilterBar::clearFilters() {
    m_searchTimer.stop();
    m_searchEdit->clear();
    FilterState candidate;
    candidate.state = m_filter.state;
    apply(candidate);
}

bool FilterBar::apply(const FilterState &candidate, bool force) {
    // Bad input (a malformed id, a search the format cannot do) is refused here, before any
    // query runs, with the core's own message.
    auto search = candidate.searchFilter();
    if (search && m_table)
        if (const Status valid = validateFilter(*m_table, m_kind, *search); !valid)
            search = valid.error();
    if (search && m_table && !search->id.isEmpty())
        if (const QString why = notAnId(*m_table, search->id); !why.isEmpty())
            search = Error::invalid(why);
    if (!search) {
        Q_EMIT invalidInput(search.error().message);
        // The chips and the range show what is applied.
        updateStateChips();
        m_createdRange->setCurrentIndex(m_createdRange->findData(int(m_filter.created)));
        return false;
    }
    const bool changed = force || !(candidate == m_filter) || !(*search == m_search);
    m_filter = candidate;
    m_search = *search;
    m_createdRange->setCurrentIndex(m_createdRange->findData(int(m_filter.created)));
    updateStateChips();
    updateActiveFilters();
    if (changed)
        Q_EMIT filterChanged(m_filter, m_search);
    return true;
}

void FilterBar::updateSearchFields() {
    const QVariant previous = m_searchField->currentData();
    const QSignalBlocker block(m_searchField);
    m_searchField->clear();
    const bool operations = usesOperations();
    const bool errors = !m_table || hasErrorColumn(*m_table);
    const auto add = [this](const QString &text, SearchField field, const QString &placeholder) {
        m_searchField->addItem(text, int(field));
        m_searchField->setItemData(m_searchField->count() - 1, placeholder, Qt::ToolTipRole);
    };
    if (errors)
        add(searchFieldLabel(SearchField::ErrorContains, operations), SearchField::ErrorContains,
            tr("Text in the last error (Ctrl+F)"));
    add(searchFieldLabel(SearchField::PayloadContains, operations), SearchField::PayloadContains,
        tr("Text anywhere in the payload (Ctrl+F)"));
    add(searchFieldLabel(SearchField::PayloadKeyValue, operations), SearchField::PayloadKeyValue,
        tr("KEY=VALUE, e.g. key=invoices/2024.pdf"));
    add(searchFieldLabel(SearchField::Kind, operations), SearchField::Kind,
        operations ? tr("Exact operation: put, delete, copy, move, promote")
                   : tr("Exact event type: create, put, delete"));
    // Where the ordering key is a column of its own (an aggregate), it is searched exactly.
    if (m_table && !m_table->description().orderingKeyInPayload)
        add(searchFieldLabel(SearchField::AggregateId, operations), SearchField::AggregateId,
            tr("Exact aggregate id"));
    add(searchFieldLabel(SearchField::Id, operations), SearchField::Id,
        m_table && m_table->idStorage == IdStorage::Hex32 ? tr("Exact row id (32 hex digits)")
                                                          : tr("Exact row id (UUID)"));
    const int index = m_searchField->findData(previous);
    m_searchField->setCurrentIndex(index >= 0 ? index : 0);
    m_boxField = SearchField(m_searchField->currentData().toInt());
    m_searchEdit->setPlaceholderText(m_searchField->currentData(Qt::ToolTipRole).toString());
    const QSignalBlocker blockEdit(m_searchEdit);
    m_searchEdit->setText(m_filter.texts.value(m_boxField));
}

void FilterBar::updateStateChips() {
    for (int i = 0; i < int(kStateChoices.size()); ++i) {
        const auto state = kStateChoices.at(std::size_t(i)).state;
        const QString label = state ? stateLabel(*state) : tr("All");
        QAction *action = m_stateActions.at(i);
        action->setChecked(state == m_filter.state);
        // Whole phrases, not a lowercased label spliced into a sentence (German declines it).
        const QString which = state ? tr("the rows in state %1", "state chip tooltip").arg(label)
                                    : tr("all rows", "state chip tooltip");
        if (m_counts) {
            const qint64 n = state ? m_counts->of(*state) : m_counts->total;
            // Large tables: sent (and so the total) is the planner's estimate.
            const bool estimated = m_counts->sentEstimated && (!state || *state == RowState::Sent);
            const QString shown = estimated ? tr("≈%1").arg(number(n)) : number(n);
            action->setText(tr("%1  %2").arg(label, shown));
            action->setToolTip(
                (estimated ? tr("Show %1: about %2, estimated from the table statistics (a large "
                                "table is not counted exactly more than needed) (Ctrl+%3)")
                           : tr("Show %1: %2 (Ctrl+%3)"))
                    .arg(which, number(n))
                    .arg(i + 1));
        } else {
            action->setText(label);
            action->setToolTip(tr("Show %1 (Ctrl+%2)").arg(which).arg(i + 1));
        }
    }
    updateFold(false); // the chips' texts set how wide they are (shrinking: see updateFold)
}

QString FilterBar::filterText() const {
    return m_filter.describe(usesOperations());
}

bool FilterBar::usesOperations() const {
    return !m_table || m_table->description().kindNoun == FormatDescription::KindNoun::Operation;
}

void FilterBar::updateActiveFilters() {
    const QString text = filterText();
    m_activeFiltersLabel->setText(tr("Filtered by %1").arg(text));
    m_activeFiltersRow->setVisible(!text.isEmpty());
}

QStringList FilterBar::savedFilterNames() const {
    return m_scope.isEmpty() ? QStringList() : SavedFilters(m_scope).names();
}

bool FilterBar::saveCurrentFilter(const QString &rawName) {
    const QString name = rawName.trimmed();
    if (m_scope.isEmpty() || name.isEmpty()) {
        Q_EMIT invalidInput(tr("A saved filter needs a name and an open table."));
        return false;
    }
    SavedFilters(m_scope).save(name, m_filter);
    Q_EMIT statusMessage(tr("Saved the filter \"%1\".").arg(name), 4000);
    return true;
}

bool FilterBar::applySavedFilter(const QString &name) {
    const std::optional<FilterState> saved =
        m_scope.isEmpty() ? std::nullopt : SavedFilters(m_scope).find(name);
    if (!saved) {
        Q_EMIT invalidInput(tr("There is no saved filter named \"%1\".").arg(name));
        return false;
    }
    m_searchTimer.stop();
    FilterState candidate = *saved;
    if (candidate.created != CreatedRange::Custom)
        candidate.createdFrom =
            FilterState::presetStart(candidate.created, QDateTime::currentDateTimeUtc());
    {
        const QSignalBlocker block(m_searchEdit);
        m_searchEdit->setText(
            candidate.texts.value(SearchField(m_searchField->currentData().toInt())));
    }
    return apply(candidate, true);
}

void FilterBar::deleteSavedFilter(const QString &name) {
    if (!m_scope.isEmpty())
        SavedFilters(m_scope).remove(name);
}

void FilterBar::updateSavedFiltersMenu(QMenu *menu) {
    menu->clear();
    QAction *save = menu->addAction(tr("&Save Current Filter…"), this, [this] {
        bool ok = false;
        const QString name = QInputDialog::getText(
            this, tr("Save Filter"), tr("Name of this filter:"), QLineEdit::Normal, QString(), &ok);
        if (ok)
            saveCurrentFilter(name);
    });
    save->setEnabled(!m_scope.isEmpty());
    const QStringList names = savedFilterNames();
    if (names.isEmpty())
        return;
    menu->addSeparator();
    for (const QString &name : names)
        menu->addAction(name, this, [this, name] { applySavedFilter(name); });
    menu->addSeparator();
    QMenu *remove = menu->addMenu(tr("&Delete"));
    for (const QString &name : names)
        remove->addAction(name, this, [this, name] { deleteSavedFilter(name); });
}

} // namespace outbox::ui
