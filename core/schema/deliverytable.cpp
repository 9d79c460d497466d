#include "schema/deliverytable.h"

#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString DeliveryTable::ddl(DatabaseKind kind, IdStorage ids) {
    const QString idType = ids == IdStorage::Uuid    ? u"UUID"_s
                           : ids == IdStorage::Hex32 ? u"CHAR(32)"_s
                                                     : u"CHAR(36)"_s;
    switch (kind) {
    case DatabaseKind::PostgreSQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE,\n"
               "    last_attempt_at TIMESTAMP(3) WITHOUT TIME ZONE NOT NULL\n);"_s.arg(idType);
    case DatabaseKind::MySQL:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INT NOT NULL,\n"
               "    last_error LONGTEXT,\n    next_attempt_at DATETIME(3),\n    last_attempt_at "
               "DATETIME(3) NOT NULL\n"
               ") DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB;"_s.arg(idType);
    case DatabaseKind::SQLite:
        return u"CREATE TABLE outbox_console_delivery (\n    outbox_id %1 PRIMARY KEY,\n    "
               u"attempts INTEGER NOT NULL,\n"
               "    last_error TEXT,\n    next_attempt_at DATETIME,\n    last_attempt_at DATETIME NOT NULL\n);"_s
                   .arg(idType);
    }
    return {};
}

bool DeliveryTable::exists(const DatabaseSession &session) {
    return session.database().tables().contains(QString::fromLatin1(kName));
}

Status DeliveryTable::create(const DatabaseSession &session, const OutboxTable &table) {
    if (exists(session))
        return Done{};
    QString statement = ddl(session.spec().kind, table.idStorage);
    statement.chop(1);
    QSqlQuery q(session.database());
    if (!q.exec(statement)) // not prepared: PostgreSQL cannot PREPARE a CREATE TABLE
        return Error::failed(CoreText::tr("Creating %1 failed: %2")
                                 .arg(QString::fromLatin1(kName), q.lastError().text()));
    return Done{};
}

} // namespace outbox
