#pragma once

#include "query/rowfilter.h"
#include "util/result.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QList>

namespace outbox::cli {

class Context;

// The options several commands take, declared once: the outbox selection, the filters, the
// output format and the options of a change (--dry-run, --force, --reason). Each command adds
// them where its help lists them; the descriptions are translated when the command runs.

enum class OutputFormat { Table, Json, Csv };

// The options of cli.md's "Selecting the outbox", accepted before and after the command.
QList<QCommandLineOption> globalOptions();
void readGlobalOptions(const QCommandLineParser &parser, Context &context);

// --output: "table, json or csv." unless the command says otherwise.
QCommandLineOption outputOption();
QCommandLineOption outputOption(const QString &description);
Result<OutputFormat> parseOutputFormat(const QString &text);
Result<OutputFormat> readOutputFormat(const QCommandLineParser &parser);

// --dry-run, described as the command does it.
QCommandLineOption dryRunOption(const QString &description);
// --force ("Do not ask for confirmation.") and --reason, in that order.
QList<QCommandLineOption> confirmOptions();
QList<QCommandLineOption> confirmOptions(const QString &reasonDescription);
// --reason: "Why (kept in the audit; required on prod profiles)." unless said otherwise.
QCommandLineOption reasonOption();
QCommandLineOption reasonOption(const QString &description);
// --batch-size N with its default.
QCommandLineOption batchSizeOption(const QString &description, const QString &defaultValue);

// A whole-number option within [min, max] (invalid input otherwise, naming the option).
Result<int> boundedIntOption(const QCommandLineParser &parser, const QString &name, int min,
                             int max);
// The shared filters (--state, --status, --operation, --created-from/-to, --id, …).
QList<QCommandLineOption> filterOptions();
// show and list: --reveal with its --reason (Context::revealIfAsked).
QList<QCommandLineOption> revealOptions();
Result<RowFilter> readFilter(const QCommandLineParser &parser);

// Refuses an option given twice that takes one value (--id A --id B), and an empty value where a
// value selects rows, a table or a setting (--group="$UNSET"): both are invalid input.
Status checkOptionValues(const QCommandLineParser &parser);

} // namespace outbox::cli
