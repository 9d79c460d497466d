#include "relay/relayengine.h"

#include "audit/auditrecord.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "relay/heldkeys.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"
#include "schema/outboxtable.h"
#include "schema/tableresolver.h"
#include "schema/vocabularyrecord.h"
#include "util/coretr.h"

#include <QElapsedTimer>
#include <QLockFile>
#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcRelay, "outbox.core.relay", QtInfoMsg)

namespace outbox {

RelayEngine::RelayEngine(DatabaseSession &session, OutboxTable table, RelaySettings settings,
                         ExecutorFactory factory, Clock clock)
    : m_session(session)
    , m_table(std::move(table))
    , m_settings(settings)
    , m_clock(std::move(clock))
    , m_statements(session)
    , m_claim(session, m_table, m_settings, m_statements)
    , m_lanes(std::move(factory), m_settings.concurrency)
    , m_settler(session, m_table, m_settings, m_statements, m_clock) {}

// The lanes stop their threads, destroying each executor on its own thread.
RelayEngine::~RelayEngine() = default;

QDateTime RelayEngine::now() const {
    return timeNow(m_clock);
}

Status RelayEngine::prepare() {
    forgetStatements();
    m_chained = false;
    if (auto offered = checkChangeOffered(m_table, u"relaying"_s); !offered)
        return offered.error();
    if (auto known = checkVocabularyKnown(m_table, u"relaying"_s); !known)
        return known;
    if (auto opened = m_session.open(); !opened)
        return opened;
    tuneSession();
    m_notes.clear();
    if (!m_table.vocabularyWarning.isEmpty())
        m_notes.append(m_table.vocabularyWarning);
    if (m_session.spec().kind == DatabaseKind::SQLite) {
        if (auto locked = lockSqliteFile(); !locked)
            return locked;
    }
    if (!m_table.hasCreatedAtIndex && m_session.spec().kind != DatabaseKind::SQLite) {
        // The claim takes the oldest ready rows: without this index every claim reads and sorts
        // all of them (PostgreSQL at 1M ready rows: ~0.4 s a batch).
        m_notes.append(
            CoreText::tr("%1 has no index on created_at: every claim reads and sorts "
                         "all ready rows, which slows the relay when many are "
                         "pending. To make it fast, run: %2")
                .arg(m_table.name.display(),
                     createdAtIndexStatement(m_table, m_session.spec().kind, m_session.dialect())));
    }
    if (auto recorded = recordVocabulary(); !recorded)
        return recorded;
    if (m_table.description().deliveryStateInConsoleTable)
        prepareDeliveryTable();
    m_attemptLog = AttemptLog::exists(m_session);
    {
        const AuditRecord who = AuditRecord::begin(u"relay"_s);
        m_settler.setAttemptLog(m_attemptLog, u"relay %1@%2"_s.arg(who.user, who.host));
    }
    if (m_settings.ordering != DeliveryOrdering::Key || !ordersByKey(m_table))
        return Done{};
    // The keys dead rows hold back are rebuilt before this relay's first claim: whatever became
    // of the table while no relay watched it (recreated, reloaded) is read afresh.
    KeyHoldState::markStale(m_session, m_table, false);
    return noteOrderPerKey();
}

Status RelayEngine::lockSqliteFile() {
    // SQLite has no row locks to share a table safely: one relay per database file.
    m_sqliteLock = std::make_unique<QLockFile>(m_session.spec().database + u".relay.lock"_s);
    m_sqliteLock->setStaleLockTime(0);
    if (m_sqliteLock->tryLock(0))
        return Done{};
    qint64 pid = 0;
    QString host, app;
    m_sqliteLock->getLockInfo(&pid, &host, &app);
    m_sqliteLock.reset();
    return Error::refused(
        CoreText::tr("Another relay is already running on %1 (process %2 on %3): SQLite allows one "
                     "relay at a time.")
            .arg(m_session.spec().database)
            .arg(pid)
            .arg(host));
}

Status RelayEngine::recordVocabulary() {
    // Known now (given, remembered, or a row reads 'created'): recorded, so that it is still
    // known once every 'created' row is delivered.
    if (m_table.vocabularyToRecord())
        if (auto recorded =
                VocabularyRecord::record(m_session, m_table.name, m_table.vocabulary.name);
            !recorded)
            return recorded.error();
    return Done{};
}

void RelayEngine::prepareDeliveryTable() {
    const bool deliveryTable = DeliveryTable::exists(m_session);
    m_claim.setDeliveryTable(deliveryTable);
    m_settler.setDeliveryTable(deliveryTable);
    if (!deliveryTable)
        m_notes.append(
            CoreText::tr("No %1 table: a failed delivery marks the row failed at once (create "
                         "it with 'outboxctl relay init' to get retries with backoff).")
                .arg(QString::fromLatin1(DeliveryTable::kName)));
}

Status RelayEngine::noteOrderPerKey() {
    // A table with history: blocked keys deliver nothing. Said, never silent.
    auto held = countBlockedKeys(OutboxReader(m_session, m_table));
    if (!held)
        return held.error();
    const QStringList indexes = orderingIndexStatements(m_table, m_session.dialect());
    // With the kept holds, rows are claimed from a window of the oldest rows (readyRuns()): the
    // index would not make the claim cheaper.
    const bool windowed = HeldKeys::keptFor(m_table);
    if (!hasOrderingIndexes(m_table) && !indexes.isEmpty() && !windowed &&
        m_session.spec().kind != DatabaseKind::SQLite)
        m_notes.append(
            CoreText::tr("%1 has no index on %2: to deliver in order, every claim "
                         "reads the table's undelivered rows, which slows the "
                         "relay when many are waiting. To make it fast, run: %3")
                .arg(m_table.name.display(), orderingKeyName(m_table), indexes.join(u' ')));
    if (held->keys > 0)
        m_notes.append(CoreText::tr("Delivering in order per %1: %2, behind a dead head or one "
                                    "waiting over an hour; they deliver nothing until it is "
                                    "retried, parked or marked done (or relay with "
                                    "--ordering=none).")
                           .arg(orderingKeyName(m_table), describeBlocked(*held)));
    return Done{};
}

void RelayEngine::tuneSession() {
    if (m_session.spec().kind == DatabaseKind::PostgreSQL) {
        // The claims are short statements whose estimates can pass jit_above_cost (a probe per
        // row, costed for every row before the LIMIT): compiling one took 20 ms, three times its
        // run. PostgreSQL before 11 has no jit and refuses the name: nothing to turn off there.
        QSqlQuery(m_session.database()).exec(u"SET jit = off"_s);
    }
}

Status RelayEngine::reconnect() {
    m_session.close();
    if (auto reopened = m_session.open(); !reopened)
        return reopened;
    tuneSession();
    // The console's kept holds may have been dropped meanwhile (what failed the batch, perhaps):
    // the claims follow what is there now.
    m_table.hasKeyHolds = KeyHolds::exists(m_session) && KeyHoldState::exists(m_session);
    return Done{};
}

void RelayEngine::forgetStatements() {
    m_statements.clear(); // the connection may be a new one next time
}

void RelayEngine::rest() {
    if (!m_chained)
        return;
    m_chained = false;
    QSqlDatabase db = m_session.database();
    if (!db.commit())
        db.rollback();
}

void RelayEngine::countHeldBack(BatchResult &result) {
    // Only when ordering may be what keeps the claim short, and at most once a minute: the
    // count reads the undelivered rows.
    if (m_settings.ordering != DeliveryOrdering::Key || !ordersByKey(m_table) ||
        result.claimed >= m_settings.batchSize ||
        (m_sinceHeldBackCount.isValid() && m_sinceHeldBackCount.elapsed() < 60'000))
        return;
    m_sinceHeldBackCount.start();
    auto held = outbox::countHeldBack(m_session, m_table);
    if (!held) {
        qCWarning(lcRelay).noquote() << held.error().message;
        return;
    }
    if (held->rows == 0)
        return;
    result.heldBack = *held;
    qCInfo(lcRelay).noquote()
        << u"holding back %1 ready row(s) of %2 key(s) behind an older undelivered row of "
           u"their key (in order per %3)"_s.arg(held->rows)
               .arg(held->keys)
               .arg(orderingKeyName(m_table));
}

Status RelayEngine::beginBatch() {
    QSqlDatabase db = m_session.database();
    // The transaction holds the claim until the batch is settled.
    if (!m_statements.sessionSetUp() && m_session.spec().kind == DatabaseKind::MySQL) {
        // MySQL/MariaDB: READ COMMITTED, so the claim's locking reads lock the rows they return
        // and not the gaps between index records. Under the default REPEATABLE READ a claim
        // that read to the end of an index locked the gap where writers insert: a writer's
        // insert waited for the batch, and could deadlock with it.
        QSqlQuery set(db);
        if (!set.exec(u"SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED"_s))
            return Error::failed(CoreText::tr("Could not start the claim transaction: %1")
                                     .arg(set.lastError().text()));
    }
    m_statements.setSessionSetUp();
    bool begun = m_chained;
    if (begun) {
        // Opened by the last batch's COMMIT AND CHAIN.
    } else if (m_session.spec().kind == DatabaseKind::SQLite) {
        QSqlQuery begin(db);
        begun = begin.exec(u"BEGIN IMMEDIATE"_s);
    } else {
        begun = db.transaction();
    }
    if (!begun) {
        forgetStatements(); // the connection may be gone: the runner reconnects
        return Error::failed(
            CoreText::tr("Could not start the claim transaction: %1").arg(db.lastError().text()));
    }
    m_chained = false;
    return Done{};
}

Error RelayEngine::abandonBatch(const Error &error) {
    m_session.database().rollback();
    forgetStatements(); // the connection may be gone: the runner reconnects
    return error;
}

Status RelayEngine::settleAndCommit(const QList<OutboxRow> &rows, const LaneOutcomes &delivered,
                                    const QHash<QString, int> &previousAttempts,
                                    const QDateTime &at, BatchResult &result) {
    QList<OutboxRow> tried;
    QList<Status> statuses;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (delivered.skipped[i]) {
            ++result.skipped;
            continue;
        }
        tried.append(rows.at(i));
        statuses.append(
            delivered.outcomes[i].value_or(Status(Error::failed(CoreText::tr("not delivered")))));
    }
    QList<RelayStatement> atCommit;
    if (auto settled = m_settler.settle(tried, statuses, previousAttempts, at, result, atCommit);
        !settled)
        return Error::failed(CoreText::tr("Settling the batch failed (it stays claimable): %1")
                                 .arg(settled.error().message));
    auto committed = m_settler.commit(atCommit, m_chainBatches);
    if (!committed)
        return committed.error();
    m_chained = *committed;
    return Done{};
}

void RelayEngine::pruneAttemptLog(const BatchResult &result) {
    if (m_attemptLog && (result.failed > 0 || result.dead > 0) &&
        (!m_sincePrune.isValid() || m_sincePrune.elapsed() > 60'000)) {
        m_sincePrune.start();
        if (auto pruned = AttemptLog::prune(m_session); !pruned)
            qCWarning(lcRelay).noquote() << pruned.error().message;
    }
}

Result<BatchResult> RelayEngine::runOnce() {
    QElapsedTimer timer;
    timer.start();
    BatchResult result;
    const QDateTime at = now();
    if (auto begun = beginBatch(); !begun)
        return begun.error();

    QHash<QString, int> previousAttempts;
    auto claimed = m_claim.claim(at, previousAttempts);
    if (!claimed)
        return abandonBatch(claimed.error());
    const QList<OutboxRow> rows = *claimed;
    result.claimed = int(rows.size());
    if (rows.isEmpty()) {
        // Commit, not roll back: what ran in a chained transaction since the last batch's
        // commit (pruning the attempt log) is kept.
        QSqlDatabase db = m_session.database();
        if (!db.commit())
            db.rollback();
        countHeldBack(result);
        return result;
    }

    // In order per key, a key's rows after one that failed are not tried (its run, see
    // ClaimQuery): they stay as they were, behind it.
    const bool stopKeyAtFailure =
        m_settings.ordering == DeliveryOrdering::Key && ordersByKey(m_table);
    QElapsedTimer publishing;
    publishing.start();
    auto delivered = m_lanes.deliver(rows, stopKeyAtFailure);
    if (!delivered)
        return abandonBatch(delivered.error());
    result.publishSeconds = publishing.nsecsElapsed() / 1e9;

    if (auto settled = settleAndCommit(rows, *delivered, previousAttempts, at, result); !settled)
        return abandonBatch(settled.error());
    result.seconds = timer.nsecsElapsed() / 1e9;
    countHeldBack(result);
    pruneAttemptLog(result);
    qCInfo(lcRelay).noquote() << u"batch: claimed %1, delivered %2, failed %3, dead %4, %5 s%6"_s
                                     .arg(result.claimed)
                                     .arg(result.delivered)
                                     .arg(result.failed)
                                     .arg(result.dead)
                                     .arg(result.seconds, 0, 'f', 3)
                                     .arg(result.skipped ? u", %1 not tried behind a failed row "
                                                           u"of their key"_s.arg(result.skipped)
                                                         : QString());
    return result;
}

} // namespace outbox
