// The options several outboxctl commands share, and how their values are read and checked.
#include "commandoptions.h"

#include "cli.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

QList<QCommandLineOption> globalOptions() {
    return {
        {u"profile"_s, Cli::tr("Use the saved profile NAME."), u"NAME"_s},
        {u"database"_s,
         Cli::tr("Database URL (postgresql://, mysql://, mariadb://, sqlite:). Default: "
                 "$OUTBOX_DATABASE_URL."),
         u"URL"_s},
        {u"table"_s, Cli::tr("Outbox table, possibly schema-qualified."), u"NAME"_s},
        {u"type"_s, Cli::tr("auto, vortos, fennflow, cap, modulith, gruelbox or mapped."),
         u"TYPE"_s},
        {u"map"_s,
         Cli::tr("A mapped table's column for a role (id, status, payload, created, attempts, "
                 "error, key, event-type, next-attempt, …); repeatable."),
         u"ROLE=COLUMN"_s},
        {u"state-value"_s,
         Cli::tr("A mapped table's status values for a state (pending, inflight, dead, sent); "
                 "repeatable."),
         u"STATE=VALUE"_s},
        {u"cap-failed-retry-count"_s,
         Cli::tr("DotNetCore.CAP's FailedRetryCount: a Failed row with this many retries is dead "
                 "(default 50)."),
         u"N"_s},
        {u"vocabulary"_s, Cli::tr("FennFlow status vocabulary: auto, docs or shipped."),
         u"VOCABULARY"_s},
        {u"ssh"_s,
         Cli::tr("Reach the database through your OpenSSH: [user@]host[:port] or a Host alias "
                 "(the database's host and port as the last hop sees them)."),
         u"DEST"_s},
        {u"ssh-config"_s,
         Cli::tr("The ssh configuration file to use instead of OpenSSH's default."), u"FILE"_s},
        {u"password-command"_s,
         Cli::tr("Run CMD for every new database connection; its first line of output is the "
                 "password (none is stored)."),
         u"CMD"_s},
        {u"object-store"_s,
         Cli::tr("Object store: file:/DIR, or empty for the OBJECT_STORE_* environment."),
         u"STORE"_s},
        {u"payload-visibility"_s,
         Cli::tr("What payloads show: full, masked (the values of sensitive JSON keys as their "
                 "shape) or hidden. Default: the profile's (masked on prod, else full); never "
                 "more than the profile shows: that is --reveal."),
         u"full|masked|hidden"_s},
        {u"mask-keys"_s,
         Cli::tr("The JSON key names masked: a regular expression, case-insensitive (default: "
                 "e-mail, phone, names, address, token, secret, password, IBAN, card, IP, "
                 "bodies); added to those of a profile that masks."),
         u"REGEX"_s},
        {u"write-user"_s,
         Cli::tr("The database user every change connects as (its password: the keychain's "
                 "write-password or OUTBOX_DATABASE_WRITE_PASSWORD); reading stays with the "
                 "URL's user."),
         u"USER"_s},
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
    take(u"password-command"_s, c.passwordCommand);
    take(u"ssh"_s, c.sshDestination);
    take(u"ssh-config"_s, c.sshConfig);
    take(u"cap-failed-retry-count"_s, c.capFailedRetryCount);
    if (parser.isSet(u"map"_s))
        c.formatMap = parser.values(u"map"_s);
    if (parser.isSet(u"state-value"_s))
        c.formatStateValues = parser.values(u"state-value"_s);
    take(u"object-store"_s, c.objectStoreSpec);
    take(u"payload-visibility"_s, c.payloadVisibility);
    take(u"mask-keys"_s, c.maskKeys);
    take(u"write-user"_s, c.writeUser);
}

QCommandLineOption outputOption() {
    return outputOption(Cli::tr("table, json or csv."));
}

QCommandLineOption outputOption(const QString &description) {
    return {u"output"_s, description, u"FORMAT"_s, u"table"_s};
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

Result<OutputFormat> readOutputFormat(const QCommandLineParser &parser) {
    return parseOutputFormat(parser.value(u"output"_s));
}

QCommandLineOption dryRunOption(const QString &description) {
    return {u"dry-run"_s, description};
}

QList<QCommandLineOption> confirmOptions() {
    return confirmOptions(Cli::tr("Why (kept in the audit; required on prod profiles)."));
}

QList<QCommandLineOption> confirmOptions(const QString &reasonDescription) {
    return {{u"force"_s, Cli::tr("Do not ask for confirmation.")}, reasonOption(reasonDescription)};
}

QList<QCommandLineOption> revealOptions() {
    return {{u"reveal"_s, Cli::tr("Show payloads in full where the profile masks or hides them "
                                  "(audited: needs --reason).")},
            reasonOption(Cli::tr("Why the payloads are revealed (kept in the audit)."))};
}

QCommandLineOption reasonOption() {
    return reasonOption(Cli::tr("Why (kept in the audit; required on prod profiles)."));
}

QCommandLineOption reasonOption(const QString &description) {
    return {u"reason"_s, description, u"TEXT"_s};
}

QCommandLineOption batchSizeOption(const QString &description, const QString &defaultValue) {
    return {u"batch-size"_s, description, u"N"_s, defaultValue};
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

Status checkOptionValues(const QCommandLineParser &parser) {
    // Options that may be given several times, and options whose empty value means something
    // ("--object-store=" is the OBJECT_STORE_* environment; an empty reason is no reason).
    static const QStringList repeatable{u"state"_s, u"status"_s, u"relay-arg"_s, u"map"_s,
                                        u"state-value"_s};
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
