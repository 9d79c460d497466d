#pragma once

#include "connection/databasesession.h"
#include "schema/consoletable.h"
#include "schema/outboxtable.h"
#include "util/result.h"

#include <QString>

#include <optional>

namespace outbox {

// Which status vocabulary a FennFlow table was written with, once the console knew it: a table of
// the console's own, beside the delivery side table (created with it, by `outboxctl relay init`).
// FennFlow's two writers differ in what 'pending' means (ready for the shipped writer, taken by a
// consumer for the documented one), and once every 'created' row is delivered the rows no longer
// tell. The record is written the first time the vocabulary is known for sure (given, or a row
// reads 'created') and never replaced: a detection or a setting that disagrees is the user's to
// settle, and is shown as a warning.
class VocabularyRecord : public ConsoleTable<VocabularyRecord> {
public:
    static constexpr const char *kName = "outbox_console_vocabulary";
    static QString ddl(DatabaseKind kind);
    // The vocabulary recorded for table ("docs", "shipped"); nullopt when none is. The record
    // table must exist (exists(), or the caller's own list of the tables).
    static Result<std::optional<QString>> read(const DatabaseSession &session,
                                               const TableName &table);
    // Records vocabulary for table unless one is recorded already; false when there is no record
    // table. A record that could not be written is an error.
    static Result<bool> record(const DatabaseSession &session, const TableName &table,
                               const QString &vocabulary);
};

} // namespace outbox
