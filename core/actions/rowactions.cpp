#include "actions/rowactions.h"
#include "util/coretr.h"

#include "query/errorsignature.h"
#include "query/filtersql.h"
#include "relay/deliveryorder.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"

#include <QHash>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <limits>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcActions, "outbox.core.actions", QtInfoMsg)

namespace outbox {

namespace {

struct BatchChange {
    QString action;    // audit action name
    QString setClause; // "status = ?, …"
    QVariantList setValues;
    QStringList requiredStatuses; // the state the user saw
    QString changedWord;          // "retried", "marked done", "deleted" (the audit record)
    QString skippedWhy;           // "no longer dead" (the audit record)
    // The same for people, translated: "5 retried", "2 skipped (no longer dead)".
    QString (*changedText)(qint64 n) = nullptr;
    QString (*skippedText)(qint64 n) = nullptr;
    bool deleteRows = false; // DELETE instead of UPDATE
    // FennFlow: the changed rows' side rows (delivery state, parked entries) are deleted.
    bool clearDeliveryState = false;
    // With clearDeliveryState: the side rows are updated with this instead of deleted (their
    // parked entries are kept).
    QString deliverySetClause;
    // A further condition on the rows to change (the table's own columns), e.g. "not parked".
    QString rowCondition;
    // A condition on other tables, read again once the batch's rows are locked, in a statement of
    // its own that sees what committed while the lock was awaited ("not superseded": a resend
    // takes the same row lock, so a row resent after the list was frozen is skipped, never
    // reset). The rows are locked (and listed) first when it is set.
    QString afterLockCondition;
    // Statements for the rows changed (their stored ids), in the same transaction.
    std::function<QList<std::pair<QString, QVariantList>>(const QStringList &ids)> alongside;
    QString description;
    // Where the attempt log exists: each changed row's attempts, last error and next attempt as
    // they were just before, kept under this event (a retry clears them; AttemptEntry).
    const char *historyEvent = nullptr;
};

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

// Which rows each batch touches: the next slice of a frozen list of ids, or (a PostgreSQL purge)
// the next slice of the table's blocks, where every row is checked against a condition again.
struct BatchSource {
    QStringList ids;
    std::optional<SqlCondition> blockCondition; // set: block-range batches
    qint64 blocks = 0;
    qint64 blocksPerBatch = 1;

    bool byBlocks() const { return blockCondition.has_value(); }
    qint64 units() const { return byBlocks() ? blocks : ids.size(); }
};

// Applies one change in batches: each batch is one transaction holding the change, the side-table
// cleanup and the audit row, and touches only rows still in the state the user saw. Progress
// after every batch; cancel between batches.
Result<ActionOutcome> applyInBatches(const OutboxReader &reader, const BatchSource &source,
                                     const BatchChange &change, const ActionContext &context) {
    DatabaseSession &session = reader.session();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = session.dialect();
    QSqlDatabase db = session.database();
    const bool auditTable = AuditTable::exists(session);
    const bool deliveryTable = change.clearDeliveryState && DeliveryTable::exists(session);
    const bool parkedRows = change.clearDeliveryState && change.deliverySetClause.isEmpty() &&
                            ParkedRows::exists(session);
    const bool attemptLog = change.historyEvent && AttemptLog::exists(session);
    // Without the attempt log, what the change clears goes to this computer's audit log.
    const bool keepLocally = change.historyEvent && !attemptLog;
    // The rows changed are locked and listed first when statements go with them.
    const bool sideRows = deliveryTable || parkedRows || bool(change.alongside) || attemptLog ||
                          keepLocally || !change.afterLockCondition.isEmpty();
    const QString rowCondition =
        change.rowCondition.isEmpty() ? QString() : u" AND ("_s + change.rowCondition + u')';
    const QString afterLock = change.afterLockCondition.isEmpty()
                                  ? QString()
                                  : u" AND ("_s + change.afterLockCondition + u')';
    const QString forUpdate = d.supportsSkipLocked() ? u" FOR UPDATE"_s : QString();
    const qint64 unitsPerBatch = source.byBlocks() ? qMax<qint64>(1, source.blocksPerBatch)
                                                   : qBound(1, context.batchSize, 50'000);
    const qint64 units = source.units();

    AuditRecord total = AuditRecord::begin(change.action);
    total.profile = context.profile ? context.profile->name : QString();
    total.database = session.spec().displayUrl();
    total.table = table.name.display();
    total.filter = change.description;
    total.reason = context.reason;
    QStringList touched; // block batches: the ids they changed, for the audit record

    // Audited before anything changes, on disk: if the local log cannot be written, nothing is
    // changed at all (the record says who, where, what, the frozen ids or their count and hash,
    // and why; block batches freeze no ids, their filter says which rows).
    {
        AuditRecord started = total;
        started.setIds(source.ids);
        if (source.byBlocks())
            started.filter += u" (rows chosen block by block as the purge walks the table)"_s;
        if (auto recorded = context.auditLog.recordStart(started); !recorded)
            return recorded.error();
    }

    ActionOutcome outcome;
    BatchProgress progress;
    progress.total = units;
    progress.batches = int((units + unitsPerBatch - 1) / unitsPerBatch);
    QString failure;
    // What a block batch has not reached is unknown until it is read: counted as 0.
    const auto notReachedFrom = [&](qint64 start) { return source.byBlocks() ? 0 : units - start; };

    for (qint64 start = 0; start < units; start += unitsPerBatch) {
        if (context.cancel && context.cancel->isCancelled()) {
            outcome.cancelled = true;
            outcome.notReached = notReachedFrom(start);
            break;
        }
        const qint64 end = qMin(units, start + unitsPerBatch);
        if (auto begun = session.beginWriteTransaction(); !begun) {
            // Never empty: an empty failure would be reported as a success.
            failure = begun.error().message;
            outcome.notReached = notReachedFrom(start);
            break;
        }
        QSqlQuery q(db);
        q.setForwardOnly(true);
        QString where;
        QVariantList whereValues;
        QStringList batch;
        if (source.byBlocks()) {
            where = d.blockRangeCondition() + u" AND "_s +
                    source.blockCondition->terms.join(u" AND "_s);
            whereValues = d.blockRangeValues(start, end) + source.blockCondition->values;
        } else {
            batch = source.ids.mid(start, end - start);
            where = d.idInCondition(u"id"_s, table.idStorage, batch.size()) + u" AND "_s +
                    d.exactInCondition(u"status"_s, change.requiredStatuses.size()) + rowCondition;
            whereValues = d.idInValues(batch) + d.exactInValues(change.requiredStatuses);
        }
        bool ok = true;
        // The rows whose delivery state goes with the change. For a list of ids: only those still
        // in the state the user saw, locked until the commit, so a skipped row (changed meanwhile
        // by another console or a relay) keeps its attempts, backoff and error.
        QStringList changing = batch;
        if (sideRows && !source.byBlocks()) {
            const auto lockRows = [&](const QString &condition) {
                QSqlQuery lock(db);
                lock.setForwardOnly(true);
                ok = lock.prepare(u"SELECT %1 FROM %2 WHERE %3%4"_s.arg(
                    d.textOf(u"id"_s), d.qualified(table.name), condition, forUpdate));
                for (const QVariant &v : std::as_const(whereValues))
                    lock.addBindValue(v);
                ok = ok && lock.exec();
                changing.clear();
                while (ok && lock.next())
                    changing.append(lock.value(0).toString());
                if (!ok)
                    failure = lock.lastError().text();
                where = d.idInCondition(u"id"_s, table.idStorage, changing.size()) + u" AND "_s +
                        d.exactInCondition(u"status"_s, change.requiredStatuses.size()) +
                        rowCondition;
                whereValues = d.idInValues(changing) + d.exactInValues(change.requiredStatuses);
            };
            lockRows(where);
            // Locked: a new statement (a new snapshot on PostgreSQL, a locking read on MySQL)
            // sees what committed while the lock was awaited.
            if (ok && !afterLock.isEmpty() && !changing.isEmpty())
                lockRows(where + afterLock);
            where += afterLock;
        }
        QString sql = change.deleteRows
                          ? u"DELETE FROM %1 WHERE %2"_s.arg(d.qualified(table.name), where)
                          : u"UPDATE %1 SET %2 WHERE %3"_s.arg(d.qualified(table.name),
                                                               change.setClause, where);
        if (source.byBlocks())
            sql = d.returningIdList(sql);
        QVariantList values = change.deleteRows ? QVariantList{} : change.setValues;
        values.append(whereValues);
        if (ok && attemptLog && !changing.isEmpty()) {
            // Before the change clears them: what each row had (still in the state seen).
            const DeliveryColumns before = deliveryColumns(table, d);
            QSqlQuery keep(db);
            ok = keep.prepare(AttemptLog::insertInto(d) +
                              u"SELECT ?, %1, ?, ?, %2, %3, %4, ? FROM %5 WHERE %6"_s.arg(
                                  d.textOf(u"id"_s), before.attempts, before.lastError,
                                  before.nextAttemptAt, rowSource(table, d, true), where));
            for (const QVariant &v :
                 QVariantList{table.name.display(),
                              AttemptLog::timeText(total.at), // beside the action
                              QString::fromLatin1(change.historyEvent),
                              u"%1@%2"_s.arg(total.user, total.host)} +
                     whereValues)
                keep.addBindValue(v);
            ok = ok && keep.exec();
            if (!ok)
                failure = keep.lastError().text();
        }
        QList<std::pair<QString, AttemptEntry>> previous;
        if (ok && keepLocally && !changing.isEmpty()) {
            const DeliveryColumns before = deliveryColumns(table, d);
            QSqlQuery read(db);
            read.setForwardOnly(true);
            ok = read.prepare(u"SELECT %1, %2, %3, %4 FROM %5 WHERE %6"_s.arg(
                d.textOf(u"id"_s), before.attempts, before.lastError, before.nextAttemptAt,
                rowSource(table, d, true), where));
            for (const QVariant &v : std::as_const(whereValues))
                read.addBindValue(v);
            ok = ok && read.exec();
            while (ok && read.next()) {
                AttemptEntry e;
                e.at = total.at;
                e.event = QString::fromLatin1(change.historyEvent);
                if (!read.isNull(1))
                    e.attempts = read.value(1).toInt();
                e.error = read.value(2).toString();
                e.nextAttemptAt = parseUtcTimestampText(read.value(3).toString());
                e.actor = u"%1@%2"_s.arg(total.user, total.host);
                previous.append({read.value(0).toString(), e});
            }
            if (!ok)
                failure = read.lastError().text();
        }
        qint64 changed = 0;
        if (ok && (source.byBlocks() || !changing.isEmpty())) {
            ok = q.prepare(sql);
            for (const QVariant &v : std::as_const(values))
                q.addBindValue(v);
            ok = ok && q.exec();
            if (ok && source.byBlocks()) {
                if (q.next() && !q.isNull(0))
                    batch = q.value(0).toString().split(u',');
                changed = batch.size();
                changing = batch;
            } else if (ok) {
                changed = q.numRowsAffected();
            }
        }
        const qint64 skipped = source.byBlocks() ? 0 : batch.size() - changed;
        // What goes with the change, for the rows it changed.
        QList<std::pair<QString, QVariantList>> besides;
        if (!changing.isEmpty()) {
            const QString sideRowsOf =
                d.idInCondition(u"outbox_id"_s, table.idStorage, changing.size());
            if (deliveryTable) {
                const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
                besides.append({change.deliverySetClause.isEmpty()
                                    ? u"DELETE FROM %1 WHERE %2"_s.arg(side, sideRowsOf)
                                    : u"UPDATE %1 SET %2 WHERE %3"_s.arg(
                                          side, change.deliverySetClause, sideRowsOf),
                                d.idInValues(changing)});
            }
            if (parkedRows)
                besides.append(
                    {u"DELETE FROM %1 WHERE %2"_s.arg(
                         d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName)), sideRowsOf),
                     d.idInValues(changing)});
            if (change.alongside)
                besides.append(change.alongside(changing));
        }
        for (const auto &[sideSql, sideValues] : std::as_const(besides)) {
            if (!ok)
                break;
            QSqlQuery side(db);
            ok = side.prepare(sideSql);
            for (const QVariant &v : sideValues)
                side.addBindValue(v);
            ok = ok && side.exec();
            if (!ok)
                failure = side.lastError().text();
        }
        if (ok && auditTable && (changed > 0 || !source.byBlocks())) {
            AuditRecord record = total;
            record.setIds(batch);
            record.filter = u"%1 (batch %2 of %3)"_s.arg(change.description)
                                .arg(progress.batch + 1)
                                .arg(progress.batches);
            record.outcome = summarise(change, changed, skipped, 0);
            if (auto inserted = AuditTable::insert(session, record); !inserted) {
                ok = false;
                failure = inserted.error().message;
            }
        }
        // The batch with its rows on disk before it commits: a record that cannot be written
        // stops the batch uncommitted, and one written is never missing from the log, whatever
        // happens after the commit (a full disk, a kill: `audit` then says the batch may have
        // changed these rows).
        if (ok) {
            AuditRecord committing = total;
            committing.stage = QString::fromLatin1(AuditRecord::kCommitting);
            committing.setIds(source.byBlocks() ? batch : changing);
            committing.rowCount = changed;
            committing.filter = u"batch %1 of %2"_s.arg(progress.batch + 1).arg(progress.batches);
            committing.outcome = u"committing: "_s + summarise(change, changed, skipped, 0);
            if (auto logged = context.auditLog.append(committing); !logged) {
                ok = false;
                failure = CoreText::tr("the audit log could not record batch %1 before its "
                                       "commit, so it was not committed: %2")
                              .arg(progress.batch + 1)
                              .arg(logged.error().message);
            }
        }
        if (ok && !db.commit()) {
            ok = false;
            failure = db.lastError().text();
        }
        if (!ok) {
            if (failure.isEmpty())
                failure = q.lastError().text().trimmed();
            if (failure.isEmpty())
                failure = db.isOpen() ? CoreText::tr("The batch failed without an error message.")
                                      : CoreText::tr("The connection to the database was lost.");
            db.rollback();
            outcome.notReached = notReachedFrom(start);
            break;
        }
        if (source.byBlocks())
            touched.append(batch);
        else if (sideRows)
            outcome.changedIds += changing; // locked and still as the user saw them: all changed
        outcome.changed += changed;
        outcome.skipped += skipped;
        progress.processed = end;
        progress.changed = outcome.changed;
        progress.skipped = outcome.skipped;
        ++progress.batch;
        // Each committed batch on disk: a killed command still leaves how far it got. If that
        // cannot be written, no further batch runs.
        {
            AuditRecord record = total;
            record.stage = QString::fromLatin1(AuditRecord::kBatch);
            record.rowCount = changed;
            record.previous = previous;
            record.filter = u"batch %1 of %2"_s.arg(progress.batch).arg(progress.batches);
            record.outcome = summarise(change, changed, skipped, 0);
            if (auto logged = context.auditLog.append(record); !logged) {
                failure = CoreText::tr("the audit log could not confirm batch %1 (committed, "
                                       "and recorded before its commit), so no further batch "
                                       "was run: %2")
                              .arg(progress.batch)
                              .arg(logged.error().message);
                outcome.notReached = notReachedFrom(end);
                if (context.progress)
                    context.progress(progress);
                break;
            }
        }
        qCDebug(lcActions) << change.action << "batch" << progress.batch << "of" << progress.batches
                           << changed;
        if (context.progress)
            context.progress(progress);
    }
    total.setIds(source.byBlocks() ? touched : source.ids);
    outcome.ids = source.byBlocks() ? touched : source.ids;

    QString auditOutcome = summarise(change, outcome.changed, outcome.skipped,
                                     outcome.cancelled ? outcome.notReached : 0);
    outcome.summary = summariseForPeople(change, outcome.changed, outcome.skipped,
                                         outcome.cancelled ? outcome.notReached : 0);
    if (outcome.cancelled && source.byBlocks()) {
        auditOutcome += u", the rest of the table not reached (cancelled)"_s;
        outcome.summary =
            CoreText::tr("%1, the rest of the table not reached (cancelled)").arg(outcome.summary);
    }
    total.outcome = failure.isEmpty()
                        ? auditOutcome
                        : u"failed after %1: %2"_s.arg(auditOutcome, failure.trimmed());
    // The local log is always written, whatever happened.
    if (auto logged = context.auditLog.append(total); !logged)
        qCWarning(lcActions) << logged.error().message;
    if (!failure.isEmpty())
        return Error::failed(
            CoreText::tr("%1 stopped by an error after batch %2 of %3 (%4, %5): %6")
                .arg(change.action)
                .arg(progress.batch)
                .arg(progress.batches)
                .arg(change.changedText(outcome.changed),
                     CoreText::tr("%n untouched", nullptr, int(outcome.notReached)),
                     failure.trimmed()));
    return outcome;
}

} // namespace

Status checkChangeAllowed(const ActionContext &context, const QString &action) {
    if (!context.profile)
        return Done{};
    const Profile &p = *context.profile;
    if (p.readOnly)
        return Error::refused(
            CoreText::tr("Profile \"%1\" is read-only: %2 is not allowed. Unlock writing for this "
                         "session in the console, or use a profile that is not read-only.")
                .arg(p.name, action));
    if (p.isProd() && context.reason.trimmed().isEmpty())
        return Error::refused(
            CoreText::tr("Profile \"%1\" is a prod profile: %2 needs a reason (--reason=\"…\").")
                .arg(p.name, action));
    return Done{};
}

bool RetryPlan::hasFlags() const {
    return !targetExists.isEmpty() || !sourceMissing.isEmpty() || !keyInvalid.isEmpty();
}

QStringList RetryPlan::unflaggedIds() const {
    if (!hasFlags())
        return ids;
    QSet<QString> flagged(targetExists.cbegin(), targetExists.cend());
    flagged.unite(QSet<QString>(sourceMissing.cbegin(), sourceMissing.cend()));
    flagged.unite(QSet<QString>(keyInvalid.cbegin(), keyInvalid.cend()));
    QStringList out;
    for (const QString &id : ids)
        if (!flagged.contains(id))
            out.append(id);
    return out;
}

Result<RetryPlan> planRetry(const OutboxReader &reader, const RetryRequest &request) {
    if (request.limit < 1)
        return Error::invalid(CoreText::tr("The retry limit must be at least 1."));
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    RowFilter filter = request.filter;
    filter.states = {RowState::Dead};
    auto condition = filterCondition(table, d, filter);
    if (!condition)
        return condition.error();

    const TimestampStorage ts = table.timestamps;
    const DeliveryColumns delivery = deliveryColumns(table, d);
    const QString columns =
        QStringList{d.textOf(u"id"_s), d.quoteIdentifier(table.kindColumn()), delivery.attempts,
                    delivery.lastError, d.timestampText(table.changedAtColumn(), ts),
                    d.timestampText(u"created_at"_s, ts),
                    // Only the payloads of rows that read or write an object are read (for the
                    // target and source checks): the others would cost transfer time on large
                    // plans for nothing.
                    table.isVortos()
                        ? u"CASE WHEN %1 IN ('copy', 'move', 'promote') THEN %2 END"_s.arg(
                              d.quoteIdentifier(u"operation"_s), d.textOf(u"payload"_s))
                        : u"NULL"_s}
            .join(u", "_s);
    QString sql = u"SELECT %1 FROM %2%3 ORDER BY %4 ASC, %5 ASC"_s.arg(
        columns, rowSource(table, d, true), condition->whereClause(),
        d.column(table.name, u"created_at"_s), d.column(table.name, u"id"_s));
    if (request.group.isEmpty())
        sql += d.limitClause(request.limit);

    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &v : std::as_const(condition->values))
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Planning the retry failed: %1").arg(q.lastError().text()));

    RetryPlan plan;
    plan.description = filter.describe(table.kindFilterName());
    if (!request.group.isEmpty())
        plan.description += u" group="_s + request.group;
    if (request.limit < std::numeric_limits<int>::max()) // the console's "every matching row"
        plan.description += u" limit=%1"_s.arg(request.limit);
    // Errors repeat (the same failure on many rows): normalise each distinct text once.
    QHash<QString, QString> signatureOf;
    QHash<QString, bool> inGroup;
    while (q.next() && plan.ids.size() < request.limit) {
        const QString lastError = q.value(3).toString();
        auto known = signatureOf.constFind(lastError);
        if (known == signatureOf.cend())
            known = signatureOf.insert(lastError, errorSignature(lastError));
        const QString &signature = *known;
        if (!request.group.isEmpty()) {
            auto matches = inGroup.constFind(signature);
            if (matches == inGroup.cend())
                matches = inGroup.insert(signature, request.group == signature ||
                                                        request.group == signatureId(signature));
            if (!*matches)
                continue;
        }
        const QString id = q.value(0).toString();
        const QString operation = q.value(1).toString();
        plan.ids.append(id);
        plan.byOperation[operation] += 1;
        plan.byGroup[signature] += 1;
        if (plan.preview.size() < RetryPlan::kPreviewLimit) {
            PlannedRow row;
            row.id = id;
            row.operation = operation;
            row.lastError = lastError;
            if (!q.isNull(2))
                row.attempts = q.value(2).toInt();
            row.processedAt = parseUtcTimestampText(q.value(4).toString());
            row.createdAt = parseUtcTimestampText(q.value(5).toString());
            row.payloadText = q.value(6).toString();
            plan.preview.append(row);
        }
    }
    return plan;
}

Result<ActionOutcome> applyRetry(const OutboxReader &reader, const RetryPlan &plan,
                                 const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"retry"_s); !allowed)
        return allowed.error();
    if (auto known = checkVocabularyKnown(reader.table(), u"retry"_s); !known)
        return known.error();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    BatchChange change;
    change.action = u"retry"_s;
    change.historyEvent = AttemptEntry::kRetried;
    change.requiredStatuses = table.vocabulary.dead;
    change.changedWord = u"retried"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n retried", nullptr, int(n)); };
    change.skippedWhy = u"no longer dead"_s;
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (no longer dead)", nullptr, int(n));
    };
    // A row resent meanwhile stays dead but is superseded, a state of its own: resetting it
    // would deliver both the original and the edited copy. (Read again: the table may have been
    // made since this one was opened.)
    if (table.hasSupersededRows || SupersededRows::exists(reader.session()))
        change.afterLockCondition = supersededTerm(d, false);
    change.description = plan.description;
    change.clearDeliveryState = !table.isVortos();
    const QString status = d.quoteIdentifier(u"status"_s);
    if (table.isVortos()) {
        // The reference reset: back to pending, attempts 0, processed_at/last_error/next_attempt_at
        // cleared.
        change.setClause = u"%1 = ?, %2 = 0, %3 = NULL, %4 = NULL, %5 = NULL"_s.arg(
            status, d.quoteIdentifier(u"attempt_count"_s), d.quoteIdentifier(u"processed_at"_s),
            d.quoteIdentifier(u"last_error"_s), d.quoteIdentifier(u"next_attempt_at"_s));
    } else {
        change.setClause = u"%1 = ?, %2 = %3"_s.arg(status, d.quoteIdentifier(u"updated_at"_s),
                                                    d.nowExpression(table.timestamps));
    }
    change.setValues = {table.vocabulary.readyStatus()};
    return applyInBatches(reader, BatchSource{plan.ids, {}, 0, 1}, change, context);
}

namespace {

// The ids as the table stores them, each once; an id that cannot be one is an error.
Result<QStringList> storedIds(const OutboxReader &reader, const QStringList &rawIds) {
    const OutboxTable &table = reader.table();
    QStringList ids;
    for (const QString &raw : rawIds) {
        auto id = normalizeRowId(table, raw);
        if (!id)
            return id.error();
        // A UUID spelled otherwise than the writer spells it: the row as stored, if it is there.
        if (!writerSpelling(table, *id).isEmpty())
            if (auto stored = reader.row(*id))
                *id = stored->id;
        if (!ids.contains(*id))
            ids.append(*id);
    }
    return ids;
}

} // namespace

Result<ActionOutcome> markDone(const OutboxReader &reader, const QStringList &rawIds,
                               const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"mark done"_s); !allowed)
        return allowed.error();
    if (auto known = checkVocabularyKnown(reader.table(), u"mark done"_s); !known)
        return known.error();
    if (rawIds.isEmpty())
        return Error::invalid(CoreText::tr("Name at least one row id to mark done."));
    const OutboxTable &table = reader.table();
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    const SqlDialect &d = reader.session().dialect();
    BatchChange change;
    change.action = u"mark-done"_s;
    change.historyEvent = AttemptEntry::kMarkedDone;
    change.requiredStatuses = table.vocabulary.dead;
    change.changedWord = u"marked done"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n marked done", nullptr, int(n)); };
    change.skippedWhy = u"not found or no longer dead"_s;
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found or no longer dead)", nullptr, int(n));
    };
    // A superseded row's work went to its edited copy: it is never marked sent itself.
    if (table.hasSupersededRows || SupersededRows::exists(reader.session()))
        change.afterLockCondition = supersededTerm(d, false);
    change.description = u"ids=%1"_s.arg(ids->size());
    change.clearDeliveryState = !table.isVortos();
    change.setClause = u"%1 = ?, %2 = %3"_s.arg(
        d.quoteIdentifier(u"status"_s), d.quoteIdentifier(table.changedAtColumn()),
        d.nowExpression(table.timestamps, table.isVortos()));
    if (table.isVortos())
        change.setClause += u", %1 = NULL"_s.arg(d.quoteIdentifier(u"last_error"_s));
    change.setValues = {table.vocabulary.sentStatus()};
    return applyInBatches(reader, BatchSource{*ids, {}, 0, 1}, change, context);
}

Result<ActionOutcome> retryNow(const OutboxReader &reader, const QStringList &rawIds,
                               const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"retry now"_s); !allowed)
        return allowed.error();
    if (auto known = checkVocabularyKnown(reader.table(), u"retry now"_s); !known)
        return known.error();
    if (rawIds.isEmpty())
        return Error::invalid(CoreText::tr("Name at least one row id to retry now."));
    const OutboxTable &table = reader.table();
    if (!table.isVortos() && !DeliveryTable::exists(reader.session()))
        return Error::invalid(
            CoreText::tr("%1 has no delivery table, so no row of it waits for a next attempt "
                         "(outboxctl relay init creates it).")
                .arg(table.name.display()));
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    const SqlDialect &d = reader.session().dialect();
    BatchChange change;
    change.action = u"retry-now"_s;
    change.requiredStatuses = table.vocabulary.pending; // ready rows, perhaps backing off
    change.changedWord = u"made due now"_s;
    change.skippedWhy = u"not found or not pending"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n made due now", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found or not pending)", nullptr, int(n));
    };
    change.description = u"ids=%1"_s.arg(ids->size());
    const QString next = d.quoteIdentifier(u"next_attempt_at"_s);
    if (table.isVortos()) {
        change.setClause = u"%1 = NULL"_s.arg(next);
    } else {
        // The schedule is the relay's, in the side table; the row itself is not changed. The
        // status guard is the same: only rows still ready have their next attempt moved.
        const QString status = d.quoteIdentifier(u"status"_s);
        change.setClause = u"%1 = %1"_s.arg(status);
        change.clearDeliveryState = true;
        change.deliverySetClause = u"%1 = NULL"_s.arg(next);
    }
    return applyInBatches(reader, BatchSource{*ids, {}, 0, 1}, change, context);
}

Result<ActionOutcome> releaseRows(const OutboxReader &reader, const QStringList &rawIds,
                                  const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"release"_s); !allowed)
        return allowed.error();
    if (auto known = checkVocabularyKnown(reader.table(), u"release"_s); !known)
        return known.error();
    if (rawIds.isEmpty())
        return Error::invalid(CoreText::tr("Name at least one row id to release."));
    const OutboxTable &table = reader.table();
    if (table.vocabulary.inFlight.isEmpty())
        return Error::invalid(CoreText::tr("%1 has no in-flight status in its vocabulary (%2): "
                                           "no row of it can be stuck in flight.")
                                  .arg(table.name.display(), table.vocabulary.name));
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    const SqlDialect &d = reader.session().dialect();
    BatchChange change;
    change.action = u"release"_s;
    change.requiredStatuses = table.vocabulary.inFlight;
    change.changedWord = u"released"_s;
    change.skippedWhy = u"not found or no longer in flight"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n released", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found or no longer in flight)", nullptr, int(n));
    };
    change.description = u"ids=%1"_s.arg(ids->size());
    change.setClause = u"%1 = ?"_s.arg(d.quoteIdentifier(u"status"_s));
    change.setValues = {table.vocabulary.readyStatus()};
    if (!table.isVortos()) { // FennFlow's updated_at says when the row last changed
        change.setClause += u", %1 = ?"_s.arg(d.quoteIdentifier(table.changedAtColumn()));
        change.setValues.append(
            d.timestampValue(QDateTime::currentDateTimeUtc(), table.timestamps));
    }
    return applyInBatches(reader, BatchSource{*ids, {}, 0, 1}, change, context);
}

namespace {

// Park and unpark: FennFlow tables ordered per key, with the parked rows' table.
Status checkParkable(const OutboxReader &reader) {
    const OutboxTable &table = reader.table();
    if (!ordersByKey(table))
        return Error::invalid(
            CoreText::tr("%1 is not delivered in order per key, so no row of it holds others back "
                         "and none can be parked.")
                .arg(table.name.display()));
    if (!ParkedRows::exists(reader.session()))
        return Error::invalid(
            table.isVortos()
                ? CoreText::tr("%1 has no table for parked rows yet (outboxctl relay init creates "
                               "it).")
                      .arg(table.name.display())
                : CoreText::tr("%1 has no table for parked rows yet (outboxctl relay init, or "
                               "Create Delivery Table… in the console, creates it).")
                      .arg(table.name.display()));
    return Done{};
}

QString parkedEntryOf(const SqlDialect &d, const OutboxTable &table) {
    return u"EXISTS (SELECT 1 FROM %1 WHERE %1.%2 = %3)"_s.arg(
        d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName)),
        d.quoteIdentifier(u"outbox_id"_s), d.column(table.name, u"id"_s));
}

// The no-op UPDATE that locks and counts the rows an action on side rows reaches.
QString unchangedRow(const SqlDialect &d) {
    return u"%1 = %1"_s.arg(d.quoteIdentifier(u"status"_s));
}

} // namespace

namespace {

// What park and unpark share: the change rules, a known vocabulary, the parked rows' table, the
// frozen ids, and a change of dead rows that leaves the rows themselves as they are (dead, with
// their error: the parked entries are what changes).
struct ParkingChange {
    QStringList ids;
    BatchChange change;
};
Result<ParkingChange> beginParking(const OutboxReader &reader, const QStringList &rawIds,
                                   const ActionContext &context, const QString &action,
                                   const QString &noIds) {
    if (auto allowed = checkChangeAllowed(context, action); !allowed)
        return allowed.error();
    if (auto known = checkVocabularyKnown(reader.table(), action); !known)
        return known.error();
    if (rawIds.isEmpty())
        return Error::invalid(noIds);
    if (auto parkable = checkParkable(reader); !parkable)
        return parkable.error();
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    ParkingChange parking{*ids, {}};
    parking.change.action = action;
    parking.change.requiredStatuses = reader.table().vocabulary.dead;
    parking.change.description = u"ids=%1"_s.arg(ids->size());
    parking.change.setClause = unchangedRow(reader.session().dialect());
    return parking;
}

} // namespace

Result<ActionOutcome> parkRows(const OutboxReader &reader, const QStringList &rawIds,
                               const ActionContext &context) {
    auto parking = beginParking(reader, rawIds, context, u"park"_s,
                                CoreText::tr("Name at least one row id to park."));
    if (!parking)
        return parking.error();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    BatchChange &change = parking->change;
    change.changedWord = u"parked"_s;
    change.skippedWhy = u"not found, not dead or parked already"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n parked", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found, not dead or parked already)", nullptr, int(n));
    };
    change.rowCondition = u"NOT "_s + parkedEntryOf(d, table);
    const QVariant now = d.timestampValue(QDateTime::currentDateTimeUtc(),
                                          deliveryTimestampStorage(table.timestamps));
    change.alongside = [&d, now](const QStringList &changing) {
        QStringList rows;
        QVariantList values;
        for (const QString &id : changing) {
            rows.append(u"(?, ?)"_s);
            values << id << now;
        }
        return QList<std::pair<QString, QVariantList>>{
            {u"INSERT INTO %1 (%2, %3) VALUES %4"_s.arg(
                 d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName)),
                 d.quoteIdentifier(u"outbox_id"_s), d.quoteIdentifier(u"parked_at"_s),
                 rows.join(u", "_s)),
             values}};
    };
    return applyInBatches(reader, BatchSource{parking->ids, {}, 0, 1}, change, context);
}

Result<ActionOutcome> unparkRows(const OutboxReader &reader, const QStringList &rawIds,
                                 const ActionContext &context) {
    auto parking = beginParking(reader, rawIds, context, u"unpark"_s,
                                CoreText::tr("Name at least one row id to unpark."));
    if (!parking)
        return parking.error();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    BatchChange &change = parking->change;
    change.changedWord = u"unparked"_s;
    change.skippedWhy = u"not parked"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n unparked", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not parked)", nullptr, int(n));
    };
    change.rowCondition = parkedEntryOf(d, table);
    change.alongside = [&d, &table](const QStringList &changing) {
        return QList<std::pair<QString, QVariantList>>{
            {u"DELETE FROM %1 WHERE %2"_s.arg(
                 d.quoteIdentifier(QString::fromLatin1(ParkedRows::kName)),
                 d.idInCondition(u"outbox_id"_s, table.idStorage, changing.size())),
             d.idInValues(changing)}};
    };
    return applyInBatches(reader, BatchSource{parking->ids, {}, 0, 1}, change, context);
}

Result<qint64> parseRetention(const QString &text) {
    static const QRegularExpression pattern(u"^\\s*(\\d{1,6})\\s*([mhdw])\\s*$"_s);
    const QRegularExpressionMatch m = pattern.match(text.toLower());
    if (!m.hasMatch() || m.captured(1).toLongLong() == 0)
        return Error::invalid(CoreText::tr("Invalid period \"%1\": use a positive number followed "
                                           "by m, h, d or w (for example 30d).")
                                  .arg(text));
    const qint64 n = m.captured(1).toLongLong();
    const QChar unit = m.captured(2).at(0);
    const qint64 scale = unit == u'm' ? 60 : unit == u'h' ? 3600 : unit == u'd' ? 86400 : 7 * 86400;
    return n * scale;
}

namespace {
SqlCondition purgeCondition(const OutboxReader &reader, const PurgeRequest &request) {
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    const QDateTime now =
        request.now.isValid() ? request.now.toUTC() : QDateTime::currentDateTimeUtc();
    SqlCondition c = stateCondition(table, d, {RowState::Sent});
    c.add(u"%1 < ?"_s.arg(d.quoteIdentifier(u"created_at"_s)),
          {d.timestampValue(now.addSecs(-request.olderThanSeconds), table.timestamps)});
    // A row whose time cannot be compared (SQLite: a number) would count as older than every
    // date: it is never purged.
    if (const QString comparable = d.comparableTimeCondition(u"created_at"_s);
        !comparable.isEmpty())
        c.add(comparable);
    return c;
}
} // namespace

Result<qint64> countUnpurgeableTimes(const OutboxReader &reader) {
    const SqlDialect &d = reader.session().dialect();
    const QString comparable = d.comparableTimeCondition(u"created_at"_s);
    if (comparable.isEmpty())
        return qint64(0);
    SqlCondition c = stateCondition(reader.table(), d, {RowState::Sent});
    c.add(u"NOT (%1)"_s.arg(comparable));
    QSqlQuery q(reader.session().database());
    q.prepare(
        u"SELECT COUNT(*) FROM %1%2"_s.arg(d.qualified(reader.table().name), c.whereClause()));
    for (const QVariant &v : std::as_const(c.values))
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return Error::failed(CoreText::tr("Counting the rows whose time cannot be read failed: %1")
                                 .arg(q.lastError().text()));
    return q.value(0).toLongLong();
}

Result<qint64> countPurgeable(const OutboxReader &reader, const PurgeRequest &request) {
    const SqlCondition c = purgeCondition(reader, request);
    QSqlQuery q(reader.session().database());
    q.prepare(u"SELECT COUNT(*) FROM %1%2"_s.arg(
        reader.session().dialect().qualified(reader.table().name), c.whereClause()));
    for (const QVariant &v : c.values)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return Error::failed(
            CoreText::tr("Counting the rows to purge failed: %1").arg(q.lastError().text()));
    return q.value(0).toLongLong();
}

Result<ActionOutcome> purgeSent(const OutboxReader &reader, const PurgeRequest &request,
                                const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"purge"_s); !allowed)
        return allowed.error();
    if (request.olderThanSeconds <= 0)
        return Error::invalid(CoreText::tr("The purge period must be positive."));
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    const SqlCondition base = purgeCondition(reader, request);
    BatchChange change;
    change.action = u"purge"_s;
    change.deleteRows = true;
    change.requiredStatuses = table.vocabulary.sent;
    change.changedWord = u"deleted"_s;
    change.skippedWhy = u"no longer sent"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n deleted", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (no longer sent)", nullptr, int(n));
    };
    change.description = u"sent rows created more than %1 s ago"_s.arg(request.olderThanSeconds);
    change.clearDeliveryState = !table.isVortos();

    BatchSource source;
    QSqlQuery stats(reader.session().database());
    if (d.supportsBlockRanges()) {
        if (!stats.exec(d.blockStatsQuery(table.name)) || !stats.next())
            return Error::failed(
                CoreText::tr("Reading the table's size failed: %1").arg(stats.lastError().text()));
    }
    if (d.supportsBlockRanges() && stats.value(2).toBool()) {
        // PostgreSQL: walk the table in slices of neighbouring blocks, each deleted in one
        // transaction with the condition checked on every row. One pass over the table in all, no
        // ids to freeze or look up: about the cost of one DELETE, yet never a long lock.
        source.blocks = stats.value(0).toLongLong();
        const double rowsPerBlock = stats.value(1).toDouble();
        // Batches of about batchSize rows (50 rows a block when the planner does not know yet).
        source.blocksPerBatch = qMax<qint64>(1, qint64(qBound(1, context.batchSize, 50'000) /
                                                       (rowsPerBlock > 0 ? rowsPerBlock : 50.0)));
        source.blockCondition = base;
        return applyInBatches(reader, source, change, context);
    }
    // Elsewhere, and for a partitioned table or a view (no blocks of its own): freeze the ids
    // first in one streaming pass, in the order the database reads them (physical order: the
    // batched deletes then touch neighbouring pages), then delete them in batches, each only if
    // still sent.
    {
        QSqlQuery q(reader.session().database());
        q.setForwardOnly(true);
        q.prepare(u"SELECT %1 FROM %2%3"_s.arg(
            d.textOf(u"id"_s), rowSource(table, d, base.readsDeliveryState), base.whereClause()));
        for (const QVariant &v : std::as_const(base.values))
            q.addBindValue(v);
        if (!q.exec())
            return Error::failed(
                CoreText::tr("Selecting the rows to purge failed: %1").arg(q.lastError().text()));
        while (q.next()) {
            source.ids.append(q.value(0).toString());
            if ((source.ids.size() % 65536) == 0 && context.cancel && context.cancel->isCancelled())
                break;
        }
    }
    return applyInBatches(reader, source, change, context);
}

} // namespace outbox
