// profile list | add | remove: the saved connections both executables share. Secrets are not
// taken here: they go to the keychain from the console, or come from the environment.
#include "cli.h"

#include "output/rowformat.h"
#include "schema/adaptedformats.h"
#include "settings/profilevalidation.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {
// "environment: prod → dev" for each setting the new profile changes.
QStringList profileChanges(const Profile &from, const Profile &to) {
    QStringList out;
    const auto compare = [&](const QString &what, const QString &a, const QString &b) {
        if (a != b)
            out.append(u"%1: %2 → %3"_s.arg(what, a.isEmpty() ? u"(none)"_s : a,
                                            b.isEmpty() ? u"(none)"_s : b));
    };
    const auto yesNo = [](bool v) { return v ? u"yes"_s : u"no"_s; };
    compare(u"environment"_s, from.environment, to.environment);
    compare(u"database"_s, from.databaseUrl, to.databaseUrl);
    compare(u"password command"_s, from.passwordCommand, to.passwordCommand);
    compare(u"ssh"_s, from.sshDestination, to.sshDestination);
    compare(u"ssh config"_s, from.sshConfig, to.sshConfig);
    compare(u"table"_s, from.table, to.table);
    compare(u"type"_s, from.format, to.format);
    compare(u"vocabulary"_s, from.vocabulary, to.vocabulary);
    compare(u"CAP failed retry count"_s, QString::number(from.capFailedRetryCount),
            QString::number(to.capFailedRetryCount));
    compare(u"map"_s, from.formatMap.join(u' '), to.formatMap.join(u' '));
    compare(u"state values"_s, from.formatStateValues.join(u' '), to.formatStateValues.join(u' '));
    compare(u"object store"_s, from.objectStore, to.objectStore);
    compare(u"sink"_s, from.sink, to.sink);
    compare(u"read-only"_s, yesNo(from.readOnly), yesNo(to.readOnly));
    compare(u"payload visibility"_s, from.payloadVisibility, to.payloadVisibility);
    compare(u"mask keys"_s, from.maskKeys, to.maskKeys);
    compare(u"write user"_s, from.writeUser, to.writeUser);
    compare(u"notify on new dead rows"_s, QString::number(from.notify.newDeadRows),
            QString::number(to.notify.newDeadRows));
    compare(u"notify on blocked keys"_s, yesNo(from.notify.blockedKeys),
            yesNo(to.notify.blockedKeys));
    compare(u"notify on oldest pending (minutes)"_s,
            QString::number(from.notify.oldestPendingMinutes),
            QString::number(to.notify.oldestPendingMinutes));
    return out;
}

// The overview's notification thresholds (the console's connection manager sets them too).
QList<QCommandLineOption> notifyOptions() {
    return {{u"notify-dead-rows"_s,
             Cli::tr("The console notifies when at least N new dead rows appeared since its last "
                     "refresh (0: off)."),
             u"N"_s, u"0"_s},
            {u"notify-blocked-keys"_s, Cli::tr("The console notifies when a key becomes blocked.")},
            {u"notify-pending-minutes"_s,
             Cli::tr("The console notifies when the oldest pending row becomes older than this "
                     "(0: off)."),
             u"MINUTES"_s, u"0"_s}};
}

Result<NotifyThresholds> readNotifyThresholds(const QCommandLineParser &p) {
    auto deadRows =
        boundedIntOption(p, u"notify-dead-rows"_s, 0, NotifyThresholds::kMaxNewDeadRows);
    if (!deadRows)
        return deadRows.error();
    auto pendingMinutes = boundedIntOption(p, u"notify-pending-minutes"_s, 0,
                                           NotifyThresholds::kMaxOldestPendingMinutes);
    if (!pendingMinutes)
        return pendingMinutes.error();
    return NotifyThresholds{*deadRows, p.isSet(u"notify-blocked-keys"_s), *pendingMinutes};
}
} // namespace

int runProfile(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption environment(u"environment"_s, Cli::tr("dev, staging or prod."),
                                         u"ENV"_s, u"dev"_s);
    const QCommandLineOption readOnly(u"read-only"_s,
                                      Cli::tr("Refuse every change through this profile."));
    // --object-store is one of the global options (parseCommand adds them): it is read from
    // the context below.
    const QCommandLineOption replace(
        u"replace"_s, Cli::tr("Replace a profile of the same name (refused without it)."));
    // --payload-visibility, --mask-keys and --write-user are global options (they select how the
    // outbox is opened, as --table does): read from the context below.
    p.addOptions({environment, readOnly, replace});
    p.addOptions(notifyOptions());
    p.addPositionalArgument(u"action"_s, Cli::tr("list, add NAME or remove NAME."),
                            u"list|add|remove [NAME]"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments, Cli::tr("Manage saved profiles."), &code))
        return code;
    const QStringList args = p.positionalArguments();
    const QString action = args.value(0, u"list"_s);
    ProfileStore store;
    if (auto readable = store.check(); !readable)
        return c.fail(readable.error());
    if (action == u"list"_s) {
        TextTable table(
            {u"Name"_s, u"Environment"_s, u"Database"_s, u"Table"_s, u"Type"_s, u"Read-only"_s});
        for (const Profile &profile : store.profiles())
            table.addRow({profile.name, profile.environment, profile.databaseUrl, profile.table,
                          profile.format, profile.readOnly ? u"yes"_s : u"no"_s});
        if (table.isEmpty())
            c.err << Cli::tr("No profiles in %1").arg(store.settingsFile()) << Qt::endl;
        else
            c.out << table.render();
        return Success;
    }
    if (args.size() != 2)
        return c.usageError(
            Cli::tr("Use: outboxctl profile add NAME --database URL … or profile remove NAME."));
    if (action == u"remove"_s) {
        if (auto s = store.remove(args.at(1)); !s)
            return c.fail(s.error());
        return Success;
    }
    if (action != u"add"_s)
        return c.usageError(
            Cli::tr("Unknown profile action \"%1\": use list, add or remove.").arg(action));
    const QString env = p.value(environment);
    if (env != u"dev"_s && env != u"staging"_s && env != u"prod"_s)
        return c.usageError(
            Cli::tr("--environment must be dev, staging or prod, not \"%1\".").arg(env));
    auto spec = checkProfileDatabaseUrl(
        c.databaseUrl, Cli::tr("Profiles never store passwords: remove it from the URL and "
                               "use the keychain or OUTBOX_DATABASE_PASSWORD."));
    if (!spec)
        return c.fail(spec.error());
    if (auto table = checkProfileTable(c.tableName); !table)
        return c.fail(table.error());
    const auto notify = readNotifyThresholds(p);
    if (!notify)
        return c.fail(notify.error());
    Profile profile;
    if (!c.payloadVisibility.isEmpty()) {
        const auto parsed = parsePayloadVisibility(c.payloadVisibility);
        if (!parsed)
            return c.usageError(
                Cli::tr("--payload-visibility must be full, masked or hidden, not \"%1\".")
                    .arg(c.payloadVisibility));
        profile.payloadVisibility = payloadVisibilityName(*parsed);
    }
    profile.maskKeys = c.maskKeys.trimmed();
    profile.writeUser = c.writeUser.trimmed();
    if (!profile.writeUser.isEmpty() && spec->kind == DatabaseKind::SQLite)
        return c.usageError(Cli::tr("--write-user is for PostgreSQL and MySQL/MariaDB: a SQLite "
                                    "file has no users (its file permissions decide)."));
    if (auto mask = PayloadMask::make(PayloadVisibility::Masked, profile.maskKeys); !mask)
        return c.fail(mask.error());
    profile.notify = *notify;
    profile.name = args.at(1);
    profile.databaseUrl =
        spec->kind == DatabaseKind::SQLite ? u"sqlite://"_s + spec->database : spec->displayUrl();
    profile.table = c.tableName;
    profile.format = c.typeName.isEmpty() ? u"auto"_s : c.typeName;
    profile.vocabulary = c.vocabularyName.isEmpty() ? u"auto"_s : c.vocabularyName;
    FormatOptions formatOptions;
    if (Status ok = parseFormatOptions(c.capFailedRetryCount, c.formatMap, c.formatStateValues,
                                       formatOptions);
        !ok)
        return c.fail(ok.error());
    profile.capFailedRetryCount = formatOptions.capFailedRetryCount;
    profile.formatMap = mappedRoleEntries(formatOptions);
    profile.formatStateValues = stateValueEntries(formatOptions);
    profile.environment = env;
    profile.readOnly = p.isSet(readOnly);
    profile.objectStore = c.objectStoreSpec;
    profile.passwordCommand = c.passwordCommand; // a command, not a secret: kept in the file
    profile.sshDestination = c.sshDestination;
    profile.sshConfig = c.sshConfig;
    if (const auto existing = store.find(profile.name)) {
        const QStringList changes = profileChanges(*existing, profile);
        if (!p.isSet(replace)) {
            c.err << Cli::tr("outboxctl: a profile named \"%1\" exists already: nothing was "
                             "changed. Pass --replace to replace it.")
                         .arg(profile.name)
                  << '\n';
            for (const QString &change : changes)
                c.err << "  " << change << '\n';
            if (changes.isEmpty())
                c.err << "  " << Cli::tr("(the new profile would be the same)") << '\n';
            c.err.flush();
            return Refused;
        }
        for (const QString &change : changes)
            c.err << Cli::tr("replacing: %1").arg(change) << '\n';
    }
    if (auto s = store.save(profile); !s)
        return c.fail(s.error());
    c.err << (profile.readOnly ? Cli::tr("Saved profile \"%1\" (read-only) in %2")
                               : Cli::tr("Saved profile \"%1\" in %2"))
                 .arg(profile.name, store.settingsFile())
          << Qt::endl;
    return Success;
}

} // namespace outbox::cli
