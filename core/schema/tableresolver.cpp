#include "schema/tableresolver.h"

#include "schema/consoletable.h"
#include "schema/deliverytable.h"
#include "schema/tableadapter.h"
#include "schema/vocabularyrecord.h"
#include "util/coretr.h"

#include <QLoggingCategory>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <tuple>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcSchema, "outbox.core.schema", QtInfoMsg)

namespace outbox {

namespace {

struct ColumnInfo {
    QString name;
    QString type;    // lower-case database type name
    QString spelled; // as the catalogue spells it (a quoted PostgreSQL name keeps its case)
};

Result<QList<ColumnInfo>> readColumns(DatabaseSession &session, const TableName &table) {
    QSqlQuery q(session.database());
    switch (session.spec().kind) {
    case DatabaseKind::PostgreSQL:
        q.prepare(u"SELECT column_name, data_type FROM information_schema.columns "
                  "WHERE table_schema = COALESCE(NULLIF(?, ''), current_schema()) "
                  "AND table_name = ? ORDER BY ordinal_position"_s);
        q.addBindValue(table.schema);
        q.addBindValue(table.name);
        break;
    case DatabaseKind::MySQL:
        q.prepare(u"SELECT column_name, data_type FROM information_schema.columns "
                  "WHERE table_schema = COALESCE(NULLIF(?, ''), DATABASE()) "
                  "AND table_name = ? ORDER BY ordinal_position"_s);
        q.addBindValue(table.schema);
        q.addBindValue(table.name);
        break;
    case DatabaseKind::SQLite:
        if (!table.schema.isEmpty() && table.schema != u"main"_s)
            return QList<ColumnInfo>{};
        q.prepare(u"SELECT name, type FROM pragma_table_info(?)"_s);
        q.addBindValue(table.name);
        break;
    }
    if (!q.exec())
        return Error::failed(CoreText::tr("Could not read the columns of %1: %2")
                                 .arg(table.display(), q.lastError().text()));
    QList<ColumnInfo> columns;
    while (q.next())
        columns.append({q.value(0).toString().toLower(), q.value(1).toString().toLower(),
                        q.value(0).toString()});
    return columns;
}

// Why a named table shows no columns: it does not exist, or (PostgreSQL, MySQL) the user may not
// see it. PostgreSQL says which privilege is missing; MySQL hides such tables altogether.
QString missingTableMessage(DatabaseSession &session, const TableName &table) {
    const QString where = session.spec().displayUrl();
    if (session.spec().kind == DatabaseKind::MySQL)
        return CoreText::tr("Table %1 does not exist in %2, or user %3 has no privilege on it "
                            "(MySQL and MariaDB show a user only the tables it may use).")
            .arg(table.display(), where, session.spec().user);
    if (session.spec().kind == DatabaseKind::PostgreSQL) {
        QSqlQuery q(session.database());
        q.prepare(u"SELECT n.nspname, has_schema_privilege(n.oid, 'USAGE'), "
                  "has_table_privilege(c.oid, 'SELECT') FROM pg_class c JOIN pg_namespace n "
                  "ON n.oid = c.relnamespace WHERE c.relname = ? AND n.nspname = "
                  "COALESCE(NULLIF(?, ''), current_schema(), 'public')"_s);
        q.addBindValue(table.name);
        q.addBindValue(table.schema);
        if (q.exec() && q.next()) {
            const QString user = session.spec().user;
            if (!q.value(1).toBool())
                return CoreText::tr("Table %1 exists in %2, but user %3 has no USAGE privilege on "
                                    "schema %4.")
                    .arg(table.display(), where, user, q.value(0).toString());
            if (!q.value(2).toBool())
                return CoreText::tr("Table %1 exists in %2, but user %3 has no SELECT privilege "
                                    "on it.")
                    .arg(table.display(), where, user);
        }
    }
    return CoreText::tr("Table %1 does not exist in %2.").arg(table.display(), where);
}

// Whether an index of the table has column as its first column.
// The table's indexes, each as its columns in order (an expression's place is empty; on
// PostgreSQL it holds the expression's text), from one catalogue read.
QList<QStringList> indexColumns(DatabaseSession &session, const TableName &table) {
    QSqlQuery q(session.database());
    switch (session.spec().kind) {
    case DatabaseKind::PostgreSQL:
        q.prepare(
            u"SELECT i.indexrelid, k.n, COALESCE(a.attname::text, pg_get_indexdef(i.indexrelid, "
            "k.n::int, true), '') FROM pg_index i CROSS JOIN "
            "unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, n) LEFT JOIN "
            "pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum WHERE "
            "i.indrelid = to_regclass(?) ORDER BY 1, 2"_s);
        q.addBindValue(session.dialect().qualified(table));
        break;
    case DatabaseKind::MySQL:
        q.prepare(u"SELECT index_name, seq_in_index, COALESCE(column_name, '') FROM "
                  "information_schema.statistics WHERE table_schema = COALESCE(NULLIF(?, ''), "
                  "DATABASE()) AND table_name = ? ORDER BY 1, 2"_s);
        q.addBindValue(table.schema);
        q.addBindValue(table.name);
        break;
    case DatabaseKind::SQLite:
        q.prepare(u"SELECT il.name, ii.seqno, COALESCE(ii.name, '') FROM pragma_index_list(?) il, "
                  "pragma_index_info(il.name) ii ORDER BY 1, 2"_s);
        q.addBindValue(table.name);
        break;
    }
    QList<QStringList> indexes;
    QVariant current;
    if (!q.exec())
        return indexes;
    while (q.next()) {
        if (indexes.isEmpty() || q.value(0) != current) {
            indexes.append(QStringList());
            current = q.value(0);
        }
        indexes.last().append(q.value(2).toString());
    }
    return indexes;
}

// Whether one of the indexes starts with these columns, in this order.
bool anyIndexLeadsWith(const QList<QStringList> &indexes, const QStringList &columns) {
    return std::any_of(indexes.cbegin(), indexes.cend(), [&](const QStringList &index) {
        return index.mid(0, columns.size()) == columns;
    });
}

// Whether one of the indexes starts with an expression (PostgreSQL) that names each of the texts,
// then created_at and id: the in-order claim's indexes on Vortos object keys name their fields.
bool anyIndexLeadsWithExpression(const QList<QStringList> &indexes, const QStringList &texts) {
    return std::any_of(indexes.cbegin(), indexes.cend(), [&](const QStringList &index) {
        return index.size() >= 3 &&
               std::all_of(texts.cbegin(), texts.cend(),
                           [&](const QString &text) { return index.at(0).contains(text); }) &&
               index.mid(1, 2) == QStringList{u"created_at"_s, u"id"_s};
    });
}

// UUIDv7 carries its creation time in the first 48 bits. When the newest ids by id all carry the
// time in created_at (within a minute: TIMESTAMP(0) rounds), id order is creation order.
bool idsFollowCreation(DatabaseSession &session, const OutboxTable &table) {
    const SqlDialect &d = session.dialect();
    QSqlQuery q(session.database());
    const QString sql = u"SELECT %1, %2 FROM %3 ORDER BY %4 DESC LIMIT 20"_s.arg(
        d.textOf(u"id"_s), d.timestampText(u"created_at"_s, table.timestamps),
        d.qualified(table.name), d.column(table.name, u"id"_s));
    if (!q.exec(sql))
        return false;
    int seen = 0;
    while (q.next()) {
        QString id = q.value(0).toString();
        id.remove(u'-');
        if (id.size() != 32 || id.at(12) != u'7')
            return false;
        bool ok = false;
        const qint64 ms = id.left(12).toLongLong(&ok, 16);
        const QDateTime created = parseUtcTimestampText(q.value(1).toString());
        if (!ok || !created.isValid() || qAbs(created.toMSecsSinceEpoch() - ms) > 60'000)
            return false;
        ++seen;
    }
    return seen > 0;
}

// What a column of the format needs, when the database's type cannot hold it: "a UUID or text"…
// Empty when the type fits. SQLite's declared types are only affinities (any value fits any
// column), so only PostgreSQL and MySQL/MariaDB types are checked.
QString typeProblem(DatabaseKind kind, const QString &column, const QString &type) {
    if (kind == DatabaseKind::SQLite)
        return {};
    static const QStringList numbers{
        u"smallint"_s,  u"integer"_s, u"bigint"_s,  u"int"_s,  u"tinyint"_s,
        u"mediumint"_s, u"numeric"_s, u"decimal"_s, u"real"_s, u"double precision"_s,
        u"double"_s,    u"float"_s,   u"boolean"_s, u"bit"_s};
    const bool number = numbers.contains(type);
    const bool time = type.startsWith(u"timestamp"_s) || type == u"datetime"_s;
    const bool binary =
        type == u"bytea"_s || type.contains(u"blob"_s) || type.contains(u"binary"_s);
    if (column == u"attempt_count"_s)
        return number && type != u"boolean"_s ? QString() : CoreText::tr("a whole number");
    if (column.endsWith(u"_at"_s))
        return time ? QString() : CoreText::tr("a timestamp");
    return number || time || binary ? CoreText::tr("text", "a column type") : QString();
}

} // namespace

QStringList TableResolver::defaultCandidates() {
    return {u"vortos.object_store_outbox"_s, u"vortos_object_store_outbox"_s,
            u"object_store_outbox"_s, u"fennflow.outbox"_s, u"outbox"_s};
}

QStringList TableResolver::requiredColumns(OutboxFormat format) {
    return formatDescription(format).requiredColumns;
}

Result<QString> TableResolver::parseVocabularyName(const QString &text) {
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == u"auto"_s)
        return QString();
    if (t == u"docs"_s || t == u"shipped"_s)
        return t;
    return Error::invalid(
        CoreText::tr("Unknown vocabulary \"%1\": use auto, docs or shipped.").arg(text));
}

Result<std::optional<OutboxFormat>> TableResolver::parseFormatName(const QString &text) {
    const QString t = text.trimmed().toLower();
    if (t.isEmpty() || t == u"auto"_s)
        return std::optional<OutboxFormat>();
    QStringList names{u"auto"_s};
    for (OutboxFormat f : allFormats()) {
        if (formatDescription(f).id == t)
            return std::optional<OutboxFormat>(f);
        names.append(formatDescription(f).id);
    }
    return Error::invalid(
        CoreText::tr("Unknown outbox type \"%1\": use %2.").arg(text, names.join(u", "_s)));
}

namespace {

StatusVocabulary vocabularyNamed(const QString &name) {
    return name == u"docs"_s      ? StatusVocabulary::fennFlowDocs()
           : name == u"shipped"_s ? StatusVocabulary::fennFlowShipped()
                                  : StatusVocabulary::fennFlowUnknown();
}

// A FennFlow table's vocabulary: as given, else as recorded, else as the profile remembers, else as
// a 'created' row shows, else unknown. Never flips by itself: what disagrees becomes a warning.
Result<std::tuple<StatusVocabulary, VocabularySource, QString>>
resolveVocabulary(const DatabaseSession &session, const TableName &table,
                  const TableRequest &request, bool hasRecordTable) {
    const std::optional<QString> &given = request.vocabulary;
    auto recorded = hasRecordTable ? VocabularyRecord::read(session, table)
                                   : Result<std::optional<QString>>(std::optional<QString>());
    if (!recorded)
        return recorded.error();
    // The documented writer leaves rows as 'created'; the shipped one never writes it.
    QSqlQuery q(session.database());
    q.prepare(u"SELECT 1 FROM %1 WHERE %2 LIMIT 1"_s.arg(
        session.dialect().qualified(table), session.dialect().exactInCondition(u"status"_s, 1)));
    for (const QVariant &v : session.dialect().exactInValues({u"created"_s}))
        q.addBindValue(v);
    const bool created = q.exec() && q.next();
    const auto createdWarning = [&](const QString &used) {
        return CoreText::tr("A row of %1 reads 'created', which only FennFlow's documented writer "
                            "writes, but the %2 vocabulary is in use.")
            .arg(table.display(), used);
    };
    const QString wanted = given.value_or(QString());
    if (!wanted.isEmpty()) {
        QString warning;
        if (*recorded && **recorded != wanted)
            warning = CoreText::tr("%1 is recorded as written with the %2 vocabulary, but %3 was "
                                   "given and is in use.")
                          .arg(table.display(), **recorded, wanted);
        else if (created && wanted == u"shipped"_s)
            warning = createdWarning(wanted);
        return std::tuple{vocabularyNamed(wanted), VocabularySource::Given, warning};
    }
    if (*recorded) {
        QString warning =
            created && **recorded == u"shipped"_s ? createdWarning(**recorded) : QString();
        if (warning.isEmpty() && request.rememberedVocabularyTable == table.display() &&
            !request.rememberedVocabulary.isEmpty() && request.rememberedVocabulary != **recorded)
            warning = CoreText::tr("%1 is recorded as written with the %2 vocabulary, but the "
                                   "profile remembers %3; the record is in use.")
                          .arg(table.display(), **recorded, request.rememberedVocabulary);
        return std::tuple{vocabularyNamed(**recorded), VocabularySource::Recorded, warning};
    }
    const bool isRemembered =
        request.rememberedVocabularyTable == table.display() &&
        (request.rememberedVocabulary == u"docs"_s || request.rememberedVocabulary == u"shipped"_s);
    if (isRemembered) {
        const QString &remembered = request.rememberedVocabulary;
        const QString warning =
            created && remembered == u"shipped"_s ? createdWarning(remembered) : QString();
        return std::tuple{vocabularyNamed(remembered), VocabularySource::Remembered, warning};
    }
    if (created)
        return std::tuple{StatusVocabulary::fennFlowDocs(), VocabularySource::Detected, QString()};
    return std::tuple{StatusVocabulary::fennFlowUnknown(), VocabularySource::Unknown, QString()};
}

} // namespace

Result<OutboxTable> TableResolver::resolve(DatabaseSession &session, const TableRequest &request) {
    if (auto opened = session.open(); !opened)
        return opened.error();

    QList<TableName> candidates;
    if (request.table) {
        candidates.append(*request.table);
    } else {
        for (const QString &c : defaultCandidates())
            candidates.append(*TableName::parse(c));
    }

    TableName found;
    QList<ColumnInfo> columns;
    for (const TableName &candidate : std::as_const(candidates)) {
        // Schema-qualified defaults only make sense where schemas exist.
        if (!request.table && session.spec().kind != DatabaseKind::PostgreSQL &&
            !candidate.schema.isEmpty())
            continue;
        auto read = readColumns(session, candidate);
        if (!read)
            return read.error();
        if (!read->isEmpty()) {
            found = candidate;
            columns = *read;
            break;
        }
    }
    if (columns.isEmpty()) {
        if (request.table)
            return Error::invalid(missingTableMessage(session, *request.table));
        return Error::invalid(
            CoreText::tr("No outbox table found in %1 (looked for %2); name one with --table.")
                .arg(session.spec().displayUrl(), defaultCandidates().join(u", "_s)));
    }

    OutboxTable table;
    table.name = found;
    for (const ColumnInfo &c : std::as_const(columns))
        table.columns.append(c.name);

    const auto missingFor = [&](OutboxFormat f) {
        QStringList missing;
        for (const QString &c : requiredColumns(f)) {
            if (!table.columns.contains(c))
                missing.append(c);
        }
        return missing;
    };
    if (request.format) {
        const QStringList missing = missingFor(*request.format);
        if (!missing.isEmpty())
            return Error::invalid(
                CoreText::tr("Table %1 is not a %2 outbox: missing columns %3.")
                    .arg(found.display(), formatName(*request.format), missing.join(u", "_s)));
        table.format = *request.format;
    } else {
        // The first format whose columns the table has (a mapped table is never guessed).
        const QList<OutboxFormat> &formats = allFormats();
        const auto fits = std::find_if(formats.cbegin(), formats.cend(), [&](OutboxFormat f) {
            return !requiredColumns(f).isEmpty() && missingFor(f).isEmpty();
        });
        if (fits == formats.cend())
            return Error::invalid(
                CoreText::tr("Table %1 is neither a Vortos outbox (missing %2) nor a FennFlow "
                             "outbox (missing %3), nor another library's outbox the console "
                             "knows (DotNetCore.CAP, Spring Modulith, gruelbox); map its columns "
                             "with --type=mapped.")
                    .arg(found.display(), missingFor(OutboxFormat::Vortos).join(u", "_s),
                         missingFor(OutboxFormat::FennFlow).join(u", "_s)));
        table.format = *fits;
    }
    if (const auto adapt = table.description().adapt) {
        AdapterInput input{session.spec().kind, session.dialect(),          found, {},
                           request.options,     session.database().tables()};
        for (const ColumnInfo &c : std::as_const(columns))
            input.columns.append({c.spelled, c.type});
        auto adapter = adapt(input);
        if (!adapter)
            return adapter.error();
        table.adapter = *adapter;
        table.vocabulary = table.adapter.vocabulary;
        table.idStorage = table.adapter.idStorage;
        table.timestamps = table.adapter.timestamps;
        table.columns = adaptedColumns();
        qCDebug(lcSchema) << "resolved" << found.display() << formatName(table.format)
                          << "through an adapter";
        return table;
    }

    // A table with the right names but the wrong types would fail later with the database's
    // own syntax or type error: say which columns do not fit.
    QStringList wrongTypes;
    for (const ColumnInfo &c : std::as_const(columns)) {
        if (!requiredColumns(table.format).contains(c.name))
            continue;
        const QString need = typeProblem(session.spec().kind, c.name, c.type);
        if (!need.isEmpty())
            wrongTypes.append(CoreText::tr("%1 is %2 (needs %3)").arg(c.name, c.type, need));
    }
    if (!wrongTypes.isEmpty())
        return Error::invalid(
            CoreText::tr("Table %1 is not a usable %2 outbox: %3.")
                .arg(found.display(), formatName(table.format), wrongTypes.join(u"; "_s)));

    for (const ColumnInfo &c : std::as_const(columns)) {
        if (c.name == u"id"_s) {
            if (c.type == u"uuid"_s)
                table.idStorage = IdStorage::Uuid;
            else
                table.idStorage = table.description().textIdStorage;
        } else if (c.name == u"created_at"_s) {
            table.timestamps = adapt::timestampStorageOf(session.spec().kind, c.type);
        }
    }
    const QList<QStringList> indexes = indexColumns(session, found);
    table.hasCreatedAtIndex = anyIndexLeadsWith(indexes, {u"created_at"_s});
    if (table.format == OutboxFormat::FennFlow)
        table.hasAggregateIdIndex = anyIndexLeadsWith(indexes, {u"aggregate_id"_s});
    else
        // The expressions as the claim writes them since the payload read became guarded
        // (SqlDialect::jsonFieldOf: strpos …): an index on the bare ->> is of no use to it.
        table.hasObjectKeyIndexes =
            anyIndexLeadsWithExpression(indexes, {u"'permanent_key'"_s, u"strpos"_s}) &&
            anyIndexLeadsWithExpression(indexes, {u"'temporary_key'"_s, u"strpos"_s});

    // One list of the tables for all of the console's own (a catalogue read each time).
    const QStringList tables = tablesStatementsReach(session);
    table.hasParkedRows = tables.contains(QString::fromLatin1(ParkedRows::kName));
    table.hasSupersededRows = tables.contains(QString::fromLatin1(SupersededRows::kName));
    table.hasArchivedRows = tables.contains(QString::fromLatin1(ArchivedRows::kName));
    table.hasKeyHolds = tables.contains(QString::fromLatin1(KeyHolds::kName)) &&
                        tables.contains(QString::fromLatin1(KeyHoldState::kName));
    table.missingRelayTables = missingRelayTables(tables);
    if (table.format == OutboxFormat::Vortos) {
        table.vocabulary = StatusVocabulary::vortos();
        table.idsFollowCreation = idsFollowCreation(session, table);
    } else {
        table.hasDeliveryState = tables.contains(QString::fromLatin1(DeliveryTable::kName));
        const bool recordTable = tables.contains(QString::fromLatin1(VocabularyRecord::kName));
        if (auto resolved = resolveVocabulary(session, found, request, recordTable); resolved)
            std::tie(table.vocabulary, table.vocabularySource, table.vocabularyWarning) = *resolved;
        else
            return resolved.error();
    }
    table.hasStatusIndex = anyIndexLeadsWith(indexes, {u"status"_s});
    // Pages of some states, in the pages' order: the id, or created_at then id.
    table.hasStatePageIndex = anyIndexLeadsWith(
        indexes, {u"status"_s, table.idsFollowCreation ? u"id"_s : u"created_at"_s});
    qCDebug(lcSchema) << "resolved" << found.display() << formatName(table.format)
                      << table.vocabulary.name << "created_at index:" << table.hasCreatedAtIndex
                      << "ids follow creation:" << table.idsFollowCreation;
    return table;
}

QString createdAtIndexStatement(const OutboxTable &table, DatabaseKind, const SqlDialect &d) {
    return d.createIndexStatement(table.name, u"idx_%1_created_at_id"_s.arg(table.name.name),
                                  {u"created_at"_s, u"id"_s});
}

QString statePageIndexStatement(const OutboxTable &table, const SqlDialect &d) {
    const QStringList columns = table.idsFollowCreation
                                    ? QStringList{u"status"_s, u"id"_s}
                                    : QStringList{u"status"_s, u"created_at"_s, u"id"_s};
    return d.createIndexStatement(table.name,
                                  u"idx_%1_%2"_s.arg(table.name.name, columns.join(u'_')), columns);
}

QList<IndexAdvice> indexAdvice(const OutboxTable &table, DatabaseKind kind, const SqlDialect &d,
                               AdviceFor view) {
    QList<IndexAdvice> advice;
    // A table read through an adapter is sorted and filtered by expressions over the writer's
    // columns: the indexes it would want are on those, which the advice does not know yet.
    if (table.isAdapted())
        return advice;
    if (view == AdviceFor::Counts) {
        if (!table.description().writerIndexesPending && !table.hasStatePageIndex)
            advice.append({CoreText::tr("Finding the oldest pending row reads every pending row: "
                                        "%1 has no index that starts with status and created_at.")
                               .arg(table.name.display()),
                           statePageIndexStatement(table, d)});
        return advice;
    }
    if (!table.hasCreatedAtIndex && !table.idsFollowCreation)
        advice.append({CoreText::tr("Listing rows by creation time and filtering by a created "
                                    "range read the whole table: %1 has no index on created_at.")
                           .arg(table.name.display()),
                       createdAtIndexStatement(table, kind, d)});
    if (view == AdviceFor::StatePages && !table.hasStatePageIndex)
        advice.append({CoreText::tr("A page of some states reads every row of those states "
                                    "before it can sort them: %1 has no index that starts with "
                                    "status and then the pages' order.")
                           .arg(table.name.display()),
                       statePageIndexStatement(table, d)});
    return advice;
}

} // namespace outbox
