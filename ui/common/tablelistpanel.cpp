#include "ui/common/tablelistpanel.h"

#include "ui/common/busyindicator.h"
#include "ui/common/itemviews.h"
#include "ui/common/messagebar.h"
#include "ui/common/tabletask.h"
#include "ui/common/wrapping.h"

#include <QAction>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QShowEvent>
#include <QSplitter>
#include <QStandardItemModel>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

TableListPanel::TableListPanel(const QString &objectNamePrefix, QWidget *parent)
    : QWidget(parent)
    , m_prefix(objectNamePrefix)
    , m_messageBar(new MessageBar)
    , m_busy(busyProgressBar(objectNamePrefix + u"BusyIndicator"_s))
    , m_refreshButton(new QToolButton)
    , m_list(new QTreeView)
    , m_model(new QStandardItemModel(this))
    , m_task(new TableTask(this)) {
    m_messageBar->setObjectName(m_prefix + u"MessageBar"_s);
    m_messageBar->hide();
    m_busy->hide();
    m_refreshButton->setObjectName(m_prefix + u"RefreshButton"_s);
    m_list->setObjectName(m_prefix + u"List"_s);

    connect(m_refreshButton, &QToolButton::clicked, this, &TableListPanel::refresh);
    connect(m_messageBar, &MessageBar::actionTriggered, this, &TableListPanel::refresh);
    connect(m_task, &TableTask::ended, this, [this] {
        if (m_restart) {
            read();
            return;
        }
        readEnded();
    });
}

TableListPanel::~TableListPanel() = default;

bool TableListPanel::isBusy() const {
    return m_task->isRunning();
}

QString TableListPanel::errorText() const {
    return m_messageBar->isVisibleTo(this) && m_messageBar->kind() == MessageBar::Kind::Error
               ? m_messageBar->text()
               : QString();
}

void TableListPanel::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (m_stale)
        refresh();
}

QToolButton *TableListPanel::addCancelButton(const QString &text, const QString &accessibleName) {
    m_cancelButton =
        setUpTextButton(new QToolButton, m_prefix + u"CancelButton"_s, text, accessibleName);
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, this, &TableListPanel::cancelRead);
    return m_cancelButton;
}

QHBoxLayout *TableListPanel::addNotesRow() {
    m_filterNote = wrappedTextLabel(m_prefix + u"FilterNote"_s);
    m_filterNote->setEnabled(false); // a quieter colour
    m_readOnlyNote = new QLabel;
    m_readOnlyNote->setObjectName(m_prefix + u"ReadOnlyNote"_s);
    m_readOnlyNote->setTextFormat(Qt::PlainText);
    m_readOnlyNote->hide();
    auto *notes = new QHBoxLayout;
    notes->setContentsMargins(6, 0, 6, 0);
    notes->addWidget(m_filterNote, 1);
    notes->addWidget(m_readOnlyNote);
    return notes;
}

void TableListPanel::setUpBusyIndicator(const QString &accessibleName, int maxWidth,
                                        int maxHeight) {
    m_busy->setAccessibleName(accessibleName);
    m_busy->setMaximumWidth(maxWidth);
    m_busy->setMaximumHeight(maxHeight);
}

void TableListPanel::setUpList(const QStringList &headers, const QString &accessibleName,
                               QAbstractItemView::SelectionMode selection, int sortColumn,
                               Qt::SortOrder order, QAbstractItemModel *shown) {
    m_model->setColumnCount(int(headers.size()));
    m_model->setHorizontalHeaderLabels(headers);
    m_model->setSortRole(SortRole);
    m_list->setAccessibleName(accessibleName);
    m_list->setModel(shown ? shown : m_model);
    setUpReadOnlyList(m_list, selection);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(sortColumn, order);
}

void TableListPanel::setContextMenuActions(const QList<QAction *> &actions) {
    m_list->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_list, &QTreeView::customContextMenuRequested, this,
            [this, actions](const QPoint &pos) {
                QMenu menu(this);
                for (QAction *a : actions) {
                    if (a)
                        menu.addAction(a);
                    else
                        menu.addSeparator();
                }
                menu.exec(m_list->viewport()->mapToGlobal(pos));
            });
}

void TableListPanel::setUpLayout(QLayout *top, QLayout *notes, QWidget *below, int belowStretch) {
    auto *splitter = new QSplitter(Qt::Vertical);
    splitter->setObjectName(m_prefix + u"Splitter"_s);
    splitter->addWidget(m_list);
    splitter->addWidget(below);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, belowStretch);
    splitter->setChildrenCollapsible(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(top);
    if (notes)
        layout->addLayout(notes);
    layout->addWidget(m_messageBar);
    layout->addWidget(splitter, 1);
}

QAction *TableListPanel::addListAction(const QString &text, const QString &objectName,
                                       const QKeySequence &shortcut) {
    auto *a = new QAction(text, this);
    a->setObjectName(objectName);
    if (!shortcut.isEmpty())
        a->setShortcut(shortcut);
    a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(a);
    return a;
}

QToolButton *TableListPanel::addActionButton(QAction *action, const QString &objectName,
                                             const QString &text, const QString &accessibleName) {
    QToolButton *button =
        setUpTextButton(new QToolButton, objectName, text, accessibleName, action);
    m_actionButtons.insert(action, button);
    return button;
}

void TableListPanel::whenTriggered(QAction *action, const std::function<void()> &run) {
    connect(action, &QAction::triggered, this, [this, run] {
        if (!isBusy())
            run();
    });
}

void TableListPanel::whenSelectionChanges(const std::function<void()> &changed) {
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, changed);
    connect(m_list->selectionModel(), &QItemSelectionModel::currentRowChanged, this, changed);
}

QToolButton *TableListPanel::setUpTextButton(QToolButton *button, const QString &objectName,
                                             const QString &text, const QString &accessibleName,
                                             QAction *action) {
    button->setObjectName(objectName);
    button->setText(text);
    button->setAccessibleName(accessibleName);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    if (action)
        connect(button, &QToolButton::clicked, action, &QAction::trigger);
    return button;
}

void TableListPanel::setUpTitle(QLabel *title, const QString &objectName) {
    title->setObjectName(objectName);
    title->setTextFormat(Qt::PlainText);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
}

void TableListPanel::setUpDetailsText(QPlainTextEdit *details, const QString &objectName,
                                      const QString &accessibleName, const QString &placeholder) {
    details->setObjectName(objectName);
    details->setAccessibleName(accessibleName);
    details->setReadOnly(true);
    details->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    details->setPlaceholderText(placeholder);
}

void TableListPanel::setTargetTable(const ConnectionTarget &target, const OutboxTable &table) {
    m_target = target;
    m_table = table;
    m_hasTarget = true;
}

void TableListPanel::read() {
    m_restart = false;
    m_messageBar->dismiss();
    if (startRead())
        setBusy(true);
}

void TableListPanel::readAgain() {
    if (m_task->isRunning()) {
        m_restart = true;
        m_task->cancel();
        return;
    }
    read();
}

void TableListPanel::cancelRead() {
    m_restart = false;
    m_task->cancel();
}

void TableListPanel::refreshWhenShown() {
    if (isVisible())
        refresh();
    else
        m_stale = true;
}

void TableListPanel::readEnded() {
    setBusy(false);
}

void TableListPanel::setBusy(bool busy) {
    showBusy(busy);
    Q_EMIT busyChanged(busy);
}

void TableListPanel::showBusy(bool busy) {
    m_busy->setVisible(busy);
    if (m_cancelButton)
        m_cancelButton->setVisible(busy);
    m_refreshButton->setEnabled(!busy);
}

void TableListPanel::showReadError(const QString &message) {
    m_messageBar->showMessage(MessageBar::Kind::Error, message, tr("Try Again"));
}

void TableListPanel::replaceRows(const std::function<void()> &fill) {
    const bool sorting = m_list->isSortingEnabled();
    m_list->setSortingEnabled(false);
    const QSignalBlocker block(m_list->selectionModel());
    m_model->removeRows(0, m_model->rowCount());
    fill();
    m_list->setSortingEnabled(sorting);
    if (sorting)
        m_list->model()->sort(m_list->header()->sortIndicatorSection(),
                              m_list->header()->sortIndicatorOrder());
}

void TableListPanel::replaceRows(
    qsizetype count,
    const std::function<void(int index, const QList<QStandardItem *> &items)> &fillRow) {
    replaceRows([&] {
        for (int i = 0; i < count; ++i) {
            const QList<QStandardItem *> items = newRow();
            items[0]->setData(i, IndexRole);
            fillRow(i, items);
            m_model->appendRow(items);
        }
    });
}

void TableListPanel::setCell(QStandardItem *item, const QString &text, const QVariant &sortValue) {
    item->setText(text);
    item->setData(sortValue, SortRole);
}

QList<QStandardItem *> TableListPanel::newRow() const {
    QList<QStandardItem *> items;
    for (int c = 0; c < m_model->columnCount(); ++c)
        items.append(new QStandardItem);
    return items;
}

int TableListPanel::currentItem(bool selectedOnly) const {
    const QModelIndex current = m_list->currentIndex();
    if (!current.isValid() ||
        (selectedOnly && !m_list->selectionModel()->isRowSelected(current.row())))
        return -1;
    return m_list->model()->index(current.row(), 0).data(IndexRole).toInt();
}

QList<int> TableListPanel::selectedItems() const {
    QList<int> out;
    const QModelIndexList rows = m_list->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows)
        out.append(index.data(IndexRole).toInt());
    return out;
}

bool TableListPanel::selectItem(const std::function<bool(int)> &matches) {
    const QAbstractItemModel *shown = m_list->model();
    for (int r = 0; r < shown->rowCount(); ++r) {
        const QModelIndex index = shown->index(r, 0);
        if (matches(index.data(IndexRole).toInt())) {
            m_list->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                                 QItemSelectionModel::Rows);
            m_list->scrollTo(index);
            return true;
        }
    }
    return false;
}

void TableListPanel::showReadOnly(bool readOnly, const QString &why, const QString &whatIsOff) {
    m_readOnly = readOnly;
    m_readOnlyWhy = why;
    m_readOnlyNote->setText(tr("Read-only: %1").arg(why.isEmpty() ? whatIsOff : why));
    m_readOnlyNote->setToolTip(m_readOnlyNote->text());
    m_readOnlyNote->setVisible(readOnly);
}

void TableListPanel::enableAction(QAction *action, QToolButton *button, bool changes, bool possible,
                                  const QString &tip, const QString &whyNot) const {
    const bool readOnlyOff = changes && m_readOnly;
    const bool enabled = possible && !readOnlyOff;
    action->setEnabled(enabled);
    button->setEnabled(enabled);
    QString why;
    if (readOnlyOff)
        why = m_readOnlyWhy.isEmpty() ? tr("This connection is read-only.") : m_readOnlyWhy;
    else if (!possible)
        why = whyNot;
    const QString shortcut = action->shortcut().toString(QKeySequence::NativeText);
    QString full = shortcut.isEmpty() ? tip : tr("%1 (%2)").arg(tip, shortcut);
    if (!why.isEmpty())
        full += u'\n' + why;
    action->setToolTip(full);
    button->setToolTip(full);
}

void TableListPanel::enableAction(QAction *action, bool changes, bool possible, const QString &tip,
                                  const QString &whyNot) const {
    enableAction(action, m_actionButtons.value(action), changes, possible, tip, whyNot);
}

void TableListPanel::offerChange(QAction *action, bool offered, bool possible, const QString &tip,
                                 const QString &whyNot) const {
    enableAction(action, true, offered && possible, tip,
                 offered ? whyNot
                         : tr("Not offered for this table: its library makes no such change."));
}

} // namespace outbox::ui
