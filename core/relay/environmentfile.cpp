#include "relay/environmentfile.h"
#include "util/coretr.h"
#include "util/jsontext.h"
#include "util/localfile.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

// systemd's NEWLINE ("\n\r": a carriage return ends a line too) and the rest of its WHITESPACE.
bool isNewline(char c) {
    return c == '\n' || c == '\r';
}
bool isBlank(char c) {
    return c == ' ' || c == '\t';
}

} // namespace

Result<EnvironmentAssignments> parseEnvironmentFile(const QByteArray &contents) {
    enum class State {
        BeforeKey,
        Key,
        BeforeValue,
        Value,
        ValueEscape,
        SingleQuoted,
        DoubleQuoted,
        DoubleQuotedEscape,
        Comment,
    };
    static const QRegularExpression validKey(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    EnvironmentAssignments out;
    State state = State::BeforeKey;
    QByteArray key;
    QByteArray value;
    qsizetype valueKeep = 0; // unquoted trailing whitespace is dropped: the length to keep
    int line = 1;
    int keyLine = 1;

    const auto push = [&]() -> Status {
        const QByteArray name = key.trimmed();
        if (firstInvalidUtf8Offset(name) || firstInvalidUtf8Offset(value))
            return Error::invalid(CoreText::tr("line %1 is not UTF-8").arg(keyLine));
        const QString text = QString::fromUtf8(name);
        if (!validKey.match(text).hasMatch()) {
            // Not the text itself: a line that is not a name may be a secret on a line of its
            // own (base64 ending in "="). Only the first character a name cannot have.
            qsizetype bad = 0;
            while (bad < text.size() &&
                   (text.at(bad) == u'_' || text.at(bad).isLetter() ||
                    (bad > 0 && text.at(bad).isDigit())) &&
                   text.at(bad).unicode() < 128)
                ++bad;
            return Error::invalid(
                CoreText::tr("line %1 is not NAME=value: character %2 of the name is \"%3\", "
                             "and a variable's name has only letters, digits and _ (not a digit "
                             "first)")
                    .arg(keyLine)
                    .arg(bad + 1)
                    .arg(bad < text.size() ? text.mid(bad, 1) : QString()));
        }
        out.append({text, QString::fromUtf8(value)});
        key.clear();
        value.clear();
        valueKeep = 0;
        return Done{};
    };

    for (const char c : contents) {
        switch (state) {
        case State::BeforeKey:
            if (c == '#' || c == ';') {
                state = State::Comment;
            } else if (isNewline(c)) {
                line += c == '\n';
            } else if (!isBlank(c)) {
                state = State::Key;
                keyLine = line;
                key.append(c);
            }
            break;
        case State::Key:
            if (isNewline(c)) { // a line without '=': ignored, as systemd does
                key.clear();
                line += c == '\n';
                state = State::BeforeKey;
            } else if (c == '=') {
                state = State::BeforeValue;
            } else {
                key.append(c);
            }
            break;
        case State::BeforeValue:
            if (isNewline(c)) {
                if (auto pushed = push(); !pushed)
                    return pushed.error();
                line += c == '\n';
                state = State::BeforeKey;
            } else if (c == '\'') {
                state = State::SingleQuoted;
            } else if (c == '"') {
                state = State::DoubleQuoted;
            } else if (c == '\\') {
                state = State::ValueEscape;
            } else if (!isBlank(c)) {
                value.append(c);
                valueKeep = value.size();
                state = State::Value;
            }
            break;
        case State::Value:
            if (isNewline(c)) {
                value.truncate(valueKeep);
                if (auto pushed = push(); !pushed)
                    return pushed.error();
                line += c == '\n';
                state = State::BeforeKey;
            } else if (c == '\\') {
                state = State::ValueEscape;
            } else {
                value.append(c);
                if (!isBlank(c))
                    valueKeep = value.size();
            }
            break;
        case State::ValueEscape:
            state = State::Value;
            if (isNewline(c)) {
                line += c == '\n'; // a continued line
            } else {
                value.append(c);
                valueKeep = value.size();
            }
            break;
        case State::SingleQuoted:
            if (c == '\'') {
                valueKeep = value.size();
                state = State::BeforeValue;
            } else {
                if (c == '\n')
                    ++line;
                value.append(c);
            }
            break;
        case State::DoubleQuoted:
            if (c == '"') {
                valueKeep = value.size();
                state = State::BeforeValue;
            } else if (c == '\\') {
                state = State::DoubleQuotedEscape;
            } else {
                if (c == '\n')
                    ++line;
                value.append(c);
            }
            break;
        case State::DoubleQuotedEscape:
            state = State::DoubleQuoted;
            if (c == '"' || c == '\\' || c == '`' || c == '$') {
                value.append(c);
            } else if (c == '\n') {
                ++line; // a continued line
            } else {
                value.append('\\');
                value.append(c);
            }
            break;
        case State::Comment:
            if (isNewline(c)) {
                line += c == '\n';
                state = State::BeforeKey;
            }
            break;
        }
    }
    switch (state) {
    case State::Value:
        value.truncate(valueKeep);
        [[fallthrough]];
    case State::BeforeValue:
    case State::ValueEscape:
    case State::SingleQuoted:
    case State::DoubleQuoted:
    case State::DoubleQuotedEscape:
        if (auto pushed = push(); !pushed)
            return pushed.error();
        break;
    case State::BeforeKey:
    case State::Key:
    case State::Comment:
        break;
    }
    return out;
}

Status loadEnvironmentFile(const QString &path) {
    auto contents = readLocalFile(path, {1024 * 1024, true});
    if (!contents)
        return Error::invalid(
            CoreText::tr("The environment file cannot be used: %1").arg(contents.error().message));
    auto assignments = parseEnvironmentFile(*contents);
    if (!assignments)
        return Error::invalid(CoreText::tr("The environment file %1 does not read: %2")
                                  .arg(path, assignments.error().message));
    for (const auto &[name, value] : std::as_const(*assignments))
        qputenv(name.toUtf8().constData(), value.toUtf8());
    return Done{};
}

} // namespace outbox
