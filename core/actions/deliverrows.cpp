#include "actions/deliverrows.h"
#include "actions/namedrows.h"

#include "relay/rowexecutor.h"
#include "util/coretr.h"

#include <QSet>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The rows as stored, oldest first; every id must name one (and, to be marked done, a dead one).
Result<QList<OutboxRow>> rowsToDeliver(const OutboxReader &reader, const QStringList &rawIds,
                                       bool markDone) {
    if (rawIds.isEmpty())
        return Error::invalid(CoreText::tr("Name at least one row to deliver."));
    auto rows = namedRows(reader, rawIds, CoreText::tr("Nothing was sent."));
    if (!rows)
        return rows.error();
    for (const OutboxRow &row : std::as_const(*rows))
        if (markDone && row.state != RowState::Dead)
            return Error::invalid(CoreText::tr("Row %1 is %2: only dead rows are marked done "
                                               "after they are delivered. Nothing was sent.")
                                      .arg(row.id, rowStateName(row.state)));
    return rows;
}

} // namespace

Result<DeliverOutcome> deliverRows(const OutboxReader &reader, const QStringList &rawIds,
                                   const RelayDelivery &delivery, bool markDone,
                                   const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"deliver"_s); !allowed)
        return allowed.error();
    auto rows = rowsToDeliver(reader, rawIds, markDone);
    if (!rows)
        return rows.error();
    if (!delivery.factory)
        return Error::invalid(CoreText::tr("No destination to deliver the rows to."));

    AuditRecord record = AuditRecord::begin(u"deliver"_s);
    record.profile = context.profile ? context.profile->name : QString();
    record.database = reader.session().spec().displayUrl();
    record.table = reader.table().name.display();
    record.filter = u"delivered once to %1, state unchanged%2"_s.arg(
        delivery.destination, markDone ? u", then marked done"_s : QString());
    record.reason = context.reason;
    QStringList ids;
    for (const OutboxRow &row : std::as_const(*rows))
        ids.append(row.id);
    record.setIds(ids);
    record.rowCount = ids.size();
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded.error();
    const auto failed = [&](const Error &error) -> Result<DeliverOutcome> {
        record.outcome = u"failed: "_s + error.message;
        (void)context.auditLog.append(record);
        return error;
    };

    auto executor = delivery.factory();
    if (!executor)
        return failed(executor.error());
    // In chunks, so that Ctrl+C or Cancel stops between them and the progress moves; a key whose
    // row failed in an earlier chunk keeps its later rows back, as within one.
    DeliverOutcome outcome;
    QSet<QString> failedKeys;
    const qsizetype total = rows->size();
    const qsizetype chunkRows = qBound(1, context.batchSize, 50); // between two looks at Cancel
    const int chunks = int((total + chunkRows - 1) / chunkRows);
    for (qsizetype start = 0; start < total; start += chunkRows) {
        if (context.cancel && context.cancel->isCancelled()) {
            for (qsizetype i = start; i < total; ++i)
                outcome.notReached.append(rows->at(i).id);
            break;
        }
        QList<const OutboxRow *> chunk;
        for (qsizetype i = start; i < qMin(total, start + chunkRows); ++i) {
            if (failedKeys.contains(laneKey(rows->at(i))))
                outcome.notTried.append(rows->at(i).id);
            else
                chunk.append(&rows->at(i));
        }
        const auto outcomes = (*executor)->executeAll(chunk, true);
        const Status flushed = (*executor)->flush();
        for (qsizetype i = 0; i < chunk.size(); ++i) {
            const OutboxRow &row = *chunk.at(i);
            const std::optional<Status> &result = outcomes.at(size_t(i));
            if (result && *result && flushed) {
                outcome.delivered.append(row.id);
                continue;
            }
            failedKeys.insert(laneKey(row));
            if (!result)
                outcome.notTried.append(row.id);
            else
                outcome.failed.append(
                    {row.id, !*result ? result->error().message : flushed.error().message});
        }
        if (context.progress)
            context.progress({qMin(total, start + chunkRows), total,
                              qint64(outcome.delivered.size()),
                              qint64(outcome.failed.size() + outcome.notTried.size()),
                              int(start / chunkRows) + 1, chunks});
    }
    QString marked;
    if (markDone && !outcome.delivered.isEmpty()) {
        // Those delivered are marked done even after a cancel stopped the sending.
        ActionContext marking = context;
        marking.cancel = nullptr;
        marking.progress = {};
        auto done = outbox::markDone(reader, outcome.delivered, marking);
        if (!done)
            return failed(Error::failed(
                CoreText::tr("%n row(s) were delivered, but marking them done failed: %1", nullptr,
                             int(outcome.delivered.size()))
                    .arg(done.error().message)));
        outcome.markedDone = *done;
        marked = u"; "_s + done->summary;
    }
    record.outcome =
        u"%1 delivered, %2 failed, %3 not tried (behind a failed row of their key)%4%5"_s
            .arg(outcome.delivered.size())
            .arg(outcome.failed.size())
            .arg(outcome.notTried.size())
            .arg(outcome.notReached.isEmpty()
                     ? QString()
                     : u"; cancelled, %1 not reached"_s.arg(outcome.notReached.size()))
            .arg(marked);
    (void)context.auditLog.append(record);
    outcome.summary = CoreText::tr("%1 delivered to %2, %3 failed, %4 not tried (behind a failed "
                                   "row of their key).")
                          .arg(outcome.delivered.size())
                          .arg(delivery.destination)
                          .arg(outcome.failed.size())
                          .arg(outcome.notTried.size());
    if (!outcome.notReached.isEmpty())
        outcome.summary += u' ' + CoreText::tr("Cancelled: %n row(s) not reached.", nullptr,
                                               int(outcome.notReached.size()));
    if (outcome.markedDone)
        outcome.summary += u' ' + outcome.markedDone->summary;
    return outcome;
}

} // namespace outbox
