#pragma once

#include "audit/auditrecord.h"
#include "types/payloadvisibility.h"

#include <QStringList>

namespace outbox {

// Showing a masked or hidden payload in full, for one row (the console) or one command
// (`outboxctl show/list --reveal`): who, which rows and why go to the audit log before anything
// is shown; never the values.
struct RevealRequest {
    QString profile;
    QString database; // display URL
    QString table;    // display name
    QStringList ids;
    QString what;   // "show ID", "list <filter>", "detail pane"
    QString reason; // required
    PayloadVisibility shownAs = PayloadVisibility::Masked; // what the profile shows otherwise
};

// How long the console shows a revealed payload before it masks it again.
constexpr int kRevealMinutes = 5;

// Refused without a reason (nothing to audit), and when the record cannot be written: then
// nothing may be shown.
Status auditReveal(const AuditLog &log, const RevealRequest &request);

} // namespace outbox
