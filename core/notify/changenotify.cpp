#include "notify/changenotify.h"
#include "util/coretr.h"

#include <QCryptographicHash>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

constexpr const char *kTriggerName = "outbox_console_notify";

Status refuseUnsupported(const DatabaseSession &session) {
    if (ChangeNotify::supported(session.spec().kind))
        return Done{};
    return Error::invalid(
        CoreText::tr("Change notifications need PostgreSQL (LISTEN/NOTIFY); on this "
                     "database the console polls instead."));
}

QString functionName(const TableName &table) {
    return ChangeNotify::channel(table) + u"_fn"_s;
}

Status runAll(const DatabaseSession &session, const QStringList &statements, const QString &what) {
    QSqlDatabase db = session.database();
    if (!db.transaction())
        return Error::failed(CoreText::tr("%1 failed: %2").arg(what, db.lastError().text()));
    for (const QString &sql : statements) {
        QSqlQuery q(db);
        if (!q.exec(sql)) { // DDL: never prepared
            const QString message = q.lastError().text();
            db.rollback();
            return Error::failed(CoreText::tr("%1 failed: %2").arg(what, message));
        }
    }
    if (!db.commit())
        return Error::failed(CoreText::tr("%1 failed: %2").arg(what, db.lastError().text()));
    return Done{};
}

} // namespace

QString ChangeNotify::channel(const TableName &table) {
    const QString exact = u"outbox_console_"_s +
                          (table.schema.isEmpty() ? QString() : table.schema + u'_') + table.name;
    const QString name = exact.toLower();
    // At most 60 bytes: PostgreSQL cuts identifiers at 63, and the function's name adds "_fn".
    // Where the name had to be cut, two tables could share it (one trigger function, one
    // channel): such a name ends with a hash of the table's exact name instead, so that it stays
    // its own. (Names that fit keep the form they always had: installed triggers still match.)
    if (name.toUtf8().size() <= 60)
        return name;
    const QByteArray digest =
        QCryptographicHash::hash(table.display().toUtf8(), QCryptographicHash::Sha256).toHex();
    return name.left(51) + u'_' + QString::fromLatin1(digest.left(8));
}

QStringList ChangeNotify::ddl(const TableName &table) {
    const SqlDialect d(DatabaseKind::PostgreSQL);
    const QString function = table.schema.isEmpty() ? d.quoteIdentifier(functionName(table))
                                                    : d.quoteIdentifier(table.schema) + u'.' +
                                                          d.quoteIdentifier(functionName(table));
    return {
        u"CREATE OR REPLACE FUNCTION %1() RETURNS trigger LANGUAGE plpgsql AS $$\n"
        "BEGIN\n"
        "  PERFORM pg_notify('%2', TG_OP);\n"
        "  RETURN NULL;\n"
        "END\n"
        "$$"_s.arg(function, channel(table)),
        u"DROP TRIGGER IF EXISTS %1 ON %2"_s.arg(QString::fromLatin1(kTriggerName),
                                                 d.qualified(table)),
        u"CREATE TRIGGER %1 AFTER INSERT OR UPDATE OR DELETE ON %2 "
        "FOR EACH STATEMENT EXECUTE FUNCTION %3()"_s.arg(QString::fromLatin1(kTriggerName),
                                                         d.qualified(table), function),
    };
}

QStringList ChangeNotify::dropDdl(const TableName &table) {
    const SqlDialect d(DatabaseKind::PostgreSQL);
    const QString function = table.schema.isEmpty() ? d.quoteIdentifier(functionName(table))
                                                    : d.quoteIdentifier(table.schema) + u'.' +
                                                          d.quoteIdentifier(functionName(table));
    return {u"DROP TRIGGER IF EXISTS %1 ON %2"_s.arg(QString::fromLatin1(kTriggerName),
                                                     d.qualified(table)),
            u"DROP FUNCTION IF EXISTS %1()"_s.arg(function)};
}

Result<bool> ChangeNotify::installed(const DatabaseSession &session, const TableName &table) {
    if (!supported(session.spec().kind))
        return false;
    QSqlQuery q(session.database());
    q.prepare(u"SELECT 1 FROM pg_trigger WHERE tgrelid = ?::regclass AND tgname = ?"_s);
    q.addBindValue(session.dialect().qualified(table));
    q.addBindValue(QString::fromLatin1(kTriggerName));
    if (!q.exec())
        return Error::failed(CoreText::tr("Looking for the change-notification trigger failed: %1")
                                 .arg(q.lastError().text()));
    return q.next();
}

Status ChangeNotify::install(const DatabaseSession &session, const TableName &table) {
    if (auto supportedHere = refuseUnsupported(session); !supportedHere)
        return supportedHere;
    return runAll(session, ddl(table), u"Installing the change-notification trigger"_s);
}

Status ChangeNotify::uninstall(const DatabaseSession &session, const TableName &table) {
    if (auto supportedHere = refuseUnsupported(session); !supportedHere)
        return supportedHere;
    return runAll(session, dropDdl(table), u"Removing the change-notification trigger"_s);
}

} // namespace outbox
