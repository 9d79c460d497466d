// unpark: a parked row holds its key's later rows back again (cli.md).
#include "cli.h"
#include "commands.h"

#include "changesteps.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runUnpark(Context &c, const QStringList &arguments) {
    return runChangeOfIds(c, arguments,
                          Cli::tr("Parked rows hold their keys' later rows back again, as any dead "
                                  "row does (outboxctl blocked --parked lists them)."),
                          Cli::tr("Parked row ids."), Cli::tr("unpark needs at least one row id."),
                          u"unpark"_s, unparkRows);
}

} // namespace outbox::cli
