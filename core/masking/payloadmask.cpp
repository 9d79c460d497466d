#include "masking/payloadmask.h"

#include "settings/profile.h"
#include "util/coretr.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace outbox {

using namespace Qt::StringLiterals;

namespace {

const QString kTokenStart = u"«masked "_s;

// The shape of a value: enough to tell two rows apart, nothing of what it holds.
QString shapeOf(const QJsonValue &value) {
    switch (value.type()) {
    case QJsonValue::String:
        return u"«masked string, %1 chars»"_s.arg(value.toString().size());
    case QJsonValue::Double:
        return u"«masked number, %1 digits»"_s.arg(
            QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
                .size() -
            2);
    case QJsonValue::Bool:
        return u"«masked boolean»"_s;
    case QJsonValue::Object:
        return u"«masked object, %1 keys»"_s.arg(value.toObject().size());
    case QJsonValue::Array:
        return u"«masked array, %1 items»"_s.arg(value.toArray().size());
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

QString hiddenText(const QString &payloadText) {
    return u"«payload hidden: %1 bytes»"_s.arg(payloadText.toUtf8().size());
}

std::optional<QJsonValue> parseJson(const QString &text) {
    QJsonParseError error;
    // Wrapped, so that a scalar payload parses too.
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text.toUtf8() + "]", &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray() || doc.array().size() != 1)
        return std::nullopt;
    return doc.array().at(0);
}

QString compact(const QJsonValue &value) {
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

} // namespace

QString PayloadMask::defaultKeys() {
    return u"e-?mail|phone|mobile|(first|last|full|given|family|middle|sur|user|display|"
           u"customer|contact|person)[_-]?name|address|street|post_?code|postal|zip|token|"
           u"secret|passw|pwd|api[_-]?key|iban|card|cvv|ssn|birth|(^|[_.-])ip($|[_.-])|"
           u"ip_?addr|(client|remote)_?ip|body"_s;
}

Result<PayloadMask> PayloadMask::make(PayloadVisibility visibility, const QString &keys) {
    PayloadMask mask;
    mask.m_visibility = visibility;
    const QString pattern = keys.trimmed().isEmpty() ? defaultKeys() : keys.trimmed();
    mask.m_keys = QRegularExpression(pattern, QRegularExpression::CaseInsensitiveOption |
                                                  QRegularExpression::DontCaptureOption);
    if (!mask.m_keys.isValid())
        return Error::invalid(
            CoreText::tr("The mask-keys pattern \"%1\" is not a regular expression: %2 at "
                         "offset %3.")
                .arg(pattern, mask.m_keys.errorString())
                .arg(mask.m_keys.patternErrorOffset()));
    return mask;
}

PayloadVisibility PayloadMask::defaultFor(const Profile &profile) {
    return profile.isProd() ? PayloadVisibility::Masked : PayloadVisibility::Full;
}

Result<PayloadMask> PayloadMask::forProfile(const Profile *profile) {
    if (!profile)
        return make(PayloadVisibility::Full);
    PayloadVisibility visibility = defaultFor(*profile);
    if (!profile->payloadVisibility.isEmpty()) {
        const auto parsed = parsePayloadVisibility(profile->payloadVisibility);
        if (!parsed)
            return Error::invalid(
                CoreText::tr("The profile \"%1\" has payload visibility \"%2\": use full, "
                             "masked or hidden.")
                    .arg(profile->name, profile->payloadVisibility));
        visibility = *parsed;
    }
    return make(visibility, profile->maskKeys);
}

Result<PayloadMask> PayloadMask::narrowed(const Profile *profile, const QString &visibility,
                                          const QString &keys) {
    auto base = forProfile(profile);
    if (!base || (visibility.isEmpty() && keys.isEmpty()))
        return base;
    PayloadVisibility shown = base->visibility();
    if (!visibility.isEmpty()) {
        const auto asked = parsePayloadVisibility(visibility);
        if (!asked)
            return Error::invalid(
                CoreText::tr("--payload-visibility must be full, masked or hidden, not \"%1\".")
                    .arg(visibility));
        if (int(*asked) < int(shown))
            return Error::refused(
                CoreText::tr("The profile shows payloads %1: --payload-visibility=%2 would show "
                             "more. Use --reveal --reason=TEXT (audited) to see them in full.")
                    .arg(payloadVisibilityName(shown), payloadVisibilityName(*asked)));
        shown = *asked;
    }
    QString pattern = base->keys();
    if (!keys.trimmed().isEmpty())
        pattern =
            base->showsAll() ? keys.trimmed() : u"(?:%1)|(?:%2)"_s.arg(pattern, keys.trimmed());
    return make(shown, pattern);
}

bool PayloadMask::masksKey(const QString &key) const {
    return m_keys.isValid() && m_keys.match(key).hasMatch();
}

bool PayloadMask::isWholePayloadPlaceholder(const QString &payloadText) {
    return payloadText.startsWith(u"«payload "_s) && payloadText.endsWith(u'»');
}

bool PayloadMask::isMaskToken(const QString &text) {
    return text.startsWith(kTokenStart) && text.endsWith(u'»');
}

QJsonValue PayloadMask::maskValue(const QJsonValue &value) const {
    if (value.isObject()) {
        QJsonObject out = value.toObject();
        for (auto it = out.begin(); it != out.end(); ++it) {
            if (masksKey(it.key()) && !it.value().isNull())
                it.value() = shapeOf(it.value());
            else
                it.value() = maskValue(it.value());
        }
        return out;
    }
    if (value.isArray()) {
        QJsonArray out;
        for (const QJsonValue &item : value.toArray())
            out.append(maskValue(item));
        return out;
    }
    return value;
}

QString PayloadMask::maskText(const QString &payloadText) const {
    switch (m_visibility) {
    case PayloadVisibility::Full:
        return payloadText;
    case PayloadVisibility::Hidden:
        return hiddenText(payloadText);
    case PayloadVisibility::Masked:
        break;
    }
    const auto parsed = parseJson(payloadText);
    if (!parsed)
        return u"«payload masked: not JSON, %1 bytes»"_s.arg(payloadText.toUtf8().size());
    return compact(maskValue(*parsed));
}

QString PayloadMask::maskFieldValue(const QString &field, const QString &compactValue) const {
    if (showsAll() || compactValue.isEmpty())
        return compactValue;
    if (m_visibility == PayloadVisibility::Hidden)
        return u"«hidden»"_s;
    const auto parsed = parseJson(compactValue);
    if (!parsed)
        return u"«masked»"_s;
    if (masksKey(field) && !parsed->isNull())
        return compact(QJsonValue(shapeOf(*parsed)));
    return compact(maskValue(*parsed));
}

namespace {

// Puts back every mask token of edited from original at the same place; path names the place.
Status restoreValue(QJsonValue &edited, const QJsonValue &original, const QString &path) {
    if (edited.isString() && PayloadMask::isMaskToken(edited.toString())) {
        if (original.isUndefined() || shapeOf(original) != edited.toString())
            return Error::invalid(
                CoreText::tr("The masked value at %1 does not match the row's value there any "
                             "more (it was moved or edited): type the new value, or reveal the "
                             "row to edit it. Nothing was changed.")
                    .arg(path));
        edited = original;
        return Done{};
    }
    if (edited.isObject()) {
        QJsonObject out = edited.toObject();
        const QJsonObject from = original.toObject();
        for (auto it = out.begin(); it != out.end(); ++it) {
            QJsonValue value = it.value();
            if (auto s = restoreValue(value, from.value(it.key()),
                                      path.isEmpty() ? it.key() : path + u'.' + it.key());
                !s)
                return s;
            it.value() = value;
        }
        edited = out;
    } else if (edited.isArray()) {
        QJsonArray out = edited.toArray();
        const QJsonArray from = original.toArray();
        for (qsizetype i = 0; i < out.size(); ++i) {
            QJsonValue value = out.at(i);
            if (auto s = restoreValue(
                    value, i < from.size() ? from.at(i) : QJsonValue(QJsonValue::Undefined),
                    u"%1[%2]"_s.arg(path).arg(i));
                !s)
                return s;
            out.replace(i, value);
        }
        edited = out;
    }
    return Done{};
}

} // namespace

Result<QString> PayloadMask::restoreMasked(const QString &editedText, const QString &originalText) {
    if (isWholePayloadPlaceholder(editedText.trimmed()))
        return Error::refused(CoreText::tr("This profile does not show the payload: reveal the "
                                           "row to edit it. Nothing was changed."));
    if (!editedText.contains(kTokenStart))
        return editedText;
    auto edited = parseJson(editedText);
    const auto original = parseJson(originalText);
    if (!edited || !original)
        return editedText; // the resend's own checks name what is wrong with it
    if (auto s = restoreValue(*edited, *original, {}); !s)
        return s.error();
    return compact(*edited);
}

} // namespace outbox
