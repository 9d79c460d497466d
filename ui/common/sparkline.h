#pragma once

#include <QColor>
#include <QList>
#include <QStyledItemDelegate>

class QPainter;

namespace outbox::ui {

// Draws counts over time as a small filled line, scaled to its own peak (a sparkline shows a
// shape, not a magnitude). Cheap: one path per call, no allocation beyond it.
void paintSparkline(QPainter *painter, const QRectF &rect, const QList<qint64> &values,
                    const QColor &line);

// Paints the QList<qint64> held in an item's SparklineDelegate::ValuesRole as a sparkline.
class SparklineDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    static constexpr int ValuesRole = Qt::UserRole + 40;

    explicit SparklineDelegate(QObject *parent = nullptr);
    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace outbox::ui
