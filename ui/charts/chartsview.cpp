#include "ui/charts/chartsview.h"

#include "ui/charts/chartpanel.h"
#include "ui/charts/outboxcharts.h"
#include "ui/common/busyindicator.h"
#include "ui/common/messagebar.h"
#include "ui/common/timetext.h"

#include <QAction>
#include <QChart>
#include <QComboBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QScrollArea>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

using namespace Qt::StringLiterals;

namespace outbox::ui {

using Chart = ChartsView::Chart;
using Part = ChartsData::Part;

namespace {

constexpr int kMaxTimeBuckets = 360; // 1 h and 6 h per minute, 24 h per 10 minutes, 7 d per hour

// A toolbar button with a theme icon and its text beside it.
QToolButton *toolButton(const QString &objectName, const QString &text,
                        const QString &accessibleName, const QString &iconName) {
    auto *button = new QToolButton;
    button->setObjectName(objectName);
    button->setText(text);
    button->setAccessibleName(accessibleName);
    button->setIcon(QIcon::fromTheme(iconName));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

} // namespace

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
    m_content->setBackgroundRole(QPalette::Window);
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
    m_renderers.resize(qsizetype(std::size(panels)));
    for (const auto &p : panels) {
        auto *panel = new ChartPanel;
        panel->setObjectName(QString::fromLatin1(p.objectName));
        panel->setAccessibleName(p.accessibleName);
        // Saved or copied from its context menu, a chart carries the view's caption.
        panel->setCaptioner([this](const QPixmap &grab) { return captioned(grab); });
        grid->addWidget(panel, p.row, p.column, 1, p.columnSpan);
        m_renderers[int(p.chart)] = createRenderer(p.chart, panel);
    }
    for (int c = 0; c < 6; ++c)
        grid->setColumnStretch(c, 1);
    // Eleven labelled bars need the height: Qt Charts elides a category label to "..." when its
    // band is lower than the text.
    chartView(Chart::DeadByGroup)->setMinimumHeight(400);
    chartView(Chart::DeadByOperation)->setMinimumHeight(400);
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
        m_span->addItem(ChartRenderer::spanName(seconds), seconds);
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

    m_busyIndicator = busyProgressBar(u"chartsBusyIndicator"_s);
    m_busyIndicator->setAccessibleName(tr("Reading chart data"));
    m_busyIndicator->setFixedWidth(90);
    m_busyIndicator->setMaximumHeight(m_span->sizeHint().height() / 2);
    m_busyIndicator->hide();
    row->addWidget(m_busyIndicator);

    m_refreshButton = toolButton(u"chartsRefreshButton"_s, tr("Refresh"), tr("Refresh charts"),
                                 u"view-refresh"_s);
    connect(m_refreshButton, &QToolButton::clicked, this, &ChartsView::refresh);
    row->addWidget(m_refreshButton);

    m_saveButton = toolButton(u"chartsSaveButton"_s, tr("Save as PNG…"),
                              tr("Save all charts as a PNG image"), u"document-save-as"_s);
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
        m_span->addItem(ChartRenderer::spanName(seconds), seconds);
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
    QChartView *view = chartView(which);
    return view ? view->chart() : nullptr;
}

QChartView *ChartsView::chartView(Chart which) const {
    ChartRenderer *renderer = m_renderers.value(int(which));
    return renderer ? renderer->panel() : nullptr;
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
    // An image that leaves the console says what it shows and when.
    return imageWithCaption(charts, caption(), font(), palette());
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
    for (ChartRenderer *renderer : std::as_const(m_renderers)) {
        if (renderer->part() == part.part)
            render(renderer);
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

ChartRenderer *ChartsView::createRenderer(Chart which, ChartPanel *panel) {
    switch (which) {
    case Chart::States: {
        auto *states = new StatesChart(panel, this);
        connect(states, &StatesChart::stateActivated, this, &ChartsView::stateActivated);
        return states;
    }
    case Chart::Created:
        return new CreatedChart(panel, this);
    case Chart::Throughput:
        return new ThroughputChart(panel, this);
    case Chart::Backlog:
        return new BacklogChart(panel, this);
    case Chart::DeadByGroup: {
        auto *groups = new DeadGroupsChart(panel, this);
        connect(groups, &DeadGroupsChart::groupActivated, this, &ChartsView::deadGroupActivated);
        return groups;
    }
    case Chart::DeadByOperation: {
        auto *operations = new DeadOperationsChart(panel, this);
        connect(operations, &DeadOperationsChart::operationActivated, this,
                &ChartsView::operationActivated);
        return operations;
    }
    }
    return nullptr;
}

void ChartsView::render(ChartRenderer *renderer) {
    // The renderer draws from the last answer of its part, or says why there is none.
    const int part = int(renderer->part());
    const auto answer = m_data.constFind(part);
    renderer->render({m_hasSource, m_table, m_spanSeconds,
                      answer != m_data.constEnd() ? &*answer : nullptr, m_partErrors.value(part)});
}

void ChartsView::renderAll() {
    for (ChartRenderer *renderer : std::as_const(m_renderers))
        render(renderer);
}

} // namespace outbox::ui
