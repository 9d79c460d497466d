#include "actions/schemachange.h"

#include "audit/auditrecord.h"
#include "schema/consoletable.h"
#include "schema/vocabularyrecord.h"

using namespace Qt::StringLiterals;

namespace outbox {

Status applySchemaChange(const ActionContext &context, const SchemaChange &change,
                         QString *outcomeWarning) {
    if (auto allowed = checkChangeAllowed(context, change.action); !allowed)
        return allowed;
    AuditRecord record = AuditRecord::begin(change.action);
    record.profile = context.profile ? context.profile->name : QString();
    record.database = change.database;
    record.table = change.table;
    record.reason = context.reason;
    if (auto recorded = context.auditLog.recordStart(record); !recorded)
        return recorded;
    const Status applied = change.apply();
    record.outcome = applied ? change.doneOutcome : u"failed: "_s + applied.error().message;
    if (auto logged = context.auditLog.append(record); !logged && outcomeWarning)
        *outcomeWarning = logged.error().message;
    return applied;
}

QString relayTablesDdl(DatabaseKind kind, IdStorage ids, const QStringList &only) {
    QStringList ddl;
    for (const RelayTable &t : relayTables())
        if (only.isEmpty() || only.contains(QString::fromLatin1(t.name)))
            ddl.append(t.ddl(kind, ids));
    return ddl.join(u'\n');
}

Result<RelayTablesOutcome> setUpRelayTables(const ActionContext &context,
                                            const DatabaseSession &session,
                                            const OutboxTable &table) {
    RelayTablesOutcome outcome;
    if (const QStringList missing = missingRelayTables(tablesStatementsReach(session));
        !missing.isEmpty()) {
        const SchemaChange change{u"relay-init"_s, session.spec().displayUrl(),
                                  table.name.display(), u"created "_s + missing.join(u", "_s),
                                  [&]() -> Status {
                                      for (const RelayTable &t : relayTables())
                                          if (missing.contains(QString::fromLatin1(t.name)))
                                              if (auto made = t.create(session, table); !made)
                                                  return made;
                                      return Done{};
                                  }};
        if (auto applied = applySchemaChange(context, change, &outcome.outcomeWarning); !applied)
            return applied.error();
        outcome.created = true;
    }
    if (table.vocabularyToRecord())
        if (auto recorded = VocabularyRecord::record(session, table.name, table.vocabulary.name);
            !recorded)
            return recorded.error();
    return outcome;
}

} // namespace outbox
