#include "cli.h"

#include "access/tableprivileges.h"
#include "actions/schemachange.h"
#include "masking/payloadreveal.h"
#include "profilesecrets.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"
#include "terminaltext.h"

#include <QCoreApplication>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace outbox::cli {

int exitCodeFor(const Error &error) {
    switch (error.kind) {
    case ErrorKind::InvalidInput:
        return InvalidInput;
    case ErrorKind::Refused:
        return Refused;
    case ErrorKind::Cancelled:
        return Success;
    case ErrorKind::Failed:
        break;
    }
    return Failed;
}

Context::Context()
    : out(stdout)
    , progress(stderr)
    , m_safeErr(std::make_unique<TerminalSafeDevice>(stderr)) {
    err.setDevice(m_safeErr.get());
}

Context::~Context() {
    err.flush();
    err.setDevice(nullptr); // its device goes before it
}

int Context::fail(const Error &error) {
    err << "outboxctl: " << error.message << Qt::endl;
    return exitCodeFor(error);
}

int Context::usageError(const QString &message) {
    err << "outboxctl: " << message << Qt::endl;
    return InvalidInput;
}

Result<ConnectionTarget> Context::target() {
    auto target = ConnectionTarget::resolve(
        {profileName, databaseUrl, tableName, typeName, vocabularyName, passwordCommand,
         sshDestination, sshConfig, capFailedRetryCount, formatMap, formatStateValues, writeUser},
        ProfileStore());
    if (!target)
        return target;
    profile = target->profile;
    // Keychain entry, else OUTBOX_DATABASE_PASSWORD, else the URL (cli.md).
    if (auto applied = applyDatabasePassword(*target, keychain()); !applied)
        return applied.error();
    return target;
}

Status Context::open() {
    auto resolvedTarget = target();
    if (!resolvedTarget)
        return resolvedTarget.error();
    m_target = *resolvedTarget;
    const bool changing = !m_changeAction.isEmpty();
    m_session = std::make_unique<DatabaseSession>(changing ? resolvedTarget->changeSpec()
                                                           : resolvedTarget->spec,
                                                  changing ? u"cli-write"_s : u"cli"_s);
    auto resolved = TableResolver::resolve(*m_session, resolvedTarget->request);
    if (!resolved)
        return resolved.error();
    if (changing)
        if (auto allowed = checkPrivilegesFor(*m_session, resolved->name, m_changeAction); !allowed)
            return allowed.error();
    // A vocabulary learnt now is kept in the profile, for when the table no longer tells.
    if (auto remembered = rememberVocabulary(ProfileStore(), *resolvedTarget, *resolved);
        !remembered)
        err << Cli::tr("Warning: %1").arg(remembered.error().message) << Qt::endl;
    m_reader = std::make_unique<OutboxReader>(*m_session, *resolved);
    // What people may see of payloads: the profile's (prod: masked), for every row printed.
    auto mask = PayloadMask::narrowed(profile ? &*profile : nullptr, payloadVisibility, maskKeys);
    if (!mask)
        return mask.error();
    m_reader->setPayloadMask(*mask);
    return Done{};
}

Status Context::beginChange(const QString &action) {
    const bool wasOpen = m_session != nullptr;
    m_changeAction = action;
    if (!wasOpen)
        return Done{}; // open() connects as the write user
    if (!m_target->writeSpec)
        return checkPrivilegesFor(*m_session, m_reader->table().name, action);
    const PayloadMask mask = m_reader->payloadMask();
    m_reader.reset(); // refers to the session: goes first
    m_session.reset();
    if (auto reopened = open(); !reopened)
        return reopened;
    m_reader->setPayloadMask(mask); // a reveal made before stays
    return Done{};
}

Result<bool> Context::revealIfAsked(const QCommandLineParser &parser, const QStringList &ids,
                                    const QString &what) {
    if (!parser.isSet(u"reveal"_s) || m_reader->payloadMask().showsAll())
        return false;
    // Without a reason: exit 2, as other missing options.
    if (parser.value(u"reason"_s).trimmed().isEmpty())
        return Error::invalid(Cli::tr("--reveal needs --reason=TEXT: a reveal is audited (who, "
                                      "which rows, why). Nothing was shown."));
    if (auto audited = auditReveal(AuditLog(), {profileName, m_session->spec().displayUrl(),
                                                m_reader->table().name.display(), ids, what,
                                                parser.value(u"reason"_s),
                                                m_reader->payloadMask().visibility()});
        !audited)
        return audited.error();
    m_reader->setPayloadMask(PayloadMask());
    return true;
}

bool Context::hasObjectStore() const {
    return !objectStoreSpec.isEmpty() || (profile && !profile->objectStore.isEmpty()) ||
           !qEnvironmentVariableIsEmpty("OBJECT_STORE_BUCKET");
}

Result<std::unique_ptr<ObjectStore>> Context::objectStore() const {
    if (!hasObjectStore())
        return Error::invalid(
            Cli::tr("No object store is configured: pass --object-store file:/DIR, set one in "
                    "the profile, or set OBJECT_STORE_ENDPOINT, OBJECT_STORE_BUCKET and the "
                    "keys."));
    return openProfileObjectStore(objectStoreSpecOrProfile(), profileName, keychain());
}

SecretBackend &Context::keychain() const {
    static SecretStore store; // one per process: QtKeychain's job queue is process-wide
    return store;
}

QString Context::objectStoreSpecOrProfile() const {
    if (objectStoreSpec.isEmpty() && profile)
        return profile->objectStore;
    return objectStoreSpec;
}

int auditedSchemaChange(Context &c, const QString &action, const QString &reason,
                        const std::function<Status()> &apply, const QString &doneOutcome) {
    QString warning;
    const Status applied =
        applySchemaChange(changeContext(c, reason),
                          {action, c.session().spec().displayUrl(),
                           c.reader().table().name.display(), doneOutcome, apply},
                          &warning);
    if (!warning.isEmpty())
        c.err << "outboxctl: " << warning << Qt::endl;
    return applied ? int(Success) : c.fail(applied.error());
}

ActionContext changeContext(const Context &c, const QString &reason) {
    ActionContext context;
    context.profile = c.profile;
    context.reason = reason;
    return context;
}

std::optional<int> parseCommand(Context &context, QCommandLineParser &parser,
                                const QStringList &arguments, const QString &description) {
    parser.setApplicationDescription(description);
    parser.addOptions(globalOptions());
    const QCommandLineOption help({u"h"_s, u"help"_s}, Cli::tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(arguments))
        return context.usageError(parser.errorText());
    if (parser.isSet(help)) {
        // QCommandLineParser names the executable's path in its usage line; the command is
        // "outboxctl COMMAND" (arguments[0]).
        QString text = parser.helpText();
        const qsizetype lineEnd = text.indexOf(u'\n');
        const qsizetype start = text.indexOf(u": "_s);
        const qsizetype end = text.indexOf(u" ["_s, start);
        if (start >= 0 && end > start && end < lineEnd)
            text.replace(start + 2, end - start - 2, arguments.value(0));
        context.out << text;
        return Success;
    }
    // An argument where the command takes none (a row id given to retry, which selects by
    // --id): refused, not ignored, so that no command acts on more than it was told.
    // (Qt's own heading, as Qt translates it: named through variables, so that it is not taken
    // for one of this program's texts.)
    const char *const qtContext = "QCommandLineParser";
    const char *const heading = "Arguments:";
    const bool takesArguments =
        parser.helpText().contains(u'\n' + QCoreApplication::translate(qtContext, heading));
    if (!takesArguments && !parser.positionalArguments().isEmpty())
        return context.usageError(
            Cli::tr("Unexpected argument \"%1\": %2 takes options only (a row is "
                    "--id=ID; see --help).")
                .arg(parser.positionalArguments().constFirst(), arguments.value(0)));
    if (auto checked = checkOptionValues(parser); !checked)
        return context.fail(checked.error());
    readGlobalOptions(parser, context);
    return std::nullopt;
}

std::optional<int> parseCommandWithOutput(Context &context, QCommandLineParser &parser,
                                          const QStringList &arguments, const QString &description,
                                          OutputFormat &format) {
    if (auto stop = parseCommand(context, parser, arguments, description))
        return stop;
    auto read = readOutputFormat(parser);
    if (!read)
        return context.fail(read.error());
    format = *read;
    return std::nullopt;
}

std::optional<int> parseSubcommand(Context &context, QCommandLineParser &parser,
                                   const QStringList &arguments, const Subcommand &subcommand) {
    parser.addPositionalArgument(subcommand.word, subcommand.help);
    if (auto stop = parseCommand(context, parser, arguments, subcommand.description))
        return stop;
    if (parser.positionalArguments() != QStringList{subcommand.word})
        return context.usageError(subcommand.usage);
    return std::nullopt;
}

bool parseCommand(Context &context, QCommandLineParser &parser, const QStringList &arguments,
                  const QString &description, int *exitCode) {
    const std::optional<int> stop = parseCommand(context, parser, arguments, description);
    if (stop)
        *exitCode = *stop;
    return !stop;
}

} // namespace outbox::cli
