#include "objectstore/objectstore.h"
#include "util/coretr.h"

#include "objectstore/folderobjectstore.h"
#include "objectstore/objectstorelogging.h"
#include "objectstore/s3objectstore.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <QUrl>

using namespace Qt::StringLiterals;

Q_LOGGING_CATEGORY(lcObjectStore, "outbox.core.objectstore", QtInfoMsg)

namespace outbox {

namespace {

constexpr int kMaxKeyBytes = 1024; // S3's limit on the UTF-8 length of a key

bool isControl(QChar c) {
    return c.unicode() < 0x20 || c.unicode() == 0x7f;
}

// The key as a message can show it: control characters as \xNN, so a stray newline or NUL
// is visible instead of breaking the line.
QString printable(const QString &key) {
    QString out;
    for (QChar c : key) {
        if (isControl(c))
            out += u"\\x%1"_s.arg(int(c.unicode()), 2, 16, QChar(u'0'));
        else
            out += c;
    }
    return out;
}

// PHP's trim(), which the Vortos writer uses, strips exactly these; QString::trimmed() would
// also strip Unicode spaces and so turn a valid key into another one.
bool isPhpTrimmed(QChar c) {
    const char16_t u = c.unicode();
    return u == u' ' || u == u'\t' || u == u'\n' || u == u'\r' || u == 0 || u == 0x0b;
}

QString phpTrim(const QString &s) {
    qsizetype begin = 0;
    qsizetype end = s.size();
    while (begin < end && isPhpTrimmed(s.at(begin)))
        ++begin;
    while (end > begin && isPhpTrimmed(s.at(end - 1)))
        --end;
    return s.mid(begin, end - begin);
}

Result<QString> normalize(const QString &original, const QString &what, bool allowEmpty) {
    const QString trimmed = phpTrim(original);
    QString slashed = trimmed;
    slashed.replace(u'\\', u'/');
    for (QChar c : slashed) {
        if (isControl(c))
            return Error::invalid(
                CoreText::tr("%1 \"%2\" contains a control character (U+%3).")
                    .arg(what, printable(original),
                         u"%1"_s.arg(int(c.unicode()), 4, 16, QChar(u'0')).toUpper()));
    }
    const QStringList segments = slashed.split(u'/', Qt::SkipEmptyParts);
    if (segments.contains(u".."_s))
        return Error::invalid(
            CoreText::tr(
                "%1 \"%2\" contains a \"..\" segment, which could reach outside its folder.")
                .arg(what, printable(original)));
    QString key = segments.join(u'/');
    if (key.isEmpty() && !allowEmpty)
        return Error::invalid(CoreText::tr("%1 \"%2\" is empty once trimmed of spaces and slashes.")
                                  .arg(what, printable(original)));
    if (!key.isEmpty() && allowEmpty && slashed.endsWith(u'/'))
        key += u'/';
    if (key.toUtf8().size() > kMaxKeyBytes)
        return Error::invalid(
            CoreText::tr("%1 \"%2…\" is longer than %3 bytes (UTF-8), the S3 limit.")
                .arg(what, printable(key.left(60)), QString::number(kMaxKeyBytes)));
    return key;
}

} // namespace

ObjectStore::~ObjectStore() = default;

Result<QString> normalizeObjectKey(const QString &key, const QString &what) {
    return normalize(key, what.isEmpty() ? CoreText::tr("Object key") : what, false);
}

Result<QString> normalizeObjectPrefix(const QString &prefix) {
    return normalize(prefix, CoreText::tr("Object key prefix"), true);
}

Result<std::unique_ptr<ObjectStore>> openObjectStore(const QString &spec) {
    const QString s = spec.trimmed();
    if (s.isEmpty()) {
        auto config = S3Config::fromEnvironment();
        if (!config)
            return config.error();
        auto store = S3ObjectStore::create(std::move(config).value());
        if (!store)
            return store.error();
        return std::unique_ptr<ObjectStore>(std::move(store).value());
    }
    if (s.startsWith(u"file:"_s, Qt::CaseInsensitive)) {
        const QUrl url(s);
        const QString dir = url.isLocalFile() ? url.toLocalFile() : QString();
        if (dir.isEmpty() || !QDir::isAbsolutePath(dir))
            return Error::invalid(
                CoreText::tr(
                    "Object store \"%1\" is not a folder URL: write file:/absolute/folder.")
                    .arg(s));
        auto store = FolderObjectStore::create(dir);
        if (!store)
            return store.error();
        return std::unique_ptr<ObjectStore>(std::move(store).value());
    }
    return Error::invalid(
        CoreText::tr(
            "Unknown object store \"%1\": use file:/folder for a local folder, or leave it empty "
            "to use the S3 store configured by the OBJECT_STORE_* environment variables.")
            .arg(s));
}

} // namespace outbox
