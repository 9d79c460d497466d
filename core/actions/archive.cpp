#include "actions/archive.h"

#include "actions/idchange.h"
#include "query/filtersql.h"
#include "schema/deliverytable.h"
#include "sql/sqldialect.h"
#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

using Statements = QList<std::pair<QString, QVariantList>>;

// What archive and unarchive share: the change rules, the archived rows' table, the frozen ids,
// and a change that reads the dead rows and leaves them as they are (their entries change).
Result<std::pair<QStringList, BatchChange>>
beginArchiving(const OutboxReader &reader, const QStringList &rawIds, const ActionContext &context,
               const QString &action, const QString &noIds) {
    if (auto allowed = checkIdsChange(reader, rawIds, context, action, noIds); !allowed)
        return allowed.error();
    if (!ArchivedRows::exists(reader.session()))
        return Error::refused(
            CoreText::tr("%1 needs the console's table %2: create it with `outboxctl relay init` "
                         "or Create Relay Tables… in the console.")
                .arg(action, QString::fromLatin1(ArchivedRows::kName)));
    auto ids = storedIds(reader, rawIds);
    if (!ids)
        return ids.error();
    BatchChange change = idsChange(action, reader.table().vocabulary.dead, ids->size());
    change.keepRows = true;
    return std::pair{*ids, change};
}

// "DELETE FROM outbox_console_archived WHERE outbox_id IN (…)" for the rows changed.
std::pair<QString, QVariantList> deleteEntries(const SqlDialect &d, const QStringList &ids) {
    QStringList marks;
    for (qsizetype i = 0; i < ids.size(); ++i)
        marks.append(u"?"_s);
    QVariantList values;
    for (const QString &id : ids)
        values.append(id);
    return {u"DELETE FROM %1 WHERE %2 IN (%3)"_s.arg(
                d.quoteIdentifier(QString::fromLatin1(ArchivedRows::kName)),
                d.quoteIdentifier(u"outbox_id"_s), marks.join(u", "_s)),
            values};
}

} // namespace

Result<ActionOutcome> archiveRows(const OutboxReader &reader, const QStringList &rawIds,
                                  const std::optional<QDateTime> &expiresAt,
                                  const ActionContext &context) {
    if (expiresAt && *expiresAt <= QDateTime::currentDateTimeUtc())
        return Error::invalid(CoreText::tr("The expiry %1 has passed: archived rows would count "
                                           "as dead again at once.")
                                  .arg(expiresAt->toString(Qt::ISODate)));
    auto archiving = beginArchiving(reader, rawIds, context, u"archive"_s,
                                    CoreText::tr("Name at least one row id to archive."));
    if (!archiving)
        return archiving.error();
    const OutboxTable &table = reader.table();
    const SqlDialect &d = reader.session().dialect();
    BatchChange &change = archiving->second;
    change.description +=
        expiresAt ? u", until %1"_s.arg(expiresAt->toString(Qt::ISODate)) : u", until unarchived"_s;
    change.changedWord = u"archived"_s;
    change.skippedWhy = u"not found, not dead or superseded"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n archived", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not found, not dead or superseded)", nullptr, int(n));
    };
    if (table.hasSupersededRows)
        change.rowCondition = supersededTerm(d, false);
    const TimestampStorage stored = deliveryTimestampStorage(table.timestamps);
    const QVariant now = d.timestampValue(QDateTime::currentDateTimeUtc(), stored);
    const QVariant until =
        expiresAt ? d.timestampValue(*expiresAt, stored) : QVariant(QMetaType::fromType<QString>());
    change.alongside = [&d, now, until](const QStringList &changing) -> Result<Statements> {
        QStringList rows;
        QVariantList values;
        for (const QString &id : changing) {
            rows.append(u"(?, ?, ?)"_s);
            values << id << now << until;
        }
        return Statements{
            deleteEntries(d, changing),
            {u"INSERT INTO %1 (%2, %3, %4) VALUES %5"_s.arg(
                 d.quoteIdentifier(QString::fromLatin1(ArchivedRows::kName)),
                 d.quoteIdentifier(u"outbox_id"_s), d.quoteIdentifier(u"archived_at"_s),
                 d.quoteIdentifier(u"expires_at"_s), rows.join(u", "_s)),
             values}};
    };
    return applyInBatches(reader, BatchSource::ofIds(archiving->first), change, context);
}

Result<ActionOutcome> unarchiveRows(const OutboxReader &reader, const QStringList &rawIds,
                                    const ActionContext &context) {
    auto archiving = beginArchiving(reader, rawIds, context, u"unarchive"_s,
                                    CoreText::tr("Name at least one row id to unarchive."));
    if (!archiving)
        return archiving.error();
    const SqlDialect &d = reader.session().dialect();
    BatchChange &change = archiving->second;
    change.changedWord = u"unarchived"_s;
    change.skippedWhy = u"not archived"_s;
    change.changedText = [](qint64 n) { return CoreText::tr("%n unarchived", nullptr, int(n)); };
    change.skippedText = [](qint64 n) {
        return CoreText::tr("%n skipped (not archived)", nullptr, int(n));
    };
    // Any entry, expired or not: unarchive clears it.
    change.rowCondition = archivedTerm(reader.table(), d, true, true);
    change.alongside = [&d](const QStringList &changing) -> Result<Statements> {
        return Statements{deleteEntries(d, changing)};
    };
    return applyInBatches(reader, BatchSource::ofIds(archiving->first), change, context);
}

} // namespace outbox
