// Shared by the reliability tests that keep a markdown report (bad input, secrets, sink faults):
// the report's publication, and the Vortos and FennFlow tables they load on PostgreSQL.
#pragma once

#include "testdatabases.h"

#include <QDebug>
#include <QFile>
#include <QStringList>

namespace outbox::reliability {

// Prints the report's lines and, when OUTBOX_RELIABILITY_REPORT_DIR is set (under ctest), writes
// them to fileName there.
inline void publishReport(const QString &fileName, const QStringList &lines) {
    using namespace Qt::StringLiterals;
    for (const QString &line : lines)
        qInfo().noquote() << line;
    const QString dir = qEnvironmentVariable("OUTBOX_RELIABILITY_REPORT_DIR");
    if (!dir.isEmpty()) {
        QFile file(dir + u'/' + fileName);
        if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            file.write((lines.join(u'\n') + u'\n').toUtf8());
    }
}

// vortos-postgres.sql as vortosSchema.object_store_outbox and fennflow-postgres.sql as
// fennSchema.outbox with the shipped vocabulary recorded (the schemas dropped before by the
// caller).
inline Status makeVortosAndFennFlow(DatabaseSession &pg, const QString &vortosSchema,
                                    const QString &fennSchema) {
    using namespace Qt::StringLiterals;
    if (auto s = test::runSqlFile(pg, u"vortos-postgres.sql"_s, u"vortos"_s, vortosSchema); !s)
        return s;
    if (auto s = test::runSqlFile(pg, u"fennflow-postgres.sql"_s, u"fennflow"_s, fennSchema); !s)
        return s;
    return test::recordShippedVocabulary(pg, fennSchema + u".outbox"_s);
}

// The same, with the two schemas dropped first: the tables made afresh.
inline Status freshVortosAndFennFlow(DatabaseSession &pg, const QString &vortosSchema,
                                     const QString &fennSchema) {
    using namespace Qt::StringLiterals;
    if (auto s = test::runSql(pg, {u"DROP SCHEMA IF EXISTS %1 CASCADE"_s.arg(vortosSchema),
                                   u"DROP SCHEMA IF EXISTS %1 CASCADE"_s.arg(fennSchema)});
        !s)
        return s;
    return makeVortosAndFennFlow(pg, vortosSchema, fennSchema);
}

} // namespace outbox::reliability
