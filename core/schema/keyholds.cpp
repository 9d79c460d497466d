#include "schema/keyholds.h"

#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString KeyHolds::ddl(DatabaseKind kind, IdStorage ids) {
    // MariaDB indexes a prefix of a long key (a Vortos object key may be 1,024 bytes); elsewhere
    // the key is the primary key.
    if (kind == DatabaseKind::MySQL)
        return u"CREATE TABLE outbox_console_key_holds (\n    outbox_table VARCHAR(255) NOT NULL,\n"
               u"    ordering_key VARCHAR(1024) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT "
               u"NULL,\n    row_id %1 NOT NULL,\n    INDEX idx_outbox_console_key_holds_key "
               u"(outbox_table(64), ordering_key(160))\n)%2;"_s.arg(consoleIdType(ids, kind),
                                                                    consoleTableOptions(kind));
    return u"CREATE TABLE outbox_console_key_holds (\n    outbox_table VARCHAR(255) NOT NULL,\n"
           u"    ordering_key TEXT NOT NULL,\n    row_id %1 NOT NULL,\n    PRIMARY KEY "
           u"(outbox_table, ordering_key)\n);"_s.arg(consoleIdType(ids, kind));
}

QString KeyHoldState::ddl(DatabaseKind kind) {
    return u"CREATE TABLE outbox_console_key_hold_state (\n    outbox_table VARCHAR(255) PRIMARY "
           u"KEY,\n    dead_rows BIGINT NOT NULL,\n    stale INT NOT NULL\n)%1;"_s.arg(
               consoleTableOptions(kind));
}

std::pair<QString, QVariantList> KeyHoldState::staleStatement(const SqlDialect &d,
                                                              const OutboxTable &table) {
    return {u"UPDATE %1 SET %2 = 1 WHERE %3 = ?"_s.arg(
                d.quoteIdentifier(QString::fromLatin1(kName)), d.quoteIdentifier(u"stale"_s),
                d.quoteIdentifier(u"outbox_table"_s)),
            {table.name.display()}};
}

Status KeyHoldState::markStale(const DatabaseSession &session, const OutboxTable &table) {
    if (!table.hasKeyHolds)
        return Done{};
    const auto [sql, values] = staleStatement(session.dialect(), table);
    QSqlQuery q(session.database());
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    if (!q.exec())
        return Error::failed(
            CoreText::tr("Marking the keys dead rows hold back out of date failed: %1")
                .arg(q.lastError().text()));
    return Done{};
}

} // namespace outbox
