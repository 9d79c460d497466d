#pragma once

#include "util/result.h"

#include <QList>
#include <QString>

#include <optional>

namespace outbox {

// When the console tells the desktop that a profile's outbox went bad (the overview's
// notifications; each one opt-in, all off by default). A notification fires when a condition
// starts, not while it lasts.
struct NotifyThresholds {
    int newDeadRows = 0;          // at least this many new dead rows since the last refresh; 0: off
    bool blockedKeys = false;     // a key became blocked (its head row is dead)
    int oldestPendingMinutes = 0; // the oldest pending row became older than this; 0: off

    // The largest thresholds a profile takes (the connection manager's fields, outboxctl
    // profile add's options).
    static constexpr int kMaxNewDeadRows = 1'000'000;
    static constexpr int kMaxOldestPendingMinutes = 7 * 24 * 60; // a week

    bool any() const { return newDeadRows > 0 || blockedKeys || oldestPendingMinutes > 0; }
    bool operator==(const NotifyThresholds &) const = default;
};

// A saved connection. Secrets are not part of it: they live in the OS keychain, keyed by the
// profile name (see the secret store), never in the settings file.
struct Profile {
    QString name;
    QString databaseUrl; // without password
    // Run for every new connection; its first line is the password, so none is stored
    // (auth/passwordcommand.h). Empty: the keychain or OUTBOX_DATABASE_PASSWORD.
    QString passwordCommand;
    // The database through the user's OpenSSH: [user@]host[:port] or a Host alias, and another
    // ssh configuration file than the default (connection/sshtunnel.h). Empty: direct.
    QString sshDestination;
    QString sshConfig;
    QString table; // empty: default candidates
    QString format = QStringLiteral("auto");
    QString vocabulary = QStringLiteral("auto");
    // Another library's table or a mapped one (FormatOptions, schema/tableadapter.h): CAP's
    // FailedRetryCount, and a mapped table's ROLE=COLUMN and STATE=VALUE[,VALUE…] entries.
    int capFailedRetryCount = 50;
    QStringList formatMap;
    QStringList formatStateValues;
    // What the console learnt of the table's vocabulary while vocabulary is auto (recorded beside
    // the table, or read from a 'created' row), for the table it learnt it for: used when neither
    // a setting nor a record says, so that a drained backlog does not make it unknown again.
    QString rememberedVocabulary;                // "docs", "shipped" or empty
    QString rememberedVocabularyTable;           // the table's display name, e.g. "fennflow.outbox"
    QString environment = QStringLiteral("dev"); // dev, staging, prod
    QString objectStore; // "file:/DIR" or empty (then OBJECT_STORE_* settings/env)
    QString sink; // FennFlow relay: "webhook:URL", "file:PATH" or a broker's URL (amqp://, …)
    // How the FennFlow relay sends each event (outboxctl relay --event-format, --signature,
    // --ce-source, --ce-type, --ce-subject; the options win over these). Empty CloudEvents
    // templates: the relay's defaults.
    QString eventFormat = QStringLiteral("plain");            // plain, ce-binary, ce-structured
    QString webhookSignature = QStringLiteral("hmac-sha256"); // or standard-webhooks
    QString ceSource;
    QString ceType;
    QString ceSubject;
    QString relayOrdering = QStringLiteral("key"); // "key" (in order per key) or "none"
    bool readOnly = false;
    // What the console shows of payloads (masking/payloadmask.h): "full", "masked", "hidden", or
    // empty for the environment's default (prod: masked); and the JSON key names masked (a
    // regular expression; empty: PayloadMask::defaultKeys()).
    QString payloadVisibility;
    QString maskKeys;
    // The database user every change connects as (outboxctl's changes, the console's once writing
    // is unlocked, the relay); reading stays with the URL's user. Its password: the keychain's
    // write-password, else OUTBOX_DATABASE_WRITE_PASSWORD. Empty: changes use the URL's user.
    QString writeUser;
    NotifyThresholds notify;

    bool isProd() const { return environment == QStringLiteral("prod"); }
    // The environment is one of dev, staging, prod: anything else (hand-edited, e.g. "Prod" is
    // normalised on load, "production" is not) is refused when the profile is opened, so that its
    // protection never depends on spelling.
    Status checkEnvironment() const;
    // "Prod", " prod " → "prod"; unknown values are kept as written (checkEnvironment refuses).
    static QString normalizedEnvironment(const QString &text);
};

// The one settings layer for profiles: an INI file in the user's config folder (or a given file,
// for tests and for the demo's own settings).
class ProfileStore {
public:
    ProfileStore();                              // the user's config folder
    explicit ProfileStore(QString settingsFile); // a specific file
    QString settingsFile() const { return m_file; }

    // Whether the file reads as the profiles file it should be: Qt's INI reader takes a line
    // with an unbalanced quote (one hand-edited value) as the start of a value running to the
    // end of the file, and so reads no profiles at all, without an error. Done when the file is
    // missing (no profiles yet); else the error names the file and the line.
    Status check() const;
    // The profiles; empty when there are none, and when the file does not read (check() says
    // so: callers that show or act on "no profiles" ask it first).
    QList<Profile> profiles() const;
    std::optional<Profile> find(const QString &name) const;
    // Both refuse to rewrite a file that does not read (every profile in it would be lost), and
    // keep the file as it was in profiles.ini.bak before they write.
    Status save(const Profile &profile);
    Status remove(const QString &name);

    static Status validateName(const QString &name);

private:
    QString m_file;
};

} // namespace outbox
