#include "actions/retryplanning.h"
#include "util/coretr.h"

#include "actions/errorsignature.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr int kIdProgressEvery = 25;

bool cancelled(const CancelToken *cancel) {
    return cancel && cancel->isCancelled();
}

bool isMoveOrPromote(const PlannedRow &row) {
    return row.operation == u"move"_s || row.operation == u"promote"_s;
}

} // namespace

Error retryPlanCancelledError() {
    return Error{ErrorKind::Cancelled, CoreText::tr("The dry run was cancelled.")};
}

Result<RetryByIdsPlan> planRetryByIds(const OutboxReader &reader, const QStringList &selected,
                                      const ProgressCallback &progress, const CancelToken *cancel) {
    RetryByIdsPlan outcome;
    RetryPlan &plan = outcome.plan;
    QStringList ids;
    for (const QString &id : selected)
        if (!ids.contains(id))
            ids.append(id);
    QList<PlannedRow> rows;
    BatchProgress report;
    report.total = ids.size();
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (cancelled(cancel))
            return retryPlanCancelledError();
        RetryRequest request;
        request.filter.id = ids.at(i);
        request.limit = 1;
        auto one = planRetry(reader, request);
        if (!one)
            return one.error();
        if (one->ids.isEmpty()) {
            ++outcome.notDead;
        } else {
            for (const PlannedRow &row : std::as_const(one->preview)) {
                rows.append(row);
                plan.byOperation[row.operation] += 1;
                plan.byGroup[errorSignature(row.lastError)] += 1;
            }
        }
        if (progress && ((i + 1) % kIdProgressEvery == 0 || i + 1 == ids.size())) {
            report.processed = i + 1;
            progress(report);
        }
    }
    std::sort(rows.begin(), rows.end(), [](const PlannedRow &a, const PlannedRow &b) {
        return a.createdAt != b.createdAt ? a.createdAt < b.createdAt : a.id < b.id;
    });
    for (const PlannedRow &row : std::as_const(rows)) {
        plan.ids.append(row.id);
        if (plan.preview.size() < RetryPlan::kPreviewLimit)
            plan.preview.append(row);
    }
    plan.description = u"selected ids=%1"_s.arg(ids.size());
    return outcome;
}

qint64 retryTargetCandidates(const RetryPlan &plan) {
    return plan.byOperation.value(u"move"_s) + plan.byOperation.value(u"promote"_s);
}

Result<RetryTargetCheck> checkRetryTargets(RetryPlan &plan, ObjectStore &store,
                                           const RetryTargetCheckOptions &options) {
    QList<const PlannedRow *> rows;
    for (const PlannedRow &row : std::as_const(plan.preview))
        if (isMoveOrPromote(row) && rows.size() < options.limit)
            rows.append(&row);
    const int chunk = qMax(1, options.chunk);
    BatchProgress report;
    report.total = rows.size();
    QStringList flagged;
    for (qsizetype start = 0; start < rows.size(); start += chunk) {
        if (cancelled(options.cancel))
            return retryPlanCancelledError();
        const qsizetype end = qMin<qsizetype>(start + chunk, rows.size());
        for (qsizetype i = start; i < end; ++i) {
            const PlannedRow &row = *rows.at(i);
            const QJsonObject payload = QJsonDocument::fromJson(row.payloadText.toUtf8()).object();
            const QString target =
                payload.value(row.operation == u"move"_s ? u"target"_s : u"permanent_key"_s)
                    .toString();
            if (target.isEmpty())
                continue;
            auto info = store.head(target);
            if (!info)
                return Error::failed(CoreText::tr("Checking whether %1 exists failed: %2")
                                         .arg(target, info.error().message));
            if (*info)
                flagged.append(row.id);
        }
        if (options.progress) {
            report.processed = end;
            options.progress(report);
        }
    }
    plan.targetExists += flagged;
    plan.targetCheck = TargetCheck::Made;
    RetryTargetCheck check;
    check.candidates = retryTargetCandidates(plan);
    check.checked = rows.size();
    return check;
}

} // namespace outbox
