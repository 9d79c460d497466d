#include "masking/payloadreveal.h"

#include "util/coretr.h"

namespace outbox {

using namespace Qt::StringLiterals;

Status auditReveal(const AuditLog &log, const RevealRequest &request) {
    if (request.reason.trimmed().isEmpty())
        return Error::invalid(CoreText::tr("A reveal needs a reason: it is audited (who, which "
                                           "rows, why). Nothing was shown."));
    AuditRecord record = AuditRecord::begin(u"reveal"_s);
    record.profile = request.profile;
    record.database = request.database;
    record.table = request.table;
    record.filter = request.what;
    record.rowCount = request.ids.size();
    record.setIds(request.ids);
    record.reason = request.reason.trimmed();
    record.outcome = u"payloads shown in full (the profile shows them %1)"_s.arg(
        payloadVisibilityName(request.shownAs));
    if (auto written = log.append(record); !written)
        return Error::refused(CoreText::tr("Nothing was shown: the reveal cannot be audited: %1")
                                  .arg(written.error().message));
    return Done{};
}

} // namespace outbox
