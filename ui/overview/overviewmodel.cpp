#include "ui/overview/overviewmodel.h"

#include "output/rowformat.h"
#include "ui/common/sparkline.h"
#include "ui/common/stateappearance.h"
#include "ui/common/timetext.h"

#include <QApplication>
#include <QFont>
#include <QLocale>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

#include <iterator>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

QIcon environmentSwatch(const QString &environment) {
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(environmentColor(environment));
    p.drawRoundedRect(QRectF(0.5, 0.5, 11, 11), 2.5, 2.5);
    return QIcon(pixmap);
}

// "1,204  ▲15": the figure and its change since the previous refresh.
QString withChange(qint64 now, std::optional<qint64> before) {
    const QLocale locale;
    QString text = locale.toString(now);
    if (before && *before != now) {
        const qint64 change = now - *before;
        text += (change > 0 ? u"  ▲"_s : u"  ▼"_s) + locale.toString(qAbs(change));
    }
    return text;
}

// The column a threshold speaks of.
int columnOf(AlertKind kind) {
    switch (kind) {
    case AlertKind::NewDeadRows:
        return OverviewModel::DeadColumn;
    case AlertKind::BlockedKeys:
        return OverviewModel::BlockedColumn;
    case AlertKind::OldestPending:
        break;
    }
    return OverviewModel::OldestPendingColumn;
}

QString relayLabel(RelayActivity activity) {
    switch (activity) {
    case RelayActivity::Working:
        return OverviewModel::tr("Working");
    case RelayActivity::Paused:
        return OverviewModel::tr("Paused");
    case RelayActivity::Silent:
        return OverviewModel::tr("Silent");
    case RelayActivity::None:
        return OverviewModel::tr("None");
    case RelayActivity::Library:
        return OverviewModel::tr("Its library");
    case RelayActivity::Unknown:
        break;
    }
    return OverviewModel::tr("Unknown");
}

} // namespace

OverviewModel::OverviewModel(QObject *parent)
    : QAbstractTableModel(parent) {}

void OverviewModel::setProfiles(const QList<Profile> &profiles) {
    const bool sameLines = profiles.size() == m_lines.size() &&
                           std::equal(profiles.cbegin(), profiles.cend(), m_lines.cbegin(),
                                      [](const Profile &p, const Line &line) {
                                          return p.name == line.profile.name &&
                                                 p.databaseUrl == line.profile.databaseUrl &&
                                                 p.table == line.profile.table;
                                      });
    if (sameLines) { // the same lines: their settings (environment, thresholds) may differ
        for (int i = 0; i < profiles.size(); ++i)
            m_lines[i].profile = profiles.at(i);
        if (!m_lines.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(int(m_lines.size()) - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    QList<Line> lines;
    for (const Profile &profile : profiles) {
        Line line{profile, {}, {}, {}, {}};
        const int old = rowOf(profile.name);
        if (old >= 0 && m_lines.at(old).profile.databaseUrl == profile.databaseUrl &&
            m_lines.at(old).profile.table == profile.table) {
            line = m_lines.at(old);
            line.profile = profile;
        }
        lines.append(line);
    }
    m_lines = lines;
    endResetModel();
}

void OverviewModel::setSnapshot(const OutboxSnapshot &snapshot,
                                const std::optional<OutboxSnapshot> &previous,
                                const QList<OverviewHistory::Point> &trend,
                                const QList<OverviewAlert> &alerts) {
    const int row = rowOf(snapshot.profile);
    if (row < 0)
        return;
    Line &line = m_lines[row];
    line.snapshot = snapshot;
    line.previous = previous;
    line.trend = trend;
    line.alerts = alerts;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void OverviewModel::setReading(bool reading) {
    m_reading = reading;
    if (!m_lines.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_lines.size()) - 1, ColumnCount - 1));
}

std::optional<OutboxSnapshot> OverviewModel::snapshot(const QString &profile) const {
    const int row = rowOf(profile);
    return row < 0 ? std::nullopt : m_lines.at(row).snapshot;
}

int OverviewModel::rowOf(const QString &profile) const {
    for (int i = 0; i < m_lines.size(); ++i)
        if (m_lines.at(i).profile.name == profile)
            return i;
    return -1;
}

QString OverviewModel::profileAt(int row) const {
    return row >= 0 && row < m_lines.size() ? m_lines.at(row).profile.name : QString();
}

int OverviewModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_lines.size());
}

int OverviewModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OverviewModel::headerData(int section, Qt::Orientation orientation, int role) const {
    // The columns' titles, in the order of Column.
    static const char *const titles[] = {
        QT_TR_NOOP("Profile"),        QT_TR_NOOP("Database"), QT_TR_NOOP("Table"),
        QT_TR_NOOP("Pending"),        QT_TR_NOOP("Dead"),     QT_TR_NOOP("Blocked keys"),
        QT_TR_NOOP("Oldest pending"), QT_TR_NOOP("Backlog"),  QT_TR_NOOP("Relay")};
    static_assert(std::size(titles) == ColumnCount);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return {};
    return tr(titles[section]);
}

QVariant OverviewModel::display(const Line &line, int column) const {
    const std::optional<OutboxSnapshot> &s = line.snapshot;
    switch (column) {
    case ProfileColumn:
        return line.profile.name;
    case DatabaseColumn:
        if (s && !s->database.isEmpty())
            return s->database;
        if (auto spec = ConnectionSpec::fromUrl(line.profile.databaseUrl))
            return spec->displayUrl();
        return line.profile.databaseUrl;
    case TableColumn:
        if (!s)
            return tr("Reading…");
        if (!s->ok())
            return s->error;
        return tr("%1 (%2)").arg(s->table, s->format);
    default:
        break;
    }
    if (!s || !s->ok())
        return {};
    const auto before = [&](qint64 OutboxSnapshot::*field) -> std::optional<qint64> {
        if (!line.previous)
            return std::nullopt;
        return (*line.previous).*field;
    };
    switch (column) {
    case PendingColumn:
        return withChange(s->pending, before(&OutboxSnapshot::pending));
    case DeadColumn:
        return withChange(s->dead, before(&OutboxSnapshot::dead));
    case BlockedColumn:
        return s->blockedKeys ? QLocale().toString(*s->blockedKeys) : u"–"_s;
    case OldestPendingColumn:
        return s->oldestPendingAgeSeconds
                   ? tr("%1 ago").arg(humanDuration(*s->oldestPendingAgeSeconds))
                   : u"–"_s;
    case RelayColumn:
        return s->relays > 1 ? tr("%1 (%2)").arg(relayLabel(s->relay)).arg(s->relays)
                             : relayLabel(s->relay);
    default:
        return {};
    }
}

QVariant OverviewModel::toolTip(const Line &line, int column) const {
    const std::optional<OutboxSnapshot> &s = line.snapshot;
    if (column == ProfileColumn) {
        QStringList tip{tr("%1 (%2). Double-click or press Enter to open it.")
                            .arg(line.profile.name, environmentLabel(line.profile.environment))};
        for (const OverviewAlert &alert : line.alerts)
            tip << tr("Over its notification threshold: %1").arg(alert.message);
        return tip.join(u'\n');
    }
    if (column == DatabaseColumn)
        return display(line, column);
    if (!s)
        return {};
    if (!s->ok())
        return column == TableColumn ? s->error : QVariant();
    if (column == TableColumn)
        return display(line, column);
    for (const OverviewAlert &alert : line.alerts)
        if (columnOf(alert.kind) == column)
            return tr("Over its notification threshold: %1").arg(alert.message);
    switch (column) {
    case PendingColumn:
    case DeadColumn:
        return line.previous ? tr("Change since the refresh at %1").arg(utcText(line.previous->at))
                             : tr("The change shows from the next refresh on");
    case BlockedColumn:
        return s->blockedKeys ? tr("Keys whose oldest undelivered row is dead: their later rows "
                                   "wait behind it")
                              : tr("This table is not delivered in order per key");
    case TrendColumn:
        return tr("Pending and dead rows over the last %n refresh(es)", nullptr,
                  int(line.trend.size()));
    case RelayColumn:
        return s->relayNote;
    default:
        return {};
    }
}

QVariant OverviewModel::data(const QModelIndex &index, int role) const {
    if (!index.isValid() || index.row() >= m_lines.size())
        return {};
    const Line &line = m_lines.at(index.row());
    const int column = index.column();
    const bool flagged = !line.alerts.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
        return display(line, column);
    case Qt::ToolTipRole:
        return toolTip(line, column);
    case ProfileNameRole:
        return line.profile.name;
    case FlaggedRole:
        return flagged;
    case ErrorRole:
        return line.snapshot ? line.snapshot->error : QString();
    case SparklineDelegate::ValuesRole: {
        if (column != TrendColumn)
            return {};
        QList<qint64> values;
        for (const OverviewHistory::Point &p : line.trend)
            values << p.pending + p.dead;
        return QVariant::fromValue(values);
    }
    case Qt::DecorationRole:
        if (column == ProfileColumn)
            return environmentSwatch(line.profile.environment);
        for (const OverviewAlert &alert : line.alerts)
            if (columnOf(alert.kind) == column)
                return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        return {};
    case Qt::ForegroundRole:
        if (line.snapshot && !line.snapshot->ok() && column == TableColumn)
            return errorTextColor();
        if (column == DeadColumn && line.snapshot && line.snapshot->dead > 0)
            return stateColor(RowState::Dead);
        if (column == RelayColumn && line.snapshot && line.snapshot->relay == RelayActivity::Silent)
            return errorTextColor();
        if (m_reading && line.snapshot)
            return QApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::BackgroundRole:
        if (flagged) {
            QColor tint = stateColor(RowState::Dead);
            tint.setAlpha(isDarkPalette() ? 70 : 38);
            return tint;
        }
        return {};
    case Qt::FontRole:
        if (column == ProfileColumn && flagged) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (column >= PendingColumn && column <= BlockedColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    default:
        return {};
    }
}

} // namespace outbox::ui
