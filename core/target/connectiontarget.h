#pragma once

#include "access/tableprivileges.h"
#include "connection/connectionspec.h"
#include "schema/tableresolver.h"
#include "settings/profile.h"

#include <QString>

namespace outbox {

// What the user asked to open, as given on a command line or picked in the console.
struct TargetOptions {
    QString profileName;
    QString databaseUrl;     // wins over the profile's
    QString table;           // wins over the profile's
    QString type;            // auto, vortos, fennflow
    QString vocabulary;      // auto, docs, shipped
    QString passwordCommand; // wins over the profile's
    QString sshDestination;  // wins over the profile's
    QString sshConfig;       // wins over the profile's
    // Another library's table or a mapped one (--cap-failed-retry-count, --map, --state-value):
    // win over the profile's.
    QString capFailedRetryCount;
    QStringList map;
    QStringList stateValues;
    QString writeUser; // --write-user: wins over the profile's (Profile::writeUser)
};

// The options of another library's table or a mapped one, read into options; the error names the
// bad entry (schema/adaptedformats.h).
Status parseFormatOptions(const QString &capFailedRetryCount, const QStringList &map,
                          const QStringList &stateValues, FormatOptions &options);

// A connection, a table request and how to label them, from a saved profile and/or a URL. The one
// place that applies the precedence: explicit options, then the profile, then
// OUTBOX_DATABASE_URL; the password from OUTBOX_DATABASE_PASSWORD unless the URL has one, the
// client key's passphrase from OUTBOX_DATABASE_SSLPASSWORD. A profile's keychain entries come
// before both: applyDatabasePassword() (secrets/profilesecrets.h) puts them in before a connection.
struct ConnectionTarget {
    QString label;         // the profile name, or the URL without its password
    QString profileName;   // empty when opened from a URL
    QString environment;   // dev, staging, prod; empty when there is no profile
    bool readOnly = false; // the profile says so (the console also opens prod read-only)
    std::optional<Profile> profile;
    ConnectionSpec spec; // carries the password; never shown
    // The profile's write user (Profile::writeUser): spec with that user and its own password,
    // for every change. nullopt: changes connect as spec.
    std::optional<ConnectionSpec> writeSpec;
    TableRequest request;

    // What the role changes connect as may do to the table, once read (the console reads it when
    // the table opens): a dialog refuses what it may not before anything is tried.
    std::optional<TablePrivileges> changePrivileges;

    // What a change connects with: the write user's spec, else spec.
    const ConnectionSpec &changeSpec() const { return writeSpec ? *writeSpec : spec; }

    bool isProd() const { return environment == QStringLiteral("prod"); }

    static Result<ConnectionTarget> resolve(const TargetOptions &options,
                                            const ProfileStore &store);
    // tableOverride (from --table) wins over the profile's table when not empty.
    static Result<ConnectionTarget> fromProfile(const Profile &profile,
                                                const QString &tableOverride = {});
    static Result<ConnectionTarget> fromUrl(const QString &url, const QString &table = {});
};

// Once a FennFlow table's vocabulary is known (recorded beside it, or read from a 'created' row)
// and the profile's vocabulary is auto, the profile remembers it for that table: saved into store
// (only those two fields of the stored profile) and into target. Nothing to remember (no profile,
// a vocabulary given, a Vortos table, a vocabulary unknown or already remembered), or a profile
// the store does not hold: Done.
Status rememberVocabulary(const ProfileStore &store, ConnectionTarget &target,
                          const OutboxTable &table);

} // namespace outbox
