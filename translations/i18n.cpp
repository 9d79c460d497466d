#include "i18n.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLoggingCategory>
#include <QSettings>
#include <QTranslator>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcI18n, "outbox.i18n", QtInfoMsg)

namespace outbox::i18n {

QStringList shippedLanguages() {
    return {u"de"_s, u"fr"_s};
}

QString translationsDirectory() {
    return QDir::cleanPath(QCoreApplication::applicationDirPath() +
                           u"/../share/outbox-console/translations"_s);
}

QLocale chosenLocale() {
    const QString setting = QSettings().value(QLatin1StringView(kLanguageKey)).toString().trimmed();
    if (setting.isEmpty())
        return QLocale::system();
    const QLocale locale(setting);
    if (locale.language() == QLocale::C) {
        qCWarning(lcI18n) << "Unknown language setting" << setting << "- following the system";
        return QLocale::system();
    }
    QLocale::setDefault(locale);
    return locale;
}

namespace {

// The file for the first of the user's languages (in order of preference) that has one, or
// English: with LANGUAGE=en:de an English user keeps English instead of falling through to
// German. English has a file of its own for the plural forms of the source strings only.
std::optional<QString> pickFile(const QLocale &locale, const QString &directory) {
    for (QString name : locale.uiLanguages()) {
        name.replace(u'-', u'_');
        const bool english = name == u"C"_s || name.startsWith(u"en"_s);
        for (QString candidate = english ? u"en"_s : name; !candidate.isEmpty();) {
            const QString file = directory + u"/outbox-console_"_s + candidate + u".qm"_s;
            if (QFileInfo::exists(file))
                return file;
            const qsizetype cut = candidate.lastIndexOf(u'_');
            candidate = cut > 0 ? candidate.left(cut) : QString();
        }
        if (english)
            return std::nullopt;
    }
    return std::nullopt;
}

} // namespace

QLocale installTranslators(QCoreApplication &app) {
    const QLocale locale = chosenLocale();
    const auto file = pickFile(locale, translationsDirectory());
    if (!file) {
        qCDebug(lcI18n) << "No translation for" << locale.uiLanguages() << "- English";
        return QLocale::c();
    }
    auto *own = new QTranslator(&app);
    if (!own->load(*file)) {
        qCWarning(lcI18n) << "Could not load" << *file;
        delete own;
        return QLocale::c();
    }
    QCoreApplication::installTranslator(own);
    const QLocale loaded(own->language());
    if (loaded.language() == QLocale::English)
        return loaded; // Qt's own strings are English already

    // Qt's own strings in the same language (Debian: qt6-translations-l10n); fine if absent.
    auto *qt = new QTranslator(&app);
    if (qt->load(loaded, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    qCDebug(lcI18n) << "Loaded" << *file << "for" << loaded.name();
    return loaded;
}

} // namespace outbox::i18n
