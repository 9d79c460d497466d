// promote: a one-off promotion, immediately against the store or through the outbox.
#include "cli.h"

#include "actions/promotion.h"

#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runPromote(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption temporary(u"temporary-key"_s, u"The temporary upload's key."_s,
                                       u"KEY"_s);
    const QCommandLineOption permanent(u"permanent-key"_s, u"The permanent key."_s, u"KEY"_s);
    const QCommandLineOption prefix(u"temporary-prefix"_s, u"Temporary prefix (default tmp)."_s,
                                    u"PREFIX"_s, u"tmp"_s);
    const QCommandLineOption keep(u"keep-source"_s, u"Keep the temporary object."_s);
    const QCommandLineOption immediate(u"immediate"_s,
                                       u"Copy, verify and delete now, against the store."_s);
    const QCommandLineOption viaOutbox(u"via-outbox"_s, u"Write a promote row for the relay."_s);
    const QCommandLineOption overwrite(u"overwrite"_s,
                                       u"Replace an object already at the permanent key."_s);
    const QCommandLineOption reason(
        u"reason"_s, u"Why (kept in the audit; required on prod profiles)."_s, u"TEXT"_s);
    p.addOptions({temporary, permanent, prefix, keep, immediate, viaOutbox, overwrite, reason});
    int code = 0;
    if (!parseCommand(c, p, arguments, u"Promote a temporary upload to its permanent key."_s,
                      &code))
        return code;
    if (p.isSet(immediate) == p.isSet(viaOutbox))
        return c.usageError(u"Choose one of --immediate or --via-outbox."_s);
    if (!p.isSet(temporary) || !p.isSet(permanent))
        return c.usageError(u"promote needs --temporary-key and --permanent-key."_s);
    auto request = PromotionRequest::create(p.value(temporary), p.value(permanent), p.value(prefix),
                                            !p.isSet(keep));
    if (!request)
        return c.fail(request.error());

    ActionContext context;
    context.reason = p.value(reason);
    const bool needsTable = p.isSet(viaOutbox) || !c.profileName.isEmpty() ||
                            !c.databaseUrl.isEmpty() ||
                            !qEnvironmentVariableIsEmpty("OUTBOX_DATABASE_URL");
    if (needsTable) {
        if (auto s = c.open(); !s)
            return c.fail(s.error());
        context.profile = c.profile;
    }
    if (auto allowed = checkChangeAllowed(context, u"promote"_s); !allowed)
        return c.fail(allowed.error());

    // Pre-checks: what the store holds before anything changes.
    std::unique_ptr<ObjectStore> store;
    if (p.isSet(immediate) || c.hasObjectStore()) {
        auto opened = c.objectStore();
        if (!opened)
            return c.fail(opened.error());
        store = std::move(*opened);
        auto check = checkPromotion(*store, *request);
        if (!check)
            return c.fail(check.error());
        c.err << "Temporary object: " << request->temporaryKey << " (" << check->source.size
              << " bytes, "
              << (check->source.contentType.isEmpty() ? u"unknown type"_s
                                                      : check->source.contentType)
              << ")\n";
        if (check->wouldOverwrite()) {
            c.err << "Permanent key " << request->permanentKey << " already holds "
                  << check->target->size << " bytes: it would be overwritten." << Qt::endl;
            if (!p.isSet(overwrite))
                return c.fail(Error::refused(
                    u"Refusing to overwrite %1 without --overwrite."_s.arg(request->permanentKey)));
        } else {
            c.err << "Permanent key " << request->permanentKey << " is free." << Qt::endl;
        }
    } else {
        c.err << "Pre-check not made: no object store is configured (the relay will find out)."
              << Qt::endl;
    }

    Result<PromotionReport> report =
        p.isSet(immediate) ? promoteImmediately(*store, *request, p.isSet(overwrite), context)
                           : enqueuePromotion(c.reader(), *request, context);
    if (!report)
        return c.fail(report.error());
    for (const QString &step : report->steps)
        c.out << step << '\n';
    c.out.flush();
    if (!report->ok)
        return c.fail(Error::failed(u"Promotion stopped: %1"_s.arg(report->error)));
    return Success;
}

} // namespace outbox::cli
