#include "actions/keytemplate.h"
#include "util/coretr.h"

#include <QDateTime>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace outbox {

QStringList keyTemplatePlaceholders() {
    return {u"{id}"_s,  u"{random}"_s, u"{uuid}"_s, u"{name}"_s, u"{stem}"_s,
            u"{ext}"_s, u"{path}"_s,   u"{dir}"_s,  u"{date}"_s};
}

bool keyTemplateUsesId(const QString &pattern) {
    QString p = pattern;
    p.replace(u"{{"_s, QString()).replace(u"}}"_s, QString());
    return p.contains(u"{id}"_s);
}

QString escapeKeyTemplate(const QString &key) {
    QString k = key;
    return k.replace(u'{', u"{{"_s).replace(u'}', u"}}"_s);
}

QString guessTemplateId(const QString &temporaryKey) {
    static const QRegularExpression uuid(
        u"^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$"_s);
    static const QRegularExpression number(u"^[0-9]+$"_s);
    QStringList segments = temporaryKey.split(u'/', Qt::SkipEmptyParts);
    if (!segments.isEmpty())
        segments.removeLast(); // the file name
    for (const QString &s : std::as_const(segments)) {
        if (number.match(s).hasMatch() || uuid.match(s).hasMatch())
            return s;
    }
    return {};
}

Result<QString> expandKeyTemplate(const QString &pattern, const KeyTemplateValues &v) {
    QString key = v.temporaryKey.trimmed();
    key.replace(u'\\', u'/');
    while (key.startsWith(u'/'))
        key.remove(0, 1);
    QString prefix = v.temporaryPrefix.trimmed();
    while (prefix.startsWith(u'/'))
        prefix.remove(0, 1);
    while (prefix.endsWith(u'/'))
        prefix.chop(1);
    const QString path =
        !prefix.isEmpty() && key.startsWith(prefix + u'/') ? key.mid(prefix.size() + 1) : key;
    const QString name = key.section(u'/', -1);
    const qsizetype dot = name.lastIndexOf(u'.');
    const QString stem = dot > 0 ? name.left(dot) : name;
    const QString ext = dot > 0 ? name.mid(dot + 1) : QString();
    const QString dir = path.contains(u'/') ? path.section(u'/', 0, -2) : QString();

    QString out;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == u'{' && i + 1 < pattern.size() && pattern.at(i + 1) == u'{') {
            out += u'{';
            ++i;
            continue;
        }
        if (c == u'}' && i + 1 < pattern.size() && pattern.at(i + 1) == u'}') {
            out += u'}';
            ++i;
            continue;
        }
        if (c == u'}')
            return Error::invalid(CoreText::tr(
                "The permanent key has a \"}\" that closes nothing: write \"}}\" for a brace."));
        if (c != u'{') {
            out += c;
            continue;
        }
        const qsizetype end = pattern.indexOf(u'}', i + 1);
        if (end < 0)
            return Error::invalid(CoreText::tr(
                "The permanent key has a \"{\" that is not closed: write \"{{\" for a brace."));
        const QString placeholder = pattern.mid(i + 1, end - i - 1);
        const auto need = [&](const QString &value, const QString &what) -> Result<QString> {
            if (value.isEmpty())
                return Error::invalid(
                    CoreText::tr("The template uses {%1}, but %2.").arg(placeholder, what));
            return value;
        };
        Result<QString> value = QString();
        if (placeholder == u"id"_s)
            value = need(v.id.trimmed(), CoreText::tr("no id is given: enter the id"));
        else if (placeholder == u"random"_s)
            value = v.random;
        else if (placeholder == u"uuid"_s)
            value = v.uuid;
        else if (placeholder == u"name"_s)
            value = need(name, CoreText::tr("the temporary key is empty"));
        else if (placeholder == u"stem"_s)
            value = need(stem, CoreText::tr("the temporary key is empty"));
        else if (placeholder == u"ext"_s)
            value = need(ext, CoreText::tr("the temporary key's file name has no extension"));
        else if (placeholder == u"path"_s)
            value = need(path, CoreText::tr("the temporary key is empty"));
        else if (placeholder == u"dir"_s)
            value = need(dir, CoreText::tr("the temporary key has no folder below the prefix"));
        else if (placeholder == u"date"_s)
            value = (v.date.isValid() ? v.date : QDateTime::currentDateTimeUtc().date())
                        .toString(u"yyyy/MM/dd"_s);
        else
            return Error::invalid(
                CoreText::tr("Unknown placeholder {%1} in the permanent key: use %2.")
                    .arg(placeholder, keyTemplatePlaceholders().join(u", "_s)));
        if (!value)
            return value.error();
        out += *value;
        i = end;
    }
    return out;
}

} // namespace outbox
