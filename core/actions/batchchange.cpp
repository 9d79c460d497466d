#include "actions/batchchange.h"
#include "util/coretr.h"

#include "query/filtersql.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"

#include <QLoggingCategory>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcActions, "outbox.core.actions", QtInfoMsg)

namespace outbox {

namespace {

using Statements = QList<std::pair<QString, QVariantList>>;

QString summarise(const BatchChange &change, qint64 changed, qint64 skipped, qint64 notReached) {
    QString s = u"%1 %2, %3 skipped (%4)"_s.arg(changed)
                    .arg(change.changedWord)
                    .arg(skipped)
                    .arg(change.skippedWhy);
    if (notReached > 0)
        s += u", %1 not reached (cancelled)"_s.arg(notReached);
    return s;
}

// The same summary for people (the outcome shown by the console and outboxctl), translated.
QString summariseForPeople(const BatchChange &change, qint64 changed, qint64 skipped,
                           qint64 notReached) {
    QString s = CoreText::tr("%1, %2", "rows changed, rows skipped")
                    .arg(change.changedText(changed), change.skippedText(skipped));
    if (notReached > 0)
        s = CoreText::tr("%1, %2", "rows changed, rows skipped")
                .arg(s, CoreText::tr("%n not reached (cancelled)", nullptr, int(notReached)));
    return s;
}

// Runs a prepared statement with its positional values; false (and the error in *failure) when
// it fails.
bool execute(QSqlQuery &query, const QString &sql, const QVariantList &values, QString *failure) {
    bool ok = query.prepare(sql);
    for (const QVariant &v : values)
        query.addBindValue(v);
    ok = ok && query.exec();
    if (!ok)
        *failure = query.lastError().text();
    return ok;
}

// One batch as it goes through its steps.
struct Batch {
    qint64 start = 0;
    qint64 end = 0;
    QStringList ids; // the batch's slice of the frozen ids; block batches: the ids it changed
    // The rows whose delivery state goes with the change. For a list of ids: only those still in
    // the state the user saw, locked until the commit, so a skipped row (changed meanwhile by
    // another console or a relay) keeps its attempts, backoff and error.
    QStringList changing;
    QString where; // the rows the change touches, on the table itself
    // The same rows as a reader of rowSource() names them (its values are whereValues too): the
    // same condition, but for a table read through an adapter, which names the writer's own
    // columns in `where` and the console's in `readWhere`.
    QString readWhere;
    QVariantList whereValues;
    qint64 changed = 0;
    qint64 skipped = 0;
    QList<std::pair<QString, AttemptEntry>> previous; // kept in the local log (keepLocally)
};

// One run of applyInBatches: what the change needs of the database, worked out once, and the
// steps of each batch.
class BatchChangeRun {
public:
    BatchChangeRun(const OutboxReader &reader, const BatchSource &source, const BatchChange &change,
                   const ActionContext &context);

    Result<ActionOutcome> run();

private:
    Status recordStart() const;
    Batch select(qint64 start, qint64 end) const;
    bool applyUncommitted(Batch &batch);
    bool lockRows(Batch &batch);
    void relockedRows(Batch &batch, const QString &condition, bool *ok);
    void setRowsCondition(Batch &batch, const QStringList &ids) const;
    bool copyRows(const Batch &batch);
    bool keepAttemptHistory(const Batch &batch);
    bool readPreviousStates(Batch &batch);
    bool changeRows(Batch &batch);
    Result<Statements> sideStatements(const QStringList &changing) const;
    bool changeSideRows(const Batch &batch);
    bool insertAuditRow(const Batch &batch);
    bool recordCommitting(const Batch &batch);
    bool commit();
    void rollBack(qint64 start);
    void count(const Batch &batch);
    bool recordBatch(const Batch &batch);
    Result<ActionOutcome> finish();

    qint64 notReachedFrom(qint64 start) const;
    QString actor() const { return u"%1@%2"_s.arg(m_total.user, m_total.host); }

    DatabaseSession &m_session;
    const OutboxTable &m_table;
    const SqlDialect &m_dialect;
    QSqlDatabase m_db;
    const BatchSource &m_source;
    const BatchChange &m_change;
    const ActionContext &m_context;

    bool m_auditTable = false;
    bool m_deliveryTable = false;
    bool m_parkedRows = false;
    bool m_attemptLog = false;
    bool m_keepLocally = false;
    bool m_sideRows = false;
    QString m_rowCondition;
    QString m_afterLock;
    QString m_forUpdate;
    qint64 m_unitsPerBatch = 1;
    qint64 m_units = 0;

    AuditRecord m_total;
    QStringList m_touched; // block batches: the ids they changed, for the audit record
    ActionOutcome m_outcome;
    BatchProgress m_progress;
    QString m_failure;
};

BatchChangeRun::BatchChangeRun(const OutboxReader &reader, const BatchSource &source,
                               const BatchChange &change, const ActionContext &context)
    : m_session(reader.session())
    , m_table(reader.table())
    , m_dialect(m_session.dialect())
    , m_db(m_session.database())
    , m_source(source)
    , m_change(change)
    , m_context(context) {
    m_auditTable = AuditTable::exists(m_session);
    m_deliveryTable = change.clearDeliveryState && DeliveryTable::exists(m_session);
    m_parkedRows = change.clearDeliveryState && change.deliverySetClause.isEmpty() &&
                   ParkedRows::exists(m_session);
    m_attemptLog = change.historyEvent && AttemptLog::exists(m_session);
    // Without the attempt log, what the change clears goes to this computer's audit log.
    m_keepLocally = change.historyEvent && !m_attemptLog;
    // The rows changed are locked and listed first when statements go with them.
    m_sideRows = m_deliveryTable || m_parkedRows || bool(change.alongside) || m_attemptLog ||
                 m_keepLocally || !change.afterLockCondition.isEmpty() ||
                 !change.copyBeforeChange.isEmpty();
    m_rowCondition =
        change.rowCondition.isEmpty() ? QString() : u" AND ("_s + change.rowCondition + u')';
    m_afterLock = change.afterLockCondition.isEmpty()
                      ? QString()
                      : u" AND ("_s + change.afterLockCondition + u')';
    // Rows kept as they are are read, not locked: locking needs the UPDATE privilege (PostgreSQL),
    // which a change that only adds rows (a replay) does not.
    m_forUpdate = m_dialect.supportsSkipLocked() && !change.keepRows ? u" FOR UPDATE"_s : QString();
    m_unitsPerBatch = source.byBlocks() ? qMax<qint64>(1, source.blocksPerBatch)
                                        : qBound(1, context.batchSize, 50'000);
    m_units = source.units();

    m_total = AuditRecord::begin(change.action);
    m_total.profile = context.profile ? context.profile->name : QString();
    m_total.database = m_session.spec().displayUrl();
    m_total.table = m_table.name.display();
    m_total.filter = change.description;
    m_total.reason = context.reason;

    m_progress.total = m_units;
    m_progress.batches = int((m_units + m_unitsPerBatch - 1) / m_unitsPerBatch);
}

// What a block batch has not reached is unknown until it is read: counted as 0.
qint64 BatchChangeRun::notReachedFrom(qint64 start) const {
    return m_source.byBlocks() ? 0 : m_units - start;
}

Result<ActionOutcome> BatchChangeRun::run() {
    if (auto recorded = recordStart(); !recorded)
        return recorded.error();
    for (qint64 start = 0; start < m_units; start += m_unitsPerBatch) {
        if (m_context.cancel && m_context.cancel->isCancelled()) {
            m_outcome.cancelled = true;
            m_outcome.notReached = notReachedFrom(start);
            break;
        }
        const qint64 end = qMin(m_units, start + m_unitsPerBatch);
        if (auto begun = m_session.beginWriteTransaction(); !begun) {
            // Never empty: an empty failure would be reported as a success.
            m_failure = begun.error().message;
            m_outcome.notReached = notReachedFrom(start);
            break;
        }
        Batch batch = select(start, end);
        if (!applyUncommitted(batch) || !commit()) {
            rollBack(start);
            break;
        }
        count(batch);
        if (!recordBatch(batch))
            break;
        qCDebug(lcActions) << m_change.action << "batch" << m_progress.batch << "of"
                           << m_progress.batches << batch.changed;
        if (m_context.progress)
            m_context.progress(m_progress);
    }
    return finish();
}

// Audited before anything changes, on disk: if the local log cannot be written, nothing is
// changed at all (the record says who, where, what, the frozen ids or their count and hash, and
// why; block batches freeze no ids, their filter says which rows).
Status BatchChangeRun::recordStart() const {
    AuditRecord started = m_total;
    started.setIds(m_source.ids);
    if (m_source.byBlocks())
        started.filter += u" (rows chosen block by block as the purge walks the table)"_s;
    return m_context.auditLog.recordStart(started);
}

// The rows a batch is for: its slice of the ids, still in the state the user saw, or its range
// of blocks with the condition checked on every row.
Batch BatchChangeRun::select(qint64 start, qint64 end) const {
    const SqlDialect &d = m_dialect;
    Batch batch;
    batch.start = start;
    batch.end = end;
    if (m_source.byBlocks()) {
        batch.where =
            d.blockRangeCondition() + u" AND "_s + m_source.blockCondition->terms.join(u" AND "_s);
        batch.whereValues = d.blockRangeValues(start, end) + m_source.blockCondition->values;
    } else {
        batch.ids = m_source.ids.mid(start, end - start);
        setRowsCondition(batch, batch.ids);
    }
    batch.readWhere = batch.readWhere.isEmpty() ? batch.where : batch.readWhere;
    batch.changing = batch.ids;
    return batch;
}

// Everything a batch does inside its transaction, step by step until one fails.
bool BatchChangeRun::applyUncommitted(Batch &batch) {
    return lockRows(batch) && keepAttemptHistory(batch) && readPreviousStates(batch) &&
           copyRows(batch) && changeRows(batch) && changeSideRows(batch) && insertAuditRow(batch) &&
           recordCommitting(batch);
}

// With side rows, a list of ids is narrowed to the rows still as the user saw them, locked.
bool BatchChangeRun::lockRows(Batch &batch) {
    if (!m_sideRows || m_source.byBlocks())
        return true;
    bool ok = true;
    relockedRows(batch, batch.where, &ok);
    // Locked: a new statement (a new snapshot on PostgreSQL, a locking read on MySQL) sees what
    // committed while the lock was awaited.
    if (ok && !m_afterLock.isEmpty() && !batch.changing.isEmpty())
        relockedRows(batch, batch.where + m_afterLock, &ok);
    batch.where += m_afterLock;
    batch.readWhere += m_afterLock;
    return ok;
}

// Locks the rows that meet the condition and makes them the batch's rows to change.
void BatchChangeRun::relockedRows(Batch &batch, const QString &condition, bool *ok) {
    const SqlDialect &d = m_dialect;
    QSqlQuery lock(m_db);
    lock.setForwardOnly(true);
    *ok = execute(lock,
                  u"SELECT %1 FROM %2 WHERE %3%4"_s.arg(
                      m_table.isAdapted() ? d.textOfExpression(m_table.adapter.expression(u"id"_s))
                                          : d.textOf(u"id"_s),
                      d.qualified(m_table.name), condition, m_forUpdate),
                  batch.whereValues, &m_failure);
    batch.changing.clear();
    while (*ok && lock.next())
        batch.changing.append(lock.value(0).toString());
    setRowsCondition(batch, batch.changing);
}

// The rows of these ids still in the state the user saw: on the table itself (where) and as
// rowSource() reads them (readWhere). A table read through an adapter names its id and status by
// their expressions over the writer's columns on the table itself.
void BatchChangeRun::setRowsCondition(Batch &batch, const QStringList &ids) const {
    const SqlDialect &d = m_dialect;
    const qsizetype statuses = m_change.requiredStatuses.size();
    batch.readWhere = d.idInCondition(u"id"_s, m_table.idStorage, ids.size()) + u" AND "_s +
                      d.exactInCondition(u"status"_s, statuses) + m_rowCondition;
    batch.where =
        m_table.isAdapted()
            ? d.idInExpression(m_table.adapter.expression(u"id"_s), m_table.idStorage, ids.size()) +
                  u" AND "_s +
                  d.exactInExpression(m_table.adapter.expression(u"status"_s), statuses)
            : batch.readWhere;
    batch.whereValues = d.idInValues(ids) + d.exactInValues(m_change.requiredStatuses);
}

// Before the change clears them, where the attempt log exists: what each row had (still in the
// state seen), kept there.
bool BatchChangeRun::keepAttemptHistory(const Batch &batch) {
    if (!m_attemptLog || batch.changing.isEmpty())
        return true;
    const SqlDialect &d = m_dialect;
    const DeliveryColumns before = deliveryColumns(m_table, d);
    QSqlQuery keep(m_db);
    return execute(keep,
                   AttemptLog::insertInto(d) +
                       u"SELECT ?, %1, ?, ?, %2, %3, %4, ? FROM %5 WHERE %6"_s.arg(
                           d.textOf(u"id"_s), before.attempts, before.lastError,
                           before.nextAttemptAt, rowSource(m_table, d, true), batch.readWhere),
                   QVariantList{m_table.name.display(),
                                AttemptLog::timeText(m_total.at), // beside the action
                                QString::fromLatin1(m_change.historyEvent), actor()} +
                       batch.whereValues,
                   &m_failure);
}

// The same without the attempt log: read, for this computer's audit log.
bool BatchChangeRun::readPreviousStates(Batch &batch) {
    if (!m_keepLocally || batch.changing.isEmpty())
        return true;
    const SqlDialect &d = m_dialect;
    const DeliveryColumns before = deliveryColumns(m_table, d);
    QSqlQuery read(m_db);
    read.setForwardOnly(true);
    const bool ok = execute(read,
                            u"SELECT %1, %2, %3, %4 FROM %5 WHERE %6"_s.arg(
                                d.textOf(u"id"_s), before.attempts, before.lastError,
                                before.nextAttemptAt, rowSource(m_table, d, true), batch.readWhere),
                            batch.whereValues, &m_failure);
    while (ok && read.next()) {
        AttemptEntry e;
        e.at = m_total.at;
        e.event = QString::fromLatin1(m_change.historyEvent);
        if (!read.isNull(1))
            e.attempts = read.value(1).toInt();
        e.error = read.value(2).toString();
        e.nextAttemptAt = parseUtcTimestampText(read.value(3).toString());
        e.actor = actor();
        batch.previous.append({read.value(0).toString(), e});
    }
    return ok;
}

// What the change copies first (BatchChange::copyBeforeChange), of the rows it is about to change.
bool BatchChangeRun::copyRows(const Batch &batch) {
    if (m_change.copyBeforeChange.isEmpty() || (!m_source.byBlocks() && batch.changing.isEmpty()))
        return true;
    QSqlQuery copy(m_db);
    return execute(copy, m_change.copyBeforeChange.arg(batch.where), batch.whereValues, &m_failure);
}

// The change itself: an UPDATE (or DELETE) of the batch's rows still in the state seen.
bool BatchChangeRun::changeRows(Batch &batch) {
    const SqlDialect &d = m_dialect;
    if (m_change.keepRows) {
        // Listed by lockRows() (alongside makes it list them): those are the batch's.
        batch.changed = batch.changing.size();
    } else if (m_source.byBlocks() || !batch.changing.isEmpty()) {
        QString sql = m_change.deleteRows
                          ? u"DELETE FROM %1 WHERE %2"_s.arg(d.qualified(m_table.name), batch.where)
                          : u"UPDATE %1 SET %2 WHERE %3"_s.arg(d.qualified(m_table.name),
                                                               m_change.setClause, batch.where);
        if (m_source.byBlocks())
            sql = d.returningIdList(sql);
        QVariantList values = m_change.deleteRows ? QVariantList{} : m_change.setValues;
        values.append(batch.whereValues);
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        if (!execute(q, sql, values, &m_failure)) {
            m_failure = m_failure.trimmed();
            return false;
        }
        if (m_source.byBlocks()) {
            if (q.next() && !q.isNull(0))
                batch.ids = q.value(0).toString().split(u',');
            batch.changed = batch.ids.size();
            batch.changing = batch.ids;
        } else {
            batch.changed = q.numRowsAffected();
        }
    }
    batch.skipped = m_source.byBlocks() ? 0 : batch.ids.size() - batch.changed;
    return true;
}

// What goes with the change, for the rows it changed.
Result<Statements> BatchChangeRun::sideStatements(const QStringList &changing) const {
    const SqlDialect &d = m_dialect;
    Statements besides;
    if (changing.isEmpty())
        return besides;
    const QString sideRowsOf = d.idInCondition(u"outbox_id"_s, m_table.idStorage, changing.size());
    if (m_deliveryTable) {
        const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
        besides.append(
            {m_change.deliverySetClause.isEmpty()
                 ? u"DELETE FROM %1 WHERE %2"_s.arg(side, sideRowsOf)
                 : u"UPDATE %1 SET %2 WHERE %3"_s.arg(side, m_change.deliverySetClause, sideRowsOf),
             d.idInValues(changing)});
    }
    if (m_parkedRows)
        besides.append({u"DELETE FROM %1 WHERE %2"_s.arg(
                            d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName)), sideRowsOf),
                        d.idInValues(changing)});
    if (m_change.alongside) {
        auto statements = m_change.alongside(changing);
        if (!statements)
            return statements.error();
        besides.append(*statements);
    }
    return besides;
}

bool BatchChangeRun::changeSideRows(const Batch &batch) {
    const auto statements = sideStatements(batch.changing);
    if (!statements) {
        m_failure = statements.error().message;
        return false;
    }
    for (const auto &[sql, values] : *statements) {
        QSqlQuery side(m_db);
        if (!execute(side, sql, values, &m_failure))
            return false;
    }
    // The keys dead rows hold back are rebuilt by the next claim (relay/heldkeys.h).
    if (batch.changed > 0)
        KeyHoldState::markStale(m_session, m_table);
    return true;
}

// The audit table's row of the batch, in its transaction.
bool BatchChangeRun::insertAuditRow(const Batch &batch) {
    if (!m_auditTable || (batch.changed == 0 && m_source.byBlocks()))
        return true;
    AuditRecord record = m_total;
    record.setIds(batch.ids);
    record.filter = u"%1 (batch %2 of %3)"_s.arg(m_change.description)
                        .arg(m_progress.batch + 1)
                        .arg(m_progress.batches);
    record.outcome = summarise(m_change, batch.changed, batch.skipped, 0);
    if (auto inserted = AuditTable::insert(m_session, record); !inserted) {
        m_failure = inserted.error().message;
        return false;
    }
    return true;
}

// The batch with its rows on disk before it commits: a record that cannot be written stops the
// batch uncommitted, and one written is never missing from the log, whatever happens after the
// commit (a full disk, a kill: `audit` then says the batch may have changed these rows).
bool BatchChangeRun::recordCommitting(const Batch &batch) {
    AuditRecord committing = m_total;
    committing.stage = QString::fromLatin1(AuditRecord::kCommitting);
    committing.setIds(m_source.byBlocks() ? batch.ids : batch.changing);
    committing.rowCount = batch.changed;
    committing.filter = u"batch %1 of %2"_s.arg(m_progress.batch + 1).arg(m_progress.batches);
    committing.outcome = u"committing: "_s + summarise(m_change, batch.changed, batch.skipped, 0);
    if (auto logged = m_context.auditLog.append(committing); !logged) {
        m_failure = CoreText::tr("the audit log could not record batch %1 before its "
                                 "commit, so it was not committed: %2")
                        .arg(m_progress.batch + 1)
                        .arg(logged.error().message);
        return false;
    }
    return true;
}

bool BatchChangeRun::commit() {
    if (m_db.commit())
        return true;
    m_failure = m_db.lastError().text();
    return false;
}

// A batch that failed is rolled back, and nothing after it runs.
void BatchChangeRun::rollBack(qint64 start) {
    if (m_failure.isEmpty())
        m_failure = m_db.isOpen() ? CoreText::tr("The batch failed without an error message.")
                                  : CoreText::tr("The connection to the database was lost.");
    m_db.rollback();
    m_outcome.notReached = notReachedFrom(start);
}

// A committed batch in the outcome and the progress.
void BatchChangeRun::count(const Batch &batch) {
    if (m_source.byBlocks())
        m_touched.append(batch.ids);
    else if (m_sideRows)
        m_outcome.changedIds +=
            batch.changing; // locked and still as the user saw them: all changed
    m_outcome.changed += batch.changed;
    m_outcome.skipped += batch.skipped;
    m_progress.processed = batch.end;
    m_progress.changed = m_outcome.changed;
    m_progress.skipped = m_outcome.skipped;
    ++m_progress.batch;
}

// Each committed batch on disk: a killed command still leaves how far it got. If that cannot be
// written, no further batch runs.
bool BatchChangeRun::recordBatch(const Batch &batch) {
    AuditRecord record = m_total;
    record.stage = QString::fromLatin1(AuditRecord::kBatch);
    record.rowCount = batch.changed;
    record.previous = batch.previous;
    record.filter = u"batch %1 of %2"_s.arg(m_progress.batch).arg(m_progress.batches);
    record.outcome = summarise(m_change, batch.changed, batch.skipped, 0);
    if (auto logged = m_context.auditLog.append(record); !logged) {
        m_failure = CoreText::tr("the audit log could not confirm batch %1 (committed, "
                                 "and recorded before its commit), so no further batch "
                                 "was run: %2")
                        .arg(m_progress.batch)
                        .arg(logged.error().message);
        m_outcome.notReached = notReachedFrom(batch.end);
        if (m_context.progress)
            m_context.progress(m_progress);
        return false;
    }
    return true;
}

// The outcome, in the local log whatever happened, and for the caller.
Result<ActionOutcome> BatchChangeRun::finish() {
    const QStringList &ids = m_source.byBlocks() ? m_touched : m_source.ids;
    m_total.setIds(ids);
    m_outcome.ids = ids;

    const qint64 notReached = m_outcome.cancelled ? m_outcome.notReached : 0;
    QString auditOutcome = summarise(m_change, m_outcome.changed, m_outcome.skipped, notReached);
    m_outcome.summary =
        summariseForPeople(m_change, m_outcome.changed, m_outcome.skipped, notReached);
    if (m_outcome.cancelled && m_source.byBlocks()) {
        auditOutcome += u", the rest of the table not reached (cancelled)"_s;
        m_outcome.summary = CoreText::tr("%1, the rest of the table not reached (cancelled)")
                                .arg(m_outcome.summary);
    }
    m_total.outcome = m_failure.isEmpty()
                          ? auditOutcome
                          : u"failed after %1: %2"_s.arg(auditOutcome, m_failure.trimmed());
    // The local log is always written, whatever happened.
    if (auto logged = m_context.auditLog.append(m_total); !logged)
        qCWarning(lcActions) << logged.error().message;
    if (!m_failure.isEmpty())
        return Error::failed(
            CoreText::tr("%1 stopped by an error after batch %2 of %3 (%4, %5): %6")
                .arg(m_change.action)
                .arg(m_progress.batch)
                .arg(m_progress.batches)
                .arg(m_change.changedText(m_outcome.changed),
                     CoreText::tr("%n untouched", nullptr, int(m_outcome.notReached)),
                     m_failure.trimmed()));
    return m_outcome;
}

} // namespace

Result<ActionOutcome> applyInBatches(const OutboxReader &reader, const BatchSource &source,
                                     const BatchChange &change, const ActionContext &context) {
    return BatchChangeRun(reader, source, change, context).run();
}

} // namespace outbox
