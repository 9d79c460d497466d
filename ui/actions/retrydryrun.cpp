#include "ui/actions/retrydryrun.h"

#include "actions/retryplanning.h"
#include "profilesecrets.h"
#include "query/errorsignature.h"
#include "query/outboxreader.h"
#include "secretstore.h"
#include "ui/actions/counttext.h"

#include <limits>

namespace outbox::ui {

namespace {

constexpr int kTargetCheckLimit = 1000; // move/promote rows whose target is looked up
constexpr int kTargetCheckChunk = 50;   // between two looks at cancel

} // namespace

Status RetryDryRun::run(TableTask::Context &c, const Request &request) {
    const RetrySelection &selection = request.selection;
    if (selection.kind == RetrySelection::Kind::Rows) {
        // The ids the user selected, each planned on its own: only those still dead count.
        auto planned = planRetryByIds(c.reader, selection.ids, c.progress, &c.cancel);
        if (!planned)
            return planned.error(); // a cancel: retryPlanCancelledError()
        plan = std::move(planned->plan);
        notDead = planned->notDead;
    } else {
        const bool deadInView =
            selection.filter.states.isEmpty() || selection.filter.states.contains(RowState::Dead);
        if (deadInView) {
            RetryRequest retry;
            retry.filter = selection.filter;
            retry.group = selection.group;
            retry.limit = selection.limit > 0 ? selection.limit : std::numeric_limits<int>::max();
            auto planned = planRetry(c.reader, retry);
            if (!planned)
                return planned.error();
            plan = std::move(*planned);
        }
    }
    if (c.cancel.isCancelled())
        return retryPlanCancelledError();
    // A group's retry shows the note someone left on the group (a known issue, when to retry).
    if (const QString group = selection.kind == RetrySelection::Kind::ErrorGroup
                                  ? selection.group
                                  : selection.filter.errorGroup;
        !group.isEmpty()) {
        if (auto notes = GroupNotes().read(c.session, c.reader.table().name)) {
            for (const GroupNote &note : std::as_const(*notes))
                if (note.signature == group || signatureId(note.signature) == group)
                    groupNote = note;
        }
    }

    // Whether a relay would settle a canary.
    if (RelayRegistry::exists(c.session)) {
        if (auto running = RelayRegistry::relaysOf(c.session, c.reader.table().name.display(),
                                                   QDateTime::currentDateTimeUtc()))
            relays = *running;
    }
    return checkTargets(c, request);
}

Status RetryDryRun::checkTargets(TableTask::Context &c, const Request &request) {
    const qint64 movePromote = retryTargetCandidates(plan);
    if (!request.objectTargets || movePromote == 0)
        return Done{};
    if (request.storeSpec.isEmpty() && qEnvironmentVariableIsEmpty("OBJECT_STORE_BUCKET")) {
        targetNote = tr("Whether the targets of the move and promote rows already exist was not "
                        "checked: the profile has no object store.");
        return Done{};
    }
    MemorySecretStore noSecrets;
    auto store = openProfileObjectStore(request.storeSpec, request.profileName,
                                        request.secrets ? *request.secrets : noSecrets);
    if (!store) {
        targetNote = tr("Whether the targets of the move and promote rows already exist "
                        "was not checked: the object store cannot be opened: %1")
                         .arg(store.error().message);
        return Done{};
    }
    RetryTargetCheckOptions options;
    options.limit = kTargetCheckLimit;
    options.chunk = kTargetCheckChunk;
    options.progress = c.progress;
    options.cancel = &c.cancel;
    auto checked = checkRetryTargets(plan, **store, options);
    if (!checked) {
        if (checked.error().kind == ErrorKind::Cancelled)
            return checked.error();
        targetNote = tr("Whether the targets of the move and promote rows already "
                        "exist was not checked: %1")
                         .arg(checked.error().message);
        return Done{};
    }
    if (movePromote > checked->checked)
        targetNote = tr("Targets checked for the oldest %1 of the %2 move and promote "
                        "rows.")
                         .arg(localCount(checked->checked), localCount(movePromote));
    return Done{};
}

} // namespace outbox::ui
