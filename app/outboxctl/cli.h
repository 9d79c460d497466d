#pragma once

#include "actions/rowactions.h"
#include "commandoptions.h"
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
#include <optional>

namespace outbox {
class SecretBackend;
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
    QString passwordCommand; // --password-command: wins over the profile's
    QString sshDestination;  // --ssh
    QString sshConfig;       // --ssh-config
    // Another library's table or a mapped one: --cap-failed-retry-count, --map, --state-value.
    QString capFailedRetryCount;
    QStringList formatMap;
    QStringList formatStateValues;
    std::optional<Profile> profile;
    QString objectStoreSpec; // --object-store
    // --payload-visibility, --mask-keys (PayloadMask::narrowed), --write-user.
    QString payloadVisibility;
    QString maskKeys;
    QString writeUser;

    // The object store: --object-store, else the profile's, else the OBJECT_STORE_* environment.
    Result<std::unique_ptr<ObjectStore>> objectStore() const;
    bool hasObjectStore() const;

    // Opens the database and resolves the table; prints nothing. After beginChange(), as the
    // profile's write user.
    Status open();
    // The command is about to change rows (its rules allowed it: changesteps.h): from now on it
    // connects as the profile's write user (the table resolved again on that connection), and
    // the role's privileges on the table must allow action, else it is refused (exit 3) naming
    // the missing privilege, before anything is tried.
    Status beginChange(const QString &action);
    // The connection and table request without opening anything (sets profile).
    Result<ConnectionTarget> target();
    QString objectStoreSpecOrProfile() const;
    // The OS keychain (secrets of profiles), opened on first use.
    class SecretBackend &keychain() const;
    OutboxReader &reader() { return *m_reader; }
    // The connection and table request open() used (passwords applied), once it ran.
    const std::optional<ConnectionTarget> &openedTarget() const { return m_target; }
    DatabaseSession &session() { return *m_session; }

    // With --reveal (revealOptions()): the reveal of these rows' payloads audited (who, which
    // rows, why), then the reader shows payloads in full; true when the caller must read again.
    // Refused without a reason, and when the audit cannot be written (nothing is shown then).
    Result<bool> revealIfAsked(const QCommandLineParser &parser, const QStringList &ids,
                               const QString &what);

    int fail(const Error &error); // prints "outboxctl: message" and returns the exit code
    int usageError(const QString &message);

private:
    std::unique_ptr<QIODevice> m_safeErr; // err writes to it
    std::unique_ptr<DatabaseSession> m_session;
    std::unique_ptr<OutboxReader> m_reader;
    std::optional<ConnectionTarget> m_target; // as opened, passwords applied
    QString m_changeAction;                   // beginChange()'s
};

// Parses a command's arguments with its own options plus the global ones. Returns the exit code
// to stop with on --help or bad options, nothing to go on.
std::optional<int> parseCommand(Context &context, QCommandLineParser &parser,
                                const QStringList &arguments, const QString &description);
// The same, then --output read into format (a bad value fails, naming it).
std::optional<int> parseCommandWithOutput(Context &context, QCommandLineParser &parser,
                                          const QStringList &arguments, const QString &description,
                                          OutputFormat &format);
// A command of one word after it (auth rds-token, ssh check): parses as above, then refuses
// anything but that word with usage, naming the whole command.
struct Subcommand {
    QString word;        // "check"
    QString help;        // the word's line in --help
    QString description; // the command's --help text
    QString usage;       // "Use: outboxctl … ssh check."
};
std::optional<int> parseSubcommand(Context &context, QCommandLineParser &parser,
                                   const QStringList &arguments, const Subcommand &subcommand);
// The same, returning false (with the exit code in *exitCode) to stop.
bool parseCommand(Context &context, QCommandLineParser &parser, const QStringList &arguments,
                  const QString &description, int *exitCode);
// A change of the database's schema (audit init, relay init): the rules of every change apply
// (read-only refused, prod needs a reason), it is audited before it happens (no record, no
// change) and its outcome after. Prints nothing on success; returns the exit code.
int auditedSchemaChange(Context &context, const QString &action, const QString &reason,
                        const std::function<Status()> &apply, const QString &doneOutcome);
// The change rules' context for a command: the profile and the reason given.
ActionContext changeContext(const Context &context, const QString &reason);

} // namespace outbox::cli
