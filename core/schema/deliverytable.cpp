#include "schema/deliverytable.h"

#include "schema/consoletable.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The outbox id's type in a table of the console's own: the outbox's own.
QString idType(IdStorage ids) {
    return ids == IdStorage::Uuid    ? u"UUID"_s
           : ids == IdStorage::Hex32 ? u"CHAR(32)"_s
                                     : u"CHAR(36)"_s;
}

} // namespace

QString DeliveryTable::ddl(DatabaseKind kind, IdStorage ids) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE,\n"
               "    last_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(idType(ids));
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error LONGTEXT,\n    next_attempt_at DATETIME(3),\n    last_attempt_at "
               "DATETIME(3) NOT NULL\n"
               ") DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s.arg(idType(ids));
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INTEGER NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at DATETIME,\n    last_attempt_at DATETIME NOT NULL\n);"_s
                   .arg(idType(ids));
    }
    return {};
}

bool DeliveryTable::exists(const DatabaseSession &session) {
    return consoleTableExists(session, kName);
}

Status DeliveryTable::create(const DatabaseSession &session, const OutboxTable &table) {
    return createConsoleTable(session, kName, ddl(session.spec().kind, table.idStorage));
}

QString ParkedRows::ddl(DatabaseKind kind, IdStorage ids) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(idType(ids));
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at DATETIME(3) NOT NULL\n) DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s
                   .arg(idType(ids));
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at DATETIME NOT NULL\n);"_s.arg(idType(ids));
    }
    return {};
}

bool ParkedRows::exists(const DatabaseSession &session) {
    return consoleTableExists(session, kName);
}

Status ParkedRows::create(const DatabaseSession &session, const OutboxTable &table) {
    return createConsoleTable(session, kName, ddl(session.spec().kind, table.idStorage));
}

} // namespace outbox
