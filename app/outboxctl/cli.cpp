#include "cli.h"

#include "actions/schemachange.h"
#include "profilesecrets.h"
#include "schema/tableresolver.h"
#include "target/connectiontarget.h"
#include "terminaltext.h"

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
        {profileName, databaseUrl, tableName, typeName, vocabularyName}, ProfileStore());
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
    m_session = std::make_unique<DatabaseSession>(resolvedTarget->spec, u"cli"_s);
    auto resolved = TableResolver::resolve(*m_session, resolvedTarget->request);
    if (!resolved)
        return resolved.error();
    // A vocabulary learnt now is kept in the profile, for when the table no longer tells.
    if (auto remembered = rememberVocabulary(ProfileStore(), *resolvedTarget, *resolved);
        !remembered)
        err << Cli::tr("Warning: %1").arg(remembered.error().message) << Qt::endl;
    m_reader = std::make_unique<OutboxReader>(*m_session, *resolved);
    return Done{};
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

QList<QCommandLineOption> globalOptions() {
    return {
        {u"profile"_s, Cli::tr("Use the saved profile NAME."), u"NAME"_s},
        {u"database"_s,
         Cli::tr("Database URL (postgresql://, mysql://, mariadb://, sqlite:). Default: "
                 "$OUTBOX_DATABASE_URL."),
         u"URL"_s},
        {u"table"_s, Cli::tr("Outbox table, possibly schema-qualified."), u"NAME"_s},
        {u"type"_s, Cli::tr("auto, vortos or fennflow."), u"TYPE"_s},
        {u"vocabulary"_s, Cli::tr("FennFlow status vocabulary: auto, docs or shipped."),
         u"VOCABULARY"_s},
        {u"object-store"_s,
         Cli::tr("Object store: file:/DIR, or empty for the OBJECT_STORE_* environment."),
         u"STORE"_s},
    };
}

void readGlobalOptions(const QCommandLineParser &parser, Context &c) {
    const auto take = [&](const QString &name, QString &target) {
        if (parser.isSet(name))
            target = parser.value(name);
    };
    take(u"profile"_s, c.profileName);
    take(u"database"_s, c.databaseUrl);
    take(u"table"_s, c.tableName);
    take(u"type"_s, c.typeName);
    take(u"vocabulary"_s, c.vocabularyName);
    take(u"object-store"_s, c.objectStoreSpec);
}

Result<int> boundedIntOption(const QCommandLineParser &parser, const QString &name, int min,
                             int max) {
    bool ok = false;
    const int value = parser.value(name).trimmed().toInt(&ok);
    if (!ok || value < min || value > max)
        return Error::invalid(Cli::tr("--%1 must be a whole number from %2 to %3, not \"%4\".")
                                  .arg(name)
                                  .arg(min)
                                  .arg(max)
                                  .arg(parser.value(name)));
    return value;
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

Result<OutputFormat> parseOutputFormat(const QString &text) {
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == u"table"_s)
        return OutputFormat::Table;
    if (t == u"json"_s)
        return OutputFormat::Json;
    if (t == u"csv"_s)
        return OutputFormat::Csv;
    return Error::invalid(Cli::tr("Unknown output \"%1\": use table, json or csv.").arg(text));
}

QList<QCommandLineOption> filterOptions() {
    return {
        {u"state"_s, Cli::tr("pending, inflight, dead or sent (repeatable)."), u"STATE"_s},
        {u"status"_s, Cli::tr("Raw status (repeatable)."), u"STATUS"_s},
        {u"operation"_s, Cli::tr("Operation (Vortos) or event type (FennFlow)."), u"NAME"_s},
        {u"created-from"_s,
         Cli::tr("Created at or after (inclusive; ISO 8601, a bare date is midnight UTC)."),
         u"DATE"_s},
        {u"created-to"_s, Cli::tr("Created at or before (inclusive)."), u"DATE"_s},
        {u"id"_s, Cli::tr("Exact row id."), u"ID"_s},
        {u"error-contains"_s, Cli::tr("Text in the last error."), u"TEXT"_s},
        {u"payload-contains"_s, Cli::tr("Text in the payload."), u"TEXT"_s},
        {u"payload-key"_s, Cli::tr("A payload field equal to a value."), u"KEY=VALUE"_s},
        {u"aggregate-id"_s, Cli::tr("FennFlow aggregate id."), u"ID"_s},
    };
}

Result<RowFilter> readFilter(const QCommandLineParser &p) {
    RowFilter f;
    for (const QString &s : p.values(u"state"_s)) {
        for (const QString &part : s.split(u',', Qt::SkipEmptyParts)) {
            auto state = parseRowState(part);
            if (!state)
                return state.error();
            f.states.append(*state);
        }
    }
    f.rawStatuses = p.values(u"status"_s);
    f.kind = p.value(u"operation"_s);
    for (const auto &[name, target] :
         {std::pair{u"created-from"_s, &f.createdFrom}, std::pair{u"created-to"_s, &f.createdTo}}) {
        if (p.isSet(name)) {
            auto date = parseFilterDate(p.value(name));
            if (!date)
                return date.error();
            *target = *date;
        }
    }
    f.id = p.value(u"id"_s);
    if (p.isSet(u"id"_s) && f.id.trimmed().isEmpty())
        return Error::invalid(Cli::tr("--id needs a value."));
    f.errorContains = p.value(u"error-contains"_s);
    f.payloadContains = p.value(u"payload-contains"_s);
    if (p.isSet(u"payload-key"_s)) {
        if (auto s = f.setPayloadKeyValue(p.value(u"payload-key"_s)); !s)
            return s.error();
    }
    f.aggregateId = p.value(u"aggregate-id"_s);
    return f;
}

bool parseCommand(Context &context, QCommandLineParser &parser, const QStringList &arguments,
                  const QString &description, int *exitCode) {
    parser.setApplicationDescription(description);
    parser.addOptions(globalOptions());
    const QCommandLineOption help({u"h"_s, u"help"_s}, Cli::tr("Show this help."));
    parser.addOption(help);
    if (!parser.parse(arguments)) {
        *exitCode = context.usageError(parser.errorText());
        return false;
    }
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
        *exitCode = Success;
        return false;
    }
    if (auto checked = checkOptionValues(parser); !checked) {
        *exitCode = context.fail(checked.error());
        return false;
    }
    readGlobalOptions(parser, context);
    return true;
}

Status checkOptionValues(const QCommandLineParser &parser) {
    // Options that may be given several times, and options whose empty value means something
    // ("--object-store=" is the OBJECT_STORE_* environment; an empty reason is no reason).
    static const QStringList repeatable{u"state"_s, u"status"_s, u"relay-arg"_s};
    static const QStringList mayBeEmpty{u"object-store"_s, u"reason"_s};
    QStringList seen;
    for (const QString &name : parser.optionNames()) {
        if (seen.contains(name))
            continue;
        seen.append(name);
        const QStringList values = parser.values(name);
        const QString dashes = name.size() == 1 ? u"-"_s : u"--"_s;
        if (values.size() > 1 && !repeatable.contains(name))
            return Error::invalid(
                Cli::tr("%1%2 was given %3 times (%4): it takes one value, give it once.")
                    .arg(dashes, name)
                    .arg(values.size())
                    .arg(values.join(u", "_s)));
        // An empty value (e.g. --group="$UNSET") must not silently mean "no filter".
        if (mayBeEmpty.contains(name))
            continue;
        for (const QString &value : values)
            if (value.trimmed().isEmpty())
                return Error::invalid(
                    Cli::tr("%1%2 needs a value; an empty one selects nothing and is refused.")
                        .arg(dashes, name));
    }
    return Done{};
}

} // namespace outbox::cli
