#include "schema/outboxtable.h"
#include "util/coretr.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

QString formatName(OutboxFormat format) {
    return formatDescription(format).id;
}

QString OutboxTable::kindColumn() const {
    return description().kindColumn;
}

QString OutboxTable::kindFilterName() const {
    return description().kindFilterName;
}

QString OutboxTable::changedAtColumn() const {
    return description().changedAtColumn;
}

Status checkVocabularyKnown(const OutboxTable &table, const QString &action) {
    if (!table.description().statusVocabulary ||
        table.vocabularySource != VocabularySource::Unknown)
        return Done{};
    return Error::refused(
        CoreText::tr("The status vocabulary of %1 is unknown: no row reads 'created' and none is "
                     "recorded, so 'pending' may mean ready (FennFlow as shipped) or taken by a "
                     "consumer (FennFlow as documented). %2 is refused until you say which: "
                     "--vocabulary=docs or --vocabulary=shipped, or the profile's vocabulary.")
            .arg(table.name.display(), action));
}

} // namespace outbox
