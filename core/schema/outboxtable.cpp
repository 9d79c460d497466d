#include "schema/outboxtable.h"
#include "util/coretr.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

QString formatName(OutboxFormat format) {
    return format == OutboxFormat::Vortos ? u"vortos"_s : u"fennflow"_s;
}

Result<TableName> TableName::parse(const QString &text) {
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_$]{0,62}$"_s);
    const QStringList parts = text.trimmed().split(u'.');
    const auto bad = [&] {
        return Error::invalid(
            CoreText::tr(
                "Invalid table name \"%1\": use NAME or SCHEMA.NAME, each part 1 to 63 ASCII "
                "letters, digits, underscores or dollar signs, not starting with a digit or "
                "dollar sign.")
                .arg(text));
    };
    if (parts.size() > 2 || parts.isEmpty())
        return bad();
    for (const QString &p : parts) {
        if (!identifier.match(p).hasMatch())
            return bad();
    }
    TableName name;
    if (parts.size() == 2)
        name.schema = parts.at(0);
    name.name = parts.last();
    return name;
}

QString OutboxTable::kindColumn() const {
    return isVortos() ? u"operation"_s : u"event_type"_s;
}

QString OutboxTable::kindFilterName() const {
    return isVortos() ? u"operation"_s : u"event-type"_s;
}

QString OutboxTable::changedAtColumn() const {
    return isVortos() ? u"processed_at"_s : u"updated_at"_s;
}

Status checkVocabularyKnown(const OutboxTable &table, const QString &action) {
    if (table.isVortos() || table.vocabularySource != VocabularySource::Unknown)
        return Done{};
    return Error::refused(
        CoreText::tr("The status vocabulary of %1 is unknown: no row reads 'created' and none is "
                     "recorded, so 'pending' may mean ready (FennFlow as shipped) or taken by a "
                     "consumer (FennFlow as documented). %2 is refused until you say which: "
                     "--vocabulary=docs or --vocabulary=shipped, or the profile's vocabulary.")
            .arg(table.name.display(), action));
}

} // namespace outbox
