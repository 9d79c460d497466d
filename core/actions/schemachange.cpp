#include "actions/schemachange.h"

#include "audit/auditrecord.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"
#include "schema/groupnotes.h"
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

bool relayTablesMissing(const DatabaseSession &session) {
    return !DeliveryTable::exists(session) || !ParkedRows::exists(session) ||
           !VocabularyRecord::exists(session) || !AttemptLog::exists(session) ||
           !GroupNotes::exists(session);
}

QString relayTablesDdl(DatabaseKind kind, IdStorage ids) {
    return QStringList{DeliveryTable::ddl(kind, ids), ParkedRows::ddl(kind, ids),
                       VocabularyRecord::ddl(kind), AttemptLog::ddl(kind), GroupNotes::ddl(kind)}
        .join(u'\n');
}

Result<RelayTablesOutcome> setUpRelayTables(const ActionContext &context,
                                            const DatabaseSession &session,
                                            const OutboxTable &table) {
    RelayTablesOutcome outcome;
    if (relayTablesMissing(session)) {
        const SchemaChange change{
            u"relay-init"_s, session.spec().displayUrl(), table.name.display(),
            u"created "_s + QStringList{QString::fromLatin1(DeliveryTable::kName),
                                        QString::fromLatin1(ParkedRows::kName),
                                        QString::fromLatin1(VocabularyRecord::kName),
                                        QString::fromLatin1(AttemptLog::kName),
                                        QString::fromLatin1(GroupNotes::kName)}
                                .join(u", "_s),
            [&]() -> Status {
                if (auto made = DeliveryTable::create(session, table); !made)
                    return made;
                if (auto made = ParkedRows::create(session, table); !made)
                    return made;
                if (auto made = AttemptLog::create(session); !made)
                    return made;
                if (auto made = GroupNotes::create(session); !made)
                    return made;
                return VocabularyRecord::create(session);
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
