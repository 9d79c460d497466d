#include "schema/formatdescription.h"

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
    .retryWords = {.dead = u"dead"_s,
                   .deadLettered = u"dead-lettered"_s,
                   .entries = u"object-store outbox entries"_s},
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
    .retryWords = {.dead = u"failed"_s,
                   .deadLettered = u"failed"_s,
                   .entries = u"outbox entries"_s},
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
