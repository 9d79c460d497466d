#pragma once

#include "util/result.h"

#include <QByteArray>
#include <QString>

namespace outbox {

// Files of the user's own that the console and outboxctl read and rewrite (the profiles, the
// overview history, an edited payload), held to what such a file can be: a regular file, of a
// sane size. Anything else (a FIFO that would block a read forever, /dev/zero that would fill the
// memory, a symbolic link that would make a rewrite land on another file) is refused with a
// message that names the file and what it is.

struct LocalFileRules {
    qint64 maxBytes = 16 * 1024 * 1024;
    bool followLinks = true; // false: a symbolic link in the file's place is refused
};

// The whole file. A missing file is an error too (ErrorKind::InvalidInput, as every refusal
// here); callers that treat "missing" as "empty" check QFileInfo::exists() first.
Result<QByteArray> readLocalFile(const QString &path, const LocalFileRules &rules = {});

// Replaces the file's contents at once (a temporary file in the same folder, renamed over it): a
// reader sees the old contents or the new, never half. A symbolic link or anything but a regular
// file in its place is refused, and nothing is written. backupSuffix: the file as it was is kept
// beside it first (e.g. "profiles.ini.bak"), replacing an older backup.
Status writeLocalFile(const QString &path, const QByteArray &contents,
                      const QString &backupSuffix = {});

// What is at the path, in words, when it is not a regular file (or a link, with followLinks
// false): "a symbolic link", "a FIFO", "a character device", "a folder"; empty for a regular
// file or nothing at all.
QString describeNonRegularFile(const QString &path, bool followLinks);

} // namespace outbox
