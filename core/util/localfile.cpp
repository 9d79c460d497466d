#include "util/localfile.h"
#include "util/coretr.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace Qt::StringLiterals;

namespace outbox {

namespace {

QString kindOf(mode_t mode) {
    if (S_ISLNK(mode))
        return CoreText::tr("a symbolic link");
    if (S_ISFIFO(mode))
        return CoreText::tr("a FIFO");
    if (S_ISCHR(mode))
        return CoreText::tr("a character device");
    if (S_ISBLK(mode))
        return CoreText::tr("a block device");
    if (S_ISDIR(mode))
        return CoreText::tr("a folder");
    if (S_ISSOCK(mode))
        return CoreText::tr("a socket");
    return {};
}

QString systemError() {
    return QString::fromLocal8Bit(std::strerror(errno));
}

} // namespace

QString describeNonRegularFile(const QString &path, bool followLinks) {
    struct stat st {};
    const QByteArray native = QFile::encodeName(path);
    if ((followLinks ? ::stat(native.constData(), &st) : ::lstat(native.constData(), &st)) != 0)
        return {};
    return kindOf(st.st_mode);
}

Result<QByteArray> readLocalFile(const QString &path, const LocalFileRules &rules) {
    // O_NONBLOCK: opening a FIFO does not wait for a writer (it is refused below); O_NOFOLLOW: a
    // link in the file's place fails to open (ELOOP).
    int flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK;
    if (!rules.followLinks)
        flags |= O_NOFOLLOW;
    const int fd = ::open(QFile::encodeName(path).constData(), flags);
    if (fd < 0) {
        if (errno == ELOOP && !rules.followLinks)
            return Error::invalid(
                CoreText::tr("%1 is a symbolic link: refused, so that the file used is the one "
                             "named.")
                    .arg(path));
        return Error::invalid(CoreText::tr("Cannot read %1: %2").arg(path, systemError()));
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const QString kind = kindOf(st.st_mode);
        ::close(fd);
        return Error::invalid(CoreText::tr("%1 is %2, not a regular file: refused.")
                                  .arg(path, kind.isEmpty() ? CoreText::tr("not a file") : kind));
    }
    if (st.st_size > rules.maxBytes) {
        ::close(fd);
        return Error::invalid(CoreText::tr("%1 is %2 bytes, over the %3 bytes such a file can be.")
                                  .arg(path)
                                  .arg(qint64(st.st_size))
                                  .arg(rules.maxBytes));
    }
    // Blocking reads again for the regular file (O_NONBLOCK means nothing to one, but say so).
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QByteArray data;
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            const QString why = systemError();
            ::close(fd);
            return Error::invalid(CoreText::tr("Cannot read %1: %2").arg(path, why));
        }
        if (n == 0)
            break;
        data.append(buffer, n);
        if (data.size() > rules.maxBytes) { // it grew while being read
            ::close(fd);
            return Error::invalid(CoreText::tr("%1 is over the %2 bytes such a file can be.")
                                      .arg(path)
                                      .arg(rules.maxBytes));
        }
    }
    ::close(fd);
    return data;
}

Status writeLocalFile(const QString &path, const QByteArray &contents,
                      const QString &backupSuffix) {
    if (const QString kind = describeNonRegularFile(path, false); !kind.isEmpty())
        return Error::invalid(CoreText::tr("%1 is %2, not a regular file: it is not written, so "
                                           "that nothing else is overwritten through it.")
                                  .arg(path, kind));
    QDir().mkpath(QFileInfo(path).absolutePath());
    if (!backupSuffix.isEmpty() && QFileInfo(path).isFile()) {
        const QString backup = path + backupSuffix;
        if (const QString kind = describeNonRegularFile(backup, false); !kind.isEmpty())
            return Error::invalid(CoreText::tr("The backup %1 is %2, not a regular file: nothing "
                                               "was written.")
                                      .arg(backup, kind));
        auto old = readLocalFile(path, {});
        if (!old)
            return old.error();
        QSaveFile copy(backup);
        if (!copy.open(QIODevice::WriteOnly) || copy.write(*old) != old->size() || !copy.commit())
            return Error::failed(CoreText::tr("Could not keep a backup of %1 in %2: %3; nothing "
                                              "was written.")
                                     .arg(path, backup, copy.errorString()));
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size() ||
        !file.commit())
        return Error::failed(CoreText::tr("Could not write %1: %2").arg(path, file.errorString()));
    return Done{};
}

} // namespace outbox
