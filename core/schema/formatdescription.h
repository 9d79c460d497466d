#pragma once

#include <QString>

namespace outbox {

enum class OutboxFormat { Vortos, FennFlow };

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
    enum class SubjectNoun { ObjectKey, StoragePath };
    // What the time a row last changed means: when the relay processed it, or when it was updated.
    enum class ChangedNoun { Processed, Updated };
    // What the relay does with a row.
    enum class RelayWork {
        ObjectStoreOperation, // carries out the row's put, delete, copy, move or promote
        Event,                // publishes the row as an event to the profile's sink
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
    // The words of the format's reference retry command on stdout, which scripts match and which
    // are never translated: "Dry run — 3 dead entries match", "No dead-lettered object-store
    // outbox entries match the given filters.", "Reset 3 object-store outbox entries to pending."
    struct RetryWords {
        QString dead;
        QString deadLettered;
        QString entries;
    } retryWords;
};

const FormatDescription &formatDescription(OutboxFormat format);

} // namespace outbox
