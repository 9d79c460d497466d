#include "schema/deliverytable.h"

#include "schema/consoletable.h"
#include "util/coretr.h"

#include <QDebug>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString DeliveryTable::ddl(DatabaseKind kind, IdStorage ids) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE,\n"
               "    last_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(
                   consoleIdType(ids, kind));
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error LONGTEXT,\n    next_attempt_at DATETIME(3),\n    last_attempt_at "
               "DATETIME(3) NOT NULL\n"
               ") DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s.arg(consoleIdType(ids, kind));
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INTEGER NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at DATETIME,\n    last_attempt_at DATETIME NOT NULL\n);"_s
                   .arg(consoleIdType(ids, kind));
    }
    return {};
}

QString ParkedRows::ddl(DatabaseKind kind, IdStorage ids) {
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(
                   consoleIdType(ids, kind));
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at DATETIME(3) NOT NULL\n) DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s
                   .arg(consoleIdType(ids, kind));
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_parked (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"parked_at DATETIME NOT NULL\n);"_s.arg(consoleIdType(ids, kind));
    }
    return {};
}

namespace {

// The console's tables keyed by an outbox row's id as text, whatever the outboxes' id types: one
// table serves every outbox of the database (filtersql's entries look a row up by its id's text,
// through the key). Columns: an id as text, a time (naive UTC, milliseconds), a short word.
enum class ColumnType { Id, Time, Word };
struct Column {
    const char *name;
    ColumnType type;
    bool notNull;
};

QString textKeyedDdl(DatabaseKind kind, const char *table, const char *key,
                     std::initializer_list<Column> columns) {
    // By ColumnType: an id as text, a time, a word.
    const QString types[] = {u"VARCHAR(64)"_s,
                             kind == DatabaseKind::PostgreSQL ? u"TIMESTAMP(3) WITHOUT TIME ZONE"_s
                             : kind == DatabaseKind::MySQL    ? u"DATETIME(3)"_s
                                                              : u"DATETIME"_s,
                             u"VARCHAR(16)"_s};
    QStringList lines{u"%1 VARCHAR(64)%2 PRIMARY KEY"_s.arg(
        QLatin1StringView(key),
        kind == DatabaseKind::MySQL ? u" CHARACTER SET utf8mb4 COLLATE utf8mb4_bin"_s : QString())};
    for (const Column &c : columns)
        lines.append(u"%1 %2%3"_s.arg(QLatin1StringView(c.name), types[int(c.type)],
                                      c.notNull ? u" NOT NULL"_s : QString()));
    return u"CREATE TABLE %1 (\n    %2\n)%3;"_s.arg(
        QLatin1StringView(table), lines.join(u",\n    "_s), consoleTableOptions(kind));
}

} // namespace

QString SupersededRows::ddl(DatabaseKind kind, IdStorage) {
    return textKeyedDdl(
        kind, kName, "outbox_id",
        {{"superseded_by", ColumnType::Id, true}, {"superseded_at", ColumnType::Time, true}});
}

QString ArchivedRows::ddl(DatabaseKind kind, IdStorage) {
    return textKeyedDdl(
        kind, kName, "outbox_id",
        {{"archived_at", ColumnType::Time, true}, {"expires_at", ColumnType::Time, false}});
}

QString CopiedRows::ddl(DatabaseKind kind, IdStorage) {
    return textKeyedDdl(kind, kName, "copy_id",
                        {{"source_id", ColumnType::Id, true},
                         {"action", ColumnType::Word, true},
                         {"copied_at", ColumnType::Time, true}});
}

QString KeyHolds::ddl(DatabaseKind kind, IdStorage ids) {
    if (kind == DatabaseKind::MySQL)
        return u"CREATE TABLE outbox_console_key_holds (\n    outbox_table VARCHAR(255) NOT NULL,\n"
               u"    ordering_key CHAR(32) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL,\n   "
               u" row_id %1 NOT "
               u"NULL,\n    held_created DATETIME(6) NOT NULL,\n    PRIMARY KEY (outbox_table, "
               u"ordering_key)\n)%2;"_s.arg(consoleIdType(ids, kind), consoleTableOptions(kind));
    return u"CREATE TABLE outbox_console_key_holds (\n    outbox_table VARCHAR(255) NOT NULL,\n"
           u"    ordering_key TEXT NOT NULL,\n    row_id %1 NOT NULL,\n    PRIMARY KEY "
           u"(outbox_table, ordering_key)\n);"_s.arg(consoleIdType(ids, kind));
}

QString KeyHolds::keptKey(DatabaseKind kind, const QString &key) {
    return kind == DatabaseKind::SQLite ? key : u"MD5(%1)"_s.arg(key);
}

QString KeyHoldState::ddl(DatabaseKind kind) {
    return u"CREATE TABLE outbox_console_key_hold_state (\n    outbox_table VARCHAR(255) PRIMARY "
           u"KEY,\n    dead_rows BIGINT NOT NULL,\n    set_apart BIGINT NOT NULL,\n    stale INT "
           u"NOT NULL\n)%1;"_s.arg(consoleTableOptions(kind));
}

QString KeyHoldState::outboxKey(const DatabaseSession &session, const OutboxTable &table) {
    const SqlDialect &d = session.dialect();
    QSqlQuery q(session.database());
    switch (session.spec().kind) {
    case DatabaseKind::PostgreSQL:
        // to_regclass: NULL, not an error, for a table that is gone.
        q.prepare(u"SELECT CAST(to_regclass(?) AS oid)"_s);
        q.addBindValue(d.qualified(table.name));
        if (q.exec() && q.next() && !q.value(0).isNull())
            return u"oid:"_s + q.value(0).toString();
        break;
    case DatabaseKind::MySQL:
        if (!table.name.schema.isEmpty())
            return table.name.schema + u'.' + table.name.name;
        if (q.exec(u"SELECT DATABASE()"_s) && q.next())
            return q.value(0).toString() + u'.' + table.name.name;
        break;
    case DatabaseKind::SQLite:
        return table.name.name;
    }
    return table.name.display();
}

std::pair<QString, QVariantList> KeyHoldState::staleStatement(const SqlDialect &d,
                                                              const QString &outboxKey) {
    const QString insert = u"INSERT INTO %1 (outbox_table, dead_rows, set_apart, stale) VALUES (?, "
                           u"-1, -1, 1) "_s.arg(d.quoteIdentifier(QString::fromLatin1(kName)));
    return {insert + (d.kind() == DatabaseKind::MySQL
                          ? u"ON DUPLICATE KEY UPDATE stale = 1"_s
                          : u"ON CONFLICT (outbox_table) DO UPDATE SET stale = 1"_s),
            {outboxKey}};
}

void KeyHoldState::markStale(const DatabaseSession &session, const OutboxTable &table,
                             bool inTransaction) {
    if (table.isAdapted() || !exists(session))
        return;
    const auto [sql, values] = staleStatement(session.dialect(), outboxKey(session, table));
    QSqlQuery q(session.database());
    if (inTransaction)
        q.exec(u"SAVEPOINT outbox_key_holds"_s);
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (q.exec()) {
        if (inTransaction)
            q.exec(u"RELEASE SAVEPOINT outbox_key_holds"_s);
        return;
    }
    const QString why = q.lastError().text();
    if (inTransaction)
        q.exec(u"ROLLBACK TO SAVEPOINT outbox_key_holds"_s);
    qWarning().noquote()
        << CoreText::tr("Marking the keys dead rows hold back out of date failed: %1").arg(why);
}

} // namespace outbox
