// promote: a one-off promotion, immediately against the store or through the outbox.
#include "cli.h"
#include "commands.h"
#include "output/rowformat.h"

#include "actions/promotion.h"

#include <cstdio>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runPromote(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption temporary(u"temporary-key"_s, Cli::tr("The temporary upload's key."),
                                       u"KEY"_s);
    const QCommandLineOption permanent(u"permanent-key"_s, Cli::tr("The permanent key."), u"KEY"_s);
    const QCommandLineOption prefix(
        u"temporary-prefix"_s, Cli::tr("Temporary prefix (default tmp)."), u"PREFIX"_s, u"tmp"_s);
    const QCommandLineOption keep(u"keep-source"_s, Cli::tr("Keep the temporary object."));
    const QCommandLineOption immediate(u"immediate"_s,
                                       Cli::tr("Copy, verify and delete now, against the store."));
    const QCommandLineOption viaOutbox(u"via-outbox"_s,
                                       Cli::tr("Write a promote row for the relay."));
    const QCommandLineOption overwrite(u"overwrite"_s,
                                       Cli::tr("Replace an object already at the permanent key."));
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit; required on prod profiles)."), u"TEXT"_s);
    p.addOptions({temporary, permanent, prefix, keep, immediate, viaOutbox, overwrite, reason});
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Promote a temporary upload to its permanent key.")))
        return *stop;
    if (p.isSet(immediate) == p.isSet(viaOutbox))
        return c.usageError(Cli::tr("Choose one of --immediate or --via-outbox."));
    if (!p.isSet(temporary) || !p.isSet(permanent))
        return c.usageError(Cli::tr("promote needs --temporary-key and --permanent-key."));
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
    if (needsTable)
        if (auto writing = c.beginChange(u"promote"_s); !writing)
            return c.fail(writing.error());

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
        c.err << Cli::tr("Temporary object: %1 (%2 bytes, %3)")
                     .arg(request->temporaryKey)
                     .arg(check->source.size)
                     .arg(check->source.contentType.isEmpty() ? Cli::tr("unknown type")
                                                              : check->source.contentType)
              << '\n';
        if (check->wouldOverwrite()) {
            c.err << Cli::tr("Permanent key %1 already holds %2 bytes: it would be overwritten.")
                         .arg(request->permanentKey)
                         .arg(check->target->size)
                  << Qt::endl;
            if (!p.isSet(overwrite))
                return c.fail(
                    Error::refused(Cli::tr("Refusing to overwrite %1 without --overwrite.")
                                       .arg(request->permanentKey)));
        } else {
            c.err << Cli::tr("Permanent key %1 is free.").arg(request->permanentKey) << Qt::endl;
        }
    } else {
        c.err << Cli::tr("Pre-check not made: no object store is configured (the relay will "
                         "find out).")
              << Qt::endl;
    }

    Result<PromotionReport> report =
        p.isSet(immediate) ? promoteImmediately(*store, *request, p.isSet(overwrite), context)
                           : enqueuePromotion(c.reader(), *request, context);
    if (!report)
        return c.fail(report.error());
    for (const QString &step : report->steps)
        c.out << escapeControls(step) << '\n';
    c.out.flush();
    if (!report->ok)
        return c.fail(Error::failed(Cli::tr("Promotion stopped: %1").arg(report->error)));
    return Success;
}

} // namespace outbox::cli
