#pragma once

#include "connection/databasesession.h"
#include "schema/outboxtable.h"

#include <optional>

namespace outbox {

struct TableRequest {
    std::optional<TableName> table;     // else the default candidates of cli.md
    std::optional<OutboxFormat> format; // else detected from the columns
    std::optional<QString> vocabulary;  // "docs" / "shipped" (FennFlow); else detected
    // What a profile remembers (Profile::rememberedVocabulary): used for that table only, after a
    // record and before a detection.
    QString rememberedVocabulary = {};
    QString rememberedVocabularyTable = {};
    // Another library's format or a mapped table: the profile's options (CAP's retry count, the
    // mapping of roles and states).
    FormatOptions options = {};
};

// Finds the outbox table, checks its layout and learns what the console needs to query it well.
class TableResolver {
public:
    static Result<OutboxTable> resolve(DatabaseSession &session, const TableRequest &request);

    static QStringList defaultCandidates();
    static QStringList requiredColumns(OutboxFormat format);
    static Result<QString> parseVocabularyName(const QString &text); // auto → empty
    static Result<std::optional<OutboxFormat>> parseFormatName(const QString &text);
};

// Where a view needs an index that the table lacks: the statement to create it (never run).
struct IndexAdvice {
    QString reason;
    QString statement;
};
// Which view the advice is for: any listing, pages filtered by state (which want an index that
// starts with status and then the pages' order), or the counts (stats: the oldest pending row of
// a FennFlow table wants one that starts with status and created_at; Vortos has its writer's).
enum class AdviceFor { Listing, StatePages, Counts };
QList<IndexAdvice> indexAdvice(const OutboxTable &table, DatabaseKind kind,
                               const SqlDialect &dialect, AdviceFor view = AdviceFor::Listing);
// The statement that creates the (created_at, id) index the views and the relay's claim use.
QString createdAtIndexStatement(const OutboxTable &table, DatabaseKind kind,
                                const SqlDialect &dialect);
// The statement that creates (status, id), or (status, created_at, id) where pages sort by
// created_at: pages of some states read in order from it.
QString statePageIndexStatement(const OutboxTable &table, const SqlDialect &dialect);

} // namespace outbox
