#include "benchsupport.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlField>
#include <QTemporaryFile>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox::bench {

double median(QList<double> v) {
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v.at(v.size() / 2);
}

QString literalSql(const QSqlDatabase &db, QString sql, const QVariantList &values) {
    qsizetype from = 0;
    for (const QVariant &v : values) {
        QSqlField field(QString(), v.metaType());
        field.setValue(v);
        const qsizetype at = sql.indexOf(u'?', from);
        if (at < 0)
            break;
        const QString literal = db.driver()->formatValue(field);
        sql.replace(at, 1, literal);
        from = at + literal.size();
    }
    return sql;
}

namespace {
QString runClient(const ConnectionSpec &spec, const QString &script, bool timed) {
    QTemporaryFile file;
    if (!file.open())
        return {};
    QTextStream s(&file);
    QProcess p;
    QStringList args;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (spec.kind == DatabaseKind::PostgreSQL) {
        s << "\\set ON_ERROR_STOP on\n\\o /dev/null\n" << (timed ? "\\timing on\n" : "") << script;
        env.insert(u"PGPASSWORD"_s, spec.password);
        args << u"-X"_s << u"-q"_s << u"-h"_s << spec.host << u"-p"_s << QString::number(spec.port)
             << u"-U"_s << spec.user << u"-d"_s << spec.database << u"-f"_s << file.fileName();
        p.setProgram(u"psql"_s);
    } else {
        s << ".bail on\n.output /dev/null\n" << (timed ? ".timer on\n" : "") << script;
        args << spec.database << u".read "_s + file.fileName();
        p.setProgram(u"sqlite3"_s);
    }
    s.flush();
    p.setArguments(args);
    p.setProcessEnvironment(env);
    p.start();
    p.waitForFinished(-1);
    const QString out = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    return p.exitCode() == 0 ? out : u"ERROR "_s + out;
}
} // namespace

bool rawRun(const ConnectionSpec &spec, const QString &sql) {
    const QString out = runClient(spec, sql + u";\n"_s, false);
    if (out.startsWith(u"ERROR "_s)) {
        qWarning("%s", qPrintable(out.left(500)));
        return false;
    }
    return true;
}

double rawMs(const ConnectionSpec &spec, const QString &sql, int runs) {
    QString script;
    for (int i = 0; i < runs; ++i)
        script += sql + u";\n"_s;
    const QString text = runClient(spec, script, true);
    const QRegularExpression timing(spec.kind == DatabaseKind::PostgreSQL
                                        ? u"Time: ([0-9.]+) ms"_s
                                        : u"Run Time: real ([0-9.]+)"_s);
    QList<double> times;
    for (auto it = timing.globalMatch(text); it.hasNext();) {
        const double t = it.next().captured(1).toDouble();
        times.append(spec.kind == DatabaseKind::SQLite ? t * 1000 : t);
    }
    if (times.isEmpty()) {
        qWarning("raw client output: %s", qPrintable(text.left(500)));
        return -1;
    }
    return median(times);
}

} // namespace outbox::bench
