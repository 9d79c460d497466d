#include "relay/preparedstatements.h"

#include <QSqlError>

namespace outbox {

Result<QSqlQuery *> PreparedStatements::run(const QString &sql, const QVariantList &values) {
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        if (m_statements.size() >= 32) // partial batches have texts of their own: keep it small
            clear();
        QSqlQuery q(m_session.database());
        q.setForwardOnly(true);
        if (!q.prepare(sql))
            return Error::failed(q.lastError().text());
        it = m_statements.insert(sql, q);
    }
    QSqlQuery &q = it.value();
    for (qsizetype i = 0; i < values.size(); ++i)
        q.bindValue(int(i), values.at(i));
    if (!q.exec()) {
        const QString problem = q.lastError().text();
        m_statements.erase(it);
        return Error::failed(problem);
    }
    return &q;
}

void PreparedStatements::clear() {
    m_statements.clear();
    m_sessionSetUp = false;
}

} // namespace outbox
