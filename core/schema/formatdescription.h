#pragma once

#include "types/tablename.h"
#include "util/result.h"

#include <QString>
#include <QStringList>

namespace outbox {

class FormatRows;
struct AdapterInput;
struct TableAdapter;

// The console's own formats (Vortos, FennFlow), other libraries' outboxes (DotNetCore.CAP,
// Spring Modulith's event publication registry, gruelbox transaction-outbox) and any table
// mapped by its columns.
enum class OutboxFormat { Vortos, FennFlow, Cap, Modulith, Gruelbox, Mapped };

// What a table format is to the console beyond the columns it checks: its names, the word for a
// row's kind, what the relay does with a row, where a row's delivery state and ordering key live,
// and which actions apply. One description per format (formatDescription()); ui/ and app/ ask it
// what a format can do and how to speak of it, never which format a table is, so that a new
// format is a new description (docs/architecture.md, "Adding a table format").
struct FormatDescription {
    // The noun for a row's kind, which the views title their kind column and field with.
    enum class KindNoun { Operation, EventType };
    // What a row is about, which the views title its subject column with: the object key(s) of
    // an object-store operation, the storage path of a file's event (OutboxRow::subject()).
    enum class SubjectNoun { ObjectKey, StoragePath, Key };
    // What the time a row last changed means: when the relay processed it, or when it was updated.
    enum class ChangedNoun { Processed, Updated };
    // What the relay does with a row.
    enum class RelayWork {
        ObjectStoreOperation, // carries out the row's put, delete, copy, move or promote
        Event,                // publishes the row as an event to the profile's sink
        WritersOwn, // the writer's library delivers its rows itself: the console's relay does not
    };
    // Which changes the console can make to a row of the format as its writer's own tools would
    // (a change the writer's library has no way to make is not offered, and refused in core).
    struct Changes {
        bool retry = true;    // dead rows back to ready
        bool markDone = true; // rows marked sent
        bool release = true;  // rows stuck in flight back to ready
        bool resend = true;   // a dead row resent as an edited copy
        bool purge = true;    // sent rows deleted
        bool relay = true;    // the console's relay delivers the rows
    };

    OutboxFormat format;
    // The format's id in settings, column layouts and `outboxctl` output ("vortos"), and its
    // product name in the console ("Vortos"; not translated).
    QString id;
    QString title;
    // The column holding the row's kind, and the name filters by kind go by when described.
    QString kindColumn;
    QString kindFilterName;
    KindNoun kindNoun;
    SubjectNoun subjectNoun;
    // The column the writer or the relay stamps when the row last changed (Processed, Updated).
    QString changedAtColumn;
    ChangedNoun changedNoun;
    RelayWork relayWork;
    // The writer's status words differ between installations (FennFlow's 'pending' means ready
    // for some and taken for others): the table's StatusVocabulary is detected, recorded or
    // given, and a change refuses while it is unknown (checkVocabularyKnown()).
    bool statusVocabulary;
    // Attempts, errors and schedules live in the console's delivery table beside the writer's
    // (outbox_console_delivery), not in the writer's own columns: without it the relay cannot
    // record why a row failed, and a dead row may have been failed by something else.
    bool deliveryStateInConsoleTable;
    // A row's ordering key (the key the relay keeps in order, the Blocked view lists) is inside
    // the payload, so the rows of a key are found by searching the payload, not a column.
    bool orderingKeyInPayload;
    // Rows of kind "promote" move an object from a temporary key to its final key, and the
    // console can write such rows into this format's tables (Actions › Promote, via the outbox).
    bool promoteRows;
    // When a dead row last failed: the due time of its last attempt (true), or when it changed.
    bool failedAtIsLastDueTime;
    // The row's own columns for its delivery state: attempts, last error and next attempt
    // (Vortos: attempt_count, last_error, next_attempt_at); all empty where the console's delivery
    // table keeps it (deliveryStateInConsoleTable).
    struct RowDeliveryColumns {
        QString attempts;
        QString lastError;
        QString nextAttemptAt;
    } rowDeliveryColumns;
    // The column holding a row's one ordering key (a table without it is not delivered in order
    // per key), or empty where the keys are in the payload (orderingKeyInPayload).
    QString orderingKeyColumn;
    // The writer stores times in whole seconds: the times the console writes into its rows and
    // compares with theirs are whole seconds too.
    bool wholeSecondTimes;
    // The writer's own DDL indexes the pending rows by status (Vortos: status, next_attempt_at,
    // created_at), so the oldest pending row is found without an index of the console's advice.
    bool writerIndexesPending;
    // The columns a table of the format has (detection requires them all).
    QStringList requiredColumns;
    // How the writer stores its ids in a column that is not of a UUID type.
    IdStorage textIdStorage;
    // The words of the format's reference retry command on stdout, which scripts match and which
    // are never translated: "Dry run — 3 dead entries match", "No dead-lettered object-store
    // outbox entries match the given filters.", "Reset 3 object-store outbox entries to pending."
    struct RetryWords {
        QString dead;
        QString deadLettered;
        QString entries;
    } retryWords;
    // How the format's rows are written (retry, mark done, release, the relay's settling, a
    // resend's copy) and where their ordering keys are: schema/formatrows.h.
    const FormatRows *rows;
    Changes changes = {};
    // Formats read through a TableAdapter (schema/tableadapter.h): how the adapter is made from
    // the table's columns and the profile's options; null for the console's own formats.
    Result<TableAdapter> (*adapt)(const AdapterInput &) = nullptr;
    // Where the user retries a row when the format offers no retry (English source of a CoreText
    // translation, QT_TRANSLATE_NOOP): Spring Modulith's retry is the application's.
    QString retryElsewhere = {};
};

const FormatDescription &formatDescription(OutboxFormat format);
// Every format, in the order detection tries them.
const QList<OutboxFormat> &allFormats();

} // namespace outbox
