#include "schema/adaptedformats.h"
#include "schema/adaptedrows.h"

#include "schema/outboxtable.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

const QList<MappedRole> &mappedRoles() {
    // Debezium's outbox event router reads id, aggregatetype, aggregateid, type and payload.
    static const QList<MappedRole> roles{
        {u"id"_s, u"id"_s, u"id"_s},
        {u"event-id"_s, u"event_id"_s, {}},
        {u"aggregate-type"_s, u"aggregate_type"_s, u"aggregatetype"_s},
        {u"key"_s, u"aggregate_id"_s, u"aggregateid"_s},
        {u"event-type"_s, u"event_type"_s, u"type"_s},
        {u"payload"_s, u"payload"_s, u"payload"_s},
        {u"status"_s, u"status"_s, {}},
        {u"created"_s, u"created_at"_s, {}},
        {u"updated"_s, u"updated_at"_s, {}},
        {u"attempts"_s, u"attempts"_s, {}},
        {u"error"_s, u"last_error"_s, {}},
        {u"next-attempt"_s, u"next_attempt_at"_s, {}},
    };
    return roles;
}

namespace {

const QStringList &stateNames() {
    static const QStringList names{u"pending"_s, u"inflight"_s, u"dead"_s, u"sent"_s};
    return names;
}

// "NAME=VALUE": the two sides, each trimmed; the error names the entry.
Result<std::pair<QString, QString>> splitEntry(const QString &entry, const QString &option) {
    const qsizetype eq = entry.indexOf(u'=');
    if (eq <= 0 || entry.mid(eq + 1).trimmed().isEmpty())
        return Error::invalid(
            CoreText::tr("Invalid --%1 \"%2\": write NAME=VALUE.").arg(option, entry.left(120)));
    return std::pair{entry.left(eq).trimmed().toLower(), entry.mid(eq + 1).trimmed()};
}

} // namespace

Status parseMappedRoles(const QStringList &entries, FormatOptions &options) {
    for (const QString &entry : entries) {
        auto parts = splitEntry(entry, u"map"_s);
        if (!parts)
            return parts.error();
        const auto known =
            std::find_if(mappedRoles().cbegin(), mappedRoles().cend(),
                         [&](const MappedRole &r) { return r.role == parts->first; });
        if (known == mappedRoles().cend()) {
            QStringList names;
            for (const MappedRole &r : mappedRoles())
                names.append(r.role);
            return Error::invalid(CoreText::tr("Unknown role \"%1\" in --map: use %2.")
                                      .arg(parts->first.left(60), names.join(u", "_s)));
        }
        options.roles.insert(parts->first, parts->second);
    }
    return Done{};
}

Status parseStateValues(const QStringList &entries, FormatOptions &options) {
    for (const QString &entry : entries) {
        auto parts = splitEntry(entry, u"state-value"_s);
        if (!parts)
            return parts.error();
        if (!stateNames().contains(parts->first))
            return Error::invalid(CoreText::tr("Unknown state \"%1\" in --state-value: use %2.")
                                      .arg(parts->first.left(60), stateNames().join(u", "_s)));
        QStringList values = options.stateValues.value(parts->first);
        for (const QString &v : parts->second.split(u','))
            if (!v.trimmed().isEmpty() && !values.contains(v.trimmed()))
                values.append(v.trimmed());
        options.stateValues.insert(parts->first, values);
    }
    return Done{};
}

QStringList mappedRoleEntries(const FormatOptions &options) {
    QStringList entries;
    for (auto it = options.roles.cbegin(); it != options.roles.cend(); ++it)
        entries.append(it.key() + u'=' + it.value());
    return entries;
}

QStringList stateValueEntries(const FormatOptions &options) {
    QStringList entries;
    for (const QString &state : stateNames())
        if (options.stateValues.contains(state))
            entries.append(state + u'=' + options.stateValues.value(state).join(u','));
    return entries;
}

// A table mapped by its columns (docs/formats.md, "Mapped tables"): each role's column as the
// options name it, else Debezium's column of that name where the table has one. Without a status
// column every row is pending and the table is read-only; with one, its values mean the states
// the options say.
Result<TableAdapter> mappedAdapter(const AdapterInput &in) {
    const DatabaseKind k = in.kind;
    TableAdapter a;
    QMap<QString, QString> chosen; // role → the writer's column (as the catalogue spells it)
    for (const MappedRole &r : mappedRoles()) {
        const QString given = in.options.roles.value(r.role);
        if (!given.isEmpty()) {
            if (!in.has(given.toLower())) {
                QStringList names;
                for (const WriterColumn &c : in.columns)
                    names.append(c.name);
                return Error::invalid(
                    CoreText::tr("Table %1 has no column \"%2\" (mapped to %3); its columns are "
                                 "%4.")
                        .arg(in.table.display(), given.left(80), r.role, names.join(u", "_s)));
            }
            chosen.insert(r.role, given.toLower());
        } else if (!r.defaultColumn.isEmpty() && in.has(r.defaultColumn)) {
            chosen.insert(r.role, r.defaultColumn);
        }
    }
    if (!chosen.contains(u"id"_s))
        return Error::invalid(
            CoreText::tr("Table %1 has no id column: map one with --map=id=COLUMN.")
                .arg(in.table.display()));
    const QString status = chosen.value(u"status"_s);
    QMap<QString, QStringList> values = in.options.stateValues;
    if (!status.isEmpty() && values.isEmpty())
        return Error::invalid(
            CoreText::tr("The status column of %1 is mapped, but not what its values mean: say so "
                         "with --state-value=STATE=VALUE (pending, inflight, dead, sent).")
                .arg(in.table.display()));
    if (!status.isEmpty() && values.value(u"pending"_s).isEmpty())
        return Error::invalid(CoreText::tr("Say which status values of %1 mean pending with "
                                           "--state-value=pending=VALUE.")
                                  .arg(in.table.display()));
    const auto timestampOf = [&](const QString &role) {
        return chosen.contains(role) ? in.quoted(chosen.value(role)) : adapt::nullTimestamp(k);
    };
    for (const MappedRole &r : mappedRoles()) {
        QString expression;
        if (r.role == u"status"_s)
            expression =
                status.isEmpty() ? u"'present'"_s : in.dialect.textOfExpression(in.quoted(status));
        else if (r.role == u"created"_s || r.role == u"updated"_s || r.role == u"next-attempt"_s)
            expression = timestampOf(r.role);
        else if (r.role == u"attempts"_s)
            expression =
                chosen.contains(r.role) ? in.quoted(chosen.value(r.role)) : adapt::nullInteger(k);
        else if (r.role == u"id"_s || r.role == u"payload"_s)
            expression =
                chosen.contains(r.role) ? in.quoted(chosen.value(r.role)) : adapt::nullText(k);
        else
            expression = chosen.contains(r.role)
                             ? in.dialect.textOfExpression(in.quoted(chosen.value(r.role)))
                             : adapt::nullText(k);
        a.columns.append({r.column, expression});
    }
    if (status.isEmpty())
        a.vocabulary = {u"mapped"_s, {u"present"_s}, {}, {}, {}};
    else
        a.vocabulary = {u"mapped"_s, values.value(u"pending"_s), values.value(u"inflight"_s),
                        values.value(u"dead"_s), values.value(u"sent"_s)};
    // With a key and a status, a failed row of a key holds the key's later rows back, as an
    // outbox relay that keeps order per aggregate (Debezium's message key) does.
    a.orderedByKey = chosen.contains(u"key"_s) && !status.isEmpty();
    adapt::describeStorage(a, in, chosen.value(u"id"_s), chosen.value(u"created"_s));
    // The roles a change writes: the console's column → the writer's, for MappedRows.
    for (auto it = chosen.cbegin(); it != chosen.cend(); ++it)
        a.writerColumns.insert(u"role:"_s + it.key(), in.quoted(it.value()));
    return a;
}

namespace {

// What a retry or mark done changes where it is mapped: the status to the first pending (sent)
// value; a retry also clears attempts and the error.
class MappedRows final : public AdaptedRows {
public:
    BoundSql retried(const OutboxTable &table, const SqlDialect &) const override {
        const TableAdapter &a = table.adapter;
        if (a.writer(u"role:status"_s).isEmpty())
            return {};
        QStringList set{u"%1 = ?"_s.arg(a.writer(u"role:status"_s))};
        if (!a.writer(u"role:attempts"_s).isEmpty())
            set.append(u"%1 = 0"_s.arg(a.writer(u"role:attempts"_s)));
        if (!a.writer(u"role:error"_s).isEmpty())
            set.append(u"%1 = NULL"_s.arg(a.writer(u"role:error"_s)));
        return {set.join(u", "_s), {table.vocabulary.readyStatus()}};
    }
    BoundSql markedDone(const OutboxTable &table, const SqlDialect &) const override {
        const TableAdapter &a = table.adapter;
        if (a.writer(u"role:status"_s).isEmpty())
            return {};
        return {u"%1 = ?"_s.arg(a.writer(u"role:status"_s)), {table.vocabulary.sentStatus()}};
    }
};

} // namespace

const FormatRows &mappedRows() {
    static const MappedRows rows;
    return rows;
}

} // namespace outbox
