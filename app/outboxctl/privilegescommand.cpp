// privileges: what the profile's roles may do to the outbox table, as the database says (cli.md).
#include "cli.h"
#include "commands.h"

#include "access/tableprivileges.h"
#include "commandoutput.h"
#include "output/rowformat.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace outbox::cli {

namespace {

// The changes a role's privileges allow on the outbox table, by outboxctl's command names.
QStringList allowedChanges(const TablePrivileges &privileges) {
    QStringList out;
    for (const auto &[command, action] :
         {std::pair{u"retry"_s, u"retry"_s}, std::pair{u"mark-done"_s, u"mark done"_s},
          std::pair{u"retry-now"_s, u"retry now"_s}, std::pair{u"relay"_s, u"relay"_s},
          std::pair{u"resend"_s, u"resend"_s}, std::pair{u"promote"_s, u"promote"_s},
          std::pair{u"purge"_s, u"purge"_s}})
        if (privileges.missing(privilegesNeededFor(action)).isEmpty())
            out.append(command);
    return out;
}

} // namespace

int runPrivileges(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    p.addOption(outputOption(Cli::tr("table or json.")));
    if (auto stop = parseCommand(
            c, p, arguments,
            Cli::tr("What the profile's database roles may do to the outbox table: the reading "
                    "user's, and the write user's when the profile names one.")))
        return *stop;
    auto format = readOutputFormat(p);
    if (!format || *format == OutputFormat::Csv)
        return c.usageError(Cli::tr("--output of privileges takes table or json, not \"%1\".")
                                .arg(p.value(u"output"_s)));
    if (auto s = c.open(); !s)
        return c.fail(s.error());
    const TableName table = c.reader().table().name;
    QList<std::pair<QString, TablePrivileges>> roles; // what it connects for, its privileges
    auto reading = readTablePrivileges(c.session(), table);
    if (!reading)
        return c.fail(reading.error());
    const auto &target = c.openedTarget();
    roles.append({target && target->writeSpec ? u"reading"_s : u"reading and changes"_s, *reading});
    if (target && target->writeSpec) {
        DatabaseSession write(*target->writeSpec, u"cli-write"_s);
        auto writing = readTablePrivileges(write, table);
        if (!writing)
            return c.fail(writing.error());
        roles.append({u"changes"_s, *writing});
    }
    if (*format == OutputFormat::Json) {
        QJsonArray list;
        for (const auto &[use, privileges] : std::as_const(roles)) {
            QJsonArray granted;
            for (const TablePrivilege pr : kTablePrivileges)
                if (privileges.has(pr))
                    granted.append(tablePrivilegeName(pr));
            list.append(QJsonObject{
                {u"role"_s, privileges.role},
                {u"used_for"_s, use},
                {u"privileges"_s, granted},
                {u"allowed_changes"_s, QJsonArray::fromStringList(allowedChanges(privileges))},
                {u"source"_s, privileges.how}});
        }
        c.out << jsonText({{u"table"_s, table.display()}, {u"roles"_s, list}});
        return Success;
    }
    TextTable out({u"Role"_s, u"Used for"_s, u"SELECT"_s, u"INSERT"_s, u"UPDATE"_s, u"DELETE"_s,
                   u"Changes it may make"_s});
    for (const auto &[use, privileges] : std::as_const(roles)) {
        QStringList row{privileges.role, use};
        for (const TablePrivilege pr : kTablePrivileges)
            row << (privileges.has(pr) ? u"yes"_s : u"no"_s);
        const QStringList changes = allowedChanges(privileges);
        row << (changes.isEmpty() ? u"none"_s : changes.join(u", "_s));
        out.addRow(row);
    }
    c.out << Cli::tr("Privileges on %1 (%2):").arg(table.display(), reading->how) << '\n'
          << out.render();
    return Success;
}

} // namespace outbox::cli
