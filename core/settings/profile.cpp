#include "settings/profile.h"
#include "util/coretr.h"
#include "util/localfile.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QUrl>

#include <utility>

using namespace Qt::StringLiterals;

namespace outbox {

QString Profile::normalizedEnvironment(const QString &text) {
    const QString folded = text.trimmed().toLower();
    for (const QString &known : {u"dev"_s, u"staging"_s, u"prod"_s})
        if (folded == known)
            return known;
    return text;
}

Status Profile::checkEnvironment() const {
    if (environment == u"dev"_s || environment == u"staging"_s || environment == u"prod"_s)
        return Done{};
    return Error::invalid(
        CoreText::tr("Profile \"%1\" has the environment \"%2\", which is none of dev, staging or "
                     "prod: correct it in the profiles file (or the connection manager) before "
                     "using the profile, so that its protection does not depend on spelling.")
            .arg(name, environment));
}

ProfileStore::ProfileStore()
    : m_file(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
             u"/outbox-console/profiles.ini"_s) {}

ProfileStore::ProfileStore(QString settingsFile)
    : m_file(std::move(settingsFile)) {}

Status ProfileStore::validateName(const QString &name) {
    static const QRegularExpression allowed(u"^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$"_s);
    if (!allowed.match(name).hasMatch())
        return Error::invalid(
            CoreText::tr("Invalid profile name \"%1\": use up to 64 letters, digits, spaces, "
                         "dots, dashes or underscores.")
                .arg(name));
    return Done{};
}

Status ProfileStore::check() const {
    if (!QFileInfo::exists(m_file) && !QFileInfo(m_file).isSymLink())
        return Done{};
    auto read = readLocalFile(m_file, {4 * 1024 * 1024, true});
    if (!read)
        return Error::invalid(
            CoreText::tr("The profiles file cannot be used: %1").arg(read.error().message));
    const auto bad = [&](int line, const QString &why) {
        return Error::invalid(CoreText::tr("The profiles file %1 does not read: line %2 %3. "
                                           "Correct it by hand (a copy of the last good one may "
                                           "be in %1.bak); it is not rewritten until it reads.")
                                  .arg(m_file)
                                  .arg(line)
                                  .arg(why));
    };
    const QList<QByteArray> lines = read->split('\n');
    for (int n = 0; n < lines.size(); ++n) {
        const QByteArray line = lines.at(n).trimmed();
        if (line.isEmpty() || line.startsWith(';') || line.startsWith('#'))
            continue;
        if (line.startsWith('[')) {
            if (!line.endsWith(']'))
                return bad(n + 1, CoreText::tr("opens a section without closing it"));
            continue;
        }
        const qsizetype equals = line.indexOf('=');
        if (equals <= 0)
            return bad(n + 1, CoreText::tr("is neither a [section] nor a key=value line"));
        // In a value, a quote opens text that must close on the same line (the writer escapes
        // line breaks): Qt's reader would run an unclosed one on to the end of the file.
        bool quoted = false;
        for (qsizetype i = equals + 1; i < line.size(); ++i) {
            if (line.at(i) == '\\')
                ++i;
            else if (line.at(i) == '"')
                quoted = !quoted;
        }
        if (quoted)
            return bad(n + 1, CoreText::tr("has a quote (\") that is not closed"));
    }
    return Done{};
}

QList<Profile> ProfileStore::profiles() const {
    if (!check())
        return {};
    QSettings s(m_file, QSettings::IniFormat);
    QList<Profile> out;
    const int n = s.beginReadArray(u"profiles"_s);
    for (int i = 0; i < n; ++i) {
        s.setArrayIndex(i);
        Profile p;
        p.name = s.value(u"name"_s).toString();
        p.databaseUrl = s.value(u"database"_s).toString();
        p.passwordCommand = s.value(u"passwordCommand"_s).toString();
        p.sshDestination = s.value(u"ssh"_s).toString();
        p.sshConfig = s.value(u"sshConfig"_s).toString();
        p.table = s.value(u"table"_s).toString();
        p.format = s.value(u"format"_s, u"auto"_s).toString();
        p.vocabulary = s.value(u"vocabulary"_s, u"auto"_s).toString();
        p.capFailedRetryCount = s.value(u"capFailedRetryCount"_s, 50).toInt();
        p.formatMap = s.value(u"formatMap"_s).toStringList();
        p.formatStateValues = s.value(u"formatStateValues"_s).toStringList();
        p.rememberedVocabulary = s.value(u"vocabularyRemembered"_s).toString();
        p.rememberedVocabularyTable = s.value(u"vocabularyRememberedTable"_s).toString();
        p.environment =
            Profile::normalizedEnvironment(s.value(u"environment"_s, u"dev"_s).toString());
        p.objectStore = s.value(u"objectStore"_s).toString();
        p.sink = s.value(u"sink"_s).toString();
        p.relayOrdering = s.value(u"relayOrdering"_s, u"key"_s).toString();
        p.eventFormat = s.value(u"eventFormat"_s, u"plain"_s).toString();
        p.webhookSignature = s.value(u"webhookSignature"_s, u"hmac-sha256"_s).toString();
        p.ceSource = s.value(u"ceSource"_s).toString();
        p.ceType = s.value(u"ceType"_s).toString();
        p.ceSubject = s.value(u"ceSubject"_s).toString();
        p.readOnly = s.value(u"readOnly"_s, false).toBool();
        p.payloadVisibility = s.value(u"payloadVisibility"_s).toString();
        p.maskKeys = s.value(u"maskKeys"_s).toString();
        p.writeUser = s.value(u"writeUser"_s).toString();
        p.notify.newDeadRows = qMax(0, s.value(u"notifyNewDeadRows"_s, 0).toInt());
        p.notify.blockedKeys = s.value(u"notifyBlockedKeys"_s, false).toBool();
        p.notify.oldestPendingMinutes =
            qMax(0, s.value(u"notifyOldestPendingMinutes"_s, 0).toInt());
        out.append(p);
    }
    s.endArray();
    return out;
}

std::optional<Profile> ProfileStore::find(const QString &name) const {
    for (const Profile &p : profiles()) {
        if (p.name == name)
            return p;
    }
    return std::nullopt;
}

namespace {
Status writeAll(const QString &file, const QList<Profile> &all) {
    QDir().mkpath(QFileInfo(file).absolutePath());
    // The file as it was, kept beside it: one hand edit or one wrong save away from the last
    // good profiles.
    if (QFileInfo(file).isFile()) {
        auto old = readLocalFile(file, {4 * 1024 * 1024, false});
        if (!old)
            return old.error();
        if (auto kept = writeLocalFile(file + u".bak"_s, *old); !kept)
            return kept.error();
    }
    QSettings s(file, QSettings::IniFormat);
    s.remove(u"profiles"_s);
    s.beginWriteArray(u"profiles"_s, int(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        const Profile &p = all.at(i);
        s.setArrayIndex(i);
        s.setValue(u"name"_s, p.name);
        s.setValue(u"database"_s, p.databaseUrl);
        for (const auto &[key, value] :
             {std::pair{u"passwordCommand"_s, &p.passwordCommand},
              std::pair{u"ssh"_s, &p.sshDestination}, std::pair{u"sshConfig"_s, &p.sshConfig}})
            if (!value->isEmpty())
                s.setValue(key, *value);
        s.setValue(u"table"_s, p.table);
        s.setValue(u"format"_s, p.format);
        s.setValue(u"vocabulary"_s, p.vocabulary);
        if (p.capFailedRetryCount != 50)
            s.setValue(u"capFailedRetryCount"_s, p.capFailedRetryCount);
        if (!p.formatMap.isEmpty())
            s.setValue(u"formatMap"_s, p.formatMap);
        if (!p.formatStateValues.isEmpty())
            s.setValue(u"formatStateValues"_s, p.formatStateValues);
        if (!p.rememberedVocabulary.isEmpty()) {
            s.setValue(u"vocabularyRemembered"_s, p.rememberedVocabulary);
            s.setValue(u"vocabularyRememberedTable"_s, p.rememberedVocabularyTable);
        }
        s.setValue(u"environment"_s, p.environment);
        s.setValue(u"objectStore"_s, p.objectStore);
        s.setValue(u"sink"_s, p.sink);
        s.setValue(u"relayOrdering"_s, p.relayOrdering);
        s.setValue(u"eventFormat"_s, p.eventFormat);
        s.setValue(u"webhookSignature"_s, p.webhookSignature);
        for (const auto &[key, value] :
             {std::pair{u"ceSource"_s, &p.ceSource}, std::pair{u"ceType"_s, &p.ceType},
              std::pair{u"ceSubject"_s, &p.ceSubject}}) {
            if (!value->isEmpty())
                s.setValue(key, *value);
        }
        s.setValue(u"readOnly"_s, p.readOnly);
        s.setValue(u"payloadVisibility"_s, p.payloadVisibility);
        s.setValue(u"maskKeys"_s, p.maskKeys);
        if (!p.writeUser.isEmpty())
            s.setValue(u"writeUser"_s, p.writeUser);
        if (p.notify.any()) {
            s.setValue(u"notifyNewDeadRows"_s, p.notify.newDeadRows);
            s.setValue(u"notifyBlockedKeys"_s, p.notify.blockedKeys);
            s.setValue(u"notifyOldestPendingMinutes"_s, p.notify.oldestPendingMinutes);
        }
    }
    s.endArray();
    s.sync();
    if (s.status() != QSettings::NoError)
        return Error::failed(CoreText::tr("Could not write the profiles to %1.").arg(file));
    return Done{};
}
} // namespace

Status ProfileStore::save(const Profile &profile) {
    if (auto valid = validateName(profile.name); !valid)
        return valid;
    // A password in the URL would land in the settings file: refuse it.
    if (!QUrl(profile.databaseUrl).password().isEmpty())
        return Error::invalid(
            CoreText::tr("The database URL of profile \"%1\" contains a password; profiles "
                         "keep passwords in the keychain only.")
                .arg(profile.name));
    if (auto readable = check(); !readable)
        return readable;
    QList<Profile> all = profiles();
    bool replaced = false;
    for (Profile &p : all) {
        if (p.name == profile.name) {
            p = profile;
            replaced = true;
        }
    }
    if (!replaced)
        all.append(profile);
    return writeAll(m_file, all);
}

Status ProfileStore::remove(const QString &name) {
    if (auto readable = check(); !readable)
        return readable;
    QList<Profile> all = profiles();
    const auto removed = all.removeIf([&](const Profile &p) { return p.name == name; });
    if (removed == 0)
        return Error::invalid(CoreText::tr("No profile named \"%1\".").arg(name));
    return writeAll(m_file, all);
}

} // namespace outbox
