#include "ui/overview/overviewwindow.h"

#include "output/rowformat.h"
#include "ui/common/sparkline.h"
#include "ui/common/timetext.h"
#include "ui/common/uisettings.h"
#include "ui/overview/notifier.h"
#include "ui/overview/overviewmodel.h"
#include "ui/overview/overviewmonitor.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProxyStyle>
#include <QPushButton>
#include <QShortcut>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

// The overview's lines are links to their profiles: one click opens, as the users expect
// of a dashboard (Qt's single-click activation, as in KDE's single-click mode; Enter still opens).
class SingleClickStyle final : public QProxyStyle {
public:
    int styleHint(StyleHint hint, const QStyleOption *option, const QWidget *widget,
                  QStyleHintReturn *returnData) const override {
        if (hint == SH_ItemView_ActivateItemOnSingleClick)
            return 1;
        return QProxyStyle::styleHint(hint, option, widget, returnData);
    }
};

} // namespace

OverviewWindow::OverviewWindow(OverviewMonitor *monitor, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_monitor(monitor)
    , m_clock(new QTimer(this)) {
    setObjectName(u"overviewWindow"_s);
    setWindowTitle(tr("Overview of All Profiles — Outbox Console"));
    auto *layout = new QVBoxLayout(this);

    auto *top = new QHBoxLayout;
    m_status = new QLabel;
    m_status->setObjectName(u"overviewStatus"_s);
    m_status->setTextFormat(Qt::PlainText);
    top->addWidget(m_status, 1);
    m_interval = new QComboBox;
    m_interval->setObjectName(u"overviewIntervalCombo"_s);
    m_interval->setAccessibleName(tr("Refresh interval"));
    m_interval->setToolTip(tr("How often every profile is read again"));
    for (int seconds : {15, 30, 60, 300, 900})
        m_interval->addItem(seconds < 60 ? tr("Every %1 s").arg(seconds)
                                         : tr("Every %n min", nullptr, seconds / 60),
                            seconds);
    const int current = m_interval->findData(int(m_monitor->interval().count()));
    m_interval->setCurrentIndex(current >= 0 ? current : m_interval->findData(60));
    connect(m_interval, &QComboBox::currentIndexChanged, this, [this] {
        m_monitor->setInterval(std::chrono::seconds(m_interval->currentData().toInt()));
        updateStatus();
    });
    top->addWidget(m_interval);
    auto *thresholds = new QPushButton(tr("&Notifications…"));
    thresholds->setObjectName(u"overviewThresholdsButton"_s);
    thresholds->setToolTip(tr("The selected profile's notification thresholds, in the connection "
                              "manager"));
    connect(thresholds, &QPushButton::clicked, this,
            [this] { Q_EMIT notificationSettingsRequested(selectedProfile()); });
    top->addWidget(thresholds);
    m_refresh = new QPushButton(tr("&Refresh"));
    m_refresh->setObjectName(u"overviewRefreshButton"_s);
    m_refresh->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
    m_refresh->setToolTip(tr("Read every profile now (F5)"));
    connect(m_refresh, &QPushButton::clicked, m_monitor, &OverviewMonitor::refresh);
    auto *f5 = new QShortcut(QKeySequence(Qt::Key_F5), this);
    connect(f5, &QShortcut::activated, m_monitor, &OverviewMonitor::refresh);
    top->addWidget(m_refresh);
    layout->addLayout(top);

    m_notifyNote = new QLabel;
    m_notifyNote->setObjectName(u"overviewNotifyNote"_s);
    m_notifyNote->setWordWrap(true);
    m_notifyNote->setTextFormat(Qt::PlainText);
    m_notifyNote->hide();
    layout->addWidget(m_notifyNote);

    m_empty = new QLabel(tr("No saved profiles yet. Add one in File › Manage Connections, and "
                            "every outbox you watch shows here on a line of its own."));
    m_empty->setObjectName(u"overviewEmpty"_s);
    m_empty->setWordWrap(true);
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->hide();
    layout->addWidget(m_empty);

    m_view = new QTableView;
    m_view->setObjectName(u"overviewTable"_s);
    m_view->setAccessibleName(tr("Every saved profile"));
    m_view->setModel(m_monitor->model());
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->setItemDelegateForColumn(OverviewModel::TrendColumn, new SparklineDelegate(m_view));
    // The figures take what they need, the table name the rest; the database URL is elided (its
    // tooltip has it whole).
    QHeaderView *header = m_view->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(OverviewModel::DatabaseColumn, QHeaderView::Interactive);
    header->resizeSection(OverviewModel::DatabaseColumn, 180);
    header->setSectionResizeMode(OverviewModel::TableColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(OverviewModel::TrendColumn, QHeaderView::Fixed);
    header->resizeSection(OverviewModel::TrendColumn, 72);
    header->setStretchLastSection(false);
    layout->addWidget(m_view, 1);
    auto *singleClick = new SingleClickStyle;
    singleClick->setParent(m_view);
    m_view->setStyle(singleClick);
    m_view->viewport()->setCursor(Qt::PointingHandCursor);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QString profile = index.data(OverviewModel::ProfileNameRole).toString();
        if (!profile.isEmpty())
            Q_EMIT openProfileRequested(profile); // once per double-click too (its first click)
    });

    OverviewModel *model = m_monitor->model();
    connect(model, &QAbstractItemModel::modelReset, this, &OverviewWindow::updateSpans);
    connect(model, &QAbstractItemModel::dataChanged, this, &OverviewWindow::updateSpans);
    connect(m_monitor, &OverviewMonitor::refreshStarted, this, &OverviewWindow::updateStatus);
    connect(m_monitor, &OverviewMonitor::refreshed, this, &OverviewWindow::updateStatus);
    m_clock->setInterval(std::chrono::seconds(1));
    connect(m_clock, &QTimer::timeout, this, &OverviewWindow::updateStatus);

    if (const QByteArray geometry = uisettings::overviewGeometry.read(); !geometry.isEmpty())
        restoreGeometry(geometry);
    else
        resize(1000, 420);
    updateStatus();
}

QString OverviewWindow::selectedProfile() const {
    const QModelIndexList selected = m_view->selectionModel()->selectedRows();
    const QModelIndex line =
        !selected.isEmpty() ? selected.constFirst() : m_monitor->model()->index(0, 0);
    return line.data(OverviewModel::ProfileNameRole).toString();
}

void OverviewWindow::showEvent(QShowEvent *event) {
    QWidget::showEvent(event);
    m_monitor->setWatched(true);
    m_clock->start();
    updateStatus();
    updateSpans();
}

void OverviewWindow::hideEvent(QHideEvent *event) {
    uisettings::overviewGeometry.write(saveGeometry());
    m_clock->stop();
    m_monitor->setWatched(false);
    QWidget::hideEvent(event);
}

void OverviewWindow::updateSpans() {
    const OverviewModel *model = m_monitor->model();
    constexpr int kFirst = OverviewModel::TableColumn;
    for (int row = 0; row < model->rowCount(); ++row) {
        const bool failed =
            !model->index(row, 0).data(OverviewModel::ErrorRole).toString().isEmpty();
        const int span = failed ? OverviewModel::ColumnCount - kFirst : 1;
        if (m_view->columnSpan(row, kFirst) != span)
            m_view->setSpan(row, kFirst, 1, span);
    }
    const bool empty = model->rowCount() == 0;
    m_empty->setVisible(empty);
    m_view->setVisible(!empty);
}

void OverviewWindow::updateStatus() {
    const int profiles = m_monitor->profileCount();
    m_refresh->setEnabled(!m_monitor->isRefreshing() && profiles > 0);
    QString text;
    if (m_monitor->isRefreshing()) {
        text = tr("Reading %n profile(s)…", nullptr, profiles);
    } else if (m_monitor->lastRefresh().isValid()) {
        const qint64 nextIn =
            qMax<qint64>(0, m_monitor->interval().count() -
                                m_monitor->lastRefresh().secsTo(QDateTime::currentDateTimeUtc()));
        text = tr("%n profile(s), read at %1 in %2 s; next in %3", nullptr, profiles)
                   .arg(utcText(m_monitor->lastRefresh()))
                   .arg(QString::number(double(m_monitor->lastRefreshMs()) / 1000.0, 'f', 1),
                        humanDuration(nextIn));
    }
    m_status->setText(text);
    // Where notifications go, when some profile asks for them.
    const Notifier *notifier = m_monitor->notifier();
    const bool notifying = m_monitor->isActive() && m_monitor->model()->rowCount() > 0 &&
                           notifier && !notifier->canNotify();
    m_notifyNote->setText(
        tr("This desktop has no notification area: a profile over one of its notification "
           "thresholds is flagged here only."));
    m_notifyNote->setVisible(notifying && m_monitor->hasNotifyingProfiles());
}

} // namespace outbox::ui
