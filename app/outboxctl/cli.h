#pragma once

#include "actions/rowactions.h"
#include "connection/databasesession.h"
#include "objectstore/objectstore.h"
#include "query/outboxreader.h"
#include "settings/profile.h"
#include "target/connectiontarget.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <functional>
#include <memory>

namespace outbox {
class SecretBackend;
struct BlockedKey;
} // namespace outbox

namespace outbox::cli {

enum ExitCode { Success = 0, Failed = 1, InvalidInput = 2, Refused = 3 };

// The translation context of outboxctl's messages and option descriptions: every command file
// writes Cli::tr("…") (Cli::tr("%n row(s)", nullptr, n) for plurals). Command and option names,
// JSON and CSV output are never translated.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(outboxctl)
};

int exitCodeFor(const Error &error);

enum class OutputFormat { Table, Json, Csv };

// What every command shares: the streams, the outbox selection, and the opened outbox.
class Context {
public:
    Context();
    ~Context();
    QTextStream out; // data
    // Messages: controls from the database shown as escapes, never obeyed (TerminalSafeDevice).
    QTextStream err;
    // Standard error as it is: only for outboxctl's own progress line, which returns the
    // carriage with "\r" (flush err first).
    QTextStream progress;

    // Global selection (cli.md "Selecting the outbox").
    QString profileName;
    QString databaseUrl;
    QString tableName;
    QString typeName;
    QString vocabularyName;
    std::optional<Profile> profile;
    QString objectStoreSpec; // --object-store

    // The object store: --object-store, else the profile's, else the OBJECT_STORE_* environment.
    Result<std::unique_ptr<ObjectStore>> objectStore() const;
    bool hasObjectStore() const;

    // Opens the database and resolves the table; prints nothing.
    Status open();
    // The connection and table request without opening anything (sets profile).
    Result<ConnectionTarget> target();
    QString objectStoreSpecOrProfile() const;
    // The OS keychain (secrets of profiles), opened on first use.
    class SecretBackend &keychain() const;
    OutboxReader &reader() { return *m_reader; }
    DatabaseSession &session() { return *m_session; }

    int fail(const Error &error); // prints "outboxctl: message" and returns the exit code
    int usageError(const QString &message);

private:
    std::unique_ptr<QIODevice> m_safeErr; // err writes to it
    std::unique_ptr<DatabaseSession> m_session;
    std::unique_ptr<OutboxReader> m_reader;
};

// The options of cli.md's "Selecting the outbox", accepted before and after the command.
QList<QCommandLineOption> globalOptions();
void readGlobalOptions(const QCommandLineParser &parser, Context &context);

Result<OutputFormat> parseOutputFormat(const QString &text);
// A whole-number option within [min, max] (invalid input otherwise, naming the option).
Result<int> boundedIntOption(const QCommandLineParser &parser, const QString &name, int min,
                             int max);
// The shared filters (--state, --status, --operation, --created-from/-to, --id, …).
QList<QCommandLineOption> filterOptions();
Result<RowFilter> readFilter(const QCommandLineParser &parser);

// Parses a command's arguments with its own options plus the global ones. Returns false (with
// the exit code in *exitCode) on --help or bad options.
bool parseCommand(Context &context, QCommandLineParser &parser, const QStringList &arguments,
                  const QString &description, int *exitCode);
// Refuses an option given twice that takes one value (--id A --id B), and an empty value where a
// value selects rows, a table or a setting (--group="$UNSET"): both are invalid input.
Status checkOptionValues(const QCommandLineParser &parser);

// A change of the database's schema (audit init, relay init): the rules of every change apply
// (read-only refused, prod needs a reason), it is audited before it happens (no record, no
// change) and its outcome after. Prints nothing on success; returns the exit code.
int auditedSchemaChange(Context &context, const QString &action, const QString &reason,
                        const std::function<Status()> &apply, const QString &doneOutcome);
// The change rules' context for a command: the profile and the reason given.
ActionContext changeContext(const Context &context, const QString &reason);

// The blocked keys (or, with parked, the parked rows) as `outboxctl blocked` prints them.
void printBlockedKeys(Context &context, OutputFormat format, const QList<BlockedKey> &keys,
                      bool parked);
// "note: … is not delivered in order per key" on stderr, for tables that are not.
void noteUnorderedTable(Context &context);

int runStats(Context &context, const QStringList &arguments);
int runList(Context &context, const QStringList &arguments);
int runShow(Context &context, const QStringList &arguments);
int runDemo(Context &context, const QStringList &arguments);
int runRetry(Context &context, const QStringList &arguments);
int runMarkDone(Context &context, const QStringList &arguments);
int runPurge(Context &context, const QStringList &arguments);
int runGroups(Context &context, const QStringList &arguments);
int runBlocked(Context &context, const QStringList &arguments);
int runRetryNow(Context &context, const QStringList &arguments);
int runPark(Context &context, const QStringList &arguments);
int runUnpark(Context &context, const QStringList &arguments);
int runResend(Context &context, const QStringList &arguments);
int runAudit(Context &context, const QStringList &arguments);
int runProfile(Context &context, const QStringList &arguments);
int runPromote(Context &context, const QStringList &arguments);
int runRelay(Context &context, const QStringList &arguments);
int runWorker(Context &context, const QStringList &arguments);
int runNotify(Context &context, const QStringList &arguments);
int runOverview(Context &context, const QStringList &arguments);

} // namespace outbox::cli
