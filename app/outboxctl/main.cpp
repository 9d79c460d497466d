// outboxctl: argument parsing and dispatch only; the work is in outbox_core.
#include "cli.h"
#include "commands.h"
#include "i18n.h"
#include "relay/environmentfile.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
using namespace outbox::cli;

namespace {

// Translated (context "outboxctl") when printed; command and option names stay as they are.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "outboxctl",
    "Usage: outboxctl [--profile NAME | --database URL] [--table NAME] "
    "[--type auto|vortos|fennflow]\n"
    "                 [--vocabulary auto|docs|shipped] COMMAND [options]\n"
    "\n"
    "Commands:\n"
    "  overview  every saved profile: pending, dead, blocked keys, oldest pending, relay\n"
    "  stats    counts per state and raw status, oldest pending age\n"
    "  list     rows, newest first, with filters and a cursor\n"
    "  show     one row, payload parsed, with its attempts and audit records\n"
    "  groups   dead rows grouped by normalised error\n"
    "  blocked  keys whose oldest undelivered row holds the rest back (in-order delivery)\n"
    "  retry    reset dead rows to pending (--dry-run first, then --force)\n"
    "  mark-done  dead rows whose work is known done become sent\n"
    "  retry-now  pending rows waiting for their next attempt become due now\n"
    "  park     let a key's later rows go past its dead head (in-order delivery)\n"
    "  unpark   a parked row holds its key back again\n"
    "  resend   write an edited copy of a dead row as a new row; the original is superseded\n"
    "  replay   copy sent rows as new ready rows, delivered again (--dry-run first)\n"
    "  import   write the rows of an export as new ready rows (--dry-run first)\n"
    "  deliver  publish rows once to another sink or object store, state unchanged\n"
    "  archive  set dead rows known to be junk apart from the counts; 'unarchive' undoes it\n"
    "  purge    delete sent rows older than a retention period\n"
    "  promote  promote a temporary upload (--immediate or --via-outbox)\n"
    "  worker   'worker install': a systemd unit or supervisor program for relay or purge\n"
    "  relay    run the relay worker (--once, --sleep=N); 'relay init' for FennFlow retries\n"
    "  audit    recent audit records; 'audit init' creates the audit table\n"
    "  notify   change notifications for the console (PostgreSQL): install, status, ddl\n"
    "  profile  list, add or remove saved profiles\n"
    "  ssh      'ssh check': the route to the database through ssh, hop by hop\n"
    "  privileges  what the profile's database roles may do to the table\n"
    "  link     an outbox-console:// link to a row, an error group or a filtered view\n"
    "  demo     create the demo workspace and print its profile\n"
    "\n"
    "Run 'outboxctl COMMAND --help' for a command's options.\n");

} // namespace

int main(int argc, char *argv[]) {
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(u"outbox-console"_s);
    QCoreApplication::setApplicationName(u"outbox-console"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(OUTBOX_VERSION));
    // The language follows the system unless the "language" setting (shared with the console)
    // says otherwise.
    outbox::i18n::installTranslators(app);

    Context context;
    // Global options come before the command; everything from the command on is the command's.
    QCommandLineParser global;
    global.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsPositionalArguments);
    global.addOptions(globalOptions());
    const QCommandLineOption help({u"h"_s, u"help"_s}, Cli::tr("Show this help."));
    const QCommandLineOption version({u"V"_s, u"version"_s}, Cli::tr("Show the version."));
    // Before the command only: the variables must be in place before anything reads them.
    const QCommandLineOption environmentFile(
        u"environment-file"_s,
        Cli::tr("Read KEY=VALUE lines into the environment first, as systemd's EnvironmentFile= "
                "reads them (values are never run or expanded): a worker's secrets under "
                "supervisor."),
        u"FILE"_s);
    global.addOption(help);
    global.addOption(version);
    global.addOption(environmentFile);
    if (!global.parse(app.arguments()))
        return context.usageError(global.errorText());
    if (auto checked = checkOptionValues(global); !checked)
        return context.fail(checked.error());
    if (global.isSet(version)) {
        context.out << "outboxctl " << OUTBOX_VERSION << Qt::endl;
        return Success;
    }
    const QStringList rest = global.positionalArguments();
    if (global.isSet(help) || rest.isEmpty()) {
        (rest.isEmpty() && !global.isSet(help) ? context.err : context.out)
            << QCoreApplication::translate("outboxctl", kUsage);
        return global.isSet(help) ? Success : InvalidInput;
    }
    if (global.isSet(environmentFile))
        if (auto loaded = outbox::loadEnvironmentFile(global.value(environmentFile)); !loaded)
            return context.fail(loaded.error());
    readGlobalOptions(global, context);

    const QString command = rest.constFirst();
    const QStringList arguments = QStringList{u"outboxctl "_s + command} + rest.mid(1);
    if (const Command *entry = findCommand(command))
        return entry->run(context, arguments);
    return context.usageError(
        Cli::tr("Unknown command \"%1\". Run 'outboxctl --help'.").arg(command));
}
