#include "query/filtersql.h"
#include "util/coretr.h"

#include "query/errorsignature.h"
#include "schema/deliverytable.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {} // namespace

void SqlCondition::add(const QString &term, const QVariantList &termValues) {
    terms.append(term);
    values.append(termValues);
}

void SqlCondition::append(const SqlCondition &other) {
    terms.append(other.terms);
    values.append(other.values);
    readsDeliveryState = readsDeliveryState || other.readsDeliveryState;
}

bool hasErrorColumn(const OutboxTable &table) {
    return !table.description().rowDeliveryColumns.lastError.isEmpty() || table.hasDeliveryState;
}

DeliveryColumns deliveryColumns(const OutboxTable &table, const SqlDialect &d) {
    const QString created = d.timestampText(u"created_at"_s, table.timestamps);
    if (!table.description().deliveryStateInConsoleTable) { // the row's own columns
        const FormatDescription::RowDeliveryColumns &own = table.description().rowDeliveryColumns;
        const QString next = d.timestampText(own.nextAttemptAt, table.timestamps);
        return {d.quoteIdentifier(own.attempts), d.textOf(own.lastError), next, u"NULL"_s,
                u"COALESCE(%1, %2)"_s.arg(next, created)};
    }
    const QString updated = d.timestampText(table.changedAtColumn(), table.timestamps);
    if (!table.hasDeliveryState)
        return {u"NULL"_s, u"NULL"_s, u"NULL"_s, u"NULL"_s,
                u"COALESCE(%1, %2)"_s.arg(updated, created)};
    // The side table's columns have names of their own (no FennFlow column is called so).
    const TimestampStorage side = deliveryTimestampStorage(table.timestamps);
    const QString last = d.timestampText(u"last_attempt_at"_s, side);
    return {d.quoteIdentifier(u"attempts"_s), d.textOf(u"last_error"_s),
            d.timestampText(u"next_attempt_at"_s, side), last,
            u"COALESCE(%1, %2, %3)"_s.arg(last, updated, created)};
}

TimestampStorage deliveryTimestampStorage(TimestampStorage outbox) {
    return outbox == TimestampStorage::WithZone ? TimestampStorage::Naive : outbox;
}

QString rowSource(const OutboxTable &table, const SqlDialect &d, bool withDeliveryState) {
    if (table.isAdapted())
        return rowSourceAs(table, d, sourceName(table, d));
    return d.qualified(table.name) + (withDeliveryState ? deliveryJoin(table, d) : QString());
}

QString rowSourceAs(const OutboxTable &table, const SqlDialect &d, const QString &alias) {
    if (!table.isAdapted())
        return u"%1 AS %2"_s.arg(d.qualified(table.name), alias);
    QStringList columns;
    for (const auto &[column, expression] : table.adapter.columns)
        columns.append(u"%1 AS %2"_s.arg(expression, d.quoteIdentifier(column)));
    return u"(SELECT %1 FROM %2) AS %3"_s.arg(columns.join(u", "_s), d.qualified(table.name),
                                              alias);
}

QString sourceName(const OutboxTable &table, const SqlDialect &d) {
    // A derived table's name has no schema.
    return table.isAdapted() ? d.quoteIdentifier(table.name.name) : d.qualified(table.name);
}

QString sourceColumn(const OutboxTable &table, const SqlDialect &d, const QString &column) {
    return sourceName(table, d) + u'.' + d.quoteIdentifier(column);
}

QString deliveryJoin(const OutboxTable &table, const SqlDialect &d, const QString &rowId) {
    if (!table.description().deliveryStateInConsoleTable || !table.hasDeliveryState)
        return {};
    const QString side = d.quoteIdentifier(QString::fromLatin1(DeliveryTable::kName));
    return u" LEFT JOIN %1 ON %1.%2 = %3"_s.arg(side, d.quoteIdentifier(u"outbox_id"_s),
                                                rowId.isEmpty() ? sourceColumn(table, d, u"id"_s)
                                                                : rowId);
}

QString SqlCondition::whereClause() const {
    return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
}

namespace {
// The five groups of a UUID in any spelling (either case, dashes or not); empty for anything else.
QStringList uuidGroups(const QString &id) {
    static const QRegularExpression uuid(
        u"^([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})$"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = uuid.match(id);
    if (!m.hasMatch())
        return {};
    return {m.captured(1).toLower(), m.captured(2).toLower(), m.captured(3).toLower(),
            m.captured(4).toLower(), m.captured(5).toLower()};
}
} // namespace

Result<QString> normalizeRowId(const OutboxTable &table, const QString &id) {
    const QString given = id.trimmed();
    if (table.idStorage == IdStorage::Number) {
        static const QRegularExpression number(u"^-?[0-9]{1,19}$"_s);
        if (!number.match(given).hasMatch())
            return Error::invalid(CoreText::tr("Invalid id \"%1\": ids in %2 are whole numbers.")
                                      .arg(id.left(80), table.name.display()));
        return given;
    }
    if (table.idStorage != IdStorage::Uuid) {
        // A text column holds whatever its writer (or a hand) put there, and is compared as
        // stored: an id is looked up exactly as given, case included.
        static const QRegularExpression control(u"[\\x00-\\x1f\\x7f-\\x9f]"_s);
        if (given.isEmpty() || given.size() > kMaxTextIdLength || given.contains(control))
            return Error::invalid(
                CoreText::tr("Invalid id \"%1\": ids in %2 are text of 1 to %3 printable "
                             "characters.")
                    .arg(id.left(80), table.name.display())
                    .arg(kMaxTextIdLength));
        return given;
    }
    // A uuid column compares values: any spelling of the UUID finds the row.
    const QStringList groups = uuidGroups(given);
    if (groups.isEmpty())
        return Error::invalid(CoreText::tr("Invalid id \"%1\": ids in %2 are UUIDs (for example "
                                           "0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).")
                                  .arg(id.left(80), table.name.display()));
    return groups.join(u'-');
}

QString writerSpelling(const OutboxTable &table, const QString &id) {
    const QStringList groups = uuidGroups(id);
    if (table.idStorage == IdStorage::Uuid || groups.isEmpty())
        return {};
    const QString spelled = groups.join(table.idStorage == IdStorage::Hex32 ? QString() : u"-"_s);
    return spelled == id ? QString() : spelled;
}

SqlCondition idCondition(const OutboxTable &table, const SqlDialect &dialect, const QString &id) {
    SqlCondition c;
    const QString column = dialect.quoteIdentifier(u"id"_s);
    const QString spelled = writerSpelling(table, id);
    if (spelled.isEmpty()) {
        c.add(u"%1 = ?"_s.arg(column), {id});
        return c;
    }
    c.add(u"(%1 = ? OR (%1 = ? AND NOT EXISTS (SELECT 1 FROM %2 WHERE %1 = ?)))"_s.arg(
              column, rowSource(table, dialect, false)),
          {id, spelled, id});
    return c;
}

SqlCondition statusCondition(const SqlDialect &dialect, const QStringList &statuses) {
    SqlCondition c;
    if (statuses.isEmpty())
        c.add(u"1 = 0"_s); // e.g. "in flight" in a vocabulary that has no such status
    else if (const QString inlined = dialect.exactInLiterals(u"status"_s, statuses);
             !inlined.isEmpty())
        c.add(inlined);
    else
        c.add(dialect.exactInCondition(u"status"_s, statuses.size()),
              dialect.exactInValues(statuses));
    return c;
}

namespace {

// "FROM <console table> AS <alias> WHERE <alias>.outbox_id = <the row's id as text>".
QString entryOf(const SqlDialect &dialect, const char *table, const QString &alias) {
    // Unqualified id: the row of the nearest query around it that reads the outbox (the table
    // itself has outbox_id, as every console table keyed by the outbox's id). The table keeps ids
    // as text (one table serves outboxes of several id types): the row's id is turned into text,
    // so that the lookup goes through the table's key.
    const QString id = dialect.quoteIdentifier(u"id"_s);
    QString text = id;
    switch (dialect.kind()) {
    case DatabaseKind::PostgreSQL:
        text = id + u"::text"_s;
        break;
    case DatabaseKind::MySQL:
        text = u"CONVERT(%1 USING utf8mb4) COLLATE utf8mb4_bin"_s.arg(id);
        break;
    case DatabaseKind::SQLite:
        break;
    }
    const QString entry = dialect.quoteIdentifier(alias);
    return u"FROM %1 AS %2 WHERE %2.%3 = %4"_s.arg(
        dialect.quoteIdentifier(QString::fromLatin1(table)), entry,
        dialect.quoteIdentifier(u"outbox_id"_s), text);
}

// "(NOT) EXISTS (SELECT 1 <entry>)".
QString existsTerm(const QString &entry, bool exists) {
    return u"%1 (SELECT 1 %2)"_s.arg(exists ? u"EXISTS"_s : u"NOT EXISTS"_s, entry);
}

} // namespace

QString supersededEntryOf(const SqlDialect &dialect) {
    return entryOf(dialect, SupersededRows::kName, u"outbox_superseded"_s);
}

QString supersededTerm(const SqlDialect &dialect, bool superseded) {
    return existsTerm(supersededEntryOf(dialect), superseded);
}

QString archivedEntryOf(const OutboxTable &table, const SqlDialect &dialect, bool expiredToo) {
    const QString entry = dialect.quoteIdentifier(u"outbox_archived"_s);
    const QString expires = entry + u'.' + dialect.quoteIdentifier(u"expires_at"_s);
    return entryOf(dialect, ArchivedRows::kName, u"outbox_archived"_s) +
           (expiredToo
                ? QString()
                : u" AND (%1 IS NULL OR %1 > %2)"_s.arg(
                      expires, dialect.nowExpression(deliveryTimestampStorage(table.timestamps))));
}

QString archivedTerm(const OutboxTable &table, const SqlDialect &dialect, bool archived,
                     bool expiredToo) {
    return existsTerm(archivedEntryOf(table, dialect, expiredToo), archived);
}

SqlCondition stateCondition(const OutboxTable &table, const SqlDialect &dialect,
                            const QList<RowState> &states) {
    const bool dead = states.contains(RowState::Dead);
    const bool superseded = states.contains(RowState::Superseded) && table.hasSupersededRows;
    const bool archived = states.contains(RowState::Archived) && table.hasArchivedRows;
    QStringList raw;
    for (RowState s : states)
        raw.append(table.vocabulary.rawStatusesOf(s));
    // Superseded and archived rows are dead rows with an entry in a console table (superseded
    // first: a resent row is superseded, whatever else). Where every kind of dead row the table
    // can have is asked for, or none, the statuses alone say it (neither has a status of its own).
    const bool allDead =
        dead && (superseded || !table.hasSupersededRows) && (archived || !table.hasArchivedRows);
    if (allDead || (!dead && !superseded && !archived))
        return statusCondition(dialect, raw);
    // The dead rows of the kinds asked for, by their entries.
    const QString notSuperseded =
        table.hasSupersededRows ? supersededTerm(dialect, false) : QString();
    const auto both = [](const QString &a, const QString &b) {
        return a.isEmpty() ? b : b.isEmpty() ? a : u"%1 AND %2"_s.arg(a, b);
    };
    QStringList kinds;
    if (dead && archived) // both kinds of a row not superseded: no look at the archived entries
        kinds.append(notSuperseded);
    else if (dead)
        kinds.append(both(notSuperseded,
                          table.hasArchivedRows ? archivedTerm(table, dialect, false) : QString()));
    else if (archived)
        kinds.append(both(notSuperseded, archivedTerm(table, dialect, true)));
    if (superseded)
        kinds.append(supersededTerm(dialect, true));
    const QStringList deadStatuses = table.vocabulary.rawStatusesOf(RowState::Dead);
    QStringList others = raw;
    for (const QString &status : deadStatuses)
        others.removeAll(status);
    const SqlCondition deadPart = statusCondition(dialect, deadStatuses);
    QString term = u"(%1 AND (%2))"_s.arg(deadPart.terms.join(u" AND "_s), kinds.join(u") OR ("_s));
    QVariantList values = deadPart.values;
    if (!others.isEmpty()) {
        const SqlCondition otherPart = statusCondition(dialect, others);
        term = u"(%1 OR %2)"_s.arg(otherPart.terms.join(u" AND "_s), term);
        values = otherPart.values + values;
    }
    SqlCondition c;
    c.add(term, values);
    return c;
}

Status validateFilter(const OutboxTable &table, DatabaseKind kind, const RowFilter &f) {
    // SQLite refuses LIKE patterns over 50,000 bytes ("pattern too complex"): too long a search
    // text is invalid input there, said before the query runs.
    for (const auto &[text, option] : {std::pair{&f.errorContains, u"--error-contains"_s},
                                       std::pair{&f.payloadContains, u"--payload-contains"_s}}) {
        const qsizetype bytes = SqlDialect::likePattern(*text).toUtf8().size();
        if (kind == DatabaseKind::SQLite && bytes > 50'000)
            return Error::invalid(CoreText::tr("The text of %1 is too long for SQLite to search "
                                               "(%2 bytes; at most 50,000).")
                                      .arg(option)
                                      .arg(bytes));
    }
    if (f.createdFrom && f.createdTo && *f.createdFrom > *f.createdTo)
        return Error::invalid(
            CoreText::tr(
                "The created range is empty: --created-from (%1) is after --created-to (%2).")
                .arg(f.createdFrom->toString(Qt::ISODate), f.createdTo->toString(Qt::ISODate)));
    if (!f.id.isEmpty())
        if (auto id = normalizeRowId(table, f.id); !id)
            return id.error();
    if (f.ids.size() > RowFilter::kMaxIds)
        return Error::invalid(CoreText::tr("A filter names at most %1 rows by id (%2 given).")
                                  .arg(RowFilter::kMaxIds)
                                  .arg(f.ids.size()));
    for (const QString &rowId : f.ids)
        if (auto id = normalizeRowId(table, rowId); !id)
            return id.error();
    if (!f.errorContains.isEmpty() && !hasErrorColumn(table))
        return Error::invalid(
            CoreText::tr("%1 is a FennFlow table without the console's delivery table: no error "
                         "is recorded to search (outboxctl relay init creates it; the relay then "
                         "records why each delivery failed).")
                .arg(table.name.display()));
    if (!f.errorGroup.isEmpty() && f.errorGroup != QLatin1String(kNoErrorSignature) &&
        !hasErrorColumn(table))
        return Error::invalid(
            CoreText::tr("%1 is a FennFlow table without the console's delivery table: no error "
                         "is recorded, so its rows form no error group but \"%2\".")
                .arg(table.name.display(), QLatin1String(kNoErrorSignature)));
    if (!f.aggregateId.isEmpty() && !table.hasColumn(u"aggregate_id"_s))
        return Error::invalid(
            CoreText::tr("%1 is a Vortos table: it has no aggregate id (filter by "
                         "--payload-key=key=… instead).")
                .arg(table.name.display()));
    return Done{};
}

Result<SqlCondition> filterCondition(const OutboxTable &table, const SqlDialect &d,
                                     const RowFilter &f) {
    if (const Status valid = validateFilter(table, d.kind(), f); !valid)
        return valid.error();
    SqlCondition c;
    const auto col = [&](const QString &name) { return d.quoteIdentifier(name); };
    if (!f.states.isEmpty())
        c.append(stateCondition(table, d, f.states));
    if (!f.rawStatuses.isEmpty())
        c.append(statusCondition(d, f.rawStatuses));
    if (!f.kind.isEmpty())
        c.add(u"%1 = ?"_s.arg(col(table.kindColumn())), {f.kind});
    if (f.createdFrom) {
        c.add(u"%1 >= ?"_s.arg(col(u"created_at"_s)),
              {d.timestampValue(*f.createdFrom, table.timestamps)});
    }
    if (f.createdTo) {
        c.add(u"%1 <= ?"_s.arg(col(u"created_at"_s)),
              {d.timestampValue(*f.createdTo, table.timestamps)});
    }
    if (!f.id.isEmpty())
        c.append(idCondition(table, d, *normalizeRowId(table, f.id)));
    if (!f.ids.isEmpty()) {
        QStringList ids;
        for (const QString &rowId : f.ids)
            ids.append(*normalizeRowId(table, rowId));
        c.add(d.idInCondition(u"id"_s, table.idStorage, ids.size()), d.idInValues(ids));
    }
    const bool errorTerms =
        !f.errorContains.isEmpty() || (!f.errorGroup.isEmpty() && hasErrorColumn(table));
    const FormatDescription &format = table.description();
    c.readsDeliveryState = errorTerms && format.deliveryStateInConsoleTable;
    // The delivery table's error column (joined: the nearest in scope), or the row's own.
    const QString lastError =
        format.deliveryStateInConsoleTable ? u"last_error"_s : format.rowDeliveryColumns.lastError;
    if (!f.errorContains.isEmpty())
        c.add(d.containsCondition(col(lastError)), {SqlDialect::likePattern(f.errorContains)});
    if (!f.errorGroup.isEmpty() && hasErrorColumn(table)) {
        if (f.errorGroup == QLatin1String(kNoErrorSignature))
            // Blank errors (spaces only) have this signature too; TRIM is the same in every
            // dialect. Errors of tabs or line breaks alone are not found (docs/reliability.md).
            c.add(u"(%1 IS NULL OR TRIM(%1) = '')"_s.arg(col(lastError)));
        else
            c.add(d.containsCondition(col(lastError)), {signatureLikePattern(f.errorGroup)});
    }
    if (!f.payloadContains.isEmpty())
        c.add(d.containsCondition(d.payloadSearchText(u"payload"_s)),
              {SqlDialect::likePattern(f.payloadContains)});
    if (!f.payloadKey.isEmpty())
        c.add(u"%1 = ?"_s.arg(d.jsonTextField(u"payload"_s)),
              {d.jsonPathValue(f.payloadKey), f.payloadValue});
    if (!f.aggregateId.isEmpty())
        c.add(u"%1 = ?"_s.arg(col(u"aggregate_id"_s)), {f.aggregateId});
    return c;
}

} // namespace outbox
