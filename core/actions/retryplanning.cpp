#include "actions/retryplanning.h"
#include "util/coretr.h"

#include "objectstore/objectstore.h"
#include "query/errorsignature.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

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

bool readsASource(const PlannedRow &row) {
    return isMoveOrPromote(row) || row.operation == u"copy"_s;
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

bool errorSaysSourceMissing(const QString &error) {
    static const QRegularExpression missing(
        u"NoSuchKey|not found|does not exist|\\b404\\b|expired|no such file"_s,
        QRegularExpression::CaseInsensitiveOption);
    return missing.match(error).hasMatch();
}

qint64 retryTargetCandidates(const RetryPlan &plan) {
    return plan.byOperation.value(u"move"_s) + plan.byOperation.value(u"promote"_s);
}

Result<RetryTargetCheck> checkRetryTargets(RetryPlan &plan, ObjectStore &store,
                                           const RetryTargetCheckOptions &options) {
    QList<const PlannedRow *> rows;
    qint64 targetRows = 0;
    qint64 sourceRows = 0;
    for (const PlannedRow &row : std::as_const(plan.preview)) {
        if (rows.size() >= options.limit)
            break;
        const bool sourceToCheck = readsASource(row) && errorSaysSourceMissing(row.lastError);
        if (isMoveOrPromote(row) || sourceToCheck)
            rows.append(&row);
        targetRows += isMoveOrPromote(row);
        sourceRows += sourceToCheck;
    }
    const int chunk = qMax(1, options.chunk);
    BatchProgress report;
    report.total = rows.size();
    QStringList flagged;
    QStringList sourceMissing;
    QStringList keyInvalid;
    const auto exists = [&](const QString &key) -> Result<bool> {
        auto info = store.head(key);
        if (!info)
            return Error::failed(CoreText::tr("Checking whether %1 exists failed: %2")
                                     .arg(key, info.error().message));
        return info->has_value();
    };
    for (qsizetype start = 0; start < rows.size(); start += chunk) {
        if (cancelled(options.cancel))
            return retryPlanCancelledError();
        const qsizetype end = qMin<qsizetype>(start + chunk, rows.size());
        for (qsizetype i = start; i < end; ++i) {
            const PlannedRow &row = *rows.at(i);
            const QJsonObject payload = QJsonDocument::fromJson(row.payloadText.toUtf8()).object();
            const bool promote = row.operation == u"promote"_s;
            if (isMoveOrPromote(row)) {
                const QString target =
                    payload.value(promote ? u"permanent_key"_s : u"target"_s).toString();
                if (!target.isEmpty() && !normalizeObjectKey(target)) {
                    keyInvalid.append(row.id); // the relay refuses it: a retry fails again
                    continue;
                }
                if (!target.isEmpty()) {
                    auto there = exists(target);
                    if (!there)
                        return there.error();
                    if (*there) {
                        flagged.append(row.id); // done already, perhaps: not "will fail"
                        continue;
                    }
                }
            }
            if (!errorSaysSourceMissing(row.lastError))
                continue;
            const QString source =
                payload.value(promote ? u"temporary_key"_s : u"source"_s).toString();
            if (source.isEmpty())
                continue;
            if (!normalizeObjectKey(source)) {
                keyInvalid.append(row.id);
                continue;
            }
            auto there = exists(source);
            if (!there)
                return there.error();
            if (!*there)
                sourceMissing.append(row.id);
        }
        if (options.progress) {
            report.processed = end;
            options.progress(report);
        }
    }
    plan.targetExists += flagged;
    plan.sourceMissing += sourceMissing;
    plan.keyInvalid += keyInvalid;
    plan.targetCheck = TargetCheck::Made;
    RetryTargetCheck check;
    check.candidates = retryTargetCandidates(plan);
    check.checked = targetRows;
    check.sourcesChecked = sourceRows;
    return check;
}

} // namespace outbox
