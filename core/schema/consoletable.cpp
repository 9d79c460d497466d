#include "schema/consoletable.h"

#include "schema/attemptlog.h"
#include "schema/deliverytable.h"
#include "schema/groupnotes.h"
#include "schema/relayregistry.h"
#include "schema/vocabularyrecord.h"
#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString consoleTableOptions(DatabaseKind kind) {
    return kind == DatabaseKind::MySQL ? u" DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB"_s
                                       : QString();
}

QString consoleIdType(IdStorage ids, DatabaseKind kind) {
    const QString type = ids == IdStorage::Uuid     ? u"UUID"_s
                         : ids == IdStorage::Hex32  ? u"CHAR(32)"_s
                         : ids == IdStorage::Number ? u"BIGINT"_s
                                                    : u"CHAR(36)"_s;
    return kind == DatabaseKind::MySQL ? type + u" CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"_s
                                       : type;
}

QString consoleTextType(DatabaseKind kind) {
    return kind == DatabaseKind::MySQL ? u"LONGTEXT"_s : u"TEXT"_s;
}

QStringList tablesStatementsReach(const DatabaseSession &session) {
    // PostgreSQL: the tables an unqualified name reaches through the search path, as the
    // console's statements name its tables. Qt's tables() lists public's tables unqualified
    // whatever the path, so a role whose path leaves out public would be told of tables its
    // statements do not reach.
    if (session.spec().kind == DatabaseKind::PostgreSQL) {
        QSqlQuery q(session.database());
        if (q.exec(u"SELECT c.relname FROM pg_class c WHERE c.relkind IN ('r', 'p', 'v', 'm', "
                   "'f') AND pg_table_is_visible(c.oid)"_s)) {
            QStringList out;
            while (q.next())
                out << q.value(0).toString();
            return out;
        }
    }
    return session.database().tables();
}

bool consoleTableExists(const DatabaseSession &session, const char *name) {
    return tablesStatementsReach(session).contains(QString::fromLatin1(name));
}

Status createConsoleTable(const DatabaseSession &session, const char *name, QString ddl) {
    if (consoleTableExists(session, name))
        return Done{};
    ddl.chop(1); // the ';'
    QSqlQuery q(session.database());
    if (!q.exec(ddl)) // not prepared: PostgreSQL cannot PREPARE a CREATE TABLE
        return Error::failed(CoreText::tr("Creating %1 failed: %2")
                                 .arg(QString::fromLatin1(name), q.lastError().text()));
    return Done{};
}

const QList<RelayTable> &relayTables() {
    // Plain functions: each table that needs neither the id storage nor the outbox table ignores
    // them.
    static const QList<RelayTable> tables = {
        {DeliveryTable::kName, &DeliveryTable::ddl, &DeliveryTable::create},
        {ParkedRows::kName, &ParkedRows::ddl, &ParkedRows::create},
        {SupersededRows::kName, &SupersededRows::ddl, &SupersededRows::create},
        {CopiedRows::kName, &CopiedRows::ddl, &CopiedRows::create},
        {ArchivedRows::kName, &ArchivedRows::ddl, &ArchivedRows::create},
        {KeyHolds::kName, &KeyHolds::ddl, &KeyHolds::create},
        {KeyHoldState::kName, [](DatabaseKind k, IdStorage) { return KeyHoldState::ddl(k); },
         [](const DatabaseSession &s, const OutboxTable &) { return KeyHoldState::create(s); }},
        {VocabularyRecord::kName,
         [](DatabaseKind k, IdStorage) { return VocabularyRecord::ddl(k); },
         [](const DatabaseSession &s, const OutboxTable &) { return VocabularyRecord::create(s); }},
        {AttemptLog::kName, [](DatabaseKind k, IdStorage) { return AttemptLog::ddl(k); },
         [](const DatabaseSession &s, const OutboxTable &) { return AttemptLog::create(s); }},
        {GroupNotes::kName, [](DatabaseKind k, IdStorage) { return GroupNotes::ddl(k); },
         [](const DatabaseSession &s, const OutboxTable &) { return GroupNotes::create(s); }},
        {RelayRegistry::kName, [](DatabaseKind k, IdStorage) { return RelayRegistry::ddl(k); },
         [](const DatabaseSession &s, const OutboxTable &) { return RelayRegistry::create(s); }},
    };
    return tables;
}

QStringList missingRelayTables(const QStringList &presentTables) {
    QStringList missing;
    for (const RelayTable &t : relayTables())
        if (!presentTables.contains(QString::fromLatin1(t.name)))
            missing.append(QString::fromLatin1(t.name));
    return missing;
}

} // namespace outbox
