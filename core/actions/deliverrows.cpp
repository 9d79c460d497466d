#include "actions/deliverrows.h"
#include "actions/namedrows.h"

#include "util/coretr.h"

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
    QList<const OutboxRow *> order;
    for (const OutboxRow &row : std::as_const(*rows))
        order.append(&row);
    const auto outcomes = (*executor)->executeAll(order, true);
    const Status flushed = (*executor)->flush();
    DeliverOutcome outcome;
    for (qsizetype i = 0; i < rows->size(); ++i) {
        const OutboxRow &row = rows->at(i);
        const std::optional<Status> &result = outcomes.at(size_t(i));
        if (!result)
            outcome.notTried.append(row.id);
        else if (!*result)
            outcome.failed.append({row.id, result->error().message});
        else if (!flushed)
            outcome.failed.append({row.id, flushed.error().message});
        else
            outcome.delivered.append(row.id);
    }
    QString marked;
    if (markDone && !outcome.delivered.isEmpty()) {
        auto done = outbox::markDone(reader, outcome.delivered, context);
        if (!done)
            return failed(Error::failed(
                CoreText::tr("%n row(s) were delivered, but marking them done failed: %1", nullptr,
                             int(outcome.delivered.size()))
                    .arg(done.error().message)));
        outcome.markedDone = *done;
        marked = u"; "_s + done->summary;
    }
    record.outcome = u"%1 delivered, %2 failed, %3 not tried (behind a failed row of their key)%4"_s
                         .arg(outcome.delivered.size())
                         .arg(outcome.failed.size())
                         .arg(outcome.notTried.size())
                         .arg(marked);
    (void)context.auditLog.append(record);
    outcome.summary = CoreText::tr("%1 delivered to %2, %3 failed, %4 not tried (behind a failed "
                                   "row of their key).")
                          .arg(outcome.delivered.size())
                          .arg(delivery.destination)
                          .arg(outcome.failed.size())
                          .arg(outcome.notTried.size());
    if (outcome.markedDone)
        outcome.summary += u' ' + outcome.markedDone->summary;
    return outcome;
}

} // namespace outbox
