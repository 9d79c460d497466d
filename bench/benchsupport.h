#pragma once

#include "connection/connectionspec.h"

#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <QVariantList>

namespace outbox::bench {

double median(QList<double> values);
// The statement with its values inlined as literals by the driver itself.
QString literalSql(const QSqlDatabase &db, QString sql, const QVariantList &values);
// Runs `sql` `runs` times through psql or sqlite3 and returns the median time the client itself
// reports (psql \timing, sqlite3 .timer): no process start-up included. -1 on failure.
double rawMs(const ConnectionSpec &spec, const QString &sql, int runs);
// Runs SQL through the client once, untimed (setup steps); false on failure.
bool rawRun(const ConnectionSpec &spec, const QString &sql);

} // namespace outbox::bench
