#pragma once

#include "connection/databasesession.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QString>
#include <QStringList>

namespace outbox {

// The console's own tables (the delivery side table, the parked rows, the vocabulary record):
// whether one exists in the session's database, and creating it from its DDL when it does not.
bool consoleTableExists(const DatabaseSession &session, const char *name);
// What follows the closing parenthesis of a console table's CREATE TABLE: MariaDB's character set
// and engine; nothing elsewhere.
QString consoleTableOptions(DatabaseKind kind);
// The outbox id's type in a table of the console's own: the outbox's own. On MySQL/MariaDB in a
// binary collation: compared with the outbox's id, whatever that column's collation (Vortos:
// utf8mb4_unicode_ci; others the server's default), the _bin side decides, where two different
// case-insensitive collations would be refused as an "illegal mix", and the console table's key
// still serves the lookups.
QString consoleIdType(IdStorage ids, DatabaseKind kind);
// The type of a long text column: LONGTEXT on MariaDB, TEXT elsewhere.
QString consoleTextType(DatabaseKind kind);
// ddl: one CREATE TABLE statement ending in ';' (as shown to the user before it runs).
Status createConsoleTable(const DatabaseSession &session, const char *name, QString ddl);
// The tables an unqualified name reaches (PostgreSQL: through the search path; elsewhere the
// connection's database): where the console looks for its own tables.
QStringList tablesStatementsReach(const DatabaseSession &session);

// The base of the class of one of the console's tables (class AttemptLog : public
// ConsoleTable<AttemptLog>), which gives it exists() and create() from its kName and its ddl():
// ddl(DatabaseKind) for a table the same beside every outbox, create(session); or
// ddl(DatabaseKind, IdStorage) for one keyed by an outbox's ids, create(session, outboxTable).
template <typename Table> class ConsoleTable {
public:
    static bool exists(const DatabaseSession &session) {
        return consoleTableExists(session, Table::kName);
    }
    static Status create(const DatabaseSession &session) {
        return createConsoleTable(session, Table::kName, Table::ddl(session.spec().kind));
    }
    static Status create(const DatabaseSession &session, const OutboxTable &table) {
        return createConsoleTable(session, Table::kName,
                                  Table::ddl(session.spec().kind, table.idStorage));
    }
};

// The console's tables beside an outbox that `relay init` creates together, in creation order:
// the delivery side table, the parked rows, the superseded rows, the copied rows, the archived
// rows, the keys held back by dead rows and their state, the vocabulary record, the attempt log,
// the notes on error groups and the registry of running relays.
struct RelayTable {
    const char *name;
    QString (*ddl)(DatabaseKind kind, IdStorage ids);
    Status (*create)(const DatabaseSession &session, const OutboxTable &table);
};
const QList<RelayTable> &relayTables();
// The names of those the database lacks, given the tables it has (QSqlDatabase::tables()).
QStringList missingRelayTables(const QStringList &presentTables);

} // namespace outbox
