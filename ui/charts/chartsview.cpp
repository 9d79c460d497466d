#include "ui/charts/chartsview.h"

#include "ui/common/messagebar.h"
#include "ui/common/stateappearance.h"
#include "ui/common/timetext.h"

#include <QAction>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHorizontalBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMenu>
#include <QPainter>
#include <QPieSeries>
#include <QPieSlice>
#include <QProgressBar>
#include <QScrollArea>
#include <QSet>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace outbox::ui {

using Chart = ChartsView::Chart;
using Part = ChartsData::Part;

namespace {

constexpr int kTopGroups = 10;
constexpr int kMaxTimeBuckets = 360; // 1 h and 6 h per minute, 24 h per 10 minutes, 7 d per hour

QColor mix(const QColor &a, const QColor &b, double t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t),
                            float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
}

QString number(qint64 n) {
    return QLocale().toString(n);
}

// A count axis with whole-number ticks (1-2-5 steps): nice numbers alone would label a maximum
// of 3 as 0, 0.5, 1, … and round them into repeated integers.
QValueAxis *countAxis(double maximum, double headroom = 1.0) {
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

// A time axis in bucket units (x = buckets since the window's start + offset), labelled in UTC at
// round times: Qt's QDateTimeAxis would label in local time, and the console speaks UTC.
QCategoryAxis *timeAxis(const TimeWindow &window, double offset) {
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
    axis->setTitleText(ChartsView::tr("Time (UTC)"));
    return axis;
}

QString bucketName(BucketSize size) {
    switch (size) {
    case BucketSize::Minute:
        return ChartsView::tr("minute");
    case BucketSize::TenMinutes:
        return ChartsView::tr("10 minutes");
    case BucketSize::Hour:
        return ChartsView::tr("hour");
    case BucketSize::Day:
        return ChartsView::tr("day");
    }
    return {};
}

QString spanName(qint64 seconds) {
    // Spelled out per case rather than with %n plurals: the English source then reads right
    // without a translation file.
    if (seconds == 3600)
        return ChartsView::tr("Last hour");
    if (seconds == 86400)
        return ChartsView::tr("Last 24 hours");
    if (seconds % 86400 == 0)
        return ChartsView::tr("Last %n day(s)", nullptr, int(seconds / 86400));
    if (seconds % 3600 == 0)
        return ChartsView::tr("Last %n hour(s)", nullptr, int(seconds / 3600));
    return ChartsView::tr("Last %n minute(s)", nullptr, int(qMax<qint64>(1, seconds / 60)));
}

QString groupCount(qint64 n) {
    // %Ln: the plural form of the language, the number in the user's locale.
    return ChartsView::tr("%Ln group(s)", "", int(qMin<qint64>(n, INT_MAX)));
}

QString rowCount(qint64 n) {
    return ChartsView::tr("%Ln row(s)", "", int(qMin<qint64>(n, INT_MAX)));
}

// One bar of a horizontal bar chart, largest first.
struct HBar {
    QString text; // plain text; elided and escaped for the axis
    qint64 count = 0;
    QString tipHtml;
    QString key;       // what a click activates; null: nothing
    bool rest = false; // "Other (N groups)": drawn muted
};

// Horizontal bars with the largest on top, value labels at their ends and category labels elided
// to labelWidth: the dead-row charts. Category labels are rich text in Qt Charts, and error
// signatures are full of "<key>" and "<n>": they are escaped here.
QHorizontalBarSeries *addHorizontalBars(QChart *chart, QList<HBar> &bars, const QColor &color,
                                        const QColor &mutedColor, const QColor &labelColor,
                                        const QFont &labelFont, int labelWidth, double plotHeight) {
    // Horizontal bars grow upwards: the smallest first puts the largest on top.
    std::reverse(bars.begin(), bars.end());
    const QFontMetrics metrics(labelFont);
    auto *series = new QHorizontalBarSeries;
    // Bars about 22 px thick however many there are: one group should not be a slab.
    series->setBarWidth(qBound(0.1, 22.0 * double(bars.size()) / qMax(100.0, plotHeight), 0.75));
    auto *set = new QBarSet(ChartsView::tr("Dead rows"));
    QStringList categories;
    QSet<QString> used;
    for (const HBar &b : std::as_const(bars)) {
        set->append(qreal(b.count));
        QString label = metrics.elidedText(b.text, Qt::ElideRight, labelWidth).toHtmlEscaped();
        while (used.contains(label)) // the category axis needs unique labels
            label.append(QChar(0x200B));
        used.insert(label);
        categories.append(label);
    }
    set->setColor(color);
    set->setBorderColor(color);
    set->setLabelColor(labelColor);
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
    return series;
}

double highestOf(const QList<HBar> &bars) {
    qint64 highest = 0;
    for (const HBar &b : bars)
        highest = qMax(highest, b.count);
    return double(highest);
}

} // namespace

// One chart in the grid: a QChartView that can also say why it is empty (loading, no rows, an
// error) and show a number in the middle of a donut. Both are painted over the chart, so they are
// in every PNG too.
class ChartPanel : public QChartView {
public:
    explicit ChartPanel(QWidget *parent = nullptr)
        : QChartView(new QChart, parent) {
        setRenderHint(QPainter::Antialiasing);
        setFrameShape(QFrame::NoFrame);
        setMinimumSize(340, 290);
        setContextMenuPolicy(Qt::DefaultContextMenu);
        setFocusPolicy(Qt::StrongFocus); // reachable by keyboard: the context menu saves it
    }

    void setPlaceholder(const QString &text, bool isError = false) {
        m_placeholder = text;
        m_placeholderIsError = isError;
        viewport()->update();
    }
    QString placeholder() const { return m_placeholder; }

    void setCenterText(const QString &big, const QString &small) {
        m_centerBig = big;
        m_centerSmall = small;
        viewport()->update();
    }

protected:
    void paintEvent(QPaintEvent *event) override {
        QChartView::paintEvent(event);
        QPainter p(viewport());
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        if (hasFocus()) {
            // Keyboard users reach the charts (for their context menu): show where they are.
            p.setPen(QPen(palette().color(QPalette::Highlight), 2));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(QRectF(viewport()->rect()).adjusted(1, 1, -1, -1), 6, 6);
        }
        const QRectF plot = mapFromScene(chart()->plotArea()).boundingRect();
        if (!m_placeholder.isEmpty()) {
            // Over an empty chart the whole area below the title; over axes the plot area.
            const QRectF area = chart()->series().isEmpty()
                                    ? QRectF(viewport()->rect()).adjusted(24, 48, -24, -24)
                                    : plot.adjusted(12, 12, -12, -12);
            p.setPen(m_placeholderIsError ? errorTextColor()
                                          : palette().color(QPalette::Disabled, QPalette::Text));
            p.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        }
        if (!m_centerBig.isEmpty()) {
            QFont big = font();
            big.setPointSizeF(big.pointSizeF() * 1.6);
            big.setBold(true);
            QFont small = font();
            const QFontMetricsF bigMetrics(big);
            const QFontMetricsF smallMetrics(small);
            const QPointF c = plot.center();
            p.setPen(palette().color(QPalette::Text));
            p.setFont(big);
            p.drawText(
                QRectF(c.x() - 100, c.y() - bigMetrics.height() + 4, 200, bigMetrics.height()),
                Qt::AlignHCenter | Qt::AlignBottom, m_centerBig);
            p.setFont(small);
            p.setPen(palette().color(QPalette::Disabled, QPalette::Text));
            p.drawText(QRectF(c.x() - 100, c.y() + 4, 200, smallMetrics.height()),
                       Qt::AlignHCenter | Qt::AlignTop, m_centerSmall);
        }
    }

    void contextMenuEvent(QContextMenuEvent *event) override {
        QMenu menu(this);
        QAction *save = menu.addAction(ChartsView::tr("Save Chart as PNG…"));
        QAction *copy = menu.addAction(ChartsView::tr("Copy Chart Image"));
        QAction *chosen = menu.exec(event->globalPos());
        // Saved or copied, the chart carries the view's caption (what and when it shows).
        const ChartsView *charts = nullptr;
        for (QWidget *w = parentWidget(); w && !charts; w = w->parentWidget())
            charts = qobject_cast<const ChartsView *>(w);
        const QImage image = charts ? charts->captioned(grab()) : grab().toImage();
        if (chosen == copy) {
            QGuiApplication::clipboard()->setImage(image);
        } else if (chosen == save) {
            const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
            const QString path = QFileDialog::getSaveFileName(
                this, ChartsView::tr("Save Chart as PNG"), dir + u'/' + objectName() + u".png"_s,
                ChartsView::tr("PNG images (*.png)"));
            if (!path.isEmpty() && !image.save(path, "PNG"))
                QToolTip::showText(event->globalPos(),
                                   ChartsView::tr("Could not write %1.").arg(path), this);
        }
    }

private:
    QString m_placeholder;
    bool m_placeholderIsError = false;
    QString m_centerBig;
    QString m_centerSmall;
};

ChartsView::ChartsView(QWidget *parent)
    : QWidget(parent) {
    registerChartsMetaTypes();
    setObjectName(u"chartsView"_s);
    setAccessibleName(tr("Charts"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(createToolbar());

    m_messageBar = new MessageBar;
    m_messageBar->setObjectName(u"chartsMessageBar"_s);
    m_messageBar->hide();
    connect(m_messageBar, &MessageBar::actionTriggered, this, &ChartsView::refresh);
    layout->addWidget(m_messageBar);

    m_scroll = new QScrollArea;
    m_scroll->setObjectName(u"chartsScrollArea"_s);
    m_scroll->setFrameShape(QFrame::NoFrame);
    m_scroll->setWidgetResizable(true);
    m_content = new QWidget;
    m_content->setObjectName(u"chartsContent"_s);
    m_content->setAutoFillBackground(true);
    auto *grid = new QGridLayout(m_content);
    grid->setContentsMargins(10, 10, 10, 10);
    grid->setSpacing(10);

    const struct {
        Chart chart;
        const char *objectName;
        QString accessibleName;
        int row, column, columnSpan;
    } panels[] = {
        {Chart::States, "statesChart", tr("Rows by state"), 0, 0, 3},
        {Chart::Created, "createdChart", tr("Rows created over time, by state"), 0, 3, 3},
        {Chart::Throughput, "throughputChart", tr("Rows sent over time"), 1, 0, 3},
        {Chart::Backlog, "backlogChart", tr("Backlog and oldest waiting row over time"), 1, 3, 3},
        {Chart::DeadByGroup, "deadGroupsChart", tr("Dead rows by error"), 2, 0, 4},
        {Chart::DeadByOperation, "deadOperationsChart", tr("Dead rows by operation"), 2, 4, 2},
    };
    for (const auto &p : panels) {
        auto *panel = new ChartPanel;
        panel->setObjectName(QString::fromLatin1(p.objectName));
        panel->setAccessibleName(p.accessibleName);
        grid->addWidget(panel, p.row, p.column, 1, p.columnSpan);
        m_panels.insert(int(p.chart), panel);
    }
    for (int c = 0; c < 6; ++c)
        grid->setColumnStretch(c, 1);
    // Eleven labelled bars need the height: Qt Charts elides a category label to "..." when its
    // band is lower than the text.
    m_panels.value(int(Chart::DeadByGroup))->setMinimumHeight(400);
    m_panels.value(int(Chart::DeadByOperation))->setMinimumHeight(400);
    m_scroll->setWidget(m_content);
    layout->addWidget(m_scroll, 1);

    updateFilterLabel();
    renderAll();
}

ChartsView::~ChartsView() {
    // Skip what is still queued and cancel a running grouping: the worker thread's destructor
    // waits for it.
    if (m_thread)
        m_thread->worker()->supersede(std::numeric_limits<quint64>::max());
}

QWidget *ChartsView::createToolbar() {
    auto *bar = new QWidget;
    bar->setObjectName(u"chartsToolbar"_s);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(10, 6, 10, 6);

    auto *spanLabel = new QLabel(tr("&Time window:"));
    m_span = new QComboBox;
    m_span->setObjectName(u"chartsSpan"_s);
    m_span->setAccessibleName(tr("Time window of the time charts"));
    for (const qint64 seconds :
         {qint64(3600), qint64(6 * 3600), qint64(86400), qint64(7 * 86400), qint64(30 * 86400)})
        m_span->addItem(spanName(seconds), seconds);
    m_span->setCurrentIndex(m_span->findData(m_spanSeconds));
    spanLabel->setBuddy(m_span);
    connect(m_span, &QComboBox::currentIndexChanged, this, [this](int index) {
        const qint64 seconds = m_span->itemData(index).toLongLong();
        if (seconds <= 0 || seconds == m_spanSeconds)
            return;
        m_spanSeconds = seconds;
        m_stale = true;
        requestIfVisible();
    });
    row->addWidget(spanLabel);
    row->addWidget(m_span);
    row->addSpacing(12);

    m_filterLabel = new QLabel;
    m_filterLabel->setObjectName(u"chartsFilterLabel"_s);
    m_filterLabel->setAccessibleName(tr("Filter the charts follow"));
    m_filterLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_filterLabel->setMinimumWidth(80);
    m_filterLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    row->addWidget(m_filterLabel, 1);

    m_busyIndicator = new QProgressBar;
    m_busyIndicator->setObjectName(u"chartsBusyIndicator"_s);
    m_busyIndicator->setAccessibleName(tr("Reading chart data"));
    m_busyIndicator->setRange(0, 0); // indeterminate
    m_busyIndicator->setTextVisible(false);
    m_busyIndicator->setFixedWidth(90);
    m_busyIndicator->setMaximumHeight(m_span->sizeHint().height() / 2);
    m_busyIndicator->hide();
    row->addWidget(m_busyIndicator);

    m_refreshButton = new QToolButton;
    m_refreshButton->setObjectName(u"chartsRefreshButton"_s);
    m_refreshButton->setText(tr("Refresh"));
    m_refreshButton->setAccessibleName(tr("Refresh charts"));
    m_refreshButton->setIcon(QIcon::fromTheme(u"view-refresh"_s));
    m_refreshButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_refreshButton, &QToolButton::clicked, this, &ChartsView::refresh);
    row->addWidget(m_refreshButton);

    m_saveButton = new QToolButton;
    m_saveButton->setObjectName(u"chartsSaveButton"_s);
    m_saveButton->setText(tr("Save as PNG…"));
    m_saveButton->setAccessibleName(tr("Save all charts as a PNG image"));
    m_saveButton->setIcon(QIcon::fromTheme(u"document-save-as"_s));
    m_saveButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(m_saveButton, &QToolButton::clicked, this, &ChartsView::saveWithDialog);
    // Only while the charts have the focus. No F5 here: the window's refresh action has it, and
    // two active shortcuts on one key trigger neither.
    auto *save = new QAction(tr("Save Charts as PNG…"), this);
    save->setObjectName(u"chartsSaveAction"_s);
    save->setShortcut(QKeySequence::SaveAs);
    save->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(save, &QAction::triggered, this, &ChartsView::saveWithDialog);
    addAction(save);
    m_saveButton->setToolTip(tr("Save all charts as one PNG image (%1)")
                                 .arg(save->shortcut().toString(QKeySequence::NativeText)));
    row->addWidget(m_saveButton);
    return bar;
}

// A chart that cannot be drawn says why in its panel: no table open, an error, or the data not
// in yet. Returns true when it did.
bool ChartsView::showPlaceholder(ChartPanel *panel, const QString &error, const QString &errorLead,
                                 bool waiting, const QString &waitingText) {
    if (!m_hasSource) {
        panel->setPlaceholder(tr("No outbox table is open."));
        return true;
    }
    if (!error.isEmpty()) {
        panel->setPlaceholder(errorLead.arg(error), true);
        return true;
    }
    if (waiting) {
        panel->setPlaceholder(waitingText);
        return true;
    }
    return false;
}

void ChartsView::setSource(const ConnectionSpec &spec, const OutboxTable &table,
                           const QString &label) {
    m_sourceLabel = label.isEmpty() ? spec.displayUrl() : label;
    if (!m_thread) {
        m_thread = std::make_unique<ChartsWorkerThread>();
        ChartsWorker *worker = m_thread->worker();
        connect(worker, &ChartsWorker::opened, this, [this] {
            if (--m_opensInFlight == 0)
                m_openError.clear();
        });
        connect(worker, &ChartsWorker::openFailed, this, [this](const QString &message) {
            if (--m_opensInFlight == 0)
                m_openError = message;
        });
        connect(worker, &ChartsWorker::partReady, this, &ChartsView::onPartReady);
        connect(worker, &ChartsWorker::partFailed, this, &ChartsView::onPartFailed);
        connect(worker, &ChartsWorker::finished, this, &ChartsView::onFinished);
    }
    // Answers about the previous table are stale from here on.
    ++m_generation;
    m_thread->worker()->supersede(m_generation);
    ++m_opensInFlight;
    m_openError.clear();
    ChartsWorker *worker = m_thread->worker();
    QMetaObject::invokeMethod(
        worker, [worker, spec, table] { worker->open(spec, table); }, Qt::QueuedConnection);
    m_hasSource = true;
    m_table = table;
    m_data.clear();
    m_partErrors.clear();
    m_messageBar->dismiss();
    m_stale = true;
    renderAll();
    requestIfVisible();
}

void ChartsView::clearSource() {
    if (!m_hasSource)
        return;
    m_hasSource = false;
    ++m_generation;
    if (m_thread) {
        ChartsWorker *worker = m_thread->worker();
        worker->supersede(m_generation);
        QMetaObject::invokeMethod(
            worker, [worker] { worker->close(); }, Qt::QueuedConnection);
    }
    m_data.clear();
    m_partErrors.clear();
    m_messageBar->dismiss();
    setBusy(false);
    renderAll();
}

void ChartsView::setFilter(const RowFilter &filter) {
    m_filter = filter;
    updateFilterLabel();
    m_stale = true;
    requestIfVisible();
}

void ChartsView::setTimeSpan(qint64 seconds) {
    if (seconds <= 0)
        return;
    int index = m_span->findData(seconds);
    if (index < 0) {
        m_span->addItem(spanName(seconds), seconds);
        index = m_span->count() - 1;
    }
    m_span->setCurrentIndex(index); // the combo's handler reads again when the span changed
}

void ChartsView::setWindowEnd(const QDateTime &end) {
    m_windowEnd = end.isValid() ? end.toUTC() : QDateTime();
    m_stale = true;
    requestIfVisible();
}

QString ChartsView::errorText() const {
    return m_messageBar->isHidden() ? QString() : m_messageBar->text();
}

QChart *ChartsView::chart(Chart which) const {
    ChartPanel *panel = m_panels.value(int(which));
    return panel ? panel->chart() : nullptr;
}

QChartView *ChartsView::chartView(Chart which) const {
    return m_panels.value(int(which));
}

bool ChartsView::savePng(const QString &path) const {
    // Charts lay out their titles, axes and legends on a posted event: a chart changed in this
    // turn of the event loop would otherwise be saved half laid out.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // The content widget, not the scroll area: charts scrolled out of sight are saved as well.
    return captioned(m_content->grab()).save(path, "PNG");
}

bool ChartsView::savePng(Chart which, const QString &path) const {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QChartView *view = chartView(which);
    return view && captioned(view->grab()).save(path, "PNG");
}

QString ChartsView::caption() const {
    const QDateTime end = m_windowEnd.isValid() ? m_windowEnd : QDateTime::currentDateTimeUtc();
    return tr("%1 · %2 · filter: %3 · window: %4 to %5 · generated %6")
        .arg(m_sourceLabel, m_table.name.display(),
             m_filter.isEmpty() ? tr("all rows") : m_filter.describe(m_table.kindFilterName()),
             utcText(end.addSecs(-m_spanSeconds)), utcText(end),
             utcText(QDateTime::currentDateTimeUtc()));
}

QImage ChartsView::captioned(const QPixmap &charts) const {
    // An image that leaves the console says what it shows and when: a strip below the charts.
    const QString text = caption();
    const QFontMetrics fm(font());
    const qreal ratio = charts.devicePixelRatio();
    const int width = int(charts.width() / ratio);
    const QRect textRect(8, 0, width - 16, 10'000);
    const int textHeight =
        fm.boundingRect(textRect, Qt::TextWordWrap | Qt::AlignLeft, text).height();
    QImage image(QSize(width, int(charts.height() / ratio) + textHeight + 12) * ratio,
                 QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(palette().color(QPalette::Window));
    QPainter p(&image);
    p.drawPixmap(0, 0, charts);
    p.setFont(font());
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(8, int(charts.height() / ratio) + 6, width - 16, textHeight),
               Qt::TextWordWrap | Qt::AlignLeft, text);
    p.end();
    return image;
}

void ChartsView::saveWithDialog() {
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString name = u"outbox-charts-%1.png"_s.arg(
        QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s));
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Charts as PNG"),
                                                      dir + u'/' + name, tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    if (!savePng(path))
        showError(tr("Could not write the image %1: check that the folder exists and is "
                     "writable.")
                      .arg(path));
}

void ChartsView::refresh() {
    if (!m_hasSource || !m_thread) {
        renderAll();
        return;
    }
    ++m_generation;
    ChartsWorker *worker = m_thread->worker();
    worker->supersede(m_generation);
    m_stale = false;
    m_errors.clear();

    ChartsRequest request;
    request.filter = m_filter;
    const QDateTime end = m_windowEnd.isValid() ? m_windowEnd : QDateTime::currentDateTimeUtc();
    request.window = TimeWindow::ending(end, m_spanSeconds, kMaxTimeBuckets);
    request.createdByDay = m_spanSeconds > 2 * 86400;
    const quint64 generation = m_generation;
    QMetaObject::invokeMethod(
        worker, [worker, generation, request] { worker->fetch(generation, request); },
        Qt::QueuedConnection);
    setBusy(true);
}

void ChartsView::invalidate() {
    m_stale = true;
    requestIfVisible();
}

void ChartsView::requestIfVisible() {
    if (m_hasSource && isVisible())
        refresh();
}

void ChartsView::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    if (m_stale && m_hasSource)
        refresh();
}

void ChartsView::changeEvent(QEvent *event) {
    QWidget::changeEvent(event);
    // Dark or light: the chart theme and the state colours follow the palette.
    if (event->type() == QEvent::PaletteChange)
        renderAll();
}

void ChartsView::setBusy(bool busy) {
    if (busy == m_busy)
        return;
    m_busy = busy;
    m_busyIndicator->setVisible(busy);
    Q_EMIT busyChanged(busy);
}

void ChartsView::showError(const QString &message) {
    m_messageBar->showMessage(MessageBar::Kind::Error, message, tr("Retry"));
    Q_EMIT errorShown(message);
}

void ChartsView::onPartReady(quint64 generation, const ChartsData &part) {
    if (generation != m_generation)
        return; // an answer to a question no longer asked
    m_data.insert(int(part.part), part);
    m_partErrors.remove(int(part.part));
    switch (part.part) {
    case Part::States:
        renderStates();
        break;
    case Part::Created:
        renderCreated();
        break;
    case Part::Throughput:
        renderThroughput();
        break;
    case Part::Backlog:
        renderBacklog();
        break;
    case Part::DeadLetters:
        renderDeadGroups();
        renderDeadOperations();
        break;
    }
}

void ChartsView::onPartFailed(quint64 generation, Part part, const QString &message) {
    if (generation != m_generation)
        return;
    // Without a connection every part fails alike: say why the connection failed instead.
    const QString text = m_openError.isEmpty() ? message : m_openError;
    m_data.remove(int(part));
    m_partErrors.insert(int(part), text);
    if (!m_errors.contains(text)) {
        m_errors.append(text);
        showError(m_errors.size() == 1 ? text : m_errors.join(u'\n'));
    }
    renderAll();
}

void ChartsView::onFinished(quint64 generation) {
    if (generation != m_generation)
        return;
    if (m_errors.isEmpty())
        m_messageBar->dismiss();
    setBusy(false);
    // After the charts' own posted layout requests: whoever waits for "refreshed" sees them laid
    // out (titles, axes and legends are placed on a posted event).
    QMetaObject::invokeMethod(
        this,
        [this, generation] {
            if (generation == m_generation && !m_busy)
                Q_EMIT refreshed();
        },
        Qt::QueuedConnection);
}

void ChartsView::updateFilterLabel() {
    const QString description =
        m_filter.isEmpty() ? tr("all rows") : m_filter.describe(m_table.kindFilterName());
    m_filterLabel->setText(tr("Filter: %1").arg(description));
    m_filterLabel->setToolTip(description);
}

// Rendering ---------------------------------------------------------------------------------------

void ChartsView::renderAll() {
    renderStates();
    renderCreated();
    renderThroughput();
    renderBacklog();
    renderDeadGroups();
    renderDeadOperations();
}

void ChartsView::prepareChart(Chart which, const QString &title) {
    ChartPanel *panel = m_panels.value(int(which));
    QChart *c = panel->chart();
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
    panel->setBackgroundBrush(pal.color(QPalette::Window));
    panel->setPlaceholder({});
    panel->setCenterText({}, {});
    panel->setToolTip({});
    m_content->setBackgroundRole(QPalette::Window);
}

void ChartsView::styleAxis(QAbstractAxis *axis) const {
    const QPalette pal = palette();
    const QColor base = pal.color(QPalette::Base);
    const QColor text = pal.color(QPalette::Text);
    axis->setLabelsBrush(text);
    axis->setTitleBrush(pal.color(QPalette::Disabled, QPalette::Text));
    QFont labels = font();
    labels.setPointSizeF(labels.pointSizeF() * 0.9);
    axis->setLabelsFont(labels);
    axis->setTitleFont(labels);
    axis->setGridLineColor(mix(base, text, 0.12));
    axis->setLinePenColor(mix(base, text, 0.35));
    axis->setShadesVisible(false);
    axis->setMinorGridLineVisible(false);
}

void ChartsView::renderStates() {
    prepareChart(Chart::States, tr("Rows by state"));
    ChartPanel *panel = m_panels.value(int(Chart::States));
    QChart *c = panel->chart();
    const QString error = m_partErrors.value(int(Part::States));
    const auto it = m_data.constFind(int(Part::States));
    if (showPlaceholder(panel, error, tr("Could not count the rows:\n%1"), it == m_data.constEnd(),
                        tr("Counting…")))
        return;
    const StateCounts &counts = it->counts;
    if (counts.total == 0) {
        panel->setPlaceholder(tr("No rows match the filter."));
        panel->setAccessibleDescription(tr("No rows match the filter."));
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
            if (m_table.vocabulary.stateOf(r.key()) == state)
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

void ChartsView::renderCreated() {
    const auto it = m_data.constFind(int(Part::Created));
    const bool byDay = it != m_data.constEnd() ? it->createdByDay : m_spanSeconds > 2 * 86400;
    prepareChart(Chart::Created, byDay ? tr("Rows created per day") : tr("Rows created per hour"));
    ChartPanel *panel = m_panels.value(int(Chart::Created));
    QChart *c = panel->chart();
    const QString error = m_partErrors.value(int(Part::Created));
    if (showPlaceholder(panel, error, tr("Could not count the rows created:\n%1"),
                        it == m_data.constEnd(), tr("Counting…")))
        return;
    const TimeWindow &window = it->createdWindow;
    const int buckets = window.bucketCount();
    // Sent at the bottom (usually the bulk), the states that need attention on top.
    const RowState order[] = {RowState::Sent, RowState::Pending, RowState::InFlight, RowState::Dead,
                              RowState::Unknown};
    QHash<int, QList<qreal>> values;
    qint64 total = 0;
    qreal highest = 0;
    QList<qreal> stackHeights(buckets, 0);
    for (const HistogramBucket &bucket : it->created) {
        const int index = window.bucketOf(bucket.start);
        if (index < 0 || index >= buckets)
            continue;
        for (auto s = bucket.counts.cbegin(); s != bucket.counts.cend(); ++s) {
            QList<qreal> &v = values[int(s.key())];
            if (v.isEmpty())
                v = QList<qreal>(buckets, 0);
            v[index] += qreal(s.value());
            stackHeights[index] += qreal(s.value());
            total += s.value();
        }
    }
    for (const qreal h : std::as_const(stackHeights))
        highest = qMax(highest, h);
    c->setTitle(c->title() + u" · "_s + rowCount(total));
    if (total == 0) {
        panel->setPlaceholder(tr("No rows matching the filter were created in this window."));
        panel->setAccessibleDescription(panel->placeholder());
        return;
    }
    auto *series = new QStackedBarSeries;
    series->setObjectName(u"createdSeries"_s);
    series->setBarWidth(0.82);
    QStringList summary;
    for (const RowState state : order) {
        const auto v = values.constFind(int(state));
        if (v == values.constEnd())
            continue;
        auto *set = new QBarSet(stateLabel(state));
        set->append(*v);
        set->setColor(stateColor(state));
        set->setBorderColor(stateColor(state));
        series->append(set);
        qreal sum = 0;
        for (const qreal x : *v)
            sum += x;
        summary.append(tr("%1: %2").arg(stateLabel(state), number(qint64(sum))));
    }
    c->addSeries(series);
    auto *x = timeAxis(window, -0.5);
    auto *y = countAxis(highest, 1.05);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    styleAxis(x);
    styleAxis(y);
    panel->setAccessibleDescription(
        tr("%Ln row(s) created: %1", "", int(qMin<qint64>(total, INT_MAX)))
            .arg(summary.join(u"; "_s)));
}

void ChartsView::renderThroughput() {
    const auto it = m_data.constFind(int(Part::Throughput));
    const QString per =
        it != m_data.constEnd() ? bucketName(it->throughput.window.bucket) : tr("minute");
    prepareChart(Chart::Throughput, tr("Sent per %1").arg(per));
    ChartPanel *panel = m_panels.value(int(Chart::Throughput));
    QChart *c = panel->chart();
    const QString error = m_partErrors.value(int(Part::Throughput));
    if (showPlaceholder(panel, error, tr("Could not count the rows sent:\n%1"),
                        it == m_data.constEnd(), tr("Counting…")))
        return;
    const ThroughputSeries &series = it->throughput;
    const qint64 total = series.total();
    c->setTitle(c->title() + u" · "_s + rowCount(total));
    auto *upper = new QLineSeries;
    qreal highest = 0;
    // A step per bucket (two points: its start and its end), not a line through midpoints: the
    // count belongs to the whole bucket, and low counts would otherwise draw a saw.
    for (int i = 0; i < series.sent.size(); ++i) {
        upper->append(i, qreal(series.sent.at(i)));
        upper->append(i + 1, qreal(series.sent.at(i)));
        highest = qMax(highest, qreal(series.sent.at(i)));
    }
    auto *area = new QAreaSeries(upper);
    upper->setParent(area);
    area->setObjectName(u"sentSeries"_s);
    area->setName(tr("Sent"));
    const QColor color = stateColor(RowState::Sent);
    QColor fill = color;
    fill.setAlphaF(0.28f);
    area->setBrush(fill);
    area->setPen(Qt::NoPen); // an outline would also draw the baseline and the sides
    c->addSeries(area);
    auto *line = new QLineSeries;
    line->append(upper->points());
    line->setName(tr("Sent"));
    c->addSeries(line);
    line->setPen(QPen(color, 1.8));
    c->legend()->setVisible(false);
    auto *x = timeAxis(series.window, 0);
    auto *y = countAxis(highest, 1.1);
    y->setTitleText(tr("Rows per %1").arg(per));
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    area->attachAxis(x);
    area->attachAxis(y);
    line->attachAxis(x);
    line->attachAxis(y);
    styleAxis(x);
    styleAxis(y);
    if (total == 0)
        panel->setPlaceholder(tr("Nothing matching the filter was sent in this window."));
    panel->setAccessibleDescription(
        tr("%1 (%2): %3 sent, at most %4 per %5")
            .arg(c->title(), spanName(m_spanSeconds), number(total), number(qint64(highest)), per));
}

void ChartsView::renderBacklog() {
    prepareChart(Chart::Backlog, tr("Backlog"));
    ChartPanel *panel = m_panels.value(int(Chart::Backlog));
    QChart *c = panel->chart();
    const QString error = m_partErrors.value(int(Part::Backlog));
    const auto it = m_data.constFind(int(Part::Backlog));
    if (showPlaceholder(panel, error, tr("Could not reconstruct the backlog:\n%1"),
                        it == m_data.constEnd(), tr("Reading…")))
        return;
    const BacklogSeries &backlog = it->backlog;
    qreal highest = 0;
    qint64 oldestAge = 0;
    for (const BacklogPoint &p : backlog.points) {
        highest = qMax(highest, qreal(p.waiting));
        oldestAge = qMax(oldestAge, p.oldestAgeSeconds());
    }
    // Age in the unit that keeps the axis readable.
    double unit = 60;
    QString unitName = tr("minutes");
    if (oldestAge >= 3 * 86400) {
        unit = 86400;
        unitName = tr("days");
    } else if (oldestAge >= 2 * 3600) {
        unit = 3600;
        unitName = tr("hours");
    }
    const auto age = [&](qint64 seconds) {
        return QLocale().toString(double(seconds) / unit, 'f', unit == 60 ? 0 : 1);
    };
    const double bucketMs = double(bucketSeconds(backlog.window.bucket)) * 1000;
    auto *waiting = new QLineSeries;
    waiting->setObjectName(u"waitingSeries"_s);
    waiting->setName(tr("Waiting rows"));
    auto *oldest = new QLineSeries;
    oldest->setObjectName(u"oldestAgeSeries"_s);
    oldest->setName(tr("Oldest waiting (%1)").arg(unitName));
    for (const BacklogPoint &p : backlog.points) {
        const double x = double(backlog.window.from.msecsTo(p.at)) / bucketMs;
        waiting->append(x, qreal(p.waiting));
        oldest->append(x, double(p.oldestAgeSeconds()) / unit);
    }
    const BacklogPoint last =
        backlog.points.isEmpty() ? BacklogPoint() : backlog.points.constLast();
    c->setTitle(c->title() + u" · "_s +
                (last.waiting == 0
                     ? tr("nothing waiting")
                     : tr("%1 waiting, oldest %2 %3")
                           .arg(number(last.waiting), age(last.oldestAgeSeconds()), unitName)));
    c->addSeries(waiting);
    c->addSeries(oldest);
    waiting->setPen(QPen(stateColor(RowState::Pending), 2));
    QPen agePen(stateColor(RowState::InFlight), 1.6, Qt::DashLine);
    oldest->setPen(agePen);
    auto *x = timeAxis(backlog.window, 0);
    auto *y = countAxis(highest, 1.1);
    y->setTitleText(tr("Rows"));
    auto *y2 = countAxis(double(oldestAge) / unit, 1.1);
    y2->setTitleText(unitName);
    c->addAxis(x, Qt::AlignBottom);
    c->addAxis(y, Qt::AlignLeft);
    c->addAxis(y2, Qt::AlignRight);
    waiting->attachAxis(x);
    waiting->attachAxis(y);
    oldest->attachAxis(x);
    oldest->attachAxis(y2);
    styleAxis(x);
    styleAxis(y);
    styleAxis(y2);
    y2->setGridLineVisible(false);
    if (highest == 0)
        panel->setPlaceholder(tr("No row matching the filter waited in this window."));
    panel->setAccessibleDescription(
        tr("Waiting rows (%1): at most %2, now %3; the oldest waiting row is %4 %5 old")
            .arg(spanName(m_spanSeconds), number(qint64(highest)), number(last.waiting),
                 age(last.oldestAgeSeconds()), unitName));
}

void ChartsView::renderDeadGroups() {
    prepareChart(Chart::DeadByGroup, tr("Dead rows by error"));
    ChartPanel *panel = m_panels.value(int(Chart::DeadByGroup));
    QChart *c = panel->chart();
    const QString error = m_partErrors.value(int(Part::DeadLetters));
    const auto it = m_data.constFind(int(Part::DeadLetters));
    if (showPlaceholder(panel, error, tr("Could not group the dead rows:\n%1"),
                        it == m_data.constEnd(), tr("Grouping dead rows…")))
        return;
    const QList<DeadLetterGroup> &groups = it->deadGroups;
    qint64 total = 0;
    for (const DeadLetterGroup &g : groups)
        total += g.count;
    c->setTitle(c->title() + u" · "_s +
                tr("%1 in %2").arg(rowCount(total), groupCount(groups.size())));
    if (groups.isEmpty()) {
        panel->setPlaceholder(tr("No dead rows match the filter."));
        panel->setAccessibleDescription(panel->placeholder());
        return;
    }

    QList<HBar> bars;
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
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
    const QColor dead = stateColor(RowState::Dead);
    auto *series =
        addHorizontalBars(c, bars, dead, mix(dead, palette().color(QPalette::Base), 0.55),
                          palette().color(QPalette::Text), labelFont,
                          qMax(160, panel->width() * 2 / 5), panel->height() - 100.0);
    series->setObjectName(u"deadGroupSeries"_s);
    QBarSet *set = series->barSets().constFirst();
    connect(set, &QBarSet::hovered, panel, [panel, bars](bool state, int index) {
        if (state && index >= 0 && index < bars.size())
            QToolTip::showText(QCursor::pos(), bars.at(index).tipHtml, panel);
        else
            QToolTip::hideText();
    });
    connect(set, &QBarSet::clicked, this, [this, bars](int index) {
        if (index >= 0 && index < bars.size() && !bars.at(index).key.isNull())
            Q_EMIT deadGroupActivated(bars.at(index).key);
    });
    auto *x = countAxis(highestOf(bars), 1.15);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    styleAxis(x);
    const auto yAxes = c->axes(Qt::Vertical);
    for (QAbstractAxis *y : yAxes) {
        styleAxis(y);
        y->setGridLineVisible(false);
    }
    panel->setAccessibleDescription(
        tr("%Ln dead row(s) by error: %1", "", int(qMin<qint64>(total, INT_MAX)))
            .arg(summary.join(u"; "_s)));
}

void ChartsView::renderDeadOperations() {
    const bool operations =
        !m_hasSource || m_table.description().kindNoun == FormatDescription::KindNoun::Operation;
    prepareChart(Chart::DeadByOperation,
                 operations ? tr("Dead rows by operation") : tr("Dead rows by event type"));
    ChartPanel *panel = m_panels.value(int(Chart::DeadByOperation));
    QChart *c = panel->chart();
    const QString error = m_partErrors.value(int(Part::DeadLetters));
    const auto it = m_data.constFind(int(Part::DeadLetters));
    if (showPlaceholder(panel, error, tr("Could not group the dead rows:\n%1"),
                        it == m_data.constEnd(), tr("Grouping dead rows…")))
        return;
    QMap<QString, qint64> byOperation;
    for (const DeadLetterGroup &g : it->deadGroups) {
        for (auto op = g.operations.cbegin(); op != g.operations.cend(); ++op)
            byOperation[op.key()] += op.value();
    }
    if (byOperation.isEmpty()) {
        panel->setPlaceholder(tr("No dead rows match the filter."));
        panel->setAccessibleDescription(panel->placeholder());
        return;
    }
    QList<HBar> bars;
    QStringList summary;
    for (auto op = byOperation.cbegin(); op != byOperation.cend(); ++op) {
        const QString label = op.key().isEmpty() ? tr("(none)") : op.key();
        bars.append({label, op.value(),
                     tr("<b>%1</b>: %2 dead").arg(label.toHtmlEscaped(), rowCount(op.value())),
                     op.key()});
    }
    std::stable_sort(bars.begin(), bars.end(),
                     [](const HBar &a, const HBar &b) { return a.count > b.count; });
    for (const HBar &b : std::as_const(bars))
        summary.append(tr("%1: %2").arg(b.text, number(b.count)));
    QFont labelFont = font();
    labelFont.setPointSizeF(labelFont.pointSizeF() * 0.9);
    const QColor dead = mix(stateColor(RowState::Dead), palette().color(QPalette::Base), 0.2);
    auto *series =
        addHorizontalBars(c, bars, dead, dead, palette().color(QPalette::Text), labelFont,
                          qMax(100, panel->width() / 3), panel->height() - 100.0);
    series->setObjectName(u"deadOperationSeries"_s);
    QBarSet *set = series->barSets().constFirst();
    connect(set, &QBarSet::hovered, panel, [panel, bars](bool state, int index) {
        if (state && index >= 0 && index < bars.size())
            QToolTip::showText(QCursor::pos(), bars.at(index).tipHtml, panel);
        else
            QToolTip::hideText();
    });
    connect(set, &QBarSet::clicked, this, [this, bars](int index) {
        if (index >= 0 && index < bars.size())
            Q_EMIT operationActivated(bars.at(index).key);
    });
    auto *x = countAxis(highestOf(bars), 1.15);
    c->addAxis(x, Qt::AlignBottom);
    series->attachAxis(x);
    styleAxis(x);
    const auto yAxes = c->axes(Qt::Vertical);
    for (QAbstractAxis *y : yAxes) {
        styleAxis(y);
        y->setGridLineVisible(false);
    }
    panel->setAccessibleDescription(
        tr("Dead rows by %1: %2")
            .arg(operations ? tr("operation") : tr("event type"), summary.join(u"; "_s)));
}

} // namespace outbox::ui
