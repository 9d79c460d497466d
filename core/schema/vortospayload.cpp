#include "schema/vortospayload.h"
#include "objectstore/objectstore.h"
#include "util/coretr.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {
// Compact JSON with every non-ASCII character as \uXXXX; "/" as "\/" where PHP writes it so.
QString encodeValue(const QJsonValue &value, bool escapeSlash = true) {
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    const QString json = QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
    QString out;
    out.reserve(json.size());
    for (const QChar c : json) {
        if (c == u'/' && escapeSlash)
            out += u"\\/"_s;
        else if (c.unicode() > 0x7F)
            out += u"\\u%1"_s.arg(c.unicode(), 4, 16, QLatin1Char('0'));
        else
            out += c;
    }
    return out;
}
} // namespace

QString phpJsonEncode(const QList<QPair<QString, QJsonValue>> &fields) {
    QStringList parts;
    for (const auto &[key, value] : fields)
        parts.append(encodeValue(key) + u':' + encodeValue(value));
    return u'{' + parts.join(u',') + u'}';
}

QString pythonJsonDumps(const QList<QPair<QString, QJsonValue>> &fields) {
    QStringList parts;
    for (const auto &[key, value] : fields)
        parts.append(encodeValue(key, false) + u": "_s + encodeValue(value, false));
    return u'{' + parts.join(u", "_s) + u'}';
}

QString vortosPromotePayload(const QString &temporaryKey, const QString &permanentKey,
                             const QString &temporaryPrefix, bool deleteTemporarySource) {
    return phpJsonEncode({{u"name"_s, u"promote"_s},
                          {u"temporary_key"_s, temporaryKey},
                          {u"permanent_key"_s, permanentKey},
                          {u"temporary_prefix"_s, temporaryPrefix},
                          {u"delete_temporary_source"_s, deleteTemporarySource}});
}

Result<PromotionKeys> checkPromotionKeys(const QString &temporaryKey, const QString &permanentKey,
                                         const QString &temporaryPrefix) {
    QString prefix = temporaryPrefix.trimmed();
    while (prefix.startsWith(u'/'))
        prefix.remove(0, 1);
    while (prefix.endsWith(u'/'))
        prefix.chop(1);
    if (prefix.isEmpty())
        return Error::invalid(CoreText::tr("Temporary prefix cannot be empty."));
    // The messages name the field ('Temporary key "" is empty…'), not just "Object key".
    auto source = normalizeObjectKey(temporaryKey, CoreText::tr("Temporary key"));
    if (!source)
        return source.error();
    auto target = normalizeObjectKey(permanentKey, CoreText::tr("Permanent key"));
    if (!target)
        return target.error();
    const QString under = prefix + u'/';
    if (!source->startsWith(under))
        return Error::invalid(
            CoreText::tr("Source key must be under the \"%1\" temporary prefix.").arg(under));
    if (target->startsWith(under))
        return Error::invalid(
            CoreText::tr("Permanent key cannot remain under the \"%1\" temporary prefix.")
                .arg(under));
    return PromotionKeys{*source, *target, prefix};
}

} // namespace outbox
