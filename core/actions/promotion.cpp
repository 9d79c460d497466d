#include "actions/promotion.h"
#include "util/coretr.h"

#include "actions/retryplanning.h"

#include "schema/vortospayload.h"
#include "util/uuidv7.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

Result<PromotionRequest> PromotionRequest::create(const QString &temporaryKey,
                                                  const QString &permanentKey,
                                                  const QString &temporaryPrefix,
                                                  bool deleteTemporarySource) {
    auto keys = checkPromotionKeys(temporaryKey, permanentKey, temporaryPrefix);
    if (!keys)
        return keys.error();
    PromotionRequest r;
    r.temporaryKey = keys->temporaryKey;
    r.permanentKey = keys->permanentKey;
    r.temporaryPrefix = keys->temporaryPrefix;
    r.deleteTemporarySource = deleteTemporarySource;
    return r;
}

QString PromotionRequest::describe() const {
    return u"%1 → %2 (prefix %3, %4)"_s.arg(temporaryKey, permanentKey, temporaryPrefix,
                                            deleteTemporarySource ? u"delete source"_s
                                                                  : u"keep source"_s);
}

QString PromotionReport::summary() const {
    QStringList parts = steps;
    if (!ok)
        parts.append(CoreText::tr("stopped: %1").arg(error));
    return parts.join(CoreText::tr("; ", "between promotion steps"));
}

QString PromotionReport::auditSummary() const {
    QString s = auditSteps.join(u"; "_s);
    if (!ok)
        s += (s.isEmpty() ? QString() : u"; "_s) + u"stopped: "_s + error;
    return s;
}

Result<PromotionCheck> checkPromotion(ObjectStore &store, const PromotionRequest &request) {
    auto source = store.head(request.temporaryKey);
    if (!source)
        return source.error();
    if (!*source)
        return Error::invalid(
            CoreText::tr(
                "The temporary object %1 does not exist in %2 (temporary uploads expire: it may be "
                "gone for good).")
                .arg(request.temporaryKey, store.description()));
    auto target = store.head(request.permanentKey);
    if (!target)
        return target.error();
    return PromotionCheck{**source, *target};
}

namespace {
AuditRecord promotionAudit(const ActionContext &context, const PromotionRequest &request,
                           const QString &where, const QString &table) {
    AuditRecord record = AuditRecord::begin(u"promote"_s);
    record.profile = context.profile ? context.profile->name : QString();
    record.database = where;
    record.table = table;
    record.filter = request.describe();
    record.reason = context.reason;
    return record;
}
} // namespace

Result<PromotionReport> promoteImmediately(ObjectStore &store, const PromotionRequest &request,
                                           bool allowOverwrite, const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"promote"_s); !allowed)
        return allowed.error();
    auto check = checkPromotion(store, request);
    if (!check)
        return check.error();
    if (check->wouldOverwrite() && !allowOverwrite)
        return Error::refused(
            CoreText::tr(
                "The permanent key %1 already holds an object (%2 bytes): confirm the overwrite "
                "(--overwrite) to replace it.")
                .arg(request.permanentKey)
                .arg(check->target->size));

    PromotionReport report;
    AuditRecord record = promotionAudit(context, request, store.description(), QString());
    record.rowCount = 1;
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded.error();
    const auto finish = [&]() -> Result<PromotionReport> {
        record.outcome = report.auditSummary();
        if (auto logged = context.auditLog.append(record); !logged)
            report.addStep(u"audit log not written: "_s + logged.error().message,
                           CoreText::tr("audit log not written: %1").arg(logged.error().message));
        return report;
    };

    if (auto copied = store.copy(request.temporaryKey, request.permanentKey); !copied) {
        report.error = copied.error().message;
        return finish();
    }
    report.copied = true;
    report.addStep(u"copied %1 → %2 (%3 bytes)"_s.arg(request.temporaryKey, request.permanentKey)
                       .arg(check->source.size),
                   CoreText::tr("copied %1 → %2 (%3 bytes)")
                       .arg(request.temporaryKey, request.permanentKey)
                       .arg(check->source.size));
    auto target = store.head(request.permanentKey);
    if (!target || !*target) {
        report.error = target ? CoreText::tr("the permanent object is missing after the copy")
                              : target.error().message;
        report.addStep(u"source not deleted"_s, CoreText::tr("source not deleted"));
        return finish();
    }
    if ((*target)->size != check->source.size ||
        (!check->source.etag.isEmpty() && (*target)->etag != check->source.etag)) {
        report.error =
            CoreText::tr("the copy does not match the source (size %1 vs %2, ETag %3 vs %4)")
                .arg((*target)->size)
                .arg(check->source.size)
                .arg((*target)->etag, check->source.etag);
        report.addStep(u"source not deleted"_s, CoreText::tr("source not deleted"));
        return finish();
    }
    report.verified = true;
    report.addStep(u"verified size and ETag"_s, CoreText::tr("verified size and ETag"));
    if (request.deleteTemporarySource) {
        if (auto removed = store.remove(request.temporaryKey); !removed) {
            report.error = removed.error().message;
            report.addStep(u"source not deleted"_s, CoreText::tr("source not deleted"));
            return finish();
        }
        report.sourceDeleted = true;
        report.addStep(u"deleted %1"_s.arg(request.temporaryKey),
                       CoreText::tr("deleted %1").arg(request.temporaryKey));
    } else {
        report.addStep(u"kept %1"_s.arg(request.temporaryKey),
                       CoreText::tr("kept %1").arg(request.temporaryKey));
    }
    report.ok = true;
    return finish();
}

Result<PromotionReport> enqueuePromotion(const OutboxReader &reader,
                                         const PromotionRequest &request,
                                         const ActionContext &context) {
    if (auto allowed = checkChangeAllowed(context, u"promote"_s); !allowed)
        return allowed.error();
    const OutboxTable &table = reader.table();
    if (!table.description().promoteRows)
        return Error::invalid(
            CoreText::tr(
                "%1 is a FennFlow outbox: promotions go through a Vortos object-store outbox.")
                .arg(table.name.display()));
    DatabaseSession &session = reader.session();
    const SqlDialect &d = session.dialect();
    QSqlDatabase db = session.database();
    PromotionReport report;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    report.rowId = uuidV7(now, *QRandomGenerator::system());
    const QString payload =
        vortosPromotePayload(request.temporaryKey, request.permanentKey, request.temporaryPrefix,
                             request.deleteTemporarySource);
    AuditRecord record =
        promotionAudit(context, request, session.spec().displayUrl(), table.name.display());
    record.setIds({report.rowId});
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded.error();

    if (auto begun = session.beginWriteTransaction(); !begun)
        return Error::failed(
            CoreText::tr("Could not start a transaction: %1").arg(begun.error().message));
    QSqlQuery q(db);
    q.prepare(u"INSERT INTO %1 (%2, %3, %4, %5, %6, %7, %8, %9, %10, %11) VALUES (?, NULL, "
              u"'promote', ?, 0, ?, "
              "NULL, NULL, ?, NULL)"_s
                  .arg(d.qualified(table.name), d.quoteIdentifier(u"id"_s),
                       d.quoteIdentifier(u"domain_event_id"_s), d.quoteIdentifier(u"operation"_s),
                       d.quoteIdentifier(u"status"_s), d.quoteIdentifier(u"attempt_count"_s),
                       d.quoteIdentifier(u"payload"_s), d.quoteIdentifier(u"last_error"_s),
                       d.quoteIdentifier(u"next_attempt_at"_s), d.quoteIdentifier(u"created_at"_s))
                  .arg(d.quoteIdentifier(u"processed_at"_s)));
    q.addBindValue(report.rowId);
    q.addBindValue(table.vocabulary.readyStatus());
    q.addBindValue(payload);
    // The writer stores naive UTC whole seconds.
    q.addBindValue(d.timestampValue(
        QDateTime(now.date(), QTime(now.time().hour(), now.time().minute(), now.time().second()),
                  Qt::UTC),
        table.timestamps));
    bool ok = q.exec();
    QString failure = ok ? QString() : q.lastError().text();
    if (ok && AuditTable::exists(session)) {
        record.outcome = u"promote row %1 written"_s.arg(report.rowId);
        if (auto inserted = AuditTable::insert(session, record); !inserted) {
            ok = false;
            failure = inserted.error().message;
        }
    }
    if (ok && !db.commit()) {
        ok = false;
        failure = db.lastError().text();
    }
    if (!ok) {
        db.rollback();
        record.outcome = u"failed: "_s + failure;
        (void)context.auditLog.append(record);
        return Error::failed(
            CoreText::tr("Writing the promote row failed, nothing was written: %1").arg(failure));
    }
    report.ok = true;
    report.addStep(
        u"wrote promote row %1 to %2 for the relay"_s.arg(report.rowId, table.name.display()),
        CoreText::tr("wrote promote row %1 to %2 for the relay")
            .arg(report.rowId, table.name.display()));
    record.outcome = report.auditSummary();
    if (auto logged = context.auditLog.append(record); !logged)
        report.addStep(u"audit log not written: "_s + logged.error().message,
                       CoreText::tr("audit log not written: %1").arg(logged.error().message));
    return report;
}

Status checkRetryTargets(RetryPlan &plan, ObjectStore &store, int limit) {
    RetryTargetCheckOptions options;
    options.limit = limit;
    options.chunk = qMax(1, limit);
    if (auto checked = checkRetryTargets(plan, store, options); !checked)
        return checked.error();
    return Done{};
}

} // namespace outbox
