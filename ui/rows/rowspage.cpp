#include "ui/rows/rowspage.h"
#include "ui/common/formatwords.h"

#include "query/filtersql.h"
#include "ui/common/stateappearance.h"
#include "ui/common/uisettings.h"
#include "ui/rows/rowdetailview.h"
#include "ui/session/rowtablemodel.h"

#include <QAction>
#include <QEvent>
#include <QFontDatabase>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QSignalBlocker>
#include <QStyledItemDelegate>
#include <QTableView>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// Ids differ at both ends (UUIDv7: time first, random last) and object keys matter most at their
// ends (prefix and file name): keep both, cut the middle.
class ElideMiddleDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideMiddle;
    }
};

Qt::SortOrder headerOrder(SortOrder order) {
    return order == SortOrder::NewestFirst ? Qt::DescendingOrder : Qt::AscendingOrder;
}

} // namespace

RowsPage::RowsPage(RowTableModel *model, QWidget *parent)
    : QSplitter(Qt::Vertical, parent)
    , m_model(model) {
    setObjectName(u"mainSplitter"_s);
    m_detail = new RowDetailView;

    m_view = new QTableView;
    m_view->setObjectName(u"rowTable"_s);
    m_view->setAccessibleName(tr("Outbox rows"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setTabKeyNavigation(false); // Tab leaves the table; arrows move within it
    // Several rows can be selected for a retry; the detail pane shows the current one.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    auto *elideMiddle = new ElideMiddleDelegate(m_view);
    m_view->setItemDelegateForColumn(RowTableModel::Id, elideMiddle);
    m_view->setItemDelegateForColumn(RowTableModel::Subject, elideMiddle);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    QHeaderView *vertical = m_view->verticalHeader();
    vertical->hide();
    vertical->setSectionResizeMode(QHeaderView::Fixed);
    vertical->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    header->setObjectName(u"rowTableHeader"_s);
    header->setHighlightSections(false);
    header->setSectionsMovable(true);
    header->setSectionsClickable(true);
    header->setStretchLastSection(true);
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSortIndicatorShown(true);
    header->setSortIndicator(RowTableModel::Created, Qt::DescendingOrder);
    // Right-click on the header: show or hide columns (remembered per profile); drag to reorder.
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &RowsPage::showColumnMenu);
    // Only the created time can be ordered: the server pages by it. Any other click puts the
    // indicator back where the rows really are sorted.
    connect(header, &QHeaderView::sortIndicatorChanged, this,
            [this, header](int section, Qt::SortOrder order) {
                if (section != RowTableModel::Created) {
                    const QSignalBlocker block(header);
                    header->setSortIndicator(RowTableModel::Created,
                                             headerOrder(m_model->sortOrder()));
                    return;
                }
                m_model->setSortOrder(order == Qt::DescendingOrder ? SortOrder::NewestFirst
                                                                   : SortOrder::OldestFirst);
            });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &RowsPage::showCurrentRow);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RowsPage::selectionChanged);
    connect(m_model, &RowTableModel::dataChanged, this,
            [this](const QModelIndex &topLeft, const QModelIndex &bottomRight,
                   const QList<int> &roles) {
                // Roles given: only the clock moved ("in 2 min"); the row itself is unchanged and
                // re-rendering would drop the reader's text selection.
                const int current = m_view->currentIndex().row();
                if (roles.isEmpty() && current >= topLeft.row() && current <= bottomRight.row() &&
                    m_detail->hasRow() && m_detail->rowId() == m_model->rowAt(current).id)
                    showCurrentRow();
            });
    connect(m_model, &RowTableModel::modelReset, this, [this] { m_detail->clear(); });
    connect(m_model, &RowTableModel::pageLoaded, this, [this](bool firstPage) {
        // Show something in the detail pane straight away, without stealing a selection.
        if (firstPage && m_model->rowCount() > 0 && !m_view->currentIndex().isValid())
            m_view->setCurrentIndex(m_model->index(0, RowTableModel::State));
    });

    m_emptyHint = new QLabel(m_view->viewport());
    m_emptyHint->setObjectName(u"emptyHint"_s);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setEnabled(false); // the palette's dimmed text
    m_emptyHint->hide();
    m_view->viewport()->installEventFilter(this);
    connect(m_model, &RowTableModel::rowsInserted, this, &RowsPage::updateEmptyHint);
    connect(m_model, &RowTableModel::rowsRemoved, this, &RowsPage::updateEmptyHint);
    connect(m_model, &RowTableModel::modelReset, this, &RowsPage::updateEmptyHint);
    connect(m_model, &RowTableModel::fetchingChanged, this, &RowsPage::updateEmptyHint);

    addWidget(m_view);
    addWidget(m_detail);
    setStretchFactor(0, 3);
    setStretchFactor(1, 2);
    setChildrenCollapsible(false);
}

RowsPage::~RowsPage() = default;

void RowsPage::addContextActions(const QList<QAction *> &actions) {
    for (QAction *action : actions) {
        if (!action) {
            action = new QAction(m_view);
            action->setSeparator(true);
        }
        m_view->addAction(action);
    }
}

void RowsPage::setTable(const ConnectionSpec &spec, const OutboxTable &table, const QString &scope,
                        const QString &profileName) {
    m_table = table;
    m_detail->setTable(table);
    m_detail->setHistorySource(spec, table, AuditLog(), profileName);
    m_columnLayoutKey = uisettings::columns.name(scope, formatName(table.format));
    applyColumnLayout();
    m_view->setFocus(Qt::OtherFocusReason);
}

void RowsPage::clear() {
    saveColumnLayout();
    m_detail->clear();
    m_detail->clearHistorySource();
}

const OutboxRow *RowsPage::currentRow() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? &m_model->rowAt(current.row()) : nullptr;
}

QStringList
RowsPage::selectedRowIdsWhere(const std::function<bool(const OutboxRow &)> &keep) const {
    QStringList ids;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        if (const OutboxRow &row = m_model->rowAt(index.row()); keep(row))
            ids.append(row.id);
    return ids;
}

QStringList RowsPage::selectedRowIds(std::optional<RowState> only) const {
    return selectedRowIdsWhere([&](const OutboxRow &row) { return !only || row.state == *only; });
}

QStringList RowsPage::selectedStuckRowIds() const {
    const QDateTime now = QDateTime::currentDateTimeUtc();
    return selectedRowIdsWhere([&](const OutboxRow &row) { return row.isStuck(now); });
}

void RowsPage::showCurrentRow() {
    if (const OutboxRow *row = currentRow())
        m_detail->showRow(*row);
    else
        m_detail->clear();
    Q_EMIT selectionChanged();
}

bool RowsPage::eventFilter(QObject *watched, QEvent *event) {
    if (watched == m_view->viewport() && event->type() == QEvent::Resize)
        m_emptyHint->setGeometry(m_view->viewport()->rect().adjusted(20, 20, -20, -20));
    return QSplitter::eventFilter(watched, event);
}

void RowsPage::updateEmptyHint() {
    const bool empty = m_model->hasTable() && m_model->rowCount() == 0 && !m_model->isFetching() &&
                       m_model->isComplete();
    if (empty) {
        m_emptyHint->setText(m_model->filter().isEmpty()
                                 ? tr("The table %1 has no rows.").arg(m_table.name.display())
                                 : tr("No rows match this filter."));
        m_emptyHint->setGeometry(m_view->viewport()->rect().adjusted(20, 20, -20, -20));
    }
    m_emptyHint->setVisible(empty);
}

void RowsPage::saveState() const {
    uisettings::mainSplitter.write(QSplitter::saveState());
    uisettings::detailSplitter.write(m_detail->splitter()->saveState());
    saveColumnLayout();
}

void RowsPage::restoreState() {
    if (!QSplitter::restoreState(uisettings::mainSplitter.read()))
        setSizes({470, 300});
    if (!m_detail->splitter()->restoreState(uisettings::detailSplitter.read()))
        m_detail->splitter()->setSizes({480, 720});
}

void RowsPage::saveColumnLayout() const {
    if (!m_columnLayoutKey.isEmpty())
        QSettings().setValue(m_columnLayoutKey, m_view->horizontalHeader()->saveState());
}

void RowsPage::applyColumnLayout(bool reset) {
    QHeaderView *header = m_view->horizontalHeader();
    const QByteArray saved =
        reset ? QByteArray() : QSettings().value(m_columnLayoutKey).toByteArray();
    if (saved.isEmpty() || !header->restoreState(saved)) {
        for (int c = 0; c < RowTableModel::ColumnCount; ++c)
            header->setSectionHidden(c, false);
        const QFontMetrics fm = m_view->fontMetrics();
        const QFontMetrics fixed(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        const int pad = 20;
        const int iconRoom = m_view->iconSize().isValid() ? m_view->iconSize().width() : 16;
        const auto widest = [&fm](const QStringList &texts) {
            int w = 0;
            for (const QString &t : texts)
                w = qMax(w, fm.horizontalAdvance(t));
            return w;
        };
        header->resizeSection(
            RowTableModel::State,
            widest({tr("State"), stateLabel(RowState::InFlight), stateLabel(RowState::Pending)}) +
                iconRoom + pad + 6);
        header->resizeSection(RowTableModel::Status, widest({tr("Status"), u"pending"_s}) + pad);
        header->resizeSection(
            RowTableModel::Operation,
            widest({FormatWords::kindTitle(m_table.description()), u"promote"_s}) + pad);
        header->resizeSection(RowTableModel::Id, fixed.horizontalAdvance(QString(24, u'0')) + pad);
        header->resizeSection(RowTableModel::Created,
                              widest({u"0000-00-00 00:00:00"_s, tr("Created (UTC)")}) + pad + 12);
        header->resizeSection(RowTableModel::Attempts, widest({tr("Attempts")}) + pad);
        header->resizeSection(RowTableModel::NextAttempt,
                              widest({tr("Next attempt"), tr("in %1").arg(u"59 min"_s)}) + pad);
        header->resizeSection(RowTableModel::LastFailed,
                              widest({tr("Last failed"), tr("%1 ago").arg(u"59 min"_s)}) + pad);
        header->resizeSection(RowTableModel::Subject, fm.averageCharWidth() * 30);
        header->resizeSection(RowTableModel::LastError, fm.averageCharWidth() * 40);
        // Logical order is the model's; on screen the error goes last, where it can stretch.
        for (int c = 0; c < RowTableModel::ColumnCount; ++c)
            header->moveSection(header->visualIndex(c), c);
        header->moveSection(header->visualIndex(RowTableModel::Subject),
                            header->visualIndex(RowTableModel::LastError));
    }
    // No header cut off, in any language (German "Nächster Versuch"), also where widths saved in
    // another language were restored: at least the header's own text in the header's font, with
    // room for the sort indicator.
    const QFontMetrics headerFont = header->fontMetrics();
    for (int c = 0; c < RowTableModel::ColumnCount; ++c) {
        const QString text = m_view->model()->headerData(c, Qt::Horizontal).toString();
        header->resizeSection(
            c, qMax(header->sectionSize(c), headerFont.horizontalAdvance(text) + 36));
    }
    // Nor a state in its column, in the language shown (widths saved in English were restored
    // under German "Ausstehend"): the widest state label, its icon and some room.
    {
        int states = 0;
        for (RowState s : allRowStates())
            states = qMax(states, m_view->fontMetrics().horizontalAdvance(stateLabel(s)));
        const int icon = m_view->iconSize().isValid() ? m_view->iconSize().width() : 16;
        header->resizeSection(RowTableModel::State,
                              qMax(header->sectionSize(RowTableModel::State), states + icon + 26));
    }
    // FennFlow rows have attempts, a schedule and an error only in the console's delivery table;
    // where it exists, and on Vortos tables, the user's choice stands.
    if (!hasErrorColumn(m_table)) {
        header->setSectionHidden(RowTableModel::Attempts, true);
        header->setSectionHidden(RowTableModel::NextAttempt, true);
        header->setSectionHidden(RowTableModel::LastError, true);
    }
    const QSignalBlocker block(header);
    header->setSortIndicator(RowTableModel::Created, headerOrder(m_model->sortOrder()));
}

void RowsPage::showColumnMenu(const QPoint &pos) {
    QHeaderView *header = m_view->horizontalHeader();
    QMenu menu(this);
    menu.setObjectName(u"columnMenu"_s);
    menu.addSection(tr("Columns"));
    const bool delivery = hasErrorColumn(m_table);
    int visible = 0;
    for (int c = 0; c < RowTableModel::ColumnCount; ++c)
        visible += header->isSectionHidden(c) ? 0 : 1;
    for (int c = 0; c < RowTableModel::ColumnCount; ++c) {
        // Without the delivery table FennFlow rows have no attempts, schedule or error.
        if (!delivery && (c == RowTableModel::Attempts || c == RowTableModel::NextAttempt ||
                          c == RowTableModel::LastError))
            continue;
        QAction *action = menu.addAction(m_model->headerData(c, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(c));
        // The last visible column stays.
        action->setEnabled(header->isSectionHidden(c) || visible > 1);
        connect(action, &QAction::toggled, this, [this, header, c](bool on) {
            header->setSectionHidden(c, !on);
            saveColumnLayout();
        });
    }
    menu.addSeparator();
    menu.addAction(tr("&Reset Columns"), this, [this] {
        QSettings().remove(m_columnLayoutKey);
        applyColumnLayout(true);
    });
    menu.exec(header->mapToGlobal(pos));
}

} // namespace outbox::ui
