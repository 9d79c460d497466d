#include "schema/payloadrules.h"
#include "util/coretr.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace outbox {

QString compactJson(const QJsonValue &value) {
    const QByteArray wrapped = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
}

QString sha256Of(const QString &text) {
    return QString::fromLatin1(
        QCryptographicHash::hash(text.toUtf8(), QCryptographicHash::Sha256).toHex());
}

Status checkKeys(const QJsonObject &payload, const QStringList &allowed,
                 const QStringList &required, const QString &what) {
    for (const QString &key : payload.keys())
        if (!allowed.contains(key))
            return Error::invalid(CoreText::tr("Unknown key \"%1\" in a %2 payload: the writer "
                                               "writes %3.")
                                      .arg(key, what, allowed.join(u", "_s)));
    for (const QString &key : required)
        if (!payload.contains(key))
            return Error::invalid(CoreText::tr("The key \"%1\" is missing: a %2 payload has %3.")
                                      .arg(key, what, required.join(u", "_s)));
    return Done{};
}

Result<QString> stringField(const QJsonObject &payload, const QString &key) {
    const QJsonValue v = payload.value(key);
    if (!v.isString())
        return Error::invalid(
            CoreText::tr("\"%1\" must be a string, not %2.").arg(key, compactJson(v)));
    return v.toString();
}

} // namespace outbox
