#include "schema/outboxtable.h"
#include "util/coretr.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

QString formatName(OutboxFormat format) {
    return format == OutboxFormat::Vortos ? u"vortos"_s : u"fennflow"_s;
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
