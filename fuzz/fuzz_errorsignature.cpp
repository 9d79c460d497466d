// Error-signature normalisation: errorSignature must be idempotent (a signature is its own
// group), signatureId is 8 hex digits, and every error must match the LIKE pattern of its own
// signature (the server-side "error group" filter would otherwise lose rows of the group).
//
// Input: one error text (any bytes; only the first line counts).
#include "fuzzinput.h"

#include "query/errorsignature.h"

using namespace Qt::StringLiterals;
using namespace outbox;
using namespace outbox::fuzz;

namespace {

// SQL LIKE with escape character '!', case-sensitive (the strictest of the dialects), on code
// points. Iterative with backtracking to the last '%', so long inputs stay linear-ish.
bool like(const QList<uint> &s, const QList<uint> &p) {
    struct Token {
        enum { Literal, One, Any } kind;
        uint c;
    };
    QList<Token> tokens;
    for (qsizetype i = 0; i < p.size(); ++i) {
        if (p[i] == '!' && i + 1 < p.size())
            tokens.append({Token::Literal, p[++i]});
        else if (p[i] == '%')
            tokens.append({Token::Any, 0});
        else if (p[i] == '_')
            tokens.append({Token::One, 0});
        else
            tokens.append({Token::Literal, p[i]});
    }
    qsizetype si = 0, ti = 0, starTi = -1, starSi = 0;
    while (si < s.size()) {
        if (ti < tokens.size() && tokens[ti].kind == Token::Any) {
            starTi = ti++;
            starSi = si;
        } else if (ti < tokens.size() && (tokens[ti].kind == Token::One || tokens[ti].c == s[si])) {
            ++ti;
            ++si;
        } else if (starTi >= 0) {
            ti = starTi + 1;
            si = ++starSi;
        } else {
            return false;
        }
    }
    while (ti < tokens.size() && tokens[ti].kind == Token::Any)
        ++ti;
    return ti == tokens.size();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096)
        return -1; // errors are stored whole, but regex cost grows with length: keep runs fast
    const QString error =
        text(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));

    const QString signature = errorSignature(error);
    check(!signature.isEmpty(), "an empty signature", error);
    check(!signature.contains(u'\n'), "a signature of more than one line", signature);
    // Known finding (docs/reliability.md): with unbalanced or runs of quotes the quote pairs of
    // the second pass differ from the first ("''<uuid>''" → "''<value>''"). No caller
    // normalises a signature again, so only quote-free errors are held to idempotence.
    if (!error.contains(u'"') && !error.contains(u'\'')) {
        const QString again = errorSignature(signature);
        check(again == signature, "errorSignature is not idempotent",
              u"\"%1\" → \"%2\" → \"%3\""_s.arg(error, signature, again));
    }

    const QString id = signatureId(signature);
    check(id.size() == 8, "signatureId is not 8 characters", id);
    for (const QChar c : id)
        check(c.isDigit() || (c >= u'a' && c <= u'f'), "signatureId is not lowercase hex", id);

    // The group filter selects "(no error recorded)" as NULL or blank (filtersql.cpp): only
    // errors without any text may have that signature.
    if (signature == u"(no error recorded)"_s) {
        check(error.trimmed().isEmpty(), "a recorded error in the group \"(no error recorded)\"",
              error);
        return 0;
    }
    const QString pattern = signatureLikePattern(signature);
    check(like(error.toUcs4(), pattern.toUcs4()),
          "the error does not match its own group's LIKE pattern",
          u"error \"%1\"\nsignature \"%2\"\npattern \"%3\""_s.arg(error, signature, pattern));
    return 0;
}
