#pragma once

#include "ui/charts/chartrenderer.h"

#include <functional>

class QHorizontalBarSeries;

namespace outbox::ui {

// One bar of a HorizontalBarChart.
struct HorizontalBar {
    QString text; // plain text; elided and escaped for the axis
    qint64 count = 0;
    QString tipHtml;
    QString key;       // what a click activates
    bool rest = false; // "Other (N groups)": drawn muted
};

// A chart of horizontal bars, the largest on top, with value labels at their ends, category
// labels elided to a width and a tooltip per bar: the dead-row charts.
class HorizontalBarChart : public ChartRenderer {
    Q_OBJECT
public:
    using ChartRenderer::ChartRenderer;

protected:
    // Draws the bars (given largest first) as one set named setName on a count axis; a click on
    // a bar calls clicked with it.
    QHorizontalBarSeries *drawBars(QList<HorizontalBar> bars, const QString &setName,
                                   const QColor &color, const QColor &mutedColor, int labelWidth,
                                   const std::function<void(const HorizontalBar &)> &clicked);
};

} // namespace outbox::ui
