#pragma once

#include "actions/rowactions.h"
#include "schema/groupnotes.h"
#include "schema/relayregistry.h"
#include "ui/actions/retryselection.h"
#include "ui/common/tabletask.h"

#include <QCoreApplication>

#include <optional>

namespace outbox {
class SecretBackend;
} // namespace outbox

namespace outbox::ui {

// The retry dialog's dry run, on its task's thread: the plan of the selection (only dead rows
// count), the note left on the error group being retried, the relays running against the table
// (whether one would settle a canary) and, for rows that move objects, whether their targets
// already exist in the profile's object store.
struct RetryDryRun {
    Q_DECLARE_TR_FUNCTIONS(RetryDryRun)
public:
    // What the dry run is of, and where the object store is; copied to the task's thread.
    struct Request {
        RetrySelection selection;
        bool objectTargets = false; // the table's rows move objects: check their targets
        QString storeSpec;          // the profile's object store ("": none)
        QString profileName;
        outbox::SecretBackend *secrets = nullptr; // the store's secret key; may be null
    };

    outbox::RetryPlan plan;
    int notDead = 0;    // selected rows left out because they are not dead
    QString targetNote; // why the target check was not made, or how far it went
    std::optional<outbox::GroupNote> groupNote; // an error group's note, for a group's retry
    // The relays running against the table (for a canary); unknown without the registry.
    std::optional<QList<outbox::RelayHeartbeat>> relays;

    // Fills this in; an error (a cancel: retryPlanCancelledError()) when the plan failed.
    outbox::Status run(TableTask::Context &c, const Request &request);

private:
    // Move and promote rows whose target already exists: the work may be done.
    outbox::Status checkTargets(TableTask::Context &c, const Request &request);
};

} // namespace outbox::ui
