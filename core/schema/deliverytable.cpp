#include "schema/deliverytable.h"

#include "schema/consoletable.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// The outbox id's type in a table of the console's own: the outbox's own. On MySQL/MariaDB in
// a binary collation: compared with the outbox's id, whatever that column's collation (Vortos:
// utf8mb4_unicode_ci; others the server's default), the _bin side decides, where two different
// case-insensitive collations would be refused as an "illegal mix", and the console table's key
// still serves the lookups.
QString idType(IdStorage ids, DatabaseKind kind) {
    const QString type = ids == IdStorage::Uuid     ? u"UUID"_s
                         : ids == IdStorage::Hex32  ? u"CHAR(32)"_s
                         : ids == IdStorage::Number ? u"BIGINT"_s
                                                    : u"CHAR(36)"_s;
    return kind == DatabaseKind::MySQL ? type + u" CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"_s
                                       : type;
}

} // namespace

QString DeliveryTable::ddl(DatabaseKind kind, IdStorage ids) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE,\n"
               "    last_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(
                   idType(ids, kind));
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error LONGTEXT,\n    next_attempt_at DATETIME(3),\n    last_attempt_at "
               "DATETIME(3) NOT NULL\n"
               ") DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s.arg(idType(ids, kind));
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INTEGER NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at DATETIME,\n    last_attempt_at DATETIME NOT NULL\n);"_s
                   .arg(idType(ids, kind));
    }
    return {};
}

QString ParkedRows::ddl(DatabaseKind kind, IdStorage ids) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(idType(ids, kind));
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at DATETIME(3) NOT NULL\n) DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s
                   .arg(idType(ids, kind));
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at DATETIME NOT NULL\n);"_s.arg(idType(ids, kind));
    }
    return {};
}

QString SupersededRows::ddl(DatabaseKind kind, IdStorage) {
    // The ids as text, whatever the outboxes' id types: one table serves every outbox of the
    // database (supersededEntryOf() looks a row up by its id's text, through the key).
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_superseded (\n    outbox_id VARCHAR(64) PRIMARY KEY,\n"
               u"    superseded_by VARCHAR(64) NOT NULL,\n    superseded_at TIMESTAMP(3) WITHOUT "
               u"TIME ZONE NOT NULL\n);"_s;
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_superseded (\n    outbox_id VARCHAR(64) CHARACTER SET "
               u"utf8mb4 COLLATE utf8mb4_bin PRIMARY KEY,\n    superseded_by VARCHAR(64) NOT "
               u"NULL,\n    superseded_at DATETIME(3) NOT NULL\n) DEFAULT CHARACTER SET utf8mb4 "
               u"ENGINE = InnoDB;"_s;
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_superseded (\n    outbox_id VARCHAR(64) PRIMARY KEY,\n"
               u"    superseded_by VARCHAR(64) NOT NULL,\n    superseded_at DATETIME NOT NULL\n);"_s;
    }
    return {};
}

QString ArchivedRows::ddl(DatabaseKind kind, IdStorage) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_archived (\n    outbox_id VARCHAR(64) PRIMARY KEY,\n"
               u"    archived_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL,\n    expires_at "
               u"TIMESTAMP(3) WITHOUT TIME ZONE\n);"_s;
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_archived (\n    outbox_id VARCHAR(64) CHARACTER SET "
               u"utf8mb4 COLLATE utf8mb4_bin PRIMARY KEY,\n    archived_at DATETIME(3) NOT NULL,\n"
               u"    expires_at DATETIME(3)\n) DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s;
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_archived (\n    outbox_id VARCHAR(64) PRIMARY KEY,\n"
               u"    archived_at DATETIME NOT NULL,\n    expires_at DATETIME\n);"_s;
    }
    return {};
}

QString CopiedRows::ddl(DatabaseKind kind, IdStorage) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_copies (\n    copy_id VARCHAR(64) PRIMARY KEY,\n"
               u"    source_id VARCHAR(64) NOT NULL,\n    action VARCHAR(16) NOT NULL,\n    "
               u"copied_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s;
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_copies (\n    copy_id VARCHAR(64) CHARACTER SET "
               u"utf8mb4 COLLATE utf8mb4_bin PRIMARY KEY,\n    source_id VARCHAR(64) NOT NULL,\n"
               u"    action VARCHAR(16) NOT NULL,\n    copied_at DATETIME(3) NOT NULL\n) DEFAULT "
               u"CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s;
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_copies (\n    copy_id VARCHAR(64) PRIMARY KEY,\n"
               u"    source_id VARCHAR(64) NOT NULL,\n    action VARCHAR(16) NOT NULL,\n    "
               u"copied_at DATETIME NOT NULL\n);"_s;
    }
    return {};
}

} // namespace outbox
