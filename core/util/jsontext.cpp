#include "util/jsontext.h"
#include "util/coretr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace outbox {

QString jsonTypeName(const QJsonValue &value) {
    switch (value.type()) {
    case QJsonValue::Bool:
        return CoreText::tr("boolean");
    case QJsonValue::Double:
        return CoreText::tr("number");
    case QJsonValue::String:
        return CoreText::tr("string");
    case QJsonValue::Null:
        return CoreText::tr("null");
    case QJsonValue::Array:
        return CoreText::tr("array");
    case QJsonValue::Object:
        return CoreText::tr("object");
    default:
        return CoreText::tr("value");
    }
}

std::optional<QString> scalarJsonTypeName(const QByteArray &utf8) {
    // Qt reads only objects and arrays as documents: a lone scalar is read inside an array.
    QJsonParseError error;
    const QJsonDocument wrapped = QJsonDocument::fromJson('[' + utf8 + ']', &error);
    if (error.error != QJsonParseError::NoError || wrapped.array().size() != 1)
        return std::nullopt;
    const QJsonValue only = wrapped.array().first();
    if (only.isArray() || only.isObject())
        return std::nullopt;
    return jsonTypeName(only);
}

namespace {

// What makes a string unstorable, or nothing.
std::optional<QString> unstorable(const QString &text) {
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c.unicode() == 0)
            return u"U+0000"_s;
        if (c.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            ++i;
            continue;
        }
        if (c.isSurrogate())
            return CoreText::tr("an unpaired surrogate U+%1")
                .arg(QString::number(c.unicode(), 16).toUpper());
    }
    return std::nullopt;
}

// A key as a path step: plain when it is a simple name, else quoted with its controls shown.
QString step(const QString &path, const QString &key) {
    bool plain = !key.isEmpty();
    for (const QChar c : key)
        plain = plain && (c.isLetterOrNumber() || c == u'_' || c == u'-');
    QString shown = key;
    if (!plain) {
        shown.clear();
        for (const QChar c : key)
            shown += (c.unicode() < 0x20 || c.isSurrogate())
                         ? u"\\u%1"_s.arg(uint(c.unicode()), 4, 16, QLatin1Char('0'))
                         : QString(c);
        shown = u'"' + shown + u'"';
    }
    return path.isEmpty() ? shown : path + u'.' + shown;
}

std::optional<UnstorableString> search(const QJsonValue &value, const QString &path) {
    if (value.isString()) {
        if (auto what = unstorable(value.toString()))
            return UnstorableString{path, *what};
        return std::nullopt;
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            if (auto found = search(array.at(i), u"%1[%2]"_s.arg(path).arg(i)))
                return found;
        return std::nullopt;
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            const QString here = step(path, it.key());
            if (auto what = unstorable(it.key()))
                return UnstorableString{CoreText::tr("the key %1").arg(here), *what};
            if (auto found = search(it.value(), here))
                return found;
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<UnstorableString> findUnstorableString(const QJsonValue &value) {
    return search(value, QString());
}

std::optional<qsizetype> firstInvalidUtf8Offset(const QByteArray &bytes) {
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const unsigned char b = s[i];
        if (b < 0x80) {
            ++i;
            continue;
        }
        int length = 0;
        char32_t min = 0;
        char32_t cp = 0;
        if ((b & 0xe0) == 0xc0) {
            length = 2;
            min = 0x80;
            cp = b & 0x1f;
        } else if ((b & 0xf0) == 0xe0) {
            length = 3;
            min = 0x800;
            cp = b & 0x0f;
        } else if ((b & 0xf8) == 0xf0) {
            length = 4;
            min = 0x10000;
            cp = b & 0x07;
        } else {
            return i;
        }
        if (i + length > n)
            return i;
        for (int k = 1; k < length; ++k) {
            if ((s[i + k] & 0xc0) != 0x80)
                return i;
            cp = (cp << 6) | (s[i + k] & 0x3f);
        }
        if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return i;
        i += length;
    }
    return std::nullopt;
}

} // namespace outbox
