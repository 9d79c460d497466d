#include "ui/charts/outboxcharts.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"

#include <QHorizontalBarSeries>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox::ui {

void DeadOperationsChart::render(const ChartInput &input) {
    const bool operations = !input.hasSource || input.table.description().kindNoun ==
                                                    FormatDescription::KindNoun::Operation;
    prepare(operations ? tr("Dead rows by operation") : tr("Dead rows by event type"));
    if (showPlaceholder(input, tr("Could not group the dead rows:\n%1"), tr("Grouping dead rows…")))
        return;
    QMap<QString, qint64> byOperation;
    for (const DeadLetterGroup &g : input.data->deadGroups) {
        for (auto op = g.operations.cbegin(); op != g.operations.cend(); ++op)
            byOperation[op.key()] += op.value();
    }
    if (byOperation.isEmpty()) {
        showEmpty(tr("No dead rows match the filter."));
        return;
    }
    QList<HorizontalBar> bars;
    QStringList summary;
    for (auto op = byOperation.cbegin(); op != byOperation.cend(); ++op) {
        const QString label = op.key().isEmpty() ? tr("(none)") : op.key();
        bars.append({label, op.value(),
                     tr("<b>%1</b>: %2 dead").arg(label.toHtmlEscaped(), rowCount(op.value())),
                     op.key()});
    }
    std::stable_sort(bars.begin(), bars.end(), [](const HorizontalBar &a, const HorizontalBar &b) {
        return a.count > b.count;
    });
    for (const HorizontalBar &b : std::as_const(bars))
        summary.append(tr("%1: %2").arg(b.text, number(b.count)));
    const QColor dead = mix(stateColor(RowState::Dead), palette().color(QPalette::Base), 0.2);
    auto *series =
        drawBars(bars, tr("Dead rows"), dead, dead, qMax(100, panel()->width() / 3),
                 [this](const HorizontalBar &bar) { Q_EMIT operationActivated(bar.key); });
    series->setObjectName(u"deadOperationSeries"_s);
    panel()->setAccessibleDescription(
        tr("Dead rows by %1: %2")
            .arg(operations ? tr("operation") : tr("event type"), summary.join(u"; "_s)));
}

} // namespace outbox::ui
