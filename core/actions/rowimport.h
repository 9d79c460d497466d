#pragma once

#include "actions/rowactions.h"

namespace outbox {

// Import: the console's own export (a JSON array of rows as `list --output json`, Export Rows… or
// `show --output json` write them, that object with its "rows", or JSONL: one such object a line)
// written into this profile's outbox as new ready rows, each checked by the writer's rules as a
// resend's edit is (FormatRows::editedPayload), in the order the rows were created. Rows move
// between environments this way (staging → a test box). Each new row is traced to the exported
// row in outbox_console_copies (action "import").

// One row of the file, checked and in the writer's form.
struct ImportRow {
    QString where;    // "line 3" (JSONL) or "row 3" (an array), for messages
    QString sourceId; // the exported row's id
    QString kind;
    QString payload; // in the writer's encoding
    QString aggregateType;
    QString aggregateId;
    QDateTime createdAt; // as exported; the rows are written oldest first
};

struct ImportPlan {
    QString file;   // the file's name, for the audit record
    QString sha256; // of its bytes
    QList<ImportRow> rows;
    QMap<QString, qint64> byKind;
    static constexpr int kMaxRows = 10'000;
    static constexpr qint64 kMaxBytes = 256 * 1024 * 1024;
};

// Reads and checks every row of content for the table (pure: reads nothing of the database). The
// error names the row and the problem: not JSON (with the line), a row of another format (an
// event outbox's export into an object-store outbox), a masked or hidden payload (exported from a
// profile that masks), a payload the writer's rules refuse, no rows, over kMaxRows.
Result<ImportPlan> planImport(const OutboxTable &table, const QByteArray &content,
                              const QString &fileName);

struct ImportOutcome {
    QStringList newIds;    // in the order written
    QStringList sourceIds; // for each, the exported row's id
    bool cancelled = false;
    QString summary; // for people, translated
};

// Writes every row in one transaction with their copies' entries and the audit row (all or
// nothing: a failure or a cancel writes none); audited locally first. Needs the console's copies
// table (relay init).
Result<ImportOutcome> applyImport(const OutboxReader &reader, const ImportPlan &plan,
                                  const ActionContext &context);

} // namespace outbox
