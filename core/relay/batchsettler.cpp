#include "relay/batchsettler.h"

#include "relay/preparedstatements.h"
#include "schema/attemptlog.h"
#include "schema/deliverytable.h"
#include "schema/formatrows.h"
#include "util/coretr.h"

#include <QLoggingCategory>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>

#include <libpq-fe.h>

#include <algorithm>

using namespace Qt::StringLiterals;

Q_DECLARE_LOGGING_CATEGORY(lcRelay)

namespace outbox {

qint64 backoffSeconds(const RelaySettings &s, int attempt) {
    const int exponent = qBound(0, attempt - 1, 30);
    return qMin<qint64>(s.backoffCapSeconds, qint64(s.backoffBaseSeconds) << exponent);
}

namespace {

// The libpq connection under a QPSQL connection, or null.
PGconn *pgConnection(const QSqlDatabase &db) {
    if (!db.driver())
        return nullptr;
    const QVariant handle = db.driver()->handle();
    if (!handle.isValid() ||
        (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0))
        return nullptr;
    return *static_cast<PGconn *const *>(handle.constData());
}

// The statement with each ? placeholder outside quotes replaced by its value, formatted by the
// driver as it formats the values of its own prepared statements (QPSQL sends "EXECUTE stmt
// (values)" written the same way).
QString inlineValues(const QSqlDriver &driver, const RelayStatement &s) {
    QString out;
    out.reserve(s.sql.size() + 40 * s.values.size());
    QChar quote;
    qsizetype next = 0;
    for (const QChar c : s.sql) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == u'\'' || c == u'"') {
            quote = c;
        } else if (c == u'?' && next < s.values.size()) {
            const QVariant &v = s.values.at(next++);
            QSqlField field(QString(), v.metaType());
            if (!v.isNull())
                field.setValue(v);
            out += driver.formatValue(field);
            continue;
        }
        out += c;
    }
    return out;
}

// The statements and COMMIT (or COMMIT AND CHAIN) as one query on a connection inside a
// transaction.
Status commitInOneQuery(PGconn *pg, const QSqlDriver &driver,
                        const QList<RelayStatement> &statements, bool chain) {
    QStringList texts;
    for (const RelayStatement &s : statements)
        texts.append(inlineValues(driver, s));
    texts.append(chain ? u"COMMIT AND CHAIN"_s : u"COMMIT"_s);
    // One query, several statements: PQexec stops at the first that fails and returns its
    // error, else the last one's result (Qt's driver would report only the first).
    PGresult *res = PQexec(pg, texts.join(u"; "_s).toUtf8().constData());
    const ExecStatusType status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    const QByteArray command = res ? QByteArray(PQcmdStatus(res)) : QByteArray();
    const QString problem =
        QString::fromUtf8(res ? PQresultErrorMessage(res) : PQerrorMessage(pg)).trimmed();
    PQclear(res);
    if (status != PGRES_COMMAND_OK)
        return Error::failed(
            CoreText::tr("Settling the batch failed (it stays claimable): %1").arg(problem));
    if (command.startsWith("ROLLBACK")) // the transaction had failed: nothing was kept
        return Error::failed(CoreText::tr("Committing the batch failed: %1")
                                 .arg(u"the server rolled the transaction back"_s));
    return Done{};
}

} // namespace

BatchSettler::BatchSettler(DatabaseSession &session, const OutboxTable &table,
                           const RelaySettings &settings, PreparedStatements &statements,
                           Clock clock)
    : m_session(session)
    , m_table(table)
    , m_settings(settings)
    , m_statements(statements)
    , m_clock(std::move(clock)) {}

void BatchSettler::setAttemptLog(bool exists, const QString &actor) {
    m_attemptLog = exists;
    m_actor = actor;
}

Status BatchSettler::settle(const QList<OutboxRow> &rows, const QList<Status> &outcomes,
                            const QHash<QString, int> &previousAttempts, const QDateTime &at,
                            BatchResult &result, QList<RelayStatement> &atCommit) {
    const SqlDialect &d = m_session.dialect();
    // A writer of whole seconds: when the batch began. Else when the row was settled, not when
    // the batch began: FennFlow sets created_at before its commit, so a row committed after the
    // batch began and still claimed by it was created after `at`, and would read as updated
    // before it was created.
    const QVariant stamp =
        m_table.description().wholeSecondTimes
            ? d.timestampValue(wholeSeconds(at), m_table.timestamps)
            : d.timestampValue(std::max(at, timeNow(m_clock)), m_table.timestamps);

    QStringList delivered;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (outcomes.at(i).ok())
            delivered.append(rows.at(i).id);
    }
    if (!delivered.isEmpty()) {
        atCommit += deliveredStatements(delivered, stamp);
        result.delivered = int(delivered.size());
    }

    const int deadBefore = result.dead;
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (outcomes.at(i).ok())
            continue;
        const OutboxRow &row = rows.at(i);
        const QString message = outcomes.at(i).error().message.left(4000);
        if (auto settled =
                settleFailure(row, message, previousAttempts.value(row.id, 0), at, stamp, result);
            !settled)
            return settled;
    }
    if (result.dead > deadBefore && m_table.hasKeyHolds)
        KeyHoldState::markStale(m_session, m_table); // the next claim rebuilds them (heldkeys.h)
    return Done{};
}

// The delivered rows sent, and out of the delivery table.
QList<RelayStatement> BatchSettler::deliveredStatements(const QStringList &ids,
                                                        const QVariant &stamp) const {
    const SqlDialect &d = m_session.dialect();
    QList<RelayStatement> statements;
    const BoundSql set = m_table.description().rows->delivered(m_table, d, stamp);
    RelayStatement sent{
        u"UPDATE %1 SET %2 WHERE %3"_s.arg(d.qualified(m_table.name), set.sql,
                                           d.idInCondition(u"id"_s, m_table.idStorage, ids.size())),
        set.values};
    sent.values.append(d.idInValues(ids));
    statements.append(sent);
    if (m_deliveryTable)
        statements.append({u"DELETE FROM %1 WHERE %2"_s.arg(
                               d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName)),
                               d.idInCondition(u"outbox_id"_s, m_table.idStorage, ids.size())),
                           d.idInValues(ids)});
    return statements;
}

Status BatchSettler::settleFailure(const OutboxRow &row, const QString &message,
                                   int previousAttempts, const QDateTime &at, const QVariant &stamp,
                                   BatchResult &result) {
    const FormatDescription &format = m_table.description();
    result.errors.append(u"%1: %2"_s.arg(row.id, message));
    // Attempts are kept in the row, or in the delivery table (without it, a failure is final at
    // once).
    const bool inDeliveryTable = format.deliveryStateInConsoleTable;
    const int attempt = (inDeliveryTable ? previousAttempts : row.attempts.value_or(0)) + 1;
    const bool died = attempt >= m_settings.maxAttempts || (inDeliveryTable && !m_deliveryTable);
    const QDateTime next = died ? QDateTime()
                                : (format.wholeSecondTimes ? wholeSeconds(at) : at)
                                      .addSecs(backoffSeconds(m_settings, attempt));
    ++(died ? result.dead : result.failed);
    const QList<RelayStatement> statements =
        failureStatements(row, message, attempt, died, next, at, stamp);
    for (const RelayStatement &s : statements) {
        if (auto done = m_statements.run(s.sql, s.values); !done)
            return done.error();
    }
    if (m_attemptLog) {
        // Every failed attempt, not only the last: the row keeps just its latest error.
        const AttemptEntry entry{
            at,      QString::fromLatin1(died ? AttemptEntry::kDied : AttemptEntry::kFailed),
            attempt, message,
            next,    m_actor};
        if (auto logged = AttemptLog::append(m_session, m_table.name.display(), row.id, entry);
            !logged)
            return logged.error();
    }
    qCDebug(lcRelay) << "row" << row.id << "failed:" << message;
    return Done{};
}

// A failed row's attempt, error and next attempt, or its death.
QList<RelayStatement> BatchSettler::failureStatements(const OutboxRow &row, const QString &message,
                                                      int attempt, bool died, const QDateTime &next,
                                                      const QDateTime &at,
                                                      const QVariant &stamp) const {
    const SqlDialect &d = m_session.dialect();
    QList<RelayStatement> statements;
    const BoundSql set =
        m_table.description().rows->failed(m_table, d, {attempt, message, died, next, stamp});
    if (!set.sql.isEmpty()) {
        statements.append({u"UPDATE %1 SET %2 WHERE %3 = ?"_s.arg(
                               d.qualified(m_table.name), set.sql, d.quoteIdentifier(u"id"_s)),
                           set.values});
        statements.last().values.append(row.id);
    }
    if (m_deliveryTable) {
        // The error stays beside a failed row so it can be grouped and read.
        const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
        const QVariant null(QMetaType::fromType<QString>());
        const QVariant sideStamp =
            d.timestampValue(at, deliveryTimestampStorage(m_table.timestamps));
        statements.append(
            {u"DELETE FROM %1 WHERE %2 = ?"_s.arg(side, d.quoteIdentifier(u"outbox_id"_s)),
             {row.id}});
        statements.append(
            {u"INSERT INTO %1 (outbox_id, attempts, last_error, "
             u"next_attempt_at, last_attempt_at) "
             "VALUES (?, ?, ?, ?, ?)"_s.arg(side),
             {row.id, attempt, message,
              died ? null : d.timestampValue(next, deliveryTimestampStorage(m_table.timestamps)),
              sideStamp}});
    }
    return statements;
}

Result<bool> BatchSettler::commit(const QList<RelayStatement> &statements, bool chain) {
    QSqlDatabase db = m_session.database();
    PGconn *pg = m_session.spec().kind == DatabaseKind::PostgreSQL ? pgConnection(db) : nullptr;
    if (pg) {
        // The driver reads a forward-only result row by row and leaves its end to be collected
        // before the next query (every row was read): collect it.
        while (PGresult *rest = PQgetResult(pg))
            PQclear(rest);
    }
    if (pg && PQtransactionStatus(pg) == PQTRANS_INTRANS) {
        if (auto committed = commitInOneQuery(pg, *db.driver(), statements, chain); !committed)
            return committed.error();
        return chain;
    }
    for (const RelayStatement &s : statements) {
        if (auto done = m_statements.run(s.sql, s.values); !done)
            return Error::failed(CoreText::tr("Settling the batch failed (it stays claimable): %1")
                                     .arg(done.error().message));
    }
    if (!db.commit())
        return Error::failed(
            CoreText::tr("Committing the batch failed: %1").arg(db.lastError().text()));
    return false;
}

} // namespace outbox
