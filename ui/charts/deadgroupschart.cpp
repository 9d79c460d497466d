#include "ui/charts/outboxcharts.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"
#include "ui/common/timetext.h"

#include <QHorizontalBarSeries>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int kTopGroups = 10;

QString groupCount(qint64 n) {
    // %Ln: the plural form of the language, the number in the user's locale.
    return DeadGroupsChart::tr("%Ln group(s)", "", int(qMin<qint64>(n, INT_MAX)));
}

} // namespace

void DeadGroupsChart::render(const ChartInput &input) {
    prepare(tr("Dead rows by error"));
    if (showPlaceholder(input, tr("Could not group the dead rows:\n%1"), tr("Grouping dead rows…")))
        return;
    const QList<DeadLetterGroup> &groups = input.data->deadGroups;
    qint64 total = 0;
    for (const DeadLetterGroup &g : groups)
        total += g.count;
    addToTitle(tr("%1 in %2").arg(rowCount(total), groupCount(groups.size())));
    if (groups.isEmpty()) {
        showEmpty(tr("No dead rows match the filter."));
        return;
    }

    QList<HorizontalBar> bars;
    QStringList summary;
    qint64 other = 0;
    for (qsizetype i = 0; i < groups.size(); ++i) {
        const DeadLetterGroup &g = groups.at(i);
        if (i >= kTopGroups) {
            other += g.count;
            continue;
        }
        const QString signature =
            g.signature.trimmed().isEmpty() ? tr("(no error recorded)") : g.signature.simplified();
        QStringList operations;
        for (auto op = g.operations.cbegin(); op != g.operations.cend(); ++op)
            operations.append(u"%1 %2"_s.arg(op.key(), number(op.value())));
        const QString tip =
            tr("<b>%1</b><br>%2 dead, failed %3 to %4<br>%5<br>Group %6")
                .arg(signature.toHtmlEscaped(), rowCount(g.count), utcText(g.firstSeen),
                     utcText(g.lastSeen), operations.join(u", "_s).toHtmlEscaped(), g.id);
        bars.append({signature, g.count, tip, g.signature});
        summary.append(tr("%1: %2").arg(signature, number(g.count)));
    }
    if (other > 0) {
        const int rest = int(groups.size()) - kTopGroups;
        const QString label = tr("Other (%1)").arg(groupCount(rest));
        bars.append({label, other, tr("%1 dead in %2 more").arg(rowCount(other), groupCount(rest)),
                     QString(), true});
        summary.append(tr("%1: %2").arg(label, number(other)));
    }
    const QColor dead = stateColor(RowState::Dead);
    auto *series =
        drawBars(bars, tr("Dead rows"), dead, mix(dead, palette().color(QPalette::Base), 0.55),
                 qMax(160, panel()->width() * 2 / 5), [this](const HorizontalBar &bar) {
                     // The "Other" bar has no signature to narrow the filter to.
                     if (!bar.key.isNull())
                         Q_EMIT groupActivated(bar.key);
                 });
    series->setObjectName(u"deadGroupSeries"_s);
    panel()->setAccessibleDescription(
        tr("%Ln dead row(s) by error: %1", "", int(qMin<qint64>(total, INT_MAX)))
            .arg(summary.join(u"; "_s)));
}

} // namespace outbox::ui
