#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace outbox {

// What the JSON a payload holds is, in words ("string", "number", "null", …), for messages that
// say "a JSON string, not a JSON object".
QString jsonTypeName(const QJsonValue &value);
// The type of a text that is one JSON scalar on its own ("str", 12, null, true): its name; none
// when the text is anything else (an object, an array, not JSON).
std::optional<QString> scalarJsonTypeName(const QByteArray &utf8);

// The first string of a JSON value (a key or a value, at any depth) that a database's JSON type
// stores but cannot turn into text again: U+0000, or a UTF-16 surrogate without its partner (the
// escapes "\u0000", "\ud800"). PostgreSQL's json type accepts both; every ->> on such a document
// then fails the whole statement. Returns where it is ("storage_path", "meta.tags[2]", "key
// \"a\u0000\"") and what it holds; none when every string is storable text.
struct UnstorableString {
    QString path;
    QString what; // "U+0000", "an unpaired surrogate U+D800"
};
std::optional<UnstorableString> findUnstorableString(const QJsonValue &value);

// The byte offset of the first byte that is not part of well-formed UTF-8 (overlong forms,
// surrogates and code points past U+10FFFF included); none when all of it is.
std::optional<qsizetype> firstInvalidUtf8Offset(const QByteArray &bytes);

} // namespace outbox
