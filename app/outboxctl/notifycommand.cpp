// outboxctl notify: the PostgreSQL change-notification trigger the console listens to.
#include "cli.h"
#include "commands.h"

#include "notify/changenotify.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runNotify(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addPositionalArgument(
        u"action"_s,
        Cli::tr("install (create the trigger and print its DDL), uninstall, status, or ddl "
                "(print the DDL only, change nothing)."),
        u"install|uninstall|status|ddl"_s);
    const QCommandLineOption reason(
        u"reason"_s, Cli::tr("Why (kept in the audit record; required on prod profiles)."),
        u"TEXT"_s);
    p.addOption(reason);
    if (auto stop =
            parseCommand(c, p, arguments,
                         Cli::tr("Change notifications (PostgreSQL LISTEN/NOTIFY) so the console "
                                 "refreshes when rows change instead of polling.")))
        return *stop;
    const QStringList positional = p.positionalArguments();
    const QStringList actions{u"install"_s, u"uninstall"_s, u"status"_s, u"ddl"_s};
    if (positional.size() != 1 || !actions.contains(positional.constFirst()))
        return c.usageError(
            Cli::tr("Say what to do: outboxctl notify install|uninstall|status|ddl."));
    const QString action = positional.constFirst();
    if (auto opened = c.open(); !opened)
        return c.fail(opened.error());
    const TableName table = c.reader().table().name;
    if (!ChangeNotify::supported(c.session().spec().kind))
        return c.fail(Error::invalid(
            Cli::tr("Change notifications need PostgreSQL (LISTEN/NOTIFY); on this database the "
                    "console polls instead.")));
    if (action == u"ddl"_s) {
        for (const QString &statement : ChangeNotify::ddl(table))
            c.out << statement << ";\n";
        return Success;
    }
    if (action == u"status"_s) {
        auto installed = ChangeNotify::installed(c.session(), table);
        if (!installed)
            return c.fail(installed.error());
        c.out << (*installed ? Cli::tr("installed on %1, channel %2")
                             : Cli::tr("not installed on %1 (channel would be %2)"))
                     .arg(table.display(), ChangeNotify::channel(table))
              << Qt::endl;
        return Success;
    }
    // Installing or removing a trigger changes the schema: the rules of every change apply
    // (read-only refused, prod needs a reason) and it is audited.
    if (action == u"install"_s) {
        if (int e = auditedSchemaChange(
                c, u"notify-install"_s, p.value(reason),
                [&] { return ChangeNotify::install(c.session(), table); },
                u"trigger installed, channel "_s + ChangeNotify::channel(table));
            e != Success)
            return e;
        for (const QString &statement : ChangeNotify::ddl(table))
            c.out << statement << ";\n";
        c.err << Cli::tr("Installed: the console now refreshes %1 when it changes (channel %2).")
                     .arg(table.display(), ChangeNotify::channel(table))
              << Qt::endl;
        return Success;
    }
    if (int e = auditedSchemaChange(
            c, u"notify-uninstall"_s, p.value(reason),
            [&] { return ChangeNotify::uninstall(c.session(), table); }, u"trigger removed"_s);
        e != Success)
        return e;
    for (const QString &statement : ChangeNotify::dropDdl(table))
        c.out << statement << ";\n";
    return Success;
}

} // namespace outbox::cli
