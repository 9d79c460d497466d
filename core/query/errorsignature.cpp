#include "query/errorsignature.h"

#include <QCryptographicHash>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// 8 hex digits in a row: what the uuid and hex rules start with.
bool hasHexRun(QStringView text) {
    int run = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool hex =
            (u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F');
        run = hex ? run + 1 : 0;
        if (run == 8)
            return true;
    }
    return false;
}

// Any decimal digit, as \d matches them (Unicode).
bool hasDigit(QStringView text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) { return c.isDigit(); });
}

} // namespace

QString errorSignature(const QString &error) {
    // One line: stack traces and response bodies after the first line vary without meaning.
    // The first line with text: an error that starts with a line break was still recorded
    // (found by fuzz/fuzz_errorsignature).
    QString s = error.trimmed().section(u'\n', 0, 0).simplified();
    if (s.isEmpty())
        return u"(no error recorded)"_s;

    // Quoted values become placeholders, unless they are a bare word such as an API name
    // ("CopyObject"), which says what failed rather than on what.
    static const QRegularExpression quoted(u"\"[^\"]*\"|'[^']*'"_s);
    static const QRegularExpression bareWord(u"^[A-Za-z_]+$"_s);
    if (s.contains(u'"') || s.contains(u'\'')) {
        QString unquoted;
        qsizetype from = 0;
        for (auto it = quoted.globalMatch(s); it.hasNext();) {
            const QRegularExpressionMatch m = it.next();
            const QString token = m.captured(0);
            const QChar quote = token.at(0);
            unquoted += s.mid(from, m.capturedStart() - from);
            unquoted += bareWord.match(token.mid(1, token.size() - 2)).hasMatch()
                            ? token
                            : QString(quote) + u"<value>"_s + quote;
            from = m.capturedEnd();
        }
        s = unquoted + s.mid(from);
    }

    // Each rule with a test its pattern cannot match without: most texts need one or two of the
    // patterns, and a pattern that cannot match still costs a match (grouping 50,000 dead rows
    // spent a third of its time in them).
    struct Rule {
        QRegularExpression pattern;
        QString replacement;
        bool (*mayMatch)(QStringView);
    };
    static const QList<Rule> rules = {
        // Not its trailing punctuation: "(http://host/path)" keeps its ")" and a sentence its
        // full stop.
        {QRegularExpression(u"\\b[a-z][a-z0-9+.-]*://[^\\s\"']*[^\\s\"'(),.;:!?\\]]"_s,
                            QRegularExpression::CaseInsensitiveOption),
         u"<url>"_s, [](QStringView t) { return t.contains(u"://"); }},
        // Object keys and paths: anything with a slash in it.
        {QRegularExpression(u"[^\\s\"'():,;<>]*/[^\\s\"'():,;<>]*"_s), u"<key>"_s,
         [](QStringView t) { return t.contains(u'/'); }},
        {QRegularExpression(
             u"\\b[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\\b"_s,
             QRegularExpression::CaseInsensitiveOption),
         u"<uuid>"_s, hasHexRun},
        // Hex ids (request ids, hashes) of 8 or more digits with at least one digit.
        {QRegularExpression(u"\\b(?=[0-9a-f]*[0-9])[0-9a-f]{8,}\\b"_s,
                            QRegularExpression::CaseInsensitiveOption),
         u"<hex>"_s, hasHexRun},
        // Numbers, also after punctuation as in batch-12; not inside names such as r2, s3, base64.
        {QRegularExpression(u"(?<![A-Za-z0-9])\\d+(\\.\\d+)*"_s), u"<n>"_s, hasDigit},
    };
    for (const Rule &rule : rules) {
        if (rule.mayMatch(s))
            s.replace(rule.pattern, rule.replacement);
    }
    return s;
}

QString signatureLikePattern(const QString &signature) {
    static const QRegularExpression separators(u"<(?:url|key|uuid|hex|n|value)>|\\s+"_s);
    QStringList words;
    for (const QString &word : signature.split(separators, Qt::SkipEmptyParts)) {
        QString escaped = word;
        escaped.replace(u"!"_s, u"!!"_s).replace(u"%"_s, u"!%"_s).replace(u"_"_s, u"!_"_s);
        words.append(escaped);
    }
    return u'%' + words.join(u'%') + u'%';
}

QString signatureId(const QString &signature) {
    return QString::fromLatin1(
        QCryptographicHash::hash(signature.toUtf8(), QCryptographicHash::Sha1).toHex().left(8));
}

} // namespace outbox
