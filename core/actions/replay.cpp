#include "actions/replay.h"

#include "actions/batchchange.h"
#include "actions/idchange.h"
#include "actions/namedrows.h"
#include "actions/rowcopies.h"
#include "query/filtersql.h"
#include "relay/blockedkeys.h"
#include "relay/deliveryorder.h"
#include "schema/deliverytable.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

Status checkSentOnly(const OutboxTable &table, const RowFilter &filter) {
    for (const RowState state : std::as_const(filter.states))
        if (state != RowState::Sent)
            return Error::invalid(
                CoreText::tr("Replay copies sent rows only: the state %1 selects rows a replay "
                             "cannot act on (a dead row is retried or resent; a pending one is "
                             "still to be delivered).")
                    .arg(rowStateName(state)));
    for (const QString &raw : std::as_const(filter.rawStatuses))
        if (!table.vocabulary.sent.contains(raw))
            return Error::invalid(CoreText::tr("Replay copies sent rows only: the status %1 is "
                                               "not a sent status of this table (%2).")
                                      .arg(raw, table.vocabulary.sent.join(u", "_s)));
    return Done{};
}

// The rows a replay names by id must all be there and sent: a replay of a dead or pending row is
// refused, naming it, rather than quietly left out.
Status checkNamedRows(const OutboxReader &reader, const RowFilter &filter) {
    QStringList named = filter.ids;
    if (!filter.id.isEmpty())
        named.append(filter.id);
    auto rows = namedRows(reader, named, CoreText::tr("Nothing was replayed."));
    if (!rows)
        return rows.error();
    for (const OutboxRow &row : std::as_const(*rows))
        if (row.state != RowState::Sent)
            return Error::invalid(CoreText::tr("Row %1 is %2, not sent: only sent rows are "
                                               "replayed (a dead row is retried or resent; a "
                                               "pending one is still to be delivered).")
                                      .arg(row.id, rowStateName(row.state)));
    return Done{};
}

// The newest row of a key, whatever its state (by the key's position, then id): its id as text,
// or empty when the key has no row.
Result<QString> newestRowOfKey(const OutboxReader &reader, const QString &key) {
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    const QString source = sourceName(table, d);
    QStringList any;
    QVariantList values;
    for (const QString &expression : orderingKeys(table, d, source)) {
        any.append(u"%1 = ?"_s.arg(expression));
        values.append(key);
    }
    QSqlQuery q(reader.session().database());
    q.setForwardOnly(true);
    q.prepare(u"SELECT %1 FROM %2 WHERE %3 ORDER BY %4.%5 DESC, %4.%6 DESC LIMIT 1"_s.arg(
        d.textOf(u"id"_s), rowSource(table, d, false), any.join(u" OR "_s), source,
        d.quoteIdentifier(keyPositionColumn(table)), d.quoteIdentifier(u"id"_s)));
    for (const QVariant &v : std::as_const(values))
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Reading the newest row of a key failed: %1").arg(q.lastError().text()));
    return q.next() ? q.value(0).toString() : QString();
}

// The per-key order check: where a key's newest row is not the newest row the plan copies of it,
// the copies would reach a consumer after that newer row.
Status checkKeyOrder(const OutboxReader &stored, ReplayPlan &plan,
                     const QHash<QString, QString> &newestPlannedOfKey,
                     const QHash<QString, QStringList> &keysOfRow) {
    plan.keys = newestPlannedOfKey.size();
    QSet<QString> behindKeys;
    qint64 checked = 0;
    for (auto it = newestPlannedOfKey.cbegin(); it != newestPlannedOfKey.cend(); ++it) {
        if (checked == ReplayPlan::kKeysChecked)
            break;
        ++checked;
        auto newest = newestRowOfKey(stored, it.key());
        if (!newest)
            return newest.error();
        if (!newest->isEmpty() && newest->compare(it.value(), Qt::CaseInsensitive) != 0)
            behindKeys.insert(it.key());
    }
    plan.keysNotChecked = plan.keys - checked;
    if (behindKeys.isEmpty())
        return Done{};
    for (const QString &id : std::as_const(plan.ids)) {
        const QStringList keys = keysOfRow.value(id);
        if (std::any_of(keys.cbegin(), keys.cend(),
                        [&](const QString &key) { return behindKeys.contains(key); }))
            plan.behindNewer.append(id);
    }
    return Done{};
}

} // namespace

Result<ReplayPlan> planReplay(const OutboxReader &reader, const ReplayRequest &request) {
    const OutboxTable &table = reader.table();
    if (auto offered = checkChangeOffered(table, u"replay"_s); !offered)
        return offered.error();
    if (auto known = checkVocabularyKnown(table, u"replay"_s); !known)
        return known.error();
    if (request.limit < 1 || request.limit > 10'000)
        return Error::invalid(CoreText::tr("The replay limit must be between 1 and 10000, not %1.")
                                  .arg(request.limit));
    if (auto sent = checkSentOnly(table, request.filter); !sent)
        return sent.error();
    // Payloads as stored: the ordering keys are read from them (a mask may hide a key's field);
    // the preview shows them through the reader's mask.
    const OutboxReader stored(reader.session(), table);
    if (auto named = checkNamedRows(stored, request.filter); !named)
        return named.error();

    ReplayPlan plan;
    plan.description = request.filter.describe(table.kindFilterName());
    PageRequest page;
    page.filter = request.filter;
    page.filter.states = {RowState::Sent};
    page.order = SortOrder::OldestFirst;
    const PayloadMask &mask = reader.payloadMask();
    const bool keyed = ordersByKey(table);
    QHash<QString, QString> newestPlannedOfKey; // the plan is oldest first: the last one wins
    QHash<QString, QStringList> keysOfRow;
    for (;;) {
        page.limit = int(qMin<qsizetype>(500, request.limit - plan.ids.size()));
        auto read = stored.page(page);
        if (!read)
            return read.error();
        for (OutboxRow &row : read->rows) {
            plan.ids.append(row.id);
            ++plan.byKind[row.kind];
            if (keyed) {
                const auto payload = row.payload();
                const QStringList keys = orderingKeysOf(
                    table, row.kind, payload ? *payload : QJsonObject(), row.aggregateId);
                for (const QString &key : keys)
                    newestPlannedOfKey.insert(key, row.id);
                if (!keys.isEmpty())
                    keysOfRow.insert(row.id, keys);
            }
            if (plan.preview.size() < ReplayPlan::kPreviewLimit) {
                if (!mask.showsAll()) {
                    row.payloadText = mask.maskText(row.payloadText);
                    row.payloadVisibility = mask.visibility();
                }
                plan.preview.append(row);
            }
        }
        if (read->nextCursor.isEmpty() || plan.ids.size() >= request.limit)
            break;
        page.cursor = read->nextCursor;
    }
    if (auto order = checkKeyOrder(stored, plan, newestPlannedOfKey, keysOfRow); !order)
        return order.error();
    return plan;
}

Result<ReplayOutcome> applyReplay(const OutboxReader &reader, const ReplayPlan &plan,
                                  const ActionContext &context) {
    const OutboxTable &table = reader.table();
    DatabaseSession &session = reader.session();
    const SqlDialect &d = session.dialect();
    if (auto allowed = checkRowChange(reader, context, u"replay"_s); !allowed)
        return allowed.error();
    if (plan.ids.isEmpty())
        return Error::invalid(CoreText::tr("No sent row matches: nothing to replay."));
    if (!CopiedRows::exists(session))
        return Error::refused(
            CoreText::tr("Replaying needs the console's table %1, which records which row each "
                         "copy replays: create it with `outboxctl relay init` or Create Relay "
                         "Tables… in the console.")
                .arg(QString::fromLatin1(CopiedRows::kName)));

    ReplayOutcome outcome;
    const OutboxReader stored(session, table);
    CopyClock clock; // each copy a millisecond after the last: their order is kept
    BatchChange change;
    change.action = u"replay"_s;
    change.description = u"replay of sent rows (%1)"_s.arg(plan.description);
    change.requiredStatuses = table.vocabulary.sent;
    change.keepRows = true;
    change.changedWord = u"replayed"_s;
    change.skippedWhy = u"gone or no longer sent"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n replayed", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (gone or no longer sent)", nullptr, int(n));
    };
    change.alongside = [&](const QStringList &ids) -> Result<SqlStatements> {
        auto rows = namedRows(stored, ids, CoreText::tr("Nothing was replayed."));
        if (!rows)
            return rows.error();
        SqlStatements statements;
        for (const OutboxRow &row : std::as_const(*rows)) {
            QString copyId;
            statements += copyStatements(
                table, d, {row.id, row.kind, row.payloadText, row.aggregateType, row.aggregateId},
                u"replay"_s, clock, &copyId);
            outcome.copyIds.append(copyId);
            outcome.copiedFromIds.append(row.id);
        }
        return statements;
    };
    auto applied = applyInBatches(reader, BatchSource::ofIds(plan.ids), change, [&] {
        ActionContext batches = context;
        batches.batchSize = qBound(1, context.batchSize, 500);
        return batches;
    }());
    if (!applied)
        return applied.error();
    // A batch rolled back wrote none of its copies: only those of the committed batches count.
    const qsizetype committed = qMin<qsizetype>(applied->changed, outcome.copyIds.size());
    outcome.copyIds = outcome.copyIds.mid(0, committed);
    outcome.copiedFromIds = outcome.copiedFromIds.mid(0, committed);
    outcome.action = *applied;
    return outcome;
}

Result<RedriveOutcome> canaryReplay(const OutboxReader &reader, const ReplayPlan &plan,
                                    const CanaryOptions &options, const ActionContext &context,
                                    const RedriveProgress &progress) {
    if (auto allowed = checkRowChange(reader, context, u"replay"_s); !allowed)
        return allowed.error();
    const CanaryRun run = planCanaryRun(
        CanaryRun::Kind::Replay, u"replay-canary"_s, plan, u"canary replay"_s,
        [&](const ReplayPlan &slice, const ActionContext &stepContext) -> Result<CanaryStepResult> {
            auto applied = applyReplay(reader, slice, stepContext);
            if (!applied)
                return applied.error();
            // The copies are what the relay now delivers: their fate is the replay's.
            return CanaryStepResult{applied->copyIds, applied->action.changed,
                                    applied->action.cancelled};
        });
    return runCanary(reader, run, options, context, progress);
}

} // namespace outbox
