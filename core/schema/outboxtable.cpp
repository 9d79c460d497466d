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

Status checkChangeOffered(const OutboxTable &table, const QString &action) {
    const FormatDescription &f = table.description();
    const FormatDescription::Changes &c = f.changes;
    // Retry now, park and unpark are about the relay's schedule and order: the relay's.
    const QList<std::pair<QString, bool>> changes{{u"retry"_s, c.retry},
                                                  {u"mark done"_s, c.markDone},
                                                  {u"release"_s, c.release},
                                                  {u"resend"_s, c.resend},
                                                  // New rows in the writer's style, as a resend
                                                  {u"replay"_s, c.resend},
                                                  {u"import"_s, c.resend},
                                                  // Set apart in the console's tables, as a resend
                                                  {u"archive"_s, c.resend},
                                                  {u"unarchive"_s, c.resend},
                                                  {u"purge"_s, c.purge}};
    const auto change = std::find_if(changes.cbegin(), changes.cend(),
                                     [&](const auto &named) { return named.first == action; });
    if (change == changes.cend()) { // the relay's
        if (c.relay)
            return Done{};
        if (action == u"park"_s || action == u"unpark"_s)
            return Error::refused(
                CoreText::tr(
                    "Parking lets the console's relay go past a dead head, but the rows of "
                    "%1 are delivered by its own library (%2), which would still wait for "
                    "it: retry the head instead.")
                    .arg(table.name.display(), f.title));
        return Error::refused(CoreText::tr("The rows of %1 are delivered by its own library (%2): "
                                           "the console's relay does not run on them.")
                                  .arg(table.name.display(), f.title));
    }
    if (change->second)
        return Done{};
    if (action == u"retry"_s && !f.retryElsewhere.isEmpty())
        return Error::refused(CoreText::tr("%1 is not offered for %2 (%3): %4")
                                  .arg(action, table.name.display(), f.title,
                                       CoreText::tr(f.retryElsewhere.toUtf8().constData())));
    return Error::refused(CoreText::tr("%1 is not offered for %2: %3 has no such change, and the "
                                       "console makes only the changes the table's library makes "
                                       "itself.")
                              .arg(action, table.name.display(), f.title));
}

} // namespace outbox
