#include "query/filtersql.h"
#include "util/coretr.h"

#include "actions/errorsignature.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString placeholders(qsizetype n) {
    QStringList marks;
    for (qsizetype i = 0; i < n; ++i)
        marks.append(u"?"_s);
    return marks.join(u", "_s);
}

} // namespace

void SqlCondition::add(const QString &term, const QVariantList &termValues) {
    terms.append(term);
    values.append(termValues);
}

void SqlCondition::append(const SqlCondition &other) {
    terms.append(other.terms);
    values.append(other.values);
}

QString SqlCondition::whereClause() const {
    return terms.isEmpty() ? QString() : u" WHERE "_s + terms.join(u" AND "_s);
}

Result<QString> normalizeRowId(const OutboxTable &table, const QString &id) {
    static const QRegularExpression uuid(
        u"^([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})$"_s,
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = uuid.match(id.trimmed());
    if (!m.hasMatch())
        return Error::invalid(CoreText::tr("Invalid id \"%1\": ids in %2 are UUIDs (for example "
                                           "0193f1a2-7c10-7a4e-9d0b-3c1f2e4a5b60).")
                                  .arg(id, table.name.display()));
    const QStringList parts = {m.captured(1), m.captured(2), m.captured(3), m.captured(4),
                               m.captured(5)};
    if (table.idStorage == IdStorage::Hex32)
        return parts.join(QString()).toLower();
    return parts.join(u'-').toLower();
}

SqlCondition stateCondition(const OutboxTable &table, const SqlDialect &dialect,
                            const QList<RowState> &states) {
    SqlCondition c;
    QVariantList raw;
    for (RowState s : states) {
        for (const QString &status : table.vocabulary.rawStatusesOf(s))
            raw.append(status);
    }
    if (raw.isEmpty()) {
        c.add(u"1 = 0"_s); // e.g. "in flight" in a vocabulary that has no such status
        return c;
    }
    c.add(u"%1 IN (%2)"_s.arg(dialect.quoteIdentifier(u"status"_s), placeholders(raw.size())), raw);
    return c;
}

Result<SqlCondition> filterCondition(const OutboxTable &table, const SqlDialect &d,
                                     const RowFilter &f) {
    SqlCondition c;
    const auto col = [&](const QString &name) { return d.quoteIdentifier(name); };
    // SQLite refuses LIKE patterns over 50,000 bytes ("pattern too complex"): too long a search
    // text is invalid input there, said before the query runs.
    const auto searchable = [&](const QString &text, const QString &option) -> Status {
        const qsizetype bytes = SqlDialect::likePattern(text).toUtf8().size();
        if (d.kind() == DatabaseKind::SQLite && bytes > 50'000)
            return Error::invalid(CoreText::tr("The text of %1 is too long for SQLite to search "
                                               "(%2 bytes; at most 50,000).")
                                      .arg(option)
                                      .arg(bytes));
        return Done{};
    };
    for (const auto &[text, option] : {std::pair{&f.errorContains, u"--error-contains"_s},
                                       std::pair{&f.payloadContains, u"--payload-contains"_s}})
        if (auto ok = searchable(*text, option); !ok)
            return ok.error();

    if (!f.states.isEmpty())
        c.append(stateCondition(table, d, f.states));
    if (!f.rawStatuses.isEmpty()) {
        QVariantList raw;
        for (const QString &s : f.rawStatuses)
            raw.append(s);
        c.add(u"%1 IN (%2)"_s.arg(col(u"status"_s), placeholders(raw.size())), raw);
    }
    if (!f.kind.isEmpty())
        c.add(u"%1 = ?"_s.arg(col(table.kindColumn())), {f.kind});
    if (f.createdFrom && f.createdTo && *f.createdFrom > *f.createdTo)
        return Error::invalid(
            CoreText::tr(
                "The created range is empty: --created-from (%1) is after --created-to (%2).")
                .arg(f.createdFrom->toString(Qt::ISODate), f.createdTo->toString(Qt::ISODate)));
    if (f.createdFrom) {
        c.add(u"%1 >= ?"_s.arg(col(u"created_at"_s)),
              {d.timestampValue(*f.createdFrom, table.timestamps)});
    }
    if (f.createdTo) {
        c.add(u"%1 <= ?"_s.arg(col(u"created_at"_s)),
              {d.timestampValue(*f.createdTo, table.timestamps)});
    }
    if (!f.id.isEmpty()) {
        auto id = normalizeRowId(table, f.id);
        if (!id)
            return id.error();
        c.add(u"%1 = ?"_s.arg(col(u"id"_s)), {*id});
    }
    if (!f.errorContains.isEmpty()) {
        if (!table.hasColumn(u"last_error"_s))
            return Error::invalid(
                CoreText::tr("%1 is a FennFlow table: it has no last-error column to search "
                             "(errors are kept by the console's relay).")
                    .arg(table.name.display()));
        c.add(d.containsCondition(col(u"last_error"_s)),
              {SqlDialect::likePattern(f.errorContains)});
    }
    if (!f.errorGroup.isEmpty()) {
        if (!table.hasColumn(u"last_error"_s))
            return Error::invalid(
                CoreText::tr("%1 is a FennFlow table: it has no last-error column, so its "
                             "dead rows form no error groups.")
                    .arg(table.name.display()));
        if (f.errorGroup == u"(no error recorded)"_s)
            // Blank errors (spaces only) have this signature too; TRIM is the same in every
            // dialect. Errors of tabs or line breaks alone are not found (docs/reliability.md).
            c.add(u"(%1 IS NULL OR TRIM(%1) = '')"_s.arg(col(u"last_error"_s)));
        else
            c.add(d.containsCondition(col(u"last_error"_s)), {signatureLikePattern(f.errorGroup)});
    }
    if (!f.payloadContains.isEmpty())
        c.add(d.containsCondition(d.payloadSearchText(u"payload"_s)),
              {SqlDialect::likePattern(f.payloadContains)});
    if (!f.payloadKey.isEmpty())
        c.add(u"%1 = ?"_s.arg(d.jsonTextField(u"payload"_s)),
              {d.jsonPathValue(f.payloadKey), f.payloadValue});
    if (!f.aggregateId.isEmpty()) {
        if (!table.hasColumn(u"aggregate_id"_s))
            return Error::invalid(
                CoreText::tr("%1 is a Vortos table: it has no aggregate id (filter by "
                             "--payload-key=key=… instead).")
                    .arg(table.name.display()));
        c.add(u"%1 = ?"_s.arg(col(u"aggregate_id"_s)), {f.aggregateId});
    }
    return c;
}

} // namespace outbox
