#include "coretr.h"

#include <QLocale>
#include <QLoggingCategory>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace outbox {

Q_LOGGING_CATEGORY(lcCoreText, "outbox.core.text", QtInfoMsg)

namespace {

thread_local bool t_english = false;

// The English plural forms ("%n attempt(s)" → "1 attempt", "4 attempts"): outbox-console_en.qm,
// built into outbox_core as a resource by translations/CMakeLists.txt, so English mode needs no
// installed file and does not depend on the translator the application loaded.
const QTranslator &englishPlurals() {
    // Never deleted: threads may use it until the process ends. translate() only reads, so the
    // threads share it once it is loaded (the static's initialisation is thread-safe).
    static const QTranslator *const translator = [] {
        auto *t = new QTranslator;
        const QString file = u":/outbox-core/i18n/outbox-console_en.qm"_s;
        if (!t->load(file))
            qCWarning(lcCoreText) << "cannot load the English plural forms from" << file;
        return t;
    }();
    return *translator;
}

// What QCoreApplication::translate does to a translation, with digits that do not depend on the
// default locale: %n → 4, %Ln → QLocale::c()'s 4.
QString replaceCount(QString text, int n) {
    if (n < 0)
        return text;
    qsizetype at = 0;
    while ((at = text.indexOf(u'%', at)) != -1) {
        qsizetype next = at + 1;
        const bool localized = next < text.size() && text.at(next) == u'L';
        if (localized)
            ++next;
        if (next < text.size() && text.at(next) == u'n') {
            const QString number = localized ? QLocale::c().toString(n) : QString::number(n);
            text.replace(at, next + 1 - at, number);
            at += number.size();
        } else {
            at = next;
        }
    }
    return text;
}

} // namespace

QString CoreText::tr(const char *sourceText, const char *disambiguation, int n) {
    if (!t_english)
        return QCoreApplication::translate(kContext, sourceText, disambiguation, n);
    QString text = englishPlurals().translate(kContext, sourceText, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(sourceText);
    return replaceCount(text, n);
}

bool CoreText::isEnglishOnThisThread() {
    return t_english;
}

CoreText::EnglishScope::EnglishScope()
    : m_previous(t_english) {
    t_english = true;
}

CoreText::EnglishScope::~EnglishScope() {
    t_english = m_previous;
}

} // namespace outbox
