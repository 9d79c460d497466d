#include "connection/connectiontarget.h"
#include "util/coretr.h"

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString firstOf(const QString &a, const QString &b) {
    return a.isEmpty() ? b : a;
}

} // namespace

Result<ConnectionTarget> ConnectionTarget::resolve(const TargetOptions &o,
                                                   const ProfileStore &store) {
    ConnectionTarget target;
    QString url = o.databaseUrl;
    QString table = o.table;
    QString type = o.type;
    QString vocabulary = o.vocabulary;
    if (!o.profileName.isEmpty()) {
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
        target.profileName = p.name;
        target.environment = p.environment;
        target.readOnly = p.readOnly;
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
    if (target.spec.password.isEmpty())
        target.spec.password = qEnvironmentVariable("OUTBOX_DATABASE_PASSWORD");
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
    auto vocab = TableResolver::parseVocabularyName(vocabulary);
    if (!vocab)
        return inProfile(vocab.error());
    if (!vocab->isEmpty())
        target.request.vocabulary = *vocab;
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
                          profile.vocabulary};
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
    return resolved;
}

Result<ConnectionTarget> ConnectionTarget::fromUrl(const QString &url, const QString &table) {
    return resolve(TargetOptions{{}, url, table, {}, {}}, ProfileStore());
}

} // namespace outbox
