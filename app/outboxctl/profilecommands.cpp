// profile list | add | remove: the saved connections both executables share. Secrets are not
// taken here: they go to the keychain from the console, or come from the environment.
#include "cli.h"

#include "output/rowformat.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runProfile(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption environment(u"environment"_s, u"dev, staging or prod."_s, u"ENV"_s,
                                         u"dev"_s);
    const QCommandLineOption readOnly(u"read-only"_s,
                                      u"Refuse every change through this profile."_s);
    // --object-store is one of the global options (parseCommand adds them): it is read from
    // the context below.
    p.addOptions({environment, readOnly});
    p.addPositionalArgument(u"action"_s, u"list, add NAME or remove NAME."_s,
                            u"list|add|remove [NAME]"_s);
    int code = 0;
    if (!parseCommand(c, p, arguments, u"Manage saved profiles."_s, &code))
        return code;
    const QStringList args = p.positionalArguments();
    const QString action = args.value(0, u"list"_s);
    ProfileStore store;
    if (action == u"list"_s) {
        TextTable table(
            {u"Name"_s, u"Environment"_s, u"Database"_s, u"Table"_s, u"Type"_s, u"Read-only"_s});
        for (const Profile &profile : store.profiles())
            table.addRow({profile.name, profile.environment, profile.databaseUrl, profile.table,
                          profile.format, profile.readOnly ? u"yes"_s : u"no"_s});
        if (table.isEmpty())
            c.err << "No profiles in " << store.settingsFile() << Qt::endl;
        else
            c.out << table.render();
        return Success;
    }
    if (args.size() != 2)
        return c.usageError(
            u"Use: outboxctl profile add NAME --database URL … or profile remove NAME."_s);
    if (action == u"remove"_s) {
        if (auto s = store.remove(args.at(1)); !s)
            return c.fail(s.error());
        return Success;
    }
    if (action != u"add"_s)
        return c.usageError(
            u"Unknown profile action \"%1\": use list, add or remove."_s.arg(action));
    const QString env = p.value(environment);
    if (env != u"dev"_s && env != u"staging"_s && env != u"prod"_s)
        return c.usageError(u"--environment must be dev, staging or prod, not \"%1\"."_s.arg(env));
    auto spec = ConnectionSpec::fromUrl(c.databaseUrl);
    if (!spec)
        return c.fail(spec.error());
    if (spec->passwordFromUrl)
        return c.fail(
            Error::invalid(u"Profiles never store passwords: remove it from the URL and use the "
                           "keychain or OUTBOX_DATABASE_PASSWORD."_s));
    if (!c.tableName.isEmpty()) {
        if (auto t = TableName::parse(c.tableName); !t)
            return c.fail(t.error());
    }
    Profile profile;
    profile.name = args.at(1);
    profile.databaseUrl =
        spec->kind == DatabaseKind::SQLite ? u"sqlite://"_s + spec->database : spec->displayUrl();
    profile.table = c.tableName;
    profile.format = c.typeName.isEmpty() ? u"auto"_s : c.typeName;
    profile.vocabulary = c.vocabularyName.isEmpty() ? u"auto"_s : c.vocabularyName;
    profile.environment = env;
    profile.readOnly = p.isSet(readOnly);
    profile.objectStore = c.objectStoreSpec;
    if (auto s = store.save(profile); !s)
        return c.fail(s.error());
    c.err << "Saved profile \"" << profile.name << "\"" << (profile.readOnly ? " (read-only)" : "")
          << " in " << store.settingsFile() << Qt::endl;
    return Success;
}

} // namespace outbox::cli
