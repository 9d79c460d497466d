#pragma once

// Shared by the fuzz targets: turns libFuzzer's bytes into the strings the parsers take, and
// reports a broken invariant as a crash (libFuzzer saves the input that did it).

#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace outbox::fuzz {

// Fields of one input are separated by the ASCII record separator (0x1E), so seeds stay
// readable and any other byte, newlines and NULs included, can be part of a field.
inline constexpr char kSeparator = '\x1e';

inline QList<QByteArray> splitFields(const uint8_t *data, size_t size) {
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size))
        .split(kSeparator);
}

// UTF-8 by default; a field that starts with the UTF-16LE byte order mark (FF FE) is read as
// raw UTF-16 instead, so lone surrogates and other strings UTF-8 cannot carry are reached too.
inline QString text(const QByteArray &field) {
    if (field.size() >= 2 && uchar(field[0]) == 0xff && uchar(field[1]) == 0xfe) {
        const QByteArray rest = field.mid(2);
        return QString(reinterpret_cast<const QChar *>(rest.constData()), rest.size() / 2);
    }
    return QString::fromUtf8(field);
}

inline QString field(const QList<QByteArray> &fields, qsizetype i) {
    return i < fields.size() ? text(fields.at(i)) : QString();
}

[[noreturn]] inline void fail(const char *what, const QString &detail = {}) {
    std::fprintf(stderr, "INVARIANT BROKEN: %s\n%s\n", what, detail.toUtf8().constData());
    std::abort();
}

inline void check(bool ok, const char *what, const QString &detail = {}) {
    if (!ok)
        fail(what, detail);
}

} // namespace outbox::fuzz
