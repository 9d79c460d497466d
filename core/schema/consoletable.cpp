#include "schema/consoletable.h"

#include "util/coretr.h"

#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

QString consoleTableOptions(DatabaseKind kind) {
    return kind == DatabaseKind::MySQL ? u" DEFAULT CHARACTER SET utf8mb4 ENGINE = InnoDB"_s
                                       : QString();
}

QString consoleTextType(DatabaseKind kind) {
    return kind == DatabaseKind::MySQL ? u"LONGTEXT"_s : u"TEXT"_s;
}

bool consoleTableExists(const DatabaseSession &session, const char *name) {
    return session.database().tables().contains(QString::fromLatin1(name));
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

} // namespace outbox
