#include "wrapping.h"

#include <QApplication>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTimer>
#include <QTreeView>

namespace outbox::ui {

WrappingItemDelegate::WrappingItemDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , m_view(view) {
    view->setUniformRowHeights(false);
    view->setWordWrap(true);
    view->setTextElideMode(Qt::ElideNone);
    view->setItemDelegate(this);
    // Row heights depend on the column widths: lay the rows out again once a resize settles.
    auto *relayout = new QTimer(this);
    relayout->setSingleShot(true);
    relayout->setInterval(0);
    connect(relayout, &QTimer::timeout, view, [view] { view->doItemsLayout(); });
    connect(view->header(), &QHeaderView::sectionResized, relayout, qOverload<>(&QTimer::start));
}

QSize WrappingItemDelegate::sizeHint(const QStyleOptionViewItem &option,
                                     const QModelIndex &index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const int width = m_view->header()->sectionSize(index.column());
    if (width <= 0 || opt.text.isEmpty())
        return QStyledItemDelegate::sizeHint(option, index);
    // The style's item margins, both sides, as QCommonStyle lays out an item's text.
    const QStyle *style = opt.widget ? opt.widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, opt.widget) + 1;
    const QRect text =
        opt.fontMetrics.boundingRect(QRect(0, 0, qMax(1, width - 2 * margin), 0),
                                     int(opt.displayAlignment) | Qt::TextWordWrap, opt.text);
    const QSize base = QStyledItemDelegate::sizeHint(option, index);
    return {base.width(), qMax(base.height(), text.height() + 2 * margin)};
}

namespace {
class LabelFitter : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() == QEvent::Resize)
            fitWrappedLabel(static_cast<QLabel *>(watched));
        return false;
    }
};
} // namespace

void keepWrappedLabelWhole(QLabel *label) {
    label->setWordWrap(true);
    label->installEventFilter(new LabelFitter(label));
    fitWrappedLabel(label);
}

void fitWrappedLabel(QLabel *label) {
    const int needed = label->text().isEmpty() ? 0 : label->heightForWidth(label->width());
    if (needed >= 0 && label->minimumHeight() != needed)
        label->setMinimumHeight(needed);
}

QLabel *wrappedTextLabel(const QString &objectName, const QString &text) {
    auto *label = new QLabel(text);
    label->setObjectName(objectName);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    return label;
}

QLabel *wrappedHeadline(const QString &objectName) {
    QLabel *label = wrappedTextLabel(objectName);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

} // namespace outbox::ui
