#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QDateTime>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace outbox {

struct ObjectInfo {
    QString key;
    qint64 size = 0;
    QString contentType; // empty in listings: S3 does not list content types
    QString etag;        // without quotes; the folder store uses the MD5 hex of the content
    QDateTime lastModified;
};

struct ObjectPage {
    QList<ObjectInfo> objects;     // in key order (UTF-8 byte order, as S3 lists)
    QString nextContinuationToken; // pass to list() for the next page; empty on the last page
};

// The object store the promotion and the relay act on: one bucket, or one local folder.
//
// Every call blocks until the store answered. Run them on a worker thread, NEVER on the GUI
// thread: a request may take the full timeout, and retries after throttling add backoff.
// One instance is meant for one thread at a time (create one per worker).
//
// Keys are normalised with normalizeObjectKey() first, as the Vortos writer does, so an invalid
// key fails with that function's message before anything is sent.
class ObjectStore {
public:
    ObjectStore() = default;
    virtual ~ObjectStore();
    ObjectStore(const ObjectStore &) = delete;
    ObjectStore &operator=(const ObjectStore &) = delete;

    // Where the objects live, for messages and logs ("bucket "b" at https://…"); no secrets.
    virtual QString description() const = 0;

    // std::nullopt when the object does not exist: that is an answer, not an error.
    virtual Result<std::optional<ObjectInfo>> head(const QString &key) = 0;
    // A missing object is an error here, with a message that says so.
    virtual Result<QByteArray> get(const QString &key) = 0;
    // An empty contentType stores application/octet-stream.
    static constexpr int kMaxListKeys = 1000; // S3's largest page of a listing

    virtual Status put(const QString &key, const QByteArray &body,
                       const QString &contentType = {}) = 0;
    // Overwrites the target; fails when the source does not exist.
    virtual Status copy(const QString &sourceKey, const QString &targetKey) = 0;
    // Succeeds when the object is already gone, as S3's DeleteObject does.
    virtual Status remove(const QString &key) = 0;
    // One page of the objects whose keys start with prefix (normalizeObjectPrefix() applies).
    // maxKeys is capped at kMaxListKeys as S3 does.
    virtual Result<ObjectPage> list(const QString &prefix, const QString &continuationToken = {},
                                    int maxKeys = kMaxListKeys) = 0;

    // The relay makes a batch's writes durable at once before it settles them: from here on a
    // write may return before it is durable, and flush() makes every write since the last flush
    // durable. A store whose every answer is durable already (S3) does nothing.
    virtual void deferDurability() {}
    virtual Status flush() { return Done{}; }
};

// The Vortos key rules: trimmed (of " \t\n\r\0\x0B", as PHP's trim), '\' turned into '/', a
// leading '/' and empty segments dropped; rejected when empty, when it contains a control
// character or a ".." segment, or when longer than S3's 1024 bytes. Messages name the key, as
// `what` ("Temporary key", translated; default "Object key") with its text.
Result<QString> normalizeObjectKey(const QString &key, const QString &what = {});

// The same rules for a listing prefix, except that an empty prefix is fine and a trailing '/'
// is kept ("tmp/" must not match "tmpfile").
Result<QString> normalizeObjectPrefix(const QString &prefix);

// "file:/DIR" (or file:///DIR): a FolderObjectStore over DIR, which must exist.
// "" : an S3ObjectStore configured from the OBJECT_STORE_* environment variables.
Result<std::unique_ptr<ObjectStore>> openObjectStore(const QString &spec);

} // namespace outbox
