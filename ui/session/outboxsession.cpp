#include "ui/session/outboxsession.h"

#include "audit/auditrecord.h"
#include "schema/tableresolver.h"
#include "ui/session/outboxworker.h"
#include "ui/session/rowtablemodel.h"

#include <QDebug>

#include <utility>

using namespace Qt::StringLiterals;

namespace outbox::ui {

namespace {
// Index advice is given from this many rows on: below, a full read takes milliseconds.
constexpr qint64 kAdviceRows = 100'000;
// Live refresh: the rows every 3 s; the counts with them, paced by what a count costs: at most
// every 3 s, and never more often than 20 times their own duration, so that a table whose count
// takes half a second (10M rows on PostgreSQL) is counted every 10 s, never in a storm; at least
// once a minute.
constexpr int kAutoRefreshMs = 3'000;
constexpr qint64 kCountsMinIntervalMs = 3'000;
constexpr qint64 kCountsMaxIntervalMs = 60'000;
constexpr qint64 kCountsCostFactor = 20;
// A count that disagrees with a complete list under it is read again, at most this often.
constexpr qint64 kRecountMs = 2'000;
} // namespace

OutboxSession::OutboxSession(QObject *parent)
    : QObject(parent)
    , m_rowsThread(std::make_unique<OutboxWorkerThread>(u"console-rows"_s))
    , m_countsThread(std::make_unique<OutboxWorkerThread>(u"console-counts"_s)) {
    registerCoreMetaTypes();
    m_model = new RowTableModel(m_rowsThread->worker(), this);
    m_model->setObjectName(u"rowModel"_s);

    OutboxWorker *rows = m_rowsThread->worker();
    OutboxWorker *counts = m_countsThread->worker();
    connect(rows, &OutboxWorker::opened, this, &OutboxSession::onRowsOpened);
    connect(rows, &OutboxWorker::failed, this, &OutboxSession::onRowsOpenFailed);
    connect(rows, &OutboxWorker::privilegesRead, this,
            [this](const QString &role, const QStringList &granted) {
                if (m_pendingRowOpens > 0 || role.isEmpty())
                    return; // a newer open is queued, or the privileges are unknown
                TablePrivileges privileges{role, m_table.name.display(), {}, {}, {}};
                if (m_target && m_target->spec.kind == DatabaseKind::SQLite)
                    privileges.file = m_target->spec.database;
                for (const QString &name : granted)
                    if (const auto p = tablePrivilegeNamed(name))
                        privileges.granted.append(*p);
                m_changePrivileges = privileges;
                Q_EMIT privilegesChanged();
            });
    connect(counts, &OutboxWorker::opened, this, &OutboxSession::onCountsOpened);
    connect(counts, &OutboxWorker::failed, this, &OutboxSession::onCountsOpenFailed);
    connect(counts, &OutboxWorker::countsReady, this, &OutboxSession::onCountsReady);
    connect(counts, &OutboxWorker::countsFailed, this, &OutboxSession::onCountsFailed);
    connect(m_model, &RowTableModel::fetchingChanged, this, &OutboxSession::updateBusy);
    // Queued: the views see the first page (and select its first row) before firstPageShown.
    connect(m_model, &RowTableModel::pageLoaded, this, &OutboxSession::onPageLoaded,
            Qt::QueuedConnection);
    connect(m_model, &RowTableModel::loadFailed, this, &OutboxSession::failed);

    m_autoRefreshTimer.setInterval(kAutoRefreshMs);
    connect(&m_autoRefreshTimer, &QTimer::timeout, this, &OutboxSession::autoRefresh);
    // PostgreSQL tables with the notify trigger: refresh when rows change (coalesced over a
    // second), instead of waiting for the poll.
    m_trailingCounts.setSingleShot(true);
    connect(&m_trailingCounts, &QTimer::timeout, this, &OutboxSession::autoRefresh);
    m_changeTimer.setSingleShot(true);
    m_changeTimer.setInterval(1000);
    connect(counts, &OutboxWorker::tableChanged, this, [this] {
        if (!m_changeTimer.isActive())
            m_changeTimer.start();
    });
    connect(&m_changeTimer, &QTimer::timeout, this, [this] {
        if (isBusy()) {
            m_changeTimer.start(); // a query is running: look again in a second
            return;
        }
        autoRefresh();
        Q_EMIT changesApplied();
    });
    connect(counts, &OutboxWorker::listening, this, [this](bool on, const QString &) {
        m_listening = on;
        Q_EMIT listeningChanged(on);
    });
    // A lost connection (database restarted, connection killed): the workers reconnect and try
    // again with every refresh, which a timer drives until one succeeds.
    m_reconnectTimer.setInterval(5000);
    connect(&m_reconnectTimer, &QTimer::timeout, this, [this] {
        if (!isBusy())
            refresh();
    });
    for (OutboxWorker *worker : {rows, counts}) {
        connect(worker, &OutboxWorker::connectionLost, this, [this](const QString &message) {
            if (!m_target)
                return;
            m_connectionLost = true;
            m_reconnectTimer.start();
            Q_EMIT connectionLost(message);
        });
        connect(worker, &OutboxWorker::connectionRestored, this, [this] {
            if (!std::exchange(m_connectionLost, false))
                return;
            m_reconnectTimer.stop();
            Q_EMIT connectionRestored();
        });
    }
}

OutboxSession::~OutboxSession() {
    // Stop the workers first: they may still be answering, and their connections close on their
    // own threads.
    m_rowsThread.reset();
    m_countsThread.reset();
}

void OutboxSession::open(const ConnectionTarget &target) {
    openTarget(target, false);
}

void OutboxSession::reopen() {
    if (m_target)
        openTarget(*m_target, true);
}

void OutboxSession::openTarget(const ConnectionTarget &target, bool keepUnlock) {
    const bool wasReadOnly = isReadOnly();
    m_target = target;
    m_unlocked = keepUnlock && m_unlocked; // an unlock is for the table it was given for
    m_hasTable = false;
    m_table = {};
    m_model->clear();
    m_counts.reset();
    m_countsAt = {};
    m_lastCountsCostMs = 0;
    m_countsOpen = false;
    m_countsPending = false;
    m_rowsOpenError.clear();
    m_countsOpenError.clear();
    m_pendingAdvice.clear();
    m_listening = false;
    m_connectionLost = false;
    m_reconnectTimer.stop();
    m_changeTimer.stop();
    m_trailingCounts.stop();
    m_refreshWanted = false;
    ++m_countsGeneration; // counts of the previous table are no longer wanted
    m_countsThread->worker()->supersedeCounts(m_countsGeneration);
    m_awaitingFirstPage = true;
    m_firstPageIn = false;
    // A filter belongs to the table it was made for; the state chip stays.
    m_search = {};

    ++m_pendingRowOpens;
    ++m_pendingCountOpens;
    OutboxWorker *rows = m_rowsThread->worker();
    OutboxWorker *counts = m_countsThread->worker();
    const ConnectionSpec spec = target.spec;
    const TableRequest request = target.request;
    // A profile's visibility that does not read (a hand edit) shows nothing rather than all.
    auto mask = PayloadMask::forProfile(target.profile ? &*target.profile : nullptr);
    if (!mask)
        qWarning().noquote() << mask.error().message;
    m_mask = mask ? *mask : *PayloadMask::make(PayloadVisibility::Hidden);
    // What changes connect as (the write user's, else the same), for the role's privileges.
    const ConnectionSpec changeSpec = target.changeSpec();
    m_changePrivileges.reset();
    QMetaObject::invokeMethod(
        rows,
        [rows, spec, request, shown = m_mask, changeSpec] {
            rows->open(spec, request, shown, changeSpec);
        },
        Qt::QueuedConnection);
    QMetaObject::invokeMethod(
        counts, [counts, spec, request] { counts->open(spec, request); }, Qt::QueuedConnection);

    Q_EMIT targetChanged();
    Q_EMIT listeningChanged(false);
    Q_EMIT countsChanged();
    if (wasReadOnly != isReadOnly())
        Q_EMIT readOnlyChanged(isReadOnly());
    updateBusy();
}

RowFilter OutboxSession::filter() const {
    RowFilter f = m_search;
    if (m_state)
        f.states = {*m_state};
    return f;
}

void OutboxSession::setFilter(const RowFilter &search, std::optional<RowState> state) {
    const bool searchChanged = !(search == m_search);
    if (!searchChanged && state == m_state)
        return;
    m_search = search;
    m_state = state;
    if (!m_hasTable)
        return;
    if (searchChanged)
        requestCounts();
    m_model->setFilter(filter());
    updateBusy();
}

bool OutboxSession::isBusy() const {
    return m_pendingRowOpens > 0 || m_countsPending || m_model->isFetching();
}

void OutboxSession::refresh() {
    if (!m_hasTable) {
        if (m_target && m_pendingRowOpens == 0)
            open(*m_target); // the open failed: try again
        return;
    }
    m_model->refresh();
    requestCounts();
    Q_EMIT refreshing(true);
    updateBusy();
}

qint64 OutboxSession::countsIntervalMs() const {
    return qBound(kCountsMinIntervalMs, kCountsCostFactor * m_lastCountsCostMs,
                  kCountsMaxIntervalMs);
}

void OutboxSession::autoRefresh() {
    if (!m_hasTable)
        return;
    if (isBusy()) {
        m_refreshWanted = true; // once the query under way ends: a change is never dropped
        return;
    }
    m_refreshWanted = false;
    m_model->refresh();
    const qint64 since = m_lastCountsRefresh.isValid() ? m_lastCountsRefresh.elapsed() : -1;
    if (since < 0 || since >= countsIntervalMs()) {
        m_trailingCounts.stop();
        requestCounts();
        Q_EMIT refreshing(false);
    } else if (!m_trailingCounts.isActive()) {
        // Not yet due: the counts follow this change when they are, even if nothing else comes
        // (the relay's last batch).
        m_trailingCounts.start(int(countsIntervalMs() - since));
    }
    updateBusy();
}

void OutboxSession::setAutoRefresh(bool on) {
    if (on)
        m_autoRefreshTimer.start();
    else
        m_autoRefreshTimer.stop();
}

bool OutboxSession::isReadOnly() const {
    return m_target && (m_target->readOnly || m_target->isProd()) && !m_unlocked;
}

ConnectionTarget OutboxSession::actionTarget() const {
    ConnectionTarget target = m_target.value_or(ConnectionTarget{});
    target.readOnly = isReadOnly();
    // Unlocked (or never locked): changes connect as the profile's write user, when it has one.
    if (!target.readOnly)
        target.spec = target.changeSpec();
    target.changePrivileges = m_changePrivileges;
    return target;
}

Status OutboxSession::unlock(const QString &reason) {
    if (!m_target || !isReadOnly())
        return Error::invalid(tr("Writing is not locked: there is nothing to unlock."));
    // Who unlocked what and why goes to the audit trail like any change, before it takes effect.
    AuditRecord record = AuditRecord::begin(u"unlock-writing"_s);
    record.profile = m_target->profileName;
    record.database = m_target->spec.displayUrl();
    record.table = m_table.name.display();
    record.reason = reason;
    record.outcome = u"writing unlocked for this session"_s;
    if (auto logged = AuditLog().append(record); !logged)
        return logged.error();
    m_unlocked = true;
    Q_EMIT readOnlyChanged(false);
    return Done{};
}

void OutboxSession::onRowsOpened(const OutboxTable &table) {
    if (--m_pendingRowOpens > 0)
        return; // a newer open is queued behind this one
    m_table = table;
    m_hasTable = true;
    m_model->setTable(table);
    m_model->setFilter(filter());
    // Where listing newest first has to read the whole table, say so and give the statement that
    // fixes it, once the counts show the table is large enough for it to matter (a small table,
    // like the demo's, is read in milliseconds). The console never creates an index.
    const QList<IndexAdvice> advice =
        indexAdvice(table, m_target->spec.kind, SqlDialect(m_target->spec.kind));
    m_pendingAdvice = advice.isEmpty()
                          ? QString()
                          : tr("%1 To make it fast, a DBA can run: %2")
                                .arg(advice.constFirst().reason, advice.constFirst().statement);
    Q_EMIT tableOpened(table);
    reportCountsOpenError();
    updateBusy();
}

void OutboxSession::onRowsOpenFailed(const QString &message) {
    if (--m_pendingRowOpens > 0)
        return;
    m_awaitingFirstPage = false;
    m_rowsOpenError = message;
    Q_EMIT openFailed(message);
    reportCountsOpenError();
    updateBusy();
}

void OutboxSession::onCountsOpened() {
    if (--m_pendingCountOpens > 0)
        return;
    m_countsOpen = true;
    OutboxWorker *worker = m_countsThread->worker();
    QMetaObject::invokeMethod(worker, &OutboxWorker::listenForChanges, Qt::QueuedConnection);
    requestCounts();
}

void OutboxSession::onCountsOpenFailed(const QString &message) {
    if (--m_pendingCountOpens > 0)
        return;
    m_countsOpen = false;
    m_countsOpenError = message;
    maybeAnnounceFirstPage();
    if (m_pendingRowOpens == 0)
        reportCountsOpenError();
    updateBusy();
}

// The rows connection usually fails the same way: that is said once, by the rows.
void OutboxSession::reportCountsOpenError() {
    const QString message = std::exchange(m_countsOpenError, QString());
    if (!message.isEmpty() && message != m_rowsOpenError)
        Q_EMIT failed(tr("Could not count rows: %1").arg(message));
}

void OutboxSession::requestCounts() {
    if (!m_countsOpen)
        return;
    m_lastCountsRefresh.start();
    m_countsRequestedAt = QDateTime::currentDateTime();
    const quint64 generation = ++m_countsGeneration;
    OutboxWorker *worker = m_countsThread->worker();
    worker->supersedeCounts(generation);
    m_countsPending = true;
    const RowFilter filter = m_search; // counts per state: the state filter is left out
    QMetaObject::invokeMethod(
        worker, [worker, generation, filter] { worker->fetchCounts(generation, filter); },
        Qt::QueuedConnection);
    updateBusy();
}

void OutboxSession::onCountsReady(quint64 generation, const StateCounts &counts) {
    if (generation != m_countsGeneration)
        return;
    m_countsPending = false;
    m_counts = counts;
    m_lastCountsCostMs = m_lastCountsRefresh.elapsed();
    // The counts are of the moment their query began (they take the table as it was then).
    m_countsAt = m_countsRequestedAt;
    if (!m_pendingAdvice.isEmpty() && counts.total >= kAdviceRows && m_search.isEmpty())
        Q_EMIT adviceReady(std::exchange(m_pendingAdvice, QString()));
    Q_EMIT countsChanged();
    updateBusy();
    maybeAnnounceFirstPage();
}

void OutboxSession::onCountsFailed(quint64 generation, const QString &message) {
    if (generation != m_countsGeneration)
        return;
    m_countsPending = false;
    m_counts.reset();
    m_countsAt = {};
    Q_EMIT countsChanged();
    Q_EMIT failed(tr("Could not count rows: %1").arg(message));
    updateBusy();
    maybeAnnounceFirstPage();
}

void OutboxSession::onPageLoaded(bool firstPage) {
    if (firstPage)
        m_firstPageIn = true;
    maybeAnnounceFirstPage();
    // A complete list of one state is the truth of the moment: a count that disagrees with it is
    // older, and is read again at once (never "Pending 41" above an empty Pending list).
    if (m_state && m_counts && m_model->isComplete() && !m_countsPending &&
        m_model->rowCount() != m_counts->of(*m_state) &&
        (!m_lastCountsRefresh.isValid() || m_lastCountsRefresh.elapsed() >= kRecountMs)) {
        requestCounts();
        updateBusy();
    }
}

bool OutboxSession::countsAgreeWithRows() const {
    return !m_state || !m_counts || !m_model->isComplete() ||
           m_model->rowCount() == m_counts->of(*m_state);
}

void OutboxSession::maybeAnnounceFirstPage() {
    // Counts arrive on their own connection: wait for its open as well as for the query.
    if (!m_awaitingFirstPage || !m_firstPageIn || m_countsPending || m_pendingCountOpens > 0)
        return;
    m_awaitingFirstPage = false;
    Q_EMIT firstPageShown();
}

void OutboxSession::updateBusy() {
    Q_EMIT activityChanged();
    const bool busy = isBusy();
    if (busy != m_wasBusy) {
        m_wasBusy = busy;
        Q_EMIT busyChanged(busy);
        if (!busy && m_refreshWanted)
            QTimer::singleShot(0, this, &OutboxSession::autoRefresh);
    }
}

} // namespace outbox::ui
