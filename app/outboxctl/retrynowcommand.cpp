// retry-now: pending rows waiting for their next attempt become due now (cli.md).
#include "cli.h"
#include "commands.h"

#include "changesteps.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runRetryNow(Context &c, const QStringList &arguments) {
    return runChangeOfIds(c, arguments,
                          Cli::tr("Pending rows waiting for their next attempt become due now "
                                  "(their attempts are kept)."),
                          Cli::tr("Pending row ids."),
                          Cli::tr("retry-now needs at least one row id."), u"retry now"_s,
                          retryNow);
}

} // namespace outbox::cli
