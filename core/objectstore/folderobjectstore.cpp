#include "objectstore/folderobjectstore.h"
#include "util/coretr.h"

#include "objectstore/objectstorelogging.h"

#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QMimeDatabase>
#include <QSaveFile>
#include <QTemporaryFile>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString md5Hex(QFile &file) {
    QCryptographicHash hash(QCryptographicHash::Md5);
    hash.addData(&file);
    return QString::fromLatin1(hash.result().toHex());
}

bool isInside(const QString &path, const QString &root) {
    return path == root || path.startsWith(root + u'/');
}

// Continuation tokens are the last key of the previous page, made opaque so nobody is tempted
// to build them by hand (S3's are opaque too).
QString encodeToken(const QString &key) {
    return QString::fromLatin1(
        key.toUtf8().toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
}

std::optional<QString> decodeToken(const QString &token) {
    const auto decoded = QByteArray::fromBase64Encoding(
        token.toLatin1(), QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded || decoded.decoded.isEmpty())
        return std::nullopt;
    return QString::fromUtf8(*decoded);
}

} // namespace

FolderObjectStore::FolderObjectStore(QString root)
    : m_root(std::move(root)) {}

Result<std::unique_ptr<FolderObjectStore>> FolderObjectStore::create(const QString &directory) {
    const QFileInfo info(directory);
    if (!info.exists())
        return Error::invalid(
            CoreText::tr("Object store folder \"%1\" does not exist.").arg(directory));
    if (!info.isDir())
        return Error::invalid(
            CoreText::tr("Object store folder \"%1\" is not a folder.").arg(directory));
    const QString root = info.canonicalFilePath();
    return std::unique_ptr<FolderObjectStore>(new FolderObjectStore(root));
}

QString FolderObjectStore::description() const {
    return u"folder \"%1\""_s.arg(m_root);
}

Result<FolderObjectStore::Location> FolderObjectStore::locate(const QString &operation,
                                                              const QString &key) const {
    auto normalized = normalizeObjectKey(key);
    if (!normalized)
        return Error::invalid(CoreText::tr("Cannot %1 in %2: %3")
                                  .arg(operation, description(), normalized.error().message));
    const QString k = *normalized;
    const QStringList segments = k.split(u'/');
    // S3 keeps "a/./b" apart from "a/b"; a file system cannot, so refuse rather than alias.
    if (segments.contains(u"."_s))
        return Error::invalid(
            CoreText::tr("Cannot %1 in %2: the key \"%3\" has a \".\" segment, which a "
                         "folder cannot store apart from the key without it.")
                .arg(operation, description(), k));
    // A ".." segment is refused by normalizeObjectKey; a symbolic link inside the folder could
    // still lead out of it, so resolve the deepest part of the path that exists.
    QString path = m_root;
    for (const QString &segment : segments) {
        path += u'/' + segment;
        const QFileInfo info(path);
        if (info.isSymLink()) {
            const QString target = info.canonicalFilePath();
            if (target.isEmpty() || !isInside(target, m_root))
                return Error::refused(
                    CoreText::tr(
                        "Cannot %1 in %2: the key \"%3\" leads outside the folder through the "
                        "symbolic link \"%4\"; refusing it.")
                        .arg(operation, description(), k, path));
        } else if (!info.exists()) {
            break;
        }
    }
    return Location{k, m_root + u'/' + k};
}

ObjectInfo FolderObjectStore::infoOf(const QString &key, const QString &path,
                                     bool withContentType) const {
    const QMimeDatabase mimeDatabase; // cheap: the data behind it is shared and loaded once
    const QFileInfo info(path);
    ObjectInfo o;
    o.key = key;
    o.size = info.size();
    o.lastModified = info.lastModified().toUTC();
    if (withContentType)
        o.contentType = mimeDatabase.mimeTypeForFile(path, QMimeDatabase::MatchExtension).name();
    QFile file(path);
    if (file.open(QIODevice::ReadOnly))
        o.etag = md5Hex(file);
    return o;
}

Result<std::optional<ObjectInfo>> FolderObjectStore::head(const QString &key) {
    auto where = locate(CoreText::tr("look up \"%1\"").arg(key), key);
    if (!where)
        return where.error();
    const QFileInfo info(where->path);
    if (!info.exists() || !info.isFile())
        return std::optional<ObjectInfo>();
    return std::optional<ObjectInfo>(infoOf(where->key, where->path, true));
}

Result<QByteArray> FolderObjectStore::get(const QString &key) {
    auto where = locate(CoreText::tr("read \"%1\"").arg(key), key);
    if (!where)
        return where.error();
    const QFileInfo info(where->path);
    if (!info.isFile())
        return Error::failed(CoreText::tr("Cannot read \"%1\" in %2: the object does not exist.")
                                 .arg(where->key, description()));
    QFile file(where->path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::failed(CoreText::tr("Cannot read \"%1\" in %2: %3")
                                 .arg(where->key, description(), file.errorString()));
    return file.readAll();
}

Status FolderObjectStore::write(const QString &operation, const Location &where,
                                const QByteArray &body) {
    const auto fail = [&](const QString &why) {
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: %3").arg(operation, description(), why));
    };
    // Keys "a" and "a/b" can coexist in a bucket but not in a folder: say which one is in the way.
    const QStringList segments = where.key.split(u'/');
    QString parent = m_root;
    for (qsizetype i = 0; i + 1 < segments.size(); ++i) {
        parent += u'/' + segments.at(i);
        if (QFileInfo(parent).isFile())
            return fail(CoreText::tr("the object \"%1\" exists where a folder is needed.")
                            .arg(segments.mid(0, i + 1).join(u'/')));
    }
    if (QFileInfo(where.path).isDir())
        return fail(CoreText::tr("objects exist under \"%1/\", so a file of that name cannot.")
                        .arg(where.key));
    if (!QDir().mkpath(QFileInfo(where.path).absolutePath()))
        return fail(CoreText::tr("cannot create the folder \"%1\".")
                        .arg(QFileInfo(where.path).absolutePath()));
    // A temporary file renamed over the object, so readers never see half an object (QSaveFile);
    // deferred, the same without its sync, which waits for flush().
    if (m_deferred) {
        QTemporaryFile temporary(where.path + u".XXXXXX"_s);
        if (!temporary.open() || temporary.write(body) != body.size() || !temporary.flush())
            return fail(temporary.errorString());
        // QSaveFile's permissions for a new file (QTemporaryFile's own are the owner's alone).
        temporary.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                 QFileDevice::ReadGroup | QFileDevice::ReadOther);
        m_unsynced = true;
        if (::rename(QFile::encodeName(temporary.fileName()).constData(),
                     QFile::encodeName(where.path).constData()) != 0)
            return fail(QString::fromLocal8Bit(std::strerror(errno)));
        temporary.setAutoRemove(false);
        return Done{};
    }
    QSaveFile file(where.path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(body) != body.size() || !file.commit())
        return fail(file.errorString());
    return Done{};
}

Status FolderObjectStore::flush() {
    if (!m_unsynced)
        return Done{};
    // One sync of the folder's file system: every file written and every rename and removal.
    const int fd = ::open(QFile::encodeName(m_root).constData(), O_RDONLY | O_DIRECTORY);
    if (fd < 0 || ::syncfs(fd) != 0) {
        const QString why = QString::fromLocal8Bit(std::strerror(errno));
        if (fd >= 0)
            ::close(fd);
        return Error::failed(CoreText::tr("Cannot make the objects written to %1 durable: %2")
                                 .arg(description(), why));
    }
    ::close(fd);
    m_unsynced = false;
    return Done{};
}

Status FolderObjectStore::put(const QString &key, const QByteArray &body, const QString &) {
    // The content type is not kept: a file has none, and head() guesses it from the name.
    const QString operation = CoreText::tr("store \"%1\"").arg(key);
    auto where = locate(operation, key);
    if (!where)
        return where.error();
    qCDebug(lcObjectStore) << "put" << where->key << body.size() << "bytes";
    return write(operation, *where, body);
}

Status FolderObjectStore::copy(const QString &sourceKey, const QString &targetKey) {
    const QString operation = CoreText::tr("copy \"%1\" to \"%2\"").arg(sourceKey, targetKey);
    auto source = locate(operation, sourceKey);
    if (!source)
        return source.error();
    auto target = locate(operation, targetKey);
    if (!target)
        return target.error();
    if (!QFileInfo(source->path).isFile())
        return Error::failed(CoreText::tr("Cannot %1 in %2: the source object does not exist.")
                                 .arg(operation, description()));
    QFile file(source->path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: %3").arg(operation, description(), file.errorString()));
    const QByteArray body = file.readAll();
    file.close();
    qCDebug(lcObjectStore) << "copy" << source->key << "to" << target->key;
    return write(operation, *target, body);
}

Status FolderObjectStore::remove(const QString &key) {
    const QString operation = CoreText::tr("delete \"%1\"").arg(key);
    auto where = locate(operation, key);
    if (!where)
        return where.error();
    const QFileInfo info(where->path);
    if (info.isDir())
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: it is a folder of other objects, not an object.")
                .arg(operation, description()));
    if (!info.exists() && !info.isSymLink())
        return Done{};
    QFile file(where->path);
    m_unsynced = m_deferred;
    if (!file.remove())
        return Error::failed(
            CoreText::tr("Cannot %1 in %2: %3").arg(operation, description(), file.errorString()));
    // Folders only exist to hold objects (a bucket has none): drop the ones left empty, so a
    // later put of a key equal to such a folder's name works.
    QDir dir = info.absoluteDir();
    while (dir.absolutePath() != m_root && isInside(dir.absolutePath(), m_root)) {
        const QString name = dir.dirName();
        if (!dir.cdUp() || !dir.rmdir(name))
            break;
    }
    qCDebug(lcObjectStore) << "deleted" << where->key;
    return Done{};
}

Result<ObjectPage> FolderObjectStore::list(const QString &prefix, const QString &continuationToken,
                                           int maxKeys) {
    const QString operation = CoreText::tr("list \"%1\"").arg(prefix);
    auto normalized = normalizeObjectPrefix(prefix);
    if (!normalized)
        return Error::invalid(CoreText::tr("Cannot %1 in %2: %3")
                                  .arg(operation, description(), normalized.error().message));
    const QString p = *normalized;
    std::optional<QString> after;
    if (!continuationToken.isEmpty()) {
        after = decodeToken(continuationToken);
        if (!after)
            return Error::invalid(
                CoreText::tr(
                    "Cannot %1 in %2: the continuation token \"%3\" was not made by this store.")
                    .arg(operation, description(), continuationToken));
    }
    const int limit = std::clamp(maxKeys, 1, kMaxListKeys);

    // Only the folder the prefix names can hold matches; no need to walk the whole tree.
    const qsizetype slash = p.lastIndexOf(u'/');
    const QString start = slash < 0 ? m_root : m_root + u'/' + p.left(slash);
    QList<std::pair<QByteArray, QString>> keys; // UTF-8 for S3's ordering, and the key
    if (QFileInfo(start).isDir()) {
        QDirIterator it(start, QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString key = path.mid(m_root.size() + 1);
            if (!key.startsWith(p))
                continue;
            // get() would refuse a link that leads out of the folder: don't list it either.
            if (it.fileInfo().isSymLink() && !isInside(it.fileInfo().canonicalFilePath(), m_root))
                continue;
            QByteArray utf8 = key.toUtf8();
            if (after && utf8 <= after->toUtf8())
                continue;
            keys.append({std::move(utf8), key});
        }
    }
    std::sort(keys.begin(), keys.end());

    ObjectPage page;
    for (const auto &[utf8, key] : keys) {
        if (page.objects.size() == limit) {
            page.nextContinuationToken = encodeToken(page.objects.last().key);
            break;
        }
        // Without the content type, as S3 lists: head() has it.
        page.objects.append(infoOf(key, m_root + u'/' + key, false));
    }
    return page;
}

} // namespace outbox
