#pragma once

#include <QString>
#include <QStringView>

#include <cstddef>
#include <optional>

namespace outbox {

// An enum's names as one table, for the functions that write a value as text and read it back
// (a state, a provider, a database's driver): each value's name, and after it any other spelling
// it is also read as. Written and read from the same table, the two cannot drift apart. Unlike a
// switch, a table is not checked by the compiler for a value it leaves out: nameOf() gives that
// value the fallback, and valueNamed() reads nothing as it.
template <typename Enum> struct EnumName {
    Enum value;
    QStringView name;
};

// The name of value: its first entry in table; otherwise when the table has none.
template <typename Enum, std::size_t N>
QString nameOf(const EnumName<Enum> (&table)[N], Enum value, const QString &otherwise = {}) {
    for (const EnumName<Enum> &entry : table)
        if (entry.value == value)
            return entry.name.toString();
    return otherwise;
}

// The value whose name (or other spelling) is text, compared exactly: the caller trims and folds
// case as its format asks. None when the table has no such name.
template <typename Enum, std::size_t N>
std::optional<Enum> valueNamed(const EnumName<Enum> (&table)[N], QStringView text) {
    for (const EnumName<Enum> &entry : table)
        if (entry.name == text)
            return entry.value;
    return std::nullopt;
}

} // namespace outbox
