// link: an outbox-console:// link to a view of the console, for a colleague (cli.md).
#include "cli.h"
#include "commands.h"

#include "audit/auditrecord.h"
#include "commandoptions.h"
#include "links/outboxlink.h"

using namespace Qt::StringLiterals;

namespace outbox::cli {

int runLink(Context &c, const QStringList &arguments) {
    QCommandLineParser p;
    const QCommandLineOption row(u"row"_s, Cli::tr("Link to this row (its detail pane)."), u"ID"_s);
    const QCommandLineOption group(
        u"group"_s, Cli::tr("Link to the dead rows of this error group (its signature)."),
        u"SIGNATURE"_s);
    const QCommandLineOption audit(
        u"audit"_s,
        Cli::tr("Link to this record of the database's audit table (its record_id in "
                "audit --source=database --output=json)."),
        u"ID"_s);
    p.addOptions({row, group, audit});
    p.addOptions(filterOptions());
    if (auto stop = parseCommand(
            c, p, arguments,
            Cli::tr(
                "Print an outbox-console:// link to a row, an error group, an audit record or a "
                "filtered view, which the console opens on the same saved profile. It names the "
                "profile "
                "only, never a host or a secret.")))
        return *stop;
    if (c.profileName.isEmpty())
        return c.usageError(Cli::tr("A link opens a saved profile: pass --profile NAME (the "
                                    "colleague who opens it needs a profile of that name)."));
    if (int(p.isSet(row)) + int(p.isSet(group)) + int(p.isSet(audit)) > 1)
        return c.usageError(Cli::tr("link takes one of --row, --group and --audit."));
    auto filter = readFilter(p);
    if (!filter)
        return c.fail(filter.error());
    OutboxLink link;
    link.profile = c.profileName;
    link.group = p.value(group);
    if (filter->states.size() > 1)
        return c.usageError(Cli::tr("A link carries one --state."));
    if (!filter->states.isEmpty())
        link.state = filter->states.constFirst();
    // The filter bar's one search: at most one of these.
    const QList<std::pair<QString, QString>> searches{{u"error"_s, filter->errorContains},
                                                      {u"payload"_s, filter->payloadContains},
                                                      {u"kind"_s, filter->kind},
                                                      {u"id"_s, filter->id},
                                                      {u"aggregate"_s, filter->aggregateId}};
    for (const auto &[field, text] : searches) {
        if (text.isEmpty())
            continue;
        if (!link.searchField.isEmpty())
            return c.usageError(Cli::tr("A link carries one search (--error-contains, "
                                        "--payload-contains, --operation, --id or "
                                        "--aggregate-id), as the console's filter bar does."));
        link.searchField = field;
        link.searchText = text;
    }
    if (!filter->rawStatuses.isEmpty() || !filter->payloadKey.isEmpty())
        return c.usageError(Cli::tr("A link carries a state, one search and a created window: "
                                    "--status and --payload-key are not part of it."));
    link.createdFrom = filter->createdFrom;
    link.createdTo = filter->createdTo;
    // The row must be there now (as the profile sees it); the colleague's console says so too
    // when it is gone by the time the link is opened.
    if (p.isSet(row)) {
        if (auto s = c.open(); !s)
            return c.fail(s.error());
        auto found = c.reader().row(p.value(row));
        if (!found)
            return c.fail(found.error());
        link.row = found->id;
    }
    // The audit record must be in the database's audit table: a colleague cannot read this
    // computer's log.
    if (p.isSet(audit)) {
        bool number = false;
        link.audit = p.value(audit).toLongLong(&number);
        if (!number || link.audit < 1)
            return c.usageError(Cli::tr("--audit must be a record id (a positive number), not "
                                        "\"%1\".")
                                    .arg(p.value(audit)));
        if (auto s = c.open(); !s)
            return c.fail(s.error());
        if (!AuditTable::exists(c.session()))
            return c.fail(Error::invalid(
                Cli::tr("This database has no audit table (%1): only its records can be linked.")
                    .arg(QString::fromLatin1(AuditTable::kName))));
        auto record = AuditTable::byId(c.session(), link.audit);
        if (!record)
            return c.fail(record.error());
        if (!*record)
            return c.fail(
                Error::invalid(Cli::tr("The audit table has no record %1.").arg(link.audit)));
    }
    c.out << link.toString() << Qt::endl;
    return Success;
}

} // namespace outbox::cli
