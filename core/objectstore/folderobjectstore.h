#pragma once

#include "objectstore/objectstore.h"

namespace outbox {

// The object store over a local folder ("file:/DIR"), for demos, tests and offline runs: a key
// is a path relative to DIR. The ETag is the MD5 hex of the content (what S3 reports for a
// single-part upload); the content type is guessed from the file name, since a file has none.
// Keys that would leave DIR (a ".." segment, or a symbolic link pointing outside) are refused.
class FolderObjectStore final : public ObjectStore {
public:
    // DIR must exist; it is resolved to its canonical path once, here.
    static Result<std::unique_ptr<FolderObjectStore>> create(const QString &directory);

    QString directory() const { return m_root; }

    QString description() const override;
    Result<std::optional<ObjectInfo>> head(const QString &key) override;
    Result<QByteArray> get(const QString &key) override;
    Status put(const QString &key, const QByteArray &body,
               const QString &contentType = {}) override;
    Status copy(const QString &sourceKey, const QString &targetKey) override;
    Status remove(const QString &key) override;
    Result<ObjectPage> list(const QString &prefix, const QString &continuationToken = {},
                            int maxKeys = 1000) override;
    // Writes and removals then wait for flush(), which syncs the folder's file system once (a
    // batch of a hot object's puts paid a sync each, one after the other).
    void deferDurability() override { m_deferred = true; }
    Status flush() override;

private:
    explicit FolderObjectStore(QString root);

    struct Location {
        QString key;  // normalised
        QString path; // absolute file path under m_root
    };
    Result<Location> locate(const QString &operation, const QString &key) const;
    Status write(const QString &operation, const Location &where, const QByteArray &body);
    ObjectInfo infoOf(const QString &key, const QString &path, bool withContentType) const;

    QString m_root; // canonical, without a trailing '/'
    bool m_deferred = false;
    bool m_unsynced = false; // written or removed since the last flush()
};

} // namespace outbox
