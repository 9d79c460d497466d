#include "schema/formatdescription.h"
#include "schema/adaptedformats.h"
#include "schema/formatrows.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

const FormatDescription vortos{
    .format = OutboxFormat::Vortos,
    .id = u"vortos"_s,
    .title = u"Vortos"_s,
    .kindColumn = u"operation"_s,
    .kindFilterName = u"operation"_s,
    .kindNoun = FormatDescription::KindNoun::Operation,
    .subjectNoun = FormatDescription::SubjectNoun::ObjectKey,
    .changedAtColumn = u"processed_at"_s,
    .changedNoun = FormatDescription::ChangedNoun::Processed,
    .relayWork = FormatDescription::RelayWork::ObjectStoreOperation,
    .statusVocabulary = false,
    .deliveryStateInConsoleTable = false,
    .orderingKeyInPayload = true,
    .promoteRows = true,
    .failedAtIsLastDueTime = true,
    .rowDeliveryColumns = {.attempts = u"attempt_count"_s,
                           .lastError = u"last_error"_s,
                           .nextAttemptAt = u"next_attempt_at"_s},
    .orderingKeyColumn = {},
    .wholeSecondTimes = true,
    .writerIndexesPending = true,
    .requiredColumns = {u"id"_s, u"operation"_s, u"status"_s, u"attempt_count"_s, u"payload"_s,
                        u"last_error"_s, u"next_attempt_at"_s, u"created_at"_s, u"processed_at"_s},
    .textIdStorage = IdStorage::Text36,
    .retryWords = {.dead = u"dead"_s,
                   .deadLettered = u"dead-lettered"_s,
                   .entries = u"object-store outbox entries"_s},
    .rows = &vortosRows(),
};

const FormatDescription fennFlow{
    .format = OutboxFormat::FennFlow,
    .id = u"fennflow"_s,
    .title = u"FennFlow"_s,
    .kindColumn = u"event_type"_s,
    .kindFilterName = u"event-type"_s,
    .kindNoun = FormatDescription::KindNoun::EventType,
    .subjectNoun = FormatDescription::SubjectNoun::StoragePath,
    .changedAtColumn = u"updated_at"_s,
    .changedNoun = FormatDescription::ChangedNoun::Updated,
    .relayWork = FormatDescription::RelayWork::Event,
    .statusVocabulary = true,
    .deliveryStateInConsoleTable = true,
    .orderingKeyInPayload = false,
    .promoteRows = false,
    .failedAtIsLastDueTime = false,
    .rowDeliveryColumns = {},
    .orderingKeyColumn = u"aggregate_id"_s,
    .wholeSecondTimes = false,
    .writerIndexesPending = false,
    .requiredColumns = {u"id"_s, u"event_id"_s, u"aggregate_type"_s, u"aggregate_id"_s,
                        u"event_type"_s, u"payload"_s, u"status"_s, u"created_at"_s,
                        u"updated_at"_s},
    .textIdStorage = IdStorage::Hex32, // uuid4 hex, without dashes
    .retryWords = {.dead = u"failed"_s,
                   .deadLettered = u"failed"_s,
                   .entries = u"outbox entries"_s},
    .rows = &fennFlowRows(),
};

// Other libraries' outboxes and mapped tables are read through a TableAdapter as event outboxes
// (schema/tableadapter.h): what they have in common.
FormatDescription adapted(OutboxFormat format, const QString &id, const QString &title,
                          QStringList required, const FormatRows &rows,
                          FormatDescription::Changes changes,
                          Result<TableAdapter> (*adapt)(const AdapterInput &)) {
    return {
        .format = format,
        .id = id,
        .title = title,
        .kindColumn = u"event_type"_s,
        .kindFilterName = u"event-type"_s,
        .kindNoun = FormatDescription::KindNoun::EventType,
        .subjectNoun = FormatDescription::SubjectNoun::Key,
        .changedAtColumn = u"updated_at"_s,
        .changedNoun = FormatDescription::ChangedNoun::Updated,
        .relayWork = FormatDescription::RelayWork::WritersOwn,
        .statusVocabulary = false,
        .deliveryStateInConsoleTable = false,
        .orderingKeyInPayload = false,
        .promoteRows = false,
        .failedAtIsLastDueTime = false,
        .rowDeliveryColumns = {.attempts = u"attempts"_s,
                               .lastError = u"last_error"_s,
                               .nextAttemptAt = u"next_attempt_at"_s},
        // Ordered where the adapter says so (TableAdapter::orderedByKey).
        .orderingKeyColumn = u"aggregate_id"_s,
        .wholeSecondTimes = false,
        .writerIndexesPending = false,
        .requiredColumns = std::move(required),
        .textIdStorage = IdStorage::Text36,
        .retryWords = {.dead = u"dead"_s,
                       .deadLettered = u"dead"_s,
                       .entries = u"outbox entries"_s},
        .rows = &rows,
        .changes = changes,
        .adapt = adapt,
    };
}

// No library but the writer's delivers these rows, and none takes an edited copy. Purging sent
// rows is what each library's own cleanup does (CAP's collector, Modulith's completed-publication
// purge, gruelbox's expiry).
constexpr FormatDescription::Changes kLibraryChanges{.retry = true,
                                                     .markDone = true,
                                                     .release = false,
                                                     .resend = false,
                                                     .purge = true,
                                                     .relay = false};

const FormatDescription cap = adapted(OutboxFormat::Cap, u"cap"_s, u"DotNetCore.CAP"_s,
                                      {u"id"_s, u"version"_s, u"name"_s, u"content"_s, u"retries"_s,
                                       u"added"_s, u"expiresat"_s, u"statusname"_s},
                                      capRows(), kLibraryChanges, &capAdapter);

// Modulith: a retry is the application's own resubmission (no statement can do it).
FormatDescription modulithDescription() {
    FormatDescription d =
        adapted(OutboxFormat::Modulith, u"modulith"_s, u"Spring Modulith"_s,
                {u"id"_s, u"listener_id"_s, u"event_type"_s, u"serialized_event"_s,
                 u"publication_date"_s, u"completion_date"_s},
                modulithRows(),
                {.retry = false,
                 .markDone = true,
                 .release = false,
                 .resend = false,
                 .purge = true,
                 .relay = false},
                &modulithAdapter);
    d.retryElsewhere = QString::fromUtf8(QT_TRANSLATE_NOOP(
        "outbox",
        "Spring Modulith sends an event again only through the application's own resubmission "
        "(IncompleteEventPublications or FailedEventPublications.resubmit), which calls the "
        "listener in-process; no change in the database does it. Mark the row completed, or "
        "resubmit it from the application."));
    return d;
}
const FormatDescription modulith = modulithDescription();

// gruelbox: retry is the library's unblock; it marks rows processed only itself.
const FormatDescription gruelbox =
    adapted(OutboxFormat::Gruelbox, u"gruelbox"_s, u"gruelbox transaction-outbox"_s,
            {u"id"_s, u"invocation"_s, u"nextattempttime"_s, u"attempts"_s, u"blocked"_s,
             u"processed"_s, u"version"_s},
            gruelboxRows(),
            {.retry = true,
             .markDone = false,
             .release = false,
             .resend = false,
             .purge = true,
             .relay = false},
            &gruelboxAdapter);

// Mapped: never detected (the roles are given); changes where the status is mapped.
const FormatDescription mapped = adapted(OutboxFormat::Mapped, u"mapped"_s, u"Mapped table"_s, {},
                                         mappedRows(), kLibraryChanges, &mappedAdapter);

} // namespace

const QList<OutboxFormat> &allFormats() {
    static const QList<OutboxFormat> formats{OutboxFormat::Vortos,   OutboxFormat::FennFlow,
                                             OutboxFormat::Cap,      OutboxFormat::Modulith,
                                             OutboxFormat::Gruelbox, OutboxFormat::Mapped};
    return formats;
}

const FormatDescription &formatDescription(OutboxFormat format) {
    switch (format) {
    case OutboxFormat::Vortos:
        return vortos;
    case OutboxFormat::FennFlow:
        return fennFlow;
    case OutboxFormat::Cap:
        return cap;
    case OutboxFormat::Modulith:
        return modulith;
    case OutboxFormat::Gruelbox:
        return gruelbox;
    case OutboxFormat::Mapped:
        return mapped;
    }
    Q_UNREACHABLE();
}

} // namespace outbox
