#include "query/tablestats.h"

#include "schema/tableresolver.h"
#include "util/threadtls.h"

#include <QScopeGuard>

#include <thread>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

bool worthSideBySide(const OutboxReader &reader, const StatsOptions &options) {
    const DatabaseSession &session = reader.session();
    if (session.spec().kind == DatabaseKind::SQLite) // one file, one disk; the counts take ms
        return false;
    if (indexAdvice(reader.table(), session.spec().kind, session.dialect(), AdviceFor::Counts)
            .isEmpty())
        return false; // an index finds the oldest pending row in one probe
    const auto estimate = reader.estimatedRowCount();
    const qint64 rows = estimate ? estimate->value_or(0) : 0;
    if (options.counts.estimateSentWhenLarge && rows >= options.counts.largeTableRows)
        return false; // the counts read only the rows that are not sent
    return rows >= options.sideBySideRows;
}

} // namespace

Result<TableStats> readTableStats(const OutboxReader &reader, const StatsOptions &options) {
    TableStats stats;
    if (!worthSideBySide(reader, options)) {
        auto counts = reader.counts({}, options.counts);
        if (!counts)
            return counts.error();
        stats.counts = *counts;
        auto oldest = reader.oldestPending();
        if (!oldest)
            return oldest.error();
        stats.oldestPending = *oldest;
        return stats;
    }
    // The second connection: the reader's own settings, its table as already resolved.
    std::optional<Result<std::optional<QDateTime>>> oldest;
    const ConnectionSpec spec = reader.session().spec();
    const OutboxTable table = reader.table();
    std::thread side([&oldest, spec, table] {
        const auto releaseTls = qScopeGuard([] { releaseThreadTlsState(); });
        DatabaseSession session(spec, u"stats-oldest"_s);
        if (!session.open())
            return; // read on the reader's connection instead
        oldest = OutboxReader(session, table).oldestPending();
    });
    auto counts = reader.counts({}, options.counts);
    side.join();
    if (!counts)
        return counts.error();
    stats.counts = *counts;
    stats.readSideBySide = oldest.has_value();
    if (!oldest)
        oldest = reader.oldestPending();
    if (!*oldest)
        return oldest->error();
    stats.oldestPending = **oldest;
    return stats;
}

} // namespace outbox
