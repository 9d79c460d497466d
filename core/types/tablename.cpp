#include "types/tablename.h"
#include "util/coretr.h"

#include <QRegularExpression>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {
// A part written without quotes.
const QRegularExpression &plainIdentifier() {
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_$]{0,62}$"_s);
    return identifier;
}
} // namespace

Result<TableName> TableName::parse(const QString &text) {
    const QRegularExpression &identifier = plainIdentifier();
    // Quoted ("…" or `…`): a name with dots in it, as DotNetCore.CAP names its MySQL and SQLite
    // tables (`cap.published`).
    static const QRegularExpression quoted(u"^[A-Za-z0-9_$.]{1,63}$"_s);
    const auto bad = [&] {
        return Error::invalid(
            CoreText::tr(
                "Invalid table name \"%1\": use NAME or SCHEMA.NAME, each part 1 to 63 ASCII "
                "letters, digits, underscores or dollar signs, not starting with a digit or "
                "dollar sign, or in quotes (\"cap.published\") with dots too.")
                .arg(text));
    };
    // The parts, split at the dots outside quotes; each with whether it was quoted.
    QList<std::pair<QString, bool>> parts{{QString(), false}};
    QChar open;
    for (const QChar c : text.trimmed()) {
        if (!open.isNull()) {
            if (c == open)
                open = QChar();
            else
                parts.last().first += c;
        } else if ((c == u'"' || c == u'`') && parts.last().first.isEmpty() &&
                   !parts.last().second) {
            open = c;
            parts.last().second = true;
        } else if (c == u'.') {
            parts.append({QString(), false});
        } else if (parts.last().second) {
            return bad(); // text after a closing quote
        } else {
            parts.last().first += c;
        }
    }
    if (!open.isNull() || parts.size() > 2)
        return bad();
    for (const auto &[part, isQuoted] : parts) {
        if (!(isQuoted ? quoted : identifier).match(part).hasMatch())
            return bad();
    }
    TableName name;
    if (parts.size() == 2)
        name.schema = parts.at(0).first;
    name.name = parts.last().first;
    return name;
}

QString TableName::display() const {
    // A part that could not be written unquoted (a dot in it, a leading digit) is quoted, so
    // that the text parses back to this name.
    const auto part = [](const QString &p) {
        return plainIdentifier().match(p).hasMatch() ? p : u'"' + p + u'"';
    };
    return schema.isEmpty() ? part(name) : part(schema) + u'.' + part(name);
}

} // namespace outbox
