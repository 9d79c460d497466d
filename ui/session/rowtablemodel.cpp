#include "ui/session/rowtablemodel.h"
#include "ui/common/formatwords.h"

#include "output/rowformat.h"
#include "ui/common/stateappearance.h"
#include "ui/session/outboxworker.h"

#include <QFontDatabase>
#include <QSet>
#include <QTextDocument>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {

constexpr int MaxRefreshRows = 10'000; // the reader's own page limit
constexpr int MaxToolTipChars = 4000;

bool sameRow(const OutboxRow &a, const OutboxRow &b) {
    return a.id == b.id && a.rawStatus == b.rawStatus && a.state == b.state && a.kind == b.kind &&
           a.createdAt == b.createdAt && a.changedAt == b.changedAt && a.attempts == b.attempts &&
           a.lastError == b.lastError && a.nextAttemptAt == b.nextAttemptAt &&
           a.payloadText == b.payloadText && a.eventId == b.eventId &&
           a.aggregateType == b.aggregateType && a.aggregateId == b.aggregateId;
}

// A moment in a cell or its tooltip: UTC, the zone's name left to the text around it; empty for
// none.
QString cellTime(const QDateTime &t) {
    return t.isValid() ? t.toUTC().toString(u"yyyy-MM-dd HH:mm:ss"_s) : QString();
}

QString richToolTip(const QString &text) {
    // Rich text so that long single-line errors wrap instead of running off the screen.
    const QString cut = text.size() > MaxToolTipChars ? text.left(MaxToolTipChars) + u'…' : text;
    return Qt::convertFromPlainText(cut, Qt::WhiteSpacePre);
}

} // namespace

RowTableModel::RowTableModel(OutboxWorker *worker, QObject *parent)
    : QAbstractTableModel(parent)
    , m_worker(worker) {
    registerCoreMetaTypes();
    if (worker) {
        connect(this, &RowTableModel::pageRequested, worker, &OutboxWorker::fetchPage);
        connect(worker, &OutboxWorker::pageReady, this, &RowTableModel::onPageReady);
        connect(worker, &OutboxWorker::pageFailed, this, &RowTableModel::onPageFailed);
    }
    m_clockTimer.setInterval(30'000);
    connect(&m_clockTimer, &QTimer::timeout, this, [this] {
        if (!m_rows.isEmpty() && !m_referenceTime.isValid())
            Q_EMIT dataChanged(index(0, NextAttempt), index(int(m_rows.size()) - 1, NextAttempt),
                               {Qt::DisplayRole, Qt::ToolTipRole});
    });
    m_clockTimer.start();
}

RowTableModel::~RowTableModel() = default;

void RowTableModel::setTable(const OutboxTable &table) {
    m_table = table;
    m_hasTable = true;
    resetRows();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void RowTableModel::clear() {
    m_hasTable = false;
    m_table = {};
    resetRows();
}

void RowTableModel::setFilter(const RowFilter &filter) {
    m_filter = filter;
    reload();
}

void RowTableModel::setSortOrder(SortOrder order) {
    if (m_order == order)
        return;
    m_order = order;
    reload();
}

void RowTableModel::reload() {
    resetRows();
    if (m_hasTable)
        request(Mode::Append, {}, m_pageSize);
}

void RowTableModel::refresh() {
    if (!m_hasTable)
        return;
    if (m_rows.isEmpty() || m_failed) {
        reload();
        return;
    }
    request(Mode::Merge, {}, qBound(m_pageSize, int(m_rows.size()), MaxRefreshRows));
}

void RowTableModel::setPageSize(int rows) {
    m_pageSize = qBound(1, rows, MaxRefreshRows);
}

int RowTableModel::rowOfId(const QString &id) const {
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return i;
    }
    return -1;
}

void RowTableModel::setReferenceTime(const QDateTime &now) {
    m_referenceTime = now;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void RowTableModel::resetRows() {
    // A new generation makes every answer still on its way stale.
    ++m_generation;
    if (m_worker)
        m_worker->supersedePages(m_generation);
    beginResetModel();
    m_rows.clear();
    m_nextCursor.clear();
    m_loadedOnce = false;
    m_failed = false;
    endResetModel();
    setPending(std::nullopt);
}

void RowTableModel::request(Mode mode, const QString &cursor, int limit) {
    ++m_generation;
    if (m_worker)
        m_worker->supersedePages(m_generation);
    m_failed = false;
    setPending(PendingRequest{m_generation, mode});
    Q_EMIT pageRequested(m_generation, PageRequest{m_filter, m_order, limit, cursor});
}

void RowTableModel::setPending(std::optional<PendingRequest> pending) {
    const bool was = isFetching();
    m_pending = pending;
    if (was != isFetching())
        Q_EMIT fetchingChanged(isFetching());
}

bool RowTableModel::canFetchMore(const QModelIndex &parent) const {
    return !parent.isValid() && m_hasTable && m_loadedOnce && !m_failed && !isFetching() &&
           !m_nextCursor.isEmpty();
}

void RowTableModel::fetchMore(const QModelIndex &parent) {
    if (!canFetchMore(parent))
        return;
    request(Mode::Append, m_nextCursor, m_pageSize);
}

void RowTableModel::onPageReady(quint64 generation, const Page &page) {
    if (!m_pending || m_pending->generation != generation)
        return; // an answer to an earlier question
    const Mode mode = m_pending->mode;
    const bool first = !m_loadedOnce;
    m_loadedOnce = true;
    m_nextCursor = page.nextCursor;
    if (mode == Mode::Merge)
        mergeRows(page.rows);
    else
        appendRows(page.rows);
    setPending(std::nullopt);
    Q_EMIT pageLoaded(first);
}

void RowTableModel::onPageFailed(quint64 generation, const QString &message) {
    if (!m_pending || m_pending->generation != generation)
        return;
    m_failed = true;
    setPending(std::nullopt);
    Q_EMIT loadFailed(message);
}

void RowTableModel::appendRows(const QList<OutboxRow> &rows) {
    if (rows.isEmpty())
        return;
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(rows.size()) - 1);
    m_rows.append(rows);
    endInsertRows();
}

void RowTableModel::mergeRows(const QList<OutboxRow> &fresh) {
    // Both lists are in the same order and a row's sort key (created_at, id) never changes, so a
    // single forward walk finds the rows that left, arrived or changed.
    QSet<QString> freshIds;
    freshIds.reserve(fresh.size());
    for (const OutboxRow &r : fresh)
        freshIds.insert(r.id);
    QSet<QString> oldIds;
    oldIds.reserve(m_rows.size());
    for (const OutboxRow &r : std::as_const(m_rows))
        oldIds.insert(r.id);

    int i = 0;
    int j = 0;
    while (j < fresh.size()) {
        if (i < m_rows.size() && !freshIds.contains(m_rows.at(i).id)) {
            int last = i;
            while (last + 1 < m_rows.size() && !freshIds.contains(m_rows.at(last + 1).id))
                ++last;
            beginRemoveRows({}, i, last);
            m_rows.remove(i, last - i + 1);
            endRemoveRows();
            continue;
        }
        if (i < m_rows.size() && m_rows.at(i).id == fresh.at(j).id) {
            if (!sameRow(m_rows.at(i), fresh.at(j))) {
                m_rows[i] = fresh.at(j);
                Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1));
            }
            ++i;
            ++j;
            continue;
        }
        if (oldIds.contains(fresh.at(j).id)) {
            // The order changed under us (it should not): start over rather than guess.
            beginResetModel();
            m_rows = fresh;
            endResetModel();
            return;
        }
        int last = j;
        while (last + 1 < fresh.size() && !oldIds.contains(fresh.at(last + 1).id))
            ++last;
        const int count = last - j + 1;
        beginInsertRows({}, i, i + count - 1);
        for (int k = 0; k < count; ++k)
            m_rows.insert(i + k, fresh.at(j + k));
        endInsertRows();
        i += count;
        j += count;
    }
    // Whatever is left lies beyond the re-read window: the cursor now continues from its end.
    if (i < m_rows.size()) {
        beginRemoveRows({}, i, int(m_rows.size()) - 1);
        m_rows.remove(i, m_rows.size() - i);
        endRemoveRows();
    }
}

QDateTime RowTableModel::now() const {
    return m_referenceTime.isValid() ? m_referenceTime : QDateTime::currentDateTimeUtc();
}

QString RowTableModel::relativeTime(const QDateTime &when) const {
    if (!when.isValid())
        return {};
    const qint64 seconds = now().secsTo(when);
    if (seconds == 0)
        return tr("now");
    if (seconds > 0)
        return tr("in %1").arg(humanDuration(seconds));
    return tr("%1 ago").arg(humanDuration(-seconds));
}

int RowTableModel::rowCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RowTableModel::columnCount(const QModelIndex &parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RowTableModel::displayValue(const OutboxRow &row, int column) const {
    switch (column) {
    case State:
        // One story with the detail pane: a row in flight for too long is stuck, not delivering.
        return row.isStuck(now()) ? tr("%1 (stuck)").arg(stateLabel(row.state))
                                  : stateLabel(row.state);
    case Created:
        return cellTime(row.createdAt);
    case NextAttempt:
        // Only a pending row has a next attempt; one whose time has passed is simply due (dead
        // and sent rows keep the last scheduled time, which means nothing any more).
        if (row.state != RowState::Pending || !row.nextAttemptAt.isValid())
            return QVariant();
        return row.nextAttemptAt <= now() ? tr("due now") : relativeTime(row.nextAttemptAt);
    case LastFailed: {
        const QDateTime failed = row.lastFailedAt(m_table.description());
        return failed.isValid() ? relativeTime(failed) : QVariant();
    }
    case LastError:
        return firstLine(row.lastError);
    default: // shown as it is stored
        return rawValue(row, column);
    }
}

QVariant RowTableModel::rawValue(const OutboxRow &row, int column) const {
    switch (column) {
    case State:
        return int(row.state);
    case Status:
        return row.rawStatus;
    case Operation:
        return row.kind;
    case Id:
        return row.id;
    case Created:
        return row.createdAt.isValid() ? QVariant(row.createdAt) : QVariant();
    case Attempts:
        return row.attempts ? QVariant(*row.attempts) : QVariant();
    case NextAttempt:
        return row.nextAttemptAt.isValid() ? QVariant(row.nextAttemptAt) : QVariant();
    case LastFailed: {
        const QDateTime failed = row.lastFailedAt(m_table.description());
        return failed.isValid() ? QVariant(failed) : QVariant();
    }
    case LastError:
        return row.lastError.isEmpty() ? QVariant() : QVariant(row.lastError);
    case Subject:
        return row.subject();
    default:
        return {};
    }
}

QVariant RowTableModel::toolTip(const OutboxRow &row, int column) const {
    switch (column) {
    case State:
    case Status:
        return tr("%1 (raw status \"%2\")").arg(stateLabel(row.state), row.rawStatus);
    case Created:
        return row.createdAt.isValid()
                   ? tr("%1 UTC, %2").arg(cellTime(row.createdAt), relativeTime(row.createdAt))
                   : QVariant();
    case NextAttempt:
        return row.nextAttemptAt.isValid()
                   ? tr("Next attempt %1 UTC (%2)")
                         .arg(cellTime(row.nextAttemptAt), relativeTime(row.nextAttemptAt))
                   : QVariant();
    case LastFailed: {
        const QDateTime failed = row.lastFailedAt(m_table.description());
        return failed.isValid()
                   ? tr("Last failed %1 UTC (%2)").arg(cellTime(failed), relativeTime(failed))
                   : QVariant();
    }
    case LastError:
        return row.lastError.isEmpty() ? QVariant() : QVariant(richToolTip(row.lastError));
    case Subject:
    case Id:
    case Operation: {
        const QString text = displayValue(row, column).toString();
        return text.isEmpty() ? QVariant() : QVariant(text);
    }
    default:
        return {};
    }
}

QVariant RowTableModel::data(const QModelIndex &index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const OutboxRow &row = m_rows.at(index.row());
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayValue(row, column);
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::DecorationRole:
        return column == State ? QVariant(stateIcon(row.state)) : QVariant();
    case Qt::ForegroundRole:
        return column == State ? QVariant(stateColor(row.state)) : QVariant();
    case Qt::TextAlignmentRole:
        if (column == Attempts)
            return QVariant(Qt::AlignHCenter | Qt::AlignVCenter);
        return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
        if (column == Id)
            return QFontDatabase::systemFont(QFontDatabase::FixedFont);
        return {};
    case Qt::AccessibleTextRole:
        if (column == State)
            return stateLabel(row.state);
        return {};
    case RawValueRole:
        return rawValue(row, column);
    case RowIdRole:
        return row.id;
    case RowStateRole:
        return int(row.state);
    default:
        return {};
    }
}

QVariant RowTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    // Each column's title and tooltip, in the order of Column; no title: the table's format names
    // the column, no tooltip: none.
    struct Header {
        const char *title;
        const char *tip;
    };
    static constexpr Header headers[ColumnCount] = {
        {QT_TR_NOOP("State"), QT_TR_NOOP("The console's state: pending, in flight, dead or sent")},
        {QT_TR_NOOP("Status"), QT_TR_NOOP("The status as stored in the table")},
        {nullptr, nullptr}, // Operation
        {QT_TR_NOOP("Id"), nullptr},
        {QT_TR_NOOP("Created (UTC)"),
         QT_TR_NOOP("Click to switch between newest first and oldest first")},
        {QT_TR_NOOP("Attempts"), nullptr},
        {QT_TR_NOOP("Next attempt"), QT_TR_NOOP("When the relay will try this row again")},
        {QT_TR_NOOP("Last failed"),
         QT_TR_NOOP("When its last attempt failed (Vortos: when that attempt was due), not when "
                    "the row was written")},
        {QT_TR_NOOP("Last error"),
         QT_TR_NOOP("First line of the last delivery error; hover a cell for the whole text")},
        {nullptr, nullptr}, // Subject
    };
    const Header &header = headers[section];
    if (role == Qt::DisplayRole) {
        if (header.title)
            return tr(header.title);
        // Before a table is known, the columns are named as for the first format.
        const FormatDescription &format =
            m_hasTable ? m_table.description() : formatDescription(OutboxFormat::Vortos);
        return section == Operation ? FormatWords::kindTitle(format)
                                    : FormatWords::subjectTitle(format);
    }
    if (role == Qt::ToolTipRole)
        return header.tip ? QVariant(tr(header.tip)) : QVariant();
    if (role == Qt::TextAlignmentRole)
        return QVariant(section == Attempts ? Qt::AlignHCenter | Qt::AlignVCenter
                                            : Qt::AlignLeft | Qt::AlignVCenter);
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace outbox::ui
