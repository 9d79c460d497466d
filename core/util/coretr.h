#pragma once

#include <QCoreApplication>
#include <QString>

namespace outbox {

// The translation context of every message core builds for a person to read (error messages,
// outcome summaries, retry schedules, promotion steps): CoreText::tr("…"), with
// CoreText::tr("%n row(s)", nullptr, n) for counts. Log messages, audit records, SQL, JSON and
// CSV stay English and untranslated.
//
// Some of these messages are not shown but stored in the shared database (the relay's
// last_error, which every console groups into error groups): those must be English whatever
// language the writing program shows. A thread that builds such texts holds a
// CoreText::EnglishScope while it does; on that thread tr() then gives the English source text,
// with the English plural forms ("after 1 attempt", "after 4 attempts") and numbers in C-locale
// digits. Other threads keep the application's language.
class CoreText {
#if 0
    // For lupdate only, which reads through preprocessor conditions: it makes "outbox" the
    // context of the CoreText::tr strings. The compiler gets the tr() below instead, which would
    // clash with the one the macro declares.
    Q_DECLARE_TR_FUNCTIONS(outbox)
#endif
public:
    // The context of the strings in the .ts files.
    static constexpr char kContext[] = "outbox";

    // The text in the application's language (QCoreApplication::translate in context "outbox"),
    // or in English while this thread holds an EnglishScope. n >= 0 chooses the plural form and
    // replaces %n (and %Ln) with it.
    static QString tr(const char *sourceText, const char *disambiguation = nullptr, int n = -1);

    // Whether tr() gives English on the calling thread.
    static bool isEnglishOnThisThread();

    // While it lives, tr() on the thread that made it gives English. Nests; the destructor
    // restores what the thread had before, so make and destroy it on the same thread (a local
    // variable at the start of the thread's work, or around the code that builds stored texts).
    class EnglishScope {
    public:
        EnglishScope();
        ~EnglishScope();
        EnglishScope(const EnglishScope &) = delete;
        EnglishScope &operator=(const EnglishScope &) = delete;

    private:
        bool m_previous;
    };
};

} // namespace outbox
