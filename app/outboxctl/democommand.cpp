// demo: creates the demo workspace and prints its profiles (cli.md).
#include "cli.h"
#include "commands.h"

#include "demo/demoworkspace.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runDemo(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption path(u"path"_s, Cli::tr("Folder of the demo workspace."), u"DIR"_s);
    const QCommandLineOption overwrite(u"overwrite"_s,
                                       Cli::tr("Recreate the workspace if it exists."));
    const QCommandLineOption noSave(u"no-save-profile"_s,
                                    Cli::tr("Do not save the demo profiles."));
    p.addOptions({path, overwrite, noSave});
    if (auto stop = parseCommand(c, p, arguments,
                                 Cli::tr("Create the demo workspace and print its profile.")))
        return *stop;
    DemoOptions options;
    options.directory = p.value(path);
    auto ws = DemoWorkspace::create(options, p.isSet(overwrite));
    if (!ws)
        return c.fail(ws.error());
    if (!p.isSet(noSave)) {
        // The user's own settings on a demo profile saved before stay as they are.
        ProfileStore store;
        auto saved = ws->saveProfiles(store);
        if (!saved)
            return c.fail(saved.error());
    }
    c.out << Cli::tr("Demo workspace: %1").arg(ws->directory) << '\n';
    if (ws->vortosRows)
        c.out << Cli::tr("Created %1 Vortos rows, %2 FennFlow rows and %3 stored objects.")
                     .arg(ws->vortosRows)
                     .arg(ws->fennFlowRows)
                     .arg(ws->temporaryObjects)
              << '\n';
    for (const Profile &profile : {ws->vortosProfile, ws->fennFlowProfile}) {
        c.out << "\n[profile " << profile.name << "]\n"
              << "database     = " << profile.databaseUrl << '\n'
              << "table        = " << profile.table << '\n'
              << "type         = " << profile.format << '\n'
              << "environment  = " << profile.environment << '\n'
              << (profile.sink.isEmpty() ? u"object-store = "_s + profile.objectStore
                                         : u"sink         = "_s + profile.sink)
              << '\n';
    }
    c.out << '\n' << Cli::tr("Try: %1").arg(u"outboxctl --profile demo stats"_s) << '\n';
    return Success;
}

} // namespace outbox::cli
