#include "target/connectiontarget.h"
#include "connection/sshtunnel.h"
#include "schema/adaptedformats.h"
#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString firstOf(const QString &a, const QString &b) {
    return a.isEmpty() ? b : a;
}

} // namespace

Status parseFormatOptions(const QString &capFailedRetryCount, const QStringList &map,
                          const QStringList &stateValues, FormatOptions &options) {
    if (!capFailedRetryCount.isEmpty()) {
        bool ok = false;
        const int n = capFailedRetryCount.trimmed().toInt(&ok);
        if (!ok || n < 1 || n > 1'000'000)
            return Error::invalid(CoreText::tr("Invalid --cap-failed-retry-count \"%1\": a whole "
                                               "number from 1 to 1000000 (CAP's FailedRetryCount).")
                                      .arg(capFailedRetryCount.left(40)));
        options.capFailedRetryCount = n;
    }
    if (Status ok = parseMappedRoles(map, options); !ok)
        return ok;
    return parseStateValues(stateValues, options);
}

Result<ConnectionTarget> ConnectionTarget::resolve(const TargetOptions &o,
                                                   const ProfileStore &store) {
    ConnectionTarget target;
    QString url = o.databaseUrl;
    QString table = o.table;
    QString type = o.type;
    QString vocabulary = o.vocabulary;
    QString passwordCommand = o.passwordCommand;
    QString sshDestination = o.sshDestination;
    QString sshConfig = o.sshConfig;
    QString capRetries = o.capFailedRetryCount;
    QStringList map = o.map;
    QStringList stateValues = o.stateValues;
    QString writeUser = o.writeUser;
    if (!o.profileName.isEmpty()) {
        if (auto readable = store.check(); !readable) // not "no such profile"
            return readable.error();
        target.profile = store.find(o.profileName);
        if (!target.profile)
            return Error::invalid(CoreText::tr("No profile named \"%1\" (profiles are kept in %2).")
                                      .arg(o.profileName, store.settingsFile()));
        const Profile &p = *target.profile;
        if (auto known = p.checkEnvironment(); !known)
            return known.error();
        url = firstOf(url, p.databaseUrl);
        table = firstOf(table, p.table);
        type = firstOf(type, p.format);
        vocabulary = firstOf(vocabulary, p.vocabulary);
        passwordCommand = firstOf(passwordCommand, p.passwordCommand);
        sshDestination = firstOf(sshDestination, p.sshDestination);
        sshConfig = firstOf(sshConfig, p.sshConfig);
        capRetries = firstOf(capRetries, QString::number(p.capFailedRetryCount));
        if (map.isEmpty())
            map = p.formatMap;
        if (stateValues.isEmpty())
            stateValues = p.formatStateValues;
        writeUser = firstOf(writeUser, p.writeUser);
        target.profileName = p.name;
        target.environment = p.environment;
        target.readOnly = p.readOnly;
        target.request.rememberedVocabulary = p.rememberedVocabulary;
        target.request.rememberedVocabularyTable = p.rememberedVocabularyTable;
    }
    url = firstOf(url, qEnvironmentVariable("OUTBOX_DATABASE_URL"));

    const auto inProfile = [&](const Error &e) {
        return o.profileName.isEmpty()
                   ? e
                   : Error{e.kind,
                           CoreText::tr("Profile \"%1\": %2").arg(o.profileName, e.message)};
    };
    auto spec = ConnectionSpec::fromUrl(url);
    if (!spec)
        return inProfile(spec.error());
    target.spec = *spec;
    target.spec.passwordCommand = passwordCommand;
    target.spec.sshDestination = sshDestination;
    target.spec.sshConfig = sshConfig;
    if (!sshDestination.isEmpty())
        if (Status ok = SshTunnels::checkDestination(sshDestination); !ok)
            return inProfile(ok.error());
    if (target.spec.password.isEmpty())
        target.spec.password = qEnvironmentVariable("OUTBOX_DATABASE_PASSWORD");
    if (target.spec.sslKeyPassword.isEmpty())
        target.spec.sslKeyPassword = qEnvironmentVariable("OUTBOX_DATABASE_SSLPASSWORD");
    if (!table.isEmpty()) {
        auto name = TableName::parse(table);
        if (!name)
            return inProfile(name.error());
        target.request.table = *name;
    }
    auto format = TableResolver::parseFormatName(type);
    if (!format)
        return inProfile(format.error());
    target.request.format = *format;
    if (Status ok = parseFormatOptions(capRetries, map, stateValues, target.request.options); !ok)
        return inProfile(ok.error());
    auto vocab = TableResolver::parseVocabularyName(vocabulary);
    if (!vocab)
        return inProfile(vocab.error());
    if (!vocab->isEmpty())
        target.request.vocabulary = *vocab;
    if (!writeUser.isEmpty()) {
        if (target.spec.kind == DatabaseKind::SQLite)
            return inProfile(Error::invalid(
                CoreText::tr("A write user is for PostgreSQL and MySQL/MariaDB: a SQLite file "
                             "has no users (its file permissions decide what may change).")));
        // Another user of the same server: its own password (the read user's password command
        // prints the read user's; an IAM token is made for whichever user connects).
        ConnectionSpec write = target.spec;
        write.user = writeUser;
        write.password = qEnvironmentVariable("OUTBOX_DATABASE_WRITE_PASSWORD");
        write.passwordFromUrl = false;
        write.passwordCommand.clear();
        target.writeSpec = write;
    }
    target.label = target.profileName.isEmpty() ? target.spec.displayUrl() : target.profileName;
    return target;
}

Result<ConnectionTarget> ConnectionTarget::fromProfile(const Profile &profile,
                                                       const QString &tableOverride) {
    // A store holding just this profile: the same precedence as a named profile.
    if (auto known = profile.checkEnvironment(); !known)
        return known.error();
    TargetOptions options{{},
                          profile.databaseUrl,
                          firstOf(tableOverride, profile.table),
                          profile.format,
                          profile.vocabulary,
                          profile.passwordCommand,
                          profile.sshDestination,
                          profile.sshConfig,
                          QString::number(profile.capFailedRetryCount),
                          profile.formatMap,
                          profile.formatStateValues,
                          profile.writeUser};
    auto resolved = resolve(options, ProfileStore());
    if (!resolved)
        return Error{
            resolved.error().kind,
            CoreText::tr("Profile \"%1\": %2").arg(profile.name, resolved.error().message)};
    resolved->label = profile.name;
    resolved->profileName = profile.name;
    resolved->environment = profile.environment;
    resolved->readOnly = profile.readOnly;
    resolved->profile = profile;
    resolved->request.rememberedVocabulary = profile.rememberedVocabulary;
    resolved->request.rememberedVocabularyTable = profile.rememberedVocabularyTable;
    return resolved;
}

namespace {

// The profile with the vocabulary just learnt, or nullopt when there is nothing new to remember.
std::optional<Profile> profileRememberingVocabulary(const ConnectionTarget &target,
                                                    const OutboxTable &table) {
    if (!target.profile || !table.description().statusVocabulary || target.request.vocabulary)
        return std::nullopt; // no profile, or the vocabulary is given: nothing to learn
    if (table.vocabularySource != VocabularySource::Recorded &&
        table.vocabularySource != VocabularySource::Detected)
        return std::nullopt;
    Profile profile = *target.profile;
    const QString name = table.name.display();
    if (profile.rememberedVocabulary == table.vocabulary.name &&
        profile.rememberedVocabularyTable == name)
        return std::nullopt;
    profile.rememberedVocabulary = table.vocabulary.name;
    profile.rememberedVocabularyTable = name;
    return profile;
}

} // namespace

Status rememberVocabulary(const ProfileStore &store, ConnectionTarget &target,
                          const OutboxTable &table) {
    const std::optional<Profile> profile = profileRememberingVocabulary(target, table);
    if (!profile)
        return Done{};
    // The store's copy, so that nothing else of it is overwritten by an older one.
    std::optional<Profile> stored = store.find(profile->name);
    if (!stored)
        return Done{}; // a profile that is not saved (the console's demo, a test)
    stored->rememberedVocabulary = profile->rememberedVocabulary;
    stored->rememberedVocabularyTable = profile->rememberedVocabularyTable;
    if (auto saved = ProfileStore(store).save(*stored); !saved)
        return saved;
    target.profile = *profile;
    target.request.rememberedVocabulary = profile->rememberedVocabulary;
    target.request.rememberedVocabularyTable = profile->rememberedVocabularyTable;
    return Done{};
}

Result<ConnectionTarget> ConnectionTarget::fromUrl(const QString &url, const QString &table) {
    return resolve(TargetOptions{{}, url, table, {}, {}, {}, {}, {}, {}, {}, {}, {}},
                   ProfileStore());
}

} // namespace outbox
