#pragma once

#include "schema/formatdescription.h"
#include "schema/rowstate.h"
#include "schema/tableadapter.h"
#include "types/tablename.h"
#include "util/result.h"

#include <QString>
#include <QStringList>

namespace outbox {

QString formatName(OutboxFormat format); // formatDescription(format).id

// Where a FennFlow table's vocabulary came from: the profile or --vocabulary, the console's record
// of it (VocabularyRecord), what the profile remembers of an earlier open, a row that only the
// documented writer writes ('created'), or nothing to go by: unknown, and every change refuses
// until the user says which.
enum class VocabularySource { Given, Recorded, Remembered, Detected, Unknown };

// Everything the console learned about one outbox table.
struct OutboxTable {
    TableName name;
    OutboxFormat format = OutboxFormat::Vortos;
    // Another library's outbox or a mapped table: how its columns read as the console's
    // (schema/tableadapter.h); empty for the console's own formats.
    TableAdapter adapter;
    StatusVocabulary vocabulary;
    VocabularySource vocabularySource = VocabularySource::Detected;
    // FennFlow with the console's delivery side table (outbox_console_delivery): attempts, errors
    // and schedules are read from it (deliveryColumns(), rowSource()).
    bool hasDeliveryState = false;
    // FennFlow with the console's parked rows (outbox_console_parked): a parked dead row no longer
    // holds its key back (relay/deliveryorder.h).
    bool hasParkedRows = false;
    // The console's superseded rows (outbox_console_superseded): dead rows resent as an edited
    // copy, which count as superseded instead of dead (stateCondition(), OutboxReader::counts()).
    bool hasSupersededRows = false;
    bool hasArchivedRows = false; // outbox_console_archived
    // The keys dead rows hold back, kept beside the outbox (outbox_console_key_holds and its
    // state): the in-order claim reads them instead of ranking the dead rows (relay/heldkeys.h).
    bool hasKeyHolds = false;
    // The console's tables (relayTables()) the database lacks when the table was resolved: the
    // console offers to create them (Create Relay Tables), `outboxctl relay init` does.
    QStringList missingRelayTables;
    // A detection or record that disagrees with the vocabulary in use, in words; empty when none.
    QString vocabularyWarning;
    IdStorage idStorage = IdStorage::Text36;
    TimestampStorage timestamps = TimestampStorage::SqliteText;
    QStringList columns;
    bool hasCreatedAtIndex = false;
    // FennFlow: an index starts with aggregate_id, so the in-order claim probes a key's older
    // rows instead of reading the undelivered rows (relay/deliveryorder.h).
    bool hasAggregateIdIndex = false;
    // Vortos on PostgreSQL: the two indexes on the rows' object keys that the in-order claim
    // advises (orderingIndexStatements()) exist, so it probes a row's keys the same way.
    bool hasObjectKeyIndexes = false;
    // An index starts with status: a count of some statuses reads only their rows.
    bool hasStatusIndex = false;
    // An index starts with status and then the pages' order (id where ids follow creation, else
    // created_at): a page of some states reads in order from it.
    bool hasStatePageIndex = false;
    // UUIDv7 ids whose embedded time agrees with created_at: id order is creation order, and the
    // primary key can serve "newest first" without an index on created_at.
    bool idsFollowCreation = false;

    // Which format the table is: for detection and tests. The rest of core, ui/ and app/ ask the
    // description what the format can do, and its rows (FormatRows) how they are written.
    bool isVortos() const { return format == OutboxFormat::Vortos; }
    // What the table's format can do and how to speak of it.
    const FormatDescription &description() const { return formatDescription(format); }
    // A FennFlow vocabulary known for sure but not (necessarily) recorded yet: given, remembered or
    // detected. The relay and `relay init` record it where the record table exists.
    bool vocabularyToRecord() const {
        return description().statusVocabulary &&
               (vocabularySource == VocabularySource::Given ||
                vocabularySource == VocabularySource::Remembered ||
                vocabularySource == VocabularySource::Detected);
    }
    // The format keeps its delivery state in the console's delivery table, and the table has none
    // yet: no errors, attempts or backoff until Create Relay Tables (`outboxctl relay init`).
    bool missesDeliveryTable() const {
        return description().deliveryStateInConsoleTable && !hasDeliveryState;
    }
    // The relay publishes this table's rows as events to a sink (else it carries out their
    // object-store operations).
    bool relayDeliversEvents() const {
        return description().relayWork == FormatDescription::RelayWork::Event;
    }
    bool hasColumn(const QString &c) const { return columns.contains(c); }
    // Read through an adapter: the query reads rowSource(), never the table by its name.
    bool isAdapted() const { return !adapter.isEmpty(); }
    // The column holding the operation (Vortos) or event type (FennFlow).
    QString kindColumn() const;
    // How filters by kind are named when described: "operation" or "event-type".
    QString kindFilterName() const;
    // processed_at (Vortos) or updated_at (FennFlow).
    QString changedAtColumn() const;
};

// A FennFlow table whose status vocabulary is unknown refuses every change that writes or reads
// 'pending' (relay, retry, mark done): it may mean ready or taken by another consumer.
Status checkVocabularyKnown(const OutboxTable &table, const QString &action);
// The table's format offers that change ("retry", "retry now", "mark done", "release", "resend",
// "purge", else the relay's): another library's table takes only what its library itself does
// (FormatDescription::changes); the error says so, and where the change is made instead.
Status checkChangeOffered(const OutboxTable &table, const QString &action);

} // namespace outbox
