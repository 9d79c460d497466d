#include "ui/charts/outboxcharts.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"

#include <QChart>
#include <QLegend>
#include <QPieSeries>
#include <QPieSlice>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace outbox::ui {

void StatesChart::render(const ChartInput &input) {
    QChart *c = prepare(tr("Rows by state"));
    ChartPanel *panel = this->panel();
    if (showPlaceholder(input, tr("Could not count the rows:\n%1"), tr("Counting…")))
        return;
    const StateCounts &counts = input.data->counts;
    if (counts.total == 0) {
        showEmpty(tr("No rows match the filter."));
        return;
    }
    auto *series = new QPieSeries;
    series->setObjectName(u"stateSlices"_s);
    series->setHoleSize(0.58);
    series->setPieSize(0.86);
    const QColor base = palette().color(QPalette::Base);
    QStringList summary;
    for (const RowState state : {RowState::Pending, RowState::InFlight, RowState::Dead,
                                 RowState::Sent, RowState::Unknown}) {
        const qint64 n = counts.of(state);
        if (n == 0)
            continue;
        const double share = 100.0 * double(n) / double(counts.total);
        // Legend labels are rich text: "<0.1" would open a tag.
        const QString percent = share < 0.1 ? u"&lt;0.1"_s : QLocale().toString(share, 'f', 1);
        auto *slice = series->append(tr("%1  %2 (%3%)").arg(stateLabel(state), number(n), percent),
                                     double(n));
        slice->setColor(stateColor(state));
        slice->setBorderColor(base);
        slice->setBorderWidth(2);
        slice->setProperty("state", int(state));
        QStringList raw;
        for (auto r = counts.byRawStatus.cbegin(); r != counts.byRawStatus.cend(); ++r) {
            if (input.table.vocabulary.stateOf(r.key()) == state)
                raw.append(u"%1: %2"_s.arg(r.key(), number(r.value())));
        }
        slice->setProperty(
            "tip", tr("<b>%1</b>: %2<br>Raw status %3")
                       .arg(stateLabel(state), rowCount(n), raw.join(u", "_s).toHtmlEscaped()));
        summary.append(tr("%1: %2").arg(stateLabel(state), number(n)));
    }
    connect(series, &QPieSeries::hovered, panel, [panel](QPieSlice *slice, bool state) {
        slice->setExploded(state);
        slice->setExplodeDistanceFactor(0.04);
        if (state)
            QToolTip::showText(QCursor::pos(), slice->property("tip").toString(), panel);
        else
            QToolTip::hideText();
    });
    connect(series, &QPieSeries::clicked, this, [this](QPieSlice *slice) {
        Q_EMIT stateActivated(RowState(slice->property("state").toInt()));
    });
    c->addSeries(series);
    c->legend()->setAlignment(Qt::AlignRight);
    panel->setCenterText(number(counts.total), tr("rows"));
    panel->setAccessibleDescription(
        tr("%Ln row(s): %1", "", int(qMin<qint64>(counts.total, INT_MAX)))
            .arg(summary.join(u"; "_s)));
}

} // namespace outbox::ui
