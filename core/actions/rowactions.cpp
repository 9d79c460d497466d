#include "actions/rowactions.h"
#include "actions/batchchange.h"
#include "actions/idchange.h"
#include "util/coretr.h"

#include "query/errorsignature.h"
#include "query/filtersql.h"
#include "relay/deliveryorder.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"
#include "schema/formatrows.h"

#include <QHash>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <limits>

using namespace Qt::StringLiterals;

namespace outbox {

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

namespace {

// The change's SET clause: what the format sets on the rows (FormatRows). Empty where the table
// has nothing to set (a mapped table without a status column): refused, nothing changes.
Status setRow(BatchChange &change, const OutboxTable &table, const BoundSql &set) {
    if (set.sql.isEmpty())
        return Error::refused(CoreText::tr("%1 is read-only: no status column of it is mapped "
                                           "(--map=status=COLUMN with --state-value=…).")
                                  .arg(table.name.display()));
    change.setClause = set.sql;
    change.setValues = set.values;
    return Done{};
}

// The console's superseded rows apply to its own formats' tables only.
bool readsSuperseded(const OutboxReader &reader) {
    return !reader.table().isAdapted() &&
           (reader.table().hasSupersededRows || SupersededRows::exists(reader.session()));
}

// The no-op UPDATE that locks and counts the rows an action on side rows reaches.
QString unchangedRow(const SqlDialect &d) {
    return u"%1 = %1"_s.arg(d.quoteIdentifier(u"status"_s));
}

} // namespace

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
    // Not even a dry run where no retry can follow it.
    if (auto offered = checkChangeOffered(reader.table(), u"retry"_s); !offered)
        return offered.error();
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
    const QString columns = QStringList{d.textOf(u"id"_s),
                                        d.quoteIdentifier(table.kindColumn()),
                                        delivery.attempts,
                                        delivery.lastError,
                                        d.timestampText(table.changedAtColumn(), ts),
                                        d.timestampText(u"created_at"_s, ts),
                                        table.description().rows->retryPlanPayload(d)}
                                .join(u", "_s);
    QString sql = u"SELECT %1 FROM %2%3 ORDER BY %4 ASC, %5 ASC"_s.arg(
        columns, rowSource(table, d, true), condition->whereClause(),
        sourceColumn(table, d, u"created_at"_s), sourceColumn(table, d, u"id"_s));
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
    if (auto allowed = checkRowChange(reader, context, u"retry"_s); !allowed)
        return allowed.error();
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
    if (readsSuperseded(reader))
        change.afterLockCondition = supersededTerm(d, false);
    change.description = plan.description;
    change.clearDeliveryState = table.description().deliveryStateInConsoleTable;
    if (auto set = setRow(change, table, table.description().rows->retried(table, d)); !set)
        return set.error();
    return applyInBatches(reader, BatchSource::ofIds(plan.ids), change, context);
}

Result<ActionOutcome> markDone(const OutboxReader &reader, const QStringList &rawIds,
                               const ActionContext &context) {
    if (auto allowed = checkIdsChange(reader, rawIds, context, u"mark done"_s,
                                      CoreText::tr("Name at least one row id to mark done."));
        !allowed)
        return allowed.error();
    const OutboxTable &table = reader.table();
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    const SqlDialect &d = reader.session().dialect();
    BatchChange change = idsChange(u"mark-done"_s, table.vocabulary.dead, ids->size());
    change.historyEvent = AttemptEntry::kMarkedDone;
    change.changedWord = u"marked done"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n marked done", nullptr, int(n)); };
    change.skippedWhy = u"not found or no longer dead"_s;
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found or no longer dead)", nullptr, int(n));
    };
    // A superseded row's work went to its edited copy: it is never marked sent itself.
    if (readsSuperseded(reader))
        change.afterLockCondition = supersededTerm(d, false);
    change.clearDeliveryState = table.description().deliveryStateInConsoleTable;
    if (auto set = setRow(change, table, table.description().rows->markedDone(table, d)); !set)
        return set.error();
    // Mark done takes dead rows to sent: a table without either state has none to take.
    if (table.vocabulary.dead.isEmpty() || table.vocabulary.sentStatus().isEmpty())
        return Error::refused(
            CoreText::tr("%1 has no %2 status (%3 vocabulary): mark done takes dead rows to sent, "
                         "and no row of it can be marked done.")
                .arg(table.name.display(), table.vocabulary.dead.isEmpty() ? u"dead"_s : u"sent"_s,
                     table.vocabulary.name));
    return applyInBatches(reader, BatchSource::ofIds(*ids), change, context);
}

Result<ActionOutcome> retryNow(const OutboxReader &reader, const QStringList &rawIds,
                               const ActionContext &context) {
    if (auto allowed = checkIdsChange(reader, rawIds, context, u"retry now"_s,
                                      CoreText::tr("Name at least one row id to retry now."));
        !allowed)
        return allowed.error();
    const OutboxTable &table = reader.table();
    const FormatDescription &format = table.description();
    if (format.deliveryStateInConsoleTable && !DeliveryTable::exists(reader.session()))
        return Error::invalid(
            CoreText::tr("%1 has no delivery table, so no row of it waits for a next attempt "
                         "(outboxctl relay init creates it).")
                .arg(table.name.display()));
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    const SqlDialect &d = reader.session().dialect();
    // Ready rows, perhaps backing off.
    BatchChange change = idsChange(u"retry-now"_s, table.vocabulary.pending, ids->size());
    change.changedWord = u"made due now"_s;
    change.skippedWhy = u"not found or not pending"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n made due now", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found or not pending)", nullptr, int(n));
    };
    if (!format.deliveryStateInConsoleTable) {
        change.setClause =
            u"%1 = NULL"_s.arg(d.quoteIdentifier(format.rowDeliveryColumns.nextAttemptAt));
    } else {
        // The schedule is the relay's, in the side table; the row itself is not changed. The
        // status guard is the same: only rows still ready have their next attempt moved.
        change.setClause = unchangedRow(d);
        change.clearDeliveryState = true;
        change.deliverySetClause = u"%1 = NULL"_s.arg(d.quoteIdentifier(u"next_attempt_at"_s));
    }
    return applyInBatches(reader, BatchSource::ofIds(*ids), change, context);
}

Result<ActionOutcome> releaseRows(const OutboxReader &reader, const QStringList &rawIds,
                                  const ActionContext &context) {
    if (auto allowed = checkIdsChange(reader, rawIds, context, u"release"_s,
                                      CoreText::tr("Name at least one row id to release."));
        !allowed)
        return allowed.error();
    const OutboxTable &table = reader.table();
    if (table.vocabulary.inFlight.isEmpty())
        return Error::invalid(CoreText::tr("%1 has no in-flight status in its vocabulary (%2): "
                                           "no row of it can be stuck in flight.")
                                  .arg(table.name.display(), table.vocabulary.name));
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    const SqlDialect &d = reader.session().dialect();
    BatchChange change = idsChange(u"release"_s, table.vocabulary.inFlight, ids->size());
    change.changedWord = u"released"_s;
    change.skippedWhy = u"not found or no longer in flight"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n released", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found or no longer in flight)", nullptr, int(n));
    };
    if (auto set =
            setRow(change, table,
                   table.description().rows->released(table, d, QDateTime::currentDateTimeUtc()));
        !set)
        return set.error();
    return applyInBatches(reader, BatchSource::ofIds(*ids), change, context);
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
    // Where the delivery state is the console's, its Create Delivery Table… makes this table too.
    if (!ParkedRows::exists(reader.session()))
        return Error::invalid(
            !table.description().deliveryStateInConsoleTable
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
    if (auto allowed = checkIdsChange(reader, rawIds, context, action, noIds); !allowed)
        return allowed.error();
    if (auto parkable = checkParkable(reader); !parkable)
        return parkable.error();
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    ParkingChange parking{*ids, idsChange(action, reader.table().vocabulary.dead, ids->size())};
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
    return applyInBatches(reader, BatchSource::ofIds(parking->ids), change, context);
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
    return applyInBatches(reader, BatchSource::ofIds(parking->ids), change, context);
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
        u"SELECT COUNT(*) FROM %1%2"_s.arg(rowSource(reader.table(), d, false), c.whereClause()));
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
        rowSource(reader.table(), reader.session().dialect(), false), c.whereClause()));
    for (const QVariant &v : c.values)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return Error::failed(
            CoreText::tr("Counting the rows to purge failed: %1").arg(q.lastError().text()));
    return q.value(0).toLongLong();
}

Result<ActionOutcome> purgeSent(const OutboxReader &reader, const PurgeRequest &request,
                                const ActionContext &context) {
    if (auto offered = checkChangeOffered(reader.table(), u"purge"_s); !offered)
        return offered.error();
    if (auto allowed = checkChangeAllowed(context, u"purge"_s); !allowed)
        return allowed.error();
    if (request.olderThanSeconds <= 0)
        return Error::invalid(CoreText::tr("The purge period must be positive."));
    const OutboxTable &table = reader.table();
    if (table.vocabulary.sent.isEmpty())
        return Error::refused(CoreText::tr("%1 has no sent status (%2 vocabulary): no row of it "
                                           "can be purged.")
                                  .arg(table.name.display(), table.vocabulary.name));
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
    change.clearDeliveryState = table.description().deliveryStateInConsoleTable;
    // Where the table's library keeps an archive (Spring Modulith's completion mode ARCHIVE), the
    // rows move there as the library moves them, instead of being lost.
    change.copyBeforeChange = table.adapter.archiveBeforePurge;
    if (!change.copyBeforeChange.isEmpty()) {
        change.changedWord = u"archived"_s;
        change.changedText = [](qint64 n) {
            return CoreText::tr("%n moved to the archive", nullptr, int(n));
        };
    }

    BatchSource source;
    QSqlQuery stats(reader.session().database());
    // A table read through an adapter names its state by expressions a block's rows are not
    // checked with: its rows go by frozen ids.
    const bool byBlocks = d.supportsBlockRanges() && !table.isAdapted();
    if (byBlocks) {
        if (!stats.exec(d.blockStatsQuery(table.name)) || !stats.next())
            return Error::failed(
                CoreText::tr("Reading the table's size failed: %1").arg(stats.lastError().text()));
    }
    if (byBlocks && stats.value(2).toBool()) {
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
