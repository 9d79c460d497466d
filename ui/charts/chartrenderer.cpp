#include "ui/charts/chartrenderer.h"

#include "ui/charts/chartpanel.h"
#include "ui/common/stateappearance.h"

#include <QAbstractSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QSet>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace outbox::ui {

ChartRenderer::ChartRenderer(ChartsData::Part part, ChartPanel *panel, QWidget *view)
    : QObject(view)
    , m_part(part)
    , m_panel(panel)
    , m_view(view) {}

ChartRenderer::~ChartRenderer() = default;

QString ChartRenderer::spanName(qint64 seconds) {
    // Spelled out per case rather than with %n plurals: the English source then reads right
    // without a translation file.
    if (seconds == 3600)
        return tr("Last hour");
    if (seconds == 86400)
        return tr("Last 24 hours");
    if (seconds % 86400 == 0)
        return tr("Last %n day(s)", nullptr, int(seconds / 86400));
    if (seconds % 3600 == 0)
        return tr("Last %n hour(s)", nullptr, int(seconds / 3600));
    return tr("Last %n minute(s)", nullptr, int(qMax<qint64>(1, seconds / 60)));
}

QPalette ChartRenderer::palette() const {
    return m_view->palette();
}

QFont ChartRenderer::font() const {
    return m_view->font();
}

QFont ChartRenderer::labelFont() const {
    QFont labels = font();
    labels.setPointSizeF(labels.pointSizeF() * 0.9);
    return labels;
}

QChart *ChartRenderer::prepare(const QString &title) {
    QChart *c = m_panel->chart();
    c->removeAllSeries();
    const QList<QAbstractAxis *> axes = c->axes();
    for (QAbstractAxis *axis : axes) {
        c->removeAxis(axis);
        delete axis;
    }
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    // The theme first: it resets every colour set before it.
    c->setTheme(isDarkPalette(pal) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    c->setAnimationOptions(QChart::NoAnimation);
    c->setBackgroundBrush(base);
    c->setBackgroundPen(QPen(mix(base, text, 0.16), 1));
    c->setBackgroundRoundness(6);
    c->setMargins(QMargins(6, 4, 6, 4));
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    c->setTitleFont(titleFont);
    c->setTitleBrush(text);
    c->setTitle(title);
    c->legend()->setLabelColor(text);
    c->legend()->setFont(font());
    c->legend()->setMarkerShape(QLegend::MarkerShapeCircle);
    c->legend()->setAlignment(Qt::AlignBottom);
    c->legend()->setVisible(true);
    c->setPlotAreaBackgroundVisible(false);
    m_panel->setBackgroundBrush(pal.color(QPalette::Window));
    m_panel->setPlaceholder({});
    m_panel->setCenterText({}, {});
    m_panel->setToolTip({});
    return c;
}

void ChartRenderer::addToTitle(const QString &detail) {
    QChart *c = m_panel->chart();
    c->setTitle(c->title() + u" · "_s + detail);
}

bool ChartRenderer::showPlaceholder(const ChartInput &input, const QString &errorLead,
                                    const QString &waitingText) {
    if (!input.hasSource) {
        m_panel->setPlaceholder(tr("No outbox table is open."));
        return true;
    }
    if (!input.error.isEmpty()) {
        m_panel->setPlaceholder(errorLead.arg(input.error), true);
        return true;
    }
    if (!input.data) {
        m_panel->setPlaceholder(waitingText);
        return true;
    }
    return false;
}

void ChartRenderer::showEmpty(const QString &text) {
    m_panel->setPlaceholder(text);
    m_panel->setAccessibleDescription(text);
}

void ChartRenderer::addAxis(QAbstractAxis *axis, Qt::Alignment alignment,
                            std::initializer_list<QAbstractSeries *> series) {
    m_panel->chart()->addAxis(axis, alignment);
    for (QAbstractSeries *s : series)
        s->attachAxis(axis);
    styleAxis(axis);
}

void ChartRenderer::styleAxis(QAbstractAxis *axis) const {
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    axis->setLabelsBrush(text);
    axis->setTitleBrush(pal.color(QPalette::Disabled, QPalette::Text));
    const QFont labels = labelFont();
    axis->setLabelsFont(labels);
    axis->setTitleFont(labels);
    axis->setGridLineColor(mix(base, text, 0.12));
    axis->setLinePenColor(mix(base, text, 0.35));
    axis->setShadesVisible(false);
    axis->setMinorGridLineVisible(false);
}

// Whole-number ticks (1-2-5 steps): nice numbers alone would label a maximum of 3 as 0, 0.5, 1, …
// and round them into repeated integers.
QValueAxis *ChartRenderer::countAxis(double maximum, double headroom) {
    auto *axis = new QValueAxis;
    const double wanted = qMax(1.0, maximum * headroom);
    double step = 1;
    for (double magnitude = 1;; magnitude *= 10) {
        const double candidates[] = {1 * magnitude, 2 * magnitude, 5 * magnitude};
        const auto fits = std::find_if(std::begin(candidates), std::end(candidates),
                                       [&](double s) { return std::ceil(wanted / s) <= 5; });
        if (fits != std::end(candidates)) {
            step = *fits;
            break;
        }
    }
    const double top = std::ceil(wanted / step) * step;
    axis->setRange(0, top);
    axis->setTickCount(int(top / step) + 1);
    axis->setLabelFormat(u"%.0f"_s);
    return axis;
}

// Labelled in UTC at round times: Qt's QDateTimeAxis would label in local time, and the console
// speaks UTC.
QCategoryAxis *ChartRenderer::timeAxis(const TimeWindow &window, double offset) {
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double bucket = double(bucketSeconds(window.bucket));
    const auto xOf = [&](const QDateTime &t) {
        return double(window.from.secsTo(t)) / bucket + offset;
    };
    const double lo = xOf(window.from);
    const double hi = xOf(window.to);
    axis->setRange(lo, hi);
    axis->setStartValue(lo);
    const qint64 span = window.from.secsTo(window.to);
    static const qint64 steps[] = {60,        120,       300,       600,       900,       1800,
                                   3600,      7200,      10800,     21600,     43200,     86400,
                                   2 * 86400, 3 * 86400, 5 * 86400, 7 * 86400, 14 * 86400};
    qint64 step = steps[std::size(steps) - 1];
    for (const qint64 s : steps) {
        if (s * 7 >= span && s >= bucketSeconds(window.bucket) / 2) {
            step = s;
            break;
        }
    }
    const qint64 fromSecs = window.from.toSecsSinceEpoch();
    qint64 t = (fromSecs + step - 1) / step * step;
    QSet<QString> used;
    for (; t <= window.to.toSecsSinceEpoch(); t += step) {
        const QDateTime at = QDateTime::fromSecsSinceEpoch(t, Qt::UTC);
        QString label = step >= 86400 || at.time() == QTime(0, 0)
                            ? QLocale().toString(at.date(), u"d MMM"_s)
                            : at.toString(u"HH:mm"_s);
        // QCategoryAxis refuses a label it already has: make repeats (06:00 on two days) unique
        // with invisible characters.
        while (used.contains(label))
            label.append(QChar(0x200B));
        used.insert(label);
        axis->append(label, xOf(at));
    }
    axis->setTitleText(tr("Time (UTC)"));
    return axis;
}

QColor ChartRenderer::mix(const QColor &a, const QColor &b, double t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QString ChartRenderer::number(qint64 n) {
    return QLocale().toString(n);
}

QString ChartRenderer::rowCount(qint64 n) {
    // %Ln: the plural form of the language, the number in the user's locale.
    return tr("%Ln row(s)", "", int(qMin<qint64>(n, INT_MAX)));
}

} // namespace outbox::ui
