#include "ui/charts/horizontalbarchart.h"

#include "ui/charts/chartpanel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QSet>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox::ui {

// Category labels are rich text in Qt Charts, and error signatures are full of "<key>" and
// "<n>": they are escaped here.
QHorizontalBarSeries *
HorizontalBarChart::drawBars(QList<HorizontalBar> bars, const QString &setName, const QColor &color,
                             const QColor &mutedColor, int labelWidth,
                             const std::function<void(const HorizontalBar &)> &clicked) {
    ChartPanel *panel = this->panel();
    QChart *chart = panel->chart();
    // Horizontal bars grow upwards: the smallest first puts the largest on top.
    std::reverse(bars.begin(), bars.end());
    const QFontMetrics metrics(labelFont());
    auto *series = new QHorizontalBarSeries;
    // Bars about 22 px thick however many there are: one group should not be a slab.
    const double plotHeight = panel->height() - 100.0;
    series->setBarWidth(qBound(0.1, 22.0 * double(bars.size()) / qMax(100.0, plotHeight), 0.75));
    auto *set = new QBarSet(setName);
    QStringList categories;
    QSet<QString> used;
    qint64 highest = 0;
    for (const HorizontalBar &b : std::as_const(bars)) {
        set->append(qreal(b.count));
        highest = qMax(highest, b.count);
        QString label = metrics.elidedText(b.text, Qt::ElideRight, labelWidth).toHtmlEscaped();
        while (used.contains(label)) // the category axis needs unique labels
            label.append(QChar(0x200B));
        used.insert(label);
        categories.append(label);
    }
    set->setColor(color);
    set->setBorderColor(color);
    set->setLabelColor(palette().color(QPalette::Text));
    // Qt Charts colours a whole set alike; a selected bar is the one way to set one apart.
    set->setSelectedColor(mutedColor);
    for (qsizetype i = 0; i < bars.size(); ++i) {
        if (bars.at(i).rest)
            set->selectBar(int(i));
    }
    series->append(set);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(u"@value"_s);
    chart->addSeries(series);
    chart->legend()->setVisible(false);
    auto *y = new QBarCategoryAxis;
    y->append(categories);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);

    connect(set, &QBarSet::hovered, panel, [panel, bars](bool state, int index) {
        if (state && index >= 0 && index < bars.size())
            QToolTip::showText(QCursor::pos(), bars.at(index).tipHtml, panel);
        else
            QToolTip::hideText();
    });
    connect(set, &QBarSet::clicked, this, [bars, clicked](int index) {
        if (index >= 0 && index < bars.size())
            clicked(bars.at(index));
    });
    addAxis(countAxis(double(highest), 1.15), Qt::AlignBottom, {series});
    styleAxis(y);
    y->setGridLineVisible(false);
    return series;
}

} // namespace outbox::ui
