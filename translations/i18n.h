#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace outbox::i18n {

// The settings key (QSettings of the application, shared by outbox-console and outboxctl)
// that overrides the system language: "de", "fr", "en", "de_CH", …; empty or absent follows
// the system.
inline constexpr char kLanguageKey[] = "language";

// The languages the project ships translations for, besides English (the source language).
QStringList shippedLanguages();

// Where the .qm files are: <prefix>/share/outbox-console/translations beside the executable's
// bin/ (the build tree mirrors that layout, so this works installed and uninstalled).
QString translationsDirectory();

// The language to show: the setting when it is set, else the system's. When the setting
// chooses, it also becomes QLocale's default, so numbers and dates follow it.
QLocale chosenLocale();

// Installs the project's translator and Qt's own (qtbase: dialog buttons, QCommandLineParser
// messages) for chosenLocale() on the application, which must exist and carry its organisation
// and application names. Returns the locale whose translations were loaded (C/English when
// none matched). Call once, before any translated text is built.
QLocale installTranslators(QCoreApplication &app);

} // namespace outbox::i18n
