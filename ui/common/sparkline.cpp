#include "ui/common/sparkline.h"

#include <QApplication>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace outbox::ui {

void paintSparkline(QPainter *painter, const QRectF &rect, const QList<qint64> &values,
                    const QColor &line) {
    if (values.isEmpty() || rect.width() < 4 || rect.height() < 4)
        return;
    const qint64 peak = *std::max_element(values.cbegin(), values.cend());
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    const QRectF r = rect.adjusted(1, 2, -1, -2);
    const double step = values.size() > 1 ? r.width() / double(values.size() - 1) : 0;
    const auto pointAt = [&](qsizetype i) {
        const double y = peak > 0 ? double(values.at(i)) / double(peak) : 0.0;
        return QPointF(r.left() + step * double(i), r.bottom() - y * r.height());
    };
    QPainterPath path;
    path.moveTo(pointAt(0));
    for (qsizetype i = 1; i < values.size(); ++i)
        path.lineTo(pointAt(i));
    QPainterPath area = path;
    area.lineTo(QPointF(r.left() + step * double(values.size() - 1), r.bottom()));
    area.lineTo(r.bottomLeft());
    area.closeSubpath();
    QColor fill = line;
    fill.setAlphaF(0.25f);
    painter->fillPath(area, fill);
    painter->setPen(QPen(line, 1.3));
    painter->drawPath(path);
    // A baseline, so an empty window still reads as "nothing happened".
    QColor base = line;
    base.setAlphaF(0.35f);
    painter->setPen(QPen(base, 1));
    painter->drawLine(r.bottomLeft(), r.bottomRight());
    painter->restore();
}

SparklineDelegate::SparklineDelegate(QObject *parent)
    : QStyledItemDelegate(parent) {}

void SparklineDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget); // background, selection
    const QList<qint64> values = index.data(ValuesRole).value<QList<qint64>>();
    const bool selected = option.state & QStyle::State_Selected;
    const QColor line =
        option.palette.color(selected ? QPalette::HighlightedText : QPalette::Highlight);
    paintSparkline(painter, QRectF(option.rect).adjusted(4, 3, -4, -3), values, line);
}

QSize SparklineDelegate::sizeHint(const QStyleOptionViewItem &option,
                                  const QModelIndex &index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    size.setWidth(qMax(size.width(), 120));
    size.setHeight(qMax(size.height(), option.fontMetrics.height() + 6));
    return size;
}

} // namespace outbox::ui
