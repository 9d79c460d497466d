#include "schema/formatdescription.h"
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

} // namespace

const FormatDescription &formatDescription(OutboxFormat format) {
    switch (format) {
    case OutboxFormat::Vortos:
        return vortos;
    case OutboxFormat::FennFlow:
        return fennFlow;
    }
    Q_UNREACHABLE();
}

} // namespace outbox
